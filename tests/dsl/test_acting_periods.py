"""A moment of the turn as a trigger (« Au début de chaque tour », « À la fin de votre tour »,
``ast.Periode``): it waits for the event the game tells that moment by (its vocabulary's
``périodes``), of every player's turn, of the bearer's owner's or of its opponent's; a moment the
game does not tell is refused, and so is one said of an effect that answers a question."""

import pytest

from rulekit import dsl
from rulekit_games.pocket_battles.evenements import JetonMisDeCote, NouveauTour
from tests.pocket_battles.conftest import bataille, finir_tour, jouer, labels, unite

from .acting import pb_give, refused

SET_ASIDE = "{}, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."


def turns(n=3):
    """Three turns passed (player 0, 1, 0): who starts each turn, and who sets a token aside."""
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "arrière", 1)])
    seen = len(m.events)
    for _ in range(n):
        finir_tour(m)
        jouer(m, next(label for label in labels(m) if label.startswith("passer")))
    return [(type(e).__name__, e.joueur) for e in m.events[seen:] if isinstance(e, (JetonMisDeCote, NouveauTour))]


def test_without_the_sentence_only_passing_sets_a_token_aside():
    assert turns() == [("JetonMisDeCote", 0), ("NouveauTour", 1), ("JetonMisDeCote", 1), ("NouveauTour", 0),
                       ("JetonMisDeCote", 0), ("NouveauTour", 1)]


J0, J1, T0, T1 = ("JetonMisDeCote", 0), ("JetonMisDeCote", 1), ("NouveauTour", 0), ("NouveauTour", 1)


@pytest.mark.parametrize("moment, seen", [
    # the Légionnaires' player (0) bears it: its opponent (1) sets a token aside (J1) at the start of …
    ("Au début de votre tour", [J0, T1, J1, T0, J1, J0, T1]),           # … player 0's turns (T0)
    ("Au début de son tour", [J0, T1, J1, T0, J1, J0, T1]),
    ("Au début du tour adverse", [J0, T1, J1, J1, T0, J0, T1, J1]),     # … player 1's turns (T1)
    ("Au début du tour de l'adversaire", [J0, T1, J1, J1, T0, J0, T1, J1]),
    ("Au début de chaque tour", [J0, T1, J1, J1, T0, J1, J0, T1, J1]),  # … every turn
    ("Au début du tour", [J0, T1, J1, J1, T0, J1, J0, T1, J1]),
])
def test_the_start_of_a_turn(monkeypatch, moment, seen):
    """Three turns passed (player 0, 1, 0: each pass sets one token of the passing player's aside):
    player 1 sets one more aside right as each turn the moment says starts."""
    pb_give(monkeypatch, "Légionnaire", SET_ASIDE.format(moment))
    assert turns() == seen


@pytest.mark.parametrize("text", [
    "Au début de votre tour, l'Adversaire perd un Jeton Ordre.",
    "Au début de votre tour, l'Adversaire défausse un Jeton.",
])
def test_a_token_lost_at_a_moment_is_set_aside(monkeypatch, text):
    """« perd un Jeton Ordre » at a moment is one set aside then, as at an event."""
    pb_give(monkeypatch, "Légionnaire", text)
    assert turns() == [J0, T1, J1, T0, J1, J0, T1]


def test_a_moment_the_game_does_not_tell_is_refused():
    error = refused("pocket_battles", SET_ASIDE.format("À la fin de votre tour"), "ne signale pas ce moment")
    assert "début de tour" in error.supported


def test_a_moment_said_of_an_answer_to_a_question_is_refused():
    refused("pocket_battles", "Au début de chaque tour, cette Unité peut relancer un dé.", "moment du tour")


@pytest.mark.parametrize("text, said", [
    ("Au début de chaque tour, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
     "Au début de chaque tour, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    ("Au début du tour, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
     "Au début de chaque tour, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    ("Au début de son tour, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
     "Au début de votre tour, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    ("Au début du tour de votre adversaire, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
     "Au début du tour adverse, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    ("Au début de la manche, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
     "Au début de chaque manche, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
])
def test_one_moment_one_ast(text, said):
    vocabulary = dsl.vocabulary_of("pocket_battles")
    tree = dsl.parse_ability(text, vocabulary=vocabulary)
    assert dsl.render(tree) == said and dsl.parse_ability(said, vocabulary=vocabulary) == tree


def test_a_round_of_the_bearers_owner_is_refused():
    with pytest.raises(dsl.RulesSyntaxError, match="une manche est celle des deux joueurs"):
        dsl.parse_ability(SET_ASIDE.format("Au début de votre manche"), game="pocket_battles")


# --- Pocket-Tactics: the end of a turn ---------------------------------------------------------------
def _pt_turns(monkeypatch, *sentences, turns=3):
    """The labels offered in ``turns`` turns of a Druide (player 0) and a Lancier (player 1) on open
    ground, each turn a move of one tile, any move offered by an ability taken: (player, label) of each."""
    from .acting import NEUTRAL, pt_give, pt_labels, pt_position

    pt_give(monkeypatch, "Druide", *sentences)
    m = pt_position({"0,0": (0, "Druide"), "7,0": (1, "Lancier")}, {f"{x},0": NEUTRAL for x in range(8)})
    seen = []
    while sum(1 for p, label in seen if label.startswith("déplacer")) < turns:
        label = pt_labels(m)[0]
        seen.append((m.current_player, label))
        m.apply(m.legal_actions()[0])
    return seen


@pytest.mark.parametrize("moment, offered", [
    ("À la fin de votre tour", [0]),          # after the Druide's own turn only
    ("À la fin du tour adverse", [1]),       # after the Lancier's
    ("À la fin de chaque tour", [0, 1]),
])
def test_the_end_of_a_turn(monkeypatch, moment, offered):
    """« …, un Druide peut se déplacer d'une tuile »: its owner is offered the move as the turn ends, before
    the next turn begins (the move waited under the next turns before: it was never offered)."""
    assert not any(label.startswith("essai") for _, label in _pt_turns(monkeypatch))
    seen = _pt_turns(monkeypatch, f"{moment}, un Druide peut se déplacer d'une tuile.")
    after = [seen[k - 1][0] for k, (p, label) in enumerate(seen) if label.startswith("essai")]
    assert after and set(after) == set(offered)
    assert all(p == 0 for p, label in seen if label.startswith("essai"))  # the Druide's owner chooses


def test_pocket_tactics_tells_no_start_of_a_turn():
    refused("pocket_tactics", "Au début de votre tour, un Druide peut se déplacer d'une tuile.", "ne signale pas ce moment")
