"""``match.observation(player)``: a player's view as plain data; ``Game.information``."""

import enum
import random

import attrs
import pytest

import rulekit
from rulekit import Dice
from rulekit.plain import plain, text
from rulekit.testing.course_de_des import Lancer


def test_by_default_the_whole_position_without_its_history(toy_game):
    m = toy_game.new_match(seed=3)
    m.apply(Lancer())
    m.apply(Dice((4,)))
    seen = m.observation(0)
    assert seen == m.observation(1)
    assert seen["scores"] == [4, 0] and seen["decisions"] == 1
    assert seen["stack"] == [{"type": "Decision", "player": 1}]
    history = {"events", "seed", "steps"}  # the log, the seed, the count of steps taken
    assert not history & set(seen)
    assert set(seen) == {f.name for f in attrs.fields(type(m))} - history


SCALARS = (str, int, float, bool, type(None))


def is_plain(data) -> bool:
    if isinstance(data, dict):
        return all(isinstance(k, SCALARS) and is_plain(v) for k, v in data.items())
    if isinstance(data, list):
        return all(is_plain(v) for v in data)
    return isinstance(data, SCALARS)


def test_an_observation_is_plain_data(game):
    m, rng = game.new_match(seed=1), random.Random(1)
    for _ in range(40):
        for player in range(m.num_players):
            assert is_plain(m.observation(player))
        if m.is_over:
            break
        m.apply(rng.choice(m.legal_actions() or [o for o, _ in m.chance_outcomes()]))
    assert not is_plain({"a": (1, 2)}) and not is_plain([Dice((1,))])


class Colour(enum.Enum):
    RED = "rouge"


@attrs.frozen
class Piece:
    where: tuple[int, int]
    colour: Colour


def test_plain_turns_records_enums_sets_and_keys_into_plain_data():
    data = plain({(1, 2): Piece((1, 2), Colour.RED), 3: frozenset({"b", "a"})})
    assert data == {"[1,2]": {"type": "Piece", "where": [1, 2], "colour": "rouge"}, 3: ["a", "b"]}
    assert text(data) == '{"3":["a","b"],"[1,2]":{"colour":"rouge","type":"Piece","where":[1,2]}}'


def test_information_is_perfect_by_default_and_checked(toy_game):
    assert toy_game.information == "perfect"
    assert attrs.evolve(toy_game, information="imperfect").information == "imperfect"
    with pytest.raises(ValueError):
        attrs.evolve(toy_game, information="partial")
    assert all(g.information in ("perfect", "imperfect") for g in rulekit.games().values())
