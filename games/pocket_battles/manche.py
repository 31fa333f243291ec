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


def ajuster_jetons(match, joueur: int) -> None:
    """Make the pool equal to the player's total (size/10 as the characteristics say: Meneur).

    A token that leaves (Meneur destroyed) is taken from the unused ones, else
    from those set aside, else from the orders on a unit, else from a wound.
    """
    ecart = match.total_jetons(joueur) - match.jetons_comptes(joueur)
    if ecart > 0:
        match.emit(JetonsRecus(joueur, ecart, "armée" if match.manche == 0 else "caractéristique"))
    for _ in range(-ecart):
        if match.reserve[joueur]:
            source = "réserve"
        elif match.de_cote[joueur]:
            source = "de côté"
        else:
            avec = [u for u in match.sur_le_terrain(joueur) if u.ordres]
            if avec:
                source = avec[0].id
            else:
                blesse = next((u, i) for u in match.sur_le_terrain(joueur) for i, t in enumerate(u.troupes) if t.blessures)
                source = f"blessure:{blesse[0].id}:{blesse[1]}"
        match.emit(JetonRendu(joueur, source, "caractéristique perdue"))


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
            return DebutTour(joueur)
    return FinManche()


@attrs.frozen
class DebutTour(AutoStep):
    joueur: int = attrs.field(validator=player)

    def run(self, match):
        match.pop()
        match.emit(NouveauTour(self.joueur, tuple(sorted({x for c in match.contacts for x in c}))))
        match.push(redeploiement.Redeploiement(self.joueur), Action(self.joueur), FinTour(self.joueur))


@attrs.frozen
class Action(Step):
    """The obligatory action: an order to one unit, Passer, or conceding the battle."""

    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        acts = ordres.menu(match, self.joueur)
        acts.append(Choix("passer", texte="passer (un jeton mis de côté)"))
        if match.options.get("cession", True):
            acts.append(Choix("céder", texte="céder la bataille"))
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
        match.emit(Tableau(match.render_text()))  # the turn is over: unused extra dice lapse
        match.push(prochain_tour(match, self.joueur))


@attrs.frozen
class FinManche(AutoStep):
    def run(self, match):
        match.pop()
        for joueur in (0, 1):
            match.emit(JetonsRepris(joueur))
            ajuster_jetons(match, joueur)
        gagnant, raison = victoire.verdict(match)
        if gagnant is not None:
            match.finish(gagnant, raison)
            return
        match.push(RetirerBlessures(0), RetirerBlessures(1), DebutManche())


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
