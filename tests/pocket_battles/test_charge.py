"""Charger: the move, the three reactions, charging into a combat, the split, the rear, the overflow."""

from .conftest import bataille, des, finir_tour, jouer, labels, unite


def face_a_face(*autres, **kw):
    return bataille([
        unite("R1", 0, "Légionnaire×2", "avant", 1),
        unite("C1", 1, "Guerrier×2", "avant", 1),
        unite("C2", 1, "Archer×2", "avant", 1),
        *autres,
    ], **kw)


def test_charger_deplace_l_unite_et_l_adversaire_reagit():
    m = face_a_face()
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : charger")
    assert m.unite("R1").zone == "combat"
    assert m.current_player == 1
    assert sorted(labels(m)) == ["attendre", "intercepter avec C1 [Guerrier×2] (1 jeton(s))",
                                 "tirer avec C2 [Archer×2] (1 jeton(s))"]


def test_attendre_puis_choisir_la_cible_et_lancer_un_de_de_plus():
    m = face_a_face()
    finir_tour(m)
    jouer(m, "charger")
    jouer(m, "attendre")
    assert m.current_player == 0
    assert sorted(labels(m)) == ["charger C1 [Guerrier×2]", "charger C2 [Archer×2]"]
    jouer(m, "charger C2")
    assert m.unite("C2").zone == "combat" and m.engages("R1") == ["C2"]
    assert {len(o.values) for o, _ in m.chance_outcomes()} == {2}  # 1 die + 1 for the charge


def test_intercepter_donne_un_ordre_qui_n_est_pas_l_action_du_tour():
    m = face_a_face()
    finir_tour(m)
    jouer(m, "charger")
    jouer(m, "intercepter avec C1")
    assert m.unite("C1").zone == "combat" and m.unite("C1").ordres == 1 and m.reserve[1] == 5
    assert m.engages("R1") == ["C1"]
    assert {len(o.values) for o, _ in m.chance_outcomes()} == {2}  # the charger still attacks first
    des(m, 1, 2)
    des(m, 6)  # C1's riposte misses
    # then player 2 takes their own turn
    assert m.current_player == 1 and "pas de redéploiement" in labels(m)


def test_tirer_sur_l_unite_qui_charge_puis_la_charge_continue():
    m = face_a_face()
    finir_tour(m)
    jouer(m, "charger")
    jouer(m, "tirer avec C2")
    assert m.unite("C2").ordres == 1
    des(m, 5)  # Archers 4 5 4 5: one 5 → 2 hits on R1
    jouer(m, "retirer Légionnaire")
    jouer(m, "retirer Légionnaire")
    assert m.unite("R1").zone == "détruite"
    assert m.current_player == 1  # the charge ended with the charger


def test_tir_de_reaction_rate_le_joueur_actif_choisit_sa_cible():
    m = face_a_face()
    finir_tour(m)
    jouer(m, "charger")
    jouer(m, "tirer avec C2")
    des(m, 1)
    assert m.current_player == 0 and "charger C2 [Archer×2]" in labels(m)


def test_pas_de_charge_sans_de_combat_ni_depuis_l_arriere():
    m = bataille([unite("R1", 0, "Sagittaire×2", "avant", 1), unite("R2", 0, "Légionnaire", "arrière", 1),
                  unite("C1", 1, "Guerrier", "avant", 1)])
    assert not any("charger" in l for l in labels(m))


def test_charger_dans_un_combat_pour_etre_en_surnombre():
    m = bataille([
        unite("R1", 0, "Légionnaire×2", "combat", 1),
        unite("C1", 1, "Guerrier×2", "combat", 1),
        unite("R2", 0, "Légionnaire×2", "avant", 1),
    ], contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : charger")
    jouer(m, "attendre")
    jouer(m, "charger C1")
    assert sorted(m.engages("C1")) == ["R1", "R2"]


def test_charger_une_unite_en_surnombre_cree_deux_combats():
    # C1 and C2 outnumber R1; R2 charges C2: two combats, R1–C1 and R2–C2.
    m = bataille([
        unite("R1", 0, "Légionnaire×2", "combat", 1),
        unite("C1", 1, "Guerrier×2", "combat", 1),
        unite("C2", 1, "Guerrier×2", "combat", 1),
        unite("R2", 0, "Légionnaire×2", "avant", 1),
    ], contacts=[("R1", "C1"), ("R1", "C2")])
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : charger")
    jouer(m, "attendre")
    jouer(m, "charger C2")
    assert m.engages("R1") == ["C1"] and m.engages("R2") == ["C2"]


def test_charger_l_arriere_sans_ennemi_devant_ni_en_combat_et_sans_reaction():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "arrière", 1),
                  unite("C2", 1, "Frondeur×2", "avant", 0)])
    finir_tour(m)
    jouer(m, "charger")
    assert m.current_player == 0  # no reaction for player 2
    assert labels(m) == ["charger C1 [Guerrier×2]"]
    jouer(m, "charger C1")
    assert m.unite("C1").zone == "combat" and m.unite("R1").zone == "combat"


def test_deborder_dans_un_secteur_adjacent_puis_revenir_a_son_avant():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 2),
                  unite("C2", 1, "Guerrier", "avant", 0)])
    finir_tour(m)
    jouer(m, "charger")
    assert m.current_player == 0
    assert sorted(labels(m)) == ["charger C1 [Guerrier]", "charger C2 [Guerrier]"]
    jouer(m, "charger C1")
    assert m.unite("R1").secteur == 2 and m.unite("R1").zone == "combat"
    des(m, 3, 4)
    jouer(m, "retirer Guerrier")
    # "l'Unité survivante est déplacée dans la Zone Avant du Secteur où elle a combattu"
    assert m.unite("R1").zone == "avant" and m.unite("R1").secteur == 2


def test_pas_de_debordement_si_un_ennemi_est_dans_le_secteur():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1),
                  unite("C2", 1, "Guerrier", "avant", 0)])
    finir_tour(m)
    jouer(m, "charger")
    assert labels(m) == ["charger C1 [Guerrier]"]
