"""Who acts when no player does: chance (OpenSpiel's -1) or nobody (a step that runs at once).

Its own module so that the records (:class:`rulekit.records.AutoStep`) and the dice
(:mod:`rulekit.chance`, which re-exports these names) can both name them without importing
each other.
"""

from __future__ import annotations

import enum


class Special(enum.IntEnum):
    """Who acts when no player does. CHANCE matches OpenSpiel's -1."""

    CHANCE = -1
    AUTO = -2


CHANCE = Special.CHANCE
AUTO = Special.AUTO
