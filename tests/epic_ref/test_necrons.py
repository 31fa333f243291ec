"""Epic: a Necron list written by a new author (tests/epic_ref/data/necrons.txt): « Cette unité est Sans Peur et
Marcheur », a save reroll said in the passive (« Les sauvegardes ratées des unités de cette formation peuvent être
relancées une fois par tour »), gauss weapons (« Génère un pion d'impact supplémentaire pour chaque touche »), a war
engine with a teleport gate, wraiths that « frappe(nt) en premier au corps à corps », scarabs with claws and no weapon
(« Cette unité ajoute deux attaques au corps à corps »), an aura « à quinze centimètres ou moins ».

What playing it found (each test below fails on the code before it):
- a unit without a weapon for the fight ignored its own « ajoute deux attaques au corps à corps »: the game asked a
  unit's extra attacks only of its weapons, and the Scarabées have none (the line compiled and never acted);
- « Cette unité frappe en premier au corps à corps » (the subject said) was refused while « Frappe en premier au corps à
  corps » read (« frappe en premier » is a rule's name, and its words with a moment were a clause only alone);
- « … peuvent être relancées », « Les sauvegardes ratées de cette unité sont relancées » (whose rolls, said) and « en
  outre » were refused.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from rulekit.dsl import parse_ability, render
from rulekit.testing import distribution, scenario
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref import assaut

from tests.dsl.acting import file_without
from .army_lists import played

G = "epic_ref"
PATH = Path(__file__).parent / "data" / "necrons.txt"
PHALANGE, MONOLITHE, PYLONE, ESSAIM, ECORCHEURS, COUR, BOYZ = range(7)
SPECTRE = 4         # the Essaim: 4 Scarabées, 2 Spectre


def _match(path=PATH):
    return scenario(G, {"factions": [str(path), "orks"], "terrain": [], "formations": [
        {"joueur": 0, "nom": "Phalange de Guerriers", "x": 30, "y": 40},
        {"joueur": 0, "nom": "Monolithe", "x": 90, "y": 20},
        {"joueur": 0, "nom": "Pylône", "x": 150, "y": 10},
        {"joueur": 0, "nom": "Essaim", "x": 90, "y": 50},
        {"joueur": 0, "nom": "Meute d'Écorcheurs", "x": 150, "y": 50},
        {"joueur": 0, "nom": "Cour du Seigneur", "x": 100, "y": 40},
        {"joueur": 1, "nom": "Bande de Boyz", "x": 90, "y": 100},
    ]})


@pytest.fixture(scope="module")
def m():
    return _match()


def test_the_list_reads_every_line():
    army = A.read(PATH)
    assert list(army.formations) == ["Phalange de Guerriers", "Monolithe", "Pylône", "Essaim", "Meute d'Écorcheurs",
                                     "Cour du Seigneur"]


# --- the scarabs' claws: a unit's own extra attacks, without a weapon --------------------------------------
def _claws(match):
    """The Essaim's attacks in base contact with the Boyz: (roll, number) of each group."""
    engage = ({(ESSAIM, i) for i in range(6)}, {(BOYZ, i) for i in range(7)})
    salves = assaut._attaques(match, ((ESSAIM,), (BOYZ,)), 0, engage, False)
    return sorted((s.seuil, s.n) for s in salves)


def test_griffes_a_weaponless_unit_adds_two_attacks_in_close_combat(tmp_path):
    """Four Scarabées (CC 4+) with « Cette unité ajoute deux attaques au corps à corps »: 4 + 8 attacks at 4+; the
    Spectres (CC 3+) strike first (« Lames de phase ») and are not in this wave. Without the line, 4. The old code
    asked only the weapons' extra attacks: the Scarabées have none, 4 attacks with the line too."""
    assert _claws(_match()) == [(4, 12)]
    assert _claws(_match(file_without(PATH, "Griffes", tmp_path))) == [(4, 4)]


def test_lames_de_phase_cette_unite_frappe_en_premier_au_corps_a_corps(m):
    spectre = f"{ESSAIM}.{SPECTRE}"
    assert m.query("frappe en premier", False, arme=spectre, moment=("assaut", "corps à corps")) is True
    assert not m.query("frappe en premier", False, arme=spectre, moment=("assaut", "fusillade"))
    assert not m.query("frappe en premier", False, arme=f"{ESSAIM}.0", moment=("assaut", "corps à corps"))
    engage = ({(ESSAIM, i) for i in range(6)}, {(BOYZ, i) for i in range(7)})
    first = assaut._attaques(m, ((ESSAIM,), (BOYZ,)), 0, engage, True)
    assert sorted((s.seuil, s.n) for s in first) == [(3, 2)]     # the two Spectres, CC 3+, in the first wave


# --- each other line, asked the game's question --------------------------------------------------------
def test_metal_organique_peuvent_etre_relancees_une_fois_par_tour(m):
    assert m.query("relance svg", False, cible=f"{PHALANGE}.0")
    assert m.query("relance svg", False, cible=f"{COUR}.1")       # the Guerriers of the Cour
    assert not m.query("relance svg", False, cible=f"{COUR}.0")   # the Seigneur has no such line


def test_arme_gauss_un_pion_d_impact_supplementaire_pour_chaque_touche(m):
    fusil = f"{PHALANGE}.0.0"
    assert m.query("PI par touche", 0, arme=fusil, en_plus=True) == 1
    assert m.query("PI par touche", 0, arme=fusil, en_plus=False) == 0


def test_faisceau_de_particules(m):
    canon = f"{PYLONE}.0.0"
    assert m.query("dégâts engins", 1, arme=canon) == 2
    assert m.query("aucune sauvegarde", False, arme=canon) is True


def test_forme_spectrale_nuee_et_necrontyr(m):
    spectre, scarabee = f"{ESSAIM}.{SPECTRE}", f"{ESSAIM}.0"
    assert m.query("terrain dangereux ignoré", False, unite=spectre) is True
    assert m.query("seconde svg", 0, cible=spectre, macro=True) == 4
    assert m.query("compte comme", None, unite=scarabee, pour="terrain dangereux") == "Infanterie"
    assert m.query("relance terrain dangereux", False, unite=f"{PHALANGE}.0")   # Marcheur, cited
    assert not m.query("relance terrain dangereux", False, unite=scarabee)


def test_energie_du_ctan_a_quinze_centimetres_ou_moins(m):
    assert m.query("bonus résultat assaut", 0, formation=ESSAIM) == 1       # 14 cm from the Cour
    assert m.query("bonus résultat assaut", 0, formation=PHALANGE) == 0     # 70 cm


def test_portail_the_monolith_arrives_with_the_sheet_s_roll():
    """« Lancer 1D6 par unité, sur un résultat de 1, l'unité reçoit un PI »: one Monolith, one marker with 1/6."""
    m = scenario(G, {"factions": [str(PATH), "orks"], "phase": "stratégie", "tour": 2, "formations": [
        {"joueur": 0, "nom": "Monolithe", "réserve": True},
        {"joueur": 1, "nom": "Bande de Boyz", "x": 90, "y": 100}]})
    (arrive,) = [a for a in m.legal_actions() if "(90, 60)" in a.label]
    m.apply(arrive)
    # stopped before the strategy roll (its ties are rolled again)
    assert distribution(m, lambda s: s.formations[0].pions, until=lambda s: s.top.key.startswith("stratégie")) == {
        0: Fraction(5, 6), 1: Fraction(1, 6)}


def test_the_list_plays_to_the_end():
    for match in played(PATH, 6):
        assert match.is_over


# --- the new phrasings read as the forms known before ------------------------------------------------------
@pytest.mark.parametrize("new, known", [
    ("Les sauvegardes ratées de cette unité sont relancées.", "Relance des Svg ratées"),
    ("Les sauvegardes ratées des unités de cette formation peuvent être relancées une fois par tour.",
     "Relance ses sauvegardes ratées une fois par tour"),
    ("Cette unité frappe en premier au corps à corps.", "Frappe en premier au corps à corps"),
    ("Cette unité dispose en outre d'une sauvegarde invulnérable à 4+.", "Sauvegarde invulnérable de 4+"),
])
def test_a_new_phrasing_reads_as_the_known_one(new, known):
    assert render(parse_ability(new, G)) == render(parse_ability(known, G))


# --- a line whose subject names a kind of unit: read since lead-epic2, the line given to those units ---------------
@pytest.mark.parametrize("line, unit", [
    ("capacité Nuée : Les Scarabées comptent comme de l'infanterie pour les terrains dangereux.", "Scarabées"),
    # the plural of a name whose words after the first are adjectives agrees them all (« Guerriers nécrons »): the
    # old vocabulary knew only « Guerriers nécron », and the report was « mot inattendu « Guerriers » »
    ("capacité Nécrontyr : Les Guerriers nécrons sont Sans Peur.", "Guerrier nécron"),
])
def test_a_line_naming_a_unit_as_its_subject_is_given_to_that_unit(line, unit, tmp_path):
    """(tests/epic_ref/test_lignes_nommees.py plays them.) Before lead-epic2 both were refused with « écrivez « Cette
    unité … » et donnez la ligne à … dans ses « capacités » »."""
    name = line.split(" : ")[0]
    lines = [line if x.startswith(name + " :") else x for x in PATH.read_text(encoding="utf-8").splitlines()]
    path = tmp_path / "necrons.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    army = A.read(path)
    assert name.split(" ", 1)[1] in army.profils[unit].capacites
