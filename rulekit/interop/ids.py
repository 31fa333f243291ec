"""The action ids the adapters share: a state's legal actions sorted by their French label.

A label is unique among the legal actions of a state, so the rank of an action in label order
is an id that the same state always gives, in any process (:mod:`rulekit.interop.openspiel`
explains the convention; :mod:`rulekit.interop.pettingzoo` follows it). The adapters sort at
every decision, so each record's label is read once: the games make most of their actions once
per process (:func:`rulekit.records.interned`). Measured and not kept: reading the labels of a
whole list at once with ``map`` (+5 % instructions per step through pyspiel on Pocket-Tactics).
"""

from __future__ import annotations

#: id(action) -> (action, label); the record is kept so that its id is not reused. Emptied when full.
_LABELS: dict[int, tuple] = {}
_MAX_LABELS = 1 << 16


def label(action) -> str:
    """``action.label``, read once per record."""
    found = _LABELS.get(id(action))
    if found is not None and found[0] is action:
        return found[1]
    if len(_LABELS) >= _MAX_LABELS:
        _LABELS.clear()
    text = action.label
    _LABELS[id(action)] = (action, text)
    return text


def by_label(actions) -> list:
    """``actions`` sorted by label: ids ``0 .. k-1`` in order (equal labels, which a game should
    not give, keep the game's order)."""
    return sorted(actions, key=label)
