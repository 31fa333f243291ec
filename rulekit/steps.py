"""Generic steps every game can push: rolling dice and rerolling them.

A roll is one chance node over sorted tuples. A reroll is a new chance node over
only the dice taken back; the kept and the new dice are merged and sorted again.
Who chooses which die to reroll (the owner, or an opponent forcing a reroll) is a
player step, :class:`ChooseReroll`.
"""

from __future__ import annotations

import functools
import math

import attrs

from .chance import AUTO, CHANCE, throw
from .events import DiceRerolled, DiceRolled
from .records import Action, Step
from .validators import all_of, distinct, each, natural, player

#: The most outcomes one throw's chance node may list (23 six-sided dice at once): a roll
#: beyond it is refused where it is made (a corrupt save), since its exact distribution
#: would not fit in memory and no game's rule throws that many dice together.
MAX_OUTCOMES = 100_000


def _faces(inst, attribute, value) -> None:
    if value < 1:
        raise ValueError(f"{attribute.name} is {value!r:.40}: a die has at least one face")


@functools.lru_cache(maxsize=1024)
def _too_many(n: int, sides: int) -> bool:
    """Whether ``n`` dice of ``sides`` faces list more than MAX_OUTCOMES outcomes (worked out once
    per throw: every roll record of a match checks it)."""
    return n > MAX_OUTCOMES or sides > MAX_OUTCOMES or math.comb(n + sides - 1, n) > MAX_OUTCOMES


def _tractable(count):
    """The throw of ``count(step)`` dice of ``step.sides`` faces lists at most MAX_OUTCOMES."""

    def check(inst, attribute, value) -> None:
        n, sides = count(inst), inst.sides
        if n and sides >= 1 and _too_many(n, sides):
            raise ValueError(f"{attribute.name}: {n} dice of {sides} faces thrown at once are more than "
                             f"{MAX_OUTCOMES} outcomes")

    return check


@attrs.frozen
class Roll(Step):
    """Throw ``n`` dice of ``sides`` faces; the sorted result goes to ``match.rolls[key]``."""

    n: int = attrs.field(validator=all_of(natural, _tractable(lambda step: step.n)))
    key: str
    sides: int = attrs.field(default=6, validator=_faces)

    def actor(self, match):
        return CHANCE if self.n > 0 else AUTO

    def outcomes(self, match):
        return throw(self.n, self.sides)

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
    indices: tuple[int, ...] = attrs.field(
        validator=all_of(each(natural), distinct, _tractable(lambda step: len(step.indices))))
    sides: int = attrs.field(default=6, validator=_faces)

    def actor(self, match):
        return CHANCE if self.indices else AUTO

    def outcomes(self, match):
        return throw(len(self.indices), self.sides)

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

    player: int = attrs.field(validator=player)
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


def check_pending_rolls(match, reads, sides: int = 6) -> None:
    """An invariant for the games: the dice steps on the stack fit the steps waiting for them.

    ``reads(step, match)`` says which rolls a step of the game reads when it runs:
    ``{key: n}`` (``n`` dice, or ``None`` for any number), or ``{}``. Then, from the bottom
    of the stack up, every :class:`Roll` throws ``sides``-faced dice for a key a step below
    it reads, as many as it expects; every key a waiting step reads is thrown above it or
    already in ``match.rolls``; every :class:`Reroll` throws again dice that are there. A
    save whose roll was renamed or resized would otherwise fail (or take forever) later."""
    expected: dict = {}
    read_at = []
    for i, step in enumerate(match.stack):
        wanted = reads(step, match) or {}
        for key in wanted:
            read_at.append((i, key, step))
        if isinstance(step, (Roll, Reroll)):
            assert step.sides == sides, f"stack[{i}]: a {type(step).__name__} of {step.sides}-faced dice ({sides} here)"
        if isinstance(step, Roll):
            assert step.key in expected, (
                f"stack[{i}]: a roll for {step.key!r:.60}, which no step waiting below reads")
            n = expected[step.key]
            assert n is None or step.n == n, f"stack[{i}]: {step.n} dice for {step.key!r}, the rule throws {n}"
        elif isinstance(step, Reroll):
            values = match.rolls.get(step.key)
            assert values is not None, f"stack[{i}]: a reroll of {step.key!r:.60}, which was not rolled"
            assert all(k < len(values) for k in step.indices), (
                f"stack[{i}]: a reroll of dice {list(step.indices)} of {step.key!r}, which has {len(values)}")
        expected.update(wanted)
    for i, key, step in read_at:
        above = any(isinstance(s, Roll) and s.key == key for s in match.stack[i + 1:])
        assert above or key in match.rolls, (
            f"stack[{i}]: {type(step).__name__} reads the roll {key!r}, which is neither made nor pending")
