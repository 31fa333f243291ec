"""render() gives canonical text that parses back to the same AST, over the whole corpus."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit_games.fantasy_battle import ast as A
from rulekit_games.fantasy_battle import parse_line, render
from rulekit_games.fantasy_battle.grammaire import terms


def test_every_corpus_line_renders_to_text_that_parses_back(unique_lines):
    mismatched = []
    for line in unique_lines:
        node = parse_line(line)
        text = render(node)
        if parse_line(text) != node:
            mismatched.append((line, text))
    assert mismatched == []


def test_rendering_is_canonical(unique_lines):
    """Rendering a re-parsed rendering changes nothing: one canonical text per AST."""
    for line in unique_lines:
        text = render(parse_line(line))
        assert render(parse_line(text)) == text


def test_canonical_profile_spelling():
    assert render(parse_line('Portée 30", tir 1, Force 3, PA 0, tir de volée')) == \
        "Portée 30″, Tir 1, Fo 3, PA 0, Tir de volée."
    assert parse_line('Portée 30", tir 1, Force 3, PA 0, tir de volée') == \
        parse_line("Portée 30″, Tir 1, Fo 3, PA 0, Tir de volée.")


def test_canonical_typography():
    assert render(parse_line("L'attaque gagne +1 pour blesser.")) == "Une attaque gagne +1 pour blesser."
    assert render(parse_line("À deux mains . Le porteur gagne +1 en valeur d’Attaque.")) == \
        "La règle À deux mains. Un porteur gagne +1 en Attaques."
    assert render(parse_line("Si X est donné entre parenthèses, elle subit -1 en Discipline.")) == \
        "Si X est donné entre parenthèses, elle subit −1 en Discipline."


# ---- generated profiles
# the vocabulary's French spellings (one per term: « Corps à Corps » is a variant of « Corps à corps »)
ATTRIBUTE_NAMES = sorted({t.lower(): t for t in reversed(terms()["fr"]) if t[0].isupper()}.values())
stat_values = st.builds(
    A.StatValue, value=st.one_of(st.none(), st.integers(0, 10)),
).flatmap(lambda v: st.one_of(
    st.just(v),
    st.builds(lambda b, k: A.StatValue(value=v.value, boost=b, boost_kind=k), st.integers(0, 10),
              st.sampled_from(["[", "{"]))))
params = st.lists(st.one_of(
    st.builds(lambda n: A.Param((A.NounPhrase((), (A.Number(n),)),)), st.integers(1, 9)),
    st.builds(lambda c, s: A.Param((A.NounPhrase((), (A.Dice(c, s),)),)), st.integers(1, 4),
              st.sampled_from([3, 6])),
    st.builds(lambda r: A.Param((A.NounPhrase((), (A.Roll(A.Number(r)),)),)), st.integers(2, 6)),
), max_size=2).map(tuple)
attributes = st.builds(A.AttributeRef, name=st.sampled_from(ATTRIBUTE_NAMES), params=params,
                       enclosure=st.sampled_from([None, "[", "{"]))
profiles = st.builds(
    A.WeaponProfile,
    range=st.one_of(st.builds(A.Range, maximum=st.integers(1, 72)),
                    st.builds(lambda a, b: A.Range(maximum=a + b, minimum=a), st.integers(1, 30),
                              st.integers(1, 40))),
    shots=st.one_of(st.integers(1, 6), st.just("X")),
    strength=stat_values, penetration=stat_values,
    attributes=st.lists(attributes, max_size=3).map(tuple),
)


@settings(max_examples=60, deadline=None)
@given(profiles)
def test_generated_profiles_round_trip(profile):
    assert parse_line(render(profile)) == profile


# ---- any sequence of corpus words: a clear error, or a node that round-trips
def _corpus_tokens():
    import re
    from pathlib import Path

    text = (Path(__file__).parent / "data" / "002_45511214e662d774.txt").read_text(encoding="utf-8")
    return sorted(set(re.findall(r"\S+", text)))


TOKENS = _corpus_tokens()


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=25),
       st.sampled_from(["", "• ", "- ", "Portée 24″, ", "1. "]))
def test_any_word_sequence_fails_cleanly_or_round_trips(words, prefix):
    from rulekit.dsl.errors import RulesSyntaxError

    text = prefix + " ".join(words)
    try:
        node = parse_line(text)
    except RulesSyntaxError:
        return
    assert parse_line(render(node)) == node


def test_the_dsl_reaches_this_grammar_both_ways(unique_lines):
    """`rulekit.dsl.parse_ability(..., game="fantasy_battle")` and `rulekit.dsl.render` go through
    the plugin's GrammarExtension; other games and game=None keep the shared grammar."""
    from rulekit import dsl

    for line in unique_lines[:60]:
        node = dsl.parse_ability(line, game="fantasy_battle")
        assert node == parse_line(line)
        assert dsl.parse_ability(dsl.render(node), game="fantasy_battle") == node
    assert dsl.vocabulary_of("fantasy_battle").extension is not None
    assert dsl.vocabulary_of(None).extension is None
    assert dsl.vocabulary_of("pocket_tactics").extension is None
