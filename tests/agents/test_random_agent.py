"""The random agent and random play never concede (an action marked ``concession``)
unless nothing else is legal; conceding stays an action for every other agent."""

import random

import attrs
import pytest

import rulekit
from rulekit import Action
from rulekit.agents import RandomAgent
from rulekit.events import MatchEnded
from rulekit.match import is_concession, random_action
from rulekit.simulate import simulate


@attrs.frozen
class Coup(Action):
    nom: str

    @property
    def label(self):
        return self.nom


@attrs.frozen
class Ceder(Action):
    label = "céder"
    concession = True


def test_random_action_leaves_concessions_aside_unless_alone():
    rng = random.Random(0)
    actions = [Coup("a"), Ceder(), Coup("b")]
    assert not any(is_concession(random_action(actions, rng)) for _ in range(200))
    assert random_action([Ceder()], rng) == Ceder()
    assert is_concession(Ceder()) and not is_concession(Coup("a"))


class Table:
    def __init__(self, actions):
        self.actions = actions

    def legal_actions(self):
        return self.actions


def test_the_random_agent_does_not_concede_and_is_reproducible_per_step():
    agent = RandomAgent(seed=4)
    table = Table([Coup(str(i)) for i in range(9)] + [Ceder()])
    assert not any(is_concession(agent.step(table)) for _ in range(300))
    agent.reseed(17)
    first = [agent.step(table) for _ in range(5)]
    agent.reseed(17)
    assert [agent.step(table) for _ in range(5)] == first


def test_pocket_battles_marks_conceding_and_random_matches_end_by_the_battle():
    game = rulekit.load_game("pocket_battles")
    for seed in range(12):
        match = game.new_match(seed=seed).play_random(random.Random(seed))
        reason = next(e.reason for e in reversed(match.events) if isinstance(e, MatchEnded))
        assert "cède" not in reason, (seed, reason)


def test_conceding_is_still_an_action_marked_as_such():
    match = rulekit.load_game("pocket_battles").new_match(seed=5)
    rng = random.Random(5)
    while not any(a.label == "céder la bataille" for a in match.legal_actions()):
        if match.current_player is rulekit.CHANCE:
            match.apply(rulekit.chance.sample(match.chance_outcomes(), rng))
        else:
            match.apply(random_action(match.legal_actions(), rng))
    [cede] = [a for a in match.legal_actions() if is_concession(a)]
    assert cede.label == "céder la bataille"


def test_the_library_simulation_refuses_the_human_agent_too():
    with pytest.raises(rulekit.RulekitError, match="'human'"):
        simulate("pocket_tactics", 2, agent_names=("human", "random"), workers=2)
