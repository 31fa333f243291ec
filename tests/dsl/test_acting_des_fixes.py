"""A number of dice set or bounded (``DesFixes``: « ne lance que deux dés de défense », « lance toujours
trois dés de Combat », « ne lance jamais plus de deux dés »), played: the dice the game itself asks for
the attack (Pocket-Tactics ``attaque.dice_of``, Pocket Battles the dice thrown) are the number said,
after every die added or taken away by any ability, whichever comes first in the file (ranks,
:mod:`rulekit.abilities`); a bound after a set value."""

import pytest

from .acting import pb_dice, pb_give, pt_attack_state, pt_declare, pt_exact, pt_give, pt_odds, pt_position
from .test_acting_pocket_battles import charge, poursuivre, tir

ONLY_TWO = "Un Lancier ne lance que deux dés de défense."
TWO_MORE = "Un Lancier lance deux dés de défense supplémentaires."


def lancier_attacked():
    """A Druide attacks a Lancier in Mêlée: the Lancier's dice (attack, defence) as the game asks them,
    and the exact odds of the attack."""
    m = pt_declare(pt_position({"1,0": (0, "Druide"), "2,0": (1, "Lancier")}), "proche (Mêlée)")
    return pt_attack_state(m), pt_exact(m)


def test_the_printed_dice_without_it(monkeypatch):
    pt_give(monkeypatch, "Lancier")
    assert lancier_attacked()[0]["d_dice"] == (2, 3)
    pt_give(monkeypatch, "Lancier", TWO_MORE)
    assert lancier_attacked()[0]["d_dice"] == (2, 5)


@pytest.mark.parametrize("sentences", [(ONLY_TWO,), (ONLY_TWO, TWO_MORE), (TWO_MORE, ONLY_TWO),
                                       ("Un Lancier lance toujours 2 dés de défense.", TWO_MORE),
                                       (TWO_MORE, "Un Lancier lance exactement deux dés de défense.")])
def test_only_two_defence_dice_whatever_is_added(monkeypatch, sentences):
    pt_give(monkeypatch, "Lancier", *sentences)
    state, exact = lancier_attacked()
    assert state["d_dice"] == (2, 2)
    assert exact == pt_odds(state["a_dice"], (2, 2), situation=state["situation"])


@pytest.mark.parametrize("said", ["Un Lancier ne lance que quatre dés d'attaque.",
                                  # a number of the dice of a named roll, said plainly, is that number set
                                  "Un Lancier lance quatre dés d'attaque.",
                                  "Lorsqu'il est attaqué par un Druide, un Lancier lance quatre dés d'attaque."])
def test_a_set_number_of_one_roll_leaves_the_other(monkeypatch, said):
    pt_give(monkeypatch, "Lancier", said)
    assert lancier_attacked()[0]["d_dice"] == (4, 3)


def test_a_plain_number_said_against_another_unit_leaves_this_one(monkeypatch):
    pt_give(monkeypatch, "Lancier", "Lorsqu'il est attaqué par un Archer, un Lancier lance quatre dés d'attaque.")
    assert lancier_attacked()[0]["d_dice"] == (2, 3)


def test_a_number_of_dice_of_no_roll_is_refused():
    from rulekit import dsl
    from rulekit.dsl.vocabulary import for_game

    with pytest.raises(dsl.RulesSyntaxError, match="de quel jet"):
        dsl.parse_ability("Un Lancier lance deux dés.", vocabulary=for_game("pocket_tactics"))


@pytest.mark.parametrize("sentences, dice", [
    (("Un Lancier ne lance jamais plus de quatre dés de défense.",), 3),      # under the bound: kept
    (("Un Lancier ne lance jamais plus de quatre dés de défense.", TWO_MORE), 4),
    ((TWO_MORE, "Un Lancier lance au plus quatre dés de défense."), 4),
    # a bound comes after a set value, whatever their order
    (("Un Lancier lance au plus un dé de défense.", ONLY_TWO), 1),
    (("Un Lancier lance deux dés de défense de moins.", "Un Lancier ne lance jamais moins de deux dés de défense."), 2),
    (("Un Lancier lance toujours au moins un dé de défense.",), 3),
])
def test_a_bound_on_the_dice(monkeypatch, sentences, dice):
    pt_give(monkeypatch, "Lancier", *sentences)
    assert lancier_attacked()[0]["d_dice"] == (2, dice)


def test_a_set_number_in_one_mode_only(monkeypatch):
    pt_give(monkeypatch, "Lancier", "Un Lancier ne lance que deux dés de défense en Magie.")
    assert lancier_attacked()[0]["d_dice"] == (2, 3)  # attacked in Mêlée: its printed dice


# --- Pocket Battles -------------------------------------------------------------------------
def test_always_three_combat_dice(monkeypatch):
    assert pb_dice(charge()) == {2} and pb_dice(poursuivre()) == {1}
    pb_give(monkeypatch, "Légionnaire", "Cette Unité lance toujours trois dés de Combat.")
    assert pb_dice(charge()) == {3}        # 1 + 1 for the charge: set to three
    assert pb_dice(poursuivre()) == {3}


def test_three_combat_dice_whatever_the_charge_adds(monkeypatch):
    pb_give(monkeypatch, "Légionnaire", "Cette Unité lance toujours trois dés de Combat.",
            "Lorsque cette Unité Charge, elle lance 2 dés supplémentaires.")
    assert pb_dice(charge()) == {3}


def test_never_more_than_one_die_in_a_combat(monkeypatch):
    pb_give(monkeypatch, "Légionnaire", "Durant un Combat, cette Unité ne lance jamais plus d'un dé.")
    assert pb_dice(charge()) == {1} and pb_dice(poursuivre()) == {1}


def test_a_number_of_combat_dice_is_not_a_shot(monkeypatch):
    pb_give(monkeypatch, "Archer", "Cette Unité lance toujours trois dés de Combat.")
    assert pb_dice(tir()) == {1}


def test_two_dice_when_shooting(monkeypatch):
    pb_give(monkeypatch, "Archer", "Cette Unité ne lance que deux dés lors d'un Tir.",
            "Quand vous tirez, cette Unité lance deux dés supplémentaires.")
    assert pb_dice(tir()) == {2}


@pytest.mark.parametrize("sentence, dice", [
    ("Lorsque cette Unité Charge, elle lance toujours quatre dés.", 4),
    ("Cette Unité lance toujours quatre dés lors d'une Charge.", 4),
    ("Durant une Charge, cette Unité ne lance que deux dés.", 2),
    ("Lorsque cette Unité Charge, elle ne lance jamais plus d'un dé.", 1),
    ("Cette Unité lance toujours au moins trois dés lors d'une Charge.", 3),
])
def test_a_number_set_in_a_charge_is_the_charge_s_whole_roll(monkeypatch, sentence, dice):
    """Audit 6: the number set « lors d'une Charge » is the dice the charge throws (its « dés de combat »,
    the charge die included), not its extra « dés de charge » (four dice were five, « jamais plus d'un » two);
    the unit's other fights and its riposte keep their dice."""
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert pb_dice(charge()) == {dice}
    assert pb_dice(poursuivre()) == {1}
