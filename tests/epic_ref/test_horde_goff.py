"""Epic: an Ork army list written as an army book prints it (tests/epic_ref/data/horde_goff.txt), its
special rules in the author's words (« Cette arme ajoute une attaque en tir », « Avant un jet de stratégie,
apparaissent … », « Les sauvegardes de couvert sont ignorées », « 2e svg à 5+ … », « En cas de feu croisé,
ignore le -1 de Svg », « Tire seulement un tour sur deux »…). Each line is asked the game's question in a
match built from the file and answers as the line says; the list plays to its end; the two lines the game
cannot act are refused at their place in the file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulekit.testing import scenario
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref.evenements import ArmeTiree

from .army_lists import played

G = "epic_ref"
PATH = Path(__file__).parent / "data" / "horde_goff.txt"
# the formations of the match below, by index
GOFF, KOMMANDOS, STORMBOYZ, CHARIOTS, KANONS, GARGANT, MARINES = range(7)


@pytest.fixture(scope="module")
def m():
    return scenario(G, {
        "factions": [str(PATH), "space_marines"], "terrain": [],
        "formations": [
            {"joueur": 0, "nom": "Bande Goff", "x": 90, "y": 30},
            {"joueur": 0, "nom": "Kommandos", "x": 100, "y": 30},
            {"joueur": 0, "nom": "Stormboyz", "x": 150, "y": 20},
            {"joueur": 0, "nom": "Bande de Chariots", "x": 30, "y": 30},
            {"joueur": 0, "nom": "Batterie de Kanons", "x": 60, "y": 10},
            {"joueur": 0, "nom": "Gargant", "x": 120, "y": 10},
            {"joueur": 1, "nom": "Compagnie Tactique", "x": 90, "y": 90},
        ],
    })


def test_the_list_reads_every_line():
    army = A.read(PATH)
    assert list(army.formations) == ["Bande Goff", "Kommandos", "Stormboyz", "Bande de Chariots",
                                                 "Batterie de Kanons", "Gargant"]


# --- each line, asked the game's question ----------------------------------------------------------------
def test_tir_rapide_cette_arme_ajoute_une_attaque_en_tir(m):
    lance_roquettes = f"{CHARIOTS}.0.0"
    assert m.query("attaques", 0, arme=lance_roquettes, unite=f"{CHARIOTS}.0", moment="tir") == 1
    assert m.query("attaques", 0, arme=lance_roquettes, unite=f"{CHARIOTS}.0", moment=("assaut", "corps à corps")) == 0
    gros_flingue = f"{GOFF}.0.0"
    assert m.query("attaques", 0, arme=gros_flingue, unite=f"{GOFF}.0", moment="tir") == 0


def test_premiere_frappe_frappe_avant_les_ennemis_au_corps_a_corps(m):
    kikoup = f"{GOFF}.8.0"   # a Nob's Kikoup' de Nob: Macro-arme, Attaque supplémentaire (+1), Première frappe
    assert m.query("frappe en premier", False, arme=kikoup, moment=("assaut", "corps à corps")) is True
    assert not m.query("frappe en premier", False, arme=kikoup, moment=("assaut", "fusillade"))
    assert m.query("macro", False, arme=kikoup) is True
    assert m.query("attaques", 0, arme=kikoup, unite=f"{GOFF}.8", moment=("assaut", "corps à corps")) == 1


def test_frappe_eclair_avant_un_jet_de_strategie_apparaissent_n_importe_ou(m):
    assert m.query("téléportation", False, unite=f"{STORMBOYZ}.0") == "jet de stratégie"
    assert not m.query("téléportation", False, unite=f"{GOFF}.0")


def test_champ_de_force_2e_svg_a_5_meme_contre_macro_arme(m):
    gargant = f"{GARGANT}.0"
    assert m.query("seconde svg", 0, cible=gargant, macro=True) == 5
    assert m.query("seconde svg", 0, cible=f"{GOFF}.0", macro=True) == 0


def test_ignore_couvert_les_sauvegardes_de_couvert_sont_ignorees(m):
    lobba = f"{KANONS}.3.0"   # the Lobba's own weapon (the battery: 3 Kanon Zzap, 2 Lobba)
    assert m.query("ignore svg couvert", False, arme=lobba) is True
    assert not m.query("ignore svg couvert", False, arme=f"{KANONS}.0.0")


def test_kanon_a_gretchins_un_pi_par_touche_infligee(m):
    lobba = f"{KANONS}.3.0"
    assert m.query("PI par touche", 0, arme=lobba, en_plus=False) == 1
    assert m.query("PI par touche", 0, arme=f"{KANONS}.0.0", en_plus=False) == 0


def test_mekboy_les_tests_de_terrain_dangereux_rates_sont_relances(m):
    assert m.query("relance terrain dangereux", False, unite=f"{CHARIOTS}.0") is True
    assert not m.query("relance terrain dangereux", False, unite=f"{CHARIOTS}.3")   # the Flakwagon


def test_bouclier_kustom_en_cas_de_feu_croise_ignore_le_moins_un(m):
    assert m.query("malus feu croisé", -1, cible=f"{CHARIOTS}.0") == 0
    assert m.query("malus feu croisé", -1, cible=f"{CHARIOTS}.3") == -1


def test_kult_de_la_vitesse_double_mouvement_en_cas_de_charge(m):
    uid = f"{CHARIOTS}.0"
    assert m.query("multiplicateur", 1, quoi="mouvement", moment="charge", unite=uid) == 2
    assert m.query("multiplicateur", 1, quoi="mouvement", moment="mouvement", unite=uid) == 1


def test_surcharge_tire_seulement_un_tour_sur_deux(m):
    import copy

    zzap = f"{KANONS}.0.0"
    assert m.query("arme utilisable", True, arme=zzap, tour=m.tour) is True
    after = copy.deepcopy(m)
    after.emit(ArmeTiree(zzap, after.tour))
    assert not after.query("arme utilisable", True, arme=zzap, tour=after.tour + 1)
    assert after.query("arme utilisable", True, arme=zzap, tour=after.tour + 2)
    assert after.query("arme utilisable", True, arme=f"{KANONS}.3.0", tour=after.tour + 1)   # the Lobba's


def test_gros_dur_cette_unite_n_est_pas_detruite_en_retraite(m):
    assert m.query("détruit en retraite", True, unite=f"{KANONS}.3") is False
    assert m.query("détruit en retraite", True, unite=f"{KANONS}.0") is True


def test_waaagh_plus_un_au_resultat_des_assauts_lorsqu_elle_charge(m):
    assert m.query("bonus résultat assaut", 0, formation=GOFF, moment=("assaut", "charge")) == 1
    assert m.query("bonus résultat assaut", 0, formation=GOFF, moment=("assaut", "défense")) == 0


def test_boss_les_formations_amies_a_moins_de_15_cm_ont_plus_un(m):
    def test_action(fid):
        return max(m.query("modificateur", 0, jet="jet d'initiative", unite=f"{fid}.{i}", formation=fid)
                   for i in range(len(m.formations[fid].unites)))
    assert test_action(GOFF) == 1          # its Nobz
    assert test_action(KOMMANDOS) == 1     # its own Nob
    assert test_action(GARGANT) == 0       # 36 cm from the nearest Nob
    assert test_action(MARINES) == 0       # the enemy's


def test_tueur_de_titan_said_signed(m):
    supa_kanon, mega_kikoup = f"{GARGANT}.0.0", f"{GARGANT}.0.1"
    assert m.query("dégâts engins", 1, arme=supa_kanon) == 2
    assert m.query("dégâts engins", 1, arme=mega_kikoup) == 1
    assert m.query("aucune sauvegarde", False, arme=supa_kanon) is True
    assert m.query("frappe en premier", False, arme=mega_kikoup, moment=("assaut", "corps à corps")) is True


# --- the list plays --------------------------------------------------------------------------------------
def test_the_list_plays_to_the_end():
    """Random matches against both shipped armies play to their end; the Stormboyz teleport (Frappe éclair),
    and the Lobbas' barrages give their markers."""
    teleported = barrages = 0
    for match in played(PATH, 8):
        teleported += sum(getattr(e, "genre", None) == "téléportation" for e in match.events)
        barrages += sum(e.kind == "arme tirée" and e.source.startswith(f"{KANONS}.3.") for e in match.events)
    assert teleported > 0 and barrages > 0


# --- what the game cannot act: refused where it is written ------------------------------------------------
@pytest.mark.parametrize("line, column, said", [
    # a subject the sheet does not know: « Les gretchins » are no unit of the game (« Cette unité … »)
    ("capacité Gros dur : Les gretchins ne sont pas détruits en retraite.", 25, "gretchins"),
    # the game has no clause « … puis est détruit »: the weapon's limit is read, its end is not
    ("capacité Kamikaze : Ne peut tirer qu'une fois par partie, puis est détruit.", 57, ","),
    # no aircraft to call: « Soutien aérien » said as a call, not as the weapon's anti-aircraft fire
    ("capacité Soutien aérien : Peut appeler un soutien aérien par partie.", 32, "appeler"),
])
def test_a_line_the_game_cannot_act_is_refused_at_its_place(line, column, said, tmp_path):
    text = PATH.read_text(encoding="utf-8").replace("capacité Waaagh ! :", line + "\ncapacité Waaagh ! :", 1)
    path = tmp_path / "horde.txt"
    path.write_text(text, encoding="utf-8")
    number = text.splitlines().index(line) + 1
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    assert f"{path}:{number}:{column}:" in str(info.value), str(info.value)
    assert said in str(info.value)
