"""The hex map as text, for the match log and ``rulekit render ... -o map.txt``.

Flat-topped hexes drawn in columns: column ``q`` is 5 characters wide, and each
cell sits on text row ``2r + q`` (half a hex lower per column east), so
neighbours touch as on the table. A cell reads ``[Ter Un1]``-like: terrain
abbreviation, then the unit's sigle and its player (1 or 2).
"""

from __future__ import annotations

from . import carte
from .regles import CAPTURED, RESERVE

TERRAIN = {"Village": "Vil", "Eau": "~~~", "Champs": "Cha", "Colline": "Col", "Forêt": "For"}


def cell_text(match, cell: str, occupied: dict[str, int]) -> str:
    """The cell as drawn, ``occupied`` saying which unit stands where."""
    owner = match.base_owner(cell)
    if owner is not None:
        return f"<BASE{owner + 1}>"
    ter = TERRAIN.get(match.board[cell], match.board[cell][:3])
    uid = occupied.get(cell)
    who = f"{match.card(uid).sigle}{match.units[uid].player + 1}" if uid is not None else "   "
    return f"[{ter}{who}]"


def draw(match, where: tuple[str, ...] | None = None) -> str:
    """The map with the units where ``where`` says (each unit's place, by uid: a turn's end
    keeps them, :class:`~.etat.FinDeTour`), or where they stand now."""
    if not match.board:
        return "(carte vide)"
    where = tuple(u.where for u in match.units) if where is None else where
    occupied: dict[str, int] = {}
    for uid, place in enumerate(where):
        occupied.setdefault(place, uid)
    cells = [carte.coords(c) for c in match.board]
    qs = [q for q, _ in cells]
    rows = [2 * r + q for q, r in cells]
    q0, row0 = min(qs), min(rows)
    width = (max(qs) - q0 + 1) * 5 + 8
    grid = [[" "] * width for _ in range(max(rows) - row0 + 1)]
    for (q, r), key in zip(cells, match.board):
        text = cell_text(match, key, occupied)
        x, y = (q - q0) * 5, 2 * r + q - row0
        for i, ch in enumerate(text):
            grid[y][x + i] = ch
    lines = ["".join(line).rstrip() for line in grid]
    reserve = []
    for p in (0, 1):
        mine = [place for uid, place in enumerate(where) if match.units[uid].player == p]
        on_map = sum("," in place for place in mine)
        res, cap = mine.count(RESERVE), mine.count(CAPTURED)
        reserve.append(f"J{p + 1} : {on_map} sur la carte, {res} en réserve, "
                       f"{cap} capturée{'s' if cap > 1 else ''}")
    return "\n".join(lines + ["  ".join(reserve)])
