"""The units of a finished match by profile, for ``rulekit balance`` (the ``rulekit_census`` hook).

Every unit of a formation on the table is *fielded*; it *survives* when it is alive at the end;
*destroys* counts the enemy units destroyed while its formation was the one acting (its action
declared last: shooting, an assault, the fire it drew on itself), each profile of the formation
sharing the formation's tally. Epic formations are bought whole, so no cost per unit is given.
"""

from __future__ import annotations

from collections import Counter

from .evenements import ActionDeclaree, UniteDetruite


def census(match) -> list[dict]:
    acting = -1
    destroyed: Counter = Counter()  # formation -> enemy units destroyed while it acted
    for event in match.events:
        if isinstance(event, ActionDeclaree):
            acting = event.formation
        elif isinstance(event, UniteDetruite) and acting >= 0:
            if match.formations[acting].joueur != match.formations[event.formation].joueur:
                destroyed[acting] += 1
    rows: dict[tuple[int, str], dict] = {}
    for f in match.formations:
        names = [match.profil(f.id, i).nom for i in range(len(f.unites))]
        for name, unit in zip(names, f.unites):
            row = rows.setdefault((f.joueur, name), {"player": f.joueur, "unit": name, "fielded": 0,
                                                     "survived": 0, "destroyed": 0, "cost": None})
            row["fielded"] += 1
            row["survived"] += unit.vivante
        for name in set(names):
            rows[(f.joueur, name)]["destroyed"] += destroyed[f.id]
    return sorted(rows.values(), key=lambda r: (r["player"], r["unit"]))
