"""Exact odds, fast: the distributions of :mod:`.odds`, with the dice no reroll looks at left unread.

:mod:`.odds` follows every sorted result of a side's attack and defence dice through every
reroll (3 + 3 dice: 3,136 states, seven times over for two helpers a side). Most of that work is
spent on dice showing 4–6, which a situational reroll never touches (it throws again one's
lowest die showing 1–3) and which nothing distinguishes until the dice are compared. So here a
roll is ``(low, fixed, fresh)``: its dice showing 1–3 (sorted), the dice showing 4–6 already read
(sorted), and ``fresh`` more dice known only to show 4–6. A fresh die is read (each of its three
faces) only when a reroll must see it (an ability's reroll: :func:`apply`, with the rolls its
policy ``looks`` at) or at the comparison (:func:`combine`). The 3 + 3 dice of a side then have
400 states instead of 3,136, and a reroll of one die has four results (1, 2, 3 or « 4–6 »)
instead of six.

Weights are whole numbers over a common denominator, as in :mod:`.odds`, except that a fresh die
weighs 1 rather than 3 (its three faces are counted when it is read), so that the four results
of a die thrown again weigh 1 each.

The comparison needs no pair of states: « the attack beats the defence » is the order of the dice
sorted from the highest (:func:`.comparaison.beats` is Python's tuple order on them), so each side's
dice are ranked among the other side's and the pairs counted by sums over a grid
(:func:`combine`).

``tests/pocket_tactics/test_cotes.py`` checks every result against :mod:`.odds`' enumeration.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import operator
from fractions import Fraction

LOW = (1, 2, 3)
HIGH = (4, 5, 6)


def _ways(values: tuple) -> int:
    """The orders in which a sorted tuple of dice can come out (its multinomial coefficient)."""
    out = math.factorial(len(values))
    for _, group in itertools.groupby(values):
        out //= math.factorial(len(tuple(group)))
    return out


@functools.lru_cache(maxsize=None)
def thrown(k: int) -> tuple:
    """``k`` dice thrown: ``((low dice, fresh count), weight)``, a fresh die weighing 1."""
    out = []
    for j in range(k + 1):
        for low in itertools.combinations_with_replacement(LOW, j):
            out.append(((low, k - j), _ways(low) * math.comb(k, j)))
    return tuple(out)


@functools.lru_cache(maxsize=None)
def read(k: int) -> tuple:
    """``k`` fresh dice read: ``(their sorted values, weight)`` (the weights add up to 3**k)."""
    return tuple((high, _ways(high)) for high in itertools.combinations_with_replacement(HIGH, k))


# --- the rolls met so far, by number: a state is one integer (attack roll << SHIFT | defence roll),
# so that the dictionaries of states hash small integers, not nested tuples --------------------
SHIFT = 16
_ROLLS: list = []  # number -> (low, fixed, fresh)
_NUMBERS: dict = {}  # (low, fixed, fresh) -> number
_LOWEST: list = []  # number -> its lowest die showing 1–3, or 7 when none does
_AGAIN: list = []  # number -> the four rolls after its lowest die is thrown again (None until asked)
_READ: list = []  # number -> its readings ((number of the roll read, weight), ...) (None until asked)


def number(roll: tuple) -> int:
    """The number of a roll ``(low, fixed, fresh)`` (numbered once per process)."""
    found = _NUMBERS.get(roll)
    if found is None:
        found = _NUMBERS[roll] = len(_ROLLS)
        assert found < 1 << SHIFT, "too many different rolls"
        _ROLLS.append(roll)
        _LOWEST.append(roll[0][0] if roll[0] else 7)
        _AGAIN.append(None)
        _READ.append(None)
    return found


def _again(n: int) -> tuple:
    """The four rolls after throwing again the lowest die of roll ``n`` (one showing 1–3)."""
    found = _AGAIN[n]
    if found is None:
        low, fixed, fresh = _ROLLS[n]
        rest = low[1:]
        found = _AGAIN[n] = tuple(number((tuple(sorted(rest + (v,))), fixed, fresh)) for v in LOW) + (
            number((rest, fixed, fresh + 1)),)
    return found


def _read(n: int) -> tuple:
    """Roll ``n`` with its fresh dice read: ``((number of the roll with none fresh, weight), ...)``."""
    found = _READ[n]
    if found is None:
        low, fixed, fresh = _ROLLS[n]
        if not fresh:
            found = ((n, 1),)
        else:
            found = tuple((number((low, tuple(sorted(fixed + high)), 0)), w) for high, w in read(fresh))
        _READ[n] = found
    return found


def dice(n: int) -> tuple:
    """The dice of a roll with none fresh, sorted (its low dice come before the others)."""
    low, fixed, _ = _ROLLS[n]
    return low + fixed


def initial(att: int, dfn: int) -> tuple:
    """A side's ``att`` attack and ``dfn`` defence dice thrown: ``(weights, denominator)``."""
    a_rolls = [(number((low, (), fresh)) << SHIFT, p) for (low, fresh), p in thrown(att)]
    d_rolls = [(number((low, (), fresh)), q) for (low, fresh), q in thrown(dfn)]
    weights = {a | d: p * q for a, p in a_rolls for d, q in d_rolls}
    return weights, 6 ** (att + dfn)


def situation(side: tuple) -> tuple:
    """:func:`.odds.situation_policy` for every state: throw again one's lowest die showing 1–3
    (an attack die before a defence die of the same value), if any."""
    weights, den = side
    out: dict = {}
    get, lowest, again, mask = out.get, _LOWEST, _AGAIN, (1 << SHIFT) - 1
    for state, w in weights.items():
        a, d = state >> SHIFT, state & mask
        low_a, low_d = lowest[a], lowest[d]
        if low_a > 3 and low_d > 3:
            out[state] = get(state, 0) + 6 * w
        elif low_a <= low_d:
            for new in again[a] or _again(a):
                s = new << SHIFT | d
                out[s] = get(s, 0) + w
        else:
            a <<= SHIFT
            for new in again[d] or _again(d):
                s = a | new
                out[s] = get(s, 0) + w
    return out, den * 6


def reveal(side: tuple, rolls=(0, 1)) -> tuple:
    """Read the fresh dice of the rolls ``rolls`` (0 attack, 1 defence) of every state."""
    weights, den = side
    out: dict = {}
    mask = (1 << SHIFT) - 1
    for state, w in weights.items():
        a, d = state >> SHIFT, state & mask
        for ra, wa in (_read(a) if 0 in rolls else ((a, 1),)):
            for rd, wd in (_read(d) if 1 in rolls else ((d, 1),)):
                s = ra << SHIFT | rd
                out[s] = out.get(s, 0) + w * wa * wd
    return out, den


def apply(side: tuple, policy) -> tuple:
    """One reroll of :mod:`.odds` (``policy(state)`` → (roll, indices of its sorted dice to throw
    again), reading only the rolls ``policy.looks``) for every state. The situational reroll
    (:func:`.odds.situation_policy`) needs no die read (:func:`situation`)."""
    from .odds import situation_policy

    if policy is situation_policy:
        return situation(side)
    looks = getattr(policy, "looks", (0, 1))
    weights, den = reveal(side, looks)
    mask = (1 << SHIFT) - 1
    decided = {}  # the numbers of the rolls it looks at -> (its decision, the rolls shown)
    states = []
    most = 0
    for state, w in weights.items():
        rolls = (state >> SHIFT, state & mask)
        seen = (rolls[0] if 0 in looks else -1, rolls[1] if 1 in looks else -1)
        found = decided.get(seen)
        if found is None:
            shown = tuple(dice(r) if r >= 0 else None for r in seen)
            found = decided[seen] = (policy(shown), shown)
        (which, idx), shown = found
        states.append((state, rolls, w, which, idx, shown))
        most = max(most, len(idx))
    out: dict = {}
    thrown_again: dict = {}  # (roll, its dice kept, the other roll, dice thrown) -> weight: thrown together, once
    for state, rolls, w, which, idx, shown in states:
        scaled = w * 6 ** (most - len(idx))
        if not idx:
            out[state] = out.get(state, 0) + scaled
            continue
        kept = tuple(v for i, v in enumerate(shown[which]) if i not in idx)
        key = (which, kept, rolls[1 - which], len(idx))
        thrown_again[key] = thrown_again.get(key, 0) + scaled
    for (which, kept, other, k), w in thrown_again.items():
        kept_low = tuple(v for v in kept if v <= 3)
        kept_high = tuple(v for v in kept if v > 3)
        for (low, fresh), ways in thrown(k):
            roll = number((tuple(sorted(kept_low + low)), kept_high, fresh))
            s = roll << SHIFT | other if which == 0 else other << SHIFT | roll
            out[s] = out.get(s, 0) + w * ways
    return out, den * 6 ** most


def side(att: int, dfn: int, policies) -> tuple:
    """A side's distribution after its rerolls (``policies``, in order). While the rerolls each
    read one roll alone (an ability's « relancer tous les dés » of its attack or its defence), the
    attack and the defence dice stay two distributions of their own, put together only when a
    reroll reads both (twenty rolls and forty-eight rather than their 960 pairs)."""
    from .odds import situation_policy

    policies = list(policies)
    alone = [initial(att, 0), initial(0, dfn)]
    while policies and policies[0] is not situation_policy and len(getattr(policies[0], "looks", (0, 1))) == 1:
        policy = policies.pop(0)
        alone[policy.looks[0]] = apply(alone[policy.looks[0]], policy)
    (aw, a_den), (dw, d_den) = alone
    mask = (1 << SHIFT) - 1
    dist = {a & ~mask | d & mask: p * q for a, p in aw.items() for d, q in dw.items()}, a_den * d_den
    for policy in policies:
        dist = apply(dist, policy)
    return dist


def full(side: tuple) -> tuple:
    """The distribution as :mod:`.odds` writes it: ``{(attack dice, defence dice): weight}``, each
    sorted, every die read."""
    weights, den = reveal(side)
    mask = (1 << SHIFT) - 1
    return {(dice(s >> SHIFT), dice(s & mask)): w for s, w in weights.items()}, den


def _key(n: int) -> tuple:
    """The dice of a roll with none fresh sorted from the highest: one roll beats another when
    its key is the greater (:func:`.comparaison.beats` is tuple order on these)."""
    found = _KEYS.get(n)
    if found is None:
        found = _KEYS[n] = dice(n)[::-1]
    return found


_KEYS: dict = {}  # number -> :func:`_key`


def _ranked(rolls, order: list) -> dict:
    """Each roll's readings as ``[(rank, weight)]``, the rank of a reading being how many keys of
    ``order`` (sorted) it beats."""
    out = {}
    for n in rolls:
        ranks: dict = {}
        for r, w in _read(n):
            i = bisect.bisect_left(order, _key(r))
            ranks[i] = ranks.get(i, 0) + w
        out[n] = tuple(ranks.items())
    return out


def _order(rolls) -> list:
    """The keys of every reading of ``rolls``, sorted, each once."""
    return sorted({_key(r) for n in rolls for r, _ in _read(n)})


def combine(a: tuple, d: tuple) -> dict:
    """The four outcomes' exact probabilities from the attacker's and the defender's
    distributions (the same as :func:`.odds.combine` of their :func:`full` forms).

    The defender is beaten when the attacker's attack beats the defender's defence, the attacker
    when the defender's attack beats the attacker's defence. Each attack is ranked among the
    other side's defences (how many it beats): ``r`` for the attacker's attack among the
    defender's defences (``u`` their ranks, sorted), ``t`` for the defender's attack among the
    attacker's defences (``j`` their ranks). The defender's weight goes on a grid by ``(u, t)``,
    summed up so that ``below[r][j]`` is its weight with ``u < r`` (the attacker beats it) and
    ``t > j`` (it beats the attacker): each attacker state with ranks ``(r, j)`` adds its weight
    times ``below[r][j]`` to « both beaten », without any pair of states."""
    (aw, a_den), (dw, d_den) = a, d
    mask = (1 << SHIFT) - 1
    u_order = _order({s & mask for s in dw})
    v_order = _order({s & mask for s in aw})
    nu, nv = len(u_order), len(v_order)
    u_rank = _ranked({s & mask for s in dw}, u_order)  # a defence's rank among its own kind: its place
    t_rank = _ranked({s >> SHIFT for s in dw}, v_order)
    r_rank = _ranked({s >> SHIFT for s in aw}, u_order)
    j_rank = _ranked({s & mask for s in aw}, v_order)
    # the defender's weight by its attack, over the ranks u of its defence
    by_attack: dict = {}
    for s, w in dw.items():
        row = by_attack.get(s >> SHIFT)
        if row is None:
            row = by_attack[s >> SHIFT] = [0] * nu
        for u, wd in u_rank[s & mask]:
            row[u] += w * wd
    # columns[t][u]: the defender's weight with its defence of rank u and its attack of rank t
    columns = [[0] * nu for _ in range(nv + 1)]
    for attack, row in by_attack.items():
        for t, wa in t_rank[attack]:
            columns[t] = [c + wa * x for c, x in zip(columns[t], row)]
    # over[j][u]: with t > j; below[r][j]: with u < r and t > j; below_u[r]: with u < r
    over, acc = [None] * nv, [0] * nu
    for j in range(nv - 1, -1, -1):
        acc = [a + c for a, c in zip(acc, columns[j + 1])]
        over[j] = acc
    below = [list(r) for r in zip(*(itertools.accumulate(o, initial=0) for o in over))]
    below_u = list(itertools.accumulate((sum(col) for col in zip(*columns)), initial=0))
    over_v = below[-1]
    # the attacker's weight by its attack, over the ranks j of its defence; then each attack's readings
    by_attack = {}
    for s, w in aw.items():
        row = by_attack.get(s >> SHIFT)
        if row is None:
            row = by_attack[s >> SHIFT] = [0] * nv
        for j, wd in j_rank[s & mask]:
            row[j] += w * wd
    both = d_beaten = a_beaten = 0
    for attack, row in by_attack.items():
        ranks = r_rank[attack]
        # by rank of the attacker's defence: the defender's weight this attack beats and that beats it
        beats_both = [0] * nv
        for r, wa in ranks:
            beats_both = [x + wa * y for x, y in zip(beats_both, below[r])]
        a_beaten += sum(wa for _, wa in ranks) * sum(map(operator.mul, row, over_v))
        d_beaten += sum(wa * below_u[r] for r, wa in ranks) * sum(row)
        both += sum(map(operator.mul, row, beats_both))
    total = a_den * d_den
    return {
        "defender_beaten": Fraction(d_beaten - both, total),
        "attacker_beaten": Fraction(a_beaten - both, total),
        "both": Fraction(both, total),
        "neither": Fraction(total - d_beaten - a_beaten + both, total),
    }


def odds(a_dice: tuple[int, int], d_dice: tuple[int, int], steps) -> dict:
    """The four outcomes of an attack: each side's (attack, defence) dice and the rerolls of
    :func:`.odds.plan` (``(side "a"/"d", policy)``, in order; each side's own order is what counts,
    the two sides' dice being independent)."""
    a = side(*a_dice, [p for s, p in steps if s == "a"])
    d = side(*d_dice, [p for s, p in steps if s == "d"])
    return combine(a, d)
