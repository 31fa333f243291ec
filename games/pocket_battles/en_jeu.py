"""The characteristics in play: each unit on the battlefield bears its troops' characteristics.

What is in play depends only on the units on the battlefield, their owners and the names of
their troops, which change seldom (a unit deployed, a tile removed, a unit destroyed), while
the unit records change at almost every step (orders, wounds, zones). So the answer is worked
out once per battlefield and kept as one object, :class:`EnJeu`: the same ``paires`` object
while the bearers stay the same, so that the core's dispatch index (built once per object,
:func:`rulekit.abilities.index`) is kept too.

Each match keeps its own answer with the list of units it was worked out for (a FrozenList,
never changed: a new one replaces it, :meth:`~.match.PocketBattles.maj`), carried over to the
next list when the records that changed bear the same characteristics (:func:`suivre`): the
check costs one identity test while nothing in play changes. When one record changes what is in
play (a unit deployed, a tile removed, a unit destroyed), the signature of the bearers is
updated for that record alone, and the answer found from it when it is next asked. Otherwise, and safe against
states edited by hand: the last answer is reused only after checking the match's own
unit records, either the very same objects (frozen records cannot change) or records with the
same id, owner, presence on the battlefield and troop names (the only things the
characteristics in play are made of); only while a step works out its legal actions
(:func:`lecture`), when the state cannot change, is it taken without a check. Nothing here is
part of a match's state.
"""

from __future__ import annotations

import functools
import operator
from itertools import compress, count

from rulekit.frozen import FrozenList

from . import caracteristiques
from .etat import ARRIERE, AVANT, COMBAT

SUR_LE_TERRAIN = frozenset((ARRIERE, AVANT, COMBAT))
#: How many battlefields are remembered by what they bear: the same armies deployed in another
#: order, in another match or a search's clone, meet the same ones again.
LIMITE = 4096


class EnJeu:
    """The characteristics in play for one set of bearers: ``paires`` as
    ``Match.abilities_in_play`` gives them."""

    __slots__ = ("factions", "unites", "paires")

    def __init__(self, factions: list, unites: tuple, paires: list):
        self.factions, self.unites, self.paires = factions, unites, paires


#: The match module, whose ``_DERNIER`` holds what was worked out (:func:`_memoire`).
_MODULE: list = []
#: The match being read, its answer and what else the reading worked out (:func:`lecture`), or None.
_LECTURE: list = [None]


def _memoire() -> list:
    """``match._DERNIER``: ``[the last answer, {signature or characteristics: answer}, None]``. A
    test that compiles characteristics otherwise replaces that list (``[None, None, None]``):
    all is forgotten."""
    if not _MODULE:
        from . import match

        _MODULE.append(match)
    return _MODULE[0]._DERNIER


def _memes_porteurs(a, b) -> bool:
    """Whether two records of a unit bear the same characteristics in play."""
    return (
        a.id == b.id and a.joueur == b.joueur and (a.zone in SUR_LE_TERRAIN) == (b.zone in SUR_LE_TERRAIN)
        and (a.troupes is b.troupes or noms(a.troupes) == noms(b.troupes)))


def signature(factions, unites) -> tuple:
    """What the characteristics in play are made of: the factions, and for each unit on the
    battlefield its id, owner and troop names, in order."""
    return (tuple(factions), tuple((u.id, u.joueur, noms(u.troupes)) for u in unites if u.zone in SUR_LE_TERRAIN))


#: id(tiles) -> (tiles, their names): a tuple of tiles is immutable and kept alive while remembered.
_NOMS: dict[int, tuple] = {}


def noms(troupes: tuple) -> tuple[str, ...]:
    """The names of the tiles, in order."""
    vu = _NOMS.get(id(troupes))
    if vu is not None and vu[0] is troupes:
        return vu[1]
    lus = tuple([t.nom for t in troupes])
    if len(_NOMS) >= 4096:
        _NOMS.clear()
    _NOMS[id(troupes)] = (troupes, lus)
    return lus


def en_jeu(match) -> EnJeu:
    """The characteristics in play of ``match`` now: while a reading of it is under way
    (:func:`lecture`), the answer it began with; else the match's own (:func:`suivre`) while its
    list of units and its factions are the very objects it was worked out for (both
    FrozenLists, which never change) and the memory (:func:`_memoire`) was not replaced by a test
    since; else :func:`_en_jeu`."""
    lue = _LECTURE[0]
    if lue is not None and lue[0] is match:
        return lue[1]
    memoire = _MODULE[0]._DERNIER if _MODULE else _memoire()
    vu = match.__dict__.get("_en_jeu")
    unites, factions = match.unites, match.factions
    if vu is not None and vu[0] is unites and vu[1] is factions and vu[3] is memoire:
        if vu[2] is not None:
            return vu[2]
        trouve = _par_signature(vu[4], unites, memoire)  # the bearers changed by one record: :func:`suivre`
        cle = vu[4]
    else:
        trouve, cle = _en_jeu(match, memoire)
    if type(unites) is FrozenList and type(factions) is FrozenList:
        match.__dict__["_en_jeu"] = (unites, factions, trouve, memoire, cle)
    return trouve


def suivre(match, avant, apres, ancienne, nouvelle, i: int) -> None:
    """The match's list of units ``avant`` was replaced by ``apres``, where the record
    ``nouvelle`` stands at index ``i`` in place of ``ancienne`` (None: added at the end). The
    match's own answer (kept outside its attrs fields: never compared, copied field by field nor
    saved; a clone's shallow copy shares it with the very lists it was worked out for) was worked
    out for ``avant``: it holds for ``apres`` too when the new record bears the same
    characteristics in play (:func:`_memes_porteurs`; a unit added off the battlefield bears
    none). Otherwise the signature of ``apres`` (:func:`signature`) is that of ``avant`` with the
    one unit's entry taken out, put in or changed, at its place among the units on the
    battlefield before ``i``: kept for the answer to be found from it when it is asked
    (:func:`en_jeu`). Both lists are FrozenLists, which never change, so the answer kept with a
    list is never stale."""
    vu = match.__dict__.get("_en_jeu")
    if vu is None or vu[0] is not avant:
        return
    if ancienne is None:
        if nouvelle.zone not in SUR_LE_TERRAIN:
            match.__dict__["_en_jeu"] = (apres, vu[1], vu[2], vu[3], vu[4])
            return
    elif _memes_porteurs(ancienne, nouvelle):
        match.__dict__["_en_jeu"] = (apres, vu[1], vu[2], vu[3], vu[4])
        return
    cle = vu[4]
    if cle is None:
        return  # worked out without its signature: the next reading works it all out
    place = 0
    for u in avant[:i]:
        if u.zone in SUR_LE_TERRAIN:
            place += 1
    porteurs = list(cle[1])
    if ancienne is not None and ancienne.zone in SUR_LE_TERRAIN:
        del porteurs[place]
    if nouvelle.zone in SUR_LE_TERRAIN:
        porteurs.insert(place, (nouvelle.id, nouvelle.joueur, noms(nouvelle.troupes)))
    match.__dict__["_en_jeu"] = (apres, vu[1], None, vu[3], (cle[0], tuple(porteurs)))


def _en_jeu(match, memoire) -> tuple:
    """``(answer, signature or None)``: the last answer if the match's unit records are the same
    objects, or bear the same characteristics (the few that changed are checked); else the
    answer for these bearers (:func:`signature`, :func:`_par_signature`)."""
    unites = match.unites
    dernier = memoire[0]
    if dernier is not None and len(dernier.unites) <= len(unites) and dernier.factions == match.factions:
        vues = dernier.unites
        n = len(vues)
        if len(unites) == n and all(map(operator.is_, vues, unites)):
            return dernier, None  # the very same records
        # the records that changed (found at C speed) bear the same characteristics, and those
        # added since (units formed) are off the battlefield?
        if (all(_memes_porteurs(vues[i], unites[i]) for i in compress(count(), map(operator.is_not, vues, unites)))
                and not any(u.zone in SUR_LE_TERRAIN for u in unites[n:])):
            dernier.unites = tuple(unites)
            return dernier, None
    cle = signature(match.factions, unites)
    return _par_signature(cle, unites, memoire), cle


def _par_signature(cle: tuple, unites, memoire) -> EnJeu:
    """The answer for these bearers (``cle``: :func:`signature`), or for the very same
    characteristics, worked out once; it becomes the last answer (for ``unites``)."""
    par_signature = memoire[1]
    if par_signature is None:  # a memory just replaced by a test
        par_signature = memoire[1] = {}
    trouve = par_signature.get(cle)
    if trouve is None:
        paires = _paires(cle)
        # other bearers may bear the very same characteristics (a tile without any lost, a unit
        # without any deployed): then the same answer, and the core's index of it, serve again
        memes = (cle[0], tuple([(porteur, id(c)) for porteur, c in paires]))
        trouve = par_signature.get(memes)
        if trouve is None:
            trouve = EnJeu(list(cle[0]), tuple(unites), paires)
            par_signature[memes] = trouve  # the abilities are kept alive by the answer: ids not reused
        if len(par_signature) >= LIMITE:  # the oldest first
            del par_signature[next(iter(par_signature))]
        par_signature[cle] = trouve
    trouve.unites = tuple(unites)
    memoire[0] = trouve
    return trouve


def pendant_la_lecture(match) -> dict | None:
    """What the reading of ``match`` under way (:func:`lecture`) remembers: the state does not
    change while it lasts, so what is worked out from it holds until it ends; None when no
    reading of this match is under way."""
    lue = _LECTURE[0]
    return lue[2] if lue is not None and lue[0] is match else None


def lecture(actions):
    """A step's ``actions`` (or ``actor``) reads the match without changing it (legal actions are
    worked out from a state, never change it): while it runs, what is in play is checked once,
    not at each query."""

    @functools.wraps(actions)
    def lire(step, match):
        if _LECTURE[0] is not None:  # already reading (this match or another): as it is
            return actions(step, match)
        _LECTURE[0] = (match, en_jeu(match), {})
        try:
            return actions(step, match)
        finally:
            _LECTURE[0] = None

    return lire


def _paires(cle) -> list:
    """``(unit id, Ability)`` by player, then unit order, then the troops' order."""
    factions, porteurs = cle
    par_joueur = ([], [])
    for uid, joueur, noms in porteurs:
        par_joueur[joueur].extend([(uid, c) for c in caracteristiques.de_l_unite(factions[joueur], noms)])
    return par_joueur[0] + par_joueur[1]
