"""Pocket Battles: every designer ability of tests/dsl/new_abilities.py that parses and compiles
acts: with it, the dice thrown (and so the exact distribution of hits), the hits scored, the
cost of an order or the orders offered change as the sentence says; without it they do not.

The troops that bear the sentences (Légionnaire, Guerrier, Archer, Auxiliaire) have no
characteristic of their own, so « without it » is the printed unit.
"""

import pytest

from rulekit import dsl
from rulekit.dsl import RulesSemanticError
from rulekit.dsl.vocabulary import for_game
from rulekit_games.pocket_battles import odds
from tests.pocket_battles.conftest import bataille, des, finir_tour, jouer, labels, unite

from .acting import pb_dice, pb_give, pb_hits, pb_last_attack, sentence

G = "pocket_battles"


def say(primitive, starts):
    return sentence(G, primitive, starts)


def charge(attacker="Légionnaire×2", target="Guerrier×2", bearer_side=0, extra=()):
    """R1 (player 1) charges C1 (player 2, at the rear: no reaction): the match waits for the dice."""
    m = bataille([unite("R1", 0, attacker, "avant", 1), unite("C1", 1, target, "arrière", 1), *extra])
    finir_tour(m)
    jouer(m, f"R1 [{attacker}] : charger")
    if "charger C1" in " ".join(labels(m)):
        jouer(m, "charger C1")
    return m


def poursuivre(attacker="Légionnaire×2", target="Guerrier×2"):
    """R1 and C1 already fight: R1 pursues the combat (no charge die)."""
    m = bataille([unite("R1", 0, attacker, "combat", 1), unite("C1", 1, target, "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, f"R1 [{attacker}] : poursuivre le combat")
    return m


def tir(shooter="Archer×2", target="Légionnaire×2", shooter_side=1):
    """A unit at the Front shoots the enemy in front of it."""
    other = 1 - shooter_side
    m = bataille([unite("T1", shooter_side, shooter, "avant", 1), unite("X1", other, target, "avant", 1)],
                 joueur=shooter_side, factions="romains,celtes")
    finir_tour(m)
    jouer(m, f"T1 [{shooter}] : tirer")
    if any(l.startswith("tirer sur") for l in labels(m)):
        jouer(m, "tirer sur X1")
    return m


LEGIONNAIRES = (3, 3, 4, 4)  # Légionnaire×2: combat 3 4 each
ARCHERS = (4, 5, 4, 5)        # Archer×2: tir 4 5 each


# --- extra and fewer dice ---------------------------------------------------------------------
def test_two_more_dice_when_this_unit_charges(monkeypatch):
    text = say("extra dice", "Lorsque cette Unité Charge")
    assert pb_dice(charge()) == {2}  # 1 die + 1 for the charge
    pb_give(monkeypatch, "Légionnaire", text)
    m = charge()
    assert pb_dice(m) == {4}
    assert pb_hits(m, LEGIONNAIRES) == odds.distribution(LEGIONNAIRES, 4)
    assert pb_dice(poursuivre()) == {1}  # not charging: no extra die


def test_one_die_fewer_in_every_combat(monkeypatch):
    text = say("fewer dice", "Durant un Combat, cette Unité lance un dé de moins")
    pb_give(monkeypatch, "Légionnaire", text)
    m = charge()
    assert pb_dice(m) == {1}  # 1 + 1 for the charge, one fewer
    assert pb_hits(m, LEGIONNAIRES) == odds.distribution(LEGIONNAIRES, 1)
    # pursuing: 1 - 1 = 0 dice, so no die is thrown and no hit scored
    last = pb_last_attack(poursuivre())
    assert (last.attaquant, last.des, last.coups) == ("R1", (), 0)


def test_two_more_dice_when_shooting(monkeypatch):
    text = say("extra dice", "Quand vous tirez")
    assert pb_dice(tir()) == {1}
    pb_give(monkeypatch, "Archer", text)
    m = tir()
    assert pb_dice(m) == {3}
    assert pb_hits(m, ARCHERS) == odds.distribution(ARCHERS, 3)


def test_two_more_shooting_dice_only_when_shooting(monkeypatch):
    pb_give(monkeypatch, "Auxiliaire", say("extra dice", "Quand vous tirez"))
    assert pb_dice(charge(attacker="Auxiliaire")) == {2}


def test_the_enemy_fighting_this_unit_rolls_one_die_fewer(monkeypatch):
    text = say("aura (enemies)", "Durant un Combat, l'Unité ennemie qui combat cette Unité")
    assert pb_dice(charge()) == {2}
    pb_give(monkeypatch, "Guerrier", text)  # the charged unit bears it
    m = charge()
    assert pb_dice(m) == {1}
    assert pb_hits(m, LEGIONNAIRES) == odds.distribution(LEGIONNAIRES, 1)
    # an enemy charging another unit keeps its dice
    m = charge(target="Archer×2")
    assert pb_dice(m) == {2}


# --- extra hits -------------------------------------------------------------------------------
@pytest.mark.parametrize("dice, printed, scored", [((3, 6), 1, 1), ((3, 4), 2, 3), ((3, 3), 2, 3), ((6, 6), 0, 0)])
def test_one_more_hit_when_it_scores_two_or_more_in_a_combat(monkeypatch, dice, printed, scored):
    text = say("extra hits", "Si cette Unité donne au moins 2 coups")
    m = charge(attacker="Légionnaire")  # combat 3 4, two dice when charging
    des(m, *dice)
    assert pb_last_attack(m).coups == printed
    pb_give(monkeypatch, "Légionnaire", text)
    m = charge(attacker="Légionnaire")
    des(m, *dice)
    assert pb_last_attack(m).coups == scored


def test_the_extra_hit_of_a_combat_is_not_given_when_shooting(monkeypatch):
    pb_give(monkeypatch, "Archer", say("extra hits", "Si cette Unité donne au moins 2 coups"))
    m = tir()
    des(m, 4)  # Archer×2 tir 4 5 4 5: two hits
    assert pb_last_attack(m).coups == 2


CHARGE_HIT = say("extra hits", "Lorsque cette Unité Charge, elle donne")


@pytest.mark.parametrize("dice, printed", [((3, 6), 1), ((6, 6), 0)])
def test_one_more_hit_when_charging(monkeypatch, dice, printed):
    m = charge(attacker="Légionnaire")
    des(m, *dice)
    assert pb_last_attack(m).coups == printed
    pb_give(monkeypatch, "Légionnaire", CHARGE_HIT)
    m = charge(attacker="Légionnaire")
    des(m, *dice)
    assert pb_last_attack(m).coups == (printed + 1 if printed else 0)


def test_no_extra_hit_when_pursuing_a_combat(monkeypatch):
    pb_give(monkeypatch, "Légionnaire", CHARGE_HIT)
    m = poursuivre(attacker="Légionnaire")
    des(m, 3)
    assert pb_last_attack(m).coups == 1


# --- cost and tokens --------------------------------------------------------------------------
def test_ordering_this_unit_always_costs_one_token(monkeypatch):
    text = say("cost", "Donner un ordre à cette Unité coûte toujours")

    def cost_and_offered():
        m = bataille([unite("R1", 0, "Légionnaire", "arrière", 1, ordres=2), unite("C1", 1, "Guerrier", "arrière", 1)],
                     reserve=(1, 6))
        finir_tour(m)
        return m.cout_ordre("R1"), any(l.startswith("R1") for l in labels(m))

    assert cost_and_offered() == (3, False)  # two orders already on it: 3 tokens, only 1 left
    pb_give(monkeypatch, "Légionnaire", text)
    assert cost_and_offered() == (1, True)


ORDRE = say("tokens", "Donnez un ordre à cette Unité pour donner un Ordre")


def _three_legions():
    return bataille([unite("R1", 0, "Légionnaire", "arrière", 1), unite("R2", 0, "Auxiliaire", "arrière", 0),
                     unite("R3", 0, "Auxiliaire", "arrière", 2), unite("C1", 1, "Guerrier", "arrière", 1)])


def test_ordering_it_lets_you_order_one_other_friendly_unit(monkeypatch):
    m = _three_legions()
    finir_tour(m)
    assert not [l for l in labels(m) if l.startswith("R1") and "essai" in l]
    pb_give(monkeypatch, "Légionnaire", ORDRE)
    m = _three_legions()
    finir_tour(m)
    (special,) = [l for l in labels(m) if l.startswith("R1") and "essai" in l]
    jouer(m, special, exact=True)
    assert m.unite("R1").ordres == 1 and m.current_player == 0
    assert not any(l.startswith("R1") for l in labels(m))
    jouer(m, "R2 [Auxiliaire] : déplacement tactique")
    jouer(m, "→ avant droit")
    # one other unit only: the turn passes
    assert m.current_player == 1


def test_when_it_is_destroyed_the_opponent_sets_aside_an_unused_token(monkeypatch):
    text = say("tokens", "Quand cette Unité est détruite, l'Adversaire")

    def after_the_kill():
        m = tir(shooter="Auxiliaire", target="Guerrier", shooter_side=0)
        des(m, 6)  # Auxiliaire tir 6: one hit, the Guerrier is destroyed
        jouer(m, "retirer Guerrier")
        return m

    before = after_the_kill()
    pb_give(monkeypatch, "Guerrier", text)
    after = after_the_kill()
    assert after.unite("X1").zone == before.unite("X1").zone == "détruite"
    assert after.reserve[0] == before.reserve[0] - 1
    assert after.reserve[1] == before.reserve[1]


def test_after_destroying_the_charged_unit_it_may_charge_again(monkeypatch):
    text = say("repeated trigger", "Quand cette Unité charge et détruit")

    def after_the_kill():
        m = bataille([unite("R1", 0, "Légionnaire", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1),
                      unite("C2", 1, "Guerrier", "arrière", 1)])
        finir_tour(m)
        jouer(m, "R1 [Légionnaire] : charger")
        jouer(m, "charger C1")
        des(m, 3, 6)  # one hit: the Guerrier is destroyed
        jouer(m, "retirer Guerrier")
        return m

    m = after_the_kill()
    assert m.unite("C1").zone == "détruite" and m.current_player == 1
    pb_give(monkeypatch, "Légionnaire", text)
    m = after_the_kill()
    assert m.current_player == 0 and "charger C2 [Guerrier]" in labels(m)


# --- permissions and prohibitions -------------------------------------------------------------
@pytest.mark.parametrize("starts, gone, kept", [
    ("Cette Unité ne peut pas Charger", "charger", "déplacement tactique"),
    ("Cette Unité ne peut pas effectuer de Déplacement Tactique", "déplacement tactique", "charger"),
])
def test_a_prohibition_removes_that_order_only(monkeypatch, starts, gone, kept):
    def offers(kind):
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)])
        finir_tour(m)
        return any(kind in l and l.startswith("R1") for l in labels(m))

    assert offers(gone) and offers(kept)
    pb_give(monkeypatch, "Légionnaire", say("prohibition", starts))
    assert not offers(gone) and offers(kept)


def test_may_shoot_from_the_combat_zone(monkeypatch):
    def shoots():
        m = bataille([unite("R1", 0, "Auxiliaire", "combat", 1), unite("C1", 1, "Guerrier", "combat", 1),
                      unite("C2", 1, "Guerrier", "avant", 1)], contacts=[("R1", "C1")])
        finir_tour(m)
        return any(l.startswith("R1") and "tirer" in l for l in labels(m))

    assert not shoots()
    pb_give(monkeypatch, "Auxiliaire", say("permission", "Cette Unité peut tirer depuis la Zone de Combat"))
    assert shoots()


# --- what the game never asks about: refused, never silent --------------------------------------
@pytest.mark.parametrize("text, said", [
    ("Durant un Combat, cette Unité peut relancer un dé.", "« relances » n'est jamais posée par pocket_battles"),
    ("Cette Unité peut tirer jusqu'à 3 tuiles.", "« portée » n'est jamais posée par pocket_battles"),
    ("Cette Unité ne peut pas être capturée.", "ne demande jamais si une unité peut « être capturé »"),
    ("Cette Unité compte pour deux unités lorsqu'elle vient en aide à une unité alliée qui attaque.",
     "« aide » n'est jamais posée par pocket_battles"),
    ("Cette Unité doit charger.", "doit charger"),
])
def test_sentences_the_game_never_asks_about_are_refused(text, said):
    v = for_game(G)
    ast = dsl.parse_ability(text, vocabulary=v)
    with pytest.raises(RulesSemanticError, match=said) as info:
        dsl.compile_ability(ast, name="t", text=text, vocabulary=v)
    assert "<texte>:1:1" in str(info.value)


# --- « Lors d'une Riposte »: only in that kind of attack -------------------------------------------
RIPOSTE_DIE = say("extra dice", "Lors d'une Riposte, cette Unité lance 1 dé supplémentaire")


@pytest.mark.parametrize("text", [RIPOSTE_DIE, "Durant une Riposte, cette Unité lance un dé supplémentaire."])
def test_one_more_die_when_riposting(monkeypatch, text):
    assert pb_dice(des(charge(), 6, 6)) == {1}  # the Guerriers' riposte: one die
    pb_give(monkeypatch, "Guerrier", text)
    m = charge()
    assert pb_dice(m) == {2}  # the Legionaries' charge: their own dice, unchanged
    assert pb_dice(des(m, 6, 6)) == {2}  # the riposte: one more
    pb_give(monkeypatch, "Légionnaire", text)  # charging is no riposte
    assert pb_dice(charge()) == {2}
