"""The reports an author gets for near-miss sentences and faulty faction files, through the
command line (`rulekit parse … --game G`, `rulekit check FILE [--json]`, `rulekit play`): at the
words at fault (line, column, caret), what was expected in French (never a grammar terminal's
name, never an AST's repr), status 2, no traceback (docs/DSL.md §4, « Nothing silent »)."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit.cli import main

ROOT = Path(__file__).parents[2]
REPR = re.compile(r"\b[A-Z]\w+\((?:\w+=|\))")  # « Modificateur(valeur=-1, … » , « Tirer() »


def _parse(text, game):
    result = CliRunner().invoke(main, ["parse", text, "--game", game])
    assert "Traceback" not in result.output, result.output
    assert result.exit_code == 0 or not REPR.search(result.output), result.output  # (the AST printed is parse's output)
    return result


def _refused(text, game):
    """The report of a refused sentence: (column, first line's message, whole output)."""
    result = _parse(text, game)
    assert result.exit_code == 2, result.output
    first = result.output.splitlines()[0]
    found = re.match(r"rulekit: error: <texte>:1:(\d+): (.*)", first)
    assert found, result.output
    column = int(found.group(1))
    assert result.output.rstrip("\n").splitlines()[-1] == " " * (column - 1) + "^"
    return column, found.group(2), result.output


# --- compile refusals of one sentence --------------------------------------------------------------
def test_a_lone_sentence_refused_by_the_game_is_not_called_phrase():
    """The compiler names the ability it refuses (« Fronde: … » in a file); a sentence given to
    `rulekit parse` has no name: its report is its place, not « phrase: »."""
    column, message, _ = _refused("Un Lancier peut traverser les tuiles Eau.", "pocket_tactics")
    assert (column, message) == (17, "pocket_tactics ne demande jamais si une unité peut « traverser »")


@pytest.mark.parametrize("text, column, said", [
    # what is ignored is a modifier: said as a sheet line says it, not as its repr
    ("Ignore le malus de -1 pour toucher en Avance Rapide", 20, "« -1 pour toucher en avance rapide »"),
    # a sheet line's refusal points at the words the message quotes, not at the line's first word
    ("+1 au corps à corps lorsqu'elle charge.", 7, "« corps à corps »"),
    ("+1 pour toucher lorsqu'elle charge.", 29, "en « charge »"),
    # the moment refused is quoted, so that the report can point at it
    ("+1 à la sauvegarde lorsqu'elle charge.", 32, "« en charge » : le modificateur de sauvegarde"),
])
def test_an_epic_sheet_line_refused_says_its_words_where_they_are(text, column, said):
    at, message, _ = _refused(text, "epic_ref")
    assert at == column and said in message


def test_what_the_game_ignores_is_listed_in_words():
    """The things the game knows to ignore include modifiers (« Ignore -1 Svg en feu croisé »):
    listed in French with the others, not left out."""
    _, message, _ = _refused("Ignore le malus de -1 pour toucher en Avance Rapide", "epic_ref")
    assert "« -1 à la sauvegarde en feu croisé »" in message


def test_no_error_of_the_dsl_formats_a_value_with_its_repr():
    """« {clause!r} » in a refusal put an AST's repr before an author (« Modificateur(valeur=-1, … »):
    a refusal says the words (:func:`rulekit.dsl.render.said`)."""
    raising = [f"{path.name}:{n}" for path in sorted((ROOT / "rulekit" / "dsl").glob("*.py"))
               for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
               if "Error(" in line and "!r}" in line]
    assert raising == []


def _space_marines_with(tmp_path, line, cited_by="Predator"):
    """Space Marines with ``line`` declared at the file's end, cited by the ``cited_by`` unit."""
    text = (ROOT / "games" / "epic_ref" / "factions" / "space_marines.txt").read_text(encoding="utf-8")
    head = f"unité {cited_by}\n"
    assert head in text
    text = text.replace(head, head + f"    capacités : {line.split(' : ')[0][len('capacité '):]}\n") + f"\n{line}\n"
    path = tmp_path / "marines.txt"
    path.write_text(text, encoding="utf-8")
    return path, len(text.splitlines())


def test_an_epic_capacite_units_cite_is_refused_once_at_its_words_by_check_and_play(tmp_path):
    """A declared capacité the game refuses was reported twice by `check` (at the unit citing it, with
    its name twice, and at its line) and at the citing unit by `play`: once, at the words refused."""
    path, line = _space_marines_with(
        tmp_path, "capacité Tir en mouvement : Ignore le malus de -1 pour toucher en Avance Rapide")
    checked = CliRunner().invoke(main, ["check", str(path)])
    assert checked.exit_code == 2 and "Traceback" not in checked.output, checked.output
    assert checked.output.count("rulekit: error:") == 1 and "erreurs" not in checked.output
    assert f"{path}:{line}:48: Tir en mouvement: le jeu ne sait rien de ce qui est ignoré" in checked.output
    data = json.loads(CliRunner().invoke(main, ["check", str(path), "--json"]).stdout)
    assert [(e["line"], e["column"]) for e in data["errors"]] == [(line, 48)]
    played = CliRunner().invoke(main, ["play", "epic_ref", "-o", f"factions={path},orks", "--seed", "1", "--quiet"])
    assert played.exit_code == 2 and f"{path}:{line}:48:" in played.output and "Traceback" not in played.output


# --- a question the game never asks --------------------------------------------------------------
def test_an_ability_answering_only_what_the_game_never_asks_is_said_to_change_nothing():
    """« Peut prendre pour cible les aéronefs » compiles to « tir anti-aérien », which Epic declares it never
    asks (no aircraft): `check` warned nothing and listed it as what the ability « answers »; now a warning at
    its sentence, and the summary says it changes nothing. An ability that also does something the game asks
    (Frappe éclair: a teleport) is not warned of."""
    path = ROOT / "tests" / "epic_ref" / "data" / "horde_goff.txt"
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 0, result.output
    warned = [line for line in result.output.splitlines() if line.startswith("avertissement")]
    assert warned == [f"avertissement : {path}:13:27: capacité « Soutien aérien » sans effet : epic_ref ne pose "
                      "jamais la question « tir anti-aérien » (son vocabulaire la dit « sans effet », son README "
                      "dit pourquoi)"]
    assert "répond à la question « tir anti-aérien »" not in result.output
    data = json.loads(CliRunner().invoke(main, ["check", str(path), "--json"]).stdout)
    soutien = next(a for a in data["abilities"] if a["name"] == "Soutien aérien")
    assert (soutien["queries"], soutien["inert"]) == ([], ["tir anti-aérien"])
    assert [(w["line"], w["column"]) for w in data["warnings"]] == [(13, 27)]
    said = _parse("Peut prendre pour cible les aéronefs", "epic_ref")
    assert said.exit_code == 0 and "dans epic_ref : ne change rien : epic_ref ne pose jamais la question « tir " \
                                   "anti-aérien »" in said.output


# --- what was expected, in words -----------------------------------------------------------------
@pytest.mark.parametrize("game", ["pocket_tactics", "pocket_battles", "epic_ref"])
def test_every_terminal_an_error_may_expect_is_named_in_french(game):
    """A terminal with no French name was shown by its grammar name (« clitique », « grace a », « _QUE »,
    « virg ainsi que », « nombre cm »): now by the words it reads (« grâce à », « que ») or a written name."""
    from rulekit.dsl import grammar, parser, verbs
    from rulekit.dsl.vocabulary import for_game

    vocabulary = for_game(game)
    written = set(parser.TERMINAL_WORDS.values()) | set(verbs._BY_TERMINAL.values())
    for terminal in grammar.parser(vocabulary).terminals:
        error = type("E", (), {"expected": [terminal.name]})
        for shown in parser._expected(error, vocabulary):
            assert shown.startswith("«") or shown in written, (terminal.name, shown)
            assert "_" not in shown, (terminal.name, shown)


def test_what_was_expected_begins_with_the_kinds_of_words():
    """At a sentence's first word, the determiner an author most often forgot was after « afin de »,
    « celui-ci », « après avoir »… (the terminals' names' order): the kinds of words come first."""
    _, _, output = _refused("An Archer can launch a Ranged Attack up to 2 tiles away.", "pocket_tactics")
    expected = next(line for line in output.splitlines() if line.startswith("attendu : "))
    assert expected.startswith("attendu : un déterminant, un nombre")


# --- a sentence's end ---------------------------------------------------------------------------
@pytest.mark.parametrize("text, column, tail, head", [
    # Epic lines with a circumstance at their end that the clause does not take: at the circumstance,
    # not « signe inattendu « . » » at the end with what a new clause would begin with
    ("Macro-arme lorsqu'elle charge.", 12, "lorsqu'elle charge", "Macro-arme"),
    ("Frappe en premier lorsqu'elle charge.", 19, "lorsqu'elle charge", "Frappe en premier"),
])
def test_last_words_that_do_not_belong_to_a_complete_sentence_are_pointed_at(text, column, tail, head):
    at, message, _ = _refused(text, "epic_ref")
    assert at == column and message.startswith(f"« {tail} » ne se rattache pas à ce qui précède : « {head} » se lit")


@pytest.mark.parametrize("text, game, column, expected", [
    # a sentence that stops too early: incomplete, what its end wanted (not « signe inattendu « . » »)
    ("Un Archer doit relancer.", "pocket_tactics", 24, "un déterminant"),
    ("Zone de contrôle de 15.", "epic_ref", 23, "cm"),
    # unfinished last words are not « words that do not belong »: what they wanted is the report
    ("Un Archer peut lancer une Attaque Distante contre des unités jusqu'à deux.", "pocket_tactics", 74,
     "« tuiles »"),
    ("Un Archer peut relancer un dé quand il est attaqué par.", "pocket_tactics", 55, "un déterminant"),
])
def test_a_sentence_that_ends_too_early_is_incomplete(text, game, column, expected):
    at, message, output = _refused(text, game)
    assert (at, message) == (column, "phrase incomplète")
    assert expected in next(line for line in output.splitlines() if line.startswith("attendu : "))


@pytest.mark.parametrize("text, game, column, noun", [
    ("Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance.", "pocket_tactics",
     1, "Archer"),
    ("Lorsque Jeune Fille au Bouclier combat, elle peut relancer un dé.", "pocket_tactics", 9,
     "Jeune Fille au Bouclier"),
    # « unité » read by the lexer as a participle there (« -ité »): still a noun without its article
    ("Donnez un ordre à Unité pour récupérer un Jeton Blessure.", "pocket_battles", 19, "Unité"),
])
def test_a_noun_without_its_article_is_told_so(text, game, column, noun):
    at, message, _ = _refused(text, game)
    assert (at, message) == (column, f"il manque un article devant « {noun} » (« un », « le », « cette »…)")
