"""The answers kept while the match stands still (games/epic_ref/memo.py): worked out once per
state, never read from another state — one reached by play, edited by hand or cloned — and
the same as those worked out afresh all along random matches."""

import copy
import pickle
import random

import attrs
import pytest
from rulekit_games.epic_ref import assaut, marche, mouvement, tir
from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref.evenements import PionsImpact
from rulekit_games.epic_ref.memo import memo

import rulekit
from rulekit import CHANCE
from rulekit.chance import sample

from .conftest import P, W, armee, bench


def duel(dist=20):
    a = armee([P("Tireur", armes=("Fusil",))], [W("Fusil", 30, ap=4)], {"A": ["Tireur"]})
    d = armee([P("Cible")], [], {"D": ["Cible"]})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 60 - dist)
    m.ajouter_formation(1, "D", 90, 60)
    return m


def test_une_fois_par_etat():
    m, calculs = duel(), []
    for _ in range(3):
        assert memo(m, ("question",), lambda: calculs.append(1) or len(calculs)) == 1
    m.emit(PionsImpact(1, 0, "test"))                        # an event that changes nothing kept answers read
    assert memo(m, ("question",), lambda: calculs.append(1) or len(calculs)) == 1
    m.emit(PionsImpact(1, 1, "test"))                        # an event changing a formation: another state
    assert memo(m, ("question",), lambda: calculs.append(1) or len(calculs)) == 2


def test_un_etat_modifie_a_la_main_est_un_autre_etat():
    m = duel()
    assert tir.cibles(m, 0) == [1]
    m.formations[1] = attrs.evolve(m.formations[1], y=110)   # out of range, without an event
    assert tir.cibles(m, 0) == []
    m.formations[1] = attrs.evolve(m.formations[1], y=60)
    assert tir.cibles(m, 0) == [1]
    depart = mouvement.trajet(m, 0, (90, 10), zdc=False)[0]
    m.terrain = [*m.terrain, T.Element("Falaises", 80, 25, 20, 5)]   # impassable, added by hand
    assert mouvement.trajet(m, 0, (90, 10), zdc=False)[0] != depart


def test_un_clone_modifie_ne_change_pas_l_original():
    m = duel()
    assert tir.cibles(m, 0) == [1]
    c = m.clone()
    c.formations[1] = attrs.evolve(c.formations[1], y=110)
    assert tir.cibles(c, 0) == [] and tir.cibles(m, 0) == [1]


def test_les_reponses_gardees_sont_celles_du_moment():
    """At every decision of random matches, every formation's kept answers equal fresh ones."""
    game = rulekit.load_game("epic_ref")
    for seed in (5, 6):
        rng, m = random.Random(seed), game.new_match(seed=seed)
        while not m.is_over:
            if m.current_player is CHANCE:
                m.apply(sample(m.chance_outcomes(), rng))
                continue
            for f in m.formations:
                # the living units read once per tuple of units (etat.Unites): as the units say now
                assert f.vivantes() == [i for i, u in enumerate(f.unites) if u.vivante]
                assert f.detruite == (not any(u.vivante for u in f.unites))
                assert f.sur_table == (not f.reserve and any(u.vivante for u in f.unites))
                if f.sur_table:
                    assert tir.cibles(m, f.id) == list(tir._cibles(m, f.id))
                    for e in m.formations:   # a target in range: one with weapons in range, listed
                        if e.joueur != f.joueur and e.sur_table:
                            assert tir.a_portee(m, f.id, e.id) == bool(tir._armes_a_portee(m, f.id, e.id))
                    assert [tir.eligibles(m, f.id, g) for g in ("AP", "AC")] == [tir._eligibles(m, f.id, g) for g in ("AP", "AC")]
                    assert assaut.cibles_charge(m, f.id) == list(assaut._cibles_charge(m, f.id, 1)) == _charges(m, f.id)
                    assert marche.terrain_des_unites(m, f.id) == marche._terrain_des_unites(m, f.id)
                    # kept across states with the units (memo.selon_unites): as read from the profiles now
                    assert tir.portee_max(m, f.id) == max((m.arme(f.id, a).portee for i in f.vivantes()
                                                           for a in m.profil(f.id, i).armes if m.arme(f.id, a).portee > 0), default=-1)
                    assert mouvement.longueur(m, f.id, 2) == 2 * min(m.profil(f.id, i).vitesse for i in f.vivantes())
                    assert marche.zones_ennemies(m, f.id) == {e.id: marche.zone_de_controle(m, e.id) for e in m.formations
                                                              if e.joueur != f.joueur and e.sur_table}
                    for portee in (10, 30, None):   # a preparation's boxes (its features' kept with their groups)
                        prep = marche.preparer(m, f.id, portee=portee)
                        assert prep.boites == _boites(*prep)
            m.apply(rng.choice(m.legal_actions()))


def _boites(unites, zones):
    """A preparation's boxes as first written: each feature of its groups once, in order, then each zone."""
    elements = {id(e): e for _, bloque, danger in unites for e in (*bloque, *danger)}
    return tuple([((e.x, e.x + e.l, e.y, e.y + e.p), e) for e in elements.values()]
                 + [((pos[0] - r, pos[0] + r, pos[1] - r, pos[1] + r), (pos, r)) for pos, r in zones])


def _charges(m, fid, n=1):
    """The formations ``fid`` can charge, each walk made by ``marche.trajet`` on its own."""
    f = m.formations[fid]
    portee = mouvement.longueur(m, fid, n) * assaut.multiplicateur(m, fid, "charge")
    return [e.id for e in m.formations if e.joueur != f.joueur and e.sur_table and T.distance(f.pos, e.pos) <= portee
            and marche.trajet(m, fid, e.pos, cible=e.id, portee=portee)[0] == e.pos]


def test_le_champ_de_bataille_est_partage_par_les_matchs_du_scenario():
    """Two matches of one scenario hold the same frozen terrain and objectives (``table.champ``):
    the scenario's, never changed in place (so what is kept with them serves every match)."""
    game = rulekit.load_game("epic_ref")
    a, b = game.new_match(seed=2), game.new_match(seed=2 + len(T.scenarios()))
    s = T.scenarios()[2 % len(T.scenarios())]
    assert a.terrain is b.terrain and a.objectifs is b.objectifs
    assert list(a.terrain) == list(s.terrain) and list(a.objectifs) == list(s.objectifs)
    with pytest.raises(TypeError):
        a.terrain.append(a.terrain[0])


def test_les_reponses_gardees_avec_les_unites():
    """The answers kept with a formation's units (``memo.selon_unites``) are read again for another
    army, start afresh on a changed unit, and are not carried by a copy or a pickle."""
    m = duel()
    f = m.formations[0]
    assert tir.portee_max(m, 0) == 30 and f.unites.reponses["portée max"][1] == 30
    f.unites.reponses["portée max"] = (object(), 99)   # read from another army: read again
    assert tir.portee_max(m, 0) == 30
    m.modifier_unite(0, 0, vivante=False)              # a changed unit: a new tuple, nothing kept
    assert m.formations[0].unites.reponses == {} and tir.portee_max(m, 0) == -1
    for copie in (copy.copy(f.unites), copy.deepcopy(f.unites), pickle.loads(pickle.dumps(f.unites))):
        assert copie == f.unites and copie.vivantes == f.unites.vivantes and copie.reponses == {}


def test_copie_est_evolve():
    """``match.copie`` (the state's records changed) gives what ``attrs.evolve`` gives, converts
    and validates alike, and refuses an unknown field."""
    import pytest
    from rulekit_games.epic_ref.etat import Unites
    from rulekit_games.epic_ref.match import copie

    m = duel()
    f = m.formations[1]
    for champs in ({}, {"x": 3, "pions": 2}, {"unites": list(f.unites), "demoralisee": True}, {"cible": -1}):
        assert copie(f, champs) == attrs.evolve(f, **champs)
    assert type(copie(f, {"unites": list(f.unites)}).unites) is Unites
    morte = copie(f, {"unites": [attrs.evolve(f.unites[0], vivante=False)]})   # its living units read anew
    assert morte.unites.vivantes == () and morte.detruite and not morte.sur_table and f.sur_table
    u = f.unites[0]
    assert copie(u, {"vivante": False}) == attrs.evolve(u, vivante=False)
    with pytest.raises(TypeError):
        copie(f, {"inconnu": 1})
    with pytest.raises(ValueError):
        copie(f, {"pions": -1})

    @attrs.frozen
    class ParMotCle:   # a field that is no positional argument: copied by keyword
        a: int
        b: int = attrs.field(default=0, kw_only=True)

    r = ParMotCle(1, b=2)
    assert copie(r, {"a": 3}) == ParMotCle(3, b=2) and copie(r, {"b": 5}) == ParMotCle(1, b=5)
    with pytest.raises(TypeError):
        copie(r, {"inconnu": 1})


def test_un_clone_garde_les_capacites_en_jeu_tant_qu_elles_sont_les_siennes():
    """A clone reads the abilities in play worked out for its original (the very same pairs),
    until a formation joins it: then it works out its own."""
    a = armee([P("Éclaireur", capacites=("Infiltrateurs",))], [], {"A": ["Éclaireur"]})
    m = bench(a, armee([P("Cible")], [], {"D": ["Cible"]}))
    m.ajouter_formation(0, "A", 90, 40)
    m.ajouter_formation(1, "D", 90, 60)
    paires = m.abilities_in_play()
    assert paires
    c = m.clone()
    assert c.abilities_in_play() is paires
    c.ajouter_formation(0, "A", 10, 10)
    assert c.abilities_in_play() is not paires and len(c.abilities_in_play()) == 2 * len(paires)
    assert m.abilities_in_play() is paires


def test_les_actions_legales_sont_faites_une_fois():
    """The legal actions a formation is offered again are the very same frozen records, equal to
    those made afresh (the legal actions compare by value)."""
    from rulekit_games.epic_ref.activation import ChoisirAction, Declarer
    from rulekit.records import interned

    assert interned(Declarer, 0, "Avance") is interned(Declarer, 0, "Avance") == Declarer(0, "Avance")
    assert interned(Declarer, 0, "Avance") != interned(Declarer, 1, "Avance")
    m = duel()
    m.push(ChoisirAction(0, 0))
    premieres, secondes = m.legal_actions(), ChoisirAction(0, 0).actions(m)
    assert premieres == secondes and all(a is b for a, b in zip(premieres, secondes))
