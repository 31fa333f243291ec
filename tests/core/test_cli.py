"""The rulekit command: the main job, simulation, and one clear line for bad input."""

import json

import pytest
from click.testing import CliRunner

from rulekit.cli import main


@pytest.fixture
def run(toy_game):
    runner = CliRunner()

    def invoke(*args):
        return runner.invoke(main, list(args), catch_exceptions=False)

    return invoke


def test_games_lists_the_toy(run):
    out = run("games")
    assert out.exit_code == 0 and "course_de_des" in out.output


def test_play_prints_french_log_and_result(run):
    out = run("play", "course_de_des", "--seed", "1")
    assert out.exit_code == 0
    assert "Joueur 1" in out.output and "Résultat" in out.output


def test_play_is_reproducible(run):
    assert run("play", "course_de_des", "--seed", "4").output == run("play", "course_de_des", "--seed", "4").output


def test_save_and_load(run, tmp_path):
    save = tmp_path / "partie.json"
    first = run("play", "course_de_des", "--seed", "2", "--stop-after", "5", "--save", str(save))
    assert "interrompue" in first.output and save.exists()
    second = run("play", "course_de_des", "--load", str(save))
    assert second.exit_code == 0 and "Résultat" in second.output


def test_simulate_reports_rates_with_intervals(run):
    out = run("simulate", "course_de_des", "-n", "20", "--seed", "3", "--json")
    data = json.loads(out.output)
    assert data["matches"] == 20
    total = data["wins_0"]["count"] + data["wins_1"]["count"] + data["draws"]["count"]
    assert total == 20
    assert 0 <= data["wins_0"]["low"] <= data["wins_0"]["rate"] <= data["wins_0"]["high"] <= 1


def test_simulate_with_workers_matches_one_process(run):
    one = json.loads(run("simulate", "course_de_des", "-n", "12", "--json").output)
    two = json.loads(run("simulate", "course_de_des", "-n", "12", "--workers", "2", "--json").output)
    assert one == two


@pytest.mark.parametrize(
    "args, message",
    [
        (("play", "échecs"), "unknown game 'échecs'; installed games:"),
        (("play", "course_de_des", "--agents", "random,génie"), "unknown agent 'génie'"),
        (("simulate", "course_de_des", "-n", "-3"), "'-n': -3 is not in the range x>=1"),
        (("play", "course_de_des", "-o", "taille=3"), "unknown option"),
    ],
)
def test_bad_input_is_one_line_without_traceback(run, args, message):
    out = CliRunner().invoke(main, list(args))
    assert out.exit_code != 0
    assert message in out.output
    assert "Traceback" not in out.output
    assert len(out.output.strip().splitlines()) == 1


def test_corrupt_save_is_one_line(run, tmp_path):
    save = tmp_path / "cassé.json"
    save.write_text('{"format":"rulekit-save","version":1,"game":"course_de_des","sta', encoding="utf-8")
    out = CliRunner().invoke(main, ["play", "course_de_des", "--load", str(save)])
    assert out.exit_code != 0 and "corrupt or truncated" in out.output and "Traceback" not in out.output


def test_missing_save_file_is_one_line(run, tmp_path):
    out = CliRunner().invoke(main, ["play", "course_de_des", "--load", str(tmp_path / "absent.json")])
    assert out.exit_code != 0 and "Traceback" not in out.output
