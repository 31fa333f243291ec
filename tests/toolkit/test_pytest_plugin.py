"""The pytest plugin's fixtures, used as a user's test file would, and checked from a fresh pytest run."""

import textwrap

import pytest

import rulekit
from rulekit.testing import course_de_des

pytest_plugins = ["pytester"]


@pytest.mark.rulekit(game="course_de_des", seed=5)
def test_marker_gives_game_and_match(rulekit_game, rulekit_match):
    assert rulekit_game is course_de_des.GAME
    assert rulekit_match.seed == 5 and rulekit_match.current_player == 0


@pytest.mark.rulekit(game="course_de_des", scenario={"joueur": 1, "scores": [4, 19], "décisions": 8})
def test_marker_scenario(rulekit_scenario):
    assert rulekit_scenario.current_player == 1
    assert rulekit_scenario.scores == [4, 19] and rulekit_scenario.decisions == 8


@pytest.mark.parametrize("rulekit_game", ["course_de_des"], indirect=True)
def test_indirect_game(rulekit_game, make_scenario):
    match = make_scenario({"joueur": 0, "scores": [19, 0]})
    match.apply(course_de_des.Lancer())
    assert match.current_player is rulekit.CHANCE


@pytest.mark.rulekit(game="course_de_des")
def test_bad_scenario_is_a_clear_error(make_scenario):
    with pytest.raises(rulekit.ScenarioError, match="accepted"):
        make_scenario({"score": [1, 2]})
    for faux in (0.0, True, 2):   # equal to 0 or 1 in Python, but not a player index
        with pytest.raises(rulekit.ScenarioError, match="joueur must be 0 or 1"):
            make_scenario({"joueur": faux})


def test_fixtures_in_a_fresh_session(pytester):
    """A user's file with no set-up code: the plugin loads through its entry point."""
    pytester.makepyfile(test_user=textwrap.dedent('''
        from fractions import Fraction

        import pytest
        from rulekit.testing import probability

        @pytest.mark.rulekit(game="course_de_des", scenario={"joueur": 0, "scores": [17, 0]})
        def test_three_or_more_wins(rulekit_scenario):
            from rulekit.testing.course_de_des import Lancer
            rulekit_scenario.apply(Lancer())
            assert probability(rulekit_scenario, lambda m: m.is_over) == Fraction(2, 3)

        def test_no_marker(rulekit_game):
            pass
    '''))
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, errors=1)
    result.stdout.fnmatch_lines(["*rulekit_game needs @pytest.mark.rulekit*"])
