"""The Order/Wound tokens are counted, never topped up (issue 21).

Each player holds ``jetons`` tokens: received at the start (size / 10, + Meneur), given back only
by an explicit event (a Meneur's token, reading 21). Every procedure moves them between the
unused ones, the units (orders, wounds) and those set aside, and back; the invariant
``jetons_conserves`` counts them. A token a procedure drops is caught, not repaired.
"""

import random

import pytest
from hypothesis import given, settings, strategies as st

from rulekit import CHANCE
from rulekit.chance import sample
from rulekit.testing import check_invariants
from rulekit.testing.invariants import InvariantBroken
from rulekit_games.pocket_battles import evenements, invariants
from rulekit_games.pocket_battles.evenements import JetonRendu, JetonsRecus

from .conftest import GAME, bataille, des, finir_tour, jouer, labels, textes, unite


def _lieux(m, p):
    """Where player ``p``'s tokens are, counted one by one."""
    return {"inutilisés": m.reserve[p], "de côté": m.de_cote[p],
            "ordres": sum(u.ordres for u in m.sur_le_terrain(p)),
            "blessures": sum(t.blessures for u in m.sur_le_terrain(p) for t in u.troupes)}


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), size=st.sampled_from([60, 80, 100]),
       factions=st.sampled_from(["romains,celtes", "celtes,romains"]))
def test_les_jetons_ne_font_que_changer_de_place(seed, size, factions):
    """Random playouts: after every step each player's tokens, wherever they are, add up to what they
    held before plus those received and minus those given back in that step's events, no other way."""
    rng = random.Random(seed)
    m = GAME.new_match(seed=seed, size=size, factions=factions, cession=False)
    avant = [0, 0]
    while not m.is_over:
        n = len(m.events)
        if m.current_player is CHANCE:
            m.apply(sample(m.chance_outcomes(), rng))
        else:
            m.apply(rng.choice(m.legal_actions()))
        for p in (0, 1):
            recus = sum(e.n for e in m.events[n:] if isinstance(e, JetonsRecus) and e.joueur == p)
            rendus = sum(1 for e in m.events[n:] if isinstance(e, JetonRendu) and e.joueur == p)
            assert m.jetons[p] == avant[p] + recus - rendus
            assert sum(_lieux(m, p).values()) == m.jetons[p], (_lieux(m, p), m.jetons[p])
            avant[p] = m.jetons[p]
    assert m.manche >= 1 and all(0 < j <= size // 10 + 1 for j in m.jetons)


def _fuite_de_cote(original):
    def apply(self, match):  # the tokens set aside are dropped instead of coming back
        match.fixer("de_cote", self.joueur, 0)
        original(self, match)
    return apply


def _fuite_blessures(original):
    def apply(self, match):  # a removed tile's Wound tokens vanish instead of going aside
        u = match.unite(self.unite)
        original(self, match)
        match.compter("de_cote", u.joueur, -u.troupes[self.index].blessures)
    return apply


def _fuite_ordres(original):
    def apply(self, match):  # a destroyed unit's Order tokens vanish instead of going aside
        u = match.unite(self.unite)
        original(self, match)
        match.compter("de_cote", u.joueur, -u.ordres)
    return apply


@pytest.mark.parametrize("classe, fuite", [
    (evenements.JetonsRepris, _fuite_de_cote),
    (evenements.TroupeRetiree, _fuite_blessures),
    (evenements.UniteDetruite, _fuite_ordres),
], ids=["jetons de côté non repris", "blessures d'une tuile retirée", "ordres d'une unité détruite"])
def test_une_fuite_de_jetons_est_prise(monkeypatch, classe, fuite):
    """A deliberate leak in a procedure is caught by the invariant that counts the tokens: nothing
    puts the lost tokens back (the end of the round used to top the pool up to its total)."""
    monkeypatch.setattr(classe, "apply", fuite(classe.apply))
    with pytest.raises(InvariantBroken, match="jetons_conserves") as erreur:
        check_invariants("pocket_battles", matches=10, seed=7, cession=False)
    assert "tokens but" in str(erreur.value)


def test_la_fin_de_manche_ne_complete_pas_les_jetons():
    # a token lost before the end of the round stays lost: the invariant sees it afterwards too
    m = bataille([unite("R1", 0, "Légionnaire", "avant", 1), unite("C1", 1, "Guerrier", "avant", 1)],
                 reserve=(1, 0), de_cote=(5, 6))
    m.compter("de_cote", 0, -1)  # a leak
    finir_tour(m)
    jouer(m, "passer")  # the round ends: the tokens come back
    assert m.manche == 3 and m.jetons[0] == 6 and m.reserve[0] == 5
    with pytest.raises(AssertionError, match="holds 6 tokens but 5 are counted"):
        invariants.jetons_conserves(m)


# --- Meneur: « Rendez le Jeton Ordre quand l'Unité est détruite » (reading 21) ----------------------

def _legat_detruit(autres, reserve=0, de_cote=0, reserve_celte=6):
    m = bataille([unite("R1", 0, "Légat", "combat", 1), unite("C1", 1, "Guerrier×6", "combat", 1), *autres],
                 contacts=[("R1", "C1")], joueur=1, reserve=(reserve, reserve_celte), de_cote=(de_cote, 6 - reserve_celte))
    assert m.jetons[0] == m.total_jetons(0) == 7
    finir_tour(m)
    jouer(m, "poursuivre le combat")
    des(m, 4)  # six hits: the Légat is removed
    jouer(m, "retirer Légat")
    assert not m.vivante("R1") and m.total_jetons(0) == 6
    return m


def test_meneur_rend_un_jeton_inutilise():
    m = _legat_detruit([unite("R2", 0, "Légionnaire", "arrière", 0, ordres=2)], reserve=5)
    assert m.jetons[0] == 6 and m.reserve[0] == 4 and m.unite("R2").ordres == 2
    assert "Joueur 1 : rend un jeton inutilisé (caractéristique perdue)." in textes(m)


def test_meneur_sans_jeton_libre_rend_un_jeton_d_ordre_au_choix():
    # « le joueur peut choisir des jetons utilisés comme Ordre de n'importe quelle Unité »
    m = _legat_detruit([unite("R2", 0, "Légionnaire×3", "arrière", 0, ordres=3),
                        unite("R3", 0, "Vélite×3", "arrière", 2, ordres=4)])
    assert m.current_player == 0 and labels(m) == ["rendre un jeton d'ordre de R2", "rendre un jeton d'ordre de R3"]
    jouer(m, "de R3")
    assert m.jetons[0] == 6 and m.unite("R3").ordres == 3 and m.unite("R2").ordres == 3
    assert m.current_player == 1  # C1's turn goes on


def test_meneur_tout_en_blessures_le_jeton_est_du_jusqu_a_la_fin_de_la_manche():
    # every token a Wound: none is an Order to give back; the token is owed, and goes at the end of the
    # round, when the players may take Wound tokens off their troops anyway
    blesses = [unite("R2", 0, "Cavalier×3", "arrière", 0, blessures=[1, 1, 1]),
               unite("R3", 0, "Prétorien×2", "arrière", 2, blessures=[1, 1]),
               unite("R4", 0, "Scorpion", "avant", 0, blessures=[1]), unite("R5", 0, "Tribun", "avant", 2, blessures=[1])]
    m = _legat_detruit(blesses, reserve_celte=1)
    assert m.jetons[0] == 7 and m.jetons_dus(0) == 1 and sum(_lieux(m, 0).values()) == 7
    for c in (invariants.jetons_conserves, invariants.procedure):
        c(m)
    # no token left to either player: the round ends, nothing comes back to player 1, who owes one
    assert textes(m)[-2:] == ["Joueur 1 reprend ses jetons : 0 disponibles.", "Joueur 2 reprend ses jetons : 6 disponibles."]
    assert "total 7 dont 1 à rendre" in textes(m)[-3]  # the board of the turn's end
    assert m.current_player == 0 and labels(m) == [
        "rendre une blessure de Cavalier de R2", "rendre une blessure de Prétorien de R3",
        "rendre une blessure de Scorpion de R4", "rendre une blessure de Tribun de R5"]
    jouer(m, "rendre une blessure de Scorpion de R4")
    assert m.jetons[0] == 6 and m.unite("R4").troupes[0].blessures == 0 and m.jetons_dus(0) == 0
    assert "Joueur 1 : rend une blessure de R4 (caractéristique perdue)." in textes(m)
    assert m.manche == 2 and labels(m)[0] == "garder les blessures"  # then the round's end goes on
