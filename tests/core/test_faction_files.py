"""Faction files as designers write them: what varies from one author to another reads the
same (capitals and left-out accents in keys and keywords, « capacité » for one ability, a colon
after a block's name, a BOM on the first line), and each mistake is one error at its place,
the same count from ``rulekit check`` and from ``rulekit play``."""

import json
import re

import pytest

import rulekit
from rulekit import factions
from tests.core.forgeron import PT_FORGERON
from tests.core.test_factions import PB, one_line_error, run, write

PT = PT_FORGERON.replace("PHRASE", "Un Forgeron peut lancer une Attaque Distante contre des unités "
                                   "jusqu'à 2 tuiles de distance.")

EPIC = """jeu : epic_ref
faction : Tenaces

capacité Tenace : Relance des Svg ratées

armée Tenaces
    initiative : 2+
    stratégie : 2
    formations : Ligne, Ligne

arme Fusil
    portée : 30 cm
    tirs : AP5+

unité Vétéran
    type : INF
    vitesse : 15 cm
    blindage : 5+
    corps à corps : 4+
    fusillade : 4+
    armes : Fusil
    capacités : Tenace

formation Ligne
    unités : 5 Vétéran
    coût : 150
"""

PB_OK = PB.replace("coût : 9", "coût : 8")  # test_factions' army is over its size on purpose; not this one
GAMES = {"pocket_tactics": (PT, "haut_roi"), "pocket_battles": (PB_OK, "romains"), "epic_ref": (EPIC, "orks")}


def shouting(text: str) -> str:
    """The file with its keywords and keys as an author in a hurry types them: capitals, no accents."""
    def key(match):
        return match.group(1) + match.group(2).upper().replace("Û", "U").replace("É", "E").replace("Ê", "E") + " :"
    text = re.sub(r"^([ \t]+|)(jeu|faction|(?<=[ \t])[^\s:][^:\n]*?) :", key, text, flags=re.M)
    return re.sub(r"^(unité|capacité|armée|arme|formation|base)\b", lambda m: m.group(1).capitalize(), text, flags=re.M)


def check_says(path, *words):
    """``rulekit check`` finds one fault, whose first line holds ``words``."""
    result = run("check", path)
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    first = result.stderr.splitlines()[0]
    assert first.startswith("rulekit: error: ") and all(w in first for w in words), result.stderr


def read(game, path):
    factions.clear_cache()
    return factions.load(game, str(path))


def what_plays(game, path):
    """What a match takes from a faction file: its units' stats and abilities (by name), its base
    or ready-made armies, its weapons and formations."""
    f = read(game, path)
    if game == "pocket_tactics":
        return (f.name, f.base, f.base_defence,
                [(c.name, c.count, c.cost, c.dice, c.advantage, c.type, c.sigle, [a.name for a in c.abilities])
                 for c in f.cards])
    if game == "pocket_battles":
        return f.nom, f.troupes, f.armees, sorted(f.capacites)
    return f.nom, f.initiative, f.strategie, f.formations, f.armes, f.profils, f.formations_def, f.declarees


@pytest.mark.parametrize("game", GAMES)
def test_keys_and_keywords_in_capitals_and_without_accents_read_the_same(tmp_path, game):
    text, other = GAMES[game]
    loud = shouting(text)
    assert "COUT :" in loud or "VITESSE :" in loud  # the file really is written otherwise
    plain, shouted = write(tmp_path, "a.txt", text), write(tmp_path, "b.txt", loud)
    assert run("check", shouted).exit_code == 0, run("check", shouted).output
    assert what_plays(game, plain) == what_plays(game, shouted)
    pair = [str(shouted), other] if game == "pocket_tactics" else f"{shouted},{other}"
    assert rulekit.load_game(game).new_match(seed=1, factions=pair) is not None


def test_a_typo_in_an_accent_is_still_a_typo(tmp_path):
    path = write(tmp_path, "f.txt", PT.replace("coût : 12", "coüt : 12"))
    result = run("check", path)
    assert result.exit_code == 2 and "caractéristique inconnue « coüt »" in result.stderr
    assert "vouliez-vous dire « coût » ?" in result.stderr


@pytest.mark.parametrize("game, before, after", [
    ("pocket_tactics", "capacités : Frappe", "capacité : Frappe"),
    ("epic_ref", "capacités : Tenace", "Capacité : Tenace"),
    ("pocket_tactics", "unité Forgeron\n", "unité Forgeron :\n"),
    ("epic_ref", "unité Vétéran\n", "unite Vétéran :\n"),
    ("pocket_battles", "unité 2 : Guerrier", "Unite 2 : Guerrier"),
])
def test_what_an_author_varies_reads_the_same(tmp_path, game, before, after):
    text = GAMES[game][0]
    assert before in text
    plain, varied = write(tmp_path, "a.txt", text), write(tmp_path, "b.txt", text.replace(before, after))
    assert run("check", varied).exit_code == 0, run("check", varied).output
    assert what_plays(game, plain) == what_plays(game, varied)


def test_a_bom_before_the_head_of_an_epic_file(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + EPIC.replace("\n", "\r\n").encode())
    assert run("check", path).exit_code == 0
    assert read("epic_ref", path).nom == "Tenaces"


def both_say(tmp_path, game, text, *words, count=1):
    """``rulekit check`` and ``rulekit play`` report the file's faults alike: ``count`` of them,
    the first one's line holding ``words``."""
    path = write(tmp_path, "f.txt", text)
    result = run("check", path)
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    if count > 1:
        assert f"{path} : {count} erreurs" in result.stderr, result.stderr
    else:
        assert result.stderr.startswith("rulekit: error: ") and " erreurs\n" not in result.stderr, result.stderr
    pair = f"{path},{GAMES[game][1]}"
    line = one_line_error(run("play", game, "-o", f"factions={pair}", "--seed", 1), *words)
    assert ("autre(s) erreur(s)" in line) == (count > 1), line
    return result.stderr


@pytest.mark.parametrize("game, before, after, words", [
    ("pocket_tactics", "avantage : Colline", "avantge : Colline", ["f.txt:15:5:", "« avantge »", "« avantage »"]),
    ("pocket_battles", "blessures : 1", "blesures : 1", ["f.txt:10:5:", "« blesures »", "« blessures »"]),
    ("epic_ref", "fusillade : 4+", "fusilade : 4+", ["f.txt:20:5:", "« fusilade »"]),
])
def test_a_misspelt_key_is_one_fault_not_also_a_missing_stat(tmp_path, game, before, after, words):
    out = both_say(tmp_path, game, GAMES[game][0].replace(before, after), *words)
    assert "manque" not in out


def test_an_ability_cited_twice_is_refused(tmp_path):
    out = both_say(tmp_path, "pocket_tactics", PT.replace("capacités : Frappe", "capacités : Frappe, frappe"),
                   "f.txt:18:25:", "capacité « Frappe » citée deux fois")
    assert "elle agirait deux fois" in out


def test_an_ability_name_in_other_capitals_and_without_accents_is_the_ability(tmp_path):
    text = PT.replace("capacité Frappe", "capacité Frappe éclair").replace("capacités : Frappe",
                                                                          "capacités : FRAPPE ECLAIR")
    path = write(tmp_path, "f.txt", text)
    assert run("check", path).exit_code == 0
    assert [a.name for a in read("pocket_tactics", path).cards[0].abilities] == ["Frappe éclair"]


@pytest.mark.parametrize("game", GAMES)
def test_an_empty_file_is_one_fault(tmp_path, game):
    path = write(tmp_path, "f.txt", "\n# rien encore\n\n")
    check_says(path, "f.txt:1:1: fichier vide")
    one_line_error(run("play", game, "-o", f"factions={path},{GAMES[game][1]}"), "f.txt:1:1: fichier vide")  # as check


def test_check_wants_the_game_said(tmp_path):
    path = write(tmp_path, "f.txt", PT.replace("jeu : pocket_tactics\n", ""))
    check_says(path, "f.txt:1:1: l'en-tête « jeu : NOM » manque")


@pytest.mark.parametrize("game, before, after, words", [
    ("pocket_tactics", "unité Forgeron", "unite Forgeron\n    nombre : 2\nunitée Souffleur", ["mot-clé de bloc inconnu « unitée »"]),
    ("pocket_tactics", "base Roc", "base", ["le bloc « base » n'a pas de nom"]),
    ("epic_ref", "arme Fusil", "arm Fusil", ["« arm »", "« arme »"]),
    ("epic_ref", "armée Tenaces", "armée", ["le bloc « armée » n'a pas de nom"]),
])
def test_a_block_whose_first_line_is_wrong_is_one_fault_not_one_per_line(tmp_path, game, before, after, words):
    """Its body lines are not reported again (« ligne indentée hors d'un bloc »); what the file then
    lacks (a weapon) is said, once."""
    out = run("check", write(tmp_path, "f.txt", GAMES[game][0].replace(before, after))).stderr
    assert all(w in out for w in words), out
    assert "ligne indentée" not in out and "clé : valeur »" not in out.replace("« clé : valeur », trouvé", ""), out


def test_a_pocket_battles_army_of_a_size_no_battle_has(tmp_path):
    both_say(tmp_path, "pocket_battles", PB_OK.replace("taille : 60", "taille : 65"),
             "f.txt:13:1:", "taille 65 : une bataille se joue en 60, 70, 80, 90, 100 points")


def test_a_pocket_battles_army_line_that_is_not_a_unit(tmp_path):
    both_say(tmp_path, "pocket_battles", PB_OK.replace("unité 2 :", "troupe 2 :"),
             "clé inconnue « troupe 2 »")


@pytest.mark.parametrize("before, after, words", [
    ("blindage : 5+", "blindage : 9+", ["f.txt:18:16:", "attendu un seuil de 1+ à 6+"]),
    ("    blindage : 5+\n", "", ["f.txt:15:1:", "la caractéristique « blindage » manque"]),
    ("    portée : 30 cm\n", "    portee : 30 cm\n    porté : 45 cm\n", ["f.txt:13:5:", "clé inconnue « porté »",
                                                                      "« portée »"]),
])
def test_epic_profiles_are_checked_as_printed(tmp_path, before, after, words):
    both_say(tmp_path, "epic_ref", EPIC.replace(before, after), *words)


def test_epic_reports_a_key_or_a_block_given_twice_when_played(tmp_path):
    twice = EPIC.replace("    tirs : AP5+\n", "    tirs : AP5+\n    tirs : AP4+\n")
    both_say(tmp_path, "epic_ref", twice, "f.txt:14:5:", "« tirs » donnée deux fois")
    again = EPIC + "\nunité Vétéran\n    type : INF\n    vitesse : 5 cm\n    blindage : 6+\n" \
                   "    corps à corps : 6+\n    fusillade : 6+\n"
    both_say(tmp_path, "epic_ref", again, "f.txt:28:1:", "unité « Vétéran » déclarée deux fois")


def test_an_epic_ability_sentence_may_go_on_over_indented_lines(tmp_path):
    path = write(tmp_path, "f.txt", EPIC.replace("capacité Tenace : Relance des Svg ratées",
                                                 "capacité Tenace : Relance\n    des Svg ratées"))
    assert run("check", path).exit_code == 0
    assert read("epic_ref", path).declarees == {"Tenace": "Relance des Svg ratées"}


def test_check_names_a_game_no_plugin_installs_and_only_that(tmp_path):
    """Its sentences read with no game's words, and its stats checked by no game: the other faults
    follow from it, and are not listed."""
    path = write(tmp_path, "f.txt", PT.replace("jeu : pocket_tactics", "jeu : pocket_tactic"))
    check_says(path, "f.txt:1:1: jeu inconnu « pocket_tactic »")
    result = run("check", path)
    assert "vouliez-vous dire « pocket_tactics » ?" in result.stderr and " erreurs" not in result.stderr


@pytest.mark.parametrize("game, before, after, words, count", [
    ("pocket_tactics", "base Roc", "base", ["f.txt:4:5:", "le bloc « base » n'a pas de nom"], 1),
    # its sentences and army lists name it: they no longer read
    ("pocket_tactics", "unité Forgeron", "unité", ["mot inattendu « Forgeron »"], 2),
    ("pocket_battles", "unité Guerrier", "unité", ["le bloc « unité » n'a pas de nom"], 2),
])
def test_a_nameless_block_is_still_a_block_of_its_kind(tmp_path, game, before, after, words, count):
    """A nameless « base » is one fault (no name), not also « no base »; nor is a faction's only
    unit, nameless, also « no unit »."""
    out = both_say(tmp_path, game, GAMES[game][0].replace(before, after), *words, count=count)
    assert "n'a pas de nom" in out
    assert "ce fichier en a 0" not in out and "aucun bloc « unité »" not in out, out


@pytest.mark.parametrize("written, said, other, words", [
    ("pocket_tactics", "pocket_battles", "pocket_battles",
     ["f.txt:1:1: « jeu : pocket_battles », mais ce fichier est écrit pour pocket_tactics", "sigle", "base"]),
    ("pocket_battles", "epic_ref", "epic_ref",
     ["f.txt:1:1: « jeu : epic_ref », mais ce fichier est écrit pour pocket_battles", "nombre, combat, tir, blessures"]),
    ("epic_ref", "pocket_tactics", "pocket_tactics",
     ["f.txt:1:1: « jeu : pocket_tactics », mais ce fichier est écrit pour epic_ref", "vitesse"]),
])
def test_a_file_in_another_games_words_is_one_fault(tmp_path, written, said, other, words):
    """Its head names a game whose words it does not use, and another game's it does: that is
    the fault, once, not every key the game it says does not know (``check`` and ``play`` alike)."""
    text = GAMES[written][0].replace(f"jeu : {written}", f"jeu : {said}")
    path = write(tmp_path, "f.txt", text)
    check_says(path, *words)
    assert "vouliez-vous dire « " + written + " » ?" in run("check", path).stderr
    factions.clear_cache()
    one_line_error(run("play", other, "-o", f"factions={path},{GAMES[other][1]}", "--seed", 1), *words)


def test_a_typo_or_two_is_not_another_games_file(tmp_path):
    text = PT.replace("avantage : Colline", "avantge : Colline").replace("type : Humain", "tipe : Humain")
    out = run("check", write(tmp_path, "f.txt", text)).stderr
    assert "2 erreurs" in out and "écrit pour" not in out, out


def test_check_warns_of_battle_sizes_with_no_ready_made_army(tmp_path):
    """``play`` refuses such a file at the sizes it has no army for (``armies="rapide"``, the
    default); ``check`` says so, and the file is good (status 0)."""
    only_70 = PB_OK.replace("armée rapide 60\n    taille : 60", "armée rapide 70\n    taille : 70")
    path = write(tmp_path, "f.txt", only_70)
    result = run("check", path)
    assert result.exit_code == 0, result.output
    assert ": OK, 1 avertissement(s)" in result.output
    assert (f"avertissement : {path}:1:1: aucune armée toute prête de 60, 80, 90, 100 points : avec -o armies=rapide "
            "(le défaut), cette faction ne se joue qu'en 70 points (-o size=70)") in result.output
    warned = json.loads(run("check", path, "--json").output)["warnings"]
    assert [w["message"].split(" :")[0] for w in warned] == ["aucune armée toute prête de 60, 80, 90, 100 points"]
    factions.clear_cache()
    one_line_error(run("play", "pocket_battles", "-o", f"factions={path},romains", "--seed", 1),
                   "no ready-made army of size 60 (its sizes: 70; or -o armies=construire)")
    assert run("play", "pocket_battles", "-o", f"factions={path},romains", "-o", "size=70", "--seed", 1,
               "--quiet").exit_code == 0
    every_size = factions.resolve("pocket_battles", "romains").path  # a ready-made army for each size
    assert "avertissement" not in run("check", every_size).output
