from pathlib import Path

import pytest

from rulekit import dsl

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def pt_vocab():
    return dsl.Vocabulary.from_file(DATA / "vocabulaire_pocket_tactics.txt")


@pytest.fixture(scope="session")
def pt_sentences():
    return [l.strip() for l in (DATA / "seed_pocket_tactics.txt").read_text(encoding="utf-8").splitlines() if l.strip()]
