"""The strategy phase: teleporting formations arrive, then the strategy roll.

Each player rolls D6 + their army's strategy rating; the higher chooses who acts
first; a tie is rolled again.
"""

from __future__ import annotations

import attrs

from rulekit import Action, AutoStep, Step
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import natural, player, ref

from . import pions_impact
from . import table as T
from .activation import Alternance
from .evenements import Deplacement, InitiativeChoisie, JetRelance, TourCommence

GRILLE_X = (30, 90, 150)
GRILLE_Y = (20, 60, 100)


@attrs.frozen
class DebutDuTour(AutoStep):
    def run(self, match):
        match.pop()
        match.emit(TourCommence(match.tour + 1))
        arrivees = [ChoisirTeleportation(f.id, f.joueur) for f in match.formations
                    if f.reserve and not f.detruite]
        match.push(*arrivees, Roll(1, "stratégie J1"), Roll(1, "stratégie J2"), JugerStrategie())


@attrs.frozen
class JugerStrategie(AutoStep):
    """The higher total wins; the loser may reroll its die by a special rule (query ``relance``,
    ``jet="jet de stratégie"``), once each in this roll-off; a tie is a new roll-off."""

    relances: tuple[bool, bool] = (False, False)

    def run(self, match):
        match.pop()
        totaux = [match.rolls[f"stratégie J{p + 1}"][0] + match.armee(p).strategie for p in (0, 1)]
        if totaux[0] == totaux[1]:
            match.push(Roll(1, "stratégie J1"), Roll(1, "stratégie J2"), JugerStrategie())
            return
        perdant = 0 if totaux[0] < totaux[1] else 1
        if not self.relances[perdant]:
            source = match.query("relance", "", jet="jet de stratégie", joueur=perdant)
            if source:
                match.emit(JetRelance(perdant, "jet de stratégie", source))
                faites = tuple(r or p == perdant for p, r in enumerate(self.relances))
                match.push(Roll(1, f"stratégie J{perdant + 1}"), JugerStrategie(faites))
                return
        match.push(ChoixPremier(1 - perdant))


@attrs.frozen
class Commencer(Action):
    joueur: int
    premier: bool

    @property
    def label(self):
        return "jouer en premier" if self.premier else "laisser l'adversaire jouer en premier"


@attrs.frozen
class ChoixPremier(Step):
    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        return [Commencer(self.joueur, True), Commencer(self.joueur, False)]

    def resolve(self, match, choice):
        match.pop()
        premier = self.joueur if choice.premier else 1 - self.joueur
        match.emit(InitiativeChoisie(premier))
        match.push(interned(Alternance, 1 - premier, True))   # (made once per process)


# --- Téléportation ------------------------------------------------------------
def points_teleportation(match, fid):
    f = match.formations[fid]
    out = []
    for x in GRILLE_X:
        for y in GRILLE_Y:
            if not any(T.a_effet(match.terrain, x, y, match.profil(fid, i).colonne, "infranchissable")
                       for i in f.vivantes()):
                out.append((x, y))
    return out


def peut_attendre(match, fid) -> bool:
    """A teleporting formation may stay in reserve, unless a unit of it arrives « avant le premier
    tour » (the query ``téléportation`` answers the moment: « jet de stratégie », « premier tour »)."""
    f = match.formations[fid]
    return all(match.query("téléportation", False, unite=f"{fid}.{i}") != "premier tour" for i in f.vivantes())


@attrs.frozen
class Teleporter(Action):
    formation: int
    x: int
    y: int

    @property
    def label(self):
        if self.x < 0:
            return f"la formation {self.formation} reste en réserve"
        return f"téléporter la formation {self.formation} en ({self.x}, {self.y})"


@attrs.frozen
class ChoisirTeleportation(Step):
    """"Apparaissent n'importe où sur la table avant un jet de stratégie" (a 3 × 3 grid)."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        pts = points_teleportation(match, self.formation)
        attendre = ([Teleporter(self.formation, -1, -1)] if not pts or peut_attendre(match, self.formation) else [])
        return [Teleporter(self.formation, x, y) for x, y in pts] + attendre

    def resolve(self, match, choice):
        match.pop()
        if choice.x < 0:
            return
        match.emit(Deplacement(self.formation, choice.x, choice.y, "téléportation"))
        n = len(match.formations[self.formation].vivantes())
        match.push(Roll(n, "téléportation"), JugerTeleportation(self.formation))


@attrs.frozen
class JugerTeleportation(AutoStep):
    """"Lancer 1D6 par unité, sur un résultat de 1, l'unité reçoit un PI"."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))

    def run(self, match):
        match.pop()
        f = match.formations[self.formation]
        uid = f"{self.formation}.{f.vivantes()[0]}"
        resultat = match.query("PI sur résultat", 0, unite=uid)
        n = sum(1 for v in match.rolls["téléportation"] if v == resultat)
        pions_impact.ajouter(match, self.formation, n, "téléportation")
