"""Batailles, Manches et Tours: the round and turn structure, and the token bookkeeping between them.

A turn: an optional free redeployment, then one obligatory action paid with
Order tokens (or Passer). "Quand un joueur n'a plus de jetons Ordre, son
adversaire prend ses Tours les uns après les autres". At the end of a round the
tokens come back, the victory is checked, and each player may take back the
Wound tokens of their troops. The first turn alternates between rounds.
"""

from __future__ import annotations

import attrs

from rulekit import AUTO, AutoStep, Step
from rulekit.validators import player

from . import combat, ordres, redeploiement, victoire
from .en_jeu import lecture
from .etat import Choix
from .evenements import (
    BlessureRetiree,
    JetonMisDeCote,
    JetonRendu,
    JetonsRecus,
    JetonsRepris,
    NouveauTour,
    NouvelleManche,
    Tableau,
)


def premier_tour_de_bataille(match) -> bool:
    """The attacker's very first turn of the battle (no special characteristic then)."""
    return match.manche == 1 and match.tours == 1


def recevoir_jetons(match, joueur: int) -> None:
    """« Chaque joueur reçoit un nombre de jetons Ordre/Blessure égal à 1/10 des Points de
    Déploiement », and one more while a Meneur stands (the ``jetons`` query)."""
    match.emit(JetonsRecus(joueur, match.total_jetons(joueur), "armée"))


def rendre_jetons_dus(match, joueur: int, fin_de_manche: bool = False) -> None:
    """« Rendez le Jeton Ordre quand l'Unité est détruite » (Meneur): the player gives back each
    token they hold beyond the ``jetons`` query's answer (:meth:`~.match.PocketBattles.jetons_dus`),
    as a Wound token is found (« Si possible ... parmi les jetons qui n'ont pas encore été
    utilisés ... le joueur peut choisir des jetons utilisés comme Ordre de n'importe quelle
    Unité »): an unused token, else one set aside, else an order on a unit of the owner's
    choice (:class:`RendreJeton`). With no token used as an Order (every one a Wound), the token
    is owed until one is free, at the latest at the end of the round (``fin_de_manche``), when
    the tokens come back, or, all of them still Wounds, the owner takes one off a troop.
    A token is never added nor removed to make the counts agree: only what is owed moves.
    Asking again when nothing is owed does nothing (both Meneur's sentence and the removal of
    its tile ask)."""
    du = match.jetons_dus(joueur)
    if du < 0:  # a characteristic gives more tokens than the player holds (none in the rule book)
        match.emit(JetonsRecus(joueur, -du, "caractéristique"))
        return
    for _ in range(du):
        if match.reserve[joueur]:
            match.emit(JetonRendu(joueur, "réserve", "caractéristique perdue"))
        elif match.de_cote[joueur]:
            match.emit(JetonRendu(joueur, "de côté", "caractéristique perdue"))
        else:
            attente = any(isinstance(s, RendreJeton) and s.joueur == joueur for s in match.stack)
            if not attente and RendreJeton(joueur, fin_de_manche).sources(match):
                match.push(RendreJeton(joueur, fin_de_manche))
            return


@attrs.frozen
class RendreJeton(Step):
    """The owner gives back an owed token (:func:`rendre_jetons_dus`) from an order on one of their
    units, or, at the end of the round with every token a Wound, from a Wound on a troop."""

    joueur: int = attrs.field(validator=player)
    fin_de_manche: bool = False

    def sources(self, match) -> list[Choix]:
        unites = match.sur_le_terrain(self.joueur)
        out = [Choix("rendre", unite=u.id, cible=u.id, texte=f"rendre un jeton d'ordre de {u.id}")
               for u in unites if u.ordres]
        if not out and self.fin_de_manche:
            vus = set()
            for u in unites:
                for i, t in enumerate(u.troupes):
                    if t.blessures and (u.id, t) not in vus:
                        vus.add((u.id, t))
                        out.append(Choix("rendre", unite=u.id, n=i, cible=f"blessure:{u.id}:{i}",
                                         texte=f"rendre une blessure de {t.nom} de {u.id}"))
        return out

    def actor(self, match):
        return self.joueur if match.jetons_dus(self.joueur) > 0 and self.sources(match) else AUTO

    def run(self, match):
        match.pop()
        rendre_jetons_dus(match, self.joueur, self.fin_de_manche)

    def actions(self, match):
        return self.sources(match)

    def resolve(self, match, choice):
        match.pop()
        match.emit(JetonRendu(self.joueur, choice.cible, "caractéristique perdue"))
        rendre_jetons_dus(match, self.joueur, self.fin_de_manche)


@attrs.frozen
class DebutManche(AutoStep):
    def run(self, match):
        match.pop()
        numero = match.manche + 1
        premier = match.attaquant if numero % 2 == 1 else 1 - match.attaquant
        match.emit(NouvelleManche(numero, premier))
        match.push(prochain_tour(match, 1 - premier))


def prochain_tour(match, precedent: int) -> Step:
    """The other player if they still have unused tokens, else the same one, else the end of the round."""
    for joueur in (1 - precedent, precedent):
        if match.reserve[joueur] > 0:
            return _DEBUT_DE_TOUR[joueur]
    return FinManche()


@attrs.frozen
class DebutTour(AutoStep):
    joueur: int = attrs.field(validator=player)

    def run(self, match):
        match.pop()
        match.emit(NouveauTour(self.joueur, tuple(sorted({x for c in match.contacts for x in c}))))
        match.push(*_TOUR[self.joueur])


PASSER = Choix("passer", texte="passer (un jeton mis de côté)")
CEDER = Choix("céder", texte="céder la bataille")


@attrs.frozen
class Action(Step):
    """The obligatory action: an order to one unit, Passer, or conceding the battle."""

    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur

    @lecture
    def actions(self, match):
        acts = ordres.menu(match, self.joueur)
        acts.append(PASSER)
        if match.options.get("cession", True):
            acts.append(CEDER)
        return acts

    def resolve(self, match, choice):
        match.pop()
        if choice.quoi == "passer":
            match.emit(JetonMisDeCote(self.joueur, "passer"))
        elif choice.quoi == "céder":
            match.finish(1 - self.joueur, f"le joueur {self.joueur + 1} cède")
        else:
            ordres.executer(match, self.joueur, choice)


@attrs.frozen
class FinTour(AutoStep):
    joueur: int = attrs.field(validator=player)

    def run(self, match):
        match.pop()
        combat.retraits(match)
        match.emit(Tableau.de(match))  # the turn is over: unused extra dice lapse
        match.push(prochain_tour(match, self.joueur))


@attrs.frozen
class FinManche(AutoStep):
    def run(self, match):
        match.pop()
        for joueur in (0, 1):
            match.emit(JetonsRepris(joueur))
        gagnant, raison = victoire.verdict(match)
        if gagnant is not None:
            match.finish(gagnant, raison)
            return
        match.push(RetirerBlessures(0), RetirerBlessures(1), DebutManche())
        for joueur in (1, 0):  # a token still owed goes back now (pushed on top: player 1's first)
            rendre_jetons_dus(match, joueur, fin_de_manche=True)


@attrs.frozen
class RetirerBlessures(Step):
    """End of round: the player may take Wound tokens off their troops to use them again."""

    joueur: int = attrs.field(validator=player)

    def blessees(self, match):
        return [(u, i) for u in match.sur_le_terrain(self.joueur) for i, t in enumerate(u.troupes) if t.blessures]

    def actor(self, match):
        return self.joueur if self.blessees(match) else AUTO

    def run(self, match):
        match.pop()

    def actions(self, match):
        acts = [Choix("garder", texte="garder les blessures")]
        vus = set()
        for u, i in self.blessees(match):
            t = u.troupes[i]
            if (u.id, t) in vus:
                continue
            vus.add((u.id, t))
            acts.append(Choix("soigner", unite=u.id, n=i,
                              texte=f"retirer une blessure de {t.nom} ({t.blessures}) de {u.id}"))
        return acts

    def resolve(self, match, choice):
        if choice.quoi == "garder":
            match.pop()
        else:
            nom = match.unite(choice.unite).troupes[choice.n].nom
            match.emit(BlessureRetiree(choice.unite, choice.n, "fin de manche", nom))


#: each player's turn, step by step: frozen records, the same ones pushed at every turn
_DEBUT_DE_TOUR = (DebutTour(0), DebutTour(1))
_TOUR = tuple((redeploiement.Redeploiement(j), Action(j), FinTour(j)) for j in (0, 1))
