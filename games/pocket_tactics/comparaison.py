"""Comparing attack dice with the opponent's defence dice.

« En commençant par les nombres les plus élevés, éliminez les égalités jusqu'à ce
qu'un côté obtienne la valeur la plus élevée. » As the later edition words it
(seeds/README.md): the highest attack die against the highest defence die; ties
move on to the next pair; an attack die that no defence die matches or beats
defeats the defender. So attack 5 3 against defence 5 beats the defender, attack 5
against defence 5 4 does not, and no attack die never beats anyone. The same
comparison runs in both directions of an attack.
"""

from __future__ import annotations


def beats(attack, defence) -> bool:
    """True when the ``attack`` dice beat the ``defence`` dice."""
    a = sorted(attack, reverse=True)
    d = sorted(defence, reverse=True)
    for i, value in enumerate(a):
        if i >= len(d):
            return True
        if value > d[i]:
            return True
        if value < d[i]:
            return False
    return False
