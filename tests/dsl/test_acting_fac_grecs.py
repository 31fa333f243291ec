"""Pocket Battles: a new army written by a designer from the docs alone (tests/dsl/data/grecs_pocket_battles.txt),
each of its characteristics played with and without it (the same file, the characteristic taken off its troop),
and whole battles played from the file.

What it found: « mettre de côté deux de ses Jetons Ordre » (Razzia) was refused, asking « combien ? » of a
number said (now « deux de ses Jetons Ordre » = « deux Jetons Ordre », one AST)."""

import pathlib
import random

import pytest

from tests.pocket_battles.conftest import au_hasard, bataille, des, finir_tour, jouer, labels, unite

from .acting import file_without, pb_dice, pb_last_attack

GRECS = pathlib.Path(__file__).parent / "data" / "grecs_pocket_battles.txt"


@pytest.fixture
def sans(tmp_path):
    """The army's file with ``ability`` taken off every troop that bears it (the baseline « without it »)."""
    return lambda ability: file_without(GRECS, ability, tmp_path)


def armies(grecs, other="celtes"):
    return f"{grecs},{other}"


# --- dice ------------------------------------------------------------------------------------------------------
def charged_hoplites(grecs):
    """Celtic Guerriers (player 2) charge Hoplites at the rear (no reaction): the match waits for their dice."""
    m = bataille([unite("H1", 0, "Hoplite×2", "arrière", 1), unite("C1", 1, "Guerrier×2", "avant", 1)], joueur=1,
                 factions=armies(grecs))
    finir_tour(m)
    jouer(m, "C1 [Guerrier×2] : charger")
    if "charger H1" in " ".join(labels(m)):
        jouer(m, "charger H1")
    return m


def test_phalange_the_charger_rolls_one_die_fewer(sans):
    assert pb_dice(charged_hoplites(sans("Phalange"))) == {2}   # one die and the charge's
    assert pb_dice(charged_hoplites(str(GRECS))) == {1}


def pursued_by(grecs, troops):
    m = bataille([unite("S1", 0, troops, "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                 contacts=[("S1", "C1")], factions=armies(grecs))
    finir_tour(m)
    return m


def test_plus_one_combat_the_spartans_roll_one_more_die(sans):
    for grecs, dice in ((sans("+1 Combat"), {1}), (str(GRECS), {2})):
        m = pursued_by(grecs, "Spartiate×2")
        jouer(m, "S1 [Spartiate×2] : poursuivre le combat")
        assert pb_dice(m) == dice


def test_ne_jamais_reculer_the_spartans_never_leave_a_combat(sans):
    assert any("abandonner" in l for l in labels(pursued_by(sans("Ne jamais reculer"), "Spartiate×2")))
    assert not any("abandonner" in l for l in labels(pursued_by(str(GRECS), "Spartiate×2")))


def shot(grecs, shooter, target="Guerrier×2"):
    m = bataille([unite("T1", 0, shooter, "avant", 1), unite("X1", 1, target, "avant", 1)], factions=armies(grecs))
    finir_tour(m)
    jouer(m, f"T1 [{shooter}] : tirer")
    if any(l.startswith("tirer sur") for l in labels(m)):
        jouer(m, "tirer sur X1")
    return m


def test_plus_one_tirs_the_slingers_roll_one_more_die(sans):
    assert pb_dice(shot(sans("+1 Tirs"), "Frondeur Rhodien×2")) == {1}
    assert pb_dice(shot(str(GRECS), "Frondeur Rhodien×2")) == {2}


def test_archerie_cretoise_the_missed_dice_are_thrown_again(sans):
    """Archer Crétois×2 (tir 4 5 each): a 1 misses; with the rule the die is thrown again (a chance node)."""
    from rulekit import CHANCE

    m = des(shot(sans("Archerie crétoise"), "Archer Crétois×2"), 1)
    assert m.current_player is not CHANCE and pb_last_attack(m).coups == 0
    m = des(shot(str(GRECS), "Archer Crétois×2"), 1)
    assert labels(m) == ["relancer un 1 (attaque)"]   # compulsory: nothing else to choose
    jouer(m, "relancer un 1")
    des(m, 4)
    assert pb_last_attack(m).coups == 2


def test_presages_the_allies_of_the_sector_throw_their_ones_again(sans):
    """The Devin at the rear of sector 1; the Hoplites pursuing a combat there throw a 1 again."""
    def pursuit(grecs, secteur):
        m = bataille([unite("D1", 0, "Devin", "arrière", secteur), unite("S1", 0, "Hoplite×2", "combat", 1),
                      unite("C1", 1, "Guerrier×2", "combat", 1)], contacts=[("S1", "C1")], factions=armies(grecs))
        finir_tour(m)
        jouer(m, "S1 [Hoplite×2] : poursuivre le combat")
        return any(l.startswith("relancer un 1") for l in labels(des(m, 1, riposte=None)))

    assert not pursuit(sans("Présages"), 1)
    assert pursuit(str(GRECS), 1)
    assert not pursuit(str(GRECS), 2)   # another sector


# --- hits and tokens -------------------------------------------------------------------------------------------
def test_elan_the_charging_horsemen_give_one_more_hit(sans):
    def charged(grecs):
        m = bataille([unite("R1", 0, "Hippeus×2", "avant", 1), unite("C1", 1, "Guerrier×6", "arrière", 1)],
                     factions=armies(grecs))
        finir_tour(m)
        jouer(m, "R1 [Hippeus×2] : charger")
        if "charger C1" in " ".join(labels(m)):
            jouer(m, "charger C1")
        return des(m, 4, 1)   # Hippeus×2, combat 4 5 each: two hits

    assert pb_last_attack(charged(sans("Élan"))).coups == 2
    assert pb_last_attack(charged(str(GRECS))).coups == 3


def test_razzia_a_kill_sets_two_of_the_opponent_s_tokens_aside(sans):
    def kill(grecs):
        m = bataille([unite("R1", 0, "Cavalier Thessalien", "combat", 1), unite("C1", 1, "Guerrier", "combat", 1)],
                     contacts=[("R1", "C1")], factions=armies(grecs))
        finir_tour(m)
        jouer(m, "R1 [Cavalier Thessalien] : poursuivre le combat")
        des(m, 6)
        if any("retirer" in l for l in labels(m)):
            jouer(m, "retirer Guerrier")
        assert m.unite("C1").zone == "détruite"
        return m

    before, after = kill(sans("Razzia")), kill(str(GRECS))
    assert after.reserve[1] == before.reserve[1] - 2
    assert after.reserve[0] == before.reserve[0]


def test_stratageme_the_opponent_has_one_token_fewer(sans):
    def tokens(grecs, reserve):
        m = bataille([unite("S1", 0, "Stratège", "arrière", 1), unite("C1", 1, "Guerrier", "arrière", 1)],
                     factions=armies(grecs), reserve=reserve)
        return m.query("jetons", 6, joueur=1), m.query("jetons", 6, joueur=0)

    assert tokens(sans("Stratagème"), (6, 6)) == (6, 6)
    assert tokens(str(GRECS), (6, 5)) == (5, 6)


def test_lourd_the_first_order_costs_two_tokens(sans):
    def cost(grecs, ordres):
        m = bataille([unite("L1", 0, "Lithobole", "avant", 1, ordres=ordres), unite("C1", 1, "Guerrier", "avant", 1)],
                     factions=armies(grecs), reserve=(6 - ordres, 6))
        finir_tour(m)
        return m.cout_ordre("L1")

    assert cost(sans("Lourd"), 0) == 1
    assert cost(str(GRECS), 0) == 2
    assert cost(str(GRECS), 1) == 2   # later orders cost what they cost


# --- permissions -----------------------------------------------------------------------------------------------
def test_escarmoucheur_at_the_rear_the_peltasts_are_not_shot_at(sans):
    def targets(grecs, zone):
        m = bataille([unite("T1", 1, "Frondeur×2", "avant", 1), unite("P1", 0, "Peltaste×2", zone, 1)], joueur=1,
                     factions=armies(grecs))
        finir_tour(m)
        return any(l.startswith("T1") and "tirer" in l for l in labels(m))

    assert targets(sans("Escarmoucheur"), "arrière")
    assert not targets(str(GRECS), "arrière")
    assert targets(str(GRECS), "avant")


def test_pierrier_the_stone_thrower_shoots_at_the_front_of_the_next_sector(sans):
    def shots(grecs):
        m = bataille([unite("L1", 0, "Lithobole", "avant", 1), unite("X1", 0, "Hoplite", "avant", 0),
                      unite("C1", 1, "Guerrier", "avant", 0), unite("C2", 1, "Guerrier", "avant", 1)],
                     factions=armies(grecs))
        finir_tour(m)
        jouer(m, "L1 [Lithobole] : tirer")
        return sorted(l for l in labels(m) if l.startswith("tirer sur"))

    assert shots(sans("Pierrier")) == ["tirer sur C2 [Guerrier]"]   # its own sector's front only
    assert shots(str(GRECS)) == ["tirer sur C1 [Guerrier]", "tirer sur C2 [Guerrier]"]


# --- whole battles ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("other", ["romains", "celtes"])
def test_the_army_plays_whole_battles(seed, other):
    import rulekit

    game = rulekit.load_game("pocket_battles")
    for factions in (f"{GRECS},{other}", f"{other},{GRECS}"):
        m = game.new_match(seed=seed, size=80, factions=factions)
        au_hasard(m, random.Random(seed))
        assert m.is_over
