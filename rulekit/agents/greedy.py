"""The greedy agent: one ply, scored by the game's heuristic after the dice fall.

For each legal action it plays the action on a clone, takes the exact expectation
over the chance outcomes up to the next decision (anyone's) or the end, and keeps
the action of best expected value for itself; ties are broken by its seeded rng.
The expectation is exact while the tree of outcomes has at most ``width`` leaves
(one roll of up to 3 dice, say); beyond that it averages ``width`` sampled leaves.
"""

from __future__ import annotations

from .evaluation import expectation, heuristic_of
from .seeded import Seeded

#: Leaves of the chance tree evaluated exactly per action; a bigger tree is sampled
#: (``rulekit.agents.evaluation.expectation``). Each leaf costs a clone of the match.
DEFAULT_WIDTH = 64


class GreedyAgent(Seeded):
    name = "greedy"

    def __init__(self, seed=None, width: int = DEFAULT_WIDTH):
        self.seeded(seed)
        self.width = width

    def scores(self, match) -> list[tuple[object, float]]:
        """Each legal action with its expected heuristic value for the player to move."""
        player = match.current_player
        heuristic = heuristic_of(match)
        out = []
        for action in match.legal_actions():
            child = match.clone()
            child._resolve(action)
            out.append((action, expectation(child, heuristic, self.rng, self.width)[player]))
        return out

    def step(self, match):
        scored = self.scores(match)
        if len(scored) == 1:
            return scored[0][0]
        best = max(v for _, v in scored)
        return self.rng.choice([a for a, v in scored if v >= best - 1e-12])
