"""The attack in progress (``match.combat``) changes only through events, like the rest of the state.

DESIGN.md: "every change of state is a typed Event, offered to replacements, applied,
logged and then fired at triggers". So applying a decision's logged events to the state
before it gives the state after it (the procedure's stack aside); and the events that
declare, narrow and end an attack carry what they change.
"""

import random

import attrs
import pytest

import rulekit
from rulekit.testing.invariants import unexplained_fields
from rulekit import CHANCE
from rulekit.chance import sample
from rulekit_games.pocket_tactics.attaque import ThrowDice
from rulekit_games.pocket_tactics.etat import (
    AttaqueAnnulee,
    AttaqueDeclaree,
    Combat,
    DefenseursRestants,
    Noyade,
    Permutation,
    ResultatCombat,
)

from .conftest import act, decline_rerolls, roll

V = "Village"
GAME = rulekit.load_game("pocket_tactics")


def replay_mismatches(before, after, first_event):
    return unexplained_fields(before, after, first_event)


@pytest.mark.parametrize("seed", range(4))
def test_replaying_the_events_of_each_decision_reproduces_the_state(seed):
    m = GAME.new_match(seed=seed)
    rng = random.Random(seed)
    attacks = 0
    while not m.is_over:
        before, n = m.clone(), len(m.events)
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
        assert replay_mismatches(before, m, n) == [], f"after {m.events[-1].text(m)!r}"
        attacks += m.combat is not None
    assert attacks  # attacks were in progress, and each change of them replayed


def _gardienne(pos, terrain=V):
    tiles = {"1,0": terrain, "2,0": V, "1,-1": V, "2,-1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Conscrit"), "1,-1": (0, "Jeune Fille au Bouclier"),
                                     "2,0": (1, "Homme-Bête Stalker")}, player=1)
    act(m, "attaque distante (Distance) : Homme-Bête Stalker en 2,0 contre Conscrit en 1,0")
    return m


def test_the_declaration_carries_the_attack_that_its_triggers_see(pos):
    m = _gardienne(pos)
    declared = next(e for e in m.events if isinstance(e, AttaqueDeclaree))
    conscrit, maiden, stalker = m.unit_at("1,0"), m.unit_at("1,-1"), m.unit_at("2,0")
    assert declared.combat == Combat(stalker, "2,0", "1,0", "Distance", False, (conscrit,))
    assert m.combat == declared.combat  # Gardienne's choice (a trigger on « attaque ») is asked now
    act(m, "Gardienne : Conscrit n°1 (J1)")
    assert isinstance(m.events[-1], Permutation) and m.combat.defenders == (maiden,)
    while not any(isinstance(e, ResultatCombat) for e in m.events):  # any dice, no reroll
        assert m.combat is not None
        if m.current_player is CHANCE:
            m.apply(m.chance_outcomes()[0][0])
        else:
            decline_rerolls(m)
    result = next(e for e in m.events if isinstance(e, ResultatCombat))
    assert result.combat == attrs.evolve(declared.combat, defenders=(maiden,))  # the attack that ends
    assert m.combat is None


def test_an_attack_whose_tile_changed_occupant_is_cancelled_by_an_event(pos):
    m = _gardienne(pos, terrain="Eau")
    act(m, "Gardienne : Conscrit n°1 (J1)")
    roll(m, 2)  # the Maiden arrives on water and drowns before the dice
    i = next(i for i, e in enumerate(m.events) if isinstance(e, AttaqueAnnulee))
    assert isinstance(m.events[i - 1], Noyade)
    assert m.events[i] == AttaqueAnnulee(m.unit_at("2,0"), "la tuile attaquée a changé d'occupant")
    assert m.combat is None and m.current_player == 0  # no dice: the next turn
    assert m.log()[i] == "L'attaque de Homme-Bête Stalker (J2) n'a pas lieu (la tuile attaquée a changé d'occupant)."


def test_an_attacker_drowning_on_its_way_ends_its_attack(pos):
    tiles = {"1,0": V, "2,0": "Eau"}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Maraudeur")})
    act(m, "attaque proche (Mêlée) : Épéiste en 1,0 contre Homme-Bête Maraudeur en 2,0")
    before, n = m.clone(), len(m.events)
    roll(m, 1)  # the drowning test before the dice
    noyade = next(e for e in m.events[n:] if isinstance(e, Noyade))
    noyade.apply(before)
    assert before.combat is None and m.combat is None  # the drowning itself ends the attack
    assert not any(isinstance(e, AttaqueAnnulee) for e in m.events)  # and says it: no other line


def test_defenders_gone_before_the_dice_narrow_the_attack_through_an_event(pos):
    tiles = {"1,0": V, "2,0": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Mage Rouge"), "2,0": (1, "Homme-Bête Maraudeur")},
            captured={1: ["Homme-Bête Stalker"]})
    mage, maraudeur = m.unit_at("1,0"), m.unit_at("2,0")
    gone = next(u.uid for u in m.units if u.card == "Homme-Bête Stalker" and u.where == "capturée")
    m.emit(AttaqueDeclaree(mage, maraudeur, "Magie", True, "2,0", m.describe("2,0"),
                           Combat(mage, "1,0", "2,0", "Magie", True, (maraudeur, gone))))
    m.push(ThrowDice())
    m._settle()
    assert m.events[-1] == DefenseursRestants((maraudeur,))
    assert m.combat.defenders == (maraudeur,) and m.current_player is CHANCE
    assert m.log()[-1] == "Restent en défense : Homme-Bête Maraudeur (J2)."
