"""Property tests on random matches: tokens conserved, formations respected, zones legal, matches end."""

import random

from hypothesis import given, settings, strategies as st

from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing.invariants import core_invariants
from rulekit_games.pocket_battles.construction import formation_valide

from .conftest import GAME


def jetons_conserves(m):
    if m.manche == 0:
        return
    for p in (0, 1):
        assert min(m.reserve[p], m.de_cote[p]) >= 0
        assert m.jetons_comptes(p) == m.total_jetons(p), (p, m.reserve, m.de_cote)


def formations(m):
    for u in m.unites:
        if u.zone != "détruite":
            assert formation_valide([m.troupe(u.joueur, t.nom) for t in u.troupes]), u
        for t in u.troupes:
            assert 0 <= t.blessures < m.troupe(u.joueur, t.nom).blessures, u
        assert u.ordres >= 0


def zones(m):
    for u in m.sur_le_terrain():
        assert u.zone in ("avant", "arrière", "combat") and u.secteur in (0, 1, 2)
    for a, b in m.contacts:
        ua, ub = m.unite(a), m.unite(b)
        assert ua.joueur != ub.joueur and ua.zone == ub.zone == "combat" and ua.secteur == ub.secteur
    for a, b in m.contacts:  # every combat is one unit against one or more
        assert len(m.engages(a)) == 1 or len(m.engages(b)) == 1


def seuls_en_combat_entre_les_tours(m):
    """Between turns (a turn's redeployment decision), every unit in a combat zone is in contact."""
    if m.top.__class__.__name__ == "Redeploiement":
        for u in m.sur_le_terrain(zone="combat"):
            assert m.engages(u.id), u


INVARIANTS = (core_invariants, jetons_conserves, formations, zones, seuls_en_combat_entre_les_tours)


def jouer_et_verifier(seed, **options):
    rng = random.Random(seed)
    m = GAME.new_match(seed=seed, **options)
    for _ in range(30000):
        for check in INVARIANTS:
            check(m)
        if m.is_over:
            assert all(isinstance(t, str) and t for t in m.log())  # the whole log reads afterwards too
            return m
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            acts = [a for a in m.legal_actions() if getattr(a, "quoi", "") != "céder"]
            m.apply(rng.choice(acts))
    raise AssertionError(f"seed {seed}: no end")


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), size=st.sampled_from([60, 80, 100]),
       factions=st.sampled_from(["romains,celtes", "celtes,romains"]))
def test_parties_au_hasard(seed, size, factions):
    m = jouer_et_verifier(seed, size=size, factions=factions)
    assert m.winner in (0, 1)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_parties_au_hasard_armees_construites(seed):
    jouer_et_verifier(seed, armies="construire", size=60)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_parties_au_hasard_limite_courte(seed):
    m = jouer_et_verifier(seed, limite_manches=2)
    assert m.manche <= 2


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_sauvegarde_a_tout_moment(seed):
    import rulekit

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
