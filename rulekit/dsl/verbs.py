"""The verbs of the shared grammar, conjugated: one table drives the lexer and ``render``.

Each verb has a canonical name (its infinitive, or « être + participe » for a
passive), and the forms ``3s`` (il), ``3p`` (ils), ``2p`` (vous), ``inf``. The
grammar gets one terminal per verb matching any form; the AST keeps the canonical
name; ``render`` picks the form the subject asks for.
"""

from __future__ import annotations

import re


PERSONS = ("3s", "3p", "2p", "inf")


def _regular(stem: str, inf_end: str = "er", s3: str = "e", p3: str = "ent", p2: str = "ez") -> dict:
    return {"3s": stem + s3, "3p": stem + p3, "2p": stem + p2, "inf": stem + inf_end}


def _passive(pp: str) -> dict:
    # « vous êtes impliqué »: « vous » is the player, one person
    return {"3s": f"est {pp}", "3p": f"sont {pp}s", "2p": f"êtes {pp}", "inf": f"être {pp}",
            "_extra": [f"est {pp}e", f"sont {pp}es", f"est {pp}s", f"être {pp}e", f"être {pp}s", f"être {pp}es",
                       f"êtes {pp}s", f"êtes {pp}e", f"êtes {pp}es"]}


def _done(pp: str) -> list:
    """« a battu », « ont battu », « avez battu »: an act said done (passé composé)."""
    return [f"{aux} {pp}" for aux in ("a", "ont", "avez")]


def _done_passive(pp: str) -> list:
    """« a été battu(e)(s) », « ont été battus »: a passive said done."""
    return [f"{aux} été {pp}{end}" for aux in ("a", "ont", "avez") for end in ("", "e", "s", "es")]


def _also(table: dict, other: dict, more: list) -> dict:
    """``table`` whose verb is also written as every form of ``other`` and as ``more``: one meaning."""
    return {**table, "_extra": [*table.get("_extra", []), *(other[p] for p in PERSONS),
                                *other.get("_extra", []), *more]}


def _reflexive(stem: str, inf_end="er", s3="e", p3="ent", p2="ez") -> dict:
    return {"3s": f"se {stem}{s3}", "3p": f"se {stem}{p3}", "2p": f"vous {stem}{p2}", "inf": f"se {stem}{inf_end}"}


VERBS: dict[str, dict] = {
    # acts (triggers, conditions)
    "attaquer": _regular("attaqu"),
    # « être ciblé (par) », « être pris pour cible (par) »: an attack targets its unit
    "être attaqué": _also(_passive("attaqué"), _passive("ciblé"),
                          [f"{etre} {pris} pour cible" for etre in ("est", "sont", "êtes", "être")
                           for pris in ("pris", "prise", "prises")]),
    # « riposte »: the unit attacked strikes back (read as « être attaqué » where that is all a riposte is:
    # the transformer's ``_riposte``)
    "riposter": _regular("ripost"),
    # « se bat contre un adversaire » = « combat un adversaire »
    "combattre": {"3s": "combat", "3p": "combattent", "2p": "combattez", "inf": "combattre",
                  "_extra": ["se bat contre", "se battent contre", "vous battez contre", "se battre contre"]},
    # « capture un ennemi » = « bat un ennemi »: the unit beaten is captured (Pocket-Tactics, « l'unité
    # adverse est capturée »); a unit that drowns is captured by no one's act
    # « a battu un ennemi »: the act done, told as it is done (the passé composé of an event is its present)
    "battre": {"3s": "bat", "3p": "battent", "2p": "battez", "inf": "battre",
               "_extra": ["capture", "capturent", "capturez", "capturer", *_done("battu"), *_done("capturé")]},
    # « est capturé » = « est battu » (the passive of « capture »); « a été battu » = « est battu »
    "être battu": _also(_passive("battu"), _passive("capturé"), [*_done_passive("battu"), *_done_passive("capturé")]),
    # « avance d'une tuile » = « se déplace d'une tuile »: a move on the board
    # « ne se noie jamais » = « ne peut pas se noyer »: the water test a unit takes on a tile Eau (PT)
    "se noyer": {"3s": "se noie", "3p": "se noient", "2p": "vous noyez", "inf": "se noyer"},
    "se déplacer": {**_reflexive("déplac"), "_extra": ["avance", "avancent", "avancez", "avancer"]},
    "déplacer": _regular("déplac"),
    "venir en aide": {"3s": "vient en aide", "3p": "viennent en aide", "2p": "venez en aide", "inf": "venir en aide",
                      "_extra": ["aide", "aident", "aidez", "aider"]},  # « aide une unité » = « vient en aide à »
    # « lorsqu'il défend » = « lorsqu'il se défend »
    "se défendre": {"3s": "se défend", "3p": "se défendent", "2p": "vous défendez", "inf": "se défendre",
                    "_extra": ["défend", "défendent", "défendez", "défendre"]},
    # effects
    "compter": _regular("compt"),
    # « jette un dé » = « lance un dé »
    "lancer": {**_regular("lanc"), "_extra": ["jette", "jettent", "jetez", "jeter"]},
    "relancer": _regular("relanc"),
    "permuter": {**_regular("permut"), "_extra": ["échange", "échangent", "échangez", "échanger"]},
    "rester": _regular("rest"),
    # « se rendre sur une tuile » = « aller sur une tuile » (« vous pouvez vous rendre sur »: the reflexive of « vous »)
    "aller": {"3s": "va", "3p": "vont", "2p": "allez", "inf": "aller",
              "_extra": ["se rend", "se rendent", "se rendre", "vous rendre"]},
    "entrer": _regular("entr"),  # « entrer sur / dans une tuile » = « aller sur une tuile »
    "replacer": _regular("replac"),
    # « décider de relancer » = « choisir de relancer »
    "choisir": {"3s": "choisit", "3p": "choisissent", "2p": "choisissez", "inf": "choisir",
                "_extra": ["décide", "décident", "décidez", "décider"]},
    "être affecté": _passive("affecté"),
    # « il affecte toutes les unités adjacentes » = « les unités adjacentes sont affectées »
    "affecter": _regular("affect"),
    # « traverser une tuile Eau »: a permission no game asks yet (refused by what the game asks)
    "traverser": _regular("travers"),
    "donner": {**_regular("donn"), "_extra": ["inflige", "infligent", "infligez", "infliger"]},
    # « vous êtes engagé dans un Combat » = « … impliqué dans un Combat »
    "être impliqué": _also(_passive("impliqué"), _passive("engagé"), []),
    "charger": {"3s": "charge", "3p": "chargent", "2p": "chargez", "inf": "charger"},
    "être chargé": _passive("chargé"),
    # « fait feu » = « tire »
    "tirer": {**_regular("tir"), "_extra": ["fait feu", "font feu", "faites feu", "faire feu"]},
    "toucher": _regular("touch"),
    # « élimine une Unité » = « détruit une Unité »
    "détruire": {"3s": "détruit", "3p": "détruisent", "2p": "détruisez", "inf": "détruire",
                 "_extra": [*_regular("élimin").values(), *_done("détruit"), *_done("éliminé")]},
    "être détruit": _also(_passive("détruit"), _passive("éliminé"),
                          [*_done_passive("détruit"), *_done_passive("éliminé")]),
    "être présent": _passive("présent"),
    "être adjacent": _passive("adjacent"),
    "avoir fait": {"3s": "a fait", "3p": "ont fait", "2p": "avez fait", "inf": "avoir fait",
                   "_extra": ["a effectué", "ont effectué", "avez effectué", "avoir effectué"]},
    "prendre": {"3s": "prend", "3p": "prennent", "2p": "prenez", "inf": "prendre"},
    # « le personnage qui possède la valeur … » = « … qui a la valeur … »
    "avoir": {"3s": "a", "3p": "ont", "2p": "avez", "inf": "avoir",
              "_extra": ["possède", "possèdent", "possédez", "posséder"]},
    "rendre": {"3s": "rend", "3p": "rendent", "2p": "rendez", "inf": "rendre"},
    # (lead-para3) « le Jeton Ordre récupéré peut être réutilisé » = « … utilisé »: the token used again is used
    "être utilisé": _also(_passive("utilisé"), _passive("réutilisé"), ["sert", "servent", "servir"]),
    "utiliser": {**_regular("utilis"), "_extra": list(_regular("réutilis").values())},  # « réutiliser » (lead-para3)
    "coûter": _regular("coût"),
    "effectuer": {**_regular("effectu"), "_extra": ["fait", "font", "faites", "faire", "réalise", "réalisent",
                                                  "réalisez", "réaliser"]},
    "recevoir": {"3s": "reçoit", "3p": "reçoivent", "2p": "recevez", "inf": "recevoir"},
    "être résolu": _passive("résolu"),
    "résoudre": {"3s": "résout", "3p": "résolvent", "2p": "résolvez", "inf": "résoudre"},
    # « récupère » (è before a mute ending); « récupére », the form once written here, still reads
    "récupérer": {"3s": "récupère", "3p": "récupèrent", "2p": "récupérez", "inf": "récupérer",
                  "_extra": ["récupére", "récupérent", "reprend", "reprennent", "reprenez", "reprendre"]},
    # « défausse un Jeton Ordre » = « met de côté un Jeton Ordre »: a token discarded is set aside, used for
    # the round (Pocket Battles' only way to lose one, README reading 42)
    "mettre de côté": {"3s": "met de côté", "3p": "mettent de côté", "2p": "mettez de côté",
                       "inf": "mettre de côté", "_extra": ["défausse", "défaussent", "défaussez", "défausser"]},
    "être invoqué": _passive("invoqué"),
    "invoquer": _regular("invoqu"),
    "obliger": {**_regular("oblig", p2="ez"), "_extra": ["force", "forcent", "forcez", "forcer", "contraint",
                                                      "contraignent", "contraignez", "contraindre"]},
    "survivre": {"3s": "survit", "3p": "survivent", "2p": "survivez", "inf": "survivre"},
    # « peuvent l'accompagner » = « … le suivre » = « … se déplacer avec lui »: moving along with a unit
    "suivre": {"3s": "suit", "3p": "suivent", "2p": "suivez", "inf": "suivre",
               "_extra": ["accompagne", "accompagnent", "accompagnez", "accompagner"]},
    # reference-sheet clauses (grammars/fiche.lark)
    "ignorer": _regular("ignor"),
    "annuler": _regular("annul"),
    "ajouter": _regular("ajout"),
    "augmenter": _regular("augment"),
    "diminuer": _regular("diminu"),
    "gagner": _regular("gagn"),
    # « enlève un PI » = « retire un PI »
    "retirer": {**_regular("retir"), "_extra": ["enlève", "enlèvent", "enlevez", "enlever"]},
    "générer": {"3s": "génère", "3p": "génèrent", "2p": "générez", "inf": "générer"},
    "frapper": _regular("frapp"),
    "apparaître": {"3s": "apparaît", "3p": "apparaissent", "2p": "apparaissez", "inf": "apparaître",
                   "_extra": ["apparait"]},
    "se regrouper": _reflexive("regroup"),
    "survenir": {"3s": "survient", "3p": "surviennent", "2p": "survenez", "inf": "survenir"},
    # « est traité comme un véhicule » = « est considéré comme un véhicule »
    "être considéré": _also(_passive("considéré"), _passive("traité"), []),
    # profile rules (grammars/profil.lark)
    "subir": {"3s": "subit", "3p": "subissent", "2p": "subissez", "inf": "subir"},
    "être relancé": _passive("relancé"),
    "réussir": {"3s": "réussit", "3p": "réussissent", "2p": "réussissez", "inf": "réussir"},
    "blesser": _regular("bless"),
    "voir": {"3s": "voit", "3p": "voient", "2p": "voyez", "inf": "voir"},
    "passer": _regular("pass"),
    "obtenir": {"3s": "obtient", "3p": "obtiennent", "2p": "obtenez", "inf": "obtenir"},
    "porter": _regular("port"),
    "déclarer": _regular("déclar"),
    "devenir": {"3s": "devient", "3p": "deviennent", "2p": "devenez", "inf": "devenir"},
    "rejoindre": {"3s": "rejoint", "3p": "rejoignent", "2p": "rejoignez", "inf": "rejoindre"},
    "bénéficier": {**_regular("bénéfici"), "_extra": ["profite", "profitent", "profitez", "profiter"]},
    "souffrir": {"3s": "souffre", "3p": "souffrent", "2p": "souffrez", "inf": "souffrir"},
    "perdre": {"3s": "perd", "3p": "perdent", "2p": "perdez", "inf": "perdre"},
    # « dispose d'un Jeton Ordre supplémentaire » = « a 1 Jeton Ordre supplémentaire disponible »
    "disposer": _regular("dispos"),
    # « participe à un Combat » = « est impliqué dans un Combat »
    # « prend part à un Combat » = « participe à un Combat »
    "participer": {"3s": "participe à", "3p": "participent à", "2p": "participez à", "inf": "participer à",
                   "_extra": ["prend part à", "prennent part à", "prenez part à", "prendre part à"]},
    "être nécessaire": {"3s": "est nécessaire", "3p": "sont nécessaires", "2p": "êtes nécessaires",
                        "inf": "être nécessaire",
                        # « un seul jet d'initiative est requis » = « … est nécessaire »
                        "_extra": ["suffit", "suffisent", "est requis", "est requise", "sont requis", "sont requises"]},
}


def forms(verb: str) -> list[str]:
    table = VERBS[verb]
    out = [table[p] for p in PERSONS] + table.get("_extra", [])
    return sorted(set(out), key=lambda f: (-len(f), f))


def terminal_name(verb: str) -> str:
    import unicodedata

    ascii_ = unicodedata.normalize("NFKD", verb).encode("ascii", "ignore").decode()
    return "V_" + re.sub(r"\W+", "_", ascii_).upper()


def terminal_regex(verb: str) -> str:
    from .grammar import _trie

    return rf"/(?<![\w-]){_trie(forms(verb))}(?![\w-])/"


def verb_of_terminal(name: str) -> str:
    return _BY_TERMINAL[name]


def conjugate(verb: str, person: str) -> str:
    return VERBS[verb][person]


_BY_TERMINAL = {terminal_name(v): v for v in VERBS}


def present(infinitive: str) -> tuple[str, ...]:
    """The present (il, ils) of an infinitive the game names an order by (« abandonner » →
    « abandonne », « abandonnent »; « poursuivre » → « poursuit », « poursuivent », as « suivre »):
    a verb of the table, a regular « -er » verb, or a compound of a verb of the table; () when not known."""
    tables = [t for t in VERBS.values() if " " not in t["inf"]]
    for table in tables:
        if table["inf"] == infinitive:
            return (table["3s"], table["3p"])
    if infinitive.endswith("er") and len(infinitive) > 3:
        return (infinitive[:-2] + "e", infinitive[:-2] + "ent")
    for table in tables:
        if infinitive.endswith(table["inf"]):
            prefix = infinitive[:len(infinitive) - len(table["inf"])]
            return (prefix + table["3s"], prefix + table["3p"])
    return ()


def participles() -> dict[str, str]:
    """The participles of the passive verbs (« attaquée », « pris pour cible ») -> the verb: « n'est
    jamais attaquée » is « être attaqué » negated, the auxiliary apart from its participle."""
    out = {}
    for verb in VERBS:
        if verb.startswith("être "):
            for form in forms(verb):
                aux, _, pp = form.partition(" ")
                if aux in ("être", "est", "sont", "êtes") and pp:
                    out.setdefault(pp, verb)
    return out


PARTICIPLES = participles()


#: the passives a participle says after its noun (« Un Archer attaqué en Mêlée » = « … qui est
#: attaqué en Mêlée »): the act every game's units undergo (« chargé » is not every game's)
AFTER_NOUN = ("être attaqué",)

#: a past participle after « après avoir » -> the act (« Après avoir battu un ennemi » = « Lorsqu'il
#: bat un ennemi »); the reflexive's after « après s'être »
PAST_PARTICIPLES = {"battu": "battre", "capturé": "battre", "attaqué": "attaquer", "détruit": "détruire",
                    "éliminé": "détruire", "chargé": "charger",
                    "combattu": "combattre", "tiré": "tirer", "déplacé": "se déplacer"}


def past_participle(said: str) -> str:
    """The verb of « battu », « battue », « déplacés »: agreement is the subject's."""
    said = " ".join(said.split())
    for ending in ("es", "e", "s", ""):
        if said.endswith(ending) and said[:len(said) - len(ending)] in PAST_PARTICIPLES:
            return PAST_PARTICIPLES[said[:len(said) - len(ending)]]
    raise KeyError(said)


def participle_regex(only=None) -> str:
    """The participles of the passives (of ``only`` when given) as one terminal's regex."""
    from .grammar import _trie

    said = [pp for pp, verb in PARTICIPLES.items() if only is None or verb in only]
    return rf"/(?<![\w-]){_trie(sorted(said, key=lambda f: (-len(f), f)))}(?![\w-])/"


def past_participle_regex() -> str:
    from .grammar import _trie

    said = [pp + end for pp in PAST_PARTICIPLES for end in ("", "e", "s", "es")]
    return rf"/(?<![\w-]){_trie(sorted(said, key=lambda f: (-len(f), f)))}(?![\w-])/"


#: active verb -> its passive (« une Sorcière bat un ennemi » = « un ennemi est battu par une Sorcière »)
PASSIVES = {"attaquer": "être attaqué", "battre": "être battu", "détruire": "être détruit"}
ACTIVES = {passive: active for active, passive in PASSIVES.items()}

#: the passive of an act the game names as an attack -> that attack: « Cette Unité ne peut pas être
#: chargée » = « … être attaquée par une Charge » (the game's noun, with its article)
ATTACKED_BY = {"être chargé": ("une", "charge")}

#: « est en jeu » = « est présent sur le Champ de Bataille »: the game's noun of where its units play
#: (with its article), refused in a game that has none
IN_PLAY = ("le", "champ de bataille")
#: every game's noun of where its units play, the first its vocabulary knows is « en jeu » (PT: « la carte », where a
#: unit beaten leaves, « l'unité adverse est capturée et retirée de la carte »)
IN_PLAY_NOUNS = (IN_PLAY, ("la", "carte"))

#: nouns that name the act of a verb (« effectuer une Charge » = « charger »): one meaning, one AST
NOMINALISATIONS = {"charge": "charger", "tir": "tirer", "attaque": "attaquer", "déplacement": "se déplacer",
                   "combat": "combattre", "riposte": "riposter"}
