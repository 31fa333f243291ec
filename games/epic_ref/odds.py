"""Exact odds: ``rulekit odds epic_ref barrage|assault``.

Both questions are sums of dice, answered by convolution: the barrage's hits, losses and
blast markers (:mod:`.odds_barrage`, read from the game's procedure on a small crafted
match), the assault's result roll (:func:`resultat_assaut`). The generic expansion of every
chance node with its exact probability (``fractions.Fraction``, :func:`explorer`) stays for
what the convolution does not cover; the tests check both give the same fractions (the
barrage's ``odds_barrage.par_enumeration``, the assault's result roll in ``banc.match_resultat``).
"""

from __future__ import annotations

import json
from fractions import Fraction

import click

from rulekit.chance import convolve, dice_sum, explore
from rulekit.errors import RulekitError
from rulekit.tables import table

from .odds_barrage import barrage_exact


def explorer(match, fini, resultat, consommes=()):
    """``{resultat(leaf): probability}`` over all chance outcomes until ``fini(match)``.

    Breadth first; children that reach the same state (same pending steps, same
    formations, same partial result) are merged, so e.g. the 462 outcomes of six dice
    become the seven numbers of hits before the saves are expanded. Rolls whose key
    starts with one of ``consommes`` are already read by the step that threw them, so
    they do not tell states apart."""
    def signature(child):
        rolls = sorted((k, v) for k, v in child.rolls.items() if not k.startswith(consommes))
        return (repr(child.stack), repr(child.formations), repr(sorted(child.compteurs.items())), repr(rolls),
                resultat(child) if fini(child) or child.is_over else None)

    try:
        return explore(match, fini, resultat, signature)
    except RulekitError as exc:
        raise click.ClickException(str(exc)) from None


#: The words of the JSON values in the French tables.
WORDS = {"attacker": "attaquant", "defender": "défenseur"}


def resultat_assaut(mods) -> dict:
    """``{attacker's total − defender's total: probability}`` of one result roll: each side
    throws 2D6 and adds its modifiers (``mods``: the attacker's, the defender's)."""
    attaque = {v + mods[0]: p for v, p in dice_sum(2).items()}
    defense = {v + mods[1]: p for v, p in dice_sum(2).items()}
    return convolve(attaque, defense, lambda a, d: a - d)


def _emit(title, tables, as_json, exact):
    """``tables``: English JSON key -> (French heading, {value: probability})."""
    if as_json:
        click.echo(json.dumps({key: {str(k): (str(v) if exact else float(v)) for k, v in t.items()}
                               for key, (_, t) in tables.items()}, ensure_ascii=False))
        return
    click.echo(title)
    for heading, t in tables.values():
        rows = [(WORDS.get(k, k), f"{float(v):.4f}", v) for k, v in t.items()]
        click.echo("\n" + table((heading, "probabilité", "exacte"), rows, right=(0, 1, 2)))


@click.group()
def odds():
    """Exact odds of the quick reference's dice procedures."""


@odds.command()
@click.option("--points", "points", type=click.IntRange(1, 18), required=True, help="Barrage points (1–18).")
@click.option("--cover", is_flag=True, help="The target is in cover (−1 to hit, and its cover save).")
@click.option("--unites", type=click.IntRange(1, 12), default=6, show_default=True, help="Infantry units in the target.")
@click.option("--svg", "save", type=click.IntRange(2, 7), default=4, show_default=True, help="Their armour save (7: none).")
@click.option("--json", "as_json", is_flag=True, help="Print the tables as JSON: hits, units_destroyed, blast_markers.")
@click.option("--exact", is_flag=True, help="Fractions instead of decimals in --json.")
def barrage(points, cover, unites, save, as_json, exact):
    """Hits, units destroyed and blast markers of one barrage against infantry."""
    touches = barrage_exact(points, cover, unites, save)
    headings = {"hits": "touches", "units_destroyed": "pertes", "blast_markers": "pions d'impact"}
    tables = {key: {} for key in headings}
    for (t, k, pi), p in touches.items():
        for key, v in zip(headings, (t, k, pi)):
            tables[key][v] = tables[key].get(v, 0) + p
    tables = {key: (headings[key], dict(sorted(t.items()))) for key, t in tables.items()}
    _emit(f"Barrage de {points} points contre {unites} unités d'infanterie ({save}+)"
          f"{' à couvert' if cover else ''}", tables, as_json, exact)


@odds.command()
@click.option("--pertes", "pertes", nargs=2, type=click.IntRange(0, 99), default=(0, 0), show_default=True,
              help="Kills inflicted by the attacker, by the defender.")
@click.option("--unites", "unites", nargs=2, type=click.IntRange(1, 99), default=(4, 4), show_default=True,
              help="Units left: the attacker's, the defender's.")
@click.option("--pions", "pions", nargs=2, type=click.IntRange(0, 99), default=(0, 0), show_default=True,
              help="Blast markers: the attacker's, the defender's.")
@click.option("--charismatique", type=click.Choice(["aucun", "attaquant", "defenseur", "les deux"]), default="aucun",
              show_default=True, help="Which side has a charismatic character (+1).")
@click.option("--json", "as_json", is_flag=True, help="Print the tables as JSON: winner, margin, single_roll.")
@click.option("--exact", is_flag=True, help="Fractions instead of decimals in --json.")
def assault(pertes, unites, pions, charismatique, as_json, exact):
    """The assault result roll: who wins and by how much (a tie is rolled again)."""
    from .assaut import modificateurs

    mods = (modificateurs(pertes[0], unites[0], unites[1], pions[0], pions[1], charismatique in ("attaquant", "les deux")),
            modificateurs(pertes[1], unites[1], unites[0], pions[1], pions[0], charismatique in ("defenseur", "les deux")))
    un_jet = resultat_assaut(mods)
    egalite = un_jet.get(0, Fraction(0))
    ecart = {d: p / (1 - egalite) for d, p in un_jet.items() if d != 0}
    gagne = sum(p for d, p in ecart.items() if d > 0)
    tables = {"winner": ("vainqueur", {"attacker": gagne, "defender": 1 - gagne}),
              "margin": ("écart (attaquant − défenseur)", ecart),
              "single_roll": ("un seul jet, égalité comprise", un_jet)}
    _emit(f"Résultat d'assaut : modificateurs {mods[0]:+d} contre {mods[1]:+d}", tables, as_json, exact)
