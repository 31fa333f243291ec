"""The two sample armies, faction files written by authors, errors and the CLI."""

import json
from pathlib import Path

from click.testing import CliRunner

import pytest

import rulekit
from rulekit.cli import main
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref.capacites import compiler

DATA = Path(__file__).parent / "data"


def test_armees_d_exemple():
    sm, orks = A.load("space_marines"), A.load("orks")
    assert (sm.initiative, sm.strategie, orks.initiative, orks.strategie) == (1, 5, 3, 3)
    assert sm.profils["Marines d'Assaut"].capacites == ("Réacteurs Dorsaux",)
    assert sm.profils["Marines Dévastateurs"].armes == ("Lance-missiles", "Lance-missiles")
    assert sm.armes["Lance-missiles"] == A.Arme("Lance-missiles", 45, 5, 6)
    assert orks.profils["Nobz Orks"].capacites == ("Meneur",)
    assert orks.armes["Arme Énergétique"].capacites == ("Macro Armes", "Att. Supplémentaire (1)")
    p = orks.profils["Boyz Orks"]
    assert (p.type, p.vitesse, p.blindage, p.cc, p.ff) == ("INF", 15, 6, 4, 6)


def test_faction_d_auteur_avec_capacite_declaree():
    army = A.load(str(DATA / "tenaces.txt"))
    ability = compiler("Tenace", army)
    assert [m.query for m in ability.modifiers] == ["relance svg"]
    game = rulekit.load_game("epic_ref")
    m = game.new_match(seed=1, factions=f"{DATA / 'tenaces.txt'},orks")
    assert m.query("relance svg", False, cible="0.0") == "0.0"   # the bearer, whose use a limit would record
    m.play_random()
    assert m.is_over


def test_erreurs_de_faction(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("jeu : epic_ref\nfaction : X\n\narmée X\n    formations : F\n\nformation F\n    unités : 2 Fantôme\n")
    with pytest.raises(A.FactionError, match="unité inconnue 'Fantôme'"):
        A.load(str(bad))
    bad.write_text("jeu : epic_ref\n\nunité U\n    type : INF\n    capacités : Vole très vite\n\narmée X\n")
    with pytest.raises(rulekit.RulekitError, match="attendu"):
        A.load(str(bad))
    with pytest.raises(rulekit.UnknownFaction):
        rulekit.load_game("epic_ref").new_match(seed=1, factions="space_marines,eldars")


def cli(*args):
    r = CliRunner().invoke(main, list(args))
    r.returncode = r.exit_code
    return r


def test_cli_odds_barrage_json():
    r = cli("odds", "epic_ref", "barrage", "--points", "1", "--unites", "1", "--svg", "7", "--json", "--exact")
    data = json.loads(r.stdout)
    assert set(data) == {"hits", "units_destroyed", "blast_markers"}
    assert data["hits"] == {"0": "5/6", "1": "1/6"}       # one unit under the template, 6+ to hit
    r = cli("odds", "epic_ref", "barrage", "--points", "3", "--cover", "--unites", "3", "--svg", "7", "--json", "--exact")
    assert json.loads(r.stdout)["hits"]["3"] == "1/27"     # 4+ becomes 5+ in cover


def test_cli_odds_assault_json():
    r = cli("odds", "epic_ref", "assault", "--json", "--exact")
    data = json.loads(r.stdout)
    assert set(data) == {"winner", "margin", "single_roll"}
    assert data["winner"] == {"attacker": "1/2", "defender": "1/2"}
    r = cli("odds", "epic_ref", "assault", "--pertes", "3", "0", "--json")
    assert json.loads(r.stdout)["winner"]["attacker"] > 0.8


def test_the_assault_odds_by_convolution_are_the_game_rolls_expanded():
    """The assault's odds come from a convolution of 2D6 sums; the game's own result roll
    (the bench match), expanded chance node by chance node, gives the same fractions."""
    from rulekit_games.epic_ref.banc import match_resultat
    from rulekit_games.epic_ref.odds import explorer, resultat_assaut

    for mods in ((0, 0), (3, 1), (-1, 4), (2, 2)):
        expanded = explorer(match_resultat(mods), lambda x: "résultat du défenseur" in x.rolls,
                            lambda x: sum(x.rolls["résultat de l'attaquant"]) + mods[0]
                            - sum(x.rolls["résultat du défenseur"]) - mods[1])
        assert resultat_assaut(mods) == expanded
        assert sum(expanded.values()) == 1


def test_cli_render_et_erreurs(tmp_path):
    out = tmp_path / "table.svg"
    r = cli("render", "epic_ref", "--seed", "2", "--output", str(out))
    assert r.returncode == 0
    text = out.read_text()
    assert text.startswith("<svg") and 'class="objectif"' in text and 'class="terrain"' in text
    import xml.etree.ElementTree as ET

    assert ET.fromstring(text).tag.endswith("svg")
    assert text.count('class="objectif"') == 6
    txt = tmp_path / "table.txt"
    assert cli("render", "epic_ref", "--seed", "2", "--steps", "5", "--output", str(txt)).returncode == 0
    assert "Compagnie Tactique" in txt.read_text()
    r = cli("play", "epic_ref", "--seed", "1", "-o", "factions=space_marines,eldars")
    assert r.returncode != 0 and r.exception is None or isinstance(r.exception, SystemExit)
    assert "eldars" in r.output
