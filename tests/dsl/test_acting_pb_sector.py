"""Pocket Battles: an aura over the bearer's whole sector (« Les Unités alliées du même Secteur lancent un dé
supplémentaire durant un Combat », « … dans le même Secteur que cette Unité », « … situées dans le Secteur de
cette Unité »), played: a friendly unit fighting in the bearer's sector throws the die, one fighting in another
sector, or an enemy, does not (``match.secteur_of``). Refused where the game says no sector."""

import attrs
import pytest

from rulekit import dsl
from tests.pocket_battles.conftest import bataille, finir_tour, jouer, unite

from .acting import pb_dice, pb_give, refused

G = "pocket_battles"

SAME_SECTOR = [
    "Les Unités alliées du même Secteur lancent un dé supplémentaire durant un Combat.",
    "Les Unités alliées dans le même Secteur que cette Unité lancent un dé supplémentaire durant un Combat.",
    "Les Unités alliées situées dans le Secteur de cette Unité lancent un dé supplémentaire durant un Combat.",
]


def combat(bearer_sector, bearer_side=0, fighter="R1"):
    """R1 (Légionnaires, player 0) and C1 (Guerriers, player 1) already fight in sector 1; ``fighter`` pursues
    the combat. B1, the bearer (Auxiliaires for player 0, Archers for player 1), stands at the Rear of
    ``bearer_sector``."""
    bearer = "Auxiliaire×2" if bearer_side == 0 else "Archer×2"
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1),
                  unite("B1", bearer_side, bearer, "arrière", bearer_sector)],
                 joueur=0 if fighter == "R1" else 1, contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, f"{fighter} [{'Légionnaire×2' if fighter == 'R1' else 'Guerrier×2'}] : poursuivre le combat")
    return m


@pytest.mark.parametrize("sentence", SAME_SECTOR)
def test_an_ally_fighting_in_the_bearer_s_sector_throws_a_die_more(monkeypatch, sentence):
    assert pb_dice(combat(1)) == {1}
    pb_give(monkeypatch, "Auxiliaire", sentence)
    assert pb_dice(combat(1)) == {2}


@pytest.mark.parametrize("sentence", SAME_SECTOR)
def test_an_ally_in_another_sector_throws_no_die_more(monkeypatch, sentence):
    pb_give(monkeypatch, "Auxiliaire", sentence)
    assert pb_dice(combat(0)) == {1}
    assert pb_dice(combat(2)) == {1}


def test_an_enemy_in_the_bearer_s_sector_throws_no_die_more(monkeypatch):
    """B1 is player 1's here: R1, its enemy, fights in its sector and throws its one die."""
    pb_give(monkeypatch, "Archer", SAME_SECTOR[0])
    assert pb_dice(combat(1, bearer_side=1)) == {1}


def test_the_enemies_of_the_sector_throw_a_die_more(monkeypatch):
    m = combat(1, fighter="C1")
    assert pb_dice(m) == {1}
    pb_give(monkeypatch, "Auxiliaire", "Les Unités ennemies du même Secteur lancent un dé supplémentaire durant "
                                       "un Combat.")
    assert pb_dice(combat(1, fighter="C1")) == {2}
    assert pb_dice(combat(0, fighter="C1")) == {1}


def test_another_division_is_refused():
    refused(G, "Les Unités alliées de la même Zone lancent un dé supplémentaire durant un Combat.",
            "ne dit pas où se tient une unité par Zone")


def test_a_game_without_sectors_refuses_it():
    v = attrs.evolve(dsl.vocabulary_of(G), sectors=())
    ast = dsl.parse_ability(SAME_SECTOR[0], vocabulary=v)
    with pytest.raises(dsl.RulesSemanticError, match="ne divise pas le Champ de Bataille en Secteurs"):
        dsl.compile_ability(ast, name="t", vocabulary=v)


@pytest.mark.parametrize("text", [
    "Les unités alliées du même Secteur lancent un dé de défense supplémentaire.",
])
def test_pocket_tactics_has_no_sector(text):
    with pytest.raises(dsl.RulesSyntaxError, match="Secteur"):
        dsl.parse_ability(text, game="pocket_tactics")


def test_the_sector_of_another_unit_is_refused():
    with pytest.raises(dsl.RulesSyntaxError, match="que cette Unité"):
        dsl.parse_ability("Les Unités alliées dans le même Secteur qu'un Druide lancent un dé supplémentaire "
                          "durant un Combat.", game=G)


@pytest.mark.parametrize("sentence, dice", [
    ("Les Unités alliées du même Secteur lancent un dé supplémentaire lors d'un Combat, sauf si elles sont à "
     "l'Arrière.", 2),
    ("Les Unités alliées du même Secteur lancent un dé supplémentaire lors d'un Combat, sauf si elles sont dans "
     "la Zone de Combat.", 1),
    ("Durant un Combat, les Unités alliées du même Secteur lancent un dé supplémentaire, sauf si elles sont dans "
     "la Zone de Combat.", 1),
    # the singular is the bearer (at the Rear)
    ("Tant qu'elle est à l'Arrière d'un Secteur, les Unités alliées du même Secteur lancent un dé supplémentaire "
     "durant un Combat.", 2),
])
def test_the_zone_said_of_the_allies_is_the_ally_s(monkeypatch, sentence, dice):
    """Audit 6: « elles » after « Les Unités alliées … » is the ally fighting (R1, in the Combat zone), not the
    bearer (B1, at the Rear): before, « sauf si elles sont à l'Arrière » gave R1 nothing and « sauf si elles sont
    dans la Zone de Combat » gave it the die."""
    pb_give(monkeypatch, "Auxiliaire", sentence)
    assert pb_dice(combat(1)) == {dice}
