"""Hypothesis strategies that generate typed ASTs of the rule DSL (sentences and sheet clauses).

They build every node type from the shared grammar's choices and a vocabulary's
nouns, respecting the few places where the canonical French is positional (an
effect that ends in an open list comes last in its phrase).

``ability_asts(vocabulary)`` draws whole abilities; ``ability_texts(vocabulary)``
draws their canonical French, for property tests of a game's rules written by hand.
"""

from __future__ import annotations

from hypothesis import strategies as st

from rulekit.dsl import ast as A
from rulekit.dsl.canonical import EVENT_VERBS

DETS = ["un", "une", "le", "la", "l'", "les", "des", "chaque", "tous les", "toutes les", "cette", "ces",
        "n'importe quel", "n'importe quelle", "son", "sa", "ses", "deux", "trois", "l'une de vos", "l'un de ses"]
TILE_DETS = ["une", "la", "un", "cette"]  # « n'importe quelle tuile » reads as « une tuile »
COMMON = ["unité", "unités", "allié", "alliés", "ennemi", "ennemis", "adversaire", "personnage", "caractéristique",
          "propriétaire"]
POST_QUALS = ["adjacent", "allié", "ennemi", "ami", "capturé", "vide", "inoccupé", "récupéré", "inutilisé",
              "éligible", "en réserve", "sans allié adjacent"]
ANTES = ["autre", "premier", "second", "même"]
ACT_VERBS = ["attaquer", "être attaqué", "combattre", "battre", "être battu", "se déplacer", "déplacer",
             "venir en aide", "se défendre", "donner", "être impliqué", "charger", "tirer", "toucher", "détruire",
             "être détruit", "être présent", "avoir fait"]
PRONOUNS = ["il", "elle", "ils", "elles", "vous", "lui"]


class Strategies:
    def __init__(self, vocabulary):
        self.vocabulary = v = vocabulary
        # the game's own verbs (« verbes » : PT « détruire -> battre »): the one it means is drawn
        self.act_verbs = list(dict.fromkeys(v.verb(verbe) for verbe in ACT_VERBS))
        self.units = [f for s, p in v.units + v.types for f in (s, p)]
        self.zones = [s for s, _ in v.zones if " " in s]  # « Zone Avant »; not « Avant » (an ellipsis)
        self.common = [w for w in COMMON if v.category(w) is None]  # else the game's noun wins
        keywords = {"ordre", "ordres", "dé", "dés", "coup", "coups"}  # the grammar's own words win over NOM
        # a bare token noun whose order kind is a token too (« Jeton » of « Jeton Ordre ») is read as that kind
        ordered = {s for s, _ in v.tokens if v.category(f"{s} Ordre") == "tokens"}
        self.nouns = [s for s, _ in v.units + v.types + v.zones + v.tokens + v.actions + v.nouns + v.terrains
                      if s.lower() not in keywords and s not in ordered]
        # an act's moments: neither a unit nor a terrain (« dans une Forêt » is where: a tile)
        self.moments = [n for n in self.nouns if v.category(n) not in ("units", "types", "terrains")] or ["Combat"]
        self.modes = [s for s, _ in v.modes]  # none: no « avec Magie » (the word would not be a mode)
        self.terrains = [s for s, _ in v.terrains] or [None]
        self.actions = [s for s, _ in v.actions]
        # « effectuer de Charge » is « charger » (an Agir): Effectuer names the other actions
        from rulekit.dsl.verbs import NOMINALISATIONS

        self.named_acts = [n for n in self.nouns if n.lower() not in NOMINALISATIONS] or ["Action"]
        self.tokens = [s for s, _ in v.tokens]
        self.rules = [s for s, _ in v.rules]

    # --- who ---------------------------------------------------------------------
    def designation(self, relative=True):
        quals = st.tuples(st.one_of(st.none(), st.sampled_from(ANTES)),
                          st.lists(st.sampled_from(POST_QUALS), max_size=2)).map(
            lambda t: ((t[0],) if t[0] else ()) + tuple(t[1]))
        rel = st.none() if not relative else st.one_of(st.none(), self.acte(subject=False, simple=True))
        return st.builds(A.Designation, st.sampled_from(DETS), st.sampled_from(self.units + self.common), quals, rel)

    def zone(self):
        """« les Zones Avant », « un Secteur adjacent »: the game's places."""
        return st.builds(A.Designation, st.sampled_from(["les", "la", "un", "des"]), st.sampled_from(self.zones),
                         st.sampled_from([(), ("adjacent",)]))

    def sujet(self):
        return st.one_of(self.designation(), st.builds(A.Pronom, st.sampled_from(PRONOUNS)))

    # --- acts ----------------------------------------------------------------------
    def acte(self, subject=True, simple=False):
        def build(draw_verb, sujet, objet, extras, imminent, puis):
            fields = dict(extras)
            if imminent:
                objet, puis = None, ()
            return A.Acte(verbe=draw_verb, sujet=sujet, objet=objet, imminent=imminent, puis=puis, **fields)

        modes = {"mode": st.sampled_from(self.modes), "sauf_mode": st.sampled_from(self.modes)} if self.modes else {}
        extras = st.fixed_dictionaries({}, optional={
            **modes,
            "hors": st.just("attaque"),
            "adverbe": st.just("normalement"),
            "contre_attaque": st.just(True),
            "moments": st.lists(st.sampled_from(self.moments), min_size=1, max_size=2).map(tuple),
            "au_moins": st.integers(0, 9),
            "phase": st.sampled_from(["premier", "second", "autre", "même"]),
        } if not simple else {**{k: v for k, v in modes.items() if k == "mode"}, "contre_attaque": st.just(True)})
        if not simple:
            extras = st.tuples(extras, st.one_of(st.none(), self.designation(relative=False)),
                               st.one_of(st.none(), st.builds(A.Acte, verbe=st.sampled_from(self.act_verbs),
                                                              objet=self.designation(relative=False))),
                               st.lists(st.sampled_from(['Charge', 'Tirer', 'Poursuivre le Combat']), max_size=3,
                                        unique=True)).map(
                lambda t: {**t[0], **({"lieu": t[1]} if t[1] else {}), **({"mais_pas": t[2]} if t[2] else {}),
                           **({"ordres": tuple(t[3])} if t[3] else {})})
        return st.builds(
            build, st.sampled_from(self.act_verbs),
            self.sujet() if subject else st.none(),
            st.one_of(st.none(), self.designation(relative=False)),
            extras,
            st.booleans() if subject and not simple else st.just(False),
            st.lists(st.sampled_from(self.act_verbs), max_size=1).map(tuple) if subject and not simple else st.just(()),
        )

    def circonstance(self):
        return st.one_of(
            st.builds(A.Quand, self.acte()),
            # « Si » + an act that only happens is « Lorsque » (canonical.EVENT_VERBS): not a canonical « Si »
            st.builds(A.Si, self.acte().filter(lambda a: a.verbe not in EVENT_VERBS)),
            st.builds(A.AuLieuDe, self.acte(subject=False)),
            st.builds(A.LancementDes, st.sampled_from(["attaque", "défense"]), self.designation(relative=False)),
            st.builds(A.Durant, self.designation(relative=False)),
            self.durant_action(),
            st.just(A.MemeTour()),
            # « Au début de chaque tour », « À la fin du tour adverse », « Au début de chaque manche »
            st.builds(A.Periode, st.sampled_from(["début", "fin"]), st.just("tour"),
                      st.sampled_from(["chaque", "votre", "adverse"])),
            st.builds(A.Periode, st.sampled_from(["début", "fin"]), st.just("manche")),
        )

    def durant_action(self):
        """« Durant un Combat », « Lors d'une Charge », and (a game without modes) « En Charge »."""
        if not self.actions:
            return st.nothing()
        genres = ["masculin", "féminin"] + ([] if self.modes else ["sans article"])
        return st.builds(lambda nom, genre: A.Durant(A.Designation("un", nom, genre=genre)),
                         st.sampled_from(self.actions), st.sampled_from(genres))

    # --- effects ---------------------------------------------------------------------
    def tuile(self):
        return st.builds(A.Tuile, st.sampled_from(TILE_DETS), st.sampled_from(self.terrains),
                         st.sampled_from([None, "vide"]))

    def quantite(self):
        return st.one_of(st.integers(0, 12), st.just("x"))

    def simple_action(self):
        """Actions that end cleanly (another effect may follow them after « et »)."""
        nouns = st.sampled_from(self.nouns)
        return st.one_of(
            # the noun agrees with the number, as the parser reads it (« 0 unité », « 2 unités »)
            st.tuples(st.integers(0, 9), st.sampled_from(["unité", "allié"])).map(
                lambda t: A.CompteComme(t[0], t[1] + "s" if t[0] >= 2 else t[1])),
            st.just(A.ForcerRelance(1)),
            st.builds(A.Relance, st.just(True), st.sampled_from([None, 1]), st.booleans(),
                      des=st.sampled_from([None, "attaque", "défense"])),
            st.builds(A.Relance, st.just(False), st.sampled_from([None, 1]), st.just(False),
                      nombre=st.integers(1, 6), des=st.sampled_from([None, "attaque", "défense"])),
            st.builds(A.Relance, st.just(False), st.just(None), st.just(False),
                      valeurs=st.lists(st.integers(1, 6), min_size=1, max_size=3, unique=True).map(
                          lambda v: tuple(sorted(v))), des=st.sampled_from([None, "attaque", "défense"])),
            st.builds(A.Portee, st.just(None), st.just(None), st.integers(1, 9)),
            st.builds(A.Portee, st.sampled_from(self.actions), self.designation(relative=False), st.integers(1, 9)),
            st.builds(A.Permuter, self.sujet()),
            st.builds(A.SeDeplacerAvec, self.sujet()),
            st.builds(A.Rester, st.sampled_from(["adjacent", "en vie", "vide"])),
            st.sampled_from([A.Agir(v) for v in ("attaquer", "se déplacer", "tirer", "charger", "riposter")]),
            st.just(A.Affecte()), st.just(A.DesDuMeilleur()),
            st.builds(A.Invoque, self.tuile()),
            st.builds(A.Destination, st.lists(st.sampled_from(["aller", "attaquer"]), min_size=1, max_size=2).map(tuple),
                      self.tuile()),
            st.builds(A.Replacer, self.designation(relative=False), self.tuile()),
            st.builds(A.Negation, st.sampled_from([A.Agir("attaquer"), A.Affecte(), A.Rester("adjacent")])),
            self.des_supp(),
            st.builds(A.CoupsSupplementaires, self.quantite()),
            st.builds(A.EnPlus, self.quantite(), nouns),
            st.builds(A.Rendre, self.designation(relative=False)),
            # « tirer depuis … de » a division of the battlefield (« de la Zone Avant »), never a unit
            st.builds(A.Tirer, depuis=self.designation(relative=False),
                      de=st.one_of(st.none(), self.zone()) if self.zones else st.none()),
            st.builds(A.Tirer, contre=self.designation(relative=False)),
            st.builds(A.Utilisable, pour=st.sampled_from([A.Agir("attaquer"), A.Tirer(contre=A.Designation("une", "unité"))])),
            st.just(A.Utilisable(immediatement=True)),
            st.builds(A.CoutSelonJetons, nouns, st.one_of(st.none(), st.integers(0, 3))),
            st.builds(A.Cout, self.quantite(), nouns),
            st.builds(A.CoutEnPlus, st.integers(-3, 3).filter(bool), nouns),
            st.builds(A.Effectuer, st.sampled_from(self.named_acts)),
            st.builds(A.DonnerOrdres, self.designation(relative=False), st.booleans()),
            st.builds(A.DonnerOrdre, self.designation(relative=False), st.one_of(st.just(A.Agir("attaquer")), self.des_supp())),
            st.just(A.ResoudreOrdres()),
            st.builds(A.Recuperer, self.designation(relative=False), self.designation(relative=False)),
            st.builds(A.MettreDeCote, self.designation(relative=False)),
            st.builds(A.Charger, self.designation(relative=False)),
            st.builds(A.Charger, self.designation(relative=False), nouns, self.designation(relative=False)),
        )

    def last_action(self):
        """Actions that end in an open list or clause: only last in their phrase."""
        return st.one_of(
            # « tirer sur » zones (« sur une Unité » is « contre une Unité »)
            st.builds(A.Tirer, sur=st.lists(self.zone(), min_size=1, max_size=2, unique=True).map(tuple),
                      de=st.one_of(st.none(), self.zone()),
                      contre=st.one_of(st.none(), self.designation(relative=False))) if self.zones else st.nothing(),
            st.builds(A.RecevoirOrdre, st.sampled_from(self.nouns), st.one_of(st.none(), self.acte())),
            st.builds(A.DonnerOrdres, self.designation(relative=False), st.booleans(), st.integers(0, 3),
                      st.sampled_from(self.nouns)),
        )

    def des_supp(self):
        def build(n, moments, which, noun, exclu, au_lieu):
            fields = {}
            if which == "pour":
                fields["pour"] = noun
            elif which == "chaque":
                fields["pour_chaque"] = noun
                fields["exclu"] = exclu
            elif which == "autour":  # « pour chaque unité alliée adjacente »
                fields["pour_chaque"] = A.Designation("chaque", "unité", ("allié", "adjacent"))
            return A.DesSupplementaires(n, moments, au_lieu_de=au_lieu, **fields)

        return st.builds(build, self.quantite(), st.lists(st.sampled_from(self.nouns), max_size=2).map(tuple),
                         st.sampled_from([None, "pour", "chaque", "autour"]), st.sampled_from(self.nouns),
                         st.one_of(st.none(), st.sampled_from(self.nouns)), st.sampled_from([None, 1]))

    def effet(self, action):
        return st.builds(A.Effet, action, st.sampled_from([None, "peut", "doit", "ne peut pas"]))

    def effets(self):
        return st.tuples(st.lists(self.effet(self.simple_action()), max_size=1),
                         self.effet(st.one_of(self.simple_action(), self.last_action()))).map(
            lambda t: tuple(t[0]) + (t[1],))

    def phrase(self):
        circs = st.lists(self.circonstance(), max_size=2).map(tuple)
        sujet = st.one_of(st.none(), self.sujet(), st.builds(A.OrdreA, self.designation(relative=False)))
        plain = st.builds(A.Phrase, circs, sujet, self.effets())
        activation = st.builds(lambda d, e: A.Phrase((A.Activation(d),), None, e),
                               self.designation(relative=False), self.effets())
        results = st.lists(st.integers(1, 6), min_size=1, max_size=3, unique=True).map(lambda r: tuple(sorted(r)))
        alors = st.builds(A.Phrase, st.just(()), st.one_of(st.none(), self.sujet()), self.effets())
        jet = st.builds(lambda c, n, r, a: A.Phrase(c, None, (A.Jet(n, r, a),)),
                        st.lists(self.circonstance(), min_size=1, max_size=2).map(tuple), st.integers(1, 3), results,
                        alors)
        return st.one_of(plain, activation, jet)

    def capacite(self):
        """Whole abilities, in canonical form (rulekit.dsl.canonical: what parsing their text gives)."""
        from rulekit.dsl.canonical import canonical

        drawn = st.builds(A.Capacite, st.lists(self.phrase(), min_size=1, max_size=2).map(tuple))
        return drawn.map(lambda ast: canonical(ast, self.vocabulary))

    # --- reference-sheet clauses -----------------------------------------------------
    def geste(self):
        return st.one_of(
            st.builds(A.Geste, st.sampled_from(["mouvement", "mouvement d'assaut"]), st.integers(1, 6)),
            st.builds(A.Geste, st.just("tir"), st.just(1), st.integers(-3, 3)),
            st.just(A.Geste("corps à corps")), st.just(A.Geste("regroupement")),
        )

    def clause(self):
        signed = st.integers(-5, 5).filter(bool)
        modif = st.one_of(st.builds(A.Modificateur, signed, st.sampled_from(["sauvegarde", "résultat d'assaut"])),
                          st.just(A.Modificateur(None, "jet pour toucher", "couvert")),
                          st.builds(A.Modificateur, signed, st.just("sauvegarde"), st.none(), st.just("feu croisé")))
        return st.one_of(
            st.builds(A.Inclut, st.lists(st.sampled_from(self.rules), min_size=1, max_size=2, unique=True)
                      .map(lambda rs: tuple(sorted(rs)))),
            st.builds(A.Ignore, st.sampled_from(["terrain dangereux", "terrain infranchissable",
                                                 "zone de contrôle ennemi", "sauvegarde de couvert"]),
                      st.sampled_from([None, "mouvement"])),
            st.builds(A.Ignore, modif), modif,
            st.builds(A.RelanceJet, st.sampled_from(["jet d'initiative", "jet de stratégie"]),
                      st.one_of(st.none(), st.tuples(st.integers(1, 3), st.sampled_from(["tour", "partie"])))),
            st.builds(A.RelanceJet, st.sampled_from(["sauvegarde", "test de terrain dangereux"])),
            st.just(A.SauvegardeContre("macro arme")),
            st.builds(A.AssautGroupe, st.integers(1, 9), st.integers(0, 50)),
            st.builds(A.JetInitiativeUnique, st.one_of(st.none(), signed)),
            st.builds(A.Distance, st.sampled_from(["distance de cohésion", "zone de contrôle"]), st.integers(0, 60)),
            st.builds(A.Double, st.just("mouvement"), st.sampled_from(["charge", "retraite"]), st.integers(2, 3)), st.builds(A.PISupplementaire, st.integers(1, 4)),
            st.builds(A.ConsidereComme, st.just("Véhicule"), st.sampled_from(["terrain dangereux", "tir"])),
            st.just(A.Modificateur(-1, "sauvegarde", de="cible")),
            st.builds(A.Aura, st.sampled_from(["formation", "unité"]), st.integers(1, 30),
                      st.just(A.RelanceJet("jet d'initiative"))),
            st.builds(A.Aucun, st.sampled_from(["mouvement de retraite obligatoire", "sauvegarde"])),
            st.builds(A.PasDetruit, st.integers(0, 60)),
            st.builds(A.Immunise, st.sampled_from(["défaite en assaut", "PI si démoralisé"])),
            st.builds(A.SecondeSvg, st.integers(2, 6), st.booleans()),
            st.just(A.ChoisitUniteTouchee()), st.just(A.Teleportation()),
            st.builds(A.JetParUnite, st.integers(1, 9), st.integers(1, 6), st.integers(1, 4)),
            st.just(A.Vulnerable(("AC", "AP"))), st.just(A.AntiAerien()), st.builds(A.PIParTouche, st.integers(1, 3)),
            st.builds(A.AttaquesSupplementaires, self.quantite(),
                      st.lists(st.sampled_from(["tir", "assaut", "fusillade"]), min_size=1, max_size=3,
                               unique=True).map(tuple)),
            st.just(A.FrappeEnPremier()), st.just(A.AnnuleSauvegardes(("blindage", "couvert"))),
            st.builds(A.Limite, st.integers(1, 3), st.just("tir"), st.just("partie")),
            st.builds(A.Rechargement, st.integers(2, 4)), st.builds(A.DegatsEngins, self.quantite()),
            st.builds(A.Etapes, st.lists(st.lists(self.geste(), min_size=1, max_size=3).map(tuple), min_size=1,
                                         max_size=3).map(tuple), st.booleans()),
            st.just(A.Etapes(((A.Geste("tir", apres="mouvement ennemi"),),))),
        )

    def fiche(self):
        """Sheet lines in canonical form: their clauses in the parser's order (a line's order carries
        no meaning)."""
        from rulekit.dsl.canonical import canonical

        # one action line per sheet line (two would read as one: « Un mouvement, un tir ou … »)
        lines = st.lists(self.clause(), min_size=1, max_size=4).filter(
            lambda cs: sum(isinstance(c, A.Etapes) for c in cs) <= 1)
        return lines.map(lambda cs: A.Fiche(tuple(sorted((canonical(c, self.vocabulary) for c in cs),
                                                         key=lambda x: (type(x).__name__, repr(x))))))


def ability_asts(vocabulary):
    """Typed ASTs of whole abilities over ``vocabulary``'s nouns."""
    return Strategies(vocabulary).capacite()


def ability_texts(vocabulary):
    """Canonical French ability sentences (``render`` of drawn ASTs)."""
    from rulekit.dsl import render

    return ability_asts(vocabulary).map(render)
