"""Every rulekit game as a PettingZoo AEC environment: PettingZoo's own tests, masks, seeds."""

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from rulekit import IllegalAction
from rulekit.interop.pettingzoo import env, raw_env

TOY = "course_de_des"


def cycles(game):
    return 200 if game.name == TOY else 40


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_api_test(game):
    api_test(env(game.name), num_cycles=cycles(game))


def test_seed_test(game):
    seed_test(lambda: env(game.name), num_cycles=cycles(game))


def test_masks_match_the_sorted_legal_actions(game):
    e = raw_env(game.name)
    e.reset(seed=5)
    for agent in e.agent_iter(max_iter=60):
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        labels = e.action_labels()
        assert labels == sorted(a.label for a in e.match.legal_actions())
        assert obs["action_mask"].sum() == len(labels) and obs["action_mask"][: len(labels)].all()
        other = [a for a in e.agents if a != agent]
        for a in other:
            assert e.observe(a)["action_mask"].sum() == 0
        assert e.match.current_player == e.possible_agents.index(agent)  # never a chance node
        e.step(int(np.flatnonzero(obs["action_mask"])[-1]))


def test_reset_seed_fixes_the_match_and_chance(toy_game):
    def play(seed):
        e = raw_env(TOY)
        e.reset(seed=seed)
        for agent in e.agent_iter():
            obs, *_, = e.last()
            if e.terminations[agent]:
                e.step(None)
            else:
                e.step(0)  # always « lancer le dé »
        return e.match.scores, e.match.winner

    assert play(3) == play(3)
    assert len({str(play(s)) for s in range(6)}) > 1


def test_rewards_at_the_end(toy_game):
    e = raw_env(TOY)
    e.reset(seed=1)
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        total[agent] += reward
        e.step(None if terminated else (0 if agent == "player_0" else 1))
    assert total == {"player_0": 1.0, "player_1": -1.0}


def test_illegal_id_raises(toy_game):
    e = raw_env(TOY)
    e.reset(seed=1)
    with pytest.raises(IllegalAction):
        e.step(5)
