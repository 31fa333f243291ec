"""`rulekit balance`: two factions in both seats, per-unit figures, reproducible reports."""

import json

import pytest
from click.testing import CliRunner

from rulekit import plugins
from rulekit.balance import balance, balance_match, jobs, newcombe
from rulekit.cli import main


def run(*args):
    return CliRunner().invoke(main, ["balance", *args])


def test_same_seeds_same_json_and_workers_change_nothing():
    one = run("pocket_tactics", "-n", "2", "--seed", "4", "--json")
    assert one.exit_code == 0, one.output
    again = run("pocket_tactics", "-n", "2", "--seed", "4", "--json")
    parallel = run("pocket_tactics", "-n", "2", "--seed", "4", "--json", "--workers", "2")
    data = json.loads(one.stdout)
    assert json.loads(again.stdout) == data == json.loads(parallel.stdout)
    assert data["factions"] == ["haut_roi", "foret_sombre"]
    assert [s["player_1"] for s in data["seats"]] == ["haut_roi", "foret_sombre"]
    overall = data["overall"]
    assert overall["matches"] == 4
    assert sum(overall[k]["count"] for k in ("wins", "draws", "losses")) == 4
    assert sum(data["length"]["histogram"]["counts"]) == 4


def test_figures_agree_with_the_matches_played():
    result = balance("pocket_tactics", 2, ["haut_roi", "foret_sombre"], ("random", "greedy"), seed=1)
    records = [balance_match(job) for job in jobs("pocket_tactics", 2, 1, ["haut_roi", "foret_sombre"],
                                                    ("random", "greedy"), {})]
    # A (haut_roi, random) is player 1 in the first two, player 2 in the last two
    wins = sum(r["winner"] == 0 for r in records[:2]) + sum(r["winner"] == 1 for r in records[2:])
    assert result["overall"]["wins"]["count"] == wins
    assert result["length"]["mean"] == sum(r["steps"] for r in records) / 4
    for u in result["units"]:
        assert u["faction"] in ("haut_roi", "foret_sombre")
        if u["survival"]:
            assert 0 <= u["survival"]["low"] <= u["survival"]["rate"] <= u["survival"]["high"] <= 1
        c = u["contribution"]
        assert c is None or c["method"] in ("presence", "survival")


def test_built_armies_get_a_regression_and_suggested_costs():
    result = balance("pocket_battles", 6, None, ("random", "random"), seed=0, options={"armies": "construire"})
    assert result["factions"] == ["romains", "celtes"]
    assert {u["contribution"]["method"] for u in result["units"]} == {"regression"}
    pricing = result["pricing"]
    assert pricing is not None and "ridge" in pricing["method"]
    for t in pricing["troops"]:
        assert t["cost"] > 0 and isinstance(t["suggested"], float)
        assert t["verdict"] == ("under_priced" if t["cost"] < t["low"] else
                                "over_priced" if t["cost"] > t["high"] else "within")


def test_every_game_has_a_census():
    for name in ("pocket_tactics", "pocket_battles", "epic_ref"):
        assert plugins.census(name) is not None


def test_newcombe_interval_contains_the_difference():
    d = newcombe(30, 40, 10, 40)
    assert d["low"] < d["estimate"] == 0.5 < d["high"]
    assert newcombe(1, 0, 1, 2) is None


@pytest.mark.parametrize("args, message", [
    (("nope", "-n", "2"), "unknown game 'nope'"),
    (("pocket_tactics", "-n", "2", "--factions", "haut_roi,zzz"), "unknown faction 'zzz'"),
    (("pocket_tactics", "-n", "2", "--factions", "haut_roi"), "two factions"),
    (("pocket_tactics", "-n", "2", "--factions", "/nonexistent/army.txt,haut_roi"), "no such file"),
    (("pocket_tactics", "-n", "2", "--agents", "human,random"), "asks a person"),
    (("fantasy_battle", "-n", "2"), "no match to play"),
])
def test_bad_input_is_one_line(args, message):
    result = run(*args)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulekit: error:") and message in lines[0], result.stderr


def test_text_table_and_html_report(tmp_path):
    pytest.importorskip("matplotlib", reason="--report needs matplotlib (pip install 'rulekit[report]')")
    result = run("pocket_battles", "-n", "3", "-o", "armies=construire", "--report", str(tmp_path / "r"))
    assert result.exit_code == 0, result.output
    assert "victoires" in result.stdout and "Coûts suggérés" in result.stdout and "régression" in result.stdout
    page = (tmp_path / "r" / "index.html").read_text(encoding="utf-8")
    assert page.count("data:image/png;base64,") == 3
    data = json.loads((tmp_path / "r" / "balance.json").read_text(encoding="utf-8"))
    assert data["matches_per_seat"] == 3
