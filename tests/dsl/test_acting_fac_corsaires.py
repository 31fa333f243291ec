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
  from the bearer's side (``Compiler._fight_of_bearer``, ``compiler.bearer_terrain``).
- The rest of the file and most of the scratch list act as written (tests below).
"""

from __future__ import annotations

import pathlib
import random

import pytest

from rulekit import CHANCE

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
