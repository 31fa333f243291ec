"""The typed AST of profile rules: what a rule does to characteristics, rolls and named rules.

Games whose models have a profile of values (the fantasy battle corpus: Force, Pénétration
d'armure, Capacité offensive…) state most of their rules as « who gains what, when »:
« Les attaques portées avec une Hallebarde ont +1 en Force », « L'attaque gagne +1 pour blesser
pendant la première Manche de combat », « les jets pour toucher ratés … doivent être relancés ».
These nodes are read by ``grammars/profil.lark`` (start symbol ``profil``) and are part of
:mod:`rulekit.dsl.ast` (re-exported there). Nouns are the vocabulary's singular; characteristics
the vocabulary's ``valeurs`` (full names: « Fo » is « Force »).
"""

from __future__ import annotations

from typing import Optional, Union

import attrs

frozen = attrs.frozen

__all__ = [
    "BlesseAuto", "Bonus", "Choix", "CompteEtat", "Contre", "ContreQui", "Egale", "Est", "Evenement", "Faire", "Fixe", "Gain", "IgnoreModif", "IgnoreRegle", "Immunite", "JetDe", "ModifCarac",
    "ModifJet", "MultiplieBlessures", "Palier", "Parametres", "Perte", "Pendant", "ProfilAction", "Ref", "RegleCitee", "RelanceJets", "ReussitAuto",
    "QuelQueSoit", "Sauf", "SeulementContre", "Seuil", "Situation", "SubitTouches", "SurSix", "ToucheSupp", "Utilisant", "Utiliser",
]


@frozen
class Ref:
    """Who or what a profile rule is about: « les attaques portées avec une Hallebarde et allouées
    contre un ennemi sur le front de l'unité du porteur », « une figurine à pied maniant une Arme de
    base avec un Bouclier », « cette règle », « la règle Attaque divine », « d'Infanterie ».

    ``nom`` is the vocabulary's singular (« règle » for a rule; its name in ``regle``, None for
    « cette règle »); ``pluriel`` whether it was said of all of them (« les attaques » = « toutes
    les attaques »; « une attaque avec cette règle » is any one of them: the same rule).
    """

    nom: str
    regle: Optional[str] = None
    seul: bool = False                    # « Seules les figurines d'Infanterie … »
    arme: Optional["Ref"] = None          # « portées avec une Hallebarde », « maniant une Arme de base »
    avec: tuple["Ref", ...] = ()          # « avec cette règle », « ayant la règle X », « avec un Bouclier »
    de: Optional["Ref"] = None            # « d'Infanterie », « de l'unité du porteur »
    alloue: Optional["Ref"] = None        # « allouées à une figurine … », « allouées contre un ennemi »
    cote: Optional[str] = None            # « sur le front (de l'unité du porteur) »: front | flanc | dos
    etats: tuple[str, ...] = ()           # « à pied », « en charge », « ennemi »
    #: « (une unité) dont plus de la moitié des figurines a X » (moitié), « entièrement composée de
    #: figurines avec X » (toutes), « contenant au moins une figurine avec X » (une)
    composition: Optional[tuple[str, "Ref"]] = None
    #: « un élément de figurine ayant cette règle (ou utilisant une arme avec cette règle) »: the same
    #: noun, otherwise qualified, that the rule is also about
    ou: tuple["Ref", ...] = ()


@frozen
class Bonus:
    """A signed parameter: « Fortitude (+1, max. 4+) » (a modifier), not « Canalisation (1) » (a count)."""

    valeur: int


@frozen
class Seuil:
    """A roll to make: « 4+ » (valeur 4); « max. 3+ » (maximum)."""

    valeur: int
    maximum: bool = False


@frozen
class Contre:
    """A rule's parameter « contre X »: « Ægide (5+, contre Attaque magique) »."""

    regle: str


@frozen
class ModifCarac:
    """« +1 en Force », « un bonus de +1 en valeur d'Attaque », « un malus de −1 en Discipline »."""

    carac: str
    valeur: Union[int, str]   # « +X »: the rule's parameter


@frozen
class ModifJet:
    """« +1 pour toucher », « une pénalité de −1 pour toucher », « +1 pour blesser »."""

    jet: str      # toucher | blesser
    valeur: Union[int, str]   # « −X »: the rule's parameter


@frozen
class RegleCitee:
    """A named rule with its parameters: « Parade », « Charge dévastatrice (+2 Fo, +2 PA) »,
    « Ægide (5+) », « Fortitude (+1, max. 4+) », « Guide (Terrain aquatique) »."""

    nom: str
    params: tuple[Union[ModifCarac, Seuil, "Contre", "Bonus", int, str], ...] = ()


@frozen
class Parametres:
    """« gagne X »: the parameters the rule is cited with (« Charge dévastatrice (+2 Fo, +2 PA) »)."""


@frozen
class JetDe:
    """A kind of roll: « les jets pour toucher ratés », « les sauvegardes d'Ægide réussies »,
    « les jets de sauvegarde d'Ægide réussis » (the same), « les Tests de discipline ratés »."""

    jet: str                         # toucher | blesser | sauvegarde | a test's name
    issue: Optional[str] = None      # raté | réussi
    regle: Optional[str] = None      # the save's name: « d'Ægide »
    donnant: Optional[str] = None    # « qui donne un Incident de tir »
    par: Optional[str] = None        # « (un Test de terrain dangereux) provoqué par les Décors »


@frozen
class Gain:
    """« gagne / a / subit » what follows: values, roll modifiers, named rules."""

    gains: tuple[Union[ModifCarac, ModifJet, RegleCitee, Parametres], ...]


@frozen
class Fixe:
    """« a toujours une Force de 3 et une Pénétration d'armure de 10 », « voit sa Pénétration
    d'armure passer à 10 » (= « sa Pénétration d'armure passe à 10 »): values set, not added; « X »
    (« passe à la valeur donnée entre parenthèses (X+) ») is the rule's parameter."""

    valeurs: tuple[tuple[str, Union[int, str]], ...]


@frozen
class IgnoreRegle:
    """« ignorent la règle Parade », « ignore les sauvegardes de Fortitude »."""

    quoi: tuple[Union[RegleCitee, JetDe], ...]


@frozen
class IgnoreModif:
    """« ne subit pas le malus de −1 pour toucher à Longue portée »: that modifier does not apply."""

    valeur: int
    jet: str
    cause: Optional[str] = None


@frozen
class Utiliser:
    """« utiliser une Lance », « ne peut pas utiliser de Lance de cavalerie »."""

    quoi: Ref


@frozen
class Faire:
    """« effectuer de Marche forcée », « déclarer de charge », « choisir « Fuir » », « devenir le
    Général », « rejoindre une unité … »: an act a rule allows or forbids."""

    verbe: str
    quoi: Ref


@frozen
class Perte:
    """« perd la règle Capture »: named rules the subject no longer has."""

    regles: tuple[RegleCitee, ...]


@frozen
class CompteEtat:
    """« compte comme ayant été détruite » (état « détruit »), « est considérée comme « montée » »
    (état « montée », the author's word), « compte comme ayant toujours 0 Rang complet » (« Rang
    complet », 0): how the game counts the subject."""

    etat: str
    nombre: Optional[int] = None


@frozen
class Choix:
    """« gagne l'un des effets suivants (appliquez celui qui lui donne la meilleure Capacité
    défensive) : » — the phrases after it are the options; the one giving the best ``carac`` applies."""

    carac: Optional[str] = None


@frozen
class Egale:
    """« La Capacité défensive de la figurine est toujours égale à la Capacité offensive de
    l'attaquant »: ``carac`` takes the value of ``autre`` of ``de``."""

    carac: str
    autre: str
    de: Ref


@frozen
class SeulementContre:
    """« La règle Parade ne peut être utilisée que contre les Attaques de corps à corps sur le front »."""

    quoi: Ref


@frozen
class RelanceJets:
    """« relancer les jets pour blesser ratés contre les figurines avec Inflammable »; the passive
    « les jets pour toucher ratés d'attaques avec cette règle doivent être relancés » is the same
    (its « d'attaques … » the subject)."""

    jet: JetDe
    contre: Optional[Ref] = None


@frozen
class ReussitAuto:
    """« réussit automatiquement ses Tests de moral »."""

    jet: JetDe


@frozen
class BlesseAuto:
    """« blesse automatiquement (sans jet pour blesser) »."""


@frozen
class ToucheSupp:
    """« inflige une touche supplémentaire »."""

    nombre: int = 1


@frozen
class SubitTouches:
    """« subit X touches » = « subit un nombre de touches égal à la valeur indiquée entre
    parenthèses (X) »: hits from the rule's parameter (« X »), a number or dice."""

    nombre: str


@frozen
class MultiplieBlessures:
    """« Les blessures non sauvegardées causées par des attaques avec cette règle sont multipliées
    par la valeur entre parenthèses (X) » = « Une attaque avec cette règle voit ses blessures non
    sauvegardées multipliées par X »: each unsaved wound counts ``par`` times (a number, dice
    « 1D3 » rolled for each wound, or « X », the rule's parameter)."""

    par: str


@frozen
class Palier:
    """« sont résolues au Palier d'initiative 0 »."""

    valeur: int


@frozen
class Immunite:
    """« sont immunisées aux effets de la Peur »."""

    quoi: str


@frozen
class Est:
    """« Ægide est une Sauvegarde spéciale »: a rule's kind."""

    quoi: str


# --- circumstances ------------------------------------------------------------------------------
@frozen
class Sauf:
    """« où l'unité de la figurine qui porte la Lance n'est pas en charge et n'est engagée ni de
    flanc, ni de dos »: the states ``qui`` must not be in."""

    qui: Ref
    etats: tuple[str, ...]


@frozen
class Pendant:
    """« pendant / durant / lors de la première (deuxième) Manche (de / d'un) combat (où …) »: ``rang``
    which one (1, 2), None for any."""

    moment: str
    rang: Optional[int] = None
    sauf: Optional[Sauf] = None


@frozen
class QuelQueSoit:
    """« quelle que soit l'Agilité du porteur »: that value does not change the effect."""

    carac: str
    de: str


@frozen
class Situation:
    """« À Courte portée »: the rule applies in that situation."""

    nom: str


@frozen
class Evenement:
    """« chaque fois que la figurine perd un Point de vie »: each time the subject loses or gains one."""

    verbe: str       # perdre | gagner
    quoi: str


@frozen
class ContreQui:
    """« … contre les Attaques de tir »: the rule applies against those (attacks, models)."""

    quoi: Ref


@frozen
class SurSix:
    """« si (une attaque …) touche avec un résultat non modifié de ‘6’ », « qui obtient un ‘6’ naturel
    sur son jet pour blesser »: the natural 6 of that roll."""

    jet: str


@frozen
class Utilisant:
    """« quand il utilise cette arme »."""

    quoi: Ref


ProfilAction = Union[Gain, Choix, Egale, SeulementContre, CompteEtat, Faire, Perte, Fixe, IgnoreRegle, IgnoreModif, Utiliser, RelanceJets, ReussitAuto, BlesseAuto,
                     ToucheSupp, MultiplieBlessures, SubitTouches, Palier, Immunite, Est]
