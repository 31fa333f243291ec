"""The fast exact odds (:mod:`.cotes`) against the plain enumeration of :mod:`.odds`: the same
Fractions, side by side, so that the fast path can never drift from it unnoticed."""

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from rulekit_games.pocket_tactics import cotes, odds, unites

#: every kind of reroll :func:`.odds.plan` makes
POLICIES = (
    odds.situation_policy,
    odds.whole_policy(0),
    odds.whole_policy(1),
    odds.forced_policy(),
    odds.forced_policy((0,)),
    odds.forced_policy((1,)),
    odds.values_policy((0, 1), (1,)),
    odds.values_policy((0,), (1, 2)),
    odds.values_policy((1,), (5, 6)),
)
policies = st.lists(st.sampled_from(POLICIES), max_size=5)
dice = st.integers(0, 3)


def _normalised(side):
    weights, den = side
    return {state: Fraction(w, den) for state, w in weights.items() if w}


def _enumerated(att, dfn, steps):
    side = odds.initial(att, dfn)
    for policy in steps:
        side = odds.apply_policy(side, policy)
    return side


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(att=dice, dfn=dice, steps=policies)
def test_a_side_has_the_same_distribution_as_enumerated(att, dfn, steps):
    assert _normalised(cotes.full(cotes.side(att, dfn, steps))) == _normalised(_enumerated(att, dfn, steps))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(a=st.tuples(dice, dice), d=st.tuples(dice, dice),
       steps=st.lists(st.tuples(st.sampled_from("ad"), st.sampled_from(POLICIES)), max_size=5))
def test_the_four_outcomes_are_those_of_the_enumeration(a, d, steps):
    a_side = _enumerated(*a, [p for s, p in steps if s == "a"])
    d_side = _enumerated(*d, [p for s, p in steps if s == "d"])
    assert cotes.odds(a, d, steps) == odds.combine(a_side, d_side)


def test_the_fast_side_is_smaller():
    """Dice showing 4–6 stay unread through the situational rerolls: 400 states for 3 + 3 dice,
    not 3,136 (the point of the module; a regression here is a slowdown, not an error)."""
    steps = [odds.situation_policy] * 3
    assert len(cotes.side(3, 3, steps)[0]) == 400
    assert len(_enumerated(3, 3, steps)[0]) == 56 * 56


#: (attacker, mode) of every built-in card with attack dice in that mode
ATTACKS = [(name, mode) for name in sorted(unites.all_cards()) for mode in odds.MODES
           if odds.dice_of(name, mode)[0] > 0]
#: what a card may attack: any card, or the other faction's base
TARGETS = sorted(unites.all_cards()) + [unites.faction(k).base for k in odds.FACTIONS]


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(attack=st.sampled_from(ATTACKS), defender=st.sampled_from(TARGETS),
       terrain=st.sampled_from([None, "Forêt", "Village", "Colline", "Champs"]),
       helpers=st.tuples(st.integers(0, 2), st.integers(0, 2)))
def test_exact_odds_are_the_enumerated_ones_for_the_cards(attack, defender, terrain, helpers):
    attacker, mode = attack
    own_base = unites.faction(unites.card(attacker).faction).base
    assume(defender != own_base)
    args = (attacker, defender, mode, terrain, *helpers)
    assert odds.exact_odds(*args) == odds.enumerated_odds(*args)


@pytest.mark.parametrize("args", [
    ("Épéiste", "Homme-Bête Juggernaut", "Mêlée", "Forêt", 2, 2),  # Carapace de fer, six helpers' rerolls
    ("Épéiste", "Homme-Bête Juggernaut", "Mêlée", None, 0, 0),  # Duelliste forces a die
    ("Homme-Bête Maraudeur", "Épéiste", "Mêlée", "Forêt", 1, 0),  # Berzerk
    ("Archer", "Druide", "Distance", None, 0, 0),
    ("Druide", "Citadelle", "Magie", "Forêt", 2, 0),  # a base: no attack dice
])
def test_exact_odds_of_the_benchmark_questions(args):
    fast = odds.exact_odds(*args)
    assert fast == odds.enumerated_odds(*args)
    assert sum(fast.values()) == 1


def test_mirror_factions_take_the_same_path():
    args = ("Épéiste", "Épéiste", "Mêlée", "Forêt", 1, 1)
    assert odds.exact_odds(*args, factions=("haut_roi", "haut_roi")) == odds.enumerated_odds(
        *args, factions=("haut_roi", "haut_roi"))
