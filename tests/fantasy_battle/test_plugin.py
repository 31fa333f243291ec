"""The fantasy_battle plugin: listed by `rulekit games`, vocabulary-only, skipped by match tools."""

import pytest
from click.testing import CliRunner

import rulekit
from rulekit.cli import main
from rulekit.errors import NotPlayable, RulekitError


def test_listed_and_not_playable():
    game = rulekit.games()["fantasy_battle"]
    assert game.playable is False
    with pytest.raises(NotPlayable, match="vocabulary-only"):
        game.new_match(seed=1)
    assert issubclass(NotPlayable, RulekitError)
    assert "fantasy_battle" in CliRunner().invoke(main, ["games"]).output


def test_play_and_simulate_refuse_cleanly():
    for args in (["play", "fantasy_battle", "--seed", "1"], ["simulate", "fantasy_battle", "-n", "2"]):
        out = CliRunner().invoke(main, args)
        assert out.exit_code == 2 and "vocabulary-only" in out.output
        assert "Traceback" not in out.output


def test_other_games_stay_playable_by_default():
    assert all(g.playable for name, g in rulekit.games().items() if name != "fantasy_battle")
