"""Who is in a Pocket-Tactics fight (lead-pt2): the units a sentence names beside a fight, and what the game asks them.

In Pocket-Tactics only the attacker and the unit attacked throw dice and reroll them; the allies next to the tile fought
over help (« aide »). A sentence that gave dice to units outside the fight compiled and never acted (or acted on
someone else):

- « Lorsqu'un Lancier attaque, les Conscrits adjacents lancent un dé de plus »: read as « the Conscrit it attacks »
  (only an enemy Conscrit ever fitted); refused now: a group said without « ennemis » is the bearer's side, as an aura's
  group is its anchor's (``rulekit.dsl.combattants``).
- « Lorsqu'un Conscrit adjacent est attaqué, le Lancier lance un dé de défense supplémentaire »: the act of another
  unit was read as the bearer's own, the bearer a Conscrit (never), and « Lorsqu'un allié adjacent est attaqué, la
  Sirène … » gave the die to the Sirène attacked herself; refused now. What the bearer does in another unit's fight is
  read where the game asks it: as its helper (« … compte pour deux unités », now acting) or its opponent
  (« Lorsqu'un Mousse ennemi est attaqué, la Sirène lance un dé d'attaque supplémentaire », now acting).
- « Lorsqu'une Sirène est attaquée, les Mousses adjacents comptent pour deux unités »: her helpers were asked as if
  they fought her; it never acted (and said « alliés », it was refused): now they help her.
- a move or a swap after « sur le point d'être battu »: the game offers it once the unit is beaten, off the map; refused.
- « Lorsqu'un Druide bat un ennemi, tous les Lanciers peuvent se déplacer », borne by the Druide: the subject names
  the bearer (a Lancier); ``rulekit check`` counted the Druide as its bearer too and did not warn.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from .acting import file_with, pt_attack_state, pt_declare, pt_give, pt_position, refused

CORSAIRES = pathlib.Path(__file__).parent / "data" / "corsaires_de_la_cote_pocket_tactics.txt"


def mirror(path, units, player=0):
    return pt_position(units, None, player=player, factions=(str(path), str(path)))


def attack(path, units, label, player=0):
    return pt_attack_state(pt_declare(mirror(path, units, player), label))


# --- a group beside the bearer's fight ----------------------------------------------------------------------------
@pytest.mark.parametrize("sentence", [
    "Lorsqu'un Lancier attaque, les Conscrits adjacents lancent un dé de plus.",
    "Lorsqu'un Lancier attaque, les Conscrits adjacents lancent un dé d'attaque supplémentaire.",
    "Lorsqu'un Lancier est attaqué, les Conscrits adjacents lancent un dé de défense supplémentaire.",
    "Lorsqu'un Lancier attaque, les Conscrits alliés adjacents relancent un dé.",
])
def test_dice_of_the_bearer_s_own_units_beside_its_fight_are_refused(sentence):
    refused("pocket_tactics", sentence, "ne la combattent pas ; dans pocket_tactics, seules l'unité qui attaque et "
                                        "l'unité attaquée lancent des dés")


def test_a_group_without_a_side_is_no_longer_read_as_the_enemy_it_fights(tmp_path):
    """Before: the Mousse the Sirène attacks, an enemy, lost a defence die (the only Mousse « adjacent » ever in her
    fight); the designer's own Mousses, never. Refused at the words, with the way to say the enemy."""
    from rulekit.factions import FactionFileError

    f = file_with(CORSAIRES, "Sirène", "Lorsqu'une Sirène attaque, les Mousses adjacents lancent un dé de défense de "
                                       "moins.", tmp_path)
    with pytest.raises(FactionFileError, match=r":5:45: Essai: « les Mousses adjacents », sans « ennemis »"):
        mirror(f, {"1,0": (0, "Sirène"), "2,0": (1, "Mousse")})
    g = file_with(CORSAIRES, "Sirène", "Lorsqu'une Sirène attaque, les ennemis adjacents lancent un dé de défense de "
                                       "moins.", tmp_path)
    nue = file_with(CORSAIRES, None, None, tmp_path)
    units = {"1,0": (0, "Sirène"), "2,0": (1, "Mousse")}
    assert attack(nue, units, "proche (Mêlée)")["d_dice"] == (1, 2)
    assert attack(g, units, "proche (Mêlée)")["d_dice"] == (1, 1)


@pytest.mark.parametrize("group", ["les Mousses adjacents", "les Mousses alliés adjacents", "ses alliés adjacents"])
def test_the_bearer_s_helpers_count_double_when_it_is_attacked(tmp_path, group):
    """« Lorsqu'une Sirène est attaquée, les Mousses adjacents comptent pour deux unités »: compiled and never acted
    (her helpers were asked as her opponent); « … alliés … » was refused (« ne la combattent pas »)."""
    f = file_with(CORSAIRES, "Sirène", f"Lorsqu'une Sirène est attaquée, {group} comptent pour deux unités.", tmp_path)
    nue = file_with(CORSAIRES, None, None, tmp_path)
    units = {"1,0": (1, "Flibustier"), "2,0": (0, "Sirène"), "3,-1": (0, "Mousse")}
    assert attack(nue, units, "contre Sirène", player=1)["situation"] == (0, 1)
    assert attack(f, units, "contre Sirène", player=1)["situation"] == (0, 2)
    # the Mousse helps another unit attacked: not the Sirène's fight
    units = {"1,0": (1, "Flibustier"), "2,0": (0, "Capitaine"), "3,-1": (0, "Mousse"), "5,0": (0, "Sirène")}
    assert attack(f, units, "contre Capitaine", player=1)["situation"] == (0, 1)
    # she attacks: the Mousse helps her attack, she is not attacked
    units = {"1,0": (0, "Sirène"), "2,0": (1, "Flibustier"), "2,-1": (0, "Mousse")}
    assert attack(f, units, "proche (Mêlée) : Sirène")["situation"] == (1, 0)


def test_enemies_do_not_help_the_bearer():
    refused("pocket_tactics", "Lorsqu'un Lancier est attaqué, les ennemis adjacents comptent pour deux unités.",
            "des ennemis n'aident pas l'unité qui porte la capacité")


# --- another unit's fight, the bearer asked ------------------------------------------------------------------------
@pytest.mark.parametrize("sentence", [
    "Lorsqu'un Conscrit adjacent est attaqué, le Lancier lance un dé de défense supplémentaire.",
    "Lorsqu'un allié adjacent est attaqué, le Lancier lance un dé de défense supplémentaire.",
    "Lorsqu'un allié adjacent est attaqué, le Lancier peut relancer un dé.",
    "Lorsqu'un Conscrit adjacent attaque, le Lancier lance un dé d'attaque de plus.",
])
def test_dice_of_the_bearer_in_an_ally_s_fight_are_refused(sentence):
    refused("pocket_tactics", sentence, "l'unité qui porte la capacité ne combat pas dans ce combat-là")


def test_an_ally_attacked_no_longer_gives_the_bearer_attacked_a_die(monkeypatch):
    """« Lorsqu'un allié adjacent est attaqué, le Lancier lance un dé de défense supplémentaire » gave the die to the
    Lancier attacked itself (the ally's act was read as the bearer's): refused now, and the Lancier keeps its dice."""
    sentence = "Lorsqu'un allié adjacent est attaqué, le Lancier lance un dé de défense supplémentaire."
    refused("pocket_tactics", sentence, "ne combat pas dans ce combat-là")
    pt_give(monkeypatch, "Lancier")
    m = pt_position({"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Lancier")}, player=1)
    assert pt_attack_state(pt_declare(m, "proche (Mêlée)"))["d_dice"] == (2, 3)   # its card's


def test_the_bearer_helping_a_named_ally_counts_double(tmp_path):
    """« Lorsqu'un Mousse adjacent est attaqué, la Sirène compte pour deux unités »: the bearer was asked to be a
    Mousse; it never acted. Now: her help counts double when the unit she helps is a Mousse."""
    f = file_with(CORSAIRES, "Sirène", "Lorsqu'un Mousse adjacent est attaqué, la Sirène compte pour deux unités.",
                  tmp_path)
    nue = file_with(CORSAIRES, None, None, tmp_path)
    units = {"1,0": (1, "Flibustier"), "2,0": (0, "Mousse"), "3,-1": (0, "Sirène")}
    assert attack(nue, units, "contre Mousse", player=1)["situation"] == (0, 1)
    assert attack(f, units, "contre Mousse", player=1)["situation"] == (0, 2)
    units = {"1,0": (1, "Flibustier"), "2,0": (0, "Capitaine"), "3,-1": (0, "Sirène")}   # not a Mousse
    assert attack(f, units, "contre Capitaine", player=1)["situation"] == (0, 1)
    units = {"1,0": (0, "Mousse"), "2,0": (1, "Flibustier"), "2,-1": (0, "Sirène")}   # the Mousse attacks
    assert attack(f, units, "proche (Mêlée) : Mousse")["situation"] == (1, 0)


def test_the_bearer_attacking_a_named_enemy_is_that_enemy_s_fight(tmp_path):
    """« Lorsqu'un Mousse ennemi est attaqué, la Sirène lance un dé d'attaque supplémentaire »: the bearer was asked to
    be the Mousse (never); the enemy Mousse is attacked in her fight when she attacks it."""
    f = file_with(CORSAIRES, "Sirène", "Lorsqu'un Mousse ennemi est attaqué, la Sirène lance un dé d'attaque "
                                       "supplémentaire.", tmp_path)
    nue = file_with(CORSAIRES, None, None, tmp_path)
    units = {"1,0": (0, "Sirène"), "2,0": (1, "Mousse")}
    assert attack(nue, units, "proche (Mêlée)")["a_dice"] == (1, 1)
    assert attack(f, units, "proche (Mêlée)")["a_dice"] == (2, 1)
    units = {"1,0": (0, "Sirène"), "2,0": (1, "Flibustier")}
    assert attack(f, units, "proche (Mêlée)")["a_dice"] == (1, 1)
    units = {"1,0": (1, "Mousse"), "2,0": (0, "Sirène")}   # the Mousse attacks her: it is not attacked
    assert attack(f, units, "proche (Mêlée)", player=1)["d_dice"] == (1, 1)


def test_another_unit_s_fight_beside_a_question_no_fight_asks_is_refused():
    refused("pocket_tactics", "Lorsqu'un allié adjacent est attaqué, le Lancier ne peut pas se déplacer.",
            "dans le combat d'une autre unité")


# --- an effect after « sur le point d'être battu » --------------------------------------------------------------
@pytest.mark.parametrize("sentence", [
    "Lorsqu'un allié adjacent est sur le point d'être battu, le Lancier peut se déplacer d'une tuile.",
    "Lorsqu'un allié est sur le point d'être battu, le Lancier peut se déplacer d'une tuile.",
    "Lorsqu'un allié adjacent est sur le point d'être battu, il peut permuter sa place avec la Jeune Fille au "
    "Bouclier.",
])
def test_an_effect_offered_after_a_unit_about_to_be_beaten_is_refused(sentence):
    refused("pocket_tactics", sentence, "le jeu offre cet effet une fois l'événement arrivé")


def test_survival_about_to_be_beaten_still_reads():
    from .acting import compiled

    (a,) = compiled("pocket_tactics", "Lorsqu'un Lancier est sur le point d'être battu, lancez un dé : sur 5 ou 6, il "
                                      "reste en vie.")
    assert [r.event for r in a.replacements] == ["battu"]


# --- a move of other units after the bearer's event ---------------------------------------------------------------
def test_check_warns_of_a_move_of_other_units_borne_by_the_unit_the_trigger_names(tmp_path):
    """« Lorsqu'un Druide bat un ennemi, tous les Lanciers peuvent se déplacer d'une tuile »: the Lanciers bear it (the
    move offered is its bearer's own); on the Druide it never acts. The check counted the Druide as a bearer too."""
    from click.testing import CliRunner

    from rulekit.cli import main

    games = pathlib.Path(__file__).parents[2] / "games" / "pocket_tactics" / "factions"
    sentence = "Lorsqu'un Druide bat un ennemi, tous les Lanciers peuvent se déplacer d'une tuile."
    for card, warned in (("Druide", True), ("Homme-Bête Stalker", True)):
        f = file_with(games / "foret_sombre.txt", card, sentence, tmp_path)
        out = CliRunner().invoke(main, ["check", f, "--json"])
        said = [w["message"] for w in json.loads(out.output)["warnings"] if "n'agit jamais" in w["message"]]
        assert said == [f"unité {card} : la capacité « Essai » nomme l'unité qui la porte « Lancier » ; portée par "
                        f"{card}, elle n'agit jamais"]
    f = file_with(games / "haut_roi.txt", "Lancier", sentence, tmp_path)
    out = CliRunner().invoke(main, ["check", f, "--json"])
    assert not [w for w in json.loads(out.output)["warnings"] if "n'agit jamais" in w["message"]]
