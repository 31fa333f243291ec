"""What every state of a Pocket-Tactics match satisfies, as checks (the ``rulekit_invariants`` hook).

The rule book promises these at every point of a match; the procedures keep them
by construction, so a state that breaks one is a bug of the engine (or of a crafted
position). ``rulekit.testing.check_invariants("pocket_tactics")`` plays random
matches and runs them after every step; a test that starts from a scenario runs
them itself. Each ``check(match)`` raises AssertionError saying what is broken.
:func:`.scenario.scenario` refuses any description that would break one.

How an *action* moves a unit (a step, a jump over an ally) is not a property of a
state: the tests check it on the actions themselves.
"""

from __future__ import annotations

from collections import Counter

from rulekit.dsl import JetDeSurvie
from rulekit.steps import check_pending_rolls
from rulekit.validators import dangling

from . import unites, victoire
from .etat import BaseDetruite
from .regles import BAG, CAPTURED, CLOSE_MODES, DISTANT_MODES, RESERVE
from .tour import EndTurn, Turn


def _turn_step(match):
    """The Turn (or EndTurn) step at the bottom of the stack once the turns have begun, else None."""
    bottom = match.stack[0] if match.stack else None
    return bottom if isinstance(bottom, (Turn, EndTurn)) else None


def full_armies(match) -> None:
    """« Chaque ensemble contient ... deux factions complètes »: each player has exactly the
    units of their faction's cards (card counts; 11 a side), wherever they are, uid = index."""
    expected = [(p, c.name) for p, key in enumerate(match.factions)
                for c in unites.faction(key).cards for _ in range(c.count)]
    found = [(u.player, u.card) for u in match.units]
    assert found == expected, (
        f"the units are not the two factions' cards: missing {sorted((Counter(expected) - Counter(found)).elements())}, "
        f"extra {sorted((Counter(found) - Counter(expected)).elements())}")
    wrong = [(i, u.uid) for i, u in enumerate(match.units) if u.uid != i]
    assert not wrong, f"unit uids do not match their index: {wrong}"


def units_accounted_for(match) -> None:
    """Every unit is in its player's reserve, captured, or on a tile of the map."""
    lost = [f"{match.name(u.uid)} en {u.where!r}" for u in match.units
            if u.where not in (RESERVE, CAPTURED) and u.where not in match.board]
    assert not lost, f"units neither in reserve, captured nor on the map: {lost}"


def one_unit_per_tile(match) -> None:
    """A unit moves only onto an unoccupied tile: no tile holds two units."""
    on_map = Counter(u.where for u in match.units if "," in u.where)
    shared = sorted(c for c, n in on_map.items() if n > 1)
    assert not shared, f"two units on one tile: {shared}"


def no_unit_on_a_base(match) -> None:
    """A base is a tile no unit stands on (moving into one's own base is a return to the reserve)."""
    on_bases = [f"{match.name(u.uid)} en {u.where}" for u in match.units if u.where in match.bases and u.where]
    assert not on_bases, f"units on a base: {on_bases}"


def tiles_from_the_box(match) -> None:
    """The map is the box's tiles: terrains of the bag (« 2 Village, 3 Eau, 4 Terrain,
    4 Collines, 7 Forêt ») and the two bases, each where it was laid; no terrain has more
    tiles on the map and in the bag than the box (all of them while tiles are drawn: a tile
    drawn and not yet laid is still counted in the bag), and the bag is empty once the turns
    have begun (« jusqu'à ce que toutes les tuiles terrain aient été placées »); the last
    tile laid is one of the map's; while only one base is laid, it is the first player's."""
    from .mise_en_place import DrawTile, LayTile

    assert not match.last_tile or match.last_tile in match.board, (
        f"last_tile is {match.last_tile!r:.40}, not a tile of the map")
    for i, step in enumerate(match.stack):
        if isinstance(step, LayTile):
            assert match.bag.get(step.terrain, 0) >= 1, (
                f"bag[{step.terrain!r}] is {match.bag.get(step.terrain, 0)}, but a {step.terrain} tile drawn from it "
                f"is being laid (stack[{i}])")
    laid = [p for p in (0, 1) if match.bases[p]]
    assert len(laid) != 1 or laid == [match.first], (
        f"first is {match.first} (player {match.first + 1} places first), but only player {laid[0] + 1}'s base "
        f"is laid")
    base_of = {match.base_name(p): p for p in (0, 1)}
    counts: Counter = Counter()
    for cell, terrain in match.board.items():
        if terrain in BAG:
            counts[terrain] += 1
        else:
            assert terrain in base_of, f"{cell}: unknown terrain {terrain!r}; terrains: {', '.join(BAG)}"
            assert match.bases[base_of[terrain]] == cell, (
                f"{cell} shows the base « {terrain} », laid at {match.bases[base_of[terrain]] or 'nowhere'}")
    for p, cell in enumerate(match.bases):
        if cell:
            assert match.board.get(cell) == match.base_name(p), (
                f"player {p}'s base {cell} shows {match.board.get(cell)!r}, not « {match.base_name(p)} »")
    drawing = any(match.bag.values()) or any(isinstance(s, (DrawTile, LayTile)) for s in match.stack)
    for terrain, n in BAG.items():
        left = match.bag.get(terrain, 0)
        assert left >= 0, f"{left} {terrain} tiles in the bag"
        total = counts[terrain] + left
        assert total == n if drawing else total <= n, (
            f"{counts[terrain]} {terrain} tiles on the map and {left} in the bag; the box has {n}")
    assert not (drawing and _turn_step(match)), f"the turns have begun with tiles left in the bag: {match.bag}"


def turns_alternate(match) -> None:
    """« Le premier joueur entame alors le premier tour », then the players alternate: once
    the turns have begun, one turn step lies at the bottom of the stack, played by ``first``
    after an even number of turns, by the other after an odd one; ``turn`` counts the turns
    played and stays below ``max_turns`` (when set) until the match ends."""
    if match.is_over:
        assert not match.max_turns or match.turn <= match.max_turns, (
            f"{match.turn} turns played, the limit is {match.max_turns}")
        return
    step = _turn_step(match)
    if step is None:
        assert match.turn == 0, f"{match.turn} turns played during the set-up"
        return
    others = [type(s).__name__ for s in match.stack[1:] if isinstance(s, (Turn, EndTurn))]
    assert not others, f"more than one turn in progress: {others} above {type(step).__name__}"
    expected = (match.first + match.turn) % 2
    assert step.player == expected, (
        f"turn {match.turn + 1} is player {step.player}'s, but player {match.first} played first: "
        f"it should be player {expected}'s")
    assert not match.max_turns or match.turn < match.max_turns, (
        f"{match.turn} turns played, the limit is {match.max_turns}, and the match goes on")


def combat_in_progress(match) -> None:
    """An attack (``match.combat``) exists only while it is resolved, never when an action is
    chosen nor after the end; its attacker belongs to the player whose turn it is and is on
    the tile it attacks from (or captured: drowned, beaten); its mode is one of the attack's
    kind (close: Mêlée or Magie; distant: Distance or Magie); it targets the other player's
    units or base, and once its dice are thrown the attacked tile holds one of its defenders. The
    steps of an attack (engaging, throwing and comparing the dice, the rerolls) wait only while it
    is in progress, once each."""
    from .attaque import Compare, Engage, ThrowDice
    from .relances import AbilityRerolls, SituationRerolls

    c = match.combat
    steps = [(i, type(s)) for i, s in enumerate(match.stack)
             if isinstance(s, (Engage, ThrowDice, Compare, AbilityRerolls, SituationRerolls))]
    kinds = [k for _, k in steps]
    for i, kind in steps:
        assert c is not None, f"stack[{i}]: {kind.__name__} of an attack, but no attack is in progress (combat)"
        assert kinds.count(kind) <= (2 if kind is AbilityRerolls else 1), (
            f"stack[{i}]: {kinds.count(kind)} {kind.__name__} steps: one attack is resolved at a time")
    if c is None:
        return
    assert not match.is_over, "the match is over with an attack in progress"
    assert not isinstance(match.top, Turn), "an attack is still in progress when the next action is chosen"
    attacker = match.units[c.attacker]
    step = _turn_step(match)
    when = "the set-up" if step is None else f"player {step.player}'s turn"
    assert step is not None and attacker.player == step.player, f"{match.name(c.attacker)} attacks during {when}"
    assert attacker.where in (c.origin, CAPTURED), (
        f"{match.name(c.attacker)} attacks from {c.origin} but stands in {attacker.where}")
    modes = CLOSE_MODES if c.close else DISTANT_MODES
    assert c.mode in modes, f"a {'close' if c.close else 'distant'} attack with {c.mode} (modes: {', '.join(modes)})"
    enemy = 1 - attacker.player
    if c.base >= 0:
        assert c.base == enemy and match.bases[c.base] == c.target and not c.defenders, (
            f"an attack on a base: base of player {c.base} at {c.target}, defenders {c.defenders}")
    else:
        friends = [match.name(d) for d in c.defenders if match.units[d].player != enemy]
        assert not friends, f"{match.name(c.attacker)} attacks its own side: {friends}"
        from .attaque import Compare

        if any(isinstance(s, Compare) for s in match.stack):  # the dice are thrown: the tile held
            assert match.unit_at(c.target) in c.defenders, (
                f"combat.target is {c.target}, where none of the defenders {list(c.defenders)} stands once the dice "
                f"are thrown (the attack would have been called off)")


def match_ends_by_the_rules(match) -> None:
    """« Le jeu est gagné lorsque qu'une faction a capturé toutes les unités de la faction
    adverse » or by destroying the enemy base; ``max_turns`` ends it in a draw. A finished
    match was ended by one of these; one going on is not past them (captures are checked at
    the end of each turn, so a wiped-out side only shows between two turns)."""
    lost = [p for p in (0, 1) if victoire.all_captured(match, p)]
    limit = bool(match.max_turns) and match.turn >= match.max_turns
    if not match.is_over:
        assert not limit, f"{match.turn} turns played (limit {match.max_turns}) and the match goes on"
        assert not (lost and isinstance(match.top, Turn)), (
            f"every unit of player(s) {lost} is captured and the match goes on")
        return
    if match.winner is None:
        assert len(lost) == 2 or limit, "a draw with units on both sides and turns left"
        return
    loser = 1 - match.winner
    destroyed = {e.player for e in match.events if isinstance(e, BaseDetruite)}
    assert loser in lost or loser in destroyed, (
        f"player {match.winner} won, but player {loser} has units left and their base stands")
    assert match.winner not in lost and match.winner not in destroyed, (
        f"player {match.winner} won with every unit captured or their base destroyed")


def procedure(match) -> None:
    """The procedure under way rests on a step of the set-up or on the turn (the bottom of the
    stack), never on a step that ends without a successor. In the set-up, « les joueurs, en
    commençant par le premier, piochent une tuile à tour de rôle »: the player who draws or lays
    a tile is the first player after an even number of tiles laid; the second base is the
    other player's, laid where there is none yet."""
    from .mise_en_place import DecideOrder, DrawTile, LaySecondBase, LayTile, PlaceUnits

    if match.is_over:
        return
    phases = (DecideOrder, DrawTile, LayTile, LaySecondBase, PlaceUnits, Turn, EndTurn)
    assert match.stack and isinstance(match.stack[0], phases), (
        f"the procedure rests on {type(match.stack[0]).__name__ if match.stack else 'nothing'}, not on the set-up "
        f"or a turn ({', '.join(p.__name__ for p in phases)})")
    laid = sum(1 for terrain in match.board.values() if terrain in BAG)
    for i, step in enumerate(match.stack):
        if isinstance(step, (DrawTile, LayTile)):
            expected = (match.first + laid) % 2
            assert step.player == expected, (
                f"stack[{i}].player is {step.player}, but with first = {match.first} and {laid} tile(s) laid, "
                f"player {expected + 1} draws the next")
        elif isinstance(step, LaySecondBase):
            assert step.player == 1 - match.first and not match.bases[step.player], (
                f"stack[{i}].player is {step.player}, but with first = {match.first} the second base is player "
                f"{2 - match.first}'s, laid where there is none yet")


def _unit(match, uid) -> bool:
    return 0 <= uid < len(match.units)


def _cell(match, cell) -> bool:
    return cell in match.board


def names_exist(match) -> None:
    """The steps waiting on the stack and the attack in progress name units of the match
    and tiles of the map (``rulekit.validators.ref`` marks those fields)."""
    dangling(match, {"unit": _unit, "cell": _cell}, fields=("stack", "combat"))


def _reads(step, match) -> dict:
    """The rolls a step of the stack reads, and how many dice the rules throw for each."""
    from .attaque import ATT_ATT, ATT_DEF, DEF_ATT, DEF_DEF, Compare, defender_dice, dice_of
    from .deplacement import WaterTest
    from .mise_en_place import ORDER_KEY, DecideOrder

    if isinstance(step, Compare):
        assert match.combat is not None, "the dice of an attack are compared, but no attack is in progress"
        attacker = match.combat.attacker
        d_att, d_def = defender_dice(match)
        return {ATT_ATT: dice_of(match, attacker, 0, "attaque"), ATT_DEF: dice_of(match, attacker, 1, "attaque"),
                DEF_ATT: d_att, DEF_DEF: d_def}
    if isinstance(step, WaterTest):
        return {step.key: 1}
    if isinstance(step, DecideOrder):
        return {ORDER_KEY: 1}
    if isinstance(step, JetDeSurvie):
        return {step.key: None}
    return {}


def dice_pending(match) -> None:
    """The dice waiting on the stack are six-sided, each thrown for the step that reads it
    and as many as the rules say (an attack's dice are the units' dice in that attack;
    the drowning test and the placement order one die)."""
    check_pending_rolls(match, _reads)


#: The checks, in the order ``rulekit_invariants`` declares them.
INVARIANTS = (full_armies, procedure, names_exist, units_accounted_for, one_unit_per_tile, no_unit_on_a_base,
              tiles_from_the_box, turns_alternate, combat_in_progress, dice_pending, match_ends_by_the_rules)
