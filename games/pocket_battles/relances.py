"""Rerolls a characteristic grants (« peut relancer un dé », « relancer ses 1 »…).

The rule book has no reroll of its own: every reroll comes from a characteristic, through
the generic query ``"relances"`` that Pocket-Tactics asks too (docs/DSL.md; a tuple of
``dsl.RelanceAccordee``). In an attack only the attacking unit throws dice (its Combat
dice, with its charge dice in the same roll, or its Tir dice), so (README, reading 34):

- the rolling unit's grants of its own dice (``qui="soi"``) reroll that roll; its owner
  decides, die by die (:class:`rulekit.steps.ChooseReroll`): which die (one of its values),
  all of them at once (``tous``), or each die showing a granted value (``valeurs``), as many
  times as granted (``fois``);
- the attacked unit's grants of its opponent's dice (``qui="adversaire"``) let its owner
  force one of those dice to be thrown again;
- « peut » may be declined, « doit » (or a plain « relance ») may not (``obligatoire``);
- the rolling unit's rerolls and the forced ones alternate, the rolling unit first, once
  for each roll the characteristic applies to; the hits are counted afterwards;
- the log says each decision, taken or declined, with the roll's unit and the characteristic
  (« Joueur 1 relance un 6 de R1 [Légionnaire×2] (Relance) »), then the dice thrown again.

The query is asked once per roll, of each of the two units: ``unit`` the unit asked about,
``adversaire`` the other, ``nature``, ``moment``, ``charge``, ``adversaire_charge`` as the attack
queries say them (:func:`.combat.contexte`), ``rôle`` the side of each in the fight (the rolling unit
« attaque », its target « défense »; a riposte is thrown by the unit attacked, « défense », at the unit that
attacked it, « attaque »), ``dés`` « attaque » (the rolling unit's dice) for the rolling unit. With no grant no
step is pushed, so a battle without such a characteristic plays exactly as before.
"""

from __future__ import annotations

import itertools

import attrs

from rulekit import AutoStep
from rulekit.save import since
from rulekit.abilities import answers
from rulekit.dsl.utilisations import Limitee, utiliser
from rulekit.steps import ChooseReroll, RerollAll, RerollDie
from rulekit.validators import one_of, ref

from . import combat
from .etat import NATURES, Annonce


def accordees(match, attaquant: str, cible: str, nature: str, charge: bool,
              adversaire_charge: bool = False) -> tuple[list, list]:
    """The grants for one roll: (the rolling unit's, of its own dice; the target's, forcing
    the rolling unit's dice). A unit no characteristic in play may answer « relances » about
    (:func:`rulekit.abilities.answers`) is not asked: its answer is the value given, none."""
    contexte = combat.contexte
    propres = forcees = ()
    if answers(match, "relances", attaquant):
        propres = match.query("relances", (), **{**contexte(attaquant, cible, nature, charge, adversaire_charge),
                                                 "dés": "attaque"})
    if answers(match, "relances", cible):  # the other side of the same fight
        autre = {"attaque": "défense", "défense": "attaque"}[combat.role(nature)]
        forcees = match.query("relances", (), **{**contexte(cible, attaquant, nature, adversaire_charge, charge),
                                                 "rôle": autre})
    return [g for g in propres if g.qui == "soi"], [g for g in forcees if g.qui == "adversaire"]


def ratees(grant, faces):
    """A grant of the dice that scored nothing (``rates``, « relance ses dés ratés »), read over the unit's printed
    dice ``faces``: each die showing a value no face shows, once (a die hits when it matches a printed die,
    :func:`.combat.coups`). Any other grant as it is."""
    if not grant.rates:
        return grant
    manquees = tuple(v for v in range(1, 7) if v not in faces)
    return attrs.evolve(grant, tous=False, valeurs=manquees or (0,), rates=False)  # (0,): no die can miss


def combien(grant, valeurs) -> int:
    """How many reroll decisions one grant gives over the roll ``valeurs``: ``fois`` (all the
    dice at once, or one die each time); with ``valeurs``, one per die showing one of them."""
    if not valeurs:
        return 0
    if grant.valeurs and not grant.tous:
        return sum(1 for v in valeurs if v in grant.valeurs)
    return max(1, grant.fois)


@attrs.frozen
class Relancer(Limitee, ChooseReroll):
    """A reroll decision the log tells: whose roll (``lanceur``), the characteristic that grants
    it (``source``), and whether the player forces the opponent's die (``forcee``); ``limite``:
    the limit of the characteristic (« Une fois par partie, … »: taken, it records a use; used
    up, the decision passes)."""

    lanceur: str = attrs.field(default="", metadata=ref("unité"))
    source: str = ""
    forcee: bool = False
    limite: tuple = attrs.field(default=(), metadata=since(3))

    def resolve(self, match, choice):
        qui = f"Joueur {self.player + 1}"
        de = f"de {match.decrire(self.lanceur)} ({self.source})"
        if isinstance(choice, RerollAll):
            texte = f"{qui} relance tous les dés {de}."
        elif isinstance(choice, RerollDie):
            verbe = "fait relancer" if self.forcee else "relance"
            texte = f"{qui} {verbe} un {choice.value} {de}."
        else:
            texte = f"{qui} ne {'fait relancer' if self.forcee else 'relance'} aucun dé {de}."
        super().resolve(match, choice)
        match.emit(Annonce(texte))
        if isinstance(choice, (RerollAll, RerollDie)):
            utiliser(match, self.limite)


def etape(joueur: int, grant, cle: str, lanceur: str = "", forcee: bool = False) -> ChooseReroll:
    """One reroll decision of a grant over the roll ``cle`` of ``lanceur``: all the dice, or one
    die (one showing a granted value); it may be declined unless the grant is ``obligatoire``."""
    libre = not grant.obligatoire
    if grant.tous:
        return Relancer(joueur, cle, whole=True, may_decline=libre, lanceur=lanceur, source=grant.source,
                        forcee=forcee, limite=grant.limite)
    return Relancer(joueur, cle, may_decline=libre, only=tuple(grant.valeurs), lanceur=lanceur, source=grant.source,
                    forcee=forcee, limite=grant.limite)


def ordre(propres, forcees, valeurs) -> list:
    """The grants' decisions over the roll ``valeurs`` in the order the game offers them:
    ``(grant, False)`` the rolling unit's own, ``(grant, True)`` one its target forces;
    alternately, the rolling unit first."""
    a = [(g, False) for g in propres for _ in range(combien(g, valeurs))]
    d = [(g, True) for g in forcees for _ in range(combien(g, valeurs))]
    return _alterner(a, d)


def _alterner(a: list, b: list) -> list:
    return [s for pair in itertools.zip_longest(a, b) for s in pair if s is not None]


@attrs.frozen
class Relances(AutoStep):
    """After the roll ``cle``: the rerolls granted for it (pushed only when some are granted)."""

    attaquant: str = attrs.field(metadata=ref("unité"))
    cible: str = attrs.field(metadata=ref("unité"))
    nature: str = attrs.field(validator=one_of(NATURES))
    charge: bool
    cle: str
    adversaire_charge: bool = attrs.field(default=False, metadata=since(3))

    def run(self, match):
        match.pop()
        propres, forcees = accordees(match, self.attaquant, self.cible, self.nature, self.charge,
                                     self.adversaire_charge)
        faces = match.des_tir(self.attaquant) if self.nature == "tir" else match.des_combat(self.attaquant)
        propres = [ratees(g, faces) for g in propres]
        joueur = match.unite(self.attaquant).joueur
        match.push(*[etape(1 - joueur if forcee else joueur, g, self.cle, self.attaquant, forcee)
                     for g, forcee in ordre(propres, forcees, match.rolls.get(self.cle, ()))])
