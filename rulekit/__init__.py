"""rulekit: the rules of tabletop wargames as data.

The public API (see DESIGN.md): ``games``, ``load_game``, ``CHANCE``,
``IllegalAction``, ``dumps``, ``loads``, and the building blocks a game is made
of (``Match``, ``Game``, records, steps, abilities, plugin hooks).
"""

from .abilities import Ability, Modifier, Replacement, Trigger
from .chance import AUTO, CHANCE, dice_distribution
from .errors import (
    IllegalAction,
    OptionError,
    ResolutionError,
    RulekitError,
    SaveError,
    ScenarioError,
    UnknownFaction,
    UnknownGame,
)
from .game import Game
from .match import Match
from .plugins import games, hookimpl, load_game, register, unregister
from .records import Action, AutoStep, Dice, Event, Outcome, Record, Step
from .save import dumps, loads

__version__ = "0.1.0"

__all__ = [
    "AUTO", "Ability", "Action", "AutoStep", "CHANCE", "Dice", "Event", "Game", "IllegalAction",
    "Match", "Modifier", "OptionError", "Outcome", "Record", "Replacement", "ResolutionError", "RulekitError",
    "SaveError", "ScenarioError", "Step", "Trigger", "UnknownFaction", "UnknownGame", "dice_distribution",
    "dumps", "games", "hookimpl", "load_game", "loads", "register", "unregister",
]
