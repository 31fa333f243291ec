"""The Troops of a finished battle by name, for ``rulekit balance`` (the ``rulekit_census`` hook).

A Troop is *fielded* when one of its tiles is in a unit its player formed, *survives* when that
tile is still in a unit on the battlefield at the end, and *destroys* counts the enemy tiles
removed by the attacks of the units it stood in (each Troop of a stack shares its stack's
tally). Its cost is its Deployment Points in its player's catalogue.
"""

from __future__ import annotations

from collections import Counter

from .etat import DETRUITE
from .evenements import AttaqueLancee, TroupeRetiree, UniteFormee


def census(match) -> list[dict]:
    formed: dict[str, tuple[int, tuple[str, ...]]] = {}  # unit id -> (player, its tiles' names)
    last_attacker: dict[str, str] = {}
    removed_by: Counter = Counter()  # unit id -> enemy tiles its attacks removed
    for event in match.events:
        if isinstance(event, UniteFormee):
            formed[event.unite.id] = (event.unite.joueur, tuple(t.nom for t in event.unite.troupes))
        elif isinstance(event, AttaqueLancee):
            last_attacker[event.cible] = event.attaquant
        elif isinstance(event, TroupeRetiree) and event.unite in last_attacker:
            removed_by[last_attacker[event.unite]] += 1
    rows: dict[tuple[int, str], dict] = {}

    def row(player, name):
        return rows.setdefault((player, name), {"player": player, "unit": name, "fielded": 0, "survived": 0,
                                                "destroyed": 0, "cost": match.troupe(player, name).cout})

    for uid, (player, names) in formed.items():
        for name in names:
            row(player, name)["fielded"] += 1
        for name in set(names):
            row(player, name)["destroyed"] += removed_by[uid]
    for unit in match.unites:
        if unit.zone != DETRUITE:
            for tile in unit.troupes:
                row(unit.joueur, tile.nom)["survived"] += 1
    return sorted(rows.values(), key=lambda r: (r["player"], r["unit"]))
