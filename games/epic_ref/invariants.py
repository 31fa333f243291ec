"""What every state of an Epic match satisfies, as checks (the ``rulekit_invariants`` hook).

The sheet promises these at every point of a match; the procedures keep them by
construction, and ``rulekit.testing.check_invariants("epic_ref")`` plays random
matches to check that they do. Each ``check(match)`` raises AssertionError naming
what is broken. ``scenario.py`` refuses any description that would start a match
breaking one of them.

Not an invariant here: "markers capped". The sheet caps nothing (a formation shot
to pieces can hold more markers than units), and an assault's casualties do not
break the winning side even when its markers then match its units (only new
markers, dangerous terrain and defeat break a formation): see README.md.
"""

from __future__ import annotations

from rulekit.steps import check_pending_rolls
from rulekit.validators import dangling

from . import table as T
from . import victoire
from .evenements import CAUSES, UniteDetruite
from .feuille import feuille


def champ_de_bataille(match) -> None:
    """The table is one of the scenarios' (its size), the factions the options', every terrain
    feature a row of the sheet's terrain table lying on the table, every objective on the
    table in the half of its camp, at most one base per camp."""
    champs = {s.nom: s for s in T.scenarios()}
    s = champs.get(match.scenario)
    assert s is not None, f"scenario is {match.scenario!r:.60}, none of {', '.join(champs)}"
    assert (match.largeur, match.profondeur) == (s.largeur, s.profondeur), (
        f"a {match.largeur} × {match.profondeur} table, the scenario {s.nom!r} is {s.largeur} × {s.profondeur}")
    if "factions" in match.options:
        voulues = [x.strip() for x in match.options["factions"].split(",")]
        assert match.factions == voulues, f"factions {match.factions}, the options say {voulues}"
    w, d = match.largeur, match.profondeur
    for k, e in enumerate(match.terrain):
        assert e.nom in feuille().terrain, f"terrain[{k}].nom is {e.nom!r:.60}, not a row of the terrain table"
        assert 0 <= e.x and 0 <= e.y and 0 < e.l <= w - e.x and 0 < e.p <= d - e.y, (
            f"terrain[{k}] ({e.nom} at {e.x}, {e.y}, {e.l} × {e.p}) does not lie on the {w} × {d} table")
    bases = set()
    for k, o in enumerate(match.objectifs):
        assert 0 <= o.x <= w and 0 <= o.y <= d, f"objectifs[{k}] at ({o.x}, {o.y}), off the {w} × {d} table"
        assert o.camp == T.moitie(o.y, d), f"objectifs[{k}].camp is {o.camp}, but y = {o.y} is in the other half"
        assert not (o.base and o.camp in bases), f"objectifs[{k}]: a second base of camp {o.camp}"
        if o.base:
            bases.add(o.camp)


def formations_des_armees(match) -> None:
    """Each formation is one its player's army defines (its name, cost and units' profiles, in
    order), its id is its place in the list, and its charge target (``cible``) is an enemy
    formation or none (-1)."""
    n = len(match.formations)
    for k, f in enumerate(match.formations):
        assert f.id == k, f"formations[{k}].id is {f.id}: a formation's id is its place in the list"
        armee = match.armee(f.joueur)
        fd = armee.formations_def.get(f.nom)
        assert fd is not None, (f"formations[{k}].nom is {f.nom!r:.60}, no formation of {armee.nom} "
                                f"(player {f.joueur + 1})")
        assert f.cout == fd.cout, f"formations[{k}].cout is {f.cout}, a {f.nom} costs {fd.cout}"
        profils = tuple(u.profil for u in f.unites)
        assert profils == tuple(fd.unites), f"formations[{k}].unites are {profils}, a {f.nom} is {tuple(fd.unites)}"
        assert f.cible == -1 or (f.cible < n and match.formations[f.cible].joueur != f.joueur), (
            f"formations[{k}].cible is {f.cible}, not an enemy formation")


def procedure(match) -> None:
    """The procedure under way rests on a phase of the turn (the bottom of the stack: the
    strategy roll, the initiative, the activations, the end phase, the victory check), never on
    a step that ends without a successor."""
    from .activation import Alternance, ChoisirFormation
    from .ralliement import FinDuTour
    from .strategie import ChoixPremier, DebutDuTour, JugerStrategie
    from .victoire import ControleVictoire

    if match.over:
        return
    phases = (DebutDuTour, JugerStrategie, ChoixPremier, ChoisirFormation, Alternance, FinDuTour, ControleVictoire)
    assert match.stack and isinstance(match.stack[0], phases), (
        f"the procedure rests on {type(match.stack[0]).__name__ if match.stack else 'nothing'}, not on a phase of "
        f"the turn ({', '.join(p.__name__ for p in phases)})")


def _formation(match, fid) -> bool:
    return 0 <= fid < len(match.formations)


def references(match) -> None:
    """The steps waiting on the stack and the assault group name formations of the match, and
    units of those formations; a step for a formation's choice is its player's; moves stay on
    the table; the actions and their stages are the sheet's."""
    from .actions import ChoisirGeste, Programme
    from .activation import ChoisirFormation, JugerTest, restantes
    from .assaut import FinAttaques, JugerAssaut, Vague, _unites
    from .mouvement import ChoisirDestination, TerrainDangereux
    from .sauvegarde import AppliquerDegats, JetSauvegarde, JugerSauvegarde, Sauvegardes
    from .tir import ResoudreTir

    dangling(match, {"formation": _formation})
    assert all(_formation(match, g) for g in match.groupe), f"groupe is {match.groupe}, not formations of the match"
    fs = match.formations
    actions = feuille().actions
    for i, step in enumerate(match.stack):
        ou = f"stack[{i}] ({type(step).__name__})"
        joueur = getattr(step, "joueur", None)
        fid = getattr(step, "formation", None)
        if joueur is not None and fid is not None:
            assert fs[fid].joueur == joueur, f"{ou}: player {joueur + 1} chooses for formation {fid}, not theirs"
        if isinstance(step, (Sauvegardes, JetSauvegarde, JugerSauvegarde, AppliquerDegats)):
            for k, t in enumerate(step.touches):
                assert t.unite < len(fs[t.formation].unites), f"{ou}: touches[{k}] hits unit {t.formation}.{t.unite}"
        elif isinstance(step, TerrainDangereux):
            assert all(u < len(fs[fid].unites) for u in step.unites), f"{ou}: units {step.unites} of formation {fid}"
        elif isinstance(step, ResoudreTir):
            for k, s in enumerate(step.salves):
                assert all(u < len(fs[step.cible].unites) for u in s.unites), (
                    f"{ou}: salves[{k}] falls on units {s.unites} of formation {step.cible}")
        elif isinstance(step, ChoisirDestination):
            for k, o in enumerate(step.options):
                assert o.formation == fid and 0 <= o.x <= match.largeur and 0 <= o.y <= match.profondeur, (
                    f"{ou}: options[{k}] moves formation {o.formation} to ({o.x}, {o.y}), off the table")
        elif isinstance(step, (Programme, ChoisirGeste, JugerTest)):
            assert step.action in actions, f"{ou}: action {step.action!r:.60} is none of the sheet's"
            etapes = len(actions[step.action].etapes)
            if isinstance(step, Programme):
                assert step.index <= etapes, f"{ou}: stage {step.index} of {step.action}, which has {etapes}"
            elif isinstance(step, ChoisirGeste):
                assert step.index < etapes, f"{ou}: stage {step.index} of {step.action}, which has {etapes}"
        elif isinstance(step, ChoisirFormation):
            assert restantes(match, step.joueur), f"{ou}: player {step.joueur + 1} has no formation left to activate"
            assert not step.conserve or restantes(match, 1 - step.joueur), (
                f"{ou}: keeping the initiative, but player {2 - step.joueur} has no formation left to activate")
        elif isinstance(step, (Vague, FinAttaques, JugerAssaut)):
            assert step.attaquants and step.defenseurs, f"{ou}: an assault without attackers or defenders"
            if isinstance(step, Vague):
                assert len(step.soutien) in (0, 2), f"{ou}: supporting fire of {len(step.soutien)} sides"
            else:
                for side, camp in enumerate((step.attaquants, step.defenseurs)):
                    total = sum(len(fs[x].unites) for x in camp)
                    assert len(_unites(match, camp)) <= step.depart[side] <= total, (
                        f"{ou}: depart[{side}] is {step.depart[side]} units at the start of the assault, "
                        f"{len(_unites(match, camp))} alive now, {total} in all")


def compteurs(match) -> None:
    """The casualty counters only grow (a shot reads its casualties as the difference): those
    a waiting shot read before are not above them, and breaking casualties are casualties."""
    from .tir import PionsApresTir

    pertes, rupture = match.compteurs.get("pertes", 0), match.compteurs.get("pertes rupture", 0)
    assert 0 <= rupture <= pertes, f"compteurs: {rupture} breaking casualties of {pertes}"
    for i, step in enumerate(match.stack):
        if isinstance(step, PionsApresTir):
            assert step.pertes_avant <= pertes and step.rupture_avant <= rupture, (
                f"stack[{i}]: casualties {step.pertes_avant} ({step.rupture_avant} breaking) before the shot, "
                f"{pertes} ({rupture}) now")


def _lectures(step, match) -> dict:
    """The rolls a waiting step reads, with the dice the sheet throws for each."""
    from .actions import Regroupement
    from .activation import JugerTest
    from .assaut import JugerAssaut, ResoudreVague
    from .mouvement import TerrainDangereux
    from .ralliement import JugerRalliement
    from .sauvegarde import JugerSauvegarde
    from .strategie import JugerStrategie, JugerTeleportation
    from .tir import ResoudreTir

    if isinstance(step, ResoudreTir):
        return {f"tir {k + 1} ({s.genre} {s.seuil}+)": s.n for k, s in enumerate(step.salves)}
    if isinstance(step, ResoudreVague):
        return {f"assaut {side + 1}.{k + 1} ({s.seuil}+)": s.n
                for side, salves in enumerate((step.salves_att, step.salves_def)) for k, s in enumerate(salves)}
    if isinstance(step, JugerSauvegarde):
        return {step.key: len(step.touches)}
    if isinstance(step, TerrainDangereux):
        return {"terrain dangereux": len(step.unites)}
    if isinstance(step, JugerTeleportation):
        return {"téléportation": len(match.formations[step.formation].vivantes())}
    if isinstance(step, JugerStrategie):
        return {"stratégie J1": 1, "stratégie J2": 1}
    if isinstance(step, JugerTest):
        return {"test d'action": 1}
    if isinstance(step, JugerRalliement):
        return {"ralliement": 1}
    if isinstance(step, Regroupement):
        return {"regroupement": 2}
    if isinstance(step, JugerAssaut):
        return {"résultat de l'attaquant": 2, "résultat du défenseur": 2}
    return {}


def des_en_attente(match) -> None:
    """The dice waiting on the stack are six-sided, each thrown for the step that reads it, as
    many as the sheet says: a volley's dice, one per hit to save, per unit in dangerous terrain
    or arriving by teleport, 2D6 to regroup or for an assault's result, 1D6 for a test."""
    check_pending_rolls(match, _lectures)


def pions_positifs(match) -> None:
    """A formation's blast markers are never negative (regrouping removes at most those it has)."""
    for f in match.formations:
        assert f.pions >= 0, f"formation {f.id} ({f.nom}) has {f.pions} blast markers"


def objectifs_tenus(match) -> None:
    """« Tenir un objectif »: a player holds an objective exactly when one of their formations able
    to hold (on the table, not broken, not rallied this turn) stands within the holding (edge included)
    distance and none of the enemy's does."""
    d = feuille().tenir.distance
    capables = [(f.joueur, f.pos) for f in match.formations if f.sur_table and not f.demoralisee and not f.ralliee]
    for k, o in enumerate(match.objectifs):
        presents = {joueur for joueur, pos in capables if T.distance(pos, (o.x, o.y)) <= d}
        attendu = next(iter(presents)) if len(presents) == 1 else None
        tenu = victoire.tenu_par(match, o)
        assert tenu == attendu, (f"objective {k + 1} at ({o.x}, {o.y}) counted as held by "
                                 f"{'nobody' if tenu is None else f'player {tenu + 1}'}, but able holders within "
                                 f"{d} cm are players {sorted(p + 1 for p in presents)}")


def demoralisees_ne_tiennent_rien(match) -> None:
    """Broken formations, and those rallied this turn, neither hold nor contest an objective."""
    for f in match.formations:
        if f.demoralisee or f.ralliee:
            assert not victoire.peut_tenir(f), (
                f"formation {f.id} ({f.nom}) is {'broken' if f.demoralisee else 'rallied this turn'} but can hold")


def ralliee_n_est_plus_demoralisee(match) -> None:
    """A formation that rallied this turn is no longer broken (Ralliement clears the one, sets the other)."""
    for f in match.formations:
        assert not (f.ralliee and f.demoralisee), f"formation {f.id} ({f.nom}) is both rallied and broken"


def unites_detruites(match) -> None:
    """Units are destroyed only by the causes the rules list (``evenements.CAUSES``), once each, and a
    unit the log destroyed stays destroyed."""
    vues = set()
    for e in match.events:
        if isinstance(e, UniteDetruite):
            assert e.cause in CAUSES, f"unit {e.formation}.{e.unite} destroyed by an unlisted cause: {e.cause!r}"
            assert (e.formation, e.unite) not in vues, f"unit {e.formation}.{e.unite} destroyed twice"
            vues.add((e.formation, e.unite))
            assert not match.formations[e.formation].unites[e.unite].vivante, (
                f"unit {e.formation}.{e.unite} destroyed ({e.cause}) but alive")


def points_de_structure(match) -> None:
    """A living unit has taken less damage than its structure points (0 for ordinary units)."""
    for f in match.formations:
        for i, u in enumerate(f.unites):
            if u.vivante:
                structure = match.profil(f.id, i).structure
                assert 0 <= u.degats < structure, (
                    f"unit {f.id}.{i} alive with {u.degats} damage and {structure} structure point(s)")


def reserve_de_teleportation(match) -> None:
    """Only formations whose units all teleport wait in reserve, and one in reserve has not fought:
    every unit alive, no blast markers, not broken, not activated."""
    for f in match.formations:
        if f.reserve:
            assert all(match.query("téléportation", False, unite=f"{f.id}.{i}") for i in range(len(f.unites))), (
                f"formation {f.id} ({f.nom}) in reserve without Téléportation")
            assert len(f.vivantes()) == len(f.unites) and not f.pions and not f.demoralisee and not f.a_agi, (
                f"formation {f.id} ({f.nom}) in reserve has fought: {f}")


def sur_la_table(match) -> None:
    """Formations stand on the table (0 ≤ x ≤ width, 0 ≤ y ≤ depth): those in reserve stand where
    they were deployed, destroyed ones where they fell."""
    for f in match.formations:
        assert 0 <= f.x <= match.largeur and 0 <= f.y <= match.profondeur, (
            f"formations[{f.id}] ({f.nom}) at x, y = ({f.x}, {f.y}), off the {match.largeur} × {match.profondeur} "
            f"table")


def action_declaree(match) -> None:
    """A formation with an action this turn has been activated, and the action is one of the sheet's."""
    actions = feuille().actions
    for f in match.formations:
        if f.action:
            assert f.a_agi, f"formation {f.id} ({f.nom}) has an action ({f.action}) but has not been activated"
            assert f.action.split(" (")[0] in actions, f"formation {f.id} ({f.nom}): unknown action {f.action!r}"


def quatre_tours(match) -> None:
    """The match lasts at most four turns, and ends only at the end of a turn when victory is checked
    (3 or 4; the tie-break after the 4th)."""
    dernier = feuille().egalite.tour
    assert 1 <= match.tour <= dernier, f"turn {match.tour}: a match has turns 1 to {dernier}"
    if match.is_over:
        assert match.tour in feuille().victoire.tours, f"the match ended in turn {match.tour}"


INVARIANTS = (champ_de_bataille, formations_des_armees, procedure, references, compteurs, des_en_attente,
              pions_positifs, objectifs_tenus, demoralisees_ne_tiennent_rien, ralliee_n_est_plus_demoralisee,
              unites_detruites, points_de_structure, reserve_de_teleportation, sur_la_table, action_declaree,
              quatre_tours)
