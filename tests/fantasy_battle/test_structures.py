"""The corpus lines become structured data: profiles, modifiers, rule parameters, clauses, tables."""

from pathlib import Path

import pytest

from rulekit.dsl import ast as D
from rulekit_games.fantasy_battle import ast as A
from rulekit_games.fantasy_battle import parse_line, render
from rulekit_games.fantasy_battle.normalisation import language, normalise
from rulekit_games.fantasy_battle.tableau import read_table


def walk(node):
    """Every node under ``node`` (depth first)."""
    yield node
    if isinstance(node, tuple):
        for item in node:
            yield from walk(item)
    elif hasattr(node, "__attrs_attrs__"):
        for field in node.__attrs_attrs__:
            yield from walk(getattr(node, field.name))


def find(node, cls):
    return [n for n in walk(node) if isinstance(n, cls)]


# ---- weapon profiles
def test_weapon_profile_fields():
    p = parse_line('Portée 24", Tir 1, Fo 3, PA 0, Tir de volée.')
    assert p == A.WeaponProfile(range=A.Range(maximum=24), shots=1, strength=A.StatValue(3),
                                penetration=A.StatValue(0), attributes=(A.AttributeRef("Tir de volée"),))


def test_profile_range_brackets_and_rule_parameters():
    p = parse_line("Portée 12-60″, Tir 1, Fo 3[7], PA 0[4], [Blessures multiples (1D3, Ailes mutilées)]")
    assert p.range == A.Range(maximum=60, minimum=12)
    assert p.strength == A.StatValue(value=3, boost=7, boost_kind="[")
    assert p.penetration == A.StatValue(value=0, boost=4, boost_kind="[")
    (attr,) = p.attributes
    assert attr.name == "Blessures multiples" and attr.enclosure == "["
    assert find(attr.params[0], A.Dice) == [A.Dice(count=1, sides=3)]
    assert find(attr.params[1], A.Term) == [A.Term("Ailes mutilées")]


def test_profile_variable_shots_user_strength_and_notes():
    p = parse_line("Portée 12″, Tirs X, Fo 3, PA 0, Tir précis, Tir rapide. À Courte portée, "
                   "l’arme gagne +1 en Pénétration d’armure.")
    assert p.shots == "X" and [a.name for a in p.attributes] == ["Tir précis", "Tir rapide"]
    # the sentence after the profile is typed: a gain at Courte portée
    (phrase,) = p.notes.phrases
    assert phrase.circonstances == (D.Situation("Courte portée"),)
    assert find(p.notes, D.ModifCarac) == [D.ModifCarac("Pénétration d’armure", 1)]
    u = parse_line("Portée 8″, tir 2, FO Utilisateur, PA Utilisateur, Tir précis, Tir rapide")
    assert u.strength == A.StatValue(value=None) and u.penetration == A.StatValue(value=None)


def test_braced_values_in_prose_are_typed_groups():
    line = parse_line("Certains Lance-flammes ont une Force indiquée entre accolades (telles que « Force 4 {5}, "
                      "Pénétration d’armure 1 {2}, { Blessures multiples (1D3) } »).")
    braces = [b for b in find(line, A.Bracketed) if b.kind == "{"]
    assert len(braces) == 3
    assert find(braces[2], A.RuleRef)[0].name == A.Term("Blessures multiples")


# ---- modifiers and rule parameters
def test_stat_modifier_line():
    assert parse_line("+2 en Armure") == D.Capacite((D.Phrase((), None, (D.Effet(D.Gain((D.ModifCarac("Armure", 2),))),)),))


def test_two_stat_modifiers_in_a_sentence():
    line = parse_line("À deux mains . Les attaques portées avec une Hallebarde ont +1 en Force et +1 en "
                      "Pénétration d’armure.")
    assert find(line, D.RegleCitee) == [D.RegleCitee("À deux mains")]
    assert find(line, D.ModifCarac) == [D.ModifCarac("Force", 1), D.ModifCarac("Pénétration d’armure", 1)]
    assert line.phrases[1].sujet == D.Ref("attaque", arme=D.Ref("Hallebarde"))


def test_roll_modifier():
    line = parse_line("Une Attaque de corps à corps avec cette règle gagne un bonus de +1 pour toucher.")
    assert find(line, D.ModifJet) == [D.ModifJet("toucher", 1)]
    assert line == parse_line("Une Attaque de corps à corps avec cette règle gagne +1 pour toucher.")


@pytest.mark.parametrize("text, expected", [
    ("Les attaques gagnent Charge dévastatrice (+2 Fo, +2 PA) .",
     D.RegleCitee("Charge dévastatrice", (D.ModifCarac("Force", 2), D.ModifCarac("Pénétration d’armure", 2)))),
    ("La figurine gagne Guide (Terrain aquatique).", D.RegleCitee("Guide", ("Terrain aquatique",))),
    ("Le Magicien gagne la règle Canalisation (1).", D.RegleCitee("Canalisation", (1,))),
    ("La figurine gagne Fortitude (+1, max. 4+).", D.RegleCitee("Fortitude", (D.Bonus(1), D.Seuil(4, maximum=True)))),
])
def test_rule_references_with_parameters(text, expected):
    assert find(parse_line(text), D.RegleCitee) == [expected]


def test_rule_reference_inside_prose():
    ref = next(r for r in find(parse_line("• Si X est donné comme un jet de dé (par exemple Ægide (4+)), il s’agit "
                                          "de la valeur."), A.RuleRef) if r.name.text == "Ægide")
    assert [[type(p) for p in param.phrases] for param in ref.params] == [[A.NounPhrase]]


def test_fortitude_modifier_with_a_maximum():
    (ref,) = [r for r in find(parse_line("Si X est un modificateur (par exemple Fortitude (+1, max. 3+)), la"),
                              A.RuleRef)]
    assert ref.name == A.Term("Fortitude")
    assert find(ref.params[1], A.Maximum) == [A.Maximum(word="max.", value=A.Roll(A.Number(3)))]
    assert find(ref.params[0], A.Signed) == [A.Signed("+", A.Number(1))]


# ---- clauses
def test_negated_modal_clause():
    (phrase,) = parse_line("L’Infanterie ne peut pas utiliser de Lance légère.").phrases
    assert phrase.sujet == D.Ref("Infanterie")
    assert phrase.effets == (D.Effet(D.Utiliser(D.Ref("Lance légère")), "ne peut pas"),)


def test_condition_and_main_clause():
    text = "Si une figurine possède une Arme de corps à corps, elle ne peut pas choisir d’utiliser son Arme de base."
    (sentence,) = parse_line(text).prose.sentences
    roles = [c.role for c in sentence.clauses]
    assert roles[:2] == ["condition", "main"]
    assert sentence.clauses[0].marker == A.Sub("Si") and sentence.clauses[1].link == (A.Symbol(","),)


def test_trigger_exception_and_reroll():
    rule = parse_line("Lorsqu’une unité charge, elle doit relancer ses jets ratés, à moins que le contraire "
                      "ne soit précisé.")
    roles = [c.role for c in rule.prose.sentences[0].clauses]
    assert roles[0] == "trigger" and "exception" in roles
    reroll = [c for c in rule.prose.sentences[0].clauses if c.verb and c.verb.modal == "devoir"]
    assert [v.text for v in reroll[0].verb.verbs] == ["doit", "relancer"]


def test_passive_reroll_is_the_reroll_of_the_attacks():
    rule = parse_line("Les jets pour blesser ratés des attaques avec l’Attribut d’attaque Attaque enflammée "
                      "dirigées contre la figurine Inflammable doivent être relancés.")
    assert rule == parse_line("Les attaques avec la règle Attaque enflammée dirigées contre une figurine avec "
                              "Inflammable doivent relancer leurs jets pour blesser ratés.")
    (effet,) = rule.phrases[0].effets
    assert effet == D.Effet(D.RelanceJets(D.JetDe("blesser", "raté")), "doit")


# ---- line kinds, procedures, tables, English
def test_line_kinds(unique_lines):
    kinds = {type(parse_line(line)).__name__ for line in unique_lines}
    assert kinds == {"Capacite", "Ligne", "Rule", "Bullet", "Heading", "WeaponProfile", "Step", "Categories",
                     "TableKey"}
    assert parse_line("Corps à corps, Tir") == A.Categories(
        terms=(A.Term("Corps à corps"), A.Term("Tir")), separators=(A.Symbol(","),))


def test_procedure_steps_and_bullets():
    step = parse_line("1. Si l’unité contient au moins une figurine avec Tenace , divisez le nombre par deux.")
    assert isinstance(step, A.Step) and step.number == 1
    bullet = parse_line("• Sur un résultat naturel de ‘1’, la Catapulte subit un Incident de tir.")
    assert isinstance(bullet, A.Bullet) and find(bullet, A.DieFace) == [A.DieFace(1)]
    inline = parse_line("Le magicien suit les règles suivantes : • Le total ne peut pas dépasser +1. "
                        "• Les Tentatives de dissipation subissent un modificateur de -2.")
    assert [s.bullet for s in inline.prose.sentences] == [False, True, True]


def test_misfire_table(seed_lines):
    start = seed_lines.index("Résultat Effet de l’Incident de tir")
    table = read_table(seed_lines[start:start + 20])
    assert [(r.low, r.high) for r in table.rows] == [(None, 0), (1, 2), (3, 4), (5, None)]
    assert [render(r.name) for r in table.rows] == ["Explosion !", "Défaillance critique", "Enrayé",
                                                   "Dysfonctionnement"]
    assert table.row_for(-1).name == table.rows[0].name and table.row_for(6) == table.rows[3]
    assert find(table.rows[0].effect, A.Distance) == [A.Distance(A.Dice(1, 6))]


def test_english_lines_use_the_english_vocabulary():
    line = parse_line("The model cannot benefit from Commanding Presence or Rally Around the Flag")
    assert line.prose.lang == "en"
    clause, coordinated = line.prose.sentences[0].clauses
    assert coordinated.role == "coordination" and coordinated.link == (A.Conj("or"),)
    assert clause.verb.modal == "pouvoir" and [v.text for v in clause.verb.verbs] == ["cannot", "benefit"]
    assert A.Term("Rally Around the Flag") in find(line, A.Term)
    (mod,) = find(parse_line("All models in a unit containing one or more models with this rule gain +1 Agility."),
                  A.StatModifier)
    assert mod.prep is None and find(mod.stat, A.Term) == [A.Term("Agility")]


# ---- normalisation
FURNITURE = "Sommaire Séquence pré-partie Conditions de victoire 130 Terrains et décors Règles de figurines Index "


def test_page_furniture_is_stripped():
    rule = "Si une figurine dispose d’Attaque de broyage, elle ne peut utiliser qu’une seule de ces deux règles."
    assert normalise(FURNITURE + rule) == rule
    assert parse_line(FURNITURE + rule) == parse_line(rule)


def test_hyphenation_and_apostrophes_are_repaired():
    assert normalise("gagne Charge dévasta- trice (Course rapide) dans l'arc") == \
        "gagne Charge dévastatrice (Course rapide) dans l’arc"
    assert find(parse_line("Une unité gagne Charge dévasta- trice (Course rapide)."), D.RegleCitee) == \
        [D.RegleCitee("Charge dévastatrice", ("Course rapide",))]


def test_language_detection():
    assert language("Universal Rule.") == "en"
    assert language("Règle universelle.") == "fr"
    assert language("Kyudo: Attack Attribute – Shooting.") == "en"


def test_no_line_is_left_without_structure(unique_lines):
    """Every word of every line sits in a typed node: no node holds raw text of several words
    except terms of the vocabulary."""
    for line in unique_lines:
        for node in walk(parse_line(line)):
            if isinstance(node, (A.Word, A.Verb, A.Det, A.Prep, A.Pron, A.Neg)):
                assert " " not in node.text or isinstance(node, (A.Prep, A.Sub, A.Conj)), node


def test_stray_closing_parenthesis_of_a_cut_line():
    line = parse_line("4+) gagnera une Ægide (5+)).")
    assert A.Symbol(")") in find(line, A.Symbol)
    opened = parse_line("Sort appris, quand bien même plusieurs Magiciens connaîtraient le même sort (à moins que")
    assert [b.closed for b in find(opened, A.Bracketed)] == [False]


DATA = Path(__file__).parent / "data"


def test_every_reroll_of_the_corpus_is_typed_or_a_verb_group_with_lemma_relancer(unique_lines):
    import re

    rerolls = [line for line in unique_lines if re.search(r"\brelanc(?:er|és|ées|é|ée|ez)\b", line)]
    assert len(rerolls) == 11
    typed = [line for line in rerolls if find(parse_line(line), D.RelanceJets)]
    assert len(typed) == 7  # line 88 stops inside « Attaque divine » (the extraction cut it): prose
    for line in set(rerolls) - set(typed):
        assert "relancer" in [g.lemma for g in find(parse_line(line), A.VerbGroup)], line


def test_forbidden_reroll_is_negated():
    rule = parse_line("Un jet pour toucher qui donne un Incident de tir ne peut être relancé.")
    assert rule == parse_line("Un jet pour toucher provoquant un Incident de tir ne peut pas être relancé.")
    assert rule.phrases[0].effets == (
        D.Effet(D.RelanceJets(D.JetDe("toucher", donnant="Incident de tir")), "ne peut pas"),)


def test_natural_six_said_on_the_subject_or_as_a_condition():
    rule = parse_line("Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour blesser voit sa "
                      "Pénétration d’armure passer à 10.")
    (phrase,) = rule.phrases
    assert phrase.circonstances == (D.SurSix("blesser"),)
    assert phrase.effets == (D.Effet(D.Fixe((("Pénétration d’armure", 10),))),)
    assert parse_line("Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige "
                      "une touche supplémentaire.") == parse_line(
        "Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour toucher inflige une touche "
        "supplémentaire.")


def test_procedures_group_the_steps_after_an_announcing_line(seed_lines):
    from rulekit_games.fantasy_battle.procedure import procedures

    found = procedures(parse_line(line) for line in seed_lines)
    assert len(found) == 25
    numbered = [p for p in found if render(p.intro).endswith("Appliquez les modificateurs dans l’ordre suivant :")]
    assert [s.number for s in numbered[0].steps] == [1, 2, 3, 4]
    catapult = [p for p in found if render(p.intro).endswith("suivez la procédure suivante :")]
    assert len(catapult) == 3 and all(len(p.steps) == 3 for p in catapult)
    assert all(isinstance(s, (A.Bullet, A.Ligne)) for s in catapult[0].steps)
    assert [getattr(s, "marker", None) for s in catapult[0].steps] == ["•"] * 3
