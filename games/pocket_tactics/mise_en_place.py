"""« Mise en place du jeu »: placement order, the bag of tiles, the bases, the first units.

1. A die decides the placement order (1–3: player 1 places first, 4–6: player 2).
2. The first player's base is laid at ``0,0``; then the players, starting with
   the first, alternately draw a terrain tile from the bag (a chance node whose
   outcomes are the terrains left, weighted by how many remain) and lay it:
   against a front edge of a tile already on the table, and never against one of
   the 3 rear edges of the tile laid just before (:func:`tile_cells`).
3. The second player lays their base as far as possible from the first base,
   touching as many tiles as the first base does (:func:`base_cells`).
4. Starting with the first player, each places three units, one at a time, on the
   nearest free non-water tiles to their base (:func:`start_cells`); the rest
   stay in reserve. The first player then plays the first turn.
"""

from __future__ import annotations

import functools
from fractions import Fraction

import attrs

from rulekit import AUTO, CHANCE, Action, AutoStep, Outcome, Step
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import between, one_of, player

from . import carte
from .etat import BasePosee, OrdreTire, TuilePosee, UnitePlacee
from .occupation import occupation
from .regles import BAG, STARTING_UNITS, WATER

FIRST_BASE = carte.cell(0, 0)
ORDER_KEY = "dé d'ordre de placement"


def begin(match) -> None:
    match.push(Roll(1, ORDER_KEY), DecideOrder())


@attrs.frozen
class DecideOrder(AutoStep):
    def run(self, match):
        match.pop()
        first = 0 if match.rolls[ORDER_KEY][0] <= 3 else 1
        match.emit(OrdreTire(first))
        match.emit(BasePosee(first, FIRST_BASE))
        match.push(DrawTile(first))


# --- the bag of terrain tiles ------------------------------------------------------
@attrs.frozen
class Drawn(Outcome):
    terrain: str

    @property
    def label(self):
        return f"tuile tirée : {self.terrain}"


@functools.lru_cache(maxsize=4096)
def _draws(counts: tuple, total: int) -> tuple:
    """The draws of a terrain from the bag (``counts`` of each terrain of :data:`BAG`, ``total``
    tiles in the bag), with their probabilities: the same bags come back match after match."""
    return tuple((Drawn(t), Fraction(n, total)) for t, n in zip(BAG, counts) if n)


@attrs.frozen
class DrawTile(Step):
    player: int = attrs.field(validator=player)

    def actor(self, match):
        return CHANCE

    def outcomes(self, match):
        return list(_draws(tuple(match.bag.get(t) for t in BAG), sum(match.bag.values())))

    def resolve(self, match, choice):
        match.replace_top(LayTile(self.player, choice.terrain))


def tile_cells(match) -> list[str]:
    """Where the next terrain tile may go (see the module docstring)."""
    forbidden = set(carte.rear_cells(match.last_tile)) if match.last_tile else set()
    board = match.board
    cells = {n for c in board for n in carte.front_cells(c) if n not in board and n not in forbidden}
    return sorted(cells, key=carte.coords)


@attrs.frozen
class PlaceTile(Action):
    terrain: str
    cell: str

    @property
    def label(self):
        return f"poser la tuile {self.terrain} en {self.cell}"


@attrs.frozen
class LayTile(Step):
    player: int = attrs.field(validator=player)
    terrain: str = attrs.field(validator=one_of(BAG))

    def actor(self, match):
        return self.player

    def actions(self, match):
        known = _PLACINGS.get(self.terrain)
        if known is None:
            known = _PLACINGS[self.terrain] = {}
        cells = tile_cells(match)
        try:
            return [known[c] for c in cells]
        except KeyError:
            for c in cells:
                if c not in known:
                    known[c] = PlaceTile(self.terrain, c)
            return [known[c] for c in cells]

    def resolve(self, match, choice):
        match.pop()
        match.emit(TuilePosee(self.player, choice.cell, self.terrain))
        if sum(match.bag.values()):
            match.push(DrawTile(1 - self.player))
        else:
            match.push(LaySecondBase(1 - match.first))


#: terrain -> {cell: PlaceTile}: each made once per process (the same cells come back match after
#: match; the terrains are those of the bag)
_PLACINGS: dict[str, dict] = {}


# --- the second base ------------------------------------------------------------
def base_cells(match) -> list[str]:
    """Empty cells touching exactly as many terrain tiles as the first base does (when no cell
    can, the most below that, at least one), and among those the farthest from the first base
    (README reading 3)."""
    first = match.bases[match.first]

    def touching(cell: str) -> int:
        return sum(1 for n in carte.neighbours(cell) if n in match.board and n not in match.bases)

    limit = touching(first)
    candidates = {}
    for c in match.board:
        for n in carte.neighbours(c):
            if n not in match.board:
                k = touching(n)
                if 1 <= k <= limit:
                    candidates[n] = k
    most = max(candidates.values())
    cells = [c for c, k in candidates.items() if k == most]
    far = max(carte.distance(first, c) for c in cells)
    return sorted((c for c in cells if carte.distance(first, c) == far), key=carte.coords)


@attrs.frozen
class PlaceBase(Action):
    cell: str

    @property
    def label(self):
        return f"poser sa base en {self.cell}"


@attrs.frozen
class LaySecondBase(Step):
    player: int = attrs.field(validator=player)

    def actor(self, match):
        return self.player

    def actions(self, match):
        return [PlaceBase(c) for c in base_cells(match)]

    def resolve(self, match, choice):
        match.pop()
        match.emit(BasePosee(self.player, choice.cell))
        match.push(PlaceUnits(match.first, STARTING_UNITS), PlaceUnits(1 - match.first, STARTING_UNITS))


# --- the first three units ---------------------------------------------------------------
def start_cells(match, player: int) -> list[str]:
    """The free non-water tiles nearest to ``player``'s base (ties all offered)."""
    base = match.bases[player]
    free = [c for c in match.free_tiles() if match.board[c] != WATER]
    if not free:
        return []
    near = min(carte.distance(base, c) for c in free)
    return sorted((c for c in free if carte.distance(base, c) == near), key=carte.coords)


@attrs.frozen
class PlaceUnit(Action):
    card: str
    cell: str

    @property
    def label(self):
        return f"placer {self.card} en {self.cell}"


@attrs.frozen
class PlaceUnits(Step):
    player: int = attrs.field(validator=player)
    left: int = attrs.field(validator=between(0, STARTING_UNITS))

    def actor(self, match):
        return self.player if self.left and self.actions(match) else AUTO

    def actions(self, match):
        # asked again by ``actor`` whenever the core asks who acts: kept with the state's
        # occupation (the units, the map and the bases they follow from, compared by identity)
        occ = occupation(match)
        kept = getattr(match, "__dict__", {}).get("_placing")
        if kept is not None and kept[0] == self and kept[1] is occ and occ.frozen:
            return kept[2]
        cards = sorted({u.card for u in occ.reserve[self.player]})
        found = [interned(PlaceUnit, k, c) for c in start_cells(match, self.player) for k in cards]
        if hasattr(match, "__dict__"):
            match.__dict__["_placing"] = (self, occ, found)
        return found

    def resolve(self, match, choice):
        uid = next(u.uid for u in match.in_reserve(self.player) if u.card == choice.card)
        match.emit(UnitePlacee(uid, choice.cell))
        if self.left > 1:
            match.replace_top(PlaceUnits(self.player, self.left - 1))
        else:
            self.run(match)

    def run(self, match):
        match.pop()
        if not match.stack:  # both players have placed: the first turn begins
            from .tour import Turn

            match.push(Turn(match.first))
