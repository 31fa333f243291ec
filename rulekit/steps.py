"""Generic steps every game can push: rolling dice and rerolling them.

A roll is one chance node over sorted tuples. A reroll is a new chance node over
only the dice taken back; the kept and the new dice are merged and sorted again.
Who chooses which die to reroll (the owner, or an opponent forcing a reroll) is a
player step, :class:`ChooseReroll`.
"""

from __future__ import annotations

import attrs

from .chance import AUTO, CHANCE, dice_distribution
from .events import DiceRerolled, DiceRolled
from .records import Action, Dice, Step


@attrs.frozen
class Roll(Step):
    """Throw ``n`` dice of ``sides`` faces; the sorted result goes to ``match.rolls[key]``."""

    n: int
    key: str
    sides: int = 6

    def actor(self, match):
        return CHANCE if self.n > 0 else AUTO

    def outcomes(self, match):
        return [(Dice(v), p) for v, p in dice_distribution(self.n, self.sides)]

    def resolve(self, match, choice):
        match.pop()
        match.emit(DiceRolled(self.key, choice.values))

    def run(self, match):  # no dice at all: an empty roll, no chance node
        match.pop()
        match.emit(DiceRolled(self.key, ()))


@attrs.frozen
class Reroll(Step):
    """Throw again the dice at ``indices`` of ``match.rolls[key]``."""

    key: str
    indices: tuple[int, ...]
    sides: int = 6

    def actor(self, match):
        return CHANCE if self.indices else AUTO

    def outcomes(self, match):
        return [(Dice(v), p) for v, p in dice_distribution(len(self.indices), self.sides)]

    def resolve(self, match, choice):
        match.pop()
        current = match.rolls[self.key]
        old = tuple(current[i] for i in self.indices)
        kept = [v for i, v in enumerate(current) if i not in self.indices]
        values = tuple(sorted(kept + list(choice.values)))
        match.emit(DiceRerolled(self.key, old, choice.values, values))

    def run(self, match):
        match.pop()


@attrs.frozen
class RerollDie(Action):
    """Reroll one die of a roll, named by its value (equal values are interchangeable)."""

    key: str
    value: int

    @property
    def label(self):
        return f"relancer un {self.value} ({self.key})"


@attrs.frozen
class RerollAll(Action):
    key: str

    @property
    def label(self):
        return f"relancer tous les dés ({self.key})"


@attrs.frozen
class Decline(Action):
    what: str = "relance"

    @property
    def label(self):
        return f"renoncer ({self.what})"


@attrs.frozen
class ChooseReroll(Step):
    """``player`` may reroll one die (or all, when ``whole``) of ``match.rolls[key]``, or decline.

    The player need not own the dice: a forced reroll of an opponent's die is the
    same step with the opponent's roll key. ``also`` names further rolls the
    player may pick the one die from instead (e.g. attack or defence dice). ``only``
    limits the choice to dice showing one of those values (« relancer ses 1 »).
    """

    player: int
    key: str
    whole: bool = False
    may_decline: bool = True
    also: tuple[str, ...] = ()
    only: tuple[int, ...] = ()

    def actor(self, match):
        return self.player

    def actions(self, match):
        values = match.rolls.get(self.key, ())
        if self.whole:
            acts = [RerollAll(self.key)] if values else []
        else:
            acts = [RerollDie(k, v) for k in (self.key, *self.also) for v in sorted(set(match.rolls.get(k, ())))
                    if not self.only or v in self.only]
        if self.may_decline or not acts:
            acts.append(Decline())
        return acts

    def resolve(self, match, choice):
        match.pop()
        values = match.rolls.get(self.key, ())
        if isinstance(choice, RerollAll):
            match.push(Reroll(self.key, tuple(range(len(values)))))
        elif isinstance(choice, RerollDie):
            values = match.rolls.get(choice.key, ())
            match.push(Reroll(choice.key, (values.index(choice.value),)))
