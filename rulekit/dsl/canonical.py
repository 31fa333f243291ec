"""One meaning, one AST: the rewrites that make two wordings of the same rule equal.

The transformer applies them as it builds each node; ``canonical`` applies them to a
whole AST built by other means (the hypothesis strategies of :mod:`rulekit.testing`).

- A game noun after « un, le, l', cet, cette, chaque… » names any one unit of that kind:
  determiner « un », the gender the author's determiner showed kept aside for ``render``.
- « Quand un Conscrit vient en aide …, il compte » is « Chaque Conscrit compte … lorsqu'il
  vient en aide »: the unit is named in the main clause, the trigger says « il ».
- « sans dépenser de Jeton Ordre » is « sans dépenser de Jetons Ordre » (the noun in the plural).
- « tirer sur une Unité » is « tirer contre une Unité »; the zones one shoots at are a set of kinds.
- « Deux fois par tour, un Épéiste peut attaquer » is « Un Épéiste peut attaquer deux fois par tour ».
- « Votre adversaire / L'adversaire / L'ennemi doit relancer ses dés » is « Son adversaire doit relancer … ».
- « peuvent se déplacer avec lui, mais … ne peuvent pas attaquer »: next to a move along, « ne peut
  pas attaquer » is a constraint of that move, « et ne pas attaquer ».
- « les ennemis », « tous les ennemis » are « les unités ennemies »; « un allié » is « une
  unité alliée »: the side is a qualifier of « unité », and « tous les », « toutes les » are « les ».
- « Lors d'une Charge » = « En Charge » = « Durant une Charge »: the article of one of the game's
  actions says only its gender.
- « Quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre » is « …, l'Adversaire doit
  mettre de côté l'un de ses Jetons Ordre inutilisés »: a token lost when an event happens is one
  set aside (a count changed for good is said without the event: « a un Jeton Ordre de moins »).
- « un ordre de «Tirer» ou «Charge» » is « un ordre de «Charge» ou «Tirer» »: the orders of a list, a set.
- « une unité amie » is « une unité alliée »: the side of a unit, two words for it.
- « Les Archers … lorsqu'ils attaquent » is « Chaque Archer … lorsqu'il attaque »: the pronoun of a
  circumstance takes the number of the subject it stands for.
"""

from __future__ import annotations

import attrs

from . import ast as A
from . import verbs
from .coups_donnes import hits_when_is_if

def orders_named(names: tuple) -> tuple:
    """« un ordre de «Tirer», «Charge» ou «Poursuivre le Combat» » = « … de «Charge», «Poursuivre le
    Combat» ou «Tirer» »: the orders a list names are a set (the compiler asks « one of them »), kept in
    one order."""
    return tuple(sorted(names, key=lambda n: n.lower()))


#: determiner -> the gender it shows
GENERIC = {"un": "masculin", "le": "masculin", "cet": "masculin", "ce": "masculin", "une": "féminin",
           "la": "féminin", "cette": "féminin", "l'": "inconnu", "chaque": "inconnu"}
ANTES = {"autre", "premier", "second", "même"}


#: common nouns that name a unit by its side -> (the side, singular)
SIDES = {"ennemi": ("ennemi", True), "ennemis": ("ennemi", False), "allié": ("allié", True),
         "alliés": ("allié", False)}
#: determiners that differ by gender only, and « tous les » that says no more than « les »
SAME_DET = {"toutes les": "les", "tous les": "les", "l'ensemble des": "les", "toute": "chaque", "tout": "chaque", "toutes ces": "tous ces", "toutes ses": "tous ses",
            "toutes leurs": "tous leurs"}


#: nouns whose possessive says no more than the article: the bearer has one owner
ONE_OF_THEM = {"propriétaire"}


def side(d: A.Designation) -> A.Designation:
    """« tous les ennemis » → « tous les unités ennemi » (rendered « toutes les unités ennemies »);
    « son propriétaire » → « le propriétaire »."""
    det = SAME_DET.get(d.det, d.det)
    if "ami" in d.quals:  # « une unité amie » = « une unité alliée »: one side, two words
        d = attrs.evolve(d, quals=tuple(dict.fromkeys("allié" if q == "ami" else q for q in d.quals)))
    if d.nom in ONE_OF_THEM and det in ("son", "sa"):
        det = "le"
    if d.nom not in SIDES:
        return attrs.evolve(d, det=det) if det != d.det else d
    qual, singular = SIDES[d.nom]
    genre = d.genre or "masculin"  # the noun as written: « un allié …, il » (canonical.agrees)
    det = {"un": "une", "le": "la", "ce": "cette", "cet": "cette", "n'importe quel": "n'importe quelle"}.get(det, det)
    quals = list(d.quals)
    at = 1 if quals and quals[0] in ANTES else 0
    if qual not in quals:
        quals.insert(at, qual)
    return attrs.evolve(d, det=det, nom="unité" if singular else "unités", quals=tuple(quals), genre=genre)


#: plural determiners of « every unit of that kind » (« Les Archers peuvent … »)
EVERY = {"les", "tous les"}
#: qualifiers that do not relate the units to another (a plural with them still means each one)
OWN_QUALS = {"en réserve", "sans allié adjacent"}


#: the determiners of a range's targets, all one meaning: any unit within reach
TARGET_DETS = {"un", "une", "des", "les", "n'importe quelle", "toute", "tous les"}


def targets(d):
    """A range's targets: « contre une unité » = « contre des unités »."""
    if isinstance(d, A.Designation) and d.nom in ("unité", "unités") and d.det in TARGET_DETS:
        return attrs.evolve(d, det="des", nom="unités")
    return d


def tir(t: A.Tirer, vocabulary) -> A.Tirer:
    """« tirer sur une Unité » = « tirer contre une Unité »; « sur la Zone Avant et la Zone de Combat
    d'un Secteur adjacent » = « sur les Zones de Combat et les Zones Avant des Secteurs adjacents »:
    the kinds of zone, a set, of any sector so qualified."""
    def zone(d):
        return d is not None and vocabulary.category(d.nom) == "zones"

    if len(t.sur) == 1 and t.contre is None and not zone(t.sur[0]):
        return attrs.evolve(t, sur=(), contre=t.sur[0])
    if not t.sur:
        return t
    kinds = {attrs.evolve(d, det="les", nom=vocabulary.plural(d.nom)) if zone(d) and d.det in ("la", "le", "les", "l'")
             else d for d in t.sur}
    de = t.de
    if zone(de) and de.det in ("un", "une", "des", "les"):
        de = attrs.evolve(de, det="des", nom=vocabulary.plural(de.nom))
    return attrs.evolve(t, sur=tuple(sorted(kinds, key=lambda d: d.nom)), de=de)


def shot(e: A.Effet, attack: str) -> A.Effet:
    """« ne peut pas tirer » = « ne peut pas effectuer d'Attaque Distante » in a game whose shot is one of its attacks
    (its vocabulary's « tir »: PT, whose rule book shoots by « Attaque Distante » and « tirer » only draws a tile): the
    act alone, permitted or not; with a target, a mode or a count it stays « tirer » (refused by the game)."""
    a = getattr(e, "action", None)
    if isinstance(a, tuple) and a[:1] == ("lift",):  # « ne peut tirer que s'il … »: the condition lifted later
        return attrs.evolve(e, action=(*a[:2], shot(attrs.evolve(e, action=a[2]), attack).action))
    if isinstance(e, A.Effet) and isinstance(a, A.Agir) and a.verbe == "tirer" and a.objet is None and a.mode is None and a.fois is None:
        return attrs.evolve(e, action=A.Effectuer(attack))
    return e


def generic(d: A.Designation, is_unit_noun, singular=None, plural=None) -> A.Designation:
    """« l'Archer », « cet Archer », « chaque Archer » → « un Archer » (a game noun only); with
    ``singular`` (the vocabulary's), « les Archers », « tous les Archers » too, when nothing
    relates them to another unit (« les Lanciers adjacents » stays a group); with ``plural``,
    « chaque Lancier adjacent » is that group (``each_of_a_group``)."""
    if (d.det in ("l'", "la", "le") and d.nom.lower() == "unité" and not d.quals and d.relative is None
            and d.ancre is None):  # « l'Unité » alone: the bearer, as « cette Unité » (Compiler.is_this)
        return attrs.evolve(d, det="cette")
    if plural is not None:
        d = each_of_a_group(d, is_unit_noun, plural)
    if (singular is not None and d.det in EVERY and d.ancre is None and d.relative is None
            and set(d.quals) <= OWN_QUALS and is_unit_noun(d.nom)):
        return attrs.evolve(d, det="un", nom=singular(d.nom), genre="inconnu")
    if d.det not in GENERIC or d.ancre is not None or (d.quals and d.quals[0] in ANTES):
        return d
    if not is_unit_noun(d.nom):
        return d
    genre = d.genre if d.det == "un" and d.genre is not None else GENERIC[d.det]
    d = attrs.evolve(d, det="un", genre=genre)
    return d if plural is None else each_of_a_group(d, is_unit_noun, plural)


def each_of_a_group(d: A.Designation, is_unit_noun, plural) -> A.Designation:
    """« chaque Lancier adjacent » = « tous les Lanciers adjacents »: each unit of a kind that something
    relates to others (an adjacency, a side) is one of the group that says so, the
    group ``generic`` keeps (« chaque Archer » alone stays « un Archer »); « un » of no gender is how
    ``generic`` keeps « chaque » and « l' » (rendered « chaque »), so it is read so too. Not of a count (« pour chaque
    Lancier allié adjacent »: :meth:`ToAst.pour` reads it without ``plural``)."""
    if ((d.det == "chaque" or d.det == "un" and d.genre == "inconnu") and is_unit_noun(d.nom)
            and not set(d.quals) <= OWN_QUALS
            and not (d.quals and d.quals[0] in ANTES)):
        return attrs.evolve(d, det="les", nom=plural(d.nom), genre=None)
    if (d.det == "chaque" and d.nom == "unité" and set(d.quals) & GROUP_QUALS and d.relative is None
            and not (d.quals and d.quals[0] in ANTES)):
        # « chaque unité ennemie qui lui est adjacente », « chaque allié adjacent » (« unité » as ``side`` says it,
        # its gender the noun's as written) = « toutes les unités ennemies qui lui sont adjacentes »: the common
        # noun of the units, related to others by a side or an adjacency, as a game noun is
        return attrs.evolve(d, det="les", nom="unités")
    return d


#: what relates a unit named by the common noun « unité » to others (``each_of_a_group``)
GROUP_QUALS = frozenset({"adjacent", "voisin"})


def antecedent(circs: tuple, sujet, is_unit_noun, singular=None):
    """(circumstances, subject) with the named unit moved to the main clause: « Lorsque les Lanciers
    sont attaqués, ils … » as « Lorsqu'un Lancier est attaqué, il … » (the plural already read as one
    unit of its kind, ``generic``; ``pronoun_number`` then makes its pronoun singular). Before a plural
    pronoun, « des Lanciers » is read so too (``singular``: the vocabulary's)."""
    if not isinstance(sujet, A.Pronom) or sujet.mot not in ("il", "elle", "ils", "elles"):
        return circs, sujet
    if singular is not None and sujet.mot in SINGULAR_PRONOUNS:
        circs = tuple(_some_are_each(c, is_unit_noun, singular) for c in circs)

    def said_first(acte):  # the act's subject as written (a passive's is the object)
        return acte.objet if acte.passif else acte.sujet

    named = [i for i, c in enumerate(circs) if A.affirmed(c)
             and isinstance(said_first(c.acte), A.Designation) and said_first(c.acte).det == "un"
             and is_unit_noun(said_first(c.acte).nom)]
    if len(named) != 1:
        return circs, sujet
    i = named[0]
    acte = circs[i].acte
    role = "objet" if acte.passif else "sujet"
    moved = attrs.evolve(circs[i], acte=attrs.evolve(acte, **{role: sujet}))
    return circs[:i] + (moved,) + circs[i + 1:], said_first(acte)


def _some_are_each(c, is_unit_noun, singular):
    """« Lorsque des Lanciers sont attaqués, ils … »: the bare plural a trigger or condition names, taken
    up by « ils », is any unit of that kind (« Lorsque les Lanciers … »)."""
    if not isinstance(c, (A.Quand, A.Si)):
        return c
    role = "objet" if c.acte.passif else "sujet"
    d = getattr(c.acte, role)
    if not (isinstance(d, A.Designation) and d.det == "des" and not d.quals and d.relative is None
            and d.ancre is None and is_unit_noun(d.nom)):
        return c
    one = attrs.evolve(d, det="un", nom=singular(d.nom), genre="inconnu")
    return attrs.evolve(c, acte=attrs.evolve(c.acte, **{role: one}))


def ordered(phrase: A.Phrase) -> A.Phrase:
    """« Quand cette Unité reçoit un ordre de « Tirer », elle lance un dé supplémentaire » = « Lorsque
    cette Unité tire, … »: a roll said when a unit is ordered one act is the roll of that act (the order's
    name its verb, or the act it names: « Charge »). Other effects keep the order (an event)."""
    if len(phrase.circonstances) != 1 or not isinstance(phrase.circonstances[0], A.Quand):
        return phrase
    acte = phrase.circonstances[0].acte
    if not (acte.verbe == "donner" and acte.sujet == A.Pronom("vous") and len(acte.ordres) == 1
            and isinstance(acte.objet, A.Designation)
            and acte == A.Acte("donner", sujet=acte.sujet, objet=acte.objet, ordres=acte.ordres)):
        return phrase
    said = acte.ordres[0].lower()
    verbe = said if said in verbs.VERBS else verbs.NOMINALISATIONS.get(said)
    if verbe is None or not phrase.effets or not all(
            isinstance(e, A.Effet) and isinstance(e.action, ROLL_EFFECTS) for e in phrase.effets):
        return phrase
    return attrs.evolve(phrase, circonstances=(A.Quand(A.Acte(verbe, sujet=acte.objet)),))


#: the acts whose noun names a moment of a fight (« lors d'un Tir / d'une Charge / d'un Combat »)
ATTACK_MOMENTS = frozenset({"tirer", "charger", "combattre"})


#: (lead-adv2) « sauf si elle est chargée » (« … la cible d'un Tir »): the attack's moment was lifted to the whole
#: phrase (« Durant une Charge, sauf si cette unité est attaquée, … »), so the effect held in that attack only, and only
#: when the bearer was not its target: the opposite of what was said. No question reads « not attacked in a Charge ».
_NEGATED_MOMENT = ("« sauf si … {verbe} » : être attaqué lors d'une action, nié, n'est lu par aucune question (l'effet "
                   "ne vaudrait que durant cette action) ; dites les actions où l'effet vaut (« lors d'un Combat ou "
                   "d'un Tir »)")


def attacked_by_action(circs: tuple, is_action) -> tuple:
    """« Quand cette Unité est attaquée par (ciblée par, la cible d') un Tir » = « Lors d'un Tir contre
    cette Unité » = « Durant un Tir, lorsque cette unité est attaquée »: an agent that is an action
    (``is_action``: the vocabulary's) named by its act (« Tir », « Charge », « Combat »: a moment of the
    fight) says during which attack, not which unit attacks. A named action (« une Attaque Distante »)
    stays the agent: the attack made by that action."""
    out = []
    for c in circs:
        acte = c.acte if isinstance(c, (A.Quand, A.Si)) else None
        agent = acte.sujet if acte is not None and acte.passif and acte.verbe == "attaquer" else None
        if not (isinstance(agent, A.Designation) and is_action(agent.nom) and agent.det in ("un", "une")
                and verbs.NOMINALISATIONS.get(agent.nom.lower()) in ATTACK_MOMENTS
                and not agent.quals and agent.relative is None):
            out.append(c)
            continue
        if not A.affirmed(c):
            raise ValueError(_NEGATED_MOMENT.format(verbe=agent.nom))
        out.append(durant(A.Durant(agent), is_action))
        out.append(attrs.evolve(c, acte=attrs.evolve(acte, verbe="être attaqué", sujet=acte.objet, objet=None,
                                                     passif=False)))
    return tuple(out)


def _mode_agent(d, is_mode):
    """The mode an agent names (« par la Magie »), or None: a bare noun the vocabulary lists as a mode."""
    if (isinstance(d, A.Designation) and is_mode(d.nom) and not d.quals and d.relative is None
            and d.ancre is None):
        return d.nom
    return None


def one_kind(d, is_action, singular, feminine=frozenset()):
    """« par des Attaques Distantes » = « par une Attaque Distante », « par des Hommes-Bêtes » = « par un
    Homme-Bête »: the agent of « être attaqué » that is a kind of attack or of unit (``is_action``), said in
    the plural, is any one of that kind."""
    if not (isinstance(d, A.Designation) and d.det in ("des", "les", "toutes les", "tous les") and is_action(d.nom)
            and not d.quals and d.relative is None and d.ancre is None):
        return d
    nom = singular(d.nom)
    return attrs.evolve(d, det="une" if nom.lower() in feminine else "un", nom=nom)


def attacked_by_kind(node, is_action, singular, feminine=frozenset()):
    """:func:`one_kind` of the agent of a circumstance's « est attaqué par » or of a prohibition's."""
    if isinstance(node, (A.Quand, A.Si)) and node.acte.passif and node.acte.verbe == "attaquer":
        agent = one_kind(node.acte.sujet, is_action, singular, feminine)
        return node if agent is node.acte.sujet else attrs.evolve(node, acte=attrs.evolve(node.acte, sujet=agent))
    if isinstance(node, A.Effet) and isinstance(node.action, A.Agir) and node.action.verbe == "être attaqué":
        agent = one_kind(node.action.objet, is_action, singular, feminine)
        return node if agent is node.action.objet else attrs.evolve(node, action=attrs.evolve(node.action, objet=agent))
    return node


def attacked_by_mode(node, is_mode):
    """« Lorsqu'un Lancier est attaqué par la Magie » = « … est attaqué avec Magie »; « ne peut pas être
    attaqué par la Magie » = « … avec Magie »: an agent that is one of the game's modes (``is_mode``: the
    vocabulary's) says how the unit is attacked, not who attacks it."""
    if isinstance(node, (A.Quand, A.Si)):
        acte = node.acte
        mode = _mode_agent(acte.sujet, is_mode) if acte.passif and acte.verbe == "attaquer" else None
        if mode is None or acte.mode not in (None, mode):
            return node
        return attrs.evolve(node, acte=attrs.evolve(acte, verbe="être attaqué", sujet=acte.objet, objet=None,
                                                    passif=False, mode=mode))
    if isinstance(node, A.Effet) and isinstance(node.action, A.Agir) and node.action.verbe == "être attaqué":
        a = node.action
        mode = _mode_agent(a.objet, is_mode)
        if mode is None or a.mode not in (None, mode):
            return node
        return attrs.evolve(node, action=attrs.evolve(a, objet=None, mode=mode))
    return node
#: the determiners of a unit named as the bearer (« cette Unité »)
THIS_DETS = ("cette", "ce", "cet")


def _any_enemy(d) -> bool:
    """« une Unité ennemie », « un ennemi »: any unit of the other side (who else would charge?)."""
    return (isinstance(d, A.Designation) and d.det in ("un", "une") and d.nom.lower() == "unité"
            and set(d.quals) <= {"ennemi"} and d.relative is None and d.ancre is None)


def acted_on(phrase: A.Phrase, charge: str | None) -> A.Phrase:
    """« Quand une Unité ennemie la charge, cette Unité … » = « Quand une Unité ennemie charge cette
    Unité, elle … » = « Lorsque cette Unité est chargée, elle … » = « … est attaquée par une Charge »:
    an act on the bearer said with the bearer as its object is the bearer undergoing it (the
    passive, which ``attacked_by_action`` reads), the pronoun object standing for the main clause's
    unit (for the bearer when that is its opponent: « …, son Adversaire perd un dé »). A charge by any enemy is « une Charge » (``charge``: the game's noun, None if it has none);
    by a named unit, during a Charge that unit attacks it."""
    out, sujet = [], phrase.sujet
    for c in phrase.circonstances:
        acte = c.acte if isinstance(c, (A.Quand, A.Si)) else None
        if acte is None or acte.passif or acte.verbe not in ("charger", "attaquer"):
            out.append(c)
            continue
        objet = acte.objet
        if isinstance(objet, A.Pronom) and isinstance(sujet, A.Designation) and sujet.nom.lower() in (
                "adversaire", "attaquant", "défenseur"):  # « … la charge, son Adversaire … »: the bearer
            objet = A.Designation("cette", "unité")
        elif isinstance(objet, A.Pronom):  # « … la charge, cette Unité … »: the main clause's unit
            if not isinstance(sujet, A.Designation):
                raise ValueError(f"« {objet.mot} {acte.verbe} » : dites quelle unité (« Quand une Unité ennemie la "
                                 "charge, cette Unité … »)")
            objet, feminine = sujet, sujet.det in ("cette", "la", "une") or sujet.genre == "féminin"
            sujet = A.Pronom("elle" if feminine else "il")
        elif not (acte.verbe == "charger" and isinstance(objet, A.Designation) and objet.det in THIS_DETS
                  and objet.nom.lower() == "unité" and not objet.quals):
            out.append(c)
            continue
        agent = acte.sujet
        if acte.verbe == "charger":
            if charge is None:
                raise ValueError("« charger » : ce jeu n'a pas de Charge")
            if _any_enemy(agent):
                agent = A.Designation("une", charge)
            else:  # « Quand un Cavalier charge cette Unité » = « Durant une Charge, … est attaquée par un Cavalier »
                if not A.affirmed(c):
                    raise ValueError(_NEGATED_MOMENT.format(verbe=charge))
                out.append(A.Durant(A.Designation("un", charge, genre="féminin")))
        out.append(attrs.evolve(c, acte=attrs.evolve(acte, verbe="attaquer", sujet=agent, objet=objet, passif=True)))
    circs = tuple(out)
    if circs == phrase.circonstances and sujet is phrase.sujet:
        return phrase
    return attrs.evolve(phrase, circonstances=circs, sujet=sujet)


def charge_noun(vocabulary) -> str | None:
    """The game's noun of a charge (« Charge »), None in a game without one."""
    return vocabulary.canonical("charge") if vocabulary.category("charge") == "actions" else None


def charge_itself(a: A.Charger) -> A.Charger:
    """« sans dépenser de Jetons Ordre pour cette (seconde) Charge » = « sans dépenser de Jetons Ordre »:
    the charge the tokens are not spent for is the one the effect makes."""
    if a.pour is not None and verbs.NOMINALISATIONS.get(a.pour.nom.lower()) == "charger" and a.pour.det in ("cette", "la"):
        return attrs.evolve(a, pour=None)
    return a


def repetition(phrase: A.Phrase) -> A.Phrase:
    """« Deux fois par tour, un Épéiste peut attaquer » is « Un Épéiste peut attaquer deux fois par
    tour »: a limit said of a bare act a unit may do is that act repeated (``Agir.fois``)."""
    said = [c for c in phrase.circonstances if isinstance(c, A.Frequence)]
    if len(said) != 1 or len(phrase.effets) != 1:
        return phrase
    (e,) = phrase.effets
    if not (isinstance(e, A.Effet) and e.modalite == "peut" and isinstance(e.action, A.Agir)
            and e.action.fois is None and e.action.objet is None):
        return phrase
    act = attrs.evolve(e.action, fois=said[0].nombre, par=said[0].par)
    return attrs.evolve(phrase, circonstances=tuple(c for c in phrase.circonstances if c is not said[0]),
                        effets=(attrs.evolve(e, action=act),))


#: the determiners of « l'adversaire », « votre adversaire », « l'ennemi »: one opponent
OPPONENT_DETS = {"l'", "le", "la", "votre", "son"}
#: effects that are a unit's own roll
ROLL_EFFECTS = (A.Relance, A.DesSupplementaires, A.DesFixes)


def opponent(phrase: A.Phrase, adversaire: str = "adversaire") -> A.Phrase:
    """« Votre adversaire / L'adversaire / L'ennemi doit relancer tous ses dés de défense » is « Son
    adversaire doit relancer … »: the dice of a roll said of the opponent are those of the unit the
    bearer fights (``adversaire``: the vocabulary's spelling of the noun)."""
    s = phrase.sujet
    if not is_opponent(s, phrase.effets):
        return phrase
    named = s.nom.lower() == "adversaire"
    return attrs.evolve(phrase, sujet=A.Designation("son", s.nom if named else adversaire))


def is_opponent(s, effets) -> bool:
    """Is ``s``, the subject of ``effets``, the unit the bearer fights (« votre adversaire relance … »)?"""
    if not isinstance(s, A.Designation) or s.det not in OPPONENT_DETS or s.relative or s.ancre:
        return False
    named = s.nom.lower() == "adversaire" and not s.quals
    return bool((named or (s.nom == "unité" and s.quals == ("ennemi",))) and effets and all(
        isinstance(e, A.Effet) and isinstance(e.action, ROLL_EFFECTS) for e in effets))


#: the opponent named by its part in the fight -> the acts by which the bearer plays the other part
ROLES = {"attaquant": {"être attaqué", "se défendre"}, "défenseur": {"attaquer", "charger", "tirer"}}


#: « l'unité attaquée / ciblée » (a bare participle of the unit), « l'unité qui tire / qui charge / qui
#: attaque » (a bare act of it) -> the part it names in the fight
ROLE_PARTICIPLES = {A.Acte("être attaqué"): "défenseur", A.Acte("attaquer"): "attaquant", A.Acte("tirer"): "attaquant",
                    A.Acte("charger"): "attaquant"}


def role(circs: tuple, sujet, adversaire: str = "adversaire"):
    """« Lorsqu'un Lancier se défend, l'attaquant lance un dé de moins » = « …, son adversaire lance
    un dé de moins »; « le défenseur » when the bearer attacks, and so « l'Unité ciblée » (« attaquée »)
    after the bearer's own attack (« Lorsque cette Unité Charge, l'Unité ciblée lance un dé de moins »), « l'Unité
    qui tire » (« qui charge », « qui attaque ») after an attack on it (« Lorsque cette Unité est la cible d'un
    Tir, l'Unité qui tire lance un dé de moins »).
    Said where the bearer does not play the other part, refused: who would it be?"""
    # « est chargée », « est la cible d'un Tir » (read as « est attaquée par une Charge / un Tir »): attacked
    acts = {"être attaqué" if c.acte.passif and c.acte.verbe == "attaquer" else c.acte.verbe
            for c in circs if A.affirmed(c)}
    if (isinstance(sujet, A.Designation) and sujet.nom.lower() == "unité" and sujet.det in OPPONENT_DETS
            and not sujet.quals and sujet.ancre is None and sujet.relative in ROLE_PARTICIPLES
            and acts & ROLES[ROLE_PARTICIPLES[sujet.relative]]):
        return A.Designation("son", adversaire)
    if not isinstance(sujet, A.Designation) or sujet.nom not in ROLES:
        return sujet
    if sujet.det not in OPPONENT_DETS or sujet.quals or not acts & ROLES[sujet.nom]:
        other = "attaquée" if sujet.nom == "attaquant" else "qui attaque"
        raise ValueError(f"« {sujet.nom} » : l'adversaire d'une unité {other} (« Lorsqu'un Lancier est "
                         "attaqué, l'attaquant … »), ou « son adversaire »")
    return A.Designation("son", adversaire)


def contraintes(effets: tuple) -> tuple:
    """« peuvent se déplacer avec lui, mais doivent rester adjacents et ne peuvent pas attaquer »: next
    to a move along, « ne peut pas attaquer » is a constraint of that move, as « et ne pas attaquer »."""
    if not any(isinstance(e, A.Effet) and isinstance(e.action, A.SeDeplacerAvec) for e in effets):
        return effets
    return tuple(A.Effet(A.Negation(e.action)) if isinstance(e, A.Effet) and e.modalite == "ne peut pas"
                 and isinstance(e.action, A.Agir) else e for e in effets)


def bare_token(phrase: A.Phrase, order_token) -> A.Phrase:
    """« l'Adversaire perd un Jeton », « met de côté un Jeton », « coûte un Jeton de moins », « sans dépenser de
    Jeton » = … « Jeton Ordre »: a token a player has, loses, sets aside or pays an order with is an order token
    (the unused ones have no other face); ``order_token(nom)`` names that kind of a bare « Jeton », else None. A
    token on a unit (« pour chaque Jeton présent sur elle ») may be an order or a wound: left as said (the
    compiler asks which)."""
    def kind(nom):
        return order_token(nom) or nom

    def one(a):
        if isinstance(a, (A.EnPlus, A.Cout, A.CoutEnPlus)):
            return attrs.evolve(a, nom=kind(a.nom))
        if isinstance(a, (A.MettreDeCote, A.Rendre)):
            return attrs.evolve(a, quoi=attrs.evolve(a.quoi, nom=kind(a.quoi.nom)))
        if isinstance(a, A.Charger) and a.sans_depenser is not None:
            return attrs.evolve(a, sans_depenser=kind(a.sans_depenser))
        return a

    effets = tuple(attrs.evolve(e, action=one(e.action)) if isinstance(e, A.Effet) else e for e in phrase.effets)
    return attrs.evolve(phrase, effets=effets) if effets != phrase.effets else phrase


def durant(c: A.Durant, is_action) -> A.Durant:
    """« Lors d'une Charge » = « En Charge » = « À chaque Charge » = « Lors de la Charge »: « un » (the gender kept
    aside for ``render``; « sans article » when none was written), as a moment of dice says it (« lance lors du Combat
    deux dés »: the action, whatever its article)."""
    d = c.quoi
    if d.det not in ("un", "une", "chaque", "le", "la", "l'") or d.quals or d.relative is not None or not is_action(d.nom):
        return c
    # « À chaque Charge »: its gender unknown, said as « En Charge » is
    genre = "féminin" if d.det in ("une", "la") else (d.genre or ("masculin" if d.det in ("un", "le") else "sans article"))
    return A.Durant(attrs.evolve(d, det="un", genre=genre))


#: verbs that only name an event (a trigger's « Lorsque »), never a query's context
EVENT_VERBS = {"être battu", "battre", "détruire", "être détruit", "perdre", "être invoqué"}


def lost_at_event(phrase: A.Phrase, plural) -> A.Phrase:
    """« Quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre » = « …, l'Adversaire doit
    mettre de côté l'un de ses Jetons Ordre inutilisés » (``plural``: the vocabulary's); at a moment of the
    turn too (« Au début de chaque tour, l'Adversaire perd un Jeton Ordre »)."""
    if not any(isinstance(c, A.Quand) and c.acte.verbe not in STATES | {"être présent"} or isinstance(c, A.Periode)
               for c in phrase.circonstances):  # an act (« touche », « est détruite »), not a state: an event
        return phrase

    def set_aside(e):
        if isinstance(e, A.Effet) and e.modalite in (None, "doit") and isinstance(e.action, A.MettreDeCote):
            # « l'Adversaire met de côté un Jeton Ordre » = « … doit mettre de côté l'un de ses Jetons Ordre
            # inutilisés »: the present tense is an obligation, and a token set aside is an unused one (« un Jeton
            # Ordre inutilisé » says it)
            d = e.action.quoi
            if d.det in ("un", "une") and d.quals in ((), ("inutilisé",)) and d.relative is None \
                    and d.nom.lower().startswith("jeton"):
                d = A.Designation("l'un de ses", plural(d.nom), ("inutilisé",))
            return A.Effet(A.MettreDeCote(d), "doit")
        if not (isinstance(e, A.Effet) and e.modalite is None and isinstance(e.action, A.EnPlus)
                and e.action.nombre == -1):
            return e
        return A.Effet(A.MettreDeCote(A.Designation("l'un de ses", plural(e.action.nom), ("inutilisé",))), "doit")

    effets = tuple(set_aside(e) for e in phrase.effets)
    return phrase if effets == phrase.effets else attrs.evolve(phrase, effets=effets)


#: the pronouns that take up the unit a circumstance named last, by gender
ANAPHORES = {"masculin": "celui-ci", "féminin": "celle-ci"}
ANAPHORE_WORDS = frozenset(ANAPHORES.values())


def anaphora(phrase: A.Phrase, is_unit_noun, singular=lambda nom: nom) -> A.Phrase:
    """« Tant qu'un Paladin est adjacent à un Prêtre allié, le Prêtre (celui-ci, ce dernier) lance … »:
    a subject that names again the unit the circumstance's act is about (its object), not the act's
    subject, takes up that unit: « celui-ci » (« celle-ci » for a feminine noun). The query is then about
    the unit so named (the Prêtre next to the Paladin), never about every Prêtre."""
    s = phrase.sujet
    if not (isinstance(s, A.Designation) and s.det == "un" and not s.quals and s.relative is None
            and s.ancre is None and is_unit_noun(s.nom)):
        return phrase
    named = [c.acte for c in phrase.circonstances if A.affirmed(c)
             and isinstance(c.acte.sujet, A.Designation) and isinstance(c.acte.objet, A.Designation)
             and not c.acte.passif]
    if len(named) != 1:
        return phrase
    acte = named[0]
    same = singular(acte.objet.nom) == singular(s.nom) and singular(acte.sujet.nom) != singular(s.nom)
    if not same or (acte.objet.quals and acte.objet.quals[0] in ANTES):
        return phrase
    genre = s.genre if s.genre in ANAPHORES else acte.objet.genre
    return attrs.evolve(phrase, sujet=A.Pronom(ANAPHORES.get(genre, "celui-ci")))


def outcome_takes_up(phrase: A.Phrase, singular=lambda nom: nom) -> A.Phrase:
    """« Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et s'il fait 4, 5 ou 6, le
    Ranger Maudit survit » = « …, il reste en vie »: a roll's outcome that names again the unit its
    trigger names takes it up by its pronoun."""
    if len(phrase.effets) != 1 or not isinstance(phrase.effets[0], A.Jet):
        return phrase
    jet = phrase.effets[0]
    who = jet.alors.sujet
    if not (isinstance(who, A.Designation) and who.det == "un" and not who.quals and who.relative is None
            and who.ancre is None):
        return phrase
    named = [c.acte.objet if c.acte.passif else c.acte.sujet for c in phrase.circonstances
             if isinstance(c, (A.Quand, A.Si))]
    if not any(isinstance(d, A.Designation) and singular(d.nom) == singular(who.nom) for d in named):
        return phrase
    from .assembly import pronoun_of

    return attrs.evolve(phrase, effets=(attrs.evolve(jet, alors=attrs.evolve(jet.alors, sujet=pronoun_of(who))),))


#: a plural pronoun -> the singular that stands for « chaque X »
SINGULAR_PRONOUNS = {"ils": "il", "elles": "elle"}


def pronoun_number(phrase: A.Phrase) -> A.Phrase:
    """« Les Archers lancent … lorsqu'ils attaquent » is « Chaque Archer lance … lorsqu'il attaque »:
    the subject read as one unit of its kind (``generic``), the pronoun of its trigger or condition
    stands for that one unit."""
    s = phrase.sujet
    if not (isinstance(s, A.Designation) and s.det == "un"):
        return phrase

    def one(who):
        return A.Pronom(SINGULAR_PRONOUNS[who.mot]) if isinstance(who, A.Pronom) and who.mot in SINGULAR_PRONOUNS else who

    def circ(c):
        if not isinstance(c, (A.Quand, A.Si)):
            return c
        return attrs.evolve(c, acte=attrs.evolve(c.acte, sujet=one(c.acte.sujet), objet=one(c.acte.objet)))

    circs = tuple(circ(c) for c in phrase.circonstances)
    return phrase if circs == phrase.circonstances else attrs.evolve(phrase, circonstances=circs)


#: the pronouns a circumstance says its unit with before the main clause names it
PERSONAL = ("il", "elle", "ils", "elles")


def _pronoun_in(c):
    """The personal pronoun that says the unit of circumstance ``c`` (« Lorsqu'elle est chargée »,
    « Lorsqu'il lance ses dés »), or None."""
    if isinstance(c, (A.Quand, A.Si)):
        who = c.acte.objet if c.acte.passif else c.acte.sujet
    elif isinstance(c, A.LancementDes):
        who = c.de
    else:
        return None
    return who if isinstance(who, A.Pronom) and who.mot in PERSONAL else None


#: the nouns of a player, a phrase's subject when a player acts (« l'Adversaire perd un Jeton Ordre »)
PLAYER_NOUNS = {"adversaire", "propriétaire", "joueur"}
#: « cette Unité »: the bearer, as the parser reads it
THIS_UNIT = A.Designation("cette", "unité")


#: qualifiers that make a subject units other than the bearer (« les Unités alliées du même Secteur »)
_OTHERS = frozenset({"allié", "ennemi", "adjacent", "autre", "voisin"})


def other_units(sujet) -> bool:
    """Does ``sujet`` name units other than the bearer, a group (« les Unités alliées du même Secteur », « les
    ennemis adjacents », « une Unité alliée »), not the bearer (« cette Unité ») nor a player (« l'Adversaire »)?"""
    from .render import PLURAL_DETS

    return (isinstance(sujet, A.Designation) and sujet.nom.lower() not in PLAYER_NOUNS and sujet.det not in THIS_DETS
            and (sujet.det in PLURAL_DETS or bool(_OTHERS & set(sujet.quals))
                 or any(q.startswith("même ") for q in sujet.quals)))


def bearer_pronoun(circs: tuple, sujet) -> tuple:
    """« Lorsqu'elle est attaquée, l'Adversaire perd un Jeton Ordre » = « Lorsque cette Unité est attaquée,
    l'Adversaire … »: a pronoun of a circumstance that cannot stand for the player the phrase is about (its
    gender: « elle » is no « Adversaire ») and that no circumstance names a unit for says the one unit the
    sentence is about, the bearer. A pronoun that can (« L'adversaire doit relancer un dé lorsqu'il
    attaque … ») or that follows its unit (« Quand cette Unité …, sauf si elle … ») is left to :func:`cataphora`.
    So beside units other than the bearer (lead-pb2): « Tant qu'elle est sur une tuile Eau, les ennemis adjacents
    … » = « Tant que cette Unité est sur une tuile Eau, les ennemis … » (« elle » is no « ennemis »: it read the
    enemy's tile); a pronoun that agrees with them (« …, sauf si elles sont à l'Avant ») is theirs."""
    others = other_units(sujet)
    if not (isinstance(sujet, A.Designation) and sujet.nom.lower() in PLAYER_NOUNS and not sujet.quals or others):
        return circs
    if any(isinstance(c, (A.Quand, A.Si)) and _unit_in(c) is not None for c in circs):
        return circs  # « Quand cette Unité détruit …, sauf si elle … »: its antecedent is said (cataphora reads it)
    out = []
    for c in circs:
        pronoun = _pronoun_in(c) if isinstance(c, (A.Quand, A.Si)) else None
        if pronoun is not None and pronoun.mot in ("il", "elle") and not may_stand_for(pronoun, sujet):
            c = _with_unit(c, THIS_UNIT)
        out.append(c)
    return tuple(out)


def _with_unit(c, d):
    """Circumstance ``c`` with ``d`` where its pronoun stood."""
    if isinstance(c, A.LancementDes):
        return attrs.evolve(c, de=d)
    return attrs.evolve(c, acte=attrs.evolve(c.acte, **{"objet" if c.acte.passif else "sujet": d}))


def agrees(pronoun: A.Pronom, d: A.Designation) -> bool:
    """Can ``pronoun`` stand for ``d``: its gender, and its number (« ils » for « les Lanciers », read as
    one unit of its kind, « un Lancier »)?"""
    from .render import PLURAL_DETS, feminin

    mot = SINGULAR_PRONOUNS.get(pronoun.mot, pronoun.mot) if d.det == "un" else pronoun.mot
    plural = "s" if d.det in PLURAL_DETS else ""
    if d.genre == "inconnu":  # « les Sorcières », « chaque Sorcière »: the determiner did not say
        return mot in ("il" + plural, "elle" + plural)
    feminine = d.genre == "féminin" if d.genre in ("masculin", "féminin") else feminin(d)
    return mot == ("elle" if feminine else "il") + plural


def may_stand_for(pronoun: A.Pronom, d: A.Designation) -> bool:
    """:func:`agrees`, the gender of « unité » either its own or the noun it was said with (« un allié adjacent … il »
    is « une unité alliée adjacente », ``side``)."""
    return agrees(pronoun, d) or (d.nom.lower() in ("unité", "unités") and agrees(pronoun, attrs.evolve(d, genre="inconnu")))


def pronoun_for(d: A.Designation) -> A.Pronom:
    """The pronoun the canonical French says ``d`` with (« elle » for « une unité alliée », however written)."""
    from .render import PLURAL_DETS, feminin

    return A.Pronom(("elle" if feminin(d) else "il") + ("s" if d.det in PLURAL_DETS else ""))


def cataphora(phrase: A.Phrase, is_unit_noun=lambda nom: False) -> A.Phrase:
    """« Tant qu'elle est à l'Arrière d'un Secteur, cette Unité … » = « Tant que cette Unité est à l'Arrière
    d'un Secteur, elle … » = « Cette Unité … tant qu'elle est à l'Arrière d'un Secteur »: the pronoun of the
    one circumstance that says one (« Lorsqu'il », « Quand elle », « Tant qu'il », « Si elle », « Chaque fois
    qu'il », « Lorsqu'il lance ses dés »), when it agrees with the main clause's subject, stands for that
    subject, and the other way round. The unit is named where one form of each meaning names it: the bearer
    (« cette Unité ») in its circumstance, as « Après avoir chargé, cette Unité … » reads; the unit whose
    dice are thrown in « Lors du lancement de dés de … »; any other unit in the main clause, as
    :func:`antecedent` puts « Quand un Conscrit …, il » (« Lorsqu'une unité alliée adjacente est attaquée,
    elle … » = « Une unité alliée adjacente … lorsqu'elle est attaquée »: the units it is said of). A pronoun
    that does not agree (« Lorsqu'il charge, cette Unité … ») is left as said."""
    s, circs = phrase.sujet, phrase.circonstances
    if isinstance(s, A.Pronom) and s.mot in SINGULAR_PRONOUNS and any(
            isinstance(c, A.LancementDes) and isinstance(c.de, A.Designation) and c.de.det == "un"
            and agrees(s, c.de) for c in circs):
        # « Lorsque les Maraudeurs lancent leurs dés, ils … »: each one, as « Lorsqu'un Maraudeur …, il … »
        s = A.Pronom(SINGULAR_PRONOUNS[s.mot])
        phrase = attrs.evolve(phrase, sujet=s)
    if isinstance(s, A.Pronom) and s.mot in PERSONAL:
        named = [i for i, c in enumerate(circs) if isinstance(c, (A.Quand, A.Si)) and _unit_in(c) is not None]
        if len(named) != 1:
            return phrase
        i = named[0]
        d = _unit_in(circs[i])
        if (d.det in THIS_DETS or not (is_unit_noun(d.nom) or d.nom.lower() in ("unité", "unités"))
                or (d.relative is not None and not _placed_other(d)) or d.ancre is not None or not agrees(s, d)
                or any(_pronoun_in(c) is not None for c in circs)):
            return phrase
        circs = circs[:i] + (_with_unit(circs[i], pronoun_for(d)),) + circs[i + 1:]
        return attrs.evolve(phrase, circonstances=circs, sujet=d)
    if not (isinstance(s, A.Designation) and s.relative is None and s.ancre is None):
        return phrase
    said = [i for i, c in enumerate(circs) if _pronoun_in(c) is not None]
    if len(said) != 1:
        return phrase
    i = said[0]
    c = circs[i]
    pronoun = _pronoun_in(c)
    if not agrees(pronoun, s):
        return phrase
    if not (isinstance(c, A.LancementDes) or (s.det in THIS_DETS and not s.quals)):
        # named in the main clause already, as antecedent has it; « un allié …, lorsqu'il » says it as
        # « une unité alliée …, lorsqu'elle » (the noun it is read as)
        if s.nom.lower() in ("unité", "unités") and pronoun != pronoun_for(s):
            circs = circs[:i] + (_with_unit(c, pronoun_for(s)),) + circs[i + 1:]
            return attrs.evolve(phrase, circonstances=circs)
        return phrase
    one = A.Pronom(SINGULAR_PRONOUNS.get(pronoun.mot, pronoun.mot)) if s.det == "un" else pronoun
    return attrs.evolve(phrase, circonstances=named_in_circumstance(circs, s), sujet=one)


#: qualifiers that say a unit is not the bearer (« une unité alliée adjacente », « un Conscrit adjacent »)
_NOT_THE_BEARER = {"adjacent", "ennemi", "autre"}


def _placed_other(d: A.Designation) -> bool:
    """« Lorsqu'une unité alliée (qui est) sur une tuile Forêt est attaquée, elle … »: a unit other than the bearer,
    placed by a relative that the unit alone tells (its tile, its zone, what is next to it), moves to the main
    clause as a unit so placed (« Une unité alliée sur une tuile Forêt … lorsqu'elle est attaquée »); left in the
    trigger it was read as the bearer and never acted. A kind alone (« un Lancier sur une tuile Colline ») may be
    the bearer: left as said."""
    rel = d.relative
    placed = rel.verbe in ("être présent", "être adjacent") and rel.sujet is None and not (
        rel.puis or rel.moments or rel.mode or rel.sauf_mode or rel.hors or rel.imminent or rel.passif)
    other = d.nom.lower() in ("unité", "unités", "personnage", "personnages") or bool(_NOT_THE_BEARER & set(d.quals))
    return placed and other


def named_in_circumstance(circs: tuple, d: A.Designation) -> tuple:
    """``circs`` with ``d`` said where the one pronoun that agrees with it stood (:func:`cataphora`)."""
    said = [i for i, c in enumerate(circs) if _pronoun_in(c) is not None]
    if len(said) != 1 or not agrees(_pronoun_in(circs[said[0]]), d):
        return circs
    i = said[0]
    return circs[:i] + (_with_unit(circs[i], d),) + circs[i + 1:]


def _unit_in(c):
    """The designation that says the unit of circumstance ``c`` (its act's subject as written), or None."""
    who = c.acte.objet if c.acte.passif else c.acte.sujet
    return who if isinstance(who, A.Designation) else None


def gendered(node, vocabulary):
    """``node`` with the gender of every designation of a feminine noun the vocabulary knows (its
    ``feminine``) and its determiner did not show (« les Sentinelles », « chaque Sentinelle »): kept
    aside for ``render`` (« Une Sentinelle ne peut pas être attaquée »), never part of the meaning."""
    feminine = {n.lower() for n in vocabulary.feminine}
    if not feminine:
        return node

    def walk(x):
        if isinstance(x, tuple):
            return tuple(walk(i) for i in x)
        if not attrs.has(type(x)):
            return x
        changed = {f.name: walk(getattr(x, f.name)) for f in attrs.fields(type(x)) if f.init and f.name != "genre"}
        if any(changed[k] is not getattr(x, k) for k in changed):
            x = attrs.evolve(x, **changed)
        if (isinstance(x, A.Designation) and x.genre in (None, "inconnu")
                and vocabulary.singular(x.nom).lower() in feminine):
            x = attrs.evolve(x, genre="féminin")
        return x

    return walk(node)


def canonical(node, vocabulary):
    """``node`` with every rewrite applied, bottom up."""
    def is_unit_noun(nom):
        return vocabulary.category(nom) in ("units", "types")

    def walk(x, outcome=False, counted=False):
        """``outcome``: ``x`` is a roll's outcome (``Jet.alors``), read as written, not as a whole sentence;
        ``counted``: the units a count runs over (each one, not a group: ``each_of_a_group``)."""
        if isinstance(x, tuple):
            return tuple(walk(i) for i in x)
        if not attrs.has(type(x)):
            return x
        x = attrs.evolve(x, **{f.name: walk(getattr(x, f.name), isinstance(x, A.Jet) and f.name == "alors",
                                            f.name == "pour_chaque")
                               for f in attrs.fields(type(x)) if f.init and f.name != "genre"})
        if isinstance(x, (A.Acte, A.OrdreA)) and len(x.ordres) > 1:
            x = attrs.evolve(x, ordres=orders_named(x.ordres))
        if isinstance(x, A.Designation):
            return generic(side(x), is_unit_noun, vocabulary.singular, None if counted else vocabulary.plural)
        if isinstance(x, A.Portee):
            return attrs.evolve(x, cibles=targets(x.cibles))
        if isinstance(x, A.Durant):
            return durant(x, lambda nom: vocabulary.category(nom) == "actions")
        if isinstance(x, A.Tirer):
            return tir(x, vocabulary)
        if isinstance(x, A.Rendre):
            return given_back(x)
        if isinstance(x, A.Etapes):  # each step a choice, in the game's order of steps
            from .sheet_termes import _choix
            return attrs.evolve(x, etapes=tuple(_choix(step, vocabulary) for step in x.etapes))
        if isinstance(x, A.Charger) and x.sans_depenser is not None:
            return charge_itself(attrs.evolve(x, sans_depenser=vocabulary.plural(x.sans_depenser)))
        if isinstance(x, A.Phrase):
            x = order_by_name(acted_on(x, charge_noun(vocabulary)), vocabulary.orders)
            if not outcome:
                x = relative_is_when(x, lambda d: generic(d, is_unit_noun, vocabulary.singular))
            circs, sujet = antecedent(x.circonstances, x.sujet, is_unit_noun, vocabulary.singular)
            x = cataphora(attrs.evolve(x, circonstances=circs, sujet=sujet, effets=contraintes(x.effets)), is_unit_noun)
            is_mode = lambda nom: vocabulary.category(nom) == "modes"  # noqa: E731
            is_action = lambda nom: vocabulary.category(nom) == "actions"  # noqa: E731
            fem = frozenset(n.lower() for n in vocabulary.feminine)
            is_attack = lambda nom: vocabulary.singular(nom).lower() in {a.lower() for a in vocabulary.attacks}  # noqa: E731
            x = attrs.evolve(x, circonstances=attacked_by_action(
                tuple(attacked_by_kind(attacked_by_mode(attack_as_agent(c, is_attack), is_mode), is_action,
                                       vocabulary.singular, fem)
                      for c in x.circonstances), is_action),
                effets=tuple(attacked_by_kind(attacked_by_mode(e, is_mode), is_action, vocabulary.singular, fem)
                             for e in x.effets))
            x = moment_apart(bearer_in_trigger(player_through_bearer(x)), lambda nom: rolled_apart(nom, vocabulary))
            x = roll_during(x, is_action)
            x = attacks_in_riposte(x, lambda nom: rolled_apart(nom, vocabulary))
            x = moment_of_dice(x, lambda nom: rolled_apart(nom, vocabulary), is_action)
            x = opponent(ordered(x), vocabulary.canonical("adversaire"))
            x = anaphora(x, is_unit_noun, vocabulary.singular)
            x = hits_when_is_if(x)  # « Dès que cette Unité donne au moins 1 coup, elle donne 2 coups de plus »
            return outcome_takes_up(lost_at_event(pronoun_number(repetition(x)), vocabulary.plural), vocabulary.singular)
        return x

    return gendered(walk(node), vocabulary)


#: the effects that say what an order costs
COSTS = (A.Cout, A.CoutEnPlus, A.CoutSelonJetons)


def order_by_name(phrase: A.Phrase, orders) -> A.Phrase:
    """« Un Tir ne coûte aucun Jeton Ordre », « Chaque Charge coûte … » = « Le Tir / La Charge de cette
    Unité … »: a cost said of an order by its name (one of the vocabulary's ``ordres``) is the cost of
    the bearer's order of that name."""
    from .gardes import _same

    s = phrase.sujet
    if not (isinstance(s, A.Designation) and s.det in ("un", "une", "chaque", "le", "la", "l'", "son", "sa")
            and not s.quals and s.relative is None and s.ancre is None
            and phrase.effets and all(isinstance(e, A.Effet) and isinstance(e.action, COSTS) for e in phrase.effets)):
        return phrase
    named = [o for o in orders if _same(s.nom, o)]
    if not named:
        return phrase
    return attrs.evolve(phrase, sujet=A.OrdreA(A.Designation("cette", "unité"), (named[0],)))


#: the verbs of a relative that say a state, not an act (« qui est adjacent à un Druide »): kept on the subject
STATES = {"être présent", "être adjacent", "être sur", "se trouver", "avoir", "être"}


def relative_is_when(phrase: A.Phrase, generic) -> A.Phrase:
    """« Un Archer qui se défend sur une tuile Colline relance … » = « Lorsqu'il se défend sur une tuile
    Colline, un Archer relance … »: what a unit of a kind does, said in a relative of the subject, is when
    (a state stays on the subject, and so does a relative beside another trigger or condition)."""
    s, rel = phrase.sujet, getattr(phrase.sujet, "relative", None)
    if not (isinstance(s, A.Designation) and isinstance(rel, A.Acte) and not rel.passif and rel.sujet is None
            and rel.verbe not in STATES and s.ancre is None
            and not any(isinstance(c, (A.Quand, A.Si)) for c in phrase.circonstances)):
        return phrase
    # « Tout allié adjacent qui est attaqué peut … », « Une unité ennemie adjacente qui attaque … » = « Lorsqu'un allié
    # adjacent est attaqué, il peut … »: one unit named by its side and place (``side``'s « unité »), as a game noun is
    # (its place said: « l'unité ennemie qui attaque un Lancier » is the Lancier's opponent, ``role``)
    one_of_a_side = (s.nom == "unité" and s.det in ("une", "chaque") and "adjacent" in s.quals
                     and set(s.quals) <= SIDE_AND_PLACE and rel.objet is None)
    if not (one_of_a_side or not s.quals and s.det == "un" and generic(s) == s):
        return phrase
    from .assembly import pronoun_of

    bare = attrs.evolve(s, relative=None, det="une" if one_of_a_side else s.det)
    return attrs.evolve(phrase, circonstances=phrase.circonstances + (A.Quand(attrs.evolve(rel, sujet=pronoun_of(bare))),),
                        sujet=bare)


#: the qualifiers of « unité » that say which unit by its side and place (``relative_is_when``)
SIDE_AND_PLACE = frozenset({"allié", "ennemi", "adjacent"})


#: what a player does through one of its units (« Quand vous tirez » = « Lorsque vous tirez avec cette Unité »)
UNIT_ACTS = ("tirer", "charger", "combattre", "attaquer", "être impliqué", "se déplacer")


def given_back(r: A.Rendre) -> A.Rendre:
    """« Rendez ce Jeton Ordre » = « Rendez le Jeton Ordre »: the one the ability gave."""
    d = r.quoi
    if d.det not in ("ce", "cet", "cette"):
        return r
    return A.Rendre(attrs.evolve(d, det={"ce": "le", "cette": "la"}.get(d.det, "l'")))


def player_through_bearer(phrase: A.Phrase) -> A.Phrase:
    """« Quand vous tirez, cette Unité lance … » = « Lorsque cette Unité tire, elle lance … »: when the main
    clause is the bearer's (« cette Unité », or its pronoun with the bearer named in another circumstance:
    « Quand vous tirez, si cette Unité est à l'Arrière, elle … » = « Lorsque cette Unité tire, si elle est à
    l'Arrière, elle … »), what « vous » do in its trigger or condition is done with it."""
    def this(d):
        return isinstance(d, A.Designation) and d.det in THIS_DETS and not d.quals and d.relative is None \
            and d.ancre is None

    def through(c):
        return (isinstance(c, (A.Quand, A.Si)) and c.acte.sujet == A.Pronom("vous") and not c.acte.passif
                and c.acte.verbe in UNIT_ACTS)

    s = phrase.sujet
    if this(s):
        pronoun = A.Pronom("elle" if s.det == "cette" else "il")
        return attrs.evolve(phrase, circonstances=tuple(
            attrs.evolve(c, acte=attrs.evolve(c.acte, sujet=pronoun)) if through(c) else c for c in phrase.circonstances))
    named = [c.acte.sujet for c in phrase.circonstances if isinstance(c, (A.Quand, A.Si)) and this(c.acte.sujet)]
    acts = [c for c in phrase.circonstances if through(c)]
    if not (isinstance(s, A.Pronom) and len(named) == 1 and len(acts) == 1
            and s.mot == ("elle" if named[0].det == "cette" else "il")):
        return phrase
    # the trigger takes the name, the circumstance that named it takes it up by its pronoun
    return attrs.evolve(phrase, circonstances=tuple(
        attrs.evolve(c, acte=attrs.evolve(c.acte, sujet=named[0])) if c is acts[0]
        else attrs.evolve(c, acte=attrs.evolve(c.acte, sujet=s)) if isinstance(c, (A.Quand, A.Si)) and c.acte.sujet is named[0]
        else c for c in phrase.circonstances))


def moved_by_the_player(phrase: A.Phrase) -> A.Phrase:
    """« Au lieu de déplacer un Druide normalement, vous pouvez aller sur … » = « Au lieu de se déplacer normalement,
    un Druide peut aller sur … »: the unit the player moves is the one that goes (its move replaced), as « Lorsque
    vous tirez avec cette Unité » is « Lorsque cette Unité tire »; of a move or an attack of the unit only."""
    instead = [c for c in phrase.circonstances if isinstance(c, A.AuLieuDe)]
    if not (phrase.sujet == A.Pronom("vous") and len(instead) == 1 and instead[0].acte.verbe == "déplacer"
            and instead[0].acte.sujet is None and isinstance(instead[0].acte.objet, A.Designation)
            and phrase.effets and all(isinstance(e, A.Effet) and isinstance(e.action, (A.Destination, A.Agir, A.Portee))
                                      for e in phrase.effets)):
        return phrase
    acte = instead[0].acte
    moved = A.AuLieuDe(attrs.evolve(acte, verbe="se déplacer", objet=None))
    return attrs.evolve(phrase, sujet=acte.objet,
                        circonstances=tuple(moved if c is instead[0] else c for c in phrase.circonstances))


def bearer_in_trigger(phrase: A.Phrase) -> A.Phrase:
    """« Lorsqu'elle est chargée, cette Unité … » = « Lorsque cette Unité est chargée, elle … »: the
    bearer named by « cette Unité » is named in the one trigger or condition that says it, the main
    clause takes it up by its pronoun (a generic « un Archer » goes the other way, :func:`antecedent`).
    Only when the pronoun agrees with it: « Lorsqu'il …, cette Unité … » says someone else."""
    s = phrase.sujet
    if not (isinstance(s, A.Designation) and s.det in THIS_DETS and not s.quals and s.relative is None
            and s.ancre is None):
        return phrase

    def said_first(acte):  # the act's subject as written (a passive's is the object)
        return acte.objet if acte.passif else acte.sujet

    named = [i for i, c in enumerate(phrase.circonstances) if isinstance(c, (A.Quand, A.Si))
             and isinstance(said_first(c.acte), A.Pronom)]
    if len(named) != 1:
        return phrase
    i = named[0]
    acte = phrase.circonstances[i].acte
    pronoun = said_first(acte)
    feminine = s.det == "cette" or s.genre == "féminin"
    if pronoun.mot != ("elle" if feminine else "il"):
        return phrase
    moved = attrs.evolve(phrase.circonstances[i], acte=attrs.evolve(acte, **{"objet" if acte.passif else "sujet": s}))
    circs = phrase.circonstances[:i] + (moved,) + phrase.circonstances[i + 1:]
    return attrs.evolve(phrase, circonstances=circs, sujet=pronoun)


def attack_as_agent(c, is_attack):
    """« Lorsqu'une Attaque Distante attaque une unité alliée » = « Lorsqu'une unité alliée est attaquée par
    une Attaque Distante »: an act of « attaquer » whose subject is one of the game's kinds of attack
    (``is_attack``: its vocabulary's « attaques ») is the unit attacked undergoing that kind of attack."""
    if not isinstance(c, (A.Quand, A.Si)):
        return c
    acte = c.acte
    if (acte.verbe != "attaquer" or acte.passif or acte.objet is None or not isinstance(acte.sujet, A.Designation)
            or not is_attack(acte.sujet.nom)):
        return c
    return attrs.evolve(c, acte=attrs.evolve(acte, passif=True))


def rolled_apart(nom: str, vocabulary) -> bool:
    """Is ``nom`` an action of the game that throws no dice of its own (no « dés de riposte ») while the
    game asks about others (« dés de combat »)? Its rolls are those of the attacks of that kind."""
    from .render import elide

    queries = set(vocabulary.queries)
    return (vocabulary.category(nom) == "actions" and bool(vocabulary.declares_asks)
            and "dés " + elide("de", vocabulary.singular(nom).lower()) not in queries
            and any(q.startswith("dés de ") for q in queries))


def moment_apart(phrase: A.Phrase, rolled_apart) -> A.Phrase:
    """« Cette Unité lance un dé de moins lors d'une Riposte » = « Lors d'une Riposte, cette Unité lance
    un dé de moins »: the moment of dice is an action the game throws no dice of its own for
    (``rolled_apart``: no « dés de riposte »), so it says during which attacks its rolls change, as the
    circumstance does. Said of every effect of the phrase only."""
    said = {e.action.moments for e in phrase.effets
            if isinstance(e, A.Effet) and isinstance(e.action, A.DesSupplementaires)}
    if len(said) != 1 or not all(isinstance(e, A.Effet) and isinstance(e.action, A.DesSupplementaires)
                                 for e in phrase.effets):
        return phrase
    (moments,) = said
    if len(moments) != 1 or not rolled_apart(moments[0]):
        return phrase
    effets = tuple(attrs.evolve(e, action=attrs.evolve(e.action, moments=())) for e in phrase.effets)
    durant_ = A.Durant(A.Designation("un", moments[0], genre="masculin"))  # ``render`` knows its gender
    return attrs.evolve(phrase, circonstances=(durant_,) + phrase.circonstances, effets=effets)


def roll_during(phrase: A.Phrase, is_action) -> A.Phrase:
    """« Cette Unité lance un dé de Combat supplémentaire lors d'une Charge » = « Durant une Charge, cette Unité lance
    un dé de Combat supplémentaire »: dice named by the action the game throws them for (« de Combat ») said with
    another moment: that moment is when (the phrase's circumstance), the name their roll. Both were kept on the
    dice and the moment was dropped (the dice of every Combat). Said of every effect of the phrase only, one moment,
    no other « durant » (:meth:`rulekit.dsl.effects.OrderEffects.moments_of` refuses a roll the game never throws
    during that moment)."""
    dice = (A.DesSupplementaires, A.DesFixes)
    if not phrase.effets or not all(isinstance(e, A.Effet) and isinstance(e.action, dice) for e in phrase.effets):
        return phrase
    said = {(e.action.des, e.action.moments) for e in phrase.effets}
    if len(said) != 1:
        return phrase
    ((des, moments),) = said
    if (des is None or des in ("attaque", "défense") or not is_action(des) or len(moments) != 1
            or any(isinstance(c, A.Durant) for c in phrase.circonstances)):
        return phrase
    effets = tuple(attrs.evolve(e, action=attrs.evolve(e.action, des=None, moments=(des,))) for e in phrase.effets)
    durant_ = A.Durant(A.Designation("un", moments[0], genre="masculin"))  # ``render`` knows its gender
    return attrs.evolve(phrase, circonstances=(durant_,) + phrase.circonstances, effets=effets)


def moment_of_dice(phrase: A.Phrase, rolled_apart, is_action) -> A.Phrase:
    """« Lors du Combat, lancez deux dés supplémentaires pour la Charge » = « Lancez lors du Combat deux dés
    supplémentaires pour la Charge »: dice said to the player (no subject: « lancez ») say their moment with the dice,
    wherever the moment stands; a moment the game throws no dice of its own for stays the phrase's (``moment_apart``).
    Said of every effect of the phrase only, dice with no moment of their own. (A subject's dice keep the moment at
    the head, as the games' files say it: « Durant un Combat, cette Unité lance … ».)"""
    durants = [c for c in phrase.circonstances if isinstance(c, A.Durant)]
    if phrase.sujet is not None or len(durants) != 1 or not phrase.effets:
        return phrase
    (d,) = durants
    if (d.quoi.det != "un" or d.quoi.quals or d.quoi.relative is not None or not is_action(d.quoi.nom)
            or rolled_apart(d.quoi.nom)):
        return phrase
    if not all(isinstance(e, A.Effet) and isinstance(e.action, A.DesSupplementaires) and not e.action.moments
               and e.action.des is None for e in phrase.effets):
        return phrase
    effets = tuple(attrs.evolve(e, action=attrs.evolve(e.action, moments=(d.quoi.nom,))) for e in phrase.effets)
    return attrs.evolve(phrase, circonstances=tuple(c for c in phrase.circonstances if c is not d), effets=effets)


#: (lead-left) the actions in which one side only attacks, and the verb of the unit that does: « Durant une
#: Riposte, lorsque cette Unité attaque » is the unit making the riposte (« La Riposte fonctionne exactement comme
#: la procédure de Combat »: the unit attacked attacks back), « Lorsque cette Unité riposte »
ATTACKED_BACK = {"riposte": "riposter"}


def attacks_in_riposte(phrase: A.Phrase, rolled_apart) -> A.Phrase:
    """« Durant une Riposte, lorsque cette Unité attaque, … » = « Lorsque cette Unité riposte, … »: in a riposte
    only the unit attacked attacks (back), so « attaque » there names the one that ripostes. Read as written,
    the act asked the attacker's side (rôle « attaque ») of a roll thrown by the unit attacked (rôle « défense »)
    and never acted. The act bare (no object, mode, place), the moment said once, an action of the game that
    throws the dice of another (``rolled_apart``: a riposte throws a Combat's)."""
    durants = [c for c in phrase.circonstances if isinstance(c, A.Durant)]
    quands = [c for c in phrase.circonstances if isinstance(c, A.Quand) and c.acte.verbe == "attaquer"]
    if len(durants) != 1 or len(quands) != 1:
        return phrase
    (d,), (q,) = durants, quands
    verbe = ATTACKED_BACK.get(d.quoi.nom.lower())
    bare = A.Acte(q.acte.verbe, q.acte.sujet)
    if verbe is None or not rolled_apart(d.quoi.nom) or d.quoi.det != "un" or d.quoi.quals or d.quoi.relative is not None or q.acte != bare:
        return phrase
    said = A.Quand(attrs.evolve(q.acte, verbe=verbe))
    return attrs.evolve(phrase, circonstances=tuple(said if c is q else c for c in phrase.circonstances if c is not d))
