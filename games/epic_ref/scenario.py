"""Scenarios: an Epic match that starts exactly where a rule interaction happens.

A test of a formation shooting through its blast markers, of an assault, of a
broken formation rallying, should not have to play deployment and a random turn
first. ``scenario(description)`` builds the position from plain, JSON-compatible
data with French keys (README.md, "Scenarios (rulekit.testing)"): the two
armies, their formations (by the army's formation names) where they stand, their
blast markers, units lost, broken / rallied / activated flags, the battlefield's
terrain and objectives, the turn, and the point of the turn to start from:

- ``"phase": "action"`` (the default): the action phase, ``joueur`` about to
  choose the next formation to activate (``"conserver": true``: ``joueur`` has
  just activated one and may keep the initiative, or pass);
- ``"phase": "stratégie"``: the start of turn ``tour`` (teleporting formations,
  then the strategy roll); the new turn clears the activated/rallied flags;
- ``"phase": "fin"``: the end phase of turn ``tour`` (rally tests, then the
  victory conditions; the match may be over at once if no rally roll is needed).

Everything is checked before a match is returned: a key the game does not know,
an unknown faction, formation, unit, action or terrain, a position off the table
or in terrain impassable to the formation, negative markers, more markers than
units on a formation said to be unbroken... raise :class:`rulekit.ScenarioError`
naming the key at fault and what is accepted; nothing half-built is returned.
"""

from __future__ import annotations

import attrs

from rulekit import RulekitError
from rulekit.description import Reader

from . import armee as A
from . import table as T
from .activation import ChoisirFormation, restantes
from .feuille import feuille
from .match import EpicMatch

PHASES = ("stratégie", "action", "fin")

#: The keys of a description, with their defaults (``terrain`` and ``objectifs``: the battlefield's).
DEFAUTS = {
    "factions": ["space_marines", "orks"],
    "scénario": 0,
    "terrain": None,
    "objectifs": None,
    "formations": [],
    "tour": 1,
    "phase": "action",
    "joueur": 0,
    "conserver": False,
}
#: The keys of one formation; ``joueur`` and ``nom`` are required, and ``x``, ``y`` unless in reserve.
DEFAUTS_FORMATION = {
    "joueur": None, "nom": None, "x": None, "y": None, "pions": 0, "pertes": None, "unités": None,
    "dégâts": None, "démoralisée": False, "ralliée": False, "a_agi": False, "action": "", "réserve": False,
}
CLES_ELEMENT = ("nom", "x", "y", "l", "p")
CLES_OBJECTIF = ("x", "y", "camp", "base")


_LIRE = Reader("epic_ref")
_erreur, _entier, _booleen, _joueur, _cles = _LIRE.error, _LIRE.integer, _LIRE.boolean, _LIRE.player, _LIRE.keys


def _est_entier(valeur) -> bool:
    return isinstance(valeur, int) and not isinstance(valeur, bool)


def _factions(valeur) -> list[str]:
    noms = [n.strip() for n in valeur.split(",")] if isinstance(valeur, str) else valeur
    if not (isinstance(noms, (list, tuple)) and len(noms) == 2 and all(isinstance(n, str) for n in noms)):
        raise _erreur("factions", f'two factions, like ["space_marines", "orks"] or "space_marines,orks"; '
                                  f"got {valeur!r}")
    for n in noms:
        try:
            A.load(n)
        except (RulekitError, OSError) as exc:
            raise _erreur("factions", f"unknown faction {n!r} ({exc}); accepted: {', '.join(A.names())}, "
                                      f"a faction file's path, or an army registered in memory") from None
    return list(noms)


def _champ_de_bataille(valeur) -> tuple[int, T.Scenario]:
    champs = T.scenarios()
    noms = [s.nom for s in champs]
    if isinstance(valeur, str) and valeur in noms:
        return noms.index(valeur), champs[noms.index(valeur)]
    if _est_entier(valeur) and 0 <= valeur < len(champs):
        return valeur, champs[valeur]
    raise _erreur("scénario", f"a battlefield of data/scenarios.txt, by index (0 to {len(champs) - 1}) or name "
                              f"({', '.join(map(repr, noms))}); got {valeur!r}")


def _element(donnees, ou: str, largeur: int, profondeur: int) -> T.Element:
    """``{"nom": "Bois", "x": 80, "y": 50, "l": 20, "p": 20}`` or ``"Bois 80 50 20 20"``."""
    if isinstance(donnees, str):
        mots = donnees.split()
        if len(mots) < 5 or not all(v.isascii() and v.isdigit() for v in mots[-4:]):
            raise _erreur(ou, f'a terrain feature is "Bois 80 50 20 20" (type, then x y width depth in cm) or a '
                              f"dict with keys {', '.join(CLES_ELEMENT)}; got {donnees!r}")
        x, y, l, p = (int(v) for v in mots[-4:])
        donnees = {"nom": " ".join(mots[:-4]), "x": x, "y": y, "l": l, "p": p}
    _cles(donnees, CLES_ELEMENT, ou)
    manquantes = [k for k in CLES_ELEMENT if k not in donnees]
    if manquantes:
        raise _erreur(ou, f"missing key(s) {', '.join(manquantes)} (keys: {', '.join(CLES_ELEMENT)})")
    nom = donnees["nom"]
    if nom not in feuille().terrain:
        raise _erreur(f"{ou}.nom", f"unknown terrain {nom!r}; accepted (the terrain table's rows): "
                                   f"{', '.join(feuille().terrain)}")
    x = _entier(donnees["x"], f"{ou}.x", 0, largeur)
    y = _entier(donnees["y"], f"{ou}.y", 0, profondeur)
    l = _entier(donnees["l"], f"{ou}.l", 1, largeur - x)
    p = _entier(donnees["p"], f"{ou}.p", 1, profondeur - y)
    return T.Element(nom, x, y, l, p)


def _objectifs(valeur, largeur: int, profondeur: int) -> list[T.Objectif]:
    if not isinstance(valeur, (list, tuple)):
        raise _erreur("objectifs", f'a list of objectives, like [{{"x": 90, "y": 5, "base": true}}, [35, 30]]; '
                                   f"got {valeur!r:.80}")
    out, bases = [], set()
    for k, o in enumerate(valeur):
        ou = f"objectifs[{k}]"
        if isinstance(o, (list, tuple)):
            if len(o) != 2:
                raise _erreur(ou, f"an objective is [x, y] or a dict with keys {', '.join(CLES_OBJECTIF)}; got {o!r}")
            o = {"x": o[0], "y": o[1]}
        _cles(o, CLES_OBJECTIF, ou)
        if "x" not in o or "y" not in o:
            raise _erreur(ou, "an objective needs its position: x and y (cm)")
        x = _entier(o["x"], f"{ou}.x", 0, largeur)
        y = _entier(o["y"], f"{ou}.y", 0, profondeur)
        moitie = T.moitie(y, profondeur)
        camp = _joueur(o.get("camp", moitie), f"{ou}.camp")
        if camp != moitie:
            raise _erreur(f"{ou}.camp", f"an objective belongs to the half it stands in: y = {y} is player "
                                        f"{moitie + 1}'s half (camp {moitie}), not camp {camp}")
        base = _booleen(o.get("base", False), f"{ou}.base")
        if base and camp in bases:
            raise _erreur(f"{ou}.base", f"player {camp + 1} already has a base (one per player)")
        if base:
            bases.add(camp)
        out.append(T.Objectif(x, y, camp, base))
    return out


def _liste_unites(valeur, noms: tuple[str, ...], ou: str) -> dict[str, int]:
    """``{"Rhino": 2}`` or ``["Rhino", "Rhino"]`` -> ``{profile: count}`` (profiles of the formation)."""
    if isinstance(valeur, (list, tuple)) and all(isinstance(n, str) for n in valeur):
        compte: dict[str, int] = {}
        for n in valeur:
            compte[n] = compte.get(n, 0) + 1
    elif isinstance(valeur, dict):
        compte = {n: _entier(k, f"{ou}[{n!r}]") for n, k in valeur.items()}
    else:
        raise _erreur(ou, f'units by profile, like {{"Rhino": 2}} or ["Rhino", "Rhino"]; got {valeur!r}')
    for n, k in compte.items():
        if n not in noms:
            raise _erreur(ou, f"no unit {n!r} in this formation; its units: "
                              f"{', '.join(f'{noms.count(x)} {x}' for x in dict.fromkeys(noms))}")
        if k > noms.count(n):
            raise _erreur(ou, f"{k} {n} but the formation has {noms.count(n)}")
    return compte


def _etat_unites(d, noms: tuple[str, ...], ou: str, armee: A.Armee) -> list[tuple[bool, int]]:
    """``(alive, damage)`` per unit of the formation, in its order."""
    if d["pertes"] is not None and d["unités"] is not None:
        raise _erreur(ou, "give the units lost (pertes) or the units present (unités), not both")
    vivantes = [True] * len(noms)
    if d["pertes"] is not None:
        pertes = _liste_unites(d["pertes"], noms, f"{ou}.pertes")
        for nom, k in pertes.items():  # the last units of that profile are the ones lost
            indices = [i for i, n in enumerate(noms) if n == nom]
            for i in indices[len(indices) - k:]:
                vivantes[i] = False
    if d["unités"] is not None:
        presentes = _liste_unites(d["unités"], noms, f"{ou}.unités")
        for nom in set(noms):  # the first units of that profile are the ones present
            for j, i in enumerate(i for i, n in enumerate(noms) if n == nom):
                vivantes[i] = j < presentes.get(nom, 0)
    degats = [0] * len(noms)
    if d["dégâts"] is not None:
        if not isinstance(d["dégâts"], dict):
            raise _erreur(f"{ou}.dégâts", f'damage by profile, like {{"Warhound": 1}}; got {d["dégâts"]!r}')
        for nom, n in d["dégâts"].items():
            cle = f"{ou}.dégâts[{nom!r}]"
            vivants = [i for i, x in enumerate(noms) if x == nom and vivantes[i]]
            if not vivants:
                raise _erreur(cle, f"no living {nom!r} in this formation to take the damage")
            structure = armee.profils[nom].structure
            _entier(n, cle)
            if n >= structure:
                raise _erreur(cle, f"{nom} has {structure} structure point(s): a living one holds 0 to "
                                   f"{structure - 1} damage, got {n}")
            degats[vivants[0]] = n  # on the first living unit of that profile
    return list(zip(vivantes, degats))


def _formation(match: EpicMatch, k: int, donnees, tour_neuf: bool) -> None:
    ou = f"formations[{k}]"
    _cles(donnees, tuple(DEFAUTS_FORMATION), ou)
    d = {**DEFAUTS_FORMATION, **donnees}
    for requise in ("joueur", "nom"):
        if d[requise] is None:
            raise _erreur(ou, f"{requise!r} is required (keys: {', '.join(DEFAUTS_FORMATION)})")
    joueur = _joueur(d["joueur"], f"{ou}.joueur")
    armee = match.armee(joueur)
    if d["nom"] not in armee.formations_def:
        raise _erreur(f"{ou}.nom", f"no formation {d['nom']!r} in {armee.nom} (player {joueur + 1}); accepted: "
                                   f"{', '.join(armee.formations_def)}")
    reserve = _booleen(d["réserve"], f"{ou}.réserve")
    for axe, borne in (("x", match.largeur), ("y", match.profondeur)):
        if d[axe] is None:
            if not reserve:
                raise _erreur(ou, f"{axe!r} is required: where the formation stands, in cm (the table is "
                                  f"{match.largeur} × {match.profondeur})")
            d[axe] = 0
        elif not _est_entier(d[axe]):
            raise _erreur(f"{ou}.{axe}", f"a whole number of cm, 0 to {borne}; got {d[axe]!r}")
        elif not 0 <= d[axe] <= borne:
            raise _erreur(f"{ou}.{axe}", f"off the table: {axe} is 0 to {borne} cm (the table is "
                                         f"{match.largeur} × {match.profondeur}), got {d[axe]!r}")
    pions = _entier(d["pions"], f"{ou}.pions")
    demoralisee = _booleen(d["démoralisée"], f"{ou}.démoralisée")
    ralliee = _booleen(d["ralliée"], f"{ou}.ralliée")
    a_agi = _booleen(d["a_agi"], f"{ou}.a_agi")
    action = d["action"]
    if not isinstance(action, str) or (action and action not in feuille().actions):
        raise _erreur(f"{ou}.action", f"the action it took this turn, one of {', '.join(feuille().actions)}; "
                                      f"got {action!r}")
    a_agi = a_agi or bool(action)
    if demoralisee and ralliee:
        raise _erreur(f"{ou}.ralliée", "a formation that rallied this turn is no longer broken (démoralisée)")
    if tour_neuf and (a_agi or ralliee):
        raise _erreur(f"{ou}.{'ralliée' if ralliee else 'a_agi' if d['a_agi'] else 'action'}",
                      "the strategy phase starts a new turn, which clears the activated and rallied flags: "
                      "start in the action or end phase to keep them")

    noms = armee.formations_def[d["nom"]].unites
    etats = _etat_unites(d, noms, ou, armee)
    vivantes = sum(1 for v, _ in etats if v)
    if vivantes and pions >= vivantes and not demoralisee:
        raise _erreur(f"{ou}.pions", f"{pions} blast marker(s) on {vivantes} unit(s) break the formation "
                                     f"(« Un PI par unité : Démoralisée »): add \"démoralisée\": true, or fewer markers")

    f = match.ajouter_formation(joueur, d["nom"], d["x"], d["y"])
    unites = type(f.unites)(attrs.evolve(u, vivante=v, degats=g) for u, (v, g) in zip(f.unites, etats))
    if reserve:
        if not f.reserve:  # ajouter_formation puts the formations able to teleport in reserve
            raise _erreur(f"{ou}.réserve", "only a formation whose units all have Téléportation waits in reserve")
        if vivantes < len(noms) or pions or demoralisee or a_agi or ralliee:
            raise _erreur(f"{ou}.réserve", "a formation in reserve has not fought yet: no units lost, no blast "
                                           "markers, not broken, rallied nor activated")
    match.formations[f.id] = attrs.evolve(f, unites=unites, pions=pions, demoralisee=demoralisee,
                                          ralliee=ralliee, a_agi=a_agi, action=action, reserve=reserve)
    f = match.formations[f.id]
    if f.sur_table:
        for i in f.vivantes():
            uid = f"{f.id}.{i}"
            colonne = match.profil(f.id, i).colonne
            if (T.a_effet(match.terrain, f.x, f.y, colonne, "infranchissable")
                    and not match.query("terrain infranchissable ignoré", False, unite=uid)):
                raise _erreur(ou, f"({f.x}, {f.y}) is in terrain impassable to its {match.profil(f.id, i).nom} "
                                  f"({colonne}): {', '.join(e.nom for e in match.terrain if e.contient(f.x, f.y))}")


def scenario(description, seed: int = 0) -> EpicMatch:
    """The position ``description`` gives (see the module docstring and README.md).

    Raises :class:`rulekit.ScenarioError` for a description the rules could not
    have reached, naming the key at fault; nothing is returned half built.
    """
    _cles(description, tuple(DEFAUTS), "description")
    d = {**DEFAUTS, **description}
    factions = _factions(d["factions"])
    index, champ = _champ_de_bataille(d["scénario"])
    dernier_tour = feuille().egalite.tour
    tour = _entier(d["tour"], "tour", 1, dernier_tour)
    if d["phase"] not in PHASES:
        raise _erreur("phase", f"unknown phase {d['phase']!r}; accepted: {', '.join(PHASES)}")
    phase = d["phase"]
    joueur = _joueur(d["joueur"], "joueur")
    conserver = _booleen(d["conserver"], "conserver")
    if phase != "action":
        for cle in ("joueur", "conserver"):
            if cle in description:
                raise _erreur(cle, f"only the action phase has a player to activate a formation; in the "
                                   f"{phase} phase the rules decide who acts")

    match = EpicMatch(game="epic_ref", seed=seed,
                      options={"factions": ",".join(factions), "scenario": index},
                      factions=factions, scenario=champ.nom, largeur=champ.largeur, profondeur=champ.profondeur)
    if d["terrain"] is None:
        match.terrain = list(champ.terrain)
    elif isinstance(d["terrain"], (list, tuple)):
        match.terrain = [_element(e, f"terrain[{k}]", match.largeur, match.profondeur)
                         for k, e in enumerate(d["terrain"])]
    else:
        raise _erreur("terrain", f'a list of features, like ["Bois 80 50 20 20"] ([] for an open table); '
                                 f"got {d['terrain']!r:.80}")
    match.objectifs = (list(champ.objectifs) if d["objectifs"] is None
                       else _objectifs(d["objectifs"], match.largeur, match.profondeur))

    if not isinstance(d["formations"], (list, tuple)):
        raise _erreur("formations", f"a list of formations (dicts with keys {', '.join(DEFAUTS_FORMATION)}); "
                                    f"got {d['formations']!r:.80}")
    for k, donnees in enumerate(d["formations"]):
        _formation(match, k, donnees, tour_neuf=(phase == "stratégie"))

    if phase == "stratégie":
        from .strategie import DebutDuTour

        match.tour = tour - 1  # DebutDuTour begins turn ``tour``
        match.push(DebutDuTour())
    elif phase == "fin":
        from .ralliement import FinDuTour

        match.tour = tour
        match.push(FinDuTour())
    else:
        match.tour = tour
        _debut_action(match, joueur, conserver)
    match._settle()
    return match


def _debut_action(match: EpicMatch, joueur: int, conserver: bool) -> None:
    """``joueur`` chooses the next formation to activate (``ChoisirFormation``, as ``Alternance`` pushes it)."""
    moi, lui = restantes(match, joueur), restantes(match, 1 - joueur)
    if not moi:
        autre = (f"player {2 - joueur} has one: make it their turn (\"joueur\": {1 - joueur})" if lui else
                 'no formation is left to activate: start the end phase ("phase": "fin")')
        raise _erreur("joueur", f"player {joueur + 1} has no formation left to activate (on the table, not "
                                f"activated this turn); {autre}")
    if conserver:
        if not lui:
            raise _erreur("conserver", f"player {2 - joueur} has no formation left to activate: player "
                                       f"{joueur + 1} simply goes on, there is no initiative to keep")
        if not any(f.joueur == joueur and f.a_agi for f in match.formations):
            raise _erreur("conserver", f"keeping the initiative follows an activation: give one of player "
                                       f"{joueur + 1}'s formations \"a_agi\": true (or an action)")
    match.dernier, match.conserve = (joueur if conserver else 1 - joueur), False
    match.push(ChoisirFormation(joueur, conserve=conserver))
