"""Walk-through (docs/TESTING.md): Arcs and Éternel, two Pocket-Tactics abilities, with exact odds.

« Arcs : Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de
distance. » « Éternel : Lorsqu'un Ranger Maudit est sur le point d'être battu par une attaque
autre que Magie, lancez un dé, et si le résultat est 4, 5 ou 6, il reste en vie. »

So an Archer two tiles away can shoot the Ranger Maudit, who cannot shoot back (Distance 0),
and whenever the Archer's dice beat his, Éternel saves him half the time. A Mage Rouge's
Magie gets no such discount. Each claim below is an exact probability, checked against a
count of the dice made from the rule text alone.
"""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit import Dice
from rulekit.testing import probability, scenario
from rulekit_games.pocket_tactics.etat import FinDeTour

# Three tiles in a line: the Archer two tiles from the Ranger, over water (which does not
# block the line of fire). Village gives neither unit its terrain advantage, and nobody has
# an ally adjacent: no situational reroll, so no decision between the dice and the result.
LIGNE = {"cases": {"0,0": "Village", "0,1": "Eau", "0,2": "Village"},
         "unités": {"0,2": "Archer", "0,0": "Ranger Maudit"}}
TIR = "attaque distante (Distance) : Archer en 0,2 contre Ranger Maudit en 0,0"


def bat(attaque, defense) -> bool:
    """The rule book's comparison, from its text: highest against highest, ties move on."""
    for a, d in zip(sorted(attaque, reverse=True), sorted(defense, reverse=True) + [0] * len(attaque)):
        if a != d:
            return a > d
    return False


def chance_de_battre(attaque, n_defense) -> Fraction:
    """Exact chance that these attack dice beat ``n_defense`` fair defence dice."""
    jets = list(product(range(1, 7), repeat=n_defense))
    return Fraction(sum(bat(attaque, d) for d in jets), len(jets))


def ranger_capture(state) -> bool:
    return any(u.card == "Ranger Maudit" and u.where == "capturée" for u in state.units)


@pytest.mark.rulekit(game="pocket_tactics", scenario=LIGNE)
def test_arcs_reach_two_tiles(rulekit_scenario):
    labels = [a.label for a in rulekit_scenario.legal_actions()]
    assert TIR in labels


@settings(max_examples=25, deadline=None)
@given(attaque=st.lists(st.integers(1, 6), min_size=2, max_size=2))
def test_eternel_halves_every_distant_loss(attaque):
    """Whatever the Archer rolls, the Ranger is captured with half the chance of being beaten.
    (Hypothesis draws the examples, so this test builds its scenario itself: pytest fixtures
    are made once per test, not once per example.)"""
    m = scenario("pocket_tactics", LIGNE)
    m.apply(next(a for a in m.legal_actions() if a.label == TIR))
    m.apply(Dice(tuple(sorted(attaque))))      # the Archer's attack dice, drawn by hypothesis
    m.apply(Dice((1, 1)))                      # his defence dice: the Ranger has no attack dice to beat
    capture = probability(m, ranger_capture, until=FinDeTour)
    assert capture == chance_de_battre(attaque, 3) / 2
    # a distant attacker never moves onto the tile it wins (« ne se déplace pas »)
    assert probability(m, lambda s: s.unit_at("0,0") is not None or ranger_capture(s), until=FinDeTour) == 1


@pytest.mark.parametrize("rulekit_game", ["pocket_tactics"], indirect=True)
def test_magie_gets_no_discount(make_scenario):
    """The Mage Rouge (Magie 2 3) beside the Ranger (Magie 0 2): Éternel does not apply to Magie."""
    m = make_scenario({"cases": {"0,0": "Village", "0,1": "Village"},
                       "unités": {"0,1": "Mage Rouge", "0,0": "Ranger Maudit"}})
    m.apply(next(a for a in m.legal_actions() if a.label.startswith("attaque distante (Magie)")))
    m.apply(Dice((5, 6)))                      # the Mage's attack dice
    m.apply(Dice((1, 1, 1)))                   # his defence dice (the Ranger has no attack dice)
    assert probability(m, ranger_capture, until=FinDeTour) == chance_de_battre((5, 6), 2) == Fraction(11, 12)
