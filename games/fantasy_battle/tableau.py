"""Reading a result table printed over several lines (table 11, the misfire table).

On the page each row is a result key (« 0 », « (ou moins) », « 1-2 », « 5 ou plus »),
the row's name (« Explosion ! ») and its effect, broken over several lines by the
page width. :func:`read_table` takes those lines (the header first) and gives a
:class:`Table`: each row's key range, its name and its effect parsed as one paragraph.
"""

from __future__ import annotations

import attrs

from rulekit.dsl.errors import RulesSyntaxError

from . import ast as A
from .analyse import parse_line


@attrs.frozen
class TableRow:
    """``low``/``high`` bound the die results (None: unbounded, « 0 (ou moins) » is low None)."""

    low: int | None
    high: int | None
    name: A.Heading
    effect: A.Line


@attrs.frozen
class Table:
    header: A.Line
    rows: tuple[TableRow, ...]

    def row_for(self, result: int) -> TableRow:
        for row in self.rows:
            if (row.low is None or result >= row.low) and (row.high is None or result <= row.high):
                return row
        raise KeyError(result)


def read_table(lines: list[str]) -> Table:
    header, *body = [line for line in lines if line.strip()]
    rows: list[TableRow] = []
    i = 0
    while i < len(body):
        key = parse_line(body[i])
        if not isinstance(key, A.TableKey) or key.low is None:
            raise RulesSyntaxError("une ligne de tableau commence par son résultat (« 1-2 », « 5 ou plus »)",
                                   text=body[i], line=i + 2)
        low, high = key.low, key.high
        i += 1
        if i < len(body) and parse_line(body[i]) == A.TableKey(low=None, high=None):
            low = None  # « 0 (ou moins) »
            i += 1
        name = parse_line(body[i])
        i += 1
        effect = []
        while i < len(body) and not isinstance(parse_line(body[i]), A.TableKey):
            effect.append(body[i].strip())
            i += 1
        rows.append(TableRow(low=low, high=high, name=name, effect=parse_line(" ".join(effect))))
    return Table(header=parse_line(header), rows=tuple(rows))
