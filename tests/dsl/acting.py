"""Shared helpers for the acting tests of the designer abilities (tests/dsl/new_abilities.py):
give a card or unit a sentence, lay out a small scenario, and read what changes: exact odds,
legal actions, or the game's own query values.

The exact odds of a Pocket-Tactics attack are computed from what the game itself asks of a
crafted match (:func:`pt_exact`): the dice of each side (``attaque.dice_of``), the ability
rerolls (``relances.ability_grants``) and the situational rerolls (``relances.situation_counts``),
combined with the reroll policy documented in ``rulekit_games.pocket_tactics.odds``. The same
numbers from an explicit description (:func:`pt_odds`) say what the ability should give.
"""

from __future__ import annotations

import attrs

from rulekit import dsl
from rulekit.dsl.vocabulary import for_game
from tests.dsl.new_abilities import NEW_ABILITIES

# --- the designer sentences -------------------------------------------------------------------


def sentence(game: str, primitive: str, starts: str) -> str:
    """The one entry of NEW_ABILITIES of ``game`` and ``primitive`` whose sentence starts so."""
    found = [t for g, t, p, _ in NEW_ABILITIES if g == game and p == primitive and t.startswith(starts)]
    assert len(found) == 1, (game, primitive, starts, found)
    return found[0]


def compiled(game: str, *sentences: str, vocabulary=None) -> tuple:
    v = vocabulary or for_game(game)
    return tuple(dsl.compile_ability(dsl.parse_ability(t, vocabulary=v), name=f"essai {i}", text=t, vocabulary=v)
                 for i, t in enumerate(sentences))


def refused(game: str, text: str, said: str | None = None):
    """The ``RulesSemanticError`` compiling ``text`` for ``game`` raises (its message matching ``said``,
    if given: the callers that give none check the message themselves)."""
    import pytest

    from rulekit.dsl import RulesSemanticError

    v = for_game(game)
    ast = dsl.parse_ability(text, vocabulary=v)
    with pytest.raises(RulesSemanticError, match=said) as info:
        dsl.compile_ability(ast, name="t", text=text, vocabulary=v)
    return info.value


# --- Pocket-Tactics ---------------------------------------------------------------------------


def pt_give(monkeypatch, card_name: str, *sentences: str, dice: dict | None = None) -> None:
    """The card's abilities become exactly these sentences (none: the card without abilities, the
    baseline « without it »), compiled for Pocket-Tactics; ``dice`` overrides some of its
    printed dice (mode → (attack, defence))."""
    from rulekit_games.pocket_tactics import match as match_mod
    from rulekit_games.pocket_tactics import unites

    cards = dict(unites.all_cards())
    card = attrs.evolve(cards[card_name], abilities=compiled("pocket_tactics", *sentences))
    if dice:
        card = attrs.evolve(card, dice={**card.dice, **dice})
    cards[card_name] = card
    monkeypatch.setattr(unites, "all_cards", lambda: cards)
    monkeypatch.setattr(match_mod, "_IN_PLAY", {})


def pt_labels(match) -> list[str]:
    return [a.label for a in match.legal_actions()]


def pt_act(match, text: str):
    """Apply the one legal action whose label contains ``text``."""
    found = [a for a in match.legal_actions() if text in a.label]
    assert len(found) == 1, f"{text!r} matches {[a.label for a in found]} among {pt_labels(match)}"
    match.apply(found[0])
    return found[0]


def pt_roll(match, *values) -> None:
    from rulekit import CHANCE, Dice

    assert match.current_player is CHANCE, f"not a chance node: {pt_labels(match)}"
    match.apply(Dice(tuple(sorted(values))))


def pt_odds(a_dice, d_dice, a_grants=(), d_grants=(), situation=(0, 0)) -> dict:
    """Exact odds of the four outcomes of an attack with these dice ((attack, defence) each),
    these ``RelanceAccordee`` grants of each side, and these situational rerolls, in the
    rule's order (``odds.order``), computed from the dice alone: what a sentence should do."""
    from rulekit_games.pocket_tactics import odds

    sides = {"a": odds.initial(*a_dice), "d": odds.initial(*d_dice)}
    for side, policy in odds.order(a_grants, d_grants, *situation):
        sides[side] = odds.apply_policy(sides[side], policy)
    return odds.combine(sides["a"], sides["d"])


def pt_attack_state(match) -> dict:
    """What the game asks for the attack declared in ``match`` (``match.combat``)."""
    from rulekit_games.pocket_tactics import attaque, relances

    c = match.combat
    primary = None if c.base >= 0 else match.unit_at(c.target)
    a_dice = (attaque.dice_of(match, c.attacker, 0, "attaque"), attaque.dice_of(match, c.attacker, 1, "attaque"))
    d_dice = attaque.defender_dice(match)
    a_grants = relances.ability_grants(match, c.attacker, primary, "attaque")
    d_grants = [g for d in c.defenders for g in relances.ability_grants(match, d, c.attacker, "défense")]
    return {"a_dice": a_dice, "d_dice": d_dice, "a_grants": a_grants, "d_grants": d_grants,
            "situation": relances.situation_counts(match)}


def pt_exact(match) -> dict:
    """Exact odds of the attack declared in ``match``, from the game's own queries."""
    return pt_odds(**pt_attack_state(match))


def pt_declare(match, text: str):
    """Declare the attack whose label contains ``text``; the match waits for the first roll."""
    pt_act(match, text)
    assert match.combat is not None
    return match


#: a terrain no card has the advantage of: no situational reroll unless a test wants one
NEUTRAL = "Terrain neutre"


def pt_position(units: dict, tiles: dict | None = None, player: int = 0, bases=("8,-8", "0,-8"),
                factions=None, **kw):
    """A Pocket-Tactics match with ``units`` (cell → (player, card)) on ``tiles`` (default: a
    neutral tile under each unit), bases far away; unless given, each player's faction is the
    one of its first card (both the same for a mirror)."""
    from rulekit_games.pocket_tactics import unites
    from rulekit_games.pocket_tactics.duel import position

    if factions is None:
        factions = []
        for p in (0, 1):
            cards = [c for q, c in units.values() if q == p]
            factions.append(unites.card(cards[0]).faction if cards else None)
        factions = [f or next(x for x in factions if x) for f in factions]
    tiles = tiles if tiles is not None else {cell: NEUTRAL for cell in units}
    return position(tiles, bases, units, player=player, factions=factions, **kw)


# --- Pocket Battles ---------------------------------------------------------------------------


def pb_give(monkeypatch, troupe: str, *sentences: str) -> None:
    """Units with ``troupe`` among their troops also bear these sentences, compiled for Pocket
    Battles (the troops chosen by the tests have no characteristic of their own)."""
    from rulekit_games.pocket_battles import caracteristiques
    from rulekit_games.pocket_battles import match as match_mod

    extra = compiled("pocket_battles", *sentences)
    original = caracteristiques.de_l_unite

    def de_l_unite(faction, troupes):
        return original(faction, troupes) + (extra if troupe in troupes else ())

    monkeypatch.setattr(caracteristiques, "de_l_unite", de_l_unite)
    monkeypatch.setattr(match_mod, "_DERNIER", [None, None, None])


def pb_dice(match) -> set[int]:
    """How many dice the chance node on top throws."""
    from rulekit import CHANCE

    assert match.current_player is CHANCE
    return {len(o.values) for o, _ in match.chance_outcomes()}


def pb_hits(match, faces) -> dict:
    """The exact distribution of hits of the roll on top against ``faces`` (before the game's
    « coups » answer), from the chance node itself."""
    from rulekit_games.pocket_battles.combat import coups

    out: dict = {}
    for o, p in match.chance_outcomes():
        n = coups(o.values, faces)
        out[n] = out.get(n, 0) + p
    return dict(sorted(out.items()))


def pb_last_attack(match):
    """The last « attaque lancée » event (its ``coups``: the hits after the game's answer)."""
    from rulekit_games.pocket_battles.evenements import AttaqueLancee

    return next(e for e in reversed(match.events) if isinstance(e, AttaqueLancee))


# --- Epic ----------------------------------------------------------------------------------------
def epic_probability(m, holds):
    """The exact probability that ``holds(m)`` once every chance node left is resolved, each branch a copy
    of the match played on to its next decision (tests/epic_ref/conftest.py ``run``)."""
    import copy
    from fractions import Fraction

    from rulekit import CHANCE
    from tests.epic_ref.conftest import run

    if m.current_player is not CHANCE:
        return Fraction(int(bool(holds(m))))
    total = Fraction(0)
    for outcome, p in m.chance_outcomes():
        branch = copy.deepcopy(m)
        branch.apply(outcome)
        run(branch)
        total += p * epic_probability(branch, holds)
    return total


# --- a faction file without one of its abilities ----------------------------------------------------------
def file_without(path, ability: str, folder) -> str:
    """A copy of the faction file at ``path`` (in ``folder``) with ``ability`` taken off every unit that bears
    it: the baseline « without it » of a test playing a file's ability."""
    import pathlib

    lines = []
    for line in pathlib.Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip().startswith("capacités :"):
            kept = [a.strip() for a in line.split(":", 1)[1].split(",") if a.strip() != ability]
            line = "    capacités : " + (", ".join(kept) or "aucun")
        lines.append(line)
    out = pathlib.Path(folder) / f"sans_{len(list(pathlib.Path(folder).iterdir()))}.txt"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(out)


def set_aside_since(match, seen: int) -> dict[int, int]:
    """The order tokens each player set aside (``JetonMisDeCote``) in the events after the first ``seen``."""
    from rulekit_games.pocket_battles.evenements import JetonMisDeCote

    out = {0: 0, 1: 0}
    for e in match.events[seen:]:
        if isinstance(e, JetonMisDeCote):
            out[e.joueur] += 1
    return out



def file_with(path, card: str | None, sentence: str | None, folder) -> str:
    """A copy of the faction file at ``path`` (in ``folder``) where ``card`` bears ``sentence`` alone (declared as
    « capacité Essai ») and no other unit bears any ability: a designer's sentence played on a card of the file
    (``None``: no card bears any, the baseline « without it »)."""
    import pathlib

    lines, current = [], None
    for line in pathlib.Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("unité "):
            current = line.split(" ", 1)[1].strip()
        if line.strip().startswith("capacités :"):
            line = "    capacités : " + ("Essai" if current == card else "aucun")
        lines.append(line)
    if sentence is not None:
        at = next(i for i, line in enumerate(lines) if line.startswith("faction :")) + 1
        lines.insert(at, f"capacité Essai : {sentence}")
    out = pathlib.Path(folder) / f"avec_{len(list(pathlib.Path(folder).iterdir()))}.txt"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(out)
