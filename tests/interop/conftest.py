"""Every installed game plus the toy game, as a parametrized ``game`` fixture."""

import pytest

import rulekit

TOY = "course_de_des"
GAMES = sorted({*rulekit.games(), TOY})


@pytest.fixture(params=GAMES)
def game(request, toy_game):
    return rulekit.load_game(request.param)
