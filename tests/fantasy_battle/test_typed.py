"""The seed's profile rules parse into the typed DSL (rulekit.dsl profil), its paraphrases into the
same AST, render round-trips, and new designer lines are typed (data: phrases_typees.py).

A paraphrase or new line the grammar does not read yet carries its reason in phrases_typees.py
and runs as a strict xfail: once the grammar reads it, the test turns red until the reason is
removed.
"""

from __future__ import annotations

import functools

import pytest

from rulekit.dsl import ast as D
from rulekit.dsl.errors import RulesSyntaxError
from rulekit_games.fantasy_battle import parse_line as _parse_line
from rulekit_games.fantasy_battle import render

from .conftest import SEED
from .phrases_typees import CONTRESENS, NOUVELLES, TYPEES


@functools.lru_cache(maxsize=None)
def parse_line(text: str):
    return _parse_line(text)


def _split(item):
    """``text`` or ``(text, reason)`` -> (text, reason or None)."""
    return item if isinstance(item, tuple) else (item, None)


def _param(value, reason, ident):
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(value, id=ident, marks=marks)


def phrase(sujet, *actions, circ=(), modalite=None):
    return D.Capacite((D.Phrase(tuple(circ), sujet, tuple(D.Effet(a, modalite) for a in actions)),))


CETTE_REGLE = D.Ref("règle")

# --- exact ASTs of seed sentences --------------------------------------------------------------------
EXACT = {
    "Les attaques portées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.":
        phrase(D.Ref("attaque", arme=D.Ref("Hallebarde")),
               D.Gain((D.ModifCarac("Force", 1), D.ModifCarac("Pénétration d’armure", 1)))),
    "Une Attaque de corps à corps avec cette règle gagne un bonus de +1 pour toucher.":
        phrase(D.Ref("Attaque de corps à corps", avec=(CETTE_REGLE,)), D.Gain((D.ModifJet("toucher", 1),))),
    "Les Attaques de corps à corps allouées à une figurine avec cette règle subissent une pénalité de −1 pour toucher.":
        phrase(D.Ref("Attaque de corps à corps", alloue=D.Ref("figurine", avec=(CETTE_REGLE,))),
               D.Gain((D.ModifJet("toucher", -1),))),
    "L'attaque gagne +1 pour blesser pendant la première Manche de combat.":
        phrase(D.Ref("attaque"), D.Gain((D.ModifJet("blesser", 1),)),
               circ=(D.Pendant("Manche de combat", rang=1),)),
    "Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
    "relancés.":
        phrase(D.Ref("attaque", avec=(CETTE_REGLE,)), D.RelanceJets(D.JetDe("toucher", issue="raté")),
               circ=(D.Pendant("Manche de combat", rang=1),), modalite="doit"),
    "La figurine gagne une Ægide (5+).":
        phrase(D.Ref("figurine"), D.Gain((D.RegleCitee("Ægide", (D.Seuil(5),)),))),
    "La figurine gagne Fortitude (+1, max. 4+).":
        phrase(D.Ref("figurine"), D.Gain((D.RegleCitee("Fortitude", (D.Bonus(1), D.Seuil(4, maximum=True))),))),
    "Les attaques portées par une Lance de cavalerie et allouées contre un ennemi sur le front de l’unité du "
    "porteur gagnent Charge dévastatrice (+2 Fo, +2 PA) .":
        phrase(D.Ref("attaque", arme=D.Ref("Lance de cavalerie"),
                     alloue=D.Ref("ennemi", de=D.Ref("unité", de=D.Ref("porteur")), cote="front")),
               D.Gain((D.RegleCitee("Charge dévastatrice",
                                    (D.ModifCarac("Force", 2), D.ModifCarac("Pénétration d’armure", 2))),))),
    "Une figurine à pied maniant une Arme de base avec un Bouclier gagne la règle Parade .":
        phrase(D.Ref("figurine", arme=D.Ref("Arme de base", avec=(D.Ref("Bouclier"),)), etats=("à pied",)),
               D.Gain((D.RegleCitee("Parade"),))),
    "L’Infanterie ne peut pas utiliser de Lance de cavalerie.":
        phrase(D.Ref("Infanterie"), D.Utiliser(D.Ref("Lance de cavalerie")), modalite="ne peut pas"),
    "Une attaque avec cette règle blesse automatiquement, sans aucun jet pour blesser nécessaire, si le jet pour "
    "toucher est réussi et a donné un résultat non modifié de ‘6’.":
        phrase(D.Ref("attaque", avec=(CETTE_REGLE,)), D.BlesseAuto(), circ=(D.SurSix("toucher"),)),
    "Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige une touche "
    "supplémentaire.":
        phrase(D.Ref("attaque", avec=(CETTE_REGLE,)), D.ToucheSupp(1), circ=(D.SurSix("toucher"),)),
    "L’unité subit X touches.":
        phrase(D.Ref("unité"), D.SubitTouches("X")),
}

ORIGINALS = [pytest.param(orig, id=f"{i:02d}-{kind}") for i, (kind, orig, _) in enumerate(TYPEES)]
PARAPHRASES = [
    _param((_split(p)[0], orig), _split(p)[1], f"{i:02d}.{j}-{kind}")
    for i, (kind, orig, paras) in enumerate(TYPEES) for j, p in enumerate(paras)
]


def test_originals_are_in_the_seed():
    """Each original is the seed's sentence (the special saves excepted: the seed cites them only in
    prose examples, « gagnera une Ægide (5+) », « Fortitude (+1, max. 3+) »)."""
    seed = SEED.read_text(encoding="utf-8")
    cited = {"La figurine gagne une Ægide (5+).", "La figurine gagne Fortitude (+1, max. 4+)."}
    for _, orig, _ in TYPEES:
        if orig in cited:
            assert "Ægide (5+)" in seed and "Fortitude (+1, max. 3+)" in seed
        elif orig == "Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige " \
                      "une touche supplémentaire.":
            assert orig[:-1] + " (généralement" in seed    # the seed's parenthesis dropped
        elif orig == "L’unité subit X touches.":
            assert "l’unité subit X touches," in seed
        else:
            assert orig in seed, orig


@pytest.mark.parametrize("text", list(EXACT))
def test_exact_typed_ast(text):
    assert parse_line(text) == EXACT[text]


@pytest.mark.parametrize("text", ORIGINALS)
def test_original_is_typed_and_round_trips(text):
    line = parse_line(text)
    assert isinstance(line, D.Capacite), line
    assert parse_line(render(line)) == line


@pytest.mark.parametrize("pair", PARAPHRASES)
def test_paraphrase_parses_as_original(pair):
    paraphrase, original = pair
    line = parse_line(paraphrase)
    assert line == parse_line(original)
    assert parse_line(render(line)) == line


def test_seed_line_with_rule_name_keeps_typed_sentence():
    """The seed writes the rule name first (« À deux mains . »): the sentence after it is the same."""
    line = parse_line("À deux mains . Les attaques portées avec une Hallebarde ont +1 en Force et +1 en "
                      "Pénétration d’armure.")
    assert line.phrases[0] == D.Phrase((), None, (D.Effet(D.Gain((D.RegleCitee("À deux mains"),))),))
    assert line.phrases[1:] == EXACT["Les attaques portées avec une Hallebarde ont +1 en Force et +1 en "
                                     "Pénétration d’armure."].phrases


# --- negative controls -------------------------------------------------------------------------------
@pytest.mark.parametrize("text, word", [
    ("Xyzzy plugh frobnicate.", "Xyzzy"),
    ("Le porteur gagne -7 en Pizza.", "Pizza"),
    ("La figurine gagne la règle Pizzaïolo.", "Pizzaïolo"),
])
def test_unknown_words_raise_at_the_word(text, word):
    with pytest.raises(RulesSyntaxError) as err:
        _parse_line(text)
    assert err.value.line == 1
    assert err.value.column == text.index(word) + 1
    assert word in str(err.value)


@pytest.mark.parametrize("original, variant", [pytest.param(o, v, id=f"{i:02d}") for i, (o, v) in enumerate(CONTRESENS)])
def test_meaning_changing_variant_differs(original, variant):
    a, b = parse_line(original), parse_line(variant)
    assert isinstance(b, D.Capacite), b
    assert a != b


# --- new designer lines ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [_param(*_split(n), f"{i:02d}") for i, n in enumerate(NOUVELLES)])
def test_new_line_is_typed(text):
    line = parse_line(text)
    assert isinstance(line, D.Capacite), line
    assert parse_line(render(line)) == line
