"""Turn order: « À chaque tour, un joueur peut choisir de déplacer une de ses unités
sur la carte, d'attaquer à l'aide d'une de ses unités sur la carte, ou encore
d'invoquer une unité de sa réserve » — one action a turn, then the other player.

:class:`Turn` lists the legal actions of every kind (each kind's module says
which are legal) and hands the chosen one to its procedure; :class:`EndTurn`
logs the map, checks the end of the match and passes the turn.
"""

from __future__ import annotations

import operator

import attrs

from rulekit import AUTO, Action, AutoStep, Step
from rulekit.abilities import answers
from rulekit.validators import natural, player, ref

from . import attaque, deplacement, invocation, victoire
from .etat import FinDeTour, Passe
from .occupation import occupation


@attrs.frozen
class Pass(Action):
    label = "passer (aucune action possible)"


def turn_actions(match, player: int) -> list:
    occ = occupation(match)
    acts = deplacement.move_actions(match, player, occ)
    acts += attaque.attack_actions(match, player, occ)
    acts += invocation.summon_actions(match, player, occ)
    return acts or [Pass()]


@attrs.frozen
class Turn(Step):
    player: int = attrs.field(validator=player)

    def actor(self, match):
        return self.player

    def actions(self, match):
        return turn_actions(match, self.player)

    def resolve(self, match, choice):
        match.replace_top(_END_TURNS[self.player])
        again = Encore.after(match, self.player, choice)
        if again is not None:
            match.push(again)
        if isinstance(choice, Pass):
            match.emit(Passe(self.player))
        elif isinstance(choice, attaque.Attack):
            attaque.declare(match, choice)
        elif isinstance(choice, invocation.HANDLED):
            invocation.perform(match, choice)
        else:
            deplacement.perform(match, choice)


#: the act a turn's action is, for « peut attaquer deux fois par tour » (query « fois par tour »)
FAMILIES = {attaque.Attack: "attaquer", deplacement.Move: "se déplacer"}


@attrs.frozen
class Finish(Action):
    label = "terminer le tour"


@attrs.frozen
class Encore(Step):
    """« peut attaquer deux fois par tour »: after its action, the same unit may do the same act
    again this turn (``left`` more times), or the player ends the turn."""

    player: int = attrs.field(validator=player)
    uid: int = attrs.field(validator=natural, metadata=ref("unit"))
    family: str = attrs.field(validator=attrs.validators.in_(tuple(FAMILIES.values())))
    left: int = attrs.field(validator=natural)

    @classmethod
    def after(cls, match, player: int, choice):
        family = FAMILIES.get(type(choice))
        if family is None or not answers(match, "fois par tour", choice.uid):  # once, unless an ability says
            return None
        u = match.units[choice.uid]
        times = match.query("fois par tour", 1, unit=choice.uid, action=family, terrain=match.board.get(u.where))
        return cls(player, choice.uid, family, times - 1) if times > 1 else None

    def _acts(self, match):
        kind = next(k for k, f in FAMILIES.items() if f == self.family)
        return [a for a in turn_actions(match, self.player) if isinstance(a, kind) and a.uid == self.uid]

    def actor(self, match):
        return self.player if self._acts(match) else AUTO

    def actions(self, match):
        return self._acts(match) + [Finish()]

    def resolve(self, match, choice):
        match.pop()
        if isinstance(choice, Finish):
            return
        if self.left > 1:
            match.push(attrs.evolve(self, left=self.left - 1))
        if isinstance(choice, attaque.Attack):
            attaque.declare(match, choice)
        else:
            deplacement.perform(match, choice)

    def run(self, match):
        match.pop()


WHERE = operator.attrgetter("where")


@attrs.frozen
class EndTurn(AutoStep):
    player: int = attrs.field(validator=player)

    def run(self, match):
        match.pop()
        depth = len(match.stack)
        match.emit(FinDeTour(self.player, match.turn + 1, tuple(map(WHERE, match.units))))
        if victoire.check(match):
            return
        # what an ability does at the end of the turn (« À la fin de votre tour, … ») is done before the next turn
        match.stack.insert(depth, _TURNS[1 - self.player])


#: each player's turn and end of turn, made once (records compared by value: any equal one would do)
_TURNS, _END_TURNS = (Turn(0), Turn(1)), (EndTurn(0), EndTurn(1))
