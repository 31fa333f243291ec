"""The `cession` option: conceding is an action by default and can be turned off for simulation."""

import random

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample


def first_action_labels(**options):
    match = rulekit.load_game("pocket_battles").new_match(seed=5, **options)
    rng = random.Random(5)
    while True:
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
            continue
        labels = [a.label for a in match.legal_actions()]
        if any("passer" in label for label in labels):
            return labels
        match.apply(rng.choice(match.legal_actions()))


def test_conceding_is_offered_by_default():
    assert "céder la bataille" in first_action_labels()


def test_conceding_can_be_turned_off():
    assert "céder la bataille" not in first_action_labels(cession=False)
