"""Epic: a Tau list written by a new author (tests/epic_ref/data/tau.txt), with rules no earlier list has: a
markerlight aura on the roll to hit (« Les formations amies situées à moins de trente centimètres bénéficient de +1
pour toucher en tir »), a barrage weapon in its reach, a weapon that lowers its target's save (« Perforant : La cible
subit un malus de -1 à sa Svg »), a deep strike without the teleport roll, « … ignore les zones de contrôle ennemies
et double son mouvement lorsqu'elle charge », « Les tirs de cette arme ignorent la couverture ».

What playing it found (each test below fails on the code before it):
- a barrage ignored its weapons' « +1 pour toucher », an aura's too: the Sky Rays in reach of the markerlight hit at
  5+ like those out of it (the line's modifier was worked out and dropped for barrage weapons);
- a weapon's « La cible subit -1 à sa Svg » compiled (« répond à la question modificateur svg ») and never acted: the
  game asked it of the unit that fires, which a weapon's line is not (a unit's line covers its weapons, not the
  reverse); the same for a weapon's « choisit toujours l'unité touchée »;
- two lines that double a move doubled it twice: the Kroots (Infiltrateur, and « … double son mouvement lorsqu'elle
  charge ») charged four moves; « double » says twice its move, the greatest factor counts;
- « … et double son mouvement », « trente centimètres », « Les tirs de cette arme … » were refused; an aside in
  brackets (« (drones de protection) ») was refused as « mot inattendu « drones », attendu : et non ».
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from rulekit.dsl import DslError, RulesSyntaxError, compile_ability, parse_ability, vocabulary_of
from rulekit.testing import distribution, scenario
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref import tir

from tests.dsl.acting import file_without
from .army_lists import played

G = "epic_ref"
PATH = Path(__file__).parent / "data" / "tau.txt"
CADRE, CRISIS, BROADSIDES, HAMMERHEADS, SKYRAYS, KROOTS, ETHERE, MARINES = range(8)
ECLAIREUR = 8       # the Cadre: 6 Guerrier de Feu, 2 Devilfish, 1 Éclaireur Tau (the markerlight)


def _match(cadre_x=110):
    """The Cadre, with its markerlight, 20 cm from the Sky Rays and 22 cm from the Hammerheads (``cadre_x`` 110), or
    60 cm and more from both (170); the Broadsides 50 cm from it."""
    return scenario(G, {"factions": [str(PATH), "space_marines"], "terrain": [], "formations": [
        {"joueur": 0, "nom": "Cadre de Guerriers de Feu", "x": cadre_x, "y": 40},
        {"joueur": 0, "nom": "Équipe de Crisis", "x": 30, "y": 20},
        {"joueur": 0, "nom": "Équipe de Broadsides", "x": 60, "y": 40},
        {"joueur": 0, "nom": "Escadron Hammerhead", "x": 90, "y": 30},
        {"joueur": 0, "nom": "Escadron Sky Ray", "x": 90, "y": 40},
        {"joueur": 0, "nom": "Cercle Kroot", "x": 150, "y": 30},
        {"joueur": 0, "nom": "Groupe de l'Éthéré", "x": 150, "y": 50},
        {"joueur": 1, "nom": "Compagnie Tactique", "x": 90, "y": 90},
    ]})


@pytest.fixture(scope="module")
def m():
    return _match()


def test_the_list_reads_every_line():
    army = A.read(PATH)
    assert list(army.formations) == ["Cadre de Guerriers de Feu", "Équipe de Crisis", "Équipe de Broadsides",
                                     "Escadron Hammerhead", "Escadron Sky Ray", "Cercle Kroot", "Groupe de l'Éthéré"]
    assert army.armes["Missiles guidés"].pb == 1


# --- the markerlight: an aura on the roll to hit, shots and barrages alike ---------------------------------
def test_designateur_laser_plus_un_pour_toucher_a_moins_de_trente_centimetres():
    """The Hammerheads' Missile Seeker (AC4+) hits the Rhinos at 3+ within 30 cm of the markerlight, at 4+ out of it
    (the Canon Rail's AC2+ stays 2+: a 1 always misses)."""
    near, far = _match(110), _match(170)
    assert sorted(s.seuil for s in tir.salves(near, HAMMERHEADS, MARINES, 0)[0]) == [2, 3]
    assert sorted(s.seuil for s in tir.salves(far, HAMMERHEADS, MARINES, 0)[0]) == [2, 4]


def test_a_barrage_takes_the_aura_s_plus_one_to_hit():
    """Two Sky Rays, 1 PB each: two barrage points, the table's AP 5+ on the Marines under the template; 4+ in the
    markerlight's reach. The old code dropped the line's modifier for barrage weapons (5+ in both)."""
    near, far = _match(110), _match(170)
    (barrage_near,), _ = tir.salves(near, SKYRAYS, MARINES, 0)
    (barrage_far,), _ = tir.salves(far, SKYRAYS, MARINES, 0)
    assert (barrage_near.genre, barrage_near.n, barrage_near.seuil) == ("barrage", 3, 4)
    assert (barrage_far.genre, barrage_far.n, barrage_far.seuil) == ("barrage", 3, 5)


# --- a weapon's own line about its target's save --------------------------------------------------------
def test_perforant_la_cible_subit_un_malus_de_moins_un_a_sa_svg(m):
    """The Broadsides' Fusil Rail (« Perforant ») fires with -1 to its target's save; the Hammerheads' weapons do not
    have it. The old code asked the firing unit, which has no such line: 0."""
    (rail,), _ = tir.salves(m, BROADSIDES, MARINES, 0)
    assert rail.modif_svg == -1
    assert {s.modif_svg for s in tir.salves(m, HAMMERHEADS, MARINES, 0)[0]} == {0}


def _rhinos_lost(path):
    """The exact odds that the Broadsides, 60 cm from two Rhinos, destroy one in their activation (Tir Soutenu)."""
    m = scenario(G, {"factions": [str(path), "space_marines"], "terrain": [], "formations": [
        {"joueur": 0, "nom": "Équipe de Broadsides", "x": 90, "y": 30},
        {"joueur": 1, "nom": "Compagnie Tactique", "x": 90, "y": 90, "unités": {"Rhino": 2}},
    ]})

    def decide(s):  # Tir Soutenu; after a failed test, Tenir's shot
        for part in ("activer", "Tir Soutenu", "un tir", "tire sur"):
            for a in s.legal_actions():
                if part in a.label:
                    return a
        raise AssertionError([a.label for a in s.legal_actions()])
    return distribution(m, lambda s: len(s.formations[1].vivantes()) < 2, decide=decide,
                        until=lambda s: s.current_player == 1 or s.tour > 1)[True]


def test_perforant_acts_on_the_rhinos_save(tmp_path):
    """Three Fusils Rail (AC4+) at two Rhinos (5+): the action test passes at 2+ (5/6), Tir Soutenu hits at 3+ and a
    hit Rhino fails its save at 6+ with Perforant's -1: a die destroys with 2/3 × 5/6 = 5/9. Failed (1/6): Tenir, one
    marker, two Broadsides shoot at 4+: 1/2 × 5/6 = 5/12. Without the line a save fails with 4/6 instead of 5/6."""
    with_it = Fraction(5, 6) * (1 - Fraction(4, 9) ** 3) + Fraction(1, 6) * (1 - Fraction(7, 12) ** 2)
    without = Fraction(5, 6) * (1 - Fraction(5, 9) ** 3) + Fraction(1, 6) * (1 - Fraction(2, 3) ** 2)
    assert _rhinos_lost(PATH) == with_it
    assert _rhinos_lost(file_without(PATH, "Perforant", tmp_path)) == without


# --- each other line, asked the game's question --------------------------------------------------------
def test_frappe_en_profondeur_arrives_without_the_teleport_roll():
    """« Avant le jet de stratégie, cette formation apparaît n'importe où sur la table » says no roll: the Crisis
    start in reserve and arrive with no marker, whatever the dice (the sheet's Téléportation rolls a D6 a unit)."""
    m = scenario(G, {"factions": [str(PATH), "space_marines"], "phase": "stratégie", "tour": 2, "formations": [
        {"joueur": 0, "nom": "Équipe de Crisis", "réserve": True},
        {"joueur": 1, "nom": "Compagnie Tactique", "x": 90, "y": 90}]})
    assert m.formations[0].reserve and not m.formations[0].sur_table
    (arrive,) = [a for a in m.legal_actions() if "(90, 60)" in a.label]
    m.apply(arrive)
    assert distribution(m, lambda s: s.formations[0].pions, until=lambda s: s.top.key.startswith("stratégie")) == {
        0: Fraction(1)}


def test_chasseurs_kroots_ignore_et_double_son_mouvement_lorsqu_elle_charge(m):
    """The Kroots are Infiltrateurs too (« Double mouvement en charge »): their charge move is doubled once (the old
    code multiplied the two lines' factors: 4)."""
    uid = f"{KROOTS}.0"
    assert m.query("multiplicateur", 1, quoi="mouvement", moment="charge", unite=uid) == 2
    assert m.query("multiplicateur", 1, quoi="mouvement", moment="mouvement", unite=uid) == 1
    assert m.query("ignore zones de contrôle", False, unite=uid) is True
    assert not m.query("ignore zones de contrôle", False, unite=f"{CADRE}.0")


def test_missile_a_tete_chercheuse_un_seul_tir_et_les_tirs_de_cette_arme_ignorent_la_couverture(m):
    missile, rail = f"{HAMMERHEADS}.0.1", f"{HAMMERHEADS}.0.0"
    assert m.query("ignore svg couvert", False, arme=missile) and m.query("ignore couvert toucher", False, arme=missile)
    assert not m.query("ignore svg couvert", False, arme=rail)


def test_the_other_lines(m):
    assert m.query("seconde svg", 0, cible=f"{CRISIS}.0", macro=True) == 6          # Générateur de bouclier
    assert m.query("terrain infranchissable ignoré", False, unite=f"{CRISIS}.0")    # Armure de combat
    assert m.query("attaques", 0, arme=f"{CRISIS}.0.0", unite=f"{CRISIS}.0", moment="tir") == 1   # Tir coordonné
    assert m.query("malus feu croisé", -1, cible=f"{HAMMERHEADS}.0") == 0            # Blindage composite
    assert m.query("seconde svg", 0, cible=f"{ETHERE}.0", macro=True) == 5           # Sauvegarde invulnérable (5+)
    # Éthéré: « Les formations amies à 20 cm ou moins peuvent relancer leurs tests d'action ratés »
    assert m.query("relance initiative", False, formation=KROOTS, joueur=0)              # 20 cm away (its bearer)
    assert not m.query("relance initiative", False, formation=HAMMERHEADS, joueur=0)     # 60 cm away


# --- the list plays --------------------------------------------------------------------------------------
def test_the_list_plays_to_the_end():
    """Random matches against both shipped armies play to their end; each Missile Seeker fires at most once."""
    for match in played(PATH, 6):
        fired = [e.source for e in match.events if e.kind == "arme tirée"]
        missiles = [s for s in fired if s.startswith(f"{HAMMERHEADS}.") and s.endswith(".1")]
        assert len(missiles) == len(set(missiles))


# --- what was refused, and how ------------------------------------------------------------------------------
def test_an_aside_the_game_does_not_read_is_named_at_its_bracket():
    """« (drones de protection) » says where the save comes from: refused (nothing is dropped), at its bracket, saying
    that the sentence reads without it and where a comment goes."""
    text = "Les unités de cette formation ont une sauvegarde invulnérable de 6+ (drones de protection)."
    with pytest.raises(RulesSyntaxError) as info:
        parse_ability(text, G)
    assert info.value.column == text.index("(") + 1
    assert "« (drones de protection) »" in str(info.value) and "commentaire" in str(info.value)
    # an aside that is part of the rule still reads
    parse_ability("Génère 1 PI par touche (et non par perte infligée)", G)


@pytest.mark.parametrize("line, said", [
    # the game rerolls saves, action tests, dangerous terrain tests and strategy rolls, not the roll to hit
    ("Cette unité peut relancer ses jets pour toucher ratés.", "jet pour toucher"),
    # what a unit ignores is asked during every move, not at a charge
    ("Cette formation ignore les zones de contrôle ennemies lorsqu'elle charge.", "en charge"),
    # no line of sight in the game
    ("Cette arme peut tirer sur des cibles hors de vue.", "hors"),
])
def test_a_line_the_game_cannot_act_is_refused_saying_why(line, said):
    with pytest.raises(DslError) as info:
        compile_ability(parse_ability(line, G), name="Test", vocabulary=vocabulary_of(G))
    assert said in str(info.value)
