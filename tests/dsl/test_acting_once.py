"""One ability acts once on a unit, however many of its bearers qualify (docs/DSL.md « Auras »).

« Les Conscrits adjacents à un Lancier lancent un dé de défense supplémentaire » says a condition
(next to at least one Lancier): a Conscrit next to two Lanciers that bear it rolls one die more,
not two. A count is said « pour chaque » (« … pour chaque Lancier allié adjacent »). Two different
abilities both act. Pocket-Tactics (dice, rerolls) and Pocket Battles (a Combat's dice).
"""

import pytest

from tests.pocket_battles.conftest import bataille, finir_tour, jouer, unite

from .acting import pb_give, pt_give
from .test_acting_pb_bound import rolls
from .test_acting_pt_bound import EVEN, _bare, fight, read

AURA = "Les Conscrits adjacents à un Lancier lancent un dé de défense supplémentaire."
#: the same meaning in other words: a different ability
ALLIES_AURA = "Les unités alliées adjacentes à un Lancier lancent un dé de défense supplémentaire."
#: around the Conscrit at 1,0 (none next to its opponent at 2,0) / around that opponent only
NEXT = ["1,1", "0,1"]
FAR = "4,4"
NEXT_TO_OPPONENT = ["3,0", "2,1"]


def delta(monkeypatch, card, sentences, role, others, bearer="Lancier", opp="Druide"):
    """(Conscrit attack, defence, opponent attack, defence) changed by ``sentences`` on ``bearer``
    (each sentence its own ability), in a fight of the Conscrit at 1,0 against ``opp`` at 2,0."""
    _bare(monkeypatch, card, opp, bearer)
    before = read(fight(card, role, "Mêlée", opp, others=others), role)
    pt_give(monkeypatch, bearer, *sentences, dice=EVEN)
    after = read(fight(card, role, "Mêlée", opp, others=others), role)
    return tuple(a - b for a, b in zip(after[0], before[0])), after[1]


@pytest.mark.parametrize("cells", [["1,1"], ["1,1", "0,1"], ["1,1", FAR]])
@pytest.mark.parametrize("role", ["att", "déf"])
def test_an_aura_acts_once_through_several_bearers(monkeypatch, cells, role):
    """One or two Lanciers around the Conscrit (or one, and one far away): one defence die more."""
    others = {cell: (0, "Lancier") for cell in cells}
    assert delta(monkeypatch, "Conscrit", [AURA], role, others)[0] == (0, 1, 0, 0)


def test_two_different_abilities_both_act(monkeypatch):
    """Two abilities (two sentences, even of one meaning) each act once: two dice, with one
    Lancier or with two."""
    for n in (1, 2):
        others = {cell: (0, "Lancier") for cell in NEXT[:n]}
        got, _ = delta(monkeypatch, "Conscrit", [AURA, ALLIES_AURA], "déf", others)
        assert got == (0, 2, 0, 0), n


def test_one_ability_printed_on_two_cards_acts_once(monkeypatch):
    """« Les unités alliées adjacentes à cette unité … » on the Lancier and on the Épéiste (the same
    ability: its name and words): a Conscrit next to both rolls one die more."""
    sentence = "Les unités alliées adjacentes à cette unité lancent un dé de défense supplémentaire."
    others = {"1,1": (0, "Lancier"), "0,1": (0, "Épéiste")}
    _bare(monkeypatch, "Conscrit", "Druide", "Lancier", "Épéiste")
    before = read(fight("Conscrit", "déf", "Mêlée", others=others), "déf")
    pt_give(monkeypatch, "Lancier", sentence, dice=EVEN)
    pt_give(monkeypatch, "Épéiste", sentence, dice=EVEN)
    after = read(fight("Conscrit", "déf", "Mêlée", others=others), "déf")
    assert tuple(a - b for a, b in zip(after[0], before[0])) == (0, 1, 0, 0)


def test_a_reroll_of_an_aura_is_granted_once(monkeypatch):
    """The game's « relances » answer (which Pocket-Tactics would also deduplicate) holds one grant."""
    sentence = "Les unités alliées adjacentes à un Lancier peuvent relancer un dé."
    _bare(monkeypatch, "Conscrit", "Druide", "Lancier")
    pt_give(monkeypatch, "Lancier", sentence, dice=EVEN)
    for n in (1, 2):
        m = fight("Conscrit", "déf", "Mêlée", others={cell: (0, "Lancier") for cell in NEXT[:n]})
        me, it = m.unit_at("1,0"), m.unit_at("2,0")
        grants = m.query("relances", (), unit=me, dés="défense", adversaire=it, rôle="défense", mode="Mêlée")
        assert len(grants) == 1, n


@pytest.mark.parametrize("n", [1, 2])
def test_a_count_still_counts_each_unit(monkeypatch, n):
    """« pour chaque Lancier allié adjacent », borne by the Conscrit: one die per Lancier."""
    others = {cell: (0, "Lancier") for cell in NEXT[:n]}
    sentence = "Un Conscrit lance un dé de défense supplémentaire pour chaque Lancier allié adjacent."
    assert delta(monkeypatch, "Conscrit", [sentence], "déf", others, bearer="Conscrit")[0] == (0, n, 0, 0)


@pytest.mark.parametrize("sentence", [
    "Les unités ennemies adjacentes lancent un dé de défense de moins.",
    "Les unités ennemies adjacentes à un Lancier lancent un dé de défense de moins.",
    "Les unités ennemies adjacentes à cette unité lancent un dé de défense de moins.",
])
@pytest.mark.parametrize("n", [1, 2])
def test_enemies_next_to_bearers_lose_one_die(monkeypatch, sentence, n):
    """The Druide attacked by the Conscrit, next to 1 or 2 Lanciers of the Conscrit's side: one
    defence die fewer (the Conscrit itself, next to none, unchanged)."""
    others = {cell: (0, "Lancier") for cell in NEXT_TO_OPPONENT[:n]}
    assert delta(monkeypatch, "Conscrit", [sentence], "att", others)[0] == (0, 0, 0, -1)


@pytest.mark.parametrize("n", [1, 2])
def test_a_unit_taken_up_by_celui_ci_acts_once(monkeypatch, n):
    """« Tant qu'un Lancier est adjacent à un Conscrit, celui-ci … », borne by each Lancier."""
    sentence = "Tant qu'un Lancier est adjacent à un Conscrit, celui-ci lance un dé de défense supplémentaire."
    others = {cell: (0, "Lancier") for cell in NEXT[:n]}
    assert delta(monkeypatch, "Conscrit", [sentence], "déf", others)[0] == (0, 1, 0, 0)


# --- Pocket Battles ------------------------------------------------------------------------------
def pursue_with_two(contacts):
    """R1 pursues its combat against C1 (Guerriers); R2, Légionnaires too, in contact with C1 or at
    the front of the sector."""
    r2 = "combat" if len(contacts) > 1 else "avant"
    m = bataille([unite("R1", 0, "Légionnaire×2", "combat", 1), unite("R2", 0, "Légionnaire×2", r2, 1),
                  unite("C1", 1, "Guerrier×2", "combat", 1)], contacts=contacts)
    finir_tour(m)
    jouer(m, "R1 [Légionnaire×2] : poursuivre le combat")
    return rolls(m)


@pytest.mark.parametrize("sentence", [
    "Les Unités ennemies adjacentes à un Légionnaire lancent un dé de plus lors d'un Combat.",
    "Les Unités ennemies adjacentes lancent un dé de plus lors d'un Combat.",
    "Tant qu'un Légionnaire est sur le Champ de Bataille, les Guerriers ennemis lancent un dé de plus "
    "lors d'un Combat.",
])
@pytest.mark.parametrize("contacts", [[("R1", "C1")], [("R1", "C1"), ("R2", "C1")]])
def test_pb_an_ability_of_two_units_acts_once_on_an_enemy(monkeypatch, sentence, contacts):
    """Both Légionnaire units bear it; C1 is in contact with one or both: its riposte throws one die
    more (a die more: C1 throws one, and a die fewer would leave none either way), R1's own dice are
    unchanged."""
    before = pursue_with_two(contacts)
    pb_give(monkeypatch, "Légionnaire", sentence)
    after = pursue_with_two(contacts)
    assert {k: after.get(k, 0) - v for k, v in before.items()} == {"R1": 0, "C1": 1}
