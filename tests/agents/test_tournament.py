"""`rulekit tournament`: every pairing in both seats, rates with intervals, reproducible."""

import json
import re

import pytest
from click.testing import CliRunner

from rulekit.cli import main
from rulekit.errors import RulekitError
from rulekit.simulate import one_match
from rulekit.tournament import pairings, tournament


def run(*args):
    return CliRunner().invoke(main, ["tournament", "course_de_des", *args])


def test_pairings_cover_both_seats():
    assert pairings(("a", "b", "c")) == [("a", "b"), ("a", "c"), ("b", "a"), ("b", "c"), ("c", "a"), ("c", "b")]
    assert pairings(("a",)) == [("a", "a")]


def test_results_are_counted_per_pair_and_per_seat(toy_game):
    result = tournament("course_de_des", ("random", "greedy"), n=8, seed=3)
    seats = {(r["seat_1"], r["seat_2"]): r for r in result["seats"]}
    assert set(seats) == {("random", "greedy"), ("greedy", "random")}
    # Each seat's counts are exactly those of the matches simulate would play.
    for (a, b), r in seats.items():
        winners = [one_match("course_de_des", s, (a, b)) for s in range(3, 11)]
        assert r["wins"]["count"] == winners.count(0)
        assert r["losses"]["count"] == winners.count(1)
        assert r["draws"]["count"] == winners.count(None)
    (pair,) = result["pairs"]
    assert (pair["agent"], pair["opponent"]) == ("greedy", "random")
    assert pair["matches"] == 16
    assert pair["wins"]["count"] == seats[("greedy", "random")]["wins"]["count"] + seats[("random", "greedy")]["losses"]["count"]
    for key in ("wins", "draws", "losses"):
        r = pair[key]
        assert r["low"] <= r["rate"] <= r["high"]
    assert sum(pair[k]["count"] for k in ("wins", "draws", "losses")) == 16


def test_cli_json_is_reproducible_and_workers_change_nothing(toy_game):
    one = run("--agents", "random,greedy,mcts", "-n", "3", "--seed", "5", "--json")
    again = run("--agents", "random,greedy,mcts", "-n", "3", "--seed", "5", "--json")
    parallel = run("--agents", "random,greedy,mcts", "-n", "3", "--seed", "5", "--json", "--workers", "2")
    assert one.exit_code == 0, one.output
    data = json.loads(one.stdout)
    assert len(data["pairs"]) == 3 and len(data["seats"]) == 6
    assert json.loads(again.stdout) == data == json.loads(parallel.stdout)


def test_cli_text_report(toy_game):
    result = run("--agents", "random,greedy", "-n", "4")
    assert result.exit_code == 0, result.output
    assert re.search(r"^greedy +random +8 ", result.stdout, re.M)  # a row of the pairs' table
    assert "victoires" in result.stdout and "IC95" in result.stdout


@pytest.mark.parametrize("args, message", [
    (("--agents", "random,robot", "-n", "2"), "unknown agent 'robot'"),
    (("--agents", "random,human", "-n", "2"), "human"),
    (("--agents", "random,random", "-n", "2"), "once"),
    (("--agents", "random,greedy", "-n", "0"), "'-n': 0 is not in the range x>=1"),
    (("--agents", "random,greedy", "-n", "2", "--workers", "0"), "--workers"),
])
def test_bad_input_is_one_clear_line(toy_game, args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_unknown_game():
    result = CliRunner().invoke(main, ["tournament", "no_such_game", "-n", "1"])
    assert result.exit_code == 2 and "unknown game" in result.output
    with pytest.raises(RulekitError):
        tournament("no_such_game", ("random",), 1)


def test_a_tournament_runs_on_every_game(game):
    result = tournament(game.name, ("random",), n=2, seed=1)
    (seat,) = result["seats"]
    assert seat["matches"] == 2 and result["pairs"] == []
    assert sum(seat[k]["count"] for k in ("wins", "draws", "losses")) == 2
