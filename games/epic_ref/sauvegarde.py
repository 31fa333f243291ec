"""Saving throws: each hit is saved by the unit it was allocated to; re-rolls and second
saves follow.

A save per hit, on its unit (README "Shooting and barrages"): a unit hit several times
throws its own dice, one per hit, and any failure destroys it (a war engine takes each
failure's damage). Units hit once, alike (same profile and damage) and with the same save,
throw theirs as one chance node: which of identical units falls changes nothing, so the
failures fall on the first of them in allocation order.
"""

from __future__ import annotations

import attrs

from rulekit import AutoStep
from rulekit.steps import Roll
from rulekit.validators import one_of

from .etat import Touche
from .evenements import Degats, SauvegardeRelancee, UniteDetruite

ETAPES = ("armure", "relance", "seconde")


@attrs.frozen
class Sauvegardes(AutoStep):
    touches: tuple[Touche, ...]

    def run(self, match):
        match.pop()
        if not self.touches:
            return
        cle = noeud(match, self.touches, self.touches[0])
        groupe = tuple(t for t in self.touches if noeud(match, self.touches, t) == cle)
        reste = tuple(t for t in self.touches if noeud(match, self.touches, t) != cle)
        match.push(JetSauvegarde(groupe, "armure"), Sauvegardes(reste))


def noeud(match, touches, t: Touche) -> tuple:
    """The chance node of ``t``'s save among ``touches``: its unit's own when that unit has other
    hits with the same save; else shared with the units alike hit once with the same save."""
    meme = sum(1 for u in touches if (u.formation, u.unite, u.groupe()) == (t.formation, t.unite, t.groupe()))
    if meme > 1:
        return (t.formation, t.groupe(), "unité", t.unite)
    u = match.formations[t.formation].unites[t.unite]
    return (t.formation, t.groupe(), "une touche", u.profil, u.degats)


def _seuil(t: Touche, etape: str) -> int:
    if etape == "armure":
        return t.seuil
    if etape == "relance":
        return t.seuil if t.relance else 0
    return t.seconde


@attrs.frozen
class JetSauvegarde(AutoStep):
    """Roll this stage's save for every hit in ``touches`` (all alike), or pass them on."""

    touches: tuple[Touche, ...]
    etape: str = attrs.field(validator=one_of(ETAPES))
    demandees: bool = False   # the rerolls asked (« relance »: these hits are rerolled)

    def run(self, match):
        match.pop()
        if self.etape == "relance" and self.touches[0].relance and not self.demandees:
            oui = relances(match, self.touches)
            relancees = tuple(t for k, t in enumerate(self.touches) if k in oui)
            autres = tuple(t for k, t in enumerate(self.touches) if k not in oui)   # a limited reroll used up
            match.push(*((JetSauvegarde(relancees, "relance", True),) if relancees else ()),
                       *((_suite(autres, "relance"),) if autres else ()))
            return
        seuil = _seuil(self.touches[0], self.etape)
        if seuil == 0:        # no such stage for these hits: they stay failed
            match.push(_suite(self.touches, self.etape))
        elif seuil >= 7:      # no save at all: every hit fails this stage
            match.push(_suite(self.touches, self.etape))
        else:
            key = f"sauvegarde ({self.etape})"
            match.push(Roll(len(self.touches), key), JugerSauvegarde(self.touches, self.etape, key))


def relances(match, touches) -> set[int]:
    """The failed saves rerolled (their indices), in allocation order: each is asked again when it
    is rerolled (a rule limited to « une fois par tour » answers while its uses allow), and the
    rule's bearer is recorded (event « jet relancé », its ``source``)."""
    out = set()
    for k, t in enumerate(touches):
        source = match.query("relance svg", False, cible=f"{t.formation}.{t.unite}")
        if source:
            if isinstance(source, str):
                match.emit(SauvegardeRelancee(t.formation, t.unite, source))
            out.add(k)
    return out


def _suite(rates, etape):
    i = ETAPES.index(etape)
    if not rates or i == len(ETAPES) - 1:
        return AppliquerDegats(rates)
    return JetSauvegarde(rates, ETAPES[i + 1])


@attrs.frozen
class JugerSauvegarde(AutoStep):
    touches: tuple[Touche, ...]
    etape: str = attrs.field(validator=one_of(ETAPES))
    key: str

    def run(self, match):
        match.pop()
        seuil = _seuil(self.touches[0], self.etape)
        k = sum(1 for v in match.rolls[self.key] if v < seuil)
        match.push(_suite(self.touches[:k], self.etape))


@attrs.frozen
class AppliquerDegats(AutoStep):
    touches: tuple[Touche, ...]

    def run(self, match):
        match.pop()
        for t in self.touches:
            unite = match.formations[t.formation].unites[t.unite]
            if not unite.vivante:
                continue
            structure = match.profil(t.formation, t.unite).structure
            if structure > 1:
                match.emit(Degats(t.formation, t.unite, t.degats))
                if match.formations[t.formation].unites[t.unite].degats < structure:
                    continue
            match.emit(UniteDetruite(t.formation, t.unite, t.cause))
            compteurs = match.compteurs   # never changed in place: a new one replaces it
            match.compteurs = {**compteurs, "pertes": compteurs.get("pertes", 0) + 1,
                               **({"pertes rupture": compteurs.get("pertes rupture", 0) + 1} if t.rupture else {})}
