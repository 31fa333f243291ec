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


#: clause type -> (query, context key, value(v, clause) -> new value)
CLAUSES = {
    A.IgnoreTerrains: ("terrain ignoré", "unite", lambda v, c: True),
    A.IgnoreMalus: ("malus feu croisé", "cible", lambda v, c: 0),
    A.RelanceJet: (None, None, None),   # by jet, below
    A.SvgContreMacro: ("svg contre macro", "cible", _set(True)),
    A.BonusResultatAssaut: ("bonus résultat assaut", "formation", lambda v, c: v + c.valeur),
    A.AssautGroupe: ("assaut groupé", "formation", lambda v, c: (max(v[0], c.formations), c.distance)
                     if isinstance(v, tuple) else (c.formations, c.distance)),
    A.JetInitiativeUnique: ("jet d'initiative unique", "formation", lambda v, c: c.malus or 0),
    A.Coherence: ("cohésion", "unite", lambda v, c: c.distance),
    A.ZoneDeControle: ("zone de contrôle", "unite", lambda v, c: c.distance),
    A.DoubleCharge: ("multiplicateur de charge", "unite", lambda v, c: v * 2),
    A.IgnoreZonesDeControle: ("ignore zones de contrôle", "unite", _set(True)),
    A.PISupplementaire: ("PI retirés en plus", "formation", lambda v, c: v + c.nombre),
    A.CompteVehicule: ("colonne terrain dangereux", "unite", _set("Véhicule")),
    A.PasDeRetraite: ("retraite obligatoire", "unite", _set(False)),
    A.PasDetruit: ("détruit en retraite", "unite", _set(False)),
    A.Immunise: (None, None, None),     # by cause, below
    A.SecondeSvg: ("seconde svg", "cible", lambda v, c: c.seuil),
    A.ChoisitUniteTouchee: ("choisit l'unité touchée", "tireur", _set(True)),
    A.ModifSvg: ("modificateur svg", "tireur", lambda v, c: v + c.valeur),
    A.Teleportation: ("téléportation", "unite", _set(True)),
    A.JetParUnite: ("PI sur résultat", "unite", lambda v, c: c.resultat),
    A.Vulnerable: ("vulnérable AP et AC", "cible", _set(True)),
    A.AntiAerien: ("tir anti-aérien", "arme", _set(True)),
    A.PIParTouche: ("PI par touche", "arme", _set(True)),
    A.AttaquesSupplementaires: ("attaques", "arme", None),  # x from the name
    A.FrappeEnPremier: ("frappe en premier", "arme", _set(True)),
    A.IgnoreCouvert: (None, None, None),  # by quoi, below
    A.AnnuleSauvegardes: ("macro", "arme", _set(True)),
    A.TirUnique: ("arme utilisable", "arme", None),      # uses recorded, below
    A.Rechargement: ("arme utilisable", "arme", None),
    A.AucuneSauvegarde: ("aucune sauvegarde", "arme", _set(True)),
    A.DegatsEngins: ("dégâts engins", "arme", None),        # x from the name
}
RELANCES = {"svg": ("relance svg", "cible"), "initiative": ("relance initiative", "joueur"),
            "terrain dangereux": ("relance terrain dangereux", "unite")}
IMMUNITES = {"défaite en assaut": "dommage défaite assaut", "PI si démoralisé": "dommage PI démoralisé"}
COUVERT = {"toucher": "ignore couvert toucher", "sauvegarde": "ignore svg couvert"}


#: clause type -> event kind whose ``source`` field is the bearer using it (a use is recorded)
USE_EVENTS = {A.TirUnique: "arme tirée", A.Rechargement: "arme tirée", A.RelanceJet: "relance d'initiative"}


def compile_clause(compiler, clause) -> list:
    """The modifiers of one sheet clause (none for action lines and rule references)."""
    if isinstance(clause, (A.Etapes, A.Inclut)):
        return []
    kind = type(clause)
    if kind not in CLAUSES:  # pragma: no cover - every clause type is in the table
        raise CompileError(f"{compiler.name}: clause non compilable {clause!r}")
    query, key, how = CLAUSES[kind]
    if isinstance(clause, A.RelanceJet):
        query, key = RELANCES[clause.jet]
        how = _set(True)
        if clause.jet == "initiative":  # the answer names the bearer, whose use is recorded
            return [Modifier(query, _used(key, lambda m, b, ctx, v: v or (
                b if not clause.une_fois_par_tour or m.last_use(b) != m.current_turn() else v)))]
    elif isinstance(clause, A.TirUnique):
        return [Modifier(query, _used(key, lambda m, b, ctx, v: bool(v) and m.last_use(b) is None))]
    elif isinstance(clause, A.Rechargement):
        return [Modifier(query, _used(key, lambda m, b, ctx, v: bool(v) and (
            m.last_use(b) is None or m.last_use(b) < ctx.get("tour", m.current_turn()) - 1)))]
    elif isinstance(clause, A.Immunise):
        query, key, how = IMMUNITES[clause.cause], "unite", _set(False)
    elif isinstance(clause, A.IgnoreCouvert):
        query, key, how = COUVERT[clause.quoi], "arme", _set(True)
    elif isinstance(clause, (A.AttaquesSupplementaires, A.DegatsEngins)):
        n = compiler.number(clause.nombre)
        how = (lambda v, c: v + n) if isinstance(clause, A.AttaquesSupplementaires) else (lambda v, c: n)
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
    if kind is None or (isinstance(clause, A.RelanceJet) and clause.jet != "initiative"):
        return []

    def record(match, bearer, event):
        if getattr(event, "source", None) == bearer:
            match.record_use(bearer)

    return [Trigger(kind, record)]


def named_rule(name: str):
    """A cited rule the sheet does not define (« Attaque surprise »): it answers the query
    named after it, lowercased, about the unit (``unite``), with ``True``."""
    return Modifier(name.lower(), _about("unite", None, _set(True)))
