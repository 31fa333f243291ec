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


def builtin() -> dict:
    """The built-in factions: key -> file (the ``rulekit_factions`` hook of this plugin)."""
    return {key: FACTION_DIR / f"{key}.txt" for key in FACTIONS}


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
    feminine: bool = False  # « genre : féminin »: the log's agreement (« Sorcière … est invoquée »)


@attrs.frozen
class Faction:
    key: str
    name: str
    base: str  # the base tile's name
    base_defence: int
    cards: tuple  # Card, in file order
    by_name: dict = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self):
        object.__setattr__(self, "by_name", {c.name: c for c in self.cards})

    def card(self, name: str) -> Card:
        return self.by_name[name]


def _pair(value) -> tuple[int, int]:
    if isinstance(value, tuple) and len(value) == 2 and all(type(v) is int and v >= 0 for v in value):
        return int(value[0]), int(value[1])
    raise ValueError(f"attendu « attaque défense », deux nombres entiers ≥ 0, trouvé {value!r}")


#: what a unit card must say: stat -> (what it is, a check turning the value into the card's)
def _whole(minimum: int):
    def check(value):
        if type(value) is int and value >= minimum:
            return value
        raise ValueError(f"attendu un nombre entier ≥ {minimum}, trouvé {value!r}")
    return check


def _sigle(value):
    text = str(value)
    if 1 <= len(text) <= 2 and " " not in text:
        return text
    raise ValueError(f"attendu un sigle d'une ou deux lettres (« Ar »), trouvé {value!r}")


#: the optional « genre » of a card, for the agreement of the match log
GENDERS = ("masculin", "féminin")


def read_faction(key: str, path) -> Faction:
    """``Game.faction_reader``: a faction file as the game's :class:`Faction`, every fault of
    the file reported at once (:class:`rulekit.factions.FactionFileError`): the DSL's (syntax,
    abilities the game cannot act on) and the card's (each stat present, typed, in range;
    the terrain and type known; ``genre`` optional, « masculin » or « féminin »; one ``base``
    block with its ``défense``)."""
    from rulekit.dsl.faction import key_of, parse_file_lenient
    from rulekit.dsl.load import compile_declared
    from rulekit.factions import Report

    path = Path(path)
    report = Report(path)
    parsed, errors = parse_file_lenient(path)
    for e in errors:
        report.error(e)
    if parsed is None:
        report.check()
    vocabulary = parsed.vocabulary
    refused: list = []  # every declared ability compiled, a rule it cites by name included (rulekit.dsl.citations)
    compiled = compile_declared(parsed, vocabulary, path, refused)
    for exc in refused:
        report.error(exc)
    terrains = [t for t, _ in vocabulary.terrains]
    types = [t for t, _ in vocabulary.types]
    checks = {"nombre": _whole(1), "coût": _whole(0), **{m.lower(): _pair for m in MODES},
              "avantage": _one_of("un terrain", terrains), "type": _one_of("un type d'unité", types, " (un type nouveau se déclare par un bloc « type NOM »)"),
              "sigle": _sigle}
    optional = {"genre": _one_of("un genre", GENDERS)}  # « masculin » when not said
    cards = []
    for unit in parsed.units:
        values = {}
        for stat, check in optional.items():
            if stat in unit.stats:
                try:
                    values[stat] = check(unit.stats[stat])
                except ValueError as exc:
                    report.add(f"unité {unit.name} : {stat} : {exc}", *unit.at(stat))
        for stat, check in checks.items():
            if stat not in unit.stats:
                report.add(f"unité {unit.name} : la caractéristique « {stat} » manque", *unit.at(stat),
                           expected=(f"{stat} : …",))
                continue
            try:
                values[stat] = check(unit.stats[stat])
            except ValueError as exc:
                report.add(f"unité {unit.name} : {stat} : {exc}", *unit.at(stat))
        if all(stat in values for stat in checks) and all(a in compiled for a in unit.abilities):
            cards.append(Card(
                name=unit.name, faction=key, count=values["nombre"], cost=values["coût"],
                dice={m: values[m.lower()] for m in MODES}, advantage=values["avantage"], type=values["type"],
                sigle=values["sigle"], abilities=tuple(compiled[a] for a in unit.abilities),
                feminine=values.get("genre") == "féminin",
            ))
    if not parsed.has("unité"):
        report.add("aucun bloc « unité » : une faction a des cartes", 1, 1, expected=("unité NOM",))
    bases = [b for b in parsed.blocks if b.keyword == "base"]
    base_name, defence = "", 0
    if len(bases) != 1:
        report.add(f"une faction a une base (un bloc « base NOM »), ce fichier en a {len(bases)}",
                   bases[1].line if len(bases) > 1 else 1, 1, expected=("base NOM",))
    elif bases[0].name:  # a nameless base: its fault is reported at its line
        base_name = bases[0].name
        try:
            from rulekit.dsl.values import value

            fields = {key_of(k, ("défense",)) or k: v for k, v in bases[0].fields.items()}  # « defense »
            if "défense" not in fields:
                raise ValueError("la caractéristique manque")
            defence = _whole(0)(value(fields["défense"]))
        except ValueError as exc:
            report.add(f"base {base_name} : défense : {exc}", bases[0].line, 1, expected=("défense : N",))
    report.check()
    return Faction(key, parsed.faction, base_name, defence, tuple(cards))


def _one_of(what: str, known, hint: str = ""):
    def check(value):
        for k in known:
            if str(value).lower() == k.lower():
                return k
        from rulekit.dsl.errors import suggest

        guess = suggest(str(value), known)
        raise ValueError(f"attendu {what} parmi {', '.join(known)}, trouvé {value!r}"
                         + (f" ; vouliez-vous dire « {guess} » ?" if guess else hint))
    return check


def faction(key: str) -> Faction:
    """A faction by key (built-in or from an installed package) or by the path of its file."""
    from rulekit import factions

    return factions.load("pocket_tactics", key)


def load_faction(key: str) -> Faction:
    return faction(key)


@functools.lru_cache(maxsize=None)
def all_cards() -> dict:
    """The built-in factions' cards by name (the ``odds`` command's cards)."""
    return {c.name: c for key in FACTIONS for c in faction(key).cards}


def card(name: str, key: str | None = None) -> Card:
    """The card ``name`` of the faction ``key`` (a built-in card when ``key`` is None; built-in
    cards are looked up through :func:`all_cards`, which tests may replace)."""
    if key is None or key in FACTIONS:
        return all_cards()[name]
    return faction(key).card(name)


def _read(path):
    """The parsed faction file and its compiled abilities {name: Ability} (no card checks)."""
    from rulekit.dsl import compile_ability, parse_file

    parsed = parse_file(path)
    return parsed, {name: compile_ability(decl.ast, name=name, vocabulary=parsed.vocabulary)
                    for name, decl in parsed.abilities.items()}
