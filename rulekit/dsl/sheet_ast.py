"""The typed AST of reference-sheet lines (Epic's special units, special weapons, actions).

Terse clauses one after the other, one node type per kind of clause; re-exported by
:mod:`rulekit.dsl.ast`.
"""

from __future__ import annotations

from typing import Optional, Union

import attrs

from .ast import Quantite

frozen = attrs.frozen

__all__ = [
    "AnnuleSauvegardes", "AntiAerien", "AssautGroupe", "AttaquesSupplementaires", "AucuneSauvegarde",
    "BonusResultatAssaut", "ChoisitUniteTouchee", "Clause", "Coherence", "CompteVehicule", "DegatsEngins",
    "DoubleCharge", "Etapes", "Fiche", "FrappeEnPremier", "Geste", "IgnoreCouvert", "IgnoreMalus",
    "IgnoreTerrains", "IgnoreZonesDeControle", "Immunise", "Inclut", "JetInitiativeUnique", "JetParUnite",
    "ModifSvg", "PIParTouche", "PISupplementaire", "PasDeRetraite", "PasDetruit", "Rechargement", "RelanceJet",
    "SecondeSvg", "SvgContreMacro", "Teleportation", "TirUnique", "Vulnerable", "ZoneDeControle",
]


# Terse lines of a quick reference sheet: one node type per kind of clause.
@frozen
class Inclut:
    """« Commandant et Meneur », « Attaque surprise »: the named rules apply too."""

    regles: tuple[str, ...]


@frozen
class IgnoreTerrains:
    """« Ignore les terrains dangereux et infranchissables pendant le mouvement »."""

    genres: tuple[str, ...]
    pendant_mouvement: bool = False


@frozen
class IgnoreMalus:
    """« Ignore -1 Svg en feu croisé »."""

    valeur: int
    situation: str = "feu croisé"


@frozen
class IgnoreZonesDeControle:
    """« Ignore les zones de contrôle ennemies »."""


@frozen
class IgnoreCouvert:
    """« Ignore le modificateur de couvert au jet pour toucher » (``quoi="toucher"``),
    « Ignore les sauvegardes de couvert » (``quoi="sauvegarde"``)."""

    quoi: str


@frozen
class RelanceJet:
    """« Relance des Svg ratées », « Relance un jet d'initiative raté une fois par tour »,
    « Relance les tests de terrain dangereux ratés »."""

    jet: str                    # svg | initiative | terrain dangereux
    une_fois_par_tour: bool = False


@frozen
class SvgContreMacro:
    """« Peut faire une Svg sans relance contre macro arme »."""


@frozen
class BonusResultatAssaut:
    """« +1 au résultat des assauts »."""

    valeur: int


@frozen
class AssautGroupe:
    """« Peut lancer un assaut avec jusqu'à 3 formations en plus de la sienne ayant des unités à
    moins de 5 cm de sa formation et n'ayant pas agi »."""

    formations: int
    distance: int


@frozen
class JetInitiativeUnique:
    """« Un seul jet d'initiative est nécessaire (-1 si un PI sur n'importe quelle formation) »."""

    malus: Optional[int] = None


@frozen
class Coherence:
    """« 20 cm de distance de cohésion »."""

    distance: int


@frozen
class ZoneDeControle:
    """« Zone de contrôle de 10 cm »."""

    distance: int


@frozen
class DoubleCharge:
    """« Double mouvement en charge »."""


@frozen
class PISupplementaire:
    """« Retire un PI supplémentaire lors du regroupement et du ralliement »."""

    nombre: int = 1


@frozen
class CompteVehicule:
    """« Compte comme véhicule pour les terrains dangereux »."""


@frozen
class PasDeRetraite:
    """« Pas de mouvement de retraite obligatoire »."""


@frozen
class PasDetruit:
    """« Pas détruit si démoralisé et ennemi à 15 cm »."""

    distance: int


@frozen
class Immunise:
    """« Immunisé au dommage suite à une défaite en assaut » (``cause="défaite en assaut"``),
    « … suite à PI si démoralisé » (``cause="PI si démoralisé"``)."""

    cause: str


@frozen
class SecondeSvg:
    """« Deuxième svg à 6+ non modifiable, même contre macro arme »."""

    seuil: int
    contre_macro: bool = False


@frozen
class ChoisitUniteTouchee:
    """« Choisissent toujours l'unité touchée »."""


@frozen
class ModifSvg:
    """« -1 à la Svg »."""

    valeur: int


@frozen
class Teleportation:
    """« Apparaissent n'importe où sur la table avant un jet de stratégie »."""


@frozen
class JetParUnite:
    """« Lancer 1D6 par unité, sur un résultat de 1, l'unité reçoit un PI »."""

    des: int
    resultat: int
    pi: int = 1


@frozen
class Vulnerable:
    """« Vulnérable aux tirs AP et AC »."""

    tirs: tuple[str, ...]


@frozen
class AntiAerien:
    """« Permet de tirer sur les aéronefs »."""


@frozen
class PIParTouche:
    """« Génère un PI par touche et non par perte infligée »."""


@frozen
class AttaquesSupplementaires:
    """« Ajoute X attaque en tir, assaut ou fusillade »."""

    nombre: Quantite
    moments: tuple[str, ...]


@frozen
class FrappeEnPremier:
    """« Frappe avant l'ennemi en Assaut »."""


@frozen
class AnnuleSauvegardes:
    """« Annule les sauvegardes de blindage et de couvert »."""

    genres: tuple[str, ...]


@frozen
class TirUnique:
    """« Un tir par partie »."""


@frozen
class Rechargement:
    """« Tir un tour sur deux »."""


@frozen
class AucuneSauvegarde:
    """« Aucune sauvegarde »."""


@frozen
class DegatsEngins:
    """« inflige X points de dégâts aux Engins de guerre »."""

    nombre: Quantite


@frozen
class Geste:
    """One thing an action lets a formation do: ``genre`` = mouvement | mouvement d'assaut | tir |
    corps à corps | regroupement | tir après un mouvement adverse; ``n`` moves; ``modificateur`` to hit."""

    genre: str
    n: int = 1
    modificateur: int = 0


@frozen
class Etapes:
    """An action line: « Deux mvts, puis un tir à -1 pour toucher »: steps in order, each a choice
    between gestes; ``sans_tir`` for « pas de tir »."""

    etapes: tuple[tuple[Geste, ...], ...]
    sans_tir: bool = False


Clause = Union[Inclut, IgnoreTerrains, IgnoreMalus, IgnoreZonesDeControle, IgnoreCouvert, RelanceJet, SvgContreMacro,
               BonusResultatAssaut, AssautGroupe, JetInitiativeUnique, Coherence, ZoneDeControle, DoubleCharge,
               PISupplementaire, CompteVehicule, PasDeRetraite, PasDetruit, Immunise, SecondeSvg,
               ChoisitUniteTouchee, ModifSvg, Teleportation, JetParUnite, Vulnerable, AntiAerien, PIParTouche,
               AttaquesSupplementaires, FrappeEnPremier, AnnuleSauvegardes, TirUnique, Rechargement,
               AucuneSauvegarde, DegatsEngins, Etapes]


@frozen
class Fiche:
    """A line of a reference sheet: clauses one after the other (no sentence around them)."""

    clauses: tuple[Clause, ...]
