"""The charts of the attack sequence (games/fantasy_battle/tableaux.py) against cases computed
by hand from the reading chosen (games/fantasy_battle/README.md, « Les tableaux »)."""

import pytest

from rulekit_games.fantasy_battle import tableaux as T


@pytest.mark.parametrize("co, cd, roll", [
    (4, 3, 3),    # +1: 3+
    (3, 3, 4),    # equal: 4+
    (3, 6, 4),    # −3: still 4+
    (3, 7, 5),    # −4: 5+
    (1, 8, 5),    # −7: 5+
    (1, 9, 6),    # −8: 6+
    (1, 10, 6),   # −9: 6+, no worse
    (7, 3, 2),    # +4: 2+
    (10, 1, 2),   # +9: 2+, no better
    (6, 3, 3),    # +3: 3+
])
def test_to_hit_in_melee(co, cd, roll):
    assert T.pour_toucher(co, cd) == roll


@pytest.mark.parametrize("force, resistance, roll", [
    (3, 3, 4), (4, 3, 3), (5, 3, 2), (10, 3, 2), (3, 4, 5), (3, 5, 6), (2, 9, 6), (4, 4, 4),
])
def test_to_wound(force, resistance, roll):
    assert T.pour_blesser(force, resistance) == roll


@pytest.mark.parametrize("armure, pa, roll", [
    (2, 0, 5),       # Armure 2: 5+
    (1, 0, 6),
    (3, 1, 5),       # PA takes one off
    (5, 0, 2),
    (6, 0, 1),       # 1+ on the chart: a natural 1 still fails (reussit)
    (2, 2, None),    # nothing left
    (1, 3, None),
    (0, 0, None),    # no armour at all
    (4, 10, None),   # « Pénétration d'armure passe à 10 »
])
def test_armour_save(armure, pa, roll):
    assert T.sauvegarde_armure(armure, pa) == roll


def test_natural_ones_and_sixes():
    # a natural 1 fails even when the modified roll would succeed
    assert not T.reussit(1, 2, modificateur=3)
    # a natural 6 succeeds even when the modifiers make it 7+ (to hit in melee, to wound)
    assert T.reussit(6, 6, modificateur=-2)
    # ...but not a save (six_reussit False): 6 − 2 = 4 does not make 5+
    assert not T.reussit(6, 5, modificateur=-2, six_reussit=False)
    # the modifier is added to the die: +1 makes a 3+ test pass on a 2
    assert T.reussit(2, 3, modificateur=1) and not T.reussit(2, 3)
    # 1+ on the chart (Armure 6): every face but 1
    assert [d for d in range(1, 7) if T.reussit(d, 1, six_reussit=False)] == [2, 3, 4, 5, 6]


@pytest.mark.parametrize("requis, second", [(7, 4), (8, 5), (9, 6), (10, None), (12, None)])
def test_hopeless_shots(requis, second):
    assert T.tir_desespere(requis) == second


def test_the_charts_are_data_and_cover_every_difference():
    for chart in (T.TOUCHER_CORPS_A_CORPS, T.BLESSER):
        for difference in range(-20, 21):
            assert sum(1 for low, high, _ in chart
                       if (low is None or difference >= low) and (high is None or difference <= high)) == 1
        rolls = [roll for _, _, roll in chart]
        assert rolls == sorted(rolls)  # a better difference never needs a higher roll
