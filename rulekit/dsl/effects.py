"""Effects of the order-and-token games (Pocket Battles' characteristics), by AST node type.

A mixin of :class:`rulekit.dsl.compiler.Compiler`: each ``e_<Node>`` turns one effect
node into modifiers (query names in docs/DSL.md) or triggers that call the
game's world methods (``donner_ordres``, ``ordre_pour_de``...). Nothing here knows
an ability's name.
"""

from __future__ import annotations

from ..abilities import Modifier, Trigger, unit_of
from . import ast as A
from .errors import CompileError


#: the roll a unit makes when it does this (its attack dice when it attacks)
ROLL_OF_VERB = {"attaquer": "attaque", "se défendre": "défense", "être attaqué": "défense", "riposter": "défense"}
#: the DSL's noun of an order (« un ordre de », « Jeton Ordre »): the tokens an order is paid with
ORDER_NOUN = "Ordre"
#: the DSL's noun of a wound (« Jeton Blessure »): the token a unit's troop carries, taken back by « récupérer »
WOUND_NOUN = "Blessure"
#: the qualifiers that say a unit is the bearer's owner's (« n'importe quelle Unité amie »)
FRIENDLY = {"ami", "allié"}
#: the opponent of a unit that attacks defends, and the other way round
OTHER_ROLL = {"attaque": "défense", "défense": "attaque"}
#: the moment the opponent of a unit rolls in, when that unit's act is of a moment one side only has:
#: the unit charged throws no charge dice, it fights back in the Combat the charge opens
OTHER_MOMENT = {"Charge": "Combat"}


#: the determiners of an order whose cost is said: « le premier ordre », « son premier ordre », « chaque
#: ordre » (« cet ordre », « cette Charge » point at another sentence's order: refused)
COST_DETS = {"le", "son", "un", "chaque", "tout"}


class OrderEffects:
    # --- numbers ----------------------------------------------------------------------
    def number(self, n) -> int:
        if n == "x":
            if "x" not in self.params:
                raise CompileError(f"{self.name}: « x » sans valeur (nommez la capacité « +1 … » ou « … (2) »)")
            return self.params["x"]
        return n

    def moments_of(self, phrase: A.Phrase, action) -> tuple[str, ...]:
        """When the dice are rolled: the action's own moments, else the circumstance's."""
        from .gardes import MOMENT_OF_VERB, _of_patient

        if getattr(action, "pour", None):
            self._thrown_for(phrase, action)
            return (action.pour,)
        if getattr(action, "moments", ()):
            from .canonical import rolled_apart
            from .render import moments

            apart = [m for m in action.moments if rolled_apart(m, self.vocabulary)]
            if apart:  # « lors d'un Combat ou d'une Riposte »: a riposte throws the dice of a Combat
                said = moments(apart[:1])
                raise self.semantic(f"« {said} » avec d'autres moments : {self.vocabulary.game or 'ce jeu'} ne lance "
                                    f"pas de dés de {apart[0]} à part ; dites-le seul, en tête",
                                    supported=[f"« {said[:1].upper() + said[1:]}, cette Unité lance un dé de plus »"])
            self._rolled_during(phrase, action.moments)
            return action.moments
        # « Lorsque cette Unité est attaquée par une Charge, elle lance un dé de plus »: the unit charged
        # throws no charge dice, it fights back in the Combat the charge opens
        defends = self.defends(phrase) and not self.is_opponent(phrase.sujet)
        for circ in phrase.circonstances:
            if isinstance(circ, A.Durant):
                rolls = self._rolls_during(circ.quoi.nom)
                if rolls and defends and self.vocabulary.defence:
                    # « Quand une Unité ennemie la charge, elle lance un dé de plus lors de la Riposte »: the unit
                    # attacked throws in the moments its game says only (PB: its riposte, a Combat)
                    rolls = tuple(r for r in rolls if r in self.vocabulary.defence) or rolls
                if rolls:
                    return rolls
                return (OTHER_MOMENT.get(circ.quoi.nom, circ.quoi.nom) if defends else circ.quoi.nom,)
            if isinstance(circ, A.LancementDes):  # « Lors du lancement de dés de défense d'un X »
                return (circ.des,)
            if A.affirmed(circ):
                # « Lorsqu'un Lancier se défend, son adversaire lance un dé de moins »: the other side's dice
                opponent = isinstance(phrase.sujet, A.Designation) and phrase.sujet.det == "son" and (
                    phrase.sujet.nom.lower() == "adversaire")
                acte = _of_patient(circ.acte)  # « est attaqué par un ennemi »: being attacked
                if acte.moments:
                    return tuple(OTHER_MOMENT.get(m, m) for m in acte.moments) if defends else acte.moments
                if acte.verbe in MOMENT_OF_VERB:  # « Quand cette Unité charge, son Adversaire perd un dé »
                    said = MOMENT_OF_VERB[acte.verbe]
                    return (OTHER_MOMENT.get(said, said) if opponent else said,)
                if acte.verbe in ROLL_OF_VERB:  # « Lorsqu'il attaque, il lance un dé de plus »
                    roll = OTHER_ROLL[ROLL_OF_VERB[acte.verbe]] if opponent else ROLL_OF_VERB[acte.verbe]
                    v = self.vocabulary
                    if roll == "défense" and v.defence and "dés de défense" not in v.queries:
                        # « Lorsque cette Unité est attaquée, elle lance un dé de plus »: no defence dice of
                        # its own, the unit attacked throws in the moments the game says (PB: its riposte)
                        return v.defence
                    if roll == "attaque" and v.defence and "dés d'attaque" not in v.queries:
                        # (lead-pb) « Lorsque cette Unité est attaquée, son Adversaire lance un dé de moins »: no
                        # attack dice as such, the attacker throws the dice of its attack (PB: a Combat, its charge
                        # die within, or a Tir); it was refused as « dés d'attaque », a question PB never asks
                        rolls = tuple(q[len("dés de "):].capitalize() for q in v.queries
                                      if q.startswith("dés de ") and len(self._whole_rolls(q, q[len("dés de "):]
                                                                                           .capitalize())) == 1)
                        if rolls:
                            return rolls
                    return (roll,)
        fewer = isinstance(getattr(action, "nombre", None), int) and action.nombre < 0
        said = (("des dés en moins" if fewer else "des dés en plus") if isinstance(action, A.DesSupplementaires)
                else "un nombre de dés")
        if {"dés d'attaque", "dés de défense"} & set(self.vocabulary.queries):
            # Pocket-Tactics: each side throws attack and defence dice; say which
            raise CompileError(f"{self.name}: {said}, mais de quel jet ? (« un dé d'attaque de moins », « un dé de plus "
                               "en défense », « Lorsqu'il attaque, … »)")
        raise CompileError(f"{self.name}: {said}, mais pour quoi ? (« lors d'un Combat », « Quand vous tirez »)")

    def _rolled_during(self, phrase: A.Phrase, rolls) -> None:
        """« Durant un Combat, cette Unité lance un dé de Tir supplémentaire », « … relance un dé de Tir lors d'un
        Combat »: the dice of one of the game's rolls (« dés de tir ») said during a moment that throws dice of its
        own (« dés de combat ») are never thrown then: refused, never an ability that does nothing (its query is
        asked in its own moment, where the circumstance does not hold). A moment that opens another (« Durant une
        Charge », its Combat: ``OTHER_MOMENT``) holds that one's dice."""
        from .gardes import MOMENT_OF_VERB
        from .render import elide

        def own(m):
            return m in MOMENT_OF_VERB.values() and "dés " + elide("de", m.lower()) in self.vocabulary.queries

        for circ in phrase.circonstances:
            if not isinstance(circ, A.Durant) or not isinstance(circ.quoi, A.Designation):
                continue
            during = circ.quoi.nom
            for roll in rolls:
                if (roll != during and own(roll) and own(during) and OTHER_MOMENT.get(during) != roll
                        and OTHER_MOMENT.get(roll) != during):
                    from .render import circ as said

                    raise self.semantic(f"des dés de {roll} « {said(circ)} » : {self.vocabulary.game or 'ce jeu'} ne "
                                        f"lance pas ces dés-là à ce moment",
                                        supported=[f"« Durant un {roll}, cette Unité lance un dé supplémentaire »"])

    def _thrown_for(self, phrase: A.Phrase, action) -> None:
        """« lancez lors d'un Tir deux dés supplémentaires pour la Charge »: the dice of one of the game's attacks
        (« pour la Charge ») are not thrown during another (its vocabulary's « attaques »): refused, never read as
        the charge's dice whatever the moment said (the moment was dropped)."""
        attacks = {a.lower() for a in self.vocabulary.attacks}
        said = [*action.moments, *(c.quoi.nom for c in phrase.circonstances if isinstance(c, A.Durant))]
        other = [m for m in said if self.singular(m).lower() in attacks
                 and self.singular(m).lower() != self.singular(action.pour).lower()]
        if other:
            raise self.semantic(f"des dés « pour {action.pour} » lancés « lors de {other[0]} » : les dés d'une attaque "
                                "ne se lancent pas pendant une autre",
                                supported=["« lancez lors du Combat deux dés supplémentaires pour la Charge »"])

    def _rolls_during(self, action: str) -> tuple[str, ...]:
        """« Lors d'une Riposte »: an action the game names but rolls no dice of its own for (no
        query « dés de riposte »): every roll it asks about, which the circumstance's guard (the
        query's ``nature``) narrows to the rolls of that action."""
        from .render import elide

        v = self.vocabulary
        own = "dés " + elide("de", action.lower())
        if not v.declares_asks or own in v.queries or v.category(action) != "actions":
            return ()
        return tuple(q[len("dés de "):].capitalize() for q in v.queries if q.startswith("dés de "))

    # --- dice, hits, tokens, costs (modifiers) -----------------------------------------------
    def e_DesSupplementaires(self, i, j, phrase, effet, a: A.DesSupplementaires):
        """More or fewer dice for a roll: the query « dés de <moment> » (Combat, Tir, Charge) or
        « dés d'attaque » / « dés de défense » for a named roll (never below zero). Dice said of a
        moment whose own query counts only the dice it adds to another roll (« lance deux dés de moins
        lors d'une Charge »: Pocket Battles' « dés de charge ») are the whole roll of that moment, as a
        player counts them (the base die too); said « pour la Charge » or « au lieu d'un », they are
        that moment's own dice."""
        from .gardes import in_moments
        from .render import elide

        n = self.number(a.nombre)
        count = self._counter(a.pour_chaque)
        out = []
        said = (a.des,) if a.des else self.moments_of(phrase, a)
        for moment in said:
            query = "dés " + elide("de", moment.lower())  # « dés de combat », « dés d'attaque »
            # several moments (« Lors d'une Riposte »: every roll, narrowed): each roll is asked already
            own = a.des or a.pour or a.au_lieu_de is not None or len(said) > 1
            for q, during in ([(query, None)] if own else self._whole_rolls(query, moment)):

                def value(match, bearer, ctx, v, n=n, during=during):
                    if a.mode is not None and ctx.get("mode") != a.mode:  # « … en Mêlée »
                        return v
                    if during is not None and not in_moments(ctx, during):
                        return v
                    if a.au_lieu_de is not None:
                        return n
                    if count is not None:
                        return max(0, v + n * count(match, bearer))
                    return max(0, v + n)

                out.append(self.modifier(q, phrase, value))
        return out

    def e_DesFixes(self, i, j, phrase, effet, a: A.DesFixes):
        """A number of dice set (« ne lance que deux dés de défense ») or bounded (« ne lance jamais plus de
        deux dés »): the same queries as more dice (:meth:`e_DesSupplementaires`), answered after every
        die added or taken away, a set value first, a bound last (``rang``: :mod:`rulekit.abilities`)."""
        from ..abilities import BORNE, FIXE
        from .gardes import in_moments
        from .render import elide

        n = self.number(a.nombre)
        bound = {"exactement": lambda v: n, "au plus": lambda v: min(v, n), "au moins": lambda v: max(v, n)}[a.borne]
        out = []
        for moment in ((a.des,) if a.des else self.moments_of(phrase, a)):
            query = "dés " + elide("de", moment.lower())
            for q, during in self._whole_rolls(query, moment):

                def value(match, bearer, ctx, v, during=during):
                    if a.mode is not None and ctx.get("mode") != a.mode:  # « … en Mêlée »
                        return v
                    if during is not None and not in_moments(ctx, during):
                        return v
                    return bound(v)

                out.append(self.modifier(q, phrase, value, rang=FIXE if a.borne == "exactement" else BORNE))
        return out

    def _whole_rolls(self, query: str, moment: str):
        """The queries whose answer is the whole roll of ``moment`` (``(query, None)``), or, when its own
        query counts only the dice it adds to another roll (a Charge's « dés de charge », which Pocket
        Battles adds to the « dés de combat » of the attack, ``ctx["charge"]``), the game's other rolls,
        narrowed to that moment: « lance toujours quatre dés lors d'une Charge » sets the dice of the
        charge's attack, not its extra dice."""
        rolls = [q for q in self.vocabulary.queries if q.startswith("dés de ") and q != query]
        if moment != "Charge" or query not in self.vocabulary.queries or not rolls:
            return [(query, None)]
        return [(q, frozenset({moment})) for q in rolls]

    def bare_token_on_unit(self, nom: str) -> None:
        """« pour chaque Jeton présent sur elle »: a token on a unit is an order or a wound (one token, two
        faces): which? Refused, never counted as one kind."""
        one = self.singular(nom)
        if self.vocabulary.category(one) == "tokens" and self.vocabulary.category(f"{one} {ORDER_NOUN}") == "tokens":
            raise self.semantic(f"« {nom} » sur une Unité : un Jeton {ORDER_NOUN} ou un Jeton {WOUND_NOUN} ?",
                                supported=[f"« pour chaque Jeton {ORDER_NOUN} présent sur elle »",
                                           f"« pour chaque Jeton {WOUND_NOUN} présent sur elle »"])

    def _counter(self, chaque):
        """What « pour chaque X » counts for a bearer: tokens on it (« Jeton Ordre »), or the units
        around it that fit a designation (« allié adjacent »: among its adjacent units)."""
        if chaque is None:
            return None
        if not isinstance(chaque, A.Designation):
            self.bare_token_on_unit(chaque)
            noun = self.singular(chaque)
            return lambda match, bearer: match.tokens_on(bearer, noun)
        if "adjacent" not in chaque.quals or chaque.ancre is not None or chaque.relative is not None:
            raise self.semantic(f"« pour {chaque.det} {chaque.nom} » : compter où ? "
                                "(« pour chaque unité alliée adjacente »)")
        return lambda match, bearer: sum(1 for u in match.adjacent_units(bearer)
                                         if self.matches(match, bearer, u, chaque))

    def e_CoupsSupplementaires(self, i, j, phrase, effet, a):
        n = self.number(a.nombre)
        least = next((c.acte.au_moins for c in phrase.circonstances
                      if A.affirmed(c) and c.acte.au_moins is not None), 1)
        return [self.modifier("coups", phrase, lambda m, b, ctx, v: v + n if v >= least else v)]

    def order_tokens(self, nom: str) -> None:
        """A player's tokens and an order's price are counted in order tokens (« 1 Jeton Ordre
        supplémentaire disponible », « coûte un Jeton Ordre de moins »): any other noun (« une Troupe de
        moins », « un Jeton Blessure de moins », a wound lying on a troop) is refused, never read as one."""
        kind = self.singular(nom)
        if self.vocabulary.category(kind) != "tokens" or kind.split()[-1] != ORDER_NOUN:
            raise self.semantic(f"« {nom} » : {self.vocabulary.game or 'ce jeu'} compte les jetons d'un joueur et le "
                                f"prix d'un ordre en Jetons {ORDER_NOUN}",
                                supported=[f"« a 1 Jeton {ORDER_NOUN} supplémentaire disponible »",
                                           f"« coûte un Jeton {ORDER_NOUN} de moins »"])

    def e_EnPlus(self, i, j, phrase, effet, a: A.EnPlus):
        n = self.number(a.nombre)
        self.order_tokens(a.nom)
        return [self.modifier("jetons", phrase, lambda m, b, ctx, v: v + n)]

    def e_CoutSelonJetons(self, i, j, phrase, effet, a):
        self._first_priced(phrase, True)  # as many as lie on it: none, the first time
        self.bare_token_on_unit(a.nom)
        named = self._order_named(phrase)

        def value(match, bearer, ctx, v):
            if not named(ctx):
                return v
            return ctx["ordres"] if "ordres" in ctx else match.tokens_on(bearer, self.singular(a.nom))

        return [self.modifier("coût d'ordre", phrase, value)]

    def _order_named(self, phrase):
        """ctx -> is the order asked about the one the subject says: an order by its name (« Le
        Déplacement Tactique de cette Unité coûte … », « Un Tir ne coûte aucun Jeton Ordre »), the
        first order of the turn (« Le premier ordre coûte … », ctx ``ordres`` the orders already
        on the unit), any order when it names none. A name the game does not ask the cost of (its
        vocabulary's ``ordres``) is refused, and so is a word of the subject the cost would drop
        (« Cette seconde Charge ne coûte aucun Jeton Ordre » would make every order free)."""
        names, first = self._order_subject(phrase.sujet)
        if first:
            inner = self._names_test(names)
            return lambda ctx: ctx.get("ordres", 0) == 0 and inner(ctx)
        return self._names_test(names)

    def _order_subject(self, s) -> tuple[tuple[str, ...], bool]:
        """(the order names, is it the first order) of a cost sentence's subject."""
        if s is None:
            return (), False
        if isinstance(s, A.OrdreA):  # « le premier ordre donné à cette Unité »: none on it yet
            return s.ordres, s.premier
        if isinstance(s, A.Designation) and s.relative is None and s.ancre is None \
                and set(s.quals) <= {"premier"} and s.det in COST_DETS:
            if s.nom.lower() == "ordre":  # an order by its name is the bearer's (canonical.order_by_name)
                return (), "premier" in s.quals
        from .render import render

        raise self.semantic(f"« {render(s)} » : le coût se dit d'un ordre de l'unité qui a la capacité : « le premier "
                            "ordre », « un Tir », « la Charge de cette unité », « donner un ordre à cette unité »",
                            supported=self.vocabulary.orders)

    def _names_test(self, names):
        from .gardes import _same

        if not names:
            return lambda ctx: True
        known = self.vocabulary.orders
        for n in names:
            if not any(_same(n, k) for k in known):
                raise self.semantic(f"« {n} de cette unité » : {self.vocabulary.game or 'ce jeu'} ne demande le coût que "
                                    "d'un ordre qu'il nomme", supported=known)
        return lambda ctx: ctx.get("action") is not None and any(_same(str(ctx["action"]), n) for n in names)

    def _first_priced(self, phrase, free: bool) -> None:
        """« Le premier ordre donné à cette Unité » is the order given while no order token lies on it (the rule
        book's « Le premier ordre », Réactive). An order that costs nothing places none: the next would be the
        first again, every order of the round free. Refused, never read as the first order only."""
        if free and self._order_subject(phrase.sujet)[1]:  # « le premier ordre (donné à cette Unité) »
            raise self.semantic("« le premier ordre donné à cette Unité » gratuit : il ne pose aucun jeton Ordre sur "
                                "elle, l'ordre suivant serait encore le premier (le jeu ne compte pas les ordres "
                                "donnés, seulement les jetons posés)",
                                supported=["« Le premier ordre donné à cette Unité coûte toujours 1 Jeton Ordre »",
                                           "« … coûte un Jeton Ordre de plus »"])

    def e_Cout(self, i, j, phrase, effet, a: A.Cout):
        n = self.number(a.nombre)
        self.order_tokens(a.nom)
        self._first_priced(phrase, n == 0)
        named = self._order_named(phrase)

        def value(match, bearer, ctx, v):
            return n if named(ctx) else v

        guard_phrase = A.Phrase(phrase.circonstances, None, phrase.effets)
        return [self.modifier("coût d'ordre", guard_phrase, value)]

    def e_CoutEnPlus(self, i, j, phrase, effet, a: A.CoutEnPlus):
        self.order_tokens(a.nom)
        self._first_priced(phrase, a.nombre < 0)
        guard_phrase = A.Phrase(phrase.circonstances, None, phrase.effets)
        named = self._order_named(phrase)
        return [self.modifier("coût d'ordre", guard_phrase,
                              lambda m, b, ctx, v: max(0, v + a.nombre) if named(ctx) else v)]

    # --- permissions and prohibitions: the « permis » query ----------------------------------
    def permission(self, phrase, effet, test, family: str, against=None):
        """A modifier of the one « permis » query: ``test`` tells the asked action (ctx
        ``action`` and what goes with it), and holds only when that action is ``family``, which
        is checked against what the game asks (so the permission is dispatched for it only);
        ``against``, a designation the unit the bearer would fight (ctx ``adversaire``) fits."""
        if self.is_opponent(phrase.sujet):
            # « L'Adversaire ne peut pas tirer »: read of the unit the bearer fights, known only where the game asks
            # this permission against a unit (checked by ``check_asks``)
            self.opposed.append(family)
        allowed = effet.modalite != "ne peut pas"
        self.families.append(family)
        if against is not None:
            self.against.append((family, _said_unit(against)))

        def value(match, bearer, ctx, v):
            if against is not None and not self.matches(match, bearer, ctx.get("adversaire"), against):
                return v
            return allowed if test(ctx) else v

        return [self.modifier("permis", phrase, value, actions={family})]

    def e_Effectuer(self, i, j, phrase, effet, a: A.Effectuer):
        action = self.singular(a.action)
        return self.permission(phrase, effet, lambda ctx: ctx.get("action") == action, family=action)

    def e_Tirer(self, i, j, phrase, effet, a: A.Tirer):
        depuis = self.singular(a.depuis.nom) if a.depuis else None
        zones = {self.singular(d.nom) for d in a.sur}
        adjacent = a.de is not None and "adjacent" in a.de.quals
        # « contre une Unité qui Charge »: the game says whether the target charges; any other
        # target is not part of the permission it asks, so refuse it rather than widen the shot
        chargeant = a.contre is not None and a.contre.relative is not None and a.contre.relative.verbe == "charger"
        v = self.vocabulary
        if v is not None and v.permissions and "tirer" not in v.permissions:
            # said first, with its position: what the game never asks (PT shoots by its Attaque Distante)
            raise self.semantic(f"{v.game or 'ce jeu'} ne demande jamais si une unité peut « tirer »",
                                supported=v.permissions)
        if a.contre is not None and (not chargeant or a.contre.quals
                                     or a.contre.nom.lower() not in ("unité", "unités")):
            raise CompileError(f"{self.name}: « tirer contre {a.contre.nom} … » : la permission de tirer ne dit "
                               "que d'où (« depuis »), sur quelle zone (« sur ») et contre une unité qui charge")

        # (lead-pb) zones said with no sector are the shooter's own sector's (« peut tirer sur l'Arrière »): the game
        # asks « secteur » « même » of a unit its rules keep out of reach there; those the rules always reach there
        # (its vocabulary's « zones visées ») would change nothing: refused, never compiled to nothing
        own = bool(zones) and not adjacent and bool(v is not None and v.shot_zones)
        if own and zones <= set(v.shot_zones):
            said = " et ".join(f"la {z}" for z in sorted(zones))
            raise self.semantic(f"« tirer sur {said} » : selon les règles, une Unité tire déjà sur "
                                f"{' et '.join(f'la {z}' for z in v.shot_zones)} de son propre Secteur ; dites de quels "
                                "Secteurs (« … des Secteurs adjacents ») ou une autre zone (« sur l'Arrière »)")

        def test(ctx):
            if ctx.get("action") != "tirer":
                return False
            if chargeant and not ctx.get("cible_charge"):
                return False
            if depuis is not None and ctx.get("depuis") != depuis:
                return False
            if zones and ctx.get("zone") not in zones:
                return False
            if adjacent and ctx.get("secteur") != "adjacent":
                return False
            if own and ctx.get("secteur") != "même":
                return False
            return True

        return self.permission(phrase, effet, test, family="tirer")

    def e_RecevoirOrdre(self, i, j, phrase, effet, a: A.RecevoirOrdre):
        action = self.singular(a.action)
        said = a.meme_si
        if said is not None and (said.verbe not in ("avoir fait", "effectuer") or said.objet is None
                                 or said.phase not in (None, "premier")):  # a redeployment is in the first phase
            from .render import acte

            raise self.semantic(f"« même si {acte(said)} » : la concession dit ce que l'unité a fait avant l'ordre "
                                "(« même si elle a fait un Redéploiement d'Unité »)")
        if said is not None and not (said.sujet is None or said.sujet == phrase.sujet
                                     or isinstance(said.sujet, A.Pronom) and said.sujet.mot != "vous"):
            # (lead-para3) the game asks what the unit ordered did, not the player or another unit: « même si vous
            # avez fait … » compiled as the unit's own redeployment
            from .render import acte

            raise self.semantic(f"« même si {acte(said)} » : la concession dit ce que l'unité qui reçoit l'ordre a fait "
                                "(« même si elle a fait un Redéploiement d'Unité »)")
        after = self.singular(said.objet.nom) if said is not None else None
        if after is not None and self.vocabulary.declares_asks and after not in self.vocabulary.after:
            raise self.semantic(f"« même si elle a fait {said.objet.det} {after} » : {self.vocabulary.game or 'ce jeu'} "
                                "ne demande pas ce qu'une unité a fait avant un ordre", supported=self.vocabulary.after)
        return self.permission(phrase, effet, lambda ctx: ctx.get("action") == action and ctx.get("après") == after,
                               family=action)

    def restriction(self, phrase: A.Phrase):
        """« Cette caractéristique ne peut pas être utilisée pour tirer contre une Unité qui Charge »:
        a test over a query context under which the ability's modifiers stay silent."""
        tests = []
        for effet in phrase.effets:
            if (isinstance(effet, A.Effet) and isinstance(effet.action, A.Utilisable)
                    and effet.modalite == "ne peut pas" and effet.action.pour is not None):
                inner = effet.action.pour
                if (isinstance(inner, A.Tirer) and inner.contre is not None and inner.contre.relative is not None
                        and inner.contre.relative.verbe == "charger"):
                    tests.append(lambda ctx: ctx.get("action", "tirer") == "tirer" and bool(ctx.get("cible_charge")))
                else:
                    from .render import said

                    raise CompileError(f"{self.name}: « ne peut pas être utilisée pour {said(inner)} » : le jeu ne "
                                       "sait interdire une caractéristique que pour tirer contre une unité qui charge")
        return tests

    # --- orders given through the ability (Ordre Double, Santé): « actions spéciales » --------
    def activation(self, i, j, phrase, call):
        """An order to the bearer may be given for this effect: offer it, run it when used."""
        name = self.name
        offer = Modifier("actions spéciales", lambda m, b, ctx, v: tuple(v) + ((name,) if unit_ok(ctx, b) and name not in v else ()),
                         about_bearer=True)  # offered to its bearer only: dispatch skips the other units

        def fn(match, bearer, event):
            from .gardes import field

            if field(event, "unit") == bearer and getattr(event, "nom", None) == name:
                call(match, bearer, event)

        return [offer, Trigger("caractéristique utilisée", fn)]

    def _activated(self, phrase):
        return any(isinstance(c, A.Activation) for c in phrase.circonstances)

    def e_DonnerOrdres(self, i, j, phrase, effet, a: A.DonnerOrdres):
        n = {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4}.get(a.cible.det, 1)
        return self.activation(i, j, phrase, lambda m, b, ev: m.donner_ordres(b, n))

    def e_Recuperer(self, i, j, phrase, effet, a: A.Recuperer):
        if a.de is None:  # « son propriétaire récupère un Jeton Ordre »: from where?
            from .render import render

            raise self.semantic(
                f"« récupérer {render(a.quoi)} » sans dire d'où : {self.vocabulary.game or 'ce jeu'} ne donne aucun "
                "jeton à un événement ; on récupère un Jeton Blessure d'une Unité amie (« récupérer un Jeton Blessure "
                "de n'importe quelle Unité amie »), et un Jeton Ordre de plus se dit tant qu'une condition dure",
                supported=["« Si cette Unité est présente sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre "
                           "supplémentaire disponible »"])
        kind = self.singular(a.quoi.nom)
        if self.vocabulary.category(kind) != "tokens" or kind.split()[-1] != WOUND_NOUN:
            raise self.semantic(f"« récupérer {_said_unit(a.quoi)} » : le jeu ne reprend qu'un Jeton {WOUND_NOUN} d'une "
                                "Troupe amie (ses jetons Ordre reviennent à la fin de la manche)",
                                supported=[f"« récupérer un Jeton {WOUND_NOUN} de n'importe quelle Unité amie »"])
        d = a.de
        friendly = isinstance(d, A.Designation) and (d.nom.lower() in ("allié", "alliés", "ami", "amis")
                                                     or bool(FRIENDLY & set(d.quals)))
        if not friendly or set(d.quals) - FRIENDLY or d.relative is not None or d.ancre is not None:
            from .render import elide

            raise self.semantic(f"« récupérer … {elide('de', _said_unit(d))} » : le jeu reprend un jeton Blessure de l'Unité "
                                "amie que le joueur choisit, d'aucune autre",
                                supported=[f"« récupérer un Jeton {WOUND_NOUN} de n'importe quelle Unité amie »"])
        return self.activation(i, j, phrase, lambda m, b, ev: m.recuperer_blessure(b))

    # --- triggered effects -----------------------------------------------------------------
    def on_event(self, phrase, call):
        kind, guard = self.after_event(phrase)

        def fn(match, bearer, event):
            if guard(match, bearer, event):
                call(match, bearer, event)

        return [Trigger(kind, fn)]

    def e_DonnerOrdre(self, i, j, phrase, effet, a: A.DonnerOrdre):
        from .gardes import field

        n = self.number(a.action.nombre) if isinstance(a.action, A.DesSupplementaires) else 1
        return self.on_event(phrase, lambda m, b, ev: m.ordre_pour_de(b, field(ev, "unit"), n))

    def e_MettreDeCote(self, i, j, phrase, effet, a: A.MettreDeCote):
        """« l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés » (Dissoudre), « … deux
        Jetons Ordre »: that many of the player's unused order tokens are set aside, as if spent (what
        « Passer » does with one), each while the player has one (``match.mettre_de_cote``). The game sets
        aside nothing else: a wound token (it lies on a troop) or a unit is refused, as is a number it
        cannot tell (« ses Jetons Ordre »: how many?)."""
        from .words import NUMBER_WORDS

        quoi = a.quoi
        kind = self.singular(quoi.nom)
        if self.vocabulary.category(kind) != "tokens" or kind.split()[-1] != ORDER_NOUN:
            raise self.semantic(f"« mettre de côté {_said_unit(quoi)} » : le jeu ne met de côté que des jetons Ordre "
                                "inutilisés, comme s'ils avaient été dépensés (un jeton Blessure est sur une Troupe)",
                                supported=[f"« mettre de côté l'un de ses Jetons {ORDER_NOUN} inutilisés »",
                                           f"« mettre de côté deux Jetons {ORDER_NOUN} »"])
        n = 1 if quoi.det in ("l'un de ses", "l'une de ses") else NUMBER_WORDS.get(quoi.det)
        if n is None:
            raise self.semantic(f"« mettre de côté {_said_unit(quoi)} » : combien ? (« un », « deux », "
                                f"« l'un de ses Jetons {ORDER_NOUN} »)")
        other = [q for q in quoi.quals if q != "inutilisé"]
        if other or quoi.relative is not None or quoi.ancre is not None:
            raise self.semantic(f"« mettre de côté {_said_unit(quoi)} » : les jetons mis de côté sont les jetons "
                                "inutilisés du joueur, sans autre précision")
        player = self.player_of(phrase)  # « l'Adversaire doit mettre de côté … »

        def set_aside(m, b, ev):
            for _ in range(n):
                m.mettre_de_cote(player(m, b))

        return self.on_event(phrase, set_aside)

    def e_Charger(self, i, j, phrase, effet, a: A.Charger):
        """« elle doit (peut) Charger une autre Unité ennemie éligible, sans dépenser de Jetons Ordre »:
        the charge an ability gives after an event is no order, so it spends none of the tokens an
        order costs (« sans dépenser de Jetons Ordre » says so); said to spare anything else
        (« sans dépenser de Jetons Blessure »), it is refused, never read as that charge. « peut »: its
        owner may decline it; « doit » (or a bare verb): it is made."""
        spared = self.singular(a.sans_depenser) if a.sans_depenser is not None else None
        if spared is not None and (self.vocabulary.category(spared) != "tokens" or spared.split()[-1] != ORDER_NOUN):
            raise self.semantic(f"« sans dépenser de {a.sans_depenser} » : une charge sans ordre épargne les "
                                f"jetons d'un ordre (« sans dépenser de Jetons {ORDER_NOUN} »), pas autre chose")
        who = a.cible
        if effet.modalite == "ne peut pas":  # « ne peut pas charger un Cavalier »: the charger's « permis » names no target
            raise self.semantic(f"« ne peut pas charger {_said_unit(who)} » : quand {self.vocabulary.game or 'ce jeu'} "
                                "demande si une unité peut « charger », il ne dit pas contre quelle unité",
                                supported=["« ne peut pas être chargée »", "« ne peut pas charger »"])
        if not (self.names_units(who) and ("ennemi" in who.quals or who.nom.lower() in ("ennemi", "ennemis"))):
            raise self.semantic(f"« charger {_said_unit(who)} » : une charge se fait contre une unité ennemie "
                                "(« une autre Unité ennemie éligible »)")
        obligatoire = effet.modalite != "peut"
        return self.on_event(phrase, lambda m, b, ev: m.charger_encore(b, obligatoire))

    def e_Rendre(self, i, j, phrase, effet, a):
        """« Rendez le Jeton Ordre quand l'Unité est détruite » (Meneur): the token it gave; anything else given
        back (« la Troupe », « le Jeton Blessure ») is refused, never read as that token."""
        self.order_tokens(a.quoi.nom)
        return self.on_event(phrase, lambda m, b, ev: m.rendre_jeton(m.owner(b)))


def _said_unit(d: A.Designation) -> str:
    from .render import render

    return render(d)


def unit_ok(ctx, bearer) -> bool:
    return unit_of(ctx) == bearer
