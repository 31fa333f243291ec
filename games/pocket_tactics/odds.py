"""Exact odds of one attack: ``rulekit odds pocket_tactics ATTACKER DEFENDER --mode M``.

The cards are the built-in factions' (looked up by name), or, with ``--factions A,B``, the
attacker a card of faction A and the defender a card (or the base) of faction B, each a key
(``rulekit factions pocket_tactics``) or the path of a faction file (``--factions A``: both
from A, a mirror duel). The functions below take the same pair as ``factions=(A, B)``.

The four outcomes (defender beaten alone, attacker beaten alone, both, neither)
are computed exactly from the same chance nodes as the game: the sorted-dice
distributions of :func:`rulekit.dice_distribution`, then every reroll, then the
comparison of :mod:`.comparaison` (:func:`enumerated_odds` follows every result that way;
:func:`exact_odds` gets the same Fractions much faster from :mod:`.cotes`). Each side's dice change only by its own
rerolls or by the opponent forcing one of its dice, and every reroll follows a
fixed policy that looks only at the dice it changes, so the two sides'
distributions are independent and combine exactly.

Reroll policy (what a player would do, written down so the numbers are exact):

- ability rerolls are the ones the units' compiled abilities grant (query
  ``"relances"`` on a duel laid out on a two-tile map, as the game asks it), in the
  rule's order, attacker first, alternating;
  - reroll all one's attack (or defence) dice when their total is below average
    (3.5 a die);
  - force the opponent to reroll its highest attack die (its highest defence die
    when it has no attack dice);
- then the situational rerolls: ``--terrain T`` gives one to each side whose
  terrain advantage is T, plus ``--attacker-rerolls N`` / ``--defender-rerolls M``
  (helpers), attacker first, alternating; each rerolls one's lowest die showing
  1–3 (an attack die before a defence die of the same value) and is not used when
  no die shows 3 or less;
- a help reroll is an ally adjacent to the attacked tile: a side with help has an ally
  next to it (:func:`with_helpers` places one next to both fighters), so an ability
  that wants an opponent « sans allié adjacent » (Duelliste) does not act against it;
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
from rulekit.tables import table

from . import unites
from .comparaison import beats
from .regles import CLOSE_MODES, FACTIONS, MODES

beats_cached = functools.lru_cache(maxsize=None)(beats)


# --- one side's dice -------------------------------------------------------------
# A side's distribution is ``(weights, denominator)``: state -> integer weight, the
# probability of a state being weight / denominator (whole numbers keep it fast and exact).
# A state is ``(attack dice, defence dice)``, each a sorted tuple.

@functools.lru_cache(maxsize=None)
def _ways(k: int) -> tuple:
    """Sorted results of ``k`` dice with their number of ways (out of 6**k)."""
    return tuple((v, int(p * 6**k)) for v, p in dice_distribution(k))


def whole_policy(which: int):
    """Reroll all the dice of roll ``which`` when their total is below average."""
    def policy(state):
        dice = state[which]
        return which, (tuple(range(len(dice))) if dice and sum(dice) * 2 < 7 * len(dice) else ())
    policy.looks = (which,)  # the rolls it reads (:mod:`.cotes` reads only those dice)
    return policy


def forced_policy(which: tuple[int, ...] = (0, 1)):
    """Force the opponent's highest die of the rolls ``which`` (attack first) to be rerolled."""
    def policy(state):
        for w in which:
            if state[w]:
                return w, (len(state[w]) - 1,)  # sorted ascending: the highest is last
        return 0, ()
    policy.looks = tuple(which)
    return policy


def situation_policy(state):
    """Reroll one's lowest die showing 1–3 (an attack die before a defence die of equal value)."""
    att, dfn = state
    low_a = att[0] if att else 7
    low_d = dfn[0] if dfn else 7
    if min(low_a, low_d) > 3:
        return 0, ()
    return (0, (0,)) if low_a <= low_d else (1, (0,))


def apply_policy(side: tuple, policy) -> tuple:
    """Apply one reroll to every state: ``policy(state)`` → (roll, indices to throw again). The
    states that keep the same dice and throw as many again are followed by the same results:
    they are thrown together, once."""
    weights, den = side
    decisions = {state: policy(state) for state in weights}
    most = max((len(idx) for _, idx in decisions.values()), default=0)
    out: dict = {}
    thrown: dict = {}  # (roll, its kept dice, the other roll, dice thrown again) -> weight
    for state, w in weights.items():
        which, idx = decisions[state]
        scaled = w * 6 ** (most - len(idx))
        if not idx:
            out[state] = out.get(state, 0) + scaled
            continue
        kept = tuple(v for i, v in enumerate(state[which]) if i not in idx)
        key = (which, kept, state[1 - which], len(idx))
        thrown[key] = thrown.get(key, 0) + scaled
    for (which, kept, other, k), w in thrown.items():
        for new, ways in _ways(k):
            values = tuple(sorted(kept + new))
            s = (values, other) if which == 0 else (other, values)
            out[s] = out.get(s, 0) + w * ways
    return out, den * 6**most


def initial(att: int, dfn: int) -> tuple:
    weights = {(a, d): p * q for (a, p), (d, q) in itertools.product(_ways(att), _ways(dfn))}
    return weights, 6 ** (att + dfn)


# --- the duel ---------------------------------------------------------------------------
def combine(a: tuple, d: tuple) -> dict:
    """Exact probabilities of the four outcomes from the two sides' distributions."""
    (aw, a_den), (dw, d_den) = a, d
    dd_marg: dict = {}
    da_marg: dict = {}
    for (da, dd), w in dw.items():
        dd_marg[dd] = dd_marg.get(dd, 0) + w
        da_marg[da] = da_marg.get(da, 0) + w
    beats_d = {aa: sum(w for dd, w in dd_marg.items() if beats_cached(aa, dd)) for aa, _ in aw}
    beats_a = {ad: sum(w for da, w in da_marg.items() if beats_cached(da, ad)) for _, ad in aw}
    y: dict = {}  # y[ad][dd]: weight of D having dd and an attack that beats ad
    for (da, dd), w in dw.items():
        for ad in beats_a:
            if beats_cached(da, ad):
                row = y.setdefault(ad, {})
                row[dd] = row.get(dd, 0) + w
    both_of: dict = {}
    both = d_beaten = a_beaten = 0
    for (aa, ad), w in aw.items():
        d_beaten += w * beats_d[aa]
        a_beaten += w * beats_a[ad]
        key = (aa, ad)
        if key not in both_of:
            both_of[key] = sum(v for dd, v in y.get(ad, {}).items() if beats_cached(aa, dd))
        both += w * both_of[key]
    total = a_den * d_den
    return {
        "defender_beaten": Fraction(d_beaten - both, total),
        "attacker_beaten": Fraction(a_beaten - both, total),
        "both": Fraction(both, total),
        "neither": Fraction(total - d_beaten - a_beaten + both, total),
    }


def _is_base(name: str) -> int | None:
    for i, key in enumerate(FACTIONS):
        if unites.faction(key).base.lower() == name.lower():
            return i
    return None


def sides(attacker: str, defender: str, factions=None):
    """``(attacker's card, defender's card or None for a base, attacker's faction key, the
    defender's)``: from the built-in cards by name, or from ``factions=(A, B)``."""
    if factions is None:
        a = unites.card(attacker)
        base = _is_base(defender)
        if base is not None:
            return a, None, a.faction, FACTIONS[base]
        d = unites.card(defender)
        return a, d, a.faction, d.faction
    a_key, d_key = factions
    a = unites.faction(a_key).card(attacker)
    fd = unites.faction(d_key)
    if defender == fd.base:
        return a, None, a_key, d_key
    return a, fd.card(defender), a_key, d_key


def _duel(attacker: str, defender: str, mode: str, factions=None):
    """The crafted duel (:func:`.duel.duel`) between cards of any two factions."""
    from rulekit import RulekitError

    from .duel import duel, position
    from .etat import Combat

    if factions is None:
        return duel(attacker, defender, mode)
    _, d_card, a_key, d_key = sides(attacker, defender, factions)
    base_attacked = d_card is None
    if base_attacked and a_key == d_key:
        raise RulekitError(f"{attacker} cannot attack its own base, {defender}")
    terrain = "Terrain neutre"
    units = {"0,1": (0, attacker)}
    if not base_attacked:
        units["0,0"] = (1, defender)
    match = position({"0,0": terrain, "0,1": terrain}, ("0,6", "0,0" if base_attacked else "0,-6"), units,
                     factions=(a_key, d_key))
    uid_a, uid_d = match.unit_at("0,1"), match.unit_at("0,0")
    match.combat = Combat(uid_a, "0,1", "0,0", mode, mode != "Distance",
                          () if uid_d is None else (uid_d,), 1 if base_attacked else -1)
    return match


#: where a side's helper stands in the crafted duel (attacker at 0,1, defender at 0,0): on a
#: tile next to the attacked tile and to both fighters, so a side with help has an adjacent ally
HELPER_CELLS = ("1,0", "-1,1")


def with_helpers(match, attacker_helped: bool, defender_helped: bool):
    """The crafted duel with one ally of each helped side placed next to the fight
    (:data:`HELPER_CELLS`): a help reroll is an ally adjacent to the attacked tile (README
    reading 14), and abilities that want no adjacent ally (« un adversaire sans allié
    adjacent ») must see it. The helper is the side's first unit in reserve."""
    import attrs

    from .regles import RESERVE

    c = match.combat
    terrain = match.board[c.origin]
    for player, helped, cell in ((0, attacker_helped, HELPER_CELLS[0]), (1, defender_helped, HELPER_CELLS[1])):
        if not helped:
            continue
        u = next((u for u in match.units if u.player == player and u.where == RESERVE), None)
        if u is None:  # pragma: no cover - a faction of one unit
            continue
        match.board = {**match.board, cell: terrain}
        match.units = [*match.units[:u.uid], attrs.evolve(u, where=cell), *match.units[u.uid + 1:]]
    return match


def grants(attacker: str, defender: str, mode: str, factions=None, helped=(False, False)) -> tuple[list, list]:
    """The ability rerolls (``dsl.RelanceAccordee``) both sides get, asked of the compiled
    abilities on a crafted duel, exactly as the game asks them; ``helped``: whether the
    attacker and the defender have help (an adjacent ally, :func:`with_helpers`)."""
    from .relances import ability_grants

    match = with_helpers(_duel(attacker, defender, mode, factions), *helped)
    c = match.combat
    a = ability_grants(match, c.attacker, c.defenders[0] if c.defenders else None, "attaque")
    d = ability_grants(match, c.defenders[0], c.attacker, "défense") if c.defenders else []
    return a, d


ROLLS = {"attaque": (0,), "défense": (1,), "tous": (0, 1)}


def values_policy(rolls, values):
    """Reroll every die of the rolls ``rolls`` (0 attack, 1 defence) showing one of ``values``
    (the first such roll only: the game offers them one by one, attack first)."""
    def policy(state):
        for w in rolls:
            idx = tuple(i for i, v in enumerate(state[w]) if v in values)
            if idx:
                return w, idx
        return 0, ()
    policy.looks = tuple(rolls)
    return policy


def _grant_policies(grant) -> list[tuple[str, object]]:
    """(``"own"``/``"other"``, policy) for one grant, as many times as it is granted; a grant of
    some values only (« relancent leurs 1 ») rerolls each die showing one of them, once."""
    rolls = ROLLS.get(grant.des, (0, 1))
    if grant.valeurs:
        return [("own" if grant.qui == "soi" else "other", values_policy(rolls, grant.valeurs))]
    if grant.qui == "soi":
        out = [("own", whole_policy(w)) for w in rolls] if grant.tous else [("own", situation_policy)]
    else:
        out = [("other", forced_policy(rolls))]
    return out * max(1, grant.fois)


def plan(attacker: str, defender: str, mode: str, terrain: str | None = None,
         attacker_rerolls: int = 0, defender_rerolls: int = 0, factions=None) -> list[tuple[str, object]]:
    """Every reroll in the rule's order, as (side changed ``"a"``/``"d"``, policy)."""
    a_card, d_card, _, _ = sides(attacker, defender, factions)
    a_grants, d_grants = grants(attacker, defender, mode, factions, (attacker_rerolls > 0, defender_rerolls > 0))
    n_a = attacker_rerolls + int(terrain is not None and a_card.advantage == terrain)
    n_d = defender_rerolls + int(terrain is not None and d_card is not None and d_card.advantage == terrain)
    return order(a_grants, d_grants, n_a, n_d)


def order(a_grants, d_grants, n_a: int = 0, n_d: int = 0) -> list[tuple[str, object]]:
    """The rerolls of an attack in the rule's order, as (side changed, policy): the abilities'
    rerolls before the situational ones, the ``n_a``/``n_d`` situational ones, then the abilities'
    rerolls after them; attacker first, alternating."""
    def side_steps(side, gs, before):
        other = "d" if side == "a" else "a"
        return [(side if who == "own" else other, pol) for g in gs if g.avant_situation == before
                for who, pol in _grant_policies(g)]

    def alternate(a, d):
        return [x for pair in itertools.zip_longest(a, d) for x in pair if x is not None]

    return (alternate(side_steps("a", a_grants, True), side_steps("d", d_grants, True))
            + alternate([("a", situation_policy)] * n_a, [("d", situation_policy)] * n_d)
            + alternate(side_steps("a", a_grants, False), side_steps("d", d_grants, False)))


def dice_of(name: str, mode: str, faction: str | None = None) -> tuple[int, int]:
    """A card's (attack, defence) dice in ``mode`` (a base: no attack, its defence), from the
    built-in cards or from the faction ``faction`` (a key or a path)."""
    if faction is None:
        base = _is_base(name)
        if base is not None:
            return 0, unites.faction(FACTIONS[base]).base_defence
        return unites.card(name).dice[mode]
    f = unites.faction(faction)
    return (0, f.base_defence) if name == f.base else f.card(name).dice[mode]


def exact_odds(attacker: str, defender: str, mode: str, terrain: str | None = None,
               attacker_rerolls: int = 0, defender_rerolls: int = 0, factions=None) -> dict:
    """The four outcomes' exact probabilities (``Fraction``), computed by :mod:`.cotes`: the same
    numbers as :func:`enumerated_odds`, which follows every sorted result of the dice."""
    from . import cotes

    a_key, d_key = factions if factions is not None else (None, None)
    steps = plan(attacker, defender, mode, terrain, attacker_rerolls, defender_rerolls, factions)
    return cotes.odds(dice_of(attacker, mode, a_key), dice_of(defender, mode, d_key), steps)


def enumerated_odds(attacker: str, defender: str, mode: str, terrain: str | None = None,
                    attacker_rerolls: int = 0, defender_rerolls: int = 0, factions=None) -> dict:
    """:func:`exact_odds` the plain way: every sorted result of each side's dice through every
    reroll (:func:`apply_policy`), then every pair of the two sides' results (:func:`combine`).
    Slow (a fifth of a second with two helpers a side) but plainly right: the tests check the
    fast computation against it."""
    a_key, d_key = factions if factions is not None else (None, None)
    sides_ = {"a": initial(*dice_of(attacker, mode, a_key)), "d": initial(*dice_of(defender, mode, d_key))}
    for side, policy in plan(attacker, defender, mode, terrain, attacker_rerolls, defender_rerolls, factions):
        sides_[side] = apply_policy(sides_[side], policy)
    return combine(sides_["a"], sides_["d"])


# --- the command ------------------------------------------------------------------------
def _unit_name(value: str, allow_base: bool, faction: str | None = None) -> str:
    """The card (or base) a name means, case aside: a built-in one, or one of ``faction``."""
    if faction is None:
        names = list(unites.all_cards())
        if allow_base:
            names += [unites.faction(k).base for k in FACTIONS]
        where = ""
    else:
        f = unites.faction(faction)
        names = [c.name for c in f.cards] + ([f.base] if allow_base else [])
        where = f" of {faction}"
    for n in names:
        if n.lower() == value.strip().lower():
            return n
    raise click.BadParameter(f"unknown unit {value!r}{where}; units: {', '.join(names)}")


def _factions(text: str | None):
    """``--factions A,B`` (or ``A``, both sides from A): each read now, a bad one one line."""
    from rulekit import RulekitError, factions

    if text is None:
        return None
    names = [n.strip() for n in text.split(",")]
    if not 1 <= len(names) <= 2 or not all(names):
        raise RulekitError(f"--factions takes one or two factions (keys or paths) separated by a comma, "
                           f"got {text!r}")
    for n in names:
        factions.load("pocket_tactics", n)  # UnknownFaction, FactionFileError: one line, status 2
    return (names[0], names[-1])


MODE_WORDS = {"mêlée": "Mêlée", "melee": "Mêlée", "distance": "Distance", "magie": "Magie"}
LABELS = {"defender_beaten": "défenseur battu (seul)", "attacker_beaten": "attaquant battu (seul)",
          "both": "les deux battus", "neither": "aucun battu"}


@click.command(help="Exact odds of the four outcomes of an attack by ATTACKER on DEFENDER (unit names; "
                    "the defender may be a base). The cards are the built-in factions', or with "
                    "--factions A,B the attacker is a card of A and the defender one of B.")
@click.argument("attacker")
@click.argument("defender")
@click.option("--mode", required=True, help="The attack: mêlée, distance or magie.")
@click.option("--terrain", default=None, help="The terrain of the fight (terrain advantage).")
@click.option("--attacker-rerolls", type=click.IntRange(0, 12), default=0,
              help="The attacker's helper rerolls (allies adjacent to the attacked tile: with any, the "
                   "attacker has an adjacent ally).")
@click.option("--defender-rerolls", type=click.IntRange(0, 12), default=0,
              help="The defender's helper rerolls (allies adjacent to it: with any, it has an adjacent ally).")
@click.option("--factions", "faction_text", default=None, metavar="A,B",
              help="The attacker's faction and the defender's: keys (`rulekit factions pocket_tactics`) "
                   "or paths of faction files; one name for both.")
@click.option("--json", "as_json", is_flag=True, help="Print the four probabilities as JSON.")
@click.option("--exact", is_flag=True, help="Fractions (\"5/36\") instead of decimals in --json.")
def odds_command(attacker, defender, mode, terrain, attacker_rerolls, defender_rerolls, faction_text, as_json,
                 exact):
    mode_key = MODE_WORDS.get(mode.strip().lower())
    if mode_key is None:
        raise click.BadParameter(f"unknown mode {mode!r}; modes: {', '.join(MODES)}", param_hint="--mode")
    pair = _factions(faction_text)
    a = _unit_name(attacker, allow_base=False, faction=pair[0] if pair else None)
    d = _unit_name(defender, allow_base=True, faction=pair[1] if pair else None)
    if terrain is not None:
        from .regles import BAG

        match = [t for t in BAG if t.lower() == terrain.strip().lower()]
        if not match:
            raise click.BadParameter(f"unknown terrain {terrain!r}; terrains: {', '.join(BAG)}",
                                     param_hint="--terrain")
        terrain = match[0]
    if dice_of(a, mode_key, pair[0] if pair else None)[0] == 0:
        raise click.BadParameter(f"{a} has no attack dice in {mode_key}", param_hint="--mode")
    result = exact_odds(a, d, mode_key, terrain, attacker_rerolls, defender_rerolls, factions=pair)
    if as_json:
        click.echo(json.dumps({k: (str(v) if exact else float(v)) for k, v in result.items()}))
        return
    kind = "proche" if mode_key in CLOSE_MODES else "distante"
    title = (f"{a} contre {d} : {mode_key} (attaque {kind}), terrain {terrain or 'sans avantage'}, "
             f"relances d'aide {attacker_rerolls}/{defender_rerolls}")
    if pair:
        title += f" ; factions {unites.faction(pair[0]).name} / {unites.faction(pair[1]).name}"
    rows = [(label, f"{float(result[key]):.4f}", result[key]) for key, label in LABELS.items()]
    click.echo(table(("issue", "probabilité", "exacte"), rows, title=title, right=(1, 2)))
