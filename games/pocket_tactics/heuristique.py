"""A static evaluation for the agents: material, presence and threat on the bases, in [-1, 1].

- material: the cost (from the cards) of a player's units not captured;
- presence: the cost of those on the map (units in reserve neither attack nor help);
- threat: how close a player's units on the map stand to the enemy base (the base
  destroyed wins at once), the nearest counting most.

The score is the difference between the players, from ``player``'s side, each part
scaled to [-1, 1] and weighted.
"""

from __future__ import annotations

from . import carte
from .regles import CAPTURED

WEIGHTS = {"material": 0.6, "presence": 0.15, "threat": 0.25}


def _costs(match, player: int) -> tuple[float, float]:
    alive = on_map = 0.0
    for u in match.units:
        if u.player == player and u.where != CAPTURED:
            cost = match.card(u.uid).cost
            alive += cost
            if "," in u.where:
                on_map += cost
    return alive, on_map


def _threat(match, player: int) -> float:
    enemy_base = match.bases[1 - player]
    if not enemy_base:
        return 0.0
    dists = sorted(carte.distance(u.where, enemy_base) for u in match.on_map(player))
    return sum(1.0 / (d * (i + 1)) for i, d in enumerate(dists[:3])) / 1.84  # at most ~1


def _diff(a: float, b: float) -> float:
    return (a - b) / (a + b) if a + b else 0.0


def heuristic(match, player: int) -> float:
    if match.is_over:
        return match.returns()[player]
    (alive, on_map), (alive_o, on_map_o) = _costs(match, player), _costs(match, 1 - player)
    score = (WEIGHTS["material"] * _diff(alive, alive_o)
             + WEIGHTS["presence"] * _diff(on_map, on_map_o)
             + WEIGHTS["threat"] * (_threat(match, player) - _threat(match, 1 - player)))
    return max(-1.0, min(1.0, score))
