"""The 16 characteristics, each executed from its faction-file sentence through the DSL.

Each test builds a state where the characteristic changes what happens, so it
fails if the characteristic's compiled ability does nothing.
"""

import pytest

from rulekit import CHANCE
from rulekit_games.pocket_battles import caracteristiques, factions

from .conftest import bataille, des, finir_tour, jouer, labels, textes, unite


def nb_des(m):
    assert m.current_player is CHANCE, labels(m)
    return {len(o.values) for o, _ in m.chance_outcomes()}


def test_toutes_les_caracteristiques_se_compilent():
    noms = set()
    for nom in ("romains", "celtes"):
        for cap in factions.charger(nom).capacites:
            capacite = caracteristiques.capacite(nom, cap)
            assert capacite.modifiers or capacite.triggers or capacite.replacements, cap
            noms.add(cap)
    assert len(noms) == 16


# --- Romains -------------------------------------------------------------------------

def test_plus_un_combat_un_de_de_plus_en_combat_et_en_riposte():
    m = bataille([unite("R1", 0, "Vétéran×2", "combat", 1), unite("C1", 1, "Guerrier×6", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    assert nb_des(m) == {2}
    m = bataille([unite("C1", 1, "Guerrier×6", "combat", 1), unite("R1", 0, "Vétéran×2", "combat", 1)],
                 contacts=[("R1", "C1")], joueur=1)
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 1)
    assert nb_des(m) == {2}  # the riposte too: "Lorsque vous êtes impliqué dans un Combat"


def test_impulsion_deux_des_de_charge():
    m = bataille([unite("R1", 0, "Cavalier×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
    finir_tour(m)
    jouer(m, "charger")
    jouer(m, "charger C1")
    assert nb_des(m) == {3}  # 1 + 2 for the charge


def test_impulsion_pas_sans_charge():
    m = bataille([unite("R1", 0, "Cavalier×2", "combat", 1), unite("C1", 1, "Guerrier", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    assert nb_des(m) == {1}


def test_reactive_coute_le_nombre_de_jetons_presents():
    m = bataille([unite("R1", 0, "Vélite×2", "arrière", 0), unite("C1", 1, "Guerrier", "arrière", 2)],
                 size=80, reserve=(8, 8))
    couts = []
    for _ in range(4):
        finir_tour(m)
        acts = [a for a in m.legal_actions() if a.unite == "R1" and a.zone == "déplacement tactique"]
        assert len(acts) == 1, labels(m)  # (without Réactive the 4th order, 8 tokens, is out of reach)
        a = acts[0]
        couts.append(a.n)
        m.apply(a)
        jouer(m, "→ avant droit" if m.unite("R1").zone == "arrière" else "→ arrière droit")
        finir_tour(m)
        jouer(m, "passer")
    assert couts == [1, 1, 2, 4]


def test_longue_portee_tire_depuis_l_arriere():
    m = bataille([unite("R1", 0, "Sagittaire×2", "arrière", 1), unite("C1", 1, "Guerrier", "avant", 1)])
    finir_tour(m)
    assert "R1 [Sagittaire×2] : tirer (1 jeton(s))" in labels(m)


def test_longue_portee_pas_contre_une_charge():
    m = bataille([unite("C1", 1, "Guerrier×2", "avant", 1), unite("R1", 0, "Sagittaire×2", "arrière", 1),
                  unite("R2", 0, "Légionnaire", "avant", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "charger")
    assert not any("tirer avec R1" in l for l in labels(m))


def test_lent_pas_de_redeploiement_mais_deplacement_tactique():
    m = bataille([unite("R1", 0, "Scorpion", "avant", 1), unite("R2", 0, "Légionnaire", "arrière", 0),
                  unite("C1", 1, "Guerrier", "arrière", 2)])
    assert not any(l.startswith("redéployer R1") for l in labels(m))
    assert any(l.startswith("redéployer R2") for l in labels(m))
    finir_tour(m)
    assert any(l.startswith("R1 [Scorpion] : déplacement tactique") for l in labels(m))


def test_arc_large_tire_sur_les_secteurs_adjacents():
    m = bataille([unite("R1", 0, "Scorpion", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1),
                  unite("C2", 1, "Guerrier", "avant", 0), unite("C3", 1, "Guerrier", "arrière", 2)])
    finir_tour(m)
    jouer(m, "R1 [Scorpion] : tirer")
    assert sorted(labels(m)) == ["tirer sur C1 [Guerrier]", "tirer sur C2 [Guerrier]"]


def test_plus_un_blessures_un_coup_de_plus_si_touche():
    m = bataille([unite("R1", 0, "Prétorien", "combat", 1), unite("C1", 1, "Guerrier×6", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 3)
    assert "dés 3 → 2 coup(s)" in " ".join(textes(m))


def test_plus_un_blessures_rien_si_aucun_coup():
    m = bataille([unite("R1", 0, "Prétorien", "combat", 1), unite("C1", 1, "Guerrier×6", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 6)
    assert "dés 6 → 0 coup(s)" in " ".join(textes(m))


def test_meneur_un_jeton_de_plus_rendu_quand_l_unite_est_detruite():
    m = bataille([unite("R1", 0, "Légat", "combat", 1), unite("C1", 1, "Guerrier×6", "combat", 1),
                  unite("R2", 0, "Légionnaire", "arrière", 0)],
                 contacts=[("R1", "C1")], joueur=1)
    assert m.total_jetons(0) == 7 and m.total_jetons(1) == 6
    assert m.jetons_comptes(0) == 7
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 4)  # six hits
    jouer(m, "retirer Légat")
    assert m.total_jetons(0) == 6 and m.jetons_comptes(0) == 6 == m.jetons[0]


def test_meneur_perdu_avec_la_tuile_du_legat():
    # "Si cette Unité est présente": a unit has its tiles' characteristics; the Légat's tile gone, so is Meneur
    m = bataille([unite("R1", 0, "Légat, Cavalier", "combat", 1), unite("C1", 1, "Guerrier×6", "combat", 1)],
                 contacts=[("R1", "C1")], joueur=1)
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 4)  # six hits: the Légat first
    jouer(m, "retirer Légat")
    assert m.total_jetons(0) == 6 and m.jetons_comptes(0) == 6 == m.jetons[0]


def test_ordre_double_deux_autres_unites():
    m = bataille([unite("R1", 0, "Tribun", "arrière", 1), unite("R2", 0, "Légionnaire", "arrière", 0),
                  unite("R3", 0, "Légionnaire", "arrière", 2), unite("C1", 1, "Guerrier", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R1 [Tribun] : Ordre Double")
    assert m.unite("R1").ordres == 1
    assert not any(l.startswith("R1") for l in labels(m))
    jouer(m, "R2 [Légionnaire] : déplacement tactique")
    jouer(m, "→ avant droit")
    assert any(l.startswith("R3") for l in labels(m)) and not any(l.startswith("R2") for l in labels(m))
    jouer(m, "R3 [Légionnaire] : déplacement tactique")
    jouer(m, "→ avant gauche")
    assert m.reserve[0] == 3 and m.current_player == 1


def test_pas_de_caracteristique_speciale_au_tout_premier_tour():
    unites = [unite("R1", 0, "Tribun", "arrière", 1), unite("C1", 1, "Guerrier", "arrière", 1)]
    m = bataille(unites, manche=1, tours=0)
    finir_tour(m)
    assert not any("Ordre Double" in l for l in labels(m))
    m = bataille(unites, manche=1, tours=1)  # the second turn of the battle
    finir_tour(m)
    assert any("Ordre Double" in l for l in labels(m))


def test_exciter_un_ordre_de_plus_pour_un_de_de_plus():
    m = bataille([unite("R1", 0, "Légionnaire×3, Centurion", "arrière", 1),
                  unite("R2", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : charger")
    assert m.current_player == 0
    jouer(m, "ordre à R1")
    assert m.unite("R1").ordres == 1 and m.reserve[0] == 4
    jouer(m, "charger C1")
    assert nb_des(m) == {3}  # 1 + 1 charge + 1 Exciter


def test_exciter_aussi_pour_poursuivre_et_tirer():
    m = bataille([unite("R1", 0, "Légionnaire×3, Centurion", "arrière", 1),
                  unite("R2", 0, "Légionnaire×2", "combat", 1), unite("C1", 1, "Guerrier", "combat", 1),
                  unite("R3", 0, "Sagittaire×2", "avant", 0), unite("C2", 1, "Guerrier", "avant", 0)],
                 contacts=[("R2", "C1")])
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : poursuivre le combat")
    jouer(m, "ordre à R1")
    assert nb_des(m) == {2}
    m = bataille([unite("R1", 0, "Légionnaire×3, Centurion", "arrière", 1),
                  unite("R3", 0, "Sagittaire×2", "avant", 0), unite("C2", 1, "Guerrier", "avant", 0)])
    finir_tour(m)
    jouer(m, "R3 [Sagittaire×2] : tirer")
    jouer(m, "ordre à R1")
    jouer(m, "tirer sur C2")
    assert nb_des(m) == {2}


def test_exciter_pour_sa_propre_unite():
    # « à l'une de vos Unités, donnez également un Ordre à cette Unité »: no « autre » (Ordre Double says
    # « deux autres Unités amies » when it means others), so the Centurion's own unit charging may take
    # the extra order too, at its normal cost: 1 token on it already, so 2 more (reading 19)
    m = bataille([unite("R1", 0, "Légionnaire×3, Centurion", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×3, Centurion] : charger")
    assert labels(m) == ["ordre à R1 [Légionnaire×3, Centurion] : +1 dé pour R1 (2 jeton(s))",
                         "pas d'ordre supplémentaire"]
    jouer(m, "ordre à R1")
    assert m.unite("R1").ordres == 3 and m.reserve[0] == 3
    jouer(m, "charger C1")
    assert nb_des(m) == {3}  # 1 + 1 charge + 1 Exciter


def test_exciter_pas_au_tout_premier_tour():
    m = bataille([unite("R1", 0, "Légionnaire×3, Centurion", "arrière", 1),
                  unite("R2", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)],
                 manche=1, tours=0)
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : charger")
    assert labels(m) == ["charger C1 [Guerrier]"]


def test_exciter_pas_pour_un_deplacement():
    m = bataille([unite("R1", 0, "Légionnaire×3, Centurion", "arrière", 1),
                  unite("R2", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R2 [Légionnaire×2] : déplacement tactique")
    assert not any("ordre à R1" in l for l in labels(m))


# --- Celtes --------------------------------------------------------------------------

def test_plus_un_tirs():
    m = bataille([unite("C1", 1, "Frondeur×2", "avant", 1), unite("R1", 0, "Légionnaire", "avant", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "C1 [Frondeur×2] : tirer")
    jouer(m, "tirer sur R1")
    assert nb_des(m) == {2}


def test_rapide_agit_apres_son_redeploiement():
    m = bataille([unite("C1", 1, "Cavalerie Légère×2", "arrière", 1), unite("C2", 1, "Guerrier", "arrière", 1),
                  unite("R1", 0, "Légionnaire", "arrière", 0)], joueur=1)
    jouer(m, "redéployer C1 [Cavalerie Légère×2] → avant centre")
    assert any(l.startswith("C1") for l in labels(m))
    m = bataille([unite("C1", 1, "Cavalerie Légère×2", "arrière", 1), unite("C2", 1, "Guerrier", "arrière", 1),
                  unite("R1", 0, "Légionnaire", "arrière", 0)], joueur=1)
    jouer(m, "redéployer C2 [Guerrier] → avant centre")
    assert not any(l.startswith("C2") for l in labels(m))


def test_fureur_un_de_par_jeton_ordre():
    m = bataille([unite("C1", 1, "Gésate×2", "combat", 1, ordres=1), unite("R1", 0, "Légionnaire×5", "combat", 1)],
                 contacts=[("R1", "C1")], joueur=1, reserve=(6, 5))
    finir_tour(m)
    jouer(m, "poursuivre le combat (2 jeton(s))")
    assert nb_des(m) == {4}  # 1 + 3 Order tokens now on the unit


def test_fureur_pas_les_blessures():
    m = bataille([unite("C1", 1, "Gésate×2", "combat", 1), unite("R1", 0, "Légionnaire×5", "combat", 1),
                  unite("C2", 1, "Cavalerie", "arrière", 0, blessures=(1,))], contacts=[("R1", "C1")], joueur=1,
                 reserve=(6, 5))
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    assert nb_des(m) == {2}


def test_dissoudre_un_jeton_adverse_mis_de_cote():
    m = bataille([unite("C1", 1, "Carnyx", "combat", 1), unite("R1", 0, "Légionnaire×2", "combat", 1)],
                 contacts=[("R1", "C1")], joueur=1)
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 5)
    jouer(m, "retirer Légionnaire")
    assert m.reserve[0] == 5 and m.de_cote[0] == 1


def test_dissoudre_rien_si_l_unite_est_detruite():
    m = bataille([unite("C1", 1, "Carnyx", "combat", 1), unite("R1", 0, "Légionnaire", "combat", 1)],
                 contacts=[("R1", "C1")], joueur=1)
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 5)
    jouer(m, "retirer Légionnaire")
    assert m.reserve[0] == 6


def test_sante_reprendre_une_blessure():
    m = bataille([unite("C1", 1, "Druide", "arrière", 1), unite("C2", 1, "Cavalerie×2", "avant", 0, blessures=(1,)),
                  unite("R1", 0, "Légionnaire", "arrière", 0)], joueur=1, reserve=(6, 3))
    finir_tour(m)
    jouer(m, "C1 [Druide] : Santé")
    assert m.reserve[1] == 2
    jouer(m, "reprendre une blessure de Cavalerie de C2")
    assert m.unite("C2").troupes[0].blessures == 0 and m.reserve[1] == 3


def test_sante_pas_offerte_sans_blessure_amie():
    # « Donnez un ordre à cette Unité pour récupérer un Jeton Blessure de n'importe quelle Unité amie »:
    # with no friendly troop wounded there is nothing to take back, and the order is not offered
    # (an enemy's wounds do not count) (reading 20)
    m = bataille([unite("C1", 1, "Druide", "arrière", 1), unite("C2", 1, "Cavalerie×2", "avant", 0),
                  unite("R1", 0, "Cavalier", "arrière", 0, blessures=(1,))], joueur=1, reserve=(5, 6))
    finir_tour(m)
    assert not any("Santé" in l for l in labels(m))
    assert any(l.startswith("C1 [Druide] : déplacement tactique") for l in labels(m))
    m = bataille([unite("C1", 1, "Druide", "arrière", 1), unite("C2", 1, "Noble à Cheval", "avant", 0, blessures=(1,)),
                  unite("R1", 0, "Légionnaire", "arrière", 0)], joueur=1, reserve=(6, 5))
    finir_tour(m)
    assert "C1 [Druide] : Santé (1 jeton(s))" in labels(m)


def test_ecraser_charge_encore_sans_jeton():
    m = bataille([unite("C1", 1, "Char", "avant", 1), unite("R1", 0, "Légionnaire", "arrière", 1),
                  unite("R2", 0, "Légionnaire", "arrière", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "C1 [Char] : charger")
    jouer(m, "charger R1")
    des(m, 3, 5)
    jouer(m, "retirer Légionnaire")
    reserve = m.reserve[1]
    # the Char must charge again at once, for free
    assert m.current_player == 1 and labels(m) == ["charger R2 [Légionnaire]"]
    jouer(m, "charger R2")
    assert m.reserve[1] == reserve and nb_des(m) == {2}


def test_ecraser_pas_sans_destruction():
    m = bataille([unite("C1", 1, "Char", "avant", 1), unite("R1", 0, "Légionnaire×2", "arrière", 1),
                  unite("R2", 0, "Légionnaire", "arrière", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "C1 [Char] : charger")
    jouer(m, "charger R1")
    des(m, 3, 5)
    jouer(m, "retirer Légionnaire")
    jouer(m, "R1 riposte contre C1")
    des(m, 6)  # R1's riposte misses
    assert m.current_player == 0 and "pas de redéploiement" in labels(m)


# --- each characteristic is what makes its test pass ------------------------------------

TESTS = {
    "Ordre Double": test_ordre_double_deux_autres_unites,
    "Exciter": test_exciter_un_ordre_de_plus_pour_un_de_de_plus,
    "+1 Combat": test_plus_un_combat_un_de_de_plus_en_combat_et_en_riposte,
    "Impulsion": test_impulsion_deux_des_de_charge,
    "Meneur": test_meneur_un_jeton_de_plus_rendu_quand_l_unite_est_detruite,
    "Longue Portée": test_longue_portee_tire_depuis_l_arriere,
    "Réactive": test_reactive_coute_le_nombre_de_jetons_presents,
    "+1 Tirs": test_plus_un_tirs,
    "Lent": test_lent_pas_de_redeploiement_mais_deplacement_tactique,
    "Arc Large": test_arc_large_tire_sur_les_secteurs_adjacents,
    "+1 Blessures": test_plus_un_blessures_un_coup_de_plus_si_touche,
    "Santé": test_sante_reprendre_une_blessure,
    "Dissoudre": test_dissoudre_un_jeton_adverse_mis_de_cote,
    "Rapide": test_rapide_agit_apres_son_redeploiement,
    "Fureur": test_fureur_un_de_par_jeton_ordre,
    "Ecraser": test_ecraser_charge_encore_sans_jeton,
}


@pytest.fixture
def sans(monkeypatch):
    """Compile one characteristic as an ability that does nothing."""
    from rulekit import Ability

    def retirer(nom):
        vraie = caracteristiques.capacite.__wrapped__

        def fausse(faction, cap):
            return Ability(cap) if cap == nom else vraie(faction, cap)

        caracteristiques.oublier()
        monkeypatch.setattr(caracteristiques, "capacite", fausse)

    yield retirer
    caracteristiques.oublier()


@pytest.mark.parametrize("nom", sorted(TESTS))
def test_sans_la_caracteristique_son_test_echoue(nom, sans):
    sans(nom)
    with pytest.raises(AssertionError):
        TESTS[nom]()


def test_la_restriction_de_longue_portee_vient_de_sa_phrase(monkeypatch):
    """Longue Portée without its second sentence lets the rear Sagittaires shoot the charger."""
    from rulekit import dsl

    vraie = caracteristiques.capacite.__wrapped__

    def premiere_phrase_seulement(faction, nom):
        if nom != "Longue Portée":
            return vraie(faction, nom)
        arbre = dsl.parse_ability("Cette Unité peut tirer depuis l'Arrière d'un Secteur.", game="pocket_battles")
        return dsl.compile_ability(arbre, name=nom, vocabulary=dsl.vocabulary_of("pocket_battles"))

    caracteristiques.oublier()
    monkeypatch.setattr(caracteristiques, "capacite", premiere_phrase_seulement)
    try:
        with pytest.raises(AssertionError):
            test_longue_portee_pas_contre_une_charge()
    finally:
        caracteristiques.oublier()
