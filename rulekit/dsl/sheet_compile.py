"""Compiling reference-sheet clauses (Epic) into modifiers, by clause node type.

Each clause answers one query about its bearer. The query names and context keys
are those the Epic game asks (docs/DSL.md, « Epic »): the context key says whom a
query is about (``unite``, ``cible``, ``tireur``, ``arme``, ``formation``), and a
clause answers only when that key holds its bearer. Action lines (``Etapes``) and
named-rule references (``Inclut``) are data the game reads, not modifiers.

Families of clauses answer one query each, the context naming the case: a reroll of any named
roll (``relance``, ``jet=``), a signed modifier of any named roll (``modificateur``, ``jet=``,
``moment=``), a multiplier (``multiplicateur``, ``quoi=``, ``moment=``), « compte comme »
(``compte comme``, ``pour=``). An ``Aura`` answers for the things of the bearer's side within
its distance instead of the bearer (``World.a_moins_de``). A limit (« une fois par tour », « deux
fois par partie », « Deux tirs par partie ») counts the bearer's recorded uses (``use_turns``, else ``World.last_use``).
"""

from __future__ import annotations

import attrs

from ..abilities import Modifier, Trigger, answered_before
from . import ast as A
from .errors import CompileError


def _set(value):
    return lambda v, c: value


def _add(n):
    return lambda v, c: v + n


#: clause type -> (query, context key, value(v, clause) -> new value); None: by the clause's nouns, below
CLAUSES = {
    A.Ignore: None,
    A.Modificateur: None,
    A.RelanceJet: None,
    A.SauvegardeContre: None,
    A.Distance: None,
    A.Double: None,
    A.ConsidereComme: None,
    A.Aucun: None,
    A.Limite: None,
    A.AssautGroupe: ("assaut groupé", "formation", lambda v, c: (max(v[0], c.formations), c.distance)
                     if isinstance(v, tuple) else (c.formations, c.distance)),
    A.JetInitiativeUnique: ("jet d'initiative unique", "formation", lambda v, c: c.malus or 0),
    A.PISupplementaire: None,
    A.PasDetruit: None,
    A.Immunise: None,
    # the game says whether the hit is a macro weapon's (``macro=``): without « même contre macro arme »
    # the second save is not taken against one
    A.SecondeSvg: ("seconde svg", "cible", lambda v, c, ctx: c.seuil if c.contre_macro or not ctx.get("macro") else v),
    A.ChoisitUniteTouchee: ("choisit l'unité touchée", "tireur", _set(True)),
    A.Teleportation: None,
    A.JetParUnite: None,
    A.Vulnerable: None,
    A.AntiAerien: ("tir anti-aérien", "arme", _set(True)),
    A.PIParTouche: None,
    A.AttaquesSupplementaires: ("attaques", "arme", None),  # x from the name
    A.FrappeEnPremier: None,
    A.AnnuleSauvegardes: None,
    A.Rechargement: ("arme utilisable", "arme", None),
    A.DegatsEngins: ("dégâts engins", "arme", None),        # x from the name
}
#: what the game asks about each thing a line may ignore, by the thing's canonical noun phrase
IGNORES = {"terrain dangereux": ("terrain dangereux ignoré", "unite", _set(True)),
           "terrain infranchissable": ("terrain infranchissable ignoré", "unite", _set(True)),
           "zone de contrôle ennemi": ("ignore zones de contrôle", "unite", _set(True)),
           "sauvegarde de couvert": ("ignore svg couvert", "arme", _set(True)),
           A.Modificateur(None, "jet pour toucher", "couvert"): ("ignore couvert toucher", "arme", _set(True)),
           A.Modificateur(-1, "sauvegarde", None, "feu croisé"): ("malus feu croisé", "cible", lambda v, c: 0)}
#: the things a line may ignore « pendant le mouvement »: those the game asks of a move
IGNORES_PENDANT = ("terrain dangereux", "terrain infranchissable", "zone de contrôle ennemi", "zone de contrôle")
# Epic knows only the enemy's zones of control (one's own never hold one's formations back):
# ignoring « les zones de contrôle » is ignoring the enemy's
IGNORES["zone de contrôle"] = IGNORES["zone de contrôle ennemi"]
#: signed modifiers with a query of their own, by the roll or value they change: (query, context
#: key, combine(value, n), whose roll a line may name); a formation's « +N au résultat des
#: assauts » is its best character's, not the sum of its units'; « -1 à la Svg » of a shooter is
#: its target's save
MODIFICATEURS = {"résultat d'assaut": ("bonus résultat assaut", "formation", max, None),
                 "sauvegarde": ("modificateur svg", "tireur", lambda v, n: v + n, "cible")}
#: the moments (``moment=``) the game asks those modifiers at, a line's « en … » must be one: an
#: assault's result is asked of the side that charged with ``moment=("assaut", "charge")``
MOMENTS_MODIFICATEURS = {"résultat d'assaut": ("charge",)}
#: the other rolls a signed modifier may change (query ``modificateur``, ``jet=``): the moments the
#: game asks each at (``moment=``; a line's « en … » must be one of them); the action test (« jet
#: d'initiative », « test d'action ») is asked of the formation that tests, at no moment
JETS_MODIFIES = {"jet pour toucher": ("tir", "assaut", "corps à corps", "fusillade"), "jet d'initiative": ()}
#: rerolls with a query of their own: roll -> (query, context key)
RELANCES = {"sauvegarde": ("relance svg", "cible"), "jet d'initiative": ("relance initiative", "joueur"),
            "test de terrain dangereux": ("relance terrain dangereux", "unite")}
#: the other rolls the game may reroll (query ``relance``, ``jet=``) -> the context key of who rolls
JETS_RELANCES = {"jet de stratégie": "joueur"}
#: the rerolls whose uses the game records (it says who rerolled: events « relance d'initiative »,
#: « jet relancé »), so that a line may limit them
RELANCES_COMPTEES = ("jet d'initiative", "jet de stratégie", "sauvegarde")
#: what a limited use is counted per (« une fois par tour », « deux tirs par partie »)
PERIODES = ("tour", "partie")
SAUVEGARDES_CONTRE = {"macro arme": ("svg contre macro", "cible")}
DISTANCES = {"distance de cohésion": ("cohésion", "unite"), "cohésion": ("cohésion", "unite"),
             "zone de contrôle": ("zone de contrôle", "unite")}
#: what may be multiplied (query ``multiplicateur``, ``quoi=``) -> the situations the game asks
#: (``moment=``; a line's « en … » must be one of them)
MULTIPLICATEURS = {"mouvement": ("charge", "retraite")}
#: « compte comme … pour X »: the X the game asks (query ``compte comme``, ``pour=``)
COMPTE_COMME = ("terrain dangereux", "tir")
#: « retire N PI supplémentaires lors du … »: when the game asks (``lors=``)
PI_RETIRES = ("ralliement", "regroupement")
#: « apparaissent n'importe où sur la table avant … »: the moments the game places them at
TELEPORTATIONS = ("jet de stratégie", "premier tour")
#: an aura's subject -> the context keys that may name one or a part of one. A formation within N cm is
#: one whose units, their weapons and the target or shooter among them are: « Les formations à moins de
#: 15 cm relancent leurs sauvegardes ratées » answers a save (``cible=``), and « Les unités à moins de
#: 15 cm frappent en premier en assaut » a weapon (``arme=``); the game measures from the thing's formation
_PARTIES = ("unite", "cible", "tireur", "arme")
AURAS = {"formation": ("formation", *_PARTIES), "unité": (*_PARTIES, "formation")}
AUCUNS = {"mouvement de retraite obligatoire": ("retraite obligatoire", "unite", _set(False)),
          "sauvegarde": ("aucune sauvegarde", "arme", _set(True))}
#: « ajoute N attaques en X »: the moments the game asks a weapon's attacks at (query ``attaques``,
#: ``moment=``): its shots (« tir »); in an assault (« assaut ») a contact weapon's in base contact
#: (« corps à corps ») and another weapon's out of it (« fusillade »)
MOMENTS_ATTAQUES = ("tir", "assaut", "corps à corps", "fusillade")
#: « frappe en premier en X »: the moments the game asks who strikes first at (``moment=``)
FRAPPES = ("assaut", "corps à corps", "fusillade")
#: « pas détruit en X »: the situation where the game destroys units for the enemy nearby -> its distance
PAS_DETRUIT = {"retraite": 15}
#: « vulnérable aux tirs … »: the fires the game makes a unit vulnerable to, all at once (query
#: ``vulnérable AP et AC``: hit by both, whatever its type)
VULNERABLE = ("AC", "AP")
#: « annule les sauvegardes de … »: the saves a macro weapon cancels (query ``macro``), all at once
ANNULE = ("blindage", "couvert")
#: « lancer ND6 par unité, sur un résultat de R, l'unité reçoit P PI »: the game rolls one D6 per
#: unit that arrives by teleport and gives one PI per die showing R (query ``PI sur résultat``)
JET_PAR_UNITE = (1, 1)
IMMUNITES = {"défaite en assaut": "dommage défaite assaut", "PI si démoralisé": "dommage PI démoralisé"}


#: the question a clause read by its nouns answers when none of the tables above names one: a family's
#: (the context naming the case: ``jet=``, ``quoi=``, ``pour=``) or the one question of its kind
QUESTIONS = {A.Modificateur: "modificateur", A.RelanceJet: "relance", A.Double: "multiplicateur",
             A.ConsidereComme: "compte comme", A.Limite: "arme utilisable", A.PISupplementaire: "PI retirés en plus",
             A.FrappeEnPremier: "frappe en premier", A.PIParTouche: "PI par touche",
             A.PasDetruit: "détruit en retraite", A.Vulnerable: "vulnérable AP et AC", A.AnnuleSauvegardes: "macro",
             A.JetParUnite: "PI sur résultat", A.Teleportation: "téléportation"}
#: every question a sheet clause answers, from the tables: a game that asks none of them has no use for
#: a reference sheet's lines (:func:`read_by`)
QUERIES = frozenset(
    [entry[0] for entry in CLAUSES.values() if entry is not None]
    + [entry[0] for table in (IGNORES, MODIFICATEURS, RELANCES, SAUVEGARDES_CONTRE, DISTANCES, AUCUNS)
       for entry in table.values()]
    + list(IMMUNITES.values()) + list(QUESTIONS.values()))


def read_by(vocabulary) -> bool:
    """Whether ``vocabulary``'s game reads reference-sheet clauses (grammars/fiche.lark): it asks one of
    the questions they answer (Epic), or it says nothing of what it asks (a test's bare vocabulary).
    Pocket-Tactics and Pocket Battles ask none: their sentences are read by the sentence grammar alone,
    and its error is the one an author sees."""
    asked = set(vocabulary.queries) | set(vocabulary.inert)
    return not vocabulary.queries or not QUERIES.isdisjoint(asked)


#: clause type -> event kind whose ``source`` field is the bearer using it (a use is recorded)
USE_EVENTS = {A.Limite: ("arme tirée",), A.Rechargement: ("arme tirée",),
              A.RelanceJet: ("relance d'initiative", "jet relancé")}


def _lookup(compiler, table, key, what):
    """The game's answer for ``key``, or a CompileError naming what the game does answer."""
    if key not in table:
        raise CompileError(f"{compiler.name}: le jeu ne sait rien {_de(what)} « {_said(key)} » (il connaît : "
                           f"{_known(table)})")
    return table[key]


def _de(what: str) -> str:
    """« de » before a noun phrase, as French contracts it: « du modificateur », « des PI », « d'une »."""
    for article, contracted in (("le ", "du "), ("les ", "des ")):
        if what.startswith(article):
            return contracted + what[len(article):]
    return ("d'" if what[:1] in "aeiouyéèêàâh" else "de ") + what


def _render_quoi(quoi) -> str:
    from .render import render

    return quoi if isinstance(quoi, str) else render(A.Fiche((quoi,)))


def _said(node) -> str:
    """A clause or the thing a clause names, as a sheet line says it (« -1 pour toucher en avance
    rapide »), for a message: an AST's repr never reaches an author."""
    from .render import said

    return said(node)


def _known_cm() -> str:
    return " ou ".join(f"{cm} cm" for cm in PAS_DETRUIT.values())


def _known(table) -> str:
    return ", ".join(f"« {_said(k)} »" for k in table)


def _check(compiler, value, known, what):
    """``value`` (None: always) must be one of the game's ``known`` cases."""
    if value is not None and value not in known:
        raise CompileError(f"{compiler.name}: le jeu ne demande pas {what} « {value} » (il connaît : "
                           f"{_known(known)})")


def moments(ctx) -> tuple:
    """The moments a query's context names (``moment="tir"`` or ``moment=("assaut", "fusillade")``)."""
    m = ctx.get("moment")
    return () if m is None else (m,) if isinstance(m, str) else tuple(m)


def _when(test, how):
    """``how`` only when the context passes ``test``."""
    return lambda v, c, ctx: how(v, c) if test(ctx) else v


def _by_nouns(compiler, clause):  # noqa: C901 - one case per clause type read by its nouns
    """(query, context key, how) of a clause whose meaning depends on the nouns it names; ``how``
    takes (value, clause) or, in a family's query, (value, clause, context); a None key: the
    subject the context names (:func:`subject_key`)."""
    if isinstance(clause, A.Ignore):
        if clause.pendant not in (None, "mouvement"):
            raise CompileError(f"{compiler.name}: « ignore … pendant le {clause.pendant} » : le jeu ne le demande pas")
        if clause.pendant is not None and clause.quoi not in IGNORES_PENDANT:
            raise CompileError(f"{compiler.name}: « {_render_quoi(clause.quoi)} » ne s'ignore pas « pendant le "
                               f"{clause.pendant} » : le jeu ne le demande pas pendant un mouvement (il y demande : "
                               f"{_known(IGNORES_PENDANT[:3])})")
        return _lookup(compiler, IGNORES, clause.quoi, "ce qui est ignoré :")
    if isinstance(clause, A.Modificateur):
        if clause.source is not None or not isinstance(clause.valeur, int):
            raise CompileError(f"{compiler.name}: modificateur non géré : « {_said(clause)} »")
        if clause.jet in MODIFICATEURS:
            query, key, combine, de = MODIFICATEURS[clause.jet]
            if clause.de not in (None, de):
                raise CompileError(f"{compiler.name}: « {clause.de} » : le modificateur de {clause.jet} ne dépend pas "
                                   f"de la {clause.de}")
            if clause.en is not None and not MOMENTS_MODIFICATEURS.get(clause.jet):
                raise CompileError(f"{compiler.name}: « en {clause.en} » : le modificateur de {clause.jet} ne dépend "
                                   "pas du moment")
            _check(compiler, clause.en, MOMENTS_MODIFICATEURS.get(clause.jet, ()), f"le {clause.jet} en")
            return query, key, _when(lambda ctx: clause.en is None or clause.en in moments(ctx),
                                     lambda v, c: combine(v, c.valeur))
        known = _lookup(compiler, {**MODIFICATEURS, **JETS_MODIFIES}, clause.jet, "le modificateur de")
        if clause.en is not None and not known:
            raise CompileError(f"{compiler.name}: le modificateur du {clause.jet} ne dépend pas du moment (« en "
                               f"{clause.en} ») : le jeu le demande à chaque {clause.jet}")
        _check(compiler, clause.en, known, f"le {clause.jet} en")
        if clause.de is not None:
            raise CompileError(f"{compiler.name}: le {clause.jet} de la {clause.de} : le jeu ne modifie que les "
                               "jets de l'unité elle-même")
        return QUESTIONS[A.Modificateur], None, _when(lambda ctx: ctx.get("jet") == clause.jet and (
            clause.en is None or clause.en in moments(ctx)), lambda v, c: v + c.valeur)
    if isinstance(clause, A.RelanceJet):
        if clause.limite is not None:
            _check(compiler, clause.limite[1], PERIODES, "une limite par")
            counted = [j for j in RELANCES_COMPTEES if j in RELANCES or j in JETS_RELANCES]
            _check(compiler, clause.jet, counted, "le compte des relances de")
        if clause.jet in RELANCES:
            query, key = RELANCES[clause.jet]
            return query, key, None
        key = _lookup(compiler, {**RELANCES, **JETS_RELANCES}, clause.jet, "la relance de")
        return QUESTIONS[A.RelanceJet], key, None
    if isinstance(clause, A.SauvegardeContre):
        if clause.relance:
            raise CompileError(f"{compiler.name}: une sauvegarde contre {clause.arme} se fait « sans relance »")
        query, key = _lookup(compiler, SAUVEGARDES_CONTRE, clause.arme, "une sauvegarde contre")
        return query, key, _set(True)
    if isinstance(clause, A.Distance):
        query, key = _lookup(compiler, DISTANCES, clause.quoi, "la distance de")
        return query, key, lambda v, c: c.cm
    if isinstance(clause, A.Double):
        known = _lookup(compiler, MULTIPLICATEURS, clause.quoi, "le multiple de")
        _check(compiler, clause.en, known, f"le {clause.quoi} multiplié en")
        # « double mouvement » says how far it moves, twice its move: two lines that say it (Infiltrateurs' and the
        # army's own) double it once; the greater factor counts (« Mouvement triplé » and « double … en charge »: 3)
        return QUESTIONS[A.Double], "unite", _when(lambda ctx: ctx.get("quoi") == clause.quoi and (
            clause.en is None or clause.en in moments(ctx)), lambda v, c: max(v, c.facteur))
    if isinstance(clause, A.ConsidereComme):
        _check(compiler, clause.pour, COMPTE_COMME, "« compte comme … pour »")
        return QUESTIONS[A.ConsidereComme], "unite", _when(lambda ctx: clause.pour is None or ctx.get("pour") == clause.pour,
                                              _set(clause.comme))
    if isinstance(clause, A.Aucun):
        return _lookup(compiler, AUCUNS, clause.quoi, "« aucun »")
    if isinstance(clause, A.Immunise):
        return _lookup(compiler, IMMUNITES, clause.cause, "l'immunité"), "unite", _set(False)
    if isinstance(clause, A.Limite):
        if clause.quoi != "tir":
            raise CompileError(f"{compiler.name}: le jeu ne compte que les tirs d'une arme, pas « {_said(clause)} »")
        _check(compiler, clause.par, PERIODES, "une limite par")
        return QUESTIONS[A.Limite], "arme", None
    if isinstance(clause, A.PISupplementaire):
        for lors in clause.lors:
            _check(compiler, lors, PI_RETIRES, "des PI retirés en plus lors du")
        return QUESTIONS[A.PISupplementaire], "formation", _when(lambda ctx: ctx.get("lors") in clause.lors,
                                                        lambda v, c: v + c.nombre)
    if isinstance(clause, A.FrappeEnPremier):
        _check(compiler, clause.en.lower(), FRAPPES, "« frappe en premier » en")
        return QUESTIONS[A.FrappeEnPremier], "arme", _when(lambda ctx: clause.en.lower() in moments(ctx), _set(True))
    if isinstance(clause, A.PIParTouche):
        # one question, the context naming the case: markers per hit instead of per loss, or on top of them
        return QUESTIONS[A.PIParTouche], "arme", _when(lambda ctx: bool(ctx.get("en_plus")) == clause.en_plus,
                                              lambda v, c: c.nombre)
    if isinstance(clause, A.PasDetruit):
        _check(compiler, clause.en, PAS_DETRUIT, "« pas détruit » en")
        if clause.distance is not None and clause.distance not in PAS_DETRUIT.values():
            raise CompileError(f"{compiler.name}: « pas détruit si démoralisé et ennemi à {clause.distance} cm » : le "
                               f"jeu détruit en retraite les unités à {_known_cm()} d'un ennemi, pas à "
                               f"{clause.distance} cm")
        return QUESTIONS[A.PasDetruit], "unite", _set(False)
    if isinstance(clause, A.Vulnerable):
        if tuple(sorted(clause.tirs)) != VULNERABLE:
            raise CompileError(f"{compiler.name}: « vulnérable aux tirs {' et '.join(clause.tirs)} » : le jeu ne rend "
                               "une unité vulnérable qu'aux deux à la fois (« Vulnérable aux tirs AP et AC »)")
        return QUESTIONS[A.Vulnerable], "cible", _set(True)
    if isinstance(clause, A.AnnuleSauvegardes):
        if tuple(sorted(clause.genres)) != ANNULE:
            raise CompileError(f"{compiler.name}: « annule les sauvegardes de {' et de '.join(clause.genres)} » : le "
                               "jeu n'annule que les deux à la fois, comme une macro arme (« Annule les sauvegardes "
                               "de blindage et de couvert ») ; pour le couvert seul : « Ignore les sauvegardes de "
                               "couvert »")
        return QUESTIONS[A.AnnuleSauvegardes], "arme", _set(True)
    if isinstance(clause, A.JetParUnite):
        if (clause.des, clause.pi) != JET_PAR_UNITE:
            raise CompileError(f"{compiler.name}: « lancer {clause.des}D6 par unité … reçoit {clause.pi} PI » : le jeu "
                               "lance 1D6 par unité et donne un PI par dé (« Lancer 1D6 par unité, sur un résultat "
                               "de 1, l'unité reçoit un PI »)")
        return QUESTIONS[A.JetParUnite], "unite", lambda v, c: c.resultat
    if isinstance(clause, A.Teleportation):
        _check(compiler, clause.avant, TELEPORTATIONS, "une téléportation avant")
        return QUESTIONS[A.Teleportation], "unite", lambda v, c: c.avant
    raise CompileError(f"{compiler.name}: clause non compilable « {_said(clause)} »")  # pragma: no cover


def asked_of_weapon(clause) -> bool:
    """Whether the game asks ``clause`` of its bearer's weapons (« Ses tirs ignorent les sauvegardes de
    couvert »): its question's context key is ``arme``, or it modifies a shot's roll (to hit, the
    target's save). A clause the game does not know is left to compiling, which names what it lacks."""
    if isinstance(clause, A.Modificateur):
        return clause.jet in ("jet pour toucher", "sauvegarde")
    entry = CLAUSES.get(type(clause))
    if entry is not None:
        return entry[1] == "arme"

    class _Lecture:
        name = ""
    try:
        return _by_nouns(_Lecture(), clause)[1] == "arme"
    except CompileError:
        return True


def allowed(match, bearer, limite) -> bool:
    """May ``bearer`` use its limited ability again (``limite``: (times, « tour » | « partie »))?"""
    if limite is None:
        return True
    n, par = limite
    counted = getattr(match, "use_turns", None)
    if callable(counted):
        uses = counted(bearer)
    else:  # a World that keeps only the last use
        uses = [] if match.last_use(bearer) is None else [match.last_use(bearer)]
    if par == "tour":
        uses = [t for t in uses if t == match.current_turn()]
    return len(uses) < n


def compile_clause(compiler, clause) -> list:
    """The modifiers of one sheet clause (none for action lines and rule references)."""
    if isinstance(clause, (A.Etapes, A.Inclut)):
        return []
    if isinstance(clause, A.Aura):
        keys = _lookup(compiler, AURAS, clause.qui, "une aura sur")
        return [Modifier(m.query, _Near(keys, clause.cm, m.fn, (compiler.name, clause, i), m.query))
                for i, m in enumerate(compile_clause(compiler, clause.clause))]
    kind = type(clause)
    if kind not in CLAUSES:  # pragma: no cover - every clause type is in the table
        raise CompileError(f"{compiler.name}: clause non compilable « {_said(clause)} »")
    query, key, how = CLAUSES[kind] or _by_nouns(compiler, clause)
    if isinstance(clause, A.RelanceJet):
        # the answer names the bearer, whose use the game records (event « relance d'initiative »
        # or « jet relancé », field ``source``) when the line limits it
        jet = None if query != QUESTIONS[A.RelanceJet] else clause.jet
        counted = clause.jet in RELANCES_COMPTEES
        # (the first bearer that may answers: « any formation of the player » keeps one name)
        return [Modifier(query, _used(key, lambda m, b, ctx, v: v or ((b if counted else True) if (
            (jet is None or ctx.get("jet") == jet) and allowed(m, b, clause.limite)) else v)))]
    if isinstance(clause, A.Limite):
        limite = (clause.nombre, clause.par)
        return [Modifier(query, _used(key, lambda m, b, ctx, v: bool(v) and allowed(m, b, limite)))]
    if isinstance(clause, A.Rechargement):
        return [Modifier(query, _used(key, lambda m, b, ctx, v: bool(v) and (
            m.last_use(b) is None or m.last_use(b) <= ctx.get("tour", m.current_turn()) - clause.tours)))]
    if isinstance(clause, A.AttaquesSupplementaires):
        # « Ajoute X attaque en tir, assaut ou fusillade »: only at the moments named (the game's
        # ``moment``: « tir » when shooting, « assaut » for contact weapons in an assault)
        for moment in clause.moments:
            _check(compiler, moment, MOMENTS_ATTAQUES, "les attaques d'une arme en")
        n, named = compiler.number(clause.nombre), set(clause.moments)
        return [Modifier(query, _used(key, lambda m, b, ctx, v: v + n if named & set(moments(ctx)) else v))]
    if isinstance(clause, A.DegatsEngins):
        n = compiler.number(clause.nombre)
        how = lambda v, c: n  # noqa: E731
    out = [Modifier(query, _about(key, clause, how))]
    if isinstance(clause, A.JetParUnite):
        out.append(Modifier("jet par unité", _about("unite", clause, _set(True))))
    return out


def concerns(match, bearer, key, ctx) -> bool:
    """Is the query (context ``ctx``) about ``bearer``? The match's ``concerne`` (World) decides
    (alive bearer, formation, player, weapons of a unit); a bare object compares ids."""
    if ctx.get(key) is None:
        return False
    about = getattr(match, "concerne", None)
    return about(bearer, key, ctx[key]) if about is not None else ctx[key] == bearer


def subject_key(key, ctx):
    """The context key a clause is about: its own, or (None) the first subject the context names."""
    return key if key is not None else next((k for k in SUBJECTS if ctx.get(k) is not None), None)


#: the subjects a family's query may name, the most precise first
SUBJECTS = ("arme", "unite", "cible", "tireur", "formation", "joueur")


def _about(key, clause, how):
    three = how.__code__.co_argcount == 3

    def fn(match, bearer, ctx, value):
        k = subject_key(key, ctx)
        if k is None or not concerns(match, bearer, k, ctx):
            return value
        return how(value, clause, ctx) if three else how(value, clause)

    return fn


@attrs.frozen
class _Near:
    """An aura: ``fn`` (a clause's answer about its bearer) answers instead for the thing the
    context names under one of ``keys`` when it is of the bearer's side and within ``cm`` of the
    bearer (``World.a_moins_de``); the clause's other conditions (roll, moment, limit) still hold.

    An aura says a condition (« les formations à moins de 15 cm [d'une telle unité] »), not a
    count: one ability (``ability``: its name and clause, the mark ``une_fois`` the core reads)
    answers a thing once, however many of its bearers reach it — the first bearer in the
    documented order that changes the value (:func:`rulekit.abilities.answered_before`, as the
    sentences' auras). Two different abilities both act."""

    keys: tuple
    cm: int
    fn: object = attrs.field(eq=False)
    ability: tuple
    query: str

    @property
    def une_fois(self) -> tuple:
        return self.ability

    def __call__(self, match, bearer, ctx, value):
        key = next((k for k in self.keys if ctx.get(k) is not None), None)
        if key is None or not match.a_moins_de(bearer, key, ctx[key], self.cm):
            return value
        if answered_before(match, bearer, ctx, value, self.query, self.ability):  # the same rule, answered
            return value
        return self.fn(_Covered(match), bearer, ctx, value)


class _Covered:
    """The match as an aura's clause sees it: the aura has said whom the query is about."""

    def __init__(self, match):
        self._match = match

    def __getattr__(self, name):
        return getattr(self._match, name)

    def concerne(self, bearer, key, subject) -> bool:
        return True


def _used(key, how):
    def fn(match, bearer, ctx, value):
        k = subject_key(key, ctx)
        return how(match, bearer, ctx, value) if k is not None and concerns(match, bearer, k, ctx) else value

    return fn


def use_triggers(clause) -> list:
    """Triggers recording a use of a limited clause (« Un tir par partie », « Tir un tour sur
    deux », « une fois par tour »): the event's ``source`` is the bearer → ``record_use``."""
    if isinstance(clause, A.Aura):
        return use_triggers(clause.clause)
    kinds = USE_EVENTS.get(type(clause), ())

    def record(match, bearer, event):
        if getattr(event, "source", None) == bearer:
            match.record_use(bearer)

    return [Trigger(kind, record) for kind in kinds]


def named_rule(name: str):
    """A cited rule the sheet does not define (« Attaque surprise »): it answers the query
    named after it, lowercased, about the unit (``unite``), with ``True``."""
    return Modifier(name.lower(), _about("unite", None, _set(True)))
