"""Blast markers (pions impact): suppression, broken formations and their withdrawal.

The sheet's table: each marker stops one unit from shooting (Neutralisée); one marker
per unit breaks the formation (Démoralisée), which withdraws (Retraite).
"""

from __future__ import annotations

import attrs

from rulekit import AutoStep
from rulekit.validators import natural, ref

from . import table as T
from .porteurs import demander, porteurs
from .evenements import Demoralisation, Deplacement, PionsImpact, UniteDetruite
from .feuille import feuille


def regle(resultat: str):
    """The sheet's first blast-marker row of ``resultat`` (None: none), the rows read once per sheet
    (``feuille()`` is read once: the same object, so what is read from it is kept with it)."""
    sheet = feuille()
    if _REGLES[0] is not sheet:
        par_resultat: dict = {}
        for r in sheet.pions_impact:
            par_resultat.setdefault(r.resultat, r)
        _REGLES[:] = [sheet, par_resultat]
    return _REGLES[1].get(resultat)


_REGLES: list = [None, {}]


def neutralisees(match, formation) -> int:
    """How many units the blast markers stop from shooting ("Pour chaque pion")."""
    r = regle("ne_peut_tirer")
    if r is None:
        return 0
    return formation.pions if r.seuil == "chaque_pion" else 0


def est_brisee(formation) -> bool:
    """"Un PI par unité": as many markers as living units breaks the formation."""
    r = regle("retraite")
    return r is not None and r.seuil == "un_par_unite" and formation.pions >= len(formation.vivantes()) > 0


def ajouter(match, fid: int, n: int, cause: str) -> None:
    """Give ``n`` blast markers; on a broken formation each destroys a unit instead."""
    if n <= 0:
        return
    f = match.formations[fid]
    if f.detruite:
        return
    if f.demoralisee:
        for _ in range(n):
            cibles = [i for i in match.formations[fid].vivantes()
                      if match.query("dommage PI démoralisé", True, unite=f"{fid}.{i}")]
            if not cibles:
                break
            match.emit(UniteDetruite(fid, cibles[0], "pion impact sur formation démoralisée"))
        return
    match.emit(PionsImpact(fid, n, cause))
    verifier(match, fid)


def verifier(match, fid: int) -> None:
    f = match.formations[fid]
    if not f.demoralisee and not f.detruite and est_brisee(f):
        match.emit(Demoralisation(fid))
        match.push(Retraite(fid))


def vitesse(match, fid) -> int:
    f = match.formations[fid]
    return min(match.profil(fid, i).vitesse for i in f.vivantes())


@attrs.frozen
class Retraite(AutoStep):
    """A broken formation withdraws two moves towards its own table edge; units that
    end within 15 cm of an enemy are destroyed (unless a rule says otherwise)."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))

    def run(self, match):
        match.pop()
        f = match.formations[self.formation]
        if not f.sur_table:
            return
        ids = [f"{self.formation}.{i}" for i in f.vivantes()]
        if not all(match.query("retraite obligatoire", True, unite=u) for u in ids):
            return
        bord = (f.x, 0 if f.joueur == 0 else match.profondeur)
        # « Double mouvement en retraite »: the game's two moves, multiplied (query ``multiplicateur``)
        mult = multiplicateur(match, self.formation, "retraite")
        dest = _trajet(match, self.formation, bord, 2 * vitesse(match, self.formation) * mult)
        if dest != f.pos:
            match.emit(Deplacement(self.formation, dest[0], dest[1], "retraite"))
            f = match.formations[self.formation]
        proche = any(T.distance(f.pos, e.pos) <= 15 for e in match.formations
                     if e.joueur != f.joueur and e.sur_table)
        if proche:
            for i in f.vivantes():
                if match.query("détruit en retraite", True, unite=f"{self.formation}.{i}"):
                    match.emit(UniteDetruite(self.formation, i, "retraite"))


def _trajet(match, fid, but, longueur):
    from .marche import trajet

    return trajet(match, fid, T.vers(match.formations[fid].pos, but, longueur), zdc=False)[0]


def multiplicateur(match, fid: int, moment: str) -> int:
    """The least of the living units' multipliers of their move at ``moment`` (« charge »,
    « retraite »), each asked only when some ability in play may answer it about that unit
    (else it is 1)."""
    table = porteurs(match)
    if "multiplicateur" not in table:
        return 1
    return min(demander(match, table, "multiplicateur", 1, uid, quoi="mouvement", moment=moment, unite=uid)
               for uid in (f"{fid}.{i}" for i in match.formations[fid].vivantes()))
