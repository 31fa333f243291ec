"""Pocket-Tactics: a unit named by whom it fights, or by where it stands, in a sentence whose
subject is another unit (audit 4). Each of these compiled and acted wrongly before:

- « L'unité qui attaque un Lancier lance un dé d'attaque de moins » was read as the Lancier
  itself attacking (« l'unité » is the bearer): the Lancier's attacker lost nothing;
- « … attaqué par une unité qui se trouve sur une tuile Colline », « … contre une unité qui se
  trouve sur une tuile Forêt », « Lorsqu'un Lancier sur une tuile Colline est attaqué, … »: the
  place of the unit named was dropped, the dice changed on every tile;
- « Une unité ennemie … lorsqu'elle est attaquée par un Archer »: every Archer of the army (one
  on the map, the others in reserve) took its die away, not the one that attacks.
"""

from rulekit import dsl
from rulekit_games.pocket_tactics import attaque

from .acting import NEUTRAL, pt_declare, pt_give, pt_position

EVEN = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}


def dice(monkeypatch, sentence, bearer, units, tiles, attack):
    """(attacker's attack dice, defender's defence dice) of the attack labelled ``attack``, the
    cards all rolling 2 and 2, ``bearer`` bearing ``sentence`` (None: no ability at all)."""
    for _, card in units.values():
        pt_give(monkeypatch, card, dice=EVEN)
    if sentence is not None:
        pt_give(monkeypatch, bearer, sentence, dice=EVEN)
    player = next(p for cell, (p, c) in units.items() if attack.split(" : ")[1].startswith(c))
    m = pt_declare(pt_position(units, tiles, player=player), attack)
    c = m.combat
    return attaque.dice_of(m, c.attacker, 0, "attaque"), attaque.defender_dice(m)[1]


def test_the_unit_that_attacks_a_lancier_is_its_opponent(monkeypatch):
    said = "L'unité qui attaque un Lancier lance un dé d'attaque de moins."
    v = dsl.vocabulary_of("pocket_tactics")
    assert dsl.parse_ability(said, vocabulary=v) == dsl.parse_ability(
        "Lorsqu'un Lancier est attaqué, son adversaire lance un dé d'attaque de moins.", vocabulary=v)
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Druide")}
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL}
    against = "attaque proche (Mêlée) : Druide en 2,0 contre Lancier en 1,0"
    assert dice(monkeypatch, None, "Lancier", units, tiles, against) == (2, 2)
    assert dice(monkeypatch, said, "Lancier", units, tiles, against) == (1, 2)
    by = "attaque proche (Mêlée) : Lancier en 1,0 contre Druide en 2,0"
    assert dice(monkeypatch, said, "Lancier", units, tiles, by) == (2, 2)  # the Lancier's own attack


def test_the_place_of_the_attacker_named(monkeypatch):
    said = ("Lorsqu'un Lancier est attaqué par une unité qui se trouve sur une tuile Colline, "
            "il lance un dé de défense de moins.")
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Druide")}
    against = "attaque proche (Mêlée) : Druide en 2,0 contre Lancier en 1,0"
    assert dice(monkeypatch, said, "Lancier", units, {"1,0": NEUTRAL, "2,0": "Colline"}, against) == (2, 1)
    assert dice(monkeypatch, said, "Lancier", units, {"1,0": NEUTRAL, "2,0": NEUTRAL}, against) == (2, 2)
    assert dice(monkeypatch, said, "Lancier", units, {"1,0": "Colline", "2,0": NEUTRAL}, against) == (2, 2)


def test_the_place_of_the_target_named(monkeypatch):
    said = "Les Archers lancent deux dés d'attaque de moins contre une unité qui se trouve sur une tuile Forêt."
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    by = "attaque proche (Mêlée) : Archer en 1,0 contre Druide en 2,0"
    assert dice(monkeypatch, said, "Archer", units, {"1,0": NEUTRAL, "2,0": "Forêt"}, by) == (0, 2)
    assert dice(monkeypatch, said, "Archer", units, {"1,0": NEUTRAL, "2,0": NEUTRAL}, by) == (2, 2)
    assert dice(monkeypatch, said, "Archer", units, {"1,0": "Forêt", "2,0": NEUTRAL}, by) == (2, 2)


def test_the_place_of_the_bearer_in_the_circumstance(monkeypatch):
    said = "Lorsqu'un Lancier sur une tuile Colline est attaqué, son adversaire lance un dé de moins."
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Druide")}
    against = "attaque proche (Mêlée) : Druide en 2,0 contre Lancier en 1,0"
    assert dice(monkeypatch, said, "Lancier", units, {"1,0": "Colline", "2,0": NEUTRAL}, against) == (1, 2)
    assert dice(monkeypatch, said, "Lancier", units, {"1,0": NEUTRAL, "2,0": "Colline"}, against) == (2, 2)


def test_the_unit_of_a_kind_a_circumstance_names_bears_it_alone(monkeypatch):
    said = ("Une unité ennemie qui se trouve sur une tuile Eau lance un dé de défense de moins "
            "lorsqu'elle est attaquée par un Archer.")
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide"), "5,5": (0, "Archer")}
    tiles = {"1,0": NEUTRAL, "2,0": "Eau", "5,5": NEUTRAL}
    by = "attaque proche (Mêlée) : Archer en 1,0 contre Druide en 2,0"
    assert dice(monkeypatch, said, "Archer", units, tiles, by) == (2, 1)  # one die, not one per Archer
    assert dice(monkeypatch, said, "Archer", units, {**tiles, "2,0": NEUTRAL}, by) == (2, 2)
