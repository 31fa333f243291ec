"""rulekit.records.interned: a frozen record made once per process, equal to one made anew."""

import pytest

from rulekit import records
from rulekit.steps import Decline, Roll


def test_the_same_fields_give_the_same_record():
    a = records.interned(Decline, "relance")
    assert a is records.interned(Decline, "relance") and a == Decline("relance")
    assert records.interned(Decline, "tir") is not a


def test_the_record_is_validated_when_first_made():
    with pytest.raises(ValueError):
        records.interned(Roll, -1, "x")


def test_the_kept_records_are_forgotten_all_at_once_past_the_bound(monkeypatch):
    monkeypatch.setattr(records, "_MAX_INTERNED", 2)
    monkeypatch.setattr(records, "_INTERNED", {})
    first = records.interned(Decline, "a")
    records.interned(Decline, "b")
    records.interned(Decline, "c")  # the bound is reached: all forgotten, then « c » kept
    assert len(records._INTERNED) == 1 and records.interned(Decline, "a") is not first
