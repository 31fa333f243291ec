"""Limited uses (« Une fois par partie, … », « … une fois par tour »: rulekit.dsl.utilisations),
played: a faction file gives a unit a limited ability, matches are played by a player who takes
every reroll and every effect offered, and the log says each use (« X utilise Y. »). With the
limit a bearer never uses it more than it says; without it, the same bearers use it more (so the
limit is what stops them)."""

from __future__ import annotations

import pathlib
import random
import re
from collections import Counter

import pytest

import rulekit
from rulekit import CHANCE, factions
from rulekit.chance import sample
from rulekit.dsl import RulesSemanticError, compile_ability, parse_ability
from rulekit.dsl.vocabulary import for_game
from rulekit.save import dumps, loads
from rulekit.steps import RerollAll, RerollDie
from rulekit_games import pocket_battles

PT = """jeu : pocket_tactics
faction : Compagnie du Gué

base Gué
    défense : 3

capacité Visée : {phrase}

unité Tireur
    nombre : 3
    coût : 12
    mêlée : 2 2
    distance : 2 2
    magie : 0 2
    avantage : Colline
    type : Humain
    sigle : Ti
    capacités : Visée

unité Piquier
    nombre : 3
    coût : 12
    mêlée : 3 3
    distance : 0 2
    magie : 0 2
    avantage : Champs
    type : Humain
    sigle : Pq
"""

PB_CELTES = pathlib.Path(pocket_battles.__file__).parent / "factions" / "celtes.txt"


def _taker(match, rng):
    """A player who takes every reroll and every optional effect offered, else plays at random."""
    actions = match.legal_actions()
    taken = [a for a in actions if isinstance(a, (RerollAll, RerollDie)) or type(a).__name__ == "AppliquerEffet"]
    return (taken or actions)[0] if taken else rng.choice(actions)


def _play(game, seed, **options):
    rng = random.Random(seed)
    match = rulekit.load_game(game).new_match(seed=seed, **options)
    while not match.is_over:
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
        else:
            match.apply(_taker(match, rng))
    return match


def _uses(match, ability):
    """Uses said by the log, by bearer and by (bearer, turn)."""
    per_bearer, per_turn = Counter(), Counter()
    turn = 0
    for event in match.events:
        if type(event).__name__ == "CapaciteUtilisee" and event.ability == ability:
            per_bearer[event.unit] += 1
            per_turn[event.unit, event.turn] += 1
    return per_bearer, per_turn


def _faction(tmp_path, phrase, name="gue.txt"):
    path = tmp_path / name
    path.write_text(PT.format(phrase=phrase), encoding="utf-8")
    factions.clear_cache()
    return str(path)


def _pt_uses(tmp_path, phrase, seeds=range(12)):
    path = _faction(tmp_path, phrase, f"gue_{abs(hash(phrase))}.txt")
    bearers, turns = Counter(), Counter()
    for seed in seeds:
        m = _play("pocket_tactics", seed, factions=f"{path},foret_sombre")
        b, t = _uses(m, "Visée")
        bearers.update({(seed, k): v for k, v in b.items()})
        turns.update({(seed, *k): v for k, v in t.items()})
    return bearers, turns


def _rerolls_taken(match, source="Visée"):
    return sum(1 for line in match.log() if re.search(rf"relance .*: {source},", line))


def test_a_reroll_once_per_match_is_taken_once_by_each_bearer(tmp_path):
    bearers, _ = _pt_uses(tmp_path, "Une fois par partie, un Tireur peut relancer tous ses dés d'attaque.")
    assert bearers and max(bearers.values()) == 1, bearers
    # every reroll taken is a use: as many rerolls of Visée as uses, in a match
    path = _faction(tmp_path, "Une fois par partie, un Tireur peut relancer tous ses dés d'attaque.", "g1.txt")
    m = _play("pocket_tactics", 3, factions=f"{path},foret_sombre")
    assert _rerolls_taken(m) == sum(_uses(m, "Visée")[0].values())


def test_without_the_limit_the_same_bearers_reroll_more_often(tmp_path):
    path = _faction(tmp_path, "Un Tireur peut relancer tous ses dés d'attaque.", "g2.txt")
    most = max(_rerolls_taken(_play("pocket_tactics", s, factions=f"{path},foret_sombre")) for s in range(12))
    limited = _faction(tmp_path, "Une fois par partie, un Tireur peut relancer tous ses dés d'attaque.", "g3.txt")
    assert most > max(_rerolls_taken(_play("pocket_tactics", s, factions=f"{limited},foret_sombre"))
                      for s in range(12)) and most > 3


@pytest.mark.parametrize("phrase", [
    "Une fois par tour, un Tireur peut relancer tous ses dés.",
    "Un Tireur peut relancer tous ses dés une fois par tour.",
])
def test_a_reroll_once_per_turn_comes_back_the_next_turn(tmp_path, phrase):
    """« tous ses dés »: its attack dice and its defence dice, two offers in one fight; once
    one is taken the other passes, and the next turn the Tireur may reroll again."""
    bearers, turns = _pt_uses(tmp_path, phrase)
    assert turns and max(turns.values()) == 1, turns
    assert max(bearers.values()) > 1  # the same Tireur again in another turn
    unlimited = _faction(tmp_path, "Un Tireur peut relancer tous ses dés.", "g6.txt")
    twice = [_rerolls_taken(_play("pocket_tactics", s, factions=f"{unlimited},foret_sombre")) for s in range(4)]
    limited = _faction(tmp_path, phrase, "g7.txt")
    once = [_rerolls_taken(_play("pocket_tactics", s, factions=f"{limited},foret_sombre")) for s in range(4)]
    assert sum(twice) > sum(once)


def test_a_survival_roll_once_per_match(tmp_path):
    phrase = "Une fois par partie, lorsqu'un Tireur est sur le point d'être battu, lancez un dé : sur 2+, il reste en vie."
    bearers, _ = _pt_uses(tmp_path, phrase)
    assert bearers and max(bearers.values()) == 1
    unlimited = _faction(tmp_path, phrase.replace("Une fois par partie, l", "L"), "g4.txt")
    rolls = [sum(1 for line in _play("pocket_tactics", s, factions=f"{unlimited},foret_sombre").log()
                 if "reste en vie (Visée" in line) for s in range(12)]
    assert max(rolls) > 1  # without the limit a Tireur survives more than once in a match


def test_an_optional_move_once_per_match_is_used_only_when_taken(tmp_path):
    phrase = "Une fois par partie, lorsqu'un Tireur bat une unité ennemie, il peut se déplacer d'une tuile."
    bearers, _ = _pt_uses(tmp_path, phrase, seeds=range(20))
    assert bearers and max(bearers.values()) == 1


def test_a_limited_reroll_in_pocket_battles(tmp_path, monkeypatch):
    """A Celtic unit's « Une fois par partie, cette Unité peut relancer tous ses dés »: taken once,
    the same roll's rerolls asked again offer it no more (without a use, they do)."""
    from rulekit_games.pocket_battles import relances

    text = open(PB_CELTES, encoding="utf-8").read().replace("faction : Celtes", "faction : Celtes du Gué")
    text += "\ncapacité Ruse : Une fois par partie, cette Unité peut relancer tous ses dés.\n"
    text = text.replace("capacités : aucun", "capacités : Ruse")
    path = tmp_path / "celtes_gue.txt"
    path.write_text(text, encoding="utf-8")
    factions.clear_cache()
    asked = []
    run = relances.Relances.run
    monkeypatch.setattr(relances.Relances, "run", lambda self, m: (asked.append(self), run(self, m))[1])
    rng = random.Random(0)
    m = rulekit.load_game("pocket_battles").new_match(seed=0, factions=f"romains,{path}")
    while not (isinstance(m.top, relances.Relancer) and m.top.limite):
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    step = asked[-1]

    def offered(match):
        again = match.clone()
        again.push(step)
        again._settle()
        return isinstance(again.top, relances.Relancer) and again.top.source == "Ruse"

    assert offered(m)  # not used yet: the roll's rerolls asked again offer it
    m.apply(RerollAll(m.top.key))
    assert _uses(m, "Ruse")[0] == {f'"{step.attaquant}"': 1}
    assert not offered(m)  # used: never again in this battle
    assert any("(Ruse)" in line and "relance tous" in line for line in m.log())


def test_a_match_saved_after_a_use_loads_with_its_uses(tmp_path):
    path = _faction(tmp_path, "Une fois par partie, un Tireur peut relancer tous ses dés d'attaque.", "g5.txt")
    rng = random.Random(4)
    m = rulekit.load_game("pocket_tactics").new_match(seed=4, factions=f"{path},foret_sombre")
    while not m.is_over and not m.utilisations:
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else _taker(m, rng))
    assert m.utilisations
    back = loads(dumps(m))
    assert back.utilisations == m.utilisations and back == m


@pytest.mark.parametrize("phrase", [
    "Une fois par partie, un Archer lance un dé d'attaque supplémentaire.",
    "Une fois par tour, un Archer peut tirer jusqu'à 3 tuiles.",
])
def test_a_limit_on_what_no_player_decides_is_refused(phrase):
    v = for_game("pocket_tactics")
    with pytest.raises(RulesSemanticError, match="posée à chaque fois"):
        compile_ability(parse_ability(phrase, vocabulary=v), name="t", text=phrase, vocabulary=v)


def test_a_game_that_counts_no_uses_refuses_a_limit():
    v = for_game("epic_ref")
    phrase = "Une fois par partie, cette unité peut relancer ses dés."
    with pytest.raises(Exception):
        compile_ability(parse_ability(phrase, vocabulary=v), name="t", text=phrase, vocabulary=v)


def _pb_uses_by_round(tmp_path, phrase, seeds):
    """Play Pocket Battles with every Celtic unit bearing ``phrase`` (named Ruse) and a player who
    takes every reroll; the uses by (seed, bearer, round), the round read from the match when
    each use is logged."""
    text = open(PB_CELTES, encoding="utf-8").read().replace("faction : Celtes", "faction : Celtes du Gué")
    text += f"\ncapacité Ruse : {phrase}\n"
    text = text.replace("capacités : aucun", "capacités : Ruse")
    path = tmp_path / f"celtes_{abs(hash(phrase))}.txt"
    path.write_text(text, encoding="utf-8")
    factions.clear_cache()
    uses = Counter()
    for seed in seeds:
        rng = random.Random(seed)
        m = rulekit.load_game("pocket_battles").new_match(seed=seed, factions=f"romains,{path}", cession=False)
        seen = 0
        while not m.is_over:
            m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else _taker(m, rng))
            new = [e for e in m.events[seen:] if type(e).__name__ == "CapaciteUtilisee" and e.ability == "Ruse"]
            seen = len(m.events)
            uses.update((seed, e.unit, m.manche) for e in new)
    return uses


def test_a_reroll_once_per_round_in_pocket_battles(tmp_path):
    """« Une fois par Manche » is counted per round (a round is many turns): never twice in one
    round, and back in the next; « une fois par tour », the same bearers reroll twice in a round."""
    per_round = _pb_uses_by_round(tmp_path, "Une fois par Manche, cette Unité peut relancer tous ses dés.", range(6))
    assert per_round and max(per_round.values()) == 1
    rounds = Counter((seed, unit) for seed, unit, _ in per_round)
    assert max(rounds.values()) > 1  # the same bearer, in another round
    per_turn = _pb_uses_by_round(tmp_path, "Une fois par tour, cette Unité peut relancer tous ses dés.", range(6))
    assert max(per_turn.values()) > 1


def test_a_game_without_rounds_refuses_once_per_round():
    v = for_game("pocket_tactics")
    phrase = "Une fois par manche, un Archer peut relancer un dé."
    with pytest.raises(RulesSemanticError, match="pocket_tactics n'a pas de manche"):
        compile_ability(parse_ability(phrase, vocabulary=v), name="t", text=phrase, vocabulary=v)
