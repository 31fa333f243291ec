"""Moves: the discretised destinations, the move made, dangerous terrain crossed.

A move of length L (moves × the slowest unit's speed) is offered towards a few
places that matter: each objective, each enemy formation (stopping at its zone of
control), straight on towards the enemy edge, back towards one's own edge, or
staying put; each place aimed at is walked once (:mod:`.marche`: impassable terrain
and enemy zones of control stop the walk; dangerous terrain crossed means a test per unit).
"""

from __future__ import annotations

import attrs

from rulekit import Action, AutoStep, Step
from rulekit.abilities import pin, unpin
from rulekit.steps import Roll
from rulekit.validators import each, natural, player, ref

from . import pions_impact
from . import table as T
from .porteurs import demander, porteurs
from .evenements import Deplacement, UniteDetruite
from .marche import parcourir, preparer, trajet, zones_ennemies
from .memo import connu, retenir, selon_unites
from .tir import ReactionsAlerte
from .marche import ZDC, terrain_des_unites, zone_de_controle  # noqa: F401  (read here by older callers)


def destinations(match, fid, longueur):
    """``[(name, point)]``: the distinct places a move of ``longueur`` cm can reach (worked out
    without changing the state: its queries read one index of the abilities in play)."""
    return [(_nom_du_but(but), point) for but, point in _atteints(match, fid, longueur)]


def _atteints(match, fid, longueur):
    """``[(place aimed at, point reached)]`` of :func:`destinations` (the places named by
    :func:`_nom_du_but`)."""
    epingle = pin(match)
    try:
        return _destinations(match, fid, longueur)
    finally:
        if epingle:
            unpin(match)


def _destinations(match, fid, longueur):
    f = match.formations[fid]
    formations, a, vers = match.formations, (f.x, f.y), T.vers_point   # (f.pos)
    rayons = zones_ennemies(match, fid)
    prep = preparer(match, fid, rayons=rayons, portee=longueur)   # every place aimed at is within reach
    libre = not prep.boites   # nothing within reach stops or endangers: each walk ends where it aims
    largeur, profondeur = match.largeur, match.profondeur
    # the places aimed at, in order: staying put, each objective, each enemy formation (just outside
    # its zone), straight on, back (an objective named by its rank, an enemy by its id and name)
    buts = [(k, vers(a, o, longueur, 0.0)) for k, o in enumerate(_points(match.objectifs), 1)]
    for e, r in rayons.items():
        e = formations[e]
        buts.append(((e.id, e.nom), vers(a, (e.x, e.y), longueur, r + 1)))
    avant = profondeur if f.joueur == 0 else 0
    buts.append(("en avant", vers(a, (a[0], avant), longueur, 0.0)))
    buts.append(("en arrière", vers(a, (a[0], profondeur - avant), longueur, 0.0)))
    out, atteints = [("sur place", a)], {a: a}
    seen = {a}
    dangers = {}   # the point a walk not stopped ends at -> the units endangered on the way
    for but, p in buts:
        point = atteints.get(p)
        if point is None:  # each place aimed at walked once
            x, y = p
            if not (0 <= x <= largeur and 0 <= y <= profondeur and type(x) is int and type(y) is int):
                point = trajet(match, fid, p, prep=prep)[0]   # (off the table: clamped first)
            elif libre:   # a walk that meets nothing ends where it aims (:func:`marche.trajet`)
                point, dangers[p] = p, ()
            else:
                point, danger, arretee = parcourir(a, p, prep)
                if not arretee and point == p:
                    dangers[p] = danger
            atteints[p] = point
        if point not in seen:
            seen.add(point)
            out.append((but, point))
    retenir(match, ("dangers en chemin", fid), dangers)   # the move made to one of them: deplacer
    return out


def _points(objectifs) -> tuple:
    """The objectives' points, read once per frozen list of them (the match's field)."""
    if _POINTS[0] is not objectifs:
        _POINTS[:] = [objectifs, tuple((o.x, o.y) for o in objectifs)]
    return _POINTS[1]


_POINTS: list = [None, ()]


def _nom_du_but(but) -> str:
    """A destination's name, said only for the places kept (``but``: a name, an objective's rank,
    or an enemy formation's ``(id, name)``)."""
    if isinstance(but, str):
        return but
    if isinstance(but, int):
        return f"vers l'objectif {but}"
    return f"vers {but[1]} ({but[0]})"


def longueur(match, fid, n: int) -> int:
    """``n`` moves of the formation's slowest living unit (its speed read from the units' profiles
    only, so kept with them: :func:`memo.selon_unites`)."""
    return n * selon_unites(match, fid, "vitesse", _vitesse)


def _vitesse(f, armee) -> int:
    return min(armee.profils[u.profil].vitesse for u in f.unites if u.vivante)


@attrs.frozen
class Destination(Action):
    formation: int
    x: int
    y: int
    nom: str

    @property
    def label(self):
        return f"déplacer la formation {self.formation} {self.nom} ({self.x}, {self.y})"


@attrs.frozen
class ChoisirDestination(Step):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    joueur: int = attrs.field(validator=player)
    options: tuple[Destination, ...]
    genre: str = "mouvement"

    @classmethod
    def pour(cls, match, fid, n, genre="mouvement"):
        # (made afresh: a formation seldom meets the same place from the same point again, and the
        # records a process keeps for all its matches are what its full garbage collections walk)
        # « Mouvement triplé »: a multiplier said for no moment multiplies the action's moves too
        portee = longueur(match, fid, n) * pions_impact.multiplicateur(match, fid, "mouvement")
        options = tuple([Destination(fid, x, y, _nom_du_but(but)) for but, (x, y) in _atteints(match, fid, portee)])
        return cls(fid, match.formations[fid].joueur, options, genre)

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        return list(self.options)

    def resolve(self, match, choice):
        match.pop()
        deplacer(match, self.formation, (choice.x, choice.y), self.genre)


def deplacer(match, fid, point, genre="mouvement", cible=-1):
    """Move to ``point`` (already reachable), then dangerous terrain tests and overwatch."""
    f = match.formations[fid]
    if point == f.pos:
        return
    dangereux = connu(match, ("dangers en chemin", fid), {}).get(point)   # walked to it when offered
    if dangereux is None:
        _, dangereux = trajet(match, fid, point, zdc=False, cible=cible)
    match.emit(Deplacement(fid, point[0], point[1], genre))
    table = porteurs(match)
    avec = tuple(i for i in dangereux if demander(match, table, "relance terrain dangereux", False, f"{fid}.{i}", unite=f"{fid}.{i}"))
    sans = tuple(i for i in dangereux if i not in avec)
    match.push(ReactionsAlerte(fid))
    for groupe, relance in ((sans, False), (avec, True)):
        if groupe:
            match.push(Roll(len(groupe), "terrain dangereux"), TerrainDangereux(fid, groupe, relance))


@attrs.frozen
class TerrainDangereux(AutoStep):
    """Each 1 destroys a unit; with a re-roll, the 1s are thrown again first."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    unites: tuple[int, ...] = attrs.field(validator=each(natural))
    relance: bool

    def run(self, match):
        match.pop()
        uns = sum(1 for v in match.rolls["terrain dangereux"] if v == 1)
        if uns and self.relance:
            match.push(Roll(uns, "terrain dangereux"), TerrainDangereux(self.formation, self.unites[:uns], False))
            return
        for i in self.unites[:uns]:
            if match.formations[self.formation].unites[i].vivante:
                match.emit(UniteDetruite(self.formation, i, "terrain dangereux"))
        pions_impact.verifier(match, self.formation)
