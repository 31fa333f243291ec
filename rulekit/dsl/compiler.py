"""From the typed AST to the core's modifiers, triggers and replacements.

Effects compile by AST node type, never by an ability's name. Circumstances
become guards: over a query's context for modifiers, over an event for triggers
and replacements. The queries, context keys, event kinds and the "world" methods
a game's Match provides are THE CONTRACT, documented in docs/DSL.md.
"""

from __future__ import annotations

import functools

import attrs

from ..abilities import Ability, Modifier, Replacement, Trigger, answered_before, unit_of
from ..steps import Roll
from . import ast as A
from .canonical import ANAPHORE_WORDS, EVENT_VERBS  # EVENT_VERBS: verbs that only name an event (a trigger's « Lorsque »)
from .effects import OrderEffects
from .errors import CompileError, RulesSemanticError
from .steps import Accompagnement, ChoixApres, ChoixEffet, JetDeSurvie, RelanceAccordee, Survie, encode
from .utilisations import EVENEMENT, PERIODES, limiter
from .verbs import IN_PLAY
from .vocabulary import Vocabulary

PLURAL_DETS = {"les", "des", "tous les", "toutes les", "ces", "ses"}
ANY_UNIT = {"unité", "unités", "personnage", "personnages"}
FRIEND = {"allié", "alliés"}
FOE = {"ennemi", "ennemis", "adversaire", "adversaires"}
#: qualifiers that place a unit relative to the bearer: a unit so designated is never the bearer
#: (« un Conscrit adjacent », « l'Unité ennemie qui combat cette Unité », « une autre Unité »)
OTHER_QUALS = {"adjacent", "ennemi", "autre"}
#: qualifiers that say a unit's side (seen from the bearer, or from an aura's anchor)
SIDE_QUALS = {"allié", "ami", "ennemi"}
#: the qualifiers a unit fits by itself that ``Compiler.matches`` checks, and so checked of the bearer
#: too (of canonical.OWN_QUALS, the qualifiers that relate a unit to no other, those a guard tests)
BEARER_QUALS = {"sans allié adjacent"}
#: effects that read the phrase's subject as the group they act on (the query is the bearer's)
GROUP_EFFECTS = {"SeDeplacerAvec", "Affecte"}

#: verb -> (event kind, event field naming the verb's subject)
EVENTS = {
    "attaquer": ("attaque", "attacker"),
    "être attaqué": ("attaque", "target"),
    "battre": ("battu", "by"),
    "être battu": ("battu", "unit"),
    "se déplacer": ("déplacement", "unit"),
    "donner": ("ordre donné", "joueur"),
    "toucher": ("attaque résolue", "attacker"),
    "charger": ("attaque résolue", "attacker"),
    # « Quand cette Unité détruit une Unité ennemie »: its attack is over, the target destroyed
    # (VERB_CHECKS); a unit destroyed by no attack of the bearer's is not its kill
    "détruire": ("attaque résolue", "attacker"),
    "être détruit": ("unité détruite", "unit"),
}

#: a passive act (« est attaqué par un Épéiste », the AST's ``passif``: the agent as ``sujet``) read as
#: the act said of the unit it happens to (« être attaqué », the agent as ``objet``)
PASSIVE_OF = {"attaquer": "être attaqué", "battre": "être battu", "détruire": "être détruit"}
#: verbs of a fight whose object is the unit fought (the context's ``adversaire``); « tirer sur un X »
#: says it as the place shot at (:meth:`Compiler.patient`)
OPPONENT_VERBS = {"combattre", "attaquer", "être attaqué", "charger", "tirer"}
#: an event a game may tell only once it is over: « attaque » (an attack made, Pocket-Tactics) is told by
#: « attaque résolue » in a game that emits no « attaque » (Pocket Battles tells an attack when resolved,
#: as « Quand cette Unité charge » already reads it)
TOLD_WHEN_RESOLVED = {"attaque": "attaque résolue"}
#: the events of an attack: they say its ``moment`` (« Combat », « Tir »), ``charge``, its ``nature`` or its
#: ``attaque`` (kind), which « Durant une Charge », « Lors d'une Riposte » test
ATTACK_EVENTS = {"attaque", "attaque résolue"}


def _of_patient(acte: A.Acte) -> A.Acte:
    """« Lorsqu'un Archer est attaqué par un Épéiste » as the act of the Archer: « être attaqué »,
    its subject the Archer (or the « il » that names it), its object the Épéiste."""
    if not acte.passif or acte.verbe not in PASSIVE_OF:
        return acte
    return attrs.evolve(acte, verbe=PASSIVE_OF[acte.verbe], sujet=acte.objet, objet=acte.sujet, passif=False)


#: what a verb says about the event it listens to
VERB_CHECKS = {
    "toucher": lambda ev: (field(ev, "coups", 1) or 0) > 0,
    "charger": lambda ev: bool(field(ev, "charge", True)),
    "détruire": lambda ev: bool(field(ev, "detruite", True)),
}
STATE_VERBS = {"être présent"}
#: verbs that say which side of an attack a unit is on -> the query's ``rôle``
ROLE_OF_VERB = {"attaquer": "attaque", "se défendre": "défense", "être attaqué": "défense",
                "tirer": "attaque", "charger": "attaque"}
MOMENT_OF_VERB = {"tirer": "Tir", "charger": "Charge", "combattre": "Combat"}
#: the rolls of a fight named by its side (« dés d'attaque / de défense », the query's ``dés``)
ROLLS = ("attaque", "défense")
#: verbs that say a unit is the one attacked (the query's ``rôle`` « défense »)
DEFENDING_VERBS = {"être attaqué", "se défendre"}

#: effect verbs of Destination -> the ``action`` context value of the ``destinations`` query
DEST_ACTIONS = {"aller": "déplacer", "attaquer": "attaquer"}


def all_of(guards):
    """One guard that holds (is true) when each of ``guards`` holds, tested in order (the first
    that fails ends the test): a new function, so that marks set on it (``about_bearer``) are its
    own. Queries run it at every ask, so one or two guards are called without a loop."""
    guards = tuple(guards)
    if len(guards) == 1:
        (g,) = guards
        return lambda m, b, ctx: g(m, b, ctx)
    if len(guards) == 2:
        g1, g2 = guards
        return lambda m, b, ctx: g1(m, b, ctx) and g2(m, b, ctx)

    def guard(m, b, ctx):
        for g in guards:
            if not g(m, b, ctx):
                return False
        return True

    return guard


def reading(keys, guard):
    """Mark ``guard`` (over a query's context) with the context keys it reads: a trigger runs the same
    guard at its event only if the event tells each of them (``EVENT_CONTEXT``), else refuses the
    condition (:meth:`Compiler.conditions_at_event`); a guard not marked is never run at an event."""
    guard.reads = frozenset(keys)
    return guard


#: what a trigger tells a condition of its bearer at the event (:meth:`Compiler.conditions_at_event`):
#: the bearer itself (the query's unit) and the terrain it stands on; where it stands in its zone, its
#: neighbours and its kind are the world's (no context key)
EVENT_CONTEXT = frozenset({"unit", "terrain"})


def _about_bearer(guard):
    """Mark a guard that holds only when the query is about the bearer (``unit_of(ctx) == b``):
    a modifier guarded by it is dispatched to its bearer's queries only (``Modifier.about_bearer``)."""
    guard.about_bearer = True
    return guard


ALIASES = {"attacker": ("attacker", "attaquant"), "target": ("target", "cible"), "unit": ("unit", "unite"),
           "by": ("by", "par"), "joueur": ("joueur", "player")}


def _also(first, then, match, bearer, event) -> bool:
    """Two guards over an event, the second tested when the first holds (``functools.partial`` of it)."""
    return first(match, bearer, event) and then(match, bearer, event)


def _reads(guards) -> frozenset:
    """The context keys some guards read, all of them (a guard not marked: one no event tells)."""
    return frozenset().union(*(getattr(g, "reads", {"?"}) for g in guards))


def field(event, name, default=None):
    for alias in ALIASES.get(name, (name,)):
        if hasattr(event, alias):
            return getattr(event, alias)
    return default


@functools.lru_cache(maxsize=4096)  # asked by trigger guards at every order given: few distinct names
def is_same_zone(q: str) -> bool:
    """Is ``q`` the qualifier « du même Secteur » (« même Secteur »: the bearer's division of the battlefield)?"""
    return q.startswith("même ")


def _same_sector(match, unit, anchor) -> bool:
    """Do ``unit`` and ``anchor`` stand in one sector (``match.secteur_of``; a unit off the battlefield in none)?"""
    here = match.secteur_of(unit)
    return here is not None and here == match.secteur_of(anchor)


#: an order's noun and its verb are one name (« Charge » ~ « charger »)
_ORDER_VERBS = {"charge": "charger", "tir": "tirer", "combat": "combattre"}


@functools.lru_cache(maxsize=4096)
def _order_name(name: str) -> str:
    """An order's name as :func:`_same` compares it (the names are few; guards ask at every event)."""
    name = name.lower().strip()
    return _ORDER_VERBS.get(name, name)


def _same(a: str, b: str) -> bool:
    """Order names match case-insensitively, noun or verb (« Charge » ~ « charger »)."""
    return a == b or _order_name(a) == _order_name(b)


class Compiler(OrderEffects):
    def __init__(self, vocabulary: Vocabulary | None, name: str, params: dict | None = None):
        self.vocabulary = vocabulary or Vocabulary()
        self.name = name
        self.params = dict(params or {})
        self.silent = []  # restriction tests: when one holds, the ability's modifiers do nothing
        self.families = []  # the action families whose « permis » the ability answers
        self.against = []  # … of those, said against a unit (« ne peut pas attaquer un Druide »)
        self.ast = A.Capacite(())
        self._answers = {}  # (phrase, query) -> [modifiers made]: each answer's key (:meth:`modifier`)

    # --- nouns -------------------------------------------------------------------
    def is_game_noun(self, nom: str) -> bool:
        """A unit name or unit type of the game's vocabulary (what ``is_a`` tests)."""
        return self.vocabulary.category(nom) in ("units", "types")

    def singular(self, nom: str) -> str:
        return self.vocabulary.singular(nom)

    def matches(self, match, bearer, unit, d: A.Designation, relative_to=None) -> bool:
        """Does ``unit`` fit designation ``d`` (seen from ``bearer``)?"""
        if unit is None:
            return False
        nom = d.nom
        if nom in FRIEND and match.owner(unit) != match.owner(bearer):
            return False
        if nom.lower() in FOE and match.owner(unit) == match.owner(bearer):
            return False
        if self.is_game_noun(nom) and not match.is_a(unit, self.singular(nom)):
            return False
        anchor = bearer if relative_to is None else relative_to
        for q in d.quals:
            if q == "adjacent" and d.ancre is not None:
                # « une unité ennemie adjacente à un Conscrit allié »: some unit next to it fits the
                # anchor, seen from the bearer (its « allié » is the bearer's ally)
                if not any(self.matches(match, bearer, x, d.ancre) for x in match.adjacent_units(unit)):
                    return False
            elif q == "adjacent" and unit not in list(match.adjacent_units(anchor)):
                return False
            if q in ("allié", "ami") and match.owner(unit) != match.owner(bearer):
                return False
            if q == "ennemi" and match.owner(unit) == match.owner(bearer):
                return False
            if q == "sans allié adjacent" and any(
                    match.owner(x) == match.owner(unit) for x in match.adjacent_units(unit)):
                return False
            if is_same_zone(q) and not _same_sector(match, unit, anchor):
                return False
        if d.relative is not None and not self._relative_holds(match, bearer, unit, d.relative):
            return False
        return True

    def _relative_told_by_unit(self, rel: A.Acte) -> bool:
        """Can :meth:`_relative_holds` tell this relative from a unit alone (where it stands, what is next to it)?"""
        return ((rel.verbe == "être présent" and (bool(rel.terrains) or self.zone_said(rel)))
                or (rel.verbe == "être adjacent" and isinstance(rel.objet, A.Designation)))

    def _relative_holds(self, match, bearer, unit, rel: A.Acte) -> bool:
        """What a relative clause says of ``unit`` that the unit alone tells: where it stands (« une unité qui se
        trouve sur une tuile Forêt », « … qui est à l'Arrière ») and what stands next to it (« une unité qui est
        adjacente à un Druide », seen from the bearer). An act (« qui attaque ») is the event's or the query's,
        read where the sentence's act is (:meth:`_acte_ctx_guards`)."""
        if rel.terrains and match.terrain_of(unit) not in rel.terrains:
            return False
        if rel.verbe == "être adjacent" and isinstance(rel.objet, A.Designation):
            return any(x != unit and self.matches(match, bearer, x, rel.objet) for x in match.adjacent_units(unit))
        if self.zone_said(rel):
            return match.zone_of(unit) == self.singular(rel.lieu.nom)
        return True

    def is_self(self, s) -> bool:
        """A singular designation of a game noun (« un Archer », « l'Épéiste », « cette Unité »), unless
        a qualifier places it relative to the bearer (« un Conscrit adjacent », « l'Unité ennemie »)."""
        if isinstance(s, A.Designation):
            if OTHER_QUALS & set(s.quals) or any(is_same_zone(q) for q in s.quals):
                return False
            if s.det in ("cette", "l'", "la", "le") and s.nom.lower() in ANY_UNIT:  # « l'Unité »: the bearer
                return True
            return self.is_game_noun(s.nom) and (s.det not in PLURAL_DETS or "en réserve" in s.quals)
        return False

    def patient(self, acte: A.Acte) -> A.Acte:
        """The act with the unit it is done to as its object: « Lorsqu'un Archer est attaqué par un
        Épéiste » as the Archer's « être attaqué » (:func:`_of_patient`); « Lorsque cette Unité tire sur
        un Légionnaire »: the unit shot at, said as the place (« sur »), is the unit fought (« tirer sur
        les Zones Avant » stays a place)."""
        lieu = acte.lieu
        if acte.verbe == "tirer" and acte.objet is None and isinstance(lieu, A.Designation) and self.names_units(lieu):
            acte = attrs.evolve(acte, objet=lieu, lieu=None)
        return _of_patient(acte)

    @staticmethod
    def is_this(s) -> bool:
        """« cette Unité », « l'Unité »: the bearer, whatever else the phrase names."""
        return (isinstance(s, A.Designation) and s.det in ("cette", "ce", "cet", "l'", "la", "le")
                and s.nom.lower() in ANY_UNIT and not OTHER_QUALS & set(s.quals)
                and not any(is_same_zone(q) for q in s.quals))

    def self_guard(self, s):
        """bearer-is-that-noun check for a self designation, with what it says of the bearer alone
        (« un Épéiste sans allié adjacent »: only while no ally stands next to it)."""
        own = tuple(q for q in s.quals if q in BEARER_QUALS) if isinstance(s, A.Designation) else ()
        # « Lorsqu'un Lancier sur une tuile Colline est attaqué »: where the bearer stands
        placed = isinstance(s, A.Designation) and s.relative is not None and bool(s.relative.terrains)
        if own or placed:
            alone = attrs.evolve(s, quals=own, relative=s.relative if placed else None, ancre=None)
            return lambda match, bearer: self.matches(match, bearer, bearer, alone)
        if isinstance(s, A.Designation) and self.is_game_noun(s.nom):
            noun = self.singular(s.nom)
            return lambda match, bearer: match.is_a(bearer, noun)
        return lambda match, bearer: True

    # --- circumstances as guards over a query context --------------------------------
    def ctx_guard(self, phrase: A.Phrase):
        guards = []
        for circ in phrase.circonstances:
            if isinstance(circ, A.LancementDes):
                guards.append(self._unit_is_bearer(circ.de))
                des = circ.des
                guards.append(lambda m, b, ctx, des=des: ctx.get("dés") == des)
            elif isinstance(circ, A.AuLieuDe):
                guards.append(self._unit_is_bearer(circ.acte.objet))
            elif isinstance(circ, A.Si) and circ.non:
                guards.append(self._negated(circ.acte))
            elif isinstance(circ, (A.Quand, A.Si)):
                if circ.acte.verbe in EVENT_VERBS:
                    raise self.semantic(
                        f"« {circ.acte.verbe} » est un événement : l'effet de cette phrase répond à une "
                        "question posée pendant une action, il ne peut pas attendre un événement")
                guards.extend(self._acte_ctx_guards(circ.acte))
            elif isinstance(circ, A.Durant) and self._durant_a_unit(circ):
                pass  # refused
            elif isinstance(circ, A.Durant) and circ.quoi.nom in MOMENT_OF_VERB.values():
                # « Durant un Combat »: a query that says its attack's ``moment`` (« relances »,
                # « coups ») answers only then; one that does not says it by its name (« dés de combat »).
                # « Durant une Charge, lorsque cette Unité est attaquée »: the charge of its opponent
                # « Durant une Charge, cette Unité ne peut pas être attaquée par un Cavalier »: a question with no
                # moment that names its attack (« permis », action « être attaqué ») is asked of that attack only
                kind = self.singular(circ.quoi.nom) if self.singular(circ.quoi.nom) in self.vocabulary.attacks else None
                guards.append(lambda m, b, ctx, ms=frozenset({circ.quoi.nom}), defends=self.defends(phrase), kind=kind:
                              in_moments(ctx, ms, defends) if "moment" in ctx
                              else kind is None or "attaque" not in ctx or ctx["attaque"] == kind)
            elif (isinstance(circ, A.Durant) and self.vocabulary.category(circ.quoi.nom) == "actions"
                  and circ.quoi.nom not in MOMENT_OF_VERB.values()):
                # « Lors d'une Riposte »: an attack of that kind (the query's ``nature``)
                guards.append(lambda m, b, ctx, nom=self.singular(circ.quoi.nom).lower():
                              str(ctx.get("nature", "")).lower() == nom)
            elif isinstance(circ, A.Periode):
                from .render import circ as said

                raise self.semantic(f"« {said(circ)} » est un moment du tour : l'effet de cette phrase répond à une "
                                    "question posée pendant une action, il ne peut pas attendre un moment")
            elif isinstance(circ, (A.Durant, A.MemeTour, A.Activation, A.Frequence)):
                pass  # the query's own name says when (« dés de combat »); activations are events; a
                # limit of uses gates the phrase's answers (:func:`.utilisations.limiter`)
            else:  # pragma: no cover - every circumstance type is handled above
                raise CompileError(f"{self.name}: circonstance non compilable {circ!r}")
        if isinstance(phrase.sujet, A.Pronom) and phrase.sujet.mot in ANAPHORE_WORDS:
            return self._anaphora(phrase, guards)
        if self.is_opponent(phrase.sujet):
            return self._opponent_guard(guards)
        if isinstance(phrase.sujet, A.Designation) and phrase.sujet.ancre is not None:
            guards.append(self._aura(phrase.sujet))
        elif isinstance(phrase.sujet, A.Designation) and self.is_self(phrase.sujet):
            guards.append(self._unit_is_bearer(phrase.sujet))
            if phrase.sujet.relative is not None:
                guards.extend(self._acte_ctx_guards(phrase.sujet.relative))
        elif isinstance(phrase.sujet, A.Pronom) and phrase.sujet.mot in ("il", "elle"):
            # « Lorsqu'un Épéiste attaque, il lance … »: the unit the trigger names; a negated condition
            # names it too (« Sauf si cette Unité est à l'Arrière, elle lance … »: what is negated is where
            # it stands, not who it is), after any affirmed one
            said = sorted((c for c in phrase.circonstances if isinstance(c, (A.Quand, A.Si))),
                          key=lambda c: not A.affirmed(c))
            named = [c.acte.sujet for c in said
                     if isinstance(c.acte.sujet, A.Designation) and self.is_self(c.acte.sujet)]
            if named:
                guards.append(self._unit_is_bearer(named[0]))
        elif isinstance(phrase.sujet, A.Designation) and phrase.sujet.nom == "propriétaire":
            guards.append(lambda m, b, ctx: ctx.get("joueur", ctx.get("player")) == m.owner(b))
        elif isinstance(phrase.sujet, A.Pronom) and phrase.sujet.mot == "vous":
            # « vous avez 1 Jeton Ordre de plus »: a player's query is about the owner; a unit's, the bearer
            guards.append(lambda m, b, ctx: unit_of(ctx) == b if unit_of(ctx) is not None
                          else ctx.get("joueur", ctx.get("player")) == m.owner(b))
        elif isinstance(phrase.sujet, A.OrdreA):
            guards.append(self._unit_is_bearer(phrase.sujet.cible))
        elif (isinstance(phrase.sujet, A.Designation) and self.names_units(phrase.sujet)
              and not any(isinstance(e, A.Effet) and type(e.action).__name__ in GROUP_EFFECTS for e in phrase.effets)):
            guards.append(self._other(phrase.sujet))
            guards.extend(self._fought_by_bearer(phrase))
        elif isinstance(phrase.sujet, A.Designation) and phrase.sujet.nom.lower() in FOE | {"adversaire"}:
            raise self.semantic(f"« {phrase.sujet.det} {phrase.sujet.nom} » : un effet de l'adversaire "
                                "n'est pas une question que le jeu pose à cette unité")
        if not any(True for _ in guards):
            guards.append(_about_bearer(lambda m, b, ctx: unit_of(ctx) == b))

        guard = all_of(guards)
        guard.about_bearer = any(getattr(g, "about_bearer", False) for g in guards)
        return guard

    def _negated(self, acte: A.Acte):
        """« sauf s'il est sur une tuile Forêt », « à moins qu'il ne soit adjacent à un ennemi », « sauf s'il est
        attaqué avec Magie », « à moins qu'elle ne soit dans la Zone de Combat »: the query is answered unless
        what the condition says of the bearer holds (its tile, its neighbours, its zone, its side and the
        attack's mode or moment). An event (« sauf lorsqu'il bat un ennemi ») is no state a question could tell:
        refused, and so is a condition that says nothing a question tells (it would negate nothing)."""
        from .render import circ

        said = circ(A.Si(acte, non=True))
        if acte.verbe in EVENT_VERBS:
            raise self.semantic(f"« {said} » : un événement ne se nie pas ; une condition niée dit "
                                "un état de l'unité (sa tuile, ses voisins, sa zone) ou l'attaque en cours",
                                supported=["« sauf s'il est sur une tuile Forêt »", "« à moins qu'il ne soit adjacent "
                                           "à un ennemi »", "« sauf s'il est attaqué avec Magie »"])
        sujet, who = acte.sujet, (lambda m, b: True)
        if acte.verbe != "être adjacent" and sujet is not None and not isinstance(sujet, A.Pronom):
            if not self.is_self(sujet) and not self.is_this(sujet):
                raise self.semantic(f"« {said} » : une condition niée se dit de l'unité qui porte la "
                                    "capacité (« sauf s'il est sur une tuile Forêt »)")
            # who it is holds (« sauf si cet Archer … »: an Archer); what it says of it is negated
            who, acte = self.self_guard(sujet), attrs.evolve(acte, sujet=None)
        tests = self._acte_ctx_guards(acte)
        if not tests:
            raise self.semantic(f"« {said} » : aucune question du jeu ne dit cela ; la condition niée "
                                "ne changerait rien")

        def guard(m, b, ctx):
            return who(m, b) and not all(t(m, b, ctx) for t in tests)

        return reading(_reads(tests), guard)

    def _anaphora(self, phrase: A.Phrase, said):
        """« Tant qu'un Paladin est adjacent à un Prêtre allié, celui-ci (le Prêtre) lance … »: the query
        is about the unit the circumstance's act names as its object, the bearer its subject: a unit next
        to the bearer that fits it (« être adjacent »), or the unit the bearer fights (« Lorsqu'un Épéiste
        attaque un Homme-Bête, celui-ci … » = « …, son adversaire … »)."""
        actes = [c.acte for c in phrase.circonstances if A.affirmed(c)
                 and isinstance(c.acte.objet, A.Designation)]
        if len(actes) != 1 or not self.is_self(actes[0].sujet):
            raise self.semantic(f"« {phrase.sujet.mot} » reprend l'unité que la circonstance nomme après l'unité "
                                "qui porte la capacité (« Tant qu'un Paladin est adjacent à un Prêtre allié, "
                                "celui-ci … »)")
        acte = actes[0]
        if acte.verbe in OPPONENT_VERBS:
            return self._opponent_guard(said)
        if acte.verbe != "être adjacent":
            raise self.semantic(f"« {phrase.sujet.mot} » après « {acte.verbe} » : le jeu ne pose pas de question à "
                                "cette unité-là", supported=("être adjacent", *sorted(OPPONENT_VERBS)))
        other = acte.objet

        def guard(m, b, ctx):
            unit = unit_of(ctx)
            return (unit is not None and unit != b and unit in list(m.adjacent_units(b))
                    and self.matches(m, b, unit, other) and all(g(m, b, ctx) for g in said))

        return guard
    def defends(self, phrase: A.Phrase) -> bool:
        """Does the phrase say the bearer is the unit attacked (« Lorsque cette Unité est attaquée »,
        « … se défend », « Lorsqu'elle est chargée »)? Its moments are then its opponent's (a Charge
        is the charge it undergoes)."""
        for c in phrase.circonstances:
            if A.affirmed(c):
                acte = self.patient(c.acte)
                if acte.verbe in DEFENDING_VERBS and (acte.sujet is None or isinstance(acte.sujet, A.Pronom)
                                                      or self.is_self(acte.sujet)):
                    return True
        return False

    #: the questions a game asks while a unit fights (an attack's dice, rerolls, targets, help, hits)
    ASKED_IN_A_FIGHT = frozenset({"dés d'attaque", "dés de défense", "relances", "cibles", "dés groupés", "aide",
                                  "dés de combat", "dés de tir", "dés de charge", "coups"})

    def _move_said(self, query: str, phrase: A.Phrase) -> None:
        """« Après s'être déplacé, un Stalker lance un dé d'attaque supplémentaire »: a move is no question of
        a fight; read as a condition of the dice it told nothing (the die was always given, defending too).
        Refused: a move's effect is said of the move (« Lorsqu'il se déplace, un Lancier adjacent peut … »)."""
        if query not in self.ASKED_IN_A_FIGHT:
            return
        for c in phrase.circonstances:
            if isinstance(c, (A.Quand, A.Si)) and self.patient(c.acte).verbe == "se déplacer":
                raise self.semantic(f"« se déplacer » : la question « {query} » est posée pendant un combat, pas "
                                    "pendant un déplacement (« Lorsqu'il attaque, … », « Lorsqu'il se déplace, un "
                                    "Lancier adjacent peut se déplacer avec lui »)")

    def _defence_said(self, query: str, phrase: A.Phrase) -> None:
        """« Lorsque cette Unité est attaquée par un Tir, elle lance un dé de plus »: in a game that
        says in which moments a unit attacked throws dice (``jets en défense``), a roll of the bearer
        attacked in another moment is never asked: refused, never compiled to nothing."""
        v = self.vocabulary
        if v.defence and self.is_opponent(phrase.sujet) and not self.defends(phrase):
            return self._opponent_defence_said(phrase)
        if not v.defence or not self.defends(phrase) or self.is_opponent(phrase.sujet):
            return
        from .effects import OTHER_MOMENT

        said = {c.quoi.nom for c in phrase.circonstances
                if isinstance(c, A.Durant) and c.quoi.nom in MOMENT_OF_VERB.values()}
        said |= {m for c in phrase.circonstances if A.affirmed(c) for m in c.acte.moments}
        if query.startswith("dés ") and " " in query[4:]:  # « dés de tir »: the moment of the roll
            said.add(query.split(" ", 2)[2].capitalize())
        wrong = sorted(m for m in said if OTHER_MOMENT.get(m, m) not in v.defence)
        if wrong:
            raise self.semantic(f"une unité attaquée ne lance de dés dans {v.game or 'ce jeu'} qu'en "
                                f"{' ou '.join(v.defence)} (sa Riposte), pas durant un {wrong[0]}",
                                supported=[f"« Durant une Charge, lorsque cette Unité est attaquée, elle lance un dé "
                                           "de plus »", "« Lors d'un Tir contre cette Unité, l'Adversaire lance un "
                                           "dé de moins »"])

    def _opponent_defence_said(self, phrase: A.Phrase) -> None:
        """« Lorsque cette Unité tire, son Adversaire (l'Unité ciblée) lance un dé de moins »: the unit the
        bearer attacks throws dice only in the moments of ``jets en défense``; a roll of it said in
        another moment of the bearer's attack is never asked: refused, never compiled to nothing."""
        from .effects import OTHER_MOMENT

        v, said = self.vocabulary, set()
        for c in phrase.circonstances:
            acte = c.acte if A.affirmed(c) else None
            if acte is None or acte.passif or acte.verbe not in {"attaquer", *MOMENT_OF_VERB}:
                continue
            if acte.sujet is None or isinstance(acte.sujet, A.Pronom) or self.is_self(acte.sujet):
                said |= {*acte.moments, *([MOMENT_OF_VERB[acte.verbe]] if acte.verbe in MOMENT_OF_VERB else [])}
        wrong = sorted(m for m in said if OTHER_MOMENT.get(m, m) not in v.defence)
        if wrong:
            raise self.semantic(f"l'unité qu'elle attaque ne lance de dés dans {v.game or 'ce jeu'} qu'en "
                                f"{' ou '.join(v.defence)} (sa Riposte), aucun contre un {wrong[0]}",
                                supported=["« Lorsque cette Unité Charge, son Adversaire lance un dé de moins »",
                                           "« Lors d'un Tir contre cette Unité, l'Adversaire lance un dé de moins »"])

    @staticmethod
    def is_opponent(s) -> bool:
        """« son adversaire », « l'adversaire » as the subject of a unit's effect: the unit the
        bearer fights (a player's effect is read by ``player_of``)."""
        return isinstance(s, A.Designation) and s.nom.lower() in ("adversaire", "adversaires") and not s.quals

    def _opponent_guard(self, said):
        """« Lorsqu'un Mage Rouge attaque avec Magie, son adversaire doit relancer … »: the query is
        about the unit the bearer fights (its ``adversaire`` is the bearer); the circumstances are
        said of the bearer, so they are read from its side of the same fight. A query without
        ``rôle`` is asked of an attacker (:meth:`_role_guard`): the bearer, its target, defends
        (« Quand cette Unité est attaquée par un Tir, l'Adversaire lance un dé de moins »)."""
        flip = {"attaque": "défense", "défense": "attaque"}

        def guard(m, b, ctx):
            unit = unit_of(ctx)
            if unit is None and ctx.get("joueur", ctx.get("player")) is not None:
                # « l'Adversaire a un Jeton Ordre de moins »: a player's query, about the bearer's opponent
                return ctx.get("joueur", ctx.get("player")) == opponent(m, m.owner(b)) and all(g(m, b, ctx) for g in said)
            if unit is None or unit == b or ctx.get("adversaire") != b:
                return False
            mine = {k: v for k, v in ctx.items() if k not in ("unit", "unite", "unité", "terrain", "dés", "rôle")}
            mine.update(unit=b, adversaire=unit)
            if m.terrain_of(b) is not None:  # the bearer's own tile (the query's is its opponent's)
                mine["terrain"] = m.terrain_of(b)
            if ctx.get("rôle", "attaque") in flip:
                mine["rôle"] = flip[ctx.get("rôle", "attaque")]
            if "adversaire_charge" in ctx:  # one side charges: the bearer's side is the other one's
                mine.update(charge=ctx["adversaire_charge"], adversaire_charge=ctx.get("charge", False))
                if ctx["adversaire_charge"] and "rôle" not in ctx:  # a riposte to the bearer's charge
                    mine["rôle"] = "attaque"
            return all(g(m, b, mine) for g in said)

        return guard

    def _aura(self, d: A.Designation):
        """« Les unités alliées adjacentes à un Prêtre »: when the bearer is the anchor (a Prêtre),
        the query is about another unit that fits the designation, seen from the bearer; when the
        bearer is not (« Un Conscrit situé à côté d'un Lancier », borne by the Conscrit), about the
        bearer, if it fits the designation seen from a unit next to it that is the anchor. A group
        that says no side is the anchor's side (« les unités ennemies adjacentes » its enemies)."""
        anchor = self.self_guard(d.ancre)
        group = attrs.evolve(d, ancre=None, relative=None)
        if not SIDE_QUALS & set(group.quals) and group.nom.lower() not in FRIEND | FOE:
            # « Les Conscrits adjacents à un Lancier »: the Lancier's own, unless « ennemis » is said
            group = attrs.evolve(group, quals=group.quals + ("allié",))
        said = self._acte_ctx_guards(d.relative) if d.relative is not None else []  # « … qui se défendent »

        def guard(m, b, ctx):
            unit = unit_of(ctx)
            if unit is None or not all(g(m, b, ctx) for g in said):
                return False
            if anchor(m, b):
                return unit != b and self.matches(m, b, unit, group)
            return unit == b and any(u != b and anchor(m, u) and self.matches(m, u, b, group)
                                     for u in m.adjacent_units(b))

        return guard

    def names_units(self, d: A.Designation) -> bool:
        """Does ``d`` name units (a game noun, « unité », « allié », « ennemi »), not a player?"""
        nom = d.nom.lower()
        return self.is_game_noun(d.nom) or nom in ANY_UNIT | FRIEND | {"ennemi", "ennemis"}

    def _other(self, d: A.Designation):
        """« l'Unité ennemie qui combat cette Unité lance un dé de moins », « les unités ennemies
        adjacentes … »: the query is about another unit that fits the designation, seen from the
        bearer; its relative clause is said of that unit: what the unit alone tells (« une unité ennemie qui
        est adjacente à un Druide », « … qui se trouve sur une tuile Eau ») is checked of it as a designation
        checks it (:meth:`_relative_holds`; the query's guards read the bearer's neighbours: it never acted),
        an act (« qui combat cette Unité ») by the query's guards."""
        told = d.relative is not None and self._relative_told_by_unit(d.relative)
        group = d if told else attrs.evolve(d, relative=None)
        said = self._acte_ctx_guards(d.relative) if d.relative is not None and not told else []

        def guard(m, b, ctx):
            unit = unit_of(ctx)
            return (unit is not None and unit != b and self.matches(m, b, unit, group)
                    and all(g(m, b, ctx) for g in said))

        return guard

    def _fought_by_bearer(self, phrase: A.Phrase) -> list:
        """« Une unité ennemie sur une tuile Eau lance un dé de défense de moins lorsqu'elle est attaquée
        par un Arquebusier »: the unit of a kind the circumstance names as the other unit's opponent is
        the bearer (docs/DSL.md, « who bears the ability »): that unit's own fight, not any Arquebusier's
        (each Arquebusier of the army would add its own die)."""
        found = []
        for c in phrase.circonstances:
            if A.affirmed(c):
                acte = self.patient(c.acte)
                if (acte.verbe in OPPONENT_VERBS and isinstance(acte.objet, A.Designation)
                        and self.is_self(acte.objet) and not self.is_this(acte.objet)):
                    found.append(lambda m, b, ctx: ctx.get("adversaire") == b)
        return found

    def player_of(self, phrase: A.Phrase):
        """(match, bearer) -> the player the phrase's subject names: « l'Adversaire » the bearer's
        owner's opponent; « vous », « le propriétaire », the bearer or no subject its owner."""
        s = phrase.sujet
        if isinstance(s, A.Designation) and s.nom.lower() in ("adversaire", "adversaires"):
            return lambda m, b: opponent(m, m.owner(b))
        if (s is None or (isinstance(s, A.Pronom) and s.mot in ("vous", "il", "elle"))
                or (isinstance(s, A.Designation) and (s.nom == "propriétaire" or self.is_self(s)))):
            return lambda m, b: m.owner(b)
        raise self.semantic(f"« {_said_subject(s)} » : un effet de joueur, dit par « l'Adversaire », « vous » "
                            "ou « le propriétaire »")

    def _unit_is_bearer(self, s):
        check = self.self_guard(s)
        return reading({"unit"}, _about_bearer(lambda m, b, ctx: unit_of(ctx) == b and check(m, b)))

    @staticmethod
    def _role_guard(verbe: str):
        """The query's ``rôle`` is the side the verb says (a query without ``rôle`` is asked of
        an attack, e.g. « portée »)."""
        role = ROLE_OF_VERB[verbe]
        if role == "attaque":
            return reading({"rôle"}, lambda m, b, ctx: ctx.get("rôle", "attaque") == "attaque")
        return reading({"rôle"}, lambda m, b, ctx: ctx.get("rôle") == role)

    def _acte_ctx_guards(self, acte: A.Acte):
        """The guards of what an act says, over a query's context: each marked with the context keys
        it reads (:func:`reading`), so that a trigger reads the same guards at its event where the
        event tells those keys, and refuses the others (:meth:`conditions_at_event`)."""
        acte = self.patient(acte)
        g = []
        if acte.terrains:  # « sur une tuile Colline ou Village »
            g.append(reading({"terrain"}, lambda m, b, ctx, t=set(acte.terrains): ctx.get("terrain") in t))
        if acte.verbe == "être adjacent":  # « Tant qu'un Lancier est adjacent à un autre Lancier »
            g.append(self._adjacent_guard(acte))
            return g
        if self.zone_said(acte):  # « Tant qu'elle est à l'Arrière »: the zone where the bearer stands
            g.append(self._zone_guard(acte))
            return g
        if acte.verbe in STATE_VERBS:
            # « est présente sur le Champ de Bataille »: being in play is the condition, the bearer's; « Tant
            # qu'un Légionnaire est sur le Champ de Bataille » says the bearer is a Légionnaire
            if self.is_self(acte.sujet):
                check = self.self_guard(acte.sujet)
                g.append(reading((), lambda m, b, ctx, check=check: check(m, b)))
            return g
        if acte.sujet is not None and not isinstance(acte.sujet, A.Pronom):
            g.append(self._unit_is_bearer(acte.sujet))
        verbe = acte.verbe
        if verbe in ROLE_OF_VERB:  # « attaque », « se défend », « est attaqué »: the side it fights on
            g.append(self._role_guard(verbe))
        if verbe == "se déplacer" and acte.hors == "attaque":
            g.append(reading({"attaque"}, lambda m, b, ctx: not ctx.get("attaque")))
        if verbe == "venir en aide" and isinstance(acte.objet, A.Designation) and acte.objet.relative is not None:
            # « … à une unité alliée qui attaque / qui se défend »: ``rôle`` is the helped unit's side
            helped = acte.objet.relative.verbe
            if helped not in ROLE_OF_VERB:
                raise self.semantic(f"« venir en aide à une unité qui {helped} » : le jeu ne dit que le rôle "
                                    "de l'unité aidée", supported=tuple(sorted(ROLE_OF_VERB)))
            g.append(self._role_guard(helped))
        kind = self.attack_kind(acte)
        if kind is not None:  # « est attaqué par une Attaque Distante »: the kind of attack (``ctx["attaque"]``)
            g.append(reading({"attaque"}, lambda m, b, ctx, kind=kind: ctx.get("attaque") == kind))
        elif verbe in OPPONENT_VERBS and isinstance(acte.objet, A.Designation):
            # « qui combat un Épéiste », « Lorsqu'il attaque un Homme-Bête », « est attaqué par un Archer »
            d = acte.objet
            if self.is_this(d):  # « qui combat cette Unité »: the bearer is the opponent
                check = self.self_guard(d)
                g.append(reading({"adversaire"}, lambda m, b, ctx, check=check: ctx.get("adversaire") == b
                                 and check(m, b)))
            else:
                g.append(reading({"adversaire"}, lambda m, b, ctx, d=d: ctx.get("adversaire") is not None
                         and self.matches(m, b, ctx.get("adversaire"), d, relative_to=ctx.get("adversaire"))))
        moments = set(acte.moments)
        if verbe in ("tirer", "charger"):  # « Quand cette Unité tire », « Lorsque cette Unité Charge »
            moments.add(MOMENT_OF_VERB[verbe])  # (« combattre » is any fight: its guard is its opponent)
        if moments:  # « lors d'un Combat ou d'un Tir »: the attack's ``moment``, a charge its flag
            g.append(reading({"moment", "charge", "adversaire_charge"},
                             lambda m, b, ctx, ms=frozenset(moments), defends=verbe in DEFENDING_VERBS:
                             in_moments(ctx, ms, defends)))
        if acte.mode is not None:
            g.append(reading({"mode"}, lambda m, b, ctx, mode=acte.mode: ctx.get("mode") == mode))
        if acte.sauf_mode is not None:
            g.append(reading({"mode"}, lambda m, b, ctx, mode=acte.sauf_mode: ctx.get("mode") != mode))
        return g

    def _zone_beside_fight(self, phrase: A.Phrase) -> None:
        """« À l'Arrière, cette Unité lance un dé de plus lors d'un Combat », « Quand cette Unité détruit une Unité
        ennemie lors d'un Combat, si elle est à l'Avant, … »: a zone the bearer must stand in, said of an answer
        given, or an event told, only during fights whose units the game puts elsewhere (its vocabulary's
        ``emplacements au combat``, PB: a Combat is fought in the Combat zone) — the condition could never hold,
        the ability would compile and never act: refused, saying where the units of that fight stand."""
        fought: dict[str, set[str]] = {}
        for moment, zone in self.vocabulary.fought_in:
            fought.setdefault(moment, set()).add(zone)
        if not fought:
            return
        def bearer(s) -> bool:  # the bearer, or a pronoun of it (« elle »); not other units (an aura's)
            return (s is None or isinstance(s, A.Pronom) and s.mot in ("il", "elle")
                    or isinstance(s, A.Designation) and s.ancre is None and self.is_self(s))

        # the fights the bearer is in: those its own acts say, and those of the answer it gives itself
        moments, zones = set(), []
        subject_fights = bearer(phrase.sujet)
        for circ in phrase.circonstances:
            if isinstance(circ, A.Durant) and isinstance(circ.quoi, A.Designation) and subject_fights:
                moments.add(self.singular(circ.quoi.nom))
            elif isinstance(circ, (A.Quand, A.Si)) and not getattr(circ, "non", False) and bearer(circ.acte.sujet):
                acte = circ.acte
                if self.zone_said(acte):
                    zones.append(acte.lieu)
                    continue
                moments.update(acte.moments)
                if acte.verbe in MOMENT_OF_VERB:
                    moments.add(MOMENT_OF_VERB[acte.verbe])
        for effet in phrase.effets if subject_fights else ():
            moments.update(getattr(getattr(effet, "action", None), "moments", None) or ())
        if not zones or not moments or not moments <= set(fought):
            return
        where = set().union(*(fought[m] for m in moments))
        for lieu in zones:  # (a zone the game never names a unit's place is :meth:`_zone_guard`'s to refuse)
            if self.singular(lieu.nom) in self.vocabulary.places and self.singular(lieu.nom) not in where:
                place = self.singular(lieu.nom)
                said = ("dans la " if place.startswith("Zone") else "à l'") + place
                raise self.semantic(
                    f"« {said} » : pendant {' ou '.join(f'« {m} »' for m in sorted(moments))}, les unités qui "
                    f"combattent se tiennent dans {' ou '.join(f'la {z}' for z in sorted(where))} ; la condition ne "
                    "serait jamais vraie",
                    supported=[f"« Dans la {z}, … »" if z.startswith("Zone") else f"« À l'{z}, … »"
                               for z in sorted(where)])

    def zone_said(self, acte: A.Acte) -> bool:
        """Does the act say the zone a unit stands in (« est à l'Arrière », « dans la Zone de Combat »), not
        where the game's units play (« sur le Champ de Bataille »: being in play, verbs.IN_PLAY)?"""
        return (acte.verbe == "être présent" and isinstance(acte.lieu, A.Designation)
                and self.vocabulary.category(acte.lieu.nom) == "zones"
                and self.singular(acte.lieu.nom).lower() != IN_PLAY[1])

    def _zone_guard(self, acte: A.Acte):
        """« Tant qu'elle est à l'Arrière (d'un Secteur) »: the bearer stands in that zone, as the game's world
        says (``match.zone_of(unit)``, one of its vocabulary's « emplacements »)."""
        v, place = self.vocabulary, self.singular(acte.lieu.nom)
        if place not in v.places:
            raise self.semantic(f"« dans {_said_subject(acte.lieu)} » : {v.game or 'ce jeu'} ne dit pas qu'une unité "
                                "se tient là" + ("" if v.places else " (il ne dit jamais où se tient une unité)"),
                                supported=v.places)
        if not (acte.sujet is None or isinstance(acte.sujet, A.Pronom) or self.is_self(acte.sujet)):
            raise self.semantic(f"« {_said_subject(acte.sujet)} est à {_said_subject(acte.lieu)} » : la zone où se "
                                "tient l'unité qui porte la capacité (« Tant qu'elle est à l'Arrière »)")
        if isinstance(acte.sujet, A.Pronom) and acte.sujet.mot in ("ils", "elles"):
            # « Les Unités alliées du même Secteur …, sauf si elles sont à l'Avant »: the plural stands for the
            # units the sentence names, the one asked (as a tile said of them is the query's ``terrain``)
            return reading({"unit"}, lambda m, b, ctx: m.zone_of(b if unit_of(ctx) is None else unit_of(ctx)) == place)
        check = self.self_guard(acte.sujet) if isinstance(acte.sujet, A.Designation) else (lambda m, b: True)
        return reading((), lambda m, b, ctx: m.zone_of(b) == place and check(m, b))

    def attack_kind(self, acte: A.Acte) -> str | None:
        """The kind of attack an act names as its agent (« est attaqué par une Attaque Distante »), one
        of the game's actions, or None (a unit, or nothing). The game must say that kind in its attack
        queries (its vocabulary's ``attaques``): else the sentence is refused, never left to do nothing."""
        d = acte.objet
        if not (isinstance(d, A.Designation) and self.vocabulary.category(d.nom) == "actions"):
            return None
        kind = self.singular(d.nom)
        if acte.verbe != "être attaqué":
            raise self.semantic(f"« {acte.verbe} {_said_subject(d)} » : une sorte d'attaque se dit de l'unité "
                                f"attaquée (« est attaqué par {_said_subject(d)} »)")
        if d.quals or d.relative is not None or d.ancre is not None:
            raise self.semantic(f"« par {_said_subject(d)} … » : une sorte d'attaque n'a pas de qualificatif ici")
        v = self.vocabulary
        if v.declares_asks and kind not in v.attacks:
            raise self.semantic(
                f"« attaqué par {_said_subject(d)} » : les questions d'une attaque de {v.game or 'ce jeu'} ne disent "
                "pas cette sorte d'attaque" + (" (une action du jeu se dit « Lors d'une … »)" if not v.attacks else ""),
                supported=v.attacks)
        return kind

    def _adjacent_guard(self, acte: A.Acte):
        """« X est adjacent à Y », one of them the bearer (« un Lancier », « il », « cette Unité »):
        some unit that fits the other stands next to the bearer."""
        sujet, objet = acte.sujet, acte.objet
        if not isinstance(objet, A.Designation):
            raise self.semantic("« être adjacent » dit à quoi : « adjacent à un allié »")
        if isinstance(sujet, A.Pronom) or self.is_self(sujet) or sujet is None:
            other, check = objet, (self.self_guard(sujet) if sujet is not None else lambda m, b: True)
        elif self.is_this(objet) or self.is_self(objet):
            other, check = sujet, self.self_guard(objet)
        else:
            raise self.semantic("« être adjacent » : l'un des deux doit être l'unité qui porte la capacité")

        def guard(m, b, ctx):
            return check(m, b) and any(u != b and self.matches(m, b, u, other) for u in m.adjacent_units(b))

        return reading((), guard)

    # --- circumstances as guards over an event ------------------------------------
    def event_of(self, phrase: A.Phrase):
        """(kind, guard(match, bearer, event)) of the phrase's « Lorsque » act (or moment of the turn), with
        the conditions said beside it (:meth:`conditions_at_event`)."""
        for circ in phrase.circonstances:
            if isinstance(circ, A.Periode):
                return self.period_guard(circ, phrase)
            if isinstance(circ, A.Quand) and circ.acte.verbe in EVENTS:
                kind, guard = self.event_guard(circ.acte, phrase.sujet)
                during = self._during(phrase, kind)
                if during:
                    guard = functools.partial(_also, guard, lambda m, b, ev: all(d(ev) for d in during))
                held = self.conditions_at_event(phrase, circ)
                if held is not None:
                    guard = functools.partial(_also, guard, lambda m, b, ev: held(m, b))
                return kind, guard
        raise CompileError(f"{self.name}: cet effet a besoin d'un déclencheur « Lorsque … » connu")

    # --- conditions said beside a trigger, read at its event --------------------------
    def conditions_at_event(self, phrase: A.Phrase, trigger: A.Quand | None):
        """« Lorsqu'un Maraudeur bat un ennemi, s'il est sur une tuile Forêt, il peut … », « Au début de votre
        tour, si cette Unité est à l'Arrière, … », « Lorsqu'un Épéiste bat un ennemi, sauf s'il est adjacent à
        un allié, … », « Un Druide qui est adjacent à un Lancier allié … lorsqu'il … »: each condition said
        beside the trigger (``Si``, negated or not; a « Lorsque » that says a state) and what a relative says
        of the subject that bears it, checked when the event happens by the very guards a question reads
        (:meth:`_acte_ctx_guards`, :meth:`_negated`), over what the event tells of the bearer
        (``EVENT_CONTEXT``: the bearer and its terrain; its zone, its neighbours and its kind are the world's).
        Refused at compile time, never dropped: a condition said of a unit other than the bearer, one whose guards read what
        only a question tells (the side a unit fights on, its opponent, the attack's mode or moment: said in
        the trigger's act), an event said as a condition, a second trigger, and a condition of a bearer the
        event takes off the battlefield. (match, bearer) -> bool, or None when the phrase says none."""
        from .render import circ as said_circ

        tests = []
        for c in phrase.circonstances:
            if c is trigger or not isinstance(c, (A.Quand, A.Si)):
                continue
            said = said_circ(c)
            if c.acte.verbe in EVENTS or c.acte.verbe in EVENT_VERBS:
                if isinstance(c, A.Quand):
                    raise self.semantic(f"« {said} » : un effet déclenché attend un seul événement")
                if not c.non:
                    raise self.semantic(f"« {said} » : un événement n'est pas une condition ; ce qu'il dit de l'événement "
                                        "se dit dans l'acte qui déclenche (« Lorsqu'il bat un ennemi avec Magie »)")
            if not self._said_of_bearer(c.acte, phrase, trigger):
                raise self.semantic(f"« {said} » : à un événement, une condition se dit de l'unité qui porte la "
                                    "capacité, telle qu'elle est quand l'événement arrive",
                                    supported=["« s'il est sur une tuile Forêt »", "« si elle est adjacente à un "
                                               "Lancier allié »"])
            if (isinstance(c.acte.sujet, A.Designation) and not self.is_this(c.acte.sujet)
                    and (trigger is None or not self._names_bearer(self.patient(trigger.acte).sujet, phrase, None))):
                # « Au début de votre tour, tant qu'un Légionnaire est sur le Champ de Bataille, … »: every bearer
                # hears the moment, where a condition naming a kind is one fact (README of Pocket Battles, 45)
                raise self.semantic(f"« {said} » : chaque unité qui porte la capacité entend cet événement, une "
                                    "condition qui nomme une sorte d'unité y serait comptée pour chacune ; dites-la "
                                    "de l'unité elle-même", supported=["« si cette Unité est à l'Arrière »"])
            said_tests = [self._negated(c.acte)] if isinstance(c, A.Si) and c.non else self._acte_ctx_guards(c.acte)
            tests.extend(self._read_at_event(said, said_tests))
        s = phrase.sujet
        if isinstance(s, A.Designation) and s.ancre is not None and (
                trigger is None or isinstance(self.patient(trigger.acte).sujet, A.Pronom)):
            # « Un Druide adjacent à un Lancier allié peut se déplacer … lorsqu'il bat un ennemi »: read as a unit
            # other than the bearer, the trigger heard another Druide and moved the bearer
            from .render import render

            raise self.semantic(f"« {render(s)} » : l'unité qui porte la capacité, placée par rapport à une autre, se "
                                "dit par une condition à un événement",
                                supported=[f"« …, s'il est adjacent à {render(s.ancre)}, {s.det} {s.nom} peut … »"])
        if isinstance(s, A.Designation) and s.relative is not None and self.is_self(s):
            # « Un Druide qui est adjacent à un Lancier allié peut … lorsqu'il … »: said of the bearer
            from .render import render

            tests.extend(self._read_at_event(render(s), self._acte_ctx_guards(s.relative)))
        if not tests:
            return None
        if trigger is not None and self._removes_bearer(trigger.acte, phrase):
            raise self.semantic(f"« {said_circ(trigger)} » : l'unité qui porte la capacité n'est plus en jeu quand "
                                "l'événement arrive (détruite, capturée) ; une condition sur elle ne s'y lit pas")
        check = all_of(tests)
        return lambda match, bearer: check(match, bearer, {"unit": bearer, "terrain": match.terrain_of(bearer)})

    def _read_at_event(self, said: str, tests: list) -> list:
        """The guards of a condition, if an event tells all they read (``EVENT_CONTEXT``); else refused."""
        if not tests:
            raise self.semantic(f"« {said} » : aucune question du jeu ne dit cela ; la condition ne changerait rien")
        unread = _reads(tests) - EVENT_CONTEXT
        if unread:
            raise self.semantic(f"« {said} » : à un événement, le jeu ne dit pas cela de l'unité (le camp où elle "
                                "combat, son adversaire, le mode ou le moment d'une attaque se disent dans l'acte "
                                "qui déclenche : « Lorsqu'il bat un ennemi avec Magie »)",
                                supported=["« s'il est sur une tuile Forêt »", "« si elle est adjacente à un Lancier "
                                           "allié »", "« tant qu'elle est à l'Arrière »", "« sauf s'il est sur une "
                                                                                      "tuile Forêt »"])
        return tests

    def _antecedent(self, phrase: A.Phrase, trigger: A.Quand | None):
        """The unit « il » / « elle » stands for beside a trigger: the unit the main clause names, else the
        one the trigger's act names (« Lorsque cette Unité est détruite, si elle … , l'Adversaire … »)."""
        if isinstance(phrase.sujet, A.Designation) and self.names_units(phrase.sujet):
            return phrase.sujet
        said = self.patient(trigger.acte).sujet if trigger is not None else None
        return said if isinstance(said, A.Designation) else None

    def _names_bearer(self, s, phrase: A.Phrase, trigger: A.Quand | None) -> bool:
        """Does ``s`` (a designation, « il », « elle » or nothing) name the bearer, beside the trigger?"""
        if s is None or (isinstance(s, A.Pronom) and s.mot in ("il", "elle")):
            s = self._antecedent(phrase, trigger)
        return isinstance(s, A.Designation) and (self.is_this(s) or self.is_self(s))

    def _said_of_bearer(self, acte: A.Acte, phrase: A.Phrase, trigger: A.Quand | None) -> bool:
        """Is the condition ``acte`` said of the bearer (« être adjacent »: either side of it)?"""
        acte = self.patient(acte)
        if self._names_bearer(acte.sujet, phrase, trigger):
            return True
        return (acte.verbe == "être adjacent" and isinstance(acte.sujet, A.Designation)
                and isinstance(acte.objet, A.Designation) and (self.is_this(acte.objet) or self.is_self(acte.objet)))

    def _removes_bearer(self, acte: A.Acte, phrase: A.Phrase) -> bool:
        """Does the trigger's act take the bearer off the battlefield (« Lorsque cette Unité est détruite »,
        « Lorsqu'un Archer est battu »; « sur le point d'être battu » is before, the unit still there)?"""
        acte = self.patient(acte)
        return (acte.verbe in ("être battu", "être détruit") and not acte.imminent
                and self._names_bearer(acte.sujet, phrase, None))

    def _durant_a_unit(self, c: A.Durant) -> bool:
        """« durant / lors de / à » says a moment or an action (« À chaque Tir »), never a unit: « aller sur
        une tuile Forêt adjacente à un Druide allié » read so would drop the Druide; refused."""
        if self.vocabulary is not None and self.vocabulary.category(c.quoi.nom) in ("units", "zones"):
            from .render import render

            raise self.semantic(f"« {render(c.quoi)} » : « durant », « lors de », « à » disent un moment ou une "
                                "action (« à chaque Tir »), pas une unité ni une zone (« Dans la Zone Avant, … »)")
        return False

    def _during(self, phrase: A.Phrase, kind: str) -> list:
        """« Durant une Charge, lorsque cette Unité est attaquée, l'Adversaire … »: the tests, over the
        event, of the phrase's « Durant » (the attack's moment or charge, or its kind: « Lors d'une
        Riposte »). Said of an event that is no attack, refused: it would never tell."""
        tests = []
        for c in phrase.circonstances:
            if not isinstance(c, A.Durant) or self._durant_a_unit(c):
                continue
            nom = self.singular(c.quoi.nom)
            if kind not in ATTACK_EVENTS:
                from .render import moments

                raise self.semantic(f"« {moments((nom,))} » : l'événement « {kind} » n'est pas une "
                                    "attaque, il ne dit pas durant laquelle il arrive")
            if nom in MOMENT_OF_VERB.values():
                tests.append(lambda ev, ms=frozenset({nom}): in_moments(
                    {"moment": field(ev, "moment"), "charge": field(ev, "charge")}, ms))
            else:
                tests.append(lambda ev, nom=nom.lower(): nom in {
                    str(field(ev, k)).lower() for k in ("nature", "attaque") if field(ev, k) is not None})
        return tests

    def period_guard(self, circ: A.Periode, phrase: A.Phrase):
        """(kind, guard) of « Au début de chaque tour, … »: the event the game tells that moment by (its
        vocabulary's ``périodes``), of any player's turn, of the bearer's owner's (« votre ») or of its
        opponent's (« adverse »). A moment the game does not tell is refused, and so is another
        trigger or condition beside it (which would wait for two events at once)."""
        from .render import circ as said

        others = [c for c in phrase.circonstances if isinstance(c, (A.Quand, A.Durant)) and c is not circ]
        if others:
            raise self.semantic(f"« {said(circ)} » : un moment du tour est le seul déclencheur de sa phrase")
        held = self.conditions_at_event(phrase, None)  # « Au début de votre tour, si cette Unité est à l'Arrière »
        name = f"{circ.bord} de {circ.periode}"
        kinds = dict((k.lower(), v) for k, v in self.vocabulary.periods)
        if name not in kinds:
            raise self.semantic(f"« {said(circ)} » : {self.vocabulary.game or 'ce jeu'} ne signale pas ce moment",
                                supported=[k for k, _ in self.vocabulary.periods])
        if circ.qui == "chaque":
            guard = lambda match, bearer, event: True  # noqa: E731
        else:
            def guard(match, bearer, event, mine=circ.qui == "votre"):
                player = field(event, "joueur")
                return player is not None and (player == match.owner(bearer)) == mine
        if held is not None:
            guard = functools.partial(_also, guard, lambda m, b, ev: held(m, b))
        return kinds[name], guard

    def event_guard(self, acte: A.Acte, antecedent=None):
        """The event an act names, and the test of its participants. « il » in the act is the
        unit the main clause names (« Chaque Conscrit …, lorsqu'il … »)."""
        acte = self.patient(acte)
        kind, role = EVENTS[acte.verbe]
        events = self.vocabulary.events if self.vocabulary else ()
        if events and kind not in events and TOLD_WHEN_RESOLVED.get(kind) in events:
            kind = TOLD_WHEN_RESOLVED[kind]
        subject = acte.sujet
        bearer_is = lambda match, bearer: True  # noqa: E731
        subject_is_bearer = self.is_self(subject)
        if isinstance(subject, A.Pronom) and subject.mot in ("il", "elle") and isinstance(antecedent, A.Designation):
            subject = antecedent
            subject_is_bearer = self.is_self(subject)
        elif isinstance(antecedent, A.Designation) and self.is_self(antecedent):
            # « Lorsqu'un Conscrit (adjacent) est attaqué, le Lancier peut … »: the main clause names
            # the bearer; the trigger's unit is another one (« cette Unité » is always the bearer)
            bearer_is = self.self_guard(antecedent)
            subject_is_bearer = subject_is_bearer and (subject == antecedent or self.is_this(subject))
        other_role = {"attacker": "target", "target": "attacker", "by": "unit", "unit": "by",
                      "joueur": "unit"}[role]
        kind_said = self.attack_kind(acte)
        beaten = acte.objet if role == "by" else subject  # « bat un ennemi … », « est battu … »
        if kind == "battu" and not acte.imminent and (
                (role == "unit" and acte.terrains) or (isinstance(beaten, A.Designation) and beaten.relative is not None
                                                       and beaten.relative.terrains)):
            # told once the unit beaten is off the map: where it stood is no longer known
            raise self.semantic("la tuile d'une unité battue : elle a quitté la carte quand on le dit ; dites-le de "
                                "l'unité sur le point d'être battue (« Lorsqu'un X est sur le point d'être battu sur une "
                                "tuile Forêt »), ou de celle qui bat (« Lorsqu'un X sur une tuile Forêt bat un ennemi »)")
        for d in (subject, acte.objet):
            if (isinstance(d, A.Designation) and d is not antecedent and not (d is subject and subject_is_bearer)
                    and isinstance(d.relative, A.Acte) and not self._relative_told_by_unit(d.relative)):
                from .render import acte as said_act

                raise self.semantic(f"« {_said_subject(d)} qui {said_act(d.relative, '3s', with_subject=False)} » : ce "
                                    "qu'une autre unité fait se dit "
                                    "par l'événement (« Lorsqu'une unité alliée attaque, … »), pas par une relative ; "
                                    "une relative dit où elle se tient ou ce qui lui est adjacent")
        checks = [VERB_CHECKS[v] for v in (acte.verbe,) + acte.puis if v in VERB_CHECKS]
        moments = frozenset(acte.moments)
        if acte.mais_pas is not None and acte.mais_pas.verbe in VERB_CHECKS:
            positive = VERB_CHECKS[acte.mais_pas.verbe]
            checks.append(lambda ev, positive=positive: not positive(ev))

        def guard(match, bearer, event):
            if not bearer_is(match, bearer):
                return False
            who = field(event, role)
            if isinstance(subject, A.Pronom) and subject.mot == "vous":
                if who != match.owner(bearer):
                    return False
            elif isinstance(subject, A.Designation):
                if subject_is_bearer:
                    if who != bearer or not self.self_guard(subject)(match, bearer):
                        return False
                elif not self.matches(match, bearer, who, subject) or who == bearer:
                    return False
            if acte.terrains and (who is None or match.terrain_of(who) not in acte.terrains):
                # « Lorsqu'un Druide est sur le point d'être battu sur une tuile Forêt »: the tile its unit stands on
                return False
            mode = field(event, "mode")
            if acte.mode is not None and mode != acte.mode:
                return False
            if acte.sauf_mode is not None and mode == acte.sauf_mode:
                return False
            if kind_said is not None:  # « Lorsqu'un allié est attaqué par une Attaque Distante »
                if field(event, "attaque") != kind_said:
                    return False
            elif isinstance(acte.objet, A.Designation):
                target = field(event, other_role)
                d = acte.objet
                if d.det in ("l'une de vos", "l'un de vos"):
                    if target is None or match.owner(target) != match.owner(bearer):
                        return False
                elif not self.matches(match, bearer, target, d):
                    return False
            if acte.ordres and not any(_same(str(field(event, "action", "")), o) for o in acte.ordres):
                return False
            said = field(event, "moment")  # « détruit une Unité ennemie lors d'un Tir »: the attack's kind,
            if moments and said is not None and not in_moments(  # when the event says it
                    {"moment": said, "charge": field(event, "charge")}, moments):
                return False
            return all(check(event) for check in checks)

        return kind, guard

    # --- phrases --------------------------------------------------------------------
    def phrase(self, index: int, phrase: A.Phrase):
        self._sectors_said(phrase)
        self._zone_beside_fight(phrase)
        limit = _frequence(phrase)
        events = self.vocabulary.events if self.vocabulary else ()
        if limit is not None and (EVENEMENT not in events or limit.par not in PERIODES and limit.par not in events):
            raise self._uncounted(limit)
        mods, trigs, repls = [], [], []
        effects = phrase.effets
        self.current = phrase
        for j, effet in enumerate(effects):
            if isinstance(effet, A.Jet):
                repls.append(self.jet(phrase, effet))
                continue
            if isinstance(effet, A.Effet) and effet.action == A.Rester("en vie"):
                repls.append(self.survit(phrase, effet))
                continue
            action = effet.action
            handler = getattr(self, "e_" + type(action).__name__, None)
            if handler is None:
                if self.consumed(phrase, action):
                    continue  # a constraint its sibling reads (« doivent rester adjacents »)
                handler = self.bare_act(effet)
            out = handler(index, j, phrase, effet, action)
            for item in out:
                {Modifier: mods, Trigger: trigs, Replacement: repls}[type(item)].append(item)
        if limit is not None:  # « Une fois par partie, … »: each answer gated, each use recorded
            return limiter(self._limite(phrase), lambda query: self._unlimitable(limit, query), mods, trigs, repls)
        return mods, trigs, repls

    def _sectors_said(self, node) -> None:
        """« les Unités alliées du même Secteur »: the game must say in which of those divisions a unit stands
        (its vocabulary's « secteurs », ``match.secteur_of``); else the qualifier is refused, never ignored."""
        if isinstance(node, tuple):
            for x in node:
                self._sectors_said(x)
            return
        if not attrs.has(type(node)):
            return
        if isinstance(node, A.Designation):
            for q in node.quals:
                zone = q[5:] if is_same_zone(q) else None
                if zone is not None and zone not in self.vocabulary.sectors:
                    from .render import agree

                    v = self.vocabulary
                    raise self.semantic(
                        f"« {agree(q, False, False)} » : {v.game or 'ce jeu'} ne dit pas où se tient une unité par "
                        f"{zone}" + ("" if v.sectors else " (il ne divise pas le Champ de Bataille en Secteurs)"),
                        supported=v.sectors)
        for f in attrs.fields(type(node)):
            self._sectors_said(getattr(node, f.name))

    def _limite(self, phrase: A.Phrase):
        """bearer -> the limit of the phrase's uses by that bearer (:mod:`.utilisations`), or ()
        for a phrase without one."""
        limit = _frequence(phrase)
        if limit is None:
            return lambda bearer: ()
        name, nombre, par = self.name, limit.nombre, limit.par
        return lambda bearer: (encode(bearer), name, nombre, par)

    def _unlimitable(self, limit: A.Frequence, query: str) -> "RulesSemanticError":
        """A limit on an answer the game reads at every question (« dés d'attaque », « portée »):
        no player decides to use it, so no use could be counted."""
        said = ("une" if limit.nombre == 1 else str(limit.nombre)) + f" fois par {limit.par}"
        return self.semantic(f"« {said} » : la question « {query} » est posée à chaque fois, sans que le joueur "
                             "choisisse d'utiliser la capacité ; une limite se dit d'une relance, d'un effet après "
                             "un événement, d'un jet",
                             supported=["« Une fois par partie, X peut relancer … »",
                                        "« Une fois par tour, lorsque X …, il peut … »"])

    #: effect nodes that only qualify a sibling effect of the same phrase (or ability)
    QUALIFIERS = {
        "Rester": ("SeDeplacerAvec",),
        "Negation": ("SeDeplacerAvec",),
        "DesDuMeilleur": ("Affecte",),
        "ResoudreOrdres": ("DonnerOrdres",),
    }

    def consumed(self, phrase: A.Phrase, action) -> bool:
        """Is ``action`` a qualifier that a sibling effect reads? (Utilisable: a restriction.)"""
        if isinstance(action, A.Utilisable):
            return True  # read by ``restriction``, which refuses what it cannot compile
        readers = self.QUALIFIERS.get(type(action).__name__, ())
        pool = phrase.effets if type(action).__name__ != "ResoudreOrdres" else [
            e for p in self.ast.phrases for e in p.effets]
        return any(isinstance(e, A.Effet) and type(e.action).__name__ in readers for e in pool)

    def bare_act(self, effet: A.Effet):
        """« ne peut pas attaquer », « peut se déplacer »: a permission of the act's family (its
        canonical verb). Any other effect that nothing compiles is refused, never skipped."""
        family = effet.action.verbe if isinstance(effet.action, A.Agir) else None
        if family is not None and effet.action.fois is not None:
            return self._repetition(effet)
        if family is not None and effet.modalite == "ne peut pas" or (
                family is not None and effet.modalite == "peut" and not self._triggered()):
            objet = effet.action.objet
            # « traverser une tuile Eau »: the act on tiles of that terrain (the query's ``terrain``)
            tile = objet if isinstance(objet, A.Tuile) else None
            objet = None if tile is not None else objet
            # « être attaqué par un Archer »: by a unit (the query's ``adversaire``), not an action
            against = objet if objet is not None and self.names_units(objet) else None
            if against is not None and family == "attaquer" and effet.modalite == "peut":
                # asked of the unit attacked, « permis » holds unless said otherwise: no unit is to let through
                from .render import render

                raise self.semantic(f"« peut attaquer {render(against)} » : une unité peut déjà attaquer toute unité "
                                    "ennemie ; dites ce qu'elle ne peut pas attaquer (« ne peut pas attaquer un "
                                    "Druide ») ou jusqu'où elle attaque (« … jusqu'à 3 tuiles »)")
            by = self.singular(objet.nom) if objet is not None and against is None else None
            mode = effet.action.mode

            def test(ctx):  # « être attaqué par une Attaque Distante / avec Magie »: only by that action, in that mode
                return (ctx.get("action") == family and (by is None or ctx.get("attaque") == by)
                        and (mode is None or ctx.get("mode") == mode)
                        and (tile is None or tile.terrain is None or ctx.get("terrain") == tile.terrain))

            return lambda i, j, phrase, e, a: self.permission(phrase, e, test, family=family, against=against)
        raise self.semantic(f"« {_said(effet)} » : aucun effet du jeu ne fait cela ici "
                            "(un effet à déclencher, ou une permission sans modalité « peut » / « ne peut pas »)")

    def _repetition(self, effet: A.Effet):
        """« peut attaquer deux fois par tour »: how many times the unit may do that act in a turn
        (the query « fois par tour », ctx ``action``; 1 by default), or in a match (« … par partie »)."""
        a = effet.action
        if effet.modalite != "peut":
            raise self.semantic(f"« {_said(effet)} » : une répétition se dit avec « peut » "
                                "(« peut attaquer deux fois par tour »)")
        query = f"fois par {a.par}"

        def handler(i, j, phrase, e, act):
            def value(match, bearer, ctx, v):
                if ctx.get("action") != a.verbe or (a.mode is not None and ctx.get("mode") != a.mode):
                    return v
                return max(v, a.fois)

            return [self.modifier(query, phrase, value, actions={a.verbe})]

        return handler

    def _uncounted(self, limit: A.Frequence) -> "RulesSemanticError":
        """« Une fois par tour, … » of an effect whose uses no game counts: refused, never dropped.
        What the game does count is said (a repeated act, a reroll once per roll)."""
        v = self.vocabulary or Vocabulary()
        counted = [f"« peut attaquer deux fois {q} » (un acte répété)" for q in ("par tour", "par partie")
                   if f"fois {q}" in v.queries]
        if "relances" in v.queries:
            counted.append("« relancer … une seule fois » (une fois par jet)")
        said = ("une" if limit.nombre == 1 else str(limit.nombre)) + f" fois par {limit.par}"
        if EVENEMENT in v.events:  # the game counts uses, but has no such period (PT has no rounds)
            return self.semantic(f"« {said} » : {v.game or 'ce jeu'} n'a pas de {limit.par} ; il compte les "
                                 "utilisations par tour ou par partie",
                                 supported=["« Une fois par tour, … »", "« Une fois par partie, … »"])
        return self.semantic(f"« {said} » : {v.game or 'ce jeu'} ne compte pas les utilisations de cet effet "
                             "par " + limit.par, supported=counted)

    def _triggered(self) -> bool:
        """Does the phrase being compiled wait for an event (« Lorsqu'un allié est battu, … »)?"""
        phrase = getattr(self, "current", None)
        return phrase is not None and any(
            isinstance(c, A.Quand) and c.acte.verbe in EVENT_VERBS | {"être attaqué"} or isinstance(c, A.Periode)
            for c in phrase.circonstances)

    def semantic(self, message: str, supported=()) -> "RulesSemanticError":
        return RulesSemanticError(f"{self.name}: {message}", supported=tuple(supported))

    def check_asks(self, ability) -> None:
        """What the ability answers must be what the game asks (when the game says what it asks)."""
        v = self.vocabulary
        if not v.declares_asks:
            return
        for m in ability.modifiers:
            if m.query not in v.queries and m.query not in v.inert:
                raise self.semantic(f"la question « {m.query} » n'est jamais posée par {v.game or 'ce jeu'}",
                                    supported=v.queries)
        for t in (*ability.triggers, *ability.replacements):
            if t.event not in v.events:
                raise self.semantic(f"l'événement « {t.event} » n'arrive jamais dans {v.game or 'ce jeu'}",
                                    supported=v.events)
        for family in self.families:
            if family not in v.permissions:
                raise self.semantic(f"{v.game or 'ce jeu'} ne demande jamais si une unité peut « {family} »",
                                    supported=v.permissions)
        for family, unit in self.against:
            if family not in v.against:
                raise self.semantic(f"« {family} {unit} » : quand {v.game or 'ce jeu'} demande si une unité peut "
                                    f"« {family} », il ne dit pas contre quelle unité", supported=v.against)

    def modifier(self, query, phrase, value_fn, actions=None, rang=0):
        """The modifier of ``query`` that phrase says: its circumstances and subject guard
        ``value_fn``. ``actions``: the context's ``action`` values for which ``value_fn`` may
        change the value (it returns the value it is given for any other), None: any; ``rang``:
        when it is applied among the query's modifiers (:mod:`rulekit.abilities`)."""
        self._defence_said(query, phrase)
        self._move_said(query, phrase)
        guard = self.ctx_guard(phrase)
        silent = tuple(self.silent)  # every phrase's restrictions are read before any phrase compiles
        about_bearer = getattr(guard, "about_bearer", False)
        if about_bearer:
            def fn(match, bearer, ctx, value):
                if (silent and any(test(ctx) for test in silent)) or not guard(match, bearer, ctx):
                    return value
                return value_fn(match, bearer, ctx, value)

            return Modifier(query, fn, about_bearer=True, actions=actions, rang=rang)
        # a unit the ability may act on through several bearers (« Les Conscrits adjacents à un
        # Lancier », borne by each Lancier): the same answer of the same ability, once (:func:`once`)
        key = (self.name, repr(phrase), query, self._answers.setdefault((repr(phrase), query), [0])[0])
        self._answers[(repr(phrase), query)][0] += 1

        kind_said = self._kind_said(phrase)

        def fn(match, bearer, ctx, value):
            if (silent and any(test(ctx) for test in silent)) or not guard(match, bearer, ctx):
                return value
            if (unit_of(ctx) is not None or kind_said) and answered_before(match, bearer, ctx, value, query, key):
                return value
            return value_fn(match, bearer, ctx, value)

        fn.une_fois = key
        return Modifier(query, fn, about_bearer=False, actions=actions, rang=rang)

    def _kind_said(self, phrase: A.Phrase) -> bool:
        """Does a condition of the phrase name its unit by its kind (« Tant qu'un Légionnaire est sur le Champ
        de Bataille »), not as « cette Unité »? Then a question about a player (« l'Adversaire a un Jeton Ordre de
        moins ») is answered once, however many units bear the ability: one fact, said once, as an aura acts
        once on a unit; « Tant que cette Unité … » is each bearer's own presence, counted for each (README of
        Pocket Battles, reading 45)."""
        return any(isinstance(c, (A.Quand, A.Si)) and A.affirmed(c) and self.is_self(c.acte.sujet)
                   and not self.is_this(c.acte.sujet) for c in phrase.circonstances)

    # --- effects, by node type ----------------------------------------------------------
    def e_Portee(self, i, j, phrase, effet, a: A.Portee):
        """The reach of an action: a distant attack's (« tirer jusqu'à 3 tuiles »), or a move's
        (« se déplacer de deux tuiles », the query's ``action`` « se déplacer »). After an event
        (« Chaque fois qu'il bat un ennemi, il peut se déplacer d'une tuile ») it is a move of its
        own, which the bearer's owner may make: the tiles ``match.reachable`` gives."""
        if a.action == "se déplacer":
            if self._triggered():
                if effet.modalite not in ("peut", "doit"):
                    raise self.semantic("un déplacement après un événement se dit « il peut se déplacer de … »")
                return [self._after_action(i, j, phrase)]

            def value(match, bearer, ctx, v, a=a):
                return max(v, a.distance) if ctx.get("action") == "se déplacer" else v

            return [self.modifier("portée", phrase, value, actions={"se déplacer"})]
        distant = self.vocabulary.distant_modes
        if a.mode is not None and distant and a.mode not in distant:
            # « attaquer avec Mêlée jusqu'à 2 tuiles »: a reach is a distant attack's, made in the modes the
            # game allows it (its vocabulary's « modes à distance »); in another mode it could never act
            raise self.semantic(f"« {a.mode} jusqu'à {a.distance} tuiles » : {self.vocabulary.game or 'ce jeu'} ne fait "
                                f"pas d'attaque à distance avec {a.mode}, une portée n'y a pas de sens",
                                supported=distant)

        def value(match, bearer, ctx, v, a=a):
            if "attaque" not in ctx:
                return v  # a move's reach is not an attack's
            if a.mode is not None and ctx.get("mode") != a.mode:
                return v  # « attaquer avec Magie jusqu'à 2 tuiles »: that mode's attacks only
            return max(v, a.distance) if a.action is None or ctx.get("attaque") == a.action else v

        return [self.modifier("portée", phrase, value)]

    def e_PorteeEnPlus(self, i, j, phrase, effet, a: A.PorteeEnPlus):
        """A reach grown by ``distance``: the move's (« se déplacer d'une tuile supplémentaire ») or
        the distant attack's (« tirer à une tuile de plus »), added to what the game (or a
        :class:`Portee`) gives. After an event it would be a move of no given length: refused."""
        if self._triggered():
            raise self.semantic("« … tuiles supplémentaires » après un événement : un déplacement de combien ? "
                                "(« il peut se déplacer d'une tuile »)")
        if a.action == "se déplacer":
            def value(match, bearer, ctx, v, n=a.distance):
                return v + n if ctx.get("action") == "se déplacer" else v

            return [self.modifier("portée", phrase, value, actions={"se déplacer"})]

        def value(match, bearer, ctx, v, n=a.distance):
            return v + n if "attaque" in ctx else v  # a move's reach is not an attack's

        return [self.modifier("portée", phrase, value)]

    def e_CompteComme(self, i, j, phrase, effet, a: A.CompteComme):
        return [self.modifier("aide", phrase, lambda m, b, ctx, v, n=a.nombre: n)]

    def e_ForcerRelance(self, i, j, phrase, effet, a):
        grant = RelanceAccordee("adversaire", "tous", False, a.nombre, True, self.name,
                                obligatoire=effet.modalite != "peut")
        return [self.modifier("relances", phrase, lambda m, b, ctx, v: tuple(v) + (grant,))]

    def e_Relance(self, i, j, phrase, effet, a: A.Relance):
        named = any(isinstance(c, A.LancementDes) for c in phrase.circonstances)
        times = (a.fois or 1) * (a.nombre or 1)
        # « relancer ses dés de Combat / de Tir / de Charge »: dice named by the moment they are thrown
        # in (a kind the game asks the number of, « dés de tir »), the rolls of that moment only
        moment = a.des if a.des is not None and a.des not in ROLLS else None
        if moment is not None and moment not in MOMENT_OF_VERB.values():
            raise self.semantic(f"« relancer ses dés de {moment} » : ce jeu ne dit pas quand ces dés sont lancés",
                                supported=[f"« relancer ses dés de {m} »" for m in MOMENT_OF_VERB.values()])

        def value(match, bearer, ctx, v):
            if moment is not None:
                if not in_moments(ctx, {moment}):
                    return v
                return tuple(v) + (RelanceAccordee("soi", ctx.get("dés", "tous"), a.tous, times, a.avant_situation,
                                                   self.name, valeurs=a.valeurs,
                                                   obligatoire=effet.modalite != "peut"),)
            dice = a.des or (ctx.get("dés", "tous") if named else "tous")
            if a.des is not None and ctx.get("dés", a.des) != a.des:
                return v
            return tuple(v) + (RelanceAccordee("soi", dice, a.tous, times, a.avant_situation, self.name,
                                               valeurs=a.valeurs, obligatoire=effet.modalite != "peut"),)

        return [self.modifier("relances", phrase, value)]

    def e_SeDeplacerAvec(self, i, j, phrase, effet, a):
        group = phrase.sujet
        siblings = [e.action for e in phrase.effets if isinstance(e, A.Effet)]
        stay = any(isinstance(s, A.Rester) and s.etat == "adjacent" for s in siblings)
        no_attack = any(isinstance(s, A.Negation) and isinstance(s.action, A.Agir) and s.action.verbe == "attaquer"
                        for s in siblings)
        if any(isinstance(s, A.Negation) and isinstance(s.action, A.Agir)
               and (s.action.mode is not None or s.action.fois is not None) for s in siblings):
            raise self.semantic("« se déplacer avec … et ne pas attaquer » : le jeu n'interdit l'attaque "
                                "qu'entièrement, pas dans un mode ni un nombre de fois")

        def value(match, bearer, ctx, v):
            mates = [u for u in match.adjacent_units(bearer)
                     if u != bearer and match.owner(u) == match.owner(bearer) and self.matches(match, bearer, u, group)]
            return tuple(v) + tuple(Accompagnement(u, stay, not no_attack, self.name) for u in mates)

        return [self.modifier("accompagnants", phrase, value)]

    def e_Affecte(self, i, j, phrase, effet, a):
        group = phrase.sujet
        out = []

        def value(match, bearer, ctx, v):
            extra = [u for u in match.adjacent_units(bearer) if u not in v and self.matches(match, bearer, u, group)]
            return tuple(v) + tuple(extra)

        out.append(self.modifier("cibles", phrase, value))
        best = [e.action for e in phrase.effets if isinstance(e, A.Effet) and isinstance(e.action, A.DesDuMeilleur)]
        if any(b != A.DesDuMeilleur() for b in best):  # the games compare attack and defence, of characters
            raise CompileError(f"{self.name}: le jeu prend les dés du personnage à la valeur d'attaque et de défense "
                               f"la plus élevée, pas {best[0]!r}")
        if best:
            out.append(self.modifier("dés groupés", phrase, lambda m, b, ctx, v: "meilleur"))
        return out

    def _tile_said(self, tuile: A.Tuile) -> A.Tuile:
        """The game lists tiles by terrain and by being free (« vide », « inoccupée », « libre »); any other
        word said of the tile (« une tuile Forêt adjacente ») would be dropped: refused."""
        if tuile.etat not in (None, "vide"):
            from .render import render

            raise self.semantic(f"« {render(tuile)} » : le jeu choisit une tuile par son terrain et si elle est "
                                f"vide, pas « {tuile.etat} »", supported=["« une tuile Forêt »", "« une tuile Forêt vide »"])
        return tuile

    def _tiles(self, match, tuile: A.Tuile):
        free = True if tuile.etat in ("vide", "inoccupé") else None
        return match.tiles(terrain=tuile.terrain, free=free)

    def e_Invoque(self, i, j, phrase, effet, a: A.Invoque):
        self._tile_said(a.tuile)
        def value(match, bearer, ctx, v):
            if ctx.get("action") != "invoquer":
                return v
            return tuple(dict.fromkeys(tuple(v) + tuple(self._tiles(match, a.tuile))))

        return [self.modifier("destinations", phrase, value, actions={"invoquer"})]

    def e_Destination(self, i, j, phrase, effet, a: A.Destination):
        """« peut aller sur une tuile Forêt » adds those tiles to the destinations; « ne peut pas
        aller / se déplacer sur une tuile Eau » takes them away."""
        self._tile_said(a.tuile)
        actions = {DEST_ACTIONS[v] for v in a.verbes}
        forbidden = effet.modalite == "ne peut pas"

        def value(match, bearer, ctx, v):
            if ctx.get("action") not in actions:
                return v
            tiles = tuple(self._tiles(match, a.tuile))
            if forbidden:
                return tuple(c for c in v if c not in set(tiles))
            return tuple(dict.fromkeys(tuple(v) + tiles))

        return [self.modifier("destinations", phrase, value, actions=actions)]

    def _optional(self, i, j, phrase, options_fn):
        """A trigger pushing a ChoixEffet for the bearer's owner when there are options."""
        kind, guard = self.event_of(phrase)
        limite = self._limite(phrase)

        def fn(match, bearer, event):
            if not guard(match, bearer, event):
                return
            options = list(options_fn(match, bearer, event))
            if not options:
                return
            labels = tuple(_label(match, o) for o in options)
            match.push(ChoixEffet(match.owner(bearer), encode(bearer), self.name, i, j,
                                  tuple(encode(o) for o in options), labels, limite(bearer)))

        return Trigger(kind, fn)

    def _after_action(self, i, j, phrase):
        """A trigger that offers the bearer's owner an action of its own once the current one is
        done (:class:`ChoixApres`; its options: :func:`effect_options`)."""
        kind, guard = self.event_of(phrase)
        limite = self._limite(phrase)

        def fn(match, bearer, event):
            if guard(match, bearer, event):
                match.after_action(ChoixApres(match.owner(bearer), encode(bearer), self.name, i, j, limite(bearer)))

        return Trigger(kind, fn)

    def e_Permuter(self, i, j, phrase, effet, a: A.Permuter):
        kind, _ = self.event_of(phrase)
        avec = a.avec
        if not isinstance(avec, A.Designation) or not self.is_self(phrase.sujet):
            # « il (the ally attacked) peut permuter sa place avec la Jeune Fille au Bouclier », « la Jeune
            # Fille … peut permuter sa place avec lui »: the bearer and the unit the trigger names
            acts = [c.acte.verbe for c in phrase.circonstances if isinstance(c, A.Quand)]
            if not acts:
                raise self.semantic("« permuter sa place avec lui » : avec l'unité que nomme « Lorsque … »")
            field = EVENTS[acts[0]][1]
            return [self._optional(i, j, phrase, lambda m, b, ev: [getattr(ev, field)])]
        # « Lorsqu'un Épéiste est attaqué, il (the Épéiste) peut permuter sa place avec un Lancier allié
        # adjacent »: the bearer and a unit next to it that fits the designation
        if "adjacent" not in avec.quals:
            raise self.semantic(f"« permuter sa place avec {avec.det} {avec.nom} » : l'unité qui porte la capacité "
                                "permute avec une unité qui lui est adjacente (« avec un Lancier allié adjacent »)")
        return [self._optional(i, j, phrase, lambda m, b, ev: [
            u for u in m.adjacent_units(b) if u != b and self.matches(m, b, u, avec)])]

    def e_Replacer(self, i, j, phrase, effet, a: A.Replacer):
        self._tile_said(a.tuile)
        def options(match, bearer, event):
            units = [u for u in match.captured(match.owner(bearer)) if self.matches(match, bearer, u, _bare(a.quoi))]
            tiles = self._tiles(match, a.tuile)
            return [(u, t) for u in units for t in tiles]

        return [self._optional(i, j, phrase, options)]

    def jet(self, phrase, jet: A.Jet):
        kind, guard = self.event_of(phrase)
        name = self.name
        if not (any(isinstance(e, A.Effet) and isinstance(e.action, A.Rester) and e.action.etat == "en vie"
                    for e in jet.alors.effets)):
            raise CompileError(f"{name}: un jet doit dire ce qui arrive sur une réussite (« il reste en vie »)")

        def fn(match, bearer, event):
            if not guard(match, bearer, event):
                return event
            key = f"{name} {len(match.events)}"
            match.push(Roll(jet.des, key), JetDeSurvie(key, jet.reussite, event, encode(bearer), name))
            return None

        return Replacement(kind, fn)


    def survit(self, phrase, effet: A.Effet):
        """« il survit automatiquement », « il reste en vie »: the unit about to be beaten is not, and no
        die is rolled (a survival roll that always succeeds: the same replacement of « battu », its event
        prevented and ``Survie`` emitted with no values). Said of no unit about to be beaten, refused."""
        if effet.modalite not in (None, "doit"):
            raise self.semantic("« peut rester en vie » : une unité sur le point d'être battue reste en vie ou "
                                "non ; dites « il survit automatiquement » ou « il survit sur 4+ »")
        imminent = any(isinstance(c, A.Quand) and c.acte.imminent for c in phrase.circonstances)
        kind, guard = self.event_of(phrase) if imminent else (None, None)
        if kind != "battu":
            raise self.semantic("« reste en vie » : se dit d'une unité sur le point d'être battue (« Lorsqu'il est "
                                "sur le point d'être battu, il survit automatiquement »)",
                                supported=["« Lorsqu'un X est sur le point d'être battu, il survit automatiquement »",
                                           "« … lancez un dé : sur 4+, il reste en vie »"])
        name = self.name

        def fn(match, bearer, event):
            if not guard(match, bearer, event):
                return event
            match.emit(Survie(encode(getattr(event, "unit", bearer)), name, ()))  # the unit saved
            return None

        return Replacement(kind, fn)


def _frequence(phrase: A.Phrase) -> A.Frequence | None:
    """The phrase's limit of uses (« Une fois par partie, … »), if it says one."""
    return next((c for c in phrase.circonstances if isinstance(c, A.Frequence)), None)


def in_moments(ctx, moments, defends: bool = False) -> bool:
    """Is the query's attack one of ``moments`` (« Combat », « Tir », « Charge »)? ``ctx["moment"]``
    is one name or several (a Pocket-Tactics distant attack is a Combat and a Tir); « Charge » is
    ``ctx["charge"]``, or for the unit attacked (``defends``: « lorsqu'elle est attaquée par une
    Charge ») ``ctx["adversaire_charge"]``, the unit charged fighting back."""
    said = ctx.get("moment")
    said = {said} if isinstance(said, str) else set(said or ())
    flag = "adversaire_charge" if defends else "charge"
    return bool(said & moments) or ("Charge" in moments and bool(ctx.get(flag)))


def opponent(match, player: int) -> int:
    """The player's opponent: ``match.opponent(player)`` when the game says, else the other of two."""
    return match.opponent(player) if hasattr(match, "opponent") else 1 - player


def _said_acte(a: A.Acte) -> str:
    from .render import acte

    return acte(a)


def _said_subject(s) -> str:
    if isinstance(s, A.Designation):
        return f"{s.det} {s.nom}".replace("' ", "'")
    return getattr(s, "mot", type(s).__name__)


def _said(effet) -> str:
    """The effect as canonical French, for an error message."""
    from .render import effet as said

    try:
        return said(effet, "3s")
    except Exception:  # a node render cannot write alone: name its type
        return type(effet.action).__name__


def _bare(d: A.Designation) -> A.Designation:
    """The designation without the state qualifiers the options already imply (capturé)."""
    return attrs.evolve(d, quals=tuple(q for q in d.quals if q not in ("capturé", "en réserve")))


def _label(match, option) -> str:
    def one(x):
        return match.unit_label(x) if hasattr(match, "unit_label") else str(x)

    if isinstance(option, tuple) and len(option) == 2:
        return f"{one(option[0])} → {option[1]}"
    return one(option)


# --- running an optional effect chosen by a player -------------------------------------
def _effect(match, bearer, ability_name, phrase, effect):
    for b, ability in match.abilities_in_play():
        if b == bearer and ability.name == ability_name:
            return ability.ast.phrases[phrase].effets[effect].action
    raise CompileError(f"capacité {ability_name!r} introuvable pour {bearer!r}")


def effect_options(match, bearer, ability_name, phrase, effect) -> list:
    """The options of an effect offered after the action (:class:`ChoixApres`), now."""
    action = _effect(match, bearer, ability_name, phrase, effect)
    if isinstance(action, A.Portee):  # « il peut se déplacer d'une tuile »
        return [(bearer, t) for t in match.reachable(bearer, action.distance)]
    raise CompileError(f"effet différé non exécutable : {type(action).__name__}")  # pragma: no cover


def run_effect(match, bearer, ability_name, phrase, effect, option):
    action = _effect(match, bearer, ability_name, phrase, effect)
    if isinstance(action, A.Permuter):
        match.swap(bearer, option)
    elif isinstance(action, A.Replacer):
        unit, tile = option
        match.place(unit, tile)
    elif isinstance(action, A.Portee):
        unit, tile = option
        match.move(unit, tile)
    else:  # pragma: no cover
        raise CompileError(f"effet optionnel non exécutable : {type(action).__name__}")


def params_of(name: str) -> dict:
    """« +1 Combat » and « Tueur de Titan (2) » give « x » its value."""
    import re

    m = re.match(r"^\s*\+\s*(\d+)", name) or re.search(r"\((\d+)\)\s*$", name)
    return {"x": int(m.group(1))} if m else {}


def compile_ability(ast: A.Capacite | A.Fiche, name: str = "", text: str = "", vocabulary: Vocabulary | None = None,
                    params: dict | None = None, rules=None) -> Ability:
    """The :class:`rulekit.Ability` of an AST (``name`` tags its grants and steps; « x » takes
    its value from ``params`` or from the name: « +1 Combat », « Tueur de Titan (2) »).

    ``rules`` (anything with ``.get(name) -> Ability | None``, e.g. a dict) resolves the rules a
    sheet line cites (``Inclut``, « Commandant et Meneur »): their modifiers, triggers and
    replacements are added; a cited rule it does not know answers the query named after it
    (``sheet_compile.named_rule``). Without ``rules``, citations stay data (``load_faction``
    resolves them against the file's declarations)."""
    ext = getattr(vocabulary, "extension", None)
    if ext is None and not isinstance(ast, (A.Capacite, A.Fiche)):
        from .extension import for_node

        ext = for_node(ast)
    if ext is not None and ext.compile is not None:  # a game's own reading (GrammarExtension.compile)
        return ext.compile(ast, name or text[:40])
    if isinstance(ast, A.Capacite) and vocabulary is None:
        from .profil_render import is_profil

        if any(is_profil(p) for p in ast.phrases):
            raise RulesSemanticError("une règle de profil (« +1 en Force », « +1 pour toucher ») agit dans les "
                                     "procédures d'un jeu : compile_ability(ast, vocabulary=for_game(jeu))",
                                     text=text or "")
    compiler = Compiler(vocabulary, name or text[:40], params if params is not None else params_of(name))
    if isinstance(ast, A.Fiche):
        from .sheet_compile import compile_clause, named_rule, use_triggers

        mods = [m for clause in ast.clauses for m in compile_clause(compiler, clause)]
        trigs = [t for clause in ast.clauses for t in use_triggers(clause)]
        repls = []
        for clause in ast.clauses:
            if not isinstance(clause, A.Inclut) or rules is None:
                continue
            for cited in clause.regles:
                other = rules.get(cited)
                if other is None:
                    mods.append(named_rule(cited))
                else:
                    mods += other.modifiers
                    trigs += other.triggers
                    repls += other.replacements
        return Ability(name=name, modifiers=tuple(mods), triggers=tuple(trigs), replacements=tuple(repls),
                       text=text, ast=ast)
    compiler.ast = ast
    for phrase in ast.phrases:
        compiler.silent.extend(compiler.restriction(phrase))
    mods, trigs, repls = [], [], []
    for i, phrase in enumerate(ast.phrases):
        try:  # each phrase checked as it compiles: a refusal names the phrase it refuses
            m, t, r = compiler.phrase(i, phrase)
            compiler.check_asks(Ability(name=name, modifiers=tuple(m), triggers=tuple(t), replacements=tuple(r)))
        except CompileError as exc:  # (a RulesSemanticError too)
            if getattr(exc, "phrase", None) is None:
                exc.phrase = i
            raise
        mods += m
        trigs += t
        repls += r
    return Ability(name=name, modifiers=tuple(mods), triggers=tuple(trigs), replacements=tuple(repls),
                   text=text, ast=ast)
