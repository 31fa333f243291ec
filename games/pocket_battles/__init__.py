"""Pocket Battles, Anciens #1: Celtes contre Romains (seed 000), as a rulekit plugin.

``rulekit.load_game("pocket_battles").new_match(seed=1, size=60,
factions="romains,celtes", armies="rapide")``. See README.md for the rules as
implemented and every reading of an ambiguous rule.
"""

from __future__ import annotations

import pathlib

import rulekit
from rulekit import Game

from . import odds, svg, victoire
from .factions import FACTIONS
from .match import OPTIONS, PocketBattles

GAME = Game(
    name="pocket_battles",
    title="Pocket Battles : Celtes contre Romains",
    match_class=PocketBattles,
    factions=FACTIONS,
    options=OPTIONS,
    heuristic=victoire.heuristic,
    # the stacks and the army building are hidden from the enemy until revealed (information.py)
    information="imperfect",
    faction_reader=lambda cle, chemin: _lire(cle, chemin),
)


def _lire(cle, chemin):
    from .factions import lire

    return lire(cle, chemin)

VOCABULAIRE = pathlib.Path(__file__).parent / "vocabulaire.txt"


@rulekit.hookimpl
def rulekit_games():
    return [GAME]


@rulekit.hookimpl
def rulekit_vocabulary(game):
    if game != "pocket_battles":
        return None
    from . import vocabulaire

    return vocabulaire.vocabulaire()


@rulekit.hookimpl
def rulekit_factions(game):
    if game != "pocket_battles":
        return None
    from .factions import integrees

    return integrees()


@rulekit.hookimpl
def rulekit_census(game):
    if game != GAME.name:
        return None
    from .bilan import census

    return census


@rulekit.hookimpl
def rulekit_renderers(game):
    if game != "pocket_battles":
        return None
    return {"svg": svg.dessiner, "text": lambda match: match.render_text()}


@rulekit.hookimpl
def rulekit_commands(game):
    if game != "pocket_battles":
        return None
    return {"odds": odds.commande}


@rulekit.hookimpl
def rulekit_scenario(game, description, seed):
    """A battle position from a compact description (README.md, "Scenarios")."""
    if game != "pocket_battles":
        return None
    from .scenario import scenario

    return scenario(description, seed)


@rulekit.hookimpl
def rulekit_invariants(game):
    if game != "pocket_battles":
        return None
    from .invariants import INVARIANTS

    return list(INVARIANTS)
