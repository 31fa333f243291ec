"""Hypothesis: a modifier in the attacker's favour never lowers the expected unsaved wounds, one
in the defender's favour never raises them, whatever the profiles and the other rules in play."""

from fractions import Fraction as F

from hypothesis import given, note
from hypothesis import strategies as st

from rulekit_games.fantasy_battle import odds as O
from rulekit_games.fantasy_battle import profil as P
from rulekit_games.fantasy_battle import sequence as S

from .regles_test import (
    DEF, amelioration, carac, ignore_modificateur, ignore_sauvegarde, modificateur, relance, sauvegarde,
    sur_un_six)


def mean(att, dfn, ra, rd, attaque):
    return O.moyenne(O.distribution(att, dfn, attaque, ra, rd))


@st.composite
def situations(draw):
    tir = draw(st.booleans())
    attaques = draw(st.integers(1, 3))
    force = draw(st.integers(1, 8))
    pa = draw(st.integers(0, 4))
    if tir:
        att = f"Précision {draw(st.integers(2, 6))}+, Tirs {attaques}, Force {force}, PA {pa}"
        attaque = S.Attaque(type="tir", longue_portee=draw(st.booleans()), en_mouvement=draw(st.booleans()))
    else:
        att = f"Attaques {attaques}, Capacité offensive {draw(st.integers(1, 9))}, Force {force}, PA {pa}"
        attaque = S.Attaque(charge=draw(st.booleans()))
    dfn = (f"Capacité défensive {draw(st.integers(1, 9))}, Résistance {draw(st.integers(1, 8))}, "
           f"Armure {draw(st.integers(0, 7))}")
    # other rules already in play, on both sides
    ra = draw(st.lists(st.sampled_from([
        relance("toucher"), relance("blesser"), modificateur("toucher", -1), modificateur("blesser", 1),
        sur_un_six("toucher", "touche supplémentaire"), sur_un_six("toucher", "blesse automatiquement"),
        sur_un_six("blesser", ("Pénétration d'armure", 10), ("ignore", "Fortitude")),
        ignore_sauvegarde("Ægide"), ignore_modificateur("Longue portée"),
        relance("sauvegarde spéciale", "réussis", nom="Fortitude")]), max_size=3, unique_by=lambda a: a.name))
    rd = draw(st.lists(st.sampled_from([
        sauvegarde("Ægide", 5), sauvegarde("Fortitude", 4), sauvegarde("Ægide", 3), amelioration("Fortitude", 1, 3),
        relance("sauvegarde d'armure", cote=DEF), modificateur("toucher", -1, cote=DEF)]),
        max_size=3, unique_by=lambda a: a.name))
    return P.lire(att), P.lire(dfn), ra, rd, attaque


POUR_L_ATTAQUANT = [carac("Force", 1), carac("Pénétration d'armure", 1), carac("Attaques", 1), carac("Tirs", 1),
                    carac("Capacité offensive", 1), carac("Précision", -1), modificateur("toucher", 1),
                    modificateur("blesser", 1), relance("toucher"), relance("blesser"),
                    sur_un_six("toucher", "touche supplémentaire"), sur_un_six("blesser", ("Pénétration d'armure", 10)),
                    ignore_sauvegarde("Fortitude"), relance("sauvegarde d'armure", "réussis"),
                    ignore_modificateur("Tir en mouvement")]
POUR_LE_DEFENSEUR = [carac("Armure", 1, cote=DEF), carac("Résistance", 1, cote=DEF),
                     carac("Capacité défensive", 1, cote=DEF), modificateur("toucher", -1, cote=DEF),
                     modificateur("sauvegarde d'armure", 1, cote=DEF), relance("sauvegarde d'armure", cote=DEF),
                     sauvegarde("Ægide", 5), amelioration("Fortitude", 1, 4),
                     relance("sauvegarde spéciale", cote=DEF, nom="Ægide")]


@given(situations(), st.sampled_from(POUR_L_ATTAQUANT))
def test_a_modifier_for_the_attacker_never_lowers_the_wounds(situation, regle):
    att, dfn, ra, rd, attaque = situation
    avant = mean(att, dfn, ra, rd, attaque)
    apres = mean(att, dfn, [*ra, regle], rd, attaque)
    note(f"{regle.name}: {avant} -> {apres}")
    assert apres >= avant


@given(situations(), st.sampled_from(POUR_LE_DEFENSEUR))
def test_a_modifier_for_the_defender_never_raises_the_wounds(situation, regle):
    att, dfn, ra, rd, attaque = situation
    avant = mean(att, dfn, ra, rd, attaque)
    apres = mean(att, dfn, ra, [*rd, regle], attaque)
    note(f"{regle.name}: {avant} -> {apres}")
    assert apres <= avant


def test_the_property_can_fail():
    """Negative control: a rule against the attacker given to the attacker lowers the wounds,
    so the property above would catch a modifier read the wrong way round."""
    att = P.lire("Attaques 2, Capacité offensive 4, Force 4")
    dfn = P.lire("Capacité défensive 3, Résistance 3, Armure 2")
    assert mean(att, dfn, [modificateur("toucher", -1)], [], S.Attaque()) < mean(att, dfn, [], [], S.Attaque())
    assert mean(att, dfn, [], [], S.Attaque()) == 2 * F(8, 27)


def test_every_edge_of_the_charts_is_monotone():
    """Exhaustively at the charts' ends (where hypothesis seldom looks): one more point of
    Armure, Résistance, Force, PA or skill moves the expected wounds the right way."""
    for armure in range(0, 9):
        for pa in range(0, 4):
            att = P.lire(f"Attaques 1, Capacité offensive 4, Force 4, PA {pa}")
            dfn = P.lire(f"Capacité défensive 4, Résistance 4, Armure {armure}")
            base = mean(att, dfn, [], [], S.Attaque())
            assert mean(att, dfn, [], [carac("Armure", 1, cote=DEF)], S.Attaque()) <= base
            assert mean(att, dfn, [carac("Pénétration d'armure", 1)], [], S.Attaque()) >= base
    for ecart in range(-10, 11):
        att = P.lire(f"Attaques 1, Capacité offensive {max(1, 5 + ecart)}, Force {max(1, 5 + ecart)}")
        dfn = P.lire("Capacité défensive 5, Résistance 5")
        base = mean(att, dfn, [], [], S.Attaque())
        for regle in (carac("Force", 1), carac("Capacité offensive", 1), modificateur("toucher", 1),
                      modificateur("blesser", 1)):
            assert mean(att, dfn, [regle], [], S.Attaque()) >= base
        for regle in (carac("Résistance", 1, cote=DEF), carac("Capacité défensive", 1, cote=DEF)):
            assert mean(att, dfn, [], [regle], S.Attaque()) <= base
