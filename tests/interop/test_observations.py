"""Observations and information states in OpenSpiel and PettingZoo, read from
``match.observation(player)`` only; OpenSpiel's RL environment and tabular Q-learning on them."""

import json
import os
import random
import subprocess
import sys

import attrs
import numpy as np
import pyspiel
import pytest
from open_spiel.python import observation as os_observation
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import tabular_qlearner

import rulekit
from rulekit.interop import openspiel as rk_openspiel
from rulekit.interop import vector
from rulekit.interop.pettingzoo import raw_env
from rulekit.testing.course_de_des import GAME, CourseDeDes


def load(name, **params):
    rk_openspiel.register()
    return pyspiel.load_game("rulekit_" + name, params)


def walk(os_game, steps, seed):
    """The states of a seeded random trajectory."""
    state, rng = os_game.new_initial_state(), random.Random(seed)
    for _ in range(steps):
        yield state
        if state.is_terminal():
            return
        ids = [i for i, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        state.apply_action(rng.choice(ids))


def test_strings_and_tensors_are_the_observation(game):
    os_game = load(game.name)
    size = vector.size(game.name)
    assert os_game.observation_tensor_size() == os_game.information_state_tensor_size() == 5 + size
    observer = os_observation.make_observation(os_game)
    assert list(observer.dict) == ["observer", "to_act", "observation"]
    for state in walk(os_game, 40, seed=2):
        for p in range(2):
            expected = vector.vector(state.match, p, size)
            assert np.array_equal(np.array(state.observation_tensor(p), np.float32), expected)
            if game.information == "perfect":
                assert state.information_state_tensor(p) == state.observation_tensor(p)
            observer.set_from(state, p)
            assert np.array_equal(observer.tensor, expected)
            text = state.observation_string(p)
            assert text == vector.describe(state.match, p) and text.startswith(f"player {p}, to act ")
            if game.information == "perfect":
                history = " ".join(map(str, state.history()))
                assert state.information_state_string(p) == f"{text}\nhistory {history}"
            else:  # what p has seen and done, never the other player's ids
                seen = "\n".join(state.match.log(p))
                own = " ".join(str(a.action) for a in state.full_history() if a.player == p)
                assert state.information_state_string(p) == f"{text}\nseen\n{seen}\nplayed {own}"
    assert state.observation_string(0) != os_game.new_initial_state().observation_string(0)


def test_a_different_position_gives_a_different_vector(toy_game):
    m = toy_game.new_match(seed=1)
    other = m.clone()
    other.scores[1] = 7
    assert not np.array_equal(vector.vector(m, 0, 64), vector.vector(other, 0, 64))
    assert not np.array_equal(vector.vector(m, 0, 64), vector.vector(m, 1, 64))  # who observes
    assert vector.vector(m, 0, 3).shape == (8,)  # cut to the size asked


@attrs.define(eq=True)
class HiddenScores(CourseDeDes):
    """The toy game where each player sees only their own score."""

    def observation(self, player):
        return {"mine": self.scores[player], "decisions": self.decisions}


HIDDEN = attrs.evolve(GAME, name="course_cachee", match_class=HiddenScores, information="imperfect")


class HiddenPlugin:
    @rulekit.hookimpl
    def rulekit_games(self):
        return [HIDDEN]


@pytest.fixture
def hidden():
    plugin = HiddenPlugin()
    rulekit.register(plugin)
    yield load(HIDDEN.name)
    rulekit.unregister(plugin)


def test_hidden_information_does_not_leak(hidden):
    kind = hidden.get_type()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.provides_observation_tensor and kind.provides_information_state_string
    assert not kind.provides_information_state_tensor
    a, b = hidden.new_initial_state(), hidden.new_initial_state()
    b.match.scores[1] = 12  # only player 1 may see it
    assert a.observation_string(0) == b.observation_string(0) and "12" not in b.observation_string(0)
    # the game says nothing of what a player reads of its events: its log shows them none
    c = hidden.new_initial_state()
    for state, die in ((a, 3), (b, 3), (c, 5)):
        state.apply_action(0)  # player 0 rolls
        state.apply_action(die)  # a 4 (a 6 in c): player 1 may not see it
    assert a.information_state_string(0) == b.information_state_string(0)
    assert a.information_state_string(1) == c.information_state_string(1)
    assert a.information_state_string(0) != c.information_state_string(0)
    assert a.information_state_string(1).endswith("seen\n\nplayed ")
    assert a.information_state_string(0).endswith("played 0")
    assert a.observation_tensor(0) == b.observation_tensor(0)
    assert a.observation_tensor(1) != b.observation_tensor(1)
    env = raw_env(HIDDEN.name)
    env.reset(seed=1)
    before = env.observe("player_0")["observation"]
    env.match.scores[1] = 12
    assert np.array_equal(env.observe("player_0")["observation"], before)
    assert not np.array_equal(env.observe("player_1")["observation"], before)


CHILD = r"""
import json, sys
import pyspiel
import rulekit.interop.openspiel
game, state = pyspiel.deserialize_game_and_state(sys.stdin.read())
print(json.dumps([str(game), state.observation_string(1), state.information_state_string(0),
                  state.observation_tensor(0)]))
"""


def test_serialized_state_and_observations_in_another_process():
    """A state serialized here (its rulekit save) is the same state in a fresh interpreter with
    another hash seed: same game string, observation and information state strings, tensors."""
    os_game = load("pocket_tactics", seed=4)
    *_, state = walk(os_game, 30, seed=4)
    data = pyspiel.serialize_game_and_state(os_game, state)
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", CHILD], input=data, capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout)
    assert got[:3] == [str(os_game), state.observation_string(1), state.information_state_string(0)]
    assert np.allclose(got[3], state.observation_tensor(0))


def run_qlearning(os_game, episodes):
    """OpenSpiel's RL loop: two tabular Q-learners on rl_environment's information-state tensors."""
    np.random.seed(0)  # the Q-learner explores with numpy's global generator
    env = rl_environment.Environment(os_game, chance_event_sampler=rl_environment.ChanceEventSampler(seed=0))
    assert env.observation_spec()["info_state"] == (os_game.information_state_tensor_size(),)
    n = env.action_spec()["num_actions"]
    agents = [tabular_qlearner.QLearner(player_id=p, num_actions=n) for p in range(2)]
    totals = []
    for _ in range(episodes):
        time_step = env.reset()
        while not time_step.last():
            player = time_step.observations["current_player"]
            time_step = env.step([agents[player].step(time_step).action])
        for agent in agents:
            agent.step(time_step)
        totals.append(time_step.rewards)
    return agents, totals


def test_tabular_qlearning_on_the_toy_game(toy_game):
    """Rolling (id 0) always beats stopping (id 1) in « course de dés »: where the learned
    values differ, Q-learning mostly prefers it, for both players."""
    agents, totals = run_qlearning(load(toy_game.name), episodes=300)
    assert all(sorted(r) in ([-1.0, 1.0], [0.0, 0.0]) for r in totals)
    for agent in agents:
        values = agent._q_values.values()
        assert len(values) > 500  # the states are told apart
        roll, stop = sum(q[0] > q[1] for q in values), sum(q[0] < q[1] for q in values)
        assert roll > 2 * stop, (roll, stop)


def test_tabular_qlearning_runs_on_a_wargame():
    agents, totals = run_qlearning(load("pocket_tactics"), episodes=2)
    assert len(totals) == 2 and all(sorted(r) in ([-1.0, 1.0], [0.0, 0.0]) for r in totals)
    assert len(agents[0]._q_values) > 10  # one entry per information state met


def test_no_observation_is_cut(game):
    """Over a whole random match, every observation fits the game's ``observation_size``."""
    m, rng, most = game.new_match(seed=5), random.Random(5), 0
    while not m.is_over:
        most = max(most, *(len(vector.scalars(m.observation(p), [])) for p in range(2)))
        m.apply(rng.choice(m.legal_actions() or [o for o, _ in m.chance_outcomes()]))
    assert 0 < most <= vector.size(game.name)
