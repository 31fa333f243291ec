"""``rulekit odds fantasy_battle`` with the corpus's own weapons and rules, named through
``games/fantasy_battle/catalogue.py`` (``arme(nom)``, ``regle(nom)``): each expected value is
computed by hand from the charts (README, « Les tableaux ») and the seed's text of the rule.

Attacker: Attaques 2, CO 4, Fo 4, PA 0 against CD 3, Ré 3, Armure 2: to hit 3+ (2/3), to
wound 3+ (2/3), armour 5+ (2/3 fail): 8/27 unsaved per attack."""

import json
from fractions import Fraction as F

import pytest
from click.testing import CliRunner

from rulekit.cli import main

ATT = "Infanterie, Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0"
CAV = "Cavalerie, Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0"
DEF = "Capacité défensive 3, Résistance 3, Armure 2"
BASE = 2 * F(8, 27)


def run(*args):
    return CliRunner().invoke(main, ["odds", "fantasy_battle", *args])


def moyenne(attaquant, arme, defenseur=DEF, *extra):
    r = run("--attaquant", attaquant, "--arme", arme, "--defenseur", defenseur, "--json", *extra)
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    d = {int(k): F(v) for k, v in data["distribution"].items()}
    assert sum(d.values()) == 1
    assert F(data["moyenne"]) == sum(k * p for k, p in d.items())
    return F(data["moyenne"])


@pytest.mark.parametrize("arme, extra, attendu", [
    ("Arme de base", (), BASE),
    # « +1 en Force et +1 en Pénétration d'armure »: Fo 5 (2+), Armure 1 (6+)
    ("Hallebarde", (), 2 * F(2, 3) * F(5, 6) * F(5, 6)),
    # « +2 en Force, +2 en Pénétration d'armure »: Fo 6 (2+), no armour left
    ("Arme lourde", (), 2 * F(2, 3) * F(5, 6)),
    # « +1 en Pénétration d'armure », and « un +1 additionnel … durant la première Manche d'un
    # combat où l'unité … n'est pas en charge »: PA 2, no armour left
    ("Lance", (), 2 * F(2, 3) * F(2, 3)),
    # charging: only the +1
    ("Lance", ("--charge",), 2 * F(2, 3) * F(2, 3) * F(5, 6)),
    # the second round: only the +1
    ("Lance", ("--manche", "2"), 2 * F(2, 3) * F(2, 3) * F(5, 6)),
    # « +1 en valeur d'Attaque et +1 en Capacité offensive »: 3 attacks, CO 5 vs CD 3 still 3+
    ("Paire d'armes", (), 3 * F(8, 27)),
])
def test_weapons(arme, extra, attendu):
    assert moyenne(ATT, arme, DEF, *extra) == attendu


def test_cavalry_lances_on_the_charge():
    # « Charge dévastatrice (+2 Fo, +2 PA) »: Fo 6, PA 2
    assert moyenne(CAV, "Lance de cavalerie", DEF, "--charge") == 2 * F(2, 3) * F(5, 6)
    assert moyenne(CAV, "Lance de cavalerie", DEF) == BASE
    # « Charge dévastatrice (+1 Fo, +1 PA) »
    assert moyenne(CAV, "Lance légère", DEF, "--charge") == 2 * F(2, 3) * F(5, 6) * F(5, 6)


@pytest.mark.parametrize("arme, profil", [("Lance de cavalerie", ATT), ("Lance légère", ATT), ("Lance", CAV)])
def test_prohibited_pairings_are_refused(arme, profil):
    r = run("--attaquant", profil, "--arme", arme, "--defenseur", DEF)
    assert r.exit_code == 2 and arme in r.output and "Traceback" not in r.output


def test_rules_by_name():
    assert moyenne(ATT, "Arme de base", DEF, "--regle", "Charge dévastatrice (+1 Fo, +1 PA)", "--charge") == \
        2 * F(2, 3) * F(5, 6) * F(5, 6)
    assert moyenne(ATT, "Arme de base", DEF, "--regle", "Charge dévastatrice (+1 Fo, +1 PA)") == BASE
    # a special save goes to the defender
    assert moyenne(ATT, "Arme de base", DEF, "--regle", "Ægide (4+)") == BASE * F(1, 2)
    # « Fortitude (+1, max. 4+) » alone: a Fortitude (6+)
    assert moyenne(ATT, "Arme de base", DEF, "--regle", "Fortitude (+1, max. 4+)") == BASE * F(5, 6)
    # improving the profile's own Ægide (5+) to 4+
    assert moyenne(ATT, "Arme de base", DEF + ", Ægide (5+)", "--regle", "Ægide (+1, max. 4+)") == BASE * F(1, 2)


def test_parade_and_paired_weapons():
    # Parade: CD 4 (= CO 4 of the attacker, or 3 + 1): 4+ to hit
    assert moyenne(ATT, "Arme de base", DEF + ", Parade") == 2 * F(1, 2) * F(2, 3) * F(2, 3)
    # « Les attaques portées avec une Paire d'armes ignorent la règle Parade »
    assert moyenne(ATT, "Paire d'armes", DEF + ", Parade") == 3 * F(8, 27)


def test_compare_the_seed_weapons(tmp_path):
    chart = tmp_path / "armes.svg"
    r = run("--attaquant", ATT, "--defenseur", DEF, "--compare", "Arme de base,Hallebarde,Arme lourde,Lance",
            "--json")
    assert r.exit_code == 0, r.output
    assert [(a["arme"], F(a["moyenne"])) for a in json.loads(r.output)["armes"]] == [
        ("Arme de base", BASE), ("Hallebarde", F(25, 27)), ("Arme lourde", F(10, 9)), ("Lance", F(8, 9))]
    r = run("--attaquant", ATT, "--defenseur", DEF, "--compare", "Arme de base,Hallebarde,Arme lourde,Lance",
            "--svg", str(chart))
    assert r.exit_code == 0 and chart.read_text(encoding="utf-8").count('class="barre"') == 4


def test_unknown_names_list_the_known_ones():
    r = run("--attaquant", ATT, "--arme", "Épée laser", "--defenseur", DEF)
    assert r.exit_code == 2 and "Hallebarde" in r.output
    r = run("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF, "--regle", "Xyzzy")
    assert r.exit_code == 2 and "Xyzzy" in r.output
