"""Pocket Battles: random-play speed and the two armies' balance at equal size.

`python benchmarks/bench_pocket_battles.py [--matches N]`

Random agents that never concede play N matches per battle size in each seat;
it prints steps per second and the Roman win rate with its 95% interval (the
troop values are a reconstruction: see seeds/POCKET_BATTLES_TROOPS.md).
"""

from __future__ import annotations

import argparse
import math
import random
import time

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample


def play(game, seed: int, **options):
    rng = random.Random(seed)
    match = game.new_match(seed=seed, **options)
    steps = 0
    while not match.is_over:
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
        else:
            match.apply(rng.choice([a for a in match.legal_actions() if getattr(a, "quoi", "") != "céder"]))
        steps += 1
    return match, steps


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=50)
    args = parser.parse_args(argv)
    game = rulekit.load_game("pocket_battles")
    play(game, 0)  # build the grammar and compile the characteristics once
    print("pocket_battles: random agents that never concede")
    for size in (60, 80, 100):
        wins = total = steps = 0
        rounds = []
        start = time.perf_counter()
        for seat, factions in enumerate(("romains,celtes", "celtes,romains")):
            for seed in range(args.matches):
                match, n = play(game, seed, size=size, factions=factions)
                steps += n
                total += 1
                rounds.append(match.manche)
                wins += match.winner == seat  # the Roman player's index is `seat`
        elapsed = time.perf_counter() - start
        p = wins / total
        half = 1.96 * math.sqrt(p * (1 - p) / total)
        print(f"  size {size:3d}: {steps / elapsed:8,.0f} steps/s, {total} matches, "
              f"mean {sum(rounds) / len(rounds):.1f} rounds, Romans win {p:.3f} ± {half:.3f}")


if __name__ == "__main__":
    main()
