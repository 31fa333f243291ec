"""The battlefield as text: the 15 zones with their units and tokens (shown in the log after each turn).

A cell shows each unit whole, with its Order (``o``) and Wound (``b``) tokens: a column is as
wide as its widest text (at least ``LARGEUR``), never cut.
"""

from __future__ import annotations

from .champ_de_bataille import SECTEURS, nom_secteur
from .etat import ARRIERE, AVANT, COMBAT

LARGEUR = 30  # the narrowest column


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
    entete = [f"J1 {nom_secteur(0, s)} / J2 {nom_secteur(1, s)}" for s in SECTEURS]
    grille = [(titre, [_case(match, match.sur_le_terrain(joueur, zone, s)) for s in SECTEURS])
              for titre, joueur, zone in rangs]
    largeurs = [max([LARGEUR, len(entete[s])] + [len(t) for _, cases in grille for t in cases[s]]) for s in SECTEURS]

    def ligne(titre, cellules):
        return f"{titre:11}| " + " | ".join(c.ljust(n) for c, n in zip(cellules, largeurs))

    lignes = [ligne("secteur", entete)]
    for titre, cases in grille:
        for k in range(max(len(c) for c in cases)):
            lignes.append(ligne(titre if k == 0 else "", [c[k] if k < len(c) else "" for c in cases]))
    for p in (0, 1):
        lignes.append(
            f"Joueur {p + 1} ({match.factions[p]}) : {match.reserve[p]} jeton(s) inutilisé(s), "
            f"{match.de_cote[p]} de côté, total {match.jetons[p]}"
            f"{f' dont {match.jetons_dus(p)} à rendre' if match.jetons_dus(p) > 0 else ''} ; "
            f"a détruit {match.detruit[p]} PD sur {match.armee_pd[1 - p]}"
        )
    return "\n".join(lignes)
