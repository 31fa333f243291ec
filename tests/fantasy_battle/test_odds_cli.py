"""``rulekit odds fantasy_battle``: output, JSON, --compare, --svg and errors. Weapons and rules
come from a stand-in catalogue of hand-built abilities (``odds._catalogue`` replaced), so these
tests do not depend on the corpus's catalogue (test_odds_catalogue.py checks that one)."""

import json
import xml.etree.ElementTree as ET
from fractions import Fraction as F

import attrs
import pytest
from click.testing import CliRunner

from rulekit.abilities import Ability
from rulekit.cli import main
from rulekit.errors import RulekitError
from rulekit_games.fantasy_battle import odds as O

from .regles_test import carac, interdit, parade, sauvegarde

ATT = "Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0"
DEF = "Capacité défensive 3, Résistance 3, Armure 2"


@attrs.frozen
class AbilityCote(Ability):
    """An Ability that says its side, as the catalogue's may."""

    cote: str = "attaquant"


def _combine(name, *abilities, cote=None):
    modifiers = tuple(m for a in abilities for m in a.modifiers)
    return AbilityCote(name, modifiers=modifiers, cote=cote) if cote else Ability(name, modifiers=modifiers)


class FakeCatalogue:
    ARMES = {
        "Arme de base": Ability("Arme de base"),
        "Hallebarde": _combine("Hallebarde", carac("Force", 1), carac("Pénétration d'armure", 1)),
        "Arme lourde": _combine("Arme lourde", carac("Force", 2), carac("Pénétration d'armure", 2)),
        "Lance de cavalerie": _combine("Lance de cavalerie", interdit("Lance de cavalerie", "Infanterie")),
    }
    REGLES = {
        "Charge dévastatrice (+1 Fo, +1 PA)": _combine(
            "Charge dévastatrice", carac("Force", 1, quand=lambda c: c["attaque"].charge),
            carac("Pénétration d'armure", 1, quand=lambda c: c["attaque"].charge)),
        "Ægide (4+)": sauvegarde("Ægide", 4),
        "Parade": _combine("Parade", parade(), cote="défenseur"),
    }

    def arme(self, nom):
        try:
            return self.ARMES[nom]
        except KeyError:
            raise RulekitError(f"arme inconnue « {nom} » ; connues : {', '.join(self.ARMES)}") from None

    def regle(self, nom):
        try:
            return self.REGLES[nom]
        except KeyError:
            raise RulekitError(f"règle inconnue « {nom} » ; connues : {', '.join(self.REGLES)}") from None


@pytest.fixture
def run(monkeypatch):
    monkeypatch.setattr(O, "_catalogue", lambda: FakeCatalogue())

    def invoke(*args):
        return CliRunner().invoke(main, ["odds", "fantasy_battle", *args])

    return invoke


def test_text_output(run):
    r = run("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF)
    assert r.exit_code == 0, r.output
    assert "blessures non sauvegardées" in r.output and "probabilité" in r.output
    assert "361/729" in r.output and "64/729" in r.output
    assert "moyenne" in r.output and "16/27" in r.output
    assert "corps à corps, manche 1, sans charge, de front" in r.output


def test_json_output_sums_to_one(run):
    r = run("--attaquant", ATT, "--arme", "Hallebarde", "--defenseur", DEF, "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    d = {int(k): F(v) for k, v in data["distribution"].items()}
    assert sum(d.values()) == 1
    assert F(data["moyenne"]) == sum(k * p for k, p in d.items()) == F(25, 27)
    caracs = dict(data["caracteristiques"])
    assert caracs["Force"] == 5 and caracs["Pénétration d'armure"] == 1


def test_charge_and_rules(run):
    base = ("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF, "--json",
            "--regle", "Charge dévastatrice (+1 Fo, +1 PA)")
    sans = json.loads(run(*base).output)
    avec = json.loads(run(*base, "--charge").output)
    assert F(sans["moyenne"]) == F(16, 27)
    assert F(avec["moyenne"]) == 2 * F(2, 3) * F(5, 6) * F(5, 6)


def test_rules_go_to_their_side(run):
    # a special save (answers « sauvegarde spéciale ») and a rule that says « défenseur »
    r = run("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF, "--json",
            "--regle", "Ægide (4+)", "--regle", "Parade")
    assert F(json.loads(r.output)["moyenne"]) == 2 * F(1, 2) * F(2, 3) * F(2, 3) * F(1, 2)
    # a rule written in the defender's profile goes to the defender
    r = run("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF + ", Ægide (4+)", "--json")
    assert F(json.loads(r.output)["moyenne"]) == F(16, 27) * F(1, 2)


def test_compare_and_svg(run, tmp_path):
    chart = tmp_path / "armes.svg"
    r = run("--attaquant", ATT, "--defenseur", DEF, "--compare", "Arme de base,Hallebarde,Arme lourde",
            "--svg", str(chart))
    assert r.exit_code == 0, r.output
    def row(nom):
        found = [line for line in r.output.splitlines() if line.startswith(nom + "  ")]
        assert len(found) == 1, r.output
        return found[0]

    rows = {nom: row(nom) for nom in ("Arme de base", "Hallebarde", "Arme lourde")}
    assert "16/27" in rows["Arme de base"] and "25/27" in rows["Hallebarde"] and "10/9" in rows["Arme lourde"]
    svg = ET.parse(chart).getroot()
    bars = [e for e in svg.iter("{http://www.w3.org/2000/svg}rect") if e.get("class") == "barre"]
    assert len(bars) == 3
    heights = [float(b.get("height")) for b in bars]
    assert heights[0] < heights[1] < heights[2]  # 16/27 < 25/27 < 10/9
    assert abs(heights[1] / heights[0] - (25 / 16)) < 0.01
    r = run("--attaquant", ATT, "--defenseur", DEF, "--compare", "Arme de base,Hallebarde", "--json")
    data = json.loads(r.output)
    assert [(a["arme"], F(a["moyenne"])) for a in data["armes"]] == [("Arme de base", F(16, 27)),
                                                                    ("Hallebarde", F(25, 27))]


def test_compare_with_arme_too(run):
    r = run("--attaquant", ATT, "--arme", "Arme lourde", "--defenseur", DEF, "--compare", "Arme de base,Hallebarde",
            "--json")
    assert [a["arme"] for a in json.loads(r.output)["armes"]] == ["Arme lourde", "Arme de base", "Hallebarde"]
    r = run("--attaquant", ATT, "--arme", "Hallebarde", "--defenseur", DEF, "--compare", "Arme de base,Hallebarde",
            "--json")
    assert [a["arme"] for a in json.loads(r.output)["armes"]] == ["Arme de base", "Hallebarde"]


def test_a_plain_key_error_from_the_catalogue_is_one_line(monkeypatch):
    class Catalogue:
        def arme(self, nom):
            raise KeyError(f"arme inconnue « {nom} »")

        def regle(self, nom):
            raise KeyError(nom)

    monkeypatch.setattr(O, "_catalogue", lambda: Catalogue())
    r = CliRunner().invoke(main, ["odds", "fantasy_battle", "--attaquant", ATT, "--arme", "Fronde", "--defenseur", DEF])
    assert r.exit_code == 2 and "rulekit: error: arme inconnue « Fronde »" in r.output and "Traceback" not in r.output


def test_compare_shows_a_prohibited_weapon_as_such(run):
    r = run("--attaquant", "Infanterie, " + ATT, "--defenseur", DEF, "--compare", "Hallebarde,Lance de cavalerie")
    assert r.exit_code == 0, r.output
    assert "Lance de cavalerie : interdite (a model of type Infanterie may not use" in r.output
    r = run("--attaquant", "Infanterie, " + ATT, "--defenseur", DEF, "--compare", "Hallebarde,Lance de cavalerie",
            "--json")
    armes = json.loads(r.output)["armes"]
    assert F(armes[0]["moyenne"]) == F(25, 27) and "may not use" in armes[1]["interdite"]
    r = run("--attaquant", "Infanterie, " + ATT, "--defenseur", DEF, "--compare", "Lance de cavalerie")
    assert r.exit_code == 2 and "may not use" in r.output


def test_too_many_attacks_are_refused(run):
    r = run("--attaquant", "Attaques 500, CO 4, Fo 4", "--arme", "Arme de base", "--defenseur", DEF)
    assert r.exit_code == 2 and "at most 200" in r.output


def test_shooting_flags(run):
    r = run("--attaquant", "Précision 4+, Tirs 2, Force 3", "--arme", "Arme de base", "--defenseur",
            "Résistance 3, Armure 1", "--longue-portee", "--en-mouvement", "--json")
    assert r.exit_code == 0, r.output
    assert F(json.loads(r.output)["moyenne"]) == F(5, 36)


@pytest.mark.parametrize("args, message", [
    (("--attaquant", "Attaques 2, Pizza 4", "--arme", "Arme de base", "--defenseur", DEF),
     "--attaquant:1:13: profil : caractéristique inconnue « Pizza »"),
    (("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", "Résistance 3,, Armure 2"),
     "--defenseur:1:14"),
    (("--attaquant", ATT, "--arme", "Épée laser", "--defenseur", DEF),
     "arme inconnue « Épée laser » ; connues : Arme de base, Hallebarde"),
    (("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF, "--regle", "Pizza"),
     "règle inconnue « Pizza »"),
    (("--attaquant", "Infanterie, " + ATT, "--arme", "Lance de cavalerie", "--defenseur", DEF),
     "a model of type Infanterie may not use the weapon « Lance de cavalerie »"),
    (("--attaquant", "Attaques 2, Force 4", "--arme", "Arme de base", "--defenseur", DEF),
     "does not give: Capacité offensive"),
    (("--attaquant", ATT, "--defenseur", DEF), "give --arme"),
    (("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF, "--svg", "x.svg"), "--svg draws"),
    (("--attaquant", ATT, "--arme", "Arme de base", "--defenseur", DEF, "--longue-portee"), "for shooting"),
])
def test_bad_input_is_one_clear_error(run, args, message):
    r = run(*args)
    assert r.exit_code == 2
    assert message in r.output
    assert "Traceback" not in r.output and r.exception is None or isinstance(r.exception, SystemExit)


def test_arme_de_base_needs_no_catalogue(monkeypatch):
    def absent():
        raise RulekitError("the weapon and rule catalogue is not installed yet")

    monkeypatch.setattr(O, "_catalogue", absent)
    assert O.arme("Arme de base").modifiers == ()
    with pytest.raises(RulekitError):
        O.arme("Hallebarde")


def test_listed_by_rulekit_odds():
    r = CliRunner().invoke(main, ["odds", "fantasy_battle", "--help"])
    assert r.exit_code == 0 and "--attaquant" in r.output and "--compare" in r.output
