"""The base parser kept on disk (:mod:`rulekit.dsl.parser_cache`): loaded, it parses as the parser
it was saved from; a file for another grammar, a truncated or corrupt one is ignored and written anew."""

from __future__ import annotations

import pickle

import pytest
from lark import Lark
from lark.parsers.lalr_analysis import Reduce, Shift

from rulekit.dsl import grammar, parser_cache

TEXT = r"""
start: phrase+
fiche: "valeur" NOMBRE
phrase: MOT ("," MOT)* "."
      | "si" MOT "alors" MOT "."
MOT: /[a-zé]+/
NOMBRE: /\d+/
%ignore " "
"""
STARTS = ("start", "fiche")
SENTENCES = [("start", "si pluie alors repli. avance, tire."), ("fiche", "valeur 12")]


def build(text=TEXT):
    return Lark(text, start=list(STARTS), parser="lalr", lexer="contextual", maybe_placeholders=False)


def trees(parser):
    return [parser.parse(text, start=start) for start, text in SENTENCES]


def actions(parser):
    rules = {id(rule): i for i, rule in enumerate(parser.rules)}
    return {state: {token: (action.name, rules[id(arg)] if action is Reduce else arg)
                    for token, (action, arg) in table.items()}
            for state, table in parser.parser.parser._parse_table.states.items()}


@pytest.fixture
def path(tmp_path):
    return str(tmp_path / "parser")


def test_a_kept_parser_parses_as_the_one_it_was_saved_from(path):
    fresh = build()
    assert parser_cache.save(fresh, TEXT, path)
    kept = parser_cache.load(TEXT, path, STARTS)
    assert kept is not None
    assert trees(kept) == trees(fresh)
    assert actions(kept) == actions(fresh)
    assert kept.parser.lexer.lexers.keys() == fresh.parser.lexer.lexers.keys()
    assert all([t.name for t in kept.parser.lexer.lexers[state].terminals] ==
               [t.name for t in lexer.terminals] for state, lexer in fresh.parser.lexer.lexers.items())
    # Lark's own Shift/Reduce (the parser compares them by identity), the rules the parser holds
    held = {id(rule) for rule in kept.rules}
    for table in kept.parser.parser._parse_table.states.values():
        for action, arg in table.values():
            assert action is Shift or (action is Reduce and id(arg) in held)
    # a rule's hash is computed in this process, not read from the file
    assert all(hash(rule) == hash((rule.origin, tuple(rule.expansion))) for rule in kept.rules)


def test_no_file_builds_and_keeps(path):
    built = []
    parser = parser_cache.load_or_build(TEXT, lambda: built.append(1) or build(), STARTS, path)
    assert built == [1] and trees(parser) == trees(build())
    parser = parser_cache.load_or_build(TEXT, lambda: built.append(2) or build(), STARTS, path)
    assert built == [1] and trees(parser) == trees(build())


def test_a_file_for_another_grammar_is_ignored_and_replaced(path):
    other = TEXT.replace('"valeur"', '"seuil"')
    parser_cache.save(build(other), other, path)  # the same file name, another grammar inside
    assert parser_cache.load(TEXT, path, STARTS) is None
    built = []
    parser = parser_cache.load_or_build(TEXT, lambda: built.append(1) or build(), STARTS, path)
    assert built == [1] and trees(parser) == trees(build())
    assert parser_cache.load(TEXT, path, STARTS) is not None


def test_another_lark_or_format_is_ignored(path, monkeypatch):
    parser_cache.save(build(), TEXT, path)
    monkeypatch.setattr(parser_cache, "FORMAT", parser_cache.FORMAT + 1)
    assert parser_cache.load(TEXT, path, STARTS) is None
    monkeypatch.setattr(parser_cache, "FORMAT", parser_cache.FORMAT - 1)
    monkeypatch.setattr(parser_cache.lark, "__version__", "0.0.0")
    assert parser_cache.load(TEXT, path, STARTS) is None


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty", "other pickle", "other starts"])
def test_a_corrupt_file_is_ignored_and_written_anew(path, damage):
    parser_cache.save(build(), TEXT, path)
    with open(path, "rb") as f:
        data = f.read()
    if damage == "truncated":
        data = data[: len(data) * 2 // 3]
    elif damage == "garbage":
        data = data[:40] + bytes(range(256)) * 8 + data[40 + 2048:]
    elif damage == "empty":
        data = b""
    elif damage == "other pickle":
        data = pickle.dumps(parser_cache._key(TEXT)) + pickle.dumps(({}, {}, {}))
    with open(path, "wb") as f:
        f.write(data)
    starts = ("start",) if damage == "other starts" else STARTS
    assert parser_cache.load(TEXT, path, starts) is None
    built = []
    parser = parser_cache.load_or_build(TEXT, lambda: built.append(1) or build(), starts, path)
    assert built == [1] and trees(parser) == trees(build())
    assert actions(parser_cache.load(TEXT, path, STARTS)) == actions(parser)


def test_an_unwritable_place_still_gives_the_parser(tmp_path):
    path = str(tmp_path / "no such directory" / "parser")
    assert parser_cache.save(build(), TEXT, path) is False
    assert trees(parser_cache.load_or_build(TEXT, build, STARTS, path)) == trees(build())


def test_the_dsl_s_base_parser_holds_lark_s_actions():
    base = grammar._base("lalr")
    held = {id(rule) for rule in base.rules}
    states = base.parser.parser._parse_table.states
    assert len(states) > 1000
    for table in states.values():
        for action, arg in table.values():
            assert action is Shift or (action is Reduce and id(arg) in held)


def test_a_file_that_cannot_be_written_whole_leaves_nothing_behind(tmp_path, monkeypatch):
    path = str(tmp_path / "parser")

    def fail(*args):
        raise OSError("disk full")

    monkeypatch.setattr(parser_cache.os, "replace", fail)
    assert parser_cache.save(build(), TEXT, path) is False
    assert list(tmp_path.iterdir()) == []
