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


# --- « que par deux Cavaleries »: a number where an exclusion names a kind ---------------------
@pytest.mark.parametrize("game, text, column", [
    (PB, "Cette Unité ne peut être chargée que par deux Cavaleries.", 42),
    (PB, "Cette Unité ne peut pas être chargée par une unité autre que deux Cavaleries.", 52),
    (PT, "Un Druide ne peut être attaqué que par deux Archers.", 40),
    (PT, "Un Druide ne peut être attaqué que par deux Attaques Proches.", 40),
])
def test_a_number_in_an_exclusion_is_refused(game, text, column):
    """Compiled before as « … autre qu'une Cavalerie »: « deux » dropped, one Cavalerie let charge."""
    from rulekit import dsl
    from rulekit.dsl import RulesSyntaxError

    with pytest.raises(RulesSyntaxError, match="pas un nombre") as info:
        dsl.parse_ability(text, vocabulary=dsl.vocabulary_of(game))
    assert f":1:{column}:" in str(info.value)
