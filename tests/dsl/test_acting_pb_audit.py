"""Pocket Battles, an author's audit (a new army and loose sentences written as a designer would): what it
found acting otherwise than the sentence says, played.

- Dice taken away « lors d'une Charge » are taken from the whole roll of the charge's attack, as a player
  counts its dice (the base die and the charge die), not from the charge die alone; « pour la Charge » still
  names the charge's own die (README, reading 44).
"""

import pytest

from rulekit import dsl

from tests.pocket_battles.conftest import bataille, finir_tour, jouer, labels, unite

from .acting import pb_dice, pb_give, pb_last_attack
from .test_acting_pocket_battles import charge, poursuivre

G = "pocket_battles"


def thrown(m) -> int:
    """The dice of the attack on top: those of the chance node, or none when it threw none (resolved at once)."""
    from rulekit import CHANCE

    if m.current_player is CHANCE:
        (n,) = pb_dice(m)
        return n
    return len(pb_last_attack(m).des)


# --- dice taken away during a charge: the whole roll ---------------------------------------------------------
@pytest.mark.parametrize("sentence, charging, charging_cavalry", [
    # Légionnaires charge with 1 + 1 dice, the Cavalier (Impulsion: 2 charge dice) with 1 + 2
    ("Cette Unité lance deux dés de moins lors d'une Charge.", 0, 1),
    ("En Charge, cette Unité lance deux dés de moins.", 0, 1),
    ("Lorsque cette Unité charge, elle lance deux dés de moins.", 0, 1),
    ("Cette Unité lance un dé de moins lors d'une Charge.", 1, 2),
    # « pour la Charge »: the charge's own dice (never below zero), the base die stays
    ("Cette Unité lance deux dés de moins pour la Charge.", 1, 1),
    ("Lorsque cette Unité charge, elle lance un dé de moins pour la Charge.", 1, 2),
])
def test_dice_taken_away_during_a_charge(monkeypatch, sentence, charging, charging_cavalry):
    assert (thrown(charge()), thrown(charge(attacker="Cavalier"))) == (2, 3)
    pb_give(monkeypatch, "Légionnaire", sentence)
    pb_give(monkeypatch, "Cavalier", sentence)
    assert thrown(charge()) == charging
    assert thrown(charge(attacker="Cavalier")) == charging_cavalry
    assert thrown(poursuivre()) == 1  # pursuing a combat is no charge


@pytest.mark.parametrize("sentence", ["Cette Unité lance deux dés de moins pour la Charge.",
                                      "Lorsque cette Unité charge, elle lance un dé de moins pour la Charge."])
def test_the_charge_s_own_dice_are_written_back(sentence):
    """The canonical French keeps « pour la Charge » of dice taken away (it was dropped: another meaning)."""
    ast = dsl.parse_ability(sentence, game=G)
    assert "pour la Charge" in dsl.render(ast)
    assert dsl.parse_ability(dsl.render(ast), game=G) == ast
