"""Games are pluggy plugins, found through the ``rulekit`` entry-point group.

A plugin module implements some of these hooks with ``@rulekit.hookimpl``:

- ``rulekit_games()``: the :class:`~rulekit.game.Game` definitions it provides;
- ``rulekit_vocabulary(game)``: its nouns for the grammar (or None for others' games);
- ``rulekit_renderers(game)``: ``{format: function(match) -> str}`` (``"text"``, ``"svg"``);
- ``rulekit_commands(game)``: ``{name: click.Command}``, the game's own subcommands;
- ``rulekit_limits(game)``: bounds on its size for fixed-size interfaces (OpenSpiel, PettingZoo);
- ``rulekit_scenario(game, description, seed)``: a match at a position described as plain data;
- ``rulekit_invariants(game)``: the checks every state of its matches must pass;
- ``rulekit_factions(game)``: faction files it gives the game (a game's own plugin: its
  built-in factions; any installed package may add more: :mod:`rulekit.factions`).

``register`` adds an in-memory plugin (the test suite's toy game uses it), so the
core never imports a game.

Listing the installed games (:func:`summaries`, ``rulekit games``) imports none of them:
a plugin declares what is listed of its games (name, title, factions, options) through an
entry point of the same name in the ``rulekit.summaries`` group, naming a list of dicts in
a module that imports nothing; a game package is imported when its game is loaded.
"""

from __future__ import annotations

import pluggy

from .errors import UnknownGame

hookspec = pluggy.HookspecMarker("rulekit")
hookimpl = pluggy.HookimplMarker("rulekit")


class Specs:
    @hookspec
    def rulekit_games(self):
        """Return a list of Game definitions."""

    @hookspec
    def rulekit_vocabulary(self, game):
        """Return the grammar vocabulary of the game named ``game``, or None."""

    @hookspec
    def rulekit_renderers(self, game):
        """Return ``{format: function(match) -> str}`` for the game named ``game``, or None."""

    @hookspec
    def rulekit_commands(self, game):
        """Return ``{name: click.Command}`` of the game's own subcommands (``odds``), or None.

        ``rulekit odds GAME ARGS...`` runs the game's ``odds`` command with ARGS.
        """

    @hookspec
    def rulekit_limits(self, game):
        """Return bounds of the game named ``game`` for fixed-size interfaces, or None.

        ``{"max_actions": int, "max_chance_outcomes": int, "max_game_length": int,
        "observation_size": int}``: the most legal actions at one decision, the most
        outcomes of one chance node, the most decisions in one match, and how many
        scalars of a player's observation the adapters' fixed-size vectors keep
        (:mod:`rulekit.interop.vector`). Missing keys take ``DEFAULT_LIMITS``.
        """


    @hookspec(firstresult=True)
    def rulekit_scenario(self, game, description, seed):
        """Return a match of the game named ``game`` at the position ``description`` gives, or None.

        ``description`` is plain data (a dict of the keys the game's README
        documents: units and where they stand, their tokens, wounds or reserves,
        whose turn it is). The match is ready to play from there; a description the
        game cannot build raises :class:`~rulekit.errors.ScenarioError` naming the key
        at fault. ``seed`` is the match's seed.
        """

    @hookspec
    def rulekit_invariants(self, game):
        """Return the invariants of the game named ``game``: functions ``check(match)`` that
        raise AssertionError (or return False) when a state breaks a rule; or None."""

    @hookspec
    def rulekit_factions(self, game):
        """Return the faction files this plugin gives the game named ``game``, or None:
        ``{key: path}``, or paths (each keyed by its file's stem).

        The game's own plugin gives its built-in factions; any installed package may add
        factions to any game this way (``rulekit factions GAME`` lists them with where each
        comes from). A key already given keeps its first file (the built-in one first).
        """

    @hookspec(firstresult=True)
    def rulekit_census(self, game):
        """Return ``census(match) -> list[dict]`` for the game named ``game``, or None: the units
        of a finished match by type, for ``rulekit balance`` (:mod:`rulekit.balance`). One row
        per player and unit type: ``{"player": p, "unit": name, "fielded": k, "survived": k,
        "destroyed": k, "cost": points or None}`` (how many of that type the player put in play,
        how many are still in play at the end, how many enemy units or tiles they destroyed or
        captured, and the type's cost where the game prices troops)."""


_manager: pluggy.PluginManager | None = None


def manager() -> pluggy.PluginManager:
    global _manager
    if _manager is None:
        pm = pluggy.PluginManager("rulekit")
        pm.add_hookspecs(Specs)
        pm.load_setuptools_entrypoints("rulekit")
        _manager = pm
    return _manager


def register(plugin, name: str | None = None) -> None:
    pm = manager()
    if not pm.is_registered(plugin):
        pm.register(plugin, name=name)


def unregister(plugin) -> None:
    pm = manager()
    if pm.is_registered(plugin):
        pm.unregister(plugin)


def games() -> dict:
    found = {}
    for batch in manager().hook.rulekit_games():
        for game in batch or ():
            found[game.name] = game
    return dict(sorted(found.items()))


def _summary(game) -> dict:
    return {"name": game.name, "title": game.title, "factions": list(game.factions), "options": list(game.options)}


def summaries() -> dict[str, dict]:
    """``{name: {"name", "title", "factions", "options"}}`` of the installed games, sorted by
    name, without importing the game packages that declare their summaries (the module
    docstring): a plugin that declares none is imported and asked for its games; once the
    plugins are loaded (or one was registered in memory), the loaded games answer."""
    if _manager is not None:
        return {name: _summary(game) for name, game in games().items()}
    from importlib.metadata import entry_points

    declared = {ep.name: ep for ep in entry_points(group="rulekit.summaries")}
    found = {}
    for ep in entry_points(group="rulekit"):
        if ep.name in declared:
            listed = declared[ep.name].load()
        else:
            hook = getattr(ep.load(), "rulekit_games", None)
            listed = [_summary(game) for game in (hook() if hook else ()) or ()]
        found.update((entry["name"], entry) for entry in listed)
    return dict(sorted(found.items()))


def load_game(name: str):
    installed = games()
    if name not in installed:
        raise UnknownGame(name, installed)
    return installed[name]


def vocabulary(game: str):
    """The vocabularies plugins give for ``game`` (a list, possibly empty)."""
    return [v for v in manager().hook.rulekit_vocabulary(game=game) if v is not None]


def commands(game: str) -> dict:
    found = {}
    for batch in manager().hook.rulekit_commands(game=game):
        found.update(batch or {})
    return found


def renderers(game: str) -> dict:
    found = {}
    for batch in manager().hook.rulekit_renderers(game=game):
        found.update(batch or {})
    return found


def scenario_match(game: str, description, seed: int = 0):
    """The match the game's ``rulekit_scenario`` hook builds; ScenarioError if no plugin does."""
    from .errors import ScenarioError

    match = manager().hook.rulekit_scenario(game=game, description=description, seed=seed)
    if match is None:
        raise ScenarioError(f"{game}: no plugin builds scenarios for this game")
    return match


def invariants(game: str) -> list:
    """The invariants the plugins declare for ``game``, in registration order."""
    found = []
    for batch in manager().hook.rulekit_invariants(game=game):
        found.extend(batch or ())
    return found


#: Bounds used when a game declares none through ``rulekit_limits``.
DEFAULT_LIMITS = {"max_actions": 1024, "max_chance_outcomes": 1 << 16, "max_game_length": 10_000,
                  "observation_size": 1024}


def census(game: str):
    """The game's ``rulekit_census`` function, or None when no plugin gives one."""
    return manager().hook.rulekit_census(game=game)


def limits(game: str) -> dict:
    """The size bounds of ``game``: ``DEFAULT_LIMITS`` updated by the plugins' answers."""
    found = dict(DEFAULT_LIMITS)
    for batch in manager().hook.rulekit_limits(game=game):
        found.update(batch or {})
    return found
