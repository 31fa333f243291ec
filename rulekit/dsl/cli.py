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
from ..errors import RulekitError


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
              help="A vocabulary file to add to the game's (docs/DSL.md).")
def check_command(path, files):
    """Validate a faction file: every block, stat and ability parses and compiles, and the
    file says what its game needs (each stat typed and in range, the blocks it requires).

    Every error of the file is reported at once (file:line:column, what was expected, a
    suggestion), on stderr, with exit status 2; a good file prints a summary (status 0).
    """
    from .faction import added_vocabulary
    from .vocabulary import Vocabulary

    added = None  # --vocabulary files: added to the file's default vocabulary (the game's underneath)
    for f in files:
        added = Vocabulary.from_file(f) if added is None else added.merge(Vocabulary.from_file(f))
    with added_vocabulary(added):
        _check(path)


def _check(path):
    from pathlib import Path

    from .. import factions
    from .errors import RulesSemanticError
    from .faction import parse_file_lenient
    from .load import _compile

    parsed, errors = parse_file_lenient(path)
    reports = list(errors)  # DSL errors: their full report (line, caret, expected, suggestion)
    if parsed is not None:
        for name, decl in parsed.abilities.items():
            try:
                _compile(decl, name, parsed.vocabulary, Path(path))
            except RulesSemanticError as exc:
                reports.append(exc)
    seen = {(e.line, e.column, e.message) for e in reports}
    extra = []  # the game's own checks (stats, blocks, armies): one line each
    game = plugins.games().get(parsed.game) if parsed is not None else None
    if game is not None and game.faction_reader is not None:
        try:
            game.faction_reader(Path(path).stem, Path(path))
        except factions.FactionFileError as exc:
            extra = [p for p in exc.problems if (p.line, p.column, p.message) not in seen]
        except RulekitError as exc:  # a game's own error naming the fault: one line
            if not reports:
                extra = [factions.Problem(str(path), 1, 1, str(exc))]
    if extra:  # the game's faults as the DSL's reports (with the line they are on)
        from . import source
        from .errors import RulesSyntaxError

        try:
            text = source.clean(source.read_text(Path(path)))
        except RulesSyntaxError:
            text = ""
        reports += [RulesSyntaxError(p.message, text=text, file=p.file, line=p.line, column=p.column,
                                     expected=p.expected, suggestion=p.suggestion) for p in extra]
    if len(reports) == 1:
        raise reports[0]  # one report, on stderr, status 2 (rulekit.cli.Group)
    if reports:
        from .errors import RulesSyntaxErrors

        click.echo(f"{path} : {len(reports)} erreurs", err=True)
        raise RulesSyntaxErrors(reports)
    n_units = len(parsed.units)
    click.echo(f"{path} : faction « {parsed.faction} » ({parsed.game or 'jeu non précisé'}), "
               f"{n_units} unité(s), {len(parsed.abilities)} capacité(s), {len(parsed.blocks)} autre(s) bloc(s) : OK")
