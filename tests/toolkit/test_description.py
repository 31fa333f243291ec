"""The scenario readers' shared checks (``rulekit.description.Reader``)."""

import pytest

from rulekit import ScenarioError
from rulekit.description import Reader

LIRE = Reader("jeu")


def test_un_joueur_est_l_entier_0_ou_1():
    assert LIRE.player(0, "joueur") == 0 and LIRE.player(1, "joueur") == 1
    assert LIRE.player("1", "joueurs", key=True) == 1
    # 0.0 == 0 and True == 1 in Python, but neither is a player index: a float used as one
    # would fail later, inside the game, with a TypeError instead of this message.
    for faux in (0.0, 1.0, True, False, 2, -1, "0", None):
        with pytest.raises(ScenarioError, match=r"jeu scenario: joueur: a player is 0 \(J1 in the log\) or 1"):
            LIRE.player(faux, "joueur")
