"""Tirer: a unit at the Front (or wherever a characteristic allows) shoots an enemy unit.

Targets, in the rule book's order: "une Unité ennemie déployée à l'Avant ou dans
la Zone de Combat dans le même Secteur"; if there is none, "toute Unité ennemie à
l'Arrière de ce Secteur"; with no enemy at all in the sector, "n'importe quelle
Unité à l'Avant ou sur la Zone de Combat d'un secteur Adjacent". Shooting into a
combat splits the hits over every unit in it (``combat.Frapper``). The
characteristics answer the query ``permis`` (action « tirer »): from the rear
(``depuis="Arrière"``: Longue Portée; any zone's name: « depuis la Zone de Combat ») and at an
enemy the rules keep out of reach, by its zone and sector (``zone``, ``secteur="adjacent"``: Arc Large at the
adjacent sectors' Front and Combat zones; ``secteur="même"``: its own sector's rear); each target is
asked ``permis``, action « être attaqué », ``attaque="Tir"`` (« ne peut pas être la cible d'un Tir »).
"""

from __future__ import annotations

import attrs

from rulekit import Step
from rulekit.abilities import answers
from rulekit.validators import ref

from . import combat
from .champ_de_bataille import ennemis_autour
from .en_jeu import lecture
from .etat import ARRIERE, AVANT, COMBAT, Choix


def cibles(match, uid: str) -> list[str]:
    dans, autour = ennemis_autour(match, match.unite(uid))
    devant = [e.id for e in dans if e.zone in (AVANT, COMBAT)]
    voisines = [e for e in autour if e.zone in (AVANT, COMBAT)]
    voisins = [e.id for e in voisines]
    if devant:
        out = devant
    elif dans:
        out = [e.id for e in dans]  # the rear of the sector
    else:
        out = voisins
    if answers(match, "permis", uid):  # else no characteristic widens it: each answer is no
        # a characteristic may widen the field of fire: the adjacent sectors' zones (Arc Large), its own sector's
        # rear over the units before it (« peut tirer sur l'Arrière »): each enemy out of reach is asked by its zone
        for secteur, ennemis in (("même", dans), ("adjacent", autour)):
            for v in ennemis:
                if v.id not in out and v.zone in NOM_DE_ZONE and match.query(
                        "permis", False, unit=uid, action="tirer", zone=NOM_DE_ZONE[v.zone], secteur=secteur):
                    out.append(v.id)
    # which zone may be shot at follows from where the enemy stands; then a characteristic may
    # forbid a unit to be the target (README, reading 35)
    return [c for c in out if combat.peut_etre_attaquee(match, c, uid, "Tir")]


def depuis_l_arriere(match, uid: str, contre_une_charge: bool = False) -> bool:
    """May this rear unit shoot (a characteristic says so: Longue Portée)?"""
    return match.unite(uid).zone == ARRIERE and match.query(
        "permis", False, unit=uid, action="tirer", depuis="Arrière", cible_charge=contre_une_charge)


#: the zones as the rule book names them (« peut tirer depuis l'Arrière », « … depuis la Zone de Combat »)
NOM_DE_ZONE = {ARRIERE: "Arrière", AVANT: "Zone Avant", COMBAT: "Zone de Combat"}


def depuis_sa_zone(match, uid: str, u=None, permis: bool = True) -> bool:
    """May this unit shoot from where it stands? From the Front always; from any other zone
    when a characteristic says so (« permis », action « tirer », ``depuis`` the zone's name).
    ``u``: its record, when the caller has it; ``permis`` False: no characteristic in play may
    answer « permis » about it (:func:`rulekit.abilities.answers`), so nowhere else."""
    zone = (match.unite(uid) if u is None else u).zone
    if zone == AVANT:
        return True
    if not permis:
        return False
    if zone == ARRIERE:
        return depuis_l_arriere(match, uid)
    return zone in NOM_DE_ZONE and match.query("permis", False, unit=uid, action="tirer", depuis=NOM_DE_ZONE[zone])


def possible(match, uid: str, u=None, permis: bool = True, des=None) -> bool:
    """Whether the unit may shoot now: :func:`cibles` is not empty. Worked out without listing
    them: the first target found will do (the queries asked change nothing, so those left
    unasked change no answer). ``u`` and ``des``: its record and its dice
    (:meth:`~.match.PocketBattles.des_de`), when the caller has them; ``permis`` False: no
    characteristic in play may answer « permis » about it."""
    if not (match.des_de(uid) if des is None else des)[3]:  # no Shooting dice
        return False
    if u is None:
        u = match.unite(uid)
    if not depuis_sa_zone(match, uid, u, permis):
        return False
    dans, autour = ennemis_autour(match, u)
    devant = [e.id for e in dans if e.zone in (AVANT, COMBAT)]
    if any(combat.peut_etre_attaquee(match, c, uid, "Tir") for c in devant or [e.id for e in dans]):
        return True
    voisines = [e for e in autour if e.zone in (AVANT, COMBAT)]
    if not dans and any(combat.peut_etre_attaquee(match, e.id, uid, "Tir") for e in voisines):
        return True
    if not (autour or dans) or not permis or not answers(match, "permis", uid):
        return False
    return bool(cibles(match, uid))  # a characteristic may widen the field of fire: as listed


def _melee(match, cible: str) -> str:
    """What a shot into a combat hits, said in its label: every unit of the combat, the
    shooter's friends included (reading 13)."""
    if not match.engages(cible):
        return ""
    return f" (dans un combat : coups répartis sur {', '.join(match.combat_de(cible))})"


@attrs.frozen
class ChoisirCible(Step):
    unite: str = attrs.field(metadata=ref("unité"))

    def actor(self, match):
        return match.unite(self.unite).joueur

    @lecture
    def actions(self, match):
        return [Choix("tirer", unite=self.unite, cible=c, texte=f"tirer sur {match.decrire(c)}{_melee(match, c)}")
                for c in cibles(match, self.unite)]

    def resolve(self, match, choice):
        match.pop()
        match.push(combat.Attaque(self.unite, choice.cible, "tir"))
