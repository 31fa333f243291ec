"""Sentences that compiled and acted wrongly (lead-adv2, an adversarial audit of what the DSL accepts, on ~130 new
sentences for Pocket-Tactics and Pocket Battles combining the documented forms). Each test fails on the code before
the audit. What was found:

1. A question's condition said of another unit was read of the bearer. « Lorsqu'un Épéiste attaque un Lancier, si
   celui-ci est sur une tuile Forêt, l'Épéiste lance un dé d'attaque supplémentaire » gave the die when the ÉPÉISTE
   stood in a forest, never when the Lancier did; so « si son adversaire est … », « si le Lancier est … » (the unit
   fought named again), « si celui-ci est adjacent à un Archer » (the Épéiste's neighbours), « Tant qu'un Druide est
   adjacent à un Homme-Bête allié, si celui-ci est sur une tuile Forêt, le Druide … ». Now refused at compile time,
   pointing to the relative that is read (« … attaque un Lancier qui se trouve sur une tuile Forêt »).
2. « sauf si elle est chargée » (« … la cible d'un Tir ») lifted the attack's moment to the whole phrase: « Cette
   Unité peut relancer ses 1 lors d'un Combat, sauf si elle est chargée » became « Durant une Charge, sauf si
   cette unité est attaquée, elle peut relancer ses 1 » (the reroll only in Charges it made: the opposite). Refused.
3. A question of the bearer asked in another unit's fight: « Lorsqu'un Lancier allié adjacent est attaqué,
   l'Épéiste lance un dé d'attaque supplémentaire », « … le Druide peut relancer un dé », « Lorsqu'un ennemi
   attaque, le Lancier lance un dé de défense supplémentaire » compiled and never acted. Refused.
4. A move after an event said of one other unit: « Lorsqu'un Lancier bat un ennemi, un Conscrit allié adjacent peut
   se déplacer d'une tuile » moved the LANCIER (only the plural « les Conscrits adjacents » was refused); « Lorsqu'un
   allié adjacent bat un ennemi, il peut se déplacer d'une tuile » moved the bearer, not « il ». Refused.
5. After the main clause, a pronoun that may be that clause's subject, the unit the bearer fights, was read of the
   bearer: « Lorsque cette Unité charge, l'Unité ciblée lance un dé de moins si elle porte un Jeton Blessure » read
   the charger's wounds; so « l'Unité ennemie qui combat cette Unité …, sauf si elle porte un Jeton Blessure », « l'Unité
   qui la charge …, sauf si elle … ». Refused, never guessed (a condition at the head stays the bearer's).
6. « contre » + a unit + a tile: « Un Archer lance un dé d'attaque de plus contre une unité ennemie sur une tuile
   Forêt » read the tile as the Archer's (« Lorsqu'il attaque une unité ennemie, un Archer sur une tuile Forêt … »).
   Refused, never guessed: « contre une unité qui se trouve sur une tuile Forêt » (read of the unit fought) or « Sur
   une tuile Forêt, un Archer … ».
7. « Les Unités alliées à l'Arrière du même Secteur lancent un dé de plus lors d'un Tir » read « à l'Arrière » as an
   anchor (as « adjacentes à un Druide ») and dropped it: every allied unit of the sector got the die. Only
   « adjacent » takes « à » a unit now; any other adjective « à » something is refused.
8. The canonical French lost a unit: « Lorsqu'un Lancier est sur le point d'être battu par un Archer, … » was
   rendered « Lorsqu'un Archer est sur le point de battre, … » (it acted right), and a plural passive with its agent
   lost its agreement (« Lorsqu'elles est attaquée par un Archer »).
"""

from __future__ import annotations

import pytest

from rulekit import dsl
from rulekit.dsl.vocabulary import for_game

from .acting import NEUTRAL, pt_declare, pt_give, pt_position, refused

PT, PB = "pocket_tactics", "pocket_battles"
EVEN = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}


def _refused_at_parse(game: str, text: str, said: str):
    with pytest.raises(dsl.DslError, match=said):
        dsl.parse_ability(text, vocabulary=for_game(game))


# --- 1. a question's condition said of another unit ------------------------------------------------------------
def _attack_dice(monkeypatch, sentence, tiles):
    """The Épéiste (1,0) attacks the Lancier (2,0) in melee: its attack dice with and without ``sentence``."""
    for card in ("Épéiste", "Lancier"):
        pt_give(monkeypatch, card, dice=EVEN)
    if sentence is not None:
        pt_give(monkeypatch, "Épéiste", sentence, dice=EVEN)
    from rulekit_games.pocket_tactics import attaque

    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Lancier")}
    m = pt_position(units, {**{c: NEUTRAL for c in units}, **tiles})
    pt_declare(m, "attaque proche (Mêlée) : Épéiste en 1,0 contre Lancier en 2,0")
    return attaque.dice_of(m, m.combat.attacker, 0, "attaque")


def test_the_fought_unit_s_tile_is_said_by_its_relative(monkeypatch):
    """What the refusal points to acts on the Lancier's tile, not the Épéiste's."""
    said = "Lorsqu'un Épéiste attaque un Lancier qui se trouve sur une tuile Forêt, il lance un dé d'attaque supplémentaire."
    assert _attack_dice(monkeypatch, None, {"2,0": "Forêt"}) == 2
    assert _attack_dice(monkeypatch, said, {"2,0": "Forêt"}) == 3
    assert _attack_dice(monkeypatch, said, {"1,0": "Forêt"}) == 2


@pytest.mark.parametrize("text", [
    # read of the Épéiste's tile (3 dice when it stood in a forest, 2 when the Lancier did)
    "Lorsqu'un Épéiste attaque un Lancier, si celui-ci est sur une tuile Forêt, l'Épéiste lance un dé d'attaque "
    "supplémentaire.",
    "Lorsqu'un Épéiste attaque, si son adversaire est sur une tuile Forêt, il lance un dé d'attaque supplémentaire.",
    "Lorsqu'un Épéiste attaque un Lancier, si le Lancier est sur une tuile Forêt, il lance un dé d'attaque "
    "supplémentaire.",
    # read of the Épéiste's neighbours
    "Lorsqu'un Épéiste attaque un Lancier, si celui-ci est adjacent à un Archer, il lance un dé d'attaque "
    "supplémentaire.",
    "Lorsqu'un Épéiste attaque un Lancier, sauf si celui-ci est sur une tuile Forêt, il lance un dé d'attaque "
    "supplémentaire.",
    # read of the Druide's tile
    "Tant qu'un Druide est adjacent à un Homme-Bête allié, si celui-ci est sur une tuile Forêt, le Druide lance un dé "
    "de défense supplémentaire.",
])
def test_a_condition_of_another_unit_beside_a_question_is_refused(text):
    refused(PT, text, "une condition se lit de l'unité qui porte la capacité")


@pytest.mark.parametrize("text", [
    # the bearer's own tile, the units the aura names, the aura's anchor: read as before
    "Lorsqu'un Épéiste attaque un Lancier, s'il est sur une tuile Forêt, il lance un dé d'attaque supplémentaire.",
    "Les unités ennemies adjacentes à un Druide lancent un dé d'attaque de moins, sauf si elles sont sur une tuile "
    "Colline.",
    "Les unités alliées adjacentes à un Druide lancent un dé de défense supplémentaire si le Druide est sur une tuile "
    "Forêt.",
    "Tant qu'un Druide est adjacent à un Homme-Bête allié, celui-ci lance un dé de défense supplémentaire s'il est sur "
    "une tuile Forêt.",
    "Tant qu'un Lancier est adjacent à un autre Lancier, s'il est sur une tuile Forêt, il lance un dé de défense "
    "supplémentaire.",
])
def test_conditions_of_the_bearer_and_of_the_units_named_still_compile(text):
    v = for_game(PT)
    dsl.compile_ability(dsl.parse_ability(text, vocabulary=v), name="t", text=text, vocabulary=v)


# --- 2. « sauf si elle est chargée » ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Cette Unité peut relancer ses 1 lors d'un Combat, sauf si elle est chargée.",
    "Cette Unité lance un dé de plus lors d'un Combat, sauf si elle est la cible d'un Tir.",
    "Cette Unité ne peut pas être la cible d'un Tir, sauf si elle est chargée.",
    "Sauf si elle est chargée, cette Unité lance un dé de plus.",
])
def test_a_negated_attack_of_an_action_is_refused(text):
    _refused_at_parse(PB, text, "être attaqué lors d'une action, nié")


def test_said_affirmed_the_attack_of_an_action_is_still_its_moment():
    v = for_game(PB)
    ast = dsl.parse_ability("Lorsqu'elle est chargée, cette Unité lance un dé de plus, sauf si elle est à l'Arrière.",
                            vocabulary=v)
    assert dsl.render(ast) == ("Durant une Charge, lorsqu'elle est attaquée, sauf si elle est à l'Arrière, cette unité "
                               "lance 1 dé supplémentaire.")


# --- 3. the bearer's question in another unit's fight -----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Lorsqu'un Lancier allié adjacent est attaqué, l'Épéiste lance un dé d'attaque supplémentaire.",
    "Lorsqu'un Homme-Bête allié adjacent est attaqué, le Druide peut relancer un dé.",
])
def test_the_bearer_s_question_in_another_unit_s_fight_is_refused(text):
    refused(PT, text, "ne combat pas dans ce combat-là")


@pytest.mark.parametrize("said", ["Lorsqu'un ennemi attaque, le Lancier lance un dé de défense supplémentaire.",
                                  "Lorsqu'un ennemi adjacent attaque, le Lancier lance un dé de défense supplémentaire."])
def test_an_enemy_s_attack_is_the_bearer_s_fight_when_it_is_attacked(monkeypatch, said):
    """« Lorsqu'un ennemi attaque, le Lancier lance un dé de défense … »: the bearer is in that fight when the enemy
    attacks it (lead-pt2, :mod:`rulekit.dsl.combattants`): its defence dice, one more."""
    from .acting import pt_attack_state

    units = {"1,0": (1, "Homme-Bête Maraudeur"), "2,0": (0, "Lancier")}

    def defence():
        m = pt_declare(pt_position(units, player=1, factions=("haut_roi", "foret_sombre")), "contre Lancier")
        return pt_attack_state(m)["d_dice"]

    pt_give(monkeypatch, "Lancier")
    alone = defence()
    pt_give(monkeypatch, "Lancier", said)
    assert defence() == (alone[0], alone[1] + 1)


def test_the_other_unit_as_the_subject_still_acts(monkeypatch):
    """« Lorsqu'un allié adjacent est attaqué, il lance un dé de défense supplémentaire »: the ally's dice."""
    from rulekit_games.pocket_tactics import attaque

    for card in ("Druide", "Homme-Bête Stalker", "Archer"):
        pt_give(monkeypatch, card, dice=EVEN)
    pt_give(monkeypatch, "Druide", "Lorsqu'un allié adjacent est attaqué, il lance un dé de défense supplémentaire.",
            dice=EVEN)
    units = {"1,0": (0, "Homme-Bête Stalker"), "0,0": (0, "Druide"), "2,0": (1, "Archer")}
    m = pt_position(units, player=1)
    pt_declare(m, "attaque proche (Mêlée) : Archer en 2,0 contre Homme-Bête Stalker en 1,0")
    assert attaque.dice_of(m, m.combat.defenders[0], 1, "défense") == 3


# --- 4. a move after an event, said of another unit -------------------------------------------------------------
def _lancier_wins(monkeypatch, card, sentence):
    """The Lancier (1,0) beats the Stalker (2,0), the Conscrit (0,0) beside it; the move offered, if any."""
    from rulekit.dsl import ChoixApres
    from tests.pocket_tactics.conftest import decline_rerolls

    from .acting import pt_act, pt_labels, pt_roll

    for c in ("Lancier", "Conscrit", "Homme-Bête Stalker"):
        pt_give(monkeypatch, c, dice=EVEN)
    pt_give(monkeypatch, card, sentence, dice=EVEN)
    cells = ("1,0", "2,0", "3,0", "1,1", "0,0", "0,1", "-1,0")
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker"), "0,0": (0, "Conscrit")}
    m = pt_position(units, {c: "Champs" for c in cells}, factions=("haut_roi", "foret_sombre"))
    pt_act(m, "attaque proche (Mêlée) : Lancier")
    pt_roll(m, 6, 6); pt_roll(m, 6, 6); pt_roll(m, 1, 1); pt_roll(m, 1, 1)
    decline_rerolls(m)
    return pt_labels(m) if isinstance(m.top, ChoixApres) else []


@pytest.mark.parametrize("text", [
    "Lorsqu'un Lancier bat un ennemi, un Conscrit allié adjacent peut se déplacer d'une tuile.",  # moved the Lancier
    "Lorsqu'un Lancier bat un ennemi, un Conscrit adjacent à un Lancier peut se déplacer d'une tuile.",  # the Lancier
    "Lorsqu'un allié adjacent bat un ennemi, il peut se déplacer d'une tuile.",  # the bearer, not the ally
    "Lorsqu'un Lancier bat un ennemi, une unité ennemie adjacente peut se déplacer d'une tuile.",
])
def test_a_move_after_an_event_said_of_another_unit_is_refused(text):
    refused(PT, text, "un déplacement après un événement est celui de l'unité qui porte la capacité")


def test_the_bearer_named_after_another_unit_s_win_still_moves(monkeypatch):
    moves = _lancier_wins(monkeypatch, "Conscrit", "Lorsqu'un Lancier allié adjacent bat un ennemi, le Conscrit peut "
                                                   "se déplacer d'une tuile.")
    assert moves and all(x.startswith("essai 0 : Conscrit") for x in moves if not x.startswith("renoncer"))


# --- 5. a pronoun after the main clause that may be the unit fought -----------------------------------------------
@pytest.mark.parametrize("game, text", [
    (PB, "Lorsque cette Unité charge, l'Unité ciblée lance un dé de moins si elle porte un Jeton Blessure."),
    (PB, "Lorsque cette Unité est la cible d'un Tir, l'Unité qui tire lance un dé de moins, sauf si elle est à "
         "l'Avant."),
    (PB, "Lorsque cette Unité charge, son Adversaire lance un dé de moins, sauf s'il est à l'Arrière."),
    (PT, "Lorsqu'un Lancier se défend, son adversaire lance un dé de moins, sauf s'il est sur une tuile Forêt."),
    (PB, "Durant un Combat, l'Unité ennemie qui combat cette Unité lance un dé de moins, sauf si elle porte un Jeton "
         "Blessure."),
    (PB, "Lorsque cette Unité est chargée, l'Unité qui la charge lance un dé de moins, sauf si elle porte un Jeton "
         "Blessure."),
])
def test_a_trailing_pronoun_that_may_be_the_opponent_is_refused(game, text):
    _refused_at_parse(game, text, "l'unité que combat celle qui porte la capacité, ou celle-ci")


@pytest.mark.parametrize("text", [
    "Lorsque cette Unité charge, l'Unité ciblée lance un dé de moins si cette Unité porte un Jeton Blessure.",
    "Lorsque cette Unité charge, si elle porte un Jeton Blessure, l'Unité ciblée lance un dé de moins.",
])
def test_the_bearer_named_or_said_at_the_head_still_compiles(text):
    v = for_game(PB)
    dsl.compile_ability(dsl.parse_ability(text, vocabulary=v), name="t", text=text, vocabulary=v)


# --- 6. « contre » a unit « sur une tuile » ---------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Un Archer lance un dé d'attaque de plus contre une unité ennemie sur une tuile Forêt.",
    "Un Lancier lance un dé de défense de plus contre un Archer sur une tuile Colline.",
    "Un Archer relance un dé contre un Lancier sur une tuile Forêt.",
    "Contre une unité ennemie sur une tuile Forêt, un Archer lance un dé d'attaque de plus.",
])
def test_a_tile_after_the_unit_fought_is_refused(text):
    _refused_at_parse(PT, text, "la tuile de l'unité combattue ou celle du sujet")


def test_the_fought_unit_s_tile_after_contre_is_said_by_its_relative(monkeypatch):
    """« contre un Lancier qui se trouve sur une tuile Forêt »: the die when the Lancier stands in the forest."""
    said = "Un Épéiste lance un dé d'attaque de plus contre un Lancier qui se trouve sur une tuile Forêt."
    assert _attack_dice(monkeypatch, said, {"2,0": "Forêt"}) == 3
    assert _attack_dice(monkeypatch, said, {"1,0": "Forêt"}) == 2


# --- 7. an adjective « à » something other than « adjacent » ---------------------------------------------------
@pytest.mark.parametrize("game, text", [
    (PB, "Les Unités alliées à l'Arrière du même Secteur lancent un dé de plus lors d'un Tir."),
    (PB, "Les Unités alliées à l'Arrière lancent un dé de plus lors d'un Tir."),
    (PT, "Les unités alliées à un Druide lancent un dé de défense supplémentaire."),
])
def test_an_anchor_said_by_another_adjective_is_refused(game, text):
    _refused_at_parse(game, text, "seul « adjacent » se dit « à » une unité")


def test_the_player_s_adversary_keeps_a_trailing_condition_of_the_bearer():
    """« l'Adversaire » (the player) cannot be « elle »: the condition stays the bearer's (docs/DSL.md row)."""
    v = for_game(PB)
    text = "Quand cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre, sauf si elle est à l'Arrière."
    dsl.compile_ability(dsl.parse_ability(text, vocabulary=v), name="t", text=text, vocabulary=v)


# --- 8. the canonical French ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, canonical", [
    ("Lorsqu'un Lancier est sur le point d'être battu par un Archer, lancez un dé : sur 5+, il reste en vie.",
     "Lorsqu'un Lancier est sur le point d'être battu par un Archer, lancez un dé, et si le résultat est 5 ou 6, il "
     "reste en vie."),
    ("Les unités alliées adjacentes à un Druide lancent un dé de défense supplémentaire lorsqu'elles sont attaquées "
     "par un Archer.",
     "Lorsqu'elles sont attaquées par un Archer, les unités alliées adjacentes à un Druide lancent 1 dé "
     "supplémentaire en défense."),
    ("Les Lanciers adjacents à un Druide lancent un dé de défense supplémentaire lorsqu'ils sont attaqués par un "
     "Archer.",
     "Lorsqu'ils sont attaqués par un Archer, les Lanciers adjacents à un Druide lancent 1 dé supplémentaire en "
     "défense."),
])
def test_the_canonical_french_keeps_every_unit_and_agrees(text, canonical):
    assert dsl.render(dsl.parse_ability(text, vocabulary=for_game(PT))) == canonical
