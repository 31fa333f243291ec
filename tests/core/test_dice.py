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
