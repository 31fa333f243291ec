"""The map as SVG: flat-topped hexes, terrain colours, units with their sigle.

``rulekit render pocket_tactics --seed N -o map.svg`` uses :func:`draw_svg`.
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

from . import carte

SIZE = 34  # hex radius in pixels
COLOURS = {"Village": "#d9b38c", "Eau": "#7fb2e5", "Champs": "#f1e38a", "Colline": "#b5a36a",
           "Forêt": "#5f9e5a"}
BASE_COLOURS = ("#c0392b", "#6c3483")
PLAYER_COLOURS = ("#b03a2e", "#4a235a")


def centre(cell: str) -> tuple[float, float]:
    q, r = carte.coords(cell)
    return SIZE * 1.5 * q, SIZE * math.sqrt(3) * (r + q / 2)


def hexagon(x: float, y: float) -> str:
    pts = [(x + SIZE * math.cos(math.radians(60 * i)), y + SIZE * math.sin(math.radians(60 * i))) for i in range(6)]
    return " ".join(f"{px:.1f},{py:.1f}" for px, py in pts)


def draw_svg(match) -> str:
    if not match.board:
        return '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'
    xs, ys = zip(*(centre(c) for c in match.board))
    pad = SIZE * 1.2
    x0, y0 = min(xs) - pad, min(ys) - pad
    w, h = max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad + 40
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x0:.0f} {y0:.0f} {w:.0f} {h:.0f}" '
           f'width="{w:.0f}" height="{h:.0f}" font-family="sans-serif">']
    for cell, terrain in match.board.items():
        x, y = centre(cell)
        owner = match.base_owner(cell)
        fill = BASE_COLOURS[owner] if owner is not None else COLOURS.get(terrain, "#ccc")
        out.append(f'<polygon points="{hexagon(x, y)}" fill="{fill}" stroke="#333" stroke-width="2">'
                   f'<title>{escape(terrain)} ({cell})</title></polygon>')
        label = escape(terrain if owner is None else terrain.split()[0])
        out.append(f'<text x="{x:.1f}" y="{y - SIZE * 0.55:.1f}" font-size="9" text-anchor="middle">{label}</text>')
        uid = match.unit_at(cell)
        if uid is not None:
            u = match.units[uid]
            out.append(f'<circle cx="{x:.1f}" cy="{y + 4:.1f}" r="{SIZE * 0.45:.1f}" fill="{PLAYER_COLOURS[u.player]}">'
                       f'<title>{escape(match.name(uid))}</title></circle>')
            out.append(f'<text x="{x:.1f}" y="{y + 8:.1f}" font-size="12" fill="white" text-anchor="middle">'
                       f'{escape(match.card(u.uid).sigle)}</text>')
    status = " — ".join(f"J{p + 1} : {len(match.on_map(p))} sur la carte, {len(match.in_reserve(p))} en réserve, "
                         f"{len(match.captured(p))} capturées" for p in (0, 1))
    out.append(f'<text x="{x0 + 6:.0f}" y="{y0 + h - 14:.0f}" font-size="11">{escape(status)}</text>')
    out.append("</svg>")
    return "\n".join(out)
