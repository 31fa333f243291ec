"""An invariant runner any game can use: play random matches, check after every step.

An invariant is a function ``check(match)`` that raises AssertionError (or
returns False) when the state breaks a rule. Games declare theirs through the
``rulekit_invariants`` hook; :func:`check_invariants` runs them (with the core's
own) over random matches and reports the first violation as a replayable save:
``rulekit.loads(error.save, check=False)`` is the match that breaks the invariant
(``check=False``: a broken state may be one ``loads`` would refuse to go on from), and
``rulekit.loads(error.before)`` the state one step earlier, where applying
``error.choice`` breaks it again.
"""

from __future__ import annotations

import random

import attrs

from ..chance import CHANCE, sample
from ..errors import IllegalAction


class InvariantBroken(AssertionError):
    """An invariant failed. ``seed``, ``step`` and ``invariant`` say where; ``save`` is the
    failing state and ``before`` the state before the step (``choice``) that broke it, both
    as save texts; ``path`` is the file they were written to, if any."""

    def __init__(self, message, *, seed=None, step=None, invariant=None, save=None, before=None,
                 choice=None, path=None):
        super().__init__(message)
        self.seed, self.step, self.invariant = seed, step, invariant
        self.save, self.before, self.choice, self.path = save, before, choice, path


def core_invariants(match) -> None:
    """What every rulekit match must satisfy at every point."""
    player = match.current_player
    if match.is_over:
        assert player is None, "a finished match still has a current player"
        assert match.legal_actions() == [] and match.chance_outcomes() == []
        return
    if player is CHANCE:
        outcomes = match.chance_outcomes()
        assert outcomes, "a chance node with no outcomes"
        assert sum(p for _, p in outcomes) == 1, "chance probabilities do not sum to 1"
        assert all(p > 0 for _, p in outcomes), "a chance outcome of probability 0"
        assert len({o for o, _ in outcomes}) == len(outcomes), "duplicate chance outcomes"
    else:
        actions = match.legal_actions()
        assert actions, f"player {player} must act but has no legal action"
        labels = [a.label for a in actions]
        assert len(set(labels)) == len(labels), f"duplicate action labels: {labels}"


def run_invariants(game, invariants=(), seeds=range(20), max_steps: int = 100_000, **options):
    """Play one random match per seed; check ``core_invariants`` and ``invariants`` after each step.

    Returns the finished matches. Raises InvariantBroken naming seed and step.
    """
    finished = []
    for seed in seeds:
        rng = random.Random(seed)
        match = game.new_match(seed=seed, **options)
        for step in range(max_steps + 1):
            for check in (core_invariants, *invariants):
                try:
                    ok = check(match)
                except AssertionError as exc:
                    raise InvariantBroken(f"{check.__name__} broken at seed {seed}, step {step}: {exc}") from exc
                if ok is False:
                    raise InvariantBroken(f"{check.__name__} broken at seed {seed}, step {step}")
            if match.is_over:
                break
            if match.current_player is CHANCE:
                match.apply(sample(match.chance_outcomes(), rng))
            else:
                match.apply(rng.choice(match.legal_actions()))
        else:
            raise InvariantBroken(f"seed {seed}: no end after {max_steps} steps")
        finished.append(match)
    return finished


def check_rejection_changes_nothing(match, bogus) -> None:
    """Applying ``bogus`` (not legal here) raises IllegalAction and leaves ``match`` as it was."""
    from ..save import dumps

    before = dumps(match)
    try:
        match.apply(bogus)
    except IllegalAction:
        pass
    else:
        raise InvariantBroken(f"{bogus!r} was accepted")
    assert dumps(match) == before, "a rejected action changed the state"


@attrs.frozen
class InvariantReport:
    """What :func:`check_invariants` checked: how many matches and steps, which invariants."""

    game: str
    matches: int
    steps: int
    invariants: tuple[str, ...]


def check_invariants(game, matches: int = 20, seed: int = 0, invariants=None, max_steps: int = 100_000,
                     save_dir=None, **options) -> InvariantReport:
    """Play ``matches`` random matches of ``game`` (seeds ``seed``, ``seed+1``...) and check,
    after every step, the core's invariants and the game's (those its plugins declare
    through ``rulekit_invariants``, or ``invariants`` if given).

    The first violation raises :class:`InvariantBroken` carrying the failing state as a
    save (written to ``save_dir``, if given, as ``<game>-<seed>-<step>.json``). A match
    that has not ended after ``max_steps`` steps is a violation too.
    """
    from .. import plugins
    from ..save import dumps

    if isinstance(game, str):
        game = plugins.load_game(game)
    checks = [core_invariants, *(plugins.invariants(game.name) if invariants is None else invariants)]
    total = 0
    for s in range(seed, seed + matches):
        rng = random.Random(s)
        match = game.new_match(seed=s, **options)
        before, choice = None, None
        for step in range(max_steps + 1):
            for check in checks:
                try:
                    ok = check(match)
                    reason = "" if ok is not False else "returned False"
                except AssertionError as exc:
                    ok, reason = False, str(exc) or "assertion failed"
                if ok is False:
                    raise _broken(game.name, s, step, check, reason, dumps(match),
                                  before and dumps(before), choice, save_dir)
            if match.is_over:
                break
            before = match.clone()  # saved only on failure: a clone is far cheaper than a save
            if match.current_player is CHANCE:
                choice = sample(match.chance_outcomes(), rng)
            else:
                choice = rng.choice(match.legal_actions())
            match.apply(choice)
            total += 1
        else:
            raise _broken(game.name, s, max_steps, None, f"no end after {max_steps} steps", dumps(match),
                          before and dumps(before), choice, save_dir)
    return InvariantReport(game.name, matches, total, tuple(c.__name__ for c in checks))


def _broken(game, seed, step, check, reason, save, before, choice, save_dir):
    import json
    import pathlib

    name = getattr(check, "__name__", "fin de partie")
    path = None
    if save_dir is not None:
        path = pathlib.Path(save_dir) / f"{game}-{seed}-{step}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"invariant": name, "reason": reason, "seed": seed, "step": step,
                                    "save": save, "before": before}, ensure_ascii=False, indent=1),
                        encoding="utf-8")
    where = f"; written to {path}" if path else ""
    message = (f"{game}: invariant {name} broken at seed {seed}, step {step}: {reason}{where}. "
               f"Replay: rulekit.loads(error.save, check=False) is the failing state; rulekit.loads(error.before), "
               f"then .apply(error.choice), breaks it again.")
    return InvariantBroken(message, seed=seed, step=step, invariant=name, save=save, before=before,
                           choice=choice, path=path)


def unexplained_fields(before, after, first_event: int | None = None) -> list[str]:
    """The fields of ``after`` (its stack, log and count of steps aside) that its events do
    not account for.

    DESIGN.md: every change of state is an event. Applying to a copy of ``before`` the
    events ``after`` logged since ``first_event`` (by default, since ``before``) must give
    ``after``'s state; the names of the fields where it does not are returned.
    """
    start = len(before.events) if first_event is None else first_event
    replayed = before.clone()
    for event in after.events[start:]:
        event.apply(replayed)
    return [f.name for f in attrs.fields(type(after))
            if f.name not in ("stack", "events", "steps") and getattr(replayed, f.name) != getattr(after, f.name)]


def check_save_round_trip(match, steps: int = 40, seed: int = 0) -> None:
    """A saved and reloaded ``match`` equals it and plays on exactly as it does (the same
    ``steps`` random choices from ``random.Random(seed)``); ``match`` is left untouched."""
    from ..save import dumps, loads

    original = match.clone()
    copy = loads(dumps(original))
    assert copy == original, "a reloaded match differs from the saved one"
    assert copy.legal_actions() == original.legal_actions()
    for m in (original, copy):
        rng = random.Random(seed)
        for _ in range(steps):
            if m.is_over:
                break
            m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))
    assert dumps(copy) == dumps(original), "a reloaded match plays on differently"
