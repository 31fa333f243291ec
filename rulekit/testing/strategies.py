"""Hypothesis strategies over matches, for property tests of any game.

``match_states(game)`` draws a match at a random point of a random playthrough;
``playthroughs(game)`` draws the whole list of states of a match. Both are driven
by a drawn seed, so a failing example shrinks to a small seed and step count and
replays exactly.
"""

from __future__ import annotations

import random

from hypothesis import strategies as st

from ..chance import CHANCE, sample


def advance(match, rng: random.Random, steps: int | None = None):
    """Play ``steps`` random steps (or to the end) in place; return the match."""
    done = 0
    while not match.is_over and (steps is None or done < steps):
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
        else:
            match.apply(rng.choice(match.legal_actions()))
        done += 1
    return match


def seeds():
    return st.integers(min_value=0, max_value=2**31 - 1)


@st.composite
def match_states(draw, game, max_steps: int = 300, **options):
    """A match of ``game`` after a random number of random steps."""
    seed = draw(seeds())
    steps = draw(st.integers(min_value=0, max_value=max_steps))
    match = game.new_match(seed=seed, **options)
    return advance(match, random.Random(seed), steps)


@st.composite
def playthroughs(draw, game, max_steps: int = 5000, **options):
    """``(seed, [state after each step])`` of one random match, cloned at every step."""
    seed = draw(seeds())
    rng = random.Random(seed)
    match = game.new_match(seed=seed, **options)
    states = [match.clone()]
    while not match.is_over and len(states) <= max_steps:
        advance(match, rng, 1)
        states.append(match.clone())
    return seed, states
