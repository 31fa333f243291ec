"""The log and a few readings of issue 21: the sequence of play read from the sheet, formations of
the same name told apart, a spent overwatch, zones of control (exactly 5 cm is inside)."""

import random

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample
from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref.assaut import Assaut, ChoisirCharge
from rulekit_games.epic_ref.evenements import Demoralisation
from rulekit_games.epic_ref.feuille import feuille
from rulekit_games.epic_ref.mouvement import destinations, trajet

from .conftest import P, W, armee, bench, run


def test_les_phases_du_tour_sont_celles_de_la_feuille():
    """« Séquence de Jeu » (data/sequence.txt) names the three phases in the log."""
    m = rulekit.load_game("epic_ref").new_match(seed=3)
    rng = random.Random(3)
    while m.tour < 2 and not m.is_over:
        m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    log = m.log()
    strategie, action, fin = (f"{p.numero} – {p.nom} : {p.texte}" for p in feuille().sequence)
    assert log.index(f"— Tour 1 — {strategie}") < next(i for i, x in enumerate(log) if x.endswith(f"{action}."))
    assert f"{fin}." in log


def test_deux_formations_du_meme_nom_se_distinguent():
    a = armee([P("Boy")], [], {"A": ["Boy"]})
    d = armee([P("Boy")], [], {"Bande": ["Boy"]})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 20)
    m.ajouter_formation(1, "Bande", 30, 90)
    m.ajouter_formation(1, "Bande", 150, 90)
    assert Demoralisation(1).text(m) == "Bande (1, J2) est démoralisée."
    assert Demoralisation(2).text(m) == "Bande (2, J2) est démoralisée."
    assert Demoralisation(0).text(m) == "A (J1) est démoralisée."   # a name of its own: as before


def test_un_tir_d_alerte_epuise_l_alerte_sans_nouvelle_action():
    a = armee([P("Boy", cc=3)], [], {"A": ["Boy"] * 3})
    d = armee([P("Garde"), P("Guetteur", armes=("Fusil",))], [W("Fusil", 60, ap=6)],
              {"D": ["Garde"], "O": ["Guetteur"]})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 48)
    m.ajouter_formation(1, "D", 90, 60)
    m.ajouter_formation(1, "O", 90, 100)
    m.modifier_formation(2, action="Etat d'Alerte", a_agi=True)
    m.push(ChoisirCharge(0, 0), Assaut(0))
    m._settle()
    run(m, [(1,)], choose=lambda acts: next(a for a in acts if " charge " in a.label or " tire sur " in a.label))
    assert "O (J2) a tiré en état d'alerte : son état d'alerte prend fin." in m.log()
    assert not any("doit effectuer l'action" in x for x in m.log())


def test_une_formation_ne_s_arrete_pas_a_5_cm_d_un_ennemi():
    """The published FAQ: « if you were exactly 5cm you would be in the ZOC »: a move towards an
    enemy stops more than 5 cm from it, and a walk never ends at 5 cm or less."""
    a = armee([P("Boy", vitesse=30)], [], {"A": ["Boy"]})
    d = armee([P("Garde")], [], {"D": ["Garde"]})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 40)
    m.ajouter_formation(1, "D", 90, 60)
    points = [p for _, p in destinations(m, 0, 30)]
    assert all(T.distance(p, (90, 60)) > 5 for p in points)
    assert min(T.distance(p, (90, 60)) for p in points) <= 6.5   # as near as whole centimetres allow
    assert 5 < T.distance(trajet(m, 0, (90, 55))[0], (90, 60)) <= 6.5   # a walk to exactly 5 cm stops short
