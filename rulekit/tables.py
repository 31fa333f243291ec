"""Tables for the command line, drawn by rich: plain text, no colour, captured by click."""

from __future__ import annotations

import io
import shutil
import sys
from typing import Iterable, Sequence

from rich import box
from rich.console import Console
from rich.table import Table


def table(columns: Sequence[str], rows: Iterable[Sequence], title: str | None = None,
          right: Sequence[int] = ()) -> str:
    """``rows`` under ``columns`` as a text table (columns ``right`` aligned to the right),
    after its ``title`` line."""
    t = Table(*columns, box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for k in right:
        t.columns[k].justify = "right"
    for row in rows:
        t.add_row(*(str(x) for x in row))
    out = io.StringIO()
    width = shutil.get_terminal_size().columns if sys.stdout.isatty() else 200
    Console(file=out, width=width, color_system=None, force_terminal=False, highlight=False).print(t)
    text = "\n".join(line.rstrip() for line in out.getvalue().splitlines()).strip("\n")
    return f"{title}\n{text}" if title else text
