"""Saving a match as JSON and loading it back, exactly (cattrs).

The save names its format, version and game; records (steps, events, actions,
outcomes) carry their registered class name. A save that is not JSON, is cut
short, has another version or names a game that is not installed is refused with
a :class:`~rulekit.errors.SaveError` that says which.
"""

from __future__ import annotations

import json
from functools import lru_cache

import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from .errors import RulekitError, SaveError
from .records import REGISTRY, Record

FORMAT = "rulekit-save"
VERSION = 1

converter = cattrs.Converter()


def _is_record(t) -> bool:
    return isinstance(t, type) and issubclass(t, Record)


@lru_cache(maxsize=None)
def _unstructure_fn(cls):
    return make_dict_unstructure_fn(cls, converter)


@lru_cache(maxsize=None)
def _structure_fn(cls):
    return make_dict_structure_fn(cls, converter)


def _unstructure_record(obj):
    data = _unstructure_fn(type(obj))(obj)
    return {"type": type(obj)._record_name, **data}


def _structure_record(data, declared):
    if not isinstance(data, dict) or "type" not in data:
        raise SaveError(f"expected a record of type {declared.__name__}, found {data!r:.80}")
    cls = REGISTRY.get(data["type"])
    if cls is None or not issubclass(cls, declared):
        raise SaveError(f"unknown record type {data['type']!r} where {declared.__name__} was expected")
    fields = {k: v for k, v in data.items() if k != "type"}
    return _structure_fn(cls)(fields, cls)


converter.register_unstructure_hook_func(_is_record, _unstructure_record)
converter.register_structure_hook_func(_is_record, _structure_record)


def to_data(match) -> dict:
    cls = type(match)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game,
        "state": _unstructure_fn(cls)(match),
    }


def dumps(match) -> str:
    """The match as JSON text."""
    return json.dumps(to_data(match), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def loads(text: str):
    """A match from ``dumps`` text; SaveError if it is not a whole, current save."""
    from .plugins import load_game

    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError) as exc:
        raise SaveError(f"corrupt or truncated save: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a rulekit save (no 'format': 'rulekit-save')")
    if data.get("version") != VERSION:
        raise SaveError(f"save version {data.get('version')!r} is not supported (this rulekit reads version {VERSION})")
    try:
        game = load_game(data.get("game"))
    except RulekitError as exc:
        raise SaveError(f"save of a game that is not installed: {exc}") from None
    cls = game.match_class
    try:
        return _structure_fn(cls)(data["state"], cls)
    except SaveError:
        raise
    except Exception as exc:  # cattrs reports nested errors as exception groups
        raise SaveError(f"corrupt save: {_describe(exc)}") from None


def _describe(exc) -> str:
    subs = getattr(exc, "exceptions", None)
    if subs:
        return _describe(subs[0])
    return f"{type(exc).__name__}: {exc}"
