"""Agents choose actions for a player. ``make(name, seed)`` builds one by name.

Every agent has ``step(match) -> Action`` and is reproducible from its seed:

- ``random``: uniformly random among the legal actions;
- ``greedy``: one ply, the exact expectation over chance until the next decision,
  scored by the game's heuristic (:mod:`rulekit.agents.greedy`);
- ``mcts``: UCT search with chance nodes sampled by their exact probabilities
  (:mod:`rulekit.agents.mcts`);
- ``human``: a person at the terminal (:mod:`rulekit.agents.human`).
"""

from __future__ import annotations

import random

from ..errors import RulekitError
from .greedy import GreedyAgent
from .human import HumanAgent, Quit
from .mcts import MCTSAgent


class RandomAgent:
    """Uniformly random among the legal actions, reproducible from its seed."""

    name = "random"

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def step(self, match):
        return self.rng.choice(match.legal_actions())


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": MCTSAgent, "human": HumanAgent}


def make(name: str, seed=None):
    try:
        cls = AGENTS[name]
    except KeyError:
        raise RulekitError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}") from None
    return cls(seed=seed)


__all__ = ["AGENTS", "GreedyAgent", "HumanAgent", "MCTSAgent", "Quit", "RandomAgent", "make"]
