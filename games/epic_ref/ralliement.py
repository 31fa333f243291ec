"""The end phase: rally tests, then the victory conditions.

Each formation with blast markers or broken rolls D6 + the sheet's rally modifiers
against its initiative. Broken and passed: rallied, keeps markers equal to half its
units (round down), less any extra a rule removes. Unbroken and passed: all markers
removed. Broken and failed: withdraws. Unbroken and failed: keeps its markers.
"""

from __future__ import annotations

import attrs

from rulekit import AutoStep
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import natural, ref

from . import table as T
from .evenements import FinDuTourCommence, Ralliement
from .feuille import feuille
from .pions_impact import Retraite


@attrs.frozen
class FinDuTour(AutoStep):
    def run(self, match):
        from .victoire import ControleVictoire

        match.pop()
        if match.groupe:   # (an empty group is left as it is)
            match.groupe = []
        match.emit(FinDuTourCommence(match.tour))
        steps = []
        for f in match.formations:
            if f.sur_table and (f.pions > 0 or f.demoralisee):
                steps += [interned(Roll, 1, "ralliement", 6), interned(JugerRalliement, f.id)]   # (made once per process)
        match.push(*steps, ControleVictoire())


def modificateur(match, fid) -> int:
    f = match.formations[fid]
    total = 0
    for row in feuille().ralliement:
        g = row.condition.genre
        if g == "est_demoralisee" and f.demoralisee:
            total += row.valeur
        elif g == "ennemis_a_moins_de" and any(
                T.distance(f.pos, e.pos) <= row.condition.nombre for e in match.formations
                if e.joueur != f.joueur and e.sur_table):
            total += row.valeur
    return total


@attrs.frozen
class JugerRalliement(AutoStep):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))

    def run(self, match):
        match.pop()
        f = match.formations[self.formation]
        jet = match.rolls["ralliement"][0]
        reussi = jet + modificateur(match, self.formation) >= match.armee(f.joueur).initiative
        if reussi and f.demoralisee:
            extra = match.query("PI retirés en plus", 0, formation=self.formation, lors="ralliement")
            match.emit(Ralliement(self.formation, True, max(0, len(f.vivantes()) // 2 - extra)))
        elif reussi:
            match.emit(Ralliement(self.formation, True, 0))
        else:
            match.emit(Ralliement(self.formation, False, f.pions))
            if f.demoralisee:
                match.push(Retraite(self.formation))
