"""Charger: into the combat zone, the opponent's reaction, then the combat.

"Si une Unité sur un Secteur Avant a un Dé Combat ... cette Unité peut Charger."
The opponent may intercept (order a Front unit with Combat dice of the sector),
shoot (order a Front unit with Shooting dice) or wait; then the active player
picks an enemy unit at the Front or in the Combat Zone of the sector. With no
enemy there, the charge may reach the Rear of the sector; with no enemy in the
sector at all, it may "déborder" into any zone of an adjacent sector; in both
cases the opponent cannot react.
"""

from __future__ import annotations

import attrs

from rulekit import AUTO, AutoStep, Step
from rulekit.save import since
from rulekit.abilities import answers
from rulekit.validators import one_of, ref

from . import combat, tir
from .champ_de_bataille import ennemis_autour
from .en_jeu import lecture, pendant_la_lecture
from .etat import ARRIERE, AVANT, COMBAT, Annonce, Choix
from .evenements import OrdreDonne, UniteDeplacee

NORMALE, ARRIERE_, DEBORDEMENT = "normale", "arrière", "débordement"


def mode(match, uid: str) -> str | None:
    """Which kind of charge the unit can make now: normale, arrière, débordement, or None."""
    return _mode(*ennemis_autour(match, match.unite(uid)))


def _mode(dans: list, voisins: list) -> str | None:
    if any(e.zone in (AVANT, COMBAT) for e in dans):
        return NORMALE
    if dans:
        return ARRIERE_
    if voisins:
        return DEBORDEMENT
    return None


def _zones_visees(quel: str, dans: list, voisins: list) -> list[str]:
    """The units in the zones this kind of charge may reach (:func:`.champ_de_bataille.ennemis_autour`)."""
    if quel == NORMALE:
        return [e.id for e in dans if e.zone in (AVANT, COMBAT)]
    if quel == ARRIERE_:
        return [e.id for e in dans if e.zone == ARRIERE]
    return [e.id for e in voisins]


def cibles(match, uid: str, quel: str) -> list[str]:
    """The units this kind of charge may contact: those of the zones the rule names, but not
    a unit a characteristic keeps from being charged (``permis``, action « être attaqué »,
    ``attaque="Charge"``; README, reading 35)."""
    out = _zones_visees(quel, *ennemis_autour(match, match.unite(uid)))
    return [c for c in out if combat.peut_etre_attaquee(match, c, uid, "Charge")]


def possible(match, uid: str, u=None, des=None) -> bool:
    """Whether the unit may charge now (``u`` and ``des``: its record and its dice,
    :meth:`~.match.PocketBattles.des_de`, when the caller has them)."""
    if u is None:
        u = match.unite(uid)
    if u.zone != AVANT or not (match.des_de(uid) if des is None else des)[2]:  # at the Front, with Combat dice
        return False
    visees, libre = _portee(match, u)
    return libre or any(combat.peut_etre_attaquee(match, c, uid, "Charge") for c in visees)


def _portee(match, u) -> tuple[list, bool]:
    """``(the units a charge from the sector of ``u`` may contact by the rule, whether one of them
    no characteristic in play may keep from being charged)``: the same for every unit of its
    player there (only a unit a characteristic may protect is asked « permis » with the charger
    in the context), so worked out once per reading of the state (:func:`.en_jeu.pendant_la_lecture`)
    for all of them: the orders of a player's units are listed together."""
    memo = pendant_la_lecture(match)
    cle = ("charge", u.joueur, u.secteur)
    if memo is not None:
        vu = memo.get(cle)
        if vu is not None:
            return vu
    dans, voisins = ennemis_autour(match, u)
    quel = _mode(dans, voisins)
    visees = [] if quel is None else _zones_visees(quel, dans, voisins)
    vu = (visees, any(not answers(match, "permis", c) for c in visees))
    if memo is not None:
        memo[cle] = vu
    return vu


@attrs.frozen
class Charge(AutoStep):
    unite: str = attrs.field(metadata=ref("unité"))

    def run(self, match):
        match.pop()
        if not possible(match, self.unite):
            return
        quel = mode(match, self.unite)
        if quel == NORMALE:
            u = match.unite(self.unite)
            match.push(Reaction(self.unite))
            match.emit(UniteDeplacee(self.unite, COMBAT, u.secteur, "charge"))
        else:
            match.push(ChoisirCibleCharge(self.unite, quel))


@attrs.frozen
class Reaction(Step):
    """The opponent answers the charge: intercept, shoot, or wait (not their turn's action)."""

    unite: str = attrs.field(metadata=ref("unité"))

    def actor(self, match):
        return 1 - match.unite(self.unite).joueur

    @lecture
    def actions(self, match):
        u = match.unite(self.unite)
        adv = 1 - u.joueur
        acts = [Choix("attendre", texte="attendre")]
        for r in match.sur_le_terrain(adv, secteur=u.secteur):
            cout = match.cout_ordre(r.id)
            if cout > match.reserve[adv] or r.zone == COMBAT:
                continue
            tirable = combat.peut_etre_attaquee(match, self.unite, r.id, "Tir")
            if r.zone == ARRIERE:  # only a characteristic lets a rear unit shoot, if not at a charger
                if tirable and match.des_tir(r.id) and tir.depuis_l_arriere(match, r.id, contre_une_charge=True):
                    acts.append(Choix("tirer", unite=r.id, n=cout,
                                      texte=f"tirer avec {match.decrire(r.id)} ({cout} jeton(s))"))
                continue
            if match.des_combat(r.id):
                acts.append(Choix("intercepter", unite=r.id, n=cout,
                                  texte=f"intercepter avec {match.decrire(r.id)} ({cout} jeton(s))"))
            if tirable and match.des_tir(r.id):
                acts.append(Choix("tirer", unite=r.id, n=cout,
                                  texte=f"tirer avec {match.decrire(r.id)} ({cout} jeton(s))"))
        return acts

    def resolve(self, match, choice):
        match.pop()
        adv = 1 - match.unite(self.unite).joueur
        if choice.quoi == "attendre":
            match.push(ChoisirCibleCharge(self.unite, NORMALE))
            match.emit(Annonce(f"Joueur {adv + 1} attend la charge."))
        elif choice.quoi == "intercepter":
            u = match.unite(self.unite)
            match.push(combat.Attaque(self.unite, choice.unite, "combat", charge=True, riposte=True))
            match.emit(OrdreDonne(adv, choice.unite, "intercepter", choice.n))
            match.emit(UniteDeplacee(choice.unite, COMBAT, u.secteur, "interception"))
            combat.engager(match, self.unite, choice.unite)
        else:
            match.push(combat.Attaque(choice.unite, self.unite, "tir"), ChoisirCibleCharge(self.unite, NORMALE))
            match.emit(OrdreDonne(adv, choice.unite, "tirer", choice.n))


@attrs.frozen
class ChoisirCibleCharge(Step):
    """The charging player picks the enemy unit to contact; the combat follows."""

    unite: str = attrs.field(metadata=ref("unité"))
    quel: str = attrs.field(validator=one_of((NORMALE, ARRIERE_, DEBORDEMENT)))

    @lecture
    def actor(self, match):
        if not match.vivante(self.unite) or not cibles(match, self.unite, self.quel):
            return AUTO
        return match.unite(self.unite).joueur

    def run(self, match):
        match.pop()

    @lecture
    def actions(self, match):
        return [Choix("charger", unite=self.unite, cible=c, texte=f"charger {match.decrire(c)}")
                for c in cibles(match, self.unite, self.quel)]

    def resolve(self, match, choice):
        match.pop()
        match.push(combat.Attaque(self.unite, choice.cible, "combat", charge=True, riposte=True))
        cible = match.unite(choice.cible)
        if cible.zone != COMBAT:
            match.emit(UniteDeplacee(cible.id, COMBAT, cible.secteur, "chargée"))
        u = match.unite(self.unite)
        if u.zone != COMBAT or u.secteur != cible.secteur:
            match.emit(UniteDeplacee(self.unite, COMBAT, cible.secteur, "charge"))
        combat.engager(match, self.unite, cible.id)


@attrs.frozen
class ChargeImposee(AutoStep):
    """A charge the unit must make at once, without an order (Ecraser): after the previous
    combat's survivors withdrew. ``obligatoire`` False (« elle peut Charger … »): its owner may
    decline it (:class:`ChargeOfferte`)."""

    unite: str = attrs.field(metadata=ref("unité"))
    obligatoire: bool = attrs.field(default=True, metadata=since(3))

    def run(self, match):
        match.pop()
        combat.retraits(match)
        if match.vivante(self.unite) and possible(match, self.unite):
            if not self.obligatoire:
                match.push(ChargeOfferte(self.unite))
                return
            match.push(Charge(self.unite))
            match.emit(Annonce(f"{match.decrire(self.unite)} doit charger à nouveau."))


@attrs.frozen
class ChargeOfferte(Step):
    """A charge without an order the unit may make at once, or not."""

    unite: str = attrs.field(metadata=ref("unité"))

    def actor(self, match):
        return match.unite(self.unite).joueur

    def actions(self, match):
        nom = match.decrire(self.unite)
        return [Choix("charger", unite=self.unite, texte=f"{nom} charge à nouveau"),
                Choix("renoncer", unite=self.unite, texte=f"{nom} ne charge pas à nouveau")]

    def resolve(self, match, choice):
        match.pop()
        if choice.quoi == "charger":
            match.push(Charge(self.unite))
            match.emit(Annonce(f"{match.decrire(self.unite)} charge à nouveau."))
        else:
            match.emit(Annonce(f"{match.decrire(self.unite)} ne charge pas à nouveau."))
