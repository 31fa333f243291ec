"""Scenarios (the ``rulekit_scenario`` hook) and the declared invariants (``rulekit_invariants``)."""

import random
from fractions import Fraction

import attrs
import pytest

import rulekit
from rulekit import CHANCE, ScenarioError
from rulekit.chance import sample
from rulekit.testing import core_invariants, distribution, probability, scenario
from rulekit_games.pocket_tactics import carte, invariants
from rulekit_games.pocket_tactics.etat import Combat, FinDeTour, ResultatCombat
from rulekit_games.pocket_tactics.invariants import INVARIANTS
from rulekit_games.pocket_tactics.regles import CAPTURED, RESERVE
from rulekit_games.pocket_tactics.scenario import DEFAULT_TILES, scenario as build
from rulekit_games.pocket_tactics.tour import Turn

from .conftest import act, roll

#: Every card of the Forêt Sombre but one Sorcière de la Forêt.
ALL_BUT_ONE_SORCIERE = ["Homme-Bête Stalker×3", "Druide", "Homme-Bête Maraudeur×2", "Sorcière de la Forêt",
                        "Homme-Bête Juggernaut×2", "Ranger Maudit"]


def make(description, seed=0):
    return scenario("pocket_tactics", description, seed)


def check_all(match):
    core_invariants(match)
    for check in INVARIANTS:
        check(match)


# --- building ------------------------------------------------------------------------------------
def test_a_description_builds_that_position():
    m = make({"joueur": 1, "factions": "haut_roi,foret_sombre",
              "cases": {"0,0": "Forêt", "0,1": "Colline", "1,0": "Eau"}, "bases": ["0,2", "0,-1"],
              "unités": {"0,1": [0, "Épéiste"], "0,0": "J2 Druide", "1,0": "Lancier"},
              "capturées": {"1": ["Homme-Bête Stalker×2"], "0": ["Archer"]}, "tour": 5, "max_turns": 40}, seed=7)
    assert m.seed == 7 and m.current_player == 1 and isinstance(m.top, Turn) and m.turn == 5
    assert m.first == 0  # player 1 plays turn 6, so player 0 played first
    assert m.factions == ["haut_roi", "foret_sombre"] and m.max_turns == 40
    assert m.board == {"0,0": "Forêt", "0,1": "Colline", "1,0": "Eau", "0,2": "Citadelle", "0,-1": "Cercle du Druide"}
    assert m.bases == ["0,2", "0,-1"] and not any(m.bag.values())
    assert [(u.player, u.card) for u in m.on_map()] == [(0, "Épéiste"), (0, "Lancier"), (1, "Druide")]
    assert m.units[m.unit_at("1,0")].card == "Lancier"
    assert sorted(m.units[u].card for u in m.captured(1)) == ["Homme-Bête Stalker"] * 2
    assert [m.units[u].card for u in m.captured(0)] == ["Archer"]
    assert len(m.in_reserve(0)) == 11 - 2 - 1 and len(m.in_reserve(1)) == 11 - 1 - 2  # the rest stay in reserve
    assert m.events == [] and m.combat is None
    check_all(m)


def test_the_three_ways_of_writing_a_unit_agree():
    forms = [{"0,0": "Épéiste", "0,1": "Druide"}, {"0,0": "J1 Épéiste", "0,1": "J2 Druide"},
             {"0,0": [0, "Épéiste"], "0,1": [1, "Druide"]}]
    saves = {rulekit.dumps(make({"joueur": 1, "unités": u})) for u in forms}
    assert len(saves) == 1


def test_the_default_map_and_bases():
    m = make({})
    assert m.current_player == 0 and m.turn == 0 and m.max_turns == 200
    assert {c: t for c, t in m.board.items() if c not in m.bases} == DEFAULT_TILES
    assert m.bases == ["0,2", "0,-2"]
    assert all(u.where == RESERVE for u in m.units)
    assert {a.label for a in m.legal_actions()} >= {"invoquer Conscrit en 0,1", "invoquer Mage Rouge en 0,1"}


def test_bases_default_off_a_given_map():
    m = make({"cases": {"0,0": "Forêt", "0,1": "Colline"}})
    assert m.bases == ["0,3", "0,-2"]
    assert not any(n in m.board for b in m.bases for n in carte.neighbours(b))  # away: they play no part


def test_the_hook_answers_only_for_this_game():
    from rulekit_games import pocket_tactics

    assert pocket_tactics.rulekit_scenario(game="pocket_battles", description={}, seed=0) is None
    assert pocket_tactics.rulekit_invariants(game="pocket_battles") is None
    assert rulekit.plugins.invariants("pocket_tactics") == list(INVARIANTS)


@pytest.mark.rulekit(game="pocket_tactics", scenario={"joueur": 1, "unités": {"0,0": "Épéiste", "0,1": "Druide"}})
def test_the_pytest_fixture_builds_scenarios(rulekit_scenario):
    assert rulekit_scenario.current_player == 1 and rulekit_scenario.unit_at("0,1") is not None


def card_at(match, cell):
    uid = match.unit_at(cell)
    return None if uid is None else match.units[uid].card


# --- the scenario plays the rules ------------------------------------------------------------------
CONSCRIT_SORCIERE = "attaque proche (Mêlée) : Conscrit en 0,1 contre Sorcière de la Forêt en 0,0"


def test_a_close_attack_between_placed_units_resolves():
    # Conscrit Mêlée 1 2 against Sorcière Mêlée 1 1 on Colline: no terrain advantage, no help
    m = make({"unités": {"0,1": "Conscrit", "0,0": "Sorcière de la Forêt"}})
    act(m, CONSCRIT_SORCIERE)
    roll(m, 6); roll(m, 3, 2); roll(m, 2); roll(m, 5)  # 6 beats 5; 2 does not beat 3 2
    assert not m.is_over
    assert m.units[m.unit_at("0,0")].card == "Conscrit"  # only the defender beaten: the winner takes the tile
    assert m.unit_at("0,1") is None
    assert [m.units[u].card for u in m.captured(1)] == ["Sorcière de la Forêt"] and m.captured(0) == []
    assert m.current_player == 1 and m.turn == 1


def test_both_sides_beaten_at_once():
    m = make({"unités": {"0,1": "Conscrit", "0,0": "Sorcière de la Forêt"}})
    act(m, CONSCRIT_SORCIERE)
    roll(m, 6); roll(m, 1, 1); roll(m, 2); roll(m, 5)  # 6 beats 5 and 2 beats 1 1
    assert m.unit_at("0,0") is None and m.unit_at("0,1") is None
    assert len(m.captured(0)) == len(m.captured(1)) == 1


def test_a_captured_unit_counts():
    """The last Sorcière beaten, every unit of the Forêt Sombre is captured: player 0 wins at the
    end of the turn. With the Druide in reserve instead, the match goes on."""
    for captured, over in ((ALL_BUT_ONE_SORCIERE, True), ([c for c in ALL_BUT_ONE_SORCIERE if c != "Druide"], False)):
        m = make({"unités": {"0,1": "Conscrit", "0,0": "Sorcière de la Forêt"}, "capturées": captured})
        act(m, CONSCRIT_SORCIERE)
        roll(m, 6); roll(m, 6, 6); roll(m, 1); roll(m, 1)
        assert m.is_over is over
        if over:
            assert m.winner == 0 and m.events[-1].reason == "toutes les unités adverses sont capturées"
        else:
            assert m.current_player == 1 and [u.card for u in m.units if u.player == 1 and u.where == RESERVE] == ["Druide"]


def test_turns_played_count_towards_max_turns():
    m = make({"joueur": 1, "tour": 9, "max_turns": 10, "unités": {"0,0": "Épéiste", "0,-1": "Druide"}})
    assert m.first == 0
    act(m, "déplacer Druide de 0,-1 vers 1,-1")
    assert m.is_over and m.winner is None and m.turn == 10


# --- exact outcomes ------------------------------------------------------------------------------------
def p_beats_highest(k: int) -> Fraction:
    """One attack die against k defence dice beats them when it is above the highest (a tie moves
    on to the next attack die, and there is none): sum over x of P(x) P(all k dice < x)."""
    return sum(Fraction(1, 6) * Fraction(x - 1, 6) ** k for x in range(1, 7))


def test_exact_distribution_of_a_distant_attack_from_the_scenario():
    """Stalker (Distance 1 2) shoots the Conscrit (Distance 0 1) on the next tile, both on Colline
    (no terrain advantage), nobody around: no reroll. The Conscrit is beaten when the Stalker's die
    is above his one defence die, 15/36 = 5/12; with no Distance attack die he cannot beat anyone,
    and the Stalker stays on its tile either way."""
    m = make({"joueur": 1, "unités": {"0,1": "Homme-Bête Stalker", "0,0": "Conscrit"}})
    shot = "attaque distante (Distance) : Homme-Bête Stalker en 0,1 contre Conscrit en 0,0"
    result = distribution(m, lambda s: (s.units[s.unit_at("0,1")].card, s.unit_at("0,0") is None),
                          until=FinDeTour, decide=shot)
    assert p_beats_highest(1) == Fraction(5, 12)
    assert result == {("Homme-Bête Stalker", False): Fraction(7, 12), ("Homme-Bête Stalker", True): Fraction(5, 12)}


def test_exact_distribution_of_both_comparisons_once_the_attacker_has_rolled():
    """Conscrit (Mêlée 1 2) attacks the Sorcière (Mêlée 1 1) on Colline, no reroll. The Conscrit
    rolled 4 (attack) and 3 2 (defence): the Sorcière is beaten when her defence die is 1–3 (1/2);
    the Conscrit when her attack die is above his highest defence die, 4–6 (1/2; a 3 ties and his
    2 is not compared: she has no second attack die). The two rolls are independent: 1/4 each."""
    m = make({"unités": {"0,1": "Conscrit", "0,0": "Sorcière de la Forêt"}})
    act(m, CONSCRIT_SORCIERE)
    roll(m, 4); roll(m, 3, 2)
    result = distribution(m, lambda s: next((e.defender_beaten, e.attacker_beaten) for e in reversed(s.events)
                                            if isinstance(e, ResultatCombat)))
    assert result == {k: Fraction(1, 4) for k in ((False, False), (True, False), (False, True), (True, True))}
    # and where the units end: only the defender beaten, the Conscrit takes the tile
    where = distribution(m, lambda s: (card_at(s, "0,0"), card_at(s, "0,1")))
    assert where == {
        ("Conscrit", None): Fraction(1, 4),  # the Sorcière alone beaten: the Conscrit takes her tile
        ("Sorcière de la Forêt", "Conscrit"): Fraction(1, 4),  # nobody beaten: the Conscrit goes back
        ("Sorcière de la Forêt", None): Fraction(1, 4),  # the Conscrit alone beaten
        (None, None): Fraction(1, 4),  # both beaten
    }


def test_exact_probability_with_eternel():
    """Conscrit (Mêlée 1 2) attacks the Ranger Maudit (Mêlée 2 3) on Colline with a 5: the Ranger is
    about to be beaten when his three defence dice are all below 5, (4/6)³ = 8/27; Éternel then
    rolls a die and he stays alive on 4–6, so he is captured with 8/27 × 1/2 = 4/27."""
    m = make({"unités": {"0,1": "Conscrit", "0,0": "Ranger Maudit"}})
    act(m, "attaque proche (Mêlée) : Conscrit en 0,1 contre Ranger Maudit en 0,0")
    roll(m, 5); roll(m, 6, 6); roll(m, 1, 1)  # the Ranger's attack cannot beat 6 6

    def ranger_captured(s):
        return any(u.card == "Ranger Maudit" and u.where == CAPTURED for u in s.units)

    assert probability(m, ranger_captured) == Fraction(4, 27)
    assert m.current_player is CHANCE and len(m.events) > 0  # the walk left the match untouched
    assert probability(m, lambda s: card_at(s, "0,0") == "Conscrit") == Fraction(4, 27)  # he takes the tile


# --- saves and whole matches --------------------------------------------------------------------
def test_a_scenario_round_trips_and_plays_to_the_end_keeping_the_invariants():
    m = make({"joueur": 1, "max_turns": 60,
              "cases": {"0,0": "Forêt", "0,-1": "Eau", "1,-1": "Colline", "-1,0": "Village", "0,1": "Champs",
                        "1,0": "Forêt", "-1,1": "Forêt"},
              "bases": ["0,2", "0,-2"],
              "unités": {"0,0": "Druide", "1,0": "Épéiste", "-1,0": "Mage Rouge", "0,1": "Lancier"},
              "capturées": ["Archer", "Homme-Bête Stalker"]}, seed=3)
    text = rulekit.dumps(m)
    back = rulekit.loads(text)
    assert back == m and rulekit.dumps(back) == text
    for seed in range(4):
        rng = random.Random(seed)
        play = rulekit.loads(text)
        while not play.is_over:
            check_all(play)
            play.apply(sample(play.chance_outcomes(), rng) if play.current_player is CHANCE
                       else rng.choice(play.legal_actions()))
        check_all(play)
        assert play.turn <= 60 and play.turn > 5
        if seed == 0:
            assert m.clone().play_random(random.Random(0)) == play  # the original plays on identically


# --- errors ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("description, words", [
    ("Épéiste en 0,0", ["a dict with the keys"]),
    ({"unites": {}}, ["unknown key", "did you mean 'unités'", "accepted: joueur, factions, cases, bases"]),
    ({"joueur": 2}, ["joueur", "a player is 0"]),
    ({"joueur": True}, ["joueur", "a player is 0"]),
    ({"joueur": "1"}, ["joueur", "a player is 0"]),
    ({"factions": ["haut_roi", "elfes"]}, ["unknown faction 'elfes'", "accepted: haut_roi, foret_sombre"]),
    ({"factions": "haut_roi,haut_roi"}, ["different factions"]),
    ({"cases": {"0,0": "Marais"}}, ["cases['0,0']", "unknown terrain 'Marais'",
                                    "accepted: Village, Eau, Champs, Colline, Forêt"]),
    ({"cases": {"0,0": "Foret"}}, ["did you mean 'Forêt'"]),
    ({"cases": {"a,b": "Forêt"}}, ["a cell is written \"q,r\""]),
    ({"cases": {"0,0": "Forêt", "0, 0": "Forêt"}}, ["given twice"]),
    ({"cases": {"0,0": "Village", "0,1": "Village", "1,0": "Village"}}, ["3 Village tiles", "has 2"]),
    ({"bases": ["0,0", "0,-2"]}, ["bases[0]", "also a terrain tile"]),
    ({"bases": ["0,3", "0,3"]}, ["both bases"]),
    ({"bases": ["0,3"]}, ["two cells"]),
    ({"unités": {"0,0": "Dragon"}}, ["unités['0,0']", "unknown card 'Dragon'", "Épéiste", "Druide"]),
    ({"unités": {"0,0": "Épéiste", "0, 0": "Druide"}}, ["given twice", "one unit per tile"]),
    ({"unités": {"0,2": "Épéiste"}}, ["unités['0,2']", "player 0's base", "no unit stands on a base"]),
    ({"unités": {"5,5": "Épéiste"}}, ["not a tile of the map"]),
    ({"unités": {"0,0": [1, "Épéiste"]}}, ["Épéiste is a card of player 0 (haut_roi), not of player 1"]),
    ({"unités": {"0,0": [3, "Épéiste"]}}, ["a player is 0"]),
    ({"unités": {"0,0": 12}}, ["a unit is a card name"]),
    ({"unités": {"0,0": "Épéiste", "0,1": "Épéiste", "1,0": "Épéiste"}},
     ["3 × Épéiste for player 0", "haut_roi has 2"]),
    ({"unités": {"0,0": "Mage Rouge"}, "capturées": ["Mage Rouge"]}, ["2 × Mage Rouge", "has 1"]),
    ({"capturées": {"1": ["Archer"]}}, ["capturées['1']", "Archer is a card of player 0"]),
    ({"capturées": {"2": ["Archer"]}}, ["capturées['2']", "a player is 0"]),
    ({"capturées": ["Conscrit×0"]}, ["the count after ×"]),
    ({"capturées": "Archer"}, ["a list of card names"]),
    ({"capturées": ALL_BUT_ONE_SORCIERE + ["Sorcière de la Forêt"]}, ["every unit of player 1 is captured"]),
    ({"tour": -1}, ["tour", "whole number"]),
    ({"tour": 200}, ["tour", "max_turns = 200"]),
    ({"max_turns": "10"}, ["max_turns", "whole number"]),
])
def test_bad_descriptions_raise_scenario_error_saying_why(description, words):
    with pytest.raises(ScenarioError) as info:
        make(description)
    message = str(info.value)
    assert message.startswith("pocket_tactics scenario: ")
    for w in words:
        assert w in message, f"{w!r} not in {message!r}"


def test_the_module_function_and_the_hook_agree():
    d = {"joueur": 1, "unités": {"0,0": "Épéiste", "0,1": "Druide"}}
    assert build(d, 5) == make(d, 5)


# --- every declared invariant can fail --------------------------------------------------------------------
def _base():
    return make({"unités": {"0,1": "Conscrit", "0,0": "Sorcière de la Forêt", "1,0": "Archer"},
                 "capturées": ["Druide"]})


def _move(m, card, where):
    uid = next(u.uid for u in m.units if u.card == card)
    _replace(m, attrs.evolve(m.units[uid], where=where))


def _replace(m, unit):
    """A match's units are replaced, never changed in place."""
    m.units = [unit if u.uid == unit.uid else u for u in m.units]


def _broken_armies(m):
    m.units = m.units[:-1]


def _broken_card(m):
    _replace(m, attrs.evolve(m.units[0], card="Druide"))


def _off_the_map(m):
    _move(m, "Épéiste", "9,9")


def _two_on_a_tile(m):
    _move(m, "Épéiste", "0,1")


def _on_a_base(m):
    _move(m, "Épéiste", "0,2")


def _unknown_terrain(m):
    m.board = {**m.board, "0,0": "Marais"}


def _too_many_tiles(m):
    m.board = {**m.board, "5,5": "Village", "6,6": "Village"}  # the default map already has the two Villages


def _tiles_left_in_the_bag(m):
    m.bag = {**m.bag, "Forêt": 1}


def _wrong_player(m):
    m.turn = 1  # player 0 played first, so turn 2 is player 1's, yet player 0 is to play


def _past_the_limit(m):
    m.options = {**m.options, "max_turns": 1}
    m.turn = 2
    m.first = 0


def _combat_at_a_decision(m):
    m.combat = Combat(m.unit_at("0,1"), "0,1", "0,0", "Mêlée", True, (m.unit_at("0,0"),))


def _wiped_out(m):
    for u in m.units:
        if u.player == 1:
            _replace(m, attrs.evolve(u, where=CAPTURED))


def _last_tile_off_the_map(m):
    m.last_tile = "9,9"


def _laying_a_tile_not_in_the_bag(m):
    from rulekit_games.pocket_tactics.mise_en_place import LayTile

    m.stack.append(LayTile(0, "Village"))  # the bag is empty


def _a_step_for_no_unit(m):
    from rulekit_games.pocket_tactics.deplacement import WaterTest

    m.stack.append(WaterTest(len(m.units), "dé de noyade"))


def _an_attack_on_no_tile(m):
    _combat_at_a_decision(m)
    m.combat = attrs.evolve(m.combat, target="9,9")


def _resting_on_a_companion_move(m):
    from rulekit_games.pocket_tactics.deplacement import MoveAlong

    m.stack[0] = MoveAlong(0, 1)  # the turn gone: nothing follows the move


def _a_roll_nobody_reads(m):
    from rulekit.steps import Roll

    m.stack.append(Roll(1, "dé perdu"))


def _too_many_dice_to_drown(m):
    from rulekit.steps import Roll
    from rulekit_games.pocket_tactics.deplacement import WaterTest

    m.push(Roll(3, "dé de noyade"), WaterTest(0, "dé de noyade"))


def _unjustified_win(m):
    m.finish(1, "pour rien")


def _unjustified_draw(m):
    m.finish(None, "pour rien")


BREAKERS = [
    (invariants.full_armies, _broken_armies),
    (invariants.full_armies, _broken_card),
    (invariants.units_accounted_for, _off_the_map),
    (invariants.one_unit_per_tile, _two_on_a_tile),
    (invariants.no_unit_on_a_base, _on_a_base),
    (invariants.tiles_from_the_box, _unknown_terrain),
    (invariants.tiles_from_the_box, _too_many_tiles),
    (invariants.tiles_from_the_box, _tiles_left_in_the_bag),
    (invariants.tiles_from_the_box, _last_tile_off_the_map),
    (invariants.tiles_from_the_box, _laying_a_tile_not_in_the_bag),
    (invariants.names_exist, _a_step_for_no_unit),
    (invariants.names_exist, _an_attack_on_no_tile),
    (invariants.procedure, _resting_on_a_companion_move),
    (invariants.dice_pending, _a_roll_nobody_reads),
    (invariants.dice_pending, _too_many_dice_to_drown),
    (invariants.turns_alternate, _wrong_player),
    (invariants.turns_alternate, _past_the_limit),
    (invariants.combat_in_progress, _combat_at_a_decision),
    (invariants.match_ends_by_the_rules, _wiped_out),
    (invariants.match_ends_by_the_rules, _unjustified_win),
    (invariants.match_ends_by_the_rules, _unjustified_draw),
]


def test_every_invariant_is_tested_below():
    assert {check for check, _ in BREAKERS} == set(INVARIANTS)


@pytest.mark.parametrize("check, breaker", BREAKERS, ids=[f"{c.__name__}-{b.__name__}" for c, b in BREAKERS])
def test_each_invariant_trips_on_a_broken_state(check, breaker):
    m = _base()
    check(m)  # holds before
    breaker(m)
    with pytest.raises(AssertionError):
        check(m)


def test_a_combat_in_progress_is_checked_while_it_lasts():
    m = _base()
    act(m, CONSCRIT_SORCIERE)
    assert m.combat is not None and m.current_player is CHANCE
    invariants.combat_in_progress(m)
    m.combat = attrs.evolve(m.combat, mode="Distance")  # a close attack with Distance
    with pytest.raises(AssertionError, match="close attack with Distance"):
        invariants.combat_in_progress(m)
