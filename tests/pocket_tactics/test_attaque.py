"""« Attaque »: close and distant, both directions of the comparison, help, terrain, bases."""

import pytest

from rulekit_games.pocket_tactics import relances
from rulekit_games.pocket_tactics.attaque import ATT_ATT, DEF_ATT, DEF_DEF
from rulekit_games.pocket_tactics.comparaison import beats
from rulekit_games.pocket_tactics.etat import Combat
from rulekit_games.pocket_tactics.regles import CAPTURED

from .conftest import act, labels, roll

V = "Village"  # no card of these tests has the Village advantage
ROW = {"1,0": V, "2,0": V, "3,0": V, "1,-1": V}
BASES = ("0,0", "8,-8")
LANCE = "attaque proche (Mêlée) : Lancier en 1,0 contre Homme-Bête Stalker en 2,0"


@pytest.mark.parametrize("attack, defence, beaten", [
    ((5, 3), (5,), True),       # seeds/README.md: the 3 meets no defence die
    ((5,), (5, 4), False),      # seeds/README.md
    ((6, 1), (5, 5), True),
    ((4, 4), (4, 4), False),    # all tied: no attack die left over
    ((), (1,), False),          # no attack dice never beat
    ((1,), (), True),           # nothing to stop it
    ((3, 2), (4,), False),
])
def test_comparison_of_dice(attack, defence, beaten):
    assert beats(attack, defence) is beaten


def lancier_vs_stalker(pos, tiles=ROW):
    m = pos(tiles, BASES, {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker")})
    act(m, LANCE)
    return m


def test_close_attack_won_takes_the_tile(pos):
    m = lancier_vs_stalker(pos)
    stalker = m.unit_at("2,0")
    roll(m, 6, 1)      # Lancier's 2 attack dice (Mêlée 2 3)
    roll(m, 2, 2, 2)   # its 3 defence dice
    roll(m, 1, 1)      # the Stalker's 2 attack dice (Mêlée 2 1)
    roll(m, 5)         # its defence die
    assert m.units[stalker].where == CAPTURED
    assert m.units[m.unit_at("2,0")].card == "Lancier" and m.unit_at("1,0") is None
    assert m.current_player == 1


def test_close_attack_tie_sends_the_attacker_back(pos):
    m = lancier_vs_stalker(pos)
    roll(m, 4, 1); roll(m, 2, 2, 2); roll(m, 1, 1); roll(m, 6)
    assert m.units[m.unit_at("1,0")].card == "Lancier"
    assert m.units[m.unit_at("2,0")].card == "Homme-Bête Stalker"
    assert any("retourne sur sa tuile" in line for line in m.log())


def test_both_units_can_be_beaten_at_once(pos):
    m = lancier_vs_stalker(pos)
    roll(m, 6, 1); roll(m, 5, 5, 5); roll(m, 6, 6); roll(m, 5)
    assert m.unit_at("1,0") is None and m.unit_at("2,0") is None
    assert len(m.captured(0)) == 1 and len(m.captured(1)) == 1


def test_only_the_attacker_beaten(pos):
    m = lancier_vs_stalker(pos)
    roll(m, 1, 1); roll(m, 2, 2, 2); roll(m, 6, 6); roll(m, 5)
    assert m.unit_at("1,0") is None and m.units[m.unit_at("2,0")].card == "Homme-Bête Stalker"


def test_close_attack_onto_water_tests_drowning_before_the_dice(pos):
    m = lancier_vs_stalker(pos, dict(ROW, **{"2,0": "Eau"}))
    roll(m, 2)  # the drowning die comes first
    assert m.unit_at("1,0") is None and m.unit_at("2,0") is not None
    assert ATT_ATT not in m.rolls and m.current_player == 1


def test_distant_attack_stays_on_its_tile_and_out_of_reach_defender_rolls_no_attack(pos):
    m = pos(ROW, BASES, {"1,0": (0, "Archer"), "3,0": (1, "Homme-Bête Stalker")})
    act(m, "attaque distante (Distance) : Archer en 1,0 contre Homme-Bête Stalker en 3,0")
    roll(m, 6, 6)   # Archer Distance 2 2
    roll(m, 1, 1)
    # the Stalker (Distance 1 2) cannot reach 2 tiles: no attack dice
    roll(m, 1, 1)
    assert m.rolls[DEF_ATT] == ()
    assert m.unit_at("3,0") is None and m.units[m.unit_at("1,0")].card == "Archer"


def test_distant_defender_in_reach_rolls_its_attack_dice(pos):
    m = pos(ROW, BASES, {"1,0": (0, "Archer"), "2,0": (1, "Homme-Bête Stalker")})
    act(m, "attaque distante (Distance) : Archer en 1,0 contre Homme-Bête Stalker en 2,0")
    roll(m, 1, 1); roll(m, 2, 2); roll(m, 6); roll(m, 6, 6)
    assert m.rolls[DEF_ATT] == (6,)
    assert m.unit_at("1,0") is None  # beaten by the riposte


def test_line_of_fire_blocked_by_empty_space(pos):
    tiles = {"1,0": V, "3,0": V, "1,-1": V}
    m = pos(tiles, BASES, {"1,0": (0, "Archer"), "3,0": (1, "Homme-Bête Stalker")})
    assert not [a for a in labels(m) if a.startswith("attaque distante")]


def test_modes_close_melee_or_magic_distant_distance_or_magic(pos):
    m = pos(ROW, BASES, {"1,0": (0, "Mage Rouge"), "2,0": (1, "Homme-Bête Stalker")})
    kinds = {a.split(" :")[0] for a in labels(m) if a.startswith("attaque")}
    assert kinds == {"attaque proche (Mêlée)", "attaque proche (Magie)", "attaque distante (Distance)",
                     "attaque distante (Magie)"}
    m = pos(ROW, BASES, {"1,0": (0, "Conscrit"), "2,0": (1, "Homme-Bête Stalker")})
    kinds = {a.split(" :")[0] for a in labels(m) if a.startswith("attaque")}
    assert kinds == {"attaque proche (Mêlée)"}  # no attack dice in the other modes


def _counts(m, attacker, target, mode="Mêlée", close=True):
    a = m.unit_at(attacker)
    d = m.unit_at(target)
    m.combat = Combat(a, attacker, target, mode, close, (d,) if d is not None else (),
                      -1 if d is not None else 1 - m.units[a].player)
    return relances.situation_counts(m)


def test_terrain_advantage_gives_one_reroll_on_the_defenders_tile(pos):
    m = pos(dict(ROW, **{"2,0": "Champs"}), BASES, {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker")})
    assert _counts(m, "1,0", "2,0") == (1, 0)  # Lancier: Champs
    m = pos(dict(ROW, **{"2,0": "Forêt"}), BASES, {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker")})
    assert _counts(m, "1,0", "2,0") == (0, 1)  # Stalker: Forêt


def test_distant_attacker_fights_from_its_own_tile(pos):
    units = {"1,0": (0, "Archer"), "3,0": (1, "Homme-Bête Stalker")}
    m = pos(dict(ROW, **{"1,0": "Colline"}), BASES, units)
    assert _counts(m, "1,0", "3,0", "Distance", False) == (1, 0)
    m = pos(dict(ROW, **{"3,0": "Colline"}), BASES, units)
    assert _counts(m, "1,0", "3,0", "Distance", False) == (0, 0)


def test_help_one_reroll_per_adjacent_ally_and_the_base_counts_two(pos):
    tiles = {"1,0": V, "2,0": V, "3,0": V, "2,-1": V, "3,-1": V, "1,1": V, "2,1": V}
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker"),
             "2,1": (0, "Archer"),                      # helps the attacker
             "3,-1": (1, "Druide"), "3,0": (1, "Homme-Bête Maraudeur")}  # help the defender
    m = pos(tiles, ("0,0", "8,-8"), units)
    assert _counts(m, "1,0", "2,0") == (1, 2)
    m = pos(tiles, ("0,0", "2,-1"), units)  # the defender now stands next to its base
    assert _counts(m, "1,0", "2,0") == (1, 4)


def test_distant_attacker_helped_only_by_allies_adjacent_to_the_defender(pos):
    tiles = {"1,0": V, "2,0": V, "3,0": V, "0,1": V}
    m = pos(tiles, ("5,-5", "8,-8"), {"1,0": (0, "Archer"), "0,1": (0, "Lancier"), "3,0": (1, "Druide"),
                                     "2,0": (0, "Conscrit")})
    assert _counts(m, "1,0", "3,0", "Distance", False) == (1, 0)  # the Conscrit, not the Lancier


def test_base_defends_with_three_dice_no_attack_and_loses_the_match(pos):
    m = pos({"1,0": V, "1,-1": V, "2,-1": V}, ("0,0", "2,0"), {"1,0": (0, "Conscrit")})
    act(m, "attaque proche (Mêlée) : Conscrit en 1,0 contre Cercle du Druide en 2,0")
    roll(m, 6); roll(m, 1, 1)
    roll(m, 5, 5, 5)  # the base: 3 defence dice, no attack die rolled
    assert m.rolls[DEF_ATT] == () and len(m.rolls[DEF_DEF]) == 3
    assert m.is_over and m.winner == 0
    assert "base « Cercle du Druide » détruite" in m.log()[-1]


def test_base_is_helped_by_every_adjacent_ally(pos):
    m = pos({"1,0": V, "1,-1": V, "2,-1": V, "3,-1": V}, ("0,0", "2,0"),
            {"1,0": (0, "Lancier"), "2,-1": (1, "Druide"), "3,-1": (1, "Homme-Bête Stalker")})
    assert _counts(m, "1,0", "2,0") == (0, 2)


def test_base_not_beaten_sends_the_attacker_back(pos):
    m = pos({"1,0": V, "1,-1": V}, ("0,0", "2,0"), {"1,0": (0, "Conscrit")})
    act(m, "contre Cercle du Druide en 2,0")
    roll(m, 4); roll(m, 1, 1); roll(m, 5, 4, 1)
    assert not m.is_over and m.unit_at("1,0") is not None
