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
from rulekit.chance import throw
from rulekit.validators import player as a_player

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
    player: int = attrs.field(validator=a_player)

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
    player: int = attrs.field(validator=a_player)

    def actor(self, match):
        return CHANCE

    def outcomes(self, match):
        return throw(1)

    def resolve(self, match, choice):
        match.pop()
        value = choice.values[0]
        match.emit(Points(self.player, value, match.scores[self.player] + value))


@attrs.frozen
class Suite(AutoStep):
    """End condition, then turn order: the other player decides next."""

    player: int = attrs.field(validator=a_player)

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


def scores_valides(match):
    """Scores only grow by a die (1–6) from 0, so none passes TARGET + 5."""
    assert all(0 <= s < TARGET + 6 for s in match.scores), f"score hors limites : {match.scores}"


def decisions_bornees(match):
    assert 0 <= match.decisions <= MAX_DECISIONS, f"{match.decisions} décisions"


def procedure(match):
    """Until the end, the stack is a decision, or the end of a decision (``Suite``) with, above
    it, the roll of the same player's die."""
    if match.over:
        return
    shape = [type(s).__name__ for s in match.stack]
    assert shape in (["Decision"], ["Suite"], ["Suite", "Jet"]), f"the stack is {shape}"
    assert len({s.player for s in match.stack}) == 1, f"two players' steps on the stack: {match.stack}"


INVARIANTS = (scores_valides, decisions_bornees, procedure)

SCENARIO_KEYS = {"joueur", "scores", "décisions"}


def scenario(description, seed=0):
    """``{"joueur": 0|1, "scores": [a, b], "décisions": n}``: player ``joueur`` to decide."""
    from rulekit import ScenarioError

    if not isinstance(description, dict):
        raise ScenarioError(f"course_de_des: a scenario is a dict of {sorted(SCENARIO_KEYS)}, not {description!r}")
    unknown = sorted(set(description) - SCENARIO_KEYS)
    if unknown:
        raise ScenarioError(f"course_de_des: unknown key(s) {unknown}; accepted: {sorted(SCENARIO_KEYS)}")
    player = description.get("joueur", 0)
    scores = list(description.get("scores", [0, 0]))
    decisions = description.get("décisions", 0)
    if not isinstance(player, int) or isinstance(player, bool) or player not in (0, 1):
        raise ScenarioError(f"course_de_des: joueur must be 0 or 1, not {player!r}")
    if len(scores) != 2 or not all(isinstance(s, int) and 0 <= s < TARGET for s in scores):
        raise ScenarioError(f"course_de_des: scores must be two integers from 0 to {TARGET - 1}, not {scores!r}")
    if not isinstance(decisions, int) or not 0 <= decisions < MAX_DECISIONS:
        raise ScenarioError(f"course_de_des: décisions must be from 0 to {MAX_DECISIONS - 1}, not {decisions!r}")
    match = CourseDeDes(game=GAME.name, seed=seed, scores=scores, decisions=decisions)
    match.push(Decision(player))
    return match


def heuristic(match, player):
    return (match.scores[player] - match.scores[1 - player]) / TARGET


GAME = Game(
    name="course_de_des",
    title="Course de dés",
    match_class=CourseDeDes,
    factions=(),
    heuristic=heuristic,
    package=__name__,
)


class Plugin:
    """The in-memory plugin: ``rulekit.register(Plugin())``."""

    @rulekit.hookimpl
    def rulekit_games(self):
        return [GAME]

    @rulekit.hookimpl
    def rulekit_scenario(self, game, description, seed):
        return scenario(description, seed) if game == GAME.name else None

    @rulekit.hookimpl
    def rulekit_invariants(self, game):
        return list(INVARIANTS) if game == GAME.name else None


PLUGIN = Plugin()


def register():
    rulekit.register(PLUGIN, name="course_de_des")
