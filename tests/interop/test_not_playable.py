"""Vocabulary-only plugins (``Game.playable`` False) are refused clearly, never skipped silently."""

import pytest
from click.testing import CliRunner

import rulekit
from rulekit import Game, Match
from rulekit.cli import main
from rulekit.errors import NotPlayable
from rulekit.interop import openspiel as rk_openspiel
from rulekit.interop.pettingzoo import env

NOT_PLAYABLE = sorted(n for n, g in rulekit.games().items() if not g.playable)

VOCABULARY_ONLY = Game(name="lexique_seul", title="Lexique seul", match_class=Match, playable=False)


class Plugin:
    @rulekit.hookimpl
    def rulekit_games(self):
        return [VOCABULARY_ONLY]


@pytest.fixture
def vocabulary_only():
    plugin = Plugin()
    rulekit.register(plugin)
    yield VOCABULARY_ONLY.name
    rulekit.unregister(plugin)


@pytest.fixture(params=["lexique_seul", *NOT_PLAYABLE])
def name(request, vocabulary_only):
    return request.param


def test_tournament_refuses(name):
    result = CliRunner().invoke(main, ["tournament", name, "-n", "1"])
    assert result.exit_code == 2 and "no match to play" in result.output


def test_openspiel_does_not_register_and_load_refuses(name):
    assert "rulekit_" + name not in rk_openspiel.register()
    with pytest.raises(NotPlayable):
        rk_openspiel.load(name)


def test_pettingzoo_refuses(name):
    with pytest.raises(NotPlayable):
        env(name)
