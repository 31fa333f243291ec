"""Pocket Battles, an author's audit (a new army and loose sentences written as a designer would): what it
found acting otherwise than the sentence says, played.

- Dice taken away « lors d'une Charge » are taken from the whole roll of the charge's attack, as a player
  counts its dice (the base die and the charge die), not from the charge die alone; « pour la Charge » still
  names the charge's own die (README, reading 44).
"""

import pathlib

import pytest

from rulekit import dsl

from tests.pocket_battles.conftest import bataille, des, finir_tour, jouer, labels, unite

from .acting import pb_dice, pb_give, pb_last_attack, refused
from .test_acting_pocket_battles import charge, poursuivre

G = "pocket_battles"


def thrown(m) -> int:
    """The dice of the attack on top: those of the chance node, or none when it threw none (resolved at once)."""
    from rulekit import CHANCE

    if m.current_player is CHANCE:
        (n,) = pb_dice(m)
        return n
    return len(pb_last_attack(m).des)


# --- dice taken away during a charge: the whole roll ---------------------------------------------------------
@pytest.mark.parametrize("sentence, charging, charging_cavalry", [
    # Légionnaires charge with 1 + 1 dice, the Cavalier (Impulsion: 2 charge dice) with 1 + 2
    ("Cette Unité lance deux dés de moins lors d'une Charge.", 0, 1),
    ("En Charge, cette Unité lance deux dés de moins.", 0, 1),
    ("Lorsque cette Unité charge, elle lance deux dés de moins.", 0, 1),
    ("Cette Unité lance un dé de moins lors d'une Charge.", 1, 2),
    # « pour la Charge »: the charge's own dice (never below zero), the base die stays
    ("Cette Unité lance deux dés de moins pour la Charge.", 1, 1),
    ("Lorsque cette Unité charge, elle lance un dé de moins pour la Charge.", 1, 2),
])
def test_dice_taken_away_during_a_charge(monkeypatch, sentence, charging, charging_cavalry):
    assert (thrown(charge()), thrown(charge(attacker="Cavalier"))) == (2, 3)
    pb_give(monkeypatch, "Légionnaire", sentence)
    pb_give(monkeypatch, "Cavalier", sentence)
    assert thrown(charge()) == charging
    assert thrown(charge(attacker="Cavalier")) == charging_cavalry
    assert thrown(poursuivre()) == 1  # pursuing a combat is no charge


@pytest.mark.parametrize("sentence", ["Cette Unité lance deux dés de moins pour la Charge.",
                                      "Lorsque cette Unité charge, elle lance un dé de moins pour la Charge."])
def test_the_charge_s_own_dice_are_written_back(sentence):
    """The canonical French keeps « pour la Charge » of dice taken away (it was dropped: another meaning)."""
    ast = dsl.parse_ability(sentence, game=G)
    assert "pour la Charge" in dsl.render(ast)
    assert dsl.parse_ability(dsl.render(ast), game=G) == ast


# --- a question about a player: each bearer's presence, or one fact said once ---------------------------------
def tokens(bearers: int, troop: str = "Légionnaire", others=()) -> int:
    """The Order tokens player 2 has when player 1 has ``bearers`` units of ``troop`` at the Rear."""
    m = bataille([unite(f"R{i}", 0, troop, "arrière", i) for i in range(bearers)] + list(others)
                 + [unite("C1", 1, "Guerrier", "arrière", 1)], reserve=(6, 4))
    return m.query("jetons", 6, joueur=1)


def test_each_unit_s_own_presence_counts(monkeypatch):
    """« Tant que cette Unité est sur le Champ de Bataille »: each unit that bears it is one more fact (README,
    reading 45; as Meneur's « Rendez le Jeton Ordre quand l'Unité est détruite » gives one back per unit)."""
    assert tokens(2) == 6
    pb_give(monkeypatch, "Légionnaire", "Tant que cette Unité est sur le Champ de Bataille, l'Adversaire a un Jeton "
                                        "Ordre de moins.")
    assert (tokens(1), tokens(2)) == (5, 4)


def test_a_kind_on_the_battlefield_is_one_fact(monkeypatch):
    """« Tant qu'un Légionnaire est sur le Champ de Bataille »: two Légionnaire units make it no truer (it took
    one token per bearer)."""
    pb_give(monkeypatch, "Légionnaire", "Tant qu'un Légionnaire est sur le Champ de Bataille, l'Adversaire a un "
                                        "Jeton Ordre de moins.")
    assert (tokens(1), tokens(2)) == (5, 5)


def test_a_kind_on_the_battlefield_is_the_bearer_s_kind(monkeypatch):
    """« un Légionnaire » said of the bearer (docs/DSL.md « Who »): an Auxiliaire bearing it with no Légionnaire
    anywhere took a token from the opponent, and a die from the enemy Guerriers."""
    pb_give(monkeypatch, "Auxiliaire", "Tant qu'un Légionnaire est sur le Champ de Bataille, l'Adversaire a un "
                                       "Jeton Ordre de moins.")
    assert tokens(1, "Auxiliaire") == 6


def test_a_kind_on_the_battlefield_said_of_an_enemy_s_dice(monkeypatch):
    def dice():
        m = bataille([unite("A1", 0, "Auxiliaire", "arrière", 0), unite("R1", 0, "Vélite", "combat", 1),
                      unite("C1", 1, "Guerrier×2", "combat", 1)], contacts=[("R1", "C1")], joueur=1)
        finir_tour(m)
        jouer(m, "C1 [Guerrier×2] : poursuivre")
        return thrown(m)

    pb_give(monkeypatch, "Auxiliaire", "Tant qu'un Légionnaire est sur le Champ de Bataille, les Guerriers ennemis "
                                       "lancent un dé de moins durant un Combat.")
    assert dice() == 1


# --- a new army from a faction file: a feminine troop (« genre : féminin ») ----------------------------------
CARTHAGINOIS = str(pathlib.Path(__file__).parent / "data" / "carthaginois_pocket_battles.txt")


def test_a_pocket_battles_faction_file_declares_a_feminine_troop():
    """« genre : féminin » was an unknown stat of Pocket Battles: the file was refused. Its sentences now agree
    with the troop (« Les Prêtresses de Tanit ne peuvent pas être attaquées » renders « Une Prêtresse … »)."""
    from rulekit_games.pocket_battles.factions import lire_faction

    faction = lire_faction(CARTHAGINOIS)
    voile = faction.capacites["Voile Sacré"]
    assert dsl.render(voile.ast) == "Une Prêtresse de Tanit ne peut pas être attaquée par un Tir."


def test_the_feminine_troop_acts_in_a_battle():
    """The Prêtresse de Tanit may not be shot at (Voile Sacré), the Lanciers Libyens beside her may."""
    def shot_at(troupes):
        m = bataille([unite("T1", 1, "Archer×2", "avant", 1), unite("X1", 0, troupes, "avant", 1)], joueur=1,
                     factions=f"{CARTHAGINOIS},celtes")
        finir_tour(m)
        return any(l.startswith("T1") and "tirer" in l for l in labels(m))

    assert shot_at("Lancier Libyen")
    assert not shot_at("Prêtresse de Tanit")


# --- what is refused, saying why (it compiled and acted as order tokens) -------------------------------------
@pytest.mark.parametrize("text, said", [
    # a cost or a player's tokens in anything but order tokens was read as order tokens
    ("Donner un ordre à cette Unité coûte une Troupe de moins.", "« Troupe » : pocket_battles compte"),
    ("Donner un ordre à cette Unité coûte un Jeton Blessure de moins.", "« Jeton Blessure » : pocket_battles compte"),
    ("Donner un ordre à cette Unité coûte toujours un Jeton Blessure.", "« Jeton Blessure » : pocket_battles compte"),
    ("Tant que cette Unité est sur le Champ de Bataille, l'Adversaire perd une Blessure.", "« Blessure » : "),
    ("Tant que cette Unité est sur le Champ de Bataille, le propriétaire a 1 Jeton Blessure supplémentaire "
     "disponible.", "« Jeton Blessure » : "),
    # « défausser » a wound token: the game sets aside order tokens only
    ("Quand cette Unité est détruite, l'Adversaire défausse un Jeton Blessure.", "ne met de côté que des jetons Ordre"),
    # what is given back or taken back was never read: Meneur's token and Santé's wound whatever the words
    ("Si cette Unité est présente sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre supplémentaire "
     "disponible. Rendez la Troupe quand l'Unité est détruite.", "« Troupe » : pocket_battles compte"),
    ("Donnez un ordre à cette Unité pour récupérer un Jeton Ordre de n'importe quelle Unité amie.",
     "ne reprend qu'un Jeton Blessure"),
    ("Donnez un ordre à cette Unité pour récupérer une Troupe de n'importe quelle Unité amie.",
     "ne reprend qu'un Jeton Blessure"),
    ("Donnez un ordre à cette Unité pour récupérer un Jeton Blessure d'une Unité ennemie.", "de l'Unité amie"),
    # a token on a unit with no kind: an order or a wound?
    ("Durant un Combat, cette Unité lance un dé supplémentaire pour chaque Jeton présent sur elle.",
     "un Jeton Ordre ou un Jeton Blessure"),
    ("Donner un ordre à cette Unité coûte autant de Jetons qu'il y en a sur elle.", "un Jeton Ordre ou un Jeton Blessure"),
])
def test_refused_saying_why(text, said):
    refused(G, text, said)


def test_a_token_discarded_is_set_aside(monkeypatch):
    """« défausse un Jeton Ordre » (a syntax error before): the opponent's unused token is set aside when the
    Archers hit (README reading 42)."""
    from .test_acting_pocket_battles import tir
    from tests.pocket_battles.conftest import des

    pb_give(monkeypatch, "Archer", "Quand cette Unité touche lors d'un Tir, l'Adversaire défausse deux Jetons Ordre.")
    m = des(tir(target="Légionnaire×3"), 4)  # two hits: 4 against 4 5 4 5
    for _ in range(2):
        jouer(m, "retirer Légionnaire")
    assert m.reserve[0] == 4


# --- « ne peut pas être chargée par un Cavalier »: the attack and the unit that makes it ----------------------
@pytest.mark.parametrize("sentence, shot, charged", [
    ("Cette Unité ne peut pas être chargée par un Guerrier.", ["R1", "R2"], ["R2"]),
    ("Durant une Charge, cette Unité ne peut pas être attaquée par un Guerrier.", ["R1", "R2"], ["R2"]),
    # the Archers shoot, they do not charge: the Légionnaires may still be shot at (they could not be)
    ("Durant une Charge, cette Unité ne peut pas être attaquée par un Archer.", ["R1", "R2"], ["R1", "R2"]),
    ("Cette Unité ne peut pas être chargée par un Archer.", ["R1", "R2"], ["R1", "R2"]),
    ("Cette Unité ne peut pas être attaquée par un Archer.", ["R2"], ["R1", "R2"]),
])
def test_a_unit_that_may_not_be_charged_by_a_kind(monkeypatch, sentence, shot, charged):
    """Celtic Archers and Guerriers face R1 (Légionnaires, the bearer) and R2: what the Archers may shoot at and
    the Guerriers charge (« chargée par un Cavalier » was a syntax error, « Durant une Charge » was not asked
    of a prohibition: it forbade every attack of the unit named)."""
    from .test_acting_pocket_battles import _targets

    assert _targets() == (["R1", "R2"], ["R1", "R2"])
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert _targets() == (shot, charged)


# --- « le premier ordre donné à cette Unité »: the order given while no order token lies on it ---------------
def order_cost(ordres: int) -> int:
    m = bataille([unite("R1", 0, "Légionnaire", "arrière", 1, ordres=ordres), unite("C1", 1, "Guerrier", "arrière", 1)],
                 reserve=(6 - ordres, 6))
    finir_tour(m)
    return m.cout_ordre("R1")


@pytest.mark.parametrize("sentence, first, second", [
    ("Le premier ordre donné à cette Unité coûte toujours deux Jetons Ordre.", 2, 2),
    ("Le premier ordre donné à cette Unité coûte un Jeton Ordre de plus.", 2, 2),
    ("Le premier ordre donné à cette Unité coûte trois Jetons Ordre.", 3, 2),
])
def test_the_first_order_given_to_this_unit(monkeypatch, sentence, first, second):
    """A syntax error before (« mot inattendu « donné » »). The second order, one token on the unit, costs 2."""
    assert (order_cost(0), order_cost(1)) == (1, 2)
    pb_give(monkeypatch, "Légionnaire", sentence)
    assert (order_cost(0), order_cost(1)) == (first, second)
    ast = dsl.parse_ability(sentence, game=G)
    assert dsl.render(ast).startswith("Le premier ordre donné à cette unité coûte")
    assert dsl.parse_ability(dsl.render(ast), game=G) == ast


@pytest.mark.parametrize("sentence", [
    "Le premier ordre donné à cette Unité est gratuit.",
    "Le premier ordre donné à cette Unité coûte un Jeton Ordre de moins.",
])
def test_a_free_first_order_is_refused(sentence):
    """A free order places no token: the next would be « the first » again (README reading 46)."""
    refused(G, sentence, "l'ordre suivant serait encore le premier")


# --- « La première fois que … (au cours de la partie) » = « Une fois par partie, lorsque … » -----------------
def two_kills():
    """The Auxiliaire (player 1) shoots X1, then, after player 2 passes, X2 (one Guerrier each): the tokens
    player 2 has left unused after each kill."""
    m = bataille([unite("T1", 0, "Auxiliaire", "avant", 1), unite("X1", 1, "Guerrier", "avant", 1),
                  unite("X2", 1, "Guerrier", "avant", 1)])
    left = []
    for target in ("X1", "X2"):
        finir_tour(m)
        jouer(m, "T1 [Auxiliaire] : tirer")
        jouer(m, f"tirer sur {target}")
        des(m, 6)  # tir 6: one hit, the Guerrier removed
        jouer(m, "retirer Guerrier")
        left.append(m.reserve[1])
        if target == "X1":
            finir_tour(m)
            jouer(m, "passer")
    return left


@pytest.mark.parametrize("sentence, lost", [
    ("Quand cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre.", [1, 1]),
    ("La première fois que cette Unité détruit une Unité ennemie au cours de la partie, l'Adversaire perd un Jeton "
     "Ordre.", [1, 0]),
    ("La première fois que cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre.", [1, 0]),
    ("Une fois par partie, lorsque cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre.", [1, 0]),
])
def test_the_first_time_in_the_battle(monkeypatch, sentence, lost):
    base = two_kills()
    pb_give(monkeypatch, "Auxiliaire", sentence)
    after = two_kills()
    # player 2 passed once between the kills (one token set aside either way)
    assert [base[0] - after[0], (base[1] - after[1]) - (base[0] - after[0])] == lost


def test_the_first_time_with_a_choice_is_refused():
    with pytest.raises(dsl.RulesSyntaxError, match="« La première fois que … » avec « peut »"):
        dsl.parse_ability("La première fois que cette Unité charge et détruit une Unité ennemie, elle peut Charger une "
                          "autre Unité ennemie éligible.", game=G)


# --- circumstances one after the other after the proposition ---------------------------------------------------
@pytest.mark.parametrize("sentence, offered", [
    ("Les Unités alliées du même Secteur peuvent relancer un dé lors d'un Combat.", True),
    ("Les Unités alliées du même Secteur peuvent relancer un dé lors d'un Combat, sauf si elles sont à l'Arrière.",
     True),
    ("Les Unités alliées du même Secteur peuvent relancer un dé lors d'un Combat, sauf si elles sont dans la Zone "
     "de Combat.", False),
])
def test_two_circumstances_said_after_a_reroll(monkeypatch, sentence, offered):
    """The Légionnaires charge in the sector of A1 (the bearer, at the Rear): their roll may be thrown again
    unless they stand where the sentence says (two circumstances after the effect were a syntax error)."""
    pb_give(monkeypatch, "Auxiliaire", sentence)
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "arrière", 1),
                  unite("A1", 0, "Auxiliaire", "arrière", 1)])
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : charger")
    jouer(m, "charger C1")
    des(m, 1, 6)
    assert any(l.startswith("relancer") for l in labels(m)) is offered


# --- « lors de la Riposte » said of the unit attacked ------------------------------------------------------------
def test_a_die_more_in_the_riposte_to_a_charge(monkeypatch):
    """Refused before, saying that a unit attacked throws no dice « durant un Tir » (the sentence says none): the
    riposte to a charge only."""
    pb_give(monkeypatch, "Guerrier", "Quand une Unité ennemie charge cette Unité, elle lance un dé de plus lors de la "
                                     "Riposte.")
    m = charge()
    assert pb_dice(m) == {2}  # the Legionaries' charge: unchanged
    assert pb_dice(des(m, 6, 6)) == {2}  # the Guerriers' riposte: one more
    m = poursuivre()
    assert pb_dice(des(m, 6)) == {1}  # a riposte in a combat pursued: no charge


# --- « Lorsque cette Unité tire depuis l'Arrière » --------------------------------------------------------------
@pytest.mark.parametrize("zone, dice", [("arrière", 2), ("avant", 1)])
def test_a_die_more_when_it_shoots_from_the_rear(monkeypatch, zone, dice):
    """The Archers (Longue Portée's permission given too) shoot from the Rear or the Front: the die only from the
    Rear (« depuis » was a syntax error)."""
    pb_give(monkeypatch, "Archer", "Cette Unité peut tirer depuis l'Arrière d'un Secteur.",
            "Lorsque cette Unité tire depuis l'Arrière, elle lance un dé de plus.")
    m = bataille([unite("T1", 1, "Archer×2", zone, 1), unite("X1", 0, "Légionnaire×2", "avant", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "T1 [Archer×2] : tirer")
    if any(l.startswith("tirer sur") for l in labels(m)):
        jouer(m, "tirer sur X1")
    assert pb_dice(m) == {dice}


def test_shooting_from_a_zone_said_after_the_effect_is_refused_saying_how():
    with pytest.raises(dsl.RulesSyntaxError, match="nommez l'Unité en tête"):
        dsl.parse_ability("Cette Unité lance un dé de plus lorsqu'elle tire depuis l'Arrière.", game=G)


# --- an ability that names its bearer by a kind the unit is not: warned of by rulekit check ----------------------
def test_check_warns_of_an_ability_its_unit_never_bears(tmp_path):
    """« Les Éléphants ne peuvent pas être la cible d'un Tir » listed by the Lanciers Libyens compiles and never
    acts (« un Éléphant » is the bearer): rulekit check says so; the Éléphant's own abilities and « cette Unité »
    are not warned of."""
    import json

    from click.testing import CliRunner

    from rulekit.cli import main

    text = pathlib.Path(CARTHAGINOIS).read_text(encoding="utf-8")
    text = text.replace("capacité Fougue :", "capacité Escorte : Les Éléphants ne peuvent pas être la cible d'un Tir.\n"
                                             "capacité Fougue :")
    text = text.replace("capacités : Mur de Boucliers", "capacités : Mur de Boucliers, Escorte")
    path = tmp_path / "carthaginois.txt"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(path), "--json"])
    assert out.exit_code == 0, out.output
    warned = [w["message"] for w in json.loads(out.output)["warnings"] if "n'agit jamais" in w["message"]]
    assert warned == ["unité Lancier Libyen : la capacité « Escorte » nomme l'unité qui la porte « Éléphant » ; portée "
                      "par Lancier Libyen, elle n'agit jamais"]
    clean = CliRunner().invoke(main, ["check", CARTHAGINOIS, "--json"])
    assert not [w for w in json.loads(clean.output)["warnings"] if "n'agit jamais" in w["message"]]
