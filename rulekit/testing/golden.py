"""Golden playthroughs: recorded matches that the suite replays and compares.

A playthrough is a match played by seeded random play (exactly what
``Match.play_random(random.Random(seed))`` does), written as plain JSON: the
game, seed and options, every step in order (a decision as its player and
French action label, a chance outcome as its value, e.g. the dice), the French
event log and the result. Replaying it from ``game.new_match(seed, **options)``
takes the recorded choices again (a decision by its label, which is unique
among the legal ones; an outcome by its value) and compares. A rule change that
alters a match shows up as a first step whose recorded choice is no longer
legal, a diff of the event log, or another result; one that is meant is
accepted by re-recording (``rulekit golden regenerate tests/playthroughs``) and
reviewing the ``git diff`` of the files, written one step and one log line per
line for that reason.
"""

from __future__ import annotations

import difflib
import json
import random
from pathlib import Path

from .. import plugins
from ..chance import CHANCE, sample
from ..errors import RulekitError
from ..events import MatchEnded
from ..match import random_action
from ..records import Outcome
from ..save import structure, unstructure

FORMAT = "rulekit-playthrough"
VERSION = 1

#: The one command that re-records playthroughs on purpose (then review their git diff).
REGENERATE = "rulekit golden regenerate"

#: A safety bound: random play that has not ended after this many steps is a bug in the game.
MAX_STEPS = 1_000_000

#: The log diff a replay reports is cut after this many lines (regenerate and git diff show it all).
MAX_DIFF_LINES = 80


class PlaythroughError(RulekitError):
    """A file or data that is not a playthrough this rulekit reads, or a match that cannot be recorded."""


def load_game(name: str):
    """The game named ``name``; the toy « course de dés » is registered on demand."""
    from . import course_de_des

    if name == course_de_des.GAME.name:
        course_de_des.register()
    return plugins.load_game(name)


# --- recording ------------------------------------------------------------------------
def outcome_value(outcome) -> object:
    """A chance outcome as plain JSON data (as in a save: its tag and fields)."""
    return _json(unstructure(outcome))


def _json(value):
    """``value`` as JSON would read it back (tuples become lists)."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def result_of(match) -> dict:
    """``{"winner": index or None, "reason": text}`` of a finished match (reason from its end event)."""
    reason = next((e.reason for e in reversed(match.events) if isinstance(e, MatchEnded)), None)
    return {"winner": match.winner, "reason": reason}


def record(game, seed: int, **options) -> dict:
    """Play a match of ``game`` (a name or a Game) from ``seed`` by seeded random play and
    return the playthrough as JSON-compatible data."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise PlaythroughError(f"the seed of a playthrough is an integer, not {seed!r}")
    game = load_game(game) if isinstance(game, str) else game
    typed = game.options.structure(game.name, options)  # "-o cession=false" is recorded as false
    options = {k: typed[k] for k in sorted(options)}
    if _json(options) != options:
        raise PlaythroughError(f"{game.name}: the options of a playthrough must be plain JSON values, not {options!r}")
    match = game.new_match(seed, **options)
    rng = random.Random(seed)
    steps = []
    # The same draws, in the same order, as Match.play_random(random.Random(seed)).
    while not match.is_over:
        if len(steps) >= MAX_STEPS:
            raise PlaythroughError(f"{game.name}, seed {seed}: no end after {MAX_STEPS} steps")
        player = match.current_player
        if player is CHANCE:
            outcome = sample(match.chance_outcomes(), rng)
            steps.append({"chance": outcome_value(outcome)})
            match.apply(outcome)
        else:
            legal = match.legal_actions()
            action = random_action(legal, rng)
            labels = [a.label for a in legal]
            if labels.count(action.label) > 1:
                raise PlaythroughError(f"{game.name}, seed {seed}, step {len(steps) + 1}: two legal actions "
                                       f"share the label « {action.label} », a playthrough cannot tell them apart")
            steps.append({"player": int(player), "action": action.label})
            match.apply(action)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "seed": seed,
        "options": options,
        "result": result_of(match),
        "steps": steps,
        "log": match.log(),
    }


# --- checking the data ------------------------------------------------------------------
_KEYS = ("format", "version", "game", "seed", "options", "result", "steps", "log")


def validate(data) -> dict:
    """``data`` if it is a whole playthrough of this version; PlaythroughError naming what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PlaythroughError(f"not a rulekit playthrough (no \"format\": \"{FORMAT}\")")
    if data.get("version") != VERSION:
        raise PlaythroughError(f"playthrough version {data.get('version')!r} is not supported "
                               f"(this rulekit reads version {VERSION})")
    missing = [k for k in _KEYS if k not in data]
    unknown = sorted(set(data) - set(_KEYS))
    if missing or unknown:
        said = ([f"missing {', '.join(missing)}"] if missing else []) + ([f"unknown {', '.join(unknown)}"] if unknown else [])
        raise PlaythroughError(f"corrupt playthrough: {'; '.join(said)}")
    checks = [
        ("game", isinstance(data["game"], str), "a game name"),
        ("seed", isinstance(data["seed"], int) and not isinstance(data["seed"], bool), "an integer"),
        ("options", isinstance(data["options"], dict), "an object of option names and values"),
        ("steps", isinstance(data["steps"], list), "a list"),
        ("log", isinstance(data["log"], list) and all(isinstance(line, str) for line in data["log"]),
         "a list of texts"),
        ("result", isinstance(data["result"], dict) and set(data["result"]) == {"winner", "reason"}
         and (data["result"]["winner"] is None or isinstance(data["result"]["winner"], int)),
         "{\"winner\": index or null, \"reason\": text}"),
    ]
    for key, ok, expected in checks:
        if not ok:
            raise PlaythroughError(f"corrupt playthrough: {key!r} is {data[key]!r:.80}, expected {expected}")
    for number, step in enumerate(data["steps"], 1):
        decision = (isinstance(step, dict) and set(step) == {"player", "action"}
                    and isinstance(step["player"], int) and isinstance(step["action"], str))
        chance = isinstance(step, dict) and set(step) == {"chance"}
        if not (decision or chance):
            raise PlaythroughError(f"corrupt playthrough: step {number} is {step!r:.80}, expected "
                                   "{\"player\": index, \"action\": label} or {\"chance\": value}")
    return data


# --- replaying -----------------------------------------------------------------------------
def _outcome(value, game: str):
    """The outcome a recorded value stands for, or None if no record type of this rulekit reads it."""
    try:
        return structure(value, Outcome, game)
    except Exception:  # an unknown type, a renamed field: not an outcome of this game any more
        return None


def _listing(labels: list[str], limit: int = 30) -> str:
    more = f" (and {len(labels) - limit} more)" if len(labels) > limit else ""
    return "; ".join(f"« {label} »" for label in labels[:limit]) + more


def _describe(step) -> str:
    if "chance" in step:
        return f"chance outcome {json.dumps(step['chance'], ensure_ascii=False)}"
    return f"player {step['player'] + 1}'s action « {step['action']} »"


def _first_illegal(match, steps) -> str | None:
    """Take the recorded steps on ``match``; the difference at the first that cannot be taken."""
    for number, step in enumerate(steps, 1):
        if match.is_over:
            return (f"step {number}: the match is already over ({result_of(match)['reason']}), "
                    f"but the recording goes on with {_describe(step)}")
        player = match.current_player
        if player is CHANCE:
            outcomes = [o for o, _ in match.chance_outcomes()]
            if "chance" not in step:
                return (f"step {number}: recorded {_describe(step)}, but chance acts now; "
                        f"outcomes: {_listing([o.label for o in outcomes])}")
            outcome = _outcome(step["chance"], match.game)
            if outcome not in outcomes:
                return (f"step {number}: recorded {_describe(step)} is not a legal outcome any more; "
                        f"outcomes: {_listing([o.label for o in outcomes])}")
            match.apply(outcome)
        else:
            legal = {a.label: a for a in match.legal_actions()}
            if "chance" in step:
                return (f"step {number}: recorded {_describe(step)}, but player {player + 1} decides now; "
                        f"legal: {_listing(list(legal))}")
            if step["player"] != player or step["action"] not in legal:
                now = "" if step["player"] == player else f" (player {player + 1} decides now)"
                return (f"step {number}: recorded {_describe(step)} is not legal any more{now}; "
                        f"legal: {_listing(list(legal))}")
            match.apply(legal[step["action"]])
    if not match.is_over:
        player = match.current_player
        who = "chance" if player is CHANCE else f"player {player + 1}"
        return f"after the {len(steps)} recorded steps the match is not over ({who} to act)"
    return None


def _lines(log: list[str]) -> list[str]:
    return [part for entry in log for part in entry.split("\n")]


def result_text(result: dict) -> str:
    """A recorded result in words: who won, and why."""
    if result["winner"] is None:
        return f"draw ({result['reason']})"
    return f"player {result['winner'] + 1} wins ({result['reason']})"


def replay(data) -> list[str]:
    """Replay a playthrough; the differences from its recording, empty when identical.

    In order: the first step whose recorded choice is not legal any more (with the
    legal ones), a unified diff of the event log, and a differing result.
    """
    validate(data)
    game = load_game(data["game"])
    try:
        match = game.new_match(data["seed"], **data["options"])
    except RulekitError as exc:
        return [f"the match cannot start any more: {exc}"]
    differences = []
    illegal = _first_illegal(match, data["steps"])
    if illegal:
        differences.append(illegal)
    log = match.log()
    if log != data["log"]:
        # An entry may hold several lines (a board drawn at the end of a turn): diff line by line.
        diff = list(difflib.unified_diff(_lines(data["log"]), _lines(log), "recorded log", "replayed log", lineterm=""))
        if len(diff) > MAX_DIFF_LINES:  # after an illegal step the whole rest of the log is gone
            diff = diff[:MAX_DIFF_LINES] + [f"... ({len(diff) - MAX_DIFF_LINES} more lines of diff)"]
        differences.append("\n".join(diff))
    result = result_of(match) if match.is_over else None
    if result != data["result"]:
        now = result_text(result) if result else "the match is not over"
        differences.append(f"result: recorded {result_text(data['result'])}, now {now}")
    return differences


def report(path, differences: list[str]) -> str:
    """The differences of one file, and how to accept them on purpose."""
    return "\n".join([f"{path}: differs from its replay", *differences, "",
                      f"If the change is meant: {REGENERATE} {path}, then review git diff {path}"])


# --- files ---------------------------------------------------------------------------------
def _line(value) -> str:
    return json.dumps(value, ensure_ascii=False)


def dumps(data) -> str:
    """Stable text: one key per line at the top, one step and one log line per line."""
    validate(data)
    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            items = ",\n".join(f"    {_line(v)}" for v in value)
            lines.append(f"  {_line(key)}: [\n{items}\n  ]")
        else:
            lines.append(f"  {_line(key)}: {_line(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def write(path, data) -> None:
    """Write ``data`` to ``path`` (UTF-8, stable formatting, parent folders made)."""
    text = dumps(data)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def load(path) -> dict:
    """The playthrough in the file ``path``; PlaythroughError (naming the file) if it is not one."""
    try:
        text = Path(path).read_bytes().decode("utf-8")
        data = json.loads(text)
    except OSError as exc:
        raise PlaythroughError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except RecursionError:
        raise PlaythroughError(f"{path}: not a playthrough: nested too deep") from None
    except ValueError as exc:  # bad JSON, or bytes that are not UTF-8
        raise PlaythroughError(f"{path}: not a playthrough: corrupt or truncated JSON ({exc})") from None
    try:
        return validate(data)
    except PlaythroughError as exc:
        raise PlaythroughError(f"{path}: {exc}") from None


def files(paths) -> list[Path]:
    """The playthrough files named by ``paths``: files as given, folders' ``*.json`` (recursively)."""
    found = []
    for path in map(Path, paths):
        if path.is_dir():
            inside = sorted(path.rglob("*.json"))
            if not inside:
                raise PlaythroughError(f"{path}: no playthrough (*.json) in this folder")
            found.extend(inside)
        elif path.exists():
            found.append(path)
        else:
            raise PlaythroughError(f"{path}: no such file or folder")
    return found


def regenerate(path) -> str:
    """Re-record the file ``path`` from its own game, seed and options and rewrite it;
    a one-line summary of what changed."""
    old = load(path)
    new = record(old["game"], old["seed"], **old["options"])
    if new == old:
        return f"{path}: unchanged"
    write(path, new)
    return f"{path}: {summary(old, new)}"


def summary(old: dict, new: dict) -> str:
    """What changed between two recordings of one match, in one line."""
    said = []
    if old["steps"] != new["steps"]:
        first = next((i for i, (a, b) in enumerate(zip(old["steps"], new["steps"]), 1) if a != b),
                     min(len(old["steps"]), len(new["steps"])) + 1)
        said.append(f"steps differ from step {first} ({len(old['steps'])} → {len(new['steps'])} steps)")
    if old["log"] != new["log"]:
        removed = added = 0
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old["log"], new["log"], autojunk=False).get_opcodes():
            if tag != "equal":
                removed, added = removed + i2 - i1, added + j2 - j1
        said.append(f"log -{removed} +{added} lines")
    if old["result"] != new["result"]:
        said.append(f"result {result_text(old['result'])} → {result_text(new['result'])}")
    rest = [k for k in _KEYS if k not in ("steps", "log", "result") and old.get(k) != new.get(k)]
    if rest:
        said.append(f"{', '.join(rest)} rewritten")
    return "; ".join(said)
