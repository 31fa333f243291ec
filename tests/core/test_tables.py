"""The command line's tables: laid out by hand when they fit, by rich when they must wrap,
the same text either way."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulekit import tables

cell = st.one_of(
    st.sampled_from(["", " ", "—", "1,234", "0.5", "Épéiste (J1)", "×", "un deux trois", "a  b",
                     "[bold]x", "U1 [Légionnaire×2]", "漢字", "e\u0301", "a\nb"]),
    st.text(alphabet="abcéèÆ×— 0123456789", max_size=12),
)


@st.composite
def a_table(draw):
    n = draw(st.integers(1, 5))
    columns = draw(st.lists(st.text(alphabet="abcé", min_size=1, max_size=8), min_size=n, max_size=n))
    rows = draw(st.lists(st.lists(cell, min_size=n, max_size=n), max_size=6))
    right = draw(st.lists(st.integers(0, n - 1), unique=True))
    return columns, rows, right


@settings(max_examples=300, deadline=None)
@given(a_table(), st.integers(10, 120))
@example((["a"], [["0 "]], [0]), 40)  # rich strips a right-aligned cell's trailing space
def test_a_table_laid_out_by_hand_reads_as_rich_draws_it(t, width):
    columns, rows, right = t
    plain = tables._plain(columns, rows, set(right), width)
    if plain is not None:
        assert plain == tables._rich(columns, rows, right, width)


def test_a_table_too_wide_or_with_a_line_break_is_drawn_by_rich():
    assert tables._plain(["nom", "texte"], [["a", "x" * 300]], set(), 200) is None
    assert tables._plain(["nom"], [["deux\nlignes"]], set(), 200) is None
    wrapped = tables._rich(["nom", "texte"], [["a", "mot " * 30]], [], 40)
    assert max(len(line) for line in wrapped.splitlines()) <= 40


def test_cells_are_printed_as_written_not_as_markup():
    text = tables.table(["unité"], [["U1 [Légionnaire×2]"], ["[bold]x[/bold]"]])
    assert "U1 [Légionnaire×2]" in text and "[bold]x[/bold]" in text


def test_right_aligned_columns_and_title():
    assert tables.table(["arme", "moyenne"], [["Lance", "1.5"], ["Hallebarde", "12.25"]], title="Comparaison",
                        right=[1]) == (
        "Comparaison\n"
        "arme         moyenne\n"
        "────────────────────\n"
        "Lance            1.5\n"
        "Hallebarde     12.25")
