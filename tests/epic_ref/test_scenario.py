"""Scenarios (rulekit.testing): Epic positions built from a description and played on; exact odds
checked by hand against the sheet; bad descriptions; the declared invariants, each shown to trip."""

from __future__ import annotations

import copy
import json
import random
from fractions import Fraction

import attrs
import pytest
from rulekit_games import epic_ref
from rulekit_games.epic_ref import invariants, victoire
from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref.evenements import ObjectifsTenus, Ralliement, UniteDetruite
from rulekit_games.epic_ref.invariants import INVARIANTS

from rulekit.testing.invariants import check_save_round_trip
from rulekit import CHANCE, ScenarioError, plugins
from rulekit.chance import sample
from rulekit.records import Dice
from rulekit.testing import (
    core_invariants,
    distribution,
    outcomes,
    probability,
    scenario,
)

from .conftest import P, W, armee, kinds


def sc(description, seed=0):
    return scenario("epic_ref", description, seed)


def f(joueur, nom, x=90, y=60, **kw):
    return {"joueur": joueur, "nom": nom, "x": x, "y": y, **kw}


def labels(m):
    return [a.label for a in m.legal_actions()]


def jouer(m, morceau):
    """Take the legal action labelled ``morceau``, or the only one whose label contains it."""
    choix = ([a for a in m.legal_actions() if a.label == morceau]
             or [a for a in m.legal_actions() if morceau in a.label])
    assert len(choix) == 1, (morceau, labels(m))
    m.apply(choix[0])


def des(m, *valeurs):
    assert m.current_player is CHANCE, labels(m)
    m.apply(Dice(tuple(sorted(valeurs))))


def premier(*morceaux):
    """A ``decide`` for outcomes(): the first legal action matching the first fragment that matches."""
    def decide(m):
        for morceau in morceaux:
            for a in m.legal_actions():
                if morceau in a.label:
                    return a
        raise AssertionError(f"none of {morceaux} in {labels(m)}")
    return decide


def FIN_ACTIVATION(m):
    """The end of player 1's activation: player 2 decides, or (nothing left to activate) a new turn."""
    return m.current_player == 1 or m.tour > 1


# Three Predators, two of them stopped by blast markers, 40 cm from a squadron of two Chariots:
# only the Autocanon (45 cm) reaches, not the Bolters lourds (30 cm).
TIR = {"terrain": [], "formations": [
    f(0, "Escadron Predator", 90, 40, pions=2),
    f(1, "Escadron de Chariots", 90, 80, pertes={"Chariot de Guerre Ork": 1})]}
# Four Marines d'Assaut 20 cm from what is left of a Bande de Boyz: one Boy and the Nob.
ASSAUT = {"terrain": [], "formations": [
    f(0, "Compagnie d'Assaut", 90, 50),
    f(1, "Bande de Boyz", 90, 70, pertes={"Boyz Orks": 5})]}
# A broken Bande de Boyz (3 Boyz and the Nob left, 4 markers) in the end phase, Space Marines 40 cm away.
RALLIEMENT = {"phase": "fin", "terrain": [], "formations": [
    f(1, "Bande de Boyz", 35, 70, pertes=["Boyz Orks"] * 3, pions=4, démoralisée=True),
    f(0, "Compagnie Tactique", 35, 30)]}
# Everything at once: another battlefield, own terrain and objectives, flags, losses both ways.
RICHE = {
    "factions": "orks,space_marines", "scénario": "Plaines de Tallarn", "tour": 2, "joueur": 1,
    "terrain": ["Bois 80 50 20 20", {"nom": "Ruines", "x": 10, "y": 10, "l": 30, "p": 15}],
    "objectifs": [{"x": 90, "y": 5, "base": True}, [150, 25], {"x": 90, "y": 115, "camp": 1, "base": True}, [140, 90]],
    "formations": [
        f(0, "Grosse Bande", 90, 55, pions=2, pertes={"Boyz Orks": 2}, action="Avance"),
        f(0, "Escadron de Chariots", 150, 20, pions=3, unités={"Chariot de Guerre Ork": 2}, démoralisée=True,
          a_agi=True),
        f(0, "Bande de Boyz", 20, 15, ralliée=True),
        f(1, "Compagnie Tactique", 90, 100, pions=1, pertes=["Rhino", "Rhino"]),
        f(1, "Escadron Predator", 140, 90, action="Etat d'Alerte"),
        f(1, "Compagnie d'Assaut", 40, 90),
    ],
}


# --- building -----------------------------------------------------------------------


def test_la_description_complete_donne_exactement_cette_position():
    m = sc(RICHE, seed=7)
    assert m.seed == 7 and m.factions == ["orks", "space_marines"] and m.scenario == "Plaines de Tallarn"
    assert m.options == {"factions": "orks,space_marines", "scenario": 1}
    assert m.terrain == [T.Element("Bois", 80, 50, 20, 20), T.Element("Ruines", 10, 10, 30, 15)]
    assert m.objectifs == [T.Objectif(90, 5, 0, True), T.Objectif(150, 25, 0), T.Objectif(90, 115, 1, True),
                           T.Objectif(140, 90, 1)]
    assert m.tour == 2 and m.events == [] and m.current_player == 1
    # player 2 activates next: the formations that have not acted, in order
    assert labels(m) == ["activer Compagnie Tactique (3)", "activer Compagnie d'Assaut (5)"]
    gb, chariots, boyz, tactique, predator, _ = m.formations
    assert [u.vivante for u in gb.unites] == [True] * 4 + [False] * 2 + [True] * 2  # the last Boyz are lost
    assert (gb.pos, gb.pions, gb.a_agi, gb.action, gb.demoralisee) == ((90, 55), 2, True, "Avance", False)
    assert [u.vivante for u in chariots.unites] == [True, True, False]            # the first ones are present
    assert chariots.demoralisee and chariots.a_agi and chariots.action == "" and chariots.pions == 3
    assert boyz.ralliee and not boyz.demoralisee
    assert [m.profil(3, i).nom for i in tactique.vivantes()] == ["Marines Tactiques"] * 4
    assert predator.action == "Etat d'Alerte" and predator.a_agi
    # the rules read this state: the broken Chariots 5 cm from an objective hold nothing; the Predators
    # stand on one; the Compagnie Tactique, 15 cm from the base, is "à moins de 15 cm" (within, edge included)
    assert [victoire.tenu_par(m, o) for o in m.objectifs] == [None, None, 1, 1]


def test_les_valeurs_par_defaut():
    m = sc({"formations": [f(0, "Compagnie Tactique"), f(1, "Bande de Boyz", 90, 100)]})
    kasr = T.scenarios()[0]
    assert m.factions == ["space_marines", "orks"] and m.scenario == kasr.nom
    assert m.terrain == list(kasr.terrain) and m.objectifs == list(kasr.objectifs)
    assert m.tour == 1 and m.current_player == 0 and labels(m) == ["activer Compagnie Tactique (0)"]
    tactique = m.formations[0]
    assert tactique.pions == 0 and len(tactique.vivantes()) == 6 and not tactique.a_agi and not tactique.reserve


def test_une_description_json_donne_la_meme_partie():
    assert sc(json.loads(json.dumps(RICHE, ensure_ascii=False))) == sc(RICHE)


def test_aller_retour_par_la_sauvegarde():
    check_save_round_trip(sc(RICHE), steps=60, seed=4)


def test_le_crochet_ne_construit_que_pour_ce_jeu():
    assert epic_ref.rulekit_scenario(game="pocket_tactics", description={}, seed=0) is None
    assert epic_ref.rulekit_invariants(game="pocket_tactics") is None
    assert plugins.invariants("epic_ref") == list(INVARIANTS)


@pytest.mark.rulekit(game="epic_ref", scenario=TIR, seed=3)
def test_la_fixture_du_plugin_pytest(rulekit_scenario):
    assert rulekit_scenario.seed == 3 and labels(rulekit_scenario) == ["activer Escadron Predator (0)"]


def test_phase_de_strategie_un_nouveau_tour():
    m = sc({"phase": "stratégie", "tour": 3, "formations": RALLIEMENT["formations"]})
    assert m.tour == 3 and [type(e).__name__ for e in m.events] == ["TourCommence"]
    assert m.current_player is CHANCE and m.top.key == "stratégie J1"
    des(m, 2)
    des(m, 6)                                              # 2 + 5 against 6 + 3: the Orks choose
    assert m.current_player == 1 and labels(m) == ["jouer en premier", "laisser l'adversaire jouer en premier"]


def test_phase_de_fin_sans_ralliement_donne_la_victoire_au_tour_3():
    # Space Marines on two of the Orks' objectives, the Orks' most expensive formation destroyed,
    # no Ork in the Space Marines' half: three goals to none at the end of turn 3.
    victoire3 = {"tour": 3, "phase": "fin", "formations": [
        f(0, "Compagnie Tactique", 145, 92), f(0, "Compagnie d'Assaut", 32, 70),
        f(1, "Grosse Bande", 90, 100, unités={}), f(1, "Bande de Boyz", 90, 100)]}
    m = sc(victoire3)
    assert m.is_over and m.winner == 0
    assert kinds(m, "ObjectifsTenus")[0].buts == ("Briser le moral", "Prendre et tenir", "Ils ne passeront pas")
    m = sc({**victoire3, "tour": 2})                       # turn 2: no victory check, turn 3 begins
    assert not m.is_over and m.tour == 3 and m.top.key == "stratégie J1"


def test_conserver_l_initiative():
    m = sc({"conserver": True, "formations": [
        f(0, "Compagnie Tactique", 35, 30, action="Avance"), f(0, "Compagnie d'Assaut", 60, 30),
        f(1, "Bande de Boyz", 35, 100)]})
    assert labels(m) == ["conserver l'initiative : activer Compagnie d'Assaut (1)", "passer la main"]
    jouer(m, "passer la main")
    assert m.current_player == 1 and labels(m) == ["activer Bande de Boyz (2)"]


def test_la_teleportation_depuis_la_reserve():
    # "Lancer 1D6 par unité, sur un résultat de 1, l'unité reçoit un PI": two Terminators arrive with no
    # marker (5/6)² = 25/36, one 2·(1/6)(5/6) = 10/36, two 1/36 (and two markers on two units break it).
    terminators = armee([P("Terminator", capacites=("Téléportation",))], [], {"Escouade": ["Terminator"] * 2})
    m = sc({"factions": [terminators, "orks"], "phase": "stratégie", "tour": 2, "formations": [
        {"joueur": 0, "nom": "Escouade", "réserve": True}, f(1, "Bande de Boyz", 90, 100)]})
    assert m.formations[0].reserve and not m.formations[0].sur_table
    assert m.current_player == 0 and len(labels(m)) == 10 and labels(m)[-1].endswith("reste en réserve")
    jouer(m, "en (90, 60)")
    def strategie(s):  # stop before the strategy roll (its ties are rolled again: no end to walk)
        return s.top.key.startswith("stratégie")

    assert distribution(m, lambda s: s.formations[0].pions, until=strategie) == {0: Fraction(25, 36), 1: Fraction(10, 36),
                                                                 2: Fraction(1, 36)}
    # placed on the table instead (the default), it is there
    m = sc({"factions": [terminators, "orks"], "formations": [f(0, "Escouade", 30, 20), f(1, "Bande de Boyz")]})
    assert m.formations[0].sur_table and m.formations[0].pos == (30, 20)


# --- rule interactions, played from a scenario ----------------------------------------------


def test_tir_a_travers_les_pions_distribution_exacte():
    # By hand, from the sheet: Space Marines test at 1+, -1 for a marker: D6 ≥ 2, 5/6. Passed: Tir
    # Soutenu, "Pour chaque pion : Neutralisée" leaves one Predator of three: one Autocanon die at AC6+,
    # +1 (Tir Soutenu) = 5+, 1/3; a Chariot saves on 4+, fails 1/2. Markers: one for coming under fire,
    # one per unit destroyed; two markers on the one Chariot left break it. Failed (1/6): Tenir and a
    # third marker, three on three Predators: broken, withdraws, and every unit is stopped from shooting.
    m = sc(TIR)
    apres = {"until": FIN_ACTIVATION, "decide": premier("activer", "Tir Soutenu", "tire sur", "un tir")}
    chariots = distribution(m, lambda s: (len(s.formations[1].vivantes()), s.formations[1].pions,
                                          s.formations[1].demoralisee), **apres)
    assert chariots == {(2, 1, False): Fraction(5, 6) * (1 - Fraction(1, 6)),
                        (2, 0, False): Fraction(1, 6),
                        (1, 2, True): Fraction(5, 6) * Fraction(1, 3) * Fraction(1, 2)}
    assert probability(m, lambda s: s.formations[0].demoralisee, **apres) == Fraction(1, 6)
    # two Predators without markers: both shoot, each kills with 1/6, at least one kill 1 - (5/6)²
    m = sc({**TIR, "formations": [f(0, "Escadron Predator", 90, 40, pertes=["Predator"]), TIR["formations"][1]]})
    perte = probability(m, lambda s: any(isinstance(e, UniteDetruite) for e in s.events), **apres)
    assert perte == 1 - Fraction(5, 6) ** 2


def test_assaut_entre_formations_placees():
    m = sc(ASSAUT)
    jouer(m, "activer")
    jouer(m, "Assaut")
    des(m, 4)                                              # action test, 1+
    assert labels(m) == ["la formation 0 charge Bande de Boyz (1)"]
    jouer(m, "charge")
    assert m.formations[0].pos == m.formations[1].pos == (90, 70)
    # four Marines d'Assaut in contact at CC 3+; the Nob at 3+ (and his power weapon's macro attack, 3+), the Boy 4+
    des(m, 1, 1, 2, 3)                                     # one hit
    des(m, 1)
    des(m, 1)
    des(m, 1)                                              # the Orks miss
    des(m, 4)                                              # the hit falls on the Boy (front first): 6+ failed
    assert [e.cause for e in kinds(m, "UniteDetruite")] == ["sauvegarde ratée"]
    # result: attacker 2D6 + 1 kill + more units + more than twice as many (4 > 2 × 1) + no marker = +4;
    # defender: no marker +1. 3 + 4 = 7 against 6 + 1 = 7: a tie, rolled again; then 5 + 4 against 2 + 1.
    des(m, 1, 2)
    des(m, 3, 3)
    assert not kinds(m, "ResultatAssaut")
    des(m, 2, 3)
    des(m, 1, 1)
    r = kinds(m, "ResultatAssaut")[-1]
    assert (r.total_attaquant, r.total_defenseur, r.vainqueur) == (9, 3, 0)
    # the loser loses one unit per point of difference (no save): the Nob; the winner consolidates 5 cm
    assert m.formations[1].detruite and kinds(m, "UniteDetruite")[-1].cause == "défaite en assaut"
    assert m.current_player == 0 and all("déplacer la formation 0" in x for x in labels(m))


def test_ralliement_d_une_formation_demoralisee():
    # D6 - 2 (broken) ≥ 3 (Orks): 5 or 6, 1/3; with an enemy within 30 cm, -1 more: only a 6.
    # Rallied: "garde des PI égal à la moitié de ses unités", 4 // 2 = 2, less one for the Nob's Meneur.
    def issue(s):
        b = s.formations[0]
        return ("ralliée" if not b.demoralisee else "en retraite", b.pions, b.pos)

    assert distribution(sc(RALLIEMENT), issue, until=Ralliement) == {
        ("en retraite", 4, (35, 100)): Fraction(2, 3), ("ralliée", 1, (35, 70)): Fraction(1, 3)}
    proche = {**RALLIEMENT, "formations": [RALLIEMENT["formations"][0], f(0, "Compagnie Tactique", 35, 45)]}
    assert probability(sc(proche), lambda s: not s.formations[0].demoralisee, until=Ralliement) == Fraction(1, 6)


def test_une_formation_ralliee_ne_conteste_pas_un_objectif():
    # End of turn 3. The Space Marines stand on the three objectives of their half; a broken Bande de
    # Boyz stands 10 cm from one of them. Rallied (a 6: 1/6), it is no longer broken, so it stands in the
    # Space Marines' half ("Ils ne passeront pas" fails) but, rallied this turn, contests nothing
    # ("Défendre le drapeau" holds): one goal, no win. Failed (5/6): it withdraws, both goals, the win.
    m = sc({"tour": 3, "phase": "fin", "formations": [
        f(0, "Compagnie Tactique", 90, 8), f(0, "Compagnie d'Assaut", 35, 28), f(0, "Escadron Predator", 150, 45),
        f(1, "Bande de Boyz", 35, 40, pertes={"Boyz Orks": 3}, pions=4, démoralisée=True)]})
    def buts(s):
        return next(e.buts for e in s.events if isinstance(e, ObjectifsTenus) and e.joueur == 0)
    assert distribution(m, buts, until=ObjectifsTenus) == {
        ("Défendre le drapeau", "Ils ne passeront pas"): Fraction(5, 6), ("Défendre le drapeau",): Fraction(1, 6)}
    assert probability(m, lambda s: s.winner == 0, until=ObjectifsTenus) == Fraction(5, 6)


def test_etat_d_alerte_tire_sur_la_formation_qui_approche():
    m = sc({"joueur": 1, "terrain": [], "formations": [
        f(0, "Compagnie Dévastatrice", 90, 30, action="Etat d'Alerte"), f(1, "Bande de Boyz", 90, 85)]})
    jouer(m, "activer")
    jouer(m, "la formation 1 : Avance")
    des(m, 3)                                              # Orks test at 3+
    jouer(m, "(90, 70)")                                   # 15 cm nearer: 40 cm from the missiles (45 cm)
    assert m.current_player == 0
    assert labels(m) == ["la formation 0 tire sur Bande de Boyz (1)", "la formation 0 ne tire pas"]
    jouer(m, "tire sur")
    assert m.formations[0].action == "Etat d'Alerte (tir effectué)"
    for check in INVARIANTS:
        check(m)


# --- random play from a scenario, invariants holding ----------------------------------------


@pytest.mark.parametrize("description, seed", [(RICHE, 0), (RICHE, 1), (ASSAUT, 2), (RALLIEMENT, 3), (TIR, 4)])
def test_jouer_au_hasard_jusqu_a_la_fin_depuis_un_scenario(description, seed):
    m = sc(description, seed=seed)
    rng = random.Random(seed)
    checks = (core_invariants, *INVARIANTS)
    for _ in range(20000):
        for check in checks:
            assert check(m) is not False, check.__name__
        if m.is_over:
            break
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    assert m.is_over and m.tour in (3, 4)
    assert all(isinstance(t, str) and t for t in m.log())


# --- bad descriptions -----------------------------------------------------------------------

SM, ORK = f(0, "Compagnie Tactique", 90, 20), f(1, "Bande de Boyz", 90, 100)
ERREURS = [
    ({"joueurs": 0, "formations": [SM, ORK]}, ["description", "unknown key(s) 'joueurs'",
                                               "accepted: factions, scénario, terrain, objectifs, formations, tour"]),
    ("SM contre Orks", ["description", "expected a dict"]),
    ({"formations": [{**SM, "pion": 1}, ORK]}, ["formations[0]", "'pion'", "accepted: joueur, nom, x, y, pions"]),
    ({"formations": [{"nom": "Compagnie Tactique", "x": 1, "y": 1}]}, ["formations[0]", "'joueur' is required"]),
    ({"formations": [{"joueur": 0, "nom": "Compagnie Tactique", "x": 1}]}, ["formations[0]", "'y' is required"]),
    ({"formations": SM}, ["formations", "a list of formations"]),
    ({"factions": ["space_marines", "eldars"]}, ["factions", "unknown faction 'eldars'", "orks, space_marines"]),
    ({"factions": "orks"}, ["factions", "two factions"]),
    ({"formations": [f(0, "Grosse Bande")]}, ["formations[0].nom", "no formation 'Grosse Bande' in Space Marines",
                                              "Compagnie Tactique, Compagnie d'Assaut"]),
    ({"formations": [f(2, "Grosse Bande")]}, ["formations[0].joueur", "a player is 0"]),
    ({"formations": [f(0, "Compagnie Tactique", 181, 20)]}, ["formations[0].x", "off the table", "0 to 180"]),
    ({"formations": [f(0, "Compagnie Tactique", 90, -1)]}, ["formations[0].y", "off the table", "0 to 120"]),
    ({"formations": [f(0, "Compagnie Tactique", 90.5, 20)]}, ["formations[0].x", "a whole number of cm, 0 to 180"]),
    ({"formations": [f(0, "Compagnie Tactique", True, 20)]}, ["formations[0].x", "a whole number of cm"]),
    ({"formations": [{**SM, "pions": -1}]}, ["formations[0].pions", "≥ 0", "-1"]),
    ({"formations": [{**SM, "pions": 6}]}, ["formations[0].pions", "6 blast marker(s) on 6 unit(s) break",
                                            "démoralisée"]),
    ({"formations": [{**SM, "pions": 2, "pertes": {"Marines Tactiques": 4}}]}, ["formations[0].pions", "on 2 unit"]),
    ({"formations": [{**SM, "pertes": {"Rhino": 3}}]}, ["formations[0].pertes", "3 Rhino but the formation has 2"]),
    ({"formations": [{**SM, "pertes": ["Boyz Orks"]}]}, ["formations[0].pertes", "no unit 'Boyz Orks'",
                                                         "4 Marines Tactiques, 2 Rhino"]),
    ({"formations": [{**SM, "pertes": "Rhino"}]}, ["formations[0].pertes", "units by profile"]),
    ({"formations": [{**SM, "pertes": {"Rhino": -1}}]}, ["formations[0].pertes['Rhino']", "≥ 0"]),
    ({"formations": [{**SM, "pertes": ["Rhino"], "unités": {"Rhino": 1}}]}, ["formations[0]", "not both"]),
    ({"formations": [{**SM, "dégâts": {"Rhino": 1}}]}, ["formations[0].dégâts['Rhino']", "1 structure point",
                                                         "0 to 0"]),
    ({"formations": [{**SM, "dégâts": {"Rhino": 0}, "pertes": ["Rhino"] * 2}]},
     ["formations[0].dégâts['Rhino']", "no living 'Rhino'"]),
    ({"formations": [{**SM, "action": "Charge"}]}, ["formations[0].action", "'Charge'", "Avance, Assaut"]),
    ({"formations": [{**SM, "démoralisée": True, "ralliée": True}]}, ["formations[0].ralliée", "no longer broken"]),
    ({"formations": [{**SM, "démoralisée": "oui"}]}, ["formations[0].démoralisée", "true or false"]),
    ({"formations": [{**SM, "réserve": True}]}, ["formations[0].réserve", "Téléportation"]),
    ({"formations": [f(0, "Compagnie Tactique", 35, 80)], "terrain": ["Bâtiments 30 75 20 15"]},
     ["formations[0]", "(35, 80) is in terrain impassable to its Rhino", "Bâtiments"]),
    ({"phase": "stratégie", "formations": [{**SM, "action": "Avance"}]},
     ["formations[0].action", "strategy phase starts a new turn"]),
    ({"phase": "stratégie", "formations": [{**SM, "ralliée": True}]}, ["formations[0].ralliée", "new turn"]),
    ({"terrain": ["Lave 10 10 5 5"]}, ["terrain[0].nom", "unknown terrain 'Lave'", "Bâtiments, Falaises"]),
    ({"terrain": ["Bois 170 10 20 5"]}, ["terrain[0].l", "1 to 10"]),
    ({"terrain": ["Bois au milieu"]}, ["terrain[0]", "Bois 80 50 20 20"]),
    ({"terrain": [{"nom": "Bois", "x": 1, "y": 1}]}, ["terrain[0]", "missing key(s) l, p"]),
    ({"terrain": "Bois 1 1 5 5"}, ["terrain", "a list of features", "[] for an open table"]),
    ({"objectifs": [[90, 200]]}, ["objectifs[0].y", "0 to 120"]),
    ({"objectifs": [{"x": 90, "y": 100, "camp": 0}]}, ["objectifs[0].camp", "player 2's half"]),
    ({"objectifs": [{"x": 90, "y": 5, "base": True}, {"x": 30, "y": 5, "base": True}]},
     ["objectifs[1].base", "already has a base"]),
    ({"objectifs": [[1, 2, 3]]}, ["objectifs[0]", "[x, y]"]),
    ({"scénario": 2}, ["scénario", "0 to 1", "'Col de Kasr', 'Plaines de Tallarn'"]),
    ({"tour": 5, "formations": [SM]}, ["tour", "1 to 4"]),
    ({"tour": 0, "formations": [SM]}, ["tour", "1 to 4"]),
    ({"phase": "mouvement"}, ["phase", "unknown phase 'mouvement'", "stratégie, action, fin"]),
    ({"phase": "fin", "joueur": 1}, ["joueur", "only the action phase"]),
    ({"joueur": 1, "formations": [SM, {**ORK, "a_agi": True}]}, ["joueur", "player 2 has no formation left",
                                                                 "\"joueur\": 0"]),
    ({"formations": [{**SM, "a_agi": True}]}, ["joueur", "no formation is left", "\"phase\": \"fin\""]),
    ({"formations": []}, ["joueur", "player 1 has no formation left"]),
    ({"conserver": True, "formations": [SM, ORK]}, ["conserver", "follows an activation"]),
    ({"conserver": True, "formations": [SM, {**SM, "action": "Avance"}]}, ["conserver", "player 2 has no formation"]),
]


@pytest.mark.parametrize("description, morceaux", ERREURS, ids=[str(i) for i in range(len(ERREURS))])
def test_une_description_fautive_est_refusee_clairement(description, morceaux):
    avant = copy.deepcopy(description)
    with pytest.raises(ScenarioError) as exc:
        sc(description)
    message = str(exc.value)
    assert message.startswith("epic_ref scenario: ")
    for morceau in morceaux:
        assert morceau in message, message
    assert description == avant  # the description is left as it was


def test_une_formation_a_reacteurs_dorsaux_peut_se_tenir_en_terrain_infranchissable():
    # the jump packs ignore impassable terrain while moving, so they may have stopped there
    m = sc({"terrain": ["Bâtiments 30 75 20 15"], "formations": [f(0, "Compagnie d'Assaut", 35, 80), ORK]})
    assert m.formations[0].pos == (35, 80)


# --- every invariant trips on a broken state --------------------------------------------------


def _changer(m, fid, **champs):
    m.formations[fid] = attrs.evolve(m.formations[fid], **champs)


def _forcer(m, fid, **champs):
    """A change the records' validators refuse (a negative count): only the invariant sees it here."""
    with attrs.validators.disabled():
        _changer(m, fid, **champs)


def _roll_sans_lecteur(mp, m):
    from rulekit.steps import Roll

    m.stack.append(Roll(1, "dé perdu"))


def _trop_de_des(mp, m):
    from rulekit.steps import Roll
    from rulekit_games.epic_ref.actions import Regroupement

    m.push(Roll(5, "regroupement"), Regroupement(0))  # 2D6 to regroup


def _tuer(m, fid, ui, **champs):
    g = m.formations[fid]
    unites = list(g.unites)
    unites[ui] = attrs.evolve(unites[ui], **champs)
    _changer(m, fid, unites=type(g.unites)(unites))


def _ralliee_tient(monkeypatch, m):
    # a bug in the rule: formations rallied this turn hold objectives after all
    monkeypatch.setattr(victoire, "peut_tenir", lambda g: g.sur_table and not g.demoralisee)
    _changer(m, 2, ralliee=True, x=90, y=115)  # the Bande de Boyz, rallied, on its own base


def _demoralisee_tient(monkeypatch, m):
    monkeypatch.setattr(victoire, "peut_tenir", lambda g: g.sur_table)
    _changer(m, 1, demoralisee=True)


# Each takes (monkeypatch, match) and breaks a rule on CASSE's valid position.
CASSE = {"terrain": [], "formations": [
    f(0, "Compagnie Tactique", 90, 20), f(0, "Escadron Predator", 90, 8, pions=1),
    f(1, "Bande de Boyz", 90, 100), f(1, "Grosse Bande", 30, 100, pertes={"Boyz Orks": 1})]}
CASSER = {
    "champ_de_bataille": lambda mp, m: setattr(m, "terrain", [T.Element("Boyz Orks", 10, 10, 5, 5)]),
    "formations_des_armees": lambda mp, m: _changer(m, 1, id=0),
    "references": lambda mp, m: setattr(m, "groupe", [*m.groupe, len(m.formations)]),
    "compteurs": lambda mp, m: setattr(m, "compteurs", {**m.compteurs, "pertes": 1, "pertes rupture": 2}),
    "des_en_attente": _roll_sans_lecteur,
    "procedure": lambda mp, m: m.stack.insert(0, __import__("rulekit_games.epic_ref.actions",
                                                            fromlist=["Programme"]).Programme(0, "Avance")),
    "pions_positifs": lambda mp, m: _forcer(m, 1, pions=-1),
    "objectifs_tenus": _ralliee_tient,
    "demoralisees_ne_tiennent_rien": _demoralisee_tient,
    "ralliee_n_est_plus_demoralisee": lambda mp, m: _changer(m, 1, demoralisee=True, ralliee=True),
    "unites_detruites": lambda mp, m: m.events.append(UniteDetruite(3, 5, "foudre")),  # unit 5: the lost Boy
    "points_de_structure": lambda mp, m: _tuer(m, 0, 4, degats=1),      # a Rhino (1 structure point) damaged
    "reserve_de_teleportation": lambda mp, m: _changer(m, 2, reserve=True),
    "sur_la_table": lambda mp, m: _changer(m, 0, x=-5),
    "action_declaree": lambda mp, m: _changer(m, 0, action="Avance"),   # not activated
    "quatre_tours": lambda mp, m: setattr(m, "tour", 5),
}
AUSSI = [  # other ways to break the same rules
    ("champ_de_bataille", lambda mp, m: setattr(m, "largeur", 7 * 10**21)),
    ("champ_de_bataille", lambda mp, m: setattr(m, "objectifs", [T.Objectif(90, 5, 1)])),  # in player 1's half
    ("formations_des_armees", lambda mp, m: _changer(m, 2, joueur=0)),  # a Bande de Boyz among the Marines
    ("formations_des_armees", lambda mp, m: _tuer(m, 0, 0, profil="Boyz Orks")),
    ("formations_des_armees", lambda mp, m: _changer(m, 0, cible=1)),  # its own side
    ("sur_la_table", lambda mp, m: _changer(m, 3, reserve=True, x=7 * 10**21)),
    ("des_en_attente", _trop_de_des),
    ("unites_detruites", lambda mp, m: m.events.append(UniteDetruite(3, 0, "retraite"))),    # still alive
    ("unites_detruites", lambda mp, m: m.events.extend([UniteDetruite(3, 5, "retraite")] * 2)),  # twice
    ("action_declaree", lambda mp, m: _changer(m, 0, a_agi=True, action="Danse")),
    ("quatre_tours", lambda mp, m: setattr(m, "over", True)),  # over in turn 1
    ("objectifs_tenus", lambda mp, m: mp.setattr(victoire, "tenu_par", lambda s, o: 0)),  # everything is player 1's
]


def test_chaque_invariant_declare_a_son_test_de_casse():
    assert sorted(CASSER) == sorted(check.__name__ for check in INVARIANTS)


@pytest.mark.parametrize("nom, casser", [*CASSER.items(), *AUSSI], ids=lambda x: x if isinstance(x, str) else "")
def test_chaque_invariant_se_declenche_sur_un_etat_casse(monkeypatch, nom, casser):
    m = sc(CASSE)
    check = next(c for c in INVARIANTS if c.__name__ == nom)
    for c in (core_invariants, *INVARIANTS):
        c(m)                                   # the position is valid: every invariant holds
    casser(monkeypatch, m)
    with pytest.raises(AssertionError):
        check(m)


def test_les_invariants_tiennent_sur_chaque_branche_d_un_tir():
    # not only on random play: on every state chance can lead the shooting scenario to
    for branche in outcomes(sc(TIR), until=FIN_ACTIVATION,
                            decide=premier("activer", "Tir Soutenu", "tire sur", "un tir")):
        for check in (core_invariants, *INVARIANTS):
            check(branche.match)


def test_une_formation_en_reserve_n_a_pas_combattu():
    terminators = armee([P("Terminator", capacites=("Téléportation",))], [], {"Escouade": ["Terminator"] * 2})
    m = sc({"factions": [terminators, "orks"], "joueur": 1, "formations": [
        {"joueur": 0, "nom": "Escouade", "réserve": True}, f(1, "Bande de Boyz")]})
    for check in INVARIANTS:
        check(m)
    _changer(m, 0, pions=1)
    with pytest.raises(AssertionError, match="in reserve has fought"):
        invariants.reserve_de_teleportation(m)
    with pytest.raises(ScenarioError, match="has not fought yet"):
        sc({"factions": [terminators, "orks"], "formations": [
            {"joueur": 0, "nom": "Escouade", "réserve": True, "pertes": ["Terminator"]}, f(1, "Bande de Boyz")]})


def test_le_vainqueur_d_un_assaut_est_demoralise_par_ses_pertes():
    """« Un PI par unité → Démoralisée » holds for the winner too: four Marines d'Assaut with
    three markers win the assault but lose one of theirs (3 markers, 3 units): broken, they
    retreat and do not consolidate."""
    m = sc({"terrain": [], "formations": [f(0, "Compagnie d'Assaut", 90, 50, pions=3),
                                          f(1, "Bande de Boyz", 90, 70, pertes={"Boyz Orks": 5})]})
    jouer(m, "activer")
    jouer(m, "Assaut")
    des(m, 6)                                              # action test
    jouer(m, "charge")
    des(m, 1, 1, 1, 1)                                     # the Marines miss
    des(m, 6)                                              # the Nob hits
    des(m, 1)
    des(m, 1)
    des(m, 1)                                              # a failed save: 3 Marines left
    des(m, 6, 6)
    des(m, 1, 1)                                           # the Marines win
    assert kinds(m, "ResultatAssaut")[-1].vainqueur == 0
    marines = m.formations[0]
    assert marines.pions == len(marines.vivantes()) == 3 and marines.demoralisee
    assert kinds(m, "Demoralisation")[-1].formation == 0
    assert not any("consolidation" in str(s) for s in m.stack)


def test_la_deuxieme_sauvegarde_contre_une_macro_arme_seulement_si_elle_le_dit():
    # A Canon fires one Lance-macro die (AP2+, macro: no armour save) at a lone Garde (4+) 40 cm
    # away, under Tir Soutenu; the Canon's army tests at 1+: always passed. Hit 5/6. « Deuxième
    # sauvegarde à 5+ non modifiable » is not taken against a macro weapon: the Garde lives only if
    # missed, 1/6; « …, même contre macro arme » saves a third of the hits: 1/6 + 5/6 · 1/3 = 4/9.
    # Against a gun that is not macro, both save: armour 4+, then 5+: 1/6 + 5/6 · (1 - 1/2 · 2/3) = 13/18.
    def vit(svg, macro=True):
        canon = armee([P("Canon", armes=("Lance",))], [W("Lance", 45, ap=2, capacites=("Macro Armes",) * macro)],
                      {"Batterie": ["Canon"]}, initiative=1)
        garde = armee([P("Garde", svg=4, capacites=(svg,) if svg else ())], [], {"Garde": ["Garde"]})
        m = sc({"factions": [canon, garde], "terrain": [], "formations": [f(0, "Batterie", 90, 40),
                                                                          f(1, "Garde", 90, 80)]})
        return probability(m, lambda s: bool(s.formations[1].vivantes()), until=FIN_ACTIVATION,
                           decide=premier("activer", "Tir Soutenu", "tire sur", "un tir"))
    seule = "Deuxième sauvegarde à 5+ non modifiable"
    assert vit(None) == vit(seule) == Fraction(1, 6)
    assert vit(seule + ", même contre macro arme") == vit("Sauvegarde invulnérable de 5+") == Fraction(4, 9)
    assert vit(seule, macro=False) == vit(seule + ", même contre macro arme", macro=False) == Fraction(13, 18)


def _test_action(profils, etat_major, ou, de):
    """(modifier, success) of the action test of two « Garde » units (initiative 3+) thrown with a
    ``de``, their « Etat-major » (``etat_major``, made of ``profils``) standing at ``ou``."""
    a = armee(profils, [], {"Gardes": ["Garde"] * 2, "Etat-major": etat_major}, initiative=3)
    m = sc({"factions": [a, "orks"], "terrain": [], "formations": [
        f(0, "Gardes", 90, 20), f(0, "Etat-major", *ou, a_agi=True), f(1, "Bande de Boyz", 90, 100)]})
    jouer(m, "activer Gardes")
    jouer(m, "la formation 0 : Avance")
    des(m, de)
    (t,) = kinds(m, "TestAction")
    return t.modificateur, t.reussi


def test_un_bonus_au_test_d_action_de_la_formation_ou_de_celles_autour():
    # Initiative 3+: a 2 fails, unless the formation tests at +1 (« +1 aux tests d'action »), or stands
    # within 15 cm of a unit whose line gives the formations around it +1 (an aura: its own side only)
    def test(caps, ou=(90, 20), aura=None, de=2):
        return _test_action([P("Garde", capacites=caps), P("Chef", capacites=(aura,) if aura else ())],
                            ["Chef"], ou, de)
    assert test(()) == (0, False) and test((), de=3) == (0, True)
    assert test(("+1 aux tests d'action",)) == test(("+1 à ses jets d'initiative",)) == (1, True)
    assert test(("-1 au test d'action",), de=3) == (-1, False)
    aura = "Les formations à moins de 15 cm ont +1 aux tests d'action"
    assert test((), ou=(90, 30), aura=aura) == (1, True)
    assert test((), ou=(90, 50), aura=aura) == (0, False)          # 30 cm away


def test_une_aura_agit_une_fois_quel_que_soit_le_nombre_de_porteurs():
    # « Les formations à moins de 15 cm ont +1 aux tests d'action » says a condition (a formation
    # within 15 cm of such a unit), not a count: two Chefs in range give +1, as one does; two
    # different lines both act (README, « An aura acts once »)
    aura = "Les formations à moins de 15 cm ont +1 aux tests d'action"
    autre = "Les formations situées à moins de 20 cm bénéficient de +1 aux tests d'action"

    def test(chefs, ou=(90, 30), caps=(aura,), de=2):
        return _test_action([P("Garde"), P("Chef", capacites=caps), P("Sergent", capacites=(autre,))], chefs, ou, de)
    assert test(["Chef", "Chef"]) == (1, True)
    assert test(["Chef"]) == (1, True)
    assert test(["Chef", "Chef", "Chef"], ou=(90, 50)) == (0, False)        # none within 15 cm
    assert test(["Chef", "Chef", "Sergent"]) == (2, True)                   # two lines: both act
    assert test(["Sergent", "Sergent"], de=1) == (1, False) and test(["Chef", "Sergent", "Sergent"], de=1) == (2, True)


def test_une_aura_sur_les_formations_agit_sur_leurs_unites_et_leurs_armes():
    # « Les formations à moins de 10 cm relancent leurs sauvegardes ratées » is asked of a target
    # (``cible=``), not of a formation: the Garde (4+) within 10 cm of the Chef rerolls a failed save.
    # A Lance (AP2+, not macro) fires once under Tir Soutenu: missed 1/6; hit 5/6, saved 1/2, or 3/4 with
    # the reroll: 7/12 without the Chef or far from him, 1/6 + 5/6 · 3/4 = 19/24 near him (it was 7/12:
    # an aura on formations answered only the questions asked of a formation)
    def vit(ligne, ou=(95, 85)):
        canon = armee([P("Canon", armes=("Lance",))], [W("Lance", 45, ap=2)], {"Batterie": ["Canon"]}, initiative=1)
        garde = armee([P("Garde", svg=4), P("Chef", capacites=(ligne,) if ligne else ())], [],
                      {"Garde": ["Garde"], "Etat-major": ["Chef"]})
        m = sc({"factions": [canon, garde], "terrain": [], "formations": [
            f(0, "Batterie", 90, 40), f(1, "Garde", 90, 80), f(1, "Etat-major", *ou)]})
        return probability(m, lambda s: bool(s.formations[1].vivantes()), until=FIN_ACTIVATION,
                           decide=premier("activer", "Tir Soutenu", "tire sur Garde", "un tir"))
    for qui in ("formations", "unités"):
        ligne = f"Les {qui} à moins de 10 cm relancent leurs sauvegardes ratées"
        assert vit(None) == vit(ligne, ou=(150, 80)) == Fraction(7, 12)
        assert vit(ligne) == Fraction(19, 24), qui
