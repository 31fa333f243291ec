"""Every change of a Pocket Battles state is one of these events (applied, logged, offered to the characteristics).

The ``kind`` of each event is the French name the characteristics' DSL uses to
react to it (vocabulaire.txt lists them). The turn's own records follow the same rule:
who redeployed (:class:`UniteDeplacee` of a redeployment), who took the turn's orders
and the extra dice an order gives (:class:`OrdreDonne`), used when they are rolled
(:class:`AttaqueLancee`), lapsing at the end of the turn (:class:`Tableau`) and all
afresh at the next (:class:`NouveauTour`).
"""

from __future__ import annotations

import copy

import attrs

from rulekit import Event
from rulekit.frozen import FrozenDict, FrozenList, frozen_list

from .champ_de_bataille import nom_zone
from .etat import DETRUITE, Unite, remplacer

#: the comment of a free redeployment at the start of a turn (that unit may not act then)
REDEPLOIEMENT = "redéploiement"
#: the attacks an order starts: they roll the extra dice an order gave (Exciter)
ATTAQUES_ORDONNEES = ("combat", "tir")


def _nom(match, uid):
    """A unit in the log is named by its id: its tiles change later, the log must stay true."""
    return uid


@attrs.frozen
class AttaquantDesigne(Event):
    kind = "attaquant désigné"
    joueur: int
    des: tuple[int, int]

    def apply(self, match):
        match.attaquant = self.joueur

    def text(self, match):
        return (f"Dés de déploiement : joueur 1 {self.des[0]}, joueur 2 {self.des[1]} ; "
                f"le joueur {self.joueur + 1} est l'Attaquant.")


@attrs.frozen
class TroupeChoisie(Event):
    kind = "troupe choisie"
    joueur: int
    nom: str

    def apply(self, match):
        match.choisies = remplacer(match.choisies, self.joueur, frozen_list(match.choisies[self.joueur]).added(self.nom))

    def text(self, match):
        return f"Joueur {self.joueur + 1} : prend un(e) {self.nom}."


@attrs.frozen
class TroupeAjoutee(Event):
    kind = "troupe ajoutée"
    joueur: int
    nom: str

    def apply(self, match):
        match.choisies = remplacer(match.choisies, self.joueur, frozen_list(match.choisies[self.joueur]).removed(self.nom))
        match.en_cours = frozen_list(match.en_cours).added(self.nom)

    def text(self, match):
        return f"Joueur {self.joueur + 1} : ajoute un(e) {self.nom} à l'Unité en formation."


@attrs.frozen
class UniteFormee(Event):
    kind = "unité formée"
    unite: Unite

    def apply(self, match):
        match.ajouter_unite(self.unite)
        if match.en_cours:
            match.en_cours = []
        match.compter("armee_pd", self.unite.joueur, sum(match.troupe(self.unite.joueur, t.nom).cout for t in self.unite.troupes))

    def text(self, match):
        compte: dict[str, int] = {}
        for tuile in self.unite.troupes:
            compte[tuile.nom] = compte.get(tuile.nom, 0) + 1
        corps = ", ".join(f"{n}×{k}" if k > 1 else n for n, k in compte.items())
        return f"Joueur {self.unite.joueur + 1} : forme l'Unité {self.unite.id} [{corps}]."


@attrs.frozen
class JetonsRecus(Event):
    """Tokens join (or, negative, leave) a player's pool: size/10 at the start, Meneur's token later."""

    kind = "jetons reçus"
    joueur: int
    n: int
    raison: str = ""

    def apply(self, match):
        match.compter("reserve", self.joueur, self.n)
        match.compter("jetons", self.joueur, self.n)

    def text(self, match):
        verbe = "reçoit" if self.n >= 0 else "rend"
        return f"Joueur {self.joueur + 1} : {verbe} {abs(self.n)} jeton(s) Ordre/Blessure{' (' + self.raison + ')' if self.raison else ''}."


@attrs.frozen
class JetonRendu(Event):
    """One token leaves the player (back to the box) from wherever ``source`` says (Meneur destroyed)."""

    kind = "jeton rendu"
    joueur: int
    source: str  # "réserve", "de côté", a unit id, or "blessure:<unit id>:<index>"
    raison: str = ""

    def apply(self, match):
        p = self.joueur
        match.compter("jetons", p, -1)
        if self.source == "réserve":
            match.compter("reserve", p, -1)
        elif self.source == "de côté":
            match.compter("de_cote", p, -1)
        elif self.source.startswith("blessure:"):
            _, uid, i = self.source.split(":")
            match.changer_blessures(uid, int(i), -1)
        else:
            u = match.unite(self.source)
            match.maj(u.avec(ordres=u.ordres - 1))

    def text(self, match):
        if self.source.startswith("blessure:"):
            _, uid, i = self.source.split(":")
            d = f"une blessure de {uid}"
        else:
            d = {"réserve": "un jeton inutilisé", "de côté": "un jeton mis de côté"}.get(
                self.source, f"un jeton d'ordre de {self.source}")
        return f"Joueur {self.joueur + 1} : rend {d} ({self.raison})."


@attrs.frozen
class UniteDeplacee(Event):
    kind = "unité déplacée"
    unite: str
    zone: str
    secteur: int
    comment: str = ""

    def apply(self, match):
        u = match.unite(self.unite)
        match.maj(u.avec(zone=self.zone, secteur=self.secteur))
        if self.comment == REDEPLOIEMENT:
            match.poser("redeploye", self.unite)

    def text(self, match):
        u = match.unite(self.unite)
        quoi = f" ({self.comment})" if self.comment else ""
        return f"{_nom(match, self.unite)} → {nom_zone(u.joueur, self.zone, self.secteur)}{quoi}."


@attrs.frozen
class OrdreDonne(Event):
    """Order tokens go from the player's unused ones onto the unit (``cout`` of them).

    ``action_du_tour``: the order is the turn's action of that unit (it may not take
    another this turn); ``bonus_des`` > 0: an order for more dice, that many more to
    ``bonus_pour``'s next ordered attack this turn (Exciter).
    """

    kind = "ordre donné"
    joueur: int
    unite: str
    action: str
    cout: int
    action_du_tour: bool = False
    bonus_pour: str = ""
    bonus_des: int = 0

    def apply(self, match):
        match.compter("reserve", self.joueur, -self.cout)
        u = match.unite(self.unite)
        match.maj(u.avec(ordres=u.ordres + self.cout))
        if self.action_du_tour:
            match.poser("ordonnees", frozen_list(match.ordonnees).added(self.unite))
        if self.bonus_des:
            avant = match.bonus_des.get(self.bonus_pour, 0)
            match.poser("bonus_des", FrozenDict({**match.bonus_des, self.bonus_pour: avant + self.bonus_des}))

    def text(self, match):
        return f"Ordre « {self.action} » à {_nom(match, self.unite)} : {self.cout} jeton(s)."


@attrs.frozen
class JetonMisDeCote(Event):
    kind = "jeton mis de côté"
    joueur: int
    raison: str

    def apply(self, match):
        match.compter("reserve", self.joueur, -1)
        match.compter("de_cote", self.joueur, +1)

    def text(self, match):
        return f"Joueur {self.joueur + 1} : un jeton Ordre mis de côté ({self.raison})."


@attrs.frozen
class CaracteristiqueUtilisee(Event):
    kind = "caractéristique utilisée"
    unite: str
    nom: str

    def text(self, match):
        return f"{_nom(match, self.unite)} utilise sa caractéristique « {self.nom} »."


@attrs.frozen
class AttaqueLancee(Event):
    """The hits one roll scores (before any wound is placed). An ordered attack has
    rolled the extra dice an order gave its unit this turn: they are used up."""

    kind = "coups portés"
    attaquant: str
    cible: str
    nature: str  # "combat", "riposte", "tir", "abandon"
    des: tuple[int, ...]
    coups: int

    def apply(self, match):
        if self.nature in ATTAQUES_ORDONNEES:
            if self.attaquant in match.bonus_des:
                match.poser("bonus_des", FrozenDict({k: n for k, n in match.bonus_des.items() if k != self.attaquant}))

    def text(self, match):
        verbe = {"tir": "tire sur", "riposte": "riposte contre", "abandon": "frappe"}.get(self.nature, "attaque")
        return (f"{_nom(match, self.attaquant)} {verbe} {_nom(match, self.cible)} : "
                f"dés {' '.join(map(str, self.des)) or '—'} → {self.coups} coup(s).")


@attrs.frozen
class BlessurePlacee(Event):
    """A Wound token on a tile, taken from ``source``: "réserve", "de côté" or a unit's orders."""

    kind = "blessure"
    unite: str
    index: int
    source: str
    nom: str = ""  # the tile's name, for the log

    def apply(self, match):
        u = match.unite(self.unite)
        p = u.joueur
        if self.source == "réserve":
            match.compter("reserve", p, -1)
        elif self.source == "de côté":
            match.compter("de_cote", p, -1)
        else:
            s = match.unite(self.source)
            match.maj(s.avec(ordres=s.ordres - 1))
        match.changer_blessures(self.unite, self.index, +1)

    def text(self, match):
        u = match.unite(self.unite)
        src = {"réserve": "jeton inutilisé", "de côté": "jeton mis de côté"}.get(self.source)
        src = src or f"jeton d'ordre de {self.source}"
        return f"Blessure sur {self.nom or 'une Troupe'} de {self.unite} ({src})."


@attrs.frozen
class TroupeRetiree(Event):
    """A tile leaves its unit and goes to the opponent's tally; its Wound tokens are set aside."""

    kind = "troupe retirée"
    unite: str
    index: int
    nom: str = ""

    def apply(self, match):
        u = match.unite(self.unite)
        tuile = u.troupes[self.index]
        match.compter("de_cote", u.joueur, tuile.blessures)
        match.compter("detruit", 1 - u.joueur, match.troupe(u.joueur, tuile.nom).cout)
        match.poser("pertes", remplacer(match.pertes, u.joueur, frozen_list(match.pertes[u.joueur]).added(tuile.nom)))
        reste = u.troupes[: self.index] + u.troupes[self.index + 1:]
        match.maj(u.avec(troupes=reste))

    def text(self, match):
        return f"{self.unite} perd un(e) {self.nom or 'Troupe'} (donné(e) à l'adversaire)."


@attrs.frozen
class UniteDetruite(Event):
    """The unit lost its last Troop. ``troupes``: the Troops it had when it was last on the
    battlefield, whose characteristics hear their own unit's destruction (« Quand cette Unité
    est détruite … »: :meth:`~.match.PocketBattles.emit`)."""

    kind = "unité détruite"
    unite: str
    par: str = ""
    troupes: tuple[str, ...] = attrs.field(default=(), converter=tuple)

    def apply(self, match):
        u = match.unite(self.unite)
        match.compter("de_cote", u.joueur, u.ordres)
        match.maj(u.avec(zone=DETRUITE, ordres=0))
        match.poser("contacts", FrozenList([c for c in match.contacts if self.unite not in c]))

    def text(self, match):
        return f"L'Unité {self.unite} est détruite."


@attrs.frozen
class ContactEtabli(Event):
    kind = "contact"
    a: str
    b: str

    def apply(self, match):
        match.poser("contacts", frozen_list(match.contacts).added((self.a, self.b)))

    def text(self, match):
        return f"Contact : {_nom(match, self.a)} et {_nom(match, self.b)}."


@attrs.frozen
class ContactRompu(Event):
    kind = "contact rompu"
    a: str
    b: str

    def apply(self, match):
        match.poser("contacts", FrozenList([c for c in match.contacts if set(c) != {self.a, self.b}]))

    def text(self, match):
        return f"Fin du contact entre {self.a} et {self.b}."


@attrs.frozen
class AttaqueResolue(Event):
    """An attack is over (wounds placed, casualties removed); characteristics react to it."""

    kind = "attaque résolue"
    attaquant: str
    cible: str
    nature: str
    charge: bool
    coups: int
    detruite: bool

    @property
    def moment(self) -> str:
        """« Combat » or « Tir » (« Quand cette Unité détruit une Unité ennemie lors d'un Tir »)."""
        from .combat import moment

        return moment(self.nature)

    def text(self, match):
        issue = "détruite" if self.detruite else "tient bon"
        return f"Fin de l'attaque de {self.attaquant} sur {self.cible} ({self.cible} {issue})."


@attrs.frozen
class BlessureRetiree(Event):
    """A Wound token comes off a tile back to the unused tokens."""

    kind = "blessure retirée"
    unite: str
    index: int
    raison: str = ""
    nom: str = ""  # the tile's name, for the log

    def apply(self, match):
        u = match.unite(self.unite)
        match.changer_blessures(self.unite, self.index, -1)
        match.compter("reserve", u.joueur, +1)

    def text(self, match):
        return f"Blessure retirée de {self.nom or 'une Troupe'} de {self.unite} ({self.raison})."


@attrs.frozen
class JetonsRepris(Event):
    """End of round: Order tokens on units and the tokens set aside go back to the unused ones."""

    kind = "jetons repris"
    joueur: int

    def apply(self, match):
        p = self.joueur
        repris = match.de_cote[p]
        for u in list(match.unites):
            if u.joueur == p and u.ordres:
                repris += u.ordres
                match.maj(u.avec(ordres=0))
        match.compter("reserve", p, repris)
        match.compter("de_cote", p, -match.de_cote[p])

    def text(self, match):
        return f"Joueur {self.joueur + 1} reprend ses jetons : {match.reserve[self.joueur]} disponibles."


@attrs.frozen
class NouvelleManche(Event):
    kind = "manche"
    numero: int
    premier: int

    def apply(self, match):
        match.manche = self.numero
        match.premier = self.premier
        match.tours = 0

    def text(self, match):
        return f"— Manche {self.numero} : le joueur {self.premier + 1} joue en premier. —"


@attrs.frozen
class NouveauTour(Event):
    """A player's turn begins: the turn's own records (who redeployed, who took orders,
    extra dice, the combats engaged at its start) start afresh."""

    kind = "début de tour"
    joueur: int
    engages: tuple[str, ...]

    def apply(self, match):
        # a field is set only when it changes (the turn's records are most often empty already),
        # as its converter would make it (:meth:`~.match.PocketBattles.poser`)
        match.poser("tours", match.tours + 1)
        if match.redeploye:
            match.poser("redeploye", "")
        if match.ordonnees:
            match.poser("ordonnees", FrozenList())
        if match.bonus_des:
            match.poser("bonus_des", FrozenDict())
        if len(match.engages_debut) != len(self.engages) or tuple(match.engages_debut) != self.engages:
            match.poser("engages_debut", FrozenList(self.engages))

    def text(self, match):
        return f"Tour du joueur {self.joueur + 1}."


@attrs.frozen
class Tableau(Event, tag="tableau"):
    """The 15 zones, their units and the tokens after a turn, as the log draws them when it is
    read (:func:`.tableau.tableau`) from what the event keeps: the units and the players'
    counts then (the rest of what the drawing reads does not change during a match). The turn
    is over: the extra dice an order gave and no attack rolled lapse."""

    kind = "tableau"
    unites: tuple[Unite, ...]
    reserve: tuple[int, ...]
    de_cote: tuple[int, ...]
    jetons: tuple[int, ...]
    detruit: tuple[int, ...]
    armee_pd: tuple[int, ...]

    @classmethod
    def de(cls, match) -> "Tableau":
        return cls(tuple(match.unites), *(tuple(getattr(match, name)) for name in _COMPTES))

    def apply(self, match):
        if match.bonus_des:  # set only when it changes
            match.poser("bonus_des", FrozenDict())

    def text(self, match):
        from .tableau import tableau

        alors = copy.copy(match)  # the match as it was then, for the drawing to read
        object.__setattr__(alors, "unites", list(self.unites))
        for name in _COMPTES:
            object.__setattr__(alors, name, list(getattr(self, name)))
        return tableau(alors)


_COMPTES = ("reserve", "de_cote", "jetons", "detruit", "armee_pd")


@attrs.frozen
class TableauDessine(Event, tag="Tableau"):
    """A turn's end as saves written before the board was drawn on demand hold it, drawn as
    text: such saves still load, and their log reads as it did."""

    kind = "tableau"
    texte: str

    def apply(self, match):
        if match.bonus_des:  # set only when it changes
            match.poser("bonus_des", FrozenDict())

    def text(self, match):
        return self.texte
