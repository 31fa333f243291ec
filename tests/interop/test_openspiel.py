"""Every rulekit game inside OpenSpiel: OpenSpiel's own checks and its Python MCTS bot.

open_spiel is in the ``test`` extra (a binary wheel), so these tests always run.
"""

import random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import mcts

import rulekit
from rulekit.interop import openspiel as rk_openspiel

TOY = "course_de_des"


def load(game):
    rk_openspiel.register()
    return pyspiel.load_game("rulekit_" + game.name)


def test_every_installed_game_is_registered(toy_game):
    names = rk_openspiel.register()
    registered = {g.short_name for g in pyspiel.registered_games()}
    for name in (n for n, g in rulekit.games().items() if g.playable):
        assert "rulekit_" + name in names and "rulekit_" + name in registered


def test_random_sim_test(game):
    """OpenSpiel's own check, serialization included (the game string and each state's save)."""
    sims = 20 if game.name == TOY else 2
    pyspiel.random_sim_test(load(game), num_sims=sims, serialize=True, verbose=False)


def test_game_string_round_trips(game):
    os_game = load(game)
    again = pyspiel.load_game(str(os_game))
    assert str(again) == str(os_game)
    assert again.new_initial_state().match == game.new_match(seed=0)


def test_ids_are_ranks_of_the_sorted_labels(game):
    os_game = load(game)
    state = os_game.new_initial_state()
    match = game.new_match(seed=0)
    rng = random.Random(1)
    for _ in range(60):
        if state.is_terminal():
            break
        assert str(state) == str(rk_openspiel.RulekitState(os_game, match.clone()))
        if state.is_chance_node():
            outcomes = match.chance_outcomes()
            got = state.chance_outcomes()
            assert [i for i, _ in got] == list(range(len(outcomes)))
            assert [p for _, p in got] == pytest.approx([float(p) for _, p in outcomes])
            i = rng.randrange(len(got))
            match.apply(outcomes[i][0])
        else:
            labels = sorted(a.label for a in match.legal_actions())
            ids = state.legal_actions()
            assert ids == list(range(len(labels)))
            assert [state.action_to_string(i) for i in ids] == labels
            i = rng.randrange(len(ids))
            match.apply([a for a in match.legal_actions() if a.label == labels[i]][0])
        state.apply_action(i)
    assert state.is_terminal() == match.is_over


def test_a_state_follows_its_match_moved_on_directly(toy_game):
    """What a state remembers of its position (who acts, the choices behind the ids) is
    forgotten as soon as its match moves on, through the state or the match itself; a clone
    remembers its own."""
    state = load(toy_game).new_initial_state()
    assert state.current_player() == 0 and [state.action_to_string(i) for i in state.legal_actions()] == [
        "lancer le dé", "s'arrêter"]
    copy = state.clone()
    lancer = [a for a in state.match.legal_actions() if a.label == "lancer le dé"][0]
    state.match.apply(lancer)  # not through the state
    assert state.is_chance_node() and state.legal_actions() == list(range(6))  # the outcomes
    assert [p for _, p in state.chance_outcomes()] == pytest.approx([1 / 6] * 6)
    assert copy.current_player() == 0 and copy.legal_actions() == [0, 1]
    copy.apply_action(1)  # s'arrêter
    assert copy.current_player() == 1 and state.is_chance_node()


def test_questions_asked_from_python_answer_as_pyspiel_would(game):
    """``is_chance_node`` and ``legal_actions`` answer in Python without going through pyspiel's
    C++ (which asks ``current_player`` back): at every step of random matches, the same answers
    as pyspiel's own, for whoever acts and for every player."""
    os_game = load(game)
    rng = random.Random(2)
    for _ in range(2 if game.name != TOY else 10):
        state = os_game.new_initial_state()
        for _ in range(400):
            assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
            assert state.legal_actions() == pyspiel.State.legal_actions(state)
            for player in range(os_game.num_players()):
                assert state.legal_actions(player) == pyspiel.State.legal_actions(state, player)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))


def test_a_step_put_on_top_by_hand_is_seen(toy_game):
    """What a state remembers is checked against the step on top of its match: a step pushed
    by hand, even straight onto the stack, is what the state answers for."""
    state = load(toy_game).new_initial_state()
    assert state.current_player() == 0
    roll = rulekit.steps.Roll(1, "dé")
    state.match.stack.append(roll)  # not through ``push``, which forgets at once
    assert state.is_chance_node() and state.current_player() == pyspiel.PlayerId.CHANCE
    assert state.legal_actions() == list(range(6))
    state.match.stack.pop()
    assert state.current_player() == 0 and state.legal_actions() == [0, 1]


def test_returns_and_utility(toy_game):
    state = load(toy_game).new_initial_state()
    assert state.current_player() == 0
    while not state.is_terminal():
        # player 0 always rolls, player 1 always stops: player 0 wins.
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[-1][0])
        else:
            state.apply_action(0 if state.current_player() == 0 else 1)
    assert state.returns() == [1.0, -1.0]
    game = load(toy_game)
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)


def test_parameters_seed_and_options(toy_game):
    game = pyspiel.load_game("rulekit_course_de_des", {"seed": 9})
    assert game.new_initial_state().match.seed == 9


@pytest.mark.parametrize("given", ["orks,space_marines", "orks+space_marines"])
def test_a_list_option_in_the_game_string(given):
    """epic_ref's factions option is a comma-separated text: '+' in the game string."""
    game = pyspiel.load_game("rulekit_epic_ref", {"factions": given, "seed": 2})
    assert "factions=orks+space_marines" in str(game)
    assert game.options["factions"] == "orks,space_marines"
    expected = rulekit.load_game("epic_ref").new_match(seed=2, factions="orks,space_marines")
    assert pyspiel.load_game(str(game)).new_initial_state().match == expected


def test_limits_come_from_the_hook_and_are_enforced(toy_game):
    class Limits:
        @rulekit.hookimpl
        def rulekit_limits(self, game):
            return {"max_actions": 1, "max_game_length": 7} if game == TOY else None

    plugin = Limits()
    rulekit.register(plugin)
    try:
        game = pyspiel.load_game("rulekit_course_de_des", {"seed": 1})
        assert game.num_distinct_actions() == 1 and game.max_game_length() == 7
        with pytest.raises(rk_openspiel.LimitExceeded, match="max_actions=1"):
            game.new_initial_state().legal_actions()
    finally:
        rulekit.unregister(plugin)


def play_bots(os_game, bots, rs):
    state = os_game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            ids, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rs.choice(ids, p=np.array(probs) / sum(probs))))
        else:
            action = bots[state.current_player()].step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
    return state.returns()


def test_python_mcts_bot_plays_a_match(game):
    """OpenSpiel's Python MCTS bot plays a whole match, leaves scored by the game's heuristic."""
    os_game = load(game)
    rs = np.random.RandomState(3)
    evaluator = rk_openspiel.HeuristicEvaluator(seed=3)
    bots = [mcts.MCTSBot(os_game, 1.4, 8, evaluator, random_state=rs) for _ in range(2)]
    assert sorted(play_bots(os_game, bots, rs)) in ([-1.0, 1.0], [0.0, 0.0])


def test_python_mcts_bot_with_random_rollouts(toy_game):
    """OpenSpiel's own random-rollout evaluator works too (rollouts to the end: the toy game)."""
    os_game = load(toy_game)
    rs = np.random.RandomState(4)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    bots = [mcts.MCTSBot(os_game, 1.4, 30, evaluator, random_state=rs) for _ in range(2)]
    assert sorted(play_bots(os_game, bots, rs)) in ([-1.0, 1.0], [0.0, 0.0])
