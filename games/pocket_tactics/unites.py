"""Unit cards and factions, read from the faction files (the rules as data).

Each card gives, per mode (Mêlée, Distance, Magie), the attack then defence dice,
its cost, its terrain advantage, its type and its ability. The abilities are
compiled by the DSL (:mod:`rulekit.dsl`) into modifiers, triggers and
replacements; no ability is named in this game's Python.
"""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from .regles import FACTIONS, MODES

HERE = Path(__file__).parent
FACTION_DIR = HERE / "factions"


@attrs.frozen
class Card:
    name: str
    faction: str  # faction key
    count: int
    cost: int
    dice: dict  # mode (« Mêlée », « Distance », « Magie ») -> (attack, defence)
    advantage: str
    type: str
    sigle: str
    abilities: tuple  # compiled rulekit.Ability, in file order


@attrs.frozen
class Faction:
    key: str
    name: str
    base: str  # the base tile's name
    base_defence: int
    cards: tuple  # Card, in file order

    def card(self, name: str) -> Card:
        for c in self.cards:
            if c.name == name:
                return c
        raise KeyError(name)


def _pair(value) -> tuple[int, int]:
    if isinstance(value, tuple) and len(value) == 2:
        return int(value[0]), int(value[1])
    raise ValueError(f"expected « attaque défense », found {value!r}")


@functools.lru_cache(maxsize=None)
def load_faction(key: str) -> Faction:
    parsed, compiled = _read(FACTION_DIR / f"{key}.txt")
    cards = []
    for unit in parsed.units:
        s = unit.stats
        cards.append(Card(
            name=unit.name, faction=key, count=int(s["nombre"]), cost=int(s["coût"]),
            dice={m: _pair(s[m.lower()]) for m in MODES}, advantage=str(s["avantage"]), type=str(s["type"]),
            sigle=str(s["sigle"]), abilities=tuple(compiled[a] for a in unit.abilities),
        ))
    base = next(b for b in parsed.blocks if b.keyword == "base")
    return Faction(key, parsed.faction, base.name, int(base.fields["défense"]), tuple(cards))


def faction(key: str) -> Faction:
    if key not in FACTIONS:
        from rulekit import UnknownFaction

        raise UnknownFaction(f"pocket_tactics: unknown faction {key!r}; factions: {', '.join(FACTIONS)}")
    return load_faction(key)


@functools.lru_cache(maxsize=None)
def all_cards() -> dict:
    return {c.name: c for key in FACTIONS for c in load_faction(key).cards}


def card(name: str) -> Card:
    return all_cards()[name]



def _read(path):
    """The parsed faction file and its compiled abilities {name: Ability}."""
    from rulekit.dsl import compile_ability, parse_file, vocabulary_of

    parsed = parse_file(path)
    vocabulary = vocabulary_of(parsed.game)
    return parsed, {name: compile_ability(decl.ast, name=name, vocabulary=vocabulary)
                    for name, decl in parsed.abilities.items()}
