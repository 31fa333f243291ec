"""The effects of a sentence (« lance un dé de plus », « peut relancer », « ne peut pas attaquer », a reach, a
summoning, Pocket Battles' orders and tokens) read into their AST nodes: one method per grammar alternative.
Mixed into :class:`rulekit.dsl.transformer.ToAst`, as :class:`.sheet.SheetToAst` is."""

from __future__ import annotations

import re

import attrs
from lark import Token

from . import ast as A
from . import assembly, canonical, en_tete, grammar, verbs
from .exclusion import EXCLUDED
from .lecture import COUNTED_DETS, OCCUPIED_BY_AN_ENEMY, _kind, _lift, _mode, _squash, _tiles_more
from .words import ADJ_OF, NUMBER_WORDS
from .words import nodes as _nodes
from .words import tokens as _tokens


class EffetsToAst:
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
        if isinstance(quoi, A.Tuile):  # « invoquer sur une tuile Forêt un Stalker … »: the tile said first
            quoi, tuile = tuile, quoi
        if sujet != A.Pronom("vous"):
            raise ValueError("« … peut invoquer … » : c'est le joueur qui invoque (« vous pouvez invoquer … »)")
        return (quoi, (A.Effet(A.Invoque(tuile), "peut"),))

    def proposition_on_ne_peut_pas(self, c):
        """« On ne peut pas attaquer cette Unité » = « Cette Unité ne peut pas être attaquée »: the prohibition of an
        attack on a unit said impersonally (another act of « on », refused: whose act?)."""
        verbe, quoi, *mode = _nodes(c)
        passive = verbs.PASSIVES.get(verbe) or {"charger": "être chargé"}.get(verbe)
        if passive not in ("être attaqué", "être chargé"):
            raise ValueError(f"« On ne peut pas {verbe} … » : on attaque ou on charge une unité (« On ne peut pas "
                             "attaquer cette Unité » = « Cette Unité ne peut pas être attaquée »)")
        return (quoi, (A.Effet(self._agir(passive, **({"mode": _mode(mode[0])} if mode else {})), "ne peut pas"),))

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

    def proposition_aucun_passif(self, c):
        """(lead-para3) « Aucun Redéploiement d'Unité ne peut être effectué par cette Unité » = « Cette Unité ne
        peut pas effectuer de Redéploiement d'Unité »: the passive of « ne peut effectuer aucun … », its agent the
        unit forbidden (« n'est effectué par » as « n'effectue aucun »)."""
        return (_nodes(c)[-1], (A.Effet(self.effectuer(c), "ne peut pas"),))

    def effet_simple(self, c):
        return A.Effet(c[0])

    def effet_peut(self, c):
        return A.Effet(c[1], "peut")

    def effet_relance_accordee(self, c):
        """« bénéficie d'une relance (supplémentaire) (de défense) » = « peut relancer un dé (de défense) »: a reroll of
        one die granted, which the player may use."""
        rest = _nodes(c)
        return A.Effet(A.Relance(False, None, False, nombre=rest[0], des=_kind(rest[1:])), "peut")

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

    def effet_ne_que_si(self, c):
        """(lead-pb2) « ne peut être la cible d'un Tir que si elle est dans la Zone de Combat » = « ne peut pas être la
        cible d'un Tir, sauf si elle est dans la Zone de Combat »: the prohibition, its condition negated the phrase's."""
        action, acte = _nodes(c)
        return A.Effet(_lift(A.Si(acte, non=True), action), "ne peut pas")

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

    def effet_ni_effectuer(self, c):
        """(lead-pb) « ne peut effectuer ni Déplacement Tactique ni Redéploiement d'Unité » = « ne peut pas effectuer de
        Déplacement Tactique ni de Redéploiement d'Unité »: one prohibition per action named."""
        return [A.Effet(self.effectuer([t]), "ne peut pas") for t in _tokens(c, "NOM")]

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
        verbe, (kind, allowed) = said
        if verbe == "être battu":
            return self._battu_que(kind, allowed)
        if kind == "terrains" or verbe in ("se déplacer", "aller"):
            return self._aller_que(verbe, kind, allowed)
        if kind == "unités":
            return self._par_que(verbe, allowed)
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

    def effet_jamais_battu(self, c):
        """« ne peut pas être battu par une attaque de Mêlée » = « ne peut être battu que par une attaque de
        Distance ou de Magie » (the game's other modes); « ne peut pas être battu » = « survit
        automatiquement »."""
        said = [n for n in _nodes(c) if isinstance(n, tuple)]
        verbe = next(n for n in _nodes(c) if isinstance(n, str))
        if verbe != "être battu":  # « ne peut pas être détruit » where the game destroys by no beating
            if said:
                raise ValueError(f"« ne peut pas {verbe} par … » : ce jeu ne dit pas « {verbe} » pour « être battu »")
            return A.Effet(self._agir(verbe), "ne peut pas")
        if not said:
            return A.Effet(A.Rester("en vie"))
        (kind, forbidden), = said
        if kind != "modes":
            raise ValueError("« ne peut pas être battu par … » : un mode d'attaque (« par une attaque de Mêlée »)")
        allowed = [m for m, _ in self.vocabulary.modes if m not in forbidden]
        if not allowed:
            return A.Effet(A.Rester("en vie"))   # every mode said: never beaten
        return self._battu_que(kind, tuple(allowed))

    def que_modes(self, c):
        return ("modes", tuple(dict.fromkeys(self.c_mode([t])[1] for t in _tokens(c, "NOM"))))

    def _par_que(self, verbe, allowed):
        """« ne peut être attaqué que par un Archer » = « ne peut pas être attaqué par une unité autre qu'un Archer »;
        « ne peut être chargée que par une Cavalerie » = « … être chargée par une unité autre qu'une Cavalerie »:
        the units of every other kind forbidden (:mod:`.exclusion`), as the designation says it (lead-pb2)."""
        if verbe not in ("être attaqué", *verbs.ATTACKED_BY):
            raise ValueError(f"« ne … {verbe} que par un … » : « ne peut être attaqué que par un Archer », « ne peut "
                             "être chargée que par une Cavalerie »")
        agent = self.designation(["une", "unité", (EXCLUDED, allowed)])
        agir = A.Agir("être attaqué", agent)
        return A.Effet(agir if verbe == "être attaqué" else self._attacked_in(verbe, agir), "ne peut pas")

    def que_attaques(self, c):
        """« que par des Attaques Proches (ou …) »: the game's attacks (its vocabulary's « attaques »); « que par un
        Archer (ou un Druide) »: units of those kinds (an exclusion of the others, :meth:`_par_que`)."""
        if all(self.is_unit_noun(self._singular(self.noun(t))) for t in _tokens(c, "NOM")):
            dets = _tokens(c, "DET")
            if len(dets) != len(_tokens(c, "NOM")):
                raise ValueError("« que par un Archer ou un Druide » : l'article de chaque sorte d'unité")
            return ("unités", self.exclusion(c)[1])
        known = {a.lower(): a for a in self.vocabulary.attacks}
        counted = [d for d in _tokens(c, "DET") if _squash(str(d)).lower().split()[0] in COUNTED_DETS]
        if counted:  # « que par deux Attaques Proches »: a number of attacks, which the kinds allowed drop
            raise ValueError(f"« que par {_squash(str(counted[0]))} … » : une sorte d'attaque, pas un nombre "
                             "(« que par des Attaques Proches »)")
        said = []
        for t in _tokens(c, "NOM"):
            nom = self._singular(self.noun(t))
            if nom.lower() not in known:
                raise ValueError(f"« que par … {nom} » : une attaque du jeu "
                                 f"({', '.join(self.vocabulary.attacks) or 'il n’en nomme aucune'}) ou une sorte "
                                 "d'unité (« que par un Archer »)")
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

    def immunite_nommee(self, c):
        """« immunisé contre les Attaques Distantes » = « … aux Attaques Distantes »: one of the game's attacks whose name
        starts with « attaque » (ATTAQUE_NOMMEE, which « contre les attaques » alone would cut)."""
        nom = self.c_contre_nommee(c)[1]
        return A.Agir("être attaqué", A.Designation("des", self.vocabulary.plural(nom)))

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
        free = self.effet_gratuitement(c)
        spared = self._singular(self.noun(_tokens(c, "NOM")[0]))
        spared = self._order_token(spared) or spared  # « sans dépenser de Jeton »: of the tokens a player spends
        if spared != free[2].action.nom:
            raise ValueError(f"« sans dépenser de {spared} » : un ordre se paie en "
                             f"{self.vocabulary.plural(free[2].action.nom)}")
        return free

    def effet_gratuitement(self, c):
        """« peut Charger gratuitement » = « … sans dépenser de Jeton Ordre »: the order the game names by that
        verb's noun, paid with no token (:meth:`effet_sans_depenser`)."""
        verbe = _nodes(c)[0]
        cost = self.effet_gratuit(c)
        orders = [o for o in self.vocabulary.orders if verbs.NOMINALISATIONS.get(o.lower()) == verbe]
        if not orders:
            said = [o for o in self.vocabulary.orders if o.lower() in verbs.NOMINALISATIONS]
            raise ValueError(f"« {verbe} » sans rien dépenser : un ordre que le jeu nomme par son verbe "
                             f"({', '.join(said) or 'il n’en nomme aucun'})")
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
        return self.vocabulary.verb(verbs.verb_of_terminal(c[0].type))

    def etre_battu(self, c):
        """« être battu », or « être détruit » where the game says it so (its vocabulary's « verbes »)."""
        return self.vocabulary.verb(verbs.verb_of_terminal(c[0].type))

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
        """« compte pour deux unités » (« deux unité », « une unités »: the number says it, one AST; French makes
        the noun plural from two on: « 0 unité », « 1 unité »)."""
        n, nom = _nodes(c)[0], str(_tokens(c, "NOM_COMMUN")[0]).lower()
        if not isinstance(n, int):  # « x unités »: as written
            return A.CompteComme(n, nom)
        singular = nom[:-1] if nom.endswith("s") else nom
        return A.CompteComme(n, singular + "s" if n >= 2 else singular)  # « 0 unité », « 1 unité », « 2 unités »

    def compte_double(self, c):
        """« compte double » = « compte pour deux unités »."""
        return A.CompteComme(2, "unités")

    def forcer_relance(self, c):
        """« choisir un dé de son adversaire et l'obliger (contraindre celui-ci) à le relancer »: the opponent
        rerolls; a die of another unit (« de son allié ») is not one the opponent rerolls: refused."""
        qui = _squash(str(_tokens(c, "NOM_COMMUN")[0]))
        if qui not in ("adversaire", "ennemi", *canonical.ROLES):
            raise ValueError(f"« choisir un dé de son {qui} et l'obliger à le relancer » : c'est l'adversaire qui "
                             "relance (« un dé de son adversaire »)")
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
            return A.Relance(True, once, before, des=_kind(rest), rates=bool(_tokens(c, "RATES")))
        if _tokens(c, "RATES"):
            raise ValueError(f"« {n} dé(s) {_squash(str(_tokens(c, 'RATES')[0]))} » : ses dés ratés (chacun de ceux qui "
                             "n'ont pas touché : « relance ses dés ratés »), ou un nombre de dés (« peut relancer un "
                             "dé »)")
        return A.Relance(False, once, before, nombre=n, des=_kind(rest))

    def relance_pour(self, c):
        """« relance un dé pour chaque Lancier allié adjacent »: ``nombre`` dice for each unit around the bearer that
        fits (as « lance un dé supplémentaire pour chaque … » counts them); a token counted, refused."""
        said = next(n for n in _nodes(c) if isinstance(n, dict))
        counted = said.get("pour_chaque")
        if not isinstance(counted, A.Designation) or set(said) != {"pour_chaque"}:
            raise ValueError("« relancer un dé pour … » : un dé pour chaque unité comptée autour d'elle (« pour chaque "
                             "Lancier allié adjacent »)")
        rest = [n for n in _nodes(c) if not isinstance(n, dict)]
        n = next(x for x in rest if x not in ("une_fois", "avant"))
        if n == "tous":
            raise ValueError("« relancer tous les dés pour chaque … » : un nombre de dés pour chaque unité comptée")
        return A.Relance(False, 1 if "une_fois" in rest else None, "avant" in rest, nombre=n, des=_kind(rest),
                         pour_chaque=counted)

    def relance_de_unite(self, c):
        """(lead-pb2) « relancer un dé de Tir de cette Unité »: the unit whose dice, the subject (pour_unite.lift: « Vous
        pouvez relancer un dé de Tir de cette Unité » = « Cette Unité peut relancer un dé de Tir »)."""
        from .pour_unite import PourUnite

        unite = next(x for x in _nodes(c) if isinstance(x, A.Designation))
        if unite.quals or unite.relative is not None or unite.ancre is not None:
            raise ValueError("« relancer un dé de … » : les dés de l'unité qui porte la capacité (« relancer un dé de Tir "
                             "de cette Unité ») ; les dés de l'adversaire : « obliger l'Adversaire à relancer un dé »")
        return attrs.evolve(self.relance([x for x in c if x is not unite]), pour=PourUnite(unite))

    def relance_tous(self, c):
        """« relancer tous ses dés »; « relancer ses dés ratés »: each die that scored nothing (``rates``)."""
        rest = _nodes(c)
        return A.Relance(True, 1 if "une_fois" in rest else None, "avant" in rest, des=_kind(rest),
                         rates=bool(_tokens(c, "RATES")))

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

    def portee_verbe(self, c):
        """« attaquer jusqu'à 3 tuiles (de distance) » = « tirer jusqu'à 3 tuiles »: an attack that far is
        a distant one, whatever its mode; a reach said of another act (« se déplacer », « charger ») is not
        one an attack has (a move's reach is « se déplacer de 2 tuiles »)."""
        verbe, distance = _nodes(c)
        if verbe not in ("attaquer", "tirer"):
            raise ValueError(f"« {verbe} jusqu'à … tuiles » : une portée se dit d'une attaque "
                             "(« attaquer jusqu'à 3 tuiles », « se déplacer de 2 tuiles »)")
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
        said = [n for n in nodes if isinstance(n, tuple)]  # « avec Magie »: the attack's mode (des_mode)
        nodes = [n for n in nodes if not isinstance(n, tuple)]
        mode = _mode(said[0]) if said else None
        if _tokens(c, "SUR_CIBLE"):  # « sur une cible » = « contre des unités »
            nodes = [A.Designation("des", "unités"), *nodes]
        cibles, distance = nodes[:2] if len(nodes) > 1 else (A.Designation("des", "unités"), nodes[0])
        cibles = canonical.targets(cibles)
        return A.Portee(action, cibles, distance, mode=mode)

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
        if said == "les":  # « les suivre », « les accompagner »
            raise ValueError(f"« les {_squash(str(c[1]))} » : une seule unité (« le suivre », « la suivre », "
                             "« l'accompagner »)")
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

    def etre_cible_exclue(self, c):
        """« être attaqué par une unité autre qu'un Archer » (« … qui n'est pas un Archer »): by any unit but those."""
        return A.Agir("être attaqué", _nodes(c)[-1])

    def etre_charge_exclue(self, c):
        """« être chargée par une unité autre qu'une Cavalerie » = « Durant une Charge, … être attaquée par une unité
        autre qu'une Cavalerie » (as :meth:`etre_charge_par`)."""
        return self._attacked_in(self.verb_of(_tokens(c, "V_ETRE_CHARGE")[0]), A.Agir("être attaqué", _nodes(c)[-1]))

    def _attacked_in(self, verbe, agir):
        """« être chargé par … »: attacked so in the game's attack the verb names (verbs.ATTACKED_BY), lifted to a
        circumstance of the phrase (« Durant une Charge, … »)."""
        det, noun = verbs.ATTACKED_BY[verbe]
        if self.vocabulary.category(noun) is None:
            raise ValueError(f"« {verbe} » : ce jeu n'a pas de « {noun} »")
        moment = canonical.durant(A.Durant(A.Designation(det, self.vocabulary.canonical(noun))), self.is_action)
        return ("lift", moment, agir)

    def etre_charge_par(self, c):
        """« ne peut pas être chargée par un Cavalier »: attacked by that unit in the game's attack the verb names
        (verbs.ATTACKED_BY), one circumstance of the phrase: « Durant une Charge, … être attaquée par un Cavalier »."""
        return self._attacked_in(self.verb_of(_tokens(c, "V_ETRE_CHARGE")[0]), self.etre_cible(c))

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
        return self.vocabulary.verb(verbs.verb_of_terminal(c[0].type))

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

    def invoque_sans_lieu(self, c):
        """« peuvent être invoqués » with its tile said at the head (en_tete.resolve; none said: refused)."""
        return en_tete.InvoqueSansLieu(c[0].start_pos)

    def tete_tuile(self, c):
        """« Sur une tuile Forêt vide, »: the tile a summoned unit goes to; any other state of a tile at the head is not
        read (« Sur une tuile Forêt, » is where the subject stands)."""
        tuile = self.tuile(c)
        if tuile.etat != "vide":
            raise ValueError(f"« Sur une tuile … {_squash(str(_tokens(c, 'ADJ')[0]))}, » : en tête, une tuile dit où se "
                             "trouve le sujet (« Sur une tuile Colline, un Lancier … ») ou, vide, où va une unité "
                             "invoquée (« Sur une tuile Forêt vide, … peuvent être invoqués »)")
        return en_tete.EnTete("tuile", tuile, c[0].start_pos)

    def tete_portee(self, c):
        """« Contre des unités jusqu'à 2 tuiles de distance, »: the targets and reach of the attack the effect names."""
        cibles, distance = _nodes(c)
        at = self.original.lower().find("contre")
        return en_tete.EnTete("portée", (canonical.targets(cibles), distance), at if at >= 0 else None)

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
        if isinstance(quoi, A.Tuile):  # « replacer sur une tuile Forêt un Homme-Bête capturé »: the tile said first
            quoi, tuile = tuile, quoi
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
