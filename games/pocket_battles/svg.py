"""The battlefield as SVG: the 3×5 grid, each unit as a labelled box with its tokens (``o`` orders, ``b`` wounds)."""

from __future__ import annotations

from html import escape

from .champ_de_bataille import SECTEURS, nom_secteur
from .etat import ARRIERE, AVANT, COMBAT

CASE_L, CASE_H, MARGE = 260, 120, 20
COULEURS = ("#b03a2e", "#1f618d")


def dessiner(match) -> str:
    rangs = [(0, ARRIERE), (0, AVANT), (None, COMBAT), (1, AVANT), (1, ARRIERE)]
    largeur = 2 * MARGE + 3 * CASE_L
    # a row is as tall as its fullest zone needs: every unit is drawn
    hauts = [max([CASE_H] + [24 + 24 * len(match.sur_le_terrain(joueur, zone, s)) for s in SECTEURS])
             for joueur, zone in rangs]
    hauteur = 2 * MARGE + sum(hauts) + 60
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{largeur}" height="{hauteur}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{largeur}" height="{hauteur}" fill="#f4ecd8"/>']
    for s in SECTEURS:
        out.append(f'<text x="{MARGE + s * CASE_L + CASE_L / 2}" y="{MARGE - 6}" text-anchor="middle" fill="#7a6a4f">'
                   f'{escape(f"J1 {nom_secteur(0, s)} / J2 {nom_secteur(1, s)}")}</text>')
    for r, (joueur, zone) in enumerate(rangs):
        for s in SECTEURS:
            x, y = MARGE + s * CASE_L, MARGE + sum(hauts[:r])
            fond = "#e8d9b0" if zone == COMBAT else "#fbf6e9"
            out.append(f'<rect x="{x}" y="{y}" width="{CASE_L}" height="{hauts[r]}" fill="{fond}" stroke="#7a6a4f"/>')
            titre = "zone de combat" if zone == COMBAT else f"J{joueur + 1} {zone}"
            out.append(f'<text x="{x + 4}" y="{y + 14}" fill="#7a6a4f">{escape(titre)}</text>')
            for k, u in enumerate(match.sur_le_terrain(joueur, zone, s)):
                by = y + 20 + k * 24
                blessures = sum(t.blessures for t in u.troupes)
                marques = " ".join(([f"o{u.ordres}"] if u.ordres else []) + ([f"b{blessures}"] if blessures else []))
                out.append(f'<rect x="{x + 4}" y="{by}" width="{CASE_L - 8}" height="20" rx="3" '
                           f'fill="{COULEURS[u.joueur]}" opacity="0.85"/>')
                # the tokens at the right end, the unit's whole text before them (squeezed, never cut)
                place = CASE_L - 16 - (7 * len(marques) + 6 if marques else 0)
                texte = match.decrire(u.id)
                serre = f' textLength="{place}" lengthAdjust="spacingAndGlyphs"' if 7 * len(texte) > place else ""
                out.append(f'<text x="{x + 8}" y="{by + 14}" fill="white"{serre}>{escape(texte)}</text>')
                if marques:
                    out.append(f'<text x="{x + CASE_L - 8}" y="{by + 14}" text-anchor="end" fill="white">'
                               f'{escape(marques)}</text>')
    y = MARGE + sum(hauts) + 20
    for p in (0, 1):
        ligne = (f"Joueur {p + 1} ({match.factions[p]}) : {match.reserve[p]} jeton(s) inutilisé(s), "
                 f"a détruit {match.detruit[p]} PD sur {match.armee_pd[1 - p]}")
        out.append(f'<text x="{MARGE}" y="{y + 18 * p}" fill="{COULEURS[p]}">{escape(ligne)}</text>')
    if match.is_over:
        fin = "match nul" if match.winner is None else f"victoire du joueur {match.winner + 1}"
        out.append(f'<text x="{largeur - MARGE}" y="{y}" text-anchor="end">{escape(fin)}</text>')
    out.append("</svg>")
    return "\n".join(out)
