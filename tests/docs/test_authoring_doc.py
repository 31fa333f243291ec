"""docs/AUTHORING.md is run by the suite: its faction files are written to a temporary folder,
its ``console`` blocks run there and their output compared with the doc, line by line.

The doc's conventions (so that the walk-through is what an author gets):

- a code block right after ``<!-- file: NAME -->`` is written to NAME in the folder;
- a block right after ``<!-- from: PATH -->`` is a verbatim excerpt of PATH in this repository;
- in a ``console`` block, a line ``$ COMMAND`` is run in the folder (``rulekit ...`` through
  the command itself, in-process; anything else through ``bash``), and the lines up to the next
  ``$`` are its output (stdout and stderr as a terminal shows them). A command whose output
  says ``rulekit: error:`` must exit with status 2, any other with status 0.

``python tests/docs/test_authoring_doc.py`` rewrites the doc's outputs from a fresh run (then
read the diff before committing it).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "AUTHORING.md"
BLOCK = re.compile(r"(?:<!-- (file|from): (\S+) -->\n)?```(\w*)\n(.*?)```", re.S)


def blocks(text: str):
    """``(kind, argument, language, body, span of the body)`` of each fenced block."""
    for m in BLOCK.finditer(text):
        yield m.group(1), m.group(2), m.group(3), m.group(4), m.span(4)


def commands(body: str):
    """``[(command, expected output)]`` of a console block."""
    out = []
    for line in body.splitlines():
        if line.startswith("$ "):
            out.append([line[2:], []])
        elif out:
            out[-1][1].append(line)
    return [(c, "\n".join(lines).rstrip()) for c, lines in out]


def run(command: str, folder: Path) -> tuple[int, str]:
    """Run one doc command in ``folder``: ``(exit status, what the terminal shows)``."""
    if command.startswith("rulekit "):
        from click.testing import CliRunner

        from rulekit import factions
        from rulekit.cli import main

        factions.clear_cache()  # a file of the same name in another folder is another file
        here = os.getcwd()
        os.chdir(folder)
        try:
            result = CliRunner().invoke(main, shlex.split(command)[1:])
        finally:
            os.chdir(here)
            factions.clear_cache()
        return result.exit_code, result.output
    done = subprocess.run(["bash", "-c", command], cwd=folder, capture_output=True, text=True)
    return done.returncode, done.stdout + done.stderr


def shown(output: str) -> str:
    return "\n".join(line.rstrip() for line in output.splitlines()).rstrip()


def play(folder: Path, text: str):
    """Write the doc's files and run its commands: ``[(block span, command, expected, status, got)]``."""
    results = []
    for kind, arg, language, body, span in blocks(text):
        if kind == "file":
            (folder / arg).write_text(body, encoding="utf-8")
        elif language == "console":
            for command, expected in commands(body):
                status, got = run(command, folder)
                results.append((span, command, expected, status, shown(got)))
    return results


def test_the_doc_s_files_and_excerpts(tmp_path):
    text = DOC.read_text(encoding="utf-8")
    found = [b for b in blocks(text) if b[0] is not None]
    assert any(kind == "file" for kind, *_ in found) and any(kind == "from" for kind, *_ in found)
    for kind, arg, _, body, _ in found:
        if kind == "from":
            assert body in (ROOT / arg).read_text(encoding="utf-8"), f"docs/AUTHORING.md: not an excerpt of {arg}"


def test_the_doc_s_commands_print_what_it_says(tmp_path):
    results = play(tmp_path, DOC.read_text(encoding="utf-8"))
    assert len(results) >= 6
    for _, command, expected, status, got in results:
        assert got == expected, f"docs/AUTHORING.md: `{command}` printed:\n{got}"
        assert status == (2 if "rulekit: error:" in expected else 0), (command, status, got)


def regenerate(tmp: Path) -> None:
    DOC.write_text(rerun_consoles(DOC.read_text(encoding="utf-8"), tmp), encoding="utf-8")


def rerun_consoles(text: str, tmp: Path) -> str:
    """``text`` with each console block's outputs rewritten from a fresh run in ``tmp``."""
    out, at = [], 0
    for kind, arg, language, body, (start, end) in blocks(text):
        if kind == "file":
            (tmp / arg).write_text(body, encoding="utf-8")
        if language != "console":
            continue
        lines = []
        for command, _ in commands(body):
            lines.append(f"$ {command}")
            got = shown(run(command, tmp)[1])
            lines += got.splitlines() if got else []
        out += [text[at:start], "\n".join(lines) + "\n"]
        at = end
    return "".join(out) + text[at:]


if __name__ == "__main__":
    import tempfile

    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as tmp:
        regenerate(Path(tmp))
    print(f"{DOC} rewritten from a fresh run")
