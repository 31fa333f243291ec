"""Turn order: « À chaque tour, un joueur peut choisir de déplacer une de ses unités
sur la carte, d'attaquer à l'aide d'une de ses unités sur la carte, ou encore
d'invoquer une unité de sa réserve » — one action a turn, then the other player.

:class:`Turn` lists the legal actions of every kind (each kind's module says
which are legal) and hands the chosen one to its procedure; :class:`EndTurn`
logs the map, checks the end of the match and passes the turn.
"""

from __future__ import annotations

import attrs

from rulekit import Action, AutoStep, Step
from rulekit.validators import player

from . import attaque, deplacement, invocation, victoire
from .etat import FinDeTour, Passe


@attrs.frozen
class Pass(Action):
    label = "passer (aucune action possible)"


def turn_actions(match, player: int) -> list:
    acts = []
    acts += deplacement.move_actions(match, player)
    acts += attaque.attack_actions(match, player)
    acts += invocation.summon_actions(match, player)
    return acts or [Pass()]


@attrs.frozen
class Turn(Step):
    player: int = attrs.field(validator=player)

    def actor(self, match):
        return self.player

    def actions(self, match):
        return turn_actions(match, self.player)

    def resolve(self, match, choice):
        match.replace_top(EndTurn(self.player))
        if isinstance(choice, Pass):
            match.emit(Passe(self.player))
        elif isinstance(choice, attaque.Attack):
            attaque.declare(match, choice)
        elif isinstance(choice, invocation.HANDLED):
            invocation.perform(match, choice)
        else:
            deplacement.perform(match, choice)


@attrs.frozen
class EndTurn(AutoStep):
    player: int = attrs.field(validator=player)

    def run(self, match):
        match.pop()
        match.emit(FinDeTour(self.player, match.turn + 1, match.render_text()))
        if victoire.check(match):
            return
        match.push(Turn(1 - self.player))
