"""Pocket Battles: each sentence acts on the unit it names (« cette Unité », the enemy it
fights), in the fight it says (a Charge, a Combat pursued, a Riposte, a Tir), by the amount it
says, and in no other. The dice of each roll of one fight are read in order, with and without the
sentence, for the bearer on each side of it.

The troops (Légionnaire, Guerrier, Archer) have no characteristic of their own, so « without it »
is the printed unit; every die shows 1, so that nobody is hit and every roll of the fight is thrown.
"""

import pytest

from rulekit import CHANCE
from rulekit_games.pocket_battles.evenements import AttaqueLancee
from tests.pocket_battles.conftest import bataille, des, finir_tour, jouer, labels, unite

from .acting import pb_dice, pb_give, set_aside_since


def rolls(m) -> dict[str, int]:
    """Who throws how many dice in the fight under way, every die showing 1 (the unit charged
    ripostes); a unit left with no die throws none."""
    out = {}
    while m.current_player is CHANCE:
        (n,) = pb_dice(m)
        seen = len(m.events)
        des(m, *(1,) * n)
        thrown = next(e for e in m.events[seen:] if isinstance(e, AttaqueLancee))  # this roll's, not a later one
        out[thrown.attaquant] = n
    return out


def _charge_match():
    """R1 (Légionnaires, player 1) charges C1 (Guerriers, player 2, at the rear); C1 ripostes."""
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : charger")
    jouer(m, "charger C1")
    return m


def _pursue_match():
    """R1 and C1 already fight: R1 pursues the combat (no charge die)."""
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : poursuivre le combat")
    return m


def _shoot_match():
    """T1 (Archers, player 2) shoots X1 (Légionnaires) in front of it."""
    m = bataille([unite("T1", 1, "Archer×2", "avant", 1), unite("X1", 0, "Légionnaire×2", "avant", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "T1 [Archer×2] : tirer")
    if any(x.startswith("tirer sur") for x in labels(m)):
        jouer(m, "tirer sur X1")
    return m


def charge():
    return rolls(_charge_match())


def pursue():
    return rolls(_pursue_match())


def shoot():
    return rolls(_shoot_match())


FIGHTS = {"charge": charge, "combat": pursue, "tir": shoot}


def change(monkeypatch, troop, sentence, fight) -> list[int]:
    """How many dice more each unit of ``fight`` throws (R1 or T1, then C1) when ``troop`` bears
    ``sentence``."""
    before = FIGHTS[fight]()
    pb_give(monkeypatch, troop, sentence)
    after = FIGHTS[fight]()
    return [after.get(who, 0) - n for who, n in before.items()]


def check(monkeypatch, sentence, expected, fights=tuple(FIGHTS)):
    """``expected``: (troop, fight) -> the change of each unit's dice; any other (troop, fight)
    changes nothing."""
    for troop in ("Légionnaire", "Guerrier", "Archer"):
        for fight in fights:
            got = change(monkeypatch, troop, sentence, fight)
            monkeypatch.undo()
            assert got == expected.get((troop, fight), [0] * len(got)), (troop, fight, got)


# in a charge R1 (Légionnaires) throws, then C1 (Guerriers) ripostes; pursuing, the same two;
# in a shot, T1 (Archers) alone
@pytest.mark.parametrize("sentence", [
    "Lorsque cette Unité Charge, elle lance 1 dé supplémentaire.",
    "En Charge, cette Unité lance un dé supplémentaire.",
    "Cette Unité lance un dé supplémentaire en Charge.",
    "Durant une Charge, cette Unité lance un dé supplémentaire.",
    "Lors d'une Charge, cette Unité lance un dé supplémentaire.",
])
def test_a_die_more_when_this_unit_charges(monkeypatch, sentence):
    check(monkeypatch, sentence, {("Légionnaire", "charge"): [1, 0]})


@pytest.mark.parametrize("sentence", [
    "Durant un Combat, cette Unité lance un dé supplémentaire.",
    "En Combat, cette Unité lance un dé supplémentaire.",
    "Au Combat, cette Unité lance un dé de plus.",
    "Lorsque cette Unité est impliquée dans un Combat, elle lance un dé supplémentaire.",
])
def test_a_die_more_in_every_combat_on_either_side(monkeypatch, sentence):
    check(monkeypatch, sentence, {("Légionnaire", "charge"): [1, 0], ("Guerrier", "charge"): [0, 1],
                                  ("Légionnaire", "combat"): [1, 0], ("Guerrier", "combat"): [0, 1]})


@pytest.mark.parametrize("sentence", [
    "Quand cette Unité tire, elle lance 1 dé de plus.",
    "En Tir, cette Unité lance un dé supplémentaire.",
    "Lorsque cette Unité tire, elle lance un dé supplémentaire.",
])
def test_a_die_more_when_this_unit_shoots(monkeypatch, sentence):
    check(monkeypatch, sentence, {("Archer", "tir"): [1]})


@pytest.mark.parametrize("sentence, n", [
    ("Lors d'une Riposte, cette Unité lance 1 dé supplémentaire.", 1),
    ("Cette Unité lance un dé de plus lors d'une Riposte.", 1),
    ("Lors d'une Riposte, cette Unité lance un dé de moins.", -1),
    ("Cette Unité lance un dé de moins lors d'une Riposte.", -1),
])
def test_a_die_more_in_a_riposte(monkeypatch, sentence, n):
    """« lors d'une Riposte » before the subject or after the dice: the riposte of the unit charged and of
    the unit whose combat is pursued, in no other roll."""
    check(monkeypatch, sentence, {("Guerrier", "charge"): [0, n], ("Guerrier", "combat"): [0, n]})


@pytest.mark.parametrize("sentence", [
    "Quand cette Unité charge, le défenseur perd un dé.",
    "Quand cette Unité charge, son Adversaire perd un dé.",
    # the unit targeted by the bearer's own attack is its opponent
    "Lorsque cette Unité Charge, l'Unité ciblée lance un dé de moins.",
    "Lorsque cette Unité charge, l'Unité attaquée perd un dé.",
])
def test_the_unit_it_charges_rolls_a_die_fewer(monkeypatch, sentence):
    check(monkeypatch, sentence, {("Légionnaire", "charge"): [0, -1]})


@pytest.mark.parametrize("sentence", [
    "Durant un Combat, l'Unité ennemie qui combat cette Unité lance un dé de moins.",
    "Durant un Combat, l'Unité ennemie qui combat cette Unité perd un dé.",
    "Durant un Combat, l'Unité adverse lance un dé de moins.",
])
def test_the_enemy_it_fights_rolls_a_die_fewer(monkeypatch, sentence):
    check(monkeypatch, sentence, {("Légionnaire", "charge"): [0, -1], ("Guerrier", "charge"): [-1, 0]},
          fights=("charge", "tir"))
    assert change(monkeypatch, "Légionnaire", sentence, "combat") == [0, -1]
    monkeypatch.undo()
    # the pursuing R1 fights the Guerriers that bear it: its one die is gone (and so is their riposte)
    assert change(monkeypatch, "Guerrier", sentence, "combat")[0] == -1


@pytest.mark.parametrize("sentence", [
    "Lors d'un Tir contre cette Unité, l'Adversaire lance un dé de moins.",
    "Quand cette Unité est ciblée par un Tir, l'Adversaire lance un dé de moins.",
    "Quand cette Unité est attaquée par un Tir, l'Adversaire lance un dé de moins.",
    "Quand cette Unité est la cible d'un Tir, l'Adversaire lance un dé de moins.",
    "Lorsque cette Unité est prise pour cible par un Tir, son Adversaire perd un dé.",
])
def test_the_unit_shooting_at_it_rolls_a_die_fewer(monkeypatch, sentence):
    """PB: only the shooter rolls (its « dés de tir »): the Archers shooting at the bearer throw one die
    fewer, and nobody else in any other fight."""
    check(monkeypatch, sentence, {("Légionnaire", "tir"): [-1]})


@pytest.mark.parametrize("sentence", [
    "Lorsque cette Unité est attaquée par une Charge, elle lance un dé de plus.",
    "Durant une Charge, lorsque cette unité est attaquée, elle lance un dé de plus.",
    "Lorsque cette Unité est chargée, elle lance un dé de plus.",
    "Lorsqu'elle est chargée, cette Unité lance un dé supplémentaire.",
    "Quand une Unité ennemie la charge, cette Unité lance un dé de plus.",
    "Quand une Unité ennemie charge cette Unité, elle gagne un dé.",
    "Quand cette Unité est la cible d'une Charge, elle lance un dé de plus.",
])
def test_a_die_more_when_this_unit_is_charged(monkeypatch, sentence):
    """The unit charged throws one die more in its riposte (its « dés de combat », told it answers a
    charge), and in no other fight: not when the combat is pursued, not under a Tir, not charging."""
    check(monkeypatch, sentence, {("Guerrier", "charge"): [0, 1]})


@pytest.mark.parametrize("sentence", [
    "Lorsque cette Unité est attaquée, elle lance un dé de plus.",
    "Lorsque cette Unité est attaquée lors d'un Combat, elle lance un dé de plus.",
    # « riposter » is what a unit attacked does in Pocket Battles
    "Lorsqu'elle riposte, cette Unité lance un dé de plus.",
    "Lorsque cette Unité riposte, elle lance un dé de plus.",
    "Lorsqu'elle est attaquée, cette Unité lance un dé de plus.",
])
def test_a_die_more_when_this_unit_is_attacked(monkeypatch, sentence):
    """Attacked, a unit throws dice in its riposte only: to a charge and to a combat pursued."""
    check(monkeypatch, sentence, {("Guerrier", "charge"): [0, 1], ("Guerrier", "combat"): [0, 1]})


@pytest.mark.parametrize("sentence", [
    "Quand cette Unité est attaquée par une Charge, l'Adversaire lance un dé de moins.",
    "Quand une Unité ennemie la charge, son Adversaire perd un dé.",
])
def test_the_unit_charging_it_rolls_a_die_fewer(monkeypatch, sentence):
    """The Légionnaires charging the bearer throw one die fewer (of the two a charge gives them)."""
    check(monkeypatch, sentence, {("Guerrier", "charge"): [-1, 0]})


@pytest.mark.parametrize("sentence", [
    "Lorsque cette Unité est attaquée par un Tir, elle lance un dé de plus.",
    "Lorsque cette Unité est la cible d'un Tir, elle donne un coup supplémentaire.",
    "Lors d'un Tir, lorsque cette Unité est attaquée, elle peut relancer un dé.",
])
def test_a_roll_of_the_unit_shot_at_is_refused(sentence):
    """Under a Tir the unit shot at throws nothing (no riposte): what it would throw is refused, never a no-op."""
    from .acting import refused

    refused("pocket_battles", sentence, "qu'en Combat")


@pytest.mark.parametrize("sentence", [
    "Lorsque cette Unité tire, l'Unité ciblée lance un dé de moins.",
    "Lorsque cette Unité tire, son Adversaire lance un dé de moins.",
    "Lorsque cette Unité tire, le défenseur perd un dé.",
    "Quand cette Unité tire, son Adversaire peut relancer un dé.",
])
def test_a_roll_of_the_unit_it_shoots_at_is_refused(sentence):
    """The same unit seen from the bearer that shoots: it throws nothing, so nothing of its roll can change."""
    from .acting import refused

    refused("pocket_battles", sentence, "qu'en Combat")


# --- a trigger on the attack the bearer undergoes: « Quand une Unité ennemie charge cette Unité » ------------
def set_aside(fight) -> dict[int, int]:
    """The tokens each player sets aside (JetonMisDeCote) during ``fight`` played to its end."""

    m = {"charge": _charge_match, "combat": _pursue_match, "tir": _shoot_match}[fight]()
    seen = len(m.events)
    while m.current_player is CHANCE:
        (n,) = pb_dice(m)
        des(m, *(1,) * n)
    return set_aside_since(m, seen)


@pytest.mark.parametrize("sentence", [
    "Quand une Unité ennemie charge cette Unité, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
    "Lorsque cette Unité est chargée, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
    "Quand une Charge attaque cette Unité, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
    # « elle » cannot stand for « l'Adversaire »: it is the bearer (canonical.bearer_pronoun); before, the
    # bearer's own player set the token aside
    "Lorsqu'elle est chargée, l'Adversaire perd un Jeton Ordre.",
])
def test_the_player_charging_it_sets_a_token_aside(monkeypatch, sentence):
    """Pocket Battles tells an attack when it is resolved (« attaque résolue »): the charge at the bearer,
    and no other attack (not its riposte, not a combat pursued, not a shot), makes the charging player set
    one token aside."""
    assert set_aside("charge") == {0: 0, 1: 0}
    pb_give(monkeypatch, "Guerrier", sentence)
    assert set_aside("charge") == {0: 1, 1: 0}
    assert set_aside("combat") == {0: 0, 1: 0}
    monkeypatch.undo()
    pb_give(monkeypatch, "Légionnaire", sentence)  # the unit charging: nobody charges it
    assert set_aside("charge") == {0: 0, 1: 0} and set_aside("tir") == {0: 0, 1: 0}


def test_attacked_sets_a_token_aside_at_every_attack_on_it(monkeypatch):
    """« Lorsque cette Unité est attaquée »: every attack on the bearer (the charge and the combat pursued on
    the Guerriers, the shot on the Légionnaires, the Guerriers' riposte to the Légionnaires' charge); its own
    attacks, never (the Guerriers' riposte does not count for them)."""
    text = "Lorsque cette Unité est attaquée, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."
    pb_give(monkeypatch, "Guerrier", text)
    assert set_aside("charge") == {0: 1, 1: 0} and set_aside("combat") == {0: 1, 1: 0}
    monkeypatch.undo()
    pb_give(monkeypatch, "Légionnaire", text)
    assert set_aside("tir") == {0: 0, 1: 1} and set_aside("charge") == {0: 0, 1: 1}


@pytest.mark.parametrize("sentence, charged, other", [
    ("Quand cette Unité charge un Guerrier, elle lance un dé de plus.", "Guerrier×2", "Noble×2"),
    ("Quand cette Unité charge un Noble, elle lance un dé de plus.", "Noble×2", "Guerrier×2"),
])
def test_charging_a_named_unit_tests_the_unit_charged(monkeypatch, sentence, charged, other):
    """« Quand cette Unité charge un X »: the die more is thrown when the unit charged is an X, not at others."""
    def thrown(target):
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, target, "arrière", 1)])
        finir_tour(m)
        jouer(m, "R1 [Légionnaire×2] : charger")
        jouer(m, "charger C1")
        return pb_dice(m)

    assert thrown(charged) == {2} and thrown(other) == {2}
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert thrown(charged) == {3} and thrown(other) == {2}


@pytest.mark.parametrize("sentence, said", [
    ("Durant une Charge, lorsque cette Unité est détruite, l'Adversaire perd un Jeton Ordre.", "n'est pas une attaque"),
    # a riposte throws a Combat's dice: said with other moments, refused (said alone it is « Lors d'une Riposte, … »)
    ("Cette Unité lance un dé de plus lors d'un Tir ou d'une Riposte.", "pas de dés de Riposte à part"),
])
def test_a_moment_that_is_never_told_is_refused(sentence, said):
    from .acting import refused

    refused("pocket_battles", sentence, said)
