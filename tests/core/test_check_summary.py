"""``rulekit check FILE``'s summary of a good faction file (units, stats, each ability's
canonical French and what it does in the game), its ``--json``, abilities the game cannot act
on (file:line:column, status 2), and ``rulekit odds pocket_tactics --factions A,B``."""

import json
from fractions import Fraction
from pathlib import Path

from click.testing import CliRunner

from rulekit.cli import main
from tests.core.forgeron import PT_FORGERON as PT

ROOT = Path(__file__).resolve().parents[2]
NAINS = ROOT / "examples" / "rulekit-nains" / "rulekit_nains" / "pocket_tactics.txt"
ROMAINS = ROOT / "games" / "pocket_battles" / "factions" / "romains.txt"
MARINES = ROOT / "games" / "epic_ref" / "factions" / "space_marines.txt"


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def write(tmp_path, sentence, name="f.txt"):
    path = tmp_path / name
    path.write_text(PT.replace("PHRASE", sentence), encoding="utf-8")
    return path


def test_the_summary_shows_units_stats_and_what_each_ability_does():
    result = run("check", NAINS)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "faction « Clan du Marteau » (pocket_tactics), 6 unité(s), 6 capacité(s)" in out
    forgeron = next(line for line in out.splitlines() if line.startswith("Forgeron "))
    assert forgeron.split() == ["Forgeron", "2", "13", "3", "3", "0", "2", "0", "2", "Village", "Humain", "Fo",
                                "Maître", "de", "forge"]
    for words in ("Mur de boucliers (Mineur), ligne 10",
                  # the canonical French (rulekit.dsl.render), not the sentence as written
                  "« Lorsqu'il vient en aide à une unité alliée qui se défend contre une attaque, "
                  "chaque Mineur compte pour 2 unités. »",
                  "→ répond à la question « aide »", "→ répond à la question « relances »",
                  "→ réagit à l'événement « attaque »", "→ remplace l'événement « battu » avant qu'il arrive",
                  "base Forge Profonde — défense : 3"):
        assert words in out, (words, out)


def test_permissions_and_cited_rules_are_named():
    out = run("check", ROMAINS).output
    assert "Lent (Scorpion), ligne 22" in out
    assert "→ permission : ne peut pas « Redéploiement d'Unité »" in out
    assert "→ permission : peut « tirer sur les Zones Avant et les Zones de Combat des Secteurs adjacents »" in out
    out = run("check", MARINES).output
    assert "→ cite la règle « Réacteurs Dorsaux » (le jeu l'applique)" in out


def test_the_summary_as_json():
    result = run("check", NAINS, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ok"] and data["game"] == "pocket_tactics" and data["faction"] == "Clan du Marteau"
    forgeron = next(u for u in data["units"] if u["name"] == "Forgeron")
    assert forgeron["stats"]["coût"] == "13" and forgeron["abilities"] == ["Maître de forge"]
    runes = next(a for a in data["abilities"] if a["name"] == "Runes de fer")
    assert runes["replaces"] == ["battu"] and runes["units"] == ["Prêtre des Runes"] and runes["line"] == 15
    assert runes["canonical"].startswith("Lorsqu'un Prêtre des Runes est sur le point d'être battu")


def test_an_ability_the_game_never_asks_about_is_refused_where_it_is(tmp_path):
    # (« ne peut pas tirer » reads since lead-pt2: « ne peut pas effectuer d'Attaque Distante »)
    path = write(tmp_path, "Un Forgeron ne peut pas charger.")
    result = run("check", path)
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert f"{path}:7:43: Frappe: pocket_tactics ne demande jamais si une unité peut « charger »" in result.stderr
    assert "le jeu sait faire : attaquer, se déplacer, être attaqué" in result.stderr
    path = write(tmp_path, "Lorsqu'un Forgeron charge, lancez un dé, et si le résultat est 6, il reste en vie.")
    result = run("check", path, "--json")
    assert result.exit_code == 2
    data = json.loads(result.stdout)
    assert not data["ok"] and [(e["line"], e["column"]) for e in data["errors"]] == [(7, 19)]
    assert "« attaque résolue » n'arrive jamais dans pocket_tactics" in data["errors"][0]["message"]
    assert "battu" in data["errors"][0]["expected"]


def test_a_good_file_of_ones_own_checks_and_a_bad_one_lists_its_errors_as_json(tmp_path):
    good = write(tmp_path, "Un Forgeron peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance.")
    data = json.loads(run("check", good, "--json").output)
    assert data["abilities"][0]["queries"] == ["portée"]
    bad = tmp_path / "bad.txt"
    bad.write_text(good.read_text(encoding="utf-8").replace("coût : 12", "coût : douze")
                   .replace("avantage : Colline", "avantage : Colinne"), encoding="utf-8")
    result = run("check", bad, "--json")
    assert result.exit_code == 2
    errors = json.loads(result.stdout)["errors"]
    assert [(e["line"], e["column"]) for e in errors] == [(11, 12), (15, 16)]
    assert "douze" in errors[0]["message"] and "Colline" in errors[1]["message"]


# ------------------------------------------------------------------------------ odds --factions
def odds(*args):
    result = run("odds", "pocket_tactics", *args, "--json", "--exact")
    assert result.exit_code == 0, result.output
    return {k: Fraction(v) for k, v in json.loads(result.output).items()}


def test_odds_between_cards_of_any_faction_file():
    from rulekit_games.pocket_tactics import odds as pt_odds

    both = odds("Forgeron", "Épéiste", "--mode", "mêlée", "--factions", f"{NAINS},haut_roi")
    assert sum(both.values()) == 1
    # the same duel computed by hand from the functions, and the built-in cards unchanged
    assert both == pt_odds.exact_odds("Forgeron", "Épéiste", "Mêlée", factions=(str(NAINS), "haut_roi"))
    assert odds("Épéiste", "Homme-Bête Juggernaut", "--mode", "mêlée") == odds(
        "Épéiste", "Homme-Bête Juggernaut", "--mode", "mêlée", "--factions", "haut_roi,foret_sombre")
    base = odds("Épéiste", "Forge Profonde", "--mode", "mêlée", "--factions", f"haut_roi,{NAINS}")
    assert base["attacker_beaten"] == 0 and base["both"] == 0  # a base rolls no attack dice
    mirror = odds("Forgeron", "Mineur", "--mode", "mêlée", "--factions", str(NAINS))
    assert sum(mirror.values()) == 1


def test_odds_factions_errors_are_one_line():
    for args, words in ((["Forgeron", "Épéiste", "--factions", "nope,haut_roi"], "unknown faction 'nope'"),
                        (["Forgeron", "Épéiste", "--factions", "haut_roi"], "unknown unit 'Forgeron' of haut_roi"),
                        (["Forgeron", "Forge Profonde", "--factions", str(NAINS)], "cannot attack its own base"),
                        (["Forgeron", "Épéiste", "--factions", "a,b,c"], "one or two factions")):
        result = run("odds", "pocket_tactics", *args, "--mode", "mêlée")
        assert result.exit_code == 2 and "Traceback" not in result.output, (args, result.output)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("rulekit: error: ") and words in lines[0], (args, lines)


# ------------------------------------------------------------------------------ Epic: every fault at once
EPIC_BAD = """jeu : epic_ref
faction : Essai

armée Essai
    initiative : trois
    formations : Bande, Fantômes

arme Flingue
    portée : 30 pouces
    tirs : AP6+, XX

unité Boyz
    type : INF
    vitesse : 15 cm
    blindage : 6+
    armes : Flingue, Hache
    capacités : Vole très vite

unité Nobz
    type : TANK
    armes : Flingue

formation Bande
    unités : 6 Boyz, 2 Gretchins
    coût : beaucoup
"""


def test_epic_files_report_every_game_level_fault_at_once(tmp_path):
    path = tmp_path / "epic.txt"
    path.write_text(EPIC_BAD, encoding="utf-8")
    result = run("check", path)
    assert result.exit_code == 2 and "Traceback" not in result.output
    out = result.stderr
    expected = [(5, 18, "armée Essai : initiative : attendu un seuil de 1+ à 6+ comme 4+, trouvé 'trois'"),
                (6, 18, "formation inconnue 'Fantômes' dans l'armée"),
                (9, 14, "arme Flingue : portée : attendu une distance comme 15 cm, trouvé '30 pouces'"),
                (10, 12, "arme Flingue : tirs : attendu AP5+, AC6+ ou 2 PB, trouvé 'XX'"),
                (12, 1, "unité Boyz : la caractéristique « corps à corps » manque"),
                (12, 1, "unité Boyz : la caractéristique « fusillade » manque"),
                (16, 13, "arme inconnue 'Hache' pour l'unité 'Boyz'"),
                (17, 17, "capacité inconnue « Vole très vite »"),
                *((19, 1, f"unité Nobz : la caractéristique « {stat} » manque")
                  for stat in ("vitesse", "blindage", "corps à corps", "fusillade")),
                (20, 12, "unité Nobz : type : attendu INF, AV, VB, EG, trouvé 'TANK'"),
                (24, 14, "unité inconnue 'Gretchins' dans la formation 'Bande'"),
                (25, 12, "formation Bande : coût : attendu un nombre entier, trouvé 'beaucoup'")]
    for line, column, words in expected:
        assert f"{path}:{line}:{column}: {words}" in out, (line, words, out)
    assert f"{path} : {len(expected)} erreurs" in out
    # a match refuses the file on one line: its first fault, and how many others
    result = run("play", "epic_ref", "-o", f"factions={path},orks", "--seed", 1)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and f"{path}:5:18: armée Essai : initiative" in lines[0]
    assert f"(et {len(expected) - 1} autre(s) erreur(s) : rulekit check {path})" in lines[0]


def test_the_epic_reader_still_raises_its_own_error_class(tmp_path):
    from rulekit_games.epic_ref import armee

    path = tmp_path / "epic.txt"
    path.write_text(EPIC_BAD, encoding="utf-8")
    try:
        armee.read(path)
    except armee.FactionError as exc:
        assert isinstance(exc, armee.FactionErrors) and len(exc.problems) == 15
    else:
        raise AssertionError("no error")


def test_the_summary_names_the_weapons_and_rules_that_carry_an_ability():
    """An ability a weapon lists (Epic: « arme Fusil Rail … capacités : Perforant ») or another rule cites was shown
    « (aucune unité ne l'a) », as if it were unused; the summary names its weapons and the rules citing it."""
    tau = ROOT / "tests" / "epic_ref" / "data" / "tau.txt"
    out = run("check", tau).output
    assert "  Perforant (arme Fusil Rail), ligne " in out
    assert "  Missile à tête chercheuse (arme Missile Seeker), ligne " in out
    demons = run("check", ROOT / "tests" / "epic_ref" / "data" / "legion_demoniaque.txt").output
    assert "  Peur (Buveur de Sang, citée par Démon majeur), ligne " in demons
    data = json.loads(run("check", tau, "--json").output)
    perforant = next(a for a in data["abilities"] if a["name"] == "Perforant")
    assert (perforant["units"], perforant["weapons"], perforant["cited_by"]) == ([], ["Fusil Rail"], [])
