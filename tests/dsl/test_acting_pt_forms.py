"""Forms a Pocket-Tactics designer writes, read with general forms (lead-pt2), each played with and without it:

- « Tant que le Druide est sur la carte / en vie / en jeu »: the bearer on the map (a unit in its reserve or captured
  is not; PT's abilities are in play from there too), ``match.alive``;
- « Lorsqu'un Lancier est invoqué »: the game's « invocation » event;
- « relance un dé pour chaque Lancier allié adjacent »: that many rerolls, as dice are counted « pour chaque »;
- « ne peut pas tirer » = « ne peut pas effectuer d'Attaque Distante » (the vocabulary's « tir »: the rule book shoots
  by « Attaque Distante », « tirer » only draws a tile; « peut tirer jusqu'à 3 tuiles » was a distant attack's reach
  already), and « ne peut X que si C » = « ne peut pas X, sauf si C ».
"""

from __future__ import annotations

import pathlib

import pytest

from rulekit import dsl

from .acting import NEUTRAL, file_with, pt_act, pt_attack_state, pt_declare, pt_give, pt_labels, pt_position

GAMES = pathlib.Path(__file__).parents[2] / "games" / "pocket_tactics" / "factions"
PT = "pocket_tactics"


# --- « Tant que le Druide est sur la carte » -------------------------------------------------------------------
@pytest.mark.parametrize("said", ["sur la carte", "en vie", "en jeu"])
def test_a_druid_in_play_gives_its_beasts_a_defence_die(monkeypatch, said):
    """Borne by the Druide: while it is on the map. Without the condition a Druide in its reserve gave it too."""
    def beast_defence(sentence, druid_on_map):
        pt_give(monkeypatch, "Druide", *([sentence] if sentence else []))
        units = {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Stalker")}
        if druid_on_map:
            units["6,0"] = (1, "Druide")
        return pt_attack_state(pt_declare(pt_position(units), "proche (Mêlée)"))["d_dice"]

    aura = "les Hommes-Bêtes alliés lancent un dé de défense supplémentaire."
    assert beast_defence(None, True) == beast_defence(None, False) == (2, 1)
    assert beast_defence(f"Tant qu'un Druide est {said}, {aura}", True) == (2, 2)
    assert beast_defence(f"Tant qu'un Druide est {said}, {aura}", False) == (2, 1)
    assert beast_defence(aura[0].upper() + aura[1:], False) == (2, 2)   # the condition is what keeps it off


def test_in_play_said_three_ways_is_one_ast():
    said = [dsl.parse_ability(f"Tant qu'un Druide est {w}, les Hommes-Bêtes alliés lancent un dé de défense "
                              "supplémentaire.", game=PT) for w in ("sur la carte", "en vie", "en jeu")]
    assert said[0] == said[1] == said[2]


# --- « Lorsqu'un Lancier est invoqué » ---------------------------------------------------------------------------
def test_a_summoned_spearman_may_move_a_tile(tmp_path):
    from rulekit.testing import scenario

    def summoned(sentence):
        f = file_with(GAMES / "haut_roi.txt", "Lancier" if sentence else None, sentence, tmp_path)
        m = scenario(PT, {"factions": [f, "foret_sombre"], "unités": {"0,-1": "Druide"}})
        pt_act(m, "invoquer Lancier en 0,1")
        return m

    m = summoned(None)
    assert m.current_player == 1
    m = summoned("Lorsqu'un Lancier est invoqué, il peut se déplacer d'une tuile.")
    assert m.current_player == 0
    assert sorted(pt_labels(m)) == ["Essai : Lancier n°1 (J1) → -1,1", "Essai : Lancier n°1 (J1) → 0,0",
                                    "Essai : Lancier n°1 (J1) → 1,0", "renoncer (Essai)"]
    # another card summoned: nothing offered
    f = file_with(GAMES / "haut_roi.txt", "Lancier", "Lorsqu'un Lancier est invoqué, il peut se déplacer d'une tuile.",
                  tmp_path)
    from rulekit.testing import scenario as again

    m = again(PT, {"factions": [f, "foret_sombre"], "unités": {"0,-1": "Druide"}})
    pt_act(m, "invoquer Conscrit en 0,1")
    assert m.current_player == 1


def test_summoned_is_an_event_not_a_state_of_a_roll():
    with pytest.raises(dsl.RulesSemanticError, match="est un événement"):
        dsl.compile_ability(dsl.parse_ability("Lorsqu'un Lancier est invoqué, il lance un dé d'attaque de plus.",
                                              game=PT), name="t", vocabulary=dsl.vocabulary_of(PT))


# --- « relance un dé pour chaque Lancier allié adjacent » --------------------------------------------------------
def test_a_spearman_rerolls_a_die_for_each_adjacent_spearman(monkeypatch):
    pt_give(monkeypatch, "Lancier", "Un Lancier peut relancer un dé pour chaque Lancier allié adjacent.")

    def grants(mates):
        units = {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker"), **{c: (0, "Lancier") for c in mates}}
        return pt_attack_state(pt_declare(pt_position(units), "proche (Mêlée) : Lancier en 1,0"))["a_grants"]

    assert grants([]) == []
    (g,) = grants(["1,1"])
    assert g.fois == 1 and not g.tous and not g.obligatoire
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker"), "1,1": (0, "Conscrit")}   # not a Lancier
    assert pt_attack_state(pt_declare(pt_position(units), "proche (Mêlée) : Lancier"))["a_grants"] == []


def test_a_spearman_rerolls_a_defence_die_for_each_adjacent_ally(monkeypatch):
    pt_give(monkeypatch, "Lancier", "Un Lancier relance un dé de défense pour chaque allié adjacent.")

    def grants(mates):
        units = {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Lancier"), **{c: (0, c2) for c, c2 in mates}}
        return pt_attack_state(pt_declare(pt_position(units, player=1), "proche (Mêlée)"))["d_grants"]

    assert grants([]) == []
    (g,) = grants([("3,0", "Conscrit"), ("2,1", "Archer")])
    assert g.fois == 2 and g.obligatoire and g.des == "défense"
    (g,) = grants([("3,0", "Conscrit")])
    assert g.fois == 1


def test_rerolls_counted_over_units_render_and_read_back():
    a = dsl.parse_ability("Un Lancier relance un dé de défense pour chaque allié adjacent.", game=PT)
    assert dsl.render(a) == "Un Lancier relance 1 dé de défense pour chaque unité alliée adjacente."
    assert dsl.parse_ability(dsl.render(a), game=PT) == a


# --- « ne peut pas tirer », « ne peut tirer que s'il … » -------------------------------------------------------
def _shots(monkeypatch, sentence, terrain):
    pt_give(monkeypatch, "Archer", *([sentence] if sentence else []))
    m = pt_position({"1,0": (0, "Archer"), "2,0": (1, "Homme-Bête Stalker")}, {"1,0": terrain, "2,0": NEUTRAL})
    return sorted(x.split(" :")[0] for x in pt_labels(m) if " contre " in x)


def test_an_archer_that_cannot_shoot_makes_no_distant_attack(monkeypatch):
    assert _shots(monkeypatch, None, NEUTRAL) == ["attaque distante (Distance)", "attaque proche (Mêlée)"]
    assert _shots(monkeypatch, "Un Archer ne peut pas tirer.", NEUTRAL) == ["attaque proche (Mêlée)"]


@pytest.mark.parametrize("sentence", ["Un Archer ne peut tirer que s'il est sur une tuile Colline.",
                                      "Un Archer ne peut pas tirer, sauf s'il est sur une tuile Colline."])
def test_an_archer_shoots_only_from_a_hill(monkeypatch, sentence):
    assert _shots(monkeypatch, sentence, NEUTRAL) == ["attaque proche (Mêlée)"]
    assert _shots(monkeypatch, sentence, "Colline") == ["attaque distante (Distance)", "attaque proche (Mêlée)"]


def test_only_if_is_general():
    """« ne peut X que si C » of any act the game permits: « ne peut attaquer que s'il est adjacent à un Lancier »."""
    said = dsl.parse_ability("Un Archer ne peut attaquer que s'il est adjacent à un Lancier allié.", game=PT)
    assert said == dsl.parse_ability("Sauf s'il est adjacent à un Lancier allié, un Archer ne peut pas attaquer.",
                                     game=PT)


def test_shooting_stays_an_order_in_pocket_battles():
    a = dsl.parse_ability("Cette Unité ne peut pas tirer.", game="pocket_battles")
    assert a.phrases[0].effets[0].action == dsl.ast.Agir("tirer")
