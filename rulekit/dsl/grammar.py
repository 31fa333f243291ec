"""Building the Lark parser of one game: the shared rules plus the game's nouns.

``grammars/regles.lark`` holds the sentence structure; this module appends the
verb terminals (from :mod:`rulekit.dsl.verbs`) and the ``NOM`` terminal made of
the vocabulary's nouns, longest first. Parsers are cached per vocabulary.
The input is lowercased (and its quotes and apostrophes normalised, keeping
every offset) before lexing, so keywords need no case variants.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from lark import Lark

from . import verbs
from .vocabulary import Vocabulary

#: the sentence grammar first, then the reference-sheet clauses (Epic's tables)
STARTS = ("start", "fiche")
PARSER = "lalr"  # measured against "earley" in benchmarks/bench_dsl.py; see docs/DSL.md


@lru_cache(maxsize=1)
def base_text() -> str:
    return resources.files("rulekit_grammars").joinpath("regles.lark").read_text(encoding="utf-8")


def noun_regex(forms: list[str]) -> str:
    if not forms:
        return "/(?!x)x/"
    alts = "|".join(re.escape(f.lower()).replace("\\ ", r"\s+") for f in forms)
    return "/(?<![\\w-])(?:" + alts.replace("/", "\\/") + ")(?![\\w-])/"


def grammar_text(vocabulary: Vocabulary) -> str:
    lines = [base_text(), "", "// --- generated: verbs and the game's nouns"]
    for verb in verbs.VERBS:
        lines.append(f"{verbs.terminal_name(verb)}.3: {verbs.terminal_regex(verb)}")
    lines.append(f"NOM.3: {noun_regex(vocabulary.all_forms())}")
    rules = sorted({f for pair in vocabulary.rules for f in pair}, key=lambda w: (-len(w), w))
    lines.append(f"REGLE.3: {noun_regex(rules)}")
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=32)
def parser(vocabulary: Vocabulary, kind: str = PARSER) -> Lark:
    options = dict(parser="lalr", lexer="contextual") if kind == "lalr" else dict(parser="earley", lexer="dynamic")
    return Lark(grammar_text(vocabulary), start=list(STARTS), propagate_positions=False, maybe_placeholders=False,
                **options)


TYPO = str.maketrans({"’": "'", "‘": "'", "«": '"', "»": '"', "\u00a0": " ", "\u202f": " ", "−": "-", "–": "-"})


def normalise(text: str) -> str:
    """Lowercase and plain quotes, offset for offset (so error columns stay right)."""
    out = text.translate(TYPO)
    lowered = out.lower()
    return lowered if len(lowered) == len(out) else out
