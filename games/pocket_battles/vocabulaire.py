"""This game's vocabulary for the DSL: read from vocabulaire.txt (nouns, queries, events, world verbs)."""

from __future__ import annotations

import pathlib

FICHIER = pathlib.Path(__file__).parent / "vocabulaire.txt"


def vocabulaire():
    from rulekit import dsl

    lire = getattr(dsl, "Vocabulary", None)
    texte = FICHIER.read_text(encoding="utf-8")
    if lire is None:
        return texte
    if hasattr(lire, "from_text"):
        return lire.from_text(texte)
    return texte
