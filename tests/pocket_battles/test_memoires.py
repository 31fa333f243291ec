"""What the game remembers between two readings of a state (the characteristics in play, unit
places, descriptions, orders) is never answered from a state edited by hand since; the troop
catalogue, which never changes, is shared by copies and still reads, saves and shows as a dict."""

import attrs
import pytest

from rulekit import save
from rulekit.frozen import FrozenDict, FrozenList
from rulekit_games.pocket_battles.etat import Catalogue, Tuile

from .conftest import bataille, finir_tour, labels, unite


def test_le_catalogue_ne_change_pas_et_les_copies_le_partagent():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)])
    assert all(type(c) is Catalogue for c in m.catalogue)
    with pytest.raises(TypeError):
        m.catalogue[0]["Légionnaire"] = m.catalogue[0]["Vétéran"]
    with pytest.raises(TypeError):
        m.catalogue[1].update({})
    assert m.clone().catalogue[0] is m.catalogue[0]
    relue = save.loads(save.dumps(m))
    assert relue == m and all(type(c) is Catalogue for c in relue.catalogue)
    vu = m.observation(0)["catalogue"][0]
    assert type(vu) is dict and vu["Légionnaire"]["cout"] == 3
    m.catalogue = [dict(c) for c in m.catalogue]  # a new one is made a catalogue too
    assert all(type(c) is Catalogue for c in m.catalogue)
    for champ in ("options", "bonus_des"):
        assert type(getattr(m, champ)) is FrozenDict and getattr(m.clone(), champ) is getattr(m, champ), champ
    assert type(m.observation(0)["options"]) is dict


def test_les_listes_de_noms_ne_changent_pas_et_les_copies_les_partagent():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)],
                 pertes=["Vélite", ""])
    assert m.pertes == [["Vélite"], []] and all(type(n) is FrozenList for n in m.pertes + m.choisies)
    with pytest.raises(TypeError):
        m.pertes[0].append("Vélite")
    assert m.clone().pertes[1] is m.pertes[1]
    relue = save.loads(save.dumps(m))
    assert relue == m and all(type(n) is FrozenList for n in relue.pertes)
    for champ in ("factions", "contacts", "engages_debut", "ordonnees", "revelees"):
        assert type(getattr(m, champ)) is FrozenList and type(getattr(relue, champ)) is FrozenList, champ
        assert getattr(m.clone(), champ) is getattr(m, champ)
    assert m.observation(0)["pertes"] == [["Vélite"], []]



def test_les_comptes_par_joueur_ne_changent_pas_et_les_copies_les_partagent():
    """The counts by player, the troops picked and the unit being formed are never changed in
    place: the undo snapshot and clones share them; a count changed makes a new list."""
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)],
                 reserve=(4, 5), de_cote=(2, 1))
    champs = ("reserve", "de_cote", "jetons", "detruit", "armee_pd", "choisies", "pertes", "en_cours")
    for champ in champs:
        assert type(getattr(m, champ)) is FrozenList and getattr(m.clone(), champ) is getattr(m, champ), champ
    with pytest.raises(TypeError):
        m.reserve[0] -= 1
    avant = m.reserve
    copie = m.clone()
    m.compter("reserve", 0, -1)
    m.fixer("de_cote", 0, 3)  # a token set aside
    assert m.reserve == [3, 5] and avant == [4, 5] and copie.reserve == [4, 5] and m.de_cote == [3, 1]
    assert type(m.reserve) is FrozenList and type(m.de_cote) is FrozenList
    relue = save.loads(save.dumps(m))
    assert relue == m and all(type(getattr(relue, champ)) is FrozenList for champ in champs)
    assert m.observation(0)["reserve"] == [3, 5]
    m.detruit = [3, 0]  # set by hand: frozen by the field's converter
    assert type(m.detruit) is FrozenList


def test_une_liste_d_unites_modifiee_a_la_main():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("R2", 0, "Vélite", "arrière", 0),
                  unite("C1", 1, "Guerrier", "avant", 1)])
    assert m.unite("R2").zone == "arrière"
    with pytest.raises(TypeError):
        m.unites.reverse()  # never changed in place: a new list replaces it
    m.unites = m.unites[::-1]  # every place remembered is now wrong
    assert type(m.unites) is FrozenList and m.clone().unites is m.unites
    assert m.unite("R2").zone == "arrière" and m.unite("C1").joueur == 1
    m.unites = [attrs.evolve(m.unites[0], id="C9"), *m.unites[1:]]
    with pytest.raises(KeyError):
        m.unite("C1")
    assert m.unite("C9").joueur == 1


def test_des_troupes_changees_a_la_main_changent_les_caracteristiques_et_les_libelles():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)])
    finir_tour(m)
    assert "R1 [Légionnaire×2] : charger (1 jeton(s))" in labels(m)
    assert not any(c.name == "Impulsion" for _, c in m.abilities_in_play())
    avant = m.abilities_in_play()
    i = m.rang("R1")
    copie = m.clone()
    m.unites = _a_la_place(m.unites, i, attrs.evolve(m.unites[i], troupes=(Tuile("Cavalier"), Tuile("Cavalier"))))
    assert m.abilities_in_play() is not avant
    assert copie.abilities_in_play() is avant  # the clone's units did not change
    assert [p for p, c in m.abilities_in_play() if c.name == "Impulsion"] == ["R1"]
    assert m.decrire("R1") == "R1 [Cavalier×2]"
    m.unites = _a_la_place(m.unites, i, attrs.evolve(m.unites[i], ordres=1))  # the same troops: the same characteristics
    assert [p for p, c in m.abilities_in_play() if c.name == "Impulsion"] == ["R1"]
    m.maj(m.unite("R1").avec(troupes=(Tuile("Légionnaire"),)))  # through the game: the characteristics follow
    assert not any(c.name == "Impulsion" for _, c in m.abilities_in_play())
    m.maj(m.unite("R1").avec(ordres=2))
    assert not any(c.name == "Impulsion" for _, c in m.abilities_in_play())


def _a_la_place(unites, i, unite):
    """A new list of units: ``unite`` in place of the ``i``-th."""
    return [*unites[:i], unite, *unites[i + 1:]]


def test_les_des_suivent_le_catalogue_et_les_tuiles():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)])
    assert m.des_combat("R1") == [3, 4, 3, 4] and m.des_tir("R1") == []
    autre = {**m.catalogue[0], "Légionnaire": attrs.evolve(m.catalogue[0]["Légionnaire"], combat=(6,), tir=(5,))}
    m.catalogue = [autre, m.catalogue[1]]
    assert m.des_combat("R1") == [6, 6] and m.des_tir("R1") == [5, 5]
    with pytest.raises(TypeError):
        m.catalogue[0] = autre
    object.__setattr__(m, "catalogue", [autre, m.catalogue[1]])  # a plain dict, past the converter
    autre["Légionnaire"] = attrs.evolve(autre["Légionnaire"], combat=(2,))  # changed in place
    assert m.des_combat("R1") == [2, 2]
    i = m.rang("R1")
    m.unites = _a_la_place(m.unites, i, m.unites[i].avec(troupes=m.unites[i].troupes[:1]))
    assert m.des_combat("R1") == [2]


def test_une_unite_ajoutee_a_la_main():
    from rulekit_games.pocket_battles.etat import Unite

    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)])
    avant = m.abilities_in_play()
    m.unites = [*m.unites, Unite("R8", 0, (Tuile("Cavalier"),))]  # in reserve: nothing more in play
    assert m.abilities_in_play() is avant
    m.ajouter_unite(Unite("R7", 0, (Tuile("Cavalier"),)))  # through the game: the same
    assert m.abilities_in_play() is avant
    m.unites = [*m.unites, Unite("R9", 0, (Tuile("Cavalier"),), "avant", 2)]
    assert [p for p, c in m.abilities_in_play() if c.name == "Impulsion"] == ["R9"]
