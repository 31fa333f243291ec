"""Factions of every game, from one place: built in, added by installed packages, or files.

A game names its factions by key. A key comes from a plugin's ``rulekit_factions(game)`` hook
(the game's own plugin gives its built-in factions; any installed package may add more), and
wherever a key is accepted a path to a faction file is accepted too::

    rulekit play pocket_tactics -o factions=mes_nains.txt,haut_roi --seed 3
    rulekit.load_game("pocket_tactics").new_match(factions=["nains", "haut_roi"])

The game turns a faction file into its own records with ``Game.faction_reader(key, path)``;
:func:`load` resolves the key or path, checks that the file is one of this game's, reads it
once per process and turns every fault of the file into one :class:`FactionFileError`.
A record may also carry ``warnings``, :class:`Problem` s that do not stop the file being
played but limit it (a Pocket Battles army with no ready-made list for some battle sizes):
``rulekit check`` shows them (:func:`warnings`).
This module never imports a game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterable

import attrs

from . import plugins
from .errors import RulekitError, UnknownFaction

BUILT_IN = "built-in"
FILE = "file"


# ------------------------------------------------------------------------------ problems
@attrs.frozen
class Problem:
    """One fault of a faction file: where, what, what was expected, a suggestion."""

    file: str
    line: int
    column: int
    message: str
    expected: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    suggestion: str | None = None

    def format(self) -> str:
        """One line: ``file:line:column: message (attendu : …) ; vouliez-vous dire « … » ?``."""
        text = f"{self.file}:{self.line}:{self.column}: {self.message}"
        if self.expected:
            shown = ", ".join(self.expected[:8]) + (" …" if len(self.expected) > 8 else "")
            text += f" (attendu : {shown})"
        if self.suggestion:
            text += f" ; vouliez-vous dire « {self.suggestion} » ?"
        return text

    @classmethod
    def of(cls, error, file: str = "") -> list["Problem"]:
        """The problems of a DSL error (:class:`rulekit.dsl.RulesSyntaxError`, several at once for
        a ``RulesSyntaxErrors``, or a ``RulesSemanticError``), or of any other error."""
        inner = getattr(error, "errors", None)
        if inner:
            return [p for e in inner for p in cls.of(e, file)]
        if hasattr(error, "line") and hasattr(error, "message"):
            expected = getattr(error, "expected", ()) or getattr(error, "supported", ())
            return [cls(error.file or file, error.line, error.column, error.message, expected,
                        getattr(error, "suggestion", None))]
        if isinstance(error, FactionFileError):
            return list(error.problems)
        return [cls(file, 1, 1, str(error))]

    @classmethod
    def of_all(cls, errors, file: str = "") -> list["Problem"]:
        return [p for e in errors for p in cls.of(e, file)]


class FactionFileError(RulekitError):
    """Every fault found in a faction file (``.problems``, in file order). ``str()`` is one line,
    the first fault (and how many others: ``rulekit check FILE`` lists them all); ``report()``
    is every fault, one per line."""

    def __init__(self, problems: Iterable[Problem]):
        self.problems = sorted(problems, key=lambda p: (p.file, p.line, p.column))
        first = self.problems[0]
        more = len(self.problems) - 1
        tail = f" (et {more} autre(s) erreur(s) : rulekit check {first.file})" if more else ""
        super().__init__(first.format() + tail)

    def report(self) -> str:
        return "\n".join(p.format() for p in self.problems)


class Report:
    """Collects the faults of one faction file, so that a reader reports them all at once. A
    fault the game finds where the DSL has reported one is that fault seen again (a misspelt key
    is also a missing stat): it is left out, as ``rulekit check`` leaves it out."""

    def __init__(self, file):
        self.file = str(file)
        self.problems: list[Problem] = []
        self._dsl_places: set[tuple[int, int]] = set()

    def add(self, message: str, line: int = 1, column: int = 1, expected=(), suggestion: str | None = None):
        if (line, column) not in self._dsl_places:
            self.problems.append(Problem(self.file, line, column, message, expected, suggestion))

    def error(self, error) -> None:
        """Record a DSL error (or several) or a FactionFileError."""
        found = Problem.of(error, self.file)
        self.problems.extend(found)
        self._dsl_places.update((p.line, p.column) for p in found)

    def __bool__(self) -> bool:
        return bool(self.problems)

    def check(self, error: type = None) -> None:
        """Raise a :class:`FactionFileError` (or ``error``, a subclass a game derives from its own
        error class too) with every fault recorded, if any."""
        if self.problems:
            raise (error or FactionFileError)(self.problems)


def warnings(record) -> list[Problem]:
    """What a game's faction record warns of (its ``warnings``, if it has any)."""
    return list(getattr(record, "warnings", ()))


# ------------------------------------------------------------------------------ where factions come from
@attrs.frozen
class Entry:
    """A faction a game can use: its key, its file and where it comes from (``built-in``, the
    name of the package that added it, or ``file`` for a path given by the user)."""

    game: str
    key: str
    path: Path
    origin: str


def _call(impl, **kwargs):
    return impl.function(*[kwargs[name] for name in impl.argnames])


def _home(game: str):
    """The plugin that declares ``game`` (its factions are the built-in ones)."""
    for impl in plugins.manager().hook.rulekit_games.get_hookimpls():
        if any(g.name == game for g in (_call(impl) or ())):
            return impl.plugin
    return None


def _origin(plugin) -> str:
    pm = plugins.manager()
    for registered, dist in pm.list_plugin_distinfo():
        if registered is plugin:
            return dist.project_name
    return pm.get_name(plugin) or getattr(plugin, "__name__", repr(plugin))


def _entries(value) -> list[tuple[str, Path]]:
    """What a ``rulekit_factions`` hook returned: ``{key: path}`` or paths (key: the file's stem)."""
    if value is None:
        return []
    if isinstance(value, dict):
        return [(str(k), Path(str(p))) for k, p in value.items()]
    if isinstance(value, (str, Path)):
        value = [value]
    return [(Path(str(p)).stem, Path(str(p))) for p in value]


def catalogue(game: str) -> dict[str, Entry]:
    """Every faction of ``game`` that has a key: the built-in ones first, then those each
    installed package adds (in registration order). A key given twice keeps its first file."""
    home = _home(game)
    found: list[Entry] = []
    for impl in plugins.manager().hook.rulekit_factions.get_hookimpls():
        origin = BUILT_IN if impl.plugin is home else _origin(impl.plugin)
        found.extend(Entry(game, key, path, origin) for key, path in _entries(_call(impl, game=game)))
    found.sort(key=lambda e: e.origin != BUILT_IN)
    out: dict[str, Entry] = {}
    for entry in found:
        out.setdefault(entry.key, entry)
    return out


def looks_like_path(name: str) -> bool:
    return "/" in name or "\\" in name or bool(Path(name).suffix)


def _known_text(game: str, keys) -> str:
    return f"factions of {game}: {', '.join(keys) or 'none'}, or the path of a faction file"


def resolve(game: str, name: str) -> Entry:
    """The faction a key or a path names. :class:`UnknownFaction` for a key no plugin gives
    (listing those there are) or a path where there is no file."""
    if not isinstance(name, str):
        raise UnknownFaction(f"not a faction key or path: {name!r}")
    name = name.strip()
    known = catalogue(game)
    if name in known:
        return known[name]
    path = Path(name).expanduser()
    try:
        is_file, is_dir = path.is_file(), path.is_dir()
    except (OSError, ValueError):  # a name no file system takes (a NUL byte, too long)
        is_file = is_dir = False
    if name and is_file:
        return Entry(game, name, path, FILE)
    if looks_like_path(name):
        reason = "is a folder, not a faction file" if is_dir else "no such file"
        raise UnknownFaction(f"{name}: {reason} ({game} takes a faction key or the path of a faction file)")
    from .dsl.errors import suggest

    guess = suggest(name, known)
    hint = f" (did you mean {guess!r}?)" if guess else ""
    raise UnknownFaction(f"unknown faction {name!r}{hint}; {_known_text(game, known)}")


def header(path: Path) -> dict[str, tuple[str, int]]:
    """The ``jeu :`` and ``faction :`` head lines of a faction file: ``{key: (value, line)}``."""
    from .dsl import source

    out: dict[str, tuple[str, int]] = {}
    for number, raw in enumerate(source.clean(source.read_text(path)).splitlines(), 1):
        if raw[:1] in (" ", "\t", "#") or ":" not in raw:
            continue
        key, _, value = raw.partition(":")
        key = key.strip().lower()
        if key in ("jeu", "faction") and key not in out:
            out[key] = (value.strip(), number)
    return out


def check_game(entry: Entry) -> None:
    """A faction file must say it is one of this game's (« jeu : GAME »)."""
    head = header(entry.path)
    if "jeu" not in head:  # an empty file, a misspelt « jeux : », « jeu » without its colon: said as check says it
        from .dsl.faction import parse_file_lenient

        _, errors = parse_file_lenient(entry.path)
        said = [p for p in Problem.of_all(errors, str(entry.path))
                if p.message.startswith("fichier vide") or (p.suggestion or "").startswith("jeu")]
        raise FactionFileError(said or [Problem(str(entry.path), 1, 1, f"l'en-tête « jeu : {entry.game} » manque",
                                                (f"jeu : {entry.game}",))])
    said, line = head["jeu"]
    if said != entry.game:
        raise FactionFileError([Problem(str(entry.path), line, 1, f"faction de « {said} », pas de « {entry.game} »",
                                        (f"jeu : {entry.game}",))])


def written_for(path: Path) -> Problem | None:
    """A file that says « jeu : A » but is written in another installed game's words (a
    Pocket-Tactics faction headed « jeu : pocket_battles »): one fault at its « jeu : » line,
    naming that game, instead of one per key the game it says does not know. Another game
    fits when it knows more of the file's block keywords and unit keys (:func:`written_words`)
    than the said one, which misses two of them at least (a typo is not another game)."""
    from .dsl import source
    from .dsl.faction import ABILITIES_KEY, CORE_BLOCKS, TYPE_BLOCK, key_of, written_words
    from .dsl.vocabulary import for_game

    head = header(path)
    if "jeu" not in head:
        return None
    said, line = head["jeu"]
    installed = plugins.games()
    if said not in installed:
        return None
    words = written_words(source.clean(source.read_text(path)))

    def unknown(game):
        vocabulary = for_game(game)
        core = [b for b in CORE_BLOCKS if b != TYPE_BLOCK or vocabulary.types]  # « type » is a block where types are
        known = (*vocabulary.stats, *vocabulary.blocks, *core, ABILITIES_KEY)
        return [w for w in words if key_of(w, known) is None]

    missed = unknown(said)
    if len(missed) < 2:
        return None
    best = min(installed, key=lambda g: len(unknown(g)))
    if best == said or len(unknown(best)) >= len(missed):
        return None
    return Problem(str(path), line, 1, f"« jeu : {said} », mais ce fichier est écrit pour {best} : "
                   f"{', '.join(missed)} ne sont pas des mots du jeu {said}", (f"jeu : {best}",), best)


_LOADED: dict[tuple[str, str], Any] = {}


def load(game: str, name: str):
    """The game's own record of the faction a key or path names (``Game.faction_reader``), read
    once per process. Errors: :class:`UnknownFaction`, :class:`FactionFileError` (every fault of
    the file; ``str()`` the first, on one line)."""
    cached = _LOADED.get((game, name)) if isinstance(name, str) else None
    if cached is not None:
        return cached
    from .dsl.errors import DslError

    entry = resolve(game, name)
    reader = plugins.load_game(game).faction_reader
    if reader is None:
        raise UnknownFaction(f"{game} reads no faction files")
    other = written_for(entry.path)  # « jeu : pocket_battles » atop a Pocket-Tactics file: that one fault
    if other is not None and other.suggestion == entry.game:
        raise FactionFileError([other])
    check_game(entry)
    if other is not None:
        raise FactionFileError([other])
    try:
        faction = reader(entry.key, entry.path)
    except DslError as exc:
        raise FactionFileError(Problem.of(exc, str(entry.path))) from None
    _LOADED[(game, name)] = faction
    return faction


def clear_cache() -> None:
    """Forget the factions read (a file changed on disk is read again)."""
    _LOADED.clear()


# ------------------------------------------------------------------------------ the option
def option(game: str, default, *, distinct: bool = False, as_text: bool = True,
           also: Callable[[str], bool] | None = None, help: str = "The two factions, player 1's first."):
    """The ``factions`` option of a two-player game: two keys or paths, ``"a,b"`` or a sequence;
    each is read (:func:`load`) when the match is made, so a bad file is refused at once.
    ``also``: other names the game accepts as they are (armies it keeps in memory)."""
    from .options import Option, UnknownFactionOption

    def convert(value):
        if isinstance(value, str):
            value = value.split(",")
        if not isinstance(value, (list, tuple)):
            raise TypeError(f"not a pair of names: {value!r}")
        names = []
        for v in value:
            if not isinstance(v, (str, Path)):
                raise TypeError(f"not a faction name: {v!r}")
            names.append(str(v).strip())
        if len(names) != 2 or (distinct and names[0] == names[1]):
            raise ValueError(f"not two {'different ' if distinct else ''}names: {value!r}")
        for n in names:
            if also is not None and also(n):
                continue
            try:
                load(game, n)
            except UnknownFaction as exc:
                raise UnknownFactionOption(f"{game}: option factions: {exc}") from None
        return ",".join(names) if as_text else names

    accepted = (f"two {'different ' if distinct else ''}factions, keys (`rulekit factions {game}`) or paths "
                "of faction files, separated by a comma")
    return Option(default, type=convert, accepted=accepted, help=help)
