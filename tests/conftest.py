"""Shared fixtures. ``game``: every installed playable game plus the toy game, parametrized
(used by the agents and interop tests; a folder's own ``game`` fixture overrides it).

A vocabulary-only plugin (``Game.playable`` False) has no match to play; it is not
skipped silently: ``test_not_playable_games_are_refused`` covers each one.
"""

import pytest

import rulekit

TOY = "course_de_des"
INSTALLED = rulekit.games()
GAMES = sorted({*(n for n, g in INSTALLED.items() if g.playable), TOY})


@pytest.fixture(params=GAMES)
def game(request, toy_game):
    return rulekit.load_game(request.param)
