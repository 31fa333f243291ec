"""The typed AST of French rule text: frozen attrs classes, no catch-all node.

A :class:`Capacite` is a tuple of :class:`Phrase`. A phrase has circumstances
(when, if, instead of, during...), a subject and effects; each effect is a node of
its own type, which is what the compiler dispatches on. Nouns are kept in the
vocabulary's casing; keywords are not kept (``render`` writes them back).
"""

from __future__ import annotations

from typing import Optional, Union

import attrs

frozen = attrs.frozen


# --- who ------------------------------------------------------------------
@frozen
class Designation:
    """« un Archer », « toutes les unités ennemies adjacentes », « cette Unité »."""

    det: str          # un, une, le, la, les, des, chaque, tous les, toutes les, cette, n'importe quel...
    nom: str          # a vocabulary noun (as written, vocabulary casing) or a common noun (lowercase)
    quals: tuple[str, ...] = ()    # canonical adjectives: adjacent, allié, ennemi, ami, capturé, en réserve...
    relative: Optional["Acte"] = None  # « qui se défend contre une attaque »
    ancre: Optional["Designation"] = None  # « adjacentes à un Prêtre »: whom « adjacent » is said of
    #: set on a game noun's generic designation (rulekit.dsl.canonical): « un Archer »,
    #: « l'Archer », « cet Archer », « chaque Archer » are one meaning (det « un ») and compare
    #: equal; the gender the determiner showed is kept for ``render`` only: « masculin »,
    #: « féminin », or « inconnu » (« l' », « chaque »: rendered « chaque »)
    genre: Optional[str] = attrs.field(default=None, eq=False)


@frozen
class Pronom:
    """« il », « elle », « ils », « elles », « vous », « lui »."""

    mot: str


@frozen
class OrdreA:
    """« Donner un ordre à cette Unité » as a subject (« … coûte … »); ``ordres``: the orders named
    (« Le Déplacement Tactique de cette Unité est gratuit »), none: any order."""

    cible: Designation
    ordres: tuple[str, ...] = ()
    #: « le premier ordre donné à cette Unité »: its first order of the round, given when no order token is on it
    #: (the reading of Réactive's « Le premier ordre coûte toujours 1 Jeton Ordre »)
    premier: bool = False


Sujet = Union[Designation, Pronom, OrdreA]
Quantite = Union[int, str]   # a number, or "x": the value the ability's name gives (« +1 Combat »)


# --- acts: what happens (triggers, conditions, relative clauses) --------------
@frozen
class Acte:
    """``sujet`` ``verbe`` [``objet``] [avec ``mode``] [par une attaque autre que ``sauf_mode``]...

    ``verbe`` is a canonical verb of :mod:`rulekit.dsl.verbs`.
    """

    verbe: str
    sujet: Optional[Sujet] = None
    objet: Optional[Sujet] = None
    mode: Optional[str] = None
    sauf_mode: Optional[str] = None
    hors: Optional[str] = None          # « (hors attaque) »
    adverbe: Optional[str] = None       # « normalement »
    imminent: bool = False              # « est sur le point de »
    contre_attaque: bool = False        # « contre une attaque »
    puis: tuple[str, ...] = ()          # « charge et détruit »: the further verbs
    ordres: tuple[str, ...] = ()        # « un ordre de « Charge », « Tirer » »
    moments: tuple[str, ...] = ()       # « lors d'un Combat ou d'un Tir », « dans un Combat »
    au_moins: Optional[int] = None      # « au moins 1 coup »
    lieu: Optional[Designation] = None  # « sur le Champ de Bataille »
    mais_pas: Optional["Acte"] = None   # « - mais ne détruit pas l'Unité ennemie - »
    phase: Optional[str] = None         # « lors de la première phase du tour »
    terrains: tuple[str, ...] = ()      # « sur une tuile Colline ou Village »
    #: written in the passive (« un ennemi est battu par une Sorcière »): the same act, but a
    #: pronoun of the main clause then names the object (the passive's subject)
    passif: bool = attrs.field(default=False, eq=False)


# --- circumstances --------------------------------------------------------
@frozen
class Quand:
    """« Lorsque / Lorsqu' / Quand ACTE »."""

    acte: Acte


@frozen
class AuLieuDe:
    """« Au lieu de ACTE »: the effect replaces the normal way of doing the act."""

    acte: Acte


@frozen
class LancementDes:
    """« Lors du lancement de dés d'attaque d'un Homme-Bête Maraudeur »."""

    des: str          # attaque | défense
    de: Sujet


@frozen
class Si:
    """« Si ACTE »: a condition (an act, or a state such as « est présente sur … »); ``non``: the
    condition negated (« sauf s'il est sur une tuile Forêt », « à moins qu'il ne soit adjacent à un ennemi »)."""

    acte: Acte
    non: bool = False


def affirmed(c) -> bool:
    """A circumstance whose act happens or holds (« Lorsque … », « Si … »), not one negated (« sauf si … »):
    what names the bearer, its side or its moments."""
    return isinstance(c, Quand) or (isinstance(c, Si) and not c.non)


@frozen
class Durant:
    """« Durant un Combat »."""

    quoi: Designation


@frozen
class MemeTour:
    """« lors du même tour »."""


@frozen
class Periode:
    """« Au début de chaque tour », « À la fin de votre tour », « Au début de chaque manche »: a moment of the
    turn (``bord`` « début » | « fin », ``periode`` « tour » | « manche »), of every player's (``qui``
    « chaque »), of the bearer's owner's (« votre ») or of its opponent's (« adverse »)."""

    bord: str
    periode: str
    qui: str = "chaque"


@frozen
class Frequence:
    """« Une fois par tour, … », « … deux fois par partie »: the effect may be used ``nombre``
    times per ``par`` (« tour » | « partie » | « manche »). Said of a bare act with « peut » it is
    that act repeated (``Agir.fois``); for any other effect the game must count its uses."""

    nombre: int
    par: str


@frozen
class Activation:
    """« Donner un ordre à cette Unité pour … »: the effects are an order's action."""

    cible: Designation


Circonstance = Union[Quand, AuLieuDe, LancementDes, Si, Durant, MemeTour, Frequence, Activation, Periode]


# --- effects ----------------------------------------------------------------
@frozen
class CompteComme:
    """« compte pour deux unités »."""

    nombre: int
    nom: str


@frozen
class ForcerRelance:
    """« choisir un dé de son adversaire et l'obliger à le relancer »."""

    nombre: int = 1


@frozen
class Relance:
    """A reroll of one's own dice: « relancer tous les dés une seule fois avant que les relances
    de situation ne surviennent », « relancer un dé de défense », « relancent leurs 1 en défense ».

    ``tous``: every die at once; else ``nombre`` dice one at a time, or each die showing one of
    ``valeurs``. ``des``: « attaque » | « défense » | None (the roll the circumstance names, else any).
    """

    tous: bool = True
    fois: Optional[int] = None
    avant_situation: bool = False
    nombre: Optional[int] = None
    valeurs: tuple[int, ...] = ()
    des: Optional[str] = None
    #: « relance ses dés ratés »: only the dice that scored nothing, each of them (the game tells which)
    rates: bool = False
    #: « relance un dé pour chaque Lancier allié adjacent »: the units around the bearer counted, ``nombre`` dice each
    pour_chaque: Optional["Designation"] = None
    #: (lead-pb2, read only) « relancer un dé de Tir de cette Unité »: whose dice, made the subject by pour_unite.lift
    pour: Optional[object] = None


@frozen
class Portee:
    """« lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance »."""

    action: Optional[str]            # None: « tirer jusqu'à 3 tuiles », any distant attack
    cibles: Optional[Designation]
    distance: int
    unite: str = "tuiles"
    #: « attaquer avec Magie jusqu'à 2 tuiles »: the reach of the attacks of that mode only
    mode: Optional[str] = None


@frozen
class PorteeEnPlus:
    """« se déplacer d'une tuile supplémentaire », « tirer à une tuile de plus »: the reach the game
    gives (or another ability sets) grown by ``distance``, where :class:`Portee` sets it."""

    action: Optional[str]            # « se déplacer »: a move's; None: a distant attack's
    distance: int
    unite: str = "tuiles"


@frozen
class Permuter:
    """« permuter sa place avec la Jeune Fille au Bouclier »."""

    avec: Sujet


@frozen
class SeDeplacerAvec:
    """« se déplacer avec lui »."""

    avec: Sujet


@frozen
class Rester:
    """« rester adjacents », « reste en vie »."""

    etat: str        # adjacent | en vie


@frozen
class Agir:
    """A bare act, « attaquer », « se déplacer », « tirer », « riposter »: with a modal
    it is a permission or a prohibition of that action family (the « permis » query)."""

    verbe: str  # a canonical verb of rulekit.dsl.verbs
    objet: Optional[Designation] = None  # « être la cible d'une Attaque Distante »: by what
    mode: Optional[str] = None  # « être attaqué avec Magie », « attaquer en Mêlée »: in what mode
    fois: Optional[int] = None  # « attaquer deux fois par tour »: how many times
    par: Optional[str] = None   # … « par tour » / « par partie »


@frozen
class Affecte:
    """« sont affectées »: the subject is also a target of the act."""


@frozen
class DesDuMeilleur:
    """« lancent le nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée »:
    the dice of the one ``parmi`` (a noun) whose values ``valeurs`` (attaque, défense) are highest."""

    parmi: str = "personnage"
    valeurs: tuple[str, ...] = ("attaque", "défense")


@frozen
class Tuile:
    det: str                      # une, la, n'importe quelle
    terrain: Optional[str] = None
    etat: Optional[str] = None    # vide | inoccupé


@frozen
class Invoque:
    """« être invoqués sur une tuile Forêt vide »."""

    tuile: Tuile


@frozen
class Destination:
    """« aller sur ou lancer une attaque contre n'importe quelle tuile Forêt »."""

    verbes: tuple[str, ...]       # aller | attaquer
    tuile: Tuile


@frozen
class Replacer:
    """« replacer un Homme-Bête capturé sur n'importe quelle tuile Forêt inoccupée »."""

    quoi: Designation
    tuile: Tuile


@frozen
class DesSupplementaires:
    """« lance x dés supplémentaires », « prendre 1 dé de plus lors du Combat ou pendant le Tir »,
    « lance un dé supplémentaire en défense », « lance un dé de moins en attaque » (``nombre`` < 0),
    « lancez lors du Combat 2 dés supplémentaires pour la Charge au lieu d'un »,
    « lance un dé supplémentaire pour chaque Jeton Ordre (pas Blessure) présent sur elle »."""

    nombre: Quantite
    moments: tuple[str, ...] = ()
    pour: Optional[str] = None            # « pour la Charge »
    #: « pour chaque Jeton Ordre » (tokens on the bearer, a noun), « pour chaque allié adjacent »
    #: (units around the bearer, a designation): the dice are ``nombre`` times that count
    pour_chaque: Union[str, Designation, None] = None
    exclu: Optional[str] = None           # « (pas Blessure) »
    au_lieu_de: Optional[int] = None      # « au lieu d'un »
    des: Optional[str] = None             # the named roll: « en défense », « de dés d'attaque »
    mode: Optional[str] = None            # « … en Mêlée »: only in an attack of that mode


@frozen
class DesFixes:
    """A number of dice set, not added to: « ne lance que deux dés de défense » = « lance toujours 2 dés
    de défense » = « lance exactement 2 dés … » (``borne`` « exactement »); a bound: « ne lance jamais plus
    de deux dés » = « lance au plus 2 dés » (« au plus »), « ne lance jamais moins d'un dé » = « lance
    toujours au moins 1 dé » (« au moins »). Applied after every die added or taken away (a set value
    after them, a bound last: :mod:`rulekit.abilities`, ranks)."""

    nombre: Quantite
    borne: str = "exactement"             # exactement | au plus | au moins
    moments: tuple[str, ...] = ()         # « … de Combat », « lors d'un Tir »
    des: Optional[str] = None             # the named roll: « de défense »
    mode: Optional[str] = None            # « … en Mêlée »


@frozen
class CoupsSupplementaires:
    """« donne x coups supplémentaires »."""

    nombre: Quantite


@frozen
class EnPlus:
    """« a 1 Jeton Ordre supplémentaire disponible »."""

    nombre: Quantite
    nom: str


@frozen
class Rendre:
    """« Rendez le Jeton Ordre »."""

    quoi: Designation


@frozen
class Tirer:
    """« tirer depuis l'Arrière d'un Secteur », « tirer sur les Zones Avant et les Zones de Combat
    des Secteurs adjacents », « tirer contre une Unité qui Charge »."""

    depuis: Optional[Designation] = None
    sur: tuple[Designation, ...] = ()
    de: Optional[Designation] = None
    contre: Optional[Designation] = None


@frozen
class Utilisable:
    """« être utilisée pour ACTION », « être utilisé immédiatement »."""

    pour: Optional["Action"] = None
    immediatement: bool = False


@frozen
class CoutSelonJetons:
    """« coûte le même nombre de Jetons Ordre présents sur elle (au lieu de 1 de plus) »."""

    nom: str
    au_lieu_de_plus: Optional[int] = None


@frozen
class Cout:
    """« coûte toujours 1 Jeton Ordre »."""

    nombre: Quantite
    nom: str


@frozen
class CoutEnPlus:
    """« coûte un Jeton Ordre de plus » (``nombre`` > 0), « … de moins » (< 0): the cost the game
    would ask, changed by that many tokens, never below zero."""

    nombre: int
    nom: str


@frozen
class Effectuer:
    """« effectuer de Redéploiement d'Unité »; « Abandonner le Combat » (``verbal``: an order the
    game names by what the unit does, said as that verb phrase)."""

    action: str
    verbal: bool = False


@frozen
class RecevoirOrdre:
    """« recevoir un ordre pour réaliser une Action même si elle a fait un Redéploiement d'Unité … »."""

    action: str
    meme_si: Optional[Acte] = None


@frozen
class DonnerOrdres:
    """« donner des Ordres à deux autres Unités amies lors du même tour, en dépensant un Jeton Ordre »."""

    cible: Designation
    meme_tour: bool = False
    cout: Optional[Quantite] = None
    cout_nom: Optional[str] = None


@frozen
class DonnerOrdre:
    """« donnez un Ordre à cette Unité de prendre 1 dé de plus … »."""

    cible: Designation
    action: "Action"


@frozen
class ResoudreOrdres:
    """« Résolvez les Ordres émis les uns après les autres »."""


@frozen
class Recuperer:
    """« récupérer un Jeton Blessure de n'importe quelle Unité amie »; ``de`` None: « son propriétaire
    récupère un Jeton Ordre », a token gained from nowhere (refused: no game gives one at an event)."""

    quoi: Designation
    de: Optional[Designation] = None


@frozen
class MettreDeCote:
    """« mettre de côté l'un de ses Jetons Ordre inutilisés, s'il en a, comme s'il l'avait dépensé »."""

    quoi: Designation


@frozen
class Charger:
    """« Charger une autre Unité ennemie éligible, sans dépenser de Jetons Ordre pour cette seconde Charge »."""

    cible: Designation
    sans_depenser: Optional[str] = None
    pour: Optional[Designation] = None


@frozen
class Negation:
    """« ne pas ACTION »."""

    action: "Action"


Action = Union[CompteComme, ForcerRelance, Relance, Portee, PorteeEnPlus, Permuter, SeDeplacerAvec, Rester, Agir,
               Affecte, DesDuMeilleur, Invoque, Destination, Replacer, Negation, DesSupplementaires, DesFixes,
               CoupsSupplementaires, EnPlus, Rendre, Tirer, Utilisable, CoutSelonJetons, Cout, CoutEnPlus,
               Effectuer,
               RecevoirOrdre, DonnerOrdres, DonnerOrdre, ResoudreOrdres, Recuperer, MettreDeCote, Charger]


@frozen
class Effet:
    """An action with its modality: ``None`` (it happens), ``peut``, ``doit``, ``ne peut pas``."""

    action: Action
    modalite: Optional[str] = None


@frozen
class Jet:
    """« lancez un dé, et si le résultat est 4, 5 ou 6, il reste en vie »."""

    des: int
    reussite: tuple[int, ...]
    alors: "Phrase"


@frozen
class Phrase:
    circonstances: tuple[Circonstance, ...] = ()
    sujet: Optional[Sujet] = None
    effets: tuple[Union[Effet, Jet], ...] = ()


@frozen
class Capacite:
    phrases: tuple[Phrase, ...]



# The reference-sheet clauses (Epic) live in their own module; they are part of this AST.
from .sheet_ast import *  # noqa: E402,F401,F403
from .sheet_ast import Clause, Fiche  # noqa: E402,F401
# The profile rules (characteristics, rolls, named rules) too.
from .profil_ast import *  # noqa: E402,F401,F403
