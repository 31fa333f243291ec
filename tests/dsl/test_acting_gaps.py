"""(lead-gaps) The paraphrase gaps closed act as the forms read before: each sentence below was refused (not read, or
read into an AST the compiler refused) and now answers the game's question as its known phrasing does."""

from __future__ import annotations

import pytest

from rulekit import dsl

from .test_pocket_battles import board

PB = "pocket_battles"
KNOWN_HITS = "Si cette Unité donne au moins 2 coups lors d'un Combat ou d'un Tir, elle donne 2 coups supplémentaires."


def compiled(game, text):
    vocabulary = dsl.vocabulary_of(game)
    return dsl.compile_ability(dsl.parse_ability(text, vocabulary=vocabulary), name="T", vocabulary=vocabulary)


def hits(text):
    """The « coups » the bearer gives for 1 and 2 hits scored, in a Combat and in a Tir."""
    b = board(a=[compiled(PB, text)])
    return {(moment, n): b.query("coups", n, unite="a", moment=moment) for moment in ("Combat", "Tir") for n in (1, 2)}


@pytest.mark.parametrize("text", [
    "Lors d'un Combat ou lors d'un Tir, si cette Unité donne au moins 2 coups, elle en donne 2 supplémentaires.",
    "Dès que cette Unité donne au moins 2 coups lors d'un Combat ou d'un Tir, elle en donne 2 de plus.",
    "Pendant un Combat ou un Tir, quand cette Unité inflige au moins 2 coups, elle inflige 2 coups de plus.",
])
def test_hits_taken_up_and_moments_at_the_head_add_the_hits(text):
    assert hits(text) == hits(KNOWN_HITS) == {("Combat", 1): 1, ("Combat", 2): 4, ("Tir", 1): 1, ("Tir", 2): 4}


def test_dice_thrown_for_a_unit_are_its_dice():
    """« lancez 2 dés supplémentaires pour cette Unité » was read as dice « pour » a unit noun and refused
    (« dés d'unité »): the unit's own shooting dice, two more."""
    b = board(a=[compiled(PB, "Quand vous tirez, lancez 2 dés supplémentaires pour cette Unité.")])
    assert b.query("dés de tir", 1, unite="a", moment="Tir") == 3
    assert b.query("dés de tir", 1, unite="b", moment="Tir") == 1  # only its bearer
    assert b.query("dés de combat", 1, unite="a", moment="Combat") == 1


def test_moments_at_the_head_of_dice_are_the_dice_s():
    b = board(a=[compiled(PB, "Lors d'un Combat ou d'un Tir, cette Unité lance un dé supplémentaire.")])
    assert b.query("dés de combat", 2, unite="a", moment="Combat") == 3
    assert b.query("dés de tir", 2, unite="a", moment="Tir") == 3
