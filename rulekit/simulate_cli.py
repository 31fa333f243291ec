"""``rulekit simulate GAME -n N``: win and draw rates of N matches, as a table or JSON.

Attached to :data:`rulekit.cli.main` by one import at the end of ``rulekit/cli.py``.
"""

from __future__ import annotations

import json
import sys

import click

from . import plugins
from .backends import backend_options
from .errors import NotPlayable
from .cli import COUNT, SEED, main, option_flag, parse_agents, parse_options
from .simulate import simulate
from .tables import table


def interval(r: dict) -> str:
    return f"{r['low']:.3f} – {r['high']:.3f}"


def format_text(result: dict, names) -> str:
    n, seed = result["matches"], result["seed"]
    rows = [(label, r["count"], f"{r['rate']:.3f}", interval(r))
            for label, r in (("victoires joueur 1", result["wins_0"]), ("victoires joueur 2", result["wins_1"]),
                             ("matchs nuls", result["draws"]))]
    title = f"{result['game']} : {n} parties, agents {', '.join(names)}, graines {seed}–{seed + n - 1}"
    return table(("résultat", "parties", "taux", "IC95 (Wilson)"), rows, title=title, right=(1, 2))


@main.command("simulate")
@click.argument("game_name", metavar="GAME")
@click.option("-n", "n", type=COUNT, required=True, help="Number of matches.")
@click.option("--seed", type=SEED, default=0, show_default=True, help="First seed; matches use seed..seed+N-1.")
@click.option("--workers", type=COUNT, default=1, show_default=True,
              help="Worker processes (with --backend ray and no --address: the local Ray's CPUs).")
@backend_options
@click.option("--agents", "agent_text", default="random,random", show_default=True,
              help="The agents of the seats, separated by commas (not `human`).")
@option_flag
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def simulate_command(game_name, n, seed, workers, backend, address, agent_text, option_pairs, as_json):
    """Play N matches and print win and draw rates with 95% intervals."""
    game = plugins.load_game(game_name)
    if not game.playable:
        raise NotPlayable(f"{game_name}: vocabulary-only plugin, there is no match to play")
    names = parse_agents(agent_text, interactive=False)
    given = parse_options(option_pairs)
    typed = game.options.structure(game_name, given)  # a bad option fails here, not in a worker
    options = {k: typed[k] for k in given}
    from tqdm import tqdm

    def progress(it):
        return tqdm(it, total=n, disable=as_json, file=sys.stderr, unit="partie")

    result = simulate(game_name, n, seed, names, workers, options, progress, backend, address)
    click.echo(json.dumps(result, ensure_ascii=False) if as_json else format_text(result, names))
