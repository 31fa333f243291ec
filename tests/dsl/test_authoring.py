"""The authoring story: a faction written only as a test data file, with abilities no game
ships (« Rage », « Peau de pierre »), loads, compiles and plays whole matches."""

import random
from pathlib import Path

import pytest

import rulekit
from rulekit import dsl
from rulekit.records import Dice

from . import escarmouche

FACTIONS = Path(__file__).parent / "data" / "escarmouche" / "factions"
TROLLS, NAINS = str(FACTIONS / "trolls.txt"), str(FACTIONS / "nains.txt")


@pytest.fixture(scope="module")
def game():
    g = escarmouche.game((TROLLS, NAINS))
    plugin = escarmouche.Plugin(g)
    rulekit.register(plugin, name="escarmouche-test")
    yield g
    rulekit.unregister(plugin)


def test_the_new_faction_loads_with_its_own_abilities():
    trolls = dsl.load_faction(TROLLS)
    assert trolls.name == "Trolls des Collines" and trolls.unit("Troll").stats == {"nombre": 2, "force": 1, "type": "Géant"}
    rage, skin = trolls.abilities_of("Troll")
    assert (rage.name, skin.name) == ("Rage", "Peau de pierre")
    assert [m.query for m in rage.modifiers] == ["dés de combat"] and [r.event for r in skin.replacements] == ["battu"]


def test_rage_gives_trolls_two_more_dice(game):
    m = game.new_match(seed=1)
    trolls = [u for u in m.alive if m.owner(u) == 0]
    dwarves = [u for u in m.alive if m.owner(u) == 1]
    assert m.query("dés de combat", 1, unite=trolls[0]) == 3
    assert m.query("dés de combat", 2, unite=dwarves[0]) == 2


def test_peau_de_pierre_saves_a_troll_on_5_or_6(game):
    m = game.new_match(seed=1)
    troll, dwarf = 0, 2
    m.stack.append(escarmouche.Suite(1))   # something under the save, as in a real attack
    m.emit(escarmouche.BattuEsc(troll, dwarf, "Mêlée"))
    assert troll in m.alive and m.current_player is rulekit.CHANCE
    m.apply(Dice((5,)))
    assert troll in m.alive and m.events[-1].kind == "survie"
    m.stack.append(escarmouche.Suite(1))
    m.emit(escarmouche.BattuEsc(troll, dwarf, "Mêlée"))
    m.apply(Dice((4,)))
    assert troll not in m.alive


@pytest.mark.parametrize("seed", range(8))
def test_whole_matches_play_and_save(game, seed):
    m = game.new_match(seed=seed)
    m.play_random(random.Random(seed))
    assert m.is_over and m.events[-1].kind == "fin de partie"
    assert rulekit.loads(rulekit.dumps(m)) == m
    assert any(e.kind == "dés lancés" and len(e.values) == 3 for e in m.events)  # a Troll's raging roll
