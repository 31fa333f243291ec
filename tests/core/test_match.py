"""The match as data, on the toy game « course de dés »."""

import random
from fractions import Fraction

import pytest

import rulekit
from rulekit import CHANCE, Dice, IllegalAction
from rulekit.testing.course_de_des import Arreter, Lancer
from rulekit.testing.invariants import check_rejection_changes_nothing, run_invariants


def test_first_decision(toy_game):
    m = toy_game.new_match(seed=3)
    assert m.current_player == 0
    assert [a.label for a in m.legal_actions()] == ["lancer le dé", "s'arrêter"]
    assert m.chance_outcomes() == []


def test_rolling_is_a_chance_node(toy_game):
    m = toy_game.new_match(seed=3)
    m.apply(Lancer())
    assert m.current_player is CHANCE
    outcomes = m.chance_outcomes()
    assert [o.values for o, _ in outcomes] == [(v,) for v in range(1, 7)]
    assert all(p == Fraction(1, 6) for _, p in outcomes)
    assert m.legal_actions() == []
    m.apply(Dice((4,)))
    assert m.scores == [4, 0] and m.current_player == 1


def test_illegal_action_lists_legal_ones_and_changes_nothing(toy_game):
    m = toy_game.new_match(seed=3)
    with pytest.raises(IllegalAction) as info:
        m.apply(Dice((4,)))
    assert "lancer le dé" in str(info.value)
    assert info.value.legal == m.legal_actions()
    check_rejection_changes_nothing(m, Dice((4,)))
    m.apply(Lancer())
    check_rejection_changes_nothing(m, Lancer())
    check_rejection_changes_nothing(m, Dice((7,)))


def test_first_to_twenty_wins(toy_game):
    m = toy_game.new_match(seed=1)
    while not m.is_over:
        if m.current_player is CHANCE:
            m.apply(Dice((6,)))
        elif m.current_player == 0:
            m.apply(Lancer())
        else:
            m.apply(Arreter())
    assert m.scores[0] == 24 and m.winner == 0
    assert m.returns() == [1.0, -1.0]
    assert m.current_player is None
    with pytest.raises(IllegalAction):
        m.apply(Lancer())


def test_draw_after_sixty_decisions(toy_game):
    m = toy_game.new_match(seed=1)
    for _ in range(60):
        m.apply(Arreter())
    assert m.is_over and m.winner is None and m.returns() == [0.0, 0.0]
    assert "nul" in m.log()[-1]


def test_clone_is_independent(toy_game):
    m = toy_game.new_match(seed=1)
    c = m.clone()
    c.apply(Lancer())
    c.apply(Dice((5,)))
    assert m.scores == [0, 0] and m.current_player == 0 and m.events == []
    assert c.scores == [5, 0]


def test_events_are_typed_records_in_french(toy_game):
    m = toy_game.new_match(seed=2).play_random(random.Random(2))
    assert all(isinstance(e, rulekit.Event) for e in m.events)
    assert "Fin de la partie" in m.log()[-1]


def test_same_seed_same_match(toy_game):
    a = toy_game.new_match(seed=9).play_random(random.Random(9))
    b = toy_game.new_match(seed=9).play_random(random.Random(9))
    assert a == b and rulekit.dumps(a) == rulekit.dumps(b)


def test_play_random_defaults_to_the_match_seed(toy_game):
    a = toy_game.new_match(seed=11).play_random()
    b = toy_game.new_match(seed=11).play_random()
    assert a.events == b.events


def test_invariant_runner(toy_game):
    finished = run_invariants(toy_game, seeds=range(30))
    assert all(m.is_over for m in finished)


def test_unknown_option_is_an_error(toy_game):
    with pytest.raises(rulekit.OptionError, match="unknown option"):
        toy_game.new_match(seed=1, taille=3)
