"""A test bench: matches built by hand (for the odds command and the tests).

``vide`` makes a match with no formation and a pause step at the bottom of the
stack; ``armee_en_memoire`` registers an army built in Python (profiles only, the
rules still come from the sheet)."""

from __future__ import annotations

import attrs

from rulekit import Step
from rulekit.steps import Roll

from . import armee as A
from . import table as T
from .match import EpicMatch


@attrs.frozen
class Pause(Step):
    """The bottom of a bench match's stack: player 0 is asked, with nothing to do."""

    def actor(self, match):
        return 0

    def actions(self, match):
        return []


def armee_en_memoire(nom, profils, armes=(), formations=(), initiative=2, strategie=1, declarees=None) -> str:
    army = A.Armee(nom, initiative, strategie, tuple(f.nom for f in formations), {a.nom: a for a in armes},
                   {p.nom: p for p in profils}, {f.nom: f for f in formations}, dict(declarees or {}))
    A.EN_MEMOIRE[nom] = army
    return nom


def vide(factions=("space_marines", "orks"), terrain=(), tour=1, scenario=0) -> EpicMatch:
    s = T.scenarios()[scenario]
    m = EpicMatch(game="epic_ref", seed=0, factions=list(factions), scenario=s.nom,
                  terrain=list(terrain), objectifs=list(s.objectifs), tour=tour)
    m.push(Pause())
    return m


def match_barrage(points, cover, unites, save):
    tireur = armee_en_memoire(
        f"banc barrage {points}", [A.Profil("Batterie", "AV", 15, 4, 6, 6, ("Obusier",))],
        [A.Arme("Obusier", 240, pb=points)], [A.FormationDef("Batterie", ("Batterie",), 100)])
    cible = armee_en_memoire(
        f"banc cible {unites} {save}", [A.Profil("Fantassin", "INF", 15, save, 6, 6)], [],
        [A.FormationDef("Cible", ("Fantassin",) * unites, 100)])
    terrain = [T.Element("Bois", 80, 80, 20, 20)] if cover else []
    m = vide((tireur, cible), terrain)
    m.ajouter_formation(0, "Batterie", 90, 10)
    f = m.ajouter_formation(1, "Cible", 90, 90)
    return m, f.id


def match_resultat(mods):
    m = vide()
    m.push(Roll(2, "résultat de l'attaquant"), Roll(2, "résultat du défenseur"))
    return m
