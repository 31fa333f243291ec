"""The agents' reading of a position: who is ahead, in [-1, 1].

Victory is decided by goals at the end of turns 3 and 4 and, failing that, by the
tie-break points, so a position is scored by those, helped by what leads to them:
strength left (cost-weighted, a broken formation counting half), blast markers
relative to units, how close each side's formations stand to the objectives they
must hold, and the threat of the fire and the charges each side can bring on the
other's formations before the game ends (the overwatch of a formation in Etat d'Alerte
included); « Ils ne passeront pas », when an enemy formation stands in one's half, counts
by the chance the strikes expected on the intruders break them all. Without the dense
terms a search sees almost nothing until turn 3; without the threat it walks formations
into the enemy's guns, because the enemy's shots lie deeper than its tree reaches, and a
close-combat army sees no worth in closing on its prey.

Every term is "mine minus the opponent's", so ``heuristic(m, 0) == -heuristic(m, 1)``.
It reads the profiles only (no abilities): it is an estimate, not a rule.
"""

from __future__ import annotations

import functools
import math

from . import armee as A
from .feuille import feuille
from .menace_assaut import chance, issue
from .tir import ReactionsAlerte, TirAlerte, en_alerte
from .victoire import buts, detenteurs, etats, intrus, ligne_tie_break, points

#: weights of the terms; the goals and the tie-break decide matches, the rest guides.
POIDS = {"buts": 0.25, "victoire": 0.3, "tenus": 0.15, "tie_break": 0.3, "force": 0.25, "pions": 0.15,
         "objectifs": 0.1, "menace": 0.3}
#: the weighted sum is spread by tanh(ECHELLE × sum): see heuristic().
ECHELLE = 1.0
#: beyond this distance (cm) a formation is no threat to an objective.
PORTEE_OBJECTIF = 60.0
#: share of a formation's cost its expected breaking by the enemy's fire counts in ``menace``.
POIDS_RUPTURE = 0.5
#: the last turn: after its activations no formation shoots again.
DERNIER_TOUR = 4
#: in the last turn, share of the value given to the result the goals or the tie-break would give.
POIDS_FIN = 0.5
#: tie-break lead (points, expected fire included) worth tanh(1) of a win in the last turn.
MARGE_FINALE = 60.0


@functools.lru_cache(maxsize=None)
def _tir(faction: str, profil: str) -> tuple[int, tuple[tuple[int, int, int], ...], int, int, str]:
    """``(speed, ((range, AP, AC), ...), armour, structure, type)`` of a profile."""
    army = A.load(faction)
    p = army.profils[profil]
    armes = tuple((a.portee, a.ap, a.ac) for a in (army.armes[n] for n in p.armes) if a.portee > 0)
    return p.vitesse, armes, p.blindage, p.structure, p.type


def _portee_du_feu(match, f):
    """The formation's fire: ``(move, [(range, AP, AC)] of its units free to shoot)``."""
    faction = match.factions[f.joueur]
    vitesse, armes = 999, []
    par_unite = []
    for u in f.unites:
        if u.vivante:
            v, a, _, _, _ = _tir(faction, u.profil)
            vitesse = min(vitesse, v)
            par_unite.append(a)
    par_unite.sort(key=len, reverse=True)   # the markers stop the least useful units
    for a in par_unite[:max(0, len(par_unite) - f.pions)]:
        armes.extend(a)
    return (vitesse if par_unite else 0), armes


def _vulnerabilite(match, cible):
    """``(living units, Σ unsaved share of the infantry, Σ of the others)`` of ``cible``: a hit
    on a unit destroys it with its failed save's chance (over its structure points)."""
    faction = match.factions[cible.joueur]
    n, inf, autres = 0, 0.0, 0.0
    for u in cible.unites:
        if u.vivante:
            _, _, blindage, structure, genre = _tir(faction, u.profil)
            n += 1
            if genre == "INF":
                inf += (1 - chance(blindage)) / structure
            else:
                autres += (1 - chance(blindage)) / structure
    return n, inf, autres


def _pertes_attendues(tireur, feu, cible, vulnerabilite) -> float:
    """Expected units of ``cible`` destroyed by one shooting of ``tireur`` after one move
    (hits fall front to back, one per unit in turn: averaged over the living units)."""
    vitesse, armes = feu
    n, inf, autres = vulnerabilite
    if not n or not armes:
        return 0.0
    d = math.hypot(tireur.x - cible.x, tireur.y - cible.y)
    total = 0.0
    for portee, ap, ac in armes:
        if d <= portee + vitesse:
            total += chance(ap) * inf + chance(ac) * autres
    return total / n


def echec_ralliement(match, joueur) -> float:
    """Chance a broken formation of ``joueur`` fails its end-of-turn rally test (the sheet's
    modifier for a broken formation, no enemy near): it then still counts at the tie-break."""
    mod = sum(row.valeur for row in feuille().ralliement if row.condition.genre == "est_demoralisee")
    seuil = match.armee(joueur).initiative - mod
    return min(1.0, max(0.0, (seuil - 1) / 6))


def menace(match, joueur, dernier_tour=False) -> float:
    """Points of ``joueur``'s formations the enemy's fire and charges can be expected to take
    (:func:`_attendu`: each enemy formation strikes one target, not all of them), and those
    its own charges would cost it. A formation at half strength counts its whole cost at the
    tie-break, so the expected share of its units lost counts double; a broken one counts
    half its cost, and each shooting brings one blast marker plus one per loss, so the
    markers it would then carry, over the units it would have left, count half, as does
    losing a charge. In the last turn (``dernier_tour``) a broken formation counts only if
    it then fails its rally test."""
    return _perte(_sous_la_menace(match, joueur), _rupture(match, joueur, dernier_tour))


def _rupture(match, joueur, dernier_tour: bool) -> float:
    """The share of its cost a formation of ``joueur`` broken by fire counts in ``menace``."""
    return POIDS_RUPTURE * (echec_ralliement(match, joueur) if dernier_tour else 1.0)


def _sous_la_menace(match, joueur, attendu=None) -> list[tuple]:
    """``[(formation, living units, expected losses, shootings, P(broken by a charge))]`` of
    ``joueur``'s formations the enemy's fire or charges reach (see :func:`_attendu`)."""
    attendu = _attendu(match) if attendu is None else attendu
    return [(f, *attendu[f.id]) for f in match.formations if f.joueur == joueur and f.id in attendu]


def _attendu(match) -> dict[int, list]:
    """``{formation: [living units, expected losses, shootings, P(broken by a charge)]}``.

    Each unbroken formation that can still act strikes the one enemy formation where it
    is worth most: with its fire (after one move, once more this turn if it has not acted
    and once next turn if there is one), or with a charge within one move, if the charge's
    expected result (:func:`.menace_assaut.issue`) is worth more; the charging formation
    then books its own expected losses too."""
    restants = DERNIER_TOUR - match.tour
    sur_table = [f for f in match.formations if f.sur_table]
    vulns = {f.id: _vulnerabilite(match, f) for f in sur_table}
    reactions, tirs_en_attente = _alertes_en_attente(match)
    out = {}

    def subir(f, pertes, salves, brisee):
        entree = out.setdefault(f.id, [vulns[f.id][0], 0.0, 0.0, 0.0])
        entree[1] += pertes
        entree[2] += salves
        entree[3] = 1 - (1 - entree[3]) * (1 - brisee)

    for e in sur_table:
        tirs = (0 if e.a_agi else 1) + (1 if restants > 0 else 0)
        alerte = en_alerte(e)
        if e.demoralisee or not (tirs or alerte):
            continue
        feu = _portee_du_feu(match, e)
        tir = charge = (0.0, None, None)
        for f in sur_table:
            if f.joueur == e.joueur:
                continue
            n = vulns[f.id][0]
            pertes = tirs * _pertes_attendues(e, feu, f, vulns[f.id])
            salves = tirs
            if alerte and (not f.a_agi or f.id in reactions or (e.id, f.id) in tirs_en_attente):
                reaction = _pertes_attendues(e, (0, feu[1]), f, vulns[f.id])
                pertes, salves = pertes + reaction, salves + (reaction > 0)
            if pertes:
                valeur = f.cout * (pertes + salves * POIDS_RUPTURE) / n
                if valeur > tir[0]:
                    tir = (valeur, f, pertes, salves)
            if tirs and math.hypot(e.x - f.x, e.y - f.y) <= feu[0]:
                r = issue(match, e, f)
                valeur = (f.cout * (r[2] / n + POIDS_RUPTURE * r[3])
                          - e.cout * (r[0] / vulns[e.id][0] + POIDS_RUPTURE * r[1]))
                if valeur > charge[0]:
                    charge = (valeur, f, r)
        if charge[1] is not None and charge[0] > tir[0]:
            _, f, (pertes_e, brisee_e, pertes_f, brisee_f) = charge
            subir(f, pertes_f, 0, brisee_f)
            subir(e, pertes_e, 0, brisee_e)
        elif tir[1] is not None:
            subir(tir[1], tir[2], tir[3], 0.0)
    return out


def _alertes_en_attente(match) -> tuple[set[int], set[tuple[int, int]]]:
    """What overwatch can strike besides the formations yet to act, from the steps waiting:
    the formations whose move has drawn it (its reactions to come) and the ``(shooter,
    target)`` shots already offered."""
    reactions = {s.formation for s in match.stack if isinstance(s, ReactionsAlerte)}
    tirs = {(s.formation, s.cible) for s in match.stack if isinstance(s, TirAlerte)}
    return reactions, tirs


def _brisee(f, n, a, s, b) -> float:
    """Chance ``f`` is broken by the strikes ``_sous_la_menace`` expects: its blast markers
    after them, over the units it would have left, or a lost charge."""
    pions = min(1.0, (f.pions + s + a) / max(1.0, n - a))
    return 1 - (1 - pions) * (1 - b)


def _perte(feu_attendu, rupture: float) -> float:
    """The points ``_sous_la_menace`` takes: half strength, or ``rupture`` of a broken
    formation (by its blast markers, or by losing a charge)."""
    perte = 0.0
    for f, n, a, s, b in feu_attendu:
        moitie = min(1.0, 2 * a / n)
        brisee = 0.0 if f.demoralisee else _brisee(f, n, a, s, b)
        perte += f.cout * max(moitie, rupture * brisee)
    return perte


def buts_attendus(match, joueur, remplis: list[str], feu_adverse) -> float:
    """``joueur``'s goals, counting « aucune formation adverse dans votre moitié » (when not
    yet met) by the chance that every enemy formation in ``joueur``'s half is broken by
    the strikes expected on it (``feu_adverse``: ``_sous_la_menace`` of the enemy): a
    search then sees the worth of blast markers on an intruder before it breaks."""
    total = float(len(remplis))
    menaces = {f.id: (f, n, a, s, b) for f, n, a, s, b in feu_adverse}
    for but in feuille().buts:
        if but.genre != "aucune_formation_adverse" or but.nom in remplis:
            continue
        p = 1.0
        for f in intrus(match, joueur):
            if not f.demoralisee:
                p *= _brisee(*menaces[f.id]) if f.id in menaces else 0.0
        total += p
    return total


def points_finaux(match, joueur) -> float:
    """Tie-break points ``joueur`` can expect from the opponent's formations as they stand, a
    broken one counting as broken only if it fails its rally at the end of the turn."""
    adv = 1 - joueur
    echec = echec_ralliement(match, adv)
    total = 0.0
    for f in match.formations:
        if f.joueur != adv:
            continue
        e = etats(f)
        if f.demoralisee and "détruite" not in e:
            total += echec * _valeur(f, e) + (1 - echec) * _valeur(f, e - {"démoralisée"})
        else:
            total += _valeur(f, e)
    return total


def _valeur(f, e) -> float:
    """``f``'s tie-break value in the states ``e``, unrounded (an expectation)."""
    row = ligne_tie_break(e)
    return f.cout * row.numerateur / row.denominateur if row is not None else 0.0


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
    """Blast markers per unit of each of ``joueur``'s formations on the table (capped at 1:
    broken), weighted by cost: how near each formation stands to breaking."""
    total = charge = 0.0
    for f in match.formations:
        if f.joueur == joueur and f.sur_table:
            n = len(f.vivantes())
            total += f.cout
            charge += f.cout * min(1.0, f.pions / n)
    return charge / total if total else 1.0


def proximite(match, joueur) -> float:
    """Mean over objectives of how near ``joueur``'s closest formation able to hold stands."""
    if not match.objectifs:
        return 0.0
    tenantes = [f.pos for f in match.formations
                if f.joueur == joueur and f.sur_table and not f.demoralisee and not f.ralliee]
    total = 0.0
    for o in match.objectifs:
        d = min((math.hypot(x - o.x, y - o.y) for x, y in tenantes), default=PORTEE_OBJECTIF)
        total += max(0.0, 1.0 - d / PORTEE_OBJECTIF)
    return total / len(match.objectifs)


def heuristic(match, joueur) -> float:
    if match.is_over:
        return match.returns()[joueur]
    adv = 1 - joueur
    cout_total = sum(f.cout for f in match.formations) or 1
    tenus = detenteurs(match)
    remplis = (buts(match, joueur, tenus), buts(match, adv, tenus))
    mes_buts, ses_buts = len(remplis[0]), len(remplis[1])
    regle = feuille().victoire
    echeance = min(1.0, match.tour / min(regle.tours))   # goals count only at the end of turns 3 and 4
    gagne = (mes_buts >= regle.minimum and mes_buts > ses_buts) - (ses_buts >= regle.minimum and ses_buts > mes_buts)
    pts = (points(match, joueur), points(match, adv))
    attendu = _attendu(match)
    feux = (_sous_la_menace(match, joueur, attendu), _sous_la_menace(match, adv, attendu))
    menaces = (_perte(feux[0], POIDS_RUPTURE), _perte(feux[1], POIDS_RUPTURE))
    attendus = (buts_attendus(match, joueur, remplis[0], feux[1]), buts_attendus(match, adv, remplis[1], feux[0]))
    termes = {
        "buts": (attendus[0] - attendus[1]) / 2 * echeance,
        "victoire": gagne * echeance,
        "tenus": (tenus.count(joueur) - tenus.count(adv)) / max(1, len(tenus)),
        "tie_break": (pts[0] - pts[1]) / cout_total * 2,
        "force": force(match, joueur) - force(match, adv),
        "pions": pression_pions(match, adv) - pression_pions(match, joueur),
        "objectifs": proximite(match, joueur) - proximite(match, adv),
        "menace": (menaces[1] - menaces[0]) / cout_total * 2,
    }
    score = math.tanh(ECHELLE * sum(POIDS[k] * v for k, v in termes.items()))
    if match.tour < DERNIER_TOUR:
        return score
    # The last turn: unless the goals decide, the tie-break does, and any lead in it wins.
    marge = (points_finaux(match, joueur) - points_finaux(match, adv)
             + _perte(feux[1], _rupture(match, adv, True)) - _perte(feux[0], _rupture(match, joueur, True)))
    fin = gagne if gagne else math.tanh(marge / MARGE_FINALE)
    return (1 - POIDS_FIN) * score + POIDS_FIN * fin
