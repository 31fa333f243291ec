"""Property tests on random matches, save round-trips, the heuristic.

The state invariants live in the game (``invariants.py``, the ``rulekit_invariants``
hook); here they run over random matches through ``rulekit.testing.check_invariants``.
"""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.frozen import FrozenDict, FrozenList
from rulekit.testing import check_invariants
from rulekit.testing.invariants import core_invariants
from rulekit.testing.strategies import match_states
from rulekit_games.pocket_tactics import carte
from rulekit_games.pocket_tactics.deplacement import Move
from rulekit_games.pocket_tactics.invariants import INVARIANTS, tiles_from_the_box
from rulekit_games.pocket_tactics.regles import CAPTURED

GAME = rulekit.load_game("pocket_tactics")

#: The crafted positions below draw any terrain for any tile, so they may hold more tiles of a
#: terrain than the box: every invariant but that one applies to them.
CRAFTED_CHECKS = [c for c in INVARIANTS if c is not tiles_from_the_box]


def check_state(m, checks=INVARIANTS):
    for check in checks:
        check(m)


def check_move(m, action):
    """Every ordinary move goes to an adjacent tile or jumps over an adjacent ally."""
    if not isinstance(action, Move) or m.card(action.uid).name == "Druide":
        return
    d = carte.distance(action.src, action.dst)
    assert d in (1, 2)
    assert m.board.get(action.dst) and m.unit_at(action.dst) is None and action.dst not in m.bases
    if d == 2:
        (q1, r1), (q2, r2) = carte.coords(action.src), carte.coords(action.dst)
        assert (q1 + q2) % 2 == 0 and (r1 + r2) % 2 == 0, "a jump goes straight"
        over = m.unit_at(carte.cell((q1 + q2) // 2, (r1 + r2) // 2))
        assert over is not None and m.units[over].player == m.units[action.uid].player


def test_random_matches_keep_every_declared_invariant_and_end():
    report = check_invariants("pocket_tactics", matches=5, seed=100, max_steps=20_000, max_turns=120)
    assert report.matches == 5 and report.steps > 100
    assert report.invariants == ("core_invariants", *(c.__name__ for c in INVARIANTS))


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000))
def test_random_moves_go_where_the_rules_allow(seed):
    rng = random.Random(seed)
    m = GAME.new_match(seed=seed, max_turns=120)
    steps = 0
    while not m.is_over:
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            action = rng.choice(m.legal_actions())
            check_move(m, action)
            m.apply(action)
        steps += 1
        assert steps < 20_000
    assert m.is_over and m.turn <= 120


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(m=match_states(GAME, max_steps=400, max_turns=60))
def test_dumps_loads_round_trip_mid_match(m):
    text = rulekit.dumps(m)
    back = rulekit.loads(text)
    assert back == m and rulekit.dumps(back) == text
    # both copies play on identically (no hidden state, no dict-order dependence)
    back.play_random(random.Random(1))
    m.play_random(random.Random(1))
    assert back == m and back.log() == m.log()


def test_seeded_matches_are_reproducible():
    a = GAME.new_match(seed=9).play_random(random.Random(9))
    b = GAME.new_match(seed=9).play_random(random.Random(9))
    assert a.log() == b.log()


def test_heuristic_in_range_and_favours_material(pos):
    m = pos({"1,0": "Village", "2,0": "Village"}, ("8,-8", "0,-8"), {"1,0": (0, "Lancier")},
            captured={1: ["Druide", "Ranger Maudit"]})
    h0, h1 = GAME.heuristic(m, 0), GAME.heuristic(m, 1)
    assert -1 <= h1 < 0 < h0 <= 1
    rng = random.Random(4)
    m = GAME.new_match(seed=4)
    while not m.is_over:
        assert -1 <= GAME.heuristic(m, 0) <= 1
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    assert GAME.heuristic(m, m.winner if m.winner is not None else 0) in (1.0, 0.0)


CARDS = {0: ["Conscrit", "Épéiste", "Archer", "Jeune Fille au Bouclier", "Lancier", "Mage Rouge"],
         1: ["Homme-Bête Stalker", "Druide", "Homme-Bête Maraudeur", "Sorcière de la Forêt",
             "Homme-Bête Juggernaut", "Ranger Maudit"]}
TERRAINS = ["Village", "Eau", "Champs", "Colline", "Forêt"]


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_any_attack_between_crafted_neighbours_resolves_cleanly(data, pos):
    """Random units of both sides around one attack (abilities, help, water, bases): after
    the turn every unit is accounted for, none share a tile, the attacker is where the rules
    allow, and the other player is to play."""
    cells = ["0,0", "1,-1", "1,0", "0,1", "-1,1", "-1,0", "0,-1", "2,-1", "2,-2", "1,-2"]
    tiles = {c: data.draw(st.sampled_from(TERRAINS)) for c in cells}
    units = {}
    for c in cells:
        if data.draw(st.booleans()):
            p = data.draw(st.integers(0, 1))
            units[c] = (p, data.draw(st.sampled_from(CARDS[p])))
    units["0,0"] = (0, data.draw(st.sampled_from(CARDS[0])))
    units["1,-1"] = (1, data.draw(st.sampled_from(CARDS[1])))
    counts = {}
    for p, card in units.values():
        counts[(p, card)] = counts.get((p, card), 0) + 1
    from rulekit_games.pocket_tactics.unites import card as card_of
    for (p, card), n in counts.items():
        if n > card_of(card).count:
            return
    m = pos(tiles, ("3,-6", "-3,5"), units, player=0)
    attacks = [a for a in m.legal_actions() if a.label.startswith("attaque") and a.src == "0,0"]
    if not attacks:
        return
    action = data.draw(st.sampled_from(attacks))
    rng = random.Random(data.draw(st.integers(0, 1000)))
    m.apply(action)
    while not m.is_over and m.turn == 0:
        core_invariants(m)
        check_state(m, CRAFTED_CHECKS)
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    check_state(m, CRAFTED_CHECKS)
    where = m.units[action.uid].where
    assert where in (action.src, action.target, CAPTURED)
    if where == action.target:
        assert action.close
    assert m.combat is None
    assert m.is_over or m.current_player == 1 or m.current_player is CHANCE


@settings(max_examples=5, deadline=None, suppress_health_check=list(HealthCheck))
@given(m=match_states(GAME, max_steps=300, max_turns=60))
def test_clone_is_equal_and_independent(m):
    c = m.clone()
    assert c == m and c.stack is not m.stack
    assert all(isinstance(v, (FrozenList, FrozenDict)) for v in (c.units, c.board, c.bases, c.bag, c.factions))  # shared
    before = rulekit.dumps(m)
    c.play_random(random.Random(2))
    assert rulekit.dumps(m) == before  # playing the clone leaves the original untouched
