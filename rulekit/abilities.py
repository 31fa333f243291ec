"""Abilities act in three ways only: modifiers, triggers and replacements.

- A **modifier** answers a query the procedure asks (``match.query("dés", 2,
  unit=u, action="tirer")``): it receives the value so far and returns the new one.
  Permissions and prohibitions are modifiers too: the query ``"permis"`` starts
  at ``True`` or ``False`` and each modifier may turn it.
- A **trigger** reacts to an event after it happened (it may push steps).
- A **replacement** changes an event before it happens: it returns the changed
  event, or ``None`` to prevent it (and may push steps, e.g. a saving roll that
  re-emits the event on failure).

Order (documented, deterministic): the game lists the abilities in play with
``Match.abilities_in_play()`` as ``(bearer, ability)`` pairs, by player index,
then by the unit's place in the game's own ordering, then by the order of the
unit's abilities in its faction file. Modifiers are applied, triggers fired and
replacements offered in that order. A replacement acts at most once on a given
event (the event records which ones changed it).

Within one query, modifiers come in ranks (``Modifier.rang``), each rank in the order above:
first those that change the value (``CHANGE``: a die more or less, a permission turned), then
those that set it (``FIXE``: « ne lance que deux dés », « lance toujours trois dés »: the number
the sentence says is the number thrown, whatever the others added; of two, the last in the
order above), then those that bound it (``BORNE``: « ne lance jamais plus de deux dés », « …
jamais moins d'un dé »). A procedure gives a query the value it starts from (the card's dice)
with every addition of its own already in it, so that a set value or a bound has the last word.

Events are matched by ``kind``: the event class's ``kind`` attribute (by
default its class name), so the DSL can name an event by a French word that the
game's vocabulary maps to its event class.

Dispatch is indexed: the pairs a game lists are grouped once by query (and by
event kind for triggers and replacements), each group keeping the order above,
and a query walks its own group only; within it, a modifier that answers only
about its bearer (``Modifier.about_bearer``) is left out of the queries about
other units (the group is filtered once per unit asked about). The index is kept for the very object
``abilities_in_play()`` returned (the games return the same tuple while the
abilities in play stay the same), so a game must return a new object, never
change the old one in place, when they change.
"""

from __future__ import annotations

import contextlib
from typing import Any, Callable

import attrs


#: The keys under which a query's context names the unit it is about.
UNIT_KEYS = ("unit", "unite", "unité")


def unit_of(ctx: dict):
    """The unit a query is about (the first of ``UNIT_KEYS`` it has), or None."""
    for key in UNIT_KEYS:
        if key in ctx:
            return ctx[key]
    return None


@attrs.frozen
class Modifier:
    query: str
    fn: Callable[..., Any]  # (match, bearer, ctx: dict, value) -> value
    #: True when the modifier answers only queries about its bearer (``unit_of(ctx) == bearer``,
    #: as its own guard says): dispatch then skips it for the other units without calling it.
    about_bearer: bool = False
    #: The values of the query context's ``action`` for which the modifier may change the value
    #: (« se déplacer de deux tuiles » answers « portée » for a move only), or None: any. For any
    #: other action it returns the value it is given, so dispatch skips it without calling it.
    actions: frozenset | None = attrs.field(default=None, converter=attrs.converters.optional(frozenset))
    #: when it is applied among the modifiers of its query: ``CHANGE``, ``FIXE`` or ``BORNE`` (module docstring)
    rang: int = 0


#: the ranks of a query's modifiers (``Modifier.rang``): changes, then set values, then bounds
CHANGE, FIXE, BORNE = 0, 1, 2


#: The event kinds some trigger or replacement of an ability made in this process (or of pairs
#: indexed, :func:`_build`) acts on: an event of any other kind is applied without reading the
#: abilities in play (most events of a step are such: nothing could react to them).
REACTED: set[str] = set()


@attrs.frozen
class Trigger:
    event: str
    fn: Callable[..., None]  # (match, bearer, event) -> None


@attrs.frozen
class Replacement:
    event: str
    fn: Callable[..., Any]  # (match, bearer, event) -> Event | None


@attrs.frozen
class Ability:
    """A compiled ability: a name, its French text, and what it does."""

    name: str
    modifiers: tuple[Modifier, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    replacements: tuple[Replacement, ...] = ()
    text: str = ""
    ast: Any = attrs.field(default=None, eq=False, repr=False)

    def __attrs_post_init__(self):
        REACTED.update(t.event for t in (*self.triggers, *self.replacements))

    def __deepcopy__(self, memo):
        return self


#: An event class -> its kind, read once per class (every event is offered to replacements and
#: triggers by its kind).
_KINDS: dict[type, str] = {}


def event_kind(event) -> str:
    cls = type(event)
    try:
        return _KINDS[cls]
    except KeyError:
        kind = _KINDS[cls] = getattr(cls, "kind", None) or cls.__name__
        return kind


_ANY = object()  # no action to filter by


@attrs.frozen
class Index:
    """The pairs in play grouped by what they answer, each group in the documented order:
    ``modifiers[query]`` are ``(bearer, fn, about_bearer, actions)`` and
    ``answering[(query, unit)]`` those that answer about ``unit``, ``(bearer, fn)``, filled as
    units are asked about (``answering[(query, unit, action)]`` for the queries in ``by_action``,
    some of whose modifiers answer only for some actions);
    ``triggers[kind]`` are ``(bearer, fn)``; ``replacements`` are all of them in that order,
    ``(bearer, ability, fn, kind)``, and ``replaced`` the kinds they act on."""

    modifiers: dict
    triggers: dict
    replacements: tuple
    replaced: frozenset
    by_action: frozenset = frozenset()
    answering: dict = attrs.Factory(dict)
    asked: dict = attrs.Factory(dict)

    def asked_about(self, unit) -> frozenset:
        """The queries some modifier may answer about ``unit`` (None: a query about no unit),
        worked out once per unit: any other query's answer is the value it is given."""
        try:
            return self.asked[unit]
        except KeyError:
            found = self.asked[unit] = self._asked(unit)
            return found
        except TypeError:  # a unit that cannot be a key
            return self._asked(unit)

    def answers(self, query: str, unit, action=_ANY) -> bool:
        """Whether some modifier may answer ``query`` about ``unit``, asked with the context's
        ``action`` if one is given (None: a context without one); :func:`answers`."""
        if query not in self.asked_about(unit):  # most units: nothing to filter by action
            return False
        return action is _ANY or bool(self.answering_for(query, unit, action))

    def answering_for(self, query: str, unit, action=None) -> list:
        """``(bearer, fn)`` of the modifiers of ``query`` that answer about ``unit`` asked with the
        context's ``action`` (None: a context without one), in the documented order, worked out
        once per unit and, for the queries in ``by_action``, per action (:func:`ask`)."""
        key = (query, unit, action) if query in self.by_action else (query, unit)
        try:
            return self.answering[key]
        except KeyError:
            found = self.answering[key] = _answering(self.modifiers.get(query, ()), *key[1:])
            return found
        except TypeError:  # a unit or action that cannot be a key: filtered each time, by unit only
            return _answering(self.modifiers.get(query, ()), unit)

    def _asked(self, unit) -> frozenset:
        return frozenset(q for q, group in self.modifiers.items() if _answering(group, unit))


def _build(pairs) -> Index:
    modifiers, triggers, replacements = {}, {}, []
    for bearer, ability in pairs:
        for m in ability.modifiers:
            modifiers.setdefault(m.query, []).append((getattr(m, "rang", CHANGE), bearer, m.fn, m.about_bearer, m.actions))
        for t in ability.triggers:
            triggers.setdefault(t.event, []).append((bearer, t.fn))
            REACTED.add(t.event)  # an ability of another class than Ability (duck-typed)
        for r in ability.replacements:
            replacements.append((bearer, ability, r.fn, r.event))
            REACTED.add(r.event)
    # each query's modifiers by rank, each rank in the documented order (a stable sort)
    modifiers = {q: [m[1:] for m in sorted(group, key=lambda m: m[0])] for q, group in modifiers.items()}
    by_action = frozenset(q for q, group in modifiers.items() if any(m[3] is not None for m in group))
    return Index(modifiers, triggers, tuple(replacements), frozenset(r[3] for r in replacements), by_action)


#: id(pairs) -> (pairs, Index): the pairs are kept so that their id is not reused.
_INDEXES: dict[int, tuple] = {}
_MAX_INDEXES = 256


def index(pairs) -> Index:
    """The :class:`Index` of ``pairs`` (``Match.abilities_in_play()``), built once per object."""
    found = _INDEXES.get(id(pairs))
    if found is not None and found[0] is pairs:
        return found[1]
    built = _build(pairs)
    if len(_INDEXES) >= _MAX_INDEXES:  # the oldest first: matches come and go
        del _INDEXES[next(iter(_INDEXES))]
    _INDEXES[id(pairs)] = (pairs, built)
    return built


_STALE = object()  # pinned, but to be read (again) at its next use (:func:`pin`, :func:`repin`)


def pin(match) -> bool:
    """Pin the index of the abilities in play (see :func:`pinned`), read at its first use; whether
    this call pinned it (False: it already was, and the caller must leave it to whoever pinned it)."""
    if getattr(match, "_pinned", None) is not None:
        return False
    object.__setattr__(match, "_pinned", _STALE)
    return True


def unpin(match) -> None:
    object.__setattr__(match, "_pinned", None)


def repin(match) -> None:
    """After an event is applied: a pinned index is read again from ``abilities_in_play()``
    before its next use (the abilities in play change only when an event is applied,
    :meth:`Match.emit`; many events are followed by another before any query)."""
    if getattr(match, "_pinned", None) is not None:
        object.__setattr__(match, "_pinned", _STALE)


@contextlib.contextmanager
def pinned(match):
    """While the block runs, every query of ``match`` reads one index of the abilities in play,
    worked out at its first use, instead of asking ``abilities_in_play()`` at each query: for a block
    that reads the state without changing it (a step's legal actions, which ask many queries
    of one state). A block already pinned keeps its index."""
    mine = pin(match)
    try:
        yield
    finally:
        if mine:
            unpin(match)


def _index_of(match) -> Index:
    found = getattr(match, "_pinned", None)
    if found is None:
        return index(match.abilities_in_play())
    if found is _STALE:
        found = index(match.abilities_in_play())
        object.__setattr__(match, "_pinned", found)
    return found


def answers(match, query: str, unit=None, action=_ANY) -> bool:
    """Whether some modifier in play may answer ``query`` about ``unit`` (None: a query about
    no unit), asked with the context's ``action`` if one is given (None: a context without
    one): if not, :func:`ask` returns the value it is given, and a procedure may skip
    working out the query's context."""
    found = _index_of(match)
    if action is _ANY:  # the common case, asked at every listing: without a second call
        return query in found.asked_about(unit)
    return found.answers(query, unit, action)


def modified(match, query: str) -> bool:
    """Whether some modifier in play answers ``query`` about any unit at all: if not, every
    unit's answer is the value it is given, and a procedure asking it of many units may skip
    them all (:func:`answers` says which units it may be answered about)."""
    return query in _index_of(match).modifiers


def asked_about(match, unit) -> frozenset:
    """The queries some modifier in play may answer about ``unit`` (:func:`answers` for many
    queries at once)."""
    return _index_of(match).asked_about(unit)


def _answering(group: list, unit, action=_ANY) -> list:
    return [(bearer, fn) for bearer, fn, about_bearer, actions in group
            if (not about_bearer or bearer == unit) and (actions is None or action is _ANY or action in actions)]


def answering(match, query: str, ctx: dict) -> list:
    """``(bearer, fn)`` of the modifiers of ``query`` that may answer in context ``ctx`` (about its
    unit, for its ``action``), in the documented order: what :func:`ask` runs. A modifier reads it
    to know which other bearers answer the same question (an aura answers once, docs/DSL.md)."""
    return _index_of(match).answering_for(query, unit_of(ctx), ctx.get("action"))


def answered_before(match, bearer, ctx: dict, value, query: str, key) -> bool:
    """Does the same answer of the same ability (``key``, the mark ``une_fois`` its modifiers carry)
    change ``value`` for an earlier bearer, in the documented order (:func:`answering`)? An ability
    that acts on a unit through several bearers says a condition, not a count: « Les Conscrits
    adjacents à un Lancier lancent un dé de défense supplémentaire » gives a Conscrit next to two
    Lanciers one die, from the first of them (docs/DSL.md « Auras »; Epic's sheet auras alike)."""
    for other, fn in answering(match, query, ctx):
        if getattr(fn, "une_fois", None) != key:
            continue
        if other == bearer:
            return False
        if fn(match, other, ctx, value) != value:
            return True
    return False


def ask(match, query: str, value, ctx: dict):
    """Run every modifier of ``query`` over ``value`` in the documented order (but those that
    answer only about their bearer, when the query is about another unit, and those that answer
    only for other actions than the context's ``action``)."""
    found = _index_of(match)
    if query not in found.modifiers:
        return value
    unit, action = unit_of(ctx), ctx.get("action")
    try:  # the modifiers already worked out for this key, read inline (asked at every query)
        answering = found.answering[(query, unit, action) if query in found.by_action else (query, unit)]
    except (KeyError, TypeError):
        answering = found.answering_for(query, unit, action)
    for bearer, fn in answering:
        value = fn(match, bearer, ctx, value)
    return value


def replace(match, event):
    """Offer ``event`` to each replacement once; return the event to apply, or None.

    A replacement may change the event's kind: those still to come are the ones after it in
    the documented order that act on the new kind."""
    kind = event_kind(event)
    if kind not in REACTED:
        return event
    found = _index_of(match)
    if kind not in found.replaced:
        return event
    for bearer, ability, fn, acts_on in found.replacements:
        if acts_on != kind:
            continue
        tag = f"{bearer}:{ability.name}"
        if tag in event.replaced_by:
            continue
        event = attrs.evolve(event, replaced_by=event.replaced_by + (tag,))
        event = fn(match, bearer, event)
        if event is None:
            return None
        kind = event_kind(event)
    return event


def trigger(match, event) -> None:
    kind = event_kind(event)
    if kind in REACTED:
        for bearer, fn in _index_of(match).triggers.get(kind, ()):
            fn(match, bearer, event)
