"""The corpus's weapons and named rules (``catalogue.txt``), compiled for the attack sequence.

Each entry is the seed's own text under its name, read by the shared DSL (:mod:`.phrases`) and
compiled by :mod:`.compilation`. ``arme(nom)`` and ``regle(nom)`` give the Ability; a rule may be
named with its parameters (« Ægide (4+) », « Charge dévastatrice (+1 Fo, +1 PA) »), read by the
same grammar as a rule a sentence cites.
"""

from __future__ import annotations

from functools import lru_cache

from rulekit.dsl import ast as D
from rulekit.dsl.vocabulary import key
from rulekit.errors import RulekitError

from . import compilation
from .analyse import parse_line
from .ast import Ligne
from .phrases import CATALOGUE, entetes, lire

class UnknownName(RulekitError, LookupError):
    """A weapon or a rule the catalogue does not have."""


@lru_cache(maxsize=1)
def entrees() -> dict[tuple[str, str], tuple[str, object]]:
    """{(« arme » | « règle », key of the name): (name, typed text)} from ``catalogue.txt``."""
    out = {}
    for number, kind, name, text in entetes():
        node = parse_line(text, file=str(CATALOGUE), line=number)
        capacite = node.capacite() if isinstance(node, Ligne) else node
        if not isinstance(capacite, D.Capacite):
            raise RulekitError(f"{CATALOGUE}:{number}: « {name} » n'a pas de règle typée")
        out[(kind, key(name))] = (name, capacite)
    return out


def _est_sauvegarde(capacite) -> bool:
    return any(isinstance(e.action, D.Est) and e.action.quoi == "Sauvegarde spéciale"
               for p in capacite.phrases for e in p.effets)


def _compile(kind: str, nom: str, params=()):
    entry = entrees().get((kind, key(nom)))
    if entry is None:
        known = sorted(n for (k, _), (n, _) in entrees().items() if k == kind)
        raise UnknownName(f"{kind} inconnue « {nom} » ; connues : {', '.join(known)}")
    name, capacite = entry
    return compilation.compiler(name, capacite, params, resoudre=_cite, sauvegarde=_est_sauvegarde(capacite))


def _cite(nom: str, params):
    """A rule a sentence cites: compiled from its own entry; a rule the catalogue does not have
    (« À deux mains », « Combat sur un rang supplémentaire ») acts in no way in the attack
    sequence (README, « Ce que la séquence ignore »)."""
    try:
        return _compile("règle", nom, params)
    except (UnknownName, compilation.CompileError):
        return None


def arme(nom: str):
    """The Ability of a weapon of the corpus (« Hallebarde »)."""
    return _compile("arme", nom.strip()).ability


def regle(texte: str):
    """The Ability of a named rule, with its parameters if given (« Ægide (4+) »)."""
    try:
        (phrase,) = lire(f"La figurine gagne {texte.strip()}.").phrases
        (cited,) = phrase.effets[0].action.gains
    except (RulekitError, ValueError, AttributeError):
        cited = None
    if not isinstance(cited, D.RegleCitee):
        known = sorted(n for (k, _), (n, _) in entrees().items() if k == "règle")
        raise UnknownName(f"règle inconnue « {texte} » ; connues : {', '.join(known)}")
    return _compile("règle", cited.nom, cited.params).ability


def compiler(node, name: str = ""):
    """``rulekit.dsl.compile_ability`` for this game: a typed line (or the typed parts of a mixed
    line) → the Ability answering the attack sequence's queries; a line with nothing typed is an
    error (prose does nothing, and says so)."""
    capacite = node.capacite() if isinstance(node, Ligne) else node
    if not isinstance(capacite, D.Capacite):
        raise compilation.CompileError(f"« {name or type(node).__name__} » : une ligne de prose ne fait rien "
                                       "(aucune phrase typée à compiler)")
    return compilation.compiler(name or "règle", capacite, (), resoudre=_cite,
                                sauvegarde=_est_sauvegarde(capacite)).ability
