"""Pocket-Tactics: every designer ability of tests/dsl/new_abilities.py that parses and compiles
acts: with it, the exact odds of an attack, the legal actions or the game's own answer change
as the sentence says; without it (the card with no ability: the baseline), they do not.

Exact odds come from what the game asks of the crafted match (acting.pt_exact: dice, ability
rerolls, situational rerolls) and are compared with the odds of the dice and rerolls the
sentence means (acting.pt_odds), so a wrong amount fails, not only a missing effect.
"""

from fractions import Fraction

import pytest

from rulekit import CHANCE, dsl
from rulekit.dsl import ChoixApres, ChoixEffet
from rulekit.dsl.steps import RelanceAccordee
from rulekit.dsl.vocabulary import for_game
from rulekit.steps import ChooseReroll, Decline
from rulekit_games.pocket_tactics import attaque
from rulekit_games.pocket_tactics.attaque import ATT_ATT, DEF_ATT, DEF_DEF
from rulekit_games.pocket_tactics.regles import CAPTURED

from .acting import (
    NEUTRAL,
    pt_act,
    pt_attack_state,
    pt_declare,
    pt_exact,
    pt_give,
    pt_labels,
    pt_odds,
    pt_position,
    pt_roll,
    refused,
    sentence,
)

G = "pocket_tactics"
V, F, H = "Village", "Forêt", "Colline"


def say(primitive, starts):
    return sentence(G, primitive, starts)


def meaning(grant):
    """What a reroll grant says, its source aside."""
    return (grant.qui, grant.des, grant.tous, grant.fois, grant.avant_situation, grant.valeurs)


def R(qui, des, tous, fois=1, avant=False, valeurs=()):
    return RelanceAccordee(qui, des, tous, fois, avant, "", valeurs)


def attack(units, text, **kw):
    """The match right after declaring the attack ``text`` (its dice not thrown yet)."""
    return pt_declare(pt_position(units, **kw), text)


def state_and_odds(units, text, **kw):
    m = attack(units, text, **kw)
    return pt_attack_state(m), pt_exact(m)


def given(monkeypatch, card, sentence, *attack_args, **kw):
    """``state_and_odds`` of one attack before and after ``card`` is given ``sentence``."""
    before = state_and_odds(*attack_args, **kw)
    pt_give(monkeypatch, card, sentence)
    return (*before, *state_and_odds(*attack_args, **kw))


# --- extra and fewer dice -------------------------------------------------------------------
EPEISTE = say("extra dice", "Lorsqu'un Épéiste attaque")


def test_swordsman_attacking_in_melee_rolls_one_more_attack_die(monkeypatch):
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Druide")}
    pt_give(monkeypatch, "Épéiste")
    before, odds_before, after, odds_after = given(monkeypatch, "Épéiste", EPEISTE, units, "proche (Mêlée)")
    assert before["a_dice"] == (3, 3) and after["a_dice"] == (4, 3) and after["d_dice"] == before["d_dice"]
    assert odds_before == pt_odds((3, 3), (1, 2)) and odds_after == pt_odds((4, 3), (1, 2))
    assert odds_after["defender_beaten"] + odds_after["both"] > odds_before["defender_beaten"] + odds_before["both"]
    # defending, it rolls its printed dice
    defending, _ = state_and_odds({"1,0": (0, "Druide"), "2,0": (1, "Épéiste")}, "proche (Mêlée)",
                                  factions=("foret_sombre", "haut_roi"))
    assert defending["d_dice"] == (3, 3)


LANCIER = say("extra dice", "Lorsqu'un Lancier se défend")


@pytest.mark.parametrize("mode, extra", [("Mêlée", 1), ("Magie", 0)])
def test_spearman_defending_against_melee_rolls_one_more_defence_die(monkeypatch, mode, extra):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Lancier")}
    pt_give(monkeypatch, "Lancier")
    before, odds_before, after, odds_after = given(monkeypatch, "Lancier", LANCIER, units, f"proche ({mode})")
    assert after["d_dice"] == (before["d_dice"][0], before["d_dice"][1] + extra)
    assert odds_after == pt_odds(after["a_dice"], (before["d_dice"][0], before["d_dice"][1] + extra))
    if extra:
        assert odds_after["defender_beaten"] < odds_before["defender_beaten"]
    else:
        assert odds_after == odds_before


def test_spearman_attacking_keeps_its_dice(monkeypatch):
    pt_give(monkeypatch, "Lancier", LANCIER)
    st, _ = state_and_odds({"1,0": (0, "Lancier"), "2,0": (1, "Druide")}, "proche (Mêlée)")
    assert st["a_dice"] == (2, 3)


MAIDEN = say("extra dice", "Lors du lancement de dés de défense d'une Jeune Fille")


def test_shield_maiden_defence_roll_has_two_more_dice(monkeypatch):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Jeune Fille au Bouclier")}
    pt_give(monkeypatch, "Jeune Fille au Bouclier")
    before, odds_before, after, odds_after = given(monkeypatch, "Jeune Fille au Bouclier", MAIDEN,
                                                   units, "proche (Mêlée)")
    assert after["d_dice"] == (before["d_dice"][0], before["d_dice"][1] + 2)
    assert odds_after == pt_odds(before["a_dice"], after["d_dice"])
    assert odds_after["defender_beaten"] < odds_before["defender_beaten"]


JUGGERNAUT_FEWER = say("fewer dice", "Lorsqu'un Homme-Bête Juggernaut attaque avec Distance")


def test_juggernaut_making_a_ranged_attack_rolls_one_die_fewer(monkeypatch):
    """The printed Juggernaut has no Distance attack die (0 3): the ability is tried on a
    Juggernaut given 2 of them, so one fewer is observable."""
    units = {"1,0": (1, "Homme-Bête Juggernaut"), "2,0": (0, "Archer")}
    pt_give(monkeypatch, "Homme-Bête Juggernaut", dice={"Distance": (2, 3)})
    before, odds_before = state_and_odds(units, "distante (Distance)", player=1)
    melee_before, _ = state_and_odds(units, "proche (Mêlée)", player=1)
    pt_give(monkeypatch, "Homme-Bête Juggernaut", JUGGERNAUT_FEWER, dice={"Distance": (2, 3)})
    after, odds_after = state_and_odds(units, "distante (Distance)", player=1)
    melee_after, _ = state_and_odds(units, "proche (Mêlée)", player=1)
    assert (before["a_dice"], after["a_dice"]) == ((2, 3), (1, 3))
    assert melee_after["a_dice"] == melee_before["a_dice"] == (3, 3)
    assert odds_after == pt_odds((1, 3), after["d_dice"])
    assert odds_after["defender_beaten"] < odds_before["defender_beaten"]


# --- auras ------------------------------------------------------------------------------------
RANGER_AURA = say("aura (enemies)", "Toutes les unités ennemies adjacentes à un Ranger Maudit")


def test_enemies_adjacent_to_a_cursed_ranger_roll_one_attack_die_fewer(monkeypatch):
    # the Épéiste attacks the Stalker; the Ranger (ally of the Stalker) stands next to the Épéiste or far
    near = {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Stalker"), "1,1": (1, "Ranger Maudit")}
    far = {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Stalker"), "5,0": (1, "Ranger Maudit")}
    at_stalker = "proche (Mêlée) : Épéiste en 1,0 contre Homme-Bête Stalker"
    pt_give(monkeypatch, "Épéiste")
    pt_give(monkeypatch, "Ranger Maudit")
    before, odds_before, after, odds_after = given(monkeypatch, "Ranger Maudit", RANGER_AURA, near, at_stalker)
    assert before["a_dice"] == (3, 3) and after["a_dice"] == (2, 3)
    assert after["d_dice"] == before["d_dice"]  # its ally, the Stalker, keeps its dice
    assert odds_after == pt_odds((2, 3), after["d_dice"], situation=after["situation"])
    assert odds_after["defender_beaten"] < odds_before["defender_beaten"]
    assert state_and_odds(far, at_stalker)[0]["a_dice"] == (3, 3)  # not adjacent: unchanged


def test_the_cursed_ranger_aura_also_hits_the_enemy_it_attacks(monkeypatch):
    units = {"1,0": (1, "Ranger Maudit"), "2,0": (0, "Épéiste")}
    pt_give(monkeypatch, "Épéiste")
    pt_give(monkeypatch, "Ranger Maudit", RANGER_AURA)
    st, odds_ = state_and_odds(units, "proche (Mêlée)", player=1)
    assert st["d_dice"] == (2, 3) and st["a_dice"] == (2, 3)  # its own dice as printed
    assert odds_ == pt_odds((2, 3), (2, 3))


DRUID_AURA = say("aura (allies)", "Toutes les unités alliées adjacentes à un Druide")


def test_allies_adjacent_to_a_druid_roll_one_more_defence_die(monkeypatch):
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Stalker"), "3,0": (1, "Druide")}
    pt_give(monkeypatch, "Druide")
    before, odds_before, after, odds_after = given(monkeypatch, "Druide", DRUID_AURA, units, "proche (Mêlée)")
    assert before["d_dice"] == (2, 1) and after["d_dice"] == (2, 2)
    assert after["a_dice"] == before["a_dice"]  # the enemy next to the Druide gets nothing
    assert after["situation"] == before["situation"] == (0, 1)  # the Druide helps, with or without
    assert odds_after == pt_odds((3, 3), (2, 2), situation=(0, 1))
    assert odds_after["defender_beaten"] < odds_before["defender_beaten"]
    # the Druide itself is not in its aura
    alone = state_and_odds({"1,0": (0, "Épéiste"), "2,0": (1, "Druide")}, "proche (Mêlée)")[0]
    assert alone["d_dice"] == (1, 2)


def test_an_aura_s_relative_clause_is_said_of_the_units_it_reaches(monkeypatch):
    """« … adjacentes à un Druide qui se défendent »: only while they defend."""
    pt_give(monkeypatch, "Druide", "Les unités alliées adjacentes à un Druide qui se défendent lancent "
                                   "un dé de défense supplémentaire.")
    defending = {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Stalker"), "3,0": (1, "Druide")}
    assert state_and_odds(defending, "proche (Mêlée)")[0]["d_dice"] == (2, 2)  # printed (2, 1)
    attacking = {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Épéiste"), "0,0": (1, "Druide")}
    assert state_and_odds(attacking, "proche (Mêlée)", player=1)[0]["a_dice"] == (2, 1)


# --- rerolls ----------------------------------------------------------------------------------
ARCHER_REROLL = say("reroll", "Lorsqu'un Archer attaque avec Distance")


def test_archer_making_a_ranged_attack_may_reroll_one_die(monkeypatch):
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    pt_give(monkeypatch, "Archer")
    before, odds_before, after, odds_after = given(monkeypatch, "Archer", ARCHER_REROLL, units, "distante (Distance)")
    assert before["a_grants"] == []
    assert [meaning(g) for g in after["a_grants"]] == [meaning(R("soi", "tous", False))]
    assert odds_after == pt_odds((2, 2), (0, 2), a_grants=[R("soi", "tous", False)])
    assert odds_after["defender_beaten"] > odds_before["defender_beaten"]
    melee, _ = state_and_odds(units, "proche (Mêlée)")
    assert melee["a_grants"] == []  # only with Distance


def test_archer_reroll_is_offered_in_play(monkeypatch):
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}

    def after_the_dice():
        m = attack(units, "distante (Distance)")
        pt_roll(m, 1, 1)  # its attack
        pt_roll(m, 1, 1)  # its defence; the Druide has no attack die at range
        pt_roll(m, 6, 6)
        return m

    pt_give(monkeypatch, "Archer")
    assert not isinstance(after_the_dice().top, ChooseReroll)
    pt_give(monkeypatch, "Archer", ARCHER_REROLL)
    m = after_the_dice()
    assert isinstance(m.top, ChooseReroll) and m.top.player == 0 and not m.top.whole
    assert m.top.key == ATT_ATT


def test_an_archer_that_shoots_may_reroll_only_in_its_own_distant_attack(monkeypatch):
    """« tirer » is a distant attack (a Tir) made by the unit: not a close attack, not defending."""
    pt_give(monkeypatch, "Archer", "Lorsqu'un Archer tire, il peut relancer un dé.")
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    shooting, odds_ = state_and_odds(units, "distante (Distance)")
    assert [meaning(g) for g in shooting["a_grants"]] == [meaning(R("soi", "tous", False))]
    assert odds_ == pt_odds((2, 2), (0, 2), a_grants=[R("soi", "tous", False)])
    assert state_and_odds(units, "proche (Mêlée)")[0]["a_grants"] == []
    shot_at, _ = state_and_odds({"1,0": (1, "Archer"), "2,0": (0, "Archer")}, "distante (Distance)")
    assert shot_at["d_grants"] == [] and len(shot_at["a_grants"]) == 1


CONSCRIPT_REROLL = say("reroll", "Lors du lancement de dés de défense d'un Conscrit")


def test_conscript_may_reroll_two_defence_dice_once(monkeypatch):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Conscrit")}
    pt_give(monkeypatch, "Conscrit")
    before, odds_before, after, odds_after = given(monkeypatch, "Conscrit", CONSCRIPT_REROLL,
                                                   units, "proche (Mêlée)", factions=("foret_sombre", "haut_roi"))
    assert [meaning(g) for g in after["d_grants"]] == [meaning(R("soi", "défense", False, fois=2))]
    assert odds_after == pt_odds((1, 2), (1, 2), d_grants=[R("soi", "défense", False, fois=2)])
    assert odds_after["defender_beaten"] < odds_before["defender_beaten"]
    # two rerolls beat one
    assert odds_after["defender_beaten"] < pt_odds((1, 2), (1, 2), d_grants=[R("soi", "défense", False)])[
        "defender_beaten"]


WITCH_ONES = say("reroll", "Lorsqu'une Sorcière de la Forêt attaque avec Magie")


def test_forest_witch_attacking_with_magic_may_reroll_its_ones(monkeypatch):
    units = {"1,0": (1, "Sorcière de la Forêt"), "2,0": (0, "Conscrit")}
    pt_give(monkeypatch, "Sorcière de la Forêt")
    before, odds_before, after, odds_after = given(monkeypatch, "Sorcière de la Forêt", WITCH_ONES,
                                                   units, "proche (Magie)", player=1)
    (grant,) = after["a_grants"]
    assert grant.qui == "soi" and grant.valeurs == (1,) and not grant.tous
    # one attack die: a 1 is thrown again (probability 1/6), so its chance to show 4+ rises by 1/12
    assert odds_after == pt_odds((1, 2), (0, 1), a_grants=[R("soi", "attaque", False, valeurs=(1,))])
    assert odds_after["defender_beaten"] > odds_before["defender_beaten"]
    melee, _ = state_and_odds(units, "proche (Mêlée)", player=1)
    assert melee["a_grants"] == []


def test_only_the_dice_showing_one_are_offered(monkeypatch):
    pt_give(monkeypatch, "Sorcière de la Forêt", WITCH_ONES)
    m = attack({"1,0": (1, "Sorcière de la Forêt"), "2,0": (0, "Conscrit")}, "proche (Magie)", player=1)
    pt_roll(m, 1)
    pt_roll(m, 1, 5)
    pt_roll(m, 3)  # the Conscrit's defence (Magie 0 1)
    steps = []
    while isinstance(m.top, ChooseReroll):
        steps.append(m.top)
        m.apply(Decline())
    assert len(steps) == 2 and all(s.only == (1,) and s.player == 1 for s in steps)  # two 1s shown


STALKER_ALL = say("reroll", "Lors du lancement de dés d'attaque d'un Homme-Bête Stalker")


def test_stalker_may_reroll_its_whole_attack_roll_once(monkeypatch):
    units = {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Conscrit")}
    pt_give(monkeypatch, "Homme-Bête Stalker")
    before, odds_before, after, odds_after = given(monkeypatch, "Homme-Bête Stalker", STALKER_ALL,
                                                   units, "proche (Mêlée)", player=1)
    assert [meaning(g) for g in after["a_grants"]] == [meaning(R("soi", "attaque", True))]
    assert odds_after == pt_odds((2, 1), (1, 2), a_grants=[R("soi", "attaque", True)])
    assert odds_after["defender_beaten"] > odds_before["defender_beaten"]


DRUID_FORCES = say("reroll", "Lorsque le Druide est attaqué")


def test_druid_attacked_forces_the_attacker_to_reroll_a_die(monkeypatch):
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Druide")}
    pt_give(monkeypatch, "Druide")
    before, odds_before, after, odds_after = given(monkeypatch, "Druide", DRUID_FORCES, units, "proche (Mêlée)")
    (grant,) = after["d_grants"]
    assert grant.qui == "adversaire" and not grant.tous and grant.fois == 1
    assert odds_after == pt_odds((3, 3), (1, 2), d_grants=[R("adversaire", "tous", False, avant=True)])
    assert odds_after["defender_beaten"] < odds_before["defender_beaten"]


def test_druid_forces_no_reroll_when_it_attacks(monkeypatch):
    pt_give(monkeypatch, "Druide", DRUID_FORCES)
    st, _ = state_and_odds({"1,0": (1, "Druide"), "2,0": (0, "Épéiste")}, "proche (Mêlée)", player=1)
    assert st["a_grants"] == []


# --- reach ------------------------------------------------------------------------------------
MAGE_REACH = say("range", "Un Mage Rouge peut lancer une Attaque Distante")


@pytest.mark.parametrize("target, reached", [("4,0", True), ("5,0", False)])
def test_red_mage_ranged_attack_reaches_three_tiles(monkeypatch, target, reached):
    tiles = {f"{x},0": NEUTRAL for x in range(1, 6)}
    units = {"1,0": (0, "Mage Rouge"), target: (1, "Druide")}

    def distant():
        return [x for x in pt_labels(pt_position(units, tiles)) if x.startswith("attaque distante")]

    pt_give(monkeypatch, "Mage Rouge")
    assert distant() == []
    pt_give(monkeypatch, "Mage Rouge", MAGE_REACH)
    assert distant() == ([f"attaque distante ({mode}) : Mage Rouge en 1,0 contre Druide en {target}"
                          for mode in ("Distance", "Magie")] if reached else [])


@pytest.mark.parametrize("text", ["Un Mage Rouge peut effectuer une Attaque Distante sur une cible située jusqu'à 3 tuiles.",
                                  "Un Mage Rouge peut attaquer une cible jusqu'à 3 tuiles de distance.",
                                  "Le Mage Rouge peut attaquer jusqu'à 3 tuiles de distance.",
                                  "La portée du Mage Rouge est de 3 tuiles."])
@pytest.mark.parametrize("target, reached", [("4,0", True), ("5,0", False)])
def test_a_target_within_reach_said_une_cible(monkeypatch, text, target, reached):
    """« une cible (située) jusqu'à 3 tuiles » = « des unités jusqu'à 3 tuiles »: any unit within 3 tiles."""
    tiles = {f"{x},0": NEUTRAL for x in range(1, 6)}
    units = {"1,0": (0, "Mage Rouge"), target: (1, "Druide")}
    pt_give(monkeypatch, "Mage Rouge", text)
    distant = [x for x in pt_labels(pt_position(units, tiles)) if x.startswith("attaque distante")]
    assert distant == ([f"attaque distante ({mode}) : Mage Rouge en 1,0 contre Druide en {target}"
                        for mode in ("Distance", "Magie")] if reached else [])
@pytest.mark.parametrize("sentence", ["Un Druide peut attaquer avec Magie jusqu'à 2 tuiles de distance.",
                                      "Un Druide peut attaquer en Magie à 2 tuiles."])
@pytest.mark.parametrize("target, modes", [("2,0", ("Distance", "Magie")), ("3,0", ("Magie",)), ("4,0", ())])
def test_a_reach_said_with_a_mode_is_that_mode_s(monkeypatch, sentence, target, modes):
    """The Druide's Magie attacks reach 2 tiles; its Distance attacks still one (next to it, both)."""
    tiles = {f"{x},0": NEUTRAL for x in range(1, 5)}
    units = {"1,0": (1, "Druide"), target: (0, "Épéiste")}
    dice = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}

    def distant():
        return [x for x in pt_labels(pt_position(units, tiles, player=1)) if x.startswith("attaque distante")]

    pt_give(monkeypatch, "Druide", dice=dice)
    assert distant() == ([f"attaque distante ({m}) : Druide en 1,0 contre Épéiste en 2,0" for m in modes]
                         if target == "2,0" else [])
    pt_give(monkeypatch, "Druide", sentence, dice=dice)
    assert distant() == [f"attaque distante ({m}) : Druide en 1,0 contre Épéiste en {target}" for m in modes]
    m = pt_position(units, tiles, player=1)
    assert [attaque.reach(m, m.unit_at("1,0"), mode) for mode in ("Distance", "Magie", None)] == [1, 2, 1]


ARCHER_HILL = say("range", "Lorsqu'un Archer est sur une tuile Colline")


@pytest.mark.parametrize("terrain, reached", [(H, True), (V, False)])
def test_archer_on_a_hill_shoots_three_tiles(monkeypatch, terrain, reached):
    tiles = {"1,0": terrain, "2,0": NEUTRAL, "3,0": NEUTRAL, "4,0": NEUTRAL}
    units = {"1,0": (0, "Archer"), "4,0": (1, "Druide")}

    def distant():
        return [x for x in pt_labels(pt_position(units, tiles)) if x.startswith("attaque distante")]

    pt_give(monkeypatch, "Archer")
    assert distant() == []
    pt_give(monkeypatch, "Archer", ARCHER_HILL)
    assert bool(distant()) is reached
    m = pt_position(units, tiles)
    assert attaque.reach(m, m.unit_at("1,0")) == (3 if reached else 1)


# --- survival roll ----------------------------------------------------------------------------
JUGGERNAUT_SURVIVES = say("survival roll", "Lorsqu'un Homme-Bête Juggernaut est sur le point")


def _juggernaut_beaten():
    m = attack({"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Juggernaut")}, "proche (Mêlée)")
    pt_roll(m, 6, 6, 6); pt_roll(m, 6, 6, 6); pt_roll(m, 1, 1, 1); pt_roll(m, 1, 1, 1)
    assert not isinstance(m.top, ChooseReroll)  # nobody has a reroll: the dice are compared
    return m


def test_juggernaut_about_to_be_beaten_survives_on_five_or_six(monkeypatch):
    pt_give(monkeypatch, "Épéiste")
    pt_give(monkeypatch, "Homme-Bête Juggernaut")
    m = _juggernaut_beaten()
    assert m.current_player is not CHANCE and m.units[m.unit_at("2,0")].card == "Épéiste"
    pt_give(monkeypatch, "Homme-Bête Juggernaut", JUGGERNAUT_SURVIVES)
    m = _juggernaut_beaten()
    assert m.current_player is CHANCE
    survive = sum(p for o, p in m.chance_outcomes() if o.values[0] in (5, 6))
    assert survive == Fraction(1, 3) and sum(p for _, p in m.chance_outcomes()) == 1
    for die, survives in ((4, False), (5, True), (6, True)):
        m = _juggernaut_beaten()
        pt_roll(m, die)
        juggernaut = next(u for u in m.units if u.card == "Homme-Bête Juggernaut" and u.player == 1
                          and u.where in ("2,0", CAPTURED))
        assert (juggernaut.where == "2,0") is survives, die


# --- passive prohibition ----------------------------------------------------------------------
DRUID_NOT_TARGET = say("passive prohibition", "Un Druide sur une tuile Forêt")


@pytest.mark.parametrize("terrain, shielded", [(F, True), (V, False)])
def test_druid_on_forest_cannot_be_the_target_of_a_ranged_attack(monkeypatch, terrain, shielded):
    tiles = {"1,0": NEUTRAL, "2,0": terrain}
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}

    def on_druid():
        return sorted(x.split(" : ")[0] for x in pt_labels(pt_position(units, tiles)) if "contre Druide" in x)

    pt_give(monkeypatch, "Druide")
    assert on_druid() == ["attaque distante (Distance)", "attaque proche (Mêlée)"]
    pt_give(monkeypatch, "Druide", DRUID_NOT_TARGET)
    assert on_druid() == (["attaque proche (Mêlée)"] if shielded else
                          ["attaque distante (Distance)", "attaque proche (Mêlée)"])


# --- counts as --------------------------------------------------------------------------------
JUGGERNAUT_HELPS = say("counts as", "Chaque Homme-Bête Juggernaut compte pour deux unités")


def test_juggernaut_helping_an_attacking_ally_counts_as_two(monkeypatch):
    # the Stalker attacks the Archer; the Juggernaut stands next to the Archer's tile: a helper
    units = {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Archer"), "2,-1": (1, "Homme-Bête Juggernaut")}
    pt_give(monkeypatch, "Homme-Bête Juggernaut")
    stalker = "proche (Mêlée) : Homme-Bête Stalker"
    before, odds_before, after, odds_after = given(monkeypatch, "Homme-Bête Juggernaut", JUGGERNAUT_HELPS,
                                                   units, stalker, player=1)
    assert (before["situation"], after["situation"]) == ((1, 0), (2, 0))
    assert odds_after == pt_odds((2, 1), (1, 2), situation=(2, 0))
    assert odds_after["defender_beaten"] > odds_before["defender_beaten"]


def test_juggernaut_helping_a_defending_ally_counts_as_one(monkeypatch):
    units = {"1,0": (0, "Archer"), "2,0": (1, "Homme-Bête Stalker"), "3,0": (1, "Homme-Bête Juggernaut")}
    pt_give(monkeypatch, "Archer")
    pt_give(monkeypatch, "Homme-Bête Juggernaut", JUGGERNAUT_HELPS)
    assert state_and_odds(units, "proche (Mêlée) : Archer")[0]["situation"] == (0, 1)


# --- movement: go to, swap, stay adjacent -----------------------------------------------------
WITCH_GOES = say("go to", "Au lieu de déplacer une Sorcière de la Forêt")


def test_forest_witch_may_go_to_any_empty_forest_tile(monkeypatch):
    tiles = {"1,0": V, "2,0": V, "5,0": F, "6,0": F, "4,-2": V}
    units = {"1,0": (1, "Sorcière de la Forêt"), "6,0": (0, "Archer")}

    def moves():
        return {x for x in pt_labels(pt_position(units, tiles, player=1)) if x.startswith("déplacer Sorcière")}

    pt_give(monkeypatch, "Sorcière de la Forêt")
    assert moves() == {"déplacer Sorcière de la Forêt de 1,0 vers 2,0"}
    pt_give(monkeypatch, "Sorcière de la Forêt", WITCH_GOES)
    # the empty forest tile far away; not the occupied one, not a far village
    assert moves() == {"déplacer Sorcière de la Forêt de 1,0 vers 2,0", "déplacer Sorcière de la Forêt de 1,0 vers 5,0"}


@pytest.mark.parametrize("text", ["Durant un Druide, un Archer lance un dé supplémentaire.",
                                  "Lors d'un Druide allié, un Archer lance un dé supplémentaire."])
def test_a_unit_is_refused_not_read_as_a_moment(text):
    """« durant / lors de / à » says a moment, never a unit: « Durant un Druide » was skipped (the die given
    always), and « … tuile Forêt adjacente à un Druide allié » dropped the Druide (every Forêt tile)."""
    refused(G, text, "pas une unité")
    with pytest.raises(dsl.RulesSemanticError):  # refused too (« adjacente » and « à un Druide »)
        dsl.compile_ability(dsl.parse_ability(
            "Au lieu de déplacer un Ranger Maudit normalement, vous pouvez aller sur n'importe quelle tuile "
            "Forêt adjacente à un Druide allié.", vocabulary=for_game(G)), name="t", vocabulary=for_game(G))


@pytest.mark.parametrize("text", [
    "Au lieu de déplacer un Druide normalement, vous pouvez aller sur n'importe quelle tuile Forêt adjacente.",
    "Un Ranger Maudit ne peut pas se déplacer sur une tuile Eau adjacente.",
])
def test_a_word_the_game_cannot_tell_of_a_tile_is_refused(text):
    """The game picks tiles by terrain and by being free: « adjacente » was dropped (every Forêt tile)."""
    refused(G, text, "par son terrain et si elle est vide")


SPEARMAN_SWAPS = say("swap", "Lorsqu'un Conscrit adjacent est attaqué")


def _conscript_attacked():
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "1,-1": NEUTRAL, "2,-1": NEUTRAL}
    units = {"1,0": (0, "Conscrit"), "1,-1": (0, "Lancier"), "2,0": (1, "Homme-Bête Maraudeur")}
    return attack(units, "proche (Mêlée)", tiles=tiles, player=1)


def test_spearman_may_swap_places_with_an_attacked_adjacent_conscript(monkeypatch):
    pt_give(monkeypatch, "Lancier")
    assert not isinstance(_conscript_attacked().top, ChoixEffet)
    pt_give(monkeypatch, "Lancier", SPEARMAN_SWAPS)
    m = _conscript_attacked()
    assert isinstance(m.top, ChoixEffet) and m.current_player == 0
    (swap,) = [x for x in pt_labels(m) if not x.startswith("renoncer")]
    pt_act(m, swap)
    assert m.units[m.unit_at("1,0")].card == "Lancier" and m.units[m.unit_at("1,-1")].card == "Conscrit"
    pt_roll(m, 1, 1, 1); pt_roll(m, 1, 1); pt_roll(m, 1, 1); pt_roll(m, 1, 1, 1)
    assert len(m.rolls[DEF_DEF]) == 3 and len(m.rolls[DEF_ATT]) == 2  # the Lancier's Mêlée 2 3 defends


def test_spearman_does_not_swap_with_another_unit(monkeypatch):
    pt_give(monkeypatch, "Lancier", SPEARMAN_SWAPS)
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "1,-1": NEUTRAL}
    units = {"1,0": (0, "Archer"), "1,-1": (0, "Lancier"), "2,0": (1, "Homme-Bête Maraudeur")}
    assert not isinstance(attack(units, "proche (Mêlée)", tiles=tiles, player=1).top, ChoixEffet)


@pytest.mark.parametrize("partner, swaps", [("Lancier", True), ("Archer", False)])
def test_the_bearer_attacked_swaps_with_the_adjacent_unit_named(monkeypatch, partner, swaps):
    """« Lorsqu'un Épéiste est attaqué, il peut permuter sa place avec un Lancier allié adjacent »: the
    Épéiste and a Lancier next to it change places, and the Lancier defends; no Lancier, no swap."""
    pt_give(monkeypatch, partner)
    pt_give(monkeypatch, "Épéiste", "Lorsqu'un Épéiste est attaqué, il peut permuter sa place avec un Lancier allié adjacent.")
    units = {"1,0": (0, "Épéiste"), "1,-1": (0, partner), "2,0": (1, "Druide")}
    m = attack(units, "proche (Mêlée)", tiles={c: NEUTRAL for c in units}, player=1)
    assert isinstance(m.top, ChoixEffet) is swaps
    if swaps:
        assert [x for x in pt_labels(m) if not x.startswith("renoncer")] == ["essai 0 : Lancier n°1 (J1)"]
        pt_act(m, "essai 0 : Lancier")
        assert m.units[m.unit_at("1,0")].card == "Lancier" and m.units[m.unit_at("1,-1")].card == "Épéiste"
        assert [m.units[d].card for d in m.combat.defenders] == ["Lancier"]


def test_a_swap_with_a_unit_not_said_adjacent_is_refused():
    refused(G, "Lorsqu'un Épéiste est attaqué, il peut permuter sa place avec un Lancier allié.",
            "permute avec une unité qui lui est adjacente")


def test_the_main_subject_bears_it_and_the_trigger_names_another_unit(monkeypatch):
    """« Lorsqu'un Conscrit est attaqué, le Lancier … »: the Lancier bears it (not the Conscrit),
    with or without « adjacent »."""
    pt_give(monkeypatch, "Lancier", "Lorsqu'un Conscrit est attaqué, le Lancier peut permuter sa place avec lui.")
    m = _conscript_attacked()
    assert isinstance(m.top, ChoixEffet) and m.current_player == 0
    assert [x for x in pt_labels(m) if not x.startswith("renoncer")] == ["essai 0 : Conscrit n°1 (J1)"]


def test_il_naming_an_adjacent_unit_gives_it_the_effect(monkeypatch):
    """« Lorsqu'un Conscrit adjacent est attaqué, il lance un dé de défense supplémentaire »: « il »
    is the Conscrit next to the bearer, whose defence roll the query is about."""
    pt_give(monkeypatch, "Lancier")
    before = pt_attack_state(_conscript_attacked())["d_dice"]
    pt_give(monkeypatch, "Lancier", "Lorsqu'un Conscrit adjacent est attaqué, il lance un dé de défense supplémentaire.")
    after = pt_attack_state(_conscript_attacked())["d_dice"]
    assert (before, after) == ((1, 2), (1, 3))


DRUID_ESCORT = say("stay adjacent", "Lorsqu'un Druide se déplace")


def test_an_adjacent_beastman_may_move_along_with_the_druid_staying_adjacent(monkeypatch):
    tiles = {"1,0": V, "2,0": V, "3,0": V, "1,1": V, "2,1": V, "0,1": V, "1,-1": V}
    units = {"1,0": (1, "Druide"), "1,1": (1, "Homme-Bête Stalker"), "1,-1": (1, "Sorcière de la Forêt")}

    def after_move():
        m = pt_position(units, tiles, player=1)
        pt_act(m, "déplacer Druide de 1,0 vers 2,0")
        return m

    pt_give(monkeypatch, "Druide")
    assert after_move().current_player == 0
    pt_give(monkeypatch, "Druide", DRUID_ESCORT)
    m = after_move()
    follow = sorted(x for x in pt_labels(m) if x.startswith("déplacer aussi"))
    assert follow and all(x.startswith("déplacer aussi Homme-Bête Stalker de 1,1 vers ") for x in follow)
    # only ordinary moves of the Stalker that end next to the Druide on 2,0 (not 0,1, not 3,0)
    ends = {x.rsplit(" ", 1)[1] for x in follow}
    assert ends == {"1,0", "2,1"}


# --- summoning and placement ------------------------------------------------------------------
RANGERS_SUMMONED = say("summoning", "Les Rangers Maudits tenus en réserve")


def test_cursed_rangers_are_summoned_onto_any_free_forest_tile(monkeypatch):
    tiles = {"1,0": V, "2,0": F, "3,0": F, "4,0": V}
    units = {"3,0": (0, "Conscrit")}

    def summons():
        m = pt_position(units, tiles, player=1, bases=("0,-8", "0,0"), factions=("haut_roi", "foret_sombre"))
        return {x for x in pt_labels(m) if x.startswith("invoquer Ranger Maudit")}

    pt_give(monkeypatch, "Ranger Maudit")
    assert summons() == {"invoquer Ranger Maudit en 1,0"}  # next to its base only
    pt_give(monkeypatch, "Ranger Maudit", RANGERS_SUMMONED)
    assert summons() == {"invoquer Ranger Maudit en 1,0", "invoquer Ranger Maudit en 2,0"}  # 3,0 is taken


DRUID_BRINGS_BACK = say("placement", "Lorsqu'un Druide bat un ennemi avec Magie")


def _druid_beats(mode):
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "5,0": V, "6,0": V, "7,0": F}
    units = {"1,0": (1, "Druide"), "2,0": (0, "Conscrit"), "6,0": (0, "Archer")}
    m = pt_position(units, tiles, player=1, captured={1: ["Sorcière de la Forêt", "Homme-Bête Stalker"]})
    pt_act(m, f"attaque proche ({mode})")
    if mode == "Magie":  # Druide 3 3, Conscrit 0 1
        pt_roll(m, 6, 6, 6); pt_roll(m, 6, 6, 6); pt_roll(m, 1)
    else:                # Druide 1 2, Conscrit 1 2
        pt_roll(m, 6); pt_roll(m, 6, 6); pt_roll(m, 1); pt_roll(m, 1, 1)
    return m


def test_druid_beating_with_magic_brings_back_a_captured_human_onto_a_free_village(monkeypatch):
    pt_give(monkeypatch, "Druide")
    assert not isinstance(_druid_beats("Magie").top, ChoixEffet)
    pt_give(monkeypatch, "Druide", DRUID_BRINGS_BACK)
    m = _druid_beats("Magie")
    assert isinstance(m.top, ChoixEffet) and m.current_player == 1
    (option,) = [x for x in pt_labels(m) if not x.startswith("renoncer")]
    assert "Sorcière" in option and "5,0" in option  # a Human (not the Stalker), the free village
    pt_act(m, option)
    assert m.units[m.unit_at("5,0")].card == "Sorcière de la Forêt"


def test_druid_beating_in_melee_brings_nobody_back(monkeypatch):
    pt_give(monkeypatch, "Druide", DRUID_BRINGS_BACK)
    m = _druid_beats("Mêlée")
    assert not isinstance(m.top, ChoixEffet) and m.unit_at("5,0") is None


# --- area effect ------------------------------------------------------------------------------
WITCH_AREA = say("area effect", "Lorsqu'une Sorcière de la Forêt attaque avec Magie, toutes")


def test_forest_witch_magic_attack_affects_every_adjacent_enemy(monkeypatch):
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "0,1": NEUTRAL, "5,0": NEUTRAL}
    units = {"1,0": (1, "Sorcière de la Forêt"), "2,0": (0, "Conscrit"), "0,1": (0, "Archer"),
             "5,0": (0, "Lancier")}
    pt_give(monkeypatch, "Sorcière de la Forêt")
    at = "proche (Magie) : Sorcière de la Forêt en 1,0 contre Conscrit"
    m = attack(units, at, tiles=tiles, player=1)
    assert len(m.combat.defenders) == 1
    odds_before = pt_exact(m)
    pt_give(monkeypatch, "Sorcière de la Forêt", WITCH_AREA)
    m = attack(units, at, tiles=tiles, player=1)
    assert sorted(m.units[d].card for d in m.combat.defenders) == ["Archer", "Conscrit"]  # not the far Lancier
    st = pt_attack_state(m)
    assert st["d_dice"] == (0, 1 + 2)  # each affected unit's Magie defence dice added up
    assert pt_exact(m) == pt_odds((1, 2), (0, 3))
    assert pt_exact(m)["defender_beaten"] < odds_before["defender_beaten"]
    m = attack(units, "proche (Mêlée) : Sorcière de la Forêt en 1,0 contre Conscrit", tiles=tiles, player=1)
    assert len(m.combat.defenders) == 1  # only with Magie


@pytest.mark.parametrize("text, on", [
    ("Lorsqu'une Sorcière de la Forêt attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes "
     "sont affectées, sauf si elle est sur une tuile Eau.", {"Eau": False, NEUTRAL: True}),
    ("Tant qu'elle est sur une tuile Forêt, lorsqu'une Sorcière de la Forêt attaque avec Magie, toutes les unités "
     "ennemies adjacentes sont affectées.", {F: True, NEUTRAL: False}),
])
def test_an_area_effect_under_a_tile_condition_reads_the_attacker_s_tile(monkeypatch, text, on):
    """The tile said of the attacker is the one it attacks from (the « cibles » query says it)."""
    units = {"1,0": (1, "Sorcière de la Forêt"), "2,0": (0, "Conscrit"), "0,1": (0, "Archer")}
    pt_give(monkeypatch, "Sorcière de la Forêt", text)
    for terrain, affected in on.items():
        tiles = {"1,0": terrain, "2,0": NEUTRAL, "0,1": NEUTRAL}
        m = attack(units, "proche (Magie) : Sorcière de la Forêt en 1,0 contre Conscrit", tiles=tiles, player=1)
        assert sorted(m.units[d].card for d in m.combat.defenders) == (["Archer", "Conscrit"] if affected
                                                                      else ["Conscrit"]), terrain


# --- what the game never asks about: refused, never silent --------------------------------------
@pytest.mark.parametrize("text, said", [
    ("Un Archer ne peut pas charger.", "ne demande jamais si une unité peut « charger »"),
    ("Lorsqu'un Archer charge, il lance un dé supplémentaire.", "« dés de charge » n'est jamais posée"),
    ("Un Archer donne un coup supplémentaire.", "« coups » n'est jamais posée"),
    ("Un Lancier doit se déplacer.", "doit se déplacer"),
])
def test_sentences_the_game_never_asks_about_are_refused(text, said):
    assert "<texte>:1:1" in str(refused(G, text, said))


# --- extra dice in one mode only (« … en Mêlée ») -------------------------------------------------
@pytest.mark.parametrize("text", ["Un Lancier lance un dé de défense supplémentaire en Mêlée.",
                                  "Un Lancier lance un dé supplémentaire en défense avec Mêlée."])
@pytest.mark.parametrize("mode, extra", [("Mêlée", 1), ("Magie", 0)])
def test_extra_defence_die_in_one_mode(monkeypatch, text, mode, extra):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Lancier")}
    pt_give(monkeypatch, "Lancier")
    before, odds_before = state_and_odds(units, f"proche ({mode})")
    pt_give(monkeypatch, "Lancier", text)
    after, odds_after = state_and_odds(units, f"proche ({mode})")
    assert after["d_dice"] == (before["d_dice"][0], before["d_dice"][1] + extra)
    assert after["a_dice"] == before["a_dice"]
    assert odds_after == pt_odds(after["a_dice"], after["d_dice"])
    assert (odds_after == odds_before) == (extra == 0)


# --- the designer lines of new_abilities.py added since (each exactly as listed there) ---------
CONSCRIT_VILLAGE = say("modifier", "Un Conscrit sur une tuile Village")


@pytest.mark.parametrize("terrain, mode, extra", [("Village", "Mêlée", 1), ("Champs", "Mêlée", 0),
                                                  ("Village", "Magie", 0)])
def test_conscript_on_a_village_defends_in_melee_with_one_more_die(monkeypatch, terrain, mode, extra):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Conscrit")}
    tiles = {"1,0": "Champs", "2,0": terrain}
    pt_give(monkeypatch, "Conscrit")
    before, odds_before = state_and_odds(units, f"proche ({mode})", tiles=tiles, factions=("foret_sombre", "haut_roi"))
    pt_give(monkeypatch, "Conscrit", CONSCRIT_VILLAGE)
    after, odds = state_and_odds(units, f"proche ({mode})", tiles=tiles, factions=("foret_sombre", "haut_roi"))
    assert after["d_dice"] == (before["d_dice"][0], before["d_dice"][1] + extra)
    # (the Village is the Conscrit's advantage: the situation's rerolls are in both exact odds)
    if extra:
        assert odds["defender_beaten"] < odds_before["defender_beaten"]
    else:
        assert odds == odds_before


RANGER_WATER = say("prohibition", "Un Ranger Maudit ne peut jamais se déplacer")
STALKER_WATER = say("permission", "Un Homme-Bête Stalker peut se déplacer sur une tuile Eau")


def _moves(card, tiles, units):
    m = pt_position(units, tiles=tiles)
    return sorted(x for x in pt_labels(m) if x.startswith(f"déplacer {card}"))


def test_ranger_never_moves_onto_water(monkeypatch):
    tiles = {"0,0": "Champs", "1,0": "Eau", "-1,0": "Champs", "5,0": "Champs"}
    units = {"0,0": (0, "Ranger Maudit"), "5,0": (1, "Lancier")}
    pt_give(monkeypatch, "Ranger Maudit")
    assert _moves("Ranger Maudit", tiles, units) == ["déplacer Ranger Maudit de 0,0 vers -1,0",
                                                     "déplacer Ranger Maudit de 0,0 vers 1,0"]
    pt_give(monkeypatch, "Ranger Maudit", RANGER_WATER)
    assert _moves("Ranger Maudit", tiles, units) == ["déplacer Ranger Maudit de 0,0 vers -1,0"]


def test_stalker_may_move_onto_any_water_tile(monkeypatch):
    tiles = {"0,0": "Champs", "1,0": "Champs", "3,0": "Eau", "5,0": "Champs"}
    units = {"0,0": (0, "Homme-Bête Stalker"), "5,0": (1, "Lancier")}
    pt_give(monkeypatch, "Homme-Bête Stalker")
    before = _moves("Homme-Bête Stalker", tiles, units)
    pt_give(monkeypatch, "Homme-Bête Stalker", STALKER_WATER)
    after = _moves("Homme-Bête Stalker", tiles, units)
    assert not any(x.endswith("vers 3,0") for x in before)
    assert set(after) - set(before) == {"déplacer Homme-Bête Stalker de 0,0 vers 3,0"}


# --- movement: the reach of a move, and a move after an event ----------------------------------
STALKER_TWO = say("movement", "Un Homme-Bête Stalker peut se déplacer de deux tuiles")
MARAUDER_MOVES = say("repeated trigger", "Chaque fois qu'un Homme-Bête Maraudeur bat un ennemi")


@pytest.mark.parametrize("text", [STALKER_TWO, "Un Homme-Bête Stalker peut se déplacer jusqu'à 2 tuiles.",
                                  "Chaque Homme-Bête Stalker se déplace de 2 tuiles au maximum."])
def test_stalker_moves_up_to_two_tiles(monkeypatch, text):
    tiles = {"0,0": "Champs", "1,0": "Champs", "2,0": "Champs", "0,1": "Eau", "0,2": "Champs", "5,0": "Champs"}
    units = {"0,0": (0, "Homme-Bête Stalker"), "5,0": (1, "Lancier")}
    pt_give(monkeypatch, "Homme-Bête Stalker")
    before = _moves("Homme-Bête Stalker", tiles, units)
    pt_give(monkeypatch, "Homme-Bête Stalker", text)
    after = _moves("Homme-Bête Stalker", tiles, units)
    assert set(before) == {"déplacer Homme-Bête Stalker de 0,0 vers 1,0", "déplacer Homme-Bête Stalker de 0,0 vers 0,1"}
    # one tile further on land; the water tile stops the move (README reading 31)
    assert set(after) - set(before) == {"déplacer Homme-Bête Stalker de 0,0 vers 2,0"}


@pytest.mark.parametrize("text", ["Un Homme-Bête Stalker peut se déplacer d'une tuile supplémentaire.",
                                  "Un Homme-Bête Stalker se déplace d'une tuile de plus.",
                                  "Un Homme-Bête Stalker peut avancer d'une tuile en plus."])
def test_a_move_one_tile_longer_reaches_one_tile_further(monkeypatch, text):
    tiles = {f"{x},0": "Champs" for x in range(0, 6)}
    units = {"0,0": (0, "Homme-Bête Stalker"), "5,0": (1, "Lancier")}
    pt_give(monkeypatch, "Homme-Bête Stalker")
    before = _moves("Homme-Bête Stalker", tiles, units)
    pt_give(monkeypatch, "Homme-Bête Stalker", text)
    after = _moves("Homme-Bête Stalker", tiles, units)
    assert before == ["déplacer Homme-Bête Stalker de 0,0 vers 1,0"]
    assert set(after) - set(before) == {"déplacer Homme-Bête Stalker de 0,0 vers 2,0"}


def test_tiles_more_add_to_the_reach_another_ability_sets(monkeypatch):
    """« de deux tuiles » sets the reach to 2, « d'une tuile supplémentaire » adds one: 3 tiles."""
    tiles = {f"{x},0": "Champs" for x in range(0, 7)}
    units = {"0,0": (0, "Homme-Bête Stalker"), "6,0": (1, "Lancier")}
    pt_give(monkeypatch, "Homme-Bête Stalker", STALKER_TWO,
            "Un Homme-Bête Stalker peut se déplacer de deux tuiles supplémentaires.")
    assert _moves("Homme-Bête Stalker", tiles, units)[-1] == "déplacer Homme-Bête Stalker de 0,0 vers 4,0"
    assert len(_moves("Homme-Bête Stalker", tiles, units)) == 4  # 1,0 … 4,0: 2 + 2 tiles


@pytest.mark.parametrize("text", ["Un Mage Rouge peut tirer à une tuile de plus.",
                                  "La portée d'un Mage Rouge augmente de 1.",
                                  "Un Mage Rouge tire une tuile plus loin."])
@pytest.mark.parametrize("target, reached", [("3,0", True), ("4,0", False)])
def test_a_shot_one_tile_longer_reaches_one_tile_further(monkeypatch, text, target, reached):
    tiles = {f"{x},0": NEUTRAL for x in range(1, 6)}
    units = {"1,0": (0, "Mage Rouge"), target: (1, "Druide")}

    def distant():
        return [x for x in pt_labels(pt_position(units, tiles)) if x.startswith("attaque distante")]

    pt_give(monkeypatch, "Mage Rouge")
    assert distant() == []  # 1 tile by default: the Druide 2 tiles away is out of reach
    pt_give(monkeypatch, "Mage Rouge", text)
    assert distant() == ([f"attaque distante ({mode}) : Mage Rouge en 1,0 contre Druide en {target}"
                          for mode in ("Distance", "Magie")] if reached else [])


def test_a_shot_one_tile_longer_does_not_lengthen_a_move(monkeypatch):
    tiles = {f"{x},0": "Champs" for x in range(0, 6)}
    units = {"0,0": (0, "Homme-Bête Stalker"), "5,0": (1, "Lancier")}
    pt_give(monkeypatch, "Homme-Bête Stalker", "Un Homme-Bête Stalker peut tirer à une tuile de plus.")
    assert _moves("Homme-Bête Stalker", tiles, units) == ["déplacer Homme-Bête Stalker de 0,0 vers 1,0"]


def asts(*texts) -> set:
    """The distinct ASTs of these sentences (one: they say the same)."""
    v = for_game(G)
    return {dsl.parse_ability(t, vocabulary=v) for t in texts}


def test_the_same_move_in_other_words_gives_one_ast():
    assert len(asts(STALKER_TWO, "Un Homme-Bête Stalker peut se déplacer jusqu'à 2 tuiles.",
                    "Les Homme-Bête Stalkers peuvent se déplacer de deux tuiles.")) == 1


def _marauder_beats(monkeypatch, *sentences):
    """A Maraudeur (its printed abilities replaced by ``sentences``) beats a Conscrit in melee."""
    pt_give(monkeypatch, "Homme-Bête Maraudeur", *sentences)
    tiles = {"1,0": "Champs", "2,0": "Champs", "3,0": "Champs", "1,1": "Eau", "0,0": "Champs"}
    units = {"1,0": (0, "Homme-Bête Maraudeur"), "2,0": (1, "Conscrit")}
    m = pt_position(units, tiles, factions=("foret_sombre", "haut_roi"))
    pt_act(m, "attaque proche (Mêlée)")
    pt_roll(m, 6, 6, 6); pt_roll(m, 1, 1); pt_roll(m, 1); pt_roll(m, 1, 1)
    return m


def test_marauder_beating_an_enemy_may_move_one_tile(monkeypatch):
    m = _marauder_beats(monkeypatch)
    assert not isinstance(m.top, ChoixEffet) and m.current_player == 1  # the turn has passed
    m = _marauder_beats(monkeypatch, MARAUDER_MOVES)
    assert isinstance(m.top, ChoixApres) and m.current_player == 0
    assert m.units[m.unit_at("2,0")].card == "Homme-Bête Maraudeur"  # first the winner took the tile
    offered = {x.split(" : ")[1] for x in pt_labels(m) if not x.startswith("renoncer")}
    assert offered == {f"Homme-Bête Maraudeur n°1 (J1) → {c}" for c in ("1,0", "1,1", "3,0")}  # the free tiles by 2,0
    pt_act(m, "→ 3,0")
    assert m.units[m.unit_at("3,0")].card == "Homme-Bête Maraudeur" and m.unit_at("2,0") is None
    assert m.current_player == 1


def test_a_move_after_an_event_is_refused_without_a_modality():
    refused(G, "Chaque fois qu'un Homme-Bête Maraudeur bat un ennemi, il se déplace d'une tuile.", "il peut se déplacer")


# --- a prohibition in one mode (« … être attaquée avec Magie », « … attaquer en Mêlée ») ----------
MAIDEN_NO_MAGIC = say("passive prohibition", "Une Jeune Fille au Bouclier ne peut pas être attaquée avec Magie")


def _attacks_on(units, card):
    m = pt_position(units)
    return sorted(x.split(" : ")[0] for x in pt_labels(m) if x.startswith("attaque") and f"contre {card}" in x)


@pytest.mark.parametrize("text", [MAIDEN_NO_MAGIC, "Une Jeune Fille au Bouclier ne peut pas être attaquée en Magie."])
def test_shield_maiden_cannot_be_attacked_with_magic(monkeypatch, text):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Jeune Fille au Bouclier")}
    pt_give(monkeypatch, "Jeune Fille au Bouclier")
    before = _attacks_on(units, "Jeune Fille au Bouclier")
    pt_give(monkeypatch, "Jeune Fille au Bouclier", text)
    after = _attacks_on(units, "Jeune Fille au Bouclier")
    assert "attaque proche (Magie)" in before
    assert set(before) - set(after) == {"attaque proche (Magie)", "attaque distante (Magie)"}
    assert "attaque proche (Mêlée)" in after


def test_a_unit_forbidden_one_mode_attacks_in_the_others(monkeypatch):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Lancier")}
    pt_give(monkeypatch, "Druide")
    before = _attacks_on(units, "Lancier")
    pt_give(monkeypatch, "Druide", "Un Druide ne peut pas attaquer en Mêlée.")
    after = _attacks_on(units, "Lancier")
    assert set(before) - set(after) == {"attaque proche (Mêlée)"} and "attaque proche (Magie)" in after


# --- a condition of position (« Tant qu'un Lancier est adjacent à un autre Lancier ») ------------
SPEARMEN_TOGETHER = say("extra dice", "Tant qu'un Lancier est adjacent à un autre Lancier")


@pytest.mark.parametrize("text", [SPEARMEN_TOGETHER,
                                  "Si un Lancier est adjacent à un autre Lancier, il lance un dé de défense de plus.",
                                  "S'il est adjacent à un autre Lancier, un Lancier lance 1 dé supplémentaire en défense."])
@pytest.mark.parametrize("neighbour, extra", [("Lancier", 1), ("Archer", 0), (None, 0)])
def test_a_spearman_next_to_another_defends_with_one_more_die(monkeypatch, text, neighbour, extra):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Lancier")}
    if neighbour:
        units["3,0"] = (1, neighbour)
    pt_give(monkeypatch, "Lancier")
    before, odds_before = state_and_odds(units, "proche (Mêlée)", factions=("foret_sombre", "haut_roi"))
    pt_give(monkeypatch, "Lancier", text)
    after, odds = state_and_odds(units, "proche (Mêlée)", factions=("foret_sombre", "haut_roi"))
    assert after["d_dice"] == (before["d_dice"][0], before["d_dice"][1] + extra)
    assert odds == pt_odds(after["a_dice"], after["d_dice"], situation=after["situation"])
    assert (odds == odds_before) == (extra == 0)


def test_the_same_condition_in_other_words_gives_one_ast():
    assert len(asts(SPEARMEN_TOGETHER,
                    "Si un Lancier est adjacent à un autre Lancier, il lance un dé de défense supplémentaire.",
                    "S'il est adjacent à un autre Lancier, un Lancier lance un dé de défense supplémentaire.")) == 1


# --- an effect on the unit the bearer fights (« son adversaire doit relancer … ») ------------------
MAGE_OPPONENT = say("reroll", "Lorsqu'un Mage Rouge attaque avec Magie, son adversaire")


@pytest.mark.parametrize("mode, granted", [("Magie", True), ("Mêlée", False)])
def test_the_red_mage_s_opponent_rerolls_its_defence_dice(monkeypatch, mode, granted):
    units = {"1,0": (0, "Mage Rouge"), "2,0": (1, "Lancier")}
    pt_give(monkeypatch, "Mage Rouge")
    before, _ = state_and_odds(units, f"proche ({mode})")
    pt_give(monkeypatch, "Mage Rouge", MAGE_OPPONENT)
    after, _ = state_and_odds(units, f"proche ({mode})")
    assert after["a_grants"] == before["a_grants"] == []
    # the Lancier (the defender) rerolls its own defence dice: a grant of its own, not the Mage's
    assert [meaning(g) for g in after["d_grants"]] == ([("soi", "défense", True, 1, False, ())] if granted else [])


def test_the_opponent_is_the_one_the_bearer_fights(monkeypatch):
    """The Mage defending (its opponent attacks) gives nothing: the trigger says « attaque »."""
    units = {"1,0": (1, "Lancier"), "2,0": (0, "Mage Rouge")}
    pt_give(monkeypatch, "Mage Rouge", MAGE_OPPONENT)
    st, _ = state_and_odds(units, "proche (Mêlée)", player=1)
    assert st["a_grants"] == [] and st["d_grants"] == []


# --- a value changed (« La valeur d'attaque en Magie … augmente de 1 »): one more die of that roll --
WITCH_VALUE = say("modifier", "La valeur d'attaque en Magie d'une Sorcière de la Forêt")


@pytest.mark.parametrize("text", [WITCH_VALUE, "Une Sorcière de la Forêt sur une tuile Forêt gagne +1 en attaque avec Magie.",
                                  "La valeur d'attaque en Magie des Sorcières de la Forêt sur une tuile Forêt augmente de 1.",
                                  "Une Sorcière de la Forêt sur une tuile Forêt augmente sa valeur d'attaque en Magie de 1."])
@pytest.mark.parametrize("terrain, mode, extra", [("Forêt", "Magie", 1), ("Champs", "Magie", 0), ("Forêt", "Mêlée", 0)])
def test_forest_witch_on_a_forest_has_one_more_magic_attack(monkeypatch, text, terrain, mode, extra):
    units = {"1,0": (1, "Sorcière de la Forêt"), "2,0": (0, "Lancier")}
    tiles = {"1,0": terrain, "2,0": NEUTRAL}
    pt_give(monkeypatch, "Sorcière de la Forêt")
    before, odds_before = state_and_odds(units, f"proche ({mode})", tiles=tiles, player=1)
    pt_give(monkeypatch, "Sorcière de la Forêt", text)
    after, odds = state_and_odds(units, f"proche ({mode})", tiles=tiles, player=1)
    assert after["a_dice"] == (before["a_dice"][0] + extra, before["a_dice"][1])
    assert after["d_dice"] == before["d_dice"]
    assert (odds == odds_before) == (extra == 0)


def test_a_value_and_its_dice_are_one_meaning():
    assert len(asts("Lorsqu'un Lancier se défend contre une attaque avec Mêlée, sa valeur de défense augmente de 2.",
                    "Lorsqu'un Lancier se défend contre une attaque avec Mêlée, il lance 2 dés supplémentaires en défense.",
                    "Lorsqu'un Lancier se défend contre une attaque avec Mêlée, il gagne +2 en défense.")) == 1
    assert len(asts("Un Lancier a -1 en défense.", "Un Lancier lance un dé de défense de moins.",
                    "La valeur de défense d'un Lancier diminue de 1.")) == 1


# --- an act repeated (« peut attaquer deux fois par tour ») -------------------------------------
SWORDSMAN_TWICE = say("permission", "Un Épéiste peut attaquer deux fois par tour")


def _swordsman_attacks(monkeypatch, *sentences):
    """The Épéiste attacks an Archer from afar… in melee, and loses nothing: the defender survives
    (attack 1 vs defence 6), so both still stand next to each other."""
    pt_give(monkeypatch, "Épéiste", *sentences)
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Archer"), "0,1": (1, "Conscrit")}
    m = pt_position(units, factions=("haut_roi", "haut_roi"))
    pt_act(m, "attaque proche (Mêlée) : Épéiste en 1,0 contre Archer")
    from rulekit import CHANCE
    while m.current_player is CHANCE:
        key = m.top.key
        pt_roll(m, *([1] * m.top.n if "attaquant" in key and "attaque" in key.split()[0] else [6] * m.top.n))
    return m


@pytest.mark.parametrize("text", [SWORDSMAN_TWICE, "Un Épéiste peut attaquer une fois de plus à chaque tour.",
                                  "Les Épéistes peuvent attaquer 2 fois par tour."])
def test_a_swordsman_may_attack_twice_a_turn(monkeypatch, text):
    m = _swordsman_attacks(monkeypatch)
    assert m.current_player == 1  # one action a turn: the turn has passed
    m = _swordsman_attacks(monkeypatch, text)
    assert m.current_player == 0
    offered = pt_labels(m)
    # the same unit may attack again (any target), or end the turn; nothing else (no move, no other unit)
    assert "terminer le tour" in offered
    assert all(x == "terminer le tour" or x.startswith("attaque") and "Épéiste en 1,0" in x for x in offered)
    assert any("contre Conscrit" in x for x in offered)
    pt_act(m, "contre Conscrit")
    from rulekit import CHANCE
    while m.current_player is CHANCE:
        pt_roll(m, *([1] * m.top.n))
    assert m.current_player == 1  # twice only


def test_a_repetition_the_game_never_asks_about_is_refused():
    refused(G, "Un Épéiste peut attaquer deux fois par partie.", "fois par partie")


def test_a_group_move_reads_sans_and_a_comma_before_mais_as_the_rule_book_does():
    assert len(asts(
        "Lorsqu'un Lancier se déplace (hors attaque), tous les Lanciers adjacents peuvent se déplacer avec lui "
        "mais doivent cependant rester adjacents et ne pas attaquer.",
        "Lorsqu'un Lancier se déplace sans attaquer, tous les Lanciers adjacents peuvent se déplacer avec lui, "
        "mais doivent rester adjacents et ne pas attaquer.")) == 1


def test_a_group_move_forbidding_one_mode_of_attack_is_refused_not_read_as_any_attack():
    refused(G, "Lorsqu'un Lancier se déplace (hors attaque), tous les Lanciers adjacents peuvent se déplacer avec "
               "lui, mais doivent rester adjacents et ne pas attaquer en Mêlée.", "pas dans un mode")


# --- the opponent's dice, its roll unsaid (« l'attaquant lance un dé de moins ») -------------------
@pytest.mark.parametrize("text", [
    "Lorsqu'un Lancier se défend, son adversaire lance un dé de moins.",
    "Lorsqu'un Lancier se défend, l'attaquant lance un dé de moins.",
    "Lorsqu'un Lancier est attaqué, l'unité qui l'attaque lance un dé de moins.",
])
def test_the_attacker_of_a_defending_spearman_rolls_one_die_fewer(monkeypatch, text):
    """The roll of the unit the bearer fights: its attack dice when the bearer defends (it was asked
    of the defence dice, the bearer's own roll, and changed nothing)."""
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Lancier")}
    pt_give(monkeypatch, "Lancier")
    before, odds_before = state_and_odds(units, "proche (Mêlée)")
    pt_give(monkeypatch, "Lancier", text)
    after, odds = state_and_odds(units, "proche (Mêlée)")
    assert after["a_dice"] == (before["a_dice"][0] - 1, before["a_dice"][1])
    assert after["d_dice"] == before["d_dice"] and odds != odds_before


def test_the_defender_of_an_attacking_swordsman_rolls_one_die_fewer(monkeypatch):
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Lancier")}
    pt_give(monkeypatch, "Épéiste")
    before, odds_before = state_and_odds(units, "proche (Mêlée)")
    pt_give(monkeypatch, "Épéiste", "Lorsqu'un Épéiste attaque, le défenseur lance un dé de moins.")
    after, odds = state_and_odds(units, "proche (Mêlée)")
    assert after["a_dice"] == before["a_dice"] and odds != odds_before
    assert sum(after["d_dice"]) == sum(before["d_dice"]) - 1
