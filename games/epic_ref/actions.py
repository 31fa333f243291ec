"""The eight actions, executed from their lines on the sheet.

An action line is a programme of steps ("puis"), each a choice ("ou") of gestes:
moves (n × speed), an assault move, a shot with its modifier, a close combat,
regrouping, overwatch. :class:`Programme` walks it; nothing here names an action
except through the sheet's table.
"""

from __future__ import annotations

import attrs

from rulekit import Action, AutoStep, Step
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import natural, player, ref

from .assaut import Assaut, ChoisirCharge
from .evenements import PionsRetires
from .feuille import feuille
from .mouvement import ChoisirDestination
from .tir import ChoisirCible


def geste_steps(match, fid, geste) -> list:
    f = match.formations[fid]
    if geste.genre == "mouvement":
        return [ChoisirDestination.pour(match, fid, geste.n)]
    if geste.genre == "mouvement d'assaut":
        return [ChoisirCharge(fid, f.joueur, geste.n)]
    if geste.genre == "tir":
        return [interned(ChoisirCible, fid, f.joueur, geste.modificateur, "tir")]
    if geste.genre == "corps à corps":
        return [Assaut(fid)]
    if geste.genre == "regroupe":
        return [interned(Roll, 2, "regroupement", 6), interned(Regroupement, fid)]
    return []  # "alerte": the declared action itself is the overwatch


def libelle(geste) -> str:
    if geste.genre == "mouvement":
        return f"{geste.n} mouvement(s)"
    if geste.genre == "tir":
        return f"un tir ({geste.modificateur:+d})" if geste.modificateur else "un tir"
    return geste.genre


@attrs.frozen
class Programme(AutoStep):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    action: str
    index: int = attrs.field(default=0, validator=natural)

    def run(self, match):
        match.pop()
        f = match.formations[self.formation]
        etapes = feuille().actions[self.action].etapes
        if self.index >= len(etapes) or not f.sur_table:
            return
        suite = interned(Programme, self.formation, self.action, self.index + 1)   # (made once per process)
        choix = etapes[self.index]
        if len(choix.gestes) == 1:
            match.push(*geste_steps(match, self.formation, choix.gestes[0]), suite)
        else:
            match.push(interned(ChoisirGeste, self.formation, f.joueur, self.action, self.index), suite)


@attrs.frozen
class FaireGeste(Action):
    formation: int
    k: int
    nom: str

    @property
    def label(self):
        return f"la formation {self.formation} choisit : {self.nom}"


@attrs.frozen
class ChoisirGeste(Step):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    joueur: int = attrs.field(validator=player)
    action: str
    index: int = attrs.field(validator=natural)

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        gestes = feuille().actions[self.action].etapes[self.index].gestes
        return [interned(FaireGeste, self.formation, k, libelle(g)) for k, g in enumerate(gestes)]

    def resolve(self, match, choice):
        match.pop()
        geste = feuille().actions[self.action].etapes[self.index].gestes[choice.k]
        match.push(*geste_steps(match, self.formation, geste))


@attrs.frozen
class Regroupement(AutoStep):
    """Regroup: remove blast markers equal to the higher of 2D6 (plus any extra a rule gives)."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))

    def run(self, match):
        match.pop()
        f = match.formations[self.formation]
        n = max(match.rolls["regroupement"]) + match.query("PI retirés en plus", 0, formation=self.formation,
                                                            lors="regroupement")
        n = min(n, f.pions)
        if n:
            match.emit(PionsRetires(self.formation, n))
