"""A mutated save is either refused or plays to the end without another exception.

The property, for every playable game and the toy game: a random mid-match save with one
scalar of its state replaced by another value of the same JSON type
(:mod:`rulekit.testing.mutations`: a whole number by its neighbour, zero, a negative or a huge
one; a boolean by its opposite; a text by another text of the same save) is refused by
``rulekit.loads`` (a SaveError) or loads and plays to the end, no other exception, in a
bounded number of steps.

Below it, one regression test per kind of mutation that used to load and then fail in play
(found by sweeps of thousands of mutations per game): the exact mutation is a SaveError whose
message names the field at fault. Field ranges are the records' attrs validators
(``rulekit.validators``); what involves several fields is each game's invariants.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import SaveError
from rulekit.testing import course_de_des
from rulekit.testing.mutations import leaves, mutate, outcome, replacements, texts
from rulekit.testing.strategies import advance, matches

course_de_des.register()
GAMES = sorted(name for name, game in rulekit.games().items() if game.playable)
#: examples and the longest random prefix per game: the whole file runs in about 10 s
BUDGET = {"course_de_des": (100, 40), "pocket_tactics": (100, 150), "pocket_battles": (100, 150), "epic_ref": (60, 150)}
SETTINGS = dict(deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def test_every_playable_game_is_mutated():
    assert set(GAMES) == set(BUDGET)


@st.composite
def mutated_saves(draw, game):
    """(save text, path, old value, new value): a random mid-match save with one scalar changed:
    one of the match's own fields, of a step waiting on the stack, or of the event log."""
    match = draw(matches(game, max_steps=BUDGET[game][1]))
    text = rulekit.dumps(match)
    data = json.loads(text)
    regions = {"fields": [], "stack": [], "events": []}
    for p, v in leaves(data["state"]):
        regions.get(p[0], regions["fields"]).append((p, v))
    region = draw(st.sampled_from([r for r in ("fields", "stack", "events") if regions[r]]))
    path, value = draw(st.sampled_from(regions[region]))
    new = draw(st.sampled_from(replacements(value, texts(data)) or [value]))
    return mutate(text, ("state", *path), new), path, value, new


def _property(game):
    @settings(max_examples=BUDGET[game][0], **SETTINGS)
    @given(mutated_saves(game))
    def check(mutation):
        text, path, old, new = mutation
        result = outcome(text)
        assert result in ("refused", "played"), f"{path}: {old!r:.40} -> {new!r:.40}: {result}"

    return check


@pytest.mark.parametrize("game", GAMES)
def test_a_mutated_save_is_refused_or_plays_to_the_end(game):
    _property(game)()


# --- the failures the sweeps found, each now a SaveError naming the field ------------------------

#: the options of the regression cases that need them
OPTIONS = {"pb-armies-built-out-of-order": {"armies": "construire"}}


def position(game, seed, where, limit=600, **options):
    """The first state of the seeded random match where ``where(match)`` holds."""
    match = rulekit.load_game(game).new_match(seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(limit):
        if where(match):
            return match
        assert not match.is_over, f"{game} seed {seed}: the match ended before the position sought"
        advance(match, rng, 1)
    raise AssertionError(f"{game} seed {seed}: no such position in {limit} steps")


def on_stack(kind, **fields):
    """A test: some step of type ``kind`` (its class name) is on the stack, with these fields."""
    def where(match):
        return any(type(s).__name__ == kind and all(getattr(s, k) == v for k, v in fields.items())
                   for s in match.stack)

    return where


def at_step(kind):
    """The path to the topmost step of type ``kind``."""
    def path(match):
        i = max(i for i, s in enumerate(match.stack) if type(s).__name__ == kind)
        return ("stack", i)

    return path


def _top_roll(match):
    return match.current_player is rulekit.CHANCE and type(match.top).__name__ == "Roll"


def _formation_on_table(match):
    return match.tour >= 1 and len(match.formations) > 1 and match.formations[1].sur_table


def _choosing_formation_alone(match):
    """Epic: a player chooses a formation to activate while the other has none left."""
    from rulekit_games.epic_ref.activation import restantes

    top = match.top
    return type(top).__name__ == "ChoisirFormation" and not top.conserve and not restantes(match, 1 - top.joueur)


def _stack_path(kind, *rest):
    return lambda match: (*at_step(kind)(match), *rest)


# (id, game, seed, where, path (or a function of the match), new value, what the message must say)
CASES = [
    # Pocket-Tactics
    ("pt-first", "pocket_tactics", 1, on_stack("LayTile"), ("first",), -1, r"first is -1, not a player"),
    ("pt-first-swapped", "pocket_tactics", 2, on_stack("LayTile"), lambda m: ("first",), None,
     r"procedure: stack\[0\]\.player is \d, but with first = \d and \d+ tile\(s\) laid, player \d draws"),
    ("pt-second-base-by-the-first", "pocket_tactics", 4, on_stack("LaySecondBase"),
     _stack_path("LaySecondBase", "player"), None,
     r"procedure: stack\[0\]\.player is \d, but with first = \d the second base is player \d's"),
    ("pt-last-tile", "pocket_tactics", 7, on_stack("DrawTile"), ("last_tile",), "Mage Rouge",
     r"last_tile is 'Mage Rouge', not a tile of the map"),
    ("pt-tile-not-in-bag", "pocket_tactics", 2, on_stack("LayTile"), None, 0,
     r"tiles_from_the_box: bag\['\w+'\] is 0, but a \w+ tile drawn from it is being laid"),
    ("pt-step-player", "pocket_tactics", 4, on_stack("Turn"), _stack_path("Turn", "player"), 7 * 10**21,
     r"stack\[\d+\]: ValueError: player is 7000000000000000000000, not a player"),
    ("pt-combat-target", "pocket_tactics", 3, lambda m: m.combat is not None and _top_roll(m),
     ("combat", "target"), "rulekit-save", r"names_exist: combat\.target is 'rulekit-save', which names no cell"),
    ("pt-combat-target-moved", "pocket_tactics", 3, lambda m: m.combat is not None and _top_roll(m)
     and m.combat.base < 0, ("combat", "target"), None,
     r"combat_in_progress: combat\.target is -?\d+,-?\d+, where none of the defenders \[\d+(, \d+)*\] stands"),
    ("pt-two-comparisons", "pocket_tactics", 3, lambda m: _top_roll(m) and on_stack("SituationRerolls")(m),
     _stack_path("SituationRerolls", "type"), "Compare",
     r"combat_in_progress: stack\[\d+\]: 2 Compare steps: one attack is resolved at a time"),
    ("pt-top-runs-by-itself", "pocket_tactics", 1, lambda m: type(m.top).__name__ == "PlaceUnits",
     lambda m: ("stack", len(m.stack) - 1, "left"), 0,
     r"stack\[\d+\] \(PlaceUnits\) runs by itself, but a match is saved at a decision or a chance node"),
    ("pt-roll-key", "pocket_tactics", 3, lambda m: m.combat is not None and _top_roll(m),
     _stack_path("Roll", "key"), "2,-4", r"dice_pending: stack\[\d+\]: a roll for '2,-4', which no step"),
    ("pt-roll-sides", "pocket_tactics", 3, lambda m: m.combat is not None and _top_roll(m),
     _stack_path("Roll", "sides"), 0, r"stack\[\d+\]: ValueError: sides is 0: a die has at least one face"),
    ("pt-roll-dice", "pocket_tactics", 3, lambda m: m.combat is not None and _top_roll(m),
     _stack_path("Roll", "n"), 10**6, r"stack\[\d+\]: ValueError: n: 1000000 dice of 6 faces"),
    ("pt-roll-more-dice", "pocket_tactics", 3, lambda m: m.combat is not None and _top_roll(m),
     _stack_path("Roll", "n"), 13, r"dice_pending: stack\[\d+\]: 13 dice for .*, the rule throws \d"),
    # Pocket Battles
    ("pb-step-player", "pocket_battles", 1, on_stack("Action"), _stack_path("Action", "joueur"), 2,
     r"stack\[\d+\]: ValueError: joueur is 2, not a player"),
    ("pb-attacker", "pocket_battles", 1, on_stack("Placer"), ("attaquant",), 2,
     r"attaquant is 2, not one of 0 or 1 or -1"),
    ("pb-attacker-unknown", "pocket_battles", 1, on_stack("Placer"), ("attaquant",), -1,
     r"ordre_de_jeu: attaquant is -1 after the attacker's roll"),
    ("pb-size", "pocket_battles", 1, on_stack("Placer"), ("taille",), -65, r"taille is -65, not one of"),
    ("pb-orders-before-battle", "pocket_battles", 1, on_stack("Placer"), ("unites", 0, "ordres"), 10**6,
     r"jetons_conserves: unites\[0\] \(\w+\) holds tokens before the battle: ordres is 1000000"),
    ("pb-tokens-before-battle", "pocket_battles", 1, on_stack("Placer"), ("reserve", 0), 7 * 10**21,
     r"jetons_conserves: reserve\[0\] is 7000000000000000000000 and de_cote\[0\] 0"),
    ("pb-target", "pocket_battles", 3, on_stack("Frapper"), _stack_path("Frapper", "cible"), "+1 Tirs",
     r"unites_nommees: stack\[\d+\]\.cible is '\+1 Tirs', which names no unité"),
    ("pb-other-players-action", "pocket_battles", 1, on_stack("Action"), _stack_path("Action", "joueur"), None,
     r"procedure: stack\[\d+\]: Action of player \d in player \d's turn"),
    ("pb-turn-end-gone", "pocket_battles", 1, on_stack("FinTour"), ("stack", 0, "type"), "Action",
     r"procedure: the procedure rests on Action"),
    ("pb-armies-built-out-of-order", "pocket_battles", 43, on_stack("ChoisirTroupes", joueur=0),
     _stack_path("FormerUnites", "joueur"), 1, r"procedure: stack\[3\] is FormerUnites\(joueur=1\): the armies are built"),
    ("pb-order-of-another-unit", "pocket_battles", 1, lambda m: any(
        type(s).__name__ in ("ChoisirCible", "Charge", "Reaction", "ChoisirCibleCharge", "Poursuivre",
                             "DeplacementTactique") for s in m.stack), None, None,
     r"procedure: stack\[\d+\]\.unite is '\w+' \(\w+\), a unit given no order this turn"),
    # Epic
    ("er-terrain", "epic_ref", 2, _formation_on_table, ("terrain", 1, "nom"), "Boyz Orks",
     r"champ_de_bataille: terrain\[1\]\.nom is 'Boyz Orks', not a row of the terrain table"),
    ("er-formation-id", "epic_ref", 2, _formation_on_table, ("formations", 3, "id"), 4,
     r"formations_des_armees: formations\[3\]\.id is 4"),
    ("er-formation-player", "epic_ref", 3, _formation_on_table, ("formations", 7, "joueur"), 0,
     r"formations_des_armees: formations\[7\]\.nom is .*, no formation of Space Marines"),
    ("er-unit-profile", "epic_ref", 3, _formation_on_table, ("formations", 6, "unites", 0, "profil"), "Taillis",
     r"formations_des_armees: formations\[6\]\.unites are \('Taillis'"),
    ("er-off-the-table", "epic_ref", 1, _formation_on_table, ("formations", 1, "x"), 7 * 10**21,
     r"sur_la_table: formations\[1\] .* at x, y = \(7000000000000000000000, \d+\), off the 180 × 120 table"),
    ("er-step-player", "epic_ref", 2, on_stack("ChoisirFormation"), _stack_path("ChoisirFormation", "joueur"),
     10**6, r"stack\[\d+\]: ValueError: joueur is 1000000, not a player"),
    ("er-keep-initiative", "epic_ref", 4, _choosing_formation_alone, _stack_path("ChoisirFormation", "conserve"),
     True, r"references: stack\[\d+\] \(ChoisirFormation\): keeping the initiative, but player \d has no formation"),
    ("er-step-formation", "epic_ref", 4, on_stack("ChoisirDestination"),
     _stack_path("ChoisirDestination", "formation"), 10**6,
     r"stack\[\d+\]\.formation is 1000000, which names no formation"),
    ("er-destination", "epic_ref", 4, on_stack("ChoisirDestination"),
     _stack_path("ChoisirDestination", "options", 1, "y"), 10**6,
     r"references: stack\[\d+\] \(ChoisirDestination\): options\[1\] moves formation \d+ to \(\d+, 1000000\)"),
    ("er-roll-dice", "epic_ref", 4, _top_roll, _stack_path("Roll", "n"), 7 * 10**21,
     r"stack\[\d+\]: ValueError: n: 7000000000000000000000 dice"),
    ("er-roll-more-dice", "epic_ref", 4, _top_roll, _stack_path("Roll", "n"), 23,
     r"des_en_attente: stack\[\d+\]: 23 dice for .*, the rule throws \d"),
    # the core, any game
    ("winner", "pocket_tactics", 1, on_stack("Turn"), ("winner",), 7, r"winner is 7, not a player"),
    # the toy game
    ("toy-step-player", "course_de_des", 1, on_stack("Decision"), _stack_path("Decision", "player"), -1,
     r"stack\[0\]: ValueError: player is -1, not a player"),
    ("toy-roll-at-the-bottom", "course_de_des", 1, on_stack("Suite"), ("stack", 0, "type"), "Jet",
     r"procedure: the stack is \['Jet'"),
]


def _resolve(case, match):
    """The path and value of a case whose path or value depends on the position."""
    name, game, seed, where, path, value, message = case
    if name == "pt-tile-not-in-bag":
        terrain = match.top.terrain
        return ("bag", terrain), 0
    if name == "pt-first-swapped":
        return ("first",), 1 - match.first
    if name == "pt-combat-target-moved":  # another tile of the map: the attacker's own
        return ("combat", "target"), match.combat.origin
    if name == "pt-second-base-by-the-first":
        return ("stack", 0, "player"), match.first
    if name == "pb-order-of-another-unit":
        i, step = next((i, s) for i, s in enumerate(match.stack) if hasattr(s, "unite") and s.unite in match.ordonnees)
        other = next(u.id for u in match.unites if u.id not in match.ordonnees)
        return ("stack", i, "unite"), other
    if name == "pb-other-players-action":
        i = at_step("Action")(match)[1]
        return ("stack", i, "joueur"), 1 - match.stack[i].joueur
    return (path(match) if callable(path) else path), value


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_each_kind_of_mutation_found_is_refused_naming_the_field(case):
    name, game, seed, where, _, _, message = case
    match = position(game, seed, where, **OPTIONS.get(name, {}))
    path, value = _resolve(case, match)
    text = rulekit.dumps(match)
    rulekit.loads(text)  # the position itself loads
    with pytest.raises(SaveError) as refused:
        rulekit.loads(mutate(text, ("state", *path), value))
    assert re.search(message, str(refused.value)), str(refused.value)


def test_an_event_of_the_log_that_cannot_be_told_is_refused():
    """The log does not change how a match goes on, but ``match.log()`` must still read it."""
    match = position("pocket_tactics", 5, lambda m: any(type(e).__name__ == "Deplacement" for e in m.events))
    i = next(i for i, e in enumerate(match.events) if type(e).__name__ == "Deplacement")
    text = mutate(rulekit.dumps(match), ("state", "events", i, "how"), "Champs")
    with pytest.raises(SaveError, match=rf"events\[{i}\] \(Deplacement\) cannot be told \(KeyError: 'Champs'\)"):
        rulekit.loads(text)
