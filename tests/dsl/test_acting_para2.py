"""Sentences found to compile and act otherwise than they say while closing paraphrase gaps (lead-para2): each is
played on a crafted Pocket Battles state (the board of test_pocket_battles)."""

from __future__ import annotations

import pytest

from rulekit import dsl

from .acting import compiled as compiled_in
from .test_pocket_battles import board

PB = "pocket_battles"


def compiled(text: str):
    return compiled_in(PB, text)[0]


# a moment at the head of dice no subject throws (« lancez … ») says when, not whose: the bearer's dice (it gave
# every unit of the match the dice, the opponent's too)
@pytest.mark.parametrize("text, query", [
    ("Lors d'un Combat, lancez un dé de plus.", "dés de combat"),
    ("Durant un Tir, lancez un dé supplémentaire.", "dés de tir"),
    ("Durant un Combat, lancez 2 dés supplémentaires pour la Charge au lieu d'un.", "dés de charge"),
])
def test_a_moment_at_the_head_of_dice_said_to_the_player_is_of_the_bearer(text, query):
    b = board(a=[compiled(text)])
    moment = "Tir" if query == "dés de tir" else "Combat"
    assert b.query(query, 1, unite="a", moment=moment, charge=True) == 2
    assert b.query(query, 1, unite="e", moment=moment, charge=True) == 1  # the enemy's roll is not the bearer's
    assert b.query(query, 1, unite="b", moment=moment, charge=True) == 1  # nor a friend's


# the dice of one attack (« pour la Charge ») said during another (« lors d'un Tir »): refused (it compiled as the
# charge's dice, the moment dropped)
@pytest.mark.parametrize("text", [
    "Lorsque cette Unité Charge, lancez lors d'un Tir 2 dés supplémentaires pour la Charge au lieu d'un.",
    "Durant un Tir, cette Unité lance 2 dés supplémentaires pour la Charge.",
    "Lors du Tir, lancez 2 dés supplémentaires pour la Charge.",
])
def test_dice_of_an_attack_during_another_are_refused(text):
    with pytest.raises(dsl.DslError, match="ne se lancent pas pendant une autre"):
        compiled(text)


def test_dice_for_the_charge_during_its_combat_still_act():
    text = "Lorsque cette Unité Charge, lancez lors du Combat 2 dés supplémentaires pour la Charge au lieu d'un."
    b = board(a=[compiled(text)])
    assert b.query("dés de charge", 1, unite="a", moment="Combat", charge=True) == 2
    assert b.query("dés de charge", 1, unite="e", moment="Combat", charge=True) == 1
