"""Assaults, steps I–VIII, on crafted states."""

import pytest

from rulekit import CHANCE
from rulekit.steps import Roll
from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref import assaut
from rulekit_games.epic_ref.assaut import Assaut, ChoisirCharge, JugerAssaut

from .conftest import P, W, armee, bench, kinds, run


def face_a_face(att, dfn, n_att=2, n_def=1, armes=(), dist=0):
    a = armee(att if isinstance(att, list) else [att], armes, {"A": [att[0].nom if isinstance(att, list) else att.nom] * n_att})
    d = armee([dfn], [], {"D": [dfn.nom] * n_def})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 60 - dist)
    m.ajouter_formation(1, "D", 90, 60)
    m.modifier_formation(0, cible=1)
    return m


@pytest.mark.parametrize("args, attendu", [
    ((0, 3, 3, 1, 1, False), 0),
    ((2, 3, 3, 1, 1, False), 2),        # +1 per kill
    ((0, 4, 3, 1, 1, False), 1),        # more units
    ((0, 7, 3, 1, 1, False), 2),        # more than twice as many
    ((0, 3, 3, 0, 1, False), 2),        # no blast marker, and the enemy has more
    ((0, 3, 3, 1, 2, False), 1),        # the enemy has more blast markers
    ((0, 3, 3, 1, 1, True), 1),         # Charismatique
])
def test_modificateurs_d_assaut(args, attendu):
    assert assaut.modificateurs(*args) == attendu


def test_contact_et_fusillade():
    m = face_a_face(P("Boy"), P("Garde"), n_att=5, n_def=2)
    cc = assaut.engagees(m, ((0,), (1,)))
    assert len(cc[0]) == 4 and len(cc[1]) == 2     # at most two attackers per defender in contact


def test_charge_et_victoire_par_destruction():
    m = face_a_face(P("Boy", cc=3), P("Garde", cc=4), dist=10)
    m.modifier_formation(0, cible=-1)
    m.push(ChoisirCharge(0, 0), Assaut(0))
    m._settle()
    run(m, choose=lambda acts: acts[0])
    assert m.formations[0].pos == m.formations[1].pos
    # no first strikers: wave 1 throws nothing; wave 2: attackers 2 dice at 3+, defender 1 at 4+
    run(m, [(3, 3), (1,), (1, 1)])
    r = kinds(m, "ResultatAssaut")
    assert r and r[-1].vainqueur == 0
    assert type(m.top).__name__ == "ChoisirDestination" and m.top.genre == "consolidation"


def test_attaquants_detruits_fin_de_l_assaut():
    m = face_a_face(P("Boy", cc=6, svg=7), P("Garde", cc=2), n_att=1, n_def=1)
    m.push(Assaut(0))
    m._settle()
    run(m, [(1,), (2,)])                            # attacker misses, defender hits, no save
    assert m.formations[0].detruite and not kinds(m, "ResultatAssaut")


def test_frappe_en_premier():
    epee = W("Épée", 0, capacites=("Frappe en Premier", "Att. Supplémentaire (1)"))
    m = face_a_face([P("Duelliste", cc=6, armes=("Épée",))], P("Garde", cc=2, svg=7), n_att=1, n_def=1, armes=[epee])
    m.push(Assaut(0))
    m._settle()
    run(m, [(6,)])                                  # wave 1: the sword's attack at CC 6+ hits, no save
    assert m.formations[1].detruite
    assert kinds(m, "ResultatAssaut")[-1].vainqueur == 0


def test_arme_energetique_macro_plus_une_attaque():
    hache = W("Hache", 0, capacites=("Macro Armes", "Att. Supplémentaire (1)"))
    m = face_a_face([P("Nob", cc=3, armes=("Hache",))], P("Garde", cc=6, svg=2), n_att=1, n_def=2, armes=[hache])
    salves = assaut._attaques(m, ((0,), (1,)), 0, assaut.engagees(m, ((0,), (1,))), False)
    assert sorted((s.seuil, s.n, s.macro) for s in salves) == [(3, 1, False), (3, 1, True)]


def resultat(m, att, dfn, depart=(3, 3)):
    m.push(Roll(2, "résultat de l'attaquant"), Roll(2, "résultat du défenseur"), JugerAssaut((0,), (1,), depart))
    m._settle()
    return run(m, [att, dfn])


def test_perdant_touches_supplementaires_demoralise_et_repli():
    m = face_a_face(P("Boy"), P("Garde"), n_att=3, n_def=3)
    resultat(m, (6, 6), (1, 2))                     # 12+1 against 3+1: the defender loses by 9
    assert [e.cause for e in kinds(m, "UniteDetruite")] == ["défaite en assaut"] * 3
    m = face_a_face(P("Boy"), P("Garde"), n_att=3, n_def=3)
    resultat(m, (4, 5), (1, 2))                     # loses by 6: the three units
    assert len(kinds(m, "UniteDetruite")) == 3
    m = face_a_face(P("Boy"), P("Garde"), n_att=3, n_def=4)
    resultat(m, (4, 2), (1, 2), (3, 4))             # 6+1 against 3+1+1 (more units): loses by 2
    assert len(kinds(m, "UniteDetruite")) == 2 and m.formations[1].demoralisee


def test_egalite_on_relance():
    m = face_a_face(P("Boy"), P("Garde"), n_att=3, n_def=3)
    resultat(m, (3, 4), (2, 5))
    assert not kinds(m, "ResultatAssaut")
    run(m, [(6, 6), (1, 1)])
    assert kinds(m, "ResultatAssaut")[-1].vainqueur == 0


def test_charismatique_dans_le_resultat():
    m = face_a_face(P("Boy", capacites=("Charismatique",)), P("Garde"), n_att=3, n_def=3)
    assert assaut.modificateurs_camp(m, ((0,), (1,)), 0, (3, 3)) == 2   # no marker +1, Charismatique +1
    assert assaut.modificateurs_camp(m, ((0,), (1,)), 1, (3, 3)) == 1


def test_sans_peur_immunise_et_sans_repli():
    m = face_a_face(P("Boy"), P("Garde", capacites=("Sans Peur",)), n_att=3, n_def=3)
    resultat(m, (6, 6), (1, 2))
    assert kinds(m, "UniteDetruite") == [] and m.formations[1].pos == (90, 60)


def test_tir_de_soutien():
    a = armee([P("Boy", cc=6, ff=2)], [], {"A": ["Boy"], "B": ["Boy"]})
    d = armee([P("Garde", cc=6, svg=7)], [], {"D": ["Garde"] * 2})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 60)
    m.ajouter_formation(0, "B", 90, 50)            # within 15 cm of the defender: supports
    m.ajouter_formation(1, "D", 90, 60)
    m.modifier_formation(0, cible=2)
    m.push(Assaut(0))
    m._settle()
    run(m, [(1,), (1, 1), (2,)])                    # wave 2: all miss; support: B's FF 2+ hits
    assert len(kinds(m, "UniteDetruite")) == 1


def _charge_sous_le_feu(terrain=(), pions=0, n_att=1, att=None):
    """Formation 0 charges D; formation 2 (player 2), in Etat d'Alerte, may shoot at it."""
    att = att or P("Boy", cc=3)
    a = armee([att], [], {"A": [att.nom] * n_att})
    d = armee([P("Garde"), P("Guetteur", armes=("Fusil",))], [W("Fusil", 60, ap=6)],
              {"D": ["Garde"], "O": ["Guetteur"]})
    m = bench(a, d, terrain)
    m.ajouter_formation(0, "A", 90, 48)
    m.ajouter_formation(1, "D", 90, 60)
    m.ajouter_formation(1, "O", 90, 100)
    m.modifier_formation(0, pions=pions)
    m.modifier_formation(2, action="Etat d'Alerte", a_agi=True)
    m.push(ChoisirCharge(0, 0), Assaut(0))
    m._settle()
    return m


def test_un_chargeur_brise_par_le_tir_d_alerte_ne_combat_pas():
    """The overwatch fire's blast marker breaks the lone charger (« Un PI par unité → Retraite »):
    it withdraws and does not fight the assault it charged into (issue 21)."""
    m = _charge_sous_le_feu()
    run(m, [(1,)], choose=lambda acts: next(a for a in acts if " charge " in a.label or " tire sur " in a.label))
    assert m.formations[0].demoralisee and m.formations[0].pos != m.formations[1].pos  # withdrawn
    assert m.current_player is not CHANCE  # no assault dice are thrown
    assert not kinds(m, "ResultatAssaut") and not [e for e in kinds(m, "Touches") if e.contexte == "assaut"]


def test_un_chargeur_brise_par_le_terrain_dangereux_ne_combat_pas():
    """Two vehicles with a marker charge through a wood (dangerous): one is lost, the marker now
    equals the units left, the formation is broken, withdraws and does not fight."""
    bois = T.Element("Bois", 80, 50, 20, 5)
    m = _charge_sous_le_feu([bois], pions=1, n_att=2, att=P("Buggy", "AV", vitesse=30, cc=3))
    m.modifier_formation(2, action="")  # no overwatch here
    run(m, [(1, 6)], choose=lambda acts: next(a for a in acts if " charge " in a.label))
    assert m.formations[0].demoralisee and len(m.formations[0].vivantes()) == 1
    assert m.current_player is not CHANCE
    assert not kinds(m, "ResultatAssaut")
