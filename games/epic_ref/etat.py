"""The plain data of a match: units, formations, hits waiting for their saves."""

from __future__ import annotations

import attrs

from rulekit import Record


@attrs.define
class Unite:
    profil: str
    vivante: bool = True
    degats: int = 0


@attrs.define
class Formation:
    """A formation stands at one point (x, y) in cm; see README (point formations)."""

    id: int
    joueur: int
    nom: str
    cout: int
    x: int
    y: int
    unites: list[Unite] = attrs.Factory(list)
    pions: int = 0
    demoralisee: bool = False
    a_agi: bool = False
    action: str = ""
    ralliee: bool = False
    reserve: bool = False
    cible: int = -1

    @property
    def pos(self):
        return (self.x, self.y)

    def vivantes(self) -> list[int]:
        return [i for i, u in enumerate(self.unites) if u.vivante]

    @property
    def detruite(self) -> bool:
        return not any(u.vivante for u in self.unites)

    @property
    def sur_table(self) -> bool:
        return not self.reserve and not self.detruite


@attrs.frozen
class Touche(Record):
    """One hit on unit ``unite`` of formation ``formation``, waiting for its save.

    ``seuil`` is the save to roll (7: no save), ``relance`` a re-roll of a failed save,
    ``seconde`` a second save that nothing modifies (0: none), ``degats`` the damage a
    failed save does, ``cause`` the cause of destruction the log gives."""

    formation: int
    unite: int
    seuil: int
    relance: bool = False
    seconde: int = 0
    degats: int = 1
    cause: str = "sauvegarde ratée"
    rupture: bool = False

    def groupe(self):
        return (self.seuil, self.relance, self.seconde)
