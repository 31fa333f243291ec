"""Faction files: the faction, its units and their stats, its named abilities.

The format (docs/DSL.md) is line based: ``jeu :`` and ``faction :`` head the file;
``capacité NAME : SENTENCE`` declares an ability (parsed by the grammar at once);
``unité NAME`` and the game's extra block keywords open a block whose indented
body lines are ``clé : valeur``. Values are typed by :mod:`rulekit.dsl.values`.
Keywords and keys are words an author types from memory: capitals and accents do not
matter in them (« Coût », « cout », « COÛT » are the game's « coût »: :func:`key_of`);
in the sentences they do.
"""

from __future__ import annotations

import unicodedata
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any, Mapping

import attrs

from . import source, values
from .errors import RulesSyntaxError, RulesSyntaxErrors, suggest
from .vocabulary import Vocabulary, for_game, plural_of

CORE_BLOCKS = ("capacité", "unité", "type")
HEADERS = ("jeu", "faction")
#: block keywords whose name is a unit of the file (added to the vocabulary of its own sentences)
UNIT_BLOCKS = ("unité", "troupe")
#: the key of a unit's abilities, and the singular an author writes when there is one
ABILITIES_KEY = "capacités"
SINGULARS = {"capacité": ABILITIES_KEY}
#: the block that declares a unit type of the file's own (« type Éléphant »), and its keys: its plural
#: (default: the French one), its gender, and for a game whose procedures treat units by type (Epic) the
#: game's type it is treated as (``comme``, each game's reader checks it)
TYPE_BLOCK = "type"
TYPE_KEYS = ("pluriel", "genre", "comme")
GENDERS = ("masculin", "féminin")
#: a block that is read and left out (its opening line was in error: its body is not reported again)
SKIPPED = "(ignoré)"


def fold(word: str) -> str:
    """A keyword or key without capitals and accents, its spaces single."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def key_of(word: str, known) -> str | None:
    """The known keyword or key ``word`` is written for, or None: capitals aside, and accents
    left out (« Coût », « cout » → « coût »; not « coüt », a typo), or the singular of a known
    plural (« capacité » → « capacités »)."""
    plain = " ".join(word.casefold().split())
    unaccented = plain == fold(word)
    for k in known:
        if " ".join(k.casefold().split()) == plain or (unaccented and fold(k) == plain):
            return k
    for singular, plural in SINGULARS.items():
        if plural in known and key_of(word, (singular,)):
            return plural
    return None


@attrs.frozen
class AbilityDecl:
    """A named ability: its French sentence as written and its typed AST."""

    name: str
    text: str
    ast: Any = attrs.field(eq=False)
    line: int = 0


@attrs.frozen
class UnitDecl:
    """A unit block: ``stats`` maps each key to its typed value; ``abilities`` are keys of
    :attr:`FactionFile.abilities` (a declared name, or the sentence itself when unnamed)."""

    name: str
    stats: Mapping[str, Any]
    abilities: tuple[str, ...] = ()
    line: int = 0
    #: where each stat's value stands in the file: key -> (line, column)
    where: Mapping[str, tuple[int, int]] = attrs.field(factory=dict, eq=False, repr=False)

    def at(self, key: str) -> tuple[int, int]:
        """(line, column) of a stat's value, or of the block when the stat is missing."""
        return self.where.get(key, (self.line, 1))


@attrs.frozen
class Block:
    """A block of a game's own keyword (``arme``, ``armée``, ``table``...). Its ``name`` is empty
    when its opening line gave none: that fault is reported there, and the block still counts
    as one of its kind (a faction with a nameless ``base`` has a base, not none; a nameless
    ``unité`` is such a block too, not a unit: :meth:`FactionFile.has`), its body left out."""

    keyword: str
    name: str
    fields: Mapping[str, Any]
    line: int = 0


@attrs.frozen
class FactionFile:
    game: str
    faction: str
    path: str
    abilities: Mapping[str, AbilityDecl]
    units: tuple[UnitDecl, ...]
    blocks: tuple[Block, ...] = ()
    #: the vocabulary the file was read with: the game's, and the file's own unit and ability
    #: names (:func:`own_vocabulary`); compile its abilities with it
    vocabulary: Vocabulary | None = attrs.field(default=None, eq=False, repr=False)
    #: every unit name the file declares, a block in error included (« unit Éléphant », a misspelt keyword):
    #: an army list naming one is not also at fault
    unit_names: tuple[str, ...] = attrs.field(default=(), eq=False, repr=False)

    def has(self, keyword: str) -> bool:
        """Whether the file opens a block of ``keyword``, named or not (a fault at a nameless
        block's line is not also a missing block)."""
        return any(b.keyword == keyword for b in self.blocks) or (keyword in UNIT_BLOCKS and bool(self.units))

    def unit(self, name: str) -> UnitDecl:
        for u in self.units:
            if u.name == name:
                return u
        raise KeyError(name)


def _vocabulary_near(path: Path) -> Vocabulary | None:
    for folder in (path.parent, path.parent.parent):
        candidate = folder / "vocabulaire.txt"
        if candidate.is_file():
            return Vocabulary.from_file(candidate)
    return None


#: vocabularies added to the default one of every faction file read in this context
#: (``rulekit check --vocabulary``): :func:`added_vocabulary`
_ADDED: ContextVar[Vocabulary | None] = ContextVar("rulekit_added_vocabulary", default=None)


@contextmanager
def added_vocabulary(vocabulary: Vocabulary | None):
    """Within the block, every faction file read with its default vocabulary reads with
    ``vocabulary`` added to it (the game's stays underneath)."""
    token = _ADDED.set(vocabulary)
    try:
        yield
    finally:
        _ADDED.reset(token)


def default_vocabulary(game: str, path: Path | None) -> Vocabulary:
    """A ``vocabulaire.txt`` beside the file (or one folder up) when there is one, else the
    plugins' vocabulary for ``game`` (reading the file avoids importing every installed game);
    with the vocabulary :func:`added_vocabulary` adds, if any."""
    near = _vocabulary_near(path) if path is not None else None
    found = near if near is not None else for_game(game or None)
    added = _ADDED.get()
    return found.merge(added) if added is not None else found


def declared_names(text: str, unit_blocks=UNIT_BLOCKS) -> tuple[list[str], list[str]]:
    """The unit names (``unité NAME`` / ``troupe NAME`` blocks at column 0) and the ability
    names (``capacité NAME :``) a faction file's text declares, in file order."""
    units, abilities = [], []
    for raw in text.splitlines():
        if not raw or raw[:1] in " \t#":
            continue
        word, _, rest = raw.strip().partition(" ")
        # a misspelt keyword (« unit », « capacites ») is reported at its line; its name is still the file's
        word = key_of(word, unit_blocks + ("capacité",)) or suggest(word, unit_blocks + ("capacité",))
        name, colon, after = rest.partition(":")
        if word in unit_blocks and name.strip() and not after.strip():
            units.append(name.strip())
        elif word == "capacité" and ":" in rest:
            name = rest.partition(":")[0].strip()
            if name:
                abilities.append(name)
    return units, abilities


def feminine_units(text: str, unit_blocks=UNIT_BLOCKS) -> list[str]:
    """The units a faction file declares « genre : féminin »: their sentences agree with them
    (« Les Sentinelles ne peuvent pas être attaquées » renders « Une Sentinelle ne peut pas être attaquée »)."""
    out, current = [], None
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip()[:1] == "#":
            continue
        if raw[:1] not in " \t":
            word, _, rest = raw.strip().partition(" ")
            current = rest.strip() if key_of(word, unit_blocks) in unit_blocks and ":" not in rest else None
            continue
        key, sep, value = raw.strip().partition(":")
        if current and sep and key.strip().lower() == "genre" and value.strip().lower() == "féminin":
            out.append(current)
    return out


@attrs.frozen
class TypeDecl:
    """A unit type a faction file declares (``type NOM`` and its indented keys, as written)."""

    name: str
    plural: str
    feminine: bool = False
    line: int = 0


def declared_types(text: str) -> list[TypeDecl]:
    """The unit types a faction file's text declares (``type NOM`` blocks at column 0, their
    ``pluriel`` and ``genre``), in file order: nouns its sentences may name (« contre un Éléphant »)."""
    found, current = [], None
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip() or raw.lstrip()[:1] == "#":
            continue
        if raw[:1] not in " \t":
            word, _, rest = raw.strip().partition(" ")
            name = rest.partition(":")[0].strip()
            current = None
            if key_of(word, (TYPE_BLOCK,)) and name and not rest.partition(":")[2].strip():
                current = {"name": name, "line": number}
                found.append(current)
            continue
        key, sep, value = raw.strip().partition(":")
        if current is not None and sep:
            said = key_of(key.strip(), TYPE_KEYS)
            if said in ("pluriel", "genre") and value.strip():
                current[said] = value.strip()
    return [TypeDecl(t["name"], t.get("pluriel") or plural_of(t["name"]),
                     fold(t.get("genre", "")) == "feminin", t["line"]) for t in found]


def written_words(text: str) -> list[str]:
    """The words a faction file writes where a game's words stand: its block keywords (but the
    head's and ``capacité``) and the keys of its unit blocks, as first written, once each
    (capitals and accents aside: :func:`fold`), in file order. Which game's file it is shows
    in them (:func:`rulekit.factions.written_for`)."""
    found, in_unit = {}, False
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if raw[:1] in " \t":
            if in_unit and ":" in raw:
                key = raw.partition(":")[0].strip()
                found.setdefault(fold(key), key)
            continue
        word = raw.split()[0].partition(":")[0]
        in_unit = key_of(word, UNIT_BLOCKS) is not None
        if key_of(raw.partition(":")[0], HEADERS) is None and key_of(word, ("capacité",)) is None:
            found.setdefault(fold(word), word)
    return list(found.values())


def own_vocabulary(vocabulary: Vocabulary, units=(), abilities=(), feminine=(), types=()) -> Vocabulary:
    """``vocabulary`` with a faction file's own names added: its units (so « Un Forgeron … »
    reads in the file that declares ``unité Forgeron``), its unit types (:class:`TypeDecl`, or
    ``(singular, plural)``: « contre un Éléphant ») and its ability names (as named rules a
    sentence may cite). Names the vocabulary already knows are left as they are, so a file
    that declares nothing new reads with the game's vocabulary itself (and its parser)."""
    known = vocabulary.forms()
    types = [t if isinstance(t, TypeDecl) else TypeDecl(*t) for t in types]
    new_types = [t for t in types if t.name.lower() not in known]
    if new_types:
        vocabulary = attrs.evolve(vocabulary, types=vocabulary.types + tuple((t.name, t.plural) for t in new_types))
        feminine = (*feminine, *(t.name for t in new_types if t.feminine))
    new_units = [u for u in dict.fromkeys(units) if u.lower() not in known]
    rules = {f.lower() for pair in vocabulary.rules for f in pair}
    new_rules = [a for a in dict.fromkeys(abilities) if a.lower() not in known and a.lower() not in rules
                 and a[:1].isalpha()]
    new_feminine = [u for u in dict.fromkeys(feminine) if u not in vocabulary.feminine]
    if new_feminine:
        vocabulary = attrs.evolve(vocabulary, feminine=vocabulary.feminine + tuple(new_feminine))
    if not new_units and not new_rules:
        return vocabulary
    # plurals: the default French plural, and the name itself (« des Nains » or « des Nain »); a name whose
    # words after the first are adjectives agrees them too (« Guerrier nécron » → « Guerriers nécrons »)
    agreed = tuple((a, u) for u in new_units if (a := agreed_plural(u)) is not None and a.lower() not in known)
    return attrs.evolve(vocabulary, units=vocabulary.units + tuple((u, plural_of(u)) for u in new_units),
                        rules=vocabulary.rules + tuple((a, a) for a in new_rules),
                        synonyms=vocabulary.synonyms + agreed)


#: the small words after which a unit's name goes on with a complement, not an adjective (« Chariot de Guerre »)
_LINKS = {"de", "du", "des", "d", "à", "au", "aux", "en", "la", "le", "les", "l", "et", "sur", "sans", "avec"}


def agreed_plural(name: str) -> str | None:
    """The plural of a unit's name whose first word is followed by lowercase adjectives only, each agreed
    (« Guerrier nécron » → « Guerriers nécrons »); None for a name of one word, with a complement or a proper
    name after its first word (« Chariot de Guerre », « Éclaireur Tau »: :func:`plural_of` says them)."""
    words = name.split()
    if len(words) < 2 or any(w.lower().replace("'", " ").split()[0] in _LINKS or not w.isalpha() or not w.islower()
                             for w in words[1:]):
        return None
    agreed = [w if w[-1:] in "sxz" else w + "s" for w in words[1:]]
    out = " ".join([plural_of(words[0]), *agreed])
    return None if out == plural_of(name) else out


def parse_file(path, vocabulary: Vocabulary | None = None) -> FactionFile:
    """Read a faction file; :class:`RulesSyntaxError` names the file, line and column (a
    :class:`RulesSyntaxErrors` when there are several: every error of the file at once)."""
    path = Path(path)
    text = source.read_text(path)  # UTF-8 (BOM allowed), else an error naming the file
    return parse_text(text, file=str(path), vocabulary=vocabulary, folder=path)


def parse_text(text: str, file: str | None = None, vocabulary: Vocabulary | None = None,
               folder: Path | None = None) -> FactionFile:
    """A faction file's text (BOM dropped, NFC-normalised; errors placed in the text as written:
    :func:`rulekit.dsl.source.guard`)."""
    parsed, errors = parse_text_lenient(text, file, vocabulary, folder)
    if errors:
        raise errors[0] if len(errors) == 1 else RulesSyntaxErrors(errors)
    return parsed


def parse_file_lenient(path, vocabulary: Vocabulary | None = None) -> tuple[FactionFile | None, list]:
    """``(what could be read, every error)``: a line in error is left out (an ability that does
    not parse, a block line that is not « clé : valeur »...) and the rest read, so that
    ``rulekit check`` and the games can report every fault of a file at once. The file is
    None when it cannot be read at all (not UTF-8, missing)."""
    path = Path(path)
    try:
        text = source.read_text(path)
    except RulesSyntaxError as exc:
        return None, [exc]
    return parse_text_lenient(text, str(path), vocabulary, path)


def parse_text_lenient(text, file=None, vocabulary=None, folder=None) -> tuple[FactionFile | None, list]:
    errors: list[RulesSyntaxError] = []

    def run(clean):
        return _parse_text(clean, file, vocabulary, folder, errors)

    try:
        parsed = source.guard(text, run, file=file, sentence=False)
    except RulesSyntaxError as exc:  # the whole text is unreadable (encoding, ...)
        return None, [exc]
    if errors and isinstance(text, str):
        written = source.without_bom(text)
        cleaned = source.clean(written)
        errors = [source.remap(e, written, cleaned) for e in errors]
    return parsed, sorted(errors, key=lambda e: (e.line, e.column))


class _Skip(Exception):
    """The line in error has been recorded: go on with the next one."""


def _parse_text(text: str, file: str | None, vocabulary: Vocabulary | None, folder: Path | None,
                errors: list) -> FactionFile:
    from .parser import parse_ability_with  # the grammar is built on first use

    def fail(message, line, column=1, expected=(), suggestion=None):
        errors.append(RulesSyntaxError(message, text=text, file=file, line=line, column=column,
                                       expected=expected, suggestion=suggestion))
        raise _Skip

    # 1. logical lines: (number, indent?, content); continuation of a capacité sentence
    lines: list[list] = []
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indented = raw[:1] in (" ", "\t")
        col = len(raw) - len(raw.lstrip()) + 1
        if indented and lines and not lines[-1][1] and ":" in lines[-1][2] \
                and key_of(lines[-1][2].split()[0], ("capacité",)):
            lines[-1][2] += " " + stripped
            continue
        lines.append([number, indented, stripped, col])
    if not lines:
        errors.append(RulesSyntaxError("fichier vide : une faction commence par « jeu : NOM » et « faction : NOM »",
                                       text=text, file=file, line=1, column=1, expected=HEADERS))
        return FactionFile(game="", faction="", path=file or "", abilities={}, units=(),
                           vocabulary=vocabulary or default_vocabulary("", folder))

    header: dict[str, str] = {}
    for number, indented, content, col in lines:
        said, value, _ = header_of(content) if not indented else (None, "", None)
        if said and said not in header:
            header[said] = value
    game = header.get("jeu", "")
    if vocabulary is None:
        vocabulary = default_vocabulary(game, folder)
    block_words = CORE_BLOCKS + tuple(b.lower() for b in vocabulary.blocks)
    own_units, own_abilities = declared_names(text, tuple(w for w in UNIT_BLOCKS if w in block_words))
    game_vocabulary = vocabulary
    vocabulary = own_vocabulary(vocabulary, own_units, own_abilities,
                                feminine_units(text, tuple(w for w in UNIT_BLOCKS if w in block_words)),
                                declared_types(text))

    abilities: dict[str, AbilityDecl] = {}
    units: list[UnitDecl] = []
    blocks: list[Block] = []
    current = None  # [keyword, name, fields, line, misspelt]
    pending_units: list = []
    unit_lines: dict[str, int] = {}

    def close():
        if current is None or current[0] == SKIPPED:
            return
        keyword, name, fields, line, misspelt = current
        if keyword in UNIT_BLOCKS:
            pending_units.append((name, fields, line, misspelt))
        else:
            blocks.append(Block(keyword, name, {k: v for k, (v, _, _) in fields.items()}, line))

    stats = tuple(dict.fromkeys(tuple(vocabulary.stats) + (ABILITIES_KEY,)))
    for number, indented, content, col in lines:
        try:
            if indented:
                if current is None:
                    fail("ligne indentée hors d'un bloc", number, col, expected=block_words)
                key, sep, rest = content.partition(":")
                if not sep:
                    fail("ligne de bloc sans « clé : valeur »", number, col + len(content), expected=(":",))
                key = key.strip()
                if current[0] == TYPE_BLOCK:
                    _type_key(key, rest, current, number, col, fail, game, game_vocabulary)
                known = key_of(key, TYPE_KEYS if current[0] == TYPE_BLOCK else stats)
                if current[0] in UNIT_BLOCKS and vocabulary.stats and known is None:
                    guess = suggest(key, stats)
                    if guess:  # the stat it was meant for is not missing too: the same fault, the same place
                        current[4][guess] = (number, col)
                    fail(f"caractéristique inconnue « {key} »", number, col, expected=stats, suggestion=guess)
                key = known or (key if current[0] in UNIT_BLOCKS else key.lower())
                if key in current[2]:
                    fail(f"« {key} » donnée deux fois dans le bloc « {current[0]} {current[1]} » "
                         f"(déjà ligne {current[2][key][1]})", number, col)
                current[2][key] = (rest.strip(), number, col + content.index(":") + 1)
                continue
            key, sep, rest = content.partition(":")
            first = content.split()[0]
            word = key_of(first, block_words)
            said, _, fault = header_of(content)
            if said and (fault is None or word is None):
                close(); current = None
                if fault is not None:  # read as the head line it was meant for, and said once
                    fail(fault[0], number, col + fault[1], expected=fault[2], suggestion=fault[3])
                continue
            if word == "capacité":
                close(); current = None
                name, sep2, sentence = content[len(first):].partition(":")
                name = name.strip()
                if not sep2 or not name:
                    fail("une capacité s'écrit « capacité NOM : PHRASE »", number, col + len(content),
                         expected=(":",))
                if name in abilities:
                    fail(f"capacité « {name} » déclarée deux fois (déjà ligne {abilities[name].line})", number, col)
                start = content.index(":") + 1
                offset = start + (len(sentence) - len(sentence.lstrip()))
                try:
                    ast = parse_ability_with(sentence.strip(), vocabulary, file=file, line=number,
                                             column=col + offset, source=text)
                except RulesSyntaxError as exc:
                    errors.append(exc)
                    abilities[name] = AbilityDecl(name, sentence.strip(), None, number)  # known, not usable
                    continue
                abilities[name] = AbilityDecl(name, sentence.strip(), ast, number)
                continue
            close(); current = [SKIPPED, "", {}, number, {}]  # until it opens, the block's lines are left out
            if word is None:
                if suggest(first, block_words) == "capacité" and ":" in content:  # its name known to the units
                    name = content[len(first):].partition(":")[0].strip()  # that cite it: not unknown there too
                    abilities.setdefault(name, AbilityDecl(name, content.partition(":")[2].strip(), None, number))
                said = HEADERS + tuple(w for w in block_words if w != TYPE_BLOCK or game_vocabulary.types)
                fail(f"mot-clé de bloc inconnu « {first} »", number, col, expected=said, suggestion=suggest(first, said))
            name, colon, after = content[len(first):].partition(":")  # « unité Écuyer : » is « unité Écuyer »
            name = name.strip()
            if after.strip():
                fail(f"« {word} NOM » ouvre un bloc : ses « clé : valeur » vont sur les lignes indentées qui "
                     "le suivent", number, col + len(content) - len(after), expected=("fin de ligne",))
            if not name:
                blocks.append(Block(word, "", {}, number))  # still a block of its kind (:class:`Block`)
                fail(f"le bloc « {word} » n'a pas de nom", number, col + len(first), expected=("NOM",))
            if word in UNIT_BLOCKS and name in unit_lines:
                fail(f"unité « {name} » déclarée deux fois (déjà ligne {unit_lines[name]})", number, col)
            if word in UNIT_BLOCKS:  # a unit may bear the name of a weapon or a formation (« unité Lobba », « arme Lobba »)
                unit_lines[name] = number
            if word == TYPE_BLOCK:
                _type_name(name, game, game_vocabulary, own_units, number, col + len(first) + 1, fail)
            current = [word, name, {}, number, {}]
        except _Skip:
            continue
    close()

    for name, fields, line, misspelt in pending_units:
        unit_stats = {}
        refs: list[str] = []
        where = {**misspelt, **{key: (number, col + 1) for key, (raw, number, col) in fields.items()}}
        for key, (raw, number, col) in fields.items():
            if key == ABILITIES_KEY:
                try:
                    refs.extend(_ability_refs(raw, abilities, vocabulary, file, number, col, text))
                except RulesSyntaxError as exc:
                    errors.append(exc)
            else:
                unit_stats[key] = values.value(raw)
        units.append(UnitDecl(name, unit_stats, tuple(refs), line, where))
    for said in HEADERS:
        if said not in header:
            errors.append(RulesSyntaxError(f"l'en-tête « {said} : NOM » manque", text=text, file=file, line=1,
                                           column=1, expected=(f"{said} :",)))
    abilities = {n: d for n, d in abilities.items() if d.ast is not None}
    return FactionFile(game=game, faction=header.get("faction", ""), path=file or "", abilities=abilities,
                       units=tuple(units), blocks=tuple(blocks), vocabulary=vocabulary, unit_names=tuple(own_units))


def header_of(content: str):
    """``(header, value, fault)`` of a line at column 0 meant as a head line: « jeu : X »; « jeux : X » (a
    misspelt key, one word) or « faction X » (no colon), read as the head line they are meant for, with
    their fault ``(message, column offset, expected, suggestion)``; ``(None, "", None)`` for any other line."""
    key, sep, rest = content.partition(":")
    said = key_of(key, HEADERS) if sep else None
    if said:
        return said, rest.strip(), None
    first, _, after = content.partition(" ")
    said = key_of(first, HEADERS)
    if said and after.strip() and not sep:
        return said, after.strip(), (f"un en-tête s'écrit « {said} : NOM » : il manque les deux-points après "
                                     f"« {first} »", len(first), (":",), f"{said} : {after.strip()}")
    guess = suggest(key.strip(), HEADERS) if sep and len(key.split()) == 1 else None
    if guess:
        return guess, rest.strip(), (f"en-tête inconnu « {key.strip()} »", 0, HEADERS, guess)
    return None, "", None


def _type_name(name, game, vocabulary, units, number, column, fail) -> None:
    """A ``type NOM`` block: the game must give its units a type, and the name must be new."""
    if not vocabulary.types:
        fail(f"le jeu {game or '(non précisé)'} ne donne pas de type à ses unités : « type {name} » n'y voudrait rien "
             "dire ; un bloc « unité NOM » déclare un nom que les phrases peuvent citer (« contre un NOM »)",
             number, column - len(TYPE_BLOCK) - 1, expected=("unité NOM",))
    said = name.lower()
    if said in {t.lower() for pair in vocabulary.types for t in pair}:
        fail(f"« {name} » est déjà un type du jeu {game} : il n'a pas à être déclaré", number, column,
             expected=tuple(t for t, _ in vocabulary.types))
    if said in {u.lower() for u in units} or said in {u.lower() for pair in vocabulary.units for u in pair}:
        fail(f"« {name} » est déjà le nom d'une unité : un type porte un autre nom que ses unités", number, column)


def _type_key(key, value, current, number, col, fail, game, vocabulary) -> None:
    """A key of a ``type NOM`` block: ``pluriel``, ``genre`` (masculin, féminin) or, in a game whose
    procedures treat units by type (vocabulary « types traités »), ``comme`` (its reader checks the value)."""
    said = key_of(key, TYPE_KEYS)
    if said is None:
        fail(f"type {current[1]} : clé inconnue « {key} »", number, col, expected=TYPE_KEYS,
             suggestion=suggest(key, TYPE_KEYS))
    if said == "comme" and not vocabulary.treated:
        fail(f"type {current[1]} : comme : le jeu {game} ne traite aucune unité selon son type (seules les capacités "
             "le nomment) : un type nouveau n'a pas à dire comme quel type il agit", number, col,
             expected=("pluriel", "genre"))
    if said == "genre" and key_of(value.strip(), GENDERS) is None:
        fail(f"type {current[1]} : genre : attendu masculin ou féminin, trouvé « {value.strip()} »", number,
             col + len(key) + 2 + (len(value) - len(value.lstrip())), expected=GENDERS,
             suggestion=suggest(value.strip(), GENDERS))


def _ability_refs(raw, abilities, vocabulary, file, number, col, text):
    """Names are declared abilities (capitals and accents aside); other pieces (commas allowed)
    form one unnamed sentence. An ability cited twice is an error: it would act twice."""
    from .parser import parse_ability_with

    if raw.strip().lower() in values.NONE_WORDS:
        return []
    declared = [n for n, d in abilities.items() if d.name != d.text]
    refs, loose = [], []
    for piece in raw.split(","):
        name = key_of(piece.strip(), declared)
        if name is None:
            loose.append(piece.strip())
            continue
        if loose:
            refs.append(", ".join(loose)); loose = []
        if name in refs:
            raise RulesSyntaxError(f"capacité « {name} » citée deux fois : elle agirait deux fois", text=text,
                                   file=file, line=number, column=col + 1 + raw.rfind(piece.strip()))
        refs.append(name)
    if loose:
        refs.append(", ".join(loose))
    for ref in refs:
        if ref not in abilities:
            try:
                ast = parse_ability_with(ref, vocabulary, file=file, line=number, column=col + 1 + raw.find(ref),
                                         source=text)
            except RulesSyntaxError as exc:
                # a declared name, else a rule of the game a unit may cite (Epic's sheet: « Meneru » → « Meneur »)
                guess = suggest(ref, declared) or suggest(ref, [r for pair in vocabulary.rules for r in pair])
                # a few words that are no sentence: a reference to an ability the file does not declare
                if (guess and exc.suggestion is None) or len(ref.split()) <= 3:
                    exc = RulesSyntaxError(f"capacité inconnue « {ref} » : ni une capacité déclarée par "
                                           "« capacité NOM : PHRASE », ni une phrase", text=text, file=file,
                                           line=number, column=col + 1 + raw.find(ref),
                                           expected=tuple(declared), suggestion=guess)  # a declared name, not a word of a sentence
                raise exc from None
            abilities[ref] = AbilityDecl(ref, ref, ast, number)
    return refs
