"""The hex map: axial coordinates, neighbours, distance, line of fire.

Pocket-Tactics is played on hexagonal tiles laid edge to edge. We use *axial*
coordinates ``(q, r)`` of **flat-topped** hexagons:

- ``q`` grows towards the east (right), ``r`` grows towards the south-west;
- a hex's six neighbours are, clockwise from the north::

        N (0,-1)   NE (+1,-1)   SE (+1,0)   S (0,+1)   SW (-1,+1)   NW (-1,0)

- the first player's table edge is the **south** of the map: the three *rear*
  edges of every tile (« les 3 bords qui font face au bord de la table du premier
  joueur ») are S, SE and SW; the three *front* edges are N, NE and NW;
- the vertical position of a hex on the table is ``r + q/2`` (used for drawing).

A cell is written in the match state as the string ``"q,r"`` (JSON needs string
keys); :func:`cell` and :func:`coords` convert.
"""

from __future__ import annotations

import functools

DIRECTIONS = {
    "N": (0, -1),
    "NE": (1, -1),
    "SE": (1, 0),
    "S": (0, 1),
    "SW": (-1, 1),
    "NW": (-1, 0),
}
FRONT = ("N", "NE", "NW")  # towards the second player
REAR = ("S", "SE", "SW")  # towards the first player's table edge


def cell(q: int, r: int) -> str:
    return f"{q},{r}"


@functools.lru_cache(maxsize=None)
def coords(key: str) -> tuple[int, int]:
    q, r = key.split(",")
    return int(q), int(r)


@functools.lru_cache(maxsize=None)
def step(key: str, direction: str) -> str:
    q, r = coords(key)
    dq, dr = DIRECTIONS[direction]
    return cell(q + dq, r + dr)


@functools.lru_cache(maxsize=None)
def neighbours(key: str) -> tuple[str, ...]:
    """The six cells around ``key``, clockwise from the north."""
    return tuple(step(key, d) for d in DIRECTIONS)


@functools.lru_cache(maxsize=None)
def neighbours_in_order(key: str) -> tuple[str, ...]:
    """The six cells around ``key`` sorted by coordinates (the order in which actions list tiles)."""
    return tuple(sorted(neighbours(key), key=coords))


@functools.lru_cache(maxsize=None)
def front_cells(key: str) -> tuple[str, ...]:
    return tuple(step(key, d) for d in FRONT)


@functools.lru_cache(maxsize=None)
def rear_cells(key: str) -> tuple[str, ...]:
    return tuple(step(key, d) for d in REAR)


@functools.lru_cache(maxsize=None)
def distance(a: str, b: str) -> int:
    (q1, r1), (q2, r2) = coords(a), coords(b)
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def adjacent(a: str, b: str) -> bool:
    return distance(a, b) == 1


@functools.lru_cache(maxsize=None)
def jumps(key: str) -> tuple[tuple[str, str], ...]:
    """``(neighbour, the cell beyond it)`` for the six neighbours of ``key``, clockwise from the
    north: where a step goes, and where a jump over that neighbour lands."""
    return tuple((n, beyond(key, n)) for n in neighbours(key))


def beyond(origin: str, over: str) -> str:
    """The cell straight past ``over`` seen from ``origin`` (the landing cell of a jump)."""
    (q1, r1), (q2, r2) = coords(origin), coords(over)
    return cell(2 * q2 - q1, 2 * r2 - r1)


def in_range(tiles, origin: str, target: str, reach: int) -> bool:
    """Line of fire: a path of at most ``reach`` steps from ``origin`` to ``target``.

    Every cell on the way must be a tile (water counts; empty space blocks);
    units on the way do not block.
    """
    if origin == target or distance(origin, target) > reach:
        return False
    frontier = {origin}
    for _ in range(reach):
        nxt = set()
        for c in frontier:
            for n in neighbours(c):
                if n == target:
                    return True
                if n in tiles:
                    nxt.add(n)
        frontier = nxt
    return False


def y_position(key: str) -> float:
    q, r = coords(key)
    return r + q / 2
