"""The ``rulekit`` command.

Its conventions (README, "Command-line conventions"): ``-o NAME=VALUE`` is a game
option in every command and ``--output FILE`` a file written; numbers are
range-checked; help and errors are in English, an error being one line
``rulekit: error: ...`` on stderr with exit status 2, never a traceback; JSON keys
are English snake_case; match logs and reports are in French. Games add
subcommands (``odds``) through the ``rulekit_commands`` hook: ``rulekit odds GAME``.
"""

from __future__ import annotations

import os
import random
import sys

import click

from . import plugins
from .errors import RulekitError

# agents, saves, the play loop and rich's tables are imported by the commands that use them:
# `rulekit games` starts without them


def table(*args, **kwargs):
    from .tables import table as draw

    return draw(*args, **kwargs)

#: The ranges of the numeric arguments every command shares.
SEED = click.IntRange(min=0)
COUNT = click.IntRange(min=1)
STEPS = click.IntRange(min=0)


class Group(click.Group):
    """Turns every bad input (click's usage errors and rulekit's errors) into one line
    ``rulekit: error: ...`` on stderr and exit status 2."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.ClickException as exc:
            context = getattr(exc, "ctx", None)
            hint = f" (see '{context.command_path} --help')" if isinstance(exc, click.UsageError) and context else ""
            fail(exc.format_message() + hint)
        except click.Abort:
            click.echo("rulekit: aborted", err=True)
            sys.exit(1)
        except BrokenPipeError:  # the reader stopped early (`| head`): not an error
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)
        except (RulekitError, OSError, ValueError) as exc:
            fail(str(exc))
        if not standalone_mode:
            return rv
        sys.exit(rv if isinstance(rv, int) and not isinstance(rv, bool) else 0)

    # The commands other modules define are imported only when one of them is asked for,
    # or the list of all (help): `rulekit games` starts without them (_load_commands).
    def list_commands(self, ctx):
        _load_commands()
        return super().list_commands(ctx)

    def get_command(self, ctx, name):
        if name not in self.commands:
            _load_commands()
        return super().get_command(ctx, name)


def fail(message: str):
    """The one way the command reports bad input."""
    click.echo(f"rulekit: error: {message}", err=True)
    sys.exit(2)


@click.group(cls=Group, name="rulekit")
@click.version_option(package_name="rulekit")
def main():
    """rulekit: the rules of tabletop wargames as data."""


def option_flag(function):
    """``-o/--option NAME=VALUE``, a game option, in every command that starts a match."""
    return click.option("-o", "--option", "option_pairs", multiple=True, metavar="NAME=VALUE",
                        help="A game option, repeatable (`rulekit options GAME` lists them).")(function)


def parse_options(pairs: tuple[str, ...]) -> dict:
    """``-o size=80 -o factions=a,b`` → ``{"size": "80", "factions": "a,b"}``: texts, which
    ``Game.new_match`` structures into each option's declared type."""
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise RulekitError(f"option {pair!r} is not of the form name=value")
        key, value = pair.split("=", 1)
        options[key.strip()] = value
    return options


def parse_agents(text: str, players: int | None = 2, interactive: bool = True) -> tuple[str, ...]:
    """Agent names separated by commas (one name plays every seat); ``interactive`` False
    refuses agents that ask a person (``simulate``, ``tournament``)."""
    names = tuple(a.strip() for a in text.split(",") if a.strip())
    if players is not None and len(names) == 1:
        names = names * players
    if not names or (players is not None and len(names) != players):
        raise RulekitError(f"--agents needs {players or 'some'} agent names separated by commas, got {text!r}")
    from . import agents as agents_mod

    for name in names:
        if name not in agents_mod.AGENTS:
            raise RulekitError(f"unknown agent {name!r}; known agents: {', '.join(sorted(agents_mod.AGENTS))}")
        if not interactive and getattr(agents_mod.AGENTS[name], "interactive", False):
            raise RulekitError(f"the agent {name!r} asks a person at the terminal; this command plays "
                               "unattended, choose among "
                               + ", ".join(n for n, c in sorted(agents_mod.AGENTS.items())
                                           if not getattr(c, "interactive", False)))
    return names


def parse_viewer(text: str | None, players: int) -> int | None:
    """``--as``: a player by their French name in the log (``J1``, ``J2``...) or by their index
    in the API (``0``, ``1``...); None shows everything."""
    if text is None:
        return None
    word = text.strip().upper()
    for p in range(players):
        if word in (f"J{p + 1}", str(p)):
            return p
    names = ", ".join(f"J{p + 1}" for p in range(players))
    indices = ", ".join(str(p) for p in range(players))
    raise click.BadParameter(f"{text!r} is not a player: {names} (or their indices {indices})",
                             param_hint="'--as'")


@main.command()
def games():
    """List the installed games, their factions and options."""
    rows = [(name, s["title"], ", ".join(s["factions"]) or "—", ", ".join(s["options"]) or "—")
            for name, s in plugins.summaries().items()]
    click.echo(table(("game", "title", "factions", "options"), rows))


@main.command("factions")
@click.argument("game_name", metavar="GAME")
def factions_command(game_name):
    """List a game's factions and where each comes from (built-in, an installed package).

    Any of these keys, or the path of a faction file, is accepted by `-o factions=A,B`.
    """
    from . import factions

    plugins.load_game(game_name)  # UnknownGame names the installed ones
    rows = []
    for entry in factions.catalogue(game_name).values():
        try:
            name = factions.header(entry.path).get("faction", ("?", 0))[0]
        except RulekitError as exc:  # an unreadable file is listed, with why
            name = f"(unreadable: {exc})"
        rows.append((entry.key, name, entry.origin, str(entry.path)))
    click.echo(table(("faction", "name", "from", "file"), rows, title=f"{game_name}: factions")
               if rows else f"{game_name} has no factions")


@main.command("options")
@click.argument("game_name", metavar="GAME")
def options_command(game_name):
    """List a game's options (-o NAME=VALUE): default, what is accepted, what it does."""
    game = plugins.load_game(game_name)
    rows = [(name, _shown(o.default), o.describe(), o.help) for name, o in game.options.declared.items()]
    click.echo(table(("option", "default", "accepted", "help"), rows, title=f"{game_name}: options")
               if rows else f"{game_name} has no options")


def _shown(value) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return ",".join(value) if isinstance(value, (list, tuple)) else str(value)


@main.command()
@click.argument("game_name", metavar="GAME")
@click.option("--seed", type=SEED, default=None, help="Seed of the match (chance and agents); drawn and printed if absent.")
@click.option("--agents", "agent_text", default="random,random", show_default=True,
              help="The agents of the seats, separated by commas.")
@option_flag
@click.option("--load", "load_path", type=click.Path(dir_okay=False), help="Continue a saved match.")
@click.option("--save", "save_path", type=click.Path(dir_okay=False), help="Save the match at the end.")
@click.option("--stop-after", type=STEPS, default=None, help="Stop after this many steps (then --save).")
@click.option("--quiet", is_flag=True, help="Print only the result.")
@click.option("--as", "viewer_text", default=None, metavar="PLAYER",
              help="Show the log (and, if interrupted, the board) as this player sees it: J1, J2 "
                   "(or the indices 0, 1). Default: everything.")
@click.option("--html", "html_path", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Also write the match as a replay page (one HTML file, as `rulekit replay`).")
def play(game_name, seed, agent_text, option_pairs, load_path, save_path, stop_after, quiet, viewer_text,
         html_path=None):
    """Play one match and print its French log and result.

    Without --seed, the seed drawn is the first line printed (« Graine : N »). With --as, what
    that player does not see (in a game of hidden information) is left out or shown as hidden.
    """
    game = plugins.load_game(game_name)
    names = parse_agents(agent_text)
    viewer = parse_viewer(viewer_text, game.match_class.num_players)
    if load_path:
        if option_pairs:
            raise RulekitError("-o sets the options of a new match; a loaded match keeps its own")
        with open(load_path, encoding="utf-8") as fh:
            from .save import loads

            match = loads(fh.read())
        if match.game != game_name:
            raise RulekitError(f"{load_path} is a save of {match.game!r}, not of {game_name!r}")
        seed = match.seed if seed is None else seed
        shown = len(match.events)
    else:
        shown = 0
        drawn = seed is None
        seed = random.randrange(2**31) if drawn else seed
        match = game.new_match(seed=seed, **parse_options(option_pairs))
        if drawn:
            click.echo(f"Graine : {seed}")
    seed = seed or 0
    from . import agents as agents_mod
    from .simulate import play_match

    players = [agents_mod.make(n, seed=seed * 31 + i) for i, n in enumerate(names)]

    def show(m, event):
        if not quiet:
            line = event.text(m) if viewer is None else m.event_text(event, viewer)
            if line is not None:
                click.echo(line)

    if viewer is not None and not quiet:
        click.echo(f"Vue du joueur {viewer + 1} (J{viewer + 1}) : ce que l'adversaire cache n'est pas montré.")
    for event in match.events[shown:]:
        show(match, event)
    hints: dict = {}
    if html_path:
        from .replay import Watched

        players = [Watched(p, hints) for p in players]
    play_match(match, players, seed, on_event=show, max_steps=stop_after)
    if html_path:
        from .replay import frames_of_save, write

        write(*frames_of_save(match, hints), html_path)
    if save_path:
        with open(save_path, "w", encoding="utf-8") as fh:
            from .save import dumps

            fh.write(dumps(match))
    if not match.is_over:
        if viewer is not None and not quiet:
            picture = match.render_view(viewer)
            if picture:
                click.echo(picture)
        click.echo(f"Partie interrompue après {stop_after} pas.")
    elif match.winner is None:
        click.echo("Résultat : match nul.")
    else:
        click.echo(f"Résultat : victoire du joueur {match.winner + 1}.")


class GameCommands(click.Group):
    """``rulekit KIND GAME ...``: the commands games add through ``rulekit_commands``."""

    def __init__(self, kind: str, **kw):
        super().__init__(kind, **kw)
        self.kind = kind

    def list_commands(self, ctx):
        # a vocabulary-only game may have one too (fantasy_battle's odds of its attack sequence)
        return sorted(name for name in plugins.games() if self.kind in plugins.commands(name))

    def get_command(self, ctx, name):
        plugins.load_game(name)  # UnknownGame names the installed ones
        command = plugins.commands(name).get(self.kind)
        if command is None:
            raise RulekitError(f"the game {name!r} has no {self.kind!r} command; "
                               f"games that have one: {', '.join(self.list_commands(ctx)) or 'none'}")
        return command


main.add_command(GameCommands("odds", help="Exact odds of a game's dice procedures: `rulekit odds GAME --help`.",
                              subcommand_metavar="GAME ARGS..."))

#: The file formats of ``render``, by the output's extension.
FORMATS = {".svg": "svg", ".txt": "text"}


@main.command()
@click.argument("game_name", metavar="GAME")
@click.option("--seed", type=SEED, default=1, show_default=True, help="Seed of the match (chance and agents).")
@click.option("--steps", type=STEPS, default=None, help="Steps to play first (default: to the end).")
@click.option("--output", type=click.Path(dir_okay=False), required=True,
              help="The file to write: .svg for the picture, .txt for the text drawing.")
@click.option("--agents", "agent_text", default="random,random", show_default=True,
              help="The agents of the seats, separated by commas.")
@option_flag
def render(game_name, seed, steps, output, agent_text, option_pairs):
    """Draw a match played from SEED, as SVG or text (by the extension of --output)."""
    game = plugins.load_game(game_name)
    options = parse_options(option_pairs)
    fmt = FORMATS.get(os.path.splitext(output)[1].lower())
    if fmt is None:
        raise RulekitError(f"--output {output!r}: unknown file type; supported: {', '.join(FORMATS)}")
    drawer = plugins.renderers(game_name).get(fmt)
    if drawer is None:
        raise RulekitError(f"the game {game_name!r} has no {fmt} renderer")
    names = parse_agents(agent_text, interactive=False)
    match = game.new_match(seed=seed, **options)
    from . import agents as agents_mod
    from .simulate import play_match

    players = [agents_mod.make(n, seed=seed * 31 + i) for i, n in enumerate(names)]
    done = play_match(match, players, seed, max_steps=steps)
    with open(output, "w", encoding="utf-8") as fh:
        fh.write(drawer(match))
    click.echo(f"{output} : {fmt}, {done} pas joués")


def _load_commands() -> None:
    """Import the modules that define the other commands (each registers its own on ``main``)."""
    from . import simulate_cli  # noqa: F401  (registers `rulekit simulate`)
    from . import tournament  # noqa: F401  (registers `rulekit tournament`)
    from . import corpus_cli  # noqa: F401  (registers `rulekit corpus`)
    from . import balance_cli  # noqa: F401  (registers `rulekit balance`)
    from . import replay_cli  # noqa: F401  (registers `rulekit replay`)
    from .dsl import cli as _dsl_cli  # noqa: F401  (registers `rulekit parse` and `rulekit check`)
    from .testing import golden_cli as _golden_cli  # noqa: F401  (registers `rulekit golden`)
