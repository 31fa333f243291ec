"""Helpers for the epic_ref tests: armies built in memory, crafted matches, forced dice."""

from __future__ import annotations

import itertools

import pytest

from rulekit import CHANCE
from rulekit.records import Dice
from rulekit_games.epic_ref import armee as A
from rulekit_games.epic_ref import banc

_ids = itertools.count()


def P(nom, type="INF", vitesse=15, svg=4, cc=4, ff=4, armes=(), capacites=(), structure=1):
    return A.Profil(nom, type, vitesse, svg, cc, ff, tuple(armes), tuple(capacites), structure)


def W(nom, portee=30, ap=0, ac=0, pb=0, capacites=()):
    return A.Arme(nom, portee, ap, ac, pb, tuple(capacites))


def armee(profils, armes=(), formations=None, initiative=2, strategie=1):
    """An army in memory; ``formations`` maps a name to its unit names (default: one
    formation per profile name, of ``n`` copies when given as (nom, n))."""
    nom = f"test {next(_ids)}"
    fds = [A.FormationDef(k, tuple(v), 100) for k, v in (formations or {}).items()]
    return banc.armee_en_memoire(nom, profils, armes, fds, initiative, strategie)


def bench(att, dfn, terrain=(), tour=1):
    return banc.vide((att, dfn), terrain, tour)


def run(m, dice=(), choose=None):
    """Apply the given dice at each chance node, ``choose(actions)`` at each decision;
    stop when dice run out, no choice is given, or the bench's pause is reached."""
    dice = list(dice)
    while not m.is_over:
        if m.current_player is CHANCE:
            if not dice:
                return m
            m.apply(Dice(tuple(sorted(dice.pop(0)))))
        else:
            acts = m.legal_actions()
            if not acts or choose is None:
                return m
            m.apply(choose(acts))
    assert not dice, f"dice left over: {dice}"
    return m


def nodes(m):
    """The number of dice of the pending chance node."""
    assert m.current_player is CHANCE
    return len(m.chance_outcomes()[0][0].values)


def kinds(m, name):
    return [e for e in m.events if type(e).__name__ == name]


@pytest.fixture
def make():
    return {"P": P, "W": W, "armee": armee, "bench": bench}
