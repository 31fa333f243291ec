"""What an effect says after its verb, said at the head of the sentence instead.

« Sur une tuile Forêt vide, les Stalkers tenus en réserve peuvent être invoqués » = « Les Stalkers … peuvent être
invoqués sur une tuile Forêt vide »: an empty tile (« vide », « libre », « inoccupée ») is no tile the subject stands
on (« Sur une tuile Colline, un Lancier … » says that), it is where the summoned unit goes. « Contre des unités jusqu'à
2 tuiles de distance, un Archer peut lancer une Attaque Distante » = « Un Archer peut lancer une Attaque Distante contre
des unités jusqu'à 2 tuiles de distance »: the targets and reach of the attack the effect names.

The transformer reads each as :class:`EnTete` (and a summoning whose tile is not said after its verb as
:class:`InvoqueSansLieu`); :func:`resolve` gives each to the one effect it completes, and refuses it, at its words,
where no effect takes it.
"""

from __future__ import annotations

import attrs

from . import ast as A
from .anaphore_en import Unresolved


@attrs.frozen
class EnTete:
    """``kind`` « tuile » (a :class:`~.ast.Tuile`) or « portée » (targets, distance), said at the head."""
    kind: str
    value: object
    at: int | None = attrs.field(default=None, eq=False)


@attrs.frozen
class InvoqueSansLieu:
    """« peuvent être invoqués » with no tile after the verb (``at``: where the verb is written)."""
    at: int | None = attrs.field(default=None, eq=False)


def _takes(kind: str, action) -> bool:
    if kind == "tuile":
        return isinstance(action, InvoqueSansLieu)
    return isinstance(action, A.Effectuer) and not action.verbal


def resolve(circs: tuple, effets):
    """(circs, effets) with each complement said at the head put in the effect it completes."""
    said = [c for c in circs if isinstance(c, EnTete)]
    for head in said:
        takers = [e for e in effets if isinstance(e, A.Effet) and _takes(head.kind, e.action)]
        if len(takers) != 1:
            raise Unresolved("« Sur une tuile … vide, » : la tuile où va une unité invoquée (« Sur une tuile Forêt vide, "
                             "les Stalkers tenus en réserve peuvent être invoqués »)" if head.kind == "tuile" else
                             "« Contre … jusqu'à N tuiles, » : la portée d'une attaque que l'effet lance (« Contre des "
                             "unités jusqu'à 2 tuiles, un Archer peut lancer une Attaque Distante »)", head.at)
        (taker,) = takers
        if head.kind == "tuile":
            action = A.Invoque(head.value)
        else:
            cibles, distance = head.value
            action = A.Portee(taker.action.action, cibles, distance)
        effets = type(effets)(attrs.evolve(e, action=action) if e is taker else e for e in effets)
    for e in effets:
        if isinstance(e, A.Effet) and isinstance(e.action, InvoqueSansLieu):
            raise Unresolved("« être invoqué » : sur quelle tuile ? (« … peuvent être invoqués sur une tuile Forêt "
                             "vide »)", e.action.at)
    return tuple(c for c in circs if not isinstance(c, EnTete)), effets
