"""Scenarios (rulekit.testing): battles built from a description, played on; exact odds; bad descriptions;
the declared invariants, each shown to trip on a broken state."""

from __future__ import annotations

import copy
import json
import random
from fractions import Fraction

import attrs
import pytest
from hypothesis import given, settings, strategies as st

from rulekit.testing.invariants import check_save_round_trip
from rulekit import CHANCE, ScenarioError, plugins
from rulekit.chance import sample
from rulekit.testing import core_invariants, distribution, probability, scenario
from rulekit_games import pocket_battles
from rulekit_games.pocket_battles.evenements import AttaqueLancee, AttaqueResolue
from rulekit_games.pocket_battles.invariants import INVARIANTS

from .conftest import des, finir_tour, jouer, labels


def sc(description, seed=0):
    return scenario("pocket_battles", description, seed)


def u(uid, joueur, troupes, zone="avant", secteur=1, **kw):
    return {"id": uid, "joueur": joueur, "troupes": troupes, "zone": zone, "secteur": secteur, **kw}


def coups(match):
    """The hits of the last roll."""
    return next(e.coups for e in reversed(match.events) if isinstance(e, AttaqueLancee))


# A rear charge: R1 at the Front of the centre, C1 at the centre's Rear, no Celt at the centre's Front.
CHARGE_ARRIERE = {"unités": [u("R1", 0, "Légionnaire×2"), u("C1", 1, "Guerrier×2", "arrière"),
                             u("C2", 1, "Frondeur×2", "avant", 0)]}
# A combat in the centre, the Cavalry already wounded once (its token taken from the unused ones).
COMBAT_BLESSE = {"réserve": [6, 5], "contacts": [["R1", "C1"]],
                 "unités": [u("R1", 0, "Légionnaire×2", "combat"), u("C1", 1, "Cavalerie×2", "combat", blessures=[1])]}
# Everything at once: wounds, orders on units, tokens set aside, an outnumbered unit, losses, Meneur.
RICHE = {
    "joueur": 1, "factions": "romains,celtes", "taille": 80, "manche": 3, "attaquant": 1, "tours": 2,
    "unités": [
        u("R1", 0, "Légionnaire×3, Centurion", "combat", 1, blessures=[0, 0, 0, 1]),
        u("R2", 0, "Légat, Cavalier", "arrière", "gauche", ordres=1),
        u("R3", 0, "Sagittaire×2", "avant", 0),
        u("C1", 1, "Guerrier×4", "combat", 1),
        u("C2", 1, "Gésate×2", "combat", 1, ordres=2),
        u("C3", 1, "Cavalerie×2", "avant", "droit", blessures=[1, 1]),
        u("C4", 1, "Druide", "arrière", 1),
    ],
    "contacts": [["R1", "C1"], ["C2", "R1"]],
    "réserve": [5, 3], "pertes": ["Vélite×2", "Noble"],
}


# --- building -----------------------------------------------------------------------


def test_la_description_complete_donne_exactement_cette_position():
    m = sc(RICHE, seed=9)
    assert m.seed == 9 and m.factions == ["romains", "celtes"] and m.taille == 80
    assert (m.manche, m.attaquant, m.premier, m.tours) == (3, 1, 1, 3)  # the turn begun counts
    assert m.current_player == 1 and "pas de redéploiement" in labels(m)
    r1, r2, c3 = m.unite("R1"), m.unite("R2"), m.unite("C3")
    assert [t.nom for t in r1.troupes] == ["Légionnaire"] * 3 + ["Centurion"]
    assert [t.blessures for t in r1.troupes] == [0, 0, 0, 1] and r1.zone == "combat"
    assert (r2.zone, r2.secteur, r2.ordres) == ("arrière", 2, 1)  # player 1's left is column 2
    assert (c3.zone, c3.secteur) == ("avant", 2)  # player 2's right is column 2 too
    assert sorted(m.engages("R1")) == ["C1", "C2"]
    # Meneur (the Légat): 80 / 10 + 1 tokens; the rest of them set aside.
    assert m.total_jetons(0) == 9 and m.reserve == [5, 3] and m.de_cote == [9 - 5 - 1 - 1, 8 - 3 - 2 - 2]
    # What each lost is what the other destroyed; an army is what stands plus what was lost.
    assert m.detruit == [4, 4] and m.pertes == [["Vélite", "Vélite"], ["Noble"]]
    # R1 9 + 4, R2 6 + 4, R3 6, lost 2 + 2; C1 8, C2 6, C3 8, C4 4, lost 4.
    assert m.armee_pd == [13 + 10 + 6 + 4, 8 + 6 + 8 + 4 + 4]
    assert m.options["size"] == 80 and m.options["cession"] is True


def test_les_valeurs_par_defaut():
    m = sc({"unités": [u("R1", 0, "Légionnaire"), {"joueur": 1, "troupes": "Guerrier", "zone": "arrière"}]})
    assert m.current_player == 0 and m.factions == ["romains", "celtes"] and m.taille == 60
    assert (m.manche, m.attaquant, m.tours) == (2, 0, 4)
    assert m.reserve == [6, 6] and m.de_cote == [0, 0] and m.contacts == []
    assert m.unite("C1").secteur == 1  # the game names units as army building does
    assert m.options["limite_manches"] == 30


def test_les_jetons_non_dits_sont_inutilises_ou_le_reste_mis_de_cote():
    unites = [u("R1", 0, "Légionnaire×2", ordres=3), u("C1", 1, "Cavalerie", blessures=[1])]
    assert sc({"unités": unites}).reserve == [3, 5]
    m = sc({"unités": unites, "réserve": [1, 1]})
    assert m.de_cote == [2, 4]
    m = sc({"unités": unites, "de_côté": [2, 0]})
    assert m.reserve == [1, 5]


def test_une_description_json_donne_la_meme_partie():
    texte = json.dumps(RICHE, ensure_ascii=False)
    assert sc(json.loads(texte)) == sc(RICHE)


def test_aller_retour_par_la_sauvegarde():
    check_save_round_trip(sc(RICHE), steps=40, seed=4)


def test_le_crochet_ne_construit_que_pour_ce_jeu():
    assert pocket_battles.rulekit_scenario(game="pocket_tactics", description={}, seed=0) is None
    assert pocket_battles.rulekit_invariants(game="pocket_tactics") is None
    assert plugins.invariants("pocket_battles") == list(INVARIANTS)


@pytest.mark.rulekit(game="pocket_battles", scenario=COMBAT_BLESSE)
def test_la_fixture_du_plugin_pytest(rulekit_scenario):
    assert rulekit_scenario.engages("R1") == ["C1"] and rulekit_scenario.current_player == 0


# --- rule interactions, played from a scenario ----------------------------------------------


def test_une_charge_a_l_arriere_sans_reaction_puis_le_combat():
    # "Si ... il n'y a pas d'Unité ennemie à l'Avant": the Rear may be charged, and no Front unit can react.
    m = sc(CHARGE_ARRIERE)
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : charger")
    assert m.current_player == 0 and labels(m) == ["charger C1 [Guerrier×2]"]
    jouer(m, "charger C1")
    assert m.unite("C1").zone == m.unite("R1").zone == "combat"
    des(m, 3, 4)  # Légionnaires 3 4 3 4: each die scores 2 hits
    jouer(m, "retirer Guerrier")
    jouer(m, "retirer Guerrier")
    assert m.unite("C1").zone == "détruite" and m.detruit == [4, 0]
    assert m.unite("R1").zone == "avant"  # alone in the combat zone: back to its Front at the end of the turn


def test_un_combat_avec_une_troupe_deja_blessee():
    m = sc(COMBAT_BLESSE)
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : poursuivre")
    des(m, 4)  # 2 hits
    # The wounded Cavalerie (2 PB, 1 wound) goes at the next hit; the fresh one may take a token.
    assert sorted(labels(m)) == ["blesser Cavalerie (jeton inutilisé)", "retirer Cavalerie",
                                 "retirer Cavalerie (1 blessure(s))"]
    jouer(m, "blesser Cavalerie")
    assert labels(m) == ["retirer Cavalerie (1 blessure(s))"]  # both tiles now alike
    jouer(m, "retirer Cavalerie")
    c1 = m.unite("C1")
    assert [t.blessures for t in c1.troupes] == [1] and m.reserve[1] == 4 and m.de_cote[1] == 1
    assert m.current_player == 1 and "C1 riposte contre R1" in labels(m)  # C1 survives and may riposte


# --- exact odds -------------------------------------------------------------------------------


def test_probabilite_exacte_d_au_moins_un_coup_en_poursuivant():
    # "Le Joueur Actif lance 1 dé pour son Unité ... Pour chaque correspondance entre un Dé Combat et
    # le résultat d'un dé, il porte un coup": Légionnaire×3 shows 3 4 3 4 3 4, so a 3 or a 4 (2 faces
    # in 6) scores 3 hits, anything else none.
    m = sc({"contacts": [["R1", "C1"]],
            "unités": [u("R1", 0, "Légionnaire×3", "combat"), u("C1", 1, "Guerrier×6", "combat")]})
    finir_tour(m)
    jouer(m, "poursuivre")
    assert probability(m, lambda s: coups(s) >= 1, until=AttaqueLancee) == Fraction(1, 3)
    assert distribution(m, coups, until=AttaqueLancee) == {0: Fraction(2, 3), 3: Fraction(1, 3)}


def test_probabilite_exacte_avec_plus_1_combat():
    # Vétéran: "+1 Combat" — two dice instead of one; a die misses on 1, 2 or 6 (half the faces), so
    # at least one hit has probability 1 - (1/2)² = 3/4.
    m = sc({"contacts": [["R1", "C1"]],
            "unités": [u("R1", 0, "Vétéran×2", "combat"), u("C1", 1, "Guerrier×6", "combat")]})
    finir_tour(m)
    jouer(m, "poursuivre")
    assert probability(m, lambda s: coups(s) >= 1, until=AttaqueLancee) == Fraction(3, 4)


def test_distribution_exacte_d_une_charge_et_de_son_issue():
    # A charge rolls 1 die + 1: two dice against 3 4 3 4. Each die scores 2 hits with probability 1/3:
    # 0 hits (2/3)² = 4/9, 2 hits 2·(1/3)(2/3) = 4/9, 4 hits 1/9. Two 1-PB Guerriers die at 2 hits.
    m = sc(CHARGE_ARRIERE)
    finir_tour(m)
    jouer(m, "charger")
    jouer(m, "charger C1")
    assert distribution(m, coups, until=AttaqueLancee) == {0: Fraction(4, 9), 2: Fraction(4, 9), 4: Fraction(1, 9)}
    issue = distribution(m, lambda s: s.unite("C1").zone, until=AttaqueResolue, decide=lambda s: s.legal_actions()[0])
    assert issue == {"détruite": Fraction(5, 9), "combat": Fraction(4, 9)}


# --- random play from a scenario, invariants holding ----------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_jouer_au_hasard_jusqu_a_la_fin_depuis_un_scenario(seed):
    m = sc({**RICHE, "cession": False}, seed=seed)
    rng = random.Random(seed)
    checks = (core_invariants, *INVARIANTS)
    for _ in range(20000):
        for check in checks:
            assert check(m) is not False, check.__name__
        if m.is_over:
            break
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    assert m.is_over and m.winner in (0, 1)
    assert all(isinstance(t, str) and t for t in m.log())


# --- bad descriptions -----------------------------------------------------------------------

R, C = u("R1", 0, "Légionnaire"), u("C1", 1, "Guerrier", "arrière")
ERREURS = [
    ({"joueurs": 0, "unités": [R, C]}, ["unknown key(s) 'joueurs'", "accepted: joueur, factions, taille, unités"]),
    ({"unités": [{**R, "blessure": [0]}, C]}, ["unités[0]", "'blessure'", "accepted: id, joueur, troupes, zone"]),
    ({"unités": [{"troupes": "Légionnaire"}, C]}, ["unités[0]", "'joueur' is required"]),
    ({"unités": [u("R1", 0, "Legionnaire"), C]}, ["unités[0].troupes", "unknown troop 'Legionnaire'", "Légionnaire"]),
    ({"unités": [u("R1", 0, "Guerrier"), C]}, ["unités[0].troupes", "unknown troop 'Guerrier'"]),
    ({"unités": [u("R1", 0, "Légionnaire×zéro"), C]}, ["unités[0].troupes", "whole number"]),
    ({"unités": [u("R1", 0, 3), C]}, ["unités[0].troupes", "Légionnaire×3, Centurion"]),
    ({"factions": "romains,grecs", "unités": [R, C]}, ["factions", "unknown faction 'grecs'", "romains, celtes"]),
    ({"factions": "romains", "unités": [R, C]}, ["factions", "two factions"]),
    ({"unités": [u("R1", 0, "Légionnaire", "milieu"), C]}, ["unités[0].zone", "'milieu'", "avant, arrière, combat"]),
    ({"unités": [u("R1", 0, "Légionnaire", secteur=3), C]}, ["unités[0].secteur", "0, 1 or 2", "'droit'"]),
    ({"unités": [u("R1", 0, "Tribun×3"), C]}, ["unités[0].troupes", "3 troops break the Formation rule", "(2)"]),
    ({"unités": [u("R1", 0, ""), C]}, ["unités[0].troupes", "at least one troop"]),
    ({"unités": [R, u("C1", 1, "Guerrier", "combat")], "contacts": [["R1", "C1"]]},
     ["contacts[0]", "R1 (avant, sector 1) and C1 (combat, sector 1)", "same sector"]),
    ({"unités": [u("R1", 0, "Légionnaire", "combat", 0), u("C1", 1, "Guerrier", "combat", 1)],
      "contacts": [["R1", "C1"]]}, ["contacts[0]", "combat zone of the same sector"]),
    ({"unités": [u("R1", 0, "Légionnaire", "combat"), u("R2", 0, "Légionnaire", "combat"), C],
      "contacts": [["R1", "R2"]]}, ["contacts[0]", "both player 1's"]),
    ({"unités": [R, C], "contacts": [["R1", "C9"]]}, ["contacts[0]", "no unit 'C9'", "R1, C1"]),
    ({"unités": [u("R1", 0, "Légionnaire", "combat"), u("C1", 1, "Guerrier", "combat")],
      "contacts": [["R1", "C1"], ["C1", "R1"]]}, ["contacts[1]", "duplicate contact"]),
    ({"unités": [u("R1", 0, "Légionnaire", "combat"), u("R2", 0, "Légionnaire", "combat"),
                 u("C1", 1, "Guerrier", "combat"), u("C2", 1, "Guerrier", "combat")],
      "contacts": [["R1", "C1"], ["R2", "C1"], ["R1", "C2"]]}, ["contacts", "one unit against one or more"]),
    ({"unités": [u("R1", 0, "Légionnaire", "combat"), C]}, ["contacts", "R1 is in the combat zone but in contact with no"]),
    ({"unités": [R, C], "contacts": "R1-C1"}, ["contacts", "pairs of unit ids"]),
    ({"unités": [u("R1", 0, "Légionnaire", ordres=7), C]}, ["unités", "player 1 owns 6 tokens", "7 on units", "too many"]),
    ({"unités": [R, C], "réserve": [7, 6]}, ["réserve", "owns 6 tokens", "7 unused", "too many"]),
    ({"unités": [R, C], "réserve": [6, 6], "de_côté": [1, 0]}, ["réserve", "6 unused (réserve), 1 set aside (de_côté): too many"]),
    ({"unités": [R, C], "réserve": [2, 6], "de_côté": [1, 0]}, ["réserve", "2 unused (réserve), 1 set aside (de_côté): too few"]),
    ({"unités": [R, C], "réserve": [6]}, ["réserve", "one value per player"]),
    ({"unités": [R, C], "de_côté": [-1, 0]}, ["de_côté[0]", "whole number ≥ 0"]),
    ({"unités": [u("R1", 0, "Légionnaire", blessures=[1]), C]}, ["unités[0].blessures[0]", "1 Wound point(s), so it holds 0 to 0"]),
    ({"unités": [u("R1", 0, "Cavalier", blessures=[2]), C]}, ["unités[0].blessures[0]", "Cavalier has 2 Wound point"]),
    ({"unités": [u("R1", 0, "Légionnaire", blessures=[0, 0]), C]}, ["unités[0].blessures", "at most 1"]),
    ({"unités": [R, u("R1", 1, "Guerrier")]}, ["unités[1].id", "duplicate unit id 'R1'"]),
    ({"unités": [R, u(7, 1, "Guerrier")]}, ["unités[1].id", "non-empty string"]),
    ({"joueur": 2, "unités": [R, C]}, ["joueur", "a player is 0"]),
    ({"attaquant": "romains", "unités": [R, C]}, ["attaquant", "a player is 0"]),
    ({"taille": 65, "unités": [R, C]}, ["taille", "60, 70, 80, 90, 100"]),
    ({"manche": 0, "unités": [R, C]}, ["manche", "whole number ≥ 1"]),
    ({"manche": 31, "unités": [R, C]}, ["manche", "past limite_manches (30)"]),
    ({"tours": -1, "unités": [R, C]}, ["tours", "≥ 0"]),
    ({"cession": "oui", "unités": [R, C]}, ["cession", "true or false"]),
    ({"unités": [R, C], "pertes": ["Guerrier", ""]}, ["pertes[0]", "unknown troop 'Guerrier'"]),
    ({"unités": [R, C], "pertes": "Noble"}, ["pertes", "each player has lost"]),
    ({"unités": [R]}, ["unités", "player 2 has no army"]),
    ({"unités": {"R1": R}}, ["unités", "a list of units"]),
    ({"unités": [R, C], "réserve": [0, 6]}, ["joueur", "player 1 has no unused token"]),
    ("R1 contre C1", ["description", "expected a dict"]),
]


@pytest.mark.parametrize("description, morceaux", ERREURS, ids=[str(i) for i in range(len(ERREURS))])
def test_une_description_fautive_est_refusee_clairement(description, morceaux):
    avant = copy.deepcopy(description)
    with pytest.raises(ScenarioError) as exc:
        sc(description)
    message = str(exc.value)
    assert message.startswith("pocket_battles scenario: ")
    for morceau in morceaux:
        assert morceau in message, message
    assert description == avant  # the description is left as it was


def test_les_secteurs_se_nomment_du_point_de_vue_du_proprietaire():
    m = sc({"unités": [u("R1", 0, "Légionnaire", secteur="droit"), u("C1", 1, "Guerrier", secteur="droit")]})
    assert m.unite("R1").secteur == 0 and m.unite("C1").secteur == 2
    assert sc({"unités": [u("R1", 0, "Légionnaire", secteur="centre"), C]}).unite("R1").secteur == 1


# --- every invariant trips on a broken state --------------------------------------------------


def _evoluer(m, uid, **changes):
    m.maj(attrs.evolve(m.unite(uid), **changes))


def _forcer(m, uid, **changes):
    """A change the records' validators refuse (a negative count): only the invariant sees it here."""
    with attrs.validators.disabled():
        _evoluer(m, uid, **changes)


def _attaque_sans_lecteur(m):
    from rulekit.steps import Roll

    m.stack.append(Roll(1, "attaque"))


def _action_en_fond_de_pile(m):
    from rulekit_games.pocket_battles.manche import Action

    m.stack[0] = Action(m.stack[0].joueur)  # the turn's end (FinTour) gone: nothing follows the action


def _action_de_l_autre(m):
    from rulekit_games.pocket_battles.manche import Action

    m.stack.append(Action(1 - m.stack[0].joueur))


def _action_sans_jeton(m):
    m.fixer("reserve", m.stack[0].joueur, 0)  # the turn's Action must be paid with a token


def _des_en_trop(m):
    from rulekit.steps import Roll
    from rulekit_games.pocket_battles.combat import Frapper

    m.push(Roll(9, "attaque"), Frapper("R3", "C3", "tir", False, False))  # Sagittaires: one die


CASSER = {
    "armees": lambda m: setattr(m, "catalogue", [{**m.catalogue[0], "Légionnaire": attrs.evolve(
        m.catalogue[0]["Légionnaire"], cout=0)}, m.catalogue[1]]),  # a catalogue never changes: another one
    "unites_nommees": lambda m: setattr(m, "ordonnees", m.ordonnees + ["R9"]),
    "ordre_de_jeu": lambda m: setattr(m, "premier", 1 - m.premier),
    "des_en_plus": lambda m: setattr(m, "bonus_des", {**m.bonus_des, "R1": 99}),
    "des_en_attente": _attaque_sans_lecteur,
    "procedure": _action_en_fond_de_pile,
    "jetons_conserves": lambda m: m.compter("reserve", 0, +1),
    "formations": lambda m: _evoluer(m, "C1", troupes=m.unite("C1").troupes * 2),  # Guerrier×8: formation 6
    "unites_detruites": lambda m: _evoluer(m, "R3", zone="détruite"),  # destroyed, tiles still there
    "zones": lambda m: setattr(m, "contacts", m.contacts + [("C2", "R3")]),  # R3 is at its Front, not in the combat zone
    "seuls_en_combat_entre_les_tours": lambda m: _evoluer(m, "C3", zone="combat"),
    "points_de_deploiement": lambda m: m.compter("detruit", 0, +3),
    "limite_des_manches": lambda m: setattr(m, "manche", 31),
}
AUSSI = [  # other ways to break the same rules
    ("armees", lambda m: setattr(m, "taille", 100)),
    ("armees", lambda m: setattr(m, "pertes", [m.pertes[0] + ["Druide"], m.pertes[1]])),  # a Celt among the Romans' losses
    ("unites_nommees", lambda m: setattr(m, "contacts", m.contacts + [("R1", "C9")])),
    ("unites_nommees", lambda m: m.stack.append(__import__("rulekit_games.pocket_battles.charge",
                                                           fromlist=["Charge"]).Charge("X1"))),
    ("ordre_de_jeu", lambda m: setattr(m, "attaquant", -1)),
    ("des_en_plus", lambda m: setattr(m, "bonus_des", {**m.bonus_des, "C2": 0})),
    ("des_en_attente", _des_en_trop),
    ("procedure", _action_de_l_autre),
    ("procedure", _action_sans_jeton),
    ("formations", lambda m: _evoluer(m, "C3", troupes=tuple(attrs.evolve(t, blessures=2) for t in m.unite("C3").troupes))),
    ("formations", lambda m: _forcer(m, "R2", ordres=-1)),
    ("jetons_conserves", lambda m: (m.fixer("reserve", 1, -1), m.compter("de_cote", 1, +4))),
    ("unites_detruites", lambda m: setattr(m, "unites", [*m.unites, m.unite("R3")])),
    ("zones", lambda m: _forcer(m, "R3", secteur=3)),
    ("zones", lambda m: setattr(m, "contacts", m.contacts + [("C1", "R1")])),
    ("zones", lambda m: _evoluer(m, "R3", zone="réserve")),
    ("points_de_deploiement", lambda m: m.compter("armee_pd", 1, +1)),
]


def test_chaque_invariant_declare_a_son_test_de_casse():
    assert sorted(CASSER) == sorted(check.__name__ for check in INVARIANTS)


@pytest.mark.parametrize("nom, casser", [*CASSER.items(), *AUSSI], ids=lambda x: x if isinstance(x, str) else "")
def test_chaque_invariant_se_declenche_sur_un_etat_casse(nom, casser):
    (check,) = [c for c in INVARIANTS if c.__name__ == nom]
    m = sc(RICHE)
    for c in INVARIANTS:
        c(m)  # the scenario itself breaks nothing
    casser(m)
    with pytest.raises(AssertionError):
        assert check(m) is not False


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 120) | st.floats(allow_nan=False) | st.text(max_size=12)
                    | st.sampled_from(["R1", "C1", "combat", "Guerrier×2", "romains,celtes", "gauche"]),
                    lambda enfants: st.lists(enfants, max_size=4) | st.dictionaries(st.text(max_size=8), enfants, max_size=3),
                    max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(cle=st.sampled_from(["joueur", "factions", "taille", "unités", "contacts", "réserve", "de_côté", "pertes",
                            "manche", "attaquant", "tours", "limite_manches", "cession", "unités.0", "unités.3",
                            "contacts.0"]),
       valeur=JSON)
def test_n_importe_quelle_valeur_donne_une_partie_ou_une_scenario_error(cle, valeur):
    description = copy.deepcopy(RICHE)
    if "." in cle:
        nom, i = cle.split(".")
        description[nom][int(i)] = valeur
    else:
        description[cle] = valeur
    try:
        m = sc(description)
    except ScenarioError:
        return
    for check in (core_invariants, *INVARIANTS):
        check(m)
