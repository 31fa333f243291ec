"""Typed stat values of faction files: numbers, dice, thresholds, distances, words.

``12`` → ``12``; ``1 2`` → ``(1, 2)``; ``2D6`` → ``De(2, 6)``; ``4+`` → ``Seuil(4)``;
``15 cm`` → ``Distance(15, "cm")``; ``aucun`` / ``—`` → ``None``; ``Forêt`` → ``"Forêt"``;
``a, b`` → a tuple of those values.
"""

from __future__ import annotations

import re

import attrs


@attrs.frozen
class De:
    """``n`` dice of ``faces`` faces (``1D6``, ``2D6``); ``n`` may be 1."""

    n: int
    faces: int = 6

    def __str__(self):
        return f"{self.n}D{self.faces}"


@attrs.frozen
class Seuil:
    """A roll that succeeds on ``valeur`` or more (``4+``)."""

    valeur: int

    def __str__(self):
        return f"{self.valeur}+"


@attrs.frozen
class Distance:
    valeur: int
    unite: str = "cm"

    def __str__(self):
        return f"{self.valeur} {self.unite}"


NONE_WORDS = {"aucun", "aucune", "—", "-", "–", "néant"}
DICE = re.compile(r"^(\d*)\s*[dD](\d+)$")
THRESHOLD = re.compile(r"^(\d+)\s*\+$")
DIST = re.compile(r"^(\d+)\s*(cm|mm|m|tuiles?|\")$")
INT = re.compile(r"^[+\-−]?\d+$")


def value(text: str):
    """The typed value of one stat text (see the module docstring)."""
    text = text.strip()
    if "," in text:
        return tuple(value(part) for part in text.split(",") if part.strip())
    return _single(text)


def _single(text: str):
    if text.lower() in NONE_WORDS:
        return None
    if INT.match(text):
        return int(text.replace("−", "-"))
    if m := DICE.match(text):
        return De(int(m.group(1) or 1), int(m.group(2)))
    if m := THRESHOLD.match(text):
        return Seuil(int(m.group(1)))
    if m := DIST.match(text):
        return Distance(int(m.group(1)), m.group(2))
    parts = text.split()
    if len(parts) > 1 and all(INT.match(p) for p in parts):
        return tuple(int(p.replace("−", "-")) for p in parts)
    return text


def show(v) -> str:
    """Faction-file text of a typed value (inverse of :func:`value`)."""
    if v is None:
        return "aucun"
    if isinstance(v, tuple):
        if v and all(isinstance(x, int) for x in v):
            return " ".join(map(str, v))
        return ", ".join(show(x) for x in v)
    return str(v)
