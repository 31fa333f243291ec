"""A rulekit game's options as OpenSpiel game parameters that survive its game string.

OpenSpiel writes a game as ``name(key=value,...)`` and reads that string back by
splitting at commas and ``=`` and guessing each value's type, so a text holding a
comma, a bracket or ``=``, or one that looks like a number or a boolean ("30",
"true"), would not come back as itself. Hence texts are parameters in an encoded
form that OpenSpiel keeps as it is:

- a comma is written ``+``, the separator of rulekit's lists of names
  (``factions=space_marines+orks``);
- ``%``, ``+``, ``(``, ``)`` and ``=`` are written ``%XX`` (their UTF-8 code in hex),
  and so is the first character of a text that would read as a number or a boolean;
- an option whose default is a list or tuple of texts (``factions=["a", "b"]``) is a
  parameter too: its items joined by ``+``, each encoded (a comma in an item is ``%2C``).

Every other character stays as it is, so the usual values read plainly. A parameter
given as the decoded text (``{"factions": "space_marines,orks"}``) is accepted too:
decoding leaves it unchanged. Integers and booleans are OpenSpiel's own; a float
comes back to OpenSpiel's precision (15 significant digits), and must be finite.
"""

from __future__ import annotations

import numbers
from urllib.parse import unquote

_ESCAPED = "%+()=,"
_NUMERIC = set("+-0123456789.e")


def _escape(ch: str) -> str:
    return "".join(f"%{b:02X}" for b in ch.encode())


def _quote(text: str, comma: str) -> str:
    return "".join(comma if ch == "," and comma else _escape(ch) if ch in _ESCAPED else ch for ch in text)


def _misread(encoded: str) -> bool:
    """Would OpenSpiel read this text as a number or a boolean?"""
    return bool(encoded and set(encoded) <= _NUMERIC) or encoded.lower() in ("true", "false")


def _quote_guarded(text: str, comma: str, rest: str = "") -> str:
    """``text`` quoted, then ``rest`` (already encoded) appended; if the whole would be misread,
    the first character of ``text`` itself is escaped (a comma as ``%2C``, never its ``+``)."""
    encoded = _quote(text, comma) + rest
    if text and _misread(encoded):
        return _escape(text[0]) + _quote(text[1:], comma) + rest
    return encoded


def _is_list(value) -> bool:
    return isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)


def is_parameter(default) -> bool:
    """Whether an option with this default is an OpenSpiel parameter."""
    scalar = isinstance(default, (bool, str, numbers.Integral, numbers.Real)) and not isinstance(default, complex)
    return scalar or _is_list(default)


def encode(value):
    """The parameter value of an option value (texts and lists of texts encoded)."""
    if isinstance(value, str):
        return _quote_guarded(value, "+")
    if _is_list(value):
        if not value:
            return ""
        return _quote_guarded(value[0], "", "".join("+" + _quote(v, "") for v in value[1:]))
    return value


def decode(value, default):
    """The option value of a parameter value, ``default`` telling the option's type."""
    if isinstance(value, str) and _is_list(default):
        items = [unquote(v) for v in value.split("+")] if value else []
        return type(default)(items)
    if isinstance(value, str):
        return unquote(value.replace("+", ","))
    return value


def specification(options: dict) -> dict:
    """The parameters of a game's options, each with its encoded default."""
    return {k: encode(v) for k, v in options.items() if is_parameter(v)}


def read(options: dict, params: dict) -> tuple[dict, dict]:
    """``(options, parameters)``: the rulekit options OpenSpiel's ``params`` give, and the
    parameters in their canonical encoded form (what the game string shows)."""
    chosen, canonical = {}, dict(params)
    for key, default in options.items():
        if key in params and is_parameter(default):
            chosen[key] = decode(params[key], default)
            canonical[key] = encode(chosen[key]) if isinstance(params[key], str) else params[key]
    return chosen, canonical
