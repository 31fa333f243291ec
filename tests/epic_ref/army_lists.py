"""What the army-list tests share: random matches of a list against both shipped armies, played to the end."""

from __future__ import annotations

import random

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample


def played(path, seeds: int = 8):
    """Random matches of the army list at ``path`` against the shipped armies in turn (seed 0 against
    space_marines, 1 against orks, …), each played to its end."""
    game = rulekit.load_game("epic_ref")
    for seed in range(seeds):
        other = ("space_marines", "orks")[seed % 2]
        match = game.new_match(seed=seed, factions=f"{path},{other}")
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(sample(match.chance_outcomes(), rng) if match.current_player is CHANCE
                        else rng.choice(match.legal_actions()))
        yield match
