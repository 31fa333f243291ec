"""The OpenSpiel peers the benchmark measures rulekit against, in the same run.

- « course de dés » written as an OpenSpiel Python game (the toy's rules: roll a die or
  stop, first to 20 wins, a draw after 60 decisions), the way OpenSpiel's own Python games
  are written (``open_spiel/python/games``);
- OpenSpiel's Python tic-tac-toe (``python_tic_tac_toe``);
- OpenSpiel's C++ backgammon, through pyspiel.

Each is played by uniform random play (chance by its probabilities), as rulekit's games are.
"""

from __future__ import annotations

import random
import time

TARGET = 20
MAX_DECISIONS = 60
ROLL, STOP = 0, 1


def _register_dice_race():
    import pyspiel

    game_type = pyspiel.GameType(
        short_name="python_course_de_des",
        long_name="Python Course de dés",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=False,
        provides_observation_tensor=False,
        parameter_specification={})
    game_info = pyspiel.GameInfo(num_distinct_actions=2, max_chance_outcomes=6, num_players=2,
                                 min_utility=-1.0, max_utility=1.0, utility_sum=0.0,
                                 max_game_length=2 * MAX_DECISIONS)

    class DiceRaceGame(pyspiel.Game):
        def __init__(self, params=None):
            super().__init__(game_type, game_info, params or {})

        def new_initial_state(self):
            return DiceRaceState(self)

    class DiceRaceState(pyspiel.State):
        def __init__(self, game):
            super().__init__(game)
            self.scores = [0, 0]
            self.decisions = 0
            self.player = 0
            self.rolling = False
            self.winner = None
            self.over = False

        def current_player(self):
            if self.over:
                return pyspiel.PlayerId.TERMINAL
            return pyspiel.PlayerId.CHANCE if self.rolling else self.player

        def _legal_actions(self, player):
            return [ROLL, STOP]

        def chance_outcomes(self):
            return [(face, 1 / 6) for face in range(6)]

        def _apply_action(self, action):
            if self.rolling:
                self.scores[self.player] += action + 1
                self.rolling = False
            else:
                self.decisions += 1
                if action == ROLL:
                    self.rolling = True
                    return
            if self.scores[self.player] >= TARGET:
                self.winner, self.over = self.player, True
            elif self.decisions >= MAX_DECISIONS:
                self.over = True
            else:
                self.player = 1 - self.player

        def is_terminal(self):
            return self.over

        def returns(self):
            if self.winner is None:
                return [0.0, 0.0]
            return [1.0 if p == self.winner else -1.0 for p in (0, 1)]

        def __str__(self):
            return f"{self.scores}"

    pyspiel.register_game(game_type, DiceRaceGame)


def _load(name: str):
    import pyspiel

    if name == "python_course_de_des" and name not in pyspiel.registered_names():
        _register_dice_race()
    if name == "python_tic_tac_toe":
        import open_spiel.python.games  # noqa: F401  (registers OpenSpiel's Python games)
    return pyspiel.load_game(name)


#: (label, OpenSpiel game name) of the peers.
PEERS = (("OpenSpiel Python dice race", "python_course_de_des"),
         ("OpenSpiel Python tic-tac-toe", "python_tic_tac_toe"),
         ("OpenSpiel C++ backgammon", "backgammon"))


def random_play(name: str, seconds: float) -> tuple[float, float]:
    """Uniform random play of the OpenSpiel game ``name`` for about ``seconds`` of processor
    time: (matches per second, steps per second), a step being an action or a chance outcome."""
    game = _load(name)
    rng = random.Random(0)
    steps = matches = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        matches += 1
    elapsed = time.process_time() - start
    return matches / elapsed, steps / elapsed
