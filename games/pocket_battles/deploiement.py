"""Déploiement des Armées: the attacker by die roll, then units placed one at a time, alternately.

"Chaque joueur lance un dé. Le joueur avec la plus forte valeur est l'Attaquant"
(a tie is thrown again: the chance node only lists the 30 untied pairs, each
1/30). "En commençant par l'Attaquant, les joueurs placent, chacun à leur tour,
une Unité ... Quand un joueur n'a plus d'Unité à placer, l'autre joueur place
toutes ses Unités restantes."
"""

from __future__ import annotations

import operator
from fractions import Fraction

import attrs

from rulekit import CHANCE, AutoStep, Outcome, Step
from rulekit.chance import Distribution
from rulekit.frozen import FrozenList
from rulekit.validators import player

from . import manche
from .champ_de_bataille import SECTEURS, nom_zone
from .etat import ARRIERE, AVANT, RESERVE, Choix
from .evenements import AttaquantDesigne, UniteDeplacee
from .information import ArmeesRevelees
from .match import description


@attrs.frozen
class DesDeploiement(Outcome):
    """Player 1's and player 2's dice of the attacker roll (ties excluded: they are rethrown)."""

    a: int
    b: int

    @property
    def label(self):
        return f"dés : {self.a} (joueur 1) contre {self.b} (joueur 2)"


#: the 30 untied pairs, each 1/30, with their running totals (a Distribution: drawn by looking the
#: draw up, not by adding Fractions); each node gets its own copy
PAIRES = Distribution((DesDeploiement(a, b), Fraction(1, 30)) for a in range(1, 7) for b in range(1, 7) if a != b)


def commencer(match) -> None:
    match.push(TirageAttaquant())


def a_placer(match, joueur: int) -> tuple:
    """The player's units still in reserve, in order. Both players' are worked out in one pass
    and remembered with the list of units they were read from (``_a_placer``, outside the attrs
    fields: never compared, copied nor saved), a FrozenList that never changes (a new one
    replaces it): a placement asks about both players, then the next one about one of them."""
    unites = match.unites
    vu = match.__dict__.get("_a_placer")
    if vu is not None and vu[0] is unites:
        return vu[1][joueur]
    reserves: tuple[list, list] = ([], [])
    for u in unites:
        if u.zone == RESERVE:
            reserves[u.joueur].append(u)
    vu = (unites, (tuple(reserves[0]), tuple(reserves[1])))
    if type(unites) is FrozenList:
        match.__dict__["_a_placer"] = vu
    return vu[1][joueur]


#: (unit id, its description, player) -> its placements: frozen records made of these only, so
#: they are made once and offered again (in any match).
_PLACEMENTS: dict[tuple, tuple] = {}


#: id of a unit record -> (the record, its placements): a frozen record is kept alive while
#: remembered (its id is not reused); the ready-made armies' records are the same in every match.
_PAR_FICHE: dict[int, tuple] = {}


#: ids of the unit records a player has still to place -> (those records, their placements in
#: that order): frozen records kept alive while remembered (their ids are not reused); the
#: ready-made armies' records are the same in every match, so their reserves meet again.
_PAR_RESERVE: dict[tuple, tuple] = {}


def placements(u) -> tuple:
    """The six ways to place the unit ``u``: the Front or the Rear of each sector of its player's half."""
    vu = _PAR_FICHE.get(id(u))
    if vu is not None and vu[0] is u:
        return vu[1]
    choix = _placements(u)
    if len(_PAR_FICHE) >= 4096:
        _PAR_FICHE.clear()
    _PAR_FICHE[id(u)] = (u, choix)
    return choix


def _placements(u) -> tuple:
    decrite = description(u.id, u.troupes)
    cle = (u.id, decrite, u.joueur)
    choix = _PLACEMENTS.get(cle)
    if choix is None:
        texte = f"placer {decrite} : "
        choix = tuple(Choix("placer", unite=u.id, zone=z, secteur=s, texte=texte + nom_zone(u.joueur, z, s))
                      for z in (AVANT, ARRIERE) for s in SECTEURS)
        if len(_PLACEMENTS) >= 4096:
            _PLACEMENTS.clear()
        _PLACEMENTS[cle] = choix
    return choix


@attrs.frozen
class TirageAttaquant(Step):
    def actor(self, match):
        return CHANCE

    def outcomes(self, match):
        return PAIRES.copy()

    def resolve(self, match, choice):
        match.pop()
        match.emit(AttaquantDesigne(0 if choice.a > choice.b else 1, (choice.a, choice.b)))
        match.push(Placer(match.attaquant))


@attrs.frozen
class Placer(Step):
    """Place one unit in the Front or Rear zone of any sector of one's half."""

    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        unites = a_placer(match, self.joueur)
        cle = tuple(map(id, unites))
        vu = _PAR_RESERVE.get(cle)
        if vu is None or not all(map(operator.is_, vu[0], unites)):
            acts = []
            for u in unites:
                acts += placements(u)
            vu = (unites, tuple(acts))
            if len(_PAR_RESERVE) >= 4096:
                _PAR_RESERVE.clear()
            _PAR_RESERVE[cle] = vu
        return list(vu[1])

    def resolve(self, match, choice):
        match.pop()
        match.emit(UniteDeplacee(choice.unite, choice.zone, choice.secteur, "déploiement"))
        autre = 1 - self.joueur
        if a_placer(match, autre):
            match.push(PLACER[autre])
        elif a_placer(match, self.joueur):
            match.push(PLACER[self.joueur])
        else:
            match.push(DebutBataille())


#: each player's placement step: frozen records, the same ones pushed at every placement
PLACER = (Placer(0), Placer(1))


@attrs.frozen
class DebutBataille(AutoStep):
    """Both armies are revealed; each player takes their Order/Wound tokens."""

    def run(self, match):
        match.pop()
        match.emit(ArmeesRevelees(tuple(match.unites)))
        for joueur in (0, 1):
            manche.recevoir_jetons(match, joueur)
        match.push(manche.DebutManche())
