"""The barrage's exact odds: the convolution (hits a binomial of the units under the templates,
losses a binomial of the hits, markers from the losses) gives the very fractions of the game's
own procedure expanded chance node by chance node, over every row of the barrage table, in and
out of cover, against few or many units, with every armour save."""

from fractions import Fraction

import pytest
from rulekit_games.epic_ref.odds_barrage import barrage_exact, binomiale, echec_etape, par_convolution, par_enumeration

#: (units, save) paired with the points in turn: every row of the table (1 to 18 points), each
#: save from 2+ to none (7), one unit, fewer units than the templates cover, more than they cover.
CIBLES = ((1, 7), (2, 2), (3, 4), (4, 5), (5, 6), (6, 3), (2, 4), (12, 7), (3, 3))
CAS = [(points, cover, *CIBLES[(points + 4 * cover) % len(CIBLES)]) for points in range(1, 19) for cover in (False, True)]


@pytest.mark.parametrize("points, cover, unites, save", CAS)
def test_la_convolution_du_barrage_est_la_procedure_developpee(points, cover, unites, save):
    convolution = par_convolution(points, cover, unites, save)
    assert convolution is not None                   # the bench's barrage is one roll of alike units
    developpee = par_enumeration(points, cover, unites, save)
    assert convolution == developpee
    assert sum(convolution.values()) == 1
    assert barrage_exact(points, cover, unites, save) == developpee


def test_la_grille_couvre_la_table():
    assert {p for p, *_ in CAS} == set(range(1, 19)) and {c for _, c, *_ in CAS} == {False, True}
    assert {s for *_, s in CAS} == set(range(2, 8)) and {u for _, _, u, _ in CAS} >= {1, 3, 6, 12}


def test_les_lois_elementaires():
    assert binomiale(2, Fraction(1, 2)) == {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
    assert echec_etape(4) == Fraction(1, 2) and echec_etape(7) == 1 and echec_etape(0) == 1


def test_un_barrage_connu():
    """18 points (three templates, 4+ to hit, four extra markers) on six 4+ infantry in the open:
    all six hit with 1/64; all six destroyed with 1/4096 and then no marker (the formation is gone)."""
    out = par_convolution(18, False, 6, 4)
    assert sum(p for (t, _, _), p in out.items() if t == 6) == Fraction(1, 64)
    assert out[(6, 6, 0)] == Fraction(1, 4096)
    assert out[(0, 0, 5)] == Fraction(1, 64)          # 1 for coming under fire + 4 extra
