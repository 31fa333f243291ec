"""Whom the abilities in play may answer about (porteurs.py: peut_repondre): a unit that
no rule may answer a query about is not asked it, so the answer said for it must be the value
the query is given — checked at every decision of random matches whose armies carry the sheet's
terrain, zone and fire rules, an aura that answers for the others of its side, and a rule that
cites others."""

import random

import pytest
from rulekit_games.epic_ref import capacites as C
from rulekit_games.epic_ref import porteurs as Q
from rulekit_games.epic_ref import marche, tir

from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing import scenario

from .conftest import P, W, armee

#: the queries asked about one unit or weapon (its context key), as the procedures ask them
QUESTIONS = [("terrain dangereux ignoré", "unite"), ("terrain infranchissable ignoré", "unite"),
             ("compte comme", "unite"), ("zone de contrôle", "unite"), ("ignore zones de contrôle", "unite"),
             ("vulnérable AP et AC", "cible"), ("relance svg", "cible"), ("seconde svg", "cible"),
             ("relance terrain dangereux", "unite"), ("retraite obligatoire", "unite"), ("macro", "arme"),
             ("aucune sauvegarde", "arme"), ("modificateur svg", "tireur"), ("choisit l'unité touchée", "tireur"),
             ("ignore svg couvert", "arme"), ("PI par touche", "arme"), ("dégâts engins", "arme"),
             ("ignore couvert toucher", "arme"), ("svg contre macro", "cible"), ("malus feu croisé", "cible"),
             ("attaques", "arme+unite"), ("modificateur", "arme+unite"), ("arme utilisable", "arme"),
             ("multiplicateur", "unite")]
AURA = "Les unités à moins de 15 cm ignorent les terrains dangereux"


def armees(aura=True):
    a = armee([P("Sauteur", vitesse=30, capacites=("Réacteurs Dorsaux",), armes=("Fusil",)),
               P("Cavalier", vitesse=20, capacites=("Montés", "Infiltrateurs")),
               P("Glisseur", "AV", vitesse=30, capacites=("Anti grav", "Véhicule Léger"), armes=("Canon",)),
               P("Prêtre", capacites=(AURA, "Commandant Suprême") if aura else ("Commandant Suprême",))],
              [W("Fusil", 30, ap=5), W("Canon", 45, ap=5, ac=5, capacites=("Macro Armes", "Tir Unique"))],
              {"Sauts": ["Sauteur"] * 3, "Cavaliers": ["Cavalier", "Cavalier", "Prêtre"], "Glisseurs": ["Glisseur"] * 2})
    d = armee([P("Éclaireur", capacites=("Eclaireurs", "Snipers"), armes=("Fusil",)),
               P("Bipode", "AV", capacites=("Marcheurs", "Blindage Renforcé"), armes=("Fusil",)),
               P("Garde", armes=("Fusil",))],
              [W("Fusil", 30, ap=5, capacites=("Att. Supplémentaire (1)",))],
              {"Éclaireurs": ["Éclaireur"] * 3, "Bipodes": ["Bipode"] * 2, "Gardes": ["Garde"] * 4})
    return a, d


def test_une_aura_et_les_lignes_de_la_feuille():
    assert not Q.au_porteur(C.compiler(AURA))
    assert Q.au_porteur(C.compiler("Réacteurs Dorsaux")) and Q.au_porteur(C.compiler("Commandant Suprême"))
    assert Q.au_porteur(C.compiler("Anti grav"))   # cites « Attaque surprise », which the sheet does not define


@pytest.mark.parametrize("graine", range(4))
def test_un_sujet_sans_porteur_garde_la_valeur_donnee(graine):
    """With the aura in play (even seeds), every unit may be answered about a terrain question;
    without it, only the bearers: the others' terrain is kept across states (marche._par_colonnes)."""
    aura = graine % 2 == 0
    a, d = armees(aura)
    m = scenario("epic_ref", {"factions": [a, d], "scénario": graine // 2 % 2, "phase": "stratégie", "terrain": [
        "Bois 60 40 30 30", "Falaises 100 50 10 20", "Marécages 20 60 40 10", "Rivières 120 20 10 60"],
        "formations": [{"joueur": 0, "nom": n, "x": 30 + 40 * k, "y": 15} for k, n in enumerate(("Sauts", "Cavaliers", "Glisseurs"))]
        + [{"joueur": 1, "nom": n, "x": 30 + 40 * k, "y": 105} for k, n in enumerate(("Éclaireurs", "Bipodes", "Gardes"))]},
        seed=graine)
    rng, aura_vue, valeur = random.Random(graine), False, object()
    while not m.is_over:
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
            continue
        sujets = [f"{f.id}.{i}" for f in m.formations for i in range(len(f.unites))]
        armes = [f"{u}.{w}" for u in sujets for w in range(len(m.profil(*map(int, u.split("."))).armes))]
        for question, cle in QUESTIONS:
            for sujet in (armes if cle.startswith("arme") else sujets):
                # a weapon's query names its unit too (« attaques », « modificateur »: moment « tir »)
                ctx = {"arme": sujet, "unite": sujet.rsplit(".", 1)[0], "moment": "tir"} if cle == "arme+unite" else {cle: sujet}
                if not Q.peut_repondre(m, question, sujet):
                    assert m.query(question, valeur, **ctx) is valeur, (question, sujet)
                elif question == "terrain dangereux ignoré" and m.query(question, False, unite=sujet) \
                        and m.profil(*map(int, sujet.split("."))).nom != "Sauteur" and not sujet.startswith("2."):
                    aura_vue = True   # answered for another unit than its bearers: the aura
        for f in m.formations:
            if f.sur_table:
                for e in m.formations:   # a target in range (« Tir Unique » asked): one with weapons listed
                    if e.joueur != f.joueur and e.sur_table:
                        assert tir.a_portee(m, f.id, e.id) == bool(tir._armes_a_portee(m, f.id, e.id))
                for portee in (None, 10, 30, 60):   # kept across states, or per state: as worked out afresh
                    proches = None if portee is None else marche._a_portee(m.terrain, f.pos, portee)
                    assert marche.terrain_des_unites(m, f.id, portee) == _terrain_en_demandant_tout(m, f.id, proches)
        m.apply(rng.choice(m.legal_actions()))
    assert aura_vue == aura


def _terrain_en_demandant_tout(m, fid, proches=None):
    """``marche._terrain_des_unites`` asking every unit's rules (no unit set aside)."""
    import rulekit_games.epic_ref.marche as M

    vraie = M.repond
    M.repond = lambda table, question, sujet: True
    try:
        return M._terrain_des_unites(m, fid, proches)
    finally:
        M.repond = vraie
