"""The forms the profile grammar reads for the seed's « hors séquence » lines, each with phrasings
of our own that give the same AST, the cases it must still refuse, and what the typed rule does
to the exact odds (``rulekit odds fantasy_battle``: the same profiles with and without the rule).

Forms: « Si …, alors … » with a subject qualified « (ou …) »; a rule's parameter said in words
(« les modificateurs … précisés entre parenthèses », « la valeur donnée entre parenthèses (X+) »);
unsaved wounds multiplied; « La Force du porteur passe à 10 »; « peut uniquement être utilisé
contre … » and « lorsqu'une arme … est utilisée »."""

from fractions import Fraction as F

import pytest

from rulekit.dsl import CompileError, compile_ability
from rulekit.dsl import ast as D
from rulekit.dsl.errors import RulesSyntaxError
from rulekit.dsl.vocabulary import for_game
from rulekit_games.fantasy_battle import odds as O
from rulekit_games.fantasy_battle import parse_line, render
from rulekit_games.fantasy_battle import profil as P
from rulekit_games.fantasy_battle import sequence as S
from rulekit_games.fantasy_battle.catalogue import regle
from rulekit_games.fantasy_battle.phrases import lire

from .conftest import SEED

ATT = "Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0"
DEF = "Capacité défensive 3, Résistance 3, Armure 2"
#: to hit 3+, to wound 3+, armour 5+: 8/27 unsaved wounds per attack
BASE = 2 * F(8, 27)

CHARGE = ("Si un élément de figurine ayant cette règle (ou utilisant une arme avec cette règle) est en charge, alors "
          "il gagne les modificateurs de caractéristique et/ou les Règles de figurine précisés entre parenthèses.")
MULTIPLIEES = ("Les blessures non sauvegardées causées par des attaques avec cette règle sont multipliées par la valeur "
               "entre parenthèses (X).")
PRECISION = ("La Précision d’une des Armes d’artillerie de la Machine de guerre passe à la valeur donnée entre "
             "parenthèses (X+)")
BOUCLIER = ("Lorsqu’une arme À deux mains est utilisée, un Bouclier peut uniquement être utilisé contre les Attaques à "
            "distance")

CETTE_REGLE = D.Ref("règle")
SAME = {
    CHARGE: [
        "Si un élément de figurine ayant cette règle (ou utilisant une arme avec cette règle) est en charge, il gagne X.",
        "Lorsqu’un élément de figurine avec cette règle (ou maniant une arme avec cette règle) charge, alors il gagne "
        "la valeur indiquée entre parenthèses.",
        "Un élément de figurine disposant de cette règle (ou portant une arme avec cette règle) gagne les Attributs "
        "d’attaque et les modificateurs de caractéristique donnés entre parenthèses s’il est en charge.",
    ],
    MULTIPLIEES: [
        "Une attaque avec cette règle voit ses blessures non sauvegardées multipliées par X.",
        "Les attaques avec cette règle voient leurs blessures non sauvegardées multipliées par la valeur indiquée "
        "entre parenthèses (X).",
        "Toute blessure non sauvegardée infligée par une attaque avec cette règle est multipliée par X.",
    ],
    "La Force du porteur passe à 10.": [
        "Le porteur voit sa Force passer à 10.",
        "Le porteur a toujours une Force de 10.",
    ],
    PRECISION: [
        "Une Arme d’artillerie choisie de la Machine de guerre voit sa Précision passer à X.",
        "La Précision de l’une des Armes d’artillerie de la Machine de guerre passe à la valeur indiquée entre "
        "parenthèses.",
        "Une Arme d’artillerie choisie de la Machine de guerre a toujours une Précision de X.",
    ],
    BOUCLIER: [
        "Quand il utilise une arme À deux mains, un Bouclier ne peut être utilisé que contre les Attaques à distance.",
        "Lorsqu’une arme À deux mains est utilisée, un Bouclier peut seulement être utilisé contre les Attaques à "
        "distance.",
        "Tant qu’une arme avec la règle À deux mains est utilisée, un Bouclier ne peut être utilisé que contre une "
        "Attaque à distance.",
    ],
}

EXACT = {
    CHARGE: D.Phrase((D.Situation("charge"),),
                     D.Ref("élément de figurine", avec=(CETTE_REGLE,),
                           ou=(D.Ref("élément de figurine", arme=D.Ref("arme", avec=(CETTE_REGLE,))),)),
                     (D.Effet(D.Gain((D.Parametres(),))),)),
    MULTIPLIEES: D.Phrase((), D.Ref("attaque", avec=(CETTE_REGLE,)), (D.Effet(D.MultiplieBlessures("X")),)),
    PRECISION: D.Phrase((), D.Ref("Arme d’artillerie", de=D.Ref("Machine de guerre"), etats=("choisi",)),
                        (D.Effet(D.Fixe((("Précision", "X"),))),)),
    BOUCLIER: D.Phrase((D.Utilisant(D.Ref("arme", avec=(D.Ref("règle", regle="À deux mains"),))),), D.Ref("Bouclier"),
                       (D.Effet(D.SeulementContre(D.Ref("Attaque à distance"))),)),
}


@pytest.mark.parametrize("text", list(EXACT))
def test_the_seed_lines_are_typed(text):
    assert text in SEED.read_text(encoding="utf-8")
    assert parse_line(text) == D.Capacite((EXACT[text],))


@pytest.mark.parametrize("original, paraphrase", [(o, p) for o, ps in SAME.items() for p in ps])
def test_same_meaning_same_ast(original, paraphrase):
    line = parse_line(paraphrase)
    assert line == parse_line(original)
    assert parse_line(render(line)) == line


@pytest.mark.parametrize("original, variant", [
    (CHARGE, "Si un élément de figurine ayant cette règle est en charge, alors il gagne X."),   # the « (ou …) » said
    (MULTIPLIEES, "Une attaque avec cette règle voit ses blessures non sauvegardées multipliées par 2."),
    ("La Force du porteur passe à 10.", "La Force de la cible passe à 10."),
    (BOUCLIER, "Un Bouclier peut uniquement être utilisé contre les Attaques à distance."),
])
def test_a_different_meaning_is_a_different_ast(original, variant):
    assert isinstance(parse_line(variant), D.Capacite)
    assert parse_line(variant) != parse_line(original)


def _typed(text) -> bool:
    """Whether the game reads ``text`` as a typed line (a refusal, or prose, is not)."""
    try:
        return isinstance(parse_line(text), D.Capacite)
    except RulesSyntaxError:
        return False


@pytest.mark.parametrize("text, word", [
    ("Les blessures non sauvegardées causées par des attaques avec cette règle sont multipliées par la Pizza.", "Pizza"),
    ("La Pizza du porteur passe à 10.", "Pizza"),
    ("La Force du porteur passe à Xyzzy.", "Xyzzy"),
])
def test_an_unknown_value_is_refused_at_the_word(text, word):
    """The typed reading stops at the word (the prose reading then keeps a capitalised word as a
    term: it is not a typed line)."""
    with pytest.raises(RulesSyntaxError) as err:
        lire(text)
    assert err.value.column == text.index(word) + 1
    assert not _typed(text)


@pytest.mark.parametrize("text, at", [
    ("Si un élément de figurine ayant cette règle est en charge, alors.", "."),     # a half sentence
    ("La Force du porteur passe à.", "."),
    ("Un Bouclier peut uniquement être utilisé contre.", "."),
    ("Le porteur gagne les modificateurs précisés.", "précisés"),                   # « entre parenthèses » is the form
    ("Une figurine ayant cette règle (ou avec) gagne X.", ")"),
])
def test_a_form_half_said_is_refused_with_its_position(text, at):
    with pytest.raises(RulesSyntaxError) as err:
        lire(text)
    assert err.value.column == text.rindex(at) + 1


@pytest.mark.parametrize("text", [
    "Les blessures non sauvegardées causées par des attaques avec cette règle gagnent +1 en Force.",
    "La figurine est multipliée par 2.",
])
def test_wounds_multiplied_are_said_of_wounds_only(text):
    with pytest.raises(RulesSyntaxError, match="blessures non sauvegardées"):
        lire(text)
    assert not _typed(text)


# --- what the typed rules do to the odds -----------------------------------------------------------
def dist(regles=(), defenseur=DEF, **attaque):
    return O.distribution(P.lire(ATT), P.lire(defenseur), S.Attaque(**attaque), regles)


def compiled(text):
    return compile_ability(parse_line(text), vocabulary=for_game("fantasy_battle"))


def test_charge_devastatrice_from_the_seeds_text_acts_on_the_charge_only():
    # « (+1 Fo, +1 PA) »: Force 5 wounds on 2+, Armure 2 − 1 saves on 6+
    rule = regle("Charge dévastatrice (+1 Fo, +1 PA)")
    assert O.moyenne(dist()) == O.moyenne(dist(charge=True)) == BASE
    assert O.moyenne(dist((rule,))) == BASE
    assert O.moyenne(dist((rule,), charge=True)) == 2 * F(2, 3) * F(5, 6) * F(5, 6)


def test_unsaved_wounds_multiplied_by_a_number():
    assert dist() == {0: F(361, 729), 1: F(304, 729), 2: F(64, 729)}
    assert dist((regle("Blessures multiples (2)"),)) == {0: F(361, 729), 2: F(304, 729), 4: F(64, 729)}


def test_unsaved_wounds_multiplied_by_a_die_each_capped_at_the_targets_points_de_vie():
    # one D3 a wound: 2 on average
    assert O.moyenne(dist((regle("Blessures multiples (1D3)"),))) == 2 * BASE
    # one D6 a wound, never more than the 2 Points de vie of the target: (1 + 2 × 5) / 6
    assert O.moyenne(dist((regle("Blessures multiples (1D6)"),), DEF + ", PV 2")) == BASE * F(11, 6)
    assert O.moyenne(dist((), DEF + ", PV 2")) == BASE


def test_a_value_set_from_the_rules_parameter():
    # Force 10 against Résistance 3 wounds on 2+
    assert O.moyenne(dist((compiled("La Force du porteur passe à 10."),))) == 2 * F(2, 3) * F(5, 6) * F(2, 3)


@pytest.mark.parametrize("text, why", [
    (PRECISION, "choisi"),                 # which weapon of a war machine: not the attack's situation
    (BOUCLIER, "le nom de son arme"),      # whether a weapon is À deux mains: the attack knows its name only
    (MULTIPLIEES, "un nombre ou un dé"),    # « X » without the rule's value
])
def test_what_the_sequence_cannot_apply_is_refused_at_compile(text, why):
    with pytest.raises(CompileError, match=why):
        compiled(text)
