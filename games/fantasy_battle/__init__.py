"""The fantasy_battle plugin: the vocabulary and grammar of a large fantasy battle game.

Seed 002 is a corpus of that game's rule snippets (weapons, weapon profiles, attack
attributes, special saves, universal rules). This plugin ships what reads it: the
grammar (``grammars/fantasy_battle.lark``), its word lists (``lexique.txt``,
``vocabulaire.txt``), the typed AST (:mod:`.ast`), the parser (:func:`parse_line`) and
the canonical renderer (:func:`render`). It has no match to play: its
:class:`~rulekit.Game` entry is ``playable=False`` (``new_match`` raises
:class:`rulekit.errors.NotPlayable`); ``rulekit corpus FILE --game fantasy_battle``
measures how much of a corpus it reads.
"""

from __future__ import annotations

import rulekit
from rulekit.game import Game
from rulekit.match import Match

from .analyse import parse_line
from .rendu import render

NAME = "fantasy_battle"
TITLE = "Bataille fantastique : vocabulaire et grammaire des règles (corpus 002)"

GAME = Game(name=NAME, title=TITLE, match_class=Match, factions=(), options={}, playable=False)


@rulekit.hookimpl
def rulekit_games():
    return [GAME]


def node_types() -> tuple[type, ...]:
    """Every AST class of this plugin (``rulekit.dsl.render`` hands them to :func:`render`)."""
    import attrs

    from . import ast, procedure, tableau

    return tuple(cls for module in (ast, tableau, procedure) for cls in vars(module).values()
                 if isinstance(cls, type) and attrs.has(cls) and cls.__module__ == module.__name__)


@rulekit.hookimpl
def rulekit_commands(game):
    """``rulekit odds fantasy_battle``: the exact odds of the attack sequence (:mod:`.odds`)."""
    if game != NAME:
        return None
    from .odds import commande

    return {"odds": commande}


@rulekit.hookimpl
def rulekit_vocabulary(game):
    """This game's vocabulary carries its own grammar: ``rulekit.dsl.parse_ability(line,
    game="fantasy_battle")`` reads a line with it (``rulekit.dsl.GrammarExtension``)."""
    if game != NAME:
        return None
    from rulekit.dsl import GrammarExtension, Vocabulary

    from .analyse import kind
    from .catalogue import compiler

    return Vocabulary(game=NAME, extension=GrammarExtension(
        name=NAME, grammar="grammars/fantasy_battle.lark", parse=parse_line, render=render,
        node_types=node_types(), kind=kind, compile=compiler))


__all__ = ["GAME", "NAME", "parse_line", "render"]
