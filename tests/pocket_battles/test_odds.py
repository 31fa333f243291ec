"""Exact odds with rerolls: each die played as its class of faces (odds.distribution) gives the
very Fractions of the plain enumeration of every roll (odds.enumeration), on many cases."""

import random
from fractions import Fraction

import pytest

from rulekit.dsl import RelanceAccordee
from rulekit_games.pocket_battles import odds

UN_DE = RelanceAccordee("soi", "tous", False, 1)
DEUX_DES = RelanceAccordee("soi", "tous", False, 2)
TOUS = RelanceAccordee("soi", "tous", True, 1)
TOUS_OBLIGE = RelanceAccordee("soi", "tous", True, 1, obligatoire=True)
SES_1 = RelanceAccordee("soi", "tous", False, 1, valeurs=(1,))
SES_1_ET_5 = RelanceAccordee("soi", "tous", False, 1, valeurs=(1, 5))  # faces that interleave
UN_DE_OBLIGE = RelanceAccordee("soi", "tous", False, 1, obligatoire=True)
FORCEE = RelanceAccordee("adversaire", "tous", False, 1)
FORCEES = RelanceAccordee("adversaire", "tous", False, 2)
FORCEE_SES_6 = RelanceAccordee("adversaire", "tous", False, 1, valeurs=(6,))

FACES = [(3, 3, 4, 4, 5), (4, 5), (6,), (5, 6), (1, 3, 5), (2,), (1, 1, 1), (2, 4, 6, 6)]
GRANTS = [([UN_DE], []), ([TOUS], []), ([TOUS_OBLIGE], []), ([SES_1], []), ([SES_1_ET_5], []),
          ([UN_DE_OBLIGE], []), ([DEUX_DES], []), ([], [FORCEE]), ([], [FORCEES]), ([], [FORCEE_SES_6]),
          ([UN_DE], [FORCEE]), ([TOUS, SES_1], [FORCEE]), ([SES_1_ET_5, UN_DE], [FORCEES]),
          ([UN_DE, SES_1_ET_5], []),  # which die without a hit the first takes matters to the second
          ([TOUS], [FORCEE_SES_6])]


@pytest.mark.parametrize("faces", FACES)
@pytest.mark.parametrize("relances, forcees", GRANTS)
def test_les_classes_de_faces_donnent_les_fractions_de_l_enumeration(faces, relances, forcees):
    for des, bonus in ((0, 0), (1, 0), (2, 1), (3, 0)):
        attendu = odds.enumeration(faces, des, bonus, relances, forcees)
        assert odds.distribution(faces, des, bonus, relances, forcees) == attendu
        assert sum(attendu.values()) == 1


def test_au_hasard_sur_plus_de_des():
    rng = random.Random(23)
    toutes = [UN_DE, DEUX_DES, TOUS, TOUS_OBLIGE, SES_1, SES_1_ET_5, UN_DE_OBLIGE]
    for _ in range(25):
        faces = tuple(sorted(rng.choice(range(1, 7)) for _ in range(rng.randint(1, 5))))
        relances = rng.sample(toutes, rng.randint(0, 2))
        forcees = rng.sample([FORCEE, FORCEES, FORCEE_SES_6], rng.randint(0, 1))
        des = rng.randint(1, 5)
        assert odds.distribution(faces, des, 1, relances, forcees) == odds.enumeration(faces, des, 1, relances, forcees)


def test_les_classes():
    assert odds.classes((4, 5), (TOUS,)) == ((1, 2, 3, 6), (4, 5))
    assert odds.classes((4, 5), (SES_1,)) == ((1,), (2, 3, 6), (4, 5))
    # 1 and 5 may be rerolled, 3 not, all without a hit: the lowest die chosen may be either
    assert odds.classes((2,), (SES_1_ET_5,)) == tuple((v,) for v in range(1, 7))


def test_la_question_du_banc_d_essai():
    """``rulekit odds pocket_battles --combat "4 5" --dice 6 --reroll-all``: the six dice are all
    thrown again when they score fewer hits than 2 (the average, 6 × 2/6)."""
    sans = odds.sans_relance((4, 5), 6)
    rate = sans[0] + sans[1]
    attendu = {k: (p if k >= 2 else 0) + rate * sans[k] for k, p in sans.items()}
    assert odds.distribution((4, 5), 6, 0, [TOUS]) == {k: p for k, p in attendu.items() if p}
    assert sum(attendu.values()) == Fraction(1)
