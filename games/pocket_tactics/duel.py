"""Crafted positions: a match laid out by hand (for tests, odds and examples).

:func:`position` builds a match on a given map with given units placed and the
given player to act, skipping the set-up; every unit not placed is in reserve.
It trusts its arguments; :func:`.scenario.scenario` is the checked, plain-data
front end (the ``rulekit_scenario`` hook).
:func:`duel` lays out a two-tile duel between two cards with the attack declared.
"""

from __future__ import annotations

import attrs

from rulekit import RulekitError

from rulekit.plugins import load_game

from . import unites
from .etat import Combat
from .regles import FACTIONS


def position(tiles: dict[str, str], bases: tuple[str, str], units: dict[str, tuple[int, str]],
             player: int = 0, factions=FACTIONS, seed: int = 0, captured: dict[int, list[str]] | None = None,
             max_turns: int = 0, turn: int = 0):
    """A match on ``tiles`` (cell → terrain; the bases are added), ``units`` (cell →
    (player, card name)) placed, ``captured`` (player → card names of that player's
    captured units), ``player`` to play a turn after ``turn`` turns (so the first
    player was ``player`` if ``turn`` is even). Nothing is checked: :mod:`.scenario`
    validates a description before building it with this."""
    from .match import PocketTactics, army
    from .tour import Turn

    game = load_game("pocket_tactics")
    match = PocketTactics(game=game.name, seed=seed, options={"factions": list(factions), "max_turns": max_turns})
    match.factions = factions
    match.turn, match.first = turn, (player - turn) % 2
    placed = army(factions)
    match.bag = {k: 0 for k in match.bag}
    match.bases = bases
    match.board = {**tiles, **{cell: match.base_name(p) for p, cell in enumerate(bases)}}
    used = set()

    def take(p, card, where):
        for u in placed:
            if u.player == p and u.card == card and u.uid not in used:
                used.add(u.uid)
                placed[u.uid] = attrs.evolve(u, where=where)
                return u.uid
        raise ValueError(f"no more {card} for player {p}")

    for cell, (p, card) in units.items():
        take(p, card, cell)
    for p, cards in (captured or {}).items():
        for card in cards:
            take(p, card, "capturée")
    match.units = placed
    match.push(Turn(player))
    match._settle()
    return match


def duel(attacker: str, defender: str, mode: str, terrain: str = "Terrain neutre"):
    """Attacker at ``0,1``, defender (a card, or a base name) at ``0,0``, bases far
    apart; ``match.combat`` holds the attack (close unless the mode is Distance)."""
    a_faction = unites.card(attacker).faction
    base_of = {unites.faction(k).base: k for k in FACTIONS}
    base_attacked = defender in base_of
    d_faction = base_of[defender] if base_attacked else unites.card(defender).faction
    if base_attacked and d_faction == a_faction:
        raise RulekitError(f"{attacker} cannot attack its own base, {defender}")
    factions = (a_faction, d_faction)  # the same faction twice for a mirror duel
    tiles = {"0,0": terrain, "0,1": terrain}
    bases = ("0,6", "0,0" if base_attacked else "0,-6")
    units = {"0,1": (0, attacker)}
    if not base_attacked:
        units["0,0"] = (1, defender)
    match = position(tiles, bases, units, factions=factions)
    uid_a = match.unit_at("0,1")
    uid_d = match.unit_at("0,0")
    match.combat = Combat(uid_a, "0,1", "0,0", mode, mode != "Distance",
                          () if uid_d is None else (uid_d,), 1 if base_attacked else -1)
    return match
