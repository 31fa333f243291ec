"""Pocket-Tactics: what an attack is (its kind, its mode), who a sentence names again, and the
agreement of a feminine unit, each read from a faction file and played in a scenario.

- « attaqué par une Attaque Distante » tests the attack's kind, which PT's attack queries say
  (``ctx["attaque"]``, the vocabulary's ``attaques``); tests/dsl/test_acting_pt_bound.py plays it.
- « attaquer avec Mêlée jusqu'à 2 tuiles »: a reach is a distant attack's, whose modes the vocabulary
  declares (``modes à distance``); in another mode the sentence is refused, with where and why.
- « Tant qu'un Paladin est adjacent à un Prêtre allié, le Prêtre (celui-ci, ce dernier) lance … »: the
  Prêtre next to the Paladin, not every Prêtre nor the Paladin.
"""

from __future__ import annotations

import pytest

from rulekit import dsl
from rulekit.dsl import RulesSemanticError, load_faction, parse_file
from rulekit_games.pocket_tactics import attaque, regles
from rulekit_games.pocket_tactics.scenario import scenario

HEAD = """jeu : pocket_tactics
faction : Ordre du Temple

base Chapelle
    défense : 3

"""
UNITS = """
unité Paladin
    nombre : 1
    coût : 14
    mêlée : 2 2
    distance : 0 2
    magie : 0 2
    avantage : Champs
    type : Humain
    sigle : Pl
    capacités : {paladin}

unité Prêtre
    nombre : 2
    coût : 10
    mêlée : 1 2
    distance : 0 2
    magie : 1 2
    avantage : Village
    type : Humain
    sigle : Pr

unité Sentinelle
    nombre : 1
    coût : 10
    mêlée : 2 3
    distance : 0 2
    magie : 0 2
    avantage : Village
    type : Humain
    sigle : St
    genre : féminin
    capacités : Les Sentinelles ne peuvent pas être attaquées par des Attaques Distantes.
"""


def temple(tmp_path, ability: str) -> str:
    path = tmp_path / "temple.txt"
    path.write_text(HEAD + f"capacité Protecteur : {ability}\n" + UNITS.format(paladin="Protecteur"), encoding="utf-8")
    return str(path)


def test_the_vocabulary_says_the_kinds_of_attack_and_the_distant_modes():
    v = dsl.vocabulary_of("pocket_tactics")
    assert v.attacks == (regles.CLOSE, regles.DISTANT)
    assert v.distant_modes == regles.DISTANT_MODES


@pytest.mark.parametrize("mode, refused", [("Mêlée", True), ("Magie", False), ("Distance", False)])
def test_a_reach_in_a_mode_no_distant_attack_uses_is_refused(tmp_path, mode, refused):
    """« Attaque Distante : … en utilisant Distance ou Magie »: a Mêlée attack is always a close one
    (the attacker moves onto the enemy's tile), so a reach in Mêlée could never act."""
    path = temple(tmp_path, f"Un Paladin peut attaquer avec {mode} jusqu'à 2 tuiles.")
    if not refused:
        load_faction(path)
        return
    with pytest.raises(RulesSemanticError) as info:
        load_faction(path)
    e = info.value
    assert (e.file, e.line, e.column) == (path, 7, 53)  # at « Mêlée jusqu'à 2 tuiles », the words refused
    assert "ne fait pas d'attaque à distance avec Mêlée" in str(e) and e.supported == ("Distance", "Magie")


def test_the_kind_of_attack_is_refused_where_the_game_does_not_say_it():
    """Pocket Battles' attack queries name no kind of attack: « attaquée par une Riposte » would do nothing."""
    with pytest.raises(RulesSemanticError, match="ne disent pas cette sorte d'attaque"):
        dsl.compile_ability(dsl.parse_ability("Lorsque cette Unité est attaquée par une Riposte, elle lance un dé "
                                              "supplémentaire.", game="pocket_battles"),
                            name="T", vocabulary=dsl.vocabulary_of("pocket_battles"))


# --- the unit a sentence names again ------------------------------------------------------------
SAID_AGAIN = [
    "Tant qu'un Paladin est adjacent à un Prêtre allié, le Prêtre lance un dé de défense de plus.",
    "Tant qu'un Paladin est adjacent à un Prêtre allié, celui-ci lance un dé de défense de plus.",
    "Tant qu'un Paladin est adjacent à un Prêtre allié, ce dernier lance un dé de défense de plus.",
    "Si un Paladin est adjacent à un Prêtre allié, ce Prêtre lance un dé de défense supplémentaire.",
]


def temple_match(path, target: str):
    """The Lancier (J2, at 1,-1) attacks ``target``: the Prêtre next to the Paladin (0,-1), the one
    away from it (2,-1), or the Paladin (0,0)."""
    m = scenario({"factions": [path, "haut_roi"], "joueur": 1,
                  "cases": {c: "Forêt" for c in ("0,0", "0,-1", "1,-1", "2,-1", "-1,0", "1,0", "-1,1")},
                  "bases": ["0,3", "3,-3"],
                  "unités": {"0,0": "J1 Paladin", "0,-1": "J1 Prêtre", "2,-1": "J1 Prêtre", "1,-1": "J2 Lancier"}})
    (action,) = [a for a in m.legal_actions() if a.label.endswith(f"en {target}")]
    m.apply(action)
    assert m.combat is not None
    return m


@pytest.mark.parametrize("ability", SAID_AGAIN)
def test_the_unit_named_in_the_condition_gets_the_die(tmp_path, ability):
    path = temple(tmp_path, ability)
    asts = {dsl.parse_ability(s, vocabulary=parse_file(path).vocabulary) for s in SAID_AGAIN}
    assert len(asts) == 1  # one meaning, one AST
    (ast,) = asts
    assert dsl.render(ast) == ("Si un Paladin est adjacent à un Prêtre allié, celui-ci lance 1 dé supplémentaire "
                               "en défense.")
    for target, extra in (("0,-1", 1), ("2,-1", 0), ("0,0", 0)):
        m = temple_match(path, target)
        defender = m.unit_at(target)
        printed = m.card(defender).dice["Mêlée"][1]
        assert attaque.dice_of(m, defender, 1, "défense") == printed + extra, target
        assert attaque.dice_of(m, defender, 0, "défense") == m.card(defender).dice["Mêlée"][0]


def test_said_again_of_the_opponent_is_the_unit_fought():
    """« Lorsqu'un Épéiste attaque un Homme-Bête, celui-ci … »: the unit the Épéiste fights, if it is one."""
    v = dsl.vocabulary_of("pocket_tactics")
    ast = dsl.parse_ability("Lorsqu'un Épéiste attaque un Homme-Bête, celui-ci lance un dé de défense de moins.",
                            vocabulary=v)
    assert dsl.render(ast) == "Lorsqu'un Épéiste attaque un Homme-Bête, celui-ci lance 1 dé de moins en défense."
    dsl.compile_ability(ast, name="T", vocabulary=v)


@pytest.mark.parametrize("sentence", [
    "Lorsqu'un Épéiste se déplace, celui-ci lance un dé de défense de moins.",
    "Celui-ci lance un dé de défense de moins.",
])
def test_said_again_with_nothing_named_before_is_refused(sentence):
    v = dsl.vocabulary_of("pocket_tactics")
    with pytest.raises((RulesSemanticError, dsl.RulesSyntaxError)):
        dsl.compile_ability(dsl.parse_ability(sentence, vocabulary=v), name="T", vocabulary=v)


# --- a feminine unit's agreement ------------------------------------------------------------------
@pytest.mark.parametrize("sentence, said", [
    ("Les Sentinelles ne peuvent pas être attaquées par des Attaques Distantes.",
     "Une Sentinelle ne peut pas être attaquée par une Attaque Distante."),
    ("Chaque Sentinelle ne peut pas être attaquée par une Attaque Distante.",
     "Une Sentinelle ne peut pas être attaquée par une Attaque Distante."),
    ("Les Sentinelles adjacentes à un Paladin lancent un dé de défense de plus.",
     "Les Sentinelles adjacentes à un Paladin lancent 1 dé supplémentaire en défense."),
    ("Tant qu'un Paladin est adjacent à une Sentinelle alliée, cette dernière lance un dé de défense de plus.",
     "Si un Paladin est adjacent à une Sentinelle alliée, celle-ci lance 1 dé supplémentaire en défense."),
])
def test_a_feminine_unit_declared_in_the_file_agrees(tmp_path, sentence, said):
    """« genre : féminin »: the file's vocabulary knows it, so a plural or « chaque » (which show no
    gender) renders agreed; the AST is the singular's (one meaning)."""
    v = parse_file(temple(tmp_path, "Un Paladin peut relancer un dé.")).vocabulary
    assert "Sentinelle" in v.feminine
    ast = dsl.parse_ability(sentence, vocabulary=v)
    assert dsl.render(ast) == said
    assert dsl.parse_ability(said, vocabulary=v) == ast


def test_the_game_s_feminine_units_agree():
    v = dsl.vocabulary_of("pocket_tactics")
    assert dsl.render(dsl.parse_ability("Les Sorcières de la Forêt ne peuvent pas être attaquées avec Magie.",
                                        vocabulary=v)) == "Une Sorcière de la Forêt ne peut pas être attaquée avec Magie."
