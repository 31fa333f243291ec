"""« Escarmouche »: a tiny game that plays any two faction files of its vocabulary.

Each decision, the player picks one of their units and an enemy: the attacker
rolls ``query("dés de combat", force, unite=attacker)`` dice; any 5 or 6 beats
the target (event ``battu``). The last side standing wins; 200 decisions make a
draw. It exists to prove the authoring story: a faction written only as a data
file, with abilities nobody shipped, plays a match.
"""

from __future__ import annotations

from functools import lru_cache

import attrs

import rulekit
from rulekit import AUTO, Action, Event, Game, Match, Step
from rulekit.dsl import World, load_faction
from rulekit.steps import Roll

MAX_DECISIONS = 200


@lru_cache(maxsize=None)
def faction(path: str):
    return load_faction(path)


@attrs.frozen
class Piece(rulekit.Record):
    name: str
    sorte: str  # the unit type (a record field may not be called "type": the save format uses it)
    owner: int
    force: int


@attrs.frozen
class Attaquer(Action):
    attacker: int
    target: int
    text: str

    @property
    def label(self):
        return self.text


@attrs.frozen
class BattuEsc(Event):
    kind = "battu"
    unit: int
    by: int
    mode: str

    def apply(self, match):
        match.alive.remove(self.unit)

    def text(self, match):
        return f"{match.unit_label(self.unit)} est battu par {match.unit_label(self.by)}."


@attrs.frozen
class Choix(Step):
    player: int

    def actor(self, match):
        return self.player

    def actions(self, match):
        mine = [u for u in match.alive if match.owner(u) == self.player]
        theirs = [u for u in match.alive if match.owner(u) != self.player]
        return [Attaquer(a, t, f"{match.unit_label(a)} attaque {match.unit_label(t)}") for a in mine for t in theirs]

    def resolve(self, match, choice):
        match.pop()
        match.decisions += 1
        n = match.query("dés de combat", match.pieces[choice.attacker].force, unite=choice.attacker)
        key = f"attaque {match.decisions}"
        match.push(Roll(n, key), Resolution(self.player, choice.attacker, choice.target, key))


@attrs.frozen
class Resolution(Step):
    player: int
    attacker: int
    target: int
    key: str

    def actor(self, match):
        return AUTO

    def run(self, match):
        match.pop()
        match.push(Suite(self.player))
        if any(v >= 5 for v in match.rolls.get(self.key, ())):
            match.emit(BattuEsc(self.target, self.attacker, "Mêlée"))


@attrs.frozen
class Suite(Step):
    player: int

    def actor(self, match):
        return AUTO

    def run(self, match):
        match.pop()
        owners = {match.owner(u) for u in match.alive}
        if owners == {self.player}:
            match.finish(self.player, "plus d'ennemis")
        elif owners == {1 - self.player}:
            match.finish(1 - self.player, "plus d'ennemis")
        elif match.decisions >= MAX_DECISIONS:
            match.finish(None, f"{MAX_DECISIONS} décisions")
        else:
            match.push(Choix(1 - self.player))


@attrs.define(eq=True)
class Escarmouche(World, Match):
    pieces: dict[int, Piece] = attrs.Factory(dict)
    alive: list[int] = attrs.Factory(list)
    decisions: int = 0

    def start(self):
        for player, path in enumerate(self.options["factions"]):
            for unit in faction(path).units:
                for _ in range(unit.stats.get("nombre", 1)):
                    uid = len(self.pieces)
                    self.pieces[uid] = Piece(unit.name, unit.stats.get("type", ""), player, unit.stats["force"])
                    self.alive.append(uid)
        self.push(Choix(0))

    def owner(self, unit):
        return self.pieces[unit].owner

    def unit_name(self, unit):
        return self.pieces[unit].name

    def unit_type(self, unit):
        return self.pieces[unit].sorte

    def unit_label(self, unit):
        return f"{self.pieces[unit].name} n°{unit}"

    def abilities_in_play(self):
        out = []
        for u in sorted(self.alive):
            piece = self.pieces[u]
            out += [(u, a) for a in faction(self.options["factions"][piece.owner]).abilities_of(piece.name)]
        return out


def game(factions):
    return Game(name="escarmouche", title="Escarmouche", match_class=Escarmouche, factions=(), package=__name__,
                options={"factions": list(factions)})


class Plugin:
    def __init__(self, g):
        self.g = g

    @rulekit.hookimpl
    def rulekit_games(self):
        return [self.g]
