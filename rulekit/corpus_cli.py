"""``rulekit corpus FILE [--game G] [--json]``: a grammar's coverage of a rule corpus.

Attached to :data:`rulekit.cli.main` by one import at the end of ``rulekit/cli.py``.
"""

from __future__ import annotations

import json

import click

from . import plugins
from .cli import main
from .corpus import coverage


@main.command("corpus")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--game", "game_name", default=None, help="Read the corpus with this game's grammar.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--strict", is_flag=True, help="Exit with status 1 if a line fails to parse.")
def corpus(file, game_name, as_json, strict):
    """Parse every unique line of FILE; print lines, unique lines, parsed, failures."""
    if game_name is not None:
        plugins.load_game(game_name)  # an unknown game is a clear error
    result = coverage(file, game=game_name)
    click.echo(json.dumps(result.as_dict(), ensure_ascii=False, indent=2) if as_json else result.report())
    if strict and result.failures:
        raise SystemExit(1)
