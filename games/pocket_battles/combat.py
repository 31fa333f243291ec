"""Combat: one unit attacks, the other allocates the wounds, then may riposte.

"Le Joueur Actif lance 1 dé pour son Unité, plus 1 dé de plus si son Unité
charge durant ce Tour. Il compare le dé lancé avec les Dés Combat des Troupes de
son Unité ... Pour chaque correspondance entre un Dé Combat et le résultat d'un
dé, il porte un coup." The same attack shape serves the riposte, the free blows
at a unit leaving a combat, and shooting (with the Shooting dice). The number of
dice and of hits are queries the characteristics answer (``dés de charge``,
``dés de combat``, ``dés de tir``, ``coups``), each told the attacker (``unit``), its
opponent (``adversaire``), ``nature``, ``moment``, ``charge`` and ``adversaire_charge``
(:func:`contexte`). A
characteristic may grant rerolls of the roll (query ``relances``, :mod:`.relances`): they come
after the roll, before the hits are counted.
"""

from __future__ import annotations

import math

import attrs

from rulekit import AUTO, AutoStep, Step
from rulekit.save import since
from rulekit.abilities import answers
from rulekit.steps import Roll
from rulekit.validators import natural, one_of, ref

from . import relances
from .blessures import Blesser
from .etat import AVANT, COMBAT, NATURES, Annonce, Choix
from .evenements import (
    ATTAQUES_ORDONNEES,
    AttaqueLancee,
    AttaqueResolue,
    ContactEtabli,
    ContactRompu,
    UniteDeplacee,
)

CLE = "attaque"


def coups(des, faces) -> int:
    """Each die scores one hit per printed die of the unit showing its value (3 3 4 4 5 and a 4: 2 hits)."""
    return sum(list(faces).count(d) for d in des)


def moment(nature: str) -> str:
    """The rule book's word for when an attack happens: « Tir », else « Combat » (a riposte and
    the blows at a unit leaving a combat are part of the Combat)."""
    return "Tir" if nature == "tir" else "Combat"


def role(nature: str) -> str:
    """The unit's side in its fight: a riposte is thrown by « celle qui est attaquée » (« défense »); an
    order's attack, a shot and the blows at a unit leaving a combat by the unit that attacks."""
    return "défense" if nature == "riposte" else "attaque"


def contexte(attaquant: str, cible: str | None, nature: str, charge: bool, adversaire_charge: bool = False) -> dict:
    """What the attack queries say of the attack: the unit, its opponent, the kind of attack
    (``nature``, ``moment``), the unit's side (``rôle``: « Lorsque cette Unité est attaquée »), whether
    it charges, and whether its opponent does (the riposte of a unit charged: « Quand cette Unité
    charge, son Adversaire perd un dé », « Lorsque cette Unité est chargée, elle lance un dé de plus »)
    (docs/DSL.md)."""
    return {"unit": attaquant, "adversaire": cible, "nature": nature, "moment": moment(nature), "rôle": role(nature),
            "charge": charge, "adversaire_charge": adversaire_charge}


def nombre_de_des(match, attaquant: str, nature: str, charge: bool, cible: str | None = None,
                  adversaire_charge: bool = False) -> int:
    """The dice an attack throws: one die (one more when charging, the « dés de charge »), an ordered
    attack's extra dice (Exciter's, used up by AttaqueLancee), then the query of its moment, which
    starts from all of them so that a number set or bounded (« ne lance que deux dés ») has the last
    word (:mod:`rulekit.abilities`, ranks)."""
    ctx = contexte(attaquant, cible, nature, charge, adversaire_charge)
    bonus = match.bonus_des.get(attaquant, 0) if nature in ATTAQUES_ORDONNEES else 0
    if nature == "tir":
        n = match.query("dés de tir", 1 + bonus, **ctx)
    else:
        n = 1 + (match.query("dés de charge", 1, **ctx) if charge else 0)
        n = match.query("dés de combat", n + bonus, **ctx)
    return max(0, n)


def peut_etre_attaquee(match, cible: str, attaquant: str, attaque: str) -> bool:
    """May ``cible`` be the target of this attack (« Tir » or « Charge »)? A characteristic may
    say no (« ne peut pas être la cible d'un Tir », « ne peut pas être attaquée »): the query
    ``permis``, action « être attaqué », asked of the target."""
    if not answers(match, "permis", cible):
        return True
    return match.query("permis", True, unit=cible, action="être attaqué", attaque=attaque, adversaire=attaquant)


def peut_riposter(match, unite: str, cible: str, nature: str = "riposte", contre_charge: bool = False) -> bool:
    """May ``unite`` strike back at ``cible``? A characteristic may say no (« Cette Unité ne peut pas
    riposter » = « … effectuer de Riposte », « Lorsque cette Unité charge, son Adversaire ne peut pas
    riposter »): the query ``permis``, action « riposter », asked with the blow's context (:func:`contexte`:
    ``unit`` the unit that would strike, ``adversaire`` the unit struck, ``adversaire_charge`` whether it
    charged); the blow at a unit leaving the combat « fonctionne comme une Riposte » and is asked too."""
    if not answers(match, "permis", unite, "riposter"):
        return True
    return match.query("permis", True, action="riposter", **contexte(unite, cible, nature, False, contre_charge))


def engager(match, x: str, y: str) -> None:
    """``x`` comes into contact with ``y``. If ``y`` was one of several units outnumbering a
    friend of ``x``, it leaves that contact: "deux Combats sont créés, chacun impliquant
    seulement une Unité pour chaque joueur"."""
    for z in match.engages(y):
        if len(match.engages(z)) > 1:
            match.emit(ContactRompu(y, z))
    match.emit(ContactEtabli(x, y))


def retraits(match) -> None:
    """A unit left alone in a combat zone withdraws to its Front zone of that sector."""
    for u in [u for u in match.unites if u.zone == COMBAT]:  # asked after every order: read plainly
        if not match.engages(u.id):
            match.emit(UniteDeplacee(u.id, AVANT, u.secteur, "se retire"))


@attrs.frozen
class Retraits(AutoStep):
    def run(self, match):
        match.pop()
        retraits(match)


@attrs.frozen
class Attaque(AutoStep):
    """``attaquant`` rolls against ``cible``; ``riposte`` asks the survivor to strike back after;
    ``adversaire_charge``: this attack answers a charge of ``cible`` (the riposte of the unit charged)."""

    attaquant: str = attrs.field(metadata=ref("unité"))
    cible: str = attrs.field(metadata=ref("unité"))
    nature: str = attrs.field(default="combat", validator=one_of(NATURES))
    charge: bool = False
    riposte: bool = False
    adversaire_charge: bool = attrs.field(default=False, metadata=since(3))

    def run(self, match):
        match.pop()
        if not (match.vivante(self.attaquant) and match.vivante(self.cible)):
            return
        n = nombre_de_des(match, self.attaquant, self.nature, self.charge, self.cible, self.adversaire_charge)
        frapper = Frapper(self.attaquant, self.cible, self.nature, self.charge, self.riposte, self.adversaire_charge)
        if n and any(relances.accordees(match, self.attaquant, self.cible, self.nature, self.charge,
                                        self.adversaire_charge)):
            # a characteristic grants a reroll of this roll (« peut relancer un dé »): offered after it
            match.push(Roll(n, CLE), relances.Relances(self.attaquant, self.cible, self.nature, self.charge, CLE,
                                                       self.adversaire_charge),
                       frapper)
        else:
            match.push(Roll(n, CLE), frapper)


@attrs.frozen
class Frapper(AutoStep):
    attaquant: str = attrs.field(metadata=ref("unité"))
    cible: str = attrs.field(metadata=ref("unité"))
    nature: str = attrs.field(validator=one_of(NATURES))
    charge: bool
    riposte: bool
    adversaire_charge: bool = attrs.field(default=False, metadata=since(3))

    def run(self, match):
        match.pop()
        des = match.rolls.get(CLE, ())
        faces = match.des_tir(self.attaquant) if self.nature == "tir" else match.des_combat(self.attaquant)
        n = coups(des, faces)
        ctx = contexte(self.attaquant, self.cible, self.nature, self.charge, self.adversaire_charge)
        n = match.query("coups", n, **ctx) if n else 0
        match.emit(AttaqueLancee(self.attaquant, self.cible, self.nature, des, n))
        touchees = [(self.cible, n)]
        if self.nature == "tir" and match.engages(self.cible):
            unites = match.combat_de(self.cible)
            part = math.ceil(n / len(unites))
            touchees = [(u, part) for u in unites]
        match.push(*[Blesser(u, k, self.attaquant) for u, k in touchees if k > 0],
                   FinAttaque(self.attaquant, self.cible, self.nature, self.charge, n, self.riposte))


@attrs.frozen
class FinAttaque(AutoStep):
    attaquant: str = attrs.field(metadata=ref("unité"))
    cible: str = attrs.field(metadata=ref("unité"))
    nature: str = attrs.field(validator=one_of(NATURES))
    charge: bool
    coups: int = attrs.field(validator=natural)
    riposte: bool

    def run(self, match):
        match.pop()
        detruite = not match.vivante(self.cible)
        if self.riposte and not detruite and match.vivante(self.attaquant):
            match.push(Riposter(self.cible, self.attaquant, contre_charge=self.charge))
        match.emit(AttaqueResolue(self.attaquant, self.cible, self.nature, self.charge, self.coups, detruite))


@attrs.frozen
class Riposter(Step):
    """« Maintenant, l'adversaire peut Riposter avec les Troupes survivantes de cette Unité »: the
    owner of ``unite`` decides whether it strikes back at ``cible`` (reading 36). With
    ``nature="abandon"``, the same decision for a unit whose enemy leaves the combat (« a une
    chance de tirer sur l'Unité qui se retire ... Cela fonctionne comme une Riposte »).
    ``contre_charge``: ``cible`` struck first by charging ``unite`` (its riposte answers a charge)."""

    unite: str = attrs.field(metadata=ref("unité"))
    cible: str = attrs.field(metadata=ref("unité"))
    nature: str = attrs.field(default="riposte", validator=one_of(("riposte", "abandon")))
    contre_charge: bool = attrs.field(default=False, metadata=since(3))

    def actor(self, match):
        if not (match.vivante(self.unite) and match.vivante(self.cible)) or not peut_riposter(
                match, self.unite, self.cible, self.nature, self.contre_charge):
            return AUTO
        return match.unite(self.unite).joueur

    def run(self, match):
        match.pop()
        if match.vivante(self.unite) and match.vivante(self.cible):  # alive, and a characteristic forbids it
            match.emit(Annonce(f"{self.unite} ne peut pas riposter."))

    def actions(self, match):
        if self.nature == "abandon":
            return [Choix("riposter", unite=self.unite, cible=self.cible,
                          texte=f"{self.unite} frappe {self.cible} qui abandonne le combat"),
                    Choix("renoncer", unite=self.unite, cible=self.cible,
                          texte=f"{self.unite} laisse {self.cible} abandonner le combat sans frapper")]
        return [Choix("riposter", unite=self.unite, cible=self.cible, texte=f"{self.unite} riposte contre {self.cible}"),
                Choix("renoncer", unite=self.unite, cible=self.cible, texte=f"{self.unite} ne riposte pas")]

    def resolve(self, match, choice):
        match.pop()
        if choice.quoi == "riposter":
            match.push(Attaque(self.unite, self.cible, self.nature, adversaire_charge=self.contre_charge))
        else:
            quoi = ("ne frappe pas " + self.cible + " qui abandonne le combat" if self.nature == "abandon"
                    else "ne riposte pas")
            match.emit(Annonce(f"{self.unite} {quoi}."))


@attrs.frozen
class Poursuivre(Step):
    """Poursuivre un Combat: attack one of the enemy units in contact (no charge die), then riposte."""

    unite: str = attrs.field(metadata=ref("unité"))

    def actor(self, match):
        return AUTO if len(match.engages(self.unite)) <= 1 else match.unite(self.unite).joueur

    def run(self, match):
        match.pop()
        for cible in match.engages(self.unite):
            match.push(Attaque(self.unite, cible, "combat", charge=False, riposte=True))

    def actions(self, match):
        return [Choix("attaquer", unite=self.unite, cible=e, texte=f"attaquer {match.decrire(e)}")
                for e in match.engages(self.unite)]

    def resolve(self, match, choice):
        match.pop()
        match.push(Attaque(self.unite, choice.cible, "combat", charge=False, riposte=True))
