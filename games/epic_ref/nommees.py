"""Lines that name their units: « Nuée : Les Scarabées comptent comme de l'infanterie … », « Nécrontyr : Les Guerriers
nécrons sont Sans Peur », « Chaque véhicule ignore les terrains dangereux ».

An army list says a rule of its units by naming them, where a sheet writes « Cette unité … » and lists the line in
the unit's « capacités ». Both mean one thing: the DSL reads the name as the line's subject
(:class:`rulekit.dsl.ast.Nomme`, its clauses those of the « Cette unité … » form) and this module gives the line
to every unit of the file it names, by adding its name to the unit's « capacités » (after those it lists, once:
a unit that lists it and is named bears it once). Everything after that is what a listed line does (compiled by
:func:`.capacites.compiler`, the same ability for each bearer). A unit's name names the profiles of that name; a
type names its units: a type of the game (« Véhicule », « AV », « Infanterie », « INF », « Engin de Guerre »,
« EG ») the units the procedures treat as that type (a declared « type Dreadnought » « comme : AV » is a
« véhicule »), a type the file declares the units that say it. A name that is no unit of the file, or a type
none of its units has, gives the line to nobody: refused, at the name.
"""

from __future__ import annotations

import attrs

#: the game's unit types by their names and abbreviations -> the column the procedures treat them by
COLONNES = {"INF": "Infanterie", "AV": "Véhicule", "VB": "Véhicule", "EG": "Engin de Guerre",
            "Infanterie": "Infanterie", "Véhicule": "Véhicule", "Engin de Guerre": "Engin de Guerre"}


def nommees(nomme, profils: dict) -> list[str]:
    """The profiles (names, in file order) a line's subject ``nomme`` names."""
    if nomme.sorte == "unité":
        return [n for n in profils if n == nomme.nom]
    if nomme.nom in COLONNES:
        return [n for n, p in profils.items() if p.colonne == COLONNES[nomme.nom]]
    return [n for n, p in profils.items() if p.sorte == nomme.nom]


def donner(lues: dict, failed: set, profils: dict, declarees: dict, where_of: dict, unites: set, report) -> dict:
    """``profils`` with each line that names its units (``lues``: declared name -> AST) added to the
    « capacités » of the units it names; a name no unit of the file answers is reported at its words.
    ``unites``: every unit block of the file (one in error names nothing, and is reported at its own line)."""
    from rulekit.dsl.citations import cited_at
    from rulekit.dsl.errors import suggest

    out = dict(profils)
    for nom, ast in lues.items():
        nomme = getattr(ast, "nomme", None)
        if nomme is None or nom in failed or nom not in declarees:
            continue
        porteurs = nommees(nomme, out)
        if not porteurs:
            if nomme.sorte == "unité" and nomme.nom in unites:  # its block is in error: said there
                continue
            text, line, column = where_of[("capacité", nom)][0]["texte"]
            at = cited_at(text, nomme.pluriel) or cited_at(text, nomme.nom)
            if nomme.sorte == "unité":
                report.add(f"capacité {nom} : « {nomme.pluriel} » n'est pas une unité du fichier : la ligne se dit "
                           "des unités qu'elle nomme", line, column + at, expected=tuple(sorted(unites)),
                           suggestion=suggest(nomme.nom, sorted(unites)))
            else:
                report.add(f"capacité {nom} : aucune unité du fichier n'est de type « {nomme.nom} » : la ligne ne se "
                           "dirait de personne", line, column + at)
            continue
        for unite in porteurs:
            if nom not in out[unite].capacites:
                out[unite] = attrs.evolve(out[unite], capacites=(*out[unite].capacites, nom))
    return out
