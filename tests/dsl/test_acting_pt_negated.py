"""Pocket-Tactics: a condition negated, « sauf si … » / « à moins que … » (audit 4): the effect holds
unless what the condition says of the bearer holds: its tile, its neighbours, the attack's mode. Before,
each of these sentences was refused at « sauf » or « moins »."""

import pytest

from rulekit import dsl
from rulekit_games.pocket_tactics import attaque

from .acting import NEUTRAL, pt_declare, pt_give, pt_position
from .test_acting_pt_bound import offered

EVEN = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}


def dice(monkeypatch, sentence, bearer, units, tiles, attack):
    """(attack dice, defence dice) of the attack labelled ``attack``, every card rolling 2 and 2,
    ``bearer`` bearing ``sentence``."""
    for _, card in units.values():
        pt_give(monkeypatch, card, dice=EVEN)
    pt_give(monkeypatch, bearer, sentence, dice=EVEN)
    player = next(p for cell, (p, c) in units.items() if attack.split(" : ")[1].startswith(c))
    m = pt_declare(pt_position(units, tiles, player=player), attack)
    return attaque.dice_of(m, m.combat.attacker, 0, "attaque"), attaque.defender_dice(m)[1]


@pytest.mark.parametrize("said", [
    "Un Archer lance un dé d'attaque supplémentaire, sauf s'il est sur une tuile Forêt.",
    "Sauf s'il se trouve sur une tuile Forêt, un Archer lance un dé d'attaque supplémentaire.",
    "Un Archer lance un dé d'attaque supplémentaire, à moins qu'il ne se trouve sur une tuile Forêt.",
])
def test_unless_on_a_tile(monkeypatch, said):
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    by = "attaque proche (Mêlée) : Archer en 1,0 contre Druide en 2,0"
    assert dice(monkeypatch, said, "Archer", units, {"1,0": NEUTRAL, "2,0": NEUTRAL}, by)[0] == 3
    assert dice(monkeypatch, said, "Archer", units, {"1,0": "Forêt", "2,0": NEUTRAL}, by)[0] == 2
    assert dice(monkeypatch, said, "Archer", units, {"1,0": NEUTRAL, "2,0": "Forêt"}, by)[0] == 3  # its own tile


@pytest.mark.parametrize("said", [
    "Un Lancier lance un dé de défense supplémentaire, à moins qu'il ne soit adjacent à un allié.",
    "Un Lancier lance un dé de défense supplémentaire, sauf s'il est adjacent à un allié.",
])
def test_unless_next_to_an_ally(monkeypatch, said):
    against = "attaque proche (Mêlée) : Druide en 2,0 contre Lancier en 1,0"
    alone = {"1,0": (0, "Lancier"), "2,0": (1, "Druide")}
    assert dice(monkeypatch, said, "Lancier", alone, None, against)[1] == 3
    helped = {**alone, "0,0": (0, "Archer")}
    assert dice(monkeypatch, said, "Lancier", helped, None, against)[1] == 2


def test_unless_isolated_is_while_next_to_an_ally(monkeypatch):
    v = dsl.vocabulary_of("pocket_tactics")
    said = "Sauf s'il est isolé, un Lancier lance un dé de défense supplémentaire."
    assert dsl.parse_ability(said, vocabulary=v) == dsl.parse_ability(
        "S'il est adjacent à un allié, un Lancier lance un dé de défense supplémentaire.", vocabulary=v)
    against = "attaque proche (Mêlée) : Druide en 2,0 contre Lancier en 1,0"
    alone = {"1,0": (0, "Lancier"), "2,0": (1, "Druide")}
    assert dice(monkeypatch, said, "Lancier", alone, None, against)[1] == 2
    assert dice(monkeypatch, said, "Lancier", {**alone, "0,0": (0, "Archer")}, None, against)[1] == 3


def test_unless_attacked_in_a_mode(monkeypatch):
    said = "Un Lancier lance un dé de défense supplémentaire, sauf s'il est attaqué avec Magie."
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Druide")}
    melee = "attaque proche (Mêlée) : Druide en 2,0 contre Lancier en 1,0"
    magic = "attaque proche (Magie) : Druide en 2,0 contre Lancier en 1,0"
    assert dice(monkeypatch, said, "Lancier", units, None, melee)[1] == 3
    assert dice(monkeypatch, said, "Lancier", units, None, magic)[1] == 2


@pytest.mark.parametrize("terrain, forbidden", [("Forêt", True), ("Champs", False)])
def test_a_prohibition_unless_on_a_tile(monkeypatch, terrain, forbidden):
    said = ("Un Druide ne peut pas être la cible d'une Attaque Distante, à moins qu'il ne se trouve sur "
            "une tuile Champs.")
    units = {"1,0": (1, "Druide"), "2,0": (0, "Lancier")}
    gone, new, _ = offered(monkeypatch, "Druide", said, units, 0, {"1,0": terrain, "2,0": NEUTRAL})
    assert gone == ({("Lancier", "Distance", "distante", "Druide"), ("Lancier", "Magie", "distante", "Druide")}
                    if forbidden else set()) and not new
