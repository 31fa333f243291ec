"""Randomness drawn per step: a function of (seed, steps already played).

``rulekit play``, ``simulate``, ``tournament`` and ``render`` draw each step's chance
outcome and each agent's decision from a ``random.Random`` seeded by the match's (or
the agent's) seed and ``match.steps``, the number of steps the match has taken. So a
match saved after k steps and loaded in another process goes on exactly as the
uninterrupted one (``play --save`` then ``play --load``).
"""

from __future__ import annotations

import random


def step_seed(seed, steps: int) -> str:
    """The seed of step ``steps`` of a match or agent seeded with ``seed`` (a text:
    ``random.seed`` hashes it with SHA-512, the same in every process)."""
    return f"{seed}:{steps}"


class Seeded:
    """An agent's ``rng``: ``random.Random(seed)``, reseeded for each step by ``reseed``."""

    def seeded(self, seed) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def reseed(self, steps: int) -> None:
        """Draw the next decision from (seed, steps) alone, whatever came before."""
        self.rng.seed(step_seed(self.seed, steps))
