"""rulekit's pytest plugin: fixtures for testing games and rules.

``toy_game`` registers the in-memory « course de dés » (and leaves it registered).
"""

import pytest


@pytest.fixture
def toy_game():
    from rulekit.testing import course_de_des

    course_de_des.register()
    return course_de_des.GAME
