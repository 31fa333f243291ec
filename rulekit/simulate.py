"""Playing many matches: results, rates and their 95% intervals, worker processes."""

from __future__ import annotations

import math
import random
from typing import Callable, Iterable

import attrs

from . import agents as agents_mod
from .agents.seeded import step_seed
from .chance import CHANCE, sample
from .errors import RulekitError
from .plugins import load_game


def play_match(match, players: list, seed: int, on_event: Callable | None = None, max_steps=None):
    """Play ``match`` to its end (or ``max_steps``): chance drawn from ``seed``, decisions
    from ``players``. Returns the number of steps played.

    Each step's randomness is a function of (seed, ``match.steps``) alone: chance from
    ``random.Random(step_seed(seed, match.steps))`` and each agent reseeded from its own
    seed and ``match.steps`` (``reseed``), so a saved match goes on after loading
    exactly as it would have (:mod:`rulekit.agents.seeded`)."""
    seen = len(match.events)
    steps = 0
    while not match.is_over and (max_steps is None or steps < max_steps):
        steps += 1
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), random.Random(step_seed(seed, match.steps))))
        else:
            player = players[match.current_player]
            if hasattr(player, "reseed"):
                player.reseed(match.steps)
            match.apply(player.step(match))
        if on_event is not None:
            for event in match.events[seen:]:
                on_event(match, event)
        seen = len(match.events)
    return steps


def one_match(game_name: str, seed: int, agent_names: tuple[str, ...], options: dict | None = None):
    """Play one match from ``seed``; return its winner (None for a draw)."""
    game = load_game(game_name)
    match = game.new_match(seed=seed, **(options or {}))
    players = [agents_mod.make(name, seed=seed * 31 + i) for i, name in enumerate(agent_names)]
    play_match(match, players, seed)
    return match.winner


def _one(args):
    return one_match(*args)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate k/n at 95%."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


@attrs.frozen
class Rate:
    count: int
    rate: float
    low: float
    high: float


def rate(k: int, n: int) -> Rate:
    low, high = wilson(k, n)
    return Rate(k, k / n if n else 0.0, low, high)


def simulate(
    game_name: str,
    n: int,
    seed: int = 0,
    agent_names: tuple[str, ...] = ("random", "random"),
    workers: int = 1,
    options: dict | None = None,
    progress: Callable[[Iterable], Iterable] = lambda it: it,
    backend: str = "process",
    address: str | None = None,
) -> dict:
    """Play ``n`` matches with seeds ``seed .. seed+n-1``; the rates of each result.
    Agents that ask a person (``human``) are refused: the matches play unattended.
    ``backend``/``address``: where they run (:func:`rulekit.backends.run_jobs`), the same
    results on each."""
    for name in agent_names:
        if getattr(agents_mod.AGENTS.get(name), "interactive", False):
            raise RulekitError(f"the agent {name!r} asks a person at the terminal; a simulation plays unattended")
    jobs = [(game_name, seed + i, tuple(agent_names), options) for i in range(n)]
    from .backends import run_jobs

    winners = run_jobs(_one, jobs, workers, backend, address, progress)
    players = len(agent_names)
    result = {"game": game_name, "matches": n, "seed": seed, "agents": list(agent_names)}
    for p in range(players):
        result[f"wins_{p}"] = attrs.asdict(rate(sum(w == p for w in winners), n))
    result["draws"] = attrs.asdict(rate(sum(w is None for w in winners), n))
    return result
