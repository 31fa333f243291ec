"""Hypothesis properties of the core, over random toy matches."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import CHANCE
from rulekit.testing import course_de_des
from rulekit.testing.invariants import check_rejection_changes_nothing, core_invariants
from rulekit.testing.strategies import advance, match_states, playthroughs

course_de_des.register()
GAME = course_de_des.GAME


@settings(max_examples=60, deadline=None)
@given(playthroughs(GAME))
def test_matches_terminate_and_every_state_is_well_formed(drawn):
    _, states = drawn
    assert states[-1].is_over
    for state in states:
        core_invariants(state)


@settings(max_examples=60, deadline=None)
@given(match_states(GAME))
def test_round_trip(match):
    assert rulekit.loads(rulekit.dumps(match)) == match


@settings(max_examples=60, deadline=None)
@given(match_states(GAME), st.integers(0, 2**31))
def test_clone_is_independent(match, seed):
    before = rulekit.dumps(match)
    clone = match.clone()
    advance(clone, random.Random(seed))
    assert rulekit.dumps(match) == before


@settings(max_examples=60, deadline=None)
@given(match_states(GAME))
def test_rejected_action_changes_nothing(match):
    from rulekit.records import Dice

    check_rejection_changes_nothing(match, Dice((99,)))
    if match.current_player is CHANCE:
        check_rejection_changes_nothing(match, course_de_des.Lancer())


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31))
def test_same_seed_same_match(seed):
    a = GAME.new_match(seed=seed).play_random(random.Random(seed))
    b = GAME.new_match(seed=seed).play_random(random.Random(seed))
    assert rulekit.dumps(a) == rulekit.dumps(b)
