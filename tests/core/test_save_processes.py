"""A save made in one process loads in another, whatever that process imported first, and
the match goes on exactly as the uninterrupted one: for every installed game, at many
points of several matches."""

import json
import random
import subprocess
import sys
from importlib.metadata import entry_points

import pytest

import rulekit
from rulekit import CHANCE

#: The installed games (entry points): a fresh process has them, not the suite's in-memory toy.
INSTALLED = {ep.name for ep in entry_points(group="rulekit")}
PLAYABLE = sorted(n for n, g in rulekit.games().items() if g.playable and n in INSTALLED)

#: Run in a fresh interpreter: import the games in the order given (none, or others first),
#: load each save, take the recorded choices (indices into the legal list) and print the end.
CHILD = r"""
import importlib, json, sys
import rulekit
cases = json.load(sys.stdin)
out = []
for case in cases:
    for module in case["first"]:
        importlib.import_module(module)
    match = rulekit.loads(case["save"])
    for i in case["rest"]:
        if match.current_player is rulekit.CHANCE:
            match.apply(match.chance_outcomes()[i][0])
        else:
            match.apply(match.legal_actions()[i])
    out.append(rulekit.dumps(match))
json.dump(out, sys.stdout)
"""


def _record(game, seed: int, points: int):
    """A seeded random match: its saves at ``points`` random steps and the choices after each."""
    match = game.new_match(seed=seed)
    rng = random.Random(seed)
    saves, choices = [], []
    while not match.is_over:
        saves.append(rulekit.dumps(match))
        if match.current_player is CHANCE:
            outcomes = match.chance_outcomes()
            i = rng.choices(range(len(outcomes)), weights=[float(p) for _, p in outcomes])[0]
            match.apply(outcomes[i][0])
        else:
            i = rng.randrange(len(match.legal_actions()))
            match.apply(match.legal_actions()[i])
        choices.append(i)
    at = sorted(rng.sample(range(len(saves)), min(points, len(saves))))
    return [(saves[k], choices[k:]) for k in at], rulekit.dumps(match)


@pytest.mark.parametrize("name", PLAYABLE)
def test_saves_load_and_continue_in_a_new_process(name):
    game = rulekit.load_game(name)
    others = [f"rulekit_games.{n}" for n in PLAYABLE if n != name]
    cases, ends = [], []
    for seed in (3, 17):
        points, end = _record(game, seed, points=6)
        for k, (save, rest) in enumerate(points):
            first = [] if k % 2 == 0 else (others if k % 4 == 1 else others[::-1])
            cases.append({"save": save, "rest": rest, "first": first})
            ends.append(end)
    done = subprocess.run([sys.executable, "-c", CHILD], input=json.dumps(cases), capture_output=True,
                          text=True, check=False, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    got = json.loads(done.stdout)
    assert len(got) == len(ends)
    for k, (mine, theirs) in enumerate(zip(got, ends)):
        assert mine == theirs, f"case {k}: the continuation in a new process differs"


def test_a_tag_shared_by_games_names_each_game_its_own_record():
    """Several games have a record named ``Deplacement`` (or ``Action``...): a save writes the
    bare tag, and the save's game decides which class it is, whatever was imported first."""
    from rulekit.records import REGISTRY
    from rulekit.save import _import_all, _package, record_class

    packages = {n: _package(rulekit.load_game(n)) for n in PLAYABLE}
    for package in packages.values():
        _import_all(package)
    shared = {tag: classes for tag, classes in REGISTRY.items()
              if len({p for p in packages.values() for c in classes if c.__module__.startswith(p)}) > 1}
    assert shared, "no tag is shared by two games: this test checks nothing"
    for tag, classes in shared.items():
        for package in packages.values():
            mine = [c for c in classes if c.__module__.startswith(package + ".")]
            if mine:
                assert record_class(tag, package) is mine[0]
    text = rulekit.dumps(rulekit.load_game("pocket_tactics").new_match(seed=0))
    assert '"type":"rulekit_games.' not in text
