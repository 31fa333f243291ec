"""A match as one self-contained HTML page: the board at each step, the French log beside it.

``rulekit replay FILE -o match.html`` reads a save (``rulekit play --save``) or a golden
playthrough (``tests/playthroughs/*.json``); ``rulekit play ... --html F`` writes the page of
the match just played. The page holds everything (no network, no other file): the game's SVG
drawing of the board after every step (the ``svg`` renderer of its plugin, else its text
picture), the event log with the lines of the current step highlighted, controls to step, play
and jump (and the keyboard: ← →, Début/Fin, espace), and on each roll's lines the exact chance
of the outcome drawn (a ``title`` shown on hover).

A playthrough lists every decision and outcome, so its steps are taken again as recorded. A save
keeps the match's event log, not its choices: the steps are found again from the match's seed and
options, each step being the legal choice (or chance outcome) that writes exactly the next events
of the log (:func:`frames_of_save`). The page shows the whole match, hidden information included:
it is for the designer who reviews a match, not for a player.
"""

from __future__ import annotations

import html
import json
import random
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

from . import plugins
from .agents.seeded import step_seed
from .chance import CHANCE, sample
from .errors import RulekitError
from .save import loads


_SIZE = re.compile(r'<svg\b([^>]*?)\swidth="([\d.]+)(?:px)?"([^>]*?)\sheight="([\d.]+)(?:px)?"')


def scalable(svg: str) -> str:
    """An SVG drawn at a fixed size (``width``/``height`` and no ``viewBox``) given a viewBox, so the
    page can fit it to its panel instead of cutting it."""
    head = svg[: svg.find(">") + 1]
    if "viewBox" in head:
        return svg
    m = _SIZE.search(head)
    if m is None:
        return svg
    return svg.replace(m.group(0), f'<svg{m.group(1)} viewBox="0 0 {m.group(2)} {m.group(4)}" '
                                   f'width="{m.group(2)}"{m.group(3)} height="{m.group(4)}"', 1)


class ReplayError(RulekitError):
    """A file that cannot be replayed (not a save or a playthrough, or a log no step writes)."""


def chance_text(p: Fraction) -> str:
    """« 5/36 (13,9 %) »: an exact probability and its percentage, in French."""
    percent = f"{float(p) * 100:.1f}".replace(".", ",")
    return f"{p.numerator}/{p.denominator} ({percent} %)" if p.denominator != 1 else f"1 ({percent} %)"


class Recorder:
    """Collects the frames of a match as its steps are taken: the board after each step, the
    log lines that step wrote and, for a chance step, the exact chance of its outcome."""

    def __init__(self, match):
        self.game = match.game
        self.draw = plugins.renderers(match.game).get("svg")
        self.pictures: list[str] = []
        self.index: dict[str, int] = {}
        self.frames: list[dict] = []
        self.seen = 0
        self.add(match, "Début de la partie", None)

    def picture(self, match) -> int:
        if self.draw is not None:
            text = scalable(self.draw(match))
        else:
            text = f"<pre>{html.escape(match.render_text() or '(pas de dessin)')}</pre>"
        if text not in self.index:
            self.index[text] = len(self.pictures)
            self.pictures.append(text)
        return self.index[text]

    def add(self, match, label: str, chance: Fraction | None) -> None:
        lines = [event.text(match) for event in match.events[self.seen:]]
        self.seen = len(match.events)
        self.frames.append({"label": label, "board": self.picture(match), "lines": lines,
                            "chance": chance_text(chance) if chance is not None else None})

    def step(self, match, choice, who) -> None:
        """Take ``choice`` on ``match`` (``who`` is the player, or CHANCE) and record the frame."""
        chance = None
        if who is CHANCE:
            chance = dict((o, p) for o, p in match.chance_outcomes()).get(choice)
        match.apply(choice)
        label = (f"Hasard : {choice.label}" if who is CHANCE else f"J{who + 1} : {choice.label}")
        self.add(match, label, chance)

    def result(self, match) -> str:
        if not match.is_over:
            return "Partie interrompue."
        if match.winner is None:
            return "Résultat : match nul."
        return f"Résultat : victoire du joueur {match.winner + 1}."


def frames_of_playthrough(data: dict) -> tuple[Recorder, object]:
    """Take a golden playthrough's recorded steps again; the recorder and the final match."""
    from .testing import golden

    golden.validate(data)
    game = plugins.load_game(data["game"])
    match = game.new_match(data["seed"], **data["options"])
    recorder = Recorder(match)
    for number, step in enumerate(data["steps"], 1):
        if match.is_over:
            raise ReplayError(f"step {number}: the match is already over")
        player = match.current_player
        if player is CHANCE:
            outcome = golden._outcome(step.get("chance"), match.game)
            if outcome not in [o for o, _ in match.chance_outcomes()]:
                raise ReplayError(f"step {number}: the recorded chance outcome is not legal any more "
                                  f"(rulekit golden check {data['game']} tells the difference)")
            recorder.step(match, outcome, CHANCE)
        else:
            legal = {a.label: a for a in match.legal_actions()}
            if step.get("action") not in legal:
                raise ReplayError(f"step {number}: the recorded action {step.get('action')!r} is not legal any more")
            recorder.step(match, legal[step["action"]], player)
    return recorder, match


def _words_of(text: str) -> Counter:
    return Counter(re.findall(r"\w+", text.lower()))


def _words(event, match) -> Counter:
    """The words of an event's French line (told with the saved match), for ordering the search."""
    try:
        return _words_of(event.text(match))
    except Exception:  # a line told with a later state may not be tellable: no hint then
        return Counter()


def _likely(m, who, seed, hints):
    """The choice most likely taken at this step: the one ``hints`` gives (``{steps: choice}``,
    what ``play --html`` saw its agents choose), else what ``rulekit play`` would draw with its
    seed: the chance outcome drawn from (seed, steps), the ``random`` agent's decision."""
    if hints and m.steps in hints:
        return hints[m.steps]
    if seed is None:
        return None
    if who is CHANCE:
        return sample(m.chance_outcomes(), random.Random(step_seed(seed, m.steps)))
    from .agents import RandomAgent

    agent = RandomAgent(seed=seed * 31 + who)
    agent.reseed(m.steps)
    return agent.step(m)


#: The most steps :func:`frames_of_save` tries before it gives up (each a clone and a step).
SEARCH_BUDGET = 200_000


def frames_of_save(saved, hints: dict | None = None) -> tuple[Recorder, object]:
    """Find the steps of a saved match again from its seed and options: at each step, a choice
    (or chance outcome) whose events are the log's next ones, or one that writes no event (a tile
    drawn face down, a roll read later); such silent choices are tried in turn, depth first, until
    the following steps write the log too. Raises ReplayError when no sequence of steps writes
    the saved log."""
    game = plugins.load_game(saved.game)
    start = game.new_match(saved.seed, **saved.options)
    target = saved.events
    if start.events != target[:len(start.events)]:
        raise ReplayError("the save's log does not start as a new match of its seed and options does")
    budget = [SEARCH_BUDGET]
    words = [_words(event, saved) for event in target]

    def candidates(m):
        """The next steps worth trying, lazily: each choice whose events are the log's next ones
        (as soon as found), then the silent ones. Choices are tried in the order of how many words
        their French label shares with the log's next lines (« dés : 2 4 5 » before the other
        rolls for « sauvegarde (armure) : 2 4 5 »), and the likeliest first (:func:`_likely`):
        only the order changes, not what is accepted."""
        if m.is_over or m.steps >= saved.steps:
            return
        at = len(m.events)
        who = m.current_player
        choices = [o for o, _ in m.chance_outcomes()] if who is CHANCE else m.legal_actions()
        ahead = sum(words[at:at + 3], Counter())
        choices.sort(key=lambda c: -sum((_words_of(c.label) & ahead).values()))
        likely = _likely(m, who, saved.seed, hints)
        if likely is not None:
            choices.sort(key=lambda c: c != likely)
        quiet = []
        for choice in choices:
            budget[0] -= 1
            if budget[0] < 0:
                raise ReplayError(f"the steps of the saved log were not found within {SEARCH_BUDGET} tries")
            trial = m.clone()
            trial.apply(choice)
            new = trial.events[at:]
            if not new:
                quiet.append((choice, who))
            elif new == target[at:at + len(new)]:
                yield choice, who
        yield from quiet

    def finished(m):
        return m.events == target and (m.is_over or m.steps >= saved.steps)

    stack = [(start, candidates(start))]
    path: list = []
    deepest = 0
    while not finished(stack[-1][0]):
        m, todo = stack[-1]
        nxt = next(todo, None)
        if nxt is None:
            stack.pop()
            if not stack:
                raise ReplayError(f"step {deepest + 1}: no choice writes the saved log's next event")
            path.pop()
            continue
        choice, who = nxt
        after = m.clone()
        after.apply(choice)
        path.append((choice, who))
        deepest = max(deepest, len(path))
        stack.append((after, candidates(after)))
    match = game.new_match(saved.seed, **saved.options)
    recorder = Recorder(match)
    for choice, who in path:
        recorder.step(match, choice, who)
    return recorder, match


def read(path) -> tuple[Recorder, object]:
    """The frames of the save or playthrough in the file ``path``."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ReplayError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ReplayError(f"{path}: not a save or a playthrough (not UTF-8 text)") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ReplayError(f"{path}: not a save or a playthrough: corrupt JSON ({exc})") from None
    if isinstance(data, dict) and data.get("format") == "rulekit-playthrough":
        try:
            return frames_of_playthrough(data)
        except RulekitError as exc:
            raise ReplayError(f"{path}: {exc}") from None
    try:
        saved = loads(text)
    except RulekitError as exc:
        raise ReplayError(f"{path}: not a save or a playthrough ({exc})") from None
    try:
        return frames_of_save(saved)
    except RulekitError as exc:
        raise ReplayError(f"{path}: {exc}") from None


def page(recorder: Recorder, match, title: str) -> str:
    """The HTML page of the recorded frames."""
    data = {"title": title, "pictures": recorder.pictures, "frames": recorder.frames,
            "result": recorder.result(match)}
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    from .replay_page import TEMPLATE

    return (TEMPLATE
            .replace("{{title}}", html.escape(title))
            .replace("{{data}}", payload))


def write(recorder: Recorder, match, output, title: str | None = None) -> int:
    """Write the page to ``output``; the number of steps it shows."""
    game = plugins.load_game(match.game)
    title = title or f"{game.title} — graine {match.seed}"
    Path(output).write_text(page(recorder, match, title), encoding="utf-8")
    return len(recorder.frames) - 1


class Watched:
    """An agent whose decisions are noted (``hints[steps] = action``) for :func:`frames_of_save`:
    ``rulekit play --html`` finds its own match's steps again without a search."""

    def __init__(self, agent, hints: dict):
        self.agent = agent
        self.hints = hints

    def step(self, match):
        action = self.agent.step(match)
        self.hints[match.steps] = action
        return action

    def __getattr__(self, name):
        return getattr(self.agent, name)
