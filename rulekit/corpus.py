"""Measuring a grammar's reach over a corpus of rule text, one rule per line.

``coverage(path, game)`` parses every unique non-empty line with
``rulekit.dsl.parse_ability(line, game=game)`` and reports how many lines, how many
unique lines, how many parsed, and each failure with the numbers of the lines
where it occurs and the parser's error. ``rulekit corpus FILE [--game G] [--json]``
prints it (see :mod:`rulekit.corpus_cli`). The core never imports a game: the
game's grammar is reached through the DSL's vocabulary hook.
"""

from __future__ import annotations

import time
import unicodedata
from typing import Callable

import attrs

from .errors import RulekitError


@attrs.frozen
class Failure:
    """A unique line the grammar rejects: where it occurs (1-based), its text, the error."""

    lines: tuple[int, ...]
    text: str
    error: str


@attrs.frozen
class Read:
    """A unique line read: where it occurs, its text, « typed » or « prose », and for prose why."""

    lines: tuple[int, ...]
    text: str
    kind: str
    reasons: tuple[str, ...] = ()


@attrs.frozen
class Coverage:
    file: str
    game: str | None
    lines: int
    unique: int
    parsed: int
    failures: tuple[Failure, ...]
    seconds: float = attrs.field(eq=False)
    read: tuple[Read, ...] = ()

    @property
    def typed(self) -> tuple[Read, ...]:
        return tuple(r for r in self.read if r.kind == "typed")

    @property
    def prose(self) -> tuple[Read, ...]:
        return tuple(r for r in self.read if r.kind == "prose")

    @property
    def rate(self) -> float:
        return self.parsed / self.unique if self.unique else 1.0

    def as_dict(self) -> dict:
        return {
            "file": self.file, "game": self.game, "lines": self.lines, "unique": self.unique,
            "parsed": self.parsed, "typed": len(self.typed), "prose": len(self.prose),
            "failed": len(self.failures), "coverage": round(self.rate, 6),
            "seconds": round(self.seconds, 4),
            "typed_lines": [{"lines": list(r.lines), "text": r.text} for r in self.typed],
            "prose_lines": [{"lines": list(r.lines), "text": r.text, "reasons": list(r.reasons)} for r in self.prose],
            "failures": [{"lines": list(f.lines), "text": f.text, "error": f.error} for f in self.failures],
        }

    def report(self) -> str:
        out = [f"{self.file} ({self.game or 'toutes grammaires'}) : {self.lines} lignes, "
               f"{self.unique} uniques, {self.parsed} lues ({100 * self.rate:.1f} %) dont "
               f"{len(self.typed)} typées et {len(self.prose)} en prose, "
               f"{len(self.failures)} échecs, {self.seconds:.3f} s"]
        for f in self.failures:
            where = ", ".join(map(str, f.lines))
            first = f.error.splitlines()[0] if f.error else ""
            out.append(f"  ligne {where} : {first}\n    {f.text[:160]}")
        return "\n".join(out)


def default_parser(game: str | None) -> Callable[[str], object]:
    from . import dsl

    return lambda line: dsl.parse_ability(line, game=game)


def default_kind(game: str | None) -> Callable[[object], tuple[str, tuple[str, ...]]]:
    """How a game's extension classes what it read (« typed » or « prose »); else all is typed."""
    from .dsl.vocabulary import for_game

    ext = for_game(game).extension if game is not None else None
    if ext is not None and ext.kind is not None:
        return ext.kind
    return lambda node: ("typed", ())


def coverage(path, game: str | None = None, parse: Callable[[str], object] | None = None) -> Coverage:
    """Parse every unique non-empty line of the UTF-8 file ``path`` (a BOM allowed; a file that
    is not UTF-8 is a :class:`rulekit.dsl.RulesSyntaxError` naming it: ``rulekit.dsl.source``)."""
    from .dsl.source import read_text

    text = read_text(path)
    return coverage_of_lines(text.splitlines(), str(path), game, parse)


def coverage_of_lines(lines, file: str = "<lignes>", game: str | None = None,
                      parse: Callable[[str], object] | None = None) -> Coverage:
    parse = parse or default_parser(game)
    start = time.perf_counter()
    where: dict[str, list[int]] = {}
    written: dict[str, str] = {}  # the same line typed with composed or decomposed accents is one line
    for number, line in enumerate(lines, 1):
        if line.strip():
            key = unicodedata.normalize("NFC", line)
            written.setdefault(key, line)
            where.setdefault(key, []).append(number)
    failures, read = [], []
    kind = default_kind(game)
    for key, numbers in where.items():
        line = written[key]
        try:
            cls, reasons = kind(parse(line))
            read.append(Read(lines=tuple(numbers), text=line, kind=cls, reasons=tuple(reasons)))
        except RulekitError as exc:
            failures.append(Failure(lines=tuple(numbers), text=line, error=str(exc)))
        except Exception as exc:  # a parser bug is measured as a failure, not a crash of the report
            failures.append(Failure(lines=tuple(numbers), text=line,
                                    error=f"erreur interne du parseur : {type(exc).__name__}: {exc}"))
    return Coverage(file=file, game=game, lines=sum(len(n) for n in where.values()), unique=len(where),
                    parsed=len(where) - len(failures), failures=tuple(failures),
                    seconds=time.perf_counter() - start, read=tuple(read))
