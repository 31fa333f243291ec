"""The attack sequence (games/fantasy_battle/sequence.py): hand-computed odds, each query answered
by a small hand-built Ability, the generic enumeration against the convolution, and both
against an independent brute force over every die face."""

import itertools
from fractions import Fraction as F

import pytest

from rulekit import CHANCE
from rulekit_games.fantasy_battle import odds as O
from rulekit_games.fantasy_battle import profil as P
from rulekit_games.fantasy_battle import sequence as S

from .regles_test import (
    DEF, amelioration, carac, ignore_modificateur, ignore_sauvegarde, interdit, modificateur, parade, relance,
    sauvegarde, sur_un_six)

LANCIER = "Attaques 2, Capacité offensive 4, Force 4, Pénétration d'armure 0"
ORQUE = "Capacité défensive 3, Résistance 3, Armure 2"


def dist(att, dfn, regles_att=(), regles_def=(), methode="convolution", **attaque):
    return O.distribution(P.lire(att), P.lire(dfn), S.Attaque(**attaque), regles_att, regles_def, methode=methode)


def mean(att, dfn, regles_att=(), regles_def=(), **attaque):
    return O.moyenne(dist(att, dfn, regles_att, regles_def, **attaque))


def plan(att, dfn, regles_att=(), regles_def=(), **attaque):
    return S.combat(P.lire(att), P.lire(dfn), S.Attaque(**attaque), regles_att, regles_def).plan


# ----------------------------------------------------------------------------- hand-computed

def test_two_attacks_by_hand():
    # CO 4 vs CD 3: 3+ (2/3); Fo 4 vs Ré 3: 3+ (2/3); Armure 2: 5+, so 2/3 fail: 8/27 per attack
    d = dist(LANCIER, ORQUE)
    u = F(8, 27)
    assert d == {0: (1 - u) ** 2, 1: 2 * u * (1 - u), 2: u * u}
    assert sum(d.values()) == 1 and O.moyenne(d) == F(16, 27)


def test_the_procedure_is_chance_nodes_of_sorted_dice():
    m = S.combat(P.lire(LANCIER), P.lire(ORQUE))
    assert m.current_player is CHANCE
    outcomes = m.chance_outcomes()
    assert [o.values for o, _ in outcomes][:3] == [(1, 1), (1, 2), (1, 3)]  # two to-hit dice, one node
    assert sum(p for _, p in outcomes) == 1
    m.apply(outcomes[0][0])   # both miss
    assert m.is_over and m.non_sauvees == 0


def test_special_save_by_hand():
    # 8/27 unsaved by armour, then Ægide 5+ saves 1/3 of those
    assert mean(LANCIER, ORQUE, regles_def=[sauvegarde("Ægide", 5)]) == 2 * F(8, 27) * F(2, 3)


def test_only_the_best_special_save_is_used():
    one = mean(LANCIER, ORQUE, regles_def=[sauvegarde("Ægide", 4)])
    both = mean(LANCIER, ORQUE, regles_def=[sauvegarde("Fortitude", 5), sauvegarde("Ægide", 4)])
    assert both == one == 2 * F(8, 27) * F(1, 2)  # not 1/2 × 2/3: one save only
    assert plan(LANCIER, ORQUE, regles_def=[sauvegarde("Fortitude", 5), sauvegarde("Ægide", 4)]).speciales[0][0] == "Ægide"


def test_a_save_improved_within_its_maximum():
    # « Fortitude (+1, max. 4+) » on Fortitude (5+): 4+; alone it gives a (7 − 1)+ = 6+
    p = plan(LANCIER, ORQUE, regles_def=[sauvegarde("Fortitude", 5), amelioration("Fortitude", 1, 4)])
    assert [(n, t.seuil) for n, t in p.speciales] == [("Fortitude", 4)]
    p = plan(LANCIER, ORQUE, regles_def=[sauvegarde("Fortitude", 4), amelioration("Fortitude", 2, 4)])
    assert [(n, t.seuil) for n, t in p.speciales] == [("Fortitude", 4)]
    p = plan(LANCIER, ORQUE, regles_def=[amelioration("Fortitude", 1, 4)])
    assert [(n, t.seuil) for n, t in p.speciales] == [("Fortitude", 6)]


def test_characteristic_added_and_set():
    # Hallebarde-like: +1 Fo, +1 PA → Fo 5 vs Ré 3: 2+ (5/6); Armure 2 − 1: 6+ (5/6 fail)
    assert mean(LANCIER, ORQUE, [carac("Force", 1), carac("Pénétration d'armure", 1)]) == 2 * F(2, 3) * F(5, 6) * F(5, 6)
    # « passe à 10 »: PA 10 leaves no armour save
    assert mean(LANCIER, ORQUE, [carac("Pénétration d'armure", fixe=10)]) == 2 * F(2, 3) * F(2, 3)
    # +1 Attaques: three attacks
    assert mean(LANCIER, ORQUE, [carac("Attaques", 1)]) == 3 * F(8, 27)


def test_charge_condition_reads_the_attack_situation():
    charge_devastatrice = carac("Force", 2, quand=lambda ctx: ctx["attaque"].charge)
    sans = mean(LANCIER, ORQUE, [charge_devastatrice])
    avec = mean(LANCIER, ORQUE, [charge_devastatrice], charge=True)
    assert sans == 2 * F(8, 27)
    assert avec == 2 * F(2, 3) * F(5, 6) * F(2, 3)  # Fo 6 vs Ré 3: 2+


def test_modifiers_to_the_rolls():
    # +1 pour toucher: 3+ becomes 2+ (5/6)
    assert mean(LANCIER, ORQUE, [modificateur("toucher", 1)]) == 2 * F(5, 6) * F(2, 3) * F(2, 3)
    # a defender's rule: −1 for the melee attacks allocated to it (3+ becomes 4+)
    assert mean(LANCIER, ORQUE, regles_def=[modificateur("toucher", -1, cote=DEF)]) == 2 * F(1, 2) * F(2, 3) * F(2, 3)
    # −3 pour toucher: needs 6 on the die, a natural 6 always hits
    assert mean(LANCIER, ORQUE, [modificateur("toucher", -3)]) == 2 * F(1, 6) * F(2, 3) * F(2, 3)
    # +1 pour blesser
    assert mean(LANCIER, ORQUE, [modificateur("blesser", 1)]) == 2 * F(2, 3) * F(5, 6) * F(2, 3)
    # +1 to the armour save (the defender's): 4+
    assert mean(LANCIER, ORQUE, regles_def=[modificateur("sauvegarde d'armure", 1, cote=DEF)]) == 2 * F(2, 3) * F(2, 3) * F(1, 2)


def test_the_best_rolls_are_two_plus():
    # Armure 7 (6 + 1) against PA 0: every face but a natural 1 saves, as Armure 6 does
    six = mean(LANCIER, "Capacité défensive 3, Résistance 3, Armure 6")
    assert six == 2 * F(2, 3) * F(2, 3) * F(1, 6)
    assert mean(LANCIER, "Capacité défensive 3, Résistance 3, Armure 6", regles_def=[carac("Armure", 1, cote=DEF)]) == six
    assert mean(LANCIER, "Capacité défensive 3, Résistance 3, Armure 9") == six
    # Précision 2+ with +2 to hit: still a natural 1 misses
    assert mean("Précision 2+, Tirs 1, Force 3", TARGET, [modificateur("toucher", 2)], type="tir") == \
        F(5, 6) * F(1, 2) * F(5, 6)
    # a special save « (1+) » is a 2+
    assert mean(LANCIER, ORQUE, regles_def=[sauvegarde("Ægide", 1)]) == 2 * F(8, 27) * F(1, 6)


def test_rerolls():
    p = F(2, 3)
    assert mean(LANCIER, ORQUE, [relance("toucher")]) == 2 * (p + (1 - p) * p) * F(2, 3) * F(2, 3)
    assert mean(LANCIER, ORQUE, [relance("blesser")]) == 2 * F(2, 3) * (p + (1 - p) * p) * F(2, 3)
    # the defender's failed armour saves rerolled: saves 1/3 + 2/3 × 1/3 = 5/9
    assert mean(LANCIER, ORQUE, regles_def=[relance("sauvegarde d'armure", cote=DEF)]) == 2 * F(4, 9) * F(4, 9)
    # « Les jets de sauvegarde d'Ægide réussis contre des attaques avec la règle Attaque divine doivent être relancés »
    aegide = sauvegarde("Ægide", 5)
    forcee = relance("sauvegarde spéciale", "réussis", nom="Ægide")
    assert mean(LANCIER, ORQUE, [forcee], [aegide]) == 2 * F(8, 27) * (1 - F(1, 3) * F(1, 3))
    # a die is rerolled once: rerolling both failed and successful dice is one reroll of each die
    assert mean(LANCIER, ORQUE, [relance("toucher"), relance("toucher", "réussis")]) == 2 * F(8, 27)


def test_on_a_six_to_hit():
    # « blesse automatiquement »: P(6) = 1/6 wounds at once; 3, 4, 5 (1/2) roll to wound
    auto = mean(LANCIER, ORQUE, [sur_un_six("toucher", "blesse automatiquement")])
    assert auto == 2 * (F(1, 6) + F(1, 2) * F(2, 3)) * F(2, 3)
    # « touche supplémentaire »: a 6 makes two hits, each rolling to wound
    extra = mean(LANCIER, ORQUE, [sur_un_six("toucher", "touche supplémentaire")])
    assert extra == 2 * (F(2, 3) + F(1, 6)) * F(2, 3) * F(2, 3)
    # both: the first hit wounds automatically, the extra one rolls (seed: « seule une touche … »)
    both = mean(LANCIER, ORQUE, [sur_un_six("toucher", "touche supplémentaire", "blesse automatiquement")])
    assert both == 2 * (F(1, 6) * (1 + F(2, 3)) + F(1, 2) * F(2, 3)) * F(2, 3)


def test_on_a_six_to_wound():
    # « voit sa Pénétration d'armure passer à 10 et ignore les sauvegardes de Fortitude »
    coup_fatal = sur_un_six("blesser", ("Pénétration d'armure", 10), ("ignore", "Fortitude"))
    # to wound 3+: a 6 (1/6) skips armour and Fortitude; 3-5 (1/2) face armour (2/3 fail) and Fortitude 4+
    d = mean(LANCIER, ORQUE, [coup_fatal], [sauvegarde("Fortitude", 4)])
    assert d == 2 * F(2, 3) * (F(1, 6) + F(1, 2) * F(2, 3) * F(1, 2))
    # with an Ægide 5+ as well, the wound Fortitude cannot stop still meets the Ægide
    d = mean(LANCIER, ORQUE, [coup_fatal], [sauvegarde("Fortitude", 4), sauvegarde("Ægide", 5)])
    assert d == 2 * F(2, 3) * (F(1, 6) * F(2, 3) + F(1, 2) * F(2, 3) * F(1, 2))


def test_a_rule_reads_the_other_sides_rules():
    # « doivent relancer les jets pour blesser ratés contre les figurines avec Inflammable »
    from rulekit.abilities import Ability, Modifier

    def fn(match, bearer, ctx, value):
        contre = "Inflammable" in ctx["regles"][DEF]
        return True if bearer == "attaquant" and ctx["jet"] == "blesser" and ctx["issue"] == "ratés" and contre else value

    enflammee = Ability("Attaque enflammée", modifiers=(Modifier("relance", fn),))
    inflammable = Ability("Inflammable")
    assert mean(LANCIER, ORQUE, [enflammee]) == 2 * F(8, 27)
    assert mean(LANCIER, ORQUE, [enflammee], [inflammable]) == 2 * F(2, 3) * F(8, 9) * F(2, 3)


def test_ignore_a_save():
    assert mean(LANCIER, ORQUE, [ignore_sauvegarde("Fortitude")], [sauvegarde("Fortitude", 4)]) == 2 * F(8, 27)
    assert mean(LANCIER, ORQUE, [ignore_sauvegarde("Fortitude")],
                [sauvegarde("Fortitude", 4), sauvegarde("Ægide", 5)]) == 2 * F(8, 27) * F(2, 3)


def test_parade_reads_the_attackers_skill():
    # +1 CD (3 → 4) or CD = CO of the attacker (4): the better is 4, CO 4 vs CD 4: 4+
    assert mean(LANCIER, ORQUE, regles_def=[parade()]) == 2 * F(1, 2) * F(2, 3) * F(2, 3)
    # not against attacks on the flank
    assert mean(LANCIER, ORQUE, regles_def=[parade()], front=False) == 2 * F(8, 27)


SHOOTER = "Précision 4+, Tirs 2, Force 3"
TARGET = "Résistance 3, Armure 1"


def test_shooting_by_hand():
    # 4+ (1/2), Fo 3 vs Ré 3: 4+ (1/2), Armure 1: 6+ (5/6 fail)
    assert mean(SHOOTER, TARGET, type="tir") == 2 * F(1, 2) * F(1, 2) * F(5, 6)
    # long range and moving: −2, 6+
    assert mean(SHOOTER, TARGET, type="tir", longue_portee=True, en_mouvement=True) == 2 * F(1, 6) * F(1, 2) * F(5, 6)
    # « ne subit pas le malus de −1 pour toucher à Longue portée »
    assert mean(SHOOTER, TARGET, [ignore_modificateur("Longue portée")], type="tir", longue_portee=True) == \
        mean(SHOOTER, TARGET, type="tir")


def test_hopeless_shots():
    # Précision 5+, −2: 7+, a natural 6 then 4+
    assert mean("Précision 5+, Tirs 1, Force 3", TARGET, type="tir", longue_portee=True, en_mouvement=True) == \
        F(1, 6) * F(1, 2) * F(1, 2) * F(5, 6)
    # Précision 6+, −3 (a rule adds −1): 9+, a 6 then 6+
    d = mean("Précision 6+, Tirs 1, Force 3", TARGET, [modificateur("toucher", -1)], type="tir",
             longue_portee=True, en_mouvement=True)
    assert d == F(1, 6) * F(1, 6) * F(1, 2) * F(5, 6)
    # 10+: no hit at all
    assert dist("Précision 6+, Tirs 3, Force 3", TARGET, [modificateur("toucher", -2)], type="tir",
                longue_portee=True, en_mouvement=True) == {0: 1}


def test_prohibited_weapon_is_refused():
    with pytest.raises(S.SequenceError, match="a model of type Infanterie may not use the weapon « Lance de cavalerie »"):
        plan("Infanterie, " + LANCIER, ORQUE, [interdit("Lance de cavalerie", "Infanterie")], arme="Lance de cavalerie")
    assert plan("Cavalerie, " + LANCIER, ORQUE, [interdit("Lance de cavalerie", "Infanterie")],
                arme="Lance de cavalerie").attaques == 2


def test_missing_characteristics_are_named():
    with pytest.raises(S.SequenceError, match="the attacker's profile does not give: Capacité offensive"):
        plan("Attaques 2, Force 3", ORQUE)
    with pytest.raises(S.SequenceError, match="the defender's profile does not give: Résistance"):
        plan(LANCIER, "Capacité défensive 3")
    # a shooting weapon's rule may give the Force the profile does not
    assert plan("Précision 4+", TARGET, [carac("Force", fixe=4)], type="tir").caracteristiques[2] == ("Force", 4)


def test_zero_attacks():
    assert dist("Attaques 0, Capacité offensive 4, Force 4", ORQUE) == {0: 1}
    assert dist("Attaques 0, Capacité offensive 4, Force 4", ORQUE, methode="enumeration") == {0: 1}


# ----------------------------------------------------------------------------- brute force

def brute_attaque(p, des):
    """One attack read from the iterator ``des`` of die faces, written apart from the sequence:
    ``p`` gives the faces that succeed each roll (computed by hand from the charts)."""
    d = next(des)
    touche = d in p["toucher"]
    if not touche and p.get("relance_toucher"):
        d = next(des)
        touche = d in p["toucher"]
    six_toucher = d == 6
    if touche and "desespere" in p:
        d2 = next(des)  # « le second jet pour toucher »: a to-hit roll too, rerolled as such
        touche = d2 in p["desespere"]
        if not touche and p.get("relance_toucher"):
            touche = next(des) in p["desespere"]
        six_toucher = True
    if not touche:
        return 0
    touches = [{"auto": False, "pa": None, "ignore": set()}]
    if six_toucher:
        for effet in p.get("six_toucher", ()):
            if effet == "blesse automatiquement":
                touches[0]["auto"] = True
            elif effet == "touche supplémentaire":
                touches.append({"auto": False, "pa": None, "ignore": set()})
    perdues = 0
    for t in touches:
        if not t["auto"]:
            d = next(des)
            blesse = d in p["blesser"]
            if not blesse and p.get("relance_blesser"):
                d = next(des)
                blesse = d in p["blesser"]
            if not blesse:
                continue
            if d == 6:
                for effet in p.get("six_blesser", ()):
                    if effet[0] == "Pénétration d'armure":
                        t["pa"] = effet[1]
                    elif effet[0] == "ignore":
                        t["ignore"].add(effet[1])
        armure = p["armure"](t["pa"])
        if armure:
            d = next(des)
            sauve = d in armure
            if not sauve and p.get("relance_armure"):
                d = next(des)
                sauve = d in armure
            if sauve:
                continue
        usables = [(nom, faces, forcee) for nom, faces, forcee in p.get("speciales", ()) if nom not in t["ignore"]]
        if usables:
            def chance(faces, forcee):
                ok = sum(1 for a, b in itertools.product(range(1, 7), repeat=2)
                         if (b in faces if (forcee and a in faces) else a in faces))
                return F(ok, 36)
            nom, faces, forcee = max(usables, key=lambda u: chance(u[1], u[2]))
            d = next(des)
            sauve = d in faces
            if sauve and forcee:
                d = next(des)
                sauve = d in faces
            if sauve:
                continue
        perdues += 1
    return perdues


def brute(p, attaques, des_par_attaque):
    """Every face of every die of ``attaques`` attacks (itertools.product), each sequence of
    faces equally likely; dice an attack does not read are summed over."""
    out = {}
    n = attaques * des_par_attaque
    for faces in itertools.product(range(1, 7), repeat=n):
        it = iter(faces)
        total = sum(brute_attaque(p, it) for _ in range(attaques))
        out[total] = out.get(total, 0) + 1
    return {k: F(v, 6 ** n) for k, v in sorted(out.items())}


def brute_somme(une, n):
    """n independent attacks: the brute force's own sum of independent draws."""
    total = {0: F(1)}
    for _ in range(n):
        nouveau = {}
        for a, pa in total.items():
            for b, pb in une.items():
                nouveau[a + b] = nouveau.get(a + b, 0) + pa * pb
        total = nouveau
    return {k: v for k, v in sorted(total.items()) if v}


def faces(depuis):
    return set(range(depuis, 7))


def armure_selon(armure_valeur, pa):
    """The faces that save for Armure ``armure_valeur`` and this PA (by hand: 7 − (A − PA), no 1)."""
    return lambda pa_coup: (faces(max(7 - (armure_valeur - (pa if pa_coup is None else pa_coup)), 2))
                            if armure_valeur - (pa if pa_coup is None else pa_coup) > 0 else set())


CAS = {
    # name: (attacker, defender, attacker's rules, defender's rules, situation, brute-force parameters, dice per attack)
    "base": (LANCIER, ORQUE, (), (), {},
             {"toucher": faces(3), "blesser": faces(3), "armure": armure_selon(2, 0)}, 3),
    "relances": (LANCIER, ORQUE, (relance("toucher"), relance("blesser")), (relance("sauvegarde d'armure", cote=DEF),), {},
                 {"toucher": faces(3), "blesser": faces(3), "armure": armure_selon(2, 0), "relance_toucher": True,
                  "relance_blesser": True, "relance_armure": True}, 6),
    "six pour toucher": (LANCIER, ORQUE, (sur_un_six("toucher", "touche supplémentaire", "blesse automatiquement"),),
                         (sauvegarde("Ægide", 5),), {},
                         {"toucher": faces(3), "blesser": faces(3), "armure": armure_selon(2, 0),
                          "six_toucher": ("touche supplémentaire", "blesse automatiquement"),
                          "speciales": (("Ægide", faces(5), False),)}, 7),
    "coup fatal": ("Attaques 2, Capacité offensive 3, Force 3, Pénétration d'armure 1", "Capacité défensive 4, Résistance 4, Armure 4",
                   (sur_un_six("blesser", ("Pénétration d'armure", 10), ("ignore", "Fortitude")),),
                   (sauvegarde("Fortitude", 4), sauvegarde("Ægide", 6)), {},
                   {"toucher": faces(4), "blesser": faces(5), "armure": armure_selon(4, 1),
                    "six_blesser": (("Pénétration d'armure", 10), ("ignore", "Fortitude")),
                    "speciales": (("Fortitude", faces(4), False), ("Ægide", faces(6), False))}, 4),
    "ægide forcée": (LANCIER, ORQUE, (relance("sauvegarde spéciale", "réussis", nom="Ægide"), modificateur("toucher", -1)),
                     (sauvegarde("Ægide", 4),), {},
                     {"toucher": faces(4), "blesser": faces(3), "armure": armure_selon(2, 0),
                      "speciales": (("Ægide", faces(4), True),)}, 5),
    "tir désespéré": ("Précision 5+, Tirs 2, Force 4, PA 1, Attaques 1", "Résistance 3, Armure 3",
                      (relance("toucher"), sur_un_six("toucher", "blesse automatiquement")), (),
                      {"type": "tir", "longue_portee": True, "en_mouvement": True},
                      {"toucher": {6}, "desespere": faces(4), "relance_toucher": True, "blesser": faces(3),
                       "armure": armure_selon(3, 1), "six_toucher": ("blesse automatiquement",)}, 6),
}


_BRUTE = {}


def brute_une(cas):
    """The brute force of one attack of ``cas`` (computed once per run)."""
    if cas not in _BRUTE:
        params, des = CAS[cas][5], CAS[cas][6]
        _BRUTE[cas] = brute(params, 1, des)
    return _BRUTE[cas]


@pytest.mark.parametrize("cas", sorted(CAS))
def test_one_attack_agrees_with_brute_force(cas):
    att, dfn, ra, rd, situation, params, des = CAS[cas]
    m = S.combat(P.lire(att), P.lire(dfn), S.Attaque(**situation), ra, rd, une_seule=True)
    assert O.enumerer(m) == brute_une(cas)


@pytest.mark.parametrize("cas", sorted(CAS))
def test_many_attacks_agree_with_brute_force(cas):
    att, dfn, ra, rd, situation, params, des = CAS[cas]
    m = S.combat(P.lire(att), P.lire(dfn), S.Attaque(**situation), ra, rd, une_seule=True)
    n = m.plan.attaques
    attendu = brute_somme(brute_une(cas), n)
    assert O.distribution(P.lire(att), P.lire(dfn), S.Attaque(**situation), ra, rd) == attendu
    assert O.distribution(P.lire(att), P.lire(dfn), S.Attaque(**situation), ra, rd, methode="enumeration") == attendu
    assert sum(attendu.values()) == 1


def test_two_attacks_whole_product_against_the_generic_enumeration():
    """No independence assumed on either side: every face of both attacks' dice at once."""
    att, dfn, ra, rd, situation, params, des = CAS["base"]
    attendu = brute(params, 2, des)
    assert attendu == brute_somme(brute(params, 1, des), 2)
    assert O.distribution(P.lire(att), P.lire(dfn), S.Attaque(**situation), ra, rd, methode="enumeration") == attendu


def test_a_wrong_chart_would_be_caught():
    """Negative control: the brute force tells a 4+ to-wound from a 3+ one."""
    params = dict(CAS["base"][5], blesser=faces(4))
    m = S.combat(P.lire(LANCIER), P.lire(ORQUE), une_seule=True)
    assert O.enumerer(m) != brute(params, 1, 3)
