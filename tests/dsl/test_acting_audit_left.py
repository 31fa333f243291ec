"""Sentences the day's audits suspected to compile and act otherwise than they say (lead-left).
Each test plays the sentence, or shows the refusal that replaced a wrong act: without the change,
each compiled and acted wrongly.
"""

import pytest

from .acting import pb_give, pt_attack_state, pt_declare, pt_give, pt_position, refused, set_aside_since

PT = "pocket_tactics"
PB = "pocket_battles"
EVEN = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}


# --- a negation before a reach or a reroll: the game grants those, it takes none away ----------
@pytest.mark.parametrize("text", ["Un Mage Rouge ne peut pas attaquer jusqu'à 3 tuiles.",
                                  "Un Archer ne peut pas tirer jusqu'à deux tuiles.",
                                  "Un Lancier ne peut pas se déplacer d'une tuile supplémentaire."])
def test_a_denied_reach_is_refused(text):
    """Compiled before, the negation was dropped: the reach was granted."""
    refused(PT, text, "une portée se donne, elle ne se refuse pas")


def test_a_denied_reroll_is_refused(monkeypatch):
    """« son adversaire ne peut pas relancer ses dés » compiled as a reroll of all the defender's dice,
    mandatory: the negation dropped, the reroll granted. The game takes no reroll away: refused. The
    same sentence without the negation still grants that reroll, to the one attacked only."""
    refused(PT, "Lorsqu'un Archer tire, son adversaire ne peut pas relancer ses dés.", "ne peut pas relancer")
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    shoot = "attaque distante (Distance) : Archer en 1,0 contre Druide en 2,0"
    reach = "Un Archer peut tirer jusqu'à 2 tuiles."
    pt_give(monkeypatch, "Druide", dice=EVEN)
    pt_give(monkeypatch, "Archer", reach, "Lorsqu'un Archer tire, son adversaire relance ses dés.", dice=EVEN)
    state = pt_attack_state(pt_declare(pt_position(units), shoot))
    assert state["a_grants"] == [] and [g.tous for g in state["d_grants"]] == [True]


# --- « que par deux Cavaleries »: a number where an exclusion names a kind ---------------------
@pytest.mark.parametrize("game, text, column", [
    (PB, "Cette Unité ne peut être chargée que par deux Cavaleries.", 42),
    (PB, "Cette Unité ne peut pas être chargée par une unité autre que deux Cavaleries.", 52),
    (PT, "Un Druide ne peut être attaqué que par deux Archers.", 40),
    (PT, "Un Druide ne peut être attaqué que par deux Attaques Proches.", 40),
])
def test_a_number_in_an_exclusion_is_refused(game, text, column):
    """Compiled before as « … autre qu'une Cavalerie »: « deux » dropped, one Cavalerie let charge."""
    from rulekit import dsl
    from rulekit.dsl import RulesSyntaxError

    with pytest.raises(RulesSyntaxError, match="pas un nombre") as info:
        dsl.parse_ability(text, vocabulary=dsl.vocabulary_of(game))
    assert f":1:{column}:" in str(info.value)


# --- « au moins N coups » in a trigger ----------------------------------------------------------
def tokens_lost(m, values) -> dict:
    """The dice ``values`` rolled, the hits taken (the first removal offered), later rolls all 6: the order
    tokens each player set aside (JetonMisDeCote) meanwhile."""
    from rulekit import CHANCE
    from tests.pocket_battles.conftest import des, labels

    from .acting import pb_dice

    seen = len(m.events)
    des(m, *values)
    for _ in range(8):
        if m.current_player is CHANCE:
            (n,) = pb_dice(m)
            des(m, *(6,) * n)
        elif labels(m) and labels(m)[0].startswith("retirer"):
            m.apply(m.legal_actions()[0])
        else:
            break
    return set_aside_since(m, seen)


@pytest.mark.parametrize("text, shooter, values, lost", [
    ("Quand cette Unité donne au moins 2 coups lors d'un Tir, vous perdez un Jeton Ordre.", "Archer×2", (4,), 1),
    ("Quand cette Unité donne au moins 2 coups lors d'un Tir, vous perdez un Jeton Ordre.", "Archer", (4,), 0),
    ("Quand cette Unité donne au moins 2 coups lors d'un Tir, vous perdez un Jeton Ordre.", "Archer×2", (6,), 0),
    ("Quand cette Unité donne au moins 2 coups lors d'un Combat, vous perdez un Jeton Ordre.", "Archer×2", (4,), 0),
    ("Quand cette Unité donne un coup, vous perdez un Jeton Ordre.", "Archer", (4,), 1),
    ("Quand cette Unité donne un coup, vous perdez un Jeton Ordre.", "Archer", (6,), 0),
])
def test_hits_given_in_a_trigger_are_counted(monkeypatch, text, shooter, values, lost):
    """« donne au moins 2 coups » was read as « donner un ordre » (the event « ordre donné »): the trigger
    waited for an order, its threshold and its moment dropped. Now: the shooter's attack resolved, its hits
    (Archer×2 shoot 4 5 4 5: a 4 is two hits; one Archer, one hit) at least those said, in the moment said."""
    from .test_acting_pocket_battles import tir

    pb_give(monkeypatch, "Archer", text)
    assert tokens_lost(tir(shooter=shooter), values) == {0: 0, 1: lost}


@pytest.mark.parametrize("values, lost", [((3, 4), 1), ((3, 6), 0), ((6, 6), 0)])
def test_a_charge_scoring_at_least_two_hits(monkeypatch, values, lost):
    """« Quand cette Unité charge au moins 2 coups »: the charge's hits (one Légionnaire, 3 4: (3, 4) two hits,
    (3, 6) one); the threshold was dropped, every charge set a token aside."""
    from .test_acting_pocket_battles import charge

    pb_give(monkeypatch, "Légionnaire", "Quand cette Unité charge au moins 2 coups, vous perdez un Jeton Ordre.")
    assert tokens_lost(charge(attacker="Légionnaire"), values) == {0: lost, 1: 0}


def test_a_threshold_of_hits_on_an_event_that_tells_none_is_refused():
    refused(PB, "Quand cette Unité est détruite au moins 2 coups, l'Adversaire perd un Jeton Ordre.",
            "ne dit pas les coups")


# --- a permission said of « l'Adversaire » ---------------------------------------------------------
@pytest.mark.parametrize("text", ["L'Adversaire peut tirer.", "L'Adversaire ne peut pas tirer.",
                                  "L'Adversaire peut recevoir un ordre pour effectuer un Tir."])
def test_a_permission_of_the_adversary_where_no_opponent_is_known_is_refused(text):
    """Pocket Battles asks « permis » of a unit about to shoot with no unit shot at yet: « l'Adversaire » (read
    as the unit the bearer fights) was never known there, and the sentence compiled to nothing (an Archer in
    front of the bearer kept shooting at it)."""
    refused(PB, text, "il ne dit pas contre quelle unité")


def test_a_permission_of_the_opponent_where_it_is_known_still_acts(monkeypatch):
    """Pocket-Tactics asks « permis » of an attack against its target: « son adversaire ne peut pas attaquer avec
    Magie », said of a Druide attacked, takes the Magie attacks on it away, as it did."""
    from .acting import pt_labels

    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    pt_give(monkeypatch, "Archer", dice=EVEN)
    pt_give(monkeypatch, "Druide", dice=EVEN)
    assert any("(Magie)" in x for x in pt_labels(pt_position(units)))
    pt_give(monkeypatch, "Druide", "Lorsqu'un Druide est attaqué, son adversaire ne peut pas attaquer avec Magie.",
            dice=EVEN)
    assert [x for x in pt_labels(pt_position(units)) if "(Magie)" in x] == []


# --- a survival roll ------------------------------------------------------------------------------
@pytest.mark.parametrize("text, said", [
    # the roll replaced the « attaque » event: a success cancelled the whole attack, not a defeat
    ("Lorsqu'un Druide est attaqué, lancez deux dés ; sur 5 ou 6, il reste en vie.", "sur le point d'être battu"),
    ("Lorsqu'un Druide est attaqué, lancez un dé ; sur 5 ou 6, il reste en vie.", "sur le point d'être battu"),
    # two dice: each had to show 5 or 6, where the sentence says neither each, nor one, nor their sum
    ("Lorsqu'un Druide est sur le point d'être battu, lancez deux dés ; sur 5 ou 6, il reste en vie.",
     "plusieurs dés"),
])
def test_a_survival_roll_not_said_of_a_unit_about_to_be_beaten_is_refused(text, said):
    refused(PT, text, said)


# --- the dice of a riposte ------------------------------------------------------------------------
def riposte_dice(m) -> set:
    """The charge or pursuit rolled all 6 (no hit): the dice the unit attacked ripostes with (none: no roll)."""
    from rulekit import CHANCE
    from tests.pocket_battles.conftest import des

    from .acting import pb_dice

    (n,) = pb_dice(m)
    des(m, *(6,) * n)
    return pb_dice(m) if m.current_player is CHANCE else set()


@pytest.mark.parametrize("text", ["Durant une Riposte, lorsque cette Unité attaque, elle lance un dé supplémentaire.",
                                  "Lorsque cette Unité riposte, elle lance un dé supplémentaire."])
def test_the_unit_that_attacks_during_a_riposte_is_the_one_riposting(monkeypatch, text):
    """« Durant une Riposte, lorsque cette Unité attaque » asked the attacker's side (rôle « attaque ») of the roll
    of the unit attacked (rôle « défense »): it compiled and never acted. The Guerriers bear it, charged or fought:
    their riposte throws one die more; the Légionnaires' charge is unchanged."""
    from .test_acting_pocket_battles import charge, poursuivre

    assert riposte_dice(charge()) == {1} and riposte_dice(poursuivre()) == {1}
    pb_give(monkeypatch, "Guerrier", text)
    assert riposte_dice(charge()) == {2} and riposte_dice(poursuivre()) == {2}
    from .acting import pb_dice

    assert pb_dice(charge()) == {2}


def test_one_die_fewer_in_the_riposte_to_its_charge(monkeypatch):
    """« Quand cette Unité charge, l'Unité ennemie lance un dé de moins lors de la Riposte » answers the charge,
    combat and shooting dice, guarded by the riposte to the bearer's charge: the Guerriers charged riposte with
    no die, those the bearer fights without charging keep theirs (it acts as said)."""
    from .test_acting_pocket_battles import charge, poursuivre

    pb_give(monkeypatch, "Légionnaire",
            "Quand cette Unité charge, l'Unité ennemie lance un dé de moins lors de la Riposte.")
    assert riposte_dice(charge()) == set()
    assert riposte_dice(poursuivre()) == {1}


# --- what the canonical French says, read back --------------------------------------------------
@pytest.mark.parametrize("game, text, said", [
    (PT, "Les alliés adjacents ne peuvent pas être battus.",
     "Lorsqu'elles sont sur le point d'être battues, les unités alliées adjacentes restent en vie."),
    (PB, "Cette Unité peut recevoir un ordre pour effectuer un Tir.",
     "Cette unité peut recevoir un ordre pour réaliser un Tir."),
    (PB, "Quand cette Unité donne un coup, vous perdez un Jeton Ordre.", "Lorsque cette unité donne un coup,"),
    (PT, "Les unités alliées autres que les Druides adjacentes à un Archer lancent un dé supplémentaire.",
     "Les unités alliées adjacentes à un Archer autres qu'un Druide lancent 1 dé supplémentaire."),
])
def test_the_canonical_french_agrees_and_reads_back(game, text, said):
    """« Lorsqu'elles est sur le point d'être battue », « réaliser une Tir », « donne un ordre à un coup » were
    written; an exclusion said before an anchor read back to another AST."""
    from rulekit import dsl
    from rulekit.dsl.render import render

    v = dsl.vocabulary_of(game)
    ast = dsl.parse_ability(text, vocabulary=v)
    assert render(ast).startswith(said)
    assert dsl.parse_ability(render(ast), vocabulary=v) == ast


def test_a_refusal_elides_de():
    error = refused(PB, "Donnez un ordre à cette Unité pour retirer un Jeton Blessure d'une Unité ennemie.",
                    "d'aucune autre")
    assert "d'une unité ennemie" in str(error) and "de une" not in str(error)
