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


def test_a_move_worked_out_from_the_occupation_before_is_the_one_read_afresh(game):
    """:meth:`Occupation.moved` (a unit moving on the map, kept by the event that moves it) gives
    what reading every unit gives, for every unit and free tile of random states; any other change
    (onto a held tile, from the reserve, to another player) is left to the full reading."""
    from rulekit.frozen import FrozenList

    checked = 0
    for seed in range(4):
        m = _midgame(game, seed=seed, steps=60 + 20 * seed)
        occ = Occupation(m)
        for u in [u for u in m.units if "," in u.where]:
            for cell in occ.free_list[:5]:
                moved = attrs.evolve(u, where=cell)
                units = FrozenList(_with(m.units, moved))
                derived = occ.moved(units, u, moved)
                copy = m.clone()
                copy.units = units
                fresh = Occupation(copy)
                assert derived is not None and derived.units is units
                assert _same(derived, fresh) and derived.free == fresh.free and derived.first == fresh.first
                checked += 1
            held = next(v.where for v in m.units if "," in v.where and v is not u)
            assert occ.moved(FrozenList(_with(m.units, attrs.evolve(u, where=held))), u,
                             attrs.evolve(u, where=held)) is None
            assert occ.moved(m.units, u, attrs.evolve(u, player=1 - u.player, where=occ.free_list[0])) is None
        for u in [u for u in m.units if u.where == "réserve"][:2]:
            assert occ.moved(m.units, u, attrs.evolve(u, where=occ.free_list[0])) is None
    assert checked > 20


def test_the_occupation_kept_after_each_event_is_the_one_read_afresh(game):
    """At every step of random matches, the occupation the match keeps (worked out from the one
    before by a move, or read afresh) is the one read from scratch."""
    for seed in range(6):
        m = game.new_match(seed=seed)
        rng = random.Random(seed)
        while not m.is_over:
            m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
            kept = occupation(m)
            assert _same(kept, _fresh(m)) and kept.free == _fresh(m).free
