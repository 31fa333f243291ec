"""Les Caractéristiques: each faction's characteristics, compiled from their French sentences by the DSL.

The sentences are the faction files' ``capacité`` lines; ``rulekit.dsl`` parses
them with this game's vocabulary (``vocabulaire.txt``) and compiles each into
modifiers (answers to the procedure's queries), triggers and replacements. No
characteristic is named in this package's Python.
"""

from __future__ import annotations

import functools

from rulekit import Ability

from . import factions


@functools.lru_cache(maxsize=None)
def capacite(faction: str, nom: str) -> Ability:
    phrase = factions.charger(faction).capacites[nom]
    return compiler(nom, phrase)


#: characteristics the DSL could not compile (name -> error), reported by tests and the README
NON_COMPILEES: dict[str, str] = {}


def compiler(nom: str, phrase: str) -> Ability:
    from rulekit import dsl

    vocabulaire = dsl.vocabulary_of("pocket_battles")
    try:
        arbre = dsl.parse_ability(phrase, game="pocket_battles")
        return dsl.compile_ability(arbre, name=nom, text=phrase, vocabulary=vocabulaire)
    except dsl.DslError as exc:
        NON_COMPILEES[nom] = str(exc).splitlines()[0]
        return Ability(nom, text=phrase)
