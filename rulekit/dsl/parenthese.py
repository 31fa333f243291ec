"""A parenthesised aside the grammar cannot read (« Sauvegarde invulnérable de 6+ (drones de protection). »).

Army books put a word of explanation between brackets: what gives the rule, an example. Some asides are part of
the rule and read (« (-1 si un PI sur n'importe quelle formation) », « (et non par perte infligée) »); one that
says nothing the game can read is refused, as every part of a sentence is used or refused. The grammar's report
(« mot inattendu « drones », attendu : et non ») names what could continue the sentence, which says nothing to
an author who meant a comment: when a reading failed inside brackets and the sentence reads without them, the
report says so, at the opening bracket.
"""

from __future__ import annotations

import re

from .errors import RulesSyntaxError

_GROUP = re.compile(r"\([^()]*\)")


def unread_aside(pos: int, text: str, reads) -> tuple[int, int] | None:
    """The span ``(start, end)`` of the bracketed group of ``text`` holding offset ``pos`` (where a reading
    failed), when ``text`` without it reads (``reads(text) -> bool``); else None."""
    for group in _GROUP.finditer(text):
        if group.start() <= pos < group.end():
            without = (text[:group.start()].rstrip() + text[group.end():]).strip()
            return (group.start(), group.end()) if without and reads(without) else None
    return None


def aside_error(span: tuple[int, int], text: str, file, line: int, column: int, source) -> RulesSyntaxError:
    """The report of an aside the game does not read, at its opening bracket."""
    start, end = span
    before = text[:start]
    row = before.count("\n")
    col = start - (before.rfind("\n") + 1)
    return RulesSyntaxError(
        f"« {text[start:end]} » : le jeu ne lit pas cette parenthèse, et la phrase se lit sans elle ; si elle "
        "n'explique que d'où vient la règle, retirez-la ou mettez-la dans un commentaire (une ligne qui commence "
        "par « # »)", text=source or text, file=file, line=line + row, column=(column + col) if row == 0 else col + 1)
