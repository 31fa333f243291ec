"""Combat, riposte, Poursuivre: the rule book's worked examples and each step of the procedure."""

from fractions import Fraction

from rulekit import CHANCE
from rulekit_games.pocket_battles.combat import coups
from rulekit_games.pocket_battles.odds import distribution

from .conftest import bataille, des, jouer, labels, unite


def test_exemple_un_de_4_donne_2_coups():
    # "une Unité qui montre des Dés Combat 3, 3, 4, 4, 5 lance un dé et obtient 4. Ce résultat porte 2 coups"
    assert coups((4,), (3, 3, 4, 4, 5)) == 2


def test_exemple_5_et_4_donnent_3_coups():
    # "... lance deux dés ... et obtient un 5 et un 4. Cela résulte en 1+2 = 3 coups."
    assert coups((4, 5), (3, 3, 4, 4, 5)) == 3


def test_distribution_exacte_d_un_de():
    assert distribution((3, 3, 4, 4, 5), 1) == {0: Fraction(1, 2), 1: Fraction(1, 6), 2: Fraction(1, 3)}


def en_combat(**kw):
    # R1 shows Combat dice 3 4 3 4 5 (Légionnaire×2 + Auxiliaire) and fights C1 (Guerrier×6, dice 4×6).
    return bataille([
        unite("R1", 0, "Légionnaire×2, Auxiliaire", "combat", 1),
        unite("C1", 1, "Guerrier×6", "combat", 1),
    ], contacts=[("R1", "C1")], **kw)


def test_poursuivre_un_combat_lance_un_de_compare_aux_des_combat():
    m = en_combat()
    jouer(m, "pas de redéploiement")
    jouer(m, "R1 [Légionnaire×2, Auxiliaire] : poursuivre le combat")
    assert m.current_player is CHANCE
    assert {len(o.values) for o, _ in m.chance_outcomes()} == {1}  # no charge die
    des(m, 4)
    assert any("dés 4 → 2 coup(s)" in t for t in (e.text(m) for e in m.events))
    # the opponent allocates the 2 wounds, one at a time
    assert m.current_player == 1
    jouer(m, "retirer Guerrier")
    jouer(m, "retirer Guerrier")
    # then the riposte: « l'adversaire peut Riposter », one die, no order token spent by player 2
    assert m.current_player == 1 and labels(m) == ["C1 riposte contre R1", "C1 ne riposte pas"]
    jouer(m, "C1 riposte contre R1")
    assert m.current_player is CHANCE and {len(o.values) for o, _ in m.chance_outcomes()} == {1}
    reserve = m.reserve[1]
    des(m, 4)  # 4 Guerriers left: 4 hits
    assert m.reserve[1] == reserve
    assert m.current_player == 0 and "retirer Légionnaire" in labels(m)


def test_riposte_rate_les_deux_restent_au_contact():
    m = en_combat()
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 1)
    des(m, 6)
    assert m.unite("R1").zone == "combat" and m.unite("C1").zone == "combat"
    assert m.engages("R1") == ["C1"]


def test_la_riposte_est_un_choix_du_defenseur():
    # « Maintenant, l'adversaire peut Riposter avec les Troupes survivantes de cette Unité »: « peut »,
    # so the defender's owner decides (reading 36); declining costs nothing and rolls nothing
    m = en_combat()
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 1, riposte=None)  # R1 misses
    assert m.current_player == 1 and labels(m) == ["C1 riposte contre R1", "C1 ne riposte pas"]
    jouer(m, "C1 ne riposte pas")
    assert m.log()[-4:-2] == ["Fin de l'attaque de R1 sur C1 (C1 tient bon).", "C1 ne riposte pas."]
    assert m.current_player == 1 and "pas de redéploiement" in labels(m)  # player 2's own turn
    assert sum(1 for t in m.log() if "riposte contre" in t) == 0


def test_pas_de_choix_de_riposte_pour_une_unite_detruite():
    m = bataille([unite("R1", 0, "Légionnaire×2, Auxiliaire", "combat", 2), unite("C1", 1, "Guerrier", "combat", 2)],
                 contacts=[("R1", "C1")])
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 3, riposte=None)
    jouer(m, "retirer Guerrier")
    assert m.current_player == 1 and "pas de redéploiement" in labels(m)


def test_unite_detruite_l_autre_se_retire_a_l_avant():
    m = bataille([
        unite("R1", 0, "Légionnaire×2, Auxiliaire", "combat", 2),
        unite("C1", 1, "Guerrier", "combat", 2),
    ], contacts=[("R1", "C1")])
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    des(m, 3)
    jouer(m, "retirer Guerrier")
    assert m.unite("C1").zone == "détruite"
    assert m.unite("R1").zone == "avant" and m.unite("R1").secteur == 2
    assert m.detruit[0] == 2  # the Guerrier's 2 DP go to the Roman tally
    assert m.current_player == 1  # the turn is over


def test_poursuivre_seulement_pour_les_unites_deja_au_contact():
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)])
    assert not any("poursuivre" in t for t in labels(m))


def test_choisir_l_ennemi_a_attaquer_quand_plusieurs():
    m = bataille([
        unite("R1", 0, "Légionnaire×2", "combat", 1),
        unite("C1", 1, "Guerrier", "combat", 1),
        unite("C2", 1, "Guerrier×2", "combat", 1),
    ], contacts=[("R1", "C1"), ("R1", "C2")])
    jouer(m, "pas de redéploiement")
    jouer(m, "poursuivre le combat")
    assert sorted(labels(m)) == ["attaquer C1 [Guerrier]", "attaquer C2 [Guerrier×2]"]
    jouer(m, "attaquer C2")
    des(m, 4)
    jouer(m, "retirer Guerrier")
    jouer(m, "retirer Guerrier")
    # only the attacked unit ripostes ... and it is destroyed, so none; C1 still holds R1
    assert m.unite("R1").zone == "combat" and m.engages("R1") == ["C1"]


def test_sans_relance_la_convolution_est_l_enumeration_des_jets():
    """Without rerolls the hits are a sum over the dice (a convolution); counting the hits of
    every sorted roll of the dice gives the same fractions."""
    from rulekit import dice_distribution
    from rulekit_games.pocket_battles.odds import sans_relance

    for faces, des, bonus in (((3, 3, 4, 4, 5), 1, 0), ((3, 3, 4, 4, 5), 4, 0), ((4, 5), 6, 2), ((6,), 3, 1), ((1, 1, 1), 0, 0)):
        enumeration = {}
        for valeurs, p in dice_distribution(des):
            n = coups(valeurs, faces)
            n = n + bonus if n else 0
            enumeration[n] = enumeration.get(n, 0) + p
        assert sans_relance(faces, des, bonus) == dict(sorted(enumeration.items()))
