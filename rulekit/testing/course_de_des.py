"""« Course de dés », the toy game that proves the core needs no real game.

On each decision the player either rolls a die (a chance node, 1–6, added to
their score) or stops (passes without rolling). The turn then goes to the other
player. The first to reach 20 wins; after 60 decisions with no winner the match
is a draw.
"""

from __future__ import annotations

import attrs

import rulekit
from rulekit import CHANCE, Action, AutoStep, Event, Game, Match, Step
from rulekit.chance import dice_distribution
from rulekit.records import Dice

TARGET = 20
MAX_DECISIONS = 60


@attrs.frozen
class Lancer(Action):
    label = "lancer le dé"


@attrs.frozen
class Arreter(Action):
    label = "s'arrêter"


@attrs.frozen
class Points(Event):
    player: int
    points: int
    total: int

    def apply(self, match):
        match.scores[self.player] = self.total

    def text(self, match):
        return f"Joueur {self.player + 1} : +{self.points} (total {self.total})"


@attrs.frozen
class Choix(Event):
    """A decision taken: it counts towards the draw after 60 decisions."""

    player: int
    lancer: bool

    def apply(self, match):
        match.decisions += 1

    def text(self, match):
        return f"Joueur {self.player + 1} {'lance le dé' if self.lancer else 's’arrête'}."


@attrs.frozen
class Decision(Step):
    player: int

    def actor(self, match):
        return self.player

    def actions(self, match):
        return [Lancer(), Arreter()]

    def resolve(self, match, choice):
        match.pop()
        lancer = isinstance(choice, Lancer)
        match.emit(Choix(self.player, lancer))
        match.push(*((Jet(self.player),) if lancer else ()), Suite(self.player))


@attrs.frozen
class Jet(Step):
    player: int

    def actor(self, match):
        return CHANCE

    def outcomes(self, match):
        return [(Dice(v), p) for v, p in dice_distribution(1)]

    def resolve(self, match, choice):
        match.pop()
        value = choice.values[0]
        match.emit(Points(self.player, value, match.scores[self.player] + value))


@attrs.frozen
class Suite(AutoStep):
    """End condition, then turn order: the other player decides next."""

    player: int

    def run(self, match):
        match.pop()
        if match.scores[self.player] >= TARGET:
            match.finish(self.player, f"{TARGET} points atteints")
        elif match.decisions >= MAX_DECISIONS:
            match.finish(None, f"{MAX_DECISIONS} décisions")
        else:
            match.push(Decision(1 - self.player))


@attrs.define(eq=True)
class CourseDeDes(Match):
    scores: list[int] = attrs.Factory(lambda: [0, 0])
    decisions: int = 0

    def start(self):
        self.push(Decision(0))

    def render_text(self):
        return f"scores : {self.scores[0]} – {self.scores[1]}"


def heuristic(match, player):
    return (match.scores[player] - match.scores[1 - player]) / TARGET


GAME = Game(
    name="course_de_des",
    title="Course de dés",
    match_class=CourseDeDes,
    factions=(),
    heuristic=heuristic,
)


class Plugin:
    """The in-memory plugin: ``rulekit.register(Plugin())``."""

    @rulekit.hookimpl
    def rulekit_games(self):
        return [GAME]


PLUGIN = Plugin()


def register():
    rulekit.register(PLUGIN, name="course_de_des")
