"""The plain data of a match: units, formations, hits waiting for their saves.

Units and formations are frozen: an event replaces a formation by an updated copy
(``EpicMatch.modifier_formation`` / ``modifier_unite``, ``match.copie``), so
``Match.clone`` shares them between clones instead of copying them, which makes a
clone cheap enough for the search agents (deep-copying them cost most of a clone).
They are not registered records: a save writes them exactly as before.
"""

from __future__ import annotations

import attrs

from rulekit import Record
from rulekit.validators import at_least, natural, player, ref


@attrs.frozen
class Unite:
    profil: str
    vivante: bool = True
    degats: int = attrs.field(default=0, validator=natural)

    def __deepcopy__(self, memo):  # frozen: clones share it
        return self


class Unites(tuple):
    """A formation's units: a tuple of frozen records that never changes (a changed unit is a new
    tuple), so the ranks of the living ones are read once, when it is made (``vivantes``): whether
    a formation stands on the table is asked of every formation at every step. ``reponses``: the
    answers read from these units and their profiles only (:func:`memo.selon_unites`), kept with
    them; a copy or a pickle is made from the units alone."""

    def __new__(cls, unites=()):
        new = super().__new__(cls, unites)
        new.vivantes = tuple([i for i, u in enumerate(new) if u.vivante])
        new.reponses = {}
        return new

    def __reduce__(self):
        return (type(self), (tuple(self),))


def en_unites(valeur) -> Unites:
    """A formation's ``unites`` as :class:`Unites` (the converter of the field: any iterable of units)."""
    return valeur if type(valeur) is Unites else Unites(valeur)


@attrs.frozen
class Formation:
    """A formation stands at one point (x, y) in cm; see README (point formations)."""

    id: int = attrs.field(validator=natural)
    joueur: int = attrs.field(validator=player)
    nom: str
    cout: int = attrs.field(validator=natural)
    x: int
    y: int
    unites: tuple[Unite, ...] = attrs.field(default=(), converter=en_unites)
    pions: int = attrs.field(default=0, validator=natural)
    demoralisee: bool = False
    a_agi: bool = False
    action: str = ""
    ralliee: bool = False
    reserve: bool = False
    cible: int = attrs.field(default=-1, validator=at_least(-1))

    def __deepcopy__(self, memo):  # frozen: clones share it
        return self

    @property
    def pos(self):
        return (self.x, self.y)

    def vivantes(self) -> list[int]:
        return list(self.unites.vivantes)

    @property
    def detruite(self) -> bool:
        return not self.unites.vivantes   # (read once per tuple of units: :class:`Unites`)

    @property
    def sur_table(self) -> bool:
        return not self.reserve and self.unites.vivantes != ()   # not detruite, said at once


@attrs.frozen
class Touche(Record):
    """One hit on unit ``unite`` of formation ``formation``, waiting for its save.

    ``seuil`` is the save to roll (7: no save), ``relance`` a re-roll of a failed save,
    ``seconde`` a second save that nothing modifies (0: none), ``degats`` the damage a
    failed save does, ``cause`` the cause of destruction the log gives."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    unite: int = attrs.field(validator=natural)
    seuil: int
    relance: bool = False
    seconde: int = 0
    degats: int = attrs.field(default=1, validator=natural)
    cause: str = "sauvegarde ratée"
    rupture: int = 0   # markers per hit (« PI par touche »): its loss gives none

    def groupe(self):
        return (self.seuil, self.relance, self.seconde)
