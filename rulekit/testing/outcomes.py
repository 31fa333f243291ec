"""Exact outcome distributions: every way chance can go from a position, with its probability.

``outcomes(match)`` walks every chance node from ``match`` up to the next decision
(or, with ``until``, up to a given event or condition) and returns the states it
reaches, each with its exact probability as a :class:`~fractions.Fraction`. A
rule interaction can then be asserted as an exact number rather than a sampled
frequency::

    p = probability(match, lambda m: m.units[2].where == "capturée", until=FinAttaque,
                    decide="refuser")

Identical states reached along different paths are merged, so the probabilities
of the returned branches add up to exactly 1.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, NamedTuple

from ..chance import CHANCE
from ..errors import RulekitError
from ..save import dumps


class Branch(NamedTuple):
    """One resulting state and the exact probability of reaching it."""

    match: Any
    probability: Fraction


class TooManyOutcomes(RulekitError):
    """The walk would return more states than its ``limit``."""


def _stop_condition(until, start: int) -> Callable:
    if until is None:
        return lambda m: False
    if isinstance(until, type) or (isinstance(until, tuple) and all(isinstance(t, type) for t in until)):
        return lambda m: any(isinstance(e, until) for e in m.events[start:])
    if callable(until):
        return until
    raise TypeError(f"until must be None, an Event class (or a tuple of them) or a function of the match; "
                    f"got {until!r}")


def _decider(decide) -> Callable | None:
    if decide is None or callable(decide):
        return decide

    def by_label(match):
        actions = match.legal_actions()
        exact = [a for a in actions if a.label == decide]
        found = exact or [a for a in actions if decide in a.label]
        if len(found) != 1:
            raise RulekitError(f"decide={decide!r} matches {[a.label for a in found]} among "
                               f"{[a.label for a in actions]}")
        return found[0]

    return by_label


def outcomes(match, until=None, decide=None, limit: int = 200_000) -> list[Branch]:
    """Every state chance can lead ``match`` to, with its exact probability; ``match`` is untouched.

    - ``until=None``: walk chance nodes up to the next decision (or the end).
    - ``until=SomeEvent`` (an Event class or a tuple of them): walk until such an
      event has been emitted; ``until=f``: until ``f(match)`` is true.
    - ``decide``: how decisions met on the way are taken, when ``until`` is given:
      a function ``match -> action`` or an action label (the unique legal action
      with that label, or containing it). Without it the walk stops at decisions.

    A branch stops at the end of the match too. More than ``limit`` distinct
    resulting states raises :class:`TooManyOutcomes`.
    """
    stop = _stop_condition(until, len(match.events))
    choose = _decider(decide) if until is not None else None
    found: dict[str, list] = {}

    def record(m, p):
        key = dumps(m)
        if key in found:
            found[key][1] += p
            return
        if len(found) >= limit:
            raise TooManyOutcomes(f"more than {limit} distinct outcomes; narrow ``until`` or raise ``limit``")
        found[key] = [m, p]

    def walk(m, p):
        while True:
            if m.is_over or stop(m):
                return record(m, p)
            if m.current_player is CHANCE:
                for outcome, q in m.chance_outcomes():
                    child = m.clone()
                    child.apply(outcome)
                    walk(child, p * q)
                return
            if choose is None:
                return record(m, p)
            m.apply(choose(m))

    walk(match.clone(), Fraction(1))
    return [Branch(m, p) for m, p in found.values()]


def probability(match, condition: Callable, until=None, decide=None, limit: int = 200_000) -> Fraction:
    """The exact probability that ``condition(state)`` holds where ``outcomes`` stops."""
    return sum((b.probability for b in outcomes(match, until, decide, limit) if condition(b.match)), Fraction(0))


def distribution(match, key: Callable, until=None, decide=None, limit: int = 200_000) -> dict:
    """``{key(state): probability}`` over the states ``outcomes`` returns, most likely first."""
    result: dict = {}
    for m, p in outcomes(match, until, decide, limit):
        k = key(m)
        result[k] = result.get(k, Fraction(0)) + p
    return dict(sorted(result.items(), key=lambda kv: -kv[1]))
