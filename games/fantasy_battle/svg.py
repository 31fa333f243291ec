"""A bar chart of expected wounds per weapon (``rulekit odds fantasy_battle --compare … --svg F``),
written by hand as SVG like the other games' pictures."""

from __future__ import annotations

from fractions import Fraction
from xml.sax.saxutils import escape

LARGEUR_BARRE = 90
ESPACE = 30
HAUTEUR = 260
MARGE_HAUT = 40 + 16 * 4   # the title lines
MARGE_BAS = 60
MARGE_GAUCHE = 60
COULEUR = "#1565c0"


def _graduation(maximum: float) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about five ticks up to ``maximum``."""
    if maximum <= 0:
        return 1.0
    brut = maximum / 5
    pas = 1.0
    while pas > brut:
        pas /= 10
    while pas * 10 <= brut:
        pas *= 10
    for facteur in (1, 2, 5):
        if pas * facteur >= brut:
            return pas * facteur
    return pas * 10


def barres(valeurs: list[tuple[str, Fraction]], titre: str = "") -> str:
    """One bar per (weapon, expected wounds), labelled with the value to two decimals."""
    n = len(valeurs)
    largeur = MARGE_GAUCHE + n * (LARGEUR_BARRE + ESPACE) + ESPACE
    largeur = max(largeur, 520)
    total = MARGE_HAUT + HAUTEUR + MARGE_BAS
    maximum = max((float(v) for _, v in valeurs), default=0.0)
    pas = _graduation(maximum)
    haut = pas * (int(maximum / pas) + 1) if maximum > 0 else 1.0
    echelle = HAUTEUR / haut
    base = MARGE_HAUT + HAUTEUR
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{largeur}" height="{total}" '
           f'viewBox="0 0 {largeur} {total}" font-family="sans-serif">',
           f'<rect x="0" y="0" width="{largeur}" height="{total}" fill="#ffffff"/>',
           '<text x="10" y="22" font-size="16" font-weight="bold">Blessures non sauvegardées (moyenne exacte)</text>']
    for i, ligne in enumerate(titre.splitlines()[:4]):
        out.append(f'<text x="10" y="{42 + 16 * i}" font-size="12">{escape(ligne)}</text>')
    k = 0
    while k * pas <= haut + 1e-9:
        y = base - k * pas * echelle
        out.append(f'<line x1="{MARGE_GAUCHE}" y1="{y:.1f}" x2="{largeur - 10}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{MARGE_GAUCHE - 6}" y="{y + 4:.1f}" font-size="11" text-anchor="end">'
                   f'{k * pas:g}</text>')
        k += 1
    out.append(f'<line x1="{MARGE_GAUCHE}" y1="{base}" x2="{largeur - 10}" y2="{base}" stroke="#333"/>')
    for i, (nom, valeur) in enumerate(valeurs):
        x = MARGE_GAUCHE + ESPACE + i * (LARGEUR_BARRE + ESPACE)
        h = float(valeur) * echelle
        out.append(f'<rect class="barre" x="{x}" y="{base - h:.1f}" width="{LARGEUR_BARRE}" height="{h:.1f}" '
                   f'fill="{COULEUR}"><title>{escape(nom)} : {escape(str(valeur))} ≈ {float(valeur):.4f}</title></rect>')
        out.append(f'<text x="{x + LARGEUR_BARRE / 2}" y="{base - h - 6:.1f}" font-size="12" '
                   f'text-anchor="middle">{float(valeur):.2f}</text>')
        out.append(f'<text x="{x + LARGEUR_BARRE / 2}" y="{base + 18}" font-size="12" '
                   f'text-anchor="middle">{escape(nom)}</text>')
    out.append("</svg>")
    return "\n".join(out)
