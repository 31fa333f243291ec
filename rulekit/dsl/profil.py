"""Transformer methods of profile rules (``grammars/profil.lark``, start symbol ``profil``).

Mixed into :class:`rulekit.dsl.transformer.ToAst`; one method per alternative. A phrase is the
shared :class:`~rulekit.dsl.ast.Phrase` (circumstances, subject, effects with their modality);
its actions and circumstances are the nodes of :mod:`rulekit.dsl.profil_ast`. One meaning, one
AST: « subit une pénalité de −1 » is « gagne −1 »; « les jets pour toucher ratés d'attaques avec
cette règle doivent être relancés » is « les attaques avec cette règle doivent relancer leurs
jets pour toucher ratés »; « Si une attaque … touche avec un résultat non modifié de ‘6’, l'attaque
… » is « Une attaque … qui obtient un ‘6’ naturel sur son jet pour toucher … ».
"""

from __future__ import annotations

import attrs
from lark import Token

from . import ast as A
from .words import ANTE_OF, NUMBER_WORDS
from .words import tokens as _tokens

#: the roll a verb of « pour toucher / pour blesser » names
JETS = {"toucher": "toucher", "blesser": "blesser"}
#: a noun said of a whole kind when it has no determiner (« d'Infanterie »)
ISSUES = {"raté": "raté", "ratée": "raté", "ratés": "raté", "ratées": "raté",
          "réussi": "réussi", "réussie": "réussi", "réussis": "réussi", "réussies": "réussi"}


#: « la première / deuxième Manche de combat »: which one
RANGS = {"premier": 1, "second": 2}
#: who makes an attack (« portées par le porteur »), not what it is made with (« portées par une Lance »)
AGENTS = {"porteur", "figurine", "élément de figurine", "attaquant", "tireur"}
#: a pronoun whose referent is the subject of the phrase before
ANAPHORE = A.Ref("il")
#: « il / elle » as a subject: the one its circumstance names, else the subject of the phrase before
PRONOM = object()
#: the circumstances of a profile phrase
CIRCS = (A.Pendant, A.Situation, A.SurSix, A.Utilisant, A.QuelQueSoit, A.ContreQui, A.Evenement)


# What the transformer hands up before a phrase puts it in place (never in the AST).
@attrs.frozen
class _Nomme:
    """A circumstance that names whom it is about: « si la figurine charge », « si une attaque …
    touche avec un ‘6’ », « chaque fois que la figurine perd un Point de vie »."""

    circ: object
    qui: A.Ref
    #: the phrase's subject is this one (« l'attaque » after « si une attaque … touche »); else it only
    #: gives « il / elle » its referent (« si la figurine charge, ses attaques … »: the charge is the bearer's)
    sujet: bool = True


@attrs.frozen
class _SujetSix:
    """« une attaque … qui obtient un ‘6’ naturel sur son jet pour blesser »."""

    ref: A.Ref
    jet: str


@attrs.frozen
class _SujetJets:
    """« les jets pour toucher ratés (d'attaques …) (contre …) »: the rolls a passive rerolls."""

    jet: A.JetDe
    de: object
    contre: object


@attrs.frozen
class _Infinitif:
    """An act (« effectuer de Marche forcée », « déclarer de charge ») and whether its verb is an
    infinitive (after « ne peut pas X, », it takes the modality before it)."""

    action: A.Faire
    infinitif: bool


@attrs.frozen
class _UtilisePar:
    """« être utilisé par X »: X uses the subject."""

    agent: A.Ref


@attrs.frozen
class _SujetBlessures:
    """« les blessures non sauvegardées causées par des attaques avec cette règle »: the wounds a
    passive multiplies, and whose attacks (the phrase's subject)."""

    de: A.Ref


@attrs.frozen
class _Multipliees:
    """« sont multipliées par X »: said of unsaved wounds (:class:`_SujetBlessures`)."""

    par: str


@attrs.frozen
class _MemeValeur:
    """« … et en Agilité »: the value of the gain before, for another characteristic."""

    carac: str


def _signed(tok):
    """« +1 » → 1; « −X » → "-X" (the rule's parameter)."""
    text = str(tok).replace("−", "-")
    if text[1:].lower() == "x":
        return text[0] + "X"
    return int(text)


def _gains(effets) -> tuple:
    """Gains said after a comma or « et » belong to the gain before them (values set, to the
    values set before them: « a toujours une Force de 3 et une Pénétration d'armure de 10 »)."""
    out = []
    for e in effets:
        if isinstance(e, _MemeValeur):  # « +1 en Force et en Agilité »
            last = out[-1] if out else None
            if not (isinstance(last, A.Effet) and isinstance(last.action, A.Gain)
                    and isinstance(last.action.gains[-1], A.ModifCarac)):
                raise ValueError("« et en Agilité » suit une valeur (« +1 en Force »)")
            e = A.ModifCarac(e.carac, last.action.gains[-1].valeur)
        if isinstance(e, A.Effet) and e.modalite == "hérite":
            if not out or not isinstance(out[-1], A.Effet) or out[-1].modalite is None:
                e = attrs.evolve(e, modalite=None)
            else:
                e = attrs.evolve(e, modalite=out[-1].modalite)
        if isinstance(e, tuple):  # a value set
            last = out[-1] if out else None
            if not (isinstance(last, A.Effet) and isinstance(last.action, A.Fixe)):
                raise ValueError("une valeur fixée (« une Force de 3 ») suit « a toujours »")
            out[-1] = attrs.evolve(last, action=A.Fixe(last.action.valeurs + (e,)))
            continue
        if isinstance(e, (A.ModifCarac, A.ModifJet, A.RegleCitee, A.Parametres)):
            last = out[-1] if out else None
            if not (isinstance(last, A.Effet) and isinstance(last.action, A.Gain)):
                raise ValueError("une valeur (« +1 en Force ») suit le verbe qui la donne (« gagne », « a »)")
            out[-1] = attrs.evolve(last, action=A.Gain(last.action.gains + (e,)))
        else:
            out.append(e)
    # the gains of one verb are a set: « +1 en Pénétration d'armure et +1 en Force » = « +1 en Force et … »
    return tuple(attrs.evolve(e, action=A.Gain(tuple(sorted(e.action.gains, key=repr))))
                 if isinstance(e, A.Effet) and isinstance(e.action, A.Gain) else e for e in out)


class ProfilToAst:
    """Transformer methods of profile rules (mixed into :class:`ToAst`)."""

    # --- the phrase ---------------------------------------------------------------------------
    def profil(self, c):
        """« Chaque fois que la figurine perd un Point de vie, elle gagne … . Chaque fois qu'elle
        gagne un Point de vie, elle souffre … »: a pronoun with no referent in its phrase is the
        subject of the phrase before."""
        phrases = []
        for phrase in c:
            if phrase.sujet is ANAPHORE:
                before = phrases[-1].sujet if phrases else None
                if not isinstance(before, A.Ref):
                    raise ValueError("« il / elle » : de qui parle-t-on ? (« Si la figurine charge, elle … »)")
                phrase = attrs.evolve(phrase, sujet=before)
            phrases.append(phrase)
        return A.Capacite(tuple(phrases))

    def p_phrase(self, c):
        effets = next(x for x in c if isinstance(x, list))
        # circumstances said before the subject or among the effects (« …, quelle que soit l'Agilité … »)
        parts = [x for x in c if not isinstance(x, list)] + [x for x in effets if isinstance(x, (_Nomme, *CIRCS))]
        effets = [x for x in effets if not isinstance(x, (_Nomme, *CIRCS))]
        named = [x for x in parts if isinstance(x, _Nomme)]
        circs = [x.circ if isinstance(x, _Nomme) else x for x in parts if isinstance(x, (_Nomme, *CIRCS))]
        sujet = next((x for x in parts if isinstance(x, (A.Ref, _SujetSix, _SujetJets, _SujetBlessures))
                      or x is PRONOM), None)
        if sujet is PRONOM:  # « si la figurine charge, elle … »; else the subject of the phrase before
            sujet = named[0].qui if named else ANAPHORE
        if isinstance(sujet, _SujetSix):  # « une attaque … qui obtient un ‘6’ naturel … »
            circs.append(A.SurSix(sujet.jet))
            sujet = sujet.ref
        if isinstance(sujet, _SujetJets):  # « les jets pour toucher ratés d'attaques … doivent être relancés »
            effets = [self._relance_passive(e, sujet.jet, sujet.contre) for e in effets]
            sujet = sujet.de
        sujet, effets = self._passif_utiliser(sujet, effets)
        sujet, effets = self._blessures_multipliees(sujet, effets)
        for qui in (n.qui for n in named if n.sujet):  # « Si une attaque avec cette règle touche …, l'attaque … »
            if sujet is not None and sujet is not ANAPHORE and sujet.nom != qui.nom:
                raise ValueError(f"« {sujet.nom} » : la condition parle de « {qui.nom} »")
            sujet = qui
        circs = tuple(sorted(circs, key=lambda x: (type(x).__name__, repr(x))))  # their order says nothing
        return A.Phrase(circs, sujet, _gains(effets))

    def _relance_passive(self, e, jet, contre):
        if not (isinstance(e, A.Effet) and isinstance(e.action, A.RelanceJets) and e.action.jet is None):
            raise ValueError("des jets (« les jets pour toucher ratés ») sont relancés")
        # « les jets … sont relancés »: the rule book's present is an obligation, as « doivent être relancés »
        return attrs.evolve(e, action=A.RelanceJets(jet, contre), modalite=e.modalite or "doit")

    @staticmethod
    def _blessures_multipliees(sujet, effets):
        """« Les blessures non sauvegardées causées par des attaques avec cette règle sont
        multipliées par X » = « Une attaque avec cette règle voit ses blessures non sauvegardées
        multipliées par X »; « sont multipliées » is said of wounds only."""
        said = [e for e in effets if isinstance(e, A.Effet) and isinstance(e.action, _Multipliees)]
        if not isinstance(sujet, _SujetBlessures) and not said:
            return sujet, effets
        if not isinstance(sujet, _SujetBlessures) or len(said) != len(effets):
            raise ValueError("« sont multipliées par X » : les blessures non sauvegardées, seules dans leur phrase")
        return sujet.de, [attrs.evolve(e, action=A.MultiplieBlessures(e.action.par)) for e in effets]

    def p_gains(self, c):
        return A.Phrase((), None, _gains([A.Effet(A.Gain((c[0],)))] + list(c[1:])))

    # --- effects ------------------------------------------------------------------------------
    def effets_p(self, c):
        return [x for x in c if not isinstance(x, Token)]

    def p_effet(self, c):
        action = c[0]
        if isinstance(action, A.RelanceJets):  # « relancent leurs jets … »: the rule book's present is an obligation
            return A.Effet(action, "doit")
        if isinstance(action, _Infinitif):  # an infinitive after « ne peut pas X, » takes its modality
            return A.Effet(action.action, "hérite" if action.infinitif else None)
        return A.Effet(action)

    @staticmethod
    def _action(x):
        return x.action if isinstance(x, _Infinitif) else x

    def p_peut(self, c):
        return A.Effet(self._action(c[-1]), "peut")

    @staticmethod
    def _passif_utiliser(sujet, effets):
        """« Une Lance de cavalerie ne peut pas être utilisée par l'Infanterie » = « L'Infanterie ne
        peut pas utiliser de Lance de cavalerie »."""
        said = [e for e in effets if isinstance(e, A.Effet) and isinstance(e.action, _UtilisePar)]
        if not said:
            return sujet, effets
        if len(effets) != 1 or not isinstance(sujet, A.Ref):
            raise ValueError("« être utilisé par … » : une arme, seule dans sa phrase")
        (e,) = effets
        return e.action.agent, [attrs.evolve(e, action=A.Utiliser(sujet))]

    def p_doit(self, c):
        return A.Effet(self._action(c[-1]), "doit")

    def p_ne_peut_pas(self, c):
        return A.Effet(self._action(c[-1]), "ne peut pas")

    def p_ignore_modif(self, c):
        signed = _tokens(c, "SIGNED")[0]
        jet, *cause = [x for x in c if not isinstance(x, Token)]
        return A.Effet(A.IgnoreModif(_signed(signed), jet, cause[0] if cause else None))

    def cause(self, c):
        tok = c[-1]
        return self.noun(tok) if tok.type == "NOM" else self.rule_name(tok)

    def p_gain(self, c):
        return A.Gain((c[-1],))

    def p_ignore(self, c):
        return A.IgnoreRegle((c[-1],))

    def ig_regle(self, c):
        return A.RegleCitee(self.rule_name(_tokens(c, "REGLE")[0]))

    def ig_sauvegarde(self, c):
        return self.j_sauvegarde(c)

    def p_utiliser(self, c):
        return A.Utiliser(c[-1])

    def p_faire(self, c):
        verb = self.verb_of(c[0])
        quoted = _tokens(c, "QUOTE")
        quoi = c[-1]
        if quoted:  # « choisir « Fuir » (comme Réaction à une charge) »: the author's words, as written
            comme = _tokens(c, "NOM")
            quoi = A.Ref(self.written(quoted[0]).strip('"«» ').strip(), etats=("cité",),
                         de=A.Ref(self._singular(self.noun(comme[0]))) if comme else None)
        return _Infinitif(A.Faire(verb, quoi), self._infinitif(c[0], verb))

    @staticmethod
    def _infinitif(tok, verb: str) -> bool:
        from . import verbs

        return str(tok).lower() == verbs.conjugate(verb, "inf")

    def p_utilise_par(self, c):
        return _UtilisePar(c[-1])

    def p_declarer_charge(self, c):
        return _Infinitif(A.Faire("déclarer", A.Ref("charge")), self._infinitif(c[0], "déclarer"))

    def p_compte_comme(self, c):
        quoted, participle, count = _tokens(c, "QUOTE"), _tokens(c, "PARTICIPE"), _tokens(c, "INT")
        if quoted:
            return A.CompteEtat(self.written(quoted[0]).strip('"«» ').strip())
        if participle:  # « ayant été détruite », « s'étant déplacées »: the masculine singular
            word = str(participle[0]).lower()
            for end in ("ées", "ée", "és", "ies", "ie", "is", "ues", "ue", "us", "ites", "ite", "its"):
                if word.endswith(end):
                    word = word[: -len(end)] + {"ées": "é", "ée": "é", "és": "é", "ies": "i", "ie": "i", "is": "i",
                                                "ues": "u", "ue": "u", "us": "u", "ites": "it", "ite": "it",
                                                "its": "it"}[end]
                    break
            return A.CompteEtat(word)
        return A.CompteEtat(self._singular(self.noun(_tokens(c, "NOM")[0])), int(count[0]))

    def p_choix(self, c):
        carac = _tokens(c, "CARAC")
        return A.Choix(self.value_name(carac[0]) if carac else None)

    def p_egale(self, c):
        caracs = [self.value_name(t) for t in _tokens(c, "CARAC")]
        qui, de = [x for x in c if isinstance(x, A.Ref)]
        return A.Phrase((), qui, (A.Effet(A.Egale(caracs[0], caracs[1], de)),))

    def p_seulement_contre(self, c):
        return A.Effet(A.SeulementContre(c[-1]))

    def p_perd(self, c):
        gain = c[-1]
        if not isinstance(gain, A.RegleCitee):
            raise ValueError("on perd une règle (« perd la règle Capture »)")
        return A.Perte((gain,))

    def q_composition(self, c):
        text = " ".join(str(_tokens(c, "COMPOSITION")[0]).lower().split())
        part = "moitié" if "moitié" in text else ("une" if "au moins un" in text else "toutes")
        return ("composition", (part, c[-1]))

    def donnant(self, c):
        return self._singular(self.noun(_tokens(c, "NOM")[0]))

    def p_etre_relance(self, c):
        return A.RelanceJets(None)

    def p_relancer(self, c):
        refs = [x for x in c if isinstance(x, (A.JetDe, A.Ref))]
        return A.RelanceJets(refs[0], refs[1] if len(refs) > 1 else None)

    def p_reussit(self, c):
        return A.ReussitAuto(c[-1])

    def p_blesse_auto(self, c):
        said = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        if said and said != ["blesser"]:
            raise ValueError("« blesse automatiquement, sans jet pour blesser » : le jet dont on se passe est celui pour blesser")
        return A.BlesseAuto()

    def p_palier(self, c):
        return A.Palier(int(_tokens(c, "INT")[0]))

    def p_fixe(self, c):
        return A.Fixe(tuple(x for x in c if isinstance(x, tuple)))

    def valeur_fixe(self, c):
        return (self.value_name(_tokens(c, "CARAC")[0]), c[-1])

    def p_passe(self, c):
        return A.Fixe(((self.value_name(_tokens(c, "CARAC")[0]), c[-1]),))

    def p_passe_de(self, c):
        """« La Force du porteur passe à 10 pendant … » = « Pendant …, le porteur voit sa Force passer à 10 »."""
        qui = next(x for x in c if isinstance(x, A.Ref))
        circs = [x for x in c if isinstance(x, (_Nomme, *CIRCS))]
        passer = next(i for i, x in enumerate(c) if isinstance(x, Token) and x.type == "V_PASSER")
        return self.p_phrase(circs + [qui, [A.Effet(self.p_passe(c[:passer + 3]))]])

    def valeur_posee(self, c):
        return c[0] if isinstance(c[0], str) and not isinstance(c[0], Token) else int(c[0])

    def valeur_x(self, c):
        return "X"

    def facteur(self, c):
        return str(c[0]).upper()

    def p_multipliees(self, c):
        return _Multipliees(c[-1])

    def p_multiplie(self, c):
        return A.MultiplieBlessures(c[-1])

    def sujet_blessures(self, c):
        return _SujetBlessures(c[-1])

    def p_touche_supp(self, c):
        """« inflige une (deux, 2) touche(s) supplémentaire(s) »; a determiner that is not a number
        (« des », « les touches supplémentaires ») says no count: refused, as « les Attaques supplémentaires »."""
        amount = next(t for t in _tokens(c) if t.type in ("DET", "INT"))
        n = int(amount) if amount.type == "INT" else NUMBER_WORDS.get(str(amount).lower())
        if n is None:
            raise ValueError(f"« {amount} touches supplémentaires » : combien ? (« une touche supplémentaire », "
                             "« deux touches supplémentaires »)")
        return A.ToucheSupp(n)

    def p_subit_touches(self, c):
        amount = [t for t in _tokens(c) if t.type in ("X_VAR", "INT", "DICE")]
        return A.SubitTouches(str(amount[0]).upper() if amount else "X")

    def p_immunise(self, c):
        return A.Immunite(self.rule_name(_tokens(c, "REGLE")[0]))

    def p_est(self, c):
        return A.Est(self.rule_name(_tokens(c, "REGLE")[0]))

    # --- gains --------------------------------------------------------------------------------
    def g_carac(self, c):
        signed = _tokens(c, "SIGNED")[0]
        return A.ModifCarac(c[-1], _signed(signed))

    def g_supp(self, c):
        """« deux Attaques supplémentaires » = « +2 en Attaques »."""
        amount = c[0]
        n = int(amount) if amount.type == "INT" else NUMBER_WORDS.get(str(amount).lower())
        if n is None:
            raise ValueError(f"« {amount} … supplémentaires » : combien ? (« deux Attaques supplémentaires »)")
        return A.ModifCarac(self.value_name(_tokens(c, "CARAC")[0]), n)

    def g_jet(self, c):
        signed = _tokens(c, "SIGNED")[0]
        return A.ModifJet(c[-1], _signed(signed))

    def g_regle(self, c):
        params = next((x for x in c if isinstance(x, list)), [])
        return A.RegleCitee(self.rule_name(_tokens(c, "REGLE")[0]), tuple(params))

    def g_param(self, c):
        return A.Parametres()

    def g_meme(self, c):
        return _MemeValeur(self.value_name(_tokens(c, "CARAC")[0]))

    def c_contre(self, c):
        return A.ContreQui(c[-1])

    def c_charge(self, c):
        who = next((x for x in c if isinstance(x, A.Ref)), None)
        return A.Situation("charge") if who is None else _Nomme(A.Situation("charge"), who, sujet=False)

    def c_evenement(self, c):
        who = next((x for x in c if isinstance(x, A.Ref)), None)
        verb = next(self.verb_of(t) for t in _tokens(c) if t.type in ("V_PERDRE", "V_GAGNER"))
        event = A.Evenement(verb, self._singular(self.noun(_tokens(c, "NOM")[0])))
        return event if who is None else _Nomme(event, who, sujet=False)

    def sujet_pronom(self, c):
        return PRONOM

    def en_carac(self, c):
        return self.value_name(_tokens(c, "CARAC")[0])

    def jet_pour(self, c):
        return self.verb_of(c[-1])

    def params(self, c):
        return list(c)

    def pa_carac(self, c):
        return A.ModifCarac(self.value_name(_tokens(c, "CARAC")[0]), _signed(_tokens(c, "SIGNED")[0]))

    def pa_contre(self, c):
        tok = c[0]  # « contre Attaques de tir » = « contre Attaque de tir »
        return A.Contre(self._singular(self.noun(tok)) if tok.type == "NOM" else self.rule_name(tok))

    def pa_seuil(self, c):
        return A.Seuil(int(str(c[0]).rstrip("+")))

    def pa_max(self, c):
        return A.Seuil(int(str(c[-1]).rstrip("+")), maximum=True)

    def pa_signe(self, c):
        value = _signed(c[0])
        return A.Bonus(value) if isinstance(value, int) else value

    def pa_int(self, c):
        return int(c[0])

    def pa_des(self, c):
        return str(c[0]).upper()

    def pa_nom(self, c):
        tok = c[0]
        return self.noun(tok) if tok.type == "NOM" else self.rule_name(tok)

    # --- who ----------------------------------------------------------------------------------
    def sujet_p(self, c):
        return c[0]

    def sujet_jets(self, c):
        jet, quals = c[1], c[2:]
        de = contre = None
        for kind, value in quals:
            if kind == "de" and de is None:
                de = value
            elif kind == "avec" and de is not None and de.avec == ():  # « jets … d'attaques avec … »
                de = attrs.evolve(de, avec=(value,))
            elif kind == "contre" and contre is None:
                contre = value
            else:
                raise ValueError(f"des jets ne sont pas « {kind} » ici")
        return _SujetJets(jet, de, contre)

    def ref_nom(self, c):
        toks = [x for x in c if isinstance(x, Token)]
        seul = any(t.type == "SEUL" for t in toks)
        nom_tok = next(t for t in toks if t.type in ("NOM", "NOM_COMMUN"))
        ref = A.Ref(self._singular(self.noun(nom_tok)) if nom_tok.type == "NOM" else str(nom_tok).lower().rstrip("s"),
                    seul=seul)
        six = None
        for kind, value in (x for x in c if isinstance(x, tuple)):
            if kind == "six":
                six = value
                continue
            ref = self._qualify(ref, kind, value)
        ref = self._de_type(ref)
        return ref if six is None else _SujetSix(ref, six)

    def _de_type(self, ref):
        """« les figurines d'Infanterie » = « l'Infanterie »: models said by their type are the type."""
        if (ref.nom in ("figurine", "unité", "élément de figurine") and ref.de is not None and not ref.de.de
                and self.vocabulary.category(ref.de.nom) == "types" and ref.de.regle is None
                and ref == A.Ref(ref.nom, seul=ref.seul, de=ref.de)):
            return attrs.evolve(ref.de, seul=ref.seul or ref.de.seul)
        return ref

    def _qualify(self, ref, kind, value):
        if kind == "arme" and value.nom in AGENTS:  # « les attaques portées par le porteur » = « … du porteur »
            kind = "de"
        if kind == "arme":
            lifted = {}
            if value.alloue is not None or value.cote is not None:  # « portées par X et allouées contre … »
                lifted = dict(alloue=value.alloue, cote=value.cote)
                value = attrs.evolve(value, alloue=None, cote=None)
            return attrs.evolve(ref, arme=value, **{k: v for k, v in lifted.items() if v is not None})
        if kind == "avec":
            return attrs.evolve(ref, avec=ref.avec + (value,))
        if kind in ("de", "contact"):
            if ref.de is not None:
                raise ValueError(f"« {ref.nom} » a déjà son complément")
            return attrs.evolve(ref, de=value)
        if kind in ("alloue", "alloue_contre"):
            return attrs.evolve(ref, alloue=value)
        if kind == "cote":
            side, of = value
            return attrs.evolve(ref, cote=side, de=ref.de or of)
        if kind == "etat":
            return attrs.evolve(ref, etats=tuple(sorted(set(ref.etats) | {value})))
        if kind == "composition":
            return attrs.evolve(ref, composition=value)
        if kind == "provoquant":
            return attrs.evolve(ref, avec=ref.avec + (value,))
        if kind == "ou":  # « ayant cette règle (ou utilisant une arme avec cette règle) »
            return attrs.evolve(ref, ou=ref.ou + (self._qualify(A.Ref(ref.nom), *value),))
        raise ValueError(f"« {kind} » ne qualifie pas « {ref.nom} »")  # pragma: no cover - grammar

    def ref_un_des(self, c):
        """« une des Armes d'artillerie » = « une Arme d'artillerie choisie »: one of them, picked."""
        ref = self.ref_nom([t for t in c if not (isinstance(t, Token) and t.type in ("UN_DES", "L_UN_DES"))])
        return self._qualify(ref, "etat", "choisi")

    def ref_regle(self, c):
        rule = _tokens(c, "REGLE")
        return A.Ref("règle", regle=self.rule_name(rule[0]) if rule else None)

    def q_arme(self, c):
        return ("arme", c[-1])

    def q_avec(self, c):
        return ("avec", c[-1])

    def q_alloue(self, c):
        toks = _tokens(c)
        contre = not any(t.type == "A_ART" for t in toks)  # « allouées contre », « dirigées contre », « ciblant »
        return ("alloue_contre" if contre else "alloue", c[-1])

    def q_cote(self, c):
        side = str(_tokens(c, "COTE")[0]).lower()
        refs = [x for x in c if isinstance(x, A.Ref)]
        return ("cote", (side, refs[0] if refs else None))

    def q_de(self, c):
        return ("de", c[-1])

    def q_en_regle(self, c):  # « une unité en Embuscade »
        return ("etat", "en " + self.rule_name(c[-1]))

    def q_regle(self, c):
        return ("avec", A.Ref("règle", regle=self.rule_name(c[0])))

    def q_ou(self, c):
        return ("ou", c[-1])

    def q_contre(self, c):
        return ("contre", c[-1])

    def q_contact(self, c):
        return ("contact", attrs.evolve(c[-1], etats=tuple(sorted(set(c[-1].etats) | {"en contact"}))))

    def q_provoquant(self, c):
        return ("provoquant", c[-1])

    def q_six(self, c):
        return ("six", c[-1])

    def q_etat(self, c):
        tok = c[0]
        text = " ".join(str(tok).lower().split())
        if tok.type == "ADJ":
            from .words import ADJ_OF

            text = ADJ_OF.get(text, text)
        elif tok.type == "MONTE":  # « montée » = « montés »: mounted
            text = "monté"
        elif tok.type == "CHOISI":  # « choisie » = « désignée »: the one the rule picked
            text = "choisi"
        return ("etat", text)

    def jet_p(self, c):  # pragma: no cover - every alternative is named
        return c[0]

    def j_pour(self, c):
        issue = _tokens(c, "ISSUE")
        texts = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        return A.JetDe(texts[0], ISSUES[str(issue[0]).lower()] if issue else None,
                       donnant=texts[1] if len(texts) > 1 else None)

    def j_sauvegarde(self, c):
        """« les sauvegardes d'Ægide » (the save of that rule), « les sauvegardes d'armure », « ses
        sauvegardes spéciales » (any special save)."""
        issue = _tokens(c, "ISSUE")
        rule = _tokens(c, "REGLE")
        if rule and not _tokens(c, "SAUVEGARDE_MOT") and not _tokens(c, "JET_MOT"):
            name = self.rule_name(rule[0])
            if name != "Sauvegarde spéciale":
                raise ValueError(f"« {name} » : un jet se dit « les sauvegardes de {name} »")
            return A.JetDe("sauvegarde spéciale", ISSUES[str(issue[0]).lower()] if issue else None)
        armour = bool(_tokens(c, "CARAC"))
        if armour and self.value_name(_tokens(c, "CARAC")[0]) != "Armure":
            raise ValueError("une sauvegarde est d'armure ou d'une règle (« d'Ægide »)")
        return A.JetDe("sauvegarde d'armure" if armour else "sauvegarde", ISSUES[str(issue[0]).lower()] if issue else None,
                       self.rule_name(rule[0]) if rule else None)

    def jet_objet(self, c):
        return c[0]

    def jet_relance(self, c):
        return c[0]

    def j_test(self, c):
        issue = _tokens(c, "ISSUE")
        noms = _tokens(c, "NOM")
        return A.JetDe(self._singular(self.noun(noms[0])), ISSUES[str(issue[0]).lower()] if issue else None,
                       par=self._singular(self.noun(noms[1])) if len(noms) > 1 else None)

    # --- when ---------------------------------------------------------------------------------
    def c_pendant(self, c):
        ante = _tokens(c, "ANTE")
        rang = RANGS.get(ANTE_OF.get(str(ante[0]).lower())) if ante else None
        if ante and rang is None:
            raise ValueError(f"« {ante[0]} {_tokens(c, 'NOM')[0]} » : laquelle ? (« la première », « la deuxième »)")
        nom = self._singular(self.noun(_tokens(c, "NOM")[0]))
        ou = next((x for x in c if isinstance(x, A.Sauf)), None)
        return A.Pendant(nom, rang, ou)

    def ou_p(self, c):
        return A.Sauf(c[0], tuple(sorted({state for states in c[1:] for state in states})))  # a set of states

    def e_charge(self, c):
        return ("en charge",)

    def e_engage(self, c):
        return tuple(f"engagé de {str(t).lower()}" for t in _tokens(c, "COTE"))

    def c_situation(self, c):
        return A.Situation(self._singular(self.noun(_tokens(c, "NOM")[0])))

    def c_utilisant(self, c):
        return A.Utilisant(next(x for x in c if isinstance(x, A.Ref)))

    def c_six_touche(self, c):
        """« Si une attaque … touche (blesse) avec un ‘6’ naturel »: the attack is the subject."""
        who = next(x for x in c if isinstance(x, A.Ref))
        verb = next(t for t in _tokens(c) if t.type in ("V_TOUCHER", "V_BLESSER"))
        return _Nomme(A.SurSix(self.verb_of(verb)), who)

    def c_six_obtient(self, c):
        """« si une attaque … obtient un ‘6’ naturel pour blesser » (that attack is the subject), « si
        elles obtiennent … » (the subject's own roll)."""
        six = A.SurSix(c[-1])
        who = next((x for x in c if isinstance(x, A.Ref)), None)
        return six if who is None else _Nomme(six, who)

    def sur_jet(self, c):
        return None

    def face_naturelle(self, c):
        """« un résultat non modifié de ‘6’ » = « un ‘6’ naturel »: the rules give a natural 6 its effects."""
        face = _tokens(c, "FACE")[0]
        if str(face).strip("'‘’") != "6":
            raise ValueError(f"un {face} naturel : seul un ‘6’ naturel a des effets (« sur un ‘6’ naturel pour toucher »)")
        return 6

    def c_six_jet(self, c):
        jet = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))
        return A.SurSix(jet)

    def c_quelle_que_soit(self, c):
        return A.QuelQueSoit(self.value_name(_tokens(c, "CARAC")[0]), self._singular(self.noun(_tokens(c, "NOM")[0])))

    # --- words --------------------------------------------------------------------------------
    def value_name(self, tok) -> str:
        return self.vocabulary.value(str(tok))

    def rule_name(self, tok) -> str:
        written = " ".join(self.written(tok).split())
        return self.vocabulary.rule_name(written) or written  # pragma: no cover - REGLE matches the vocabulary's rules only

    def verb_of(self, tok) -> str:
        from . import verbs

        verb = verbs.verb_of_terminal(tok.type)
        return JETS.get(verb, verb)
