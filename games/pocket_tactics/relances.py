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
from rulekit.save import since
from rulekit.abilities import answers
from rulekit.dsl.utilisations import Limitee, utiliser
from rulekit.steps import ChooseReroll, RerollAll, RerollDie

from . import carte
from .etat import Relance
from .regles import BASE_HELP, kind


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

    if not answers(match, "relances", uid):  # no ability in play may grant it any
        return []
    mode = match.combat.mode
    grants = []
    for dice in ("attaque", "défense"):
        for g in match.query("relances", (), unit=uid, dés=dice, adversaire=opponent, rôle=role, mode=mode,
                             terrain=match.board.get(match.units[uid].where), moment=moment(match.combat.close),
                             attaque=kind(match.combat.close)):
            if g not in grants:
                grants.append(g)
    return grants


@attrs.frozen
class Offer(Limitee, ChooseReroll):
    """A reroll of an attack, which the log says with where it comes from (``source``) and,
    taken or declined, what was done (event :class:`~.etat.Relance`); ``forced``: the player
    makes the opponent reroll one of its dice; ``limite``: the limit of the ability granting it
    (« Une fois par partie, … »: taken, it records a use; used up, the offer passes)."""

    source: str = ""
    forced: bool = False
    limite: tuple = attrs.field(default=(), metadata=since(3))

    def resolve(self, match, choice):
        if isinstance(choice, RerollDie):
            match.emit(Relance(self.player, self.source, choice.key, choice.value, self.forced))
        elif isinstance(choice, RerollAll):
            match.emit(Relance(self.player, self.source, choice.key, 0, self.forced))
        else:
            match.emit(Relance(self.player, self.source))
        if isinstance(choice, (RerollDie, RerollAll)):
            utiliser(match, self.limite)
        super().resolve(match, choice)


def grant_source(match, uid: int, grant) -> str:
    """« Carapace de fer, Homme-Bête Juggernaut (J2) »: the ability and its bearer."""
    return f"{grant.source or 'capacité'}, {match.name(uid)}"


def _grant_steps(match, player: int, grant, own, other, source: str = "") -> list:
    """``ChooseReroll`` steps for one grant: own dice or the opponent's, all or one."""
    forced = grant.qui != "soi"
    keys = other if forced else own
    if grant.des == "attaque":
        keys = keys[:1]
    elif grant.des == "défense":
        keys = keys[1:]
    keys = tuple(k for k in keys if match.rolls.get(k))
    if not keys:
        return []
    limite = grant.limite
    if grant.tous:
        steps = [Offer(player, k, whole=True, source=source, forced=forced, limite=limite) for k in keys]
    elif grant.valeurs:  # each die showing one of the values, once
        shown = sum(1 for k in keys for x in match.rolls[k] if x in grant.valeurs)
        return [Offer(player, keys[0], also=keys[1:], only=tuple(grant.valeurs), source=source,
                      forced=forced, limite=limite)] * shown
    else:
        steps = [Offer(player, keys[0], also=keys[1:], source=source, forced=forced, limite=limite)]
    return steps * max(1, grant.fois)


def _side_steps(match, before: bool) -> tuple[list, list]:
    c = match.combat
    akeys, dkeys = _keys()
    pa = match.units[c.attacker].player
    a_steps, d_steps = [], []
    for g in ability_grants(match, c.attacker, _primary(match), "attaque"):
        if g.avant_situation == before:
            a_steps += _grant_steps(match, pa, g, akeys, dkeys, grant_source(match, c.attacker, g))
    given = []  # several defenders rolling once (Feu magique): one ability rerolls their roll once
    for d in c.defenders:
        for g in ability_grants(match, d, c.attacker, "défense"):
            if g.avant_situation == before and g not in given:
                given.append(g)
                d_steps += _grant_steps(match, 1 - pa, g, dkeys, akeys, grant_source(match, d, g))
    return a_steps, d_steps


@attrs.frozen
class AbilityRerolls(AutoStep):
    """Ability rerolls, attacker then defender alternately (``before``: those that come
    before the situational rerolls; the others come after them)."""

    before: bool = True

    def run(self, match):
        match.pop()
        match.push(*_alternate(*_side_steps(match, self.before)))


def situation_sources(match) -> tuple[list[str], list[str]]:
    """The situational rerolls of the attacker and of the defender, each by where it comes
    from (« avantage du terrain (Forêt) », « aide de Conscrit (J1) », one per reroll a helper
    gives, « aide de la base « Citadelle » »)."""
    c = match.combat
    a_card = match.card(c.attacker)
    pa = match.units[c.attacker].player
    a_tile = c.target if c.close else c.origin

    def helped(helpers, primary, role):
        out = []
        for h in helpers:
            n = match.query("aide", 1, unit=h, aidé=primary, rôle=role, terrain=_terrain(match, h),
                            attaque=kind(c.close)) if answers(
                match, "aide", h) else 1  # no ability may make it count for more
            out += [f"aide de {match.name(h)}"] * n
        return out

    a = [f"avantage du terrain ({match.board[a_tile]})"] if a_card.advantage == match.board[a_tile] else []
    a += helped(match.allies_adjacent(c.target, pa, exclude=(c.attacker,)), c.attacker, "attaque")
    if c.base >= 0:  # a base is helped by every adjacent ally
        return a, helped(match.allies_adjacent(c.target, 1 - pa), None, "défense")
    primary = _primary(match)
    d = [f"avantage du terrain ({match.board[c.target]})"] if match.card(primary).advantage == match.board[c.target] else []
    d += helped(match.allies_adjacent(c.target, 1 - pa, exclude=c.defenders), primary, "défense")
    if carte.adjacent(c.target, match.bases[1 - pa]):
        d += [f"aide de la base « {match.base_name(1 - pa)} »"] * BASE_HELP
    return a, d


def situation_counts(match) -> tuple[int, int]:
    """The situational rerolls of the attacker and of the defender."""
    a, d = situation_sources(match)
    return len(a), len(d)


@attrs.frozen
class SituationRerolls(AutoStep):
    def run(self, match):
        match.pop()
        c = match.combat
        (aa, ad), (da, dd) = _keys()
        pa = match.units[c.attacker].player
        src_a, src_d = situation_sources(match)
        has_a = bool(match.rolls.get(aa) or match.rolls.get(ad))
        has_d = bool(match.rolls.get(da) or match.rolls.get(dd))
        a_steps = [Offer(pa, aa, also=(ad,), source=s) for s in src_a] if has_a else []
        d_steps = [Offer(1 - pa, da, also=(dd,), source=s) for s in src_d] if has_d else []
        match.push(*_alternate(a_steps, d_steps))
