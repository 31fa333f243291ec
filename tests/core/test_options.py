"""Typed match options (rulekit.options): structured from texts or values, range-checked."""

import pytest

import rulekit
from rulekit import Game, OptionError
from rulekit.options import Option, Options
from rulekit.testing.course_de_des import CourseDeDes


def essai(**options):
    return Game(name="essai", title="Essai", match_class=CourseDeDes, options=options)


@pytest.mark.parametrize("given, value", [
    ("true", True), ("False", False), ("OUI", True), ("non", False), ("1", True), ("0", False),
    (" true ", True), (True, True), (False, False), (1, True), (0, False),
])
def test_a_boolean_reads_the_words_of_both_languages(given, value):
    assert Option(True).structure("essai", "cession", given) is value


@pytest.mark.parametrize("given", ["yes", "no", "vrai", "", "2", 2, 1.0, None, [True]])
def test_a_boolean_refuses_anything_else(given):
    with pytest.raises(OptionError, match=r"essai: option cession=.* expected true or false"):
        Option(True).structure("essai", "cession", given)


@pytest.mark.parametrize("given, value", [("7", 7), ("+7", 7), (" 12 ", 12), (7, 7)])
def test_a_whole_number(given, value):
    assert Option(5, min=1).structure("essai", "tours", given) == value


@pytest.mark.parametrize("given", ["true", True, 1.5, "1.5", 3.0, "3.0", "x", None, "0", -2])
def test_a_whole_number_refuses_booleans_fractions_and_the_out_of_range(given):
    with pytest.raises(OptionError, match=r"option tours=.* expected a whole number ≥ 1"):
        Option(5, min=1).structure("essai", "tours", given)


def test_choices_bounds_and_a_lazy_maximum():
    assert Option(60, choices=(60, 70)).structure("g", "size", "70") == 70
    with pytest.raises(OptionError, match="expected one of 60, 70"):
        Option(60, choices=(60, 70)).structure("g", "size", 65)
    option = Option(-1, min=-1, max=lambda: 2)
    assert option.describe() == "a whole number from -1 to 2"
    assert option.structure("g", "scenario", "2") == 2
    with pytest.raises(OptionError, match="from -1 to 2"):
        option.structure("g", "scenario", 3)


def test_a_text_option_refuses_other_values():
    with pytest.raises(OptionError, match="expected a text"):
        Option("a").structure("g", "armies", 3)


def test_plain_defaults_declare_typed_options_and_the_mapping_is_of_defaults():
    g = essai(limite=30, cession=True, nom="x", liste=("a",))
    assert dict(g.options) == {"limite": 30, "cession": True, "nom": "x", "liste": ("a",)}
    assert isinstance(g.options, Options) and g.options["limite"] == 30
    assert g.options.structure("essai", {"limite": "4", "cession": "non", "liste": ["b"]}) == {
        "limite": 4, "cession": False, "nom": "x", "liste": ["b"]}
    with pytest.raises(OptionError, match="unknown option"):
        g.options.structure("essai", {"taille": 3})


def test_new_match_stores_the_typed_values():
    m = essai(limite=30).new_match(seed=1, limite="12")
    assert m.options == {"limite": 12}


@pytest.mark.parametrize("name, options, words", [
    ("pocket_battles", {"cession": "yes"}, "cession='yes' is not accepted; expected true or false"),
    ("pocket_battles", {"size": "65"}, "size='65' is not accepted; expected one of 60, 70, 80, 90, 100"),
    ("pocket_battles", {"limite_manches": -1}, "limite_manches=-1"),
    ("pocket_battles", {"armies": "vite"}, "armies='vite'"),
    ("pocket_tactics", {"max_turns": "true"}, "max_turns='true' is not accepted; expected a whole number ≥ 0"),
    ("pocket_tactics", {"max_turns": -1}, "max_turns=-1"),
    ("pocket_tactics", {"factions": "haut_roi,haut_roi"}, "two different factions"),
    ("epic_ref", {"scenario": "true"}, "scenario='true' is not accepted; expected a whole number from -1 to"),
    ("epic_ref", {"scenario": 7}, "scenario=7"),
])
def test_each_game_refuses_a_value_no_rule_could_use(name, options, words):
    with pytest.raises(OptionError) as info:
        rulekit.load_game(name).new_match(seed=1, **options)
    assert words in str(info.value) and str(info.value).startswith(f"{name}: option ")


def test_an_unknown_faction_is_an_option_error_and_an_unknown_faction():
    with pytest.raises(OptionError, match="factions") as info:
        rulekit.load_game("pocket_battles").new_match(seed=1, factions="romains,grecs")
    assert isinstance(info.value, rulekit.UnknownFaction)


def test_texts_from_the_command_line_become_the_declared_types():
    m = rulekit.load_game("pocket_battles").new_match(seed=1, cession="False", size="80", limite_manches="5")
    assert m.options["cession"] is False and m.options["size"] == 80 and m.options["limite_manches"] == 5
    m = rulekit.load_game("pocket_tactics").new_match(seed=1, factions="foret_sombre,haut_roi", max_turns="9")
    assert m.factions == ["foret_sombre", "haut_roi"] and m.max_turns == 9
    assert rulekit.load_game("epic_ref").new_match(seed=1, scenario="1").options["scenario"] == 1


def test_every_game_declares_valid_defaults_with_help(game):
    for name, option in game.options.declared.items():
        assert option.structure(game.name, name, option.default) == option.default
        assert option.help, f"{game.name}: option {name} has no help"
