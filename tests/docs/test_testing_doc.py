"""docs/TESTING.md shows the walk-through test file verbatim: the two must not part ways."""

import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_walkthrough_in_the_doc_is_the_file_the_suite_runs():
    doc = (ROOT / "docs" / "TESTING.md").read_text(encoding="utf-8")
    code = (ROOT / "tests" / "docs" / "test_walkthrough.py").read_text(encoding="utf-8")
    assert "```python\n" + code + "```" in doc, "copy tests/docs/test_walkthrough.py into docs/TESTING.md"
