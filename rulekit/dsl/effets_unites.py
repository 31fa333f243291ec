"""Effects of the tile-and-unit games (Pocket-Tactics' abilities), by AST node type: reach and moves,
companions, summons and placements, swaps, areas affected, survival.

A mixin of :class:`rulekit.dsl.compiler.Compiler`, as :mod:`.effects` is for the order-and-token games:
each ``e_<Node>`` turns one effect node into modifiers (query names in docs/DSL.md), triggers that offer
a player an optional effect (:class:`~.steps.ChoixEffet`, :class:`~.steps.ChoixApres`) or replacements
(survival). Nothing here knows an ability's name.
"""

from __future__ import annotations

import attrs

from ..abilities import Replacement, Trigger
from ..steps import Roll
from . import ast as A
from .errors import CompileError
from .gardes import DEST_ACTIONS, EVENTS, MOMENT_OF_VERB, ROLLS, _said_subject, in_moments
from .steps import Accompagnement, ChoixApres, ChoixEffet, JetDeSurvie, RelanceAccordee, Survie, encode


class UnitEffects:
    """The ``e_<Node>`` methods of the tile-and-unit effects, and the optional effects they offer."""

    def e_Portee(self, i, j, phrase, effet, a: A.Portee):
        """The reach of an action: a distant attack's (« tirer jusqu'à 3 tuiles »), or a move's
        (« se déplacer de deux tuiles », the query's ``action`` « se déplacer »). After an event
        (« Chaque fois qu'il bat un ennemi, il peut se déplacer d'une tuile ») it is a move of its
        own, which the bearer's owner may make: the tiles ``match.reachable`` gives."""
        self._reach_not_negated(effet, a)
        if a.action == "se déplacer":
            if self._triggered():
                if effet.modalite not in ("peut", "doit"):
                    raise self.semantic("un déplacement après un événement se dit « il peut se déplacer de … »")
                from .compiler import PLURAL_DETS

                s = phrase.sujet
                if (isinstance(s, A.Designation) and self.names_units(s) and not self.is_self(s)
                        and not self.is_this(s) and not (s.ancre is not None and s.det not in PLURAL_DETS and any(
                            isinstance(c, A.Quand) and isinstance(self.patient(c.acte).sujet, A.Pronom)
                            for c in phrase.circonstances))):  # (that one: the bearer placed, refused at the event)
                    # « Lorsqu'une Sirène bat un ennemi, les Mousses adjacents peuvent se déplacer d'une tuile »: the
                    # move offered is the bearer's own (it moved the Sirène, the Mousses said were dropped); one unit
                    # said so too (lead-adv2: « …, un Conscrit allié adjacent peut se déplacer » moved the Lancier)
                    raise self.semantic(f"« {_said_subject(s)} … se déplacer » : un déplacement après un événement est "
                                        "celui de l'unité qui porte la capacité",
                                        supported=["« Lorsqu'il bat un ennemi, un Homme-Bête Maraudeur peut se "
                                                   "déplacer d'une tuile »"])
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
        self._reach_not_negated(effet, a)
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

    def _reach_not_negated(self, effet, a) -> None:
        """A reach is a distance the game lets an act go to; « ne peut pas attaquer jusqu'à 3 tuiles » would
        deny one, which no query of a reach says (a reach is a maximum, not a forbidden distance): refused,
        where the negation would otherwise be dropped and the reach granted."""
        if effet.modalite == "ne peut pas":
            raise self.semantic("« ne peut pas » devant une portée (« jusqu'à N tuiles », « N tuiles de plus ») : une portée se donne, elle ne se refuse pas ; "
                                "dites ce que l'unité peut faire (« peut tirer jusqu'à 2 tuiles ») ou ce qu'elle "
                                "ne peut pas attaquer (« ne peut pas attaquer un Druide »)",
                                supported=["« peut tirer jusqu'à N tuiles »", "« peut se déplacer de N tuiles »"])

    def e_CompteComme(self, i, j, phrase, effet, a: A.CompteComme):
        return [self.modifier("aide", phrase, lambda m, b, ctx, v, n=a.nombre: n)]

    def e_ForcerRelance(self, i, j, phrase, effet, a):
        grant = RelanceAccordee("adversaire", "tous", False, a.nombre, True, self.name,
                                obligatoire=effet.modalite != "peut")
        return [self.modifier("relances", phrase, lambda m, b, ctx, v: tuple(v) + (grant,))]

    def e_Relance(self, i, j, phrase, effet, a: A.Relance):
        if effet.modalite == "ne peut pas":
            # « son adversaire ne peut pas relancer ses dés »: the games grant rerolls, none takes one away
            # (a situational reroll is the rule's, not an ability's); compiled, the negation was dropped and
            # the reroll granted (audit: « Lorsqu'un Archer tire, son adversaire ne peut pas relancer ses dés »)
            raise self.semantic(f"« ne peut pas relancer » : {self.vocabulary.game or 'ce jeu'} donne des relances, "
                                "il n'en retire aucune",
                                supported=["« peut relancer un dé »", "« relance tous ses dés »",
                                           "« oblige son adversaire à relancer un dé »"])
        named = any(isinstance(c, A.LancementDes) for c in phrase.circonstances)
        times = (a.fois or 1) * (a.nombre or 1)
        count = self._counter(a.pour_chaque)  # « pour chaque Lancier allié adjacent »: that many times
        # « relancer ses dés de Combat / de Tir / de Charge »: dice named by the moment they are thrown
        # in (a kind the game asks the number of, « dés de tir »), the rolls of that moment only
        moment = a.des if a.des is not None and a.des not in ROLLS else None
        if moment is not None and moment not in MOMENT_OF_VERB.values():
            raise self.semantic(f"« relancer ses dés de {moment} » : ce jeu ne dit pas quand ces dés sont lancés",
                                supported=[f"« relancer ses dés de {m} »" for m in MOMENT_OF_VERB.values()])
        if moment is not None:
            self._rolled_during(phrase, (moment,))
        if a.rates and "relances" not in self.vocabulary.missed:  # (lead-pb2)
            raise self.semantic(f"« relancer ses dés ratés » : {self.vocabulary.game or 'ce jeu'} ne dit pas qu'un dé "
                                "a raté (ses dés se comparent)",
                                supported=["« relancer un dé »", "« relancer tous les dés »", "« relancer ses 1 »"])

        def value(match, bearer, ctx, v, once=times):
            times = once if count is None else once * count(match, bearer)
            if times == 0:  # no unit counted: no reroll
                return v
            if moment is not None:
                if not in_moments(ctx, {moment}):
                    return v
                return tuple(v) + (RelanceAccordee("soi", ctx.get("dés", "tous"), a.tous, times, a.avant_situation,
                                                   self.name, valeurs=a.valeurs,
                                                   obligatoire=effet.modalite != "peut", rates=a.rates),)
            dice = a.des or (ctx.get("dés", "tous") if named else "tous")
            if a.des is not None and ctx.get("dés", a.des) != a.des:
                return v
            return tuple(v) + (RelanceAccordee("soi", dice, a.tous, times, a.avant_situation, self.name,
                                               valeurs=a.valeurs, obligatoire=effet.modalite != "peut",
                                               rates=a.rates),)

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
            from .render import said

            raise CompileError(f"{self.name}: le jeu prend les dés du personnage à la valeur d'attaque et de défense "
                               f"la plus élevée, pas « {said(best[0])} »")
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
        kind, guard = self.after_event(phrase)
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
        kind, guard = self.after_event(phrase)
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
            role = EVENTS[acts[0]][1]
            return [self._optional(i, j, phrase, lambda m, b, ev: [getattr(ev, role)])]
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
        if kind != "battu" and (not self.vocabulary.events or kind in self.vocabulary.events):
            # (an event the game never tells is refused as such by ``check_asks``) (lead-left) « Lorsqu'un Druide est attaqué, lancez deux dés ; sur 5 ou 6, il reste en vie »: the roll
            # replaced the attack itself, a success cancelling it; staying alive is said of a unit about to be beaten
            raise self.semantic(f"« il reste en vie » sur un jet à l'événement « {kind} » : on reste en vie quand on "
                                "est sur le point d'être battu",
                                supported=["« Lorsqu'un X est sur le point d'être battu, lancez un dé : sur 4+, il "
                                           "reste en vie »"])
        if jet.des != 1:
            # with several dice, « sur 5 ou 6 » says neither their sum, nor one of them, nor each: compiled, every
            # die had to succeed
            raise self.semantic(f"« lancez {jet.des} dés ; sur {', '.join(map(str, jet.reussite))} » : le résultat de "
                                "plusieurs dés (leur somme ? l'un d'eux ? chacun ?) ; un jet de survie se fait avec un dé",
                                supported=["« lancez un dé ; sur 5 ou 6, il reste en vie »"])

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


def _bare(d: A.Designation) -> A.Designation:
    """The designation without the state qualifiers the options already imply (capturé)."""
    return attrs.evolve(d, quals=tuple(q for q in d.quals if q not in ("capturé", "en réserve")))


def _label(match, option) -> str:
    def one(x):
        return match.unit_label(x) if hasattr(match, "unit_label") else str(x)

    if isinstance(option, tuple) and len(option) == 2:
        return f"{one(option[0])} → {option[1]}"
    return one(option)
