"""A game's definition: its name, its match class, its factions and options."""

from __future__ import annotations

from typing import Any, Callable, Mapping

import attrs

from .errors import NotPlayable
from .options import Options


@attrs.frozen
class Game:
    """What a plugin declares. ``new_match`` is the one way to start a match.

    ``options`` maps each accepted option to its default; it is declared with
    :class:`rulekit.options.Option` (type, range, help) or a plain default, and every
    value given to ``new_match`` is structured and checked (:mod:`rulekit.options`):
    an unknown option or a bad value is an OptionError naming the option.
    ``heuristic`` scores a state for a player in [-1, 1], for the greedy and search
    agents; ``search`` tunes those agents to the game's shape.
    """

    name: str
    title: str
    match_class: type
    factions: tuple[str, ...] = ()
    options: Mapping[str, Any] = attrs.field(factory=dict, converter=Options.of)
    heuristic: Callable | None = attrs.field(default=None, eq=False)
    #: Settings of the search agents suited to this game, by option name (for now
    #: ``chain_visits`` of :class:`rulekit.agents.mcts.MCTSAgent`); an agent given the
    #: option explicitly keeps its own.
    search: Mapping[str, Any] = attrs.field(factory=dict, eq=False)
    #: False for a vocabulary-only plugin (a grammar and its corpus, no match to play):
    #: ``new_match`` raises :class:`NotPlayable`; benchmarks and match-playing tools skip it.
    playable: bool = True
    #: The package (or module) whose modules define the game's records, which a save
    #: names by tag (:mod:`rulekit.records`); by default the package of ``match_class``.
    #: Two games defined in one package (in-memory test games) each name their module.
    package: str | None = None
    #: "perfect" when every player sees the whole position (``Match.observation`` by
    #: default), "imperfect" when the match class's ``observation(player)`` hides part
    #: of it (and its ``event_text``, ``render_view``, ``hidden_from`` and ``determinise``
    #: say what each player reads and what a search may draw: docs/CORE.md); the interop
    #: adapters declare it (OpenSpiel's ``GameType.information``).
    information: str = attrs.field(default="perfect", validator=attrs.validators.in_(("perfect", "imperfect")))
    #: ``reader(key, path)``: the game's own record of a faction file (its units, abilities,
    #: armies), raising :class:`rulekit.factions.FactionFileError` with every fault of the file
    #: (or a DSL error); None for a game without faction files. Used through
    #: :func:`rulekit.factions.load`, which resolves keys and paths.
    faction_reader: Callable | None = attrs.field(default=None, eq=False)

    def new_match(self, seed: int | None = None, **options):
        if not self.playable:
            raise NotPlayable(f"{self.name}: vocabulary-only plugin (its grammar and rule corpus), "
                              "there is no match to play")
        merged = self.options.structure(self.name, options)
        return self.match_class.setup(self, seed=seed, **merged)
