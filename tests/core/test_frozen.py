"""FrozenList and FrozenDict: refused changes in place, shared by copies of a match, read,
compared, pickled and shown as the list or dict they are."""

import copy
import pickle

import pytest

from rulekit.frozen import FrozenDict, FrozenList, frozen_dict, frozen_list
from rulekit.match import _copy
from rulekit.plain import plain


@pytest.mark.parametrize("change", [
    lambda v: v.append(1), lambda v: v.extend([1]), lambda v: v.insert(0, 1), lambda v: v.pop(),
    lambda v: v.remove("a"), lambda v: v.clear(), lambda v: v.sort(), lambda v: v.reverse(),
    lambda v: v.__setitem__(0, 1), lambda v: v.__delitem__(0), lambda v: v.__iadd__([1]),
])
def test_a_frozen_list_refuses_any_change_in_place(change):
    v = FrozenList(["a", "b"])
    with pytest.raises(TypeError, match="never changed in place"):
        change(v)
    assert v == ["a", "b"]


@pytest.mark.parametrize("change", [
    lambda d: d.__setitem__("x", 1), lambda d: d.__delitem__("a"), lambda d: d.update(x=1),
    lambda d: d.pop("a"), lambda d: d.popitem(), lambda d: d.clear(), lambda d: d.setdefault("x", 1),
])
def test_a_frozen_dict_refuses_any_change_in_place(change):
    d = FrozenDict(a=1)
    with pytest.raises(TypeError, match="never changed in place"):
        change(d)
    assert d == {"a": 1}


def test_a_new_list_replaces_it():
    v = FrozenList(["a", "b", "a"])
    assert v.added("c") == ["a", "b", "a", "c"] and type(v.added("c")) is FrozenList
    assert v.removed("a") == ["b", "a"] and v == ["a", "b", "a"]
    with pytest.raises(ValueError):
        v.removed("z")


def test_copies_share_them_and_copy_what_holds_them():
    v, d = FrozenList([1, 2]), FrozenDict(a=(1, 2))
    assert _copy(v) is v and _copy(d) is d and copy.copy(v) is v and copy.deepcopy(d) is d
    outer = [v, FrozenList([3])]
    copied = _copy(outer)
    assert copied == outer and copied is not outer and copied[0] is v
    mutable = [[1], v]
    assert _copy(mutable)[0] is not mutable[0]  # a plain list inside is still copied


def test_they_read_show_and_pickle_as_what_they_are():
    v, d = FrozenList(["a", ("b", 1)]), FrozenDict({"k": FrozenList([1])})
    assert plain(v) == ["a", ["b", 1]] and plain(d) == {"k": [1]}
    assert v == ["a", ("b", 1)] and d == {"k": [1]}
    assert pickle.loads(pickle.dumps(v)) == v and type(pickle.loads(pickle.dumps(d))) is FrozenDict
    assert frozen_list(v) is v and type(frozen_list([1])) is FrozenList
    assert frozen_dict(d) is d and type(frozen_dict({})) is FrozenDict
