"""The special units and weapons run through rulekit.dsl: whom a compiled ability answers
about (alive bearer, its formation, its player, its weapons), cited rules, named rules."""

import pytest
from rulekit_games.epic_ref.capacites import compiler, speciale

from rulekit import RulekitError
from rulekit.dsl import ast as DA

from .conftest import P, W, armee, bench


def match(profil_a, profil_d=None, armes=(), n=2):
    pd = profil_d or P("Garde")
    a = armee([profil_a], armes, {"A": [profil_a.nom] * n, "B": [profil_a.nom] * n})
    d = armee([pd], [], {"D": [pd.nom] * n})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 10)
    m.ajouter_formation(0, "B", 120, 10)
    m.ajouter_formation(1, "D", 90, 110)
    return m


def test_les_lignes_de_la_feuille_sont_lues_par_le_dsl():
    assert speciale("Tueur de Titan").ast.clauses == (DA.Aucun("sauvegarde"), DA.DegatsEngins("x"))
    assert compiler("Tueur de Titan (3)").ast is speciale("Tueur de Titan").ast


def test_une_capacite_ne_repond_que_tant_que_son_porteur_vit():
    m = match(P("Chef", capacites=("Sans Peur",)), n=1)
    assert m.query("retraite obligatoire", True, unite="0.0") is False
    m.modifier_unite(0, 0, vivante=False)
    assert m.query("retraite obligatoire", True, unite="0.0") is True


def test_le_contexte_formation_est_celui_du_porteur():
    m = match(P("Chef", capacites=("Charismatique",)))
    assert m.query("bonus résultat assaut", 0, formation=0) == 1   # its best Chef's (+1), not the sum of two
    assert m.query("bonus résultat assaut", 0, formation=2) == 0   # the enemy's formation
    m.modifier_unite(0, 0, vivante=False)
    assert m.query("bonus résultat assaut", 0, formation=0) == 1
    m.modifier_unite(0, 1, vivante=False)
    assert m.query("bonus résultat assaut", 0, formation=0) == 0


def test_le_contexte_joueur_et_une_fois_par_tour():
    m = match(P("Seigneur", capacites=("Commandant Suprême",)), n=1)
    assert m.query("relance initiative", "", formation=1, joueur=0) == "0.0"  # any formation of the player
    assert m.query("relance initiative", "", formation=2, joueur=1) == ""
    m.record_use("0.0")
    assert m.query("relance initiative", "", formation=1, joueur=0) == "1.0"  # the other Seigneur's
    m.record_use("1.0")
    assert m.query("relance initiative", "", formation=1, joueur=0) == ""
    m.tour += 1
    assert m.query("relance initiative", "", formation=1, joueur=0) == "0.0"


def test_une_capacite_d_arme_portee_par_l_unite_vaut_pour_ses_armes():
    m = match(P("Tireur", armes=("Fusil",), capacites=("Att. Supplémentaire (2)",)), armes=[W("Fusil")], n=1)
    assert m.query("attaques", 1, arme="0.0.0", moment="tir") == 3
    assert m.query("attaques", 1, arme="1.0.0", moment="tir") == 3
    assert m.query("attaques", 1, arme="2.0.0", moment="tir") == 1


def test_une_regle_citee_de_la_feuille_est_incluse():
    m = match(P("Seigneur", capacites=("Commandant Suprême",)), n=1)
    assert m.query("PI retirés en plus", 0, formation=0, lors="ralliement") == 1  # Meneur
    assert m.query("assaut groupé", (0, 0), formation=0) == (3, 5)       # its own, over Commandant's 2
    assert m.query("jet d'initiative unique", None, formation=0) == -1


def test_une_regle_citee_sans_definition_repond_sous_son_nom():
    m = match(P("Glisseur", "AV", capacites=("Anti grav",)), n=1)
    assert m.query("attaque surprise", False, unite="0.0") is True
    assert m.query("attaque surprise", False, unite="2.0") is False
    assert m.query("terrain dangereux ignoré", False, unite="0.0") is True
    assert m.query("terrain infranchissable ignoré", False, unite="0.0") is True


def test_tir_unique_enregistre_son_usage():
    m = match(P("Tireur", armes=("Fusil",)), armes=[W("Fusil", capacites=("Tir Unique",))], n=1)
    assert m.query("arme utilisable", True, arme="0.0.0", tour=1) is True
    from rulekit_games.epic_ref.evenements import ArmeTiree

    m.emit(ArmeTiree("0.0.0", 1))
    assert m.utilisations == {"0.0.0": [1]}
    assert m.query("arme utilisable", True, arme="0.0.0", tour=5) is False
    assert m.query("arme utilisable", True, arme="1.0.0", tour=5) is True


def test_une_phrase_inconnue_est_une_erreur_du_dsl():
    with pytest.raises(RulekitError, match="attendu"):
        compiler("Vole très vite")
    with pytest.raises(RulekitError, match="X"):
        compiler("Tueur de Titan")
