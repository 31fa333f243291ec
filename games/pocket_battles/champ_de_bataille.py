"""Le Champ de Bataille: 3 Secteurs × 5 Zones, and who may stand or go where.

Each player has a Rear and a Front zone in each sector; the Combat Zone of a
sector is shared. A player's left sector faces the other's right: columns are
counted from player 2's left, so player 1 names them the other way round.
"""

from __future__ import annotations

import functools

from .en_jeu import pendant_la_lecture
from .etat import ARRIERE, AVANT, COMBAT

SUR_LE_TERRAIN = (ARRIERE, AVANT, COMBAT)

SECTEURS = (0, 1, 2)
NOMS_SECTEUR = {1: ("gauche", "centre", "droit"), 0: ("droit", "centre", "gauche")}


def nom_secteur(joueur: int, secteur: int) -> str:
    return NOMS_SECTEUR[joueur][secteur]


def nom_zone_de_combat(secteur: int) -> str:
    """The combat zone of a sector, shared by both players: one name, the same whoever's unit
    stands there (« zone de combat du centre », « zone de combat du secteur droit du joueur 1,
    gauche du joueur 2 »)."""
    if nom_secteur(0, secteur) == nom_secteur(1, secteur):
        return f"zone de combat du {nom_secteur(0, secteur)}"
    return f"zone de combat du secteur {nom_secteur(0, secteur)} du joueur 1, {nom_secteur(1, secteur)} du joueur 2"


@functools.lru_cache(maxsize=None)  # a name made of its arguments only: made once
def nom_zone(joueur: int, zone: str, secteur: int) -> str:
    """A zone as ``joueur`` names it: their own Rear and Front by their own sectors (« avant
    droit »); a combat zone, shared, by its one name (:func:`nom_zone_de_combat`)."""
    if zone == COMBAT:
        return nom_zone_de_combat(secteur)
    return f"{zone} {nom_secteur(joueur, secteur)}"


def adjacents(secteur: int) -> list[int]:
    return [s for s in (secteur - 1, secteur + 1) if 0 <= s <= 2]


def voisines(zone: str, secteur: int) -> list[tuple[str, int]]:
    """Zones of one's own half adjacent to (zone, secteur): the same row beside it, or the other row behind/ahead.

    The combat zone is never reached nor left this way (Redéploiement, Déplacement tactique).
    """
    if zone not in (ARRIERE, AVANT):
        return []
    autre = AVANT if zone == ARRIERE else ARRIERE
    return [(zone, s) for s in adjacents(secteur)] + [(autre, secteur)]


def ennemis_autour(match, u) -> tuple[tuple, list]:
    """The enemy units on the battlefield in the sector of ``u`` (in their order), and those of
    the adjacent sectors (sector by sector, lowest first, each in their order): what a charge
    or a shot may reach, read in one pass over the units. While a reading of the state is under
    way (such as the legal actions: :func:`.en_jeu.pendant_la_lecture`), the units of each
    sector are read once, and the answer for each sector once: the callers only read it."""
    ennemi = 1 - u.joueur
    memo = pendant_la_lecture(match)
    if memo is None:
        return _autour(_par_secteur(match, ennemi), u.secteur)
    cle = (ennemi, u.secteur)
    vu = memo.get(cle)
    if vu is None:
        par_secteur = memo.get(("par secteur", ennemi))
        if par_secteur is None:
            par_secteur = memo[("par secteur", ennemi)] = _par_secteur(match, ennemi)
        vu = memo[cle] = _autour(par_secteur, u.secteur)
    return vu


def _par_secteur(match, ennemi: int) -> tuple:
    """The units of ``ennemi`` on the battlefield, sector by sector (tuples, in their order)."""
    listes: tuple[list, list, list] = ([], [], [])
    for e in match.unites:
        if e.joueur == ennemi and e.zone in SUR_LE_TERRAIN and 0 <= e.secteur <= 2:
            listes[e.secteur].append(e)
    return tuple(map(tuple, listes))


#: the sectors adjacent to each one (:func:`adjacents`), read at every listing of the orders
_ADJACENTS = {s: tuple(adjacents(s)) for s in (-1, *SECTEURS)}


def _autour(par_secteur: tuple, secteur: int) -> tuple[tuple, list]:
    if 0 <= secteur <= 2:
        return par_secteur[secteur], [e for s in _ADJACENTS[secteur] for e in par_secteur[s]]
    return (), [e for s in adjacents(secteur) for e in par_secteur[s]]
