"""check_invariants: the game's declared invariants over random matches, a failure as a replayable save."""

import json

import pytest

import rulekit
from rulekit.testing import InvariantBroken, check_invariants
from rulekit.testing.course_de_des import INVARIANTS


@pytest.fixture(autouse=True)
def _toy(toy_game):
    return toy_game


def test_declared_invariants_run_on_every_step():
    report = check_invariants("course_de_des", matches=5)
    assert report.matches == 5 and report.steps > 5 * 10
    assert report.invariants == ("core_invariants",) + tuple(f.__name__ for f in INVARIANTS)
    assert rulekit.plugins.invariants("course_de_des") == list(INVARIANTS)


def below_ten(match):
    assert match.scores[0] < 10, f"score {match.scores[0]}"


def test_first_violation_is_a_replayable_save(tmp_path):
    with pytest.raises(InvariantBroken) as info:
        check_invariants("course_de_des", matches=3, invariants=[below_ten], save_dir=tmp_path)
    err = info.value
    assert err.invariant == "below_ten" and err.seed == 0 and err.step > 0
    failing = rulekit.loads(err.save)
    with pytest.raises(AssertionError):
        below_ten(failing)
    before = rulekit.loads(err.before)
    below_ten(before)  # held one step earlier
    before.apply(err.choice)
    assert before == failing
    written = json.loads(err.path.read_text(encoding="utf-8"))
    assert written["save"] == err.save and written["invariant"] == "below_ten"
    assert "rulekit.loads(error.save, check=False)" in str(err)


def test_an_invariant_returning_false_counts():
    with pytest.raises(InvariantBroken, match="returned False"):
        check_invariants("course_de_des", matches=1, invariants=[lambda m: m.decisions < 3])


def test_a_match_that_does_not_end_is_reported():
    with pytest.raises(InvariantBroken, match="no end after 4 steps"):
        check_invariants("course_de_des", matches=1, max_steps=4)


def test_options_and_unknown_games_are_checked():
    with pytest.raises(rulekit.OptionError):
        check_invariants("course_de_des", matches=1, vitesse=2)
    with pytest.raises(rulekit.UnknownGame):
        check_invariants("dames", matches=1)


def test_every_change_of_the_toy_game_comes_from_an_event():
    from rulekit.testing.invariants import unexplained_fields
    from rulekit.testing.course_de_des import Lancer
    from rulekit import Dice

    before = rulekit.load_game("course_de_des").new_match(seed=1)
    after = before.clone()
    after.apply(Lancer())
    after.apply(Dice((4,)))
    assert unexplained_fields(before, after) == []
    after.scores[1] = 7  # changed behind the events' back
    assert unexplained_fields(before, after) == ["scores"]


def test_save_round_trip_checker():
    from rulekit.testing import scenario
    from rulekit.testing.invariants import check_save_round_trip

    m = scenario("course_de_des", {"scores": [3, 9]})
    before = rulekit.dumps(m)
    check_save_round_trip(m, steps=30, seed=2)
    assert rulekit.dumps(m) == before
