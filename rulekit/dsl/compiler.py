"""From the typed AST to the core's modifiers, triggers and replacements.

Effects compile by AST node type, never by an ability's name. Circumstances
become guards: over a query's context for modifiers, over an event for triggers
and replacements. The queries, context keys, event kinds and the "world" methods
a game's Match provides are THE CONTRACT, documented in docs/DSL.md.
"""

from __future__ import annotations

import attrs

from ..abilities import Ability, Modifier, Replacement, Trigger, answered_before, unit_of
from . import ast as A
from . import exclusion
from .canonical import ANAPHORE_WORDS, EVENT_VERBS, PERSONAL, other_units  # EVENT_VERBS: verbs that only name an event (a trigger's « Lorsque »)
from .declencheurs import Declencheurs
from .gardes import (  # the event tables and the pieces of every guard
    DEFENDING_VERBS, MOMENT_OF_VERB, OPPONENT_VERBS, ROLE_OF_VERB,
    STATE_VERBS, _about_bearer, _of_patient, _reads, _said,
    _said_subject, _same_sector, all_of, in_moments,
    is_same_zone, opponent, reading,
)
from .combattants import Combattants, seen_from
from .effects import OrderEffects
from .effets_unites import UnitEffects
from .errors import CompileError, RulesSemanticError
from .steps import encode
from .sujet_condition import ConditionSubjects
from .utilisations import EVENEMENT, PERIODES, limiter
from .verbs import IN_PLAY_NOUNS
from .vocabulary import Vocabulary
from .words import NUMBER_WORDS

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


class Compiler(OrderEffects, UnitEffects, Declencheurs, ConditionSubjects, Combattants):
    def __init__(self, vocabulary: Vocabulary | None, name: str, params: dict | None = None):
        self.vocabulary = vocabulary or Vocabulary()
        self.name = name
        self.params = dict(params or {})
        self.silent = []  # restriction tests: when one holds, the ability's modifiers do nothing
        self.families = []  # the action families whose « permis » the ability answers
        self.against = []  # … of those, said against a unit (« ne peut pas attaquer un Druide »)
        self.opposed = []  # … of those, said of the unit the bearer fights (« son adversaire ne peut pas attaquer »)
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
            kind = exclusion.excluded(q)  # « une unité autre qu'un Archer » (lead-pb2)
            if kind is not None and match.is_a(unit, kind):
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
            return self._neighbours(match, bearer, unit, rel.objet) >= counted(rel.objet)
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
    def ctx_guard(self, phrase: A.Phrase, query: str | None = None):
        guards = []
        when = []  # the guards that say when only (« Durant un Combat »), not whose question it is
        fights = []  # the guards of the bearer's own act in a fight (« Lorsqu'une Sirène est attaquée »)
        theirs = []  # (unit, its act) of another unit's fight (« Lorsqu'un Conscrit adjacent est attaqué »)
        for circ in phrase.circonstances:
            if isinstance(circ, A.LancementDes):
                guards.append(self._unit_is_bearer(circ.de))
                des = circ.des
                guards.append(lambda m, b, ctx, des=des: ctx.get("dés") == des)
            elif isinstance(circ, A.AuLieuDe):
                if circ.acte.verbe not in ("se déplacer", "déplacer"):
                    # « Au lieu d'attaquer normalement, … peut aller sur … »: the games replace a unit's move only
                    # (its « destinations »); the act said would be dropped
                    raise self.semantic(f"« au lieu de {circ.acte.verbe} » : seul le déplacement d'une unité est "
                                        "remplacé (« Au lieu de se déplacer normalement, … »)")
                guards.append(self._unit_is_bearer(circ.acte.objet))
            elif isinstance(circ, A.Si) and circ.non:
                self.refuse_condition_of_another(circ, phrase)
                guards.append(self._negated(circ.acte))
            elif isinstance(circ, (A.Quand, A.Si)):
                self.refuse_condition_of_another(circ, phrase)
                if circ.acte.verbe in EVENT_VERBS:
                    raise self.semantic(
                        f"« {circ.acte.verbe} » est un événement : l'effet de cette phrase répond à une "
                        "question posée pendant une action, il ne peut pas attendre un événement")
                acte = self.patient(circ.acte)
                if acte.verbe in ROLE_OF_VERB and self.is_self(acte.sujet):
                    # « Lorsqu'une Sirène est attaquée »: the bearer's side of a fight (read below, from its side
                    # when the question is about another unit)
                    fights.extend(self._acte_ctx_guards(circ.acte))
                elif acte.verbe in ROLE_OF_VERB and self.another_unit(acte.sujet) and A.affirmed(circ):
                    # « Lorsqu'un Conscrit adjacent est attaqué, le Lancier … »: another unit's fight (it was read as
                    # the bearer's, the bearer a Conscrit: it never acted)
                    theirs.append((acte.sujet, acte))
                else:
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
                when.append(guards[-1])
            elif (isinstance(circ, A.Durant) and self.vocabulary.category(circ.quoi.nom) == "actions"
                  and circ.quoi.nom not in MOMENT_OF_VERB.values()):
                # « Lors d'une Riposte »: an attack of that kind (the query's ``nature``)
                guards.append(lambda m, b, ctx, nom=self.singular(circ.quoi.nom).lower():
                              str(ctx.get("nature", "")).lower() == nom)
                when.append(guards[-1])
            elif isinstance(circ, A.Periode):
                from .render import circ as said

                raise self.semantic(f"« {said(circ)} » est un moment du tour : l'effet de cette phrase répond à une "
                                    "question posée pendant une action, il ne peut pas attendre un moment")
            elif isinstance(circ, (A.Durant, A.MemeTour, A.Activation, A.Frequence)):
                pass  # the query's own name says when (« dés de combat »); activations are events; a
                # limit of uses gates the phrase's answers (:func:`.utilisations.limiter`)
            else:  # pragma: no cover - every circumstance type is handled above
                from .render import said

                raise CompileError(f"{self.name}: circonstance non compilable « {said(circ)} »")
        if isinstance(phrase.sujet, A.Pronom) and phrase.sujet.mot in ANAPHORE_WORDS:
            return self._anaphora(phrase, guards + fights)
        if self.is_opponent(phrase.sujet):
            return self._opponent_guard(guards + fights)
        others = (isinstance(phrase.sujet, A.Designation) and phrase.sujet.ancre is None
                  and not self.is_self(phrase.sujet) and self.names_units(phrase.sujet)
                  and not any(isinstance(e, A.Effet) and type(e.action).__name__ in GROUP_EFFECTS for e in phrase.effets))
        if query is not None and (fights and others or theirs):
            # « Lorsqu'un Druide est attaqué, ses alliés adjacents lancent un dé de défense supplémentaire »: units that
            # are never asked that question in that fight (it compiled and never acted)
            self.fight_units_said(query, phrase, phrase.sujet if fights and others else None, theirs)
        if theirs:
            if not (isinstance(phrase.sujet, A.Designation) and (self.is_self(phrase.sujet) or self.is_this(phrase.sujet))):
                from .render import render

                raise self.semantic(f"« {render(theirs[0][0])} » : le combat d'une autre unité se dit d'une question "
                                    "posée à l'unité qui porte la capacité (« Lorsqu'un Conscrit adjacent est "
                                    "attaqué, le Lancier compte pour deux unités »)")
            guards.append(self._fight_of_other([(d, self._acte_ctx_guards(attrs.evolve(a, sujet=None)))
                                                for d, a in theirs]))
        if fights and (others or (isinstance(phrase.sujet, A.Designation) and phrase.sujet.ancre is not None)):
            guards.append(self._fight_of_bearer(fights))
        else:
            guards.extend(fights)
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
        if all(any(g is w for w in when) for g in guards):
            # nothing says whose question it is (« Lors d'un Combat, lancez un dé de plus »: a moment says when
            # only): the bearer's
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
            tests = self._acte_ctx_guards(acte, of_bearer=True)
        else:
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
                                supported=["« Durant une Charge, lorsque cette Unité est attaquée, elle lance un dé "
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

    def _fight_of_bearer(self, said):
        """« Lorsqu'une Sirène est attaquée, les ennemis adjacents lancent un dé d'attaque de moins »: what the
        circumstance says the bearer does in a fight, when the question is about another unit (an aura's), is read
        from the bearer's side of the same fight (:meth:`_opponent_guard`): the unit asked fights the bearer. A unit
        that does not fight it is told nothing of the bearer's fight: it does not answer. The question about the
        bearer itself (« Un Conscrit situé à côté d'un Lancier ») reads it as it is."""
        opposed = self._opponent_guard(said)

        def guard(m, b, ctx):
            if unit_of(ctx) == b:
                return all(g(m, b, ctx) for g in said)
            if "aidé" in ctx:  # « Lorsqu'un Lancier est attaqué, les Conscrits adjacents comptent pour deux unités »:
                # the unit asked helps the bearer, on its side (the context's ``rôle`` is the side of the unit helped)
                if ctx["aidé"] != b or unit_of(ctx) is None:
                    return False
                return all(g(m, b, seen_from(m, ctx, b)) for g in said)
            return opposed(m, b, ctx)

        return guard

    def _aura(self, d: A.Designation):
        """« Les unités alliées adjacentes à un Prêtre »: when the bearer is the anchor (a Prêtre),
        the query is about another unit that fits the designation, seen from the bearer; when the
        bearer is not (« Un Conscrit situé à côté d'un Lancier », borne by the Conscrit), about the
        bearer, if it fits the designation seen from a unit next to it that is the anchor. A group
        that says no side is the anchor's side (« les unités ennemies adjacentes » its enemies). The group's
        relative is said of the unit in the group, as :meth:`_other` reads it: what that unit alone tells
        (« … qui sont adjacentes à un Lancier ») checked of it, an act (« … qui se défendent ») by the
        query's guards."""
        anchor = self.self_guard(d.ancre)
        told = d.relative is not None and self._relative_told_by_unit(d.relative)
        group = attrs.evolve(d, ancre=None, relative=d.relative if told else None)
        if not SIDE_QUALS & set(group.quals) and group.nom.lower() not in FRIEND | FOE:
            # « Les Conscrits adjacents à un Lancier »: the Lancier's own, unless « ennemis » is said; « Les
            # Flibustiers adjacents à un Mousse ennemi »: the side said of the anchor is its side seen from the group
            # (the Flibustiers are the Mousse's enemies; it read them as its allies, and the anchor's side not at all)
            said = [q for q in d.ancre.quals if q in SIDE_QUALS] if isinstance(d.ancre, A.Designation) else []
            side = "ennemi" if said and said[0] == "ennemi" else "allié"
            group = attrs.evolve(group, quals=group.quals + (side,))
        said = self._acte_ctx_guards(d.relative) if d.relative is not None and not told else []

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

    def _acte_ctx_guards(self, acte: A.Acte, of_bearer: bool = False):
        """The guards of what an act says, over a query's context: each marked with the context keys
        it reads (:func:`reading`), so that a trigger reads the same guards at its event where the
        event tells those keys, and refuses the others (:meth:`conditions_at_event`). ``of_bearer``: the act
        is said of the bearer by its name (a negated condition passes it without its subject)."""
        acte = self.patient(acte)
        g = []
        if acte.terrains and acte.verbe in STATE_VERBS and (of_bearer or self.is_self(acte.sujet)):
            # « Si une Sirène se trouve sur une tuile Eau, les ennemis adjacents … »: where the bearer stands,
            # whoever the question is about (the context's ``terrain`` is the tile of the unit asked, an
            # enemy of the aura's)
            g.append(reading({"terrain"}, lambda m, b, ctx, t=set(acte.terrains): bearer_terrain(m, b, ctx) in t))
        elif acte.terrains:  # « sur une tuile Colline ou Village »
            g.append(reading({"terrain"}, lambda m, b, ctx, t=set(acte.terrains): ctx.get("terrain") in t))
        if acte.verbe == "être adjacent":  # « Tant qu'un Lancier est adjacent à un autre Lancier »
            g.append(self._adjacent_guard(acte))
            return g
        if self.zone_said(acte):  # « Tant qu'elle est à l'Arrière »: the zone where the bearer stands
            g.append(self._zone_guard(acte))
            return g
        if acte.verbe == "porter":
            return g + [self._tokens_guard(acte)]
        if acte.verbe in STATE_VERBS:
            # « est présente sur le Champ de Bataille »: being in play is the condition, the bearer's; « Tant
            # qu'un Légionnaire est sur le Champ de Bataille » says the bearer is a Légionnaire
            if self.is_self(acte.sujet):
                # (lead-pt2) « Tant que le Lancier est sur la carte / en vie »: and it is (a game whose abilities are
                # in play from the reserve too says which units are, ``match.alive``)
                check = self.self_guard(acte.sujet)
                g.append(reading((), lambda m, b, ctx, check=check: check(m, b) and m.alive(b)))
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

    def _tokens_guard(self, acte: A.Acte):
        """(lead-pb) « Tant qu'elle porte au moins un Jeton Blessure »: the tokens of that kind on the bearer, as « pour
        chaque Jeton Blessure présent sur elle » counts them (``match.tokens_on``); a token with no kind (an order or a
        wound?), anything else carried or another unit's tokens are refused."""
        said = acte.objet.nom if isinstance(acte.objet, A.Designation) else ""
        self.bare_token_on_unit(said)
        noun = self.singular(said)
        if self.vocabulary.category(noun) != "tokens" or noun.lower() in ("coup", "dé", "ordre", "blessure"):
            raise self.semantic(f"« porter {said} » : une unité porte des jetons (« porte un Jeton Blessure »)",
                                supported=[t for t, _ in self.vocabulary.tokens if t.lower().startswith("jeton ")])
        if not (acte.sujet is None or isinstance(acte.sujet, A.Pronom) and acte.sujet.mot in ("il", "elle")
                and not self.said_of_others(acte.sujet)
                or isinstance(acte.sujet, A.Designation) and self.is_self(acte.sujet) and acte.sujet.ancre is None):
            raise self.semantic(f"« porter un {said} », dit d'une autre unité : seuls les jetons de l'unité qui porte la "
                                "capacité se lisent (« Tant qu'elle porte un Jeton Blessure »)")
        n = acte.au_moins
        check = self.self_guard(acte.sujet) if isinstance(acte.sujet, A.Designation) else (lambda m, b: True)
        return reading((), lambda m, b, ctx: m.tokens_on(b, noun) >= n and check(m, b))

    def said_of_others(self, pronoun) -> bool:
        """(lead-pb2) Does a condition's personal pronoun stand for the units other than the bearer the sentence is
        about (« Une Unité alliée du même Secteur lance un dé de plus tant qu'elle est dans la Zone Avant »: the ally
        asked, not the bearer)? A pronoun that does not agree with them was made the bearer (« Tant qu'elle est à
        l'Arrière, les Unités alliées … », ``canonical.bearer_pronoun``)."""
        return (isinstance(pronoun, A.Pronom) and pronoun.mot in PERSONAL
                and other_units(getattr(getattr(self, "current", None), "sujet", None)))

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
        # (lead-pb) « Durant une Charge, lorsque cette Unité est attaquée, si elle est dans la Zone Avant, son Adversaire
        # … »: the bearer attacked (or attacking) in the trigger fights in the moment the phrase names, whoever answers
        in_trigger = any(isinstance(c, A.Quand) and c.acte.verbe in ROLE_OF_VERB and bearer(c.acte.sujet)
                         for c in phrase.circonstances)
        for circ in phrase.circonstances:
            if isinstance(circ, A.Durant) and isinstance(circ.quoi, A.Designation) and (subject_fights or in_trigger):
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
                and self.singular(acte.lieu.nom).lower() not in {n for _, n in IN_PLAY_NOUNS})

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
        if isinstance(acte.sujet, A.Pronom) and (acte.sujet.mot in ("ils", "elles") or self.said_of_others(acte.sujet)):
            # « Les Unités alliées du même Secteur …, sauf si elles sont à l'Avant », « Une Unité alliée du même
            # Secteur … tant qu'elle est à l'Avant »: the pronoun stands for the units the sentence names, the one
            # asked (as a tile said of them is the query's ``terrain``)
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
        if self.said_of_others(sujet):  # « Un ennemi adjacent … tant qu'il est adjacent à un Mousse »: the unit asked
            def guard(m, b, ctx, n=counted(objet)):
                return self._neighbours(m, b, b if unit_of(ctx) is None else unit_of(ctx), objet) >= n

            return reading({"unit"}, guard)
        if isinstance(sujet, A.Pronom) or self.is_self(sujet) or sujet is None:
            other, check = objet, (self.self_guard(sujet) if sujet is not None else lambda m, b: True)
        elif self.is_this(objet) or self.is_self(objet):
            other, check = sujet, self.self_guard(objet)
        else:
            raise self.semantic("« être adjacent » : l'un des deux doit être l'unité qui porte la capacité")

        n = counted(other)

        def guard(m, b, ctx):
            return check(m, b) and self._neighbours(m, b, b, other) >= n

        return reading((), guard)

    def _neighbours(self, match, bearer, unit, d: A.Designation) -> int:
        """How many units next to ``unit`` fit ``d`` (seen from the bearer)."""
        return sum(1 for x in match.adjacent_units(unit) if x != unit and self.matches(match, bearer, x, d))

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
            self._utilisable_read(phrase, action)
            return True  # read by ``restriction``, which refuses what it cannot compile
        readers = self.QUALIFIERS.get(type(action).__name__, ())
        pool = phrase.effets if type(action).__name__ != "ResoudreOrdres" else [
            e for p in self.ast.phrases for e in p.effets]
        return any(isinstance(e, A.Effet) and type(e.action).__name__ in readers for e in pool)

    def _utilisable_read(self, phrase: A.Phrase, action) -> None:
        """(lead-para3) What « être utilisé » says that a game acts on: a limit of the characteristic (« ne peut pas
        être utilisée pour … », :meth:`restriction`), or « Le Jeton Ordre récupéré peut être utilisé immédiatement »,
        the token the ability's own « récupérer » takes back (it goes to the unused ones, usable at once). Said of
        anything else (« Cette Unité peut être utilisée immédiatement », a token no effect takes back, « … peut être
        utilisée pour tirer »), it compiled and did nothing: refused."""
        effet = next(e for e in phrase.effets if isinstance(e, A.Effet) and e.action is action)
        if action.pour is not None and effet.modalite == "ne peut pas":
            return
        sujet = phrase.sujet
        takes_back = any(isinstance(e, A.Effet) and isinstance(e.action, A.Recuperer)
                         for p in self.ast.phrases for e in p.effets)
        if (action.immediatement and effet.modalite == "peut" and takes_back and isinstance(sujet, A.Designation)
                and "récupéré" in sujet.quals and self.vocabulary is not None
                and self.vocabulary.category(self.singular(sujet.nom)) == "tokens"):
            return
        from .render import render

        raise self.semantic(f"« {render(A.Capacite((phrase,))).rstrip('.')} » : le jeu n'en fait rien ; il lit la limite d'une caractéristique (« Cette caractéristique ne peut pas "
                            "être utilisée pour … ») et le jeton que cette capacité récupère (« Le Jeton Ordre récupéré "
                            "peut être utilisé immédiatement »)")

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

        for family in self.opposed:
            if family not in v.against:
                # (lead-left) « L'Adversaire peut tirer »: the unit the bearer fights is known only when the game
                # asks the permission against a unit; compiled, it never acted
                raise self.semantic(f"« l'Adversaire … {family} » : quand {v.game or 'ce jeu'} demande si une unité peut "
                                    f"« {family} », il ne dit pas contre quelle unité, l'adversaire de cette unité n'y "
                                    "est pas connu ; dites-le de l'unité qui agit ou de celle qu'elle vise", supported=v.against)

    def modifier(self, query, phrase, value_fn, actions=None, rang=0):
        """The modifier of ``query`` that phrase says: its circumstances and subject guard
        ``value_fn``. ``actions``: the context's ``action`` values for which ``value_fn`` may
        change the value (it returns the value it is given for any other), None: any; ``rang``:
        when it is applied among the query's modifiers (:mod:`rulekit.abilities`)."""
        self._defence_said(query, phrase)
        self._move_said(query, phrase)
        guard = self.ctx_guard(phrase, query)
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


def bearer_terrain(match, bearer, ctx):
    """The terrain of the tile the bearer stands on, as a question or an event tells it: the context's
    ``terrain`` when the context is the bearer's (a close attacker's own tile, the tile a winner stood on when the
    enemy was beaten), the bearer's tile on the map when the question is about another unit."""
    unit = unit_of(ctx)
    return ctx.get("terrain") if unit is None or unit == bearer else match.terrain_of(bearer)


def counted(d: A.Designation) -> int:
    """How many units « adjacent à … » asks for: « à deux unités ennemies » (« à au moins deux … ») is two or more;
    « à un Lancier », « aux Lanciers », « à des ennemis » at least one (it asked one whatever the number said)."""
    return NUMBER_WORDS.get(d.det) or (int(d.det) if d.det.isdigit() else 1)


def _frequence(phrase: A.Phrase) -> A.Frequence | None:
    """The phrase's limit of uses (« Une fois par partie, … »), if it says one."""
    return next((c for c in phrase.circonstances if isinstance(c, A.Frequence)), None)


# --- running an optional effect chosen by a player -------------------------------------
def _effect(match, bearer, ability_name, phrase, effect):
    for b, ability in match.abilities_in_play():
        if b == bearer and ability.name == ability_name:
            return ability.ast.phrases[phrase].effets[effect].action
    raise CompileError(f"capacité « {ability_name} » introuvable pour « {bearer} »")


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
        from .citations import not_held
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
                else:  # each piece once: a rule cited twice, or by two cited rules, acts once (citations.py)
                    mods += not_held(mods, other.modifiers)
                    trigs += not_held(trigs, other.triggers)
                    repls += not_held(repls, other.replacements)
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
