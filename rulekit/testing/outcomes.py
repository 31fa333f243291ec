"""Exact outcome distributions: every way chance can go from a position, with its probability.

``outcomes(match)`` walks every chance node from ``match`` up to the next decision
(or, with ``until``, up to a given event or condition) and returns the states it
reaches, each with its exact probability as a :class:`~fractions.Fraction`. A
rule interaction can then be asserted as an exact number rather than a sampled
frequency::

    p = probability(match, lambda m: m.units[2].where == "capturée", until=FinAttaque,
                    decide="refuser")

Identical states reached along different paths are merged, so the probabilities
of the returned branches add up to exactly 1; a roll made again on a tie (a loop in
the chance tree) is summed exactly rather than followed forever.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any, Callable, NamedTuple

from ..chance import CHANCE
from ..errors import RulekitError
from ..save import dumps, to_data


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


def outcomes(match, until=None, decide=None, limit: int = 200_000, max_depth: int = 200) -> list[Branch]:
    """Every state chance can lead ``match`` to, with its exact probability; ``match`` is untouched.

    - ``until=None``: walk chance nodes up to the next decision (or the end).
    - ``until=SomeEvent`` (an Event class or a tuple of them): walk until such an
      event has been emitted; ``until=f``: until ``f(match)`` is true.
    - ``decide``: how decisions met on the way are taken, when ``until`` is given:
      a function ``match -> action`` or an action label (the unique legal action
      with that label, or containing it). Without it the walk stops at decisions.

    A branch stops at the end of the match too. A roll that can come back to a state
    already on its path (a tie rolled again) is a loop: its probability is spread
    exactly over the ways out (``p / (1 - q)``, ``q`` the chance of coming back).
    More than ``limit`` branches, or more than ``max_depth`` chance nodes in a row
    without end, raises :class:`TooManyOutcomes`.
    """
    stop = _stop_condition(until, len(match.events))
    choose = _decider(decide) if until is not None else None
    count = [0]

    def leaf(m):
        count[0] += 1
        if count[0] > limit:
            raise TooManyOutcomes(f"more than {limit} outcomes; narrow ``until``, apply some dice by hand "
                                  "or raise ``limit``")
        return [(m, Fraction(1))], {}

    def walk(m, depth, path):
        """``(leaves, loops)``: states reached with their probability from ``m``, and the
        probability of coming back to each state on ``path`` (by its key)."""
        while True:
            if m.is_over or stop(m):
                return leaf(m)
            if m.current_player is CHANCE:
                break
            if choose is None:
                return leaf(m)
            m.apply(choose(m))
        key = _state_key(m)
        if key in path:
            return [], {key: Fraction(1)}
        if depth >= max_depth:
            raise TooManyOutcomes(f"more than {max_depth} chance nodes in a row; give ``until`` a nearer stop")
        path.add(key)
        leaves, loops = [], {}
        for outcome, q in m.chance_outcomes():
            child = m.clone()
            child.apply(outcome)
            sub_leaves, sub_loops = walk(child, depth + 1, path)
            leaves.extend((s, w * q) for s, w in sub_leaves)
            for k, w in sub_loops.items():
                loops[k] = loops.get(k, Fraction(0)) + w * q
        path.discard(key)
        back = loops.pop(key, Fraction(0))
        if back:
            if back == 1:
                raise TooManyOutcomes("a chance loop that never ends: every outcome comes back to the same state")
            scale = 1 / (1 - back)
            leaves = [(s, w * scale) for s, w in leaves]
            loops = {k: w * scale for k, w in loops.items()}
        return leaves, loops

    leaves, _ = walk(match.clone(), 0, set())
    found: dict[str, list] = {}
    for m, p in leaves:
        k = dumps(m)
        if k in found:
            found[k][1] += p
        else:
            found[k] = [m, p]
    return [Branch(m, p) for m, p in found.values()]


def _state_key(match) -> str:
    """The state without its history (log, count of steps): two visits of one roll differ
    only by what was logged between."""
    data = to_data(match)["state"]
    data.pop("events", None)
    data.pop("steps", None)
    return json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)


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
