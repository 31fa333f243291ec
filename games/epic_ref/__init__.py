"""The epic_ref plugin: the Epic Armageddon quick reference sheet (seed 004) as a game."""

from __future__ import annotations

from pathlib import Path

import rulekit
from rulekit import Game
from rulekit import factions as factions_mod
from rulekit.options import Option

from . import armee, table
from .heuristique import heuristic
from .match import EpicMatch

VOCABULAIRE = Path(__file__).parent / "vocabulaire.txt"


GAME = Game(
    name="epic_ref",
    title="Epic Armageddon, feuille de référence",
    match_class=EpicMatch,
    factions=armee.names(),
    options={
        "factions": factions_mod.option("epic_ref", "space_marines,orks", also=lambda n: n in armee.EN_MEMOIRE,
                                        help="The two armies, player 1's first."),
        "scenario": Option(-1, min=-1, max=lambda: len(table.scenarios()) - 1,
                           help="The table's scenario by its index; -1: chosen by the seed."),
    },
    heuristic=heuristic,
    # An activation is three choices (formation, action, move) and the first two change
    # nothing the heuristic sees: judge them by their best continuation (README, agents).
    search={"chain_visits": 2},
    faction_reader=lambda key, path: armee.reader(key, path),
)


def vocabulaire():
    """The game's nouns for rulekit.dsl, from ``vocabulaire.txt`` (docs/DSL.md's format)."""
    from rulekit.dsl import Vocabulary

    return Vocabulary.from_file(VOCABULAIRE)


@rulekit.hookimpl
def rulekit_games():
    return [GAME]


@rulekit.hookimpl
def rulekit_vocabulary(game):
    return vocabulaire() if game == "epic_ref" else None


@rulekit.hookimpl
def rulekit_factions(game):
    return armee.builtin() if game == "epic_ref" else None


@rulekit.hookimpl
def rulekit_census(game):
    if game != GAME.name:
        return None
    from .bilan import census

    return census


@rulekit.hookimpl
def rulekit_renderers(game):
    if game != "epic_ref":
        return None
    from .svg import svg, texte

    return {"svg": svg, "text": texte}


@rulekit.hookimpl
def rulekit_commands(game):
    if game != "epic_ref":
        return None
    from .odds import odds

    return {"odds": odds}


@rulekit.hookimpl
def rulekit_scenario(game, description, seed):
    """A position from a compact description (README.md, "Scenarios (rulekit.testing)")."""
    if game != "epic_ref":
        return None
    from .scenario import scenario

    return scenario(description, seed)


@rulekit.hookimpl
def rulekit_invariants(game):
    if game != "epic_ref":
        return None
    from .invariants import INVARIANTS

    return list(INVARIANTS)
