"""Hits given: « Dès que (Lorsque) cette Unité donne au moins 1 coup …, elle donne 2 coups supplémentaires » =
« Si cette Unité donne au moins 1 coup …, elle donne 2 coups supplémentaires ».

Hits added are the answer to a question the game asks while an attack is resolved (« coups »), and the
hits that attack gives are what the circumstance counts: said with « Lorsque » or with « Si », it is the same
condition on the same attack, one AST (the « Si » the seed writes). A phrase that does anything else at that
moment keeps its trigger (« Lorsque cette Unité donne au moins 1 coup, l'Adversaire perd un Jeton Ordre »).

The moments of that attack said at the head, « Lors d'un Combat ou lors d'un Tir, si cette Unité donne au moins 1
coup, … » (or one of them, « Lors d'un Combat, si … »), are the act's, as « si elle donne au moins 1 coup lors d'un
Combat ou d'un Tir » says them (:func:`moments_of_hits`); either of two moments, of dice thrown, is the dice's; of
anything else, refused.
"""

from __future__ import annotations

import attrs

from . import ast as A
from .anaphore_en import Unresolved


@attrs.frozen
class MomentsOu:
    """« Lors d'un Combat ou lors d'un Tir, »: moments said at the head, either one (``at``: where written)."""
    noms: tuple
    at: int | None = attrs.field(default=None, eq=False)


def _hits_counted(c) -> bool:
    return isinstance(c, A.Quand) and c.acte.verbe == "donner" and c.acte.au_moins is not None


def hits_when_is_if(phrase: A.Phrase) -> A.Phrase:
    """The phrase with « Lorsque … donne au moins N coups » said « Si … » when all it does is give hits more."""
    if not phrase.effets or not all(isinstance(e, A.Effet) and isinstance(e.action, A.CoupsSupplementaires)
                                    and e.modalite is None for e in phrase.effets):
        return phrase
    if sum(1 for c in phrase.circonstances if _hits_counted(c)) != 1 \
            or any(isinstance(c, (A.Quand, A.Periode)) and not _hits_counted(c) for c in phrase.circonstances):
        return phrase
    return attrs.evolve(phrase, circonstances=tuple(A.Si(c.acte) if _hits_counted(c) else c
                                                    for c in phrase.circonstances))


def _counting(c) -> bool:
    return isinstance(c, (A.Quand, A.Si)) and c.acte.verbe == "donner" and c.acte.au_moins is not None \
        and not c.acte.moments


def moments_of_hits(circs: tuple, effets, is_action) -> tuple:
    """(circs, effets) with the moments said apart (« Lors d'un Combat ou d'un Tir, », « Lors d'un Combat, ») put in
    the one act that counts hits (« si cette Unité donne au moins 1 coup »), or, of either moment, in the dice its
    effects throw (« … lance un dé supplémentaire lors d'un Combat ou d'un Tir »); ``is_action``: the game's actions.
    Either moment of anything else is refused at its words (two ``Durant`` would say both at once)."""
    counting = [c for c in circs if _counting(c)]
    said = [c for c in circs if isinstance(c, MomentsOu)]
    single = [c for c in circs if isinstance(c, A.Durant) and c.quoi.det == "un" and not c.quoi.quals
              and c.quoi.relative is None and is_action(c.quoi.nom)]
    if len(counting) == 1 and len(said) + len(single) == 1:
        noms = said[0].noms if said else (single[0].quoi.nom,)
        acte = attrs.evolve(counting[0].acte, moments=tuple(noms))
        return tuple(type(c)(acte, **({"non": c.non} if isinstance(c, A.Si) else {})) if c is counting[0] else c
                     for c in circs if not (c in said or c in single)), effets
    if not said:
        return circs, effets
    thrown = [e for e in effets if isinstance(e, A.Effet) and isinstance(e.action, (A.DesSupplementaires, A.DesFixes))]
    if len(said) == 1 and not counting and thrown and len(thrown) == len(effets) \
            and not any(e.action.moments for e in thrown):
        return (tuple(c for c in circs if c is not said[0]),
                type(effets)(attrs.evolve(e, action=attrs.evolve(e.action, moments=said[0].noms)) for e in effets))
    raise Unresolved("« lors d'un … ou d'un … » : l'un ou l'autre moment se dit des coups comptés (« si elle donne "
                     "au moins 1 coup lors d'un Combat ou d'un Tir ») ou des dés lancés (« lance un dé supplémentaire "
                     "lors d'un Combat ou d'un Tir »)", said[0].at)
