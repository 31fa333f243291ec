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
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Iterable

import attrs
import click

from . import agents as agents_mod
from .cli import main, parse_options
from .errors import NotPlayable, RulekitError
from .plugins import load_game
from .simulate import one_match, rate


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
) -> dict:
    """Play every pairing ``n`` times in each seat; results per pair and per seat."""
    if not load_game(game_name).playable:
        raise NotPlayable(f"{game_name}: vocabulary-only plugin, there is no match to play")
    if n < 1:
        raise RulekitError(f"-n must be at least 1, got {n}")
    if workers < 1:
        raise RulekitError(f"--workers must be at least 1, got {workers}")
    if len(set(agent_names)) != len(agent_names):
        raise RulekitError(f"each agent may appear once in a tournament, got {', '.join(agent_names)}")
    for name in agent_names:
        if name not in agents_mod.AGENTS:
            raise RulekitError(f"unknown agent {name!r}; known agents: {', '.join(sorted(agents_mod.AGENTS))}")
        if name == "human":
            raise RulekitError("a tournament is played by programs: the 'human' agent cannot take part")
    seats = pairings(tuple(agent_names))
    jobs = [(game_name, seed + i, pair, options or {}) for pair in seats for i in range(n)]
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            winners = list(progress(pool.map(_one, jobs, chunksize=1)))
    else:
        winners = [_one(job) for job in progress(jobs)]
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


def _line(r: dict) -> str:
    parts = []
    for key, word in (("wins", "victoires"), ("draws", "nuls"), ("losses", "défaites")):
        x = r[key]
        parts.append(f"{word} {x['rate']:.3f} [{x['low']:.3f} – {x['high']:.3f}]")
    return "  ".join(parts)


def format_text(result: dict) -> str:
    n = result["matches_per_seat"]
    lo, hi = result["seeds"]
    lines = [
        f"{result['game']} : tournoi {', '.join(result['agents'])}, "
        f"{n} parties par appariement et par place, graines {lo}–{hi} (IC95 de Wilson)"
    ]
    for r in result["pairs"]:
        lines.append(f"  {r['agent']} contre {r['opponent']} ({r['matches']} parties) : {_line(r)}")
    lines.append("  par place (du point de vue du joueur 1) :")
    for r in result["seats"]:
        lines.append(f"    {r['seat_1']} (J1) contre {r['seat_2']} (J2) : {_line(r)}")
    return "\n".join(lines)


@main.command("tournament")
@click.argument("game_name", metavar="GAME")
@click.option("--agents", "agent_text", default="random,greedy,mcts", show_default=True,
              help="Agents separated by commas; each pair plays in both seats.")
@click.option("-n", "n", type=int, required=True, help="Matches per pairing and per seat.")
@click.option("--workers", type=int, default=1, show_default=True, help="Worker processes.")
@click.option("--seed", type=int, default=0, show_default=True, help="First seed; matches use seed..seed+N-1.")
@click.option("-o", "--option", "option_pairs", multiple=True, help="Game option name=value.")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def tournament_command(game_name, agent_text, n, workers, seed, option_pairs, as_json):
    """Every pair of agents plays N matches in each seat: win/draw/loss rates with 95% intervals."""
    names = tuple(a.strip() for a in agent_text.split(",") if a.strip())
    if not names:
        raise RulekitError("--agents needs at least one agent name")
    from tqdm import tqdm

    total = len(pairings(names)) * max(n, 0)

    def progress(it):
        return tqdm(it, total=total, file=sys.stderr, unit="partie", desc="tournoi", disable=as_json)

    result = tournament(game_name, names, n, seed, workers, parse_options(option_pairs), progress)
    click.echo(json.dumps(result, ensure_ascii=False) if as_json else format_text(result))
