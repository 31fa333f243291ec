"""Seed 002 parses whole, measured by `rulekit corpus` (the coverage can only go up)."""

import json
from pathlib import Path

from click.testing import CliRunner

from rulekit.cli import main
from rulekit.corpus import coverage, coverage_of_lines
from rulekit.dsl.errors import RulesSyntaxError
from rulekit_games.fantasy_battle import parse_line

SEED = Path(__file__).parent / "data" / "002_45511214e662d774.txt"

#: measured coverage of seed 002: every unique line parses
LINES, UNIQUE, PARSED = 488, 374, 374


def test_seed_002_parses_whole_through_the_plugin_parser():
    result = coverage(SEED, game="fantasy_battle", parse=parse_line)
    assert (result.lines, result.unique) == (LINES, UNIQUE)
    assert result.parsed >= PARSED
    assert result.failures == ()


def test_seed_002_parses_whole_through_the_dsl():
    """`rulekit.dsl.parse_ability(line, game="fantasy_battle")` reaches this game's grammar."""
    result = coverage(SEED, game="fantasy_battle")
    assert result.parsed == PARSED, [f.text for f in result.failures][:5]


def test_failures_carry_line_numbers_and_the_error():
    result = coverage_of_lines(["Hallebarde", "Portée 24″, Tir", "", "Portée 24″, Tir"], game="fantasy_battle",
                               parse=parse_line)
    assert (result.lines, result.unique, result.parsed) == (3, 2, 1)
    (failure,) = result.failures
    assert failure.lines == (2, 4)
    assert failure.text == "Portée 24″, Tir"
    assert "Portée 24″, Tir" in failure.error


def test_cli_reports_coverage_as_json():
    out = CliRunner().invoke(main, ["corpus", str(SEED), "--game", "fantasy_battle", "--json"])
    assert out.exit_code == 0, out.output
    report = json.loads(out.output)
    assert (report["lines"], report["unique"], report["parsed"], report["failed"]) == (LINES, UNIQUE, PARSED, 0)
    assert report["failures"] == []


def test_cli_text_report_names_failing_lines(tmp_path):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("Hallebarde\nPortée 24″, Tir\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["corpus", str(corpus), "--game", "fantasy_battle"])
    assert out.exit_code == 0
    assert "2 lignes, 2 uniques, 1 lues" in out.output and "ligne 2" in out.output
    strict = CliRunner().invoke(main, ["corpus", str(corpus), "--game", "fantasy_battle", "--strict"])
    assert strict.exit_code == 1


def test_cli_bad_input_is_one_clear_line(tmp_path):
    binary = tmp_path / "latin1.txt"
    binary.write_bytes("Portée 24\", Tir 1, Fo 3, PA 0, Ægide\n".encode("latin-1"))
    out = CliRunner().invoke(main, ["corpus", str(binary), "--game", "fantasy_battle"])
    assert out.exit_code == 2 and "latin1.txt:1:5: fichier illisible : ce n'est pas du texte UTF-8" in out.output
    assert "Traceback" not in out.output
    unknown = CliRunner().invoke(main, ["corpus", str(SEED), "--game", "no_such_game"])
    assert unknown.exit_code == 2 and "unknown game" in unknown.output


def test_syntax_errors_are_rules_syntax_errors():
    for bad in ("Portée 24″, Tir 1, Fo", "Une règle § étrange", "Portée 24″, Tir 1, Fo 3, PA 0, (X)"):
        try:
            parse_line(bad)
        except RulesSyntaxError as exc:
            assert exc.column >= 1 and "^" in str(exc)
        else:  # pragma: no cover
            raise AssertionError(f"{bad!r} parsed")


def test_a_parser_crash_is_reported_as_a_failure():
    def broken(line):
        if "b" in line:
            raise KeyError(line)
        return line

    result = coverage_of_lines(["a", "b"], parse=broken)
    assert result.parsed == 1 and "erreur interne" in result.failures[0].error
