"""Reading the two armies from their faction files (docs/DSL.md's agreed format).

A faction file gives the troop types (``unité`` blocks), the characteristics as
their French sentences (``capacité`` lines) and the ready-made army lists
(``armée rapide N`` blocks). The file is read by ``rulekit.dsl.parse_file`` when the
DSL provides it; the block reader below is the same format, kept so that the
troop values load even without a grammar (the characteristics always go through
the DSL, see ``caracteristiques``).
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
    capacites: dict  # characteristic name -> French sentence
    armees: dict  # size -> tuple of units, each a tuple of troop names


def _nombres(valeur: str) -> tuple[int, ...]:
    if valeur.strip() in ("aucun", "—", "-", ""):
        return ()
    return tuple(int(x) for x in valeur.split())


def _liste(valeur: str) -> tuple[str, ...]:
    if valeur.strip() in ("aucun", "—", "-", ""):
        return ()
    return tuple(x.strip() for x in valeur.split(",") if x.strip())


def lire_blocs(texte: str, origine: str):
    """The file's header pairs and blocks: ``(header, [(keyword, name, {key: value})])``."""
    entete, blocs = {}, []
    courant = None
    lignes = texte.splitlines()
    for numero, ligne in enumerate(lignes, 1):
        if not ligne.strip() or ligne.lstrip().startswith("#"):
            continue
        if ligne[0] in " \t":
            if courant is None:
                raise FactionError(f"{origine}:{numero}: indented line outside a block")
            if ":" not in ligne:
                if courant[0] == "capacité":  # a long sentence continued
                    courant[2]["phrase"] += " " + ligne.strip()
                    continue
                raise FactionError(f"{origine}:{numero}: expected « clé : valeur », got {ligne.strip()!r}")
            cle, valeur = ligne.split(":", 1)
            courant[2][cle.strip()] = valeur.strip()
            continue
        mot, _, reste = ligne.partition(" ")
        if mot == "capacité":
            nom, sep, phrase = reste.partition(" : ")
            if not sep:
                raise FactionError(f"{origine}:{numero}: « capacité NOM : PHRASE » expected")
            courant = ("capacité", nom.strip(), {"phrase": phrase.strip()})
            blocs.append(courant)
        elif mot in ("unité", "armée"):
            courant = (mot, reste.strip(), {})
            blocs.append(courant)
        elif ":" in ligne:
            cle, valeur = ligne.split(":", 1)
            entete[cle.strip()] = valeur.strip()
            courant = None
        else:
            raise FactionError(f"{origine}:{numero}: unknown block keyword {mot!r}")
    return entete, blocs


def lire_faction(chemin: pathlib.Path) -> Faction:
    texte = chemin.read_text(encoding="utf-8")
    entete, blocs = lire_blocs(texte, str(chemin))
    if entete.get("jeu") != "pocket_battles":
        raise FactionError(f"{chemin}: « jeu : pocket_battles » missing")
    troupes, capacites, armees = {}, {}, {}
    for mot, nom, corps in blocs:
        if mot == "capacité":
            capacites[nom] = corps["phrase"]
        elif mot == "unité":
            try:
                troupes[nom] = Troupe(
                    nom=nom,
                    cout=int(corps["coût"]),
                    formation=int(corps["formation"]),
                    combat=_nombres(corps.get("combat", "aucun")),
                    tir=_nombres(corps.get("tir", "aucun")),
                    blessures=int(corps["blessures"]),
                    caracteristiques=_liste(corps.get("capacités", "aucun")),
                    nombre=int(corps.get("nombre", "1")),
                )
            except (KeyError, ValueError) as exc:
                raise FactionError(f"{chemin}: unité {nom}: bad or missing value {exc}") from None
        elif mot == "armée":
            taille = int(corps["taille"])
            unites = tuple(_liste(v) for k, v in corps.items() if k.startswith("unité"))
            armees[taille] = unites
    for t in troupes.values():
        for c in t.caracteristiques:
            if c not in capacites:
                raise FactionError(f"{chemin}: unité {t.nom}: characteristic {c!r} is not declared")
    faction = Faction(entete.get("faction", chemin.stem), troupes, capacites, armees)
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
    if not chemin.exists():
        raise UnknownFaction(f"unknown faction {nom!r}; factions of pocket_battles: {', '.join(FACTIONS)}")
    return lire_faction(chemin)
