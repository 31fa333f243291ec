"""« Invocation d'Unité »: a unit of the reserve onto an empty tile adjacent to the base.

Abilities add tiles through the query ``"destinations"`` with
``action="invoquer"`` (docs/DSL.md; the game keeps only free tiles). Units of one card in reserve are interchangeable: one
action per card and tile. A unit summoned onto water takes the drowning test like
any unit arriving there. (Returning to the reserve is a move: :mod:`.deplacement`.)
"""

from __future__ import annotations

import attrs

from rulekit import Action
from rulekit.records import interned

from . import carte
from .deplacement import push_water_test
from .etat import Invocation
from .occupation import occupation
from .regles import WATER

#: the query by which abilities change where a unit may be summoned, with the action it names
#: (:meth:`~.occupation.Occupation.answered`)
ASKS = (("destinations", "invoquer"),)


def summon_cells(match, uid: int, occ=None) -> list[str]:
    """The free tiles ``uid`` may be summoned onto, by coordinates (``occ``: the state's
    :class:`~.occupation.Occupation`, looked up when not given)."""
    player = match.units[uid].player
    occ = occ or occupation(match)
    free = occ.free
    cells = [c for c in carte.neighbours(match.bases[player]) if c in free]
    if occ.answered(uid, ASKS):  # an ability may add tiles (or take some away)
        cells = [c for c in dict.fromkeys(match.query("destinations", tuple(cells), unit=uid, action="invoquer"))
                 if c in free]
    return occ.by_coords(cells)


@attrs.frozen
class Summon(Action):
    uid: int
    dst: str
    who: str

    @property
    def label(self):
        return f"invoquer {self.who} en {self.dst}"


HANDLED = (Summon,)


def summon_actions(match, player: int, occ=None) -> list:
    """The legal actions of this kind of ``player``'s turn (``occ``: the state's
    :class:`~.occupation.Occupation`, looked up when not given)."""
    acts = []
    seen = set()
    occ = occ or occupation(match)
    home = None  # the free tiles next to the base, by coordinates: where any unit may be summoned
    answered = occ.answering[ASKS]
    for u in occ.reserve[player]:
        card = u.card
        if card in seen:
            continue
        seen.add(card)
        if answered[u.uid]:
            cells = tuple(summon_cells(match, u.uid, occ))
        else:  # no ability adds nor takes away tiles for it
            if home is None:
                free = occ.free
                home = tuple(c for c in carte.neighbours_in_order(match.bases[player]) if c in free)
            cells = home
        acts += unit_summons(u.uid, card, cells)
    return acts


_SUMMONS: dict[tuple, list] = {}  # (uid, card, tiles) -> the Summon actions (see unit_summons)
_MAX_SUMMONS = 50_000


def unit_summons(uid: int, card: str, cells: tuple) -> list:
    """The :class:`Summon` actions of ``uid`` onto ``cells`` (already in order). They follow from
    the arguments alone, so the list is made once per process and handed out again (callers add
    it to their own list, never change it)."""
    key = (uid, card, cells)
    found = _SUMMONS.get(key)
    if found is None:
        if len(_SUMMONS) >= _MAX_SUMMONS:  # many matches: start again
            _SUMMONS.clear()
        found = _SUMMONS[key] = [interned(Summon, uid, c, card) for c in cells]
    return found


def perform(match, action) -> None:
    match.emit(Invocation(action.uid, action.dst))
    if match.board.get(action.dst) == WATER:
        push_water_test(match, action.uid)
