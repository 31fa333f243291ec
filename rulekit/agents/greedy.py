"""The greedy agent: one ply, scored by the game's heuristic after the dice fall.

For each legal action it plays the action on a clone, takes the exact expectation
over the chance outcomes up to the next decision (anyone's) or the end, and keeps
the action of best expected value for itself; ties are broken by its seeded rng.
The expectation is exact while the tree of outcomes has at most ``width`` leaves
(one roll of up to 3 dice, say); beyond that it averages ``width`` sampled leaves.
Where something is hidden from it (``match.hidden_from(player)``), each action's value is
the average over ``determinisations`` hidden states drawn by ``match.determinise``,
consistent with what it has seen: it never looks ahead on the match itself.
"""

from __future__ import annotations

from .evaluation import determinisations, expectation, heuristic_of
from .seeded import Seeded

#: Leaves of the chance tree evaluated exactly per action; a bigger tree is sampled
#: (``rulekit.agents.evaluation.expectation``). Each leaf costs a clone of the match.
DEFAULT_WIDTH = 64
#: Hidden states drawn per decision where something is hidden from the agent.
DEFAULT_DETERMINISATIONS = 4


class GreedyAgent(Seeded):
    name = "greedy"

    def __init__(self, seed=None, width: int = DEFAULT_WIDTH, determinisations: int = DEFAULT_DETERMINISATIONS):
        self.seeded(seed)
        self.width = width
        self.determinisations = determinisations

    def scores(self, match) -> list[tuple[object, float]]:
        """Each legal action with its expected heuristic value for the player to move (averaged
        over hidden states drawn consistently with what that player sees, if something is hidden)."""
        player = match.current_player
        heuristic = heuristic_of(match)
        draws = determinisations(match, self.rng, self.determinisations)
        legal = match.legal_actions()
        totals = [0.0] * len(legal)
        for drawn in draws:
            actions = legal if drawn is match else drawn.legal_actions()
            if drawn is not match:
                by_label = {a.label: a for a in actions}
                actions = [by_label.get(a.label, a) for a in legal]
            for i, action in enumerate(actions):
                child = drawn.clone()
                child._resolve(action)
                totals[i] += expectation(child, heuristic, self.rng, self.width)[player]
        return [(action, total / len(draws)) for action, total in zip(legal, totals)]

    def step(self, match):
        scored = self.scores(match)
        if len(scored) == 1:
            return scored[0][0]
        best = max(v for _, v in scored)
        return self.rng.choice([a for a, v in scored if v >= best - 1e-12])
