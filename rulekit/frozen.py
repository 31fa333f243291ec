"""Lists and dicts a match holds that are never changed in place, so copies share them.

Every step's undo snapshot and every clone of a search copy a match's mutable
containers (:func:`rulekit.match._copy`). A list or dict that the procedure replaces
rather than changes (a troop catalogue, the contacts between units, the units given an
order this turn) need not be copied: held as a :class:`FrozenList` or
:class:`FrozenDict`, it is shared by the copies. Any change in place raises TypeError
(a new one replaces it: ``lst.added(x)``, ``{**d, k: v}``); it reads, compares, saves
and shows (:func:`rulekit.plain.plain`) as the list or dict it is. A field holds one
through its converter, ``attrs.field(factory=list, converter=frozen_list)``, so that a
loaded save or a value set by hand is frozen too.
"""

from __future__ import annotations


def _refused(self, *args, **kwargs):
    raise TypeError(f"a {type(self).__name__} is never changed in place (a new one replaces it)")


class FrozenList(list):
    """A list that refuses any change in place."""

    __slots__ = ()

    (__setitem__, __delitem__, __iadd__, __imul__, append, extend, insert, remove, pop, clear, sort,
     reverse) = (_refused,) * 12

    def __reduce__(self):
        return (type(self), (list(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def added(self, item) -> "FrozenList":
        """A new list: this one and ``item`` at its end."""
        return type(self)([*self, item])

    def removed(self, item) -> "FrozenList":
        """A new list without the first ``item`` (ValueError if there is none, as ``list.remove``)."""
        i = self.index(item)
        return type(self)(self[:i] + self[i + 1:])


class FrozenDict(dict):
    """A dict that refuses any change in place."""

    __slots__ = ()

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = __ior__ = _refused

    def __reduce__(self):
        return (type(self), (dict(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def frozen_list(value) -> FrozenList:
    """A field's converter: ``value`` as a :class:`FrozenList` (itself if it is one)."""
    return value if type(value) is FrozenList else FrozenList(value)


def frozen_dict(value) -> FrozenDict:
    """A field's converter: ``value`` as a :class:`FrozenDict` (itself if it is one)."""
    return value if type(value) is FrozenDict else FrozenDict(value)
