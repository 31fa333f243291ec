"""Fin de la Bataille et Vainqueur.

"à la fin de la Manche lors de laquelle l'un des joueurs a détruit au moins la
moitié de l'armée ennemie (en comptant les Points de Déploiement des Troupes
éliminées) ... Si les deux joueurs ont détruit au moins la moitié de l'armée
ennemie, le Vainqueur est celui qui a détruit le plus grand total de Troupes ...
Si l'égalité persiste, le Défenseur est le Vainqueur." The option
``limite_manches`` (default 30, 0 for none) ends a simulated battle that drags on,
judged the same way (more points destroyed; a tie goes to the Defender).
"""

from __future__ import annotations


def verdict(match) -> tuple[int | None, str]:
    """At the end of a round: ``(winner, reason)``, or ``(None, "")`` if the battle goes on."""
    defenseur = 1 - match.attaquant
    moitie = [2 * match.detruit[p] >= match.armee_pd[1 - p] for p in (0, 1)]
    if moitie[0] or moitie[1]:
        if moitie[0] and moitie[1]:
            gagnant = departager(match, defenseur)
        else:
            gagnant = 0 if moitie[0] else 1
        return gagnant, f"la moitié de l'armée ennemie détruite ({match.detruit[gagnant]} PD)"
    limite = match.options.get("limite_manches", 0)
    if limite and match.manche >= limite:
        return departager(match, defenseur), f"limite de {limite} manches ({match.detruit[0]} PD contre {match.detruit[1]} PD)"
    return None, ""


def departager(match, defenseur: int) -> int:
    if match.detruit[0] != match.detruit[1]:
        return 0 if match.detruit[0] > match.detruit[1] else 1
    return defenseur


def heuristic(match, joueur: int) -> float:
    """Share of the enemy army destroyed minus share of one's own lost, in [-1, 1]."""
    if match.is_over:
        return 0.0 if match.winner is None else (1.0 if match.winner == joueur else -1.0)
    adv = 1 - joueur
    mien = match.detruit[joueur] / max(1, match.armee_pd[adv])
    sien = match.detruit[adv] / max(1, match.armee_pd[joueur])
    return max(-1.0, min(1.0, mien - sien))
