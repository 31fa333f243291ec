"""The Pocket-Tactics match: its state as plain data and the helpers procedures use.

The state is the map (``board``: cell → terrain or base name), the two bases,
the bag of terrain tiles, the 22 units (:class:`~.etat.Unit`), whose turn it is,
and the attack in progress. The procedure itself is the core's stack of steps
(:mod:`.mise_en_place`, :mod:`.tour`, :mod:`.attaque`...).
"""

from __future__ import annotations

import attrs

from rulekit import Match
from rulekit.save import since
from rulekit.dsl import World
from rulekit.frozen import FrozenDict, FrozenList, frozen_dict, frozen_list
from rulekit.validators import natural, player

from . import carte, unites
from .etat import Combat, Unit
from .occupation import occupation
from .regles import BAG, CAPTURED, DEFAULT_MAX_TURNS, FACTIONS, WATER

_IN_PLAY: dict[tuple, tuple] = {}  # the factions and army size -> their units' (bearer, ability) pairs


def _attack_steps() -> tuple:
    """:class:`~.attaque.Beat` and :class:`~.attaque.Settle` (imported on first use: :mod:`.attaque`
    imports this module's neighbours), kept for :meth:`PocketTactics.being_taken`."""
    global _ATTACK_STEPS
    if _ATTACK_STEPS is None:
        from .attaque import Beat, Settle

        _ATTACK_STEPS = (Beat, Settle)
    return _ATTACK_STEPS


_ATTACK_STEPS = None


def army(factions) -> list[Unit]:
    """Both players' units, in reserve: each faction's cards, as many of each as its count."""
    units = []
    for player, key in enumerate(factions):
        for c in unites.faction(key).cards:
            units += [Unit(len(units) + i, player, c.name) for i in range(c.count)]
    return units


@attrs.define(eq=True)
class PocketTactics(World, Match):
    # Never changed in place (rulekit.frozen): an event replaces them, so the undo snapshot of
    # every step and the clones share them, and :func:`~.occupation.occupation` knows them by identity.
    factions: list[str] = attrs.field(factory=lambda: FrozenList(FACTIONS), converter=frozen_list)
    first: int = attrs.field(default=0, validator=player)
    board: dict[str, str] = attrs.field(factory=FrozenDict, converter=frozen_dict)
    bases: list[str] = attrs.field(factory=lambda: FrozenList(["", ""]), converter=frozen_list)
    bag: dict[str, int] = attrs.field(factory=lambda: FrozenDict(BAG), converter=frozen_dict)
    last_tile: str = ""
    units: list[Unit] = attrs.field(factory=FrozenList, converter=frozen_list)
    turn: int = attrs.field(default=0, validator=natural)
    combat: Combat | None = None
    #: the turns each limited ability was used in (« Une fois par partie, … »: rulekit.dsl.utilisations)
    utilisations: dict[str, list[int]] = attrs.field(factory=FrozenDict, converter=frozen_dict, metadata=since(3))

    # --- creation -------------------------------------------------------------
    def start(self) -> None:
        from .mise_en_place import begin

        self.factions = self.options.get("factions", FACTIONS)  # typed by Game.options
        self.units = army(self.factions)
        begin(self)

    @property
    def max_turns(self) -> int:
        return self.options.get("max_turns", DEFAULT_MAX_TURNS)

    # --- reading the state ------------------------------------------------------
    def faction(self, player: int):
        return unites.faction(self.factions[player])

    def base_name(self, player: int) -> str:
        return self.faction(player).base

    def card(self, uid: int):
        u = self.units[uid]
        return unites.card(u.card, self.factions[u.player])

    def name(self, uid: int) -> str:
        u = self.units[uid]
        return f"{u.card} (J{u.player + 1})"

    def describe(self, cell: str) -> str:
        uid = self.unit_at(cell)
        if uid is not None:
            return f"{self.name(uid)} en {cell}"
        for p, b in enumerate(self.bases):
            if b == cell:
                return f"la base « {self.base_name(p)} » (J{p + 1}) en {cell}"
        return cell

    def occupancy(self) -> dict[str, int]:
        """Cell -> uid of the unit on it, in unit order."""
        return {u.where: u.uid for u in self.units if "," in u.where}

    def unit_at(self, cell: str) -> int | None:
        occ = occupation(self)
        if occ.first:
            return occ.at.get(cell)
        for u in self.units:  # a tile held twice (a broken state): the first unit, as always
            if u.where == cell:
                return u.uid
        return None

    def base_owner(self, cell: str) -> int | None:
        for p, b in enumerate(self.bases):
            if b == cell:
                return p
        return None

    def is_base(self, cell: str) -> bool:
        return cell in self.bases

    def terrain(self, cell: str) -> str | None:
        return self.board.get(cell)

    def terrain_of(self, unit) -> str | None:
        """The terrain of the tile a unit stands on (None off the map): the attack's queries say it."""
        return self.board.get(self.units[unit].where)

    def alive(self, unit) -> bool:
        """On the map (« en jeu », « en vie », « sur la carte »): not in its reserve, not captured."""
        return "," in self.units[unit].where

    def on_map(self, player: int | None = None) -> list[Unit]:
        if player is None:
            return [u for u in self.units if "," in u.where]
        return list(occupation(self).on_map[player])

    def in_reserve(self, player: int) -> list[Unit]:
        return list(occupation(self).reserve[player])

    def cells(self) -> list[str]:
        """The map's cells in a fixed order (by coordinates: a save does not keep dict order)."""
        return list(occupation(self).cells)

    def free_tiles(self) -> list[str]:
        """Tiles a unit may stand on: terrain tiles (not bases) with no unit."""
        return list(occupation(self).free_list)

    def allies_adjacent(self, cell: str, player: int, exclude=()) -> list[int]:
        occ = occupation(self).at
        out = []
        for n in carte.neighbours(cell):
            uid = occ.get(n)
            if uid is not None and self.units[uid].player == player and uid not in exclude:
                out.append(uid)
        return out

    # --- the world of compiled abilities (docs/DSL.md): units are uids, tiles cells ---
    def current_turn(self) -> int:
        return self.turn

    def owner(self, unit) -> int:
        return self.units[unit].player

    def unit_name(self, unit) -> str:
        return self.units[unit].card

    def unit_type(self, unit) -> str:
        return self.card(unit).type

    def unit_label(self, unit) -> str:
        """Unique among the units (the DSL's choices list units one by one): a card with
        several copies gets its number, « Homme-Bête Stalker n°2 (J2) »."""
        u = self.units[unit]
        same = [v.uid for v in self.units if v.player == u.player and v.card == u.card]
        number = f" n°{same.index(unit) + 1}" if len(same) > 1 else ""
        return f"{u.card}{number} (J{u.player + 1})"

    def adjacent_units(self, unit) -> list[int]:
        where = self.units[unit].where
        if "," not in where:
            return []
        occ = occupation(self).at
        return [occ[n] for n in carte.neighbours(where) if n in occ]

    def tiles(self, terrain: str | None = None, free: bool | None = None) -> list[str]:
        occ = occupation(self)
        cells = occ.terrain_tiles(terrain)
        if free is None:
            return list(cells)
        at, taken = occ.at, self.being_taken()
        return [c for c in cells if (c not in at and c not in taken) == free]

    def being_taken(self) -> list[str]:
        """The tile a close attacker that beat its defender is about to take (« l'unité
        victorieuse se déplace pour prendre sa place »): empty between the capture and the move,
        but not free for an ability acting in between (README reading 27). It is a pending
        :class:`~.attaque.Settle` whose attacker is on its tile and not about to be beaten."""
        Beat, Settle = _attack_steps()
        out = []
        for i, s in enumerate(self.stack):
            if isinstance(s, Settle) and s.combat.close and s.combat.base < 0:
                c = s.combat
                doomed = any(isinstance(b, Beat) and b.uid == c.attacker for b in self.stack[i + 1:])
                if self.units[c.attacker].where == c.origin and not doomed:
                    out.append(c.target)
        return out

    def captured(self, player: int) -> list[int]:
        """``player``'s own units that the opponent has captured."""
        return [u.uid for u in self.units if u.where == CAPTURED and u.player == player]

    def place(self, unit, tile) -> None:
        from .etat import UniteReplacee

        self.emit(UniteReplacee(unit, tile))

    def swap(self, a, b) -> None:
        from .deplacement import push_water_test
        from .etat import Permutation

        self.emit(Permutation(a, b))
        for unit in (b, a):  # arriving on water by a swap is arriving on water
            if self.board.get(self.units[unit].where) == WATER:
                push_water_test(self, unit)

    def reachable(self, unit, distance: int) -> list[str]:
        from .deplacement import destinations, may_move

        if not may_move(self, unit):
            return []
        return sorted(destinations(self, unit, distance), key=carte.coords)

    def move(self, unit, tile) -> None:
        from .deplacement import arrive

        arrive(self, unit, self.units[unit].where, tile)

    def after_action(self, step) -> None:
        """Just above the turn's end: after the rest of the current action (an attack's outcome)."""
        from .tour import EndTurn

        ends = [i for i, s in enumerate(self.stack) if isinstance(s, EndTurn)]
        if ends:
            self.stack.insert(ends[-1] + 1, step)
        else:
            self.push(step)

    # --- abilities -----------------------------------------------------------------
    def abilities_in_play(self):
        """Every unit's abilities (on the map, in reserve or captured: each ability's own
        conditions say when it acts), by player, then unit order, then file order. The units
        follow from the factions: worked out once per pair of factions and size of the army."""
        kept = self.__dict__.get("_in_play")  # asked at every event and step: the last answer, while it holds
        if kept is not None and kept[0] is self.factions and kept[1] == len(self.units) and kept[2] is _IN_PLAY:
            return kept[3]
        key = (*self.factions, len(self.units))
        found = _IN_PLAY.get(key)
        if found is None:
            found = _IN_PLAY[key] = tuple((u.uid, a) for u in self.units for a in self.card(u.uid).abilities)
        if type(self.factions) is FrozenList:  # never changed in place: known by identity
            self.__dict__["_in_play"] = (self.factions, len(self.units), _IN_PLAY, found)
        return found

    # --- reading --------------------------------------------------------------------
    def render_text(self) -> str:
        from .texte import draw

        return draw(self)
