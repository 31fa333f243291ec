"""Sentences near today's forms that meant something else and compiled to another ability (lead-adv, an
adversarial audit of the DSL forms of 2026-11-25): each is played on a crafted Pocket Battles state (the board of
test_pocket_battles) or refused where the game cannot act it."""

from __future__ import annotations

import pytest

from rulekit import dsl

from .acting import compiled as compiled_in
from .test_pocket_battles import board

PB = "pocket_battles"
PT = "pocket_tactics"


def compiled(text: str, game: str = PB):
    return compiled_in(game, text)[0]


# dice named by the action they are thrown for, said with another moment: that moment is when (it was dropped: the
# dice of every Combat)
@pytest.mark.parametrize("text", [
    "Cette Unité lance un dé de combat supplémentaire lors d'une Charge.",
    "Durant une Charge, cette Unité lance un dé de combat supplémentaire.",
])
def test_dice_of_a_roll_said_with_another_moment_are_thrown_then_only(text):
    b = board(a=[compiled(text)])
    assert b.query("dés de combat", 1, unite="a", moment="Combat", charge=True) == 2
    assert b.query("dés de combat", 1, unite="a", moment="Combat", charge=False) == 1
    assert b.query("dés de combat", 1, unite="e", moment="Combat", charge=True) == 1


def test_a_roll_set_with_another_moment_is_set_then_only():
    b = board(a=[compiled("Cette Unité lance trois dés de combat lors d'une Charge.")])
    assert b.query("dés de combat", 1, unite="a", moment="Combat", charge=True) == 3
    assert b.query("dés de combat", 1, unite="a", moment="Combat", charge=False) == 1


# the dice of one roll said during a moment that throws others: never thrown then (they compiled as the dice of
# every Tir, the moment dropped, or as dice asked when the circumstance never holds: nothing)
@pytest.mark.parametrize("text", [
    "Cette Unité lance deux dés de tir supplémentaires lors d'un Combat.",
    "Lors d'un Combat, cette Unité lance un dé de tir supplémentaire.",
    "Cette Unité lance deux dés de tir lors d'un Combat.",
    "Lancez 2 dés de combat lors d'un Tir.",
    "Durant un Tir, cette Unité lance un dé de combat supplémentaire.",
    "Cette Unité relance un dé de tir lors d'un Combat.",
])
def test_dice_of_a_roll_during_a_moment_that_throws_others_are_refused(text):
    with pytest.raises(dsl.DslError, match="ne lance pas ces dés-là à ce moment"):
        compiled(text)


# two rolls said of the same dice: one was dropped (« … en défense » read as nothing)
@pytest.mark.parametrize("text", [
    "Un Archer lance un dé de défense supplémentaire en attaque.",
    "Un Archer lance un dé d'attaque supplémentaire en défense.",
    "Un Archer relance un dé d'attaque en défense.",
])
def test_two_rolls_said_of_the_same_dice_are_refused(text):
    with pytest.raises(dsl.DslError, match="à la fois : de quel jet"):
        dsl.parse_ability(text, vocabulary=dsl.vocabulary_of(PT))


# after « ; », a pronoun that may stand for the subject before (a player's unit: « l'adversaire ») or for the unit the
# trigger names: it went on as the adversary's defence dice (asked of no attacker: nothing); refused, never guessed
def test_a_pronoun_after_a_semicolon_that_may_stand_for_two_units_is_refused():
    text = "Lorsqu'un Druide est attaqué, l'adversaire relance un dé ; il lance un dé de défense supplémentaire."
    with pytest.raises(dsl.DslError, match="peut être « adversaire » ou « Druide »"):
        dsl.parse_ability(text, vocabulary=dsl.vocabulary_of(PT))
