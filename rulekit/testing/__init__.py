"""Tools for property-testing games and rule interactions (see docs/TESTING.md).

- :func:`scenario`: a match built from a compact description, through the game's hook;
- :func:`outcomes`, :func:`probability`, :func:`distribution`: exact chance outcomes;
- :func:`check_invariants`: the game's invariants over random matches, a failure as a save;
- :mod:`rulekit.testing.strategies`: hypothesis strategies (matches, action sequences,
  ability texts and ASTs, faction files);
- :mod:`rulekit.testing.golden`: recorded playthroughs replayed and compared;
- the pytest plugin (:mod:`rulekit.testing.pytest_plugin`): fixtures for all of it.
"""

from .invariants import InvariantBroken, InvariantReport, check_invariants, core_invariants
from .outcomes import Branch, TooManyOutcomes, distribution, outcomes, probability
from .scenarios import scenario

__all__ = [
    "Branch", "InvariantBroken", "InvariantReport", "TooManyOutcomes", "check_invariants", "core_invariants",
    "distribution", "outcomes", "probability", "scenario",
]
