"""The game's shortcuts against the straightforward computations they stand for, over random
matches (every state of them): what is in play followed record by record (:func:`.en_jeu.suivre`)
equals what the units on the battlefield bear, worked out afresh."""

import random

import pytest

import rulekit
from rulekit.testing.strategies import advance
from rulekit_games.pocket_battles import en_jeu

GAME = rulekit.load_game("pocket_battles")


def _etats(graine: int, **options):
    """Every state of a random match (the same match each time for a seed)."""
    rng = random.Random(graine)
    m = GAME.new_match(seed=graine, **options)
    yield m
    while not m.is_over:
        yield advance(m, rng, 1)


def _en_jeu_a_neuf(m) -> list:
    """``(unit id, Ability)`` of every unit on the battlefield, by player, unit order, troops' order."""
    out = ([], [])
    for u in m.unites:
        if u.zone in en_jeu.SUR_LE_TERRAIN:
            noms = tuple(t.nom for t in u.troupes)
            out[u.joueur].extend((u.id, c) for c in en_jeu.caracteristiques.de_l_unite(m.factions[u.joueur], noms))
    return out[0] + out[1]


@pytest.mark.parametrize("graine, options", [(g, {}) for g in range(8)]
                         + [(g, {"armies": "construire", "size": 80}) for g in range(3)]
                         + [(g, {"factions": "celtes,romains", "size": 100}) for g in range(3)])
def test_ce_qui_est_en_jeu_suit_les_unites(graine, options):
    for m in _etats(graine, **options):
        assert list(m.abilities_in_play()) == _en_jeu_a_neuf(m)
        copie = m.clone()
        assert list(copie.abilities_in_play()) == _en_jeu_a_neuf(copie)


@pytest.mark.parametrize("options", [{}, {"size": 80}, {"factions": "celtes,romains", "size": 100}])
def test_un_debut_copie_est_le_debut_construit(options):
    """A match started from the copy of an earlier start (match._DEBUTS) is the match built
    afresh, and playing it changes neither that copy nor the next match."""
    from rulekit_games.pocket_battles import match as match_mod

    match_mod._DEBUTS.clear()
    construit = GAME.new_match(seed=1, **options)
    copie = GAME.new_match(seed=1, **options)
    assert (tuple(options.get("factions", "romains,celtes").split(",")), options.get("size", 60)) in match_mod._DEBUTS
    assert copie == construit and copie.log() == construit.log() and copie.stack is not construit.stack
    assert copie.steps == 0 and GAME.new_match(seed=2, **options).seed == 2
    copie.play_random(random.Random(2))
    encore = GAME.new_match(seed=1, **options)
    assert encore == construit and encore.log() == construit.log()
    match_mod._DEBUTS.clear()
    assert GAME.new_match(seed=1, **options) == encore


def _menu_a_neuf(m, joueur: int) -> list:
    """The orders as the rule book lists them, every query asked (ordres.menu without its shortcuts)."""
    from rulekit_games.pocket_battles import charge, manche, ordres, tir
    from rulekit_games.pocket_battles.etat import ARRIERE, AVANT

    out = []
    for u in m.sur_le_terrain(joueur):
        uid = u.id
        if uid in m.ordonnees or (uid == m.redeploye and not m.query(
                "permis", False, unit=uid, action="Action", après="Redéploiement d'Unité")):
            continue
        cout = m.query("coût d'ordre", u.ordres + 1, unit=uid, ordres=u.ordres)
        if cout > m.reserve[joueur]:
            continue
        actions = []
        if u.zone in (AVANT, ARRIERE):
            actions.append((ordres.DEPLACEMENT, ""))
        quel = charge.mode(m, uid)  # a charge: some target it may contact, as the charge lists them
        if u.zone == AVANT and m.des_combat(uid) and quel is not None and charge.cibles(m, uid, quel):
            actions.append((ordres.CHARGER, ""))
        if uid in m.engages_debut and m.engages(uid):
            actions += [(ordres.POURSUIVRE, ""), (ordres.ABANDONNER, "")]
        if tir.possible(m, uid):
            actions.append((ordres.TIRER, ""))
        if not manche.premier_tour_de_bataille(m):
            actions += [(ordres.SPECIALE, nom) for nom in m.query("actions spéciales", (), unit=uid)
                        if ordres.utile(m, uid, nom)]
        out += [ordres.ordre(u, a, nom, cout) for a, nom in actions
                if all(m.query("permis", True, unit=uid, action=f) for f in ordres.FAMILLES.get(a, (nom,)))]
    return out


@pytest.mark.parametrize("graine, options", [(g, {}) for g in range(6)]
                         + [(g, {"factions": "celtes,romains", "size": 100}) for g in range(3)])
def test_les_ordres_sont_ceux_de_la_regle(graine, options):
    """The orders listed (shortcuts: queries no characteristic answers left unasked, the unit's
    record at hand, what a charge may reach worked out once per sector while the state is read)
    are those worked out plainly."""
    _les_ordres_sont_ceux_de_la_regle(graine, options)


#: the troops of the Romans' ready-made army of 60 points (the default match's player 1)
ROMAINS_60 = ("Légionnaire", "Centurion", "Vélite", "Sagittaire", "Cavalier", "Auxiliaire", "Légat")


@pytest.mark.parametrize("graine", range(4))
@pytest.mark.parametrize("troupes, phrase", [
    (("Légionnaire",), "Cette Unité ne peut pas être la cible d'une Charge."),
    (ROMAINS_60, "Cette Unité ne peut pas être la cible d'une Charge."),
    (("Guerrier",), "Cette Unité ne peut pas être attaquée."),
    (("Guerrier",), "Cette Unité ne peut pas être attaquée par un Tir."),
])
def test_les_ordres_sont_ceux_de_la_regle_avec_des_unites_protegees(monkeypatch, graine, troupes, phrase):
    """The same where a characteristic keeps some units (or a whole army) from being charged or
    shot: the charge of a sector whose every target is protected is asked unit by unit."""
    from .test_permissions import avec

    for troupe in troupes:
        avec(monkeypatch, troupe, phrase)
    _les_ordres_sont_ceux_de_la_regle(graine, {})


def _les_ordres_sont_ceux_de_la_regle(graine, options):
    from rulekit_games.pocket_battles import ordres
    from rulekit_games.pocket_battles.manche import Action

    vus = 0
    for m in _etats(graine, **options):
        if m.is_over or not isinstance(m.stack[-1], Action):
            continue
        vus += 1
        joueur = m.stack[-1].joueur
        attendus = _menu_a_neuf(m, joueur)
        assert ordres.menu(m, joueur) == attendus
        assert [a for a in m.legal_actions() if a.quoi == "ordre"] == attendus  # read as a step reads it
    assert vus


@pytest.mark.parametrize("graine, options", [(g, {}) for g in range(4)]
                         + [(g, {"armies": "construire", "size": 80}) for g in range(2)]
                         + [(g, {"factions": "celtes,romains", "size": 100}) for g in range(2)])
def test_les_placements_et_les_redeploiements_sont_ceux_de_la_regle(graine, options):
    """The units still to place (remembered with the list of units), the placements (remembered
    by the records still to place) and the redeployments (the index of what is in play read
    once, « permis » asked only of a unit some modifier may answer it about for a redeployment,
    remembered by the unit's tiles and place) are those listed plainly: every unit in reserve, each
    of its six places; every unit on the battlefield, each of its moves, unless « permis » says no."""
    from rulekit_games.pocket_battles import deploiement, redeploiement

    vus = set()
    for m in _etats(graine, **options):
        for j in (0, 1):  # remembered with the list of units, for both players at once
            assert deploiement.a_placer(m, j) == tuple(u for u in m.unites if u.joueur == j and u.zone == "réserve")
        if m.is_over:
            continue
        etape = m.stack[-1]
        if isinstance(etape, deploiement.Placer):
            vus.add("placer")
            attendus = [c for u in m.unites if u.joueur == etape.joueur and u.zone == "réserve"
                        for c in deploiement._placements(u)]
            assert etape.actions(m) == attendus
        elif isinstance(etape, redeploiement.Redeploiement):
            vus.add("redéployer")
            attendus = [redeploiement.RESTER] + [
                c for u in m.sur_le_terrain(etape.joueur)
                if m.query("permis", True, unit=u.id, action="Redéploiement d'Unité")
                for c in redeploiement.mouvements(m, u.id, "redéployer")]
            assert etape.actions(m) == attendus
    assert vus == {"placer", "redéployer"}
