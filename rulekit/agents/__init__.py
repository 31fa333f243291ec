"""Agents choose actions for a player. ``make(name, seed)`` builds one by name.

Every agent has ``step(match) -> Action`` and is reproducible from its seed:

- ``random``: uniformly random among the legal actions, never conceding;
- ``greedy``: one ply, the exact expectation over chance until the next decision,
  scored by the game's heuristic (:mod:`rulekit.agents.greedy`);
- ``mcts``: UCT search with chance nodes sampled by their exact probabilities
  (:mod:`rulekit.agents.mcts`);
- ``human``: a person at the terminal (:mod:`rulekit.agents.human`).
"""

from __future__ import annotations

from ..errors import RulekitError
from ..match import random_action
from .greedy import GreedyAgent
from .human import HumanAgent, Quit
from .mcts import MCTSAgent
from .seeded import Seeded


class RandomAgent(Seeded):
    """Uniformly random among the legal actions, reproducible from its seed. It never
    concedes (an action marked ``concession``) unless that is the only legal action:
    random play that gives up at random measures nothing."""

    name = "random"

    def __init__(self, seed=None):
        self.seeded(seed)

    def step(self, match):
        return random_action(match.legal_actions(), self.rng)


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": MCTSAgent, "human": HumanAgent}


def make(name: str, seed=None):
    try:
        cls = AGENTS[name]
    except KeyError:
        raise RulekitError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}") from None
    return cls(seed=seed)


def require_unattended(names, refusal: str) -> None:
    """Refuse an unknown agent name, or one that asks a person at the terminal: ``refusal`` is the
    message for that one, with ``{name}`` (``simulate``, ``tournament`` and ``balance`` play alone)."""
    for name in names:
        if name not in AGENTS:
            raise RulekitError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}")
        if getattr(AGENTS[name], "interactive", False):
            raise RulekitError(refusal.format(name=repr(name)))


__all__ = ["AGENTS", "GreedyAgent", "HumanAgent", "MCTSAgent", "Quit", "RandomAgent", "make", "require_unattended"]
