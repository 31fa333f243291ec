"""The small words the transformers share: adjectives and ordinals with their canonical form,
number words, and the two ways to split a parse-tree node's children.

Used by :mod:`rulekit.dsl.transformer` (sentences) and :mod:`rulekit.dsl.sheet` (sheet lines),
and by :mod:`rulekit.dsl.render` for agreement.
"""

from __future__ import annotations

from lark import Token

ADJECTIVES = {
    "adjacent": ("adjacent", "adjacente", "adjacents", "adjacentes"),
    "allié": ("allié", "alliée", "alliés", "alliées"),
    "ennemi": ("ennemi", "ennemie", "ennemis", "ennemies"),
    "ami": ("ami", "amie", "amis", "amies"),
    "capturé": ("capturé", "capturée", "capturés", "capturées"),
    "vide": ("vide", "vides"),
    "libre": ("libre", "libres"),
    "inoccupé": ("inoccupé", "inoccupée", "inoccupés", "inoccupées"),
    "récupéré": ("récupéré", "récupérée", "récupérés", "récupérées"),
    # « non utilisé » = « inutilisé »
    "inutilisé": ("inutilisé", "inutilisée", "inutilisés", "inutilisées", "non utilisé", "non utilisée",
                  "non utilisés", "non utilisées"),
    "éligible": ("éligible", "éligibles"),
    "dangereux": ("dangereux", "dangereuse", "dangereuses"),
    "infranchissable": ("infranchissable", "infranchissables"),
    "raté": ("raté", "ratée", "ratés", "ratées"),
    "obligatoire": ("obligatoire", "obligatoires"),
    "modifiable": ("modifiable", "modifiables"),
    "invulnérable": ("invulnérable", "invulnérables"),
    "infligé": ("infligé", "infligée", "infligés", "infligées"),
    "touché": ("touché", "touchée", "touchés", "touchées"),
    "démoralisé": ("démoralisé", "démoralisée", "démoralisés", "démoralisées"),
    "doublé": ("doublé", "doublée", "doublés", "doublées"),
    "AP": ("ap",),
    "AC": ("ac",),
}
#: (lead-epic2) Epic's fire kinds spelt out (fiche.lark's ADJ_TIR): « antipersonnel » = « AP », « antichar » = « AC »
ADJECTIVES["AP"] += ("antipersonnel", "anti-personnel")
ADJECTIVES["AC"] += ("antichar", "anti-char", "antichars", "anti-chars")
#: adjectives that say the same as another: « un mouvement adverse » is « un mouvement ennemi »
ADJECTIVES["ennemi"] += ("adverse", "adverses")
#: « un allié voisin » is « un allié adjacent »; « un test raté » is « un test échoué »
ADJECTIVES["adjacent"] += ("voisin", "voisine", "voisins", "voisines")
ADJECTIVES["raté"] += ("échoué", "échouée", "échoués", "échouées")
#: (ordinals in digits as army books print them: « 1er », « 2e » = « premier », « deuxième »)
ANTES = {"autre": ("autre", "autres"),
         "premier": ("premier", "première", "premiers", "premières", "1er", "1ers", "1re", "1res", "1ère", "1ères"),
         # « cette nouvelle Charge » = « cette seconde Charge »: the act said again
         "second": ("second", "seconde", "seconds", "secondes", "deuxième", "deuxièmes", "2e", "2es", "2ème", "2èmes",
                    "2nd", "2nds", "2nde", "2ndes", "nouveau", "nouvel", "nouvelle", "nouveaux", "nouvelles"),
         "même": ("même", "mêmes")}
ANTE_OF = {form: canon for canon, forms in ANTES.items() for form in forms}
ADJ_OF = {form: canon for canon, forms in ADJECTIVES.items() for form in forms}
#: (lead-para3) the participles that name what the ability's own effect did (« le Jeton Ordre récupéré »: the one its
#: « récupérer » takes back), so that « ainsi » says nothing more (« un Homme-Bête ainsi capturé » would name one unit
#: captured by the act said, not every captured one: not read)
DONE_BY_THE_ABILITY = ("récupéré",)
NUMBER_WORDS = {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6}
#: the nouns of acts that are feminine in French (« une Charge », « une Riposte », « une Attaque Distante »): a
#: noun is of its head word's gender, whatever the game calls its acts
FEMININE_HEADS = {"charge", "riposte", "attaque", "action", "manœuvre", "poursuite", "retraite", "interception"}


def feminine(noun: str) -> bool:
    """Whether the name of an act is feminine: its head word's gender (« Attaque Proche »: « attaque »)."""
    head = noun.split(maxsplit=1)[0].lower() if noun.strip() else ""
    return head in FEMININE_HEADS


def tokens(children, type_=None):
    return [c for c in children if isinstance(c, Token) and (type_ is None or c.type == type_)]


def nodes(children):
    return [c for c in children if not isinstance(c, Token)]
