"""The agents' reading of a position: who is ahead, in [-1, 1].

Victory is decided by goals at the end of turns 3 and 4 and, failing that, by the
tie-break points, so a position is scored by those, helped by what leads to them:
strength left (cost-weighted, a broken formation counting half), blast markers
relative to units, and how close each side's formations stand to the objectives
they must hold. Without the dense terms a search sees almost nothing until turn 3.
"""

from __future__ import annotations

from . import table as T
from .victoire import buts, peut_tenir, points

#: weights of the terms; the goals and the tie-break decide matches, the rest guides.
POIDS = {"buts": 0.25, "tie_break": 0.3, "force": 0.25, "pions": 0.1, "objectifs": 0.1}
#: beyond this distance (cm) a formation is no threat to an objective.
PORTEE_OBJECTIF = 60.0


def force(match, joueur) -> float:
    """Share of ``joueur``'s army still fighting, weighted by formation cost."""
    total = vivant = 0.0
    for f in match.formations:
        if f.joueur != joueur or not f.unites:
            continue
        total += f.cout
        part = len(f.vivantes()) / len(f.unites)
        vivant += f.cout * part * (0.5 if f.demoralisee else 1.0)
    return vivant / total if total else 0.0


def pression_pions(match, joueur) -> float:
    """Blast markers per unit on ``joueur``'s formations still on the table, capped at 1."""
    pions = unites = 0
    for f in match.formations:
        if f.joueur == joueur and f.sur_table:
            pions += f.pions
            unites += len(f.vivantes())
    return min(1.0, pions / unites) if unites else 1.0


def proximite(match, joueur) -> float:
    """Mean over objectives of how near ``joueur``'s closest formation able to hold stands."""
    if not match.objectifs:
        return 0.0
    total = 0.0
    for o in match.objectifs:
        d = min((T.distance(f.pos, (o.x, o.y)) for f in match.formations
                 if f.joueur == joueur and peut_tenir(f)), default=PORTEE_OBJECTIF)
        total += max(0.0, 1.0 - d / PORTEE_OBJECTIF)
    return total / len(match.objectifs)


def heuristic(match, joueur) -> float:
    if match.is_over:
        return match.returns()[joueur]
    adv = 1 - joueur
    cout_total = sum(f.cout for f in match.formations) or 1
    termes = {
        "buts": (len(buts(match, joueur)) - len(buts(match, adv))) / 2,
        "tie_break": (points(match, joueur) - points(match, adv)) / cout_total * 2,
        "force": force(match, joueur) - force(match, adv),
        "pions": pression_pions(match, adv) - pression_pions(match, joueur),
        "objectifs": proximite(match, joueur) - proximite(match, adv),
    }
    score = sum(POIDS[k] * v for k, v in termes.items())
    return max(-1.0, min(1.0, score))
