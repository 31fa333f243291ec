"""Game options as OpenSpiel parameters: any text or list of texts survives the game string."""

import attrs
import pyspiel
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rulekit
from rulekit.interop import openspiel as rk_openspiel
from rulekit.interop import parameters
from rulekit.testing.course_de_des import GAME

OPTIONS = {"nom": "a,b", "noms": ["x", "y"], "tours": 3, "vite": True}
OPTIONED = attrs.evolve(GAME, name="course_options", options=OPTIONS)


class Plugin:
    @rulekit.hookimpl
    def rulekit_games(self):
        return [OPTIONED]


@pytest.fixture(scope="module")
def optioned():
    plugin = Plugin()
    rulekit.register(plugin)
    rk_openspiel.register()
    yield "rulekit_course_options"
    rulekit.unregister(plugin)


def round_trip(name, params):
    game = pyspiel.load_game(name, params)
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game)
    return again.new_initial_state().match.options


@settings(max_examples=150, deadline=None)
@given(text=st.text(), names=st.lists(st.text(min_size=1), min_size=1, max_size=4))
def test_any_text_and_list_of_texts_round_trips(optioned, text, names):
    options = round_trip(optioned, {"nom": parameters.encode(text), "noms": parameters.encode(names)})
    assert options["nom"] == text and options["noms"] == names


@pytest.mark.parametrize("text", ["30", "-1.5e3", "true", "False", "a=b", "f(x)", "50%", "1+1", "a, b", ""])
def test_texts_that_the_game_string_would_misread(optioned, text):
    assert round_trip(optioned, {"nom": parameters.encode(text)})["nom"] == text
    if "+" not in text and "%" not in text:  # then the decoded text is accepted too
        assert round_trip(optioned, {"nom": text})["nom"] == text


def test_the_usual_values_read_plainly(optioned):
    game = pyspiel.load_game(optioned)
    assert str(game) == "rulekit_course_options(nom=a+b,noms=x+y,seed=0,tours=3,vite=True)"
    assert round_trip(optioned, {"tours": 5, "vite": False}) == {**OPTIONS, "tours": 5, "vite": False}


@pytest.mark.parametrize("text", [",", ",,", ",1", "1,"])
def test_a_comma_that_would_read_as_a_number_round_trips(optioned, text):
    """« , » is encoded « + », which alone reads as a number: the comma itself is escaped."""
    assert round_trip(optioned, {"nom": parameters.encode(text)})["nom"] == text
