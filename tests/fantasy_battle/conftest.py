"""Shared fixtures of the fantasy_battle tests: the seed 002 corpus, copied as test data."""

from pathlib import Path

import pytest

SEED = Path(__file__).parent / "data" / "002_45511214e662d774.txt"


@pytest.fixture(scope="session")
def seed_lines() -> list[str]:
    return SEED.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="session")
def unique_lines(seed_lines) -> list[str]:
    return list(dict.fromkeys(line for line in seed_lines if line.strip()))
