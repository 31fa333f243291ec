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

Events are matched by ``kind``: the event class's ``kind`` attribute (by
default its class name), so the DSL can name an event by a French word that the
game's vocabulary maps to its event class.
"""

from __future__ import annotations

from typing import Any, Callable

import attrs


@attrs.frozen
class Modifier:
    query: str
    fn: Callable[..., Any]  # (match, bearer, ctx: dict, value) -> value


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

    def __deepcopy__(self, memo):
        return self


def event_kind(event) -> str:
    return getattr(type(event), "kind", None) or type(event).__name__


def ask(match, query: str, value, ctx: dict):
    """Run every modifier of ``query`` over ``value`` in the documented order."""
    for bearer, ability in match.abilities_in_play():
        for modifier in ability.modifiers:
            if modifier.query == query:
                value = modifier.fn(match, bearer, ctx, value)
    return value


def replace(match, event):
    """Offer ``event`` to each replacement once; return the event to apply, or None."""
    kind = event_kind(event)
    for bearer, ability in match.abilities_in_play():
        for replacement in ability.replacements:
            if replacement.event != kind:
                continue
            tag = f"{bearer}:{ability.name}"
            if tag in event.replaced_by:
                continue
            event = attrs.evolve(event, replaced_by=event.replaced_by + (tag,))
            event = replacement.fn(match, bearer, event)
            if event is None:
                return None
            kind = event_kind(event)
    return event


def trigger(match, event) -> None:
    kind = event_kind(event)
    for bearer, ability in match.abilities_in_play():
        for t in ability.triggers:
            if t.event == kind:
                t.fn(match, bearer, event)
