"""Small attrs validators shared by the games' records: the range of one field.

A record's field that holds a player index, a count, a die's face or an index is
checked where the record is made (``attrs.field(validator=...)``): during play, in a
scenario, and when a save is loaded (:mod:`rulekit.save` structures by calling the
class, so a value no rule could produce is a :class:`~rulekit.errors.SaveError`
naming the field). Each validator raises ``ValueError`` whose message starts with the
field's name. They are plain functions, cheap enough for records made at every step.

What involves several fields or the rest of the match (a coordinate within the table,
an id that names an existing unit) is a game's invariant (the ``rulekit_invariants``
hook), not a validator.
"""

from __future__ import annotations

#: The players of a two-player match.
PLAYERS = (0, 1)


def player(inst, attribute, value) -> None:
    """A player's index: 0 or 1."""
    if value != 0 and value != 1:
        raise ValueError(f"{attribute.name} is {value!r:.40}, not a player (0 or 1)")


def player_or(*others):
    """A player's index or one of ``others`` (``None``, ``-1``: nobody)."""
    allowed = (*PLAYERS, *others)
    said = " or ".join(map(repr, allowed))

    def check(inst, attribute, value) -> None:
        if value not in allowed:
            raise ValueError(f"{attribute.name} is {value!r:.40}, not one of {said}")

    return check


def natural(inst, attribute, value) -> None:
    """A count or an index: a whole number from 0."""
    if value < 0:
        raise ValueError(f"{attribute.name} is {value!r:.40}: a count or an index is never negative")


def optional_natural(inst, attribute, value) -> None:
    """A count or an index, or None."""
    if value is not None and value < 0:
        raise ValueError(f"{attribute.name} is {value!r:.40}: a count or an index is never negative")


def at_least(low: int):
    """A whole number from ``low`` (``at_least(-1)``: an index, or -1 for none)."""

    def check(inst, attribute, value) -> None:
        if value < low:
            raise ValueError(f"{attribute.name} is {value!r:.40}, less than {low}")

    return check


def between(low: int, high: int):
    """A whole number from ``low`` to ``high`` (both included)."""

    def check(inst, attribute, value) -> None:
        if not low <= value <= high:
            raise ValueError(f"{attribute.name} is {value!r:.40}, not between {low} and {high}")

    return check


def one_of(choices):
    """One of ``choices`` (a text the rules name: a mode, a terrain, a stage)."""
    allowed = frozenset(choices)
    said = ", ".join(sorted(map(str, allowed)))

    def check(inst, attribute, value) -> None:
        if value not in allowed:
            raise ValueError(f"{attribute.name} is {value!r:.60}, not one of: {said}")

    return check


def each(check_one):
    """Every item of a tuple passes ``check_one`` (the message gives the item's index)."""

    def check(inst, attribute, value) -> None:
        for i, item in enumerate(value):
            try:
                check_one(inst, attribute, item)
            except ValueError as exc:
                raise ValueError(f"{attribute.name}[{i}]: {exc}") from None

    return check


def distinct(inst, attribute, value) -> None:
    """No item of the tuple twice."""
    if len(set(value)) != len(value):
        raise ValueError(f"{attribute.name} holds an item twice: {value!r:.60}")


def all_of(*checks):
    """Every one of ``checks``, in order."""

    def check(inst, attribute, value) -> None:
        for c in checks:
            c(inst, attribute, value)

    return check


# --- references: a field that names something else of the match ---------------------------

def ref(kind: str, optional: bool = False) -> dict:
    """The metadata of a field that names a ``kind`` of thing of the match (a unit, a
    formation, a cell): ``attrs.field(metadata=ref("unit"))``. ``optional``: ``None``, ``""``
    or ``-1`` mean « none ». :func:`dangling` checks such fields against the match."""
    return {"ref": kind, "ref_optional": optional}


_NONE = (None, "", -1)


def _items(value, path):
    """(path, item) of a value, or of every item of (nested) tuples."""
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from _items(item, f"{path}[{i}]")
    else:
        yield path, value


def _references(record, path):
    """(path, kind, value) of every reference field in ``record`` and the records inside it."""
    fields = getattr(type(record), "__attrs_attrs__", None)
    if fields is None:
        return
    for f in fields:
        value = getattr(record, f.name)
        here = f"{path}.{f.name}"
        kind = f.metadata.get("ref")
        if kind is not None:
            for where, item in _items(value, here):
                if not (f.metadata.get("ref_optional") and item in _NONE):
                    yield where, kind, item
        elif isinstance(value, tuple):
            for i, item in enumerate(value):
                yield from _references(item, f"{here}[{i}]")
        else:
            yield from _references(value, here)


def dangling(match, exists: dict, fields=("stack",)) -> None:
    """AssertionError naming the first reference (a field marked with :func:`ref`) in the
    match's ``fields`` (lists of records, or records) that names nothing: ``exists[kind](match,
    value)`` says whether ``value`` names a thing of that kind. For a game's invariants: a
    step that names a unit the match does not have cannot be resolved."""
    for name in fields:
        value = getattr(match, name)
        records = enumerate(value) if isinstance(value, list) else [(None, value)]
        for i, record in records:
            for path, kind, item in _references(record, name if i is None else f"{name}[{i}]"):
                assert exists[kind](match, item), (
                    f"{path} is {item!r:.60}, which names no {kind} of the match")
