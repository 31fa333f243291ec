"""Conditions said beside a trigger (« Lorsqu'un Maraudeur bat un ennemi, s'il est sur une tuile Forêt, … »,
« Au début de votre tour, si cette Unité est à l'Arrière, … »), played: each is checked when the event happens,
by the guards a question reads (``Compiler.conditions_at_event``); before, every condition but a negated or a
zone one (refused) was dropped and the effect acted regardless. What an event cannot tell is refused."""

import pytest

from rulekit.dsl import ChoixApres, ChoixEffet
from tests.pocket_battles.conftest import des, jouer

from .acting import NEUTRAL, pb_give, pt_act, pt_give, pt_labels, pt_position, pt_roll, refused
from .test_acting_periods import J0, J1, T0, T1, turns
from .test_acting_pocket_battles import tir

PT, PB = "pocket_tactics", "pocket_battles"


# --- Pocket-Tactics: a move after a win, a swap when an ally is attacked --------------------------------
def _marauder_beats(monkeypatch, sentence, terrain, neighbour=None):
    """A Maraudeur on ``terrain`` beats a Conscrit (on Champs) in melee, then takes its tile;
    ``neighbour``: a card of its side next to it."""
    pt_give(monkeypatch, "Homme-Bête Maraudeur", sentence)
    tiles = {"1,0": terrain, "2,0": "Champs", "3,0": "Champs", "1,1": "Champs", "0,0": "Champs"}
    units = {"1,0": (0, "Homme-Bête Maraudeur"), "2,0": (1, "Conscrit")}
    if neighbour is not None:
        units["0,0"] = (0, neighbour)
    m = pt_position(units, tiles, factions=("foret_sombre", "haut_roi"))
    pt_act(m, "attaque proche (Mêlée)")
    pt_roll(m, 6, 6, 6); pt_roll(m, 1, 1); pt_roll(m, 1); pt_roll(m, 1, 1)
    return m


def _moves(m) -> bool:
    return isinstance(m.top, ChoixApres) and m.current_player == 0


@pytest.mark.parametrize("sentence, terrain, moves", [
    ("Lorsqu'un Homme-Bête Maraudeur bat un ennemi, s'il est sur une tuile Forêt, il peut se déplacer d'une tuile.",
     "Forêt", True),
    ("Lorsqu'un Homme-Bête Maraudeur bat un ennemi, s'il est sur une tuile Forêt, il peut se déplacer d'une tuile.",
     "Champs", False),  # it moved all the same
    ("Lorsqu'un Homme-Bête Maraudeur bat un ennemi, il peut se déplacer d'une tuile, sauf s'il est sur une tuile "
     "Forêt.", "Forêt", False),  # refused before
    ("Lorsqu'un Homme-Bête Maraudeur bat un ennemi, il peut se déplacer d'une tuile, sauf s'il est sur une tuile "
     "Forêt.", "Champs", True),
    ("Un Homme-Bête Maraudeur qui est sur une tuile Forêt peut se déplacer d'une tuile lorsqu'il bat un ennemi.",
     "Champs", False),
    ("Un Homme-Bête Maraudeur sur une tuile Forêt peut se déplacer d'une tuile lorsqu'il bat un ennemi.",
     "Forêt", True),
])
def test_a_tile_said_beside_the_win(monkeypatch, sentence, terrain, moves):
    assert _moves(_marauder_beats(monkeypatch, sentence, terrain)) is moves


@pytest.mark.parametrize("sentence, neighbour, moves", [
    ("Lorsqu'un Homme-Bête Maraudeur bat un ennemi, s'il est adjacent à un Druide allié, il peut se déplacer d'une "
     "tuile.", "Druide", True),
    ("Lorsqu'un Homme-Bête Maraudeur bat un ennemi, s'il est adjacent à un Druide allié, il peut se déplacer d'une "
     "tuile.", None, False),  # it moved all the same
    ("Un Homme-Bête Maraudeur qui est adjacent à un Druide allié peut se déplacer d'une tuile lorsqu'il bat un "
     "ennemi.", None, False),
    ("Lorsqu'un Homme-Bête Maraudeur bat un ennemi, sauf s'il est adjacent à un allié, il peut se déplacer d'une "
     "tuile.", "Druide", False),
    ("Lorsqu'un Homme-Bête Maraudeur sans allié adjacent bat un ennemi, il peut se déplacer d'une tuile.",
     "Druide", False),
    ("Lorsqu'un Homme-Bête Maraudeur sans allié adjacent bat un ennemi, il peut se déplacer d'une tuile.",
     None, True),
])
def test_neighbours_said_beside_the_win(monkeypatch, sentence, neighbour, moves):
    """The Druide stands at 0,0, next to the Maraudeur's tile when the Conscrit is beaten (1,0); the Maraudeur
    then takes the Conscrit's tile, away from it: the condition is read at the event."""
    assert _moves(_marauder_beats(monkeypatch, sentence, "Champs", neighbour)) is moves


def _ally_attacked(monkeypatch, sentence, terrain):
    """A Conscrit (1,0) next to the Jeune Fille au Bouclier (1,-1, on ``terrain``) is attacked."""
    pt_give(monkeypatch, "Jeune Fille au Bouclier", sentence)
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "1,-1": terrain, "2,-1": NEUTRAL}
    units = {"1,0": (0, "Conscrit"), "1,-1": (0, "Jeune Fille au Bouclier"), "2,0": (1, "Homme-Bête Maraudeur")}
    m = pt_position(units, tiles, player=1)
    pt_act(m, "proche (Mêlée)")
    return m


@pytest.mark.parametrize("terrain, swaps", [("Colline", True), (NEUTRAL, False)])  # it swapped all the same
def test_the_shield_maiden_swaps_only_from_a_hill(monkeypatch, terrain, swaps):
    m = _ally_attacked(monkeypatch, "Lorsqu'un allié adjacent est attaqué, si la Jeune Fille au Bouclier est sur "
                                    "une tuile Colline, elle peut permuter sa place avec lui.", terrain)
    assert isinstance(m.top, ChoixEffet) is swaps
    if swaps:
        assert [x for x in pt_labels(m) if not x.startswith("renoncer")] == ["essai 0 : Conscrit n°1 (J1)"]


# --- Pocket Battles: a kill, a moment of the turn -----------------------------------------------------
def _after_the_kill(monkeypatch, sentence):
    """The Auxiliaire (player 1), at the Front, shoots the enemy Guerrier dead (test_acting_pb_kill)."""
    pb_give(monkeypatch, "Auxiliaire", sentence)
    m = tir(shooter="Auxiliaire", target="Guerrier", shooter_side=0)
    des(m, 6)
    jouer(m, "retirer Guerrier")
    assert m.unite("X1").zone == "détruite"
    return m.reserve[1]


@pytest.mark.parametrize("condition, lost", [
    ("si elle est à l'Arrière, ", False),  # refused before
    ("si elle est à l'Avant, ", True),
    ("sauf si elle est à l'Arrière, ", True),  # refused before
    ("tant qu'un Légionnaire est sur le Champ de Bataille, ", False),  # « un Légionnaire » is the bearer (45)
    ("tant qu'un Auxiliaire est sur le Champ de Bataille, ", True),
    ("si elle est adjacente à une Unité ennemie, ", False),  # the shooter is in contact with no unit
])
def test_a_condition_beside_a_kill(monkeypatch, condition, lost):
    """« Quand cette Unité détruit une Unité ennemie, <condition> l'Adversaire perd un Jeton Ordre »: the
    Adversaire (player 2) sets a token aside only when the condition holds."""
    before = _after_the_kill(monkeypatch, "Quand cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton "
                                          "Ordre.")
    monkeypatch.undo()
    after = _after_the_kill(monkeypatch, f"Quand cette Unité détruit une Unité ennemie, {condition}l'Adversaire perd "
                                         "un Jeton Ordre.")
    assert after == (before if lost else before + 1)


@pytest.mark.parametrize("condition, seen", [
    ("si cette Unité est à l'Avant", [J0, T1, J1, T0, J1, J0, T1]),  # the Légionnaires stand at the Front
    ("si cette Unité est à l'Arrière", [J0, T1, J1, T0, J0, T1]),     # refused before
])
def test_a_condition_at_a_moment_of_the_turn(monkeypatch, condition, seen):
    pb_give(monkeypatch, "Légionnaire", f"Au début de votre tour, {condition}, l'Adversaire perd un Jeton Ordre.")
    assert turns() == seen


# --- what an event cannot tell: refused, never dropped -----------------------------------------------
@pytest.mark.parametrize("game, text, said", [
    # the unit the condition names is gone when the event is told
    (PB, "Quand cette Unité est détruite, tant qu'un Légionnaire est sur le Champ de Bataille, l'Adversaire perd "
         "un Jeton Ordre.", "n'est plus en jeu"),
    (PB, "Lorsque cette Unité est détruite, si elle est adjacente à un Légionnaire allié, l'Adversaire perd un Jeton "
         "Ordre.", "n'est plus en jeu"),
    (PT, "Lorsqu'un Lancier est battu, s'il est sur une tuile Forêt, vous pouvez replacer un Homme-Bête capturé sur "
         "n'importe quelle tuile Forêt inoccupée.", "n'est plus en jeu"),
    # a condition of another unit (the opponent, the ally the trigger names)
    (PT, "Lorsqu'un Druide bat un ennemi, si son adversaire est sur une tuile Forêt, il peut se déplacer d'une tuile.",
     "se dit de l'unité qui porte la capacité"),
    (PT, "Lorsqu'un Druide bat un ennemi, si celui-ci est sur une tuile Forêt, il peut se déplacer d'une tuile.",
     "se dit de l'unité qui porte la capacité"),
    (PT, "Lorsqu'un allié adjacent est attaqué, s'il est sur une tuile Colline, il peut permuter sa place avec la "
         "Jeune Fille au Bouclier.", "se dit de l'unité qui porte la capacité"),
    # what only a question tells (the attack's mode), an event as a condition, a second trigger
    (PT, "Lorsqu'un Druide bat un ennemi, s'il attaque avec Magie, il peut se déplacer d'une tuile.",
     "un événement n'est pas une condition"),
    (PT, "Lorsqu'un Druide bat un ennemi, s'il se défend, il peut se déplacer d'une tuile.",
     "le jeu ne dit pas cela de l'unité"),
    # a kind named at a moment every bearer hears (README of Pocket Battles, 45: one fact)
    (PB, "Au début de votre tour, tant qu'un Légionnaire est sur le Champ de Bataille, l'Adversaire perd un Jeton "
         "Ordre.", "chaque unité qui porte la capacité entend cet événement"),
    # the bearer placed by another unit, read as another unit (it heard another Druide and moved the bearer)
    (PT, "Un Druide adjacent à un Lancier allié peut se déplacer d'une tuile lorsqu'il bat un ennemi.",
     "s'il est adjacent à un Lancier allié"),
])
def test_a_condition_an_event_cannot_tell_is_refused(game, text, said):
    refused(game, text, said)
