"""Every change of an Epic match's state, as an event with its French text."""

from __future__ import annotations

import attrs

from rulekit import Event

CAUSES = ("sauvegarde ratée", "aucune sauvegarde", "terrain dangereux", "défaite en assaut",
          "retraite", "pion impact sur formation démoralisée")


def de(nom: str) -> str:
    """« de » with elision: « d'Escadron », « de Bande »."""
    return f"d'{nom}" if nom[:1].lower() in "aeiouyéèêàh" else f"de {nom}"


def _nom(match, fid):
    """« Escadron Predator (J1) »; when another formation of the player has the same name, its
    number as the actions' labels give it: « Bande de Boyz (2, J2) »."""
    f = match.formations[fid]
    if any(g.id != f.id and g.joueur == f.joueur and g.nom == f.nom for g in match.formations):
        return f"{f.nom} ({f.id}, J{f.joueur + 1})"
    return f"{f.nom} (J{f.joueur + 1})"


def phase(k: int) -> str:
    """The sheet's « Séquence de Jeu », line ``k``: « I – Phase de Stratégie : Jet de Stratégie »."""
    from .feuille import feuille

    p = feuille().sequence[k]
    return f"{p.numero} – {p.nom} : {p.texte}"


@attrs.frozen
class TourCommence(Event):
    kind = "début du tour"
    tour: int

    def apply(self, match):
        match.tour = self.tour
        for f in match.formations:
            if f.a_agi or f.ralliee or f.action:
                match.modifier_formation(f.id, a_agi=False, ralliee=False, action="")

    def text(self, match):
        return f"— Tour {self.tour} — {phase(0)}"


@attrs.frozen
class InitiativeChoisie(Event):
    kind = "initiative"
    joueur: int

    def apply(self, match):
        match.premier = self.joueur

    def text(self, match):
        return f"Le joueur {self.joueur + 1} agit en premier. {phase(1)}."


@attrs.frozen
class ActionDeclaree(Event):
    kind = "action déclarée"
    formation: int
    action: str
    conserve: bool = False

    def apply(self, match):
        f = match.modifier_formation(self.formation, a_agi=True, action=self.action)
        if match.dernier != f.joueur:   # (a field set through its validator: only when it changes)
            match.dernier = f.joueur
        if match.conserve is not self.conserve:
            match.conserve = self.conserve

    def text(self, match):
        extra = " (conserve l'initiative)" if self.conserve else ""
        return f"{_nom(match, self.formation)} : {self.action}{extra}."


@attrs.frozen
class TestAction(Event):
    kind = "test d'action"
    formation: int
    jet: int
    modificateur: int
    seuil: int
    reussi: bool

    def text(self, match):
        verdict = "réussi" if self.reussi else "raté : Tenir et un pion impact"
        return (f"Test d'action {de(_nom(match, self.formation))} : {self.jet}"
                f"{self.modificateur:+d} contre {self.seuil}+, {verdict}.")


@attrs.frozen
class RelanceInitiative(Event):
    kind = "relance d'initiative"
    formation: int
    source: str

    def text(self, match):
        return f"{_nom(match, self.formation)} relance son test d'action."


@attrs.frozen
class SauvegardeRelancee(Event):
    """A unit rerolls a failed save by a special rule (« Relance des Svg ratées »); ``source`` the
    rule's bearer, whose use is recorded when the rule is limited (« … une fois par tour »)."""

    kind = "jet relancé"
    formation: int
    unite: int
    source: str

    def text(self, match):
        return f"{match.profil(self.formation, self.unite).nom} {de(_nom(match, self.formation))} relance sa sauvegarde."


@attrs.frozen
class JetRelance(Event):
    """A player rerolls a roll by a special rule (« Relance un jet de stratégie raté »); ``source``
    the rule's bearer, whose use is recorded when the rule is limited."""

    kind = "jet relancé"
    joueur: int
    jet: str
    source: str

    def text(self, match):
        return f"J{self.joueur + 1} relance son {self.jet}."


@attrs.frozen
class ActionChangee(Event):
    kind = "action changée"
    formation: int
    action: str

    def apply(self, match):
        match.modifier_formation(self.formation, action=self.action)

    def text(self, match):
        return f"{_nom(match, self.formation)} doit effectuer l'action {self.action}."


@attrs.frozen
class AlerteEpuisee(ActionChangee):
    """A formation in Etat d'Alerte has fired: its overwatch is spent (its action reads
    ``"… (tir effectué)"``), not a new action it must take."""

    def text(self, match):
        return f"{_nom(match, self.formation)} a tiré en état d'alerte : son état d'alerte prend fin."


@attrs.frozen
class FinDuTourCommence(Event):
    """The end phase begins (the sheet's third line of the sequence of play)."""

    kind = "fin du tour"
    tour: int

    def text(self, match):
        return phase(2) + "."


@attrs.frozen
class PionsImpact(Event):
    kind = "pions impact"
    formation: int
    n: int
    cause: str

    def apply(self, match):
        match.modifier_formation(self.formation, pions=match.formations[self.formation].pions + self.n)

    def text(self, match):
        return f"{_nom(match, self.formation)} reçoit {self.n} pion(s) impact ({self.cause})."


@attrs.frozen
class PionsRetires(Event):
    kind = "pions retirés"
    formation: int
    n: int

    def apply(self, match):
        f = match.formations[self.formation]
        match.modifier_formation(self.formation, pions=max(0, f.pions - self.n))

    def text(self, match):
        return f"{_nom(match, self.formation)} retire {self.n} pion(s) impact."


@attrs.frozen
class Deplacement(Event):
    kind = "mouvement"
    formation: int
    x: int
    y: int
    genre: str = "mouvement"

    def apply(self, match):
        match.modifier_formation(self.formation, x=self.x, y=self.y, reserve=False)

    def text(self, match):
        return f"{_nom(match, self.formation)} : {self.genre} jusqu'en ({self.x}, {self.y})."


@attrs.frozen
class ArmeTiree(Event):
    kind = "arme tirée"
    source: str
    tour: int

    def text(self, match):
        f, u, w = (int(v) for v in self.source.split("."))
        profil = match.profil(f, u)
        return f"{profil.nom} tire avec {profil.armes[w]}."


@attrs.frozen
class Touches(Event):
    kind = "touches"
    formation: int
    n: int
    contexte: str

    def text(self, match):
        return f"{_nom(match, self.formation)} subit {self.n} touche(s) ({self.contexte})."


@attrs.frozen
class Degats(Event):
    kind = "dégâts"
    formation: int
    unite: int
    n: int

    def apply(self, match):
        u = match.formations[self.formation].unites[self.unite]
        match.modifier_unite(self.formation, self.unite, degats=u.degats + self.n)

    def text(self, match):
        return f"{match.profil(self.formation, self.unite).nom} subit {self.n} point(s) de dégâts."


@attrs.frozen
class UniteDetruite(Event):
    kind = "unité détruite"
    formation: int
    unite: int
    cause: str

    def apply(self, match):
        match.modifier_unite(self.formation, self.unite, vivante=False)

    def text(self, match):
        return f"{match.profil(self.formation, self.unite).nom} {de(_nom(match, self.formation))} est détruite ({self.cause})."


@attrs.frozen
class Demoralisation(Event):
    kind = "démoralisation"
    formation: int

    def apply(self, match):
        match.modifier_formation(self.formation, demoralisee=True)

    def text(self, match):
        return f"{_nom(match, self.formation)} est démoralisée."


@attrs.frozen
class Ralliement(Event):
    kind = "ralliement"
    formation: int
    reussi: bool
    pions: int

    def apply(self, match):
        f = match.formations[self.formation]
        if self.reussi and f.demoralisee:
            match.modifier_formation(self.formation, demoralisee=False, ralliee=True, pions=self.pions)
        else:
            match.modifier_formation(self.formation, pions=self.pions)

    def text(self, match):
        verdict = "réussi" if self.reussi else "raté"
        return f"Ralliement {de(_nom(match, self.formation))} {verdict} : {self.pions} pion(s) impact."


@attrs.frozen
class ResultatAssaut(Event):
    kind = "résultat d'assaut"
    attaquant: int
    total_attaquant: int
    total_defenseur: int
    vainqueur: int   # player index

    def text(self, match):
        if self.total_attaquant == self.total_defenseur == 0:
            return f"Assaut remporté par le joueur {self.vainqueur + 1} : la formation en défense est détruite."
        return (f"Résultat de l'assaut : {self.total_attaquant} contre {self.total_defenseur}, "
                f"victoire du joueur {self.vainqueur + 1}.")


@attrs.frozen
class ObjectifsTenus(Event):
    kind = "objectifs tenus"
    joueur: int
    buts: tuple[str, ...]
    tour: int = 0

    def text(self, match):
        return f"Fin du tour {self.tour} : joueur {self.joueur + 1}, objectifs remplis : {', '.join(self.buts) or 'aucun'}."


@attrs.frozen
class PointsTieBreak(Event):
    kind = "tie-break"
    points: tuple[int, ...]

    def text(self, match):
        return f"Tie-break : {self.points[0]} points contre {self.points[1]}."
