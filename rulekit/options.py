"""Typed match options: what each option of a game accepts.

A game declares its options as ``Game(options={name: Option(...) or a plain default})``;
a plain default declares an option of its type (bool, int or str; any other default
accepts any value). ``Game.new_match(**options)`` structures every value given, a text
from the command line as well as a Python value, into the declared type (cattrs, with
strict hooks) and checks its range (attrs validators). A value that no rule could use
is an :class:`~rulekit.errors.OptionError` that names the option and what it accepts.
``Game.options`` stays a mapping of each option to its default.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any, Callable, Iterator, Mapping

import attrs
import cattrs

from .errors import OptionError, UnknownFaction

#: The words a boolean option accepts, case-insensitively.
BOOLEANS = {"true": True, "false": False, "oui": True, "non": False, "1": True, "0": False}
_INTEGER = re.compile(r"[+-]?\d+")


def _bool(value, _type) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in BOOLEANS:
        return BOOLEANS[value.strip().lower()]
    if type(value) is int and value in (0, 1):
        return bool(value)
    raise ValueError(f"not a boolean: {value!r}")


def _int(value, _type) -> int:
    if type(value) is int:
        return value
    if isinstance(value, str) and _INTEGER.fullmatch(value.strip()):
        return int(value)
    raise ValueError(f"not a whole number: {value!r}")


def _str(value, _type) -> str:
    if isinstance(value, str):
        return value
    raise ValueError(f"not a text: {value!r}")


#: cattrs with strict hooks: ``True`` is no int, ``1.5`` no int, ``"yes"`` no bool.
converter = cattrs.Converter()
converter.register_structure_hook(bool, _bool)
converter.register_structure_hook(int, _int)
converter.register_structure_hook(str, _str)

_WORDS = {bool: "true or false (also oui/non, 1/0)", int: "a whole number", str: "a text"}


@attrs.frozen
class Option:
    """One option: its default, its type and range, and a line of help.

    ``type`` is bool, int, str (strict: see :data:`converter`) or a function that turns
    the value given into the option's value, raising ValueError or TypeError; None
    takes the default's type. ``min``/``max`` bound a number (``max`` may be a function
    of no argument, read when a value is checked); ``choices`` lists the values allowed.
    ``accepted`` says in words what is accepted (derived from the rest when empty).
    """

    default: Any
    type: Any = None
    min: int | None = None
    max: int | Callable[[], int] | None = None
    choices: tuple = attrs.field(default=(), converter=tuple)
    help: str = ""
    accepted: str = ""

    @property
    def kind(self):
        if self.type is not None:
            return self.type
        return type(self.default) if type(self.default) in _WORDS else Any

    def _upper(self):
        return self.max() if callable(self.max) else self.max

    def describe(self) -> str:
        """What the option accepts, in words."""
        if self.accepted:
            return self.accepted
        if self.choices:
            return "one of " + ", ".join(map(str, self.choices))
        words = _WORDS.get(self.kind, "any value")
        hi = self._upper()
        if self.min is not None and hi is not None:
            return f"{words} from {self.min} to {hi}"
        if self.min is not None:
            return f"{words} ≥ {self.min}"
        return f"{words} ≤ {hi}" if hi is not None else words

    def validators(self) -> list:
        out = []
        if self.min is not None:
            out.append(attrs.validators.ge(self.min))
        hi = self._upper()
        if hi is not None:
            out.append(attrs.validators.le(hi))
        if self.choices:
            out.append(attrs.validators.in_(self.choices))
        return out

    def structure(self, game: str, name: str, value):
        """``value`` as this option's value; OptionError naming the option otherwise."""
        kind = self.kind
        try:
            if kind is Any:
                result = value
            elif kind in _WORDS:
                result = converter.structure(value, kind)
            else:
                result = kind(value)
            for check in self.validators():
                check(None, SimpleNamespace(name=name), result)
        except (TypeError, ValueError) as exc:
            error = UnknownFactionOption if isinstance(exc, _UnknownFaction) else OptionError
            raise error(f"{game}: option {name}={value!r} is not accepted; expected {self.describe()}") from exc
        return result


class Options(Mapping):
    """A game's options: a mapping of each name to its default, with its declaration
    (:class:`Option`) in ``declared``."""

    def __init__(self, declared: Mapping[str, Any] = ()):
        self.declared = {k: v if isinstance(v, Option) else Option(v) for k, v in dict(declared).items()}

    @classmethod
    def of(cls, value) -> "Options":
        return value if isinstance(value, Options) else cls(value)

    def __getitem__(self, name):
        return self.declared[name].default

    def __iter__(self) -> Iterator[str]:
        return iter(self.declared)

    def __len__(self) -> int:
        return len(self.declared)

    def __repr__(self) -> str:
        return f"Options({dict(self)!r})"

    def structure(self, game: str, given: Mapping[str, Any]) -> dict:
        """Every option's value: the defaults, and each value given structured and checked."""
        unknown = sorted(set(given) - set(self.declared))
        if unknown:
            accepted = ", ".join(sorted(self.declared)) or "none"
            raise OptionError(f"{game}: unknown option(s) {', '.join(unknown)}; accepted: {accepted}")
        values = dict(self)
        for name, value in given.items():
            values[name] = self.declared[name].structure(game, name, value)
        return values


class UnknownFactionOption(OptionError, UnknownFaction):
    """A ``factions`` option naming a faction the game does not have (both errors)."""


class _UnknownFaction(ValueError):
    pass


def factions_pair(known, distinct: bool = False, as_text: bool = True) -> Callable:
    """The converter of a ``factions`` option: two faction names, given as ``"a,b"`` or a
    sequence; the value is ``"a,b"`` (``as_text``) or ``[a, b]``. ``known`` is the
    collection of names accepted, or a function telling whether a name is one."""
    accepts = known if callable(known) else known.__contains__

    def convert(value):
        if isinstance(value, str):
            value = value.split(",")
        if not isinstance(value, (list, tuple)):
            raise TypeError(f"not a pair of names: {value!r}")
        names = [_str(v, str).strip() for v in value]
        if len(names) != 2 or (distinct and names[0] == names[1]):
            raise ValueError(f"not two {'different ' if distinct else ''}names: {value!r}")
        if not all(accepts(n) for n in names):
            raise _UnknownFaction(f"unknown faction among {names}")
        return ",".join(names) if as_text else names

    return convert


def pair_accepted(known, distinct: bool = False) -> str:
    """What a ``factions`` option accepts, in words."""
    return (f"two {'different ' if distinct else ''}factions among {', '.join(known)}, "
            "separated by a comma")
