"""From Lark's parse tree to the typed AST of :mod:`rulekit.dsl.ast`.

One method per grammar alternative; keywords are dropped, nouns take the
vocabulary's casing, adjectives their canonical (masculine singular) form.
"""

from __future__ import annotations

import re

from lark import Token, Transformer

from . import ast as A
from . import verbs

ADJECTIVES = {
    "adjacent": ("adjacent", "adjacente", "adjacents", "adjacentes"),
    "allié": ("allié", "alliée", "alliés", "alliées"),
    "ennemi": ("ennemi", "ennemie", "ennemis", "ennemies"),
    "ami": ("ami", "amie", "amis", "amies"),
    "capturé": ("capturé", "capturée", "capturés", "capturées"),
    "vide": ("vide", "vides"),
    "inoccupé": ("inoccupé", "inoccupée", "inoccupés", "inoccupées"),
}
ADJ_OF = {form: canon for canon, forms in ADJECTIVES.items() for form in forms}
NUMBER_WORDS = {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6}


def _tokens(children, type_=None):
    return [c for c in children if isinstance(c, Token) and (type_ is None or c.type == type_)]


def _nodes(children):
    return [c for c in children if not isinstance(c, Token)]


def _squash(text: str) -> str:
    return " ".join(text.split())


class ToAst(Transformer):
    def __init__(self, vocabulary):
        super().__init__()
        self.vocabulary = vocabulary

    def noun(self, token) -> str:
        return self.vocabulary.canonical(_squash(str(token)))

    # --- sentences -------------------------------------------------------------
    def start(self, children):
        return A.Capacite(tuple(children))

    def phrase_circ(self, c):
        circs, (sujet, effets) = c
        return A.Phrase(circs, sujet, effets)

    def phrase_apres(self, c):
        (sujet, effets), circ = c
        return A.Phrase((circ,), sujet, effets)

    def phrase_simple(self, c):
        sujet, effets = c[0]
        return A.Phrase((), sujet, effets)

    def phrase_jet(self, c):
        circs, jet = c
        return A.Phrase(circs, None, (jet,))

    def circs(self, c):
        return tuple(c)

    def quand(self, c):
        return A.Quand(c[1])

    def au_lieu_de(self, c):
        return A.AuLieuDe(c[0])

    def lancement(self, c):
        kind, who = _nodes(c)
        return A.LancementDes(kind, who)

    def des_attaque(self, c):
        return "attaque"

    def des_defense(self, c):
        return "défense"

    # --- acts --------------------------------------------------------------------
    def _acte(self, sujet, verbe, rest, imminent=False):
        fields = {}
        for item in rest:
            if isinstance(item, tuple):
                fields[item[0]] = item[1]
            else:
                fields["objet"] = item
        return A.Acte(verbe=verbe, sujet=sujet, imminent=imminent, **fields)

    def acte(self, c):
        return self._acte(c[0], c[1], c[2:])

    def acte_imminent(self, c):
        return self._acte(c[0], c[1], c[2:], imminent=True)

    def acte_inf(self, c):
        return self._acte(None, c[0], c[1:])

    def verbe(self, c):
        return verbs.verb_of_terminal(c[0].type)

    def objet(self, c):
        return c[0]

    def objet_a(self, c):
        return c[0]

    def c_mode(self, c):
        return ("mode", self.noun(c[0]))

    def c_sauf_mode(self, c):
        return ("sauf_mode", self.noun(c[0]))

    def c_hors(self, c):
        return ("hors", "attaque")

    def c_normalement(self, c):
        return ("adverbe", "normalement")

    def c_contre_attaque(self, c):
        return ("contre_attaque", True)

    def complement(self, c):
        return c[0]

    # --- who ---------------------------------------------------------------------
    def sujet(self, c):
        return c[0]

    def pronom(self, c):
        return A.Pronom(str(c[0]))

    def designation(self, c):
        det = _squash(str(c[0]))
        nom = c[1]
        quals, relative = [], None
        for item in c[2:]:
            if isinstance(item, A.Acte):
                relative = item
            else:
                quals.append(item)
        return A.Designation(det, nom, tuple(quals), relative)

    def nom(self, c):
        token = c[0]
        return self.noun(token) if token.type == "NOM" else str(token)

    def qual_adj(self, c):
        return ADJ_OF[str(c[0])]

    def qual_reserve(self, c):
        return "en réserve"

    def qual_sans_allie(self, c):
        return "sans allié adjacent"

    def qual_lui(self, c):
        return ADJ_OF[str(c[0])]

    def relative(self, c):
        return c[0]

    # --- effects -------------------------------------------------------------------
    def proposition(self, c):
        return (c[0], c[1])

    def effets(self, c):
        return tuple(c)

    def effet_simple(self, c):
        return A.Effet(c[0])

    def effet_peut(self, c):
        return A.Effet(c[1], "peut")

    def effet_doit(self, c):
        return A.Effet(c[1], "doit")

    def effet_ne_peut_pas(self, c):
        return A.Effet(c[1], "ne peut pas")

    def compte_comme(self, c):
        n, nom = _nodes(c)[0], _tokens(c, "NOM_COMMUN")[0]
        return A.CompteComme(n, str(nom))

    def forcer_relance(self, c):
        return A.ForcerRelance(1)

    def relance(self, c):
        rest = _nodes(c)
        return A.Relance(True, 1 if "une_fois" in rest else None, "avant" in rest)

    def une_fois(self, c):
        return "une_fois"

    def avant_situation(self, c):
        return "avant"

    def portee(self, c):
        action = self.noun(_tokens(c, "NOM")[0])
        cibles = _nodes(c)[0]
        return A.Portee(action, cibles, int(_tokens(c, "INT")[0]))

    def permuter(self, c):
        return A.Permuter(_nodes(c)[0])

    def se_deplacer_avec(self, c):
        return A.SeDeplacerAvec(_nodes(c)[0])

    def rester_adj(self, c):
        return A.Rester(ADJ_OF[str(_tokens(c, "ADJ")[0])])

    def rester_en_vie(self, c):
        return A.Rester("en vie")

    def attaquer(self, c):
        return A.Attaquer()

    def affecte(self, c):
        return A.Affecte()

    def des_du_meilleur(self, c):
        return A.DesDuMeilleur()

    def invoque(self, c):
        return A.Invoque(_nodes(c)[0])

    def destination(self, c):
        nodes = _nodes(c)
        return A.Destination(tuple(nodes[:-1]), nodes[-1])

    def dest_aller(self, c):
        return "aller"

    def dest_attaquer(self, c):
        return "attaquer"

    def replacer(self, c):
        quoi, tuile = _nodes(c)
        return A.Replacer(quoi, tuile)

    def negation(self, c):
        return A.Negation(_nodes(c)[0])

    def fluff(self, c):
        return _nodes(c)[0]

    def tuile(self, c):
        det = _squash(str(c[0]))
        terrain = next((self.noun(t) for t in _tokens(c, "NOM")), None)
        etat = next((ADJ_OF[str(t)] for t in _tokens(c, "ADJ")), None)
        return A.Tuile(det, terrain, etat)

    def jet(self, c):
        nodes = _nodes(c)
        n, results, (sujet, effets) = nodes
        return A.Jet(n, results, A.Phrase((), sujet, effets))

    def resultats(self, c):
        text = str(c[0])
        if text.endswith("+"):
            return tuple(range(int(text[:-1]), 7))
        return tuple(int(t) for t in re.findall(r"\d+", text))

    def nombre(self, c):
        text = str(c[0])
        return int(text) if text.isdigit() else NUMBER_WORDS[text]
