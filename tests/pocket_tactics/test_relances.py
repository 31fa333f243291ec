"""« Relances »: ability rerolls first, attacker then defender; then situational ones, one
die at a time, the player choosing the die each time."""

from rulekit.steps import ChooseReroll, Decline, RerollAll, RerollDie
from rulekit_games.pocket_tactics.attaque import ATT_ATT, ATT_DEF, DEF_ATT

from .conftest import act, roll

F = "Forêt"


def maraudeur_vs_epeiste(pos):
    # both have the Forêt advantage; the Maraudeur (Berzerk) attacks a lone Épéiste (Duelliste)
    tiles = {"1,0": F, "2,0": F, "3,0": F}
    m = pos(tiles, ("0,-8", "8,-8"), {"2,0": (1, "Homme-Bête Maraudeur"), "1,0": (0, "Épéiste")}, player=1)
    act(m, "attaque proche (Mêlée) : Homme-Bête Maraudeur en 2,0 contre Épéiste en 1,0")
    roll(m, 1, 1, 2)   # Maraudeur attack (Mêlée 3 2)
    roll(m, 1, 2)      # its defence
    roll(m, 1, 1, 1)   # Épéiste attack (Mêlée 3 3)
    roll(m, 1, 1, 1)   # its defence
    return m


def test_reroll_order_abilities_first_alternating_then_situation(pos):
    m = maraudeur_vs_epeiste(pos)
    seen = []
    while isinstance(m.top, ChooseReroll):
        step = m.top
        seen.append((step.player, step.whole, step.key))
        m.apply(Decline())
    assert seen == [
        (1, True, ATT_ATT),   # Berzerk: the attacker's ability reroll
        (0, False, ATT_ATT),  # Duelliste: the defender forces one of the attacker's dice
        (1, False, ATT_ATT),  # terrain advantage of the attacker (Forêt)
        (0, False, DEF_ATT),  # terrain advantage of the defender
    ]


def test_situational_reroll_is_one_die_chosen_among_attack_or_defence(pos):
    m = maraudeur_vs_epeiste(pos)
    m.apply(Decline()); m.apply(Decline())          # the two ability rerolls
    acts = m.legal_actions()                         # the attacker's situational reroll
    assert RerollDie(ATT_ATT, 1) in acts and RerollDie(ATT_DEF, 2) in acts and RerollAll(ATT_ATT) not in acts
    m.apply(RerollDie(ATT_DEF, 1))
    roll(m, 6)
    assert m.rolls[ATT_DEF] == (2, 6)


def test_whole_reroll_rerolls_every_die(pos):
    m = maraudeur_vs_epeiste(pos)
    m.apply(RerollAll(ATT_ATT))
    roll(m, 6, 6, 6)
    assert m.rolls[ATT_ATT] == (6, 6, 6)
