"""Sentences of the forms lead-para3 reads, and those found to compile and act otherwise than they say while closing
paraphrase gaps: each is played on a crafted Pocket Battles state (the board of test_pocket_battles)."""

from __future__ import annotations

import pytest

from rulekit import dsl

from .test_pocket_battles import board

PB = "pocket_battles"


def compiled(text: str):
    vocabulary = dsl.vocabulary_of(PB)
    return dsl.compile_ability(dsl.parse_ability(text, vocabulary=vocabulary), name="T", text=text,
                               vocabulary=vocabulary)


# a concession says what the unit that receives the order did (the game asks « après » of that unit): « même si vous
# avez fait … », « … si une Unité amie a fait … » compiled as the unit's own redeployment, and let it act after one
@pytest.mark.parametrize("text", [
    "Cette Unité peut recevoir un ordre pour réaliser une Action même si vous avez fait un Redéploiement d'Unité.",
    "Cette Unité peut recevoir un ordre pour réaliser une Action même si une Unité amie a fait un Redéploiement "
    "d'Unité.",
    "Vous pouvez donner un ordre à cette Unité pour réaliser une Action même si une Unité amie a fait un Redéploiement "
    "d'Unité.",
])
def test_a_concession_of_another_than_the_unit_ordered_is_refused(text):
    with pytest.raises(dsl.DslError, match="ce que l'unité qui reçoit l'ordre a fait"):
        compiled(text)


@pytest.mark.parametrize("text", [
    "Vous pouvez donner un ordre à cette Unité pour réaliser une Action même si elle a fait un Redéploiement d'Unité.",
    "Avoir fait un Redéploiement d'Unité n'empêche pas cette Unité de recevoir un ordre pour réaliser une Action.",
    "Cette Unité peut recevoir un ordre pour réaliser une Action même si cette Unité a fait un Redéploiement d'Unité.",
])
def test_the_unit_ordered_may_act_after_its_redeployment(text):
    b = board(a=[compiled(text)])
    ctx = {"action": "Action", "après": "Redéploiement d'Unité"}
    assert b.query("permis", False, unite="a", **ctx) is True
    assert b.query("permis", False, unite="b", **ctx) is False  # only its bearer
    assert b.query("permis", False, unite="a", action="Action", après="Charge") is False


@pytest.mark.parametrize("text", [
    "Aucun Redéploiement d'Unité ne peut être effectué par cette Unité.",
    "Aucun Redéploiement d'Unité n'est effectué par cette Unité.",
])
def test_a_passive_prohibition_forbids_its_agent(text):
    b = board(a=[compiled(text)])
    assert b.query("permis", True, unite="a", action="Redéploiement d'Unité") is False
    assert b.query("permis", True, unite="b", action="Redéploiement d'Unité") is True
    assert b.query("permis", True, unite="a", action="tirer") is True
