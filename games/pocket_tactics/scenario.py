"""Scenarios: a Pocket-Tactics match that starts exactly where a rule interaction happens.

A test of an ability, a drowning or a victory should not have to play a random
set-up first. :func:`scenario` builds the position from plain, JSON-compatible
data with French keys (README.md, "Scenarios (rulekit.testing)"): the factions,
the map (terrain tiles and the two bases), the units on tiles, the captured
units, how many turns were played and whose turn it is. Every unit not placed
nor captured is in its player's reserve; the set-up is over (the bag is empty).
The match starts at the beginning of that player's turn and plays on by the
ordinary rules.

Everything is checked before a match is returned: an unknown key, card, terrain
or faction, a cell used twice, a unit on a base or off the map, more copies of a
card than the faction has... raise :class:`rulekit.ScenarioError` naming the key
at fault and what is accepted. The position then satisfies the game's invariants
(:mod:`.invariants`). :func:`.duel.position` does the building.
"""

from __future__ import annotations

import re
from collections import Counter

from rulekit import UnknownFaction
from rulekit.description import Reader

from . import carte, unites
from .regles import BAG, DEFAULT_MAX_TURNS, FACTIONS

#: The keys of a description, in the order the README documents them.
KEYS = ("joueur", "factions", "cases", "bases", "unités", "capturées", "tour", "max_turns")

#: The map when ``cases`` is not given: seven tiles around ``0,0`` (the column
#: ``q = 0`` of Colline, Champs to the east, Village to the west) ...
DEFAULT_TILES = {"0,-1": "Colline", "0,0": "Colline", "0,1": "Colline", "1,-1": "Champs", "1,0": "Champs",
                 "-1,0": "Village", "-1,1": "Village"}
#: ... with player 0's base south of it and player 1's north, each touching one tile.
DEFAULT_BASES = ("0,2", "0,-2")

_PLAYER_PREFIX = re.compile(r"^J([12])\s+(.+)$")


_READ = Reader("pocket_tactics")
_error, _hint, _integer, _player = _READ.error, _READ.hint, _READ.integer, _READ.player


def _cell(value, where: str) -> str:
    """``"q,r"`` (axial coordinates, README "The hex map"), normalised."""
    if isinstance(value, str):
        parts = value.split(",")
        if len(parts) == 2:
            try:
                return carte.cell(int(parts[0]), int(parts[1]))
            except ValueError:
                pass
    raise _error(where, f"a cell is written \"q,r\" with two whole numbers (\"0,0\", \"1,-1\"), got {value!r}")


def _factions(value) -> list[str]:
    if isinstance(value, str):
        value = [v.strip() for v in value.split(",")]
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise _error("factions", f"two faction keys, player 0's then player 1's, as a list or \"a,b\"; "
                                 f"accepted: {', '.join(FACTIONS)}; got {value!r}")
    for key in value:
        try:
            unites.faction(key)
        except UnknownFaction:
            raise _error("factions", f"unknown faction {key!r}{_hint(key, FACTIONS)}; accepted: {', '.join(FACTIONS)} "
                                     "(or another key or path: `rulekit factions pocket_tactics`)") from None
    if value[0] == value[1]:
        raise _error("factions", f"the two players need different factions, got {value[0]!r} twice")
    return list(value)


def _tiles(value) -> dict[str, str]:
    if not isinstance(value, dict) or not value:
        raise _error("cases", f"a non-empty dict {{\"q,r\": terrain}}, got {value!r}")
    tiles: dict[str, str] = {}
    for key, terrain in value.items():
        cell = _cell(key, f"cases[{key!r}]")
        if cell in tiles:
            raise _error(f"cases[{key!r}]", f"cell {cell} is given twice")
        if not isinstance(terrain, str) or terrain not in BAG:
            raise _error(f"cases[{key!r}]", f"unknown terrain {terrain!r}{_hint(terrain, BAG)}; "
                                            f"accepted: {', '.join(BAG)}")
        tiles[cell] = terrain
    counts = Counter(tiles.values())
    for terrain, n in counts.items():
        if n > BAG[terrain]:
            box = ", ".join(f"{BAG[t]} {t}" for t in BAG)
            raise _error("cases", f"{n} {terrain} tiles, but the game has {BAG[terrain]} (the box: {box})")
    return tiles


def _away_bases(tiles) -> tuple[str, str]:
    """Two cells off the map touching no tile: below it for player 0, above it for player 1."""
    rows = [carte.coords(c)[1] for c in tiles]
    return carte.cell(0, max(rows) + 2), carte.cell(0, min(rows) - 2)


def _bases(value, tiles) -> tuple[str, str]:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise _error("bases", f"two cells, player 0's base then player 1's, e.g. [\"0,2\", \"0,-2\"]; got {value!r}")
    bases = tuple(_cell(v, f"bases[{i}]") for i, v in enumerate(value))
    if bases[0] == bases[1]:
        raise _error("bases", f"both bases on {bases[0]}: a cell holds one tile")
    for i, b in enumerate(bases):
        if b in tiles:
            raise _error(f"bases[{i}]", f"{b} is also a terrain tile in cases: a base is a tile of its own")
    return bases


def _accepted_cards(factions) -> str:
    return "; ".join(f"player {p} ({key}): {', '.join(c.name for c in unites.faction(key).cards)}"
                     for p, key in enumerate(factions))


def _card(name, where: str, factions, player: int | None = None):
    """The card named ``name`` and its player (its faction's), checked against ``player`` if given."""
    owners = {}
    for p, key in enumerate(factions):
        for c in unites.faction(key).cards:
            owners.setdefault(c.name, p)
            if p == player:
                owners[c.name] = p  # a name both factions have: the player's own card
    if name not in owners:
        raise _error(where, f"unknown card {name!r}{_hint(name, owners)}; accepted: {_accepted_cards(factions)}")
    owner = owners[name]
    if player is not None and player != owner:
        raise _error(where, f"{name} is a card of player {owner} ({factions[owner]}), not of player {player} "
                            f"({factions[player]}); accepted: {_accepted_cards(factions)}")
    return unites.faction(factions[owner]).card(name), owner


def _unit(spec, where: str, factions) -> tuple[int, str]:
    """``"Épéiste"`` (the player whose faction has it), ``"J1 Épéiste"`` or ``[0, "Épéiste"]``."""
    player = None
    if isinstance(spec, str):
        name = spec.strip()
        prefixed = _PLAYER_PREFIX.match(name)
        if prefixed:
            player, name = int(prefixed[1]) - 1, prefixed[2].strip()
    elif isinstance(spec, (list, tuple)) and len(spec) == 2 and isinstance(spec[1], str):
        player, name = _player(spec[0], where), spec[1]
    else:
        raise _error(where, f"a unit is a card name (\"Épéiste\"), \"J1 Épéiste\" / \"J2 Druide\" (as the log "
                            f"numbers players) or [player, card] ([0, \"Épéiste\"]); got {spec!r}")
    card, owner = _card(name, where, factions, player)
    return owner, card.name


def _units(value, tiles, bases, factions) -> dict[str, tuple[int, str]]:
    if not isinstance(value, dict):
        raise _error("unités", f"a dict {{\"q,r\": unit}}, got {value!r}")
    units: dict[str, tuple[int, str]] = {}
    for key, spec in value.items():
        where = f"unités[{key!r}]"
        cell = _cell(key, where)
        if cell in units:
            raise _error(where, f"cell {cell} is given twice: one unit per tile")
        if cell in bases:
            raise _error(where, f"{cell} is player {bases.index(cell)}'s base: no unit stands on a base")
        if cell not in tiles:
            raise _error(where, f"{cell} is not a tile of the map (cases: {', '.join(sorted(tiles, key=carte.coords))})")
        units[cell] = _unit(spec, where, factions)
    return units


def _names(entries, where: str) -> list[str]:
    """A list of card names, each optionally followed by ``×N`` (``"Homme-Bête Stalker×3"``)."""
    if not isinstance(entries, (list, tuple)) or not all(isinstance(e, str) for e in entries):
        raise _error(where, f"a list of card names (\"Archer\", \"Conscrit×2\"), got {entries!r}")
    names = []
    for entry in entries:
        name, times, count = entry.partition("×")
        n = 1
        if times:
            if not count.strip().isdigit() or int(count) < 1:
                raise _error(where, f"{entry!r}: the count after × must be a whole number ≥ 1")
            n = int(count)
        names += [name.strip()] * n
    return names


def _captured(value, factions) -> dict[int, list[str]]:
    """A list of card names (each its faction's player), or ``{player: [card names]}``."""
    captured: dict[int, list[str]] = {0: [], 1: []}
    if isinstance(value, dict):
        for key, entries in value.items():
            p = _player(key, f"capturées[{key!r}]", key=True)
            for name in _names(entries, f"capturées[{key!r}]"):
                captured[p].append(_card(name, f"capturées[{key!r}]", factions, p)[0].name)
    else:
        for name in _names(value, "capturées"):
            card, owner = _card(name, "capturées", factions)
            captured[owner].append(card.name)
    return captured


def _check_counts(units, captured, factions) -> None:
    used = Counter(units.values())
    used.update((p, name) for p, names in captured.items() for name in names)
    for (p, name), n in used.items():
        have = unites.faction(factions[p]).card(name).count
        if n > have:
            raise _error("unités/capturées", f"{n} × {name} for player {p}, but {factions[p]} has {have}")
    for p, names in captured.items():
        total = sum(c.count for c in unites.faction(factions[p]).cards)
        if len(names) == total:
            raise _error("capturées", f"every unit of player {p} is captured: the match would already be over")


def scenario(description: dict, seed: int = 0):
    """The match ``description`` gives (see the module docstring and the README), ready to play."""
    from .duel import position
    from .invariants import INVARIANTS

    if not isinstance(description, dict):
        raise _error("description", f"a dict with the keys {', '.join(KEYS)}; got {description!r:.80}")
    for key in description:
        if key not in KEYS:
            raise _error(repr(key), f"unknown key{_hint(key, KEYS)}; accepted: {', '.join(KEYS)}")
    d = description
    player = _player(d.get("joueur", 0), "joueur")
    factions = _factions(d.get("factions", list(FACTIONS)))
    if "cases" in d:
        tiles = _tiles(d["cases"])
        bases = _bases(d["bases"], tiles) if "bases" in d else _away_bases(tiles)
    else:
        tiles = dict(DEFAULT_TILES)
        bases = _bases(d.get("bases", DEFAULT_BASES), tiles)
    units = _units(d.get("unités", {}), tiles, bases, factions)
    captured = _captured(d.get("capturées", []), factions)
    _check_counts(units, captured, factions)
    turn = _integer(d.get("tour", 0), "tour")
    max_turns = _integer(d.get("max_turns", DEFAULT_MAX_TURNS), "max_turns")
    if max_turns and turn >= max_turns:
        raise _error("tour", f"{turn} turns played reach max_turns = {max_turns}: the match would be over")
    match = position(tiles, bases, units, player=player, factions=factions, seed=seed, captured=captured,
                     max_turns=max_turns, turn=turn)
    for check in INVARIANTS:  # a guard: the checks above should make this impossible
        try:
            check(match)
        except AssertionError as exc:
            raise _error("description", f"the position breaks the invariant {check.__name__}: {exc}") from None
    return match
