"""Typed profile rules of the fantasy battle corpus (seed 002) and their paraphrases (data only).

``TYPEES`` lists ``(kind, original, [paraphrase, ...])``: the original is a sentence of
``seeds/002_45511214e662d774.txt`` (a rule name before it, « À deux mains . », dropped; the
special saves, which the seed only cites in prose examples, are read from « elle gagne … une
Ægide (5+) » and « Fortitude (+1, max. 3+) »). Each paraphrase is French a rules author could
have written for the same rule: another word order (the circumstance first or last), « gagne » /
« a » / « bénéficie de », singular / plural, « toute attaque » / « les attaques », « un bonus de
+1 » / « +1 », active / passive reroll, « durant » / « pendant » / « lors de », the sheet's
abbreviations. None adds or drops a condition. A paraphrase the grammar does not read yet is
``(paraphrase, reason)``: the test runs it as a strict xfail, so it turns red once closed.

``NOUVELLES`` lists lines a designer of this game would write that are not in the seed (new
weapons, attack attributes, special saves); each must parse fully typed. ``(line, reason)`` as
above. ``CONTRESENS`` lists ``(original, variant)`` whose meanings differ: they must not parse
equal.
"""

from __future__ import annotations

# --- gaps, one reason per missing construct (shared so the report can group them) -------------
VOUS_DEVEZ = "« vous devez relancer les jets … des attaques avec cette règle » (the player as subject) is not read"
ARME_ET_BOUCLIER = ("« maniant une Arme de base et un Bouclier » (two coordinated objects of « maniant ») is not read; "
                    "the seed's « … avec un Bouclier » is")
SIX_CHAQUE = "« Chaque ‘6’ naturel obtenu sur le jet pour toucher de X inflige … » (the six as subject) is not read"
TOUCHES_PASSIF = "passive « X touches sont infligées à l’unité » (hits as subject) is not read"

TYPEES: list[tuple[str, str, list]] = [
    ("moment, états exclus",
     "Les Attaques de corps à corps portées par une Lance gagnent +2 en Agilité et un +1 additionnel en "
     "Pénétration d’armure durant la première Manche d’un combat où l’unité de la figurine qui porte la Lance "
     "n’est pas en charge et n’est engagée ni de flanc, ni de dos.",
     [
         "Pendant la première Manche de combat où l’unité de la figurine qui porte la Lance n’est pas en charge et "
         "n’est engagée ni de flanc, ni de dos, les Attaques de corps à corps portées avec une Lance gagnent +2 en "
         "Agilité et +1 en Pénétration d’armure.",
         "Lors de la première Manche de combat où l’unité de la figurine maniant une Lance n’est engagée ni de flanc "
         "ni de dos et n’est pas en charge, toute Attaque de corps à corps portée par une Lance a +1 en Pénétration "
         "d’armure et +2 en Agilité.",
         "Au cours de la première Manche d’un combat où l’unité de la figurine portant la Lance n’est pas en charge "
         "et n’est engagée ni de flanc ni de dos, les Attaques de corps à corps portées avec une Lance gagnent un "
         "bonus de +2 en Agilité et un bonus de +1 en Pénétration d’armure.",
     ]),
    ("caractéristiques",
     "Les attaques portées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.",
     [
         "Les attaques portées avec une Hallebarde gagnent +1 en Force et +1 en Pénétration d’armure.",
         "Toute attaque portée avec une Hallebarde a +1 en Force et +1 en Pénétration d’armure.",
         "Une attaque portée avec une Hallebarde gagne +1 en Fo et +1 en PA.",
         "Les attaques portées avec une Hallebarde gagnent un bonus de +1 en Force et un bonus de +1 en "
         "Pénétration d’armure.",
         "Les attaques effectuées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.",
         ("Les attaques portées avec une Hallebarde bénéficient de +1 en Force et de +1 en Pénétration d’armure."),
         "Les attaques portées avec une Hallebarde ont +1 en Pénétration d’armure et +1 en Force.",
         ("Les attaques portées avec une Hallebarde ont +1 en Force ainsi qu’en Pénétration d’armure."),
     ]),
    ("caractéristiques",
     "Le porteur gagne +1 en valeur d’Attaque et +1 en Capacité offensive quand il utilise cette arme.",
     [
         "Quand il utilise cette arme, le porteur gagne +1 en valeur d’Attaque et +1 en Capacité offensive.",
         "Lorsqu’il utilise cette arme, le porteur gagne +1 en Attaques et +1 en CO.",
         "Le porteur a +1 en Attaques et +1 en Capacité offensive lorsqu’il utilise cette arme.",
         "Le porteur gagne un bonus de +1 en valeur d’Attaque et +1 en Capacité offensive quand il utilise cette arme.",
     ]),
    ("jet pour toucher",
     "Une Attaque de corps à corps avec cette règle gagne un bonus de +1 pour toucher.",
     [
         "Une Attaque de corps à corps avec cette règle gagne +1 pour toucher.",
         "Les Attaques de corps à corps avec cette règle gagnent un bonus de +1 pour toucher.",
         "Toute Attaque de corps à corps avec cette règle a +1 pour toucher.",
         "Une Attaque de corps à corps ayant cette règle gagne un bonus de +1 pour toucher.",
         "Une Attaque de corps à corps avec cette règle gagne +1 sur ses jets pour toucher.",
         "Toute Attaque de corps à corps avec cette règle bénéficie d’un bonus de +1 pour toucher.",
     ]),
    ("jet pour toucher",
     "Les Attaques de corps à corps allouées à une figurine avec cette règle subissent une pénalité de −1 pour toucher.",
     [
         "Les Attaques de corps à corps allouées à une figurine avec cette règle subissent un malus de −1 pour toucher.",
         "Toute Attaque de corps à corps allouée à une figurine avec cette règle subit une pénalité de −1 pour toucher.",
         "Les Attaques de corps à corps allouées contre une figurine avec cette règle ont −1 pour toucher.",
         "Les Attaques de corps à corps allouées à une figurine ayant cette règle subissent −1 pour toucher.",
         "Les Attaques de corps à corps dirigées contre une figurine avec cette règle subissent une pénalité de -1 "
         "pour toucher.",
         "Les Attaques de corps à corps allouées à une figurine avec cette règle subissent une pénalité de −1 sur "
         "leurs jets pour toucher.",
     ]),
    ("jet pour blesser, moment",
     "L'attaque gagne +1 pour blesser pendant la première Manche de combat.",
     [
         "Pendant la première Manche de combat, l’attaque gagne +1 pour blesser.",
         "Durant la première Manche de combat, l’attaque gagne +1 pour blesser.",
         "Lors de la première Manche de combat, l’attaque gagne +1 pour blesser.",
         "L’attaque gagne un bonus de +1 pour blesser durant la première Manche d’un combat.",
         "L’attaque a +1 pour blesser lors de la première Manche de combat.",
         "L’attaque bénéficie de +1 pour blesser lors de la première Manche de combat.",
         ("Au cours de la première Manche de combat, l’attaque gagne +1 pour blesser."),
     ]),
    ("relance",
     "Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
     "relancés.",
     [
         "Les jets pour toucher ratés d’attaques avec cette règle doivent être relancés durant la première Manche "
         "d’un combat.",
         "Pendant la première Manche de combat, les attaques avec cette règle doivent relancer leurs jets pour "
         "toucher ratés.",
         "Lors de la première Manche de combat, une attaque avec cette règle doit relancer ses jets pour toucher "
         "ratés.",
         "Durant la première Manche d’un combat, les jets pour toucher ratés des attaques avec cette règle doivent "
         "être relancés.",
         ("Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle sont "
          "relancés."),
         ("Durant la première Manche d’un combat, vous devez relancer les jets pour toucher ratés des attaques "
          "avec cette règle.", VOUS_DEVEZ),
     ]),
    ("relance",
     "Les sauvegardes d’ Ægide réussies contre des attaques avec cette règle doivent être relancées.",
     [
         "Les sauvegardes d’Ægide réussies contre des attaques avec cette règle doivent être relancées.",
         "Les jets de sauvegarde d’Ægide réussis contre des attaques avec cette règle doivent être relancés.",
         "Les sauvegardes d’Ægide réussies contre les attaques avec cette règle doivent être relancées.",
         "Toute sauvegarde d’Ægide réussie contre une attaque avec cette règle doit être relancée.",
     ]),
    ("sauvegarde spéciale",
     "La figurine gagne une Ægide (5+).",
     [
         "La figurine gagne Ægide (5+).",
         "La figurine gagne la règle Ægide (5+).",
         "La figurine a Ægide (5+).",
         "Les figurines gagnent Ægide (5+).",
         "La figurine bénéficie d’Ægide (5+).",
         "La figurine gagne une sauvegarde d’Ægide (5+).",
     ]),
    ("sauvegarde spéciale",
     "La figurine gagne Fortitude (+1, max. 4+).",
     [
         "La figurine gagne la règle Fortitude (+1, max. 4+).",
         "La figurine a Fortitude (+1, maximum 4+).",
         "La figurine gagne Fortitude (+1, max 4+).",
         "Les figurines gagnent Fortitude (+1, max. 4+).",
         "La figurine bénéficie de Fortitude (+1, max. 4+).",
     ]),
    ("front, règle gagnée",
     "Les attaques portées par une Lance de cavalerie et allouées contre un ennemi sur le front de l’unité du "
     "porteur gagnent Charge dévastatrice (+2 Fo, +2 PA) .",
     [
         "Les attaques portées avec une Lance de cavalerie et allouées contre un ennemi sur le front de l’unité du "
         "porteur gagnent Charge dévastatrice (+2 Fo, +2 PA).",
         "Toute attaque portée par une Lance de cavalerie et allouée contre un ennemi sur le front de l’unité du "
         "porteur gagne Charge dévastatrice (+2 Fo, +2 PA).",
         "Les attaques portées par une Lance de cavalerie et allouées contre un ennemi sur le front de l’unité du "
         "porteur gagnent Charge dévastatrice (+2 Force, +2 Pénétration d’armure).",
         "Les attaques portées par une Lance de cavalerie et allouées contre un ennemi sur le front de l’unité du "
         "porteur gagnent la règle Charge dévastatrice (+2 Fo, +2 PA).",
         ("Les attaques portées par une Lance de cavalerie et allouées contre un ennemi sur le front de l’unité du "
          "porteur gagnent Charge dévastatrice (+2 en Force, +2 en Pénétration d’armure)."),
         ("Les attaques portées par une Lance de cavalerie et allouées à un ennemi situé sur le front de l’unité "
          "du porteur gagnent Charge dévastatrice (+2 Fo, +2 PA)."),
     ]),
    ("règles gagnées",
     "Un Champion gagne les règles Au premier rang , Meneur de charge et Premier parmi ses pairs.",
     [
         "Un Champion gagne Au premier rang, Meneur de charge et Premier parmi ses pairs.",
         "Les Champions gagnent les règles Au premier rang, Meneur de charge et Premier parmi ses pairs.",
         "Un Champion a les règles Au premier rang, Meneur de charge et Premier parmi ses pairs.",
         "Un Champion bénéficie des règles Au premier rang, Meneur de charge et Premier parmi ses pairs.",
     ]),
    ("à pied",
     "Une figurine à pied maniant une Arme de base avec un Bouclier gagne la règle Parade .",
     [
         "Une figurine à pied maniant une Arme de base avec un Bouclier gagne Parade.",
         "Les figurines à pied maniant une Arme de base avec un Bouclier gagnent la règle Parade.",
         "Une figurine à pied qui porte une Arme de base avec un Bouclier gagne la règle Parade.",
         "Toute figurine à pied maniant une Arme de base avec un Bouclier a la règle Parade.",
         ("Une figurine à pied maniant une Arme de base et un Bouclier gagne la règle Parade.", ARME_ET_BOUCLIER),
     ]),
    ("restriction",
     "L’Infanterie ne peut pas utiliser de Lance de cavalerie.",
     [
         "L’Infanterie ne peut pas utiliser les Lances de cavalerie.",
         "L’Infanterie ne peut pas utiliser une Lance de cavalerie.",
         "L'Infanterie ne peut pas utiliser de Lances de cavalerie.",
         "Les figurines d’Infanterie ne peuvent pas utiliser de Lance de cavalerie.",
         "L’Infanterie ne peut utiliser de Lance de cavalerie.",
         "Une Lance de cavalerie ne peut pas être utilisée par l’Infanterie.",
         "L’Infanterie n’a pas le droit d’utiliser de Lance de cavalerie.",
     ]),
    ("six naturel",
     "Une attaque avec cette règle blesse automatiquement, sans aucun jet pour blesser nécessaire, si le jet pour "
     "toucher est réussi et a donné un résultat non modifié de ‘6’.",
     [
         "Si le jet pour toucher est réussi et a donné un résultat non modifié de ‘6’, une attaque avec cette "
         "règle blesse automatiquement.",
         "Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour toucher blesse automatiquement.",
         "Une attaque avec cette règle blesse automatiquement si le jet pour toucher est réussi et a donné un "
         "résultat naturel de ‘6’.",
         "Les attaques avec cette règle blessent automatiquement, sans jet pour blesser, si le jet pour toucher "
         "est réussi et a donné un résultat non modifié de ‘6’.",
         "Une attaque avec cette règle blesse automatiquement si le jet pour toucher a donné un ‘6’ naturel.",
     ]),
    ("six naturel, touche supplémentaire",
     "Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige une touche "
     "supplémentaire.",
     [
         "Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour toucher inflige une touche "
         "supplémentaire.",
         "Si une attaque avec cette règle touche avec un résultat naturel de ‘6’, l’attaque inflige une touche "
         "supplémentaire.",
         "Toute attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour toucher inflige une touche "
         "supplémentaire.",
         "L’attaque inflige une touche supplémentaire si une attaque avec cette règle touche avec un résultat non "
         "modifié de ‘6’.",
         ("Les attaques avec cette règle qui obtiennent un ‘6’ naturel sur leur jet pour toucher infligent une "
          "touche supplémentaire."),
         ("Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, elle inflige une touche "
          "supplémentaire."),
         ("Chaque ‘6’ naturel obtenu sur le jet pour toucher d’une attaque avec cette règle inflige une touche "
          "supplémentaire.", SIX_CHAQUE),
     ]),
    ("touches subies",
     "L’unité subit X touches.",
     [
         "L’unité subit un nombre de touches égal à la valeur indiquée entre parenthèses (X).",
         "Les unités subissent X touches.",
         "L'unité subit X touches.",
         "L’unité reçoit X touches.",
         ("X touches sont infligées à l’unité.", TOUCHES_PASSIF),
     ]),
]

# Exact typed ASTs are asserted in test_typed.py for a few of these originals.

NOUVELLES: list = [
    "L’unité ennemie désignée reçoit X touches.",
    # « en charge », « portées contre », special saves rerolled, one value for two characteristics
    "Une figurine en charge gagne +1 en Force.",
    "Tant que la figurine est en charge, elle gagne +1 en Force.",
    "Les attaques portées contre cette figurine subissent -1 pour toucher.",
    "La figurine doit relancer ses sauvegardes spéciales réussies.",
    "La figurine gagne +1 en Capacité offensive et en Capacité défensive.",
    # events and a pronoun for the subject of the sentence before
    "Chaque fois que la figurine perd un Point de vie, elle gagne +1 en Force. Chaque fois qu’elle gagne un Point de "
    "vie, elle souffre d’un malus de -1 en Force.",
    # « contre … », armour saves, « lors d'une charge », a value set without « toujours »
    "Cette figurine a Ægide (4+) contre les Attaques de tir.",
    "Les figurines avec cette règle gagnent +1 en Capacité défensive contre les Attaques de corps à corps.",
    "Les attaques de cette figurine ignorent les sauvegardes d’armure.",
    "Les jets de sauvegarde d’armure réussis contre des attaques avec cette règle doivent être relancés.",
    "Lors d’une charge, la figurine gagne +1 en Force.",
    "Une attaque avec cette règle a une Pénétration d’armure de 10.",
    # counts-as (« compte comme », « est considéré comme »)
    "Une unité en Embuscade compte comme ayant été détruite.",
    "Une figurine dont au moins un élément a la règle Harnaché est considérée comme « montée ».",
    "Une unité dont plus de la moitié des figurines a Troupe légère compte comme ayant toujours 0 Rang complet.",
    # new weapons (nouns the vocabulary may lack)
    ("Les attaques portées avec une Masse d’armes ont +1 en Force."),
    ("Les attaques portées avec un Fléau gagnent +2 en Force durant la première Manche de combat."),
    ("Les Attaques de tir portées avec un Arc gagnent +1 pour toucher à Courte portée."),
    ("Les attaques portées avec une Arbalète ont +1 en Pénétration d’armure."),
    ("Les attaques portées par un Épieu et allouées contre un ennemi sur le front de l’unité du porteur gagnent "
     "Charge dévastatrice (+1 Fo)."),
    ("Les attaques portées avec une Épée runique gagnent Attaque divine et Attaque enflammée."),
    # known weapons, new effects
    "Les attaques portées avec une Arme lourde ont +2 en Force.",
    "Les attaques portées avec une Paire d’armes gagnent +1 en Attaques.",
    "Les attaques portées avec une Lance légère gagnent +1 pour toucher lors de la première Manche de combat.",
    "Les attaques portées avec une Hallebarde sont résolues au Palier d’initiative 0.",
    "Les attaques portées avec une Arme lourde ignorent la règle Parade.",
    "Toute figurine à pied avec un Bouclier gagne +1 en Armure.",
    "La Cavalerie ne peut pas utiliser de Hallebarde.",
    "Les Monstres ne peuvent pas utiliser de Bouclier.",
    "Seules les figurines d’Infanterie peuvent utiliser une Hallebarde.",
    # characteristics
    "Le porteur gagne +1 en Capacité défensive.",
    "Le porteur gagne +1 en Résistance et +1 en Points de vie.",
    "La figurine gagne +1 Point de vie.",
    "Un Char gagne +1 en Armure.",
    "Pendant la première Manche de combat, le porteur gagne +1 en Agilité.",
    "Si la figurine charge, elle gagne +1 en Attaques.",
    "Une attaque avec cette règle a toujours une Force de 5.",
    # rolls
    "Les attaques avec cette règle gagnent +1 pour blesser.",
    "Les Attaques de tir avec cette règle subissent un malus de −1 pour toucher.",
    "Les Attaques de corps à corps allouées contre une figurine avec la règle Peur subissent un malus de −1 pour "
    "toucher.",
    "Les jets pour blesser ratés des attaques avec cette règle doivent être relancés.",
    "La figurine peut relancer ses jets pour toucher ratés.",
    "L’unité réussit automatiquement ses Tests de peur.",
    "Une attaque avec cette règle ne subit pas le malus de −1 pour toucher de Tir de volée.",
    "Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour blesser gagne +2 en Pénétration "
    "d’armure.",
    "Si le porteur charge, ses attaques gagnent +1 pour toucher.",
    # special saves
    "La figurine gagne Ægide (4+).",
    "La figurine gagne Fortitude (+1, max. 3+).",
    "La figurine gagne Régénération (4+).",
    "La figurine gagne Ægide (5+, contre Attaque magique).",
    # attack attributes and rules
    "La figurine gagne Attaque enflammée.",
    "Les attaques avec cette règle gagnent l’Attribut d’attaque Coup fatal.",
    "Les attaques avec cette règle gagnent Attaque empoisonnée.",
    "Les attaques avec cette règle ignorent les sauvegardes d’Ægide.",
    "Un Porte-étendard gagne la règle Indémoralisable.",
    "Un Magicien gagne les règles Canalisation et Tenace.",
    "Les figurines avec cette règle sont immunisées aux effets de la Peur.",
    "La figurine ne peut pas effectuer de Marche forcée.",
    "Le porteur perd la règle Tirailleur.",
    # hits
    "L’unité subit 1D6 touches.",
    "La figurine subit 2 touches.",
]

# (original, variant): the variant changes the meaning, so it must not parse into the same AST.
CONTRESENS: list[tuple[str, str]] = [
    # a signed parameter is a modifier, an unsigned one a count
    ("La figurine gagne Fortitude (+1, max. 4+).", "La figurine gagne Fortitude (1, max. 4+)."),
    ("Les attaques portées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.",
     "Les attaques portées avec une Hallebarde ont +2 en Force et +1 en Pénétration d’armure."),
    ("Les attaques portées avec une Hallebarde ont +1 en Force et +1 en Pénétration d’armure.",
     "Les attaques portées avec une Hallebarde ont -1 en Force et +1 en Pénétration d’armure."),
    ("Une Attaque de corps à corps avec cette règle gagne un bonus de +1 pour toucher.",
     "Une Attaque de corps à corps avec cette règle gagne un bonus de +1 pour blesser."),
    ("Une Attaque de corps à corps avec cette règle gagne un bonus de +1 pour toucher.",
     "Une Attaque de corps à corps avec cette règle gagne un bonus de +2 pour toucher."),
    ("Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
     "relancés.",
     "Durant la première Manche d’un combat, les jets pour toucher réussis d’attaques avec cette règle doivent "
     "être relancés."),
    ("Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
     "relancés.",
     "Durant la première Manche d’un combat, les jets pour blesser ratés d’attaques avec cette règle doivent être "
     "relancés."),
    ("Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
     "relancés.",
     "Les jets pour toucher ratés d’attaques avec cette règle doivent être relancés."),
    ("Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle doivent être "
     "relancés.",
     "Durant la première Manche d’un combat, les jets pour toucher ratés d’attaques avec cette règle peuvent être "
     "relancés."),
    ("La figurine gagne une Ægide (5+).", "La figurine gagne une Ægide (4+)."),
    ("La figurine gagne une Ægide (5+).", "La figurine gagne une Fortitude (5+)."),
    ("La figurine gagne Fortitude (+1, max. 4+).", "La figurine gagne Fortitude (+1, max. 3+)."),
    ("L’Infanterie ne peut pas utiliser de Lance de cavalerie.", "L’Infanterie peut utiliser une Lance de cavalerie."),
    ("L’Infanterie ne peut pas utiliser de Lance de cavalerie.", "La Cavalerie ne peut pas utiliser de Lance de cavalerie."),
    ("Une figurine à pied maniant une Arme de base avec un Bouclier gagne la règle Parade .",
     "Une figurine maniant une Arme de base avec un Bouclier gagne la règle Parade."),
    ("Les attaques portées par une Lance de cavalerie et allouées contre un ennemi sur le front de l’unité du "
     "porteur gagnent Charge dévastatrice (+2 Fo, +2 PA) .",
     "Les attaques portées par une Lance de cavalerie et allouées contre un ennemi sur le flanc de l’unité du "
     "porteur gagnent Charge dévastatrice (+2 Fo, +2 PA)."),
    ("Si une attaque avec cette règle touche avec un résultat non modifié de ‘6’, l’attaque inflige une touche "
     "supplémentaire.",
     "Une attaque avec cette règle qui obtient un ‘6’ naturel sur son jet pour blesser inflige une touche "
     "supplémentaire."),
    ("L’unité subit X touches.", "L’unité subit 2 touches."),
]
