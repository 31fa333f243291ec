"""Single-field mutations of a save, for the property « a mutated save is either refused
or plays to the end without another exception » (``tests/fuzz/test_save_mutations.py``).

A mutation replaces one scalar of the save's state by another value of the same JSON type
(a whole number by its neighbour, zero, a negative or a huge one; a boolean by its
opposite; a text by another text of the same save), so that it passes the strict types
and tests what the values mean: validators, invariants and the game's rules.
"""

from __future__ import annotations

import json
import random

from ..chance import CHANCE, sample
from ..errors import SaveError
from ..save import loads

#: A match that goes on longer than this after a mutation « never ends ».
MAX_STEPS = 20_000


def leaves(data, path=()):
    """Every (path, value) of a scalar in the JSON value, depth first."""
    if isinstance(data, dict):
        items = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        yield path, data
        return
    for key, value in items:
        yield from leaves(value, path + (key,))


def texts(data) -> list[str]:
    return sorted({v for _, v in leaves(data) if isinstance(v, str)})


def replacements(value, others: list[str]) -> list:
    """The values of the same JSON type a mutation may put in place of ``value``."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return sorted({value - 1, value + 1, 0, -1, -value - 5, value * 2 + 7, 10**6, 7 * 10**21} - {value})
    if isinstance(value, float):
        return [value + 0.5, -1.0, 1e300]
    if isinstance(value, str):
        return [t for t in others if t != value][:40] + ["", "zzz"]
    return []


def mutate(text: str, path: tuple, value) -> str:
    data = json.loads(text)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return json.dumps(data, ensure_ascii=False)


def outcome(text: str, seed: int = 0) -> str:
    """``"refused"``, ``"played"``, or what went wrong (an exception, a match that never ends)."""
    try:
        match = loads(text)
    except SaveError:
        return "refused"
    rng = random.Random(seed)
    try:
        for _ in range(MAX_STEPS):
            if match.is_over:
                return "played"
            if match.current_player is CHANCE:
                match.apply(sample(match.chance_outcomes(), rng))
            else:
                match.apply(rng.choice(match.legal_actions()))
    except Exception as exc:  # what the property forbids: reported, not raised
        return f"{type(exc).__name__}: {exc}"[:300]
    return f"never ended ({MAX_STEPS} steps)"
