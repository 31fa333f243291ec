"""``rulekit golden record|check|regenerate``: golden playthroughs from the command line.

Attached to :data:`rulekit.cli.main` by one import at the end of ``rulekit/cli.py``.
``check`` exits with status 1 when a playthrough differs from its replay, 2 when a
file is not a playthrough; ``regenerate`` is how a meant change is accepted (then
``git diff tests/playthroughs`` shows it for review).
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..cli import SEED, main, option_flag, parse_options
from ..errors import RulekitError
from . import golden


@main.group("golden")
def golden_group():
    """Golden playthroughs: record a seeded random match, check or regenerate recorded ones."""


@golden_group.command("record")
@click.argument("game_name", metavar="GAME")
@click.option("--seed", type=SEED, required=True, help="Seed of the match and of the random play.")
@option_flag
@click.option("--output", type=click.Path(), default=None,
              help="File to write (a folder: GAME-SEED.json in it); default: print the JSON.")
def record_command(game_name, seed, option_pairs, output):
    """Play GAME from SEED by seeded random play and record every step, the log and the result."""
    data = golden.record(game_name, seed, **parse_options(option_pairs))
    if output is None:
        click.echo(golden.dumps(data), nl=False)
        return
    path = Path(output)
    if path.is_dir():
        path = path / f"{game_name}-{seed}.json"
    golden.write(path, data)
    click.echo(f"{path}: {len(data['steps'])} steps, {len(data['log'])} log lines, "
               f"{golden.result_text(data['result'])}")


def _each(paths, action) -> list:
    """Run ``action(path)`` on every playthrough file; a file that fails is reported and skipped."""
    errors = []
    for path in golden.files(paths):
        try:
            action(path)
        except RulekitError as exc:
            click.echo(f"rulekit: error: {exc}", err=True)
            errors.append(path)
    return errors


@golden_group.command("check")
@click.argument("paths", metavar="PATH...", nargs=-1, required=True)
def check_command(paths):
    """Replay each playthrough (files, or folders of *.json): OK, or the differences."""
    differing = []

    def check(path):
        differences = golden.replay(golden.load(path))
        if differences:
            differing.append(path)
            click.echo(golden.report(path, differences))
        else:
            click.echo(f"{path}: OK")

    errors = _each(paths, check)
    if errors:
        sys.exit(2)
    if differing:
        sys.exit(1)


@golden_group.command("regenerate")
@click.argument("paths", metavar="PATH...", nargs=-1, required=True)
def regenerate_command(paths):
    """Re-record each playthrough from its own game, seed and options; say what changed.

    Review the change with `git diff tests/playthroughs` before committing it.
    """
    if _each(paths, lambda path: click.echo(golden.regenerate(path))):
        sys.exit(2)
