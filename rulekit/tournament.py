"""Tournaments: every pair of agents plays N matches in each seat.

A designer compares agents (or checks that a search agent really is stronger)
with ``rulekit tournament GAME --agents random,greedy,mcts -n N``. Each ordered
pairing (A in seat 1 and B in seat 2, then the reverse) plays the matches of
seeds ``seed .. seed+N-1``, exactly as ``rulekit simulate`` would play them with
those agents, so every result can be replayed alone. The report gives, for each
pair, A's win, draw and loss rates over its 2N matches with 95% Wilson
intervals, and the same per seat.
"""

from __future__ import annotations

import itertools
import json
import sys
from typing import Callable, Iterable

import attrs
import click

from . import agents as agents_mod
from .backends import backend_options, run_jobs
from .cli import COUNT, SEED, main, option_flag, parse_agents, parse_options
from .errors import NotPlayable, RulekitError
from .plugins import load_game
from .simulate import one_match, rate
from .tables import table


def pairings(agent_names: tuple[str, ...]) -> list[tuple[str, str]]:
    """Every ordered pair of distinct agents (both seats); one agent plays itself."""
    if len(agent_names) == 1:
        return [(agent_names[0], agent_names[0])]
    return list(itertools.permutations(agent_names, 2))


def _one(job):
    game_name, seed, names, options = job
    return one_match(game_name, seed, names, options)


def _rates(wins: int, draws: int, losses: int) -> dict:
    n = wins + draws + losses
    return {
        "matches": n,
        "wins": attrs.asdict(rate(wins, n)),
        "draws": attrs.asdict(rate(draws, n)),
        "losses": attrs.asdict(rate(losses, n)),
    }


def tournament(
    game_name: str,
    agent_names: tuple[str, ...],
    n: int,
    seed: int = 0,
    workers: int = 1,
    options: dict | None = None,
    progress: Callable[[Iterable], Iterable] = lambda it: it,
    backend: str = "process",
    address: str | None = None,
) -> dict:
    """Play every pairing ``n`` times in each seat; results per pair and per seat
    (on the ``backend`` of :func:`rulekit.backends.run_jobs`, the same on each)."""
    if not load_game(game_name).playable:
        raise NotPlayable(f"{game_name}: vocabulary-only plugin, there is no match to play")
    if n < 1:
        raise RulekitError(f"-n must be at least 1, got {n}")
    if workers < 1:
        raise RulekitError(f"--workers must be at least 1, got {workers}")
    if len(set(agent_names)) != len(agent_names):
        raise RulekitError(f"each agent may appear once in a tournament, got {', '.join(agent_names)}")
    agents_mod.require_unattended(agent_names, "a tournament is played by programs: the {name} agent cannot "
                                               "take part")
    seats = pairings(tuple(agent_names))
    jobs = [(game_name, seed + i, pair, options or {}) for pair in seats for i in range(n)]
    winners = run_jobs(_one, jobs, workers, backend, address, progress, chunk=1 if backend == "process" else None)
    by_seat = {pair: winners[k * n:(k + 1) * n] for k, pair in enumerate(seats)}

    seat_results = []
    for (a, b), ws in by_seat.items():
        seat_results.append({
            "seat_1": a, "seat_2": b,
            **_rates(ws.count(0), ws.count(None), ws.count(1)),
        })
    pair_results = []
    for b, a in itertools.combinations(agent_names, 2):  # the later agent's point of view
        first, second = by_seat[(a, b)], by_seat[(b, a)]
        wins = first.count(0) + second.count(1)
        losses = first.count(1) + second.count(0)
        draws = first.count(None) + second.count(None)
        pair_results.append({"agent": a, "opponent": b, **_rates(wins, draws, losses)})
    return {
        "game": game_name,
        "agents": list(agent_names),
        "matches_per_seat": n,
        "seed": seed,
        "seeds": [seed, seed + n - 1],
        "options": options or {},
        "pairs": pair_results,
        "seats": seat_results,
    }


def _cells(r: dict) -> list[str]:
    return [f"{r[k]['rate']:.3f} [{r[k]['low']:.3f} – {r[k]['high']:.3f}]" for k in ("wins", "draws", "losses")]


def format_text(result: dict) -> str:
    n = result["matches_per_seat"]
    lo, hi = result["seeds"]
    title = (f"{result['game']} : tournoi {', '.join(result['agents'])}, {n} parties par appariement et "
             f"par place, graines {lo}–{hi} (IC95 de Wilson)")
    columns = ("victoires", "nuls", "défaites")
    pairs = table(("agent", "adversaire", "parties", *columns),
                  [(r["agent"], r["opponent"], r["matches"], *_cells(r)) for r in result["pairs"]],
                  title=title, right=(2,))
    seats = table(("joueur 1", "joueur 2", "parties", *columns),
                  [(r["seat_1"], r["seat_2"], r["matches"], *_cells(r)) for r in result["seats"]],
                  title="par place (du point de vue du joueur 1) :", right=(2,))
    return pairs + "\n\n" + seats


@main.command("tournament")
@click.argument("game_name", metavar="GAME")
@click.option("--agents", "agent_text", default="random,greedy,mcts", show_default=True,
              help="Agents separated by commas (not `human`); each pair plays in both seats.")
@click.option("-n", "n", type=COUNT, required=True, help="Matches per pairing and per seat.")
@click.option("--workers", type=COUNT, default=1, show_default=True,
              help="Worker processes (with --backend ray and no --address: the local Ray's CPUs).")
@backend_options
@click.option("--seed", type=SEED, default=0, show_default=True, help="First seed; matches use seed..seed+N-1.")
@option_flag
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def tournament_command(game_name, agent_text, n, workers, backend, address, seed, option_pairs, as_json):
    """Every pair of agents plays N matches in each seat: win/draw/loss rates with 95% intervals."""
    names = parse_agents(agent_text, players=None, interactive=False)
    given = parse_options(option_pairs)
    typed = load_game(game_name).options.structure(game_name, given)  # a bad option fails here, not in a worker
    options = {k: typed[k] for k in given}
    from tqdm import tqdm

    total = len(pairings(names)) * n

    def progress(it):
        return tqdm(it, total=total, file=sys.stderr, unit="partie", desc="tournoi", disable=as_json)

    result = tournament(game_name, names, n, seed, workers, options, progress, backend, address)
    click.echo(json.dumps(result, ensure_ascii=False) if as_json else format_text(result))
