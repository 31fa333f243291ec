"""Pocket-Tactics: a new faction written by a designer from the docs alone
(tests/dsl/data/horde_des_marais_pocket_tactics.txt), each of its abilities played with and without it (the
same file, the ability taken off its card), and whole matches played from the file."""

import pathlib
import random
from fractions import Fraction

import pytest

from rulekit import CHANCE
from rulekit.dsl.steps import RelanceAccordee

from .acting import NEUTRAL, file_without, pt_act, pt_attack_state, pt_declare, pt_labels, pt_position, pt_roll

HORDE = pathlib.Path(__file__).parent / "data" / "horde_des_marais_pocket_tactics.txt"
E = "Eau"


@pytest.fixture
def sans(tmp_path):
    """The faction's file with ``ability`` taken off every card that bears it (the baseline « without it »)."""
    return lambda ability: file_without(HORDE, ability, tmp_path)


def at(horde, units, tiles=None, player=0):
    """A position, the Horde player 1 (player 2 the Haut Roi)."""
    return pt_position(units, tiles, player=player, factions=(str(horde), "haut_roi"))


def both(sans, ability):
    return sans(ability), str(HORDE)


# --- dice, rerolls, help ---------------------------------------------------------------------------------------
def test_grouillement_a_helping_goblin_counts_as_two(sans):
    units = {"1,0": (0, "Homme-Lézard"), "2,0": (1, "Conscrit"), "3,-1": (0, "Gobelin des Vases")}
    without, with_it = (pt_attack_state(pt_declare(at(h, units), "proche (Mêlée) : Homme-Lézard"))["situation"]
                        for h in both(sans, "Grouillement"))
    assert with_it[0] == without[0] + 1
    # defending, it counts once
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Homme-Lézard"), "3,-1": (0, "Gobelin des Vases")}
    without, with_it = (pt_attack_state(pt_declare(at(h, units, player=1), "proche (Mêlée)"))["situation"]
                        for h in both(sans, "Grouillement"))
    assert with_it == without


def test_brume_an_enemy_next_to_the_shaman_rolls_one_attack_die_fewer(sans):
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Chaman des Brumes")}
    without, with_it = (pt_attack_state(pt_declare(at(h, units, player=1), "proche (Mêlée)"))["a_dice"]
                        for h in both(sans, "Brume"))
    assert (without, with_it) == ((3, 3), (2, 3))


def test_ecailles_the_lizardman_may_reroll_a_defence_die(sans):
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Homme-Lézard")}
    grants = [pt_attack_state(pt_declare(at(h, units, player=1), "proche (Mêlée)"))["d_grants"]
              for h in both(sans, "Écailles")]
    assert grants[0] == []
    (g,) = grants[1]
    assert isinstance(g, RelanceAccordee) and g.qui == "soi" and not g.tous and g.des == "défense"
    # attacking, it rolls defence dice too (the attacker throws both): the reroll is of those, never of its attack
    units = {"1,0": (0, "Homme-Lézard"), "2,0": (1, "Épéiste")}
    assert [g.des for g in pt_attack_state(pt_declare(at(HORDE, units), "proche (Mêlée)"))["a_grants"]] == ["défense"]


def test_mauvais_oeil_the_shaman_attacked_makes_the_attacker_reroll_a_die(sans):
    units = {"1,0": (1, "Conscrit"), "2,0": (0, "Chaman des Brumes")}
    grants = [pt_attack_state(pt_declare(at(h, units, player=1), "proche (Mêlée)"))["d_grants"]
              for h in both(sans, "Mauvais œil")]
    assert grants[0] == []
    (g,) = grants[1]
    assert g.qui == "adversaire" and not g.tous and g.fois == 1


# --- reach and where a unit goes -------------------------------------------------------------------------------
def test_sarbacane_the_blowpipe_reaches_three_tiles(sans):
    units = {"1,0": (0, "Sarbacanier"), "4,0": (1, "Conscrit")}
    tiles = {c: NEUTRAL for c in ("1,0", "2,0", "3,0", "4,0")}
    without, with_it = ([x for x in pt_labels(at(h, units, tiles)) if "distante" in x] for h in both(sans, "Sarbacane"))
    assert without == [] and len(with_it) == 1 and "4,0" in with_it[0]


def test_bond_the_frog_scout_may_go_to_any_empty_water_tile(sans):
    units = {"1,0": (0, "Éclaireur Grenouille")}
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "5,0": E, "6,0": "Forêt"}
    without, with_it = ({x for x in pt_labels(at(h, units, tiles)) if x.startswith("déplacer")} for h in both(sans, "Bond"))
    assert without == {"déplacer Éclaireur Grenouille de 1,0 vers 2,0"}
    assert with_it == without | {"déplacer Éclaireur Grenouille de 1,0 vers 5,0"}


def test_eclosion_the_crawlers_are_summoned_onto_any_empty_water_tile(sans):
    tiles = {"1,0": NEUTRAL, "2,0": E, "5,0": E, "6,0": "Forêt"}
    without, with_it = ({x for x in pt_labels(at(h, {"6,0": (1, "Conscrit")}, tiles)) if x.startswith("invoquer Rampant")}
                        for h in both(sans, "Éclosion"))
    assert without == set() and with_it == {"invoquer Rampant des Vases en 2,0", "invoquer Rampant des Vases en 5,0"}


def test_nageur_the_lizardman_never_drowns(sans):
    tiles = {"1,0": NEUTRAL, "2,0": E}
    for horde, drowns in ((sans("Nageur"), True), (str(HORDE), False)):
        m = at(horde, {"1,0": (0, "Homme-Lézard")}, tiles)
        pt_act(m, "déplacer Homme-Lézard de 1,0 vers 2,0")
        assert (m.current_player is CHANCE) is drowns
        assert m.units[m.unit_at("2,0")].card == "Homme-Lézard" if not drowns else True


def test_sans_repos_a_drowned_one_on_water_is_no_target_of_a_distant_attack(sans):
    for terrain, horde, shot in ((E, sans("Sans repos"), True), (E, str(HORDE), False), (NEUTRAL, str(HORDE), True)):
        units = {"1,0": (1, "Archer"), "2,0": (0, "Noyé")}
        labels = pt_labels(at(horde, units, {"1,0": NEUTRAL, "2,0": terrain}, player=1))
        assert any("distante" in x and "Noyé" in x for x in labels) is shot, (terrain, horde)
        assert any("proche" in x and "Noyé" in x for x in labels)   # a close attack stays


# --- after a fight ---------------------------------------------------------------------------------------------
def troll_beaten(horde):
    m = pt_declare(at(horde, {"1,0": (1, "Épéiste"), "2,0": (0, "Troll des Marais")}, player=1), "proche (Mêlée)")
    pt_roll(m, 6, 6, 6); pt_roll(m, 6, 6, 6); pt_roll(m, 1, 1, 1); pt_roll(m, 1, 1, 1)
    pt_act(m, "renoncer")   # the Épéiste's Duelliste
    return m


def test_regeneration_the_troll_about_to_be_beaten_survives_on_five_or_six(sans):
    m = troll_beaten(sans("Régénération"))
    assert m.current_player is not CHANCE and m.units[m.unit_at("2,0")].card == "Épéiste"
    m = troll_beaten(str(HORDE))
    assert m.current_player is CHANCE
    assert sum(p for o, p in m.chance_outcomes() if o.values[0] >= 5) == Fraction(1, 3)
    pt_roll(m, 5)
    assert m.units[m.unit_at("2,0")].card == "Troll des Marais"
    # beaten with Magie, no roll: a Mage Rouge (Magie 2 3) against the Troll (Magie 0 1)
    m = pt_declare(at(HORDE, {"1,0": (1, "Mage Rouge"), "2,0": (0, "Troll des Marais")}, player=1), "proche (Magie)")
    pt_roll(m, 6, 6); pt_roll(m, 6, 6, 6); pt_roll(m, 1)
    assert m.current_player is not CHANCE and m.units[m.unit_at("2,0")].card == "Mage Rouge"


def test_rage_du_troll_after_beating_an_enemy_the_troll_may_move_a_tile(sans):
    def won(horde):
        m = pt_declare(at(horde, {"1,0": (0, "Troll des Marais"), "2,0": (1, "Conscrit")}), "proche (Mêlée)")
        pt_roll(m, 6, 6, 6); pt_roll(m, 6, 6, 6); pt_roll(m, 1); pt_roll(m, 1, 1)
        return m

    m = won(sans("Rage du Troll"))
    assert m.current_player == 1   # the turn passed
    m = won(str(HORDE))
    assert m.current_player == 0
    assert pt_labels(m) == ["Rage du Troll : Troll des Marais (J1) → 1,0", "renoncer (Rage du Troll)"]


def test_appel_des_noyes_a_magic_win_brings_a_drowned_one_back_onto_water(sans):
    def beaten(horde, mode):
        tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "5,0": E, "6,0": "Village"}
        m = pt_position({"1,0": (0, "Nécromancienne des Tourbières"), "2,0": (1, "Conscrit")}, tiles,
                        factions=(str(horde), "haut_roi"), captured={0: ["Noyé", "Gobelin des Vases"]})
        pt_act(m, f"attaque proche ({mode})")
        if mode == "Magie":   # Nécromancienne 2 2, Conscrit 0 1
            pt_roll(m, 6, 6); pt_roll(m, 6, 6); pt_roll(m, 1)
        else:                 # Nécromancienne 1 1, Conscrit 1 2
            pt_roll(m, 6); pt_roll(m, 6); pt_roll(m, 1); pt_roll(m, 1, 1)
        return m

    assert not any("Noyé" in x for x in pt_labels(beaten(sans("Appel des noyés"), "Magie")))
    m = beaten(str(HORDE), "Magie")
    (option,) = [x for x in pt_labels(m) if not x.startswith("renoncer")]
    assert "Noyé" in option and "5,0" in option   # a Noyé (not the Gobelin), the free water tile
    pt_act(m, option)
    assert m.units[m.unit_at("5,0")].card == "Noyé"
    assert not any("Noyé" in x for x in pt_labels(beaten(str(HORDE), "Mêlée")))


# --- whole matches ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("other", ["haut_roi", "foret_sombre"])
def test_the_faction_plays_whole_matches(seed, other):
    import rulekit

    game = rulekit.load_game("pocket_tactics")
    for factions in (f"{HORDE},{other}", f"{other},{HORDE}"):
        m = game.new_match(seed=seed, factions=factions)
        m.play_random(random.Random(seed))
        assert m.is_over
