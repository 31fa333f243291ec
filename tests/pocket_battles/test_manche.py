"""Rounds and turns: redeployment, order costs, Passer, running out of tokens, the end of a round."""

from .conftest import bataille, finir_tour, jouer, labels, textes, unite


def deux_camps(**kw):
    return bataille([
        unite("R1", 0, "Légionnaire×3", "arrière", 0),
        unite("R2", 0, "Légionnaire×2", "avant", 2),
        unite("C1", 1, "Guerrier×3", "arrière", 1),
    ], **kw)


def test_cout_des_ordres_1_2_4():
    # "cela coûte 1 jeton Ordre ... (1+1) = 2 jetons Ordre de plus ... (1+2+1) = 4 jetons"
    m = deux_camps(size=70, reserve=(7, 7))
    couts = []
    for _ in range(3):
        finir_tour(m)
        (ordre,) = [a for a in m.legal_actions() if a.unite == "R1" and a.zone == "déplacement tactique"]
        couts.append(ordre.n)
        m.apply(ordre)
        jouer(m, "→ avant droit" if m.unite("R1").zone == "arrière" else "→ arrière droit")
        finir_tour(m)
        jouer(m, "passer")
    assert couts == [1, 2, 4]
    assert m.unite("R1").ordres == 7


def test_redeploiement_vers_une_zone_adjacente_de_sa_moitie():
    m = deux_camps()
    redeps = [l for l in labels(m) if l.startswith("redéployer R1")]
    # R1 at the rear of column 0 (player 1's right): the rear of column 1, or its own front
    assert sorted(redeps) == ["redéployer R1 [Légionnaire×3] → arrière centre",
                              "redéployer R1 [Légionnaire×3] → avant droit"]


def test_redeploiement_ni_vers_ni_depuis_la_zone_de_combat():
    m = bataille([unite("R1", 0, "Légionnaire", "combat", 1), unite("C1", 1, "Guerrier", "combat", 1),
                  unite("R2", 0, "Légionnaire", "avant", 1)], contacts=[("R1", "C1")])
    assert not any(l.startswith("redéployer R1") for l in labels(m))
    assert not any("zone de combat" in l for l in labels(m))


def test_l_unite_redeployee_ne_peut_pas_agir_ce_tour():
    m = deux_camps()
    jouer(m, "redéployer R1 [Légionnaire×3] → arrière centre")
    assert not any(l.startswith("R1") for l in labels(m))
    assert any(l.startswith("R2") for l in labels(m))


def test_passer_met_un_jeton_de_cote():
    m = deux_camps()
    finir_tour(m)
    jouer(m, "passer")
    assert m.reserve[0] == 5 and m.de_cote[0] == 1
    assert m.current_player == 1


def test_un_joueur_sans_jetons_l_autre_enchaine_ses_tours():
    m = deux_camps(reserve=(1, 3))
    finir_tour(m)
    jouer(m, "passer")
    for _ in range(3):
        assert m.current_player == 1
        finir_tour(m)
        jouer(m, "passer")
    # both out of tokens: the round ends, tokens come back, round 3 starts with the attacker (player 1)
    assert m.manche == 3 and m.reserve == [6, 6] and m.de_cote == [0, 0]
    assert m.current_player == 0


def test_le_premier_tour_alterne():
    m = deux_camps(reserve=(1, 1), attaquant=1, manche=1, joueur=1)
    premiers = []
    while m.manche < 4:
        if m.manche not in [p for p, _ in premiers]:
            premiers.append((m.manche, m.current_player))
        finir_tour(m)
        jouer(m, "passer")
    # the Attacker (index 1) in round 1, the Defender in round 2, the Attacker again in round 3
    assert premiers == [(1, 1), (2, 0), (3, 1)]


def test_fin_de_manche_les_ordres_reviennent_et_les_blessures_peuvent_etre_retirees():
    m = bataille([unite("R1", 0, "Cavalier×2", "arrière", 0, ordres=3, blessures=(1,)),
                  unite("C1", 1, "Guerrier", "arrière", 1)], reserve=(1, 0), de_cote=(1, 6))
    finir_tour(m)
    jouer(m, "passer")
    # round over: R1's 3 orders and the 2 set aside come back; the wound stays unless removed
    assert m.unite("R1").ordres == 0 and m.reserve[0] == 5
    assert sorted(labels(m)) == ["garder les blessures", "retirer une blessure de Cavalier (1) de R1"]
    jouer(m, "retirer une blessure")
    assert m.reserve[0] == 6 and m.unite("R1").troupes[0].blessures == 0
    assert "garder les blessures" not in labels(m)  # no wound left: round 3 started


def test_garder_ses_blessures():
    m = bataille([unite("R1", 0, "Cavalier×2", "arrière", 0, blessures=(1,)),
                  unite("C1", 1, "Guerrier", "arrière", 1)], reserve=(1, 0), de_cote=(4, 6))
    finir_tour(m)
    jouer(m, "passer")
    jouer(m, "garder les blessures")
    assert m.reserve[0] == 5 and m.unite("R1").troupes[0].blessures == 1


def test_ceder_la_bataille():
    m = deux_camps()
    finir_tour(m)
    jouer(m, "céder la bataille")
    assert m.is_over and m.winner == 1


def test_le_journal_montre_les_15_zones_apres_chaque_tour():
    m = deux_camps()
    finir_tour(m)
    jouer(m, "passer")
    *_, tableau, tour_suivant = textes(m)  # the board closes the turn, then the next one begins
    assert tour_suivant.startswith("Tour du joueur")
    assert tableau.count("|") == 5 * 3 or tableau.count("|") >= 15
    for rang in ("J1 arrière", "J1 avant", "combat", "J2 avant", "J2 arrière"):
        assert rang in tableau
    assert "R1 [Légionnaire×3]" in tableau and "jeton(s) inutilisé(s)" in tableau


def test_deplacement_tactique_coute_un_ordre():
    m = deux_camps()
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : déplacement tactique (1 jeton(s))")
    jouer(m, "avant centre")
    assert m.unite("R2").zone == "avant" and m.unite("R2").secteur == 1 and m.unite("R2").ordres == 1
    assert m.reserve[0] == 5
