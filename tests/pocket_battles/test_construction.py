"""Construction des armées and Déploiement: decisions, the formation rule, tokens, the attacker roll."""

from fractions import Fraction

import pytest

from rulekit import CHANCE, RulekitError
from rulekit_games.pocket_battles import factions
from rulekit_games.pocket_battles.construction import formation_valide
from rulekit_games.pocket_battles.deploiement import DesDeploiement

from .conftest import GAME, jouer, labels


def test_regle_de_formation():
    r = factions.charger("romains").troupes
    c = factions.charger("celtes").troupes
    assert formation_valide([r["Cavalier"]] * 3)
    assert not formation_valide([r["Cavalier"]] * 4)  # Formation 3
    assert not formation_valide([r["Légionnaire"]] * 3 + [r["Tribun"]])  # the smallest value counts
    assert not formation_valide([c["Druide"], c["Guerrier"]])  # Formation 1: alone
    assert formation_valide([c["Druide"]])


def test_armees_toutes_pretes_et_jetons_taille_sur_10():
    for size in (60, 70, 80, 90, 100):
        m = GAME.new_match(seed=size, size=size)
        assert all(pd <= size for pd in m.armee_pd)
        m.apply(DesDeploiement(6, 1))
        while m.manche == 0:
            m.apply(m.legal_actions()[0])
        assert m.total_jetons(1) == size // 10 == m.reserve[1]  # (the Roman Légat's Meneur: test_caracteristiques)


@pytest.mark.parametrize("bad", [{"size": 65}, {"size": 110}, {"armies": "x"}, {"factions": "romains"},
                                 {"factions": "romains,grecs"}])
def test_options_invalides(bad):
    with pytest.raises(RulekitError):
        GAME.new_match(seed=1, **bad)


def test_construire_choisir_des_troupes_jusqu_a_la_taille():
    m = GAME.new_match(seed=1, armies="construire")
    assert m.current_player == 0
    assert "prendre un(e) Légat (6 PD, reste 60)" in labels(m)
    assert not any(l.startswith("terminer") for l in labels(m))
    for _ in range(8):
        jouer(m, "prendre un(e) Légionnaire")
    assert not any("Légionnaire" in l for l in labels(m))  # the box holds 8
    jouer(m, "prendre un(e) Tribun")
    for _ in range(3):
        jouer(m, "prendre un(e) Cavalier")
    jouer(m, "prendre un(e) Légat")
    # 24 + 5 + 12 + 6 = 47; 13 left
    assert "prendre un(e) Prétorien (5 PD, reste 13)" in labels(m)
    jouer(m, "terminer l'armée")
    # grouping: a Tribun (Formation 2) takes at most one more troop
    jouer(m, "ajouter un(e) Tribun")
    jouer(m, "ajouter un(e) Légionnaire")
    assert not any(l.startswith("ajouter") for l in labels(m))
    jouer(m, "fermer l'Unité")
    u = m.unites[-1]
    assert [t.nom for t in u.troupes] == ["Tribun", "Légionnaire"]


def test_construire_toutes_les_troupes_vont_dans_des_unites():
    m = GAME.new_match(seed=3, armies="construire", size=60)
    while m.attaquant < 0 and m.current_player is not CHANCE:
        m.apply(m.legal_actions()[0])
    assert m.choisies == [[], []] and m.en_cours == []
    for p in (0, 1):
        assert 0 < m.armee_pd[p] <= 60
        for u in m.unites:
            assert formation_valide([m.troupe(u.joueur, t.nom) for t in u.troupes])


def test_l_attaquant_au_de_sans_egalite():
    m = GAME.new_match(seed=1)
    outcomes = m.chance_outcomes()
    assert len(outcomes) == 30 and sum(p for _, p in outcomes) == 1
    assert all(p == Fraction(1, 30) and o.a != o.b for o, p in outcomes)
    m.apply(DesDeploiement(2, 5))
    assert m.attaquant == 1 and m.current_player == 1


def test_deploiement_alterne_puis_le_reste():
    m = GAME.new_match(seed=1, size=60)  # 7 units each
    m.apply(DesDeploiement(6, 3))
    ordre = []
    while m.manche == 0:
        ordre.append(m.current_player)
        acts = m.legal_actions()
        assert {a.zone for a in acts} == {"avant", "arrière"} and {a.secteur for a in acts} == {0, 1, 2}
        m.apply(acts[0])
    assert ordre == [0, 1] * 7
    m = GAME.new_match(seed=1, size=100)  # 11 Roman units, 12 Celtic ones
    m.apply(DesDeploiement(6, 3))
    ordre = []
    while m.manche == 0:
        ordre.append(m.current_player)
        m.apply(m.legal_actions()[0])
    assert ordre == [0, 1] * 11 + [1]


def test_fichier_de_faction_errone(tmp_path):
    mauvais = tmp_path / "x.txt"
    mauvais.write_text("jeu : pocket_battles\nfaction : X\n\nunité A\n    coût : trois\n", encoding="utf-8")
    with pytest.raises(RulekitError, match="unité A|A"):
        factions.lire_faction(mauvais)
    mauvais.write_text("jeu : pocket_battles\nfaction : X\n\nunité A\n    coût : 3\n    formation : 1\n"
                       "    blessures : 1\n\narmée rapide 60\n    taille : 60\n    unité 1 : A, A\n",
                       encoding="utf-8")
    with pytest.raises(factions.FactionError, match="formation"):
        factions.lire_faction(mauvais)
