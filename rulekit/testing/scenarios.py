"""Scenarios: a match that starts exactly where a rule interaction happens.

A game builds a position from a compact description (plain data: which units,
where, with which tokens, wounds or reserves, whose turn) through its
``rulekit_scenario`` hook; each game's README documents its keys. ::

    match = scenario("pocket_tactics", {"joueur": 1, "unités": {"0,0": "J1 Épéiste", "0,1": "J2 Druide"}})
"""

from __future__ import annotations

from .. import plugins


def scenario(game, description, seed: int = 0):
    """The match of ``game`` (a name or a Game) that ``description`` describes.

    Raises :class:`~rulekit.errors.ScenarioError` for a description the game cannot
    build, and :class:`~rulekit.errors.UnknownGame` for a game not installed.
    """
    name = game if isinstance(game, str) else game.name
    plugins.load_game(name)
    return plugins.scenario_match(name, description, seed)
