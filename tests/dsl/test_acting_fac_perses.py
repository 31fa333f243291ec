"""Pocket Battles: a Persian army written by a new designer from the rule book and docs/DSL.md alone
(tests/dsl/data/perses_pocket_battles.txt), each of its characteristics played with and without it (the same file,
the characteristic taken off its troop), and whole battles played from the file against the shipped armies.

What it found (lead-pb):
- wrong readings: « Lorsque cette Unité charge une Unité à l'Arrière, elle inflige deux coups de plus » compiled as
  « … charge l'Arrière » (the zone taken for the unit charged, « une Unité » dropped) and gave its hits at every charge;
  « tire sur une Unité à l'Arrière », « est attaquée à l'Arrière » alike: an act's complement said twice, or a zone as
  the unit an act is done to, is now refused where it is written. « Cette Unité peut tirer sur l'Arrière (des Secteurs
  adjacents) » compiled and never acted (the game asked only of the adjacent Front and Combat zones): the game now asks
  of every enemy its rules keep out of reach, by its zone and sector (« même » or « adjacent »), and a zone said with no
  sector is the shooter's own (« peut tirer sur les Zones Avant », which the rules give already, is refused). « Lorsque
  cette Unité est chargée, si elle est dans la Zone Avant, son Adversaire … » compiled and never acted (the units of a
  Charge stand in the Combat zone): refused, as it was of the bearer's own dice.
- new phrasings: « coûte un Jeton Ordre supplémentaire » (« … en plus ») = « … de plus »; « ne peut effectuer ni X ni
  Y »; « Les Unités qui chargent cette Unité lancent un dé de moins » = « Lorsque cette Unité est chargée, l'Unité qui la
  charge lance un dé de moins » (it asked « des dés en plus, mais pour quoi ? »); « Lorsque cette Unité est attaquée,
  son Adversaire lance un dé de moins » (« L'Unité ennemie qui attaque cette Unité … ») was refused as « dés d'attaque »,
  a question PB never asks: the attacker's dice of its attack (a Combat, its charge die within, or a Tir).
- a bad message: « Cette Unité ne peut pas riposter » (« ne riposte jamais ») was « mot inattendu « riposter » »; it is
  now read and acts: the riposte asks the permission « riposter » (tests/dsl/test_game_verbs.py).
- a new condition: « Tant qu'il porte (au moins) un Jeton Blessure » (« Colère du Roi »), the tokens on the bearer as
  « pour chaque Jeton Blessure présent sur elle » counts them; it was refused (« mot inattendu « porte » »).
"""

import pathlib
import random

import pytest

from rulekit import CHANCE
from tests.pocket_battles.conftest import au_hasard, bataille, des, finir_tour, jouer, labels, unite

from .acting import file_without, pb_dice, pb_give, pb_last_attack, refused, set_aside_since

PERSES = pathlib.Path(__file__).parent / "data" / "perses_pocket_battles.txt"


@pytest.fixture
def sans(tmp_path):
    """The army's file with ``ability`` taken off every troop that bears it (the baseline « without it »)."""
    return lambda ability: file_without(PERSES, ability, tmp_path)


def armies(perses, other="celtes"):
    return f"{perses},{other}"


def shooting(perses, shooter, units, zone="avant"):
    """``shooter`` (player 1, Persian) at the ``zone`` of sector 1 among the Celtic ``units``: the targets offered."""
    m = bataille([unite("P1", 0, shooter, zone, 1), *units], factions=armies(perses))
    finir_tour(m)
    order = f"P1 [{shooter}] : tirer"
    if not any(l.startswith(order) for l in labels(m)):
        return None
    jouer(m, order)
    return sorted(l.split(" [")[0] for l in labels(m) if l.startswith("tirer sur"))


# --- where a shot may go (the game asks of every enemy out of reach) -------------------------------------------
CELTS_AROUND = [unite("C1", 1, "Guerrier", "avant", 1), unite("C2", 1, "Guerrier×2", "arrière", 1),
                unite("C3", 1, "Guerrier×3", "arrière", 0), unite("C4", 1, "Guerrier×4", "avant", 2)]


def test_volee_plongeante_the_archers_shoot_at_the_rear_over_the_front(sans):
    assert shooting(sans("Volée plongeante"), "Archer Perse×2", CELTS_AROUND) == ["tirer sur C1"]
    assert shooting(str(PERSES), "Archer Perse×2", CELTS_AROUND) == ["tirer sur C1", "tirer sur C2"]


def test_tir_des_steppes_the_rear_and_the_front_of_the_adjacent_sectors(sans):
    assert shooting(sans("Tir des steppes"), "Archer Saka×2", CELTS_AROUND) == ["tirer sur C1"]
    assert shooting(str(PERSES), "Archer Saka×2", CELTS_AROUND) == ["tirer sur C1", "tirer sur C3", "tirer sur C4"]


def test_tir_des_steppes_offers_a_shot_whose_only_target_is_an_adjacent_rear(sans):
    """No enemy in its sector nor at the adjacent Fronts: the order « tirer » is offered only with the characteristic
    (tir.possible asks as tir.cibles does)."""
    alone = [unite("C3", 1, "Guerrier×3", "arrière", 0)]
    assert shooting(sans("Tir des steppes"), "Archer Saka×2", alone) is None
    assert shooting(str(PERSES), "Archer Saka×2", alone) == ["tirer sur C3"]


def test_arc_large_still_shoots_at_the_adjacent_front_only():
    """The Roman Scorpion (« … sur les Zones Avant et les Zones de Combat des Secteurs adjacents ») is now asked of the
    adjacent rears too, and says no."""
    m = bataille([unite("R1", 0, "Scorpion", "avant", 1), *CELTS_AROUND])
    finir_tour(m)
    jouer(m, "R1 [Scorpion] : tirer")
    assert sorted(l.split(" [")[0] for l in labels(m) if l.startswith("tirer sur")) == ["tirer sur C1", "tirer sur C4"]


@pytest.mark.parametrize("text", ["Cette Unité peut tirer sur les Zones Avant.",
                                  "Cette Unité peut tirer sur la Zone de Combat."])
def test_a_zone_the_rules_reach_already_is_refused(text):
    refused("pocket_battles", text, "tire déjà sur la Zone Avant et la Zone de Combat de son propre Secteur")


# --- a zone is no unit fought: refused, never dropped ---------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Lorsque cette Unité charge une Unité à l'Arrière, elle inflige deux coups de plus.",
    "Lorsque cette Unité charge à l'Arrière, elle inflige deux coups de plus.",
    "Lorsque cette Unité tire sur une Unité à l'Arrière, elle lance un dé de plus.",
    "Lorsque cette Unité est attaquée à l'Arrière, elle lance un dé de plus.",
])
def test_a_zone_said_as_the_unit_fought_is_refused(text):
    """« … charge une Unité à l'Arrière … » read « charge l'Arrière », and every unit fitted « l'Arrière »: the two
    hits more came at a charge at the Front too."""
    from rulekit import dsl

    with pytest.raises(dsl.RulesSyntaxError, match="une zone n'est pas une unité"):
        dsl.parse_ability(text, game="pocket_battles")


def test_a_rear_charge_said_of_the_bearer_s_zone_is_refused():
    """The units of a Charge stand in the Combat zone (README, reading 48): a zone of the bearer charged, said beside
    its opponent's dice, never held (it compiled); the Combat zone does."""
    refused("pocket_battles", "Lorsque cette Unité est chargée, si elle est dans la Zone Avant, son Adversaire lance un "
            "dé de moins.", "la condition ne serait jamais vraie")
    refused("pocket_battles", "Tant qu'elle se trouve dans la Zone Avant, l'Unité qui charge cette Unité lance un dé de "
            "moins.", "la condition ne serait jamais vraie")


def test_the_combat_zone_beside_a_charge_acts(monkeypatch):
    def charged():
        m = bataille([unite("R1", 0, "Légionnaire×2", "arrière", 1), unite("C1", 1, "Guerrier×2", "avant", 1)], joueur=1)
        finir_tour(m)
        jouer(m, "C1 [Guerrier×2] : charger")
        if "charger R1" in " ".join(labels(m)):
            jouer(m, "charger R1")
        return pb_dice(m)

    assert charged() == {2}
    pb_give(monkeypatch, "Légionnaire", "Lorsque cette Unité est chargée, si elle est dans la Zone de Combat, son "
            "Adversaire lance un dé de moins.")
    assert charged() == {1}


# --- dice ------------------------------------------------------------------------------------------------------
def _thrown(m):
    return {len(o.values) for o, _ in m.chance_outcomes()} if m.current_player is CHANCE else {0}


def attacked_legionaries():
    """The dice a Celtic unit throws at Roman Légionnaires pursued, shot at and charged, and the Légionnaires' riposte."""
    out = []
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                 contacts=[("R1", "C1")], joueur=1)
    finir_tour(m)
    out.append(_thrown(jouer(m, "C1 [Guerrier×2] : poursuivre le combat")))
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Frondeur×2", "avant", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "C1 [Frondeur×2] : tirer")
    if any(l.startswith("tirer sur") for l in labels(m)):
        jouer(m, "tirer sur R1")
    out.append(_thrown(m))
    m = bataille([unite("R1", 0, "Légionnaire×2", "arrière", 1), unite("C1", 1, "Guerrier×2", "avant", 1)], joueur=1)
    finir_tour(m)
    jouer(m, "C1 [Guerrier×2] : charger")
    if "charger R1" in " ".join(labels(m)):
        jouer(m, "charger R1")
    out.append(_thrown(m))
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                 contacts=[("R1", "C1")])
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : poursuivre le combat")
    out.append(_thrown(des(m, 1, riposte=True)))   # the Légionnaires miss; the Guerriers riposte
    return out


@pytest.mark.parametrize("text", ["Lorsque cette Unité est attaquée, son Adversaire lance un dé de moins.",
                                  "L'Unité ennemie qui attaque cette Unité lance un dé de moins."])
def test_the_unit_attacking_the_bearer_throws_one_die_fewer(monkeypatch, text):
    """Pursued (1 die), shot at by Frondeurs (« +1 Tirs »: 2), charged (2): one die fewer each. The riposte thrown back
    when the Légionnaires attack is the Guerriers' own (they are the unit attacked, README reading 40): it keeps its die."""
    assert attacked_legionaries() == [{1}, {2}, {2}, {1}]
    pb_give(monkeypatch, "Légionnaire", text)
    assert attacked_legionaries() == [{0}, {1}, {1}, {1}]


def charged_by_celts(perses, troops, zone="arrière"):
    """Celtic Guerriers (player 2) charge Persian ``troops`` (no reaction at the rear): the match waits for their dice."""
    m = bataille([unite("P1", 0, troops, zone, 1), unite("C1", 1, "Guerrier×2", "avant", 1)], joueur=1,
                 factions=armies(perses))
    finir_tour(m)
    jouer(m, "C1 [Guerrier×2] : charger")
    for _ in range(2):
        if any(l.startswith("attendre") for l in labels(m)):
            jouer(m, "attendre")
        if "charger P1" in " ".join(labels(m)):
            jouer(m, "charger P1")
    return m


def test_pavois_the_units_charging_the_sparabara_roll_one_die_fewer(sans):
    assert pb_dice(charged_by_celts(sans("Pavois"), "Sparabara×2")) == {2}   # one die and the charge's
    assert pb_dice(charged_by_celts(str(PERSES), "Sparabara×2")) == {1}


def test_pavois_not_when_the_sparabara_are_pursued():
    m = bataille([unite("P1", 0, "Sparabara×2", "combat", 1), unite("C1", 1, "Guerrier×2", "combat", 1)],
                 contacts=[("P1", "C1")], joueur=1, factions=armies(str(PERSES)))
    finir_tour(m)
    jouer(m, "C1 [Guerrier×2] : poursuivre le combat")
    assert pb_dice(m) == {1}


def perses_charge(perses, troops, target="Guerrier×6"):
    m = bataille([unite("P1", 0, troops, "avant", 1), unite("C1", 1, target, "arrière", 1)], factions=armies(perses))
    finir_tour(m)
    jouer(m, f"P1 [{troops}] : charger")
    if "charger C1" in " ".join(labels(m)):
        jouer(m, "charger C1")
    return m


def test_faux_the_chariot_charges_with_two_dice_more(sans):
    assert pb_dice(perses_charge(sans("Faux"), "Char à Faux")) == {2}
    assert pb_dice(perses_charge(str(PERSES), "Char à Faux")) == {4}


def pursuing(perses, troops, others=(), secteur=1):
    m = bataille([unite("P1", 0, troops, "combat", secteur), unite("C1", 1, "Guerrier×2", "combat", secteur), *others],
                 contacts=[("P1", "C1")], factions=armies(perses))
    finir_tour(m)
    return m


def test_faux_the_chariot_never_pursues_a_combat(sans):
    def pursues(perses):
        return any(l.startswith("P1 [Char à Faux] : poursuivre le combat") for l in labels(pursuing(perses, "Char à Faux")))

    assert pursues(sans("Faux"))
    assert not pursues(str(PERSES))


def test_autorite_du_satrape_one_die_more_for_the_allies_of_its_sector(sans):
    def dice(perses, secteur):
        m = pursuing(perses, "Immortel×2", [unite("S1", 0, "Satrape", "arrière", secteur)])
        jouer(m, "P1 [Immortel×2] : poursuivre le combat")
        return pb_dice(m)

    assert dice(sans("Autorité du Satrape"), 1) == {1}
    assert dice(str(PERSES), 1) == {2}
    assert dice(str(PERSES), 2) == {1}   # another sector


def test_garde_royale_the_immortals_may_throw_their_combat_dice_again(sans):
    def offered(perses):
        m = pursuing(perses, "Immortel×2")
        jouer(m, "P1 [Immortel×2] : poursuivre le combat")
        return [l for l in labels(des(m, 1, riposte=None)) if l.startswith("relancer")]

    assert offered(sans("Garde royale")) == []
    assert offered(str(PERSES)) != []


def test_feu_sacre_the_archers_of_its_sector_throw_their_ones_again(sans):
    def offered(perses, secteur):
        m = bataille([unite("M1", 0, "Mage", "arrière", secteur), unite("P1", 0, "Archer Perse×2", "avant", 1),
                      unite("C1", 1, "Guerrier×2", "avant", 1)], factions=armies(perses))
        finir_tour(m)
        jouer(m, "P1 [Archer Perse×2] : tirer")
        if any(l.startswith("tirer sur") for l in labels(m)):
            jouer(m, "tirer sur C1")
        return any(l.startswith("relancer un 1") for l in labels(des(m, 1, riposte=None)))

    assert not offered(sans("Feu sacré"), 1)
    assert offered(str(PERSES), 1)
    assert not offered(str(PERSES), 0)


# --- hits, tokens, costs ---------------------------------------------------------------------------------------
def test_choc_the_median_horsemen_give_one_hit_more_when_charging(sans):
    def hits(perses):
        return pb_last_attack(des(perses_charge(perses, "Cavalier Mède×2"), 4, 1)).coups   # 4: one hit per tile

    assert hits(sans("Choc")) == 2
    assert hits(str(PERSES)) == 3


def test_solde_an_order_to_the_mercenaries_costs_one_token_more(sans):
    def cost(perses, ordres):
        m = bataille([unite("P1", 0, "Hoplite Mercenaire×2", "avant", 1, ordres=ordres),
                      unite("C1", 1, "Guerrier", "avant", 1)], factions=armies(perses), reserve=(6 - ordres, 6))
        finir_tour(m)
        return m.cout_ordre("P1")

    assert (cost(sans("Solde"), 0), cost(sans("Solde"), 1)) == (1, 2)
    assert (cost(str(PERSES), 0), cost(str(PERSES), 1)) == (2, 3)


def test_roi_des_rois_two_tokens_more_while_the_king_is_on_the_field(sans):
    def tokens(perses, reserve):
        m = bataille([unite("K1", 0, "Grand Roi", "arrière", 1), unite("C1", 1, "Guerrier", "arrière", 1)],
                     factions=armies(perses), reserve=reserve)
        return m.query("jetons", 6, joueur=0), m.query("jetons", 6, joueur=1)

    assert tokens(sans("Roi des Rois"), (6, 6)) == (6, 6)
    assert tokens(str(PERSES), (8, 6)) == (8, 6)


def test_colere_du_roi_two_dice_more_while_the_king_is_wounded(sans):
    def dice(perses, blessures):
        m = bataille([unite("K1", 0, "Grand Roi", "combat", 1, blessures=blessures),
                      unite("C1", 1, "Guerrier×2", "combat", 1)], contacts=[("K1", "C1")], factions=armies(perses),
                     reserve=(8 - sum(blessures), 6))
        finir_tour(m)
        jouer(m, "K1 [Grand Roi] : poursuivre le combat")
        return pb_dice(m)

    assert (dice(sans("Colère du Roi"), ()), dice(sans("Colère du Roi"), [1])) == ({1}, {1})
    assert (dice(str(PERSES), ()), dice(str(PERSES), [1])) == ({1}, {3})


def test_chute_du_roi_its_owner_sets_two_tokens_aside_when_the_king_falls(sans):
    def fall(perses):
        m = bataille([unite("K1", 0, "Grand Roi", "combat", 1, blessures=[1]), unite("C1", 1, "Guerrier×2", "combat", 1)],
                     contacts=[("K1", "C1")], joueur=1, factions=armies(perses), reserve=(6, 6))
        finir_tour(m)
        seen = len(m.events)
        jouer(m, "C1 [Guerrier×2] : poursuivre le combat")
        des(m, 4)
        while m.current_player is not CHANCE and any(l.startswith("retirer") or l.startswith("blesser")
                                                     for l in labels(m)):
            jouer(m, [l for l in labels(m) if l.startswith("retirer") or l.startswith("blesser")][0], exact=True)
        assert m.unite("K1").zone == "détruite"
        return set_aside_since(m, seen)[0]

    assert fall(str(PERSES)) == fall(sans("Chute du Roi")) + 2


def test_odeur_des_chameaux_the_enemy_cavalry_of_its_sector_cannot_charge(sans):
    def charges(perses, secteur):
        m = bataille([unite("K1", 0, "Chamelier", "arrière", secteur), unite("P1", 0, "Immortel×2", "avant", 1),
                      unite("C1", 1, "Cavalerie×2", "avant", 1), unite("C2", 1, "Guerrier×2", "avant", 1)],
                     joueur=1, factions=armies(perses))
        finir_tour(m)
        return tuple(any(l.startswith(f"{u} : charger") for l in labels(m))
                     for u in ("C1 [Cavalerie×2]", "C2 [Guerrier×2]"))

    assert charges(sans("Odeur des chameaux"), 1) == (True, True)
    assert charges(str(PERSES), 1) == (False, True)   # the Guerriers are no Cavalerie
    assert charges(str(PERSES), 2) == (True, True)    # another sector


def test_lourdeur_the_chariot_neither_redeploys_nor_moves_by_order(sans):
    def moves(perses):
        m = bataille([unite("P1", 0, "Char à Faux", "arrière", 1), unite("C1", 1, "Guerrier", "arrière", 2)],
                     factions=armies(perses))
        said = labels(m)
        redeploy = any(l.startswith("redéployer P1") for l in said)
        finir_tour(m)
        return redeploy, any("déplacement tactique" in l.lower() and l.startswith("P1") for l in labels(m))

    assert moves(sans("Lourdeur")) == (True, True)
    assert moves(str(PERSES)) == (False, False)


# --- whole battles ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("other", ["romains", "celtes"])
def test_the_army_plays_whole_battles(seed, other):
    import rulekit

    game = rulekit.load_game("pocket_battles")
    for size in (60, 100):
        for factions in (f"{PERSES},{other}", f"{other},{PERSES}"):
            m = game.new_match(seed=seed, size=size, factions=factions)
            au_hasard(m, random.Random(seed))
            assert m.is_over


# --- the tokens a unit carries, as a condition (« Tant qu'elle porte un Jeton Blessure ») -----------------------
def pursuing_cavalry(blessures=(), ordres=0):
    m = bataille([unite("R1", 0, "Cavalier×2", "combat", 1, ordres=ordres, blessures=blessures),
                  unite("C1", 1, "Guerrier×2", "combat", 1)], contacts=[("R1", "C1")], reserve=(6 - ordres - sum(blessures), 6))
    finir_tour(m)
    return m


@pytest.mark.parametrize("text", [
    "Tant que cette Unité porte un Jeton Blessure, elle lance un dé supplémentaire lors d'un Combat.",
    "Tant qu'elle porte au moins un Jeton Blessure, cette Unité lance un dé de plus en Combat.",
])
def test_a_die_more_while_the_unit_carries_a_wound(monkeypatch, text):
    """It was refused (« mot inattendu « porte » »): the wounded Roman horsemen pursue with a die more."""
    def dice(blessures):
        m = pursuing_cavalry(blessures)
        jouer(m, "R1 [Cavalier×2] : poursuivre le combat")
        return pb_dice(m)

    pb_give(monkeypatch, "Cavalier", text)
    assert (dice(()), dice([1])) == ({1}, {2})


def test_no_charge_while_it_carries_two_order_tokens(monkeypatch):
    def charges(ordres):
        m = bataille([unite("R1", 0, "Cavalier×2", "avant", 1, ordres=ordres), unite("C1", 1, "Guerrier", "avant", 1)],
                     reserve=(6 - ordres, 6))
        finir_tour(m)
        return any(l.startswith("R1 [Cavalier×2] : charger") for l in labels(m))

    assert (charges(1), charges(2)) == (True, True)
    pb_give(monkeypatch, "Cavalier", "Si cette Unité porte deux Jetons Ordre, elle ne peut pas charger.")
    assert (charges(1), charges(2)) == (True, False)


def test_unless_it_carries_a_wound(monkeypatch):
    def dice(blessures):
        m = pursuing_cavalry(blessures)
        jouer(m, "R1 [Cavalier×2] : poursuivre le combat")
        return pb_dice(m)

    pb_give(monkeypatch, "Cavalier", "Sauf si elle porte un Jeton Blessure, cette Unité lance un dé de plus en Combat.")
    assert (dice(()), dice([1])) == ({2}, {1})


def test_a_token_carried_beside_a_trigger(monkeypatch):
    """« Quand cette Unité détruit une Unité ennemie, si elle porte un Jeton Blessure, … »: checked when it happens."""
    def set_aside(blessures):
        m = bataille([unite("R1", 0, "Cavalier×2", "combat", 1, blessures=blessures),
                      unite("C1", 1, "Guerrier", "combat", 1)], contacts=[("R1", "C1")], reserve=(6 - sum(blessures), 6))
        finir_tour(m)
        seen = len(m.events)
        jouer(m, "R1 [Cavalier×2] : poursuivre le combat")
        des(m, 4)
        while any(l.startswith("retirer") for l in labels(m)):
            jouer(m, [l for l in labels(m) if l.startswith("retirer")][0], exact=True)
        assert m.unite("C1").zone == "détruite"
        return set_aside_since(m, seen)[1]

    before = (set_aside(()), set_aside([1]))
    pb_give(monkeypatch, "Cavalier", "Quand cette Unité détruit une Unité ennemie, si elle porte un Jeton Blessure, "
            "l'Adversaire perd un Jeton Ordre.")
    assert (set_aside(()), set_aside([1])) == (before[0], before[1] + 1)


@pytest.mark.parametrize("text, said", [
    ("Tant qu'elle porte un Jeton, cette Unité lance un dé de plus lors d'un Combat.", "un Jeton Ordre ou un Jeton"),
    ("Tant que les Unités ennemies du même Secteur portent un Jeton Blessure, cette Unité lance un dé de plus lors "
     "d'un Combat.", "seuls les jetons de l'unité qui porte la capacité"),
])
def test_tokens_carried_refused(text, said):
    refused("pocket_battles", text, said)
