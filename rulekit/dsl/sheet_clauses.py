"""Transformer methods of the reference-sheet clauses, one per clause of ``grammars/fiche.lark``: a verb
with its noun phrases (« Ignore les zones de contrôle ennemies », « Relance un jet d'initiative raté »,
« Génère un PI par touche »), each building its meaning node from its verb and its :class:`~.sheet_termes.Terme`,
every part used or refused.

A mixin of :class:`rulekit.dsl.sheet.SheetToAst`.
"""

from __future__ import annotations

import attrs
from lark import Token

from . import ast as A
from .words import nodes as _nodes
from .words import tokens as _tokens
from .sheet_termes import (  # the pieces of a line (noun phrases, complements, steps)
    MULTIPLES, Modif, Participe, Passif, Suite, Terme, _annulees_par_macro, _attaques, sans_porteur,
    _attaques_gagnees, _cm, _effets_de, _ignorable, _lift, _limited, _lors_en, _merge,
    _modificateur, _noun_clause, _one, _only, _par_cause, _pi_sur_une_formation, _refuse_circ,
    _sans_tir_dit, _signed, _steps,
)


class SheetClauses:
    """The clauses of a sheet line, by verb: each returns a builder taking the circumstances written
    before it."""

    def f_inclut(self, c):
        """« Commandant et Meneur », « Est Éclaireur », « Cette unité est un Marcheur »: the rules cited. The article
        says one unit or weapon is of that kind (« un », « une »; « des » after a plural subject, « Les Rhinos sont
        des Marcheurs »); another article is no citation."""
        said = [t for t in c if isinstance(t, Token)]
        # « la règle Démon », « les règles … »: the article of the noun « règle », not of the rule
        for det in (t for i, t in enumerate(said) if t.type == "DET"
                    and not (i + 1 < len(said) and said[i + 1].type == "REGLE_MOT")):
            if " ".join(str(det).lower().split()) not in ("un", "une", "des"):
                raise ValueError(f"« est {det} … » : une règle se cite par son nom (« Est Marcheur », « Est un "
                                 "Marcheur »)")
        names = tuple(sorted(self.vocabulary.rule_name(str(t)) or self.noun(t)
                             for t in c if t.type == "REGLE"))  # « A et B » = « B et A »

        def build(circ):
            _refuse_circ(circ, quoi="une règle citée")
            return [A.Inclut(names)]
        return build

    def f_regle_dite(self, c):
        """« Frappe en premier en assaut », « Frappe en premier au corps à corps »: a rule's name with a
        moment is not a citation (a cited rule applies as the sheet says it, whenever): its words are read
        as a clause, with that moment (« Frappe en premier en corps à corps »)."""
        from .errors import DslError
        from .parser import parse_ability_with

        said = " ".join(self.written(c[0]).split())
        text = said + "".join(f" en {nom}" for m in c[1:] if isinstance(m, Modif) for nom in m.value)
        text += "".join(f" de {x}" if x.type == "SEUIL" else f" non {x}" if x.type == "ADJ" else ""
                        for x in _tokens(c[1:]))
        named = self.vocabulary.rule_name(said)
        rules = tuple(pair for pair in self.vocabulary.rules if pair[0] != named)
        try:
            fiche = parse_ability_with(text, attrs.evolve(self.vocabulary, rules=rules))
        except DslError as exc:
            raise ValueError(f"« {said} » est une règle de la fiche : citée, elle s'applique telle quelle ; suivie "
                             f"d'un moment, ses mots se lisent comme une clause, et « {text} » ne se lit pas "
                             f"({getattr(exc, 'message', exc)})") from None

        def build(circ):
            _refuse_circ(circ, quoi=f"« {text} »")
            return list(fiche.clauses)
        return build

    def f_ignore(self, c):
        items, circ0 = _lift(_nodes(c)[0])

        def build(circ):
            circ = _merge(circ0, circ)
            _refuse_circ(circ, "pendant", "en", quoi="« ignore »")
            pendant = " et ".join(sorted(circ.get("pendant", []))) or None
            en = _one(circ, "en")
            out = []
            for t in items:
                if t.a and t.a[-1].suite is not None and t.suite is None:  # « -1 à la sauvegarde dû au … »: the modifier's
                    t = attrs.evolve(t, suite=t.a[-1].suite, a=t.a[:-1] + [attrs.evolve(t.a[-1], suite=None)])
                if t.suite is not None and (t.signe is not None or t.modificateur):
                    t, en = _par_cause(t, en)
                if t.signe is not None or t.modificateur:
                    out.append(A.Ignore(_modificateur(t, en), pendant))
                    en = None
                elif not t.parties() and _effets_de(t.cle()):  # « Ignore le couvert »: all it does
                    out.extend(A.Ignore(x, pendant) for x in _effets_de(t.cle()))
                else:
                    _only(t, "adjs", "de", quoi="« ignore »")
                    out.append(A.Ignore(t.cle(), pendant))
            if en is not None:
                # the game asks what a unit ignores with no moment: a move's terrain and zones of control
                # whatever the move (« pendant le mouvement »), a save's modifier in one situation (« en
                # feu croisé »); « Ignore les terrains dangereux en charge » would be read as always
                raise ValueError(f"« en {en} » : le jeu ne demande pas ce qu'une unité ignore en {en} ; il "
                                 "demande un modificateur ignoré dans une situation (« Ignore -1 Svg en feu "
                                 "croisé ») et le terrain ou les zones de contrôle ignorés pendant tout "
                                 "mouvement (« Ignore les terrains dangereux pendant le mouvement »)")
            return out
        return build

    def f_relance(self, c):
        """« Relance … », « Peut relancer une fois par tour un test d'action raté » (a limit between the
        verb and its object is the clause's, as after it)."""
        items, circ0 = _lift(next(x for x in _nodes(c) if isinstance(x, list)))
        circ0 = _merge(circ0, {m.field: m for m in _nodes(c) if isinstance(m, Modif)})

        def build(circ):
            circ = _merge(circ0, circ)
            _refuse_circ(circ, "limite", quoi="une relance")
            limite = _one(circ, "limite")
            out = []
            for t in items:
                if t.par and limite is None:  # « relance un test d'action raté par tour » = « … une fois par tour »
                    (par,) = t.par
                    limite, t = (t.nombre or 1, par), attrs.evolve(t, par=[], nombre=None)
                _only(t, "adjs", "de", "pour_toucher", quoi="une relance")
                out.append(A.RelanceJet(t.cle(), limite))
            return out
        return build

    def f_faire(self, c):
        (t,), circ0 = _lift(_nodes(c)[0])
        if t.nom == "tir" and t.apres is not None:
            # « Peut faire / effectuer un tir après un mouvement adverse » = « Peut tirer après … »
            _only(t, "apres", quoi="« faire un tir après … »")
            tirer = self.f_tirer_apres([[t.apres]])
            return lambda circ: tirer(_merge(circ0, circ))

        def build(circ):
            _refuse_circ(_merge(circ0, circ), quoi="« faire »")
            if not t.contre:
                raise ValueError(f"« faire {t.nom} » : contre quoi ?")
            _only(t, "contre", "sans", quoi="« faire une sauvegarde »")
            if t.nom != "sauvegarde":
                raise ValueError(f"« faire … contre » se dit d'une sauvegarde, pas de « {t.nom} »")
            (arme,) = t.contre
            _only(arme, "adjs", "de", quoi="une arme")
            return [A.SauvegardeContre(arme.cle(), relance="relance" not in t.sans)]
        return build

    def f_annule(self, c):
        items, circ0 = _lift(_nodes(c)[0])

        def build(circ):
            _refuse_circ(_merge(circ0, circ), quoi="« annule »")
            genres = []
            for t in items:
                _only(t, "de", quoi="« annule »")
                if t.nom != "sauvegarde" or len(t.de) != 1:
                    raise ValueError("« annule » nomme des sauvegardes (« les sauvegardes de couvert »)")
                genres.append(t.de[0])
            ignorees = [f"sauvegarde de {g}" for g in genres]
            if tuple(sorted(genres)) != _annulees_par_macro() and all(_ignorable(x) for x in ignorees):
                # « Annule les sauvegardes de couvert » = « Ignore les sauvegardes de couvert »: not all a
                # macro weapon cancels, what the game lets a line ignore
                return [A.Ignore(x) for x in ignorees]
            return [A.AnnuleSauvegardes(tuple(sorted(genres)))]
        return build

    def f_choisit(self, c):
        (t,) = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi="« choisit »")
            _only(t, "adjs", quoi="« choisit »")
            if t.cle() != "unité touché":
                raise ValueError(f"« choisit {t.cle()} » : seule l'unité touchée se choisit")
            return [A.ChoisitUniteTouchee()]
        return build

    def f_retire(self, c):
        (t,), circ0 = _lift(_nodes(c)[0])

        def build(circ):
            circ = _merge(circ0, circ)
            _refuse_circ(circ, "pendant", quoi="« retire »")
            _only(t, "nombre", "supplementaire", quoi="« retire »")
            lors = tuple(sorted(circ.get("pendant", []))) or A.PISupplementaire.__attrs_attrs__.lors.default
            if t.categorie != "tokens":
                raise ValueError(f"« retire {t.cle()} » : une ligne retire des pions impact (« Retire un PI "
                                 "supplémentaire lors du ralliement »)")
            if not t.supplementaire:
                n = t.nombre or 1
                combien = "un" if n == 1 else str(n)
                qui = " et le ".join(lors) + (" retirent" if len(lors) > 1 else " retire")
                raise ValueError(f"« retire {combien} {t.nom} » : le {qui} déjà des PI ; une ligne dit combien elle en "
                                 f"retire de plus : « Retire {combien} {t.nom} supplémentaire{'s' if n > 1 else ''} "
                                 f"lors du {' et du '.join(lors)} »")
            return [A.PISupplementaire(t.nombre or 1, lors)]
        return build

    def f_genere(self, c):
        (t,) = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi="« génère »")
            _only(t, "nombre", "par", "non_par", "supplementaire", quoi="« génère »")
            # « par touche infligée » = « par touche »: the hits the bearer deals, as « par perte infligée »
            par = ["touche"] if t.par == ["touche infligé"] else t.par
            # « et non par perte » = « et non par perte infligée »: the losses the hits inflict, as the sheet says
            non_par = ["perte infligé"] if t.non_par == ["perte"] else t.non_par
            if t.categorie != "tokens" or par != ["touche"] or non_par not in ([], ["perte infligé"]):
                raise ValueError("« génère » dit combien de PI par touche (« un PI par touche et non par perte "
                                 "infligée », « deux PI par touche », « un PI supplémentaire par touche »)")
            if t.supplementaire and non_par:
                raise ValueError("« un PI supplémentaire par touche » s'ajoute aux PI des pertes : « et non par "
                                 "perte infligée » le contredit")
            return [A.PIParTouche(t.nombre or 1, en_plus=t.supplementaire)]
        return build

    def f_inflige(self, c):
        (t,) = _nodes(c)[0]
        if t.categorie == "tokens":  # « Inflige un PI par touche » = « Génère un PI par touche »
            return self.f_genere(c)

        def build(circ):
            _refuse_circ(circ, quoi="« inflige »")
            _only(t, "nombre", "a", quoi="« inflige »")
            if t.nom != "point de dégâts" or not t.a:
                raise ValueError("« inflige » dit « N points de dégâts aux … »")
            return [A.DegatsEngins(t.nombre)]
        return build

    def f_ajoute(self, c):
        items = _nodes(c)[0]
        first = items[0]
        if len(items) == 1 and first.nom != "attaque" and first.signe is not None:
            # « Ajoute +1 au résultat de l'assaut » = « +1 au résultat de l'assaut »: what is added is the modifier
            (t,), circ0 = _lift(items)
            return lambda circ: _noun_clause(t, _merge(circ0, circ))

        def build(circ):
            return [_attaques(items, circ)]
        return build

    def f_ajoute_valeur(self, c):
        """« Ajoute 1 au résultat des assauts » = « +1 au résultat des assauts »."""
        valeur = int(_tokens(c, "INT")[0])
        (cible,) = _nodes(c)[0]

        def build(circ):
            return [x for x in _noun_clause(Terme(signe=valeur, a=[cible]), circ)]
        return build

    def f_a(self, c):
        """« A +1 pour toucher », « Dispose d'une sauvegarde invulnérable de 5+ », « Bénéficie de +1 … »:
        what the unit has is what the noun phrase alone says."""
        items, circ0 = _lift(_nodes(c)[0])
        verbe = next(t.type for t in _tokens(c) if t.type.startswith("V_"))

        def build(circ):
            circ = _merge(circ0, circ)
            if items[0].nom == "attaque":
                return [_attaques_gagnees(items, circ, verbe)]
            return [x for t in items for x in _noun_clause(t, circ)]
        return build

    def f_subi(self, c):
        """« Subit -1 à ses tests d'action », « Souffre d'un malus de -1 aux tests d'action »: a modifier of
        its own rolls, as the noun phrase alone says; a save's modifier alone is the target's (« -1 à la
        Svg », Snipers), so suffering one is refused."""
        items, circ0 = _lift(_nodes(c)[0])

        def build(circ):
            out = [x for t in items for x in _noun_clause(t, _merge(circ0, circ))]
            for x in out:
                if not isinstance(x, A.Modificateur):
                    raise ValueError("« subit » : un modificateur de ses propres jets (« -1 aux tests d'action »)")
                if x.jet == "sauvegarde":
                    raise ValueError("« subit … à sa sauvegarde » : le jeu ne modifie la sauvegarde que de la cible "
                                     "d'un tireur (« La cible subit -1 à sa sauvegarde », « -1 à la Svg de la cible »)")
            return out
        return build

    def f_suite_en(self, c):
        """« …, en assaut ou en fusillade »: the list of the previous clause goes on."""
        noms = tuple(m.value[0] for m in c if isinstance(m, Modif))

        def build(circ):
            _refuse_circ(circ, quoi="une liste")
            return [Suite(noms)]
        return build

    def f_compte_comme(self, c):
        (t,), circ0 = _lift(_nodes(c)[0])

        def build(circ):
            circ = _merge(circ0, circ)
            _refuse_circ(circ, "pour", quoi="« compte comme »")
            _only(t, quoi="« compte comme »")
            pour = _one(circ, "pour")
            if pour is not None:
                _only(pour, "adjs", "de", quoi="« pour … »")
            return [A.ConsidereComme(t.nom, pour.cle() if pour is not None else None)]
        return build

    def f_frappe(self, c):
        nodes = _nodes(c)
        items, circ0 = _lift(nodes[0] if nodes and isinstance(nodes[0], list) else [])
        extra = {"en": nodes[0].value} if nodes and isinstance(nodes[0], Modif) else {}

        for t in items:  # « avant l'ennemi au corps à corps »: the « à … » is when it strikes
            for m in t.a:
                _only(m, quoi="le moment où l'unité frappe")
                circ0.setdefault("en", []).append(m.nom)
            t.a = []

        def build(circ):
            circ = _lors_en(_merge(_merge(circ0, extra), circ))
            _refuse_circ(circ, "en", quoi="« frappe »")
            for t in items:
                _only(t, quoi="« frappe avant … »")
                # « avant l'ennemi » = « avant les ennemis » = « avant ses ennemis / adversaires »
                if t.nom.rstrip("s") not in ("ennemi", "adversaire"):
                    raise ValueError("« frappe avant » l'ennemi")
            return [A.FrappeEnPremier(_one(circ, "en") or "assaut")]
        return build

    def f_apparait(self, c):
        t = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, "avant", quoi="« apparaît »")
            _only(t, "avant", quoi="« apparaît n'importe où sur … »")
            # « Avant un jet de stratégie, apparaissent … » = « Apparaissent … avant un jet de stratégie »
            avant = [x for x in [t.avant] if x is not None] + list(circ.get("avant", []))
            if not avant:
                raise ValueError("« apparaît n'importe où » : avant quoi ?")
            if len(avant) > 1:
                raise ValueError("« apparaît n'importe où » : avant un seul moment")
            (avant,) = avant
            _only(avant, "adjs", "de", "ante", quoi="« avant … »")
            return [A.Teleportation(avant.cle() if not avant.ante else f"{avant.ante} {avant.cle()}")]
        return build

    def f_lancer_avec(self, c):
        (quoi,), (avec,) = _nodes(c)

        def build(circ):
            _refuse_circ(circ, quoi="« lancer … avec »")
            _only(quoi, quoi="« lancer un assaut »")
            _only(avec, "nombre", "ante", "autres", "ayant", "pas_agi", quoi="« avec jusqu'à N formations »")
            # « Peut lancer un assaut avec une formation en plus … »: it may, so with one at most
            nombre = 1 if avec.nombre is None and avec.article else avec.nombre
            if quoi.nom != "assaut" or avec.nom != "formation":
                raise ValueError("« lancer un assaut avec jusqu'à N formations … »")
            # « … ayant des unités à moins de 5 cm … et n'ayant pas agi »: both say which formations
            pas_agi = avec.pas_agi or (avec.ayant is not None and avec.ayant.pas_agi)
            if avec.ayant is None or avec.ayant.a_moins_de is None or not pas_agi:
                raise ValueError("« avec jusqu'à N formations » dit lesquelles : « ayant des unités à moins de "
                                 "N cm de sa formation et n'ayant pas agi »")
            return [A.AssautGroupe(nombre, avec.ayant.a_moins_de[0])]
        return build

    def f_tirer_sur(self, c):
        items = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi="« tirer sur »")
            for t in items:
                _only(t, quoi="« tirer sur »")
            if [t.nom for t in items] != ["aéronef"]:
                raise ValueError("« tirer sur » nomme les aéronefs")
            return [A.AntiAerien()]
        return build

    def f_autorise(self, c):
        """« Autorise le tir sur les aéronefs » = « Permet de tirer sur les aéronefs »."""
        (quoi, _) = next(x for x in c if isinstance(x, tuple))
        if quoi != "tir":
            raise ValueError(f"« autorise {quoi} sur … » : une ligne autorise le tir (« Autorise le tir sur les aéronefs »)")
        return self.f_tirer_sur([next(x for x in c if isinstance(x, list))])

    def f_tirer_apres(self, c):
        (t,) = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi="« tirer après »")
            _only(t, "adjs", quoi="« tirer après »")
            return [A.Etapes(((A.Geste("tir", 1, 0, t.cle()),),))]
        return build

    def f_peut_tirer(self, c):
        """« Après un mouvement adverse, peut tirer » = « Peut tirer après un mouvement adverse »; « Peut
        tirer » with nothing said of the shot is refused."""
        def build(circ):
            _refuse_circ(circ, "apres", quoi="« peut tirer »")
            if len(circ.get("apres", [])) != 1:
                raise ValueError("« peut tirer » : après quoi (« Peut tirer après un mouvement adverse ») ?")
            return self.f_tirer_apres([circ["apres"]])({})
        return build

    def f_possible_apres(self, c):
        """« Tir possible après un mouvement adverse » = « Peut tirer après un mouvement adverse »."""
        (quoi, _), (t,) = _nodes(c)

        def build(circ):
            if quoi != "tir":
                raise ValueError(f"« {quoi} possible après … » : seul un tir est possible après un mouvement")
            return self.f_tirer_apres([[t]])(circ)
        return build

    def f_tirer_que(self, c):
        part = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi="« ne tire que »")
            if isinstance(part, Modif):
                ((n, par),) = part.value
                return [A.Limite(n, "tir", par)]
            (t,) = part
            _only(t, "nombre", "sur_nombre", quoi="« ne tire qu'un tour sur N »")
            if t.nom != "tour" or not t.sur_nombre:
                raise ValueError("« ne tire qu' » : une fois par …, ou un tour sur N")
            return [A.Rechargement(t.sur_nombre)]
        return build

    def f_ne_tire_pas_apres(self, c):
        """« Ne peut pas tirer après un mouvement d'assaut »: refused, the game has no such ban."""
        (t,) = _nodes(c)[0]
        quoi = Terme(t.nom, adjs=t.adjs, de=t.de).cle()
        raise ValueError(f"« ne peut pas tirer après un {quoi} » : le jeu ne connaît pas d'interdiction de tirer ; "
                         "ce qu'une formation fait après un mouvement, ce sont les lignes d'action qui le disent "
                         "(« Un mouvement d'assaut, puis un corps à corps » : aucune action ne tire après un "
                         "mouvement d'assaut)")

    def f_tir_modifie(self, c):
        (modif,) = [x for x in c if isinstance(x, int)]

        def build(circ):
            _refuse_circ(circ, quoi="« tire à … »")
            return [A.Etapes(((A.Geste("tir", 1, modif),),))]
        return build

    def f_aucun(self, c):
        items = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi="« aucun »")
            out = []
            for t in items:
                _only(t, "adjs", "de", quoi="« aucun … »")
                # « Aucune sauvegarde de couvert »: as the sheet's « Aucune sauvegarde » (Tueur de Titan), said
                # of the hits the bearer deals; a save the game lets a line ignore: « Ignore les sauvegardes de
                # couvert »
                ignore = t.nom == "sauvegarde" and t.de and _ignorable(t.cle())
                out.append(A.Ignore(t.cle()) if ignore else A.Aucun(t.cle()))
            return out
        return build

    def f_pas_detruit(self, c):
        part = _nodes(c)[0]
        if isinstance(part, Modif):  # « en retraite », « lors de la retraite »: when it is not destroyed
            def build(circ):
                circ = _lors_en(_merge(circ, {part.field: part}))
                _refuse_circ(circ, "en", quoi="« pas détruit »")
                return [A.PasDetruit(en=_one(circ, "en"))]
            return build
        adj, cm, qui = part

        def build(circ):
            _refuse_circ(circ, quoi="« pas détruit »")
            if adj != "démoralisé" or cm is None or qui not in ("ennemi", "adversaire"):
                raise ValueError("« pas détruit » dit « si démoralisé et ennemi à N cm », ou quand (« en retraite »)")
            return [A.PasDetruit(cm)]
        return build

    def f_predicat(self, c):
        word = str(_tokens(c, "PREDICAT")[0])
        items = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi=f"« {word} »")
            if word.startswith("vulnérable"):
                tirs = []
                for t in items:
                    _only(t, "adjs", quoi="« vulnérable aux … »")
                    if t.nom != "tir" or len(t.adjs) != 1:
                        raise ValueError("« vulnérable » nomme des tirs (« aux tirs AP et AC »)")
                    tirs.append(t.adjs[0])
                return [A.Vulnerable(tuple(sorted(tirs)))]
            out = []
            for t in items:
                # « immunisé au dommage suite à X » or « immunisé à X »: the cause is X
                if t.nom != "dommage" or t.suite is None:
                    raise ValueError(f"« immunisé à {t.cle()} » : une immunité se dit « immunisé au dommage suite "
                                     "à … » (une défaite en assaut, PI si démoralisé)")
                cause = t.suite
                _only(t, "suite", quoi="« immunisé »")
                _only(cause, "en", "condition", quoi="une cause")
                text = cause.cle() + "".join(f" en {e}" for e in cause.en)
                if cause.condition:
                    text += f" si {cause.condition[0]}"
                out.append(A.Immunise(text))
            return out
        return build

    def f_necessaire(self, c):
        (t,) = _nodes(c)[0]
        paren = [x for x in c if isinstance(x, tuple)]

        def build(circ):
            _refuse_circ(circ, quoi="« est nécessaire »")
            _only(t, "nombre", "seul", quoi="« un seul … est nécessaire »")
            if t.nom != "jet d'initiative" or not t.seul:
                raise ValueError("« un seul jet d'initiative est nécessaire »")
            if paren:
                _pi_sur_une_formation(paren[0][1])
            return [A.JetInitiativeUnique(paren[0][0] if paren else None)]
        return build

    def parenthese(self, c):
        """« (-1 si un PI sur n'importe quelle formation) », « (-1 si une formation a un PI) »."""
        return (_signed(_tokens(c, "SIGNED")[0]), tuple(_nodes(c)))

    def f_jet_par_unite(self, c):
        """« Lancer 1D6 par unité, sur un résultat de 1, l'unité reçoit un PI »."""
        n = int(str(_tokens(c, "DICE")[0]).split("d")[0] or 1)
        (par, _), resultat, (qui,), (pi,) = _nodes(c)

        def build(circ):
            _refuse_circ(circ, quoi="« lancer … par unité »")
            _only(qui, quoi="« … reçoit »")
            _only(pi, "nombre", quoi="« reçoit … »")
            if par != "unité" or qui.nom != par or pi.categorie != "tokens":
                raise ValueError("« lancer 1D6 par unité, sur un résultat de N, l'unité reçoit un PI »")
            return [A.JetParUnite(n, resultat, pi.nombre or 1)]
        return build

    def resultat(self, c):
        noms = _nodes(c)
        if noms and noms[0][0] != "résultat":
            raise ValueError(f"« sur un {noms[0][0]} de … » : un résultat de dé s'écrit « sur un résultat de N »")
        return int(_tokens(c, "INT")[-1])

    def f_mesure(self, c):
        cm = _cm(c)
        (t,) = _nodes(c)[0]

        def build(circ):
            _refuse_circ(circ, quoi="une distance")
            _only(t, "de", "adjs", quoi="une distance")
            return [A.Distance(t.cle(), cm)]
        return build

    def f_subit(self, c):
        """« La cible subit -1 à sa sauvegarde » = « -1 à la sauvegarde de la cible »: the roll is the
        target's."""
        items, circ0 = _lift(_nodes(c)[0])
        if len(items) == 1 and items[0].modificateur and items[0].de_signe is not None and items[0].signe is None:
            items[0].signe, items[0].de_signe, items[0].modificateur = items[0].de_signe, None, False  # « un malus de -1 »
        if len(items) != 1 or items[0].signe is None or len(items[0].a) != 1:
            raise ValueError("« la cible subit … » : un modificateur (« -1 à sa sauvegarde »)")
        items[0].a[0].de.append("cible")

        def build(circ):
            return _noun_clause(items[0], _merge(circ0, circ))
        return build

    def f_double(self, c):
        (t,), circ0 = _lift(_nodes(c)[0])
        facteur = MULTIPLES[str(_tokens(c, "MULTIPLE")[0]).lower()]

        def build(circ):
            circ = _lors_en(_merge(circ0, circ))
            _refuse_circ(circ, "en", quoi="« double »")
            _only(t, quoi="« double … »")
            return [A.Double(t.nom, _one(circ, "en"), facteur)]
        return build

    def f_est_multiplie(self, c):
        """« Son mouvement est doublé (en charge) » = « Mouvement doublé (en charge) »."""
        return self.f_participe(c[1:]).de(c[0])

    def f_passif(self, c):
        """« sont annulées / ignorés / relancés » after its subject: the verb's clause of that subject."""
        verbe = str(_tokens(c, "PASSIF_F")[0]).lower().rstrip("s")
        verbe = verbe[:-1] if verbe.endswith("ée") else verbe
        mods = tuple(m for m in c if isinstance(m, Modif))  # « … sont ignorés pendant le mouvement »
        return Passif({"annulé": self.f_annule, "ignoré": self.f_ignore, "relancé": self.f_relance}[verbe], mods)

    def f_objets_passif(self, c):
        """« Les sauvegardes de blindage et de couvert sont annulées » = « Annule les sauvegardes de blindage et de
        couvert »."""
        items = next(x for x in c if isinstance(x, list))
        # « Les sauvegardes ratées de cette unité sont relancées » = « … ratées sont relancées »: its own rolls
        return self.f_passif(c).de_objets([sans_porteur(t) for t in items])

    def f_participe(self, c):
        return Participe(MULTIPLES[str(_tokens(c, "MULTIPLIE_PAR")[0]).lower()[:5] + "e"],
                         [x for x in c if isinstance(x, Modif)])

    def f_termes(self, c):
        groups = [x for x in c if isinstance(x, list)]
        vocabulary = self.vocabulary

        def build(circ):
            steps = None if _limited(groups) else _steps(*_sans_tir_dit(groups), vocabulary)
            if steps is not None:
                _refuse_circ(circ, quoi="une action")
                return [steps]
            if len(groups) > 1:
                raise ValueError("« puis » sépare les étapes d'une action (mouvement, tir, corps à corps…)")
            items, circ0 = _lift(groups[0])
            if not circ0 and not circ and all(not t.parties() for t in items):
                return [Suite(tuple(t.nom for t in items))]
            return [x for t in items for x in _noun_clause(t, _merge(circ0, circ))]
        return build
