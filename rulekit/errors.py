"""Every error rulekit raises on bad input.

They all derive from :class:`RulekitError`, so the CLI can print one clear line
for any of them instead of a traceback.
"""


class RulekitError(Exception):
    """Base class of the errors caused by bad input, not by a bug."""


class IllegalAction(RulekitError):
    """An action or chance outcome that is not legal now; the state is untouched."""

    def __init__(self, action, legal):
        self.action = action
        self.legal = list(legal)
        labels = ", ".join(_label(a) for a in self.legal[:30])
        more = "" if len(self.legal) <= 30 else f" (et {len(self.legal) - 30} autres)"
        super().__init__(f"action illégale : {_label(action)} ; actions légales : {labels}{more}")


class ResolutionError(RulekitError):
    """A legal choice that the game's procedure failed to resolve (a bug of the game, or a
    loaded state it cannot handle). ``match.apply`` restored the match as it was before;
    ``.step`` and ``.choice`` say where it failed, ``__cause__`` holds the original error."""

    def __init__(self, match, step, choice, cause):
        self.step = step
        self.choice = choice
        super().__init__(f"{match.game}: the step {type(step).__name__} failed to resolve "
                         f"{_label(choice)} ({type(cause).__name__}: {cause}); the match is unchanged")


class UnknownGame(RulekitError):
    """A game name that no installed plugin provides."""

    def __init__(self, name, installed):
        self.name = name
        self.installed = sorted(installed)
        super().__init__(
            f"unknown game {name!r}; installed games: {', '.join(self.installed) or 'none'}"
        )


class UnknownFaction(RulekitError):
    """A faction name that the game does not have."""


class SaveError(RulekitError):
    """A save that is corrupt, truncated, of another version or of a missing game."""


class NotPlayable(RulekitError):
    """A game that ships only vocabulary (``Game.playable`` False): it has no match to start."""


class OptionError(RulekitError):
    """A match option that the game does not accept."""


class ScenarioError(RulekitError):
    """A scenario description that the game cannot build (an unknown unit, a taken cell...)."""


def _label(x):
    """``x.label``, or its repr when it has none (any object may be handed to apply)."""
    try:
        label = x.label
    except Exception:  # no label, or one that cannot be computed for these field values
        return repr(x)
    return label if isinstance(label, str) and label else repr(x)
