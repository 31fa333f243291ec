"""The one way in for rule text: what every sentence and every file goes through first.

:func:`guard` is called by the shared entry points — :func:`rulekit.dsl.parser.parse_ability_with`
(``parse_ability``, ``rulekit parse``, every line of ``rulekit corpus``), :func:`rulekit.dsl.faction.parse_text`
(``parse_file``, ``load_faction``, ``rulekit check``) and the fantasy battle corpus reader
(``rulekit_games.fantasy_battle.parse_line``) — and :func:`read_text` by everything that reads a
file (``parse_file``, ``Vocabulary.from_file``, ``rulekit.corpus.coverage``). Their contract (docs/DSL.md, « Input »):

- a file is decoded as UTF-8; a BOM at its start is dropped; bytes that are not UTF-8 are an
  :class:`InputError` naming the file, the line and column of the first bad byte;
- text is NFC-normalised (« e\\u0301 » reads as « é »: the same AST) and a BOM at the start of a
  string is dropped; a lone surrogate (``rulekit parse`` given bytes that are not UTF-8) is an
  :class:`InputError`;
- error positions are **mapped back to the text as written** (BOM dropped): the column counts the
  characters (code points) of the written line, as editors do, so a decomposed accent before
  the fault counts two;
- one sentence (one ``parse_ability`` text, one ``capacité`` of a file, one corpus line) is at
  most :data:`MAX_LENGTH` characters, its brackets and guillemets nest at most
  :data:`MAX_NESTING` deep, and its parse tree is at most :data:`MAX_TREE_DEPTH` deep; beyond,
  an :class:`InputError` at the first character over the limit — never a ``RecursionError``,
  never a long wait.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from pathlib import Path
from typing import Callable, TypeVar

from .errors import RulesSyntaxError

T = TypeVar("T")

BOM = "\ufeff"
#: characters in one sentence (the longest line of the seed corpora has 1,185)
MAX_LENGTH = 10_000
#: brackets and guillemets open inside one another (the shipped texts nest at most 4 deep)
MAX_NESTING = 32
#: depth of a sentence's parse tree (the seeds' deepest is 13)
MAX_TREE_DEPTH = 100

OPENERS = "([{«“‹"
CLOSERS = ")]}»”›"
BRACKETS = re.compile("[" + re.escape(OPENERS + CLOSERS) + "]")
SURROGATE = re.compile("[\ud800-\udfff]")


class InputError(RulesSyntaxError):
    """Text refused before it is parsed (not UTF-8, too long, nested too deep): a
    :class:`RulesSyntaxError` whose report is one line (file:line:column: message), without
    the excerpt (the line may be 100,000 characters long)."""

    def format(self) -> str:
        return f"{self.file or '<texte>'}:{self.line}:{self.column}: {self.message}"


# ---------------------------------------------------------------------------- text
def without_bom(text: str) -> str:
    return text[1:] if text.startswith(BOM) else text


def clean(text: str) -> str:
    """The text as the parsers read it: no BOM at the start, NFC. Idempotent."""
    text = without_bom(text)
    return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)


def decode(data: bytes, file: str | None = None) -> str:
    """UTF-8 bytes (a BOM at the start allowed) → text; anything else is an :class:`InputError`."""
    skip = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    try:
        return data[skip:].decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[skip:skip + exc.start].decode("utf-8")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        bad = data[skip + exc.start]
        raise InputError(f"fichier illisible : ce n'est pas du texte UTF-8 (octet 0x{bad:02x}, "
                         f"{skip + exc.start + 1}e octet du fichier) ; enregistrez-le en UTF-8",
                         file=file, line=line, column=column) from None


def read_text(path) -> str:
    """A UTF-8 file's text (BOM dropped; not yet NFC: :func:`guard` does that). An unreadable or
    non-UTF-8 file is an :class:`InputError` naming it."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:  # the system's reason is in its language: the common ones said in French
        why = ("fichier introuvable" if isinstance(exc, FileNotFoundError) else
               "c'est un dossier, pas un fichier" if isinstance(exc, IsADirectoryError) else
               "lecture refusée (droits du fichier)" if isinstance(exc, PermissionError) else
               f"fichier illisible : {exc.strerror or exc}")
        raise InputError(why, file=str(path)) from None
    return decode(data, file=str(path))


# ---------------------------------------------------------------------------- positions
def where(text: str, pos: int, line: int = 1, column: int = 1) -> tuple[int, int]:
    """(line, column) of offset ``pos`` of ``text``, which starts at ``line``:``column``."""
    before = text[:pos]
    row = before.count("\n")
    col = pos - (before.rfind("\n") + 1)
    return line + row, (column + col) if row == 0 else col + 1


def written_offset(written: str, cleaned: str, offset: int) -> int:
    """The offset in ``written`` of the character at ``offset`` of ``cleaned`` (its NFC form):
    the first written character whose normalisation reaches past ``offset``."""
    if written == cleaned:
        return offset
    if offset >= len(cleaned):
        return len(written) + offset - len(cleaned)
    lo, hi = 0, len(written)
    while lo < hi:  # NFC of a longer prefix is never shorter
        mid = (lo + hi) // 2
        if len(unicodedata.normalize("NFC", written[:mid + 1])) > offset:
            hi = mid
        else:
            lo = mid + 1
    return lo


def remap(exc: RulesSyntaxError, written: str, cleaned: str, line: int = 1, column: int = 1) -> RulesSyntaxError:
    """An error about ``cleaned`` (which starts at ``line``:``column``) placed in ``written``
    instead: its column counted in the written line, its excerpt the written text."""
    if written == cleaned or exc.text != cleaned:
        return exc  # nothing changed, or the error is about another text (a file it read, a rewrite)
    lines_w, lines_c = written.splitlines(), cleaned.splitlines()
    row = exc.line - line
    if len(lines_w) != len(lines_c) or not 0 <= row < len(lines_c):
        return exc
    shift = column - 1 if row == 0 else 0
    offset = exc.column - 1 - shift
    if offset >= 0:
        exc.column = written_offset(lines_w[row], lines_c[row], offset) + shift + 1
    exc.text = written
    exc.args = (exc.format(),)
    return exc


# ---------------------------------------------------------------------------- limits
def check(text: str, *, file: str | None = None, line: int = 1, column: int = 1, source: str | None = None,
          sentence: bool = True) -> None:
    """Refuse, before any parsing, text that is not Unicode (lone surrogates) and, for a
    sentence, text over :data:`MAX_LENGTH` characters or nested over :data:`MAX_NESTING` deep."""

    def fail(message: str, pos: int):
        at_line, at_column = where(text, pos, line, column)
        raise InputError(message, text=source or text, file=file, line=at_line, column=at_column)

    bad = SURROGATE.search(text)
    if bad:
        code = ord(bad.group())
        if 0xDC80 <= code <= 0xDCFF:  # a byte the command line could not decode (surrogateescape)
            fail(f"texte illisible : l'octet 0x{code - 0xDC00:02x} n'est pas du texte UTF-8", bad.start())
        fail(f"texte illisible : le caractère U+{code:04X} (moitié de paire de substitution) n'est pas "
             "de l'Unicode valide", bad.start())
    if not sentence:
        return
    if len(text) > MAX_LENGTH:
        fail(f"phrase trop longue : {len(text)} caractères, au plus {MAX_LENGTH} par phrase", MAX_LENGTH)
    depth = 0
    for mark in BRACKETS.finditer(text):
        if mark.group() in OPENERS:
            depth += 1
            if depth > MAX_NESTING:
                fail(f"phrase trop imbriquée : plus de {MAX_NESTING} parenthèses, crochets ou guillemets "
                     "ouverts les uns dans les autres", mark.start())
        elif depth:
            depth -= 1


def too_deep(tree, limit: int = MAX_TREE_DEPTH):
    """The first token (a :class:`lark.Token`, with ``start_pos``) under a node of ``tree``
    deeper than ``limit``, or the node itself when it has no token; None when ``tree`` is
    shallow enough. Iterative: a tree too deep for recursion is measured too."""
    from lark import Tree

    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if not isinstance(node, Tree):
            continue
        if depth > limit:
            leaves = [node]
            while leaves:
                item = leaves.pop()
                if isinstance(item, Tree):
                    leaves.extend(reversed(item.children))
                else:
                    return item
            return node
        stack.extend((child, depth + 1) for child in node.children)
    return None


# ---------------------------------------------------------------------------- the entry
def guard(text, parse: Callable[[str], T], *, file: str | None = None, line: int = 1, column: int = 1,
          source: str | None = None, sentence: bool = True) -> T:
    """``parse(clean text)`` with the input contract of this module: bytes decoded as UTF-8,
    BOM dropped, NFC; the limits checked (for a ``sentence``); a ``RecursionError`` turned
    into an :class:`InputError`; a :class:`RulesSyntaxError` about the clean text placed in
    the text as written (:func:`remap`). ``source``: the clean file ``text`` is a piece of
    (errors then quote the file; the file's own guard maps them back)."""
    if isinstance(text, (bytes, bytearray)):
        text = decode(bytes(text), file)
    written = without_bom(text)
    cleaned = clean(written)
    try:
        check(cleaned, file=file, line=line, column=column, source=source, sentence=sentence)
        try:
            return parse(cleaned)
        except RecursionError:
            raise InputError(f"phrase trop imbriquée : plus de {MAX_TREE_DEPTH} niveaux", text=source or cleaned,
                             file=file, line=line, column=column) from None
    except RulesSyntaxError as exc:
        if source is not None:
            raise
        raise remap(exc, written, cleaned, line, column) from None
