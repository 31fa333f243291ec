"""Exact odds of one attack: ``rulekit odds pocket_tactics ATTACKER DEFENDER --mode M``.

The four outcomes (defender beaten alone, attacker beaten alone, both, neither)
are computed exactly from the same chance nodes as the game: the sorted-dice
distributions of :func:`rulekit.dice_distribution`, then every reroll, then the
comparison of :mod:`.comparaison`. Each side's dice change only by its own
rerolls or by the opponent forcing one of its dice, and every reroll follows a
fixed policy that looks only at the dice it changes, so the two sides'
distributions are independent and combine exactly.

Reroll policy (what a player would do, written down so the numbers are exact):

- ability rerolls are the ones the units' compiled abilities grant (query
  ``"relances de capacité"`` on a duel laid out on a two-tile map), in the rule's
  order, attacker first, alternating;
  - reroll all one's attack (or defence) dice when their total is below average
    (3.5 a die);
  - force the opponent to reroll its highest attack die (its highest defence die
    when it has no attack dice);
- then the situational rerolls: ``--terrain T`` gives one to each side whose
  terrain advantage is T, plus ``--attacker-rerolls N`` / ``--defender-rerolls M``
  (helpers), attacker first, alternating; each rerolls one's lowest die showing
  1–3 (an attack die before a defence die of the same value) and is not used when
  no die shows 3 or less;
- the defender is within reach: it rolls its attack dice (a base rolls none);
  drowning and abilities that change who fights (Gardienne, Feu magique,
  Éternel) are outside these odds.
"""

from __future__ import annotations

import functools
import itertools
import json
from fractions import Fraction

import click

from rulekit import dice_distribution

from . import unites
from .comparaison import beats
from .regles import CLOSE_MODES, FACTIONS, MODES

beats_cached = functools.lru_cache(maxsize=None)(beats)


# --- one side's dice -------------------------------------------------------------
def _roll(dist: dict, which: int, indices_of) -> dict:
    """Apply a reroll to every state of ``dist``: ``indices_of(state)`` → indices of
    roll ``which`` (0 attack, 1 defence) to throw again."""
    out: dict = {}
    for state, p in dist.items():
        idx = indices_of(state)
        if not idx:
            out[state] = out.get(state, 0) + p
            continue
        kept = [v for i, v in enumerate(state[which]) if i not in idx]
        for new, q in dice_distribution(len(idx)):
            values = tuple(sorted(kept + list(new)))
            s = (values, state[1]) if which == 0 else (state[0], values)
            out[s] = out.get(s, 0) + p * q
    return out


def whole_policy(which: int):
    def indices(state):
        dice = state[which]
        return tuple(range(len(dice))) if dice and sum(dice) * 2 < 7 * len(dice) else ()
    return which, indices


def forced_policy(state):
    att, dfn = state
    if att:
        return 0, (len(att) - 1,)  # sorted ascending: the highest is last
    return (1, (len(dfn) - 1,)) if dfn else (0, ())


def situation_policy(state):
    att, dfn = state
    low_a = att[0] if att else 7
    low_d = dfn[0] if dfn else 7
    if min(low_a, low_d) > 3:
        return 0, ()
    return (0, (0,)) if low_a <= low_d else (1, (0,))


def apply_policy(dist: dict, policy) -> dict:
    """``policy(state)`` → (roll, indices), decided state by state."""
    out: dict = {}
    for state, p in dist.items():
        which, idx = policy(state)
        for s, q in _roll({state: p}, which, lambda _s, idx=idx: idx).items():
            out[s] = out.get(s, 0) + q
    return out


def initial(att: int, dfn: int) -> dict:
    return {(a, d): p * q for (a, p), (d, q) in itertools.product(dice_distribution(att), dice_distribution(dfn))}


# --- the duel ---------------------------------------------------------------------------
def combine(a: dict, d: dict) -> dict:
    """Exact probabilities of the four outcomes from the two sides' distributions."""
    dd_marg: dict = {}
    da_marg: dict = {}
    for (da, dd), p in d.items():
        dd_marg[dd] = dd_marg.get(dd, 0) + p
        da_marg[da] = da_marg.get(da, 0) + p
    ads = {ad for _, ad in a}
    y = {ad: {} for ad in ads}  # y[ad][dd] = P(D has dd and D's attack beats ad)
    for (da, dd), p in d.items():
        for ad in ads:
            if beats_cached(da, ad):
                y[ad][dd] = y[ad].get(dd, 0) + p
    both = d_beaten = a_beaten = Fraction(0)
    for (aa, ad), p in a.items():
        d_beaten += p * sum(q for dd, q in dd_marg.items() if beats_cached(aa, dd))
        a_beaten += p * sum(q for da, q in da_marg.items() if beats_cached(da, ad))
        both += p * sum(q for dd, q in y[ad].items() if beats_cached(aa, dd))
    return {
        "defender_beaten": Fraction(d_beaten - both),
        "attacker_beaten": Fraction(a_beaten - both),
        "both": Fraction(both),
        "neither": Fraction(1 - d_beaten - a_beaten + both),
    }


def _is_base(name: str) -> int | None:
    for i, key in enumerate(FACTIONS):
        if unites.faction(key).base.lower() == name.lower():
            return i
    return None


def grants(attacker: str, defender: str, mode: str) -> tuple[tuple, tuple]:
    """The ability rerolls both sides get, asked of the compiled abilities on a crafted duel."""
    from .duel import duel

    match = duel(attacker, defender, mode)
    from .relances import ability_grants

    c = match.combat
    a = ability_grants(match, c.attacker, c.defenders[0] if c.defenders else None)
    d = ability_grants(match, c.defenders[0], c.attacker) if c.defenders else ()
    return a, d


def exact_odds(attacker: str, defender: str, mode: str, terrain: str | None = None,
               attacker_rerolls: int = 0, defender_rerolls: int = 0) -> dict:
    a_card = unites.card(attacker)
    base = _is_base(defender)
    a = initial(*a_card.dice[mode])
    if base is not None:
        d = initial(0, unites.faction(FACTIONS[base]).base_defence)
    else:
        d = initial(*unites.card(defender).dice[mode])
    a_grants, d_grants = grants(attacker, defender, mode)
    sides = {"a": a, "d": d}

    def do(side, grant):
        own, other = ("a", "d") if side == "a" else ("d", "a")
        if grant == "attaque":
            sides[own] = apply_policy(sides[own], lambda s, p=whole_policy(0): (p[0], p[1](s)))
        elif grant == "défense":
            sides[own] = apply_policy(sides[own], lambda s, p=whole_policy(1): (p[0], p[1](s)))
        elif grant == "dé adverse":
            sides[other] = apply_policy(sides[other], forced_policy)

    for ga, gd in itertools.zip_longest(a_grants, d_grants):
        if ga:
            do("a", ga)
        if gd:
            do("d", gd)
    n_a = attacker_rerolls + int(terrain is not None and a_card.advantage == terrain)
    n_d = defender_rerolls + int(terrain is not None and base is None
                                 and unites.card(defender).advantage == terrain)
    for i in range(max(n_a, n_d)):
        if i < n_a:
            sides["a"] = apply_policy(sides["a"], situation_policy)
        if i < n_d:
            sides["d"] = apply_policy(sides["d"], situation_policy)
    return combine(sides["a"], sides["d"])


# --- the command ------------------------------------------------------------------------
def _unit_name(value: str, allow_base: bool) -> str:
    names = list(unites.all_cards())
    if allow_base:
        names += [unites.faction(k).base for k in FACTIONS]
    for n in names:
        if n.lower() == value.strip().lower():
            return n
    raise click.BadParameter(f"unité inconnue {value!r} ; unités : {', '.join(names)}")


MODE_WORDS = {"mêlée": "mêlée", "melee": "mêlée", "distance": "distance", "magie": "magie"}
LABELS = {"defender_beaten": "défenseur battu (seul)", "attacker_beaten": "attaquant battu (seul)",
          "both": "les deux battus", "neither": "aucun battu"}


@click.command(help="Probabilités exactes des quatre issues d'une attaque de ATTACKER contre DEFENDER.")
@click.argument("attacker")
@click.argument("defender")
@click.option("--mode", required=True, help="mêlée, distance ou magie")
@click.option("--terrain", default=None, help="Terrain du combat (avantage de terrain).")
@click.option("--attacker-rerolls", type=click.IntRange(0, 12), default=0, help="Relances d'aide de l'attaquant.")
@click.option("--defender-rerolls", type=click.IntRange(0, 12), default=0, help="Relances d'aide du défenseur.")
@click.option("--json", "as_json", is_flag=True)
def odds_command(attacker, defender, mode, terrain, attacker_rerolls, defender_rerolls, as_json):
    mode_key = MODE_WORDS.get(mode.strip().lower())
    if mode_key is None:
        raise click.BadParameter(f"mode inconnu {mode!r} ; modes : {', '.join(MODES)}", param_hint="--mode")
    a = _unit_name(attacker, allow_base=False)
    d = _unit_name(defender, allow_base=True)
    if terrain is not None:
        from .regles import BAG

        match = [t for t in BAG if t.lower() == terrain.strip().lower()]
        if not match:
            raise click.BadParameter(f"terrain inconnu {terrain!r} ; terrains : {', '.join(BAG)}",
                                     param_hint="--terrain")
        terrain = match[0]
    if unites.card(a).dice[mode_key][0] == 0:
        raise click.BadParameter(f"{a} n'a aucun dé d'attaque en {mode_key}", param_hint="--mode")
    result = exact_odds(a, d, mode_key, terrain, attacker_rerolls, defender_rerolls)
    if as_json:
        click.echo(json.dumps({k: float(v) for k, v in result.items()}))
        return
    kind = "proche" if mode_key in CLOSE_MODES and mode_key != "distance" else "distante"
    click.echo(f"{a} contre {d} : {mode_key} ({kind}), terrain {terrain or 'sans avantage'}, "
               f"relances d'aide {attacker_rerolls}/{defender_rerolls}")
    for key, label in LABELS.items():
        click.echo(f"  {label:24} {float(result[key]):.4f}  ({result[key]})")
