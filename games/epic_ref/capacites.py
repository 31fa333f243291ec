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
        ligne = speciale(nom)
        return None if ligne is None else _compiler(nom, ())


def _compile(nom: str, ast, texte: str, binding: int) -> Ability:
    voc = vocabulaire()
    return dsl.compile_ability(ast, name=nom, text=texte, vocabulary=voc, params={"x": binding}, rules=_Regles())


@functools.cache
def _compiler(entry: str, declarees: tuple[tuple[str, str], ...]) -> Ability:
    m = re.fullmatch(r"(.+?) \((\d+)\)", entry)
    nom, binding = (m.group(1), int(m.group(2))) if m else (entry, 0)
    ligne = speciale(nom)
    if ligne is not None:
        if ligne.parametre and not m:
            raise CapaciteInconnue(f"« {nom} » attend une valeur pour X, comme « {nom} (2) »")
        return _compile(entry, ligne.ast, ligne.texte, binding)
    texte = dict(declarees).get(entry, entry)
    return _compile(entry, dsl.parse_ability(texte, vocabulary=vocabulaire()), texte, binding)


def compiler(entry: str, armee=None) -> Ability:
    declarees = tuple(sorted(armee.declarees.items())) if armee is not None else ()
    return _compiler(entry, declarees)


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



# --- Whom the abilities in play may answer about --------------------------------------------
def au_porteur(ability) -> bool:
    """Whether every rule of ``ability`` answers only the queries about its bearer (or a weapon of
    it): a line of reference-sheet clauses (``rulekit.dsl.sheet_compile``: « a clause answers only
    when [the query's subject] holds its bearer », as :meth:`EpicMatch.concerne` says, which for a
    unit or a weapon is the bearer itself or a weapon of it) with no aura (« Les unités à moins de
    15 cm … » answers for the others of its side), nor any in the rules it cites. Any other
    ability (a sentence read by the general compiler) may answer about anyone, but for its
    modifiers marked ``about_bearer``."""
    found = _AU_PORTEUR.get(id(ability))
    if found is None or found[0] is not ability:
        found = _AU_PORTEUR[id(ability)] = (ability, _au_porteur(ability.ast))
    return found[1]


#: id(ability) -> (ability, au_porteur): compiled abilities are made once per entry (``_compiler``)
_AU_PORTEUR: dict[int, tuple] = {}


def _au_porteur(ast, vus=()) -> bool:
    if not isinstance(ast, dsl.ast.Fiche):
        return False
    for clause in ast.clauses:
        if isinstance(clause, dsl.ast.Aura):
            return False
        if isinstance(clause, dsl.ast.Inclut):   # the cited rows (a name it does not define: a
            for nom in clause.regles:            # rule of its own about the unit, « Attaque surprise »)
                ligne = speciale(nom)
                if ligne is not None and nom not in vus and not _au_porteur(ligne.ast, (*vus, nom)):
                    return False
    return True


def porteurs(match) -> dict:
    """``{query: bearers}`` of the abilities in play: the bearers whose rules answer ``query`` only
    about themselves (:func:`au_porteur`, or a modifier marked ``about_bearer``), or ``None``
    when some rule may answer it about others too. Worked out once per ``abilities_in_play()``
    object (the match gives the same object while the abilities in play stay the same)."""
    paires = match.abilities_in_play()
    found = _PORTEURS.get(id(paires))
    if found is None or found[0] is not paires:
        table: dict = {}
        for porteur, ability in paires:
            seul = au_porteur(ability)
            for m in ability.modifiers:
                if seul or m.about_bearer:
                    if table.get(m.query, ()) is not None:
                        table.setdefault(m.query, set()).add(porteur)
                else:
                    table[m.query] = None
        if len(_PORTEURS) >= 256:   # the oldest first: matches come and go
            del _PORTEURS[next(iter(_PORTEURS))]
        found = _PORTEURS[id(paires)] = (paires, {q: None if b is None else frozenset(b) for q, b in table.items()})
    return found[1]


#: id(pairs) -> (pairs, {query: bearers or None}); the pairs are kept so that their id is not reused
_PORTEURS: dict[int, tuple] = {}


def peut_repondre(match, query: str, sujet: str) -> bool:
    """Whether some ability in play may answer ``query`` asked about ``sujet`` alone (a unit « F.U »
    or a weapon « F.U.W », the one subject its context names): if not, the query's answer is the
    value it is given. Finer than ``rulekit.abilities.answers``, which counts a sheet's clause as
    answering about every unit (its modifiers are not marked ``about_bearer``)."""
    return repond(porteurs(match), query, sujet)


def demander(match, table: dict, query: str, valeur, sujet: str, **ctx):
    """``match.query(query, valeur, **ctx)``, asked only when some ability in play may answer it
    about ``sujet`` (:func:`repond` with ``table``, from :func:`porteurs`): else the answer is
    ``valeur``. ``sujet``: the one unit or weapon the context names, or the weapon of a context
    naming a weapon and its unit (a weapon's rules and its unit's)."""
    return match.query(query, valeur, **ctx) if repond(table, query, sujet) else valeur


def repond(table: dict, query: str, sujet: str) -> bool:
    """:func:`peut_repondre` read from ``table`` (:func:`porteurs`, when asked of many subjects)."""
    if query not in table:
        return False
    bearers = table[query]
    if bearers is None or sujet in bearers:
        return True
    return sujet.count(".") == 2 and sujet.rsplit(".", 1)[0] in bearers   # a weapon: its unit's rules


def formations_concernees(match, questions: tuple):
    """The formations with a unit or weapon that some ability in play may answer one of
    ``questions`` about (:func:`peut_repondre`), or ``None`` when any may be (a rule that answers
    about others). Worked out once per :func:`porteurs` table."""
    table = porteurs(match)
    cle = (id(table), questions)
    found = _CONCERNEES.get(cle)
    if found is None or found[0] is not table:
        ids: set | None = set()
        for q in questions:
            bearers = table.get(q, ())
            if bearers is None:
                ids = None
                break
            ids.update(int(b.split(".")[0]) for b in bearers)
        if len(_CONCERNEES) >= 256:
            del _CONCERNEES[next(iter(_CONCERNEES))]
        found = _CONCERNEES[cle] = (table, None if ids is None else frozenset(ids))
    return found[1]


#: (id(table), questions) -> (table, formations or None)
_CONCERNEES: dict[tuple, tuple] = {}
