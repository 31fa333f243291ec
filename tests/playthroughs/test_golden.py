"""Golden playthroughs: every recorded match in this folder replays identically.

A rule change that alters one fails here with the diff; if it is meant, re-record with
``rulekit golden regenerate tests/playthroughs`` and review ``git diff tests/playthroughs``.
"""

import json
import random
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import rulekit
from rulekit.cli import main
from rulekit.testing import course_de_des, golden
from rulekit.testing.golden import PlaythroughError

HERE = Path(__file__).parent
FILES = sorted(HERE.glob("*.json"))
TOY = HERE / "course_de_des-3.json"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_playthrough_replays_identically(path):
    differences = golden.replay(golden.load(path))
    assert not differences, golden.report(path.relative_to(HERE.parent.parent), differences)


def test_every_playable_game_has_playthroughs():
    recorded = {}
    for path in FILES:
        data = golden.load(path)
        assert path.name == f"{data['game']}-{data['seed']}.json"
        recorded[data["game"]] = recorded.get(data["game"], 0) + 1
    playable = {name for name, game in rulekit.games().items() if game.playable} | {"course_de_des"}
    assert set(recorded) == playable
    assert all(recorded[name] >= 2 for name in playable - {"course_de_des"}), recorded


def test_record_is_play_random_step_by_step():
    data = golden.record("pocket_battles", 5, cession=False)
    match = rulekit.load_game("pocket_battles").new_match(5, cession=False).play_random(random.Random(5))
    assert data["log"] == match.log()
    assert data["result"] == {"winner": match.winner, "reason": match.events[-1].reason}
    assert data["options"] == {"cession": False}
    decisions = [s for s in data["steps"] if "action" in s]
    chances = [s for s in data["steps"] if "chance" in s]
    assert decisions and chances and len(decisions) + len(chances) == len(data["steps"])
    # Chance outcomes are stored as plain values: the attacker roll of the deployment is two dice.
    assert chances[0]["chance"]["type"] == "DesDeploiement"
    assert {"a", "b"} <= set(chances[0]["chance"])
    assert golden.record("pocket_battles", 5, cession=False) == data  # exactly reproducible


def test_file_format_is_stable_and_reviewable(tmp_path):
    data = golden.record("course_de_des", 3)
    path = tmp_path / "course_de_des-3.json"
    golden.write(path, data)
    text = path.read_text(encoding="utf-8")
    assert text == TOY.read_text(encoding="utf-8")
    assert golden.load(path) == data
    lines = text.splitlines()
    # one step and one log line per line, accents as they are
    assert '    {"player": 0, "action": "lancer le dé"},' in lines
    assert '    {"chance": {"type": "Dice", "values": [4]}},' in lines
    assert sum(line.startswith("    {") for line in lines) == len(data["steps"])
    assert '    "Joueur 1 lance le dé.",' in lines


def test_a_changed_log_line_is_a_diff(monkeypatch):
    monkeypatch.setattr(course_de_des.Points, "text",
                        lambda self, match: f"Joueur {self.player + 1} marque {self.points} (total {self.total})")
    differences = golden.replay(golden.load(TOY))
    assert len(differences) == 1  # every step still legal, same result: only the log
    (diff,) = differences
    assert diff.startswith("--- recorded log\n+++ replayed log\n@@")
    assert "\n-Joueur 2 : +3 (total 3)\n" in diff
    assert "\n+Joueur 2 marque 3 (total 3)\n" in diff
    report = golden.report("tests/playthroughs/course_de_des-3.json", differences)
    assert "rulekit golden regenerate tests/playthroughs/course_de_des-3.json" in report
    assert "git diff tests/playthroughs" in report


def test_a_changed_rule_in_a_real_game_is_a_diff(monkeypatch):
    from rulekit_games.pocket_tactics import etat

    monkeypatch.setattr(etat.Deplacement, "text", lambda self, match: f"{match.name(self.unit)} va en {self.dst}.")
    (diff,) = golden.replay(golden.load(HERE / "pocket_tactics-6.json"))
    assert any(line.startswith("-") and "se déplace de" in line for line in diff.splitlines())
    assert any(line.startswith("+") and " va en " in line for line in diff.splitlines())


def test_a_changed_rule_reports_the_first_illegal_step_and_the_result(monkeypatch):
    monkeypatch.setattr(course_de_des, "TARGET", 10)  # the race is shorter now
    data = golden.load(TOY)
    illegal, diff, result = golden.replay(data)
    assert illegal.startswith("step ")
    assert "the match is already over (10 points atteints)" in illegal
    assert "+Fin de la partie : victoire du joueur" in diff
    assert result.startswith("result: recorded player 2 wins (20 points atteints), now player ")


def test_a_recorded_choice_that_is_not_legal_names_the_legal_ones():
    data = golden.load(TOY)
    data["steps"][0] = {"player": 0, "action": "tricher"}
    differences = golden.replay(data)
    assert differences[0] == ("step 1: recorded player 1's action « tricher » is not legal any more; "
                              "legal: « lancer le dé »; « s'arrêter »")
    data = golden.load(TOY)
    data["steps"][1] = {"chance": {"type": "Dice", "values": [7]}}
    assert golden.replay(data)[0].startswith('step 2: recorded chance outcome {"type": "Dice", "values": [7]} '
                                             "is not a legal outcome any more; outcomes: « dés : 1 »")


@pytest.mark.parametrize("text, message", [
    ("not json at all", "not a playthrough: corrupt or truncated JSON"),
    (TOY.read_text(encoding="utf-8")[:500], "not a playthrough: corrupt or truncated JSON"),
    ("[1, 2]", 'not a rulekit playthrough (no "format": "rulekit-playthrough")'),
    (json.dumps({"format": "rulekit-save", "version": 1, "game": "course_de_des"}), "not a rulekit playthrough"),
    (json.dumps({"format": "rulekit-playthrough", "version": 9}), "playthrough version 9 is not supported"),
    (json.dumps({"format": "rulekit-playthrough", "version": 1, "game": "course_de_des"}),
     "corrupt playthrough: missing seed, options, result, steps, log"),
    (TOY.read_text(encoding="utf-8").replace('"seed": 3', '"seed": "trois"'), "'seed' is 'trois', expected an integer"),
    (TOY.read_text(encoding="utf-8").replace('{"player": 0, "action": "lancer le dé"}', '{"joueur": 0}', 1),
     "corrupt playthrough: step 1 is {'joueur': 0}"),
])
def test_a_file_that_is_not_a_playthrough_is_a_clear_error(tmp_path, text, message):
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PlaythroughError, match=None) as info:
        golden.load(path)
    assert str(info.value).startswith(f"{path}: ")
    assert message in str(info.value)
    assert isinstance(info.value, rulekit.RulekitError)


def run(*args):
    return CliRunner().invoke(main, ["golden", *map(str, args)])


@pytest.fixture
def copies(tmp_path):
    folder = tmp_path / "playthroughs"
    folder.mkdir()
    for name in ("course_de_des-3.json", "pocket_battles-5.json"):
        shutil.copy(HERE / name, folder / name)
    return folder


def test_cli_check_ok(copies):
    result = run("check", copies)
    assert result.exit_code == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == [f"{copies / 'course_de_des-3.json'}: OK",
                                          f"{copies / 'pocket_battles-5.json'}: OK"]


def test_cli_check_reports_a_difference_then_regenerate_accepts_it(copies):
    toy = copies / "course_de_des-3.json"
    original = toy.read_text(encoding="utf-8")
    toy.write_text(original.replace('"Joueur 2 : +3 (total 3)"', '"Joueur 2 : +3 (total 33)"'), encoding="utf-8")
    result = run("check", copies)
    assert result.exit_code == 1
    assert f"{toy}: differs from its replay" in result.stdout
    assert "-Joueur 2 : +3 (total 33)\n+Joueur 2 : +3 (total 3)" in result.stdout
    assert f"rulekit golden regenerate {toy}" in result.stdout
    assert f"{copies / 'pocket_battles-5.json'}: OK" in result.stdout

    result = run("regenerate", copies)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [f"{toy}: log -1 +1 lines", f"{copies / 'pocket_battles-5.json'}: unchanged"]
    assert toy.read_text(encoding="utf-8") == original
    assert run("check", toy).exit_code == 0


def test_cli_regenerate_summarises_a_rule_change(copies, monkeypatch):
    monkeypatch.setattr(course_de_des, "TARGET", 10)
    toy = copies / "course_de_des-3.json"
    result = run("regenerate", toy)
    assert result.exit_code == 0, result.stderr
    (line,) = result.stdout.splitlines()
    assert line.startswith(f"{toy}: steps differ from step ") and "(25 → " in line
    assert "result player 2 wins (20 points atteints) → " in line
    assert golden.load(toy) == golden.record("course_de_des", 3)
    assert run("check", toy).exit_code == 0


def test_cli_record(tmp_path):
    result = run("record", "course_de_des", "--seed", 3, "--output", tmp_path)
    assert result.exit_code == 0, result.stderr
    assert result.stdout == f"{tmp_path / 'course_de_des-3.json'}: 25 steps, 26 log lines, player 2 wins (20 points atteints)\n"
    assert (tmp_path / "course_de_des-3.json").read_text(encoding="utf-8") == TOY.read_text(encoding="utf-8")
    printed = run("record", "pocket_battles", "--seed", 5, "-o", "cession=false")
    assert printed.exit_code == 0, printed.stderr
    assert printed.stdout == (HERE / "pocket_battles-5.json").read_text(encoding="utf-8")


@pytest.mark.parametrize("args, message", [
    (("check", "{tmp}/broken.json"), "broken.json: not a playthrough: corrupt or truncated JSON"),
    (("check", "{tmp}/missing.json"), "missing.json: no such file or folder"),
    (("regenerate", "{tmp}/broken.json"), "broken.json: not a playthrough"),
    (("record", "nope", "--seed", "1"), "unknown game 'nope'"),
    (("record", "course_de_des", "--seed", "1", "-o", "size=3"), "course_de_des: unknown option(s) size"),
])
def test_cli_errors_are_one_line_without_traceback(tmp_path, args, message):
    (tmp_path / "broken.json").write_text('{"format": "rulekit-playthrough", "ver', encoding="utf-8")
    result = run(*(a.format(tmp=tmp_path) for a in args))
    assert result.exit_code == 2
    assert result.stderr.startswith("rulekit: error: ")
    assert message in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
