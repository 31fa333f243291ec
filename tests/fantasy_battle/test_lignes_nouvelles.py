"""Rule lines seed 002 does not hold, in its style (a designer's own weapons and rules, and the
seed's rules said in other words): the forms the profile grammar reads for them, each with
paraphrases that give the same AST, the cases it refuses, and what the typed rule does to the
exact odds (``rulekit odds fantasy_battle``: the same profiles with and without the rule).

Forms: a natural 6 said as a condition (« Si une attaque … blesse avec un ‘6’ naturel », « Sur un
résultat naturel de ‘6’ pour toucher, », « si elles obtiennent un ‘6’ naturel sur leur jet »);
« lors d'un tour où il a chargé »; « ignore le malus de −1 pour toucher »; « deux Attaques
supplémentaires »; « La Force du porteur passe à 6 pendant … »; « relancent leurs jets … » (the
present, an obligation); « la deuxième Manche de combat »; « une figurine montée »; « contre les figurines avec Peur »
(the opponent's rules); « les attaques portées par le porteur » = « … du porteur ». And what the
compiler now checks: whose characteristic a rule changes, « quand il utilise une Épée », « pendant
la Phase de tir », « Ægide (5+, contre Attaque de tir) », a save ignored on a natural 6."""

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
from rulekit_games.fantasy_battle.analyse import kind
from rulekit_games.fantasy_battle.catalogue import regle
from rulekit_games.fantasy_battle.phrases import lire

from .conftest import SEED

ATT = "Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0, Précision 4+, Tirs 1"
DEF = "Capacité défensive 3, Résistance 3, Armure 2"
#: melee: to hit 3+, to wound 3+, armour 5+: 8/27 unsaved wounds per attack
BASE = 2 * F(8, 27)

SAME = {
    # a natural 6 to hit, said as the subject's roll, as a condition, or first
    "Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour toucher blesse automatiquement.": [
        "Les attaques avec cette règle blessent automatiquement si elles obtiennent un ‘6’ naturel sur leur jet "
        "pour toucher.",
        "Sur un résultat naturel de ‘6’ pour toucher, une attaque avec cette règle blesse automatiquement.",
        "Si une attaque avec cette règle touche avec un ‘6’ naturel, elle blesse automatiquement.",
        "Si une attaque avec cette règle obtient un ‘6’ naturel pour toucher, elle blesse automatiquement.",
        "Une attaque avec cette règle qui obtient un ‘6’ naturel pour toucher blesse automatiquement.",
    ],
    # … and to wound
    "Si une attaque avec cette règle blesse avec un résultat non modifié de ‘6’, elle ignore les sauvegardes "
    "d’armure.": [
        "Une attaque avec cette règle qui obtient un résultat naturel de ‘6’ sur son jet pour blesser ignore les "
        "sauvegardes d’armure.",
        "Sur un ‘6’ naturel pour blesser, les attaques avec cette règle ignorent les sauvegardes d’armure.",
    ],
    "Le porteur gagne +1 en Force lors d’un tour où il a chargé.": [
        "Si le porteur a chargé, il gagne +1 en Force.",
        "Lors d’une Manche de combat où il a chargé, le porteur gagne un bonus de +1 en Force.",
        "Quand le porteur charge, il gagne +1 en Force.",
    ],
    "La figurine ignore le malus de −1 pour toucher à Longue portée.": [
        "La figurine ne subit pas le malus de −1 pour toucher à Longue portée.",
        "La figurine ignore la pénalité de −1 pour toucher de Longue portée.",
    ],
    "Le porteur gagne deux Attaques supplémentaires.": [
        "Le porteur gagne 2 Attaques supplémentaires.",
        "Le porteur gagne +2 en Attaques.",
        "Le porteur a un bonus de +2 en valeur d’Attaque.",
    ],
    "La Force du porteur passe à 6 pendant la première Manche de combat.": [
        "Pendant la première Manche de combat, la Force du porteur passe à 6.",
        "Durant la première Manche d’un combat, le porteur voit sa Force passer à 6.",
        "Le porteur a toujours une Force de 6 lors de la première Manche de combat.",
    ],
    "Les attaques avec cette règle relancent leurs jets pour blesser ratés.": [
        "Les attaques avec cette règle doivent relancer leurs jets pour blesser ratés.",
        "Les jets pour blesser ratés des attaques avec cette règle sont relancés.",
        "Une attaque avec cette règle relance ses jets pour blesser ratés.",
    ],
    "Une Attaque de corps à corps avec cette règle gagne +1 en Force pendant la deuxième Manche de combat.": [
        "Pendant la deuxième Manche d’un combat, les Attaques de corps à corps avec cette règle gagnent +1 en Force.",
        "Durant la seconde Manche de combat, une Attaque de corps à corps avec cette règle gagne un bonus de +1 en "
        "Force.",
    ],
    "Les attaques avec cette règle gagnent +1 pour blesser contre les figurines avec Peur.": [
        "Contre les figurines avec Peur, les attaques avec cette règle gagnent +1 pour blesser.",
        "Contre une figurine avec la règle Peur, une attaque avec cette règle gagne un bonus de +1 pour blesser.",
    ],
    "Les Attaques de corps à corps portées par le porteur gagnent +1 pour blesser.": [
        "Les Attaques de corps à corps du porteur gagnent +1 pour blesser.",
        "Les Attaques de corps à corps effectuées par le porteur gagnent un bonus de +1 pour blesser.",
    ],
    "Une figurine montée gagne +1 en Armure.": [
        "Les figurines montées gagnent +1 en Armure.",
        "Toute figurine montée gagne un bonus de +1 en Armure.",
    ],
}

CETTE_REGLE = D.Ref("règle")
EXACT = {
    "Le porteur gagne deux Attaques supplémentaires.":
        D.Phrase((), D.Ref("porteur"), (D.Effet(D.Gain((D.ModifCarac("Attaques", 2),))),)),
    "Le porteur gagne +1 en Force lors d’un tour où il a chargé.":
        D.Phrase((D.Situation("charge"),), D.Ref("porteur"), (D.Effet(D.Gain((D.ModifCarac("Force", 1),))),)),
    "Les attaques avec cette règle relancent leurs jets pour blesser ratés.":
        D.Phrase((), D.Ref("attaque", avec=(CETTE_REGLE,)),
                 (D.Effet(D.RelanceJets(D.JetDe("blesser", "raté")), "doit"),)),
    "Une Attaque de corps à corps avec cette règle gagne +1 en Force pendant la deuxième Manche de combat.":
        D.Phrase((D.Pendant("Manche de combat", 2),), D.Ref("Attaque de corps à corps", avec=(CETTE_REGLE,)),
                 (D.Effet(D.Gain((D.ModifCarac("Force", 1),))),)),
}


def test_the_lines_are_not_the_seeds():
    seed = SEED.read_text(encoding="utf-8")
    assert not [t for o, ps in SAME.items() for t in [o, *ps] if t in seed]


@pytest.mark.parametrize("text", list(EXACT))
def test_the_ast_says_what_the_line_says(text):
    assert parse_line(text) == D.Capacite((EXACT[text],))


@pytest.mark.parametrize("original, paraphrase", [(o, p) for o, ps in SAME.items() for p in ps])
def test_same_meaning_same_ast(original, paraphrase):
    line = parse_line(paraphrase)
    assert isinstance(line, D.Capacite)
    assert line == parse_line(original)
    assert parse_line(render(line)) == line


@pytest.mark.parametrize("original, variant", [
    ("Si une attaque avec cette règle blesse avec un ‘6’ naturel, elle blesse automatiquement.",
     "Si une attaque avec cette règle touche avec un ‘6’ naturel, elle blesse automatiquement."),
    ("Le porteur gagne +1 en Force lors d’un tour où il a chargé.", "Le porteur gagne +1 en Force."),
    ("Le porteur gagne deux Attaques supplémentaires.", "Le porteur gagne trois Attaques supplémentaires."),
    ("La Force du porteur passe à 6 pendant la première Manche de combat.", "La Force du porteur passe à 6."),
    ("Une Attaque de corps à corps avec cette règle gagne +1 en Force pendant la deuxième Manche de combat.",
     "Une Attaque de corps à corps avec cette règle gagne +1 en Force pendant la première Manche de combat."),
    ("Les attaques avec cette règle relancent leurs jets pour blesser ratés.",
     "Les attaques avec cette règle peuvent relancer leurs jets pour blesser ratés."),
    # « portées par » a model is who attacks; « portées par » a weapon, what with
    ("Les Attaques de corps à corps portées par le porteur gagnent +1 pour blesser.",
     "Les Attaques de corps à corps portées par une Hache gagnent +1 pour blesser."),
])
def test_a_different_meaning_is_a_different_ast(original, variant):
    assert isinstance(parse_line(variant), D.Capacite)
    assert parse_line(variant) != parse_line(original)


@pytest.mark.parametrize("text, at, why", [
    ("Sur un résultat naturel de ‘1’ pour toucher, l’attaque inflige une touche supplémentaire.", None, "‘6’ naturel"),
    ("Le porteur gagne les Attaques supplémentaires.", None, "combien"),
    ("Pendant l’autre Manche de combat, le porteur gagne +1 en Force.", None, "laquelle"),
    ("Le porteur gagne +1 en Force lors d’un tour où il a.", "a.", None),     # « a » what?
    ("La figurine ignore le malus de −1 pour Pizza.", "Pizza", None),
    ("La Force du porteur passe à 6 pendant.", ".", None),
])
def test_a_form_misused_is_refused(text, at, why):
    with pytest.raises(RulesSyntaxError) as err:
        lire(text)
    if at is not None:
        assert err.value.column == text.rindex(at) + 1
    if why is not None:
        assert why in str(err.value)


@pytest.mark.parametrize("text, reason", [
    ("Les attaques portées avec une Hallebarde ont", "coupée"),
    ("Le porteur gagne +1 en", "coupée"),
    ("Si la figurine charge, alors.", "coupée"),
    ("Le porteur gagne un bonus de.", "coupée"),
    ("The wielder gains +1 Strength.", "anglais"),
])
def test_what_must_not_be_typed_is_prose_with_its_reason(text, reason):
    assert kind(parse_line(text)) == ("prose", (reason,))


@pytest.mark.parametrize("text, word, message", [
    ("Les attaques avec cette règle gagnent +1 pour Pizza.", "Pizza", "jet inconnu"),
    ("Le porteur gagne +1 en Pizza.", "Pizza", "valeur inconnue"),
    ("Glorb zint +1 en Force wumpus.", "Glorb", "mot inconnu"),
])
def test_unknown_words_are_refused_at_the_word(text, word, message):
    with pytest.raises(RulesSyntaxError, match=message) as err:
        parse_line(text)
    assert err.value.column == text.index(word) + 1


# --- what the typed rules do to the odds -----------------------------------------------------------
def compiled(text):
    return compile_ability(parse_line(text), vocabulary=for_game("fantasy_battle"))


def moyenne(text=None, attaquant=ATT, defenseur=DEF, **attaque):
    """The expected unsaved wounds, the rule (if any) on the side its compilation says."""
    rules = (compiled(text),) if text else ()
    side = {O.cote_de(r) for r in rules}
    return O.moyenne(O.distribution(P.lire(attaquant), P.lire(defenseur), S.Attaque(**attaque),
                                    rules if S.ATTAQUANT in side else (), rules if S.DEFENSEUR in side else ()))


def test_armour_ignored_on_a_natural_six_to_wound():
    # to wound on 3, 4 or 5: the armour saves on 5+; on a 6, nothing saves: 2/3 × (3/6 × 2/3 + 1/6)
    text = "Sur un ‘6’ naturel pour blesser, les attaques avec cette règle ignorent les sauvegardes d’armure."
    assert moyenne() == BASE
    assert moyenne(text) == 2 * F(2, 3) * (F(3, 6) * F(2, 3) + F(1, 6))


def test_a_bonus_lors_d_un_tour_ou_il_a_charge_acts_on_the_charge_only():
    text = "Le porteur gagne +1 en Force lors d’un tour où il a chargé."
    assert moyenne(text) == BASE
    assert moyenne(text, charge=True) == 2 * F(2, 3) * F(5, 6) * F(2, 3)   # Force 5 wounds on 2+


def test_the_long_range_penalty_ignored():
    text = "La figurine ignore le malus de −1 pour toucher à Longue portée."
    # Précision 4+, −1 at long range: 5+; Force 4 against Résistance 3: 3+; armour 5+
    assert moyenne(type="tir", longue_portee=True) == F(1, 3) * F(2, 3) * F(2, 3)
    assert moyenne(text, type="tir", longue_portee=True) == F(1, 2) * F(2, 3) * F(2, 3)
    assert moyenne(text, type="tir") == moyenne(type="tir")


def test_extra_attacks_in_words():
    assert moyenne("Le porteur gagne deux Attaques supplémentaires.") == 2 * BASE


def test_a_value_set_in_the_first_round_only():
    text = "La Force du porteur passe à 6 pendant la première Manche de combat."
    assert moyenne(text) == 2 * F(2, 3) * F(5, 6) * F(2, 3)
    assert moyenne(text, manche=2) == BASE
    assert moyenne(text, type="tir") == moyenne(type="tir")     # a Manche de combat is melee


def test_the_present_is_an_obligation_to_reroll():
    # failed wounds rerolled: 2/3 + 1/3 × 2/3
    assert moyenne("Les attaques avec cette règle relancent leurs jets pour blesser ratés.") == \
        2 * F(2, 3) * F(8, 9) * F(2, 3)


def test_against_models_with_a_rule():
    # the attacker's rule: its target has Peur; to wound 2+ instead of 3+
    text = "Les attaques avec cette règle gagnent +1 pour blesser contre les figurines avec Peur."
    assert moyenne(text) == BASE
    assert moyenne(text, defenseur=DEF + ", Peur") == 2 * F(2, 3) * F(5, 6) * F(2, 3)
    # the defender's rule: its attacker has Peur; Résistance 4 against Force 4 wounds on 4+
    text = "La figurine gagne +1 en Résistance contre les figurines avec Peur."
    assert O.cote_de(compiled(text)) == S.DEFENSEUR
    assert moyenne(text) == moyenne(text, defenseur=DEF + ", Peur") == BASE
    assert moyenne(text, attaquant=ATT + ", Peur") == 2 * F(2, 3) * F(1, 2) * F(2, 3)


def test_attacks_made_by_the_bearer():
    text = "Les Attaques de corps à corps portées par le porteur gagnent +1 pour blesser."
    assert moyenne(text) == 2 * F(2, 3) * F(5, 6) * F(2, 3)
    assert moyenne(text, type="tir") == moyenne(type="tir")


def test_the_second_round():
    text = "Une Attaque de corps à corps avec cette règle gagne +1 en Force pendant la deuxième Manche de combat."
    assert moyenne(text) == BASE
    assert moyenne(text, manche=2) == 2 * F(2, 3) * F(5, 6) * F(2, 3)


def test_the_defenders_values_are_the_defenders():
    # « +1 en Armure »: the rule goes to the defender, whose Armure 3 saves on 4+
    assert O.cote_de(compiled("Le porteur gagne +1 en Armure.")) == S.DEFENSEUR
    assert moyenne("Le porteur gagne +1 en Armure.") == 2 * F(2, 3) * F(2, 3) * F(1, 2)
    # a special save granted by name: Ægide (4+) after the armour's 5+
    assert O.cote_de(compiled("La figurine gagne Ægide (4+).")) == S.DEFENSEUR
    assert moyenne("La figurine gagne Ægide (4+).") == BASE / 2


def test_a_save_rerolled_is_the_bearers_own():
    text = "Une figurine avec cette règle peut relancer ses sauvegardes d’armure ratées."
    assert O.cote_de(compiled(text)) == S.DEFENSEUR
    assert moyenne(text) == 2 * F(2, 3) * F(2, 3) * F(4, 9)    # 5+ rerolled: 1/3 + 2/3 × 1/3 saved
    # on the attacker it rerolls nothing: the attacker's saves are never rolled
    assert O.moyenne(O.distribution(P.lire(ATT), P.lire(DEF), S.Attaque(), (compiled(text),))) == BASE


def test_a_special_save_against_one_kind_of_attack():
    text = "Le porteur gagne Ægide (5+, contre Attaques de tir)."
    assert moyenne(text) == BASE
    assert moyenne(text, type="tir") == moyenne(type="tir") * F(2, 3)
    # the seed's form, with a rule: « Ægide (X, contre Attaque magique) »: only against attacks with it
    magie = regle("Ægide (4+, contre Attaque magique)")
    assert O.moyenne(O.distribution(P.lire(ATT), P.lire(DEF), S.Attaque(), (), (magie,))) == BASE


def test_a_named_weapon_used():
    text = "Le porteur gagne +1 en Capacité offensive quand il utilise une Épée."
    att = ATT.replace("Capacité offensive 4", "Capacité offensive 3")    # to hit 4+, with +1 3+
    assert moyenne(text, att) == moyenne(attaquant=att)
    assert moyenne(text, att, arme="Épée") == BASE


def test_the_shooting_phase_is_shooting():
    text = "Pendant la Phase de tir, les attaques avec cette règle gagnent +1 pour toucher."
    assert moyenne(text) == BASE
    assert moyenne(text, type="tir") == F(2, 3) * F(2, 3) * F(2, 3)      # Précision 4+, with +1: 3+


@pytest.mark.parametrize("text, why", [
    ("Durant la première Manche de combat, le porteur gagne +1 en Agilité.", "ne demande rien"),
    ("Une figurine montée gagne +1 en Armure.", "monté"),
    ("Pendant la Phase de magie, les attaques avec cette règle gagnent +1 pour toucher.", "Phase de magie"),
    ("Quand il utilise une arme avec la règle À deux mains, le porteur gagne +1 en Force.", "le nom de son arme"),
    ("Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour toucher gagne +1 en Pénétration "
     "d’armure.", "voit une valeur passer à N"),
    # a natural 6 to wound already wounds: nothing to add
    ("Si une attaque avec cette règle obtient un ‘6’ naturel pour blesser, elle blesse automatiquement.", "déjà blessé"),
    ("Les attaques avec cette règle gagnent +1 pour blesser contre les figurines à pied.", "contre figurine"),
])
def test_what_the_sequence_cannot_apply_is_refused_at_compile(text, why):
    with pytest.raises(CompileError, match=why):
        compiled(text)


def test_a_weapon_forbidden_to_a_type():
    rule = compiled("Seules les figurines de Cavalerie peuvent utiliser une Lance de cavalerie.")
    cavalier, fantassin = P.lire("Cavalerie, " + ATT), P.lire("Infanterie, " + ATT)
    assert O.distribution(cavalier, P.lire(DEF), S.Attaque(arme="Lance de cavalerie"), (rule,))
    with pytest.raises(S.ArmeInterdite):
        O.distribution(fantassin, P.lire(DEF), S.Attaque(arme="Lance de cavalerie"), (rule,))
