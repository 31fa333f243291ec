"""Save and replay: exact round trips, identical continuation, clear errors."""

import json
import random

import pytest

import rulekit
from rulekit import SaveError
from rulekit.testing.strategies import advance


def test_round_trip_at_every_step(toy_game):
    m = toy_game.new_match(seed=5)
    rng = random.Random(5)
    while True:
        text = rulekit.dumps(m)
        back = rulekit.loads(text)
        assert back == m and rulekit.dumps(back) == text
        assert back.current_player == m.current_player
        if m.is_over:
            break
        advance(m, rng, 1)


def test_loaded_match_continues_identically(toy_game):
    whole = toy_game.new_match(seed=8)
    rng = random.Random(8)
    advance(whole, rng, 7)
    saved = rulekit.dumps(whole)
    state = rng.getstate()
    advance(whole, rng)
    resumed = rulekit.loads(saved)
    rng2 = random.Random()
    rng2.setstate(state)
    advance(resumed, rng2)
    assert resumed == whole


@pytest.mark.parametrize(
    "mangle, message",
    [
        (lambda s: s[: len(s) // 2], "corrupt or truncated"),
        (lambda s: "not json at all", "corrupt or truncated"),
        (lambda s: s.replace('"version":3', '"version":99'), "version 99"),
        (lambda s: s.replace('"format":"rulekit-save"', '"format":"x"'), "not a rulekit save"),
        (lambda s: s.replace('"game":"course_de_des"', '"game":"échecs"'), "not installed"),
        (lambda s: s.replace('"type":"Decision"', '"type":"Inconnu"'), "unknown record type"),
        (lambda s: s.replace('"decisions":0', '"decisions":"beaucoup"'), "corrupt save"),
    ],
)
def test_bad_saves_are_refused_clearly(toy_game, mangle, message):
    text = rulekit.dumps(toy_game.new_match(seed=1))
    with pytest.raises(SaveError, match=message):
        rulekit.loads(mangle(text))


def test_save_is_json_with_format_and_version(toy_game):
    data = json.loads(rulekit.dumps(toy_game.new_match(seed=1)))
    assert data["format"] == "rulekit-save" and data["version"] == 3 and data["game"] == "course_de_des"


def _without_utilisations(version: int) -> str:
    """A Pocket-Tactics save of ``version`` without the field added in version 3 (``since(3)``)."""
    m = rulekit.load_game("pocket_tactics").new_match(seed=2)
    data = json.loads(rulekit.dumps(m))
    del data["state"]["utilisations"]
    data["version"] = version
    return json.dumps(data, ensure_ascii=False)


def test_a_save_older_than_a_field_loads_with_its_default():
    """A field added in save version 3 (``rulekit.save.since``): a version-2 save, written before
    it existed, loads with its default; a version-3 save must hold it, like any field."""
    old = rulekit.loads(_without_utilisations(2))
    assert old.utilisations == {} and old == rulekit.load_game("pocket_tactics").new_match(seed=2)
    with pytest.raises(SaveError, match="missing utilisations"):
        rulekit.loads(_without_utilisations(3))


def test_a_version_that_is_not_a_whole_number_is_refused():
    text = rulekit.dumps(rulekit.load_game("pocket_tactics").new_match(seed=2)).replace('"version":3', '"version":true')
    with pytest.raises(SaveError, match="not supported"):
        rulekit.loads(text)
