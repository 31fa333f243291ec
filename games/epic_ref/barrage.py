"""Barrages: the sheet's barrage table turns barrage points into templates, extra blast
markers and the to-hit rolls against infantry (AP) and armour (AC).

The formation's barrage weapons firing at one target combine their points into one
barrage. One template covers up to ``PAR_GABARIT`` units of the point formation (see
README); each unit under a template is attacked once.
"""

from __future__ import annotations

from .feuille import feuille

PAR_GABARIT = 3


def ligne(points: int):
    return feuille().barrage(points)


def gabarits(points: int) -> int:
    """The first template plus the table's extra templates."""
    return 1 + ligne(points).gabarits


def unites_sous_gabarits(match, cible: int, points: int) -> list[int]:
    f = match.formations[cible]
    return f.vivantes()[: PAR_GABARIT * gabarits(points)]


def seuil_base(match, cible: int, unite: int, points: int) -> int:
    """The table's to-hit roll for this unit: AP against infantry, AC against armour;
    a unit vulnerable to both is hit on the better."""
    row = ligne(points)
    profil = match.profil(cible, unite)
    if match.query("vulnérable AP et AC", False, cible=f"{cible}.{unite}"):
        return min(row.ap, row.ac)
    return row.ap if profil.type == "INF" else row.ac
