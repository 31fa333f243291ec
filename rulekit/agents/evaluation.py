"""How search agents score a state: the game's heuristic, exact outcomes, and expectations.

A finished match is worth its ``returns()``; an unfinished one is worth what the
game's ``Game.heuristic(match, player)`` says, in [-1, 1] (0 for a game without a
heuristic). ``expectation`` averages that over the chance nodes that stand between
a state and the next decision, exactly when the tree of outcomes is small enough.
"""

from __future__ import annotations

import random

from ..chance import CHANCE, sample
from ..plugins import load_game


def heuristic_of(match):
    """The heuristic function of the match's game, or None if it declares none."""
    return load_game(match.game).heuristic


def search_settings(match) -> dict:
    """The search settings the match's game declares (``Game.search``), by option name."""
    return dict(load_game(match.game).search)


def values(match, heuristic) -> list[float]:
    """Each player's value of ``match``: its returns when over, else the heuristic."""
    if match.is_over:
        return [float(r) for r in match.returns()]
    if heuristic is None:
        return [0.0] * match.num_players
    return [max(-1.0, min(1.0, float(heuristic(match, p)))) for p in range(match.num_players)]


def expectation(match, heuristic, rng: random.Random, width: int = 1000) -> list[float]:
    """Expected ``values`` once every chance node up to the next decision is resolved.

    Exact (every outcome weighted by its probability) while the number of leaves
    stays within ``width``; a chance node with more outcomes than the remaining
    width is estimated from ``width`` outcomes drawn by ``rng`` instead.
    ``match`` itself is left untouched.
    """
    if match.is_over or match.current_player is not CHANCE:
        return values(match, heuristic)
    outcomes = match.chance_outcomes()
    total = [0.0] * match.num_players
    if len(outcomes) <= width:
        sub = max(1, width // len(outcomes))
        for outcome, p in outcomes:
            child = match.clone()
            child._resolve(outcome)
            for i, v in enumerate(expectation(child, heuristic, rng, sub)):
                total[i] += float(p) * v
        return total
    for _ in range(width):
        child = match.clone()
        child._resolve(sample(outcomes, rng))
        for i, v in enumerate(expectation(child, heuristic, rng, 1)):
            total[i] += v / width
    return total


def resolve_chance(match, rng: random.Random) -> None:
    """Draw chance outcomes by their probabilities until a player must decide or the end."""
    while not match.is_over and match.current_player is CHANCE:
        match._resolve(sample(match.chance_outcomes(), rng))


def determinisations(match, rng: random.Random, count: int) -> list:
    """What the player to move may search on without reading what they cannot see: ``count``
    draws of ``match.determinise(player, rng)`` when something hidden from them matters now
    (``match.hidden_from(player)``), else ``[match]`` itself (perfect information: nothing
    drawn, so the search is exactly what it was)."""
    player = match.current_player
    if player is None or player is CHANCE or not match.hidden_from(player):
        return [match]
    return [match.determinise(player, rng) for _ in range(max(1, count))]
