"""« Lorsque cette Unité tire sur un X / attaque un X, elle lance un dé de plus »: the die more is
thrown against an X only (the fight's opponent), in Pocket Battles and Pocket-Tactics."""

import pytest

from tests.pocket_battles.conftest import bataille, finir_tour, jouer, labels, unite

from .acting import pb_dice, pb_give
from .test_acting_pt_bound import changes


def shot_at(target):
    """T1 (Archers, player 2) shoots X1 (``target``) in front of it: the dice it throws."""
    m = bataille([unite("T1", 1, "Archer×2", "avant", 1), unite("X1", 0, target, "avant", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "T1 [Archer×2] : tirer")
    if any(x.startswith("tirer sur") for x in labels(m)):
        jouer(m, "tirer sur X1")
    return pb_dice(m)


@pytest.mark.parametrize("sentence, named, other", [
    ("Lorsque cette Unité tire sur un Légionnaire, elle lance un dé de plus.", "Légionnaire×2", "Auxiliaire×2"),
    ("Quand cette Unité tire sur un Auxiliaire, elle lance un dé supplémentaire.", "Auxiliaire×2", "Légionnaire×2"),
])
def test_pb_a_shot_at_a_named_unit(monkeypatch, sentence, named, other):
    before = {t: shot_at(t) for t in (named, other)}
    pb_give(monkeypatch, "Archer", sentence)
    after = {t: shot_at(t) for t in (named, other)}
    assert after[other] == before[other]
    assert {n + 1 for n in before[named]} == after[named]


@pytest.mark.parametrize("sentence", [
    "Lorsque cette Unité attaque un Druide, elle lance un dé d'attaque de plus.",
    "Quand un Épéiste attaque un Druide, il lance un dé d'attaque supplémentaire.",
])
@pytest.mark.parametrize("opp, n", [("Druide", 1), ("Lancier", 0)])
def test_pt_an_attack_on_a_named_unit(monkeypatch, sentence, opp, n):
    """The Épéiste attacks (in each mode) a Druide or a Lancier: one attack die more against the Druide."""
    for mode in ("Mêlée", "Distance", "Magie"):
        assert changes(monkeypatch, "Épéiste", sentence, "att", mode, opp=opp)[0] == (n, 0, 0, 0), mode
        assert changes(monkeypatch, "Épéiste", sentence, "déf", mode, opp=opp)[0] == (0, 0, 0, 0), mode
