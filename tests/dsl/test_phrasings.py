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

PT, PB, EPIC = "pocket_tactics", "pocket_battles", "epic_ref"

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
    (PT, "Quand l'Épéiste se bat contre un adversaire sans allié adjacent, il peut choisir un dé de son adversaire "
         "et l'obliger à le relancer.",
     "Lorsque l'Épéiste combat un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et "
     "l'obliger à le relancer."),
    (PT, "Un Mage Rouge dispose d'un dé d'attaque supplémentaire en Magie.",
     "Un Mage Rouge bénéficie d'un dé d'attaque supplémentaire en Magie."),
    (PT, "Un Conscrit compte double lorsqu'il aide un allié qui se défend.",
     "Un Conscrit compte pour deux unités lorsqu'il aide un allié qui se défend."),
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
    # (lead-pt) a reroll named as the rule book names it, a noun: « bénéficie d'une relance » = « peut relancer un dé »
    (PT, "Les Archers bénéficient d'une relance supplémentaire lorsqu'ils combattent sur une tuile Forêt.",
     "Les Archers peuvent relancer un dé lorsqu'ils combattent sur une tuile Forêt."),
    (PT, "Un Druide bénéficie de deux relances de défense.", "Un Druide peut relancer deux dés de défense."),
    (PT, "Une fois par tour, un Druide bénéficie d'une relance.", "Une fois par tour, un Druide peut relancer un dé."),
    (PB, "Durant un Combat, cette Unité bénéficie d'une relance.", "Durant un Combat, cette Unité peut relancer un dé."),
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

#: a reach grown: « de 2 tuiles supplémentaires » = « … de plus » = « … en plus »; « tirer une tuile plus
#: loin » = « tirer à une tuile de plus »; « La portée d'un Archer augmente de 1 » = « Un Archer tire à une
#: tuile de plus »
REACH_GROWN = [
    (PT, "Un Archer peut se déplacer de deux tuiles de plus.", "Un Archer peut se déplacer de 2 tuiles supplémentaires."),
    (PT, "Un Archer peut se déplacer de 2 tuiles en plus.", "Un Archer peut se déplacer de deux tuiles supplémentaires."),
    (PT, "Un Archer peut avancer de 2 tuiles supplémentaires.", "Un Archer peut se déplacer de 2 tuiles supplémentaires."),
    (PT, "Un Archer avance d'une tuile en plus.", "Un Archer se déplace d'une tuile supplémentaire."),
    (PT, "Un Archer se déplace d'une tuile de plus.", "Un Archer se déplace d'une tuile supplémentaire."),
    (PT, "Un Archer peut tirer une tuile plus loin.", "Un Archer peut tirer à une tuile de plus."),
    (PT, "Un Archer peut tirer à une tuile supplémentaire.", "Un Archer peut tirer à une tuile de plus."),
    (PT, "La portée d'un Archer augmente d'une tuile.", "Un Archer tire à une tuile de plus."),
    (PT, "La portée d'un Archer augmente de 1.", "Un Archer tire à une tuile de plus."),
    (PT, "Lorsqu'un Archer est sur une tuile Colline, sa portée augmente de 1.",
     "Lorsqu'un Archer est sur une tuile Colline, il tire à une tuile de plus."),
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

#: a limit said at the head or at the end of the phrase: « Deux fois par tour, un Épéiste peut attaquer » =
#: « Un Épéiste peut attaquer deux fois par tour » (a bare act: the act repeated); « une seule fois par »
LIMITS = [
    (PT, "Deux fois par tour, un Épéiste peut attaquer.", "Un Épéiste peut attaquer deux fois par tour."),
    (PT, "Deux fois par tour, un Druide peut attaquer en Mêlée.", "Un Druide peut attaquer en Mêlée 2 fois par tour."),
]

#: a prohibition said in the present tense: « ne se déplace jamais » = « ne peut pas se déplacer »;
#: « n'attaque pas en Mêlée », « n'effectue jamais de … », « ne va jamais sur … », « n'est jamais
#: attaquée avec … », « n'est pas la cible de … »
PRESENT_PROHIBITIONS = [
    (PT, "Un Lancier ne se déplace jamais.", "Un Lancier ne peut pas se déplacer."),
    (PT, "Un Lancier ne se déplace pas.", "Un Lancier ne peut jamais se déplacer."),
    (PT, "Les unités ennemies adjacentes à un Ranger Maudit ne se déplacent pas.",
     "Les unités ennemies adjacentes à un Ranger Maudit ne peuvent pas se déplacer."),
    (PT, "Un Archer n'attaque jamais au corps à corps.", "Un Archer ne peut pas attaquer au corps à corps."),
    (PT, "Un Druide n'attaque pas en Mêlée.", "Un Druide ne peut pas attaquer avec Mêlée."),
    (PT, "Un Homme-Bête Juggernaut n'effectue jamais d'Attaque Distante.",
     "Un Homme-Bête Juggernaut ne peut pas effectuer d'Attaque Distante."),
    (PT, "Un Homme-Bête Juggernaut ne lance pas d'Attaque Distante.",
     "Un Homme-Bête Juggernaut ne peut pas lancer d'Attaque Distante."),
    (PT, "Un Ranger Maudit ne va jamais sur une tuile Eau.", "Un Ranger Maudit ne peut pas aller sur une tuile Eau."),
    (PT, "Un Ranger Maudit ne se déplace jamais sur une tuile Eau.",
     "Un Ranger Maudit ne peut jamais se déplacer sur une tuile Eau."),
    (PT, "Un Ranger Maudit n'entre jamais dans une tuile Eau.", "Un Ranger Maudit ne peut pas entrer dans une tuile Eau."),
    (PT, "Une Jeune Fille au Bouclier n'est jamais attaquée avec Magie.",
     "Une Jeune Fille au Bouclier ne peut pas être attaquée avec Magie."),
    (PT, "Un Druide sur une tuile Forêt n'est pas la cible d'une Attaque Distante.",
     "Un Druide sur une tuile Forêt ne peut pas être la cible d'une Attaque Distante."),
    (PT, "Un Druide n'est jamais pris pour cible par une Attaque Distante.",
     "Un Druide ne peut pas être attaqué par une Attaque Distante."),
    (PB, "Cette Unité ne charge pas.", "Cette Unité ne peut pas Charger."),
    (PB, "Cette Unité ne charge jamais.", "Cette Unité ne peut pas effectuer de Charge."),
    (PB, "Cette Unité n'effectue jamais de Déplacement Tactique.",
     "Cette Unité ne peut pas effectuer de Déplacement Tactique."),
    (PB, "Cette Unité n'est jamais la cible d'un Tir.", "Cette Unité ne peut pas être la cible d'un Tir."),
]

#: the opponent's dice: « votre adversaire », « l'adversaire », « l'ennemi » = « son adversaire » (the unit
#: the bearer fights); « votre adversaire » = « l'Adversaire » (Pocket Battles' player)
OPPONENT = [
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, votre adversaire doit relancer tous ses dés de défense.",
     "Lorsqu'un Mage Rouge attaque avec Magie, son adversaire doit relancer tous ses dés de défense."),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, l'adversaire doit relancer tous ses dés de défense.",
     "Lorsqu'un Mage Rouge attaque avec Magie, son adversaire doit relancer tous ses dés de défense."),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, l'ennemi doit relancer tous ses dés de défense.",
     "Lorsqu'un Mage Rouge attaque avec Magie, son adversaire doit relancer tous ses dés de défense."),
    (PT, "Lorsqu'un Lancier se défend, l'adversaire lance un dé d'attaque de moins.",
     "Lorsqu'un Lancier se défend, son adversaire lance un dé d'attaque de moins."),
    (PT, "Lorsqu'un Lancier se défend, votre adversaire perd un dé d'attaque.",
     "Lorsqu'un Lancier se défend, son adversaire lance un dé d'attaque de moins."),
    (PB, "Lorsque cette Unité est attaquée, votre adversaire doit relancer ses 6.",
     "Lorsque cette Unité est attaquée, son adversaire doit relancer ses 6."),
    (PB, "Quand cette Unité est détruite, votre adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
]

#: a circumstance at the head: « Sur une tuile Forêt, un Épéiste … » = « Un Épéiste sur une tuile Forêt … »;
#: « En défense, … » = « … en défense »; « En Mêlée, … » = « … en Mêlée »; Pocket Battles: « En Combat, … » =
#: « … en Combat » = « Durant un Combat, … »
AHEAD = [
    (PT, "Sur une tuile Colline, un Lancier lance un dé de défense supplémentaire.",
     "Un Lancier sur une tuile Colline lance un dé de défense supplémentaire."),
    (PT, "Sur une tuile Colline ou Village, un Archer peut tirer jusqu'à 3 tuiles.",
     "Un Archer sur une tuile Colline ou Village peut tirer jusqu'à 3 tuiles."),
    (PT, "En défense, un Lancier lance un dé supplémentaire.", "Un Lancier lance un dé supplémentaire en défense."),
    (PT, "En attaque, un Épéiste lance un dé de plus.", "Un Épéiste lance un dé de plus en attaque."),
    (PT, "En défense, un Archer peut relancer un dé.", "Un Archer peut relancer un dé en défense."),
    (PT, "En Mêlée, un Lancier lance un dé de défense supplémentaire.",
     "Un Lancier lance un dé de défense supplémentaire en Mêlée."),
    (PT, "Au corps à corps, un Lancier lance un dé de défense supplémentaire.",
     "Un Lancier lance un dé de défense supplémentaire au corps à corps."),
    (PT, "En Mêlée, un Druide ne peut pas attaquer.", "Un Druide ne peut pas attaquer en Mêlée."),
    (PB, "En Combat, cette Unité lance un dé supplémentaire.", "Durant un Combat, cette Unité lance un dé supplémentaire."),
    (PB, "Cette Unité lance un dé supplémentaire en Combat.", "Durant un Combat, cette Unité lance un dé supplémentaire."),
    (PB, "Au Combat, cette Unité lance un dé de plus.", "Durant un Combat, cette Unité lance un dé de plus."),
    (PB, "En Combat, cette Unité peut relancer un dé.", "Durant un Combat, cette Unité peut relancer un dé."),
    (PB, "Cette Unité perd un dé en Combat.", "Durant un Combat, cette Unité lance un dé de moins."),
]

#: « à côté de » = « voisin de » = « adjacent à », of a group (« situées à côté d'un … ») or a state
#: (« est à côté d'un autre Lancier »)
BESIDE = [
    (PT, "Les unités ennemies situées à côté d'un Ranger Maudit lancent un dé d'attaque de moins.",
     "Les unités ennemies adjacentes à un Ranger Maudit lancent un dé d'attaque de moins."),
    (PT, "Les unités ennemies à côté d'un Ranger Maudit ne peuvent pas se déplacer.",
     "Les unités ennemies adjacentes à un Ranger Maudit ne peuvent pas se déplacer."),
    (PT, "Les unités alliées voisines d'un Druide lancent un dé de défense supplémentaire.",
     "Les unités alliées adjacentes à un Druide lancent un dé de défense supplémentaire."),
    (PT, "Tant qu'un Lancier est à côté d'un autre Lancier, il lance un dé de défense supplémentaire.",
     "Tant qu'un Lancier est adjacent à un autre Lancier, il lance un dé de défense supplémentaire."),
    (PT, "Si un Lancier se trouve à côté d'un autre Lancier, il lance un dé de défense supplémentaire.",
     "Si un Lancier est adjacent à un autre Lancier, il lance un dé de défense supplémentaire."),
    # (lead-pt) in a relative: « qui se trouvent / qui sont à côté d'un … » = « qui sont adjacents à un … »
    (PT, "Les ennemis qui se trouvent à côté d'un Druide ne peuvent pas se déplacer.",
     "Les ennemis qui sont adjacents à un Druide ne peuvent pas se déplacer."),
    (PT, "Une unité ennemie qui est à côté d'un Druide lance un dé d'attaque de moins.",
     "Une unité ennemie qui est adjacente à un Druide lance un dé d'attaque de moins."),
    (PT, "Une unité ennemie qui est voisine d'un Druide lance un dé d'attaque de moins.",
     "Une unité ennemie qui est adjacente à un Druide lance un dé d'attaque de moins."),
    # (lead-pt) a state: « est adjacent au Druide » = « … à le Druide » = « … à un Druide » (« au corps à corps » stays a
    # mode, « au Village » is refused as one)
    (PT, "Un Homme-Bête lance un dé de défense de plus tant qu'il est adjacent au Druide.",
     "Un Homme-Bête lance un dé de défense de plus tant qu'il est adjacent à un Druide."),
    (PT, "Tant qu'il est adjacent aux Lanciers, un Conscrit ne peut pas être attaqué.",
     "Tant qu'il est adjacent à un Lancier, un Conscrit ne peut pas être attaqué."),
    (PT, "Un Lancier ne peut pas attaquer au corps à corps.", "Un Lancier ne peut pas attaquer en Mêlée."),
]

#: the unit an aura is around, named with its article: « adjacentes au Druide » = « à le Druide » =
#: « à l'Archer » = « à un Druide » (named as a subject is: the unit of that kind), « aux Lanciers »
#: a unit named by whom it fights is that unit's opponent (audit 4): « l'unité qui attaque un Lancier »
#: = « Lorsqu'un Lancier est attaqué, son adversaire … » (« toute unité (ennemie) », « l'ennemi », « les unités »)
FIGHTING_A_KIND = [
    (PT, "L'unité qui attaque un Lancier lance un dé d'attaque de moins.",
     "Lorsqu'un Lancier est attaqué, son adversaire lance un dé d'attaque de moins."),
    (PT, "Toute unité ennemie qui attaque un Lancier lance un dé d'attaque de moins.",
     "Lorsqu'un Lancier est attaqué, l'unité qui l'attaque lance un dé d'attaque de moins."),
    (PT, "L'ennemi qui attaque un Lancier relance ses 6.",
     "Lorsqu'un Lancier est attaqué, son adversaire relance ses 6."),
    (PT, "Les unités qui attaquent un Lancier avec Magie lancent un dé d'attaque de moins.",
     "Lorsqu'un Lancier est attaqué avec Magie, son adversaire lance un dé d'attaque de moins."),
    # audit 5: a tile right after the agent places the agent (« … qui se trouve sur … »), not the unit attacked
    (PT, "Lorsqu'un Lancier est attaqué par une unité sur une tuile Colline, il lance un dé de défense de moins.",
     "Lorsqu'un Lancier est attaqué par une unité qui se trouve sur une tuile Colline, il lance un dé de défense "
     "de moins."),
    (PT, "Quand un Lancier est attaqué par un Homme-Bête sur une tuile Forêt, il lance un dé de défense de plus.",
     "Quand un Lancier est attaqué par un Homme-Bête qui se trouve sur une tuile Forêt, il lance un dé de défense "
     "de plus."),
    # after an anchor, the anchor's (the nearest unit); a plural agreement says the group's
    (PT, "Les unités alliées adjacentes à un Mage Rouge sur une tuile Forêt lancent un dé de défense de plus.",
     "Les unités alliées adjacentes à un Mage Rouge qui se trouve sur une tuile Forêt lancent un dé de défense de plus."),
    (PT, "Les unités alliées adjacentes à un Mage Rouge qui sont sur une tuile Forêt lancent un dé de défense de plus.",
     "Les unités alliées adjacentes à un Mage Rouge situées sur une tuile Forêt lancent un dé de défense de plus."),
    # and right after the object, the object (the unit attacked), not the attacker
    (PT, "Lorsqu'un Épéiste attaque une unité sur une tuile Forêt, il lance un dé d'attaque de plus.",
     "Lorsqu'un Épéiste attaque une unité qui se trouve sur une tuile Forêt, il lance un dé d'attaque de plus."),
    (PT, "Quand un Lancier attaque un Homme-Bête sur une tuile Forêt, il lance un dé d'attaque de moins.",
     "Quand un Lancier attaque un Homme-Bête qui se trouve sur une tuile Forêt, il lance un dé d'attaque de moins."),
]

#: the formal rule books' small words (audit 4): « Si …, alors … » (« alors » says nothing more),
#: « deux (2) » (the digits repeat the word), « 1D6 » = « un dé », « sauf contre » = « mais pas contre »
FORMAL = [
    (PT, "Si un Archer se trouve sur une tuile Colline, alors il peut tirer jusqu'à trois tuiles.",
     "Si un Archer se trouve sur une tuile Colline, il peut tirer jusqu'à 3 tuiles."),
    (PB, "Si cette Unité inflige au moins deux coups lors d'un Tir, alors elle inflige un coup supplémentaire.",
     "Si cette Unité inflige au moins deux coups lors d'un Tir, elle inflige un coup supplémentaire."),
    (PT, "Lorsqu'il vient en aide à une unité alliée qui attaque, un Lancier compte pour deux (2) unités.",
     "Lorsqu'il vient en aide à une unité alliée qui attaque, un Lancier compte pour deux unités."),
    (PB, "Lorsque cette Unité est impliquée dans un Combat, elle lance un (1) dé de plus.",
     "Lorsque cette Unité est impliquée dans un Combat, elle lance un dé de plus."),
    (PT, "Un Archer lance 1D6 supplémentaire en attaque.", "Un Archer lance un dé supplémentaire en attaque."),
    (PT, "Un Archer lance 2D6 de moins en défense.", "Un Archer lance deux dés de moins en défense."),
    (PT, "Lorsqu'un Archer est sur le point d'être battu, lancez 1D6 : sur un résultat de 5 ou 6, il reste en vie.",
     "Lorsqu'un Archer est sur le point d'être battu, lancez un dé : sur un résultat de 5 ou 6, il reste en vie."),
    (PB, "Cette Unité peut tirer depuis l'Arrière d'un Secteur, sauf contre une Unité qui Charge.",
     "Cette Unité peut tirer depuis l'Arrière d'un Secteur, mais pas contre une Unité qui Charge."),
    (PB, "À chaque Tir, cette Unité peut relancer ses 1.", "Lors d'un Tir, cette Unité peut relancer ses 1."),
    (PB, "À chaque Charge, cette Unité lance un dé de plus.", "En Charge, cette Unité lance un dé de plus."),
]

ANCHOR_ARTICLE = [
    (PT, "Les unités alliées adjacentes au Druide lancent un dé d'attaque supplémentaire.",
     "Les unités alliées adjacentes à un Druide lancent un dé d'attaque supplémentaire."),
    (PT, "Les unités ennemies adjacentes au Ranger Maudit ne peuvent pas se déplacer.",
     "Les unités ennemies adjacentes à un Ranger Maudit ne peuvent pas se déplacer."),
    (PT, "Un Archer adjacent au Lancier lance un dé de défense supplémentaire.",
     "Un Archer adjacent à un Lancier lance un dé de défense supplémentaire."),
    (PT, "Les unités alliées adjacentes à l'Archer lancent un dé de défense supplémentaire.",
     "Les unités alliées adjacentes à chaque Archer lancent un dé de défense supplémentaire."),
    (PT, "Les unités alliées adjacentes aux Lanciers lancent un dé de défense supplémentaire.",
     "Les unités alliées adjacentes à tous les Lanciers lancent un dé de défense supplémentaire."),
]

#: Pocket Battles' tokens said otherwise: « dispose d'un Jeton Ordre supplémentaire » = « a 1 Jeton Ordre
#: supplémentaire disponible »; « son propriétaire » = « le propriétaire »; « perd un Jeton Ordre » = « a un
#: Jeton Ordre de moins »; « ne coûte aucun Jeton Ordre » = « coûte 0 Jeton Ordre »
TOKENS = [
    (PB, "Tant que cette Unité est présente sur le Champ de Bataille, son propriétaire dispose d'un Jeton Ordre "
         "supplémentaire.",
     "Si cette Unité est présente sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre supplémentaire disponible."),
    (PB, "Si cette Unité est sur le Champ de Bataille, le propriétaire dispose d'un Jeton Ordre de plus.",
     "Si cette Unité est présente sur le Champ de Bataille, le propriétaire a 1 Jeton Ordre de plus disponible."),
    (PB, "Si cette Unité est sur le Champ de Bataille, vous disposez d'un Jeton Ordre supplémentaire.",
     "Si cette Unité est présente sur le Champ de Bataille, vous avez 1 Jeton Ordre supplémentaire disponible."),
    (PB, "Tant que cette Unité est sur le Champ de Bataille, l'Adversaire perd un Jeton Ordre.",
     "Si cette Unité est présente sur le Champ de Bataille, l'Adversaire a un Jeton Ordre de moins disponible."),
    (PB, "Donner un ordre à cette Unité ne coûte aucun Jeton Ordre.", "Donner un ordre à cette Unité coûte 0 Jeton Ordre."),
    # « est gratuit » = « ne coûte rien » = « ne coûte aucun Jeton Ordre »: an order paid with no token
    (PB, "Donner un ordre à cette Unité est gratuit.", "Donner un ordre à cette Unité ne coûte aucun Jeton Ordre."),
    (PB, "Donner un ordre à cette Unité ne coûte rien.", "Donner un ordre à cette Unité ne coûte aucun Jeton Ordre."),
    (PB, "Le Déplacement Tactique de cette Unité est gratuit.",
     "Le Déplacement Tactique de cette Unité ne coûte aucun Jeton Ordre."),
    (PB, "La Charge de cette Unité ne coûte rien.", "La Charge de cette Unité coûte 0 Jeton Ordre."),
    # an order said by its name alone is the bearer's order of that name (canonical.order_by_name)
    (PB, "Un Tir ne coûte aucun Jeton Ordre.", "Le Tir de cette Unité ne coûte aucun Jeton Ordre."),
    (PB, "Chaque Charge coûte un Jeton Ordre de plus.", "La Charge de cette Unité coûte un Jeton Ordre de plus."),
    (PB, "Le Déplacement Tactique est gratuit.", "Le Déplacement Tactique de cette Unité est gratuit."),
]

#: Epic's sheet: « lors d'une charge » = « en charge » (one moment); « La cible subit -1 à sa sauvegarde » =
#: « -1 à la sauvegarde de la cible » (the roll of the target)
SHEET = [
    (EPIC, "Mouvement doublé lors d'une charge", "Mouvement doublé en charge"),
    (EPIC, "Double mouvement lors d'une charge", "Double mouvement en charge"),
    (EPIC, "La cible subit -1 à sa sauvegarde", "-1 à la sauvegarde de la cible"),
    (EPIC, "La cible subit -1 à la Svg", "-1 à la Svg de la cible"),
    # the bearer said: the unit, its units, its formation (the game asks each clause of the unit or of
    # its formation, as the clause says)
    (EPIC, "Cette formation relance ses sauvegardes ratées.", "Relance ses sauvegardes ratées"),
    (EPIC, "Cette unité ignore les terrains dangereux", "Ignore les terrains dangereux"),
    (EPIC, "Les unités ignorent les terrains dangereux", "Ignore les terrains dangereux"),
    (EPIC, "Les unités de cette formation ignorent les terrains dangereux", "Ignore les terrains dangereux"),
    (EPIC, "L'unité n'est pas détruite en retraite", "Pas détruit en retraite"),
    # an aura's subject: « situées », « amies » (its side, as without it), « à N cm ou moins »
    (EPIC, "Les formations situées à moins de 20 cm relancent leurs tests d'action ratés",
     "Les formations à moins de 20 cm relancent leurs tests d'action ratés"),
    (EPIC, "Les formations amies à moins de 15 cm relancent leurs tests d'action ratés",
     "Les formations à moins de 15 cm relancent leurs tests d'action ratés"),
    (EPIC, "Les formations à 15 cm ou moins relancent leurs tests d'action ratés",
     "Les formations à moins de 15 cm relancent leurs tests d'action ratés"),
    # what the unit has (« a », « dispose de », « bénéficie de ») is what the noun phrase alone says; an
    # invulnerable save is the sheet's Sauvegarde Invulnérable (« Deuxième svg à 6+ non modifiable, même
    # contre macro arme »); a threshold « de 5+ » = « à 5+ »
    (EPIC, "Sauvegarde invulnérable de 6+", "Deuxième svg à 6+ non modifiable, même contre macro arme"),
    (EPIC, "Dispose d'une sauvegarde invulnérable de 5+",
     "Deuxième sauvegarde à 5+ non modifiable, même contre macro arme"),
    (EPIC, "A une sauvegarde invulnérable à 5+", "Deuxième sauvegarde à 5+ non modifiable, même contre macro arme"),
    (EPIC, "Seconde sauvegarde de 5+ non modifiable", "Deuxième sauvegarde à 5+ non modifiable"),
    (EPIC, "Bénéficie de +1 pour toucher en fusillade", "+1 pour toucher en fusillade"),
    (EPIC, "A +1 pour toucher en fusillade", "+1 pour toucher en fusillade"),
    (EPIC, "Les formations à moins de 15 cm ont +1 au résultat des assauts",
     "Les formations à moins de 15 cm ont +1 au résultat de l'assaut"),
    # a save a macro weapon does not cancel alone: « annule » one the game lets a line ignore ignores it
    (EPIC, "Annule les sauvegardes de couvert", "Ignore les sauvegardes de couvert"),
    # « Aucune sauvegarde de couvert », as the sheet's « Aucune sauvegarde » (Tueur de Titan): of the hits dealt
    (EPIC, "Aucune sauvegarde de couvert", "Ignore les sauvegardes de couvert"),
    (EPIC, "Pas de sauvegarde de couvert", "Ignore les sauvegardes de couvert"),
    # the action test: « test d'action » = « jet d'initiative » (vocabulary synonym), said with any having verb
    (EPIC, "+1 aux tests d'action", "+1 au jet d'initiative"),
    (EPIC, "Obtient +1 aux tests d'action", "+1 au test d'action"),
    (EPIC, "+1 à ses jets d'initiative", "+1 au test d'action"),
    (EPIC, "Subit -1 à ses tests d'action", "-1 aux tests d'action"),
    (EPIC, "Subit un malus de -1 aux tests d'action", "-1 aux tests d'action"),
    (EPIC, "Souffre d'un malus de -1 aux tests d'action", "-1 aux tests d'action"),
    (EPIC, "Les formations alliées à moins de 15 cm bénéficient de +1 aux tests d'action",
     "Les formations à moins de 15 cm ont +1 au jet d'initiative"),
    # « obtient », « gagne », « reçoit » = « a » (+ a noun phrase)
    (EPIC, "Obtient +1 au résultat des assauts", "+1 au résultat des assauts"),
    (EPIC, "Gagne +1 au résultat des assauts lorsqu'elle charge", "+1 au résultat des assauts en charge"),
    (EPIC, "Reçoit +1 pour toucher au corps à corps", "+1 pour toucher en corps à corps"),
    # a limit between the verb and its object (« Peut relancer une fois par tour un … »)
    (EPIC, "Peut relancer une fois par tour un test d'action raté", "Relance un jet d'initiative raté une fois par tour"),
    (EPIC, "Relance une fois par tour un jet d'initiative raté", "Relance un jet d'initiative raté une fois par tour"),
    # « son mouvement est doublé » = « mouvement doublé »
    (EPIC, "Lorsqu'elle charge, son mouvement est doublé", "Double mouvement en charge"),
    (EPIC, "Son mouvement est doublé lors d'une charge", "Double mouvement en charge"),
    (EPIC, "Ses mouvements sont doublés en charge", "Double mouvement en charge"),
    (EPIC, "Son mouvement est triplé", "Triple mouvement"),
    (EPIC, "Lorsqu'elle charge, son mouvement est triplé", "Triple mouvement en charge"),
    # a modifier named by its cause: the game's one (« dû au feu croisé »: -1 to the save)
    (EPIC, "Ignore le malus dû au feu croisé", "Ignore -1 Svg en feu croisé"),
    (EPIC, "Ignore le malus de -1 à la sauvegarde dû au feu croisé", "Ignore -1 Svg en feu croisé"),
    (EPIC, "Ignore le malus à la sauvegarde dû au feu croisé", "Ignore -1 Svg en feu croisé"),
    (EPIC, "Cette unité ignore le malus causé par le feu croisé", "Ignore -1 Svg en feu croisé"),
    (EPIC, "Ignore le modificateur dû au couvert", "Ignore le modificateur de couvert au jet pour toucher"),
    # the bearer's weapons as the subject: the clause the game asks of a weapon
    (EPIC, "Ses tirs ignorent les sauvegardes de couvert", "Ignore les sauvegardes de couvert"),
    (EPIC, "Ses armes ignorent les sauvegardes de couvert", "Ignore les sauvegardes de couvert"),
    (EPIC, "Les tirs de cette unité ignorent les sauvegardes de couvert", "Ignore les sauvegardes de couvert"),
    (EPIC, "Ses tirs annulent les sauvegardes de couvert", "Ignore les sauvegardes de couvert"),
    (EPIC, "Ses tirs ont -1 à la sauvegarde de la cible", "-1 à la Svg de la cible"),
    (EPIC, "Ses tirs ont +1 pour toucher", "+1 pour toucher"),
    (EPIC, "Ses armes ignorent le modificateur de couvert au jet pour toucher",
     "Ignore le modificateur de couvert au jet pour toucher"),
    (EPIC, "Ses armes ajoutent une attaque en assaut", "Ajoute une attaque en assaut"),
    (EPIC, "Ses tirs ne peuvent tirer qu'une fois par partie", "Un tir par partie"),
    (EPIC, "Ses armes ne tirent qu'un tour sur deux", "Tir un tour sur deux"),
    (EPIC, "Ses armes génèrent un PI supplémentaire par touche", "Génère un PI supplémentaire par touche"),
    # attacks gained: « gagne / obtient une attaque », « reçoit / a une attaque supplémentaire », « reçoit +1 attaque »
    (EPIC, "Gagne une attaque en assaut", "Ajoute une attaque en assaut"),
    (EPIC, "Reçoit une attaque supplémentaire en assaut", "Ajoute une attaque en assaut"),
    (EPIC, "Reçoit +1 attaque en assaut", "Ajoute une attaque en assaut"),
    (EPIC, "A une attaque supplémentaire au corps à corps", "Ajoute une attaque au corps à corps"),
    (EPIC, "Bénéficie d'une attaque supplémentaire en assaut", "Ajoute une attaque en assaut"),
    (EPIC, "Reçoit deux attaques supplémentaires en fusillade", "Ajoute 2 attaques en fusillade"),
    (EPIC, "Cette unité gagne deux attaques supplémentaires en assaut", "Ajoute 2 attaques en assaut"),
    (EPIC, "Reçoit une attaque supplémentaire en fusillade", "Ajoute une attaque en fusillade"),
    # an author's prose for the sheet's meanings
    (EPIC, "Cette unité n'est jamais détruite en retraite", "Pas détruit en retraite"),
    (EPIC, "Cette unité compte comme un véhicule pour les terrains dangereux",
     "Compte comme véhicule pour les terrains dangereux"),
    (EPIC, "Les formations situées à moins de quinze cm ont +1 aux tests d'action",
     "Les formations à moins de 15 cm ont +1 aux tests d'action"),
    (EPIC, "Cette formation a +1 au résultat des assauts lorsqu'elle charge", "+1 au résultat des assauts en charge"),
    (EPIC, "Cette unité dispose de vingt cm de distance de cohésion", "20 cm de distance de cohésion"),
    (EPIC, "La cible subit un malus de -1 à sa sauvegarde", "-1 à la Svg de la cible"),
    # a reroll said as a noun (« une relance de ») or counted « par tour »
    (EPIC, "Bénéficie d'une relance de ses sauvegardes ratées", "Relance des Svg ratées"),
    (EPIC, "Peut relancer les jets de sauvegarde ratés", "Relance des Svg ratées"),
    (EPIC, "Relance un test d'action raté par tour", "Relance un jet d'initiative raté une fois par tour"),
    (EPIC, "Relance deux tests d'action ratés par partie", "Relance un jet d'initiative raté deux fois par partie"),
    # distances in words, « jusqu'à N cm », « dispose de N cm de … »
    (EPIC, "Les formations amies situées à moins de quinze cm relancent leurs tests d'action ratés",
     "Les formations à moins de 15 cm relancent leurs tests d'action ratés"),
    (EPIC, "Les formations situées jusqu'à 15 cm relancent leurs tests d'action ratés",
     "Les formations à moins de 15 cm relancent leurs tests d'action ratés"),
    (EPIC, "Zone de contrôle de dix cm", "Zone de contrôle de 10 cm"),
    (EPIC, "Dispose de 20 cm de distance de cohésion", "20 cm de distance de cohésion"),
    # others: « ne subit pas de », « toujours », « supplémentaire », « ainsi que », numbers in words
    (EPIC, "Ne subit pas de mouvement de retraite obligatoire", "Pas de mouvement de retraite obligatoire"),
    (EPIC, "Frappe toujours en premier au corps à corps", "Frappe en premier au corps à corps"),
    (EPIC, "Ajoute une attaque supplémentaire en assaut", "Ajoute 1 attaque en assaut"),
    (EPIC, "Ajoute deux attaques en assaut", "Ajoute 2 attaques en assaut"),
    (EPIC, "Ignore les terrains dangereux, ainsi que les terrains infranchissables",
     "Ignore les terrains dangereux et infranchissables"),
    (EPIC, "Double son mouvement lorsqu'elle charge", "Double mouvement en charge"),
]

#: an attack of a mode: « être la cible d'une attaque de Magie » = « être attaqué avec Magie »; a reach said
#: with the mode « à distance » (« attaquer à distance jusqu'à 3 tuiles » = « tirer jusqu'à 3 tuiles »)
ATTACK_OF_A_MODE = [
    (PT, "Cette unité ne peut pas être la cible d'une attaque de Magie.",
     "Cette unité ne peut pas être attaquée avec Magie."),
    (PT, "Un Druide ne peut pas être la cible d'une attaque à distance.",
     "Un Druide ne peut pas être attaqué avec Distance."),
    (PT, "Un Druide n'est jamais la cible d'une attaque en Mêlée.", "Un Druide ne peut pas être attaqué en Mêlée."),
    (PT, "Un Archer peut attaquer à distance jusqu'à 3 tuiles.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer peut attaquer à distance jusqu'à 3 tuiles de distance.", "Un Archer peut tirer jusqu'à 3 tuiles."),
]

#: dice named by the value they show: « les dés qui font 1 » = « ses dés de valeur 1 » = « ses 1 »
DICE_OF_A_VALUE = [
    (PT, "Un Archer relance les dés qui font 1.", "Un Archer relance ses 1."),
    (PT, "Un Archer peut relancer ses dés de valeur 1.", "Un Archer peut relancer ses 1."),
    (PT, "Un Archer peut relancer ses dés d'attaque dont le résultat est 1.", "Un Archer peut relancer ses 1 en attaque."),
    (PT, "Les Archers relancent leurs dés de défense qui font 1 ou 2.", "Les Archers relancent leurs 1 et 2 en défense."),
    (PB, "Quand vous tirez, cette Unité peut relancer ses dés qui font 1.",
     "Quand vous tirez, cette Unité peut relancer ses 1."),
    (PB, "Lorsque cette Unité est attaquée, votre adversaire doit relancer ses dés de valeur 6.",
     "Lorsque cette Unité est attaquée, son adversaire doit relancer ses 6."),
]

#: an order received: « cette Unité reçoit un ordre (de « Tirer ») » = « vous donnez un ordre (…) à cette
#: Unité » (a unit's orders are its owner's)
ORDERS_RECEIVED = [
    (PB, "Quand cette Unité reçoit un ordre de «Charge», l'Adversaire doit mettre de côté l'un de ses Jetons Ordre "
         "inutilisés.",
     "Quand vous donnez un ordre de «Charge» à cette Unité, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre "
     "inutilisés."),
    (PB, "Lorsque cette Unité reçoit un ordre de «Charge» ou «Tirer», l'Adversaire doit mettre de côté l'un de ses "
         "Jetons Ordre inutilisés.",
     "Lorsque vous donnez un ordre de «Charge» ou «Tirer» à cette Unité, l'Adversaire doit mettre de côté l'un de ses "
     "Jetons Ordre inutilisés."),
    (PB, "Lorsque cette Unité reçoit un ordre, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés.",
     "Lorsque vous donnez un ordre à cette Unité, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    # a roll said when a unit is ordered one act is the roll of that act (canonical.ordered)
    (PB, "Quand cette Unité reçoit un ordre de «Tirer», elle lance un dé supplémentaire.",
     "Lorsque cette Unité tire, elle lance un dé supplémentaire."),
    (PB, "Quand cette Unité reçoit un ordre de «Charge», elle lance un dé supplémentaire.",
     "Lorsque cette Unité Charge, elle lance un dé supplémentaire."),
    (PB, "Quand vous donnez un ordre de «Tirer» à cette Unité, elle peut relancer ses 1.",
     "Quand cette Unité tire, elle peut relancer ses 1."),
]

#: the player's act through a unit, a unit's part in an action: « Lorsque vous tirez avec cette Unité » = « Lorsque
#: cette Unité tire »; « participe à un Combat » = « est impliquée dans un Combat »; « sans dépenser de Jeton Ordre »
#: = « … pour cette seconde Charge » (the charge the effect makes)
PLAYER_AND_UNIT = [
    (PB, "Lorsque vous tirez avec cette Unité, elle lance un dé supplémentaire.",
     "Lorsque cette Unité tire, elle lance un dé supplémentaire."),
    (PB, "Quand vous chargez avec cette Unité, elle lance deux dés supplémentaires.",
     "Quand cette Unité charge, elle lance 2 dés supplémentaires."),
    (PB, "Quand cette Unité participe à un Combat, elle lance un dé supplémentaire.",
     "Quand cette Unité est impliquée dans un Combat, elle lance un dé supplémentaire."),
    (PB, "Quand cette Unité charge et détruit une Unité ennemie, elle peut charger une autre Unité ennemie éligible "
         "sans dépenser de Jeton Ordre.",
     "Quand cette Unité charge et détruit une Unité ennemie, elle peut charger une autre Unité ennemie éligible, "
     "sans dépenser de Jetons Ordre pour cette seconde Charge."),
]

#: a state of the subject said as a condition or a participle: « Lorsqu'il n'a aucun allié adjacent, un Épéiste … » =
#: « S'il est isolé, … » = « Un Épéiste isolé … » = « Un Épéiste sans allié adjacent … »; « adjacent à au moins un autre
#: Lancier » = « … à un autre Lancier »; « Un Archer attaqué en Mêlée » = « Un Archer qui est attaqué en Mêlée »; « qui va
#: être battu » = « qui est sur le point d'être battu »
STATES_OF_THE_SUBJECT = [
    (PT, "Lorsqu'il n'a aucun allié adjacent, un Épéiste lance un dé d'attaque de plus.",
     "Un Épéiste sans allié adjacent lance un dé d'attaque de plus."),
    (PT, "Lorsqu'un Épéiste n'a aucun allié adjacent, il lance un dé d'attaque supplémentaire.",
     "Un Épéiste sans allié adjacent lance un dé d'attaque supplémentaire."),
    (PT, "S'il est isolé, un Archer lance un dé de défense de moins.",
     "Un Archer sans allié adjacent lance un dé de défense de moins."),
    (PT, "Tant que les Lanciers sont sans allié adjacent, ils lancent un dé de défense de moins.",
     "Un Lancier sans allié adjacent lance un dé de défense de moins."),
    (PT, "Un Archer isolé lance un dé de défense de moins.", "Un Archer sans allié adjacent lance un dé de défense de moins."),
    # a state of each unit: « les Archers isolés » are each Archer without an adjacent ally, as « Si les Archers … »
    (PT, "Les Archers isolés lancent un dé de défense de moins.",
     "Si les Archers n'ont aucun allié adjacent, ils lancent un dé de défense de moins."),
    (PT, "Lorsque l'Épéiste combat un adversaire isolé, il peut forcer son adversaire à relancer un dé.",
     "Lorsque l'Épéiste combat un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et "
     "l'obliger à le relancer."),
    (PT, "Si un Conscrit est adjacent à au moins un autre Conscrit, il lance un dé de défense de plus.",
     "Si un Conscrit est adjacent à un autre Conscrit, il lance un dé de défense de plus."),
    (PT, "Un Lancier adjacent à au moins un autre Lancier lance un dé de défense de plus.",
     "Un Lancier adjacent à un autre Lancier lance un dé de défense de plus."),
    (PT, "Un Archer attaqué en Mêlée lance un dé de défense de moins.",
     "Un Archer qui est attaqué en Mêlée lance un dé de défense de moins."),
    (PT, "Un Archer attaqué au corps à corps lance un dé de défense de moins.",
     "Un Archer qui est attaqué avec Mêlée lance un dé de défense de moins."),
    (PT, "Une Jeune Fille au Bouclier prise pour cible lance un dé de défense de plus.",
     "Une Jeune Fille au Bouclier qui est attaquée lance un dé de défense de plus."),
    # a passive with its agent, said of the subject, is the trigger (« Lorsqu'un Lancier est attaqué par … »)
    (PT, "Un Lancier qui est attaqué par un Homme-Bête lance un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire."),
    (PT, "Les Lanciers attaqués par un Homme-Bête lancent un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire."),
    (PT, "Une Jeune Fille au Bouclier prise pour cible par un Archer lance un dé de défense supplémentaire.",
     "Lorsqu'une Jeune Fille au Bouclier est attaquée par un Archer, elle lance un dé de défense supplémentaire."),
    (PT, "Un Ranger Maudit qui va être battu survit sur un jet de 4+.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si le résultat est 4, 5 ou 6, il reste "
     "en vie."),
    (PT, "Lorsqu'un Ranger Maudit va être battu, lancez un dé. Sur 4+, il reste en vie.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si le résultat est 4, 5 ou 6, il reste "
     "en vie."),
]

#: the subject's act or roll said before it is named: « Après avoir battu un ennemi, un Maraudeur … » = « Lorsqu'un
#: Maraudeur bat un ennemi, il … »; « Lors du lancement de ses dés d'attaque, un Maraudeur … » = « Lorsqu'un Maraudeur
#: lance ses dés d'attaque, il … »
SAID_BEFORE_THE_SUBJECT = [
    (PT, "Après avoir battu un ennemi, un Homme-Bête Maraudeur peut se déplacer d'une tuile.",
     "Lorsqu'un Homme-Bête Maraudeur bat un ennemi, il peut se déplacer d'une tuile."),
    (PT, "Après avoir battu une unité ennemie, une Sorcière de la Forêt peut se déplacer d'une tuile.",
     "Lorsqu'une Sorcière de la Forêt bat une unité ennemie, elle peut se déplacer d'une tuile."),
    (PB, "Après avoir chargé, cette Unité lance un dé supplémentaire.",
     "Lorsque cette Unité charge, elle lance un dé supplémentaire."),
    (PT, "Un Homme-Bête Stalker peut se déplacer d'une tuile après avoir battu un ennemi.",
     "Lorsqu'un Homme-Bête Stalker bat un ennemi, il peut se déplacer d'une tuile."),
    (PT, "Après avoir battu un ennemi, il peut se déplacer d'une tuile.",
     "Lorsqu'il bat un ennemi, il peut se déplacer d'une tuile."),
    (PT, "Lors du lancement de ses dés d'attaque, un Homme-Bête Maraudeur peut relancer tous les dés une seule fois.",
     "Lorsqu'un Homme-Bête Maraudeur lance ses dés d'attaque, il peut relancer tous les dés une seule fois."),
    (PT, "Lors du lancement de ses dés de défense, un Homme-Bête Juggernaut peut relancer tous les dés.",
     "Lors du lancement de dés de défense d'un Homme-Bête Juggernaut, il peut relancer tous les dés."),
]

#: « contre X » after a roll: the roll made when the subject attacks X (« … lorsqu'il attaque X »), its
#: defence dice when X attacks it, and said of the opponent, when it attacks X (« Lorsque X est attaqué »)
AGAINST = [
    (PT, "Votre adversaire relance ses dés d'attaque de valeur 6 contre un Épéiste.",
     "Lorsqu'un Épéiste est attaqué, son adversaire relance ses 6 en attaque."),
    (PT, "L'adversaire lance un dé de défense de moins contre un Conscrit.",
     "Lorsqu'un Conscrit attaque, son adversaire lance un dé de défense de moins."),
    (PT, "Un Épéiste lance un dé d'attaque supplémentaire contre un Homme-Bête.",
     "Lorsqu'un Épéiste attaque un Homme-Bête, il lance un dé d'attaque supplémentaire."),
    (PT, "Contre un Homme-Bête, une Sorcière de la Forêt peut relancer un dé.",
     "Une Sorcière de la Forêt peut relancer un dé lorsqu'elle attaque un Homme-Bête."),
    (PT, "Un Lancier lance un dé de défense supplémentaire contre un Homme-Bête.",
     "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire."),
    # « contre une attaque / les attaques de X » says the mode of the attack, not whom it is made against,
    # and that the roll is made against it: when the unit is attacked so (not when it attacks in that mode)
    (PT, "Un Lancier gagne deux dés de défense contre les attaques en Mêlée.",
     "Lorsqu'un Lancier est attaqué en Mêlée, il lance deux dés de défense supplémentaires."),
    (PT, "Un Lancier lance un dé de défense supplémentaire contre les attaques à distance.",
     "Lorsqu'un Lancier est attaqué à distance, il lance un dé de défense supplémentaire."),
    (PT, "Une Sorcière de la Forêt lance un dé de défense de plus contre une attaque de Magie.",
     "Lorsqu'une Sorcière de la Forêt est attaquée avec Magie, elle lance un dé de défense supplémentaire."),
]

#: the agent of « être attaqué » that is one of the game's modes says how (« par la Magie » = « avec
#: Magie »); one of its kinds of attack stays the agent (« par une Attaque Distante »: ``ctx["attaque"]``)
ATTACKED_BY_A_KIND = [
    (PT, "Lorsqu'un Lancier est attaqué par la Magie, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué avec Magie, il lance un dé de défense supplémentaire."),
    (PT, "Un Lancier attaqué par la Magie lance un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué en Magie, il lance un dé de défense supplémentaire."),
    (PT, "Un Lancier ne peut pas être attaqué par la Magie.", "Un Lancier ne peut pas être attaqué avec Magie."),
    (PT, "Un Lancier attaqué par une Attaque Distante lance un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire."),
    (PT, "Lorsqu'un Lancier est la cible d'une Attaque Distante, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire."),
    (PT, "Les Lanciers lancent un dé de défense supplémentaire lorsqu'ils sont attaqués par une Attaque Distante.",
     "Lorsqu'un Lancier est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire."),
    (PT, "Quand un Lancier attaque au corps à corps, il lance un dé supplémentaire.",
     "Lorsqu'un Lancier attaque en Mêlée, il lance un dé supplémentaire."),
]

#: the passive of an act the game names as an attack: « être chargé » = « être attaqué par une Charge »
ATTACKED_BY = [
    (PB, "Cette Unité ne peut pas être chargée.", "Cette Unité ne peut pas être attaquée par une Charge."),
    (PB, "Cette Unité ne peut jamais être chargée.", "Cette Unité ne peut pas être la cible d'une Charge."),
    (PB, "Cette Unité n'est jamais chargée.", "Cette Unité ne peut pas être attaquée par une Charge."),
    (PB, "Cette Unité n'a pas le droit d'être chargée.", "Cette Unité ne peut pas être attaquée par une Charge."),
    # a circumstance: « être attaqué par (ciblé par, la cible d') un Tir » = « Lors d'un Tir contre … » (an
    # action as the agent says during which attack)
    (PB, "Quand cette Unité est ciblée par un Tir, l'Adversaire lance un dé de moins.",
     "Lors d'un Tir contre cette Unité, l'Adversaire lance un dé de moins."),
    (PB, "Quand cette Unité est la cible d'un Tir, l'Adversaire lance un dé de moins.",
     "Lors d'un Tir contre cette Unité, l'Adversaire lance un dé de moins."),
    (PB, "Lorsque cette Unité est attaquée par un Tir, son Adversaire perd un dé.",
     "Durant un Tir, lorsque cette unité est attaquée, son Adversaire lance 1 dé de moins."),
    (PT, "Quand un Druide est la cible d'un Archer, il peut relancer un dé.",
     "Quand un Druide est attaqué par un Archer, il peut relancer un dé."),
    # the unit charged: « est chargée » = « est attaquée par une Charge » = « une Unité ennemie la charge »
    (PB, "Lorsque cette Unité est attaquée par une Charge, elle lance un dé de plus.",
     "Durant une Charge, lorsque cette unité est attaquée, elle lance un dé de plus."),
    (PB, "Lorsque cette Unité est chargée, elle lance un dé de plus.",
     "Lorsque cette Unité est attaquée par une Charge, elle lance un dé de plus."),
    (PB, "Quand une Unité ennemie la charge, cette Unité lance un dé de plus.",
     "Lorsque cette Unité est attaquée par une Charge, elle lance un dé de plus."),
    (PB, "Quand une Unité ennemie charge cette Unité, elle lance un dé de plus.",
     "Lorsque cette Unité est chargée, elle lance un dé de plus."),
    (PB, "Quand un ennemi la charge, son Adversaire perd un dé.",
     "Quand cette Unité est attaquée par une Charge, l'Adversaire lance un dé de moins."),
    (PB, "Quand un Cavalier charge cette Unité, elle lance un dé de plus.",
     "Durant une Charge, lorsque cette Unité est attaquée par un Cavalier, elle lance un dé de plus."),
    (PB, "Quand une Unité ennemie l'attaque, cette Unité donne un coup supplémentaire.",
     "Lorsque cette Unité est attaquée par une Unité ennemie, elle donne un coup supplémentaire."),
]

#: Pocket Battles' dice named by the moment they are thrown in (« dés de Combat / de Tir / de Charge »: the
#: game asks « dés de combat », « dés de tir », « dés de charge »)
DICE_KINDS = [
    (PB, "Cette Unité lance un dé de Tir de plus.", "Cette Unité lance un dé supplémentaire lors d'un Tir."),
    (PB, "Cette Unité lance un dé de Charge supplémentaire.", "Cette Unité lance 1 dé supplémentaire lors d'une Charge."),
    (PB, "Cette Unité perd un dé de Combat.", "Cette Unité lance un dé de moins lors d'un Combat."),
    (PB, "Cette Unité gagne +1 dé de Tir.", "Cette Unité lance un dé de Tir de plus."),
    (PB, "Cette Unité peut relancer tous ses dés de Combat.", "Cette Unité peut relancer tous les dés de Combat."),
    (PB, "Cette Unité a le droit de relancer un dé de Tir.", "Cette Unité peut relancer un dé de Tir."),
]

#: an order's cost changed by some tokens: « coûte un Jeton Ordre de moins / de plus » (CoutEnPlus)
COST_CHANGED = [
    (PB, "Donner un ordre à cette Unité coûte un Jeton Ordre de moins.",
     "Un ordre donné à cette Unité coûte 1 Jeton Ordre de moins."),
    (PB, "Donner un ordre à cette Unité coûte deux Jetons Ordre de plus.",
     "Un ordre donné à cette Unité coûte 2 Jetons Ordre de plus."),
]

#: small words said otherwise: « en plus / en moins » = « de plus / de moins », « n'a jamais le droit de » = « ne
#: peut pas », « au cours d'un même tour » = « par tour », « , une seule fois » = « une seule fois », « qui
#: donnent 1 » = « ses 1 », « toute unité » = « chaque unité », « libre » = « vide », « deux de ses dés » = « deux
#: dés », « gagne un dé par … » = « lance un dé supplémentaire par … », « en défense » = « qui se défend »
SMALL_WORDS = [
    (PT, "Quand un Lancier est attaqué au corps à corps, il lance un dé de défense en plus.",
     "Quand un Lancier est attaqué au corps à corps, il lance un dé de défense de plus."),
    (PT, "Un Archer lance 1 dé de défense en moins.", "Un Archer lance un dé de défense de moins."),
    (PT, "Un Lancier n'a jamais le droit de se déplacer.", "Un Lancier ne peut pas se déplacer."),
    (PT, "Un Épéiste peut attaquer 2 fois au cours d'un même tour.", "Un Épéiste peut attaquer deux fois par tour."),
    (PT, "Un Archer peut relancer un dé, une seule fois.", "Un Archer peut relancer un dé une seule fois."),
    (PT, "Un Archer doit relancer les dés qui donnent 1.", "Un Archer doit relancer ses 1."),
    (PT, "Les Archers relancent leurs 1 et leurs 2 en défense.", "Les Archers relancent leurs 1 et 2 en défense."),
    (PT, "Toute unité ennemie adjacente à un Ranger Maudit lance un dé d'attaque de moins.",
     "Chaque unité ennemie adjacente à un Ranger Maudit lance un dé d'attaque de moins."),
    (PT, "Tout ennemi adjacent à un Ranger Maudit lance un dé d'attaque de moins.",
     "Chaque unité ennemie adjacente à un Ranger Maudit lance un dé d'attaque de moins."),
    (PT, "Les Homme-Bête Stalkers en réserve peuvent être invoqués sur une tuile Forêt libre.",
     "Les Homme-Bête Stalkers tenus en réserve peuvent être invoqués sur une tuile Forêt vide."),
    (PT, "Un Druide peut relancer deux de ses dés de défense.", "Un Druide peut relancer deux dés de défense."),
    (PB, "Durant un Combat, cette Unité gagne un dé par Jeton Ordre présent sur elle.",
     "Durant un Combat, cette Unité lance 1 dé supplémentaire par Jeton Ordre présent sur elle."),
    (PT, "Quand un Conscrit vient en aide à une unité alliée en défense, il compte pour 2 unités.",
     "Quand un Conscrit vient en aide à une unité alliée qui se défend, il compte pour 2 unités."),
    (PT, "Un Archer en défense relance ses 1.", "Un Archer qui se défend relance ses 1."),
]

#: a reach said otherwise: « tirer sur une unité jusqu'à 2 tuiles » = « tirer jusqu'à 2 tuiles », « effectuer une
#: Attaque Distante contre une unité située à 2 tuiles au plus », « La portée d'un Archer est de 3 tuiles »
REACH_SAID_OTHERWISE = [
    (PT, "L'Archer peut tirer sur une unité jusqu'à deux tuiles de distance.", "Un Archer peut tirer jusqu'à 2 tuiles."),
    (PT, "Un Archer peut tirer contre des unités ennemies jusqu'à 3 tuiles.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer peut effectuer une Attaque Distante contre une unité située à 2 tuiles au plus.",
     "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance."),
    (PT, "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles.",
     "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance."),
    (PT, "La portée d'un Archer est de 3 tuiles.", "Un Archer a une portée de 3 tuiles."),
    # « une cible (située) » = « une unité »: whom a reach holds against; an attack that far is distant
    (PT, "Un Archer peut effectuer une Attaque Distante sur une cible située jusqu'à 3 tuiles.",
     "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 3 tuiles de distance."),
    (PT, "Un Archer peut lancer une Attaque Distante contre des cibles situées à 3 tuiles de distance au plus.",
     "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 3 tuiles de distance."),
    (PT, "Un Archer peut tirer sur une cible située jusqu'à 3 tuiles.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer peut tirer sur une unité située jusqu'à 3 tuiles.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer peut attaquer une cible jusqu'à 3 tuiles de distance.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer peut attaquer des unités ennemies situées à 3 tuiles au plus.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer peut lancer une attaque contre une cible jusqu'à 3 tuiles.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer peut tirer jusqu'à 3 tuiles au plus.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    # the reach of one mode's attacks: « avec Magie » = « en Magie », « jusqu'à » = « à »
    (PT, "Un Druide peut attaquer avec Magie jusqu'à 2 tuiles de distance.", "Un Druide peut attaquer en Magie à 2 tuiles."),
    (PT, "Un Druide peut attaquer en Magie à 2 tuiles de distance.", "Un Druide peut attaquer avec Magie jusqu'à 2 tuiles."),
]

#: one meaning written two ways must give one AST: « En Charge » = « Lors d'une Charge » (an action's article
#: says only its gender); « Les Archers … lorsqu'ils … » = « Chaque Archer … lorsqu'il … » (the trigger's
#: pronoun stands for one unit of the kind); « perd un Jeton Ordre » when an event happens = « doit mettre de
#: côté l'un de ses Jetons Ordre inutilisés » (Dissoudre's token, set aside)
CONSISTENT = [
    (PB, "En Charge, cette Unité lance un dé supplémentaire.",
     "Lors d'une Charge, cette Unité lance un dé supplémentaire."),
    (PB, "Cette Unité lance un dé supplémentaire en Charge.",
     "Durant une Charge, cette Unité lance un dé supplémentaire."),
    (PB, "En Combat, cette Unité peut relancer un dé.", "Lors d'un Combat, cette Unité peut relancer un dé."),
    (PT, "Les Archers lancent un dé supplémentaire lorsqu'ils attaquent.",
     "Chaque Archer lance un dé supplémentaire lorsqu'il attaque."),
    (PT, "Lorsqu'elles attaquent avec Magie, les Sorcières de la Forêt lancent un dé supplémentaire.",
     "Lorsqu'elle attaque avec Magie, chaque Sorcière de la Forêt lance un dé supplémentaire."),
    (PT, "Les Lanciers lancent un dé de défense supplémentaire s'ils sont attaqués en Mêlée.",
     "Un Lancier lance un dé de défense supplémentaire s'il est attaqué en Mêlée."),
    (PB, "Quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre.",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Lorsque cette Unité est détruite, votre adversaire perd un Jeton Ordre.",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés, "
     "s'il en a, comme s'il l'avait dépensé."),
]

#: the opponent named by its part in the fight: « l'attaquant » (the bearer defends), « le défenseur » (the
#: bearer attacks), « l'unité qui l'attaque », « l'unité qui le combat » = « son adversaire »
ROLES = [
    (PT, "Lorsqu'un Lancier se défend, l'attaquant lance un dé de moins.",
     "Lorsqu'un Lancier se défend, son adversaire lance un dé de moins."),
    (PT, "Lorsqu'un Lancier est attaqué, l'unité qui l'attaque lance un dé d'attaque de moins.",
     "Lorsqu'un Lancier est attaqué, son adversaire lance un dé d'attaque de moins."),
    (PT, "Quand un Épéiste est attaqué, l'attaquant relance ses 6.",
     "Quand un Épéiste est attaqué, son adversaire relance ses 6."),
    (PT, "Lorsqu'un Épéiste attaque, le défenseur lance un dé de moins.",
     "Lorsqu'un Épéiste attaque, son adversaire lance un dé de moins."),
    (PT, "Lorsqu'un Épéiste combat, l'unité qui le combat relance ses 6.",
     "Lorsqu'un Épéiste combat, son adversaire relance ses 6."),
    (PT, "Lorsqu'il est attaqué, un Lancier peut faire relancer un dé à l'attaquant.",
     "Lorsqu'il est attaqué, un Lancier peut obliger son adversaire à relancer un dé."),
    (PB, "Quand cette Unité charge, le défenseur perd un dé.", "Quand cette Unité charge, son Adversaire perd un dé."),
    (PB, "Lorsque cette Unité Charge, l'Unité ciblée lance un dé de moins.",
     "Lorsque cette Unité Charge, son Adversaire lance un dé de moins."),
    (PT, "Lorsqu'un Épéiste attaque, l'unité attaquée lance un dé de défense de moins.",
     "Lorsqu'un Épéiste attaque, son adversaire lance un dé de défense de moins."),
    # after an attack on the bearer, « l'Unité qui tire / qui la charge » is the unit attacking it
    (PB, "Lorsque cette Unité est la cible d'un Tir, l'Unité qui tire lance un dé de moins.",
     "Lorsque cette Unité est la cible d'un Tir, son Adversaire lance un dé de moins."),
    (PB, "Lorsque cette Unité est chargée, l'Unité qui la charge lance un dé de moins.",
     "Lorsque cette Unité est chargée, son Adversaire lance un dé de moins."),
    (PB, "Lorsque cette Unité est chargée, l'attaquant lance un dé de moins.",
     "Lorsque cette Unité est chargée, son Adversaire lance un dé de moins."),
    (PT, "Lorsqu'un Épéiste est attaqué, l'unité qui attaque relance ses 6.",
     "Lorsqu'un Épéiste est attaqué, son adversaire relance ses 6."),
]

#: the unit a prohibition keeps the bearer from attacking: the mirror of « ne peut pas être attaqué par … »
#: (the « permis » query's ``adversaire``), « les Druides » = « un Druide »
OBJECT_FOUGHT = [
    (PT, "Un Lancier ne peut pas attaquer les Hommes-Bêtes.", "Un Lancier ne peut pas attaquer un Homme-Bête."),
    (PT, "Les Archers ne peuvent pas attaquer les Druides.", "Un Archer ne peut pas attaquer un Druide."),
    (PT, "Un Archer n'a pas le droit d'attaquer un Druide.", "Un Archer ne peut pas attaquer un Druide."),
    # the object's tile said by a relative (a tile right after the object places the bearer, as after the agent)
    (PT, "Un Archer ne peut pas attaquer un Druide qui est sur une tuile Forêt.",
     "Un Archer ne peut pas attaquer un Druide qui se trouve sur une tuile Forêt."),
]

#: « ni … ni »: one prohibition per item, the act said again when an item says only its mode or action
NEITHER = [
    (PT, "Un Archer ne peut pas attaquer en Mêlée ni en Magie.",
     "Un Archer ne peut pas attaquer en Mêlée et ne peut pas attaquer en Magie."),
    (PT, "Un Lancier ne peut ni attaquer ni se déplacer.", "Un Lancier ne peut pas attaquer et ne peut pas se déplacer."),
    (PT, "Un Lancier ne peut pas attaquer ni se déplacer.", "Un Lancier ne peut pas attaquer et ne peut pas se déplacer."),
    (PB, "Cette Unité ne peut pas effectuer de Déplacement Tactique ni de Redéploiement d'Unité.",
     "Cette Unité ne peut pas effectuer de Déplacement Tactique et ne peut pas effectuer de Redéploiement d'Unité."),
    # in the present tense: « ne se déplace jamais ni n'attaque » = « ne se déplace jamais et n'attaque jamais »
    (PT, "Un Druide ne se déplace jamais ni n'attaque.", "Un Druide ne se déplace jamais et n'attaque jamais."),
    (PT, "Un Druide ne se déplace pas ni n'attaque en Mêlée.",
     "Un Druide ne peut pas se déplacer et ne peut pas attaquer en Mêlée."),
    (PT, "Un Lancier ne se déplace ni n'attaque.", "Un Lancier ne peut ni se déplacer ni attaquer."),
]

#: more or fewer dice of two rolls, the verb said once: « lance un dé supplémentaire en défense et un dé de moins
#: en attaque » = « … et lance un dé de moins en attaque »
DICE_SHARING_A_VERB = [
    (PT, "Un Lancier lance un dé supplémentaire en défense et un dé de moins en attaque.",
     "Un Lancier lance un dé supplémentaire en défense et lance un dé de moins en attaque."),
    (PT, "Un Druide lance deux dés d'attaque de plus et un dé de défense de moins.",
     "Un Druide lance deux dés d'attaque de plus et lance un dé de défense de moins."),
    (PT, "Un Druide gagne un dé de défense et un dé d'attaque supplémentaire en Magie.",
     "Un Druide lance un dé de défense supplémentaire et lance un dé d'attaque supplémentaire en Magie."),
]

#: small forms: « cases » = « tuiles », « sur un 4, un 5 ou un 6 » = « si le résultat est 4, 5 ou 6 », « augmente de 1 sa
#: valeur » = « augmente sa valeur de 1 », « lancent chacun » = « lancent », « la cible d'attaques à distance » = « … d'une
#: attaque à distance », « les tuiles Eau » = « une tuile Eau », « le suivre » = « se déplacer avec lui », « faire relancer
#: un dé à son adversaire » = « obliger son adversaire à relancer un dé », « posé sur elle » = « présent sur elle », a
#: reach with no target = « contre des unités »
SMALL_FORMS = [
    (PT, "Un Archer peut tirer jusqu'à trois cases.", "Un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Archer a une portée de 3 cases.", "Un Archer a une portée de 3 tuiles."),
    (PT, "Les Archers peuvent lancer des Attaques Distantes jusqu'à 2 tuiles.",
     "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 2 tuiles de distance."),
    (PT, "Lorsqu'un Ranger Maudit va être battu, lancez un dé ; sur un 4, un 5 ou un 6, il reste en vie.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si le résultat est 4, 5 ou 6, il reste "
     "en vie."),
    (PT, "Un Épéiste augmente de 1 sa valeur d'attaque.", "Un Épéiste augmente sa valeur d'attaque de 1."),
    (PT, "Les Lanciers lancent chacun un dé de défense supplémentaire.",
     "Les Lanciers lancent un dé de défense supplémentaire."),
    (PT, "Les Conscrits comptent chacun pour deux unités quand ils aident un allié qui se défend.",
     "Les Conscrits comptent pour deux unités quand ils aident un allié qui se défend."),  # (lead-pt)
    (PT, "Les Conscrits comptent chacun double quand ils aident un allié qui se défend.",
     "Les Conscrits comptent double quand ils aident un allié qui se défend."),
    # (lead-pt) one of the game's attacks after « contre », of a roll or an immunity
    (PT, "Un Lancier lance un dé de défense supplémentaire contre les Attaques Distantes.",
     "Lorsqu'un Lancier est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire."),
    (PT, "Une Jeune Fille au Bouclier lance trois dés de défense contre les Attaques Distantes.",
     "Lorsqu'une Jeune Fille au Bouclier est attaquée par une Attaque Distante, elle lance trois dés de défense."),
    (PT, "Un Druide est immunisé contre les Attaques Distantes.", "Un Druide est immunisé aux Attaques Distantes."),
    (PT, "Un Mage Rouge ne peut pas être la cible d'attaques à distance.",
     "Un Mage Rouge ne peut pas être la cible d'une attaque à distance."),
    (PT, "Un Ranger Maudit peut se déplacer sur les tuiles Eau.", "Un Ranger Maudit peut aller sur une tuile Eau."),
    (PT, "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent le suivre.",
     "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent se déplacer avec lui."),
    (PT, "Un Druide peut faire relancer un dé à son adversaire.", "Un Druide peut obliger son adversaire à relancer un dé."),
    (PB, "Durant un Combat, cette Unité lance un dé supplémentaire pour chaque Jeton Ordre posé sur elle.",
     "Durant un Combat, cette Unité lance un dé supplémentaire pour chaque Jeton Ordre présent sur elle."),
    # « d'attaque ou de défense »: either roll, as « un dé »
    (PT, "Un Druide peut relancer un dé d'attaque ou de défense.", "Un Druide peut relancer un dé."),
    (PT, "Lorsqu'un Archer est sur une tuile Colline, il peut relancer un dé de défense ou d'attaque.",
     "Lorsqu'un Archer est sur une tuile Colline, il peut relancer un dé."),
]

#: a plural subject named in a circumstance and taken up by « ils » / « elles »: each unit of its
#: kind, as the singular (noun, article, verb, participle and pronoun agree)
PLURAL_SUBJECTS = [
    (PT, "Lorsque les Lanciers sont attaqués par un Homme-Bête, ils lancent un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire."),
    (PT, "Lorsque des Lanciers sont attaqués par un Homme-Bête, ils lancent un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire."),
    (PT, "Quand les Archers attaquent avec Distance, ils peuvent relancer un dé.",
     "Quand un Archer attaque avec Distance, il peut relancer un dé."),
    (PT, "Lorsque les Sorcières de la Forêt sont sur une tuile Forêt, elles lancent un dé supplémentaire en attaque.",
     "Lorsqu'une Sorcière de la Forêt est sur une tuile Forêt, elle lance un dé supplémentaire en attaque."),
    (PT, "Tant que les Lanciers sont adjacents à un autre Lancier, ils lancent un dé de défense supplémentaire.",
     "Tant qu'un Lancier est adjacent à un autre Lancier, il lance un dé de défense supplémentaire."),
    (PT, "Lorsque les Hommes-Bêtes Maraudeurs battent une unité ennemie, ils peuvent se déplacer d'une tuile.",
     "Lorsqu'un Homme-Bête Maraudeur bat une unité ennemie, il peut se déplacer d'une tuile."),
]

#: « avancer » = « se déplacer »: a move on the board, the same reach, trigger and prohibition
ADVANCING = [
    (PT, "Chaque fois qu'un Homme-Bête Maraudeur bat une unité ennemie, il peut avancer d'une tuile.",
     "Chaque fois qu'un Homme-Bête Maraudeur bat une unité ennemie, il peut se déplacer d'une tuile."),
    (PT, "Un Homme-Bête Stalker peut avancer de deux tuiles.", "Un Homme-Bête Stalker peut se déplacer de deux tuiles."),
    (PT, "Un Lancier n'avance jamais.", "Un Lancier ne peut pas se déplacer."),
    (PT, "Lorsqu'un Lancier avance, les Lanciers adjacents peuvent avancer avec lui.",
     "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent se déplacer avec lui."),
]

#: « affecte » (active) = « sont affectées » (passive): the units affected are the subject, the unit
#: whose act affects them is named in the circumstance (said as a relative, or the pronoun's)
AFFECTS = [
    (PT, "Un Mage Rouge qui attaque avec Magie affecte toutes les unités ennemies adjacentes.",
     "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont affectées."),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, il affecte toutes les unités ennemies adjacentes.",
     "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont affectées."),
    (PT, "Une Sorcière de la Forêt affecte les unités ennemies adjacentes quand elle attaque en Magie.",
     "Lorsqu'une Sorcière de la Forêt attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont "
     "affectées."),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, il affecte tous les ennemis adjacents et ils lancent le nombre "
         "de dés du personnage ayant la valeur d'attaque et de défense la plus élevée.",
     "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont affectées et "
     "lancent le nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée."),
]

#: « est en jeu » = « est présente sur le Champ de Bataille »: a lasting condition while the bearer plays
IN_PLAY = [
    (PB, "Tant que cette Unité est en jeu, son propriétaire dispose d'un Jeton Ordre supplémentaire.",
     "Tant que cette Unité est présente sur le Champ de Bataille, son propriétaire dispose d'un Jeton Ordre "
     "supplémentaire."),
    (PB, "Si cette Unité est en jeu, l'Adversaire a un Jeton Ordre de moins.",
     "Tant que cette Unité est sur le Champ de Bataille, l'Adversaire perd un Jeton Ordre."),
]

#: « relance automatiquement ses 1 » = « relance ses 1 »: a reroll with no modality is already no choice
AUTOMATIC = [
    (PT, "Un Archer relance automatiquement ses 1 en défense.", "Un Archer relance ses 1 en défense."),
    (PB, "Durant un Combat, cette Unité relance automatiquement ses 1.", "Durant un Combat, cette Unité relance ses 1."),
    (PT, "Un Archer relance automatiquement ses dés de défense.", "Un Archer relance ses dés de défense."),
]

#: « pour chaque allié adjacent » = « par unité alliée adjacente »; « +1 dé » = « un dé supplémentaire »
PER_UNIT_AROUND = [
    (PT, "Un Conscrit lance un dé de défense supplémentaire pour chaque allié adjacent.",
     "Un Conscrit lance 1 dé de défense supplémentaire pour chaque unité alliée adjacente."),
    (PT, "Un Conscrit lance un dé d'attaque de plus par unité alliée adjacente.",
     "Un Conscrit lance un dé d'attaque supplémentaire pour chaque allié adjacent."),
    (PT, "Un Conscrit lance +1 dé de défense pour chaque unité ennemie adjacente.",
     "Un Conscrit lance un dé de défense supplémentaire par ennemi adjacent."),
    (PT, "Un Conscrit lance -1 dé d'attaque par ennemi adjacent.",
     "Un Conscrit lance un dé d'attaque de moins pour chaque unité ennemie adjacente."),
]

#: an order the game names by what the unit does (its permissions): « Abandonner le Combat », its article free
NAMED_ORDERS = [
    (PB, "Cette Unité ne peut pas abandonner un Combat.", "Cette Unité ne peut pas Abandonner le Combat."),
    (PB, "Cette Unité ne peut jamais Poursuivre le Combat.", "Cette unité ne peut pas poursuivre un Combat."),
]

#: « ne … que » a mode or an attack of the game: the others forbidden, one prohibition each (the complement
#: of the vocabulary's « modes », « attaques »); « jamais » = « pas » in a named order said in the present;
#: « immunisé contre / à / aux attaques de » = « ne peut pas être attaqué avec / par »
ONLY = [
    (PT, "Un Druide ne peut attaquer qu'avec Magie.",
     "Un Druide ne peut pas attaquer avec Mêlée ni avec Distance."),
    (PT, "Un Druide n'attaque qu'en Magie.", "Un Druide ne peut pas attaquer en Mêlée ni à distance."),
    (PT, "Un Druide ne peut attaquer qu'avec Magie ou Mêlée.", "Un Druide ne peut pas attaquer à distance."),
    (PT, "Un Druide ne peut être attaqué qu'au corps à corps.",
     "Un Druide ne peut pas être attaqué à distance ni en Magie."),
    (PT, "Un Druide n'est attaqué qu'en Mêlée.", "Un Druide ne peut pas être attaqué avec Distance ni avec Magie."),
    (PT, "Un Druide ne peut être attaqué que par des Attaques Proches.",
     "Un Druide ne peut pas être attaqué par des Attaques Distantes."),
    (PB, "Cette Unité ne peut être attaquée que par une Charge.", "Cette Unité ne peut pas être attaquée par des Tirs."),
    (PT, "Les Druides sont immunisés contre la Magie.", "Les Druides ne peuvent pas être attaqués avec Magie."),
    (PT, "Un Druide est immunisé à la Magie.", "Un Druide ne peut pas être attaqué avec Magie."),
    (PT, "Une Sorcière de la Forêt est immunisée aux attaques de Magie.",
     "Une Sorcière de la Forêt n'est jamais attaquée avec Magie."),
    (PT, "Un Druide est immunisé aux Attaques Distantes.", "Un Druide ne peut pas être attaqué par des Attaques Distantes."),
    (PB, "Cette Unité est immunisée contre les Tirs.", "Cette Unité ne peut pas être attaquée par des Tirs."),
    (PB, "Cette Unité n'abandonne jamais un Combat.", "Cette Unité ne peut pas Abandonner le Combat."),
    (PB, "Cette Unité n'abandonne pas le Combat.", "Cette Unité ne peut jamais abandonner un Combat."),
    (PB, "Les Unités ne poursuivent jamais le Combat.", "Les Unités ne peuvent pas Poursuivre le Combat."),
    (PB, "Donner un ordre à cette Unité coûte toujours un seul Jeton Ordre.",
     "Donner un ordre à cette Unité coûte toujours un Jeton Ordre."),
    (PT, "Un Archer peut relancer un seul dé.", "Un Archer peut relancer un dé."),
    (PB, "Depuis l'Arrière d'un Secteur, cette Unité peut tirer.", "Cette Unité peut tirer depuis l'Arrière d'un Secteur."),
    (PT, "Après avoir capturé un ennemi, un Homme-Bête Maraudeur peut se déplacer d'une tuile.",
     "Après avoir battu un ennemi, un Homme-Bête Maraudeur peut se déplacer d'une tuile."),
    (PT, "Lorsqu'une Sorcière de la Forêt capture un ennemi avec Magie, vous pouvez immédiatement replacer un "
         "Homme-Bête capturé sur n'importe quelle tuile Forêt inoccupée.",
     "Lorsqu'une Sorcière de la Forêt bat un ennemi avec Magie, vous pouvez immédiatement replacer un "
     "Homme-Bête capturé sur n'importe quelle tuile Forêt inoccupée."),
]

#: a number of dice set (« ne lance que », « toujours », « exactement ») or bounded (« jamais plus de » =
#: « au plus », « jamais moins de » = « toujours au moins »): ``DesFixes``
DICE_SET = [
    (PT, "Les Archers ne lancent que deux dés de défense.", "Chaque Archer lance toujours 2 dés en défense."),
    (PT, "Un Archer ne lance que deux dés de défense.", "Un Archer lance toujours deux dés de défense."),
    (PT, "Un Archer lance exactement 2 dés de défense.", "Un Archer lance toujours 2 dés de défense."),
    (PT, "Un Archer lance toujours exactement deux dés de défense.", "Un Archer ne lance que 2 dés en défense."),
    (PT, "En défense, un Archer ne lance que deux dés.", "Un Archer ne lance que deux dés de défense."),
    (PT, "Un Archer ne lance que deux dés de défense au corps à corps.",
     "Un Archer lance toujours 2 dés en défense avec Mêlée."),
    (PT, "Un Archer ne lance jamais plus de deux dés d'attaque.", "Un Archer lance au plus deux dés d'attaque."),
    (PT, "Un Archer ne lance pas plus de deux dés d'attaque.", "Un Archer lance au maximum 2 dés en attaque."),
    (PT, "Un Archer ne lance jamais moins d'un dé de défense.", "Un Archer lance toujours au moins un dé de défense."),
    (PT, "Un Archer lance au minimum un dé de défense.", "Un Archer lance au moins 1 dé en défense."),
    (PB, "Cette Unité lance toujours trois dés de Combat.", "Cette Unité ne lance que trois dés lors d'un Combat."),
    (PB, "Cette Unité lance exactement 3 dés de Combat.", "Cette Unité lance toujours trois dés lors d'un Combat."),
    (PB, "En Combat, cette Unité ne lance que deux dés.", "Cette Unité ne lance que deux dés en Combat."),
    (PB, "Cette Unité ne lance jamais plus de deux dés de Tir.", "Cette Unité lance au plus 2 dés lors d'un Tir."),
]

#: the zone where a unit stands: « est à l'Arrière (d'un Secteur) » = « se trouve / est située à l'Arrière »;
#: « à l'Avant » = « dans la Zone Avant » (a synonym of the game), « dans une Zone de Combat » = « dans la … »
IN_A_ZONE = [
    (PB, "Tant qu'elle est à l'Arrière d'un Secteur, cette Unité lance un dé de plus lors d'un Tir.",
     "Si elle est à l'Arrière, cette Unité lance un dé supplémentaire lors d'un Tir."),
    (PB, "Tant que cette Unité se trouve à l'Arrière, elle lance un dé de plus lors d'un Tir.",
     "Si cette Unité est à l'Arrière d'un Secteur, elle lance un dé de plus lors d'un Tir."),
    (PB, "Lorsque cette Unité est située dans une Zone de Combat, elle lance un dé de moins durant un Combat.",
     "Lorsque cette Unité est dans la Zone de Combat, elle lance un dé de moins durant un Combat."),
    (PB, "Cette Unité ne peut pas être la cible d'un Tir lorsqu'elle est à l'Arrière d'un Secteur.",
     "Lorsqu'elle est à l'Arrière, cette Unité ne peut pas être attaquée par un Tir."),
]

#: « ne se noie jamais » = « ne se noie pas » = « ne peut pas se noyer » (the present negated, as « ne se déplace jamais »)
DROWNING = [
    (PT, "Un Archer ne se noie jamais.", "Un Archer ne peut pas se noyer."),
    (PT, "Les Archers ne se noient pas.", "Les Archers ne peuvent jamais se noyer."),
]

#: the riposte, the bearer named in its trigger, an order spared its tokens, an attack as the agent:
#: « … un dé de moins lors d'une Riposte » = « Lors d'une Riposte, … » (PB throws no dice of a riposte's own);
#: « riposter » = « être attaqué » (PB: the unit attacked throws its Combat dice in its riposte);
#: « Lorsqu'elle …, cette Unité … » = « Lorsque cette Unité …, elle … »; « peut Charger sans dépenser de Jeton
#: Ordre » = « La Charge de cette Unité est gratuite »; « Lorsqu'une Attaque Distante attaque X » = « Lorsque X est
#: attaqué par une Attaque Distante » (an attack of the game's « attaques » is the passive's agent)
RIPOSTE_AND_AGENTS = [
    (PB, "Cette Unité lance un dé de moins lors d'une Riposte.", "Lors d'une Riposte, cette Unité lance un dé de moins."),
    (PB, "Cette Unité lance un dé supplémentaire lors d'une Riposte.",
     "Durant une Riposte, cette Unité lance 1 dé supplémentaire."),
    (PB, "Lors d'un Riposte, cette Unité lance un dé de plus.", "Lors d'une Riposte, cette Unité lance un dé de plus."),
    # (lead-pb2) « riposter » is a verb of its own: as an event, a shot at the unit is no riposte
    (PB, "Lorsqu'elle riposte, cette Unité lance un dé de plus.",
     "Lorsque cette Unité riposte, elle lance un dé de plus."),
    (PB, "Lorsqu'elle est chargée, cette Unité lance un dé de plus.",
     "Lorsque cette Unité est chargée, elle lance un dé de plus."),
    (PB, "Lorsqu'elle est attaquée, cette Unité lance un dé de plus.",
     "Lorsque cette Unité est attaquée, elle lance un dé de plus."),
    (PB, "Cette Unité lance deux dés supplémentaires quand elle charge.",
     "Lorsque cette Unité Charge, elle lance 2 dés supplémentaires."),
    (PB, "Cette Unité peut Charger sans dépenser de Jeton Ordre.", "La Charge de cette Unité est gratuite."),
    (PB, "Cette Unité peut charger sans dépenser de Jetons Ordre.", "La Charge de cette Unité ne coûte rien."),
    (PB, "Cette Unité peut tirer sans dépenser de Jeton Ordre.", "Le Tir de cette Unité est gratuit."),
    (PB, "Quand une Charge attaque cette Unité, elle lance un dé de plus.",
     "Lorsque cette Unité est attaquée par une Charge, elle lance un dé de plus."),
    (PB, "Quand un Tir attaque cette Unité, l'Adversaire lance un dé de moins.",
     "Lors d'un Tir contre cette Unité, l'Adversaire lance un dé de moins."),
    (PB, "Quand une Unité ennemie charge cette Unité, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre "
         "inutilisés.",
     "Lorsque cette Unité est chargée, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PT, "Lorsqu'une Attaque Distante attaque une unité alliée adjacente, un Lancier peut permuter sa place avec elle.",
     "Lorsqu'une unité alliée adjacente est attaquée par une Attaque Distante, un Lancier peut permuter sa place "
     "avec elle."),
    (PT, "Lorsqu'une Attaque Distante attaque un Lancier, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Lancier est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire."),
]

#: a pronoun said in a circumstance before the subject names its unit (cataphora) stands for that subject: one
#: AST with the subject named first, for every kind of circumstance (« Lorsque », « Quand », « Tant que », « Si »,
#: « Chaque fois que », « Dès que », « Après avoir », « Lorsqu'il lance ses dés ») and in the circumstance
#: said after the main clause (« Cette Unité … quand elle charge »)
CATAPHORA = [
    (PB, "Lorsqu'elle est chargée, cette Unité lance un dé de plus.",
     "Lorsque cette Unité est chargée, elle lance un dé de plus."),
    (PB, "Quand elle tire, cette Unité lance un dé supplémentaire.",
     "Quand cette Unité tire, elle lance un dé supplémentaire."),
    (PB, "Tant qu'elle est à l'Arrière d'un Secteur, cette Unité lance un dé de plus lors d'un Tir.",
     "Tant que cette Unité est à l'Arrière d'un Secteur, elle lance un dé de plus lors d'un Tir."),
    (PB, "Si elle est à l'Avant, cette Unité lance un dé de plus durant un Tir.",
     "Si cette Unité est à l'Avant, elle lance un dé de plus durant un Tir."),
    (PB, "Tant qu'elle est dans la Zone de Combat, cette Unité lance un dé de moins durant un Combat.",
     "Tant que cette Unité est dans la Zone de Combat, elle lance un dé de moins durant un Combat."),
    (PB, "Chaque fois qu'elle charge, cette Unité lance un dé supplémentaire.",
     "Chaque fois que cette Unité charge, elle lance un dé supplémentaire."),
    (PB, "Dès qu'elle charge, cette Unité lance un dé supplémentaire.",
     "Lorsque cette Unité charge, elle lance un dé supplémentaire."),
    (PB, "Après avoir chargé, cette Unité lance un dé supplémentaire.",
     "Lorsqu'elle charge, cette Unité lance un dé supplémentaire."),
    (PB, "Cette Unité lance deux dés supplémentaires quand elle charge.",
     "Lorsque cette Unité charge, elle lance deux dés supplémentaires."),
    (PB, "Lorsqu'elle est attaquée, cette Unité peut relancer un dé.",
     "Lorsque cette Unité est attaquée, elle peut relancer un dé."),
    (PB, "Si elle donne au moins 1 coup lors d'un Combat, cette Unité donne 2 coups supplémentaires.",
     "Si cette Unité donne au moins 1 coup lors d'un Combat, elle donne 2 coups supplémentaires."),
    (PT, "Lorsqu'il est attaqué, ce Lancier lance un dé de défense de plus.",
     "Lorsque ce Lancier est attaqué, il lance un dé de défense de plus."),
    (PT, "Quand il attaque, l'Épéiste lance un dé d'attaque de plus.",
     "Quand l'Épéiste attaque, il lance un dé d'attaque de plus."),
    (PT, "Tant qu'il est sur une tuile Forêt, un Épéiste lance un dé d'attaque de plus.",
     "Tant qu'un Épéiste est sur une tuile Forêt, il lance un dé d'attaque de plus."),
    (PT, "Si elle est sur une tuile Forêt, une Sorcière de la Forêt lance un dé de défense de plus.",
     "Si une Sorcière de la Forêt est sur une tuile Forêt, elle lance un dé de défense de plus."),
    (PT, "Chaque fois qu'il attaque, un Épéiste lance un dé d'attaque de plus.",
     "Chaque fois qu'un Épéiste attaque, il lance un dé d'attaque de plus."),
    (PT, "Après avoir battu un ennemi, un Homme-Bête Maraudeur peut se déplacer d'une tuile.",
     "Lorsqu'il bat un ennemi, un Homme-Bête Maraudeur peut se déplacer d'une tuile."),
    (PT, "Lorsqu'elle est attaquée, cette unité lance un dé de défense de plus.",
     "Lorsque cette unité est attaquée, elle lance un dé de défense de plus."),
    (PT, "Lorsqu'il lance ses dés d'attaque, un Homme-Bête Maraudeur peut relancer tous les dés une seule fois.",
     "Lorsqu'un Homme-Bête Maraudeur lance ses dés d'attaque, il peut relancer tous les dés une seule fois."),
    (PT, "Lorsqu'ils lancent leurs dés d'attaque, les Hommes-Bêtes Maraudeurs peuvent relancer tous les dés une seule fois.",
     "Lorsque les Hommes-Bêtes Maraudeurs lancent leurs dés d'attaque, ils peuvent relancer tous les dés une seule fois."),
    (PT, "Lorsqu'il est sur le point d'être battu, un Ranger Maudit survit sur 4+.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, il survit sur 4+."),
    # a unit other than the bearer is named in the main clause: the units the sentence is said of
    (PT, "Lorsqu'une unité alliée adjacente est attaquée, elle lance un dé de défense de plus.",
     "Lorsqu'elle est attaquée, une unité alliée adjacente lance un dé de défense de plus."),
    (PT, "Dès qu'un allié adjacent est attaqué, il peut permuter sa place avec la Jeune Fille au Bouclier.",
     "Quand une unité alliée adjacente est attaquée, elle peut échanger sa place avec la Jeune Fille au Bouclier."),
    (PT, "Lorsque les ennemis adjacents attaquent, ils lancent un dé d'attaque de moins.",
     "Les ennemis adjacents lancent un dé d'attaque de moins lorsqu'ils attaquent."),
]

#: an aura over the bearer's sector: « du même Secteur » = « dans le même Secteur que cette Unité » = « situées dans
#: le Secteur de cette Unité » (PB's « secteurs »)
SAME_SECTOR = [
    (PB, "Les Unités alliées dans le même Secteur que cette Unité lancent un dé supplémentaire durant un Combat.",
     "Les Unités alliées du même Secteur lancent un dé supplémentaire durant un Combat."),
    (PB, "Les Unités alliées situées dans le Secteur de cette Unité lancent un dé de plus durant un Combat.",
     "Les Unités alliées du même Secteur lancent un dé supplémentaire durant un Combat."),
    (PB, "Les Unités alliées situées dans le même Secteur qu'elle lancent un dé supplémentaire durant un Combat.",
     "Durant un Combat, les Unités alliées du même Secteur lancent un dé supplémentaire."),
    (PB, "Les alliés du même Secteur lancent un dé supplémentaire durant un Combat.",
     "Les Unités alliées du même Secteur lancent un dé supplémentaire durant un Combat."),
    (PB, "Les Unités ennemies placées dans le même Secteur que cette Unité lancent un dé de moins lors d'un Tir.",
     "Les Unités ennemies du même Secteur lancent un dé de moins lors d'un Tir."),
]

#: « sauf si … », « sauf lorsque … », « à moins que … (ne) » + the subjunctive: one condition negated (``Si.non``);
#: « sauf s'il est isolé » is the isolation negated, « s'il est adjacent à un allié »
NEGATED = [
    (PT, "Un Archer lance un dé d'attaque supplémentaire, à moins qu'il ne soit adjacent à un ennemi.",
     "Un Archer lance un dé d'attaque supplémentaire, sauf s'il est adjacent à un ennemi."),
    (PT, "Un Archer lance un dé d'attaque supplémentaire, sauf lorsqu'il est adjacent à un ennemi.",
     "Un Archer lance un dé d'attaque supplémentaire, sauf s'il est adjacent à un ennemi."),
    (PT, "Sauf s'il est adjacent à un ennemi, un Archer lance un dé d'attaque supplémentaire.",
     "Un Archer lance un dé d'attaque supplémentaire, sauf s'il est adjacent à un ennemi."),
    (PT, "Un Archer ne peut pas être la cible d'une Attaque Distante, à moins qu'il ne se trouve sur une tuile Champs.",
     "Un Archer ne peut pas être la cible d'une Attaque Distante, sauf s'il est sur une tuile Champs."),
    (PT, "Les Archers relancent leurs 1 en défense, à moins qu'ils ne soient attaqués avec Magie.",
     "Les Archers relancent leurs 1 en défense, sauf s'ils sont attaqués avec Magie."),
    (PT, "Sauf s'il est isolé, un Lancier lance un dé de défense supplémentaire.",
     "S'il est adjacent à un allié, un Lancier lance un dé de défense supplémentaire."),
    (PB, "Cette Unité ne peut pas être la cible d'un Tir, à moins qu'elle ne soit dans la Zone de Combat.",
     "Cette Unité ne peut pas être la cible d'un Tir, sauf si elle est dans la Zone de Combat."),
]


@pytest.mark.parametrize("game, new, known", NEGATED, ids=[r[1][:60] for r in NEGATED])
def test_a_negated_condition_is_rendered_as_read(game, new, known):
    from rulekit.dsl.render import render

    ast = parse(game, known)
    assert parse(game, render(ast)) == ast


#: « Pour chaque …, », « Au lieu d'un dé, » at the head: what the dice effect says after its dice
DICE_SAID_AHEAD = [
    (PB, "Pour chaque Jeton Blessure présent sur elle, cette Unité lance un dé de moins durant un Combat.",
     "Durant un Combat, cette Unité lance un dé de moins pour chaque Jeton Blessure présent sur elle."),
    (PB, "Au lieu d'un dé, cette Unité lance deux dés supplémentaires lorsqu'elle charge.",
     "Lorsqu'elle charge, cette Unité lance deux dés supplémentaires au lieu d'un."),
    (PT, "Pour chaque unité alliée adjacente, un Archer lance un dé d'attaque supplémentaire.",
     "Un Archer lance un dé d'attaque supplémentaire pour chaque unité alliée adjacente."),
    (PT, "Par unité alliée adjacente, un Archer lance un dé d'attaque supplémentaire.",
     "Un Archer lance un dé d'attaque supplémentaire pour chaque unité alliée adjacente."),
]

#: a limit per turn said otherwise: « effectuer deux attaques par tour », « … un dé par tour » (once)
PER_PERIOD = [
    (PT, "Un Archer peut effectuer deux attaques par tour.", "Un Archer peut attaquer deux fois par tour."),
    (PT, "Un Archer peut lancer deux attaques par tour.", "Un Archer peut attaquer deux fois par tour."),
    (PT, "Un Archer peut relancer un dé d'attaque ou de défense par tour.",
     "Une fois par tour, un Archer peut relancer un dé d'attaque ou de défense."),
    (PT, "Un Archer peut relancer un dé par partie.", "Un Archer peut relancer un dé une fois par partie."),
    (PB, "Cette Unité peut relancer un dé par Manche.", "Une fois par Manche, cette Unité peut relancer un dé."),
]

#: audit 4's other small forms: « qui lui est adjacente », « pourvu que / à condition que » (a duty), « prendre sa
#: place », « Donner un ordre de « Tirer » à … » (the order named by its verb)
SAID_OTHERWISE = [
    (PT, "Un Archer lance un dé d'attaque supplémentaire pour chaque unité alliée qui lui est adjacente.",
     "Un Archer lance un dé d'attaque supplémentaire pour chaque unité alliée adjacente."),
    (PT, "Lorsqu'un Archer se déplace, le Lancier adjacent peut se déplacer avec lui, pourvu qu'il reste adjacent.",
     "Lorsqu'un Archer se déplace, le Lancier adjacent peut se déplacer avec lui, mais doit rester adjacent."),
    (PT, "Lorsqu'un Archer se déplace, les Lanciers adjacents peuvent se déplacer avec lui, à condition qu'ils "
         "restent adjacents.",
     "Lorsqu'un Archer se déplace, les Lanciers adjacents peuvent se déplacer avec lui, mais ils doivent rester "
     "adjacents."),
    (PT, "Quand une unité alliée adjacente est attaquée, un Lancier peut prendre sa place.",
     "Quand une unité alliée adjacente est attaquée, un Lancier peut permuter sa place avec elle."),
    (PT, "Chaque fois qu'un Archer se défend contre une Attaque Proche, il relance ses 1.",
     "Lorsqu'un Archer est attaqué par une Attaque Proche, il relance ses 1."),
    (PT, "Lorsqu'un Archer se défend contre une Attaque Distante, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Archer est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire."),
    (PT, "Lorsqu'un Lancier se défend contre une attaque de Magie, il relance ses 1.",
     "Lorsqu'un Lancier se défend contre une attaque avec Magie, il relance ses 1."),
    # a second sentence restricting the first: its attacks made in another mode
    (PT, "Lorsqu'un Archer est sur le point d'être battu, lancez 1D6 : sur un résultat de 5 ou 6, il reste en vie. "
         "Cette capacité ne s'applique pas aux attaques de Magie.",
     "Lorsqu'un Archer est sur le point d'être battu par une attaque autre que Magie, lancez un dé : sur un résultat "
     "de 5 ou 6, il reste en vie."),
    (PT, "Lorsqu'un Archer est attaqué, il relance ses 1. Cette capacité ne s'applique pas contre la Magie.",
     "Lorsqu'un Archer est attaqué par une attaque autre que Magie, il relance ses 1."),
    (PB, "Donner un ordre de «Tirer» à cette Unité ne coûte aucun Jeton Ordre.", "Le Tir de cette Unité est gratuit."),
    (PB, "Donner un ordre de « Charger » à cette Unité coûte un Jeton Ordre de plus.",
     "La Charge de cette Unité coûte un Jeton Ordre de plus."),
]

#: word order and pronouns: « déplacer normalement un Druide » = « déplacer un Druide normalement »; « aller sur une
#: tuile Forêt ou lancer une attaque contre elle / l'attaquer » = « aller sur ou lancer une attaque contre une tuile
#: Forêt »; « prendre 1 dé supplémentaire » = « prendre 1 dé de plus »
WORD_ORDER = [
    (PT, "Au lieu de déplacer normalement un Druide, vous pouvez aller sur n'importe quelle tuile Forêt.",
     "Au lieu de déplacer un Druide normalement, vous pouvez aller sur n'importe quelle tuile Forêt."),
    (PT, "Un Druide peut aller sur une tuile Forêt ou l'attaquer.",
     "Un Druide peut aller sur ou lancer une attaque contre une tuile Forêt."),
    (PT, "Un Druide peut aller sur une tuile Forêt ou lancer une attaque contre celle-ci.",
     "Un Druide peut aller sur ou lancer une attaque contre une tuile Forêt."),
    (PT, "Un Druide peut attaquer une tuile Forêt ou aller sur elle.",
     "Un Druide peut attaquer ou aller sur une tuile Forêt."),
    (PB, "Quand vous donnez un ordre de «Tirer» à l'une de vos Unités, donnez aussi un Ordre à cette Unité de prendre "
         "1 dé supplémentaire lors du Tir.",
     "Quand vous donnez un ordre de «Tirer» à l'une de vos Unités, donnez aussi un Ordre à cette Unité de prendre "
     "1 dé de plus lors du Tir."),
]

#: asides in parentheses that restate what the clause already says: « (s'il en a) » = « , s'il en a »
ASIDES = [
    (PB, "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés (s'il en a).",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés, s'il en a."),
    (PB, "Durant un Combat, cette Unité lance un dé de plus pour chaque Jeton Ordre présent sur elle (les Jetons Blessure "
         "ne comptent pas).",
     "Durant un Combat, cette Unité lance un dé de plus pour chaque Jeton Ordre (pas Blessure) présent sur elle."),
]

#: « A ; B » = « A. B. »: a semicolon between two whole sentences
SEMICOLON = [
    (PT, "Un Lancier lance un dé de défense supplémentaire ; il peut relancer un dé une fois par tour.",
     "Un Lancier lance un dé de défense supplémentaire. Il peut relancer un dé une fois par tour."),
    (PB, "Cette Unité ne peut pas Charger ; elle lance un dé de plus lors d'un Tir.",
     "Cette Unité ne peut pas Charger. Elle lance un dé de plus lors d'un Tir."),
]

#: « même après avoir fait X » = « même si elle a fait X »: a concession said by the subject's own act
CONCESSION = [
    (PB, "Cette Unité peut recevoir un ordre pour réaliser une Action même après avoir fait un Redéploiement d'Unité "
         "lors de la première phase du tour.",
     "Cette Unité peut recevoir un ordre pour réaliser une Action même si elle a fait un Redéploiement d'Unité lors "
     "de la première phase du tour."),
    (PB, "Même après avoir effectué un Redéploiement d'Unité, cette Unité peut recevoir un ordre pour réaliser une Action.",
     "Cette Unité peut recevoir un ordre pour réaliser une Action même si elle a fait un Redéploiement d'Unité."),
]

#: what the subject does, said in a relative, is when: « Un Lancier qui est attaqué lance … » = « Lorsqu'un Lancier est
#: attaqué, il lance … » (a state said in a relative stays on the subject: « qui est adjacent à un Druide »)
RELATIVE_IS_WHEN = [
    (PT, "Un Lancier qui est attaqué lance un dé de plus.", "Lorsqu'un Lancier est attaqué, il lance un dé de plus."),
    (PT, "Un Homme-Bête Maraudeur qui bat un ennemi peut se déplacer d'une tuile.",
     "Lorsqu'un Homme-Bête Maraudeur bat un ennemi, il peut se déplacer d'une tuile."),
    (PT, "Un Épéiste qui attaque avec Mêlée lance un dé de plus.",
     "Quand il attaque avec Mêlée, un Épéiste lance un dé de plus."),
]

#: « Dans … » at the head: « Dans la Zone Avant, cette Unité … » = « Tant qu'elle est dans la Zone Avant, cette Unité … »
#: (where the subject stands); « Dans les Secteurs adjacents, cette Unité peut tirer sur les Zones Avant » = « … sur
#: les Zones Avant des Secteurs adjacents » (whose zones it shoots at)
IN_AT_THE_HEAD = [
    (PB, "Dans la Zone Avant, cette Unité lance un dé de plus lors d'un Tir.",
     "Tant qu'elle est dans la Zone Avant, cette Unité lance un dé de plus lors d'un Tir."),
    (PB, "À l'Arrière, cette Unité peut relancer un dé.", "Tant qu'elle est à l'Arrière, cette Unité peut relancer un dé."),
    (PB, "Dans les Secteurs adjacents, cette Unité peut tirer sur les Zones Avant.",
     "Cette Unité peut tirer sur les Zones Avant des Secteurs adjacents."),
]

#: « se défend dans une Forêt » = « … sur une tuile Forêt »: a terrain after « dans / lors de » is where, not when
#: (it was read as a moment « Forêt » that never came: the ability compiled and never acted)
TERRAIN_NOT_MOMENT = [
    (PT, "Lorsqu'il se défend dans une Forêt, un Lancier relance ses 1.",
     "Lorsqu'il se défend sur une tuile Forêt, un Lancier relance ses 1."),
    (PT, "Un Archer qui attaque dans une Colline ou un Village lance un dé de plus.",
     "Lorsqu'il attaque sur une tuile Colline ou Village, un Archer lance un dé de plus."),
]

#: a token lost at any event (an act, not a state) is one set aside then: « Lorsque cette Unité touche lors d'un Tir,
#: l'Adversaire perd un Jeton Ordre » was a count of tokens under a condition no count's question tells
LOST_AT_AN_EVENT = [
    (PB, "Lorsque cette Unité touche lors d'un Tir, l'Adversaire perd un Jeton Ordre.",
     "Lorsque cette Unité touche lors d'un Tir, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Lorsque cette Unité est attaquée, l'Adversaire a un Jeton Ordre de moins.",
     "Lorsque cette Unité est attaquée, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
]

#: « l'Unité » alone = « cette Unité »: the bearer (as the compiler always read it)
THE_UNIT = [
    (PB, "L'Unité lance un dé de plus lors d'un Tir.", "Cette Unité lance un dé de plus lors d'un Tir."),
    (PB, "Rendez le Jeton Ordre quand l'Unité est détruite.", "Rendez le Jeton Ordre quand cette Unité est détruite."),
    (PB, "Rendez ce Jeton Ordre quand l'Unité est détruite.", "Rendez le Jeton Ordre quand l'Unité est détruite."),
    # what « vous » do in the trigger of the bearer's clause is done with the bearer
    (PB, "Quand vous chargez, cette Unité lance un dé de plus.", "Lorsque cette Unité charge, elle lance un dé de plus."),
    (PB, "Si vous êtes impliqué dans un Combat, cette Unité peut relancer un dé.",
     "Si cette Unité est impliquée dans un Combat, elle peut relancer un dé."),
    (PB, "Quand vous tirez, si cette Unité est à l'Arrière, elle lance un dé de plus.",
     "Lorsque cette Unité tire, si elle est à l'Arrière, elle lance un dé de plus."),
    (PB, "Quand vous tirez, cette Unité lance un dé de plus si elle est à l'Arrière.",
     "Lorsque cette Unité tire, si elle est à l'Arrière, elle lance un dé de plus."),
    # a roll's outcome that names again the unit its trigger names takes it up
    (PT, "Lorsqu'une Sorcière de la Forêt est sur le point d'être battue, lancez un dé, et si le résultat est 5 ou 6, "
         "la Sorcière de la Forêt reste en vie.",
     "Lorsqu'une Sorcière de la Forêt est sur le point d'être battue, lancez un dé, et si le résultat est 5 ou 6, "
     "elle reste en vie."),
]

#: Epic army lists (the audit of an Imperial Guard list): a rule's name as army books print it (its capitals'
#: accents free, its singular, its value in brackets, « est » + the name) is the sheet's row; « jamais » = « pas »
EPIC_ARMY_LIST = [
    (EPIC, "Éclaireurs", "Eclaireurs"),
    (EPIC, "Marcheur", "Marcheurs"),
    (EPIC, "Macro-arme", "Macro Armes"),
    (EPIC, "Cette formation est sans peur.", "Sans Peur"),
    (EPIC, "Est Éclaireur et Infiltrateur", "Eclaireurs et Infiltrateurs"),
    (EPIC, "Sauvegarde invulnérable (5+)", "Sauvegarde invulnérable de 5+"),
    (EPIC, "N'effectue jamais de mouvement de retraite obligatoire.", "Pas de mouvement de retraite obligatoire"),
    (EPIC, "Peut relancer une sauvegarde ratée par tour.", "Relance ses sauvegardes ratées une fois par tour"),
]

#: the Pocket Battles author's audit (tests/dsl/test_acting_pb_audit.py): « défausser » a token = « mettre de côté »
#: (Pocket Battles loses a token only by setting it aside, README reading 42)
AUDIT_PB = [
    (PB, "Quand cette Unité est détruite, l'Adversaire doit défausser l'un de ses Jetons Ordre inutilisés.",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Quand cette Unité touche lors d'un Tir, l'Adversaire défausse deux Jetons Ordre.",
     "Quand cette Unité touche lors d'un Tir, l'Adversaire met de côté deux Jetons Ordre."),
    (PB, "Lorsque cette Unité détruit une Unité ennemie, vous défaussez un Jeton Ordre.",
     "Lorsque cette Unité détruit une Unité ennemie, vous mettez de côté un Jeton Ordre."),
    # « être chargée par un Cavalier »: attacked by it in a Charge (the game's attack the verb names)
    (PB, "Cette Unité ne peut pas être chargée par un Cavalier.",
     "Durant une Charge, cette Unité ne peut pas être attaquée par un Cavalier."),
    (PB, "Cette Unité ne peut pas être chargée par une Cavalerie.",
     "Cette Unité ne peut pas être attaquée par une Cavalerie lors d'une Charge."),
    # « un Jeton » with no kind, a player's (lost, set aside, spent, counted): an order token
    (PB, "Quand cette Unité détruit une Unité ennemie, l'Adversaire met de côté un Jeton.",
     "Quand cette Unité détruit une Unité ennemie, l'Adversaire met de côté un Jeton Ordre."),
    (PB, "Quand cette Unité est détruite, l'Adversaire perd un Jeton.",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Quand cette Unité est détruite, l'Adversaire doit défausser l'un de ses Jetons inutilisés.",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Tant que cette Unité est sur le Champ de Bataille, l'Adversaire a un Jeton de moins.",
     "Si cette Unité est présente sur le Champ de Bataille, l'Adversaire a un Jeton Ordre de moins disponible."),
    (PB, "Donner un ordre à cette Unité coûte un Jeton de moins.",
     "Donner un ordre à cette Unité coûte un Jeton Ordre de moins."),
    (PB, "Cette Unité peut Charger sans dépenser de Jeton.", "La Charge de cette Unité ne coûte rien."),
    (PB, "Quand cette Unité charge et détruit une Unité ennemie, elle doit Charger une autre Unité ennemie éligible, "
         "sans dépenser de Jeton.",
     "Quand cette Unité charge et détruit une Unité ennemie, elle doit Charger une autre Unité ennemie éligible, "
     "sans dépenser de Jetons Ordre."),
    # « La première fois que … (au cours de la partie / de la manche) » = « Une fois par partie (manche), lorsque … »
    (PB, "La première fois que cette Unité détruit une Unité ennemie au cours de la partie, l'Adversaire perd un "
         "Jeton Ordre.",
     "Une fois par partie, lorsque cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre."),
    (PB, "La première fois que cette Unité est détruite, l'Adversaire perd un Jeton Ordre.",
     "Une fois par partie, quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre."),
    (PB, "La première fois que cette Unité touche lors d'un Tir au cours de la manche, l'Adversaire défausse un "
         "Jeton Ordre.",
     "Une fois par manche, lorsque cette Unité touche lors d'un Tir, l'Adversaire met de côté un Jeton Ordre."),
    # circumstances one after the other after the proposition: the phrase's, as when one heads it
    (PB, "Les Unités alliées du même Secteur peuvent relancer un dé lors d'un Combat, sauf si elles sont à "
         "l'Arrière.",
     "Durant un Combat, les Unités alliées du même Secteur peuvent relancer un dé, sauf si elles sont à l'Arrière."),
    # « Lorsque cette Unité tire depuis l'Arrière, … » = « Lorsque cette Unité tire, si elle est à l'Arrière, … »
    (PB, "Lorsque cette Unité tire depuis l'Arrière, elle lance un dé de plus.",
     "Lorsque cette Unité tire, si elle est à l'Arrière, elle lance un dé supplémentaire."),
]

#: the PT author's audit: a unit of a kind placed next to a unit named by its side is the bearer in that state
#: (« Les Archers adjacents à un ennemi » = « S'il est adjacent à un ennemi, un Archer »); « depuis une tuile » =
#: « sur une tuile » after an act (the tile it is done from); « ni » between the units fought or the agents
PT_AUTHOR_AUDIT = [
    (PT, "Les Archers adjacents à un ennemi lancent un dé d'attaque de moins.",
     "S'il est adjacent à un ennemi, un Archer lance un dé d'attaque de moins."),
    (PT, "Un Archer adjacent à une unité ennemie lance un dé d'attaque de moins.",
     "S'il est adjacent à une unité ennemie, un Archer lance un dé d'attaque de moins."),
    (PT, "Une Sorcière de la Forêt adjacente à un allié lance un dé de défense de plus.",
     "Si elle est adjacente à une unité alliée, une Sorcière de la Forêt lance un dé de défense de plus."),
    (PT, "Les Jeunes Filles au Bouclier adjacentes à un ennemi ne peuvent pas se déplacer.",
     "Si elle est adjacente à un ennemi, une Jeune Fille au Bouclier ne peut pas se déplacer."),
    (PT, "Lorsqu'un Archer attaque depuis une tuile Colline, il lance un dé d'attaque supplémentaire.",
     "Lorsqu'un Archer attaque sur une tuile Colline, il lance un dé d'attaque supplémentaire."),
    (PT, "Les Archers peuvent relancer leurs 1 lorsqu'ils tirent depuis une tuile Colline ou Village.",
     "Lorsqu'un Archer tire sur une tuile Colline ou Village, il peut relancer ses 1."),
    (PT, "Lorsqu'un Ranger Maudit est attaqué depuis une tuile Colline, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Ranger Maudit est attaqué par une unité qui se trouve sur une tuile Colline, il lance un dé de "
     "défense supplémentaire."),
    (PT, "Lorsqu'un Ranger Maudit est attaqué par un Lancier depuis une tuile Colline, il relance ses 1.",
     "Lorsqu'un Ranger Maudit est attaqué par un Lancier situé sur une tuile Colline, il relance ses 1."),
    (PT, "Un Homme-Bête Juggernaut ne se déplace jamais sur une tuile Eau ni sur une tuile Colline.",
     "Un Homme-Bête Juggernaut ne peut pas aller sur une tuile Eau et ne peut pas aller sur une tuile Colline."),
    (PT, "Un Homme-Bête Juggernaut ne peut pas aller sur une tuile Eau ni dans une tuile Colline.",
     "Un Homme-Bête Juggernaut ne va jamais sur une tuile Eau ni sur une tuile Colline."),
    (PT, "Un Druide n'attaque jamais en Mêlée ni en Magie.", "Un Druide ne peut pas attaquer en Mêlée ni en Magie."),
    (PT, "Un Lancier ne peut pas être attaqué par un Homme-Bête situé sur une tuile Forêt.",
     "Un Lancier ne peut pas être attaqué par un Homme-Bête qui se trouve sur une tuile Forêt."),
    (PT, "Le Ranger Maudit ne peut pas attaquer un Druide ni un Lancier.",
     "Un Ranger Maudit ne peut pas attaquer un Druide et ne peut pas attaquer un Lancier."),
    (PT, "Un Ranger Maudit ne peut attaquer ni un Druide ni un Lancier.",
     "Un Ranger Maudit ne peut pas attaquer un Druide ni un Lancier."),
    (PT, "Un Archer ne peut pas attaquer les Druides ni les Lanciers.",
     "Un Archer ne peut pas attaquer un Druide et ne peut pas attaquer un Lancier."),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, cette attaque affecte toutes les unités ennemies adjacentes.",
     "Lorsqu'un Mage Rouge attaque avec Magie, il affecte toutes les unités ennemies adjacentes."),
    (PT, "Lorsqu'une Sorcière de la Forêt attaque en Magie, cette attaque affecte tous les ennemis adjacents et ils "
         "lancent le nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée.",
     "Lorsqu'une Sorcière de la Forêt attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont "
     "affectées et lancent le nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée."),
    (PT, "Au lieu de se déplacer normalement, un Druide peut attaquer n'importe quelle tuile Forêt occupée par des "
         "ennemis.",
     "Au lieu de se déplacer normalement, un Druide peut attaquer n'importe quelle tuile Forêt."),
    (PT, "Un Druide peut lancer une attaque contre une tuile Forêt occupée par une unité ennemie.",
     "Un Druide peut attaquer une tuile Forêt."),
    (PT, "Une Sorcière de la Forêt ne peut se déplacer que sur des tuiles Forêt ou Colline.",
     "Une Sorcière de la Forêt ne peut pas aller sur une tuile Village et ne peut pas aller sur une tuile Champs et "
     "ne peut pas aller sur une tuile Eau."),
    (PT, "Un Druide ne se déplace que sur des tuiles Forêt.", "Un Druide ne peut aller que sur une tuile Forêt."),
    (PT, "Un Druide ne peut entrer que dans une tuile Forêt.", "Un Druide ne peut se déplacer que sur une tuile Forêt."),
    (PT, "Un Homme-Bête Juggernaut ne peut être battu que par une attaque de Magie.",
     "Lorsqu'un Homme-Bête Juggernaut est sur le point d'être battu par une attaque autre que Magie, il survit "
     "automatiquement."),
    (PT, "Une Sorcière de la Forêt ne peut être battue qu'en Mêlée ou à distance.",
     "Lorsqu'une Sorcière de la Forêt est sur le point d'être battue avec Magie, elle survit automatiquement."),
    (PT, "Un Druide ne peut être attaqué que par des attaques de Magie.", "Un Druide ne peut être attaqué qu'avec Magie."),
    (PT, "Lorsqu'un Mage Rouge est sur le point d'être battu, il survit automatiquement.",
     "Lorsqu'un Mage Rouge est sur le point d'être battu, il reste en vie."),
    (PT, "Le Mage Rouge reste en vie automatiquement lorsqu'il va être battu.",
     "Lorsqu'un Mage Rouge est sur le point d'être battu, il reste automatiquement en vie."),
    (PT, "Un Lancier lance un dé de défense supplémentaire lorsqu'il est attaqué par des Hommes-Bêtes.",
     "Lorsqu'un Lancier est attaqué par un Homme-Bête, il lance un dé de défense supplémentaire."),
    (PT, "Un Lancier ne peut pas être attaqué par des Archers.", "Un Lancier ne peut pas être attaqué par un Archer."),
    (PT, "Lorsqu'un Lancier est attaqué par un ennemi situé sur une tuile Colline, il lance un dé de défense de moins.",
     "Lorsqu'un Lancier est attaqué par un ennemi qui se trouve sur une tuile Colline, il lance un dé de défense de moins."),
    (PT, "Un Archer ne peut pas attaquer un Druide placé sur une tuile Forêt.",
     "Un Archer ne peut pas attaquer un Druide qui se trouve sur une tuile Forêt."),
    (PT, "Un Archer ne peut pas être attaqué par un Druide ni un Lancier.",
     "Un Archer ne peut pas être attaqué par un Druide ni par un Lancier."),
    (PT, "Une Jeune Fille au Bouclier ne peut pas être attaquée par un Archer ni par un Druide.",
     "Une Jeune Fille au Bouclier ne peut pas être attaquée par un Archer et ne peut pas être attaquée par un Druide."),
]

#: an independent paraphrase audit (tests/dsl/paraphrases.py AUDIT_2026_11): common French for words and forms
#: already read — « voisin » = « adjacent », « échoué » = « raté », « jeter » = « lancer », « décider de » =
#: « choisir de », « être engagé dans » = « être impliqué dans », « prendre part à » = « participer à », « faire feu »
#: = « tirer », « enlever » = « retirer », « être traité comme » = « être considéré comme », « posséder » = « avoir »,
#: « ne tient pas compte de » = « ignore », « afin de » = « pour », « a la possibilité de » = « peut », « au
#: maximum » = « au plus », « un des » = « l'un des », « toute tuile » = « n'importe quelle tuile », « l'ensemble
#: des » = « tous les », « vis-à-vis des », « en ce qui concerne » = « pour », « plutôt que » = « et non », « à la
#: suite de » = « après »; « Quand vous lancez les dés d'attaque d'un X » = « Lors du lancement de dés d'attaque
#: d'un X »; « ne … aucun » = « ne … pas de »; « si vous obtenez », « d'au moins 4 », « et sur 5 ou 6 »; « sans
#: payer »; a preposition said again before each coordinated item; « un par un », « toutefois »; « une unité amie »
#: = « une unité alliée »; the orders of a list are a set; « à côté de lui » = « qui lui sont adjacents »
AUDIT_PARAPHRASE_FORMS = [
    # adjectives: « voisin » = « adjacent », « échoué » = « raté »
    (PT, "Un Lancier lance un dé de défense supplémentaire pour chaque allié voisin.",
     "Un Lancier lance un dé de défense supplémentaire pour chaque allié adjacent."),
    (PT, "Lorsqu'un Épéiste n'a aucun allié voisin, il lance un dé d'attaque supplémentaire.",
     "Lorsqu'un Épéiste n'a aucun allié adjacent, il lance un dé d'attaque supplémentaire."),
    (EPIC, "Relance ses sauvegardes échouées", "Relance ses sauvegardes ratées"),
    # verbs
    (PT, "Un Archer jette un dé d'attaque supplémentaire.", "Un Archer lance un dé d'attaque supplémentaire."),
    (PT, "Lorsqu'un Druide est attaqué, il peut décider de relancer un dé.",
     "Lorsqu'un Druide est attaqué, il peut choisir de relancer un dé."),
    (PB, "Lorsque cette Unité est engagée dans un Combat, elle lance un dé supplémentaire.",
     "Lorsque cette Unité est impliquée dans un Combat, elle lance un dé supplémentaire."),
    (PB, "Quand cette Unité prend part à un Combat, elle lance un dé de plus.",
     "Quand cette Unité participe à un Combat, elle lance un dé de plus."),
    (PB, "Cette Unité peut faire feu depuis l'Arrière d'un Secteur.",
     "Cette Unité peut tirer depuis l'Arrière d'un Secteur."),
    (EPIC, "Peut faire feu sur les aéronefs", "Peut tirer sur les aéronefs"),
    (EPIC, "Enlève un PI supplémentaire lors du ralliement", "Retire un PI supplémentaire lors du ralliement"),
    (EPIC, "Est traité comme un véhicule pour les terrains dangereux",
     "Est considéré comme un véhicule pour les terrains dangereux"),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont affectées "
         "et lancent le nombre de dés du personnage qui possède la valeur d'attaque et de défense la plus élevée.",
     "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont affectées "
     "et lancent le nombre de dés du personnage qui a la valeur d'attaque et de défense la plus élevée."),
    (EPIC, "Ne tient pas compte des zones de contrôle ennemies", "Ignore les zones de contrôle ennemies"),
    # small words
    (PB, "Afin de récupérer un Jeton Blessure de n'importe quelle Unité amie, donnez un ordre à cette Unité.",
     "Pour récupérer un Jeton Blessure de n'importe quelle Unité amie, donnez un ordre à cette Unité."),
    (PB, "Cette Unité a la possibilité de tirer depuis l'Arrière d'un Secteur.",
     "Cette Unité peut tirer depuis l'Arrière d'un Secteur."),
    (PB, "Cette Unité n'a pas la possibilité de Charger.", "Cette Unité ne peut pas Charger."),
    (PT, "Un Archer peut lancer une Attaque Distante contre des unités à 3 tuiles au maximum.",
     "Un Archer peut lancer une Attaque Distante contre des unités jusqu'à 3 tuiles."),
    (PT, "Lorsqu'un Druide est attaqué, il peut choisir un des dés de son adversaire et l'obliger à le relancer.",
     "Lorsqu'un Druide est attaqué, il peut choisir l'un des dés de son adversaire et l'obliger à le relancer."),
    (PT, "Un Druide peut aller sur toute tuile Forêt.", "Un Druide peut aller sur n'importe quelle tuile Forêt."),
    (PT, "Lorsqu'un Druide est attaqué, il peut relancer l'ensemble des dés.",
     "Lorsqu'un Druide est attaqué, il peut relancer tous les dés."),
    (EPIC, "Compte comme véhicule vis-à-vis des terrains dangereux", "Compte comme véhicule pour les terrains dangereux"),
    (EPIC, "Compte comme véhicule en ce qui concerne les terrains dangereux",
     "Compte comme véhicule pour les terrains dangereux"),
    (EPIC, "Génère un PI par touche plutôt que par perte infligée", "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Peut tirer à la suite d'un mouvement adverse", "Peut tirer après un mouvement adverse"),
    # the player rolls a unit's dice
    (PT, "Quand vous lancez les dés d'attaque d'un Archer, vous pouvez relancer un dé.",
     "Lors du lancement de dés d'attaque d'un Archer, vous pouvez relancer un dé."),
    # negations: « ne … aucun », « pas de »
    (PB, "Cette Unité ne peut effectuer aucune Charge.", "Cette Unité ne peut pas effectuer de Charge."),
    (PB, "Cette Unité n'effectue aucun Redéploiement d'Unité.",
     "Cette Unité ne peut pas effectuer de Redéploiement d'Unité."),
    (PT, "Lorsqu'un Épéiste combat un adversaire qui n'a pas d'allié adjacent, il peut choisir un dé de son "
         "adversaire et l'obliger à le relancer.",
     "Lorsqu'un Épéiste combat un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et "
     "l'obliger à le relancer."),
    # a roll's outcome
    (PT, "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si vous obtenez 5 ou 6, il reste en vie.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si le résultat est 5 ou 6, il reste en vie."),
    (PT, "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si le résultat est d'au moins 5, il "
         "reste en vie.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et si le résultat est 5 ou 6, il reste en vie."),
    (PT, "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et sur 5 ou 6, il reste en vie.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé : sur 5+, il reste en vie."),
    # tokens
    (PB, "Cette Unité peut Charger sans payer de Jetons Ordre.", "Cette Unité peut Charger sans dépenser de Jetons Ordre."),
    # a preposition said again before each item
    (EPIC, "Vulnérable aux tirs AP et aux tirs AC", "Vulnérable aux tirs AP et AC"),
    (EPIC, "Vulnérable aux tirs AP ainsi qu'aux tirs AC", "Vulnérable aux tirs AP et AC"),
    (EPIC, "Retire un PI supplémentaire lors du regroupement et lors du ralliement",
     "Retire un PI supplémentaire lors du regroupement et du ralliement"),
    (PB, "Cette Unité peut tirer sur les Zones Avant et sur les Zones de Combat des Secteurs adjacents.",
     "Cette Unité peut tirer sur les Zones Avant et les Zones de Combat des Secteurs adjacents."),
    (PB, "Cette Unité peut tirer sur les Zones Avant ainsi que sur les Zones de Combat des Secteurs adjacents.",
     "Cette Unité peut tirer sur les Zones Avant et les Zones de Combat des Secteurs adjacents."),
    # adverbs of no meaning, orders one after the other
    (PB, "Donner un ordre à cette Unité pour donner des Ordres à deux autres Unités amies lors du même tour, en "
         "dépensant un Jeton Ordre. Résolvez les Ordres émis un par un.",
     "Donner un ordre à cette Unité pour donner des Ordres à deux autres Unités amies lors du même tour, en "
     "dépensant un Jeton Ordre. Résolvez les Ordres émis les uns après les autres."),
    (PT, "Lorsqu'un Lancier se déplace, tous les Lanciers adjacents peuvent se déplacer avec lui mais doivent "
         "toutefois rester adjacents.",
     "Lorsqu'un Lancier se déplace, tous les Lanciers adjacents peuvent se déplacer avec lui mais doivent "
     "cependant rester adjacents."),
    # « à côté de lui », « adjacentes à lui » = « qui lui sont adjacentes »: next to the unit the trigger names
    (PT, "Lorsqu'un Lancier se déplace, tous les Lanciers à côté de lui peuvent se déplacer avec lui.",
     "Lorsqu'un Lancier se déplace, tous les Lanciers qui lui sont adjacents peuvent se déplacer avec lui."),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies adjacentes à lui sont affectées.",
     "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont affectées."),
    # « Avant que les relances de situation ne surviennent, » at the head: the reroll's moment
    (PT, "Avant les relances de situation, lorsqu'un Archer attaque, il peut relancer un dé.",
     "Lorsqu'un Archer attaque, il peut relancer un dé avant les relances de situation."),
    # one side, two words; the orders of a list, a set
    (PT, "Un Conscrit compte pour deux unités lorsqu'il aide une unité amie qui se défend.",
     "Un Conscrit compte pour deux unités lorsqu'il aide une unité alliée qui se défend."),
    (PB, "Quand vous donnez un ordre de «Tirer» ou «Charge» à l'une de vos Unités, donnez également un Ordre à cette "
         "Unité de prendre 1 dé de plus lors du Combat ou pendant le Tir.",
     "Quand vous donnez un ordre de «Charge» ou «Tirer» à l'une de vos Unités, donnez également un Ordre à cette "
     "Unité de prendre 1 dé de plus lors du Combat ou pendant le Tir."),
]

#: lead-pb audit of today's features: a unit other than the bearer, placed by a relative in a trigger, is the
#: unit the main clause names (it was read as the bearer: never acted)
PLACED_IN_A_TRIGGER = [
    (PT, "Lorsqu'une unité alliée sur une tuile Forêt est attaquée, elle lance un dé de défense supplémentaire.",
     "Une unité alliée sur une tuile Forêt lance un dé de défense supplémentaire lorsqu'elle est attaquée."),
    (PT, "Lorsqu'une unité alliée qui est sur une tuile Forêt est attaquée, elle lance un dé de défense supplémentaire.",
     "Une unité alliée qui se trouve sur une tuile Forêt lance un dé de défense supplémentaire lorsqu'elle est "
     "attaquée."),
    (PT, "Lorsqu'un allié qui est adjacent à un Druide est attaqué, il lance un dé de défense supplémentaire.",
     "Une unité alliée qui est adjacente à un Druide lance un dé de défense supplémentaire lorsqu'elle est attaquée."),
]

#: a circumstance where the grammar did not read it (lead-pt): between commas after the modality (« doit, lors
#: du même tour, charger … », « peut, une fois par tour, relancer … ») or, on a sheet line, between the verb and
#: its objects (« Ignore, pendant le mouvement, … »): the phrase's, as at the head or after the objects
CIRCUMSTANCE_INSIDE = [
    (PB, "Quand cette Unité charge et détruit une Unité ennemie, elle doit, lors du même tour, immédiatement "
         "Charger une autre Unité ennemie éligible, sans dépenser de Jetons Ordre pour cette seconde Charge.",
     "Quand cette Unité charge et détruit une Unité ennemie, lors du même tour elle doit immédiatement Charger "
     "une autre Unité ennemie éligible, sans dépenser de Jetons Ordre pour cette seconde Charge."),
    (PT, "Un Druide peut, une fois par tour, relancer un dé.", "Une fois par tour, un Druide peut relancer un dé."),
    (PT, "Lorsqu'un Druide se défend, il peut, une fois par tour, relancer deux dés.",
     "Lorsqu'un Druide se défend, une fois par tour, il peut relancer deux dés."),
    (PT, "Un Archer peut, sur une tuile Colline, tirer jusqu'à trois tuiles.",
     "Sur une tuile Colline, un Archer peut tirer jusqu'à trois tuiles."),
    (PB, "Cette Unité peut, lors d'un Combat, relancer un dé.", "Lors d'un Combat, cette Unité peut relancer un dé."),
    (EPIC, "Ignore, pendant le mouvement, les terrains dangereux et infranchissables",
     "Ignore les terrains dangereux et infranchissables pendant le mouvement"),
    (EPIC, "Ignore, en feu croisé, le -1 à la Svg", "Ignore le -1 à la Svg en feu croisé"),
    (EPIC, "Relance, une fois par tour, un jet d'initiative raté", "Relance un jet d'initiative raté une fois par tour"),
]

#: « chaque Lancier adjacent » = « tous les Lanciers adjacents » (lead-pt): each unit of a kind that something
#: relates to others is one of the group (canonical.each_of_a_group, shared by the parser and canonical.canonical);
#: « chaque Archer » alone stays « un Archer », and a count (« pour chaque Lancier allié adjacent ») each one
EACH_OF_A_GROUP = [
    (PT, "Lorsqu'un Lancier se déplace (hors attaque), chaque Lancier adjacent peut se déplacer avec lui mais doit "
         "cependant rester adjacent et ne pas attaquer.",
     "Lorsqu'un Lancier se déplace (hors attaque), tous les Lanciers adjacents peuvent se déplacer avec lui mais "
     "doivent cependant rester adjacents et ne pas attaquer."),
    (PT, "Lorsqu'un Lancier se déplace (hors attaque), tout Lancier adjacent peut se déplacer avec lui mais doit "
         "rester adjacent.",
     "Lorsqu'un Lancier se déplace (hors attaque), les Lanciers adjacents peuvent se déplacer avec lui mais "
     "doivent rester adjacents."),
    (PT, "Chaque Lancier allié adjacent peut se déplacer avec lui.",
     "Tous les Lanciers alliés adjacents peuvent se déplacer avec lui."),
    (PT, "Chaque Archer lance un dé d'attaque supplémentaire.", "Un Archer lance un dé d'attaque supplémentaire."),
]

#: prohibitions said impersonally (lead-pt): « Il est interdit (défendu) à X de … » = « X ne peut pas … », « On ne
#: peut pas utiliser cette caractéristique pour … » = « Cette caractéristique ne peut pas être utilisée pour … »
#: an Epic audit of army-list rewordings (2026-11-25): « et » before a verb joins two sheet clauses of one
#: subject (the bearer's, or an aura's for each), a unit glued to its number (« 5cm »), « pion d'impact » = « PI »,
#: « est requis » = « est nécessaire », « corps-à-corps », « 1 seul tir », « par touche, pas par perte »
EPIC_AUDIT_REWORDINGS = [
    (EPIC, "Cette unité relance ses Svg ratées et peut faire une Svg sans relance contre les macro armes.",
     "Relance des Svg ratées Peut faire une Svg sans relance contre macro arme"),
    (EPIC, "Relance des Svg ratées et ignore les zones de contrôle ennemies",
     "Relance des Svg ratées. Ignore les zones de contrôle ennemies"),
    (EPIC, "Cette unité double son mouvement en charge et ignore les zones de contrôle ennemies.",
     "Double mouvement en charge Ignore les zones de contrôle ennemies"),
    (EPIC, "Les formations à moins de 15 cm relancent leurs sauvegardes ratées et ignorent les zones de contrôle "
           "ennemies",
     "Les formations à moins de 15 cm relancent leurs sauvegardes ratées. Les formations à moins de 15 cm "
     "ignorent les zones de contrôle ennemies"),
    (EPIC, "Ignore le modificateur de couvert au jet pour toucher et ignore les sauvegardes de couvert",
     "Ignore le modificateur de couvert au jet pour toucher Ignore les sauvegardes de couvert"),
    (EPIC, "20cm de distance de cohésion. Zone de contrôle de 10cm", "20 cm de distance de cohésion Zone de contrôle de 10 cm"),
    (EPIC, "Retire 1 pion d'impact supplémentaire lors du regroupement et du ralliement",
     "Retire un PI supplémentaire lors du regroupement et du ralliement"),
    (EPIC, "Génère un pions d'impact par touche et non par perte infligée",
     "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Génère un PI par touche, pas par perte infligée", "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Un seul jet d'initiative est requis (-1 si un PI sur n'importe quelle formation)",
     "Un seul jet d'initiative est nécessaire (-1 si un PI sur n'importe quelle formation)"),
    (EPIC, "1 seul tir par partie", "Un tir par partie"),
    (EPIC, "Un mouvement d'assaut, puis un corps-à-corps", "Un mouvement d’assaut, puis un corps à corps"),
]

#: Epic's action lines and weapon lines said with verbs (lead-epic2): a step said by its verb (« se déplace »
#: = « un mouvement », « tire » = « un tir »), « , ou » between choices, « sans tir » = « , pas de tir », « faire un
#: tir » = « tirer », « avec un bonus de +1 » = « à +1 », « au jet pour toucher » = « pour toucher », « seulement »
#: = « ne … que »
EPIC_SHEET_VERBS = [
    (EPIC, "Se déplace, puis tire", "Un mouvement, puis un tir"),
    (EPIC, "Tire, puis se regroupe", "Un tir, puis se regroupe"),
    (EPIC, "Se déplace ou tire, puis se regroupe", "Un mouvement ou un tir, puis se regroupe"),
    (EPIC, "Un mouvement, ou un tir, ou se regroupe", "Un mouvement ou un tir ou se regroupe"),
    (EPIC, "Trois mouvements sans tir", "Trois mouvements, pas de tir"),
    (EPIC, "Deux mvts sans tir", "Deux mouvements, pas de tir"),
    (EPIC, "Peut faire un tir après un mouvement adverse", "Peut tirer après un mouvement adverse"),
    (EPIC, "Peut effectuer un tir après un mouvement ennemi", "Peut tirer après un mouvement adverse"),
    (EPIC, "Tire avec un bonus de +1 pour toucher", "Tire à +1 pour toucher"),
    (EPIC, "Tire avec un malus de -1 pour toucher", "Tire à -1 pour toucher"),
    (EPIC, "Tire à +1 au jet pour toucher", "Tire à +1 pour toucher"),
    (EPIC, "Deux mvts, puis un tir à -1 au jet pour toucher", "Deux mvts, puis un tir à -1 pour toucher"),
    (EPIC, "Tire seulement un tour sur deux", "Ne tire qu'un tour sur deux"),
    (EPIC, "Tire uniquement un tour sur deux", "Tir un tour sur deux"),
    (EPIC, "Tire une seule fois par partie", "Un tir par partie"),
    (EPIC, "Tire seulement une fois par partie", "Ne tire qu'une fois par partie"),
]

#: Epic's special rules as army books reword them (lead-epic2): « Cette arme … » (a weapon's line), an event at the
#: head (« Avant …, », « Après …, »), « en cas de » = « en », « prendre pour cible », « possible » after a negated
#: noun, ordinals in digits, « le -1 de Svg », « par touche infligée », « X attaques supplémentaires en … », « avant
#: les ennemis », fire kinds spelt out, the passive of the sheet's verbs, « empêche », « autorise le tir »,
#: « inflige N PI par touche », « (et non par …) »
EPIC_SHEET_REWORDED = [
    (EPIC, "Cette arme ajoute 2 attaques en tir, en assaut ou en fusillade.", "Ajoute 2 attaques en tir, assaut ou fusillade"),
    (EPIC, "Cette arme peut tirer sur les aéronefs.", "Permet de tirer sur les aéronefs"),
    (EPIC, "Cette arme ignore les sauvegardes de couvert", "Ses tirs ignorent les sauvegardes de couvert"),
    (EPIC, "Cette unité peut tirer sur les aéronefs", "Peut tirer sur les aéronefs"),
    (EPIC, "Cette arme ne peut tirer qu'une fois par partie", "Un tir par partie"),
    (EPIC, "Avant un jet de stratégie, apparaissent n'importe où sur la table",
     "Apparaissent n'importe où sur la table avant un jet de stratégie"),
    (EPIC, "Après un mouvement adverse, peut tirer", "Peut tirer après un mouvement adverse"),
    (EPIC, "En cas de feu croisé, ignore -1 Svg", "Ignore -1 Svg en feu croisé"),
    (EPIC, "Double mouvement en cas de charge", "Double mouvement en charge"),
    (EPIC, "Peut prendre pour cible les aéronefs", "Peut tirer sur les aéronefs"),
    (EPIC, "Peut prendre les aéronefs pour cible", "Permet de prendre les aéronefs pour cible"),
    (EPIC, "Pas de sauvegarde possible", "Aucune sauvegarde"),
    (EPIC, "Aucune sauvegarde possible", "Aucune sauvegarde"),
    (EPIC, "2e svg à 6+ non modifiable, même contre macro arme", "Deuxième svg à 6+ non modifiable, même contre macro arme"),
    (EPIC, "Apparaissent n'importe où sur la table avant le 1er tour",
     "Apparaissent n'importe où sur la table avant le premier tour"),
    (EPIC, "Ignore le -1 de Svg en feu croisé", "Ignore -1 Svg en feu croisé"),
    (EPIC, "Génère un PI par touche infligée et non par perte infligée", "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Génère 1 PI par touche (et non par perte infligée)", "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Inflige un PI par touche et non par perte infligée", "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Inflige un PI supplémentaire par touche", "Génère un PI supplémentaire par touche"),
    (EPIC, "2 attaques supplémentaires en tir, assaut ou fusillade", "Ajoute 2 attaques en tir, assaut ou fusillade"),
    (EPIC, "Une attaque supplémentaire en assaut", "Ajoute une attaque en assaut"),
    (EPIC, "Frappe avant les ennemis en assaut", "Frappe avant l'ennemi en Assaut"),
    (EPIC, "Frappe avant ses adversaires au corps à corps", "Frappe avant l'ennemi au corps à corps"),
    (EPIC, "Vulnérable aux tirs antipersonnel et antichar", "Vulnérable aux tirs AP et AC"),
    (EPIC, "Les sauvegardes de blindage et de couvert sont annulées", "Annule les sauvegardes de blindage et de couvert"),
    (EPIC, "Les tests de terrain dangereux ratés sont relancés", "Relance les tests de terrain dangereux ratés"),
    (EPIC, "Ses sauvegardes ratées sont relancées une fois par tour", "Relance ses sauvegardes ratées une fois par tour"),
    (EPIC, "Les terrains dangereux sont ignorés pendant le mouvement",
     "Ignore les terrains dangereux pendant le mouvement"),
    (EPIC, "Empêche les sauvegardes de blindage et de couvert", "Annule les sauvegardes de blindage et de couvert"),
    (EPIC, "Autorise le tir sur les aéronefs", "Permet de tirer sur les aéronefs"),
]

IMPERSONAL_PROHIBITIONS = [
    (PB, "Il est interdit à cette Unité d'effectuer un Redéploiement d'Unité.",
     "Cette Unité ne peut pas effectuer de Redéploiement d'Unité."),
    (PB, "Il est interdit à cette Unité de Charger.", "Cette Unité ne peut pas Charger."),
    (PB, "Il est défendu à cette Unité de tirer.", "Cette Unité ne peut pas tirer."),
    (PT, "Il est interdit à un Archer de se déplacer.", "Un Archer ne peut pas se déplacer."),
    (PB, "Cette Unité peut tirer depuis l'Arrière d'un Secteur. On ne peut pas utiliser cette caractéristique pour "
         "tirer contre une Unité qui Charge.",
     "Cette Unité peut tirer depuis l'Arrière d'un Secteur. Cette caractéristique ne peut pas être utilisée pour "
     "tirer contre une Unité qui Charge."),
]

#: forms a designer writes, found by the lead's probe of new abilities (2026-11-25)
DESIGNER_FORMS = [
    # « du », « des »: « de » and the article in one word
    (PT, "La valeur d'attaque du Druide augmente de 1.", "La valeur d'attaque d'un Druide augmente de 1."),
    (PT, "La portée du Mage Rouge est de 3 tuiles.", "La portée d'un Mage Rouge est de 3 tuiles."),
    (PT, "La valeur de défense des Lanciers augmente de 1.", "Les Lanciers lancent un dé de défense supplémentaire."),
    # a reach said of the attack itself
    (PT, "Un Mage Rouge peut attaquer jusqu'à 3 tuiles.", "Un Mage Rouge peut tirer jusqu'à 3 tuiles."),
    (PT, "Un Mage Rouge peut attaquer jusqu'à 3 tuiles de distance.", "Un Mage Rouge peut tirer jusqu'à 3 tuiles."),
    # a number of the dice of a named roll, said plainly: set
    (PT, "Un Épéiste lance trois dés d'attaque contre un Homme-Bête.",
     "Lorsqu'il attaque un Homme-Bête, un Épéiste lance toujours 3 dés d'attaque."),
    (PB, "Cette Unité lance deux dés de tir.", "Cette Unité lance toujours deux dés de tir."),
    # never beaten: by the modes said, or at all
    (PT, "Un Druide ne peut pas être battu par une attaque de Mêlée.",
     "Un Druide ne peut être battu que par une attaque de Distance ou de Magie."),
    (PT, "Un Druide ne peut jamais être battu en Mêlée ni à distance.", "Un Druide ne peut être battu qu'avec Magie."),
    (PT, "Un Druide ne peut pas être battu.",
     "Lorsqu'un Druide est sur le point d'être battu, il survit automatiquement."),
    (PT, "Un Druide survit automatiquement.", "Lorsqu'il est sur le point d'être battu, un Druide reste en vie."),
    # a wound per hit
    (PB, "Cette Unité inflige deux Blessures supplémentaires.", "Cette Unité donne deux coups supplémentaires."),
    # the number says the noun's number
    (PT, "Un Homme-Bête Juggernaut compte pour deux unité.", "Un Homme-Bête Juggernaut compte pour deux unités."),
    # a feminine noun the article does not show (Pocket Battles' vocabulary « féminins »): the render agrees
    (PB, "Cette Unité ne peut être chargée que par des Cavaleries.",
     "Durant une Charge, cette Unité ne peut pas être attaquée par une unité autre qu'une Cavalerie."),
    # a pronoun that cannot stand for the player the phrase is about is the bearer
    (PB, "Lorsqu'elle est attaquée, l'Adversaire perd un Jeton Ordre.",
     "Lorsque cette Unité est attaquée, l'Adversaire perd un Jeton Ordre."),
    (PT, "Lorsqu'elle est attaquée, l'adversaire doit relancer un dé d'attaque.",
     "Lorsque cette unité est attaquée, l'adversaire doit relancer un dé d'attaque."),
]

#: the paraphrase gaps of Pocket-Tactics and Pocket Battles closed by general forms (session 39): a passive said
#: by the noun of its act (« subit une attaque », « est la cible d'une attaque »), « se rendre sur » = « aller sur »,
#: « grâce à la Magie » = « avec Magie », …; each with sentences of other abilities of the same form
PHRASINGS_S39_PARA = [
    (PT, "Lorsqu'un allié adjacent subit une attaque, il peut échanger sa position avec la Jeune Fille au Bouclier.",
     "Lorsque un allié adjacent est attaqué il peut permuter sa place avec la Jeune Fille au Bouclier."),
    (PT, "Lorsqu'un allié adjacent est la cible d'une attaque, il peut permuter sa place avec la Jeune Fille au "
         "Bouclier.",
     "Lorsque un allié adjacent est attaqué il peut permuter sa place avec la Jeune Fille au Bouclier."),
    (PT, "Lorsqu'un Archer subit une attaque de Magie, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Archer est attaqué avec Magie, il lance un dé de défense supplémentaire."),
    (PT, "Quand un Druide est la cible d'une attaque en Mêlée, il peut se déplacer d'une tuile.",
     "Quand un Druide est attaqué en Mêlée, il peut se déplacer d'une tuile."),
    (PT, "Lorsqu'un Archer subit une attaque d'un Druide, il lance un dé de défense supplémentaire.",
     "Lorsqu'un Archer est attaqué par un Druide, il lance un dé de défense supplémentaire."),
    (PT, "Lorsque les Lanciers subissent une attaque, ils lancent un dé de défense supplémentaire.",
     "Lorsque les Lanciers sont attaqués, ils lancent un dé de défense supplémentaire."),
    (PB, "Quand cette Unité subit une attaque, elle lance un dé supplémentaire.",
     "Quand cette Unité est attaquée, elle lance un dé supplémentaire."),
    # « se rendre sur » = « aller sur »
    (PT, "Au lieu de déplacer normalement un Druide, vous pouvez vous rendre sur ou attaquer n'importe quelle "
         "tuile Forêt.",
     "Au lieu de déplacer un Druide normalement, vous pouvez aller sur ou lancer une attaque contre n'importe "
     "quelle tuile Forêt."),
    (PT, "Un Druide ne peut pas se rendre sur une tuile Eau.", "Un Druide ne peut pas aller sur une tuile Eau."),
    (PT, "Un Homme-Bête ne peut se rendre que sur une tuile Forêt.",
     "Un Homme-Bête ne peut aller que sur une tuile Forêt."),
    (PT, "Au lieu de se déplacer normalement, un Lancier peut se rendre sur n'importe quelle tuile Colline.",
     "Au lieu de se déplacer normalement, un Lancier peut aller sur n'importe quelle tuile Colline."),
    # « grâce à la Magie », « au moyen de la Magie » = « avec Magie »
    (PT, "Lorsqu'une Sorcière de la Forêt bat un ennemi grâce à la Magie, vous pouvez immédiatement replacer un "
         "Homme-Bête capturé sur n'importe quelle tuile Forêt inoccupée.",
     "Lorsqu'une Sorcière de la Forêt bat un ennemi avec Magie vous pouvez immédiatement replacer un Homme-Bête "
     "capturé sur n'importe quelle tuile Forêt inoccupée."),
    (PT, "Un Archer lance un dé de défense supplémentaire lorsqu'il est attaqué grâce à la Magie.",
     "Un Archer lance un dé de défense supplémentaire lorsqu'il est attaqué avec Magie."),
    (PT, "Une Sorcière de la Forêt peut attaquer au moyen de la Magie jusqu'à 3 tuiles.",
     "Une Sorcière de la Forêt peut attaquer avec Magie jusqu'à 3 tuiles."),
    (PT, "Un Druide ne peut attaquer que grâce à la Magie.", "Un Druide ne peut attaquer qu'avec Magie."),
    # « une attaque qui n'est pas une attaque de Magie » = « une attaque autre que Magie »; « lancez un dé ; si vous
    # obtenez … » = « lancez un dé, et si le résultat est … »
    (PT, "Quand un Ranger Maudit est sur le point d'être battu par une attaque qui n'est pas une attaque de Magie, "
         "lancez un dé ; si vous obtenez 4, 5 ou 6, il reste en vie.",
     "Lorsqu'un Ranger Maudit est sur le point d'être battu par une attaque autre que Magie, lancez un dé, et si le "
     "résultat est 4, 5 ou 6, il reste en vie."),
    (PT, "Lorsqu'un Druide est attaqué par une attaque qui n'est pas une attaque de Mêlée, il lance un dé de défense "
         "supplémentaire.",
     "Lorsqu'un Druide est attaqué par une attaque autre que Mêlée, il lance un dé de défense supplémentaire."),
    (PT, "Lorsqu'un Lancier est sur le point d'être battu par une attaque qui n'est pas une attaque à distance, "
         "lancez un dé ; s'il fait 6, il reste en vie.",
     "Lorsqu'un Lancier est sur le point d'être battu par une attaque autre que Distance, lancez un dé, et si le "
     "résultat est 6, il reste en vie."),
    # « contraindre celui-ci à », « forcer ce dernier à » = « l'obliger à »: the unit named last
    (PT, "Lorsque l'Épéiste combat un adversaire sans allié adjacent, il peut choisir un des dés de son adversaire "
         "et contraindre celui-ci à le relancer.",
     "Lorsque l'Épéiste combat un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et "
     "l'obliger à le relancer."),
    (PT, "Lorsqu'un Druide combat un adversaire, il peut choisir un dé de son adversaire et forcer ce dernier à le "
         "relancer.",
     "Lorsqu'un Druide combat un adversaire, il peut choisir un dé de son adversaire et l'obliger à le relancer."),
    (PT, "Lorsqu'un Archer est attaqué, il peut choisir un des dés de l'attaquant et contraindre celui-ci à le "
         "relancer.",
     "Lorsqu'un Archer est attaqué, il peut choisir un dé de l'attaquant et l'obliger à le relancer."),
    # « mais ne la détruit pas » = « sans la détruire »: the object of the act; « non utilisé » = « inutilisé »;
    # « cette nouvelle Charge » = « cette seconde Charge »
    (PB, "Quand cette Unité touche l'Unité ennemie lors d'un Combat ou d'un Tir mais ne la détruit pas, "
         "l'Adversaire doit mettre de côté l'un de ses Jetons Ordre non utilisés, s'il en a, comme s'il l'avait "
         "dépensé.",
     "Quand cette Unité touche lors d'un Combat ou d'un Tir, - mais ne détruit pas l'Unité ennemie - l'Adversaire "
     "doit mettre de côté l'un de ses Jetons Ordre inutilisés, s'il en a, comme s'il l'avait dépensé."),
    (PB, "Quand cette Unité touche l'Unité ennemie lors d'un Tir mais ne la détruit pas, l'Adversaire doit mettre de "
         "côté l'un de ses Jetons Ordre inutilisés.",
     "Quand cette Unité touche l'Unité ennemie lors d'un Tir sans la détruire, l'Adversaire doit mettre de côté "
     "l'un de ses Jetons Ordre inutilisés."),
    (PB, "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre non utilisés.",
     "Quand cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Quand cette Unité charge et détruit une Unité ennemie, lors du même tour elle doit immédiatement Charger "
         "une autre Unité ennemie éligible, sans dépenser de Jetons Ordre pour cette nouvelle Charge.",
     "Quand cette Unité charge et détruit une Unité ennemie, lors du même tour elle doit immédiatement Charger une "
     "autre Unité ennemie éligible, sans dépenser de Jetons Ordre pour cette seconde Charge."),
    (PB, "Quand cette Unité détruit une Unité ennemie, elle peut Charger une autre Unité ennemie éligible sans "
         "dépenser de Jetons Ordre pour cette nouvelle Charge.",
     "Quand cette Unité détruit une Unité ennemie, elle peut Charger une autre Unité ennemie éligible sans dépenser "
     "de Jetons Ordre pour cette seconde Charge."),
    # « (et non Blessure) », « (mais pas Blessure) » = « (pas Blessure) »; « qui se trouve sur elle » = « présent sur
    # elle »; « autant de dés supplémentaires qu'elle porte de Jetons Ordre » = « un dé supplémentaire pour chaque Jeton
    # Ordre présent sur elle »
    (PB, "Durant un Combat, cette Unité lance un dé supplémentaire par Jeton Ordre (et non Blessure) qui se trouve "
         "sur elle.",
     "Durant un Combat, Cette Unité lance un dé supplémentaire pour chaque Jeton Ordre (pas Blessure) présent sur "
     "elle."),
    (PB, "Durant un Combat, cette Unité lance un dé de moins pour chaque Jeton Blessure (et non Ordre) qui est sur "
         "elle.",
     "Durant un Combat, cette Unité lance un dé de moins pour chaque Jeton Blessure (pas Ordre) présent sur elle."),
    (PB, "Lors d'un Tir, cette Unité lance un dé supplémentaire pour chaque Jeton Ordre (mais pas Blessure) qui se "
         "trouve sur elle.",
     "Lors d'un Tir, cette Unité lance un dé supplémentaire pour chaque Jeton Ordre (pas Blessure) présent sur "
     "elle."),
    (PB, "Durant un Combat, cette Unité lance autant de dés supplémentaires qu'elle porte de Jetons Ordre (pas "
         "Blessure).",
     "Durant un Combat, Cette Unité lance un dé supplémentaire pour chaque Jeton Ordre (pas Blessure) présent sur "
     "elle."),
    (PB, "Lors d'un Tir, cette Unité lance autant de dés de plus qu'elle a de Jetons Ordre.",
     "Lors d'un Tir, cette Unité lance un dé de plus pour chaque Jeton Ordre présent sur elle."),
    (PB, "Cette Unité lance autant de dés supplémentaires qu'elle porte de Jetons Blessure lors d'un Combat.",
     "Cette Unité lance un dé supplémentaire pour chaque Jeton Blessure présent sur elle lors d'un Combat."),
    # a cost by the tokens borne: « autant de Jetons Ordre qu'elle en porte », « un nombre de Jetons Ordre égal à
    # celui des Jetons Ordre présents sur elle »; «, au lieu de 1 de plus » = « (au lieu de 1 de plus) »
    (PB, "Donner un ordre à cette Unité coûte autant de Jetons Ordre qu'elle en porte (au lieu de 1 de plus). Le "
         "premier ordre coûte toujours 1 Jeton Ordre, comme toujours.",
     "Donner un ordre à cette Unité coûte le même nombre de Jetons Ordre présents sur elle (au lieu de 1 de plus). "
     "Le premier ordre coûte toujours 1 Jeton Ordre, comme toujours."),
    (PB, "Donner un ordre à cette Unité coûte le même nombre de Jetons Ordre présents sur elle, au lieu de 1 de plus. "
         "Le premier ordre coûte toujours 1 Jeton Ordre, comme toujours.",
     "Donner un ordre à cette Unité coûte le même nombre de Jetons Ordre présents sur elle (au lieu de 1 de plus). "
     "Le premier ordre coûte toujours 1 Jeton Ordre, comme toujours."),
    (PB, "Donner un ordre à cette Unité coûte un nombre de Jetons Ordre égal à celui des Jetons Ordre présents sur "
         "elle (au lieu de 1 de plus). Le premier ordre coûte toujours 1 Jeton Ordre, comme toujours.",
     "Donner un ordre à cette Unité coûte le même nombre de Jetons Ordre présents sur elle (au lieu de 1 de plus). "
     "Le premier ordre coûte toujours 1 Jeton Ordre, comme toujours."),
    (PB, "Donner un ordre à cette Unité coûte autant de Jetons Ordre qu'il en porte.",
     "Donner un ordre à cette Unité coûte le même nombre de Jetons Ordre présents sur elle."),
    (PB, "Donner un ordre à cette Unité coûte le même nombre de Jetons Ordre qui sont sur elle, au lieu d'un de plus.",
     "Donner un ordre à cette Unité coûte le même nombre de Jetons Ordre présents sur elle (au lieu de 1 de plus)."),
    # « Au lieu d'un déplacement normal, » = « Au lieu de se déplacer normalement, »; « Au lieu de déplacer un Druide
    # normalement, vous pouvez aller sur … » = « Au lieu de se déplacer normalement, un Druide peut aller sur … »
    (PT, "Au lieu d'un déplacement normal, un Druide peut aller sur ou lancer une attaque contre n'importe quelle "
         "tuile Forêt.",
     "Au lieu de déplacer un Druide normalement, vous pouvez aller sur ou lancer une attaque contre n'importe "
     "quelle tuile Forêt."),
    (PT, "Au lieu de déplacer un Druide normalement, vous pouvez aller sur ou lancer une attaque contre n'importe "
         "quelle tuile Forêt.",
     "Au lieu de se déplacer normalement, un Druide peut aller sur ou lancer une attaque contre n'importe quelle "
     "tuile Forêt."),
    (PT, "Au lieu d'un déplacement normal, un Homme-Bête peut se déplacer de 2 tuiles.",
     "Au lieu de se déplacer normalement, un Homme-Bête peut se déplacer de 2 tuiles."),
    (PT, "Au lieu de déplacer un Lancier normalement, vous pouvez aller sur n'importe quelle tuile Colline.",
     "Au lieu d'un déplacement normal, un Lancier peut aller sur n'importe quelle tuile Colline."),
]

#: what the forms of PHRASINGS_S39_PARA do not mean, refused
REFUSED_S39_PARA = [
    (PT, "Lorsqu'un Lancier subit une attaque de Forêt, il lance un dé de plus."),  # a terrain is no mode
    (PT, "Lorsqu'un Archer subit une attaque de Magie d'un Druide, il lance un dé de défense supplémentaire."),
    (PT, "Un Lancier lance un dé de plus lorsqu'il attaque grâce à la Forêt."),
    # « autre que » a mode of the game: a terrain is none (it compiled before, as « every attack »)
    (PT, "Lorsqu'un Druide est attaqué par une attaque autre que Forêt, il lance un dé de défense supplémentaire."),
    (PT, "Lorsqu'un Druide est attaqué par une attaque qui n'est pas une attaque de Forêt, il lance un dé de défense "
         "supplémentaire."),
    # the opponent rerolls the die chosen: a die of one's ally is not its (it compiled before, as the opponent's)
    (PT, "Lorsqu'un Lancier combat un adversaire, il peut choisir un dé de son allié et l'obliger à le relancer."),
    # « mais ne la … pas » of the act's own object, said
    (PB, "Quand cette Unité touche lors d'un Combat mais ne la détruit pas, l'Adversaire doit mettre de côté l'un "
         "de ses Jetons Ordre inutilisés."),
    # an act the event does not tell (it compiled before, the condition dropped)
    (PB, "Quand cette Unité touche l'Unité ennemie lors d'un Combat sans la combattre, l'Adversaire doit mettre de "
         "côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Quand cette Unité touche l'Unité ennemie lors d'un Combat mais ne l'attaque pas, l'Adversaire doit mettre "
         "de côté l'un de ses Jetons Ordre inutilisés."),
    # what is left out of a count is another kind of token
    (PB, "Cette Unité lance un dé de plus pour chaque Jeton Ordre (et non Ordre) présent sur elle."),
    # « autant de dés qu'… » without « supplémentaires »: a number of dice thrown, not dice added
    (PB, "Durant un Combat, cette Unité lance autant de dés qu'elle porte de Jetons Ordre."),
    # the tokens the bearer bears (« qu'elle porte »), not the player's
    (PB, "Durant un Combat, cette Unité lance autant de dés supplémentaires que vous portez de Jetons Ordre."),
    # the tokens paid are those counted
    (PB, "Donner un ordre à cette Unité coûte un nombre de Jetons Ordre égal à celui des Jetons Blessure présents "
         "sur elle."),
    # the games replace a unit's move only: another act said would be dropped (it compiled before, as a move)
    (PT, "Au lieu d'une attaque normale, un Druide peut aller sur n'importe quelle tuile Forêt."),
    (PT, "Au lieu d'attaquer normalement, un Druide peut aller sur n'importe quelle tuile Forêt."),
]


#: (lead-para2) more of the paraphrase gaps of Pocket-Tactics and Pocket Battles closed by general forms: after « ; »,
#: a clause of a pronoun subject and effects goes on with the trigger and the subject of the clause before
#: (« …, mais doivent … »), …; each with sentences of other abilities of the same form
PHRASINGS_S39_PARA2 = [
    # « A ; ils doivent … » after a trigger = « A, mais doivent … »
    (PT, "Lorsqu'un Lancier se déplace (hors attaque), tous les Lanciers adjacents peuvent se déplacer avec lui ; ils "
         "doivent toutefois rester adjacents et ne pas attaquer.",
     "Lorsqu'un Lancier se déplace (hors attaque), tous les Lanciers adjacents peuvent se déplacer avec lui mais "
     "doivent cependant rester adjacents et ne pas attaquer."),
    (PT, "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent le suivre ; ils doivent rester adjacents.",
     "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent le suivre mais doivent rester adjacents."),
    (PT, "Lorsqu'un Druide est attaqué, il lance un dé de défense supplémentaire ; il peut relancer un dé.",
     "Lorsqu'un Druide est attaqué, il lance un dé de défense supplémentaire et peut relancer un dé."),
    (PT, "Lorsqu'un Mage Rouge attaque avec Magie, il affecte toutes les unités ennemies adjacentes ; elles lancent le "
         "nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée.",
     "Lorsqu'un Mage Rouge attaque avec Magie, toutes les unités ennemies qui lui sont adjacentes sont affectées et "
     "lancent le nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée."),
    (PB, "Quand cette Unité est attaquée, elle lance un dé supplémentaire ; elle peut relancer un dé.",
     "Quand cette Unité est attaquée, elle lance un dé supplémentaire et peut relancer un dé."),
    (PB, "Quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre ; il doit mettre de côté l'un de ses Jetons "
         "Ordre inutilisés.",
     "Quand cette Unité est détruite, l'Adversaire perd un Jeton Ordre et doit mettre de côté l'un de ses Jetons Ordre "
     "inutilisés."),
    # dice said to the player (« lancez »): a moment said anywhere is the dice's (« lancez lors du Combat … »);
    # « Lors du Combat » = « Lors d'un Combat »; « lancez pour la Charge deux dés » = « … deux dés pour la Charge »
    (PB, "Lors du Combat, lancez 2 dés supplémentaires pour la Charge au lieu d'un lorsque cette Unité Charge.",
     "Lorsque cette Unité Charge, lancez lors du Combat 2 dés supplémentaires pour la Charge au lieu d'un."),
    (PB, "Quand cette Unité Charge, lors du Combat, lancez pour la Charge 2 dés supplémentaires au lieu d'un.",
     "Lorsque cette Unité Charge, lancez lors du Combat 2 dés supplémentaires pour la Charge au lieu d'un."),
    (PB, "Lors d'un Combat, lancez deux dés de plus.", "Lancez deux dés supplémentaires lors d'un Combat."),
    (PB, "Pendant le Tir, lancez un dé supplémentaire.", "Lancez un dé supplémentaire lors d'un Tir."),
    (PB, "Lancez un dé supplémentaire durant un Tir.", "Lancez un dé supplémentaire lors d'un Tir."),
    (PB, "Lors du Combat, cette Unité lance un dé de moins.", "Durant un Combat, cette Unité lance un dé de moins."),
    (PB, "Cette Unité lance pour la Charge deux dés supplémentaires.",
     "Cette Unité lance deux dés supplémentaires pour la Charge."),
    (PB, "Durant un Combat, cette Unité lance pour chaque Jeton Ordre présent sur elle un dé supplémentaire.",
     "Durant un Combat, cette Unité lance un dé supplémentaire pour chaque Jeton Ordre présent sur elle."),
    # « chaque unité ennemie qui lui est adjacente », « chaque allié adjacent » = « toutes les unités ennemies qui lui
    # sont adjacentes », « tous les alliés adjacents »: the common noun « unité » of a side or a place, as a game noun
    (PT, "Quand un Mage Rouge attaque avec Magie, chaque unité ennemie qui lui est adjacente est affectée et lance le "
         "nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée.",
     "Lorsqu'un Mage Rouge attaque avec Magie toutes les unités ennemies qui lui sont adjacentes sont affectées et "
     "lancent le nombre de dés du personnage ayant la valeur d'attaque et de défense la plus élevée."),
    (PT, "Chaque unité alliée adjacente lance un dé de défense supplémentaire.",
     "Toutes les unités alliées adjacentes lancent un dé de défense supplémentaire."),
    (PT, "Chaque allié adjacent lance un dé de défense supplémentaire.",
     "Tous les alliés adjacents lancent un dé de défense supplémentaire."),
    (PT, "Chaque unité ennemie adjacente à un Ranger Maudit lance un dé d'attaque de moins.",
     "Toutes les unités ennemies adjacentes à un Ranger Maudit lancent un dé d'attaque de moins."),
    # « Tout allié adjacent qui est attaqué peut … » = « Lorsqu'un allié adjacent est attaqué, il peut … »: what one
    # unit of a side and place does, said in a relative, is when (as of a game noun)
    (PT, "Tout allié adjacent qui est attaqué peut permuter sa place avec la Jeune Fille au Bouclier.",
     "Lorsque un allié adjacent est attaqué il peut permuter sa place avec la Jeune Fille au Bouclier."),
    (PT, "Un allié adjacent qui est attaqué peut permuter sa place avec la Jeune Fille au Bouclier.",
     "Lorsque un allié adjacent est attaqué il peut permuter sa place avec la Jeune Fille au Bouclier."),
    (PT, "Une unité alliée adjacente qui est attaquée lance un dé de défense supplémentaire.",
     "Lorsqu'une unité alliée adjacente est attaquée, elle lance un dé de défense supplémentaire."),
    (PT, "Toute unité ennemie adjacente qui attaque lance un dé d'attaque de moins.",
     "Lorsqu'une unité ennemie adjacente attaque, elle lance un dé d'attaque de moins."),
]

#: what the forms of PHRASINGS_S39_PARA2 do not mean, refused
REFUSED_S39_PARA2 = [
    # after « . » a sentence of its own: the duty alone does nothing the game does (refused as before)
    (PT, "Lorsqu'un Lancier se déplace (hors attaque), tous les Lanciers adjacents peuvent se déplacer avec lui. Ils "
         "doivent rester adjacents et ne pas attaquer."),
    # a pronoun that cannot stand for the subject before does not go on with its trigger
    (PT, "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent le suivre ; elles doivent rester adjacentes."),
    # no trigger before « ; »: two sentences
    (PT, "Un Lancier peut se déplacer avec un Druide ; il doit rester adjacent."),
    # what the dice are for, said twice
    (PB, "Lorsque cette Unité Charge, lancez pour la Charge 2 dés supplémentaires pour la Charge."),
    # the dice of one attack during another (tests/dsl/test_acting_para2.py plays the rest)
    (PB, "Lors du Tir, lancez 2 dés supplémentaires pour la Charge."),
]


#: (lead-para3) more of the paraphrase gaps of Pocket-Tactics and Pocket Battles closed by general forms: a prohibition in
#: the passive (« Aucun … ne peut être effectué par … »), an act going on (« en train de … »), the order given said from
#: the player's side (« Vous pouvez donner un ordre à … pour … »), a concession as an infinitive subject (« Avoir fait …
#: n'empêche pas … de … »), …; each with sentences of other abilities of the same form
PHRASINGS_S39_PARA3 = [
    # « Aucun X ne peut être effectué par Y » = « Y ne peut pas effectuer de X »; « n'est effectué » = « n'effectue »
    (PB, "Aucun Redéploiement d'Unité ne peut être effectué par cette Unité.",
     "Cette Unité ne peut pas effectuer de Redéploiement d'Unité."),
    (PB, "Aucune Charge n'est effectuée par cette Unité.", "Cette Unité n'effectue aucune Charge."),
    (PB, "Aucun Tir ne peut être fait par les Unités ennemies adjacentes.",
     "Les Unités ennemies adjacentes ne peuvent pas tirer."),
    (PT, "Aucune Attaque Distante ne peut être lancée par un Archer.", "Un Archer ne peut lancer aucune Attaque Distante."),
    # « en train de » + an infinitive = the present: « une Unité (qui est) en train de Charger » = « … qui Charge »
    (PB, "Cette Unité peut tirer depuis l'Arrière d'un Secteur. Cette caractéristique ne peut pas être utilisée pour "
         "tirer sur une Unité en train de Charger.",
     "Cette Unité peut tirer depuis l'Arrière d'un Secteur. Cette caractéristique ne peut pas être utilisée pour "
     "tirer contre une Unité qui Charge."),
    (PB, "Cette Unité peut tirer depuis l'Arrière d'un Secteur, mais pas contre une Unité qui est en train de Charger.",
     "Cette Unité peut tirer depuis l'Arrière d'un Secteur, mais pas contre une Unité qui Charge."),
    (PB, "Lorsque cette Unité est en train de Charger, elle lance un dé supplémentaire.",
     "Lorsque cette Unité Charge, elle lance un dé supplémentaire."),
    (PT, "Lorsqu'un Lancier est en train de se déplacer, les Lanciers adjacents peuvent le suivre.",
     "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent le suivre."),
    (PT, "Un Archer lance un dé de défense supplémentaire contre une unité en train d'attaquer avec Magie.",
     "Un Archer lance un dé de défense supplémentaire contre une unité qui attaque avec Magie."),
    # « Vous pouvez donner un ordre à X pour réaliser une Y » = « X peut recevoir un ordre pour réaliser une Y »
    (PB, "Vous pouvez donner un ordre à cette Unité pour réaliser une Action même si elle a fait un Redéploiement "
         "d'Unité lors de la première phase du tour.",
     "Cette Unité peut recevoir un ordre pour réaliser une Action même si elle a fait un Redéploiement d'Unité lors "
     "de la première phase du tour."),
    (PB, "Vous pouvez donner un ordre à cette Unité afin de réaliser une Action même après avoir fait un "
         "Redéploiement d'Unité.",
     "Cette Unité peut recevoir un ordre pour réaliser une Action même après avoir fait un Redéploiement d'Unité."),
    (PB, "Vous pouvez donner un ordre à cette Unité pour réaliser une Action.",
     "Cette Unité peut recevoir un ordre pour réaliser une Action."),
    # « Avoir fait X n'empêche pas Y de … » = « Y peut … même si elle a fait X »
    (PB, "Avoir fait un Redéploiement d'Unité lors de la première phase du tour n'empêche pas cette Unité de recevoir "
         "un ordre pour réaliser une Action.",
     "Cette Unité peut recevoir un ordre pour réaliser une Action même si elle a fait un Redéploiement d'Unité lors "
     "de la première phase du tour."),
    (PB, "Avoir effectué un Redéploiement d'Unité n'empêche pas cette Unité de recevoir un ordre pour réaliser une "
         "Action.",
     "Cette Unité peut recevoir un ordre pour réaliser une Action même si elle a fait un Redéploiement d'Unité."),
    # « retirer / enlever un Jeton Blessure d'une Unité » = « récupérer un Jeton Blessure de … » (from where said)
    (PB, "Donnez un ordre à cette Unité pour retirer un Jeton Blessure de n'importe quelle Unité amie. Le Jeton Ordre "
         "récupéré peut être utilisé immédiatement.",
     "Donnez un ordre à cette Unité pour récupérer un Jeton Blessure de n'importe quelle Unité amie. Le Jeton Ordre "
     "récupéré peut être utilisé immédiatement."),
    (PB, "Donnez un ordre à cette Unité pour enlever un Jeton Blessure d'une Unité amie de votre choix.",
     "Donnez un ordre à cette Unité pour récupérer un Jeton Blessure d'une Unité amie de votre choix."),
    (PB, "Pour retirer un Jeton Blessure de n'importe quelle Unité amie, donnez un ordre à cette Unité.",
     "Donnez un ordre à cette Unité pour récupérer un Jeton Blessure de n'importe quelle Unité amie."),
    # « le Jeton Ordre ainsi récupéré » = « le Jeton Ordre récupéré »; « réutilisé », « réutiliser » = « utilisé »
    (PB, "Donnez un ordre à cette Unité pour récupérer un Jeton Blessure de n'importe quelle Unité amie. Le Jeton "
         "Ordre ainsi récupéré peut être réutilisé immédiatement.",
     "Donnez un ordre à cette Unité pour récupérer un Jeton Blessure de n'importe quelle Unité amie. Le Jeton Ordre "
     "récupéré peut être utilisé immédiatement."),
    (PB, "Donnez un ordre à cette Unité pour récupérer un Jeton Blessure de n'importe quelle Unité amie. Vous pouvez "
         "réutiliser immédiatement le Jeton Ordre ainsi récupéré.",
     "Donnez un ordre à cette Unité pour récupérer un Jeton Blessure de n'importe quelle Unité amie. Le Jeton Ordre "
     "récupéré peut être utilisé immédiatement."),
    # « N coups ou plus » = « au moins N coups »
    (PB, "Si cette Unité donne un coup ou plus lors d'un Combat ou lors d'un Tir, elle donne 2 coups supplémentaires.",
     "Si cette Unité donne au moins 1 coup lors d'un Combat ou lors d'un Tir, elle donne 2 coups supplémentaires."),
    (PB, "Si cette Unité inflige deux coups ou plus lors d'un Combat, elle inflige un coup supplémentaire.",
     "Si cette Unité inflige au moins deux coups lors d'un Combat, elle inflige un coup supplémentaire."),
    (PB, "Quand cette Unité donne 1 coup ou plus lors d'un Tir, l'Adversaire perd un Jeton Ordre.",
     "Quand cette Unité donne au moins 1 coup lors d'un Tir, l'Adversaire perd un Jeton Ordre."),
]

#: what the forms of PHRASINGS_S39_PARA3 do not mean, refused (parsing or compiling)
REFUSED_S39_PARA3 = [
    # a passive prohibition names who is forbidden (« par … »): without an agent, or against a target, refused
    (PB, "Aucun Redéploiement d'Unité ne peut être effectué."),
    (PB, "Aucun Tir ne peut être effectué contre cette Unité."),
    (PB, "Aucun Jeton Ordre ne peut être effectué par cette Unité."),  # not an act the game asks about
    # the order is the player's to give
    (PB, "Il peut donner un ordre à cette Unité pour réaliser une Action."),
    # a concession qualifies the permission to receive an order only, of what the unit did
    (PB, "Avoir fait un Redéploiement d'Unité n'empêche pas cette Unité de tirer."),
    (PB, "Avoir fait une Charge n'empêche pas cette Unité de recevoir un ordre pour réaliser une Action."),
    (PB, "Cette Unité peut recevoir un ordre pour réaliser une Action même si vous avez fait un Redéploiement "
         "d'Unité."),
    (PB, "Vous pouvez donner un ordre à cette Unité pour réaliser une Action même si une Unité amie a fait un "
         "Redéploiement d'Unité."),
    # a token taken off an enemy, an order token taken off a unit, a token from nowhere
    (PB, "Donnez un ordre à cette Unité pour retirer un Jeton Blessure d'une Unité ennemie."),
    (PB, "Donnez un ordre à cette Unité pour retirer un Jeton Ordre de n'importe quelle Unité amie."),
    (PB, "Donnez un ordre à cette Unité pour retirer un Jeton Blessure."),
    # « ainsi » of what no effect of the ability did; what is « utilisable » of anything but the token taken back
    (PT, "Lorsqu'une Sorcière de la Forêt bat un ennemi avec Magie, vous pouvez immédiatement replacer un Homme-Bête "
         "ainsi capturé sur n'importe quelle tuile Forêt inoccupée."),
    (PB, "Le Jeton Ordre ainsi récupéré peut être utilisé immédiatement."),
    (PB, "Cette Unité peut être utilisée immédiatement."),
    # « ou plus » of hits said in a circumstance only, not of the hits an effect gives
    (PB, "Cette Unité donne un coup ou plus."),
]


#: (lead-pb2) an author's audit of new abilities: a restriction by exclusion, rerolls of the dice that missed
LEAD_PB2_NEW_ABILITIES = [
    (PB, "Cette Unité ne peut être chargée que par une Cavalerie.",
     "Cette Unité ne peut pas être chargée par une unité autre qu'une Cavalerie."),
    (PB, "Cette Unité n'est chargée que par une Cavalerie.",
     "Durant une Charge, cette Unité ne peut pas être attaquée par une unité autre qu'une Cavalerie."),
    (PT, "Un Druide ne peut pas être attaqué par une unité qui n'est pas un Archer.",
     "Un Druide ne peut être attaqué que par un Archer."),
    (PT, "Un Druide n'est attaqué que par un Archer ou un Lancier.",
     "Un Druide ne peut pas être attaqué par une unité autre qu'un Archer ou qu'un Lancier."),
    (PT, "Les unités alliées qui ne sont pas des Druides lancent un dé de défense supplémentaire.",
     "Les unités alliées autres que les Druides lancent un dé de défense supplémentaire."),
    (PB, "Cette Unité relance les dés qui ne touchent pas.", "Cette Unité relance ses dés ratés."),
    (PB, "Cette Unité relance automatiquement ses dés qui n'ont pas touché.", "Cette Unité relance ses dés manqués."),
    (PB, "Cette Unité peut relancer ses dés de tir manqués.", "Cette Unité peut relancer ses dés de Tir ratés."),
]


#: Epic army books (lead-epic3: the Eldar and Chaos lists, tests/epic_ref/data/ost_biel_tan.txt, legion_noire.txt): a
#: circumstance at the head of a clause said of its subject, a rule cited with « un / une », « leur » as « son »,
#: « lors du tir » as the moment of extra attacks, « couverture » = « couvert », « au lieu d'un PI par perte », « par
#: perte » = « par perte infligée », « sans … possible », « tous les deux tours » = « un tour sur deux »
EPIC_ARMY_BOOKS_3 = [
    (EPIC, "Pendant le mouvement, cette unité ignore les terrains dangereux et infranchissables",
     "Ignore les terrains dangereux et infranchissables pendant le mouvement"),
    (EPIC, "Lorsqu'elle charge, cette formation a +1 au résultat des assauts", "+1 au résultat des assauts en charge"),
    (EPIC, "En feu croisé, cette unité ignore -1 Svg", "Ignore -1 Svg en feu croisé"),
    (EPIC, "Lorsqu'elle charge, son mouvement est doublé", "Double mouvement en charge"),
    (EPIC, "Pendant le mouvement, les formations amies à moins de 15 cm ignorent les terrains dangereux",
     "Les formations à moins de 15 cm ignorent les terrains dangereux pendant le mouvement"),
    (EPIC, "Cette unité est un Marcheur", "Marcheurs"),
    (EPIC, "Cette arme est une macro-arme", "Macro Armes"),
    (EPIC, "Est un Éclaireur et un Infiltrateur", "Eclaireurs et Infiltrateurs"),
    (EPIC, "Toutes les formations amies situées à 15 cm ou moins ajoutent +1 à leur résultat d'assaut",
     "Les formations à moins de 15 cm ont +1 au résultat des assauts"),
    (EPIC, "Les formations à moins de 15 cm ajoutent +1 à leur test d'action",
     "Les formations à moins de 15 cm ont +1 aux tests d'action"),
    (EPIC, "Ajoute une attaque lors du tir", "Ajoute une attaque en tir"),
    (EPIC, "Une attaque supplémentaire lors du tir", "Ajoute une attaque en tir"),
    (EPIC, "Lors d'un assaut, ajoute deux attaques", "Ajoute 2 attaques en assaut"),
    (EPIC, "Ajoute une attaque lors du tir et de l'assaut", "Ajoute une attaque en tir et en assaut"),
    (EPIC, "Ignore la couverture", "Ignore le couvert"),
    (EPIC, "Cette arme ignore la couverture",
     "Ignore le modificateur de couvert au jet pour toucher et les sauvegardes de couvert"),
    (EPIC, "Les sauvegardes de couverture sont ignorées", "Ignore les sauvegardes de couvert"),
    (EPIC, "Génère un PI par touche au lieu d'un PI par perte", "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Génère un pion d'impact par touche au lieu d'un pion d'impact par perte infligée",
     "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Génère un PI par touche et non par perte", "Génère un PI par touche et non par perte infligée"),
    (EPIC, "Sans sauvegarde possible", "Aucune sauvegarde"),
    (EPIC, "Inflige trois points de dégâts aux engins de guerre, sans sauvegarde possible",
     "Aucune sauvegarde. Inflige 3 points de dégâts aux Engins de guerre"),
    (EPIC, "Cette arme ne peut tirer que tous les deux tours", "Tir un tour sur deux"),
    (EPIC, "Tire seulement tous les deux tours", "Ne tire qu'un tour sur deux"),
    (EPIC, "Tir tous les trois tours", "Ne tire qu'un tour sur trois"),
]


#: Epic army books citing rules by name (lead-epic4, tests/epic_ref/test_citations.py): the rules named with the noun
#: « règle » (« A la règle … », « Possède les règles … et … », « Bénéficie des règles … ») cite them as « Est … » does
EPIC_CITED_RULES = [
    (EPIC, "A la règle Marcheur", "Est Marcheur"),
    (EPIC, "Cette unité possède les règles Commandant et Meneur", "Commandant et Meneur"),
    (EPIC, "Bénéficie des règles Éclaireur et Infiltrateur", "Est un Éclaireur et un Infiltrateur"),
    (EPIC, "Cette unité a la règle Sans Peur et ignore les terrains dangereux",
     "Sans Peur. Ignore les terrains dangereux"),
]


#: (lead-epic2) Epic lines that name their units (« Les Scarabées comptent comme … »): the subject is the line's
#: ``nomme`` (the game gives the line to those units, games/epic_ref/nommees.py), said with any article that means
#: all of them; « cette unité » in such a line is each of them (the same clauses as said of the subject)
EPIC_NAMED_UNITS = [
    (EPIC, "Chaque Rhino ignore les terrains dangereux", "Les Rhinos ignorent les terrains dangereux"),
    (EPIC, "Tout Rhino ignore les terrains dangereux", "Les Rhinos ignorent les terrains dangereux"),
    (EPIC, "Un Rhino ignore les terrains dangereux", "Les Rhinos ignorent les terrains dangereux"),
    (EPIC, "Le Rhino ignore les terrains dangereux", "Les Rhinos ignorent les terrains dangereux"),
    (EPIC, "Les Rhinos de la formation relancent leurs sauvegardes ratées", "Les Rhinos relancent leurs Svg ratées"),
    (EPIC, "Les Rhinos amis relancent leurs sauvegardes ratées", "Les Rhinos relancent leurs Svg ratées"),
    (EPIC, "Chaque véhicule ignore les terrains dangereux", "Les véhicules ignorent les terrains dangereux"),
    (EPIC, "Les unités d'infanterie relancent leurs sauvegardes ratées", "L'infanterie relance ses sauvegardes ratées"),
    (EPIC, "Chaque Rhino est Sans Peur", "Les Rhinos sont Sans Peur"),
    (EPIC, "Les Rhinos ont la règle Sans Peur", "Les Rhinos sont Sans Peur"),
    (EPIC, "Les Rhinos sont des Marcheurs", "Chaque Rhino est un Marcheur"),
    (EPIC, "Les Marines Tactiques ont +1 pour toucher en fusillade",
     "Chaque Marines Tactiques a +1 pour toucher en fusillade"),
    (EPIC, "Les Rhinos comptent comme de l'infanterie pour les terrains dangereux ; cette unité ignore les zones de "
           "contrôle ennemies",
     "Les Rhinos comptent comme de l'infanterie pour les terrains dangereux. Les Rhinos ignorent les zones de "
     "contrôle ennemies"),
    (EPIC, "Chaque Rhino double son mouvement en charge", "Les Rhinos ont un mouvement doublé en charge"),
]


#: (lead-adv) an adversarial audit of the forms above: dice named by their action said with another moment, that
#: moment is when (it was dropped: the dice of every Combat)
LEAD_ADV = [
    (PB, "Cette Unité lance un dé de combat supplémentaire lors d'une Charge.",
     "Durant une Charge, cette Unité lance un dé de combat supplémentaire."),
    (PB, "Cette Unité lance trois dés de combat lors d'une Charge.",
     "Durant une Charge, cette Unité lance toujours trois dés de combat."),
]


#: lead-fac: what two new faction files (tests/dsl/data/horde_des_marais_pocket_tactics.txt,
#: grecs_pocket_battles.txt) said otherwise than the cookbook's rows
LEAD_FAC_AUTHORED = [
    # « deux de ses Jetons Ordre » = « deux Jetons Ordre » (as « l'un de ses » is one of them)
    (PB, "Quand cette Unité détruit une Unité ennemie, l'Adversaire doit mettre de côté deux de ses Jetons Ordre "
         "inutilisés.",
     "Quand cette Unité détruit une Unité ennemie, l'Adversaire doit mettre de côté deux Jetons Ordre inutilisés."),
]

#: (lead-left) the attack made during a riposte is the riposte: the unit attacked attacks back
LEAD_LEFT = [
    (PB, "Durant une Riposte, lorsque cette Unité attaque, elle lance un dé supplémentaire.",
     "Lorsque cette Unité riposte, elle lance un dé supplémentaire."),
    (PB, "Lors d'une Riposte, lorsque cette Unité attaque, elle lance un dé de moins.",
     "Lorsque cette Unité riposte, elle lance un dé de moins."),
]

#: (lead-gaps) the paraphrase gaps closed: « l'accompagner » = « le suivre »; « tirer dans les Zones » = « tirer sur
#: les Zones »; « un Jeton Ordre inutilisé » = « l'un de ses Jetons Ordre inutilisés »; « Si » + an act that only
#: happens = « Lorsque »; « elle en donne 2 supplémentaires » (the hits counted before); « Dès que … donne au moins 1
#: coup …, elle donne 2 coups de plus » = « Si … »; moments said at the head of hits counted (« Lors d'un Combat ou
#: lors d'un Tir, si … ») or of dice; « qui est (tenu) en réserve »; « lancez … pour cette Unité »; the tile before the
#: object (« invoquer / replacer sur une tuile Forêt vide un … »); « donner lors du même tour des Ordres … »;
#: « Résolvez successivement … »; at the head, « Sur une tuile Forêt vide, … peuvent être invoqués », « Contre des
#: unités jusqu'à 2 tuiles de distance, … »; « On ne peut pas attaquer (charger) X » = « X ne peut pas être attaqué(e) »;
#: « X peut permuter sa place avec lui » = « il peut permuter sa place avec X »; « … se déplacer avec un Lancier
#: lorsqu'il se déplace, mais doivent … » = « Lorsqu'un Lancier se déplace, … se déplacer avec lui mais doivent … »
LEAD_GAPS = [
    (PT, "Lorsqu'un Druide se déplace, un Archer adjacent peut l'accompagner.",
     "Lorsqu'un Druide se déplace, un Archer adjacent peut se déplacer avec lui."),
    (PT, "Quand un Épéiste se déplace, les Druides adjacents peuvent l'accompagner.",
     "Quand un Épéiste se déplace, les Druides adjacents peuvent le suivre."),
    (PB, "Cette Unité peut tirer dans l'Arrière des Secteurs adjacents.",
     "Cette Unité peut tirer sur l'Arrière des Secteurs adjacents."),
    (PB, "Cette Unité peut tirer dans la Zone Avant et dans les Zones de Combat des Secteurs adjacents.",
     "Cette Unité peut tirer sur les Zones Avant et les Zones de Combat des Secteurs adjacents."),
    (PB, "Lorsque cette Unité est détruite, l'Adversaire met de côté un Jeton Ordre non utilisé.",
     "Lorsque cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Lorsque cette Unité charge, son Adversaire doit défausser un Jeton Ordre inutilisé.",
     "Lorsque cette Unité charge, son Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PT, "S'il bat un ennemi, un Homme-Bête Maraudeur peut se déplacer d'une tuile.",
     "Lorsqu'il bat un ennemi, un Homme-Bête Maraudeur peut se déplacer d'une tuile."),
    (PB, "Si cette Unité est détruite, l'Adversaire doit mettre de côté un Jeton Ordre inutilisé.",
     "Lorsque cette Unité est détruite, l'Adversaire doit mettre de côté l'un de ses Jetons Ordre inutilisés."),
    (PB, "Si cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre.",
     "Quand cette Unité détruit une Unité ennemie, l'Adversaire perd un Jeton Ordre."),
    (PB, "Si cette Unité inflige au moins un coup lors d'un Combat, elle en inflige 2 de plus.",
     "Si cette Unité donne au moins 1 coup lors d'un Combat, elle donne 2 coups supplémentaires."),
    (PB, "Lorsque cette Unité donne 2 coups ou plus lors d'un Tir, elle en donne un supplémentaire.",
     "Si cette Unité donne au moins 2 coups lors d'un Tir, elle donne 1 coup supplémentaire."),
    (PB, "Quand cette Unité inflige au moins 2 coups lors d'un Tir, elle inflige un coup de plus.",
     "Si cette Unité donne au moins 2 coups lors d'un Tir, elle donne 1 coup supplémentaire."),
    (PB, "Durant un Combat ou un Tir, si cette Unité donne au moins 1 coup, elle donne 1 coup de plus.",
     "Si cette Unité donne au moins 1 coup lors d'un Combat ou d'un Tir, elle donne 1 coup supplémentaire."),
    (PB, "Pendant un Combat ou pendant un Tir, dès que cette Unité donne au moins 1 coup, elle en donne 1 de plus.",
     "Si cette Unité donne au moins 1 coup lors d'un Combat ou d'un Tir, elle donne 1 coup supplémentaire."),
    (PB, "Lors d'un Combat, si cette Unité donne au moins 1 coup, elle donne 2 coups supplémentaires.",
     "Si cette Unité donne au moins 1 coup lors d'un Combat, elle donne 2 coups supplémentaires."),
    (PB, "Si cette Unité donne au moins 1 coup, elle donne 2 coups supplémentaires lors d'un Combat ou d'un Tir.",
     "Si cette Unité donne au moins 1 coup lors d'un Combat ou d'un Tir, elle donne 2 coups supplémentaires."),
    (PB, "Lors d'un Combat ou d'un Tir, cette Unité lance un dé supplémentaire.",
     "Cette Unité lance un dé supplémentaire lors d'un Combat ou d'un Tir."),
    (PT, "Les Archers qui sont en réserve peuvent être invoqués sur une tuile Colline vide.",
     "Les Archers tenus en réserve peuvent être invoqués sur une tuile Colline vide."),
    (PT, "Un Druide qui se trouve en réserve peut être invoqué sur une tuile Forêt vide.",
     "Un Druide tenu en réserve peut être invoqué sur une tuile Forêt vide."),
    (PB, "Lors d'un Combat, lancez un dé supplémentaire pour cette Unité.",
     "Lors d'un Combat, cette Unité lance un dé supplémentaire."),
    (PB, "Quand vous tirez, lancez 2 dés supplémentaires pour cette Unité.",
     "Quand vous tirez, cette Unité lance 2 dés supplémentaires."),
    (PT, "Lancez un dé de défense supplémentaire pour un Lancier.", "Un Lancier lance un dé de défense supplémentaire."),
    (PT, "Vous pouvez invoquer sur une tuile Colline libre un Archer qui est en réserve.",
     "Un Archer tenu en réserve peut être invoqué sur une tuile Colline vide."),
    (PT, "Lorsqu'une Sorcière de la Forêt bat un ennemi avec Magie, vous pouvez replacer sur une tuile Forêt vide un "
         "Homme-Bête capturé.",
     "Lorsqu'une Sorcière de la Forêt bat un ennemi avec Magie, vous pouvez replacer un Homme-Bête capturé sur une "
     "tuile Forêt vide."),
    (PB, "Donnez un ordre à cette Unité pour donner lors du même tour des Ordres à deux autres Unités amies.",
     "Donnez un ordre à cette Unité pour donner des Ordres à deux autres Unités amies lors du même tour."),
    (PB, "Donnez un ordre à cette Unité pour donner des Ordres à deux autres Unités amies. Résolvez un par un les "
         "Ordres émis.",
     "Donnez un ordre à cette Unité pour donner des Ordres à deux autres Unités amies. Résolvez les Ordres émis les "
     "uns après les autres."),
    (PT, "Sur une tuile Colline libre, un Archer tenu en réserve peut être invoqué.",
     "Un Archer tenu en réserve peut être invoqué sur une tuile Colline vide."),
    (PT, "Contre une cible à 3 tuiles au plus, un Druide peut lancer une Attaque Distante.",
     "Un Druide peut lancer une Attaque Distante contre des unités jusqu'à 3 tuiles de distance."),
    (PT, "On ne peut pas attaquer un Druide avec Magie.", "Un Druide ne peut pas être attaqué avec Magie."),
    (PT, "On ne peut jamais attaquer une Jeune Fille au Bouclier à distance.",
     "Une Jeune Fille au Bouclier ne peut pas être attaquée à distance."),
    (PB, "On ne peut pas charger cette Unité.", "Cette Unité ne peut pas être chargée."),
    # a swap said from either side; the unit moved with named in the effect, taken up by the trigger's pronoun
    (PT, "Lorsqu'un allié voisin est attaqué, un Épéiste peut échanger sa place avec lui.",
     "Lorsqu'un allié adjacent est attaqué, il peut permuter sa place avec un Épéiste."),
    (PT, "Quand une unité alliée adjacente est attaquée, un Druide peut permuter sa place avec elle.",
     "Quand une unité alliée adjacente est attaquée, elle peut permuter sa place avec un Druide."),
    (PT, "Les Druides adjacents peuvent se déplacer avec un Archer lorsqu'il se déplace.",
     "Lorsqu'un Archer se déplace, les Druides adjacents peuvent se déplacer avec lui."),
    (PT, "Les Épéistes adjacents peuvent se déplacer avec un Druide lorsqu'il se déplace, mais doivent rester "
         "adjacents.",
     "Lorsqu'un Druide se déplace, les Épéistes adjacents peuvent se déplacer avec lui mais doivent rester adjacents."),
]

#: (lead-gaps) what those forms do not mean, refused at their words (line 1, column)
LEAD_GAPS_REFUSED = [
    (PT, "Lorsqu'un Druide se déplace, les Archers adjacents peuvent les accompagner.", 60),  # one unit followed
    (PB, "Cette Unité peut tirer sur une Unité sur la Zone Avant.", 18),  # the second target replaced the first
    (PT, "Tant qu'une Sorcière de la Forêt bat un ennemi, vous pouvez replacer un Homme-Bête capturé sur une tuile "
         "Forêt vide.", 1),  # « tant que » says a state, « bat » an event
    (PB, "Cette Unité en donne 2 supplémentaires.", 13),  # « en » takes up nothing
    (PB, "Lorsque cette Unité charge, elle en donne 2 supplémentaires.", 34),  # no hits counted before
    (PB, "Cette Unité peut relancer un dé lors d'un Combat ou d'un Tir.", 33),  # either moment, of a reroll
    (PB, "Lors d'un Combat ou d'un Tir, cette Unité lance un dé supplémentaire lors d'un Combat.", 1),
    (PB, "Cette Unité lance 2 dés supplémentaires pour cette Unité.", 1),  # whose dice: two subjects
    (PT, "Sur une tuile Forêt adjacente, un Archer peut être invoqué.", 5),  # a tile at the head, not empty
    (PT, "Sur une tuile Forêt vide, un Archer lance un dé de plus.", 5),  # nothing goes to that tile
    (PT, "Un Archer tenu en réserve peut être invoqué.", 32),  # summoned where?
    (PT, "Contre des unités jusqu'à 2 tuiles de distance, un Archer lance un dé de plus.", 1),  # no attack launched
    (PT, "On ne peut pas se déplacer un Druide.", 1),  # « on » attacks or charges a unit
    # after a condition said last, does it hold of what « mais » adds? (after a trigger: the same event)
    (PT, "Un Archer peut tirer jusqu'à 3 tuiles s'il est sur une tuile Colline, mais ne peut pas se déplacer.", 1),
]

#: lead-epic, a Tau and a Necron list written by a new author: « et » before « double » joins two clauses, distances
#: in « centimètres », a weapon's « Les tirs de cette arme … », a rule's name with a moment after a subject, the passive
#: with « peut être », whose rolls the passive's subject says (« … de cette unité »: the bearer's), « en outre »
EPIC_NEW_AUTHOR = [
    (EPIC, "Cette unité ignore les zones de contrôle ennemies et double son mouvement lorsqu'elle charge.",
     "Double mouvement en charge Ignore les zones de contrôle ennemies"),
    (EPIC, "Les formations amies situées à moins de trente centimètres bénéficient de +1 pour toucher en tir.",
     "Les formations à moins de 30 cm ont +1 pour toucher en tir"),
    (EPIC, "Zone de contrôle de 10 centimètres", "Zone de contrôle de 10 cm"),
    (EPIC, "Les tirs de cette arme ignorent la couverture.", "Ignore le couvert"),
    (EPIC, "Cette unité frappe en premier au corps à corps.", "Frappe en premier au corps à corps"),
    (EPIC, "Les sauvegardes ratées peuvent être relancées.", "Les sauvegardes ratées sont relancées"),
    (EPIC, "Les sauvegardes de couvert peuvent être ignorées.", "Les sauvegardes de couvert sont ignorées"),
    (EPIC, "Les sauvegardes ratées de cette unité sont relancées.", "Relance des Svg ratées"),
    (EPIC, "Les jets de sauvegarde ratés de cette unité peuvent être relancés.", "Relance des Svg ratées"),
    (EPIC, "Les sauvegardes ratées des unités de cette formation sont relancées une fois par tour.",
     "Relance ses sauvegardes ratées une fois par tour"),
    (EPIC, "Les tests de terrain dangereux ratés de cette formation sont relancés.",
     "Relance les tests de terrain dangereux ratés"),
    (EPIC, "Cette unité dispose en outre d'une sauvegarde invulnérable à 4+.", "Sauvegarde invulnérable de 4+"),
]

#: (lead-pb) what a new designer's Persian army wrote (tests/dsl/data/perses_pocket_battles.txt)
LEAD_PB_PERSES = [
    (PB, "Donner un ordre à cette Unité coûte un Jeton Ordre supplémentaire.",
     "Donner un ordre à cette Unité coûte un Jeton Ordre de plus."),
    (PB, "Chaque ordre donné à cette Unité coûte deux Jetons Ordre en plus.",
     "Donner un ordre à cette Unité coûte deux Jetons Ordre de plus."),
    (PB, "Cette Unité ne peut effectuer ni Déplacement Tactique ni Redéploiement d'Unité.",
     "Cette Unité ne peut pas effectuer de Déplacement Tactique ni de Redéploiement d'Unité."),
    (PB, "Cette Unité ne peut effectuer ni Charge ni Tir.", "Cette Unité ne peut ni charger ni tirer."),
    (PB, "Les Unités qui chargent cette Unité lancent un dé de moins.",
     "Lorsque cette Unité est chargée, l'Unité qui la charge lance un dé de moins."),
    (PB, "L'Unité ennemie qui charge cette Unité peut relancer un dé.",
     "Quand une Unité ennemie charge cette Unité, son Adversaire peut relancer un dé."),
    # « Charge » is feminine (vocabulary « féminins »): the other attacks of « que par un Tir » render « une Charge »
    (PB, "Cette Unité ne peut être attaquée que par un Tir.", "Cette Unité ne peut pas être attaquée par une Charge."),
    (PB, "Lorsque cette Unité est attaquée, l'attaquant lance un dé de moins.",
     "L'Unité ennemie qui attaque cette Unité lance un dé de moins."),
    (PB, "Tant que cette Unité porte un Jeton Blessure, elle lance un dé de plus lors d'un Combat.",
     "Si cette Unité porte au moins un Jeton Blessure, elle lance un dé supplémentaire lors d'un Combat."),
    (PB, "Tant qu'elle porte au moins 2 Jetons Ordre, cette Unité ne peut pas charger.",
     "Cette Unité ne peut pas charger si elle porte deux Jetons Ordre."),
]

#: (lead-pb2) a condition's pronoun beside units other than the bearer: one that cannot stand for them (its number,
#: its gender) is the bearer (tests/dsl/test_acting_pronoun_beside_others.py)
LEAD_PB2_PRONOUNS = [
    (PB, "Tant qu'elle est à l'Arrière, les Unités alliées du même Secteur lancent un dé de plus lors d'un Tir.",
     "Tant que cette Unité est à l'Arrière, les Unités alliées du même Secteur lancent un dé de plus lors d'un Tir."),
    (PB, "Les Unités ennemies du même Secteur lancent un dé de moins lors d'un Combat si elle est dans la Zone Avant.",
     "Si cette Unité est dans la Zone Avant, les Unités ennemies du même Secteur lancent un dé de moins lors d'un "
     "Combat."),
    (PT, "Tant qu'elle est sur une tuile Eau, les ennemis adjacents lancent un dé d'attaque de moins.",
     "Tant que cette Unité est sur une tuile Eau, les ennemis adjacents lancent un dé d'attaque de moins."),
]

#: (lead-pb2) forms the Persian army's designer wrote, not read before (tests/dsl/test_acting_pb_forms_left.py)
LEAD_PB2_FORMS = [
    (PB, "Si cette Unité est blessée, elle lance un dé de plus lors d'un Combat.",
     "Si cette Unité porte au moins un Jeton Blessure, elle lance un dé supplémentaire lors d'un Combat."),
    (PB, "Tant qu'elle est blessée, cette Unité ne peut pas charger.",
     "Tant qu'elle porte un Jeton Blessure, cette Unité ne peut pas charger."),
    (PB, "Cette Unité ne peut être la cible d'un Tir que si elle est dans la Zone de Combat.",
     "Cette Unité ne peut pas être la cible d'un Tir, sauf si elle est dans la Zone de Combat."),
    (PB, "Cette Unité ne peut charger que si elle est dans la Zone Avant.",
     "Cette Unité ne peut pas charger, sauf si elle est dans la Zone Avant."),
    (PB, "Cette Unité lance un dé de plus lors d'une Charge mais ne peut pas Poursuivre le Combat.",
     "Cette Unité lance un dé de plus lors d'une Charge, mais elle ne peut pas Poursuivre le Combat."),
    (PB, "Vous pouvez relancer un dé de Tir de cette Unité.", "Cette Unité peut relancer un dé de Tir."),
    (PB, "Cette Unité lance trois dés de Combat, jamais plus.", "Cette Unité ne lance jamais plus de trois dés de Combat."),
    (PB, "Cette Unité lance deux dés de Tir, jamais moins.", "Cette Unité ne lance jamais moins de deux dés de Tir."),
    (PB, "Quand on donne un ordre à cette Unité, l'Adversaire perd un Jeton Ordre.",
     "Quand vous donnez un ordre à cette Unité, l'Adversaire perd un Jeton Ordre."),
]


#: (lead-pt2) a Pocket-Tactics designer's words for forms read before
LEAD_PT2 = [
    (PT, "Un Archer ne peut pas tirer.", "Un Archer ne peut pas effectuer d'Attaque Distante."),
    (PT, "Un Archer n'a pas le droit de tirer.", "Un Archer ne peut pas lancer d'Attaque Distante."),
    (PT, "Un Archer ne peut tirer que s'il est sur une tuile Colline.",
     "Un Archer ne peut pas effectuer d'Attaque Distante, sauf s'il est sur une tuile Colline."),
    (PT, "Un Druide ne peut attaquer que s'il est adjacent à un Homme-Bête allié.",
     "Sauf s'il est adjacent à un Homme-Bête allié, un Druide ne peut pas attaquer."),
    (PT, "Tant qu'un Druide est en vie, les Hommes-Bêtes alliés lancent un dé de défense supplémentaire.",
     "Tant qu'un Druide est sur la carte, les Hommes-Bêtes alliés lancent un dé de défense supplémentaire."),
    (PT, "Tant qu'un Druide est en jeu, les Hommes-Bêtes alliés lancent un dé de défense supplémentaire.",
     "Si un Druide est sur la carte, les Hommes-Bêtes alliés lancent 1 dé supplémentaire en défense."),
    (PT, "Quand un Lancier est invoqué, il peut se déplacer d'une tuile.",
     "Lorsqu'un Lancier est invoqué, il peut se déplacer d'une tuile."),
    (PT, "Chaque Lancier peut relancer un dé pour chaque Lancier allié adjacent.",
     "Un Lancier peut relancer 1 dé pour chaque Lancier allié adjacent."),
]

CONSTRUCTS = (PLACED_IN_A_TRIGGER + AUDIT_PARAPHRASE_FORMS + LOST_AT_AN_EVENT + TERRAIN_NOT_MOMENT + AUDIT_PB + EPIC_ARMY_LIST + RELATIVE_IS_WHEN + IN_AT_THE_HEAD + WORD_ORDER + ASIDES + SEMICOLON + CONCESSION + THE_UNIT + NEGATED + DICE_SAID_AHEAD + PER_PERIOD + SAID_OTHERWISE + RIPOSTE_AND_AGENTS + PLURAL_SUBJECTS + ADVANCING + AFFECTS + IN_PLAY + AUTOMATIC + PLAYER_AND_UNIT + STATES_OF_THE_SUBJECT + SAID_BEFORE_THE_SUBJECT + CONSISTENT + ROLES + NEITHER + DICE_SHARING_A_VERB + SMALL_FORMS + VERB_SYNONYMS + STANDING + ONE_OF_ITS + MODES + REACH + GAINED_DICE + LIMITS + PRESENT_PROHIBITIONS
              + OPPONENT + AHEAD + BESIDE + TOKENS + SHEET + ATTACK_OF_A_MODE + DICE_OF_A_VALUE + ORDERS_RECEIVED
              + AGAINST + ATTACKED_BY + COST_CHANGED + SMALL_WORDS + REACH_SAID_OTHERWISE + REACH_GROWN
              + PER_UNIT_AROUND + NAMED_ORDERS + ANCHOR_ARTICLE + FIGHTING_A_KIND + FORMAL + ATTACKED_BY_A_KIND + ONLY
              + DICE_KINDS + DICE_SET + IN_A_ZONE + DROWNING
              + CATAPHORA + SAME_SECTOR + OBJECT_FOUGHT
              + AUDIT_PB + PT_AUTHOR_AUDIT
              + AUDIT_PARAPHRASE_FORMS
              + CIRCUMSTANCE_INSIDE + EACH_OF_A_GROUP + IMPERSONAL_PROHIBITIONS
              + EPIC_AUDIT_REWORDINGS
              + EPIC_SHEET_VERBS + EPIC_SHEET_REWORDED
              + DESIGNER_FORMS
              + PHRASINGS_S39_PARA + EPIC_NEW_AUTHOR
              + PHRASINGS_S39_PARA2
              + PHRASINGS_S39_PARA3
              + LEAD_PB2_NEW_ABILITIES
              + EPIC_ARMY_BOOKS_3
              + EPIC_CITED_RULES
              + EPIC_NAMED_UNITS
              + LEAD_ADV
              + LEAD_FAC_AUTHORED
              + LEAD_LEFT
              + LEAD_PB_PERSES
              + LEAD_GAPS
              + LEAD_PT2
              + LEAD_PB2_PRONOUNS
              + LEAD_PB2_FORMS)


def parse(game, text):
    return dsl.parse_ability(text, game=game)


@pytest.mark.parametrize("game, new, known", CONSTRUCTS, ids=[r[1][:60] for r in CONSTRUCTS])
def test_a_new_phrasing_gives_the_known_ast(game, new, known):
    ast = parse(game, new)
    assert ast == parse(game, known)
    dsl.compile_ability(ast, name="Test", vocabulary=dsl.vocabulary_of(game))


REFUSED = [
    # a line names one subject, all of its units (lead-epic2: « Les Rhinos … »)
    (EPIC, "Les Rhinos ignorent les terrains dangereux. Les Predators relancent leurs sauvegardes ratées"),
    (EPIC, "Des Rhinos ignorent les terrains dangereux"),
    (EPIC, "Deux Rhinos ignorent les terrains dangereux"),
    (EPIC, "Ces Rhinos ignorent les terrains dangereux"),
    (EPIC, "Les Rhinos ennemis ignorent les terrains dangereux"),
    # « et » before a verb joins clauses of one subject: a participle said of its subject stands alone,
    # and a clause is said after « et »
    (EPIC, "Son mouvement est doublé et ignore les zones de contrôle ennemies"),
    (EPIC, "Relance des Svg ratées et"),
    # the same verb twice says nothing more: refused rather than read as one
    (PT, "Un Druide peut aller sur une tuile Forêt ou aller sur elle."),
    (PT, "Un Archer peut tirer jusqu'à 3 tuiles ;"),  # « ; » joins two sentences: the second is missing
    (PT, "Lorsqu'il attaque lors d'un Druide, un Lancier relance ses 1."),  # a unit is no moment
    # « Dans … » at the head: a zone the subject stands in, or the sectors whose zones a shot is at
    (PB, "Dans les Secteurs adjacents, cette Unité lance un dé de plus lors d'un Combat."),
    # what is left out of a count is another kind of token
    (PB, "Cette Unité lance un dé de plus pour chaque Jeton Ordre présent sur elle (les Jetons Ordre ne comptent pas)."),
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
    # « perd » takes a number of dice or tokens
    (PB, "Tant que cette Unité est sur le Champ de Bataille, l'Adversaire perd x Jetons Ordre."),
    # « ne coûte aucun » says what it costs: a noun
    (PB, "Donner un ordre à cette Unité ne coûte aucun."),
    # a present-tense prohibition of a move says where (« ne va jamais sur une tuile Eau »)
    (PT, "Un Lancier ne va jamais."),
    # « ni » joins two units fought by one act, not a unit to another act, nor a unit to a mode
    (PT, "Un Druide ne peut pas se déplacer ni un Lancier."),
    (PT, "Un Archer ne peut pas attaquer un Druide ni en Magie."),
    (PT, "Un Archer ne peut pas attaquer ni par un Druide."),
    (PT, "Un Archer ne peut attaquer ni un Druide."),
    # « cette attaque » is what the attacker does, after a circumstance that says the attack: of « affecte » only
    (PT, "Lorsqu'un Mage Rouge attaque, cette attaque lance un dé de plus."),
    (PT, "Lorsqu'un Mage Rouge se déplace, cette attaque affecte toutes les unités ennemies adjacentes."),
    (PT, "Cette attaque affecte toutes les unités ennemies adjacentes."),
    # a tile an enemy holds is one an attack goes to, not a move; held by an enemy, not by any unit
    (PT, "Un Druide peut aller sur une tuile Forêt occupée par un ennemi."),
    (PT, "Un Druide peut aller sur ou attaquer une tuile Forêt occupée par des ennemis."),
    (PT, "Un Druide peut attaquer une tuile Forêt occupée par un allié."),
    (PT, "Un Druide peut attaquer une tuile Forêt occupée par un Archer."),
    # « ne … que sur des tuiles X »: of a move only, and terrains of the game, not all of them
    (PT, "Un Druide ne peut attaquer que sur des tuiles Forêt."),
    (PT, "Un Druide ne peut se déplacer que sur des tuiles Druide."),
    (PT, "Un Druide ne peut se déplacer que sur des tuiles Forêt, Colline, Village, Champs ou Eau."),
    (PT, "Un Druide ne peut aller que sur une tuile Forêt ou Colline ou Village ou Champs ou Eau."),
    # « ne peut être battu que … » says a mode, not a kind of attack or a unit
    (PT, "Un Homme-Bête Juggernaut ne peut être battu que par des Attaques Proches."),
    (PT, "Un Homme-Bête Juggernaut ne peut être battu que par un Druide."),
    # « depuis une tuile » says where an attack or a shot comes from, not where a unit moves or defends
    (PT, "Lorsqu'un Druide se déplace depuis une tuile Forêt, il lance un dé de plus."),
    (PT, "Lorsqu'un Lancier se défend depuis une tuile Colline, il lance un dé de plus."),
    # « ni sur une tuile » goes with a move to a tile
    (PT, "Un Archer ne peut pas attaquer en Mêlée ni sur une tuile Eau."),
    (PT, "Un Archer ne se déplace jamais ni sur une tuile Eau."),
    # the agent of a prohibition is placed, nothing else (its permission names the unit fought only)
    (PT, "Un Lancier ne peut pas être attaqué par un Homme-Bête qui attaque."),
    # an anchor is one unit: « adjacent à deux Lanciers » counts (« pour chaque Lancier adjacent »)
    (PT, "Un Conscrit adjacent à deux Lanciers lance un dé de défense supplémentaire."),
    (PT, "Les unités alliées adjacentes à trois Druides lancent un dé de défense supplémentaire."),
    # an automatic survival is no choice
    (PT, "Lorsqu'un Mage Rouge va être battu, il peut survivre automatiquement."),
    # « ne … pas sur une tuile » is a move's: an attack is not said so
    (PT, "Un Lancier n'attaque jamais sur une tuile Eau."),
    # « être battu par » says nothing of the action that beats: only « être attaqué par » does
    (PT, "Un Lancier n'est jamais battu par une Attaque Distante."),
    # « votre » says whose opponent; other nouns take « vos » or another determiner
    (PT, "Votre Archer peut relancer un dé."),
    # a roll said at the head must be something the effect says
    (PT, "En défense, un Archer peut tirer jusqu'à 3 tuiles."),
    (PT, "En Mêlée, un Archer peut relancer un dé."),
    # « sur une tuile » at the head says where the subject is: a named subject
    (PT, "Sur une tuile Forêt, il lance un dé supplémentaire."),
    # Pocket Battles: « en Combat » says when, not how one attacks
    (PB, "Cette Unité ne peut pas charger en Combat."),
    # « gratuit »: Pocket-Tactics pays nothing in tokens
    (PT, "Un Archer est gratuit."),
    # an order of a unit, by the game's name of an order
    (PB, "Le Légionnaire de cette Unité est gratuit."),
    # dice the game does not throw: PB names its dice by « Combat », « Tir », « Charge »
    (PB, "Cette Unité peut relancer tous ses dés de Redéploiement d'Unité."),
    (PT, "Un Archer peut relancer tous ses dés de Mêlée."),
    # « chargée par … »: a Charge attacks; the unit that charges is said « Quand un Cavalier charge cette Unité »
    (PB, "Lorsque cette Unité est chargée par un Cavalier, elle lance un dé de plus."),
    # « la charge » takes up the unit the main clause names: a pronoun names none
    (PB, "Quand une Unité ennemie la charge, elle lance un dé de plus."),
    # « une fois de plus » repeats an act, it limits nothing
    (PT, "Une fois de plus par tour, un Archer peut relancer un dé."),
    # « la cible subit » a modifier of one of its rolls
    (EPIC, "La cible subit +1 pour toucher"),
    # « lors de » one moment: two are not one situation
    (EPIC, "Mouvement doublé lors d'une charge et d'une retraite"),
    # a sheet clause is said of its bearer, or of its side's formations around it: not of the enemy, nor of
    # some unit
    (EPIC, "Les ennemis ignorent les terrains dangereux"),
    (EPIC, "Les unités ennemies ignorent les terrains dangereux"),
    (EPIC, "Une unité relance ses sauvegardes ratées"),
    (EPIC, "Les formations ennemies à moins de 15 cm relancent leurs tests d'action ratés"),
    # Epic's only second save is never modified: one that does not say so is not read as such
    (EPIC, "Deuxième sauvegarde à 4+"),
    # a line modifies its bearer's rolls, its target's save or (an aura) its side's: not the enemy's
    (EPIC, "-1 aux tests d'action de l'ennemi à moins de 15 cm"),
    # suffering a save's modifier: the game modifies only a shooter's target's save (« La cible subit … »)
    (EPIC, "Subit -1 à sa sauvegarde"),
    # « retire un PI »: the rally already removes some; a line says how many more
    (EPIC, "Retire un PI lors du ralliement"),
    # « reçoit / a une attaque » does not say one more (attacked? one attack in all?)
    (EPIC, "Reçoit une attaque en assaut"),
    (EPIC, "A une attaque en assaut"),
    # the bearer's weapons do not cross terrain: a clause the game asks of no weapon
    (EPIC, "Ses tirs ignorent les terrains dangereux"),
    (EPIC, "Ses armes relancent leurs sauvegardes ratées"),
    # « est doublé »: what is?
    (EPIC, "Est doublé en charge"),
    # a cause the game gives no modifier
    (EPIC, "Ignore le malus dû à la pluie"),
    # « à côté de » wants whom
    (PT, "Les unités ennemies à côté de lancent un dé."),
    # « contre X » says against whom a roll is made: no roll, nothing to say it of
    (PT, "Un Archer ne peut pas attaquer contre un Homme-Bête."),
    # … and one roll: two effects against one unit are two sentences
    (PT, "Un Archer peut relancer un dé contre un Druide et lance un dé de défense de moins."),
    # a charge has no mode of attack
    (PB, "Cette Unité ne peut pas être chargée avec Magie."),
    # « la portée » is said « la portée d'un … »
    (PT, "Sa portée est de 3 tuiles."),
    # a reach holds against any unit: « la cible » is one already named, a unit named is not any
    (PT, "Un Archer peut tirer sur la cible jusqu'à 3 tuiles."),
    (PT, "Un Archer peut attaquer un Druide jusqu'à 3 tuiles."),
    # a reach is an attack's, not a move's
    (PT, "Un Archer peut aller sur une cible jusqu'à 3 tuiles."),
    # a reach grows by a number of tiles, « sa portée » is the unit's a circumstance names
    (PT, "Un Archer peut se déplacer de x tuiles supplémentaires."),
    (PT, "Une portée augmente de 1."),
    # « compte double », not « triple »
    (PT, "Un Conscrit compte triple lorsqu'il aide un allié."),
    # « en plus » after dice only
    (PT, "Un Archer lance en plus un dé."),
    # « ni » is a negation's: not after « peut »
    (PT, "Un Lancier peut attaquer ni se déplacer."),
    # « ni en Magie » repeats an act said in a mode
    (PT, "Un Lancier ne peut pas attaquer ni en Magie."),
    # dice said after « et » with no verb follow dice
    (PT, "Un Lancier peut relancer un dé et un dé de moins en attaque."),
    (PT, "Un Lancier lance un dé supplémentaire et un dé."),
    # « l'attaquant » is the opponent of a unit that defends; « le défenseur » of one that attacks
    (PT, "Lorsqu'un Épéiste attaque, l'attaquant lance un dé de moins."),
    (PT, "L'attaquant lance un dé de moins."),
    (PT, "Lorsqu'un Épéiste est attaqué, le défenseur lance un dé de moins."),
    # « qui l'attaque » names the unit that attacks, not a kind of unit
    (PT, "Lorsqu'un Épéiste est attaqué, un Archer qui l'attaque lance un dé de moins."),
    # « suivre » names whom: one unit
    (PT, "Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent les suivre."),
    (PT, "Un Lancier peut suivre."),
    # « faire relancer » says to whom
    (PT, "Un Druide peut faire relancer un dé."),
    # « cases » is a distance: a number before it
    (PT, "Un Archer peut tirer jusqu'à cases."),
    # half a sentence, English
    (PT, "Un Lancier ne peut ni."),
    (PT, "The attacker rolls one die less."),
    # a state said in a condition is the named unit's: one unit, named once
    (PT, "Lorsqu'il n'a aucun allié adjacent, il lance un dé d'attaque de plus."),
    (PT, "Lorsqu'un Épéiste n'a aucun allié adjacent, un Archer lance un dé d'attaque de plus."),
    # (« adjacent à au moins deux autres Archers » is read: a count of neighbours, tests/dsl/test_counted_neighbours.py)
    # after its noun, the participle of an act every game's units undergo (« attaqué »), not any participle
    (PT, "Un Archer battu lance un dé de défense de moins."),
    (PT, "Un Archer chargé lance un dé de défense de moins."),
    # « après avoir » + a participle; the reflexive after « après s'être »
    (PT, "Après s'être battu, un Épéiste peut se déplacer d'une tuile."),
    (PT, "Après avoir déplacé un allié, un Épéiste peut attaquer."),
    # « ses dés »: whose? a unit named
    (PT, "Lors du lancement de ses dés d'attaque, vous pouvez relancer tous les dés."),
    # « vous … avec cette Unité »: the player acts through a unit, a unit does not
    (PB, "Lorsqu'une Unité ennemie tire avec cette Unité, elle lance un dé supplémentaire."),
    # « participe à » an action of the game
    (PB, "Quand cette Unité participe à une Unité ennemie, elle lance un dé supplémentaire."),
    # « ou de … » another roll
    (PT, "Un Druide peut relancer un dé d'attaque ou de Magie."),
    # a passive's agent in a relative but the subject's: the patient, its noun, would be lost (« qui attaque »)
    (PT, "Lorsqu'un Épéiste combat une unité qui est attaquée par un Archer, il lance un dé d'attaque de plus."),
    (PT, "Un Druide peut relancer un dé lorsqu'il combat un Lancier attaqué par un Archer."),
    # « ni » in the present tense: the next act negated (« ni n'attaque »)
    (PT, "Un Druide ne se déplace jamais ni attaque."),
    # « affecte » says when (a circumstance or a relative: whose act affects them), with no modality, first
    (PT, "Un Mage Rouge affecte toutes les unités ennemies adjacentes."),
    (PT, "Un Mage Rouge peut affecter les unités ennemies adjacentes lorsqu'il attaque."),
    (PT, "Un Mage Rouge affecte."),
    # « traverser » what: a tile or units
    (PT, "Un Ranger Maudit peut traverser."),
    # « automatiquement » is no choice: not with « peut », and not of an act that is not a reroll or a survival
    (PT, "Un Archer peut relancer automatiquement ses 1."),
    (PT, "Un Archer lance automatiquement un dé."),
    # « riposter » is being attacked where the unit attacked throws dice only in its riposte (PB), not in PT
    (PT, "Lorsqu'il riposte, un Lancier lance un dé de plus."),
    # « sans dépenser de … » spares an order's tokens, and names an order of the game by its verb
    (PB, "Cette Unité peut Charger sans dépenser de Jeton Blessure."),
    (PB, "Cette Unité peut attaquer sans dépenser de Jeton Ordre."),
    (PB, "Cette Unité peut Charger sans dépenser de Jeton Ordre et tirer."),
    # « en jeu »: on the game's battlefield (Pocket-Tactics' « carte » since lead-pt2, LEAD_PT2), said whole
    (PB, "Tant que cette Unité est en, vous avez un Jeton Ordre supplémentaire."),
]


#: what a construct does not mean, refused where it is said: (game, text, column of the refused words)
REFUSED_AT = [
    # « deux fois » with no period: per turn? per game? (« Une fois par tour, » limits the uses, not the attacks)
    (PT, "Une fois par tour, un Épéiste peut attaquer deux fois.", 36),
    (PT, "Un Épéiste peut attaquer deux fois.", 17),
    # a reach is an attack's (« attaquer avec Magie jusqu'à 2 tuiles »): « tirer avec Magie » says two ways
    (PT, "Un Druide peut tirer avec Magie jusqu'à 2 tuiles.", 16),
    # « deux dés qui font 1 »: the dice showing a value are all of them
    (PT, "Un Archer peut relancer deux dés qui font 1.", 16),
    # the target of an attack, not of one named attack
    (PT, "Un Druide ne peut pas être la cible de cette attaque de Magie.", 40),
    # a mode must be one of the game's
    (PT, "Un Druide ne peut pas être la cible d'une attaque de Forêt.", 39),
    (PT, "Un Lancier ne peut pas attaquer au Village.", 36),
    # who receives the order must be said, not a pronoun whose unit the act would lose
    (PB, "Lorsqu'elle reçoit un ordre, cette Unité lance un dé supplémentaire.", 8),
    # « être chargé » in a game that has no Charge
    (PT, "Un Archer ne peut pas être chargé.", 23),
    # a reach holds against any unit: the game asks it of the shooter alone
    (PT, "Un Archer peut tirer sur un Druide jusqu'à 3 tuiles.", 16),
    # a named order is an infinitive: after a modality only
    (PB, "Cette Unité Abandonner le Combat.", 13),
    # « ne … que » a mode: of an attack only; all the game's modes leave nothing forbidden
    (PT, "Un Druide ne peut se déplacer qu'avec Magie.", 14),
    (PT, "Un Druide ne peut attaquer qu'avec Magie ou Mêlée ou Distance.", 14),
    # « ne … que par » one of the game's attacks (its vocabulary's « attaques ») or kinds of unit (lead-pb2: « que par
    # des Lanciers » is read, « … par une unité autre qu'un Lancier »), not a terrain
    (PT, "Un Druide ne peut être attaqué que par des Forêts.", 40),
    # « immunisé contre » a mode or an attack of the game
    (PT, "Un Druide est immunisé contre la Forêt.", 31),
    # « Depuis …, » says where a shot is made from
    (PB, "Depuis l'Arrière d'un Secteur, cette Unité peut relancer un dé.", 8),
    # a number of dice is a number (« ne lance que deux dés »), never « des dés »
    (PT, "Un Archer ne lance que des dés de défense.", 24),
    # « jamais plus de … » a number of dice: not of anything else
    (PT, "Un Archer ne lance jamais plus de deux Attaques Distantes.", 40),
    # a cost changed by how many tokens? a number
    (PB, "Donner un ordre à cette Unité coûte x Jetons Ordre de moins.", 31),
    # digits between brackets repeat the number in words: another number is refused where it stands
    (PT, "Un Archer peut tirer jusqu'à deux (3) tuiles.", 35),
    # « alors » after a circumstance, not alone
    (PT, "Alors un Archer peut relancer un dé.", 1),
    # « 1D6 » is a number of dice: not after a word
    (PT, "Un Archer lance unD6 supplémentaire.", 17),
    # « Pour chaque …, » / « Au lieu d'un dé, » at the head say more dice
    (PT, "Pour chaque unité alliée adjacente, un Archer peut se déplacer.", 6),
    (PT, "Au lieu d'un dé, un Archer peut relancer ses 1.", 1),
    # « prendre sa place »: the place of the unit named (« la place » of whom?)
    (PT, "Quand une unité alliée adjacente est attaquée, un Lancier peut prendre la place.", 64),
    # « contre une Attaque Proche » is said of the unit that defends
    (PT, "Lorsqu'un Archer attaque contre une Attaque Proche, il relance ses 1.", 8),
    (PT, "Lorsqu'un Lancier se défend contre une attaque de Lancier, il relance ses 1.", 29),
    # « Cette capacité ne s'applique pas … » restricts an ability that names an attack, in a mode it does not say
    (PT, "Un Archer lance un dé de défense supplémentaire. Cette capacité ne s'applique pas aux attaques de Magie.", 1),
    (PT, "Lorsqu'un Archer est attaqué avec Mêlée, il relance ses 1. Cette capacité ne s'applique pas aux attaques "
         "de Magie.", 1),
    # « sauf si » / « à moins que » say a condition
    (PT, "Un Archer lance un dé d'attaque supplémentaire, sauf si.", 56),
    (PT, "Un Archer lance un dé d'attaque supplémentaire, à moins qu'il ne soit.", 70),
]


@pytest.mark.parametrize("game, text, column", REFUSED_AT, ids=[r[1][:60] for r in REFUSED_AT])
def test_refused_where_it_is_said(game, text, column):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert (error.value.line, error.value.column) == (1, column)


@pytest.mark.parametrize("game, text", REFUSED, ids=[r[1][:60] for r in REFUSED])
def test_refused(game, text):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert error.value.line == 1 and error.value.column >= 1


#: limits of uses (rulekit.dsl.utilisations): read and counted of what a player decides to use (a
#: reroll, an effect after an event, tests/dsl/test_utilisations.py); refused of an answer the
#: game reads at every question, which no player uses (more dice, a reach)
COUNTED = [
    (PT, "Une fois par tour, un Druide peut relancer tous ses dés de défense."),
    (PT, "Un Druide peut relancer tous ses dés de défense une fois par tour."),
    (PT, "Une seule fois par tour, un Archer peut relancer un dé."),
    (PT, "Une fois par tour, lorsqu'un Homme-Bête Maraudeur bat un ennemi, il peut se déplacer d'une tuile."),
    (PB, "Une fois par tour, cette Unité peut relancer un dé."),
    (PB, "Durant un Combat, cette Unité peut relancer un dé une fois par tour."),
]
UNCOUNTED = [
    (PT, "Une fois par partie, un Archer lance un dé supplémentaire en attaque."),
    (PT, "Une fois par tour, un Archer peut tirer jusqu'à 3 tuiles."),
    (PB, "Une fois par partie, lors d'un Combat, cette Unité lance un dé supplémentaire."),
]


#: tokens lost when an event happens: one is set aside (CONSISTENT); more is a count the game asks, not an
#: event's effect
WAITS_FOR_AN_EVENT = [
    (PB, "Quand cette Unité est détruite, l'Adversaire perd deux Jetons Ordre."),
    (PB, "Lorsque cette Unité est détruite, votre adversaire a un Jeton Ordre de plus."),
]


#: an act the game never asks about, read and refused at compile time with what the game does ask
NOT_ASKED = [
    (PT, "Un Conscrit ne peut pas venir en aide à une unité alliée.", "venir en aide"),
    (PT, "Un Conscrit peut venir en aide à une unité alliée.", "venir en aide"),
    # passing through tiles or units: no game asks it (a PT unit steps to a free tile, or over an ally)
    (PT, "Un Ranger Maudit peut traverser une tuile Eau.", "traverser"),
    (PT, "Un Homme-Bête Stalker peut traverser les unités ennemies.", "traverser"),
    (PT, "Un Lancier ne peut pas traverser une tuile Forêt.", "traverser"),
]


#: a prohibition against a unit where the game's « permis » does not name it (PB's shooter or charger), and a
#: permission to attack a unit (« permis » holds already): refused at compile time, saying why
AGAINST_A_UNIT_REFUSED = [
    (PB, "Cette Unité ne peut pas attaquer un Char.", "il ne dit pas contre quelle unité"),
    (PB, "Cette Unité ne peut pas charger un Cavalier.", "il ne dit pas contre quelle unité"),
    (PB, "Cette Unité ne peut pas tirer sur un Char.", "la permission de tirer ne dit que"),
    (PT, "Un Archer peut attaquer un Druide.", "peut déjà attaquer toute unité"),
]


@pytest.mark.parametrize("game, text, why", AGAINST_A_UNIT_REFUSED, ids=[r[1][:60] for r in AGAINST_A_UNIT_REFUSED])
def test_a_unit_the_game_cannot_tell_apart_is_refused(game, text, why):
    with pytest.raises((dsl.RulesSemanticError, dsl.CompileError), match=why):
        dsl.compile_ability(parse(game, text), name="t", text=text, vocabulary=dsl.vocabulary_of(game))


def test_a_prohibition_against_a_unit_compiles_where_the_game_names_it():
    for game, text in ((PT, "Un Archer ne peut pas attaquer un Druide."),
                       (PB, "Cette Unité ne peut pas être attaquée par un Char.")):
        dsl.compile_ability(parse(game, text), name="t", text=text, vocabulary=dsl.vocabulary_of(game))


@pytest.mark.parametrize("game, text, act", NOT_ASKED, ids=[r[1][:60] for r in NOT_ASKED])
def test_an_act_the_game_does_not_ask_is_refused_naming_what_it_asks(game, text, act):
    ast = parse(game, text)
    assert parse(game, dsl.render(ast)) == ast
    with pytest.raises(dsl.RulesSemanticError, match=act) as info:
        dsl.compile_ability(ast, name="t", text=text, vocabulary=dsl.vocabulary_of(game))
    assert "<texte>:1:1" in str(info.value) and "attaquer" in info.value.supported


@pytest.mark.parametrize("game, text", WAITS_FOR_AN_EVENT, ids=[r[1][:60] for r in WAITS_FOR_AN_EVENT])
def test_tokens_lost_at_an_event_are_refused(game, text):
    with pytest.raises(dsl.RulesSemanticError, match="est un événement") as info:
        dsl.compile_ability(parse(game, text), name="t", text=text, vocabulary=dsl.vocabulary_of(game))
    assert "<texte>:1:1" in str(info.value)


def test_a_move_grown_after_an_event_is_refused():
    """A move after an event is a move of its own: it says its length, not that it is longer."""
    text = "Chaque fois qu'un Archer bat un ennemi, il peut se déplacer d'une tuile supplémentaire."
    with pytest.raises(dsl.RulesSemanticError, match="après un événement") as info:
        dsl.compile_ability(parse(PT, text), name="t", text=text, vocabulary=dsl.vocabulary_of(PT))
    assert "<texte>:1:1" in str(info.value)


@pytest.mark.parametrize("text, mine, theirs", [
    ("Tant que cette Unité est sur le Champ de Bataille, vous disposez d'un Jeton Ordre supplémentaire.", 1, 0),
    ("Tant que cette Unité est sur le Champ de Bataille, son propriétaire dispose d'un Jeton Ordre de plus.", 1, 0),
    ("Tant que cette Unité est sur le Champ de Bataille, l'Adversaire perd un Jeton Ordre.", 0, -1),
    ("Tant que cette Unité est sur le Champ de Bataille, votre adversaire a un Jeton Ordre de moins.", 0, -1),
])
def test_tokens_said_otherwise_act(monkeypatch, text, mine, theirs):
    """The tokens of each player (Pocket Battles: size / 10, as the characteristics change it), with
    and without the sentence on the bearer's troop: the player it names gets one more or one fewer."""
    from tests.dsl.acting import pb_give
    from tests.pocket_battles.conftest import bataille, unite

    def totals(reserve):  # the scenario checks that each player's tokens add up to its total
        m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 1), unite("C1", 1, "Guerrier×2", "arrière", 1)],
                     reserve=reserve)
        return m.total_jetons(0), m.total_jetons(1)

    before = totals((6, 6))
    pb_give(monkeypatch, "Légionnaire", text)
    assert totals((6 + mine, 6 + theirs)) == (before[0] + mine, before[1] + theirs)


@pytest.mark.parametrize("game, text", COUNTED, ids=[r[1][:60] for r in COUNTED])
def test_a_limit_of_what_a_player_uses_is_counted(game, text):
    ast = parse(game, text)
    limits = [c for p in ast.phrases for c in p.circonstances if isinstance(c, dsl.ast.Frequence)]
    assert len(limits) == 1  # read: the limit is in the AST, not dropped
    ability = dsl.compile_ability(ast, name="t", text=text, vocabulary=dsl.vocabulary_of(game))
    assert ability.modifiers or ability.triggers or ability.replacements


@pytest.mark.parametrize("game, text", UNCOUNTED, ids=[r[1][:60] for r in UNCOUNTED])
def test_a_limit_of_what_no_player_uses_is_refused(game, text):
    ast = parse(game, text)
    with pytest.raises(dsl.RulesSemanticError, match="posée à chaque fois") as info:
        dsl.compile_ability(ast, name="t", text=text, vocabulary=dsl.vocabulary_of(game))
    assert "<texte>:1:1" in str(info.value)
    assert any("relancer" in s for s in info.value.supported)


def test_a_limit_refused_in_a_faction_file_names_file_line_and_column(tmp_path):
    path = tmp_path / "druides.txt"
    path.write_text("jeu : pocket_tactics\nfaction : Druides\n\n"
                    "capacité Écorce : Une fois par tour, un Druide lance un dé de défense supplémentaire.\n",
                    encoding="utf-8")
    with pytest.raises(dsl.RulesSemanticError, match="une fois par tour") as info:
        dsl.load_faction(path, vocabulary=dsl.vocabulary_of(PT))
    err = info.value
    assert (err.file, err.line, err.column) == (str(path), 4, 19)
    assert any("Une fois par partie, X peut relancer" in s for s in err.supported)


@pytest.mark.parametrize("game, new, known", CONSTRUCTS, ids=[r[1][:60] for r in CONSTRUCTS])
def test_the_canonical_french_reads_back(game, new, known):
    ast = parse(game, new)
    assert parse(game, dsl.render(ast)) == ast


#: a concession names what the unit did before the order (« a fait »), among what the game asks (its vocabulary's
#: « permissions après »): anything else was read and dropped (the permission was never asked)
CONCESSION_REFUSED = [
    (PB, "Cette Unité peut recevoir un ordre pour réaliser une Action même si elle charge.", "la concession dit"),
    (PB, "Même après avoir chargé, cette Unité peut recevoir un ordre pour réaliser une Action.", "la concession dit"),
    (PB, "Cette Unité peut recevoir un ordre pour réaliser une Action même si elle a fait une Charge.",
     "ne demande pas ce qu'une unité a fait"),
]


@pytest.mark.parametrize("game, text, why", CONCESSION_REFUSED, ids=[r[1][:60] for r in CONCESSION_REFUSED])
def test_a_concession_the_game_does_not_ask_is_refused(game, text, why):
    with pytest.raises(dsl.CompileError, match=why):
        dsl.compile_ability(parse(game, text), name="t", text=text, vocabulary=dsl.vocabulary_of(game))


def test_a_moment_said_of_a_zone_is_refused():
    """« Durant la Zone Avant » names no moment (« À l'Arrière, » is where: « Tant qu'elle est à l'Arrière »);
    it compiled and never acted."""
    text = "Durant la Zone Avant, cette Unité peut relancer un dé."
    with pytest.raises(dsl.CompileError, match="pas une unité ni une zone"):
        dsl.compile_ability(parse(PB, text), name="t", text=text, vocabulary=dsl.vocabulary_of(PB))


#: the limits of the audit's forms (AUDIT_PARAPHRASE_FORMS): what they do not mean is refused
AUDIT_PARAPHRASE_REFUSED = [
    # the player rolls a unit's dice: a unit does not roll another's
    (PT, "Quand un Druide lance les dés d'attaque d'un Archer, vous pouvez relancer un dé."),
    # « Avant que les relances de situation … » says when a reroll happens: of a sentence that rerolls
    (PT, "Avant que les relances de situation ne surviennent, un Archer lance un dé d'attaque supplémentaire."),
    # « aucun » says its noun
    (PB, "Cette Unité ne peut effectuer aucune."),
    # « au maximum » is a reach's bound, « au minimum » none
    (PT, "Un Archer peut lancer une Attaque Distante contre des unités à 3 tuiles au minimum."),
    # the preposition said again names an item
    (EPIC, "Vulnérable aux tirs AP et aux"),
]


@pytest.mark.parametrize("game, text", AUDIT_PARAPHRASE_REFUSED, ids=[r[1][:60] for r in AUDIT_PARAPHRASE_REFUSED])
def test_the_audit_forms_refuse_what_they_do_not_mean(game, text):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert error.value.line == 1 and error.value.column >= 1


#: the limits of the circumstances read inside a sentence (CIRCUMSTANCE_INSIDE): the commas close it, and what
#: it says must say something of the effect
CIRCUMSTANCE_INSIDE_REFUSED = [
    (PB, "Cette Unité peut, lors d'un Combat relancer un dé."),  # the closing comma
    (PT, "Un Lancier peut, en défense, se déplacer."),  # « en défense » says nothing of a move
    (EPIC, "Ignore, pendant le mouvement les terrains dangereux"),
    (EPIC, "Ignore, pendant le mouvement, ,les terrains dangereux"),
    # a count runs over each unit, not a group (EACH_OF_A_GROUP)
    (PT, "Un Conscrit lance un dé de défense supplémentaire pour tous les Lanciers alliés adjacents."),
    # an impersonal prohibition names who is forbidden, and « on » is read of a characteristic's use only
    (PB, "Il est interdit de tirer."),
    (PB, "Il est interdit à cette Unité."),
    (PB, "On ne peut pas tirer."),
    (PB, "Il est interdit à cette Unité d'effectuer la Charge."),  # an act of that kind, not a given one
]


@pytest.mark.parametrize("game, text", CIRCUMSTANCE_INSIDE_REFUSED, ids=[r[1][:60] for r in CIRCUMSTANCE_INSIDE_REFUSED])
def test_a_circumstance_inside_refuses_what_it_does_not_mean(game, text):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert error.value.line == 1 and error.value.column >= 1


#: the limits of EPIC_SHEET_VERBS: each refused where it is said, with what to write
EPIC_SHEET_VERBS_REFUSED = [
    (EPIC, "Tire avec un bonus de -1 pour toucher", 11),     # a bonus is positive: two signs said
    (EPIC, "Tire à +1 au test pour toucher", 6),             # a shot's modifier is to the roll to hit
    (EPIC, "Trois mouvements sans tir, pas de tir", 1),      # « pas de tir » said twice
    (EPIC, "Un mouvement sans tir, puis un tir", 1),         # « sans tir » ends the action
    # EPIC_SHEET_REWORDED's limits
    (EPIC, "Cette arme ignore les terrains dangereux", 1),    # a weapon is not asked about terrain
    (EPIC, "Avant un jet de stratégie, ignore les terrains dangereux", 1),  # « avant » says when it appears only
    (EPIC, "Après un mouvement adverse, relance des Svg ratées", 1),  # « après » says when it shoots only
    (EPIC, "Avant le premier tour, apparaissent n'importe où sur la table avant un jet de stratégie", 1),
    (EPIC, "Autorise le mouvement sur les aéronefs", 1),     # « autorise » a shot
    (EPIC, "Les sauvegardes de couvert sont ignorées en feu croisé", 1),  # as « Ignore … en feu croisé »
    (EPIC, "Son mouvement est relancé et ignore les terrains dangereux", 1),
    (EPIC, "Inflige deux PI", 1),                            # per hit?
]


@pytest.mark.parametrize("game, text, column", EPIC_SHEET_VERBS_REFUSED,
                         ids=[r[1][:60] for r in EPIC_SHEET_VERBS_REFUSED])
def test_epic_sheet_verbs_refuse_what_they_do_not_mean(game, text, column):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert (error.value.line, error.value.column) == (1, column)


@pytest.mark.parametrize("game, text", REFUSED_S39_PARA, ids=[t[:60] for _, t in REFUSED_S39_PARA])
def test_the_paraphrase_forms_of_session_39_refuse_what_they_do_not_mean(game, text):
    with pytest.raises(dsl.DslError):
        dsl.compile_ability(parse(game, text), name="Test", vocabulary=dsl.vocabulary_of(game))


#: what lead-epic3's forms do not read: « est la … » cites no rule, a contrast of two different things, « tous les
#: deux » of anything but turns
EPIC_ARMY_BOOKS_3_REFUSED = [
    (EPIC, "Cette unité est la Sans Peur", 13),
    (EPIC, "Génère un PI par touche au lieu d'une sauvegarde par perte", 8),
    (EPIC, "Ne tire que tous les deux mouvements", 22),
    # « la règle » names a rule: a word of the sentence that is no rule of the file or the sheet is refused there
    (EPIC, "A la règle Vampire", 12),
]


@pytest.mark.parametrize("game, text, column", EPIC_ARMY_BOOKS_3_REFUSED,
                         ids=[r[1][:60] for r in EPIC_ARMY_BOOKS_3_REFUSED])
def test_epic_army_books_3_refuse_what_they_do_not_mean(game, text, column):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert (error.value.line, error.value.column) == (1, column)


@pytest.mark.parametrize("game, text", REFUSED_S39_PARA2, ids=[t[:60] for _, t in REFUSED_S39_PARA2])
def test_the_paraphrase_forms_of_lead_para2_refuse_what_they_do_not_mean(game, text):
    with pytest.raises(dsl.DslError):
        dsl.compile_ability(parse(game, text), name="Test", vocabulary=dsl.vocabulary_of(game))


@pytest.mark.parametrize("game, text", REFUSED_S39_PARA3, ids=[t[:60] for _, t in REFUSED_S39_PARA3])
def test_the_paraphrase_forms_of_lead_para3_refuse_what_they_do_not_mean(game, text):
    with pytest.raises(dsl.DslError):
        dsl.compile_ability(parse(game, text), name="Test", vocabulary=dsl.vocabulary_of(game))


@pytest.mark.parametrize("game, text, column", LEAD_GAPS_REFUSED, ids=[r[1][:60] for r in LEAD_GAPS_REFUSED])
def test_the_forms_of_lead_gaps_refuse_what_they_do_not_mean(game, text, column):
    with pytest.raises(dsl.RulesSyntaxError) as error:
        parse(game, text)
    assert (error.value.line, error.value.column) == (1, column)


def test_tirer_dans_is_a_target_said_after_the_verb_only():
    """« tirer dans la Zone Avant » was read « si elle est dans la Zone Avant, elle peut tirer » (the shooter's zone):
    it is the zone shot into; « dans » after the targets still says where the shooter stands."""
    assert parse(PB, "Cette Unité peut tirer dans la Zone Avant.") == parse(PB, "Cette Unité peut tirer sur la Zone Avant.")
    assert parse(PB, "Cette Unité peut tirer sur une Unité dans la Zone Avant.") == parse(
        PB, "Si cette Unité est dans la Zone Avant, elle peut tirer sur une Unité.")
