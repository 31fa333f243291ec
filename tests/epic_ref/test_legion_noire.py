"""Epic: a Chaos Titan Legion list written as an army book prints it (tests/epic_ref/data/legion_noire.txt): war
engines with their damage capacity, barrage weapons (« 3 PB », « 2 PB »), daemons, and rules said in the author's
words: « Cette arme ignore la couverture », « … un PI par touche au lieu d'un PI par perte », « Une attaque
supplémentaire lors du tir », « Inflige trois points de dégâts aux engins de guerre, sans sauvegarde possible »,
« Cette arme est une macro-arme », « Lorsqu'elle charge, son mouvement est doublé », « Pendant le mouvement, cette
unité ne tient pas compte des terrains dangereux », « Lors d'un assaut, ajoute deux attaques », « Cette arme ne peut
tirer que tous les deux tours ». Each line is asked the game's question in a match built from the file; the list
plays to its end; the lines the game cannot act are refused at their place in the file.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from rulekit import ScenarioError
from rulekit.testing import scenario
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref.evenements import ArmeTiree

from .army_lists import played

G = "epic_ref"
PATH = Path(__file__).parent / "data" / "legion_noire.txt"
# the formations of the match below, by index
WARLORD, WARHOUNDS, CANONS, SANGUINAIRES, CULTE, MARINES = range(6)
CHAMPION = 8        # the Culte: 8 Cultiste, 1 Champion du Chaos
APOCALYPSE, VULCAIN, POING = range(3)   # the Warlord's weapons


def _formations(degats=None):
    warlord = {"joueur": 0, "nom": "Titan Warlord", "x": 90, "y": 20}
    if degats is not None:
        warlord["dégâts"] = {"Titan Warlord": degats}
    return [
        warlord,
        {"joueur": 0, "nom": "Meute de Warhounds", "x": 40, "y": 30},
        {"joueur": 0, "nom": "Batterie de Canons Démons", "x": 140, "y": 10},
        {"joueur": 0, "nom": "Horde de Sanguinaires", "x": 120, "y": 40},
        {"joueur": 0, "nom": "Culte de la Mort", "x": 60, "y": 50},
        {"joueur": 1, "nom": "Compagnie Tactique", "x": 90, "y": 90},
    ]


@pytest.fixture(scope="module")
def m():
    return scenario(G, {"factions": [str(PATH), "space_marines"], "terrain": [], "formations": _formations()})


def test_the_list_reads_every_line():
    army = A.read(PATH)
    assert list(army.formations) == ["Titan Warlord", "Meute de Warhounds", "Batterie de Canons Démons",
                                     "Horde de Sanguinaires", "Culte de la Mort"]
    assert (army.armes["Canon Apocalypse"].pb, army.armes["Obusier Démon"].pb) == (3, 2)


def test_the_warlord_s_damage_capacity_is_its_structure_points():
    """« points de structure : 8 »: the Titan stands with 7 damage, and 8 are more than it has."""
    m7 = scenario(G, {"factions": [str(PATH), "space_marines"], "terrain": [], "formations": _formations(7)})
    assert m7.formations[WARLORD].unites[0].degats == 7
    with pytest.raises(ScenarioError, match="dégâts"):
        scenario(G, {"factions": [str(PATH), "space_marines"], "terrain": [], "formations": _formations(8)})


# --- each line, asked the game's question ----------------------------------------------------------------
def test_demon_sauvegarde_invulnerable_de_5_et_ignore_les_terrains_dangereux(m):
    for uid in (f"{SANGUINAIRES}.0", f"{CANONS}.0"):
        assert m.query("seconde svg", 0, cible=uid, macro=True) == 5
        assert m.query("terrain dangereux ignoré", False, unite=uid) is True
    assert m.query("seconde svg", 0, cible=f"{CULTE}.0", macro=False) == 0


def test_peur_cette_formation_beneficie_d_un_bonus_de_plus_un(m):
    assert m.query("bonus résultat assaut", 0, formation=SANGUINAIRES) == 1
    assert m.query("bonus résultat assaut", 0, formation=CULTE) == 0


def test_invulnerable_les_unites_de_cette_formation_ont_une_sauvegarde_invulnerable(m):
    assert m.query("seconde svg", 0, cible=f"{WARLORD}.0", macro=True) == 6
    assert m.query("seconde svg", 0, cible=f"{CULTE}.{CHAMPION}", macro=True) == 6
    # said on the Champion only: « Les unités de cette formation … » acts for its bearer (README)
    assert m.query("seconde svg", 0, cible=f"{CULTE}.0", macro=True) == 0


def test_ignorer_la_couverture_cette_arme_ignore_la_couverture(m):
    apocalypse = f"{WARLORD}.0.{APOCALYPSE}"
    assert m.query("ignore svg couvert", False, arme=apocalypse) is True
    assert m.query("ignore couvert toucher", False, arme=apocalypse) is True
    assert not m.query("ignore svg couvert", False, arme=f"{WARLORD}.0.{VULCAIN}")


def test_disrupteur_un_pi_par_touche_au_lieu_d_un_pi_par_perte(m):
    assert m.query("PI par touche", 0, arme=f"{WARHOUNDS}.0.1", en_plus=False) == 1   # the Canon Disrupteur
    assert m.query("PI par touche", 0, arme=f"{CANONS}.0.0", en_plus=False) == 1      # the Obusier Démon's barrage
    assert m.query("PI par touche", 0, arme=f"{CANONS}.0.0", en_plus=True) == 0
    assert m.query("PI par touche", 0, arme=f"{WARHOUNDS}.0.0", en_plus=False) == 0


def test_tir_rapide_une_attaque_supplementaire_lors_du_tir(m):
    vulcain = f"{WARLORD}.0.{VULCAIN}"
    assert m.query("attaques", 0, arme=vulcain, unite=f"{WARLORD}.0", moment="tir") == 1
    assert m.query("attaques", 0, arme=vulcain, unite=f"{WARLORD}.0", moment=("assaut", "fusillade")) == 0


def test_cible_prioritaire_choisit_toujours_l_unite_touchee(m):
    assert m.query("choisit l'unité touchée", False, tireur=f"{WARHOUNDS}.1") is True
    assert not m.query("choisit l'unité touchée", False, tireur=f"{WARLORD}.0")


def test_broyeur_de_titans_et_arme_demoniaque(m):
    poing = f"{WARLORD}.0.{POING}"
    assert m.query("dégâts engins", 1, arme=poing) == 3
    assert m.query("aucune sauvegarde", False, arme=poing) is True
    assert m.query("macro", False, arme=poing) is True
    assert not m.query("macro", False, arme=f"{WARLORD}.0.{VULCAIN}")


def test_rage_sanguinaire_lorsqu_elle_charge_son_mouvement_est_double(m):
    uid = f"{SANGUINAIRES}.0"
    assert m.query("multiplicateur", 1, quoi="mouvement", moment="charge", unite=uid) == 2
    assert m.query("multiplicateur", 1, quoi="mouvement", moment="mouvement", unite=uid) == 1


def test_pas_de_geant_pendant_le_mouvement_ne_tient_pas_compte_des_terrains_dangereux(m):
    for uid in (f"{WARLORD}.0", f"{WARHOUNDS}.0"):
        assert m.query("terrain dangereux ignoré", False, unite=uid) is True
        assert not m.query("terrain infranchissable ignoré", False, unite=uid)


def test_soif_de_sang_lors_d_un_assaut_ajoute_deux_attaques(m):
    lame = f"{SANGUINAIRES}.0.0"
    assert m.query("attaques", 0, arme=lame, unite=f"{SANGUINAIRES}.0", moment=("assaut", "corps à corps")) == 2
    assert m.query("attaques", 0, arme=lame, unite=f"{SANGUINAIRES}.0", moment="tir") == 0


def test_surchauffe_cette_arme_ne_peut_tirer_que_tous_les_deux_tours(m):
    apocalypse = f"{WARLORD}.0.{APOCALYPSE}"
    after = copy.deepcopy(m)
    after.emit(ArmeTiree(apocalypse, after.tour))
    assert not after.query("arme utilisable", True, arme=apocalypse, tour=after.tour + 1)
    assert after.query("arme utilisable", True, arme=apocalypse, tour=after.tour + 2)
    assert after.query("arme utilisable", True, arme=f"{WARLORD}.0.{VULCAIN}", tour=after.tour + 1)


# --- the list plays --------------------------------------------------------------------------------------
def test_the_list_plays_to_the_end():
    """Random matches against both shipped armies play to their end; the barrages of the Canon Apocalypse and of
    the Obusiers Démons are fired."""
    apocalypse = obusiers = 0
    for match in played(PATH, 8):
        fired = [e.source for e in match.events if e.kind == "arme tirée"]
        apocalypse += fired.count(f"{WARLORD}.0.{APOCALYPSE}")
        obusiers += sum(s.startswith(f"{CANONS}.") for s in fired)
    assert apocalypse > 0 and obusiers > 0


# --- what the game cannot act: refused where it is written ------------------------------------------------
@pytest.mark.parametrize("line, said", [
    # indirect fire: no line of sight in the game, and no rule of the sheet says what « hors de vue » changes
    ("capacité Indirect : Cette arme peut tirer sur des cibles hors de vue.", "hors"),
    ("capacité Tir d'artillerie : Cette arme tire indirectement.", "indirectement"),
    # « Lance »: what a target with reinforced armour may not do is no clause of the sheet
    ("capacité Lance : Les unités dotées d'un blindage renforcé ne relancent pas leur sauvegarde contre cette arme.",
     "dotées"),
    # fear: a line helps its side; the enemy's result is not its to lower
    ("capacité Terreur : Les formations ennemies à moins de 15 cm subissent -1 au résultat des assauts.", "amies"),
    ("capacité Terreur : Cette formation cause la peur.", "cause"),
    # the contrast of two different things
    ("capacité Disrupteur : Génère un PI par touche au lieu d'une sauvegarde par perte.", "au lieu"),
    # the game asks a weapon's attacks in tir, assaut, corps à corps, fusillade; and who strikes first at no charge
    ("capacité Rage : Ajoute deux attaques au corps à corps lorsqu'elle charge.", "attaque"),
    ("capacité Rage : Frappe en premier au corps à corps lorsqu'elle charge.", "« lorsqu'elle charge » ne se rattache pas"),
    # « ne permet aucune » is not read: « Aucune sauvegarde »
    ("capacité Broyeur de titans : Cette arme inflige 2 points de dégâts aux Engins de guerre et ne permet aucune "
     "sauvegarde.", "permet"),
])
def test_a_line_the_game_cannot_act_is_refused_at_its_place(line, said, tmp_path):
    name = line.split(" : ")[0]
    lines = [x for x in PATH.read_text(encoding="utf-8").splitlines() if not x.startswith(name + " :")]
    at = next(i for i, x in enumerate(lines) if x.startswith("capacité Démon : "))
    lines.insert(at, line)
    path = tmp_path / "legion.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    # the file, the line and the column of the sentence (or of the words refused), and what was refused
    assert [p.line for p in info.value.problems] == [at + 1], str(info.value)
    (problem,) = info.value.problems
    assert problem.column >= line.index(" : ") + 4 and said in problem.format(), problem.format()


@pytest.mark.parametrize("entry, said", [
    ("Tueur de Titan (D3)", "D3"),            # a random value of X: the game's X is a number
    ("Barrage (2 PB)", "Barrage"),            # a barrage is the weapon's « tirs : 2 PB », not a rule
    ("Bouclier énergétique (2)", "Bouclier"),  # void shields: no procedure of the sheet
])
def test_a_rule_the_sheet_does_not_have_is_refused_on_its_weapon(entry, said, tmp_path):
    text = PATH.read_text(encoding="utf-8")
    old = "    capacités : Broyeur de titans, Arme démoniaque"
    assert old in text
    text = text.replace(old, f"{old}, {entry}")
    path = tmp_path / "legion.txt"
    path.write_text(text, encoding="utf-8")
    number = text.splitlines().index(f"{old}, {entry}") + 1
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    assert f"{path}:{number}:" in str(info.value) and said in str(info.value), str(info.value)
