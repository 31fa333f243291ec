"""An invariant runner any game can use: play random matches, check after every step.

An invariant is a function ``check(match)`` that raises AssertionError (or
returns False) when the state breaks a rule. ``run_invariants`` reports the
seed and step of the first failure, so the failing match can be replayed.
"""

from __future__ import annotations

import random

from ..chance import CHANCE, sample
from ..errors import IllegalAction


class InvariantBroken(AssertionError):
    pass


def core_invariants(match) -> None:
    """What every rulekit match must satisfy at every point."""
    player = match.current_player
    if match.is_over:
        assert player is None, "a finished match still has a current player"
        assert match.legal_actions() == [] and match.chance_outcomes() == []
        return
    if player is CHANCE:
        outcomes = match.chance_outcomes()
        assert outcomes, "a chance node with no outcomes"
        assert sum(p for _, p in outcomes) == 1, "chance probabilities do not sum to 1"
        assert all(p > 0 for _, p in outcomes), "a chance outcome of probability 0"
        assert len({o for o, _ in outcomes}) == len(outcomes), "duplicate chance outcomes"
    else:
        actions = match.legal_actions()
        assert actions, f"player {player} must act but has no legal action"
        labels = [a.label for a in actions]
        assert len(set(labels)) == len(labels), f"duplicate action labels: {labels}"


def run_invariants(game, invariants=(), seeds=range(20), max_steps: int = 100_000, **options):
    """Play one random match per seed; check ``core_invariants`` and ``invariants`` after each step.

    Returns the finished matches. Raises InvariantBroken naming seed and step.
    """
    finished = []
    for seed in seeds:
        rng = random.Random(seed)
        match = game.new_match(seed=seed, **options)
        for step in range(max_steps + 1):
            for check in (core_invariants, *invariants):
                try:
                    ok = check(match)
                except AssertionError as exc:
                    raise InvariantBroken(f"{check.__name__} broken at seed {seed}, step {step}: {exc}") from exc
                if ok is False:
                    raise InvariantBroken(f"{check.__name__} broken at seed {seed}, step {step}")
            if match.is_over:
                break
            if match.current_player is CHANCE:
                match.apply(sample(match.chance_outcomes(), rng))
            else:
                match.apply(rng.choice(match.legal_actions()))
        else:
            raise InvariantBroken(f"seed {seed}: no end after {max_steps} steps")
        finished.append(match)
    return finished


def check_rejection_changes_nothing(match, bogus) -> None:
    """Applying ``bogus`` (not legal here) raises IllegalAction and leaves ``match`` as it was."""
    from ..save import dumps

    before = dumps(match)
    try:
        match.apply(bogus)
    except IllegalAction:
        pass
    else:
        raise InvariantBroken(f"{bogus!r} was accepted")
    assert dumps(match) == before, "a rejected action changed the state"
