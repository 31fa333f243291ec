"""Factions from anywhere (rulekit.factions): built-in keys, keys an installed package adds
through the ``rulekit_factions`` hook (examples/rulekit-nains), and paths of faction files;
a faction file's own names in its sentences; every bad input a clear error."""

import importlib
import importlib.util
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from click.testing import CliRunner

import rulekit
from rulekit import factions, plugins
from rulekit.cli import main
from rulekit.testing import check_invariants
from tests.core.forgeron import PT_FORGERON

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "rulekit-nains"
FILES = {"pocket_tactics": EXAMPLE / "rulekit_nains" / "pocket_tactics.txt",
         "pocket_battles": EXAMPLE / "rulekit_nains" / "pocket_battles.txt"}
#: the example package installed (`pip install -e examples/rulekit-nains`, as .ci/run does)
INSTALLED = any(ep.value == "rulekit_nains" for ep in entry_points(group="rulekit"))


@pytest.fixture
def nains():
    """The example plugin: installed, or registered in memory from its folder for this test."""
    if INSTALLED:
        yield importlib.import_module("rulekit_nains")
        return
    spec = importlib.util.spec_from_file_location("rulekit_nains", EXAMPLE / "rulekit_nains" / "__init__.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    plugins.register(module, name="rulekit-nains")
    factions.clear_cache()
    try:
        yield module
    finally:
        plugins.unregister(module)
        factions.clear_cache()


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def one_line_error(result, *words):
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulekit: error: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


# ------------------------------------------------------------------------------ where factions come from
def test_each_game_lists_its_built_in_factions():
    for game, keys in {"pocket_tactics": {"haut_roi", "foret_sombre"}, "pocket_battles": {"romains", "celtes"},
                       "epic_ref": {"space_marines", "orks"}}.items():
        found = factions.catalogue(game)
        assert keys <= set(found) and all(found[k].origin == factions.BUILT_IN for k in keys)
        assert all(found[k].path.is_file() for k in keys)


def test_a_package_adds_factions_through_the_hook(nains):
    for game in ("pocket_tactics", "pocket_battles"):
        entry = factions.catalogue(game)["nains"]
        assert entry.origin in ("rulekit-nains", "nains") and entry.path == FILES[game].resolve() or \
            entry.path.name == FILES[game].name
    assert "nains" not in factions.catalogue("epic_ref")
    result = run("factions", "pocket_tactics")
    assert result.exit_code == 0, result.output
    row = next(line for line in result.output.splitlines() if line.startswith("nains"))
    assert "Clan du Marteau" in row and "rulekit-nains" in row
    assert "built-in" in next(line for line in result.output.splitlines() if line.startswith("haut_roi"))


@pytest.mark.parametrize("game, pair, options", [
    ("pocket_tactics", ["nains", "haut_roi"], {}),
    ("pocket_tactics", ["foret_sombre", "nains"], {"max_turns": 60}),
    ("pocket_battles", "nains,romains", {}),
    ("pocket_battles", "celtes,nains", {"size": 100, "armies": "construire"}),
])
def test_the_package_factions_play_random_matches_with_invariants(nains, game, pair, options):
    report = check_invariants(game, matches=2, seed=5, factions=pair, **options)
    assert report.matches == 2


@pytest.mark.parametrize("game, other", [("pocket_tactics", "haut_roi"), ("pocket_battles", "celtes")])
def test_faction_files_play_by_path_with_invariants(game, other):
    path = str(FILES[game])
    report = check_invariants(game, matches=2, seed=11, factions=[path, other] if game == "pocket_tactics"
                              else f"{other},{path}")
    assert report.matches == 2


def test_epic_ref_takes_a_path_too(tmp_path):
    path = tmp_path / "orks_copie.txt"
    path.write_text((ROOT / "games" / "epic_ref" / "factions" / "orks.txt").read_text(encoding="utf-8"),
                    encoding="utf-8")
    assert check_invariants("epic_ref", matches=1, seed=2, factions=f"space_marines,{path}").matches == 1


def test_new_match_and_saves_with_a_path():
    game = rulekit.load_game("pocket_tactics")
    path = str(FILES["pocket_tactics"])
    match = game.new_match(seed=3, factions=[path, "foret_sombre"])
    assert match.factions == [path, "foret_sombre"]
    assert match.faction(0).name == "Clan du Marteau" and match.card(0).name == "Mineur"
    match.play_random(__import__("random").Random(3))
    again = rulekit.loads(rulekit.dumps(match))
    assert again == match and again.is_over


def test_the_command_line_plays_a_file_and_a_key():
    result = run("play", "pocket_tactics", "-o", f"factions={FILES['pocket_tactics']},haut_roi", "--seed", 3, "--quiet")
    assert result.exit_code == 0 and "Résultat" in result.output, result.output
    result = run("play", "pocket_battles", "-o", f"factions=romains,{FILES['pocket_battles']}", "--seed", 3)
    assert result.exit_code == 0 and "Résultat" in result.output, result.output
    for command in (["simulate", "pocket_tactics", "-n", 2], ["render", "pocket_tactics", "--steps", 30]):
        extra = ["--output", "x.txt"] if command[0] == "render" else []
        with CliRunner().isolated_filesystem():
            result = CliRunner().invoke(main, [str(c) for c in command] + extra +
                                        ["-o", f"factions={FILES['pocket_tactics']},haut_roi"])
        assert result.exit_code == 0, result.output


# ------------------------------------------------------------------------------ the file's own vocabulary
def test_a_files_units_extend_the_vocabulary_of_its_sentences():
    from rulekit import dsl

    parsed = dsl.parse_file(FILES["pocket_tactics"])
    assert parsed.vocabulary.category("Forgeron") == "units"
    assert dsl.vocabulary_of("pocket_tactics").category("Forgeron") is None  # the game's stays as it was
    with pytest.raises(dsl.RulesSyntaxError):
        dsl.parse_ability(parsed.abilities["Maître de forge"].text, game="pocket_tactics")
    faction = dsl.load_faction(FILES["pocket_tactics"])
    assert all(faction.abilities_of(u) for u in faction.units)


# ------------------------------------------------------------------------------ bad input
PT = PT_FORGERON.replace("PHRASE", "Un Forgeron peut lancer une Attaque Distante contre des unités "
                                   "jusqu'à 2 tuiles de distance.")


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_file_of_ones_own_plays(tmp_path):
    path = write(tmp_path, "essai.txt", PT)
    assert run("check", path).exit_code == 0
    assert check_invariants("pocket_tactics", matches=1, seed=1, factions=[str(path), "haut_roi"]).matches == 1


@pytest.mark.parametrize("case, text, words", [
    ("missing file", None, ["no such file"]),
    ("another game's file", PT.replace("jeu : pocket_tactics", "jeu : epic_ref"),
     ["« jeu : epic_ref », mais ce fichier est écrit pour pocket_tactics"]),  # as check says it
    ("an Epic file", (ROOT / "games" / "epic_ref" / "factions" / "orks.txt").read_text(encoding="utf-8"),
     ["faction de « epic_ref », pas de « pocket_tactics »"]),
    ("no game said", PT.replace("jeu : pocket_tactics\n", ""), ["« jeu : pocket_tactics » manque"]),
    ("duplicate unit", PT + "\nunité Forgeron\n    nombre : 1\n", ["unité « Forgeron » déclarée deux fois"]),
    ("unknown ability", PT.replace("capacités : Frappe", "capacités : Frape"),
     ["capacité inconnue « Frape »", "Frappe"]),
    ("a stat in words", PT.replace("coût : 12", "coût : douze"), ["coût", "douze", ":11:12:"]),
    ("a missing stat", PT.replace("    sigle : Fo\n", ""), ["« sigle » manque"]),
    ("unknown key", None, ["unknown faction 'elfes'", "haut_roi"]),
])
def test_bad_factions_are_one_clear_line(tmp_path, case, text, words):
    if case == "unknown key":
        name = "elfes"
    else:
        name = str(tmp_path / "absent.txt") if text is None else str(write(tmp_path, "f.txt", text))
    one_line_error(run("play", "pocket_tactics", "-o", f"factions={name},haut_roi", "--seed", 1), *words)
    with pytest.raises(rulekit.RulekitError):
        rulekit.load_game("pocket_tactics").new_match(seed=1, factions=[name, "haut_roi"])


PB = """jeu : pocket_battles
faction : Essai

unité Guerrier
    nombre : 8
    coût : 9
    formation : 6
    combat : 4
    tir : aucun
    blessures : 1
    capacités : aucun

armée rapide 60
    taille : 60
    unité 1 : Guerrier, Guerrier, Guerrier, Guerrier, Guerrier, Guerrier
    unité 2 : Guerrier
"""


def test_an_army_over_its_size_is_one_line(tmp_path):
    path = write(tmp_path, "pb.txt", PB)
    one_line_error(run("play", "pocket_battles", "-o", f"factions={path},romains", "--seed", 1),
                   "coûte 63 points, plus que sa taille 60")
    result = run("check", path)
    assert result.exit_code == 2 and "plus que sa taille 60" in result.output


def test_check_reports_every_error_of_a_file_at_once(tmp_path):
    text = (PT.replace("coût : 12", "coût : douze").replace("    sigle : Fo\n", "")
            .replace("capacités : Frappe", "capacités : Frape").replace("avantage : Colline", "avantage : Colinne")
            + "\ncapacité Vite : Un Forgeron peut lancer une Attaque Distante contre des unitées jusqu'à 3 tuiles.\n")
    path = write(tmp_path, "f.txt", text)
    result = run("check", path)
    assert result.exit_code == 2 and "Traceback" not in result.output
    out = result.stderr
    for words in (f"{path}:11:12: unité Forgeron : coût", "« sigle » manque", "capacité inconnue « Frape »",
                  "vouliez-vous dire « Frappe » ?", "vouliez-vous dire « Colline » ?", "mot inattendu « unitées »",
                  "vouliez-vous dire « unités » ?", "5 erreurs"):
        assert words in out, (words, out)


def test_check_adds_vocabulary_files_to_the_games(tmp_path):
    vocabulary = write(tmp_path, "plus.txt", "unités : Golem\n")
    path = write(tmp_path, "g.txt", PT.replace("Un Forgeron peut", "Un Golem peut"))
    assert run("check", path, "--vocabulary", vocabulary).exit_code == 0
