"""The 12 Pocket-Tactics abilities (seed 003, as worded): typed ASTs, and each compiled
ability's effect on a crafted board (tests/dsl/tinyworld.py)."""

import pytest

import rulekit
from rulekit import dsl
from rulekit.dsl import ast as A
from rulekit.steps import Decline, Roll
from rulekit.records import Dice

from .tinyworld import Attaque, Battu, Piece, board


def compiled(text, vocab, name="X"):
    return dsl.compile_ability(dsl.parse_ability(text, vocabulary=vocab), name=name, text=text, vocabulary=vocab)


def sentence(sentences, start):
    return next(s for s in sentences if s.startswith(start))


def test_all_twelve_parse_into_typed_asts(pt_sentences, pt_vocab):
    assert len(pt_sentences) == 12
    for text in pt_sentences:
        tree = dsl.parse_ability(text, vocabulary=pt_vocab)
        assert isinstance(tree, A.Capacite) and tree.phrases


def test_arcs_ast_and_range(pt_sentences, pt_vocab):
    text = sentence(pt_sentences, "Un Archer")
    tree = dsl.parse_ability(text, vocabulary=pt_vocab)
    assert tree.phrases[0].effets[0] == A.Effet(
        A.Portee("Attaque Distante", A.Designation("des", "unités"), 2, "tuiles"), "peut")
    ab = compiled(text, pt_vocab, "Arcs")
    m = board({1: Piece("Archer", "Humain", 0), 2: Piece("Conscrit", "Humain", 0)}, {1: 0, 2: 1}, {0: "Forêt", 1: "Eau"},
              [(0, 1)], {1: [ab], 2: [ab]})
    assert m.query("portée", 1, unit=1, attaque="Attaque Distante") == 2
    assert m.query("portée", 1, unit=1, attaque="Attaque Proche") == 1
    assert m.query("portée", 1, unit=2, attaque="Attaque Distante") == 1  # a Conscrit is no Archer


def test_force_dans_le_nombre_counts_two_only_in_defence(pt_sentences, pt_vocab):
    ab = compiled(sentence(pt_sentences, "Chaque Conscrit"), pt_vocab)
    m = board({1: Piece("Conscrit", "Humain", 0)}, {1: 0}, {0: "Village"}, [], {1: [ab]})
    assert m.query("aide", 1, unit=1, aidé=2, rôle="défense") == 2
    assert m.query("aide", 1, unit=1, aidé=2, rôle="attaque") == 1


def test_duelliste_forces_a_reroll_only_against_a_lonely_opponent(pt_sentences, pt_vocab):
    ab = compiled(sentence(pt_sentences, "Lorsque l'Épéiste"), pt_vocab, "Duelliste")
    pieces = {1: Piece("Épéiste", "Humain", 0), 2: Piece("Archer", "Humain", 1), 3: Piece("Archer", "Humain", 1)}
    lonely = board(pieces, {1: 0, 2: 1, 3: 5}, {t: "Champs" for t in range(6)}, [(0, 1), (1, 2)], {1: [ab]})
    grants = lonely.query("relances", (), unit=1, adversaire=2, dés="attaque", rôle="attaque")
    assert grants == (dsl.RelanceAccordee("adversaire", "tous", False, 1, True, "Duelliste"),)
    helped = board(pieces, {1: 0, 2: 1, 3: 2}, {t: "Champs" for t in range(6)}, [(0, 1), (1, 2)], {1: [ab]})
    assert helped.query("relances", (), unit=1, adversaire=2, dés="attaque") == ()


@pytest.mark.parametrize("start, dice", [("Lors du lancement de dés d'attaque", "attaque"),
                                         ("Lors du lancement de dés de défense", "défense")])
def test_berzerk_and_carapace_reroll_all_their_own_dice(pt_sentences, pt_vocab, start, dice):
    ab = compiled(sentence(pt_sentences, start), pt_vocab, "B")
    name = "Homme-Bête Maraudeur" if dice == "attaque" else "Homme-Bête Juggernaut"
    m = board({1: Piece(name, "Homme-Bête", 0), 2: Piece("Druide", "Humain", 0)}, {1: 0, 2: 1}, {0: "Forêt", 1: "Forêt"},
              [], {1: [ab], 2: [ab]})
    other = "défense" if dice == "attaque" else "attaque"
    assert m.query("relances", (), unit=1, dés=dice) == (dsl.RelanceAccordee("soi", dice, True, 1, True, "B"),)
    assert m.query("relances", (), unit=1, dés=other) == ()
    assert m.query("relances", (), unit=2, dés=dice) == ()


def test_phalange_lists_adjacent_lanciers_when_not_attacking(pt_sentences, pt_vocab):
    ab = compiled(sentence(pt_sentences, "Lorsqu'un Lancier"), pt_vocab, "Phalange")
    pieces = {1: Piece("Lancier", "Humain", 0), 2: Piece("Lancier", "Humain", 0), 3: Piece("Archer", "Humain", 0),
              4: Piece("Lancier", "Humain", 1), 5: Piece("Lancier", "Humain", 0)}
    m = board(pieces, {1: 0, 2: 1, 3: 2, 4: 3, 5: 9}, {t: "Champs" for t in range(10)}, [(0, 1), (0, 2), (0, 3)],
              {u: [ab] for u in (1, 2, 4, 5)})
    assert m.query("accompagnants", (), unit=1, attaque=False) == (dsl.Accompagnement(2, True, False, "Phalange"),)
    assert m.query("accompagnants", (), unit=1, attaque=True) == ()


def test_feu_magique_hits_every_adjacent_enemy_with_magie(pt_sentences, pt_vocab):
    ab = compiled(sentence(pt_sentences, "Lorsqu'un Mage Rouge"), pt_vocab, "Feu")
    pieces = {1: Piece("Mage Rouge", "Humain", 0), 2: Piece("Druide", "Humain", 1), 3: Piece("Druide", "Humain", 1),
              4: Piece("Archer", "Humain", 0)}
    m = board(pieces, {1: 0, 2: 1, 3: 2, 4: 3}, {t: "Champs" for t in range(4)}, [(0, 1), (0, 2), (0, 3)], {1: [ab]})
    assert m.query("cibles", (2,), unit=1, mode="Magie", rôle="attaque") == (2, 3)
    assert m.query("cibles", (2,), unit=1, mode="Mêlée", rôle="attaque") == (2,)
    assert m.query("dés groupés", "chacun", unit=1, mode="Magie", rôle="attaque") == "meilleur"


def test_agent_infiltre_and_marcheur_add_forest_tiles(pt_sentences, pt_vocab):
    agent = compiled(sentence(pt_sentences, "Les Homme-Bête Stalkers"), pt_vocab, "Agent")
    walker = compiled(sentence(pt_sentences, "Au lieu de"), pt_vocab, "Marcheur")
    pieces = {1: Piece("Homme-Bête Stalker", "Homme-Bête", 1), 2: Piece("Druide", "Humain", 1), 3: Piece("Archer", "Humain", 0)}
    terrain = {0: "Forêt", 1: "Forêt", 2: "Eau", 3: "Forêt"}
    m = board(pieces, {2: 2, 3: 3}, terrain, [], {1: [agent], 2: [walker]})
    assert m.query("destinations", (), unit=1, action="invoquer") == (0, 1)   # free forests only
    assert m.query("destinations", (), unit=1, action="déplacer") == ()
    assert m.query("destinations", (), unit=2, action="déplacer") == (0, 1, 3)
    assert m.query("destinations", (), unit=2, action="attaquer") == (0, 1, 3)
    assert m.query("destinations", (), unit=2, action="invoquer") == ()


def test_gardienne_offers_a_swap_when_an_adjacent_ally_is_attacked(pt_sentences, pt_vocab):
    ab = compiled(sentence(pt_sentences, "Lorsque un allié"), pt_vocab, "Gardienne")
    pieces = {1: Piece("Jeune Fille au Bouclier", "Humain", 0), 2: Piece("Archer", "Humain", 0),
              3: Piece("Druide", "Humain", 1), 4: Piece("Archer", "Humain", 0)}
    m = board(pieces, {1: 0, 2: 1, 3: 2, 4: 5}, {t: "Champs" for t in range(6)}, [(0, 1), (1, 2)], {1: [ab]})
    m.emit(Attaque(3, 4, "Mêlée"))      # not adjacent to her: nothing
    assert len(m.stack) == 1
    m.emit(Attaque(3, 2, "Mêlée"))
    step = m.stack[-1]
    assert isinstance(step, dsl.ChoixEffet) and m.current_player == 0
    apply = [a for a in m.legal_actions() if not isinstance(a, Decline)]
    assert [a.label for a in apply] == ["Gardienne : Archer"]
    m.apply(apply[0])
    assert m.where[1] == 1 and m.where[2] == 0


def test_malediction_returns_a_captured_homme_bete_to_a_free_forest(pt_sentences, pt_vocab):
    ab = compiled(sentence(pt_sentences, "Lorsqu'une Sorcière"), pt_vocab, "Malédiction")
    pieces = {1: Piece("Sorcière de la Forêt", "Humain", 1), 2: Piece("Homme-Bête Stalker", "Homme-Bête", 1),
              3: Piece("Archer", "Humain", 0), 4: Piece("Druide", "Humain", 1)}
    m = board(pieces, {1: 0, 3: 1, 4: 3}, {0: "Champs", 1: "Champs", 2: "Forêt", 3: "Forêt"}, [(0, 1)], {1: [ab]})
    m.captives = [2, 4]  # the Druide is no Homme-Bête
    m.emit(Battu(3, 1, "Mêlée"))
    assert len(m.stack) == 1
    m.where[3] = 1
    m.captives = [2, 4]
    m.emit(Battu(3, 1, "Magie"))
    options = [a for a in m.legal_actions() if not isinstance(a, Decline)]
    assert len(options) == 1                     # one Homme-Bête x one free forest (tile 3 is occupied)
    m.apply(options[0])
    assert m.where[2] == 2 and 2 not in m.captives


def test_eternel_survives_on_4_5_6_against_non_magic(pt_sentences, pt_vocab):
    ab = compiled(sentence(pt_sentences, "Lorsqu'un Ranger"), pt_vocab, "Éternel")
    pieces = {1: Piece("Ranger Maudit", "Mort-Vivant", 1), 2: Piece("Archer", "Humain", 0)}

    def fresh():
        return board(pieces, {1: 0, 2: 1}, {0: "Forêt", 1: "Forêt"}, [(0, 1)], {1: [ab]})

    m = fresh()
    m.emit(Battu(1, 2, "Magie"))                 # magic: no save
    assert 1 in m.captives
    m = fresh()
    assert m.emit(Battu(1, 2, "Mêlée")) is None  # prevented, a roll is pending
    assert isinstance(m.stack[-2 if len(m.stack) > 1 else -1], (Roll, dsl.JetDeSurvie)) and m.current_player is rulekit.CHANCE
    m.apply(Dice((4,)))
    assert 1 not in m.captives and isinstance(m.events[-1], dsl.Survie)
    m = fresh()
    m.emit(Battu(1, 2, "Distance"))
    m.apply(Dice((3,)))
    assert 1 in m.captives and m.events[-1].kind == "battu"
