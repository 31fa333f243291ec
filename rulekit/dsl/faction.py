"""Faction files: the faction, its units and their stats, its named abilities.

The format (docs/DSL.md) is line based: ``jeu :`` and ``faction :`` head the file;
``capacité NAME : SENTENCE`` declares an ability (parsed by the grammar at once);
``unité NAME`` and the game's extra block keywords open a block whose indented
body lines are ``clé : valeur``. Values are typed by :mod:`rulekit.dsl.values`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

import attrs

from . import source, values
from .errors import RulesSyntaxError, suggest
from .vocabulary import Vocabulary, for_game

CORE_BLOCKS = ("capacité", "unité")
HEADERS = ("jeu", "faction")


@attrs.frozen
class AbilityDecl:
    """A named ability: its French sentence as written and its typed AST."""

    name: str
    text: str
    ast: Any = attrs.field(eq=False)
    line: int = 0


@attrs.frozen
class UnitDecl:
    """A unit block: ``stats`` maps each key to its typed value; ``abilities`` are keys of
    :attr:`FactionFile.abilities` (a declared name, or the sentence itself when unnamed)."""

    name: str
    stats: Mapping[str, Any]
    abilities: tuple[str, ...] = ()
    line: int = 0


@attrs.frozen
class Block:
    """A block of a game's own keyword (``arme``, ``armée``, ``table``...)."""

    keyword: str
    name: str
    fields: Mapping[str, Any]
    line: int = 0


@attrs.frozen
class FactionFile:
    game: str
    faction: str
    path: str
    abilities: Mapping[str, AbilityDecl]
    units: tuple[UnitDecl, ...]
    blocks: tuple[Block, ...] = ()

    def unit(self, name: str) -> UnitDecl:
        for u in self.units:
            if u.name == name:
                return u
        raise KeyError(name)


def _vocabulary_near(path: Path) -> Vocabulary | None:
    for folder in (path.parent, path.parent.parent):
        candidate = folder / "vocabulaire.txt"
        if candidate.is_file():
            return Vocabulary.from_file(candidate)
    return None


def default_vocabulary(game: str, path: Path | None) -> Vocabulary:
    """A ``vocabulaire.txt`` beside the file (or one folder up) when there is one, else the
    plugins' vocabulary for ``game`` (reading the file avoids importing every installed game)."""
    near = _vocabulary_near(path) if path is not None else None
    if near is not None:
        return near
    return for_game(game or None)


def parse_file(path, vocabulary: Vocabulary | None = None) -> FactionFile:
    """Read a faction file; :class:`RulesSyntaxError` names the file, line and column."""
    path = Path(path)
    text = source.read_text(path)  # UTF-8 (BOM allowed), else an error naming the file
    return parse_text(text, file=str(path), vocabulary=vocabulary, folder=path)


def parse_text(text: str, file: str | None = None, vocabulary: Vocabulary | None = None,
               folder: Path | None = None) -> FactionFile:
    """A faction file's text (BOM dropped, NFC-normalised; errors placed in the text as written:
    :func:`rulekit.dsl.source.guard`)."""
    return source.guard(text, lambda clean: _parse_text(clean, file, vocabulary, folder), file=file,
                        sentence=False)


def _parse_text(text: str, file: str | None, vocabulary: Vocabulary | None, folder: Path | None) -> FactionFile:
    from .parser import parse_ability_with  # the grammar is built on first use

    def fail(message, line, column=1, expected=(), suggestion=None):
        raise RulesSyntaxError(message, text=text, file=file, line=line, column=column,
                               expected=expected, suggestion=suggestion)

    # 1. logical lines: (number, indent?, content); continuation of a capacité sentence
    lines: list[list] = []
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indented = raw[:1] in (" ", "\t")
        col = len(raw) - len(raw.lstrip()) + 1
        if indented and lines and lines[-1][2].startswith("capacité") and ":" in lines[-1][2] and not lines[-1][1]:
            lines[-1][2] += " " + stripped
            continue
        lines.append([number, indented, stripped, col])

    header: dict[str, str] = {}
    for number, indented, content, col in lines:
        key, sep, rest = content.partition(":")
        if not indented and sep and key.strip().lower() in HEADERS:
            header[key.strip().lower()] = rest.strip()
    game = header.get("jeu", "")
    if vocabulary is None:
        vocabulary = default_vocabulary(game, folder)
    block_words = CORE_BLOCKS + tuple(b.lower() for b in vocabulary.blocks)

    abilities: dict[str, AbilityDecl] = {}
    units: list[UnitDecl] = []
    blocks: list[Block] = []
    current = None  # [keyword, name, fields, line, entries]
    pending_units: list = []

    def close():
        if current is None:
            return
        keyword, name, fields, line = current
        if keyword == "unité":
            pending_units.append((name, fields, line))
        else:
            blocks.append(Block(keyword, name, {k: v for k, (v, _, _) in fields.items()}, line))

    for number, indented, content, col in lines:
        if indented:
            if current is None:
                fail("ligne indentée hors d'un bloc", number, col, expected=block_words)
            key, sep, rest = content.partition(":")
            if not sep:
                fail("ligne de bloc sans « clé : valeur »", number, col + len(content), expected=(":",))
            key = key.strip()
            if current[0] == "unité" and vocabulary.stats and key.lower() not in {s.lower() for s in vocabulary.stats} | {"capacités"}:
                fail(f"caractéristique inconnue « {key} »", number, col, expected=tuple(vocabulary.stats) + ("capacités",),
                     suggestion=suggest(key, list(vocabulary.stats) + ["capacités"]))
            current[2][key] = (rest.strip(), number, col + content.index(":") + 1)
            continue
        key, sep, rest = content.partition(":")
        word = content.split()[0].lower()
        if sep and key.strip().lower() in HEADERS:
            close(); current = None
            continue
        if word == "capacité":
            close(); current = None
            name, sep2, sentence = content[len("capacité"):].partition(":")
            name = name.strip()
            if not sep2 or not name:
                fail("une capacité s'écrit « capacité NOM : PHRASE »", number, col + len(content), expected=(":",))
            if name in abilities:
                fail(f"capacité « {name} » déclarée deux fois", number, col)
            start = content.index(":") + 1
            offset = start + (len(sentence) - len(sentence.lstrip()))
            ast = parse_ability_with(sentence.strip(), vocabulary, file=file, line=number, column=col + offset,
                                     source=text)
            abilities[name] = AbilityDecl(name, sentence.strip(), ast, number)
            continue
        if word in block_words:
            close()
            name = content[len(word):].strip()
            if not name:
                fail(f"le bloc « {word} » n'a pas de nom", number, col + len(content), expected=("NOM",))
            current = [word, name, {}, number]
            continue
        fail(f"mot-clé de bloc inconnu « {content.split()[0]} »", number, col,
             expected=HEADERS + block_words, suggestion=suggest(content.split()[0], HEADERS + block_words))
    close()

    for name, fields, line in pending_units:
        stats = {}
        refs: list[str] = []
        for key, (raw, number, col) in fields.items():
            if key.lower() == "capacités":
                refs.extend(_ability_refs(raw, abilities, vocabulary, file, number, col, text))
            else:
                stats[key] = values.value(raw)
        units.append(UnitDecl(name, stats, tuple(refs), line))
    if "faction" not in header:
        fail("l'en-tête « faction : NOM » manque", 1, 1, expected=("faction :",))
    return FactionFile(game=game, faction=header["faction"], path=file or "", abilities=abilities,
                       units=tuple(units), blocks=tuple(blocks))


def _ability_refs(raw, abilities, vocabulary, file, number, col, text):
    """Names are declared abilities; other pieces (commas allowed) form one unnamed sentence."""
    from .parser import parse_ability_with

    if raw.strip().lower() in values.NONE_WORDS:
        return []
    refs, loose = [], []
    for piece in raw.split(","):
        piece = piece.strip()
        if piece in abilities and not loose:
            refs.append(piece)
        elif piece in abilities:
            refs.append(", ".join(loose)); loose = []; refs.append(piece)
        else:
            loose.append(piece)
    if loose:
        refs.append(", ".join(loose))
    for ref in refs:
        if ref not in abilities:
            try:
                ast = parse_ability_with(ref, vocabulary, file=file, line=number, column=col + 1 + raw.find(ref),
                                         source=text)
            except RulesSyntaxError as exc:
                if exc.suggestion is None:
                    guess = suggest(ref, list(abilities))
                    if guess:
                        exc = RulesSyntaxError(f"capacité inconnue « {ref} »", text=text, file=file, line=number,
                                               column=col + 1 + raw.find(ref), expected=tuple(abilities),
                                               suggestion=guess)
                raise exc from None
            abilities[ref] = AbilityDecl(ref, ref, ast, number)
    return refs
