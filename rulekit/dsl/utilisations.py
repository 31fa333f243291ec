"""Limited uses: « Une fois par partie, … », « … deux fois par tour ».

A rule book limits an ability a player uses (a reroll they may take, an effect after an event,
a survival roll) to so many uses per turn or per match. A game counts them if its vocabulary
lists the event « capacité utilisée » among its events: its match then keeps, in the field
``utilisations`` (a dict), the turns each bearer's ability was used in, under the key
:func:`cle`, and says which turn it is (``World.current_turn``). A game whose turns are grouped
in rounds lists the event « manche » too, and says which round it is (``World.current_round``):
« une fois par manche » is then counted per round; elsewhere it is refused.

A limit is the tuple ``(bearer, ability, nombre, par)`` (the bearer as JSON text, as the DSL's
steps keep units). The compiler gates the limited phrase's answers (:func:`disponible`) and
records a use (:class:`CapaciteUtilisee`) when it acts; a choice the player may decline
(a reroll, an optional effect) carries its limit and records the use only when it is taken.
"""

from __future__ import annotations

import functools

import attrs

from ..chance import AUTO
from ..frozen import FrozenDict, FrozenList
from ..records import Event

#: the event a game that counts uses lists among its vocabulary's events
EVENEMENT = "capacité utilisée"
#: the periods every game that counts uses has; « manche » is counted by a game that lists it
#: among its events (the round's start)
PERIODES = ("tour", "partie")


def cle(bearer: str, ability: str) -> str:
    """The key of ``bearer``'s ``ability`` in a match's ``utilisations``."""
    return f"{bearer} : {ability}"


def periode(match, par: str) -> int:
    """The number of the period a use is counted in: the turn (``par`` « tour », « partie »:
    every use of the match counts) or the round (« manche », ``World.current_round``: a game
    whose turns are grouped in rounds, Pocket Battles)."""
    return match.current_round() if par == "manche" else match.current_turn()


def utilisations(match, bearer: str, ability: str, par: str) -> int:
    """How many times ``bearer`` (JSON text) used ``ability`` this turn (``par`` « tour »), this
    round (« manche ») or this match (« partie »)."""
    tours = match.utilisations.get(cle(bearer, ability), ())
    if par == "partie":
        return len(tours)
    maintenant = periode(match, par)
    return sum(1 for t in tours if t == maintenant)


def disponible(match, limite: tuple) -> bool:
    """May the limited ability be used now? (``limite``: ``(bearer, ability, nombre, par)``;
    empty: no limit.)"""
    if not limite:
        return True
    bearer, ability, nombre, par = limite
    return utilisations(match, bearer, ability, par) < nombre


def utiliser(match, limite: tuple) -> None:
    """Record one use of the limited ability (nothing for no limit)."""
    if limite:
        match.emit(CapaciteUtilisee(limite[0], limite[1], periode(match, limite[3])))


@attrs.frozen
class CapaciteUtilisee(Event):
    """``unit`` (JSON text) used its limited ability ``ability`` in turn ``turn`` (for an ability
    limited per round, « une fois par manche », the round's number: :func:`periode`)."""

    kind = EVENEMENT
    unit: str
    ability: str
    turn: int

    def apply(self, match):
        k = cle(self.unit, self.ability)
        match.utilisations = FrozenDict({**match.utilisations, k: FrozenList([*match.utilisations.get(k, ()), self.turn])})

    def text(self, match):
        from .steps import decode  # (steps imports this module for its decisions' limits)

        unit = decode(self.unit)
        name = match.unit_label(unit) if hasattr(match, "unit_label") else str(unit)
        return f"{name} utilise {self.ability}."


class Limitee:
    """A decision of a limited ability (its field ``limite``, empty for none): it passes once
    the limit is reached (a second offer of one roll, an effect offered before another use);
    the step records the use itself when the player takes it (:func:`utiliser`)."""

    __slots__ = ()

    def actor(self, match):
        return super().actor(match) if disponible(match, self.limite) else AUTO

    def run(self, match):
        match.pop()


def limiter(limite_de, refuser, mods, trigs, repls) -> tuple[list, list, list]:
    """A limited phrase's answers (``limite_de(bearer)``: its limit for that bearer): each acts
    only while the limit allows, and records a use when it acts. A reroll granted is tagged
    with the limit (the game's reroll step records the use if the player takes it); a trigger
    that pushes a decision carrying the limit leaves the use to it; any other trigger or
    replacement that changed the match has used the ability. A modifier of any other query is
    used at every question the game asks, which no player decides: ``refuser(query)`` says so."""
    for m in mods:
        if m.query != "relances":
            raise refuser(m.query)
    return ([attrs.evolve(m, fn=_relances(m.fn, limite_de)) for m in mods],
            [attrs.evolve(t, fn=_declencheur(t.fn, limite_de)) for t in trigs],
            [attrs.evolve(r, fn=_remplacement(r.fn, limite_de)) for r in repls])


def _relances(fn, limite_de):
    @functools.wraps(fn)  # keeps what the compiler marked on it (``une_fois``)
    def answer(match, bearer, ctx, value):
        limite = limite_de(bearer)
        if not disponible(match, limite):
            return value
        new = fn(match, bearer, ctx, value)
        n = len(value)  # a grant is added after the others
        return (*new[:n], *(attrs.evolve(g, limite=limite) for g in new[n:]))

    return answer


def _declencheur(fn, limite_de):
    def react(match, bearer, event):
        limite = limite_de(bearer)
        if not disponible(match, limite):
            return
        before, logged = list(match.stack), len(match.events)
        fn(match, bearer, event)
        pushed = [s for s in match.stack if not any(s is t for t in before)]
        if any(getattr(s, "limite", None) == limite for s in pushed):
            return  # a decision the player may decline: it records the use if taken
        if pushed or len(match.events) != logged or len(match.stack) != len(before):
            utiliser(match, limite)

    return react


def _remplacement(fn, limite_de):
    def replace(match, bearer, event):
        limite = limite_de(bearer)
        if not disponible(match, limite):
            return event
        out = fn(match, bearer, event)
        if out is not event:
            utiliser(match, limite)
        return out

    return replace
