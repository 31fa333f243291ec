"""The pronoun « en »: a number of things the sentence counted before, taken up without their noun.

« Dès que cette Unité donne au moins 1 coup lors d'un Combat, elle en donne 2 supplémentaires » = « …, elle
donne 2 coups supplémentaires »: « en » stands for what the circumstance of the same verb counted (its
« au moins N coups »). The transformer reads « en » + verb + number as :class:`EnRepris`; :func:`resolve`
puts the noun back once the phrase's circumstances are known, and refuses an « en » that takes up nothing.
"""

from __future__ import annotations

import attrs

from . import ast as A


@attrs.frozen
class EnRepris:
    """« en donne N supplémentaires »: the act's verb and its number, the noun to find; ``at``: where « en » is
    written (a refusal points there)."""
    verbe: str
    nombre: object
    at: int | None = attrs.field(default=None, eq=False)


class Unresolved(ValueError):
    """An « en » that takes up nothing, refused at its words (``start_pos``: parser._refused_at)."""

    def __init__(self, message: str, start_pos: int | None):
        super().__init__(message)
        self.start_pos = start_pos


def _counted(circs) -> str | None:
    """The noun a circumstance counted with « donner » (« donne au moins 1 coup »), or None."""
    for c in circs:
        if isinstance(c, (A.Quand, A.Si)) and c.acte.verbe == "donner" and c.acte.au_moins is not None:
            return "coups"
    return None


def resolve(circs, effets):
    """``effets`` with each « en … » given its noun from ``circs``; ValueError when none is said there."""
    out = []
    for e in effets:
        if isinstance(e, A.Effet) and isinstance(e.action, EnRepris):
            if e.action.verbe != "donner" or _counted(circs) != "coups":
                raise Unresolved("« en donne … » : « en » reprend des coups comptés avant par le même verbe "
                                 "(« Si cette Unité donne au moins 1 coup …, elle en donne 2 supplémentaires »)",
                                 e.action.at)
            e = attrs.evolve(e, action=A.CoupsSupplementaires(e.action.nombre))
        out.append(e)
    return type(effets)(out) if isinstance(effets, tuple) else out
