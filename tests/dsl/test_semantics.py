"""Abilities a designer would write: each parses, compiles and acts in Pocket-Tactics (a
legal-action or reroll difference with and without it), and what the game never asks about
is a RulesSemanticError, never a silent no-op."""

import attrs
import pytest

from rulekit import dsl
from rulekit.dsl import RulesSemanticError
from rulekit.dsl import ast as A
from rulekit.dsl.vocabulary import for_game
from rulekit_games.pocket_tactics import relances, unites
from rulekit_games.pocket_tactics.duel import position
from rulekit_games.pocket_tactics.etat import Combat

V, F = "Village", "Forêt"
EXTRA = (("Mineur", "Mineurs"), ("Roi", "Rois"), ("Tueur", "Tueurs"), ("Prêtre", "Prêtres"))


@pytest.fixture(scope="module")
def vocab():
    v = for_game("pocket_tactics")
    return attrs.evolve(v, units=v.units + EXTRA)


def parse(text, vocab):
    return dsl.parse_ability(text, vocabulary=vocab)


def give(monkeypatch, card_name, *sentences):
    """The card's abilities become these sentences, compiled for Pocket-Tactics."""
    from rulekit_games.pocket_tactics import match as match_mod

    v = for_game("pocket_tactics")
    abilities = tuple(dsl.compile_ability(dsl.parse_ability(t, vocabulary=v), name=f"test {i}", text=t,
                                          vocabulary=v) for i, t in enumerate(sentences))
    cards = dict(unites.all_cards())
    cards[card_name] = attrs.evolve(cards[card_name], abilities=abilities)
    monkeypatch.setattr(unites, "all_cards", lambda: cards)
    monkeypatch.setattr(match_mod, "_IN_PLAY", {})


def labels(match):
    return [a.label for a in match.legal_actions()]


# --- permissions and prohibitions: one « permis » query per action family ----------------
def test_ne_peut_pas_attaquer_removes_the_units_attacks(monkeypatch):
    tiles = {"0,0": V, "1,0": V, "2,0": V}
    units = {"1,0": (0, "Lancier"), "2,0": (1, "Druide")}
    assert any(x.startswith("attaque") and "Lancier" in x for x in labels(position(tiles, ("8,-8", "0,-8"), units)))
    give(monkeypatch, "Lancier", "Un Lancier ne peut pas attaquer.")
    m = position(tiles, ("8,-8", "0,-8"), units)
    assert not any(x.startswith("attaque") and "Lancier" in x for x in labels(m))
    assert any("Lancier" in x for x in labels(m))  # it may still move


@pytest.mark.parametrize("text", ["Un Lancier ne peut jamais se déplacer.", "Le Lancier ne peut pas se déplacer."])
def test_ne_peut_pas_se_deplacer_removes_the_units_moves(monkeypatch, text):
    tiles = {"1,0": V, "2,0": V, "3,0": V}
    units = {"1,0": (0, "Lancier"), "3,0": (1, "Druide")}
    before = [x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith("déplacer Lancier")]
    give(monkeypatch, "Lancier", text)
    after = [x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith("déplacer Lancier")]
    assert before and not after


# --- reach ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["Cet Archer peut tirer jusqu'à trois tuiles.",
                                  "Un Archer peut tirer jusqu'à 3 tuiles de distance."])
def test_reach_of_three_tiles(monkeypatch, text):
    tiles = {f"{x},0": V for x in range(1, 5)}
    units = {"1,0": (0, "Archer"), "4,0": (1, "Druide")}
    assert not [x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith("attaque distante")]
    give(monkeypatch, "Archer", text)
    assert [x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith("attaque distante")]


# --- rerolls: one die, of a named roll, only some values, auras -------------------------------
def _grants(match, cell, role, attacker_cell, target_cell):
    a, d = match.unit_at(attacker_cell), match.unit_at(target_cell)
    match.combat = Combat(a, attacker_cell, target_cell, "Mêlée", True, (d,))
    opponent = d if role == "attaque" else a
    return relances.ability_grants(match, match.unit_at(cell), opponent, role)


def test_peut_relancer_un_de(monkeypatch):
    tiles = {"1,0": V, "2,0": V}
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    assert _grants(position(tiles, ("8,-8", "0,-8"), units), "1,0", "attaque", "1,0", "2,0") == []
    give(monkeypatch, "Archer", "Un Archer peut relancer un dé.")
    (grant,) = _grants(position(tiles, ("8,-8", "0,-8"), units), "1,0", "attaque", "1,0", "2,0")
    assert (grant.qui, grant.tous, grant.fois, grant.des) == ("soi", False, 1, "tous")


@pytest.mark.parametrize("terrain, granted", [(V, True), ("Colline", True), (F, False)])
def test_reroll_when_defending_on_a_named_terrain(monkeypatch, terrain, granted):
    give(monkeypatch, "Archer", "Un Archer qui se défend sur une tuile Colline ou Village relance un dé de défense.")
    tiles = {"1,0": V, "2,0": terrain}
    m = position(tiles, ("8,-8", "0,-8"), {"1,0": (1, "Druide"), "2,0": (0, "Archer")})
    grants = _grants(m, "2,0", "défense", "1,0", "2,0")
    assert bool(grants) == granted
    if granted:
        assert grants[0].des == "défense" and not grants[0].tous
    m = position({"1,0": V, "2,0": V}, ("8,-8", "0,-8"), {"1,0": (0, "Archer"), "2,0": (1, "Druide")})
    assert _grants(m, "1,0", "attaque", "1,0", "2,0") == []  # attacking: not defending


def test_aura_rerolls_the_ones_of_adjacent_allies(monkeypatch):
    give(monkeypatch, "Lancier", "Les unités alliées adjacentes à un Lancier relancent leurs 1 en défense.")
    tiles = {"1,0": V, "2,0": V, "3,0": V, "2,1": V}
    m = position(tiles, ("8,-8", "0,-8"), {"1,0": (1, "Druide"), "2,0": (0, "Conscrit"), "3,0": (0, "Lancier")})
    (grant,) = _grants(m, "2,0", "défense", "1,0", "2,0")
    assert grant.valeurs == (1,) and grant.des == "défense"
    far = position({"1,0": V, "2,0": V, "5,0": V}, ("8,-8", "0,-8"),
                   {"1,0": (1, "Druide"), "2,0": (0, "Conscrit"), "5,0": (0, "Lancier")})
    assert _grants(far, "2,0", "défense", "1,0", "2,0") == []
    lone = position({"1,0": V, "2,0": V}, ("8,-8", "0,-8"), {"1,0": (1, "Druide"), "2,0": (0, "Lancier")})
    assert _grants(lone, "2,0", "défense", "1,0", "2,0") == []  # the bearer itself is not in its aura


# --- same meaning, same AST ------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [
    ("Un Tueur ne peut pas attaquer.", "Un Tueur ne peut jamais attaquer."),
    ("Un Archer peut relancer un dé.", "Un Archer peut relancer 1 dé."),
    ("Cet Archer peut tirer jusqu'à trois tuiles.", "Cet Archer peut tirer jusqu'à 3 tuiles de distance."),
    ("Les Prêtres relancent leurs 1 et 2 en défense.", "Les Prêtres relancent leurs 2, 1 en défense."),
    ("Un Archer relance tous les dés.", "Un Archer relance ses dés."),
])
def test_paraphrases_give_the_same_ast(vocab, a, b):
    assert parse(a, vocab) == parse(b, vocab)
    assert parse(dsl.render(parse(a, vocab)), vocab) == parse(a, vocab)


def test_the_ast_says_what_was_read(vocab):
    (phrase,) = parse("Les unités alliées adjacentes à un Prêtre relancent leurs 1 en défense.", vocab).phrases
    assert phrase.sujet.ancre == A.Designation("un", "Prêtre") and "adjacent" in phrase.sujet.quals
    assert phrase.effets[0].action == A.Relance(False, None, False, valeurs=(1,), des="défense")
    assert dsl.render(parse("Les unités alliées adjacentes à un Prêtre relancent leurs 1 en défense.", vocab)) == (
        "Les unités alliées adjacentes à un Prêtre relancent leurs 1 en défense.")


# --- nothing silent --------------------------------------------------------------------------
@pytest.mark.parametrize("text, said", [
    ("Un Mineur ne peut pas traverser une tuile Eau.", "traverser"),                 # never asked
    ("Lorsqu'un allié adjacent est battu, le Roi peut attaquer.", "attaquer"),       # no triggered attack
    ("Lorsqu'un Mineur est battu, l'adversaire doit relancer tous les dés.", "événement"),
    ("Un Tueur doit attaquer.", "attaquer"),                                         # no obligation form
])
def test_what_the_game_never_asks_is_refused(vocab, text, said):
    with pytest.raises(RulesSemanticError, match=said) as info:
        dsl.compile_ability(parse(text, vocab), name="t", text=text, vocabulary=vocab)
    assert "<texte>:1:1" in str(info.value)


def test_a_refusal_in_a_faction_file_names_file_line_and_column(tmp_path):
    path = tmp_path / "nains.txt"
    path.write_text("jeu : pocket_tactics\nfaction : Nains\n\n"
                    "capacité Têtu : Un Archer ne peut pas traverser une tuile Eau.\n", encoding="utf-8")
    with pytest.raises(RulesSemanticError) as info:
        dsl.load_faction(path, vocabulary=for_game("pocket_tactics"))
    err = info.value
    assert (err.file, err.line, err.column) == (str(path), 4, 39)  # at « traverser », the words refused
    assert "attaquer" in err.supported and "se déplacer" in err.supported


# --- more or fewer dice of a named roll: « dés d'attaque », « dés de défense » --------------
def _dice(match, cell, which, attacker_cell, target_cell, role):
    from rulekit_games.pocket_tactics.attaque import dice_of

    a, d = match.unit_at(attacker_cell), match.unit_at(target_cell)
    match.combat = Combat(a, attacker_cell, target_cell, "Mêlée", True, (d,))
    return dice_of(match, match.unit_at(cell), which, role)


@pytest.mark.parametrize("text, which, delta", [
    ("Un Archer lance un dé supplémentaire en défense.", 1, 1),
    ("Un Archer lance un dé de plus en défense.", 1, 1),
    ("Un Archer lance 2 dés d'attaque supplémentaires.", 0, 2),
    ("Un Archer lance un dé de moins en défense.", 1, -1),
])
def test_extra_or_fewer_dice_of_a_named_roll(monkeypatch, text, which, delta):
    tiles = {"1,0": V, "2,0": V}
    units = {"1,0": (1, "Druide"), "2,0": (0, "Archer")}
    before = _dice(position(tiles, ("8,-8", "0,-8"), units), "2,0", which, "1,0", "2,0", "défense")
    give(monkeypatch, "Archer", text)
    after = _dice(position(tiles, ("8,-8", "0,-8"), units), "2,0", which, "1,0", "2,0", "défense")
    assert after == max(0, before + delta)


def test_extra_defence_die_reaches_the_chance_node(monkeypatch):
    """The roll itself has one die more: the chance outcomes are over one more die."""
    from rulekit import CHANCE

    def defence_dice(m):
        m.apply(next(a for a in m.legal_actions() if a.label.startswith("attaque proche")))
        while m.current_player is not CHANCE or m.top.key != "défense du défenseur":
            m.apply(m.chance_outcomes()[0][0] if m.current_player is CHANCE else m.legal_actions()[0])
        return {len(o.values) for o, _ in m.chance_outcomes()}

    tiles = {"1,0": V, "2,0": V}
    units = {"1,0": (1, "Druide"), "2,0": (0, "Archer")}
    before = defence_dice(position(tiles, ("8,-8", "0,-8"), units, player=1))
    give(monkeypatch, "Archer", "Quand il se défend, un Archer lance un dé supplémentaire en défense.")
    after = defence_dice(position(tiles, ("8,-8", "0,-8"), units, player=1))
    assert after == {n + 1 for n in before}


def test_dice_only_when_the_condition_holds(monkeypatch):
    give(monkeypatch, "Archer", "Un Archer qui se défend sur une tuile Forêt lance un dé de défense supplémentaire.")
    on_forest = position({"1,0": V, "2,0": F}, ("8,-8", "0,-8"), {"1,0": (1, "Druide"), "2,0": (0, "Archer")})
    on_village = position({"1,0": V, "2,0": V}, ("8,-8", "0,-8"), {"1,0": (1, "Druide"), "2,0": (0, "Archer")})
    assert _dice(on_forest, "2,0", 1, "1,0", "2,0", "défense") == _dice(on_village, "2,0", 1, "1,0", "2,0", "défense") + 1


# --- passive prohibitions: « ne peut pas être la cible de … » --------------------------------
def _attacks_on_archer(match):
    return sorted(x.split(" : ")[0] for x in labels(match) if x.startswith("attaque") and "contre Archer" in x)


@pytest.mark.parametrize("text, gone, kept", [
    ("Un Archer ne peut pas être la cible d'une Attaque Distante.", "attaque distante (Distance)", "attaque proche (Mêlée)"),
    ("Un Archer ne peut pas être attaqué par une Attaque Proche.", "attaque proche (Mêlée)", "attaque distante (Distance)"),
])
def test_a_unit_that_may_not_be_the_target_of_an_attack(monkeypatch, text, gone, kept):
    tiles = {"1,0": V, "2,0": V}
    units = {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Archer")}
    assert {gone, kept} <= set(_attacks_on_archer(position(tiles, ("8,-8", "0,-8"), units, player=1)))
    give(monkeypatch, "Archer", text)
    after = _attacks_on_archer(position(tiles, ("8,-8", "0,-8"), units, player=1))
    assert gone not in after and kept in after


def test_no_attack_at_all_on_a_unit_that_may_not_be_attacked(monkeypatch):
    give(monkeypatch, "Archer", "Un Archer ne peut pas être attaqué.")
    units = {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Archer")}
    assert _attacks_on_archer(position({"1,0": V, "2,0": V}, ("8,-8", "0,-8"), units, player=1)) == []


@pytest.mark.parametrize("short", [
    "Lorsqu'un Archer est sur le point d'être battu, il reste en vie sur 4+.",
    "Lorsqu'un Archer est sur le point d'être battu, il survit sur un 4+.",
])
def test_a_saving_roll_said_shortly_is_the_books_roll(vocab, short):
    long = ("Lorsqu'un Archer est sur le point d'être battu, lancez un dé, et si le résultat est 4, 5 ou 6, "
            "il reste en vie.")
    assert parse(short, vocab) == parse(long, vocab)
    (jet,) = parse(short, vocab).phrases[0].effets
    assert jet.reussite == (4, 5, 6) and jet.des == 1


# --- who is named: one AST for the bearer named any way, in the trigger or the main clause ----
@pytest.mark.parametrize("variant", [
    "L'Archer peut relancer un dé.", "Cet Archer peut relancer un dé.", "Chaque Archer peut relancer un dé.",
    "Le Archer peut relancer un dé.",
])
def test_the_bearer_named_with_any_determiner(vocab, variant):
    assert parse(variant, vocab) == parse("Un Archer peut relancer un dé.", vocab)


def test_the_named_unit_and_its_pronoun_may_swap(vocab):
    a = parse("Quand un Conscrit vient en aide à une unité alliée qui se défend contre une attaque, "
              "il compte pour deux unités.", vocab)
    b = parse("Chaque Conscrit compte pour deux unités lorsqu'il vient en aide à une unité alliée qui se "
              "défend contre une attaque.", vocab)
    assert a == b
    assert dsl.render(a).startswith("Lorsqu'il vient en aide")  # the canonical sentence


def test_the_gender_written_is_kept_for_render_only(vocab):
    une = parse("Une Sorcière de la Forêt peut relancer un dé.", vocab)
    assert une == parse("Chaque Sorcière de la Forêt peut relancer un dé.", vocab)
    assert dsl.render(une) == "Une Sorcière de la Forêt peut relancer 1 dé."


def test_a_swapped_trigger_still_binds_its_unit(monkeypatch):
    """« il » in a trigger stands for the unit the main clause names: the Épéiste's ability with
    the pronoun in the trigger acts exactly as the book's wording (Duelliste)."""
    from rulekit.dsl.vocabulary import for_game

    v = for_game("pocket_tactics")
    book = "Lorsque l'Épéiste combat un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et l'obliger à le relancer."
    other = "L'Épéiste peut choisir un dé de son adversaire et l'obliger à le relancer lorsqu'il combat un adversaire sans allié adjacent."
    assert dsl.parse_ability(book, vocabulary=v) == dsl.parse_ability(other, vocabulary=v)


def test_where_the_unit_stands_said_three_ways(vocab, monkeypatch):
    a = parse("Un Archer sur une tuile Village lance un dé de défense supplémentaire.", vocab)
    b = parse("Un Archer qui est sur une tuile Village lance un dé de défense supplémentaire.", vocab)
    c = parse("Lorsqu'un Archer est sur une tuile Village, il lance un dé supplémentaire en défense.", vocab)
    assert a == b
    assert c.phrases[0].effets == a.phrases[0].effets
    give(monkeypatch, "Archer", "Un Archer sur une tuile Village lance un dé de défense supplémentaire.")
    village = position({"1,0": V, "2,0": V}, ("8,-8", "0,-8"), {"1,0": (1, "Druide"), "2,0": (0, "Archer")})
    forest = position({"1,0": V, "2,0": F}, ("8,-8", "0,-8"), {"1,0": (1, "Druide"), "2,0": (0, "Archer")})
    assert _dice(village, "2,0", 1, "1,0", "2,0", "défense") == _dice(forest, "2,0", 1, "1,0", "2,0", "défense") + 1


def test_the_roll_a_trigger_implies(monkeypatch):
    """« Lorsqu'un Épéiste attaque avec Mêlée, il lance un dé supplémentaire »: its attack dice,
    when it attacks in Mêlée; not its defence dice."""
    def dice(which, role):
        m = position({"1,0": V, "2,0": V}, ("8,-8", "0,-8"), {"1,0": (0, "Épéiste"), "2,0": (1, "Druide")})
        return _dice(m, "1,0", which, "1,0", "2,0", role)

    before = (dice(0, "attaque"), dice(1, "attaque"))
    give(monkeypatch, "Épéiste", "Lorsqu'un Épéiste attaque avec Mêlée, il lance un dé supplémentaire.")
    assert (dice(0, "attaque"), dice(1, "attaque")) == (before[0] + 1, before[1])


# --- movement onto a terrain: a prohibition takes those tiles away, a permission adds them -----
@pytest.mark.parametrize("text", ["Un Lancier ne peut jamais se déplacer sur une tuile Eau.",
                                  "Le Lancier ne peut pas aller sur une tuile Eau."])
def test_forbidden_terrain_is_no_destination(monkeypatch, text):
    tiles = {"0,0": V, "1,0": "Eau", "-1,0": V, "5,0": V}
    units = {"0,0": (0, "Lancier"), "5,0": (1, "Druide")}

    def moves():
        return sorted(x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith("déplacer Lancier"))

    assert moves() == ["déplacer Lancier de 0,0 vers -1,0", "déplacer Lancier de 0,0 vers 1,0"]
    give(monkeypatch, "Lancier", text)
    assert moves() == ["déplacer Lancier de 0,0 vers -1,0"]  # the water tile is gone, nothing else


def test_permission_onto_any_forest_tile(monkeypatch):
    tiles = {"0,0": V, "1,0": V, "4,0": F, "5,0": V}
    units = {"0,0": (0, "Lancier"), "5,0": (1, "Druide")}
    before = [x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith("déplacer Lancier")]
    assert not any("4,0" in x for x in before)
    give(monkeypatch, "Lancier", "Un Lancier peut se déplacer sur une tuile Forêt.")
    after = [x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith("déplacer Lancier")]
    assert any("4,0" in x for x in after) and set(before) < set(after)


# --- prohibition of one kind of attack: one « permis » per kind --------------------------------
@pytest.mark.parametrize("text, kind, other", [
    ("Un Archer ne peut pas lancer d'Attaque Distante.", "attaque distante", "attaque proche"),
    ("L'Archer ne peut pas effectuer d'Attaque Proche.", "attaque proche", "attaque distante"),
])
def test_forbidden_kind_of_attack(monkeypatch, text, kind, other):
    tiles = {f"{x},0": V for x in range(0, 4)}
    units = {"0,0": (0, "Archer"), "1,0": (1, "Druide"), "3,0": (1, "Ranger Maudit")}

    def attacks(prefix):
        return [x for x in labels(position(tiles, ("8,-8", "0,-8"), units)) if x.startswith(prefix) and "Archer" in x]

    assert attacks(kind) and attacks(other)
    give(monkeypatch, "Archer", text)
    assert not attacks(kind) and attacks(other)
