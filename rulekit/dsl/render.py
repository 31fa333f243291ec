"""Canonical French of an AST: ``parse_ability(render(ast), game) == ast``.

One function per node type. The canonical form puts circumstances first, writes
numbers as digits, drops the words the AST does not keep (« cependant »,
« comme d'habitude », « choisir de ») and conjugates each verb for its subject
(:mod:`rulekit.dsl.verbs`).
"""

from __future__ import annotations

from functools import singledispatch

import attrs

from . import ast as A
from . import exclusion, verbs
from .words import feminine

#: the nouns of where a game's units play (« sur la carte »: being in play, not a zone one stands in)
IN_PLAY_WORDS = {n for _, n in verbs.IN_PLAY_NOUNS}

VOWELS = tuple("aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ")
PLURAL_DETS = {"les", "des", "tous les", "toutes les", "ces", "ses", "deux", "trois", "quatre", "cinq", "six"}
#: the grammar's own feminine nouns (a game noun's gender shows in its determiner)
#: the feminine nouns of a division of the battlefield (« de la même Zone »)
FEMININE_ZONES = {"zone", "zone avant", "zone de combat"}
FEMININE_NOUNS = {"unité", "unités", "caractéristique", "caractéristiques"}
FEMININE_DETS = {"une", "la", "toutes les", "cette", "n'importe quelle", "l'une de vos", "l'une de ses"}
ANTES = {"autre", "premier", "second", "même"}
FEMININE = {"vide": "vide", "éligible": "éligible"}


def elide(word: str, following: str) -> str:
    """« de » + « un X » → « d'un X »; « le » + « Unité » → « l'Unité »."""
    if following.startswith(VOWELS) and word in ("de", "le", "la", "que", "lorsque"):
        return word[:-1] + "'" + following
    return f"{word} {following}"


def agree(adj: str, feminine: bool, plural: bool) -> str:
    if adj == "en réserve":
        return ("tenue" if feminine else "tenu") + ("s" if plural else "") + " en réserve"
    if adj == "sans allié adjacent":
        return adj
    if adj.startswith("même "):  # « du même Secteur »: the bearer's division of the battlefield
        return ("de la " if adj[5:].lower() in FEMININE_ZONES else "du ") + adj
    out = adj
    if feminine and not adj.endswith("e"):
        out += "e"
    if plural and not out.endswith("s"):
        out += "s"
    return out


def number(n) -> str:
    return str(n)


def person(sujet) -> str:
    if sujet is None:
        return "2p"
    if isinstance(sujet, A.Pronom):
        return {"vous": "2p", "ils": "3p", "elles": "3p"}.get(sujet.mot, "3s")
    if isinstance(sujet, A.Designation) and sujet.det in PLURAL_DETS:
        return "3p"
    return "3s"


def v(verb: str, form: str) -> str:
    """The verb in ``form``; « infp » is the infinitive after a plural subject's modal, whose
    passive participle agrees (« peuvent être invoqués »)."""
    if form == "infp":
        text = verbs.conjugate(verb, "inf")
        return text + "s" if verb.startswith("être ") and not text.endswith("s") else text
    return verbs.conjugate(verb, form)


# --- who -------------------------------------------------------------------------
@singledispatch
def render(node) -> str:
    from .extension import for_node  # a node of a game's own grammar (rulekit.dsl.extension)

    extension = for_node(node)
    if extension is not None:
        return extension.render(node)
    raise TypeError(f"no French for {type(node).__name__}")


@render.register
def _(d: A.Designation) -> str:
    if d.det == "un" and d.genre in ("féminin", "inconnu"):  # a game noun, its gender as written
        d = attrs.evolve(d, det="une" if d.genre == "féminin" else "chaque")
    plural = d.det in PLURAL_DETS or d.det.endswith((" de ses", " de vos", " de leurs"))  # « l'un de ses Jetons … inutilisés »
    fem = d.genre == "féminin" or d.det in FEMININE_DETS or d.nom.lower() in FEMININE_NOUNS
    if fem and d.det.startswith("tous "):  # « tous les » is kept for both genders (canonical.side)
        d = attrs.evolve(d, det="toutes " + d.det[5:])
    quals = list(d.quals)
    ante = quals.pop(0) if quals and quals[0] in ANTES else None
    head = d.nom
    if ante:
        if fem and ante in ("premier", "second"):  # « cette seconde Charge », « la première phase »
            ante = {"premier": "première", "second": "seconde"}[ante]
        head = (ante + ("s" if plural else "")) + " " + head
    text = d.det + head if d.det == "l'" else f"{d.det} {head}"
    kinds = [q for q in quals if exclusion.excluded(q)]  # « autre qu'un Archer ou qu'un Druide »: said once, last
    for q in quals:
        if q in kinds:
            continue
        text += " " + agree(q, fem, plural)
        if d.ancre is not None and q == "adjacent":
            text += " à " + render(d.ancre)
    if kinds:
        text += " " + exclusion.agree(" ou ".join([kinds[0]] + [k[len("autre "):] for k in kinds[1:]]), plural)
    if d.relative is not None:
        said = acte(d.relative, form="3p" if plural else "3s", with_subject=False, accord=d)
        if said.startswith("sur ") and d.ancre is not None:
            # « adjacentes à un Mage Rouge sur … » places the Mage Rouge: the group's place agrees with it
            said = "situé" + ("e" if fem else "") + ("s" if plural else "") + " " + said
        text += (" " if said.startswith(("sur ", "situé")) else " qui ") + said
    return text


@render.register
def _(p: A.Pronom) -> str:
    return p.mot


@render.register
def _(o: A.OrdreA) -> str:
    if o.ordres:  # « le Déplacement Tactique de cette unité », « la Charge de … »
        return " ou ".join(elide("la" if feminine(n) else "le", n) for n in o.ordres) + \
            " " + elide("de", render(o.cible))
    if o.premier:
        return f"le premier ordre donné à {render(o.cible)}"
    return f"donner un ordre à {render(o.cible)}"


# --- acts --------------------------------------------------------------------------
INDIRECT = {"venir en aide", "donner", "être adjacent"}
#: acts whose object follows the verb (« traverser une tuile Eau », « attaquer un Druide »), not an agent (« par »)
DIRECT = {"traverser", "attaquer"}


#: pronouns an act's object may be (said as the subject of the passive)
OBJECT_PRONOUNS = {"il", "elle", "ils", "elles"}


def feminin(sujet) -> bool:
    """Does ``sujet`` take feminine agreement (« cette Unité », « une Sorcière », « elle »)?"""
    if isinstance(sujet, A.Pronom):
        return sujet.mot in ("elle", "elles")
    if isinstance(sujet, A.Designation):
        return sujet.genre == "féminin" or sujet.det in FEMININE_DETS or sujet.nom.lower() in FEMININE_NOUNS
    return False


def accorde(text: str, verb: str, sujet) -> str:
    """A passive's participle agrees with a feminine subject: « cette Unité est présente »."""
    if not verb.startswith("être ") or not feminin(sujet):
        return text
    head, _, participle = text.rpartition(" ")
    if participle.endswith("s") and not participle.endswith("es"):
        participle = participle[:-1] + "es"
    elif not participle.endswith(("e", "es")):
        participle += "e"
    return f"{head} {participle}"


def acte(a: A.Acte, form: str | None = None, with_subject: bool = True, accord=None) -> str:
    """The act; ``accord``: the unit a relative act said without its subject agrees with (« l'unité qui
    est attaquée »)."""
    parts = []
    asked = form  # the caller's form; a passive agrees with its own subject (lead-adv2: « Lorsqu'elles est attaquée »)
    agrees = a.sujet if with_subject else accord
    if with_subject and a.sujet is not None:
        parts.append(render(a.sujet))
        form = form or person(a.sujet)
    form = form or "inf"
    if a.verbe == "être présent" and a.terrains and a.lieu is None:  # « est sur une tuile Colline »
        where = "sur une tuile " + " ou ".join(a.terrains)
        if not with_subject and form in ("3s", "3p"):
            return where  # « un Conscrit sur une tuile Village »
        return " ".join(parts + [v(a.verbe, form).split()[0], where])
    if a.verbe == "être présent" and a.lieu is not None and a.lieu.det in ("l'", "la") and not a.terrains:
        # « est à l'Arrière », « est dans la Zone de Combat »: the zone where a unit stands
        where = ("à " if a.lieu.det == "l'" else "sur " if a.lieu.nom.lower() in IN_PLAY_WORDS else "dans ") + render(a.lieu)
        return " ".join(parts + [v(a.verbe, form).split()[0], where])
    if a.verbe == "porter" and a.au_moins is not None and isinstance(a.objet, A.Designation):
        # « porte au moins 2 Jetons Ordre » (lead-pb): the tokens on the unit
        head, _, rest = a.objet.nom.partition(" ")
        said = a.objet.nom if a.au_moins == 1 else " ".join(x for x in (head + "s", rest) if x)
        return " ".join(parts + [v(a.verbe, form), f"au moins {a.au_moins} {said}"])
    if (with_subject and (a.passif and a.verbe == "attaquer" or isinstance(a.objet, A.Pronom)
                          and a.objet.mot in OBJECT_PRONOUNS or a.passif and a.imminent)
            and (not a.imminent or a.passif) and not a.puis and a.verbe in verbs.PASSIVES and a.objet is not None):
        # (lead-adv2) « … sur le point d'être battu par un Archer » was said « Lorsqu'un Archer est sur le point de
        # battre », the unit beaten dropped
        # « un Épéiste attaque il » is said « il est attaqué par un Épéiste »; « … est attaquée par un
        # Cavalier » as said (« un Cavalier attaque cette unité » would read as the Cavalier's act)
        return acte(attrs.evolve(a, verbe=verbs.PASSIVES[a.verbe], sujet=a.objet, objet=None, passif=False),
                    asked) + " par " + render(a.sujet)
    if a.imminent:
        # « … d'être battue », « elles sont sur le point d'être battues »: agreed in gender and number
        said = accorde(("sont" if form == "3p" else "est") + " sur le point " + elide("de", v(a.verbe, "inf")),
                       a.verbe, agrees)
        parts.append(said + "s" if form == "3p" and a.verbe.startswith("être ") and not said.endswith("s") else said)
    else:
        parts.append(accorde(v(a.verbe, form), a.verbe, agrees))
    for more in a.puis:
        parts.append("et " + v(more, form))
    if a.objet is not None and not a.imminent:
        hits = isinstance(a.objet, A.Designation) and a.objet.nom in ("coup", "coups")  # « donne un coup »
        if a.verbe == "donner" and not a.ordres and not hits:
            parts.append("un ordre")  # « vous donnez un ordre à cette unité »: what is given
        parts.append(("à " if a.verbe in INDIRECT and not hits else "") + render(a.objet))
    if a.ordres:
        parts.append("un ordre de " + ", ".join(f"« {o} »" for o in a.ordres[:-1])
                     + (" ou " if len(a.ordres) > 1 else "") + f"« {a.ordres[-1]} »")
    if a.mode is not None:
        parts.append(f"avec {a.mode}")
    if a.sauf_mode is not None:
        parts.append(f"par une attaque autre que {a.sauf_mode}")
    if a.hors is not None:
        parts.append("(hors attaque)")
    if a.adverbe is not None:
        parts.append(a.adverbe)
    if a.contre_attaque:
        parts.append("contre une attaque")
    if a.au_moins is not None:
        parts.append(f"au moins {a.au_moins} coup" + ("s" if a.au_moins not in (0, 1) else ""))
    if a.moments:
        parts.append(moments(a.moments))
    if a.lieu is not None:
        parts.append("sur " + render(a.lieu))
    if a.terrains:
        parts.append("sur une tuile " + " ou ".join(a.terrains))
    if a.phase is not None:
        parts.append(f"lors de la {'première' if a.phase == 'premier' else a.phase} phase du tour")
    text = " ".join(parts)
    if a.mais_pas is not None:
        text += f", mais ne {v(a.mais_pas.verbe, form if form != 'inf' else '3s')} pas {render(a.mais_pas.objet)}"
    return text


def moments(names) -> str:
    return "lors " + " ou ".join(elide("de", ("une " if feminine(n) else "un ") + n)
                                 for n in names)


# --- circumstances ---------------------------------------------------------------------
def circ(c) -> str:
    if isinstance(c, A.Quand):
        body = acte(c.acte)
        return elide("lorsque", body)
    if isinstance(c, A.Si):
        body = acte(c.acte)
        said = ("s'" + body) if body.startswith(("il ", "ils ")) else "si " + body
        return "sauf " + said if c.non else said
    if isinstance(c, A.AuLieuDe):
        return "au lieu " + elide("de", acte(c.acte, form="inf"))
    if isinstance(c, A.LancementDes):
        return "lors du lancement de dés " + elide("de", c.des) + " " + elide("de", render(c.de))
    if isinstance(c, A.Durant):
        if c.quoi.det == "un" and c.quoi.genre == "sans article":  # « En Charge »: its gender unknown
            return "en " + c.quoi.nom
        if c.quoi.det == "un" and feminine(c.quoi.nom):  # « Lors d'un Riposte »: « une »
            return "durant " + render(attrs.evolve(c.quoi, genre="féminin"))
        return "durant " + render(c.quoi)
    if isinstance(c, A.MemeTour):
        return "lors du même tour"
    if isinstance(c, A.Periode):
        whose = {"chaque": f"de chaque {c.periode}", "votre": f"de votre {c.periode}",
                 "adverse": f"du {c.periode} adverse"}[c.qui]
        return ("au début " if c.bord == "début" else "à la fin ") + whose
    if isinstance(c, A.Frequence):
        return ("une" if c.nombre == 1 else str(c.nombre)) + f" fois par {c.par}"
    raise TypeError(f"no French for {type(c).__name__}")


# --- effects -------------------------------------------------------------------------------
MODALS = {"peut": {"3s": "peut", "3p": "peuvent", "2p": "pouvez"},
          "doit": {"3s": "doit", "3p": "doivent", "2p": "devez"}}


def effet(e, form: str, sujet=None) -> str:
    """The effect in ``form``; a passive act agrees with a feminine ``sujet`` (« elle ne peut pas
    être attaquée »)."""
    if isinstance(e, A.Jet):
        return jet(e)
    modal_form = form if form != "inf" else "3s"

    def said(a, f):
        if isinstance(a, A.Affecte):  # « les unités ennemies adjacentes sont affectées »
            return accorde(action(a, f), "être affecté", sujet)
        if isinstance(a, (A.Utilisable, A.Invoque)):  # « … ne peut pas être utilisée pour … », « … être invoquée sur … »
            verb = "être utilisé" if isinstance(a, A.Utilisable) else "être invoqué"
            passive = v(verb, f)
            return action(a, f).replace(passive, accorde(passive, verb, sujet), 1)
        if isinstance(a, A.Rester) and a.etat == "adjacent":  # « (les Sorcières) doivent rester adjacentes »
            return f"{v('rester', f)} {agree(a.etat, sujet is not None and feminin(sujet), f in ('3p', 'infp'))}"
        return agir(a, f, sujet) if isinstance(a, A.Agir) else action(a, f)

    if e.modalite is None:
        return said(e.action, form)
    inf = "infp" if form == "3p" else "inf"  # « peuvent être invoqués »
    if e.modalite == "ne peut pas":
        return f"ne {MODALS['peut'][modal_form]} pas {said(e.action, inf)}"
    return f"{MODALS[e.modalite][modal_form]} {said(e.action, inf)}"


def agir(a: A.Agir, f: str, sujet=None) -> str:
    """« attaquer », « être attaquée avec Magie » (a passive agrees with a feminine ``sujet``)."""
    by = " à " if a.verbe in INDIRECT else " " if a.verbe in DIRECT else " par "  # « venir en aide à une unité alliée »
    return (accorde(v(a.verbe, f), a.verbe, sujet) + (by + _fought(a.objet) if a.objet is not None else "")
            + (f" avec {a.mode}" if a.mode is not None else "")
            + (f" {number(a.fois)} fois par {a.par}" if a.fois is not None else ""))


def _fought(d) -> str:
    """« attaquer un Druide qui se trouve sur une tuile Forêt »: a tile right after an effect's object would
    place the bearer (« ne peut pas attaquer un Druide sur une tuile Forêt »), so the object's is said so."""
    r = d.relative if isinstance(d, A.Designation) else None
    if isinstance(r, A.Acte) and r.verbe == "être présent" and r.terrains and r.lieu is None and r == A.Acte(
            r.verbe, terrains=r.terrains):
        return render(attrs.evolve(d, relative=None)) + " qui se trouve sur une tuile " + " ou ".join(r.terrains)
    return render(d)


@render.register
def tuile(t: A.Tuile) -> str:
    text = f"{t.det} tuile"
    if t.terrain:
        text += " " + t.terrain
    if t.etat:
        text += " " + agree(t.etat, True, False)
    return text


def relance(a: A.Relance, f: str) -> str:
    """« relance tous les dés », « relance 1 dé de défense », « relance ses 1 en défense »."""
    text = v("relancer", f)
    if a.valeurs:
        owner = "leurs" if f in ("3p", "infp") else "vos" if f == "2p" else "ses"
        values = [str(x) for x in a.valeurs]
        text += f" {owner} " + (values[0] if len(values) == 1 else ", ".join(values[:-1]) + " et " + values[-1])
        return text + (f" en {a.des}" if a.des else "")
    if a.tous and a.rates:  # « relance ses dés ratés »: each die that scored nothing
        text += " " + ("leurs" if f in ("3p", "infp") else "vos" if f == "2p" else "ses") + " dés"
    elif a.tous:
        text += " tous les dés"
    else:
        text += f" {a.nombre} {'dé' if a.nombre == 1 else 'dés'}"
    if a.des:
        text += " " + elide("de", a.des)
    if a.rates:
        text += " ratés"
    if a.pour_chaque is not None:  # « relance 1 dé pour chaque Lancier allié adjacent »
        text += f" pour {render(a.pour_chaque)}"
    if a.fois == 1:
        text += " une seule fois"
    if a.avant_situation:
        text += " avant que les relances de situation ne surviennent"
    return text


def action(a, f: str) -> str:  # noqa: C901 - one case per node type, in grammar order
    if isinstance(a, A.CompteComme):
        return f"{v('compter', f)} pour {number(a.nombre)} {a.nom}"
    if isinstance(a, A.ForcerRelance):
        return f"{v('choisir', f)} un dé de son adversaire et l'obliger à le relancer"
    if isinstance(a, A.Relance):
        return relance(a, f)
    if isinstance(a, A.Portee):
        if a.action == "se déplacer":
            return f"{v('se déplacer', f)} " + ("d'une tuile" if a.distance == 1 else f"de {a.distance} tuiles")
        tiles = f"jusqu'à {a.distance} {'tuile' if a.distance == 1 else 'tuiles'}"
        if a.action is None and a.mode is not None:  # « attaquer avec Magie jusqu'à 2 tuiles »
            return f"{v('attaquer', f)} avec {a.mode} {tiles}"
        if a.action is None:
            return f"{v('tirer', f)} {tiles}"
        mode = f" avec {a.mode}" if a.mode is not None else ""
        return (f"{v('lancer', f)} une {a.action}{mode} contre {render(a.cibles)} jusqu'à {a.distance} tuiles "
                "de distance")
    if isinstance(a, A.PorteeEnPlus):
        tiles = "une tuile" if a.distance == 1 else f"{a.distance} tuiles"
        if a.action == "se déplacer":
            return f"{v('se déplacer', f)} " + ("d'une tuile supplémentaire" if a.distance == 1
                                                else f"de {a.distance} tuiles supplémentaires")
        return f"{v('tirer', f)} à {tiles} de plus"
    if isinstance(a, A.Permuter):
        return f"{v('permuter', f)} sa place avec {render(a.avec)}"
    if isinstance(a, A.SeDeplacerAvec):
        return f"{v('se déplacer', f)} avec {render(a.avec)}"
    if isinstance(a, A.Rester):  # « doivent rester adjacents »
        etat = agree(a.etat, False, f in ("3p", "infp")) if a.etat == "adjacent" else a.etat
        return f"{v('rester', f)} {etat}"
    if isinstance(a, A.Agir):
        return agir(a, f)
    if isinstance(a, A.Affecte):
        return v("être affecté", f)
    if isinstance(a, A.DesDuMeilleur):
        valeurs = " et ".join(("d'" if k[0] in "aeiou" else "de ") + k for k in a.valeurs)
        return f"{v('lancer', f)} le nombre de dés du {a.parmi} ayant la valeur {valeurs} la plus élevée"
    if isinstance(a, A.Invoque):
        return f"{v('être invoqué', f)} sur {tuile(a.tuile)}"
    if isinstance(a, A.Destination):
        words = {"aller": f"{v('aller', f)} sur", "attaquer": f"{v('lancer', f)} une attaque contre"}
        return " ou ".join(words[w] for w in a.verbes) + " " + tuile(a.tuile)
    if isinstance(a, A.Replacer):
        return f"{v('replacer', f)} {render(a.quoi)} sur {tuile(a.tuile)}"
    if isinstance(a, A.Negation):
        return "ne pas " + action(a.action, "inf")
    if isinstance(a, A.DesSupplementaires):
        text = v("lancer", f)
        # « lance lors d'un Tir 1 dé supplémentaire » (after the dice, « … et choisissez » would read as a
        # second moment), but « lance 1 dé de moins lors d'une Charge » (the grammar's order of « de moins »)
        when = " " + moments(a.moments) if a.moments else ""
        if when and not (isinstance(a.nombre, int) and a.nombre < 0):
            text, when = text + when, ""
        if isinstance(a.nombre, int) and a.nombre < 0:
            text += f" {-a.nombre} {'dé' if a.nombre == -1 else 'dés'}"
            if isinstance(a.pour_chaque, A.Designation):  # the roll before the units counted
                des = f" {elide('de', a.des)}" if a.des else ""
                return (text + f"{des} de moins pour {render(a.pour_chaque)}" + when
                        + (f" avec {a.mode}" if a.mode else ""))
            text += " de moins"
            if a.pour is not None:  # « un dé de moins pour la Charge »: that moment's own dice
                text += f" pour la {a.pour}"
            if a.pour_chaque is not None:  # « un dé de moins pour chaque Jeton Blessure »
                text += f" pour chaque {a.pour_chaque}" + (f" (pas {a.exclu})" if a.exclu is not None else "")
            text += when
            return text + (f" en {a.des}" if a.des else "") + (f" avec {a.mode}" if a.mode else "")
        one = a.nombre == 1
        if isinstance(a.pour_chaque, A.Designation) and a.des:  # the roll before the units counted
            text += f" {number(a.nombre)} {'dé' if one else 'dés'} {elide('de', a.des)}"
            text += f" {'supplémentaire' if one else 'supplémentaires'} pour {render(a.pour_chaque)}" + when
            return text + (f" avec {a.mode}" if a.mode else "")
        text += f" {number(a.nombre)} {'dé supplémentaire' if one else 'dés supplémentaires'}"
        if a.pour is not None:
            text += f" pour la {a.pour}"
        if isinstance(a.pour_chaque, A.Designation):  # « pour chaque unité alliée adjacente »
            text += f" pour {render(a.pour_chaque)}"
        elif a.pour_chaque is not None:
            text += f" pour chaque {a.pour_chaque}"
            if a.exclu is not None:
                text += f" (pas {a.exclu})"
        text += when
        if a.au_lieu_de is not None:
            text += " au lieu d'un"
        if a.des:
            text += f" en {a.des}"
        return text + (f" avec {a.mode}" if a.mode else "")
    if isinstance(a, A.DesFixes):  # « lance toujours 2 dés », « lance au plus 2 dés »
        word = {"exactement": "toujours"}.get(a.borne, a.borne)
        text = f"{v('lancer', f)} {word} {number(a.nombre)} {'dé' if a.nombre == 1 else 'dés'}"
        text += (" " + moments(a.moments) if a.moments else "") + (f" en {a.des}" if a.des else "")
        return text + (f" avec {a.mode}" if a.mode else "")
    if isinstance(a, A.CoupsSupplementaires):
        return f"{v('donner', f)} {number(a.nombre)} " + ("coup supplémentaire" if a.nombre == 1 else "coups supplémentaires")
    if isinstance(a, A.EnPlus):
        n = abs(a.nombre) if isinstance(a.nombre, int) else a.nombre
        plural = "s" if n != 1 else ""
        more = f"supplémentaire{plural}" if not isinstance(a.nombre, int) or a.nombre >= 0 else "de moins"
        return f"{v('avoir', f)} {number(n)} {a.nom} {more} disponible{plural}"
    if isinstance(a, A.Rendre):
        return f"{v('rendre', f)} {render(a.quoi)}"
    if isinstance(a, A.Tirer):
        text = v("tirer", f)
        if a.depuis is not None:
            text += " depuis " + render(a.depuis)
            if a.de is not None and not a.sur:
                text += " " + elide("de", render(a.de))
        if a.sur:
            text += " sur " + " et ".join(render(d) for d in a.sur)
            if a.de is not None:
                text += " " + render(a.de)
        if a.contre is not None:
            text += " contre " + render(a.contre)
        return text
    if isinstance(a, A.Utilisable):
        if a.pour is not None:
            return f"{v('être utilisé', f)} pour {action(a.pour, 'inf')}"
        return f"{v('être utilisé', f)} immédiatement"
    if isinstance(a, A.CoutSelonJetons):
        text = f"{v('coûter', f)} le même nombre de {a.nom} présents sur elle"
        if a.au_lieu_de_plus is not None:
            text += f" (au lieu de {a.au_lieu_de_plus} de plus)"
        return text
    if isinstance(a, A.Cout) and a.nombre == 0 and f not in ("inf", "infp"):  # « ne coûte aucun Jeton Ordre »
        return f"ne {v('coûter', f)} aucun {a.nom}"
    if isinstance(a, A.Cout):
        return f"{v('coûter', f)} {number(a.nombre)} {a.nom}"
    if isinstance(a, A.CoutEnPlus):
        return f"{v('coûter', f)} {abs(a.nombre)} {a.nom} " + ("de plus" if a.nombre > 0 else "de moins")
    if isinstance(a, A.Effectuer) and a.verbal:  # « abandonner le Combat »: the order's own words
        return a.action[:1].lower() + a.action[1:]
    if isinstance(a, A.Effectuer):
        return f"{v('effectuer', f)} " + elide("de", a.action)
    if isinstance(a, A.RecevoirOrdre):
        text = f"{v('recevoir', f)} un ordre pour réaliser " + ("une " if _feminin(a.action) else "un ") + a.action
        if a.meme_si is not None:
            text += " même si " + acte(a.meme_si)
        return text
    if isinstance(a, A.DonnerOrdres):
        text = f"{v('donner', f)} des ordres à {render(a.cible)}"
        if a.meme_tour:
            text += " lors du même tour"
        if a.cout is not None:
            text += f", en dépensant {number(a.cout)} {a.cout_nom}"
        return text
    if isinstance(a, A.DonnerOrdre):
        return f"{v('donner', f)} un ordre à {render(a.cible)} de {action(a.action, 'inf')}"
    if isinstance(a, A.ResoudreOrdres):
        return f"{v('résoudre', f)} les ordres émis les uns après les autres"
    if isinstance(a, A.Recuperer):
        return f"{v('récupérer', f)} {render(a.quoi)}" + (f" {elide('de', render(a.de))}" if a.de is not None else "")
    if isinstance(a, A.MettreDeCote):
        return f"{v('mettre de côté', f)} {render(a.quoi)}"
    if isinstance(a, A.Charger):
        text = f"{v('charger', f)} {render(a.cible)}"
        if a.sans_depenser is not None:
            text += ", sans dépenser " + elide("de", a.sans_depenser)
            if a.pour is not None:
                text += " pour " + render(a.pour)
        return text
    raise TypeError(f"no French for {type(a).__name__}")


def jet(j: A.Jet) -> str:
    if len(j.reussite) == 1:
        results = str(j.reussite[0])
    else:
        results = ", ".join(map(str, j.reussite[:-1])) + f" ou {j.reussite[-1]}"
    dice = "un dé" if j.des == 1 else f"{j.des} dés"
    return f"{v('lancer', '2p')} {dice}, et si le résultat est {results}, {proposition(j.alors)}"


def proposition(p: A.Phrase) -> str:
    form = person(p.sujet)
    text = " et ".join(effet(e, form, p.sujet) for e in p.effets)
    return (render(p.sujet) + " " + text) if p.sujet is not None else text


@render.register
def _(p: A.Phrase) -> str:
    from . import profil_render

    if profil_render.is_profil(p):
        return profil_render.phrase(p)
    acts = [c for c in p.circonstances if isinstance(c, A.Activation)]
    if acts:
        return f"Donnez un ordre à {render(acts[0].cible)} pour " + " et ".join(effet(e, "inf") for e in p.effets)
    head = ", ".join(circ(c) for c in p.circonstances)
    body = proposition(p)
    text = f"{head}, {body}" if head else body
    return text[:1].upper() + text[1:]


@render.register
def _(c: A.Capacite) -> str:
    return " ".join(render(p).rstrip(".") + "." for p in c.phrases)


# --- reference-sheet clauses ------------------------------------------------------------------
def signed(n: int) -> str:
    return f"{n:+d}"


WORDS = {1: "un", 2: "deux", 3: "trois", 4: "quatre"}


def _feminin(key: str) -> bool:
    """The gender of a sheet noun's head, as French spells it most often (for agreement only)."""
    head = key.split()[0].lower()
    return head.endswith(("e", "té", "tion", "ion")) and not head.endswith(("age", "ule", "ège"))


def _accorde(key: str) -> str:
    """« zone de contrôle ennemi » -> « zone de contrôle ennemie »: adjectives agree with the head."""
    from .words import ADJECTIVES

    if not _feminin(key):
        return key
    words = key.split()
    for i, w in enumerate(words[1:], 1):
        if w in ADJECTIVES and not w.endswith("e"):
            words[i] = "dangereuse" if w == "dangereux" else w + "e"
    return " ".join(words)


def _le(key: str) -> str:
    if key[:1].lower() in "aeiouyéèêàâh":
        return "l'" + _accorde(key)
    return ("la " if _feminin(key) else "le ") + _accorde(key)


def _au(key: str) -> str:
    if key[:1].lower() in "aeiouyéèêàâh":
        return "à l'" + _accorde(key)
    return ("à la " if _feminin(key) else "au ") + _accorde(key)


def _un(key: str) -> str:
    return ("une " if _feminin(key) else "un ") + _accorde(key)


def geste(g: A.Geste) -> str:
    if g.apres is not None:
        return f"peut tirer après {_un(g.apres)}"
    if g.genre == "regroupement":
        return "se regroupe"
    head = f"{WORDS.get(g.n, g.n)} {g.genre}" if g.genre.startswith("mouvement") else _un(g.genre)
    if g.genre.startswith("mouvement") and g.n > 1:
        head = head.replace("mouvement", "mouvements", 1)
    return head + (f" à {signed(g.modificateur)} pour toucher" if g.modificateur else "")


def modificateur(m: A.Modificateur) -> str:
    if m.source is not None:
        text = f"le modificateur de {m.source} {_au(m.jet)}"
    elif m.jet == "jet pour toucher":
        text = f"{signed(m.valeur)} pour toucher"
    else:
        text = f"{signed(m.valeur)} {_au(m.jet)}"
    return text + (" de la cible" if m.de == "cible" else "") + (f" en {m.en}" if m.en else "")


#: a multiplier's word (« double mouvement en charge »)
MULTIPLES = {2: "double", 3: "triple"}
#: an aura's verbs, in the plural of its subject (« les formations … relancent leurs … »)
AURA_VERBES = {"relance ": "relancent ", "ignore ": "ignorent ", "compte ": "comptent ", "retire ": "retirent ",
               "génère ": "génèrent ", "ajoute ": "ajoutent ", "frappe ": "frappent ", "peut ": "peuvent "}
#: the clauses that are a noun phrase alone: said of an aura's formations, what they have (« ont +1 … »)
AURA_AVOIR = (A.Modificateur, A.Distance, A.SecondeSvg, A.Limite, A.Rechargement)


def aura(text: str) -> str:
    """A clause said of « les formations à moins de N cm »: its verb in the plural, « un » → « leurs »."""
    for singular, plural in AURA_VERBES.items():
        if text.startswith(singular):
            rest = text[len(singular):]
            for article in ("une ", "un "):
                if rest.startswith(article):  # « un jet d'initiative raté » -> « leurs jets d'initiative ratés »
                    rest = "leurs " + _pluriel(rest[len(article):])
                    break
            return plural + rest
    return text


def _pluriel(text: str) -> str:
    """« jet d'initiative raté » -> « jets d'initiative ratés »: the head noun and the last adjective."""
    words = text.split(" ")
    words[0] += "" if words[0].endswith("s") else "s"
    for i, w in enumerate(words):
        if w in ("raté", "ratée"):
            words[i] += "s"
            break
    return " ".join(words)


def clause(c) -> str:  # noqa: C901 - one case per clause type
    if isinstance(c, A.Inclut):
        return " et ".join(c.regles)
    if isinstance(c, A.Modificateur):
        return modificateur(c)
    if isinstance(c, A.Ignore):
        quoi = modificateur(c.quoi) if isinstance(c.quoi, A.Modificateur) else _le(c.quoi)
        return f"ignore {quoi}" + (f" pendant {_le(c.pendant)}" if c.pendant else "")
    if isinstance(c, A.RelanceJet):
        raté = "ratée" if _feminin(c.jet) else "raté"
        limite = f" {WORDS.get(c.limite[0], c.limite[0])} fois par {c.limite[1]}" if c.limite else ""
        return f"relance {_un(c.jet)} {raté}" + limite.replace(" un fois", " une fois")
    if isinstance(c, A.SauvegardeContre):
        return "peut faire une sauvegarde" + ("" if c.relance else " sans relance") + f" contre {_un(c.arme)}"
    if isinstance(c, A.Distance):
        return f"{_accorde(c.quoi)} de {c.cm} cm"
    if isinstance(c, A.Double):
        return f"{MULTIPLES.get(c.facteur, c.facteur)} {c.quoi}" + (f" en {c.en}" if c.en else "")
    if isinstance(c, A.ConsidereComme):
        return f"compte comme {c.comme}" + (f" pour {_le(c.pour)}" if c.pour else "")
    if isinstance(c, A.Aucun):
        return ("aucune " if _feminin(c.quoi) else "aucun ") + _accorde(c.quoi)
    if isinstance(c, A.Limite):
        quoi = c.quoi if c.nombre == 1 else c.quoi.replace(" ", "s ", 1) if " " in c.quoi else c.quoi + "s"
        return f"{WORDS.get(c.nombre, c.nombre)} {quoi} par {c.par}"
    if isinstance(c, A.AssautGroupe):
        return (f"peut lancer un assaut avec jusqu'à {c.formations} formation{'s' if c.formations > 1 else ''} en "
                f"plus de la sienne ayant des "
                f"unités à moins de {c.distance} cm de sa formation et n'ayant pas agi")
    if isinstance(c, A.JetInitiativeUnique):
        text = "un seul jet d'initiative est nécessaire"
        if c.malus is not None:
            text += f" ({signed(c.malus)} si un PI sur n'importe quelle formation)"
        return text
    if isinstance(c, A.PISupplementaire):
        lors = " et ".join(f"du {x}" for x in c.lors)
        return f"retire {WORDS[c.nombre]} PI supplémentaire{'s' if c.nombre > 1 else ''} lors {lors}"
    if isinstance(c, A.PasDetruit):
        if c.distance is None:
            return f"pas détruit en {c.en}"
        return f"pas détruit si démoralisé et ennemi à {c.distance} cm"
    if isinstance(c, A.Immunise):
        return f"immunisé au dommage suite à {c.cause}"
    if isinstance(c, A.SecondeSvg):
        return f"deuxième sauvegarde à {c.seuil}+ non modifiable" + (", même contre macro arme" if c.contre_macro else "")
    if isinstance(c, A.ChoisitUniteTouchee):
        return "choisissent toujours l'unité touchée"
    if isinstance(c, A.Teleportation):
        return f"apparaissent n'importe où sur la table avant {_le(c.avant)}"
    if isinstance(c, A.JetParUnite):
        return (f"lancer {c.des}D6 par unité, sur un résultat de {c.resultat}, l'unité reçoit "
                f"{WORDS[c.pi]} PI")
    if isinstance(c, A.Vulnerable):
        return "vulnérable aux tirs " + " et ".join(c.tirs)
    if isinstance(c, A.AntiAerien):
        return "permet de tirer sur les aéronefs"
    if isinstance(c, A.PIParTouche) and c.en_plus:
        return f"génère {WORDS.get(c.nombre, c.nombre)} PI supplémentaire{'s' if c.nombre > 1 else ''} par touche"
    if isinstance(c, A.PIParTouche):
        return f"génère {WORDS.get(c.nombre, c.nombre)} PI par touche et non par perte infligée"
    if isinstance(c, A.AttaquesSupplementaires):
        ms = list(c.moments)
        text = ", ".join(ms[:-1]) + (" ou " if len(ms) > 1 else "") + ms[-1]
        return f"ajoute {number(c.nombre)} attaque{'' if c.nombre == 1 else 's'} en {text}"
    if isinstance(c, A.FrappeEnPremier):
        return f"frappe avant l'ennemi en {c.en}"
    if isinstance(c, A.AnnuleSauvegardes):
        return "annule les sauvegardes " + " et ".join(f"de {g}" for g in c.genres)
    if isinstance(c, A.Rechargement):
        return f"tir un tour sur {WORDS.get(c.tours, c.tours)}"
    if isinstance(c, A.DegatsEngins):
        return f"inflige {number(c.nombre)} points de dégâts aux Engins de guerre"
    if isinstance(c, A.Aura):
        avoir = "ont " if isinstance(c.clause, AURA_AVOIR) else ""
        avoir += "une " if isinstance(c.clause, (A.Distance, A.SecondeSvg)) else ""  # both feminine
        return f"les {c.qui}s à moins de {c.cm} cm {avoir}{aura(clause(c.clause))}"
    if isinstance(c, A.Etapes):
        text = ", puis ".join(" ou ".join(geste(x) for x in etape) for etape in c.etapes)
        return text + (", pas de tir" if c.sans_tir else "")
    raise TypeError(f"no French for {type(c).__name__}")


@render.register
def _(f: A.Fiche) -> str:
    said = (clause(c) if f.nomme is None else dit_de(f.nomme, c) for c in f.clauses)
    return ". ".join(t[:1].upper() + t[1:] for t in said)


def dit_de(nomme, c) -> str:
    """A clause said of the units its line names (« Les Scarabées comptent comme … »): the plural, as an aura's
    clause is said of its formations; a cited rule, « sont … »."""
    if isinstance(c, A.Inclut):
        return f"les {nomme.pluriel} sont {clause(c)}"
    avoir = "ont " if isinstance(c, AURA_AVOIR) else ""
    avoir += "une " if isinstance(c, (A.Distance, A.SecondeSvg)) else ""
    text = clause(c)
    if not avoir and aura(text) == text:  # a verb said in the singular only (« Chaque Monolithe double son … »)
        for bare, said in DIT_DE_VERBES.items():
            text = said + text[len(bare):] if text.startswith(bare) else text
        return f"chaque {nomme.nom} {text}"
    return f"les {nomme.pluriel} {avoir}{aura(text)}"


#: the clauses whose French is a noun phrase, as a verb of the unit said in the singular
DIT_DE_VERBES = {"double mouvement": "double son mouvement", "triple mouvement": "triple son mouvement",
                 "pas détruit": "n'est pas détruit"}


# --- in a message ------------------------------------------------------------------------
def said(node) -> str:
    """``node`` (a sentence, a circumstance, an act, a sheet clause) in French, for an error message:
    an author reads the words the rule says, never an AST's repr; a node none of the writers knows
    is named by its kind."""
    if isinstance(node, str):
        return node
    for write in (render, circ, lambda n: action(n, "inf"), clause, modificateur):
        try:
            return write(node)
        except Exception:  # not this writer's kind of node: the next
            continue
    return type(node).__name__.lower()
