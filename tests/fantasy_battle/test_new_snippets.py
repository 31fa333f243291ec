"""New rule snippets in seed 002's style (weapons, attack attributes, special saves, universal
rules: 66 of our own, 17 paraphrases of the seed's lines, 14 lines that must not be read), run
through the corpus command's reader (:func:`parse_line`, then :func:`compile_ability`).

What they found, each pinned here by a test that fails on the code before the fix:

- « inflige deux touches supplémentaires » was rendered « inflige 2 touche supplémentaire », and that
  canonical form did not parse back (the profile grammar read « une/deux touches » but not « 2 »);
  « inflige des touches supplémentaires » was read as ONE extra hit (a count made up): now refused
  (« combien ? ») as « les Attaques supplémentaires » is;
- a weapon said with its rules (« une Épée à deux mains » read as an Épée with the rule À deux mains)
  compiled to a guard on the name alone: the rule was dropped and the bonus applied to every Épée.
  A qualified weapon is now refused at compile (the attack knows its weapon's name, not its rules),
  as « quand il utilise une arme avec la règle … » already was;
- a final parenthesis was cut off as a remark even when it was a cited rule's parameters:
  « … gagnent Blessures multiples (D3+1). » was typed as Blessures multiples with NO value, the
  « (D3+1) » kept as prose. Now the line stays prose (« hors séquence »: one die plus a bonus is not
  a multiplier the sequence rolls) rather than typed wrong; so does a parenthesis of values only
  (« Le porteur gagne Ægide (5+) (4+). » was typed as Ægide (5+), the « (4+) » a remark);
- a French line holding English words was accepted as French prose (« The attacks with this rule
  gagnent +1 pour toucher. »: « hors séquence »), as the French word check counted the lexicon's
  English function words as French: now refused at « The »;
- « sur un ‘6’ naturel …, voit sa Force passer à 10 » compiled and did nothing (the sequence reads a
  six's own Pénétration d'armure only): now refused at compile;
- « Charge dévastatrice (+1 Fo, +1 PA, +1 Att) » was refused at « Att »: the profile abbreviations
  Att, Agi, Ré, Arm are the DSL's synonyms too;
- weapons a designer names were not read (« Dague », « Rapière », « Pique », « Hache de bataille »,
  « Marteau de guerre », « Lance de joute »…: prose, while « Fléau » was typed): the game's armoury
  (vocabulaire_dsl.txt) lists them;
- a weapon profile with a random number of shots (« Tir D3 », « Tir 2D6 ») was refused at the dice.

Left as they are (README « Lines of our own, second pass »): « Perforant (1) » and « Attaques
Multiples (D3+1) » name rules seed 002 never defines (the first is refused at the name, the second
read as prose), and a final « (D3+1) » multiplier.
"""

from fractions import Fraction as F

import pytest

from rulekit.dsl import CompileError
from rulekit.dsl import ast as D
from rulekit.dsl.errors import RulesSyntaxError
from rulekit_games.fantasy_battle import ast as A
from rulekit_games.fantasy_battle import odds as O
from rulekit_games.fantasy_battle import parse_line, render
from rulekit_games.fantasy_battle import profil as P
from rulekit_games.fantasy_battle import sequence as S
from rulekit_games.fantasy_battle.analyse import kind
from rulekit_games.fantasy_battle.catalogue import regle
from rulekit_games.fantasy_battle.phrases import lire

from .conftest import SEED

from .test_lignes_nouvelles import ATT, DEF  # noqa: E402  (the attacker and defender of the odds below)
#: melee: to hit 3+, to wound 3+, armour 5+: 2 attacks × 2/3 × 2/3 × 2/3
BASE = 2 * F(8, 27)
CETTE_REGLE = D.Ref("règle")

#: lines of our own → the typed effects they mean (the first phrase's effects, and its circumstances)
TYPED = {
    "Les attaques portées avec une Rapière gagnent +1 pour toucher.":
        ((), D.Ref("attaque", arme=D.Ref("Rapière")), (D.Effet(D.Gain((D.ModifJet("toucher", 1),))),)),
    "Les attaques portées avec une Dague subissent une pénalité de −1 pour blesser.":
        ((), D.Ref("attaque", arme=D.Ref("Dague")), (D.Effet(D.Gain((D.ModifJet("blesser", -1),))),)),
    "Les attaques portées avec une Dague ont −1 en Force.":
        ((), D.Ref("attaque", arme=D.Ref("Dague")), (D.Effet(D.Gain((D.ModifCarac("Force", -1),))),)),
    "Les attaques portées avec un Marteau de guerre gagnent Blessures multiples (D3).":
        ((), D.Ref("attaque", arme=D.Ref("Marteau de guerre")),
         (D.Effet(D.Gain((D.RegleCitee("Blessures multiples", ("D3",)),))),)),
    "Les attaques portées avec un Fléau gagnent +2 en Force durant la première Manche d’un combat.":
        ((D.Pendant("Manche de combat", 1),), D.Ref("attaque", arme=D.Ref("Fléau")),
         (D.Effet(D.Gain((D.ModifCarac("Force", 2),))),)),
    "Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige deux touches "
    "supplémentaires.":
        ((D.SurSix("toucher"),), D.Ref("attaque", avec=(CETTE_REGLE,)), (D.Effet(D.ToucheSupp(2)),)),
    "Si une attaque avec cette règle touche avec un ‘6’ naturel, elle inflige 2 touches supplémentaires.":
        ((D.SurSix("toucher"),), D.Ref("attaque", avec=(CETTE_REGLE,)), (D.Effet(D.ToucheSupp(2)),)),
    "Les Attaques de tir allouées à une figurine avec cette règle subissent un malus de −1 pour toucher.":
        ((), D.Ref("Attaque de tir", alloue=D.Ref("figurine", avec=(CETTE_REGLE,))),
         (D.Effet(D.Gain((D.ModifJet("toucher", -1),))),)),
    "Les attaques avec cette règle doivent relancer leurs jets pour toucher réussis.":
        ((), D.Ref("attaque", avec=(CETTE_REGLE,)), (D.Effet(D.RelanceJets(D.JetDe("toucher", "réussi")), "doit"),)),
}


def test_the_lines_are_not_the_seeds():
    seed = SEED.read_text(encoding="utf-8")
    assert not [t for t in [*TYPED, *SAME, *REFUSED_AT_COMPILE] if t in seed]


@pytest.mark.parametrize("text", list(TYPED))
def test_a_new_line_reads_into_the_effects_it_means(text):
    circonstances, sujet, effets = TYPED[text]
    line = parse_line(text)
    assert line == D.Capacite((D.Phrase(circonstances, sujet, effets),))
    assert parse_line(render(line)) == line     # the canonical form reads back to the same AST


def test_extra_hits_are_counted_and_a_count_is_never_made_up():
    assert parse_line("Si une attaque avec cette règle touche avec un ‘6’ naturel, elle inflige trois touches "
                      "supplémentaires.").phrases[0].effets == (D.Effet(D.ToucheSupp(3)),)
    with pytest.raises(RulesSyntaxError, match="combien"):
        lire("Si une attaque avec cette règle touche avec un ‘6’ naturel, elle inflige des touches supplémentaires.")


#: paraphrases of the seed's lines (or of the catalogue's texts): the same AST
SAME = {
    "Les attaques effectuées avec une Arme lourde ont +2 en Force et +2 en Pénétration d’armure.":
        "Les attaques portées avec une Arme lourde ont +2 en Force et +2 en Pénétration d’armure.",
    "Une attaque avec cette règle ignore la pénalité de −1 pour toucher à Longue portée.":
        "Une attaque avec cette règle ne subit pas le malus de −1 pour toucher à Longue portée",
    "Les jets pour toucher ratés des attaques avec cette règle doivent être relancés pendant la première Manche de "
    "combat.":
        "Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
        "relancés.",
    "Si une attaque avec cette règle obtient un ‘6’ naturel pour toucher, elle inflige une touche supplémentaire.":
        "Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige une touche "
        "supplémentaire.",
    "Toute attaque avec cette règle ignore les sauvegardes de Fortitude.":
        "Les attaques avec cette règle ignorent les sauvegardes de Fortitude.",
    "Les jets de sauvegarde d’Ægide réussis contre les attaques avec cette règle doivent être relancés.":
        "Les sauvegardes d’ Ægide réussies contre des attaques avec cette règle doivent être relancées.",
    "Une attaque ayant cette règle ignore le malus de −1 pour toucher de Tir en mouvement.":
        "Une attaque ayant cette règle ne subit pas la pénalité de −1 pour toucher de Tir en mouvement .",
    "Durant la première Manche de combat, l’attaque gagne +1 pour blesser.":
        "L'attaque gagne +1 pour blesser pendant la première Manche de combat.",
    "L’attaque gagne un bonus de +1 pour blesser.": "L'attaque gagne +1 pour blesser.",
}


@pytest.mark.parametrize("paraphrase", list(SAME))
def test_a_paraphrase_gives_the_seeds_ast(paraphrase):
    assert isinstance(parse_line(paraphrase), D.Capacite)
    assert parse_line(paraphrase) == parse_line(SAME[paraphrase])


@pytest.mark.parametrize("text, shots", [("Portée 24\", Tir D3, Fo 4, PA 1.", "D3"),
                                         ("Portée 6\", Tir 2D6, Fo 3, PA 0", "2D6"),
                                         ("Portée 18\", Tir 2, Fo 3, PA 0, Tir rapide.", 2)])
def test_a_profile_with_a_random_number_of_shots(text, shots):
    line = parse_line(text)
    assert isinstance(line, A.WeaponProfile) and line.shots == shots
    assert kind(line) == ("typed", ())


# --- what must not be read -----------------------------------------------------------------------
def test_a_rules_parameters_are_never_cut_off_as_a_remark():
    # the final parenthesis was dropped as a remark: Blessures multiples typed with no value
    line = parse_line("Les attaques portées avec une Masse d’armes gagnent Blessures multiples (D3+1).")
    assert kind(line) == ("prose", ("hors séquence",))
    # a real remark after a typed sentence is still one
    remark = parse_line("Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque "
                        "inflige une touche supplémentaire (généralement deux touches au lieu d’une).")
    assert remark.parties[-1] == A.ProseSentence("(généralement deux touches au lieu d’une)", "parenthèse")


@pytest.mark.parametrize("text, reason", [
    ("Les attaques portées avec une Hallebarde ont +1 en Force et +1 en", "coupée"),
    ("Les attaques avec cette règle gagnent +1 en Force et", "coupée"),
    ("Porteur le gagne en Force +1 Hallebarde la.", "coupée"),
    ("Le porteur gagne +1.", "hors séquence"),
    ("Ægide (4+) gagne la figurine +1.", "hors séquence"),
    ("Les attaques portées avec une Hallebarde ont Force Force Force.", "hors séquence"),
    ("Le porteur gagne +1 en Force quand il mange une pomme.", "hors séquence"),
    # a parenthesis of values only is no remark: it was cut off and the rest typed
    ("Le porteur gagne Ægide (5+) (4+).", "hors séquence"),
    ("Le porteur gagne +1 en Force (4+).", "hors séquence"),
])
def test_broken_lines_are_never_typed(text, reason):
    assert kind(parse_line(text)) == ("prose", (reason,))


@pytest.mark.parametrize("text, word, message", [
    # English words in a French line: the lexicon's English classes are not French words
    ("Les attacks avec cette règle gain +1 to hit.", "attacks", "mot inconnu"),
    ("The attacks with this rule gagnent +1 pour toucher.", "The", "mot inconnu"),
    ("Les attaques with cette règle gagnent +1 pour toucher.", "with", "mot inconnu"),
    ("Frobnicate la Hallebarde avec +1 en Force plugh.", "Frobnicate", "mot inconnu"),
    ("Le porteur gagne +1 en Fromage.", "Fromage", "valeur inconnue"),
    ("Les attaques avec cette règle gagnent +1 pour danser.", "danser", "jet inconnu"),
    ("Les attaques avec cette règle gagnent Perforant (1).", "Perforant", "règle inconnue"),
    ("Portée 24\", Tir 1, Fo 4, PA", None, "fin de ligne"),
])
def test_gibberish_is_refused_at_the_word(text, word, message):
    with pytest.raises(RulesSyntaxError, match=message) as err:
        parse_line(text)
    if word is not None:
        assert err.value.column == text.index(word) + 1


# --- what the typed rules do to the odds ---------------------------------------------------------------
# the expected unsaved wounds of a rule, one helper for both files of new lines (the same attacker and defender)
from .test_lignes_nouvelles import compiled, moyenne  # noqa: E402


def test_two_extra_hits_on_a_six():
    # hits per attack: 4/6 + 2 × 1/6 = 1; each wounds on 3+ and is saved on 5+
    text = ("Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige deux "
            "touches supplémentaires.")
    assert moyenne(text) == 2 * 1 * F(2, 3) * F(2, 3)
    three = "Si une attaque avec cette règle touche avec un ‘6’ naturel, elle inflige 3 touches supplémentaires."
    assert moyenne(three) == 2 * (F(4, 6) + F(3, 6)) * F(2, 3) * F(2, 3)


def test_a_new_weapon_acts_on_its_own_attacks():
    # a Dague: −1 to wound (4+), only with it
    text = "Les attaques portées avec une Dague subissent une pénalité de −1 pour blesser."
    assert moyenne(text) == BASE
    assert moyenne(text, arme="Dague") == 2 * F(2, 3) * F(1, 2) * F(2, 3)
    # a Marteau de guerre: every unsaved wound counts D3 times (no PV on the target: 2 on average)
    marteau = "Les attaques portées avec un Marteau de guerre gagnent Blessures multiples (D3)."
    assert moyenne(marteau, arme="Marteau de guerre") == 2 * BASE
    # with PV 2 the multiplied wounds are capped at 2: (1 + 2 + 2) / 3
    assert moyenne(marteau, defenseur=DEF + ", PV 2", arme="Marteau de guerre") == BASE * F(5, 3)
    # a Pique with Charge dévastatrice (+1 Fo) against the front, when charging: Force 5 wounds on 2+
    pique = ("Les attaques portées par une Pique et allouées contre un ennemi sur le front de l’unité du porteur "
             "gagnent Charge dévastatrice (+1 Fo) .")
    assert moyenne(pique, arme="Pique", front=True) == BASE
    assert moyenne(pique, arme="Pique", front=True, charge=True) == 2 * F(2, 3) * F(5, 6) * F(2, 3)


def test_a_penalty_to_hit_shooting_allotted_to_the_bearer():
    text = "Les Attaques de tir allouées à une figurine avec cette règle subissent un malus de −1 pour toucher."
    assert O.cote_de(compiled(text)) == S.DEFENSEUR
    # Précision 4+ → 5+, one shot; Force 4 against Résistance 3 wounds on 3+; armour 5+
    assert moyenne(text, type="tir") == F(1, 3) * F(2, 3) * F(2, 3)
    assert moyenne(text) == BASE


def test_special_saves_of_our_own():
    # Fortitude (5+) after the armour's 5+
    assert moyenne("La figurine gagne Fortitude (5+).") == BASE * F(2, 3)
    # Fortitude (+2, max. 3+) with none: a (7 − 2)+ = 5+ save
    assert moyenne("La figurine gagne Fortitude (+2, max. 3+).") == BASE * F(2, 3)
    # Ægide only against melee
    text = "La figurine gagne Ægide (4+, contre Attaques de corps à corps)."
    assert moyenne(text) == BASE / 2
    assert moyenne(text, type="tir") == moyenne(type="tir")
    # Parade ignored by a paraphrase of the Paire d'armes line
    parade = regle("Parade")
    rule = compiled("Les attaques d’une Paire d’armes ignorent la règle Parade.")
    situation = S.Attaque(arme="Paire d’armes", front=True)
    assert O.moyenne(O.distribution(P.lire(ATT), P.lire(DEF), situation, (rule,), (parade,))) == BASE


#: typed, but the attack cannot honour all they say: refused with the reason, never widened
REFUSED_AT_COMPILE = {
    "Les attaques portées avec une Épée avec la règle Coup fatal ont +1 en Force.": "que le nom de son arme",
    "Le porteur gagne +1 en Force quand il utilise une Épée avec la règle À deux mains.": "que le nom de son arme",
    "Toute unité en contact avec au moins une figurine ennemie disposant de cette règle subit un malus de −2 en "
    "Discipline.": "ne demande rien",
}


@pytest.mark.parametrize("text", list(REFUSED_AT_COMPILE))
def test_what_the_attack_cannot_honour_is_refused(text):
    assert isinstance(parse_line(text), D.Capacite)
    with pytest.raises(CompileError, match=REFUSED_AT_COMPILE[text]):
        compiled(text)


def test_a_two_handed_sword_is_a_weapon_of_its_own():
    # « Épée à deux mains » is one weapon's name: its bonus is not an Épée's
    text = "Les attaques portées avec une Épée à deux mains ont +1 en Force."
    assert parse_line(text).phrases[0].sujet.arme == D.Ref("Épée à deux mains")
    assert moyenne(text, arme="Épée") == BASE
    assert moyenne(text, arme="Épée à deux mains") == 2 * F(2, 3) * F(5, 6) * F(2, 3)


def test_a_value_set_on_a_six_is_the_penetration_only():
    # the seed's Coup fatal form acts; a Force set on a six did nothing: refused
    pa = "Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour blesser voit sa Pénétration " \
         "d’armure passer à 10."
    assert moyenne(pa) == 2 * F(2, 3) * (F(3, 6) * F(2, 3) + F(1, 6))
    with pytest.raises(CompileError, match="pas sa Force"):
        compiled("Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour blesser voit sa Force "
                 "passer à 10.")


def test_the_profile_abbreviations_in_a_rules_parameters():
    text = "Les attaques avec cette règle gagnent Charge dévastatrice (+1 Fo, +1 PA, +1 Att)."
    assert parse_line(text) == parse_line("Les attaques avec cette règle gagnent Charge dévastatrice (+1 Force, "
                                          "+1 Pénétration d’armure, +1 Attaques).")
    # charging: 3 attacks, Force 5 wounds on 2+, PA 1 leaves Armure 1 (6+)
    assert moyenne(text) == BASE
    assert moyenne(text, charge=True) == 3 * F(2, 3) * F(5, 6) * F(5, 6)
    assert parse_line("Le porteur gagne +1 en Ré.") == parse_line("Le porteur gagne +1 en Résistance.")
