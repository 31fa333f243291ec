"""Pocket-Tactics (seed 003): Légion du Haut Roi contre Tribus de la Forêt Sombre.

The plugin: the game definition, its vocabulary for the grammar, its renderers
(text and SVG) and its ``odds`` command.
"""

from __future__ import annotations

from pathlib import Path

import rulekit
from rulekit import Game
from rulekit import factions as factions_mod
from rulekit.options import Option

from .heuristique import heuristic
from .match import PocketTactics
from .regles import DEFAULT_MAX_TURNS, FACTIONS

GAME = Game(
    name="pocket_tactics",
    title="Pocket-Tactics : Légion du Haut Roi contre Tribus de la Forêt Sombre",
    match_class=PocketTactics,
    factions=FACTIONS,
    options={
        "factions": factions_mod.option("pocket_tactics", list(FACTIONS), distinct=True, as_text=False),
        "max_turns": Option(DEFAULT_MAX_TURNS, min=0,
                            help="Turns of both players after which the match is a draw (0: no limit)."),
    },
    heuristic=heuristic,
    faction_reader=lambda key, path: _read_faction(key, path),
)


def _read_faction(key, path):
    from .unites import read_faction

    return read_faction(key, path)

VOCABULARY_FILE = Path(__file__).parent / "vocabulaire.txt"


@rulekit.hookimpl
def rulekit_games():
    return [GAME]


@rulekit.hookimpl
def rulekit_vocabulary(game):
    if game != GAME.name:
        return None
    from rulekit.dsl.vocabulary import Vocabulary

    return Vocabulary.from_file(VOCABULARY_FILE)


@rulekit.hookimpl
def rulekit_factions(game):
    if game != GAME.name:
        return None
    from .unites import builtin

    return builtin()


@rulekit.hookimpl
def rulekit_census(game):
    if game != GAME.name:
        return None
    from .bilan import census

    return census


@rulekit.hookimpl
def rulekit_renderers(game):
    if game != GAME.name:
        return None
    from .svg import draw_svg
    from .texte import draw

    return {"text": lambda match: draw(match) + "\n", "svg": draw_svg}


@rulekit.hookimpl
def rulekit_commands(game):
    if game != GAME.name:
        return None
    from .odds import odds_command

    return {"odds": odds_command}


@rulekit.hookimpl
def rulekit_scenario(game, description, seed):
    """A position from a compact description (README.md, "Scenarios (rulekit.testing)")."""
    if game != GAME.name:
        return None
    from .scenario import scenario

    return scenario(description, seed)


@rulekit.hookimpl
def rulekit_invariants(game):
    if game != GAME.name:
        return None
    from .invariants import INVARIANTS

    return list(INVARIANTS)
