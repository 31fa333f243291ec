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
    if 0 in standing:  # all_captured, for one player or both
        if standing == (0, 0):
            match.finish(None, "les deux camps sont entièrement capturés")
        else:
            match.finish(1 - standing.index(0), "toutes les unités adverses sont capturées")
        return True
    limit = match.max_turns
    if limit and match.turn >= limit:
        match.finish(None, f"limite de {limit} tours atteinte")
        return True
    return False


def base_destroyed(match, player: int, by: int) -> None:
    match.finish(1 - player, f"base « {match.base_name(player)} » détruite")
