"""The turn's fast paths give what the straightforward computations give.

Listing a turn's actions skips work when no ability in play may answer about a unit (its moves
are then one step or one jump, its attacks the tiles next to it in every mode its card has dice
for), and keeps what only the map decides (the tiles of a terrain, the line of fire, where a
step may end) once per map. The straightforward computations are kept here, as they were before
the shortcuts, and compared with the game's over random matches, at every turn, in order."""

from __future__ import annotations

import random

import pytest

from rulekit.abilities import answers
from rulekit.testing.strategies import advance
from rulekit_games.pocket_tactics import attaque, carte, deplacement, invocation, match as match_mod, tour, unites
from rulekit_games.pocket_tactics.etat import Deplacement
from rulekit_games.pocket_tactics.occupation import Occupation, occupation
from rulekit_games.pocket_tactics.regles import CLOSE_MODES, DEFAULT_REACH, DISTANT_MODES


# --- the straightforward computations ---------------------------------------------------------
def moves(match, player: int) -> list:
    """Every unit's moves: :func:`deplacement.destinations` (steps, jumps, what abilities add), by
    coordinates, then the return to the reserve from next to its own base."""
    acts = []
    home = carte.neighbours(match.bases[player])
    for u in match.units:
        if u.player != player or "," not in u.where or not deplacement.may_move(match, u.uid):
            continue
        cells = deplacement.destinations(match, u.uid, occ=Occupation(match))
        acts += [deplacement.Move(u.uid, u.where, c, u.card) for c in sorted(cells, key=carte.coords)]
        if u.where in home:
            acts.append(deplacement.Return(u.uid, u.where, u.card))
    return acts


def attacks(match, player: int) -> list:
    """Every unit's attacks, each tile and mode asked of the abilities (as before the shortcuts)."""
    acts = []
    board = match.board
    tiles = {u.where for u in match.units if u.player != player and "," in u.where} | {match.bases[1 - player]}
    at = Occupation(match).at
    for u in match.units:
        uid, where = u.uid, u.where
        if u.player != player or "," not in where:
            continue
        near = sorted((c for c in carte.neighbours(where) if c in tiles), key=carte.coords)
        close = near
        if answers(match, "destinations", uid):
            normal = tuple(c for c in carte.neighbours(where) if c in board)
            close = match.query("destinations", normal, unit=uid, action="attaquer", terrain=board.get(where))
            close = sorted({c for c in close if c in tiles}, key=carte.coords)
        r = attaque.reach(match, uid)
        distant = [c for c in sorted(tiles, key=carte.coords) if carte.in_range(board, where, c, r)]
        if r == DEFAULT_REACH == 1:
            assert distant == near
        if not match.query("permis", True, unit=uid, action="attaquer", terrain=board.get(where)):
            continue
        dice = match.card(uid).dice
        for cells, kind, all_modes, is_close in ((close, "Attaque Proche", CLOSE_MODES, True),
                                                 (distant, "Attaque Distante", DISTANT_MODES, False)):
            modes = [m for m in all_modes if dice[m][0] > 0 and attaque._may(match, uid, kind, m)]
            for cell in cells:
                for m in modes:
                    whom = attaque._enemy_at(match, player, cell, at, kind, m)
                    if whom:
                        acts.append(attaque.Attack(uid, where, cell, m, is_close, u.card, whom))
    return acts


def summons(match, player: int) -> list:
    """One summon per card in reserve (its first unit) and tile it may be summoned onto."""
    acts, seen = [], set()
    for u in match.units:
        if u.player != player or u.where != "réserve" or u.card in seen:
            continue
        seen.add(u.card)
        acts += [invocation.Summon(u.uid, c, u.card) for c in invocation.summon_cells(match, u.uid, Occupation(match))]
    return acts


def tiles(match, terrain=None, free=None) -> list:
    """:meth:`PocketTactics.tiles` as first written."""
    occ = {**Occupation(match).at, **dict.fromkeys(match.being_taken(), -1)}
    return [c for c in sorted(match.board, key=carte.coords) if c not in match.bases
            and (terrain is None or match.board[c] == terrain) and (free is None or (c not in occ) == free)]


def how(match, move) -> str:
    """How a move is made (« saut », « capacité »...), from the unit's destinations."""
    return deplacement.destinations(match, move.uid).get(move.dst, "")


# --- the comparisons ----------------------------------------------------------------------------
def _turns(game, seeds):
    """Every state at the start of a turn's decision, in random matches."""
    for seed in seeds:
        m = game.new_match(seed=seed)
        rng = random.Random(seed)
        while not m.is_over:
            if isinstance(m.top, tour.Turn):
                yield m
            advance(m, rng, 1)


def _check(m):
    player = m.top.player
    listed = m.legal_actions()
    expected = moves(m, player) + attacks(m, player) + summons(m, player)
    assert listed == (expected or [tour.Pass()])
    fresh = Occupation(m)
    kept = occupation(m)
    assert (kept.at, kept.free, kept.on_map, kept.reserve, kept.standing, kept.cells) == (
        fresh.at, fresh.free, fresh.on_map, fresh.reserve, fresh.standing, fresh.cells)
    for terrain in (None, "Forêt", "Eau", "Colline"):
        for free in (None, True, False):
            assert m.tiles(terrain, free) == tiles(m, terrain, free)
    for move in [a for a in listed if isinstance(a, deplacement.Move)][:4]:
        expected_how = how(m, move)
        copy = m.clone()
        copy.apply(move)
        done = [e for e in copy.events[len(m.events):] if isinstance(e, Deplacement) and e.unit == move.uid]
        assert done[0].how == expected_how


def test_the_turns_of_random_matches(game):
    for m in _turns(game, range(12)):
        _check(m)


def test_the_other_faction_first(game):
    for seed in range(4):
        m = game.new_match(seed=seed, factions="foret_sombre,haut_roi")
        rng = random.Random(seed)
        while not m.is_over:
            if isinstance(m.top, tour.Turn):
                _check(m)
            advance(m, rng, 1)


@pytest.mark.parametrize("card", ["Druide", "Archer", "Homme-Bête Stalker", "Lancier"])
def test_without_an_ability(game, monkeypatch, card):
    """A card without its ability takes the fast paths: the same lists as the straightforward ones."""
    import attrs

    cards = dict(unites.all_cards())
    cards[card] = attrs.evolve(cards[card], abilities=())
    monkeypatch.setattr(unites, "all_cards", lambda: cards)
    monkeypatch.setattr(match_mod, "_IN_PLAY", {})
    for m in _turns(game, range(3)):
        _check(m)


def test_step_cells_are_the_steps(game):
    """:func:`deplacement.step_cells` (the map's ends of a step, kept per map) against
    :func:`deplacement.steps`, for every unit on the map."""
    for m in _turns(game, range(6)):
        occ = occupation(m)
        for u in m.units:
            if "," in u.where:
                straight = deplacement.steps(m, u.uid, u.where, occ)
                assert deplacement.step_cells(m, u.uid, occ) == tuple(sorted(straight, key=carte.coords))


def test_the_first_units_listed_once_per_state(game):
    """The set-up's placements, kept per state for the repeated « who acts? », are those a copy
    that never listed them works out."""
    from rulekit_games.pocket_tactics.mise_en_place import PlaceUnits

    for seed in range(8):
        m = game.new_match(seed=seed)
        rng = random.Random(seed)
        while not isinstance(m.top, tour.Turn):
            if isinstance(m.top, PlaceUnits):
                listed = m.legal_actions()
                copy = m.clone()
                copy.__dict__.pop("_placing", None)
                copy.__dict__.pop("_occupation", None)
                assert listed == copy.top.actions(copy) and listed
            advance(m, rng, 1)


#: abilities answering each query a turn's listing asks (« portée », « permis », « destinations »),
#: for moves and attacks, some on cards that have one already
OTHER_ABILITIES = {
    "Homme-Bête Stalker": ("Un Homme-Bête Stalker peut se déplacer de deux tuiles.",),
    "Conscrit": ("Au lieu de déplacer un Conscrit normalement, vous pouvez aller sur ou lancer une attaque "
                 "contre n'importe quelle tuile Colline.",),
    "Lancier": ("Un Lancier ne peut pas attaquer en Mêlée.", "Un Lancier ne peut pas se déplacer."),
    "Épéiste": ("Un Épéiste ne peut pas attaquer avec Magie.", "Un Épéiste ne peut pas aller sur une tuile Eau."),
    "Mage Rouge": ("Un Mage Rouge peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance.",
                   "Un Mage Rouge peut se déplacer de deux tuiles."),
}


def _other_abilities(monkeypatch) -> None:
    """Give the cards of :data:`OTHER_ABILITIES` those abilities too, for one test."""
    import attrs

    from rulekit import dsl
    from rulekit.dsl.vocabulary import for_game

    vocabulary = for_game("pocket_tactics")
    cards = dict(unites.all_cards())
    for card, sentences in OTHER_ABILITIES.items():
        cards[card] = attrs.evolve(cards[card], abilities=cards[card].abilities + tuple(
            dsl.compile_ability(dsl.parse_ability(t, vocabulary=vocabulary), name=f"essai {i}", text=t,
                                vocabulary=vocabulary) for i, t in enumerate(sentences)))
    monkeypatch.setattr(unites, "all_cards", lambda: cards)
    monkeypatch.setattr(match_mod, "_IN_PLAY", {})


def test_other_abilities(game, monkeypatch):
    """Cards given abilities that change their moves and attacks (a reach of two tiles, tiles
    forbidden or added, moves and modes refused): the turn's listing asks them as the
    straightforward computations do."""
    _other_abilities(monkeypatch)
    for m in _turns(game, range(4)):
        _check(m)


#: every query a turn's listing may skip, with the action its context names
ASKS = deplacement.ASKS + attaque.ASKS + invocation.ASKS


def _check_answered(m) -> None:
    """A query :meth:`Occupation.answered` leaves out is answered by the value it is given (no
    ability's answer is even worked out: a value no ability could read comes back as it is), and
    the queries of several asks are those of each."""
    occ = occupation(m)
    for u in m.units:
        for query, action in ASKS:
            answered = occ.answered(u.uid, ((query, action),))
            assert answered <= {query} and answered <= occ.asked(u.uid)
            if not answered:
                value = object()
                ctx = {"unit": u.uid} if action is None else {"unit": u.uid, "action": action}
                assert m.query(query, value, **ctx) is value
        assert occ.answered(u.uid, ASKS) == frozenset().union(*(occ.answered(u.uid, (a,)) for a in ASKS))


def test_the_queries_answered_by_action(game):
    """« Agent infiltré des bois » answers « destinations » about a Stalker for a summon only: its
    moves and attacks take the rule's own path; the Druide's « Marcheur de la forêt » answers it
    for its moves and attacks, not its summons."""
    m = game.new_match(seed=0)
    occ = occupation(m)
    stalker = next(u.uid for u in m.units if u.card == "Homme-Bête Stalker")
    druide = next(u.uid for u in m.units if u.card == "Druide")
    assert "destinations" in occ.asked(stalker) and "destinations" in occ.asked(druide)
    assert occ.answered(stalker, invocation.ASKS) == {"destinations"}
    assert not occ.answered(stalker, deplacement.ASKS) and not occ.answered(stalker, attaque.ASKS)
    assert occ.answered(druide, deplacement.ASKS) == occ.answered(druide, attaque.ASKS) == {"destinations"}
    assert not occ.answered(druide, invocation.ASKS)
    for m in _turns(game, range(4)):
        _check_answered(m)


def test_the_queries_answered_by_action_of_other_abilities(game, monkeypatch):
    """The same with cards given abilities for moves and attacks (:data:`OTHER_ABILITIES`)."""
    _other_abilities(monkeypatch)
    m = game.new_match(seed=0)
    occ = occupation(m)
    lancier = next(u.uid for u in m.units if u.card == "Lancier")
    assert occ.answered(lancier, deplacement.ASKS) == {"permis"}  # « ne peut pas se déplacer »
    assert occ.answered(lancier, attaque.ASKS) == {"permis"}  # « ne peut pas attaquer en Mêlée »
    for m in _turns(game, range(3)):
        _check_answered(m)
