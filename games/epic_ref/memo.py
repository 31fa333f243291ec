"""Answers kept while the match stands still: the targets a formation can shoot or charge, the
weapons it has in range, how the terrain treats its units.

These are asked again and again of one position: a step's ``actor`` (who acts, or nobody when
there is no target), then its ``actions`` (the targets), then the resolution of the choice,
and a move offered then made. Each answer is kept with the *state it was read from*, and
given back only while the match is still in that state (:func:`etat`): the event count, the
turn, the formations (frozen records: a changed unit, marker or position is a new record),
the terrain, the objectives, the armies and the uses of limited abilities. That is every
thing the procedures kept here read, and every thing the abilities they ask read (the
bearers alive, their formations and positions, the turn, the uses: ``rulekit.dsl.World``).
A state edited by hand (``m.formations[i] = …``) is another state, so a kept answer is
never read from a stale one; a clone keeps the answers of the state it copies. Working an
answer out only reads the state: its queries read one index of the abilities in play
(``rulekit.abilities.pinned``).
"""

from __future__ import annotations

from rulekit.abilities import pinned

_ABSENT = object()


def etat(match) -> tuple:
    """What the kept answers depend on. Comparing two of them is cheap while the records are
    the same objects (a tuple compares its items by identity first)."""
    return (len(match.events), match.tour, tuple(match.formations), tuple(match.terrain),
            tuple(match.objectifs), tuple(match.factions), match.largeur, match.profondeur,
            tuple((k, tuple(v)) for k, v in match.utilisations.items()))


def memo(match, cle: tuple, calcul):
    """``calcul()``, worked out once per state of ``match`` and ``cle`` (which names the
    question and its arguments). The answer is shared: callers must not change it."""
    courant = etat(match)
    garde = match.__dict__.get("_reponses")
    if garde is None or garde[0] != courant:
        garde = (courant, {})
        match.__dict__["_reponses"] = garde
    reponses = garde[1]
    found = reponses.get(cle, _ABSENT)
    if found is _ABSENT:
        with pinned(match):  # it reads the state, never changes it: one index of the abilities in play
            found = reponses[cle] = calcul()
    return found
