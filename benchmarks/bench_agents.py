"""Agent benchmarks: MCTS simulations per second, and our MCTS against OpenSpiel's.

`python benchmarks/bench_agents.py [--matches M] [--simulations S] [--only GAME]`

For the toy game and every installed game it prints:

- our MCTS's simulations per second at its default budget, measured on the
  decisions of a random match;
- our MCTS against OpenSpiel's Python MCTS bot, both at the same simulation
  budget and with the same leaf evaluation (the game's heuristic after the dice
  fall: ``rulekit.interop.openspiel.HeuristicEvaluator``; random rollouts to the
  end of a wargame would dwarf everything else), M matches in each seat: mean
  time per move of each and the head-to-head result, side by side.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

import rulekit
from rulekit import CHANCE
from rulekit.agents import MCTSAgent
from rulekit.agents.mcts import DEFAULT_SIMULATIONS
from rulekit.chance import sample
from rulekit.testing import course_de_des


def decision_states(game, count: int, seed: int = 0) -> list:
    """Up to ``count`` decision states met along a random match."""
    rng = random.Random(seed)
    match = game.new_match(seed=seed)
    states = []
    while not match.is_over and len(states) < count:
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
        else:
            if len(match.legal_actions()) > 1:
                states.append(match.clone())
            match.apply(rng.choice(match.legal_actions()))
    return states


def simulations_per_second(game, simulations: int, states: int = 5) -> float:
    agent = MCTSAgent(seed=0, simulations=simulations)
    chosen = decision_states(game, states)
    start = time.perf_counter()
    for match in chosen:
        agent.search(match)
    elapsed = time.perf_counter() - start
    return simulations * len(chosen) / elapsed if chosen else float("nan")


def head_to_head(game, simulations: int, matches: int) -> dict:
    """Our MCTS against OpenSpiel's Python MCTS bot, ``matches`` in each seat."""
    import pyspiel
    from open_spiel.python.algorithms import mcts

    from rulekit.interop import openspiel as rk_openspiel

    rk_openspiel.register()
    os_game = pyspiel.load_game("rulekit_" + game.name)
    wins = draws = losses = 0
    ours_time = [0.0, 0]
    theirs_time = [0.0, 0]
    for seed in range(matches):
        for our_seat in (0, 1):
            rs = np.random.RandomState(seed)
            evaluator = rk_openspiel.HeuristicEvaluator(seed=seed)
            bot = mcts.MCTSBot(os_game, 2.0, simulations, evaluator, random_state=rs)
            ours = MCTSAgent(seed=seed, simulations=simulations)
            state = os_game.new_initial_state()
            rng = random.Random(seed)
            while not state.is_terminal():
                player = state.current_player()
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    r, acc, pick = rng.random(), 0.0, outcomes[-1][0]
                    for a, p in outcomes:
                        acc += p
                        if r < acc:
                            pick = a
                            break
                    state.apply_action(pick)
                elif player == our_seat:
                    t = time.perf_counter()
                    action = ours.step(state.match)
                    ours_time[0] += time.perf_counter() - t
                    ours_time[1] += 1
                    state.apply_action(state.choices().index(action))
                else:
                    t = time.perf_counter()
                    action = bot.step(state)
                    theirs_time[0] += time.perf_counter() - t
                    theirs_time[1] += 1
                    state.apply_action(action)
            ret = state.returns()[our_seat]
            wins += ret > 0
            losses += ret < 0
            draws += ret == 0
    return {
        "wins": wins, "draws": draws, "losses": losses,
        "ours_ms": 1000 * ours_time[0] / max(1, ours_time[1]),
        "theirs_ms": 1000 * theirs_time[0] / max(1, theirs_time[1]),
    }


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1, help="head-to-head matches in each seat")
    parser.add_argument("--simulations", type=int, default=DEFAULT_SIMULATIONS)
    parser.add_argument("--only", default=None)
    args = parser.parse_args(argv or [])
    course_de_des.register()
    games = {n: g for n, g in rulekit.games().items() if args.only in (None, n)}
    print(f"MCTS, {args.simulations} simulations per move (our default budget is {DEFAULT_SIMULATIONS}):")
    print(f"  {'game':16} {'sims/s':>9}   {'ours ms/move':>12} {'OpenSpiel ms/move':>17}   ours vs OpenSpiel (W-D-L)")
    for name, game in games.items():
        if not game.playable:
            print(f"  {name:16} (vocabulary only: no match to play)")
            continue
        rate = simulations_per_second(game, args.simulations)
        try:
            h = head_to_head(game, args.simulations, args.matches)
            versus = (f"{h['ours_ms']:12.1f} {h['theirs_ms']:17.1f}   "
                      f"{h['wins']}-{h['draws']}-{h['losses']} of {2 * args.matches}")
        except ImportError:
            versus = "   (open_spiel not installed: pip install 'rulekit[openspiel]')"
        print(f"  {name:16} {rate:9,.0f}   {versus}", flush=True)


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
