"""Who stands where: the map's occupation in one state, worked out once and looked up in O(1).

Listing the legal actions asks « who is on this tile? », « which tiles are free? », « which
units does this player have on the map, in reserve? » hundreds of times a turn; the answers
follow from four things only: the units (each a frozen :class:`~.etat.Unit`), the map's
cells, the two bases and the factions (the abilities in play follow from them). The match
holds all four in containers never changed in place (:mod:`rulekit.frozen`: an event, a test
or a loaded save replaces them), so :func:`occupation` keeps the answers with the very
containers they were worked out from and gives them again only while the match still holds
those same objects (compared by identity: the occupation keeps them alive, so their ids are
never reused). A state built some other way, with a plain list or dict, is worked out afresh
at each call. The table of the abilities in play (``abilities_in_play()``, whose index says
which queries they may answer about each unit) is checked by identity too.

A unit moving on the map (:func:`.etat._moved`, the most common change) hands the match the
occupation after the move worked out from the one before (:meth:`Occupation.moved`: one unit
changes place), kept and checked like any other.

So a state edited by hand, a copy (:meth:`~rulekit.Match.clone`) or a step undone never reads
another state's answers. The record is kept on the match itself (not a field: never compared,
copied nor saved).

What only the map decides (its cells in order, the tiles of each terrain, where a step may end,
the line of fire) is worked out as it is first asked and handed from one state's occupation to
the next while the match holds the very same map and bases (the map no longer changes once the
tiles are laid, and the units move every turn).
"""

from __future__ import annotations

from rulekit.abilities import index
from rulekit.frozen import FrozenDict, FrozenList

from . import carte
from .regles import CAPTURED, RESERVE


class Occupation:
    """The occupation of one state:

    - ``at``: cell → uid of the unit on it; ``free``: the tiles a unit may stand on (no base, no
      unit; a set, and ``free_list`` in the map's order);
    - ``on_map``/``reserve``: each player's units there, in unit order; ``standing``: how many of
      each player's units are not captured;
    - ``cells``: the map's cells sorted by coordinates, ``rank``: each one's place in that order
      (:meth:`by_coords` sorts tiles by it);
    - ``abilities``: the index of the abilities in play (:func:`rulekit.abilities.index`), which
      says which queries they may answer about each unit (:meth:`asked`; :meth:`answered`, those
      asked with a given action);
    - ``tiles``: the map's cells as a set, ``open`` the same but the bases (``free`` is ``open`` but
      the units' tiles); :meth:`terrain_tiles`, :meth:`steps_from` and :meth:`in_range`: what the
      map alone decides, kept for the map (shared with the occupation ``before``, of the previous
      state, when the map and the bases are the same objects); ``unit_steps``: the same, filled by
      :func:`.deplacement.unit_steps`.
    """

    __slots__ = ("units", "board", "bases", "factions", "in_play", "frozen", "at", "first", "cells", "rank", "free",
                 "_free_list", "on_map", "reserve", "standing", "abilities", "tiles", "_terrains", "_ranges", "_steps", "asked_of",
                 "answering", "unit_steps", "open")

    def __init__(self, match, before: "Occupation | None" = None):
        units, board = self.units, self.board = match.units, match.board
        bases = self.bases = match.bases
        self.factions = match.factions
        self.frozen = (type(units) is FrozenList and type(board) is FrozenDict and type(bases) is FrozenList
                       and type(self.factions) is FrozenList)  # else never reused: it may be changed in place
        self.in_play = match.abilities_in_play()
        self.on_map, self.reserve, self.at = on_map, reserve, at = ([], []), ([], []), {}
        elsewhere = [0, 0]  # neither on the map, in reserve nor captured (a broken state)
        for u in units:  # one pass, in unit order
            where = u.where
            if "," in where:
                on_map[u.player].append(u)
                at[where] = u.uid  # two units on one tile (a broken state): the last
            elif where == RESERVE:
                reserve[u.player].append(u)
            elif where != CAPTURED:
                elsewhere[u.player] += 1
        self.first = len(at) == len(on_map[0]) + len(on_map[1])  # no tile shared: ``at`` is also the first unit on each
        #: how many units of each player are not captured
        self.standing = (len(on_map[0]) + len(reserve[0]) + elsewhere[0], len(on_map[1]) + len(reserve[1]) + elsewhere[1])
        if (before is not None and self.frozen and before.frozen and before.board is board and before.bases is bases
                and before.in_play is self.in_play):  # the same map (it no longer changes once the tiles are laid)
            self._share_map(before)
        else:
            self.abilities = index(self.in_play)
            self.asked_of = _Asked(self.abilities)
            self.answering = _Answering(self.abilities)
            self.cells, self.rank, self.tiles = _order(tuple(board))
            self.open = self.tiles.difference(bases)
            self._terrains, self._ranges, self._steps, self.unit_steps = {}, {}, {}, {}
        self.free = self.open.difference(at)
        self._free_list = None

    def _share_map(self, other: "Occupation") -> None:
        """Take what ``other`` worked out of the same map (it no longer changes once the tiles are
        laid): the index of the abilities in play and what it says, the tiles in the map's order,
        the tiles by terrain, reach and steps. A new reading (:meth:`__init__`) and a move
        (:meth:`moved`) both share them."""
        (self.abilities, self.cells, self.rank, self.tiles, self.open, self.asked_of, self.answering, self._terrains,
         self._ranges, self._steps, self.unit_steps) = (
            other.abilities, other.cells, other.rank, other.tiles, other.open, other.asked_of, other.answering,
            other._terrains, other._ranges, other._steps, other.unit_steps)

    @property
    def free_list(self) -> list[str]:
        """The free tiles (``free``) in the map's order."""
        if self._free_list is None:
            self._free_list = [c for c in self.cells if c in self.free]
        return self._free_list

    def terrain_tiles(self, terrain: str | None) -> list[str]:
        """The tiles (not the bases) of ``terrain`` (any, for None) in the map's order, worked out
        once per map (shared by the occupations of one map: :func:`occupation`)."""
        found = self._terrains.get(terrain)
        if found is None:
            board, bases = self.board, self.bases
            found = self._terrains[terrain] = [c for c in self.cells if c not in bases
                                               and (terrain is None or board[c] == terrain)]
        return found

    def steps_from(self, cell: str) -> tuple:
        """Where one step from ``cell`` may end on this map, by coordinates: ``(tile, None)`` for a
        neighbouring tile, ``(tile, over)`` for a tile two hexes away straight over the neighbour
        ``over`` (a jump); worked out once per map (:func:`.deplacement.step_cells` says which are
        free now)."""
        found = self._steps.get(cell)
        if found is None:
            tiles = self.tiles
            ends = [(n, None) for n, _ in carte.jumps(cell) if n in tiles]
            ends += [(land, n) for n, land in carte.jumps(cell) if land in tiles]
            found = self._steps[cell] = tuple(sorted(ends, key=lambda end: carte.coords(end[0])))
        return found

    def in_range(self, origin: str, target: str, reach: int) -> bool:
        """:func:`carte.in_range` on this map (which only the tiles decide), worked out once per map."""
        key = (origin, target, reach)
        found = self._ranges.get(key)
        if found is None:
            found = self._ranges[key] = carte.in_range(self.tiles, origin, target, reach)
        return found

    def by_coords(self, cells) -> list[str]:
        """``cells`` sorted by coordinates (as ``sorted(cells, key=carte.coords)``)."""
        try:
            return sorted(cells, key=self.rank.__getitem__)
        except KeyError:  # a cell off the map (an ability's answer)
            return sorted(cells, key=carte.coords)

    def asked(self, uid: int) -> frozenset:
        """The queries an ability in play may answer about ``uid`` (:func:`rulekit.abilities.asked_about`);
        ``asked_of[uid]`` is the same, for loops over units."""
        return self.asked_of[uid]

    def answered(self, uid: int, asks: tuple) -> frozenset:
        """Those of the queries ``asks`` names, ``((query, action), ...)`` (``action``: the value of
        the query context's « action », None for none), an ability in play may answer about ``uid``
        asked so (:class:`_Answered`); ``answering[asks][uid]`` is the same, for loops over units."""
        return self.answering[asks][uid]

    def moved(self, units, gone, come) -> "Occupation | None":
        """The occupation of ``units``: these units, where one unit, ``gone`` on a tile of the map,
        is now ``come`` on another tile (a move: :func:`.etat._moved`), worked out from this one in
        a few steps instead of reading every unit again; None when it is not that plain case (the
        unit leaves or enters the map, changes hands or arrives on a tile held already). It keeps
        the very map, bases, factions and abilities in play this one was worked out from:
        :func:`occupation` checks them against the match's, as for any kept occupation."""
        src, dst = gone.where, come.where
        if not ("," in src and "," in dst and self.first and dst not in self.at and gone.uid == come.uid
                and gone.player == come.player and self.at.get(src) == gone.uid):
            return None
        mine = self.on_map[come.player]
        for i, u in enumerate(mine):
            if u is gone:
                break
        else:
            return None  # not a unit this occupation read
        new = object.__new__(Occupation)  # what the map decides, and the units in reserve, shared
        new._share_map(self)
        (new.board, new.bases, new.factions, new.in_play, new.frozen, new.first, new.reserve, new.standing) = (
            self.board, self.bases, self.factions, self.in_play, self.frozen, self.first, self.reserve, self.standing)
        new.units, new._free_list = units, None
        mine = mine.copy()
        mine[i] = come
        new.on_map = (mine, self.on_map[1]) if come.player == 0 else (self.on_map[0], mine)
        at = new.at = self.at.copy()
        del at[src]
        at[dst] = come.uid
        free = set(self.free)
        free.discard(dst)
        if src in self.open:
            free.add(src)
        new.free = free
        return new

    def holds(self, match) -> bool:
        """Whether it was worked out from the very containers ``match`` holds (never changed in
        place) and the same abilities in play."""
        return (self.frozen and match.units is self.units and match.board is self.board and match.bases is self.bases
                and match.factions is self.factions and match.abilities_in_play() is self.in_play)


class _Asked(dict):
    """uid -> the queries an ability in play may answer about it (``Index.asked_about``), each
    looked up once for an index of the abilities in play."""

    __slots__ = ("abilities",)

    def __init__(self, abilities):
        super().__init__()
        self.abilities = abilities

    def __missing__(self, uid):
        found = self.abilities.asked_about(uid)
        try:
            self[uid] = found
        except TypeError:  # a uid that cannot be a key
            pass
        return found


class _Answering(dict):
    """asks -> its :class:`_Answered`, for an index of the abilities in play."""

    __slots__ = ("abilities",)

    def __init__(self, abilities):
        super().__init__()
        self.abilities = abilities

    def __missing__(self, asks):
        found = self[asks] = _Answered(self.abilities, asks)
        return found


class _Answered(dict):
    """uid -> those of the queries ``asks`` names, each with the action its context gives, an
    ability in play may answer about ``uid`` asked so (:meth:`rulekit.abilities.Index.answers`:
    a modifier answers only about its bearer when it says so, and only for the actions it names,
    if it names any); for any other, the query's answer is the value it is given. So a unit whose
    ability answers « destinations » for a summon only (« peuvent être invoqués sur… ») lists its
    moves and attacks as the rule alone says. Each uid is looked up once for an index of the
    abilities in play."""

    __slots__ = ("abilities", "asks")

    def __init__(self, abilities, asks: tuple):
        super().__init__()
        self.abilities, self.asks = abilities, asks

    def __missing__(self, uid):
        answers = self.abilities.answers
        found = frozenset(query for query, action in self.asks if answers(query, uid, action))
        try:
            self[uid] = found
        except TypeError:  # a uid that cannot be a key
            pass
        return found


_ORDERS: dict[tuple, tuple] = {}  # a map's cells -> (them by coordinates, the rank of each, their set)


def _order(keys: tuple) -> tuple[list, dict, frozenset]:
    """The map's cells sorted by coordinates, each one's rank in that order and the set of them,
    worked out once per map (the map no longer changes once the tiles are laid)."""
    found = _ORDERS.get(keys)
    if found is None:
        if len(_ORDERS) > 1024:  # maps come and go as tiles are laid: keep the cache small
            _ORDERS.clear()
        cells = sorted(keys, key=carte.coords)
        found = _ORDERS[keys] = (cells, {c: i for i, c in enumerate(cells)}, frozenset(cells))
    return found


def occupation(match) -> Occupation:
    """The occupation of ``match``'s current state (see the module's docstring for why a kept
    one is never stale; a test that gives a card other abilities replaces the table of the
    abilities in play, which is checked too)."""
    kept = getattr(match, "__dict__", _NOWHERE)
    found = kept.get("_occupation")
    if (found is None or not found.frozen or match.units is not found.units or match.board is not found.board
            or match.bases is not found.bases or match.factions is not found.factions
            or match.abilities_in_play() is not found.in_play):  # not found.holds(match), spelt out
        found = kept["_occupation"] = Occupation(match, found)
    return found


_NOWHERE: dict = {}  # where a match without a ``__dict__`` keeps its occupation (checked all the same)
