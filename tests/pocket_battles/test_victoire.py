"""Fin de la Bataille: half the enemy army at the end of the round, ties, the round limit, concession."""

import json
import random

from click.testing import CliRunner

import rulekit
from rulekit.cli import main

from .conftest import GAME, au_hasard, bataille, finir_tour, jouer, unite


def fin_de_manche(detruit, armee=(60, 60), attaquant=0, **kw):
    m = bataille([unite("R1", 0, "Légionnaire", "arrière", 0), unite("C1", 1, "Guerrier", "arrière", 2)],
                 reserve=(1, 1), attaquant=attaquant, **kw)
    m.detruit = list(detruit)
    m.armee_pd = list(armee)
    finir_tour(m)
    jouer(m, "passer")
    finir_tour(m)
    jouer(m, "passer")
    return m


def test_la_moitie_de_l_armee_ennemie_a_la_fin_de_la_manche():
    m = bataille([unite("R1", 0, "Légionnaire", "arrière", 0), unite("C1", 1, "Guerrier", "arrière", 2)],
                 reserve=(1, 1))
    m.detruit, m.armee_pd = [30, 0], [60, 60]
    finir_tour(m)
    jouer(m, "passer")
    assert not m.is_over  # not before the end of the round
    finir_tour(m)
    jouer(m, "passer")
    assert m.is_over and m.winner == 0


def test_moins_de_la_moitie_la_bataille_continue():
    assert not fin_de_manche([29, 0]).is_over


def test_les_deux_le_plus_grand_total():
    assert fin_de_manche([31, 40]).winner == 1


def test_egalite_le_defenseur_gagne():
    assert fin_de_manche([30, 30], attaquant=0).winner == 1
    assert fin_de_manche([30, 30], attaquant=1).winner == 0


def test_limite_de_manches():
    m = fin_de_manche([5, 3], manche=30)
    assert m.is_over and m.winner == 0 and "limite" in m.events[-1].text(m)
    assert not fin_de_manche([5, 3], manche=30, limite_manches=0).is_over


def test_les_parties_se_terminent_et_se_sauvegardent():
    for seed in range(3):
        m = GAME.new_match(seed=seed)
        au_hasard(m, random.Random(seed))
        assert m.is_over and m.winner in (0, 1)
        assert rulekit.dumps(rulekit.loads(rulekit.dumps(m))) == rulekit.dumps(m)


def test_sauvegarde_en_cours_de_partie_identique():
    m = GAME.new_match(seed=5)
    rng = random.Random(5)
    for _ in range(60):
        from rulekit import CHANCE
        from rulekit.chance import sample

        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
        if m.is_over:
            break
    copie = rulekit.loads(rulekit.dumps(m))
    assert copie == m and copie.legal_actions() == m.legal_actions()


def test_heuristique_bornee():
    m = bataille([unite("R1", 0, "Légionnaire", "arrière", 0), unite("C1", 1, "Guerrier", "arrière", 2)])
    m.detruit, m.armee_pd = [30, 6], [60, 60]
    assert GAME.heuristic(m, 0) == 0.4 and GAME.heuristic(m, 1) == -0.4


def test_cli_odds_json_et_texte():
    r = CliRunner().invoke(main, ["odds", "pocket_battles", "--combat", "3 3 4 4 5", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["hits"] == {"0": 0.5, "1": 1 / 6, "2": 1 / 3}
    assert abs(data["mean"] - 5 / 6) < 1e-12
    r = CliRunner().invoke(main, ["odds", "pocket_battles", "--combat", "3 3 4 4 5", "--dice", "2"])
    assert r.exit_code == 0 and "moyenne" in r.output
    r = CliRunner().invoke(main, ["odds", "pocket_battles", "--shoot", "4 5", "--bonus-hits", "1", "--json"])
    assert json.loads(r.output)["hits"] == {"0": 2 / 3, "2": 1 / 3}


def test_cli_odds_mauvaise_entree_sans_trace():
    r = CliRunner().invoke(main, ["odds", "pocket_battles", "--combat", "3 9"])
    assert r.exit_code != 0 and "Traceback" not in r.output


def test_cli_render_svg_et_play(tmp_path):
    out = tmp_path / "battle.svg"
    r = CliRunner().invoke(main, ["render", "pocket_battles", "--seed", "2", "--output", str(out)])
    assert r.exit_code == 0, r.output
    svg = out.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and svg.count("<rect") >= 16
    r = CliRunner().invoke(main, ["play", "pocket_battles", "--seed", "3"])
    assert r.exit_code == 0 and "Résultat" in r.output and "J2 arrière" in r.output


def test_cli_render_texte(tmp_path):
    out = tmp_path / "battle.txt"
    r = CliRunner().invoke(main, ["render", "pocket_battles", "--seed", "2", "--steps", "40", "--output", str(out)])
    assert r.exit_code == 0, r.output
    texte = out.read_text(encoding="utf-8")
    assert texte.startswith("secteur") and "zone" not in texte.splitlines()[0]
    assert sum(1 for l in texte.splitlines() if "|" in l) >= 6
