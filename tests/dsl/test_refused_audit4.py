"""What audit 4's sentences say that no game can act on: refused at compile time, saying why (never
compiled to nothing)."""

import pytest

from .acting import refused

PT, PB = "pocket_tactics", "pocket_battles"


@pytest.mark.parametrize("game, text, said", [
    # a token from nowhere: Pocket Battles gives none at an event (was « mot inattendu », « récupére » ?)
    (PB, "Lorsque cette Unité est détruite, son propriétaire récupère un Jeton Ordre.", "sans dire d'où"),
    # a negated condition is a state a question tells, not an event
    (PT, "Un Archer lance un dé d'attaque supplémentaire, sauf lorsqu'il bat un ennemi.", "un événement ne se nie pas"),
    # (a negated condition beside a trigger is read at the event: test_acting_event_conditions.py)
    # being in play says nothing a question could negate
    (PB, "Cette Unité lance un dé de plus lors d'un Tir, sauf si elle est sur le Champ de Bataille.",
     "ne changerait rien"),
    # negated of another unit than the bearer
    (PT, "Un Archer lance un dé d'attaque supplémentaire, sauf si une unité ennemie est sur une tuile Forêt.",
     "se dit de l'unité qui porte"),
])
def test_refused_saying_why(game, text, said):
    refused(game, text, said)
