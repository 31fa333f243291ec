"""« Gagner la partie »: every enemy unit captured, or the enemy base destroyed.

A base destroyed ends the match at once (:mod:`.attaque`). Captures are checked
at the end of every turn: a player with no unit on the map nor in reserve has
lost. The rules have no draw; the ``max_turns`` option (default
:data:`~.regles.DEFAULT_MAX_TURNS` turns of both players together, 0 for no
limit) ends a match that lasts too long in a draw.
"""

from __future__ import annotations

from .occupation import occupation


def all_captured(match, player: int) -> bool:
    return occupation(match).standing[player] == 0


def check(match) -> bool:
    """End the match if it is won or out of turns; True when it ended."""
    standing = occupation(match).standing
    lost = [p for p in (0, 1) if standing[p] == 0]  # all_captured
    if len(lost) == 2:
        match.finish(None, "les deux camps sont entièrement capturés")
        return True
    if lost:
        match.finish(1 - lost[0], "toutes les unités adverses sont capturées")
        return True
    limit = match.max_turns
    if limit and match.turn >= limit:
        match.finish(None, f"limite de {limit} tours atteinte")
        return True
    return False


def base_destroyed(match, player: int, by: int) -> None:
    match.finish(1 - player, f"base « {match.base_name(player)} » détruite")
