"""``rulekit replay FILE -o match.html``: a save or a golden playthrough as a replay page.

Attached to :data:`rulekit.cli.main` by one import at the end of ``rulekit/cli.py``; the page is
:mod:`rulekit.replay`.
"""

from __future__ import annotations

import click

from .cli import main
from .replay import read, write


@main.command("replay")
@click.argument("path", metavar="SAVE_OR_PLAYTHROUGH", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True,
              help="The HTML page to write (one self-contained file).")
def replay_command(path, output):
    """Write a match (a `play --save` file or a golden playthrough) as one HTML page: the board at
    each step, the French log beside it, step/play/jump controls and the keyboard arrows."""
    recorder, match = read(path)
    steps = write(recorder, match, output)
    click.echo(f"{output} : {steps} pas")
