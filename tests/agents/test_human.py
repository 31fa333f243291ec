"""The human agent: numbered French labels, re-prompts on bad input, `q` quits cleanly."""

import pytest
from click.testing import CliRunner

from rulekit.agents import HumanAgent, Quit
from rulekit.cli import main


def scripted(*answers):
    out = []
    feed = iter(answers)

    def read(prompt):
        out.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    return read, out


def test_numbered_labels_and_reprompt(toy_game):
    match = toy_game.new_match(seed=1)
    read, out = scripted("", "abc", "0", "3", "2")
    agent = HumanAgent(input=read, output=out.append)
    action = agent.step(match)
    assert action.label == "s'arrêter"
    text = "\n".join(out)
    assert "    1. lancer le dé" in text and "    2. s'arrêter" in text
    assert text.count("Choix invalide") == 4


@pytest.mark.parametrize("answers", [("q",), ("Q",), ()])  # q, Q, or the end of input
def test_q_or_end_of_input_quits(toy_game, answers):
    read, out = scripted(*answers)
    with pytest.raises(Quit) as info:
        HumanAgent(input=read, output=out.append).step(toy_game.new_match(seed=1))
    assert info.value.code == 0
    assert "Partie abandonnée." in out


def test_play_human_against_mcts_to_the_end(toy_game):
    result = CliRunner().invoke(main, ["play", "course_de_des", "--agents", "human,mcts", "--seed", "2"],
                                input="x\n" + "1\n" * 60)
    assert result.exit_code == 0, result.output
    assert "Choix invalide" in result.output
    assert "Résultat :" in result.output
    assert "Traceback" not in result.output


def test_play_quit_is_clean(toy_game):
    result = CliRunner().invoke(main, ["play", "course_de_des", "--agents", "mcts,human", "--seed", "2"], input="q\n")
    assert result.exit_code == 0
    assert "Partie abandonnée." in result.output
    assert "Résultat" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
