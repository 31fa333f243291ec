"""Pocket-Tactics figures: whole random matches per second, exact odds, save round-trips.

Run alone (`python benchmarks/bench_pocket_tactics.py`) or through `benchmarks/run.py`
(which also prints the game's random-play steps per second).
"""

from __future__ import annotations

import random
import time

import rulekit
from rulekit_games.pocket_tactics import odds


def _timed(fn, repeat: int) -> float:
    start = time.perf_counter()
    for i in range(repeat):
        fn(i)
    return (time.perf_counter() - start) / repeat


def main() -> None:
    game = rulekit.load_game("pocket_tactics")
    turns = []

    def play(i):
        m = game.new_match(seed=i).play_random(random.Random(i))
        turns.append(m.turn)

    t = _timed(play, 30)
    print(f"  random match (to the end or {game.options['max_turns']} turns): {t * 1000:7.1f} ms "
          f"(mean {sum(turns) / len(turns):.0f} turns)")
    cases = [("Archer", "Druide", "Distance", None, 0, 0),
             ("Épéiste", "Homme-Bête Juggernaut", "Mêlée", "Forêt", 2, 2),
             ("Mage Rouge", "Cercle du Druide", "Magie", "Champs", 1, 3)]
    for a, d, mode, terrain, n_a, n_d in cases:
        odds.beats_cached.cache_clear()
        t = _timed(lambda i: odds.exact_odds(a, d, mode, terrain, n_a, n_d), 1)
        slow = _timed(lambda i: odds.enumerated_odds(a, d, mode, terrain, n_a, n_d), 1)
        print(f"  exact odds {a} contre {d} ({mode}, relances {n_a}/{n_d}): {t * 1000:7.1f} ms "
              f"(every result enumerated: {slow * 1000:.1f} ms)")
    m = game.new_match(seed=1)
    rng = random.Random(1)
    for _ in range(300):
        if m.is_over:
            break
        m.apply(rulekit.chance.sample(m.chance_outcomes(), rng) if m.current_player is rulekit.CHANCE
                else rng.choice(m.legal_actions()))
    t = _timed(lambda i: rulekit.loads(rulekit.dumps(m)), 20)
    print(f"  dumps + loads mid-match ({len(m.events)} events): {t * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
