"""A bare match for unit tests of steps and abilities: fill its stack by hand.

``table_with(step, ..., rolls={...})`` gives a match whose stack holds the given
steps above a resting decision of player 0, so a test can drive one procedure
and look at the state it leaves.
"""

from __future__ import annotations

import attrs

from ..match import Match
from ..records import Step
from ..steps import Decline


@attrs.frozen
class Hold(Step):
    """Player 0 waits: the bottom of a test table's stack."""

    def actor(self, match):
        return 0

    def actions(self, match):
        return [Decline("attendre")]

    def resolve(self, match, choice):
        pass


@attrs.define(eq=True)
class Table(Match):
    """A match with no rules of its own; ``options["abilities"]`` lists abilities in play."""

    def start(self):
        self.push(Hold())

    def abilities_in_play(self):
        return self.options.get("abilities", ())


def table_with(*steps, rolls=None, abilities=()):
    table = Table(game="table", options={"abilities": list(abilities)})
    table.start()
    table.rolls.update(rolls or {})
    table.push(*steps)
    table._settle()
    return table
