"""Pocket Battles: « mettre de côté » sets aside the number of order tokens said, and refuses what the
game never sets aside (a wound token, a unit) or a number it cannot tell."""

import pytest

from rulekit.dsl import RulesSemanticError

from .acting import pb_give, refused
from .test_acting_pb_bound import set_aside

CHARGED = "Lorsque cette Unité est chargée, l'Adversaire doit mettre de côté {}."


@pytest.mark.parametrize("said, n", [
    ("l'un de ses Jetons Ordre inutilisés", 1),
    ("un Jeton Ordre", 1),
    ("deux Jetons Ordre", 2),
    ("2 Jetons Ordre", 2),
    ("trois Jetons Ordre", 3),
])
def test_the_number_of_order_tokens_said_is_set_aside(monkeypatch, said, n):
    """The Légionnaires charge the Guerriers that bear it: their player sets aside ``n`` tokens."""
    assert set_aside("charge") == {0: 0, 1: 0}
    pb_give(monkeypatch, "Guerrier", CHARGED.format(said))
    assert set_aside("charge") == {0: n, 1: 0}


@pytest.mark.parametrize("said, message", [
    ("deux Jetons Blessure", "ne met de côté que des jetons Ordre"),
    ("un Jeton Blessure", "ne met de côté que des jetons Ordre"),
    ("un Guerrier", "ne met de côté que des jetons Ordre"),
])
def test_what_the_game_never_sets_aside_is_refused(said, message):
    refused("pocket_battles", CHARGED.format(said), message)


def test_a_refusal_names_the_forms_to_write():
    error = refused("pocket_battles", CHARGED.format("deux Jetons Blessure"), "Jetons Blessure")
    assert isinstance(error, RulesSemanticError) and any("Jetons Ordre" in s for s in error.supported)
