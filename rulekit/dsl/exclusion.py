"""A designation by what it is not: « une unité autre qu'un Archer », « … qui n'est pas un Archer ».

Rule books restrict who may do something to a unit by naming the one kind allowed: « Un Druide ne peut
être attaqué que par un Archer » is « … ne peut pas être attaqué par une unité autre qu'un Archer »
(the game's permission asks of each attacker whether the prohibition holds). The kind excluded is a
qualifier of the designation, « autre qu'un Archer » (its article the noun's gender, for ``render``),
one per kind: a unit fits « une unité autre qu'un Archer ou qu'un Druide » when it is neither
(:meth:`rulekit.dsl.compiler.Compiler.matches` asks the game ``is_a``).
"""

from __future__ import annotations

import re

_EXCLUDED = re.compile(r"autre qu'une? (.+)")
#: the marker of the qualifiers an exclusion gives a designation in the transformer (``("exclus", quals)``)
EXCLUDED = "exclus"


def qualifier(noun: str, feminine: bool) -> str:
    """The qualifier that excludes the units of kind ``noun``: « autre qu'un Archer »."""
    return f"autre qu'{'une' if feminine else 'un'} {noun}"


def excluded(q: str) -> str | None:
    """The kind qualifier ``q`` excludes (« autre qu'un Archer » -> « Archer »), None for another qualifier."""
    m = _EXCLUDED.fullmatch(q)
    return m.group(1) if m else None


def agree(q: str, plural: bool) -> str:
    """« autre qu'un Archer » after a plural noun: « autres qu'un Archer »."""
    return "autres" + q[5:] if plural else q
