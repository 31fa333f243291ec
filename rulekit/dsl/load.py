"""A faction ready to play: its units and their compiled abilities."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Mapping

import attrs

from ..abilities import Ability
from .compiler import compile_ability
from .errors import CompileError, RulesSemanticError, quoted_at
from .source import where
from .faction import Block, FactionFile, UnitDecl, default_vocabulary, parse_file
from .vocabulary import Vocabulary


@attrs.frozen
class Faction:
    name: str
    game: str
    units: tuple[UnitDecl, ...]
    abilities: Mapping[str, Ability]
    blocks: tuple[Block, ...]
    source: FactionFile = attrs.field(eq=False, repr=False)

    def unit(self, name: str) -> UnitDecl:
        return self.source.unit(name)

    def abilities_of(self, unit: str | UnitDecl) -> tuple[Ability, ...]:
        """The compiled abilities of a unit, in its ``capacités :`` order."""
        decl = unit if isinstance(unit, UnitDecl) else self.unit(unit)
        return tuple(self.abilities[ref] for ref in decl.abilities)


def load_faction(path, vocabulary: Vocabulary | None = None) -> Faction:
    """Parse a faction file and compile every ability it declares or its units use."""
    path = Path(path)
    parsed = parse_file(path, vocabulary)
    vocabulary = parsed.vocabulary or vocabulary or default_vocabulary(parsed.game, path)  # with the file's own names
    compiled = {name: _compile(decl, name, vocabulary, path) for name, decl in parsed.abilities.items()}
    compiled = {name: _with_included(ability, compiled) for name, ability in compiled.items()}
    return Faction(parsed.faction, parsed.game, parsed.units, compiled, parsed.blocks, parsed)


def _compile(decl, name: str, vocabulary: Vocabulary, path: Path) -> Ability:
    """Compile one declared ability; a semantic error is placed at its sentence in the file."""
    try:
        return compile_ability(decl.ast, name=name, text=decl.text, vocabulary=vocabulary)
    except CompileError as exc:
        from . import source as source_mod

        if not isinstance(exc, RulesSemanticError):  # any refusal of the compiler: placed the same way
            exc = RulesSemanticError(str(exc), phrase=getattr(exc, "phrase", None))
        written = source_mod.clean(path.read_text(encoding="utf-8-sig"))
        line, column = refused_at(exc, decl, written)
        raise exc.at(str(path), line, column, written) from None


SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def refused_at(exc: RulesSemanticError, decl, written: str) -> tuple[int, int]:
    """(line, column) in the file of the words a compile-time refusal is about: the sentence of
    the phrase refused (``exc.phrase``, when the ability's sentences are its phrases one for one),
    and in it the words the message quotes first (« être capturé », agreement aside) when they are
    there; else that sentence's first word; else the ability's."""
    lines = written.splitlines(keepends=True)
    if not 0 < decl.line <= len(lines):
        return decl.line or 1, 1
    first = lines[decl.line - 1]
    at = first.find(decl.text[:30]) if decl.text else -1
    if at < 0:
        return decl.line, 1
    offset = _refused_offset(exc, decl)
    start = sum(len(x) for x in lines[:decl.line - 1]) + at
    pos = _walk(written, start, decl.text[:offset])
    return where(written, pos)


def _refused_offset(exc: RulesSemanticError, decl) -> int:
    """The offset in ``decl.text`` of the words refused: in the sentence of the phrase refused when
    the compiler says which (else in the whole ability: a sheet line has no phrases), the words
    the message quotes; else that sentence's start (0: the whole ability)."""
    text = decl.text
    starts = [0] + [m.end() for m in SENTENCE_END.finditer(text)]
    phrases = getattr(decl.ast, "phrases", None)
    begin, end = 0, len(text)
    if exc.phrase is not None:
        if phrases is None or len(starts) != len(phrases) or exc.phrase >= len(starts):
            return 0
        begin = starts[exc.phrase]
        end = starts[exc.phrase + 1] if exc.phrase + 1 < len(starts) else len(text)
    found = quoted_at(exc.message, text[begin:end])
    return begin + found if found is not None else begin


def _walk(written: str, start: int, said: str) -> int:
    """The offset in ``written`` reached from ``start`` after the characters of ``said`` other
    than white space (a sentence continued on the next line, or with tabs, is still met)."""
    need = sum(1 for ch in said if not ch.isspace())
    pos = start
    while need and pos < len(written):
        if not written[pos].isspace():
            need -= 1
        pos += 1
    while pos < len(written) and written[pos].isspace() and written[pos] != "\n":
        pos += 1
    return pos


def _with_included(ability: Ability, compiled: dict) -> Ability:
    """« Commandant et Meneur »: a sheet line that cites abilities declared in the same file
    gets their modifiers, triggers and replacements too (one level)."""
    from . import ast as A

    if not isinstance(ability.ast, A.Fiche):
        return ability
    names = [n for c in ability.ast.clauses if isinstance(c, A.Inclut) for n in c.regles]
    extra = [compiled[n] for n in names if n in compiled and n != ability.name]
    if not extra:
        return ability
    return attrs.evolve(
        ability,
        modifiers=ability.modifiers + tuple(m for e in extra for m in e.modifiers),
        triggers=ability.triggers + tuple(t for e in extra for t in e.triggers),
        replacements=ability.replacements + tuple(r for e in extra for r in e.replacements),
    )
