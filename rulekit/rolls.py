"""The dice a match's rolls left, by key: ``match.rolls``.

A dict whose values are always tuples of numbers: a list or any other sequence of numbers
given is made a tuple, anything else is refused when it is written, not when a copy finds
it. So a copy may share the values without looking inside them, and the undo snapshot that
every step takes (:meth:`rulekit.Match.apply`) copies the rolls at the cost of a dict copy.
"""

from __future__ import annotations

#: What a die's value may be: numbers (bool is an int; a game may count successes as such).
_NUMBERS = frozenset({int, float, bool})


def _dice(key, values) -> tuple:
    """``values`` as a tuple of numbers, or a TypeError that names the roll."""
    if type(values) is not tuple:
        try:
            values = tuple(values)
        except TypeError:
            raise TypeError(f"the roll {key!r} is {values!r:.60}, not a sequence of dice values") from None
    if not set(map(type, values)) <= _NUMBERS:
        raise TypeError(f"the roll {key!r} is {values!r:.60}: dice values are numbers")
    return values


class Rolls(dict):
    """``{key: (die, ...)}``: a dict that makes every value written a tuple of numbers."""

    __slots__ = ()

    def __init__(self, *args, **kwargs):
        super().__init__()
        self.update(*args, **kwargs)

    @classmethod
    def of(cls, value) -> "Rolls":
        """``value`` as rolls (rolls stay themselves): the converter of ``Match.rolls``."""
        return value if type(value) is cls else cls(value)

    def __setitem__(self, key, values) -> None:
        dict.__setitem__(self, key, _dice(key, values))

    def update(self, *args, **kwargs) -> None:
        for key, values in dict(*args, **kwargs).items():
            self[key] = values

    def setdefault(self, key, default=()):
        if key not in self:
            self[key] = default
        return dict.__getitem__(self, key)

    def __ior__(self, other):
        self.update(other)
        return self

    def copy(self) -> "Rolls":
        """A copy sharing the values (tuples of numbers), at the cost of a dict copy."""
        new = dict.__new__(Rolls)
        dict.update(new, self)
        return new

    def __copy__(self) -> "Rolls":
        return self.copy()

    def __deepcopy__(self, memo) -> "Rolls":
        return self.copy()

    def __reduce__(self):
        return Rolls, (dict(self),)
