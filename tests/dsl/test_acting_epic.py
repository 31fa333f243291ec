"""Epic (sheet style): every designer line of tests/dsl/new_abilities.py that parses and compiles
acts: a unit bearing it (its profile's « capacités », compiled as the game compiles them) changes
an assault result, a walk through terrain, a zone of control, the odds of surviving a hit, or
the actions offered, as the line says; without it, nothing changes.
"""

import copy
from fractions import Fraction

import attrs
import pytest

from rulekit import CHANCE, dsl
from rulekit.dsl import RulesSemanticError
from rulekit.dsl.vocabulary import for_game
from rulekit_games.epic_ref import assaut, mouvement
from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref import tir
from rulekit_games.epic_ref.sauvegarde import Sauvegardes
from rulekit_games.epic_ref.tir import Salve
from tests.epic_ref.conftest import P, W, armee, bench, run

from .acting import sentence

G = "epic_ref"


def say(primitive, starts):
    return sentence(G, primitive, starts)


def two_formations(att_caps=(), def_caps=(), n_att=2, n_def=1, dist=0, terrain=(), at=(90, 60)):
    a = armee([P("Boy", capacites=att_caps)], [], {"A": ["Boy"] * n_att})
    d = armee([P("Garde", capacites=def_caps)], [], {"D": ["Garde"] * n_def})
    m = bench(a, d, terrain)
    m.ajouter_formation(0, "A", at[0], at[1] - dist)
    m.ajouter_formation(1, "D", 90, 60)
    return m


# --- modifier: +2 to the assault result --------------------------------------------------------
ASSAULT = say("modifier", "+2 au résultat des assauts")


def _assault_modifier(caps):
    m = two_formations(att_caps=caps)
    return assaut.modificateurs_camp(m, ((0,), (1,)), 0, (2, 1))


def test_plus_two_to_the_assault_result_raises_it():
    assert _assault_modifier((ASSAULT,)) > _assault_modifier(())


def test_plus_two_to_the_assault_result_is_two():
    assert _assault_modifier((ASSAULT,)) == _assault_modifier(()) + 2


# --- movement: dangerous terrain ignored --------------------------------------------------------
DANGEROUS = say("movement", "Ignore les terrains dangereux")
MARSH = T.Element("Marécages", 80, 40, 20, 20)   # dangerous for infantry
CLIFF = T.Element("Falaises", 80, 40, 20, 20)    # impassable for all


def _walk(caps, element):
    m = two_formations(att_caps=caps, terrain=[element], at=(90, 20), dist=0)
    m.modifier_formation(1, x=10, y=110)  # the enemy far away: no zone of control on the way
    return mouvement.trajet(m, 0, (90, 80), zdc=False)


def test_ignores_dangerous_terrain():
    point, danger = _walk((), MARSH)
    assert danger  # without it, the infantry crossing the marsh takes the dangerous-terrain test
    point_with, danger_with = _walk((DANGEROUS,), MARSH)
    assert not danger_with and point_with == (90, 80)


def test_ignoring_dangerous_terrain_does_not_cross_a_cliff():
    assert _walk((DANGEROUS,), CLIFF)[0] == _walk((), CLIFF)[0] != (90, 80)


# --- range: a zone of control of 15 cm ---------------------------------------------------------
ZOC = say("range", "Zone de contrôle de 15 cm")


def test_a_zone_of_control_of_fifteen_cm():
    without, with_ = two_formations(), two_formations(def_caps=(ZOC,))
    assert (mouvement.zone_de_controle(without, 1), mouvement.zone_de_controle(with_, 1)) == (5, 15)
    # an enemy walking straight at it stops 15 cm away instead of 5
    for m, stop in ((without, 5), (with_, 15)):
        m.modifier_formation(0, x=90, y=0)
        point, _ = mouvement.trajet(m, 0, (90, 60))
        assert abs(60 - point[1] - stop) <= 1, (point, stop)


# --- save: a second, unmodifiable 5+ save -------------------------------------------------------
SECOND = say("save", "Deuxième svg à 5+ non modifiable")


def _shot(caps):
    a = armee([P("Tireur", armes=("Fusil",))], [W("Fusil", 30, ap=4)], {"A": ["Tireur"]})
    d = armee([P("Cible", svg=4, capacites=caps)], [], {"D": ["Cible"]})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 40)
    m.ajouter_formation(1, "D", 90, 60)
    return m


def survives(m) -> Fraction:
    """The exact probability that the target unit lives, over every chance node left."""
    if m.current_player is not CHANCE:
        return Fraction(1) if m.formations[1].unites[0].vivante else Fraction(0)
    total = Fraction(0)
    for outcome, p in m.chance_outcomes():
        branch = copy.deepcopy(m)
        branch.apply(outcome)
        run(branch)
        total += p * survives(branch)
    return total


@pytest.mark.parametrize("modif, armour", [(0, Fraction(1, 2)), (-2, Fraction(1, 6))])
def test_second_unmodifiable_save_on_five_up(modif, armour):
    for caps, expected in (((), armour), ((SECOND,), armour + (1 - armour) * Fraction(1, 3))):
        m = _shot(caps)
        hit = tir.touche(m, 1, 0, Salve("AP", 4, 1, modif_svg=modif), False)
        assert hit.seconde == (5 if caps else 0)  # « non modifiable »: the same against a -2
        m.push(Sauvegardes((hit,)))
        m._settle()
        assert survives(m) == expected


# --- action line: « Un tir, puis un mouvement » -------------------------------------------------
SHOOT_THEN_MOVE = say("movement", "Un tir, puis un mouvement")


def test_a_new_action_line_is_offered_to_every_formation(monkeypatch, tmp_path):
    """Written in the sheet's « Actions » (data/actions.txt) under a name, the line becomes an
    action each formation may declare, its steps in its order: a shot, then a move."""
    from rulekit_games.epic_ref import activation, capacites, feuille as F

    m = two_formations()
    before = {a.action for a in activation.ChoisirAction(0, 0).actions(m)}
    data = tmp_path / "data"
    data.mkdir()
    original = (capacites.HERE / "data" / "actions.txt").read_text(encoding="utf-8")
    (data / "actions.txt").write_text(original + f"Tir et Repli : {SHOOT_THEN_MOVE}\n", encoding="utf-8")
    monkeypatch.setattr(capacites, "HERE", tmp_path)
    sheet = attrs.evolve(F.feuille(), actions=capacites.lire_actions())
    monkeypatch.setattr(activation, "feuille", lambda: sheet)
    after = {a.action for a in activation.ChoisirAction(0, 0).actions(m)}
    assert after == before | {"Tir et Repli"}
    steps = [[g.genre for g in choix.gestes] for choix in sheet.actions["Tir et Repli"].etapes]
    assert steps == [["tir"], ["mouvement"]]


# --- what the game never asks about: refused, never silent --------------------------------------
def test_a_coherency_distance_is_declared_without_effect():
    """Point formations have no coherency (README « Rules parsed but without effect »): the
    vocabulary declares « cohésion » « sans effet », so the sheet's Éclaireurs compile, and a
    reader of the vocabulary sees that the answer changes nothing."""
    v = for_game(G)
    assert "cohésion" in v.inert and "cohésion" not in v.queries
    ability = dsl.compile_ability(dsl.parse_ability(say("range", "30 cm de distance de cohésion"), vocabulary=v),
                                  name="t", vocabulary=v)
    assert [m.query for m in ability.modifiers] == ["cohésion"]


@pytest.mark.parametrize("text", ["Cette Unité ne peut pas être attaquée.", "Cette Unité peut relancer un dé.",
                                  "Cette Unité ne peut pas charger."])
def test_sentences_epic_never_asks_about_are_refused(text):
    v = for_game(G)
    with pytest.raises(RulesSemanticError) as err:
        dsl.compile_ability(dsl.parse_ability(text, vocabulary=v), name="t", text=text, vocabulary=v)
    assert "epic_ref" in str(err.value)


@pytest.mark.parametrize("text", ["Cette unité lance un dé supplémentaire."])
def test_a_sentence_epic_cannot_execute_is_a_compile_error(text):
    v = for_game(G)
    with pytest.raises(dsl.CompileError, match="pour quoi"):
        dsl.compile_ability(dsl.parse_ability(text, vocabulary=v), name="t", text=text, vocabulary=v)


# --- reroll: failed saves rerolled ----------------------------------------------------------------
REROLL_SAVES = say("reroll", "Relance les sauvegardes ratées")


@pytest.mark.parametrize("modif, armour", [(0, Fraction(1, 2)), (-2, Fraction(1, 6))])
def test_failed_saves_are_rerolled(modif, armour):
    for caps, expected in (((), armour), ((REROLL_SAVES,), armour + (1 - armour) * armour)):
        m = _shot(caps)
        hit = tir.touche(m, 1, 0, Salve("AP", 4, 1, modif_svg=modif), False)
        m.push(Sauvegardes((hit,)))
        m._settle()
        assert survives(m) == expected


# --- extra attacks at one moment only ---------------------------------------------------------------
MORE_ATTACKS = say("extra dice", "Ajoute 2 attaques en assaut")


def test_two_more_attacks_in_assault_only():
    v = for_game(G)
    ability = dsl.compile_ability(dsl.parse_ability(MORE_ATTACKS, vocabulary=v), name="t", vocabulary=v)
    (m,) = ability.modifiers

    class World:
        def concerne(self, bearer, key, subject):
            return subject == bearer

    assert m.query == "attaques"
    assert m.fn(World(), "W", {"arme": "W", "moment": "assaut"}, 0) == 2   # contact weapons in an assault
    assert m.fn(World(), "W", {"arme": "W", "moment": "tir"}, 1) == 1      # a shot: unchanged
    assert m.fn(World(), "V", {"arme": "W", "moment": "assaut"}, 0) == 0   # another weapon: unchanged
