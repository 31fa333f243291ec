"""Faction files (docs/DSL.md format): an army's rating, weapons, unit profiles, formations.

Blocks: ``armée NAME`` (initiative, stratégie, formations), ``arme NAME`` (portée,
tirs, capacités), ``unité NAME`` (type, vitesse, blindage, corps à corps,
fusillade, armes, capacités, points de structure), ``formation NAME`` (unités,
coût) and ``capacité NAME : SENTENCE``. A ``capacités`` entry names a row of the
sheet's special units or weapons (``Tueur de Titan (2)`` binds X), a declared
capacité, or is a sentence of its own; all are read by the sheet's grammar.
"""

from __future__ import annotations

import re
from pathlib import Path

import attrs

from rulekit import RulekitError, UnknownFaction, factions
from rulekit.factions import FactionFileError, Report
from rulekit.dsl.parser import parse_ability_with

from . import nommees
from .grammaire import FeuilleSyntaxError

FACTIONS = Path(__file__).parent / "factions"
TYPES = {"INF": "Infanterie", "AV": "Véhicule", "VB": "Véhicule", "EG": "Engin de Guerre"}
#: a type a faction file declares (« type Dreadnought ») is treated as one of these (« comme : AV »); their long
#: names are read too (« comme : Véhicule »)
TREATED = {"INF": "INF", "AV": "AV", "EG": "EG", "Infanterie": "INF", "Véhicule": "AV", "Engin de Guerre": "EG"}
#: the stats of a unit's profile a faction file must give (the others have a default)
PROFILE = ("type", "vitesse", "blindage", "corps à corps", "fusillade")


class FactionError(RulekitError):
    """A faction file with a mistake: file, line, what was expected."""


@attrs.frozen
class Arme:
    nom: str
    portee: int = 0          # cm; 0 = contact (an assault weapon)
    ap: int = 0              # to-hit against infantry (0: none)
    ac: int = 0              # to-hit against armoured vehicles (0: none)
    pb: int = 0              # barrage points
    capacites: tuple[str, ...] = ()


@attrs.frozen
class Profil:
    nom: str
    type: str                # INF, AV, EG
    vitesse: int
    blindage: int
    cc: int
    ff: int
    armes: tuple[str, ...] = ()        # one entry per weapon carried
    capacites: tuple[str, ...] = ()
    structure: int = 1
    #: the type the faction file declared for it (« type Dreadnought », « comme : AV »), its ``type`` being the one the
    #: procedures treat it as; "" for a type of the game's
    sorte: str = ""

    @property
    def colonne(self) -> str:
        """The unit's column in the terrain table."""
        return TYPES[self.type]


@attrs.frozen
class FormationDef:
    nom: str
    unites: tuple[str, ...]
    cout: int


@attrs.frozen
class Armee:
    nom: str
    initiative: int
    strategie: int
    formations: tuple[str, ...]
    armes: dict[str, Arme]
    profils: dict[str, Profil]
    formations_def: dict[str, FormationDef]
    declarees: dict[str, str]
    chemin: str = ""
    #: the types the file declares: name -> (plural, feminine, the game's type it is treated as)
    types: dict = attrs.field(factory=dict)


def _seuil(v, where=None):
    """A D6 threshold, 1+ to 6+ (a 7+ is never rolled)."""
    m = re.fullmatch(r"([1-6])\+", v.strip())
    if not m:
        raise ValueError(f"attendu un seuil de 1+ à 6+ comme 4+, trouvé {v!r}")
    return int(m.group(1))


def _cm(v, where=None):
    m = re.fullmatch(r"(\d+) ?cm", v.strip())
    if not m:
        raise ValueError(f"attendu une distance comme 15 cm, trouvé {v!r}")
    return int(m.group(1))


def _entier(v):
    if not re.fullmatch(r"\d+", v.strip()):
        raise ValueError(f"attendu un nombre entier, trouvé {v!r}")
    return int(v)


def _liste(v):
    return tuple(x.strip() for x in v.split(",") if x.strip() and x.strip() not in ("aucun", "—"))


def _compte(items):
    out = []
    for item in items:
        m = re.fullmatch(r"(\d+)\s*[x×]?\s+(.+)", item)
        n, nom = (int(m.group(1)), m.group(2)) if m else (1, item)
        out.extend([nom] * n)
    return tuple(out)


class FactionErrors(FactionFileError, FactionError):
    """Every fault of an Epic faction file at once (``.problems``: file, line, column, message);
    ``str()`` is the first, and how many others (``rulekit check FILE`` lists them all)."""


#: a block read and left out (its opening line is in error: its body is not reported again)
SKIPPED = "(ignoré)"
#: ``blocks(misspelt=…)``: the names of the blocks whose keyword is misspelt, under (MISKEYED, keyword meant)
MISKEYED = "(mot-clé mal écrit)"
#: each block's keys (capitals aside, accents optional: :func:`rulekit.dsl.faction.key_of`)
KEYS = {"armée": ("initiative", "stratégie", "formations"), "arme": ("portée", "tirs", "capacités"),
        "unité": ("type", "vitesse", "blindage", "corps à corps", "fusillade", "armes", "capacités",
                  "points de structure"),
        "formation": ("unités", "coût"), "capacité": (), "type": ("pluriel", "genre", "comme"),
        "scénario": ("table", "terrain", "objectifs 1", "objectifs 2", "déploiement 1", "déploiement 2")}


def blocks(path: Path, report: Report | None = None, misspelt: dict | None = None):
    """``(keyword, name, {clé: (valeur, line, column)}, line)`` for each block, plus the head.
    A line that is none of these is a :class:`FactionError`, or, with ``report``, recorded
    there and skipped (so that every fault of the file is reported). The file is read as every
    faction file is (:mod:`rulekit.dsl.source`: UTF-8, a BOM dropped); keywords and keys as
    :mod:`rulekit.dsl.faction` reads them (« Unité », « cout »). ``misspelt``, if given, gets
    ``{(keyword, name): {key: (line, column)}}`` of the unknown keys that were meant for a known one."""
    from rulekit.dsl import source
    from rulekit.dsl.errors import RulesSyntaxError, suggest
    from rulekit.dsl.faction import HEADERS, header_of, key_of

    head, current, out, seen = {}, None, [], {}

    def fault(message, number, column=1, expected=(), suggestion=None):
        if report is None:
            raise FactionError(f"{path}:{number}: {message}")
        report.add(message, number, column, expected=expected, suggestion=suggestion)

    try:
        text = source.clean(source.read_text(path))
    except RulesSyntaxError as exc:
        if report is None:
            raise
        report.error(exc)
        return head, out
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if raw[0] in " \t":
            column = len(raw) - len(raw.lstrip()) + 1
            if current is not None and current[0] == SKIPPED:
                continue
            if current is not None and current[0] == "capacité":  # a long sentence goes on
                said, at, col = current[2]["texte"]
                current[2]["texte"] = (f"{said} {raw.strip()}", at, col)
                continue
            if current is None or ":" not in raw:
                fault("ligne indentée hors d'un bloc ou sans « clé : valeur »", number, column)
                continue
            written, value = raw.strip().split(":", 1)
            key = key_of(written.strip(), KEYS[current[0]])
            if key is None:
                guess = suggest(written.strip(), KEYS[current[0]])
                if guess and misspelt is not None:
                    misspelt.setdefault(current[:2], {})[guess] = (number, column)
                fault(f"{current[0]} {current[1]} : clé inconnue « {written.strip()} »", number, column,
                      KEYS[current[0]], guess)
                continue
            if key in current[2]:
                fault(f"« {key} » donnée deux fois dans le bloc « {current[0]} {current[1]} » "
                      f"(déjà ligne {current[2][key][1]})", number, column)
                continue
            value_column = raw.index(":") + 2 + (len(value) - len(value.lstrip()))
            current[2][key] = (value.strip(), number, value_column)
            continue
        word, _, rest = raw.strip().partition(" ")
        kw = key_of(word, tuple(KEYS))
        name, colon, after = rest.partition(":")
        said, value, meant = header_of(raw.strip())  # « jeux : epic_ref », « faction Orks »: the head line meant
        if said and meant is not None and kw is None:
            head.setdefault(said, value)
            current = None
            fault(meant[0], number, 1 + meant[1], meant[2], meant[3])
            continue
        if kw is not None and name.strip() and (kw == "capacité") == bool(after.strip()):
            current = (kw, name.strip(), {}, number)
            if kw == "capacité":
                current[2]["texte"] = (after.strip(), number, raw.index(after.strip()) + 1)
            if (kw, current[1]) in seen:
                current = (SKIPPED,)  # its body is read, and left out
                fault(f"{kw} « {name.strip()} » déclarée deux fois (déjà ligne {seen[kw, name.strip()]})", number)
                continue
            seen[kw, current[1]] = number
            out.append(current)
        elif kw is None and ":" in raw:
            said, _, value = raw.partition(":")
            head[key_of(said, HEADERS) or said.strip()] = value.strip()
            current = None
        elif kw is not None and not name.strip():
            current = (SKIPPED,)
            fault(f"le bloc « {kw} » n'a pas de nom", number, len(word) + 1, ("NOM",))
        else:
            current = (SKIPPED,)  # a block whose keyword is misspelt: its body is not reported again
            guess = suggest(word, tuple(KEYS))
            if guess and name.strip() and misspelt is not None:  # its name is the file's: not unknown where cited
                misspelt.setdefault((MISKEYED, guess), {})[name.strip()] = (number, 1)
            fault(f"attendu {', '.join(f'« {k} »' for k in KEYS)} ou « clé : valeur », "
                  f"trouvé {raw.strip()!r}", number, 1, tuple(KEYS), suggest(word, tuple(KEYS)))
    return head, out


def _refused_at(message: str, body: dict, path: Path) -> tuple[int, int]:
    """(line, column) of the words of a declared capacité that ``message`` refuses (as ``rulekit check``
    places them: :func:`rulekit.dsl.errors.quoted_at`), when the sentence is on its line as read;
    else where the sentence starts."""
    from rulekit.dsl import source
    from rulekit.dsl.errors import quoted_at

    text, number, column = body["texte"]
    off = quoted_at(message, text)
    if off is None:
        return number, column
    lines = source.clean(source.read_text(path)).splitlines()
    written = lines[number - 1] if 0 < number <= len(lines) else ""
    return (number, column + off) if written[column - 1:column - 1 + off] == text[:off] else (number, column)


def _message(exc) -> str:
    """One line of an error (a DSL report's first line, without its file:line:column)."""
    text = getattr(exc, "message", None) or str(exc)
    return text.splitlines()[0] if text else type(exc).__name__


def read(path) -> Armee:
    """Read and check one faction file; every fault of the file is reported at once
    (:class:`FactionErrors`, a :class:`FactionError`, each fault at its line and column)."""
    from rulekit.dsl.errors import DslError, suggest

    from .capacites import compiler

    path = Path(path)
    report = Report(path)
    misspelt: dict = {}
    head, found = blocks(path, report, misspelt)
    if head.get("jeu") != "epic_ref":
        report.add("l'en-tête doit dire « jeu : epic_ref »", 1, 1, expected=("jeu : epic_ref",))
    armes, profils, formations, declarees, armee = {}, {}, {}, {}, None
    where_of: dict[tuple[str, str], tuple[dict, int]] = {}  # (keyword, name) -> (body, line)
    failed: set[str] = set()  # declared capacités that do not read (not reported again where used)
    lues: dict = {}  # declared capacité -> its AST
    from rulekit.dsl.faction import key_of, own_vocabulary

    from .capacites import vocabulaire as _vocabulaire

    types = _types(found, report, misspelt)
    voc = own_vocabulary(_vocabulaire(), [n for kw, n, _, _ in found if kw == "unité"],
                         [n for kw, n, _, _ in found if kw == "capacité"],
                         types=[(n, t[0], t[1]) for n, t in types.items()])  # the file's own names too
    for kw, name, body, line in found:
        where_of[(kw, name)] = (body, line)
        bad = []

        def get(key, default=None, convert=None, body=body, line=line, kw=kw, name=name, bad=bad):
            raw = body[key][0] if key in body else default
            if convert is None:
                return raw
            try:
                return convert(raw)
            except (ValueError, FactionError) as exc:
                at = body[key][1:3] if key in body else (line, 1)
                report.add(f"{kw} {name} : {key} : {exc}", *at)
                bad.append(key)
                return None

        if kw == "capacité":
            try:
                text, number, column = body.get("texte", ("", line, 1))
                lues[name] = parse_ability_with(text, voc, file=str(path), line=number, column=column)
                declarees[name] = text
            except (DslError, FeuilleSyntaxError) as exc:
                report.error(exc)
                failed.add(name)
        elif kw == "arme":
            ap = ac = pb = 0
            for tir in _liste(get("tirs", "")):
                m = re.fullmatch(r"(AP|AC)(\d)\+|(\d+) PB", tir)
                if not m:
                    report.add(f"arme {name} : tirs : attendu AP5+, AC6+ ou 2 PB, trouvé {tir!r}",
                               *body["tirs"][1:3])
                    bad.append("tirs")
                elif m.group(3):
                    pb = int(m.group(3))
                elif m.group(1) == "AP":
                    ap = int(m.group(2))
                else:
                    ac = int(m.group(2))
            portee = get("portée", "contact")
            portee = 0 if portee == "contact" else get("portée", convert=_cm)
            if not bad:
                armes[name] = Arme(name, portee, ap, ac, pb, _liste(get("capacités", "")))
        elif kw == "unité":
            type_ = key_of(get("type", ""), (*TYPES, *types)) or get("type", "")  # « inf » is « INF »
            sorte = type_ if type_ in types else ""
            type_ = types[type_][2] if sorte else type_  # a declared type: the game's it is treated as
            if sorte and type_ is None:  # its type block is in error, reported there
                bad.append("type")
            elif "type" in body and type_ not in TYPES:
                report.add(f"unité {name} : type : attendu {', '.join((*TYPES, *types))}, trouvé {type_!r} (un type "
                           "nouveau se déclare par un bloc « type NOM », avec « comme : INF », « AV » ou « EG »)",
                           *body["type"][1:3], expected=(*TYPES, *types), suggestion=suggest(type_, (*TYPES, *types)))
                bad.append("type")
            for stat in PROFILE:  # printed on every profile: none has a default
                if stat not in body and stat not in misspelt.get((kw, name), ()):  # a misspelt key: said once
                    report.add(f"unité {name} : la caractéristique « {stat} » manque", line, 1,
                               expected=(f"{stat} : …",))
            profil = (name, type_, get("vitesse", "0 cm", _cm), get("blindage", "6+", _seuil),
                      get("corps à corps", "6+", _seuil), get("fusillade", "6+", _seuil),
                      _compte(_liste(get("armes", ""))), _liste(get("capacités", "")),
                      get("points de structure", "1", _entier), sorte)
            if not bad:
                profils[name] = Profil(*profil)
        elif kw == "formation":
            cout = get("coût", "0", _entier)
            if not bad:
                formations[name] = FormationDef(name, _compte(_liste(get("unités", ""))), cout)
        elif kw == "armée":
            armee = (name, get("initiative", "2+", _seuil), get("stratégie", "1", _entier),
                     _liste(get("formations", "")))
    _cycles(lues, where_of, report, failed)
    # « Les Scarabées comptent comme … »: the line, in the « capacités » of the units it names (nommees.py)
    profils = nommees.donner(lues, failed, profils, declarees, where_of, {n for kw, n, _, _ in found if kw == "unité"},
                             report)
    if armee is None:
        report.add("aucun bloc « armée »", 1, 1, expected=("armée NOM",))
        report.check(FactionErrors)
    result = Armee(armee[0], armee[1], armee[2], armee[3], armes, profils, formations, declarees, str(path), types)

    def at(kw, name, key):
        body, line = where_of.get((kw, name), ({}, 1))
        return body[key][1:3] if key in body else (line, 1)

    names = {kw: {n for k, n, _, _ in found if k == kw} for kw in ("formation", "unité", "arme")}
    known = {kw: names[kw] | set(misspelt.get((MISKEYED, kw), ())) for kw in names}  # a misspelt block's too
    refs = {"armée": ("formations", "formation", False), "formation": ("unités", "unité", True),
            "unité": ("armes", "arme", True)}  # block -> (its key, what the key names, counted)
    for kw, name, body, _ in found:  # every reference, even from a block with other faults
        if kw not in refs or refs[kw][0] not in body:
            continue
        key, target, counted = refs[kw]
        items = _liste(body[key][0])
        for item in dict.fromkeys(_compte(items) if counted else items):
            if item not in known[target]:
                what = {"formation": "formation inconnue", "unité": "unité inconnue", "arme": "arme inconnue"}[target]
                whose = {"armée": "dans l'armée", "formation": f"dans la formation {name!r}",
                         "unité": f"pour l'unité {name!r}"}[kw]
                report.add(f"{what} {item!r} {whose}", *body[key][1:3], expected=tuple(sorted(names[target])),
                           suggestion=suggest(item, sorted(names[target])))
    refused = {}  # declared capacité -> why the DSL does not compile it: reported once, at its own line
    for kw, holders in (("unité", profils.values()), ("arme", armes.values())):  # every ability must compile
        for holder in holders:
            for cap in holder.capacites:
                if cap in failed or cap in refused:
                    continue
                try:
                    compiler(cap, result)
                except (RulekitError, FeuilleSyntaxError) as exc:
                    if cap in declarees and isinstance(exc, DslError):  # its sentence's fault (the game's own
                        refused[cap] = exc                                   # refusals are of the unit citing it)
                        continue
                    report.add(f"{kw} {holder.nom} : capacité « {cap} » : {_message(exc)}",
                               *at(kw, holder.nom, "capacités"),
                               expected=tuple(getattr(exc, "expected", ()) or getattr(exc, "supported", ()) or ()),
                               suggestion=getattr(exc, "suggestion", None))
    # a declared capacité no unit or weapon names is compiled too, at its own line: a line the game cannot act is
    # refused when the file is read, as ``rulekit check`` refuses it, not when a unit first names it; one that
    # units name is refused there too, once (its sentence is at fault, not the units that cite it)
    used = {cap for holders in (profils.values(), armes.values()) for holder in holders for cap in holder.capacites}
    for kw, name, body, _ in found:
        if kw != "capacité" or name in failed or name not in declarees or (name in used and name not in refused):
            continue
        try:
            if name in refused:
                raise refused[name]
            compiler(name, result)
        except (RulekitError, FeuilleSyntaxError) as exc:
            if isinstance(exc, DslError) and getattr(exc, "line", None) == body["texte"][1]:  # placed in the file
                report.error(exc)
            else:
                said = _message(exc)
                report.add(said if said.startswith(name) else f"capacité {name} : {said}", *_refused_at(said, body, path),
                           expected=tuple(getattr(exc, "expected", ()) or getattr(exc, "supported", ()) or ()),
                           suggestion=getattr(exc, "suggestion", None))
    report.check(FactionErrors)
    return result


def _types(found, report: Report, misspelt: dict) -> dict:
    """The types a file declares (« type Dreadnought »): name -> (plural, feminine, the game's type it is treated
    as). The procedures treat every unit as INF, AV or EG: a new type says which (« comme : AV »). ``misspelt``:
    the keys :func:`blocks` found misspelt, each a fault already (« commme » is not also a missing « comme »)."""
    from rulekit.dsl.errors import suggest
    from rulekit.dsl.faction import fold, key_of
    from rulekit.dsl.vocabulary import plural_of

    out = {}
    for kw, name, body, line in found:
        if kw != "type":
            continue
        plural = body["pluriel"][0] if "pluriel" in body else plural_of(name)
        feminine = fold(body["genre"][0]) == "feminin" if "genre" in body else False
        if "genre" in body and fold(body["genre"][0]) not in ("masculin", "feminin"):
            report.add(f"type {name} : genre : attendu masculin ou féminin, trouvé « {body['genre'][0]} »",
                       *body["genre"][1:3], expected=("masculin", "féminin"))
        out[name] = (plural, feminine, None)  # known to the units that say it, not built while in error
        if "comme" not in body:
            if "comme" in misspelt.get((kw, name), ()):  # « commme » : said once, at its line
                continue
            report.add(f"type {name} : « comme » manque : le jeu traite chaque unité en INF, AV ou EG (tirs AP ou AC, "
                       "colonne de la table des terrains, dégâts des Engins de Guerre) ; dites lequel, « comme : AV »",
                       line, 1, expected=("comme : INF", "comme : AV", "comme : EG"))
            continue
        said, number, column = body["comme"]
        base = key_of(said, tuple(TREATED))
        if base is None:
            report.add(f"type {name} : comme : attendu INF, AV ou EG, trouvé {said!r}", number, column,
                       expected=("INF", "AV", "EG"), suggestion=suggest(said, tuple(TREATED)))
            continue
        out[name] = (plural, feminine, TREATED[base])
    return out


def _cycles(lues: dict, where_of: dict, report: Report, failed: set) -> None:
    """A cycle of citations among the declared lines (« Démon : … est un Possédé », « Possédé : … est un Démon »)
    is refused at the citation that closes it; its lines, and those that cite them, are not compiled (their
    fault is said once)."""
    from rulekit.dsl import citations

    cites = {n: [c for c in citations.cited(ast) if c in lues] for n, ast in lues.items()}
    for cycle in citations.cycles(cites):
        text, line, column = where_of[("capacité", cycle[-2])][0]["texte"]  # the last line cites the first
        report.add(citations.cycle_message(cycle), line, column + citations.cited_at(text, cycle[-1]))
        failed.update(cycle)
    grew = True
    while grew:  # a line citing a refused one is refused with it
        more = {n for n, cited in cites.items() if n not in failed and failed.intersection(cited)}
        failed.update(more)
        grew = bool(more)


def names() -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in FACTIONS.glob("*.txt")))


def builtin() -> dict:
    """The built-in factions: key -> file (the ``rulekit_factions`` hook of this plugin)."""
    return {p.stem: p for p in sorted(FACTIONS.glob("*.txt"))}


EN_MEMOIRE: dict[str, Armee] = {}


def known(name: str) -> bool:
    """Whether ``name`` may name an army: a built-in faction, one in memory, or a file path."""
    return name in names() or name in EN_MEMOIRE or bool(Path(name).suffix)


def load(name: str) -> Armee:
    """A faction by key (built-in or from an installed package: :mod:`rulekit.factions`), a
    path to a faction file, or an army registered in memory (:mod:`.banc`)."""
    if name in EN_MEMOIRE:
        return EN_MEMOIRE[name]
    return factions.load("epic_ref", name)


def reader(key: str, path) -> Armee:
    """``Game.faction_reader``: every fault of the file at once (:class:`FactionErrors`)."""
    try:
        return read(path)
    except FeuilleSyntaxError as exc:
        raise FactionError(str(exc)) from None
