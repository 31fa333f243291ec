"""The battlefield in centimetres: terrain features with areas, six objectives, distances.

Formations are points (see README: a formation stands where its units stand).
A terrain feature is a rectangle of one of the terrain table's types; what it does
to a unit is read from the terrain table's column for the unit's type.
"""

from __future__ import annotations

import functools
import math
from pathlib import Path

import attrs

from rulekit.frozen import FrozenList

from .armee import FactionError, blocks
from .feuille import feuille

DATA = Path(__file__).parent / "data"
LARGEUR, PROFONDEUR = 180, 120
PAS = 5  # cm between the points checked along a move


@attrs.frozen(cache_hash=True)
class Element:
    """A terrain feature: a row name of the terrain table and its rectangle (cm). Frozen, so
    its hash is worked out once (features key the terrain table's answers)."""

    nom: str
    x: int
    y: int
    l: int
    p: int

    def contient(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.l and self.y <= y <= self.y + self.p

    def __deepcopy__(self, memo):  # frozen: match clones share it
        return self


@attrs.frozen
class Objectif:
    x: int
    y: int
    camp: int          # whose half it stands in
    base: bool = False

    def __deepcopy__(self, memo):  # frozen: match clones share it
        return self


@attrs.frozen
class Scenario:
    nom: str
    largeur: int
    profondeur: int
    terrain: tuple[Element, ...]
    objectifs: tuple[Objectif, ...]
    deploiement: tuple[tuple[tuple[int, int], ...], ...]


def _points(text):
    return tuple(tuple(int(v) for v in p.split()) for p in text.split(","))


@functools.lru_cache(maxsize=1)
def scenarios() -> tuple[Scenario, ...]:
    path = DATA / "scenarios.txt"
    _, found = blocks(path)
    out = []
    for kw, name, body, line in found:
        if kw != "scénario":
            continue
        w, d = (int(v) for v in body["table"][0].split())
        elements = []
        for part in body["terrain"][0].split(";"):
            *words, x, y, l, p = part.split()
            nom = " ".join(words)
            if nom not in feuille().terrain:
                raise FactionError(f"{path}:{body['terrain'][1]}: terrain inconnu {nom!r}")
            elements.append(Element(nom, int(x), int(y), int(l), int(p)))
        objectifs = []
        for camp in (0, 1):
            for i, (x, y) in enumerate(_points(body[f"objectifs {camp + 1}"][0])):
                objectifs.append(Objectif(x, y, camp, base=(i == 0)))
        deploiement = tuple(_points(body[f"déploiement {camp + 1}"][0]) for camp in (0, 1))
        out.append(Scenario(name, w, d, tuple(elements), tuple(objectifs), deploiement))
    return tuple(out)


@functools.lru_cache(maxsize=64)
def champ(scenario: Scenario) -> tuple[FrozenList, FrozenList]:
    """The scenario's terrain and objectives as a match holds them (frozen lists, never changed in
    place), made once per process: every match of the scenario shares them, and so the answers
    kept with a frozen terrain (each feature's effects, the features by column: :mod:`.marche`)
    are worked out once per process, not once per match."""
    return FrozenList(scenario.terrain), FrozenList(scenario.objectifs)


def distance(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def effets(terrain, x, y, colonne: str):
    """The terrain table's effects at (x, y) for a unit of ``colonne``."""
    out = []
    for element in terrain:
        if element.contient(x, y):
            ligne = feuille().terrain[element.nom]
            out.extend({"Infanterie": ligne.infanterie, "Véhicule": ligne.vehicule,
                        "Engin de Guerre": ligne.engin}[colonne])
    return out


def couvert(terrain, x, y, colonne: str) -> int:
    """The best cover save at (x, y) for ``colonne`` (0: not in cover)."""
    seuils = [e.seuil for e in effets(terrain, x, y, colonne) if e.genre == "couvert"]
    return min(seuils) if seuils else 0


def a_effet(terrain, x, y, colonne: str, genre: str) -> bool:
    return any(e.genre == genre for e in effets(terrain, x, y, colonne))


def chemin(a, b):
    """Points every PAS cm from a (excluded) to b (included)."""
    n = _pas(a, b)
    return [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(1, n + 1)]


def fin_de_chemin(a, b):
    """The last point of :func:`chemin` (``b``, computed as it is there)."""
    n = _pas(a, b)
    return (a[0] + (b[0] - a[0]) * n / n, a[1] + (b[1] - a[1]) * n / n)


def _pas(a, b) -> int:
    return max(1, math.ceil(distance(a, b) / PAS))


def point_du_chemin(a, b, i: int):
    """The ``i``-th point of :func:`chemin` (``a`` itself for 0), computed as it is there."""
    if i == 0:
        return a
    n = _pas(a, b)
    return (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)


#: How far (cm) outside a feature or zone a point of a path counts as near it: far more than
#: any rounding of the arithmetic, so a point said not near is surely outside.
MARGE = 0.5


def pas(a, b) -> int:
    """How many points :func:`chemin` has from a to b."""
    return _pas(a, b)


def _rangs(n: int, t0: float, t1: float) -> range:
    """The ranks of the ``n`` points of :func:`chemin` between the fractions ``t0`` and ``t1`` of the path."""
    return range(max(1, math.floor(t0 * n) - 1), min(n, math.ceil(t1 * n) + 1) + 1)


def rangs_dans_element(a, b, e: Element, n: int | None = None) -> range:
    """The ranks of the points of :func:`chemin` that may lie in ``e`` (a few more, never fewer);
    ``n``: :func:`pas` of a, b if already known."""
    t0, t1 = 0.0, 1.0
    for origine, delta, bas, haut in ((a[0], b[0] - a[0], e.x, e.x + e.l), (a[1], b[1] - a[1], e.y, e.y + e.p)):
        bas, haut = bas - MARGE, haut + MARGE
        if delta == 0:
            if not bas <= origine <= haut:
                return range(0)
            continue
        u0, u1 = sorted(((bas - origine) / delta, (haut - origine) / delta))
        t0, t1 = max(t0, u0), min(t1, u1)
    return _rangs(n or _pas(a, b), t0, t1) if t0 <= t1 else range(0)


def rangs_dans_cercle(a, b, centre, r: float, n: int | None = None) -> range:
    """The ranks of the points of :func:`chemin` that may lie within ``r`` of ``centre``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    ox, oy = a[0] - centre[0], a[1] - centre[1]
    aa, bb, cc = dx * dx + dy * dy, 2 * (dx * ox + dy * oy), ox * ox + oy * oy - (r + MARGE) ** 2
    if aa == 0:
        return _rangs(n or _pas(a, b), 0.0, 1.0) if cc <= 0 else range(0)
    disc = bb * bb - 4 * aa * cc
    if disc < 0:
        return range(0)
    racine = math.sqrt(disc)
    t0, t1 = max(0.0, (-bb - racine) / (2 * aa)), min(1.0, (-bb + racine) / (2 * aa))
    return _rangs(n or _pas(a, b), t0, t1) if t0 <= t1 else range(0)


def vers(a, b, longueur: float, arret: float = 0.0):
    """The point ``longueur`` cm from a towards b, stopping ``arret`` cm short of b."""
    return _vers(tuple(a), tuple(b), longueur, arret)


@functools.lru_cache(maxsize=1 << 16)
def _vers(a, b, longueur, arret):
    """:func:`vers`, kept by its arguments: it reads nothing else (plain arithmetic), and equal
    numbers of another type (90 and 90.0) give the same point, the arithmetic being exact on
    such small whole values (a move aims at the same objectives from the same places again)."""
    ax, ay = a
    d = math.hypot(ax - b[0], ay - b[1])
    reste = d - arret
    if not reste > 0.0:   # ``max(0.0, d - arret)``, ``min(longueur, reste)``: said without calls
        reste = 0.0
    t = 0.0 if d == 0 else (reste if reste < longueur else longueur) / d
    x, y = ax + (b[0] - ax) * t, ay + (b[1] - ay) * t
    # whole centimetres, never further than the move allows: the nearest of the four around
    # (x, y) within reach, the first of equals in the order of the sets of whole values
    fx, fy, portee = math.floor(x), math.floor(y), longueur + 1e-9
    if fx == x and fy == y:   # a whole point (the move reaches its aim, or does not move): itself
        return (fx, fy) if math.hypot(ax - fx, ay - fy) <= portee else (round(ax), round(ay))
    # the nearest of the four is each axis's nearest whole value: when it is within reach, and no
    # axis is within a hair of half-way (a tie, or a distance rounded alike), it is the answer
    # (every other is further); else the loop below decides, in the sets' order
    x1, y1 = math.ceil(x), math.ceil(y)
    bas_x, bas_y, haut_x, haut_y = x - fx, y - fy, x1 - x, y1 - y
    if (fx == x1 or abs(bas_x - haut_x) > 1e-9) and (fy == y1 or abs(bas_y - haut_y) > 1e-9):
        px, py = fx if bas_x < haut_x else x1, fy if bas_y < haut_y else y1
        if math.hypot(ax - px, ay - py) <= portee:
            return (px, py)
    meilleur, ecart = None, 0.0
    ys = {fy, y1}   # (the same set, so the same order, for each x)
    for cx in {fx, x1}:
        for cy in ys:
            if math.hypot(ax - cx, ay - cy) <= portee:
                e = math.hypot(cx - x, cy - y)
                if meilleur is None or e < ecart:
                    meilleur, ecart = (cx, cy), e
    return (round(ax), round(ay)) if meilleur is None else meilleur


#: :func:`vers` of two points already tuples: the kept body itself, without a call around it (the
#: destinations of a move ask a dozen).
vers_point = _vers


def moitie(y: float, profondeur: int = PROFONDEUR) -> int:
    """Whose half of the table a point stands in (player 1: y < half)."""
    return 0 if y < profondeur / 2 else 1
