"""(lead-pb2) An author's audit of new abilities for Pocket Battles and Pocket-Tactics, played: the forms it made
readable, each acting as its sentence says.

- A unit restriction by exclusion: « ne peut être attaqué(e) / chargée que par un X » = « ne peut pas être attaqué(e)
  (chargée) par une unité autre qu'un X » = « … par une unité qui n'est pas un X »: every other kind of unit forbidden
  (a qualifier « autre qu'un X » of the designation, rulekit/dsl/exclusion.py).
"""

import pytest

from rulekit import dsl

from .test_acting_pocket_battles import _targets
from .test_acting_pt_bound import ALL_MODES, offered

PB, PT = "pocket_battles", "pocket_tactics"


# --- a restriction by exclusion -----------------------------------------------------------------------------------
@pytest.mark.parametrize("sentence, shot, charged", [
    ("Cette Unité ne peut être chargée que par un Archer.", ["R1", "R2"], ["R2"]),
    ("Cette Unité ne peut pas être chargée par une unité autre qu'un Archer.", ["R1", "R2"], ["R2"]),
    ("Cette Unité n'est chargée que par un Archer.", ["R1", "R2"], ["R2"]),
    ("Cette Unité ne peut être chargée que par un Guerrier.", ["R1", "R2"], ["R1", "R2"]),
    ("Cette Unité ne peut être attaquée que par un Archer.", ["R1", "R2"], ["R2"]),
    ("Cette Unité ne peut être attaquée que par un Guerrier.", ["R2"], ["R1", "R2"]),
    ("Cette Unité ne peut pas être attaquée par une unité qui n'est pas un Guerrier.", ["R2"], ["R1", "R2"]),
    ("Cette Unité ne peut être attaquée que par un Archer ou un Guerrier.", ["R1", "R2"], ["R1", "R2"]),
    ("Cette Unité ne peut être chargée que par une Cavalerie.", ["R1", "R2"], ["R2"]),
])
def test_attacked_only_by_a_kind(monkeypatch, sentence, shot, charged):
    """Celtic Archers shoot and Guerriers charge R1 (Légionnaires, the bearer) or R2: only the kinds said may
    (« que par » read attacks only, « autre que » modes only: syntax errors)."""
    assert _targets() == (["R1", "R2"], ["R1", "R2"])
    from .acting import pb_give

    pb_give(monkeypatch, "Légionnaire", sentence)
    assert _targets() == (shot, charged)


@pytest.mark.parametrize("sentence", [
    "Un Druide ne peut être attaqué que par un Archer.",
    "Un Druide ne peut pas être attaqué par une unité autre qu'un Archer.",
    "Un Druide ne peut pas être attaqué par une unité qui n'est pas un Archer.",
    "Un Druide n'est attaqué que par un Archer.",
])
@pytest.mark.parametrize("attacker, forbidden", [("Archer", False), ("Lancier", True)])
def test_pt_attacked_only_by_an_archer(monkeypatch, sentence, attacker, forbidden):
    units = {"1,0": (1, "Druide"), "2,0": (0, attacker)}
    gone, new, _ = offered(monkeypatch, "Druide", sentence, units, 0)
    assert gone == ({(attacker, mode, kind, "Druide") for mode, kind in ALL_MODES} if forbidden else set())
    assert not new


def test_pt_a_group_by_exclusion(monkeypatch):
    """« Les unités alliées autres que les Druides » (a qualifier of any designation): the Lancier beside the
    bearer's ally gains the die, the Druide does not."""
    from rulekit_games.pocket_tactics import attaque

    from .acting import pt_declare, pt_give, pt_position
    from .test_acting_pt_bound import EVEN

    def defence(card):
        m = pt_position({"1,0": (0, "Ranger Maudit"), "2,0": (0, card), "3,0": (1, "Lancier")}, player=1)
        pt_declare(m, f"attaque proche (Mêlée) : Lancier en 3,0 contre {card} en 2,0")
        return attaque.dice_of(m, m.unit_at("2,0"), 1, "défense")

    for c in ("Homme-Bête Stalker", "Lancier", "Druide", "Ranger Maudit"):
        pt_give(monkeypatch, c, dice=EVEN)
    before = defence("Homme-Bête Stalker"), defence("Druide")
    pt_give(monkeypatch, "Ranger Maudit", "Les unités alliées autres que les Druides lancent un dé de défense "
            "supplémentaire.", dice=EVEN)
    assert (defence("Homme-Bête Stalker"), defence("Druide")) == (before[0] + 1, before[1])


def test_exclusion_renders_and_reads_back():
    for game, text in [(PB, "Cette Unité ne peut être chargée que par une Cavalerie."),
                       (PT, "Un Druide n'est attaqué que par un Archer ou un Lancier.")]:
        ast = dsl.parse_ability(text, game=game)
        assert dsl.parse_ability(dsl.render(ast), game=game) == ast
    assert dsl.render(dsl.parse_ability("Un Druide ne peut être attaqué que par un Archer ou un Lancier.", game=PT)) \
        == "Un Druide ne peut pas être attaqué par une unité autre qu'un Archer ou qu'un Lancier."


@pytest.mark.parametrize("game, text, said", [
    (PB, "Cette Unité ne peut pas être attaquée par une unité autre qu'une Zone Avant.", "une sorte d'unité du jeu"),
    (PB, "Cette Unité ne peut attaquer que par un Archer.", "que par"),
])
def test_exclusion_refused(game, text, said):
    with pytest.raises(dsl.RulesSyntaxError, match=said):
        dsl.parse_ability(text, game=game)


# --- rerolls of the dice that scored nothing --------------------------------------------------------------------
MISSED = [
    "Cette Unité relance ses dés ratés.",
    "Cette Unité relance les dés qui ne touchent pas.",
    "Cette Unité relance automatiquement ses dés manqués.",
    "Cette Unité relance ses dés qui n'ont pas touché.",
]


@pytest.mark.parametrize("sentence", MISSED)
def test_rerolls_its_missed_dice_in_a_charge(monkeypatch, sentence):
    """Légionnaire×2 (combat 3 3 4 4) charges with two dice: a 6 scores nothing and is thrown again, the 3 stays
    (a syntax error before: « mot inattendu « ratés » »). A plain « relance » is compulsory: no decline."""
    from .acting import pb_give
    from .test_acting_pocket_battles import LEGIONNAIRES, _grant, _rerolls_offered, charge, exact_hits
    from rulekit_games.pocket_battles import odds
    from tests.pocket_battles.conftest import des, jouer

    assert _rerolls_offered(des(charge(), 3, 6)) == []
    pb_give(monkeypatch, "Légionnaire", sentence)
    m = des(charge(), 3, 6)
    assert _rerolls_offered(m) == ["relancer un 6 (attaque)"]
    jouer(m, "relancer un 6")
    des(m, 2)
    assert _rerolls_offered(m) == []  # each missed die once
    assert _rerolls_offered(des(charge(), 3, 4)) == []  # every die scored
    missed = _grant(valeurs=(1, 2, 5, 6), obligatoire=True)
    with_it = exact_hits(charge(), LEGIONNAIRES, own=missed)
    assert with_it == odds.distribution(LEGIONNAIRES, 2, relances=[missed]) != odds.distribution(LEGIONNAIRES, 2)


def test_may_reroll_its_missed_shooting_dice(monkeypatch):
    """« de Tir »: the Archers' shots (tir 4 5 4 5: a 1, 2, 3 or 6 misses), a choice (« peut »); not their charge."""
    from .acting import pb_give
    from .test_acting_pocket_battles import ARCHERS, _grant, _rerolls_offered, charge, exact_hits, tir
    from rulekit_games.pocket_battles import odds
    from tests.pocket_battles.conftest import des

    pb_give(monkeypatch, "Archer", "Cette Unité peut relancer ses dés de Tir ratés.")
    assert _rerolls_offered(des(tir(), 3)) == ["relancer un 3 (attaque)", "renoncer (relance)"]
    assert _rerolls_offered(des(tir(), 5)) == []
    missed = _grant(valeurs=(1, 2, 3, 6))
    assert exact_hits(tir(), ARCHERS, own=missed) == odds.distribution(ARCHERS, 1, relances=[missed])
    pb_give(monkeypatch, "Auxiliaire", "Cette Unité peut relancer ses dés de Tir ratés.")
    assert _rerolls_offered(des(charge(attacker="Auxiliaire"), 6, 6)) == []


@pytest.mark.parametrize("game, text, said", [
    (PT, "Un Archer relance ses dés ratés.", "ne dit pas qu'un dé a raté"),
])
def test_missed_dice_refused_where_dice_are_compared(game, text, said):
    from .acting import refused

    refused(game, text, said)


def test_one_missed_die_is_refused():
    with pytest.raises(dsl.RulesSyntaxError, match="ses dés ratés"):
        dsl.parse_ability("Cette Unité peut relancer un dé raté.", game=PB)


# --- « Lorsqu'elle riposte » as an event: the attack it makes back, not a shot at it -------------------------------
@pytest.mark.parametrize("sentence", ["Lorsque cette Unité riposte, l'Adversaire perd un Jeton Ordre.",
                                      "Lorsque cette Unité riposte, l'Adversaire doit mettre de côté un Jeton Ordre.",
                                      "Lorsqu'elle riposte, l'Adversaire perd un Jeton Ordre."])
def test_riposting_is_not_being_shot_at(monkeypatch, sentence):
    """« riposter » read « être attaqué » made the trigger fire when the Archers shot at the bearer; now the
    Légionnaires charging the bearer (Guerriers) lose a token when it ripostes, not before, and a shot at it
    costs nothing."""
    from .acting import pb_give
    from .test_acting_pocket_battles import charge, tir
    from tests.pocket_battles.conftest import des

    pb_give(monkeypatch, "Légionnaire", sentence)
    m = tir(target="Légionnaire×2")
    before = list(m.reserve)
    des(m, 6)
    assert list(m.reserve) == before
    pb_give(monkeypatch, "Guerrier", sentence)
    m = charge()
    before = list(m.reserve)
    des(m, 6, 6)  # no hit: the Guerriers riposte
    assert list(m.reserve) == before  # the charge at it is no riposte
    des(m, 1)  # the riposte, resolved
    assert list(m.reserve) == [before[0] - 1, before[1]]
    assert dsl.render(dsl.parse_ability(sentence, game=PB)).startswith("Lorsque cette unité riposte,")


def test_after_attacking_is_refused_where_an_attack_is_told_when_declared():
    """PT tells « attaque » when the attack is declared, before its dice: « Après avoir attaqué, … peut se déplacer »
    read « Lorsqu'il attaque » moved the unit before the fight. Refused there; PB tells attacks once resolved."""
    with pytest.raises(dsl.RulesSyntaxError, match="à sa déclaration"):
        dsl.parse_ability("Après avoir attaqué, un Homme-Bête Maraudeur peut se déplacer d'une tuile.", game=PT)
    assert dsl.render(dsl.parse_ability("Après avoir chargé, cette Unité lance un dé supplémentaire.", game=PB)) \
        == "Lorsque cette unité charge, elle lance 1 dé supplémentaire."
