"""Redéploiement d'une Unité (free, at the start of a turn) and Déplacement tactique (the same move, as an order).

"Une Unité peut se déplacer d'un Secteur Arrière vers l'Arrière d'un Secteur
adjacent, ou vers l'Avant du même Secteur. Une Unité d'un Secteur Avant peut se
déplacer vers un Secteur Avant adjacent, ou vers l'Arrière du même Secteur. La
Zone de Combat ne peut pas être atteinte ou quittée avec un Redéploiement."
The characteristics answer the query ``permis`` (action « Redéploiement d'Unité »: Lent says no).
"""

from __future__ import annotations

import attrs

from rulekit import Step
from rulekit.abilities import index
from rulekit.validators import player, ref

from .champ_de_bataille import nom_zone, voisines
from .en_jeu import lecture
from .etat import Choix
from .evenements import REDEPLOIEMENT, UniteDeplacee
from .match import SUR_LE_TERRAIN, description


def mouvements(match, uid: str, quoi: str) -> list[Choix]:
    u = match.unite(uid)
    return list(_mouvements(u.id, u.joueur, u.troupes, u.zone, u.secteur, quoi))


#: (what, unit id, its description, player, zone, sector) -> the moves: frozen records made of
#: these only, so they are made once and offered again (in any match).
_MOUVEMENTS: dict[tuple, tuple] = {}


def _mouvements(uid: str, joueur: int, troupes: tuple, zone: str, secteur: int, quoi: str) -> tuple:
    decrite = description(uid, troupes)
    cle = (quoi, uid, decrite, joueur, zone, secteur)
    choix = _MOUVEMENTS.get(cle)
    if choix is None:
        texte = f"{quoi} {decrite} → "
        choix = tuple(Choix(quoi, unite=uid, zone=z, secteur=s, texte=texte + nom_zone(joueur, z, s))
                      for z, s in voisines(zone, secteur))
        if len(_MOUVEMENTS) >= 4096:
            _MOUVEMENTS.clear()
        _MOUVEMENTS[cle] = choix
    return choix


#: (id of a unit's tiles, zone, sector) -> (the tiles, unit id, player, its redeployments): what
#: they are made of but the description, read from the unit's record. Its tiles (a tuple, kept
#: alive while remembered: its id is not reused) stay the same objects while only its Order
#: tokens change, which happens to a record at most turns.
_PAR_PLACE: dict[tuple, tuple] = {}


def redeploiements(u) -> tuple:
    """The redeployments of the unit ``u`` (:func:`_mouvements`), remembered by its tiles and place."""
    troupes = u.troupes
    cle = (id(troupes), u.zone, u.secteur)
    vu = _PAR_PLACE.get(cle)
    if vu is not None and vu[0] is troupes and vu[1] == u.id and vu[2] == u.joueur:
        return vu[3]
    choix = _mouvements(u.id, u.joueur, troupes, u.zone, u.secteur, "redéployer")
    if len(_PAR_PLACE) >= 4096:
        _PAR_PLACE.clear()
    _PAR_PLACE[cle] = (troupes, u.id, u.joueur, choix)
    return choix


RESTER = Choix("rester", texte="pas de redéploiement")
#: the action « permis » is asked about (Lent: « ne peut pas effectuer de Redéploiement d'Unité »)
REDEPLOYER = "Redéploiement d'Unité"


@attrs.frozen
class Redeploiement(Step):
    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur

    @lecture
    def actions(self, match):
        acts = [RESTER]
        joueur = self.joueur
        en_jeu = index(match.abilities_in_play())  # as answers reads it: the state does not change here
        for u in match.unites:
            if u.joueur != joueur or u.zone not in SUR_LE_TERRAIN:
                continue
            if en_jeu.answers("permis", u.id, REDEPLOYER) and not match.query(
                    "permis", True, unit=u.id, action=REDEPLOYER):  # asked if a modifier may answer it so
                continue
            acts += redeploiements(u)
        return acts

    def resolve(self, match, choice):
        match.pop()
        if choice.quoi == "redéployer":  # UniteDeplacee records the turn's redeployed unit
            match.emit(UniteDeplacee(choice.unite, choice.zone, choice.secteur, REDEPLOIEMENT))


@attrs.frozen
class DeplacementTactique(Step):
    unite: str = attrs.field(metadata=ref("unité"))

    def actor(self, match):
        return match.unite(self.unite).joueur

    def actions(self, match):
        return mouvements(match, self.unite, "déplacer")

    def resolve(self, match, choice):
        match.pop()
        match.emit(UniteDeplacee(choice.unite, choice.zone, choice.secteur, "déplacement tactique"))
