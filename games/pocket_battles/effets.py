"""What the characteristics can make happen, as steps the match runs (called through the Match's world methods).

Each is a rule-book procedure a compiled characteristic starts: giving more
orders in the same turn, an extra order for one more die, taking a Wound token
back, setting a token aside, charging again. Which characteristic does it is the
faction file's business, never this module's.
"""

from __future__ import annotations

import attrs

from rulekit import AUTO, Step
from rulekit.validators import natural, player, ref

from . import manche
from .etat import Annonce, Choix
from .evenements import BlessureRetiree, OrdreDonne


@attrs.frozen
class OffreOrdreBonus(Step):
    """The owner may give ``unite`` an order (paying its cost) for ``n`` more dice to ``cible``'s roll."""

    unite: str = attrs.field(metadata=ref("unité"))
    cible: str = attrs.field(metadata=ref("unité"))
    n: int = attrs.field(default=1, validator=natural)

    def cout(self, match):
        return match.cout_ordre(self.unite)

    def actor(self, match):
        u = match.unite(self.unite)
        if (not match.vivante(self.unite) or manche.premier_tour_de_bataille(match)
                or self.cout(match) > match.reserve[u.joueur]):
            return AUTO
        return u.joueur

    def run(self, match):
        match.pop()

    def actions(self, match):
        return [
            Choix("bonus", unite=self.unite, cible=self.cible, n=self.cout(match),
                  texte=f"ordre à {match.decrire(self.unite)} : +{self.n} dé pour {self.cible} "
                        f"({self.cout(match)} jeton(s))"),
            Choix("renoncer", texte="pas d'ordre supplémentaire"),
        ]

    def resolve(self, match, choice):
        match.pop()
        if choice.quoi == "bonus":
            match.emit(OrdreDonne(match.unite(self.unite).joueur, self.unite, "ordre pour un dé", choice.n,
                                  bonus_pour=self.cible, bonus_des=self.n))


@attrs.frozen
class ReprendreBlessure(Step):
    """The player takes one Wound token off any friendly troop back to the unused tokens."""

    joueur: int = attrs.field(validator=player)
    raison: str = ""

    def blessees(self, match):
        out, vus = [], set()
        for u in match.sur_le_terrain(self.joueur):
            for i, t in enumerate(u.troupes):
                if t.blessures and (u.id, t) not in vus:
                    vus.add((u.id, t))
                    out.append((u, i))
        return out

    def actor(self, match):
        return self.joueur if self.blessees(match) else AUTO

    def run(self, match):
        match.pop()
        match.emit(Annonce(f"Aucune blessure à reprendre ({self.raison})."))

    def actions(self, match):
        return [Choix("soigner", unite=u.id, n=i, texte=f"reprendre une blessure de {u.troupes[i].nom} de {u.id}")
                for u, i in self.blessees(match)]

    def resolve(self, match, choice):
        from .manche import rendre_jetons_dus

        match.pop()
        nom = match.unite(choice.unite).troupes[choice.n].nom
        match.emit(BlessureRetiree(choice.unite, choice.n, self.raison, nom))
        rendre_jetons_dus(match, self.joueur)  # the token freed may be one owed (reading 21)
