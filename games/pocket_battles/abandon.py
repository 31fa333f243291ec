"""Abandonner un Combat: leave the combat zone for one's Front zone, under the enemy's free blows.

"l'adversaire a une chance de tirer sur l'Unité qui se retire, avec toutes ses
Unités impliquées dans le Combat. Cela fonctionne comme une Riposte ... Après avoir
infligé les Blessures et retiré les pertes, les Troupes survivantes de l'Unité
peuvent se retirer dans la Zone Avant de ce Secteur, et les Unités de
l'adversaire qui étaient impliquées dans le Combat font de même."
"""

from __future__ import annotations

import attrs

from rulekit import AutoStep
from rulekit.validators import ref

from .combat import Riposter, retraits
from .etat import AVANT
from .evenements import ContactRompu, UniteDeplacee


@attrs.frozen
class Abandon(AutoStep):
    unite: str = attrs.field(metadata=ref("unité"))

    def run(self, match):
        match.pop()
        coups = [Riposter(e, self.unite, "abandon") for e in match.engages(self.unite)]
        match.push(*coups, Repli(self.unite))


@attrs.frozen
class Repli(AutoStep):
    unite: str = attrs.field(metadata=ref("unité"))

    def run(self, match):
        match.pop()
        if match.vivante(self.unite):
            u = match.unite(self.unite)
            for e in match.engages(self.unite):
                match.emit(ContactRompu(self.unite, e))
            match.emit(UniteDeplacee(self.unite, AVANT, u.secteur, "abandonne le combat"))
        retraits(match)
