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
    compiled = compile_declared(parsed, vocabulary, path)
    return Faction(parsed.faction, parsed.game, parsed.units, compiled, parsed.blocks, parsed)


def compile_declared(parsed: FactionFile, vocabulary: Vocabulary, path: Path, errors: list | None = None) -> dict:
    """Every ability of the file compiled, with the rules it cites by name (« Cette unité est un Démon »: the
    declared « Démon », :mod:`.citations`) included, each once. A cycle of citations is refused at the
    citation that closes it. With ``errors`` a refusal is recorded there and its ability left out (and those
    that cite it, whose fault it is); else the first is raised."""
    from . import citations

    decls = parsed.abilities
    # the rules a line may cite: the ``capacité NAME : …`` lines (an entry that is its own sentence has no name
    # to cite: « capacités : Réacteurs Dorsaux » cites the game's row, not itself)
    named = {n for n, d in decls.items() if d.name != d.text}
    cites = {n: [c for c in citations.cited(d.ast) if c in named] for n, d in decls.items()}
    refused: set[str] = set()
    for cycle in citations.cycles({n: c for n, c in cites.items() if n in named}):
        closing = decls[cycle[-2]]  # the last line of the cycle cites its first
        exc = citations.CitationCycle(citations.cycle_message(cycle))
        line, column = placed_at(closing, _written(path), citations.cited_at(closing.text, cycle[-1]))
        exc = exc.at(str(path), line, column, _written(path))
        if errors is None:
            raise exc
        errors.append(exc)
        refused.update(cycle)
    rules = citations.Rules([n for n in named if n not in refused],
                            lambda name, rules: _compile(decls[name], name, vocabulary, path, rules),
                            under=citations.AS_DATA)
    compiled = {}
    for name, decl in decls.items():
        if name in refused or _cites_any(name, cites, refused):
            continue
        try:
            compiled[name] = rules.get(name) if name in named else _compile(decl, name, vocabulary, path, rules)
        except CompileError as exc:
            if errors is None:
                raise
            if not isinstance(exc, RulesSemanticError) or not any(
                    (e.line, e.column, e.message) == (exc.line, exc.column, exc.message)
                    for e in errors if isinstance(e, RulesSemanticError)):  # a cited rule's fault: said once
                errors.append(exc)
            refused.add(name)
    return compiled


def _cites_any(name: str, cites: dict, names: set, seen=None) -> bool:
    """Whether ``name`` cites one of ``names``, through others or not."""
    seen = set() if seen is None else seen
    for other in cites.get(name, ()):
        if other in names or (other not in seen and (seen.add(other) or _cites_any(other, cites, names, seen))):
            return True
    return False


def _written(path: Path) -> str:
    from . import source as source_mod

    return source_mod.clean(Path(path).read_text(encoding="utf-8-sig"))


def _compile(decl, name: str, vocabulary: Vocabulary, path: Path, rules=None) -> Ability:
    """Compile one declared ability (``rules``: what its citations name, :class:`.citations.Rules`); a semantic
    error is placed at its sentence in the file."""
    try:
        return compile_ability(decl.ast, name=name, text=decl.text, vocabulary=vocabulary, rules=rules)
    except CompileError as exc:
        from . import source as source_mod

        if not isinstance(exc, RulesSemanticError):  # any refusal of the compiler: placed the same way
            exc = RulesSemanticError(str(exc), phrase=getattr(exc, "phrase", None))
        if exc.file is not None:  # placed already: a cited rule's refusal, at its own line
            raise exc from None
        written = source_mod.clean(path.read_text(encoding="utf-8-sig"))
        line, column = refused_at(exc, decl, written)
        raise exc.at(str(path), line, column, written) from None


SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def refused_at(exc: RulesSemanticError, decl, written: str) -> tuple[int, int]:
    """(line, column) in the file of the words a compile-time refusal is about: the sentence of
    the phrase refused (``exc.phrase``, when the ability's sentences are its phrases one for one),
    and in it the words the message quotes first (« être attaqué », agreement aside) when they are
    there; else that sentence's first word; else the ability's."""
    return placed_at(decl, written, _refused_offset(exc, decl))


def placed_at(decl, written: str, offset: int) -> tuple[int, int]:
    """(line, column) in the file of the character ``offset`` of a declared ability's sentence."""
    lines = written.splitlines(keepends=True)
    if not 0 < decl.line <= len(lines):
        return decl.line or 1, 1
    first = lines[decl.line - 1]
    at = first.find(decl.text[:30]) if decl.text else -1
    if at < 0:
        return decl.line, 1
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
