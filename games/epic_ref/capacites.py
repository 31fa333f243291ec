"""The sheet's special units and weapons, executed through the shared rule DSL (rulekit.dsl).

A ``capacités`` entry (``Réacteurs Dorsaux``, ``Tueur de Titan (2)``, a name declared by a
``capacité`` block, or a sentence) is read by ``rulekit.dsl.parse_ability`` with the game's
``vocabulaire.txt`` and compiled by ``rulekit.dsl.compile_ability`` into modifiers of named
queries (the procedures ask ``match.query(QUERY, value, **ctx)``) and use-recording triggers.
The rows of the sheet (``data/unites_speciales.txt``, ``data/armes_speciales.txt``, « Nom<TAB>
Texte ») are the rules a line may cite (« Commandant et Meneur »). Whom a query is about
(bearer alive, its formation, its player, its weapons) is :meth:`EpicMatch.concerne`
(``rulekit.dsl.World``). Nothing here looks at an ability's name.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import attrs

from rulekit import Ability, RulekitError, dsl

HERE = Path(__file__).parent
FICHIERS = ("unites_speciales", "armes_speciales")


class CapaciteInconnue(RulekitError):
    """A ``capacités`` entry that is neither a sheet row, a declared name nor a sentence."""


@attrs.frozen
class LigneSpeciale:
    """A row of the sheet: its name, its parameter (« X » in ``Tueur de Titan (X)``), its text
    and the DSL's typed AST of that text."""

    nom: str
    parametre: str
    texte: str
    ast: object = attrs.field(eq=False, repr=False)


@functools.lru_cache(maxsize=1)
def vocabulaire() -> dsl.Vocabulary:
    """The vocabulary the plugin gives the DSL (hook ``rulekit_vocabulary("epic_ref")``)."""
    from . import vocabulaire as du_jeu

    return du_jeu()


def lire(fichier: str) -> dict[str, LigneSpeciale]:
    """Every row of one sheet file, parsed by the DSL (a ``RulesSyntaxError`` names the line)."""
    path = HERE / "data" / f"{fichier}.txt"
    out = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        nom, texte = (x.strip() for x in raw.split("\t", 1))
        param = ""
        if nom.endswith("(X)"):
            nom, param = nom[:-3].strip(), "X"
        ast = dsl.parser.parse_ability_with(texte, vocabulaire(), file=str(path), line=number)
        out[nom] = LigneSpeciale(nom, param, texte, ast)
    return out


@functools.cache
def lignes(fichier: str) -> dict[str, LigneSpeciale]:
    return lire(fichier)


def speciale(nom: str) -> LigneSpeciale | None:
    for fichier in FICHIERS:
        if nom in lignes(fichier):
            return lignes(fichier)[nom]
    return None


class _Regles:
    """The sheet's rows as the rules a line may cite (``compile_ability(rules=...)``)."""

    def get(self, nom):
        return _ligne_compilee(nom)


def _compile(nom: str, ast, texte: str, binding: int, regles=None, voc=None) -> Ability:
    if any(isinstance(c, dsl.ast.Etapes) for c in ast.clauses):
        # an action's steps (« Peut tirer après un mouvement adverse », « Un mouvement, puis un tir ») are
        # a line of the sheet's « Actions », which every formation may take: said of a unit they would
        # give it nothing
        raise CapaciteInconnue(f"« {texte} » : les étapes d'une action (data/actions.txt), pas une capacité "
                               "d'unité ; une formation les a par son action (« Etat d'Alerte : Peut tirer "
                               "après un mouvement adverse »)")
    return dsl.compile_ability(ast, name=nom, text=texte, vocabulary=voc or vocabulaire(), params={"x": binding},
                               rules=regles or _Regles())


def _valeur(entry: str) -> tuple[str, int, bool]:
    """« Tueur de Titan (2) », « Attaque supplémentaire (+1) »: the row's X, signed as army books print it:
    ``(name, X, whether a value was written)``."""
    m = re.fullmatch(r"(.+?) \(\+?(\d+)\)", entry)
    return (m.group(1), int(m.group(2)), True) if m else (entry, 0, False)


@functools.cache
def _ligne_compilee(entry: str) -> Ability | None:
    """A row of the sheet compiled (``None``: ``entry`` names no row), the same object for every army and
    every line that cites it (a rule cited twice acts once: :func:`rulekit.dsl.citations.once`)."""
    nom, binding, valeur = _valeur(entry)
    # the row's name as the vocabulary reads it (« Éclaireurs », « Marcheur », « Attaque supplémentaire »)
    ligne = speciale(vocabulaire().rule_named(nom) or nom)
    if ligne is None:
        return None
    if ligne.parametre and not valeur:
        raise CapaciteInconnue(f"« {nom} » attend une valeur pour X, comme « {nom} (2) »")
    if valeur and not ligne.parametre:
        raise CapaciteInconnue(f"« {entry} » : la règle « {ligne.nom} » n'a pas de valeur X")
    return _compile(entry, ligne.ast, ligne.texte, binding)


@functools.lru_cache(maxsize=64)
def _citables(declarees: tuple[tuple[str, str], ...], unites: tuple[str, ...], types: tuple = ()):
    """An army's vocabulary (the game's, with its own unit and rule names: :func:`rulekit.dsl.faction.own_vocabulary`,
    as the file was read) and the rules its lines may cite: its declared lines, compiled once each, over the
    sheet's rows (:class:`rulekit.dsl.citations.Rules`)."""
    from rulekit.dsl.citations import Rules
    from rulekit.dsl.faction import own_vocabulary

    voc = own_vocabulary(vocabulaire(), unites, [nom for nom, _ in declarees], types=types)
    textes = dict(declarees)

    def un(nom, regles):
        _, binding, _ = _valeur(nom)
        return _compile(nom, dsl.parser.parse_ability_with(textes[nom], voc), textes[nom], binding, regles, voc)

    return voc, Rules([nom for nom in textes if speciale(vocabulaire().rule_named(nom) or nom) is None], un,
                      under=_Regles())


@functools.cache
def _compiler(entry: str, declarees: tuple[tuple[str, str], ...], unites: tuple[str, ...] = (),
              types: tuple = ()) -> Ability:
    ligne = _ligne_compilee(entry)
    if ligne is not None:
        return ligne
    voc, regles = _citables(declarees, unites, types)
    if entry in regles.declared:  # a declared line, with the rules it cites (the same object wherever cited)
        return regles.get(entry)
    _, binding, _ = _valeur(entry)
    return _compile(entry, dsl.parser.parse_ability_with(entry, voc), entry, binding, regles, voc)


def compiler(entry: str, armee=None) -> Ability:
    """The ability of one ``capacités`` entry of ``armee``: a sheet row, a declared line or a sentence, with the
    rules it cites included (the file's own lines and the sheet's rows)."""
    if armee is None:
        return _compiler(entry, ())
    types = tuple((n, t[0], t[1]) for n, t in getattr(armee, "types", {}).items())  # its own types (« type Dreadnought »)
    return _compiler(entry, tuple(armee.declarees.items()), tuple(armee.profils), types)  # file order, as read


# --- Action lines (« Avance : Un mouvement, puis un tir »): the DSL's ``Etapes`` clause --------
#: the DSL's gesture names -> the steps of actions.py
GESTES = {"regroupement": "regroupe"}
#: « Peut tirer après un mouvement adverse »: a shot after the named event -> the steps of actions.py
APRES = {"mouvement ennemi": "alerte"}


def geste(g):
    """The actions.py step of one DSL gesture (an unknown « tir après … » names what it lacks)."""
    if g.apres is not None:
        if g.apres not in APRES:
            raise CapaciteInconnue(f"« tirer après {g.apres} » : le jeu ne connaît que « après un mouvement adverse »")
        return APRES[g.apres]
    return GESTES.get(g.genre, g.genre)


def lire_actions() -> dict:
    """Every line of ``data/actions.txt`` (« Nom : Texte ») read by the DSL into an
    :class:`ActionDef` (its ``Etapes``: steps of alternatives, « pas de tir »)."""
    from . import syntaxe as S
    from .grammaire import normalise

    path = HERE / "data" / "actions.txt"
    out = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        nom, texte = (normalise(x).strip() for x in raw.split(" : ", 1))
        ast = dsl.parser.parse_ability_with(texte, vocabulaire(), file=str(path), line=number)
        (etapes,) = [c for c in ast.clauses if isinstance(c, dsl.ast.Etapes)]
        choix = tuple(S.Choix(tuple(S.Geste(geste(g), g.n if g.genre.startswith("mouvement") else 0,
                                            g.modificateur) for g in etape)) for etape in etapes.etapes)
        out[nom] = S.ActionDef(nom, choix, tir_permis=not etapes.sans_tir)
    return out

