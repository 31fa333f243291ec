"""A newcomer writes a whole faction file for each game, with the mistakes newcomers make: each is one
report from `rulekit check FILE` and from `rulekit play GAME -o factions=FILE,…`, at FILE:LINE:COLUMN, in
French, status 2, no traceback, the file left as it was. A mistake is said once, where it is: a misspelt
block keyword does not also make its unit unknown where a sentence or an army names it, a misspelt head
line is read as the one it was meant for."""

import hashlib
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import factions
from rulekit.cli import main

ROOT = Path(__file__).parents[2]
BASES = {  # game -> (a whole faction file a designer wrote, the opponent played against it)
    "pocket_tactics": (ROOT / "tests" / "dsl" / "data" / "horde_des_marais_pocket_tactics.txt", "haut_roi"),
    "pocket_battles": (ROOT / "tests" / "dsl" / "data" / "carthaginois_pocket_battles.txt", "romains"),
    "epic_ref": (ROOT / "games" / "epic_ref" / "factions" / "orks.txt", "space_marines"),
}


def sub(old, new):
    def change(text):
        assert old in text, old
        return text.replace(old, new, 1)
    return change


PT, PB, EPIC = "pocket_tactics", "pocket_battles", "epic_ref"
#: (game, mistake, the change, its place « line:column », words of its report, how many reports `check` gives)
MISTAKES = [
    # a unit named by a sentence, misspelt: the unit it was meant for is suggested
    (PT, "misspelt unit", sub("Un Homme-Lézard ne se noie", "Un Homme-Lezard ne se noie"), "10:22",
     "vouliez-vous dire « Homme-Lézard » ?", 1),
    (PB, "misspelt unit of three words", sub("Les Prêtresses de Tanit ne", "Les Prêtesses de Tanit ne"), "14:28",
     "vouliez-vous dire « Prêtresses de Tanit » ?", 1),
    (EPIC, "misspelt unit of a formation", sub("unités : 6 Boyz Orks, 2 Nobz", "unités : 6 Boys Orks, 2 Nobz"),
     "49:14", "vouliez-vous dire « Boyz Orks » ?", 1),
    # a unit a sentence names that the file never declares
    (PT, "undeclared unit", sub("Un Homme-Lézard ne se noie", "Un Crapaud ne se noie"), "10:22",
     "mot inattendu « Crapaud »", 1),
    # wrong stat types, a missing stat
    (PT, "a pair given one number", sub("mêlée : 1 2", "mêlée : 1"), "25:13",
     "attendu « attaque défense », deux nombres entiers", 1),
    (PB, "a die face of 9", sub("combat : 3 4 5", "combat : 3 4 9"), "22:14", "des faces de dé de 1 à 6", 1),
    (EPIC, "an armour without its +", sub("blindage : 6+", "blindage : 6"), "26:16", "attendu un seuil de 1+ à 6+", 1),
    (PT, "missing stat", sub("    sigle : GV\n", ""), "22:1", "la caractéristique « sigle » manque", 1),
    (PB, "missing stat", sub("    formation : 1\n", ""), "18:1", "la caractéristique « formation » manque", 1),
    (EPIC, "missing stat", sub("    vitesse : 15 cm\n", ""), "23:1", "la caractéristique « vitesse » manque", 1),
    # keywords: misspelt, in English; a key's typo
    (PT, "unit in English", sub("unité Homme-Lézard", "unit Homme-Lézard"), "33:1",
     "mot-clé de bloc inconnu « unit »", 1),
    (PB, "unit in English, named by an army", sub("unité Éléphant", "unit Éléphant"), "18:1",
     "mot-clé de bloc inconnu « unit »", 1),
    (EPIC, "unit in English, named by formations", sub("unité Boyz Orks", "unit Boyz Orks"), "23:1", "unit Boyz Orks", 1),
    (PT, "capacites as a keyword", sub("capacité Nageur :", "capacites Nageur :"), "10:1",
     "vouliez-vous dire « capacité » ?", 1),
    (PB, "capacites as a keyword", sub("capacité Panique :", "capacites Panique :"), "6:1",
     "vouliez-vous dire « capacité » ?", 1),
    (PT, "a key misspelt", sub("capacités : Grouillement", "capacitées : Grouillement"), "31:5",
     "vouliez-vous dire « capacités » ?", 1),
    (PT, "a key in English", sub("coût : 6", "cost : 6"), "24:5", "vouliez-vous dire « coût » ?", 1),
    (PT, "a misspelt ability cited", sub("capacités : Grouillement", "capacités : Grouilement"), "31:17",
     "vouliez-vous dire « Grouillement » ?", 1),
    (EPIC, "a misspelt rule of the sheet", sub("capacités : Meneur", "capacités : Meneru"), "38:17",
     "vouliez-vous dire « Meneur » ?", 1),
    (PT, "a word of a sentence misspelt", sub("une Attaque Distante contre des unités jusqu'à",
                                              "une Ataque Distante contre des unités jusqu'à"), "12:53",
     "vouliez-vous dire « attaque » ?", 1),
    (PT, "a sentence in English", sub("Un Homme-Lézard ne se noie jamais.", "A Homme-Lézard never drowns."), "10:21",
     "il manque un article", 1),
    # the head lines
    (PT, "a head line without its colon", sub("faction : Horde", "faction Horde"), "4:8",
     "il manque les deux-points", 1),
    (PB, "a misspelt head key", sub("jeu : pocket_battles", "jeux : pocket_battles"), "2:1",
     "en-tête inconnu « jeux »", 1),
    (EPIC, "a misspelt head key", sub("jeu : epic_ref", "jeux : epic_ref"), "3:1", "en-tête inconnu « jeux »", 1),
    (EPIC, "a head line without its colon", sub("faction : Orks", "faction Orks"), "4:8", "il manque les deux-points", 1),
    # twice the same
    # (the Brume its units cite is then declared nowhere: a second fault of its own)
    (PT, "an ability declared twice", sub("capacité Brume :", "capacité Nageur :"), "15:1",
     "capacité « Nageur » déclarée deux fois (déjà ligne 10)", 2),
    # (the Nobz Orks its formations name are then declared nowhere: faults of their own)
    (EPIC, "a unit declared twice", sub("unité Nobz Orks", "unité Boyz Orks"), "31:1", "déclarée deux fois", None),
    # the file itself
    (PT, "not UTF-8", lambda text: text.encode("cp1252"), "1:", "ce n'est pas du texte UTF-8", 1),
    (PB, "an empty file", lambda text: "", "1:1", "fichier vide", 1),
    (EPIC, "a file of comments only", lambda text: "# à écrire\n", "1:1", "fichier vide", 1),
    (PT, "another game's name atop", sub("jeu : pocket_tactics", "jeu : pocket_battles"), "3:1",
     "mais ce fichier est écrit pour pocket_tactics", 1),
]


def cli(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.mark.parametrize("game, mistake, change, place, said, count", MISTAKES, ids=[f"{g}: {m}" for g, m, *_ in MISTAKES])
def test_a_newcomer_s_mistake_is_one_report_where_it_is(tmp_path, game, mistake, change, place, said, count):
    base, opponent = BASES[game]
    data = change(base.read_text(encoding="utf-8"))
    path = tmp_path / "faction.txt"
    (path.write_bytes if isinstance(data, bytes) else lambda d: path.write_text(d, encoding="utf-8"))(data)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    factions.clear_cache()
    checked = cli("check", path)
    played = cli("play", game, "-o", f"factions={path},{opponent}", "--seed", "1", "--quiet")
    for out in (checked, played):
        assert out.exit_code == 2 and "Traceback" not in out.output, out.output
        assert f"faction.txt:{place}" in out.output and said in out.output, out.output
    if count is not None:
        reports = checked.output.count("rulekit: error:") + checked.output.count("\n\n")
        assert reports == count, checked.output
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before  # nothing written over
    assert sorted(p.name for p in tmp_path.iterdir()) == ["faction.txt"]  # nor beside it


@pytest.mark.parametrize("game", sorted(BASES))
@pytest.mark.parametrize("how", ["bom", "crlf", "tabs"])
def test_a_file_saved_otherwise_is_the_same_file(tmp_path, game, how):
    """A BOM, Windows line ends, tabs for the indent: the same units, the same abilities, the same match."""
    base, opponent = BASES[game]
    text = base.read_text(encoding="utf-8")
    other = {"bom": "\ufeff" + text, "crlf": text.replace("\n", "\r\n"), "tabs": text.replace("    ", "\t")}[how]
    path = tmp_path / base.name  # its name too: Pocket Battles names units by the file's initial
    path.write_bytes(other.encode("utf-8"))
    factions.clear_cache()
    assert cli("check", path).exit_code == 0
    same = [cli("play", game, "-o", f"factions={p},{opponent}", "--seed", "1").output.replace(str(p), "FICHIER")
            for p in (base, path)]
    assert same[0] == same[1]


def test_a_caret_under_a_tab_indented_fault_stands_under_it(tmp_path):
    """The caret line keeps the line's tabs: under « treize », not eight columns early."""
    base, _ = BASES[PT]
    path = tmp_path / "tab.txt"
    path.write_text(base.read_text(encoding="utf-8").replace("    ", "\t").replace("coût : 6", "coût : six"),
                    encoding="utf-8")
    out = cli("check", path)
    assert out.exit_code == 2
    lines = out.output.splitlines()
    at = lines.index("\tcoût : six")
    assert lines[at + 1] == "\t       ^"


def test_a_missing_file_is_said_in_french(tmp_path):
    out = cli("check", tmp_path / "absent.txt")
    assert out.exit_code == 2 and "absent.txt:1:1: fichier introuvable" in out.output


def test_parse_reads_a_sentence_with_a_faction_file_s_names(tmp_path):
    """`rulekit parse --faction FILE`: the file's units are nouns of the sentence, compiled for its game; a
    faction file given as --vocabulary, or for another --game, is refused saying what to do."""
    base, _ = BASES[PB]
    said = "Cette Unité ne peut être chargée que par un Éléphant."
    assert cli("parse", said, "--game", PB).exit_code == 2
    out = cli("parse", said, "--faction", base)
    assert out.exit_code == 0 and "dans pocket_battles : permission : ne peut pas « être attaqué »" in out.output
    assert "autre qu'un Éléphant" in out.output
    out = cli("parse", said, "--vocabulary", base)
    assert out.exit_code == 2 and "est un fichier de faction, pas de vocabulaire : `rulekit parse` le prend par " \
        "--faction" in out.output
    out = cli("check", base, "--vocabulary", base)  # check's --vocabulary is the same option
    assert out.exit_code == 2 and "est un fichier de faction, pas de vocabulaire" in out.output
    out = cli("parse", said, "--faction", base, "--game", PT)
    assert out.exit_code == 2 and "faction de « pocket_battles », pas de « pocket_tactics »" in out.output
