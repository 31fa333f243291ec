"""Epic: lines of an army list written as an author writes them (the audit of a new faction, an
Imperial Guard), played: a save reroll limited to once a turn, an aura that grants an invulnerable
save, the rule names army books print (« Éclaireurs », « Marcheur », « Attaque supplémentaire
(+1) », « Sauvegarde invulnérable (5+) »), each giving the sheet's rule.
"""

from fractions import Fraction

import pytest

from rulekit import CHANCE, dsl
from rulekit.dsl.vocabulary import for_game
from rulekit_games.epic_ref import capacites, tir
from rulekit_games.epic_ref.sauvegarde import Sauvegardes
from rulekit_games.epic_ref.tir import Salve
from tests.epic_ref.conftest import P, W, armee, bench, run

from .acting import epic_probability

G = "epic_ref"


def _target(caps, n=1, aura=(), dist=10):
    """A shooter, a target formation of ``n`` units (4+ save) bearing ``caps``, and, ``dist`` cm
    from the target, a friendly formation whose unit bears ``aura``."""
    a = armee([P("Tireur", armes=("Fusil",))], [W("Fusil", 30, ap=4)], {"A": ["Tireur"]})
    d = armee([P("Cible", svg=4, capacites=caps), P("Psyker", capacites=aura)], [],
              {"D": ["Cible"] * n, "Psy": ["Psyker"]})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 40)
    m.ajouter_formation(1, "D", 90, 60)
    m.ajouter_formation(1, "Psy", 90 + dist, 60)
    return m


def _alive(m) -> Fraction:
    """The exact probability that every unit of the target formation lives."""
    return epic_probability(m, lambda m: all(u.vivante for u in m.formations[1].unites))


def _hits(m, units):
    hits = tuple(tir.touche(m, 1, u, Salve("AP", 4, 1), False) for u in units)
    m.push(Sauvegardes(hits))
    m._settle()
    return m


# --- a save reroll once per turn --------------------------------------------------------------------
ONCE = "Relance ses sauvegardes ratées une fois par tour"


@pytest.mark.parametrize("caps, expected", [
    ((), Fraction(1, 4)),                                     # two 4+ saves
    (("Relance des Svg ratées",), Fraction(9, 16)),          # each failed save rerolled
    ((ONCE,), Fraction(1, 2)),                                # the first failed save only
])
def test_a_save_reroll_once_per_turn_rerolls_one_failed_save(caps, expected):
    assert _alive(_hits(_target(caps), (0, 0))) == expected


def test_the_once_per_turn_save_reroll_comes_back_next_turn():
    m = _target((ONCE,))
    run(_hits(m, (0,)), [(1,), (6,)])                         # failed, rerolled: saved
    assert [e.source for e in m.events if e.kind == "jet relancé"] == ["1.0"]
    _hits(m, (0,))
    run(m, [(1,)])                                            # failed again this turn: no reroll
    assert not m.formations[1].unites[0].vivante
    m2 = _target((ONCE,))
    run(_hits(m2, (0,)), [(1,), (6,)])
    m2.tour += 1
    assert _alive(_hits(m2, (0,))) == Fraction(3, 4)         # a new turn: the reroll again


def test_a_save_reroll_once_per_game_does_not_come_back():
    m = _target(("Relance des Svg ratées une fois par partie",))
    run(_hits(m, (0,)), [(1,), (6,)])                         # failed, rerolled: saved
    m.tour += 1
    assert _alive(_hits(m, (0,))) == Fraction(1, 2)          # used: the next turn's save stands


def test_each_bearer_has_its_own_reroll():
    """« Relance ses sauvegardes ratées une fois par tour » on each unit: each unit's own use."""
    assert _alive(_hits(_target((ONCE,), n=2), (0, 1))) == Fraction(3, 4) ** 2


# --- an aura that grants an invulnerable save ---------------------------------------------------------
AURA_INV = "Les formations amies à moins de 15 cm disposent d'une sauvegarde invulnérable de 6+"


@pytest.mark.parametrize("dist, expected", [(10, Fraction(1, 2) + Fraction(1, 2) * Fraction(1, 6)),
                                            (15, Fraction(1, 2) + Fraction(1, 2) * Fraction(1, 6)),
                                            (20, Fraction(1, 2))])
def test_an_aura_grants_an_invulnerable_save_within_its_range(dist, expected):
    assert _alive(_hits(_target((), aura=(AURA_INV,), dist=dist), (0,))) == expected


def test_the_aura_invulnerable_save_holds_against_a_macro_weapon():
    m = _target((), aura=(AURA_INV,))
    hit = tir.touche(m, 1, 0, Salve("AP", 4, 1, macro=True), False)
    assert (hit.seuil, hit.seconde) == (7, 6)


# --- the rule names an army book prints -------------------------------------------------------------
@pytest.mark.parametrize("written, row", [
    ("Éclaireurs", "Eclaireurs"), ("Marcheur", "Marcheurs"), ("Infiltrateur", "Infiltrateurs"),
    ("Macro-arme", "Macro Armes"), ("Sniper", "Snipers"), ("sans peur", "Sans Peur"),
    ("Cette formation est Sans Peur", "Sans Peur"), ("Est éclaireur", "Eclaireurs"),
])
def test_a_rule_named_as_army_books_print_it_is_the_sheets_row(written, row):
    v = for_game(G)
    assert dsl.parse_ability(written, vocabulary=v).clauses == (dsl.ast.Inclut((row,)),)
    assert ({m.query for m in capacites.compiler(written).modifiers}
            == {m.query for m in capacites.compiler(row).modifiers})


@pytest.mark.parametrize("written, row", [
    ("Attaque supplémentaire (+1)", "Att. Supplémentaire (1)"),
    ("Attaques supplémentaires (2)", "Att. Supplémentaire (2)"),
    ("Tueur de titan (+2)", "Tueur de Titan (2)"),
])
def test_a_rows_value_is_read_signed_and_the_name_spelt_out(written, row):
    def extra(entry):
        (m,) = [m for m in capacites.compiler(entry).modifiers if m.query in ("attaques", "dégâts engins")]

        class World:
            def concerne(self, bearer, key, subject):
                return True

        return m.fn(World(), "W", {"arme": "W", "moment": "tir"}, 0)

    assert extra(written) == extra(row) > 0


def test_a_value_for_a_row_without_x_is_refused():
    with pytest.raises(Exception, match="n'a pas de valeur X"):
        capacites.compiler("Meneur (2)")


def test_an_aura_naming_a_rule_is_refused():
    with pytest.raises(dsl.RulesSyntaxError, match="une aura dit ce qu'elle donne"):
        dsl.parse_ability("Les formations à moins de 15 cm sont Sans Peur", vocabulary=for_game(G))


@pytest.mark.parametrize("line", ["Peut tirer après un mouvement adverse.", "Un mouvement, puis un tir"])
def test_an_actions_steps_given_to_a_unit_are_refused(line, tmp_path):
    """An action line (data/actions.txt) compiled as a unit's « capacités » gave it nothing: refused,
    in a faction file at its line."""
    with pytest.raises(capacites.CapaciteInconnue, match="étapes d'une action"):
        capacites.compiler(line)
    from rulekit_games.epic_ref import armee as A

    path = tmp_path / "garde.txt"
    path.write_text("jeu : epic_ref\nfaction : Garde\n\n"
                    f"capacité Réaction : {line}\n\n"
                    "armée Garde\n    initiative : 2+\n    stratégie : 2\n    formations : Peloton\n\n"
                    "unité Garde\n    type : INF\n    vitesse : 15 cm\n    blindage : 5+\n    corps à corps : 5+\n"
                    "    fusillade : 5+\n    capacités : Réaction\n\n"
                    "formation Peloton\n    unités : 4 Garde\n    coût : 100\n", encoding="utf-8")
    with pytest.raises(A.FactionErrors, match="étapes d'une action") as info:
        A.read(path)
    assert ":17:17:" in str(info.value)   # the unit that cites it


@pytest.mark.parametrize("line", ["Ignore les zones de contrôle ennemies en charge.",
                                  "Ignore les terrains dangereux lorsqu'elle charge.",
                                  "En tir, ignore les sauvegardes de couvert."])
def test_what_a_unit_ignores_at_a_moment_is_refused(line):
    """The game asks what a unit ignores at no moment: « en charge » would be dropped, so refused."""
    with pytest.raises(dsl.RulesSyntaxError, match="ne demande pas ce qu'une unité ignore"):
        dsl.parse_ability(line, vocabulary=for_game(G))


def test_the_audited_army_list_reads_and_plays():
    """The audit's army list (tests/epic_ref/data/garde_imperiale.txt): every line reads, and a random
    match against the Orks plays to its end (12 seeds), its limited save rerolls recorded."""
    import random
    from pathlib import Path

    import rulekit
    from rulekit.chance import sample

    path = Path(__file__).parents[1] / "epic_ref" / "data" / "garde_imperiale.txt"
    game = rulekit.load_game(G)
    rerolls = 0
    for seed in range(12):
        m = game.new_match(seed=seed, factions=f"{path},orks")
        rng = random.Random(seed)
        while not m.is_over:
            m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
        rerolls += sum(e.kind == "jet relancé" for e in m.events)
    assert rerolls > 0
