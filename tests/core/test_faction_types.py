"""A faction file's own unit types (« type Elfe »): declared in a block, named by its sentences, used by the
game. Pocket-Tactics: a type is a noun of the abilities only (no procedure looks at it). Epic: the procedures
treat every unit as INF, AV or EG, so a new type says which (« comme : AV »). Pocket Battles gives its troops no
type: a troop is its own kind (« unité Éléphant »), and a ``type`` block is refused."""

import pytest
from click.testing import CliRunner

from rulekit import factions
from rulekit.cli import main

PT_FILE = """jeu : pocket_tactics
faction : Clairière

base Chêne
    défense : 3

type Elfe
    pluriel : Elfes

capacité Voile : Un Elfe ne peut pas être attaqué par une Attaque Distante.

unité Sylvain
    nombre : 2
    coût : 10
    mêlée : 2 2
    distance : 2 2
    magie : 0 2
    avantage : Forêt
    type : {kind}
    sigle : Sy
    capacités : Voile
"""


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    factions.clear_cache()
    return path


def cli(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_a_pocket_tactics_type_of_its_own_is_read_and_acts(tmp_path):
    """An Archer of the Haut Roi may shoot a Sylvain of type Humain, never one of type Elfe: the file's type is
    the noun « un Elfe » of its ability, and the game's unit is one (its card's type)."""
    from rulekit_games.pocket_tactics.duel import position

    from tests.dsl.acting import NEUTRAL, pt_labels

    shots = {}
    for kind in ("Elfe", "Humain"):
        path = write(tmp_path, f"clairiere_{kind}.txt", PT_FILE.format(kind=kind))
        assert cli("check", path).exit_code == 0
        m = position({"1,0": NEUTRAL, "2,0": NEUTRAL}, ("8,-8", "0,-8"),
                     {"1,0": (0, "Archer"), "2,0": (1, "Sylvain")}, player=0, factions=["haut_roi", str(path)])
        shots[kind] = [a for a in pt_labels(m) if a.startswith("attaque distante") and "Sylvain" in a]
    assert shots["Elfe"] == []
    assert shots["Humain"] and all("Archer en 1,0 contre Sylvain en 2,0" in a for a in shots["Humain"])


def test_a_pocket_tactics_type_must_be_declared(tmp_path):
    path = write(tmp_path, "sans_type.txt", PT_FILE.format(kind="Elfe").replace("type Elfe\n    pluriel : Elfes\n", ""))
    out = cli("check", path)
    assert out.exit_code == 2 and "Traceback" not in out.output
    assert "sans_type.txt:8:21: mot inattendu « Elfe »" in out.output  # the sentence, where it names it
    assert "type : attendu un type d'unité parmi Humain, Homme-Bête, Mort-Vivant, trouvé 'Elfe'" in out.output
    assert "« type NOM »" in out.output


@pytest.mark.parametrize("line, said", [
    ("    comme : Humain\n", "ne traite aucune unité selon son type"),
    ("    genre : neutre\n", "genre : attendu masculin ou féminin"),
    ("    pluriek : Elfes\n", "clé inconnue « pluriek »"),
])
def test_a_pocket_tactics_type_block_s_mistakes(tmp_path, line, said):
    path = write(tmp_path, "faute.txt", PT_FILE.format(kind="Elfe").replace("    pluriel : Elfes\n", line))
    out = cli("check", path)
    assert out.exit_code == 2 and said in out.output and "faute.txt:8:" in out.output, out.output
    played = cli("play", "pocket_tactics", "-o", f"factions={path},haut_roi", "--seed", "1")
    assert played.exit_code == 2 and said in played.output and "Traceback" not in played.output


def test_a_type_of_the_game_or_a_unit_s_name_is_not_declared_again(tmp_path):
    out = cli("check", write(tmp_path, "humain.txt", PT_FILE.format(kind="Humain").replace("type Elfe", "type Humain")))
    assert out.exit_code == 2 and "« Humain » est déjà un type du jeu pocket_tactics" in out.output
    out = cli("check", write(tmp_path, "sylvain.txt", PT_FILE.format(kind="Elfe").replace("type Elfe", "type Sylvain")))
    assert out.exit_code == 2 and "« Sylvain » est déjà le nom d'une unité" in out.output


def test_pocket_battles_refuses_a_type_block(tmp_path):
    from pathlib import Path

    text = (Path(__file__).parents[1] / "dsl" / "data" / "carthaginois_pocket_battles.txt").read_text(encoding="utf-8")
    path = write(tmp_path, "carthage.txt", text.replace("unité Éléphant", "type Pachyderme\n\nunité Éléphant", 1))
    for args in (("check", path), ("play", "pocket_battles", "-o", f"factions={path},romains", "--seed", "1")):
        out = cli(*args)
        assert out.exit_code == 2 and "Traceback" not in out.output
        assert "carthage.txt:18:1: le jeu pocket_battles ne donne pas de type à ses unités" in out.output, out.output


EPIC = """jeu : epic_ref
faction : Ferrailleurs

armée Ferrailleurs
    initiative : 3+
    stratégie : 3
    formations : Bande

arme Kanon
    portée : 45 cm
    tirs : AP5+, AC5+

type Dreadnought
{comme}
unité Dred
    type : Dreadnought
    vitesse : 15 cm
    blindage : 4+
    corps à corps : 4+
    fusillade : 5+
    armes : Kanon

formation Bande
    unités : 3 Dred
    coût : 200
"""


def test_an_epic_type_of_its_own_is_treated_as_the_game_s_type_it_names(tmp_path):
    """A Dreadnought « comme : AV » is shot at as an AV (AC fire, not AP); « comme : INF » as infantry; its unit is
    a Dreadnought and an AV (or an INF) to the sentences that name them."""
    from rulekit_games.epic_ref import armee, banc, tir

    eligible = {}
    for base in ("AV", "INF"):
        path = write(tmp_path, f"dred_{base}.txt", EPIC.format(comme=f"    comme : {base}\n"))
        assert cli("check", path).exit_code == 0
        army = armee.read(path)
        assert (army.profils["Dred"].type, army.profils["Dred"].sorte) == (base, "Dreadnought")
        m = banc.vide(factions=(str(path), "orks"))
        m.ajouter_formation(0, "Bande", 90, 60)
        eligible[base] = (tir.eligibles(m, 0, "AP"), tir.eligibles(m, 0, "AC"))
        assert m.unit_type("0.0") == "Dreadnought"
        assert m.is_a("0.0", "Dreadnought") and m.is_a("0.0", base) and not m.is_a("0.0", "EG")
    assert eligible == {"AV": ([], [0, 1, 2]), "INF": ([0, 1, 2], [])}


def test_an_epic_type_without_comme_is_refused_saying_why(tmp_path):
    path = write(tmp_path, "dred.txt", EPIC.format(comme=""))
    for args in (("check", path), ("play", "epic_ref", "-o", f"factions={path},orks", "--seed", "1")):
        out = cli(*args)
        assert out.exit_code == 2 and "Traceback" not in out.output
        assert "dred.txt:13:1: type Dreadnought : « comme » manque : le jeu traite chaque unité en INF, AV ou EG" \
            in out.output, out.output
        assert "type : attendu" not in out.output  # its units are not refused again


def test_a_pocket_battles_troop_of_its_own_is_the_kind_its_sentences_name(tmp_path):
    """Pocket Battles' kinds are its troops: an army's « unité Éléphant » is the noun of « Cette Unité ne peut être
    chargée que par un Éléphant », borne by its Lanciers Libyens; of the enemy's Éléphants and Mercenaires at the
    Front, only the Éléphants may charge them (both may when the Lanciers say nothing; the Mercenaires are then
    offered no charge at all)."""
    from pathlib import Path

    from tests.pocket_battles.conftest import bataille, finir_tour, jouer, labels, unite

    text = (Path(__file__).parents[1] / "dsl" / "data" / "carthaginois_pocket_battles.txt").read_text(encoding="utf-8")
    said = "capacité Rempart : Cette Unité ne peut être chargée que par un Éléphant.\n"
    charged = {}
    for sentence in ("", said):
        gives = text.replace("capacité Fougue :", sentence + "capacité Fougue :")
        if sentence:
            gives = gives.replace("capacités : Mur de Boucliers", "capacités : Mur de Boucliers, Rempart")
        ours = write(tmp_path, f"ours{len(charged)}.txt", gives)  # (a match keeps the abilities of a file it read)
        theirs = write(tmp_path, "theirs.txt", text)
        charged[bool(sentence)] = []
        for who in ("T1 [Éléphant]", "T2 [Mercenaire Gaulois×2]"):
            m = finir_tour(bataille([unite("T1", 1, "Éléphant", "avant", 1),
                                     unite("T2", 1, "Mercenaire Gaulois×2", "avant", 1),
                                     unite("O1", 0, "Lancier Libyen×2", "avant", 1)], joueur=1,
                                    factions=f"{ours},{theirs}"))
            if not any(label.startswith(f"{who} : charger") for label in labels(m)):
                continue  # no unit it may charge: not offered
            jouer(m, f"{who} : charger")
            if "attendre" in labels(m):
                jouer(m, "attendre")
            if any(label.startswith("charger O1") for label in labels(m)):
                charged[bool(sentence)].append(who.split()[0])
    assert charged == {False: ["T1", "T2"], True: ["T1"]}


@pytest.mark.parametrize("line, said, place", [
    ("    comme : AV\n    genre : neutre\n", "genre : attendu masculin ou féminin", "15:13"),
    ("    comme : Char\n", "comme : attendu INF, AV ou EG, trouvé 'Char'", "14:13"),
    ("    commme : AV\n", "clé inconnue « commme »", "14:5"),
])
def test_an_epic_type_block_s_mistakes_are_refused_by_check_and_play(tmp_path, line, said, place):
    path = write(tmp_path, "dred.txt", EPIC.format(comme=line))
    for args in (("check", path), ("play", "epic_ref", "-o", f"factions={path},orks", "--seed", "1")):
        out = cli(*args)
        assert out.exit_code == 2 and "Traceback" not in out.output
        assert f"dred.txt:{place}" in out.output and said in out.output, out.output

