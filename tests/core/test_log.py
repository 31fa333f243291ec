"""The event log: reads as a list, copies share what both already hold."""

import random

import pytest

import rulekit
from rulekit.log import MAX_LINKS, EventLog


def test_a_log_reads_as_the_list_of_its_events_through_copies_and_appends():
    reference, log = [], EventLog()
    copies = []
    rng = random.Random(4)
    for i in range(200):
        log.append(i)
        reference.append(i)
        if rng.random() < 0.3:
            copies.append((log.copy(), list(reference)))
    assert log == reference and list(log) == reference and len(log) == 200
    assert list(reversed(log)) == reference[::-1]
    for i in (0, 1, 57, 199, -1, -200):
        assert log[i] == reference[i]
    for part in (slice(None), slice(150, None), slice(3, 77), slice(None, None, 2), slice(-5, None)):
        assert log[part] == reference[part]
    with pytest.raises(IndexError):
        log[200]
    for copy, then in copies:  # each copy kept what it had, whatever came after
        assert copy == then


def test_copies_are_independent_and_share_their_common_events():
    a = EventLog(range(10))
    b = a.copy()
    a.append("a")
    b.append("b")
    assert list(a) == [*range(10), "a"] and list(b) == [*range(10), "b"]
    c = b.copy()
    assert c._frozen is b._frozen and c._frozen.parent is a._frozen  # nothing copied but the tail


def test_a_long_chain_of_copies_is_flattened_and_stays_the_same_log():
    log = EventLog()
    for i in range(3 * MAX_LINKS):
        log.append(i)
        log = log.copy()
    assert log._frozen.depth <= MAX_LINKS + 1 and list(log) == list(range(3 * MAX_LINKS))


def test_truncate_clear_extend():
    log = EventLog(range(5))
    log.copy()  # the first five are frozen, shared with that copy
    log.extend([5, 6])
    log.truncate(6)
    assert log == [0, 1, 2, 3, 4, 5]
    log.truncate(2)
    assert log == [0, 1]
    log.clear()
    assert log == [] and len(log) == 0


def test_a_matchs_log_is_one_whatever_it_is_given_and_saves_as_a_list(toy_game):
    m = toy_game.new_match(seed=2).play_random(random.Random(2))
    assert isinstance(m.events, EventLog)
    m.events = list(m.events)
    assert isinstance(m.events, EventLog)
    text = rulekit.dumps(m)
    assert '"events":[{' in text and rulekit.loads(text) == m
    clone = m.clone()
    assert clone.events == m.events and clone.events is not m.events
