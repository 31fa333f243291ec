"""The README's readings (games/pocket_battles/README.md, « Ambiguities: the reading chosen »): each
test it names exists, and the readings issue 21 found unwritten are written, with the rule quoted
and the test that pins them."""

import ast
import re
from pathlib import Path

import pytest

ICI = Path(__file__).parent
README = (ICI.parents[1] / "games" / "pocket_battles" / "README.md").read_text(encoding="utf-8")


def _lectures() -> dict[int, str]:
    partie = README.split("## Ambiguities: the reading chosen", 1)[1].split("\n## ", 1)[0]
    morceaux = re.split(r"\n(\d+)\. ", "\n" + partie)
    return {int(n): " ".join(texte.split()) for n, texte in zip(morceaux[1::2], morceaux[2::2])}


def _tests(fichier: str) -> set[str]:
    arbre = ast.parse((ICI / f"{fichier}.py").read_text(encoding="utf-8"))
    return {n.name for n in arbre.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")}


def test_chaque_test_nomme_existe():
    nommes = re.findall(r"(test_\w+)::(test_\w+)(\.\.\.)?", " ".join(README.split()))
    assert len(nommes) >= 12
    for fichier, nom, prefixe in nommes:
        tests = _tests(fichier)
        assert (any(t.startswith(nom) for t in tests) if prefixe else nom in tests), f"{fichier}::{nom}"


LECTURES_DE_L_ISSUE_21 = [
    # (what, a quoted rule the reading rests on, the test that pins it)
    ("Exciter boosting its own unit", "à l'une de vos Unités, donnez également un Ordre à cette Unité",
     "test_caracteristiques::test_exciter_pour_sa_propre_unite"),
    ("Lent still allowing the Déplacement tactique", "Cette Unité ne peut pas effectuer de Redéploiement d'Unité",
     "test_caracteristiques::test_lent_pas_de_redeploiement_mais_deplacement_tactique"),
    ("the riposte a choice", "l'adversaire **peut** Riposter", "test_combat::test_la_riposte_est_un_choix_du_defenseur"),
    ("the blows at a unit leaving a choice", "a une chance de tirer",
     "test_abandon::test_abandon_sans_les_coups_que_l_ennemi_refuse"),
    ("shooting into a combat hits the shooter's units", "sur toutes les Unités impliquées dans le Combat",
     "test_tir::test_tirer_sur_un_combat_"),
    ("Santé only with a wounded friend", "pour récupérer un Jeton Blessure de n'importe quelle Unité amie",
     "test_caracteristiques::test_sante_pas_offerte_sans_blessure_amie"),
    ("where the Meneur's token comes from", "le joueur peut choisir des jetons utilisés comme Ordre de n'importe "
     "quelle Unité", "test_jetons::test_meneur_"),
    ("one name per combat zone", "zone de combat du secteur droit du joueur 1, gauche du joueur 2",
     "test_tableau::test_une_zone_de_combat_a_un_seul_nom_pour_les_deux_camps"),
]


@pytest.mark.parametrize("quoi, regle, test", LECTURES_DE_L_ISSUE_21, ids=[q for q, _, _ in LECTURES_DE_L_ISSUE_21])
def test_la_lecture_est_ecrite(quoi, regle, test):
    avec = [n for n, texte in _lectures().items() if regle in texte and test in texte]
    assert avec, f"no reading quotes « {regle} » and names {test} ({quoi})"
