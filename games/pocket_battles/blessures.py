"""Blessures: the owner allocates each hit, and where the Wound token comes from.

"L'adversaire assigne immédiatement une Blessure à son Unité, une Blessure par
coup." Per hit the owner removes a troop, or (if it has Wound points to spare)
puts a Wound token on it. "Si possible, les jetons Blessures doivent être pris
parmi les jetons qui n'ont pas encore été utilisés ... le joueur peut choisir des
jetons utilisés comme Ordre de n'importe quelle Unité. S'il n'y a pas de jetons
Ordre disponibles ... des Troupes doivent être retirées à la place."
"""

from __future__ import annotations

import attrs

from rulekit import AUTO, Step
from rulekit.validators import natural, ref

from .etat import Choix
from .evenements import BlessurePlacee, TroupeRetiree, UniteDetruite


def sources(match, joueur: int) -> list[str]:
    """Where the next Wound token may come from: unused ones first, else any used one."""
    if match.reserve[joueur]:
        return ["réserve"]
    out = ["de côté"] if match.de_cote[joueur] else []
    return out + [u.id for u in match.sur_le_terrain(joueur) if u.ordres]


def retirer_troupe(match, uid: str, index: int, par: str = "") -> None:
    from .manche import rendre_jetons_dus

    nom = match.unite(uid).troupes[index].nom
    match.emit(TroupeRetiree(uid, index, nom))
    u = match.unite(uid)
    if not u.troupes:
        match.emit(UniteDetruite(uid, par, (nom,)))
    # the tile may have carried a characteristic that gave the player a token (Meneur, reading 21),
    # and its Wound tokens, now set aside, may pay a token owed; or one that took a token from the
    # opponent (« l'Adversaire a 1 Jeton Ordre de moins »), who now receives it
    for joueur in (u.joueur, 1 - u.joueur):
        rendre_jetons_dus(match, joueur)


@attrs.frozen
class Blesser(Step):
    unite: str = attrs.field(metadata=ref("unité"))
    coups: int = attrs.field(validator=natural)
    par: str = attrs.field(default="", metadata=ref("unité", optional=True))

    def actor(self, match):
        if self.coups <= 0 or not match.vivante(self.unite):
            return AUTO
        return match.unite(self.unite).joueur

    def run(self, match):
        match.pop()

    def actions(self, match):
        u = match.unite(self.unite)
        srcs = sources(match, u.joueur)
        acts, vues = [], set()
        for i, t in enumerate(u.troupes):
            if t in vues:
                continue
            vues.add(t)
            reste = match.troupe(u.joueur, t.nom).blessures - t.blessures
            etat = f" ({t.blessures} blessure(s))" if t.blessures else ""
            acts.append(Choix("retirer", unite=self.unite, n=i, texte=f"retirer {t.nom}{etat}"))
            if reste > 1:
                for s in srcs:
                    nom = {"réserve": "jeton inutilisé", "de côté": "jeton mis de côté"}.get(s, f"jeton d'ordre de {s}")
                    acts.append(Choix("blesser", unite=self.unite, n=i, cible=s,
                                      texte=f"blesser {t.nom}{etat} ({nom})"))
        return acts

    def resolve(self, match, choice):
        if self.coups > 1:
            match.replace_top(Blesser(self.unite, self.coups - 1, self.par))
        else:
            match.pop()
        if choice.quoi == "retirer":
            retirer_troupe(match, self.unite, choice.n, self.par)
        else:
            nom = match.unite(self.unite).troupes[choice.n].nom
            match.emit(BlessurePlacee(self.unite, choice.n, choice.cible, nom))
