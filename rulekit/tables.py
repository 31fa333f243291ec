"""Tables for the command line: plain text, no colour, captured by click.

A table whose lines fit the width is laid out here, column by column, as rich lays it out
(``box.SIMPLE_HEAD``, no edge): importing rich costs more than the whole of ``rulekit games``
otherwise does. A table that does not fit is drawn by rich, which wraps its cells.
"""

from __future__ import annotations

import io
import shutil
import sys
import unicodedata
from typing import Iterable, Sequence

#: What separates two columns (rich's padding of one space on each side of the box's space).
GAP = "   "


def table(columns: Sequence[str], rows: Iterable[Sequence], title: str | None = None,
          right: Sequence[int] = ()) -> str:
    """``rows`` under ``columns`` as a text table (columns ``right`` aligned to the right),
    after its ``title`` line."""
    cells = [[str(x) for x in row] for row in rows]
    width = shutil.get_terminal_size().columns if sys.stdout.isatty() else 200
    text = _plain(list(columns), cells, set(right), width)
    if text is None:
        text = _rich(columns, cells, right, width)
    return f"{title}\n{text}" if title else text


def _plain(columns: list[str], rows: list[list[str]], right: set[int], width: int) -> str | None:
    """The table laid out without wrapping, or None if a line would be wider than ``width``
    or a cell holds a line break or a character wider or narrower than one cell (then rich
    draws it)."""
    if any(len(r) != len(columns) for r in rows) or not all(map(_narrow, columns)) or \
            not all(_narrow(c) for row in rows for c in row):
        return None
    widths = [max(len(c) for c in col) for col in zip(columns, *rows)]
    total = sum(widths) + len(GAP) * (len(widths) - 1)
    if total > width:
        return None

    def line(row):
        # rich strips a right-aligned cell's trailing spaces before padding it on the left (« 0 » → « ␣0 »)
        return GAP.join(c.rstrip(" ").rjust(w) if k in right else c.ljust(w)
                        for k, (c, w) in enumerate(zip(row, widths))).rstrip()

    return "\n".join([line(columns), "─" * total, *(line(r) for r in rows)]).strip("\n")


def _narrow(text: str) -> bool:
    """Whether each character of ``text`` takes one cell of a terminal and no line break
    (then its width is its length)."""
    return text.isascii() and text.isprintable() or all(
        ch.isprintable() and not unicodedata.combining(ch) and unicodedata.east_asian_width(ch) not in "WF"
        for ch in text)


def _rich(columns, rows, right, width: int) -> str:
    from rich import box
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    t = Table(*columns, box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for k in right:
        t.columns[k].justify = "right"
    for row in rows:
        t.add_row(*(Text(c) for c in row))  # as written: « [Légionnaire×2] » is no markup
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, force_terminal=False, highlight=False).print(t)
    return "\n".join(line.rstrip() for line in out.getvalue().splitlines()).strip("\n")
