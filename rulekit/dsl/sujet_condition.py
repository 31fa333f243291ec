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
from . import canonical, render
from .canonical import ANAPHORE_WORDS

#: the nouns that name the unit the bearer fights (« son adversaire », « l'attaquant », « le défenseur »)
OPPONENT_NOUNS = frozenset({"adversaire", "adversaires", "attaquant", "défenseur"})


#: the acts of a relative that make its unit one side of the bearer's fight
FIGHT_VERBS = frozenset({"attaquer", "être attaqué", "charger", "tirer", "combattre", "riposter"})


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


def trailing_pronoun(after, circs, sujet, adversaire: str = "adversaire") -> None:
    """« Lorsque cette Unité charge, l'Unité ciblée lance un dé de moins si elle porte un Jeton Blessure », « …, son
    Adversaire lance un dé de moins, sauf s'il est à l'Arrière »: a condition said after the main clause whose pronoun
    may stand for that clause's subject, the unit the bearer fights, was read of the bearer (its tokens, its zone).
    Refused, never guessed: name the unit (« si cette Unité porte … »). ``after``: the circumstances said after the
    main clause; ``circs``: all of them (the bearer's acts, which make « l'Unité ciblée » its opponent)."""
    if not isinstance(sujet, A.Designation):
        return
    try:
        fought = canonical.role(tuple(c for c in circs if isinstance(c, (A.Quand, A.Si))), sujet, adversaire)
    except ValueError:
        return
    fights = (sujet.det in ("l'", "la", "le") and isinstance(sujet.relative, A.Acte)
              and sujet.relative.verbe in FIGHT_VERBS)  # « l'Unité ennemie qui combat cette Unité », « … qui la charge »
    if not (isinstance(fought, A.Designation) and fought.nom.lower() in OPPONENT_NOUNS) and \
            sujet.nom.lower() not in OPPONENT_NOUNS and not fights:
        return
    for c in after:
        if not isinstance(c, (A.Quand, A.Si)) or not isinstance(c.acte.sujet, A.Pronom):
            continue
        pronoun = c.acte.sujet
        # « l'attaquant », « le défenseur » say « l'Unité qui la charge », « l'Unité ciblée »: either gender
        if pronoun.mot in ("il", "elle") and (sujet.nom.lower() in ("attaquant", "défenseur")
                                              or canonical.agrees(pronoun, sujet)):
            raise ValueError(f"« {pronoun.mot} » après « {render.render(sujet)} » : l'unité que combat celle qui porte "
                             f"la capacité, ou celle-ci ? nommez-la (« si cette Unité … »), ou dites la condition en "
                             "tête de la phrase")
