"""The small readings every part of the transformer shares: a kind of dice, a moment, a mode, a zone's
article, a tile's count, an agent placed by a relative. Used by :class:`.transformer.ToAst` and its mixins."""

from __future__ import annotations

import attrs

from . import ast as A
from .words import ADJ_OF
from .words import tokens as _tokens

#: what a ``qual`` rule gives besides an adjective (« en réserve »): told apart from a noun
_QUAL_WORDS = {*ADJ_OF.values(), "au choix", "en réserve", "sans allié adjacent"}
def _thrown_when(a: A.DesSupplementaires) -> A.DesSupplementaires:
    """« un dé de Tir de plus » = « un dé supplémentaire lors d'un Tir »: dice named by the moment the game
    throws them in (« dés de Combat / de Tir / de Charge », not a side's « d'attaque / de défense »)."""
    if a.des is None or a.des in ("attaque", "défense") or a.moments:
        return a
    return attrs.evolve(a, des=None, moments=(a.des,))


#: the acts a pronoun object may take up (« une Unité ennemie la charge », « … l'attaque »): against a unit
CLITIC_VERBS = ("charger", "attaquer")



def _kind(nodes) -> str | None:
    """The roll dice or a reroll name (« de défense », « en attaque »), or None. Two rolls said of the same dice
    (« un dé d'attaque supplémentaire en défense ») are refused: one of them would be dropped."""
    said = [n[1] for n in nodes if isinstance(n, tuple) and n[:1] == ("des",)]
    named = list(dict.fromkeys(k.lower() for k in said if k is not None))
    if len(named) > 1:
        raise ValueError(f"des dés « {named[0]} » et « {named[1]} » à la fois : de quel jet ? (« un dé d'attaque "
                         "supplémentaire », « un dé de défense supplémentaire »)")
    return next(iter(said), None)


def _durant(nodes):
    """(the nodes without it, the circumstance) of « … en Combat » said after an effect (Pocket Battles:
    « Durant un Combat »), or of « … contre les attaques à distance » (« Lorsqu'il est attaqué à
    distance »: the unit rolls against attacks when it is attacked; its pronoun is the subject's,
    :func:`rulekit.dsl.assembly.phrase` says it)."""
    lifted = ("durant", "contre attaques", "contre nommée")
    said = [n for n in nodes if isinstance(n, tuple) and n[:1] in tuple((k,) for k in lifted)]
    rest = [n for n in nodes if not (isinstance(n, tuple) and n[:1] in tuple((k,) for k in lifted))]
    if not said:
        return rest, None
    kind, what = said[0]
    if kind == "durant":
        return rest, A.Durant(what)
    if kind == "contre nommée":  # « contre les Attaques Distantes »: attacked by one (the patient filled by assembly)
        return rest, A.Quand(A.Acte("attaquer", sujet=A.Designation("une", what), objet=None, passif=True))
    return rest, A.Quand(A.Acte("être attaqué", sujet=None, mode=what))


def _mode(said) -> str:
    """The mode of « en Mêlée »; « en Combat » (an action) says when, not how, and is refused here."""
    if said[0] == "contre attaques":
        raise ValueError(f"« contre les attaques … {said[1]} » : un jet fait contre une attaque (« lance un dé de "
                         "défense supplémentaire contre les attaques en Mêlée »), pas un acte")
    if said[0] != "mode":
        raise ValueError(f"« en {said[1].nom} » : une façon d'attaquer ici, pas un moment")
    return said[1]


def _lift(circ, action):
    """« lance un dé supplémentaire en Combat » = « Durant un Combat, … lance un dé supplémentaire »."""
    return action if circ is None else ("lift", circ, action)


def _zone_det(d: A.Designation) -> str:
    """« à l'Arrière », « dans la Zone de Combat », « dans une Zone Avant »: one zone, the one the unit
    stands in (the article says only the noun's gender: « le » kept as « l' » before a vowel)."""
    if d.det in ("un", "une", "la", "le", "l'"):
        return "l'" if d.nom[:1].lower() in "aeiouhéèêàâ" else ("la" if d.det in ("une", "la") else "le")
    raise ValueError(f"« {d.det} {d.nom} » : la zone où se tient l'unité (« à l'Arrière »)")


def _is_bearer(d) -> bool:
    """« cette Unité », « l'Unité », « elle »: the unit that bears the ability, said in a qualifier."""
    if isinstance(d, A.Pronom):
        return d.mot in ("il", "elle", "lui")
    return (isinstance(d, A.Designation) and d.det in ("cette", "ce", "cet", "l'", "la", "le")
            and d.nom.lower() == "unité" and not d.quals and d.relative is None and d.ancre is None)


def _squash(text: str) -> str:
    return " ".join(text.split())


def _tiles_more(n) -> int:
    """The number of tiles a reach grows by (« d'une tuile de plus »): a count, not « x » nor « tous »."""
    if not isinstance(n, int) or n < 1:
        raise ValueError(f"« {n} tuiles de plus » : un nombre de tuiles (« d'une tuile supplémentaire »)")
    return n


#: determiners that count (« adjacent à deux Lanciers »): an anchor is one unit
COUNTED_DETS = {"deux", "trois", "quatre", "cinq", "six", "2", "3", "4", "5", "6"}

#: a tile an enemy holds (« occupée par un ennemi »): read only of an attack's destination (``destination``)
OCCUPIED_BY_AN_ENEMY = "occupée par un ennemi"

#: the qualifiers that say a unit's side (« allié », « ennemi »)
SIDE_QUALS = ("allié", "ami", "ennemi")


def _placed_agent(vocabulary, rest) -> list:
    """« attaqué par une unité sur une tuile Colline » = « … par une unité qui se trouve sur une tuile
    Colline »: a tile said right after the agent places the agent, not the act (« est attaqué sur une
    tuile Colline par une unité » still places the unit attacked). An attack named as the agent (« par
    une Attaque Distante ») stands nowhere: the tile stays the act's."""
    rest = list(rest)
    for i in range(len(rest) - 1):
        agent, tile = rest[i], rest[i + 1]
        if (isinstance(agent, tuple) and agent[0] == "par" and isinstance(agent[1], A.Designation)
                and agent[1].relative is None and vocabulary.category(agent[1].nom) != "actions"
                and isinstance(tile, tuple) and tile[0] == "terrains"):
            placed = attrs.evolve(agent[1], relative=A.Acte(verbe="être présent", terrains=tile[1]))
            return rest[:i] + [("par", placed)] + rest[i + 2:]
    return _placed_object(vocabulary, rest)


def _placed_object(vocabulary, rest) -> list:
    """« attaque une unité sur une tuile Forêt » = « attaque une unité qui se trouve sur une tuile
    Forêt »: a tile said right after the object places the object, as it places the agent
    (:func:`_placed_agent`); said before it (« attaque sur une tuile Forêt une unité ») or with no
    object (« Quand il défend sur une tuile Village »), it stays the act's, the subject's place."""
    for i in range(len(rest) - 1):
        objet, tile = rest[i], rest[i + 1]
        if (isinstance(objet, A.Designation) and objet.relative is None
                and vocabulary.category(objet.nom) != "actions"
                and isinstance(tile, tuple) and tile[0] == "terrains"):
            placed = attrs.evolve(objet, relative=A.Acte(verbe="être présent", terrains=tile[1]))
            return rest[:i] + [placed] + rest[i + 2:]
    return rest


#: a place said with a plural agreement (« situées sur », « qui se trouvent sur »): the group's
PLACED_GROUP = "placé (pluriel)"


def _place(item):
    """The act of a place, its agreement dropped (« qui se trouvent sur … » = « qui se trouve sur … »)."""
    return item[1] if isinstance(item, tuple) and item[0] == PLACED_GROUP else item


def _is_place(acte: A.Acte) -> bool:
    """« sur une tuile Forêt », « qui se trouve sur une tuile Forêt »: where a unit stands, and no more."""
    return acte == A.Acte(verbe="être présent", terrains=acte.terrains) and bool(acte.terrains)


def _plural_said(c) -> bool:
    """Is the place's verb or participle written in the plural (« situées », « se trouvent »)?"""
    said = [str(t).lower().split()[0] for t in _tokens(c, "SITUE") + _tokens(c, "SITUE_SUR") + _tokens(c, "SE_TROUVER")]
    return any(t.endswith(("s", "ent")) for t in said)


def _placed_anchor(d: A.Designation, place, plural: bool) -> A.Designation:
    """« Les unités alliées adjacentes à un Mage Rouge sur une tuile Forêt »: a tile said after the
    anchor places the anchor, the nearest unit, as French reads it; a plural agreement (« … situées sur
    une tuile Forêt ») places the group."""
    place = _place(place)
    if d.ancre is not None and d.ancre.relative is None and not plural:
        return attrs.evolve(d, ancre=attrs.evolve(d.ancre, relative=place))
    return attrs.evolve(d, relative=place)
