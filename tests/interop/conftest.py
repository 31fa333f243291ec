"""Every installed playable game plus the toy game, as a parametrized ``game`` fixture.

A vocabulary-only plugin (``Game.playable`` False) has no match to play; it is not
skipped silently: ``test_not_playable_games_are_refused`` covers each one.
"""

import pytest

import rulekit

TOY = "course_de_des"
INSTALLED = rulekit.games()
GAMES = sorted({*(n for n, g in INSTALLED.items() if g.playable), TOY})
NOT_PLAYABLE = sorted(n for n, g in INSTALLED.items() if not g.playable)


@pytest.fixture(params=GAMES)
def game(request, toy_game):
    return rulekit.load_game(request.param)
