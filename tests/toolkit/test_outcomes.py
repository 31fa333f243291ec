"""rulekit.testing.outcomes: every chance outcome from a position, with exact probabilities."""

from fractions import Fraction

import attrs
import pytest

import rulekit
from rulekit import CHANCE, Dice, Match, Step
from rulekit.chance import dice_distribution
from rulekit.testing import TooManyOutcomes, distribution, outcomes, probability, scenario
from rulekit.testing.course_de_des import Arreter, Lancer, Points


@pytest.fixture(autouse=True)
def _toy(toy_game):
    return toy_game


def test_a_decision_is_its_own_only_outcome():
    m = scenario("course_de_des", {"scores": [3, 4]})
    [(state, p)] = outcomes(m)
    assert p == 1 and state == m and state is not m


def test_one_die_gives_six_states_of_one_sixth_and_leaves_the_match_alone():
    m = scenario("course_de_des", {"scores": [3, 4]})
    m.apply(Lancer())
    before = rulekit.dumps(m)
    branches = outcomes(m)
    assert sorted(b.match.scores[0] for b in branches) == [4, 5, 6, 7, 8, 9]
    assert all(b.probability == Fraction(1, 6) for b in branches)
    assert all(b.match.current_player == 1 for b in branches)  # stopped at the next decision
    assert rulekit.dumps(m) == before


def test_until_an_event_takes_decisions_by_label():
    m = scenario("course_de_des", {"joueur": 0, "scores": [0, 0]})
    # player 0 rolls, player 1 rolls: stop once both rolled (two Points events)
    both = lambda s: sum(isinstance(e, Points) for e in s.events) == 2  # noqa: E731
    dist = distribution(m, lambda s: sum(s.scores), until=both, decide="lancer le dé")
    assert dist == {total: p for total, p in dice_distribution_sum()}
    assert sum(dist.values()) == 1


def dice_distribution_sum():
    counts = {}
    for a in range(1, 7):
        for b in range(1, 7):
            counts[a + b] = counts.get(a + b, 0) + 1
    return [(t, Fraction(c, 36)) for t, c in sorted(counts.items(), key=lambda kv: -kv[1])]


def test_until_an_event_class():
    m = scenario("course_de_des", {"joueur": 1, "scores": [0, 15]})
    assert probability(m, lambda s: s.is_over, until=Points, decide="lancer") == Fraction(2, 6)


def test_without_decide_a_walk_stops_at_decisions():
    m = scenario("course_de_des", {"joueur": 1, "scores": [0, 15]})
    [(state, p)] = outcomes(m, until=Points)
    assert state.current_player == 1 and p == 1


def test_a_function_decides_too():
    m = scenario("course_de_des", {"joueur": 1, "scores": [0, 15]})
    assert probability(m, lambda s: s.is_over, until=Points, decide=lambda s: Lancer()) == Fraction(1, 3)
    with pytest.raises(rulekit.RulekitError, match="matches"):
        outcomes(m, until=Points, decide="danser")


def test_bad_until_is_a_type_error():
    m = scenario("course_de_des", {})
    with pytest.raises(TypeError, match="until"):
        outcomes(m, until=3)


def test_limit():
    m = scenario("course_de_des", {"scores": [0, 0]})
    m.apply(Lancer())
    with pytest.raises(TooManyOutcomes):
        outcomes(m, limit=3)


@attrs.frozen
class Piece(Step):
    """A coin whose face is not kept: both outcomes lead to one state."""

    def actor(self, match):
        return CHANCE

    def outcomes(self, match):
        return [(Dice(v), p) for v, p in dice_distribution(1)]

    def resolve(self, match, choice):
        match.pop()
        match.finish(0 if choice.values[0] > 4 else None, "pile")


@attrs.define(eq=True)
class Pile(Match):
    def start(self):
        self.push(Piece())


def test_identical_states_are_merged():
    m = Pile(game="pile")
    m.start()
    branches = outcomes(m)
    assert sorted(b.probability for b in branches) == [Fraction(1, 3), Fraction(2, 3)]
    assert sum(b.probability for b in branches) == 1


def test_arreter_keeps_the_score():
    m = scenario("course_de_des", {"joueur": 0, "scores": [5, 0]})
    assert distribution(m, lambda s: s.scores[0], until=lambda s: s.current_player == 1,
                        decide=lambda s: Arreter()) == {5: 1}


@attrs.frozen
class Relance(Step):
    """Roll a die; a 6 is rolled again (nothing kept but the log); 4–5 wins for player 0."""

    toujours: bool = False

    def actor(self, match):
        return CHANCE

    def outcomes(self, match):
        return [(Dice(v), p) for v, p in dice_distribution(1)]

    def resolve(self, match, choice):
        value = choice.values[0]
        match.emit(Lance(value))
        if value == 6 or self.toujours:
            return  # the same step rolls again
        match.pop()
        match.finish(0 if value >= 4 else 1, "relance")


@attrs.frozen
class Lance(rulekit.Event):
    value: int

    def apply(self, match):
        pass


@attrs.define(eq=True)
class Egalites(Match):
    toujours: bool = False

    def start(self):
        self.push(Relance(self.toujours))


def test_a_roll_made_again_is_summed_exactly():
    m = Egalites(game="egalites")
    m.start()
    assert distribution(m, lambda s: s.winner) == {1: Fraction(3, 5), 0: Fraction(2, 5)}


def test_a_loop_with_no_way_out_is_an_error():
    m = Egalites(game="egalites", toujours=True)
    m.start()
    with pytest.raises(TooManyOutcomes, match="never ends"):
        outcomes(m)
