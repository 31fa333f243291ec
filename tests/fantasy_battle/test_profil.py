"""Model profiles as DSL text (grammars/fantasy_profil.lark, games/fantasy_battle/profil.py)."""

import pytest

from rulekit.dsl.errors import RulesSyntaxError
from rulekit_games.fantasy_battle import profil as P


def test_attacker_profile():
    p = P.lire("Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0")
    assert p.caracteristiques == (("Attaques", 2), ("Capacité offensive", 4), ("Force", 4),
                                  ("Pénétration d'armure", 0))
    assert p.get("Force") == 4 and "Armure" not in p and p.regles == () and p.type is None


def test_defender_profile_with_type_and_rules():
    p = P.lire("Infanterie, Capacité défensive 3, Résistance 3, Armure 2, Ægide (5+), Parade")
    assert p.types == ("Infanterie",)
    assert p.caracteristiques == (("Capacité défensive", 3), ("Résistance", 3), ("Armure", 2))
    assert p.regles == ("Ægide (5+)", "Parade")


def test_abbreviations_case_and_typography():
    p = P.lire("Att 3, CO 5, FO 4, PA 1, CD 4, Ré 3, Arm 1, PV 2, Agi 4")
    assert dict(p.caracteristiques) == {"Attaques": 3, "Capacité offensive": 5, "Force": 4,
                                        "Pénétration d'armure": 1, "Capacité défensive": 4, "Résistance": 3,
                                        "Armure": 1, "Points de vie": 2, "Agilité": 4}
    assert P.lire("Pénétration d’armure 2").get("Pénétration d'armure") == 2  # typographic apostrophe
    assert P.lire("Fo 3, PA 0.").get("Force") == 3                            # a final full stop


def test_shooting_profile_and_rule_parameters():
    p = P.lire("Précision 4+, Tirs 2, Fo 3, PA 0, Charge dévastatrice (+1 Fo, +1 PA)")
    assert p.get("Précision") == 4 and p.get("Tirs") == 2
    assert p.regles == ("Charge dévastatrice (+1 Fo, +1 PA)",)


def test_canonical_text_reads_back():
    p = P.lire("Infanterie, CD 3, Ré 3, Précision 4+, Ægide (5+)")
    assert P.ecrire(p) == "Infanterie, Capacité défensive 3, Résistance 3, Précision 4+, Ægide (5+)"
    again = P.lire(P.ecrire(p))
    assert (again.caracteristiques, again.types, again.regles) == (p.caracteristiques, p.types, p.regles)


def _erreur(texte) -> RulesSyntaxError:
    with pytest.raises(RulesSyntaxError) as info:
        P.lire(texte)
    return info.value


def test_unknown_characteristic_names_the_known_ones():
    e = _erreur("Attaques 2, Pizza 4")
    assert e.column == 13
    assert "caractéristique inconnue « Pizza »" in str(e)
    assert "Capacité offensive" in e.expected and "Pénétration d'armure" in e.expected


def test_misspelled_characteristic_is_suggested():
    e = _erreur("Capacite offensive 4")
    assert e.column == 1 and e.suggestion == "Capacité offensive"


@pytest.mark.parametrize("texte, colonne, attendu", [
    ("Attaques 2 Force 3", 12, "« , »"),
    ("Attaques 2,, Force 3", 12, "un nom de caractéristique, de type ou de règle"),
    ("Force (4", 9, "« ) »"),
    ("Attaques", 9, "une valeur (« 4 », « 4+ » pour la Précision)"),
    ("Force 4+", 7, "un nombre"),
    ("", 1, "un nom de caractéristique, de type ou de règle"),
])
def test_bad_text_says_where_and_what_was_expected(texte, colonne, attendu):
    e = _erreur(texte)
    assert e.column == colonne
    assert attendu in e.expected


def test_refusals():
    assert "deux fois" in str(_erreur("Force 3, Fo 4"))
    assert "négative" in str(_erreur("Force -1"))
    assert _erreur("Attaques 2, @").column == 13
