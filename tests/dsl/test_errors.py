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


def test_parse_with_a_game_compiles_for_it():
    """« rulekit parse TEXT --game G » compiles the sentence for G: one the game cannot act on is refused
    (status 2, at the words refused, what the game does), not printed as if it would act; one it acts on
    says what it answers."""
    runner = CliRunner()
    refused = runner.invoke(main, ["parse", "Un Archer peut traverser les tuiles Eau.", "--game", "pocket_tactics"])
    assert refused.exit_code == 2 and "Traceback" not in refused.output
    assert "<texte>:1:16:" in refused.output and "le jeu sait faire : attaquer" in refused.output
    assert "forme canonique" not in refused.output
    good = runner.invoke(main, ["parse", "Un Archer peut relancer un dé.", "--game", "pocket_tactics"])
    assert good.exit_code == 0 and "dans pocket_tactics : répond à la question « relances »" in good.output
    # without a game, no game to compile for: the AST alone, as before
    alone = runner.invoke(main, ["parse", "Un Archer peut traverser les tuiles Eau."])
    assert alone.exit_code == 0 and "forme canonique" in alone.output


# --- an author's faulty files and sentences (audit of « bad input gets a clear error ») ------------
HAUT_ROI = Path(__file__).parents[2] / "games" / "pocket_tactics" / "factions" / "haut_roi.txt"
ARCS = ("capacité Arcs : Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles "
        "de distance.")


def _arcs_file(tmp_path, sentence, newline="\n"):
    """The Légion du Haut Roi with « Arcs » said as ``sentence`` (its line: 11)."""
    text = HAUT_ROI.read_text(encoding="utf-8")
    assert ARCS in text
    path = tmp_path / "legion.txt"
    path.write_bytes(text.replace(ARCS, f"capacité Arcs : {sentence}").replace("\n", newline).encode("utf-8"))
    return path


@pytest.mark.parametrize("sentence, column, words", [
    # the refusal points at the words refused, not at the sentence's first word
    ("Un Archer ne peut pas traverser une tuile Eau.", 39, "traverser"),
    ("Un Archer doit attaquer.", 27, "doit attaquer"),
    ("Lorsqu'un allié adjacent est battu, l'Archer peut attaquer.", 62, "peut attaquer"),
    # in the second sentence of an ability: at that sentence's words
    ("Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance. "
     "Un Archer ne peut pas traverser une tuile Eau.", 130, "traverser"),
    # « être battu » quoted, « est battu » written
    ("Un Archer peut relancer un dé. Lorsqu'un Archer est battu, l'adversaire doit relancer tous les dés.", 65,
     "est battu"),
])
@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_compile_refusal_in_a_file_points_at_the_words_refused(tmp_path, sentence, column, words, newline):
    path = _arcs_file(tmp_path, sentence, newline)
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    assert f"{path}:11:{column}:" in result.output
    line, caret = result.output.rstrip("\n").splitlines()[-2:]
    assert caret == " " * (column - 1) + "^" and line[column - 1:].startswith(words)
    data = json.loads(CliRunner().invoke(main, ["check", str(path), "--json"]).stdout)
    assert [(e["line"], e["column"]) for e in data["errors"]] == [(11, column)]
    played = CliRunner().invoke(main, ["play", "pocket_tactics", "-o", f"factions={path},foret_sombre",
                                       "--seed", "1", "--quiet"])
    assert played.exit_code == 2 and f"{path}:11:{column}:" in played.output and "Traceback" not in played.output


def test_an_unaccented_name_is_told_its_accents(pt_vocab):
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability("Un Epeiste peut relancer un dé.", vocabulary=pt_vocab)
    assert (info.value.column, info.value.suggestion) == (4, "Épéiste")


@pytest.mark.parametrize("text, column", [("Un Archer, un Archer peut relancer un dé.", 10),
                                          ("Un Archer peut relancer un dé, , .", 32)])
def test_a_stray_sign_is_named_not_called_an_incomplete_sentence(text, column):
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability(text, game="pocket_tactics")
    assert info.value.column == column and info.value.message == "signe inattendu « , »"


def test_an_undeclared_ability_is_suggested_only_declared_names(tmp_path):
    text = HAUT_ROI.read_text(encoding="utf-8").replace("capacités : Arcs", "capacités : Arcs, Tir précis")
    path = tmp_path / "legion.txt"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 2 and "capacité inconnue « Tir précis »" in result.output
    assert "vouliez-vous dire" not in result.output  # not « tire », a word of sentences
    typo = tmp_path / "typo.txt"
    typo.write_text(text.replace("Arcs, Tir précis", "Arks"), encoding="utf-8")
    assert "vouliez-vous dire « Arcs » ?" in CliRunner().invoke(main, ["check", str(typo)]).output


def test_any_compile_refusal_is_placed_in_the_file_by_check_and_play(tmp_path):
    """« x » with no value (a CompileError, not a question the game never asks): at the « x » of
    the second sentence, for `check` and for `play` alike (it was 1:1 for play)."""
    celtes = Path(__file__).parents[2] / "games" / "pocket_battles" / "factions" / "celtes.txt"
    fureur = ("capacité Fureur : Durant un Combat, Cette Unité lance un dé supplémentaire pour chaque Jeton Ordre "
              "(pas Blessure) présent sur elle.")
    text = celtes.read_text(encoding="utf-8")
    assert fureur in text
    path = tmp_path / "celtes.txt"
    path.write_text(text.replace(fureur, "capacité Fureur : Durant un Combat, cette Unité lance un dé "
                                         "supplémentaire. Cette Unité lance x dés supplémentaires lors du Combat."),
                    encoding="utf-8")
    checked = CliRunner().invoke(main, ["check", str(path)])
    assert checked.exit_code == 2 and f"{path}:18:95: Fureur: « x » sans valeur" in checked.output
    assert checked.output.rstrip("\n").splitlines()[-1] == " " * 94 + "^"
    played = CliRunner().invoke(main, ["play", "pocket_battles", "-o", f"factions={path},romains", "--seed", "1"])
    assert played.exit_code == 2 and f"{path}:18:95:" in played.output and "Traceback" not in played.output
