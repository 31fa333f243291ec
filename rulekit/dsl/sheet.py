"""Transformer methods of the reference-sheet clauses (Epic's special units, weapons, actions).

Mixed into :class:`rulekit.dsl.transformer.ToAst`; one method per alternative of
``grammars/fiche.lark`` (start symbol ``fiche``): here the line, its subject, its noun phrases and
their complements; the clauses, one per verb, in :mod:`.sheet_clauses`; the pieces both share
(:class:`Terme`, complements, steps) in :mod:`.sheet_termes`.

A clause is a verb with its noun phrases (« Ignore les zones de contrôle ennemies »), a noun
phrase alone (« -1 à la Svg », « Zone de contrôle de 10 cm ») or an action's steps. Noun phrases
are read into :class:`Terme` (the game's noun, its adjectives and complements), then each clause
builds its meaning node from its verb and its Termes. Every part of a Terme is either used by
the clause or refused (:func:`_only`): a complement the clause cannot use is an error, never
dropped. Circumstances (« pendant le mouvement », « en feu croisé », « une fois par tour »,
« pour les terrains dangereux ») belong to the clause wherever they are written (before the
verb, after the object): one meaning, one AST. The clauses of a line are kept in a canonical
order (a sheet line lists rules; its order carries no meaning).
"""

from __future__ import annotations

import attrs
from lark import Token

from . import ast as A
from .words import ADJ_OF, ANTE_OF, NUMBER_WORDS
from .words import nodes as _nodes
from .words import tokens as _tokens
from .sheet_termes import (  # the pieces of a line (noun phrases, complements, steps)
    AMIS, ARMES_SUJETS, AURAS, DePorteur, GESTES_DES_VERBES, MOMENTS_DES_ACTES, MULTIPLES, Modif, POSSESSIFS,
    PROPER, Participe, Passif, Suite, Terme, _accord_du_modificateur, _au_fr, _cm, _count,
    _is_build, _listes, _merge, _mots_de_regle, _only, _sans_tir, _signed, sans_porteur,
)
from .sheet_clauses import SheetClauses


@attrs.frozen
class DitDe:
    """A clause said of the units a line names (« Les Scarabées comptent … »), until :meth:`SheetToAst.fiche`
    keeps the name as the line's ``nomme``."""

    nomme: A.Nomme
    clause: object


class SheetToAst(SheetClauses):
    """Transformer methods of the reference-sheet clauses (mixed into :class:`ToAst`)."""

    # --- the line ------------------------------------------------------------------------
    def fiche(self, c):
        clauses, nomme = [], None
        for x in (x for part in c if isinstance(part, list) for x in part):
            if isinstance(x, DitDe):  # « Les Scarabées … »: the line's subject, one for the line
                if nomme is not None and x.nomme != nomme:
                    raise ValueError(f"« {x.nomme.pluriel} » après « {nomme.pluriel} » : une ligne nomme un seul "
                                     "sujet, dont chaque unité la porte ; écrivez une ligne par sujet")
                nomme, x = x.nomme, x.clause
            if isinstance(x, Suite):  # « … en tir, assaut ou fusillade »: the list goes on
                if not clauses or not isinstance(clauses[-1], A.AttaquesSupplementaires):
                    raise ValueError(f"« {', '.join(x.noms)} » : une clause de fiche dit ce que fait l'unité")
                moments = clauses[-1].moments + tuple(n.lower() for n in x.noms)
                clauses[-1] = attrs.evolve(clauses[-1], moments=moments)
            else:
                clauses.append(x)
        clauses = _sans_tir(_listes(clauses, self.vocabulary))
        return A.Fiche(tuple(sorted(clauses, key=lambda x: (type(x).__name__, repr(x)))), nomme)

    def clause(self, c):
        return c[0]({})

    def f_circ_avant(self, c):
        circ, build = c[0], c[1]
        return build(circ)

    def noyau(self, c):
        return c[0]

    def f_circ_sujet(self, c):
        """« Pendant le mouvement, cette unité ignore les terrains dangereux » = « Cette unité ignore les terrains
        dangereux pendant le mouvement »: the circumstance at the head goes to each clause of the subject, as it
        goes to a bare clause (« Pendant le mouvement, ignore … »)."""
        return self._sujet(c[1:], c[0])

    def f_sujet(self, c):
        return self._sujet(c, {})

    def _sujet(self, c, head: dict):
        """A clause said of someone: its bearer (« Cette unité ignore … », « Les unités de cette
        formation … », « Cette formation relance … »: the bare clause, which the game asks of the unit or
        of its formation as each clause says), or the things of the bearer's side near it, an aura
        (« Les formations (amies) (situées) à moins de 15 cm relancent … »: each clause, for them)."""
        det = " ".join(str(c[0]).lower().split())
        n = len(c) - next(i for i, x in enumerate(c) if i > 1 and _is_build(x))
        t, builds = self.terme(c[:-n]), c[-n:]
        if n == 1 and isinstance(builds[0], (Participe, Passif)):  # « Son mouvement est doublé »: what is multiplied
            # « Les sauvegardes ratées de cette unité sont relancées »: the bearer's own rolls (sans_porteur)
            return builds[0].de(sans_porteur(t))(head)
        if any(isinstance(b, Passif) for b in builds):
            raise ValueError("« … sont relancés et … » : le passif se dit seul après son sujet (« Les tests de terrain "
                             "dangereux ratés sont relancés. Cette unité ignore … »)")
        if any(isinstance(b, Participe) for b in builds):
            raise ValueError("« … est doublé et … » : le participe se dit seul après son sujet (« Son mouvement est "
                             "doublé en charge. Cette unité ignore … »)")

        def build(circ):  # « Cette unité relance … et ignore … »: each clause, of the same subject
            return [x for b in builds for x in b(_merge(head, circ))]
        nom = t.nom[:-1] if t.categorie is None and t.nom.endswith("s") else t.nom  # « unités »: a common noun
        if t.a_moins_de is not None:
            return self._aura(det, nom, t, build)
        if nom in ARMES_SUJETS:
            return self._ses_armes(det, nom, t, build)
        if nom == "unité" and len(t.de) == 1 and self.vocabulary.category(t.de[0]) == "types":
            # « Les unités d'infanterie … » = « L'infanterie … »: the type named
            t = attrs.evolve(t, nom=self.vocabulary.singular(t.de[0]), categorie="types", de=[], de_porteur=[])
        if t.categorie in ("units", "types"):  # « Les Scarabées comptent comme … », « Chaque véhicule ignore … »
            return self._nommes(det, t, build)
        if (nom, t.de) not in (("unité", []), ("unité", ["formation"]), ("formation", [])) or t.parties().keys() - {"de"}:
            raise ValueError(f"le sujet « {t.cle()} » : une clause de fiche se dit de l'unité qui la porte ou de sa "
                             "formation (« Cette unité … », « Les unités de cette formation … », « Cette formation "
                             "… ») ; pour les formations de son camp autour d'elle : « Les formations à moins de "
                             "N cm … »")
        if det in ("un", "une", "des") or det in NUMBER_WORDS:
            raise ValueError(f"« {det} {nom} » : laquelle ? une clause de fiche se dit de l'unité qui la porte "
                             "(« cette unité », « les unités de cette formation »)")
        return build({})

    def _nommes(self, det, t: Terme, build):
        """« Les Scarabées comptent comme … », « Chaque Guerrier nécron est Sans Peur », « Tout véhicule ignore … »,
        « Un Monolithe … », « L'infanterie … »: the clauses, each said of every unit of that name or type, which the
        line (:meth:`fiche`) keeps as its ``nomme``; the game gives it to those units as to the units that list it."""
        from .faction import agreed_plural

        sorte = "unité" if t.categorie == "units" else "type"
        pluriel = (agreed_plural(t.nom) if sorte == "unité" else None) or self.vocabulary.plural(t.nom)
        # « Un Monolithe … » is any of them, as a rule book says it; « des », « deux », « ces » say some of them
        if det in ("des", "ces", "ce", "cet", "cette") or (det in NUMBER_WORDS and det not in ("un", "une")) \
                or det in POSSESSIFS:
            raise ValueError(f"« {det} {pluriel if det not in ('ce', 'cet', 'cette') else t.nom} » : lesquels ? une "
                             f"ligne qui nomme ses unités les dit toutes (« Les {pluriel} … », « Chaque {t.nom} … »)")
        if t.de and t.de != ["formation"] or [a for a in t.adjs if a not in AMIS]:
            quoi = " ".join([*t.adjs, *(f"de {d}" for d in t.de)])
            raise ValueError(f"« {t.nom} {quoi} » : une ligne qui nomme ses unités les dit toutes, de son armée "
                             f"(« Les {pluriel} … », « Les {pluriel} de la formation … »)")
        _only(t, "de", "adjs", quoi=f"le sujet « {t.nom} »")
        nomme = A.Nomme(t.nom, pluriel, sorte)
        return [DitDe(nomme, x) for x in build({})]

    def _ses_armes(self, det, nom, t: Terme, build):
        """« Ses tirs ignorent … », « Ses armes ont +1 pour toucher », « Les tirs de cette unité … », « Cette
        arme ajoute … » (a weapon's own line): the bare clause, which the game asks of the bearer's weapons
        (a weapon's line, of that weapon); a clause it asks of no weapon is refused."""
        from .sheet_compile import asked_of_weapon

        cette_arme = (det, nom, t.de) == ("cette", "arme", [])  # « Cette arme … »: said on a weapon's line
        if t.parties().keys() - {"de"} or t.de not in ([], ["unité"], ["arme"]) or (
                not t.de and det not in POSSESSIFS and not cette_arme) or (
                t.de and det not in ("les", "toutes les", "tous les")):
            raise ValueError(f"le sujet « {det} {nom}s » : une clause de fiche se dit des armes de l'unité qui la "
                             f"porte (« Ses {nom}s … », « Les {nom}s de cette unité … », « Cette arme … », "
                             f"« Les {nom}s de cette arme … »)")
        out = build({})
        for x in out:
            if not asked_of_weapon(x):
                from .render import render

                dit = f"{det} {nom}" + ("" if cette_arme else "s")
                raise ValueError(f"« {dit} » : « {render(A.Fiche((x,)))} » ne se dit pas des armes ; "
                                 "une clause de fiche la dit de l'unité (« Cette unité … »)")
        return out

    def _aura(self, det, nom, t: Terme, build):
        """« Les formations à moins de 15 cm relancent … »: each clause of the verb, for them."""
        if det not in ("les", "toutes les", "tous les", "chaque"):
            raise ValueError(f"« {det} {nom} à moins de … » : une aura dit « les formations » ou « les unités »")
        if nom not in AURAS:
            raise ValueError(f"« {nom} à moins de … » : une aura vaut pour les formations ou les unités de son camp")
        if [a for a in t.adjs if a not in AMIS]:
            raise ValueError(f"« {nom} {' '.join(t.adjs)} à moins de … » : une aura vaut pour les {nom}s du camp "
                             f"de l'unité qui la porte (« les {nom}s amies », ou sans rien dire)")
        _only(t, "a_moins_de", "adjs", quoi="une aura")
        cm, depuis = t.a_moins_de
        if depuis not in (None, "formation", "unité"):
            raise ValueError(f"« à moins de {cm} cm de {depuis} » : une aura se mesure depuis l'unité qui la porte")
        out = build({})
        if any(isinstance(x, A.Inclut) for x in out):
            # a cited rule applies to its bearer as the sheet says it: what it gives others is not said
            raise ValueError(f"« les {nom}s à moins de {cm} cm » et une règle citée : une aura dit ce qu'elle "
                             "donne (« … relancent leurs sauvegardes ratées », « … ont +1 au résultat des "
                             "assauts »), pas le nom d'une règle")
        return [A.Aura(nom, cm, x) for x in out]

    def circ_f(self, c):
        return {c[0].field: c[0].value}

    def c_pour(self, c):
        return {"pour": [c[0]]}

    def c_avant(self, c):
        return {"avant": [_nodes(c)[0]]}

    def c_apres(self, c):
        return {"apres": [_nodes(c)[0]]}

    # --- noun phrases --------------------------------------------------------------------
    def tnom(self, c):
        """(singular, category): proper names (units, types, tokens) keep the vocabulary's casing;
        common nouns are lowercase (« en Assaut » is « en assaut »)."""
        word = " ".join(self.written(c[0]).split())
        if c[0].type == "MOT_COMMUN":
            return word.lower().rstrip("s"), None
        category = "steps" if self.vocabulary.is_step(word) else self.vocabulary.category(word)
        singular = self.vocabulary.singular(word) if category else word
        if category is None:  # a synonym of a noun phrase: « retraite obligatoire » = « mouvement de retraite obligatoire »
            singular = next((meant for alias, meant in self.vocabulary.synonyms if alias.lower() == word.lower()),
                            singular)
        return (singular if category in PROPER else singular.lower()), category

    def terme(self, c):
        t = Terme()
        for item in c:
            if isinstance(item, tuple) and not t.nom:  # the noun (tnom)
                t.nom, t.categorie = item
            elif isinstance(item, Modif):
                item.apply(t)
            elif isinstance(item, Token) and item.type == "ANTE":
                t.ante = ANTE_OF[str(item)]
            elif isinstance(item, Token) and item.type == "SEUL":
                t.seul = True
            elif isinstance(item, Token) and item.type in ("INT", "X_VAR"):
                t.nombre = _count(item)
            elif isinstance(item, Token) and item.type == "SIGNED":
                t.signe = _signed(item)
            elif isinstance(item, Token) and item.type == "MODIF_NOM":
                t.modificateur = True
            elif isinstance(item, Token) and item.type == "DET":
                word = " ".join(str(item).split())
                if word in NUMBER_WORDS and word not in ("un", "une"):  # « un » is an article
                    t.nombre = NUMBER_WORDS[word]
                t.article = word in ("un", "une")

        return _mots_de_regle(t, self.vocabulary)

    terme_signe = terme_nombre = terme_modif = terme

    def terme_tous_les(self, c):
        """« (ne tire que) tous les deux tours » = « (ne tire qu')un tour sur deux »: the turn, one in N."""
        return Terme(_nodes(c)[0][0], _nodes(c)[0][1], sur_nombre=_count(str(c[0]).split()[-1]))

    def terme_geste(self, c):
        """An action's step said with its verb (« se déplace », « tire », « se regroupe »): the step."""
        return Terme(GESTES_DES_VERBES[c[0].type], "steps")

    def objets(self, c):
        """The items; a complement said between commas before them (« Ignore, pendant le mouvement,
        les terrains … ») is the last item's, as when said after them."""
        incise = c[0] if isinstance(c[0], Modif) else None
        c = c[1:] if incise is not None else c
        items = [c[0]]
        for co in c[1:]:
            items.extend(co(items[-1]))
        if incise is not None:
            incise.apply(items[-1])
        return items

    def objets_a(self, c):
        """« aux tirs AP et aux tirs AC »: the items of « objets », the preposition said again."""
        return self.objets(c)

    def co_terme(self, c):
        return lambda prev: [_nodes(c)[0]]

    def co_adj(self, c):
        adj = ADJ_OF[str(c[0])]

        def add(prev):
            t = Terme(prev.nom, prev.categorie, adjs=prev.adjs[:-1] + [adj])
            for m in c[1:]:
                m.apply(t)
            return [t]
        return add

    def co_de(self, c):
        nom = _nodes(c)[-1][0]
        return lambda prev: [Terme(prev.nom, prev.categorie, de=prev.de[:-1] + [nom], adjs=list(prev.adjs))]

    def co_non_par(self, c):
        par = _nodes(c)[0].value
        def add(prev):
            prev.non_par.extend(par)
            return []
        return add

    def co_non_par_nom(self, c):
        """« un PI par touche au lieu d'un PI par perte » = « un PI par touche et non par perte »: the noun said
        again is the one counted; another noun would contrast two things, which no clause reads."""
        nom = next(x for x in c if isinstance(x, tuple))[0]
        par = next(x for x in c if isinstance(x, Modif)).value

        def add(prev):
            if nom != prev.nom:
                raise ValueError(f"« {prev.nom} … au lieu d'un {nom} … » : le contraste porte sur la même chose "
                                 f"(« un {prev.nom} par touche au lieu d'un {prev.nom} par perte »)")
            prev.non_par.extend(par)
            return []
        return add

    def co_en(self, c):
        nom = _nodes(c)[-1][0]
        def add(prev):
            prev.en.append(nom)
            return []
        return add

    # --- complements (each a Modif applied to its Terme) ------------------------------------
    def tmod(self, c):
        return c[0]

    def tm_avec(self, c):
        return Modif("a", [Terme(signe=_signed(_tokens(c, "SIGNED")[0]), pour_toucher=len(c) > 1)])

    def modif_toucher(self, c):
        """« à +1 », « avec un bonus de +1 », « à +1 au jet pour toucher »: the modifier."""
        valeur = _signed(_tokens(c, "SIGNED")[0])
        for (nom, _) in _nodes(c):
            if nom != "jet":
                raise ValueError(f"« à {valeur:+d} {_au_fr(nom)} pour toucher » : le modificateur d'un tir est au jet "
                                 "pour toucher (« à +1 pour toucher », « à +1 au jet pour toucher »)")
        _accord_du_modificateur(_tokens(c, "MODIF_NOM"), valeur)
        return valeur

    def tm_adj(self, c):
        return Modif("adjs", [ADJ_OF[str(c[0])]])

    def tm_non(self, c):
        return Modif("non", [ADJ_OF[str(c[0])]])

    def tm_de(self, c):
        nom, categorie = _nodes(c)[-1]
        if categorie is None and nom.rstrip("s") in ("ennemi", "adversaire"):
            return Modif("adjs", ["ennemi"])  # « les zones de contrôle des ennemis » = « … ennemies »
        det = [" ".join(str(t).lower().split()) for t in _tokens(c, "DET")]
        if det and det[0] in ("cette", "ce", "cet"):  # « de cette unité »: the bearer (sheet_termes.sans_porteur)
            return DePorteur("de", [nom])
        return Modif("de", [nom])

    def tm_de_cible(self, c):
        return Modif("de", ["cible"])

    def tm_de_signe(self, c):
        return Modif("de_signe", _signed(_tokens(c, "SIGNED")[0]))

    def tm_mesure(self, c):
        return Modif("mesure", _cm(c))

    def tm_a_moins_de(self, c):
        """« à moins de 5 cm de sa formation », « (situées) à moins de 15 cm », « à 15 cm ou moins »: the
        distance, and from what when said."""
        noms = _nodes(c)
        return Modif("a_moins_de", (_cm(c), noms[-1][0] if noms else None))

    def tm_a_distance(self, c):
        return Modif("a_distance", _cm(c))

    def tm_a(self, c):
        return Modif("a", [_nodes(c)[0]])

    def tm_seuil(self, c):
        return Modif("seuil", int(str(_tokens(c, "SEUIL")[0])[:-1]))

    def tm_pour_toucher(self, c):
        return Modif("pour_toucher", True)

    def en(self, c):
        return Modif("en", [_nodes(c)[0][0]])

    def tm_autres(self, c):
        return Modif("autres", True)

    def pendant(self, c):
        return Modif("pendant", [n[0] for n in _nodes(c)])

    def limite(self, c):
        n = str(_tokens(c, "FOIS_PAR")[0]).split()[0]
        return Modif("limite", [(_count(n), _nodes(c)[0][0])])

    def tm_pour(self, c):
        return Modif("pour", [c[0]])

    def tm_par(self, c):
        adjs = [ADJ_OF[str(t)] for t in _tokens(c, "ADJ")]
        return Modif("par", [Terme(_nodes(c)[0][0], adjs=adjs).cle()])

    def tm_sans(self, c):
        what = c[0]
        return Modif("sans", ["relance" if isinstance(what, Token) else what[0]])

    def tm_contre(self, c):
        return Modif("contre", [_nodes(c)[0]])

    def tm_suite_a(self, c):
        return Modif("suite", _nodes(c)[0])

    def tm_supp(self, c):
        return Modif("supplementaire", True)

    def tm_multiplie(self, c):
        return Modif("multiple", MULTIPLES[str(c[0]).lower()[:5] + "e"])

    def au_moment(self, c):
        """« au corps à corps » said where the clause names a moment: « en corps à corps »."""
        return Modif("en", [_nodes(c)[0][0]])

    def quand_f(self, c):
        """« si la formation charge », « lorsqu'elle charge »: said of the bearer (its unit, its formation),
        the moment of its act (« en charge »)."""
        noms = _nodes(c)
        verbes = [t.type for t in _tokens(c) if t.type.startswith("V_")]
        qui = noms[0][0] if len(noms) + len(verbes) == 2 else None
        if not verbes:  # the verb lexed as the game's noun (« charge »)
            verbes = [v for v, m in MOMENTS_DES_ACTES.items() if m == noms[-1][0]]
            if not verbes:
                raise ValueError(f"« {noms[-1][0]} » : « si elle … » dit ce qu'elle fait (charge, tire)")
        if qui is not None and qui.rstrip("s") not in AURAS:
            raise ValueError(f"« {qui} » : une clause de fiche dit ce que fait l'unité qui la porte, ou sa "
                             "formation (« si la formation charge », « lorsqu'elle charge »)")
        return Modif("en", [MOMENTS_DES_ACTES[verbes[0]]])

    def tm_condition(self, c):
        return Modif("condition", c[0])

    def condition(self, c):
        """« si démoralisé » (adj, None, None), « si démoralisé et ennemi à 15 cm » (adj, cm, noun)."""
        noms = _nodes(c)
        cm = _cm(c) if any(t.type in ("INT", "NOMBRE_CM") for t in _tokens(c)) else None
        return (ADJ_OF[str(_tokens(c, "ADJ")[0])], cm, noms[0][0] if noms else None)

    def tm_frequence(self, c):
        return Modif("frequence", (_nodes(c)[0][0], _count(" ".join(str(c[-1]).split()))))

    def tm_tous_les(self, c):
        """« tous les deux tours » = « un tour sur deux »."""
        return Modif("frequence", (_nodes(c)[0][0], _count(str(c[0]).split()[-1])))

    def tm_sur_nombre(self, c):
        return Modif("sur_nombre", _count(" ".join(str(c[-1]).split())))

    def tm_ayant(self, c):
        return Modif("ayant", _nodes(c)[0])

    def tm_pas_agi(self, c):
        return Modif("pas_agi", True)

    def tm_avant(self, c):
        return Modif("avant", _nodes(c)[0])

    def tm_apres(self, c):
        return Modif("apres", _nodes(c)[0])

    def tm_sur(self, c):
        return Modif("sur", _nodes(c)[0])
