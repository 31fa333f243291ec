"""The plain data a Pocket Battles match is made of: troop types, tiles, units, choices.

Everything here is a frozen record so that a match saves and reloads exactly
(``rulekit.dumps``/``loads``). Rules live elsewhere; these are only nouns.
"""

from __future__ import annotations

import attrs

from rulekit import Action, Event, Record
from rulekit.frozen import FrozenDict, FrozenList, frozen_list
from rulekit.validators import between, natural, one_of, player

# The zones of one player's half, and the shared combat zone (the rule book's 3×5 grid).
ARRIERE, AVANT, COMBAT = "arrière", "avant", "combat"
# Where a unit is when it is not on the battlefield.
RESERVE, DETRUITE = "réserve", "détruite"
ZONES = (ARRIERE, AVANT, COMBAT, RESERVE, DETRUITE)
#: What an attack is: an ordered combat, a riposte, the free blows at a unit leaving a combat, a shot.
NATURES = ("combat", "riposte", "abandon", "tir")


@attrs.frozen
class Troupe(Record):
    """A troop type as printed on its tile (one ``unité`` block of a faction file)."""

    nom: str
    cout: int  # Deployment Points
    formation: int
    combat: tuple[int, ...]  # black Combat dice: the faces that hit
    tir: tuple[int, ...]  # white Shooting dice
    blessures: int  # Wound points (PB)
    caracteristiques: tuple[str, ...] = ()
    nombre: int = 1  # tiles in the box


class Catalogue(FrozenDict):
    """A player's troop types by name (their faction file's ``unité`` blocks), which never change
    during a match: what is read from them may be remembered while the catalogue is the same."""


def catalogues(valeur) -> FrozenList:
    """The ``catalogue`` field's converter: each player's troops as a :class:`Catalogue`, in a
    :class:`~rulekit.frozen.FrozenList` (a new list of catalogues replaces it)."""
    return FrozenList([c if type(c) is Catalogue else Catalogue(c) for c in valeur])


def par_joueur(valeur) -> FrozenList:
    """The converter of the fields of troop names by player: each one a
    :class:`~rulekit.frozen.FrozenList`, in a FrozenList (a new one replaces it: :func:`remplacer`)."""
    if type(valeur) is FrozenList and all(type(n) is FrozenList for n in valeur):
        return valeur
    return FrozenList([frozen_list(n) for n in valeur])


def remplacer(valeurs: list, joueur: int, valeur) -> FrozenList:
    """``valeurs`` with ``valeur`` in place of player ``joueur``'s item: a new FrozenList."""
    nouvelles = list(valeurs)
    nouvelles[joueur] = valeur
    return FrozenList(nouvelles)


@attrs.frozen
class Tuile(Record):
    """One troop tile of a unit, with the Wound tokens on it."""

    nom: str
    blessures: int = attrs.field(default=0, validator=natural)


@attrs.frozen
class Unite(Record):
    """A unit: its tiles, where it stands and the Order tokens on it.

    ``secteur`` is the column 0–2 as seen from player 2's side of the table
    (player 2's left is column 0, which is player 1's right).
    """

    id: str
    joueur: int = attrs.field(validator=player)
    troupes: tuple[Tuile, ...]
    zone: str = attrs.field(default=RESERVE, validator=one_of(ZONES))
    secteur: int = attrs.field(default=-1, validator=between(-1, 2))
    ordres: int = attrs.field(default=0, validator=natural)

    def avec(self, *, troupes=None, zone=None, secteur=None, ordres=None) -> "Unite":
        """The same unit with the fields given changed (as ``attrs.evolve``, its validators run),
        made directly: units change at almost every step."""
        return Unite(self.id, self.joueur, self.troupes if troupes is None else troupes,
                     self.zone if zone is None else zone, self.secteur if secteur is None else secteur,
                     self.ordres if ordres is None else ordres)


@attrs.frozen
class Choix(Action):
    """Every decision of the game: what it is (``quoi``), about which units and zone, and its French text."""

    quoi: str
    unite: str = ""
    cible: str = ""
    zone: str = ""
    secteur: int = -1
    n: int = 0
    texte: str = ""

    @property
    def label(self) -> str:
        return self.texte

    @property
    def concession(self) -> bool:
        """Conceding the battle: random play leaves it aside (rulekit.match.random_action)."""
        return self.quoi == "céder"


@attrs.frozen
class Annonce(Event):
    """A line of the log that changes nothing (a reaction declined, a board picture...)."""

    kind = "annonce"
    texte: str

    def text(self, match):
        return self.texte
