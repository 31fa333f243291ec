"""Pocket Battles: forms a new designer wrote (the Persian army, lead-pb; docs/DSL.md §7) and that were not read, each
now read as a form read before (tests/dsl/test_phrasings.py, LEAD_PB2_FORMS) and played here with and without it
(lead-pb2):
- « Si cette Unité est blessée » = « … porte au moins un Jeton Blessure » (PB marks a unit's wounds with Wound tokens:
  the vocabulary's « blessures »; a game that marks none refuses it);
- « ne peut être la cible d'un Tir que si elle est à l'Arrière » = « ne peut pas être la cible d'un Tir, sauf si … »;
- « lance un dé de plus lors d'une Charge mais ne peut pas Poursuivre le Combat » = « …, mais elle ne peut pas … »;
- « Vous pouvez relancer un dé de Tir de cette Unité » = « Cette Unité peut relancer un dé de Tir »;
- « lance trois dés de Combat, jamais plus » = « ne lance jamais plus de trois dés de Combat » (a bound);
- « Quand on donne un ordre à cette Unité » = « Quand vous donnez un ordre à cette Unité ».
"""

import pytest

from tests.pocket_battles.conftest import bataille, des, finir_tour, jouer, labels, unite

from .acting import pb_dice, pb_give, refused, set_aside_since


def pursuing(blessures=(), troupes="Cavalier×2"):
    """Roman ``troupes`` (R1) in contact with Celtic Guerriers (C1), at the start of the Romans' turn."""
    m = bataille([unite("R1", 0, troupes, "combat", 1, blessures=blessures),
                  unite("C1", 1, "Guerrier×2", "combat", 1)], contacts=[("R1", "C1")], reserve=(6 - sum(blessures), 6))
    return finir_tour(m)


def pursue_dice(blessures=()):
    return pb_dice(jouer(pursuing(blessures), "R1 [Cavalier×2] : poursuivre le combat"))


def charge_dice():
    m = finir_tour(bataille([unite("R1", 0, "Cavalier×2", "avant", 1), unite("C1", 1, "Guerrier×2", "arrière", 1)]))
    jouer(m, "R1 [Cavalier×2] : charger")
    if "charger C1" in " ".join(labels(m)):
        jouer(m, "charger C1")
    return pb_dice(m)


@pytest.mark.parametrize("text", ["Si cette Unité est blessée, elle lance un dé de plus lors d'un Combat.",
                                  "Tant qu'elle est blessée, cette Unité lance un dé de plus lors d'un Combat."])
def test_a_die_more_while_wounded(monkeypatch, text):
    assert (pursue_dice(()), pursue_dice([1])) == ({1}, {1})
    pb_give(monkeypatch, "Cavalier", text)
    assert (pursue_dice(()), pursue_dice([1])) == ({1}, {2})


def shot_at(zone):
    """Celtic Frondeurs (player 2) shoot in sector 1, the Roman Légionnaires (R1, alone in the sector) at ``zone``: is
    R1 a target offered? (no target at all: the order « tirer » is not offered)"""
    m = finir_tour(bataille([unite("R1", 0, "Légionnaire×2", zone, 1), unite("C1", 1, "Frondeur×2", "avant", 1)],
                            joueur=1))
    if not any(l.startswith("C1 [Frondeur×2] : tirer") for l in labels(m)):
        return False
    jouer(m, "C1 [Frondeur×2] : tirer")
    return any(l.startswith("tirer sur R1") for l in labels(m))


def test_a_target_of_a_shot_only_at_the_rear(monkeypatch):
    assert (shot_at("avant"), shot_at("arrière")) == (True, True)
    pb_give(monkeypatch, "Légionnaire", "Cette Unité ne peut être la cible d'un Tir que si elle est à l'Arrière.")
    assert (shot_at("avant"), shot_at("arrière")) == (False, True)


def test_a_die_more_at_a_charge_but_no_pursuit(monkeypatch):
    def pursues():
        return any(l.startswith("R1 [Cavalier×2] : poursuivre le combat") for l in labels(pursuing()))

    assert (charge_dice(), pursues()) == ({3}, True)   # a die and the Cavaliers' two charge dice
    pb_give(monkeypatch, "Cavalier", "Cette Unité lance un dé de plus lors d'une Charge mais ne peut pas Poursuivre le "
            "Combat.")
    assert (charge_dice(), pursues()) == ({4}, False)


def test_a_shot_die_of_this_unit_thrown_again(monkeypatch):
    def offered():
        m = finir_tour(bataille([unite("R1", 0, "Sagittaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "avant", 1)]))
        jouer(m, "R1 [Sagittaire×2] : tirer")
        if any(l.startswith("tirer sur") for l in labels(m)):
            jouer(m, "tirer sur C1")
        return any(l.startswith("relancer") for l in labels(des(m, 1, riposte=None)))

    assert not offered()
    pb_give(monkeypatch, "Sagittaire", "Vous pouvez relancer un dé de Tir de cette Unité.")
    assert offered()


def test_three_combat_dice_never_more(monkeypatch):
    """Three dice more at every Combat: a charge throws 6 (the Cavaliers' two charge dice), a pursuit 4; « trois dés de Combat, jamais plus » bounds
    both at 3."""
    more = "Cette Unité lance trois dés de plus lors d'un Combat."
    pb_give(monkeypatch, "Cavalier", more)
    assert (charge_dice(), pursue_dice()) == ({6}, {4})
    pb_give(monkeypatch, "Cavalier", more, "Cette Unité lance trois dés de Combat, jamais plus.")
    assert (charge_dice(), pursue_dice()) == ({3}, {3})


def test_when_an_order_is_given_to_this_unit(monkeypatch):
    def lost():
        m = pursuing()
        seen = len(m.events)
        jouer(m, "R1 [Cavalier×2] : poursuivre le combat")
        return set_aside_since(m, seen)[1]

    before = lost()
    pb_give(monkeypatch, "Cavalier", "Quand on donne un ordre à cette Unité, l'Adversaire perd un Jeton Ordre.")
    assert lost() == before + 1


@pytest.mark.parametrize("game, text, said", [
    ("pocket_tactics", "Si un Lancier est blessé, il lance un dé de défense supplémentaire.",
     "ne marque pas les blessures d'une unité"),
    ("pocket_battles", "Quand on attaque cette Unité, elle lance un dé de plus.", "dites qui fait l'acte"),
    ("pocket_battles", "Vous pouvez relancer un dé de Tir de l'Unité ennemie.", "les dés de l'unité qui porte"),
])
def test_refused(game, text, said):
    from rulekit import dsl

    with pytest.raises(dsl.RulesSyntaxError, match=said):
        dsl.parse_ability(text, game=game)


def test_the_wounds_of_other_units_are_refused():
    refused("pocket_battles", "Les Unités alliées du même Secteur lancent un dé de plus lors d'un Combat tant qu'elles "
            "sont blessées.", "seuls les jetons de l'unité qui porte la capacité")
