"""Exact odds of one attack: the distribution of hits from the dice chance node.

``rulekit odds pocket_battles --combat "3 3 4 4 5" [--dice N] [--bonus-hits X] [--json]``
(or ``--shoot "4 5"``): N dice thrown against the printed dice; every match of a
thrown die with a printed die is a hit; ``--bonus-hits`` adds X hits when at
least one hit is scored (the "+x Blessures" rule).
"""

from __future__ import annotations

import json
from fractions import Fraction

import click

from rulekit import RulekitError, dice_distribution
from rulekit.tables import table

from .combat import coups


def distribution(faces, des: int = 1, bonus: int = 0) -> dict[int, Fraction]:
    out: dict[int, Fraction] = {}
    for valeurs, p in dice_distribution(des):
        n = coups(valeurs, faces)
        if n:
            n += bonus
        out[n] = out.get(n, Fraction(0)) + p
    return dict(sorted(out.items()))


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
@click.option("--json", "as_json", is_flag=True, help="Print the distribution and its mean as JSON.")
def commande(combat_, shoot, dice, bonus_hits, as_json):
    """Exact distribution of the hits of one Pocket Battles attack."""
    if (combat_ is None) == (shoot is None):
        raise click.UsageError("give exactly one of --combat or --shoot")
    try:
        faces = lire_faces(combat_ if combat_ is not None else shoot)
    except RulekitError as exc:
        raise click.UsageError(str(exc)) from None
    dist = distribution(faces, dice, bonus_hits)
    moyenne = sum(k * p for k, p in dist.items())
    if as_json:
        click.echo(json.dumps({"hits": {str(k): float(p) for k, p in dist.items()}, "mean": float(moyenne)}))
        return
    quoi = "Combat" if combat_ is not None else "Tir"
    rows = [(f"{k} coup(s)", f"{float(p):.4f}", p) for k, p in dist.items()]
    rows.append(("moyenne", f"{float(moyenne):.4f}", moyenne))
    click.echo(table(("touches", "probabilité", "exacte"), rows, right=(1, 2),
                     title=f"{quoi} {' '.join(map(str, faces))}, {dice} dé(s), +{bonus_hits} coup(s) si touche :"))
