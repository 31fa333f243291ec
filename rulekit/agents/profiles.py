"""The units of a match's factions as a person reads them: name, stats and abilities, in French.

The human agent shows them on request (``p``) and names the units a prompt is about. Read from
the match's faction files (keys or paths, :mod:`rulekit.factions`) through the DSL, once per
file; a game without faction files has no profiles.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .. import factions


def _shown(value) -> str:
    from ..dsl.values import show

    try:
        text = show(value)
    except Exception:  # a value the DSL does not write: as Python says it
        text = value
    if isinstance(text, (tuple, list)):
        return " ".join(map(str, text))
    return "—" if text is None else str(text)


@lru_cache(maxsize=None)
def _of_file(path: str) -> tuple[tuple[str, str], ...]:
    from ..dsl.faction import parse_file_lenient

    parsed, errors = parse_file_lenient(path)
    if parsed is None:
        return ()
    out = []
    for unit in parsed.units:
        stats = ", ".join(f"{k} {_shown(v)}" for k, v in unit.stats.items())
        lines = [f"{unit.name} ({parsed.faction}) : {stats}"]
        for name in unit.abilities:
            decl = parsed.abilities.get(name)
            text = decl.text if decl is not None else ""
            lines.append(f"    {name} : « {text} »" if text and text != name else f"    {name}")
        out.append((unit.name, "\n".join(lines)))
    return tuple(out)


def profiles(match) -> dict[str, str]:
    """``{unit name: its profile}`` of both factions of ``match`` (empty without faction files)."""
    chosen = (getattr(match, "options", None) or {}).get("factions")
    if isinstance(chosen, str):
        chosen = chosen.split(",")
    found: dict[str, str] = {}
    for key in chosen or ():
        try:
            entry = factions.resolve(match.game, str(key))
        except Exception:  # an army the game keeps in memory, not a file: no profile
            continue
        for name, text in _of_file(str(entry.path)):
            found.setdefault(name, text)
    return found


def named_in(texts, names) -> list[str]:
    """The unit names that occur in ``texts`` (whole words, the longest first: « Noble à Cheval »
    is not also « Noble »), in the order of ``names``."""
    found = set()
    for text in texts:
        rest = text
        for name in sorted(names, key=len, reverse=True):
            pattern = r"(?<!\w)" + re.escape(name) + r"(?!\w)"
            if re.search(pattern, rest):
                found.add(name)
                rest = re.sub(pattern, " ", rest)
    return [n for n in names if n in found]
