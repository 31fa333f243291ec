"""The map as text in the log after every turn, the SVG renderer and the CLI."""


from click.testing import CliRunner

import rulekit
from rulekit.cli import main
from rulekit.plugins import renderers


def test_log_shows_the_map_after_each_turn(pos):
    from .conftest import act

    m = pos({"1,0": "Village", "2,0": "Forêt"}, ("8,-8", "0,-8"), {"1,0": (0, "Lancier")})
    act(m, "déplacer Lancier de 1,0 vers 2,0")
    last = m.log()[-1]
    assert last.startswith("Fin du tour 1 (joueur 1).")
    assert "[ForLa1]" in last and "[Vil   ]" in last and "<BASE1>" in last


def test_renderers_and_cli(tmp_path):
    r = renderers("pocket_tactics")
    m = rulekit.load_game("pocket_tactics").new_match(seed=2)
    assert set(r) >= {"svg", "text"}
    out = tmp_path / "map.svg"
    res = CliRunner().invoke(main, ["render", "pocket_tactics", "--seed", "3", "--output", str(out)])
    assert res.exit_code == 0, res.output
    svg = out.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and svg.count("<polygon") == 22
    import xml.etree.ElementTree as ET

    ET.fromstring(svg)  # well-formed
    res = CliRunner().invoke(main, ["play", "pocket_tactics", "--seed", "3", "-o", "max_turns=6"])
    assert res.exit_code == 0 and "Fin du tour 6" in res.output and "<BASE" in res.output
