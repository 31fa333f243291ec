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


def _vocabulary(game, files, faction=None):
    """The vocabulary a sentence given to ``rulekit parse`` is read with: the game's (every installed game's
    without ``--game``), or the faction file's (the game's and its own units, types and abilities, as the file's
    sentences are read: :func:`rulekit.dsl.faction.parse_file_lenient`); with the ``--vocabulary`` files added."""
    from .vocabulary import for_game

    if game is not None:
        plugins.load_game(game)  # UnknownGame names the installed ones
    vocab = for_game(game) if faction is None else _faction_vocabulary(faction, game)
    for path in files:
        vocab = vocab.merge(_vocabulary_file(path))
    return vocab


def _vocabulary_file(path):
    """A ``--vocabulary`` file; a faction file given there is said to be one (``--faction``)."""
    from pathlib import Path

    from .errors import RulesSyntaxError
    from .vocabulary import Vocabulary
    from .. import factions

    try:
        return Vocabulary.from_file(path)
    except RulesSyntaxError:
        try:
            head = factions.header(Path(path))
        except RulesSyntaxError:
            head = {}
        if "faction" in head:  # (`rulekit check` reads a faction file's own names with it already)
            raise RulekitError(f"{path} est un fichier de faction, pas de vocabulaire : `rulekit parse` le prend par "
                               f"--faction {path} (ses unités, ses types et ses capacités s'ajoutent au vocabulaire "
                               "de son jeu)") from None
        raise


def _faction_vocabulary(path, game):
    """The vocabulary a faction file's sentences are read with; the file must be one of ``game``'s. A fault
    elsewhere in the file does not stop it (the sentence tried may be the one that will fix it): only a file
    that cannot be read at all is refused."""
    from pathlib import Path

    from .faction import parse_file_lenient

    parsed, errors = parse_file_lenient(Path(path))
    if parsed is None:
        raise errors[0]
    if game is not None and parsed.game and parsed.game != game:
        from .. import factions

        _, line = factions.header(Path(path))["jeu"]
        raise RulekitError(f"{path}:{line}:1: faction de « {parsed.game} », pas de « {game} » "
                           f"(--game {game} --faction {path})")
    return parsed.vocabulary


@main.command("parse")
@click.argument("text")
@click.option("--game", default=None, help="Use this game's vocabulary (default: every installed game's).")
@click.option("--vocabulary", "files", multiple=True, type=click.Path(dir_okay=False),
              help="A vocabulary file to add (docs/DSL.md).")
@click.option("--faction", "faction", type=click.Path(dir_okay=False), default=None,
              help="Read the sentence as this faction file reads its own: with its units, types and abilities "
                   "(its game's, unless --game says another, which is refused).")
@click.option("--json", "as_json", is_flag=True, help="Print the AST as JSON.")
def parse_command(text, game, files, as_json, faction=None):
    """Parse one rule sentence (or sheet line) and print its typed AST; with ``--game``, compile it
    for that game too: a sentence the game cannot act on is refused (status 2, the words refused
    and what the game does), as ``rulekit check`` refuses it in a file. With ``--faction FILE``,
    the sentence may name the file's own units, types and abilities, and is compiled for its game."""
    from . import parse_ability, render

    vocabulary = _vocabulary(game, files, faction)
    if faction is not None and game is None:
        game = vocabulary.game or None
    tree = parse_ability(text, vocabulary=vocabulary)
    ability = _compiled(tree, text, vocabulary) if game is not None else None
    if as_json:
        click.echo(json.dumps(to_data(tree), ensure_ascii=False, indent=2))
        return
    click.echo(repr(tree))
    click.echo(f"forme canonique : {render(tree)}")
    if ability is not None:
        click.echo(f"dans {game} : " + " ; ".join(_does(what_it_does(ability, tree, vocabulary, game))))


def _compiled(tree, text: str, vocabulary):
    """The ability ``tree`` compiles to for the vocabulary's game; a refusal placed at the words it is
    about in ``text`` (as in a file: :func:`rulekit.dsl.load.refused_at`)."""
    from types import SimpleNamespace

    from . import compile_ability
    from .errors import CompileError, RulesSemanticError
    from .load import refused_at

    try:
        return compile_ability(tree, name=LONE, text=text, vocabulary=vocabulary)
    except CompileError as exc:
        message = exc.message if isinstance(exc, RulesSemanticError) else str(exc)
        # the compiler names the ability it refuses (« Fronde: … », as a file's report shows it): a lone
        # sentence has no name, its report is its place
        message = message[len(LONE) + 2:] if message.startswith(f"{LONE}: ") else message
        exc = RulesSemanticError(message, supported=getattr(exc, "supported", ()), phrase=getattr(exc, "phrase", None))
        line, column = refused_at(exc, SimpleNamespace(line=1, text=text, ast=tree), text)
        raise exc.at("<texte>", line, column, text) from None


#: the name a sentence given to ``rulekit parse`` is compiled under (its grants and steps are tagged with it)
LONE = "phrase"


@main.command("check")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--vocabulary", "files", multiple=True, type=click.Path(dir_okay=False),
              help="A vocabulary file to add to the game's (docs/DSL.md).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the summary (or the errors, status 2) as JSON on stdout.")
def check_command(path, files, as_json):
    """Validate a faction file: every block, stat and ability parses and compiles, and the
    file says what its game needs (each stat typed and in range, the blocks it requires,
    abilities the game can act on).

    Every error of the file is reported at once (file:line:column, what was expected, a
    suggestion), on stderr, with exit status 2; a good file prints a summary (status 0): its
    units with their stats, and each ability's canonical French and what it does in the game
    (the questions it answers, the events it listens to or replaces, the permissions it
    changes).
    """
    from .faction import added_vocabulary

    added = None  # --vocabulary files: added to the file's default vocabulary (the game's underneath)
    for f in files:
        added = _vocabulary_file(f) if added is None else added.merge(_vocabulary_file(f))
    with added_vocabulary(added):
        _check(path, as_json)


def _check(path, as_json=False):
    from pathlib import Path

    from .. import factions
    from .faction import parse_file_lenient
    from .load import compile_declared

    parsed, errors = parse_file_lenient(path)
    reports = list(errors)  # DSL errors: their full report (line, caret, expected, suggestion)
    compiled = {}
    if parsed is not None:  # each refusal placed at its line (a cycle of citations at the citation closing it)
        compiled = compile_declared(parsed, parsed.vocabulary, Path(path), reports)
    # read with no game's words, or another game's: its other faults follow from it
    wrong_game = _unknown_game(parsed, path) or _other_game(path)
    reports = wrong_game or reports
    seen = {(e.line, e.column) for e in reports}  # a place the DSL reported: the game's fault there is the same
    extra, warned = [], []  # the game's own checks (stats, blocks, armies): one line each; its warnings
    game = plugins.games().get(parsed.game) if parsed is not None and not wrong_game else None
    if game is not None and game.faction_reader is not None:
        try:
            warned = factions.warnings(game.faction_reader(Path(path).stem, Path(path)))
        except factions.FactionFileError as exc:
            extra = [p for p in exc.problems if (p.line, p.column) not in seen]
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
    if reports:
        reports.sort(key=lambda e: (e.line, e.column))
        if as_json:
            click.echo(json.dumps({"file": str(path), "ok": False,
                                   "errors": [_error_data(e, path) for e in reports]},
                                  ensure_ascii=False, indent=2))
    if len(reports) == 1:
        raise reports[0]  # one report, on stderr, status 2 (rulekit.cli.Group)
    if reports:
        from .errors import RulesSyntaxErrors

        click.echo(f"{path} : {len(reports)} erreurs", err=True)
        raise RulesSyntaxErrors(reports)
    from .bearer_named import unborne

    from .sans_effet import warnings as inert

    # an ability its unit never bears (« Les Cavaliers … » on a Légionnaire); one that answers only what the game
    # never asks (« Peut prendre pour cible les aéronefs » in Epic)
    warned = [*warned, *unborne(parsed, path), *inert(parsed, compiled, path)]
    data = summary(parsed, compiled, warned)
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        click.echo(summary_text(data))


def _unknown_game(parsed, path) -> list:
    """« jeu : pocket_tactic »: a game no plugin installs, and no vocabulary beside the file to read
    it with (its sentences would be read with every game's nouns, and its stats never checked)."""
    from pathlib import Path

    from .. import factions
    from . import source
    from .errors import RulesSyntaxError, suggest
    from .faction import _vocabulary_near

    if parsed is None or not parsed.game or parsed.game in plugins.games() or _vocabulary_near(Path(path)):
        return []
    installed = sorted(plugins.games())
    _, line = factions.header(Path(path))["jeu"]
    return [RulesSyntaxError(f"jeu inconnu « {parsed.game} »", text=source.clean(source.read_text(Path(path))),
                             file=str(path), line=line, column=1,
                             expected=tuple(installed), suggestion=suggest(parsed.game, installed))]


def _other_game(path) -> list:
    """« jeu : pocket_battles » over a Pocket-Tactics file: that one fault
    (:func:`rulekit.factions.written_for`), as a report with its line."""
    from pathlib import Path

    from .. import factions
    from . import source
    from .errors import RulesSyntaxError

    try:
        found = factions.written_for(Path(path))
    except RulesSyntaxError:  # not readable: reported as such
        return []
    if found is None:
        return []
    return [RulesSyntaxError(found.message, text=source.clean(source.read_text(Path(path))), file=found.file,
                             line=found.line, column=found.column, expected=found.expected,
                             suggestion=found.suggestion)]


def _error_data(error, path) -> dict:
    return {"file": getattr(error, "file", None) or str(path), "line": error.line, "column": error.column,
            "message": error.message,
            "expected": list(getattr(error, "expected", ()) or getattr(error, "supported", ()) or ()),
            "suggestion": getattr(error, "suggestion", None)}


# --------------------------------------------------------------------------- the summary
def permissions_of(ability) -> list[dict]:
    """The action families whose « permis » question an ability answers, read off its AST:
    ``[{"action": family, "allowed": bool}]`` (« peut attaquer » / « ne peut pas se déplacer »)."""
    from . import ast as A

    if not any(m.query == "permis" for m in ability.modifiers):
        return []
    found: list[dict] = []

    def walk(node):
        if isinstance(node, A.Effet) and node.modalite in ("peut", "ne peut pas"):
            act = node.action
            family = act.verbe if isinstance(act, A.Agir) else act.action if isinstance(act, A.Effectuer) else None
            if family is None:  # « peut tirer depuis l'Arrière d'un Secteur »: the act as written
                from .render import action as said

                try:
                    family = said(act, "inf")
                except Exception:  # a node the renderer cannot write alone: its type
                    family = type(act).__name__
            if family is not None:
                item = {"action": family, "allowed": node.modalite == "peut"}
                if item not in found:
                    found.append(item)
        if attrs.has(type(node)):
            for f in attrs.fields(type(node)):
                walk(getattr(node, f.name))
        elif isinstance(node, (tuple, list)):
            for x in node:
                walk(x)

    walk(ability.ast)
    return found


def _cited(ast) -> list[str]:
    """The rules of the game's sheet a sheet line cites (« Meneur »): the game applies them."""
    from . import ast as A

    if not isinstance(ast, A.Fiche):
        return []
    return [n for c in ast.clauses if isinstance(c, A.Inclut) for n in c.regles]


def _canonical(ast) -> str | None:
    from . import render

    try:
        return render(ast)
    except Exception:  # a node the renderer cannot write yet: the summary says so (None)
        return None


def what_it_does(ability, ast, vocabulary, game) -> dict:
    """What a compiled ability does in its game, as data (``rulekit check``'s summary, ``rulekit parse --game``):
    the questions it answers, those it answers that the game never asks (``inert``: it changes nothing there),
    the events it listens to or replaces, the permissions it changes, the sheet rules it cites."""
    from .sans_effet import inert_queries

    inert = inert_queries(ability, vocabulary)
    return {"queries": list(dict.fromkeys(m.query for m in ability.modifiers
                                          if m.query != "permis" and m.query not in inert)),
            "inert": inert,
            "events": list(dict.fromkeys(t.event for t in ability.triggers)),
            "replaces": list(dict.fromkeys(r.event for r in ability.replacements)),
            "permissions": permissions_of(ability),
            "cites": _cited(ast),
            "game": game}


def _named(parsed) -> dict[str, list[str]]:
    """The units of the file each declared line names as its subject (« Les Scarabées comptent … », ``Fiche.nomme``):
    by their name, or by the type the file writes for them (« INF », a declared « Arachnide »); the game gives the
    line to them as if they listed it (Epic: ``games/epic_ref/nommees.py``, which also reads a type's long name)."""
    out: dict[str, list[str]] = {}
    for name, decl in parsed.abilities.items():
        nomme = getattr(decl.ast, "nomme", None)
        if nomme is None:
            continue
        out[name] = [u.name for u in parsed.units
                     if (u.name if nomme.sorte == "unité" else str(u.stats.get("type", ""))) == nomme.nom]
    return out


def summary(parsed, compiled, warned=()) -> dict:
    """What ``rulekit check`` prints of a good file, as data (the ``--json`` output); ``warned``:
    the game's warnings about it (:func:`rulekit.factions.warnings`)."""
    from .faction import fold
    from .values import show

    used_by: dict[str, list[str]] = {}
    for unit in parsed.units:
        for ref in unit.abilities:
            used_by.setdefault(ref, []).append(unit.name)
    named = _named(parsed)  # « Les Scarabées comptent … »: the units a line names bear it too
    for name, units in named.items():
        for unit in units:
            if unit not in used_by.get(name, ()):
                used_by.setdefault(name, []).append(unit)
    # a weapon's « capacités » (Epic: « arme Canon Rail … capacités : Perforant »), split as a unit's are
    on_weapons: dict[str, list[str]] = {}
    for block in parsed.blocks:
        for ref in str(dict(block.fields).get("capacités", "")).split(","):
            if ref.strip():
                on_weapons.setdefault(" ".join(ref.split()), []).append(block.name)
    cited_by: dict[str, list[str]] = {}
    for name, decl in parsed.abilities.items():
        for ref in _cited(decl.ast):
            cited_by.setdefault(fold(ref).casefold(), []).append(name)  # « est un démon » cites « Démon »
    abilities = []
    for name, decl in parsed.abilities.items():
        ability = compiled.get(name)
        if ability is None:
            continue
        abilities.append({
            "name": name,
            "declared": name != decl.text,  # False: a sentence written in a unit's « capacités »
            "line": decl.line,
            "text": decl.text,
            "canonical": _canonical(decl.ast),
            "units": used_by.get(name, []),
            "weapons": on_weapons.get(name, []),
            "cited_by": [c for c in cited_by.get(fold(name).casefold(), []) if c != name],
            "named": decl.ast.nomme.pluriel if getattr(decl.ast, "nomme", None) is not None else None,
            **what_it_does(ability, decl.ast, parsed.vocabulary, parsed.game),
        })
    return {
        "file": parsed.path,
        "ok": True,
        "game": parsed.game,
        "faction": parsed.faction,
        "units": [{"name": u.name, "line": u.line, "stats": {k: show(v) for k, v in u.stats.items()},
                   "abilities": [*u.abilities, *(n for n, us in named.items() if u.name in us and n not in u.abilities)]}
                  for u in parsed.units],
        "abilities": abilities,
        "blocks": [{"keyword": b.keyword, "name": b.name, "line": b.line, "fields": dict(b.fields)}
                   for b in parsed.blocks],
        "warnings": [{"line": w.line, "column": w.column, "message": w.message} for w in warned],
    }


def _does(a: dict) -> list[str]:
    """What an ability does in the game, in French: one line per kind of hook."""
    out = []
    if a["queries"]:
        out.append("répond à la question " + ", ".join(f"« {q} »" for q in a["queries"]))
    if a["permissions"]:
        out.append("permission : " + ", ".join(("peut" if p["allowed"] else "ne peut pas") + f" « {p['action']} »"
                                                for p in a["permissions"]))
    if a["events"]:
        out.append("réagit à l'événement " + ", ".join(f"« {e} »" for e in a["events"]))
    if a["replaces"]:
        out.append("remplace l'événement " + ", ".join(f"« {e} »" for e in a["replaces"]) + " avant qu'il arrive")
    if a["cites"]:
        out.append("cite la règle " + ", ".join(f"« {c} »" for c in a["cites"]) + " (le jeu l'applique)")
    if a.get("inert"):
        from .sans_effet import said

        out.append("ne change rien : " + said(a["inert"], a.get("game")))
    return out or ["ne répond à aucune question du jeu et n'écoute aucun de ses événements"]


def summary_text(data: dict) -> str:
    """The summary a designer reads: units and their stats, then each ability."""
    from ..tables import table

    units, abilities, blocks = data["units"], data["abilities"], data["blocks"]
    warned = data.get("warnings", ())
    lines = [f"{data['file']} : faction « {data['faction']} » ({data['game'] or 'jeu non précisé'}), "
             f"{len(units)} unité(s), {len(abilities)} capacité(s), {len(blocks)} autre(s) bloc(s) : OK"
             + (f", {len(warned)} avertissement(s)" if warned else "")]
    lines += [f"avertissement : {data['file']}:{w['line']}:{w['column']}: {w['message']}" for w in warned]
    if units:
        keys = list(dict.fromkeys(k for u in units for k in u["stats"]))
        names = {a["name"]: (a["name"] if a["declared"] else "(phrase)") for a in abilities}
        rows = [[u["name"], *(u["stats"].get(k, "—") for k in keys),
                 ", ".join(names.get(r, r) for r in u["abilities"]) or "—"] for u in units]
        lines += ["", table(["unité", *keys, "capacités"], rows, title="Unités")]
    if abilities:
        lines += ["", "Capacités"]
        for a in abilities:
            bearers = [*a["units"], *(f"arme {w}" for w in a.get("weapons", ())),
                       *([f"les {a['named']} qu'elle nomme"] if a.get("named") and not a["units"] else ()),
                       *(f"citée par {c}" for c in a.get("cited_by", ()))]
            who = f" ({', '.join(bearers)})" if bearers else " (aucune unité ni arme ne l'a)"
            head = a["name"] if a["declared"] else "phrase d'unité"
            lines.append(f"  {head}{who}, ligne {a['line']}")
            lines.append(f"    « {a['canonical'] if a['canonical'] is not None else a['text']} »")
            lines += [f"    → {d}" for d in _does(a)]
    if blocks:
        lines += ["", "Autres blocs"]
        for b in blocks:
            fields = " ; ".join(f"{k} : {v}" for k, v in b["fields"].items())
            lines.append(f"  {b['keyword']} {b['name']}" + (f" — {fields}" if fields else ""))
    return "\n".join(lines)
