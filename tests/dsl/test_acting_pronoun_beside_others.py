"""A condition said beside units other than the bearer (an aura: « Tant que cette Unité est à l'Arrière, les Unités
alliées du même Secteur … ») is the bearer's when it names the bearer, theirs when its pronoun stands for them (lead-pb2).

Checked with built battles: Pocket Battles' zone (« Tant que cette Unité est à l'Arrière », « Si cette Unité est dans la
Zone Avant ») and tokens carried were read of the bearer beside a group, as they should. Two pronouns were misread:
- « Une Unité alliée du même Secteur lance un dé de plus lors d'un Tir tant qu'elle est dans la Zone Avant »: « elle » is
  the ally (it agrees with it) and was read as the bearer; its tokens (« tant qu'elle porte un Jeton Blessure ») alike:
  now the ally's zone, and the tokens of another unit refused as the plural « elles » already was;
- Pocket-Tactics « Tant qu'elle est sur une tuile Eau, les ennemis adjacents … »: « elle » (the Sirène: no « ennemis »)
  was read as the enemy asked, its tile the enemy's; a pronoun that cannot stand for the group is the bearer
  (``canonical.bearer_pronoun``), the AST of « Tant que cette Unité est sur une tuile Eau, … ».
"""

import pytest

from rulekit import CHANCE
from tests.pocket_battles.conftest import bataille, finir_tour, jouer, labels, unite

from .acting import file_with, pb_give, refused
from .test_acting_fac_corsaires import CORSAIRES, E, NEUTRAL, attack


@pytest.fixture
def avec(tmp_path):
    """The Corsaires' file where one card bears one sentence, and no other card any ability."""
    return lambda card, sentence: file_with(CORSAIRES, card, sentence, tmp_path)


@pytest.fixture
def nue(tmp_path):
    return file_with(CORSAIRES, None, None, tmp_path)


def _thrown(m):
    return {len(o.values) for o, _ in m.chance_outcomes()} if m.current_player is CHANCE else {0}


def shooting_ally(bearer_zone, ally_zone="avant"):
    """Roman Sagittaires (at ``ally_zone`` of sector 1) shoot at Celts; the bearer, a Cavalier, stands at ``bearer_zone``
    of the same sector: the dice the Sagittaires throw."""
    m = bataille([unite("R1", 0, "Sagittaire×2", ally_zone, 1), unite("R2", 0, "Cavalier×2", bearer_zone, 1),
                  unite("C1", 1, "Guerrier×2", "avant", 1)])
    finir_tour(m)
    jouer(m, "R1 [Sagittaire×2] : tirer")
    if any(l.startswith("tirer sur") for l in labels(m)):
        jouer(m, "tirer sur C1")
    return _thrown(m)


def pursued_ally(bearer_zone):
    """Celtic Guerriers pursue a combat against Roman Légionnaires; the bearer, a Cavalier, stands at ``bearer_zone``
    of sector 1: the dice the Guerriers throw."""
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("R2", 0, "Cavalier×2", bearer_zone, 1),
                  unite("C1", 1, "Guerrier×2", "combat", 1)], contacts=[("R1", "C1")], joueur=1)
    finir_tour(m)
    jouer(m, "C1 [Guerrier×2] : poursuivre le combat")
    return _thrown(m)


# --- the bearer's zone beside a group: read of the bearer (checked, it was right) ------------------------------
@pytest.mark.parametrize("text", [
    "Tant que cette Unité est à l'Arrière, les Unités alliées du même Secteur lancent un dé de plus lors d'un Tir.",
    "Tant qu'elle est à l'Arrière, les Unités alliées du même Secteur lancent un dé de plus lors d'un Tir.",
])
def test_an_aura_while_the_bearer_is_at_the_rear(monkeypatch, text):
    """The Sagittaires shoot from the Front: the die more comes while the Cavalier is at the Rear, never from their own
    zone."""
    assert (shooting_ally("arrière"), shooting_ally("avant")) == ({1}, {1})
    pb_give(monkeypatch, "Cavalier", text)
    assert (shooting_ally("arrière"), shooting_ally("avant")) == ({2}, {1})


@pytest.mark.parametrize("text", [
    "Si cette Unité est dans la Zone Avant, les Unités ennemies du même Secteur lancent un dé de moins lors d'un Combat.",
    "Les Unités ennemies du même Secteur lancent un dé de moins lors d'un Combat si elle est dans la Zone Avant.",
])
def test_enemies_lose_a_die_while_the_bearer_is_at_the_front(monkeypatch, text):
    """The Guerriers fight in the Combat zone: the die less comes of the Cavalier's Front."""
    assert (pursued_ally("avant"), pursued_ally("arrière")) == ({1}, {1})
    pb_give(monkeypatch, "Cavalier", text)
    assert (pursued_ally("avant"), pursued_ally("arrière")) == ({0}, {1})


def test_an_aura_while_the_bearer_carries_a_wound(monkeypatch):
    def dice(blessures):
        m = bataille([unite("R1", 0, "Sagittaire×2", "avant", 1), unite("R2", 0, "Cavalier×2", "arrière", 1,
                                                                        blessures=blessures),
                      unite("C1", 1, "Guerrier×2", "avant", 1)], reserve=(6 - sum(blessures), 6))
        finir_tour(m)
        jouer(m, "R1 [Sagittaire×2] : tirer")
        jouer(m, "tirer sur C1")
        return _thrown(m)

    pb_give(monkeypatch, "Cavalier", "Tant qu'elle porte un Jeton Blessure, les Unités alliées du même Secteur lancent "
            "un dé de plus lors d'un Tir.")
    assert (dice(()), dice([1])) == ({1}, {2})


# --- a pronoun that stands for the group: the unit asked (it was the bearer) -----------------------------------
@pytest.mark.parametrize("text", [
    "Une Unité alliée du même Secteur lance un dé de plus lors d'un Tir tant qu'elle est dans la Zone Avant.",
    "Chaque Unité alliée du même Secteur lance un dé de plus lors d'un Tir si elle est dans la Zone Avant.",
    "Les Unités alliées du même Secteur lancent un dé de plus lors d'un Tir si elles sont dans la Zone Avant.",
])
def test_the_allys_own_zone(monkeypatch, text):
    """The Sagittaires shoot from the Front wherever the Cavalier stands: « elle » is the ally asked (the die came only
    while the Cavalier stood at the Front)."""
    pb_give(monkeypatch, "Cavalier", text)
    assert (shooting_ally("arrière"), shooting_ally("avant")) == ({2}, {2})


def test_the_tokens_of_the_ally_asked_are_refused():
    """« elle » is the ally: its tokens are refused as « elles » was (it read the bearer's)."""
    refused("pocket_battles", "Une Unité alliée du même Secteur lance un dé de plus lors d'un Tir tant qu'elle porte un "
            "Jeton Blessure.", "seuls les jetons de l'unité qui porte la capacité")


# --- Pocket-Tactics: the bearer's tile said by a pronoun that cannot stand for the group ---------------------------
@pytest.mark.parametrize("sentence", [
    "Tant qu'elle est sur une tuile Eau, les ennemis adjacents lancent un dé d'attaque de moins.",
    "Les ennemis adjacents lancent un dé d'attaque de moins tant qu'elle est sur une tuile Eau.",
])
def test_the_sirens_tile_said_by_her_pronoun(avec, nue, sentence):
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Sirène")}
    for epeiste, sirene, lost in ((NEUTRAL, E, 1), (E, NEUTRAL, 0), (E, E, 1), (NEUTRAL, NEUTRAL, 0)):
        tiles = {"1,0": epeiste, "2,0": sirene}
        assert attack(nue, units, tiles, player=1)["a_dice"] == (3, 3)
        assert attack(avec("Sirène", sentence), units, tiles, player=1)["a_dice"] == (3 - lost, 3), (epeiste, sirene)


def test_a_pronoun_that_agrees_with_the_group_is_the_enemys_tile(avec):
    sentence = "Un ennemi adjacent lance un dé d'attaque de moins tant qu'il est sur une tuile Eau."
    units = {"1,0": (1, "Épéiste"), "2,0": (0, "Sirène")}
    for epeiste, sirene, lost in ((NEUTRAL, E, 0), (E, NEUTRAL, 1)):
        tiles = {"1,0": epeiste, "2,0": sirene}
        assert attack(avec("Sirène", sentence), units, tiles, player=1)["a_dice"] == (3 - lost, 3)


def test_what_is_next_to_the_enemy_asked(avec, nue):
    """« il » is the enemy asked: a Mousse next to it, not next to the Sirène (it was read next to the bearer)."""
    sentence = "Un ennemi adjacent lance un dé d'attaque de moins tant qu'il est adjacent à un Mousse."
    for mousse, lost in (("0,0", 1), ("3,0", 0)):   # next to the Épéiste only, next to the Sirène only
        units = {"1,0": (1, "Épéiste"), "2,0": (0, "Sirène"), mousse: (0, "Mousse")}
        label = "contre Sirène"
        assert attack(nue, units, player=1, label=label)["a_dice"] == (3, 3)
        assert attack(avec("Sirène", sentence), units, player=1, label=label)["a_dice"] == (3 - lost, 3), mousse
