"""Abilities a designer writes, in two faction files of new combinations of the DSL's primitives
(tests/core/designer/: 26 Pocket-Tactics abilities, 19 Pocket Battles characteristics): every
one is accepted by ``rulekit check``, and acts where its sentence says it does, in random
matches (with and without it, the same seeds) or in a position where it must matter.

Two sentences the compiler reads wrongly are kept here as strict expected failures, for the
grammar's owner: they pass, and must then lose their mark, once the compiler is fixed."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import factions
from rulekit.cli import main
from rulekit.testing import check_invariants

HERE = Path(__file__).parent / "designer"
TOUR, SAXONS = HERE / "ordre_de_la_tour.txt", HERE / "saxons.txt"


@pytest.mark.parametrize("path, abilities", [(TOUR, 26), (SAXONS, 19)])
def test_check_accepts_every_ability_of_the_designer_files(path, abilities):
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 0, result.output
    assert f"{abilities} capacité(s)" in result.output.splitlines()[0]


def test_a_token_taken_from_the_opponent_comes_back_when_its_unit_is_destroyed():
    """« Tant que cette Unité est sur le Champ de Bataille, l'Adversaire perd un Jeton Ordre »
    (the Ealdorman's Cor de guerre): once it is destroyed the opponent holds its tokens again.
    The game gave back only its owner's owed tokens when a tile left, so the Celts held 5
    tokens of their 6 for the rest of the match (invariant « jetons_conserves », seed 105)."""
    factions.clear_cache()
    report = check_invariants("pocket_battles", matches=1, seed=105, factions=f"{SAXONS},celtes")
    assert report.matches == 1


def _without(tmp_path, name: str) -> str:
    """The Ordre de la Tour with ``name`` taken out of its unit's abilities."""
    text = TOUR.read_text(encoding="utf-8")
    lines = [line.replace(f", {name}", "").replace(f"capacités : {name}, ", "capacités : ")
             if line.strip().startswith("capacités :") else line for line in text.splitlines()]
    path = tmp_path / f"sans_{len(name)}.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def _attack(path, units, label, player):
    """What the game asks for the attack whose label holds ``label``, in a position of ``units``
    (cell → (player, card)) of the Ordre de la Tour (player 1) against the Forêt Sombre."""
    from rulekit_games.pocket_tactics import attaque
    from rulekit_games.pocket_tactics.duel import position

    factions.clear_cache()
    match = position({c: "Terrain neutre" for c in units}, ("8,-8", "0,-8"), units, player=player,
                     factions=[path, "foret_sombre"])
    (action,) = [a for a in match.legal_actions() if label in a.label]
    match.apply(action)
    c = match.combat
    return (attaque.dice_of(match, c.attacker, 0, "attaque"), attaque.defender_dice(match))


def test_more_defence_dice_against_a_type(tmp_path):
    """Anti-bête: « Un Garde lance un dé de défense supplémentaire contre un Homme-Bête. » A
    Homme-Bête Maraudeur attacks a Garde in Mêlée: the Garde should roll 3 + 1 defence dice."""
    units = {"0,0": (0, "Garde"), "1,0": (1, "Homme-Bête Maraudeur")}
    with_it = _attack(str(TOUR), units, "Mêlée", player=1)[1]
    without = _attack(_without(tmp_path, "Anti-bête"), units, "Mêlée", player=1)[1]
    assert (with_it[1], without[1]) == (4, 3)


def test_more_attack_dice_against_a_type_only(tmp_path):
    """Tueur de morts: « Un Chevalier lance un dé d'attaque de plus contre un Mort-Vivant. » Against
    a Homme-Bête Stalker (not a Mort-Vivant) the Chevalier should roll its 3 dice, no more."""
    units = {"0,0": (0, "Chevalier"), "1,0": (1, "Homme-Bête Stalker")}
    assert _attack(str(TOUR), units, "Mêlée", player=0)[0] == 3
