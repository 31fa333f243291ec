"""Greedy and MCTS on crafted states of the toy game, and on every installed game."""

import random
import pytest

from rulekit import CHANCE
from rulekit.agents import GreedyAgent, MCTSAgent, RandomAgent, make
from rulekit.agents.evaluation import expectation, heuristic_of
from rulekit.chance import sample
from rulekit.simulate import play_match
from rulekit.testing.course_de_des import Arreter, Lancer


def toy_state(toy_game, scores, player=0):
    """A toy match where ``player`` decides with the given scores."""
    match = toy_game.new_match(seed=0)
    match.scores = list(scores)
    if player == 1:
        match.apply(Arreter())
    return match


def test_make_knows_every_agent():
    for name in ("random", "greedy", "mcts", "human"):
        assert make(name, seed=1).name == name


def test_expectation_is_exact_over_the_chance_node(toy_game):
    match = toy_state(toy_game, [10, 4])
    match.apply(Lancer())
    assert match.current_player is CHANCE
    # (10 + d - 4) / 20 averaged over d = 1..6 is (6 + 3.5) / 20, for player 0.
    value = expectation(match, heuristic_of(match), random.Random(0))
    assert value[0] == pytest.approx(9.5 / 20)
    assert value[1] == pytest.approx(-9.5 / 20)
    assert match.current_player is CHANCE  # untouched


def test_expectation_samples_beyond_its_width(toy_game):
    match = toy_state(toy_game, [10, 4])
    match.apply(Lancer())
    # width 3 < 6 outcomes: an estimate from 3 drawn dice, reproducible from the rng.
    a = expectation(match, heuristic_of(match), random.Random(5), width=3)
    b = expectation(match, heuristic_of(match), random.Random(5), width=3)
    assert a == b
    three_dice = (a[0] * 20 - 6) * 3  # the sum of the 3 dice drawn
    assert three_dice == pytest.approx(round(three_dice))
    assert 3 <= round(three_dice) <= 18


def test_greedy_scores_each_action_by_its_expectation(toy_game):
    match = toy_state(toy_game, [10, 4])
    scores = dict((type(a).__name__, v) for a, v in GreedyAgent(seed=0).scores(match))
    assert scores["Lancer"] == pytest.approx(9.5 / 20)
    assert scores["Arreter"] == pytest.approx(6 / 20)
    assert isinstance(GreedyAgent(seed=0).step(match), Lancer)


def test_greedy_takes_the_sure_win(toy_game):
    match = toy_state(toy_game, [19, 19])
    assert isinstance(GreedyAgent(seed=3).step(match), Lancer)


@pytest.mark.parametrize("seed", range(5))
def test_mcts_finds_the_sure_win_and_avoids_the_sure_loss(toy_game, seed):
    # At 19–19, rolling wins at once; stopping lets the opponent roll and win.
    match = toy_state(toy_game, [19, 19])
    agent = MCTSAgent(seed=seed, simulations=50)
    assert isinstance(agent.step(match), Lancer)
    root = agent.last_root
    assert root.visits == 50
    lancer = [i for i, a in enumerate(root.choices) if isinstance(a, Lancer)][0]
    assert root.children[lancer].mean(0) == 1.0


def test_mcts_chance_nodes_follow_the_probabilities(toy_game):
    match = toy_state(toy_game, [0, 0])
    agent = MCTSAgent(seed=1, simulations=600)
    agent.search(match)
    root = agent.last_root
    lancer = [i for i, a in enumerate(root.choices) if isinstance(a, Lancer)][0]
    chance = root.children[lancer]
    assert chance.player is CHANCE
    assert len(chance.children) == 6
    visits = [c.visits for c in chance.children.values()]
    assert sum(visits) == chance.visits - 1  # the expansion itself stopped at the chance node
    assert min(visits) > chance.visits / 6 * 0.5


def test_mcts_is_reproducible_from_its_seed(toy_game):
    def choices(seed):
        match = toy_game.new_match(seed=4)
        agents = [MCTSAgent(seed=seed, simulations=30), MCTSAgent(seed=seed + 1, simulations=30)]
        picked = []

        class Spy:
            def __init__(self, agent):
                self.agent = agent

            def step(self, m):
                action = self.agent.step(m)
                picked.append(action)
                return action

        play_match(match, [Spy(a) for a in agents], 4)
        return picked, match.winner

    assert choices(1) == choices(1)


def test_mcts_beats_random_on_the_toy_game(toy_game):
    wins = 0
    for seed in range(20):
        for seat in (0, 1):
            match = toy_game.new_match(seed=seed)
            players = [RandomAgent(seed), RandomAgent(seed)]
            players[seat] = MCTSAgent(seed=seed, simulations=40)
            play_match(match, players, seed)
            wins += match.winner == seat
    assert wins >= 34  # of 40: random stops half the time and falls behind


def test_search_agents_play_legal_actions_in_every_game(game):
    """Greedy and a small MCTS choose legal actions in every installed game."""
    for name, agent in (("greedy", GreedyAgent(seed=2, width=50)), ("mcts", MCTSAgent(seed=2, simulations=8))):
        match = game.new_match(seed=11)
        rng = random.Random(11)
        decisions = 0
        while not match.is_over and decisions < 6:
            if match.current_player is CHANCE:
                match.apply(sample(match.chance_outcomes(), rng))
                continue
            action = agent.step(match)
            assert action in match.legal_actions(), name
            match.apply(action)
            decisions += 1
        assert decisions > 0 or match.is_over


def test_every_game_declares_a_heuristic_in_range(game):
    assert game.heuristic is not None, f"{game.name} has no heuristic: greedy and MCTS would play blind"
    match = game.new_match(seed=3)
    rng = random.Random(3)
    for _ in range(200):
        if match.is_over:
            break
        for p in range(match.num_players):
            assert -1.0 <= game.heuristic(match, p) <= 1.0
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
        else:
            match.apply(rng.choice(match.legal_actions()))


def test_mcts_prior_seeds_the_root_with_the_exact_expectation(toy_game):
    match = toy_state(toy_game, [10, 4])
    agent = MCTSAgent(seed=0, simulations=1, prior=7)
    agent.search(match)
    root = agent.last_root
    assert root.visits == 2 * 7 + 1
    by_kind = {type(root.choices[i]).__name__: c for i, c in root.children.items()}
    # UCT sends the one simulation to « lancer » (expected 9.5/20 > 6/20, equal visits).
    assert by_kind["Lancer"].visits == 8
    assert by_kind["Arreter"].visits == 7
    assert by_kind["Arreter"].total[0] == pytest.approx(7 * 6 / 20)


def _noeud(player, visits, total, children=()):
    from rulekit.agents.mcts import Node

    node = object.__new__(Node)
    node.player, node.visits, node.total = player, visits, list(total)
    node.children = dict(enumerate(children))
    node.choices, node.weights, node.untried = list(node.children), [], []
    return node


def test_a_chain_of_one_players_choices_is_worth_its_best_continuation():
    # Player 0 chooses a child where player 0 chooses again between a good option (+1)
    # and a bad one (-1): on average the child is worth 0, but player 0 will take the good
    # option, so with chain_visits it is worth +1. An opponent's choice stays averaged.
    bon, mauvais = _noeud(1, 3, [3.0, -3.0]), _noeud(1, 3, [-3.0, 3.0])
    suite = _noeud(0, 6, [0.0, 0.0], [bon, mauvais])
    moyenne = MCTSAgent(seed=0, chain_visits=0)
    meilleure = MCTSAgent(seed=0, chain_visits=2)
    moyenne._chain, meilleure._chain = 0, 2
    assert moyenne._worth(suite, 0, 0) == 0.0
    assert meilleure._worth(suite, 0, 0) == 1.0
    adverse = _noeud(1, 6, [0.0, 0.0], [bon, mauvais])
    assert meilleure._worth(adverse, 0, 0) == 0.0
    # options visited fewer than chain_visits times do not count
    assert MCTSAgent(seed=0)._worth(suite, 0, 0) == 0.0
    meilleure._chain = 4
    assert meilleure._worth(suite, 0, 0) == 0.0


def test_the_game_sets_the_search_unless_the_agent_does():
    from rulekit import load_game

    epic = load_game("epic_ref").new_match(seed=1)
    tactics = load_game("pocket_tactics").new_match(seed=1)
    for match, attendu in ((epic, 2), (tactics, 0)):
        while match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), random.Random(0)))
        agent = MCTSAgent(seed=0, simulations=2)
        agent.search(match)
        assert agent._chain == attendu
    agent = MCTSAgent(seed=0, simulations=2, chain_visits=0)
    agent.search(epic)
    assert agent._chain == 0
