"""Reading the two armies from their faction files, through the DSL (docs/DSL.md's agreed format).

A faction file gives the troop types (``unité`` blocks: cost, formation, dice,
wound points, characteristics), the characteristics as their French sentences
(``capacité`` lines, parsed by the grammar into typed ASTs) and the ready-made
army lists (``armée rapide N`` blocks, one line per unit). This module only
turns the parsed file into the game's records and checks the army lists.
"""

from __future__ import annotations

import functools
import pathlib

import attrs

from rulekit import RulekitError
from rulekit.factions import FactionFileError

from .etat import Troupe

DOSSIER = pathlib.Path(__file__).parent / "factions"
FACTIONS = ("romains", "celtes")


class FactionError(RulekitError):
    """A faction file that does not say what the game needs."""


class ErreursDeFaction(FactionFileError, FactionError):
    """Every fault of a faction file (:class:`rulekit.factions.FactionFileError`)."""


@attrs.frozen
class Faction:
    nom: str
    troupes: dict  # name -> Troupe, in file order
    capacites: dict  # characteristic name -> dsl.AbilityDecl (its sentence and typed AST)
    armees: dict  # size -> tuple of units, each a tuple of troop names
    #: the vocabulary the file was read with (the game's and the file's own names): its
    #: characteristics are compiled with it
    vocabulaire: object = attrs.field(default=None, eq=False, repr=False)
    #: what ``rulekit check`` warns of (:func:`rulekit.factions.warnings`): the battle sizes
    #: with no ready-made army, which ``armies="rapide"`` (the default) refuses
    warnings: tuple = attrs.field(default=(), eq=False, repr=False)


def _des(valeur) -> tuple[int, ...]:
    """A dice stat: ``aucun`` (None), one face (4) or several (4 5), each face from 1 to 6."""
    if valeur is None:
        return ()
    faces = (valeur,) if isinstance(valeur, int) else valeur
    if isinstance(faces, tuple) and all(type(v) is int and 1 <= v <= 6 for v in faces):
        return tuple(faces)
    raise ValueError(f"attendu « aucun » ou des faces de dé de 1 à 6 (« 4 5 »), trouvé {valeur!r}")


def _entier(minimum: int):
    def lire(valeur):
        if type(valeur) is int and valeur >= minimum:
            return valeur
        raise ValueError(f"attendu un nombre entier ≥ {minimum}, trouvé {valeur!r}")
    return lire


#: what a troop tile says: stat -> how it is read (None: optional, with its default)
CARACTERISTIQUES = {"coût": (_entier(0), None), "formation": (_entier(1), None), "combat": (_des, ()),
                    "tir": (_des, ()), "blessures": (_entier(1), None), "nombre": (_entier(1), 1)}


def _liste(valeur: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in valeur.split(",") if x.strip())


def lire_faction(chemin: pathlib.Path, cle: str | None = None) -> Faction:
    """``Game.faction_reader``: a faction file as the game's :class:`Faction`, every fault of
    the file reported at once (:class:`rulekit.factions.FactionFileError`): the DSL's, each
    troop's stats (present, typed, in range), each ready-made army (its size, troops that
    exist, the formation rule, its cost within its size, the tiles in the box)."""
    from rulekit.dsl.faction import fold, parse_file_lenient
    from rulekit.dsl.load import compile_declared
    from rulekit.dsl.values import value
    from rulekit.factions import Report

    from .match import TAILLES

    chemin = pathlib.Path(chemin)
    rapport = Report(chemin)
    fichier, erreurs = parse_file_lenient(chemin)
    for e in erreurs:
        rapport.error(e)
    if fichier is None:
        rapport.check(ErreursDeFaction)
    refusees: list = []  # every characteristic must be one the game acts on (a rule it cites by name included)
    compile_declared(fichier, fichier.vocabulary, chemin, refusees)
    for exc in refusees:
        rapport.error(exc)
    troupes = {}
    for u in fichier.units:
        lu = {}
        for cle_stat, (lire, defaut) in CARACTERISTIQUES.items():
            if cle_stat not in u.stats:
                if defaut is None:
                    rapport.add(f"unité {u.name} : la caractéristique « {cle_stat} » manque", *u.at(cle_stat),
                                expected=(f"{cle_stat} : …",))
                else:
                    lu[cle_stat] = defaut
                continue
            try:
                lu[cle_stat] = lire(u.stats[cle_stat])
            except ValueError as exc:
                rapport.add(f"unité {u.name} : {cle_stat} : {exc}", *u.at(cle_stat))
        if len(lu) == len(CARACTERISTIQUES):
            troupes[u.name] = Troupe(nom=u.name, cout=lu["coût"], formation=lu["formation"], combat=lu["combat"],
                                     tir=lu["tir"], blessures=lu["blessures"], caracteristiques=tuple(u.abilities),
                                     nombre=lu["nombre"])
    if not fichier.has("unité"):
        rapport.add("aucun bloc « unité » : une armée a des troupes", 1, 1, expected=("unité NOM",))
    armees = {}
    for bloc in fichier.blocks:
        if bloc.keyword != "armée" or not bloc.name:  # a nameless army: its fault is reported at its line
            continue
        try:
            taille = _entier(1)(value(bloc.fields["taille"]))
        except (KeyError, ValueError):
            rapport.add(f"armée {bloc.name} : « taille : N » manque ou n'est pas un nombre entier", bloc.line, 1,
                        expected=("taille : N",))
            continue
        if taille not in TAILLES:
            rapport.add(f"armée {bloc.name} : taille {taille} : une bataille se joue en "
                        f"{', '.join(map(str, TAILLES))} points", bloc.line, 1, expected=tuple(map(str, TAILLES)))
            continue
        if taille in armees:
            rapport.add(f"armée {bloc.name} : une autre armée toute prête a déjà la taille {taille}", bloc.line, 1)
            continue
        for cle in bloc.fields:  # « unité 1 », « Unite 2 »...: one line per unit of the list
            if cle != "taille" and not fold(cle).startswith("unite "):
                rapport.add(f"armée {bloc.name} : clé inconnue « {cle} »", bloc.line, 1,
                            expected=("taille : N", "unité N : TROUPE, TROUPE…"))
        armees[taille] = tuple(_liste(v) for k, v in bloc.fields.items() if fold(k).startswith("unite "))
        for probleme in problemes_armee(troupes, taille, armees[taille],
                                         {*fichier.unit_names, *(u.name for u in fichier.units)}):
            rapport.add(f"armée {bloc.name} : {probleme}", bloc.line, 1)
    rapport.check(ErreursDeFaction)
    return Faction(fichier.faction or chemin.stem, troupes, dict(fichier.abilities), armees, fichier.vocabulary,
                   tuple(_sans_armee(chemin, armees, TAILLES)))


def _sans_armee(chemin, armees: dict, tailles) -> list:
    """The warning of a file with no ready-made army for some battle sizes: with
    ``armies="rapide"`` (the default) a match of such a size refuses it."""
    from rulekit.factions import Problem

    manque = [t for t in tailles if t not in armees]
    if not manque:
        return []
    tailles_dites = ", ".join(map(str, manque))
    if not armees:
        ailleurs = "cette faction ne se joue qu'avec -o armies=construire"
    else:
        ailleurs = (f"avec -o armies=rapide (le défaut), cette faction ne se joue qu'en {', '.join(map(str, sorted(armees)))} "
                    f"points (-o size={min(armees)}) ; avec -o armies=construire, à toutes les tailles")
    return [Problem(str(chemin), 1, 1, f"aucune armée toute prête de {tailles_dites} points : {ailleurs}",
                    tuple(f"armée rapide {t}" for t in manque))]


def problemes_armee(troupes: dict, taille: int, unites, declarees=()) -> list[str]:
    """What is wrong with an army list: unknown troops, the formation rule, its cost over its
    size, more tiles of a troop than the box has."""
    from .construction import formation_valide

    out = []
    compte: dict[str, int] = {}
    total = 0
    signalees = set()  # the unknown troops reported
    for unite in unites:
        inconnues = [n for n in unite if n not in troupes]
        for nom in inconnues:
            if nom not in declarees and nom not in signalees:  # once; a troop in error is reported at its block
                signalees.add(nom)
                from rulekit.dsl.errors import suggest

                guess = suggest(nom, troupes)
                out.append(f"troupe inconnue « {nom} »" + (f" ; vouliez-vous dire « {guess} » ?" if guess else ""))
        if inconnues:
            continue
        for nom in unite:
            compte[nom] = compte.get(nom, 0) + 1
            total += troupes[nom].cout
        if not formation_valide([troupes[n] for n in unite]):
            out.append(f"l'unité {', '.join(unite)} enfreint la règle de formation")
    if total > taille:
        out.append(f"elle coûte {total} points, plus que sa taille {taille}")
    for nom, n in compte.items():
        if n > troupes[nom].nombre:
            out.append(f"{n} × {nom}, la boîte en a {troupes[nom].nombre}")
    return out


def verifier_armee(faction: Faction, taille: int, unites, origine: str = "") -> None:
    """An army list must respect the size, the tiles in the box and the formation rule."""
    problemes = problemes_armee(faction.troupes, taille, unites)
    if problemes:
        raise FactionError(f"{origine}: army {taille}: {problemes[0]}")


def lire(cle: str, chemin) -> Faction:
    """``Game.faction_reader``."""
    return lire_faction(chemin, cle)


def integrees() -> dict:
    """The built-in armies: key -> file (the ``rulekit_factions`` hook of this plugin)."""
    return {nom: DOSSIER / f"{nom}.txt" for nom in FACTIONS}


def charger(nom: str) -> Faction:
    """An army by key (built-in or from an installed package) or by the path of its file."""
    from rulekit import factions

    return factions.load("pocket_battles", nom)


@functools.lru_cache(maxsize=256)  # a letter made of the name only: read once
def initiale(nom: str) -> str:
    """The letter a faction's units are named by (« R1 », « C2 »): its key's, or its file's."""
    return (pathlib.Path(nom).stem or nom or "?")[0].upper()
