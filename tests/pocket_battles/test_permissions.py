"""Permissions and prohibitions of any order, written in the DSL and answered through the one
« permis » query per action family (games/pocket_battles/ordres.py, FAMILLES): no hook per
characteristic. Each test fails without the sentence."""

import pytest

from rulekit import dsl
from rulekit_games.pocket_battles import caracteristiques
from rulekit_games.pocket_battles import match as match_mod

from .conftest import bataille, finir_tour, labels, unite


def avec(monkeypatch, troupe: str, *phrases):
    """Units with ``troupe`` also bear these sentences, compiled for Pocket Battles."""
    vocab = dsl.vocabulary_of("pocket_battles")
    extra = tuple(dsl.compile_ability(dsl.parse_ability(t, vocabulary=vocab), name=f"essai {i}", text=t,
                                      vocabulary=vocab) for i, t in enumerate(phrases))
    original = caracteristiques.de_l_unite

    def de_l_unite(faction, troupes):
        return original(faction, troupes) + (extra if troupe in troupes else ())

    monkeypatch.setattr(caracteristiques, "de_l_unite", de_l_unite)
    monkeypatch.setattr(match_mod, "_DERNIER", [None, None, None])


def _menu(position):
    m = bataille(position)
    finir_tour(m)
    return [label for label in labels(m)]


POSITION = [unite("R1", 0, "Cavalier×2", "avant", 1), unite("C1", 1, "Guerrier", "arrière", 1)]


def _offers(kind):
    return any(kind in label and "R1" in label for label in _menu(POSITION))


@pytest.mark.parametrize("phrase, interdit, reste", [
    ("Cette Unité ne peut pas effectuer de Déplacement Tactique.", "déplacement tactique", "charger"),
    ("Cette Unité ne peut pas charger.", "charger", "déplacement tactique"),
    ("Cette Unité ne peut jamais effectuer de Charge.", "charger", "déplacement tactique"),
    ("Cette Unité ne peut pas se déplacer.", "déplacement tactique", "charger"),
])
def test_a_prohibition_removes_that_order_only(monkeypatch, phrase, interdit, reste):
    assert _offers(interdit) and _offers(reste)
    avec(monkeypatch, "Cavalier", phrase)
    assert not _offers(interdit)
    assert _offers(reste)


def test_other_units_keep_their_orders(monkeypatch):
    avec(monkeypatch, "Guerrier", "Cette Unité ne peut pas charger.")
    assert _offers("charger")


def test_charge_and_effectuer_une_charge_are_one_meaning():
    vocab = dsl.vocabulary_of("pocket_battles")
    a = dsl.parse_ability("Cette Unité ne peut pas charger.", vocabulary=vocab)
    b = dsl.parse_ability("Cette Unité ne peut jamais effectuer de Charge.", vocabulary=vocab)
    assert a == b
