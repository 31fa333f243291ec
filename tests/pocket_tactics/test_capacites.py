"""The 12 abilities, each executed by its compiled DSL sentence; each test fails without it."""

import attrs
import pytest

from rulekit.dsl import ChoixEffet
from rulekit.steps import ChooseReroll, RerollAll
from rulekit_games.pocket_tactics import relances, unites
from rulekit_games.pocket_tactics.attaque import ATT_ATT, ATT_DEF, DEF_ATT, DEF_DEF
from rulekit_games.pocket_tactics.etat import Combat
from rulekit_games.pocket_tactics.regles import CAPTURED

from .conftest import act, decline_rerolls, labels, roll

V, F = "Village", "Forêt"


def without(monkeypatch, card_name):
    """Remove a card's abilities (to show the test fails without them)."""
    from rulekit_games.pocket_tactics import match as match_mod

    cards = dict(unites.all_cards())
    cards[card_name] = attrs.evolve(cards[card_name], abilities=())
    monkeypatch.setattr(unites, "all_cards", lambda: cards)
    monkeypatch.setattr(match_mod, "_IN_PLAY", {})


def test_every_ability_is_compiled_from_its_sentence():
    names = {a.name for k in ("haut_roi", "foret_sombre") for c in unites.load_faction(k).cards for a in c.abilities}
    assert len(names) == 12
    for k in ("haut_roi", "foret_sombre"):
        for c in unites.load_faction(k).cards:
            (a,) = c.abilities
            assert a.ast is not None and (a.modifiers or a.triggers or a.replacements)


# --- La force dans le nombre (Conscrit) ---------------------------------------------------
def _help_counts(pos, helper):
    tiles = {"1,0": V, "2,0": V, "3,0": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Lancier"), "3,0": (0, helper)})
    a, d = m.unit_at("1,0"), m.unit_at("2,0")
    m.combat = Combat(a, "1,0", "2,0", "Mêlée", True, (d,))
    return relances.situation_counts(m)


def test_conscrit_counts_two_helping_a_defender(pos):
    assert _help_counts(pos, "Archer") == (0, 1)
    assert _help_counts(pos, "Conscrit") == (0, 2)


def test_conscrit_counts_one_helping_an_attacker(pos):
    tiles = {"1,0": V, "2,0": V, "3,0": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Stalker"), "3,0": (0, "Conscrit")})
    m.combat = Combat(m.unit_at("1,0"), "1,0", "2,0", "Mêlée", True, (m.unit_at("2,0"),))
    assert relances.situation_counts(m) == (1, 0)


# --- Duelliste (Épéiste) ---------------------------------------------------------------------
def _duel(pos, enemy_helper):
    tiles = {"1,0": V, "2,0": V, "3,0": V}
    units = {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Stalker")}
    if enemy_helper:
        units["3,0"] = (1, "Druide")
    m = pos(tiles, ("8,-8", "0,-8"), units)
    act(m, "attaque proche (Mêlée) : Épéiste en 1,0 contre Homme-Bête Stalker en 2,0")
    roll(m, 1, 2, 3); roll(m, 1, 2, 3); roll(m, 5, 6); roll(m, 6)
    return m


def test_duelliste_forces_an_opponent_die_to_be_rerolled(pos):
    m = _duel(pos, enemy_helper=False)
    assert isinstance(m.top, ChooseReroll) and m.top.player == 0 and m.top.key == DEF_ATT
    act(m, "relancer un 6 (défense du défenseur)")
    roll(m, 1)
    assert m.rolls[DEF_DEF] == (1,)


def test_duelliste_not_against_an_opponent_with_an_adjacent_ally(pos):
    m = _duel(pos, enemy_helper=True)
    assert isinstance(m.top, ChooseReroll) and m.top.player == 1  # only the defender's help


def test_duelliste_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Épéiste")
    m = _duel(pos, enemy_helper=False)
    assert not isinstance(m.top, ChooseReroll)


# --- Arcs (Archer) ----------------------------------------------------------------------------
def test_arcs_reach_two_tiles_other_units_one(pos):
    tiles = {"1,0": V, "2,0": V, "3,0": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Archer"), "3,0": (1, "Druide")})
    assert "attaque distante (Distance) : Archer en 1,0 contre Druide en 3,0" in labels(m)
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Mage Rouge"), "3,0": (1, "Druide")})
    assert not [a for a in labels(m) if a.startswith("attaque")]


def test_arcs_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Archer")
    m = pos({"1,0": V, "2,0": V, "3,0": V}, ("8,-8", "0,-8"), {"1,0": (0, "Archer"), "3,0": (1, "Druide")})
    assert not [a for a in labels(m) if a.startswith("attaque")]


# --- Gardienne (Jeune Fille au Bouclier) -------------------------------------------------------
def _gardienne(pos):
    tiles = {"1,0": V, "2,0": V, "1,-1": V, "2,-1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Conscrit"), "1,-1": (0, "Jeune Fille au Bouclier"),
                                     "2,0": (1, "Homme-Bête Maraudeur")}, player=1)
    act(m, "attaque proche (Mêlée) : Homme-Bête Maraudeur en 2,0 contre Conscrit en 1,0")
    return m


def test_gardienne_swaps_places_and_defends_instead(pos):
    m = _gardienne(pos)
    assert isinstance(m.top, ChoixEffet) and m.current_player == 0
    act(m, "Gardienne : Conscrit n°1 (J1)")
    assert m.units[m.unit_at("1,0")].card == "Jeune Fille au Bouclier"
    assert m.units[m.unit_at("1,-1")].card == "Conscrit"
    roll(m, 1, 1, 1); roll(m, 1, 1)
    roll(m, 1, 1)
    roll(m, 1, 1, 1)  # the Maiden defends with her 3 Mêlée defence dice (the Conscrit has 2)
    assert len(m.rolls[DEF_DEF]) == 3 and len(m.rolls[DEF_ATT]) == 2


def test_gardienne_may_be_declined(pos):
    m = _gardienne(pos)
    act(m, "renoncer (Gardienne)")
    roll(m, 1, 1, 1); roll(m, 1, 1); roll(m, 1)
    assert m.units[m.unit_at("1,0")].card == "Conscrit"


def test_gardienne_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Jeune Fille au Bouclier")
    m = _gardienne(pos)
    assert not isinstance(m.top, ChoixEffet)


# --- Phalange (Lancier) ------------------------------------------------------------------------
def _phalange(pos):
    tiles = {"1,0": V, "2,0": V, "3,0": V, "1,1": V, "2,1": V, "3,-1": V, "2,-1": V}
    return pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Lancier"), "1,1": (0, "Lancier"), "2,-1": (0, "Conscrit")})


def test_phalange_adjacent_lanciers_move_along_staying_adjacent(pos):
    m = _phalange(pos)
    act(m, "déplacer Lancier de 1,0 vers 2,0")
    assert m.current_player == 0  # the other Lancier may follow
    follow = [a for a in labels(m) if a.startswith("déplacer aussi")]
    # an ordinary move (a step, or a jump over the leader) that ends adjacent to the leader
    assert follow == ["déplacer aussi Lancier de 1,1 vers 1,0", "déplacer aussi Lancier de 1,1 vers 2,1",
                      "déplacer aussi Lancier de 1,1 vers 3,-1"]
    act(m, "déplacer aussi Lancier de 1,1 vers 2,1")
    assert m.unit_at("2,1") is not None and m.current_player == 1
    assert not any("Conscrit" in line and "déplace" in line for line in m.log())  # not a Lancier


def test_phalange_not_on_an_attack(pos):
    tiles = {"1,0": V, "2,0": V, "1,1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Lancier"), "1,1": (0, "Lancier"), "2,0": (1, "Druide")})
    act(m, "attaque proche (Mêlée) : Lancier en 1,0 contre Druide en 2,0")
    roll(m, 6, 6); roll(m, 6, 6, 6); roll(m, 1); roll(m, 1, 1)
    decline_rerolls(m)  # the other Lancier helps: one reroll
    assert m.current_player == 1 and m.unit_at("1,1") is not None and m.unit_at("2,0") is not None


def test_phalange_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Lancier")
    m = _phalange(pos)
    act(m, "déplacer Lancier de 1,0 vers 2,0")
    assert m.current_player == 1


# --- Feu magique (Mage Rouge) ----------------------------------------------------------------------
def _feu(pos, mode):
    tiles = {"1,0": V, "2,0": V, "0,1": V, "2,-1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Mage Rouge"), "2,0": (1, "Homme-Bête Stalker"),
                                     "2,-1": (1, "Druide"), "0,1": (1, "Homme-Bête Juggernaut")})
    act(m, f"attaque distante ({mode}) : Mage Rouge en 1,0 contre Homme-Bête Stalker en 2,0")
    return m


def test_feu_magique_affects_every_adjacent_enemy_rolling_the_best_dice(pos):
    m = _feu(pos, "Magie")
    assert len(m.combat.defenders) == 3
    roll(m, 6, 6); roll(m, 6, 6, 6)
    roll(m, 1, 1, 1)   # the Druide's Magie 3 3: the best attack + defence of the three
    roll(m, 1, 1, 1)
    assert len(m.rolls[DEF_ATT]) == 3 and len(m.rolls[DEF_DEF]) == 3
    decline_rerolls(m)
    assert [u.card for u in m.units if u.where == CAPTURED] == [
        "Homme-Bête Stalker", "Druide", "Homme-Bête Juggernaut"]


def test_feu_magique_group_rerolls_its_one_roll_once_per_ability(pos):
    """Two Juggernauts affected together roll once; « Carapace de fer … relancer tous les dés une
    seule fois » rerolls that one roll once, not once per Juggernaut (issue 21)."""
    tiles = {"1,0": V, "2,0": V, "0,1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Mage Rouge"), "2,0": (1, "Homme-Bête Juggernaut"),
                                     "0,1": (1, "Homme-Bête Juggernaut")})
    act(m, "attaque distante (Magie) : Mage Rouge en 1,0 contre Homme-Bête Juggernaut en 2,0")
    assert len(m.combat.defenders) == 2
    roll(m, 6, 6); roll(m, 6, 6, 6)
    roll(m, 1)  # Juggernaut Magie 0 1: no attack dice, one defence die
    rerolls = 0
    while isinstance(m.top, ChooseReroll):
        assert m.top.whole and m.top.key == DEF_DEF and m.top.player == 1
        rerolls += 1
        m.apply(RerollAll(DEF_DEF))
        roll(m, 1)
    assert rerolls == 1


def test_feu_magique_only_with_magie(pos):
    m = _feu(pos, "Distance")
    assert len(m.combat.defenders) == 1


def test_feu_magique_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Mage Rouge")
    assert len(_feu(pos, "Magie").combat.defenders) == 1


# --- Agent infiltré des bois (Homme-Bête Stalker) ----------------------------------------------
def test_stalker_summoned_onto_any_free_forest_tile(pos):
    tiles = {"1,0": V, "2,0": F, "3,0": F, "4,0": V}
    m = pos(tiles, ("0,-8", "0,0"), {"3,0": (0, "Conscrit")}, player=1)
    summons = {a for a in labels(m) if a.startswith("invoquer")}
    assert "invoquer Homme-Bête Stalker en 2,0" in summons
    assert "invoquer Homme-Bête Stalker en 3,0" not in summons  # occupied
    assert "invoquer Homme-Bête Maraudeur en 2,0" not in summons
    assert "invoquer Homme-Bête Maraudeur en 1,0" in summons  # next to the base


def test_agent_infiltre_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Homme-Bête Stalker")
    m = pos({"1,0": V, "2,0": F}, ("0,-8", "0,0"), {}, player=1)
    assert "invoquer Homme-Bête Stalker en 2,0" not in labels(m)


# --- Marcheur de la forêt (Druide) ------------------------------------------------------------------
def _druide(pos):
    tiles = {"1,0": V, "5,0": F, "6,-3": F, "4,0": V}
    return pos(tiles, ("0,-8", "8,-8"), {"1,0": (1, "Druide"), "6,-3": (0, "Archer")}, player=1)


def test_druide_goes_to_or_attacks_any_forest_tile(pos):
    m = _druide(pos)
    assert "déplacer Druide de 1,0 vers 5,0" in labels(m)
    assert "déplacer Druide de 1,0 vers 4,0" not in labels(m)  # not forest, not adjacent
    assert "attaque proche (Magie) : Druide en 1,0 contre Archer en 6,-3" in labels(m)
    act(m, "attaque proche (Magie) : Druide en 1,0 contre Archer en 6,-3")
    roll(m, 6, 6, 6); roll(m, 6, 6, 6); roll(m, 1, 1)
    decline_rerolls(m)  # the Druide's Forêt advantage
    assert m.units[m.unit_at("6,-3")].card == "Druide"


def test_marcheur_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Druide")
    m = _druide(pos)
    assert not [a for a in labels(m) if "Druide" in a and ("5,0" in a or "6,-3" in a)]


# --- Berzerk (Homme-Bête Maraudeur) and Carapace de fer (Homme-Bête Juggernaut) ---------------
def _brawl(pos, attacker, defender):
    tiles = {"1,0": V, "2,0": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (1, attacker), "2,0": (0, defender)}, player=1)
    act(m, f"attaque proche (Mêlée) : {attacker} en 1,0 contre {defender} en 2,0")
    roll(m, 1, 1, 1); roll(m, 1, 1) if attacker.endswith("Maraudeur") else roll(m, 1, 1, 1)
    roll(m, 1, 1); roll(m, 1, 1, 1)
    return m


def test_berzerk_rerolls_all_attack_dice_once(pos):
    m = _brawl(pos, "Homme-Bête Maraudeur", "Lancier")
    assert isinstance(m.top, ChooseReroll) and m.top.whole and m.top.key == ATT_ATT
    m.apply(RerollAll(ATT_ATT))
    roll(m, 4, 5, 6)
    assert m.rolls[ATT_ATT] == (4, 5, 6) and not isinstance(m.top, ChooseReroll)


def test_berzerk_also_for_its_attack_dice_when_defending(pos):
    tiles = {"1,0": V, "2,0": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Lancier"), "2,0": (1, "Homme-Bête Maraudeur")})
    act(m, "attaque proche (Mêlée) : Lancier en 1,0 contre Homme-Bête Maraudeur en 2,0")
    roll(m, 1, 1); roll(m, 1, 1, 1); roll(m, 1, 1, 1); roll(m, 1, 1)
    assert isinstance(m.top, ChooseReroll) and m.top.whole and m.top.key == DEF_ATT and m.top.player == 1


def test_berzerk_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Homme-Bête Maraudeur")
    assert not isinstance(_brawl(pos, "Homme-Bête Maraudeur", "Lancier").top, ChooseReroll)


def test_carapace_de_fer_rerolls_all_defence_dice_once(pos):
    m = _brawl(pos, "Homme-Bête Juggernaut", "Lancier")
    assert isinstance(m.top, ChooseReroll) and m.top.whole and m.top.key == ATT_DEF
    m.apply(RerollAll(ATT_DEF))
    roll(m, 6, 6, 6)
    assert m.rolls[ATT_DEF] == (6, 6, 6)


def test_carapace_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Homme-Bête Juggernaut")
    assert not isinstance(_brawl(pos, "Homme-Bête Juggernaut", "Lancier").top, ChooseReroll)


# --- La malédiction de la nature (Sorcière de la Forêt) ---------------------------------------
def _malediction(pos, mode):
    tiles = {"1,0": V, "2,0": V, "5,0": F, "6,0": F}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (1, "Sorcière de la Forêt"), "2,0": (0, "Conscrit"),
                                     "6,0": (0, "Archer")},
            player=1, captured={1: ["Homme-Bête Maraudeur"]})
    act(m, f"attaque distante ({mode}) : Sorcière de la Forêt en 1,0 contre Conscrit en 2,0")
    roll(m, 6); roll(m, 6, 6)
    roll(m, 1)
    if mode == "Distance":
        pass
    return m


def test_malediction_brings_back_a_captured_homme_bete_on_a_free_forest_tile(pos):
    m = _malediction(pos, "Magie")  # Sorcière Magie 1 2 ; Conscrit Magie 0 1
    decline_rerolls(m)
    assert isinstance(m.top, ChoixEffet) and m.current_player == 1
    opts = [a for a in labels(m) if a.startswith("La malédiction")]
    assert len(opts) == 1 and "5,0" in opts[0]  # 6,0 is occupied
    act(m, opts[0])
    assert m.units[m.unit_at("5,0")].card == "Homme-Bête Maraudeur"


def _malediction_close(pos, tiles):
    """The Sorcière (Magie 1 2) attacks close the Conscrit (Magie 0 1) on a Forêt tile and beats it
    alone; a captured Maraudeur may come back."""
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (1, "Sorcière de la Forêt"), "2,0": (0, "Conscrit")},
            player=1, captured={1: ["Homme-Bête Maraudeur"]})
    act(m, "attaque proche (Magie) : Sorcière de la Forêt en 1,0 contre Conscrit en 2,0")
    roll(m, 6); roll(m, 6, 6)
    roll(m, 1)
    decline_rerolls(m)
    return m


def test_malediction_never_takes_the_tile_the_winner_is_taking(pos):
    """« l'unité victorieuse se déplace pour prendre sa place »: the tile the Sorcière has just
    emptied is hers to take, not a free Forêt tile for her curse (issue 21)."""
    m = _malediction_close(pos, {"1,0": F, "2,0": F, "5,0": F})
    opts = [a for a in labels(m) if a.startswith("La malédiction")]
    assert opts == ["La malédiction de la nature : Homme-Bête Maraudeur n°1 (J2) → 5,0"]
    act(m, opts[0])
    assert m.units[m.unit_at("2,0")].card == "Sorcière de la Forêt"  # she takes the tile
    assert m.units[m.unit_at("5,0")].card == "Homme-Bête Maraudeur"
    assert not any("retourne sur sa tuile" in line for line in m.log())


def test_malediction_has_no_tile_when_the_only_forest_tile_is_being_taken(pos):
    m = _malediction_close(pos, {"1,0": V, "2,0": F})
    assert not isinstance(m.top, ChoixEffet)
    assert m.units[m.unit_at("2,0")].card == "Sorcière de la Forêt"


def test_malediction_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Sorcière de la Forêt")
    m = _malediction(pos, "Magie")
    decline_rerolls(m)
    assert not isinstance(m.top, ChoixEffet) and m.unit_at("5,0") is None


# --- Éternel (Ranger Maudit) -------------------------------------------------------------------
def _eternel(pos, mode, close=True):
    tiles = {"1,0": V, "2,0": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Mage Rouge"), "2,0": (1, "Ranger Maudit")})
    kind = "proche" if close else "distante"
    act(m, f"attaque {kind} ({mode}) : Mage Rouge en 1,0 contre Ranger Maudit en 2,0")
    if mode == "Magie":  # Mage Rouge Magie 2 3 ; Ranger Maudit Magie 0 2
        roll(m, 6, 6); roll(m, 6, 6, 6); roll(m, 1, 1)
    else:                # Mêlée 2 2 ; Mêlée 2 3
        roll(m, 6, 6); roll(m, 6, 6); roll(m, 1, 1); roll(m, 1, 1, 1)
    return m


@pytest.mark.parametrize("die, survives", [(3, False), (4, True), (6, True)])
def test_eternel_survives_on_four_to_six_unless_magie(pos, die, survives):
    m = _eternel(pos, "Mêlée")
    roll(m, die)
    assert (m.units[m.unit_at("2,0")].card == "Ranger Maudit") is survives
    if survives:
        assert m.unit_at("1,0") is not None  # not beaten: the attacker goes back


def test_eternel_no_roll_against_magie(pos):
    m = _eternel(pos, "Magie")
    assert m.unit_at("2,0") is not None and m.units[m.unit_at("2,0")].card == "Mage Rouge"


def test_eternel_fails_without_the_ability(pos, monkeypatch):
    without(monkeypatch, "Ranger Maudit")
    m = _eternel(pos, "Mêlée")
    assert m.units[m.unit_at("2,0")].card == "Mage Rouge"


def test_conscrit_counts_two_helping_its_base(pos):
    m = pos({"1,0": V, "1,-1": V, "2,-1": V}, ("8,-8", "2,0"), {"1,0": (1, "Druide"), "2,-1": (0, "Conscrit")},
            player=1)
    m.combat = Combat(m.unit_at("1,0"), "1,0", "2,0", "Mêlée", True, (), 0)
    assert relances.situation_counts(m) == (0, 2)


def test_gardienne_swap_onto_water_takes_the_drowning_test(pos):
    tiles = {"1,0": "Eau", "2,0": V, "1,-1": V, "2,-1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Conscrit"), "1,-1": (0, "Jeune Fille au Bouclier"),
                                     "2,0": (1, "Homme-Bête Stalker")}, player=1)
    act(m, "attaque distante (Distance) : Homme-Bête Stalker en 2,0 contre Conscrit en 1,0")
    act(m, "Gardienne : Conscrit n°1 (J1)")
    roll(m, 2)  # the Maiden arrives on water and drowns: the attack has nobody left to hit
    assert m.unit_at("1,0") is None and m.current_player == 0
    assert any("se noie" in line for line in m.log())


def test_no_drowning_test_for_a_close_attacker_whose_defender_drowned_on_a_swap(pos):
    """A close attack onto water whose defender the Gardienne swaps out, the Maiden drowning:
    the attacker never enters the emptied tile, so it rolls no drowning die (issue 21)."""
    tiles = {"1,0": "Eau", "2,0": V, "1,-1": V, "2,-1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Conscrit"), "1,-1": (0, "Jeune Fille au Bouclier"),
                                     "2,0": (1, "Homme-Bête Maraudeur")}, player=1)
    act(m, "attaque proche (Mêlée) : Homme-Bête Maraudeur en 2,0 contre Conscrit en 1,0")
    act(m, "Gardienne : Conscrit n°1 (J1)")
    roll(m, 2)  # the Maiden drowns
    assert m.current_player == 0  # the attack is cancelled: no second drowning die, the next turn
    assert sum("se noie" in line for line in m.log()) == 1
    assert m.units[m.unit_at("2,0")].card == "Homme-Bête Maraudeur"
    assert "n'a pas lieu (la tuile attaquée a changé d'occupant)" in m.log()[-2]
