"""Errors an author can act on: where, what was expected, a caret, « vouliez-vous dire »;
never a raw lark exception; the CLI exits non-zero without a traceback."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st

from rulekit import dsl
from rulekit.cli import main

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def pb():
    return dsl.Vocabulary.from_file(DATA / "corrections_pocket_battles.txt").merge(
        dsl.Vocabulary(units=["Légionnaire"], zones=["Arrière", "Secteur"], actions=["Combat", "Tir"]))


@pytest.mark.parametrize("text, word, column, suggestion", [
    ("Cette Unitée peut tirer depuis l'Arrière d'un Secteur.", "Unitée", 7, "unité"),
    ("Cette Unité peut Tirrer depuis l'Arrière d'un Secteur.", "Tirrer", 18, "tirer"),
    ("Quand vous tirrez, cette Unité lance 2 dés supplémentaires.", "tirrez", 12, "tirez"),
])
def test_misspelled_known_terms_get_a_suggestion(pb, text, word, column, suggestion):
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability(text, vocabulary=pb)
    err = info.value
    assert (err.line, err.column, err.suggestion) == (1, column, suggestion)
    assert f"« {word} »" in str(err) and f"vouliez-vous dire « {suggestion} »" in str(err)
    assert err.expected and str(err).splitlines()[-1] == " " * (column - 1) + "^"


def test_an_incomplete_sentence_says_so(pb):
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability("Cette Unité peut", vocabulary=pb)
    assert "incomplète" in str(info.value)


BAD_FILE = """\
jeu : pocket_tactics
faction : Essai

capacité Arcs : Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance.

unité Archer
    coût : 12
    capacités : Arcs
{extra}"""


@pytest.mark.parametrize("extra, line, column, suggestion", [
    ("unitée Lancier\n    coût : 11\n", 9, 1, "unité"),
    ("unité Lancier\n    coüt : 11\n", 10, 5, "coût"),
    ("unité Lancier\n    capacités : Arc\n", 10, 17, "Arcs"),
    ("capacité Vite : Un Archer peut lancer une Attaque Distante contre des unitées jusqu'à 3 tuiles de distance.\n",
     9, 71, "unités"),
])
def test_faction_file_errors_name_file_line_column(tmp_path, pt_vocab, extra, line, column, suggestion):
    path = tmp_path / "essai.txt"
    path.write_text(BAD_FILE.format(extra=extra), encoding="utf-8")
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_file(path, vocabulary=pt_vocab)
    err = info.value
    assert (err.file, err.line, err.column, err.suggestion) == (str(path), line, column, suggestion)
    assert str(err).startswith(f"{path}:{line}:{column}:")


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcdeéilnorstu '.,-+«»()0123456789")) | st.characters(), max_size=60))
def test_never_a_raw_lark_exception(text):
    try:
        dsl.parse_ability(text, vocabulary=dsl.Vocabulary(units=["Archer"]))
    except dsl.RulesSyntaxError:
        pass


def test_cli_parse_and_check(pt_vocab):
    runner = CliRunner()
    vocab = str(DATA / "vocabulaire_pocket_tactics.txt")
    text = "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance"
    out = runner.invoke(main, ["parse", text, "--vocabulary", vocab, "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["type"] == "Capacite" and data["phrases"][0]["effets"][0]["action"]["type"] == "Portee"
    bad = runner.invoke(main, ["parse", "Cette Unitée peut tirer", "--vocabulary", vocab])
    assert bad.exit_code == 2 and "vouliez-vous dire « unité »" in bad.output and "Traceback" not in bad.output
    good = runner.invoke(main, ["check", str(DATA / "escarmouche" / "factions" / "trolls.txt")])
    assert good.exit_code == 0 and "Trolls des Collines" in good.output
    missing = runner.invoke(main, ["check", "/nonexistent/faction.txt"])
    assert missing.exit_code == 2 and "Traceback" not in missing.output
