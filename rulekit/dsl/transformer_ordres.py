"""Pocket Battles' orders and tokens read into their AST nodes (« Donnez un ordre à cette Unité pour … », « coûte
un Jeton Ordre de moins », « mettre de côté », « récupérer », « Charger … sans dépenser »): one method per
grammar alternative. Mixed into :class:`rulekit.dsl.transformer.ToAst`."""

from __future__ import annotations

import re

import attrs
from lark import Token

from . import ast as A
from . import canonical, grammar, pour_unite, verbs
from .lecture import _QUAL_WORDS, _durant, _kind, _lift, _mode, _squash, _thrown_when, _tiles_more
from .words import NUMBER_WORDS
from .words import nodes as _nodes
from .words import tokens as _tokens


class OrdresToAst:
    # --- Pocket Battles effects -------------------------------------------------------
    def des_contre_nommee(self, c):
        """« lance un dé de défense supplémentaire contre les Attaques Distantes »: when it is attacked by one
        (:func:`.lecture._durant`; the attack named as the agent, as « est attaqué par une Attaque Distante »)."""
        nommee = self.c_contre_nommee(c)[1]
        return ("contre nommée", nommee)

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

    def des_supp_pour_avant(self, c):
        """« lancez pour la Charge deux dés supplémentaires » = « lancez deux dés supplémentaires pour la Charge »:
        what the dice are for, said before them (once: said again after them, refused)."""
        nodes, durant = _durant(_nodes(c))
        pour, rest = nodes[0], nodes[1:]
        if any(isinstance(n, dict) for n in rest):
            raise ValueError("deux fois « pour … » pour les mêmes dés")
        at = 2 if rest and isinstance(rest[0], tuple) else 1  # after the number (and the moments before it)
        return _lift(durant, self._des_supp(c, [*rest[:at], pour, *rest[at:]]))

    def des_autant(self, c):
        """« lance autant de dés supplémentaires qu'elle porte de Jetons Ordre » = « … un dé supplémentaire pour
        chaque Jeton Ordre présent sur elle »: one die per token counted (:meth:`autant_que`)."""
        nodes, durant = _durant(_nodes(c))
        at = next(i for i, n in enumerate(nodes) if isinstance(n, dict))
        return _lift(durant, self._des_supp(c, [*nodes[:at], 1, *nodes[at:]]))

    def autant_que(self, c):
        """« qu'elle porte de Jetons Ordre (pas Blessure) »: the count of « pour chaque Jeton Ordre (pas Blessure)
        présent sur elle » (:meth:`pour`), of the subject (« elle »: who throws the dice)."""
        if str(_tokens(c, "PRONOM")[0]) not in ("il", "elle", "ils", "elles"):
            raise ValueError("« autant de dés … que … » : les jetons qu'elle porte (« qu'elle porte de Jetons Ordre »)")
        counted, *rest = _nodes(c)
        return self.pour([self._singular(counted), *rest])

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

    def des_nombre(self, c):
        """« lance trois dés d'attaque » = « lance toujours 3 dés d'attaque »: a number of the dice of a
        roll the game names (« de défense », « en attaque », « de Combat ») is that roll's number, set;
        « lance deux dés » names no roll: how many more, or which roll? (refused)."""
        fixed = self._des_fixes(c, "exactement")
        said = fixed[2] if isinstance(fixed, tuple) else fixed   # (« lift », circumstance, dice): _lift
        if said.des is None and not said.moments:
            raise ValueError("« lance N dés » : de quel jet ? (« lance toujours 3 dés d'attaque », "
                             "« lance 2 dés supplémentaires »)")
        return fixed

    def des_jamais_apres(self, c):
        """(lead-pb2) « lance trois dés de Combat, jamais plus » = « ne lance jamais plus de trois dés de Combat »: a bound
        said after the dice (« …, jamais moins »: at least)."""
        more = str(_tokens(c, "JAMAIS_BORNE")[0]).split()[-1] == "plus"
        return self._des_fixes(c, "au plus" if more else "au moins")

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
        if det != "chaque" and (self.is_unit_noun(noms[0]) or noms[0].lower() in ("unité", "unités")):
            # « lancez 2 dés supplémentaires pour cette Unité » = « cette Unité lance … » (pour_unite.lift)
            if det not in pour_unite.ONE_UNIT or len(nodes) > 1:
                raise ValueError(f"« pour {det} {noms[0]} » : les dés d'une unité se disent d'elle (« cette Unité "
                                 "lance … », « lancez … pour cette Unité »)")
            return {"pour": pour_unite.PourUnite(self.designation([Token("DET", det), noms[0]]))}
        fields = {"pour_chaque" if det == "chaque" else "pour": noms[0]}
        if len(noms) > 1:
            if noms[1].lower() in noms[0].lower().split():  # « pour chaque Jeton Ordre (pas Ordre) »: nothing counted
                raise ValueError(f"« {noms[0]} (pas {noms[1]}) » : ce qui est exclu est un autre genre de jeton "
                                 "(« Jeton Ordre (pas Blessure) »)")
            fields["exclu"] = noms[1]
        return fields

    def coups_supp(self, c):
        return A.CoupsSupplementaires(_nodes(c)[0])

    def en_donne(self, c):
        """« en donne 2 supplémentaires »: the hits counted before, named once the phrase is whole (anaphore_en)."""
        from .anaphore_en import EnRepris

        return EnRepris("donner", _nodes(c)[0], _tokens(c, "EN_REPRIS")[0].start_pos)

    def blessures_supp(self, c):
        """« inflige une Blessure supplémentaire » = « donne un coup supplémentaire »: a wound is dealt per hit
        (the game's noun of a wound, « Blessure »; any other thing given is not a hit)."""
        nom = self._singular(self.noun(_tokens(c, "NOM")[0]))
        if nom.lower() not in ("blessure", "jeton blessure"):
            raise ValueError(f"« donne … {nom} de plus » : des coups ou des Blessures (« inflige une Blessure "
                             "supplémentaire », « donne un coup supplémentaire »)")
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
            said_again = set(part) & set(fields)
            if said_again:  # « tirer sur une Unité sur la Zone Avant »: the second would replace the first
                raise ValueError("« tirer sur … sur … » : les cibles d'un tir se disent en une liste (« sur A et B »)"
                                 if "sur" in said_again else "« tirer depuis … depuis … » : un tir part d'un seul endroit")
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

    def jetons_sur_egal(self, c):
        """« un nombre de Jetons Ordre égal à celui des Jetons Ordre présents sur elle » = « le même nombre de Jetons
        Ordre présents sur elle »: the tokens paid are those counted (another kind counted, refused)."""
        paid, counted = (self.noun(t) for t in _tokens(c, "NOM"))
        if paid != counted:
            raise ValueError(f"« un nombre de {paid} égal à celui des {counted} … » : dites « le même nombre de {paid} "
                             "présents sur elle »")
        return paid

    def cout(self, c):
        return A.Cout(_nodes(c)[0], self.noun(_tokens(c, "NOM")[0]))

    def cout_en_plus(self, c):
        """« coûte un Jeton Ordre de moins » (than the game would ask), « … de plus »."""
        n = _nodes(c)[0]
        if not isinstance(n, int) or n == 0:
            raise ValueError("« coûte … de plus / de moins » : combien ? (« coûte un Jeton Ordre de moins »)")
        sign = -1 if str(_tokens(c, "PLUS_MOINS")[0]) == "moins" else 1
        return A.CoutEnPlus(sign * n, self.noun(_tokens(c, "NOM")[0]))

    def cout_en_plus_supp(self, c):
        """(lead-pb) « coûte un Jeton Ordre supplémentaire » (« … en plus ») = « coûte un Jeton Ordre de plus »."""
        n = _nodes(c)[0]
        if not isinstance(n, int) or n == 0:
            raise ValueError("« coûte … supplémentaire » : combien ? (« coûte un Jeton Ordre supplémentaire »)")
        return A.CoutEnPlus(n, self.noun(_tokens(c, "NOM")[0]))

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

    def proposition_donner_ordre_pour(self, c):
        """(lead-para3) « Vous pouvez donner un ordre à cette Unité pour réaliser une Action (même si …) » = « Cette
        Unité peut recevoir un ordre pour réaliser une Action (…) »: the player gives what the unit receives; the unit
        is the subject (a concession's act said of it, as after « peut recevoir »)."""
        sujet, cible, *concession = _nodes(c)
        if sujet != A.Pronom("vous"):
            raise ValueError("« … peut donner un ordre à … pour … » : c'est le joueur qui donne l'ordre (« Vous pouvez "
                             "donner un ordre à cette Unité pour … » = « Cette Unité peut recevoir un ordre pour … »)")
        recu = A.RecevoirOrdre(self.noun(_tokens(c, "NOM")[0]), concession[0] if concession else None)
        return (cible, (A.Effet(recu, "peut"),))

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
