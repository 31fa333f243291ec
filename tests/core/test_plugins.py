"""Plugins: discovery, the toy game registered in memory, and the core's independence."""

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
