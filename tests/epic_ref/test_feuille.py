"""The sheet as data: every row of every table, read by the grammar from data/*.txt."""

import pytest

from rulekit_games.epic_ref import grammaire
from rulekit_games.epic_ref.feuille import feuille
from rulekit.dsl import ast as DA


def test_sequence_de_jeu():
    assert [p.nom for p in feuille().sequence] == ["Phase de Stratégie", "Phase d'Action", "Fin du Tour"]


@pytest.mark.parametrize("nom, etapes, tir", [
    ("Avance", [[("mouvement", 1, 0)], [("tir", 0, 0)]], True),
    ("Assaut", [[("mouvement d'assaut", 1, 0)], [("corps à corps", 0, 0)]], True),
    ("Avance Rapide", [[("mouvement", 2, 0)], [("tir", 0, -1)]], True),
    ("Redéploiement", [[("mouvement", 3, 0)]], False),
    ("Rassemblement", [[("mouvement", 1, 0), ("tir", 0, -1)], [("regroupe", 0, 0)]], True),
    ("Etat d'Alerte", [[("alerte", 0, 0)]], True),
    ("Tir Soutenu", [[("tir", 0, 1)]], True),
    ("Tenir", [[("mouvement", 1, 0), ("tir", 0, 0), ("regroupe", 0, 0)]], True),
])
def test_actions(nom, etapes, tir):
    a = feuille().actions[nom]
    assert [[(g.genre, g.n, g.modificateur) for g in c.gestes] for c in a.etapes] == etapes
    assert a.tir_permis is tir
    assert len(feuille().actions) == 8


def test_pions_impact():
    rows = [(r.seuil, r.effet, r.resultat) for r in feuille().pions_impact]
    assert rows == [("chaque_pion", "neutralisee", "ne_peut_tirer"), ("un_par_unite", "demoralisee", "retraite")]


def test_tests_action():
    assert [(m.condition.genre, m.valeur) for m in feuille().tests_action] == [
        ("a_un_pion", -1), ("conserve_initiative", -1)]


BARRAGES = [(1, 1, 0, 0, 6, 6), (2, 2, 0, 0, 5, 6), (3, 3, 0, 0, 4, 5), (4, 5, 1, 0, 4, 5), (6, 7, 1, 1, 4, 5),
            (8, 9, 2, 1, 4, 5), (10, 12, 2, 2, 4, 5), (13, 15, 2, 3, 4, 5), (16, 18, 2, 4, 4, 5)]


@pytest.mark.parametrize("row", BARRAGES)
def test_barrages(row):
    lo, hi, gab, pi, ap, ac = row
    for points in range(lo, hi + 1):
        r = feuille().barrage(points)
        assert (r.minimum, r.maximum, r.gabarits, r.pions, r.ap, r.ac) == row


def test_modificateurs_toucher():
    rows = [(m.condition.genre, m.condition.actions, m.valeur) for m in feuille().toucher]
    assert rows == [("cible_a_couvert", (), -1), ("attaquant_effectue", ("Avance Rapide", "Redéploiement"), -1),
                    ("attaquant_effectue", ("Tir Soutenu",), 1)]


def test_modificateurs_assaut():
    rows = [(m.condition.genre, m.condition.nombre, m.condition.mot, m.valeur) for m in feuille().assaut]
    assert rows == [("par_perte", 0, "", 1), ("plus_unites", 1, "", 1), ("fois_plus_unites", 2, "", 1),
                    ("sans_pion", 0, "", 1), ("ennemi_plus_de_pions", 0, "", 1), ("personnage", 0, "Charismatique", 1)]


def test_modificateurs_ralliement():
    rows = [(m.condition.genre, m.condition.nombre, m.valeur) for m in feuille().ralliement]
    assert rows == [("est_demoralisee", 0, -2), ("ennemis_a_moins_de", 30, -1)]


def _col(effets):
    return [(e.genre, e.seuil) if e.genre == "couvert" else e.genre for e in effets]


TERRAIN = {
    "Bâtiments": ([("couvert", 4)], ["infranchissable"], ["infranchissable"]),
    "Falaises": (["infranchissable"], ["infranchissable"], ["infranchissable"]),
    "Fortifications": ([("couvert", 3), "voir_regles"], ["voir_regles"], ["infranchissable"]),
    "Jungles": ([("couvert", 4)], ["infranchissable"], ["dangereux"]),
    "Marécages": ([("couvert", 6), "dangereux"], ["dangereux"], ["dangereux"]),
    "Plaines": (["aucun_effet"], ["aucun_effet"], ["aucun_effet"]),
    "Collines douces": (["aucun_effet"], ["aucun_effet"], ["aucun_effet"]),
    "Rivières": ([("couvert", 6), "dangereux"], ["infranchissable"], ["aucun_effet"]),
    "Routes": (["voir_regles"], ["voir_regles"], ["voir_regles"]),
    "Ruines": ([("couvert", 4)], ["dangereux"], ["dangereux"]),
    "Décombres": ([("couvert", 4)], ["dangereux"], ["dangereux"]),
    "Taillis": ([("couvert", 6)], ["aucun_effet"], ["aucun_effet"]),
    "Bois": ([("couvert", 5)], ["dangereux"], ["dangereux"]),
}


@pytest.mark.parametrize("nom", sorted(TERRAIN))
def test_terrain(nom):
    ligne = feuille().terrain[nom]
    assert (_col(ligne.infanterie), _col(ligne.vehicule), _col(ligne.engin)) == TERRAIN[nom]


# realigned: each name with its own effect (README: "Unités Spéciales"); read by rulekit.dsl
SPECIALES = {
    "Anti grav": ["Ignore", "Ignore", "Inclut"],
    "Blindage Arrière Renforcé": ["Ignore"],
    "Blindage Renforcé": ["RelanceJet", "SauvegardeContre"],
    "Charismatique": ["Modificateur"],
    "Commandant Suprême": ["AssautGroupe", "Inclut", "JetInitiativeUnique", "RelanceJet"],
    "Commandant": ["AssautGroupe", "JetInitiativeUnique"],
    "Eclaireurs": ["Distance", "Distance"],
    "Infiltrateurs": ["Double", "Ignore"],
    "Marcheurs": ["RelanceJet"],
    "Meneur": ["PISupplementaire"],
    "Montés": ["ConsidereComme"],
    "Réacteurs Dorsaux": ["Ignore", "Ignore"],
    "Sans Peur": ["Aucun", "Immunise", "Immunise", "PasDetruit"],
    "Sauvegarde Invulnérable": ["SecondeSvg"],
    "Snipers": ["ChoisitUniteTouchee", "Modificateur"],
    "Téléportation": ["JetParUnite", "Teleportation"],
    "Véhicule Léger": ["Vulnerable"],
}


def _genres(ligne):
    return [type(c).__name__ for c in ligne.ast.clauses]


def test_unites_speciales_realignees():
    got = {n: _genres(r) for n, r in feuille().unites_speciales.items()}
    assert got == SPECIALES
    s = {n: set(r.ast.clauses) for n, r in feuille().unites_speciales.items()}
    assert s["Eclaireurs"] == {DA.Distance("distance de cohésion", 20), DA.Distance("zone de contrôle", 10)}
    assert s["Sauvegarde Invulnérable"] == {DA.SecondeSvg(6, True)}
    assert {DA.Inclut(("Commandant", "Meneur")), DA.RelanceJet("jet d'initiative", (1, "tour")),
            DA.AssautGroupe(3, 5)} <= s["Commandant Suprême"]
    assert DA.AssautGroupe(2, 5) in s["Commandant"]
    assert DA.Inclut(("Attaque surprise",)) in s["Anti grav"]


def test_armes_speciales():
    got = {n: (_genres(r), r.parametre) for n, r in feuille().armes_speciales.items()}
    assert got == {
        "Arme Antiaérienne": (["AntiAerien"], ""), "Rupture": (["PIParTouche"], ""),
        "Att. Supplémentaire": (["AttaquesSupplementaires"], "X"), "Frappe en Premier": (["FrappeEnPremier"], ""),
        "Ignore les Couverts": (["Ignore", "Ignore"], ""),
        "Macro Armes": (["AnnuleSauvegardes"], ""), "Tir Unique": (["Limite"], ""),
        "Rechargement": (["Rechargement"], ""),
        "Tueur de Titan": (["Aucun", "DegatsEngins"], "X"),
    }


def test_victoire():
    f = feuille()
    assert (f.victoire.tours, f.victoire.minimum, f.egalite.tour, f.tenir.distance) == ((3, 4), 2, 4, 15)
    assert [(b.nom, b.genre, b.nombre) for b in f.buts] == [
        ("Briser le moral", "plus_couteuse", 0), ("Blitzkrieg", "base_adverse", 0),
        ("Prendre et tenir", "objectifs_adverses", 2), ("Défendre le drapeau", "objectifs_siens", 3),
        ("Ils ne passeront pas", "aucune_formation_adverse", 0)]


def test_tie_break():
    assert [(r.etats, r.numerateur, r.denominateur) for r in feuille().tie_break] == [
        (("détruite",), 1, 1), (("démoralisée", "à demi force"), 1, 1), (("à demi force",), 1, 2),
        (("démoralisée",), 1, 2)]


def test_erreur_de_syntaxe_situee(tmp_path):
    p = tmp_path / "barrages.txt"
    p.write_text("1\tAucun\tAucun\t6+\t6+\n2\tAucun\tPlein\t5+\t6+\n", encoding="utf-8")
    with pytest.raises(grammaire.FeuilleSyntaxError) as err:
        grammaire.parse_lines(p, "barrage_line")
    assert err.value.line == 2 and err.value.column == 9
    assert "^" in str(err.value)


def test_les_lignes_gardent_le_texte_de_la_feuille():
    seed = (grammaire.Path(__file__).parents[2] / "games/epic_ref/data/actions.txt").read_text(encoding="utf-8")
    assert "Avance Rapide : Deux mvts, puis un tir à -1 pour toucher" in seed
