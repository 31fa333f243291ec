"""Pictures of a match: an SVG of the table (terrain, objectives, formations, blast
markers) and a short text summary."""

from __future__ import annotations

from xml.sax.saxutils import escape

COULEURS_TERRAIN = {
    "Bâtiments": "#9e9e9e", "Falaises": "#6d4c41", "Fortifications": "#78909c", "Jungles": "#1b5e20",
    "Marécages": "#4e6b47", "Plaines": "#dcedc8", "Collines douces": "#c5e1a5", "Rivières": "#64b5f6",
    "Routes": "#bcaaa4", "Ruines": "#a1887f", "Décombres": "#a1887f", "Taillis": "#81c784", "Bois": "#388e3c",
}
JOUEURS = ("#1565c0", "#c62828")
ECHELLE = 5  # pixels per cm


def svg(match) -> str:
    w, h = match.largeur * ECHELLE, match.profondeur * ECHELLE
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h + 40}" viewBox="0 0 {w} {h + 40}">',
           f'<rect x="0" y="0" width="{w}" height="{h}" fill="#f1f8e9" stroke="#333"/>',
           f'<line x1="0" y1="{h / 2}" x2="{w}" y2="{h / 2}" stroke="#999" stroke-dasharray="8 6"/>']
    for e in match.terrain:
        out.append(f'<rect class="terrain" x="{e.x * ECHELLE}" y="{e.y * ECHELLE}" width="{e.l * ECHELLE}" '
                   f'height="{e.p * ECHELLE}" fill="{COULEURS_TERRAIN.get(e.nom, "#ccc")}" opacity="0.8">'
                   f'<title>{escape(e.nom)}</title></rect>')
        out.append(f'<text x="{e.x * ECHELLE + 4}" y="{e.y * ECHELLE + 14}" font-size="12">{escape(e.nom)}</text>')
    for k, o in enumerate(match.objectifs):
        cx, cy = o.x * ECHELLE, o.y * ECHELLE
        out.append(f'<circle class="objectif" cx="{cx}" cy="{cy}" r="{15 * ECHELLE}" fill="none" '
                   f'stroke="{JOUEURS[o.camp]}" stroke-dasharray="4 4"/>')
        out.append(f'<rect x="{cx - 8}" y="{cy - 8}" width="16" height="16" fill="gold" stroke="#000"/>'
                   f'<text x="{cx + 10}" y="{cy + 4}" font-size="12">{"base " if o.base else ""}obj. {k + 1}</text>')
    for f in match.formations:
        if not f.sur_table:
            continue
        cx, cy = f.x * ECHELLE, f.y * ECHELLE
        n = len(f.vivantes())
        style = ' stroke-dasharray="3 3"' if f.demoralisee else ""
        out.append(f'<circle class="formation" cx="{cx}" cy="{cy}" r="{8 + 2 * n}" fill="{JOUEURS[f.joueur]}" '
                   f'fill-opacity="0.6" stroke="#000"{style}><title>{escape(f.nom)} : {n} unités, '
                   f'{f.pions} PI</title></circle>')
        out.append(f'<text x="{cx + 12 + 2 * n}" y="{cy}" font-size="12">{escape(f.nom)} ({n})</text>')
        for p in range(f.pions):
            out.append(f'<circle class="pion" cx="{cx - 10 + 7 * p}" cy="{cy + 14 + 2 * n}" r="3" fill="#000"/>')
    etat = "terminée" if match.is_over else "en cours"
    out.append(f'<text x="8" y="{h + 26}" font-size="16">Tour {match.tour} — {escape(match.scenario)} — partie {etat}</text>')
    out.append("</svg>")
    return "\n".join(out)


def texte(match) -> str:
    lignes = [f"Tour {match.tour} — {match.scenario}"]
    for f in match.formations:
        statut = "réserve" if f.reserve else ("détruite" if f.detruite else f"({f.x}, {f.y})")
        extra = " démoralisée" if f.demoralisee else ""
        lignes.append(f"J{f.joueur + 1} {f.nom} [{f.id}] {statut} : {len(f.vivantes())}/{len(f.unites)} unités, "
                      f"{f.pions} PI{extra}")
    return "\n".join(lignes)
