"""Pocket Battles: « Quand cette Unité détruit une Unité ennemie, … »: a trigger after a kill (the
event « attaque résolue » whose target is destroyed), played: the Adversaire sets a token aside
when the bearer's attack destroys its target, not when the target survives, and not when the kill
is made in another kind of attack than the sentence says."""

import pytest

from tests.pocket_battles.conftest import des, jouer

from .acting import pb_give
from .test_acting_pocket_battles import tir

KILL = "Quand cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre."


def after_the_shot(target):
    m = tir(shooter="Auxiliaire", target=target, shooter_side=0)
    des(m, 6)  # Auxiliaire tir 6: one hit
    jouer(m, "retirer Guerrier")
    return m


@pytest.mark.parametrize("sentence", [
    KILL,
    "Lorsque cette Unité détruit une Unité ennemie, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
    "Chaque fois que cette Unité détruit une Unité ennemie lors d'un Tir, l'Adversaire perd un Jeton Ordre.",
])
def test_a_kill_makes_the_opponent_set_a_token_aside(monkeypatch, sentence):
    before = after_the_shot("Guerrier")
    pb_give(monkeypatch, "Auxiliaire", sentence)
    after = after_the_shot("Guerrier")
    assert after.unite("X1").zone == before.unite("X1").zone == "détruite"
    assert after.reserve[1] == before.reserve[1] - 1   # the Adversaire (player 2, the Celts)
    assert after.reserve[0] == before.reserve[0]


def test_no_token_when_the_target_survives(monkeypatch):
    before = after_the_shot("Guerrier×2")
    pb_give(monkeypatch, "Auxiliaire", KILL)
    after = after_the_shot("Guerrier×2")
    assert after.unite("X1").zone != "détruite"
    assert after.reserve == before.reserve


def test_a_kill_said_in_a_combat_is_not_a_shot(monkeypatch):
    before = after_the_shot("Guerrier")
    pb_give(monkeypatch, "Auxiliaire", "Quand cette Unité détruit une Unité ennemie lors d'un Combat, "
                                       "l'Adversaire perd un Jeton Ordre.")
    after = after_the_shot("Guerrier")
    assert after.unite("X1").zone == "détruite" and after.reserve == before.reserve
