"""From Lark's parse tree to the typed AST of :mod:`rulekit.dsl.ast`.

One method per grammar alternative; keywords are dropped, nouns take the
vocabulary's casing, adjectives their canonical (masculine singular) form.
"""

from __future__ import annotations

import re

import attrs

from lark import Token, Transformer

from . import ast as A
from . import assembly, canonical, grammar, verbs
from .profil import ProfilToAst
from .sheet import SheetToAst

from .words import ADJ_OF, ADJECTIVES, ANTE_OF, ANTES, NUMBER_WORDS  # noqa: F401 - re-exported
from .words import nodes as _nodes

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
from .words import tokens as _tokens



def _kind(nodes) -> str | None:
    """The roll a reroll names (« de défense », « en attaque »), or None."""
    return next((n[1] for n in nodes if isinstance(n, tuple) and n[:1] == ("des",)), None)


def _durant(nodes):
    """(the nodes without it, the circumstance) of « … en Combat » said after an effect (Pocket Battles:
    « Durant un Combat »), or of « … contre les attaques à distance » (« Lorsqu'il est attaqué à
    distance »: the unit rolls against attacks when it is attacked; its pronoun is the subject's,
    :func:`rulekit.dsl.assembly.phrase` says it)."""
    lifted = ("durant", "contre attaques")
    said = [n for n in nodes if isinstance(n, tuple) and n[:1] in (("durant",), ("contre attaques",))]
    rest = [n for n in nodes if not (isinstance(n, tuple) and n[:1] in (("durant",), ("contre attaques",)))]
    if not said:
        return rest, None
    kind, what = said[0]
    assert kind in lifted
    if kind == "durant":
        return rest, A.Durant(what)
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


class ToAst(ProfilToAst, SheetToAst, Transformer):
    def __init__(self, vocabulary, original: str = ""):
        super().__init__()
        self.vocabulary = vocabulary
        self.original = original

    def written(self, token) -> str:
        """The token as the author wrote it (the parser saw it lowercased)."""
        start = getattr(token, "start_pos", None)
        if self.original and start is not None:
            return self.original[start:token.end_pos]
        return str(token)

    def noun(self, token) -> str:
        text = _squash(self.written(token))
        if self.vocabulary.category(text):
            return self.vocabulary.canonical(text)
        return text

    # --- sentences -------------------------------------------------------------
    def start(self, children):
        phrases = tuple(p for c in children for p in (c if isinstance(c, tuple) else (c,)))
        return A.Capacite(assembly.sauf_capacite(phrases))

    def phrase_capacite_sauf(self, c):
        """« Cette capacité ne s'applique pas aux attaques de Magie »: said of the ability's other phrases."""
        if _squash(str(_tokens(c, "DET")[0])) not in ("cette", "la"):
            raise ValueError("« … capacité ne s'applique pas … » : « Cette capacité ne s'applique pas … »")
        return assembly.SaufCapacite(_nodes(c)[-1])

    def _assembled(self, circs, sujet, effets):
        """The phrase of these parts, its restriction (« …, mais pas … ») a phrase of its own."""
        circs = self._first_time(tuple(circs), effets)
        phrase = assembly.phrase(circs, sujet, assembly.said(effets), self.is_unit_noun, self.adversaire,
                                 self.vocabulary.plural, self._singular,
                                 lambda nom: self.vocabulary.category(nom) == "actions",
                                 lambda nom: self.vocabulary.category(nom) == "modes",
                                 frozenset(n.lower() for n in self.vocabulary.feminine),
                                 canonical.charge_noun(self.vocabulary), self.is_attack,
                                 lambda nom: canonical.rolled_apart(nom, self.vocabulary), self.vocabulary.orders)
        return assembly.restricted(canonical.bare_token(phrase, self._order_token), effets)

    @staticmethod
    def _first_time(circs: tuple, effets) -> tuple:
        """« La première fois que … » is the limit « Une fois par partie, lorsque … » of an effect that happens when
        the act does; said of an effect a player may decline (« peut »), the first time would be lost to a
        refusal where the limit waits for a use: refused, saying the limit."""
        out = []
        for c in circs:
            if isinstance(c, tuple) and c[:1] == ("circs",):
                out.extend(c[1:])
            elif isinstance(c, tuple) and c[:1] == ("première fois",):
                if any(isinstance(e, A.Effet) and e.modalite == "peut" for e in effets):
                    raise ValueError(f"« La première fois que … » avec « peut » : dites « Une fois par {c[1].par}, "
                                     "lorsque … » (le joueur choisit quand) ou ce qui arrive sans choix")
                out.extend(c[1:])
            else:
                out.append(c)
        return tuple(out)

    def _order_token(self, nom: str) -> str | None:
        """« Jeton » when the game's tokens of that noun are of kinds, one of them the order's (« Jeton Ordre »):
        that kind's name, else None."""
        from .effects import ORDER_NOUN

        one = self._singular(nom)
        kind = f"{one} {ORDER_NOUN}"
        if self.vocabulary.category(one) != "tokens" or self.vocabulary.category(kind) != "tokens":
            return None
        return kind if nom == one else self.vocabulary.plural(kind)

    def phrase_circ(self, c):
        """« Durant un Combat, cette Unité peut relancer un dé (,) une fois par tour »: circumstances
        said before and after are all the phrase's."""
        circs, (sujet, effets), *after = c
        circs = tuple(circs) + tuple(after)
        return self._assembled(circs, sujet, effets)

    def phrase_apres(self, c):
        (sujet, effets), *circs = c
        return self._assembled(tuple(circs), sujet, effets)

    def phrase_simple(self, c):
        sujet, effets = c[0]
        return self._assembled((), sujet, effets)

    def phrase_jet(self, c):
        """« Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et s'il fait 4, 5 ou 6, le
        Ranger Maudit survit » = « …, il reste en vie »: the roll's outcome names again the unit its trigger
        names, taken up by its pronoun."""
        circs, jet = c
        return canonical.outcome_takes_up(A.Phrase(circs, None, (jet,)), self._singular)

    def circs(self, c):
        return tuple(c)

    def quand_depuis(self, c):
        """« Lorsque cette Unité tire depuis l'Arrière » = « Lorsque cette Unité tire, si elle est à l'Arrière »: the
        act, and the zone where its unit stands (said again by a pronoun); a marker :meth:`_assembled` spreads."""
        sujet, verbe, lieu = _nodes(c)
        if verbe != "tirer":
            raise ValueError(f"« {verbe} depuis … » : « tire depuis l'Arrière », « attaque depuis une tuile Colline »")
        if not isinstance(sujet, A.Designation):  # « … lorsqu'elle tire depuis l'Arrière »: two circumstances of a
            # pronoun, which the canonical form cannot yet name once (canonical.cataphora reads one)
            raise ValueError("« lorsqu'elle tire depuis … » : nommez l'Unité en tête (« Lorsque cette Unité tire depuis "
                             "l'Arrière, elle … »)")
        feminine = sujet.det in ("cette", "une", "la") or sujet.genre == "féminin"
        again = A.Pronom("elle" if feminine else "il")
        return ("circs", A.Quand(A.Acte(verbe, sujet=sujet)), A.Si(A.Acte("être présent", sujet=again, lieu=lieu)))

    def premiere_fois(self, c):
        """« La première fois que cette Unité détruit une Unité ennemie (au cours de la partie), … » = « Une fois
        par partie, lorsque cette Unité détruit une Unité ennemie, … » (« de la manche »: par manche); a marker
        :meth:`_assembled` checks against the effects' modality."""
        acte = _nodes(c)[0]
        periode = _tokens(c, "PERIODE_DE")
        par = _squash(str(periode[0])).split()[-1] if periode else "partie"
        return ("première fois", A.Frequence(1, par), A.Quand(acte))

    def quand(self, c):
        return A.Quand(c[1])

    def au_lieu_de(self, c):
        """« Au lieu de … » = « Plutôt que de … »."""
        return A.AuLieuDe(_nodes(c)[0])

    def lancement_acte(self, c):
        """« Lorsqu'un Homme-Bête Maraudeur lance ses dés d'attaque » is « Lors du lancement de
        dés d'attaque d'un Homme-Bête Maraudeur »: one AST."""
        who, kind = _nodes(c)
        return A.LancementDes(kind, who)

    def lancement_vous(self, c):
        """« Quand vous lancez les dés d'attaque d'un Homme-Bête Maraudeur » is « Lors du lancement
        de dés d'attaque d'un Homme-Bête Maraudeur »: the player rolls for the unit named."""
        sujet, kind, who = _nodes(c)
        if sujet != A.Pronom("vous"):
            raise ValueError("« … lance les dés de … » : c'est le joueur qui lance les dés d'une unité "
                             "(« Quand vous lancez les dés d'attaque d'un … »)")
        return A.LancementDes(kind, who)

    def lancement_sien(self, c):
        """« Lors du lancement de ses dés d'attaque »: the subject's roll (assembly.own_circs)."""
        return ("lancement sien", _nodes(c)[0])

    def circ_sans_allie(self, c):
        """« Lorsqu'il n'a aucun allié adjacent », « S'il est isolé »: a state of the subject, said as
        « sans allié adjacent » (assembly.own_circs)."""
        return ("sans allié", _nodes(c)[0])

    def apres_avoir(self, c):
        """« Après avoir battu un ennemi » = « Lorsqu'il bat un ennemi »: who is the phrase's subject
        (assembly.own_circs); « après s'être » takes a reflexive (« s'être déplacé »)."""
        verbe = verbs.past_participle(str(_tokens(c, "PARTICIPE_PASSE")[0]))
        if ("s'être" in str(_tokens(c, "APRES_AVOIR")[0])) != verbe.startswith("se "):
            raise ValueError(f"« après avoir … » : « après avoir battu », « après s'être déplacé » ({verbe})")
        return ("après", self._acte(None, verbe, _nodes(c)))

    def lancement(self, c):
        kind, who = _nodes(c)
        return A.LancementDes(kind, who)

    def des_attaque(self, c):
        return "attaque"

    def des_defense(self, c):
        return "défense"

    # --- acts --------------------------------------------------------------------
    def _acte(self, sujet, verbe, rest, imminent=False):
        fields = {}
        puis = []
        for item in _placed_agent(self.vocabulary, rest):
            if isinstance(item, tuple):
                if item[0] == "moments":
                    fields["moments"] = fields.get("moments", ()) + item[1]
                else:
                    fields[item[0]] = item[1]
            elif isinstance(item, str):
                puis.append(item)
            else:
                fields["objet"] = item
        if "mais_pas" in fields and fields["mais_pas"].objet is None:  # « sans la détruire »
            if "objet" not in fields:
                raise ValueError("« sans la … » : « la » renvoie à l'objet de l'acte, qui n'est pas dit")
            fields["mais_pas"] = attrs.evolve(fields["mais_pas"], objet=fields.pop("objet"))
        if "contre_attaque_de" in fields:  # « contre une attaque de Magie »: the attack and its mode
            fields["contre_attaque"], fields["mode"] = True, fields.pop("contre_attaque_de")
        nommee = fields.pop("contre_nommee", None)
        if nommee is not None:  # « se défend contre une Attaque Proche » = « est attaqué par une Attaque Proche »
            if verbe != "se défendre" or "par" in fields:
                raise ValueError(f"« contre une {nommee} » : dit de l'unité qui se défend (« se défend contre une "
                                 f"{nommee} »)")
            feminine = nommee.lower() in {x.lower() for x in self.vocabulary.feminine} or nommee.lower().startswith(
                "attaque")
            verbe, fields["par"] = "être attaqué", A.Designation("une" if feminine else "un", nommee)
        agent = fields.pop("par", None)
        depuis = fields.pop("depuis", None)
        if depuis is not None and verbe == "être attaqué" and (agent is None or (
                isinstance(agent, A.Designation) and agent.relative is None
                and self.vocabulary.category(agent.nom) != "actions")):
            # « est attaqué (par un Homme-Bête) depuis une tuile Colline » = « … par une unité (un Homme-Bête) qui se
            # trouve sur une tuile Colline »: the tile the attacker stands on
            agent = attrs.evolve(agent if agent is not None else A.Designation("une", "unité"),
                                 relative=A.Acte(verbe="être présent", terrains=depuis))
            depuis = None
        if depuis is not None:
            # « attaque depuis une tuile Colline » = « attaque sur une tuile Colline »: the attacker's own tile; of
            # another act, refused
            if verbe not in ("attaquer", "tirer") or agent is not None or "terrains" in fields:
                raise ValueError("« depuis une tuile … » : la tuile d'où une unité attaque ou tire (« Lorsqu'un Archer "
                                 "attaque depuis une tuile Colline »)")
            fields["terrains"] = depuis
        if verbe in verbs.ATTACKED_BY:  # « Lorsque cette Unité est chargée » = « … est attaquée par une Charge »
            det, noun = verbs.ATTACKED_BY[verbe]
            if self.vocabulary.category(noun) is None:
                raise ValueError(f"« {verbe} » : ce jeu n'a pas de « {noun} »")
            if agent is not None or "objet" in fields or puis:
                raise ValueError(f"« {verbe} par … » : une {noun} attaque ; dites qui charge par « Lorsqu'un "
                                 "Cavalier charge cette Unité »")
            agent = A.Designation(det, self.vocabulary.canonical(noun))
            return A.Acte(verbe="attaquer", sujet=agent, objet=sujet, imminent=imminent, passif=True, **fields)
        if agent is not None:  # « un ennemi est battu par une Sorcière » = « une Sorcière bat un ennemi »
            active = verbs.ACTIVES.get(verbe)
            if active is None or "objet" in fields or puis:
                raise ValueError(f"« {verbe} par … » : seul un passif (« est battu par … ») dit par qui")
            return A.Acte(verbe=active, sujet=agent, objet=sujet, imminent=imminent, passif=True, **fields)
        return A.Acte(verbe=verbe, sujet=sujet, imminent=imminent, puis=tuple(puis), **fields)

    def acte(self, c):
        return self._acte(c[0], c[1], c[2:])

    def acte_cible(self, c):
        """« cette Unité est la cible d'un Tir » = « … est attaquée par un Tir »: the attack names its agent."""
        sujet, agent = c
        return self._acte(sujet, "être attaqué", [("par", agent)])

    def acte_clitique(self, c):
        """« Quand une Unité ennemie la charge, cette Unité … »: the pronoun stands for the unit the main
        clause names (``canonical.clitic`` puts it back); an act on a unit only."""
        sujet, pronom, verbe, *rest = c
        if verbe not in CLITIC_VERBS:
            raise ValueError(f"« {pronom} {verbe} » : seul un acte contre une unité la reprend par un pronom "
                             "(« la charge », « l'attaque »)")
        return self._acte(sujet, verbe, [A.Pronom(str(pronom).strip().lower()), *rest])

    def acte_repris(self, c):
        """« charge une Unité ennemie et la détruit » = « charge et détruit une Unité ennemie »."""
        sujet, premier, objet, _, second, *rest = c
        return self._acte(sujet, premier, [second, objet, *rest])

    def acte_recoit_ordre(self, c):
        """« Quand cette Unité reçoit un ordre (de « Tirer ») » = « Quand vous donnez un ordre (de
        « Tirer ») à cette Unité »: a unit's orders are given by its owner."""
        unite, *rest = _nodes(c)
        if not isinstance(unite, A.Designation):
            raise ValueError("« … reçoit un ordre » : dites quelle unité le reçoit (« cette Unité reçoit un ordre »)")
        if _tokens(c, "QUOTED_LIST"):
            rest.insert(0, self.c_ordres(c))
        return self._acte(A.Pronom("vous"), "donner", [*rest, unite])

    def acte_avec(self, c):
        """« Lorsque vous tirez avec cette Unité » = « Lorsque cette Unité tire »."""
        vous, verbe, unite, *rest = c
        if vous != A.Pronom("vous"):
            raise ValueError(f"« {verbe} avec … » : « vous » agissez avec une unité (« Lorsque vous tirez avec cette Unité »)")
        return self._acte(unite, verbe, rest)

    def acte_participe(self, c):
        """« Quand cette Unité participe à un Combat » = « Quand cette Unité est impliquée dans un Combat »."""
        sujet, quand, *rest = _nodes(c)
        if not self.is_action(quand):
            raise ValueError(f"« participe à … » : à une action du jeu (« participe à un Combat »), pas à « {quand} »")
        return self._acte(sujet, "être impliqué", [("moments", (quand,)), *rest])

    def acte_sur_tuile(self, c):
        """« Lorsqu'un Archer est sur une tuile Colline » : a state, where the unit stands."""
        terrains = tuple(sorted({self.noun(t) for t in _tokens(c, "NOM")}))
        return A.Acte(verbe="être présent", sujet=c[0], terrains=terrains)

    def acte_sur(self, c):
        """« Tant que cette Unité se trouve sur le Champ de Bataille » = « … est présente sur le Champ
        de Bataille »."""
        sujet, lieu = _nodes(c)
        return A.Acte(verbe="être présent", sujet=sujet, lieu=lieu)

    def acte_zone(self, c):
        """« Tant qu'elle est à l'Arrière (d'un Secteur) » = « … se trouve à l'Arrière »: the zone where
        the unit stands (« d'un Secteur » says only that every sector has one)."""
        sujet, lieu, *of = _nodes(c)
        if self.vocabulary.category(lieu.nom) != "zones" or lieu.quals or lieu.relative is not None:
            raise ValueError(f"« à {lieu.det} {lieu.nom} » : une zone du jeu où se tient l'unité (« à l'Arrière »)")
        if of and (self.vocabulary.category(of[0].nom) != "zones" or of[0].det not in ("un", "une")
                   or of[0].quals or of[0].relative is not None):
            raise ValueError(f"« {lieu.nom} de {of[0].det} {of[0].nom} » : « à l'{lieu.nom} d'un Secteur »")
        return A.Acte(verbe="être présent", sujet=sujet, lieu=attrs.evolve(lieu, det=_zone_det(lieu)))

    def acte_en_jeu(self, c):
        """« Tant que cette Unité est en jeu » = « … est présente sur le Champ de Bataille »: where the
        game's units play (verbs.IN_PLAY), refused in a game that has no such place."""
        det, noun = verbs.IN_PLAY
        if self.vocabulary.category(noun) is None:
            raise ValueError(f"« en jeu » : ce jeu n'a pas de « {noun} » (dites où est l'unité)")
        return A.Acte(verbe="être présent", sujet=_nodes(c)[0],
                      lieu=self._generic(A.Designation(det, self.vocabulary.canonical(noun))))

    def acte_a_cote(self, c):
        """« Tant qu'un Lancier est à côté d'un autre Lancier » = « … est adjacent à un autre Lancier »."""
        sujet, objet = _nodes(c)
        return A.Acte(verbe="être adjacent", sujet=sujet, objet=objet)

    def sujet_sur_tuile(self, c):
        """« Un Conscrit sur une tuile Village … » (a subject) = « Un Conscrit qui est sur … »; after an
        anchor, the anchor's (:func:`_placed_anchor`)."""
        return _placed_anchor(c[0], self.qual_sur_tuile(c[1:]), _plural_said(c))

    def qual_sur_tuile(self, c):
        """« Un Conscrit sur une tuile Village » = « Un Conscrit qui est sur une tuile Village »."""
        said = A.Acte(verbe="être présent", terrains=tuple(sorted({self.noun(t) for t in _tokens(c, "NOM")})))
        return (PLACED_GROUP, said) if _plural_said(c) else said

    def qual_sur_tuile_pluriel(self, c):
        """« … qui sont sur une tuile Forêt »: a plural's place (never a singular anchor's)."""
        return (PLACED_GROUP, self.qual_sur_tuile(c))

    def acte_nominal(self, c):
        """« Lorsque cette Unité effectue une Charge » = « Lorsque cette Unité charge »: the action's
        verb (verbs.NOMINALISATIONS)."""
        noun = self.noun(_tokens(c, "NOM")[0])
        verb = verbs.NOMINALISATIONS.get(self.vocabulary.singular(noun).lower())
        if verb is None:
            raise ValueError(f"« effectuer {noun} » : le jeu ne dit pas quel acte c'est")
        rest = [x for x in c[1:] if not isinstance(x, Token)]
        return self._acte(c[0], verb, rest)

    def acte_imminent_va(self, c):
        """« Lorsqu'un Ranger Maudit va être battu » = « … est sur le point d'être battu »."""
        rest = [x for x in c if not (isinstance(x, Token) and x.type == "V_ALLER")]
        return self._acte(rest[0], rest[1], rest[2:], imminent=True)

    def acte_imminent(self, c):
        """« est sur le point d'être battu » = « devrait être battu »."""
        rest = [x for x in c if not (isinstance(x, Token) and x.type in ("SUR_LE_POINT", "DEVRAIT"))]
        return self._acte(rest[0], rest[1], rest[2:], imminent=True)

    def acte_inf(self, c):
        return self._acte(None, c[0], c[1:])

    def acte_inf_adverbe(self, c):
        """« déplacer normalement un Druide »: the adverb said before the object, as after it."""
        return self._acte(None, c[0], [*_nodes(c)[1:], self.c_normalement(())])

    def verbe(self, c):
        verbe = verbs.verb_of_terminal(c[0].type)
        if verbe == "riposter":
            return self._riposte()
        return verbe

    def _riposte(self) -> str:
        """« Lorsqu'elle riposte » = « Lorsqu'elle est attaquée »: in a game whose unit attacked throws dice
        only in its riposte (its vocabulary's « jets en défense »: Pocket Battles), riposting is being attacked;
        elsewhere the unit attacked rolls its defence anyway, and « riposter » says no more than that."""
        if not self.vocabulary.defence:
            raise ValueError("« riposter » : dans ce jeu, une unité attaquée lance ses dés de défense sans riposte "
                             "à part ; dites « Lorsqu'il est attaqué » (ou « se défend »)")
        return "être attaqué"

    def objet(self, c):
        return c[0]

    def objet_a(self, c):
        return c[0]

    def c_mode(self, c):
        """« avec Mêlée » = « en Mêlée » = « au corps à corps » (a synonym the vocabulary declares): one
        of the game's ways to attack (its « modes »)."""
        mode = self._singular(self.noun(_tokens(c, "NOM")[0]))
        if self.vocabulary.category(mode) != "modes":
            known = ", ".join(sing for sing, _ in self.vocabulary.modes) or "aucune"
            raise ValueError(f"« {mode} » n'est pas une façon d'attaquer (le jeu connaît : {known})")
        return ("mode", mode)

    def c_sauf_mode(self, c):
        return ("sauf_mode", self.noun(_tokens(c, "NOM")[0]))

    def c_hors(self, c):
        return ("hors", "attaque")

    def c_normalement(self, c):
        return ("adverbe", "normalement")

    def c_contre_attaque(self, c):
        return ("contre_attaque", True)

    def c_contre_attaque_de(self, c):
        """« se défend contre une attaque de Magie » = « … contre une attaque avec Magie »."""
        nom = self.noun(_tokens(c, "NOM")[0])
        if self.vocabulary.category(nom) != "modes":
            raise ValueError(f"« contre une attaque de {nom} » : une attaque d'un mode du jeu (« de Magie »)")
        return ("contre_attaque_de", nom)

    def c_contre_nommee(self, c):
        """« contre une Attaque Proche »: the attack, by the vocabulary's name (« se défend contre » = « est attaqué
        par »: :meth:`_acte`)."""
        said = " ".join(_squash(str(c[0])).split()[2:])
        nom = next(f for f in self.vocabulary.all_forms() if " ".join(f.lower().split()) == said)
        return ("contre_nommee", self.vocabulary.singular(nom))

    def complement(self, c):
        return c[0]

    def c_ordres(self, c):
        quoted = self.written(_tokens(c, "QUOTED_LIST")[0]).translate(grammar.TYPO)
        names = tuple(self.vocabulary.canonical(_squash(q)) for q in re.findall(r'"([^"]*)"', quoted))
        return ("ordres", canonical.orders_named(names))

    def c_moments(self, c):
        """« lors d'un Combat ou d'un Tir »: the moments of the act; « se défend dans une Forêt » = « … sur une tuile
        Forêt » (a terrain is where, not when: it was read as a moment that never came); a unit is no moment."""
        names = c[0]
        kinds = {self.vocabulary.category(n) for n in names}
        if kinds == {"terrains"}:
            return ("terrains", tuple(sorted({self.vocabulary.canonical(self._singular(n)) for n in names})))
        if kinds & {"terrains", "units", "types"}:
            raise ValueError(f"« lors de / dans … {' ou '.join(names)} » : un moment du jeu (« lors d'un Combat ») ou une "
                             "tuile (« sur une tuile Forêt »)")
        return ("moments", names)

    def c_au_moins(self, c):
        return ("au_moins", _nodes(c)[0])

    def c_par(self, c):
        return ("par", c[0])

    def c_objet_a(self, c):
        """« à un autre Lancier », « à au moins un autre Lancier » (one is at least one)."""
        return ("objet", _nodes(c)[0])

    def c_lieu(self, c):
        return ("lieu", c[0])

    def c_terrains(self, c):
        return ("terrains", tuple(sorted({self.noun(t) for t in _tokens(c, "NOM")})))

    def c_depuis(self, c):
        """« attaque depuis une tuile Colline »: the tile an attack or a shot is made from (``_acte``)."""
        return ("depuis", self.c_terrains(c)[1])

    def c_mais_pas(self, c):
        """« - mais ne détruit pas l'Unité ennemie » = « sans détruire l'Unité ennemie »."""
        verbe, objet = _nodes(c)
        return ("mais_pas", A.Acte(verbe=verbe, objet=objet))

    def c_sans(self, c):
        """« se déplace sans attaquer » = « (hors attaque) »; « touche … sans détruire l'Unité
        ennemie » = « - mais ne détruit pas l'Unité ennemie »; « touche l'Unité ennemie sans la
        détruire »: the object is the act's own."""
        nodes = _nodes(c)
        verbe, objet = nodes[0], (nodes[1] if len(nodes) > 1 else None)
        if objet is None and not _tokens(c, "OBJ_PRONOM"):
            if verbe != "attaquer":
                raise ValueError(f"« sans {verbe} » : sans faire quoi à qui ?")
            return ("hors", "attaque")
        return ("mais_pas", A.Acte(verbe=verbe, objet=objet))

    def c_phase(self, c):
        return ("phase", ANTE_OF[str(_tokens(c, "ANTE")[0])])

    def moments(self, c):
        return tuple(c)

    def moment(self, c):
        return _nodes(c)[0]

    def moment_suite(self, c):
        return _nodes(c)[0]

    # --- more circumstances -------------------------------------------------------
    def si(self, c):
        """« Si … » = « Tant que … »: a condition (the keyword token is dropped)."""
        return A.Si(_nodes(c)[0])

    def sauf_si(self, c):
        """« sauf si … », « à moins que … »: the condition negated (``Si.non``)."""
        return A.Si(_nodes(c)[0], non=True)

    def sauf_sans_allie(self, c):
        """« sauf s'il est isolé » = « s'il est adjacent à un allié »: the isolation negated."""
        return A.Si(A.Acte("être adjacent", sujet=_nodes(c)[0], objet=A.Designation("une", "unité", ("allié",))))

    def durant(self, c):
        return canonical.durant(A.Durant(c[0]), self.is_action)

    def durant_a(self, c):
        """« À chaque Tir, » = « Lors d'un Tir, »; « À l'Arrière, » = « Dans l'Arrière, »: where the subject stands."""
        if self.vocabulary.category(c[0].nom) == "zones":
            return self.circ_dans(c)
        return self.durant(c)

    def is_attack(self, nom: str) -> bool:
        """One of the game's kinds of attack (its vocabulary's « attaques »: « Attaque Distante », « Tir »)."""
        return self._singular(nom).lower() in {a.lower() for a in self.vocabulary.attacks}

    def is_action(self, nom: str) -> bool:
        return self.vocabulary.category(nom) == "actions"

    def meme_si(self, c):
        return ("même si", _nodes(c)[0])

    def meme_apres(self, c):
        """« même après avoir fait un Redéploiement » = « même si <le sujet> a fait un Redéploiement »: the act of
        no subject yet (assembly.concession_subject names it)."""
        if not _tokens(c, "MEME_APRES_AVOIR"):  # « même après avoir fait »
            return self._acte(None, c[1], _nodes(c)[1:])
        verbe = verbs.past_participle(str(_tokens(c, "PARTICIPE_PASSE")[0]))
        if ("s'être" in str(_tokens(c, "MEME_APRES_AVOIR")[0])) != verbe.startswith("se "):
            raise ValueError(f"« même après avoir … » : « même après avoir fait », « même après s'être déplacé » ({verbe})")
        return self._acte(None, verbe, _nodes(c))

    def periode(self, c):
        """« Au début de chaque tour » = « Au début du tour »; « de votre / son tour »: the owner's; « du tour
        adverse » = « … de l'adversaire »: its opponent's."""
        text = _squash(str(c[0]))
        bord = "début" if text.startswith("au début") else "fin"
        periode = "manche" if re.search(r"\bmanche\b", text) else "tour"
        if re.search(r"adverse|adversaire", text):
            qui = "adverse"
        elif re.search(r"\b(?:votre|son|sa)\s+(?:tour|manche)", text):
            qui = "votre"
        else:
            qui = "chaque"
        if periode == "manche" and qui != "chaque":
            raise ValueError("« … de votre manche » : une manche est celle des deux joueurs (« au début de chaque manche »)")
        return A.Periode(bord, periode, qui)

    def meme_tour(self, c):
        return A.MemeTour()

    def circ_sur_tuile(self, c):
        return ("sur tuile", _place(self.qual_sur_tuile(c)).terrains)

    def circ_des(self, c):
        return ("en", "des", c[0])

    def circ_pour(self, c):
        """« Pour chaque allié adjacent, » : the count the phrase's dice are multiplied by (assembly._said_ahead)."""
        return ("tête", c[0])

    def circ_au_lieu_dun(self, c):
        """« Au lieu d'un dé, » = « … au lieu d'un » after the dice: the number they replace."""
        return ("tête", {"au_lieu_de": 1})

    def circ_contre(self, c):
        return ("contre", c[0])

    def circ_dans(self, c):
        """« Dans les Secteurs adjacents, … »: the zones' division said at the head (assembly._shot_in); « Dans
        la Zone Avant, … »: one zone, where the subject stands (a condition, as « Tant qu'elle est dans … »)."""
        where = _nodes(c)[0]
        if (where.det in ("un", "une", "la", "le", "l'") and self.vocabulary.category(where.nom) == "zones"
                and not where.quals and where.relative is None):
            return ("dans", A.Acte(verbe="être présent", lieu=attrs.evolve(where, det=_zone_det(where))))
        return ("dans", where)

    def circ_depuis(self, c):
        """« Depuis l'Arrière d'un Secteur, » : where a shot is made from (assembly._said_ahead)."""
        return ("depuis", self.tir_depuis(c))

    def circ_en(self, c):
        """« En Mêlée, » (a mode of the game), « En Combat, » (one of its actions: « Durant un Combat, »)."""
        said = self.des_mode(c)
        return A.Durant(said[1]) if said[0] == "durant" else ("en", *said)

    def frequence(self, c):
        """« Une fois par tour, … » = « … une fois par tour »: how often the effect may be used."""
        n, more, par = c[0]
        if more:
            raise ValueError("« une fois de plus par … » répète un acte : « peut attaquer une fois de plus par tour »")
        return A.Frequence(n, par)

    def frequence_une(self, c):
        """« … peut relancer un dé par tour » = « … une fois par tour »."""
        return A.Frequence(1, _squash(str(c[0])).split()[-1])

    def phrase_activation(self, c):
        cible, effets = _nodes(c)
        return A.Phrase((A.Activation(cible),), None, effets)

    def phrase_activation_pour(self, c):
        """« Pour récupérer …, donnez un ordre à cette Unité » = « Donnez un ordre à cette Unité pour
        récupérer … »: the order, said last, is what the purpose is reached by."""
        effets = _nodes(c)[0]
        ordre = effets[-1] if len(effets) > 1 else None
        if not (isinstance(ordre, A.Effet) and ordre.modalite is None and isinstance(ordre.action, A.DonnerOrdres)
                and ordre.action == A.DonnerOrdres(ordre.action.cible)):
            raise ValueError("« Pour …, » : dites ensuite par quoi (« donnez un ordre à cette Unité »)")
        return A.Phrase((A.Activation(ordre.action.cible),), None, effets[:-1])

    def ordre_a(self, c):
        return _nodes(c)[0]

    def ordre_a_premier(self, c):
        """« le premier ordre donné à cette Unité »: the order given when no order token is on it (the first of the
        round, as Réactive's « Le premier ordre » reads); another adjective (« le second ordre ») is refused."""
        ante = str(_tokens(c, "ANTE")[0]).lower()
        det = _squash(str(_tokens(c, "DET")[0])).lower()
        if ante not in ("premier", "première") or det not in ("le", "l'"):
            raise ValueError(f"« {det} {ante} ordre donné à … » : seul « le premier ordre » se dit (aucun jeton Ordre "
                             "sur l'Unité)")
        return A.OrdreA(_nodes(c)[-1], premier=True)

    def sujet_ordre(self, c):
        return c[0] if isinstance(c[0], A.OrdreA) else A.OrdreA(c[0])

    def ordre_a_nomme(self, c):
        """« Donner un ordre de « Tirer » à cette Unité » = « Le Tir de cette Unité »: each order named by its
        verb is the game's action of that verb (« Tirer » → « Tir »), else as written (« Poursuivre le Combat »)."""
        names = []
        for name in self.c_ordres(c)[1]:
            verb = name.lower()
            noun = next((self.vocabulary.singular(n) for n in self.vocabulary.all_forms()
                         if self.vocabulary.category(n) == "actions" and verbs.NOMINALISATIONS.get(n.lower()) == verb),
                        None)
            names.append(noun or name)
        return A.OrdreA(_nodes(c)[-1], canonical.orders_named(tuple(names)))

    def sujet_ordre_nomme(self, c):
        """« Le Déplacement Tactique de cette Unité », « la Charge de cette Unité »: the orders of that name
        given to the unit (an action or an order the game names, « Poursuivre le Combat »)."""
        order, unit = _nodes(c)
        named = self.vocabulary.category(order.nom) == "actions" or order.nom in self.vocabulary.permissions
        if not named or order.quals or order.relative is not None or order.det not in ("le", "la", "l'", "un", "une"):
            raise ValueError(f"« {order.det} {order.nom} de … » : un ordre du jeu (« Le Déplacement Tactique de "
                             "cette Unité »)")
        if not isinstance(unit, A.Designation) or unit.nom.lower() not in ("unité", "unités") and \
                self.vocabulary.category(unit.nom) not in ("units", "types"):
            raise ValueError(f"« {order.nom} de … » : de quelle unité ? (« de cette Unité »)")
        return A.OrdreA(unit, (self.vocabulary.singular(order.nom),))

    def proposition_imperative(self, c):
        return (None, c[0])
    # --- who ---------------------------------------------------------------------
    def sujet(self, c):
        return c[0]

    def pronom(self, c):
        """« il », « elle »…; « ce dernier » = « celui-ci », « cette dernière » = « celle-ci »."""
        mot = " ".join(str(c[0]).split())
        return A.Pronom({"ce dernier": "celui-ci", "cette dernière": "celle-ci"}.get(mot, mot))

    def designation_nombre(self, c):
        n = c[0]
        return self.designation([Token("DET", {1: "un", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six"}.get(n, str(n)))] + c[1:])

    def designation(self, c, counted=False):
        """A unit, a group or a thing named; ``counted``: the units a count runs over (« pour chaque
        Lancier allié adjacent »: each one, not the group ``canonical.each_of_a_group`` reads elsewhere)."""
        det = _squash(str(c[0]))
        if det in ("un de ses", "une de ses", "un de vos", "une de vos"):  # = « l'un de ses »
            det = "l'" + det
        if det == "votre":  # « votre adversaire » = « l'adversaire »: the bearer's owner's opponent
            if not (isinstance(c[1], str) and c[1].lower() == "adversaire"):
                raise ValueError("« votre … » : « votre adversaire », ou « vos … » (« vos dés »)")
            det = "l'"
        rest = list(c[1:])
        ante = None
        if isinstance(rest[0], Token) and rest[0].type == "ANTE":
            ante = ANTE_OF[str(rest.pop(0))]
        nom = rest[0]
        quals, relative, ancre = ([ante] if ante else []), None, None
        for item in rest[1:]:
            if isinstance(item, A.Acte) and _is_place(item) and ancre is not None and ancre.relative is None:
                # « adjacentes à un Mage Rouge (qui se trouve) sur une tuile Forêt »: the nearest unit's tile
                ancre = attrs.evolve(ancre, relative=item)
            elif isinstance(item, A.Acte) or isinstance(item, tuple) and item[0] == PLACED_GROUP:
                relative = _place(item)
            elif isinstance(item, tuple) and item[0] == "role":  # « l'unité qui l'attaque »
                if nom.lower() not in ("unité", "adversaire") or det not in canonical.OPPONENT_DETS:
                    raise ValueError("« qui l'attaque » : « l'unité qui l'attaque »")
                nom = self.adversaire if item[1] == "adversaire" else item[1]
            elif isinstance(item, tuple) and item[0] == "ancre":
                quals.append(item[1])
                ancre = item[2]
            elif ancre is not None and item in SIDE_QUALS:
                # « adjacente à un Lancier allié »: the side said after the anchor is the anchor's
                ancre = attrs.evolve(ancre, quals=ancre.quals + (item,))
            else:
                quals.append(item)
        if "au choix" in quals:  # « une Unité amie de votre choix » = « n'importe quelle Unité amie »
            quals.remove("au choix")
            det = {"un": "n'importe quel", "une": "n'importe quelle"}.get(det, det)
        d = canonical.side(A.Designation(det, nom, tuple(quals), relative, ancre))
        if counted:
            return self._generic(d)
        return canonical.generic(d, self.is_unit_noun, self._singular, self.vocabulary.plural)

    @property
    def adversaire(self) -> str:
        """The vocabulary's spelling of « adversaire » (Pocket Battles: « Adversaire »)."""
        return self.vocabulary.canonical("adversaire")

    def is_unit_noun(self, nom: str) -> bool:
        return self.vocabulary.category(nom) in ("units", "types")

    def _generic(self, d: A.Designation) -> A.Designation:
        return canonical.generic(d, self.is_unit_noun, self._singular)

    def _singular(self, nom: str) -> str:
        return self.vocabulary.canonical(self.vocabulary.singular(nom))

    def nom(self, c):
        token = c[0]
        if token.type == "NOM":
            return self.noun(token)
        if token.type == "ORDRE":
            return self.vocabulary.canonical(str(token)) if self.vocabulary.category(str(token)) else str(token)
        return str(token)

    def qual_adj(self, c):
        return ADJ_OF[str(c[0])]

    def qual_choix(self, c):
        return "au choix"

    def qual_reserve(self, c):
        return "en réserve"

    def qual_sans_allie(self, c):
        return "sans allié adjacent"

    def qual_ancre(self, c):
        """« adjacentes à un Druide », « adjacent à (au moins) un autre Lancier »; « à l'Archer » =
        « au Druide » = « à un Druide » (the anchor named generically, as a subject is)."""
        det, ante = _tokens(c, "DET")[0], _tokens(c, "ANTE")
        if _squash(str(det)).lower() in COUNTED_DETS:
            # « adjacent à deux Lanciers »: a count of the units around, which the anchor would drop (one Lancier
            # would do); say « pour chaque Lancier adjacent » for a count
            raise ValueError(f"« {c[0]} à {det} {c[-1]} » : un compte d'unités autour ; « adjacent à un Lancier » (au "
                             "moins un), « … pour chaque Lancier adjacent »")
        anchor = A.Designation(_squash(str(det)), c[-1], tuple(ANTE_OF[str(a)] for a in ante))
        return ("ancre", ADJ_OF[str(c[0])], self._generic(anchor))

    def qual_ancre_au(self, c):
        """« adjacentes au Druide » = « adjacentes à le Druide » (= « à un Druide »), « aux Lanciers »."""
        det = Token("DET", "les" if str(c[1]).lower() == "aux" else "le")
        return self.qual_ancre([c[0], det, *c[2:]])

    def qual_cote(self, c):
        """« à côté d'un Ranger Maudit » = « voisines d'un … » = « adjacentes à un Ranger Maudit »."""
        return self.qual_ancre([Token("ADJ", "adjacent"), *c[1:]])

    def qual_meme_zone(self, c):
        """« du même Secteur » = « dans le même Secteur que cette Unité » = « situées dans le Secteur de cette
        Unité »: the units that stand in the division of the battlefield the bearer stands in (« même Secteur »;
        the compiler asks the game's « secteurs »)."""
        _, zone, *anchor = c
        anchor = [A.Pronom(str(a).lower()) if isinstance(a, Token) else a for a in anchor]  # « qu'elle »
        nom = self.noun(zone)
        if self.vocabulary.category(nom) != "zones":
            raise ValueError(f"« du même {nom} » : une division du Champ de Bataille (« du même Secteur »)")
        if anchor and not _is_bearer(anchor[0]):
            raise ValueError(f"« dans le même {nom} que … » : celui de l'unité qui porte la capacité (« que cette "
                             "Unité », « qu'elle »)")
        return "même " + nom

    def qual_lui(self, c):
        """« qui lui sont adjacentes » = « adjacentes à lui »: next to the unit the trigger names."""
        return ADJ_OF[str(c[0])]

    def qual_cote_lui(self, c):
        """« à côté de lui » = « qui lui sont adjacentes »."""
        return "adjacent"

    def relative(self, c):
        return c[0]

    def relative_participe(self, c):
        """« Un Archer attaqué en Mêlée » = « Un Archer qui est attaqué en Mêlée »."""
        return self._acte(None, verbs.PARTICIPLES[_squash(str(c[0]))], c[1:])

    def relative_imminent(self, c):
        """« qui va être battu » = « qui est sur le point d'être battu » = « qui devrait être battu »."""
        verbe, *rest = [x for x in c if not isinstance(x, Token)]
        return self._acte(None, verbe, rest, imminent=True)

    def relative_role(self, c):
        """« l'unité qui l'attaque » = « qui la charge » = « l'attaquant », « qui le combat » = « l'adversaire »:
        the unit named by its part in the fight (canonical.role)."""
        return ("role", "attaquant" if c[1].type in ("V_ATTAQUER", "V_CHARGER") else "adversaire")

    # --- effects -------------------------------------------------------------------
    def relative_en(self, c):
        """« une unité alliée en défense » = « … qui se défend », « en attaque » = « qui attaque »."""
        return A.Acte("se défendre" if str(c[0]).split()[-1] == "défense" else "attaquer")

    def proposition(self, c):
        return (c[0], c[1])

    def proposition_cette_attaque(self, c):
        """« Lorsqu'un Mage Rouge attaque avec Magie, cette attaque affecte les unités ennemies adjacentes »:
        what the attack does is what the attacker does (assembly.affects reads the attack in the
        circumstance); « cette attaque » is the subject of « affecte » only."""
        effets = _nodes(c)[0]
        if not (effets and isinstance(effets[0], A.Effet) and isinstance(effets[0].action, tuple)
                and effets[0].action[0] == "affecte"):
            raise ValueError("« cette attaque » : ce qu'elle fait se dit de l'unité qui attaque (« il lance … ») ; "
                             "« cette attaque affecte les unités ennemies adjacentes »")
        return (A.Pronom(assembly.THIS_ATTACK), effets)

    def effets(self, c):
        said = [y for x in c if not isinstance(x, Token) for y in (x if isinstance(x, list) else [x])]  # « ni »
        said = [("circ", x) if assembly.is_circ(x) else x for x in said]
        said = assembly.ellipses(said)
        if any(str(t) == "vous" for t in _tokens(c, "PRONOM")):
            raise ValueError("« et vous … » : l'effet coordonné parle du même sujet (« il », « elle », « ils »)")
        return canonical.contraintes(tuple(said))

    def restriction(self, c):
        return ("mais pas", _nodes(c)[0])

    def pourvu(self, c):
        """« pourvu qu'il reste adjacent » = « mais doit rester adjacent »: a duty of the same subject."""
        if str(_tokens(c, "PRONOM")[0]) == "vous":
            raise ValueError("« pourvu que vous … » : la condition parle du même sujet (« pourvu qu'il reste adjacent »)")
        return A.Effet(_nodes(c)[-1], "doit")

    def proposition_utiliser(self, c, modalite="peut"):
        """« X ne peut pas utiliser cette caractéristique pour … »: the characteristic is the subject."""
        quoi, action = _nodes(c)[-2:]
        return (quoi, (A.Effet(A.Utilisable(pour=action), modalite),))

    def proposition_utiliser_vite(self, c):
        """« Vous pouvez utiliser immédiatement le Jeton Ordre récupéré » = « Le Jeton Ordre récupéré
        peut être utilisé immédiatement »."""
        quoi = [n for n in _nodes(c) if isinstance(n, A.Designation)][-1]
        return (quoi, (A.Effet(A.Utilisable(immediatement=True), "peut"),))

    def proposition_resolus(self, c):
        """« Les Ordres émis sont résolus les uns après les autres » = « Résolvez les Ordres émis … »."""
        return (None, (A.Effet(A.ResoudreOrdres()),))

    def proposition_invoquer(self, c):
        """« Vous pouvez invoquer les Stalkers tenus en réserve sur une tuile Forêt » = « Les Stalkers
        tenus en réserve peuvent être invoqués sur une tuile Forêt »: the summoned are the subject."""
        sujet, quoi, tuile = _nodes(c)
        if sujet != A.Pronom("vous"):
            raise ValueError("« … peut invoquer … » : c'est le joueur qui invoque (« vous pouvez invoquer … »)")
        return (quoi, (A.Effet(A.Invoque(tuile), "peut"),))

    def proposition_ne_pas_utiliser(self, c):
        return self.proposition_utiliser(c, "ne peut pas")

    def proposition_interdite(self, c):
        """« Il est interdit à cette Unité d'effectuer … » = « Cette Unité ne peut pas effectuer … »."""
        sujet, action = _nodes(c)
        return (sujet, (A.Effet(action, "ne peut pas"),))

    def proposition_interdite_effectuer(self, c):
        """« Il est interdit à cette Unité d'effectuer un Redéploiement d'Unité » = « Cette Unité ne peut
        pas effectuer de Redéploiement d'Unité »: one act of that kind (« un », « une »), not a given one."""
        det = _squash(str(_tokens(c, "DET")[0]))
        if det not in ("un", "une"):
            raise ValueError(f"« effectuer {det} … » : « il est interdit à … d'effectuer un Redéploiement d'Unité »")
        return (_nodes(c)[0], (A.Effet(self.effectuer(c), "ne peut pas"),))

    def effet_simple(self, c):
        return A.Effet(c[0])

    def effet_peut(self, c):
        return A.Effet(c[1], "peut")

    def effet_doit(self, c):
        return A.Effet(c[1], "doit")

    def effet_peut_circ(self, c):
        """« peut, une fois par tour, relancer … » = « Une fois par tour, … peut relancer … »: the
        circumstance between commas is the phrase's (lifted by assembly._lifted)."""
        circ, action = _nodes(c)
        return A.Effet(_lift(circ, action), "peut")

    def effet_doit_circ(self, c):
        """« elle doit, lors du même tour, charger … » = « Lors du même tour, elle doit charger … »."""
        circ, action = _nodes(c)
        return A.Effet(_lift(circ, action), "doit")

    def effet_ne_peut_pas(self, c):
        return A.Effet(c[1], "ne peut pas")

    def effet_ne_peut_aucun(self, c):
        """« ne peut effectuer aucun Redéploiement d'Unité » = « ne peut pas effectuer de Redéploiement
        d'Unité »: « aucun » is the negation and its noun."""
        return A.Effet(self.effectuer(c), "ne peut pas")

    def effet_ni(self, c):
        """« ne peut ni attaquer ni se déplacer » = « ne peut pas attaquer et ne peut pas se déplacer »:
        each item a prohibition, the act repeated when an item says only its mode or its action."""
        first, *suites = _nodes(c)
        return self._ni(first, suites)

    def effet_ni_objets(self, c):
        """« ne peut attaquer ni un Druide ni un Lancier » = « ne peut pas attaquer un Druide ni un Lancier »."""
        cible, *suites = _nodes(c)
        return self._ni(self.attaquer_objet(["attaquer", cible]), suites)

    def _ni(self, first, suites):
        actions = [first]
        for kind, said in suites:
            if kind == "action":
                actions.append(said)
            elif kind == "mode" and isinstance(first, A.Agir) and first.mode is not None:
                actions.append(attrs.evolve(first, mode=_mode(said)))
            elif kind == "nom" and (isinstance(first, A.Effectuer) or isinstance(first, A.Agir) and first.mode is None):
                actions.append(said)
            elif kind == "tuile" and isinstance(first, A.Destination):
                actions.append(attrs.evolve(first, tuile=said))  # « aller sur une tuile Eau ni sur une tuile Colline »
            elif kind in ("objet", "agent") and isinstance(first, A.Agir) and first.objet is not None and (
                    kind == "objet" or first.verbe == "être attaqué"):
                # « attaquer un Druide ni un Lancier », « être attaqué par un Archer ni (par) un Druide »
                actions.append(attrs.evolve(first, objet=said))
            else:
                raise ValueError("« ni … » : le même acte dit autrement (« ne peut pas attaquer en Mêlée ni en "
                                 "Magie », « ne peut ni attaquer ni se déplacer », « ne peut pas attaquer un Druide "
                                 "ni un Lancier »)")
        return [A.Effet(a, "ne peut pas") for a in actions]

    def ni_action(self, c):
        return ("action", c[0])

    def ni_mode(self, c):
        return ("mode", c[0])

    def ni_nom(self, c):
        return ("nom", self.effectuer(c))

    def ni_objet(self, c):
        return ("objet", attrs.evolve(c[0], genre=None))  # as the first unit fought (``attaquer_objet``)

    def ni_tuile(self, c):
        return ("tuile", c[0])

    def effet_ni_present_suite(self, c):
        """« ne se déplace jamais sur une tuile Eau ni sur une tuile Colline » = « ne peut pas aller sur une tuile
        Eau ni sur une tuile Colline »."""
        first, *suites = _nodes(c)
        if any(kind in ("action", "nom") for kind, _ in suites):  # another act: « ni n'attaque » (effet_ni_present)
            raise ValueError("« ni … » au présent : l'acte suivant nié aussi (« ne se déplace jamais ni n'attaque »)")
        return self._ni(first.action if isinstance(first, A.Effet) else first, suites)

    def ni_agent(self, c):
        return ("agent", attrs.evolve(c[0], genre=None))

    def effet_ne_coute_aucun(self, c):
        """« ne coûte aucun Jeton Ordre » = « coûte 0 Jeton Ordre »."""
        return A.Effet(A.Cout(0, self.noun(_tokens(c, "NOM")[0])))

    def effet_ne_que(self, c):
        """« ne peut attaquer qu'avec Magie » = « ne peut pas attaquer avec Mêlée ni avec Distance »: the
        modes the game has (its vocabulary's « modes ») but the ones said, each forbidden; « ne peut être
        attaqué que par des Attaques Proches »: the game's other attacks (« attaques »)."""
        said = [n for n in _nodes(c) if not (isinstance(n, str) and n in ("est", "sont"))]
        if len(said) == 1 and _tokens(c, "V_ETRE_BATTU"):
            return self._battu_que(*said[0])
        verbe, (kind, allowed) = said
        if kind == "terrains" or verbe in ("se déplacer", "aller"):
            return self._aller_que(verbe, kind, allowed)
        if verbe not in ("attaquer", "être attaqué") or (kind == "attaques" and verbe != "être attaqué"):
            raise ValueError(f"« ne … {verbe} que … » : « ne peut attaquer qu'avec Magie », « ne peut être "
                             "attaqué qu'en Mêlée », « ne peut être attaqué que par des Attaques Proches »")
        if kind == "modes":
            others = [m for m, _ in self.vocabulary.modes if m not in allowed]
            actions = [self._agir(verbe, mode=m) for m in others]
        else:
            others = [a for a in self.vocabulary.attacks if a not in allowed]
            actions = [A.Agir(verbe, A.Designation("des", self.vocabulary.plural(a))) for a in others]
        if not others:
            raise ValueError(f"« ne … que {' ou '.join(allowed)} » : ce sont toutes celles du jeu, rien n'est interdit")
        return [A.Effet(a, "ne peut pas") for a in actions]

    def effet_ne_que_aller(self, c):
        """« ne peut aller que sur une tuile Forêt » = « ne peut se déplacer que sur une tuile Forêt »."""
        (kind, allowed), = [n for n in _nodes(c) if isinstance(n, tuple)]
        return self._aller_que("aller", kind, allowed)

    def _aller_que(self, verbe, kind, allowed):
        """« ne peut se déplacer que sur des tuiles Forêt » = « ne peut pas aller sur une tuile Colline, … »: the
        game's other terrains (its vocabulary's « terrains ») forbidden as a move's destination, one prohibition
        each (a tile of no terrain, a base, stays allowed)."""
        if kind != "terrains" or verbe not in ("se déplacer", "aller"):
            raise ValueError("« ne … que sur … » : un déplacement et des terrains (« ne peut se déplacer que sur des "
                             "tuiles Forêt »)")
        others = [t for t, _ in self.vocabulary.terrains if t not in allowed]
        if not others:
            raise ValueError(f"« ne … que sur {' ou '.join(allowed)} » : ce sont tous les terrains du jeu, rien "
                             "n'est interdit")
        return [A.Effet(A.Destination(("aller",), A.Tuile("une", t, None)), "ne peut pas") for t in others]

    def que_terrains(self, c):
        known = {t.lower(): t for t, _ in self.vocabulary.terrains}
        said = []
        for t in _tokens(c, "NOM"):
            nom = self._singular(self.noun(t))
            if nom.lower() not in known:
                raise ValueError(f"« que sur … {nom} » : un terrain du jeu ({', '.join(known.values())})")
            said.append(known[nom.lower()])
        return ("terrains", tuple(dict.fromkeys(said)))

    def _battu_que(self, kind, allowed):
        """« ne peut être battu que par une attaque de Magie »: beaten by any other mode, it survives
        automatically; a marker effect whose circumstance ``assembly.beaten_only`` writes."""
        if kind != "modes":
            raise ValueError("« ne peut être battu que par … » : un mode d'attaque (« qu'avec Magie », « que par une "
                             "attaque de Magie »)")
        others = [m for m, _ in self.vocabulary.modes if m not in allowed]
        if not others:
            raise ValueError(f"« ne … que {' ou '.join(allowed)} » : ce sont tous les modes du jeu, rien n'est dit")
        return A.Effet(("battu seulement", tuple(allowed), tuple(others)))

    def que_modes(self, c):
        return ("modes", tuple(dict.fromkeys(self.c_mode([t])[1] for t in _tokens(c, "NOM"))))

    def que_attaques(self, c):
        """« que par des Attaques Proches (ou …) »: the game's attacks (its vocabulary's « attaques »)."""
        known = {a.lower(): a for a in self.vocabulary.attacks}
        said = []
        for t in _tokens(c, "NOM"):
            nom = self._singular(self.noun(t))
            if nom.lower() not in known:
                raise ValueError(f"« que par … {nom} » : une attaque du jeu "
                                 f"({', '.join(self.vocabulary.attacks) or 'il n’en nomme aucune'})")
            said.append(known[nom.lower()])
        return ("attaques", tuple(dict.fromkeys(said)))

    def effet_ne_ordre_present(self, c):
        """« n'abandonne jamais un Combat » = « ne peut pas Abandonner le Combat »: the order the game
        names, its verb in the present, negated."""
        said = grammar.normalise(str(_tokens(c, "ORDRE_NOMME_NIE")[0]))
        for name in self.vocabulary.named_orders():
            if re.fullmatch(grammar.order_alternatives([name], negated=True), said):
                return A.Effet(A.Effectuer(name, verbal=True), "ne peut pas")
        raise ValueError(f"« {said} » : un ordre du jeu ({', '.join(self.vocabulary.named_orders())})")  # pragma: no cover

    def effet_immunise(self, c):
        """« est immunisée contre la Magie » = « ne peut pas être attaquée avec Magie »; « … contre les
        Attaques Distantes » = « ne peut pas être attaquée par des Attaques Distantes »."""
        return A.Effet(_nodes(c)[-1], "ne peut pas")

    def immunite_nom(self, c):
        """« contre la Magie » (a mode), « contre les Attaques Distantes » (one of the game's attacks)."""
        nom = self._singular(self.noun(_tokens(c, "NOM")[0]))
        if self.vocabulary.category(nom) == "modes":
            return self._agir("être attaqué", mode=nom)
        if nom in self.vocabulary.attacks:
            return A.Agir("être attaqué", A.Designation("des", self.vocabulary.plural(nom)))
        said = [m for m, _ in self.vocabulary.modes] + list(self.vocabulary.attacks)
        raise ValueError(f"« immunisé contre {nom} » : contre une façon d'attaquer ou une attaque du jeu "
                         f"({', '.join(said) or 'il n’en nomme aucune'})")

    def immunite_mode(self, c):
        """« aux attaques de Magie », « contre les attaques à distance »: attacks of one mode."""
        return self._agir("être attaqué", mode=_mode(self.c_mode(c)))

    def effet_gratuit(self, c):
        """« est gratuit », « ne coûte rien » = « ne coûte aucun Jeton Ordre »: the tokens an order is
        paid with (the game's « Jeton Ordre »), refused in a game whose orders cost none."""
        paid = [s for s, _ in self.vocabulary.tokens if len(s.split()) > 1 and s.split()[-1] == "Ordre"]
        if not paid:
            raise ValueError("« gratuit » : dans ce jeu, rien ne se paie en jetons (un ordre n'a pas de coût)")
        return A.Effet(A.Cout(0, paid[0]))

    def effet_sans_depenser(self, c):
        """« peut Charger sans dépenser de Jeton Ordre » = « La Charge de cette Unité est gratuite »: the order
        the game names by that verb's noun (its vocabulary's « ordres »: « Charge », « Tir »), paid with no
        token; the subject becomes that order of the unit (:func:`.assembly.free_order`). Sparing anything
        but the tokens an order is paid with, or an act no order of the game names, is refused."""
        verbe = _nodes(c)[0]
        cost = self.effet_gratuit(c)
        orders = [o for o in self.vocabulary.orders if verbs.NOMINALISATIONS.get(o.lower()) == verbe]
        if not orders:
            said = [o for o in self.vocabulary.orders if o.lower() in verbs.NOMINALISATIONS]
            raise ValueError(f"« {verbe} sans dépenser … » : un ordre que le jeu nomme par son verbe "
                             f"({', '.join(said) or 'il n’en nomme aucun'})")
        spared = self._singular(self.noun(_tokens(c, "NOM")[0]))
        spared = self._order_token(spared) or spared  # « sans dépenser de Jeton »: of the tokens a player spends
        if spared != cost.action.nom:
            raise ValueError(f"« sans dépenser de {spared} » : un ordre se paie en {self.vocabulary.plural(cost.action.nom)}")
        return ("ordre gratuit", orders[0], cost)

    def effet_ne_peut_pas_present(self, c):
        """« Un Lancier ne se déplace jamais » = « Un Lancier ne peut pas se déplacer »."""
        return A.Effet(c[0], "ne peut pas")

    def effet_ni_present(self, c):
        """« ne se déplace jamais ni n'attaque » = « ne se déplace jamais et n'attaque jamais »."""
        first, *others = c
        first = self._agir(first) if isinstance(first, str) else first
        return [A.Effet(a, "ne peut pas") for a in (first, *others)]

    def verbe_niable(self, c):
        return verbs.verb_of_terminal(c[0].type)

    def participe(self, c):
        return verbs.PARTICIPLES[_squash(str(c[0]))]

    def etre_cible_niee(self, c):
        """« n'est jamais attaquée par une Attaque Distante » = « ne peut pas être attaquée par … »."""
        if _nodes(c)[0] != "être attaqué":
            raise ValueError(f"« {_nodes(c)[0]} par … » : seul « être attaqué par » dit par quelle action")
        return self.etre_cible(c)

    def agir_niee(self, c):
        """« n'attaque jamais au corps à corps » = « ne peut pas attaquer au corps à corps »."""
        verbe, *mode = c
        if verbe in ("aller", "entrer"):
            raise ValueError(f"« ne … pas {verbe} » : où ? (« ne va jamais sur une tuile Eau »)")
        return self._agir(verbe, mode=_mode(mode[0]) if mode else None)

    ni_present = agir_niee

    def destination_niee(self, c):
        """« ne va / ne se déplace / n'entre jamais sur une tuile Eau » = « ne peut pas aller sur … »."""
        verbe, tuile = c
        if verbe not in ("aller", "entrer", "se déplacer"):
            raise ValueError(f"« ne … pas {verbe} sur une tuile » : « ne va jamais sur une tuile … »")
        return A.Destination(("aller",), tuile)

    def compte_comme(self, c):
        n, nom = _nodes(c)[0], _tokens(c, "NOM_COMMUN")[0]
        return A.CompteComme(n, str(nom))

    def compte_double(self, c):
        """« compte double » = « compte pour deux unités »."""
        return A.CompteComme(2, "unités")

    def forcer_relance(self, c):
        n = next((x for x in _nodes(c) if isinstance(x, int)), 1)
        return A.ForcerRelance(n)

    def forcer_relance_adversaire(self, c):
        qui = next(x for x in _nodes(c) if isinstance(x, A.Designation))
        if qui.nom.lower() not in ("adversaire", "unité", "ennemi", *canonical.ROLES) or "allié" in qui.quals:
            raise ValueError("« obliger … à relancer » : c'est l'adversaire qui relance (« obliger l'Adversaire à relancer un dé »)")
        return A.ForcerRelance(next((x for x in _nodes(c) if isinstance(x, int)), 1))

    def relance(self, c):
        """« relancer tous les dés », « relancer un dé », « relancer 2 dés de défense »."""
        rest = _nodes(c)
        n = next(x for x in rest if x not in ("une_fois", "avant"))  # the limits may come first
        once, before = (1 if "une_fois" in rest else None), "avant" in rest
        if n == "tous":
            return A.Relance(True, once, before, des=_kind(rest))
        return A.Relance(False, once, before, nombre=n, des=_kind(rest))

    def relance_tous(self, c):
        rest = _nodes(c)
        return A.Relance(True, 1 if "une_fois" in rest else None, "avant" in rest, des=_kind(rest))

    def relance_les(self, c):
        """« (choisir de) les relancer (tous) » = « relancer tous les dés »."""
        if str(_tokens(c, "OBJ_PRONOM")[0]) != "les":
            raise ValueError("« le relancer » : « les relancer » (tous les dés), ou « relancer un dé »")
        return self.relance_tous(c)

    def relance_valeurs(self, c):
        rest = _nodes(c)
        valeurs = next(n for n in rest if isinstance(n, tuple) and n[:1] != ("des",))
        return A.Relance(False, None, False, valeurs=tuple(sorted(set(valeurs))), des=_kind(rest))

    def relance_des_valeurs(self, c):
        """« relance les dés qui font 1 » = « ses dés de valeur 1 » = « relance ses 1 »: all the dice
        showing those values (« deux dés qui font 1 » says how many of them: refused)."""
        if _tokens(c, "POSSESSIF"):
            return self.relance_valeurs(c)
        nombre, *rest = _nodes(c)
        if nombre != "tous":
            raise ValueError(f"« {nombre} dés {_tokens(c, 'DE_VALEUR')[0]} … » : tous les dés qui font ces valeurs "
                             "(« relancer les dés qui font 1 », « relancer ses 1 »)")
        return self.relance_valeurs(rest)

    def valeurs(self, c):
        return tuple(int(t) for v in _tokens(c, "VALEURS") for t in re.findall(r"\d+", str(v)))

    def des_de(self, c):
        """« d'attaque », « de défense »; « d'attaque ou de défense » is either roll: as « un dé »."""
        return ("des", c[0] if len(set(c)) == 1 else None)

    des_en = des_de

    def des_de_nom(self, c):
        """« ses dés de Combat », « un dé de Tir »: a kind of dice the game rolls, by its name — what
        it asks the number of (« dés de combat » among its questions)."""
        noun = self.noun(_tokens(c, "NOM")[0])
        said = noun.lower()
        asked = [q for q in self.vocabulary.queries if q.startswith(("dés de ", "dés d'"))]
        if "dés " + ("d'" + said if said[:1] in "aeiouéèêh" else "de " + said) not in asked:
            kinds = ", ".join(f"« {q} »" for q in asked) or "aucun dé nommé"
            raise ValueError(f"« dés de {noun} » : ce jeu ne lance pas de dés de {noun} (il lance : {kinds})")
        return ("des", noun)

    def cible(self, c):
        """« une cible » in a reach = « une unité »: whichever unit the attack is made against."""
        det = _squash(str(c[0]))
        if det not in canonical.TARGET_DETS:
            raise ValueError(f"« {det} cible … jusqu'à … tuiles » : une portée vaut contre toute cible "
                             "(« une cible située jusqu'à 3 tuiles »)")
        return A.Designation(det, "unités" if det in ("des", "les", "tous les") else "unité")

    def portee_attaquer(self, c):
        """« attaquer une cible jusqu'à 3 tuiles de distance » = « tirer sur une cible jusqu'à 3 tuiles »:
        an attack that far is a distant one (« aller sur une unité jusqu'à … » says no reach: refused)."""
        verbe, *rest = c
        if verbe != "attaquer":
            raise ValueError(f"« {verbe} … jusqu'à … tuiles » : une portée se dit d'une attaque "
                             "(« attaquer une cible jusqu'à 3 tuiles »)")
        return self.portee_tir_sur(rest)

    def attaquer_objet(self, c):
        """« ne peut pas attaquer un Druide » mirrors « ne peut pas être attaqué par un Archer »: the unit
        fought as the act's ``objet`` (the « permis » query's ``adversaire``); its gender, a hint for
        ``render``, is not kept, as the agent's is not. A unit is attacked, not gone to (« aller sur »)."""
        verbe, cible = c
        if verbe != "attaquer":
            raise ValueError(f"« {verbe} sur {cible.det} {cible.nom} » : on va sur une tuile (« aller sur une tuile "
                             "Forêt »), on attaque une unité (« attaquer un Druide »)")
        return A.Agir("attaquer", attrs.evolve(cible, genre=None))

    def portee_tir(self, c):
        return A.Portee(None, None, _nodes(c)[0])

    def portee_tir_sur(self, c):
        """« tirer sur une unité jusqu'à 3 tuiles » = « attaquer une cible jusqu'à 3 tuiles » = « tirer
        jusqu'à 3 tuiles » (an attack that far is a distant one): a reach holds against
        any unit (the game asks it of the shooter alone), a target named otherwise is refused."""
        cible, distance = _nodes(c)
        cible = canonical.targets(cible)
        if cible.nom.lower() not in ("unité", "unités") or cible.relative or cible.ancre or set(cible.quals) - {"ennemi"}:
            raise ValueError("« … sur / contre … jusqu'à … tuiles » : une portée vaut contre toute unité "
                             "(« tirer sur une unité jusqu'à 3 tuiles »)")
        return A.Portee(None, None, distance)

    def portee_mode(self, c):
        """« attaquer à distance jusqu'à 3 tuiles » = « tirer jusqu'à 3 tuiles »: a distant attack's
        reach, whatever its mode; « attaquer avec Magie jusqu'à 2 tuiles », « … en Magie à 2 tuiles »:
        the reach of the attacks of that mode only (the query's ``mode``)."""
        verbe, said, distance = c
        mode = _mode(said)
        if verbe != "attaquer":
            raise ValueError(f"« {verbe} … {mode} jusqu'à … tuiles » : une portée est celle d'une attaque "
                             "(« attaquer avec Magie jusqu'à 2 tuiles », « tirer jusqu'à 3 tuiles »)")
        return A.Portee(None, None, distance, mode=None if mode.lower() == "distance" else mode)

    def portee_avoir(self, c):
        """« a une portée de 3 tuiles » = « tire jusqu'à 3 tuiles »."""
        une, distance = _nodes(c)
        if une != 1:
            raise ValueError("« a une portée de … » : une portée")
        return A.Portee(None, None, distance)

    def portee_deplacement(self, c):
        """« se déplacer de deux tuiles (au lieu d'une) » = « se déplacer jusqu'à 2 tuiles »: the
        reach of a move (up to that many steps)."""
        return A.Portee("se déplacer", None, _nodes(c)[0])

    def portee_deplacement_plus(self, c):
        """« se déplacer d'une tuile supplémentaire / de plus »: the move's reach, grown by that many."""
        return A.PorteeEnPlus("se déplacer", _tiles_more(_nodes(c)[0]))

    def portee_tir_plus(self, c):
        """« tirer à une tuile de plus » = « tirer une tuile plus loin »: the shot's reach, grown."""
        return A.PorteeEnPlus(None, _tiles_more(_nodes(c)[0]))

    def distance(self, c):
        return _nodes(c)[0]

    def une_fois(self, c):
        return "une_fois"

    def limite_r(self, c):
        return c[0]

    def avant_situation(self, c):
        return "avant"

    def circ_avant_situation(self, c):
        """« Avant que les relances de situation ne surviennent, » at the head: said of the reroll
        (assembly.before_situation)."""
        return ("avant situation",)

    def portee(self, c):
        """« lancer une Attaque Distante contre des unités jusqu'à 2 tuiles »; « lancer des Attaques
        Distantes jusqu'à 2 tuiles »: against any unit within reach (the targets unsaid)."""
        action = self._singular(self.noun(_tokens(c, "NOM")[0]))
        nodes = _nodes(c)
        if _tokens(c, "SUR_CIBLE"):  # « sur une cible » = « contre des unités »
            nodes = [A.Designation("des", "unités"), *nodes]
        cibles, distance = nodes[:2] if len(nodes) > 1 else (A.Designation("des", "unités"), nodes[0])
        cibles = canonical.targets(cibles)
        return A.Portee(action, cibles, distance)

    def permuter(self, c):
        return A.Permuter(_nodes(c)[0])

    def prendre_place(self, c):
        """« prendre sa place » = « permuter sa place avec elle »: the place of the unit the trigger names."""
        if _squash(str(_tokens(c, "DET")[0])) != "sa":
            raise ValueError("« prendre … place » : « prendre sa place » (la place de l'unité nommée)")
        return A.Permuter(A.Pronom("elle"))

    def se_deplacer_avec(self, c):
        return A.SeDeplacerAvec(_nodes(c)[0])

    def suivre(self, c):
        """« les Lanciers adjacents peuvent le suivre » = « … se déplacer avec lui »."""
        said = _squash(str(c[0]))
        if said == "les":
            raise ValueError("« les suivre » : suivre une unité (« le suivre », « la suivre »)")
        return A.SeDeplacerAvec(A.Pronom("elle" if said == "la" else "lui"))

    def venir_en_aide(self, c):
        """« venir en aide (à une unité alliée) »: an act a sentence may permit or forbid; the game says
        at compile time whether it asks about it."""
        nodes = _nodes(c)
        return A.Agir("venir en aide", objet=nodes[0] if nodes else None)

    def rester_adj(self, c):
        return A.Rester(ADJ_OF[str(_tokens(c, "ADJ")[0])])

    def rester_en_vie(self, c):
        return A.Rester("en vie")

    def agir(self, c):
        return self._agir(c[0])

    def _agir(self, verbe, **fields):
        """An act; « être chargé » is « être attaqué par une Charge » (verbs.ATTACKED_BY): the game's
        attack of that name, refused in a game that has none."""
        if verbe not in verbs.ATTACKED_BY:
            return A.Agir(verbe, **fields)
        det, noun = verbs.ATTACKED_BY[verbe]
        if self.vocabulary.category(noun) is None:
            raise ValueError(f"« {verbe} » : ce jeu n'a pas de « {noun} »")
        if fields.get("mode") is not None:
            raise ValueError(f"« {verbe} … {fields['mode']} » : une {noun} n'a pas de façon d'attaquer")
        return A.Agir("être attaqué", A.Designation(det, self.vocabulary.canonical(noun)), **fields)

    def agir_mode(self, c):
        """« ne peut pas être attaquée avec Magie », « ne peut pas attaquer en Mêlée »."""
        verbe, said = c
        return self._agir(verbe, mode=_mode(said))

    def agir_fois(self, c):
        """« peut attaquer deux fois par tour » (« une fois de plus par tour » is twice)."""
        verbe, (n, more, par) = c
        return A.Agir(verbe, fois=n + 1 if more else n, par=par)

    def agir_attaques(self, c):
        """« peut effectuer deux attaques par tour » = « peut attaquer deux fois par tour »."""
        n = _nodes(c)[-1] if isinstance(_nodes(c)[-1], int) else next(x for x in _nodes(c) if isinstance(x, int))
        return A.Agir("attaquer", fois=n, par=_squash(str(c[-1])).split()[-1])

    def agir_fois_sans_periode(self, c):
        """« peut attaquer deux fois » says no period (per turn? per game? each time it is given an
        order?); « Une fois par tour, … » at the head limits the uses, not the attacks: refused."""
        raise ValueError(f"« {_squash(str(c[1]))} » : par quoi ? (« {c[0]} {_squash(str(c[1]))} par tour »)")

    def fois_par(self, c):
        words = _squash(str(c[0])).split()
        n = int(words[0]) if words[0].isdigit() else NUMBER_WORDS[words[0]]
        return (n, "plus" in words, words[-1])

    def etre_cible(self, c):
        """« être la cible d'une Attaque Distante » = « être attaqué par une Attaque Distante »."""
        det = _squash(str(_tokens(c, "DET")[0]))
        return A.Agir("être attaqué", A.Designation(det, self.noun(_tokens(c, "NOM")[0])))

    def etre_charge_par(self, c):
        """« ne peut pas être chargée par un Cavalier »: attacked by that unit in the game's attack the verb names
        (verbs.ATTACKED_BY), one circumstance of the phrase: « Durant une Charge, … être attaquée par un Cavalier »."""
        verbe = self.verb_of(_tokens(c, "V_ETRE_CHARGE")[0])
        det, noun = verbs.ATTACKED_BY[verbe]
        if self.vocabulary.category(noun) is None:
            raise ValueError(f"« {verbe} » : ce jeu n'a pas de « {noun} »")
        moment = canonical.durant(A.Durant(A.Designation(det, self.vocabulary.canonical(noun))), self.is_action)
        return ("lift", moment, self.etre_cible(c))

    def etre_cible_placee(self, c):
        """« être attaqué par un Homme-Bête qui se trouve sur une tuile Forêt » (« … situé sur … »): the agent
        and its tile; any other relative of the agent is refused (the permission names the unit fought only)."""
        agir = self.etre_cible(c)
        rel = _nodes(c)[-1]
        if not (isinstance(rel, A.Acte) and rel.verbe == "être présent" and rel.terrains and rel.lieu is None):
            raise ValueError("« être attaqué par une unité qui … » : où elle se trouve (« qui se trouve sur une tuile "
                             "Forêt »)")
        if self.vocabulary.category(agir.objet.nom) == "actions":
            raise ValueError("« attaqué par une Attaque Distante qui se trouve … » : une attaque ne se tient nulle part")
        return attrs.evolve(agir, objet=attrs.evolve(agir.objet, relative=rel))

    def etre_cible_mode(self, c):
        """« être la cible d'une attaque de Magie » = « être attaqué avec Magie »: an attack of one mode
        (« d'une attaque à distance », « d'une attaque en Mêlée »)."""
        det = _squash(str(_tokens(c, "DET")[0])) if _tokens(c, "DET") else "une"  # « d'attaques à distance »
        if det not in ("une", "n'importe quelle"):
            raise ValueError(f"« la cible de {det} attaque » : d'une attaque (« être la cible d'une attaque de Magie »)")
        return A.Agir("être attaqué", mode=_mode(self.c_mode(c)))

    def survie(self, c):
        """« reste en vie sur 4+ », « survit sur un 5+ »: the saving roll of one die; a bare
        « survit » is a marker the circumstance's roll reads (« … lancez un dé, et si … »)."""
        nodes = _nodes(c)
        if not nodes:
            return A.Rester("en vie")
        return ("jet", nodes[0])

    def resultats_de(self, c):
        return self.resultats([t for t in c if isinstance(t, Token) and t.type in ("RESULTATS", "INT")])

    def verbe_nu(self, c):
        return verbs.verb_of_terminal(c[0].type)

    def affecte(self, c):
        return A.Affecte()

    def traverser(self, c):
        """« traverser une tuile Eau », « traverser les unités ennemies »: the act and what it passes
        through (a permission the game answers if it asks it, ``Compiler.bare_act``)."""
        return A.Agir("traverser", objet=_nodes(c)[0])

    def affecte_actif(self, c):
        """« Un Mage Rouge qui attaque avec Magie affecte les unités ennemies adjacentes »: the units
        affected are the subject of « sont affectées » (assembly.affects)."""
        return ("affecte", _nodes(c)[0])

    def des_du_meilleur(self, c):
        nom, valeurs = [n for n in _nodes(c) if not isinstance(n, int)][-2:]
        return A.DesDuMeilleur(str(nom), valeurs)

    def superlatif(self, c):
        return tuple(sorted({n[1] for n in _nodes(c) if isinstance(n, tuple) and n[:1] == ("des",)}))

    def invoque(self, c):
        return A.Invoque(_nodes(c)[0])

    def destination(self, c):
        nodes = _nodes(c)
        verbes, tuile = tuple(nodes[:-1]), nodes[-1]
        if tuile.etat == OCCUPIED_BY_AN_ENEMY:
            # « attaquer une tuile Forêt occupée par un ennemi » = « attaquer une tuile Forêt »: an attack goes to a
            # tile an enemy holds (the game checks it); a move goes to a free one
            if verbes != ("attaquer",):
                raise ValueError("« une tuile occupée par un ennemi » : une unité y lance une attaque, elle n'y va pas "
                                 "(« aller sur une tuile Forêt vide »)")
            tuile = attrs.evolve(tuile, etat=None)
        return A.Destination(verbes, tuile)

    def tuile_occupee(self, c):
        """« une tuile Forêt occupée par des ennemis »: held by the other side (any other unit, refused)."""
        det = _squash(str(c[0]))
        terrain = next((self.noun(t) for t in _tokens(c, "NOM")), None)
        (who,) = _nodes(c)
        if not (who.nom.lower() in ("unité", "unités", "ennemi", "ennemis") and canonical.side(who).quals == ("ennemi",)
                and who.relative is None and who.ancre is None):
            raise ValueError("« une tuile occupée par … » : par un ennemi (« une tuile Forêt occupée par un ennemi »)")
        det = "une" if det in ("n'importe quelle", "n'importe quel", "les") else det
        return A.Tuile(det, terrain, OCCUPIED_BY_AN_ENEMY)

    def destination_reprise(self, c):
        """« aller sur une tuile Forêt ou lancer une attaque contre elle »: both verbs, the one tile."""
        premier, tuile, second = _nodes(c)
        if premier == second:
            raise ValueError(f"« {premier} … ou {premier} … » : deux verbes différents (« aller sur une tuile Forêt ou "
                             "l'attaquer »)")
        return A.Destination((premier, second), tuile)

    def dest_reprise(self, c):
        return _nodes(c)[0]

    def dest_aller(self, c):
        return "aller"

    def dest_attaquer(self, c):
        return "attaquer"

    def replacer(self, c):
        quoi, tuile = _nodes(c)
        return A.Replacer(quoi, tuile)

    def negation(self, c):
        return A.Negation(_nodes(c)[0])

    def fluff(self, c):
        return _nodes(c)[0]

    def tuile(self, c):
        det = _squash(str(c[0]))
        terrain = next((self.noun(t) for t in _tokens(c, "NOM")), None)
        etat = next((ADJ_OF[str(t)] for t in _tokens(c, "ADJ")), None)
        # « vide », « libre » and « inoccupée », « une » and « n'importe quelle » say the same of a tile
        # « toute tuile Forêt » = « n'importe quelle tuile Forêt »
        det = "une" if det in ("n'importe quelle", "n'importe quel", "les", "toute") else det  # « les tuiles Eau »
        return A.Tuile(det, terrain, "vide" if etat in ("inoccupé", "libre") else etat)

    def jet(self, c):
        nodes = _nodes(c)
        n, results, (sujet, effets) = nodes
        return A.Jet(n, results, A.Phrase((), sujet, effets))

    def resultats(self, c):
        text = str(c[0])
        if "moins" in text:  # « d'au moins 4 » = « 4 ou plus »
            return tuple(range(int(text.split()[-1]), 7))
        if text.endswith("ou plus"):
            return tuple(range(int(text.split()[0]), 7))
        if text.endswith("+"):
            return tuple(range(int(text[:-1]), 7))
        return tuple(int(t) for t in re.findall(r"\d+", text))

    def nombre(self, c):
        text = _squash(str(c[0]))
        if text == "x":
            return "x"
        if text in ("un seul", "une seule"):  # « un seul Jeton Ordre » = « un Jeton Ordre »
            return 1
        if text.isdigit():
            return int(text)
        if text in ("tous les", "toutes les", "les", "l'ensemble des", "tous ces", "toutes ces", "tous ses", "toutes ses", "tous leurs",
                    "toutes leurs"):
            return "tous"
        if text in ("un de ses", "l'un de ses", "un de vos", "l'un de vos"):
            return 1  # « relancer l'un de ses dés » = « relancer un dé »: its own dice, one of them
        if text.split(" de ")[0] in NUMBER_WORDS and " de " in text:
            return NUMBER_WORDS[text.split(" de ")[0]]  # « deux de ses dés » = « deux dés »
        if text not in NUMBER_WORDS:
            raise ValueError(f"« {text} » n'est pas un nombre")
        return NUMBER_WORDS[text]

    # --- Pocket Battles effects -------------------------------------------------------
    def des_mode(self, c):
        """« … en Mêlée » (a mode); « … en Combat » (Pocket Battles: an action, « durant un Combat »)."""
        nom = self._singular(self.noun(_tokens(c, "NOM")[0]))
        if self.vocabulary.category(nom) == "actions" and not self.vocabulary.modes:
            # « En Charge » = « Lors d'une Charge » (canonical.durant); no article, no gender said
            return ("durant", attrs.evolve(self.designation([Token("DET", "un"), nom]), genre="sans article"))
        if _tokens(c, "CONTRE_ATTAQUE"):  # « contre les attaques à distance »: when it is attacked so
            return ("contre attaques", self.c_mode(c)[1])
        return self.c_mode(c)

    def des_supp(self, c):
        nodes, durant = _durant(_nodes(c))
        return _lift(durant, self._des_supp(c, nodes))

    def _des_supp(self, c, nodes):
        mode = next((n[1] for n in nodes if isinstance(n, tuple) and n[:1] == ("mode",)), None)
        nodes = [n for n in nodes if not (isinstance(n, tuple) and n[:1] == ("mode",))]
        kind = _kind(nodes)
        nodes = [n for n in nodes if not (isinstance(n, tuple) and n[:1] == ("des",))]
        moments = nodes.pop(0) if nodes and isinstance(nodes[0], tuple) else ()
        n = nodes.pop(0)
        pour = nodes.pop(0) if nodes and isinstance(nodes[0], dict) else {}
        if nodes and isinstance(nodes[0], tuple):  # « … pour la Charge lors du Combat »
            if moments:
                raise ValueError("deux fois « lors de … » pour les mêmes dés")
            moments = nodes.pop(0)
        au_lieu = 1 if _tokens(c, "AU_LIEU_DUN") else None
        return _thrown_when(A.DesSupplementaires(n, moments, au_lieu_de=au_lieu, des=kind, mode=mode, **pour))

    def _des_fixes(self, c, borne):
        """The dice of a number set or bounded (« 2 dés de défense », « deux dés de Combat »): read as
        the dice of « lance 2 dés supplémentaires » are, their count kept as it is."""
        nodes, durant = _durant(_nodes(c))
        said = self._des_supp(c, nodes)
        if said.nombre != "x" and said.nombre < 0:
            raise ValueError("un nombre de dés : « ne lance que deux dés »")
        return _lift(durant, A.DesFixes(said.nombre, borne, said.moments, said.des, said.mode))

    def des_fixes(self, c):
        """« lance toujours (exactement) 2 dés », « lance au plus / au moins 2 dés »."""
        bound = _tokens(c, "BORNE_DES")
        if not bound:
            return self._des_fixes(c, "exactement")
        return self._des_fixes(c, "au moins" if str(bound[0]).split()[-1] in ("moins", "minimum") else "au plus")

    def effet_des_que(self, c):
        """« ne lance que deux dés » = « lance toujours 2 dés »."""
        return A.Effet(self._des_fixes(c, "exactement"))

    def effet_des_jamais(self, c):
        """« ne lance jamais plus de deux dés » = « lance au plus 2 dés »; « … jamais moins de … »: at least."""
        more = str(_tokens(c, "PLUS_MOINS")[0]) == "plus"
        return A.Effet(self._des_fixes(c, "au plus" if more else "au moins"))

    def des_signes(self, c):
        """« lance +1 dé » = « lance un dé supplémentaire », « lance -1 dé » = « … un dé de moins »."""
        text = str(_tokens(c, "SIGNED")[0])
        n = "x" if text[1:] == "x" else int(text)
        nodes, durant = _durant(_nodes(c))
        return _lift(durant, self._des_supp(c, [n, *nodes]))

    def des_perdus(self, c):
        """« perd un dé d'attaque » = « lance un dé d'attaque de moins »."""
        nodes, durant = _durant(_nodes(c))
        gained = self._des_supp(c, nodes)
        if not isinstance(gained.nombre, int):
            raise ValueError("« perd x dés » : combien ? (« perd un dé »)")
        return _lift(durant, attrs.evolve(gained, nombre=-gained.nombre))

    def ellipse_supp(self, c):
        """« … et un dé de défense supplémentaire »: the dice of the verb said before."""
        return ("ellipse", self.des_supp(c))

    def ellipse_plus_moins(self, c):
        return ("ellipse", self.des_plus_moins(c))

    def des_a(self, c):
        """« à son attaque », « à sa défense »: the subject's own roll, as « dé d'attaque »."""
        det = _squash(str(_tokens(c, "DET")[0]))
        if det not in ("son", "sa", "ses", "l'"):
            raise ValueError(f"« à {det} … » : à quel jet ? (« à son attaque », « à sa défense »)")
        return ("des", _nodes(c)[0])

    def des_plus_moins(self, c):
        """« lance un dé de plus en défense », « lance 2 dés de moins »."""
        nodes, durant = _durant(_nodes(c))
        kind = _kind(nodes)
        mode = next((n[1] for n in nodes if isinstance(n, tuple) and n[:1] == ("mode",)), None)
        rest = [n for n in nodes if not (isinstance(n, tuple) and n[:1] in (("des",), ("mode",)))]
        pour = next((rest.pop(i) for i, x in enumerate(rest) if isinstance(x, dict)), {})  # « par allié adjacent »
        n, moments = rest[0], (rest[1] if len(rest) > 1 else ())
        sign = -1 if str(_tokens(c, "PLUS_MOINS")[0]) == "moins" else 1
        return _lift(durant, _thrown_when(A.DesSupplementaires(n if sign > 0 or n == "x" else -n, moments, des=kind,
                                                               mode=mode, **pour)))

    def _valeur(self, c, n):
        """A value is its number of dice (Pocket-Tactics): +1 to a value is one more die of that roll."""
        nodes = _nodes(c)
        mode = next((_mode(x) for x in nodes if isinstance(x, tuple) and x[:1] in (("mode",), ("durant",))), None)
        kind = _kind(nodes) or next(x for x in nodes if x in ("attaque", "défense"))
        return _thrown_when(A.DesSupplementaires(n, des=kind, mode=mode))

    def valeur_signee(self, c):
        text = str(_tokens(c, "SIGNED")[0])
        return self._valeur(c, "x" if text[1:] == "x" else int(text))

    def valeur_changee(self, c):
        n = next(x for x in _nodes(c) if isinstance(x, int) or x == "x")
        down = bool(_tokens(c, "V_DIMINUER"))
        return self._valeur(c, -n if down and n != "x" else n)

    def proposition_valeur(self, c):
        sujet = next(x for x in _nodes(c) if isinstance(x, (A.Designation, A.Pronom)))
        rest = [x for x in c if x is not sujet]
        return (sujet, (A.Effet(self.valeur_changee(rest)),))

    def proposition_portee(self, c):
        """« La portée d'un Archer est de 3 tuiles » = « Un Archer a une portée de 3 tuiles »."""
        det, sujet, distance = c[0], *_nodes(c)
        if _squash(str(det)) != "la":
            raise ValueError(f"« {det} portée de … » : « la portée d'un … »")
        return (sujet, (A.Effet(A.Portee(None, None, distance)),))

    def proposition_portee_plus(self, c):
        """« La portée d'un Archer augmente de 1 » = « Un Archer tire à une tuile de plus »."""
        det, sujet, distance = c[0], *_nodes(c)
        if _squash(str(det)) != "la":
            raise ValueError(f"« {det} portée de … » : « la portée d'un … »")
        return (sujet, (A.Effet(A.PorteeEnPlus(None, _tiles_more(distance))),))

    def proposition_sa_portee_plus(self, c):
        """« sa portée augmente de 1 »: the reach of the unit the circumstance names."""
        det = _squash(str(c[0]))
        if det != "sa":
            raise ValueError(f"« {det} portée … » : la portée de qui ? (« sa portée », « la portée d'un … »)")
        return (A.Pronom("il"), (A.Effet(A.PorteeEnPlus(None, _tiles_more(_nodes(c)[0]))),))

    def proposition_sa_valeur(self, c):
        """« sa valeur de défense augmente de 2 »: the value of the unit the circumstance names."""
        det = _squash(str(c[0]))
        if det not in ("sa", "son", "leur", "ses"):
            raise ValueError(f"« {det} valeur … » : la valeur de qui ? (« sa valeur », « la valeur d'un … »)")
        return (A.Pronom("ils" if det in ("leur", "ses") else "il"), (A.Effet(self.valeur_changee(c[1:])),))

    def des_de_plus(self, c):
        nodes = _nodes(c)
        return A.DesSupplementaires(nodes[0], nodes[1] if len(nodes) > 1 else ())

    def pour_exclu(self, c):
        """« (les Jetons Blessure ne comptent pas) »: the kind of token left out, by its own name."""
        nom = self._singular(_nodes(c)[0])
        return ("exclu", nom.split(" ", 1)[1] if nom.lower().startswith("jeton ") else nom)

    def pour(self, c):
        det = _squash(str(c[0])) if isinstance(c[0], Token) and c[0].type == "DET" else "chaque"  # « par Jeton »
        nodes = _nodes(c)
        apart = [n for n in nodes if isinstance(n, tuple) and n[:1] == ("exclu",)]
        nodes = [n for n in nodes if n not in apart] + [n[1] for n in apart]
        quals = [n for n in nodes[1:] if not isinstance(n, str) or n in _QUAL_WORDS]
        if quals or (det == "chaque" and nodes[0].lower() in {*canonical.SIDES, "unité", "unités"}):
            # « pour chaque allié adjacent » = « par unité alliée adjacente »: units around the bearer, counted
            if det != "chaque" or len(nodes) > 1 + len(quals):
                raise ValueError("« pour … » : « pour chaque unité alliée adjacente »")
            return {"pour_chaque": self.designation([Token("DET", "chaque"), *nodes], counted=True)}
        noms = [n for n in nodes if isinstance(n, str)]
        fields = {"pour_chaque" if det == "chaque" else "pour": noms[0]}
        if len(noms) > 1:
            if noms[1].lower() in noms[0].lower().split():  # « pour chaque Jeton Ordre (pas Ordre) »: nothing counted
                raise ValueError(f"« {noms[0]} (pas {noms[1]}) » : ce qui est exclu est un autre genre de jeton "
                                 "(« Jeton Ordre (pas Blessure) »)")
            fields["exclu"] = noms[1]
        return fields

    def coups_supp(self, c):
        return A.CoupsSupplementaires(_nodes(c)[0])

    def en_plus(self, c):
        return A.EnPlus(_nodes(c)[0], self.noun(_tokens(c, "NOM")[0]))

    def en_moins(self, c):
        """« perd un Jeton Ordre » = « a un Jeton Ordre de moins »: one fewer (``EnPlus`` < 0)."""
        n = _nodes(c)[0]
        if not isinstance(n, int):
            raise ValueError("« perd x Jetons » : combien ? (« perd un Jeton Ordre »)")
        return A.EnPlus(-n, self.noun(_tokens(c, "NOM")[0]))

    def rendre(self, c):
        """« Rendez le Jeton Ordre » = « Rendez ce Jeton Ordre »: the one the ability gave."""
        return canonical.given_back(A.Rendre(_nodes(c)[0]))

    def tirer(self, c):
        fields = {}
        for part in _nodes(c):
            fields.update(part)
        return canonical.tir(A.Tirer(**fields), self.vocabulary)

    def tir_depuis(self, c):
        nodes = _nodes(c)
        out = {"depuis": nodes[0]}
        if len(nodes) > 1:
            out["de"] = nodes[1]
        return out

    def tir_sur(self, c):
        # « sur les Zones Avant et les Zones de Combat des Secteurs adjacents »: a last designation
        # written right after another (no « et ») says whose zones they are
        sur = []
        for n in _nodes(c):
            if isinstance(n, A.Designation):
                sur.append(n)
            elif isinstance(n, tuple) and n[:1] == ("ellipse",):
                sur.append(self._ellipse(sur[-1], *n[1:]))
        out = {"sur": tuple(sur)}
        out.update(next((n for n in _nodes(c) if isinstance(n, dict)), {}))
        return out

    def zone_ellipse(self, c):
        return ("ellipse", _squash(self.written(_tokens(c, "NOM")[0])))

    def _ellipse(self, before: A.Designation, word) -> A.Designation:
        """« les Zones Avant et de Combat »: « de Combat » is « les Zones de Combat »."""
        head = before.nom.split()[0]
        for nom in (f"{head} {word}", f"{head} de {word}", f"{head} d'{word}"):
            if self.vocabulary.category(nom):
                return attrs.evolve(before, nom=self.vocabulary.canonical(nom))
        raise ValueError(f"« {before.nom} et … {word} » : « {head} … {word} » n'est pas un nom du jeu")

    def tir_de(self, c):
        return {"de": c[0]}

    def tir_contre(self, c):
        return {"contre": _nodes(c)[0]}

    def utilisable_pour(self, c):
        return A.Utilisable(pour=_nodes(c)[0])

    def utilisable_immediatement(self, c):
        return A.Utilisable(immediatement=True)

    def cout_selon_jetons(self, c):
        extra = _tokens(c, "AU_LIEU_PLUS")
        n = None
        if extra:
            word = re.search(r"(\d+|un|une|deux|trois|quatre)\s+de\s+plus", str(extra[0])).group(1)
            n = int(word) if word.isdigit() else NUMBER_WORDS[word]
        return A.CoutSelonJetons(_nodes(c)[0], n)

    def jetons_sur(self, c):
        return self.noun(_tokens(c, "NOM")[0])

    def cout(self, c):
        return A.Cout(_nodes(c)[0], self.noun(_tokens(c, "NOM")[0]))

    def cout_en_plus(self, c):
        """« coûte un Jeton Ordre de moins » (than the game would ask), « … de plus »."""
        n = _nodes(c)[0]
        if not isinstance(n, int) or n == 0:
            raise ValueError("« coûte … de plus / de moins » : combien ? (« coûte un Jeton Ordre de moins »)")
        sign = -1 if str(_tokens(c, "PLUS_MOINS")[0]) == "moins" else 1
        return A.CoutEnPlus(sign * n, self.noun(_tokens(c, "NOM")[0]))

    def effectuer(self, c):
        """« effectuer de Redéploiement d'Unité »; « effectuer de Charge » is « charger »."""
        noun = self.noun(_tokens(c, "NOM")[0])
        verb = verbs.NOMINALISATIONS.get(self.vocabulary.singular(noun).lower())
        return A.Agir(verb) if verb else A.Effectuer(noun)

    def ordre_nomme(self, c):
        """« Abandonner le Combat » = « abandonner un Combat »: the permission the game names so
        (:meth:`~.vocabulary.Vocabulary.named_orders`), whatever article is said."""
        said = str(c[0])
        for name in self.vocabulary.named_orders():
            if re.fullmatch(grammar.order_alternatives([name]), grammar.normalise(said)):
                return A.Effectuer(name, verbal=True)
        raise ValueError(f"« {said} » : un ordre du jeu ({', '.join(self.vocabulary.named_orders())})")  # pragma: no cover

    def recevoir_ordre(self, c):
        nodes = _nodes(c)
        return A.RecevoirOrdre(self.noun(_tokens(c, "NOM")[0]), nodes[0] if nodes else None)

    def donner_ordres(self, c):
        nodes = _nodes(c)
        cible = nodes[0]
        cout, nom = nodes[1] if len(nodes) > 1 else (None, None)
        return A.DonnerOrdres(cible, bool(_tokens(c, "MEME_TOUR")), cout, nom)

    def depense(self, c):
        return (_nodes(c)[0], self.noun(_tokens(c, "NOM")[0]))

    def donner_ordre(self, c):
        cible, action = _nodes(c)
        return A.DonnerOrdre(cible, action)

    def resoudre_ordres(self, c):
        return A.ResoudreOrdres()

    def recuperer(self, c):
        quoi, *de = _nodes(c)
        return A.Recuperer(quoi, de[0] if de else None)

    def mettre_de_cote(self, c):
        return A.MettreDeCote(_nodes(c)[0])

    def charger(self, c):
        """« sans dépenser de Jeton(s) Ordre »: the tokens, in the plural; « lors du même tour » said
        after the target belongs to the phrase's circumstances (see ``_phrase``)."""
        nodes = _nodes(c)
        noms = _tokens(c, "NOM")
        spent = self.vocabulary.plural(self.noun(noms[0])) if noms else None
        action = canonical.charge_itself(A.Charger(nodes[0], spent, nodes[1] if len(nodes) > 1 else None))
        return ("lift", A.MemeTour(), action) if _tokens(c, "MEME_TOUR") else action

