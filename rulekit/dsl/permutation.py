"""A swap said from either side: « Lorsqu'un allié adjacent est attaqué, la Jeune Fille au Bouclier peut permuter sa
place avec lui » = « Lorsqu'un allié adjacent est attaqué, il peut permuter sa place avec la Jeune Fille au Bouclier ».

Two units that swap places end where the other stood, whichever is said to do it: one meaning, one AST, the one whose
subject is the unit the trigger names (the pronoun takes it up, the other unit is the one swapped with), when the
trigger names it by its side only (« un allié adjacent »): the other unit bears the ability either way. A unit of a
kind named in the trigger keeps the sentence as said: the subject is who bears the ability.
"""

from __future__ import annotations

import attrs

from . import ast as A

#: the pronoun after « avec » -> the subject pronoun of the same unit
SUBJECT_OF = {"lui": "il", "elle": "elle", "celui-ci": "il", "celle-ci": "elle"}


def either_side(circs: tuple, sujet, effets):
    """(circs, sujet, effets) with « X peut permuter sa place avec lui » (« lui »: the unit the trigger names) said
    « il peut permuter sa place avec X »."""
    # the trigger names one unit (« Lorsqu'un Archer attaque un Druide, … avec lui »: which one? kept as said), by its
    # side only (« un allié adjacent »): a unit of a kind there (« Lorsqu'un Conscrit adjacent est attaqué, le Lancier
    # peut permuter sa place avec lui ») is not the bearer, the subject is (docs/DSL.md, « Who bears the ability »),
    # and said as the subject it would be: kept as said
    named = [c for c in circs if isinstance(c, A.Quand) and isinstance(c.acte.sujet, A.Designation)
             and c.acte.objet is None and c.acte.sujet.nom.lower() == "unité"]
    if len(named) != 1 or not isinstance(sujet, A.Designation) or len(effets) != 1:
        return circs, sujet, effets
    (effet,) = effets
    if not (isinstance(effet, A.Effet) and isinstance(effet.action, A.Permuter)
            and isinstance(effet.action.avec, A.Pronom) and effet.action.avec.mot in SUBJECT_OF):
        return circs, sujet, effets
    return circs, A.Pronom(SUBJECT_OF[effet.action.avec.mot]), (attrs.evolve(effet, action=A.Permuter(sujet)),)
