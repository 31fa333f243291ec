"""A match is a state machine of plain data.

At every point exactly one holds: a player must decide (``current_player`` is an
index and ``legal_actions()`` lists the choices), chance must decide
(``current_player is CHANCE`` and ``chance_outcomes()`` gives exact
probabilities), or the match is over. The procedure in progress is the ``stack``
of :class:`~rulekit.records.Step` records: its top step says who acts. Steps
that need no decision run at once (``_settle``), so the top is never automatic
between two calls.

A game subclasses :class:`Match`, adds its own attrs fields (all with defaults),
and implements ``setup`` (push the first steps) and, if it has abilities,
``abilities_in_play``.
"""

from __future__ import annotations

import copy
import itertools
import operator
import random
from typing import Any

import attrs

from . import abilities
from .chance import AUTO, CHANCE, Distribution, Shared, outcomes_of, sample
from .errors import IllegalAction, ResolutionError, RulekitError
from .events import MatchEnded
from .frozen import FrozenDict, FrozenList, frozen_dict
from .log import EventLog
from .plain import plain
from .records import Event, Record, Step
from .rolls import Rolls
from .validators import natural


_HISTORY = ("seed", "events", "steps")  # not part of the position (see Match.observation)
_IMMUTABLE = (Record, int, str, type(None), float, bool, bytes, frozenset, FrozenList, FrozenDict)


def _find(choice, legal: list):
    """The legal record equal to ``choice`` and of its exact type, or None. The comparison is
    the legal record's own (attrs) ``__eq__``; one that cannot compare (an array among the
    fields) is no match. A choice taken from the list itself is found by identity first."""
    for candidate in legal:
        if candidate is choice:
            return candidate
    kind = type(choice)
    for candidate in legal:
        if type(candidate) is kind:
            try:
                if candidate == choice:
                    return candidate
            except Exception:  # a field whose comparison fails or is ambiguous
                continue
    return None


def is_concession(action) -> bool:
    """Whether ``action`` concedes the match: a game marks such actions with a true
    ``concession`` attribute (a class attribute or a property of the action)."""
    return getattr(action, "concession", False) is True


def random_action(actions: list, rng: random.Random):
    """A uniformly random action, never a concession unless nothing else is legal: what
    random play (``Match.play_random``, the random agent, golden playthroughs) does."""
    playing = [a for a in actions if not is_concession(a)]
    return rng.choice(playing or actions)


#: Whether values of a type are shared by copies rather than copied (see :func:`_shared`).
_SHARED_TYPES: dict[type, bool] = {}
#: The types found shared so far, as a set: a container whose items' types are all in it is
#: copied shallowly, the test made at C speed (``set(map(type, items)) <= _SHARED_KINDS``).
_SHARED_KINDS: set[type] = {int, str, type(None), float, bool, bytes, frozenset}
_TUPLE = {tuple}


def _shared(kind: type) -> bool:
    """Whether copies share values of ``kind``: immutable values, frozen records, and the
    instances of any other frozen attrs class that says so by its ``__deepcopy__`` (a game's
    frozen units and formations: ``copy.deepcopy`` would return them unchanged anyway)."""
    found = _SHARED_TYPES.get(kind)
    if found is None:
        found = _SHARED_TYPES[kind] = issubclass(kind, _IMMUTABLE) or (
            attrs.has(kind) and kind.__setattr__ is _FROZEN_SETATTR and hasattr(kind, "__deepcopy__"))
        if found:
            _SHARED_KINDS.add(kind)
    return found


@attrs.frozen
class _Frozen:
    pass


_FROZEN_SETATTR = _Frozen.__setattr__


def _all_shared(values) -> bool:
    """Whether every value is shared (:func:`_shared`, or a plain tuple of such values): the
    distinct types are collected at C speed, then each checked once."""
    kinds = set(map(type, values))
    if kinds <= _SHARED_KINDS:
        return True
    if tuple in kinds:  # the tuples' items, all at once (dice rolls: tuples of numbers)
        kinds.discard(tuple)
        if not _all_shared(list(itertools.chain.from_iterable(v for v in values if type(v) is tuple))):
            return False
    return all(_shared(t) for t in kinds)


def _copy(value):
    """Copy mutable containers recursively; share immutable values and frozen records.

    The common cases come first and are decided at C speed (a value of a known shared type;
    a list or dict of them): the undo snapshot of every step and every search clone copy
    through here."""
    kind = type(value)
    if kind in _SHARED_KINDS:
        return value
    if kind is Rolls:  # its values are tuples of numbers, checked when written
        return value.copy()
    if kind is list:
        if set(map(type, value)) <= _SHARED_KINDS or _all_shared(value):
            return value.copy()
        return [_copy(v) for v in value]
    if kind is dict:
        kinds = set(map(type, value.values()))
        if kinds <= _SHARED_KINDS or (kinds == _TUPLE and set(map(type, itertools.chain.from_iterable(
                value.values()))) <= _SHARED_KINDS) or _all_shared(value.values()):  # dice rolls: tuples of numbers
            return value.copy()
        return {k: _copy(v) for k, v in value.items()}
    if _shared(kind):
        return value
    if isinstance(value, list):
        if _all_shared(value):
            return value.copy()
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        if _all_shared(value.values()):
            return value.copy()
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, tuple):
        if _all_shared(value) or all(_shared(type(v)) or (isinstance(v, tuple) and _copy(v) is v) for v in value):
            return value
        items = [_copy(v) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)
    if isinstance(value, set):
        return {_copy(v) for v in value}
    return copy.deepcopy(value)


class _Plan:
    """How a match class is snapshot (:meth:`Match._snapshot`): its fields but the event log
    (``names``), those whose values were shared at its first snapshot first (read at once by
    ``kept``), then the others (``copied``)."""

    def __init__(self, match: "Match"):
        fields = [f.name for f in attrs.fields(type(match)) if f.name != "events"]
        kept = [name for name in fields if _shared(type(getattr(match, name)))]
        copied = [name for name in fields if name not in kept]
        self.names = (*kept, *copied)
        self.kept, self.copied = _getter(kept), _getter(copied)


def _getter(names: list):
    """A function that reads the attributes ``names`` of an object as a tuple, at C speed."""
    if len(names) > 1:
        return operator.attrgetter(*names)
    return lambda obj: tuple(getattr(obj, name) for name in names)


#: A match class -> how it is snapshot.
_PLANS: dict[type, _Plan] = {}


def _a_winner(match, attribute, value) -> None:
    """The winner is one of the match's players, or None (no winner yet, or a draw)."""
    if value is not None and not 0 <= value < match.num_players:
        raise ValueError(f"{attribute.name} is {value!r:.40}, not a player (0 to {match.num_players - 1}) nor None")


class _Memo:
    """What a match works out once per state and forgets as soon as the state changes: the
    legal choices (who decides, and what), and, while they are worked out, the index of the
    abilities in play (:func:`rulekit.abilities.pinned`). Slots, not attrs fields: never
    compared, copied nor saved."""

    __slots__ = ("_memo", "_pinned")


_set_memo = _Memo._memo.__set__  # the slot's own setter: cheaper than object.__setattr__, called at every step


def share_choices(copy: "Match", memo: tuple) -> None:
    """Give ``copy``, a :meth:`Match.clone` not yet changed, the memo of the legal choices of the
    match it was cloned from (``match._memo``): the same position, so the same choices, which
    an adapter's clone (OpenSpiel's) then need not work out again. Never shared otherwise: a
    clone may be edited by hand (:meth:`Match.determinise`)."""
    _set_memo(copy, memo)


@attrs.define(eq=True)
class Match(_Memo):
    game: str = ""
    seed: int | None = None
    #: The options the match was made with: they never change, so copies share them (a new
    #: dict replaces them, e.g. a scenario's).
    options: dict[str, Any] = attrs.field(factory=FrozenDict, converter=frozen_dict)
    stack: list[Step] = attrs.Factory(list)
    #: The event log (:class:`~rulekit.log.EventLog`, read as a list; a list given is made one).
    events: list[Event] = attrs.field(factory=EventLog, converter=EventLog.of)
    #: The dice each roll left, by key (:class:`~rulekit.rolls.Rolls`: a dict whose values are
    #: always tuples of numbers; a dict given is made one).
    rolls: dict[str, tuple[int, ...]] = attrs.field(factory=Rolls, converter=Rolls.of)
    over: bool = False
    winner: int | None = attrs.field(default=None, validator=_a_winner)
    #: How many decisions and chance outcomes the match has taken: history, not position
    #: (not compared); the CLI draws each step's randomness from (seed, steps).
    steps: int = attrs.field(default=0, eq=False, validator=natural)

    num_players = 2

    # --- creation -------------------------------------------------------
    @classmethod
    def setup(cls, game, seed=None, **options) -> "Match":
        """Make a new match; a game overrides ``start`` to push its first steps."""
        match = cls(game=game.name, seed=seed, options=dict(options))
        match.start()
        match._settle()
        match._forget()
        return match

    def start(self) -> None:
        raise NotImplementedError

    # --- who acts -------------------------------------------------------
    @property
    def top(self) -> Step | None:
        return self.stack[-1] if self.stack else None

    @property
    def current_player(self):
        if self.over:
            return None
        return self.stack[-1].actor(self)

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list:
        chance, choices = self._choices()
        return [] if chance else list(choices)

    def chance_outcomes(self) -> list:
        """The chance outcomes ``[(outcome, Fraction)]``: a list of the caller's own, or the one
        list of a throw's outcomes every roll of those dice shares, which refuses any change
        (:func:`rulekit.chance.throw`: copying thousands of outcomes at every roll cost more than
        the roll)."""
        chance, choices = self._choices()
        if not chance:
            return []
        if isinstance(choices, Distribution):
            return choices if isinstance(choices, Shared) else choices.copy()
        return list(choices)

    def _choices(self) -> tuple[bool, list]:
        """(whether chance decides, the legal actions or the chance outcomes) of this state,
        worked out once: ``legal_actions``, ``chance_outcomes`` and ``apply`` share them until
        the match takes a step or its procedure changes (:meth:`_forget`). The memo also
        remembers the top step and the count of steps, so that a state edited by hand with
        another step on top is never answered from an old list."""
        memo = getattr(self, "_memo", None)
        top = self.stack[-1] if self.stack and not self.over else None
        if memo is not None and memo[0] is top and memo[1] == self.steps:
            return memo[2], memo[3]
        if top is None:
            chance, choices = False, []
        elif top.actor(self) is CHANCE:
            chance, choices = True, top.outcomes(self)
        else:
            mine = abilities.pin(self)  # working out the actions reads the state, never changes it
            try:
                chance, choices = False, top.actions(self)
            finally:
                if mine:
                    abilities.unpin(self)
        _set_memo(self, (top, self.steps, chance, choices))  # not an attrs field
        return chance, choices

    def _forget(self) -> None:
        """The state changed: what :meth:`_choices` remembered no longer holds."""
        _set_memo(self, None)

    def returns(self) -> list[float]:
        if not self.over or self.winner is None:
            return [0.0] * self.num_players
        return [1.0 if p == self.winner else -1.0 for p in range(self.num_players)]

    # --- acting ---------------------------------------------------------
    def apply(self, choice) -> None:
        """Take a legal action or chance outcome, as one transaction.

        ``choice`` must equal one of the legal choices and be of its exact type; the
        game then resolves its own legal record (never the object handed in, whose
        ``__eq__`` or fields could be anything). Anything else raises IllegalAction. If
        the game's procedure fails while resolving it (a loaded state it cannot handle,
        a bug), the match is restored exactly as it was and :class:`ResolutionError`
        (a RulekitError) says which step failed; the game's own RulekitErrors pass
        through, after the same restoration.
        """
        if self.over:
            raise IllegalAction(choice, [])
        chance, choices = self._choices()
        chosen = _find(choice, outcomes_of(choices) if chance else choices)
        if chosen is None:
            raise IllegalAction(choice, list(outcomes_of(choices) if chance else choices))
        top = self.stack[-1]
        before = self._snapshot()
        try:
            self._resolve(chosen)
        except BaseException as exc:
            self._restore(before)
            if isinstance(exc, RulekitError) or not isinstance(exc, Exception):
                raise
            raise ResolutionError(self, top, chosen, exc) from exc

    def _snapshot(self) -> tuple:
        """What :meth:`_restore` needs to undo a step: every field but the event log, those
        that may change in place copied (:func:`_copy`; the rolls, :class:`~rulekit.rolls.Rolls`,
        without looking inside), and the log's length (it only grows during a step), so that the
        snapshot costs the same however long the match has been.

        A snapshot is taken at every step, so its common case is made cheap (:class:`_Plan`):
        the fields that held containers at the class's first snapshot (the stack, the rolls)
        are copied, and the others kept as they are once one C-speed test shows that their
        values are all still shared; if not (a field came to hold a list), each is looked at."""
        plan = _PLANS.get(type(self))
        if plan is None:
            plan = _PLANS[type(self)] = _Plan(self)
        kept = plan.kept(self)
        if _SHARED_KINDS.issuperset(map(type, kept)):
            values = [*kept, *map(_copy, plan.copied(self))]
        else:
            values = [*kept, *plan.copied(self)]
            values = [v if type(v) in _SHARED_KINDS else _copy(v) for v in values]
        return plan.names, values, self.events, len(self.events)

    def _restore(self, snapshot: tuple) -> None:
        names, values, events, length = snapshot
        for name, value in zip(names, values):
            setattr(self, name, value)
        events.truncate(length)
        self.events = events
        self._forget()

    def _resolve(self, choice) -> None:
        self._forget()
        object.__setattr__(self, "steps", self.steps + 1)  # a natural number plus one: no validator to run
        # the abilities in play change only when an event is applied: read once here, again
        # after each event (emit), not at every query of the step
        mine = abilities.pin(self)
        try:
            self.stack[-1].resolve(self, choice)
            self._settle()
        finally:
            if mine:
                abilities.unpin(self)
        self._forget()

    def _settle(self) -> None:
        while not self.over:
            if not self.stack:
                raise RuntimeError(f"{self.game}: the procedure stack ran empty before the end")
            top = self.stack[-1]
            if top.actor(self) is not AUTO:
                return
            top.run(self)

    def play_random(self, rng: random.Random | None = None) -> "Match":
        """Play to the end: chance by its probabilities, players uniformly at random
        among their actions other than conceding (:func:`random_action`)."""
        if rng is None:
            rng = random.Random(self.seed)
        while not self.over:
            chance, choices = self._choices()
            self._resolve(sample(choices, rng) if chance else random_action(choices, rng))
        return self

    def clone(self) -> "Match":
        """An independent copy. Frozen records are shared (they cannot change), so only
        the containers are copied: cheap enough for search agents to clone at every node.
        The event log shares with the copy what both already hold (:mod:`rulekit.log`), so a
        clone costs the same however long the match has been."""
        new = copy.copy(self)
        for field in attrs.fields(type(self)):
            value = getattr(self, field.name)
            object.__setattr__(new, field.name, value.copy() if field.name == "events" else _copy(value))
        new._forget()  # a copy may be edited by hand (determinise): it works out its own choices
        object.__setattr__(new, "_pinned", None)
        return new

    # --- the procedure's tools -------------------------------------------
    def push(self, *steps: Step) -> None:
        """Push steps so that they run in the order given (the first ends on top)."""
        _set_memo(self, None)  # the procedure changed (:meth:`_forget`)
        self.stack.extend(reversed(steps))

    def pop(self) -> Step:
        _set_memo(self, None)
        return self.stack.pop()

    def replace_top(self, step: Step) -> None:
        _set_memo(self, None)
        self.stack[-1] = step

    def emit(self, event: Event) -> Event | None:
        """Offer the event to replacements, apply it, log it, fire triggers."""
        event = abilities.replace(self, event)
        if event is None:
            return None
        _set_memo(self, None)
        event.apply(self)
        abilities.repin(self)  # what is in play may have changed with the event
        self.events.append(event)
        abilities.trigger(self, event)
        return event

    def query(self, name: str, value, **ctx):
        """Ask the abilities in play to modify ``value`` for ``name`` in context ``ctx``."""
        return abilities.ask(self, name, value, ctx)

    def finish(self, winner: int | None, reason: str) -> None:
        self.emit(MatchEnded(winner, reason))

    def abilities_in_play(self):
        """``(bearer, Ability)`` pairs in the documented order; none by default."""
        return ()

    # --- reading ----------------------------------------------------------
    def log(self, player: int | None = None) -> list[str]:
        """The match's events in French, one line each; with ``player``, the lines that player
        reads (:meth:`event_text`): what a game of hidden information hides is left out or
        told as that player sees it."""
        if player is None:
            return [e.text(self) for e in self.events]
        texts = (self.event_text(e, player) for e in self.events)
        return [t for t in texts if t is not None]

    def event_text(self, event: Event, player: int | None = None) -> str | None:
        """``event`` in French as ``player`` reads it (None: as it is), or None if that player
        does not learn of it. By default a game of perfect information shows every event to
        everyone; a game of imperfect information that does not override this shows its
        players none (nothing hidden can leak through the log)."""
        if player is None or self._perfect():
            return event.text(self)
        return None

    def render_text(self) -> str:
        """A text picture of the state; games override it."""
        return ""

    def render_view(self, player: int | None = None) -> str:
        """The text picture as ``player`` sees it (None: all of it). By default the whole
        picture in a game of perfect information, and nothing in a game of imperfect
        information that does not override this."""
        if player is None or self._perfect():
            return self.render_text()
        return ""

    def _perfect(self) -> bool:
        """Whether the match's game is of perfect information (``Game.information``)."""
        from .plugins import load_game

        try:
            return load_game(self.game).information == "perfect"
        except RulekitError:  # a match of a game not registered (built by hand in a test)
            return True

    # --- hidden information ----------------------------------------------------
    def hidden_from(self, player: int) -> bool:
        """Whether something ``player`` cannot see would make a difference to a search now:
        then the search agents sample what is hidden (:meth:`determinise`) instead of reading
        the state. False by default (perfect information)."""
        return False

    def determinise(self, player: int, rng: random.Random) -> "Match":
        """A copy of the match where everything ``player`` cannot see is drawn anew, from
        ``rng`` alone, consistently with what ``player`` has seen (the same observation and
        legal actions for them): what a search agent looks ahead on, so that it never reads
        hidden data. By default (perfect information) a plain :meth:`clone`, drawing nothing."""
        return self.clone()

    def observation(self, player: int) -> dict:
        """What ``player`` knows of the state now, as plain data (:mod:`rulekit.plain`).

        Agents and adapters (OpenSpiel, PettingZoo) read this, never the state itself.
        By default, for a game of perfect information, it is the whole position: every
        field of the match except ``seed``, the event log (``events``) and ``steps``, which
        tell how the position came about rather than what it is. A game with hidden information
        (``Game.information`` "imperfect") overrides it and leaves out what ``player``
        may not see, in its log too.
        """
        return {f.name: plain(getattr(self, f.name)) for f in attrs.fields(type(self))
                if f.name not in _HISTORY}
