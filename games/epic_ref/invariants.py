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

from . import table as T
from . import victoire
from .evenements import CAUSES, UniteDetruite
from .feuille import feuille


def pions_positifs(match) -> None:
    """A formation's blast markers are never negative (regrouping removes at most those it has)."""
    for f in match.formations:
        assert f.pions >= 0, f"formation {f.id} ({f.nom}) has {f.pions} blast markers"


def objectifs_tenus(match) -> None:
    """« Tenir un objectif »: a player holds an objective exactly when one of their formations able
    to hold (on the table, not broken, not rallied this turn) stands strictly within the holding
    distance and none of the enemy's does."""
    d = feuille().tenir.distance
    capables = [(f.joueur, f.pos) for f in match.formations if f.sur_table and not f.demoralisee and not f.ralliee]
    for k, o in enumerate(match.objectifs):
        presents = {joueur for joueur, pos in capables if T.distance(pos, (o.x, o.y)) < d}
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
    """Formations on the table stand on it (0 ≤ x ≤ width, 0 ≤ y ≤ depth)."""
    for f in match.formations:
        if f.sur_table:
            assert 0 <= f.x <= match.largeur and 0 <= f.y <= match.profondeur, (
                f"formation {f.id} ({f.nom}) at ({f.x}, {f.y}), off the {match.largeur} × {match.profondeur} table")


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


INVARIANTS = (pions_positifs, objectifs_tenus, demoralisees_ne_tiennent_rien, ralliee_n_est_plus_demoralisee,
              unites_detruites, points_de_structure, reserve_de_teleportation, sur_la_table, action_declaree,
              quatre_tours)
