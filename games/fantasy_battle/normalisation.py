"""The normalisation step run on every corpus line before parsing.

The seed is an extraction of printed pages; a few defects are not rule text and are
repaired here, in code, never by editing the corpus (docs/DSL.md lists them):

1. **Page furniture**: the page's navigation bar (« Sommaire Séquence pré-partie
   Conditions de victoire 124 Terrains et décors Règles de figurines Index »), glued
   to the start of a rule, is removed.
2. **Words hyphenated across a line break** (« dévasta- trice ») are joined.
3. **Typography**: the straight apostrophe ' becomes ’; non-breaking and repeated
   spaces become one space; the line is stripped.

It also decides the language of a line (:func:`language`): English when English
function words or terms outnumber French ones.
"""

from __future__ import annotations

import re
from functools import lru_cache

FURNITURE = re.compile(
    r"Sommaire\s+Séquence\s+pré-partie\s+Conditions\s+de\s+victoire\s+\d+\s+Terrains\s+et\s+décors\s+"
    r"Règles\s+de\s+figurines\s+Index\s*"
)
BROKEN_WORD = re.compile(r"(?<=[a-zà-ÿ])- (?=[a-zà-ÿ])")
SPACES = re.compile(r"[\s\u00a0\u202f]+")


def normalise(line: str) -> str:
    """The line as the grammar reads it."""
    text = FURNITURE.sub("", line)
    text = BROKEN_WORD.sub("", text)
    text = text.replace("'", "’")
    return SPACES.sub(" ", text).strip()


def removed_furniture(line: str) -> bool:
    return bool(FURNITURE.search(line))


PROFILE_START = re.compile(r"Portée\s+\d")
_WORD = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=1)
def _function_words() -> tuple[frozenset[str], frozenset[str]]:
    from . import grammaire

    lex = grammaire.lexicon()
    en = frozenset(f.lower() for k, v in lex.items() if k.startswith("en_") for f in v)
    fr = frozenset(f.lower() for k, v in lex.items() if k.startswith("fr_") for f in v)
    return en, fr


def language(text: str) -> str:
    """``"fr"`` or ``"en"``: which lexicon's function words and terms the line uses more
    (a weapon profile, « Portée 24″, ... », is always French)."""
    from . import grammaire

    if PROFILE_START.match(text):  # a weapon profile is French whatever its attribute names
        return "fr"
    en_words, fr_words = _function_words()
    words = [w.lower() for w in _WORD.findall(text)]
    en = sum(w in en_words for w in words) - sum(w in fr_words for w in words)
    en += 2 * sum(term in text for term in grammaire.terms()["en"])
    return "en" if en > 0 else "fr"
