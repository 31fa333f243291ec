"""Helpers to craft Pocket Battles states and drive them by French labels and chosen dice."""

from __future__ import annotations

import pytest

import rulekit
from rulekit import CHANCE, Dice
from rulekit.chance import sample
from rulekit_games.pocket_battles.scenario import scenario

GAME = rulekit.load_game("pocket_battles")


class unite(dict):
    """One unit of a scenario description (``troupes`` like "Légionnaire×3, Centurion"; ``blessures``
    per tile), with its ``id`` readable as an attribute too."""

    def __init__(self, uid, joueur, troupes, zone="avant", secteur=1, ordres=0, blessures=()):
        super().__init__(id=uid, joueur=joueur, troupes=troupes, zone=zone, secteur=secteur, ordres=ordres,
                         blessures=list(blessures))

    @property
    def id(self):
        return self["id"]


def bataille(unites, joueur=0, reserve=(6, 6), de_cote=None, contacts=(), manche=2, attaquant=0,
             factions="romains,celtes", size=60, tours=3, **options):
    """A match in the battle, at the start of ``joueur``'s turn, with exactly these units and tokens:
    the game's own scenario (games/pocket_battles/scenario.py) with this file's defaults.

    Unless ``de_cote`` is given, the tokens set aside are whatever makes each
    player's tokens add up to their total (size/10, + Meneur).
    """
    description = {"joueur": joueur, "unités": list(unites), "réserve": list(reserve),
                   "contacts": [list(c) for c in contacts], "manche": manche, "attaquant": attaquant,
                   "factions": factions, "taille": size, "tours": tours, **options}
    if de_cote is not None:
        description["de_côté"] = list(de_cote)
    return scenario(description)


def labels(m):
    return [a.label for a in m.legal_actions()]


def jouer(m, texte, exact=False):
    """Take the one legal action whose label contains ``texte`` (or equals it)."""
    acts = [a for a in m.legal_actions() if (a.label == texte if exact else texte in a.label)]
    assert len(acts) == 1, f"{texte!r} matches {[a.label for a in acts]} among {labels(m)}"
    m.apply(acts[0])
    return m


def des(m, *valeurs, riposte=True):
    """The chance node rolls exactly these dice. If the attack they roll ends there (no hit to
    allocate) and its target may now strike back (« peut Riposter », reading 36), its owner
    ripostes (``riposte=True``), declines (``False``) or the decision is left to the test (``None``)."""
    from rulekit_games.pocket_battles.combat import Riposter

    assert m.current_player is CHANCE, f"not a chance node: {labels(m)}"
    m.apply(Dice(tuple(sorted(valeurs))))
    if riposte is not None and isinstance(m.top, Riposter) and m.top.nature == "riposte":
        quoi = "riposter" if riposte else "renoncer"
        m.apply(next(a for a in m.legal_actions() if a.quoi == quoi))
    return m


def finir_tour(m):
    """Skip redeployment when offered."""
    if "pas de redéploiement" in labels(m):
        jouer(m, "pas de redéploiement")
    return m


def textes(m):
    return [e.text(m) for e in m.events]


def au_hasard(m, rng, sans_ceder=True, max_pas=20000):
    """Play random legal actions (never conceding) and chance to the end."""
    for _ in range(max_pas):
        if m.is_over:
            return m
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            acts = [a for a in m.legal_actions() if not (sans_ceder and getattr(a, "quoi", "") == "céder")]
            m.apply(rng.choice(acts))
    raise AssertionError("no end")


@pytest.fixture
def game():
    return GAME
