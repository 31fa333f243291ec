"""Benchmarks: `python benchmarks/run.py [--seconds S] [--only NAME] [--all]`.

Prints, in one run on one core, the figures of issue 23 and their ratios to peers measured in
the same run. Times are this process's processor time, so that the others' work on a shared
machine counts as little as it can; the start-up's is given as wall time too.

- start-up: `rulekit games` in a new process;
- random play of the toy game and every installed game: matches and steps (decisions plus
  chance outcomes) per second, after a first match that reads the faction files (its time is
  printed apart), each game's steps/s as a ratio to OpenSpiel's Python dice race,
  Python tic-tac-toe and C++ backgammon (:mod:`peers`);
- exact odds: the time of `rulekit odds` questions answered in process (each asked once, after
  another question of the same game has loaded its modules and faction files), and icepool's
  time for the same question where icepool answers it;
- MCTS: time per move at the default budget on one position, with its own log and with the same
  log made 30,000 events longer (history, not position: the time should not change).

``--all`` then runs every other ``benchmarks/bench_*.py`` (each prints its own figures).
"""

from __future__ import annotations

import argparse
import importlib.util
import pathlib
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing import course_de_des

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import peers  # noqa: E402  (benchmarks/peers.py, next to this file)


def startup(rounds: int = 5) -> tuple[float, float]:
    """Medians of the wall time and of the processor time of `rulekit games` in a new process."""
    exe = shutil.which("rulekit", path=str(pathlib.Path(sys.executable).parent)) or shutil.which("rulekit")
    walls, cpus = [], []
    for _ in range(rounds):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run([exe, "games"], check=True, capture_output=True)
        walls.append(time.perf_counter() - t)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def random_match(game, seed: int) -> int:
    """One random match through the public API; its number of steps."""
    rng = random.Random(seed)
    match = game.new_match(seed=seed)
    steps = 0
    while not match.is_over:
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
        else:
            match.apply(rng.choice(match.legal_actions()))
        steps += 1
    return steps


def first_match(game) -> float:
    """Seconds of processor time of a game's first match in this process: it reads and compiles
    the faction files (cached afterwards), which :func:`random_play` leaves out."""
    start = time.process_time()
    random_match(game, -1)
    return time.process_time() - start


def random_play(game, seconds: float = 2.0) -> tuple[float, float]:
    """Random play through the public API, match after match, for about ``seconds`` of this
    process's processor time (others' work on the machine does not count), after a first
    match (:func:`first_match`): (matches per second, steps per second)."""
    steps = matches = 0
    seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        steps += random_match(game, seed)
        matches += 1
        seed += 1
    elapsed = time.process_time() - start
    return matches / elapsed, steps / elapsed


#: (game, `rulekit odds` arguments, the icepool question that answers the same: "assault",
#: "barrage", "pool" or None).
ODDS = (
    ("epic_ref", ["barrage", "--points", "18"], "barrage"),
    ("epic_ref", ["barrage", "--points", "6", "--cover"], None),
    ("epic_ref", ["assault", "--pertes", "2", "1"], "assault"),
    ("pocket_battles", ["--combat", "3 3 4 4 5", "--dice", "4"], "pool"),
    ("pocket_battles", ["--combat", "4 5", "--dice", "6", "--reroll-all"], None),
    ("pocket_tactics", ["Archer", "Druide", "--mode", "distance"], None),
    ("pocket_tactics", ["Épéiste", "Homme-Bête Juggernaut", "--mode", "mêlée", "--terrain", "Forêt",
                        "--attacker-rerolls", "2", "--defender-rerolls", "2"], None),
)


#: A question per game asked first, untimed: its modules and faction files are then loaded.
WARM_UP = {"epic_ref": ["assault"], "pocket_battles": ["--combat", "4", "--dice", "1"],
           "pocket_tactics": ["Lancier", "Druide", "--mode", "mêlée"]}


def odds_ms(game: str, args: list[str]) -> float:
    from click.testing import CliRunner

    from rulekit.cli import main as cli

    runner = CliRunner()
    runner.invoke(cli, ["odds", game, *WARM_UP.get(game, ["--help"])])
    t = time.process_time()
    result = runner.invoke(cli, ["odds", game, *args, "--json"])
    elapsed = (time.process_time() - t) * 1000
    if result.exit_code != 0:
        raise SystemExit(f"rulekit odds {game} {' '.join(args)} failed:\n{result.output}")
    return elapsed


def icepool_ms(game: str, args: list[str], question: str | None) -> float | None:
    """icepool's time for the same question, or None where icepool does not answer it."""
    import icepool

    if question is None:
        return None
    t = time.process_time()
    if question == "pool":  # Pocket Battles: a die scores a hit per printed die showing its value
        faces = [int(x) for x in args[args.index("--combat") + 1].split()]
        n = int(args[args.index("--dice") + 1])
        (n @ icepool.Die([faces.count(f) for f in range(1, 7)])).probabilities()
    elif question == "barrage":  # Epic barrage: hits and units lost, one die per unit then its save
        from rulekit_games.epic_ref import odds_barrage as ob
        from rulekit_games.epic_ref.tir import feu_croise, salves, touche

        # the game's numbers, read before the clock starts: the to-hit roll, the save's failure
        m, cible = ob.match_barrage(int(args[args.index("--points") + 1]), "--cover" in args, 6, 4)
        s = salves(m, ob.TIREUR, cible, 0)[0][0]
        fails_on = ob.echec(touche(m, cible, s.unites[0], s, feu_croise(m, ob.TIREUR, cible))) * 6
        t = time.process_time()
        hit = icepool.d6 >= s.seuil
        lost = hit & (icepool.d6 <= fails_on)
        (len(s.unites) @ hit).probabilities(), (len(s.unites) @ lost).probabilities()
    else:  # Epic assault: the result roll, 2D6 and its modifiers on each side
        from rulekit_games.epic_ref.assaut import modificateurs

        p = [int(x) for x in args[args.index("--pertes") + 1:][:2]]
        a, d = modificateurs(p[0], 4, 4, 0, 0, False), modificateurs(p[1], 4, 4, 0, 0, False)
        d6 = icepool.d6
        ((2 @ d6 + a) - (2 @ d6 + d)).probabilities()
    return (time.process_time() - t) * 1000


def mcts_per_move(game, longer_by: int = 30_000, moves: int = 3, rounds: int = 3) -> tuple[float, float, int]:
    """MCTS time per move (ms) on decision positions of a random match, with their own log and
    with the log made ``longer_by`` events longer (the best of ``rounds``, taken in turn):
    (short ms, long ms, events in the short log)."""
    from rulekit.agents import MCTSAgent

    rng, m = random.Random(1), game.new_match(seed=1)
    positions = []
    while not m.is_over and len(positions) < moves:
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            if len(m.legal_actions()) > 1 and len(m.events) >= 20:
                positions.append(m.clone())
            m.apply(rng.choice(m.legal_actions()))
    longer = []
    for p in positions:
        q = p.clone()
        padding = list(q.events)
        q.events = (padding * (longer_by // len(padding) + 1))[:longer_by] + list(q.events)
        longer.append(q)

    def timed(states):
        agent = MCTSAgent(seed=0)
        t = time.process_time()
        for s in states:
            agent.search(s)
        return (time.process_time() - t) / len(states) * 1000

    short, long_ = [], []
    for _ in range(rounds):
        short.append(timed(positions))
        long_.append(timed(longer))
    return min(short), min(long_), sum(len(p.events) for p in positions) // len(positions)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--only", default=None, help="run only this game's random play")
    parser.add_argument("--all", action="store_true", help="then run every benchmarks/bench_*.py")
    args = parser.parse_args(argv)
    course_de_des.register()
    games = {n: g for n, g in rulekit.games().items() if getattr(g, "playable", True)}
    if args.only:
        games = {args.only: games[args.only]}
    else:
        wall, cpu = startup()
        print(f"start-up: `rulekit games` {wall:.3f} s ({cpu:.3f} s of processor time; target ≤ 0.15 s)")

    print("\nrandom play, one core (steps: decisions + chance outcomes):")
    peer_rates = {}
    for label, name in peers.PEERS:
        matches, steps = peers.random_play(name, args.seconds)
        peer_rates[label] = steps
        print(f"  {label:32} {matches:10,.1f} matches/s {steps:10,.0f} steps/s")
    heads = "".join(f" {'× ' + label.split(maxsplit=2)[-1]:>22}" for label, _ in peers.PEERS)
    print(f"  {'game':16} {'matches/s':>10} {'steps/match':>12} {'steps/s':>10}{heads}")
    loads = {}
    for name, game in games.items():
        loads[name] = first_match(game)
        matches, steps = random_play(game, args.seconds)
        ratios = "".join(f" {steps / peer_rates[label]:22.2f}" for label, _ in peers.PEERS)
        print(f"  {name:16} {matches:10,.1f} {steps / matches:12,.0f} {steps:10,.0f}{ratios}")
    print("  (after each game's first match, which reads its faction files: "
          + ", ".join(f"{n} {t:.2f} s" for n, t in loads.items()) + ")")
    if args.only:
        return

    print("\nexact odds, in process (each asked once, after a first question of its game; ms; target ≤ 10 ms):")
    try:
        import icepool  # noqa: F401
    except ImportError:
        icepool_here = False
        print("  (icepool not installed: `pip install -e '.[bench]'` to compare)")
    else:
        icepool_here = True
    for game, odds_args, question in ODDS:
        if game not in games:
            continue
        ours = odds_ms(game, odds_args)
        theirs = icepool_ms(game, odds_args, question) if icepool_here else None
        versus = f"   icepool {theirs:7.2f} ms (× {ours / theirs:.1f})" if theirs else ""
        print(f"  {game} {' '.join(odds_args):58} {ours:8.1f} ms{versus}")

    print("\nMCTS, default budget, ms per move: own log / log 30,000 events longer (flat: ratio ≈ 1):")
    for name, game in games.items():
        short, longer, events = mcts_per_move(game)
        print(f"  {name:16} {short:8.1f} ms ({events} events) {longer:8.1f} ms   × {longer / short:.2f}")

    if args.all:
        for path in sorted(HERE.glob("bench_*.py")):
            spec = importlib.util.spec_from_file_location(path.stem, path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            print(f"\n{path.name}:")
            sys.stdout.flush()
            sys.argv = [str(path)]  # each bench parses its own (empty) command line
            module.main()


if __name__ == "__main__":
    main()
