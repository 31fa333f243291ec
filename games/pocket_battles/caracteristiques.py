"""Les Caractéristiques: each faction's characteristics, compiled from their French sentences by the DSL.

The sentences are the faction files' ``capacité`` lines, parsed by
``rulekit.dsl.parse_file`` with this game's vocabulary (``vocabulaire.txt``);
``rulekit.dsl.compile_ability`` turns each typed AST into modifiers (answers to the
procedure's queries), triggers and replacements. No characteristic is named in
this package's Python.
"""

from __future__ import annotations

import functools

from rulekit import Ability

from . import factions


@functools.lru_cache(maxsize=None)
def capacite(faction: str, nom: str) -> Ability:
    from rulekit import dsl

    armee = factions.charger(faction)
    decl = armee.capacites[nom]
    vocabulaire = armee.vocabulaire or dsl.vocabulary_of("pocket_battles")  # the file's own names too
    return dsl.compile_ability(decl.ast, name=nom, text=decl.text, vocabulary=vocabulaire)


@functools.lru_cache(maxsize=None)
def de_l_unite(faction: str, troupes: tuple[str, ...]) -> tuple[Ability, ...]:
    """The characteristics of a unit made of these troops: each one once, in the troops' order."""
    troupes_types = factions.charger(faction).troupes
    noms = dict.fromkeys(nom for t in troupes for nom in troupes_types[t].caracteristiques)
    return tuple(capacite(faction, nom) for nom in noms)


def oublier() -> None:
    """Forget every characteristic compiled for a unit and what was in play (:mod:`.en_jeu`):
    for tests that compile a characteristic otherwise."""
    from . import match

    de_l_unite.cache_clear()
    match._DERNIER = [None, None, None]
