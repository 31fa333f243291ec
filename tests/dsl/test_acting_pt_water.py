"""Pocket-Tactics: « ne se noie jamais » = « ne peut pas se noyer »: the water test a unit takes when it
arrives on a tile Eau (the rule book: a die, 1 to 3 drowns it) is not thrown for a unit that never drowns
(the query ``permis``, action « se noyer »), played in a match: it moves onto water and stays there; the
same unit without the sentence throws the die and drowns on a 3."""

import pytest

from rulekit import CHANCE
from rulekit_games.pocket_tactics.regles import CAPTURED

from .acting import pt_act, pt_give, pt_position, pt_roll, refused

TILES = {"1,0": "Champs", "2,0": "Eau", "3,0": "Champs"}


def onto_water():
    m = pt_position({"1,0": (0, "Archer")}, tiles=TILES)
    pt_act(m, "déplacer Archer de 1,0 vers 2,0")
    return m


def test_without_it_the_archer_takes_the_water_test(monkeypatch):
    pt_give(monkeypatch, "Archer")
    m = onto_water()
    assert m.current_player is CHANCE
    uid = m.unit_at("2,0")
    pt_roll(m, 3)
    assert m.units[uid].where == CAPTURED


@pytest.mark.parametrize("sentence", ["Un Archer ne se noie jamais.", "Un Archer ne peut pas se noyer.",
                                      "Les Archers ne peuvent jamais se noyer."])
def test_an_archer_that_never_drowns_throws_no_die(monkeypatch, sentence):
    pt_give(monkeypatch, "Archer", sentence)
    m = onto_water()
    assert m.current_player is not CHANCE  # no drowning die: the turn goes on
    assert m.unit_at("2,0") is not None and m.units[m.unit_at("2,0")].card == "Archer"


def test_a_game_without_a_water_test_refuses_it():
    refused("pocket_battles", "Cette Unité ne se noie jamais.", "se noyer")
