"""Whose state a condition says, when a question is asked (lead-adv2).

A condition beside a question (« si … », « tant que … », « sauf si … ») is read of the bearer (« s'il est sur une
tuile Forêt »), of the units the phrase names (« si elles sont sur une tuile Forêt », an aura's), or of the anchor
of an aura (« si le Druide est sur une tuile Forêt »). Said of the other unit a circumstance names — « celui-ci »,
« son adversaire », or that unit named again (« Lorsqu'un Épéiste attaque un Lancier, si le Lancier est sur une
tuile Forêt ») — it was read of the bearer (its tile, its neighbours): « Lorsqu'un Épéiste attaque un Lancier, si
celui-ci est sur une tuile Forêt, l'Épéiste lance un dé de plus » gave the die when the Épéiste stood in a forest,
never when the Lancier did. Refused at compile time, pointing to the forms that say the other unit's place: a
relative of the unit fought (« … attaque un Lancier qui se trouve sur une tuile Forêt »).
"""

from __future__ import annotations

from . import ast as A
from .canonical import ANAPHORE_WORDS

#: the nouns that name the unit the bearer fights (« son adversaire », « l'attaquant », « le défenseur »)
OPPONENT_NOUNS = frozenset({"adversaire", "adversaires", "attaquant", "défenseur"})


def _noun(d) -> str | None:
    return d.nom.lower() if isinstance(d, A.Designation) else None


class ConditionSubjects:
    """Mixin of the compiler: refuse a question's condition said of a unit other than the bearer."""

    def other_unit_of_condition(self, circ, phrase: A.Phrase) -> str | None:
        """The words that name, as the subject of ``circ`` (a ``Quand`` or ``Si`` beside a question), a unit the
        phrase names as another circumstance's object (or its opponent), or None when it says the bearer, the
        phrase's units or the aura's anchor."""
        sujet = circ.acte.sujet
        if isinstance(sujet, A.Pronom):
            return sujet.mot if sujet.mot in ANAPHORE_WORDS else None
        if not isinstance(sujet, A.Designation) or self.is_this(sujet):
            return None
        if sujet.nom.lower() in OPPONENT_NOUNS:
            return f"{sujet.det} {sujet.nom}"
        nom = sujet.nom.lower()
        bearer_nouns = {_noun(phrase.sujet)}
        for other in phrase.circonstances:
            if other is circ or not isinstance(other, (A.Quand, A.Si)) or not A.affirmed(other):
                continue
            bearer_nouns.add(_noun(other.acte.sujet))
        for other in phrase.circonstances:
            if other is circ or not isinstance(other, (A.Quand, A.Si)) or not A.affirmed(other):
                continue
            objet = other.acte.objet
            if _noun(objet) == nom and nom not in bearer_nouns:
                return f"{sujet.det} {sujet.nom}"
        return None

    def refuse_condition_of_another(self, circ, phrase: A.Phrase) -> None:
        said = self.other_unit_of_condition(circ, phrase)
        if said is None:
            return
        from .render import circ as said_circ

        raise self.semantic(f"« {said_circ(circ)} » : une condition se lit de l'unité qui porte la capacité, ou des "
                            f"unités que la phrase nomme (« si elles … ») ; « {said} » est une autre unité : dites où "
                            "elle se tient dans l'acte qui la nomme",
                            supported=["« Lorsqu'un Épéiste attaque un Lancier qui se trouve sur une tuile Forêt, il … »",
                                       "« Lorsqu'un Épéiste attaque un Lancier, s'il est sur une tuile Forêt, il … »"])
