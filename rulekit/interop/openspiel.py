"""Every installed rulekit game as an OpenSpiel Python game, ``rulekit_<name>``.

    import pyspiel, rulekit.interop.openspiel
    game = pyspiel.load_game("rulekit_pocket_tactics")        # or with {"seed": 3, ...}

Importing this module registers every game of ``rulekit.games()``; ``register()``
registers games installed later (the test suite's toy game) and returns their
OpenSpiel names.

Action ids. A rulekit action is a record with a French label, unique among the
legal actions of a state, but the set of all actions of a game is not known in
advance (it depends on the board, the armies and the abilities in play). So the
id of a legal action is its rank among the state's legal actions sorted by
label: ids are ``0 .. k-1``, sorted, and their strings (the labels) are unique.
An id means "the i-th legal action in label order *of this state*", the same
convention as a policy over a legal-action mask; it is stable (the same state
always gives the same ids, in any process) but does not name the same move in
two different states. Chance outcomes are numbered in the order the game lists
them (sorted dice tuples for a roll), with their exact probabilities as floats.

Sizes. OpenSpiel needs fixed bounds: ``num_distinct_actions`` is the most legal
actions of one decision, ``max_chance_outcomes`` the most outcomes of one chance
node, ``max_game_length`` the most decisions of one match. A game declares
them through the ``rulekit_limits`` hook; ``rulekit.plugins.DEFAULT_LIMITS``
applies otherwise. A state that exceeds them raises ``LimitExceeded`` (a
``RulekitError``) instead of producing an id out of range.

Game parameters: ``seed`` (default 0) is the match seed, and every game option
whose default is a bool, int, float, str or list of str is a parameter of the same
name, texts encoded so that ``pyspiel.load_game(str(game))`` gives the same game
(``factions=space_marines+orks``; :mod:`rulekit.interop.parameters`).
Returns are the match's (+1 win, -1 loss, 0 draw); utility is zero-sum for two
players.

Observations. ``make_py_observer`` gives OpenSpiel's observation and information
state strings and tensors, built from ``match.observation(player)`` alone
(:mod:`rulekit.interop.vector`): the tensor is who observes, who acts and the
observation's scalars, a fixed size per game; the string is who observes, who acts
and the observation as canonical JSON. A game of perfect information also has an
information state: its string is the observation string followed by the history of
ids, its tensor the observation tensor (the position is all a player of a
perfect-information game needs). A game of imperfect information
(``IMPERFECT_INFORMATION``) has an information state string made of what that player
has seen and done, never of the history of ids (the other player's ids would tell
their hidden choices): the observation string, then the match's log as that player
reads it (``match.log(player)``: what they learnt of each event, in order), then the
ids of that player's own actions. It has no information state tensor (a fixed-size
vector of a whole log would be cut).

Serialization (``state.serialize()``, ``pyspiel.serialize_game_and_state``,
pickle) stores the match as its rulekit save (``rulekit.dumps``), which loads in
any process.
"""

from __future__ import annotations

import numpy as np
import pyspiel

from .. import plugins
from ..chance import outcomes_of, probabilities
from ..errors import NotPlayable, RulekitError
from ..match import share_choices
from ..save import dumps, loads
from . import parameters, vector
from .ids import by_label

PREFIX = "rulekit_"
_TERMINAL, _CHANCE = pyspiel.PlayerId.TERMINAL, pyspiel.PlayerId.CHANCE
_registered: dict[str, str] = {}


class LimitExceeded(RulekitError):
    """A state has more actions, outcomes or decisions than the game's declared limits."""


def _game_type(game) -> pyspiel.GameType:
    players = game.match_class.num_players
    perfect = game.information == "perfect"
    return pyspiel.GameType(
        short_name=PREFIX + game.name,
        long_name=f"rulekit: {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.PERFECT_INFORMATION if perfect
                     else pyspiel.GameType.Information.IMPERFECT_INFORMATION),
        utility=(pyspiel.GameType.Utility.ZERO_SUM if players == 2 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players,
        min_num_players=players,
        provides_information_state_string=True,
        provides_information_state_tensor=perfect,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"seed": 0, **parameters.specification(game.options)},
    )


def _game_info(game, bounds) -> pyspiel.GameInfo:
    players = game.match_class.num_players
    return pyspiel.GameInfo(
        num_distinct_actions=bounds["max_actions"],
        max_chance_outcomes=bounds["max_chance_outcomes"],
        num_players=players,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0 if players == 2 else None,
        max_game_length=bounds["max_game_length"],
    )


class RulekitGame(pyspiel.Game):
    """An OpenSpiel game around one rulekit game (one subclass per game, see ``register``)."""

    rulekit_game = None

    def __init__(self, params=None):
        game = self.rulekit_game
        self.bounds = plugins.limits(game.name)
        self.options, params = parameters.read(game.options, dict(params or {}))
        super().__init__(_game_type(game), _game_info(game, self.bounds), params)
        self.seed = int(self.get_parameters().get("seed", 0))

    def new_initial_state(self):
        return RulekitState(self, self.rulekit_game.new_match(seed=self.seed, **self.options))

    def make_py_observer(self, iig_obs_type=None, params=None):
        """OpenSpiel's Python observer: the information state if ``iig_obs_type`` asks for
        perfect recall, else the observation (see the module's docstring)."""
        if params:
            raise ValueError(f"rulekit observers take no parameters, got {params}")
        history = iig_obs_type is not None and iig_obs_type.perfect_recall
        if self.rulekit_game.information != "perfect":
            if iig_obs_type is not None and (
                    iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info):
                raise ValueError(f"{self.rulekit_game.name}: only each player's own observation is available")
        return Observer(self.rulekit_game, history)


class Observer:
    """An OpenSpiel Python observer reading ``match.observation(player)`` only.

    ``tensor`` is the flat float32 vector, ``dict`` its three named views
    (``observer``, ``to_act``, ``observation``); ``string_from`` the text, and with
    ``history`` the information state: in a perfect-information game the history of ids,
    in an imperfect-information game what that player has seen and done (the module's
    docstring).
    """

    def __init__(self, game, history: bool):
        self.size = vector.size(game.name)
        self.history = history
        self.perfect = game.information == "perfect"
        players = game.match_class.num_players
        shapes = {"observer": players, "to_act": players + 1, "observation": self.size}
        self.tensor = np.zeros(sum(shapes.values()), np.float32)
        self.dict, start = {}, 0
        for name, n in shapes.items():
            self.dict[name] = self.tensor[start:start + n]
            start += n

    def set_from(self, state, player):
        for name, values in vector.pieces(state.match, player, self.size).items():
            self.dict[name][:] = values

    def string_from(self, state, player):
        text = vector.describe(state.match, player)
        if self.history and self.perfect:
            text += "\nhistory " + " ".join(str(a) for a in state.history())
        elif self.history:
            seen = "\n".join(state.match.log(player))
            own = " ".join(str(a.action) for a in state.full_history() if a.player == player)
            text += f"\nseen\n{seen}\nplayed {own}"
        return text


class _Held:
    """The match of a state and the choices behind its ids, remembered with the position they
    were read from (:meth:`RulekitState.choices`). OpenSpiel copies a Python state's attributes with
    ``copy.deepcopy`` (``clone``) and serializes them with pickle: a copy is ``match.clone()``,
    sharing the choices; a pickle is the match's rulekit save."""

    def __init__(self, match, memo=None, choices=None, player=None, found=None):
        self.match = match
        self.memo, self.choices, self.player, self.found = memo, choices, player, found

    def __deepcopy__(self, memo):
        match = self.match.clone()
        if not _known(self):
            return _Held(match)  # the copy works out its own
        share_choices(match, self.memo)  # the same position: the same choices, sorted once
        return _Held(match, self.memo, self.choices, self.player, self.found)

    def __reduce__(self):
        return _from_save, (dumps(self.match),)


def _known(held: _Held) -> bool:
    """Whether what ``held`` keeps was read from its match's position as it is now: from the memo
    of legal choices the match still holds and that still holds (the test of ``Match._choices``:
    the same step on top, the same count of steps). The match forgets its memo whenever it
    moves, so one identity test answers OpenSpiel's many questions of one position."""
    match = held.match
    memo = getattr(match, "_memo", None)
    if memo is None or memo is not held.memo:
        return False
    stack = match.stack
    return memo[0] is (stack[-1] if stack and not match.over else None) and memo[1] == match.steps


def _from_save(text: str) -> _Held:
    return _Held(loads(text))


class RulekitState(pyspiel.State):
    """An OpenSpiel state holding a rulekit match; ids as in the module's docstring."""

    def __init__(self, game, match):
        super().__init__(game)
        self._held = _Held(match)
        self.bounds = game.bounds
        self.decisions = 0

    @property
    def match(self):
        return self._held.match

    # --- who acts and what may be done ----------------------------------
    def current_player(self):
        held = self._held
        return held.player if _known(held) else self._sync().player

    def choices(self) -> list:
        """The records behind ids ``0..k-1``: sorted legal actions, or the chance outcomes. They
        are worked out once per position: again as soon as the match takes a step or another
        step is on top, even when it was moved on directly (``state.match.apply``)."""
        return self._sync().choices

    def _sync(self) -> "_Held":
        """The held match with what its position gives OpenSpiel (who acts, the choices behind the
        ids), worked out once per position. The match remembers its own legal choices until it
        moves (``Match._choices``, which also notices a step put on top by hand); what is held here
        is kept with the match's memo it was read from, so that the same memo (the same object)
        means the same position, and OpenSpiel's many questions of one position (who acts, at
        every call) cost one identity test."""
        held = self._held
        if _known(held):
            return held
        match = held.match
        chance, found = match._choices()  # the match's own, shared until it moves: never changed here
        if match.over:
            choices, player = (), _TERMINAL
        elif chance:
            choices, player = outcomes_of(found), _CHANCE
            self._check(len(choices), "max_chance_outcomes", "outcomes at one chance node")
        else:
            choices, player = by_label(found), int(match.current_player)
            self._check(len(choices), "max_actions", "legal actions at one decision")
        held.memo, held.choices, held.player, held.found = match._memo, choices, player, found
        return held

    def _check(self, n: int, key: str, what: str) -> None:
        if n > self.bounds[key]:
            raise LimitExceeded(
                f"{self.match.game}: {n} {what}, more than its {key}={self.bounds[key]} "
                "(declare a larger one through the rulekit_limits hook)"
            )

    def _legal_actions(self, player):
        held = self._sync()
        if held.player is _CHANCE or held.player is _TERMINAL or player != held.player:
            return []
        return list(range(len(held.choices)))

    # Asked from Python, these two answer here, as pyspiel's own would (``tests/interop``
    # compares them at every step of random matches): pyspiel's would ask ``current_player``
    # back through its C++, the most of a random playout's cost in the adapter after the game's.
    def is_chance_node(self):
        return self.current_player() is _CHANCE

    def legal_actions(self, player=None):
        """The ids of the legal actions of ``player`` (by default, of whoever acts: at a chance
        node, the ids of its outcomes)."""
        if player is not None:
            return super().legal_actions(player)
        held = self._sync()
        if held.player is _TERMINAL:
            return []
        return list(range(len(held.choices)))

    def chance_outcomes(self):
        held = self._sync()
        return list(enumerate(probabilities(held.found))) if held.player is _CHANCE else []

    def _apply_action(self, action):
        held = self._sync()
        choice = held.choices[action]
        if held.player is not _CHANCE:
            self.decisions += 1
            self._check(self.decisions, "max_game_length", "decisions in one match")
        held.match.apply(choice)

    def _action_to_string(self, player, action):
        choices = self.choices()
        if 0 <= action < len(choices):
            label = choices[action].label
            if player == pyspiel.PlayerId.CHANCE:
                return f"{action}: {label}"  # outcome labels need not be unique
            return label
        return f"action {action}"

    # --- the end ------------------------------------------------------------
    def is_terminal(self):
        return self._held.match.over

    def returns(self):
        return [float(r) for r in self.match.returns()]

    def __str__(self):
        top = self.match.top
        where = "fin" if self.match.is_over else type(top).__name__
        return f"{self.match.render_text()}\n[{where}] {len(self.match.events)} événements"


class HeuristicEvaluator:
    """An evaluator for OpenSpiel's Python MCTS bot that scores leaves as our MCTS does.

    ``open_spiel.python.algorithms.mcts.MCTSBot(game, uct_c, n, HeuristicEvaluator())``:
    a leaf is worth the rulekit game's heuristic after its chance nodes are drawn up
    to the next decision (its returns if the match is over); the prior is uniform.
    Random rollouts to the end of a wargame are long; this keeps the bot usable.
    """

    def __init__(self, seed: int = 0):
        import random

        self.rng = random.Random(seed)

    def evaluate(self, state):
        import numpy as np

        from ..agents.evaluation import heuristic_of, resolve_chance, values

        match = state.match.clone()
        resolve_chance(match, self.rng)
        return np.array(values(match, heuristic_of(match)))

    def prior(self, state):
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions()
        return [(a, 1.0 / len(actions)) for a in actions]


def register() -> list[str]:
    """Register every installed playable rulekit game not yet known to OpenSpiel; their names.

    A vocabulary-only plugin (``Game.playable`` False) has no match, so no OpenSpiel game.
    """
    for name, game in plugins.games().items():
        if _registered.get(name) is not None or not game.playable:
            continue
        cls = type(f"RulekitGame_{name}", (RulekitGame,), {"rulekit_game": game})
        pyspiel.register_game(_game_type(game), cls)
        _registered[name] = PREFIX + name
    return sorted(_registered.values())


def load(name: str, **params):
    """``pyspiel.load_game("rulekit_<name>", params)`` after registering installed games."""
    register()
    if not plugins.load_game(name).playable:
        raise NotPlayable(f"{name}: vocabulary-only plugin, there is no match to play")
    return pyspiel.load_game(PREFIX + name, params)


register()
