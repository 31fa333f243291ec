"""The pieces of a reference-sheet line (Epic's special units, weapons, actions): the noun phrase read
into a :class:`Terme` (the game's noun, its adjectives and complements) and what the clauses share to
build their meaning from it (a complement used or refused, circumstances lifted, steps of an action).

Read by :mod:`.sheet` (the line, its subject and its noun phrases) and :mod:`.sheet_clauses` (one method per
clause of ``grammars/fiche.lark``).
"""

from __future__ import annotations

from typing import Optional

import attrs
from lark import Token

from . import ast as A
from .words import ADJ_OF, NUMBER_WORDS
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
    # the nouns of ``de`` said with a demonstrative (« de cette unité », « de cette formation »): the bearer's
    # (a subject in the passive may name whose rolls it is: « Les sauvegardes ratées de cette unité sont relancées »)
    de_porteur: list = attrs.Factory(list)

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
            if field.name not in ("nom", "categorie", "article", "de_porteur") and value != default:
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


class DePorteur(Modif):
    """« de cette unité », « de cette formation »: a complement « de … » said with a demonstrative, which names the
    bearer of the line (:attr:`Terme.de_porteur` keeps it beside ``de``)."""

    def apply(self, t: Terme):
        t.de.extend(self.value)
        t.de_porteur.extend(self.value)


#: a passive's subject said of the bearer: « (des unités) de cette formation », « de cette unité » (its own rolls)
BEARER_OWNERS = (["unité", "formation"], ["unité"], ["formation"])


def sans_porteur(t: Terme) -> Terme:
    """``t`` without a complement naming the line's bearer at its end (« Les sauvegardes ratées de cette unité »
    = « Les sauvegardes ratées », said of the bearer's rolls); ``t`` itself when it has none."""
    for owner in BEARER_OWNERS:
        if [d.rstrip("s") for d in t.de[-len(owner):]] == owner and owner[-1] in t.de_porteur:
            return attrs.evolve(t, de=t.de[:-len(owner)], de_porteur=[])
    return t


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
