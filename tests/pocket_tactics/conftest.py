"""Helpers to drive crafted Pocket-Tactics positions step by step."""

from __future__ import annotations

import pytest

import rulekit
from rulekit import CHANCE, Dice
from rulekit.steps import ChooseReroll, Decline
from rulekit_games.pocket_tactics.duel import position


def act(match, label: str):
    """Apply the one legal action whose label is ``label`` (or contains it, if unique)."""
    acts = match.legal_actions()
    exact = [a for a in acts if a.label == label]
    found = exact or [a for a in acts if label in a.label]
    assert len(found) == 1, f"{label!r} matches {[a.label for a in found]} among {[a.label for a in acts]}"
    match.apply(found[0])
    return found[0]


def labels(match) -> list[str]:
    return [a.label for a in match.legal_actions()]


def roll(match, *values):
    """Resolve the chance node on top with these dice."""
    assert match.current_player is CHANCE, f"not a chance node: {labels(match)}"
    match.apply(Dice(tuple(sorted(values))))


def decline_rerolls(match):
    """Decline every reroll offered until something else is asked."""
    while not match.is_over and isinstance(match.top, ChooseReroll):
        match.apply(Decline())


def unit(match, cell):
    uid = match.unit_at(cell)
    assert uid is not None, f"no unit at {cell}"
    return match.units[uid]


@pytest.fixture
def game():
    return rulekit.load_game("pocket_tactics")


@pytest.fixture
def pos():
    return position
