"""The occupation kept per state (:mod:`.occupation`) never answers from another state: the
units, the map or the bases edited by hand, a copy, a step undone."""

import random

import attrs

from rulekit import CHANCE
from rulekit.chance import sample
from rulekit_games.pocket_tactics import tour
from rulekit_games.pocket_tactics.occupation import Occupation, occupation


def _fresh(m):
    """The occupation worked out from scratch (nothing kept)."""
    return Occupation(m)


def _with(units, unit):
    """The units with ``unit`` in place of the one of its uid (a match's units are replaced, never
    changed in place)."""
    return [unit if u.uid == unit.uid else u for u in units]


def _same(a, b):
    return (a.at, a.free_list, a.on_map, a.reserve, a.standing, a.cells) == (
        b.at, b.free_list, b.on_map, b.reserve, b.standing, b.cells)


def _midgame(game, seed=3, steps=120):
    m = game.new_match(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    return m


def test_a_unit_moved_by_hand_is_seen(game):
    m = _midgame(game)
    before = occupation(m)
    u = next(u for u in m.units if "," in u.where)
    free = occupation(m).free_list[0]
    m.units = _with(m.units, attrs.evolve(u, where=free))  # no event, no _forget()
    after = occupation(m)
    assert after is not before and _same(after, _fresh(m))
    assert m.unit_at(free) == u.uid and m.unit_at(u.where) is None


def test_a_tile_or_a_base_changed_by_hand_is_seen(game):
    m = _midgame(game)
    occupation(m)
    cell = occupation(m).free_list[-1]
    m.board = {**{c: t for c, t in m.board.items() if c != cell}, "40,40": "Forêt"}  # as many tiles, not the same
    assert cell not in occupation(m).free and "40,40" in occupation(m).free
    assert _same(occupation(m), _fresh(m))
    m.bases = ["40,40", m.bases[1]]
    assert "40,40" not in occupation(m).free and _same(occupation(m), _fresh(m))


def test_the_turn_lists_the_actions_of_the_state_as_it_is(game):
    """The legal actions, worked out again after an edit by hand, are those of a match that was
    in the edited state from the start (its own occupation)."""
    m = _midgame(game)
    while not isinstance(m.top, tour.Turn):
        m.apply(sample(m.chance_outcomes(), random.Random(0)) if m.current_player is CHANCE
                else m.legal_actions()[0])
    player = m.top.player
    tour.turn_actions(m, player)
    u = next(u for u in m.units if u.player == player and "," in u.where)
    m.units = _with(m.units, attrs.evolve(u, where="réserve"))
    copy = m.clone()
    copy.__dict__.pop("_occupation", None)
    assert tour.turn_actions(m, player) == tour.turn_actions(copy, player)


def test_a_copy_and_an_undone_step_read_their_own_state(game):
    m = _midgame(game)
    c = m.clone()
    rng = random.Random(5)
    for _ in range(30):
        if c.is_over:
            break
        c.apply(sample(c.chance_outcomes(), rng) if c.current_player is CHANCE else rng.choice(c.legal_actions()))
        assert _same(occupation(c), _fresh(c))
    assert _same(occupation(m), _fresh(m))
