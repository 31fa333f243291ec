"""Model profiles (« profil ») as DSL text, read by ``grammars/fantasy_profil.lark``.

A profile is a list of characteristics with their value and references to rules, separated
by commas, in any order: « Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0 »,
« Infanterie, Capacité défensive 3, Résistance 3, Armure 2, Ægide (5+) », « Précision 4+,
Tirs 1 ». The seed's abbreviations are accepted (« Fo », « PA », and the profile headers
« Att », « CO », « CD », « Ré », « Arm », « Agi », « PV »), in any case. A name followed by a
value must be a known characteristic; a name alone is a model type (« Infanterie ») or a rule
(« Parade »); a name followed by parameters is a rule (« Ægide (5+) »), resolved later by the
catalogue. Bad text is a :class:`rulekit.dsl.errors.RulesSyntaxError` with the column and
what was expected.
"""

from __future__ import annotations

import functools
from pathlib import Path

import attrs
import lark
import rulekit_grammars

from rulekit.dsl.errors import RulesSyntaxError, suggest

GRAMMAR = Path(rulekit_grammars.__file__).parent / "fantasy_profil.lark"

#: The characteristics (canonical names, as the queries name them) and their other spellings.
CARACTERISTIQUES: dict[str, tuple[str, ...]] = {
    "Attaques": ("Attaque", "Att", "A"),
    "Capacité offensive": ("CO",),
    "Force": ("Fo",),
    "Pénétration d'armure": ("PA",),
    "Agilité": ("Agi", "Ag"),
    "Capacité défensive": ("CD",),
    "Résistance": ("Ré", "Res"),
    "Armure": ("Arm",),
    "Points de vie": ("PV",),
    "Précision": ("Pré",),
    "Tirs": ("Tir",),
}

#: Model types a profile may name (the « permis » query's ``porteur_type``).
TYPES = ("Infanterie", "Cavalerie", "Bête", "Construction", "Personnage")

#: The one characteristic written as a roll (« Précision 4+ »).
EN_SEUIL = ("Précision",)

#: Words of lark's terminals, for the error messages.
TERMINAUX = {
    "MOT": "un nom de caractéristique, de type ou de règle",
    "VALEUR": "une valeur (« 4 », « 4+ » pour la Précision)",
    "PARAMETRES": "des paramètres entre parenthèses",
    "COMMA": "« , »",
    "LPAR": "« ( »",
    "RPAR": "« ) »",
    "DOT": "« . »",
    "$END": "la fin du profil",
}


def _cle(nom: str) -> str:
    return " ".join(nom.replace("’", "'").split()).casefold()


_ALIAS = {_cle(alias): nom for nom, aliases in CARACTERISTIQUES.items() for alias in (nom, *aliases)}
_TYPES = {_cle(t): t for t in TYPES}


@attrs.frozen
class Profil:
    """A model's profile: ``caracteristiques`` as (canonical name, value) pairs in the order
    written, the ``types`` it names and its rule references (« Ægide (5+) », as written)."""

    caracteristiques: tuple[tuple[str, int], ...] = ()
    types: tuple[str, ...] = ()
    regles: tuple[str, ...] = ()
    texte: str = ""

    def __deepcopy__(self, memo):  # frozen: shared by the clones of a match
        return self

    def get(self, carac: str, defaut=None):
        for nom, valeur in self.caracteristiques:
            if nom == carac:
                return valeur
        return defaut

    def __contains__(self, carac: str) -> bool:
        return any(nom == carac for nom, _ in self.caracteristiques)

    @property
    def type(self) -> str | None:
        return self.types[0] if self.types else None


@functools.lru_cache(maxsize=1)
def _parser() -> lark.Lark:
    return lark.Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", propagate_positions=True)


def _attendu(names) -> tuple[str, ...]:
    return tuple(dict.fromkeys(TERMINAUX.get(n, n) for n in sorted(names)))


def lire(texte: str, *, quoi: str = "profil", fichier: str | None = None) -> Profil:
    """Read a profile; a :class:`RulesSyntaxError` (column, what was expected) if it does not read."""
    source = texte.strip()

    def _erreur(message: str, **kw) -> RulesSyntaxError:
        return RulesSyntaxError(message, file=fichier, **kw)

    if not source:
        raise _erreur(f"{quoi} vide", text=texte, expected=(TERMINAUX["MOT"],))
    try:
        arbre = _parser().parse(source)
    except lark.exceptions.UnexpectedCharacters as exc:
        raise _erreur(f"{quoi} : caractère inattendu « {source[exc.pos_in_stream]} »", text=source,
                               column=exc.column, expected=_attendu(exc.allowed or ())) from None
    except lark.exceptions.UnexpectedToken as exc:
        fin = exc.token.type == "$END"
        colonne = len(source) + 1 if fin else exc.column
        vu = str(exc.token)[:1] if exc.token.type == "PARAMETRES" else str(exc.token)
        quoi_vu = "fin du texte inattendue" if fin else f"« {vu} » inattendu"
        raise _erreur(f"{quoi} : {quoi_vu}", text=source, column=colonne,
                               expected=_attendu(exc.expected)) from None
    except lark.exceptions.UnexpectedEOF as exc:
        raise _erreur(f"{quoi} : fin inattendue", text=source, column=len(source) + 1,
                               expected=_attendu(exc.expected)) from None
    caracs: list[tuple[str, int]] = []
    types: list[str] = []
    regles: list[str] = []
    for element in arbre.children:
        nom_arbre = element.children[0]
        nom = " ".join(str(t) for t in nom_arbre.children)
        colonne = nom_arbre.meta.column
        if element.data == "caracteristique":
            valeur = element.children[1]
            canon = _ALIAS.get(_cle(nom))
            if canon is None:
                raise _erreur(
                    f"{quoi} : caractéristique inconnue « {nom} » ; connues : {', '.join(CARACTERISTIQUES)}",
                    text=source, column=colonne, expected=tuple(CARACTERISTIQUES),
                    suggestion=suggest(nom, [*_ALIAS_AFFICHES]))
            if any(c == canon for c, _ in caracs):
                raise _erreur(f"{quoi} : « {canon} » est donnée deux fois", text=source, column=colonne)
            brut = str(valeur).replace("−", "-")
            seuil = brut.endswith("+") and not brut.startswith(("+", "-"))
            if brut.endswith("+") and (canon not in EN_SEUIL or not seuil):
                raise _erreur(
                    f"{quoi} : « {valeur} » est un seuil de dé ; seule la Précision s'écrit ainsi (« Précision 4+ »)",
                    text=source, column=valeur.column, expected=("un nombre",))
            nombre = int(brut.rstrip("+"))
            if nombre < 0 and canon not in ("Pénétration d'armure", "Armure"):
                raise _erreur(f"{quoi} : « {canon} » ne peut pas être négative", text=source,
                                       column=valeur.column, expected=("un nombre positif",))
            caracs.append((canon, nombre))
        elif element.data == "nom_seul" and _cle(nom) in _TYPES:
            types.append(_TYPES[_cle(nom)])
        elif element.data == "nom_seul":
            if _cle(nom) in _ALIAS:
                raise _erreur(f"{quoi} : la caractéristique « {_ALIAS[_cle(nom)]} » n'a pas de valeur",
                                       text=source, column=colonne + len(nom), expected=(TERMINAUX["VALEUR"],))
            regles.append(nom)
        else:
            parametres = " ".join(str(element.children[1]).split())
            regles.append(f"{nom} ({parametres})")
    return Profil(caracteristiques=tuple(caracs), types=tuple(types), regles=tuple(regles), texte=source)


_ALIAS_AFFICHES = tuple(alias for nom, aliases in CARACTERISTIQUES.items() for alias in (nom, *aliases))


def ecrire(profil: Profil) -> str:
    """The profile's canonical text (full names): ``lire(ecrire(p))`` gives back ``p`` but its text."""
    parts = list(profil.types)
    for nom, valeur in profil.caracteristiques:
        parts.append(f"{nom} {valeur}+" if nom in EN_SEUIL else f"{nom} {valeur}")
    parts.extend(profil.regles)
    return ", ".join(parts)
