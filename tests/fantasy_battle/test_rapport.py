"""The committed corpus report (games/fantasy_battle/PROSE.md) is the one the grammar gives now,
and the corpus command reports typed, prose and failed lines honestly."""

import json
from pathlib import Path

from click.testing import CliRunner

from rulekit.cli import main
from rulekit_games.fantasy_battle import rapport

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_report_is_current():
    committed = (ROOT / "games" / "fantasy_battle" / "PROSE.md").read_text(encoding="utf-8")
    assert committed == rapport.markdown(), "regenerate: python -m rulekit_games.fantasy_battle.rapport"


def test_corpus_json_classes(tmp_path):
    corpus = tmp_path / "lignes.txt"
    corpus.write_text("\n".join([
        "Les attaques portées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.",  # typed
        'Portée 24", Tir 1, Fo 3, PA 0, Tir de volée.',                                            # typed
        "Hallebarde",                                                                              # prose
        "Au premier rang désigne la place d’une figurine dans une unité.",                         # prose
        "Xyzzy plugh frobnicate.",                                                                 # refused
        "Le porteur gagne -7 en Pizza.",                                                           # refused
        "La figurine gagne la règle Pizza.",                                                   # refused
        "Les attaques portées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.",  # duplicate
    ]), encoding="utf-8")
    r = CliRunner().invoke(main, ["corpus", str(corpus), "--game", "fantasy_battle", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert (data["unique"], data["typed"], data["prose"], data["failed"]) == (7, 2, 2, 3)
    assert [t["lines"] for t in data["typed_lines"]] == [[1, 8], [2]]
    assert {p["text"]: p["reasons"] for p in data["prose_lines"]} == {
        "Hallebarde": ["titre"], "Au premier rang désigne la place d’une figurine dans une unité.": ["formation"]}
    errors = {f["text"]: f["error"].splitlines()[0] for f in data["failures"]}
    assert errors["Xyzzy plugh frobnicate."].endswith("1:1: mot inconnu « Xyzzy »")
    assert errors["Le porteur gagne -7 en Pizza."].endswith("1:24: valeur inconnue « Pizza »")
    assert "règle inconnue « Pizza »" in errors["La figurine gagne la règle Pizza."]


def test_an_english_line_is_read_only_if_it_is_english():
    """A line with an English word is read as English: its words must be English (or names, fewer than
    them), else gibberish holding « the » would count as read."""
    import pytest

    from rulekit.dsl.errors import RulesSyntaxError
    from rulekit_games.fantasy_battle import parse_line
    from rulekit_games.fantasy_battle.analyse import kind

    for line, column in (("Xyzzy plugh frobnicate the quux.", 7), ("Xyzzy the Plugh Quux.", 1)):
        with pytest.raises(RulesSyntaxError, match="mot inconnu") as err:
            parse_line(line)
        assert err.value.column == column
    assert kind(parse_line("The Shooting Attack gains Shots 2.")) == ("prose", ("anglais",))
    # an English heading is reported as English, a name in it kept
    assert kind(parse_line("Kyudo: Attack Attribute – Shooting.")) == ("prose", ("anglais",))


def test_the_seed_is_read_and_measured():
    data = json.loads(CliRunner().invoke(main, ["corpus", str(rapport.SEED), "--game", "fantasy_battle",
                                                 "--json"]).output)
    assert data["unique"] == data["typed"] + data["prose"] + data["failed"] and data["failed"] == 0
    assert data["typed"] >= 74


def test_a_rule_given_by_name_must_be_one_of_the_game_s():
    import pytest

    from rulekit.dsl.errors import RulesSyntaxError
    from rulekit_games.fantasy_battle import parse_line

    with pytest.raises(RulesSyntaxError, match="règle inconnue « Tir »") as err:
        parse_line("La figurine gagne Tir de précision.")
    assert err.value.column == len("La figurine gagne ") + 1
    parse_line("La figurine gagne Tir rapide.")  # known: typed
