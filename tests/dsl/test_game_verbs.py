"""Verbs a game says with another's meaning (its vocabulary's « verbes »), a verb's other forms, and a
zone by its other name.

- Pocket-Tactics: « l'unité adverse est capturée et retirée de la carte »: a unit beaten leaves the map, so
  « détruire » a unit is « battre » it there (vocabulary « verbes : détruire -> battre »); « est capturé »
  is the passive of « capture » (= « bat ») in every game: « ne peut pas être capturé / détruit » is « ne
  peut pas être battu » in Pocket-Tactics (it survives), refused in Pocket Battles (no unit is beaten
  there, and the game asks no permission to be destroyed).
- « élimine » = « détruit »; an act said done (« a battu », « a été détruit ») is told as it is done.
- Pocket Battles: « la zone Arrière » (the rule book's words) = « l'Arrière »; « l'Avant » = « la Zone Avant »."""

from __future__ import annotations

import pytest

from rulekit import dsl

from .acting import pt_give, refused
from .test_acting_pt_author_audit import _mage_beaten

PT, PB = "pocket_tactics", "pocket_battles"


def parse(game, text):
    return dsl.parse_ability(text, vocabulary=dsl.vocabulary_of(game))


PHRASINGS = [
    # a unit destroyed is a unit beaten, where the game beats units (PT)
    (PT, "Chaque fois que cette Unité détruit une Unité ennemie, elle peut se déplacer d'une tuile.",
     "Chaque fois que cette Unité bat une Unité ennemie, elle peut se déplacer d'une tuile."),
    (PT, "Après avoir détruit une Unité ennemie, cette Unité peut se déplacer d'une tuile.",
     "Après avoir battu une Unité ennemie, cette Unité peut se déplacer d'une tuile."),
    (PT, "Lorsqu'un Archer allié est détruit, cette Unité peut se déplacer d'une tuile.",
     "Lorsqu'un Archer allié est battu, cette Unité peut se déplacer d'une tuile."),
    (PT, "Un Archer ne peut pas être détruit.", "Un Archer ne peut pas être battu."),
    (PT, "Un Archer ne peut être détruit que par une attaque de Magie.",
     "Un Archer ne peut être battu que par une attaque de Magie."),
    # « est capturé » is the passive of « capture » (= « bat »)
    (PT, "Lorsqu'un Archer allié est capturé, cette Unité peut se déplacer d'une tuile.",
     "Lorsqu'un Archer allié est battu, cette Unité peut se déplacer d'une tuile."),
    (PT, "Un Archer ne peut pas être capturé.", "Un Archer ne peut pas être battu."),
    (PT, "Un Druide ne peut jamais être capturé en Mêlée.", "Un Druide ne peut pas être battu par une attaque de Mêlée."),
    # « élimine » = « détruit »
    (PT, "Lorsque cette Unité élimine une Unité ennemie, elle peut se déplacer d'une tuile.",
     "Lorsque cette Unité bat une Unité ennemie, elle peut se déplacer d'une tuile."),
    (PB, "Quand cette Unité élimine une Unité ennemie, l'Adversaire perd un Jeton Ordre.",
     "Quand cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre."),
    (PB, "Lorsqu'une Unité alliée est éliminée, l'Adversaire perd un Jeton Ordre.",
     "Lorsqu'une Unité alliée est détruite, l'Adversaire perd un Jeton Ordre."),
    # an act said done is told as it is done
    (PT, "Quand cette Unité a battu une unité ennemie, elle peut se déplacer d'une tuile.",
     "Quand cette Unité bat une unité ennemie, elle peut se déplacer d'une tuile."),
    (PT, "Lorsqu'un Archer allié a été détruit, cette Unité peut se déplacer d'une tuile.",
     "Lorsqu'un Archer allié est battu, cette Unité peut se déplacer d'une tuile."),
    (PB, "Quand cette Unité a détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre.",
     "Quand cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre."),
    (PB, "Lorsque des Unités alliées ont été détruites, l'Adversaire perd un Jeton Ordre.",
     "Lorsque des Unités alliées sont détruites, l'Adversaire perd un Jeton Ordre."),
    # a zone by the rule book's other name
    (PB, "Tant qu'elle est dans la Zone Arrière, cette Unité ne peut pas être chargée.",
     "Tant qu'elle est à l'Arrière, cette Unité ne peut pas être chargée."),
    (PB, "Si cette Unité se trouve dans la zone Arrière, elle lance un dé de plus lors d'un Tir.",
     "Si cette Unité est à l'Arrière, elle lance un dé de plus lors d'un Tir."),
    (PB, "Lorsque cette Unité est à l'Avant, elle lance un dé de plus lors d'un Tir.",
     "Lorsque cette Unité est dans la Zone Avant, elle lance un dé de plus lors d'un Tir."),
]


@pytest.mark.parametrize("game, new, known", PHRASINGS, ids=[r[1][:60] for r in PHRASINGS])
def test_a_verb_of_the_game_gives_the_known_ast(game, new, known):
    ast = parse(game, new)
    assert ast == parse(game, known)
    dsl.compile_ability(ast, name="Test", vocabulary=dsl.vocabulary_of(game))
    assert parse(game, dsl.render(ast)) == ast


@pytest.mark.parametrize("said", ["Un Mage Rouge ne peut pas être capturé.", "Un Mage Rouge ne peut pas être détruit."])
def test_a_unit_that_cannot_be_captured_survives(monkeypatch, said):
    """It was refused (« pocket_tactics ne demande jamais si une unité peut « être capturé » »): the Mage a
    Maraudeur beats stays on its tile, whatever the mode of the attack."""
    pt_give(monkeypatch, "Homme-Bête Maraudeur", dice={"Magie": (3, 2)})
    for mode in ("Mêlée", "Magie"):  # without it, beaten
        assert next(u for u in _mage_beaten(mode).units if u.card == "Mage Rouge").where == "capturée"
    pt_give(monkeypatch, "Mage Rouge", said)
    for mode in ("Mêlée", "Magie"):
        assert next(u for u in _mage_beaten(mode).units if u.card == "Mage Rouge").where == "2,0"


@pytest.mark.parametrize("text, said", [
    # Pocket Battles destroys a unit when its last troop falls: nothing asks whether it may be
    ("Cette Unité ne peut pas être détruite.", "ne demande jamais si une unité peut « être détruit »"),
    ("Cette Unité ne peut pas être éliminée.", "ne demande jamais si une unité peut « être détruit »"),
    # no unit is beaten (captured) there
    ("Cette Unité ne peut pas être capturée.", "l'événement « battu » n'arrive jamais dans pocket_battles"),
])
def test_what_pocket_battles_never_asks_is_refused(text, said):
    refused(PB, text, said)


def test_the_verbs_of_a_game_are_its_own():
    """« détruire -> battre » is Pocket-Tactics' reading: Pocket Battles keeps « détruire » (its event
    « unité détruite »), and a passive follows its active."""
    pt, pb = dsl.vocabulary_of(PT), dsl.vocabulary_of(PB)
    assert (pt.verb("détruire"), pt.verb("être détruit"), pt.verb("attaquer")) == ("battre", "être battu", "attaquer")
    assert (pb.verb("détruire"), pb.verb("être détruit")) == ("détruire", "être détruit")


# --- « ne peut pas riposter »: a permission the riposte asks (Pocket Battles) -------------------------------------
RIPOSTE_PHRASINGS = [
    (PB, "Cette Unité ne riposte jamais.", "Cette Unité ne peut pas riposter."),
    (PB, "Cette Unité ne peut pas effectuer de Riposte.", "Cette Unité ne peut pas riposter."),
    (PB, "Lorsque cette Unité effectue une Riposte, elle lance un dé de plus.",
     "Lorsque cette Unité riposte, elle lance un dé de plus."),
]


@pytest.mark.parametrize("game, new, known", RIPOSTE_PHRASINGS, ids=[r[1][:60] for r in RIPOSTE_PHRASINGS])
def test_a_riposte_said_otherwise_gives_the_known_ast(game, new, known):
    test_a_verb_of_the_game_gives_the_known_ast(game, new, known)


def _poursuivi(de=1):
    """R1 (Légionnaire×2, Auxiliaire) pursues its combat with C1 (Guerrier×6), its die showing ``de`` (1: it
    misses, and C1 may strike back; 4: two hits, two Guerriers for C1's player to take off)."""
    from tests.pocket_battles.conftest import bataille, des, jouer, unite

    m = bataille([unite("R1", 0, "Légionnaire×2, Auxiliaire", "combat", 1), unite("C1", 1, "Guerrier×6", "combat", 1)],
                 contacts=[("R1", "C1")])
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    return des(m, de, riposte=None)


@pytest.mark.parametrize("said", ["Cette Unité ne peut pas riposter.", "Cette Unité ne riposte jamais.",
                                  "Cette Unité ne peut pas effectuer de Riposte."])
def test_a_unit_that_may_not_riposte_is_offered_no_riposte(monkeypatch, said):
    from tests.pocket_battles.conftest import labels

    from .acting import pb_give

    assert labels(_poursuivi()) == ["C1 riposte contre R1", "C1 ne riposte pas"]
    pb_give(monkeypatch, "Guerrier", said)
    m = _poursuivi()
    assert "C1 ne peut pas riposter." in m.log()
    assert m.current_player == 1 and "pas de redéploiement" in labels(m)  # player 2's own turn, no riposte asked


def _chargé():
    """R1 (Légionnaire×2) charges C1 (Guerrier×2) and misses: C1 stands."""
    from tests.pocket_battles.conftest import des, finir_tour, jouer
    from tests.pocket_battles.test_charge import face_a_face

    m = face_a_face()
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : charger")
    jouer(m, "attendre")
    jouer(m, "charger C1")
    return des(m, 1, 1, riposte=None)


def test_the_opponent_of_a_charger_may_not_riposte(monkeypatch):
    """« Lorsque cette Unité charge, son Adversaire ne peut pas riposter »: the unit it charges strikes no blow
    back; pursued (no charge), it does."""
    from tests.pocket_battles.conftest import labels

    from .acting import pb_give

    assert "C1 riposte contre R1" in labels(_chargé())
    pb_give(monkeypatch, "Légionnaire", "Lorsque cette Unité charge, son Adversaire ne peut pas riposter.")
    m = _chargé()
    assert "C1 ne peut pas riposter." in m.log() and not any("riposte contre" in a for a in labels(m))
    assert labels(_poursuivi()) == ["C1 riposte contre R1", "C1 ne riposte pas"]  # a pursuit is no charge


# --- « Lorsque cette Unité perd une Troupe »: the troop lost is Pocket Battles' « troupe retirée » -----------------
LOST_PHRASINGS = [
    # an order paid with no token, said by its adverb
    (PB, "Cette Unité peut charger gratuitement.", "La Charge de cette Unité est gratuite."),
    (PB, "Cette Unité peut tirer gratuitement.", "Cette Unité peut tirer sans dépenser de Jeton Ordre."),
    (PB, "Si cette Unité perd une Troupe, l'Adversaire perd un Jeton Ordre.",
     "Lorsque cette Unité perd une Troupe, l'Adversaire perd un Jeton Ordre."),
]


@pytest.mark.parametrize("game, new, known", LOST_PHRASINGS, ids=[r[1][:60] for r in LOST_PHRASINGS])
def test_a_troop_lost_said_otherwise_gives_the_known_ast(game, new, known):
    test_a_verb_of_the_game_gives_the_known_ast(game, new, known)


def _deux_guerriers_perdus():
    """R1 pursues its combat with C1 (Guerrier×6) and scores 2 hits: C1's player takes off two Guerriers."""
    from tests.pocket_battles.conftest import jouer

    m = _poursuivi(4)
    reserve = m.reserve[0]
    jouer(m, "retirer Guerrier")
    jouer(m, "retirer Guerrier")
    return reserve, m


@pytest.mark.parametrize("said", ["Chaque fois que cette Unité perd une Troupe, l'Adversaire perd un Jeton Ordre.",
                                  "Si cette Unité perd une Troupe, l'Adversaire perd un Jeton Ordre."])
def test_each_troop_lost_costs_the_opponent_a_token(monkeypatch, said):
    from .acting import pb_give

    before, m = _deux_guerriers_perdus()
    assert m.reserve[0] == before  # without it: R1's player keeps its tokens
    pb_give(monkeypatch, "Guerrier", said)
    before, m = _deux_guerriers_perdus()
    assert m.reserve[0] == before - 2  # one token set aside per Guerrier taken off


@pytest.mark.parametrize("text, said", [
    ("Lorsque cette Unité perd un Jeton Ordre, l'Adversaire perd un Jeton Ordre.", "ce qu'une unité perd"),
    ("Lorsque cette Unité perd deux Troupes, l'Adversaire perd un Jeton Ordre.", "ce qu'une unité perd"),
    ("Quand une Unité alliée perd une Troupe, cette Unité lance un dé de plus lors d'un Combat.",
     "« perdre » est un événement"),
])
def test_what_a_trigger_cannot_lose_is_refused(text, said):
    refused(PB, text, said)
