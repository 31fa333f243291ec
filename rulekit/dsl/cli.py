"""``rulekit parse`` and ``rulekit check``: the DSL from the command line.

``rulekit parse "TEXT" [--game G] [--json]`` prints the typed AST (and its canonical
French); ``rulekit check FILE`` reads a faction file, parses and compiles every
ability and prints a summary. Errors are one report (file:line:column, what was
expected, « vouliez-vous dire », the caret) and exit status 2, never a traceback.
"""

from __future__ import annotations

import json

import attrs
import click

from ..cli import main
from .. import plugins


def to_data(node):
    """JSON-ready data of an AST: ``{"type": ClassName, field: value...}``."""
    if attrs.has(type(node)):
        out = {"type": type(node).__name__}
        for f in attrs.fields(type(node)):
            out[f.name] = to_data(getattr(node, f.name))
        return out
    if isinstance(node, (tuple, list)):
        return [to_data(x) for x in node]
    return node


def _vocabulary(game, files):
    from .vocabulary import Vocabulary, for_game

    if game is not None:
        plugins.load_game(game)  # UnknownGame names the installed ones
    vocab = for_game(game)
    for path in files:
        vocab = vocab.merge(Vocabulary.from_file(path))
    return vocab


@main.command("parse")
@click.argument("text")
@click.option("--game", default=None, help="Use this game's vocabulary (default: every installed game's).")
@click.option("--vocabulary", "files", multiple=True, type=click.Path(dir_okay=False),
              help="A vocabulary file to add (docs/DSL.md).")
@click.option("--json", "as_json", is_flag=True, help="Print the AST as JSON.")
def parse_command(text, game, files, as_json):
    """Parse one rule sentence (or sheet line) and print its typed AST."""
    from . import parse_ability, render

    tree = parse_ability(text, vocabulary=_vocabulary(game, files))
    if as_json:
        click.echo(json.dumps(to_data(tree), ensure_ascii=False, indent=2))
        return
    click.echo(repr(tree))
    click.echo(f"forme canonique : {render(tree)}")


@main.command("check")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--vocabulary", "files", multiple=True, type=click.Path(dir_okay=False),
              help="A vocabulary file to add (docs/DSL.md).")
def check_command(path, files):
    """Validate a faction file: every block, stat and ability parses and compiles."""
    from .load import load_faction
    from .vocabulary import Vocabulary

    vocab = None  # default: the game the file names (plugins) and a vocabulaire.txt beside it
    if files:
        vocab = Vocabulary()
        for f in files:
            vocab = vocab.merge(Vocabulary.from_file(f))
    faction = load_faction(path, vocab)
    n_units = len(faction.units)
    click.echo(f"{path} : faction « {faction.name} » ({faction.game or 'jeu non précisé'}), "
               f"{n_units} unité(s), {len(faction.abilities)} capacité(s), {len(faction.blocks)} autre(s) bloc(s) : OK")
