"""`rulekit balance` throughput: matches per second with 1 and 2 worker processes and on a local
Ray (2 CPUs), the same report each time (checked), and the ratios to one worker.

Run alone (`python benchmarks/bench_balance.py [GAME] [-n N]`) or through `benchmarks/run.py --all`.
Ray's start-up is timed apart from the matches (it is paid once per command); the pool's
worker processes start (and import the games) in each run, as they do in each command. Without Ray
installed (`pip install 'rulekit[ray]'`) its line says so.
"""

from __future__ import annotations

import argparse
import time

from rulekit.balance import balance


def _timed(**kwargs):
    start = time.perf_counter()
    result = balance(**kwargs)
    return time.perf_counter() - start, result


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="pocket_tactics")
    parser.add_argument("-n", type=int, default=20, help="matches per seat (2N in all)")
    args = parser.parse_args(argv)
    common = dict(game_name=args.game, n=args.n, seed=0)
    matches = 2 * args.n
    print(f"  balance {args.game}, {matches} random matches:")
    balance(args.game, 1)  # this process's imports and faction files read once, as Ray's warm workers have them
    one, reference = _timed(**common, workers=1)
    print(f"    1 worker : {one:6.2f} s, {matches / one:6.1f} matches/s")
    two, result = _timed(**common, workers=2)
    assert result == reference, "2 workers gave another report"
    print(f"    2 workers: {two:6.2f} s, {matches / two:6.1f} matches/s, ×{one / two:.2f} of 1 worker")
    try:
        import ray
    except ImportError:
        print("    Ray: not installed (pip install 'rulekit[ray]')")
        return
    start = time.perf_counter()
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR",
             configure_logging=False)
    up = time.perf_counter() - start
    try:
        on_ray, result = _timed(**common, backend="ray")
        assert result == reference, "Ray gave another report"
        again, _ = _timed(**common, backend="ray")  # workers warm (their imports done)
    finally:
        ray.shutdown()
    print(f"    Ray local (2 CPUs): start-up {up:.2f} s; first run {on_ray:6.2f} s, "
          f"{matches / on_ray:6.1f} matches/s, ×{one / on_ray:.2f}; warm {again:6.2f} s, "
          f"{matches / again:6.1f} matches/s, ×{one / again:.2f} of 1 worker")


if __name__ == "__main__":
    main()
