"""This game's vocabulary for the DSL, read from vocabulaire.txt (its nouns, and in comments the contract)."""

from __future__ import annotations

import functools
import pathlib

FICHIER = pathlib.Path(__file__).parent / "vocabulaire.txt"


@functools.lru_cache(maxsize=None)
def vocabulaire():
    from rulekit.dsl import Vocabulary

    return Vocabulary.from_file(FICHIER)
