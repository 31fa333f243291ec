"""The units of a finished match by card, for ``rulekit balance`` (the ``rulekit_census`` hook).

A card is *fielded* when its unit stood on the map at some point (placed at set-up or
invoked), *survives* when it is not captured at the end (drowned or beaten units are
captured), and *destroys* counts the enemy units it beat and captured plus a base destroyed.
"""

from __future__ import annotations

from collections import Counter

from .etat import BaseDetruite, Invocation, UniteBattue, UnitePlacee
from .regles import CAPTURED


def census(match) -> list[dict]:
    units = {u.uid: u for u in match.units}
    fielded: set[int] = set()
    destroyed: Counter = Counter()
    for event in match.events:
        if isinstance(event, (UnitePlacee, Invocation)):
            fielded.add(event.uid)
        elif isinstance(event, UniteBattue) and event.by is not None:
            destroyed[event.by] += 1
        elif isinstance(event, BaseDetruite):
            destroyed[event.by] += 1
    rows: dict[tuple[int, str], dict] = {}
    for uid in sorted(fielded):
        u = units[uid]
        row = rows.setdefault((u.player, u.card), {"player": u.player, "unit": u.card, "fielded": 0,
                                                   "survived": 0, "destroyed": 0, "cost": None})
        row["fielded"] += 1
        row["survived"] += u.where != CAPTURED
        row["destroyed"] += destroyed[uid]
    return list(rows.values())
