"""The quick reference sheet loaded from ``data/*.txt``: every table, parsed once.

Each data file keeps the sheet's own French lines; :func:`feuille` parses them (the tables
with the game's table grammar, the action lines and special rules with ``rulekit.dsl``) and
gathers the typed records in one :class:`Feuille`.
"""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from . import syntaxe as S
from .capacites import LigneSpeciale, lignes, lire_actions
from .grammaire import parse_lines

DATA = Path(__file__).parent / "data"


@attrs.frozen
class Feuille:
    sequence: tuple[S.Phase, ...]
    actions: dict[str, S.ActionDef]
    pions_impact: tuple[S.RegleImpact, ...]
    tests_action: tuple[S.Modificateur, ...]
    barrages: tuple[S.LigneBarrage, ...]
    toucher: tuple[S.Modificateur, ...]
    assaut: tuple[S.Modificateur, ...]
    ralliement: tuple[S.Modificateur, ...]
    terrain: dict[str, S.LigneTerrain]
    unites_speciales: dict[str, LigneSpeciale]   # read by rulekit.dsl (capacites.py)
    armes_speciales: dict[str, LigneSpeciale]
    victoire: S.RegleVictoire
    egalite: S.RegleEgalite
    buts: tuple[S.But, ...]
    tenir: S.TenirObjectif
    tie_break: tuple[S.LigneTieBreak, ...]

    def barrage(self, points: int) -> S.LigneBarrage:
        """The barrage row for ``points``; above the last row, the last row."""
        for ligne in self.barrages:
            if ligne.minimum <= points <= ligne.maximum:
                return ligne
        if points > self.barrages[-1].maximum:
            return self.barrages[-1]
        raise ValueError(f"pas de ligne de barrage pour {points} points")

    def speciale(self, nom: str) -> LigneSpeciale | None:
        return self.unites_speciales.get(nom) or self.armes_speciales.get(nom)


@functools.lru_cache(maxsize=1)
def feuille() -> Feuille:
    def lire(name, start):
        return parse_lines(DATA / f"{name}.txt", start)

    victoire = lire("victoire", "victoire_line")
    terrain = {}
    for ligne in lire("terrain", "terrain_line"):
        for nom in ligne.noms:
            terrain[nom] = ligne
    return Feuille(
        sequence=tuple(lire("sequence", "sequence_line")),
        actions=lire_actions(),
        pions_impact=tuple(lire("pions_impact", "pi_line")),
        tests_action=tuple(lire("tests_action", "test_line")),
        barrages=tuple(lire("barrages", "barrage_line")),
        toucher=tuple(lire("modificateurs_toucher", "toucher_line")),
        assaut=tuple(lire("modificateurs_assaut", "assaut_line")),
        ralliement=tuple(lire("ralliement", "ralliement_line")),
        terrain=terrain,
        unites_speciales=lignes("unites_speciales"),
        armes_speciales=lignes("armes_speciales"),
        victoire=next(x for x in victoire if isinstance(x, S.RegleVictoire)),
        egalite=next(x for x in victoire if isinstance(x, S.RegleEgalite)),
        buts=tuple(x for x in victoire if isinstance(x, S.But)),
        tenir=next(x for x in victoire if isinstance(x, S.TenirObjectif)),
        tie_break=tuple(lire("tie_break", "tiebreak_line")),
    )
