"""The command line's conventions (README, "Command-line conventions"): -o is a game option
everywhere and files are --output; numbers range-checked; --help everywhere; one error line
in English; JSON keys in English snake_case; the drawn seed printed; unattended commands
refuse interactive agents; a loaded match goes on as the uninterrupted one."""

import json
import re

import click
import pytest
from click.testing import CliRunner

from rulekit.cli import main


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def assert_one_error_line(out, *words):
    assert out.exit_code == 2, out.output
    assert "Traceback" not in out.output and out.exception is None or isinstance(out.exception, SystemExit)
    lines = out.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulekit: error: "), out.output
    for word in words:
        assert word in lines[0], (word, lines[0])


@pytest.mark.parametrize("args, words", [
    # options: typed and range-checked, a bad value names the option
    (("play", "pocket_battles", "-o", "cession=yes"), ["cession='yes'", "true or false"]),
    (("play", "pocket_tactics", "-o", "max_turns=true"), ["max_turns='true'", "whole number"]),
    (("play", "epic_ref", "-o", "scenario=true"), ["scenario='true'"]),
    (("play", "course_de_des", "-o", "taille"), ["not of the form name=value"]),
    # unattended commands refuse the human agent, whatever the workers
    (("simulate", "course_de_des", "-n", "2", "--agents", "human,random", "--workers", "2"), ["'human'", "unattended"]),
    (("tournament", "course_de_des", "-n", "1", "--agents", "human,random"), ["'human'"]),
    # render: -o is a game option, the file is --output, its type from its extension
    (("render", "pocket_tactics", "-o", "keep.svg", "--output", "x.svg"), ["'keep.svg'", "name=value"]),
    (("render", "pocket_tactics", "--output", "x.png"), ["x.png", ".svg", ".txt"]),
    (("render", "pocket_tactics", "--steps", "-1", "--output", "x.svg"), ["'--steps'"]),
    # numbers
    (("play", "course_de_des", "--stop-after", "-3"), ["'--stop-after'", "-3"]),
    (("play", "course_de_des", "--seed", "-1"), ["'--seed'"]),
    (("simulate", "course_de_des", "-n", "0"), ["'-n'"]),
    (("simulate", "course_de_des", "-n", "2", "--workers", "0"), ["'--workers'"]),
    (("tournament", "course_de_des", "-n", "2", "--seed", "-4", "--agents", "random,greedy"), ["'--seed'"]),
    (("golden", "record", "course_de_des", "--seed", "-1"), ["'--seed'"]),
    (("odds", "epic_ref", "assault", "--pertes", "-5", "-5", "--unites", "0", "0"), ["'--pertes'"]),
    (("odds", "epic_ref", "assault", "--unites", "0", "3"), ["'--unites'"]),
    (("odds", "epic_ref", "barrage", "--points", "0"), ["'--points'"]),
    (("odds", "pocket_battles", "--combat", "3 4", "--dice", "-1"), ["'--dice'"]),
    (("odds", "pocket_battles", "--combat", "3 4", "--bonus-hits", "-2"), ["'--bonus-hits'"]),
    (("odds", "pocket_tactics", "Archer", "Druide", "--mode", "distance", "--attacker-rerolls", "-1"),
     ["'--attacker-rerolls'"]),
    # games and their commands
    (("odds", "échecs"), ["unknown game 'échecs'"]),
    (("odds", "course_de_des"), ["no 'odds' command", "pocket_tactics"]),
    (("odds", "fantasy_battle", "--defenseur", "CD 3"), ["Missing option '--attaquant'"]),
    (("odds", "fantasy_battle", "--attaquant", "Attaques 2, Fo 4", "--arme", "Arme de base", "--defenseur",
      "CD 3, Ré 3"), ["attacker's profile does not give", "Capacité offensive"]),
    (("odds", "pocket_tactics", "Archer", "Elfe", "--mode", "mêlée"), ["unknown unit 'Elfe'"]),
    (("options", "échecs"), ["unknown game"]),
])
def test_bad_input_is_one_english_line_with_status_2(toy_game, args, words, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert_one_error_line(run(*args), *words)
    assert not list(tmp_path.iterdir())  # nothing written


def commands(group=main, path=()):
    for name, command in group.commands.items():
        yield (*path, name)
        if isinstance(command, click.Group) and name != "odds":
            yield from commands(command, (*path, name))


@pytest.mark.parametrize("path", list(commands()) + [
    ("odds", "pocket_tactics"), ("odds", "pocket_battles"), ("odds", "epic_ref"),
    ("odds", "epic_ref", "barrage"), ("odds", "epic_ref", "assault"), ("odds", "fantasy_battle")])
def test_help_works_on_every_command_and_game(path):
    out = run(*path, "--help")
    assert out.exit_code == 0, out.output
    assert out.output.startswith("Usage: rulekit " + " ".join(path))


def test_odds_help_lists_the_games_that_have_odds():
    out = run("odds", "--help")
    assert out.exit_code == 0
    # fantasy_battle has no match to play, but the odds of its attack sequence
    assert all(g in out.output for g in ("pocket_tactics", "pocket_battles", "epic_ref", "fantasy_battle"))


SNAKE = re.compile(r"^[a-z][a-z0-9_]*$")


def keys(data):
    """The keys of JSON data that are names, not values (not numbers such as "3")."""
    if isinstance(data, dict):
        for k, v in data.items():
            if not re.fullmatch(r"-?\d+", k):
                yield k
            yield from keys(v)
    elif isinstance(data, list):
        for v in data:
            yield from keys(v)


@pytest.mark.parametrize("args", [
    ("odds", "pocket_tactics", "Archer", "Druide", "--mode", "distance", "--json"),
    ("odds", "pocket_battles", "--combat", "3 3 4 4 5", "--json"),
    ("odds", "epic_ref", "barrage", "--points", "3", "--json"),
    ("odds", "epic_ref", "assault", "--json"),
    ("odds", "fantasy_battle", "--attaquant", "Attaques 2, CO 4, Fo 4", "--arme", "Arme de base",
     "--defenseur", "CD 3, Ré 3, Arm 2", "--json"),
    ("odds", "fantasy_battle", "--attaquant", "Attaques 2, CO 4, Fo 4", "--compare", "Arme de base",
     "--defenseur", "CD 3, Ré 3, Arm 2", "--json"),
    ("simulate", "course_de_des", "-n", "3", "--json", "-o", "x=1"),
    ("simulate", "course_de_des", "-n", "3", "--json"),
    ("tournament", "course_de_des", "-n", "1", "--agents", "random,greedy", "--json"),
    ("corpus", "seeds/002_45511214e662d774.txt", "--game", "fantasy_battle", "--json"),
])
def test_json_keys_are_english_snake_case(toy_game, args):
    out = run(*args)
    if "x=1" in args:
        assert_one_error_line(out, "unknown option")
        return
    assert out.exit_code == 0, out.output
    names = set(keys(json.loads(out.stdout)))
    assert names and all(SNAKE.match(k) for k in names), sorted(k for k in names if not SNAKE.match(k))


def test_play_prints_the_seed_it_draws_and_that_seed_replays_the_match(toy_game):
    out = run("play", "course_de_des")
    first, *log = out.stdout.splitlines()
    seed = int(re.fullmatch(r"Graine : (\d+)", first).group(1))
    assert run("play", "course_de_des", "--seed", str(seed)).stdout.splitlines() == log
    assert not run("play", "course_de_des", "--seed", "3").stdout.startswith("Graine")


def test_render_writes_the_format_of_its_extension_and_takes_game_options(tmp_path):
    svg, txt = tmp_path / "carte.svg", tmp_path / "carte.txt"
    assert run("render", "pocket_tactics", "--steps", "30", "-o", "max_turns=3", "--output", str(svg)).exit_code == 0
    assert svg.read_text().startswith("<svg") and not (tmp_path / "max_turns=3").exists()
    assert run("render", "pocket_tactics", "--steps", "30", "--output", str(txt)).exit_code == 0
    assert not txt.read_text().startswith("<")


def test_simulate_and_tournament_print_tables(toy_game):
    out = run("simulate", "course_de_des", "-n", "4")
    assert re.search(r"^victoires joueur 1 +\d+ +[\d.]+ +[\d.]+ – [\d.]+$", out.stdout, re.M), out.stdout
    assert "─" in out.stdout


@pytest.mark.parametrize("name, agents, cut", [
    ("course_de_des", "random,greedy", 7), ("pocket_tactics", "random,random", 30),
    ("pocket_battles", "greedy,random", 40), ("epic_ref", "random,random", 30)])
def test_a_loaded_match_goes_on_as_the_uninterrupted_one(toy_game, tmp_path, name, agents, cut):
    save = tmp_path / "partie.json"
    whole = run("play", name, "--seed", "0", "--agents", agents).stdout.splitlines()
    first = run("play", name, "--seed", "0", "--agents", agents, "--stop-after", str(cut), "--save", str(save))
    rest = run("play", name, "--load", str(save), "--agents", agents)
    assert rest.exit_code == 0, rest.output
    assert first.stdout.splitlines()[-1] == f"Partie interrompue après {cut} pas."
    assert first.stdout.splitlines()[:-1] + rest.stdout.splitlines() == whole
