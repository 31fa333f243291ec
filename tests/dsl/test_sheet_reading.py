"""Reading reference-sheet clauses (grammars/fiche.lark) is a property of the game: a game reads them
only when it asks a question they answer (Epic), or says nothing of what it asks. A Pocket-Tactics
or Pocket Battles sentence the sentence grammar cannot read gets the sentence grammar's error, with
its position, never a sheet clause's (« une clause de fiche … », Epic's nouns)."""

import pytest

from rulekit import dsl
from rulekit.dsl import grammar, sheet_compile


@pytest.mark.parametrize("game, text, column, word", [
    # each got « le sujet … : une clause de fiche se dit de l'unité qui la porte … » at column 1
    ("pocket_tactics", "Un Archer peut effectuer deux attaques", 39, None),
    ("pocket_tactics", "Les ennemis adjacents ignorent cette unité.", 23, "ignorent"),
    ("pocket_battles", "Les ennemis ignorent cette Unité.", 13, "ignorent"),
])
def test_a_sentence_of_a_game_without_sheets_gets_the_sentence_grammars_error(game, text, column, word):
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability(text, game=game)
    err = info.value
    assert "clause de fiche" not in str(err)
    assert (err.line, err.column) == (1, column)
    assert err.expected  # what the sentence grammar wanted there
    assert str(err).splitlines()[-1] == " " * (column - 1) + "^"
    if word is not None:
        assert f"mot inattendu « {word} »" in str(err)
    else:
        assert "phrase incomplète" in str(err)


def test_the_same_sentence_in_epic_is_still_read_as_a_sheet_clause():
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability("Les ennemis adjacents ignorent cette unité.", game="epic_ref")
    assert "clause de fiche" in str(info.value)
    ast = dsl.parse_ability("Cette unité ignore les terrains dangereux.", game="epic_ref")
    assert isinstance(ast, dsl.ast.Fiche)


@pytest.mark.parametrize("queries, reads", [
    ((), True),                                      # a vocabulary that says nothing of what it asks
    (("relance svg",), True),                        # one question a sheet clause answers
    (("relances", "dés de combat", "permis"), False),  # a game that asks none of them
])
def test_sheet_clauses_are_read_where_the_game_asks_what_they_answer(queries, reads):
    vocabulary = dsl.Vocabulary(units=["Archer"], queries=queries)
    assert sheet_compile.read_by(vocabulary) is reads
    assert ("fiche" in grammar.starts(vocabulary)) is reads


def test_the_questions_sheet_clauses_answer_come_from_the_compilers_tables():
    assert {q for q, _key, _how in sheet_compile.IGNORES.values()} <= sheet_compile.QUERIES
    assert {"relance svg", "modificateur", "assaut groupé", "téléportation"} <= sheet_compile.QUERIES
    assert "fiche" not in grammar.starts(dsl.vocabulary_of("pocket_tactics"))
    assert "fiche" not in grammar.starts(dsl.vocabulary_of("pocket_battles"))
    assert "fiche" in grammar.starts(dsl.vocabulary_of("epic_ref"))
