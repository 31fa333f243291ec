"""Chance: the CHANCE player and exact dice distributions.

N dice of S faces thrown together are one chance node whose outcomes are the
sorted tuples of faces, each with its multinomial probability. The lists are
cached: they are immutable and asked for again and again during search. The
outcomes of a throw (:func:`dice_outcomes`) are built once too, as a
:class:`Distribution` that knows its running totals, so drawing from it neither
builds records nor adds Fractions.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import operator
import random
from fractions import Fraction

from .records import Dice
from .special import AUTO, CHANCE, Special  # noqa: F401  (their home since records need AUTO too)


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


class Distribution(list):
    """Chance outcomes ``[(outcome, Fraction)]`` with ``cumulative``, their running totals as
    :func:`sample` adds them up (floats), and ``outcomes``, the outcomes alone (what
    ``Match.apply`` looks a choice up in), both worked out once; and its probabilities as
    floats once asked for (:func:`probabilities`)."""

    __slots__ = ("cumulative", "outcomes", "floats")

    def __init__(self, pairs, cumulative=None, outcomes=None):
        super().__init__(pairs)
        self.floats = None
        if cumulative is None:
            acc, cumulative = 0.0, []
            for _, p in self:
                acc += p
                cumulative.append(acc)
        self.cumulative = tuple(cumulative)
        self.outcomes = tuple(o for o, _ in self) if outcomes is None else outcomes

    def copy(self) -> "Distribution":
        return Distribution(self, self.cumulative, self.outcomes)


class Shared(Distribution):
    """The outcomes of one throw, built once and shared by every roll of that many dice: any
    change in place is refused (a copy, :meth:`Distribution.copy`, may be changed)."""

    __slots__ = ()

    def _refused(self, *args, **kwargs):
        raise TypeError("a throw's shared outcomes are never changed in place (copy them first)")

    (__setitem__, __delitem__, __iadd__, __imul__, append, extend, insert, remove, pop, clear, sort,
     reverse) = (_refused,) * 12


@functools.lru_cache(maxsize=None)
def _dice_outcomes(n: int, sides: int) -> Distribution:
    return Shared((Dice(v), p) for v, p in dice_distribution(n, sides))


def dice_outcomes(n: int, sides: int = 6) -> Distribution:
    """The chance outcomes of a throw of ``n`` dice of ``sides`` faces: ``Dice`` records with
    their exact probabilities (:func:`dice_distribution`), a fresh list of records built once."""
    return _dice_outcomes(n, sides).copy()


def throw(n: int, sides: int = 6) -> Distribution:
    """The same outcomes as :func:`dice_outcomes`, the one list shared by every throw of that
    many dice (a :class:`Shared`, which refuses changes): what a step's ``outcomes`` returns,
    and ``Match.chance_outcomes`` hands on as it is."""
    return _dice_outcomes(n, sides)


def outcomes_of(distribution) -> tuple | list:
    """The outcomes of ``[(outcome, probability)]`` without their probabilities (a
    :class:`Distribution` keeps them)."""
    found = getattr(distribution, "outcomes", None)
    return found if found is not None else [o for o, _ in distribution]


def probabilities(distribution) -> tuple[float, ...]:
    """The probabilities of ``[(outcome, probability)]`` as floats (what OpenSpiel takes), worked
    out once per :class:`Distribution`: a throw's shared outcomes convert theirs once."""
    found = getattr(distribution, "floats", None)
    if found is None:
        found = tuple(float(p) for _, p in distribution)
        if isinstance(distribution, Distribution):
            distribution.floats = found
    return found


def sample(outcomes, rng: random.Random):
    """Draw one outcome from ``[(outcome, Fraction)]`` using ``rng``, exactly reproducibly: the
    first whose running total passes a uniform draw (a :class:`Distribution` looks it up)."""
    r = rng.random()
    cumulative = getattr(outcomes, "cumulative", None)
    if cumulative is not None:
        return outcomes[min(bisect.bisect_right(cumulative, r), len(outcomes) - 1)][0]
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if r < acc:
            return outcome
    return outcomes[-1][0]


@functools.lru_cache(maxsize=None)
def _dice_sum(n: int, sides: int) -> tuple[tuple[int, Fraction], ...]:
    totals = {0: Fraction(1)}
    face = Fraction(1, sides)
    for _ in range(n):
        step: dict[int, Fraction] = {}
        for total, p in totals.items():
            for v in range(1, sides + 1):
                step[total + v] = step.get(total + v, 0) + p * face
        totals = step
    return tuple(sorted(totals.items()))


def dice_sum(n: int, sides: int = 6) -> dict[int, Fraction]:
    """The exact distribution of the sum of ``n`` dice of ``sides`` faces, die after die
    (a convolution: no outcome of the dice is listed)."""
    if n < 0 or sides < 1:
        raise ValueError(f"cannot roll {n} dice of {sides} faces")
    return dict(_dice_sum(n, sides))


def convolve(a: dict, b: dict, combine=operator.add) -> dict:
    """The exact distribution of ``combine(x, y)`` for independent ``x`` drawn from ``a`` and
    ``y`` from ``b`` (``{value: probability}``), sorted by value."""
    out: dict = {}
    for x, p in a.items():
        for y, q in b.items():
            v = combine(x, y)
            out[v] = out.get(v, 0) + p * q
    return dict(sorted(out.items()))


def explore(match, done, result, signature, resolve=None) -> dict:
    """``{result(leaf): probability}`` over every chance outcome from ``match`` until ``done(m)``
    or the match is over: breadth first, children with the same ``signature(child)`` merged
    (their probabilities added), so many outcomes that lead to one state are followed once.
    ``resolve(child, outcome)`` applies an outcome (default ``child.apply``). A procedure that
    asks a player to decide is a :class:`rulekit.errors.RulekitError` (exact odds are of chance only)."""
    from .errors import RulekitError

    out: dict = {}
    layer = {None: (match, Fraction(1))}
    while layer:
        following: dict = {}
        for m, p in layer.values():
            if done(m) or m.is_over:
                key = result(m)
                out[key] = out.get(key, 0) + p
                continue
            if m.current_player is not CHANCE:
                raise RulekitError("the procedure asked a player to decide")
            for outcome, q in m.chance_outcomes():
                child = m.clone()
                (resolve or type(child).apply)(child, outcome)
                sig = signature(child)
                if sig in following:
                    following[sig] = (following[sig][0], following[sig][1] + p * q)
                else:
                    following[sig] = (child, p * q)
        layer = following
    return dict(sorted(out.items()))
