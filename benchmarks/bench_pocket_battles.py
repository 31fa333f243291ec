"""Pocket Battles: random-play speed, the two armies' balance at equal size, exact odds.

`python benchmarks/bench_pocket_battles.py [--matches N]`

Random agents that never concede play N matches per battle size in each seat;
it prints steps per second (processor time) and the Roman win rate with its 95% interval (the
troop values are a reconstruction: see seeds/POCKET_BATTLES_TROOPS.md). Then the exact odds of
an attack with rerolls, by classes of faces (``odds.distribution``) and by the enumeration of
every roll (``odds.enumeration``), which must give the same Fractions.
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
        start = time.process_time()
        for seat, factions in enumerate(("romains,celtes", "celtes,romains")):
            for seed in range(args.matches):
                match, n = play(game, seed, size=size, factions=factions)
                steps += n
                total += 1
                rounds.append(match.manche)
                wins += match.winner == seat  # the Roman player's index is `seat`
        elapsed = time.process_time() - start
        p = wins / total
        half = 1.96 * math.sqrt(p * (1 - p) / total)
        print(f"  size {size:3d}: {steps / elapsed:8,.0f} steps/s, {total} matches, "
              f"mean {sum(rounds) / len(rounds):.1f} rounds, Romans win {p:.3f} ± {half:.3f}")
    odds_avec_relances()


def odds_avec_relances() -> None:
    from rulekit.dsl import RelanceAccordee
    from rulekit_games.pocket_battles import odds

    tous = [RelanceAccordee("soi", "tous", True, 1)]
    un_de = [RelanceAccordee("soi", "tous", False, 2)]
    print("exact odds with rerolls (ms): classes of faces / every roll")
    for faces, des, relances, dit in (((4, 5), 6, tous, "--combat \"4 5\" --dice 6 --reroll-all"),
                                      ((3, 3, 4, 4, 5), 4, un_de, "--combat \"3 3 4 4 5\" --dice 4 --reroll-die 2")):
        odds._lancer.cache_clear()
        t = time.process_time()
        vite = odds.distribution(faces, des, 0, relances)
        t_vite = (time.process_time() - t) * 1000
        t = time.process_time()
        tout = odds.enumeration(faces, des, 0, relances)
        t_tout = (time.process_time() - t) * 1000
        assert vite == tout
        print(f"  {dit:50} {t_vite:7.2f} / {t_tout:7.2f}")


if __name__ == "__main__":
    main()
