"""Benchmarks: `python benchmarks/run.py [--seconds S] [--only NAME]`.

Prints random-play steps per second (decisions plus chance steps) for the toy
game and every installed game, then runs every other ``benchmarks/bench_*.py``
(each has a ``main()`` that prints its own figures).
"""

from __future__ import annotations

import argparse
import importlib.util
import pathlib
import random
import sys
import time

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing import course_de_des


def steps_per_second(game, seconds: float = 2.0) -> tuple[float, int]:
    """Random play, match after match, for about ``seconds``; (steps/s, matches)."""
    steps = matches = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng = random.Random(seed)
        match = game.new_match(seed=seed)
        while not match.is_over:
            if match.current_player is CHANCE:
                match.apply(sample(match.chance_outcomes(), rng))
            else:
                match.apply(rng.choice(match.legal_actions()))
            steps += 1
        matches += 1
        seed += 1
    return steps / (time.perf_counter() - start), matches


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--only", default=None, help="run only this game's steps/s and no other bench")
    args = parser.parse_args(argv)
    course_de_des.register()
    print("random play, steps per second (decisions + chance steps), one core:")
    for name, game in rulekit.games().items():
        if args.only and name != args.only:
            continue
        if not getattr(game, "playable", True):  # a vocabulary-only plugin has no match
            continue
        rate, matches = steps_per_second(game, args.seconds)
        print(f"  {name:16} {rate:10,.0f} steps/s  ({matches} matches)")
    if args.only:
        return
    here = pathlib.Path(__file__).parent
    for path in sorted(here.glob("bench_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        print(f"\n{path.name}:")
        sys.stdout.flush()
        sys.argv = [str(path)]  # each bench parses its own (empty) command line
        module.main()


if __name__ == "__main__":
    main()
