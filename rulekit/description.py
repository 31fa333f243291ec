"""Reading a scenario description: checks that raise ScenarioError naming where and what is accepted.

Each game's ``rulekit_scenario`` hook reads plain data (dicts, lists, numbers, texts)
written by hand. The checks every game needs — known keys, whole numbers in a range,
booleans, player indices, one of a few names — live here, so their messages read
the same in every game: ``<game> scenario: <path>: <what is wrong and accepted>``.
"""

from __future__ import annotations

import difflib

from .errors import ScenarioError


class Reader:
    """The checks, for one game's descriptions (``Reader("pocket_tactics")``)."""

    def __init__(self, game: str):
        self.game = game

    def error(self, where: str, message: str) -> ScenarioError:
        return ScenarioError(f"{self.game} scenario: {where}: {message}")

    @staticmethod
    def hint(word, choices) -> str:
        """`` (did you mean 'X'?)`` for a near miss among ``choices``, else nothing."""
        close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.6)
        return f" (did you mean {close[0]!r}?)" if close else ""

    def keys(self, data, accepted, where: str) -> None:
        """``data`` is a dict whose keys are all ``accepted``."""
        if not isinstance(data, dict):
            raise self.error(where, f"expected a dict with keys {', '.join(accepted)}; got {data!r:.80}")
        unknown = [k for k in data if k not in accepted]
        if unknown:
            hints = "".join(self.hint(k, accepted) for k in unknown[:1])
            raise self.error(where, f"unknown key(s) {', '.join(map(repr, unknown))}{hints}; "
                                    f"accepted: {', '.join(accepted)}")

    def integer(self, value, where: str, minimum: int = 0, maximum: int | None = None) -> int:
        if (not isinstance(value, int) or isinstance(value, bool) or value < minimum
                or (maximum is not None and value > maximum)):
            bounds = f"from {minimum} to {maximum}" if maximum is not None else f"≥ {minimum}"
            raise self.error(where, f"expected a whole number {bounds}, got {value!r}")
        return value

    def boolean(self, value, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.error(where, f"expected true or false, got {value!r}")
        return value

    def player(self, value, where: str, key: bool = False) -> int:
        """0 or 1, the API's player index; as a dict ``key`` also "0" or "1" (JSON keys are texts)."""
        if key and isinstance(value, str) and value in ("0", "1"):
            return int(value)
        if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1):
            raise self.error(where, f"a player is 0 (J1 in the log) or 1 (J2), got {value!r}")
        return value

    def one_of(self, value, choices, where: str, what: str = "value"):
        """``value`` if it is one of ``choices``; else an error listing them, with a near miss."""
        if value not in choices:
            raise self.error(where, f"unknown {what} {value!r}{self.hint(value, choices)}; "
                                    f"accepted: {', '.join(map(str, choices))}")
        return value
