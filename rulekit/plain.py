"""Plain data: what ``Match.observation`` returns and what adapters read.

Plain data is dicts, lists, text, numbers, booleans and None, nothing else, so a
reader needs no rulekit class to use it. :func:`plain` turns a state's values into
it: a record (any attrs instance) becomes a dict of its fields after ``"type"``, its
class name; an enum its value; a tuple a list; a set a list in a fixed order; a dict
key that is not text, a number, a boolean or None the compact JSON text of its
plain form. Anything else becomes its ``str``.
"""

from __future__ import annotations

import enum
import json
from fractions import Fraction

import attrs

_SCALARS = (str, int, float, bool, type(None))


def plain(value):
    """``value`` as plain data (see the module's docstring); deterministic in any process."""
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, Fraction):
        return str(value)
    if attrs.has(type(value)):
        fields = {f.name: plain(getattr(value, f.name)) for f in attrs.fields(type(value))}
        return {"type": type(value).__qualname__, **fields}
    if isinstance(value, dict):
        return {_key(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v) for v in value), key=text)
    return str(value)


def _key(key):
    key = plain(key)
    return key if isinstance(key, _SCALARS) else text(key)


def text(data) -> str:
    """Plain data as canonical compact JSON: keys sorted (as text), the same in any process."""
    return json.dumps(_sortable(data), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _sortable(data):
    """JSON sorts keys only if they are all text: number and None keys become text."""
    if isinstance(data, dict):
        return {k if isinstance(k, str) else json.dumps(k): _sortable(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_sortable(v) for v in data]
    return data
