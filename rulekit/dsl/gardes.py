"""The pieces every guard is made of: the event tables (which event a verb names, which of its fields
names the unit), reading an event's field, combining guards and marking what they read, comparing order
names, and the words of an error message. Shared by the compiler's query guards (:mod:`.compiler`) and its
trigger guards (:mod:`.declencheurs`)."""

from __future__ import annotations

import functools

import attrs

from . import ast as A

#: verb -> (event kind, event field naming the verb's subject)
EVENTS = {
    "attaquer": ("attaque", "attacker"),
    "être attaqué": ("attaque", "target"),
    "battre": ("battu", "by"),
    "être battu": ("battu", "unit"),
    "se déplacer": ("déplacement", "unit"),
    "donner": ("ordre donné", "joueur"),
    "toucher": ("attaque résolue", "attacker"),
    "charger": ("attaque résolue", "attacker"),
    # « Quand cette Unité détruit une Unité ennemie »: its attack is over, the target destroyed
    # (VERB_CHECKS); a unit destroyed by no attack of the bearer's is not its kill
    "détruire": ("attaque résolue", "attacker"),
    "être détruit": ("unité détruite", "unit"),
    # (lead-pb2) « Lorsqu'elle riposte »: the attack it makes back, told when resolved (VERB_CHECKS: a riposte's)
    "riposter": ("attaque résolue", "attacker"),
    # « Lorsque cette Unité perd une Troupe »: what it loses is the event (LOST), not a unit it acts on
    "perdre": ("troupe retirée", "unit"),
    # « Lorsqu'un Lancier est invoqué »: placed from its player's reserve onto the map (PT « invocation »)
    "être invoqué": ("invocation", "unit"),
}
#: what a unit loses that a trigger may say (« perd une Troupe »): the event is EVENTS["perdre"]
LOST = frozenset({"troupe"})

#: a passive act (« est attaqué par un Épéiste », the AST's ``passif``: the agent as ``sujet``) read as
#: the act said of the unit it happens to (« être attaqué », the agent as ``objet``)
PASSIVE_OF = {"attaquer": "être attaqué", "battre": "être battu", "détruire": "être détruit"}
#: verbs of a fight whose object is the unit fought (the context's ``adversaire``); « tirer sur un X »
#: says it as the place shot at (:meth:`Compiler.patient`)
OPPONENT_VERBS = {"combattre", "attaquer", "être attaqué", "charger", "tirer"}
#: an event a game may tell only once it is over: « attaque » (an attack made, Pocket-Tactics) is told by
#: « attaque résolue » in a game that emits no « attaque » (Pocket Battles tells an attack when resolved,
#: as « Quand cette Unité charge » already reads it)
TOLD_WHEN_RESOLVED = {"attaque": "attaque résolue"}
#: the events of an attack: they say its ``moment`` (« Combat », « Tir »), ``charge``, its ``nature`` or its
#: ``attaque`` (kind), which « Durant une Charge », « Lors d'une Riposte » test
ATTACK_EVENTS = {"attaque", "attaque résolue"}


def _of_patient(acte: A.Acte) -> A.Acte:
    """« Lorsqu'un Archer est attaqué par un Épéiste » as the act of the Archer: « être attaqué »,
    its subject the Archer (or the « il » that names it), its object the Épéiste."""
    if not acte.passif or acte.verbe not in PASSIVE_OF:
        return acte
    return attrs.evolve(acte, verbe=PASSIVE_OF[acte.verbe], sujet=acte.objet, objet=acte.sujet, passif=False)


#: what a verb says about the event it listens to
VERB_CHECKS = {
    "toucher": lambda ev: (field(ev, "coups", 1) or 0) > 0,
    "charger": lambda ev: bool(field(ev, "charge", True)),
    "détruire": lambda ev: bool(field(ev, "detruite", True)),
    "riposter": lambda ev: field(ev, "nature", "riposte") == "riposte",
}
STATE_VERBS = {"être présent"}
#: verbs that say which side of an attack a unit is on -> the query's ``rôle``
ROLE_OF_VERB = {"attaquer": "attaque", "se défendre": "défense", "être attaqué": "défense",
                "tirer": "attaque", "charger": "attaque",
                # a riposte is thrown by the unit attacked (PB: its only roll, « jets en défense »)
                "riposter": "défense"}
MOMENT_OF_VERB = {"tirer": "Tir", "charger": "Charge", "combattre": "Combat"}
#: the rolls of a fight named by its side (« dés d'attaque / de défense », the query's ``dés``)
ROLLS = ("attaque", "défense")
#: verbs that say a unit is the one attacked (the query's ``rôle`` « défense »)
DEFENDING_VERBS = {"être attaqué", "se défendre", "riposter"}

#: effect verbs of Destination -> the ``action`` context value of the ``destinations`` query
DEST_ACTIONS = {"aller": "déplacer", "attaquer": "attaquer"}


def all_of(guards):
    """One guard that holds (is true) when each of ``guards`` holds, tested in order (the first
    that fails ends the test): a new function, so that marks set on it (``about_bearer``) are its
    own. Queries run it at every ask, so one or two guards are called without a loop."""
    guards = tuple(guards)
    if len(guards) == 1:
        (g,) = guards
        return lambda m, b, ctx: g(m, b, ctx)
    if len(guards) == 2:
        g1, g2 = guards
        return lambda m, b, ctx: g1(m, b, ctx) and g2(m, b, ctx)

    def guard(m, b, ctx):
        for g in guards:
            if not g(m, b, ctx):
                return False
        return True

    return guard


def reading(keys, guard):
    """Mark ``guard`` (over a query's context) with the context keys it reads: a trigger runs the same
    guard at its event only if the event tells each of them (``EVENT_CONTEXT``), else refuses the
    condition (:meth:`Compiler.conditions_at_event`); a guard not marked is never run at an event."""
    guard.reads = frozenset(keys)
    return guard


#: what a trigger tells a condition of its bearer at the event (:meth:`Compiler.conditions_at_event`):
#: the bearer itself (the query's unit) and the terrain it stands on; where it stands in its zone, its
#: neighbours and its kind are the world's (no context key)
EVENT_CONTEXT = frozenset({"unit", "terrain"})


def _about_bearer(guard):
    """Mark a guard that holds only when the query is about the bearer (``unit_of(ctx) == b``):
    a modifier guarded by it is dispatched to its bearer's queries only (``Modifier.about_bearer``)."""
    guard.about_bearer = True
    return guard


ALIASES = {"attacker": ("attacker", "attaquant"), "target": ("target", "cible"), "unit": ("unit", "unite", "uid"),
           "by": ("by", "par"), "joueur": ("joueur", "player")}


def _also(first, then, match, bearer, event) -> bool:
    """Two guards over an event, the second tested when the first holds (``functools.partial`` of it)."""
    return first(match, bearer, event) and then(match, bearer, event)


def _reads(guards) -> frozenset:
    """The context keys some guards read, all of them (a guard not marked: one no event tells)."""
    return frozenset().union(*(getattr(g, "reads", {"?"}) for g in guards))


def field(event, name, default=None):
    for alias in ALIASES.get(name, (name,)):
        if hasattr(event, alias):
            return getattr(event, alias)
    return default


@functools.lru_cache(maxsize=4096)  # asked by trigger guards at every order given: few distinct names
def is_same_zone(q: str) -> bool:
    """Is ``q`` the qualifier « du même Secteur » (« même Secteur »: the bearer's division of the battlefield)?"""
    return q.startswith("même ")


def _same_sector(match, unit, anchor) -> bool:
    """Do ``unit`` and ``anchor`` stand in one sector (``match.secteur_of``; a unit off the battlefield in none)?"""
    here = match.secteur_of(unit)
    return here is not None and here == match.secteur_of(anchor)


#: an order's noun and its verb are one name (« Charge » ~ « charger »)
_ORDER_VERBS = {"charge": "charger", "tir": "tirer", "combat": "combattre"}


@functools.lru_cache(maxsize=4096)
def _order_name(name: str) -> str:
    """An order's name as :func:`_same` compares it (the names are few; guards ask at every event)."""
    name = name.lower().strip()
    return _ORDER_VERBS.get(name, name)


def _same(a: str, b: str) -> bool:
    """Order names match case-insensitively, noun or verb (« Charge » ~ « charger »)."""
    return a == b or _order_name(a) == _order_name(b)


def in_moments(ctx, moments, defends: bool = False) -> bool:
    """Is the query's attack one of ``moments`` (« Combat », « Tir », « Charge »)? ``ctx["moment"]``
    is one name or several (a Pocket-Tactics distant attack is a Combat and a Tir); « Charge » is
    ``ctx["charge"]``, or for the unit attacked (``defends``: « lorsqu'elle est attaquée par une
    Charge ») ``ctx["adversaire_charge"]``, the unit charged fighting back."""
    said = ctx.get("moment")
    said = {said} if isinstance(said, str) else set(said or ())
    flag = "adversaire_charge" if defends else "charge"
    return bool(said & moments) or ("Charge" in moments and bool(ctx.get(flag)))


def opponent(match, player: int) -> int:
    """The player's opponent: ``match.opponent(player)`` when the game says, else the other of two."""
    return match.opponent(player) if hasattr(match, "opponent") else 1 - player


def _said_acte(a: A.Acte) -> str:
    from .render import acte

    return acte(a)


def _said_subject(s) -> str:
    if isinstance(s, A.Designation):
        return f"{s.det} {s.nom}".replace("' ", "'")
    return getattr(s, "mot", type(s).__name__)


def _said(effet) -> str:
    """The effect as canonical French, for an error message."""
    from .render import effet as said

    try:
        return said(effet, "3s")
    except Exception:  # a node render cannot write alone: name its type
        return type(effet.action).__name__
