"""Exact odds of one attack, checked by hand, by Monte Carlo and through the game itself."""

import json
import random
from fractions import Fraction

from click.testing import CliRunner

from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.cli import main
from rulekit.steps import ChooseReroll, Decline, RerollDie
from rulekit_games.pocket_tactics import odds
from rulekit_games.pocket_tactics.comparaison import beats
from rulekit_games.pocket_tactics.duel import position


def test_one_die_each_by_hand():
    # Conscrit (Magie 0 1) attacked by a Sorcière in Magie (1 2) ... use Stalker Magie 0 1:
    # Sorcière Magie 1 2 against Homme-Bête Stalker Magie 0 1: only the defender can be beaten
    r = odds.exact_odds("Sorcière de la Forêt", "Conscrit", "Magie")
    assert r["attacker_beaten"] == 0 and r["both"] == 0
    assert r["defender_beaten"] == Fraction(15, 36)
    assert sum(r.values()) == 1


def _monte_carlo(attacker, defender, mode, n_a, n_d, terrain, n, rng):
    """Sample the dice and the same reroll plan directly."""
    steps = odds.plan(attacker, defender, mode, terrain, n_a, n_d)
    counts = dict.fromkeys(odds.LABELS, 0)

    def throw(k):
        return tuple(sorted(rng.randint(1, 6) for _ in range(k)))

    for _ in range(n):
        s = {side: tuple(throw(k) for k in odds.dice_of(name, mode)) for side, name in (("a", attacker), ("d", defender))}
        for side, policy in steps:
            which, idx = policy(s[side])
            dice = list(s[side][which])
            for i in idx:
                dice[i] = rng.randint(1, 6)
            new = tuple(sorted(dice))
            s[side] = (new, s[side][1]) if which == 0 else (s[side][0], new)
        db = beats(s["a"][0], s["d"][1])
        ab = beats(s["d"][0], s["a"][1])
        key = "both" if db and ab else "defender_beaten" if db else "attacker_beaten" if ab else "neither"
        counts[key] += 1
    return {k: v / n for k, v in counts.items()}


def test_plan_follows_the_rule_order_and_the_abilities():
    steps = odds.plan("Épéiste", "Homme-Bête Juggernaut", "Mêlée", "Forêt", 1, 0)
    # Duelliste (forces a die of the defender), Carapace (defender's own), then situation:
    # attacker 1 help + Forêt, defender Forêt
    assert [side for side, _ in steps] == ["d", "d", "a", "d", "a"]


def test_exact_odds_agree_with_monte_carlo():
    rng = random.Random(11)
    for attacker, defender, mode, n_a, n_d, terrain in [
        ("Épéiste", "Homme-Bête Juggernaut", "Mêlée", 1, 2, "Forêt"),   # Duelliste, Carapace
        ("Homme-Bête Maraudeur", "Lancier", "Mêlée", 0, 1, "Champs"),    # Berzerk
        ("Archer", "Sorcière de la Forêt", "Distance", 2, 0, "Colline"),
        ("Mage Rouge", "Cercle du Druide", "Magie", 1, 2, "Champs"),
    ]:
        exact = odds.exact_odds(attacker, defender, mode, terrain, n_a, n_d)
        assert sum(exact.values()) == 1
        mc = _monte_carlo(attacker, defender, mode, n_a, n_d, terrain, 6000, rng)
        for k in exact:
            assert abs(float(exact[k]) - mc[k]) < 0.025, (attacker, k, float(exact[k]), mc[k])


def test_exact_odds_agree_with_the_game_procedure():
    """Play the real attack (chance nodes and reroll steps) with the documented policy."""
    rng = random.Random(5)
    exact = odds.exact_odds("Lancier", "Homme-Bête Stalker", "Mêlée", "Champs")
    counts = dict.fromkeys(exact, 0)
    n = 1500
    for _ in range(n):
        m = position({"1,0": "Champs", "2,0": "Champs"}, ("8,-8", "0,-8"),
                     {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker")})
        a = next(x for x in m.legal_actions() if "proche (Mêlée)" in x.label)
        m.apply(a)
        while m.current_player is not None and m.turn == 0:
            if m.current_player is CHANCE:
                m.apply(sample(m.chance_outcomes(), rng))
                continue
            step = m.top
            assert isinstance(step, ChooseReroll)
            state = (m.rolls[step.key], m.rolls[step.also[0]])
            which, idx = odds.situation_policy(state)
            if idx:
                key = step.key if which == 0 else step.also[0]
                m.apply(RerollDie(key, m.rolls[key][idx[0]]))
            else:
                m.apply(Decline())
        lancier = m.units[a.uid].where
        stalker_gone = m.unit_at("2,0") is None or m.units[m.unit_at("2,0")].card == "Lancier"
        lancier_gone = lancier == "capturée"
        key = ("both" if stalker_gone and lancier_gone else "defender_beaten" if stalker_gone
               else "attacker_beaten" if lancier_gone else "neither")
        counts[key] += 1
    for k in exact:
        assert abs(float(exact[k]) - counts[k] / n) < 0.04, (k, float(exact[k]), counts[k] / n)


def test_cli_json_and_text():
    res = CliRunner().invoke(main, ["odds", "pocket_tactics", "Archer", "Druide", "--mode", "distance", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert set(data) == {"defender_beaten", "attacker_beaten", "both", "neither"}
    assert abs(sum(data.values()) - 1) < 1e-9
    res = CliRunner().invoke(main, ["odds", "pocket_tactics", "Épéiste", "Citadelle", "--mode", "mêlée",
                                    "--terrain", "Forêt", "--attacker-rerolls", "1"])
    assert res.exit_code != 0  # the Citadelle is the Épéiste's own base: not in the enemy's cards
    res = CliRunner().invoke(main, ["odds", "pocket_tactics", "Épéiste", "Cercle du Druide", "--mode", "mêlée"])
    assert res.exit_code == 0 and "défenseur battu" in res.output


def test_cli_errors_without_traceback():
    for args in (["Archer", "Elfe", "--mode", "mêlée"], ["Archer", "Druide", "--mode", "feu"],
                 ["Archer", "Druide", "--mode", "magie"], ["Archer", "Druide", "--mode", "mêlée", "--terrain", "Lave"]):
        res = CliRunner().invoke(main, ["odds", "pocket_tactics", *args])
        assert res.exit_code != 0 and "Traceback" not in res.output, args
        assert "error" in res.output.lower() or "erreur" in res.output.lower()


def test_help_rerolls_mean_an_adjacent_ally_so_duelliste_does_not_act():
    """« Lorsque l'Épéiste combat un adversaire sans allié adjacent »: a help reroll of the
    defender is an ally adjacent to it, so the odds with ``--defender-rerolls 1`` are those of the
    game's own position with one ally next to the Juggernaut (issue 21: 0.370, not 0.299)."""
    from rulekit_games.pocket_tactics import relances
    from rulekit_games.pocket_tactics.etat import Combat

    r = odds.exact_odds("Épéiste", "Homme-Bête Juggernaut", "Mêlée", "Forêt", 0, 1)
    assert round(float(r["attacker_beaten"]), 3) == 0.370
    m = position({"1,0": "Forêt", "2,0": "Forêt", "3,0": "Forêt"}, ("8,-8", "0,-8"),
                 {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Juggernaut"), "3,0": (1, "Homme-Bête Stalker")})
    a, d = m.unit_at("1,0"), m.unit_at("2,0")
    m.combat = Combat(a, "1,0", "2,0", "Mêlée", True, (d,))
    game_grants = (relances.ability_grants(m, a, d, "attaque"), relances.ability_grants(m, d, a, "défense"))
    assert game_grants[0] == []  # no Duelliste: the Juggernaut has an adjacent ally
    assert odds.grants("Épéiste", "Homme-Bête Juggernaut", "Mêlée", helped=(False, True)) == game_grants
    sides = {"a": odds.initial(3, 3), "d": odds.initial(3, 3)}
    for side, policy in odds.order(*game_grants, *relances.situation_counts(m)):
        sides[side] = odds.apply_policy(sides[side], policy)
    assert odds.combine(sides["a"], sides["d"]) == r
    # without help the Épéiste's Duelliste still acts
    assert odds.grants("Épéiste", "Homme-Bête Juggernaut", "Mêlée")[0] != []
