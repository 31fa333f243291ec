"""Sentences of the forms lead-para3 reads, and those found to compile and act otherwise than they say while closing
paraphrase gaps: each is played on a crafted Pocket Battles state (the board of test_pocket_battles)."""

from __future__ import annotations

import pytest

from rulekit import dsl

from .acting import compiled as compiled_in
from .test_pocket_battles import Utilisee, board

PB = "pocket_battles"


def compiled(text: str):
    return compiled_in(PB, text)[0]


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


# « être utilisé » is read of a characteristic's limit (« ne peut pas être utilisée pour … ») and of the token the
# ability's own « récupérer » takes back; anything else compiled and did nothing (« Cette Unité peut être utilisée
# immédiatement », the token of no effect, « Cette caractéristique peut être utilisée pour … »)
@pytest.mark.parametrize("text", [
    "Cette Unité peut être utilisée immédiatement.",
    "Le Jeton Ordre récupéré peut être utilisé immédiatement.",
    "Quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre. Le Jeton Ordre récupéré peut être utilisé "
    "immédiatement.",
    "Cette Unité peut tirer depuis l'Arrière d'un Secteur. Cette caractéristique peut être utilisée pour tirer contre "
    "une Unité qui Charge.",
])
def test_what_is_usable_of_nothing_the_game_does_is_refused(text):
    with pytest.raises(dsl.DslError, match="le jeu n'en fait rien"):
        compiled(text)


@pytest.mark.parametrize("text", [
    "Donnez un ordre à cette Unité pour retirer un Jeton Blessure de n'importe quelle Unité amie. Le Jeton Ordre ainsi "
    "récupéré peut être réutilisé immédiatement.",
    "Donnez un ordre à cette Unité pour enlever un Jeton Blessure d'une Unité amie de votre choix.",
])
def test_a_wound_token_taken_off_a_friend_is_the_special_action(text):
    b = board(a=[compiled(text)])
    assert b.query("actions spéciales", (), unite="a") == ("essai 0",)
    b.emit(Utilisee("a", "essai 0"))
    assert b.calls == [("recuperer_blessure", "a")]
