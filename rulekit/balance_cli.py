"""``rulekit balance GAME -n N``: two factions in both seats, why one side wins.

Attached to :data:`rulekit.cli.main` by one import at the end of ``rulekit/cli.py``; the
computation is :mod:`rulekit.balance`, the HTML page :mod:`rulekit.balance_report`.
"""

from __future__ import annotations

import json
import sys

import click

from .backends import backend_options
from .balance import balance
from .cli import COUNT, SEED, main, option_flag, parse_agents, parse_options
from .errors import RulekitError
from .tables import table


def _rate(r: dict | None) -> str:
    if r is None:
        return "—"
    return f"{r['rate']:.2f} [{r['low']:.2f}–{r['high']:.2f}]"


def _interval(r: dict | None, key: str = "mean", digits: int = 2) -> str:
    if r is None or r.get(key) is None:
        return "—"
    return f"{r[key]:+.{digits}f} [{r['low']:+.{digits}f}–{r['high']:+.{digits}f}]" if key == "estimate" \
        else f"{r[key]:.{digits}f} [{r['low']:.{digits}f}–{r['high']:.{digits}f}]"


METHODS = {"presence": "présence", "survival": "survie", "regression": "régression"}
VERDICTS = {"under_priced": "sous-évaluée", "over_priced": "surévaluée", "within": "dans l'intervalle"}


def format_text(result: dict) -> str:
    a, b = result["factions"]
    n = result["matches_per_seat"]
    lo, hi = result["seeds"]
    title = (f"{result['game']} : {a} ({result['agents'][0]}) contre {b} ({result['agents'][1]}), "
             f"{n} parties par place, graines {lo}–{hi} ; du point de vue de {a} (IC95 de Wilson)")
    rows = [(f"{a} joueur {s['seat']}", s["matches"], _rate(s["wins"]), _rate(s["draws"]), _rate(s["losses"]))
            for s in result["seats"]]
    o = result["overall"]
    rows.append(("ensemble", o["matches"], _rate(o["wins"]), _rate(o["draws"]), _rate(o["losses"])))
    parts = [table(("place", "parties", "victoires", "nuls", "défaites"), rows, title=title, right=(1,))]
    length = result["length"]
    parts.append(f"Durée d'une partie : {length['mean']:.1f} pas [{length['low']:.1f}–{length['high']:.1f}], "
                 f"médiane {length['median']}, de {length['min']} à {length['max']}.")
    unit_rows = []
    for u in result["units"]:
        c = u["contribution"]
        unit_rows.append((u["faction"], u["unit"], "—" if u["cost"] is None else u["cost"],
                          _rate(u["matches_fielded"]), f"{u['fielded_per_match']:.2f}", _rate(u["survival"]),
                          _interval(u["destroyed_per_match"]),
                          _interval(c, "estimate") if c else "—",
                          METHODS.get(c["method"], c["method"]) if c else "—"))
    parts.append(table(("faction", "unité", "coût", "alignée (parties)", "par partie", "survit",
                        "détruit / partie", "apport au taux de victoire", "méthode"),
                       unit_rows, title="Par type d'unité (IC95) :", right=(2, 4)))
    pricing = result.get("pricing")
    if pricing:
        if pricing["troops"]:
            price_rows = [(t["faction"], t["unit"], t["cost"], f"{t['suggested']:.1f}",
                           "—" if t["low"] is None else f"{t['low']:.1f}–{t['high']:.1f}",
                           VERDICTS.get(t["verdict"], "—"))
                          for t in pricing["troops"]]
            parts.append(table(("faction", "troupe", "coût", "coût suggéré", "IC95 (bootstrap)", "verdict"),
                               price_rows,
                               title=f"Coûts suggérés (valeur d'un point : {pricing['point_value']:.4f} "
                                     "de score par point) :", right=(2, 3)))
        else:
            parts.append(f"Coûts suggérés : {pricing['note']}.")
    return "\n\n".join(parts)


@main.command("balance")
@click.argument("game_name", metavar="GAME")
@click.option("-n", "n", type=COUNT, required=True, help="Matches per seat (2N in all).")
@click.option("--factions", "faction_text", default=None, metavar="A,B",
              help="The two factions, keys or faction files (default: the game's).")
@click.option("--agents", "agent_text", default="random,random", show_default=True,
              help="The agents of factions A and B (not `human`); they keep their faction when the seats swap.")
@click.option("--seed", type=SEED, default=0, show_default=True, help="First seed; each seat plays seed..seed+N-1.")
@click.option("--workers", type=COUNT, default=1, show_default=True,
              help="Worker processes (with --backend ray and no --address: the local Ray's CPUs).")
@backend_options
@option_flag
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--report", "report_dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Also write DIR/index.html with plots (needs rulekit[report]) and DIR/balance.json.")
def balance_command(game_name, n, faction_text, agent_text, seed, workers, backend, address, option_pairs,
                    as_json, report_dir):
    """Play two factions N times in each seat and report win rates, match length and each unit
    type's part in them, with 95% intervals."""
    names = parse_agents(agent_text, interactive=False)
    options = parse_options(option_pairs)
    if "factions" in options:
        if faction_text is not None:
            raise RulekitError("give the factions once: --factions A,B (or -o factions=A,B)")
        faction_text = options.pop("factions")
    factions = None
    if faction_text is not None:
        factions = [f.strip() for f in faction_text.split(",")]
        if len(factions) != 2 or not all(factions):
            raise RulekitError(f"--factions needs two factions separated by a comma, got {faction_text!r}")
    if report_dir is not None:
        from .balance_report import require

        require()  # before the matches: a missing matplotlib or a folder that cannot be made is said at once
        from pathlib import Path

        Path(report_dir).mkdir(parents=True, exist_ok=True)
    from tqdm import tqdm

    def progress(it):
        return tqdm(it, total=2 * n, disable=as_json, file=sys.stderr, unit="partie", desc="équilibre")

    result = balance(game_name, n, factions, names, seed, workers, options, backend, address, progress)
    if report_dir is not None:
        from .balance_report import write_report

        path = write_report(result, report_dir)
        if not as_json:
            click.echo(f"Rapport : {path}", err=True)
    click.echo(json.dumps(result, ensure_ascii=False) if as_json else format_text(result))
