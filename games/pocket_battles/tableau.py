"""The battlefield as text: the 15 zones with their units and tokens (shown in the log after each turn)."""

from __future__ import annotations

from .champ_de_bataille import SECTEURS, nom_secteur
from .etat import ARRIERE, AVANT, COMBAT

LARGEUR = 30


def _case(match, unites) -> list[str]:
    out = []
    for u in unites:
        blessures = sum(t.blessures for t in u.troupes)
        marques = (f" o{u.ordres}" if u.ordres else "") + (f" b{blessures}" if blessures else "")
        out.append(f"{match.decrire(u.id)}{marques}")
    return out or ["·"]


def tableau(match) -> str:
    rangs = [("J1 arrière", 0, ARRIERE), ("J1 avant", 0, AVANT), ("combat", None, COMBAT),
             ("J2 avant", 1, AVANT), ("J2 arrière", 1, ARRIERE)]
    entete = [f"J1 {nom_secteur(0, s)} / J2 {nom_secteur(1, s)}".ljust(LARGEUR) for s in SECTEURS]
    lignes = [f"{'secteur':11}| " + " | ".join(entete)]
    for titre, joueur, zone in rangs:
        cases = [_case(match, match.sur_le_terrain(joueur, zone, s)) for s in SECTEURS]
        hauteur = max(len(c) for c in cases)
        for k in range(hauteur):
            cellules = [(c[k] if k < len(c) else "")[:LARGEUR].ljust(LARGEUR) for c in cases]
            lignes.append(f"{(titre if k == 0 else ''):11}| " + " | ".join(cellules))
    for p in (0, 1):
        lignes.append(
            f"Joueur {p + 1} ({match.factions[p]}) : {match.reserve[p]} jeton(s) inutilisé(s), "
            f"{match.de_cote[p]} de côté, total {match.total_jetons(p)} ; "
            f"a détruit {match.detruit[p]} PD sur {match.armee_pd[1 - p]}"
        )
    return "\n".join(lignes)
