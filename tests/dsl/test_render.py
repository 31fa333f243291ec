"""``parse_ability(render(ast)) == ast`` for generated ASTs (hypothesis), and the seeds' ASTs."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from rulekit import dsl

from rulekit.testing.dsl_strategies import Strategies, ability_texts

DATA = Path(__file__).parent / "data"
PB_VOCAB = Path(__file__).parents[2] / "games" / "pocket_battles" / "vocabulaire.txt"
EPIC_VOCAB = Path(__file__).parents[2] / "games" / "epic_ref" / "vocabulaire.txt"


def _vocabulary():
    v = dsl.Vocabulary()
    for path in (DATA / "vocabulaire_pocket_tactics.txt", EPIC_VOCAB, DATA / "corrections_pocket_battles.txt"):
        v = v.merge(dsl.Vocabulary.from_file(path))
    if PB_VOCAB.exists():
        v = v.merge(dsl.Vocabulary.from_file(PB_VOCAB))
    return v


VOCAB = _vocabulary()
S = Strategies(VOCAB)
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(S.capacite())
def test_sentences_round_trip(tree):
    text = dsl.render(tree)
    assert dsl.parse_ability(text, vocabulary=VOCAB) == tree, text


@SETTINGS
@given(S.fiche())
def test_sheet_clauses_round_trip(tree):
    text = dsl.render(tree)
    assert dsl.parse_ability(text, vocabulary=VOCAB) == tree, text


@pytest.mark.parametrize("seed", ["seed_pocket_tactics.txt", "seed_pocket_battles.txt", "seed_epic.txt"])
def test_seed_asts_round_trip(seed):
    for line in (DATA / seed).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        text = line.partition(" : ")[2] if " : " in line else line
        tree = dsl.parse_ability(text, vocabulary=VOCAB)
        assert dsl.parse_ability(dsl.render(tree), vocabulary=VOCAB) == tree, text


@settings(max_examples=60, deadline=None)
@given(ability_texts(VOCAB))
def test_drawn_ability_texts_parse(text):
    """rulekit.testing's ability-text strategy yields sentences the grammar reads."""
    assert dsl.render(dsl.parse_ability(text, vocabulary=VOCAB)) == text


@pytest.mark.parametrize("written, said", [
    ("Une Sorcière de la Forêt survit sur 4+.",
     "Lorsqu'une Sorcière de la Forêt est sur le point d'être battue, lancez un dé, et si le résultat est 4, 5 ou 6, "
     "elle reste en vie."),
    ("Lorsqu'une Sorcière de la Forêt va être battue, lancez un dé, et si le résultat est 4 ou plus, elle reste en vie.",
     "Lorsqu'une Sorcière de la Forêt est sur le point d'être battue, lancez un dé, et si le résultat est 4, 5 ou 6, "
     "elle reste en vie."),
    ("Un Ranger Maudit survit sur 4+.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si le résultat est 4, 5 ou 6, "
     "il reste en vie."),
])
def test_a_survival_roll_agrees_with_its_subject(written, said):
    """A feminine unit « est sur le point d'être battue » and « elle » stays alive, whether the author
    wrote the roll out or « survit sur 4+ »: one AST, said in the feminine."""
    from rulekit.dsl.vocabulary import for_game

    v = for_game("pocket_tactics")
    tree = dsl.parse_ability(written, vocabulary=v)
    assert dsl.render(tree) == said
    assert dsl.parse_ability(said, vocabulary=v) == tree


@pytest.mark.parametrize("game, written, said", [
    ("pocket_battles", "Lorsque cette Unité combat, l'Unité attaquée lance un dé de moins.",
     "Lorsque cette unité combat, l'unité qui est attaquée lance 1 dé de moins."),
    ("pocket_tactics", "Une Sorcière de la Forêt attaquée en Mêlée lance un dé de défense de plus.",
     "Lorsqu'elle est attaquée avec Mêlée, une Sorcière de la Forêt lance 1 dé supplémentaire en défense."),
    ("pocket_tactics", "Un Archer attaqué en Mêlée lance un dé de défense de plus.",
     "Lorsqu'il est attaqué avec Mêlée, un Archer lance 1 dé supplémentaire en défense."),
    # « peut être invoquée », « doivent rester adjacentes »: they said « invoqué », « adjacents »
    ("pocket_tactics", "Une Sorcière de la Forêt tenue en réserve peut être invoquée sur une tuile Forêt.",
     "Une Sorcière de la Forêt tenue en réserve peut être invoquée sur une tuile Forêt."),
    ("pocket_tactics", "Lorsqu'une Sorcière de la Forêt se déplace, toutes les Sorcières de la Forêt adjacentes "
     "peuvent se déplacer avec elle mais doivent rester adjacentes.",
     "Lorsqu'une Sorcière de la Forêt se déplace, les Sorcières de la Forêt adjacentes peuvent se déplacer avec elle et "
     "doivent rester adjacentes."),
])
def test_a_passive_or_a_state_agrees_with_its_unit(game, written, said):
    """« l'unité qui est attaquée », « une Sorcière … attaquée » (said as « Lorsqu'elle est attaquée »), « peut être
    invoquée », « doivent rester adjacentes »: the participle or the adjective agrees with its unit, as a subject's
    does."""
    from rulekit.dsl.vocabulary import for_game

    v = for_game(game)
    tree = dsl.parse_ability(written, vocabulary=v)
    assert dsl.render(tree) == said
    assert dsl.parse_ability(said, vocabulary=v) == tree


@pytest.mark.parametrize("written, said", [
    ("Les unités alliées adjacentes à un Mage Rouge sur une tuile Forêt lancent un dé de défense de plus.",
     "Les unités alliées adjacentes à un Mage Rouge sur une tuile Forêt lancent 1 dé supplémentaire en défense."),
    ("Les unités alliées adjacentes à un Mage Rouge qui sont sur une tuile Forêt lancent un dé de défense de plus.",
     "Les unités alliées adjacentes à un Mage Rouge situées sur une tuile Forêt lancent 1 dé supplémentaire en "
     "défense."),
])
def test_the_place_after_an_anchor_says_whose(written, said):
    """A tile after the anchor is the anchor's; the group's own is said with its agreement (« situées »)."""
    from rulekit.dsl.vocabulary import for_game

    v = for_game("pocket_tactics")
    tree = dsl.parse_ability(written, vocabulary=v)
    assert dsl.render(tree) == said
    assert dsl.parse_ability(said, vocabulary=v) == tree
