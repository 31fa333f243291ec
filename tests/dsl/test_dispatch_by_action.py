"""A compiled modifier declared for some actions (``Modifier.actions``: « se déplacer de deux
tuiles » answers « portée » for a move only) is skipped by dispatch for any other action. The
declaration must be true: at every query of random matches of the seed games, each such modifier
in play, called with the query's context and with the same context for every other action the
game asks about, returns the value it is given whenever that action is not among its own."""

from __future__ import annotations

import random

import pytest

import rulekit
from rulekit import abilities
from rulekit.errors import RulekitError
from rulekit.testing.strategies import advance

#: The actions the seed games put in a query's context, and none (a query of no action).
ACTIONS = (None, "se déplacer", "déplacer", "attaquer", "invoquer", "tirer", "être attaqué", "Action",
           "Charge", "charger", "Tir", "Combat", "Mouvement", "Redéploiement d'Unité", "combattre")


def _check(match, query, value, ctx, seen):
    for bearer, ability in match.abilities_in_play():
        for m in ability.modifiers:
            if m.query != query or m.actions is None:
                continue
            for action in ACTIONS:
                if action in m.actions:
                    continue
                other = dict(ctx, action=action) if action is not None else {
                    k: v for k, v in ctx.items() if k != "action"}
                assert m.fn(match, bearer, other, value) == value, (ability.name, query, other)
                seen.add((ability.name, query))


def _checked_matches(monkeypatch, game: str, seeds: range) -> set:
    """Play random matches of ``game``, checking every query (:func:`_check`); the (ability,
    query) pairs whose declared actions were checked."""
    seen: set = set()
    ask = abilities.ask

    def checked(match, query, value, ctx):
        _check(match, query, value, ctx, seen)
        return ask(match, query, value, ctx)

    monkeypatch.setattr(abilities, "ask", checked)
    g = rulekit.load_game(game)
    for seed in seeds:
        advance(g.new_match(seed=seed), random.Random(seed))
    return seen


@pytest.mark.parametrize("game", ["pocket_tactics", "pocket_battles"])
def test_a_modifier_declared_for_some_actions_changes_nothing_for_the_others(game, monkeypatch):
    seen = _checked_matches(monkeypatch, game, range(8))
    assert seen, "no modifier declared for some actions was met: the check checked nothing"


def test_the_designer_sentences_declared_for_some_actions_change_nothing_for_the_others(monkeypatch):
    """The same over the designer sentences of Pocket-Tactics (tests/dsl/new_abilities.py), each
    given to the cards it names, beside their own abilities: moves of two tiles, acts repeated
    in a turn, destinations and permissions of every kind."""
    import attrs

    from rulekit_games.pocket_tactics import match as match_mod
    from rulekit_games.pocket_tactics import unites
    from tests.dsl.acting import compiled
    from tests.dsl.new_abilities import NEW_ABILITIES

    readable = []  # the sentences the general compiler reads (not those said of a card's sheet)
    for g, text, _, _ in NEW_ABILITIES:
        try:
            readable += compiled(g, text) and [text] if g == "pocket_tactics" else []
        except RulekitError:
            continue
    assert len(readable) >= 15
    cards = dict(unites.all_cards())
    for name, card in cards.items():
        said = [t for t in readable if name in t]
        cards[name] = attrs.evolve(card, abilities=card.abilities + compiled("pocket_tactics", *said))
    monkeypatch.setattr(unites, "all_cards", lambda: cards)
    monkeypatch.setattr(match_mod, "_IN_PLAY", {})
    seen = _checked_matches(monkeypatch, "pocket_tactics", range(12))
    assert {q for _, q in seen} >= {"portée", "destinations", "fois par tour", "permis"}, seen
