"""The small "world" a game's Match offers to compiled abilities.

Compiled closures never touch a game's data directly; they call these methods
(docs/DSL.md lists them). :class:`World` gives the defaults that can be written
generically; a game's Match inherits it (``class MyMatch(World, rulekit.Match)``)
and implements the rest.
"""

from __future__ import annotations


#: (name, type, noun) -> whether they name a ``noun``: compiled guards ask it at every query
#: about a unit their bearer must be (the strings are few: a faction's names and types).
_NAMES_A: dict[tuple, bool] = {}


def names_a(name: str | None, kind: str | None, noun: str) -> bool:
    """Whether a unit of this name and type is a ``noun``, compared without case: the name or
    the type is the noun, or the name starts with it (« Homme-Bête Stalker » is a « Homme-Bête »)."""
    key = (name, kind, noun)
    found = _NAMES_A.get(key)
    if found is None:
        noun = noun.lower()
        name = (name or "").lower()
        kind = (kind or "").lower()
        found = noun in (name, kind) or name.startswith(noun + " ")
        if len(_NAMES_A) < 100_000:  # a key per (name, type, noun) met: bounded all the same
            _NAMES_A[key] = found
    return found


class World:
    # --- required by every compiled ability ------------------------------------
    def owner(self, unit) -> int:
        raise NotImplementedError

    def unit_name(self, unit) -> str:
        raise NotImplementedError

    def unit_type(self, unit) -> str:
        return ""

    def is_a(self, unit, noun: str) -> bool:
        """Is ``unit`` a ``noun`` (singular, vocabulary casing)? Its name or its type,
        or a name that starts with the noun (« Homme-Bête Stalker » is a « Homme-Bête »)."""
        return names_a(self.unit_name(unit), self.unit_type(unit), noun)

    def unit_label(self, unit) -> str:
        return self.unit_name(unit)

    # --- map (games with adjacency) -------------------------------------------------
    def adjacent_units(self, unit) -> list:
        raise NotImplementedError

    def tiles(self, terrain: str | None = None, free: bool | None = None) -> list:
        raise NotImplementedError

    def terrain_of(self, unit) -> str | None:
        """The terrain of the tile ``unit`` stands on (None: off the map, or a game without
        terrains): « un ennemi qui se trouve sur une tuile Forêt » said of a unit other than the
        one a query is about."""
        return None

    def zone_of(self, unit) -> str | None:
        """The zone ``unit`` stands in, one of its game's vocabulary « emplacements » (Pocket
        Battles: « Arrière », « Zone Avant », « Zone de Combat »), None off the battlefield or in a
        game whose units stand in no zone: « Tant qu'elle est à l'Arrière, … »."""
        return None

    def secteur_of(self, unit):
        """The sector ``unit`` stands in (any value two units in one sector share), None off the
        battlefield or in a game without sectors: « Les Unités alliées du même Secteur … »."""
        return None

    def captured(self, player: int) -> list:
        """``player``'s own units held captive by the opponent."""
        raise NotImplementedError

    def place(self, unit, tile) -> None:
        raise NotImplementedError

    def swap(self, a, b) -> None:
        raise NotImplementedError

    def reachable(self, unit, distance: int) -> list:
        """The tiles ``unit`` could move to with a move of up to ``distance`` tiles."""
        raise NotImplementedError

    def move(self, unit, tile) -> None:
        """Move ``unit`` to ``tile`` as the game moves units (arriving there as a move does)."""
        raise NotImplementedError

    def after_action(self, step) -> None:
        """Run ``step`` once the action being resolved is done (a move an event grants comes
        after the attack that caused it); by default at once."""
        self.push(step)

    # --- reference-sheet clauses (Epic): whom a query is about -------------------------------
    def concerne(self, bearer, key: str, subject) -> bool:
        """Is a query whose context says ``key=subject`` about ``bearer``? Only while the bearer
        is alive; ``formation`` is compared with the bearer's formation, ``joueur`` with its
        owner; any other key with the bearer itself or a part of it (a unit's weapon)."""
        if not self.alive(bearer):
            return False
        if key == "formation":
            return subject == self.formation_of(bearer)
        if key == "joueur":
            return subject == self.owner(bearer)
        return subject == bearer or self.part_of(subject, bearer)

    def alive(self, unit) -> bool:
        return True

    def formation_of(self, unit):
        """The group a unit acts with (Epic: its formation); by default the unit itself."""
        return unit

    def part_of(self, item, unit) -> bool:
        """Is ``item`` (a weapon's id) part of ``unit``? A unit's ability then applies to it."""
        return False

    # --- uses of limited abilities (« Un tir par partie », « une fois par tour ») -----------
    def current_turn(self) -> int:
        raise NotImplementedError

    def current_round(self) -> int:
        """The round the current turn belongs to, in a game whose vocabulary lists the event
        « manche » (« une fois par manche »: rulekit.dsl.utilisations)."""
        raise NotImplementedError

    def last_use(self, bearer) -> int | None:
        """The turn ``bearer`` last used its limited ability, or None."""
        raise NotImplementedError

    def record_use(self, bearer) -> None:
        raise NotImplementedError
