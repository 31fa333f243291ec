"""Saving a match as JSON and loading it back, exactly, in any process (cattrs).

A save names its format, version and game. Each record (step, event, action,
outcome) carries its tag (:mod:`rulekit.records`), looked up among the records of
the save's game and of the core, so a save loads in a new process whatever was
imported before, and two games may use the same class names. Structuring is
strict: a number where a text is expected, ``1.5`` for a whole number, ``"true"``
for a boolean, a field missing or unknown are refused, never coerced. Then the
fields' own validators and the game's invariants (``rulekit_invariants``) must
pass, every event of the log must be told, and the match must be able to take its
next step. Anything else is a :class:`~rulekit.errors.SaveError` that names the
field or the check.
"""

from __future__ import annotations

import collections.abc
import importlib
import json
import pkgutil
import typing
from functools import lru_cache

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from .chance import AUTO, CHANCE
from .errors import RulekitError, SaveError
from .records import REGISTRY, Record

FORMAT = "rulekit-save"
#: 2: records are tagged per game. Version 1 saves (tags by import order) still load.
#: 3: fields added since version 2 (:func:`since`); an older save lacks them and they take
#: their defaults.
VERSION = 3
READABLE = (1, 2, 3)

#: The metadata key of the first save version that holds a field (:func:`since`).
SINCE = "rulekit_since"


def since(version: int, **metadata) -> dict:
    """The metadata of a field added to a saved record in save ``version``: a save of an older
    version lacks it, and it takes its default; a save of that version or later must hold it,
    like every other field. ``attrs.field(default=(), metadata=since(3))``."""
    return {**metadata, SINCE: version}

#: Unstructuring needs no game: a record writes its own tag.
_writer = cattrs.Converter()


def _is_record(t) -> bool:
    return isinstance(t, type) and issubclass(t, Record)


@lru_cache(maxsize=None)
def _unstructure_fn(cls):
    return make_dict_unstructure_fn(cls, _writer)


def _unstructure_record(obj):
    return {"type": type(obj)._record_tag, **_unstructure_fn(type(obj))(obj)}


_writer.register_unstructure_hook_func(_is_record, _unstructure_record)


# --- which class a tag names, for one game ---------------------------------------------------

def _package(game) -> str:
    """The package whose modules hold a game's records: ``Game.package``, else the package
    of its match class."""
    module = game.match_class.__module__
    return getattr(game, "package", None) or module.rpartition(".")[0] or module


def _within(cls, package: str) -> bool:
    return cls.__module__ == package or cls.__module__.startswith(package + ".")


@lru_cache(maxsize=None)
def _import_all(package: str) -> None:
    """Import every module of the game's package, so that its records are registered even if
    the game creates some of them lazily (steps imported when a match starts)."""
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(getattr(root, "__path__", []), package + "."):
        importlib.import_module(info.name)


def _lookup(tag: str, package: str):
    candidates = REGISTRY.get(tag, ())
    own = [c for c in candidates if _within(c, package)]
    if not own:
        own = [c for c in candidates if _within(c, "rulekit") and not _within(c, "rulekit.testing")]
    if len(own) > 1:
        names = ", ".join(f"{c.__module__}.{c.__qualname__}" for c in own)
        raise SaveError(f"two records are tagged {tag!r} in {package} ({names}): give one a tag=")
    return own[0] if own else None


def _legacy(tag: str):
    """A version-1 tag ``module.Class`` (given to the second class of a name to register)."""
    module, _, name = tag.rpartition(".")
    if not module:
        return None
    try:
        importlib.import_module(module)
    except ImportError:
        return None
    return next((c for c in REGISTRY.get(name, ()) if c.__module__ == module), None)


@lru_cache(maxsize=None)
def record_class(tag: str, package: str):
    """The record class ``tag`` names in a save of the game whose package is ``package``."""
    found = _lookup(tag, package)
    if found is None:
        _import_all(package)
        found = _lookup(tag, package) or _legacy(tag)
    return found


# --- strict structuring -----------------------------------------------------------------------

def _exact(*types):
    names = " or ".join(t.__name__ for t in types)

    def structure(value, _):
        if type(value) not in types:
            raise TypeError(f"expected {names}, found {value!r:.60}")
        return value

    return structure


def _whole(text: str):
    try:
        return int(text)
    except ValueError:
        return None


def _check_keys(cls, data, version: int = VERSION) -> None:
    """A save holds every field of each record and of the match, and nothing else (a missing
    field would silently take its default; an unknown one is another game's or a typo), but
    the fields added after its ``version`` (:func:`since`)."""
    if not isinstance(data, dict):
        raise SaveError(f"expected the fields of {cls.__name__}, found {data!r:.80}")
    fields = attrs.fields(cls)
    expected = {a.name for a in fields}
    required = {a.name for a in fields if a.metadata.get(SINCE, 1) <= version}
    missing, unknown = sorted(required - set(data)), sorted(set(data) - expected, key=str)
    if missing or unknown:
        said = [f"missing {', '.join(missing)}"] if missing else []
        said += [f"unknown {', '.join(map(str, unknown))}"] if unknown else []
        raise SaveError(f"{cls.__name__}: {'; '.join(said)}")


@lru_cache(maxsize=None)
def _converter(package: str, version: int = VERSION) -> cattrs.Converter:
    """The strict converter of one game's saves of ``version``."""
    conv = cattrs.Converter(detailed_validation=True)
    conv.register_structure_hook(int, _exact(int))
    conv.register_structure_hook(bool, _exact(bool))
    conv.register_structure_hook(str, _exact(str))
    conv.register_structure_hook(float, _exact(float, int))

    def int_keyed(data, cls):  # JSON writes the keys of a dict[int, X] as texts
        if not isinstance(data, dict):
            raise TypeError(f"expected a mapping, found {data!r:.60}")
        key, value = typing.get_args(cls)
        if any(type(k) is not str or k != str(_whole(k)) for k in data):
            raise TypeError(f"expected whole numbers as keys, found {sorted(map(str, data))!r:.60}")
        return {int(k): conv.structure(v, value) for k, v in data.items()}

    conv.register_structure_hook_func(
        lambda t: typing.get_origin(t) in (dict, collections.abc.Mapping) and typing.get_args(t)[:1] == (int,),
        int_keyed)
    fns = {}

    def attrs_class(data, cls):
        _check_keys(cls, data, version)
        if cls not in fns:
            fns[cls] = make_dict_structure_fn(cls, conv)
        return fns[cls](data, cls)

    def record(data, declared):
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise SaveError(f"expected a record of type {declared.__name__}, found {data!r:.80}")
        cls = record_class(data["type"], package)
        if cls is None or not issubclass(cls, declared):
            raise SaveError(f"unknown record type {data['type']!r} where {declared.__name__} was expected")
        return attrs_class({k: v for k, v in data.items() if k != "type"}, cls)

    conv.register_structure_hook_func(_is_record, record)
    conv.register_structure_hook_func(lambda t: isinstance(t, type) and attrs.has(t) and not _is_record(t),
                                      attrs_class)
    return conv


# --- the public functions ---------------------------------------------------------------------

def unstructure(value):
    """A record (or any saved value) as plain JSON data, tagged as in a save."""
    return _writer.unstructure(value)


def structure(data, cls, game):
    """``data`` (from :func:`unstructure`) as a ``cls`` of the game ``game`` (a Game or its
    name), strictly; SaveError naming the field at fault."""
    from .plugins import load_game

    game = load_game(game) if isinstance(game, str) else game
    try:
        return _converter(_package(game)).structure(data, cls)
    except Exception as exc:
        raise SaveError(_describe(exc)) from None


def to_data(match) -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game,
        "state": _unstructure_fn(type(match))(match),
    }


def dumps(match) -> str:
    """The match as JSON text."""
    return json.dumps(to_data(match), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def loads(text: str, check: bool = True):
    """A match from ``dumps`` text (or its UTF-8 bytes), in any process; SaveError if it is
    not a whole, current save. With ``check`` (the default) the game's invariants must hold,
    the log must be told (``Match.log``) and the match must be able to take its next step,
    whichever legal choice is made
    (``check=False`` loads a state that cannot, to inspect it while debugging a game)."""
    from .plugins import load_game

    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:  # ValueError: bad JSON, or bytes that are not UTF-8
        raise SaveError(f"corrupt or truncated save: {exc}") from None
    except RecursionError:
        raise SaveError("corrupt save: nested too deep") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a rulekit save (no 'format': 'rulekit-save')")
    if type(data.get("version")) is not int or data["version"] not in READABLE:
        raise SaveError(f"save version {data.get('version')!r} is not supported "
                        f"(this rulekit reads versions {', '.join(map(str, READABLE))})")
    if not isinstance(data.get("game"), str):
        raise SaveError(f"corrupt save: the game's name is {data.get('game')!r:.40}, not a text")
    try:
        game = load_game(data["game"])
    except RulekitError as exc:
        raise SaveError(f"save of a game that is not installed: {exc}") from None
    if not game.playable:
        raise SaveError(f"save of {game.name}, which has no match to play")
    cls = game.match_class
    try:
        _check_keys(cls, data.get("state"), data["version"])
        if data["state"]["game"] != game.name:
            raise SaveError(f"a save of {game.name} whose match says it is of {data['state']['game']!r:.40}")
        match = _converter(_package(game), data["version"]).structure(data["state"], cls)
    except RecursionError:
        raise SaveError("corrupt save: nested too deep") from None
    except Exception as exc:  # cattrs reports nested errors as exception groups
        raise SaveError(f"corrupt save: {_describe(exc)}") from None
    if check:
        _check_options(game, match)
        _check_invariants(game, match)
        _check_log(match)
        _check_playable(match)
    return match


def _check_options(game, match) -> None:
    check = getattr(game, "check_options", None)
    if check is None:
        return
    try:
        check(match.options)
    except RulekitError as exc:
        raise SaveError(f"corrupt save: options: {exc}") from None


def _check_invariants(game, match) -> None:
    """The game's declared invariants hold of the loaded state (a coordinate off the table, a
    count no rule could reach): refused here, not found later in the middle of play."""
    from .plugins import invariants

    for check in invariants(game.name):
        name = getattr(check, "__name__", repr(check))
        try:
            ok = check(match)
        except AssertionError as exc:
            raise SaveError(f"corrupt save: {name}: {exc}") from None
        except Exception as exc:
            raise SaveError(f"corrupt save: {name} cannot be checked ({_describe(exc)})") from None
        if ok is False:
            raise SaveError(f"corrupt save: the invariant {name} does not hold")


def _check_log(match) -> None:
    """Every event of the log can be told in French (``Event.text``): an entry no rule could have
    written (a unit the match does not have, a manner of moving no rule names) is refused here,
    not when the log is read. The log is history: it does not change how the match goes on."""
    for i, event in enumerate(match.events):
        try:
            event.text(match)
        except Exception as exc:
            raise SaveError(f"corrupt save: events[{i}] ({type(event).__name__}) cannot be told "
                            f"({_describe(exc)})") from None


def _check_playable(match) -> None:
    """A loaded match must say who acts, list what they may choose and take any of those
    next steps (tried on clones): a save whose values are well typed but do not fit together
    (a unit or a tile the game does not know, a step without its dice) is refused here
    rather than failing later, in the middle of play."""
    try:
        if match.over:
            return
        player = match.current_player
        if player is AUTO:  # play always settles the automatic steps before it stops
            raise SaveError(f"corrupt save: stack[{len(match.stack) - 1}] ({type(match.top).__name__}) runs by "
                            f"itself, but a match is saved at a decision or a chance node")
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
    """The first error of a cattrs exception group, with the path of the field at fault."""
    path = []
    while getattr(exc, "exceptions", None):
        sub = exc.exceptions[0]
        note = next((n for n in getattr(sub, "__notes__", ()) if isinstance(n, str)), "")
        if "@ attribute " in note:
            path.append("." + note.rsplit(" ", 1)[-1])
        elif "@ index " in note:
            path.append(f"[{note.rsplit(' ', 1)[-1]}]")
        elif "@ key " in note:
            path.append(f"[{note.rsplit(' ', 1)[-1]!s}]")
        exc = sub
    where = "".join(path).lstrip(".")
    text = str(exc) if isinstance(exc, SaveError) else f"{type(exc).__name__}: {exc}"
    return f"{where}: {text}" if where else text
