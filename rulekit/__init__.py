"""rulekit: the rules of tabletop wargames as data.

The public API (see DESIGN.md): ``games``, ``load_game``, ``CHANCE``,
``IllegalAction``, ``dumps``, ``loads``, and the building blocks a game is made
of (``Match``, ``Game``, records, steps, abilities, plugin hooks).
"""

# The names are imported when first used (PEP 562): ``rulekit games`` and the other commands that
# need no match start without loading the core they do not use.
_WHERE = {
    "Ability": "abilities", "Modifier": "abilities", "Replacement": "abilities", "Trigger": "abilities",
    "AUTO": "chance", "CHANCE": "chance", "dice_distribution": "chance",
    "IllegalAction": "errors", "OptionError": "errors", "ResolutionError": "errors", "RulekitError": "errors",
    "SaveError": "errors", "ScenarioError": "errors", "UnknownFaction": "errors", "UnknownGame": "errors",
    "Game": "game", "Match": "match",
    "games": "plugins", "hookimpl": "plugins", "load_game": "plugins", "register": "plugins", "unregister": "plugins",
    "Action": "records", "AutoStep": "records", "Dice": "records", "Event": "records", "Outcome": "records",
    "Record": "records", "Step": "records",
    "dumps": "save", "loads": "save",
}


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'rulekit' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_WHERE))


__version__ = "0.1.0"

__all__ = [
    "AUTO", "Ability", "Action", "AutoStep", "CHANCE", "Dice", "Event", "Game", "IllegalAction",
    "Match", "Modifier", "OptionError", "Outcome", "Record", "Replacement", "ResolutionError", "RulekitError",
    "SaveError", "ScenarioError", "Step", "Trigger", "UnknownFaction", "UnknownGame", "dice_distribution",
    "dumps", "games", "hookimpl", "load_game", "loads", "register", "unregister",
]
