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

from rulekit import RulekitError, UnknownFaction
from rulekit.dsl.parser import parse_ability_with

from .grammaire import FeuilleSyntaxError

FACTIONS = Path(__file__).parent / "factions"
TYPES = {"INF": "Infanterie", "AV": "Véhicule", "VB": "Véhicule", "EG": "Engin de Guerre"}


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


def _seuil(v, where):
    m = re.fullmatch(r"(\d)\+", v.strip())
    if not m:
        raise FactionError(f"{where}: attendu un seuil comme 4+, trouvé {v!r}")
    return int(m.group(1))


def _cm(v, where):
    m = re.fullmatch(r"(\d+) ?cm", v.strip())
    if not m:
        raise FactionError(f"{where}: attendu une distance comme 15 cm, trouvé {v!r}")
    return int(m.group(1))


def _liste(v):
    return tuple(x.strip() for x in v.split(",") if x.strip() and x.strip() not in ("aucun", "—"))


def _compte(items):
    out = []
    for item in items:
        m = re.fullmatch(r"(\d+)\s*[x×]?\s+(.+)", item)
        n, nom = (int(m.group(1)), m.group(2)) if m else (1, item)
        out.extend([nom] * n)
    return tuple(out)


def blocks(path: Path):
    """``(keyword, name, {clé: (valeur, line)}, line)`` for each block, plus the head."""
    head, current, out = {}, None, []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if raw[0] in " \t":
            if current is None or ":" not in raw:
                raise FactionError(f"{path}:{number}: ligne indentée hors d'un bloc ou sans « clé : valeur »")
            key, value = raw.strip().split(":", 1)
            current[2][key.strip()] = (value.strip(), number)
            continue
        m = re.fullmatch(r"(armée|arme|unité|formation|capacité|scénario) (.+?)(?: : (.+))?", raw.strip())
        if m:
            current = (m.group(1), m.group(2).strip(), {}, number)
            if m.group(3):
                current[2]["texte"] = (m.group(3), number)
            out.append(current)
        elif ":" in raw:
            key, value = raw.split(":", 1)
            head[key.strip()] = value.strip()
            current = None
        else:
            raise FactionError(f"{path}:{number}: attendu « armée », « arme », « unité », « formation », "
                               f"« capacité » ou « clé : valeur », trouvé {raw.strip()!r}")
    return head, out


def read(path) -> Armee:
    """Read and check one faction file; a :class:`FactionError` names the fault."""
    from .capacites import compiler

    path = Path(path)
    head, found = blocks(path)
    if head.get("jeu") != "epic_ref":
        raise FactionError(f"{path}: l'en-tête doit dire « jeu : epic_ref »")
    armes, profils, formations, declarees, armee = {}, {}, {}, {}, None
    from rulekit.dsl.faction import own_vocabulary

    from .capacites import vocabulaire as _vocabulaire

    voc = own_vocabulary(_vocabulaire(), [n for kw, n, _, _ in found if kw == "unité"],
                         [n for kw, n, _, _ in found if kw == "capacité"])  # the file's own names too
    for kw, name, body, line in found:
        where = f"{path}:{line}"
        get = lambda k, d=None: body[k][0] if k in body else d  # noqa: E731
        try:
            if kw == "capacité":
                parse_ability_with(get("texte", ""), voc, file=str(path), line=line)
                declarees[name] = get("texte")
            elif kw == "arme":
                ap = ac = pb = 0
                for tir in _liste(get("tirs", "")):
                    m = re.fullmatch(r"(AP|AC)(\d)\+|(\d+) PB", tir)
                    if not m:
                        raise FactionError(f"{where}: tirs : attendu AP5+, AC6+ ou 2 PB, trouvé {tir!r}")
                    if m.group(3):
                        pb = int(m.group(3))
                    elif m.group(1) == "AP":
                        ap = int(m.group(2))
                    else:
                        ac = int(m.group(2))
                portee = get("portée", "contact")
                armes[name] = Arme(name, 0 if portee == "contact" else _cm(portee, where), ap, ac, pb,
                                   _liste(get("capacités", "")))
            elif kw == "unité":
                type_ = get("type", "")
                if type_ not in TYPES:
                    raise FactionError(f"{where}: type : attendu {', '.join(TYPES)}, trouvé {type_!r}")
                profils[name] = Profil(
                    name, type_, _cm(get("vitesse", "0 cm"), where), _seuil(get("blindage", "6+"), where),
                    _seuil(get("corps à corps", "6+"), where), _seuil(get("fusillade", "6+"), where),
                    _compte(_liste(get("armes", ""))), _liste(get("capacités", "")),
                    int(get("points de structure", "1")))
            elif kw == "formation":
                formations[name] = FormationDef(name, _compte(_liste(get("unités", ""))), int(get("coût", "0")))
            elif kw == "armée":
                armee = (name, _seuil(get("initiative", "2+"), where), int(get("stratégie", "1")),
                         _liste(get("formations", "")))
        except ValueError as exc:
            raise FactionError(f"{where}: {exc}") from None
    if armee is None:
        raise FactionError(f"{path}: aucun bloc « armée »")
    result = Armee(armee[0], armee[1], armee[2], armee[3], armes, profils, formations, declarees, str(path))
    _check(result, path)
    for profil in profils.values():  # every ability must compile
        for cap in profil.capacites:
            compiler(cap, result)
    for arme in armes.values():
        for cap in arme.capacites:
            compiler(cap, result)
    return result


def _check(a: Armee, path):
    for f in a.formations:
        if f not in a.formations_def:
            raise FactionError(f"{path}: formation inconnue {f!r} dans l'armée")
    for fd in a.formations_def.values():
        for u in fd.unites:
            if u not in a.profils:
                raise FactionError(f"{path}: unité inconnue {u!r} dans la formation {fd.nom!r}")
    for p in a.profils.values():
        for w in p.armes:
            if w not in a.armes:
                raise FactionError(f"{path}: arme inconnue {w!r} pour l'unité {p.nom!r}")


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
    from rulekit import factions

    return factions.load("epic_ref", name)


def reader(key: str, path) -> Armee:
    """``Game.faction_reader``."""
    try:
        return read(path)
    except FeuilleSyntaxError as exc:
        raise FactionError(str(exc)) from None
