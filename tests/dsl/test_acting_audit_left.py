"""Sentences the day's audits suspected to compile and act otherwise than they say (lead-left).
Each test plays the sentence, or shows the refusal that replaced a wrong act: without the change,
each compiled and acted wrongly.
"""

import pytest

from .acting import pt_attack_state, pt_declare, pt_give, pt_labels, pt_position, refused

PT = "pocket_tactics"
PB = "pocket_battles"
EVEN = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}


# --- a negation before a reach or a reroll: the game grants those, it takes none away ----------
@pytest.mark.parametrize("text", ["Un Mage Rouge ne peut pas attaquer jusqu'à 3 tuiles.",
                                  "Un Archer ne peut pas tirer jusqu'à deux tuiles.",
                                  "Un Lancier ne peut pas se déplacer d'une tuile supplémentaire."])
def test_a_denied_reach_is_refused(text):
    """Compiled before, the negation was dropped: the reach was granted."""
    refused(PT, text, "une portée se donne, elle ne se refuse pas")


def test_a_denied_reroll_is_refused(monkeypatch):
    """« son adversaire ne peut pas relancer ses dés » compiled as a reroll of all the defender's dice,
    mandatory: the negation dropped, the reroll granted. The game takes no reroll away: refused. The
    same sentence without the negation still grants that reroll, to the one attacked only."""
    refused(PT, "Lorsqu'un Archer tire, son adversaire ne peut pas relancer ses dés.", "ne peut pas relancer")
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    shoot = "attaque distante (Distance) : Archer en 1,0 contre Druide en 2,0"
    reach = "Un Archer peut tirer jusqu'à 2 tuiles."
    pt_give(monkeypatch, "Druide", dice=EVEN)
    pt_give(monkeypatch, "Archer", reach, "Lorsqu'un Archer tire, son adversaire relance ses dés.", dice=EVEN)
    state = pt_attack_state(pt_declare(pt_position(units), shoot))
    assert state["a_grants"] == [] and [g.tous for g in state["d_grants"]] == [True]
