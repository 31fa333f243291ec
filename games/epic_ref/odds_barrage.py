"""Exact odds of one barrage: by convolution, and by the generic expansion of the game's steps.

The question (``rulekit odds epic_ref barrage``) is a sum of dice: the barrage rolls one die
per unit under its templates (hits: a binomial), each unit hit once rolls its save (losses: a
binomial of the hits), and the blast markers follow from the losses. :func:`par_convolution`
works these out with ``Fraction`` arithmetic, reading every number from the game's own
procedure on the bench match (:func:`rulekit_games.epic_ref.tir.salves` for the templates,
the to-hit roll and the extra markers; :func:`rulekit_games.epic_ref.tir.touche` for each hit's
save) and running the game's own last steps (``AppliquerDegats``, ``PionsApresTir``: markers,
broken formation, retreat) once per number of losses. :func:`par_enumeration` plays the whole
procedure chance node by chance node (:func:`rulekit_games.epic_ref.odds.explorer`); it stays
the answer wherever the convolution's assumptions do not hold, and the tests check that both
give the same fractions.
"""

from __future__ import annotations

import math
from fractions import Fraction

from rulekit import CHANCE

from .banc import match_barrage
from .sauvegarde import AppliquerDegats, JetSauvegarde, JugerSauvegarde, Sauvegardes
from .tir import PionsApresTir, ResoudreTir, Tir, feu_croise, salves, touche

TIREUR = 0  # the bench's shooting formation


def binomiale(n: int, p: Fraction) -> dict[int, Fraction]:
    """``{successes: probability}`` of ``n`` independent trials of probability ``p``."""
    return {k: math.comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}


def reussite(seuil: int) -> Fraction:
    """A D6 rolls ``seuil`` or more (``ResoudreTir``: ``v >= seuil``)."""
    return Fraction(max(0, min(6, 7 - seuil)), 6)


def echec_etape(seuil: int) -> Fraction:
    """A hit is still failed after a save stage of ``seuil`` (``JetSauvegarde``: 0 is no such
    stage and 7+ no save, the hit stays failed; else it fails on ``v < seuil``)."""
    if seuil == 0 or seuil >= 7:
        return Fraction(1)
    return Fraction(max(0, seuil - 1), 6)


def echec(t) -> Fraction:
    """A hit fails its armour save, then its re-roll if it has one, then its second save."""
    return echec_etape(t.seuil) * echec_etape(t.seuil if t.relance else 0) * echec_etape(t.seconde)


def par_convolution(points: int, cover: bool, unites: int, save: int) -> dict | None:
    """``{(hits, units destroyed, target's blast markers): probability}``, or ``None`` when the
    barrage is not one roll of alike units hit once each (several to-hit rolls, markers per hit,
    units that differ): the failures of alike units fall on the first hit (``sauvegarde``), so
    the outcome after the saves depends on the number of losses only."""
    m, cible = match_barrage(points, cover, unites, save)
    liste, extra = salves(m, TIREUR, cible, 0)
    if len(liste) != 1 or liste[0].genre != "barrage" or liste[0].rupture or liste[0].pi_en_plus:
        return None
    s = liste[0]
    croise = feu_croise(m, TIREUR, cible)
    touches = tuple(touche(m, cible, u, s, croise) for u in s.unites)
    f = m.formations[cible]
    alike = {(t.groupe(), f.unites[t.unite].profil, f.unites[t.unite].degats) for t in touches}
    if len(alike) > 1:
        return None
    q = echec(touches[0]) if touches else Fraction(0)
    suite = {k: apres_sauvegardes(m, cible, touches[:k], extra) for k in range(len(touches) + 1)}
    out: dict = {}
    for n, p in binomiale(len(touches), reussite(s.seuil)).items():    # hits
        for k, r in binomiale(n, q).items():                           # failed saves among them
            if p * r:                                                  # as the expansion: no impossible rows
                key = (n, *suite[k])
                out[key] = out.get(key, 0) + p * r
    return out


def apres_sauvegardes(m, cible: int, rates, extra: int) -> tuple[int, int]:
    """``(units destroyed, blast markers)`` once the hits ``rates`` failed their saves: the
    game's own last steps of a shooting, on a copy of the bench match."""
    x = m.clone()
    depart = len(x.events)
    avant = (x.compteurs.get("pertes", 0), x.compteurs.get("pertes rupture", 0))
    x.push(AppliquerDegats(tuple(rates)), PionsApresTir(cible, avant[0], avant[1], 0, extra))
    x._settle()
    return detruites(x, depart), x.formations[cible].pions


def detruites(x, depart: int) -> int:
    return sum(1 for e in x.events[depart:] if type(e).__name__ == "UniteDetruite")


#: The steps of one shooting after its dice: the expansion has not finished while one is pending.
ETAPES_DU_TIR = (Sauvegardes, JetSauvegarde, JugerSauvegarde, AppliquerDegats, ResoudreTir, PionsApresTir)


def par_enumeration(points: int, cover: bool, unites: int, save: int) -> dict:
    """The same table as :func:`par_convolution`, by expanding the game's procedure (``Tir`` on
    the bench match) chance node by chance node."""
    from .odds import explorer

    m, cible = match_barrage(points, cover, unites, save)
    depart = len(m.events)
    m.push(Tir(TIREUR, cible))
    m._settle()
    return explorer(m, lambda x: not any(isinstance(s, ETAPES_DU_TIR) for s in x.stack)
                    and x.current_player is not CHANCE,
                    lambda x: (sum(e.n for e in x.events[depart:] if type(e).__name__ == "Touches"),
                               detruites(x, depart), x.formations[cible].pions),
                    consommes=("tir ", "sauvegarde"))


def barrage_exact(points: int, cover: bool, unites: int, save: int) -> dict:
    """By convolution where it holds, else by the expansion."""
    out = par_convolution(points, cover, unites, save)
    return par_enumeration(points, cover, unites, save) if out is None else out
