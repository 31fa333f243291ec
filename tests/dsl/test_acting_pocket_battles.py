"""Pocket Battles: every designer ability of tests/dsl/new_abilities.py that parses and compiles
acts: with it, the dice thrown (and so the exact distribution of hits), the hits scored, the
cost of an order or the orders offered change as the sentence says; without it they do not.

The troops that bear the sentences (Légionnaire, Guerrier, Archer, Auxiliaire) have no
characteristic of their own, so « without it » is the printed unit.
"""

import json
from fractions import Fraction

import pytest

import rulekit
from rulekit import dsl
from rulekit_games.pocket_battles import odds
from tests.pocket_battles.conftest import bataille, des, finir_tour, jouer, labels, textes, unite

from .acting import pb_dice, pb_give, pb_hits, pb_last_attack, refused, sentence

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


@pytest.mark.parametrize("text", [CHARGE_HIT,
                                  # a wound per hit: « inflige une Blessure supplémentaire » = « donne un coup … »
                                  "Cette Unité inflige une blessure supplémentaire lorsqu'elle charge."])
@pytest.mark.parametrize("dice, printed", [((3, 6), 1), ((6, 6), 0)])
def test_one_more_hit_when_charging(monkeypatch, dice, printed, text):
    m = charge(attacker="Légionnaire")
    des(m, *dice)
    assert pb_last_attack(m).coups == printed
    pb_give(monkeypatch, "Légionnaire", text)
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


@pytest.mark.parametrize("text, ordres, reserve, cost, offered", [
    # two orders on it: 3 tokens, with one fewer 2, which the 2 left pay
    ("Donner un ordre à cette Unité coûte un Jeton Ordre de moins.", 2, 2, (3, 2), (False, True)),
    # never below zero: the first order (1) with two fewer is free
    ("Donner un ordre à cette Unité coûte deux Jetons Ordre de moins.", 0, 1, (1, 0), (True, True)),
    # one more: the first order costs 2, which a single token left does not pay
    ("Un ordre donné à cette Unité coûte un Jeton Ordre de plus.", 0, 1, (1, 2), (True, False)),
])
def test_ordering_this_unit_costs_tokens_more_or_fewer(monkeypatch, text, ordres, reserve, cost, offered):
    def cost_and_offered():
        m = bataille([unite("R1", 0, "Légionnaire", "arrière", 1, ordres=ordres),
                      unite("C1", 1, "Guerrier", "arrière", 1)], reserve=(reserve, 6))
        finir_tour(m)
        return m.cout_ordre("R1"), any(l.startswith("R1") for l in labels(m))

    assert cost_and_offered() == (cost[0], offered[0])
    pb_give(monkeypatch, "Légionnaire", text)
    assert cost_and_offered() == (cost[1], offered[1])


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
    # « peut »: offered, not imposed, and with no Jeton Ordre spent
    assert m.current_player == 0 and labels(m) == ["R1 [Légionnaire] charge à nouveau",
                                                   "R1 [Légionnaire] ne charge pas à nouveau"]
    reserve = m.reserve[0]
    jouer(m, "charge à nouveau")
    assert "charger C2 [Guerrier]" in labels(m) and m.reserve[0] == reserve
    m = after_the_kill()
    jouer(m, "ne charge pas à nouveau")
    assert m.current_player == 1 and not any(x.startswith("charger") for x in labels(m))


@pytest.mark.parametrize("spared", ["Jetons Blessure", "dés"])
def test_a_second_charge_that_spares_anything_but_orders_is_refused(spared):
    refused(G, "Quand cette Unité charge et détruit une Unité ennemie, elle doit Charger une autre Unité ennemie "
               f"éligible, sans dépenser de {spared}.", said="sans dépenser")


def test_a_second_charge_at_a_friend_is_refused():
    refused(G, "Quand cette Unité charge et détruit une Unité ennemie, elle peut Charger une autre Unité amie.",
            said="unité ennemie")


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


@pytest.mark.parametrize("text, gone, kept", [
    ("Cette Unité ne peut pas Abandonner le Combat.", "abandonner le combat", "poursuivre le combat"),
    ("Cette Unité ne peut pas abandonner un Combat.", "abandonner le combat", "poursuivre le combat"),
    ("Cette Unité ne peut pas Poursuivre le Combat.", "poursuivre le combat", "abandonner le combat"),
])
def test_an_order_named_by_what_it_does_is_not_offered(monkeypatch, text, gone, kept):
    """« ne peut pas Abandonner le Combat »: the order the game names so (a permission of its
    vocabulary) is not offered to the unit in a combat; the other one still is."""
    def offers(kind):
        m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                     contacts=[("R1", "C1")])
        finir_tour(m)
        return any(kind in l and l.startswith("R1") for l in labels(m))

    pb_give(monkeypatch, "Légionnaire")
    assert offers(gone) and offers(kept)
    pb_give(monkeypatch, "Légionnaire", text)
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
    ("Lorsque cette Unité se déplace, les Unités amies adjacentes peuvent se déplacer avec elle.",
     "« accompagnants » n'est jamais posée par pocket_battles"),
    ("Cette Unité peut tirer jusqu'à 3 tuiles.", "« portée » n'est jamais posée par pocket_battles"),
    # « être capturé » is « être battu » (the passive of « capture »): Pocket Battles destroys, it beats no unit
    ("Cette Unité ne peut pas être capturée.", "l'événement « battu » n'arrive jamais dans pocket_battles"),
    ("Cette Unité compte pour deux unités lorsqu'elle vient en aide à une unité alliée qui attaque.",
     "« aide » n'est jamais posée par pocket_battles"),
    ("Cette Unité doit charger.", "doit charger"),
])
def test_sentences_the_game_never_asks_about_are_refused(text, said):
    assert "<texte>:1:1" in str(refused(G, text, said))


# --- rerolls: the query « relances » (README, reading 34) -------------------------------------
def _grant(qui="soi", tous=False, fois=1, valeurs=(), obligatoire=False):
    from rulekit.dsl import RelanceAccordee

    return RelanceAccordee(qui, "tous", tous, fois, valeurs=valeurs, obligatoire=obligatoire)


def _rerolls_offered(m) -> list[str]:
    """The labels of the reroll decision on top (none: the hits are counted at once)."""
    from rulekit.steps import ChooseReroll

    return labels(m) if isinstance(m.top, ChooseReroll) else []


def exact_hits(m, faces, own=None, forced=None) -> dict:
    """The exact distribution of the hits of the roll about to be thrown in ``m``, from the game
    itself: every outcome of its chance nodes, each reroll decision taken with the odds' policy
    (``odds.choix``) for the grant ``own`` (the roller's) or ``forced`` (its target's); a
    decision that no grant explains fails the test."""
    from fractions import Fraction

    from rulekit import CHANCE
    from rulekit.steps import ChooseReroll, Decline, RerollAll, RerollDie
    from rulekit_games.pocket_battles.combat import CLE, coups

    start = len(m.events)
    roller = None
    out: dict = {}

    def walk(m, p):
        nonlocal roller
        done = [e for e in m.events[start:] if type(e).__name__ == "AttaqueLancee"]
        if done:
            n = coups(done[0].des, faces)
            out[n] = out.get(n, 0) + p
            return
        if m.current_player is CHANCE:
            for o, q in m.chance_outcomes():
                c = m.clone()
                c.apply(o)
                walk(c, p * q)
            return
        assert isinstance(m.top, ChooseReroll), f"not a reroll: {labels(m)}"
        roller = roller if roller is not None else m.unite(pb_last_roller(m)).joueur
        forcee = m.top.player != roller
        grant = forced if forcee else own
        assert grant is not None, f"a reroll no grant explains: {labels(m)}"
        values = m.rolls[CLE]
        idx = odds.choix(values, faces, grant, forcee)
        acts = m.legal_actions()
        if not idx:
            pick = next(a for a in acts if isinstance(a, Decline))
        elif len(idx) == len(values) and grant.tous:
            pick = next(a for a in acts if isinstance(a, RerollAll))
        else:
            pick = next(a for a in acts if isinstance(a, RerollDie) and a.value == values[idx[0]])
        c = m.clone()
        c.apply(pick)
        walk(c, p)

    walk(m, Fraction(1))
    return dict(sorted((k, v) for k, v in out.items() if v))


def pb_last_roller(m) -> str:
    """The unit whose attack roll is on the stack (the step that counts its hits)."""
    from rulekit_games.pocket_battles.combat import Frapper

    return next(s.attaquant for s in reversed(m.stack) if isinstance(s, Frapper))


REROLL_ONE = say("reroll", "Durant un Combat, cette Unité peut relancer un dé")
REROLL_ONES = say("reroll", "Quand vous tirez, cette Unité peut relancer ses 1")
REROLL_ALL = say("reroll", "Lorsque cette Unité Charge, vous pouvez relancer tous ses dés")


def test_may_reroll_one_die_in_a_combat(monkeypatch):
    m = des(charge(), 3, 6)
    assert _rerolls_offered(m) == []
    assert exact_hits(charge(), LEGIONNAIRES) == odds.distribution(LEGIONNAIRES, 2)
    pb_give(monkeypatch, "Légionnaire", REROLL_ONE)
    m = des(charge(), 3, 6)
    assert sorted(_rerolls_offered(m)) == ["relancer un 3 (attaque)", "relancer un 6 (attaque)", "renoncer (relance)"]
    assert m.current_player == 0  # the rolling unit's owner decides
    saved = rulekit.loads(rulekit.dumps(m))  # a pending reroll saves and loads
    assert labels(saved) == labels(m)
    jouer(m, "relancer un 6")
    assert textes(m)[-1] == "Joueur 1 relance un 6 de R1 [Légionnaire×2] (essai 0)."
    des(m, 4)
    assert _rerolls_offered(m) == [] and pb_last_attack(m).des == (3, 4) and pb_last_attack(m).coups == 4
    with_it = exact_hits(charge(), LEGIONNAIRES, own=_grant())
    assert with_it == odds.distribution(LEGIONNAIRES, 2, relances=[_grant()]) != odds.distribution(LEGIONNAIRES, 2)
    assert with_it == {0: Fraction(8, 27), 2: Fraction(4, 9), 4: Fraction(7, 27)}
    # « Durant un Combat »: not when shooting
    pb_give(monkeypatch, "Archer", REROLL_ONE)
    assert _rerolls_offered(des(tir(), 1)) == []
    assert exact_hits(tir(), ARCHERS) == odds.distribution(ARCHERS, 1)


def test_the_charged_unit_rerolls_in_its_riposte_not_in_the_chargers_roll(monkeypatch):
    m = des(charge(), 6, 6)
    assert exact_hits(m.clone(), (4, 4)) == odds.distribution((4, 4), 1) == {0: Fraction(5, 6), 2: Fraction(1, 6)}
    pb_give(monkeypatch, "Guerrier", REROLL_ONE)
    m = des(charge(), 6, 6)  # the Legionaries' roll: the Guerriers' grant is of their own dice only
    assert _rerolls_offered(m) == [] and pb_last_attack(m).coups == 0
    # the riposte of Guerrier×2 (combat 4 4) is part of the Combat: its owner may reroll
    assert exact_hits(m.clone(), (4, 4), own=_grant()) == odds.distribution((4, 4), 1, relances=[_grant()])
    des(m, 1)
    assert _rerolls_offered(m) == ["relancer un 1 (attaque)", "renoncer (relance)"] and m.current_player == 1


def test_may_reroll_its_1s_when_shooting(monkeypatch):
    assert _rerolls_offered(des(tir(), 1)) == []
    pb_give(monkeypatch, "Archer", REROLL_ONES)
    assert _rerolls_offered(des(tir(), 1)) == ["relancer un 1 (attaque)", "renoncer (relance)"]
    assert _rerolls_offered(des(tir(), 2)) == []  # no 1: nothing to reroll
    ones = _grant(valeurs=(1,))
    with_it = exact_hits(tir(), ARCHERS, own=ones)
    assert with_it == odds.distribution(ARCHERS, 1, relances=[ones]) != odds.distribution(ARCHERS, 1)
    assert with_it == {0: Fraction(11, 18), 2: Fraction(7, 18)}
    # « Quand vous tirez »: not in a Combat
    pb_give(monkeypatch, "Auxiliaire", REROLL_ONES)
    assert _rerolls_offered(des(charge(attacker="Auxiliaire"), 1, 1)) == []


def test_may_reroll_all_its_dice_once_when_charging(monkeypatch):
    pb_give(monkeypatch, "Légionnaire", REROLL_ALL)
    m = des(charge(), 6, 6)
    assert _rerolls_offered(m) == ["relancer tous les dés (attaque)", "renoncer (relance)"]
    jouer(m, "relancer tous les dés")
    des(m, 1, 6)
    assert _rerolls_offered(m) == [] and pb_last_attack(m).des == (1, 6)  # once
    assert _rerolls_offered(des(poursuivre(), 6)) == []  # pursuing is no charge
    whole = _grant(tous=True)
    with_it = exact_hits(charge(), LEGIONNAIRES, own=whole)
    assert with_it == odds.distribution(LEGIONNAIRES, 2, relances=[whole]) != odds.distribution(LEGIONNAIRES, 2)


def test_paraphrase_two_dice_during_a_combat(monkeypatch):
    pb_give(monkeypatch, "Légionnaire", "Cette Unité peut relancer deux dés durant un Combat.")
    m = des(charge(), 6, 6)
    jouer(m, "relancer un 6")
    des(m, 5)
    assert sorted(_rerolls_offered(m)) == ["relancer un 5 (attaque)", "relancer un 6 (attaque)", "renoncer (relance)"]
    two = _grant(fois=2)
    assert exact_hits(charge(), LEGIONNAIRES, own=two) == odds.distribution(LEGIONNAIRES, 2, relances=[two]) \
        != odds.distribution(LEGIONNAIRES, 2, relances=[_grant()])


def test_a_reroll_the_unit_must_make_cannot_be_declined(monkeypatch):
    pb_give(monkeypatch, "Légionnaire", "Durant un Combat, cette Unité doit relancer ses 3.")
    m = des(charge(), 3, 6)  # a 3 scores two hits against 3 3 4 4, and still must be thrown again
    assert _rerolls_offered(m) == ["relancer un 3 (attaque)"]
    forced = _grant(valeurs=(3,), obligatoire=True)
    with_it = exact_hits(charge(), LEGIONNAIRES, own=forced)
    assert with_it == odds.distribution(LEGIONNAIRES, 2, relances=[forced]) != odds.distribution(LEGIONNAIRES, 2)
    assert odds.distribution(LEGIONNAIRES, 2, relances=[_grant(valeurs=(3,))]) == odds.distribution(LEGIONNAIRES, 2)


def test_the_attacked_unit_may_force_a_reroll_of_the_attackers_die(monkeypatch):
    pb_give(monkeypatch, "Guerrier", "Lorsque cette Unité est attaquée, elle peut choisir un dé de son adversaire "
                                     "et l'obliger à le relancer.")
    m = des(charge(), 3, 6)
    assert m.current_player == 1  # the attacked unit's owner chooses the die
    assert sorted(_rerolls_offered(m)) == ["relancer un 3 (attaque)", "relancer un 6 (attaque)", "renoncer (relance)"]
    forced = _grant(qui="adversaire")
    with_it = exact_hits(charge(), LEGIONNAIRES, forced=forced)
    assert with_it == odds.distribution(LEGIONNAIRES, 2, forcees=[forced]) != odds.distribution(LEGIONNAIRES, 2)


def test_obliging_the_opponent_to_reroll_is_choosing_its_die(monkeypatch):
    """« peut obliger l'Adversaire à relancer un dé » (tests/dsl/new_abilities.py) is « peut choisir un
    dé de son adversaire et l'obliger à le relancer »: the same AST, the same choice offered."""
    said = sentence("pocket_battles", "reroll", "Durant un Combat, cette Unité peut obliger")
    assert dsl.parse_ability(said, game="pocket_battles") == dsl.parse_ability(
        "Durant un Combat, cette Unité peut choisir un dé de son adversaire et l'obliger à le relancer.",
        game="pocket_battles")
    pb_give(monkeypatch, "Guerrier", said)
    m = des(charge(), 3, 6)
    assert m.current_player == 1
    assert sorted(_rerolls_offered(m)) == ["relancer un 3 (attaque)", "relancer un 6 (attaque)", "renoncer (relance)"]


def test_the_odds_command_plays_the_rerolls():
    from click.testing import CliRunner

    from rulekit.cli import main

    out = CliRunner().invoke(main, ["odds", "pocket_battles", "--shoot", "4 5 4 5", "--reroll-values", "1", "--json"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.output)["hits"] == {"0": float(Fraction(11, 18)), "2": float(Fraction(7, 18))}
    bad = CliRunner().invoke(main, ["odds", "pocket_battles", "--shoot", "4 5", "--reroll-values", "7"])
    assert bad.exit_code == 2 and "--reroll-values" in bad.output


# --- passive prohibitions: « permis », action « être attaqué » (README, reading 35) -------------
def _targets():
    """Celtic Archers and Guerriers at the Front of sector 1 face R1 (Légionnaires) and R2
    (Auxiliaires): what the Archers may shoot at, and what the Guerriers may charge."""
    def board():
        return bataille([unite("C1", 1, "Archer×2", "avant", 1), unite("C2", 1, "Guerrier×2", "avant", 1),
                         unite("R1", 0, "Légionnaire×2", "avant", 1), unite("R2", 0, "Auxiliaire", "avant", 1)],
                        joueur=1)

    m = finir_tour(board())
    jouer(m, "C1 [Archer×2] : tirer")
    shot = sorted(l.split()[2] for l in labels(m) if l.startswith("tirer sur"))
    m = finir_tour(board())
    jouer(m, "C2 [Guerrier×2] : charger")
    jouer(m, "attendre")
    charged = sorted(l.split()[1] for l in labels(m) if l.startswith("charger"))
    return shot, charged


@pytest.mark.parametrize("text, shot, charged", [
    (say("passive prohibition", "Cette Unité ne peut pas être la cible d'un Tir"), ["R2"], ["R1", "R2"]),
    ("Cette Unité ne peut pas être attaquée par un Tir.", ["R2"], ["R1", "R2"]),
    ("Cette Unité ne peut pas être la cible d'une Charge.", ["R1", "R2"], ["R2"]),
    ("Cette Unité ne peut pas être chargée.", ["R1", "R2"], ["R2"]),
    ("Cette Unité ne peut pas être attaquée.", ["R2"], ["R2"]),
])
def test_a_passive_prohibition_removes_that_attacks_targets_only(monkeypatch, text, shot, charged):
    assert _targets() == (["R1", "R2"], ["R1", "R2"])
    pb_give(monkeypatch, "Légionnaire", text)
    assert _targets() == (shot, charged)


def test_a_unit_that_cannot_be_shot_is_not_shot_at_when_it_charges(monkeypatch):
    def reactions():
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Archer×2", "avant", 1),
                      unite("C2", 1, "Guerrier×2", "avant", 1)])
        finir_tour(m)
        jouer(m, "R1 [Légionnaire×2] : charger")
        return sorted(l.split(" avec ")[0] + " " + l.split()[2] for l in labels(m) if " avec " in l)

    assert reactions() == ["intercepter C2", "tirer C1"]
    pb_give(monkeypatch, "Légionnaire", say("passive prohibition", "Cette Unité ne peut pas être la cible d'un Tir"))
    assert reactions() == ["intercepter C2"]


def test_a_charge_with_no_target_it_may_contact_is_not_offered(monkeypatch):
    def offered():
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "avant", 1)], joueur=1)
        finir_tour(m)
        return [l for l in labels(m) if l.startswith("C1") and "charger" in l]

    assert offered()
    pb_give(monkeypatch, "Légionnaire", "Cette Unité ne peut pas être attaquée.")
    assert offered() == []


# --- « Lors d'une Riposte »: only in that kind of attack -------------------------------------------
RIPOSTE_DIE = say("extra dice", "Lors d'une Riposte, cette Unité lance 1 dé supplémentaire")


@pytest.mark.parametrize("text", [RIPOSTE_DIE, "Durant une Riposte, cette Unité lance un dé supplémentaire.",
                                  "Cette Unité lance un dé supplémentaire lors d'une Riposte.",
                                  "Lors d'un Riposte, cette Unité lance un dé de plus."])
def test_one_more_die_when_riposting(monkeypatch, text):
    assert pb_dice(des(charge(), 6, 6)) == {1}  # the Guerriers' riposte: one die
    pb_give(monkeypatch, "Guerrier", text)
    m = charge()
    assert pb_dice(m) == {2}  # the Legionaries' charge: their own dice, unchanged
    assert pb_dice(des(m, 6, 6)) == {2}  # the riposte: one more
    pb_give(monkeypatch, "Légionnaire", text)  # charging is no riposte
    assert pb_dice(charge()) == {2}


AUX = "Auxiliaire×2"  # combat 5, tir 6: both kinds of dice


def tir_aux():
    return tir(shooter=AUX, target="Guerrier×2", shooter_side=0)


@pytest.mark.parametrize("sentence, fight, other", [
    ("Cette Unité peut relancer tous ses dés de Combat.", "charge", "tir"),
    ("Cette Unité peut relancer tous ses dés de Tir.", "tir", "charge"),
    ("Cette Unité peut relancer tous ses dés de Charge.", "charge", "poursuivre"),
])
def test_may_reroll_all_its_dice_of_one_kind(monkeypatch, sentence, fight, other):
    """« ses dés de Combat / de Tir / de Charge »: the game's dice kinds, by name; the reroll acts on
    the rolls of that kind only (an Auxiliaire has Combat and Tir dice)."""
    rolls = {"charge": lambda: des(charge(attacker=AUX), 1, 1), "tir": lambda: des(tir_aux(), 1),
             "poursuivre": lambda: des(poursuivre(attacker=AUX), 1)}
    assert _rerolls_offered(rolls[fight]()) == []
    pb_give(monkeypatch, "Auxiliaire", sentence)
    assert _rerolls_offered(rolls[fight]()) == ["relancer tous les dés (attaque)", "renoncer (relance)"]
    assert _rerolls_offered(rolls[other]()) == []


def test_may_reroll_one_die_of_combat(monkeypatch):
    pb_give(monkeypatch, "Auxiliaire", "Cette Unité peut relancer un dé de Combat.")
    assert sorted(_rerolls_offered(des(charge(attacker=AUX), 1, 3))) == [
        "relancer un 1 (attaque)", "relancer un 3 (attaque)", "renoncer (relance)"]
    assert _rerolls_offered(des(tir_aux(), 1)) == []


def test_a_die_of_tir_more(monkeypatch):
    """« lance un dé de Tir de plus » = « Quand vous tirez, … lance un dé supplémentaire »."""
    assert pb_dice(tir_aux()) == {1} and pb_dice(charge(attacker=AUX)) == {2}
    pb_give(monkeypatch, "Auxiliaire", "Cette Unité lance un dé de Tir de plus.")
    assert pb_dice(tir_aux()) == {2} and pb_dice(charge(attacker=AUX)) == {2}


@pytest.mark.parametrize("text, free, paid", [
    ("Le Déplacement Tactique de cette Unité est gratuit.", "déplacement tactique", "charger"),
    ("Le Déplacement Tactique de cette Unité ne coûte aucun Jeton Ordre.", "déplacement tactique", "charger"),
    ("La Charge de cette Unité ne coûte rien.", "charger", "déplacement tactique"),
    ("Cette Unité peut Charger sans dépenser de Jeton Ordre.", "charger", "déplacement tactique"),
    # the order said by its name alone is the bearer's (canonical.order_by_name): it made every order free
    ("Une Charge ne coûte aucun Jeton Ordre.", "charger", "déplacement tactique"),
    ("Chaque Déplacement Tactique est gratuit.", "déplacement tactique", "charger"),
])
def test_an_order_named_free_costs_no_token(monkeypatch, text, free, paid):
    """« est gratuit »: that order to the unit costs no token (and so places none on it); its other
    orders cost what they cost."""
    def menu():
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1, ordres=1), unite("C1", 1, "Guerrier×2", "arrière", 1)],
                     reserve=(5, 6))
        finir_tour(m)
        return m, {l.split(" : ")[1] for l in labels(m) if l.startswith("R1")}

    _, before = menu()
    assert f"{free} (2 jeton(s))" in before and f"{paid} (2 jeton(s))" in before
    pb_give(monkeypatch, "Légionnaire", text)
    m, after = menu()
    assert f"{free} (0 jeton(s))" in after and f"{paid} (2 jeton(s))" in after
    reserve = m.reserve[0]
    jouer(m, f"R1 [Légionnaire×2] : {free}")
    assert m.reserve[0] == reserve and m.unite("R1").ordres == 1  # nothing paid, nothing placed


def test_donner_un_ordre_est_gratuit_is_any_order(monkeypatch):
    pb_give(monkeypatch, "Légionnaire", "Donner un ordre à cette Unité est gratuit.")
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1, ordres=1), unite("C1", 1, "Guerrier×2", "arrière", 1)],
                 reserve=(5, 6))
    finir_tour(m)
    assert {l.split(" : ")[1] for l in labels(m) if l.startswith("R1")} >= {
        "déplacement tactique (0 jeton(s))", "charger (0 jeton(s))"}


def test_the_first_order_costs_one_more_only_when_first(monkeypatch):
    """« Le premier ordre coûte un Jeton Ordre de plus »: the unit's first order of the turn costs
    2 (1 + 1); a second order costs what it costs (« premier » was dropped: every order cost 1 more)."""
    def costs(ordres):
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1, ordres=ordres),
                      unite("C1", 1, "Guerrier×2", "arrière", 1)], reserve=(5, 6))
        finir_tour(m)
        return {l.split(" : ")[1] for l in labels(m) if l.startswith("R1")}

    assert "charger (1 jeton(s))" in costs(0) and "charger (2 jeton(s))" in costs(1)
    pb_give(monkeypatch, "Légionnaire", "Le premier ordre coûte un Jeton Ordre de plus.")
    assert "charger (2 jeton(s))" in costs(0) and "charger (2 jeton(s))" in costs(1)


@pytest.mark.parametrize("game, text, said", [
    ("pocket_battles", "Le Combat de cette Unité est gratuit.", "ne demande le coût"),
    # « cette seconde Charge » points at another sentence's charge: it made every order free
    ("pocket_battles", "Cette seconde Charge ne coûte aucun Jeton Ordre.", "le coût se dit d'un ordre"),
    ("pocket_battles", "Le premier Tir ne coûte aucun Jeton Ordre.", "le coût se dit d'un ordre"),
])
def test_a_free_order_the_game_does_not_name_is_refused(game, text, said):
    refused(game, text, said)
