"""Balancing two factions: N matches in each seat, and why one side wins.

``balance(game, n, factions=(A, B), agents=(a, b))`` plays the seeds ``seed .. seed+N-1`` twice:
A (played by agent a) as player 1 against B (agent b), then the same seeds with the seats
swapped. Every figure is from A's point of view, with a 95% interval:

- win, draw and loss rates, per seat and overall (Wilson score intervals);
- the match length in steps (mean with a normal interval, histogram);
- per unit type of either faction (the game's ``rulekit_census`` hook): in how many matches it
  is fielded (Wilson), how many of those fielded survive (Wilson over the units), how many
  enemies it destroys per match where fielded (mean, normal interval), and its win-rate
  contribution: the difference between its faction's win rate in the matches where it is fielded
  and where it is not (Newcombe's hybrid Wilson interval); for a unit always fielded, where at
  least one survives and where none does; when the army lists vary and the game prices its
  units (Pocket Battles with ``armies=construire``), a regression over the army lists instead;
- for such built armies, a suggested cost per troop (:func:`pricing`).

Everything is a function of the seeds: the same call gives the same result, on any backend.
"""

from __future__ import annotations

import math
import random
import statistics
from typing import Callable, Iterable, Sequence

import attrs

from . import agents as agents_mod
from . import backends, plugins
from .errors import NotPlayable, RulekitError
from .simulate import play_match, rate, wilson

Z = 1.96
#: Bootstrap resamples of the regression's intervals (seeded by the run's seed).
BOOTSTRAP = 200
#: The ridge penalty of the regression (per match): the fixed budget makes the army lists
#: nearly collinear, and the penalty picks one stable answer among the equally good ones.
RIDGE = 0.05


# ------------------------------------------------------------------------------ one match
def balance_match(job) -> dict:
    """Play one match; its winner, length and census (module-level: any backend runs it)."""
    game_name, seed, agent_names, options = job
    game = plugins.load_game(game_name)
    match = game.new_match(seed=seed, **options)
    players = [agents_mod.make(name, seed=seed * 31 + i) for i, name in enumerate(agent_names)]
    play_match(match, players, seed)
    census = plugins.census(game_name)
    return {"winner": match.winner, "steps": match.steps, "census": census(match) if census else []}


def jobs(game_name: str, n: int, seed: int, factions: Sequence[str], agent_names: Sequence[str],
         options: dict) -> list:
    """The 2N matches: seeds seed..seed+N-1 with A as player 1, then the same with A as player 2."""
    a, b = factions
    first = [(game_name, seed + i, (agent_names[0], agent_names[1]), {**options, "factions": [a, b]})
             for i in range(n)]
    second = [(game_name, seed + i, (agent_names[1], agent_names[0]), {**options, "factions": [b, a]})
              for i in range(n)]
    return first + second


# ------------------------------------------------------------------------------ statistics
def mean_interval(values: Sequence[float]) -> dict:
    """Mean with a normal 95% interval (mean ± 1.96 standard errors)."""
    k = len(values)
    if k == 0:
        return {"mean": None, "low": None, "high": None, "n": 0}
    m = sum(values) / k
    sd = statistics.stdev(values) if k > 1 else 0.0
    half = Z * sd / math.sqrt(k)
    return {"mean": m, "low": m - half, "high": m + half, "n": k}


def newcombe(k1: int, n1: int, k2: int, n2: int) -> dict | None:
    """Difference of two rates k1/n1 − k2/n2 with Newcombe's hybrid Wilson score interval."""
    if n1 == 0 or n2 == 0:
        return None
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson(k1, n1)
    l2, u2 = wilson(k2, n2)
    d = p1 - p2
    return {"estimate": d, "low": d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
            "high": d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2), "n": [n1, n2]}


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """The solution of a small linear system (Gauss–Jordan with partial pivoting)."""
    k = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(k):
        p = max(range(c, k), key=lambda r: abs(m[r][c]))
        if abs(m[p][c]) < 1e-12:
            continue
        m[c], m[p] = m[p], m[c]
        for r in range(k):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][k] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(k)]


def ridge(xs: list[list[float]], ys: list[float], penalty: float) -> list[float]:
    """Least squares of ``ys`` on ``xs`` (first column the intercept, not penalised), ridge
    ``penalty`` × len(ys) on the other coefficients."""
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) for j in range(k)] for i in range(k)]
    for i in range(1, k):
        a[i][i] += penalty * len(ys)
    b = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)]
    return solve(a, b)


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    pos = (len(values) - 1) * q
    lo, hi = math.floor(pos), math.ceil(pos)
    return values[lo] + (values[hi] - values[lo]) * (pos - lo)


# ------------------------------------------------------------------------------ the report
@attrs.frozen
class Played:
    """One match from A's point of view."""

    seat: int  # A's seat, 0 or 1
    score: float  # A: 1 win, ½ draw, 0 loss
    result: str  # "win" | "draw" | "loss"
    steps: int
    units: dict  # (role, unit) -> census row (role 0 for A, 1 for B)


def _played(record: dict, seat: int) -> Played:
    w = record["winner"]
    result = "draw" if w is None else ("win" if w == seat else "loss")
    units = {}
    for row in record["census"]:
        role = 0 if row["player"] == seat else 1
        units[(role, row["unit"])] = row
    return Played(seat, {"win": 1.0, "draw": 0.5, "loss": 0.0}[result], result, record["steps"], units)


def _rates(played: Sequence[Played]) -> dict:
    n = len(played)
    out = {"matches": n}
    for key, name in (("wins", "win"), ("draws", "draw"), ("losses", "loss")):
        out[key] = attrs.asdict(rate(sum(p.result == name for p in played), n))
    return out


def _histogram(values: Sequence[int], bins: int = 12) -> dict:
    lo, hi = min(values), max(values)
    width = max(1, math.ceil((hi - lo + 1) / bins))
    edges = [lo + i * width for i in range(bins + 1)]
    counts = [0] * bins
    for v in values:
        counts[min(bins - 1, (v - lo) // width)] += 1
    while counts and counts[-1] == 0:
        counts.pop()
        edges.pop()
    return {"edges": edges, "counts": counts}


def _regression(played: Sequence[Played], keys: list[tuple[int, str]], seed: int):
    """The ridge regression of A's score on both armies' counts (and A's seat): a coefficient
    per unit type, with bootstrap percentile intervals. Returns (estimates, samples)."""

    def design(ps):
        xs = [[1.0, float(p.seat)] + [float(p.units.get(k, {}).get("fielded", 0)) for k in keys] for p in ps]
        return xs, [p.score for p in ps]

    def fit(ps):
        xs, ys = design(ps)
        return ridge(xs, ys, RIDGE)[2:]

    estimate = fit(played)
    rng = random.Random(seed)
    samples = [fit([played[rng.randrange(len(played))] for _ in played]) for _ in range(BOOTSTRAP)]
    return estimate, samples


def pricing(keys, estimate, samples, costs: dict, mean_counts: dict) -> dict | None:
    """A suggested cost per troop from the regression's coefficients.

    Each troop's value is its coefficient (the change in its side's score per tile, B's taken
    with the opposite sign). The value of one point is the weighted least-squares slope of the
    values on the current costs (weights: how many tiles of each are fielded per match), so that
    the average army keeps about its total cost; a troop's suggested cost is its value divided
    by the value of a point. The interval comes from the same bootstrap resamples."""

    def suggest(coefs):
        values = {k: (c if k[0] == 0 else -c) for k, c in zip(keys, coefs)}
        num = sum(values[k] * costs[k] * mean_counts[k] for k in keys)
        den = sum(costs[k] ** 2 * mean_counts[k] for k in keys)
        point = num / den if den else 0.0
        if point <= 0:
            return None, point
        return {k: values[k] / point for k in keys}, point

    point_estimate, point = suggest(estimate)
    if point_estimate is None:
        return {"point_value": point, "troops": [], "note": "la valeur d'un point n'est pas positive : "
                                                          "trop peu de parties pour proposer des coûts"}
    draws = [s for s, _ in (suggest(c) for c in samples) if s is not None]
    troops = []
    for k in keys:
        dist = [d[k] for d in draws]
        low = percentile(dist, 0.025) if dist else None
        high = percentile(dist, 0.975) if dist else None
        # the current cost against the interval: below it, the troop is worth more than it costs
        verdict = None if low is None else ("under_priced" if costs[k] < low else
                                            "over_priced" if costs[k] > high else "within")
        troops.append({"role": k[0], "unit": k[1], "cost": costs[k], "suggested": point_estimate[k],
                       "low": low, "high": high, "verdict": verdict})
    return {"point_value": point, "troops": troops}


def summarise(game_name: str, factions, agent_names, n: int, seed: int, options: dict,
              records: Sequence[dict]) -> dict:
    """The report (plain data, JSON-ready) of the 2N matches' records, in :func:`jobs`' order."""
    played = [_played(r, 0) for r in records[:n]] + [_played(r, 1) for r in records[n:]]
    a, b = factions
    lengths = [p.steps for p in played]
    result = {
        "game": game_name,
        "factions": [a, b],
        "agents": list(agent_names),
        "matches_per_seat": n,
        "seed": seed,
        "seeds": [seed, seed + n - 1],
        "options": {k: v for k, v in options.items()},
        "overall": _rates(played),
        "seats": [{"seat": s + 1, "player_1": (a, b)[s], "player_2": (b, a)[s], **_rates(played[s * n:(s + 1) * n])}
                  for s in (0, 1)],
        "length": {**mean_interval(lengths), "unit": "steps", "min": min(lengths), "max": max(lengths),
                   "median": statistics.median(lengths), "histogram": _histogram(lengths)},
    }
    keys = sorted({k for p in played for k in p.units})
    costs = {k: next((p.units[k]["cost"] for p in played if k in p.units), None) for k in keys}
    counts = {k: [p.units.get(k, {}).get("fielded", 0) for p in played] for k in keys}
    vary = any(len(set(c)) > 1 for c in counts.values())
    priced = vary and keys and all(costs[k] is not None for k in keys)
    regression = _regression(played, keys, seed) if priced else None

    units = []
    for i, k in enumerate(keys):
        role, name = k
        wins = [p.result == ("win" if role == 0 else "loss") for p in played]  # the unit's side wins
        here = [k in p.units and p.units[k]["fielded"] > 0 for p in played]
        rows = [p.units[k] for p in played if k in p.units and p.units[k]["fielded"] > 0]
        fielded = sum(r["fielded"] for r in rows)
        survived = sum(r["survived"] for r in rows)
        contribution = None
        if regression:
            est, samples = regression
            sign = 1 if role == 0 else -1
            dist = [sign * s[i] for s in samples]
            contribution = {"method": "regression", "estimate": sign * est[i],
                            "low": percentile(dist, 0.025), "high": percentile(dist, 0.975)}
        else:
            basis = here
            method = "presence"
            if all(basis):
                basis = [h and p.units[k]["survived"] > 0 for h, p in zip(here, played)]
                method = "survival"
            k1 = sum(w for w, h in zip(wins, basis) if h)
            n1 = sum(basis)
            k2 = sum(w for w, h in zip(wins, basis) if not h)
            n2 = len(basis) - n1
            diff = newcombe(k1, n1, k2, n2)
            if diff is not None:
                contribution = {"method": method, **diff}
        units.append({
            "faction": factions[role], "role": "A" if role == 0 else "B", "unit": name, "cost": costs[k],
            "matches_fielded": attrs.asdict(rate(sum(here), len(played))),
            "fielded_per_match": sum(counts[k]) / len(played),
            "survival": attrs.asdict(rate(survived, fielded)) if fielded else None,
            "destroyed_per_match": mean_interval([r["destroyed"] for r in rows]),
            "contribution": contribution,
        })
    result["units"] = units
    result["pricing"] = None
    if regression:
        mean_counts = {k: sum(c) / len(c) for k, c in counts.items()}
        priced_troops = pricing(keys, regression[0], regression[1], costs, mean_counts)
        for t in priced_troops["troops"]:
            t["faction"] = factions[t["role"]]
            t["role"] = "A" if t["role"] == 0 else "B"
        result["pricing"] = {"method": "ridge regression of the score on both army lists, "
                                       f"{BOOTSTRAP} bootstrap resamples", **priced_troops}
    return result


# ------------------------------------------------------------------------------ the entry point
def check(game_name: str, factions: Sequence[str], agent_names: Sequence[str], options: dict) -> None:
    """Refuse bad input at once, before any match is played (in the caller's process)."""
    game = plugins.load_game(game_name)
    if not game.playable:
        raise NotPlayable(f"{game_name}: vocabulary-only plugin, there is no match to play")
    if "factions" not in game.options:
        raise RulekitError(f"{game_name} has no factions to balance")
    if len(factions) != 2:
        raise RulekitError(f"--factions needs two factions separated by a comma, got {','.join(factions)!r}")
    agents_mod.require_unattended(agent_names, "the agent {name} asks a person at the terminal; balance plays "
                                               "unattended")
    for order in (list(factions), list(factions)[::-1]):
        game.options.structure(game_name, {**options, "factions": order})


def balance(game_name: str, n: int, factions: Sequence[str] | None = None,
            agent_names: Sequence[str] = ("random", "random"), seed: int = 0, workers: int = 1,
            options: dict | None = None, backend: str = "process", address: str | None = None,
            progress: Callable[[Iterable], Iterable] = lambda it: it) -> dict:
    """Play the 2N matches (:func:`jobs`) and summarise them (:func:`summarise`)."""
    if n < 1:
        raise RulekitError(f"-n must be at least 1, got {n}")
    options = dict(options or {})
    options.pop("factions", None)
    game = plugins.load_game(game_name)
    if factions is None:
        default = game.options.get("factions") if "factions" in game.options else None
        factions = default.split(",") if isinstance(default, str) else list(default or ())
    factions = [str(f).strip() for f in factions]
    check(game_name, factions, agent_names, options)
    records = backends.run_jobs(balance_match, jobs(game_name, n, seed, factions, agent_names, options),
                                workers=workers, backend=backend, address=address, progress=progress)
    return summarise(game_name, factions, agent_names, n, seed, options, records)
