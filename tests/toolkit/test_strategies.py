"""rulekit.testing.strategies yields what it promises, for every playable game and every vocabulary."""

import pytest
from hypothesis import HealthCheck, given, settings

import rulekit
from rulekit import CHANCE, dsl
from rulekit.dsl import DslError
from rulekit.testing import course_de_des
from rulekit.testing.invariants import core_invariants
from rulekit.testing.strategies import (
    ActionSequence, ability_asts, ability_texts, action_sequences, faction_files, match_states, matches,
)

course_de_des.register()
PLAYABLE = ["course_de_des", "epic_ref", "pocket_battles", "pocket_tactics"]
WORDED = ["epic_ref", "pocket_battles", "pocket_tactics"]  # games whose vocabulary the shared grammar reads
FEW = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True,
               database=None)


def test_every_installed_game_is_covered():
    installed = {name for name, game in rulekit.games().items() if game.playable}
    assert installed == set(PLAYABLE)


@pytest.mark.parametrize("game", PLAYABLE)
def test_matches_are_reachable_states(game):
    seen = []

    @FEW
    @given(matches(game, max_steps=60))
    def check(match):
        assert match.game == game
        core_invariants(match)
        seen.append(len(match.events))
        assert rulekit.loads(rulekit.dumps(match)) == match

    check()
    assert max(seen) > min(seen)  # drawn at several points of play, not only the start


def test_match_states_is_matches_and_takes_a_game():
    assert match_states is matches

    @FEW
    @given(matches(course_de_des.GAME, max_steps=0))
    def check(match):
        assert match == course_de_des.GAME.new_match(seed=match.seed)

    check()


@pytest.mark.parametrize("game", PLAYABLE)
def test_action_sequences_replay(game):
    lengths = []

    @FEW
    @given(action_sequences(game, max_length=12))
    def check(sequence):
        assert isinstance(sequence, ActionSequence) and sequence.game == game
        assert len(sequence) <= 12
        match = rulekit.load_game(game).new_match(seed=sequence.seed)
        for choice in sequence.choices:  # every choice was legal where it was taken
            legal = ([o for o, _ in match.chance_outcomes()] if match.current_player is CHANCE
                     else match.legal_actions())
            assert choice in legal
            match.apply(choice)
        assert sequence.replay() == match
        text = repr(sequence)
        assert text.startswith(f"ActionSequence({game}, seed={sequence.seed}")
        assert all(f"« {label} »" in text for label in sequence.labels)
        lengths.append(len(sequence))

    check()
    assert 0 in lengths and max(lengths) > 0


def test_action_sequences_shrink_to_short_first_choices():
    """The minimal sequence that rolls a six: one roll, then the die's last face, nothing more."""
    from hypothesis import find

    def rolled_six(sequence):
        return any(getattr(c, "values", None) == (6,) for c in sequence.choices)

    found = find(action_sequences("course_de_des", max_length=30), rolled_six,
                 settings=settings(database=None, derandomize=True, max_examples=100))
    assert found.labels == ["lancer le dé", "dés : 6"]
    assert found.seed == 0
    assert found.replay(upto=1).current_player is CHANCE


def test_action_sequences_with_options_and_fixed_seed():
    @FEW
    @given(action_sequences("pocket_tactics", max_length=3, seed=7, max_turns=5))
    def check(sequence):
        assert sequence.seed == 7 and sequence.options == {"max_turns": 5}
        assert sequence.replay().options["max_turns"] == 5
        assert "max_turns=5" in repr(sequence)

    check()


@pytest.mark.parametrize("game", WORDED)
def test_ability_asts_and_texts_parse_back(game):
    kinds = set()

    @settings(FEW, max_examples=25)
    @given(ability_asts(game), ability_texts(game))
    def check(tree, text):
        assert isinstance(tree, (dsl.Capacite, dsl.Fiche))
        kinds.add(type(tree))
        rendered = dsl.render(tree)
        assert dsl.parse_ability(rendered, game=game) == tree, rendered
        assert dsl.render(dsl.parse_ability(text, game=game)) == text

    check()
    # Epic names rules in its vocabulary: its sheets' lines (Fiche) are drawn too
    assert (dsl.Fiche in kinds) == (game == "epic_ref")


def test_ability_strategies_need_a_shared_grammar_vocabulary():
    with pytest.raises(DslError, match="no vocabulary"):
        ability_asts("course_de_des")
    with pytest.raises(DslError, match="own grammar"):
        ability_texts("fantasy_battle")
    with pytest.raises(rulekit.UnknownGame):
        ability_asts("pas_un_jeu")


@pytest.mark.parametrize("game", WORDED)
def test_faction_files_parse_and_load(game, tmp_path_factory):
    vocab = dsl.vocabulary_of(game)
    units = {s for s, _ in vocab.units}
    stats = {s.lower() for s in vocab.stats}
    counts = []

    @settings(FEW, max_examples=8)
    @given(faction_files(game))
    def check(text):
        parsed = dsl.parse_text(text)
        assert parsed.game == game and parsed.faction
        assert [u.name for u in parsed.units] == [line[len("unité "):] for line in text.splitlines()
                                                   if line.startswith("unité ")]
        for unit in parsed.units:
            assert unit.name in units
            assert {k.lower() for k in unit.stats} <= stats
            assert all(ref in parsed.abilities for ref in unit.abilities)
        for decl in parsed.abilities.values():
            assert dsl.render(decl.ast) == decl.text  # canonical French, joined back from its lines
        path = tmp_path_factory.mktemp("faction") / "essai.txt"
        path.write_text(text, encoding="utf-8")
        faction = dsl.load_faction(path)
        assert set(faction.abilities) == set(parsed.abilities)
        for unit in parsed.units:
            assert len(faction.abilities_of(unit)) == len(unit.abilities)
        counts.append(len(parsed.abilities))

    check()
    assert max(counts) > 0


def test_faction_files_write_typed_values():
    from rulekit.dsl.values import De, Distance, Seuil

    found = set()

    @settings(FEW, max_examples=40)
    @given(faction_files("pocket_tactics", max_abilities=0))
    def check(text):
        for unit in dsl.parse_text(text).units:
            for value in unit.stats.values():
                found.add(type(value))

    check()
    assert {int, tuple, De, Seuil, Distance, str, type(None)} <= found


def test_uncompiled_faction_files_still_parse():
    @settings(FEW, max_examples=8)
    @given(faction_files("pocket_battles", compiled=False))
    def check(text):
        parsed = dsl.parse_text(text)
        assert parsed.game == "pocket_battles"

    check()
