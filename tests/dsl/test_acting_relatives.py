"""A relative clause said of a unit other than the bearer (« contre une unité qui est adjacente à un Druide »):
what the unit alone tells (where it stands, what is next to it) is checked of that unit; it was dropped,
so the ability acted against every unit. An act said in such a relative (« une unité alliée qui attaque ») is
the event's to tell: refused in a trigger rather than dropped."""

import pytest

from .acting import pt_act, pt_attack_state, pt_declare, pt_give, pt_labels, pt_position, refused

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


# --- lead-pb audit: relatives of other units that compiled and never acted ---------------------------------------
def _stalker_attacked(monkeypatch, sentences, units, tiles=None):
    """The Lancier (1,0) attacks the Stalker (2,-1) in melee: its attack dice, and the Stalker's defence dice."""
    from .acting import NEUTRAL

    pt_give(monkeypatch, "Druide", *sentences)
    units = {**units, "1,0": (1, "Lancier"), "2,-1": (0, "Homme-Bête Stalker")}
    m = pt_position(units, {**{c: NEUTRAL for c in units}, **(tiles or {})}, player=1)
    pt_act(m, "proche (Mêlée) : Lancier en 1,0 contre Homme-Bête Stalker")
    state = pt_attack_state(m)
    return state["a_dice"][0], state["d_dice"][1]


FAR, NEXT_TO_STALKER, NEXT_TO_LANCIER = {"-2,0": (0, "Druide")}, {"2,-2": (0, "Druide")}, {"0,0": (0, "Druide")}


@pytest.mark.parametrize("sentence, druid, tiles, more", [
    # the ally attacked placed on a tile: read as the bearer (the Druide), it never acted
    ("Lorsqu'une unité alliée sur une tuile Forêt est attaquée, elle lance un dé de défense supplémentaire.",
     FAR, {"2,-1": "Forêt"}, (0, 1)),
    ("Lorsqu'une unité alliée qui est sur une tuile Forêt est attaquée, elle lance un dé de défense supplémentaire.",
     FAR, {"2,-1": "Forêt"}, (0, 1)),
    ("Lorsqu'une unité alliée sur une tuile Forêt est attaquée, elle lance un dé de défense supplémentaire.",
     FAR, {"-2,0": "Forêt"}, (0, 0)),   # the bearer's tile is not the ally's
    ("Lorsqu'un allié qui est adjacent à un Druide est attaqué, il lance un dé de défense supplémentaire.",
     NEXT_TO_STALKER, None, (0, 1)),
    ("Lorsqu'un allié qui est adjacent à un Druide est attaqué, il lance un dé de défense supplémentaire.",
     FAR, None, (0, 0)),
    # the enemy next to a Druide: its relative was read of the bearer's neighbours, it never acted
    ("Une unité ennemie qui est adjacente à un Druide lance un dé d'attaque de moins.", NEXT_TO_LANCIER, None, (-1, 0)),
    ("Une unité ennemie qui est adjacente à un Druide lance un dé d'attaque de moins.", NEXT_TO_STALKER, None, (0, 0)),
    ("Une unité ennemie adjacente à un Druide lance un dé d'attaque de moins.", NEXT_TO_LANCIER, None, (-1, 0)),
])
def test_a_unit_placed_by_a_relative_is_that_unit(monkeypatch, sentence, druid, tiles, more):
    """The Lancier attacks the Stalker, the Druide (the bearer) far from both, next to one of them or the other."""
    base = _stalker_attacked(monkeypatch, [], druid, tiles)
    monkeypatch.undo()
    dice = _stalker_attacked(monkeypatch, [sentence], druid, tiles)
    assert (dice[0] - base[0], dice[1] - base[1]) == more


# --- a relative of an aura's group: said of the unit in the group, not of the bearer ----------------
AURA_GROUP_RELATIVE = ("Les unités alliées adjacentes à un Mage Rouge qui sont adjacentes à un Lancier lancent un dé "
                       "de défense supplémentaire.")


@pytest.mark.parametrize("lancier, more", [
    ("2,1", 1),     # next to the Conscrit attacked (not to the Mage): the Conscrit fits the group
    ("0,0", 0),     # next to the Mage only: the Conscrit does not
    (None, 0),
])
def test_a_relative_of_an_aura_group_is_the_group_unit_s(monkeypatch, lancier, more):
    """The Mage Rouge (1,0) bears it; the Conscrit (2,0) next to it is attacked by an Épéiste (3,0). The
    relative « qui sont adjacentes à un Lancier » is said of the Conscrit: before, it was read through the
    query's guards, against the bearer's neighbours (a Lancier next to the Mage gave the die)."""
    pt_give(monkeypatch, "Mage Rouge", AURA_GROUP_RELATIVE)
    units = {"1,0": (1, "Mage Rouge"), "2,0": (1, "Conscrit"), "3,0": (0, "Épéiste")}
    if lancier:
        units[lancier] = (1, "Lancier")

    def defence_dice():
        m = pt_declare(pt_position(units, factions=("haut_roi", "haut_roi")),
                       "proche (Mêlée) : Épéiste en 3,0 contre Conscrit")
        return pt_attack_state(m)["d_dice"][1]

    given = defence_dice()
    pt_give(monkeypatch, "Mage Rouge")
    assert given == defence_dice() + more
