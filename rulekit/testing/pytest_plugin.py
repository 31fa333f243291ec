"""rulekit's pytest plugin: fixtures for testing games and rules.

``toy_game`` registers the in-memory « course de dés » for the test's duration.
"""

import pytest


@pytest.fixture
def toy_game():
    from rulekit.testing import course_de_des

    course_de_des.register()
    yield course_de_des.GAME
    import rulekit

    rulekit.unregister(course_de_des.PLUGIN)
