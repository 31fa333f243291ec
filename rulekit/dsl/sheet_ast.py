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
    "AnnuleSauvegardes", "AntiAerien", "AssautGroupe", "Aura", "AttaquesSupplementaires", "Aucun", "ChoisitUniteTouchee",
    "Clause", "ConsidereComme", "DegatsEngins", "Distance", "Double", "Etapes", "Fiche", "FrappeEnPremier", "Geste",
    "Ignore", "Immunise", "Inclut", "Nomme", "JetInitiativeUnique", "JetParUnite", "Limite", "Modificateur", "PIParTouche",
    "PISupplementaire", "PasDetruit", "Rechargement", "RelanceJet", "SauvegardeContre", "SecondeSvg",
    "Teleportation", "Vulnerable",
]


# Terse lines of a quick reference sheet. Nouns are the game's (vocabulary singular); a noun with
# its complements is written as one canonical string: « terrain dangereux », « zone de contrôle
# ennemi », « résultat d'assaut », « sauvegarde de couvert » (adjectives in their masculine singular).
@frozen
class Inclut:
    """« Commandant et Meneur », « Attaque surprise »: the named rules apply too."""

    regles: tuple[str, ...]


@frozen
class Modificateur:
    """A signed change to a roll or a value: « -1 à la Svg » (-1, sauvegarde), « +1 au résultat des
    assauts » (+1, résultat d'assaut), « le modificateur de couvert au jet pour toucher » (no value,
    jet pour toucher, source couvert); ``en`` the situation (« en feu croisé »)."""

    valeur: Optional[int]
    jet: str
    source: Optional[str] = None
    en: Optional[str] = None
    de: Optional[str] = None    # whose roll, when written: « -1 à la Svg de la cible » (cible)


@frozen
class Ignore:
    """« Ignore les terrains dangereux » (one clause per thing ignored), « Ignore -1 Svg en feu croisé »
    (a Modificateur), « … pendant le mouvement » (``pendant``)."""

    quoi: Union[str, Modificateur]
    pendant: Optional[str] = None


@frozen
class RelanceJet:
    """« Relance des Svg ratées », « Relance un jet d'initiative raté une fois par tour »,
    « Relance un jet de stratégie raté une fois par partie »: the roll named by its noun;
    ``limite`` (times, per what: « tour » | « partie ») when the line limits its uses."""

    jet: str                    # sauvegarde | jet d'initiative | test de terrain dangereux | jet de stratégie…
    limite: Optional[tuple[int, str]] = None


@frozen
class SauvegardeContre:
    """« Peut faire une Svg sans relance contre macro arme »: a save is allowed against ``arme``."""

    arme: str
    relance: bool = False


@frozen
class Distance:
    """« 20 cm de distance de cohésion », « Zone de contrôle de 10 cm »."""

    quoi: str
    cm: int


@frozen
class Double:
    """« Double mouvement en charge », « Mouvement doublé en charge », « Triple mouvement en
    retraite »: ``quoi`` multiplied by ``facteur`` (2 double, 3 triple) ``en`` a situation."""

    quoi: str
    en: Optional[str] = None
    facteur: int = 2


@frozen
class ConsidereComme:
    """« Compte comme véhicule pour les terrains dangereux », « Est considéré comme un véhicule … »."""

    comme: str
    pour: Optional[str] = None


@frozen
class Aucun:
    """« Aucune sauvegarde », « Pas de mouvement de retraite obligatoire »."""

    quoi: str


@frozen
class Limite:
    """« Un tir par partie », « Deux tirs par partie »: ``nombre`` uses of ``quoi`` per ``par``."""

    nombre: int
    quoi: str
    par: str


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
class PISupplementaire:
    """« Retire un PI supplémentaire lors du regroupement et du ralliement »."""

    nombre: int = 1
    lors: tuple[str, ...] = ("ralliement", "regroupement")


@frozen
class PasDetruit:
    """« Pas détruit si démoralisé et ennemi à 15 cm » (``distance``), « N'est pas détruite en retraite »
    (``en``: when, the game's retreat, whose enemy distance is the game's)."""

    distance: Optional[int] = None
    en: Optional[str] = None


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
class Teleportation:
    """« Apparaissent n'importe où sur la table avant un jet de stratégie »."""

    avant: str = "jet de stratégie"


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
    """« Génère un PI par touche et non par perte infligée », « Génère deux PI par touche »:
    ``nombre`` markers per hit instead of one per loss (« et non par perte infligée » says the
    same: markers by hit replace markers by loss); « Génère un PI supplémentaire par touche »
    (``en_plus``): markers per hit on top of those of the losses."""

    nombre: int = 1
    en_plus: bool = False


@frozen
class AttaquesSupplementaires:
    """« Ajoute X attaque en tir, assaut ou fusillade »."""

    nombre: Quantite
    moments: tuple[str, ...]


@frozen
class FrappeEnPremier:
    """« Frappe avant l'ennemi en Assaut », « Frappe en premier au corps à corps » (``en``: the moment)."""

    en: str = "assaut"


@frozen
class AnnuleSauvegardes:
    """« Annule les sauvegardes de blindage et de couvert »."""

    genres: tuple[str, ...]


@frozen
class Rechargement:
    """« Tir un tour sur deux »."""

    tours: int = 2


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
    apres: Optional[str] = None   # « Peut tirer après un mouvement adverse »: tir, after that


@frozen
class Etapes:
    """An action line: « Deux mvts, puis un tir à -1 pour toucher »: steps in order, each a choice
    between gestes; ``sans_tir`` for « pas de tir »."""

    etapes: tuple[tuple[Geste, ...], ...]
    sans_tir: bool = False


@frozen
class Aura:
    """« Les formations à moins de 15 cm relancent leurs tests d'action ratés »: ``clause`` holds
    for the bearer's side's ``qui`` (formation | unité) within ``cm`` of the bearer, not for the
    bearer alone."""

    qui: str
    cm: int
    clause: "Clause"


Clause = Union[Inclut, Modificateur, Ignore, RelanceJet, SauvegardeContre, Distance, Double, ConsidereComme, Aucun,
               Limite, AssautGroupe, JetInitiativeUnique, PISupplementaire, PasDetruit, Immunise, SecondeSvg,
               ChoisitUniteTouchee, Teleportation, JetParUnite, Vulnerable, AntiAerien, PIParTouche,
               AttaquesSupplementaires, FrappeEnPremier, AnnuleSauvegardes, Rechargement, DegatsEngins, Etapes, Aura]


@frozen
class Nomme:
    """The units a line names as its subject (« Les Scarabées comptent comme … », « Chaque véhicule ignore … »):
    a unit of the file (``sorte`` « unité ») or a type (« type »: the game's, « Véhicule », « INF », or the file's,
    « Dreadnought »), by its vocabulary singular and plural. The game gives the line to every unit of that name or
    type, as if each listed it in its « capacités » (docs/DSL.md §3.17, « Lines that name their units »)."""

    nom: str
    pluriel: str
    sorte: str = "unité"


@frozen
class Fiche:
    """A line of a reference sheet: clauses one after the other (no sentence around them); ``nomme``: the units
    it names as its subject, who bear it besides the units that list it (None: only those)."""

    clauses: tuple[Clause, ...]
    nomme: Optional[Nomme] = None
