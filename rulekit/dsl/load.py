"""A faction ready to play: its units and their compiled abilities."""

from __future__ import annotations

from pathlib import Path
from typing import Mapping

import attrs

from ..abilities import Ability
from .compiler import compile_ability
from .errors import RulesSemanticError
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
    except RulesSemanticError as exc:
        lines = path.read_text(encoding="utf-8-sig").splitlines()
        source = lines[decl.line - 1] if 0 < decl.line <= len(lines) else ""
        at = source.find(decl.text[:30]) if decl.text else -1
        raise exc.at(str(path), decl.line, at + 1 if at >= 0 else 1, source) from None


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
