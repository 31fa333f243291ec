"""Who fights whom in a circumstance: the object of « attaquer » (« Lorsqu'un Épéiste attaque un
Homme-Bête », « … contre un Mort-Vivant ») and the agent of a passive (« Lorsqu'un Lancier est
attaqué par un Homme-Bête », « … de défense supplémentaire contre un Homme-Bête ») are the unit
fought, the context's ``adversaire``, never the bearer. The ability acts in a fight against such
a unit and in no other (the compiler read the passive's agent as the bearer, and never checked
the object of « attaquer »: the first never acted, the second acted against every unit)."""

import pytest

from .acting import pt_attack_state, pt_declare, pt_give, pt_position

G = "pocket_tactics"


def dice(units, text, **kw):
    """(attack dice, defence dice) of each side of the attack ``text`` declared in a position."""
    state = pt_attack_state(pt_declare(pt_position(units, **kw), text))
    return state["a_dice"], state["d_dice"]


@pytest.mark.parametrize("sentence", [
    "Un Lancier lance un dé de défense supplémentaire contre un Homme-Bête.",
    "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire.",
])
@pytest.mark.parametrize("attacker, extra", [("Homme-Bête Maraudeur", 1), ("Ranger Maudit", 0)])
def test_more_defence_dice_when_attacked_by_a_kind(monkeypatch, sentence, attacker, extra):
    units = {"1,0": (0, attacker), "2,0": (1, "Lancier")}
    pt_give(monkeypatch, "Lancier")
    before = dice(units, "(Mêlée)")
    pt_give(monkeypatch, "Lancier", sentence)
    after = dice(units, "(Mêlée)")
    assert after[1] == (before[1][0], before[1][1] + extra) and after[0] == before[0]


@pytest.mark.parametrize("sentence", [
    "Un Épéiste lance un dé d'attaque de plus contre un Mort-Vivant.",
    "Lorsqu'un Épéiste attaque un Mort-Vivant, il lance un dé d'attaque supplémentaire.",
])
@pytest.mark.parametrize("target, extra", [("Ranger Maudit", 1), ("Homme-Bête Maraudeur", 0)])
def test_more_attack_dice_against_a_kind_only(monkeypatch, sentence, target, extra):
    units = {"1,0": (0, "Épéiste"), "2,0": (1, target)}
    pt_give(monkeypatch, "Épéiste")
    before = dice(units, "(Mêlée)")
    pt_give(monkeypatch, "Épéiste", sentence)
    after = dice(units, "(Mêlée)")
    assert after[0] == (before[0][0] + extra, before[0][1]) and after[1] == before[1]


def test_the_unit_attacked_is_the_bearer_not_its_attacker(monkeypatch):
    """The Lancier attacking a Homme-Bête is not « attaqué par un Homme-Bête »: its dice stay."""
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Maraudeur")}
    pt_give(monkeypatch, "Lancier")
    before = dice(units, "(Mêlée)")
    pt_give(monkeypatch, "Lancier", "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire.")
    assert dice(units, "(Mêlée)") == before
