"""Building the Lark parser of the fantasy battle corpus.

The grammar file (``grammars/fantasy_battle.lark``) names word classes; their forms
come from two data files of this folder: ``lexique.txt`` (determiners, prepositions,
conjunctions, subordinators, negation, pronouns, verb forms; French and English)
and ``vocabulaire.txt`` (the game's terms of several words). Both use the
``clé : valeur, valeur`` format of docs/DSL.md. The parser is built once (LALR,
contextual lexer) and cached.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from pathlib import Path

from lark import Lark

HERE = Path(__file__).parent

#: Where a form sits in two classes, the first class of this order keeps it.
CLASS_ORDER = ("sub", "conj", "prep", "neg", "det", "pron", "verb")


def read_entries(path: Path) -> dict[str, list[str]]:
    """``clé : a, b`` lines (indented lines continue) -> {clé: [a, b]}; ``#`` comments."""
    logical: list[str] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if raw[:1] in " \t" and logical:
            logical[-1] += " " + stripped
        else:
            logical.append(stripped)
    out: dict[str, list[str]] = {}
    for line in logical:
        key, _, rest = line.partition(":")
        out.setdefault(key.strip(), []).extend(i.strip() for i in rest.split(",") if i.strip())
    return out


@lru_cache(maxsize=1)
def lexicon() -> dict[str, tuple[str, ...]]:
    """{"fr_det": forms, ...}: each form in one class only (CLASS_ORDER decides)."""
    raw = read_entries(HERE / "lexique.txt")
    out = {}
    for lang in ("fr", "en"):
        seen: set[str] = set()
        for cls in CLASS_ORDER:
            forms = []
            for form in raw.get(f"{lang}_{cls}", []):
                if form.lower() not in seen:
                    seen.add(form.lower())
                    forms.append(form)
            out[f"{lang}_{cls}"] = tuple(forms)
    return out


@lru_cache(maxsize=1)
def terms() -> dict[str, tuple[str, ...]]:
    """{"fr": every written form of a French term, "en": English}; longest first."""
    raw = read_entries(HERE / "vocabulaire.txt")
    fr: list[str] = []
    for key in ("règles", "noms"):
        for item in raw.get(key, []):
            sing, slash, plur = item.partition("/")
            fr.append(sing.strip())
            if slash:
                fr.append(plur.strip())
    en = raw.get("noms anglais", [])
    order = lambda forms: tuple(sorted(dict.fromkeys(forms), key=lambda f: (-len(f), f)))  # noqa: E731
    return {"fr": order(fr), "en": order(en)}


WORD_END = r"(?![\w’-])"


def _trie_regex(forms, first_letter_any_case: bool) -> str:
    """One regex for a list of forms, factorised as a trie (much faster to compile than a
    flat alternation); a form matches whole (not followed by a letter, ’ or -) unless it
    ends with an apostrophe (« l’ »); longer forms are tried first."""
    trie: dict = {}
    for form in forms:
        node = trie
        for ch in form:
            if first_letter_any_case and node is trie:
                ch = ch.lower()
            node = node.setdefault(ch, {})
        node[""] = True

    def emit(node, depth) -> str:
        alts = []
        for ch in sorted((c for c in node if c), key=lambda c: (c == " ", c)):
            if depth == 0 and first_letter_any_case and ch.lower() != ch.upper():
                head = f"[{ch}{ch.upper()}]"
            elif ch == " ":
                head = r"\s+"
            else:
                head = re.escape(ch)
            alts.append(head + emit(node[ch], depth + 1))
        if "" in node:
            alts.append("" if depth and _last_char(node) == "’" else WORD_END)
        if len(alts) == 1:
            return alts[0]
        return "(?:" + "|".join(alts) + ")"

    parents: dict[int, str] = {}

    def _last_char(node) -> str:
        return parents.get(id(node), "")

    def mark(node, ch):
        parents[id(node)] = ch
        for c, child in node.items():
            if c:
                mark(child, c)

    for c, child in trie.items():
        mark(child, c)
    return emit(trie, 0) if trie else "(?!x)x"


def class_regex(forms) -> str:
    return _trie_regex(forms, first_letter_any_case=True)


def term_regex(forms) -> str:
    return _trie_regex(forms, first_letter_any_case=False)


@lru_cache(maxsize=1)
def grammar_text() -> str:
    text = resources.files("rulekit_grammars").joinpath("fantasy_battle.lark").read_text(encoding="utf-8")
    fills = {f"@{k.upper()}@": class_regex(v) for k, v in lexicon().items()}
    fills["@FR_TERMS@"] = term_regex(terms()["fr"])
    fills["@EN_TERMS@"] = term_regex(terms()["en"])
    for key, value in fills.items():
        text = text.replace(key, value.replace("/", r"\/"))
    return text


@lru_cache(maxsize=1)
def parser() -> Lark:
    return Lark(grammar_text(), parser="lalr", lexer="contextual", start=["fr_line", "en_line"],
                maybe_placeholders=False, cache=True)


@lru_cache(maxsize=None)
def word_set(key: str) -> frozenset[str]:
    """A lexicon list other than the grammar's word classes (``fr_catégories``...), lowercase."""
    return frozenset(f.lower() for f in read_entries(HERE / "lexique.txt").get(key, []))


@lru_cache(maxsize=1)
def canonical_terms() -> dict[str, str]:
    """lowercase written form -> the vocabulary's spelling (for attribute names)."""
    out: dict[str, str] = {}
    for form in terms()["fr"] + terms()["en"]:
        out.setdefault(form.lower(), form)
    return out


@lru_cache(maxsize=1)
def lemmas() -> dict[str, str]:
    """verb form (lowercase) -> infinitive, from the ``lemme …`` lines of lexique.txt."""
    out: dict[str, str] = {}
    for key, forms in read_entries(HERE / "lexique.txt").items():
        if key.startswith("lemme "):
            for form in forms:
                out.setdefault(form.lower(), key[len("lemme "):])
    return out
