"""Procedures: a rule that ends with « : » and the bulleted or numbered steps after it.

The corpus holds one line per paragraph, so a procedure is several lines: « Effectuez le jet
pour toucher et suivez la procédure suivante : » then « • Sur un résultat naturel de ‘1’,
… » lines, or « Appliquez les modificateurs dans l’ordre suivant : » then « 1. … 2. … ».
:func:`procedures` groups parsed lines into :class:`Procedure` records.
"""

from __future__ import annotations

from typing import Union

import attrs

from . import ast as A


@attrs.frozen
class Procedure:
    """The line that announces the steps, then the steps in order."""

    intro: A.Line
    steps: tuple[Union[A.Bullet, A.Step, A.Ligne], ...]


def is_step(node) -> bool:
    """A bulleted or numbered line, prose or typed (a :class:`~.ast.Ligne` with its marker)."""
    return isinstance(node, (A.Bullet, A.Step)) or (isinstance(node, A.Ligne) and node.marker is not None)


def announces_steps(node) -> bool:
    """A rule (or bullet) whose last sentence ends on « : » with nothing after it."""
    if isinstance(node, A.Ligne):
        last = node.parties[-1]
        return isinstance(last, A.ProseSentence) and last.text.rstrip().endswith(":") or announces_steps(last)
    from rulekit.dsl import ast as dsl

    if isinstance(node, dsl.Capacite):  # « … gagne l'un des effets suivants (…) : » then the options
        return bool(node.phrases) and any(isinstance(e.action, dsl.Choix) for e in node.phrases[-1].effets)
    prose = getattr(node, "prose", None) or getattr(node, "body", None)
    if prose is None or not prose.sentences:
        return False
    last = prose.sentences[-1]
    if last.end is not None or not last.clauses:
        return False
    clause = last.clauses[-1]
    return (clause.link[-1:] == (A.Symbol(":"),) and clause.marker is None and not clause.subject
            and clause.verb is None and not clause.objects)


def procedures(nodes) -> list[Procedure]:
    """Every announcing line followed by at least one bullet or numbered step."""
    nodes = list(nodes)
    found = []
    for i, node in enumerate(nodes):
        if not announces_steps(node):
            continue
        steps = []
        for following in nodes[i + 1:]:
            if not is_step(following):
                break
            steps.append(following)
        if steps:
            found.append(Procedure(intro=node, steps=tuple(steps)))
    return found
