"""Input hygiene (docs/DSL.md, « Input »): text and files are NFC-normalised, a UTF-8 BOM is
accepted, text that is not UTF-8 is a clear error naming the file, and deep nesting or huge
input is a RulesSyntaxError with a position, quickly — never a RecursionError, never a hang,
never a traceback from the command line. All of it at one place: rulekit.dsl.source."""

import codecs
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import dsl
from rulekit.cli import main
from rulekit.corpus import coverage
from rulekit.dsl import source
from rulekit_games.fantasy_battle import parse_line

DATA = Path(__file__).parent / "data"
TROLLS = DATA / "escarmouche" / "factions" / "trolls.txt"
ESCARMOUCHE = dsl.Vocabulary.from_file(DATA / "escarmouche" / "vocabulaire.txt")
CORPUS = Path(__file__).parents[1] / "fantasy_battle" / "data" / "002_45511214e662d774.txt"
GAMES = ("pocket_tactics", "pocket_battles", "epic_ref", "fantasy_battle", None)


def nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


def seed_sentences(name: str) -> list[str]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [l.partition(" : ")[2] if " : " in l else l for l in lines if l.strip() and not l.startswith("#")]


# ---------------------------------------------------------------- NFC
@pytest.mark.parametrize("seed, vocabulary", [("seed_pocket_tactics.txt", "vocabulaire_pocket_tactics.txt"),
                                              ("seed_epic.txt", "../../../games/epic_ref/vocabulaire.txt")])
def test_decomposed_accents_give_the_same_ast(seed, vocabulary):
    vocab = dsl.Vocabulary.from_file(DATA / vocabulary)
    decomposed = 0
    for sentence in seed_sentences(seed):
        assert sentence == unicodedata.normalize("NFC", sentence)
        if nfd(sentence) == sentence:
            continue
        decomposed += 1
        try:
            expected = dsl.parse_ability(sentence, vocabulary=vocab)
        except dsl.RulesSyntaxError as exc:
            with pytest.raises(dsl.RulesSyntaxError) as info:
                dsl.parse_ability(nfd(sentence), vocabulary=vocab)
            assert info.value.message == exc.message
            continue
        assert dsl.parse_ability(nfd(sentence), vocabulary=vocab) == expected
        assert dsl.parse_ability(source.BOM + nfd(sentence), vocabulary=vocab) == expected
    assert decomposed >= 5


def test_decomposed_accents_in_the_fantasy_battle_corpus():
    lines = [l for l in CORPUS.read_text(encoding="utf-8").splitlines() if l.strip() and nfd(l) != l][:40]
    assert len(lines) == 40
    for line in lines:
        expected = dsl.parse_ability(line, game="fantasy_battle")
        assert dsl.parse_ability(nfd(line), game="fantasy_battle") == expected
        assert parse_line(nfd(line)) == expected == parse_line(source.BOM + line)


def test_the_example_of_the_issue():
    vocab = dsl.Vocabulary(units=["Épéiste"])
    composed = "Lorsque l'Épéiste combat un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et l'obliger à le relancer"
    decomposed = composed.replace("é", "e\u0301").replace("É", "E\u0301").replace("à", "a\u0300")
    assert decomposed != composed and unicodedata.normalize("NFC", decomposed) == composed
    assert dsl.parse_ability(decomposed, vocabulary=vocab) == dsl.parse_ability(composed, vocabulary=vocab)


def test_error_columns_point_at_the_written_character(pt_vocab):
    composed = "Un Épéiste peut lancer une Attaque Distante contre des unitées jusqu'à 2 tuiles de distance"
    columns, carets = {}, set()
    for written in (composed, nfd(composed), source.BOM + nfd(composed)):
        with pytest.raises(dsl.RulesSyntaxError) as info:
            dsl.parse_ability(written, vocabulary=pt_vocab)
        exc = info.value
        shown = source.without_bom(written)
        assert shown[exc.column - 1:].startswith("unitées"[:4]), (exc.column, shown)
        assert exc.text == shown and shown in str(exc)  # the excerpt is the text as written
        columns[written] = exc.column
        carets.add(str(exc).splitlines()[-1].index("^"))
    # « É » and « é » of Épéiste are two characters each when decomposed: editors count them
    assert columns[nfd(composed)] == columns[composed] + 2 == columns[source.BOM + nfd(composed)]
    # the report's caret stands under the word as displayed (combining accents take no room)
    assert carets == {columns[composed] - 1}


def test_written_offset_maps_normalised_offsets_back():
    written = "e\u0301te\u0301 a\u0300 Ha\u0308gar"
    cleaned = unicodedata.normalize("NFC", written)
    for offset, ch in enumerate(cleaned):
        back = source.written_offset(written, cleaned, offset)
        assert unicodedata.normalize("NFC", written[back:]).startswith(ch)
        assert unicodedata.normalize("NFC", written[:back]) == cleaned[:offset]
    assert source.written_offset(written, cleaned, len(cleaned)) == len(written)


# ---------------------------------------------------------------- files: BOM, NFC, not UTF-8
def test_a_faction_file_with_a_bom_and_decomposed_accents_loads(tmp_path):
    folder = tmp_path / "escarmouche" / "factions"
    folder.mkdir(parents=True)
    (tmp_path / "escarmouche" / "vocabulaire.txt").write_bytes((DATA / "escarmouche" / "vocabulaire.txt").read_bytes())
    text = TROLLS.read_text(encoding="utf-8")
    expected = dsl.load_faction(TROLLS)
    for name, data in (("bom.txt", codecs.BOM_UTF8 + text.encode()), ("nfd.txt", nfd(text).encode()),
                       ("both.txt", codecs.BOM_UTF8 + nfd(text).encode())):
        path = folder / name
        path.write_bytes(data)
        faction = dsl.load_faction(path)
        assert faction.name == expected.name == "Trolls des Collines"
        assert faction.units == expected.units
        assert {n: d.ast for n, d in faction.source.abilities.items()} == \
               {n: d.ast for n, d in expected.source.abilities.items()}
        assert dsl.parse_file(path).units == expected.units
    assert dsl.parse_text(source.BOM + text, vocabulary=ESCARMOUCHE).faction == "Trolls des Collines"


def test_errors_of_a_file_point_at_the_written_character(tmp_path):
    text = TROLLS.read_text(encoding="utf-8").replace("Troll est sur", "Troll esst sur")
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_text(text, file="t.txt", vocabulary=ESCARMOUCHE)
    line, column = info.value.line, info.value.column
    for written in (nfd(text), source.BOM + nfd(text)):
        with pytest.raises(dsl.RulesSyntaxError) as info:
            dsl.parse_text(written, file="t.txt", vocabulary=ESCARMOUCHE)
        exc = info.value
        row = source.without_bom(written).splitlines()[exc.line - 1]
        assert exc.line == line and row[exc.column - 1:].startswith("esst")
        assert exc.column == column + row[:exc.column].count("\u0301")  # « capacité » before it
    # a BOM is not a column: an error on the first line stays at column 1
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_text(source.BOM + "factio : X\n", file="t.txt")
    assert (info.value.line, info.value.column) == (1, 1)


def test_a_latin_1_file_is_a_clear_error_naming_it(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes(TROLLS.read_text(encoding="utf-8").encode("latin-1"))
    for read in (dsl.parse_file, dsl.load_faction, coverage):
        with pytest.raises(dsl.RulesSyntaxError) as info:
            read(path)
        exc = info.value
        assert exc.file == str(path) and (exc.line, exc.column) == (5, 8)  # the « é » of « capacité »
        assert "UTF-8" in str(exc) and len(str(exc).splitlines()) == 1
    path.write_bytes(codecs.BOM_UTF8 + "jeu : escarmouche\nfaction : Été\n".encode("latin-1"))
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_file(path)
    assert (info.value.line, info.value.column) == (2, 11) and "octet 0xc9" in str(info.value)


def test_vocabulary_files_are_read_the_same_way(tmp_path):
    folder = tmp_path / "escarmouche" / "factions"
    folder.mkdir(parents=True)
    vocabulary = tmp_path / "escarmouche" / "vocabulaire.txt"
    written = (DATA / "escarmouche" / "vocabulaire.txt").read_text(encoding="utf-8") + "unités : Géant\n"
    vocabulary.write_bytes(codecs.BOM_UTF8 + nfd(written).encode())
    assert dsl.Vocabulary.from_file(vocabulary) == dsl.Vocabulary.from_text(written)
    (folder / "trolls.txt").write_bytes(TROLLS.read_bytes())
    assert dsl.load_faction(folder / "trolls.txt").units == dsl.load_faction(TROLLS).units
    vocabulary.write_bytes(written.encode("latin-1"))
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.load_faction(folder / "trolls.txt")
    assert info.value.file == str(vocabulary) and "UTF-8" in str(info.value)
    result = CliRunner().invoke(main, ["check", str(folder / "trolls.txt")], catch_exceptions=False)
    assert "vocabulaire.txt:" in one_line_error(result)


def test_the_caret_stands_under_the_character_as_displayed():
    error = dsl.RulesSyntaxError("x", text="de\u0301ja\u0300 vu", column=8)  # « déjà vu » decomposed
    assert error.excerpt.splitlines()[1] == " " * 5 + "^"


def test_bytes_are_read_as_utf_8(pt_vocab):
    sentence = "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance"
    expected = dsl.parse_ability(sentence, vocabulary=pt_vocab)
    assert dsl.parse_ability(codecs.BOM_UTF8 + nfd(sentence).encode(), vocabulary=pt_vocab) == expected
    with pytest.raises(dsl.RulesSyntaxError, match="UTF-8"):
        dsl.parse_ability(sentence.encode("latin-1"), vocabulary=pt_vocab)


def test_a_lone_surrogate_is_a_clear_error(pt_vocab):
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability("Un Archer caf\udce9", vocabulary=pt_vocab)  # « café » in latin-1 on the command line
    assert (info.value.line, info.value.column) == (1, 14) and "0xe9" in str(info.value)
    with pytest.raises(dsl.RulesSyntaxError, match="U\\+D800"):
        dsl.parse_ability("x\ud800", vocabulary=pt_vocab)


# ---------------------------------------------------------------- nesting and size
DEEP = {
    "parentheses": "(" * 10_000,
    "guillemets": "«" * 10_000,
    "quotes": '"' * 10_000,
    "brackets": "Un Archer peut [(" * 3_000,
    "words": "Un Archer peut " + "ne pas " * 1_400 + "attaquer",
    "huge": "Un Archer peut lancer une Attaque Distante. " * 2_300,
    "huge word": "x" * 100_000,
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", sorted(DEEP))
def test_deep_or_huge_input_is_a_syntax_error_quickly(game, kind):
    text = DEEP[kind]
    start = time.perf_counter()
    try:
        dsl.parse_ability(text, game=game)
    except dsl.RulesSyntaxError as exc:
        assert exc.line == 1 and 1 <= exc.column <= len(text) + 1
        if kind in ("parentheses", "guillemets"):
            assert exc.column == source.MAX_NESTING + 1 and "imbriquée" in exc.message
        if kind.startswith("huge"):
            assert exc.column == source.MAX_LENGTH + 1 and "trop longue" in exc.message
    assert time.perf_counter() - start < 5


def test_word_nesting_is_bounded_by_the_tree_depth(pt_vocab):
    shallow = "Un Archer peut " + "ne pas " * 20 + "attaquer"
    dsl.parse_ability(shallow, vocabulary=pt_vocab)  # deep enough to read, shallow enough to allow
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability(DEEP["words"], vocabulary=pt_vocab)
    exc = info.value
    assert "imbriquée" in exc.message and 1 < exc.column <= len(DEEP["words"])
    assert exc.column == DEEP["words"].index("attaquer") + 1  # the first word of the part too deep


def test_the_limits_are_not_reached_by_what_is_allowed(pt_vocab):
    for text in ("(" * source.MAX_NESTING + ")" * source.MAX_NESTING, "x " * (source.MAX_LENGTH // 2)):
        with pytest.raises(dsl.RulesSyntaxError) as info:
            dsl.parse_ability(text, vocabulary=pt_vocab)
        assert "imbriquée" not in info.value.message and "trop longue" not in info.value.message
    ok = ("(" * 30 + ")" * 30) * 5 + "(" * 20  # closed groups do not add up
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.parse_ability(ok, vocabulary=pt_vocab)
    assert "imbriquée" not in info.value.message


def test_limits_in_a_faction_file_are_placed_in_the_file():
    head = "jeu : escarmouche\nfaction : Trolls\n\n"
    # the sentence starts at column 17 after « é » written as two characters
    for sentence, column in (("(" * 5_000, 19 + source.MAX_NESTING), ("x" * 100_000, 18 + source.MAX_LENGTH)):
        start = time.perf_counter()
        with pytest.raises(dsl.RulesSyntaxError) as info:
            dsl.parse_text(head + f"capacité Rage : {nfd('é')}{sentence}\n", file="f.txt", vocabulary=ESCARMOUCHE)
        exc = info.value
        assert (exc.file, exc.line, exc.column) == ("f.txt", 4, column)
        assert len(str(exc).splitlines()) == 1  # no 100,000-character excerpt
        assert time.perf_counter() - start < 5


def test_fantasy_battle_lines_directly():
    for kind in ("parentheses", "guillemets", "huge"):
        with pytest.raises(dsl.RulesSyntaxError):
            parse_line(DEEP[kind], file="corpus.txt", line=7)
    nested = "Une règle " + "(voir " * 100 + "p. 3" + ")" * 100 + "."
    with pytest.raises(dsl.RulesSyntaxError) as info:
        parse_line(nested, file="corpus.txt", line=7)
    assert (info.value.line, info.value.column) == (7, 11 + 6 * source.MAX_NESTING)


def test_a_recursion_error_never_leaves():
    def recurse(text, n=0):
        return recurse(text, n + 1)

    with pytest.raises(dsl.RulesSyntaxError, match="imbriquée"):
        source.guard("abc", recurse, file="x.txt", line=3)


# ---------------------------------------------------------------- the command line
def one_line_error(result):
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulekit: error: "), result.stderr
    return lines[0]


@pytest.mark.parametrize("kind", ["parentheses", "guillemets", "words", "huge", "huge word"])
def test_cli_parse_deep_or_huge_input(kind):
    result = CliRunner().invoke(main, ["parse", DEEP[kind], "--game", "pocket_tactics"], catch_exceptions=False)
    line = one_line_error(result)
    assert "<texte>:1:" in line and ("imbriquée" in line or "trop longue" in line)


def test_cli_parse_decomposed_and_latin_1_text():
    runner = CliRunner()
    text = "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance"
    good = runner.invoke(main, ["parse", text, "--game", "pocket_tactics"], catch_exceptions=False)
    same = runner.invoke(main, ["parse", source.BOM + nfd(text), "--game", "pocket_tactics"], catch_exceptions=False)
    assert good.exit_code == same.exit_code == 0 and good.stdout == same.stdout
    latin = runner.invoke(main, ["parse", "Un Archer caf\udce9", "--game", "pocket_tactics"], catch_exceptions=False)
    assert "<texte>:1:14: texte illisible : l'octet 0xe9 n'est pas du texte UTF-8" in one_line_error(latin)


def test_cli_parse_latin_1_argument_in_a_real_process():
    """The shell hands ``rulekit parse`` bytes that are not UTF-8: one line, status 2."""
    command = [sys.executable, "-c", "from rulekit.cli import main; main()"]
    done = subprocess.run([*map(str.encode, command), b"parse", "Un Archer café".encode("latin-1")],
                          capture_output=True, timeout=120)
    assert done.returncode == 2 and b"Traceback" not in done.stderr, done.stderr
    assert done.stderr.decode().splitlines() == ["rulekit: error: <texte>:1:14: texte illisible : "
                                                 "l'octet 0xe9 n'est pas du texte UTF-8"]


def test_cli_check_files(tmp_path):
    runner = CliRunner()
    folder = tmp_path / "escarmouche" / "factions"
    folder.mkdir(parents=True)
    (tmp_path / "escarmouche" / "vocabulaire.txt").write_bytes((DATA / "escarmouche" / "vocabulaire.txt").read_bytes())
    text = TROLLS.read_text(encoding="utf-8")
    bom = folder / "bom.txt"
    bom.write_bytes(codecs.BOM_UTF8 + nfd(text).encode())
    ok = runner.invoke(main, ["check", str(bom)], catch_exceptions=False)
    assert ok.exit_code == 0 and "Trolls des Collines" in ok.stdout, ok.output
    head = "jeu : escarmouche\nfaction : Trolls\n\n"
    files = {
        "latin1.txt": (text.encode("latin-1"), "latin1.txt:5:8: fichier illisible"),
        "deep.txt": ((head + "capacité Rage : " + "(" * 10_000 + "\n").encode(), "deep.txt:4:49: phrase trop imbriquée"),
        "quotes.txt": ((head + "capacité Rage : " + "«" * 10_000 + "\n").encode(), "quotes.txt:4:49: phrase trop imbriquée"),
        "huge.txt": ((head + "capacité Rage : " + "Durant un Combat, " * 6_000 + "\n").encode(),
                     "huge.txt:4:10017: phrase trop longue"),
    }
    for name, (data, expected) in files.items():
        path = folder / name
        path.write_bytes(data)
        start = time.perf_counter()
        result = runner.invoke(main, ["check", str(path)], catch_exceptions=False)
        assert expected in one_line_error(result)
        assert time.perf_counter() - start < 10


def test_cli_corpus_reads_a_bom_and_refuses_latin_1(tmp_path):
    lines = [l for l in CORPUS.read_text(encoding="utf-8").splitlines() if l.strip()][:20]
    path = tmp_path / "corpus.txt"
    path.write_bytes(codecs.BOM_UTF8 + "\n".join(lines + [nfd(l) for l in lines]).encode())
    result = CliRunner().invoke(main, ["corpus", str(path), "--game", "fantasy_battle", "--json"],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    import json

    report = json.loads(result.stdout)
    assert report["lines"] == 40 and report["unique"] == len(set(lines)) and report["failed"] == 0
    path.write_bytes("Portée 24″".encode("latin-1", "replace"))
    assert "corpus.txt:1:5: fichier illisible" in one_line_error(
        CliRunner().invoke(main, ["corpus", str(path), "--game", "fantasy_battle"], catch_exceptions=False))
