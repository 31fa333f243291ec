"""Fuzzing ``Match.apply``: anything that is not a legal choice raises IllegalAction and leaves the
state exactly as it was (``rulekit.dumps`` before and after), for every playable game.

Thrown at mid-match states: plain values (ints, texts, None, tuples, lists, dicts, bytes),
actions and chance outcomes of other states of the same game (outcomes at decisions and
actions at chance nodes among them), records of other games, records that are not choices
(steps, events, the bare base classes) and legal actions with one field changed.
"""

import attrs
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import CHANCE, Action, Dice, IllegalAction, Outcome
from rulekit.testing import course_de_des
from rulekit.testing.strategies import matches

course_de_des.register()
GAMES = sorted(name for name, game in rulekit.games().items() if game.playable)
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def test_every_playable_game_is_fuzzed():
    assert {"course_de_des", "epic_ref", "pocket_battles", "pocket_tactics"} <= set(GAMES)


def choices(match):
    return [o for o, _ in match.chance_outcomes()] if match.current_player is CHANCE else match.legal_actions()


def records_of(match):
    """Every record a state holds that a careless caller might hand to apply."""
    found = [*match.legal_actions(), *(o for o, _ in match.chance_outcomes()), *match.stack[-3:],
             *match.events[-3:]]
    return found


def _samples(game, seeds=range(3), steps=(0, 15, 60)):
    from rulekit.testing.strategies import advance
    import random

    found = []
    for seed in seeds:
        match = rulekit.load_game(game).new_match(seed=seed)
        rng = random.Random(seed)
        done = 0
        for target in steps:
            advance(match, rng, target - done)
            done = target
            found += records_of(match)
    return found


OTHER_GAMES = {game: _samples(game) for game in GAMES}

PLAIN = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=10),
    st.binary(max_size=5), st.tuples(st.integers(), st.text(max_size=3)), st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.just(Dice((99,))), st.just(Dice(())),
    st.just(Action()), st.just(Outcome()), st.just(object()),
)
ODD_VALUES = st.one_of(st.none(), st.integers(-2, 99), st.text(max_size=4), st.just(()), st.just((1, "x")),
                       st.floats(allow_nan=True), st.just([]))


def evolved(action):
    """``action`` with one of its fields given an odd value (a record of the right class that
    is not legal)."""
    fields = [a.name for a in attrs.fields(type(action)) if a.init] if attrs.has(type(action)) else []
    if not fields:
        return st.just(action)
    return st.tuples(st.sampled_from(fields), ODD_VALUES).map(
        lambda t: attrs.evolve(action, **{t[0]: t[1]}))


def bogus_for(game, match):
    """What to throw at ``match``: plain values, another game's records, this game's records of
    other states, legal actions with a field changed."""
    others = [r for name, records in OTHER_GAMES.items() if name != game for r in records]
    strategies = [PLAIN, st.sampled_from(others), matches(game, max_steps=80).flatmap(
        lambda other: st.sampled_from(records_of(other) or [None]))]
    legal = choices(match)
    if legal:
        strategies.append(st.sampled_from(legal).flatmap(evolved))
    return st.one_of(strategies)


def check_rejected(match, bogus):
    legal = choices(match)
    if any(bogus == choice for choice in legal):
        assume(False)  # an equal record is legal here: not bogus
    before = rulekit.dumps(match)
    with pytest.raises(IllegalAction) as caught:
        match.apply(bogus)
    assert str(caught.value)  # the message names the action and the legal ones
    assert caught.value.legal == legal
    assert rulekit.dumps(match) == before, "a rejected choice changed the state"


@pytest.mark.parametrize("game", GAMES)
def test_random_objects_are_illegal_and_change_nothing(game):
    @FUZZ
    @given(st.data())
    def check(data):
        match = data.draw(matches(game, max_steps=80), label="match")
        for _ in range(3):
            check_rejected(match, data.draw(bogus_for(game, match), label="bogus"))

    check()


@pytest.mark.parametrize("game", GAMES)
def test_outcomes_at_decisions_and_actions_at_chance_nodes(game):
    """The other kind of choice than the one the state waits for, taken from other states."""
    def other_kind(match, others):
        want_outcome = match.current_player is not CHANCE
        pool = [r for r in others if isinstance(r, Outcome) == want_outcome]
        return st.sampled_from(pool) if pool else st.nothing()

    pool = OTHER_GAMES[game]

    @FUZZ
    @given(st.data())
    def check(data):
        match = data.draw(matches(game, max_steps=80), label="match")
        assume(not match.is_over)
        check_rejected(match, data.draw(other_kind(match, pool), label="other kind"))

    check()


@pytest.mark.parametrize("game", GAMES)
def test_finished_matches_take_nothing(game):
    match = rulekit.load_game(game).new_match(seed=1).play_random()
    for bogus in [None, *OTHER_GAMES[game][:5]]:
        check_rejected(match, bogus)


def test_a_record_whose_label_fails_is_still_rejected_clearly():
    """Found by this fuzzing: the bare ``Action()`` (its label raises NotImplementedError) and
    records whose label cannot be computed escaped apply as that error, not IllegalAction."""
    match = course_de_des.GAME.new_match(seed=0)
    for bogus in (Action(), Outcome(), course_de_des.Points(0, "x", None)):
        with pytest.raises(IllegalAction, match="action illégale : (Action|Outcome|Points)\\("):
            match.apply(bogus)
