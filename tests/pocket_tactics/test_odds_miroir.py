"""Exact odds between two cards of the same faction (a mirror duel), and a base of one's own."""

import pytest
from click.testing import CliRunner

from rulekit.cli import main


def test_mirror_duel_odds_sum_to_one():
    out = CliRunner().invoke(main, ["odds", "pocket_tactics", "Épéiste", "Conscrit", "--mode", "mêlée", "--json"])
    assert out.exit_code == 0, out.output
    import json

    odds = json.loads(out.output)
    assert set(odds) == {"defender_beaten", "attacker_beaten", "both", "neither"}
    assert sum(odds.values()) == pytest.approx(1.0)
    assert odds["defender_beaten"] > 0 and odds["attacker_beaten"] > 0


def test_attacking_ones_own_base_is_a_clear_error():
    out = CliRunner().invoke(main, ["odds", "pocket_tactics", "Épéiste", "Citadelle", "--mode", "mêlée"])
    assert out.exit_code != 0 and "own base" in out.output and "Traceback" not in out.output
