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

from rulekit import RulekitError, UnknownFaction

from .etat import Troupe

DOSSIER = pathlib.Path(__file__).parent / "factions"
FACTIONS = ("romains", "celtes")


class FactionError(RulekitError):
    """A faction file that does not say what the game needs."""


@attrs.frozen
class Faction:
    nom: str
    troupes: dict  # name -> Troupe, in file order
    capacites: dict  # characteristic name -> dsl.AbilityDecl (its sentence and typed AST)
    armees: dict  # size -> tuple of units, each a tuple of troop names


def _des(valeur) -> tuple[int, ...]:
    """A dice stat: ``aucun`` (None), one face (4) or several (4 5)."""
    if valeur is None:
        return ()
    if isinstance(valeur, int):
        return (valeur,)
    return tuple(int(v) for v in valeur)


def _liste(valeur: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in valeur.split(",") if x.strip())


def lire_faction(chemin: pathlib.Path) -> Faction:
    from rulekit import dsl

    fichier = dsl.parse_file(chemin)
    if fichier.game != "pocket_battles":
        raise FactionError(f"{chemin}: « jeu : pocket_battles » missing")
    troupes = {}
    for u in fichier.units:
        s = u.stats
        try:
            troupes[u.name] = Troupe(
                nom=u.name, cout=int(s["coût"]), formation=int(s["formation"]),
                combat=_des(s.get("combat")), tir=_des(s.get("tir")), blessures=int(s["blessures"]),
                caracteristiques=tuple(u.abilities), nombre=int(s.get("nombre", 1)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise FactionError(f"{chemin}:{u.line}: unité {u.name}: bad or missing value {exc}") from None
    armees = {}
    for bloc in fichier.blocks:
        if bloc.keyword == "armée":
            try:
                taille = int(bloc.fields["taille"])
            except (KeyError, ValueError):
                raise FactionError(f"{chemin}:{bloc.line}: armée {bloc.name}: « taille : N » missing") from None
            armees[taille] = tuple(_liste(v) for k, v in bloc.fields.items() if k.startswith("unité"))
    faction = Faction(fichier.faction or chemin.stem, troupes, dict(fichier.abilities), armees)
    for taille, unites in armees.items():
        verifier_armee(faction, taille, unites, str(chemin))
    return faction


def verifier_armee(faction: Faction, taille: int, unites, origine: str = "") -> None:
    """An army list must respect the size, the tiles in the box and the formation rule."""
    from .construction import formation_valide

    compte: dict[str, int] = {}
    total = 0
    for unite in unites:
        for nom in unite:
            if nom not in faction.troupes:
                raise FactionError(f"{origine}: army {taille}: unknown troop {nom!r}")
            compte[nom] = compte.get(nom, 0) + 1
            total += faction.troupes[nom].cout
        if not formation_valide([faction.troupes[n] for n in unite]):
            raise FactionError(f"{origine}: army {taille}: unit {', '.join(unite)} breaks the formation rule")
    if total > taille:
        raise FactionError(f"{origine}: army {taille} costs {total} points")
    for nom, n in compte.items():
        if n > faction.troupes[nom].nombre:
            raise FactionError(f"{origine}: army {taille}: {n} × {nom}, the box has {faction.troupes[nom].nombre}")


@functools.lru_cache(maxsize=None)
def charger(nom: str) -> Faction:
    chemin = DOSSIER / f"{nom}.txt"
    if nom not in FACTIONS or not chemin.exists():
        raise UnknownFaction(f"unknown faction {nom!r}; factions of pocket_battles: {', '.join(FACTIONS)}")
    return lire_faction(chemin)
