"""Plain-data records: actions, chance outcomes, events and pending steps.

Every record class is a frozen attrs class with a *tag*: its class name, or the
``tag=`` given where it is declared (``class Charge(Step, tag="charge")``), so a
class can be renamed or moved without breaking saves. A tag is unique within a
game, not across games: two games may each have their ``Deplacement``, and a save
names its game, so :mod:`rulekit.save` looks a tag up among the records of that
game (the modules of its package) and of the core. Nothing depends on the order
in which modules are imported.
"""

from __future__ import annotations

import attrs

from .special import AUTO

#: Every record class by tag; a tag may name classes of several games.
REGISTRY: dict[str, list[type]] = {}


def _register(cls, tag: str | None):
    # attrs makes a new class of a slotted record, copying the class's attributes: the tag
    # declared on the first keeps the class's own ``_record_tag``, not inherited ones.
    cls._record_tag = tag or cls.__dict__.get("_record_tag") or cls.__qualname__
    same = REGISTRY.setdefault(cls._record_tag, [])
    # A module run again (importlib.reload, a test module imported twice) replaces its class.
    same[:] = [c for c in same if (c.__module__, c.__qualname__) != (cls.__module__, cls.__qualname__)]
    same.append(cls)


@attrs.frozen
class Record:
    """A frozen attrs record; subclasses are registered by tag for saving."""

    def __init_subclass__(cls, tag: str | None = None, **kw):
        super().__init_subclass__(**kw)
        _register(cls, tag)

    def __deepcopy__(self, memo):  # frozen: sharing is safe and makes clone() cheap
        return self


@attrs.frozen
class Action(Record):
    """A player's decision. ``label`` is its French wording, unique among the legal ones."""

    @property
    def label(self) -> str:
        raise NotImplementedError


@attrs.frozen
class Outcome(Record):
    """The result of a chance node."""

    @property
    def label(self) -> str:
        raise NotImplementedError


@attrs.frozen
class Dice(Outcome):
    """A roll of several dice, sorted: the order of dice thrown together does not matter."""

    values: tuple[int, ...]

    @property
    def label(self) -> str:
        return "dés : " + " ".join(map(str, self.values)) if self.values else "aucun dé"


@attrs.frozen
class Event(Record):
    """A change of state. ``apply`` makes the change; ``text`` says it in French.

    An event's ``replaced_by`` lists the replacements that already changed it, so
    each replacement acts at most once on one event.
    """

    replaced_by: tuple[str, ...] = attrs.field(default=(), kw_only=True)

    def apply(self, match) -> None:
        """Change ``match``; the default changes nothing (a pure announcement)."""

    def text(self, match) -> str:
        fields = ", ".join(
            f"{a.name}={getattr(self, a.name)}" for a in attrs.fields(type(self)) if a.name != "replaced_by"
        )
        return f"{type(self).__name__}({fields})"


@attrs.frozen
class Step(Record):
    """A pending part of a procedure, kept on the match's stack.

    The step on top of the stack decides who acts:

    - ``actor(match)`` returns a player index, ``CHANCE``, or ``AUTO``;
    - a player's step lists ``actions(match)`` and takes one in ``resolve``;
    - a chance step lists ``outcomes(match)`` and takes one in ``resolve``;
    - an automatic step does its work in ``run(match)``.

    A step changes the stack itself (``match.pop()``, ``match.push()``,
    ``match.replace_top()``); nothing is held in a Python frame.
    """

    def actor(self, match):
        raise NotImplementedError

    def actions(self, match) -> list:
        return []

    def outcomes(self, match) -> list:
        return []

    def resolve(self, match, choice) -> None:
        raise NotImplementedError

    def run(self, match) -> None:
        raise NotImplementedError


@attrs.frozen
class AutoStep(Step):
    """A step that needs no decision: it does its work in ``run`` as soon as it is on top."""

    def actor(self, match):
        return AUTO


_INTERNED: dict = {}  # (record class, its fields) -> the record: see interned()
_MAX_INTERNED = 100_000


def interned(kind, *fields):
    """The frozen record ``kind(*fields)``, made once for the process and shared after that.

    A step's legal actions are frozen records compared by value, and a game offers the same
    ones turn after turn (a unit's moves, an activation): listing them anew would make and
    validate the same records again. The fields must be hashable; the records made are kept
    (at most ``_MAX_INTERNED``, then forgotten all at once)."""
    key = (kind, *fields)
    found = _INTERNED.get(key)
    if found is None:
        if len(_INTERNED) >= _MAX_INTERNED:  # many matches of many armies: start again
            _INTERNED.clear()
        found = _INTERNED[key] = kind(*fields)
    return found
