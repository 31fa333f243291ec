"""Wound allocation by the owner, and where Wound tokens come from."""

from .conftest import bataille, des, jouer, labels, unite


def attaque_de_2_coups(cible, **kw):
    """R1 (Légionnaire×2: dice 3 4 3 4) pursues its combat against ``cible`` and rolls a 4: 2 hits."""
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), cible], contacts=[("R1", cible.id)], **kw)
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 4)
    return m


def test_exemple_celte_retire_le_noble_et_blesse_le_noble_a_cheval():
    # "le joueur Romain lance un dé pour son Unité et obtient un 4, ce qui fait 2 coups. Le joueur Celte
    #  retire le Noble (pour 1 blessure), et place un jeton Blessure sur le Noble à Cheval"
    m = attaque_de_2_coups(unite("C1", 1, "Noble, Noble à Cheval", "combat", 1))
    assert m.current_player == 1
    assert sorted(labels(m)) == [
        "blesser Noble à Cheval (jeton inutilisé)", "retirer Noble", "retirer Noble à Cheval"]
    jouer(m, "retirer Noble", exact=True)
    jouer(m, "blesser Noble à Cheval")
    c1 = m.unite("C1")
    assert [(t.nom, t.blessures) for t in c1.troupes] == [("Noble à Cheval", 1)]
    assert m.reserve[1] == 5  # the Wound token came from the unused ones
    assert m.detruit[0] == 4  # the Noble (4 DP) went to the Roman player


def test_exemple_cavaliers_et_infanterie():
    # 2 Cavalry (2 PB) and 1 Infantry (1 PB): remove the Infantry, remove a Cavalry, or wound a Cavalry.
    m = bataille([unite("C1", 1, "Noble×3", "combat", 1),
                  unite("R1", 0, "Cavalier×2, Auxiliaire", "combat", 1)], joueur=1, contacts=[("C1", "R1")])
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 5)  # Noble 3 5 6 ×3: three 5s → 3 hits
    assert sorted(labels(m)) == ["blesser Cavalier (jeton inutilisé)", "retirer Auxiliaire", "retirer Cavalier"]
    jouer(m, "blesser Cavalier")
    # "la même Unité a un Cavalier avec 1 jeton Blessure ... il reçoit un autre coup. Le joueur peut retirer
    #  le Cavalier blessé, peut décider de blesser l'autre Cavalier ou de retirer l'Infanterie."
    assert sorted(labels(m)) == ["blesser Cavalier (jeton inutilisé)", "retirer Auxiliaire", "retirer Cavalier",
                                 "retirer Cavalier (1 blessure(s))"]


def test_une_troupe_pleine_de_blessures_est_retiree():
    m = attaque_de_2_coups(unite("C1", 1, "Cavalerie", "combat", 1, blessures=(1,)), reserve=(6, 5))
    assert labels(m) == ["retirer Cavalerie (1 blessure(s))"]
    jouer(m, "retirer Cavalerie")
    assert m.unite("C1").zone == "détruite"
    assert m.de_cote[1] == 1  # its Wound token is set aside, back at the end of the round


def test_jetons_de_blessure_pris_sur_les_ordres_quand_plus_de_jetons_inutilises():
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("C1", 1, "Cavalerie×2", "combat", 1),
                  unite("C2", 1, "Guerrier", "arrière", 0, ordres=3)],
                 contacts=[("R1", "C1")], reserve=(6, 0), de_cote=(0, 3))
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 4)
    assert sorted(labels(m)) == ["blesser Cavalerie (jeton d'ordre de C2)", "blesser Cavalerie (jeton mis de côté)",
                                 "retirer Cavalerie"]
    jouer(m, "jeton d'ordre de C2")
    assert m.unite("C2").ordres == 2


def test_sans_aucun_jeton_les_troupes_sont_retirees():
    # all six Celtic tokens are Wound tokens already
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1),
                  unite("C1", 1, "Cavalerie×2", "combat", 1),
                  unite("C2", 1, "Cavalerie×3", "arrière", 0, blessures=(1, 1, 1)),
                  unite("C3", 1, "Noble à Cheval×3", "arrière", 2, blessures=(1, 1, 1))],
                 contacts=[("R1", "C1")], reserve=(6, 0))
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 4)
    assert labels(m) == ["retirer Cavalerie"]


def test_les_coups_en_trop_sont_perdus_quand_l_unite_est_detruite():
    m = attaque_de_2_coups(unite("C1", 1, "Guerrier", "combat", 1))
    jouer(m, "retirer Guerrier")
    assert m.unite("C1").zone == "détruite"
    assert m.current_player == 1  # next turn: no second wound to allocate, no riposte
