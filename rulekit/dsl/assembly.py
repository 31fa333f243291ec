"""A sentence's parts put together into one ``Phrase``: what the parser reads in any order (a
circumstance at the head, among the effects, after a comma; a place, roll, mode or target said
first; a concession; a restriction « mais pas … ») goes where one meaning has one AST.

Used by :class:`rulekit.dsl.transformer.ToAst` once it has read a phrase's circumstances,
subject and effects.
"""

from __future__ import annotations

import attrs

from . import ast as A
from . import canonical, render


def phrase(circs, sujet, effets, is_unit_noun=lambda nom: False, adversaire="adversaire",
           plural=lambda nom: nom, singular=None, is_action=lambda nom: False,
           is_mode=lambda nom: False, feminine=frozenset(), charge=None, is_attack=lambda nom: False,
           rolled_apart=lambda nom: False, orders=()) -> A.Phrase:
    """A phrase; « il reste en vie sur 4+ » is the roll « lancez un dé, et si le résultat est
    4, 5 ou 6, il reste en vie »: one meaning, one AST (a Jet whose success keeps it alive)."""
    circs, effets = _lifted(tuple(circs), effets)
    circs, effets = before_situation(circs, effets)
    circs, effets = beaten_only(circs, sujet, effets)
    sujet, effets = free_order(sujet, effets)
    sujet = canonical.order_by_name(A.Phrase((), sujet, effets), orders).sujet  # « Un Tir ne coûte aucun … »
    circs, sujet = _bearer_s_attacker(circs, sujet, effets, adversaire)  # « L'Unité qui charge cette Unité … »
    acted = canonical.acted_on(A.Phrase(circs, sujet, ()), charge)  # « Quand une Unité ennemie la charge »
    circs, sujet = acted.circonstances, acted.sujet
    if sujet is not None:  # « … contre les attaques en Mêlée »: when the subject (« il ») is attacked so
        circs = tuple(A.Quand(attrs.evolve(c.acte, sujet=pronoun_of(sujet))) if isinstance(c, A.Quand)
                      and c.acte.sujet is None and c.acte.verbe == "être attaqué" else c for c in circs)
        # « … contre les Attaques Distantes »: when the subject is attacked by one (the attack the passive's agent)
        circs = tuple(A.Quand(attrs.evolve(c.acte, objet=pronoun_of(sujet))) if isinstance(c, A.Quand)
                      and c.acte.passif and c.acte.objet is None and c.acte.verbe == "attaquer" else c for c in circs)
    circs, sujet, effets = affects(circs, sujet, effets, lambda d: canonical.generic(d, is_unit_noun, singular))
    circs, sujet = own_circs(circs, sujet)
    circs, sujet = _next_to_a_side(circs, sujet, is_unit_noun, lambda d: canonical.generic(d, is_unit_noun, singular),
                                   feminine)
    circs, sujet = _agent_relative(circs, sujet, lambda d: canonical.generic(d, is_unit_noun, singular))
    circs, sujet = _opponent_relative(circs, sujet, effets, is_unit_noun, adversaire)
    _no_lost_patient((circs, effets))
    circs, effets = _concession(circs, effets)
    effets = concession_subject(effets, sujet)
    circs, sujet, effets = _said_ahead(circs, sujet, effets)
    sujet = canonical.role(circs, sujet, adversaire)
    circs = tuple(canonical.attack_as_agent(c, is_attack) for c in _contre(circs, sujet, effets, adversaire))
    circs = canonical.attacked_by_action(circs, is_action)
    one = singular or (lambda nom: nom)
    # « attaqué par des Attaques Distantes », « … par des Hommes-Bêtes »: any one of that kind
    kind = lambda nom: is_action(nom) or is_unit_noun(nom)  # noqa: E731
    circs = tuple(canonical.attacked_by_kind(canonical.attacked_by_mode(c, is_mode), kind, one, feminine)
                  for c in circs)
    effets = tuple(canonical.attacked_by_kind(canonical.attacked_by_mode(e, is_mode), kind, one, feminine)
                   for e in effets)
    circs = canonical.bearer_pronoun(circs, sujet)
    rolls = [e for e in effets if isinstance(e.action, tuple) and e.action[0] == "jet"]
    if not circs and isinstance(sujet, A.Designation) and effets == (A.Effet(A.Rester("en vie")),):
        # « Un Druide survit automatiquement », « … ne peut pas être battu »: when it is about to be beaten, as
        # « Un Tueur survit sur 5+ » below
        circs = (A.Quand(A.Acte("être battu", sujet=pronoun_of(sujet), imminent=True)),)
    if not rolls:
        phrase = canonical.cataphora(A.Phrase(*canonical.antecedent(circs, sujet, is_unit_noun, singular), effets),
                                     is_unit_noun)
        phrase = canonical.moved_by_the_player(phrase)
        phrase = canonical.moment_apart(canonical.bearer_in_trigger(canonical.player_through_bearer(phrase)),
                                        rolled_apart)
        phrase = canonical.roll_during(phrase, is_action)
        phrase = canonical.attacks_in_riposte(phrase, rolled_apart)
        phrase = canonical.moment_of_dice(phrase, rolled_apart, is_action)
        phrase = canonical.repetition(canonical.opponent(canonical.ordered(phrase), adversaire))
        phrase = canonical.anaphora(phrase, is_unit_noun, singular or (lambda nom: nom))
        phrase = canonical.hits_when_is_if(phrase)  # « Dès qu'elle donne au moins 1 coup, elle donne 2 coups de plus »
        return canonical.lost_at_event(canonical.pronoun_number(phrase), plural)
    if len(effets) > 1:
        raise ValueError("un jet de survie « sur 4+ » est le seul effet de sa phrase")
    if isinstance(sujet, A.Designation) and sujet.relative == A.Acte("être battu", imminent=True):
        sujet = attrs.evolve(sujet, relative=None)  # « Un Ranger qui va être battu survit sur 4+ »: when, as below
    if isinstance(sujet, A.Designation):
        # « Lorsqu'il est sur le point d'être battu, un Ranger Maudit survit sur 4+ »: the roll has no subject of
        # its own, the unit is named in the circumstance (« Lorsqu'un Ranger Maudit est sur le point … »)
        circs = canonical.named_in_circumstance(circs, sujet)
    if not circs and isinstance(sujet, A.Designation):
        # « Un Tueur survit sur 5+ »: when it is about to be beaten, as « Lorsqu'un Tueur est sur le
        # point d'être battu, lancez un dé, et si le résultat est 5 ou 6, il reste en vie »
        circs = (A.Quand(A.Acte("être battu", sujet=sujet, imminent=True)),)
    who = pronoun_of(sujet) if sujet is not None else A.Pronom("il")  # « Une Sorcière survit … »: « elle reste en vie »
    alive = A.Phrase((), who, (A.Effet(A.Rester("en vie"), rolls[0].modalite),))
    return A.Phrase(circs, None, (A.Jet(1, rolls[0].action[1], alive),))


def free_order(sujet, effets):
    """« Cette Unité peut Charger sans dépenser de Jeton Ordre » = « La Charge de cette Unité est gratuite »:
    the unit's order of that name (``OrdreA.ordres``) costs no token. The only effect of its phrase, said of
    a unit."""
    said = [e for e in effets if isinstance(e, tuple) and e[:1] == ("ordre gratuit",)]
    if not said:
        return sujet, effets
    if len(effets) != 1 or not isinstance(sujet, A.Designation):
        raise ValueError("« peut … sans dépenser de Jeton Ordre » : le seul effet de sa phrase, dit d'une unité "
                         "(« Cette Unité peut Charger sans dépenser de Jeton Ordre »)")
    _, order, cost = said[0]
    return A.OrdreA(sujet, (order,)), (cost,)


def beaten_only(circs: tuple, sujet, effets):
    """« Un Juggernaut ne peut être battu que par une attaque de Magie » = « Lorsqu'un Juggernaut est sur le
    point d'être battu par une attaque autre que Magie, il survit automatiquement »: the modes not said save
    it (one mode said: « autre que » it; two: « avec » the third)."""
    said = [e for e in effets if isinstance(e, A.Effet) and isinstance(e.action, tuple) and e.action[0] == "battu seulement"]
    if not said:
        return circs, effets
    if len(effets) != 1 or not isinstance(sujet, A.Designation):
        raise ValueError("« ne peut être battu que … » : le seul effet de sa phrase, dit d'une unité nommée")
    _, allowed, others = said[0].action
    how = {"sauf_mode": allowed[0]} if len(allowed) == 1 else {"mode": others[0]}
    if len(allowed) > 1 and len(others) > 1:  # pragma: no cover - a game of four modes or more
        raise ValueError("« ne peut être battu que … » : un mode, ou tous sauf un")
    acte = A.Acte("être battu", sujet=pronoun_of(sujet), imminent=True, **how)
    return circs + (A.Quand(acte),), (A.Effet(A.Rester("en vie")),)


#: « cette attaque », the subject of « affecte » after a circumstance that says an attack
THIS_ATTACK = "cette attaque"


def affects(circs: tuple, sujet, effets, generic):
    """« Un Mage Rouge qui attaque avec Magie affecte toutes les unités ennemies adjacentes » = « Lorsqu'un
    Mage Rouge attaque avec Magie, il affecte … » = « …, toutes les unités ennemies qui lui sont adjacentes
    sont affectées »: the units affected are the subject, the unit whose act affects them is named in
    its circumstance (said as its relative, or as the pronoun of the circumstance)."""
    said = [e for e in effets if isinstance(e, A.Effet) and isinstance(e.action, tuple) and e.action[0] == "affecte"]
    if not said:
        return circs, sujet, effets
    if len(said) != 1 or said[0] is not effets[0] or said[0].modalite is not None:
        raise ValueError("« affecte … » : le premier effet de sa phrase, sans modalité (« il affecte les unités "
                         "ennemies adjacentes »)")
    group = said[0].action[1]
    rest = tuple(effets[1:])
    acts = [i for i, c in enumerate(circs) if isinstance(c, A.Quand)]
    if isinstance(sujet, A.Designation) and isinstance(sujet.relative, A.Acte) and sujet.relative.sujet is None:
        # « Un Mage Rouge qui attaque avec Magie affecte … »: the relative is when
        circs = circs + (A.Quand(attrs.evolve(sujet.relative, sujet=generic(attrs.evolve(sujet, relative=None)))),)
    elif isinstance(sujet, A.Pronom) and sujet.mot in ("il", "elle") and len(acts) == 1:
        pass  # « Lorsqu'un Mage Rouge attaque …, il affecte … »: named in the circumstance already
    elif sujet == A.Pronom(THIS_ATTACK) and len(acts) == 1 and circs[acts[0]].acte.verbe in ("attaquer", "tirer"):
        pass  # « Lorsqu'un Mage Rouge attaque …, cette attaque affecte … »: the attack the circumstance says
    elif (isinstance(sujet, A.Designation) and len(acts) == 1
          and isinstance(circs[acts[0]].acte.sujet, A.Pronom) and circs[acts[0]].acte.sujet.mot in ("il", "elle")):
        # « Un Mage Rouge affecte … lorsqu'il attaque avec Magie »: the pronoun stands for the subject
        i = acts[0]
        circs = circs[:i] + (A.Quand(attrs.evolve(circs[i].acte, sujet=sujet)),) + circs[i + 1:]
    else:
        raise ValueError("« affecte … » : quand ? (« Lorsqu'un Mage Rouge attaque avec Magie, il affecte … », "
                         "« Un Mage Rouge qui attaque avec Magie affecte … »)")
    return circs, group, (A.Effet(A.Affecte()),) + rest


def pronoun_of(sujet):
    """The pronoun that stands for ``sujet`` (« il », « elle », « ils », « elles »)."""
    if isinstance(sujet, A.Pronom):
        return sujet
    return A.Pronom(("elle" if render.feminin(sujet) else "il") + ("s" if sujet.det in render.PLURAL_DETS else ""))


def before_situation(circs: tuple, effets):
    """« Avant que les relances de situation ne surviennent, vous pouvez relancer tous les dés » = « Vous
    pouvez relancer tous les dés avant que les relances de situation ne surviennent »: said first, it is
    still the reroll's moment (refused where the sentence rerolls nothing)."""
    if not any(c == ("avant situation",) for c in circs):
        return circs, effets
    circs = tuple(c for c in circs if c != ("avant situation",))
    out, said = [], False
    for e in effets:
        if isinstance(e, A.Effet) and isinstance(e.action, A.Relance) and not e.action.avant_situation:
            e, said = attrs.evolve(e, action=attrs.evolve(e.action, avant_situation=True)), True
        out.append(e)
    if not said:
        raise ValueError("« avant que les relances de situation ne surviennent » se dit d'une relance "
                         "(« …, vous pouvez relancer tous les dés »)")
    return circs, type(effets)(out) if isinstance(effets, tuple) else out


def own_circs(circs: tuple, sujet):
    """Circumstances said of the phrase's subject without naming it: « Lorsqu'il n'a aucun allié adjacent,
    un Épéiste … » = « Un Épéiste sans allié adjacent … »; « Après avoir battu un ennemi, un Maraudeur … »
    = « Lorsqu'un Maraudeur bat un ennemi, il … »; « Lors du lancement de ses dés d'attaque, un Maraudeur
    … » = « Lorsqu'un Maraudeur lance ses dés d'attaque, il … »."""
    out = []
    for c in circs:
        kind = c[0] if isinstance(c, tuple) else None
        if kind not in ("sans allié", "après", "lancement sien"):
            out.append(c)
            continue
        if kind == "après" and isinstance(sujet, (A.Pronom, A.Designation)):
            out.append(A.Quand(attrs.evolve(c[1], sujet=sujet)))  # named in the trigger, as « Lorsqu'un X bat … »
            sujet = pronoun_of(sujet)
            continue
        named = [d for d in (c[1] if kind == "sans allié" else None, sujet) if isinstance(d, A.Designation)]
        if kind == "après" or len(named) != 1:
            raise ValueError("de qui est-ce dit ? une unité nommée une fois (« Lorsqu'il n'a aucun allié "
                             "adjacent, un Épéiste … », « Lors du lancement de ses dés, un Maraudeur … »)")
        if kind == "sans allié":
            sujet = attrs.evolve(named[0], quals=named[0].quals + ("sans allié adjacent",))
        else:
            out.append(A.LancementDes(c[1], sujet))
            sujet = pronoun_of(sujet)
    return tuple(out), sujet


def _next_to_a_side(circs: tuple, sujet, is_unit_noun, generic, feminine=frozenset()):
    """« Les Archers adjacents à un ennemi lancent … » = « S'il est adjacent à un ennemi, un Archer lance … »:
    a unit of a kind placed next to a unit named only by its side (« un ennemi », « une unité alliée ») is
    the bearer in that state, not an aura (an aura's anchor is a kind of unit, « adjacents à un Druide »,
    whose bearer the others stand next to)."""
    if not (isinstance(sujet, A.Designation) and sujet.quals == ("adjacent",) and sujet.relative is None
            and isinstance(sujet.ancre, A.Designation) and is_unit_noun(sujet.nom)):
        return circs, sujet
    anchor = canonical.side(sujet.ancre)
    if is_unit_noun(anchor.nom) or anchor.nom.lower() not in ("unité", "unités") or anchor.ancre is not None:
        return circs, sujet
    bare = generic(attrs.evolve(sujet, quals=(), ancre=None, det="les" if sujet.det in render.PLURAL_DETS else sujet.det))
    she = render.feminin(sujet) or render.feminin(bare) or bare.nom.lower() in feminine
    who = A.Pronom("elle" if she else "il")  # « Les Jeunes Filles au Bouclier adjacentes … »: « Si elle est … »
    return circs + (A.Si(A.Acte("être adjacent", sujet=who, objet=anchor)),), bare


def _agent_relative(circs: tuple, sujet, generic):
    """« Un Lancier qui est attaqué par un Homme-Bête lance … » = « Lorsqu'un Lancier est attaqué par un
    Homme-Bête, il lance … »: a passive with its agent, said of the subject, is the trigger."""
    rel = sujet.relative if isinstance(sujet, A.Designation) else None
    if isinstance(rel, A.Acte) and rel.passif and rel.objet is None:
        bare = generic(attrs.evolve(sujet, relative=None))  # « Les Lanciers attaqués par … » = « Lorsqu'un Lancier … »
        return circs + (A.Quand(attrs.evolve(rel, objet=pronoun_of(bare))),), bare
    said = canonical.relative_is_when(A.Phrase(circs, sujet, ()), generic)
    return said.circonstances, said.sujet


#: « l'unité qui attaque un X » -> the act of X that makes that unit its opponent
_FACING = {"attaquer": "être attaqué", "combattre": "combattre"}


def _opponent_relative(circs: tuple, sujet, effets, is_unit_noun, adversaire):
    """« L'unité qui attaque un Gardien lance un dé de moins » = « Lorsqu'un Gardien est attaqué, son
    adversaire lance un dé de moins »; « Toute unité ennemie qui combat un Gardien … » = « Lorsqu'un
    Gardien combat, son adversaire … »: a unit named by whom it fights, a unit of a kind, is that unit's
    opponent, and that unit bears the ability (it is not any unit fighting any Gardien)."""
    rel = sujet.relative if isinstance(sujet, A.Designation) else None
    if not (isinstance(rel, A.Acte) and rel.verbe in _FACING and sujet.nom.lower() in ("unité", "unités")
            and sujet.quals in ((), ("ennemi",)) and sujet.ancre is None and sujet.det not in ("cette", "ce")):
        return circs, sujet
    d = rel.objet
    if not (isinstance(d, A.Designation) and is_unit_noun(d.nom) and not d.quals and d.relative is None
            and d.ancre is None and rel == A.Acte(rel.verbe, objet=d, mode=rel.mode)):
        return circs, sujet
    if not effets or not all(isinstance(e, A.Effet) and isinstance(e.action, canonical.ROLL_EFFECTS)
                             for e in effets):
        return circs, sujet
    facing = A.Quand(A.Acte(_FACING[rel.verbe], sujet=d, mode=rel.mode))
    return circs + (facing,), A.Designation("son", adversaire)


def _bearer_s_attacker(circs: tuple, sujet, effets, adversaire):
    """(lead-pb) « L'Unité (ennemie) qui charge cette Unité lance un dé de moins » = « Quand une Unité ennemie charge cette
    Unité, son Adversaire lance un dé de moins »; « L'Unité qui attaque cette Unité … » = « Lorsque cette Unité est
    attaquée, son Adversaire … »: the unit named by what it does to the bearer, of a roll, is the bearer's opponent in
    that attack, as « l'Unité qui la charge » after « Lorsque cette Unité est chargée » (it was refused, « des dés en
    plus, mais pour quoi ? »: the relative says when)."""
    rel = sujet.relative if isinstance(sujet, A.Designation) else None
    if not (isinstance(rel, A.Acte) and rel.verbe in ("charger", "attaquer") and sujet.nom.lower() in ("unité", "unités")
            and sujet.quals in ((), ("ennemi",)) and sujet.ancre is None and sujet.det not in canonical.THIS_DETS):
        return circs, sujet
    d = rel.objet
    if not (isinstance(d, A.Designation) and d.det in canonical.THIS_DETS and d.nom.lower() == "unité" and not d.quals
            and d.relative is None and d.ancre is None and rel == A.Acte(rel.verbe, objet=d)):
        return circs, sujet
    if not effets or not all(isinstance(e, A.Effet) and isinstance(e.action, canonical.ROLL_EFFECTS) for e in effets):
        return circs, sujet
    if rel.verbe == "attaquer":
        trigger = A.Quand(A.Acte("être attaqué", sujet=d))
    else:
        trigger = A.Quand(A.Acte("charger", sujet=A.Designation("une", "unité", ("ennemi",)), objet=d))
    return circs + (trigger,), A.Designation("son", adversaire)


def _no_lost_patient(node):
    """A passive with its agent in a relative anywhere but the subject's (« … une unité qui est attaquée
    par un Archer »): the active would lose whom it attacks; refused."""
    if isinstance(node, tuple):
        for x in node:
            _no_lost_patient(x)
    elif attrs.has(type(node)):
        if isinstance(node, A.Acte) and node.passif and node.objet is None:
            raise ValueError(f"« qui est … par {render.render(node.sujet)} » : dites-le du sujet (« Un Lancier qui "
                             "est attaqué par un Homme-Bête lance … »)")
        for f in attrs.fields(type(node)):
            _no_lost_patient(getattr(node, f.name))


def is_circ(x) -> bool:
    return isinstance(x, (A.Quand, A.AuLieuDe, A.LancementDes, A.Si, A.Durant, A.MemeTour, A.Frequence, A.Periode)) or (
        isinstance(x, tuple) and x[:1] == ("même si",))


def _lifted(circs: tuple, effets):
    """« elle doit charger une Unité lors du même tour » = « lors du même tour, elle doit charger une
    Unité », and « …, lors du lancement de … » after the effects: a circumstance said among or
    inside the effects is the phrase's."""
    out = []
    for e in effets:
        if isinstance(e, tuple) and e[:1] == ("circ",):
            circs += (e[1],)
            continue
        if isinstance(e, A.Effet) and isinstance(e.action, tuple) and e.action[:1] == ("lift",):
            _, circ, action = e.action
            if circ not in circs:
                circs += (circ,)
            e = attrs.evolve(e, action=action)
        out.append(e)
    return circs, tuple(out)


#: what a head circumstance « en X, » says of an effect -> the effects that can say it
AHEAD_TAKERS = {"des": (A.DesSupplementaires, A.DesFixes, A.Relance), "mode": (A.DesSupplementaires, A.DesFixes, A.Agir)}


def _said_ahead(circs, sujet, effets):
    """« Sur une tuile Forêt, un Épéiste … » = « Un Épéiste sur une tuile Forêt … »; « En défense, un
    Lancier lance un dé supplémentaire » = « … un dé supplémentaire en défense »; « En Mêlée, … » =
    « … en Mêlée »: a place or a roll said at the head is the subject's or the effects'."""
    for c, then in zip(circs, circs[1:]):
        if (isinstance(c, tuple) and c[:1] == ("contre",) and isinstance(then, tuple)
                and then[:1] == ("sur tuile",)):
            # (lead-adv2) « … un dé de plus contre une unité ennemie sur une tuile Forêt »: read as the subject's tile
            # (« un Archer sur une tuile Forêt »), where the French says the unit fought stands there
            raise ValueError("« contre … sur une tuile … » : la tuile de l'unité combattue ou celle du sujet ? dites « contre "
                             "une unité qui se trouve sur une tuile Forêt », ou « Sur une tuile Forêt, un Archer … »")
    kept = []
    for c in circs:
        if isinstance(c, tuple) and c[:1] == ("depuis",):
            effets = _shot_from(c[1], effets)
        elif isinstance(c, tuple) and c[:1] == ("dans",) and isinstance(c[1], A.Acte):
            if sujet is None:  # « Dans la Zone Avant, … »: where the subject stands
                raise ValueError("« Dans …, » : qui s'y trouve ? (« Dans la Zone Avant, cette Unité … »)")
            kept.append(A.Si(attrs.evolve(c[1], sujet=pronoun_of(sujet))))
        elif isinstance(c, tuple) and c[:1] == ("dans",):
            effets = _shot_in(c[1], effets)
        elif isinstance(c, tuple) and c[:1] == ("tête",):
            effets = _dice_ahead(c[1], effets)
        elif not (isinstance(c, tuple) and c[:1] in (("sur tuile",), ("en",))):
            kept.append(c)
        elif c[0] == "sur tuile":
            if not isinstance(sujet, A.Designation) or sujet.relative is not None:
                raise ValueError("« Sur une tuile …, » : de qui ? (« Sur une tuile Forêt, un Épéiste … »)")
            sujet = attrs.evolve(sujet, relative=A.Acte(verbe="être présent", terrains=c[1]))
        else:
            _, field, value = c
            takers = AHEAD_TAKERS[field]
            if not effets or not all(isinstance(e, A.Effet) and isinstance(e.action, takers)
                                     and getattr(e.action, field) is None for e in effets):
                raise ValueError(f"« en {value}, » : ne dit rien de cet effet (« lance un dé supplémentaire en {value} »)")
            effets = tuple(attrs.evolve(e, action=attrs.evolve(e.action, **{field: value})) for e in effets)
    return tuple(kept), sujet, effets


@attrs.frozen
class SaufCapacite:
    """« Cette capacité ne s'applique pas aux attaques de Magie » (a sentence of its own): the attacks the
    ability's other phrases leave out, an ``Agir("être attaqué", mode=…)`` (:func:`sauf_capacite`)."""

    agir: A.Agir


#: the acts of an attack a mode may be left out of (« … par une attaque autre que Magie »)
ATTACK_ACTS = frozenset({"attaquer", "être attaqué", "se défendre", "combattre", "battre", "être battu"})


def sauf_capacite(phrases: tuple) -> tuple:
    """« Lorsqu'un Gardien est sur le point d'être battu, lancez un dé : … Cette capacité ne s'applique pas aux
    attaques de Magie » = « Lorsqu'un Gardien est sur le point d'être battu par une attaque autre que Magie, … »:
    every attack the other phrases' circumstances name made in another mode than the one left out. Said of an
    ability that names no attack, or of a mode already said, refused."""
    said = [p for p in phrases if isinstance(p, SaufCapacite)]
    if not said:
        return phrases
    rest = tuple(p for p in phrases if not isinstance(p, SaufCapacite))
    if len(said) > 1 or said[0].agir.mode is None or said[0].agir.objet is not None:
        raise ValueError("« Cette capacité ne s'applique pas … » : aux attaques d'un mode du jeu (« aux attaques "
                         "de Magie »), dit une fois")
    mode, hit = said[0].agir.mode, False

    def left_out(c):
        nonlocal hit
        if not (A.affirmed(c) and c.acte.verbe in ATTACK_ACTS):
            return c
        if c.acte.mode is not None or c.acte.sauf_mode is not None:
            raise ValueError(f"« ne s'applique pas aux attaques de {mode} » : la capacité dit déjà le mode de l'attaque")
        hit = True
        return attrs.evolve(c, acte=attrs.evolve(c.acte, sauf_mode=mode))

    out = []
    for p in rest:
        if isinstance(p, A.Phrase):
            p = attrs.evolve(p, circonstances=tuple(left_out(c) for c in p.circonstances))
            p = attrs.evolve(p, effets=tuple(
                attrs.evolve(e, alors=attrs.evolve(e.alors, circonstances=tuple(left_out(c) for c in e.alors.circonstances)))
                if isinstance(e, A.Jet) else e for e in p.effets))
        out.append(p)
    if not hit:
        raise ValueError(f"« ne s'applique pas aux attaques de {mode} » : la capacité doit dire l'attaque qu'elle "
                         "concerne (« Lorsqu'un Gardien est attaqué, … »)")
    return tuple(out)


def _dice_ahead(fields: dict, effets):
    """« Pour chaque Jeton Blessure présent sur elle, cette Unité lance un dé de moins » = « … un dé de moins pour
    chaque Jeton Blessure présent sur elle »; « Au lieu d'un dé, cette Unité lance deux dés supplémentaires » =
    « … deux dés supplémentaires au lieu d'un »: what every dice effect of the phrase says after its dice."""
    dice = [e for e in effets if isinstance(e, A.Effet) and isinstance(e.action, A.DesSupplementaires)]
    if not dice or len(dice) != len(effets) or any(getattr(e.action, f) is not None for e in dice for f in fields):
        said = "Au lieu d'un dé" if "au_lieu_de" in fields else "Pour chaque …"
        raise ValueError(f"« {said}, » : dit des dés de plus ou de moins (« {said}, cette Unité lance deux dés "
                         "supplémentaires »)")
    return tuple(attrs.evolve(e, action=attrs.evolve(e.action, **fields)) for e in effets)


def _shot_from(where: dict, effets):
    """« Depuis l'Arrière d'un Secteur, cette Unité peut tirer » = « … peut tirer depuis l'Arrière d'un
    Secteur »: the place every effect's shot is made from."""
    out = []
    for e in effets:
        a = e.action if isinstance(e, A.Effet) else None
        if a == A.Agir("tirer"):
            a = A.Tirer(**where)
        elif not (isinstance(a, A.Tirer) and a.depuis is None):
            raise ValueError("« Depuis …, » : d'où l'on tire (« Depuis l'Arrière d'un Secteur, cette Unité peut tirer »)")
        else:
            a = attrs.evolve(a, **where)
        out.append(attrs.evolve(e, action=a))
    return tuple(out)


#: « dans les Secteurs » → « (les Zones Avant) des Secteurs »
_OF_THE = {"les": "des", "le": "du"}


def _shot_in(where: A.Designation, effets):
    """« Dans les Secteurs adjacents, cette Unité peut tirer sur les Zones Avant » = « … peut tirer sur les
    Zones Avant des Secteurs adjacents »: the division of the battlefield whose zones every shot is at."""
    out = []
    for e in effets:
        a = e.action if isinstance(e, A.Effet) else None
        if not (isinstance(a, A.Tirer) and a.sur and a.de is None and where.det in _OF_THE):
            raise ValueError("« Dans …, » : les zones de quels secteurs l'unité vise (« Dans les Secteurs adjacents, "
                             "cette Unité peut tirer sur les Zones Avant »)")
        out.append(attrs.evolve(e, action=attrs.evolve(a, de=attrs.evolve(where, det=_OF_THE[where.det]))))
    return tuple(out)


def _contre(circs, sujet, effets, adversaire):
    """« Un Épéiste lance un dé d'attaque de plus contre un Homme-Bête » = « … lorsqu'il attaque un
    Homme-Bête »; of defence dice, « … lorsqu'il est attaqué par un Homme-Bête »; said of the opponent,
    « Votre adversaire relance ses 6 en attaque contre un Épéiste » = « Lorsqu'un Épéiste est attaqué,
    son adversaire relance … »: a roll made against a unit is made when one of the two attacks the other."""
    said = [c for c in circs if isinstance(c, tuple) and c[:1] == ("contre",)]
    if not said:
        return circs
    rolls = [e.action for e in effets if isinstance(e, A.Effet) and isinstance(e.action, canonical.ROLL_EFFECTS)]
    kinds = {a.des for a in rolls}
    if len(said) > 1 or not rolls or len(rolls) != len(effets) or len(kinds) > 1 or sujet is None:
        raise ValueError("« contre … » : un jet fait contre une unité (« relance ses 6 contre un Épéiste »)")
    cible, attacked = said[0][1], kinds.pop() == "défense"
    if canonical.is_opponent(sujet, effets):
        acte = A.Acte("attaquer", sujet=cible) if attacked else A.Acte("être attaqué", sujet=cible)
    else:
        il = pronoun_of(sujet)
        acte = (A.Acte("attaquer", sujet=cible, objet=il, passif=True) if attacked
                else A.Acte("attaquer", sujet=il, objet=cible))
    return tuple(A.Quand(acte) if c is said[0] else c for c in circs)


def _concession(circs, effets):
    """« Même si elle a fait X, cette Unité peut recevoir un ordre pour … » = « … pour … même si
    elle a fait X »: the concession belongs to the permission it qualifies."""
    said = [c for c in circs if isinstance(c, tuple) and c[:1] == ("même si",)]
    if not said:
        return circs, effets
    takers = [i for i, e in enumerate(effets) if isinstance(e, A.Effet) and isinstance(e.action, A.RecevoirOrdre)
              and e.action.meme_si is None]
    if len(said) > 1 or len(takers) != 1:
        raise ValueError("« même si … » : une concession qualifie une permission (« peut recevoir un ordre pour … »)")
    i = takers[0]
    e = effets[i]
    effets = effets[:i] + (attrs.evolve(e, action=attrs.evolve(e.action, meme_si=said[0][1])),) + effets[i + 1:]
    return tuple(c for c in circs if c is not said[0]), effets


def concession_subject(effets, sujet):
    """« … peut recevoir un ordre pour … même après avoir fait X » = « … même si elle a fait X »: the act of
    the concession is the subject's, taken up by its pronoun."""
    def named(e):
        if not (isinstance(e, A.Effet) and isinstance(e.action, A.RecevoirOrdre) and e.action.meme_si is not None
                and e.action.meme_si.sujet is None):
            return e
        if sujet is None:
            raise ValueError("« même après avoir … » : dit du sujet de la phrase (« Cette Unité peut recevoir un ordre "
                             "… même après avoir fait … »)")
        return attrs.evolve(e, action=attrs.evolve(e.action, meme_si=attrs.evolve(e.action.meme_si,
                                                                                   sujet=pronoun_of(sujet))))
    return tuple(named(e) for e in effets)


def said(effets):
    """The effects without a trailing restriction (« …, mais pas contre … »)."""
    return tuple(e for e in effets if not (isinstance(e, tuple) and e[:1] == ("mais pas",)))


def restricted(phrase: A.Phrase, effets):
    """« Cette Unité peut tirer depuis l'Arrière d'un Secteur, mais pas contre une Unité qui Charge »
    is the permission, then « Cette caractéristique ne peut pas être utilisée pour tirer contre une
    Unité qui Charge »: the restriction is a phrase of its own about the characteristic."""
    said = [e for e in effets if isinstance(e, tuple) and e[:1] == ("mais pas",)]
    if not said:
        return phrase
    granted = [e for e in phrase.effets if isinstance(e, A.Effet) and isinstance(e.action, A.Tirer)
               and e.modalite == "peut"]
    if len(granted) != 1:
        raise ValueError("« mais pas … » restreint une permission de tirer (« peut tirer …, mais pas contre … »)")
    limite = A.Effet(A.Utilisable(pour=A.Tirer(**said[0][1])), "ne peut pas")
    return phrase, A.Phrase((), A.Designation("cette", "caractéristique"), (limite,))


def ellipses(effets: list) -> list:
    """« lance un dé supplémentaire en défense et un dé de moins en attaque » = « … et lance un dé de
    moins en attaque »: dice said after « et » with no verb are the previous effect's verb again."""
    out = []
    for e in effets:
        if isinstance(e, tuple) and e[:1] == ("ellipse",):
            before = out[-1] if out else None
            action = before.action if isinstance(before, A.Effet) else None
            if isinstance(action, tuple) and action[:1] == ("lift",):
                action = action[2]
            if not isinstance(action, A.DesSupplementaires):
                raise ValueError("« et un dé … » : des dés de plus ou de moins après « lance … »")
            e = A.Effet(e[1], before.modalite)
        out.append(e)
    return out
