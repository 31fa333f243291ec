"""The human agent with scripted input: one legal choice is taken without asking, `p` shows the
units' profiles, and a prompt names the units its actions are about."""

import random

import pytest
from click.testing import CliRunner

import rulekit
from rulekit.agents import HumanAgent
from rulekit.agents.profiles import named_in, profiles
from rulekit.cli import main


def scripted(*answers):
    out, asked = [], []
    feed = iter(answers)

    def read(prompt):
        asked.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    return read, out, asked


def a_match_where_units_are_named():
    """A Pocket-Tactics match advanced by random play until a decision's labels name units."""
    match = rulekit.load_game("pocket_tactics").new_match(seed=1)
    rng = random.Random(1)
    names = list(profiles(match))
    while True:
        if match.current_player is rulekit.CHANCE:
            outcomes, weights = zip(*match.chance_outcomes())
            match.apply(rng.choices(outcomes, weights)[0])
            continue
        actions = match.legal_actions()
        if len(actions) > 1 and named_in([a.label for a in actions], names):
            return match
        match.apply(rng.choice(actions))


def test_one_legal_choice_is_not_asked():
    match = rulekit.load_game("pocket_tactics").new_match(seed=1)
    rng = random.Random(0)
    while match.current_player is rulekit.CHANCE or len(match.legal_actions()) != 1:
        if match.current_player is rulekit.CHANCE:
            match.apply(match.chance_outcomes()[0][0])
        else:
            match.apply(rng.choice(match.legal_actions()))
    read, out, asked = scripted()
    action = HumanAgent(input=read, output=out.append).step(match)
    assert action == match.legal_actions()[0]
    assert asked == [] and out == [f"Joueur {match.current_player + 1} : seul choix possible, « {action.label} »."]


def test_the_prompt_names_its_units_and_p_shows_their_profiles():
    match = a_match_where_units_are_named()
    actions = match.legal_actions()
    about = named_in([a.label for a in actions], list(profiles(match)))
    read, out, asked = scripted("p", "p tout", "p Druide", "p zzz", "2")
    action = HumanAgent(input=read, output=out.append).step(match)
    assert action == actions[1]
    text = "\n".join(out)
    assert f"(unités concernées : {', '.join(about)}) :" in text
    # `p`: the profiles of the units of this decision, with their stats and abilities in French
    first = out.index(next(line for line in out if line.startswith(about[0] + " (")))
    assert "mêlée" in out[first] and "coût" in out[first]
    assert "Druide (Tribus de la Forêt Sombre) : " in text and "Marcheur de la forêt : « " in text
    assert "Aucune unité ne correspond à « zzz »" in text
    assert len(asked) == 5 and "p pour les profils" in asked[0]


def test_a_game_without_faction_files_says_so(toy_game):
    read, out, _ = scripted("p", "1")
    HumanAgent(input=read, output=out.append).step(toy_game.new_match(seed=1))
    assert "Pas de profils d'unités dans ce jeu." in out


def test_play_human_with_profiles_from_the_command_line():
    result = CliRunner().invoke(main, ["play", "pocket_battles", "--agents", "human,random", "--seed", "3",
                                       "--quiet"], input="p tout\n" + "1\n" * 400)
    assert result.exit_code == 0, result.output
    assert "Vélite (" in result.output and "unités concernées : " in result.output
    assert "Traceback" not in result.output


def test_named_in_prefers_the_longest_name():
    assert named_in(["attaquer avec Noble à Cheval"], ["Noble", "Noble à Cheval"]) == ["Noble à Cheval"]
    assert named_in(["Noble et Noble à Cheval"], ["Noble", "Noble à Cheval"]) == ["Noble", "Noble à Cheval"]
