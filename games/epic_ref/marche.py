"""The walk of a move: what stops a formation or endangers its units, and where it gets to.

A move is walked in 5 cm steps (``table.chemin``) from the formation towards a point:
impassable terrain and enemy zones of control stop it; dangerous terrain crossed means a
test per unit. :func:`preparer` reads once what a formation's walks need (the features that
stop or endanger each group of units alike, the enemy zones of control); :func:`trajet`
walks, testing only the points of the path that may lie in one of them (read from the
geometry: ``table.rangs_dans_element``, ``table.rangs_dans_cercle``). The answers that
depend on the state are kept while it stands still (:mod:`.memo`).
"""

from __future__ import annotations

import functools
import math

from rulekit.frozen import FrozenList

from . import armee as A
from . import table as T
from .porteurs import formations_concernees, porteurs, repond
from .memo import memo, selon_unites

ZDC = 5  # cm: the zone of control of a unit
COLONNES = tuple(dict.fromkeys(A.TYPES.values()))  # the terrain table's columns


def zone_de_controle(match, fid) -> int:
    """The widest zone of control of the formation's units (a unit's query is asked only when
    some ability in play may answer it about that unit: else its answer is ``ZDC``)."""
    table = porteurs(match)
    if "zone de contrôle" not in table:
        return ZDC
    f = match.formations[fid]
    zones = [ZDC]
    for i in f.vivantes():
        uid = f"{fid}.{i}"
        if repond(table, "zone de contrôle", uid):
            zones.append(match.query("zone de contrôle", ZDC, unite=uid))
    return max(zones) if len(zones) > 1 else ZDC


@functools.lru_cache(maxsize=4096)
def _effet(element, colonne: str, genre: str) -> bool:
    """Whether the terrain feature has an effect of ``genre`` on a unit of ``colonne`` (the
    sheet's terrain table, read once per feature)."""
    return T.a_effet((element,), element.x, element.y, colonne, genre)


def zones_ennemies(match, fid) -> dict[int, int]:
    """``{formation id: its zone of control}`` of the enemy formations on the table. When no rule
    in play changes any, each is the sheet's, read at once (a state seldom asks it twice);
    else the rules' answers are kept while the match stands still (:mod:`.memo`)."""
    joueur = match.formations[fid].joueur
    if "zone de contrôle" not in porteurs(match):
        return {e.id: ZDC for e in match.formations if e.joueur != joueur and e.sur_table}
    return memo(match, ("zones ennemies", joueur), lambda: _zones_ennemies(match, joueur))


def _zones_ennemies(match, joueur) -> dict[int, int]:
    return {e.id: zone_de_controle(match, e.id) for e in match.formations if e.joueur != joueur and e.sur_table}


def preparer(match, fid, zdc=True, cible=-1, rayons=None, portee=None, unites=None):
    """What a walk needs: for each group of units alike, the features that stop it and those
    dangerous to it; the enemy zones of control but ``cible``'s (``rayons``: from
    :func:`zones_ennemies`, when already asked). With ``portee``, only for walks that end within
    ``portee`` cm of the formation: the features and zones out of that reach are left out, so the
    units' rules about them are not asked (:func:`trajet` makes a full preparation for a longer
    walk). Whether the units ignore the zones is asked only when a zone is left to ignore.
    ``unites``: :func:`terrain_des_unites` for ``portee``, when already asked."""
    zones = []
    if zdc:
        formations = match.formations
        rayons = zones_ennemies(match, fid) if rayons is None else rayons
        zones = [(formations[e].pos, r) for e, r in rayons.items() if e != cible]
        if portee is not None and zones:
            x0, x1, y0, y1 = _carre(formations[fid].pos, portee)
            zones = [(pos, r) for pos, r in zones
                     if pos[0] - r <= x1 and pos[0] + r >= x0 and pos[1] - r <= y1 and pos[1] + r >= y0]
        # (when no rule in play answers it, a living unit does not ignore them: nothing to keep)
        if zones and ("ignore zones de contrôle" in porteurs(match) or formations[fid].detruite) \
                and memo(match, ("ignore les zones", fid), lambda: _ignore_les_zones(match, fid)):
            zones = []
    return Preparation(terrain_des_unites(match, fid, portee) if unites is None else unites, zones, portee)


def _ignore_les_zones(match, fid) -> bool:
    """Whether every living unit of the formation ignores the enemy zones of control (a unit no
    rule may answer about does not)."""
    table = porteurs(match)
    return all(repond(table, "ignore zones de contrôle", uid) and match.query("ignore zones de contrôle", False, unite=uid)
               for uid in (f"{fid}.{i}" for i in match.formations[fid].vivantes()))


def _carre(pos, portee) -> tuple:
    """``(x0, x1, y0, y1)``: a square around ``pos`` holding the bounding box (:func:`trajet`: a
    centimetre wider than the path) of every walk a preparation for ``portee`` serves (at most
    ``portee`` + 0.5 cm long), with room to spare."""
    r = portee + 2
    return pos[0] - r, pos[0] + r, pos[1] - r, pos[1] + r


class Preparation(tuple):
    """``(unites, zones)`` from :func:`preparer`, the reach it was made for (``portee``, None: any
    walk), and the bounding boxes of what they hold (worked out once for all the walks of one
    preparation): ``(box, feature or zone)`` of the features that stop a group, then of those
    dangerous to one, then of the zones; and what each feature of them does (``roles``, by rank:
    :func:`_boites_des_elements`)."""

    def __new__(cls, unites, zones, portee=None):
        new = super().__new__(cls, (unites, zones))
        new.portee = portee
        boites, new.roles = _boites_des_elements(unites)
        if zones:
            boites = boites + tuple([((pos[0] - r, pos[0] + r, pos[1] - r, pos[1] + r), (pos, r)) for pos, r in zones])
        new.boites = boites
        return new


def _boites_des_elements(unites) -> tuple:
    """``(boxes, roles)``: ``(box, feature)`` of the features of ``unites`` (:func:`terrain_des_unites`),
    each once, in order; and for each, ``(whether it stops a group, the units of the groups it is
    dangerous to)``, so that a walk reads what a feature it meets does without looking for it in
    the groups. Kept with the list it is read from (the groups of :func:`_par_colonnes` are kept
    and shared, so a move's walks, the move made and the charges read the same list): a list is
    never changed once made, and it is held with its boxes, so that its id is not reused."""
    found = _BOITES.get(id(unites))
    if found is not None and found[0] is unites:
        return found[1], found[2]
    elements = {id(e): e for _, bloque, danger in unites for e in (*bloque, *danger)}
    if not elements:   # (no feature within reach: nothing to keep)
        return (), ()
    boites = tuple([((e.x, e.x + e.l, e.y, e.y + e.p), e) for e in elements.values()])
    roles = tuple([(any(x is e for _, bloque, _ in unites for x in bloque),
                    tuple(i for ids, _, danger in unites if any(x is e for x in danger) for i in ids))
                   for e in elements.values()])
    if len(_BOITES) >= 1024:   # matches and states come and go
        _BOITES.clear()
    _BOITES[id(unites)] = (unites, boites, roles)
    return boites, roles


#: id(groups) -> (groups, their features' boxes, their roles): see :func:`_boites_des_elements`
_BOITES: dict[int, tuple] = {}


def terrain_des_unites(match, fid, portee=None) -> list:
    """``[(units, features that stop them, features dangerous to them)]`` by group of units alike,
    of the features within ``portee`` cm of the formation (None: all of them). Kept while the
    match stands still (a move offered, then made, asks it of one state), under the features
    within reach: walks of other reaches meeting the same features share it."""
    f = match.formations[fid]
    proches = None if portee is None else _a_portee(match.terrain, f.pos, portee)
    if proches == ():   # no feature within reach: one group of every living unit, nothing asked
        vivantes = f.vivantes()
        return [(tuple(vivantes), (), ())] if vivantes else []
    concernees = formations_concernees(match, QUESTIONS_TERRAIN)
    if concernees is not None and fid not in concernees:   # the units' columns say it all
        return _par_colonnes(match, f, proches)
    return memo(match, ("terrain", fid, proches), lambda: _terrain_des_unites(match, fid, proches))


#: what a unit's rules may answer to change what terrain does to it (:func:`_terrain_des_unites`)
QUESTIONS_TERRAIN = ("terrain infranchissable ignoré", "compte comme", "terrain dangereux ignoré")


def _par_colonnes(match, f, proches) -> list:
    """:func:`_terrain_des_unites` of a formation none of whose units any rule in play may answer a
    terrain question about: read from the features within reach and the living units' columns
    only (kept with its units: :func:`memo.selon_unites`), so kept across states and formations
    by those (:func:`_par_colonnes_de`: a frozen terrain is never changed in place)."""
    terrain = match.terrain
    colonnes = selon_unites(match, f.id, "colonnes", _colonnes)
    if type(terrain) is not FrozenList:   # a list that may change in place: read afresh
        return _par_colonnes_de(terrain, proches, colonnes)
    cle = (id(terrain), proches, colonnes)
    found = _PAR_COLONNES.get(cle)
    if found is None or found[0] is not terrain:
        if len(_PAR_COLONNES) >= 4096:   # matches come and go
            _PAR_COLONNES.clear()
        found = _PAR_COLONNES[cle] = (terrain, _par_colonnes_de(terrain, proches, colonnes))
    return found[1]


#: (id(terrain), ranks within reach, the units' columns) -> (terrain, groups): see :func:`_par_colonnes`
_PAR_COLONNES: dict[tuple, tuple] = {}


def _par_colonnes_de(terrain, proches, colonnes) -> list:
    """The groups of :func:`_par_colonnes`: each column's features within reach (``proches``: their
    ranks, None: all) found once, the units ``colonnes`` (``((unit, column), ...)``) grouped."""
    effets = _effets_par_rang(terrain)
    rangs = range(len(terrain)) if proches is None else proches
    dangers_en_jeu = any(effets[c][1][k] for c in COLONNES for k in rangs)
    par_colonne: dict = {}
    groupes: dict = {}
    for i, colonne in colonnes:
        cle = par_colonne.get(colonne)
        if cle is None:
            bloque, danger = effets[colonne]
            cle = par_colonne[colonne] = (tuple(terrain[k] for k in rangs if bloque[k]),
                                          tuple(terrain[k] for k in rangs if danger[k]) if dangers_en_jeu else ())
        groupes.setdefault(cle, []).append(i)
    return [(tuple(ids), bloque, dangereux) for (bloque, dangereux), ids in groupes.items()]


def _colonnes(f, armee) -> tuple:
    """``((unit, its terrain column), ...)`` of the formation's living units, in order."""
    return tuple((i, armee.profils[u.profil].colonne) for i, u in enumerate(f.unites) if u.vivante)


def _effets_par_rang(terrain) -> dict:
    """``{column: (stops, dangerous)}``: for each feature of ``terrain`` by rank, whether it stops a
    unit of that column, and whether it is dangerous to one (the sheet's terrain table). Found
    once per frozen terrain (never changed in place: kept with it, so that its id is not
    reused); any other list is read afresh."""
    if type(terrain) is not FrozenList:
        return _effets(terrain)
    found = _EFFETS.get(id(terrain))
    if found is None or found[0] is not terrain:
        if len(_EFFETS) >= 256:   # the oldest first: matches come and go
            del _EFFETS[next(iter(_EFFETS))]
        found = _EFFETS[id(terrain)] = (terrain, _effets(terrain))
    return found[1]


def _effets(terrain) -> dict:
    return {c: (tuple(_effet(e, c, "infranchissable") for e in terrain), tuple(_effet(e, c, "dangereux") for e in terrain))
            for c in COLONNES}


#: id(terrain) -> (terrain, effects by column): see :func:`_effets_par_rang`
_EFFETS: dict[int, tuple] = {}


def _a_portee(terrain, pos, portee) -> tuple:
    """The ranks in ``terrain`` of the features whose rectangle comes within ``portee`` cm of
    ``pos`` on either axis (a centimetre more): every point within ``portee`` of ``pos`` that lies
    in a feature lies in one of them."""
    r = portee + 1
    x, y = pos
    return tuple([k for k, (x0, x1, y0, y1) in enumerate(_rectangles(terrain))
                  if x0 - r <= x <= x1 + r and y0 - r <= y <= y1 + r])


def _rectangles(terrain) -> tuple:
    """``(x, x + l, y, y + p)`` of each feature of ``terrain``, by rank: found once per frozen
    terrain (never changed in place: kept with it, so that its id is not reused); any other list
    is read afresh."""
    if type(terrain) is not FrozenList:
        return tuple([(e.x, e.x + e.l, e.y, e.y + e.p) for e in terrain])
    found = _RECTANGLES.get(id(terrain))
    if found is None or found[0] is not terrain:
        if len(_RECTANGLES) >= 256:   # the oldest first: matches come and go
            del _RECTANGLES[next(iter(_RECTANGLES))]
        found = _RECTANGLES[id(terrain)] = (terrain, tuple([(e.x, e.x + e.l, e.y, e.y + e.p) for e in terrain]))
    return found[1]


#: id(terrain) -> (terrain, rectangles): see :func:`_rectangles`
_RECTANGLES: dict[int, tuple] = {}


def _terrain_des_unites(match, fid, proches=None) -> list:
    """Each unit's features that stop it (none if it ignores impassable terrain) and those
    dangerous to it (none if it ignores dangerous terrain), units alike grouped; ``proches``: the
    ranks of the features to consider (None: all). A unit's rule is asked only when there is
    terrain it would change: its answer cannot change what the walk meets otherwise (queries
    only read the state)."""
    f = match.formations[fid]
    ayant = _par_effet(match.terrain)
    if proches is not None:   # the features within reach only, each list filtered once
        tous, gardes, filtres = ayant, {id(match.terrain[k]) for k in proches}, {}

        def ayant(colonne, genre):
            found = filtres.get((colonne, genre))
            if found is None:
                found = filtres[(colonne, genre)] = tuple(e for e in tous(colonne, genre) if id(e) in gardes)
            return found

    dangers_en_jeu = any(ayant(c, "dangereux") for c in COLONNES)
    table = porteurs(match)   # who may answer what: a unit no rule may answer about is not asked
    concernees = formations_concernees(match, QUESTIONS_TERRAIN)
    par_colonne = None if concernees is None or fid in concernees else {}   # (no unit of it may be asked)
    profils = match.armee(f.joueur).profils
    groupes: dict = {}
    for i, u in enumerate(f.unites):
        if not u.vivante:
            continue
        colonne = profils[u.profil].colonne
        if par_colonne is not None:   # what terrain does to it is its column's
            cle = par_colonne.get(colonne)
            if cle is None:
                cle = par_colonne[colonne] = (ayant(colonne, "infranchissable"),
                                              ayant(colonne, "dangereux") if dangers_en_jeu else ())
            groupes.setdefault(cle, []).append(i)
            continue
        bloque = ayant(colonne, "infranchissable")
        if not bloque and not dangers_en_jeu:   # no terrain its rules could change
            groupes.setdefault(((), ()), []).append(i)
            continue
        uid = f"{fid}.{i}"
        if bloque and repond(table, "terrain infranchissable ignoré", uid) \
                and _ignore(match, "terrain infranchissable ignoré", uid):
            bloque = ()
        dangereux = ()
        if dangers_en_jeu:
            danger = colonne
            if repond(table, "compte comme", uid):
                danger = memo(match, ("compte comme", uid), lambda: match.query(
                    "compte comme", colonne, pour="terrain dangereux", unite=uid))
            dangereux = ayant(A.TYPES.get(danger, danger), "dangereux")
            if dangereux and repond(table, "terrain dangereux ignoré", uid) \
                    and _ignore(match, "terrain dangereux ignoré", uid):
                dangereux = ()
        groupes.setdefault((bloque, dangereux), []).append(i)
    return [(tuple(ids), bloque, dangereux) for (bloque, dangereux), ids in groupes.items()]


def _ignore(match, question: str, uid: str) -> bool:
    """The unit's answer to ``question`` (« terrain … ignoré »), kept while the match stands
    still: the preparations of other reaches ask it of one state."""
    return memo(match, (question, uid), lambda: match.query(question, False, unite=uid))


#: id(terrain) -> (terrain, {(column, effect): features}): see :func:`_par_effet`.
_PAR_EFFET: dict[int, tuple] = {}


def _par_effet(terrain):
    """``ayant(colonne, genre)``: the features of ``terrain`` with that effect on that column,
    each found once per terrain. A frozen terrain (``rulekit.frozen.FrozenList``, the match's
    field) is never changed in place, so what is found is kept with it (the list itself is
    kept too, so that its id is not reused); any other list is read afresh."""
    if type(terrain) is FrozenList:
        found = _PAR_EFFET.get(id(terrain))
        if found is None or found[0] is not terrain:
            if len(_PAR_EFFET) >= 256:   # the oldest first: matches come and go
                del _PAR_EFFET[next(iter(_PAR_EFFET))]
            found = _PAR_EFFET[id(terrain)] = (terrain, {})
        pour = found[1]
    else:
        pour = {}

    def ayant(colonne, genre):
        found = pour.get((colonne, genre))
        if found is None:
            found = pour[(colonne, genre)] = tuple(e for e in terrain if _effet(e, colonne, genre))
        return found

    return ayant


def trajet(match, fid, dest, zdc=True, cible=-1, prep=None, portee=None):
    """Walk from the formation towards ``dest``: ``(point reached, units crossing danger)``.

    Only the points of the path (:func:`table.chemin`) that may lie in a feature that stops or
    endangers a unit, or in a zone of control, are tested: at the others nothing happens. When
    there are none, the walk ends at ``dest`` (its last point, worked out as ``chemin`` does).
    ``prep``: from :func:`preparer`, else made here, for walks within ``portee`` cm (at least
    this one's length: walks of one question given one reach share one preparation)."""
    f = match.formations[fid]
    a = f.pos
    # on the table (``min(max(v, 0), side)``, said without calls: a walk is tried a dozen times a move)
    u, v, largeur, profondeur = dest[0], dest[1], match.largeur, match.profondeur
    dest = (0 if u < 0 else largeur if u > largeur else u, 0 if v < 0 else profondeur if v > profondeur else v)
    if prep is not None and prep.portee is not None and T.distance(a, dest) > prep.portee + 0.5:
        prep = None   # made for shorter walks: it may leave out what this one meets (a margin of
        # 0.5 cm of the 1 cm it keeps for rounding: :func:`_a_portee`)
    if prep is None:   # for walks within ``portee`` (when said: the walks of one question share it)
        d = T.distance(a, dest)
        prep = preparer(match, fid, zdc, cible, portee=d if portee is None or d > portee else portee)
    return marcher(a, dest, prep)


def marcher(a, dest, prep):
    """:func:`trajet` from ``a`` to ``dest`` (on the table) with the preparation ``prep`` (made for
    walks at least this long)."""
    point, dangereux, _ = parcourir(a, dest, prep)
    return point, dangereux


def parcourir(a, dest, prep):
    """:func:`marcher`, and whether something stopped the walk short of ``dest`` (a feature that
    stops a group, a zone entered): a walk not stopped crossed every point of its path, so the
    same walk without the zones of control (the move then made to its end) meets the same
    dangers."""
    # the path's bounding box, a centimetre wider: what lies outside it is not met
    ax, ay = a
    bx, by = dest
    x0, x1 = (ax - 1, bx + 1) if ax <= bx else (bx - 1, ax + 1)
    y0, y1 = (ay - 1, by + 1) if ay <= by else (by - 1, ay + 1)
    boites = prep.boites
    for (bx0, bx1, by0, by1), _ in boites:
        if bx0 <= x1 and bx1 >= x0 and by0 <= y1 and by1 >= y0:
            break   # a feature or zone whose box meets the path's
    else:
        return _bout(a, dest), (), False
    dx, dy = bx - ax, by - ay
    n = max(1, math.ceil(math.hypot(dx, dy) / T.PAS))   # table.pas (a distance is the same either way)
    # The points of the path inside a feature (a rectangle) or a zone (a disc) are consecutive:
    # each coordinate of the points grows (or shrinks) with their rank, and a disc's test is
    # decided far from the rounding of its arithmetic (:func:`_entree`). So a feature is met from
    # the first of its points on (:func:`_premier`); the other points are not tested. Only the
    # features and zones whose box meets the path's are looked at (any other is never met).
    roles = prep.roles
    arret = n + 1   # the first point in a feature that stops a group: the walk ends before it
    dangers, zones = [], []
    for k, ((bx0, bx1, by0, by1), element) in enumerate(boites):
        if bx0 <= x1 and bx1 >= x0 and by0 <= y1 and by1 >= y0:
            if k >= len(roles):   # a zone (after the features)
                zones.append(element)
                continue
            rang = _premier(ax, ay, dx, dy, n, bx0, bx1, by0, by1)
            arrete, exposes = roles[k]
            if arrete and rang < arret:
                arret = rang
            if exposes:
                dangers.append((rang, exposes))
    # a zone entered (a point in it after one out of it: a zone the walk starts in is never
    # entered) stops the walk, unless a feature stops it at that point or before
    entree, entrees = arret, []
    for pos, r in zones:
        rang = _entree(a, dest, pos, r, n, entree)
        if rang < entree:
            entree, entrees = rang, [(pos, r)]
        elif rang == entree < arret:
            entrees.append((pos, r))
    if entree < arret:   # stop at the last whole centimetre of this step that stays out of them
        atteint, p = _point(a, dx, dy, n, entree - 1), _point(a, dx, dy, n, entree)
        sx, sy = atteint
        for k in range(4, 0, -1):
            qx, qy = sx + (p[0] - sx) * k / 5, sy + (p[1] - sy) * k / 5
            rx, ry = round(qx), round(qy)
            for pos, r in entrees:   # (``T.distance((rx, ry), pos) > r`` for each, said in place)
                if not math.hypot(rx - pos[0], ry - pos[1]) > r:
                    break
            else:
                atteint = (qx, qy)
                break
    elif arret <= n:
        atteint = _point(a, dx, dy, n, arret - 1)
    else:
        atteint = (ax + dx * n / n, ay + dy * n / n)   # point(n)
    fin = min(entree, arret)   # the points before it are crossed
    dangereux = None
    for rang, exposes in dangers:
        if rang < fin:
            if dangereux is None:
                dangereux = set(exposes)
            else:
                dangereux.update(exposes)
    return ((round(atteint[0]), round(atteint[1])), () if dangereux is None else tuple(sorted(dangereux)),
            fin <= n)


def _point(a, dx, dy, n, i):
    """The ``i``-th point of the path from ``a`` by ``(dx, dy)`` in ``n`` steps, as
    :func:`table.chemin` works it out (``a`` for 0)."""
    return a if i == 0 else (a[0] + dx * i / n, a[1] + dy * i / n)


def _premier(ax, ay, dx, dy, n, ex0, ex1, ey0, ey1) -> int:
    """The first rank of a point of the path (from ``(ax, ay)`` by ``(dx, dy)`` in ``n`` steps) in
    the feature of rectangle ``ex0..ex1 × ey0..ey1`` (``n + 1``: none): the ranks
    ``table.rangs_dans_element`` gives (a few points too many, never too few), tested in order as
    ``Element.contient`` tests (both said here without calls to them)."""
    t0, t1 = _fractions(ax, dx, ex0, ex1, 0.0, 1.0)
    if t0 <= t1:
        t0, t1 = _fractions(ay, dy, ey0, ey1, t0, t1)
    if t0 <= t1:
        for i in range(max(1, math.floor(t0 * n) - 1), min(n, math.ceil(t1 * n) + 1) + 1):
            px, py = ax + dx * i / n, ay + dy * i / n
            if ex0 <= px <= ex1 and ey0 <= py <= ey1:
                return i
    return n + 1


def _fractions(origine, delta, bas, haut, t0, t1) -> tuple:
    """The fractions ``t0..t1`` of the path narrowed to those whose coordinate on one axis (from
    ``origine`` by ``delta``) lies within ``bas..haut``, ``T.MARGE`` wider (``t0 > t1``: none)."""
    if delta == 0:
        return (t0, t1) if bas - T.MARGE <= origine <= haut + T.MARGE else (1.0, 0.0)
    u0, u1 = (bas - T.MARGE - origine) / delta, (haut + T.MARGE - origine) / delta
    if u1 < u0:
        u0, u1 = u1, u0
    return max(t0, u0), min(t1, u1)


def _entree(a, dest, pos, r, n, limite) -> int:
    """The rank of the point of the path where it enters the zone of radius ``r`` around ``pos``
    (« exactly 5 cm away » is inside: the published FAQ says stay more than 5 cm away), if at
    ``limite`` or before; else ``limite + 1``. The test of a point is decided far from rounding:
    the points' coordinates are fractions of denominator at most the path's step count, so a
    squared distance differs from r² by 0 or by at least its inverse square, far more than the
    1e-9 cm of tolerance."""
    cx, cy = pos
    ax, ay = a
    dx, dy = dest[0] - ax, dest[1] - ay
    seuil = r + 1e-9
    for i in T.rangs_dans_cercle(a, dest, pos, r, n):
        if i > limite:
            break
        if math.hypot(ax + dx * i / n - cx, ay + dy * i / n - cy) <= seuil:   # its first point in the zone
            px, py = _point(a, dx, dy, n, i - 1)                              # (``T.distance``, in place)
            if math.hypot(px - cx, py - cy) > seuil:
                return i
            break   # the walk starts in it: it never enters it
    return limite + 1


def _arrondi(p):
    return (round(p[0]), round(p[1]))


def _bout(a, dest):
    """The end of a walk that meets nothing: the last point of the path, rounded. From and to
    whole centimetres it is ``dest`` itself (``a + (dest − a) × n / n`` is exact in floats for
    such small integers), so it is not worked out."""
    if type(a[0]) is int and type(a[1]) is int and type(dest[0]) is int and type(dest[1]) is int:
        return dest
    return _arrondi(T.fin_de_chemin(a, dest))
