"""The agents' heuristic: bounded, one side's gain is the other's loss, and it sees the enemy's guns."""

import random

import pytest

from rulekit import CHANCE, load_game
from rulekit.chance import sample
from rulekit_games.epic_ref import heuristique as H
from rulekit_games.epic_ref import menace_assaut as M


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


def _eloignees(m):
    """Every formation far from every enemy: Marines along y = 0 from x = 130, Orks along
    y = 120 from x = 130 (more than any move plus range apart)."""
    for f in list(m.formations):
        m.modifier_formation(f.id, x=130 + 15 * (f.id % 4), y=0 if f.joueur == 0 else 120)


def test_une_formation_tire_sur_une_seule_cible():
    # The Marines' Compagnie Tactique (0) alone in range of two Ork formations (4 and 5):
    # its fire is counted against the one where it is worth most, not against both.
    m = load_game("epic_ref").new_match(seed=0)
    _eloignees(m)
    m.modifier_formation(0, x=20, y=40)
    m.modifier_formation(4, x=20, y=75)
    seule_4 = H.menace(m, 1)
    m.modifier_formation(4, x=145, y=120)
    m.modifier_formation(5, x=20, y=75)
    seule_5 = H.menace(m, 1)
    m.modifier_formation(4, x=20, y=75)
    assert seule_4 > 0 and seule_5 > 0
    assert H.menace(m, 1) == max(seule_4, seule_5)


def test_les_objectifs_pesent_davantage_pres_des_controles():
    # An Ork formation in the Marines' half denies them « Ils ne passeront pas »: one goal
    # up for the Orks. Goals count at the end of turns 3 and 4 only, so that lead weighs
    # more in turn 3 than in turn 1 (nothing else differs: no formation in range).
    m = load_game("epic_ref").new_match(seed=0)
    _eloignees(m)
    m.modifier_formation(7, x=20, y=50)
    assert H.menace(m, 0) == 0 and H.menace(m, 1) == 0
    m.tour = 1
    tot = H.heuristic(m, 1)
    m.tour = 3
    tard = H.heuristic(m, 1)
    assert 0 < tot < tard


def test_le_ralliement_vient_de_la_feuille_et_de_larmee():
    # Broken: -2 to the rally test (the sheet). Space Marines rally on 1+, so fail on a
    # 1 or 2 of the D6 (D6 - 2 < 1); Orks on 3+, so fail on 1 to 4.
    m = load_game("epic_ref").new_match(seed=0)
    assert H.echec_ralliement(m, 0) == 2 / 6
    assert H.echec_ralliement(m, 1) == 4 / 6


def test_au_dernier_tour_le_tie_break_decide():
    # Turn 4, far apart, the Marines' Escadron Predator (200 points) broken: it counts
    # half its points only if it then fails its rally (1 in 3), and that lead makes the
    # Orks' position worth much more than the same lead in turn 2.
    m = load_game("epic_ref").new_match(seed=0)
    _eloignees(m)
    m.modifier_formation(3, demoralisee=True)
    assert H.points_finaux(m, 1) == pytest.approx(100 * 2 / 6)
    m.tour = 2
    avant = H.heuristic(m, 1)
    m.tour = 4
    dernier = H.heuristic(m, 1)
    assert 0 < avant < dernier


def test_le_resultat_d_assaut_sur_2d6():
    # Equal modifiers: an even contest; the tie is rolled again, so the chances add to 1.
    gagne, marge_g, marge_p = M.resultat(0)
    assert gagne == pytest.approx(0.5) and marge_g == pytest.approx(marge_p)
    # Each +1 helps; 11 above the enemy cannot lose (2 + 11 > 12).
    assert M.resultat(0)[0] < M.resultat(1)[0] < M.resultat(2)[0] < M.resultat(11)[0] == 1
    # Between two whole differences, linear (expected losses are fractions).
    assert M.resultat(0.5)[0] == pytest.approx((M.resultat(0)[0] + M.resultat(1)[0]) / 2)


def test_l_issue_d_une_charge_lit_les_profils():
    # The Orks' Grosse Bande (8 units, CC 4+ and 3+) charging the Marines' Compagnie Tactique
    # (4 Marines, 2 Rhinos): all 8 in contact (at most 2 per enemy unit), 6 × 1/2 + 2 × 2/3
    # hits, each destroying a Marine (4+ save) or a Rhino (5+) with 1/2 or 2/3: the Marines
    # expect to lose more, so the Orks win more often than not and break them.
    m = load_game("epic_ref").new_match(seed=0)
    pertes_a, brisee_a, pertes_d, brisee_d = M.issue(m, m.formations[4], m.formations[0])
    assert brisee_a + brisee_d == pytest.approx(1)
    touches = 6 / 2 + 2 * 2 / 3
    assert pertes_d > touches * (4 * 1 / 2 + 2 * 2 / 3) / 6     # the attacks, then the result's hits
    assert brisee_d > 0.6 and pertes_d > pertes_a
    # The Escadron Predator (CC 6+) charging the same Orks is a bad bargain.
    assert M.issue(m, m.formations[3], m.formations[4])[1] > 0.8


def test_la_menace_des_charges():
    # The Grosse Bande (4) 10 cm from the Compagnie Tactique (0), every other formation
    # far away: within one move, its charge is worth more than its fire, so the Marines
    # may be broken by it, and the Orks book what the charge costs them.
    m = load_game("epic_ref").new_match(seed=0)
    _eloignees(m)
    m.modifier_formation(0, x=20, y=40)
    m.modifier_formation(4, x=20, y=50)
    attendu = H._attendu(m)
    n, pertes, salves, brisee = attendu[0]
    assert brisee == pytest.approx(M.issue(m, m.formations[4], m.formations[0])[3])
    assert attendu[4][1] >= M.issue(m, m.formations[4], m.formations[0])[0]
    proche = H.menace(m, 0)
    # 20 cm further, beyond its 15 cm move, the Orks can only shoot: far less of a threat.
    m.modifier_formation(4, x=20, y=70)
    assert H._attendu(m)[0][3] == 0
    assert H.menace(m, 0) < proche


def test_la_menace_de_l_etat_d_alerte():
    # The last turn: the Marines' Compagnie Dévastatrice (2) has acted, in Etat d'Alerte,
    # 30 cm from the Orks' Escadron de Chariots (7). It has no shooting left of its own,
    # but the Chariots' move would draw its overwatch: a threat while they are yet to act,
    # none once they have acted out of its sight, back while its shot is waiting.
    from rulekit_games.epic_ref.tir import TirAlerte

    m = load_game("epic_ref").new_match(seed=0)
    _eloignees(m)
    m.tour = H.DERNIER_TOUR
    for f in m.formations:
        m.modifier_formation(f.id, a_agi=f.id != 7)
    m.modifier_formation(2, x=20, y=40, action="Etat d'Alerte")
    m.modifier_formation(7, x=20, y=70)
    assert H.menace(m, 1) > 0
    m.modifier_formation(7, a_agi=True)
    assert H.menace(m, 1) == 0
    m.push(TirAlerte(2, 0, 7))
    assert H.menace(m, 1) > 0
    m.pop()
    m.modifier_formation(2, action="Etat d'Alerte (tir effectué)")
    m.modifier_formation(7, a_agi=False)
    assert H.menace(m, 1) == 0


def test_ils_ne_passeront_pas_attendu():
    # The Marines' Compagnie d'Assaut (1) in the Orks' half denies them « Ils ne passeront
    # pas »; with an Ork Bande de Boyz (5) 20 cm away, the goal counts by the chance its
    # fire breaks the intruder (its one shooting left: the last turn), a chance that grows
    # with the blast markers already on it.
    from rulekit_games.epic_ref.victoire import buts

    m = load_game("epic_ref").new_match(seed=0)
    _eloignees(m)
    m.tour = H.DERNIER_TOUR
    m.modifier_formation(1, x=20, y=80)

    def attendus():
        remplis = buts(m, 1)
        assert "Ils ne passeront pas" not in remplis
        feu = H._sous_la_menace(m, 0)
        return H.buts_attendus(m, 1, remplis, feu) - len(remplis)

    assert attendus() == 0
    m.modifier_formation(5, x=20, y=100)
    sans_pions = attendus()
    m.modifier_formation(1, pions=1)
    assert 0 < sans_pions < attendus() < 1


def test_l_etat_d_alerte_se_lit_sur_la_feuille():
    # « Etat d'Alerte : Peut tirer après un mouvement adverse »: the sheet's line gives the
    # overwatch, not the action's name; spent once fired.
    from rulekit_games.epic_ref.tir import en_alerte

    m = load_game("epic_ref").new_match(seed=0)
    etat = {a: en_alerte(m.modifier_formation(0, action=a)) for a in
            ("Etat d'Alerte", "Etat d'Alerte (tir effectué)", "Tir Soutenu", "")}
    assert etat == {"Etat d'Alerte": True, "Etat d'Alerte (tir effectué)": False, "Tir Soutenu": False, "": False}
