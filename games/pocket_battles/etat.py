"""The plain data a Pocket Battles match is made of: troop types, tiles, units, choices.

Everything here is a frozen record so that a match saves and reloads exactly
(``rulekit.dumps``/``loads``). Rules live elsewhere; these are only nouns.
"""

from __future__ import annotations

import attrs

from rulekit import Action, Event, Record
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


class DictFige(dict, Record):
    """A dict that refuses any change, a new one replacing it when the state changes: the match's
    dicts that never or seldom change (the options, the troop catalogues, the extra dice of the
    turn) are such dicts. Being a :class:`~rulekit.Record` (frozen), copies of the match (the
    undo snapshot of each step, clones) share it instead of copying it; it reads, compares,
    saves and shows as the plain dict it holds (``__attrs_attrs__`` is None: not an attrs record
    to :func:`rulekit.plain.plain`, which reads it as a dict)."""

    __attrs_attrs__ = None

    def _fige(self, *args, **kwargs):
        raise TypeError("this dict is never changed in place (a new one replaces it)")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = __ior__ = _fige

    def __reduce__(self):
        return (type(self), (dict(self),))

    def __copy__(self):
        return self


def dict_fige(valeur) -> DictFige:
    """The converter of a field held as a :class:`DictFige`."""
    return valeur if type(valeur) is DictFige else DictFige(valeur)


class Catalogue(DictFige):
    """A player's troop types by name (their faction file's ``unité`` blocks), which never change
    during a match: what is read from them may be remembered while the catalogue is the same."""


def catalogues(valeur) -> list:
    """The ``catalogue`` field's converter: each player's troops as a :class:`Catalogue`, in a
    :class:`Figee` (a new list of catalogues replaces it, never changed in place)."""
    return Figee([c if type(c) is Catalogue else Catalogue(c) for c in valeur])


class Figee(list, Record):
    """A list that refuses any change, a new one replacing it when the state changes: the
    match's lists that change seldom (troop names, unit ids, contacts) are such lists, so that
    copies of the match (the undo snapshot of each step, clones) share them instead of copying
    them, as a :class:`DictFige` is shared; it reads, compares, saves and shows as the plain list
    it holds (``__attrs_attrs__`` is None: not an attrs record to :func:`rulekit.plain.plain`)."""

    __attrs_attrs__ = None

    def _fige(self, *args, **kwargs):
        raise TypeError("this list is never changed in place (a new one replaces it)")

    (__setitem__, __delitem__, __iadd__, __imul__, append, extend, insert, remove, pop, clear, sort,
     reverse) = (_fige,) * 12

    def __reduce__(self):
        return (Figee, (list(self),))

    def __copy__(self):
        return self

    def plus(self, x) -> "Figee":
        return Figee([*self, x])

    def moins(self, x) -> "Figee":
        """Without the first ``x`` (ValueError if none, as ``list.remove``)."""
        i = self.index(x)
        return Figee(self[:i] + self[i + 1:])


def figee(valeur) -> Figee:
    """The converter of a field held as a :class:`Figee`."""
    return valeur if type(valeur) is Figee else Figee(valeur)


def par_joueur(valeur) -> list:
    """The converter of the fields of troop names by player: each one a :class:`Figee`."""
    return [n if type(n) is Figee else Figee(n) for n in valeur]


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
