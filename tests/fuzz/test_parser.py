"""Fuzzing the DSL: mutated and random text into ``parse_ability`` and the faction-file parser
raises only RulesSyntaxError (or parses), for every game with a vocabulary.

Seeds: the games' shipped faction files and their sentences, the test seeds' sentences,
seed 002's corpus lines for fantasy_battle (a game with its own grammar), and faction files
drawn by ``rulekit.testing.strategies.faction_files``. Mutations: characters inserted,
deleted, swapped or replaced (French, punctuation, control and any unicode), words
dropped, doubled, swapped or taken from elsewhere, the text cut short. Each text is also
given with decomposed accents (NFD) and a BOM: the result is the same (docs/DSL.md, « Input »).
"""

import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit
from rulekit import dsl
from rulekit.dsl import RulesSyntaxError

ROOT = Path(__file__).parents[2]
GAMES = sorted(name for name in rulekit.games() if rulekit.plugins.vocabulary(name))
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SPECIAL = "«»’'\",.:;!?()[]-+/#*×″\" \t\n\r\x00\x0b\u00a0\u2028\ufeff\ud800éèêàçœÉÀÇ0123456789xXD"


def test_every_game_with_a_vocabulary_is_fuzzed():
    assert {"epic_ref", "fantasy_battle", "pocket_battles", "pocket_tactics"} <= set(GAMES)


def _corpus_lines():
    path = ROOT / "tests" / "fantasy_battle" / "data" / "002_45511214e662d774.txt"
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()][:120]


def _faction_texts(game) -> list[str]:
    folder = ROOT / "games" / game / "factions"
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.txt"))] if folder.is_dir() else []
    if not texts:  # a game that ships none: a small file around its own sentences
        lines = [f"jeu : {game}", "faction : Essai", ""]
        for i, sentence in enumerate(_corpus_lines()[:6]):
            lines.append(f"capacité Règle {i} : {sentence}")
        lines += ["", "unité Guerrier", "    capacités : Règle 0, Règle 1", ""]
        texts = ["\n".join(lines)]
    return texts


def _sentences(game) -> list[str]:
    if game == "fantasy_battle":
        return _corpus_lines()
    found = []
    for text in _faction_texts(game):
        found += [decl.text for decl in dsl.parse_text(text).abilities.values()]
    seed = ROOT / "tests" / "dsl" / "data" / f"seed_{game.removesuffix('_ref')}.txt"
    if seed.exists():
        for line in seed.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                found.append(line.partition(" : ")[2] if " : " in line else line)
    return list(dict.fromkeys(found))


def characters():
    return st.one_of(st.sampled_from(SPECIAL), st.characters(), st.characters(max_codepoint=0x17F))


@st.composite
def mutated(draw, seeds, max_mutations=4):
    """One of ``seeds`` after 1 to ``max_mutations`` random edits."""
    text = draw(st.sampled_from(seeds))
    words = sorted({w for s in seeds for w in s.split()})
    for _ in range(draw(st.integers(1, max_mutations))):
        at = draw(st.integers(0, len(text)))
        edit = draw(st.sampled_from(["insert", "delete", "swap", "replace", "truncate", "word", "drop word",
                                     "double word", "swap words"]))
        if edit == "insert":
            text = text[:at] + draw(st.text(characters(), min_size=1, max_size=3)) + text[at:]
        elif edit == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 5)):]
        elif edit == "swap" and at + 1 < len(text):
            text = text[:at] + text[at + 1] + text[at] + text[at + 2:]
        elif edit == "replace" and at < len(text):
            text = text[:at] + draw(characters()) + text[at + 1:]
        elif edit == "truncate":
            text = text[:at]
        else:
            parts = text.split(" ")
            i = draw(st.integers(0, len(parts) - 1))
            j = draw(st.integers(0, len(parts) - 1))
            if edit == "word":
                parts[i] = draw(st.sampled_from(words))
            elif edit == "drop word":
                del parts[i]
            elif edit == "double word":
                parts.insert(i, parts[i])
            else:
                parts[i], parts[j] = parts[j], parts[i]
            text = " ".join(parts)
    return text


def _check_error(exc: RulesSyntaxError):
    """The report an author reads is whole: place, message, excerpt."""
    report = str(exc)
    assert exc.line >= 1 and exc.column >= 1 and report
    assert isinstance(exc.excerpt, str)


def parse_sentence(text, game):
    try:
        tree = dsl.parse_ability(text, game=game)
    except RulesSyntaxError as exc:
        _check_error(exc)
        return None
    dsl.render(tree)  # what parses can be written back
    return tree


def parse_faction(text):
    try:
        parsed = dsl.parse_text(text, file="fuzz.txt")
    except RulesSyntaxError as exc:
        _check_error(exc)
        assert exc.file == "fuzz.txt"
        return None
    assert isinstance(parsed, dsl.FactionFile)
    return parsed


@pytest.mark.parametrize("game", GAMES)
def test_mutated_sentences(game):
    seeds = _sentences(game)
    assert len(seeds) >= 5

    @FUZZ
    @given(mutated(seeds))
    def check(text):
        parse_sentence(text, game)

    check()


@pytest.mark.parametrize("game", GAMES)
def test_random_text_as_a_sentence(game):
    @settings(FUZZ, max_examples=40)
    @given(st.text(characters(), max_size=80))
    def check(text):
        parse_sentence(text, game)

    check()


@pytest.mark.parametrize("game", GAMES)
def test_mutated_faction_files(game):
    seeds = _faction_texts(game)
    for text in seeds:
        assert parse_faction(text) is not None  # the seeds themselves are good files

    @settings(FUZZ, max_examples=30)
    @given(mutated(seeds, max_mutations=6))
    def check(text):
        parse_faction(text)

    check()


@pytest.mark.parametrize("game", [g for g in GAMES if g != "fantasy_battle"])
def test_mutated_drawn_faction_files(game):
    from rulekit.testing.strategies import faction_files

    @settings(FUZZ, max_examples=10)
    @given(faction_files(game, compiled=False, max_abilities=2, max_units=2).flatmap(
        lambda text: mutated([text], max_mutations=3)))
    def check(text):
        parse_faction(text)

    check()


def test_random_faction_files():
    lines = st.one_of(st.sampled_from(["jeu : pocket_tactics", "jeu : epic_ref", "jeu : inconnu", "faction : X",
                                       "unité Archer", "    nombre : 2", "    capacités : Arcs", "capacité Arcs :",
                                       "arme Bolter", "    : :", "\t", "#", "capacité : x"]),
                      st.text(characters(), max_size=30))

    @settings(FUZZ, max_examples=60)
    @given(st.lists(lines, max_size=8).map("\n".join))
    def check(text):
        parse_faction(text)

    check()


def _outcome(parse, text):
    try:
        return parse(text), None
    except RulesSyntaxError as exc:
        _check_error(exc)
        return None, exc


def _same_outcome(parse, text):
    """``text`` composed (NFC) and written with decomposed accents after a BOM (NFD): the same
    tree, or the same error at the same written character."""
    text = text.lstrip("\ufeff")
    composed = unicodedata.normalize("NFC", text)
    written = "\ufeff" + unicodedata.normalize("NFD", text)
    tree, error = _outcome(parse, composed)
    tree2, error2 = _outcome(parse, written)
    assert tree == tree2
    assert (error is None) == (error2 is None)
    if error is None:
        return
    assert (error.message, error.line, error.suggestion) == (error2.message, error2.line, error2.suggestion)
    plain_lines = not any(ch in text for ch in "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
    if error.text == composed and error2.text == written[1:] and plain_lines and 0 < error.line <= text.count("\n") + 1:
        # on the faulty line, what is written before the fault is what was composed before it
        row_c = composed.split("\n")[error.line - 1]
        row_w = written[1:].split("\n")[error.line - 1]
        assert unicodedata.normalize("NFC", row_w[:error2.column - 1]) == row_c[:error.column - 1]


@pytest.mark.parametrize("game", GAMES)
def test_decomposed_accents_and_a_bom_change_nothing(game):
    seeds = _sentences(game)

    @settings(FUZZ, max_examples=30)
    @given(mutated(seeds, max_mutations=2))
    def check(text):
        _same_outcome(lambda t: dsl.parse_ability(t, game=game), text)

    check()


def test_decomposed_faction_files_read_the_same():
    seeds = [t for game in GAMES for t in _faction_texts(game)]

    def read(text):
        parsed = dsl.parse_text(text, file="fuzz.txt")
        return parsed, {name: decl.ast for name, decl in parsed.abilities.items()}

    @settings(FUZZ, max_examples=30)
    @given(mutated(seeds, max_mutations=3))
    def check(text):
        _same_outcome(read, text)

    check()
