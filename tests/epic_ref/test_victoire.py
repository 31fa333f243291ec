"""Holding objectives, the five goals, the end of turns 3 and 4, the tie-break."""

from rulekit_games.epic_ref import victoire
from rulekit_games.epic_ref.victoire import ControleVictoire

from .conftest import P, armee, bench, kinds


def table(positions_a=(), positions_d=(), couts=None):
    a = armee([P("Boy")], [], {f"A{k}": ["Boy"] * 2 for k in range(len(positions_a))})
    d = armee([P("Garde")], [], {f"D{k}": ["Garde"] * 2 for k in range(len(positions_d))})
    m = bench(a, d)
    for k, p in enumerate(positions_a):
        m.ajouter_formation(0, f"A{k}", *p)
    for k, p in enumerate(positions_d):
        m.ajouter_formation(1, f"D{k}", *p)
    for f, c in zip(list(m.formations), couts or ()):
        m.modifier_formation(f.id, cout=c)
    return m


def test_tenir_un_objectif():
    m = table([(90, 15)], [(160, 110)])             # scenario 0: objective 1 at (90, 5), the base of J1
    o = m.objectifs[0]
    assert victoire.tenu_par(m, o) == 0
    m.modifier_formation(0, y=20)                   # 15 cm: « à moins de 15 cm », within (README « Victory »)
    assert victoire.tenu_par(m, o) == 0
    m.modifier_formation(0, y=21)                   # 16 cm: too far
    assert victoire.tenu_par(m, o) is None


def test_a_moins_de_reads_the_same_in_an_aura_an_objective_and_a_rally():
    """« à moins de 15 cm » is « within 15 cm », edge included, wherever the sheet or a line says it:
    an objective held, an enemy near a rallying formation, an aura (README « Distances »)."""
    from rulekit_games.epic_ref import ralliement

    m = table([(90, 20)], [(90, 50)])               # the objective at (90, 5): 15 cm; the enemy 30 cm away
    assert victoire.tenu_par(m, m.objectifs[0]) == 0
    assert ralliement.modificateur(m, 0) == -1      # « Unités ennemies à moins de 30 cm -1 »
    m.modifier_formation(1, y=51)
    assert ralliement.modificateur(m, 0) == 0


def test_l_ennemi_conteste():
    m = table([(90, 10)], [(95, 10)])
    assert victoire.tenu_par(m, m.objectifs[0]) is None
    m.modifier_formation(1, demoralisee=True)      # broken formations neither hold nor contest
    assert victoire.tenu_par(m, m.objectifs[0]) == 0
    m.modifier_formation(0, ralliee=True)          # nor those rallied this turn
    assert victoire.tenu_par(m, m.objectifs[0]) is None


def test_les_cinq_buts():
    obj = [(o.x, o.y) for o in table().objectifs]   # 0-2: J1's half (0 its base), 3-5: J2's half
    m = table([obj[3], obj[4], obj[0], obj[1], obj[2]], [(170, 100)], couts=(1, 1, 1, 1, 1, 50))
    assert victoire.buts(m, 0) == ["Blitzkrieg", "Prendre et tenir", "Défendre le drapeau", "Ils ne passeront pas"]
    assert victoire.buts(m, 1) == []
    m.modifier_unite(5, 0, vivante=False)
    m.modifier_unite(5, 1, vivante=False)
    assert "Briser le moral" in victoire.buts(m, 0)


def test_ils_ne_passeront_pas_ignore_les_demoralisees():
    m = table([(170, 110)], [(20, 20)])
    assert "Ils ne passeront pas" not in victoire.buts(m, 0)
    m.modifier_formation(1, demoralisee=True)
    assert "Ils ne passeront pas" in victoire.buts(m, 0)


def test_tie_break():
    m = table([(10, 10)], [(20, 110), (40, 110), (60, 110), (80, 110), (100, 110)], couts=(0, 100, 100, 100, 100, 100))
    m.modifier_unite(1, 0, vivante=False)                      # destroyed: 100
    m.modifier_unite(1, 1, vivante=False)
    m.modifier_unite(2, 0, vivante=False)                      # broken at half strength: 100
    m.modifier_formation(2, demoralisee=True)
    m.modifier_unite(3, 0, vivante=False)                      # half strength: 50
    m.modifier_formation(4, demoralisee=True)                  # broken: 50
    assert victoire.points(m, 0) == 300


def test_victoire_fin_du_tour_3():
    obj = [(o.x, o.y) for o in table().objectifs]
    m = table([obj[3], obj[4]], [(170, 100)], )
    m.tour = 3
    m.push(ControleVictoire())
    m._settle()
    assert m.is_over and m.winner == 0


def test_pas_de_victoire_au_tour_2_ni_avec_un_seul_but():
    obj = [(o.x, o.y) for o in table().objectifs]
    m = table([obj[3], obj[4]], [(170, 100)])
    m.tour = 2
    m.push(ControleVictoire())
    m._settle()
    assert not m.is_over and kinds(m, "TourCommence")[-1].tour == 3
    m = table([(170, 110)], [(20, 20)])
    m.tour = 3
    m.push(ControleVictoire())
    m._settle()
    assert not m.is_over


def test_tie_break_a_la_fin_du_tour_4():
    m = table([(170, 110)], [(20, 20), (40, 20)], couts=(100, 100, 100))
    m.modifier_unite(2, 0, vivante=False)
    m.modifier_unite(2, 1, vivante=False)
    m.tour = 4
    m.push(ControleVictoire())
    m._settle()
    assert m.is_over and m.winner == 0 and kinds(m, "PointsTieBreak")[-1].points == (100, 0)
    m = table([(170, 110)], [(20, 20)])
    m.tour = 4
    m.push(ControleVictoire())
    m._settle()
    assert m.is_over and m.winner is None


def test_egalite_de_buts_pas_de_vainqueur():
    obj = [(o.x, o.y) for o in table().objectifs]
    m = table([obj[3], obj[4]], [obj[0], obj[1]])
    assert len(victoire.buts(m, 0)) == len(victoire.buts(m, 1)) == 2
    m.tour = 3
    m.push(ControleVictoire())
    m._settle()
    assert not m.is_over
