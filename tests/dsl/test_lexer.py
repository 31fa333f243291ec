"""The DSL's lexers try a state's terminals one by one (``grammar.OneByOne``) instead of Lark's one
alternation per state: the same tokens, so the same trees and the same errors, for every
sentence the tests know and for drawn ones."""

import pytest
from hypothesis import HealthCheck, given, settings
from lark.exceptions import UnexpectedInput

from rulekit.dsl import grammar
from rulekit.dsl.vocabulary import for_game
from rulekit.testing.dsl_strategies import ability_texts

from .paraphrases import PARAPHRASES

GAMES = ("pocket_tactics", "pocket_battles", "epic_ref")


def outcome(parser, text):
    """(start, tree) of the first start symbol that reads ``text``, else the furthest error."""
    prepared = grammar.normalise(text)
    errors = []
    for start in grammar.STARTS:
        try:
            return start, parser.parse(prepared, start=start)
        except UnexpectedInput as exc:
            errors.append((type(exc).__name__, getattr(exc, "pos_in_stream", None)))
    return "error", tuple(errors)


@pytest.fixture(scope="module")
def parsers():
    out = {}
    for game in GAMES:
        v = for_game(game)
        lark_own = grammar._build(v, "lalr")  # Lark's own scanners: one alternation per state
        assert not any(isinstance(b._scanner, grammar.OneByOne) for b in lark_own.parser.lexer.lexers.values()
                       if b._scanner is not None)
        out[game] = (grammar.parser(v), lark_own)
    return out


def sentences(game):
    return [t for original, paraphrases in PARAPHRASES[game] for t in (original, *paraphrases)]


@pytest.mark.parametrize("game", GAMES)
def test_same_trees_and_errors_as_larks_scanner(parsers, game):
    ours, theirs = parsers[game]
    texts = sentences(game) + ["Ignore les zones de contrôle ennemies des", "Un Archer peut peut relancer."]
    assert len(texts) > 20
    for text in texts:
        assert outcome(ours, text) == outcome(theirs, text), text
    assert any(isinstance(b._scanner, grammar.OneByOne) for b in ours.parser.lexer.lexers.values()
               if b._scanner is not None)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ability_texts(for_game("pocket_tactics")))
def test_same_trees_for_drawn_abilities(parsers, text):
    ours, theirs = parsers["pocket_tactics"]
    assert outcome(ours, text) == outcome(theirs, text)


@pytest.mark.parametrize("game", GAMES)
def test_a_vocabulary_s_noun_lexers_are_lark_s(game):
    """A vocabulary's lexers for the states that read its nouns are made when first reached
    (``grammar._StateLexers``): each has the terminals, in the order, of the one Lark's
    ``ContextualLexer`` makes for that state, and the other states share the base parser's."""
    from lark.lexer import ContextualLexer

    parser = grammar.parser(for_game(game))
    ours = parser.parser.lexer.lexers
    states = grammar._noun_states("lalr")
    lark_s = ContextualLexer(parser.lexer_conf, states).lexers
    for state in states:
        assert [t.name for t in ours[state].terminals] == [t.name for t in lark_s[state].terminals]
        assert ours[state].terminals_by_name["NOM"] is parser.lexer_conf.terminals_by_name["NOM"]
    base = grammar._base("lalr")
    table = base.parser.parser._parse_table.states
    assert all(ours[state] is base.parser.lexer.lexers[state] for state in table if state not in states)
