"""« Invocation d'Unité »: a unit of the reserve onto an empty tile adjacent to the base.

Abilities add tiles through the query ``"destinations"`` with
``action="invoquer"`` (docs/DSL.md; the game keeps only free tiles). Units of one card in reserve are interchangeable: one
action per card and tile. A unit summoned onto water takes the drowning test like
any unit arriving there. (Returning to the reserve is a move: :mod:`.deplacement`.)
"""

from __future__ import annotations

import attrs

from rulekit import Action

from . import carte
from .deplacement import push_water_test
from .etat import Invocation
from .occupation import occupation
from .regles import WATER


def summon_cells(match, uid: int) -> list[str]:
    player = match.units[uid].player
    free = occupation(match).free
    normal = tuple(c for c in carte.neighbours(match.bases[player]) if c in free)
    cells = {c for c in match.query("destinations", normal, unit=uid, action="invoquer") if c in free}
    return sorted(cells, key=carte.coords)


@attrs.frozen
class Summon(Action):
    uid: int
    dst: str
    who: str

    @property
    def label(self):
        return f"invoquer {self.who} en {self.dst}"


HANDLED = (Summon,)


def summon_actions(match, player: int) -> list:
    acts = []
    seen = set()
    for u in occupation(match).reserve[player]:
        if u.card in seen:
            continue
        seen.add(u.card)
        acts += [Summon(u.uid, c, u.card) for c in summon_cells(match, u.uid)]
    return acts


def perform(match, action) -> None:
    match.emit(Invocation(action.uid, action.dst))
    if match.board.get(action.dst) == WATER:
        push_water_test(match, action.uid)
