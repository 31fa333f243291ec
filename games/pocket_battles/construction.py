"""Construction des armées: picking troops up to the battle size, then grouping them into units.

"Le nombre de Troupes dans une Unité ne peut pas dépasser la plus petite Valeur
de Formation indiquée sur les Troupes qui composent l'Unité." With
``armies="rapide"`` the faction file's ready-made list for the size is used;
with ``armies="construire"`` each player decides through ``legal_actions``:
first the troops (player 1, then player 2), then the units.
"""

from __future__ import annotations

import attrs

from rulekit import AUTO, AutoStep, Step
from rulekit.validators import player

from . import deploiement, factions
from .etat import Choix, Tuile, Unite
from .evenements import TroupeAjoutee, TroupeChoisie, UniteFormee


def formation_valide(troupes) -> bool:
    """At least one troop, and no more troops than the smallest Formation Value among them."""
    return bool(troupes) and len(troupes) <= min(t.formation for t in troupes)


def prefixe(match, joueur: int) -> str:
    a, b = (factions.initiale(f) for f in match.factions)
    return (a, b)[joueur] if a != b else "AB"[joueur]


def nouvelle_unite(match, joueur: int, noms) -> Unite:
    k = sum(1 for u in match.unites if u.joueur == joueur) + 1
    return Unite(id=f"{prefixe(match, joueur)}{k}", joueur=joueur, troupes=tuple(Tuile(n) for n in noms))


def commencer(match) -> None:
    if match.options["armies"] == "rapide":
        for joueur in (0, 1):
            faction = factions.charger(match.factions[joueur])
            liste = faction.armees.get(match.taille)
            if liste is None:
                tailles = ", ".join(map(str, sorted(faction.armees))) or "none"
                raise factions.FactionError(f"{match.factions[joueur]}: no ready-made army of size {match.taille} "
                                            f"(its sizes: {tailles}; or -o armies=construire)")
            for noms in liste:
                match.emit(UniteFormee(nouvelle_unite(match, joueur, noms)))
        deploiement.commencer(match)
    else:
        match.push(ChoisirTroupes(0), FormerUnites(0), ChoisirTroupes(1), FormerUnites(1), FinConstruction())


def points_depenses(match, joueur: int) -> int:
    noms = match.choisies[joueur] + [t.nom for u in match.unites if u.joueur == joueur for t in u.troupes]
    return sum(match.troupe(joueur, n).cout for n in noms)


@attrs.frozen
class ChoisirTroupes(Step):
    """Pick one troop at a time, while the Deployment Points and the box's tiles allow."""

    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        reste = match.taille - points_depenses(match, self.joueur)
        prises = match.choisies[self.joueur]
        acts = [
            Choix("prendre", cible=t.nom, texte=f"prendre un(e) {t.nom} ({t.cout} PD, reste {reste})")
            for t in match.catalogue[self.joueur].values()
            if t.cout <= reste and prises.count(t.nom) < t.nombre
        ]
        if prises:
            acts.append(Choix("terminer", texte=f"terminer l'armée ({match.taille - reste} PD)"))
        return acts

    def resolve(self, match, choice):
        if choice.quoi == "terminer":
            match.pop()
        else:
            match.emit(TroupeChoisie(self.joueur, choice.cible))


@attrs.frozen
class FormerUnites(Step):
    """Group the picked troops into units, one troop at a time; close a unit to start the next."""

    joueur: int = attrs.field(validator=player)

    def actor(self, match):
        return AUTO if not match.choisies[self.joueur] and not match.en_cours else self.joueur

    def run(self, match):
        match.pop()

    def actions(self, match):
        cat = match.catalogue[self.joueur]
        courante = [cat[n] for n in match.en_cours]
        acts = []
        for nom in dict.fromkeys(match.choisies[self.joueur]):
            if formation_valide(courante + [cat[nom]]):
                acts.append(Choix("ajouter", cible=nom, texte=f"ajouter un(e) {nom} à l'Unité ({len(courante) + 1} Troupe(s))"))
        if courante:
            acts.append(Choix("fermer", texte=f"fermer l'Unité ({', '.join(match.en_cours)})"))
        return acts

    def resolve(self, match, choice):
        if choice.quoi == "ajouter":
            match.emit(TroupeAjoutee(self.joueur, choice.cible))
        else:
            match.emit(UniteFormee(nouvelle_unite(match, self.joueur, list(match.en_cours))))


@attrs.frozen
class FinConstruction(AutoStep):
    def run(self, match):
        match.pop()
        deploiement.commencer(match)
