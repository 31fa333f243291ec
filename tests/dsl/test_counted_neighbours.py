"""« adjacent à deux unités ennemies »: a number of neighbours said is counted (two or more); « à au moins deux … »
says the same. It compiled and asked one neighbour, the number dropped: an Épéiste next to one enemy got the die."""

from __future__ import annotations

import pytest

from rulekit import dsl

from .acting import pt_attack_state, pt_declare, pt_give, pt_position

PT = "pocket_tactics"
ONE = {"1,0": (0, "Épéiste"), "2,0": (1, "Druide")}
TWO = {**ONE, "1,1": (1, "Homme-Bête Maraudeur")}


def dice(units):
    return pt_attack_state(pt_declare(pt_position(units, factions=("haut_roi", "foret_sombre")), "contre Druide"))["a_dice"]


@pytest.mark.parametrize("said", [
    "Si elle est adjacente à deux unités ennemies, cette Unité lance un dé d'attaque de plus.",
    "Si elle est adjacente à au moins deux unités ennemies, cette Unité lance un dé d'attaque de plus.",
    "Tant qu'un Épéiste est adjacent à 2 ennemis, il lance un dé d'attaque supplémentaire.",
])
def test_two_neighbours_are_counted(monkeypatch, said):
    pt_give(monkeypatch, "Épéiste")
    alone, beside = dice(ONE), dice(TWO)
    assert alone == beside
    pt_give(monkeypatch, "Épéiste", said)
    assert dice(ONE) == alone  # one enemy next to it: not two
    assert dice(TWO)[0] == beside[0] + 1


def test_at_least_two_is_two():
    v = dsl.vocabulary_of(PT)
    assert (dsl.parse_ability("Si un Archer est adjacent à au moins deux autres Archers, il lance un dé de défense de "
                              "plus.", vocabulary=v)
            == dsl.parse_ability("Si un Archer est adjacent à deux autres Archers, il lance un dé de défense de plus.",
                                 vocabulary=v))
    assert (dsl.parse_ability("Si elle est adjacente à au moins deux unités ennemies, cette Unité lance un dé d'attaque "
                              "de plus.", vocabulary=v)
            == dsl.parse_ability("Si elle est adjacente à deux unités ennemies, cette Unité lance un dé d'attaque de "
                                 "plus.", vocabulary=v))


def test_the_neighbours_of_the_unit_asked_are_counted_too(monkeypatch):
    """« Une unité ennemie adjacente lance un dé d'attaque de moins tant qu'elle est adjacente à deux Sorcières de la Forêt »: the
    pronoun is the enemy asked (lead-pb2), and the Sorcières next to it are counted as the bearer's are (it asked one)."""
    one = {"1,0": (0, "Épéiste"), "2,0": (1, "Druide"), "0,0": (1, "Sorcière de la Forêt")}
    two = {**one, "1,1": (1, "Sorcière de la Forêt")}
    pt_give(monkeypatch, "Druide")
    alone, beside = dice(one), dice(two)
    pt_give(monkeypatch, "Druide", "Une unité ennemie adjacente lance un dé d'attaque de moins tant qu'elle est "
                                   "adjacente à deux Sorcières de la Forêt.")
    assert dice(one) == alone  # the Épéiste next to one Sorcière: not two
    assert dice(two)[0] < beside[0]
