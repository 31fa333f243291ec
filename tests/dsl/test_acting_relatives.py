"""A relative clause said of a unit other than the bearer (« contre une unité qui est adjacente à un Druide »):
what the unit alone tells (where it stands, what is next to it) is checked of that unit; it was dropped,
so the ability acted against every unit. An act said in such a relative (« une unité alliée qui attaque ») is
the event's to tell: refused in a trigger rather than dropped."""

import pytest

from .acting import pt_act, pt_attack_state, pt_give, pt_labels, pt_position, refused

NEXT_TO_DRUID = "Un Archer lance un dé d'attaque de plus contre une unité qui est adjacente à un Druide."


def _archer_dice(monkeypatch, sentences, druid):
    """The Archer's attack dice (close, distant) against a Stalker, with or without a Druide next to it."""
    pt_give(monkeypatch, "Archer", *sentences)
    units = {"0,0": (0, "Archer"), "1,0": (1, "Homme-Bête Stalker")}
    if druid:
        units["2,0"] = (1, "Druide")
    m = pt_position(units)
    pt_act(m, next(label for label in pt_labels(m) if "attaque" in label and "1,0" in label))
    return pt_attack_state(m)["a_dice"]


@pytest.mark.parametrize("druid, dice", [(False, (1, 2)), (True, (2, 2))])
def test_a_target_next_to_a_unit(monkeypatch, druid, dice):
    assert _archer_dice(monkeypatch, [], druid) == (1, 2)
    assert _archer_dice(monkeypatch, [NEXT_TO_DRUID], druid) == dice


@pytest.mark.parametrize("text", [
    "Lorsqu'une unité alliée qui attaque est battue, un Druide peut se déplacer d'une tuile.",
    "Lorsqu'un Lancier bat une unité qui se défend, il peut se déplacer d'une tuile.",
])
def test_an_act_said_in_a_relative_of_another_unit_in_a_trigger_is_refused(text):
    refused("pocket_tactics", text, "pas par une relative")
