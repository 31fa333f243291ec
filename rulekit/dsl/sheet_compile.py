"""Compiling reference-sheet clauses (Epic) into modifiers, by clause node type.

Each clause answers one query about its bearer. The query names and context keys
are those the Epic game asks (docs/DSL.md, « Epic »): the context key says whom a
query is about (``unite``, ``cible``, ``tireur``, ``arme``, ``formation``), and a
clause answers only when that key holds its bearer. Action lines (``Etapes``) and
named-rule references (``Inclut``) are data the game reads, not modifiers.
"""

from __future__ import annotations

from ..abilities import Modifier, Trigger
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
    A.PISupplementaire: ("PI retirés en plus", "formation", lambda v, c: v + c.nombre),
    A.PasDetruit: ("détruit en retraite", "unite", _set(False)),
    A.Immunise: None,
    A.SecondeSvg: ("seconde svg", "cible", lambda v, c: c.seuil),
    A.ChoisitUniteTouchee: ("choisit l'unité touchée", "tireur", _set(True)),
    A.Teleportation: ("téléportation", "unite", _set(True)),
    A.JetParUnite: ("PI sur résultat", "unite", lambda v, c: c.resultat),
    A.Vulnerable: ("vulnérable AP et AC", "cible", _set(True)),
    A.AntiAerien: ("tir anti-aérien", "arme", _set(True)),
    A.PIParTouche: ("PI par touche", "arme", _set(True)),
    A.AttaquesSupplementaires: ("attaques", "arme", None),  # x from the name
    A.FrappeEnPremier: ("frappe en premier", "arme", _set(True)),
    A.AnnuleSauvegardes: ("macro", "arme", _set(True)),
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
#: signed modifiers, by the roll or value they change: (query, context key, combine(value, n)); a
#: formation's « +N au résultat des assauts » is its best character's, not the sum of its units'
MODIFICATEURS = {"résultat d'assaut": ("bonus résultat assaut", "formation", max),
                 "sauvegarde": ("modificateur svg", "tireur", lambda v, n: v + n)}
RELANCES = {"sauvegarde": ("relance svg", "cible"), "jet d'initiative": ("relance initiative", "joueur"),
            "test de terrain dangereux": ("relance terrain dangereux", "unite")}
SAUVEGARDES_CONTRE = {"macro arme": ("svg contre macro", "cible")}
DISTANCES = {"distance de cohésion": ("cohésion", "unite"), "cohésion": ("cohésion", "unite"),
             "zone de contrôle": ("zone de contrôle", "unite")}
DOUBLES = {("mouvement", "charge"): ("multiplicateur de charge", "unite")}
COMPTE_COMME = {"terrain dangereux": ("colonne terrain dangereux", "unite")}
AUCUNS = {"mouvement de retraite obligatoire": ("retraite obligatoire", "unite", _set(False)),
          "sauvegarde": ("aucune sauvegarde", "arme", _set(True))}
IMMUNITES = {"défaite en assaut": "dommage défaite assaut", "PI si démoralisé": "dommage PI démoralisé"}


#: clause type -> event kind whose ``source`` field is the bearer using it (a use is recorded)
USE_EVENTS = {A.Limite: "arme tirée", A.Rechargement: "arme tirée", A.RelanceJet: "relance d'initiative"}


def _lookup(compiler, table, key, what):
    """The game's answer for ``key``, or a CompileError naming what the game does answer."""
    if key not in table:
        known = ", ".join(f"« {k} »" for k in table if isinstance(k, str))
        raise CompileError(f"{compiler.name}: le jeu ne sait rien de {what} « {key} » (il connaît : {known})")
    return table[key]


def _by_nouns(compiler, clause):  # noqa: C901 - one case per clause type read by its nouns
    """(query, context key, how) of a clause whose meaning depends on the nouns it names."""
    if isinstance(clause, A.Ignore):
        if clause.pendant not in (None, "mouvement"):
            raise CompileError(f"{compiler.name}: « ignore … pendant le {clause.pendant} » : le jeu ne le demande pas")
        return _lookup(compiler, IGNORES, clause.quoi, "ce qui est ignoré :")
    if isinstance(clause, A.Modificateur):
        if clause.source is not None or clause.en is not None or not isinstance(clause.valeur, int):
            raise CompileError(f"{compiler.name}: modificateur non géré : {clause!r}")
        query, key, combine = _lookup(compiler, MODIFICATEURS, clause.jet, "le modificateur de")
        return query, key, lambda v, c: combine(v, c.valeur)
    if isinstance(clause, A.RelanceJet):
        query, key = _lookup(compiler, RELANCES, clause.jet, "la relance de")
        return query, key, _set(True)
    if isinstance(clause, A.SauvegardeContre):
        if clause.relance:
            raise CompileError(f"{compiler.name}: une sauvegarde contre {clause.arme} se fait « sans relance »")
        query, key = _lookup(compiler, SAUVEGARDES_CONTRE, clause.arme, "une sauvegarde contre")
        return query, key, _set(True)
    if isinstance(clause, A.Distance):
        query, key = _lookup(compiler, DISTANCES, clause.quoi, "la distance de")
        return query, key, lambda v, c: c.cm
    if isinstance(clause, A.Double):
        query, key = _lookup(compiler, DOUBLES, (clause.quoi, clause.en), "le double de")
        return query, key, lambda v, c: v * 2
    if isinstance(clause, A.ConsidereComme):
        query, key = _lookup(compiler, COMPTE_COMME, clause.pour, "« compte comme … pour »")
        return query, key, _set(clause.comme)
    if isinstance(clause, A.Aucun):
        return _lookup(compiler, AUCUNS, clause.quoi, "« aucun »")
    if isinstance(clause, A.Immunise):
        return _lookup(compiler, IMMUNITES, clause.cause, "l'immunité"), "unite", _set(False)
    if isinstance(clause, A.Limite):
        if (clause.nombre, clause.quoi, clause.par) != (1, "tir", "partie"):
            raise CompileError(f"{compiler.name}: le jeu compte un seul tir par partie, pas {clause!r}")
        return "arme utilisable", "arme", None
    raise CompileError(f"{compiler.name}: clause non compilable {clause!r}")  # pragma: no cover


def compile_clause(compiler, clause) -> list:
    """The modifiers of one sheet clause (none for action lines and rule references)."""
    if isinstance(clause, (A.Etapes, A.Inclut)):
        return []
    kind = type(clause)
    if kind not in CLAUSES:  # pragma: no cover - every clause type is in the table
        raise CompileError(f"{compiler.name}: clause non compilable {clause!r}")
    query, key, how = CLAUSES[kind] or _by_nouns(compiler, clause)
    if isinstance(clause, A.PISupplementaire) and clause.lors != ("ralliement", "regroupement"):
        raise CompileError(f"{compiler.name}: le jeu retire des PI en plus « lors du regroupement et du ralliement »")
    if isinstance(clause, A.Teleportation) and clause.avant != "jet de stratégie":
        raise CompileError(f"{compiler.name}: le jeu place les unités téléportées avant un jet de stratégie")
    if isinstance(clause, A.FrappeEnPremier) and clause.en.lower() != "assaut":
        raise CompileError(f"{compiler.name}: le jeu ne fait frapper en premier qu'en assaut")
    if isinstance(clause, A.RelanceJet) and clause.jet == "jet d'initiative":
        # the answer names the bearer, whose use is recorded
        return [Modifier(query, _used(key, lambda m, b, ctx, v: v or (
            b if not clause.une_fois_par_tour or m.last_use(b) != m.current_turn() else v)))]
    if isinstance(clause, A.Limite):
        return [Modifier(query, _used(key, lambda m, b, ctx, v: bool(v) and m.last_use(b) is None))]
    if isinstance(clause, A.Rechargement):
        return [Modifier(query, _used(key, lambda m, b, ctx, v: bool(v) and (
            m.last_use(b) is None or m.last_use(b) <= ctx.get("tour", m.current_turn()) - clause.tours)))]
    if isinstance(clause, A.AttaquesSupplementaires):
        # « Ajoute X attaque en tir, assaut ou fusillade »: only at the moments named (the game's
        # ``moment``: « tir » when shooting, « assaut » for contact weapons in an assault)
        n, moments = compiler.number(clause.nombre), set(clause.moments)
        return [Modifier(query, _used(key, lambda m, b, ctx, v: v + n if ctx.get("moment") in moments else v))]
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


def _about(key, clause, how):
    def fn(match, bearer, ctx, value):
        return how(value, clause) if concerns(match, bearer, key, ctx) else value

    return fn


def _used(key, how):
    def fn(match, bearer, ctx, value):
        return how(match, bearer, ctx, value) if concerns(match, bearer, key, ctx) else value

    return fn


def use_triggers(clause) -> list:
    """Triggers recording a use of a limited clause (« Un tir par partie », « Tir un tour sur
    deux », « une fois par tour »): the event's ``source`` is the bearer → ``record_use``."""
    kind = USE_EVENTS.get(type(clause))
    if kind is None or (isinstance(clause, A.RelanceJet) and clause.jet != "jet d'initiative"):
        return []

    def record(match, bearer, event):
        if getattr(event, "source", None) == bearer:
            match.record_use(bearer)

    return [Trigger(kind, record)]


def named_rule(name: str):
    """A cited rule the sheet does not define (« Attaque surprise »): it answers the query
    named after it, lowercased, about the unit (``unite``), with ``True``."""
    return Modifier(name.lower(), _about("unite", None, _set(True)))
