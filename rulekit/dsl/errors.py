"""The errors an author of rule text can act on.

:class:`RulesSyntaxError` says where (file, line, column), what was expected, shows
the line with a caret under the fault and, for a misspelled known term, a
« vouliez-vous dire » suggestion. No raw lark exception ever leaves ``rulekit.dsl``.
"""

from __future__ import annotations

import difflib
import re
import unicodedata

from ..errors import RulekitError


class DslError(RulekitError):
    """Base class of the DSL's errors."""


class RulesSyntaxError(DslError):
    """A sentence or faction file that the grammar cannot read."""

    def __init__(self, message: str, *, text: str = "", file: str | None = None, line: int = 1,
                 column: int = 1, expected: tuple[str, ...] = (), suggestion: str | None = None):
        self.message = message
        self.text = text
        self.file = file
        self.line = line
        self.column = column
        self.expected = tuple(expected)
        self.suggestion = suggestion
        super().__init__(self.format())

    @property
    def excerpt(self) -> str:
        """The line, and a caret under the character as displayed (a combining accent, which
        ``column`` counts, takes no room: docs/DSL.md, « Input »)."""
        lines = self.text.splitlines() or [""]
        source = lines[self.line - 1] if 0 < self.line <= len(lines) else ""
        before = source[:max(self.column - 1, 0)]
        # a tab before the fault is kept as a tab, so that the caret stands under it however wide the
        # terminal shows tabs; any other character is one space (a combining accent none)
        pad = "".join("\t" if ch == "\t" else " " for ch in before if not unicodedata.combining(ch))
        return f"{source}\n{pad}^"

    def format(self) -> str:
        where = f"{self.file or '<texte>'}:{self.line}:{self.column}"
        parts = [f"{where}: {self.message}"]
        if self.expected:
            shown = ", ".join(self.expected[:12])
            more = "" if len(self.expected) <= 12 else f" (et {len(self.expected) - 12} autres)"
            parts.append(f"attendu : {shown}{more}")
        if self.suggestion:
            parts.append(f"vouliez-vous dire « {self.suggestion} » ?")
        if self.text:
            parts.append(self.excerpt)
        return "\n".join(parts)


class RulesSyntaxErrors(RulesSyntaxError):
    """Every error of one faction file (``.errors``, in file order), not only the first: its
    own attributes (``line``, ``column``, ``expected``...) are the first error's, so code that
    reads one error keeps working; ``str()`` is every report, one after the other."""

    def __init__(self, errors):
        errors = sorted(errors, key=lambda e: (e.line, e.column))
        self.errors = list(errors)
        first = errors[0]
        super().__init__(first.message, text=getattr(first, "text", ""), file=first.file, line=first.line,
                         column=first.column, expected=getattr(first, "expected", ()),
                         suggestion=getattr(first, "suggestion", None))

    def format(self) -> str:
        errors = getattr(self, "errors", None)
        if not errors:
            return super().format()
        return "\n\n".join(e.format() for e in errors)


class CompileError(DslError):
    """A well-formed ability the compiler cannot turn into modifiers, triggers, replacements."""


class RulesSemanticError(CompileError):
    """A well-formed ability that the game would never act on: its effect, trigger, target or
    prohibition is nothing the game's procedures ask about (the game declares what they
    ask: ``questions``, ``événements``, ``permissions`` in its vocabulary). Says where
    (file, line, column), what was asked and what the game supports."""

    def __init__(self, message: str, *, supported: tuple[str, ...] = (), file: str | None = None,
                 line: int = 1, column: int = 1, text: str = "", phrase: int | None = None):
        self.message = message
        self.supported = tuple(supported)
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        #: which phrase of the ability (0: the first sentence) the compiler refused, when known:
        #: what lets a faction file's report point at that sentence rather than at the first
        self.phrase = phrase
        super().__init__(self.format())

    def at(self, file: str | None, line: int, column: int, text: str = "") -> "RulesSemanticError":
        """The same error, placed in a file (``text``: the line it is on, shown with a caret)."""
        return RulesSemanticError(self.message, supported=self.supported, file=file, line=line,
                                  column=column, text=text, phrase=self.phrase)

    def format(self) -> str:
        parts = [f"{self.file or '<texte>'}:{self.line}:{self.column}: {self.message}"]
        if self.supported:
            parts.append("le jeu sait faire : " + ", ".join(self.supported))
        if self.text and self.file:  # placed in a file: the line, a caret under the refused words
            parts.append(RulesSyntaxError.excerpt.fget(self))
        return "\n".join(parts)


WORD = re.compile(r"[\wÀ-ÿ'’-]+")
QUOTED = re.compile(r"«\s*([^«»]+?)\s*»")
BE = r"(?:être|est|sont|soit|soient)"  # « être battu » quoted, « est battu » written


def quoted_at(message: str, text: str) -> int | None:
    """The offset in ``text`` of the words a refusal's ``message`` quotes first (« traverser »: what
    was refused; later quotes say what the game does), agreement aside; when the message says them in
    the rule's own terms (« en charge » for « lorsqu'elle charge »), their last words (« charge »);
    None when ``text`` has none of them."""
    quoted = QUOTED.search(message)
    words = [w for w in quoted.group(1).split() if WORD.fullmatch(w)] if quoted else []
    while words:
        pattern = r"\w*\s+".join(BE if w == "être" else re.escape(w) for w in words)
        found = re.search(r"(?<!\w)" + pattern + r"\w*", text, re.IGNORECASE)
        if found:
            return found.start()
        words = words[1:]
        if len(words) == 1 and len(words[0]) < 3:  # « en », « de »: found anywhere, they point at nothing
            break
    return None


def suggest(word: str, known) -> str | None:
    """The known term closest to ``word`` (difflib), matching case- and accent-insensitively: an
    author who typed « Epeiste » for « Épéiste » is told so (accents are half of such a word's
    letters, too many for the distance alone)."""
    if not word:
        return None
    known = [k for k in known if k]
    if word.lower() in {k.lower() for k in known}:
        return None
    folded = {}
    for k in known:
        folded.setdefault(_fold(k), k)
    best = difflib.get_close_matches(_fold(word), list(folded), n=1, cutoff=0.75)
    return folded[best[0]] if best else None


def _fold(word: str) -> str:
    """``word`` in lower case without its accents (« Épéiste » → « epeiste »)."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))
