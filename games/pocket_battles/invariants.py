"""What every state of a Pocket Battles match satisfies, as checks (the ``rulekit_invariants`` hook).

The rules promise these at every point of a battle; the procedures keep them by
construction, and ``rulekit.testing.check_invariants("pocket_battles")`` plays
random matches to check that they do. Each ``check(match)`` raises
AssertionError naming what is broken. ``scenario.py`` refuses any description
that would start a match breaking one of them.
"""

from __future__ import annotations

from .champ_de_bataille import SECTEURS
from .construction import formation_valide
from .etat import COMBAT, DETRUITE, RESERVE
from .match import SUR_LE_TERRAIN
from .redeploiement import Redeploiement


def jetons_conserves(match) -> None:
    """"Chaque joueur reçoit un nombre de jetons Ordre/Blessure égal à 1/10 des Points de
    Déploiement": in the battle, unused + set aside + orders + wounds = size / 10 (+ Meneur)."""
    if match.manche == 0:
        return
    for p in (0, 1):
        assert min(match.reserve[p], match.de_cote[p]) >= 0, (
            f"player {p + 1}: negative tokens (unused {match.reserve[p]}, set aside {match.de_cote[p]})")
        assert match.jetons_comptes(p) == match.total_jetons(p), (
            f"player {p + 1}: {match.jetons_comptes(p)} tokens counted (unused {match.reserve[p]}, set aside "
            f"{match.de_cote[p]}, on units the rest), {match.total_jetons(p)} owned")


def formations(match) -> None:
    """"Le nombre de Troupes dans une Unité ne peut pas dépasser la plus petite Valeur de Formation";
    a tile holds fewer Wound tokens than its Wound points; Order tokens are never negative."""
    for u in match.unites:
        if u.zone != DETRUITE:
            assert formation_valide([match.troupe(u.joueur, t.nom) for t in u.troupes]), (
                f"{u.id} breaks the Formation rule: {[t.nom for t in u.troupes]}")
        for t in u.troupes:
            pb = match.troupe(u.joueur, t.nom).blessures
            assert 0 <= t.blessures < pb, f"{u.id}: {t.nom} holds {t.blessures} Wound token(s) with {pb} PB"
        assert u.ordres >= 0, f"{u.id}: {u.ordres} Order tokens"


def unites_detruites(match) -> None:
    """A destroyed unit has lost every tile, and its Order tokens went aside; unit ids are unique."""
    ids = [u.id for u in match.unites]
    assert len(set(ids)) == len(ids), f"duplicate unit ids: {ids}"
    for u in match.unites:
        if u.zone == DETRUITE:
            assert not u.troupes and u.ordres == 0, f"{u.id} is destroyed but holds {u.troupes}, {u.ordres} order(s)"


def zones(match) -> None:
    """Units stand in the 15 zones (all deployed once the battle has begun); a contact is between enemies in the combat zone of one sector,
    never twice; "deux Combats sont créés, chacun impliquant seulement une Unité pour chaque joueur":
    every combat is one unit against one or more."""
    for u in match.unites:
        assert u.zone in (*SUR_LE_TERRAIN, RESERVE, DETRUITE), f"{u.id} in an unknown zone {u.zone!r}"
        assert u.zone not in SUR_LE_TERRAIN or u.secteur in SECTEURS, f"{u.id} in {u.zone}, sector {u.secteur}"
        assert match.manche == 0 or u.zone != RESERVE, f"{u.id} still undeployed in round {match.manche}"
    vus = set()
    for a, b in match.contacts:
        ua, ub = match.unite(a), match.unite(b)
        assert ua.joueur != ub.joueur, f"contact between {a} and {b}, both player {ua.joueur + 1}'s"
        assert ua.zone == ub.zone == COMBAT and ua.secteur == ub.secteur, (
            f"contact between {a} ({ua.zone} {ua.secteur}) and {b} ({ub.zone} {ub.secteur}) outside one combat zone")
        assert frozenset((a, b)) not in vus, f"contact between {a} and {b} twice"
        vus.add(frozenset((a, b)))
    for a, b in match.contacts:
        assert len(match.engages(a)) == 1 or len(match.engages(b)) == 1, (
            f"{a} and {b} each fight several units: a combat is one unit against one or more")


def seuls_en_combat_entre_les_tours(match) -> None:
    """Between turns (a turn's redeployment decision), every unit in a combat zone is in contact:
    a unit left alone there withdraws to its Front at the end of the turn."""
    if isinstance(match.top, Redeploiement):
        for u in match.sur_le_terrain(zone=COMBAT):
            assert match.engages(u.id), f"{u.id} alone in the combat zone of sector {u.secteur} between turns"


def points_de_deploiement(match) -> None:
    """"en comptant les Points de Déploiement des Troupes éliminées": what a player destroyed is the
    cost of the tiles the other lost, and an army's cost is its standing tiles plus its losses."""
    for p in (0, 1):
        perdus = sum(match.troupe(p, n).cout for n in match.pertes[p])
        assert match.detruit[1 - p] == perdus, (
            f"player {2 - p} destroyed {match.detruit[1 - p]} PD, player {p + 1} lost tiles worth {perdus}")
        debout = sum(match.troupe(p, t.nom).cout for u in match.unites if u.joueur == p for t in u.troupes)
        assert match.armee_pd[p] == debout + perdus, (
            f"player {p + 1}'s army cost {match.armee_pd[p]} PD: {debout} standing + {perdus} lost")


def limite_des_manches(match) -> None:
    """With ``limite_manches`` set, the battle ends at the end of that round: no later round starts."""
    limite = match.options.get("limite_manches", 0)
    assert not limite or match.manche <= limite, f"round {match.manche} past the limit of {limite}"


INVARIANTS = (jetons_conserves, formations, unites_detruites, zones, seuls_en_combat_entre_les_tours,
              points_de_deploiement, limite_des_manches)
