"""Helpers to craft Pocket Battles states and drive them by French labels and chosen dice."""

from __future__ import annotations

import pytest

import rulekit
from rulekit import CHANCE, Dice
from rulekit.chance import sample
from rulekit_games.pocket_battles.etat import Tuile, Unite
from rulekit_games.pocket_battles.manche import DebutTour

GAME = rulekit.load_game("pocket_battles")


def unite(uid, joueur, troupes, zone="avant", secteur=1, ordres=0, blessures=()):
    """``troupes`` like "Légionnaire×3, Centurion"; ``blessures`` per tile, in order."""
    noms = []
    for part in troupes.split(","):
        nom, _, k = part.strip().partition("×")
        noms += [nom.strip()] * int(k or 1)
    tuiles = tuple(Tuile(n, blessures[i] if i < len(blessures) else 0) for i, n in enumerate(noms))
    return Unite(uid, joueur, tuiles, zone, secteur, ordres)


def bataille(unites, joueur=0, reserve=(6, 6), de_cote=None, contacts=(), manche=2, attaquant=0,
             factions="romains,celtes", size=60, tours=3, **options):
    """A match in the battle, at the start of ``joueur``'s turn, with exactly these units and tokens.

    Unless ``de_cote`` is given, the tokens set aside are whatever makes each
    player's tokens add up to their total (size/10, + Meneur).
    """
    m = GAME.new_match(seed=0, factions=factions, size=size, **options)
    m.stack.clear()
    m.unites = list(unites)
    m.contacts = [tuple(c) for c in contacts]
    m.reserve = list(reserve)
    m.de_cote = [0, 0]
    if de_cote is None:
        de_cote = [m.total_jetons(p) - m.jetons_comptes(p) for p in (0, 1)]
        assert min(de_cote) >= 0, f"more tokens than the total: {de_cote}"
    m.de_cote = list(de_cote)
    m.armee_pd = [sum(m.troupe(p, t.nom).cout for u in m.unites if u.joueur == p for t in u.troupes) or 60
                  for p in (0, 1)]
    m.detruit = [0, 0]
    m.attaquant = attaquant
    m.manche = manche
    m.premier = joueur
    m.tours = tours
    m.events.clear()
    m.push(DebutTour(joueur))
    m._settle()
    return m


def labels(m):
    return [a.label for a in m.legal_actions()]


def jouer(m, texte, exact=False):
    """Take the one legal action whose label contains ``texte`` (or equals it)."""
    acts = [a for a in m.legal_actions() if (a.label == texte if exact else texte in a.label)]
    assert len(acts) == 1, f"{texte!r} matches {[a.label for a in acts]} among {labels(m)}"
    m.apply(acts[0])
    return m


def des(m, *valeurs):
    """The chance node rolls exactly these dice."""
    assert m.current_player is CHANCE, f"not a chance node: {labels(m)}"
    m.apply(Dice(tuple(sorted(valeurs))))
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
