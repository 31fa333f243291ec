"""A tiny board for testing compiled abilities: tiles on a graph, units on tiles.

Not a game: just enough state (attrs, plain data) for the world methods of
docs/DSL.md, and an ``emit``/``query`` core from rulekit.Match.
"""

from __future__ import annotations

import attrs

import rulekit
from rulekit import Event
from rulekit.dsl import World

PT_VOCAB = "vocabulaire_pocket_tactics.txt"


@attrs.frozen
class Piece(rulekit.Record):
    name: str
    type: str
    owner: int


@attrs.frozen
class Battu(Event):
    kind = "battu"
    unit: int
    by: int | None
    mode: str

    def apply(self, match):
        match.captives.append(self.unit)
        match.where.pop(self.unit, None)

    def text(self, match):
        return f"{match.pieces[self.unit].name} est battu."


@attrs.frozen
class Attaque(Event):
    kind = "attaque"
    attacker: int
    target: int
    mode: str


@attrs.frozen
class Attendre(rulekit.Action):
    label = "attendre"


@attrs.frozen
class Idle(rulekit.Step):
    """The bottom of the stack: player 0 waits (keeps the core's stack non-empty)."""

    def actor(self, match):
        return 0

    def actions(self, match):
        return [Attendre()]

    def resolve(self, match, choice):
        pass


@attrs.define(eq=True)
class TinyMatch(World, rulekit.Match):
    pieces: dict[int, Piece] = attrs.Factory(dict)
    where: dict[int, int] = attrs.Factory(dict)          # unit -> tile
    terrain: dict[int, str] = attrs.Factory(dict)        # tile -> terrain
    edges: list[tuple[int, int]] = attrs.Factory(list)
    captives: list[int] = attrs.Factory(list)
    ability_map: dict[int, list] = attrs.field(factory=dict, eq=False)

    def start(self):
        pass

    # world
    def owner(self, unit):
        return self.pieces[unit].owner

    def unit_name(self, unit):
        return self.pieces[unit].name

    def unit_type(self, unit):
        return self.pieces[unit].type

    def neighbours(self, tile):
        return {b for a, b in self.edges if a == tile} | {a for a, b in self.edges if b == tile}

    def adjacent_units(self, unit):
        if unit not in self.where:
            return []
        near = self.neighbours(self.where[unit])
        return [u for u, t in sorted(self.where.items()) if t in near]

    def tiles(self, terrain=None, free=None):
        occupied = set(self.where.values())
        return [t for t in sorted(self.terrain) if (terrain is None or self.terrain[t] == terrain)
                and (free is None or (t not in occupied) == free)]

    def captured(self, player):
        return [u for u in self.captives if self.owner(u) == player]

    def place(self, unit, tile):
        if unit in self.captives:
            self.captives.remove(unit)
        self.where[unit] = tile

    def swap(self, a, b):
        self.where[a], self.where[b] = self.where[b], self.where[a]

    def abilities_in_play(self):
        return [(u, ab) for u in sorted(self.ability_map) for ab in self.ability_map[u]]


def board(pieces, where, terrain, edges, abilities=None):
    m = TinyMatch(game="tiny", pieces=dict(pieces), where=dict(where), terrain=dict(terrain), edges=list(edges))
    m.ability_map = dict(abilities or {})
    m.stack = [Idle()]
    return m
