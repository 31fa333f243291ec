"""The event log: a list of events that copies in constant time.

A log is a frozen prefix shared with its copies (a chain of tuples, each link holding the
events appended since the copy before) and a tail of its own. ``copy()`` freezes the tail
into a new link that both logs then share, so a copy costs the events appended since the
last copy, never the length of the match: a search that copies a long match at every
simulation pays the same as for a short one. Appending only touches the log's own tail.
A chain grown long is flattened into one link (the rare copy that pays the whole length).

It reads as a list of events (``len``, indexing, slices, iteration, ``==`` with a list) and
is saved as one (:mod:`rulekit.save`).
"""

from __future__ import annotations

import itertools
from typing import Iterable

#: A chain longer than this is flattened into one link by the next copy.
MAX_LINKS = 32


class _Link:
    """A frozen piece of a log: ``events`` after those of ``parent``; ``length`` counts both."""

    __slots__ = ("parent", "events", "length", "depth")

    def __init__(self, parent: "_Link | None", events: tuple):
        self.parent = parent
        self.events = events
        self.length = (parent.length if parent else 0) + len(events)
        self.depth = (parent.depth if parent else 0) + 1

    def all(self) -> list:
        chunks, link = [], self
        while link is not None:
            chunks.append(link.events)
            link = link.parent
        return list(itertools.chain.from_iterable(reversed(chunks)))


class EventLog:
    """A list of events whose ``copy()`` costs the events appended since the last copy."""

    __slots__ = ("_frozen", "_tail")

    def __init__(self, events: Iterable = ()):
        events = tuple(events)
        self._frozen = _Link(None, events) if events else None
        self._tail: list = []

    @classmethod
    def of(cls, events) -> "EventLog":
        """``events`` as a log (a log stays itself): the converter of ``Match.events``."""
        return events if isinstance(events, EventLog) else cls(events)

    # --- changing it ------------------------------------------------------------------
    def append(self, event) -> None:
        self._tail.append(event)

    def extend(self, events) -> None:
        self._tail.extend(events)

    def clear(self) -> None:
        self._frozen, self._tail = None, []

    def truncate(self, length: int) -> None:
        """Keep the first ``length`` events."""
        frozen = self._frozen.length if self._frozen else 0
        if length >= frozen:
            del self._tail[length - frozen:]
        else:
            kept = self._frozen.all()[:length]
            self._frozen, self._tail = (_Link(None, tuple(kept)) if kept else None), []

    def copy(self) -> "EventLog":
        """An independent log with the same events, sharing the frozen ones."""
        if self._tail:
            self._frozen = _Link(self._frozen, tuple(self._tail))
            self._tail = []
        if self._frozen is not None and self._frozen.depth > MAX_LINKS:
            self._frozen = _Link(None, tuple(self._frozen.all()))
        new = EventLog()
        new._frozen = self._frozen
        return new

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):  # events are frozen records: the copy shares them
        return self.copy()

    # --- reading it -----------------------------------------------------------------------
    def _list(self) -> list:
        return (self._frozen.all() if self._frozen else []) + self._tail

    def __len__(self) -> int:
        return (self._frozen.length if self._frozen else 0) + len(self._tail)

    def __iter__(self):
        if self._frozen is not None:
            yield from self._frozen.all()
        yield from self._tail

    def __reversed__(self):
        return reversed(self._list())

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            frozen = self._frozen.length if self._frozen else 0
            if step == 1 and start >= frozen:  # the recent events: the tail alone
                return self._tail[start - frozen:stop - frozen]
            return self._list()[index]
        n = len(self)
        i = index + n if index < 0 else index
        if not 0 <= i < n:
            raise IndexError("event log index out of range")
        frozen = self._frozen.length if self._frozen else 0
        if i >= frozen:
            return self._tail[i - frozen]
        link = self._frozen
        while i < link.length - len(link.events):
            link = link.parent
        return link.events[i - (link.length - len(link.events))]

    def __contains__(self, event) -> bool:
        return any(e == event for e in self)

    def __eq__(self, other) -> bool:
        if isinstance(other, EventLog):
            return len(self) == len(other) and self._list() == other._list()
        if isinstance(other, (list, tuple)):
            return self._list() == list(other)
        return NotImplemented

    __hash__ = None

    def __repr__(self) -> str:
        return f"EventLog({self._list()!r})"
