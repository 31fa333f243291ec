"""docs/DSL.md is run by the suite, so that the cookbook cannot drift from the grammar.

The doc's conventions:

- **Example tables**: a table row whose first cell is ``PT``, ``PB`` or ``Epic`` (Pocket-Tactics,
  Pocket Battles, the Epic reference sheet) has four cells: the game, one or more sentences
  « … » joined by `` = `` (the author's phrasings: they parse into one AST), the canonical
  French « … » that ``dsl.render`` gives for that AST, and what the game answers.
  In that last cell, each name in backticks is a question the compiled ability answers (a
  modifier's query), an event it listens to or replaces, or, next to `permis`, an action family
  the game declares under ``permissions :``; every question the ability answers is named. A
  cell without backticks says the ability answers no question (an action line: data). When the
  canonical cell starts with « refused », the sentence parses but compiling it for the game
  raises a ``CompileError`` (« nothing silent »).
- **Files and commands**, as in docs/AUTHORING.md: a code block right after
  ``<!-- file: NAME -->`` is written to NAME in an empty folder; in a ``console`` block each
  ``$ COMMAND`` is run there (``rulekit …`` in-process, anything else through ``bash``) and the
  lines up to the next ``$`` are what it prints (stdout and stderr). A command whose output says
  ``rulekit: error:`` exits with status 2, any other with 0.

``python tests/docs/test_dsl_cookbook.py`` rewrites the doc's console outputs from a fresh run
and fills any canonical cell written ``?`` (then read the diff before committing it).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

# the console blocks are read and run as docs/AUTHORING.md's are
if __name__ == "__main__":  # run as a script: « tests » is found from the repository's root
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.docs.test_authoring_doc import commands, rerun_consoles, run, shown  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "DSL.md"
GAMES = {"PT": "pocket_tactics", "PB": "pocket_battles", "Epic": "epic_ref", "FB": "fantasy_battle"}
ROW = re.compile(r"^\| (PT|PB|Epic|FB) \|([^|]*)\|([^|]*)\|([^|]*)\|$")
BLOCK = re.compile(r"(?:<!-- (file): (\S+) -->\n)?```(\w*)\n(.*?)```", re.S)


# --- the example tables -----------------------------------------------------------------------

def quoted(cell: str) -> list[str]:
    """The sentences of a cell: « A » = « B » → [A, B] (a sentence may hold «…» of its own)."""
    cell = cell.strip()
    assert cell.startswith("« ") and cell.endswith(" »"), cell
    return cell[2:-2].split(" » = « ")


def examples(text: str) -> list[tuple[int, str, list[str], str, str]]:
    """``(line, game, sentences, canonical or "refused…", answers)`` of every example row."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        m = ROW.match(line)
        if m:
            game, written, canonical, answers = m.groups()
            out.append((n, GAMES[game], quoted(written), canonical.strip(), answers.strip()))
    return out


def hooks(ability) -> tuple[set, set]:
    """(the questions an ability answers, the events it listens to or replaces)."""
    queries = {m.query for m in ability.modifiers}
    events = {t.event for t in ability.triggers} | {r.event for r in ability.replacements}
    return queries, events


def compiled(game: str, text: str):
    from rulekit import dsl

    vocabulary = dsl.vocabulary_of(game)
    return dsl.compile_ability(dsl.parse_ability(text, vocabulary=vocabulary), name="exemple", text=text,
                               vocabulary=vocabulary)


EXAMPLES = examples(DOC.read_text(encoding="utf-8"))


def test_the_doc_has_examples_of_every_game():
    assert len(EXAMPLES) >= 100, "the example tables of docs/DSL.md were not found"
    assert {game for _, game, *_ in EXAMPLES} == set(GAMES.values())
    assert sum(c.startswith("refused") for *_, c, _ in EXAMPLES) >= 5


@pytest.mark.parametrize("line, game, sentences, canonical, answers",
                         [pytest.param(*e, id=f"DSL.md:{e[0]}") for e in EXAMPLES])
def test_each_example_reads_as_the_doc_says(line, game, sentences, canonical, answers):
    from rulekit import dsl

    first = dsl.parse_ability(sentences[0], game=game)
    if not canonical.startswith("refused"):
        assert f"« {dsl.render(first)} »" == canonical, f"docs/DSL.md:{line}: « {sentences[0]} »"
    for sentence in sentences[1:]:
        assert dsl.parse_ability(sentence, game=game) == first, f"docs/DSL.md:{line}: « {sentence} » is another AST"


@pytest.mark.parametrize("line, game, sentences, canonical, answers",
                         [pytest.param(*e, id=f"DSL.md:{e[0]}") for e in EXAMPLES])
def test_each_example_compiles_to_what_the_doc_says(line, game, sentences, canonical, answers):
    from rulekit.dsl import CompileError
    from rulekit.dsl.vocabulary import for_game

    if canonical.startswith("refused"):
        for sentence in sentences:
            with pytest.raises(CompileError):
                compiled(game, sentence)
        return
    named = set(re.findall(r"`([^`]+)`", answers))
    permissions = set(for_game(game).permissions)
    for sentence in sentences:
        queries, events = hooks(compiled(game, sentence))
        said = f"docs/DSL.md:{line}: « {sentence} » answers {sorted(queries)}, listens to {sorted(events)}"
        assert queries <= named, said
        for name in named - queries:
            assert name in events or ("permis" in queries and name in permissions), f"{said}; not `{name}`"


# --- the files and commands -------------------------------------------------------------------

def test_the_doc_s_commands_print_what_it_says(tmp_path):
    text = DOC.read_text(encoding="utf-8")
    ran = 0
    for kind, name, language, body in BLOCK.findall(text):
        if kind == "file":
            (tmp_path / name).write_text(body, encoding="utf-8")
        elif language == "console":
            for command, expected in commands(body):
                status, got = run(command, tmp_path)
                assert shown(got) == expected, f"docs/DSL.md: `{command}` printed:\n{got}"
                assert status == (2 if "rulekit: error:" in expected else 0), (command, status, got)
                ran += 1
    assert ran >= 6


# --- rewriting the doc from a fresh run -------------------------------------------------------

def regenerate(folder: Path) -> None:
    from rulekit import dsl

    text = rerun_consoles(DOC.read_text(encoding="utf-8"), folder)
    filled = []
    for line in text.splitlines(keepends=True):
        m = ROW.match(line.rstrip("\n"))
        if m and m.group(3).strip() == "?":
            first = quoted(m.group(2))[0]
            canonical = dsl.render(dsl.parse_ability(first, game=GAMES[m.group(1)]))
            line = f"| {m.group(1)} | {m.group(2).strip()} | « {canonical} » | {m.group(4).strip()} |\n"
        filled.append(line)
    DOC.write_text("".join(filled), encoding="utf-8")


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        regenerate(Path(tmp))
    print(f"{DOC} rewritten from a fresh run")
