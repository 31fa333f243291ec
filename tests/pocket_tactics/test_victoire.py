"""« Gagner la partie », the ``max_turns`` draw, options and errors."""

import pytest

import rulekit
from rulekit_games.pocket_tactics.regles import DEFAULT_MAX_TURNS

from .conftest import act, roll

ALL_BUT_STALKER = ["Homme-Bête Stalker"] * 2 + ["Druide", "Homme-Bête Maraudeur", "Homme-Bête Maraudeur",
                                                 "Sorcière de la Forêt", "Sorcière de la Forêt",
                                                 "Homme-Bête Juggernaut", "Homme-Bête Juggernaut", "Ranger Maudit"]


def test_capturing_every_enemy_unit_wins(pos):
    m = pos({"1,0": "Village", "2,0": "Village"}, ("8,-8", "0,-8"),
            {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker")}, captured={1: ALL_BUT_STALKER})
    act(m, "attaque proche (Mêlée) : Lancier en 1,0 contre Homme-Bête Stalker en 2,0")
    roll(m, 6, 6); roll(m, 6, 6, 6); roll(m, 1, 1); roll(m, 1)
    assert m.is_over and m.winner == 0 and m.returns() == [1.0, -1.0]


def test_units_left_in_reserve_keep_the_match_going(pos):
    m = pos({"1,0": "Village", "2,0": "Village"}, ("8,-8", "0,-8"),
            {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker")}, captured={1: ALL_BUT_STALKER[1:]})
    act(m, "attaque proche (Mêlée) : Lancier en 1,0 contre Homme-Bête Stalker en 2,0")
    roll(m, 6, 6); roll(m, 6, 6, 6); roll(m, 1, 1); roll(m, 1)
    assert not m.is_over and m.current_player == 1


def test_max_turns_ends_in_a_draw(pos):
    m = pos({"1,0": "Village", "2,0": "Village"}, ("8,-8", "0,-8"), {"1,0": (0, "Lancier")}, max_turns=1)
    act(m, "déplacer Lancier de 1,0 vers 2,0")
    assert m.is_over and m.winner is None and m.returns() == [0.0, 0.0]
    assert "match nul" in m.log()[-1]


def test_default_max_turns_is_documented_and_random_matches_end(game):
    import random

    assert game.options["max_turns"] == DEFAULT_MAX_TURNS == 200
    m = game.new_match(seed=3, max_turns=10)
    m.play_random(random.Random(3))
    assert m.is_over and m.turn <= 10


def test_factions_option_and_errors(game):
    m = game.new_match(seed=2, factions="foret_sombre,haut_roi")
    assert m.factions == ["foret_sombre", "haut_roi"] and m.units[0].card == "Homme-Bête Stalker"
    with pytest.raises(rulekit.UnknownFaction):
        game.new_match(seed=2, factions="elfes,haut_roi")
    with pytest.raises(rulekit.OptionError):
        game.new_match(seed=2, factions="haut_roi,haut_roi")
    with pytest.raises(rulekit.OptionError):
        game.new_match(seed=2, max_turns=-1)
    assert set(game.factions) == {"haut_roi", "foret_sombre"}
