"""Pocket-Tactics, audit 5: what a sentence says of the unit the bearer fights is checked on that unit.

- « attaqué par une unité sur une tuile Colline »: the tile is the attacker's (= « … par une unité qui se
  trouve sur une tuile Colline »), not the tile of the unit attacked;
- « attaque un ennemi adjacent à un Conscrit allié »: a Conscrit of the bearer's side stands next to the
  unit attacked (the side said after the anchor is the anchor's; the anchor was dropped, and « adjacent »
  tested the attacked unit against itself, so the sentence never acted);
- « attaque une unité sur une tuile Forêt »: the tile is the unit attacked's (= « … une unité qui se trouve
  sur une tuile Forêt »), not the attacker's;
- « Les unités alliées adjacentes à un Mage Rouge sur une tuile Forêt »: the tile is the Mage Rouge's, the
  nearest unit (« situées sur … », « qui sont sur … », plural, the allies').
"""

import pytest

from rulekit_games.pocket_tactics import attaque, relances

from .acting import NEUTRAL, pt_declare, pt_give, pt_position

EVEN = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}


def declared(units, tiles, player, label):
    t = {cell: NEUTRAL for cell in units}
    t.update(tiles)
    return pt_declare(pt_position(units, t, player=player), label)


@pytest.mark.parametrize("tiles, granted", [({"2,0": "Colline"}, True), ({"1,0": "Colline"}, False), ({}, False)])
def test_the_attacker_on_a_tile(monkeypatch, tiles, granted):
    for card in ("Ranger Maudit", "Lancier"):
        pt_give(monkeypatch, card, dice=EVEN)
    pt_give(monkeypatch, "Ranger Maudit", "Lorsqu'un Ranger Maudit est attaqué par une unité sur une tuile Colline, "
            "il peut relancer ses dés de défense.", dice=EVEN)
    m = declared({"1,0": (1, "Ranger Maudit"), "2,0": (0, "Lancier")}, tiles, 0,
                 "attaque proche (Mêlée) : Lancier en 2,0 contre Ranger Maudit en 1,0")
    grants = relances.ability_grants(m, m.combat.defenders[0], m.combat.attacker, "défense")
    assert [(g.des, g.tous) for g in grants] == ([("défense", True)] if granted else [])


@pytest.mark.parametrize("sentence", [
    "Les Épéistes lancent un dé d'attaque supplémentaire lorsqu'ils attaquent un ennemi adjacent à un Conscrit allié.",
    "Lorsqu'il attaque une unité ennemie adjacente à un Conscrit allié, un Épéiste lance un dé d'attaque supplémentaire.",
])
@pytest.mark.parametrize("conscrit_side, where, n", [(0, "3,0", 1), (1, "3,0", 0), (0, "0,0", 0)])
def test_the_unit_attacked_beside_an_ally(monkeypatch, sentence, conscrit_side, where, n):
    """The Conscrit at 3,0 stands next to the Lancier attacked (2,0); at 0,0, next to the Épéiste only."""
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Lancier"), where: (conscrit_side, "Conscrit")}
    label = "attaque proche (Mêlée) : Épéiste en 1,0 contre Lancier en 2,0"
    for card in ("Épéiste", "Lancier", "Conscrit"):
        pt_give(monkeypatch, card, dice=EVEN)
    m = declared(units, {}, 0, label)
    before = attaque.dice_of(m, m.combat.attacker, 0, "attaque")
    pt_give(monkeypatch, "Épéiste", sentence, dice=EVEN)
    m = declared(units, {}, 0, label)
    assert attaque.dice_of(m, m.combat.attacker, 0, "attaque") - before == n


@pytest.mark.parametrize("sentence", [
    "Lorsqu'un Épéiste attaque une unité sur une tuile Forêt, il lance un dé supplémentaire.",
    "Lorsqu'un Épéiste attaque une unité qui se trouve sur une tuile Forêt, il lance un dé supplémentaire.",
])
@pytest.mark.parametrize("tiles, n", [({"2,0": "Forêt"}, 1), ({"1,0": "Forêt"}, 0), ({}, 0)])
def test_the_unit_attacked_on_a_tile(monkeypatch, sentence, tiles, n):
    """The Druide attacked stands at 2,0, the Épéiste at 1,0: the die comes with the Druide's Forêt only."""
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Druide")}
    label = "attaque proche (Mêlée) : Épéiste en 1,0 contre Druide en 2,0"
    for card in ("Épéiste", "Druide"):
        pt_give(monkeypatch, card, dice=EVEN)
    m = declared(units, tiles, 0, label)
    before = attaque.dice_of(m, m.combat.attacker, 0, "attaque")
    pt_give(monkeypatch, "Épéiste", sentence, dice=EVEN)
    m = declared(units, tiles, 0, label)
    assert attaque.dice_of(m, m.combat.attacker, 0, "attaque") - before == n


@pytest.mark.parametrize("sentence, placed", [
    ("Les unités alliées adjacentes à un Mage Rouge sur une tuile Forêt lancent un dé de défense supplémentaire.",
     "1,1"),
    ("Les unités alliées adjacentes à un Mage Rouge qui se trouve sur une tuile Forêt lancent un dé de défense "
     "supplémentaire.", "1,1"),
    ("Les unités alliées adjacentes à un Mage Rouge situées sur une tuile Forêt lancent un dé de défense "
     "supplémentaire.", "1,0"),
])
@pytest.mark.parametrize("forest", ["1,1", "1,0", None])
def test_the_tile_after_the_anchor(monkeypatch, sentence, placed, forest):
    """The Lancier (1,0) next to its Mage Rouge (1,1) is attacked by a Druide: one die more in defence
    only when the Forêt is under the unit the tile is said of (the Mage Rouge, unless the plural says the allies)."""
    units = {"1,0": (1, "Lancier"), "2,0": (0, "Druide"), "1,1": (1, "Mage Rouge")}
    tiles = {forest: "Forêt"} if forest else {}
    label = "attaque proche (Mêlée) : Druide en 2,0 contre Lancier en 1,0"
    for card in ("Lancier", "Druide", "Mage Rouge"):
        pt_give(monkeypatch, card, dice=EVEN)
    before = attaque.defender_dice(declared(units, tiles, 0, label))[1]
    pt_give(monkeypatch, "Mage Rouge", sentence, dice=EVEN)
    after = attaque.defender_dice(declared(units, tiles, 0, label))[1]
    assert after - before == (1 if forest == placed else 0)
