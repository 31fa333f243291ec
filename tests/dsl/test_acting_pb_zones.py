"""Pocket Battles: the zone where the bearer stands as a condition (« Tant qu'elle est à l'Arrière (d'un
Secteur) », « Lorsque cette Unité est à l'Avant », « … dans la Zone de Combat »), played: the dice thrown
and the shots offered change only while the bearer stands in the zone said (``match.zone_of``)."""

import pytest

from tests.pocket_battles.conftest import bataille, finir_tour, labels, unite

from .acting import pb_dice, pb_give, refused
from .test_acting_pocket_battles import poursuivre, tir

G = "pocket_battles"


@pytest.mark.parametrize("sentence, dice", [
    ("Tant qu'elle est à l'Avant d'un Secteur, cette Unité lance un dé de plus lors d'un Tir.", 2),
    ("Lorsque cette Unité se trouve dans la Zone Avant, elle lance un dé de plus lors d'un Tir.", 2),
    ("Tant qu'elle est à l'Arrière d'un Secteur, cette Unité lance un dé de plus lors d'un Tir.", 1),
    ("Si cette Unité est dans la Zone de Combat, elle lance un dé de plus lors d'un Tir.", 1),
])
def test_shooting_from_the_front(monkeypatch, sentence, dice):
    assert pb_dice(tir()) == {1}  # the Archers shoot from the Front zone
    pb_give(monkeypatch, "Archer", sentence)
    assert pb_dice(tir()) == {dice}


@pytest.mark.parametrize("sentence, dice", [
    ("Tant qu'elle est dans la Zone de Combat, cette Unité lance un dé de plus durant un Combat.", 2),
    ("Tant qu'elle est à l'Arrière, cette Unité lance un dé de plus durant un Combat.", 1),
])
def test_fighting_in_the_combat_zone(monkeypatch, sentence, dice):
    assert pb_dice(poursuivre()) == {1}
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert pb_dice(poursuivre()) == {dice}


def shots_at_x1():
    """Whether the Archers (player 2, T1) at the Front of sector 1 may be ordered to shoot: X1, the unit in
    front of them, is the only unit they could shoot at."""
    m = bataille([unite("T1", 1, "Archer×2", "avant", 1), unite("X1", 0, "Légionnaire×2", "avant", 1)],
                 joueur=1, factions="romains,celtes")
    finir_tour(m)
    return "T1 [Archer×2] : tirer" in " ".join(labels(m))


@pytest.mark.parametrize("sentence, shielded", [
    ("Cette Unité ne peut pas être la cible d'un Tir lorsqu'elle est à l'Avant d'un Secteur.", True),
    ("Cette Unité ne peut pas être la cible d'un Tir lorsqu'elle est à l'Arrière d'un Secteur.", False),
])
def test_no_shot_at_it_while_it_stands_there(monkeypatch, sentence, shielded):
    assert shots_at_x1()
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert (not shots_at_x1()) == shielded


@pytest.mark.parametrize("sentence, shielded", [
    # « à moins que … »: the condition negated (audit 4), the subjunctive read as the indicative
    ("Cette Unité ne peut pas être la cible d'un Tir, à moins qu'elle ne soit dans la Zone de Combat.", True),
    ("Cette Unité ne peut pas être la cible d'un Tir, sauf si elle est à l'Avant d'un Secteur.", False),
])
def test_no_shot_at_it_unless_it_stands_there(monkeypatch, sentence, shielded):
    assert shots_at_x1()  # X1 stands at the Front
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert (not shots_at_x1()) == shielded


@pytest.mark.parametrize("sentence, dice", [
    ("Sauf si elle est à l'Arrière, cette Unité lance un dé de plus lors d'un Tir.", 2),
    ("Cette Unité lance un dé de plus lors d'un Tir, à moins qu'elle ne soit à l'Avant d'un Secteur.", 1),
])
def test_shooting_unless_in_a_zone(monkeypatch, sentence, dice):
    pb_give(monkeypatch, "Archer", sentence)
    assert pb_dice(tir()) == {dice}


@pytest.mark.parametrize("sentence", [
    "Sauf si elle est à l'Arrière, cette Unité lance un dé de plus lors d'un Tir.",
    "Cette Unité lance un dé de plus lors d'un Tir, sauf si elle est à l'Arrière d'un Secteur.",
    "Cette Unité ne lance que deux dés lors d'un Tir, sauf si elle est à l'Arrière d'un Secteur.",
])
def test_unless_in_a_zone_is_said_of_the_bearer_alone(monkeypatch, sentence):
    """Audit 6: the negated condition names the bearer (rendered « Sauf si cette unité …, elle … »): the unit
    shot at (X1, at the Front, not at the Rear) bearing it gives the shooter no die (it gave one)."""
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert pb_dice(tir()) == {1}
    monkeypatch.undo()
    pb_give(monkeypatch, "Archer", sentence)
    assert pb_dice(tir()) == {2}


@pytest.mark.parametrize("text, said", [
    ("Cette Unité lance un dé de plus lors d'un Tir, sauf lorsqu'elle détruit une Unité ennemie.",
     "un événement ne se nie pas"),
    ("Si cette Unité est dans un Secteur, elle lance un dé de moins durant un Combat.", "ne dit pas qu'une unité"),
    ("Lorsqu'une Unité amie est à l'Arrière, cette Unité lance un dé de plus durant un Combat.",
     "la zone où se tient l'unité qui porte"),
])
def test_a_zone_the_game_cannot_read_is_refused(text, said):
    refused(G, text, said)
