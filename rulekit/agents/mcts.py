"""Monte Carlo tree search (UCT) for games with explicit chance nodes.

The tree alternates two kinds of nodes, as the match does:

- a *decision* node (a player must act) chooses among its children by UCB1,
  from the point of view of the player to move, after trying each action once;
  optionally (``chain_visits``, or the game's ``Game.search``) a child where that
  same player decides again (a turn made of several choices: a unit, then its
  action, then where it goes) is worth the best of its own children, not their
  average, since the player will take the best one;
- a *chance* node draws its outcome by the exact probabilities of
  ``chance_outcomes()``, so each child is visited in proportion to its odds.

A simulation descends from a clone of the root state, expands one new action,
then evaluates the new state: ``rollout`` random decisions (chance drawn by its
odds), then chance resolved up to the next decision, then the game's heuristic
(or the returns if the match ended). Values are vectors, one per player, so the
search needs no zero-sum assumption. The agent plays the most visited action.
Optionally (``prior=k``) each root action starts with ``k`` virtual visits worth
its exact one-ply expectation, as the greedy agent computes it; off by default,
as it made play more cautious (more draws) in pocket_tactics.

Hidden information: the agent never searches the match itself where something is
hidden from it (``match.hidden_from(player)``). It searches ``determinisations``
draws of ``match.determinise(player, rng)`` instead, each a state consistent with
what it has seen, splitting the budget between them, and adds up each of its own
actions' visits and values over the draws (its actions are the same in every draw:
they depend only on what it sees). In a game of perfect information (or once
nothing is hidden) there is one tree on the match, as before.

Everything random comes from the agent's ``random.Random(seed)``: the same seed
and the same match give the same choice.
"""

from __future__ import annotations

import math
import random

from ..chance import CHANCE
from ..match import random_action
from .evaluation import determinisations, expectation, heuristic_of, resolve_chance, search_settings, values
from .seeded import Seeded

#: Simulations per decision at the default budget (see the README's measured strength).
DEFAULT_SIMULATIONS = 200
#: Random decisions played after expansion before the heuristic scores the state.
DEFAULT_ROLLOUT = 0
#: UCB1 exploration constant (values lie in [-1, 1]).
DEFAULT_EXPLORATION = 1.0
#: Virtual visits given to each root action's exact one-ply expectation (0: none).
DEFAULT_PRIOR = 0
#: Leaves of the chance tree evaluated exactly for that prior (as the greedy agent).
PRIOR_WIDTH = 64
#: A same-player continuation counts towards its parent's best value once it has this
#: many visits; 0 (the default): plain averages, as textbook UCT. A game may set it
#: (``Game.search``): in epic_ref, where a unit, its action and its move are three
#: choices and the first two change nothing the heuristic sees, it plays better; in
#: pocket_tactics it plays worse (see the README's measured strength).
DEFAULT_CHAIN_VISITS = 0
#: How many same-player choices deep the best value is looked for.
CHAIN_DEPTH = 4
#: Hidden states drawn per decision where something is hidden from the agent (the budget
#: of simulations is split between them).
DEFAULT_DETERMINISATIONS = 4


class Node:
    """A state reached in the tree: who acts, its choices, its children and statistics."""

    __slots__ = ("player", "choices", "weights", "children", "visits", "total", "untried")

    def __init__(self, match, rng: random.Random):
        self.player = match.current_player
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = [0.0] * match.num_players
        if match.is_over:
            self.choices, self.weights, self.untried = [], [], []
        elif self.player is CHANCE:
            outcomes = match.chance_outcomes()
            self.choices = [o for o, _ in outcomes]
            self.weights = [float(p) for _, p in outcomes]
            self.untried = []
        else:
            self.choices = match.legal_actions()
            self.weights = []
            self.untried = list(range(len(self.choices)))
            rng.shuffle(self.untried)

    def mean(self, player: int) -> float:
        return self.total[player] / self.visits if self.visits else 0.0

    @classmethod
    def summary(cls, player, players: int) -> "Node":
        """A node of statistics only (a root action added up over several draws)."""
        node = cls.__new__(cls)
        node.player, node.choices, node.weights, node.children = player, [], [], {}
        node.visits, node.total, node.untried = 0, [0.0] * players, []
        return node


class MCTSAgent(Seeded):
    name = "mcts"

    def __init__(
        self,
        seed=None,
        simulations: int = DEFAULT_SIMULATIONS,
        rollout: int = DEFAULT_ROLLOUT,
        exploration: float = DEFAULT_EXPLORATION,
        prior: int = DEFAULT_PRIOR,
        chain_visits: int | None = None,
        determinisations: int = DEFAULT_DETERMINISATIONS,
    ):
        if simulations < 1:
            raise ValueError(f"MCTS needs at least one simulation, got {simulations}")
        if determinisations < 1:
            raise ValueError(f"MCTS needs at least one determinisation, got {determinisations}")
        self.seeded(seed)
        self.simulations = simulations
        self.rollout = rollout
        self.exploration = exploration
        self.prior = prior
        #: None: the game's ``search`` setting, else DEFAULT_CHAIN_VISITS.
        self.chain_visits = chain_visits
        self._chain = 0   # the setting in force, resolved by each search()
        self.determinisations = determinisations
        self.last_root: Node | None = None

    # --- the public face --------------------------------------------------
    def step(self, match):
        actions = match.legal_actions()
        if len(actions) == 1:
            return actions[0]
        root = self.search(match)
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].mean(root.player)))
        return root.choices[best[0]]

    def search(self, match) -> Node:
        """Run the simulation budget from ``match`` (untouched) and return the root: one tree on
        the match, or, where something is hidden from the player to move, a root whose children
        (``match``'s legal actions) add up the trees of ``determinisations`` hidden states drawn
        consistently with what that player has seen (the module's docstring)."""
        draws = determinisations(match, self.rng, min(self.determinisations, self.simulations))
        if len(draws) == 1 and draws[0] is match:
            self.last_root = self._search(match, self.simulations)
            return self.last_root
        legal = match.legal_actions()
        index = {a.label: i for i, a in enumerate(legal)}
        root = Node.summary(match.current_player, match.num_players)
        root.choices = legal
        share, extra = divmod(self.simulations, len(draws))
        for k, drawn in enumerate(draws):
            tree = self._search(drawn, share + (k < extra))
            for i, child in tree.children.items():
                j = index.get(tree.choices[i].label)
                if j is None:  # cannot happen when the legal actions depend only on what is seen
                    continue
                into = root.children.setdefault(j, Node.summary(child.player, match.num_players))
                into.visits += child.visits
                into.total = [a + b for a, b in zip(into.total, child.total)]
            root.visits += tree.visits
            root.total = [a + b for a, b in zip(root.total, tree.total)]
        self.last_root = root
        return root

    def _search(self, match, simulations: int) -> Node:
        """One tree: ``simulations`` simulations from ``match`` (untouched)."""
        heuristic = heuristic_of(match)
        self._chain = self.chain_visits
        if self._chain is None:
            self._chain = search_settings(match).get("chain_visits", DEFAULT_CHAIN_VISITS)
        root = Node(match, self.rng)
        if self.prior and root.untried:
            self._seed_root(root, match, heuristic)
        for _ in range(simulations):
            self._simulate(root, match.clone(), heuristic)
        return root

    def _seed_root(self, root: Node, match, heuristic) -> None:
        """Give each root action ``prior`` virtual visits worth its exact one-ply expectation."""
        for index in sorted(root.untried):
            child_match = match.clone()
            child_match._resolve(root.choices[index])
            value = expectation(child_match, heuristic, self.rng, PRIOR_WIDTH)
            child = root.children[index] = Node(child_match, self.rng)
            child.visits = self.prior
            child.total = [v * self.prior for v in value]
            root.visits += self.prior
        root.untried = []

    # --- one simulation -----------------------------------------------------
    def _simulate(self, root: Node, match, heuristic) -> None:
        path = [root]
        node = root
        while True:
            if match.is_over:
                value = values(match, heuristic)
                break
            if node.player is CHANCE:
                index = self._draw(node)
            elif node.untried:
                index = node.untried.pop()
                match._resolve(node.choices[index])
                child = Node(match, self.rng)
                node.children[index] = child
                path.append(child)
                value = self._evaluate(match, heuristic)
                break
            else:
                index = self._select(node)
            match._resolve(node.choices[index])
            child = node.children.get(index)
            if child is None:
                child = node.children[index] = Node(match, self.rng)
            node = child
            path.append(node)
        for visited in path:
            visited.visits += 1
            for p, v in enumerate(value):
                visited.total[p] += v

    def _draw(self, node: Node) -> int:
        r = self.rng.random()
        acc = 0.0
        for i, w in enumerate(node.weights):
            acc += w
            if r < acc:
                return i
        return len(node.weights) - 1

    def _select(self, node: Node) -> int:
        player = node.player
        log_n = math.log(node.visits)
        c = self.exploration
        best, best_score = -1, -math.inf
        for index, child in node.children.items():
            score = self._worth(child, player, 0) + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = index, score
        return best

    def _worth(self, node: Node, player: int, depth: int) -> float:
        """``node``'s value to ``player``, who chooses it: its mean, or, with ``chain_visits``
        set, if ``player`` also makes the next choice there and has tried every option, the
        best worth among the options visited at least ``chain_visits`` times."""
        if (self._chain and depth < CHAIN_DEPTH and node.player == player
                and not node.untried and node.children):
            best = None
            for child in node.children.values():
                if child.visits >= self._chain:
                    value = self._worth(child, player, depth + 1)
                    if best is None or value > best:
                        best = value
            if best is not None:
                return best
        return node.total[player] / node.visits

    def _evaluate(self, match, heuristic) -> list[float]:
        for _ in range(self.rollout):
            resolve_chance(match, self.rng)
            if match.is_over:
                break
            match._resolve(random_action(match.legal_actions(), self.rng))
        resolve_chance(match, self.rng)
        return values(match, heuristic)
