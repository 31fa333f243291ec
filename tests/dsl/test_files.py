"""The vocabulary file and the faction-file format: typed values, blocks, references."""

import pytest

from rulekit import dsl
from rulekit.dsl import values


def test_vocabulary_file_format():
    v = dsl.Vocabulary.from_text(
        "# essai\njeu : essai\nunités : Archer, Mage Rouge / Mages Rouges,\n    Druide\n"
        "caractéristiques : coût, force\nblocs : arme\ncorrections : Tirrer -> Tirer\n")
    assert v.game == "essai"
    assert v.units == (("Archer", "Archers"), ("Mage Rouge", "Mages Rouges"), ("Druide", "Druides"))
    assert v.singular("mages rouges") == "Mage Rouge" and v.category("Archers") == "units"
    assert v.stats == ("coût", "force") and v.blocks == ("arme",)
    assert v.correct("Tirrer vite") == "Tirer vite"
    with pytest.raises(dsl.RulesSyntaxError) as info:
        dsl.Vocabulary.from_text("jeu : x\nunitées : Archer\n")
    assert info.value.line == 2 and info.value.suggestion == "unités"


def test_plugins_may_give_a_mapping():
    v = dsl.Vocabulary.coerce({"statistiques": ["coût"], "types d'unité": ["INF"], "règles": ["Meneur"]})
    assert v.stats == ("coût",) and v.types == (("INF", "INFs"),) and v.rules[0][0] == "Meneur"


@pytest.mark.parametrize("text, value", [
    ("12", 12), ("1 2", (1, 2)), ("2D6", values.De(2, 6)), ("D6", values.De(1, 6)), ("4+", values.Seuil(4)),
    ("15 cm", values.Distance(15, "cm")), ("aucun", None), ("—", None), ("Forêt", "Forêt"),
    ("AP5+, AC6+", ("AP5+", "AC6+")), ("45 cm, 4+", (values.Distance(45, "cm"), values.Seuil(4))), ("-1", -1),
])
def test_typed_values(text, value):
    assert values.value(text) == value
    assert values.value(values.show(values.value(text))) == value


FILE = """\
# essai
jeu : essai
faction : Essai

capacité Fort : Cette Unité lance 1 dés supplémentaires pour la Charge.

arme Épée
    portée : 0 cm
    force : 3

unité Archer
    coût : 12
    force : 1 2
    capacités : Fort, Cette Unité ne peut pas effectuer de Redéploiement d'Unité.
"""


def test_faction_file_units_blocks_and_unnamed_abilities(tmp_path):
    (tmp_path / "vocabulaire.txt").write_text(
        "jeu : essai\nunités : Archer\nactions : Charge, Redéploiement d'Unité\n"
        "caractéristiques : coût, force\nblocs : arme\n", encoding="utf-8")
    path = tmp_path / "essai.txt"
    path.write_text(FILE, encoding="utf-8")
    parsed = dsl.parse_file(path)
    assert (parsed.game, parsed.faction) == ("essai", "Essai")
    archer = parsed.unit("Archer")
    assert archer.stats == {"coût": 12, "force": (1, 2)}
    sentence = "Cette Unité ne peut pas effectuer de Redéploiement d'Unité."
    assert archer.abilities == ("Fort", sentence)
    # a game's own blocks keep their text (the game types them: values.value does it)
    assert parsed.blocks == (dsl.Block("arme", "Épée", {"portée": "0 cm", "force": "3"}, 7),)
    faction = dsl.load_faction(path)
    fort, lent = faction.abilities_of("Archer")
    assert [m.query for m in fort.modifiers] == ["dés de charge"] and [m.query for m in lent.modifiers] == ["permis"]
