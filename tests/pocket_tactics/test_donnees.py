"""The cards are data: the game reads every number from the faction files."""

import shutil

from rulekit_games.pocket_tactics import unites


def test_the_twelve_cards_as_printed():
    hr, fs = unites.load_faction("haut_roi"), unites.load_faction("foret_sombre")
    assert [c.count for c in hr.cards] == [3, 2, 2, 1, 2, 1] and sum(c.count for c in fs.cards) == 11
    archer = hr.card("Archer")
    assert archer.dice == {"Mêlée": (1, 2), "Distance": (2, 2), "Magie": (0, 2)}
    assert (archer.cost, archer.advantage, archer.type) == (12, "Colline", "Humain")
    assert fs.card("Druide").dice["Magie"] == (3, 3)
    assert fs.card("Homme-Bête Juggernaut").type == "Homme-Bête"
    assert (hr.base, fs.base, hr.base_defence) == ("Citadelle", "Cercle du Druide", 3)


def test_a_changed_file_changes_the_card(tmp_path):
    src = unites.FACTION_DIR / "haut_roi.txt"
    (tmp_path / "factions").mkdir()
    shutil.copy(unites.HERE / "vocabulaire.txt", tmp_path / "vocabulaire.txt")
    text = src.read_text(encoding="utf-8").replace("    distance : 2 2\n    magie : 0 2\n    avantage : Colline",
                                                   "    distance : 3 1\n    magie : 0 2\n    avantage : Colline")
    path = tmp_path / "factions" / "haut_roi.txt"
    path.write_text(text, encoding="utf-8")
    parsed, compiled = unites._read(path)
    assert parsed.unit("Archer").stats["distance"] == (3, 1)
    assert compiled["Arcs"].modifiers  # the ability compiled from the same file
