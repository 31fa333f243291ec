"""Epic (sheet style): every designer line of tests/dsl/new_abilities.py that parses and compiles
acts: a unit bearing it (its profile's « capacités », compiled as the game compiles them) changes
an assault result, a walk through terrain, a zone of control, the odds of surviving a hit, or
the actions offered, as the line says; without it, nothing changes.
"""

from fractions import Fraction

import attrs
import pytest

from rulekit import CHANCE, dsl
from rulekit.dsl.vocabulary import for_game
from rulekit_games.epic_ref import assaut, mouvement
from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref import tir
from rulekit_games.epic_ref.sauvegarde import Sauvegardes
from rulekit_games.epic_ref.tir import Salve
from tests.epic_ref.conftest import P, W, armee, bench, run

from .acting import epic_probability, refused, sentence

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
    return epic_probability(m, lambda m: m.formations[1].unites[0].vivante)


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
    assert "epic_ref" in str(refused(G, text))


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


# --- reroll: a failed strategy roll, once per game ------------------------------------------------
STRATEGY = say("reroll", "Relance un jet de stratégie raté")


def _strategy(caps, j1, j2):
    """The strategy roll-off of turn 1 with player 1 rolling ``j1`` and player 2 ``j2``: the match
    stops at the next chance node (a reroll) or at the winner's choice."""
    from rulekit.steps import Roll
    from rulekit_games.epic_ref.strategie import JugerStrategie

    m = two_formations(att_caps=caps, n_att=1)
    m.push(Roll(1, "stratégie J1"), Roll(1, "stratégie J2"), JugerStrategie())
    return run(m, [(j1,), (j2,)])


def test_a_failed_strategy_roll_is_rerolled_once_per_game():
    without = _strategy((), 2, 5)
    assert without.current_player == 1                     # player 2 won: they choose who acts first
    with_ = _strategy((STRATEGY,), 2, 5)
    assert with_.current_player is CHANCE                  # player 1 rerolls its die
    assert {len(o.values) for o, _ in with_.chance_outcomes()} == {1}
    run(with_, [(6,)])
    assert with_.current_player == 0                       # 6 + 1 > 5 + 1: player 1 chooses
    assert [e.source for e in with_.events if e.kind == "jet relancé"] == ["0.0"]
    # « une fois par partie »: the next turn's failed roll stands
    with_.tour += 1
    from rulekit.steps import Roll
    from rulekit_games.epic_ref.strategie import JugerStrategie

    with_.push(Roll(1, "stratégie J1"), Roll(1, "stratégie J2"), JugerStrategie())
    run(with_, [(2,), (5,)])
    assert with_.current_player == 1


def test_a_winner_does_not_reroll():
    assert _strategy((STRATEGY,), 5, 2).current_player == 0


# --- aura: formations within 15 cm reroll their failed action tests ---------------------------------
AURA = say("aura (allies)", "Les formations à moins de 15 cm")


def _aura(caps):
    a = armee([P("Chef", capacites=caps), P("Boy")], [], {"Chef": ["Chef"], "Près": ["Boy"], "Loin": ["Boy"]})
    d = armee([P("Garde")], [], {"D": ["Garde"]})
    m = bench(a, d)
    m.ajouter_formation(0, "Chef", 90, 20)
    m.ajouter_formation(0, "Près", 100, 20)    # 10 cm away
    m.ajouter_formation(0, "Loin", 130, 20)    # 40 cm away
    m.ajouter_formation(1, "D", 100, 30)       # an enemy 14 cm away
    return m


def _reroll(m, fid):
    return m.query("relance initiative", "", formation=fid, joueur=m.formations[fid].joueur)


def test_formations_within_fifteen_cm_reroll_failed_action_tests():
    without, with_ = _aura(()), _aura((AURA,))
    assert [_reroll(without, f) for f in range(4)] == ["", "", "", ""]
    assert [_reroll(with_, f) for f in range(4)] == ["0.0", "0.0", "", ""]  # itself and « Près » only


def test_the_aura_rerolls_a_failed_action_test():
    from rulekit.steps import Roll
    from rulekit_games.epic_ref.activation import JugerTest

    for caps, expect_reroll in (((), False), ((AURA,), True)):
        m = _aura(caps)
        m.push(Roll(1, "test d'action"), JugerTest(1, "Avance", False))
        run(m, [(1,)])                                      # initiative 2+: failed
        assert (m.current_player is CHANCE) == expect_reroll
        assert any(e.kind == "relance d'initiative" for e in m.events) == expect_reroll


# --- modifier: +1 to hit in firefights only -------------------------------------------------------
FIREFIGHT = say("modifier", "+1 pour toucher en fusillade")


@pytest.mark.parametrize("contact", [False, True])
def test_plus_one_to_hit_in_firefight(contact):
    def seuils(caps):
        m = two_formations(att_caps=caps)
        engage = ({(0, 0), (0, 1)} if contact else set(), set())
        return [(s.seuil, s.n) for s in assaut._attaques(m, ((0,), (1,)), 0, engage, False)]

    # the Boy's FF and CC are 4+: out of contact (firefight) 3+ with the line; in contact unchanged
    assert seuils(()) == [(4, 2)]
    assert seuils((FIREFIGHT,)) == ([(4, 2)] if contact else [(3, 2)])


# --- modifier: -1 to the target's save -------------------------------------------------------------
TARGET_SAVE = say("modifier", "-1 à la Svg de la cible")


def test_minus_one_to_the_targets_save():
    for caps, expected in (((), Fraction(1, 2)), ((TARGET_SAVE,), Fraction(1, 3))):
        a = armee([P("Tireur", armes=("Fusil",), capacites=caps)], [W("Fusil", 30, ap=4)], {"A": ["Tireur"]})
        d = armee([P("Cible", svg=4)], [], {"D": ["Cible"]})
        m = bench(a, d)
        m.ajouter_formation(0, "A", 90, 40)
        m.ajouter_formation(1, "D", 90, 60)
        regles = tir._regles(m, "0.0.0", "0.0")
        hit = tir.touche(m, 1, 0, Salve("AP", 4, 1, **regles), False)
        m.push(Sauvegardes((hit,)))
        m._settle()
        assert survives(m) == expected


# --- movement: zones of control ignored ------------------------------------------------------------
ZOC_IGNORED = say("movement", "Ignore les zones de contrôle")


def test_ignores_zones_of_control():
    for caps, reach in (((), False), ((ZOC_IGNORED,), True)):
        m = two_formations(att_caps=caps, at=(90, 30), dist=0)
        m.modifier_formation(1, x=90, y=60)
        point, _ = mouvement.trajet(m, 0, (90, 80))
        assert (point == (90, 80)) == reach, point


# --- movement: double move when withdrawing --------------------------------------------------------
WITHDRAW = say("movement", "Double mouvement en retraite")


def test_double_move_in_withdrawal():
    from rulekit_games.epic_ref.pions_impact import Retraite

    ys = []
    for caps in ((), (WITHDRAW,)):
        m = two_formations(att_caps=caps, at=(90, 100), dist=0)
        m.modifier_formation(1, x=10, y=10)                 # no enemy near: nobody destroyed
        m.push(Retraite(0))
        m._settle()
        ys.append(m.formations[0].y)
    assert ys == [70, 40]                                   # two moves of 15 cm, then four


# --- counts as: a vehicle when shot at -------------------------------------------------------------
COUNTS_AS = say("counts as", "Compte comme véhicule pour les tirs")


def test_counts_as_a_vehicle_when_shot_at():
    without, with_ = two_formations(), two_formations(def_caps=(COUNTS_AS,))
    assert (tir.eligibles(without, 1, "AP"), tir.eligibles(without, 1, "AC")) == ([0], [])
    assert (tir.eligibles(with_, 1, "AP"), tir.eligibles(with_, 1, "AC")) == ([], [0])
    # and only for shots: dangerous terrain still sees infantry
    assert with_.query("compte comme", "Infanterie", pour="terrain dangereux", unite="1.0") == "Infanterie"


# --- tokens: two more markers removed when rallying ------------------------------------------------
RALLY = say("tokens", "Retire deux PI supplémentaires lors du ralliement")


def test_two_more_markers_removed_when_rallying():
    from rulekit.steps import Roll
    from rulekit_games.epic_ref.ralliement import JugerRalliement

    kept = []
    for caps in ((), (RALLY,)):
        a = armee([P("Chef", capacites=caps), P("Boy")], [], {"A": ["Chef"] + ["Boy"] * 5})
        m = bench(a, armee([P("Garde")], [], {"D": ["Garde"]}))
        m.ajouter_formation(0, "A", 90, 20)
        m.ajouter_formation(1, "D", 90, 100)
        m.modifier_formation(0, pions=6, demoralisee=True)
        m.push(Roll(1, "ralliement"), JugerRalliement(0))
        run(m, [(6,)])
        kept.append(m.formations[0].pions)
        assert m.query("PI retirés en plus", 0, formation=0, lors="regroupement") == 0  # not when regrouping
    assert kept == [3, 1]                                   # half its 6 units, less two


# --- extra hits: two blast markers per hit ----------------------------------------------------------
TWO_PER_HIT = say("extra hits", "Génère deux PI par touche")


def test_two_blast_markers_per_hit():
    from rulekit_games.epic_ref.tir import ResoudreTir

    pions = []
    for caps in ((), (TWO_PER_HIT,)):
        a = armee([P("Tireur", armes=("Fusil",))], [W("Fusil", 30, ap=4, capacites=caps)], {"A": ["Tireur"]})
        d = armee([P("Cible", svg=4)], [], {"D": ["Cible", "Cible"]})
        m = bench(a, d)
        m.ajouter_formation(0, "A", 90, 40)
        m.ajouter_formation(1, "D", 90, 60)
        salve = Salve("AP", 4, 1, **tir._regles(m, "0.0.0", "0.0"))
        m.rolls["tir 1 (AP 4+)"] = [6]                      # one hit
        m.push(ResoudreTir(0, 1, (salve,), 0, "tir"))
        m._settle()
        run(m, [(6,)])                                      # saved
        pions.append(m.formations[1].pions)
    assert pions == [1, 3]                                  # under fire; then two more for the hit


# --- permission: two shots per game -----------------------------------------------------------------
TWO_SHOTS = say("permission", "Deux tirs par partie")


def test_two_shots_per_game():
    from rulekit_games.epic_ref.evenements import ArmeTiree

    def usable_after(caps, shots):
        a = armee([P("Tireur", armes=("Canon",))], [W("Canon", 60, ap=4, capacites=caps)], {"A": ["Tireur"]})
        d = armee([P("Cible")], [], {"D": ["Cible"]})
        m = bench(a, d)
        m.ajouter_formation(0, "A", 90, 40)
        m.ajouter_formation(1, "D", 90, 60)
        for turn in range(1, shots + 1):
            m.tour = turn
            m.emit(ArmeTiree("0.0.0", turn))
        m.tour = shots + 1
        return bool(tir.armes_a_portee(m, 0, 1))

    assert [usable_after((), n) for n in (0, 1, 2)] == [True, True, True]
    assert [usable_after((TWO_SHOTS,), n) for n in (0, 1, 2)] == [True, True, False]
    assert [usable_after(("Tir Unique",), n) for n in (0, 1, 2)] == [True, False, False]


# --- placement: anywhere before the first turn ------------------------------------------------------
BEFORE_FIRST = say("placement", "Apparaissent n'importe où sur la table avant le premier tour")


def test_arriving_before_the_first_turn_cannot_wait_in_reserve():
    from rulekit_games.epic_ref.strategie import ChoisirTeleportation

    def labels(caps):
        m = two_formations(att_caps=caps)
        return {a.label for a in ChoisirTeleportation(0, 0).actions(m)}

    assert "la formation 0 reste en réserve" in labels(("Téléportation",))   # « avant un jet de stratégie »
    assert "la formation 0 reste en réserve" not in labels((BEFORE_FIRST,))
    assert any(x.startswith("téléporter") for x in labels((BEFORE_FIRST,)))


# --- lines the Epic rules give no meaning: refused, naming what the game knows ------------------------
@pytest.mark.parametrize("primitive, text, says", [
    ("passive prohibition", "Immunisé aux PI", "immunisé au dommage suite à"),
    ("prohibition", "Ne peut pas tirer après un mouvement d'assaut", "aucune action"),
])
def test_lines_without_an_epic_meaning_are_refused(primitive, text, says):
    with pytest.raises(dsl.RulesSyntaxError, match=says):
        dsl.parse_ability(say(primitive, text), vocabulary=for_game(G))


@pytest.mark.parametrize("text, says", [
    ("Relance les tests de terrain dangereux ratés une fois par partie", "jet d'initiative"),  # no use recorded
    ("+1 pour toucher en charge", "fusillade"),                              # a moment the game never asks
    ("Compte comme véhicule pour les assauts", "terrain dangereux"),
    ("Apparaissent n'importe où sur la table avant le deuxième tour", "premier tour"),
])
def test_forms_the_game_does_not_ask_are_compile_errors(text, says):
    v = for_game(G)
    with pytest.raises(dsl.CompileError, match=says):
        dsl.compile_ability(dsl.parse_ability(text, vocabulary=v), name="t", text=text, vocabulary=v)
