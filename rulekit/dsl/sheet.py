"""Transformer methods of the reference-sheet clauses (Epic's special units, weapons, actions).

Mixed into :class:`rulekit.dsl.transformer.ToAst`; one method per alternative of
``grammars/fiche.lark`` (start symbol ``fiche``).

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

from typing import Optional

import attrs
from lark import Token

from . import ast as A
from .words import ADJ_OF, ANTE_OF, NUMBER_WORDS
from .words import nodes as _nodes
from .words import tokens as _tokens

#: adjectives a noun's key leaves out: « un jet d'initiative raté » rerolls « jet d'initiative »
SILENT_ADJECTIVES = ("raté",)
#: vocabulary categories whose nouns keep their casing in a clause's key
PROPER = ("units", "types", "tokens", "rules")
#: « double mouvement », « triple mouvement »: the factor
MULTIPLES = {"double": 2, "triple": 3}
#: complements that are circumstances of the whole clause
CIRCONSTANCES = ("pendant", "en", "limite", "pour")
#: the bearer's acts a clause may be conditioned on, as the moment they are (« si elle charge » = « en charge »)
MOMENTS_DES_ACTES = {"V_CHARGER": "charge", "V_TIRER": "tir"}
#: an aura's subjects (« les formations », « les unités »: of the bearer's side)
AURAS = ("formation", "unité")
#: adjectives that say the bearer's side, as an aura means it without them (« les formations amies »)
AMIS = ("ami", "allié")
#: subjects that are the bearer's weapons (« Ses tirs ignorent … », « Ses armes … »)
ARMES_SUJETS = ("tir", "arme")
#: the verbs that say an action's step (« Se déplace, puis tire » = « Un mouvement, puis un tir »)
GESTES_DES_VERBES = {"V_SE_DEPLACER": "mouvement", "V_TIRER": "tir", "V_SE_REGROUPER": "regroupement"}
POSSESSIFS = ("ses", "leurs", "toutes ses", "tous ses", "toutes leurs", "tous leurs")


def _count(text) -> int | str:
    text = str(text).lower()
    if text == "x":
        return "x"
    return int(text) if text.isdigit() else NUMBER_WORDS[text]


#: centimetres said in words (« à moins de quinze cm »): the grammar's NOMBRE_CM
CM_WORDS = {**NUMBER_WORDS, "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "douze": 12, "quinze": 15, "vingt": 20,
            "vingt-cinq": 25, "trente": 30, "quarante": 40, "quarante-cinq": 45, "cinquante": 50, "soixante": 60}


def _cm(c) -> int:
    """The centimetres of a distance (« 15 cm », « quinze cm »): the first count among ``c``."""
    tok = next(t for t in _tokens(c) if t.type in ("INT", "NOMBRE_CM"))
    return int(tok) if tok.type == "INT" else CM_WORDS[str(tok).lower()]


def _signed(token) -> int | str:
    text = str(token)
    return "x" if text[1:] == "x" else int(text)


def _au_fr(word: str) -> str:
    return ("à l'" + word) if word[:1].lower() in "aeiouyéèêàâh" else ("au " + word)


def _elide(word: str) -> str:
    return ("d'" + word) if word[:1].lower() in "aeiouyéèêàâh" else ("de " + word)


@attrs.define
class Terme:
    """A noun phrase of a sheet clause, before its clause gives it a meaning."""

    nom: str = ""
    categorie: Optional[str] = None
    nombre: object = None          # « deux mvts », « X attaque », « un tir »
    seul: bool = False
    ante: Optional[str] = None     # « deuxième », « autres »
    signe: object = None           # « -1 Svg », « +1 au résultat »
    modificateur: bool = False     # « le modificateur de … », « le malus de -1 … »
    adjs: list = attrs.Factory(list)
    non: list = attrs.Factory(list)
    de: list = attrs.Factory(list)
    de_signe: object = None
    mesure: Optional[int] = None
    a: list = attrs.Factory(list)
    a_distance: Optional[int] = None
    a_moins_de: Optional[tuple] = None
    seuil: Optional[int] = None
    pour_toucher: bool = False
    en: list = attrs.Factory(list)
    pendant: list = attrs.Factory(list)
    limite: list = attrs.Factory(list)
    pour: list = attrs.Factory(list)
    par: list = attrs.Factory(list)
    sans: list = attrs.Factory(list)
    contre: list = attrs.Factory(list)
    suite: Optional["Terme"] = None
    condition: Optional[tuple] = None
    frequence: Optional[tuple] = None
    sur_nombre: Optional[int] = None
    ayant: Optional["Terme"] = None
    pas_agi: bool = False
    avant: Optional["Terme"] = None
    apres: Optional["Terme"] = None
    sur: Optional["Terme"] = None
    autres: bool = False
    supplementaire: bool = False
    non_par: list = attrs.Factory(list)
    multiple: Optional[int] = None  # « mouvement doublé / triplé »: the factor
    article: bool = False           # « une attaque »: one, where the clause counts (an article elsewhere)

    def cle(self) -> str:
        """The canonical string of the noun with its complements: « zone de contrôle ennemi »."""
        text = self.nom
        for d in self.de:
            text += " " + _elide(d)
        for adj in self.adjs:
            if adj not in SILENT_ADJECTIVES:
                text += " " + adj
        if self.pour_toucher:
            text += " pour toucher"
        return text.strip()

    def parties(self) -> dict:
        """The parts written, by field name (defaults left out)."""
        out = {}
        for field in attrs.fields(Terme):
            value = getattr(self, field.name)
            default = field.default.factory() if isinstance(field.default, attrs.Factory) else field.default
            if field.name not in ("nom", "categorie", "article") and value != default:
                out[field.name] = value
        return out


PARTS_FR = {"nombre": "un nombre", "seul": "« seul »", "ante": "un ordinal", "signe": "un modificateur signé",
            "modificateur": "« modificateur »", "adjs": "un adjectif", "non": "« non … »", "de": "un complément « de … »",
            "de_signe": "une valeur", "mesure": "une distance", "a": "un complément « à … »",
            "a_distance": "une distance", "a_moins_de": "« à moins de … »", "seuil": "un seuil",
            "pour_toucher": "« pour toucher »", "en": "« en … »", "pendant": "« pendant … »",
            "limite": "« … fois par … »", "pour": "« pour … »", "par": "« par … »", "sans": "« sans … »",
            "contre": "« contre … »", "suite": "« suite à … »", "condition": "« si … »",
            "frequence": "« un … sur … »", "sur_nombre": "« sur N »", "ayant": "« ayant … »",
            "pas_agi": "« n'ayant pas agi »", "avant": "« avant … »", "apres": "« après … »", "sur": "« sur … »",
            "autres": "« en plus de la sienne »", "supplementaire": "« supplémentaire »",
            "non_par": "« et non par … »", "multiple": "« doublé »"}


def _only(t: Terme, *allowed, quoi: str = "cette clause"):
    """Refuse the parts of ``t`` its clause does not use (nothing written is dropped)."""
    extra = [k for k in t.parties() if k not in allowed]
    if extra:
        raise ValueError(f"« {t.nom or '…'} » : {PARTS_FR[extra[0]]} n'a pas de sens dans {quoi}")


def _lift(items: list, circ: Optional[dict] = None) -> tuple[list, dict]:
    """Move the circumstances written on the clause's noun phrases to the clause."""
    circ = {} if circ is None else circ
    for t in items:
        _lift(t.a, circ)  # « ignore -1 à la Svg en feu croisé »: the situation is the clause's
        for name in CIRCONSTANCES:
            value = getattr(t, name)
            if value:
                circ.setdefault(name, [])
                circ[name] += value if isinstance(value, list) else [value]
                setattr(t, name, [])
    return items, circ


def _lors_en(circ: dict) -> dict:
    """« lors d'un assaut » = « en assaut », « doublé lors d'une charge » = « doublé en charge »: one
    moment said with « lors de » is the situation « en … » of the clause."""
    if len(circ.get("pendant", [])) == 1 and not circ.get("en"):
        return {**{k: v for k, v in circ.items() if k != "pendant"}, "en": circ["pendant"]}
    return circ


def _refuse_circ(circ: dict, *allowed, quoi: str = "cette clause"):
    extra = [k for k in circ if k not in allowed]
    if extra:
        raise ValueError(f"{PARTS_FR[extra[0]]} n'a pas de sens dans {quoi}")


def _one(circ: dict, name: str) -> Optional[str]:
    values = circ.get(name) or []
    if len(values) > 1:
        raise ValueError(f"deux compléments {PARTS_FR[name]} pour une seule clause")
    return values[0] if values else None


def _modificateur(t: Terme, en: Optional[str] = None) -> A.Modificateur:
    """« -1 à la Svg », « -1 Svg », « le malus de -1 à la sauvegarde », « +1 pour toucher »,
    « le modificateur de couvert au jet pour toucher »."""
    valeur = t.signe if t.signe is not None else t.de_signe
    de = None
    if t.pour_toucher and t.a:  # « +1 pour toucher au corps à corps »: the roll is said, « à … » is when
        (moment,) = t.a
        _only(moment, quoi="le moment d'un jet pour toucher")
        if en is not None:
            raise ValueError(f"« pour toucher {_au_fr(moment.nom)} » et « en {en} » : un seul moment par modificateur")
        en, t = moment.nom, attrs.evolve(t, a=[])
    if t.a:
        (cible,) = t.a
        if {"ennemi", "adversaire"} & set(cible.adjs):  # « -1 aux tests d'action de l'ennemi »
            raise ValueError(f"« {Terme(cible.nom, de=cible.de).cle()} de l'ennemi » : une clause de fiche modifie "
                             "les jets de l'unité qui la porte, de sa cible (« -1 à la Svg de la cible ») ou, en "
                             "aura, des formations de son camp (« Les formations à moins de N cm ont +1 … ») ; "
                             "pas ceux de l'ennemi")
        _only(cible, "adjs", "de", "pour_toucher", quoi="un modificateur")
        if cible.de and cible.de[-1] == "cible":  # « -1 à la Svg de la cible »: whose roll
            de, cible = "cible", attrs.evolve(cible, de=cible.de[:-1])
        jet = cible.cle()
    elif t.pour_toucher:
        jet = "jet pour toucher"
    elif t.signe is not None and not t.nom and not t.modificateur and len(t.de) == 1 and t.de[0] != "cible":
        # « le -1 de Svg » = « -1 à la Svg »: the roll a signed value is of, said with « de »
        jet, t = t.de[0], attrs.evolve(t, de=[])
    elif t.nom:
        jet = Terme(t.nom, adjs=t.adjs).cle()
    elif t.modificateur and len(t.de) == 1 and t.de[0] in _jets_par_source():
        jet = _jets_par_source()[t.de[0]]  # « le modificateur de couvert »: the roll the game's modifier of it changes
    else:
        raise ValueError("un modificateur dit à quoi il s'applique (« à la Svg », « pour toucher »)")
    source = t.de[0] if (t.modificateur and t.de) else None
    _only(t, "signe", "de_signe", "a", "pour_toucher", "adjs", "de", "modificateur", quoi="un modificateur")
    return A.Modificateur(valeur, jet, source, en, de)


def _mots_de_regle(t: Terme, vocabulary) -> Terme:
    """A rule's name said with complements is not a citation: its words, a noun and its adjectives
    (« une sauvegarde invulnérable de 5+ » is a « sauvegarde » « invulnérable », with a threshold)."""
    if t.categorie != "rules" or not t.parties():
        return t
    mots = t.nom.lower().split()
    nom = next((" ".join(mots[:i]) for i in range(len(mots), 0, -1)
                if vocabulary.category(" ".join(mots[:i])) not in (None, "rules")), None)
    rest = mots[len(nom.split()):] if nom else []
    if nom is None or any(m not in ADJ_OF for m in rest):
        return t
    return attrs.evolve(t, nom=vocabulary.singular(nom).lower(), categorie=vocabulary.category(nom),
                        adjs=[ADJ_OF[m] for m in rest] + list(t.adjs))


def _steps(groups, sans_tir: bool, vocabulary) -> Optional[A.Etapes]:
    """The groups of noun phrases as an action's steps, when every noun is one of the game's steps
    (``sans_tir``: « …, pas de tir » said on the last one, « sans tir »)."""
    out = []
    for group in groups:
        gestes = []
        for t in group:
            if not vocabulary.is_step(t.nom) or set(t.parties()) - {"nombre", "a"}:
                return None
            modif = 0
            if t.a:
                (m,) = t.a
                if len(m.a) == 1 and m.a[0].cle() == "jet pour toucher" and not m.pour_toucher:
                    m = attrs.evolve(m, a=[], pour_toucher=True)  # « à +1 au jet pour toucher »
                _only(m, "signe", "pour_toucher", quoi="une étape d'action")
                modif = m.signe
            _only(t, "nombre", "a", quoi="une étape d'action")
            n = t.nombre if isinstance(t.nombre, int) else 1
            gestes.append(A.Geste(t.nom, n, modif))
        out.append(_choix(gestes, vocabulary))
    return A.Etapes(tuple(out), sans_tir=sans_tir)


def _choix(gestes, vocabulary) -> tuple:
    """A step's gestes are a choice, in the order the game lists its steps: « un tir ou un
    mouvement » = « un mouvement ou un tir »."""
    order = [s.lower() for s, _ in vocabulary.steps]

    def rank(g):
        low = vocabulary.singular(g.genre).lower()
        return order.index(low) if low in order else len(order)

    return tuple(sorted(gestes, key=rank))


def _listes(clauses: list, vocabulary) -> list:
    """« Un mouvement, un tir ou se regroupe »: one-geste action lines right before a choice are
    the first items of that choice (« un mouvement ou un tir ou se regroupe »)."""
    out: list = []
    for c in clauses:
        if isinstance(c, A.Etapes) and len(c.etapes) == 1 and len(c.etapes[0]) > 1:
            items = list(c.etapes[0])
            while (out and isinstance(out[-1], A.Etapes) and len(out[-1].etapes) == 1
                   and len(out[-1].etapes[0]) == 1 and not out[-1].sans_tir):
                items[:0] = out.pop().etapes[0]
            c = attrs.evolve(c, etapes=(_choix(items, vocabulary),))
        out.append(c)
    return out


class SheetToAst:
    """Transformer methods of the reference-sheet clauses (mixed into :class:`ToAst`)."""

    # --- the line ------------------------------------------------------------------------
    def fiche(self, c):
        clauses = []
        for x in (x for part in c if isinstance(part, list) for x in part):
            if isinstance(x, Suite):  # « … en tir, assaut ou fusillade »: the list goes on
                if not clauses or not isinstance(clauses[-1], A.AttaquesSupplementaires):
                    raise ValueError(f"« {', '.join(x.noms)} » : une clause de fiche dit ce que fait l'unité")
                moments = clauses[-1].moments + tuple(n.lower() for n in x.noms)
                clauses[-1] = attrs.evolve(clauses[-1], moments=moments)
            else:
                clauses.append(x)
        clauses = _sans_tir(_listes(clauses, self.vocabulary))
        return A.Fiche(tuple(sorted(clauses, key=lambda x: (type(x).__name__, repr(x)))))

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
            return builds[0].de(t)(head)
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
        if (nom, t.de) not in (("unité", []), ("unité", ["formation"]), ("formation", [])) or t.parties().keys() - {"de"}:
            raise ValueError(f"le sujet « {t.cle()} » : une clause de fiche se dit de l'unité qui la porte ou de sa "
                             "formation (« Cette unité … », « Les unités de cette formation … », « Cette formation "
                             "… ») ; pour les formations de son camp autour d'elle : « Les formations à moins de "
                             "N cm … »")
        if det in ("un", "une", "des") or det in NUMBER_WORDS:
            raise ValueError(f"« {det} {nom} » : laquelle ? une clause de fiche se dit de l'unité qui la porte "
                             "(« cette unité », « les unités de cette formation »)")
        return build({})

    def _ses_armes(self, det, nom, t: Terme, build):
        """« Ses tirs ignorent … », « Ses armes ont +1 pour toucher », « Les tirs de cette unité … », « Cette
        arme ajoute … » (a weapon's own line): the bare clause, which the game asks of the bearer's weapons
        (a weapon's line, of that weapon); a clause it asks of no weapon is refused."""
        from .sheet_compile import asked_of_weapon

        cette_arme = (det, nom, t.de) == ("cette", "arme", [])  # « Cette arme … »: said on a weapon's line
        if t.parties().keys() - {"de"} or t.de not in ([], ["unité"]) or (
                not t.de and det not in POSSESSIFS and not cette_arme) or (
                t.de and det not in ("les", "toutes les", "tous les")):
            raise ValueError(f"le sujet « {det} {nom}s » : une clause de fiche se dit des armes de l'unité qui la "
                             f"porte (« Ses {nom}s … », « Les {nom}s de cette unité … », « Cette arme … »)")
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

    # --- clauses: each returns a builder taking the circumstances written before it ----------
    def f_inclut(self, c):
        """« Commandant et Meneur », « Est Éclaireur », « Cette unité est un Marcheur »: the rules cited. The article
        says one unit or weapon is of that kind (« un », « une »); another article is no citation."""
        for det in (t for t in c if isinstance(t, Token) and t.type == "DET"):
            if " ".join(str(det).lower().split()) not in ("un", "une"):
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
        return self.f_passif(c).de_objets(items)

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


@attrs.define
class Modif:
    """One complement of a Terme: the field it sets and its value."""

    field: str
    value: object

    def apply(self, t: Terme):
        current = getattr(t, self.field)
        if isinstance(current, list):
            current.extend(self.value)
        elif current not in (None, False):
            raise ValueError(f"deux fois {PARTS_FR[self.field]} pour « {t.nom} »")
        else:
            setattr(t, self.field, self.value)


def _sans_tir(clauses: list) -> list:
    """« Trois mouvements, pas de tir » (or « …, sans tir »): « aucun tir » right after an action's
    steps is those Etapes' ``sans_tir``; elsewhere it stays a clause of its own."""
    out: list = []
    for c in clauses:
        if c == A.Aucun("tir") and out and isinstance(out[-1], A.Etapes):
            if out[-1].sans_tir:
                raise ValueError("« sans tir » et « pas de tir » : une action le dit une fois")
            out[-1] = attrs.evolve(out[-1], sans_tir=True)
        else:
            out.append(c)
    return out


def _sans_tir_dit(groups) -> tuple:
    """« Trois mouvements sans tir » = « Trois mouvements, pas de tir »: « sans tir » on an action's last
    step is the action's « pas de tir » (``Etapes.sans_tir``); the groups without it, and whether it was said."""
    last = groups[-1][-1] if groups and groups[-1] else None
    if last is None or last.sans != ["tir"]:
        return groups, False
    return groups[:-1] + [groups[-1][:-1] + [attrs.evolve(last, sans=[])]], True


#: the modifiers' nouns that say their sign (« un bonus de +1 », « un malus de -1 »)
SIGNES_DES_NOMS = {"bonus": 1, "malus": -1, "pénalité": -1, "pénalités": -1}


def _accord_du_modificateur(noms, valeur) -> None:
    """« un bonus de -1 » says two signs: refused rather than one of them read."""
    for nom in noms:
        signe = SIGNES_DES_NOMS.get(str(nom).lower())
        if signe is not None and isinstance(valeur, int) and signe * valeur < 0:
            raise ValueError(f"« {nom} de {valeur:+d} » : un {nom} est {'positif' if signe > 0 else 'négatif'}")


def _pi_sur_une_formation(termes):
    """The condition of a single initiative test's malus: a PI on some formation."""
    noms = {t.nom for t in termes} | {t.sur.nom for t in termes if t.sur is not None}
    if noms != {"PI", "formation"}:
        raise ValueError("« (-1 si un PI sur n'importe quelle formation) » : la condition nomme un PI et une formation")


@attrs.frozen
class Participe:
    """« est doublé (en charge) » said after its subject, what is multiplied (« Son mouvement est doublé »)."""

    multiple: int
    mods: list

    def de(self, t: Terme):
        """The clause of the subject ``t`` multiplied (``_noun_clause``: « Mouvement doublé en charge »)."""
        t = attrs.evolve(t, en=list(t.en), pendant=list(t.pendant), limite=list(t.limite), pour=list(t.pour))
        Modif("multiple", self.multiple).apply(t)
        for m in self.mods:
            m.apply(t)
        (t,), circ0 = _lift([t])
        return lambda circ: _noun_clause(t, _merge(circ0, circ))

    def __call__(self, circ):
        raise ValueError("« est doublé » : quoi ? (« Son mouvement est doublé »)")


@attrs.frozen
class Passif:
    """A sheet verb said in the passive (« sont annulées »): its subject is what the verb acts on."""

    clause: object  # the verb's transformer method (f_annule, f_ignore, f_relance)
    mods: tuple = ()  # the circumstances said after the participle

    def de(self, t: Terme):
        return self.de_objets([t])

    def de_objets(self, items: list):
        build = self.clause([items])
        return lambda circ: build(_merge(circ, {m.field: m for m in self.mods}) if self.mods else circ)

    def __call__(self, circ):
        raise ValueError("« sont annulés » : quoi ? (« Les sauvegardes de couvert sont annulées »)")


@attrs.frozen
class Suite:
    """Bare nouns after a comma: the end of the previous clause's list (« en tir, assaut ou fusillade »)."""

    noms: tuple


def _merge(a: dict, b: dict) -> dict:
    out = {k: list(v) for k, v in a.items()}
    for k, v in b.items():
        out.setdefault(k, []).extend(v.value if isinstance(v, Modif) else v)
    return out


def _limited(groups) -> bool:
    """« Un tir par partie », « Tir un tour sur deux »: a step noun with a limit is not an action."""
    return any(t.par or t.frequence or t.limite for g in groups for t in g)


def _jets_par_source() -> dict:
    """The roll each source of a modifier the game knows changes (« couvert » → « jet pour toucher »)."""
    from .sheet_compile import IGNORES

    return {m.source: m.jet for m in IGNORES if isinstance(m, A.Modificateur) and m.source is not None}


def _par_cause(t: Terme, en: Optional[str]) -> tuple:
    """« le malus (de -1 à la sauvegarde) dû au feu croisé », « le modificateur causé par le couvert »: a
    modifier named by its cause, the situation the game gives it in (« en feu croisé ») or its source
    (« le modificateur de couvert »); what it leaves unsaid (its value, its roll) is the game's one
    modifier of that cause (``sheet_compile.IGNORES``)."""
    from .sheet_compile import IGNORES

    cause = t.suite
    _only(cause, "adjs", "de", quoi="la cause d'un modificateur")
    cause, t = cause.cle(), attrs.evolve(t, suite=None)
    connus = [m for m in IGNORES if isinstance(m, A.Modificateur) and cause in (m.en, m.source)]
    if not connus:
        raise ValueError(f"« dû {_au_fr(cause)} » : le jeu ne connaît pas de modificateur dû {_au_fr(cause)} (il "
                         f"connaît : {', '.join(sorted({m.en or m.source for m in IGNORES if isinstance(m, A.Modificateur)}))})")
    if connus[0].source == cause:   # « le modificateur dû au couvert » = « le modificateur de couvert »
        return attrs.evolve(t, modificateur=True, de=list(t.de) + [cause]), en
    if en not in (None, cause):
        raise ValueError(f"« dû {_au_fr(cause)} » et « en {en} » : un seul moment par modificateur")
    if t.signe is None and t.de_signe is None and not t.a and len(connus) == 1:
        # « le malus dû au feu croisé »: the game's one (« -1 à la sauvegarde en feu croisé »)
        t = attrs.evolve(t, de_signe=connus[0].valeur, a=[Terme(connus[0].jet)])
    elif t.signe is None and t.de_signe is None and t.a:
        valeurs = {m.valeur for m in connus if m.jet == Terme(t.a[0].nom, de=t.a[0].de, adjs=t.a[0].adjs).cle()}
        if len(valeurs) == 1:       # « le malus à la sauvegarde dû au feu croisé »
            t = attrs.evolve(t, de_signe=valeurs.pop())
    return t, cause


def _annulees_par_macro() -> tuple:
    """The saves a macro weapon cancels (« Annule les sauvegardes de blindage et de couvert »)."""
    from .sheet_compile import ANNULE

    return ANNULE


def _ignorable(quoi: str) -> bool:
    """Whether the game lets a line ignore ``quoi`` (« sauvegarde de couvert »)."""
    from .sheet_compile import IGNORES

    return quoi in IGNORES


def _effets_de(quoi: str) -> list:
    """What ignoring ``quoi`` ignores, when it is the source of things the game lets a line ignore
    (« le couvert »: its modifier to hit and its saves, as the sheet's « Ignore les Couverts » says)."""
    from .sheet_compile import IGNORES

    if quoi in IGNORES:
        return []
    return ([m for m in IGNORES if isinstance(m, A.Modificateur) and m.source == quoi]
            + [k for k in IGNORES if isinstance(k, str) and k.endswith(" " + _elide(quoi))])


def _attaques(items, circ) -> A.AttaquesSupplementaires:
    """« Ajoute X attaque en tir, assaut ou fusillade », « +X attaques en … »; « au corps à corps » where
    the attacks are said is when (« en corps à corps »)."""
    first, rest = items[0], items[1:]
    if first.a and all(not m.parties() for m in first.a):
        first = attrs.evolve(first, a=[], en=list(first.en) + [m.nom for m in first.a])
    if first.pendant and not first.en:  # « Ajoute une attaque lors du tir (et de l'assaut) » = « … en tir (et assaut) »
        first = attrs.evolve(first, pendant=[], en=list(first.pendant))
    circ = _lors_en(circ)
    _refuse_circ(circ, "en", quoi="des attaques en plus")
    n = first.signe if first.signe is not None else first.nombre
    if n is None and first.article:  # « Ajoute une attaque en assaut »
        n = 1
    if first.nom != "attaque" or n is None:
        raise ValueError("« ajoute » dit combien d'attaques (« X attaques »)")
    moments = [m.lower() for m in list(first.en) + list(circ.get("en", []))]
    for t in rest:
        _only(t, quoi="les moments d'une attaque")
        moments.append(t.nom.lower())
    _only(first, "nombre", "signe", "en", "supplementaire", quoi="des attaques en plus")  # « une attaque supplémentaire »
    if not moments:
        raise ValueError("des attaques en plus : en tir, en assaut… ?")
    return A.AttaquesSupplementaires(n, tuple(moments))


#: the verbs of « what it has » that say a gain: « Gagne une attaque en assaut » = « Ajoute une attaque … »
GAINS = ("V_GAGNER", "V_OBTENIR", "V_BENEFICIER")


def _attaques_gagnees(items, circ, verbe) -> A.AttaquesSupplementaires:
    """« Gagne / Obtient une attaque en assaut », « Reçoit / A une attaque supplémentaire en assaut », « Reçoit +1
    attaque … » = « Ajoute une attaque en assaut ». « Reçoit une attaque » or « A une attaque » alone does not
    say one more (it may be attacked, or have one attack in all): refused, naming the forms to write."""
    first = items[0]
    if verbe not in GAINS and first.signe is None and not first.supplementaire:
        n = first.nombre or 1
        raise ValueError(f"« {'une' if n == 1 else n} attaque{'s' if n > 1 else ''} » : en plus des siennes ? « Reçoit "
                         "une attaque » peut dire qu'elle est attaquée, « A une attaque » qu'elle n'en a qu'une ; "
                         f"écrire « Ajoute {'une' if n == 1 else n} attaque{'s' if n > 1 else ''} en … » ou « … "
                         f"attaque{'s' if n > 1 else ''} supplémentaire{'s' if n > 1 else ''} en … »")
    return _attaques(items, circ)


def _seconde_svg(t: Terme) -> A.SecondeSvg:
    """« Deuxième sauvegarde à 6+ non modifiable(, même contre macro arme) »; « Sauvegarde invulnérable de
    6+ » is the sheet's Sauvegarde Invulnérable: « Deuxième svg à 6+ non modifiable, même contre macro
    arme ». A second save that does not say it is never modified is refused: Epic's only one is that one."""
    invulnerable = "invulnérable" in t.adjs
    _only(t, "ante", "seuil", "non", "contre", *(("adjs",) if invulnerable else ()), quoi="une deuxième sauvegarde")
    if t.nom != "sauvegarde" or t.seuil is None or [a for a in t.adjs if a != "invulnérable"]:
        raise ValueError("une deuxième sauvegarde dit son seuil : « deuxième sauvegarde à N+ non modifiable », "
                         "« sauvegarde invulnérable de N+ »")
    if not invulnerable and "modifiable" not in t.non:
        raise ValueError(f"« deuxième sauvegarde à {t.seuil}+ » : modifiable ? Epic n'a qu'une deuxième sauvegarde, "
                         "l'invulnérable, que rien ne modifie, et ne sait pas en modifier une : « deuxième "
                         f"sauvegarde à {t.seuil}+ non modifiable » ou « sauvegarde invulnérable de {t.seuil}+ »")
    contre = [x.cle() for x in t.contre]
    if contre not in ([], ["macro arme"]):
        raise ValueError("« même contre macro arme »")
    return A.SecondeSvg(t.seuil, bool(contre) or invulnerable)


def _noun_clause(t: Terme, circ: dict) -> list:
    """A clause that is a noun phrase alone."""
    if t.nom == "attaque" and (t.signe is not None or (t.supplementaire and (t.nombre is not None or t.article))):
        # « +1 attaque en assaut », « X attaques supplémentaires en tir, assaut ou fusillade », « Une attaque
        # supplémentaire en assaut » = « Ajoute … attaque(s) en … »
        return [_attaques([t], circ)]
    if t.signe is not None or t.modificateur:
        _refuse_circ(circ, "en", quoi="un modificateur")
        return [_modificateur(t, _one(circ, "en"))]
    if t.multiple is not None:  # « Mouvement doublé en charge » = « Double mouvement en charge »
        _only(t, "multiple", quoi="« doublé »")
        circ = _lors_en(circ)
        _refuse_circ(circ, "en", quoi="« doublé »")
        return [A.Double(t.nom, _one(circ, "en"), t.multiple)]
    _refuse_circ(circ, "en", quoi=f"« {t.nom} »")
    if t.mesure is not None:  # « Zone de contrôle de 10 cm en charge »: no distance depends on a moment
        _refuse_circ(circ, quoi="une distance")
        _only(t, "mesure", "de", "adjs", quoi="une distance")
        return [A.Distance(Terme(t.nom, de=t.de, adjs=t.adjs).cle(), t.mesure)]
    if circ:
        raise ValueError(f"« {t.nom} » : {PARTS_FR[next(iter(circ))]} n'a pas de sens ici")
    if t.par:
        _only(t, "nombre", "par", "seul", quoi="« N … par … »")
        (par,) = t.par
        return [A.Limite(t.nombre or 1, t.nom, par)]
    if t.frequence:
        _only(t, "frequence", quoi="« un tour sur N »")
        return [A.Rechargement(t.frequence[1])]
    if t.ante == "second" or (t.nom == "sauvegarde" and "invulnérable" in t.adjs):
        return [_seconde_svg(t)]
    raise ValueError(f"« {t.cle()} » : une clause de fiche dit ce que fait l'unité (un verbe, un modificateur, "
                     "une distance…)")


def _is_build(x) -> bool:
    """A verbal clause read (a function of its circumstances), not a piece of its subject."""
    return isinstance(x, (Participe, Passif)) or (callable(x) and not isinstance(x, (Modif, Token, type)))
