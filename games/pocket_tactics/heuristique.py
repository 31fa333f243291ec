"""A static evaluation for the agents: material and threat on the bases, in [-1, 1].

Material is the cost (from the cards) of a player's units not captured; threat is
how close the nearest unit on the map stands to the enemy base. The score is
the difference, from ``player``'s side, squashed into [-1, 1].
"""

from __future__ import annotations

from . import carte
from .regles import CAPTURED


def _material(match, player: int) -> float:
    return sum(match.card(u.uid).cost for u in match.units if u.player == player and u.where != CAPTURED)


def _threat(match, player: int) -> float:
    enemy_base = match.bases[1 - player]
    if not enemy_base:
        return 0.0
    dists = [carte.distance(u.where, enemy_base) for u in match.on_map(player)]
    return 1.0 / min(dists) if dists else 0.0


def heuristic(match, player: int) -> float:
    if match.is_over:
        return match.returns()[player]
    total = _material(match, 0) + _material(match, 1) or 1.0
    material = (_material(match, player) - _material(match, 1 - player)) / total
    threat = _threat(match, player) - _threat(match, 1 - player)
    return max(-1.0, min(1.0, 0.8 * material + 0.2 * threat))
