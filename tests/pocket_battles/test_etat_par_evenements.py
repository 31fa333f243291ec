"""The turn's own records (extra dice of an order, units ordered, the redeployed unit) change only
through events, like the rest of the state.

DESIGN.md: "every change of state is a typed Event, offered to replacements, applied,
logged and then fired at triggers". So applying a decision's logged events to the state
before it gives the state after it (the procedure's stack aside).
"""

import random

import pytest

from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing.invariants import unexplained_fields
from rulekit_games.pocket_battles.evenements import AttaqueLancee, OrdreDonne, Tableau, UniteDeplacee

from .conftest import GAME, bataille, des, finir_tour, jouer, unite


def replay_mismatches(before, after, first_event):
    return unexplained_fields(before, after, first_event)


@pytest.mark.parametrize("seed", [1, 4, 5])
def test_replaying_the_events_of_each_decision_reproduces_the_state(seed):
    m = GAME.new_match(seed=seed)
    rng = random.Random(seed)
    seen = set()
    while not m.is_over:
        before, n = m.clone(), len(m.events)
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
        assert replay_mismatches(before, m, n) == [], f"after {m.events[-1].text(m)!r}"
        seen |= {f for f in ("bonus_des", "ordonnees", "redeploye") if getattr(m, f)}
    assert seen == {"bonus_des", "ordonnees", "redeploye"}  # each was set, and replayed


def _exciter():
    m = bataille([unite("R1", 0, "Légionnaire×3, Centurion", "arrière", 1),
                  unite("R2", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : charger")
    return m


def test_the_order_carries_the_turn_s_action_and_the_extra_die():
    m = _exciter()
    order = m.events[-1]
    assert order == OrdreDonne(0, "R2", "charger", 1, action_du_tour=True) and m.ordonnees == ["R2"]
    jouer(m, "ordre à R1")
    bonus = m.events[-1]
    assert bonus == OrdreDonne(0, "R1", "ordre pour un dé", 1, bonus_pour="R2", bonus_des=1)
    assert m.bonus_des == {"R2": 1} and m.ordonnees == ["R2"]  # R1's order is not its action
    assert m.log()[-1] == "Ordre « ordre pour un dé » à R1 : 1 jeton(s)."  # the same line as before


def test_the_extra_die_is_used_up_when_the_attack_rolls_it():
    m = _exciter()
    jouer(m, "ordre à R1")
    jouer(m, "charger C1")
    assert m.bonus_des == {"R2": 1}  # the three dice are in the air
    before, n = m.clone(), len(m.events)
    des(m, 1, 1, 1)
    lancee = next(e for e in m.events[n:] if isinstance(e, AttaqueLancee))
    assert lancee.des == (1, 1, 1) and m.bonus_des == {}
    lancee.apply(before)
    assert before.bonus_des == {}


def test_unused_extra_dice_lapse_with_the_end_of_the_turn():
    m = _exciter()
    jouer(m, "ordre à R1")
    before, n = m.clone(), len(m.events)
    rng = random.Random(0)
    while not any(isinstance(e, Tableau) for e in m.events[n:]):  # play the turn out
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else m.legal_actions()[0])
    tableau = next(e for e in m.events[n:] if isinstance(e, Tableau))
    assert before.bonus_des == {"R2": 1}
    tableau.apply(before)
    assert before.bonus_des == {} == m.bonus_des


def test_the_redeployment_records_the_unit_that_may_not_act():
    m = bataille([unite("R2", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
    jouer(m, "redéployer R2 [Légionnaire×2] → avant gauche")
    moved = m.events[-1]
    assert isinstance(moved, UniteDeplacee) and moved.comment == "redéploiement" and m.redeploye == "R2"
    fresh = bataille([unite("R2", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
    moved.apply(fresh)
    assert fresh.redeploye == "R2"
