"""Chance: the CHANCE player and exact dice distributions.

N dice of S faces thrown together are one chance node whose outcomes are the
sorted tuples of faces, each with its multinomial probability. The lists are
cached: they are immutable and asked for again and again during search.
"""

from __future__ import annotations

import enum
import functools
import itertools
import math
import random
from fractions import Fraction


class Special(enum.IntEnum):
    """Who acts when no player does. CHANCE matches OpenSpiel's -1."""

    CHANCE = -1
    AUTO = -2


CHANCE = Special.CHANCE
AUTO = Special.AUTO


@functools.lru_cache(maxsize=None)
def dice_distribution(n: int, sides: int = 6) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """All sorted results of ``n`` dice with ``sides`` faces and their exact probabilities."""
    if n < 0 or sides < 1:
        raise ValueError(f"cannot roll {n} dice of {sides} faces")
    total = sides**n
    out = []
    for combo in itertools.combinations_with_replacement(range(1, sides + 1), n):
        ways = math.factorial(n)
        for _, group in itertools.groupby(combo):
            ways //= math.factorial(len(list(group)))
        out.append((combo, Fraction(ways, total)))
    return tuple(out)


def sample(outcomes, rng: random.Random):
    """Draw one outcome from ``[(outcome, Fraction)]`` using ``rng``, exactly reproducibly."""
    r = rng.random()
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if r < acc:
            return outcome
    return outcomes[-1][0]
