"""Triggers: the event a phrase waits for (« Lorsqu'un Lancier est attaqué », « Au début de votre tour »), the
test of its participants over the event, and the conditions said beside it, read when the event happens
through the query guards (:meth:`Compiler.ctx_guard`). A mixin of :class:`.compiler.Compiler`, as
:class:`.effects.OrderEffects` is."""

from __future__ import annotations

import functools

import attrs

from . import ast as A
from .canonical import EVENT_VERBS
from .errors import CompileError
from .gardes import (
    ATTACK_EVENTS, EVENTS, EVENT_CONTEXT, LOST, MOMENT_OF_VERB, TOLD_WHEN_RESOLVED, VERB_CHECKS,
    _also, _reads, _said_subject, _same, all_of, field,
    in_moments,
)


class Declencheurs:
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

    def after_event(self, phrase: A.Phrase):
        """(kind, guard) of a trigger whose effect comes once the event has happened (a move, a swap, a unit placed,
        an order: :meth:`event_of`). « sur le point d'être battu » is before the event: only a replacement acts then
        (« il reste en vie », a survival roll); a trigger hears the unit once beaten, off the map, so « Lorsqu'un allié
        adjacent est sur le point d'être battu, le Lancier peut se déplacer » compiled and never acted (and without
        « adjacent » it acted after the unit was beaten, as « est battu »): refused."""
        for c in phrase.circonstances:
            if isinstance(c, A.Quand) and c.acte.imminent:
                from .render import circ as said

                raise self.semantic(f"« {said(c)} » : le jeu offre cet effet une fois l'événement arrivé, quand l'unité "
                                    "est déjà battue et a quitté la carte ; avant, seule une unité sur le point d'être "
                                    "battue agit (« il reste en vie »)",
                                    supported=["« Lorsqu'un allié est battu, le Lancier peut se déplacer d'une tuile »",
                                               "« Lorsqu'un Lancier est sur le point d'être battu, lancez un dé : sur "
                                               "5 ou 6, il reste en vie »"])
        return self.event_of(phrase)

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

    @staticmethod
    def _hits_given(acte: A.Acte) -> A.Acte:
        """« Quand cette Unité donne au moins 2 coups », « … donne un coup »: hits given are an attack that hits
        (« toucher », told when resolved), never an order given (« donner » with no hits: « vous donnez un ordre »);
        read as an order given, the trigger waited for an order and its threshold and moment were dropped."""
        hits = isinstance(acte.objet, A.Designation) and acte.objet.nom in ("coup", "coups")
        if acte.verbe != "donner" or not (hits or acte.au_moins is not None):
            return acte
        if hits and acte.objet.det not in ("un", "une"):
            raise CompileError(f"« donne {acte.objet.det} {acte.objet.nom} » : combien au moins ? (« donne au moins 2 "
                               "coups »)")
        return attrs.evolve(acte, verbe="toucher", objet=None, au_moins=acte.au_moins or 1)

    def _at_least_hits(self, acte: A.Acte, kind: str):
        """« au moins N coups » in a trigger: the hits the attack scored (the event's ``coups``), at least N; an
        event that tells no hits cannot say it: refused, never dropped."""
        if kind not in ATTACK_EVENTS:
            raise self.semantic(f"« au moins {acte.au_moins} coups » : l'événement « {kind} » ne dit pas les coups "
                                "donnés ; dites-le d'une attaque (« Quand cette Unité donne au moins 2 coups »)")
        return lambda ev, n=acte.au_moins: (field(ev, "coups", 0) or 0) >= n

    def _lost(self, acte: A.Acte) -> A.Acte:
        """« Lorsque cette Unité perd une Troupe » (« Chaque fois que … »): the loss is the event (``LOST``: Pocket
        Battles' « troupe retirée »), its object no unit to match; anything else lost in a trigger (« perd un Jeton
        Ordre », « perd deux Troupes ») is no event a game tells: refused, never dropped."""
        if acte.verbe != "perdre":
            return acte
        d = acte.objet
        noun = self.vocabulary.singular(d.nom).lower() if isinstance(d, A.Designation) and self.vocabulary else None
        if noun not in LOST or d.det not in ("un", "une") or d.quals or d.relative is not None or d.ancre is not None:
            raise self.semantic("« perdre … » dans un déclencheur : ce qu'une unité perd quand le jeu le dit, une "
                                "Troupe (« Lorsque cette Unité perd une Troupe »)")
        return attrs.evolve(acte, objet=None)

    def event_guard(self, acte: A.Acte, antecedent=None):
        """The event an act names, and the test of its participants. « il » in the act is the
        unit the main clause names (« Chaque Conscrit …, lorsqu'il … »)."""
        acte = self._lost(self._hits_given(self.patient(acte)))
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
        if kind == "battu" and not acte.imminent and isinstance(beaten, A.Designation) and (
                "adjacent" in beaten.quals or "sans allié adjacent" in beaten.quals or beaten.ancre is not None
                or (isinstance(beaten.relative, A.Acte) and beaten.relative.verbe == "être adjacent")):
            # « Chaque fois qu'un Mousse allié adjacent est battu, le Capitaine … »: told once the unit beaten is off the
            # map, next to nothing (it compiled and never acted)
            raise self.semantic("ce qui est adjacent à une unité battue : elle a quitté la carte quand on le dit ; dites-le "
                                "de celle qui bat (« Lorsqu'un Lancier adjacent à un allié bat un ennemi »), ou sans "
                                "« adjacent » (« Lorsqu'un Conscrit est battu »)")
        for d in (subject, acte.objet):
            if (isinstance(d, A.Designation) and d is not antecedent and not (d is subject and subject_is_bearer)
                    and isinstance(d.relative, A.Acte) and not self._relative_told_by_unit(d.relative)):
                from .render import acte as said_act

                raise self.semantic(f"« {_said_subject(d)} qui {said_act(d.relative, '3s', with_subject=False)} » : ce "
                                    "qu'une autre unité fait se dit "
                                    "par l'événement (« Lorsqu'une unité alliée attaque, … »), pas par une relative ; "
                                    "une relative dit où elle se tient ou ce qui lui est adjacent")
        checks = [VERB_CHECKS[v] for v in (acte.verbe,) + acte.puis if v in VERB_CHECKS]
        if acte.au_moins is not None:
            checks.append(self._at_least_hits(acte, kind))
        moments = frozenset(acte.moments)
        if acte.mais_pas is not None:
            if acte.mais_pas.verbe not in VERB_CHECKS:  # « mais ne l'attaque pas »: no event tells it, never dropped
                raise self.semantic(f"« mais ne … pas », « sans … » : l'événement ne dit pas si l'acte « "
                                    f"{acte.mais_pas.verbe} » a eu lieu (il dit : {', '.join(sorted(VERB_CHECKS))})")
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
