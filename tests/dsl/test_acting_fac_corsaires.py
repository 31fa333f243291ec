"""Pocket-Tactics as a new designer writes it: a faction written from the rule book and the docs alone
(tests/dsl/data/corsaires_de_la_cote_pocket_tactics.txt, « Les Corsaires de la Côte »), each of its abilities played
with and without it, a scratch list of further sentences of the same designer played on its cards, and whole
matches played from the file against the shipped factions.

What it found:

- **Read, and acted wrongly** (fixed in the compiler, shared by every aura): a condition on where the bearer stands,
  said beside a group of other units (« Si une Sirène se trouve sur une tuile Eau, les ennemis adjacents lancent un
  dé d'attaque de moins », « Tant qu'une Sirène est sur une tuile Eau, les unités ennemies adjacentes à la Sirène … »)
  was checked on the tile of the unit asked (the enemy), not the Sirène's: an enemy on water next to a Sirène on land
  lost a die, one on land next to a Sirène on water did not. And what the bearer does in a fight, said beside such a
  group (« Lorsqu'une Sirène est attaquée, les ennemis adjacents lancent un dé d'attaque de moins »), was asked of the
  enemy (is it attacked?) and of the bearer (is the question about it?) at once: it never acted. Both are now read
  from the bearer's side (``Compiler._fight_of_bearer``, ``compiler.bearer_terrain``). The side said of an aura's
  anchor (« Les Flibustiers adjacents à un Mousse ennemi ») was dropped and the group taken as the anchor's allies: the
  bonus went to a Flibustier next to its own Mousse, not to one next to an enemy Mousse (``Compiler._aura``). A move
  after an event said of a group (« Lorsqu'une Sirène bat un ennemi, les Mousses adjacents peuvent se déplacer d'une
  tuile ») moved the Sirène: now refused (the move offered is the bearer's own). « Chaque fois qu'un Mousse allié
  adjacent est battu, le Capitaine peut se déplacer d'une tuile » compiled and never acted (the Mousse is off the map
  when the event is told): refused, as the tile of a unit beaten already was; and so is « Lorsqu'une Sirène est attaquée,
  ses alliés adjacents lancent un dé de défense supplémentaire » (her allies never fight her: it never acted).
- **Refused, though the game does it** (grown): « Les ennemis qui se trouvent à côté d'une Sirène … » (« qui se trouvent /
  qui sont à côté d'un X » = « qui sont adjacents à un X »); « tant qu'il est adjacent au Capitaine » (« au X » read as a
  way to attack, « au corps à corps »: now « à un Capitaine »); « bénéficient d'une relance supplémentaire » (the rule
  book's noun for a reroll: « peuvent relancer un dé »); « lancer une Attaque Distante avec Magie contre des unités
  jusqu'à deux tuiles » (the mode between the attack and its targets); « lance trois dés de défense contre les Attaques
  Distantes », « immunisée contre les Attaques Distantes » (the attack's name after « contre »).
- **A message that misled** (fixed): dice of no roll (« Les Capitaines ennemis adjacents à une Sirène lancent un dé de
  moins ») were asked about with Pocket Battles' moments (« lors d'un Combat », « Quand vous tirez ») and called « des
  dés en plus »: Pocket-Tactics now asks « de quel jet ? » with its own rolls.
- The rest of the file and most of the scratch list act as written (tests below); what is left is in docs/DSL.md §7.
"""

from __future__ import annotations

import pathlib
import random

import pytest

from .acting import NEUTRAL, file_with, file_without, pt_act, pt_attack_state, pt_declare, pt_labels, pt_position, pt_roll

CORSAIRES = pathlib.Path(__file__).parent / "data" / "corsaires_de_la_cote_pocket_tactics.txt"
E = "Eau"


@pytest.fixture
def sans(tmp_path):
    """The faction's file with ``ability`` taken off every card that bears it (the baseline « without it »)."""
    return lambda ability: file_without(CORSAIRES, ability, tmp_path)


@pytest.fixture
def avec(tmp_path):
    """The faction's file where one card bears one sentence of the scratch list, and no other card any ability."""
    return lambda card, sentence: file_with(CORSAIRES, card, sentence, tmp_path)


@pytest.fixture
def nue(tmp_path):
    """The faction's file with no ability on any card."""
    return file_with(CORSAIRES, None, None, tmp_path)


def at(corsaires, units, tiles=None, player=0):
    """A position, the Corsaires player 1 (J1), the Haut Roi player 2 (J2)."""
    return pt_position(units, tiles, player=player, factions=(str(corsaires), "haut_roi"))


def attack(corsaires, units, tiles=None, player=0, label="proche (Mêlée)"):
    """What the game asks for the attack whose label contains ``label`` (dice, rerolls, help)."""
    return pt_attack_state(pt_declare(at(corsaires, units, tiles, player=player), label))


# --- read, and acted wrongly: fixed ------------------------------------------------------------------------------
@pytest.mark.parametrize("sentence", [
    "Si une Sirène se trouve sur une tuile Eau, les ennemis adjacents lancent un dé d'attaque de moins.",
    "Tant qu'une Sirène est sur une tuile Eau, les unités ennemies adjacentes à la Sirène lancent un dé d'attaque de moins.",
    "Les ennemis adjacents à une Sirène sur une tuile Eau lancent un dé d'attaque de moins.",
])
def test_where_the_siren_stands_is_the_sirens_tile_not_the_enemys(avec, nue, sentence):
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Sirène")}
    for epeiste, sirene, lost in ((NEUTRAL, E, 1), (E, NEUTRAL, 0), (E, E, 1), (NEUTRAL, NEUTRAL, 0)):
        tiles = {"1,0": epeiste, "2,0": sirene}
        without = attack(nue, units, tiles, player=1)["a_dice"]
        with_it = attack(avec("Sirène", sentence), units, tiles, player=1)["a_dice"]
        assert without == (3, 3) and with_it == (3 - lost, 3), (epeiste, sirene)


def test_the_siren_attacked_her_adjacent_attacker_rolls_one_attack_die_fewer(avec, nue):
    sentence = "Lorsqu'une Sirène est attaquée, les ennemis adjacents lancent un dé d'attaque de moins."
    f = avec("Sirène", sentence)
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Sirène")}
    assert attack(nue, units, player=1)["a_dice"] == (3, 3)
    assert attack(f, units, player=1)["a_dice"] == (2, 3)
    # she attacks: the enemy she attacks is not attacking her, its dice stay
    units = {"1,0": (0, "Sirène"), "2,0": (1, "Épéiste")}
    assert attack(f, units)["d_dice"] == attack(nue, units)["d_dice"] == (3, 3)
    # a Mousse next to her is attacked: the Sirène is not, the attacker's dice stay
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Mousse"), "2,-1": (0, "Sirène")}
    assert attack(f, units, player=1, label="Mousse")["a_dice"] == (3, 3)


def mirror(corsaires, units, player=0):
    """A position of the Corsaires against themselves (the same file for both players)."""
    return pt_position(units, None, player=player, factions=(str(corsaires), str(corsaires)))


def test_the_side_said_of_an_aura_s_anchor_is_seen_from_the_group(avec, nue):
    """« Les Flibustiers adjacents à un Mousse ennemi lancent un dé d'attaque de plus »: a Flibustier next to an enemy
    Mousse. The anchor's « ennemi » was not read and the group was taken as the anchor's allies: the Flibustier next to
    its own Mousse got the die, the one next to an enemy Mousse did not."""
    f = avec("Flibustier", "Les Flibustiers adjacents à un Mousse ennemi lancent un dé d'attaque de plus.")
    flib = "proche (Mêlée) : Flibustier"
    units = {"1,0": (0, "Flibustier"), "2,0": (1, "Mousse")}   # attacking the enemy Mousse next to it
    assert attack_state(mirror(nue, units), flib)["a_dice"] == (3, 2)
    assert attack_state(mirror(f, units), flib)["a_dice"] == (4, 2)
    units = {"1,0": (0, "Flibustier"), "2,0": (1, "Conscrit"), "1,-1": (0, "Mousse")}   # its own Mousse next to it
    assert attack(f, units, label=flib)["a_dice"] == (3, 2)
    # the anchor bears it: « Les Mousses adjacents à un Capitaine ennemi … » are the Capitaine's enemies
    g = avec("Capitaine", "Les Mousses adjacents à un Capitaine ennemi lancent un dé de défense de moins.")
    units = {"1,0": (0, "Capitaine"), "2,0": (1, "Mousse")}
    assert attack_state(mirror(g, units), "proche (Mêlée)")["d_dice"] == (1, 1)
    assert attack_state(mirror(nue, units), "proche (Mêlée)")["d_dice"] == (1, 2)
    units = {"1,0": (1, "Conscrit"), "2,0": (0, "Mousse"), "2,-1": (0, "Capitaine")}   # its own Mousse: no
    assert attack(g, units, player=1, label="contre Mousse")["d_dice"] == (1, 2)


def attack_state(match, label):
    return pt_attack_state(pt_declare(match, label))


# --- refused before, a phrasing of what the game does: read -------------------------------------------------------
def test_a_ship_boy_next_to_the_captain_cannot_be_attacked(avec, nue):
    """« adjacent au Capitaine » in a state was read as a way to attack (« au corps à corps ») and refused (« « Capitaine »
    n'est pas une façon d'attaquer »): it is « adjacent à un Capitaine »."""
    f = avec("Mousse", "Un Mousse ne peut pas être attaqué tant qu'il est adjacent au Capitaine.")
    for captain, attacked in (("2,-1", False), ("5,0", True)):
        units = {"1,0": (1, "Épéiste"), "2,0": (0, "Mousse"), captain: (0, "Capitaine")}
        labels = pt_labels(at(f, units, player=1))
        assert any("contre Mousse" in x for x in labels) is attacked
        assert any("contre Mousse" in x for x in pt_labels(at(nue, units, player=1)))


def test_a_reroll_said_as_the_rule_book_names_it(avec, nue):
    """« bénéficient d'une relance supplémentaire » (the rule book's noun: « bénéficie d'une seule relance ») was
    refused at « relance »: it is « peuvent relancer un dé », an ability's reroll of one die."""
    f = avec("Flibustier", "Les Flibustiers bénéficient d'une relance supplémentaire lorsqu'ils combattent sur une "
                           "tuile Eau.")
    units = {"1,0": (0, "Flibustier"), "2,0": (1, "Conscrit")}
    assert attack(nue, units, {"1,0": E, "2,0": NEUTRAL})["a_grants"] == []
    (g,) = attack(f, units, {"1,0": E, "2,0": NEUTRAL})["a_grants"]
    assert g.qui == "soi" and not g.tous and g.fois == 1 and not g.obligatoire
    assert attack(f, units, {"1,0": NEUTRAL, "2,0": E})["a_grants"] == []   # its own tile, not the enemy's
    units = {"1,0": (1, "Conscrit"), "2,0": (0, "Flibustier")}   # attacked on water: it fights there too
    assert len(attack(f, units, {"1,0": NEUTRAL, "2,0": E}, player=1)["d_grants"]) == 1


def test_a_named_distant_attack_in_one_mode_reaches_two_tiles(avec, nue):
    """« lancer une Attaque Distante avec Magie contre des unités jusqu'à deux tuiles » was refused at « jusqu'à » (the
    mode between the attack and its targets): the reach of her distant Magie attacks only."""
    f = avec("Sirène", "Une Sirène peut lancer une Attaque Distante avec Magie contre des unités jusqu'à deux tuiles de "
                       "distance.")
    units = {"1,0": (0, "Sirène"), "3,0": (1, "Conscrit")}
    tiles = {c: NEUTRAL for c in ("1,0", "2,0", "3,0")}
    assert not any("3,0" in x for x in pt_labels(at(nue, units, tiles)))
    assert [x for x in pt_labels(at(f, units, tiles)) if "3,0" in x] == [
        "attaque distante (Magie) : Sirène en 1,0 contre Conscrit en 3,0"]
    # a Canonnier (Distance 3 1) given the same words in Magie, where it throws no dice: no Distance shot that far
    g = avec("Canonnier", "Un Canonnier peut lancer une Attaque Distante avec Magie contre des unités jusqu'à deux tuiles.")
    units = {"1,0": (0, "Canonnier"), "3,0": (1, "Conscrit")}
    assert not any("3,0" in x for x in pt_labels(at(g, units, tiles)))


def test_the_siren_throws_three_defence_dice_against_distant_attacks(avec, nue):
    """« La Sirène lance trois dés de défense contre les Attaques Distantes » was refused at « Distantes » (« contre les
    attaques » cut the attack's name): when she is attacked by one, she throws three defence dice."""
    f = avec("Sirène", "La Sirène lance trois dés de défense contre les Attaques Distantes.")
    units = {"1,0": (1, "Archer"), "2,0": (0, "Sirène")}
    assert attack(nue, units, player=1, label="distante")["d_dice"] == (0, 2)
    assert attack(f, units, player=1, label="distante")["d_dice"] == (0, 3)
    assert attack(f, units, player=1, label="proche (Mêlée)")["d_dice"] == (1, 1)   # a close attack: her card's


# --- refused: the message says what the game does -----------------------------------------------------------------
def test_dice_of_no_roll_ask_which_roll_in_pocket_tactics(tmp_path):
    """« Les Capitaines ennemis adjacents à une Sirène lancent un dé de moins »: each side throws attack and defence
    dice, which? The message gave Pocket Battles' moments (« lors d'un Combat », « Quand vous tirez ») and said « des
    dés en plus » of dice taken away."""
    from rulekit.dsl import CompileError
    from rulekit.dsl.load import load_faction

    f = file_with(CORSAIRES, "Sirène", "Les Capitaines ennemis adjacents à une Sirène lancent un dé de moins.", tmp_path)
    with pytest.raises(CompileError) as error:
        load_faction(f)
    said = str(error.value)
    assert "des dés en moins, mais de quel jet ?" in said and "« un dé d'attaque de moins »" in said
    assert "Quand vous tirez" not in said and ":5:" in said   # the line of « capacité Essai »


# --- the file's abilities, with and without ------------------------------------------------------------------
def both(sans, ability):
    return sans(ability), str(CORSAIRES)


def test_pied_marin_a_ship_boy_on_water_rolls_one_defence_die_more(sans):
    units = {"1,0": (1, "Conscrit"), "2,0": (0, "Mousse")}
    for terrain, more in ((E, 1), (NEUTRAL, 0)):
        tiles = {"1,0": NEUTRAL, "2,0": terrain}
        without, with_it = (attack(f, units, tiles, player=1)["d_dice"] for f in both(sans, "Pied marin"))
        assert without == (1, 2) and with_it == (1, 2 + more)


def test_abordage_a_buccaneer_attacking_from_water_rolls_two_attack_dice_more(sans):
    units = {"1,0": (0, "Flibustier"), "2,0": (1, "Conscrit")}
    for own, target, more in ((E, NEUTRAL, 2), (NEUTRAL, E, 0)):   # « depuis »: the tile it attacks from
        tiles = {"1,0": own, "2,0": target}
        without, with_it = (attack(f, units, tiles)["a_dice"] for f in both(sans, "Abordage"))
        assert without == (3, 2) and with_it == (3 + more, 2)


def test_bordee_the_gunner_shoots_three_tiles_and_never_attacks_in_melee(sans):
    units = {"1,0": (0, "Canonnier"), "4,0": (1, "Conscrit"), "0,0": (1, "Lancier")}
    tiles = {c: NEUTRAL for c in ("0,0", "1,0", "2,0", "3,0", "4,0")}
    without, with_it = (pt_labels(at(f, units, tiles)) for f in both(sans, "Bordée"))
    assert not any("4,0" in x for x in without) and any("distante" in x and "4,0" in x for x in with_it)
    assert any("proche (Mêlée)" in x for x in without)
    assert not any("(Mêlée)" in x for x in with_it) and any("distante (Distance)" in x and "0,0" in x for x in with_it)


def test_chant_envoutant_an_enemy_next_to_the_siren_cannot_move(sans):
    tiles = {c: NEUTRAL for c in ("1,0", "2,0", "3,0", "0,0", "-1,0")}
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Sirène")}
    without, with_it = ({x for x in pt_labels(at(f, units, tiles, player=1)) if x.startswith("déplacer")}
                        for f in both(sans, "Chant envoûtant"))
    assert without and not with_it
    # away from her, it moves
    units = {"0,0": (1, "Épéiste"), "3,0": (0, "Sirène")}
    assert any(x.startswith("déplacer Épéiste") for x in pt_labels(at(CORSAIRES, units, tiles, player=1)))


def test_panache_the_captain_may_reroll_two_dice_once_a_turn(sans):
    units = {"1,0": (0, "Capitaine"), "2,0": (1, "Conscrit")}
    without, with_it = (attack(f, units)["a_grants"] for f in both(sans, "Panache"))
    assert without == []
    (g,) = with_it
    assert g.qui == "soi" and not g.tous and g.fois == 2   # two dice, one at a time


def test_loyaute_the_captain_attacked_may_swap_with_an_adjacent_ship_boy(sans):
    from rulekit.dsl.steps import ChoixEffet

    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Capitaine"), "2,-1": (0, "Mousse")}
    m = pt_declare(at(sans("Loyauté"), units, player=1), "contre Capitaine")
    assert not isinstance(m.top, ChoixEffet)
    m = pt_declare(at(CORSAIRES, units, player=1), "contre Capitaine")
    assert isinstance(m.top, ChoixEffet) and m.current_player == 0
    (swap,) = [x for x in pt_labels(m) if not x.startswith("renoncer")]
    pt_act(m, swap)
    assert m.units[m.unit_at("2,0")].card == "Mousse" and m.units[m.unit_at("2,-1")].card == "Capitaine"
    assert [m.units[d].card for d in m.combat.defenders] == ["Mousse"]


def test_contrebande_smugglers_are_summoned_onto_any_free_village_tile(sans):
    tiles = {"1,0": NEUTRAL, "5,0": "Village", "6,0": "Village", "7,0": "Forêt"}
    units = {"6,0": (1, "Conscrit")}
    without, with_it = ({x for x in pt_labels(at(f, units, tiles)) if x.startswith("invoquer Contrebandier")}
                        for f in both(sans, "Contrebande"))
    assert without == set() and with_it == {"invoquer Contrebandier en 5,0"}


def test_pillage_after_capturing_an_enemy_the_buccaneer_may_move_a_tile(sans):
    def won(corsaires):
        tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "3,0": NEUTRAL}
        m = pt_declare(at(corsaires, {"1,0": (0, "Flibustier"), "2,0": (1, "Conscrit")}, tiles), "proche (Mêlée)")
        pt_roll(m, 6, 6, 6); pt_roll(m, 6, 6); pt_roll(m, 1); pt_roll(m, 1, 1)
        return m

    m = won(sans("Pillage"))
    assert m.current_player == 1   # the turn passed
    m = won(CORSAIRES)
    assert m.current_player == 0 and m.units[m.unit_at("2,0")].card == "Flibustier"
    assert sorted(pt_labels(m)) == ["Pillage : Flibustier n°1 (J1) → 1,0", "Pillage : Flibustier n°1 (J1) → 3,0",
                                    "renoncer (Pillage)"]


# --- the scratch list: read, and acting as written ----------------------------------------------------------------
def test_ship_boys_each_count_as_two_helping_an_attacking_ally(avec, nue):
    f = avec("Mousse", "Les Mousses comptent chacun pour deux unités quand ils aident un allié qui attaque.")
    units = {"1,0": (0, "Flibustier"), "2,0": (1, "Conscrit"), "3,-1": (0, "Mousse")}
    flib = "proche (Mêlée) : Flibustier"
    assert attack(nue, units, label=flib)["situation"][0] == 1 and attack(f, units, label=flib)["situation"][0] == 2
    units = {"1,0": (1, "Conscrit"), "2,0": (0, "Flibustier"), "3,-1": (0, "Mousse")}   # helping a defender: once
    assert attack(f, units, player=1)["situation"][1] == attack(nue, units, player=1)["situation"][1] == 1


def test_the_captain_next_to_a_ship_boy_rolls_one_defence_die_more(avec, nue):
    f = avec("Capitaine", "Lorsque le Capitaine est adjacent à au moins un Mousse allié, il lance un dé de défense "
                          "supplémentaire.")
    for boy, more in (("3,-1", 1), ("6,0", 0)):
        units = {"1,0": (1, "Conscrit"), "2,0": (0, "Capitaine"), boy: (0, "Mousse")}
        assert attack(nue, units, player=1, label="contre Capitaine")["d_dice"] == (3, 3)
        assert attack(f, units, player=1, label="contre Capitaine")["d_dice"] == (3, 3 + more)


def test_a_gunner_throws_two_defence_dice_whatever_its_card(avec, nue):
    f = avec("Canonnier", "Un Canonnier ne lance que deux dés de défense.")
    units = {"1,0": (0, "Canonnier"), "2,0": (1, "Conscrit")}
    assert attack(nue, units, label="distante")["a_dice"] == (3, 1)
    assert attack(f, units, label="distante")["a_dice"] == (3, 2)


def test_the_enemy_a_gunner_attacks_on_a_hill_rolls_one_defence_die_more(avec, nue):
    f = avec("Canonnier", "Lorsqu'un Canonnier attaque un ennemi sur une tuile Colline, l'ennemi lance un dé de défense "
                          "supplémentaire.")
    units = {"1,0": (0, "Canonnier"), "2,0": (1, "Conscrit")}
    for own, target, more in ((NEUTRAL, "Colline", 1), ("Colline", NEUTRAL, 0)):
        tiles = {"1,0": own, "2,0": target}
        assert attack(nue, units, tiles, label="distante")["d_dice"] == (0, 1)
        assert attack(f, units, tiles, label="distante")["d_dice"] == (0, 1 + more)


def test_the_attacker_of_a_smuggler_in_melee_must_reroll_its_sixes(avec, nue):
    f = avec("Contrebandier", "Lorsqu'un Contrebandier est attaqué au corps à corps, l'attaquant doit relancer ses 6.")
    units = {"1,0": (1, "Conscrit"), "2,0": (0, "Contrebandier")}
    assert attack(nue, units, player=1)["a_grants"] == []
    (g,) = attack(f, units, player=1)["a_grants"]
    assert g.qui == "soi" and g.valeurs == (6,) and g.obligatoire
    units = {"1,0": (1, "Archer"), "2,0": (0, "Contrebandier")}   # shot at: no
    assert attack(f, units, player=1, label="distante")["a_grants"] == []


def test_a_buccaneer_next_to_the_captain_may_reroll_a_die(avec, nue):
    f = avec("Capitaine", "Tant qu'un Capitaine est adjacent à un Flibustier allié, celui-ci peut relancer un dé.")
    units = {"1,0": (0, "Flibustier"), "2,0": (1, "Conscrit"), "1,-1": (0, "Capitaine")}
    assert attack(nue, units)["a_grants"] == []
    (g,) = attack(f, units)["a_grants"]
    assert g.qui == "soi" and not g.tous and not g.obligatoire
    units = {"1,0": (0, "Capitaine"), "2,0": (1, "Conscrit"), "1,-1": (0, "Flibustier")}   # the Captain himself: no
    assert attack(f, units, label="proche (Mêlée) : Capitaine")["a_grants"] == []


def test_on_water_the_siren_is_no_target_of_a_distant_attack(avec):
    f = avec("Sirène", "Si la Sirène est sur une tuile Eau, elle ne peut pas être prise pour cible par des Attaques "
                       "Distantes.")
    units = {"1,0": (1, "Archer"), "2,0": (0, "Sirène")}
    for terrain, shot in ((E, False), (NEUTRAL, True)):
        labels = pt_labels(at(f, units, {"1,0": NEUTRAL, "2,0": terrain}, player=1))
        assert any(x.startswith("attaque distante") for x in labels) is shot
        assert any(x.startswith("attaque proche") for x in labels)


def test_enemies_next_to_the_siren_defend_worse_against_magic(avec, nue):
    f = avec("Sirène", "Les ennemis adjacents à une Sirène lancent un dé de défense de moins contre la Magie.")
    units = {"1,0": (0, "Sirène"), "2,0": (1, "Mage Rouge")}
    assert attack(nue, units, label="proche (Magie)")["d_dice"] == (2, 3)
    assert attack(f, units, label="proche (Magie)")["d_dice"] == (2, 2)
    assert attack(f, units, label="proche (Mêlée)")["d_dice"] == attack(nue, units, label="proche (Mêlée)")["d_dice"]


def test_at_the_end_of_its_turn_a_smuggler_may_move_a_tile(avec, nue):
    f = avec("Contrebandier", "À la fin de votre tour, un Contrebandier peut se déplacer d'une tuile.")
    tiles = {c: NEUTRAL for c in ("0,0", "1,0", "2,0", "5,0", "6,0")}
    units = {"0,0": (0, "Mousse"), "5,0": (0, "Contrebandier"), "2,0": (1, "Conscrit")}
    m = at(nue, units, tiles)
    pt_act(m, "déplacer Mousse de 0,0 vers 1,0")
    assert m.current_player == 1
    m = at(f, units, tiles)
    pt_act(m, "déplacer Mousse de 0,0 vers 1,0")
    assert m.current_player == 0 and "Essai : Contrebandier n°1 (J1) → 6,0" in pt_labels(m)


def test_the_captain_may_move_when_a_ship_boy_is_beaten(avec, nue):
    def beaten(f):
        tiles = {c: NEUTRAL for c in ("1,0", "2,0", "5,0", "6,0")}
        m = pt_declare(at(f, {"1,0": (1, "Conscrit"), "2,0": (0, "Mousse"), "5,0": (0, "Capitaine")}, tiles, player=1),
                       "proche (Mêlée)")
        pt_roll(m, 6); pt_roll(m, 6, 6); pt_roll(m, 1); pt_roll(m, 1, 1)   # the Mousse beaten, the Conscrit stays
        return m

    assert beaten(nue).current_player == 0 and not any(x.startswith("Essai") for x in pt_labels(beaten(nue)))
    m = beaten(avec("Capitaine", "Lorsqu'un Mousse est battu, le Capitaine peut se déplacer d'une tuile."))
    assert m.current_player == 0 and "Essai : Capitaine (J1) → 6,0" in pt_labels(m)


def test_the_captain_may_take_the_place_of_an_attacked_neighbour(avec):
    from rulekit.dsl.steps import ChoixEffet

    f = avec("Capitaine", "Dès qu'un allié adjacent est attaqué, le Capitaine peut prendre sa place.")
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Mousse"), "2,-1": (0, "Capitaine")}
    m = pt_declare(at(f, units, player=1), "contre Mousse")
    assert isinstance(m.top, ChoixEffet)
    pt_act(m, "Essai : Mousse")
    assert [m.units[d].card for d in m.combat.defenders] == ["Capitaine"]


def test_the_siren_may_attack_any_water_tile(avec, nue):
    f = avec("Sirène", "La Sirène peut attaquer n'importe quelle tuile Eau.")
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "5,0": E, "6,0": NEUTRAL}
    units = {"1,0": (0, "Sirène"), "5,0": (1, "Conscrit"), "6,0": (1, "Archer")}
    assert not any("5,0" in x for x in pt_labels(at(nue, units, tiles)))
    far = {x for x in pt_labels(at(f, units, tiles)) if "Conscrit en 5,0" in x}
    assert far and all(x.startswith("attaque proche") for x in far)
    assert not any("6,0" in x for x in pt_labels(at(f, units, tiles)))


# --- the scratch list: refused, with a reason a player would accept --------------------------------------------
@pytest.mark.parametrize("card, sentence, said", [
    ("Contrebandier", "Les Contrebandiers en réserve peuvent être invoqués sur une tuile adjacente à un Contrebandier "
     "allié.", "le jeu choisit une tuile par son terrain et si elle est vide"),
    ("Sirène", "Quand la Sirène attaque en Magie, l'unité attaquée ne peut pas relancer ses dés.",
     "donne des relances, il n'en retire aucune"),
    ("Flibustier", "Lorsqu'un Flibustier est détruit, les Mousses adjacents lancent un dé d'attaque supplémentaire.",
     "il ne peut pas attendre un événement"),
    # it compiled, and moved the Sirène: the Mousses said were dropped (the move offered is the bearer's own)
    ("Sirène", "Lorsqu'une Sirène bat un ennemi, les Mousses adjacents peuvent se déplacer d'une tuile.",
     "un déplacement après un événement est celui de l'unité qui porte la capacité"),
    # it compiled and never acted: the Mousse beaten is off the map when it is told, next to nothing
    ("Capitaine", "Chaque fois qu'un Mousse allié adjacent est battu, le Capitaine peut se déplacer d'une tuile.",
     "ce qui est adjacent à une unité battue"),
    ("Flibustier", "Lorsqu'un Flibustier bat un ennemi adjacent à un Mousse allié, il peut se déplacer d'une tuile.",
     "ce qui est adjacent à une unité battue"),
    # it compiled and never acted: her allies never fight her, her fight says nothing of their dice
    ("Sirène", "Lorsqu'une Sirène est attaquée, ses alliés adjacents lancent un dé de défense supplémentaire.",
     "les alliés de l'unité qui porte la capacité ne la combattent pas"),
])
def test_refused_with_what_the_game_does(tmp_path, card, sentence, said):
    from rulekit.dsl import RulesSemanticError
    from rulekit.dsl.load import load_faction

    with pytest.raises(RulesSemanticError, match=said):
        load_faction(file_with(CORSAIRES, card, sentence, tmp_path))


# --- whole matches -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("other", ["haut_roi", "foret_sombre"])
def test_the_faction_plays_whole_matches(seed, other):
    import rulekit

    game = rulekit.load_game("pocket_tactics")
    for factions in (f"{CORSAIRES},{other}", f"{other},{CORSAIRES}"):
        m = game.new_match(seed=seed, factions=factions)
        m.play_random(random.Random(seed))
        assert m.is_over
