"""The agents' heuristic: bounded, one side's gain is the other's loss, and it sees the enemy's guns."""

import random

from rulekit import CHANCE, load_game
from rulekit.chance import sample
from rulekit_games.epic_ref import heuristique as H


def _positions(seed, n=40):
    """The first ``n`` positions after a decision of a random match."""
    m = load_game("epic_ref").new_match(seed=seed)
    rng = random.Random(seed)
    out = []
    while not m.is_over and len(out) < n:
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            m.apply(rng.choice(m.legal_actions()))
            out.append(m.clone())
    return out


def test_bornee_et_antisymetrique():
    for m in _positions(3):
        h0, h1 = H.heuristic(m, 0), H.heuristic(m, 1)
        assert -1 <= h0 <= 1 and abs(h0 + h1) < 1e-12


def test_partie_finie_vaut_son_resultat():
    m = load_game("epic_ref").new_match(seed=4).play_random(random.Random(4))
    assert [H.heuristic(m, p) for p in (0, 1)] == m.returns()


def test_la_menace_des_armes_ennemies(monkeypatch):
    # The Orks' Grosse Bande (formation 4) far from the Marines, then 40 cm from their
    # Compagnie Tactique (missile launchers, 45 cm): now the Marines' fire threatens it,
    # and that threat lowers the Orks' score.
    m = load_game("epic_ref").new_match(seed=0)
    for f in list(m.formations):
        m.modifier_formation(f.id, x=20 + 40 * (f.id % 4), y=10 if f.joueur == 0 else 110)
    assert H.menace(m, 1) == 0 and H.menace(m, 0) == 0
    m.modifier_formation(4, x=20, y=50)
    assert H.menace(m, 1) > 0
    avec = H.heuristic(m, 1)
    monkeypatch.setitem(H.POIDS, "menace", 0.0)
    assert avec < H.heuristic(m, 1)
