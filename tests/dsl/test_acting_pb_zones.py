"""Pocket Battles: the zone where the bearer stands as a condition (« Tant qu'elle est à l'Arrière (d'un
Secteur) », « Lorsque cette Unité est à l'Avant », « … dans la Zone de Combat »), played: the dice thrown
and the shots offered change only while the bearer stands in the zone said (``match.zone_of``)."""

import pytest

from tests.pocket_battles.conftest import bataille, finir_tour, jouer, labels, unite

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
    ("Dans la Zone de Combat, cette Unité lance un dé de plus lors d'un Combat.", 2),
])
def test_fighting_in_the_combat_zone(monkeypatch, sentence, dice):
    assert pb_dice(poursuivre()) == {1}
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert pb_dice(poursuivre()) == {dice}


# --- a zone where the units of a fight never stand (vocabulary « emplacements au combat ») ---------------------
def _charge_dice_and_zones():
    """R1 (Légionnaire×2, at the Front) charges C1 (at the Rear): the dice it throws, and where both stand then."""
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : charger")
    jouer(m, "charger C1")
    return pb_dice(m), {m.zone_of("R1"), m.zone_of("C1")}


def test_the_units_of_a_charge_stand_in_the_combat_zone(monkeypatch):
    """What the vocabulary's « Charge -> Zone de Combat » says (README reading 5), played: a zone said of a
    charging unit's dice is where it stands then."""
    assert _charge_dice_and_zones() == ({2}, {"Zone de Combat"})
    pb_give(monkeypatch, "Légionnaire", "Lorsque cette Unité charge, si elle est dans la Zone de Combat, elle lance un "
                                        "dé supplémentaire.")
    assert _charge_dice_and_zones() == ({3}, {"Zone de Combat"})


@pytest.mark.parametrize("text", [
    # they compiled and never acted: a unit that fights stands in the Combat zone (reading 5)
    "Tant qu'elle est à l'Arrière, cette Unité lance un dé de plus durant un Combat.",
    "Dans la Zone Avant, cette Unité lance un dé supplémentaire lors d'un Combat.",
    "À l'Arrière, cette Unité donne un coup supplémentaire lors d'un Combat.",
    "Durant un Combat, si cette Unité est à l'Arrière, elle peut relancer un dé.",
    "À l'Arrière, cette Unité lance un dé supplémentaire lors de la Riposte.",
    "Lorsque cette Unité charge, si elle est à l'Avant, elle lance un dé supplémentaire.",
    "Si cette Unité donne au moins 1 coup lors d'un Combat, si elle est dans la Zone Avant, elle donne 1 coup "
    "supplémentaire.",
    # at an event of a fight too (told while it stands in the Combat zone)
    "Lorsque cette Unité charge, si elle est à l'Avant, l'Adversaire perd un Jeton Ordre.",
    "Quand cette Unité détruit une Unité ennemie lors d'un Combat, si elle est à l'Avant, l'Adversaire perd un Jeton "
    "Ordre.",
])
def test_a_zone_no_unit_of_the_fight_stands_in_is_refused(text):
    refused(G, text, "les unités qui combattent se tiennent dans la Zone de Combat")


@pytest.mark.parametrize("text, lost", [
    ("Quand cette Unité détruit une Unité ennemie lors d'un Combat, l'Adversaire perd un Jeton Ordre.", 1),
    ("Quand cette Unité détruit une Unité ennemie lors d'un Combat, si elle est dans la Zone de Combat, l'Adversaire "
     "perd un Jeton Ordre.", 1),
    ("Lorsque cette Unité charge, si elle est dans la Zone de Combat, l'Adversaire perd un Jeton Ordre.", 1),
    # the Combat zone said negated always holds there: read, never acts
    ("Quand cette Unité détruit une Unité ennemie lors d'un Combat, sauf si elle est dans la Zone de Combat, "
     "l'Adversaire perd un Jeton Ordre.", 0),
])
def test_the_zone_of_a_unit_at_an_event_of_its_fight(monkeypatch, text, lost):
    """R1 charges and destroys C1 (one Guerrier: two hits on 3): the Adversaire sets a token aside as the
    sentence says (the events are told while R1 stands in the Combat zone)."""
    from rulekit_games.pocket_battles.evenements import JetonMisDeCote

    from tests.pocket_battles.conftest import des, jouer

    def set_aside():
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
        finir_tour(m)
        jouer(m, "R1 [Légionnaire×2] : charger")
        jouer(m, "charger C1")
        des(m, 3, 3)
        jouer(m, "retirer Guerrier")
        assert m.unite("C1").zone == "détruite"
        return sum(1 for e in m.events if isinstance(e, JetonMisDeCote) and e.raison == "caractéristique")

    assert set_aside() == 0
    pb_give(monkeypatch, "Légionnaire", text)
    assert set_aside() == lost


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
