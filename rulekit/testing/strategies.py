"""Hypothesis strategies for property tests of a game and of rules written in the DSL.

Each takes a game by name (``"pocket_tactics"``) or as its :class:`~rulekit.game.Game`:

- ``matches(game, max_steps=300, **options)``: a match reached by random play from a
  random seed (``match_states`` is the older name);
- ``playthroughs(game, max_steps=5000, **options)``: ``(seed, [every state of a whole
  random match])``;
- ``action_sequences(game, max_length=40, **options)``: an :class:`ActionSequence`, the
  choices (actions and chance outcomes) of a match from its start, each drawn as an index
  among the legal ones, so a failing example shrinks to a short sequence of first choices;
  ``.replay()`` is the match after them;
- ``ability_asts(game)`` / ``ability_texts(game)``: typed ASTs / canonical French of
  abilities over the game's vocabulary (hook ``rulekit_vocabulary``) that
  ``rulekit.dsl.parse_ability(text, game=game)`` reads back to the same AST;
- ``faction_files(game)``: whole faction-file texts (docs/DSL.md) whose units have typed
  stats and abilities drawn from ``ability_texts``; ``rulekit.dsl.parse_text`` reads them
  and, by default, ``rulekit.dsl.load_faction`` compiles every ability.

A drawn seed and drawn indices drive everything, so a failing example replays exactly.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import attrs
from hypothesis import note
from hypothesis import strategies as st

from ..chance import CHANCE, sample


def advance(match, rng: random.Random, steps: int | None = None):
    """Play ``steps`` random steps (or to the end) in place; return the match."""
    done = 0
    while not match.is_over and (steps is None or done < steps):
        if match.current_player is CHANCE:
            match.apply(sample(match.chance_outcomes(), rng))
        else:
            match.apply(rng.choice(match.legal_actions()))
        done += 1
    return match


def seeds():
    return st.integers(min_value=0, max_value=2**31 - 1)


def _game(game):
    """The Game definition of ``game`` (a name or a Game)."""
    if isinstance(game, str):
        from ..plugins import load_game

        return load_game(game)
    return game


# --- matches ---------------------------------------------------------------------------

@st.composite
def matches(draw, game, max_steps: int = 300, **options):
    """A match of ``game`` after a random number (0 to ``max_steps``) of random steps from a
    random seed: players choose uniformly, chance by its probabilities."""
    game = _game(game)
    seed = draw(seeds())
    steps = draw(st.integers(min_value=0, max_value=max_steps))
    match = game.new_match(seed=seed, **options)
    advance(match, random.Random(seed), steps)
    note(f"{game.name}: seed {seed}, {steps} random steps (rulekit.testing.strategies.advance)")
    return match


#: the older name of :func:`matches`
match_states = matches


@st.composite
def playthroughs(draw, game, max_steps: int = 5000, **options):
    """``(seed, [state after each step])`` of one random match, cloned at every step."""
    game = _game(game)
    seed = draw(seeds())
    rng = random.Random(seed)
    match = game.new_match(seed=seed, **options)
    states = [match.clone()]
    while not match.is_over and len(states) <= max_steps:
        advance(match, rng, 1)
        states.append(match.clone())
    return seed, states


# --- action sequences --------------------------------------------------------------------

def _label(choice) -> str:
    try:
        return choice.label
    except Exception:  # a record without a label: its repr
        return repr(choice)


@attrs.frozen(repr=False)
class ActionSequence:
    """Choices taken from the start of a new match: ``game.new_match(seed, **options)``,
    then each of ``choices`` (a player's action or a chance outcome) in turn."""

    game: str
    seed: int
    options: dict = attrs.field(factory=dict, hash=False)
    choices: tuple = ()
    definition: Any = attrs.field(default=None, eq=False, hash=False)  # the Game, if not installed

    @property
    def labels(self) -> list[str]:
        return [_label(c) for c in self.choices]

    def new_match(self):
        from ..plugins import load_game

        game = self.definition if self.definition is not None else load_game(self.game)
        return game.new_match(seed=self.seed, **self.options)

    def replay(self, upto: int | None = None):
        """The match after the first ``upto`` choices (all of them by default)."""
        match = self.new_match()
        for choice in self.choices[:upto]:
            match.apply(choice)
        return match

    def __len__(self):
        return len(self.choices)

    def __repr__(self):
        options = "".join(f", {k}={v!r}" for k, v in self.options.items())
        labels = "; ".join(f"« {label} »" for label in self.labels)
        return f"ActionSequence({self.game}, seed={self.seed}{options}: [{labels}])"

    def _repr_pretty_(self, printer, cycle):  # hypothesis prints falsifying examples with this
        printer.text(repr(self))


@st.composite
def action_sequences(draw, game, max_length: int = 40, seed: int | None = None, **options):
    """An :class:`ActionSequence` of up to ``max_length`` legal choices (fewer if the match
    ends). Its length and each choice (an index among the legal actions, or among the
    chance outcomes, all equally likely to be drawn whatever their probability) are drawn
    by hypothesis, so examples shrink towards short sequences and first choices."""
    game = _game(game)
    seed = draw(seeds()) if seed is None else seed
    length = draw(st.integers(min_value=0, max_value=max_length))
    match = game.new_match(seed=seed, **options)
    choices = []
    while len(choices) < length and not match.is_over:
        if match.current_player is CHANCE:
            legal = [outcome for outcome, _ in match.chance_outcomes()]
        else:
            legal = match.legal_actions()
        choice = legal[draw(st.integers(min_value=0, max_value=len(legal) - 1))]
        match.apply(choice)
        choices.append(choice)
    return ActionSequence(game.name, seed, dict(options), tuple(choices), game)


# --- DSL: abilities and faction files ------------------------------------------------------

def _vocabulary(game):
    """The vocabulary the plugins give for ``game`` (a name, a Game or a Vocabulary itself)."""
    from ..dsl import DslError, Vocabulary
    from ..dsl.vocabulary import for_game
    from ..plugins import vocabulary

    if isinstance(game, Vocabulary):
        return game
    name = _game(game).name
    if not vocabulary(name):
        raise DslError(f"{name}: the game gives no vocabulary (hook rulekit_vocabulary), so no rule text")
    vocab = for_game(name)
    if vocab.extension is not None:
        raise DslError(f"{name}: its rules are read by its own grammar ({vocab.extension.name}); "
                       "rulekit.testing draws only the shared grammar's sentences")
    return vocab


def ability_asts(game, sheets: bool | None = None):
    """Typed ASTs of whole abilities (``dsl.Capacite``) over ``game``'s nouns, and reference-
    sheet lines (``dsl.Fiche``) when ``sheets`` is true; by default, when the vocabulary
    names rules a sheet may cite (``règles :``, as Epic's does)."""
    vocab = _vocabulary(game)
    return _asts(vocab, bool(vocab.rules) if sheets is None else sheets)


@lru_cache(maxsize=32)
def _asts(vocab, sheets: bool):
    """Built once per vocabulary: building the strategy tree costs more than drawing from it."""
    from .dsl_strategies import Strategies

    strategies = Strategies(vocab)
    return st.one_of(strategies.capacite(), strategies.fiche()) if sheets else strategies.capacite()


def ability_texts(game, sheets: bool | None = None):
    """The canonical French (``dsl.render``) of :func:`ability_asts`: one ability per text,
    which ``dsl.parse_ability(text, game=game)`` reads back to the drawn AST."""
    from ..dsl import render

    return ability_asts(game, sheets).map(render)


#: names for drawn abilities, units of games without nouns, factions
ABILITY_NAMES = ("Rage", "Peau de pierre", "Bouclier", "Charge Furieuse", "Vigilance", "Ruse", "Fureur",
                 "Sang-froid", "Éclaireur", "Tueur de Titan", "Œil de lynx", "Marche forcée")
FACTION_NAMES = ("Légion d'Essai", "Les Hypothèses", "Horde Aléatoire", "Garde du Générateur")
STAT_KEYS = ("nombre", "coût", "force", "type")  # when the vocabulary lists none


def _stat_values(words):
    """Typed stat values (``rulekit.dsl.values``), written as a faction file writes them."""
    from ..dsl.values import De, Distance, Seuil, show

    single = st.one_of(
        st.integers(0, 30), st.tuples(st.integers(0, 9), st.integers(0, 9)),
        st.builds(De, st.integers(1, 3), st.sampled_from([3, 6])), st.builds(Seuil, st.integers(2, 6)),
        st.builds(Distance, st.integers(1, 60), st.sampled_from(["cm", "tuiles"])), st.none(),
        st.sampled_from(words),
    )
    return st.one_of(single, st.lists(single.filter(lambda v: v is not None), min_size=2, max_size=3)
                     .map(tuple)).map(show)


def faction_files(game, compiled: bool = True, max_units: int = 4, max_abilities: int = 4,
                  sheets: bool | None = None):
    """The text of a faction file of ``game`` (docs/DSL.md): header, named abilities
    (``capacité NOM : PHRASE``, long ones continued on indented lines), units of the game
    with a value for each stat key the vocabulary lists and a ``capacités :`` line citing
    named abilities or giving an unnamed sentence, and now and then a block of one of the
    game's own keywords. With ``compiled`` (the default) only abilities that
    ``dsl.compile_ability`` compiles are kept, so ``dsl.load_faction`` loads the file."""
    vocab = _vocabulary(game)
    asts = ability_asts(vocab, sheets)
    nouns = [s for s, _ in vocab.types + vocab.terrains] or ["Humain"]
    return _faction_files(vocab, asts, _stat_values(nouns), compiled, max_units, max_abilities)


@st.composite
def _faction_files(draw, vocab, asts, values, compiled, max_units, max_abilities):
    from ..dsl import CompileError, compile_ability, render

    name = vocab.game or "jeu_d_essai"

    def ability(ability_name=None):
        """A drawn sentence; when ``compiled``, one the game can execute (a few draws are
        tried: most random ASTs ask what the game never asks, a RulesSemanticError), else None."""
        for _ in range(12 if compiled else 1):
            ast = draw(asts)
            text = render(ast)
            if not compiled:
                return text
            try:
                compile_ability(ast, name=ability_name or text, text=text, vocabulary=vocab)
            except CompileError:
                continue
            return text
        return None

    lines = ["# Faction tirée par rulekit.testing.strategies.faction_files", f"jeu : {name}",
             f"faction : {draw(st.sampled_from(FACTION_NAMES))}", ""]
    names = draw(st.lists(st.tuples(st.sampled_from(ABILITY_NAMES), st.one_of(st.none(), st.integers(1, 3))),
                          max_size=max_abilities, unique_by=lambda t: t[0]))
    declared = []
    for base, x in names:
        ability_name = base if x is None else draw(st.sampled_from([f"{base} ({x})", f"+{x} {base}"]))
        text = ability(ability_name)
        if text is None:
            continue
        declared.append(ability_name)
        lines.extend(_wrapped(f"capacité {ability_name} : {text}", draw(st.sampled_from([0, 60, 100]))))
    lines.append("")

    unit_names = [s for s, _ in vocab.units] or ["Guerrier", "Archer", "Géant"]
    keys = [k for k in vocab.stats if k.lower() != "capacités"] or list(STAT_KEYS)
    for unit in draw(st.lists(st.sampled_from(unit_names), min_size=1, max_size=max_units, unique=True)):
        lines.append(f"unité {unit}")
        for key in draw(st.lists(st.sampled_from(keys), max_size=len(keys), unique=True)):
            lines.append(f"    {key} : {draw(values)}")
        refs = draw(st.lists(st.sampled_from(declared), max_size=3, unique=True)) if declared else []
        if draw(st.booleans()):  # an unnamed ability, keyed by its own text
            text = ability()
            if text is not None and text not in declared:
                refs.append(text)
        lines.append(f"    capacités : {', '.join(refs) if refs else 'aucun'}")
        lines.append("")

    blocks = [b for b in vocab.blocks]
    if blocks and draw(st.booleans()):
        lines.append(f"{draw(st.sampled_from(blocks))} {draw(st.sampled_from(FACTION_NAMES))}")
        for key in draw(st.lists(st.sampled_from(["nom", "valeur", "portée", "note"]), min_size=1, unique=True)):
            lines.append(f"    {key} : {draw(values)}")
    return "\n".join(lines) + "\n"


def _wrapped(line: str, width: int) -> list[str]:
    """``line`` cut at spaces into lines of about ``width`` characters (0: not cut), the
    following ones indented: a faction file joins them back with one space."""
    if not width or len(line) <= width:
        return [line]
    out, current = [], ""
    for word in line.split(" "):
        if current and len(current) + 1 + len(word) > width and not word.startswith("#"):
            out.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    out.append(current)
    return [out[0]] + [f"    {part}" for part in out[1:]]
