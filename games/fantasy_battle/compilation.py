"""Typed rules (the shared AST, :mod:`rulekit.dsl.profil_ast`) → rulekit Abilities answering the
queries of the attack sequence (:mod:`.sequence`, its docstring lists them).

One function per effect primitive; the rule's subject and circumstances become the guard
(when the answer changes): whose attack (« les attaques portées avec une Hallebarde », « les
Attaques de corps à corps allouées à une figurine avec cette règle »), which round (« pendant
la première Manche de combat »), which situation (« à Courte portée », « si la figurine
charge »), a natural 6 (« qui obtient un ‘6’ naturel … »). No rule is known by its name: a
cited rule (« gagnent Charge dévastatrice (+2 Fo, +2 PA) ») is compiled from its own text in
the catalogue with its parameters; a rule the text calls « une Sauvegarde spéciale » answers
« sauvegarde spéciale » as the seed's special-save lines say (README, « Sauvegardes spéciales »).
Effects the one-on-one attack sequence never asks about (« résolues au Palier d'initiative 0 »,
« ignorent la règle Parade », « Combat sur un rang supplémentaire ») compile to nothing and are
listed in the README.
"""

from __future__ import annotations

import attrs
from rulekit.abilities import Ability, Modifier
from rulekit.dsl import ast as D
from rulekit.dsl import CompileError as DslCompileError
from rulekit.dsl.vocabulary import key

from .sequence import ARMURE, DEMANDEES, IGNORE

ATTAQUANT, DEFENSEUR = "attaquant", "défenseur"
#: the characteristics of each side the sequence asks
DU_DEFENSEUR = set(DEMANDEES[DEFENSEUR])
ISSUES = {"raté": "ratés", "réussi": "réussis"}
#: attack nouns that say the attack's type
TYPES = {"Attaque de corps à corps": "corps à corps", "Attaque de mêlée": "corps à corps",
         "Attaque de tir": "tir", "Attaque à distance": "tir"}
#: the moments an attack knows it is in: « pendant la (première) Manche de combat », « pendant la Phase de tir »
MOMENTS = {"Manche de combat": "corps à corps", "Phase de tir": "tir"}


def same(a, b) -> bool:
    """Names compared as the vocabulary looks them up (:func:`rulekit.dsl.vocabulary.key`: case,
    spaces and the apostrophe ’ or ' aside)."""
    return a is not None and b is not None and key(str(a)) == key(str(b))


class CompileError(DslCompileError):
    """A typed rule the attack sequence cannot apply as written."""


@attrs.frozen
class Regle:
    """A compiled rule: its Ability and the side it belongs to (``cote``)."""

    ability: Ability
    cote: str


def compiler(nom: str, capacite, params=(), resoudre=None, sauvegarde: bool = False) -> Regle:
    """The Ability of rule ``nom`` (its typed text ``capacite``), cited with ``params``.
    ``resoudre(nom, params)``: the Regle of a rule it cites; ``sauvegarde``: the rule is a special save."""
    modifiers = []
    cote = ATTAQUANT
    phrases = list(capacite.phrases)
    seulement = [e.action.quoi for p in phrases for e in p.effets if isinstance(e.action, D.SeulementContre)]
    for i, phrase in enumerate(phrases):
        if _pour(phrase.sujet) == "adversaire":
            cote = DEFENSEUR
        choix = next((e.action for e in phrase.effets if isinstance(e.action, D.Choix)), None)
        if choix is not None:  # « gagne l'un des effets suivants … »: the phrases after it are the options
            modifiers.append(_choix(choix, phrases[i + 1:]))
            cote = DEFENSEUR if choix.carac in DU_DEFENSEUR else cote
            break
        for effet in phrase.effets:
            mods, side = _effet(phrase, effet, nom, params, resoudre)
            modifiers += mods
            cote = side or cote
    if sauvegarde:
        modifiers.append(_sauvegarde_speciale(nom, params))
        cote = DEFENSEUR
    if not modifiers:  # nothing silent: a rule the attack sequence never asks about is said so
        said = sorted({type(e.action).__name__ for p in phrases for e in p.effets})
        raise CompileError(f"« {nom} » : la séquence d'attaque ne demande rien de ce que fait cette règle "
                           f"({', '.join(said)}) ; voir games/fantasy_battle/README.md, « What the sequence ignores »")
    modifiers = [_ignorable(nom, _seulement(m, seulement)) for m in modifiers]
    ability = Ability(nom, modifiers=tuple(modifiers), ast=Texte(capacite, cote))
    return Regle(ability, cote)


def _seulement(modifier, contre):
    """« La règle Parade ne peut être utilisée que contre les Attaques de corps à corps sur le
    front »: every answer of the rule, only against those attacks."""
    return _garde_en_plus(modifier, _garde(D.Phrase((), contre[0], ()))) if contre else modifier


def _ignorable(nom, modifier):
    """A rule an attack ignores (« Les attaques portées avec une Paire d'armes ignorent la règle
    Parade ») answers nothing: each answer first asks « règle ignorée » about it."""
    if modifier.query == "règle ignorée":
        return modifier

    def answer(match, bearer, ctx, value):
        from rulekit import abilities

        if abilities.ask(match, "règle ignorée", False, {**ctx, "nom": nom}):
            return value
        return modifier.fn(match, bearer, ctx, value)
    return Modifier(modifier.query, answer)


def _choix(choix, options):
    """The best of the options for ``choix.carac``: « +1 en Capacité défensive » or « égale à la
    Capacité offensive de l'attaquant »."""
    carac = choix.carac
    if carac is None:
        raise CompileError("« l'un des effets suivants » : dites lequel s'applique (« celui qui lui donne la "
                           "meilleure Capacité défensive »)")
    ways = []
    for phrase in options:
        for effet in phrase.effets:
            a = effet.action
            if isinstance(a, D.Gain) and all(isinstance(g, D.ModifCarac) and same(g.carac, carac) for g in a.gains):
                n = sum(g.valeur for g in a.gains)
                ways.append(lambda v, ctx, n=n: v + n)
            elif isinstance(a, D.Egale) and same(a.carac, carac) and a.de.nom == "attaquant":
                ways.append(lambda v, ctx, autre=a.autre: dict(ctx.get("adversaire") or {}).get(
                    autre.replace("’", "'"), dict(ctx.get("adversaire") or {}).get(autre, v)))
            else:
                raise CompileError(f"une option de « l'un des effets suivants » change la {carac}")
    side = DEFENSEUR if carac in DU_DEFENSEUR else ATTAQUANT
    return _mod("caractéristique", lambda b, ctx: same(ctx.get("carac"), carac) and ctx["cote"] == side == b,
                lambda v, ctx: max(way(v, ctx) for way in ways))


@attrs.frozen
class Texte:
    """What an Ability of the catalogue was compiled from, and its side (``rulekit odds`` reads it)."""

    capacite: object
    cote: str


# --- guards -------------------------------------------------------------------------------------
def _pour(ref) -> str:
    """Whose attacks or profile the subject is: the bearer's, or its enemy's (« les Attaques …
    allouées à une figurine avec cette règle »)."""
    if ref is not None and ref.alloue is not None and _cette_regle(ref.alloue):
        return "adversaire"
    return "porteur"


def _cette_regle(ref) -> bool:
    """« une figurine avec cette règle », « une unité dont plus de la moitié des figurines a cette règle »."""
    said = list(ref.avec) + ([ref.composition[1]] if ref.composition else [])
    return any(r.nom == "règle" and r.regle is None for r in said)


def _garde(phrase):
    """(ctx, bearer) -> bool: the subject's and the circumstances' conditions."""
    conditions, contre = [], []
    ref = phrase.sujet
    if isinstance(ref, D.Ref):
        kind = TYPES.get(ref.nom)  # « les Attaques de tir … »
        if kind:
            conditions.append(lambda a: a.type == kind)
        if ref.arme is not None:
            conditions.append(_arme_nommee(ref.arme))
        if ref.cote == "front" or (ref.alloue is not None and ref.alloue.cote == "front"):
            conditions.append(lambda a: a.front)
        if "en charge" in ref.etats:  # « une figurine en charge »: the attacker charged
            conditions.append(lambda a: a.charge)
        unknown = sorted(set(ref.etats) - {"en charge"})
        if unknown:  # « une figurine à pied … »: the attack does not know it, so the rule is refused, not widened
            raise CompileError(f"« {ref.nom} {unknown[0]} » : la séquence d'attaque ne sait pas si le porteur est "
                               f"« {unknown[0]} »")
    for circ in phrase.circonstances:
        if isinstance(circ, D.Pendant):
            conditions += _pendant(circ)
        elif isinstance(circ, D.Utilisant):
            conditions += _utilisant(circ.quoi)
        elif isinstance(circ, D.ContreQui):
            contre.append(_contre_qui(circ.quoi))
        elif isinstance(circ, D.Situation):
            flag = {"charge": "charge", "Courte portée": "courte_portee", "Longue portée": "longue_portee"}.get(circ.nom)
            if flag is None:
                raise CompileError(f"« à {circ.nom} » : l'attaque ne connaît pas cette situation")
            conditions.append(lambda a, flag=flag: getattr(a, flag))
    return lambda ctx, bearer=ATTAQUANT: (all(cond(ctx["attaque"]) for cond in conditions)
                                          and all(check(ctx, bearer) for check in contre))


def _contre_qui(quoi):
    """(ctx, bearer) -> bool: « contre les Attaques de tir » (that type of attack), « contre les
    figurines avec Peur » (the bearer's opponent has that rule)."""
    kind = TYPES.get(quoi.nom)
    if kind is not None:
        return lambda ctx, bearer: ctx["attaque"].type == kind
    if quoi.avec and all(r.regle for r in quoi.avec) and not (quoi.etats or quoi.de or quoi.arme):
        return lambda ctx, bearer: _cible_a(ctx, quoi, "porteur" if bearer == DEFENSEUR else "cible")
    raise CompileError(f"« contre {quoi.nom} » : l'attaque sait si elle est de tir ou de corps à corps, et les "
                       "règles de son adversaire (« contre les figurines avec Peur »)")


def _pendant(circ) -> list:
    """« pendant la première Manche de combat (où … n'est pas en charge) », « pendant la Phase de tir »."""
    kind = MOMENTS.get(circ.moment)
    if kind is None or (circ.rang is not None and circ.moment != "Manche de combat"):
        raise CompileError(f"« pendant {circ.moment} » : l'attaque sait seulement si elle a lieu pendant la "
                           "(première, deuxième) Manche de combat ou la Phase de tir")
    conditions = [lambda a: a.type == kind]
    if circ.rang is not None:
        conditions.append(lambda a: a.manche == circ.rang)
    if circ.sauf is not None and "en charge" in circ.sauf.etats:
        conditions.append(lambda a: not a.charge)
    return conditions


def _utilisant(arme) -> list:
    """« quand il utilise cette arme » (a weapon's own rule: no condition), « quand il utilise une
    Épée » (the attack's weapon is that one)."""
    if arme.nom != "arme":
        return [_arme_nommee(arme)]
    if arme.avec or arme.de is not None or arme.etats:
        raise CompileError("« quand il utilise une arme … » : l'attaque ne connaît que le nom de son arme "
                           "(« quand il utilise une Hallebarde »)")
    return []


def _arme_nommee(arme):
    """The condition « the attack's weapon is this one » (« portées avec une Épée »); what else the text
    says of the weapon (« une Épée avec la règle À deux mains », « une Épée à deux mains » read so, « une
    Lance montée ») the attack does not know: refused, never dropped."""
    if arme.avec or arme.de is not None or arme.etats or arme.composition is not None:
        said = next((f"avec la règle {r.regle}" for r in arme.avec if r.regle), None) or "ce qui la qualifie"
        raise CompileError(f"« {arme.nom} {said} » : l'attaque ne connaît que le nom de son arme "
                           f"(« portées avec une {arme.nom} »), pas ses règles ni ses états")
    name = arme.nom
    return lambda a: same(a.arme, name)


def _cote_carac(carac) -> str | None:
    """Whose characteristic the sequence asks (None: it never asks it: Agilité, Discipline…)."""
    return next((cote for cote, noms in DEMANDEES.items() if any(same(carac, n) for n in noms)), None)


def _cote_des(pour, sides) -> str | None:
    """« Le porteur gagne +1 en Armure », « … gagne Ægide (4+) »: a rule of the bearer's that only
    the defender's values need is the defender's (None: the side it had)."""
    return DEFENSEUR if pour == "porteur" and set(sides) == {DEFENSEUR} else None


def _six(phrase):
    return next((c.jet for c in phrase.circonstances if isinstance(c, D.SurSix)), None)


def _mod(query, applies, fn):
    def answer(match, bearer, ctx, value):
        return fn(value, ctx) if applies(bearer, ctx) else value
    return Modifier(query, answer)


# --- effects ------------------------------------------------------------------------------------
def _effet(phrase, effet, nom, params, resoudre):  # noqa: C901 - one case per primitive
    action, garde, six = effet.action, _garde(phrase), _six(phrase)
    pour = _pour(phrase.sujet)

    def own(bearer, ctx):  # the bearer's own characteristic or roll
        return (ctx["cote"] == bearer) == (pour == "porteur") and garde(ctx, bearer)

    if six is not None:
        return [_sur_six(six, action, garde)], None
    if isinstance(action, D.Gain):
        mods, sides = [], set()
        for g in action.gains:
            if isinstance(g, D.Parametres):
                mods += [_carac(p, own) for p in params if isinstance(p, D.ModifCarac) and _cote_carac(p.carac)]
            elif isinstance(g, D.ModifCarac):
                if _cote_carac(g.carac):  # « +1 en Agilité »: never asked (README, « What the sequence ignores »)
                    mods.append(_carac(g, own, params))
                    sides.add(_cote_carac(g.carac))
            elif isinstance(g, D.ModifJet):
                sides.add(ATTAQUANT)
                n = _valeur(g.valeur, params)
                mods.append(_mod("modificateur", lambda b, ctx, g=g: ctx.get("jet") == g.jet and
                                 (ctx["cote"] == ATTAQUANT) and ((b == ATTAQUANT) == (pour == "porteur")) and garde(ctx, b),
                                 lambda v, ctx, n=n: v + n))
            elif isinstance(g, D.RegleCitee) and resoudre is not None:
                cited = resoudre(g.nom, g.params)
                if cited is not None:
                    mods += [_garde_en_plus(m, garde) for m in cited.ability.modifiers]
                    sides.add(cited.cote)
        return mods, _cote_des(pour, sides)
    if isinstance(action, D.Fixe):
        said = [(c, n) for c, n in action.valeurs if _cote_carac(c)]
        sides = {_cote_carac(c) for c, _ in said}
        return [_mod("caractéristique", lambda b, ctx, c=c: same(ctx.get("carac"), c) and own(b, ctx),
                     lambda v, ctx, n=_posee(n, params): n) for c, n in said], \
            _cote_des(pour, sides)
    if isinstance(action, D.MultiplieBlessures):  # « … sont multipliées par la valeur entre parenthèses (X) »
        par = _facteur(action.par, params)
        return [_mod("multiplicateur", lambda b, ctx: (b == ATTAQUANT) == (pour == "porteur") and garde(ctx, b),
                     lambda v, ctx: par)], None
    if isinstance(action, D.RelanceJets):
        jet = action.jet
        # « peut relancer ses jets ratés »: a player always takes a reroll of a failure (it can only help);
        # one of a success (« peut relancer … réussis ») never, and one forbidden (« ne peut être ») is the rule
        if effet.modalite not in ("doit", "peut") or (effet.modalite == "peut" and jet.issue != "raté"):
            return [], None
        query_jet = jet.jet if jet.jet in ("toucher", "blesser", "sauvegarde d'armure", "sauvegarde spéciale") else (
            "sauvegarde spéciale" if jet.regle else "sauvegarde d'armure")
        contre = action.contre

        # « La figurine peut relancer ses sauvegardes … »: its own rolls (« contre X »: the rolls made against X)
        mine = isinstance(phrase.sujet, D.Ref) and contre is None

        def applies(bearer, ctx, jet=jet, query_jet=query_jet):
            return (ctx.get("jet") == query_jet and ctx.get("issue") == ISSUES.get(jet.issue, "ratés")
                    and (jet.regle is None or ctx.get("nom") == jet.regle) and garde(ctx, bearer)
                    and (not mine or own(bearer, ctx))
                    and (contre is None or not contre.avec or _cible_a(ctx, contre)))
        sauvegarde = query_jet.startswith("sauvegarde") and contre is None and (phrase.sujet is None or pour == "porteur")
        return [_mod("relance", applies, lambda v, ctx: True)], (DEFENSEUR if sauvegarde else None)
    if isinstance(action, D.IgnoreRegle):
        mods = []
        for q in action.quoi:
            if isinstance(q, D.RegleCitee):  # « ignorent la règle Parade »: asked by that rule's answers
                mods.append(_mod("règle ignorée", lambda b, ctx, q=q: same(ctx.get("nom"), q.nom) and garde(ctx, b),
                                 lambda v, ctx: True))
            elif isinstance(q, D.JetDe) and q.jet == "sauvegarde d'armure":  # « ignorent les sauvegardes d'armure »
                mods.append(_mod("caractéristique", lambda b, ctx: ctx.get("carac") == "Armure"
                                 and ctx["cote"] == DEFENSEUR and b == ATTAQUANT and garde(ctx, b), lambda v, ctx: 0))
            elif isinstance(q, D.JetDe):
                mods.append(_mod("ignore sauvegarde", lambda b, ctx, q=q: ctx.get("nom") == q.regle and garde(ctx, b),
                                 lambda v, ctx: True))
        return mods, None
    if isinstance(action, D.IgnoreModif):
        return [_mod("ignore modificateur", lambda b, ctx: ctx.get("jet") == action.jet and
                     (action.cause is None or ctx.get("cause") == action.cause) and garde(ctx, b),
                     lambda v, ctx: True)], None
    if isinstance(action, D.Utiliser):
        return [_permis(phrase, effet, action)], None
    return [], None  # not asked by the attack sequence (README, « Ce que la séquence ignore »)


def _valeur(valeur, params) -> int:
    """A signed amount, or « ±X »: the rule's number parameter (« Distraction (1) »)."""
    if isinstance(valeur, int):
        return valeur
    numbers = [p.valeur if isinstance(p, D.Bonus) else p for p in params
               if isinstance(p, D.Bonus) or (isinstance(p, int) and not isinstance(p, bool))]
    if not numbers:
        raise CompileError(f"« {valeur} » : la règle se cite avec sa valeur entre parenthèses (X)")
    return -abs(numbers[0]) if valeur.startswith("-") else abs(numbers[0])


def _posee(valeur, params) -> int:
    """A value set: a number, or « X »: the rule's parameter (« passe à la valeur donnée entre
    parenthèses (X+) », cited « (3+) »)."""
    if valeur != "X":
        return valeur
    said = [p.valeur if isinstance(p, (D.Seuil, D.Bonus)) else p for p in params
            if isinstance(p, (D.Seuil, D.Bonus)) or (isinstance(p, int) and not isinstance(p, bool))]
    if not said:
        raise CompileError("« X » : la règle se cite avec sa valeur entre parenthèses (« (3+) », « (10) »)")
    return said[0]


def _facteur(par: str, params) -> str:
    """What each unsaved wound is multiplied by: « 2 », « 1D3 », or « X », the rule's parameter."""
    if par != "X":
        return par
    said = [str(p).upper() for p in params if (isinstance(p, int) and not isinstance(p, bool))
            or (isinstance(p, str) and "D" in p.upper() and p.upper().replace("D", "", 1).isdigit())]
    if not said:
        raise CompileError("« multipliées par X » : la règle se cite avec un nombre ou un dé (« (2) », « (1D3) »)")
    return said[0]


def _carac(g, own, params=()):
    n = _valeur(g.valeur, params)
    return _mod("caractéristique", lambda b, ctx: same(ctx.get("carac"), g.carac) and own(b, ctx),
                lambda v, ctx: v + n)


def _garde_en_plus(modifier, garde):
    """``modifier``, answering only when ``garde(ctx, bearer)`` holds."""
    def answer(match, bearer, ctx, value):
        return modifier.fn(match, bearer, ctx, value) if garde(ctx, bearer) else value
    return Modifier(modifier.query, answer)


def _cible_a(ctx, ref, qui="cible") -> bool:
    """« contre les figurines avec Inflammable »: the target (``qui``: « cible », or « porteur » for
    the attacker) has that rule."""
    names = {a.regle for a in ref.avec if a.regle}
    return any(n.casefold() in str(ctx.get(qui, "")).casefold() for n in names)


def _sur_six(jet, action, garde):
    if jet == "blesser" and isinstance(action, (D.BlesseAuto, D.ToucheSupp)):  # a 6 to wound already wounds
        raise CompileError("sur un ‘6’ naturel pour blesser, l'attaque a déjà blessé : une touche ou une blessure "
                           "automatique se gagne sur un ‘6’ pour toucher")
    if isinstance(action, D.BlesseAuto):
        effects = ("blesse automatiquement",)
    elif isinstance(action, D.ToucheSupp):
        effects = ("touche supplémentaire",) * action.nombre
    elif isinstance(action, D.Fixe):
        effects = tuple((c.replace("’", "'"), n) for c, n in action.valeurs)
        other = next((c for c, _ in effects if c != "Pénétration d'armure"), None)
        if other is not None:  # the sequence reads a six's own PA at the armour save, no other value
            raise CompileError(f"sur un ‘6’ naturel, l'attaque voit sa Pénétration d'armure passer à N (« Coup "
                               f"fatal »), pas sa {other} : la séquence ne relit pas cette valeur pour ce dé")
    elif isinstance(action, D.IgnoreRegle):  # « ignore les sauvegardes d'Ægide (d'armure) »
        effects = tuple((IGNORE, ARMURE if q.jet == ARMURE else q.regle) for q in action.quoi if isinstance(q, D.JetDe))
    else:
        raise CompileError("sur un ‘6’ naturel, l'attaque blesse automatiquement, inflige des touches "
                           "supplémentaires, voit une valeur passer à N ou ignore une sauvegarde")
    return _mod("sur un six", lambda b, ctx: ctx.get("jet") == jet and garde(ctx, b), lambda v, ctx: v + effects)


def _permis(phrase, effet, action):
    """« L'Infanterie ne peut pas utiliser de Lance de cavalerie », « Seules les figurines
    d'Infanterie peuvent utiliser une Lance »."""
    arme, ref = action.quoi.nom, phrase.sujet
    genre = (ref.de.nom if ref.de is not None else ref.nom) if isinstance(ref, D.Ref) else None

    def about(ctx):
        return ctx.get("action") == "utiliser" and same(ctx.get("arme", ""), arme)

    def is_kind(ctx):
        return same(ctx.get("porteur_type") or "", genre)

    if effet.modalite == "ne peut pas":
        return _mod("permis", lambda b, ctx: about(ctx) and is_kind(ctx), lambda v, ctx: False)
    if isinstance(ref, D.Ref) and ref.seul:  # a model of no stated type is not refused (README, « Readings »)
        return _mod("permis", lambda b, ctx: about(ctx) and ctx.get("porteur_type") and not is_kind(ctx),
                    lambda v, ctx: False)
    return _mod("permis", lambda b, ctx: False, lambda v, ctx: v)


def _sauvegarde_speciale(nom, params):
    """« Ægide (4+) »: a roll of 4+ cancels the wound; « Fortitude (+1, max. 3+) »: +1 to the saves of
    that name the model has, never better than 3+, or a (7 − 1)+ save if it has none (seed 002,
    « Si X est donné comme un jet de dé … », « Si X est donné comme modificateur … »)."""
    seuils = [p for p in params if isinstance(p, D.Seuil) and not p.maximum]
    contre = _contre([p.regle for p in params if isinstance(p, D.Contre)])
    bonus = sum(p.valeur for p in params if isinstance(p, D.Bonus))
    plafond = next((p.valeur for p in params if isinstance(p, D.Seuil) and p.maximum), 2)

    def answer(match, bearer, ctx, value):
        if bearer != DEFENSEUR or not contre(ctx):
            return value
        if seuils:
            return value + ((nom, seuils[0].valeur),)
        if not bonus:
            return value
        own = [s for n, s in value if n == nom]
        if not own:
            return value + ((nom, max(7 - bonus, plafond)),)
        return tuple((n, max(s - bonus, plafond) if n == nom else s) for n, s in value)
    return Modifier("sauvegarde spéciale", answer)


def _contre(noms):
    """ctx -> bool: « Ægide (5+, contre Attaque de tir) »: against that type of attack, or attacks with
    that rule (« contre Attaque magique »)."""
    def against(ctx, nom):
        kind = next((t for n, t in TYPES.items() if same(n, nom)), None)
        if kind is not None:
            return ctx["attaque"].type == kind
        return any(same(r, nom) for r in ctx.get("regles", {}).get(ATTAQUANT, ()))
    return lambda ctx: all(against(ctx, nom) for nom in noms)
