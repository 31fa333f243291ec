"""« Relances »: the order of rerolls before the dice are compared.

1. **Ability rerolls** first (« Les relances accordées par des aptitudes spéciales
   doivent être effectuées en premier »), attacker then defender alternately.
   Abilities grant them through the query ``"relances"`` (docs/DSL.md: a tuple of
   ``dsl.RelanceAccordee``: one's own dice or the opponent's, attack, defence or
   any, all at once or one die). A grant for the opponent's dice is a reroll the
   owner forces: they choose the die (:class:`rulekit.steps.ChooseReroll`). Several
   defenders rolling together (Feu magique) roll once: the same grant from two of them
   (two Juggernauts' Carapace de fer, « une seule fois ») counts once.
2. **Situational rerolls**, one die at a time, attack or defence die chosen by the
   player, attacker then defender alternately until all are spent:
   - terrain advantage: one reroll when the unit's « avantage » is the terrain of
     the tile it fights on (a close attack: the defender's tile, for both; a
     distant attack: each on its own tile);
   - help: one reroll per allied unit adjacent to the tile attacked (the attacker
     excluded); the query ``"aide"`` (value 1, context ``unit`` the helper,
     ``aidé``, ``rôle`` of the helped side) lets a helper count for more; a unit
     attacked next to its own base gets :data:`~.regles.BASE_HELP` more; a base is
     helped by every adjacent ally.
"""

from __future__ import annotations

import itertools

import attrs

from rulekit import AutoStep
from rulekit.steps import ChooseReroll

from . import carte
from .regles import BASE_HELP


def _keys():
    from .attaque import ATT_ATT, ATT_DEF, DEF_ATT, DEF_DEF

    return (ATT_ATT, ATT_DEF), (DEF_ATT, DEF_DEF)


def _alternate(a: list, d: list) -> list:
    out = []
    for x, y in itertools.zip_longest(a, d):
        out += [s for s in (x, y) if s is not None]
    return out


def _terrain(match, uid: int):
    return match.board.get(match.units[uid].where)


def _primary(match):
    c = match.combat
    return None if c.base >= 0 else match.unit_at(c.target)


def ability_grants(match, uid: int, opponent, role: str) -> list:
    """The ``dsl.RelanceAccordee`` grants of ``uid``'s abilities for its attack and its
    defence dice (one grant given for both counts once)."""
    from .attaque import moment

    mode = match.combat.mode
    grants = []
    for dice in ("attaque", "défense"):
        for g in match.query("relances", (), unit=uid, dés=dice, adversaire=opponent, rôle=role, mode=mode,
                             terrain=match.board.get(match.units[uid].where), moment=moment(match.combat.close)):
            if g not in grants:
                grants.append(g)
    return grants


def _grant_steps(match, player: int, grant, own, other) -> list:
    """``ChooseReroll`` steps for one grant: own dice or the opponent's, all or one."""
    keys = own if grant.qui == "soi" else other
    if grant.des == "attaque":
        keys = keys[:1]
    elif grant.des == "défense":
        keys = keys[1:]
    keys = tuple(k for k in keys if match.rolls.get(k))
    if not keys:
        return []
    if grant.tous:
        steps = [ChooseReroll(player, k, whole=True) for k in keys]
    elif grant.valeurs:  # each die showing one of the values, once
        shown = sum(1 for k in keys for x in match.rolls[k] if x in grant.valeurs)
        return [ChooseReroll(player, keys[0], also=keys[1:], only=tuple(grant.valeurs))] * shown
    else:
        steps = [ChooseReroll(player, keys[0], also=keys[1:])]
    return steps * max(1, grant.fois)


def _side_steps(match, before: bool) -> tuple[list, list]:
    c = match.combat
    akeys, dkeys = _keys()
    pa = match.units[c.attacker].player
    a_steps, d_steps = [], []
    for g in ability_grants(match, c.attacker, _primary(match), "attaque"):
        if g.avant_situation == before:
            a_steps += _grant_steps(match, pa, g, akeys, dkeys)
    given = []  # several defenders rolling once (Feu magique): one ability rerolls their roll once
    for d in c.defenders:
        for g in ability_grants(match, d, c.attacker, "défense"):
            if g.avant_situation == before and g not in given:
                given.append(g)
                d_steps += _grant_steps(match, 1 - pa, g, dkeys, akeys)
    return a_steps, d_steps


@attrs.frozen
class AbilityRerolls(AutoStep):
    """Ability rerolls, attacker then defender alternately (``before``: those that come
    before the situational rerolls; the others come after them)."""

    before: bool = True

    def run(self, match):
        match.pop()
        match.push(*_alternate(*_side_steps(match, self.before)))


def situation_counts(match) -> tuple[int, int]:
    """The situational rerolls of the attacker and of the defender."""
    c = match.combat
    a_card = match.card(c.attacker)
    pa = match.units[c.attacker].player
    a_tile = c.target if c.close else c.origin
    n_a = int(a_card.advantage == match.board[a_tile])
    for h in match.allies_adjacent(c.target, pa, exclude=(c.attacker,)):
        n_a += match.query("aide", 1, unit=h, aidé=c.attacker, rôle="attaque", terrain=_terrain(match, h))
    if c.base >= 0:  # a base is helped by every adjacent ally
        n_d = sum(match.query("aide", 1, unit=h, aidé=None, rôle="défense", terrain=_terrain(match, h))
                  for h in match.allies_adjacent(c.target, 1 - pa))
        return n_a, n_d
    primary = _primary(match)
    n_d = int(match.card(primary).advantage == match.board[c.target])
    for h in match.allies_adjacent(c.target, 1 - pa, exclude=c.defenders):
        n_d += match.query("aide", 1, unit=h, aidé=primary, rôle="défense", terrain=_terrain(match, h))
    if carte.adjacent(c.target, match.bases[1 - pa]):
        n_d += BASE_HELP
    return n_a, n_d


@attrs.frozen
class SituationRerolls(AutoStep):
    def run(self, match):
        match.pop()
        c = match.combat
        (aa, ad), (da, dd) = _keys()
        pa = match.units[c.attacker].player
        n_a, n_d = situation_counts(match)
        has_a = bool(match.rolls.get(aa) or match.rolls.get(ad))
        has_d = bool(match.rolls.get(da) or match.rolls.get(dd))
        a_steps = [ChooseReroll(pa, aa, also=(ad,))] * (n_a if has_a else 0)
        d_steps = [ChooseReroll(1 - pa, da, also=(dd,))] * (n_d if has_d else 0)
        match.push(*_alternate(a_steps, d_steps))
