"""Other French for meanings the DSL already reads: each new phrasing gives exactly the AST of
a phrasing that was read before (same meaning, same AST), and every word of it is used.

Each row is ``(game, new phrasing, phrasing read before)``; the rows are grouped by the
construct of the grammar that reads them (a synonym class of verbs, a clause form, a number
form…), one construct per list. ``test_refused`` keeps the limits of each construct: what it
does not mean is still refused, with a position.
"""

from __future__ import annotations

import pytest

from rulekit import dsl

PT, PB = "pocket_tactics", "pocket_battles"

#: verbs said another way: « défend » = « se défend », « aide » = « vient en aide à »,
#: « est ciblé par » = « est pris pour cible par » = « est attaqué par », « entrer » = « aller »
VERB_SYNONYMS = [
    (PT, "Lorsqu'il défend, un Lancier lance 1 dé de plus.",
     "Lorsqu'il se défend, un Lancier lance 1 dé de plus."),
    (PT, "Lorsqu'un Druide défend, il peut relancer deux dés.",
     "Lorsqu'un Druide se défend, il peut relancer deux dés."),
    (PT, "Un Archer qui défend sur une tuile Colline relance un dé de défense.",
     "Un Archer qui se défend sur une tuile Colline relance un dé de défense."),
    (PT, "Un Conscrit compte pour deux unités quand il aide une unité alliée qui se défend.",
     "Un Conscrit compte pour deux unités lorsqu'il vient en aide à une unité alliée qui se défend."),
    (PT, "Quand un Homme-Bête Juggernaut aide une unité alliée qui attaque, il compte pour deux unités.",
     "Quand un Homme-Bête Juggernaut vient en aide à une unité alliée qui attaque, il compte pour deux unités."),
    (PT, "Un Druide ne peut pas être pris pour cible par une Attaque Distante.",
     "Un Druide ne peut pas être la cible d'une Attaque Distante."),
    (PT, "Une Jeune Fille au Bouclier ne peut pas être ciblée par une Attaque Distante.",
     "Une Jeune Fille au Bouclier ne peut pas être attaquée par une Attaque Distante."),
    (PT, "Lorsqu'un Druide est pris pour cible, il peut choisir un dé de son adversaire et l'obliger à le relancer.",
     "Lorsqu'un Druide est attaqué, il peut choisir un dé de son adversaire et l'obliger à le relancer."),
    (PB, "Cette Unité ne peut pas être prise pour cible par un Tir.",
     "Cette Unité ne peut pas être la cible d'un Tir."),
    (PB, "Cette Unité ne peut pas être ciblée par un Tir.",
     "Cette Unité ne peut pas être attaquée par un Tir."),
    (PT, "Un Lancier peut entrer sur une tuile Forêt.", "Un Lancier peut aller sur une tuile Forêt."),
    (PT, "Un Ranger Maudit ne peut jamais entrer dans une tuile Eau.",
     "Un Ranger Maudit ne peut pas aller sur une tuile Eau."),
]

#: where a unit stands: « est sur » = « se trouve sur » = « est situé(e) / placé(e) sur »
STANDING = [
    (PT, "Si un Épéiste se trouve sur une tuile Forêt, il lance un dé d'attaque supplémentaire.",
     "Si un Épéiste est sur une tuile Forêt, il lance un dé d'attaque supplémentaire."),
    (PT, "Lorsqu'il est situé sur une tuile Colline, un Archer peut tirer jusqu'à 3 tuiles.",
     "Lorsqu'il est sur une tuile Colline, un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Lancier lance un dé de défense supplémentaire s'il se trouve sur une tuile Colline.",
     "Un Lancier lance un dé de défense supplémentaire s'il est sur une tuile Colline."),
    (PT, "Tant que les Archers sont placés sur une tuile Village, ils lancent un dé de défense supplémentaire.",
     "Tant que les Archers sont sur une tuile Village, ils lancent un dé de défense supplémentaire."),
    (PT, "Un Archer qui se trouve sur une tuile Village lance un dé de défense supplémentaire.",
     "Un Archer qui est sur une tuile Village lance un dé de défense supplémentaire."),
    (PT, "Un Archer situé sur une tuile Village lance un dé de défense supplémentaire.",
     "Un Archer sur une tuile Village lance un dé de défense supplémentaire."),
    (PB, "Tant que cette Unité se trouve sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre "
         "supplémentaire disponible.",
     "Si cette Unité est présente sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre "
     "supplémentaire disponible."),
    (PB, "Si cette Unité est sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre supplémentaire disponible.",
     "Si cette Unité est présente sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre "
     "supplémentaire disponible."),
]

#: one of its dice: « (l')un de ses dés » = « un dé » (its own dice: what a reroll takes by default)
ONE_OF_ITS = [
    (PT, "Un Druide peut relancer un de ses dés d'attaque.", "Un Druide peut relancer un dé d'attaque."),
    (PT, "Un Druide peut relancer l'un de ses dés d'attaque.", "Un Druide peut relancer 1 dé d'attaque."),
    (PT, "Lorsqu'un Archer attaque avec Distance, il peut relancer l'un de ses dés.",
     "Lorsqu'un Archer attaque avec Distance, il peut relancer un dé."),
    (PT, "Lors du lancement de dés de défense d'un Conscrit, vous pouvez relancer l'un de vos dés une seule fois.",
     "Lors du lancement de dés de défense d'un Conscrit, vous pouvez relancer un dé une seule fois."),
    (PB, "Durant un Combat, cette Unité peut relancer un de ses dés.", "Durant un Combat, cette Unité peut relancer un dé."),
    (PB, "Pendant un Combat, cette Unité peut relancer l'un de ses dés.", "Durant un Combat, cette Unité peut relancer 1 dé."),
]

#: the way an attack is made: « avec Mêlée » = « en mêlée » = « au corps à corps » (the synonym
#: Pocket-Tactics' vocabulary declares), « avec Distance » = « à distance »
MODES = [
    (PT, "Un Archer ne peut pas attaquer au corps à corps.", "Un Archer ne peut pas attaquer en Mêlée."),
    (PT, "Les Archers ne peuvent pas attaquer au corps à corps.", "Les Archers ne peuvent pas attaquer avec Mêlée."),
    (PT, "Quand un Épéiste attaque au corps à corps, il lance un dé supplémentaire.",
     "Quand un Épéiste attaque avec Mêlée, il lance un dé supplémentaire."),
    (PT, "Lorsqu'un Lancier est attaqué au corps à corps, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué en mêlée, il lance un dé de défense supplémentaire."),
    (PT, "Un Lancier lance un dé de défense supplémentaire au corps à corps.",
     "Un Lancier lance un dé de défense supplémentaire en Mêlée."),
    (PT, "Un Druide ne peut pas être attaqué à distance.", "Un Druide ne peut pas être attaqué avec Distance."),
    (PT, "Lorsqu'un Archer attaque à distance, il peut relancer un dé.",
     "Lorsqu'un Archer attaque avec Distance, il peut relancer un dé."),
]

#: a shot's reach: « tirer à N tuiles (de distance) » = « tirer jusqu'à N tuiles »; « a une portée de
#: N tuiles » = « tire jusqu'à N tuiles »
REACH = [
    (PT, "Un Archer peut tirer à trois tuiles de distance.", "Un Archer peut tirer jusqu'à trois tuiles."),
    (PT, "Un Archer peut tirer à 3 tuiles.", "Un Archer peut tirer jusqu'à 3 tuiles de distance."),
    (PT, "Lorsqu'un Archer est sur une tuile Colline, il peut tirer à 3 tuiles de distance.",
     "Lorsqu'un Archer est sur une tuile Colline, il peut tirer jusqu'à 3 tuiles de distance."),
    (PT, "Un Archer a une portée de 3 tuiles.", "Un Archer tire jusqu'à 3 tuiles."),
    (PT, "Les Mages Rouges ont une portée de deux tuiles.", "Les Mages Rouges tirent jusqu'à 2 tuiles."),
]

#: more or fewer dice, said with another verb: « gagne / obtient / reçoit / bénéficie d'un dé
#: d'attaque (supplémentaire) », « ajoute un dé à son attaque » = « lance un dé d'attaque
#: supplémentaire »; « perd un dé » = « lance un dé de moins »; « gagne +1 dé d'attaque » = « gagne +1
#: en attaque »
GAINED_DICE = [
    (PT, "Un Épéiste ajoute 1 dé à son attaque lorsqu'il est sur une tuile Forêt.",
     "Un Épéiste lance un dé d'attaque supplémentaire lorsqu'il est sur une tuile Forêt."),
    (PT, "Un Lancier ajoute un dé à sa défense.", "Un Lancier lance un dé supplémentaire en défense."),
    (PT, "Un Lancier ajoute un dé de défense.", "Un Lancier lance un dé de défense de plus."),
    (PT, "Un Épéiste sur une tuile Forêt gagne un dé d'attaque supplémentaire.",
     "Un Épéiste sur une tuile Forêt lance un dé d'attaque supplémentaire."),
    (PT, "Un Épéiste obtient deux dés d'attaque supplémentaires.", "Un Épéiste lance 2 dés d'attaque supplémentaires."),
    (PT, "Un Épéiste reçoit un dé de défense supplémentaire.", "Un Épéiste lance un dé de défense supplémentaire."),
    (PT, "Un Lancier bénéficie d'un dé de défense supplémentaire en Mêlée.",
     "Un Lancier lance un dé de défense supplémentaire en Mêlée."),
    (PT, "Lorsqu'il défend, un Lancier gagne un dé de plus.", "Lorsqu'il se défend, un Lancier lance un dé de plus."),
    (PT, "Les unités alliées adjacentes à un Druide reçoivent un dé de défense supplémentaire.",
     "Les unités alliées adjacentes à un Druide lancent un dé de défense supplémentaire."),
    (PT, "Un Archer perd un dé d'attaque.", "Un Archer lance un dé d'attaque de moins."),
    (PT, "Les unités ennemies adjacentes à un Ranger Maudit perdent un dé d'attaque.",
     "Les unités ennemies adjacentes à un Ranger Maudit lancent un dé d'attaque de moins."),
    (PT, "Un Épéiste gagne +1 dé d'attaque.", "Un Épéiste gagne +1 en attaque."),
    (PT, "Un Épéiste a +1 dé en attaque.", "Un Épéiste a +1 en attaque."),
    (PB, "Durant un Combat, cette Unité gagne un dé supplémentaire.",
     "Durant un Combat, cette Unité lance un dé supplémentaire."),
    (PB, "Lorsque cette Unité Charge, elle obtient deux dés supplémentaires.",
     "Lorsque cette Unité Charge, elle lance 2 dés supplémentaires."),
    (PB, "Durant un Combat, l'Unité ennemie qui combat cette Unité perd un dé.",
     "Durant un Combat, l'Unité ennemie qui combat cette Unité lance un dé de moins."),
]

CONSTRUCTS = VERB_SYNONYMS + STANDING + ONE_OF_ITS + MODES + REACH + GAINED_DICE


def parse(game, text):
    return dsl.parse_ability(text, game=game)


@pytest.mark.parametrize("game, new, known", CONSTRUCTS, ids=[r[1][:60] for r in CONSTRUCTS])
def test_a_new_phrasing_gives_the_known_ast(game, new, known):
    ast = parse(game, new)
    assert ast == parse(game, known)
    dsl.compile_ability(ast, name="Test", vocabulary=dsl.vocabulary_of(game))


REFUSED = [
    # « défend » alone is the act of defending, not a verb with an object
    (PT, "Un Lancier défend un Archer."),
    # « se trouve » says where: « sur … »
    (PT, "Si un Épéiste se trouve, il lance un dé supplémentaire."),
    # « entrer » is a move onto a tile, not an act of its own
    (PT, "Un Lancier peut entrer."),
    # « à » + a noun that is not a mode of the game
    (PT, "Un Archer ne peut pas attaquer à Forêt."),
    # a reach is in tiles
    (PT, "Un Archer a une portée de 3."),
    # « ajoute un dé à … »: to the subject's own roll (« à son attaque »), not to another's
    (PT, "Un Lancier ajoute un dé à une attaque."),
    # a die gained is counted
    (PT, "Un Lancier gagne des dés."),
    # « perd » takes dice, not tokens (Pocket Battles' tokens are set aside: « mettre de côté »)
    (PB, "Quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre."),
]


@pytest.mark.parametrize("game, text", REFUSED, ids=[r[1][:60] for r in REFUSED])
def test_refused(game, text):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert error.value.line == 1 and error.value.column >= 1
