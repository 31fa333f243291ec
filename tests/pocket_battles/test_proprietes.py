"""Property tests on random matches: the game's declared invariants (games/pocket_battles/invariants.py)
hold at every step, matches end, the log reads, saves reload anywhere."""

import random

from hypothesis import given, settings, strategies as st

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing import check_invariants
from rulekit_games.pocket_battles.invariants import INVARIANTS

from .conftest import GAME

NOMS = ("core_invariants", *(c.__name__ for c in INVARIANTS))


def verifier(seed, matches=1, **options):
    """Random matches from ``seed`` on (never conceding), every invariant checked after every step."""
    rapport = check_invariants("pocket_battles", matches=matches, seed=seed, cession=False, **options)
    assert rapport.invariants == NOMS and rapport.steps > 30 * matches
    return rapport


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), size=st.sampled_from([60, 80, 100]),
       factions=st.sampled_from(["romains,celtes", "celtes,romains"]))
def test_parties_au_hasard(seed, size, factions):
    verifier(seed, size=size, factions=factions)


def test_parties_au_hasard_armees_construites():
    verifier(1000, matches=4, armies="construire", size=60)


def test_parties_au_hasard_limite_courte():
    # limite_des_manches checks at every step that no round past the limit starts.
    verifier(2000, matches=4, limite_manches=2)


def test_parties_avec_cession():
    # Conceding is an action like any other: random play concedes early, and still breaks nothing.
    rapport = check_invariants("pocket_battles", matches=4, seed=3000)
    assert rapport.invariants == NOMS


def test_le_journal_se_lit_en_entier():
    for seed in range(2):
        m = GAME.new_match(seed=seed, cession=False).play_random()
        assert m.is_over and m.winner in (0, 1)
        assert all(isinstance(t, str) and t for t in m.log())


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_sauvegarde_a_tout_moment(seed):
    rng = random.Random(seed)
    m = GAME.new_match(seed=seed, size=100)
    pas = 0
    while not m.is_over:
        if pas % 25 == 0:
            copie = rulekit.loads(rulekit.dumps(m))
            assert copie == m and copie.legal_actions() == m.legal_actions()
            assert copie.chance_outcomes() == m.chance_outcomes()
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            m.apply(rng.choice([a for a in m.legal_actions() if getattr(a, "quoi", "") != "céder"]))
        pas += 1
