"""Saving a match as JSON and loading it back, exactly (cattrs).

The save names its format, version and game; records (steps, events, actions,
outcomes) carry their registered class name. A save that is not JSON, is cut
short, has another version, names a game that is not installed, lacks a field or has
one the game does not know, or describes a match that cannot take its next step is
refused with a :class:`~rulekit.errors.SaveError` that says which.
"""

from __future__ import annotations

import json
from functools import lru_cache

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from .chance import CHANCE
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
    _check_keys(cls, fields)
    return _structure_fn(cls)(fields, cls)


def _check_keys(cls, data) -> None:
    """A save holds every field of each record and of the match, and nothing else (a missing
    field would silently take its default; an unknown one is another game's or a typo)."""
    if not isinstance(data, dict):
        raise SaveError(f"expected the fields of {cls.__name__}, found {data!r:.80}")
    expected = {a.name for a in attrs.fields(cls)}
    missing, unknown = sorted(expected - set(data)), sorted(set(data) - expected)
    if missing or unknown:
        said = [f"missing {', '.join(missing)}"] if missing else []
        said += [f"unknown {', '.join(map(str, unknown))}"] if unknown else []
        raise SaveError(f"{cls.__name__}: {'; '.join(said)}")


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


def loads(text: str, check: bool = True):
    """A match from ``dumps`` text (or its UTF-8 bytes); SaveError if it is not a whole,
    current save. With ``check`` (the default) the match must also be able to take its next
    step, whichever legal choice is made (``check=False`` loads a state that cannot, to
    inspect it while debugging a game)."""
    from .plugins import load_game

    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:  # ValueError: bad JSON, or bytes that are not UTF-8
        raise SaveError(f"corrupt or truncated save: {exc}") from None
    except RecursionError:
        raise SaveError("corrupt save: nested too deep") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a rulekit save (no 'format': 'rulekit-save')")
    if data.get("version") != VERSION:
        raise SaveError(f"save version {data.get('version')!r} is not supported (this rulekit reads version {VERSION})")
    if not isinstance(data.get("game"), str):
        raise SaveError(f"corrupt save: the game's name is {data.get('game')!r:.40}, not a text")
    try:
        game = load_game(data["game"])
    except RulekitError as exc:
        raise SaveError(f"save of a game that is not installed: {exc}") from None
    cls = game.match_class
    try:
        _check_keys(cls, data.get("state"))
        if data["state"]["game"] != game.name:
            raise SaveError(f"a save of {game.name} whose match says it is of {data['state']['game']!r:.40}")
        match = _structure_fn(cls)(data["state"], cls)
    except Exception as exc:  # cattrs reports nested errors as exception groups
        raise SaveError(f"corrupt save: {_describe(exc)}") from None
    if check:
        _check_playable(match)
    return match


def _check_playable(match) -> None:
    """A loaded match must say who acts, list what they may choose and take any of those
    next steps (tried on clones): a save whose values are well typed but do not fit together
    (a unit or a tile the game does not know, a step without its dice) is refused here
    rather than failing later, in the middle of play."""
    try:
        if match.over:
            return
        player = match.current_player
        choices = [o for o, _ in match.chance_outcomes()] if player is CHANCE else match.legal_actions()
        if not choices:
            raise SaveError("corrupt save: the match is not over but there is nothing to choose")
        for choice in choices:
            match.clone().apply(choice)
    except SaveError:
        raise
    except Exception as exc:
        raise SaveError(f"corrupt save: the match cannot go on ({_describe(exc)})") from None


def _describe(exc) -> str:
    subs = getattr(exc, "exceptions", None)
    if subs:
        return _describe(subs[0])
    if isinstance(exc, SaveError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"
