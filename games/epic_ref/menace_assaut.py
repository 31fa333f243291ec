"""The agents' estimate of an assault: what a charge would cost each side, before it is made.

The heuristic (:mod:`.heuristique`) must see that a close-combat army standing within
charge reach of a weak formation threatens it, as it sees the enemy's guns; otherwise
a search only values advancing once the charge lies inside its tree. The estimate
follows the sheet's steps with expectations in place of dice: the units in base
contact (``min(units, 2 × enemy units)``, best close-combat values first) strike with
their close-combat value, the others with their firefight value, and each hit
destroys a unit with its failed save's chance over its structure points; the result
roll is 2D6 plus the sheet's modifiers (:func:`.assaut.modificateurs`) against the
enemy's, a tie rolled again; the loser is broken and takes the difference as hits.
First strikers, assault weapons and supporting fire are left out: it reads the
profiles only, it is an estimate, not a rule.
"""

from __future__ import annotations

import functools
import math

from . import armee as A
from .assaut import modificateurs


def chance(seuil: int) -> float:
    """Chance of a D6 roll of ``seuil``+ (0: impossible)."""
    return (7 - min(6, max(2, seuil))) / 6 if seuil else 0.0


@functools.lru_cache(maxsize=None)
def _valeurs(faction: str, nom: str) -> tuple[float, float, float]:
    """``(P(close-combat hit), P(firefight hit), P(a hit destroys it))`` of a profile."""
    p = A.load(faction).profils[nom]
    return chance(p.cc), chance(p.ff), (1 - chance(p.blindage)) / p.structure


@functools.lru_cache(maxsize=None)
def _resultat(ecart: int) -> tuple[float, float, float]:
    """``(P(win), E[margin | win], E[margin | loss])`` of the side whose modifiers are
    ``ecart`` above the enemy's, on 2D6 each, a tie rolled again."""
    gagne = perd = marge_g = marge_p = 0.0
    for a in range(2, 13):
        for b in range(2, 13):
            p = (6 - abs(a - 7)) * (6 - abs(b - 7)) / 1296
            d = a - b + ecart
            if d > 0:
                gagne, marge_g = gagne + p, marge_g + p * d
            elif d < 0:
                perd, marge_p = perd + p, marge_p - p * d
    total = gagne + perd
    if not total:
        return 0.5, 0.0, 0.0
    return gagne / total, (marge_g / gagne if gagne else 0.0), (marge_p / perd if perd else 0.0)


def resultat(ecart: float) -> tuple[float, float, float]:
    """:func:`_resultat` for a fractional difference of modifiers (expected losses), linear
    between the two whole differences around it."""
    bas = math.floor(ecart)
    t = ecart - bas
    r0, r1 = _resultat(bas), _resultat(bas + 1)
    return tuple((1 - t) * x + t * y for x, y in zip(r0, r1))


def _camp(match, f):
    """``[(cc, ff)]`` of the formation's living units, best close-combat first, and the
    mean chance a hit on one of them destroys it."""
    faction = match.factions[f.joueur]
    unites, fragilite = [], 0.0
    for u in f.unites:
        if u.vivante:
            cc, ff, fragile = _valeurs(faction, u.profil)
            unites.append((cc, ff))
            fragilite += fragile
    unites.sort(reverse=True)
    return unites, (fragilite / len(unites) if unites else 0.0)


def _touches(unites, ennemis: int) -> float:
    """Expected hits: the first ``min(units, 2 × enemies)`` in contact with their close
    combat, the others with their firefight."""
    contact = min(len(unites), 2 * ennemis)
    return sum(cc for cc, _ in unites[:contact]) + sum(ff for _, ff in unites[contact:])


def issue(match, attaquant, defenseur) -> tuple[float, float, float, float]:
    """``(units the attacker loses, P(attacker broken), units the defender loses,
    P(defender broken))`` expected of ``attaquant`` charging ``defenseur``."""
    att, fragile_a = _camp(match, attaquant)
    dfn, fragile_d = _camp(match, defenseur)
    if not att or not dfn:
        return 0.0, 0.0, 0.0, 0.0
    na, nd = len(att), len(dfn)
    tues_d = min(nd, _touches(att, nd) * fragile_d)     # the defender's losses in the attacks
    tues_a = min(na, _touches(dfn, na) * fragile_a)
    reste_a, reste_d = na - tues_a, nd - tues_d
    ecart = (modificateurs(tues_d, reste_a, reste_d, attaquant.pions, defenseur.pions, False)
             - modificateurs(tues_a, reste_d, reste_a, defenseur.pions, attaquant.pions, False))
    gagne, marge_g, marge_p = resultat(ecart)
    pertes_d = tues_d + gagne * min(reste_d, marge_g)
    pertes_a = tues_a + (1 - gagne) * min(reste_a, marge_p)
    return pertes_a, 1 - gagne, pertes_d, gagne
