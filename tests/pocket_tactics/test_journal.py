"""The French log: agreement with the card's gender, and where each reroll comes from (issue 21)."""

from rulekit.steps import Decline, RerollAll, RerollDie
from rulekit_games.pocket_tactics.attaque import DEF_ATT, DEF_DEF
from rulekit_games.pocket_tactics.texte import draw

from .conftest import act, decline_rerolls, roll

V, F = "Village", "Forêt"


def test_a_feminine_card_agrees_in_the_log(pos):
    m = pos({"1,0": V, "2,0": F}, ("0,-8", "0,0"), {}, player=1)
    act(m, "invoquer Sorcière de la Forêt en 1,0")
    assert "Sorcière de la Forêt (J2) est invoquée en 1,0." in m.log()


def test_a_masculine_card_does_not(pos):
    m = pos({"1,0": V, "2,0": F}, ("0,-8", "0,0"), {}, player=1)
    act(m, "invoquer Druide en 1,0")
    assert "Druide (J2) est invoqué en 1,0." in m.log()


def test_a_beaten_maiden_is_beaten_and_captured_in_the_feminine(pos):
    m = pos({"1,0": V, "2,0": V}, ("8,-8", "0,-8"), {"1,0": (1, "Homme-Bête Maraudeur"),
                                                    "2,0": (0, "Jeune Fille au Bouclier")}, player=1)
    act(m, "attaque proche (Mêlée) : Homme-Bête Maraudeur en 1,0 contre Jeune Fille au Bouclier en 2,0")
    roll(m, 6, 6, 6); roll(m, 6, 6); roll(m, 1, 1); roll(m, 1, 1, 1)
    decline_rerolls(m)
    assert "Jeune Fille au Bouclier (J1) est battue (Mêlée) et capturée." in m.log()
    assert draw(m).endswith("J1 : 0 sur la carte, 10 en réserve, 1 capturée  "
                            "J2 : 1 sur la carte, 10 en réserve, 0 capturée")  # 1 capturée, not « capturées »


def test_each_reroll_says_where_it_comes_from_taken_or_declined(pos):
    """The Épéiste attacks a Juggernaut on a Forêt tile next to a Druide: Carapace de fer, the
    Épéiste's Forêt advantage, the Juggernaut's Forêt advantage, the Druide's help (declined)."""
    tiles = {"1,0": V, "2,0": F, "3,0": V, "2,1": V}
    m = pos(tiles, ("8,-8", "0,-8"), {"1,0": (0, "Épéiste"), "2,0": (1, "Homme-Bête Juggernaut"),
                                     "2,1": (1, "Druide")})
    act(m, "attaque proche (Mêlée) : Épéiste en 1,0 contre Homme-Bête Juggernaut en 2,0")
    roll(m, 1, 2, 3); roll(m, 1, 2, 3); roll(m, 4, 5, 6); roll(m, 4, 5, 6)
    n = len(m.events)
    m.apply(RerollAll(DEF_DEF))  # Carapace de fer (no Duelliste: the Juggernaut has an ally)
    roll(m, 6, 6, 6)
    m.apply(RerollDie("attaque de l'attaquant", 1))  # the Épéiste's Forêt advantage
    roll(m, 6)
    m.apply(RerollDie(DEF_ATT, 4))  # the Juggernaut's Forêt advantage
    roll(m, 5)
    m.apply(Decline())  # the Druide's help
    log = m.log()[n:]
    assert log[0] == "Joueur 2 relance tous les dés (défense du défenseur) : Carapace de fer, Homme-Bête Juggernaut (J2)."
    assert "Joueur 1 relance un 1 (attaque de l'attaquant) : avantage du terrain (Forêt)." in log
    assert "Joueur 2 relance un 4 (attaque du défenseur) : avantage du terrain (Forêt)." in log
    i = log.index("Joueur 2 renonce à une relance : aide de Druide (J2).")
    assert log[i + 1] == "L'attaquant est battu."  # the last reroll declined, the dice are compared


def test_a_forced_reroll_says_whose_ability_forces_it(pos):
    m = pos({"1,0": V, "2,0": V, "3,0": V}, ("8,-8", "0,-8"), {"1,0": (0, "Épéiste"),
                                                              "2,0": (1, "Homme-Bête Stalker")})
    act(m, "attaque proche (Mêlée) : Épéiste en 1,0 contre Homme-Bête Stalker en 2,0")
    roll(m, 1, 2, 3); roll(m, 1, 2, 3); roll(m, 5, 6); roll(m, 6)
    act(m, "relancer un 6 (attaque du défenseur)")
    assert m.log()[-1] == "Joueur 1 fait relancer un 6 (attaque du défenseur) : Duelliste, Épéiste (J1)."


def test_a_turns_end_draws_the_map_as_it_was_then():
    """The log draws each turn's map when it is read, from where the units stood then: the
    units move on, the line about turn 1 does not."""
    import random

    import rulekit
    from rulekit_games.pocket_tactics.etat import FinDeTour

    m = rulekit.load_game("pocket_tactics").new_match(seed=3)
    rng = random.Random(3)
    lines = {}
    while m.turn < 4 and not m.is_over:
        if m.current_player is rulekit.CHANCE:
            m.apply(rulekit.chance.sample(m.chance_outcomes(), rng))
        else:
            m.apply(rng.choice(m.legal_actions()))
        if isinstance(m.events[-1], FinDeTour):
            lines[m.turn] = (m.log()[-1], draw(m))
    for turn, (told_then, drawn_then) in lines.items():
        assert told_then.endswith(drawn_then)
        assert told_then in m.log()
    assert len({drawn for _, drawn in lines.values()}) > 1


def test_a_save_with_the_turns_maps_drawn_still_loads_and_reads_the_same():
    """Saves written when a turn's end kept its map as text (tag « FinDeTour », ``drawing``)."""
    import json
    import random

    import rulekit

    m = rulekit.load_game("pocket_tactics").new_match(seed=5).play_random(random.Random(5))
    data = json.loads(rulekit.dumps(m))
    old = data["state"]["events"]
    for i, e in enumerate(old):
        if e["type"] == "fin de tour":
            text = m.events[i].text(m)
            old[i] = {"type": "FinDeTour", "player": e["player"], "turn": e["turn"],
                      "drawing": text.split("\n", 1)[1], "replaced_by": e["replaced_by"]}
    assert any(e["type"] == "FinDeTour" for e in old)
    loaded = rulekit.loads(json.dumps(data))
    assert loaded.log() == m.log()
