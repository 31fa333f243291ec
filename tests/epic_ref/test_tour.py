"""The turn: strategy roll, action tests, keeping the initiative, Tenir on failure,
regrouping, rallies, teleporting formations, commanders."""

import rulekit
from rulekit_games.epic_ref import strategie
from rulekit_games.epic_ref.activation import Alternance, ChoisirAction, ChoisirFormation
from rulekit_games.epic_ref.actions import Regroupement
from rulekit_games.epic_ref.ralliement import FinDuTour
from rulekit.steps import Roll

from .conftest import P, armee, bench, kinds, run


def deux(profil_a=None, profil_d=None, n=3, initiative=3, formations_a=("A",), pos_d=(90, 110)):
    pa = profil_a or P("Boy")
    a = armee([pa], [], {f: [pa.nom] * n for f in formations_a}, initiative=initiative)
    d = armee([profil_d or P("Garde")], [], {"D": [(profil_d or P("Garde")).nom] * n})
    m = bench(a, d)
    for k, f in enumerate(formations_a):
        m.ajouter_formation(0, f, 90 + 3 * k, 10)
    m.ajouter_formation(1, "D", *pos_d)
    return m


def declarer(m, action, conserve=False, de=(4,)):
    m.push(ChoisirAction(0, 0, conserve))
    m._settle()
    run(m, choose=lambda acts: next(a for a in acts if a.action == action))
    return run(m, [de])


def test_test_d_action_reussi():
    m = declarer(deux(), "Avance", de=(3,))
    t = kinds(m, "TestAction")[-1]
    assert t.reussi and m.formations[0].action == "Avance" and m.formations[0].pions == 0


def test_pion_impact_moins_un_et_tenir_en_cas_d_echec():
    m = deux()
    m.modifier_formation(0, pions=1)
    declarer(m, "Avance", de=(3,))
    t = kinds(m, "TestAction")[-1]
    assert (t.modificateur, t.reussi) == (-1, False)
    assert m.formations[0].action == "Tenir" and m.formations[0].pions == 2


def test_conserver_l_initiative_moins_un():
    m = declarer(deux(), "Avance", conserve=True, de=(3,))
    assert not kinds(m, "TestAction")[-1].reussi


def test_alternance_et_conservation():
    m = deux(formations_a=("A", "B"))
    m.modifier_formation(0, a_agi=True)
    m.push(Alternance(0, False))
    m._settle()
    labels = [a.label for a in m.legal_actions()]
    assert labels == ["conserver l'initiative : activer B (1)", "passer la main"]
    m.pop()
    m.push(Alternance(0, True))                     # kept it once: the opponent acts next
    m._settle()
    assert isinstance(m.top, ChoisirFormation) and m.top.joueur == 1


def test_demoralisee_seulement_tenir_ou_rassemblement():
    m = deux()
    m.modifier_formation(0, demoralisee=True)
    m.push(ChoisirAction(0, 0))
    m._settle()
    assert [a.action for a in m.legal_actions()] == ["Rassemblement", "Tenir"]


def chef_et_boyz(chef, initiative=3):
    a = armee([chef, P("Boy")], [], {"A": [chef.nom, "Boy", "Boy"], "B": ["Boy"] * 3}, initiative=initiative)
    d = armee([P("Garde")], [], {"D": ["Garde"] * 3})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 10)
    m.ajouter_formation(0, "B", 120, 10)
    m.ajouter_formation(1, "D", 90, 110)
    return m


def test_regroupement_plus_haut_de_et_meneur():
    for caps, reste in (((), 3), (("Meneur",), 2)):
        m = chef_et_boyz(P("Chef", capacites=caps))
        m.modifier_formation(0, pions=5)
        m.push(Roll(2, "regroupement"), Regroupement(0))
        m._settle()
        run(m, [(1, 2)])
        assert m.formations[0].pions == reste


def test_jet_de_strategie_egalite_relance():
    game = rulekit.load_game("epic_ref")
    m = game.new_match(seed=0)                      # Space Marines 5, Orks 3
    run(m, [(1,), (3,)])                            # 6 against 6: rolled again
    assert isinstance(m.top, Roll)
    run(m, [(1,), (4,)])                            # 6 against 7: the Orks choose
    assert isinstance(m.top, strategie.ChoixPremier) and m.top.joueur == 1


def ralliement(m, de):
    m.push(FinDuTour())
    m._settle()
    return run(m, [de])


def test_ralliement_demoralisee_moins_deux_ennemi_moins_un():
    m = deux(initiative=2, pos_d=(90, 35))          # enemy within 30 cm
    m.modifier_formation(0, demoralisee=True, pions=3)
    ralliement(m, (4,))                             # 4 - 2 - 1 = 1 < 2: failed, withdraws
    assert not kinds(m, "Ralliement")[-1].reussi and m.formations[0].demoralisee
    m = deux(initiative=2, pos_d=(90, 35))
    m.modifier_formation(0, demoralisee=True, pions=3)
    ralliement(m, (5,))
    f = m.formations[0]
    assert kinds(m, "Ralliement")[-1].reussi and not f.demoralisee and f.pions == 1
    # rallied this turn (checked by the victory conditions before the next turn starts)
    assert kinds(m, "ObjectifsTenus") and kinds(m, "TourCommence")


def test_ralliement_meneur_et_formation_non_demoralisee():
    m = chef_et_boyz(P("Chef", capacites=("Meneur",)), initiative=2)
    m.modifier_formation(0, demoralisee=True, pions=3)
    ralliement(m, (6,))
    assert m.formations[0].pions == 0                             # half of 3 units is 1, less the Meneur's one
    m = deux(initiative=2)
    m.modifier_formation(0, pions=2)
    ralliement(m, (2,))
    assert m.formations[0].pions == 0


def test_teleportation():
    t = P("Terminator", capacites=("Téléportation",))
    m = deux(t)
    assert m.formations[0].reserve
    m.push(strategie.ChoisirTeleportation(0, 0))
    m._settle()
    labels = [a.label for a in m.legal_actions()]
    assert "téléporter la formation 0 en (90, 60)" in labels and labels[-1].endswith("reste en réserve")
    run(m, choose=lambda acts: next(a for a in acts if (a.x, a.y) == (90, 60)))
    run(m, [(1, 1, 5)])
    assert m.formations[0].pos == (90, 60) and m.formations[0].pions == 2


def test_commandant_assaut_groupe():
    chef = P("Capitaine", capacites=("Commandant",))
    a = armee([chef, P("Boy")], [], {"A": ["Capitaine", "Boy"], "B": ["Boy"] * 2, "C": ["Boy"] * 2, "E": ["Boy"]})
    d = armee([P("Garde")], [], {"D": ["Garde"] * 3})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 50)
    m.ajouter_formation(0, "B", 93, 50)
    m.ajouter_formation(0, "C", 90, 54)
    m.ajouter_formation(0, "E", 100, 50)            # 10 cm away: too far
    m.ajouter_formation(1, "D", 90, 60)
    from rulekit_games.epic_ref.assaut import groupe_possible

    assert groupe_possible(m, 0) == [1, 2]
    m.modifier_formation(1, pions=1)
    declarer(m, "Assaut", de=(2,))                  # one test for all: -1 for B's marker
    t = kinds(m, "TestAction")[-1]
    assert t.modificateur == -1 and not t.reussi and m.groupe == []


def test_commandant_supreme_relance_une_fois_par_tour():
    m = chef_et_boyz(P("Seigneur", capacites=("Commandant Suprême",)))
    declarer(m, "Avance", de=(1,))
    assert kinds(m, "RelanceInitiative")
    run(m, [(1,)])
    assert not kinds(m, "TestAction")[-1].reussi
    m.push(ChoisirAction(1, 0))
    m._settle()
    run(m, choose=lambda acts: acts[0])
    run(m, [(1,)])
    assert len(kinds(m, "RelanceInitiative")) == 1  # once per turn, for the whole army
    m.tour = 2
    m.push(ChoisirAction(1, 0))
    m._settle()
    run(m, choose=lambda acts: acts[0])
    run(m, [(1,)])
    assert len(kinds(m, "RelanceInitiative")) == 2
