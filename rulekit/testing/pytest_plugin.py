"""rulekit's pytest plugin (``pytest11`` entry point): fixtures so a test file needs no set-up code.

Say which game (and seed, options, scenario) with a marker, then ask for a fixture::

    @pytest.mark.rulekit(game="pocket_tactics", seed=3)
    def test_something(rulekit_match):
        assert rulekit_match.legal_actions()

    @pytest.mark.rulekit(game="course_de_des", scenario={"joueur": 1, "scores": [0, 19]})
    def test_last_roll(rulekit_scenario):
        assert rulekit_scenario.current_player == 1

- ``rulekit_game``: the :class:`~rulekit.game.Game` named by the marker's ``game``
  (or by indirect parametrization: ``parametrize("rulekit_game", [...], indirect=True)``);
- ``rulekit_match``: a new match of it, from the marker's ``seed`` (default 0) and ``options``;
- ``rulekit_scenario``: the match the marker's ``scenario`` describes (or indirect
  parametrization with descriptions), built by the game's ``rulekit_scenario`` hook;
- ``make_scenario``: ``make_scenario(description, seed=0)`` for several scenarios in one test;
- ``toy_game``: the in-memory « course de dés », registered.

The toy game is registered whenever the plugin loads, so markers may name it.
"""

from __future__ import annotations

import pytest


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "rulekit(game, seed=0, options=None, scenario=None): the game, seed, options and scenario "
        "that the rulekit_game, rulekit_match and rulekit_scenario fixtures use",
    )


def _marker(request) -> dict:
    mark = request.node.get_closest_marker("rulekit")
    if mark is None:
        return {}
    kwargs = dict(mark.kwargs)
    if mark.args:
        kwargs.setdefault("game", mark.args[0])
    return kwargs


def _load(name):
    import rulekit
    from rulekit.testing import course_de_des

    course_de_des.register()
    return rulekit.load_game(name)


@pytest.fixture
def toy_game():
    from rulekit.testing import course_de_des

    course_de_des.register()
    return course_de_des.GAME


@pytest.fixture
def rulekit_game(request):
    """The Game named by ``@pytest.mark.rulekit(game=...)`` or by indirect parametrization."""
    name = getattr(request, "param", None) or _marker(request).get("game")
    if name is None:
        pytest.fail("rulekit_game needs @pytest.mark.rulekit(game=\"...\") or "
                    "parametrize(\"rulekit_game\", [...], indirect=True)", pytrace=False)
    return _load(name) if isinstance(name, str) else name


@pytest.fixture
def rulekit_match(request, rulekit_game):
    """A new match of ``rulekit_game`` from the marker's ``seed`` and ``options``."""
    mark = _marker(request)
    return rulekit_game.new_match(seed=mark.get("seed", 0), **(mark.get("options") or {}))


@pytest.fixture
def make_scenario(request, rulekit_game):
    """``make_scenario(description, seed=0)``: a match of ``rulekit_game`` built from ``description``."""
    from rulekit.testing import scenario

    def build(description, seed=None):
        return scenario(rulekit_game, description, seed=_marker(request).get("seed", 0) if seed is None else seed)

    return build


@pytest.fixture
def rulekit_scenario(request, make_scenario):
    """The match the marker's ``scenario`` (or the indirect parameter) describes."""
    description = getattr(request, "param", None) or _marker(request).get("scenario")
    if description is None:
        pytest.fail("rulekit_scenario needs @pytest.mark.rulekit(game=..., scenario={...}) or "
                    "parametrize(\"rulekit_scenario\", [...], indirect=True)", pytrace=False)
    return make_scenario(description)
