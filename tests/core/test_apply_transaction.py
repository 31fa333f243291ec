"""``Match.apply`` is one transaction: whatever the caller hands in or the step raises, the
match is left exactly as before and the error is IllegalAction or a documented RulekitError."""

import random

import attrs
import numpy as np
import pytest

import rulekit
from rulekit import CHANCE, IllegalAction, ResolutionError
from rulekit.testing.strategies import advance


def _mid(game="pocket_tactics", seed=2, steps=25):
    match = advance(rulekit.load_game(game).new_match(seed=seed), random.Random(seed), steps)
    while match.current_player is CHANCE:
        advance(match, random.Random(seed), 1)
    return match


class EqualsEverything:
    label = "je suis toutes les actions"

    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


def test_an_object_equal_to_everything_is_illegal_and_changes_nothing():
    match = _mid()
    before = rulekit.dumps(match)
    with pytest.raises(IllegalAction):
        match.apply(EqualsEverything())
    assert rulekit.dumps(match) == before


def test_a_numpy_array_is_illegal_not_a_raw_valueerror():
    match = _mid()
    before = rulekit.dumps(match)
    for thing in (np.array([1, 2]), np.zeros(3), np.array(match.legal_actions()[0], dtype=object)):
        with pytest.raises(IllegalAction):
            match.apply(thing)
    assert rulekit.dumps(match) == before


def test_a_subclass_equal_to_a_legal_action_is_not_that_action():
    """Equality alone is not enough: the exact type must match, and the game resolves its own
    record, so an overridden method of a look-alike never runs inside the procedure."""
    match = _mid()
    legal = match.legal_actions()[0]
    Sly = type("Sly", (type(legal),), {"__eq__": lambda self, other: True, "__hash__": object.__hash__})
    sly = Sly(**{a.name: getattr(legal, a.name) for a in attrs.fields(type(legal))})
    before = rulekit.dumps(match)
    with pytest.raises(IllegalAction):
        match.apply(sly)
    assert rulekit.dumps(match) == before


def test_a_step_that_fails_midway_leaves_the_match_as_it_was(toy_game, monkeypatch):
    """A failure inside the procedure, after it already changed the state, is rolled back."""
    match = toy_game.new_match(seed=3)
    while match.current_player is CHANCE:
        advance(match, random.Random(3), 1)
    before = rulekit.dumps(match)
    action = match.legal_actions()[0]
    top = type(match.stack[-1])
    original = top.resolve

    def half_then_fail(self, m, choice):
        original(self, m, choice)  # the state has changed...
        m.stack.clear()
        raise KeyError("une unité inconnue")  # ...then the procedure fails

    monkeypatch.setattr(top, "resolve", half_then_fail)
    with pytest.raises(ResolutionError, match="une unité inconnue") as info:
        match.apply(action)
    assert isinstance(info.value, rulekit.RulekitError) and isinstance(info.value.__cause__, KeyError)
    assert rulekit.dumps(match) == before
    monkeypatch.setattr(top, "resolve", original)
    match.apply(action)  # and the match goes on
    assert rulekit.dumps(match) != before


def test_a_field_that_comes_to_hold_a_list_is_restored_too():
    """The undo snapshot reads at once the fields that held frozen values so far and copies the
    others: a field that held None and then holds a list is copied from then on, so that a
    failed step that changed the list in place leaves it as it was; the rolls written by the
    failed step are taken back too."""
    from rulekit.steps import Decline
    from rulekit.testing.table import Table

    @attrs.define(eq=True)
    class Carnet(Table):
        notes: object = None

    @attrs.frozen
    class Ecrire(rulekit.Step):
        def actor(self, match):
            return 0

        def actions(self, match):
            return [Decline("écrire")]

        def resolve(self, match, choice):
            if match.notes is None:
                match.notes = ["première"]
            else:
                match.notes.append("de trop")
            match.rolls["jet"] = (6,)
            raise KeyError("la page est déchirée")

    carnet = Carnet(game="table")
    carnet.start()
    carnet.push(Ecrire())
    for notes in (None, ("a",)):
        carnet.notes = None if notes is None else list(notes)
        with pytest.raises(ResolutionError, match="déchirée"):
            carnet.apply(carnet.legal_actions()[0])
        assert carnet.notes == (None if notes is None else list(notes))
        assert "jet" not in carnet.rolls and isinstance(carnet.stack[-1], Ecrire)
