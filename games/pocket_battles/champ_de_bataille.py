"""Le Champ de Bataille: 3 Secteurs × 5 Zones, and who may stand or go where.

Each player has a Rear and a Front zone in each sector; the Combat Zone of a
sector is shared. A player's left sector faces the other's right: columns are
counted from player 2's left, so player 1 names them the other way round.
"""

from __future__ import annotations

from .etat import ARRIERE, AVANT, COMBAT

SECTEURS = (0, 1, 2)
NOMS_SECTEUR = {1: ("gauche", "centre", "droit"), 0: ("droit", "centre", "gauche")}


def nom_secteur(joueur: int, secteur: int) -> str:
    return NOMS_SECTEUR[joueur][secteur]


def nom_zone(joueur: int, zone: str, secteur: int) -> str:
    if zone == COMBAT:
        return f"zone de combat {nom_secteur(joueur, secteur)}"
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
