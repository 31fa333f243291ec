"""Victory: holding objectives, the five goals at the end of turns 3 and 4, the tie-break.

All read from the sheet: the goals' lines, the general rule (at least 2 goals and
more than the opponent), the holding distance and the tie-break rows.
"""

from __future__ import annotations

import math

import attrs

from rulekit import AutoStep

from . import table as T
from .evenements import ObjectifsTenus, PointsTieBreak
from .feuille import feuille


def peut_tenir(f) -> bool:
    """Broken formations and those rallied this turn neither hold nor contest."""
    return f.sur_table and not f.demoralisee and not f.ralliee


def tenu_par(match, objectif, tenantes=None):
    """The player holding ``objectif`` (a unit within the distance, the enemy none), or None.
    ``tenantes``: the formations able to hold, if already listed."""
    d = feuille().tenir.distance
    if tenantes is None:
        tenantes = [f for f in match.formations if peut_tenir(f)]
    ox, oy = objectif.x, objectif.y   # (``T.distance(f.pos, (ox, oy))`` said in place: asked of every formation)
    presents = {f.joueur for f in tenantes if math.hypot(f.x - ox, f.y - oy) <= d}   # « à moins de »: within, edge included
    return presents.pop() if len(presents) == 1 else None


def detenteurs(match) -> list:
    """Who holds each objective (``tenu_par``), in the order of ``match.objectifs``."""
    tenantes = [f for f in match.formations if peut_tenir(f)]
    return [tenu_par(match, o, tenantes) for o in match.objectifs]


def buts(match, joueur, tenus_par=None) -> list[str]:
    """The goals ``joueur`` fulfils now; ``tenus_par``: ``detenteurs(match)`` if already known."""
    adv = 1 - joueur
    tenus_par = detenteurs(match) if tenus_par is None else tenus_par
    tenus = [o for o, j in zip(match.objectifs, tenus_par) if j == joueur]
    out = []
    for but in feuille().buts:
        g = but.genre
        if g == "plus_couteuse":
            siennes = [f for f in match.formations if f.joueur == adv]
            cout = max((f.cout for f in siennes), default=0)
            ok = any(f.detruite for f in siennes if f.cout == cout)
        elif g == "base_adverse":
            ok = any(o.base and o.camp == adv for o in tenus)
        elif g == "objectifs_adverses":
            ok = sum(1 for o in tenus if o.camp == adv) >= but.nombre
        elif g == "objectifs_siens":
            ok = sum(1 for o in tenus if o.camp == joueur) >= but.nombre
        elif g == "aucune_formation_adverse":
            ok = not any(not f.demoralisee for f in intrus(match, joueur))
        else:
            raise AssertionError(g)
        if ok:
            out.append(but.nom)
    return out


def intrus(match, joueur) -> list:
    """The enemy formations on the table standing in ``joueur``'s half (broken or not)."""
    return [f for f in match.formations
            if f.joueur != joueur and f.sur_table and T.moitie(f.y, match.profondeur) == joueur]


def etats(f) -> set[str]:
    s = set()
    if f.detruite:
        s.add("détruite")
    if f.demoralisee:
        s.add("démoralisée")
    if 2 * len(f.vivantes()) <= len(f.unites):
        s.add("à demi force")
    return s


def ligne_tie_break(e: set[str]):
    """The first tie-break row whose states all hold in ``e``, or None (no points)."""
    for row in feuille().tie_break:
        if set(row.etats) <= e:
            return row
    return None


def points(match, joueur) -> int:
    """Tie-break points ``joueur`` scores from the opponent's formations."""
    total = 0
    for f in match.formations:
        if f.joueur == joueur:
            continue
        row = ligne_tie_break(etats(f))
        if row is not None:
            total += f.cout * row.numerateur // row.denominateur
    return total


@attrs.frozen
class ControleVictoire(AutoStep):
    def run(self, match):
        from .strategie import DebutDuTour

        match.pop()
        regle, egalite = feuille().victoire, feuille().egalite
        tenus = detenteurs(match)   # who holds what, read once for both players
        remplis = [buts(match, p, tenus) for p in (0, 1)]
        for p in (0, 1):
            match.emit(ObjectifsTenus(p, tuple(remplis[p]), match.tour))
        if match.tour in regle.tours:
            for p in (0, 1):
                if len(remplis[p]) >= regle.minimum and len(remplis[p]) > len(remplis[1 - p]):
                    match.finish(p, f"{len(remplis[p])} objectifs contre {len(remplis[1 - p])} à la fin du tour {match.tour}")
                    return
        if match.tour >= egalite.tour:
            pts = (points(match, 0), points(match, 1))
            match.emit(PointsTieBreak(pts))
            if pts[0] == pts[1]:
                match.finish(None, "égalité au tie-break")
            else:
                gagnant = 0 if pts[0] > pts[1] else 1
                match.finish(gagnant, f"tie-break, {pts[gagnant]} points contre {pts[1 - gagnant]}")
            return
        match.push(DebutDuTour())
