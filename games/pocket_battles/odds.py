"""Exact odds of one attack: the distribution of hits from the dice chance node.

``rulekit odds pocket_battles --combat "3 3 4 4 5" [--dice N] [--bonus-hits X] [--json]``
(or ``--shoot "4 5"``): N dice thrown against the printed dice; every match of a
thrown die with a printed die is a hit; ``--bonus-hits`` adds X hits when at
least one hit is scored (the "+x Blessures" rule). Rerolls a characteristic grants
(``--reroll-die N``, ``--reroll-all``, ``--reroll-values "1"``, ``--forced-rerolls N``) are
played in the game's order with the policy of :func:`choix` (README, reading 34).
"""

from __future__ import annotations

import functools
import itertools
import json
from fractions import Fraction

import click

from rulekit import RulekitError, dice_distribution
from rulekit.chance import convolve
from rulekit.tables import table

from .combat import coups


def moyenne(faces) -> Fraction:
    """The hits one die scores on average against these printed dice."""
    return Fraction(len(faces), 6)


def choix(valeurs, faces, grant, forcee: bool = False) -> tuple[int, ...]:
    """The reroll policy: the indices of the sorted roll ``valeurs`` that one decision of
    ``grant`` throws again (``()``: declined). The rolling unit's owner rerolls all its dice
    when they score fewer hits than average, or its die scoring the fewest hits (the lowest
    such value; among those showing a granted value) when it scores fewer than average; the
    target's owner forcing a reroll picks the die scoring the most hits (the highest such
    value) when it scores more than average. A reroll that must be made (``obligatoire``)
    takes that die, or all the dice, whatever they show."""
    m = moyenne(faces)
    if not valeurs:
        return ()
    if grant.tous:
        total = coups(valeurs, faces)
        worth = total > m * len(valeurs) if forcee else total < m * len(valeurs)
        return tuple(range(len(valeurs))) if worth or grant.obligatoire else ()
    candidats = [i for i, v in enumerate(valeurs) if not grant.valeurs or v in grant.valeurs]
    if not candidats:
        return ()
    if forcee:
        i = max(candidats, key=lambda i: (coups((valeurs[i],), faces), valeurs[i]))
        worth = coups((valeurs[i],), faces) > m
    else:
        i = min(candidats, key=lambda i: (coups((valeurs[i],), faces), valeurs[i]))
        worth = coups((valeurs[i],), faces) < m
    return (i,) if worth or grant.obligatoire else ()


def _relancer(etat: dict, faces, grant, forcee: bool, lancer=dice_distribution) -> dict:
    """One reroll decision applied to a distribution of sorted rolls. The rolls that keep the
    same dice and throw as many again are followed by the same distribution: they are thrown
    together, once (``lancer(k)``: the sorted rolls of ``k`` dice and their probabilities)."""
    lancers: dict = {}  # (kept dice, how many thrown again) -> probability
    for valeurs, p in etat.items():
        idx = choix(valeurs, faces, grant, forcee)
        cle = (tuple(v for i, v in enumerate(valeurs) if i not in idx), len(idx))
        lancers[cle] = lancers.get(cle, Fraction(0)) + p
    out: dict = {}
    for (gardes, k), p in lancers.items():
        for nouveaux, q in lancer(k) if k else [((), Fraction(1))]:
            v = tuple(sorted(gardes + nouveaux))
            out[v] = out.get(v, Fraction(0)) + p * q
    return out


def distribution(faces, des: int = 1, bonus: int = 0, relances=(), forcees=()) -> dict[int, Fraction]:
    """Exact distribution of the hits of one attack: ``des`` dice against ``faces``, then the
    rerolls the characteristics grant (``dsl.RelanceAccordee``: ``relances`` the rolling
    unit's own, ``forcees`` those its target forces) in the game's order
    (:func:`.relances.ordre`), each decided by :func:`choix`; ``bonus`` hits when at least one.
    Without rerolls the hits are a sum over the dice: a convolution (:func:`sans_relance`);
    with them, the rolls are followed one by one (:func:`enumeration`), each die standing for
    its class of faces (:func:`classes`): the same Fractions, from far fewer rolls."""
    if not relances and not forcees:
        return sans_relance(faces, des, bonus)
    faces = tuple(faces)
    groupes = classes(faces, tuple(relances) + tuple(forcees))
    return enumeration(faces, des, bonus, relances, forcees, lancer=lambda k: _lancer(groupes, k))


def enumeration(faces, des: int = 1, bonus: int = 0, relances=(), forcees=(), lancer=dice_distribution) -> dict:
    """:func:`distribution` by following every sorted roll (``lancer(k)``: the rolls of ``k``
    dice and their probabilities; by default each of the six faces, the plain enumeration):
    each decision depends on the whole roll. The rolls whose grants come in the same order are
    followed together."""
    from .relances import ordre

    plans: dict = {}  # the grants in order (by identity) -> (that order, {first roll: probability})
    for valeurs, p in lancer(des):
        plan = ordre(relances, forcees, valeurs)
        plans.setdefault(tuple((id(g), f) for g, f in plan), (plan, {}))[1][valeurs] = p
    out: dict[int, Fraction] = {}
    for plan, etat in plans.values():
        for grant, forcee in plan:
            etat = _relancer(etat, faces, grant, forcee, lancer)
        for finales, q in etat.items():
            n = coups(finales, faces)
            if n:
                n += bonus
            out[n] = out.get(n, Fraction(0)) + q
    return dict(sorted(out.items()))


def classes(faces, grants) -> tuple[tuple[int, ...], ...]:
    """The faces 1–6 grouped by what the reroll policy and the hits can tell of a die: the hits
    it scores and, for each grant, whether it shows one of the grant's values. Every decision
    (:func:`choix`, :func:`.relances.combien`) reads a die through these, except that among
    dice scoring as many hits the lowest (or highest) value is chosen: so classes scoring as
    many hits must not interleave (all of one below all of the other), else each face is its
    own class. Each class is played by its lowest face, standing for all of them."""
    def signature(v):
        return coups((v,), faces), tuple(v in g.valeurs for g in grants)

    groupes: dict = {}
    for v in range(1, 7):
        groupes.setdefault(signature(v), []).append(v)
    out = tuple(tuple(g) for g in groupes.values())
    for a in out:
        for b in out:
            if a is not b and signature(a[0])[0] == signature(b[0])[0] and not (a[-1] < b[0] or b[-1] < a[0]):
                return tuple((v,) for v in range(1, 7))
    return out


@functools.lru_cache(maxsize=256)
def _lancer(groupes: tuple, k: int) -> tuple:
    """The sorted rolls of ``k`` dice, each die shown as the lowest face of its class, and their
    exact probabilities (the multinomial of the class sizes over 6)."""
    from math import factorial

    out = []
    for combo in itertools.combinations_with_replacement(range(len(groupes)), k):
        ways = factorial(k)
        poids = 1
        for c, run in itertools.groupby(combo):
            n = len(list(run))
            ways //= factorial(n)
            poids *= len(groupes[c]) ** n
        out.append((tuple(sorted(groupes[c][0] for c in combo)), Fraction(ways * poids, 6 ** k)))
    return tuple(out)


def sans_relance(faces, des: int = 1, bonus: int = 0) -> dict[int, Fraction]:
    """The distribution of the hits of ``des`` dice against ``faces`` with no reroll: each die
    scores as many hits as printed dice show its value (:func:`.combat.coups`), and the dice
    add up, die after die; ``bonus`` hits when at least one."""
    un_de: dict[int, Fraction] = {}
    for face in range(1, 7):
        n = coups((face,), faces)
        un_de[n] = un_de.get(n, Fraction(0)) + Fraction(1, 6)
    total = {0: Fraction(1)}
    for _ in range(des):
        total = convolve(total, un_de)
    return dict(sorted(((n + bonus if n else 0), p) for n, p in total.items()))


def lire_faces(texte: str) -> tuple[int, ...]:
    try:
        faces = tuple(int(x) for x in texte.replace(",", " ").split())
    except ValueError:
        raise RulekitError(f"dice faces must be numbers 1 to 6, got {texte!r}") from None
    if not faces or any(not 1 <= f <= 6 for f in faces):
        raise RulekitError(f"dice faces must be numbers 1 to 6, got {texte!r}")
    return faces


@click.command("odds")
@click.option("--combat", "combat_", default=None, help='The unit\'s Combat dice, e.g. "3 3 4 4 5".')
@click.option("--shoot", default=None, help='The unit\'s Shooting dice, e.g. "4 5".')
@click.option("--dice", default=1, show_default=True, type=click.IntRange(0, 12),
              help="Dice thrown (1, +1 charging, ...).")
@click.option("--bonus-hits", default=0, show_default=True, type=click.IntRange(0, 12),
              help="Extra hits when at least one hit.")
@click.option("--reroll-die", default=0, show_default=True, type=click.IntRange(0, 12),
              help="Rerolls of one die the unit may make (« peut relancer un dé »).")
@click.option("--reroll-all", is_flag=True, help="The unit may reroll all its dice once (« relancer tous ses dés »).")
@click.option("--reroll-values", default=None,
              help='The unit may reroll each die showing these values once (« relancer ses 1 »: "1").')
@click.option("--forced-rerolls", default=0, show_default=True, type=click.IntRange(0, 12),
              help="Dice the target may force the unit to reroll (« obliger l'adversaire à relancer un dé »).")
@click.option("--json", "as_json", is_flag=True, help="Print the distribution and its mean as JSON.")
def commande(combat_, shoot, dice, bonus_hits, reroll_die, reroll_all, reroll_values, forced_rerolls, as_json):
    """Exact distribution of the hits of one Pocket Battles attack."""
    from rulekit.dsl import RelanceAccordee

    if (combat_ is None) == (shoot is None):
        raise click.UsageError("give exactly one of --combat or --shoot")
    try:
        faces = lire_faces(combat_ if combat_ is not None else shoot)
    except RulekitError as exc:
        raise click.UsageError(str(exc)) from None
    try:
        valeurs = lire_faces(reroll_values) if reroll_values is not None else ()
    except RulekitError as exc:
        raise click.UsageError(f"--reroll-values: {exc}".replace("dice faces", "die values")) from None
    relances = [RelanceAccordee("soi", "tous", False, reroll_die)] if reroll_die else []
    if reroll_all:
        relances.append(RelanceAccordee("soi", "tous", True, 1))
    if valeurs:
        relances.append(RelanceAccordee("soi", "tous", False, 1, valeurs=tuple(sorted(set(valeurs)))))
    forcees = [RelanceAccordee("adversaire", "tous", False, forced_rerolls)] if forced_rerolls else []
    dist = distribution(faces, dice, bonus_hits, relances, forcees)
    moyenne = sum(k * p for k, p in dist.items())
    if as_json:
        click.echo(json.dumps({"hits": {str(k): float(p) for k, p in dist.items()}, "mean": float(moyenne)}))
        return
    quoi = "Combat" if combat_ is not None else "Tir"
    rows = [(f"{k} coup(s)", f"{float(p):.4f}", p) for k, p in dist.items()]
    rows.append(("moyenne", f"{float(moyenne):.4f}", moyenne))
    click.echo(table(("touches", "probabilité", "exacte"), rows, right=(1, 2),
                     title=f"{quoi} {' '.join(map(str, faces))}, {dice} dé(s), +{bonus_hits} coup(s) si touche"
                           + "".join(f", {r}" for r in _relances_dites(reroll_die, reroll_all, valeurs, forced_rerolls))
                           + " :"))


def _relances_dites(de: int, tous: bool, valeurs, forcees: int) -> list[str]:
    out = [f"{de} relance(s) d'un dé"] if de else []
    if tous:
        out.append("relance de tous les dés")
    if valeurs:
        out.append("relance des " + " et ".join(map(str, sorted(set(valeurs)))))
    if forcees:
        out.append(f"{forcees} relance(s) imposée(s)")
    return out
