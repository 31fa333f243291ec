"""epic_ref: time per random match, cold load of the sheet, exact odds."""

from __future__ import annotations

import random
import time


def main() -> None:
    t = time.perf_counter()
    from rulekit_games.epic_ref.feuille import feuille

    feuille()
    print(f"epic_ref: sheet grammar built and every table parsed in {time.perf_counter() - t:.3f} s")
    import rulekit

    game = rulekit.load_game("epic_ref")
    n, worst = 50, 0.0
    t = time.perf_counter()
    for seed in range(n):
        t0 = time.perf_counter()
        game.new_match(seed=seed).play_random(random.Random(seed))
        worst = max(worst, time.perf_counter() - t0)
    print(f"epic_ref: {n} random matches, {(time.perf_counter() - t) / n * 1000:.0f} ms each, worst {worst * 1000:.0f} ms")
    from click.testing import CliRunner

    from rulekit.cli import main as cli

    for args in (["barrage", "--points", "18"], ["assault", "--pertes", "2", "1"]):
        t = time.perf_counter()
        CliRunner().invoke(cli, ["odds", "epic_ref", *args, "--json"])
        print(f"epic_ref: odds {' '.join(args)} in {time.perf_counter() - t:.2f} s")


if __name__ == "__main__":
    main()
