"""Tirer: who may shoot, the order of targets, and shooting into a combat."""

from .conftest import bataille, des, finir_tour, jouer, labels, unite


def cibles(m, uid):
    finir_tour(m)
    acts = [a for a in m.legal_actions() if a.unite == uid and a.zone == "tirer"]
    if not acts:
        return None
    m.apply(acts[0])
    return sorted(labels(m))


def test_cibles_a_l_avant_ou_en_combat_du_meme_secteur():
    m = bataille([unite("R1", 0, "Sagittaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1),
                  unite("C2", 1, "Guerrier", "arrière", 1), unite("C3", 1, "Guerrier", "avant", 0)])
    assert cibles(m, "R1") == ["tirer sur C1 [Guerrier]"]


def test_l_arriere_seulement_sans_ennemi_devant():
    m = bataille([unite("R1", 0, "Sagittaire×2", "avant", 1), unite("C2", 1, "Guerrier", "arrière", 1),
                  unite("C3", 1, "Guerrier", "avant", 0)])
    assert cibles(m, "R1") == ["tirer sur C2 [Guerrier]"]


def test_un_secteur_adjacent_seulement_sans_ennemi_dans_le_secteur():
    m = bataille([unite("R1", 0, "Sagittaire×2", "avant", 1), unite("C3", 1, "Guerrier", "avant", 0),
                  unite("C4", 1, "Guerrier", "arrière", 2)])
    assert cibles(m, "R1") == ["tirer sur C3 [Guerrier]"]


def test_pas_de_tir_depuis_l_arriere_sans_caracteristique_ni_sans_de_tir():
    m = bataille([unite("R1", 0, "Auxiliaire", "arrière", 1), unite("R2", 0, "Légionnaire", "avant", 1),
                  unite("C1", 1, "Guerrier", "avant", 1)])
    assert not any("tirer" in l for l in labels(m))


def test_un_de_compare_aux_des_de_tir():
    m = bataille([unite("R1", 0, "Sagittaire×2", "avant", 1), unite("C1", 1, "Guerrier×3", "avant", 1)])
    cibles(m, "R1")
    jouer(m, "tirer sur C1")
    assert {len(o.values) for o, _ in m.chance_outcomes()} == {1}
    des(m, 4)  # Sagittaires 4 5 4 5: two hits
    jouer(m, "retirer Guerrier")
    jouer(m, "retirer Guerrier")
    assert len(m.unite("C1").troupes) == 1
    assert m.current_player == 1  # no riposte against a shot


def test_tirer_sur_un_combat_repartit_les_coups_arrondis_vers_le_haut():
    # 3 hits into a combat of 2 units (the target and a friendly one): 2 hits each.
    m = bataille([unite("R1", 0, "Sagittaire×3", "avant", 1), unite("R2", 0, "Légionnaire×3", "combat", 1),
                  unite("C1", 1, "Guerrier×4", "combat", 1)], contacts=[("R2", "C1")])
    cibles(m, "R1")
    # « les coups sont répartis ... sur toutes les Unités impliquées dans le Combat »: the label says so
    assert "tirer sur C1 [Guerrier×4] (dans un combat : coups répartis sur C1, R2)" in labels(m)
    jouer(m, "tirer sur C1")
    des(m, 4)  # 4 5 ×3: three hits
    assert m.current_player == 1
    jouer(m, "retirer Guerrier")
    jouer(m, "retirer Guerrier")
    assert m.current_player == 0  # the friendly unit in the combat takes its share too
    jouer(m, "retirer Légionnaire")
    jouer(m, "retirer Légionnaire")
    assert len(m.unite("C1").troupes) == 2 and len(m.unite("R2").troupes) == 1
