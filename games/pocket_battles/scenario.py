"""Scenarios: a Pocket Battles match that starts exactly where a rule interaction happens.

A test of a charge into a wounded unit, or of a shot into a combat, should not
have to play a random deployment first. ``scenario(description)`` builds the
battle from plain, JSON-compatible data with French keys (documented in
README.md, "Scenarios"): the armies on the battlefield, their Order and Wound
tokens, the combats, the tokens in reserve and set aside, the round, and whose
turn it is. The match starts at the beginning of that player's turn (their
Redéploiement decision) and plays on by the ordinary rules.

Everything is checked before a match is returned: a key the game does not know,
a troop not in the faction, a unit that breaks the Formation rule, a contact the
rules could not have made, more tokens than the player owns... raise
:class:`rulekit.ScenarioError` naming the key at fault and what is accepted.
The position then satisfies the game's invariants (``invariants.py``).
"""

from __future__ import annotations

from rulekit import UnknownFaction
from rulekit.description import Reader

from . import factions as factions_
from .champ_de_bataille import NOMS_SECTEUR, SECTEURS
from .construction import formation_valide, prefixe
from .etat import ARRIERE, AVANT, COMBAT, Tuile, Unite
from .manche import DebutTour
from .match import OPTIONS, TAILLES, PocketBattles

#: The keys of a description, with their defaults (``réserve`` and ``de_côté``: see ``_jetons``).
DEFAUTS = {
    "joueur": 0,
    "factions": "romains,celtes",
    "taille": 60,
    "unités": [],
    "contacts": [],
    "réserve": None,
    "de_côté": None,
    "pertes": ["", ""],
    "manche": 2,
    "attaquant": 0,
    "tours": 3,
    "limite_manches": OPTIONS["limite_manches"],
    "cession": OPTIONS["cession"],
}
#: The keys of one unit; ``joueur`` and ``troupes`` are required.
DEFAUTS_UNITE = {"id": None, "joueur": None, "troupes": None, "zone": AVANT, "secteur": 1, "ordres": 0,
                 "blessures": []}
ZONES = (AVANT, ARRIERE, COMBAT)


_LIRE = Reader("pocket_battles")
_erreur, _entier, _joueur, _cles = _LIRE.error, _LIRE.integer, _LIRE.player, _LIRE.keys


def _est_entier(valeur) -> bool:
    return isinstance(valeur, int) and not isinstance(valeur, bool)


def lire_troupes(texte, catalogue: dict, ou: str) -> list[str]:
    """``"Légionnaire×3, Centurion"`` (or a list of such parts) -> the tile names, in order."""
    if isinstance(texte, str):
        parties = texte.split(",")
    elif isinstance(texte, (list, tuple)) and all(isinstance(p, str) for p in texte):
        parties = list(texte)
    else:
        raise _erreur(ou, f'troops are written like "Légionnaire×3, Centurion" (or a list of names), got {texte!r}')
    noms = []
    for partie in parties:
        if not partie.strip():
            continue
        nom, fois, k = partie.strip().partition("×")
        nom = nom.strip()
        if fois and (not k.strip().isdigit() or int(k) < 1):
            raise _erreur(ou, f"{partie.strip()!r}: the count after × must be a whole number ≥ 1")
        if nom not in catalogue:
            raise _erreur(ou, f"unknown troop {nom!r}; accepted: {', '.join(catalogue)}")
        noms += [nom] * (int(k) if fois else 1)
    return noms


def _secteur(valeur, joueur: int, ou: str) -> int:
    """0–2 (columns from player 2's left), or the sector's name as its owner says it."""
    if isinstance(valeur, str) and valeur in NOMS_SECTEUR[joueur]:
        return NOMS_SECTEUR[joueur].index(valeur)
    if _est_entier(valeur) and valeur in SECTEURS:
        return valeur
    raise _erreur(ou, f"a sector is 0, 1 or 2 (columns from player 2's left) or, as player {joueur + 1} "
                      f"names them, {', '.join(map(repr, NOMS_SECTEUR[joueur]))}; got {valeur!r}")


def _unite(match, i: int, donnees, ids: set) -> Unite:
    ou = f"unités[{i}]"
    _cles(donnees, tuple(DEFAUTS_UNITE), ou)
    d = {**DEFAUTS_UNITE, **donnees}
    for requise in ("joueur", "troupes"):
        if d[requise] is None:
            raise _erreur(ou, f"{requise!r} is required (keys: {', '.join(DEFAUTS_UNITE)})")
    joueur = _joueur(d["joueur"], f"{ou}.joueur")
    catalogue = match.catalogue[joueur]
    noms = lire_troupes(d["troupes"], catalogue, f"{ou}.troupes")
    if not noms:
        raise _erreur(f"{ou}.troupes", "a unit needs at least one troop")
    if not formation_valide([catalogue[n] for n in noms]):
        plus_petite = min(catalogue[n].formation for n in noms)
        raise _erreur(f"{ou}.troupes", f"{len(noms)} troops break the Formation rule: no more troops in a unit than "
                                       f"the smallest Formation Value among them ({plus_petite})")
    if d["zone"] not in ZONES:
        raise _erreur(f"{ou}.zone", f"unknown zone {d['zone']!r}; accepted: {', '.join(ZONES)}")
    secteur = _secteur(d["secteur"], joueur, f"{ou}.secteur")
    ordres = _entier(d["ordres"], f"{ou}.ordres")
    blessures = d["blessures"]
    if not isinstance(blessures, (list, tuple)) or len(blessures) > len(noms):
        raise _erreur(f"{ou}.blessures", f"a list of Wound tokens per tile, in order, at most {len(noms)} "
                                         f"(tiles not listed have none); got {blessures!r}")
    tuiles = []
    for k, nom in enumerate(noms):
        b = blessures[k] if k < len(blessures) else 0
        pb = catalogue[nom].blessures
        if not _est_entier(b) or not 0 <= b < pb:
            raise _erreur(f"{ou}.blessures[{k}]", f"{nom} has {pb} Wound point(s), so it holds 0 to {pb - 1} Wound "
                                                  f"token(s) (the hit on its last point removes it); got {b!r}")
        tuiles.append(Tuile(nom, b))
    uid = d["id"]
    if uid is None:
        uid = f"{prefixe(match, joueur)}{sum(1 for u in match.unites if u.joueur == joueur) + 1}"
    if not isinstance(uid, str) or not uid.strip():
        raise _erreur(f"{ou}.id", f"a unit id is a non-empty string such as 'R1', got {uid!r}")
    if uid in ids:
        raise _erreur(f"{ou}.id", f"duplicate unit id {uid!r}")
    ids.add(uid)
    return Unite(uid, joueur, tuple(tuiles), d["zone"], secteur, ordres)


def _contacts(match, contacts) -> list[tuple[str, str]]:
    if not isinstance(contacts, (list, tuple)):
        raise _erreur("contacts", f'a list of pairs of unit ids, like [["R1", "C1"]]; got {contacts!r}')
    paires: list[tuple[str, str]] = []
    for i, c in enumerate(contacts):
        ou = f"contacts[{i}]"
        if not (isinstance(c, (list, tuple)) and len(c) == 2 and all(isinstance(x, str) for x in c)):
            raise _erreur(ou, f'a contact is a pair of unit ids, like ["R1", "C1"]; got {c!r}')
        a, b = c
        for x in (a, b):
            if x not in {u.id for u in match.unites}:
                raise _erreur(ou, f"no unit {x!r}; units: {', '.join(u.id for u in match.unites) or 'none'}")
        ua, ub = match.unite(a), match.unite(b)
        if ua.joueur == ub.joueur:
            raise _erreur(ou, f"{a} and {b} are both player {ua.joueur + 1}'s: a combat is between enemies")
        if not (ua.zone == ub.zone == COMBAT and ua.secteur == ub.secteur):
            raise _erreur(ou, f"{a} ({ua.zone}, sector {ua.secteur}) and {b} ({ub.zone}, sector {ub.secteur}) "
                              f"must both be in the combat zone of the same sector")
        if any({a, b} == set(p) for p in paires):
            raise _erreur(ou, f"duplicate contact between {a} and {b}")
        paires.append((a, b))
    for a, b in paires:
        autour_a = [p for p in paires if a in p]
        autour_b = [p for p in paires if b in p]
        if len(autour_a) > 1 and len(autour_b) > 1:
            raise _erreur("contacts", f"{a} and {b} are each in contact with several units: every combat is one "
                                      f"unit against one or more (several units outnumbering one)")
    for u in match.unites:
        if u.zone == COMBAT and not any(u.id in p for p in paires):
            raise _erreur("contacts", f"{u.id} is in the combat zone but in contact with no enemy (a unit left alone "
                                      f"there withdraws to its Front); add its contact or put it elsewhere")
    return paires


def _paire(valeur, ou: str, exemple: str):
    if valeur is None:
        return None
    if not (isinstance(valeur, (list, tuple)) and len(valeur) == 2):
        raise _erreur(ou, f"one value per player, like {exemple}; got {valeur!r}")
    return [_entier(v, f"{ou}[{p}]") for p, v in enumerate(valeur)]


def _cout(match, joueur: int, noms) -> int:
    return sum(match.troupe(joueur, n).cout for n in noms)


def _jetons(match, reserve, de_cote) -> None:
    """Each player owns size/10 tokens (Meneur: one more); those not on a unit (orders, wounds)
    are unused (``réserve``) or set aside (``de_côté``). Either one missing takes the rest;
    both missing: all the rest is unused."""
    for p in (0, 1):
        total = match.total_jetons(p)
        sur_unites = sum(u.ordres + sum(t.blessures for t in u.troupes) for u in match.unites if u.joueur == p)
        r = reserve[p] if reserve is not None else None
        c = de_cote[p] if de_cote is not None else None
        if r is None:
            r = total - sur_unites - (c or 0)
        if c is None:
            c = total - sur_unites - r
        if min(r, c) < 0 or r + c + sur_unites != total:
            cle = "réserve" if reserve is not None else "de_côté" if de_cote is not None else "unités"
            dit = f"{sur_unites} on units (orders and wounds)"
            dit += f", {reserve[p]} unused (réserve)" if reserve is not None else ""
            dit += f", {de_cote[p]} set aside (de_côté)" if de_cote is not None else ""
            raise _erreur(cle, f"player {p + 1} owns {total} tokens (size / 10, Meneur included) but the description "
                               f"puts {dit}: {'too many' if min(r, c) < 0 or r + c + sur_unites > total else 'too few'}")
        match.fixer("reserve", p, r)
        match.fixer("de_cote", p, c)
        match.fixer("jetons", p, total)


def scenario(description, seed: int = 0) -> PocketBattles:
    """The battle ``description`` gives, at the start of ``joueur``'s turn (see README.md, "Scenarios").

    Raises :class:`rulekit.ScenarioError` for anything the rules could not have
    reached, naming the key at fault; nothing is returned half built.
    """
    _cles(description, tuple(DEFAUTS), "description")
    d = {**DEFAUTS, **description}

    noms = d["factions"]
    if isinstance(noms, str):
        noms = [n.strip() for n in noms.split(",")]
    if not (isinstance(noms, (list, tuple)) and len(noms) == 2):
        raise _erreur("factions", f'two factions, like "romains,celtes" or ["romains", "celtes"]; got {d["factions"]!r}')
    for n in noms:
        try:
            factions_.charger(n)
        except UnknownFaction:
            raise _erreur("factions", f"unknown faction {n!r}; accepted: {', '.join(factions_.FACTIONS)} "
                                      "(or another key or path: `rulekit factions pocket_battles`)") from None
    if not _est_entier(d["taille"]) or d["taille"] not in TAILLES:
        raise _erreur("taille", f"the battle size is one of {', '.join(map(str, TAILLES))}; got {d['taille']!r}")
    joueur = _joueur(d["joueur"], "joueur")
    attaquant = _joueur(d["attaquant"], "attaquant")
    limite = _entier(d["limite_manches"], "limite_manches")
    manche = _entier(d["manche"], "manche", 1)
    if limite and manche > limite:
        raise _erreur("manche", f"round {manche} is past limite_manches ({limite}): the battle ends with that round")
    tours = _entier(d["tours"], "tours")
    if not isinstance(d["cession"], bool):
        raise _erreur("cession", f"true or false, got {d['cession']!r}")

    options = {**OPTIONS, "factions": ",".join(noms), "size": d["taille"], "limite_manches": limite,
               "cession": d["cession"]}
    match = PocketBattles(game="pocket_battles", seed=seed, options=options)
    match.factions = list(noms)
    match.taille = d["taille"]
    match.catalogue = [dict(factions_.charger(n).troupes) for n in noms]

    if not isinstance(d["unités"], (list, tuple)):
        raise _erreur("unités", f"a list of units (dicts with keys {', '.join(DEFAUTS_UNITE)}); got {d['unités']!r:.80}")
    ids: set = set()
    for i, donnees in enumerate(d["unités"]):
        match.ajouter_unite(_unite(match, i, donnees, ids))
    match.contacts = _contacts(match, d["contacts"])
    match.revelees = sorted(u.id for u in match.unites)  # a battle under way: the armies were revealed

    pertes = d["pertes"]
    if not (isinstance(pertes, (list, tuple)) and len(pertes) == 2):
        raise _erreur("pertes", f'the tiles each player has lost, like ["", "Guerrier×4"]; got {pertes!r}')
    match.pertes = [lire_troupes(pertes[p], match.catalogue[p], f"pertes[{p}]") for p in (0, 1)]
    for p in (0, 1):
        # "en comptant les Points de Déploiement des Troupes éliminées": the enemy destroyed what p lost,
        # and p's army cost what stands plus what was lost.
        match.fixer("detruit", 1 - p, _cout(match, p, match.pertes[p]))
        match.fixer("armee_pd", p, _cout(match, p, [t.nom for u in match.unites if u.joueur == p for t in u.troupes])
                    + match.detruit[1 - p])
        if match.armee_pd[p] == 0:
            raise _erreur("unités", f"player {p + 1} has no army: give them a unit, or tiles lost (pertes)")

    _jetons(match, _paire(d["réserve"], "réserve", "[6, 6]"), _paire(d["de_côté"], "de_côté", "[0, 0]"))
    if match.reserve[joueur] < 1:
        raise _erreur("joueur", f"player {joueur + 1} has no unused token: a player without Order tokens takes "
                                f"no turn (give them réserve ≥ 1, or make it the other player's turn)")

    match.attaquant = attaquant
    match.manche = manche
    match.premier = attaquant if manche % 2 == 1 else 1 - attaquant
    match.tours = tours
    match.push(DebutTour(joueur))
    match._settle()
    return match
