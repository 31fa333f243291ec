"""The ``rulekit`` command. Every bad input ends in one line on stderr, never a traceback.

Games add subcommands (``odds`` and the like) through the ``rulekit_commands``
hook; ``rulekit odds GAME ...`` hands the rest of the line to the game's own.
"""

from __future__ import annotations

import json
import os
import random
import sys

import click

from . import agents as agents_mod
from . import plugins
from .errors import RulekitError
from .save import dumps, loads
from .simulate import play_match, simulate as run_simulation


class Group(click.Group):
    """Turns every rulekit error into one clear line and exit status 2."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except RulekitError as exc:
            click.echo(f"rulekit: error: {exc}", err=True)
            sys.exit(2)
        except BrokenPipeError:  # the reader stopped early (`| head`): not an error
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)
        except (OSError, ValueError) as exc:
            click.echo(f"rulekit: error: {exc}", err=True)
            sys.exit(2)


@click.group(cls=Group)
@click.version_option(package_name="rulekit")
def main():
    """rulekit: the rules of tabletop wargames as data."""


def parse_options(pairs: tuple[str, ...]) -> dict:
    """``-o size=80 -o factions=a,b`` → ``{"size": 80, "factions": "a,b"}``."""
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise RulekitError(f"option {pair!r} is not of the form name=value")
        key, value = pair.split("=", 1)
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def parse_agents(text: str, players: int = 2) -> tuple[str, ...]:
    names = tuple(a.strip() for a in text.split(",") if a.strip())
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise RulekitError(f"--agents needs {players} agent names separated by commas, got {text!r}")
    for name in names:
        if name not in agents_mod.AGENTS:
            raise RulekitError(f"unknown agent {name!r}; known agents: {', '.join(sorted(agents_mod.AGENTS))}")
    return names


@main.command()
def games():
    """List the installed games and their factions."""
    for name, game in plugins.games().items():
        factions = ", ".join(game.factions) or "—"
        click.echo(f"{name}\t{game.title}\tfactions : {factions}")


@main.command()
@click.argument("game_name", metavar="GAME")
@click.option("--seed", type=int, default=None, help="Seed of the match (chance and agents).")
@click.option("--agents", "agent_text", default="random,random", show_default=True)
@click.option("-o", "--option", "option_pairs", multiple=True, help="Game option name=value.")
@click.option("--load", "load_path", type=click.Path(dir_okay=False), help="Continue a saved match.")
@click.option("--save", "save_path", type=click.Path(dir_okay=False), help="Save the match at the end.")
@click.option("--stop-after", type=int, default=None, help="Stop after this many steps (then --save).")
@click.option("--quiet", is_flag=True, help="Print only the result.")
def play(game_name, seed, agent_text, option_pairs, load_path, save_path, stop_after, quiet):
    """Play one match and print its French log and result."""
    game = plugins.load_game(game_name)
    names = parse_agents(agent_text)
    if load_path:
        with open(load_path, encoding="utf-8") as fh:
            match = loads(fh.read())
        if match.game != game_name:
            raise RulekitError(f"{load_path} is a save of {match.game!r}, not of {game_name!r}")
        seed = match.seed if seed is None else seed
        shown = len(match.events)
    else:
        shown = 0
        seed = seed if seed is not None else random.randrange(2**31)
        match = game.new_match(seed=seed, **parse_options(option_pairs))
    seed = seed or 0
    players = [agents_mod.make(n, seed=seed * 31 + i) for i, n in enumerate(names)]

    def show(m, event):
        if not quiet:
            click.echo(event.text(m))

    for event in match.events[shown:]:
        show(match, event)
    play_match(match, players, random.Random(seed), on_event=show, max_steps=stop_after)
    if save_path:
        with open(save_path, "w", encoding="utf-8") as fh:
            fh.write(dumps(match))
    if not match.is_over:
        click.echo(f"Partie interrompue après {stop_after} pas.")
    elif match.winner is None:
        click.echo("Résultat : match nul.")
    else:
        click.echo(f"Résultat : victoire du joueur {match.winner + 1}.")


@main.command()
@click.argument("game_name", metavar="GAME")
@click.option("-n", "n", type=int, required=True, help="Number of matches.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--workers", type=int, default=1, show_default=True)
@click.option("--agents", "agent_text", default="random,random", show_default=True)
@click.option("-o", "--option", "option_pairs", multiple=True, help="Game option name=value.")
@click.option("--json", "as_json", is_flag=True)
def simulate(game_name, n, seed, workers, agent_text, option_pairs, as_json):
    """Play N matches and print win and draw rates with 95% intervals."""
    if n < 1:
        raise RulekitError(f"-n must be at least 1, got {n}")
    if workers < 1:
        raise RulekitError(f"--workers must be at least 1, got {workers}")
    plugins.load_game(game_name)
    names = parse_agents(agent_text)
    options = parse_options(option_pairs)
    from tqdm import tqdm

    def progress(it):
        return tqdm(it, total=n, disable=as_json, file=sys.stderr, unit="partie")

    result = run_simulation(game_name, n, seed, names, workers, options, progress)
    if as_json:
        click.echo(json.dumps(result, ensure_ascii=False))
        return
    click.echo(f"{game_name} : {n} parties, agents {', '.join(names)}, graines {seed}–{seed + n - 1}")
    for key, label in [("wins_0", "victoires joueur 1"), ("wins_1", "victoires joueur 2"), ("draws", "matchs nuls")]:
        r = result[key]
        click.echo(f"  {label:20} {r['count']:6d}  {r['rate']:.3f}  [IC95 {r['low']:.3f} – {r['high']:.3f}]")


def _game_command(kind: str, game_name: str, args: tuple[str, ...]):
    plugins.load_game(game_name)
    command = plugins.commands(game_name).get(kind)
    if command is None:
        raise RulekitError(f"the game {game_name!r} has no {kind!r} command")
    try:
        command.main(args=list(args), prog_name=f"rulekit {kind} {game_name}", standalone_mode=False)
    except click.exceptions.Exit as exc:
        if exc.exit_code:
            sys.exit(exc.exit_code)
    except click.ClickException as exc:
        click.echo(f"rulekit: error: {exc.format_message()}", err=True)
        sys.exit(2)


@main.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True, "help_option_names": []})
@click.argument("game_name", metavar="GAME")
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def odds(game_name, args):
    """Exact odds of a game's dice procedure: `rulekit odds GAME --help`."""
    _game_command("odds", game_name, args)


@main.command()
@click.argument("game_name", metavar="GAME")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--steps", type=int, default=None, help="Random steps to play first (default: to the end).")
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True)
@click.option("--agents", "agent_text", default="random,random", show_default=True)
@click.option("--option", "option_pairs", multiple=True, help="Game option name=value.")
def render(game_name, seed, steps, output, agent_text, option_pairs):
    """Draw a match played from SEED as SVG (or text, if OUTPUT ends in .txt)."""
    game = plugins.load_game(game_name)
    fmt = "text" if output.endswith(".txt") else "svg"
    drawer = plugins.renderers(game_name).get(fmt)
    if drawer is None:
        raise RulekitError(f"the game {game_name!r} has no {fmt} renderer")
    names = parse_agents(agent_text)
    match = game.new_match(seed=seed, **parse_options(option_pairs))
    players = [agents_mod.make(n, seed=seed * 31 + i) for i, n in enumerate(names)]
    done = play_match(match, players, random.Random(seed), max_steps=steps)
    with open(output, "w", encoding="utf-8") as fh:
        fh.write(drawer(match))
    click.echo(f"{output} : {fmt}, {done} pas joués")

from . import tournament  # noqa: E402,F401  (registers `rulekit tournament`)
from . import corpus_cli  # noqa: E402,F401  (registers `rulekit corpus`)
from .dsl import cli as _dsl_cli  # noqa: E402,F401  (registers `rulekit parse` and `rulekit check`)
from .testing import golden_cli as _golden_cli  # noqa: E402,F401  (registers `rulekit golden`)
