"""Plugins: discovery, the toy game registered in memory, and the core's independence."""

import json
import pathlib
import subprocess
import sys

import pytest

import rulekit


def test_toy_game_registered_in_memory(toy_game):
    assert rulekit.games()["course_de_des"] is toy_game
    assert rulekit.load_game("course_de_des").title == "Course de dés"


def test_unknown_game_lists_installed(toy_game):
    with pytest.raises(rulekit.UnknownGame) as info:
        rulekit.load_game("échecs")
    assert "course_de_des" in str(info.value) and "échecs" in str(info.value)


def test_unregister_removes_the_game(toy_game):
    from rulekit.testing import course_de_des

    rulekit.unregister(course_de_des.PLUGIN)
    assert "course_de_des" not in rulekit.games()
    course_de_des.register()


def test_core_imports_no_game():
    root = pathlib.Path(rulekit.__file__).parent
    for path in root.rglob("*.py"):
        if "interop" in path.parts or "testing" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        assert "import rulekit_games" not in text and "from rulekit_games" not in text, path
    code = "import sys, rulekit; rulekit.Match; print(any(m.startswith('rulekit_games') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_each_declared_summary_is_its_games_definition():
    """What `rulekit games` reads without importing a game (the ``rulekit.summaries`` entry
    points) says what the game's own definition says."""
    from importlib.metadata import entry_points

    from rulekit.plugins import _summary

    declared = list(entry_points(group="rulekit.summaries"))
    assert {ep.name for ep in declared} >= {"pocket_tactics", "pocket_battles", "epic_ref"}
    for ep in declared:
        for entry in ep.load():
            assert entry == _summary(rulekit.load_game(entry["name"])), entry["name"]


def test_listing_the_games_imports_none_of_them():
    """`rulekit games` in a new process lists every installed game and imports no game package."""
    code = ("import json, sys\n"
            "from click.testing import CliRunner\n"
            "import rulekit\n"
            "from rulekit.cli import main\n"
            "out = CliRunner().invoke(main, ['games']).output\n"
            "imported = sorted(m for m in sys.modules if m.startswith('rulekit_games.'))\n"
            "core = sorted(m for m in ('rulekit.match', 'rulekit.save', 'rulekit.agents') if m in sys.modules)\n"
            "titles = {name: game.title for name, game in rulekit.games().items()}\n"
            "print(json.dumps([imported, core, out, titles]))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    imported, core, listing, titles = json.loads(done.stdout)
    assert imported == ["rulekit_games.summaries"]
    assert core == []  # nor the match, saves or agents it does not use
    assert {"pocket_tactics", "pocket_battles", "epic_ref"} <= set(titles)
    for name, title in titles.items():
        assert name in listing and title in listing
