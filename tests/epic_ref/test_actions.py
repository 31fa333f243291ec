"""The eight actions run from their lines on the sheet."""

import pytest

from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref.activation import ChoisirAction
from rulekit_games.epic_ref.actions import ChoisirGeste
from rulekit_games.epic_ref.assaut import ChoisirCharge
from rulekit_games.epic_ref.mouvement import ChoisirDestination
from rulekit_games.epic_ref.tir import ChoisirCible, TirAlerte

from .conftest import P, W, armee, bench, run


def m_simple(dist=60):
    a = armee([P("Boy", vitesse=10, armes=("Fusil",))], [W("Fusil", 30, ap=4)], {"A": ["Boy"] * 3})
    d = armee([P("Garde", armes=("Fusil",))], [W("Fusil", 30, ap=4)], {"D": ["Garde"] * 3, "E": ["Garde"] * 3})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 40)
    m.ajouter_formation(1, "D", 90, 40 + dist)
    return m


def apres_test(m, action):
    m.push(ChoisirAction(0, 0))
    m._settle()
    run(m, choose=lambda acts: next(a for a in acts if a.action == action))
    return run(m, [(6,)])


def portee_max(step, m):
    return max(T.distance((o.x, o.y), m.formations[0].pos) for o in step.options)


@pytest.mark.parametrize("action, mouvements", [("Avance", 1), ("Avance Rapide", 2), ("Redéploiement", 3)])
def test_mouvements_par_action(action, mouvements):
    m = apres_test(m_simple(dist=100), action)
    assert isinstance(m.top, ChoisirDestination)
    assert 10 * mouvements - 1 <= portee_max(m.top, m) <= 10 * mouvements


def test_avance_puis_tir_et_avance_rapide_a_moins_un():
    m = apres_test(m_simple(dist=35), "Avance")
    m.apply(max(m.legal_actions(), key=lambda a: a.y))
    assert isinstance(m.top, ChoisirCible) and m.top.modif_action == 0
    m = apres_test(m_simple(dist=45), "Avance Rapide")
    m.apply(max(m.legal_actions(), key=lambda a: a.y))
    assert isinstance(m.top, ChoisirCible) and m.top.modif_action == -1


def test_redeploiement_pas_de_tir():
    m = apres_test(m_simple(dist=45), "Redéploiement")
    m.apply(m.legal_actions()[0])
    assert not isinstance(m.top, ChoisirCible)


def test_tir_soutenu_sans_mouvement():
    m = apres_test(m_simple(dist=20), "Tir Soutenu")
    assert isinstance(m.top, ChoisirCible) and m.top.modif_action == 1


def test_rassemblement_mouvement_ou_tir_puis_regroupe():
    m = apres_test(m_simple(dist=20), "Rassemblement")
    assert isinstance(m.top, ChoisirGeste)
    assert [a.nom for a in m.legal_actions()] == ["1 mouvement(s)", "un tir (-1)"]
    m.modifier_formation(0, pions=2)
    m.apply(m.legal_actions()[0])
    m.apply(m.legal_actions()[0])                  # stays put
    run(m, [(1, 1)])                               # regroup: highest die 1
    assert m.formations[0].pions == 1


def test_tenir_trois_choix_apres_un_test_rate():
    """« Tenir » is the action a failed test imposes (« Hold: only available to formations that
    fail an action test »): not offered to an unbroken formation (issue 21); after a failed test,
    its three choices."""
    m = m_simple(dist=20)
    m.push(ChoisirAction(0, 0))
    m._settle()
    assert "Tenir" not in [a.action for a in m.legal_actions()]
    run(m, choose=lambda acts: next(a for a in acts if a.action == "Avance"))
    run(m, [(1,)])                                  # 1 against 2+: failed
    assert m.formations[0].action == "Tenir" and m.formations[0].pions == 1
    assert [a.nom for a in m.legal_actions()] == ["1 mouvement(s)", "un tir", "regroupe"]


def test_une_formation_demoralisee_peut_tenir():
    m = m_simple(dist=20)
    m.modifier_formation(0, demoralisee=True, pions=3)
    m.push(ChoisirAction(0, 0))
    m._settle()
    assert sorted(a.action for a in m.legal_actions()) == ["Rassemblement", "Tenir"]


def test_assaut_seulement_avec_une_cible_a_portee_de_charge():
    m = m_simple(dist=60)
    m.push(ChoisirAction(0, 0))
    m._settle()
    assert "Assaut" not in [a.action for a in m.legal_actions()]
    m = apres_test(m_simple(dist=8), "Assaut")
    assert isinstance(m.top, ChoisirCharge)


def test_etat_d_alerte_tire_apres_un_mouvement_adverse():
    m = m_simple(dist=60)
    m.modifier_formation(0, action="Etat d'Alerte")
    from rulekit_games.epic_ref.mouvement import deplacer

    deplacer(m, 1, (90, 65))                       # the enemy moves within 30 cm
    m._settle()
    assert isinstance(m.top, TirAlerte) and m.top.joueur == 0
    m.apply(m.legal_actions()[0])
    assert m.formations[0].action != "Etat d'Alerte"   # spent
