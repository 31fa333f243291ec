"""Moving along with a unit named in the effect: « Les Lanciers adjacents peuvent se déplacer avec un Lancier
lorsqu'il se déplace » = « Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent se déplacer avec lui ».

The unit moved with is named once, in the effect, and the trigger takes it up by its pronoun (« lorsqu'il se
déplace »: not the subject, a group the pronoun cannot stand for): one meaning, one AST, the unit named in the
trigger and « avec lui » in the effect.
"""

from __future__ import annotations

import attrs

from . import ast as A
from . import canonical

#: the pronoun of the trigger -> the one after « avec »
AFTER_AVEC = {"il": "lui", "elle": "elle"}


def named_in_the_effect(circs: tuple, sujet, effets):
    """(circs, effets) with « … se déplacer avec un Lancier lorsqu'il se déplace » said « Lorsqu'un Lancier se déplace,
    … se déplacer avec lui »."""
    said = [c for c in circs if isinstance(c, A.Quand) and isinstance(c.acte.sujet, A.Pronom)
            and c.acte.sujet.mot in AFTER_AVEC]
    moved = [e for e in effets if isinstance(e, A.Effet) and isinstance(e.action, A.SeDeplacerAvec)
             and isinstance(e.action.avec, A.Designation)]
    if len(said) != 1 or len(moved) != 1:
        return circs, effets
    (quand,), (effet,) = said, moved
    avec, pronoun = effet.action.avec, quand.acte.sujet
    if not canonical.agrees(pronoun, avec) or (isinstance(sujet, A.Designation) and canonical.agrees(pronoun, sujet)):
        return circs, effets  # « il » may be the subject: kept as said
    circs = tuple(A.Quand(attrs.evolve(c.acte, sujet=avec)) if c is quand else c for c in circs)
    effets = type(effets)(attrs.evolve(e, action=A.SeDeplacerAvec(A.Pronom(AFTER_AVEC[pronoun.mot]))) if e is effet
                          else e for e in effets)
    return circs, effets
