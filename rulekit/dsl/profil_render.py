"""Canonical French of profile rules (:mod:`rulekit.dsl.profil_ast`): ``parse(render(ast)) == ast``.

The canonical phrase: circumstances first, the subject in the singular (« une attaque portée
avec une Hallebarde »), its verb in the third person, the gains joined by « et »; a natural 6
is said on the subject (« une attaque … qui obtient un ‘6’ naturel sur son jet pour toucher »).
"""

from __future__ import annotations

from . import ast as A
from . import verbs

#: nouns ending in « e » that are masculine (the others ending in « e » are feminine)
MASCULINE_E = {"personnage", "monstre", "porte-étendard", "décor", "test", "élément de figurine", "char",
               "palier d'initiative", "tour de joueur", "tour de jeu"}
VOWELS = tuple("aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛÆæ")
ACTIONS = (A.Gain, A.Choix, A.Egale, A.SeulementContre, A.CompteEtat, A.Faire, A.Perte, A.Fixe, A.IgnoreRegle, A.IgnoreModif, A.Utiliser, A.RelanceJets, A.ReussitAuto,
           A.BlesseAuto, A.ToucheSupp, A.SubitTouches, A.MultiplieBlessures, A.Palier, A.Immunite, A.Est)
CIRCS = (A.Pendant, A.Situation, A.SurSix, A.Utilisant, A.QuelQueSoit, A.ContreQui, A.Evenement)


def is_profil(p: A.Phrase) -> bool:
    return (isinstance(p.sujet, A.Ref) or any(isinstance(c, CIRCS) for c in p.circonstances)
            or any(isinstance(e, A.Effet) and isinstance(e.action, ACTIONS) for e in p.effets))


#: feminine nouns that do not end in « e »
FEMININE = {"pénétration", "capacité", "agilité", "précision", "unité", "peur", "terreur", "sauvegarde spéciale"}


def feminine(nom: str) -> bool:
    low = nom.lower().replace("’", "'")
    head = low.split()[0]
    if head in FEMININE or low in FEMININE:
        return True
    return low not in MASCULINE_E and head not in MASCULINE_E and head.endswith("e")


def un(nom: str) -> str:
    return ("une " if feminine(nom) else "un ") + nom


def le(nom: str) -> str:
    if nom.startswith(VOWELS):
        return "l'" + nom
    return ("la " if feminine(nom) else "le ") + nom


def de_le(nom: str) -> str:
    if nom.startswith(VOWELS):
        return "de l'" + nom
    return ("de la " if feminine(nom) else "du ") + nom


def de(word: str) -> str:
    return ("d'" if word.startswith(VOWELS) else "de ") + word


def accord(participe: str, nom: str) -> str:
    return participe + ("e" if feminine(nom) else "")


def etre(form: str) -> str:
    """« être » in ``form`` (the verb table has it only inside passives)."""
    return {"3s": "est", "3p": "sont", "2p": "êtes", "inf": "être"}[form]


def signed(n) -> str:
    return n if isinstance(n, str) else f"{n:+d}"


# --- who ------------------------------------------------------------------------------------------
def ref(r: A.Ref, article=un) -> str:
    if r.nom == "règle":
        return f"la règle {r.regle}" if r.regle else "cette règle"
    head = article(r.nom)
    if r.seul:
        head = ("seule " if feminine(r.nom) else "seul ") + un(r.nom)
    parts = [head]
    parts += [accord(e, r.nom) if e in ("ennemi", "allié", "choisi", "désigné") else e
              for e in r.etats if e not in ("en contact", "cité")]
    if r.arme is not None:
        attack = r.nom.lower().startswith("attaque")
        parts.append(f"{accord('porté', r.nom)} avec {ref(r.arme)}" if attack else f"maniant {ref(r.arme)}")
    for a in r.avec:
        parts.append(f"avec {ref(a)}")
    if r.composition is not None:
        part, who = r.composition
        parts.append({"moitié": "dont plus de la moitié des figurines a", "toutes": "entièrement composée de figurines avec",
                      "une": "contenant au moins une figurine avec"}[part] + " " + ref(who))
    if r.alloue is not None:
        parts.append(f"{accord('alloué', r.nom)} contre {ref(r.alloue)}")
    if r.cote is not None:
        parts.append(f"sur le {r.cote}" + (f" {de_le(ref_nu(r.de))}" if r.de is not None else ""))
    elif r.de is not None:
        if "en contact" in r.de.etats:
            parts.append(f"en contact avec au moins {ref(_sans_contact(r.de))}")
        else:
            parts.append(de_le(ref_nu(r.de)))
    for alt in r.ou:  # « (ou maniant une arme avec cette règle) »: the same noun, otherwise qualified
        parts.append(f"(ou {ref_nu(alt)[len(alt.nom):].strip()})")
    return " ".join(parts)


def _sans_contact(r: A.Ref) -> A.Ref:
    import attrs

    return attrs.evolve(r, etats=tuple(e for e in r.etats if e != "en contact"))


def ref_nu(r: A.Ref) -> str:
    """A complement's noun with its own complements, without its article (« unité du porteur »)."""
    text = ref(r, article=lambda nom: nom)
    return text


def jet(j: A.JetDe, det: str = "les") -> str:
    issue = {"raté": "ratés", "réussi": "réussis"}.get(j.issue, "")
    if j.jet in ("toucher", "blesser"):
        text = f"{det} jets pour {j.jet}"
        if j.donnant:
            return f"{text}{' ' + issue if issue else ''} qui donne {un(j.donnant)}"
    elif j.jet == "sauvegarde":
        text = f"{det} jets de sauvegarde" + (f" {de(j.regle)}" if j.regle else "")
    elif j.jet == "sauvegarde spéciale":
        text = f"{det} sauvegardes spéciales"
    elif j.jet == "sauvegarde d'armure":
        text = f"{det} jets de sauvegarde d'armure"
    else:
        par = f" provoqué par {le(j.par)}" if j.par else ""
        return f"tout {j.jet}" + (f" {issue[:-1]}" if issue else "") + par
    return text + (f" {issue}" if issue else "")


# --- what -----------------------------------------------------------------------------------------
def param(p) -> str:
    if isinstance(p, A.ModifCarac):
        return f"{signed(p.valeur)} {p.carac}"
    if isinstance(p, A.Contre):
        return f"contre {p.regle}"
    if isinstance(p, A.Seuil):
        return ("max. " if p.maximum else "") + f"{p.valeur}+"
    if isinstance(p, A.Bonus):
        return signed(p.valeur)
    if isinstance(p, int):
        return str(p)
    return str(p)


def gain(g) -> str:
    if isinstance(g, A.ModifCarac):
        return f"{signed(g.valeur)} en {g.carac}"
    if isinstance(g, A.ModifJet):
        return f"{signed(g.valeur)} pour {g.jet}"
    if isinstance(g, A.Parametres):
        return "X"
    params = f" ({', '.join(param(p) for p in g.params)})" if g.params else ""
    return f"la règle {g.nom}{params}"


def action(a, form: str, sujet) -> str:  # noqa: C901 - one case per node type
    v = lambda verb: verbs.conjugate(verb, form)  # noqa: E731
    if isinstance(a, A.Gain):
        return f"{v('gagner')} " + " et ".join(gain(g) for g in a.gains)
    if isinstance(a, A.Fixe):
        return f"{v('avoir')} toujours " + " et ".join(f"{un(c)} de {n}" for c, n in a.valeurs)
    if isinstance(a, A.IgnoreRegle):
        return f"{v('ignorer')} " + " et ".join(
            f"la règle {q.nom}" if isinstance(q, A.RegleCitee) else
            f"les sauvegardes {de(q.regle) if q.regle else 'd’armure'}" for q in a.quoi)
    if isinstance(a, A.IgnoreModif):
        cause = f" {de(a.cause)}" if a.cause else ""
        return f"ne {v('subir')} pas le malus de {signed(a.valeur)} pour {a.jet}{cause}"
    if isinstance(a, A.Utiliser):
        return f"{v('utiliser')} {ref(a.quoi)}"
    if isinstance(a, A.Faire):
        if "cité" in a.quoi.etats:  # « choisir « Fuir » comme Réaction à une charge »
            comme = f" comme {a.quoi.de.nom}" if a.quoi.de is not None else ""
            return f"{verbs.conjugate(a.verbe, form)} « {a.quoi.nom} »{comme}"
        if a.verbe == "déclarer" and a.quoi == A.Ref("charge"):
            return f"{verbs.conjugate(a.verbe, form)} une charge"
        return f"{verbs.conjugate(a.verbe, form)} {ref(a.quoi)}"
    if isinstance(a, A.CompteEtat):
        if a.nombre is not None:
            return f"{verbs.conjugate('compter', form)} comme ayant toujours {a.nombre} {a.etat}"
        if a.etat.endswith(("é", "i", "u", "it")) and " " not in a.etat:
            said = accord(a.etat, sujet.nom) if isinstance(sujet, A.Ref) and a.etat.endswith("é") else a.etat
            return f"{verbs.conjugate('compter', form)} comme ayant été {said}"
        return f"{verbs.conjugate('compter', form)} comme « {a.etat} »"
    if isinstance(a, A.Choix):
        best = f" (appliquez celui qui lui donne la meilleure {a.carac})" if a.carac else ""
        return f"{v('gagner')} l'un des effets suivants{best}"
    if isinstance(a, A.Egale):
        return f"{etre(form)} toujours égale à {le(a.autre)} {de_le(ref_nu(a.de))}"
    if isinstance(a, A.SeulementContre):
        said = accord("utilisé", sujet.nom) if isinstance(sujet, A.Ref) and sujet.nom != "règle" else "utilisée"
        return f"ne {'peuvent' if form == '3p' else 'peut'} être {said} que contre {ref(a.quoi)}"
    if isinstance(a, A.Perte):
        return f"{v('perdre')} " + " et ".join(gain(g) for g in a.regles)
    if isinstance(a, A.RelanceJets):
        contre = f" contre {ref(a.contre)}" if a.contre is not None else ""
        return f"{v('relancer')} {jet(a.jet, det='ses' if form != '3p' else 'leurs')}{contre}"
    if isinstance(a, A.ReussitAuto):
        return f"{v('réussir')} automatiquement {jet(a.jet)}"
    if isinstance(a, A.BlesseAuto):
        return f"{v('blesser')} automatiquement"
    if isinstance(a, A.ToucheSupp):
        inflige = {"3s": "inflige", "3p": "infligent", "2p": "infligez", "inf": "infliger"}[form]
        return f"{inflige} " + ("une touche supplémentaire" if a.nombre == 1
                                else f"{a.nombre} touches supplémentaires")
    if isinstance(a, A.SubitTouches):
        return f"{v('subir')} {a.nombre} touches"
    if isinstance(a, A.MultiplieBlessures):
        return f"{v('voir')} {'leurs' if form == '3p' else 'ses'} blessures non sauvegardées multipliées par {a.par}"
    if isinstance(a, A.Palier):
        return f"{v('être résolu')} au Palier d'initiative {a.valeur}"
    if isinstance(a, A.Immunite):
        return f"{etre(form)} immunisé aux effets {de_le(a.quoi)}"
    if isinstance(a, A.Est):
        return f"{etre(form)} {un(a.quoi)}"
    raise TypeError(f"no French for {type(a).__name__}")


def effet(e: A.Effet, form: str, sujet) -> str:
    if e.modalite is None:
        return action(e.action, form, sujet)
    inf = action(e.action, "inf", sujet)
    if isinstance(e.action, A.IgnoreModif):
        raise TypeError("« ne subit pas le malus … » has no modality")
    modal = {"peut": "peut", "doit": "doit", "ne peut pas": "ne peut pas"}[e.modalite]
    if form == "3p":
        modal = modal.replace("peut", "peuvent").replace("doit", "doivent")
    return f"{modal} {inf}"


# --- when -----------------------------------------------------------------------------------------
def circ(c) -> str:
    if isinstance(c, A.Pendant):
        rang = {None: "", 1: "premier ", 2: "deuxième "}[c.rang]
        if feminine(c.moment):
            rang = rang.replace("premier", "première")
        head = f"pendant {'la' if feminine(c.moment) else 'le'} {rang}{c.moment}"
        if c.sauf is not None:
            states = []
            if "en charge" in c.sauf.etats:
                states.append("n'est pas en charge")
            sides = [s.split()[-1] for s in c.sauf.etats if s.startswith("engagé de ")]
            if sides:
                states.append("n'est engagée " + ", ".join(f"ni de {s}" for s in sides))
            head += f" où {ref(c.sauf.qui, article=le)} " + " et ".join(states)
        return head
    if isinstance(c, A.Situation):
        return "si elle charge" if c.nom == "charge" else f"à {c.nom}"
    if isinstance(c, A.Evenement):
        return f"chaque fois qu'elle {verbs.conjugate(c.verbe, '3s')} {un(c.quoi)}"
    if isinstance(c, A.ContreQui):
        return f"contre {ref(c.quoi)}"
    if isinstance(c, A.Utilisant):
        return f"quand il utilise {ref(c.quoi)}"
    if isinstance(c, A.QuelQueSoit):
        return f"quelle que soit {le(c.carac)} {de_le(c.de).replace('de le ', 'du ')}"
    raise TypeError(f"no French for {type(c).__name__}")


def phrase(p: A.Phrase) -> str:
    sixes = [c for c in p.circonstances if isinstance(c, A.SurSix)]
    circs = [circ(c) for c in p.circonstances if not isinstance(c, A.SurSix)]
    sujet = p.sujet
    form = "3s" if sujet is not None else "inf"
    if sujet is None and p.effets and all(isinstance(e.action, A.Gain) and e.modalite is None for e in p.effets):
        body = " et ".join(gain(g) for e in p.effets for g in e.action.gains)
    elif sujet is None and len(p.effets) == 1 and isinstance(p.effets[0].action, A.RelanceJets):
        e = p.effets[0]
        contre = f" contre {ref(e.action.contre)}" if e.action.contre is not None else ""
        if e.action.jet.donnant:  # « un jet pour toucher qui donne un Incident de tir ne peut pas être relancé »
            j = e.action.jet
            issue = {"raté": " raté", "réussi": " réussi"}.get(j.issue, "")
            body = f"un jet pour {j.jet}{issue} qui donne {un(j.donnant)}{contre} {e.modalite} être relancé"
        else:
            modal = {"doit": "doivent", "peut": "peuvent", "ne peut pas": "ne peuvent pas"}[e.modalite]
            body = f"{jet(e.action.jet)}{contre} {modal} être relancés"
    elif len(p.effets) == 1 and isinstance(p.effets[0].action, A.Egale):
        a = p.effets[0].action
        body = f"{le(a.carac)} {de_le(ref_nu(sujet))} est toujours égale à {le(a.autre)} {de_le(ref_nu(a.de))}"
    else:
        who = ref(sujet) if sujet is not None else ""
        if sixes:
            who += f" qui obtient un ‘6’ naturel sur son jet pour {sixes[0].jet}"
        body = (who + " " if who else "") + " et ".join(effet(e, form if sujet else "2p", sujet) for e in p.effets)
    text = ", ".join(circs + [body])
    return text[:1].upper() + text[1:]
