"""`rulekit replay FILE -o page.html` and `rulekit play --html`: one self-contained page of a match,
from a save (its steps found again from its log) or a golden playthrough."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import rulekit
from rulekit.cli import main
from rulekit.replay import chance_text, read

PLAYTHROUGHS = Path(__file__).parents[1] / "playthroughs"


def run(*args):
    return CliRunner().invoke(main, list(args))


def frames(page: str) -> dict:
    payload = re.search(r'<script id="data" type="application/json">(.*?)</script>', page, re.S).group(1)
    return json.loads(payload.replace("<\\/", "</"))


def test_chance_is_exact_and_french():
    from fractions import Fraction

    assert chance_text(Fraction(5, 36)) == "5/36 (13,9 %)"


@pytest.mark.parametrize("game", ["pocket_tactics", "pocket_battles", "epic_ref"])
def test_a_save_is_replayed_step_by_step(game, tmp_path):
    save = tmp_path / "m.json"
    played = run("play", game, "--seed", "3", "--agents", "greedy,random", "--stop-after", "60",
                 "--save", str(save))
    assert played.exit_code == 0, played.output
    recorder, match = read(save)
    saved = rulekit.loads(save.read_text(encoding="utf-8"))
    assert match.events == saved.events and match.steps == saved.steps == len(recorder.frames) - 1
    # the page's log is the one `rulekit play` printed, each line told when it happened
    lines = [line for f in recorder.frames for line in f["lines"]]
    assert "\n".join(lines) == played.stdout.rstrip("\n").rsplit("\n", 1)[0]
    assert any(f["chance"] for f in recorder.frames)
    assert all(p.startswith("<svg") for p in recorder.pictures)


def test_playthrough_page_is_self_contained(tmp_path):
    out = tmp_path / "p.html"
    result = run("replay", str(PLAYTHROUGHS / "pocket_battles-1.json"), "-o", str(out))
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert "http://" not in page.replace("http://www.w3.org/2000/svg", "") and "https://" not in page
    data = frames(page)
    recorded = json.loads((PLAYTHROUGHS / "pocket_battles-1.json").read_text(encoding="utf-8"))
    assert len(data["frames"]) == len(recorded["steps"]) + 1
    assert len([line for f in data["frames"] for line in f["lines"]]) == len(recorded["log"])
    assert data["result"].startswith("Résultat")


def test_play_html_writes_the_same_page_as_replaying_its_save(tmp_path):
    page, save, again = tmp_path / "a.html", tmp_path / "s.json", tmp_path / "b.html"
    result = run("play", "pocket_tactics", "--seed", "5", "--quiet", "--html", str(page), "--save", str(save))
    assert result.exit_code == 0, result.output
    assert run("replay", str(save), "-o", str(again)).exit_code == 0
    assert frames(page.read_text(encoding="utf-8")) == frames(again.read_text(encoding="utf-8"))


def test_a_save_whose_log_no_step_writes_is_refused(tmp_path):
    save = tmp_path / "m.json"
    assert run("play", "pocket_tactics", "--seed", "3", "--quiet", "--stop-after", "30",
               "--save", str(save)).exit_code == 0
    data = json.loads(save.read_text(encoding="utf-8"))
    events = data["state"]["events"]
    events[4], events[5] = events[5], events[4]  # two tiles laid in the other order
    save.write_text(json.dumps(data), encoding="utf-8")
    result = run("replay", str(save), "-o", str(tmp_path / "o.html"))
    assert result.exit_code == 2 and "no choice writes the saved log" in result.stderr, result.output


@pytest.mark.parametrize("content, message", [
    (None, "cannot read"),
    (b"\xff\xfe", "not UTF-8"),
    (b"{not json", "corrupt JSON"),
    (b'{"x": 1}', "not a save or a playthrough"),
])
def test_bad_files_are_one_line(tmp_path, content, message):
    path = tmp_path / "f.json"
    if content is not None:
        path.write_bytes(content)
    result = run("replay", str(path), "-o", str(tmp_path / "o.html"))
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulekit: error:") and message in lines[0], result.stderr


def test_a_fixed_size_board_gets_a_viewbox_to_fit_the_panel():
    from rulekit.replay import scalable

    fitted = scalable('<svg xmlns="http://www.w3.org/2000/svg" width="760" height="640"><rect/></svg>')
    assert 'viewBox="0 0 760 640"' in fitted and fitted.endswith("<rect/></svg>")
    kept = '<svg viewBox="0 0 10 10" width="10" height="10"></svg>'
    assert scalable(kept) == kept
