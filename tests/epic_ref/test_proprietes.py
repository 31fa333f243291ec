"""Properties of random matches: the game's declared invariants (games/epic_ref/invariants.py) hold at
every step, every match is over by the end of turn 4, every unit lost is in the log with its cause,
saves read back anywhere, the log reads."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rulekit_games.epic_ref.evenements import UniteDetruite
from rulekit_games.epic_ref.invariants import INVARIANTS

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing import check_invariants

NOMS = ("core_invariants", *(c.__name__ for c in INVARIANTS))


@pytest.mark.parametrize("factions, scenario, seed", [
    ("space_marines,orks", 0, 0), ("orks,space_marines", 1, 100), ("space_marines,space_marines", -1, 200),
    ("orks,orks", -1, 300),
])
def test_invariants_sur_des_parties_au_hasard(factions, scenario, seed):
    rapport = check_invariants("epic_ref", matches=4, seed=seed, factions=factions, scenario=scenario)
    assert rapport.invariants == NOMS and rapport.steps > 4 * 50


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000),
       factions=st.sampled_from(["space_marines,orks", "orks,space_marines", "space_marines,space_marines"]))
def test_parties_aleatoires(seed, factions):
    m = rulekit.load_game("epic_ref").new_match(seed=seed, factions=factions)
    rng = random.Random(seed)
    steps = 0
    while not m.is_over:
        steps += 1
        if steps % 97 == 0:                         # a save mid-procedure reads back exactly
            assert rulekit.loads(rulekit.dumps(m)) == m
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    assert m.tour <= 4 and all(e.tour <= 4 for e in m.events if type(e).__name__ == "TourCommence")
    # from the start of a match, every unit lost was destroyed by a logged event (invariant
    # unites_detruites: by a listed cause, once)
    morts = [e for e in m.events if isinstance(e, UniteDetruite)]
    assert len(morts) == sum(not u.vivante for f in m.formations for u in f.unites)
    assert rulekit.loads(rulekit.dumps(m)) == m
    assert all(isinstance(line, str) and line for line in m.log())


def test_rejouable_depuis_la_graine():
    game = rulekit.load_game("epic_ref")
    a = game.new_match(seed=42).play_random(random.Random(42))
    b = game.new_match(seed=42).play_random(random.Random(42))
    assert a == b and a.log() == b.log()


def test_heuristique_bornee():
    game = rulekit.load_game("epic_ref")
    m = game.new_match(seed=5)
    rng = random.Random(5)
    while not m.is_over:
        for p in (0, 1):
            assert -1 <= game.heuristic(m, p) <= 1
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            m.apply(rng.choice(m.legal_actions()))
