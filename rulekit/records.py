"""Plain-data records: actions, chance outcomes, events and pending steps.

Every record class is a frozen attrs class registered under its class name, so a
match's state (which holds them in lists) can be written to JSON and read back
with the exact same types. A game declares its records by subclassing one of the
four bases below; the registry is what lets :mod:`rulekit.save` rebuild them.
"""

from __future__ import annotations

import attrs

REGISTRY: dict[str, type] = {}


def _register(cls):
    name = cls.__qualname__
    known = REGISTRY.get(name)
    if known is not None and known.__module__ != cls.__module__:
        name = f"{cls.__module__}.{cls.__qualname__}"
    REGISTRY[name] = cls
    cls._record_name = name


@attrs.frozen
class Record:
    """A frozen attrs record; subclasses are registered by name for saving."""

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        _register(cls)

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
        from .chance import AUTO

        return AUTO
