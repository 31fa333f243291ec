"""Compiling the sheet's special rules into the core's modifiers and triggers.

A ``capacités`` entry (``Réacteurs Dorsaux``, ``Tueur de Titan (2)``, a declared
name or a sentence) is parsed by the sheet's grammar into clauses; each clause
kind compiles to a modifier of one named query (the procedures ask
``match.query(QUERY, value, **ctx)``), sometimes with a trigger that records a
use. Nothing here looks at an ability's name: only at the clause's kind.

Bearers are strings: ``"F.U"`` for unit F.U, ``"F.U.W"`` for weapon W of it. The
context key (``unite``, ``cible``, ``tireur``, ``arme``, ``formation``, ``joueur``) says whom a
query is about; a clause answers only about its own bearer.
"""

from __future__ import annotations

import functools
import re

from rulekit import Ability, Modifier, RulekitError, Trigger

from . import syntaxe as S
from .feuille import feuille
from .grammaire import parse_capacite

# kind -> (query, context key, how the value changes)
SET = "set"
ADD = "add"
CLAUSES: dict[str, tuple[str, str, str]] = {
    "ignore_terrain": ("terrain ignoré", "unite", SET),
    "attaque_surprise": ("attaque surprise", "unite", SET),
    "ignore_feu_croise": ("malus feu croisé", "cible", "ignore"),
    "relance_svg": ("relance svg", "cible", SET),
    "svg_contre_macro": ("svg contre macro", "cible", SET),
    "bonus_resultat_assaut": ("bonus résultat assaut", "formation", ADD),
    "assaut_groupe": ("assaut groupé", "formation", "groupe"),
    "coherence": ("cohésion", "unite", "nombre"),
    "zone_de_controle": ("zone de contrôle", "unite", "nombre"),
    "double_charge": ("multiplicateur de charge", "unite", "double"),
    "ignore_zones_de_controle": ("ignore zones de contrôle", "unite", SET),
    "relance_terrain_dangereux": ("relance terrain dangereux", "unite", SET),
    "pi_supplementaire": ("PI retirés en plus", "formation", "plus_un"),
    "compte_vehicule": ("colonne terrain dangereux", "unite", "vehicule"),
    "pas_de_retraite": ("retraite obligatoire", "unite", "non"),
    "pas_detruit_en_retraite": ("détruit en retraite", "unite", "non"),
    "immunise_defaite_assaut": ("dommage défaite assaut", "unite", "non"),
    "immunise_pi_demoralise": ("dommage PI démoralisé", "unite", "non"),
    "seconde_svg": ("seconde svg", "cible", "nombre"),
    "choisit_unite_touchee": ("choisit l'unité touchée", "tireur", SET),
    "modif_svg_cible": ("modificateur svg", "tireur", ADD),
    "teleportation": ("téléportation", "unite", SET),
    "jet_par_unite": ("jet par unité", "unite", SET),
    "pi_sur_resultat": ("PI sur résultat", "unite", "nombre"),
    "vulnerable_ap_ac": ("vulnérable AP et AC", "cible", SET),
    "anti_aerien": ("tir anti-aérien", "arme", SET),
    "pi_par_touche": ("PI par touche", "arme", SET),
    "attaques_supplementaires": ("attaques", "arme", ADD),
    "frappe_en_premier": ("frappe en premier", "arme", SET),
    "ignore_couvert_toucher": ("ignore couvert toucher", "arme", SET),
    "ignore_svg_couvert": ("ignore svg couvert", "arme", SET),
    "macro_arme": ("macro", "arme", SET),
    "aucune_sauvegarde": ("aucune sauvegarde", "arme", SET),
    "degats_engins": ("dégâts engins", "arme", "nombre"),
    "tir_unique": ("arme utilisable", "arme", "unique"),
    "rechargement": ("arme utilisable", "arme", "recharge"),
    "relance_initiative": ("relance initiative", "joueur", "une_fois"),
}
USE_EVENTS = {"tir_unique": "arme tirée", "rechargement": "arme tirée", "relance_initiative": "relance d'initiative"}


class CapaciteInconnue(RulekitError):
    """A ``capacités`` entry that is neither a sheet row, a declared name nor a sentence."""


def unite_de(bearer: str) -> str:
    return ".".join(bearer.split(".")[:2])


def concerne(match, bearer: str, ctx: dict, key: str) -> bool:
    """Is the query (context ``ctx``) about this bearer, and is its unit alive?"""
    target = ctx.get(key)
    if target is None:
        return False
    if key == "formation":
        ok = bearer.split(".")[0] == str(target)
    elif key == "joueur":
        ok = match.formations[int(bearer.split(".")[0])].joueur == target
    elif key == "arme":
        ok = bearer == target or (bearer.count(".") == 1 and str(target).startswith(bearer + "."))
    else:
        ok = unite_de(bearer) == target
    return ok and match.vivante(unite_de(bearer))


def _change(how: str, clause: S.Clause, n: int, bearer: str):
    def fn(match, _bearer, ctx, value):
        if how == SET:
            return True
        if how == ADD:
            return value + n
        if how == "nombre":
            return n
        if how == "ignore":      # "Ignore -1 Svg": the -1 is taken back
            return value - clause.nombre
        if how == "double":
            return value * 2
        if how == "plus_un":
            return value + 1
        if how == "vehicule":
            return "Véhicule"
        if how == "non":
            return False
        if how == "groupe":
            return max(value, (clause.nombre, int(clause.mots[0]), int(clause.mots[1])))
        if how == "unique":
            return value and _bearer not in match.utilisations
        if how == "recharge":
            return value and match.utilisations.get(_bearer, -9) < ctx["tour"] - 1
        if how == "une_fois":
            return value or (_bearer if match.utilisations.get(_bearer) != match.tour else "")
        raise AssertionError(how)

    return fn


def _record_use(match, bearer, event):
    if getattr(event, "source", None) == bearer:
        match.utilisations[bearer] = match.tour


def compile_clauses(nom: str, clauses, binding: int, text: str) -> Ability:
    modifiers, triggers = [], []
    for clause in _expand(clauses):
        query, key, how = CLAUSES[clause.genre]
        n = binding if clause.parametre == "X" else clause.nombre
        change = _change(how, clause, n, "")

        def fn(match, bearer, ctx, value, change=change, key=key):
            return change(match, bearer, ctx, value) if concerne(match, bearer, ctx, key) else value

        modifiers.append(Modifier(query, fn))
        if clause.genre in USE_EVENTS:
            triggers.append(Trigger(USE_EVENTS[clause.genre], _record_use))
    return Ability(nom, tuple(modifiers), tuple(triggers), (), text, ast=tuple(clauses))


def _expand(clauses):
    """"Commandant et Meneur": a clause that includes other rows of the sheet."""
    for clause in clauses:
        if clause.genre == "comprend":
            for mot in clause.mots:
                regle = feuille().speciale(mot)
                if regle is None:
                    raise CapaciteInconnue(f"« {mot} » n'est pas une règle spéciale de la feuille")
                yield from _expand(regle.clauses)
        else:
            yield clause


@functools.lru_cache(maxsize=None)
def _compiler(entry: str, declarees: tuple[tuple[str, str], ...]) -> Ability:
    m = re.fullmatch(r"(.+?) \((\d+)\)", entry)
    nom, binding = (m.group(1), int(m.group(2))) if m else (entry, 0)
    regle = feuille().speciale(nom)
    if regle is not None:
        if regle.parametre and not m:
            raise CapaciteInconnue(f"« {nom} » attend une valeur pour X, comme « {nom} (2) »")
        return compile_clauses(nom, regle.clauses, binding, entry)
    declared = dict(declarees)
    text = declared.get(entry, entry)
    return compile_clauses(entry, parse_capacite(text), binding, text)


def compiler(entry: str, armee=None) -> Ability:
    declarees = tuple(sorted(armee.declarees.items())) if armee is not None else ()
    return _compiler(entry, declarees)
