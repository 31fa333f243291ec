"""A player's observation as a fixed-size vector and as text, for every adapter.

Both read only ``match.observation(player)`` (plain data, see :mod:`rulekit.plain`)
and who is to act, never the rest of the state, so a game that hides something in
its observation hides it here too.

The vector is generic, not a designed feature set: who observes (one-hot over the
players), who is to act (one-hot over the players and chance; all zeros once the
match is over), then every scalar of the observation in a fixed order (dict keys
sorted as text, lists in order): a number as itself, a boolean as 1 or 0, None as
-1, a text as its CRC-32 scaled into [0, 1). The scalars are zero-padded or cut to
the game's ``observation_size`` (its ``rulekit_limits`` hook, else
``rulekit.plugins.DEFAULT_LIMITS``). The same observation always gives the same
vector, in any process.
"""

from __future__ import annotations

import zlib

import numpy as np

from .. import plugins
from ..chance import CHANCE
from ..plain import plain, text


def scalars(data, out: list[float]) -> list[float]:
    """The scalars of plain ``data`` as floats, in the module's order, appended to ``out``."""
    if isinstance(data, dict):
        for key in sorted(data, key=lambda k: k if isinstance(k, str) else text(k)):
            scalars(data[key], out)
    elif isinstance(data, list):
        for value in data:
            scalars(value, out)
    elif data is None:
        out.append(-1.0)
    elif isinstance(data, str):
        out.append(zlib.crc32(data.encode()) / 2**32)
    else:
        out.append(float(data))
    return out


def size(game: str) -> int:
    """How many scalars the vector of ``game`` keeps."""
    return int(plugins.limits(game)["observation_size"])


def pieces(match, player: int, n: int) -> dict[str, np.ndarray]:
    """The vector's three parts: ``observer``, ``to_act`` and the ``n`` scalars of ``observation``."""
    players = match.num_players
    observer = np.zeros(players, np.float32)
    observer[player] = 1.0
    to_act = np.zeros(players + 1, np.float32)
    if not match.is_over:
        who = match.current_player
        to_act[players if who is CHANCE else int(who)] = 1.0
    values = scalars(plain(match.observation(player)), [])[:n]
    observation = np.zeros(n, np.float32)
    observation[: len(values)] = values
    return {"observer": observer, "to_act": to_act, "observation": observation}


def vector(match, player: int, n: int) -> np.ndarray:
    """The three parts of :func:`pieces` end to end: ``2 * players + 1 + n`` floats."""
    return np.concatenate(list(pieces(match, player, n).values()))


def describe(match, player: int) -> str:
    """The observation as deterministic text: who observes and who acts, then its JSON."""
    who = "-" if match.is_over else ("chance" if match.current_player is CHANCE else match.current_player)
    return f"player {player}, to act {who}\n{text(plain(match.observation(player)))}"
