"""Fuzzing saves: a mutated save of a mid-match state into ``rulekit.loads`` raises only SaveError,
or loads a match that can still be played, for every playable game.

Mutations: bits flipped in the UTF-8 text (given as text or as bytes), the text cut short,
and, in the JSON, a key deleted or renamed, a value replaced by one of another type, the
game renamed to another installed game.
"""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import CHANCE, SaveError
from rulekit.testing import course_de_des
from rulekit.testing.strategies import matches

course_de_des.register()
GAMES = sorted(name for name, game in rulekit.games().items() if game.playable)
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
MID_MATCH = 40  # random steps at most before the save


def test_every_playable_game_is_fuzzed():
    assert {"course_de_des", "epic_ref", "pocket_battles", "pocket_tactics"} <= set(GAMES)


def usable(match):
    """What a loaded match must still do: say who acts and what they may choose, take any
    of those choices, and be saved and loaded again."""
    player = match.current_player
    if match.is_over:
        assert player is None and not match.legal_actions()
        return
    choices = ([o for o, _ in match.chance_outcomes()] if player is CHANCE else match.legal_actions())
    assert choices, "a loaded match with nothing to choose"
    assert rulekit.loads(rulekit.dumps(match)) == match
    for choice in choices:
        after = match.clone()
        after.apply(choice)
        rulekit.dumps(after)


def load(text):
    try:
        match = rulekit.loads(text)
    except SaveError as exc:
        assert str(exc)
        return None
    usable(match)
    return match


def _paths(data, prefix=()):
    """Every (container, key) path of the JSON value, depth first."""
    if isinstance(data, dict):
        items = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        return
    for key, value in items:
        yield prefix + (key,)
        yield from _paths(value, prefix + (key,))


def _at(data, path):
    for key in path:
        data = data[key]
    return data


OTHER_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.integers(), st.floats(),
                         st.text(max_size=5), st.just([]), st.just({}), st.just([1, "a"]),
                         st.just({"type": "Dice", "values": [7]}), st.just({"type": "Inconnu"}),
                         st.sampled_from(GAMES))


@st.composite
def json_mutations(draw, text):
    data = json.loads(text)
    paths = list(_paths(data))
    for _ in range(draw(st.integers(1, 3))):
        edit = draw(st.sampled_from(["delete", "rename", "retype", "game"]))
        if edit == "game":
            data["game"] = draw(st.sampled_from(GAMES + ["pas_un_jeu"]))
            continue
        path = draw(st.sampled_from(paths))
        try:
            parent = _at(data, path[:-1])
            key = path[-1]
            parent[key]
        except (KeyError, IndexError, TypeError):  # an earlier edit removed it
            continue
        if edit == "delete":
            del parent[key]
        elif edit == "rename" and isinstance(parent, dict):
            parent[key + draw(st.sampled_from(["_", "x", "s"]))] = parent.pop(key)
        else:
            parent[key] = draw(OTHER_VALUES)
    return json.dumps(data, ensure_ascii=False, allow_nan=True)


@st.composite
def byte_mutations(draw, text):
    raw = bytearray(text.encode("utf-8"))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(raw) - 1))
        raw[at] ^= 1 << draw(st.integers(0, 7))
    if draw(st.booleans()):
        raw = raw[:draw(st.integers(0, len(raw)))]
    return bytes(raw)


def saves(game):
    return matches(game, max_steps=MID_MATCH).map(rulekit.dumps)


@pytest.mark.parametrize("game", GAMES)
def test_json_mutations(game):
    @FUZZ
    @given(saves(game).flatmap(json_mutations))
    def check(text):
        load(text)

    check()


@pytest.mark.parametrize("game", GAMES)
def test_bit_flips_and_truncation(game):
    @settings(FUZZ, max_examples=25)
    @given(saves(game).flatmap(byte_mutations))
    def check(raw):
        load(raw)  # bytes, as read from a file opened in binary mode
        load(raw.decode("utf-8", errors="replace"))

    check()


@pytest.mark.parametrize("bad", [None, 3, b"", "", "[]", "null", '{"format": "rulekit-save"}',
                                 '{"format": "rulekit-save", "version": 1, "game": ["x"]}', "[" * 100_000])
def test_not_saves_at_all(bad):
    with pytest.raises(SaveError):
        rulekit.loads(bad)


def _save(game="pocket_tactics", seed=3, steps=12):
    from rulekit.testing.strategies import advance
    import random

    return rulekit.dumps(advance(rulekit.load_game(game).new_match(seed=seed), random.Random(seed), steps))


def _edited(text, edit):
    data = json.loads(text)
    edit(data)
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("edit, message", [
    (lambda d: d.update(game="epic_ref"), "EpicMatch: missing"),            # another game's name
    (lambda d: d["state"].update(game="epic_ref"), "says it is of 'epic_ref'"),
    (lambda d: d["state"].pop("stack"), "missing stack"),                   # would default to []
    (lambda d: d["state"].update(pile=[]), "unknown pile"),
    (lambda d: d["state"]["stack"][-1].update(sides=6, extra=1), "unknown extra"),
    (lambda d: d["state"].update(stack=[]), "procedure: the procedure rests on nothing"),
])
def test_corrupt_saves_found_by_fuzzing(edit, message):
    """Each was loaded before, then failed in play or saved a match that did not load again."""
    text = _edited(_save(), edit)
    with pytest.raises(SaveError, match=message):
        rulekit.loads(text)


def test_bytes_that_are_not_utf8():
    raw = _save().encode("utf-8")
    assert rulekit.loads(raw) == rulekit.loads(raw.decode("utf-8"))
    with pytest.raises(SaveError, match="corrupt"):
        rulekit.loads(b"\xfb" + raw[1:])


def test_a_step_whose_dice_key_was_changed_is_refused_unless_unchecked():
    """A well-typed save whose roll no waiting step reads (the game's invariant ``dice_pending``):
    ``check=False`` still loads it, to look at."""
    text = _save(steps=0)
    data = json.loads(text)
    assert data["state"]["stack"][-1]["type"] == "Roll"
    data["state"]["stack"][-1]["key"] = "autre dé"
    text = json.dumps(data, ensure_ascii=False)
    with pytest.raises(SaveError, match="dice_pending: stack.*'autre dé'"):
        rulekit.loads(text)
    match = rulekit.loads(text, check=False)
    assert match.stack[-1].key == "autre dé"
