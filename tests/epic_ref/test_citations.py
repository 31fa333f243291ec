"""Epic: army books cite their own rules by name from another line (« Cette unité est un démon », « Démon, Peur »,
« Possède les règles Démon majeur et Commandant »: tests/epic_ref/data/legion_demoniaque.txt). A line that cites a rule
declared in the same file includes that rule for its bearer, exactly as the bearer listing the rule would (README,
« Rules cited by name »; rulekit/dsl/citations.py): each is asked the game's question in a match built from the
file. A rule cited twice acts once; a cycle of citations, an undeclared name and a citation with words the game
cannot act are refused at their place in the file.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit.cli import main
from rulekit.testing import scenario
from rulekit_games.epic_ref import armee as A

from .army_lists import played

G = "epic_ref"
PATH = Path(__file__).parent / "data" / "legion_demoniaque.txt"
# the formations of the match below, by index
PRINCE, BUVEUR, POSSEDES, SANGUINAIRES, CULTE, MARINES = range(6)
HACHE = 0   # the Buveur de Sang's weapons: Hache de Khorne, Canon Démon


def _formations():
    return [
        {"joueur": 0, "nom": "Prince démon", "x": 90, "y": 20},
        {"joueur": 0, "nom": "Buveur de Sang", "x": 40, "y": 30},
        {"joueur": 0, "nom": "Meute de Possédés", "x": 140, "y": 10},
        {"joueur": 0, "nom": "Horde de Sanguinaires", "x": 120, "y": 40},
        {"joueur": 0, "nom": "Culte", "x": 60, "y": 50},
        {"joueur": 1, "nom": "Compagnie Tactique", "x": 90, "y": 90},
    ]


@pytest.fixture(scope="module")
def m():
    return scenario(G, {"factions": [str(PATH), "space_marines"], "terrain": [], "formations": _formations()})


# --- a citation acts as the rule listed ------------------------------------------------------------------
def test_cette_unite_est_un_demon_gives_the_sanguinaires_the_declared_demon(m):
    """« Possédé : Cette unité est un démon » on the Sanguinaires: Démon's invulnerable save and its dangerous
    terrain, as if they listed « Démon »; the Culte, which cites nothing, has neither."""
    uid = f"{SANGUINAIRES}.0"
    assert m.query("seconde svg", 0, cible=uid, macro=True) == 5
    assert m.query("terrain dangereux ignoré", False, unite=uid) is True
    assert m.query("seconde svg", 0, cible=f"{CULTE}.0", macro=True) == 0
    assert not m.query("terrain dangereux ignoré", False, unite=f"{CULTE}.0")


def test_a_citation_of_a_citation_includes_both_and_the_sheet_s_row(m):
    """« Seigneur démon : Possède les règles Démon majeur et Commandant », « Démon majeur : Démon, Peur »: the Prince has
    Démon's save, Peur's +1 to the assault result, and the sheet's Commandant (up to 2 formations within 5 cm)."""
    uid = f"{PRINCE}.0"
    assert m.query("seconde svg", 0, cible=uid, macro=True) == 5
    assert m.query("terrain dangereux ignoré", False, unite=uid) is True
    assert m.query("bonus résultat assaut", 0, formation=PRINCE) == 1
    assert m.query("assaut groupé", (0, 0), formation=PRINCE) == (2, 5)
    assert m.query("assaut groupé", (0, 0), formation=CULTE) == (0, 0)


def test_a_rule_cited_twice_acts_once(m):
    """The Buveur de Sang lists « Démon majeur, Peur », and Démon majeur cites Peur: +1, not +2. Its Hache lists
    « Frénésie, Rage », and Rage « Est une Frénésie »: one extra attack in an assault, not two (and Rage's own
    clause acts)."""
    assert m.query("bonus résultat assaut", 0, formation=BUVEUR) == 1
    hache, uid = f"{BUVEUR}.0.{HACHE}", f"{BUVEUR}.0"
    assert m.query("attaques", 0, arme=hache, unite=uid, moment=("assaut", "corps à corps")) == 1
    assert m.query("ignore svg couvert", False, arme=hache) is True
    # the Possédés list « Démon, Possédé »: one invulnerable save still
    assert m.query("seconde svg", 0, cible=f"{POSSEDES}.0", macro=True) == 5


# --- the list plays --------------------------------------------------------------------------------------
def test_the_list_plays_to_the_end():
    for match in played(PATH, 6):
        assert match.is_over


def test_rulekit_check_and_play_read_the_file():
    runner = CliRunner()
    check = runner.invoke(main, ["check", str(PATH)])
    assert check.exit_code == 0, check.output
    assert "cite la règle « Démon »" in check.output
    play = runner.invoke(main, ["play", G, "--seed", "3", "-o", f"factions={PATH},space_marines"])
    assert play.exit_code == 0, play.output


# --- refused where it is written -------------------------------------------------------------------------
def _with(tmp_path, *lines):
    """The list with ``lines``: each replaces the line of its name, or is declared before « Peur »; its path
    and the number of each line."""
    text = PATH.read_text(encoding="utf-8").splitlines()
    for line in lines:
        head = line.split(" : ")[0] + " : "
        same = [i for i, x in enumerate(text) if x.startswith(head)]
        if same:
            text[same[0]] = line
        else:
            text.insert(next(i for i, x in enumerate(text) if x.startswith("capacité Peur : ")), line)
    path = tmp_path / "legion.txt"
    path.write_text("\n".join(text) + "\n", encoding="utf-8")
    return path, [text.index(line) + 1 for line in lines]


def _problems(path):
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    return info.value.problems


def _check(path):
    r = CliRunner().invoke(main, ["check", str(path)])
    assert r.exit_code == 2, r.output
    return r.output


def test_a_cycle_of_citations_is_refused_at_the_citation_that_closes_it(tmp_path):
    """« Possédé : … est un Démon », « Démon : … est un Possédé »: neither says what it does without the other."""
    demon = "capacité Démon : Cette unité est un Possédé et ignore les terrains dangereux."
    path, _ = _with(tmp_path, demon)
    (problem,) = _problems(path)
    # Démon (declared first) cites Possédé; Possédé closes the cycle, at its « démon »
    said = "capacité Possédé : Cette unité est un démon."
    number = PATH.read_text(encoding="utf-8").splitlines().index(said) + 1
    assert (problem.line, problem.column) == (number, said.index("démon") + 1), problem.format()
    assert "citation circulaire" in problem.message and "« Démon » → « Possédé » → « Démon »" in problem.message
    # ``rulekit check`` says it once, at the same place
    out = _check(path)
    assert f"{path}:{number}:{said.index('démon') + 1}: citation circulaire" in out, out
    assert out.count("citation circulaire") == 1, out


def test_a_rule_citing_itself_is_a_cycle(tmp_path):
    path, (line,) = _with(tmp_path, "capacité Fureur : Est une Fureur.")
    (problem,) = _problems(path)
    assert (problem.line, problem.column) == (line, len("capacité Fureur : Est une ") + 1), problem.format()


def test_an_undeclared_name_is_refused_with_the_close_declared_name(tmp_path):
    line = "capacité Possédé : Cette unité est un Démom."
    path, (number,) = _with(tmp_path, line)
    (problem,) = _problems(path)
    assert (problem.line, problem.column) == (number, line.index("Démom") + 1), problem.format()
    assert problem.suggestion == "Démon", problem.format()
    assert re.search(r"vouliez-vous dire « Démon »", _check(path))


def test_a_citation_with_words_the_game_cannot_act_is_refused_at_them(tmp_path):
    """The citation reads; « vole » is nothing the sheet says: the line is refused there, not read as the citation
    alone."""
    line = "capacité Possédé : Cette unité est un démon et vole au-dessus des terrains."
    path, (number,) = _with(tmp_path, line)
    (problem,) = _problems(path)
    assert (problem.line, problem.column) == (number, line.index("vole") + 1), problem.format()
