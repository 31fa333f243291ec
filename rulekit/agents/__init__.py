"""Agents choose actions for a player. ``make(name, seed)`` builds one by name."""

from __future__ import annotations

import random

from ..errors import RulekitError


class RandomAgent:
    """Uniformly random among the legal actions, reproducible from its seed."""

    name = "random"

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def step(self, match):
        return self.rng.choice(match.legal_actions())


AGENTS = {"random": RandomAgent}


def make(name: str, seed=None):
    try:
        cls = AGENTS[name]
    except KeyError:
        raise RulekitError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}") from None
    return cls(seed=seed)
