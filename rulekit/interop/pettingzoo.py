"""Every installed rulekit game as a PettingZoo AEC environment with action masks.

    from rulekit.interop.pettingzoo import env
    e = env("pocket_tactics")                 # options: env("pocket_tactics", size=80)
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are ``player_0``, ``player_1``, ... (rulekit's player indices). Chance
nodes never reach the agents: the environment draws them by their exact
probabilities from its own ``random.Random``, seeded by ``reset(seed=...)``
(which is also the match seed), so a seed fixes the whole match.

Actions: ``Discrete(max_actions)``, where id ``i`` is the ``i``-th legal action
in label order, exactly as in :mod:`rulekit.interop.openspiel` (read its
docstring for why); ``action_labels(agent)`` gives the French labels of the ids
that are legal now. ``observation["action_mask"]`` marks them (all zeros for an
agent who is not to move). An illegal id raises :class:`rulekit.IllegalAction`.

Observation: ``observation["observation"]`` is the generic float32 vector of
:mod:`rulekit.interop.vector`, built from ``match.observation(player)`` of that
agent alone (the same vector as OpenSpiel's observation tensor): who observes,
who acts, then the observation's scalars, a size fixed by the game's
``rulekit_limits`` (``observation_size``). It is a faithful summary for learning
experiments, not a designed feature set.

Rewards: the match's returns (+1, -1, 0 for a draw), given at the end.
"""

from __future__ import annotations

import random

import gymnasium
import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .. import plugins
from ..chance import CHANCE, sample
from ..errors import IllegalAction, NotPlayable
from . import vector
from .ids import by_label


class RulekitEnv(AECEnv):
    """The AEC environment of one rulekit game (see the module's docstring)."""

    metadata = {"render_modes": ["ansi", "human"], "name": "rulekit", "is_parallelizable": False}

    def __init__(self, game_name: str, render_mode: str | None = None, **options):
        super().__init__()
        self.game = plugins.load_game(game_name)
        if not self.game.playable:
            raise NotPlayable(f"{game_name}: vocabulary-only plugin, there is no match to play")
        self.options = options
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"rulekit_{game_name}"}
        players = self.game.match_class.num_players
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.max_actions = plugins.limits(game_name)["max_actions"]
        self.scalars = vector.size(game_name)
        self.observation_size = 2 * players + 1 + self.scalars
        self.action_spaces = {a: gymnasium.spaces.Discrete(self.max_actions) for a in self.possible_agents}
        self.observation_spaces = {
            a: gymnasium.spaces.Dict({
                "observation": gymnasium.spaces.Box(-np.inf, np.inf, (self.observation_size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.max_actions,), np.int8),
            })
            for a in self.possible_agents
        }
        self.rng = random.Random()
        self.match = None
        self._next_seed = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # --- the match --------------------------------------------------------
    def reset(self, seed=None, options=None):
        if seed is None:
            seed = self._next_seed if self._next_seed is not None else random.randrange(2**31)
        self.rng = random.Random(seed)
        self._next_seed = self.rng.randrange(2**31)  # the next unseeded reset: another match
        self.match = self.game.new_match(seed=seed, **self.options)
        self._resolve_chance()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.agents[int(self.match.current_player)]

    def _resolve_chance(self) -> None:
        while not self.match.is_over and self.match.current_player is CHANCE:
            self.match.apply(sample(self.match.chance_outcomes(), self.rng))

    def legal(self) -> list:
        """The legal actions of the player to move, in id order (sorted by label)."""
        if self.match.is_over:
            return []
        return by_label(self.match.legal_actions())

    def action_labels(self, agent=None) -> list[str]:
        """The French labels of ids ``0..k-1`` legal for ``agent`` now (empty if not to move)."""
        if (agent or self.agent_selection) != self.agent_selection:
            return []
        return [a.label for a in self.legal()]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = self.legal()
        if action is None or not 0 <= int(action) < len(legal):
            raise IllegalAction(f"action {action}", legal)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.match.apply(legal[int(action)])
        self._resolve_chance()
        if self.match.is_over:
            for i, r in enumerate(self.match.returns()):
                self.rewards[self.possible_agents[i]] = float(r)
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[int(self.match.current_player)]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    # --- what agents see ------------------------------------------------------
    def observe(self, agent):
        player = self.possible_agents.index(agent)
        mask = np.zeros(self.max_actions, np.int8)
        if agent == self.agent_selection and not self.match.is_over:
            mask[: len(self.legal())] = 1
        return {"observation": vector.vector(self.match, player, self.scalars), "action_mask": mask}

    def render(self):
        text = self.match.render_text() if self.match is not None else ""
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


def raw_env(game_name: str, render_mode: str | None = None, **options) -> RulekitEnv:
    return RulekitEnv(game_name, render_mode=render_mode, **options)


def env(game_name: str, render_mode: str | None = None, **options):
    """The environment of ``game_name`` wrapped in PettingZoo's order-enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(raw_env(game_name, render_mode=render_mode, **options))
