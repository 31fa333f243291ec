"""Epic: a line that names its units (« Nuée : Les Scarabées comptent comme de l'infanterie … », « Les Guerriers
nécrons relancent leurs sauvegardes ratées », « Les engins de guerre ignorent … »): the line is given to every unit
of that name or type in the file, exactly as if each listed it in its « capacités » (games/epic_ref/nommees.py,
docs/DSL.md §3.17 « Lines that name their units »).

Each test below fails on the code before it: such a line was refused with « écrivez « Cette unité … » et donnez la
ligne à … dans ses « capacités » », so the file did not read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulekit.testing import scenario
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref.match import _capacites_des_profils

from .army_lists import played
from .test_necrons import _match  # the Necron list's formations on the table (one scenario for both files)

G = "epic_ref"
PATH = Path(__file__).parent / "data" / "necrons.txt"
PHALANGE, MONOLITHE, PYLONE, ESSAIM, ECORCHEURS, COUR, BOYZ = range(7)
SCARABEE, SPECTRE = f"{ESSAIM}.0", f"{ESSAIM}.4"    # the Essaim: 4 Scarabées, 2 Spectre
NUEE = "capacité Nuée : Est considérée comme de l'infanterie pour les terrains dangereux."


def _file(tmp_path, *edits, name="necrons.txt") -> Path:
    """necrons.txt with each ``(old, new)`` replaced (a line inserted after the head when ``old`` is None)."""
    text = PATH.read_text(encoding="utf-8")
    for old, new in edits:
        if old is None:
            text = text.replace("# Règles spéciales de l'armée\n", f"# Règles spéciales de l'armée\n{new}\n")
        else:
            assert old in text, old
            text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _units(match):
    return [f"{f}.{u}" for f, formation in enumerate(match.formations) for u in range(len(formation.unites))]


def _abilities(army) -> dict:
    """Each profile's abilities as the match builds them: {profile: {(bearer suffix, name, clauses, queries)}}."""
    return {profil: {(suffix, ab.name, ab.ast.clauses, tuple(m.query for m in ab.modifiers)) for suffix, ab in pairs}
            for profil, pairs in _capacites_des_profils(army).items()}


SCARABEES_LISTING = ("    capacités : Nuée, Griffes", "    capacités : Griffes")


# --- the same compiled result as « Cette unité … » listed in the unit's « capacités » -------------------------
def test_a_named_line_gives_the_units_what_listing_it_gives(tmp_path):
    """« Les Scarabées comptent comme de l'infanterie … », listed by no unit, = « Est considérée comme … » listed by
    the Scarabées: the same abilities on the same profiles, and the same answers for every unit of a match."""
    listed = A.read(PATH)
    named = A.read(_file(tmp_path, (NUEE, "capacité Nuée : Les Scarabées comptent comme de l'infanterie pour les "
                                          "terrains dangereux."), SCARABEES_LISTING))
    assert named.profils["Scarabées"].capacites == ("Griffes", "Nuée")
    assert _abilities(named) == _abilities(listed)
    with_named, with_listed = _match(named.chemin), _match(PATH)
    for unit in _units(with_listed):
        assert with_named.query("compte comme", None, unite=unit, pour="terrain dangereux") == \
            with_listed.query("compte comme", None, unite=unit, pour="terrain dangereux"), unit
    assert with_named.query("compte comme", None, unite=SCARABEE, pour="terrain dangereux") == "Infanterie"
    assert with_named.query("compte comme", None, unite=SPECTRE, pour="terrain dangereux") is None


def test_a_named_save_reroll_acts_for_those_units_only_as_listed_it_does(tmp_path):
    """« Les Guerriers nécrons relancent leurs sauvegardes ratées » = « Cette unité relance ses sauvegardes ratées »
    listed by the Guerrier nécron: the Guerriers of the Phalange and of the Cour reroll, the Seigneur of the Cour
    and the Scarabées do not; without either line, nobody does."""
    drop = ("capacité Métal organique : Les sauvegardes ratées des unités de cette formation peuvent être relancées "
            "une fois par tour.", "capacité Métal organique : Cette unité relance ses sauvegardes ratées.")
    listed = _file(tmp_path, drop, name="listed.txt")
    named = _file(tmp_path, (drop[0], "capacité Métal organique : Les Guerriers nécrons relancent leurs "
                                      "sauvegardes ratées."),
                  ("    capacités : Nécrontyr, Métal organique", "    capacités : Nécrontyr"), name="named.txt")
    without = _file(tmp_path, drop, ("    capacités : Nécrontyr, Métal organique", "    capacités : Nécrontyr"),
                    name="without.txt")
    assert _abilities(A.read(named)) == _abilities(A.read(listed))
    m_named, m_listed, m_without = _match(named), _match(listed), _match(without)
    answers = {unit: m_named.query("relance svg", False, cible=unit) for unit in _units(m_named)}
    assert answers == {unit: m_listed.query("relance svg", False, cible=unit) for unit in _units(m_listed)}
    assert answers[f"{PHALANGE}.0"] and answers[f"{COUR}.1"]
    assert not answers[f"{COUR}.0"] and not answers[SCARABEE] and not answers[f"{ECORCHEURS}.0"]
    assert not any(m_without.query("relance svg", False, cible=unit) for unit in _units(m_without)
               if not unit.startswith(f"{MONOLITHE}."))   # Blindage renforcé: its own reroll


def test_a_named_line_plays_to_the_end(tmp_path):
    path = _file(tmp_path, (NUEE, "capacité Nuée : Chaque Scarabée compte comme de l'infanterie pour les terrains "
                                  "dangereux.".replace("Scarabée", "Scarabées")), SCARABEES_LISTING)
    for match in played(path, 3):
        assert match.is_over


# --- a rule named by the line (a citation), a type, a type the file declares ------------------------------------
def test_les_guerriers_necrons_sont_sans_peur(tmp_path):
    """The sheet's Sans Peur cited by a line naming its units: the Guerriers have no compulsory retreat, the
    Scarabées (listing no Nécrontyr) have one."""
    path = _file(tmp_path, (None, "capacité Discipline : Les Guerriers nécrons sont Sans Peur."))
    m = _match(path)
    assert m.query("retraite obligatoire", True, unite=f"{PHALANGE}.0") is False
    assert m.query("retraite obligatoire", True, unite=SCARABEE) is True
    assert A.read(path).profils["Guerrier nécron"].capacites == ("Nécrontyr", "Métal organique", "Discipline")


@pytest.mark.parametrize("subject", ["Les engins de guerre ignorent", "Chaque Engin de Guerre ignore",
                                     "Les EG ignorent", "Les unités d'engin de guerre ignorent"])
def test_a_type_of_the_sheet_names_its_units(subject, tmp_path):
    m = _match(_file(tmp_path, (None, f"capacité Lourds : {subject} les terrains dangereux.")))
    assert m.query("terrain dangereux ignoré", False, unite=f"{MONOLITHE}.0") is True
    assert m.query("terrain dangereux ignoré", False, unite=f"{PYLONE}.0") is True
    assert m.query("terrain dangereux ignoré", False, unite=f"{PHALANGE}.0") is False
    assert m.query("terrain dangereux ignoré", False, unite=SCARABEE) is False


def test_a_type_the_file_declares_names_the_units_that_say_it(tmp_path):
    """« type Arachnide, comme : AV » on the Scarabées: « Chaque Arachnide … » is theirs, and « Les véhicules … »
    names them too (the procedures treat them as AV); the Spectres of their formation have neither."""
    path = _file(tmp_path, ("unité Scarabées\n    type : AV", "type Arachnide\n    comme : AV\n\nunité Scarabées\n"
                                                            "    type : Arachnide"),
                 (None, "capacité Carapace : Chaque Arachnide relance ses sauvegardes ratées."),
                 (None, "capacité Chenilles : Les véhicules ignorent les zones de contrôle ennemies."))
    m = _match(path)
    assert m.query("relance svg", False, cible=SCARABEE) and not m.query("relance svg", False, cible=SPECTRE)
    assert m.query("ignore zones de contrôle", False, unite=SCARABEE)
    assert not m.query("ignore zones de contrôle", False, unite=SPECTRE)


# --- a line named and listed, « cette unité » in a line that names its units ------------------------------------
def test_named_and_listed_each_unit_bears_the_line_once(tmp_path):
    """Union: the Scarabées, named and listing it, bear Nuée once; the Spectre that lists it bears it too."""
    path = _file(tmp_path, (NUEE, "capacité Nuée : Les Scarabées comptent comme de l'infanterie pour les terrains "
                                  "dangereux."),
                 ("    capacités : Forme spectrale, Lames de phase, Nécrontyr",
                  "    capacités : Forme spectrale, Lames de phase, Nécrontyr, Nuée"))
    army = A.read(path)
    assert army.profils["Scarabées"].capacites == ("Nuée", "Griffes")
    m = _match(path)
    assert m.query("compte comme", None, unite=SCARABEE, pour="terrain dangereux") == "Infanterie"
    assert m.query("compte comme", None, unite=SPECTRE, pour="terrain dangereux") == "Infanterie"
    assert m.query("compte comme", None, unite=f"{PHALANGE}.0", pour="terrain dangereux") is None


def test_cette_unite_in_a_line_naming_its_units_is_each_of_them(tmp_path):
    m = _match(_file(tmp_path, (NUEE, "capacité Nuée : Les Scarabées comptent comme de l'infanterie pour les terrains "
                                      "dangereux ; cette unité ignore les zones de contrôle ennemies."),
                     SCARABEES_LISTING))
    assert m.query("ignore zones de contrôle", False, unite=SCARABEE) is True
    assert m.query("ignore zones de contrôle", False, unite=SPECTRE) is False


# --- refused: a name that is no unit of the file, a type none has, two subjects ----------------------------------
@pytest.mark.parametrize("line, said, suggestion", [
    ("capacité Nuée : Les Rhinos comptent comme de l'infanterie pour les terrains dangereux.", "Rhinos", None),
    ("capacité Nuée : Les Scarabés comptent comme de l'infanterie pour les terrains dangereux.", "Scarabés",
     "Scarabées"),
])
def test_a_unit_not_in_the_file_is_refused_at_its_name(line, said, suggestion, tmp_path):
    path = _file(tmp_path, (NUEE, line), SCARABEES_LISTING)
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    (problem,) = info.value.problems
    lines = path.read_text(encoding="utf-8").splitlines()
    assert (problem.line, problem.column) == (lines.index(line) + 1, line.index(said) + 1)
    assert problem.suggestion == suggestion


def test_a_type_no_unit_has_is_refused(tmp_path):
    line = "capacité Carapace : Chaque Arachnide relance ses sauvegardes ratées."
    path = _file(tmp_path, ("unité Scarabées", "type Arachnide\n    comme : AV\n\nunité Scarabées"), (None, line))
    with pytest.raises(A.FactionErrors) as info:
        A.read(path)
    (problem,) = info.value.problems
    assert "aucune unité du fichier n'est de type « Arachnide »" in problem.format()
    assert problem.column == line.index("Arachnide") + 1


@pytest.mark.parametrize("line, words", [
    ("capacité Nuée : Les Scarabées ignorent les terrains dangereux. Les Spectres relancent leurs sauvegardes "
     "ratées.", "une ligne nomme un seul sujet"),
    ("capacité Nuée : Des Scarabées ignorent les terrains dangereux.", "lesquels ?"),
    ("capacité Nuée : Deux Scarabées ignorent les terrains dangereux.", "lesquels ?"),
    ("capacité Nuée : Les Scarabées ennemis ignorent les terrains dangereux.", "les dit toutes, de son armée"),
])
def test_what_a_named_subject_cannot_say_is_refused(line, words, tmp_path):
    with pytest.raises(A.FactionErrors) as info:
        A.read(_file(tmp_path, (NUEE, line), SCARABEES_LISTING))
    (problem,) = info.value.problems
    assert words in problem.format()


# --- what ``rulekit check`` says of it ---------------------------------------------------------------------------
def test_rulekit_check_lists_the_named_units_as_bearers(tmp_path):
    """The summary's bearers of « Nuée » are the Scarabées it names (it said « aucune unité ni arme ne l'a »), and the
    Scarabées' row lists it; a type the generic reading cannot tell (« Les véhicules ») is said as the line names it."""
    import json

    from click.testing import CliRunner

    from rulekit.cli import main

    path = _file(tmp_path, (NUEE, "capacité Nuée : Les Scarabées comptent comme de l'infanterie pour les terrains "
                                  "dangereux.\ncapacité Lourds : Les véhicules ignorent les zones de contrôle ennemies."),
                 SCARABEES_LISTING)
    out = CliRunner().invoke(main, ["check", str(path), "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    nuee, lourds = ([a for a in data["abilities"] if a["name"] == n][0] for n in ("Nuée", "Lourds"))
    assert nuee["units"] == ["Scarabées"] and lourds["named"] == "Véhicules"
    assert [u["abilities"] for u in data["units"] if u["name"] == "Scarabées"] == [["Griffes", "Nuée"]]
    text = CliRunner().invoke(main, ["check", str(path)]).output
    assert "Nuée (Scarabées), ligne" in text and "Lourds (les Véhicules qu'elle nomme), ligne" in text


# --- a file's own rule cited by a line that names its units ---------------------------------------------------
def test_chaque_sanguinaire_est_un_demon(tmp_path):
    """« Possédé : Chaque Sanguinaire est un Démon » (listed by no Sanguinaire) = « Cette unité est un démon » listed by
    them: the declared Démon's invulnerable save and dangerous terrain for the Sanguinaires, the Culte has neither.
    (« Les Sanguinaires sont des Démons »: a declared rule is not read in the plural yet, docs/DSL.md §7.)"""
    from .test_citations import CULTE, PATH as LEGION, SANGUINAIRES, _formations

    text = LEGION.read_text(encoding="utf-8").replace(
        "capacité Possédé : Cette unité est un démon.", "capacité Possédé : Chaque Sanguinaire est un Démon.")
    text = text.replace("    armes : Lame d'Enfer\n    capacités : Possédé", "    armes : Lame d'Enfer")
    path = tmp_path / "legion.txt"
    path.write_text(text, encoding="utf-8")
    army, listed = A.read(path), A.read(LEGION)
    assert army.profils["Sanguinaire"].capacites == ("Possédé",)
    assert army.profils["Possédé"].capacites == ("Démon", "Possédé")   # the unit that lists it keeps it, once
    assert _abilities(army)["Sanguinaire"] == {(s, n, c, q) for s, n, c, q in _abilities(listed)["Sanguinaire"]}
    m = scenario(G, {"factions": [str(path), "space_marines"], "terrain": [], "formations": _formations()})
    uid = f"{SANGUINAIRES}.0"
    assert m.query("seconde svg", 0, cible=uid, macro=True) == 5
    assert m.query("terrain dangereux ignoré", False, unite=uid) is True
    assert m.query("seconde svg", 0, cible=f"{CULTE}.0", macro=True) == 0
