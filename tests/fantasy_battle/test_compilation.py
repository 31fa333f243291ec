"""Typed rules compiled for the attack sequence: what each answers, and nothing silent."""

import pytest

from rulekit.dsl import CompileError, compile_ability
from rulekit.dsl.vocabulary import for_game
from rulekit_games.fantasy_battle import parse_line


def compiled(text):
    return compile_ability(parse_line(text), vocabulary=for_game("fantasy_battle"))


@pytest.mark.parametrize("text, queries", [
    ("Les attaques portées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.", ["caractéristique"] * 2),
    ("L’attaque gagne +1 pour blesser pendant la première Manche de combat.", ["modificateur"]),
    ("Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
     "relancés.", ["relance"]),
    ("Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige une touche "
     "supplémentaire.", ["sur un six"]),
    ("Une attaque avec cette règle ne subit pas le malus de −1 pour toucher à Longue portée.", ["ignore modificateur"]),
    ("L’Infanterie ne peut pas utiliser de Lance de cavalerie.", ["permis"]),
    ("Les attaques de cette figurine ignorent les sauvegardes d’armure.", ["caractéristique"]),
    ("Les attaques portées avec une Paire d’armes ignorent la règle Parade.", ["règle ignorée"]),
    # a reroll of failures that the player may take: always taken (it can only help)
    ("Une figurine avec cette règle peut relancer ses jets pour toucher ratés.", ["relance"]),
])
def test_each_typed_rule_answers_the_sequence(text, queries):
    assert [m.query for m in compiled(text).modifiers] == queries


@pytest.mark.parametrize("text", [
    "La figurine ne peut pas devenir le Général de l’armée.",
    "Les attaques portées avec une Arme lourde sont résolues au Palier d’initiative 0.",
    "Une unité perd la règle Capture.",
    "La figurine peut relancer ses jets pour blesser réussis.",  # a reroll of successes is never taken
])
def test_a_rule_the_sequence_never_asks_about_is_refused_not_silent(text):
    with pytest.raises(CompileError, match="ne demande rien"):
        compiled(text)


def test_a_condition_the_sequence_cannot_check_is_refused_not_dropped():
    with pytest.raises(CompileError, match="à pied"):
        compiled("Une figurine à pied gagne +1 en Armure.")
    assert [m.query for m in compiled("Une figurine en charge gagne +1 en Force.").modifiers] == ["caractéristique"]


def test_prose_compiles_to_nothing_and_says_so():
    with pytest.raises(CompileError, match="prose"):
        compiled("Hallebarde")


def test_a_profile_rule_without_its_game_is_refused():
    from rulekit.dsl.errors import RulesSemanticError

    with pytest.raises(RulesSemanticError, match="vocabulary=for_game"):
        compile_ability(parse_line("La figurine gagne +1 en Force."))
