"""epic_ref: time per random match, cold load of the sheet, exact odds, clone and MCTS move."""

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
    clone_and_mcts(game)
    from click.testing import CliRunner

    from rulekit.cli import main as cli

    for args in (["barrage", "--points", "18"], ["assault", "--pertes", "2", "1"]):
        t = time.perf_counter()
        CliRunner().invoke(cli, ["odds", "epic_ref", *args, "--json"])
        print(f"epic_ref: odds {' '.join(args)} in {time.perf_counter() - t:.3f} s")
    from rulekit_games.epic_ref.odds_barrage import par_convolution, par_enumeration

    for methode in (par_convolution, par_enumeration):
        t = time.perf_counter()
        methode(18, False, 6, 4)
        print(f"epic_ref: barrage of 18 points {methode.__name__.replace('_', ' ')} in {(time.perf_counter() - t) * 1000:.1f} ms")


def clone_and_mcts(game, states: int = 8) -> None:
    """Time of ``Match.clone`` and of one MCTS move at the default budget, on decision
    states met along random matches (the search agents clone at every simulation)."""
    from rulekit import CHANCE
    from rulekit.agents import MCTSAgent
    from rulekit.agents.mcts import DEFAULT_SIMULATIONS
    from rulekit.chance import sample

    chosen = []
    for seed in range(2):
        rng, m = random.Random(seed), game.new_match(seed=seed)
        while not m.is_over and len(chosen) < states * (seed + 1):
            if m.current_player is CHANCE:
                m.apply(sample(m.chance_outcomes(), rng))
            else:
                if len(m.legal_actions()) > 1 and rng.random() < 0.3:
                    chosen.append(m.clone())
                m.apply(rng.choice(m.legal_actions()))
    t = time.perf_counter()
    for m in chosen:
        for _ in range(100):
            m.clone()
    clone_ms = (time.perf_counter() - t) / (100 * len(chosen)) * 1000
    agent = MCTSAgent(seed=0)
    t = time.perf_counter()
    for m in chosen:
        agent.search(m)
    move_ms = (time.perf_counter() - t) / len(chosen) * 1000
    print(f"epic_ref: clone {clone_ms:.3f} ms; MCTS ({DEFAULT_SIMULATIONS} simulations) {move_ms:.0f} ms per move "
          f"over {len(chosen)} decision states")


if __name__ == "__main__":
    main()
