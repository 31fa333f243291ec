"""The core's own events: dice thrown and rerolled, the end of a match."""

from __future__ import annotations

import attrs

from .records import Event


@attrs.frozen
class DiceRolled(Event):
    kind = "dés lancés"
    key: str
    values: tuple[int, ...]

    def apply(self, match):
        match.rolls[self.key] = self.values

    def text(self, match):
        return f"{self.key} : {' '.join(map(str, self.values)) or 'aucun dé'}"


@attrs.frozen
class DiceRerolled(Event):
    kind = "dés relancés"
    key: str
    old: tuple[int, ...]
    new: tuple[int, ...]
    values: tuple[int, ...]

    def apply(self, match):
        match.rolls[self.key] = self.values

    def text(self, match):
        return (
            f"{self.key} : relance de {' '.join(map(str, self.old))} → "
            f"{' '.join(map(str, self.new))} ; dés : {' '.join(map(str, self.values))}"
        )


@attrs.frozen
class MatchEnded(Event):
    kind = "fin de partie"
    winner: int | None
    reason: str

    def apply(self, match):
        match.over = True
        match.winner = self.winner

    def text(self, match):
        if self.winner is None:
            return f"Fin de la partie : match nul ({self.reason})."
        return f"Fin de la partie : victoire du joueur {self.winner + 1} ({self.reason})."
