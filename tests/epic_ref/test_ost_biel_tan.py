"""Epic: an Eldar army list written as an army book prints it (tests/epic_ref/data/ost_biel_tan.txt), its special
rules in the author's words, with rules the two earlier lists do not use: a holofield said as a second save, jetbikes
that ignore terrain « Pendant le mouvement, cette unité … » (the circumstance at the head of a subject), « Cette unité
est un Marcheur », a save reroll once a turn, the Avatar's aura « Toutes les formations amies … ajoutent +1 à leur
résultat d'assaut », the Farseer's « Une fois par tour, peut relancer un test d'action raté », « Lorsqu'elle charge,
cette formation a +1 … », « Ajoute une attaque lors du tir ». Each line is asked the game's question in a match built
from the file and answers as the line says; the list plays to its end; the lines the game cannot act are refused at
their place in the file.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from rulekit.testing import scenario
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref.evenements import RelanceInitiative, SauvegardeRelancee

from .army_lists import played

G = "epic_ref"
PATH = Path(__file__).parent / "data" / "ost_biel_tan.txt"
# the formations of the match below, by index
HOTE, MOTOJETS, SPECTRES, RANGERS, AVATAR, TITAN, MARINES = range(7)
FALCON = 7          # the Hôte: 1 Grand Prophète, 6 Gardiens, 2 Falcon
EXARQUE = 4         # the Spectres: 4 Spectre, 1 Exarque


@pytest.fixture(scope="module")
def m():
    return scenario(G, {
        "factions": [str(PATH), "space_marines"], "terrain": [],
        "formations": [
            {"joueur": 0, "nom": "Hôte de Gardiens", "x": 90, "y": 30},
            {"joueur": 0, "nom": "Escadron de Motojets", "x": 30, "y": 30},
            {"joueur": 0, "nom": "Spectres", "x": 150, "y": 30},
            {"joueur": 0, "nom": "Rangers", "x": 10, "y": 50},
            {"joueur": 0, "nom": "Seigneur de Guerre", "x": 90, "y": 45},   # 15 cm from the Hôte, edge included
            {"joueur": 0, "nom": "Titan Revenant", "x": 120, "y": 10},
            {"joueur": 1, "nom": "Compagnie Tactique", "x": 90, "y": 90},
        ],
    })


def test_the_list_reads_every_line():
    army = A.read(PATH)
    assert list(army.formations) == ["Hôte de Gardiens", "Escadron de Motojets", "Spectres", "Rangers",
                                     "Seigneur de Guerre", "Titan Revenant"]
    assert army.profils["Titan Revenant"].structure == 3


# --- each line, asked the game's question ----------------------------------------------------------------
def test_holochamp_une_deuxieme_sauvegarde_a_3_meme_contre_les_macro_armes(m):
    for uid in (f"{HOTE}.{FALCON}", f"{TITAN}.0"):
        assert m.query("seconde svg", 0, cible=uid, macro=True) == 3
    assert m.query("seconde svg", 0, cible=f"{HOTE}.1", macro=False) == 0   # a Gardien


def test_reacteurs_pendant_le_mouvement_cette_unite_ignore_les_terrains(m):
    for question in ("terrain dangereux ignoré", "terrain infranchissable ignoré"):
        assert m.query(question, False, unite=f"{MOTOJETS}.0") is True
        assert not m.query(question, False, unite=f"{HOTE}.1")


def test_marche_fantome_cette_unite_est_un_marcheur(m):
    assert m.query("relance terrain dangereux", False, unite=f"{SPECTRES}.0") is True
    assert not m.query("relance terrain dangereux", False, unite=f"{SPECTRES}.{EXARQUE}")


def test_parade_relance_ses_sauvegardes_ratees_une_fois_par_tour(m):
    exarque = f"{SPECTRES}.{EXARQUE}"
    assert m.query("relance svg", False, cible=exarque) == exarque
    after = copy.deepcopy(m)
    after.emit(SauvegardeRelancee(SPECTRES, EXARQUE, exarque))
    assert not after.query("relance svg", False, cible=exarque)            # used this turn
    assert after.query("relance svg", False, cible=f"{TITAN}.0") == f"{TITAN}.0"   # the Titan's own use
    after.tour += 1
    assert after.query("relance svg", False, cible=exarque) == exarque     # a new turn
    assert not m.query("relance svg", False, cible=f"{SPECTRES}.0")


def test_inspirant_toutes_les_formations_amies_a_15_cm_ou_moins(m):
    assert m.query("bonus résultat assaut", 0, formation=HOTE) == 1       # 15 cm from the Avatar
    assert m.query("bonus résultat assaut", 0, formation=MOTOJETS) == 0   # 62 cm away
    assert m.query("bonus résultat assaut", 0, formation=MARINES) == 0    # the enemy's


def test_prescience_une_fois_par_tour_peut_relancer_un_test_d_action_rate(m):
    prophete = f"{HOTE}.0"
    assert m.query("relance initiative", "", joueur=0) == prophete         # for any formation of its player
    assert not m.query("relance initiative", "", joueur=1)
    after = copy.deepcopy(m)
    after.emit(RelanceInitiative(MOTOJETS, prophete))
    assert not after.query("relance initiative", "", joueur=0)


def test_guerrier_divin_sauvegarde_invulnerable_4(m):
    assert m.query("seconde svg", 0, cible=f"{AVATAR}.0", macro=True) == 4


def test_exarque_lorsqu_elle_charge_cette_formation_a_plus_un(m):
    assert m.query("bonus résultat assaut", 0, formation=SPECTRES, moment=("assaut", "charge")) == 1
    assert m.query("bonus résultat assaut", 0, formation=SPECTRES, moment=("assaut", "défense")) == 0


def test_tir_rapide_ajoute_une_attaque_lors_du_tir(m):
    canon = f"{MOTOJETS}.0.0"
    assert m.query("attaques", 0, arme=canon, unite=f"{MOTOJETS}.0", moment="tir") == 1
    assert m.query("attaques", 0, arme=canon, unite=f"{MOTOJETS}.0", moment=("assaut", "fusillade")) == 0
    assert m.query("attaques", 0, arme=f"{TITAN}.0.1", unite=f"{TITAN}.0", moment="tir") == 1   # its second Pulsar
    assert m.query("attaques", 0, arme=f"{HOTE}.1.0", unite=f"{HOTE}.1", moment="tir") == 0


def test_rangers_les_unites_de_cette_formation_choisissent_l_unite_touchee(m):
    assert m.query("choisit l'unité touchée", False, tireur=f"{RANGERS}.0") is True
    assert not m.query("choisit l'unité touchée", False, tireur=f"{HOTE}.1")


def test_the_weapons_lines(m):
    distorsion = f"{SPECTRES}.0.0"
    assert m.query("dégâts engins", 1, arme=distorsion) == 1
    assert m.query("aucune sauvegarde", False, arme=distorsion) is True
    assert m.query("macro", False, arme=distorsion) is True
    epee = f"{AVATAR}.0.0"
    assert m.query("attaques", 0, arme=epee, unite=f"{AVATAR}.0", moment=("assaut", "corps à corps")) == 2
    assert m.query("frappe en premier", False, arme=epee, moment=("assaut", "corps à corps")) is True
    lance = f"{SPECTRES}.{EXARQUE}.0"
    assert m.query("frappe en premier", False, arme=lance, moment=("assaut", "corps à corps")) is True
    assert m.query("attaques", 0, arme=lance, unite=f"{SPECTRES}.{EXARQUE}", moment=("assaut", "corps à corps")) == 1


# --- the list plays --------------------------------------------------------------------------------------
def test_the_list_plays_to_the_end():
    """Random matches against both shipped armies play to their end; the Farseer's Prescience rerolls a failed
    action test, and the Titan's Pulsars fire."""
    prescience = pulsars = 0
    for match in played(PATH, 8):
        prescience += sum(e.kind == "relance d'initiative" and e.source == f"{HOTE}.0" for e in match.events)
        pulsars += sum(e.kind == "arme tirée" and e.source.startswith(f"{TITAN}.") for e in match.events)
    assert prescience > 0 and pulsars > 0


# --- what the game cannot act: refused where it is written ------------------------------------------------
@pytest.mark.parametrize("line, said", [
    # « Esquive »: a modifier of the enemy's roll to hit; the game's to-hit rows are the shooter's and the cover's
    ("capacité Esquive : Les tirs ennemis ne peuvent toucher cette unité que sur 6.", "toucher"),
    # (« ne peut être … que si … » is read since lead-pb2: the words refused are « touchée »)
    ("capacité Esquive : Cette unité ne peut être touchée que sur un 6.", "touchée"),
    # « Tir en mouvement »: the game ignores no row of its to-hit table but the cover's
    ("capacité Tir en mouvement : Ignore le malus de -1 pour toucher en Avance Rapide.", "ignoré"),
    # a void shield: no procedure of the sheet absorbs hits
    ("capacité Bouclier : Cette unité dispose de deux boucliers énergétiques.", "boucliers"),
    # « le joueur » is no one a sheet line speaks of (« Une fois par tour, peut relancer … »)
    ("capacité Prescience : Une fois par tour, le joueur eldar peut relancer un test d'action raté.", "joueur"),
    # a weapon's line cannot say what its unit chooses: the game asks the shooter
    ("capacité Rangers : Les tirs de cette unité choisissent toujours l'unité touchée.", "ne se dit pas des armes"),
    # « est la … » cites no rule
    ("capacité Marche fantôme : Cette unité est la Marcheur.", "« est la … »"),
])
def test_a_line_the_game_cannot_act_is_refused_at_its_place(line, said, tmp_path):
    name = line.split(" : ")[0]
    lines = [x for x in PATH.read_text(encoding="utf-8").splitlines() if not x.startswith(name + " :")]
    at = lines.index("capacité Holochamp : " + _holochamp())
    lines.insert(at, line)
    path = tmp_path / "ost.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    # the file, the line and the column of the sentence (or of the words refused), and what was refused
    assert [p.line for p in info.value.problems] == [at + 1], str(info.value)
    (problem,) = info.value.problems
    assert problem.column >= line.index(" : ") + 4 and said in problem.format(), problem.format()


def test_a_void_shield_named_as_a_rule_is_refused_on_its_unit(tmp_path):
    """« Bouclier énergétique (2) » in a Titan's capacités: a rule the sheet does not have, refused at the line."""
    text = PATH.read_text(encoding="utf-8")
    old = "    capacités : Holochamp, Réacteurs Dorsaux, Parade"
    assert old in text
    text = text.replace(old, old + ", Bouclier énergétique (2)")
    path = tmp_path / "ost.txt"
    path.write_text(text, encoding="utf-8")
    number = text.splitlines().index(old + ", Bouclier énergétique (2)") + 1
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    assert f"{path}:{number}:" in str(info.value) and "Bouclier" in str(info.value)


def _holochamp():
    line = next(x for x in PATH.read_text(encoding="utf-8").splitlines() if x.startswith("capacité Holochamp : "))
    return line.split(" : ", 1)[1]
