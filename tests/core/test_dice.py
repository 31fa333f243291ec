"""Dice: one chance node over sorted tuples, checked against brute-force enumeration."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from rulekit import CHANCE, Dice, dice_distribution
from rulekit.steps import ChooseReroll, Reroll, RerollAll, RerollDie, Roll
from rulekit.testing.table import table_with


def brute(n, sides):
    counts = Counter(tuple(sorted(r)) for r in itertools.product(range(1, sides + 1), repeat=n))
    total = sides**n
    return {k: Fraction(v, total) for k, v in counts.items()}


@pytest.mark.parametrize("n,sides", [(0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (3, 2), (5, 3)])
def test_distribution_matches_brute_force(n, sides):
    dist = dict(dice_distribution(n, sides))
    assert dist == brute(n, sides)
    assert sum(dist.values()) == 1
    assert all(list(k) == sorted(k) for k in dist)


def test_roll_is_one_chance_node_and_stores_sorted_values():
    t = table_with(Roll(3, "attaque"))
    assert t.current_player is CHANCE
    outcomes = t.chance_outcomes()
    assert len(outcomes) == 56  # C(8, 3) sorted triples
    t.apply(Dice((2, 5, 5)))
    assert t.rolls["attaque"] == (2, 5, 5)
    assert t.current_player == 0
    assert t.events[-1].key == "attaque"


def test_zero_dice_is_no_chance_node():
    t = table_with(Roll(0, "défense"))
    assert t.current_player == 0 and t.rolls["défense"] == ()


def test_reroll_one_die_distribution_matches_brute_force():
    # Reroll the 2 in (2, 5, 5): the result is {5, 5, x} for x uniform.
    t = table_with(Reroll("a", (0,)), rolls={"a": (2, 5, 5)})
    results = {}
    for outcome, p in t.chance_outcomes():
        c = t.clone()
        c.apply(outcome)
        results[c.rolls["a"]] = results.get(c.rolls["a"], 0) + p
    expected = {}
    for x in range(1, 7):
        key = tuple(sorted((5, 5, x)))
        expected[key] = expected.get(key, 0) + Fraction(1, 6)
    assert results == expected


def test_reroll_all_distribution_equals_fresh_roll():
    t = table_with(Reroll("a", (0, 1)), rolls={"a": (1, 1)})
    results = {}
    for outcome, p in t.chance_outcomes():
        c = t.clone()
        c.apply(outcome)
        results[c.rolls["a"]] = results.get(c.rolls["a"], 0) + p
    assert results == brute(2, 6)


def test_choose_reroll_offers_each_value_once_and_decline():
    t = table_with(ChooseReroll(1, "def"), rolls={"def": (3, 3, 6)})
    assert t.current_player == 1
    labels = [a.label for a in t.legal_actions()]
    assert labels == ["relancer un 3 (def)", "relancer un 6 (def)", "renoncer (relance)"]
    t.apply(RerollDie("def", 6))
    assert t.current_player is CHANCE
    t.apply(Dice((1,)))
    assert t.rolls["def"] == (1, 3, 3)


def test_forced_reroll_of_an_opponents_die():
    # Player 0 forces a reroll of player 1's die: same step, the opponent's key.
    t = table_with(ChooseReroll(0, "défense joueur 2"), rolls={"défense joueur 2": (6,)})
    assert t.current_player == 0
    t.apply(RerollDie("défense joueur 2", 6))
    t.apply(Dice((2,)))
    assert t.rolls["défense joueur 2"] == (2,)


def test_choose_reroll_whole():
    t = table_with(ChooseReroll(0, "a", whole=True), rolls={"a": (1, 2)})
    assert [a.label for a in t.legal_actions()] == ["relancer tous les dés (a)", "renoncer (relance)"]
    t.apply(RerollAll("a"))
    assert len(t.chance_outcomes()) == 21


@pytest.mark.parametrize("n, sides", [(0, 6), (1, 6), (2, 6), (3, 4), (5, 6)])
def test_dice_sum_by_convolution_is_the_sorted_outcomes_summed(n, sides):
    """The convolution agrees with the enumeration of every sorted outcome of the throw."""
    from rulekit.chance import dice_sum

    summed = {}
    for values, p in dice_distribution(n, sides):
        summed[sum(values)] = summed.get(sum(values), 0) + p
    assert dice_sum(n, sides) == summed


def test_convolve_combines_independent_distributions():
    import operator

    from rulekit.chance import convolve, dice_sum

    d6 = dice_sum(1)
    difference = convolve(d6, d6, operator.sub)
    assert list(difference) == list(range(-5, 6))
    assert difference[0] == Fraction(1, 6) and difference[5] == Fraction(1, 36)
    assert convolve(d6, d6) == dice_sum(2)


def test_a_throws_outcomes_are_built_once_and_sampled_as_before():
    """dice_outcomes hands out fresh lists of the same records; sampling them looks up the
    running totals and draws exactly what adding the probabilities one by one draws."""
    import random

    from rulekit.chance import dice_outcomes, sample

    first, second = dice_outcomes(3), dice_outcomes(3)
    assert first is not second and all(a[0] is b[0] for a, b in zip(first, second))
    plain = list(first)
    assert not hasattr(plain, "cumulative")
    for seed in range(200):
        assert sample(first, random.Random(seed)) is sample(plain, random.Random(seed))


def test_a_throws_outcomes_are_shared_by_the_steps_and_copied_on_demand():
    """A roll's step hands the core the one list of a throw's outcomes (it refuses changes); a
    copy may be changed, with the same outcomes."""
    import pytest

    from rulekit.chance import Distribution, dice_outcomes, throw

    shared = throw(2)
    assert throw(2) is shared and shared.outcomes == tuple(o for o, _ in shared)
    with pytest.raises(TypeError, match="never changed in place"):
        shared.append((None, 0))
    mine = shared.copy()
    mine.pop()
    assert type(mine) is Distribution and len(mine) == len(shared) - 1
    assert dice_outcomes(2) == list(shared) and dice_outcomes(2) is not shared


def test_chance_outcomes_hands_on_a_throws_shared_list_and_copies_any_other(toy_game):
    """``chance_outcomes`` gives a throw's shared outcomes as they are (a change raises and leaves
    the match as it was) and a copy of any other list a step gives, which the caller may change."""
    import attrs
    import pytest

    from rulekit import CHANCE
    from rulekit.chance import Shared
    from rulekit.match import Match
    from rulekit.records import Step

    match = toy_game.new_match(seed=3)
    while match.current_player is not CHANCE:
        match.apply(match.legal_actions()[0])
    handed = match.chance_outcomes()
    assert isinstance(handed, Shared) and match.chance_outcomes() is handed
    with pytest.raises(TypeError, match="never changed in place"):
        handed.clear()
    assert len(match.chance_outcomes()) == 6

    @attrs.frozen
    class Toss(Step):  # a step whose outcomes are a plain list of its own
        def actor(self, match):
            return CHANCE

        def outcomes(self, match):
            return [("pile", 1), ("face", 1)]

    @attrs.define(eq=True)
    class Coin(Match):
        def start(self):
            self.push(Toss())

    coin = Coin.setup(toy_game)
    mine = coin.chance_outcomes()
    mine.clear()
    assert coin.chance_outcomes() == [("pile", 1), ("face", 1)]


def test_probabilities_as_floats_are_worked_out_once_per_distribution():
    """OpenSpiel takes floats: a throw's shared outcomes convert their Fractions once."""
    from rulekit.chance import Distribution, probabilities, throw

    shared = throw(2)
    floats = probabilities(shared)
    assert floats == tuple(float(p) for _, p in shared) and probabilities(throw(2)) is floats
    assert probabilities([("a", Fraction(1, 3)), ("b", Fraction(2, 3))]) == (1 / 3, 2 / 3)
    copy = shared.copy()
    assert isinstance(copy, Distribution) and probabilities(copy) == floats
