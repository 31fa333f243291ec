"""``match.rolls``: a dict whose values are always tuples of numbers, so that copies (the undo
snapshot of every step, clones) share them without looking inside."""

import pickle

import pytest

import rulekit
from rulekit.rolls import Rolls
from rulekit.testing.table import Table, table_with


def test_every_way_of_writing_makes_the_values_tuples():
    rolls = Rolls({"a": [1, 2]}, b=(3,))
    rolls["c"] = [6, 6]
    rolls.update({"d": [4]}, e=[5])
    rolls |= {"f": [1]}
    assert rolls.setdefault("g", [2, 3]) == (2, 3) and rolls.setdefault("g", [9]) == (2, 3)
    assert rolls == {"a": (1, 2), "b": (3,), "c": (6, 6), "d": (4,), "e": (5,), "f": (1,), "g": (2, 3)}
    assert all(type(v) is tuple for v in rolls.values())


@pytest.mark.parametrize("bad", [[[1, 2]], ["6"], 6, [None]])
def test_anything_but_numbers_is_refused_when_written_naming_the_roll(bad):
    rolls = Rolls()
    with pytest.raises(TypeError, match="the roll 'attaque' is"):
        rolls["attaque"] = bad
    with pytest.raises(TypeError, match="attaque"):
        rolls.update(attaque=bad)
    assert rolls == {}


def test_a_copy_is_rolls_sharing_the_values():
    rolls = Rolls(a=(1, 2))
    for copy in (rolls.copy(), pickle.loads(pickle.dumps(rolls))):
        assert type(copy) is Rolls and copy == rolls and copy is not rolls
        copy["b"] = [3]
        assert copy["b"] == (3,) and "b" not in rolls
    assert rolls.copy()["a"] is rolls["a"]


def test_a_match_makes_the_dict_it_is_given_rolls_and_saves_them():
    table = table_with(rolls={"sauvegarde": [2, 5]})
    assert type(table.rolls) is Rolls and table.rolls["sauvegarde"] == (2, 5)
    table.rolls = {"moral": [4]}
    assert type(table.rolls) is Rolls and table.rolls == {"moral": (4,)}
    assert type(table.clone().rolls) is Rolls
    match = rulekit.load_game("pocket_battles").new_match(seed=1)
    again = rulekit.loads(rulekit.dumps(match))
    assert type(again.rolls) is Rolls and again == match
    assert type(Table(game="table").rolls) is Rolls
