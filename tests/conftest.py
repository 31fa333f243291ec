"""Shared fixtures. ``game``: every installed playable game plus the toy game, parametrized
(used by the agents and interop tests; a folder's own ``game`` fixture overrides it).

A vocabulary-only plugin (``Game.playable`` False) has no match to play; it is not
skipped silently: ``test_not_playable_games_are_refused`` covers each one.
"""

import os

import pytest
from hypothesis import settings

import rulekit

# The suite (and so CI) draws the same hypothesis examples on every run: a red CI is a change in
# the code, never a new draw. ``HYPOTHESIS_PROFILE=fuzz python -m pytest`` explores new examples.
settings.register_profile("suite", derandomize=True, database=None)
settings.register_profile("fuzz", max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))

TOY = "course_de_des"
INSTALLED = rulekit.games()
GAMES = sorted({*(n for n, g in INSTALLED.items() if g.playable), TOY})


@pytest.fixture(params=GAMES)
def game(request, toy_game):
    return rulekit.load_game(request.param)
