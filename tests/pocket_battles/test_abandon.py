"""Abandonner un Combat: free blows from every enemy unit in it, then back to the Front."""

from .conftest import bataille, des, finir_tour, jouer, labels, textes, unite


def test_abandon_sous_les_coups_de_chaque_ennemi_puis_retrait():
    m = bataille([
        unite("R1", 0, "Légionnaire×3", "combat", 1),
        unite("C1", 1, "Guerrier×2", "combat", 1),
        unite("C2", 1, "Gésate", "combat", 1),
    ], contacts=[("R1", "C1"), ("R1", "C2")])
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×3] : abandonner le combat")
    assert m.reserve[0] == 5 and m.unite("R1").ordres == 1
    # C1 strikes with its Combat dice (4 4), for free: « a une chance de tirer », its owner's choice
    reserve = m.reserve[1]
    assert m.current_player == 1 and labels(m) == ["C1 frappe R1 qui abandonne le combat",
                                                   "C1 laisse R1 abandonner le combat sans frapper"]
    jouer(m, "C1 frappe R1")
    assert {len(o.values) for o, _ in m.chance_outcomes()} == {1}
    des(m, 4)
    jouer(m, "retirer Légionnaire")
    jouer(m, "retirer Légionnaire")
    # then C2 (4 5)
    jouer(m, "C2 frappe R1")
    des(m, 6)
    assert m.reserve[1] == reserve  # no order for these blows
    assert m.unite("R1").zone == "avant" and m.unite("R1").secteur == 1 and len(m.unite("R1").troupes) == 1
    # the enemy units of that combat withdraw to their Front as well
    assert m.unite("C1").zone == "avant" and m.unite("C2").zone == "avant"
    assert m.contacts == []


def test_abandon_qui_detruit_l_unite():
    m = bataille([unite("R1", 0, "Légionnaire", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "abandonner le combat")
    jouer(m, "C1 frappe R1")
    des(m, 4)
    jouer(m, "retirer Légionnaire")
    assert m.unite("R1").zone == "détruite" and m.unite("C1").zone == "avant"


def test_abandon_sans_les_coups_que_l_ennemi_refuse():
    # « l'adversaire a une chance de tirer sur l'Unité qui se retire »: a chance, not a duty
    m = bataille([unite("R1", 0, "Légionnaire", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "abandonner le combat")
    jouer(m, "C1 laisse R1 abandonner le combat sans frapper")
    assert "C1 ne frappe pas R1 qui abandonne le combat." in textes(m)
    assert m.unite("R1").zone == "avant" and m.unite("C1").zone == "avant" and m.contacts == []
