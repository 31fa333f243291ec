"""Giving an order: which actions a unit may take, what it costs, and starting the chosen procedure.

"Pour donner des ordres à une Unité, le joueur doit placer sur l'Unité un
nombre de jetons Ordre égal au nombre de jetons Ordre actuellement sur l'Unité
plus un" (1, then 2, then 4: the characteristics answer the query ``coût d'ordre``,
Réactive among them). The unit that redeployed this turn may not act, unless a
characteristic answers ``permis`` (action « Action » après « Redéploiement d'Unité »: Rapide).
"""

from __future__ import annotations

import attrs

from rulekit import AUTO, Step
from rulekit.abilities import answers, asked_about, index
from rulekit.validators import player

from . import abandon, charge, combat, manche, redeploiement, tir
from .en_jeu import lecture
from .etat import ARRIERE, AVANT, Annonce, Choix
from .evenements import CaracteristiqueUtilisee, OrdreDonne
from .match import SUR_LE_TERRAIN, description

DEPLACEMENT, CHARGER, POURSUIVRE, ABANDONNER, TIRER, SPECIALE = (
    "déplacement tactique", "charger", "poursuivre le combat", "abandonner le combat", "tirer",
    "caractéristique spéciale",
)


def peut_agir(match, uid: str) -> bool:
    if uid in match.ordonnees:
        return False
    if uid == match.redeploye:  # asked only if a characteristic may answer it (else: no)
        return answers(match, "permis", uid) and match.query(
            "permis", False, unit=uid, action="Action", après="Redéploiement d'Unité")
    return True


#: the action families each order is, for the « permis » query (« Cette Unité ne peut pas
#: effectuer de Déplacement Tactique », « … ne peut pas charger », « … ne peut pas attaquer »)
FAMILLES = {
    DEPLACEMENT: ("Déplacement Tactique", "se déplacer"),
    CHARGER: ("Charge", "charger", "attaquer"),
    POURSUIVRE: ("Poursuivre le Combat", "combattre"),
    ABANDONNER: ("Abandonner le Combat",),
    TIRER: ("Tir", "tirer", "attaquer"),
}


def permis(match, uid: str, action: str, nom: str = "") -> bool:
    """May the unit take this order? Each of its families is asked (default: yes), those no
    characteristic in play may answer for that family about the unit skipped
    (:func:`rulekit.abilities.answers`: their answer is yes)."""
    for famille in FAMILLES.get(action, (nom,)):
        if answers(match, "permis", uid, famille) and not match.query("permis", True, unit=uid, action=famille):
            return False
    return True


#: the world methods a special action's characteristic calls to act (vocabulaire.txt)
EFFETS = ("donner_ordres", "recuperer_blessure", "ordre_pour_de", "mettre_de_cote", "charger_encore", "rendre_jeton")


class _Essai:
    """The match as a special action's characteristic sees it when the order is given, its
    effects (the world methods of ``EFFETS``) written down instead of done; all else is read."""

    def __init__(self, match):
        self._match, self.effets = match, []

    def __getattr__(self, name):
        if name in EFFETS:
            return lambda *args: self.effets.append((name, args))
        if name in ("emit", "push", "pop", "replace_top", "finish", "apply"):
            raise AttributeError(f"a special action tried out may not change the match ({name})")
        return getattr(self._match, name)


def utile(match, uid: str, nom: str) -> bool:
    """Would the special action ``nom`` of ``uid`` do something now? Its characteristic's answer to
    « caractéristique utilisée » is tried on :class:`_Essai`; it is of use if it calls an effect
    that can act now (``match.peut_<effect>``, yes when the match has no such check). An order
    that could do nothing is not offered (reading 20: Santé with no friendly troop wounded)."""
    essai, evenement = _Essai(match), CaracteristiqueUtilisee(uid, nom)
    # the triggers in play of that kind, in the documented order (the core's index of them)
    for porteur, fn in index(match.abilities_in_play()).triggers.get(evenement.kind, ()):
        if porteur == uid:
            fn(essai, uid, evenement)
    if not essai.effets:
        return True  # it acts some other way: the game cannot tell
    return any(getattr(match, f"peut_{nom_}", lambda *a: True)(*args) for nom_, args in essai.effets)


def actions_de(match, uid: str, u=None, demandes=None) -> list[tuple[str, str]]:
    """``(action, special characteristic name or "")`` the unit may take now, costs aside; an
    order a characteristic forbids (« permis ») is not offered. A query no characteristic in
    play may answer about the unit (:func:`rulekit.abilities.asked_about`) is not asked: its
    answer is the value it would be given. ``u`` and ``demandes``: the unit's record and those
    queries, when the caller has them."""
    if u is None:
        u = match.unite(uid)
    if demandes is None:
        demandes = asked_about(match, uid)
    des = match.des_de(uid, u)  # no Combat dice: no charge; no Shooting dice: no shot (asked first, cheaply)
    zone = u.zone
    if zone == AVANT:
        out = [_DEPLACER, _CHARGER] if des[2] and charge.possible(match, uid, u, des) else [_DEPLACER]
    else:
        out = [_DEPLACER] if zone == ARRIERE else []
    if uid in match.engages_debut and match.engages(uid):
        out += _COMBATTRE
    demande_permis = "permis" in demandes
    if des[3] and tir.possible(match, uid, u, demande_permis, des):
        out.append(_TIRER)
    if "actions spéciales" in demandes and not manche.premier_tour_de_bataille(match):
        out += [(SPECIALE, nom) for nom in match.query("actions spéciales", (), unit=uid) if utile(match, uid, nom)]
    if not demande_permis:
        return out  # nothing forbids this unit anything
    return [(action, nom) for action, nom in out if permis(match, uid, action, nom)]


#: the actions of :func:`actions_de` but the special ones, made once
_DEPLACER, _CHARGER, _TIRER = (DEPLACEMENT, ""), (CHARGER, ""), (TIRER, "")
_COMBATTRE = ((POURSUIVRE, ""), (ABANDONNER, ""))


def menu(match, joueur: int, exclure=()) -> list[Choix]:
    """The orders the player may give now: to each of their units on the battlefield that may
    act (:func:`peut_agir`), each action it may take, at its cost, if they have the tokens."""
    acts = []
    reserve = match.reserve[joueur]
    ordonnees, redeploye = match.ordonnees, match.redeploye
    en_jeu = index(match.abilities_in_play())  # as asked_about reads it: the state does not change here
    for u in match.unites:
        if u.joueur != joueur or u.zone not in SUR_LE_TERRAIN:
            continue
        uid = u.id
        if uid in exclure or uid in ordonnees or (uid == redeploye and not peut_agir(match, uid)):
            continue
        demandes = en_jeu.asked_about(uid)
        # the order's cost (match.cout_ordre), its query asked only if a characteristic may answer it, of
        # each order by its name (« Le Déplacement Tactique de cette Unité est gratuit »)
        demande = "coût d'ordre" in demandes
        cout = u.ordres + 1
        if not demande and cout > reserve:
            continue
        decrite = None
        for action, nom in actions_de(match, uid, u, demandes):
            if demande:
                cout = match.query("coût d'ordre", u.ordres + 1, unit=uid, ordres=u.ordres,
                                   action=action if action != SPECIALE else nom)
                if cout > reserve:
                    continue
            if decrite is None:
                decrite = description(uid, u.troupes)
            acts.append(_ordre(uid, decrite, action, nom, cout))
    return acts


#: (unit id, its description, action, special name, cost) -> the order: a frozen record made of
#: these only, so it is made once and offered again (in any match).
_ORDRES: dict[tuple, Choix] = {}


def ordre(u, action: str, nom: str, cout: int) -> Choix:
    """The order ``action`` (``nom``: the special characteristic) to the unit ``u`` for ``cout`` tokens."""
    return _ordre(u.id, description(u.id, u.troupes), action, nom, cout)


def _ordre(uid: str, decrite: str, action: str, nom: str, cout: int) -> Choix:
    """:func:`ordre`, the unit's description (:func:`.match.description`) at hand."""
    cle = (uid, decrite, action, nom, cout)
    choix = _ORDRES.get(cle)
    if choix is None:
        choix = Choix("ordre", unite=uid, zone=action, cible=nom, n=cout,
                      texte=f"{decrite} : {nom or action} ({cout} jeton(s))")
        if len(_ORDRES) >= 4096:
            _ORDRES.clear()
        _ORDRES[cle] = choix
    return choix


def executer(match, joueur: int, choice: Choix) -> None:
    """Pay the order, then start the action's procedure (characteristics may react to the order first)."""
    uid, action = choice.unite, choice.zone
    if action == DEPLACEMENT:
        match.push(redeploiement.DeplacementTactique(uid))
    elif action == CHARGER:
        match.push(charge.Charge(uid), combat.Retraits())
    elif action == POURSUIVRE:
        match.push(combat.Poursuivre(uid), combat.Retraits())
    elif action == ABANDONNER:
        match.push(abandon.Abandon(uid), combat.Retraits())
    elif action == TIRER:
        match.push(tir.ChoisirCible(uid), combat.Retraits())
    # the cost the order was listed with (:func:`menu`): the legal record of this very state
    match.emit(OrdreDonne(joueur, uid, action if action != SPECIALE else choice.cible, choice.n,
                          action_du_tour=True))
    if action == SPECIALE:
        match.emit(CaracteristiqueUtilisee(uid, choice.cible))


@attrs.frozen
class OrdreSupplementaire(Step):
    """One more order in the same turn (Ordre Double): to a unit not yet ordered this turn, or none."""

    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur if match.reserve[self.joueur] > 0 else AUTO

    def run(self, match):
        match.pop()

    @lecture
    def actions(self, match):
        return menu(match, self.joueur) + [Choix("renoncer", texte="renoncer à l'ordre supplémentaire")]

    def resolve(self, match, choice):
        match.pop()
        if choice.quoi == "renoncer":
            match.emit(Annonce(f"Joueur {self.joueur + 1} renonce à un ordre supplémentaire."))
        else:
            executer(match, self.joueur, choice)
