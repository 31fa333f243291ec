"""An Epic match: the state (formations on the table, turn, markers) and its helpers."""

from __future__ import annotations

import functools
import operator

import attrs

from rulekit import Match
from rulekit.dsl import World
from rulekit.dsl.citations import once
from rulekit.dsl.world import names_a
from rulekit.frozen import FrozenList, frozen_dict, frozen_list
from rulekit.validators import each, natural, player

from . import armee as A
from . import table as T
from .capacites import compiler
from .etat import Formation, Unite

DEFAULT_FACTIONS = "space_marines,orks"


def copie(record, champs: dict):
    """``attrs.evolve(record, **champs)`` for the frozen records of the state (formations, units:
    every field set by ``__init__`` under its own name), their fields listed once per class:
    ``__init__`` still converts and validates every field, and refuses an unknown one. The
    values are handed to ``__init__`` by position (cheaper than by keyword: a formation is
    copied at most events) when every field is a positional argument of its own name."""
    cls = type(record)
    plan = _CHAMPS.get(cls)
    if plan is None:
        champs_cls = attrs.fields(cls)
        noms = tuple(a.name for a in champs_cls)
        lire = operator.attrgetter(*noms) if len(noms) > 1 else (lambda r: (getattr(r, noms[0]),) if noms else ())
        positionnels = all(a.init and not a.kw_only and getattr(a, "alias", a.name) == a.name for a in champs_cls)
        rangs = {nom: k for k, nom in enumerate(noms)} if positionnels else None
        plan = _CHAMPS[cls] = (noms, lire, rangs)   # every field read at once, at C speed
    noms, lire, rangs = plan
    if rangs is not None:
        valeurs = list(lire(record))
        for nom, valeur in champs.items():
            k = rangs.get(nom)
            if k is None:
                raise TypeError(f"{cls.__name__}.__init__() got an unexpected keyword argument {nom!r}")
            valeurs[k] = valeur
        return cls(*valeurs)
    valeurs = dict(zip(noms, lire(record)))
    valeurs.update(champs)
    return cls(**valeurs)


_CHAMPS: dict[type, tuple] = {}


def _capacites_des_profils(army) -> dict:
    """``{profile: ((bearer suffix, Ability), ...)}``: a unit's own abilities (suffix ``""``), then
    its weapons' (``".W"``), in file order; compiled once per army (held as it is: an army read
    from a faction file is never changed in place; ``compiler`` keeps each entry's ability)."""
    found = _PAR_ARMEE.get(id(army))
    if found is None or found[0] is not army:
        table = {}
        for nom, profil in army.profils.items():
            # each bearer's rules act once, however often cited (« Démon, Possédé », Possédé citing Démon)
            pairs = [("", c) for c in once(compiler(cap, army) for cap in profil.capacites)]
            for w, arme in enumerate(profil.armes):
                pairs += [(f".{w}", c) for c in once(compiler(cap, army) for cap in army.armes[arme].capacites)]
            table[nom] = tuple(pairs)
        if len(_PAR_ARMEE) >= 64:   # the oldest first
            del _PAR_ARMEE[next(iter(_PAR_ARMEE))]
        questions = frozenset(m.query for pairs in table.values() for _, capacite in pairs for m in capacite.modifiers)
        found = _PAR_ARMEE[id(army)] = (army, table, questions)
    return found[1]


def questions_de(army) -> frozenset:
    """The queries some ability of ``army``'s profiles or weapons answers (its modifiers')."""
    _capacites_des_profils(army)
    return _PAR_ARMEE[id(army)][2]


#: id(army) -> (army, {profile: pairs}): see :func:`_capacites_des_profils`
_PAR_ARMEE: dict[int, tuple] = {}


@functools.lru_cache(maxsize=4096)
def numeros(unit) -> tuple[int, int | None]:
    """``(formation, unit)`` of a bearer « F.U » or « F.U.W » (``None`` for a formation « F »).
    The ids are plain values: parsing each once is safe."""
    parts = str(unit).split(".")
    return int(parts[0]), int(parts[1]) if len(parts) > 1 else None


@functools.lru_cache(maxsize=65536)
def partie_de(item, unit) -> bool:
    """Is ``item`` (a weapon « F.U.W ») part of ``unit`` (« F.U »)? A unit's rule covers its weapons."""
    return str(unit).count(".") == 1 and str(item).startswith(f"{unit}.")


@attrs.define(eq=True, slots=False)
class EpicMatch(World, Match):
    # Set once or seldom, so never changed in place (rulekit.frozen: a new one replaces it),
    # and shared by the undo snapshot of every step and by clones instead of copied.
    factions: list[str] = attrs.field(factory=list, converter=frozen_list)
    scenario: str = ""
    largeur: int = T.LARGEUR
    profondeur: int = T.PROFONDEUR
    terrain: list[T.Element] = attrs.field(factory=list, converter=frozen_list)
    objectifs: list[T.Objectif] = attrs.field(factory=list, converter=frozen_list)
    formations: list[Formation] = attrs.Factory(list)
    tour: int = attrs.field(default=0, validator=natural)
    premier: int = attrs.field(default=0, validator=player)
    dernier: int = attrs.field(default=0, validator=player)
    conserve: bool = False
    groupe: list[int] = attrs.field(factory=list, converter=frozen_list, validator=each(natural))
    # bearer -> the turns of its uses (each a FrozenList)
    utilisations: dict[str, list] = attrs.field(factory=dict, converter=frozen_dict)
    compteurs: dict[str, int] = attrs.field(factory=dict, converter=frozen_dict)

    def __getstate__(self):  # the slotted base only knows its own fields; keep ours too
        return {a.name: getattr(self, a.name) for a in attrs.fields(type(self))}

    def __setstate__(self, state):
        for name, value in state.items():
            object.__setattr__(self, name, value)

    def clone(self) -> "EpicMatch":
        """``Match.clone``, handing the copy the abilities in play and the armies worked out for
        this match (a copy is made through ``__getstate__``, which keeps the fields only): both
        are checked against the copy's own formations and factions before each use, so the
        copy reads them only while they are its own (a search clones at every simulation)."""
        new = super().clone()
        for cache in ("_capacites", "_armees"):
            if cache in self.__dict__:
                new.__dict__[cache] = self.__dict__[cache]
        return new

    # --- setup -----------------------------------------------------------------
    def start(self):
        from .strategie import DebutDuTour

        factions = [x.strip() for x in self.options.get("factions", DEFAULT_FACTIONS).split(",")]
        for name in factions:
            A.load(name)  # FactionError on a bad faction file
        scenarios = T.scenarios()
        choice = self.options.get("scenario", -1)  # typed and bounded by Game.options
        if choice == -1:
            choice = (self.seed or 0) % len(scenarios)
        s = scenarios[choice]
        self.factions = list(factions)
        self.scenario, self.largeur, self.profondeur = s.nom, s.largeur, s.profondeur
        self.terrain, self.objectifs = T.champ(s)   # shared by every match of the scenario
        for joueur in (0, 1):
            army = A.load(self.factions[joueur])
            points = s.deploiement[joueur]
            for k, nom in enumerate(army.formations):
                x, y = points[k % len(points)]
                self.ajouter_formation(joueur, nom, x, y)
        self.push(DebutDuTour())

    def ajouter_formation(self, joueur, nom, x, y) -> Formation:
        army = A.load(self.factions[joueur])
        fd = army.formations_def[nom]
        f = Formation(len(self.formations), joueur, nom, fd.cout, x, y, [Unite(u) for u in fd.unites])
        self.formations.append(f)
        self.__dict__.pop("_capacites", None)
        ids = [f"{f.id}.{i}" for i in range(len(f.unites))]
        # (asked only when an army in play has a rule that answers it: the abilities in play are
        # worked out again for each formation added, and a match adds them all at its start)
        reserve = bool(ids) and any("téléportation" in questions_de(self.armee(j)) for j in {x.joueur for x in self.formations}) \
            and all(self.query("téléportation", False, unite=u) for u in ids)
        return self.modifier_formation(f.id, reserve=True) if reserve else f

    # --- changing the state (formations and units are frozen: see etat.py) -------
    def modifier_formation(self, fid, **champs) -> Formation:
        """Replace formation ``fid`` by a copy with ``champs`` changed; return the copy."""
        f = self.formations[fid] = copie(self.formations[fid], champs)
        return f

    def modifier_unite(self, fid, ui, **champs) -> Formation:
        """Replace unit ``ui`` of formation ``fid`` by a copy with ``champs`` changed."""
        f = self.formations[fid]
        unites = list(f.unites)
        unites[ui] = copie(unites[ui], champs)
        return self.modifier_formation(fid, unites=unites)

    # --- reading the armies --------------------------------------------------------
    def armee(self, joueur) -> A.Armee:
        """Player ``joueur``'s army, read once per match for its factions (asked for every
        profile and weapon looked up: a changed ``factions`` reads them again)."""
        cache = self.__dict__.get("_armees")
        if cache is None or (cache[0] is not self.factions and cache[0] != self.factions):
            cache = (self.factions, [A.load(nom) for nom in self.factions])   # frozen: held as it is
            self.__dict__["_armees"] = cache
        return cache[1][joueur]

    def profil(self, fid, ui) -> A.Profil:
        f = self.formations[fid]
        return self.armee(f.joueur).profils[f.unites[ui].profil]

    def arme(self, fid, nom) -> A.Arme:
        return self.armee(self.formations[fid].joueur).armes[nom]

    def vivante(self, uid: str) -> bool:
        fid, ui = numeros(uid)
        return self.formations[fid].unites[ui].vivante

    # --- rulekit.dsl.World: bearers are "F.U" (unit U of formation F) and "F.U.W" (its weapon W)
    def owner(self, unit) -> int:
        return self.formations[numeros(unit)[0]].joueur

    def unit_name(self, unit) -> str:
        return self.profil(*numeros(unit)).nom

    def unit_type(self, unit) -> str:
        """Its type as its faction file says it: a type of its own (« Dreadnought ») or the game's (« AV »)."""
        profil = self.profil(*numeros(unit))
        return profil.sorte or profil.type

    def is_a(self, unit, noun: str) -> bool:
        """A unit of a type its file declares (« type Dreadnought », « comme : AV ») is a Dreadnought and an AV."""
        profil = self.profil(*numeros(unit))
        return names_a(profil.nom, profil.type, noun) or bool(profil.sorte) and names_a(profil.nom, profil.sorte, noun)

    def alive(self, unit) -> bool:
        fid, ui = numeros(unit)
        return self.formations[fid].unites[ui].vivante

    def formation_of(self, unit) -> int:
        return numeros(unit)[0]

    def part_of(self, item, unit) -> bool:
        return partie_de(item, unit)

    def concerne(self, bearer, key: str, subject) -> bool:
        """``World.concerne`` said with this match's bearers (the same answers, read from the
        memoised ids: every modifier of every query asks it)."""
        fid, ui = numeros(bearer)
        f = self.formations[fid]
        if not f.unites[ui].vivante:
            return False
        if key == "formation":
            return subject == fid
        if key == "joueur":
            return subject == f.joueur
        return subject == bearer or partie_de(subject, bearer)

    def current_turn(self) -> int:
        return self.tour

    def last_use(self, bearer) -> int | None:
        uses = self.utilisations.get(bearer)
        return uses[-1] if uses else None

    def use_turns(self, bearer) -> list:
        """The turns of every recorded use of ``bearer``'s limited ability, in order."""
        return list(self.utilisations.get(bearer, ()))

    def record_use(self, bearer) -> None:
        self.utilisations = {**self.utilisations, bearer: FrozenList([*self.utilisations.get(bearer, ()), self.tour])}

    def a_moins_de(self, bearer, key: str, subject, cm: int) -> bool:
        """An aura's test: is ``subject`` (a formation, or a unit « F.U ») of the bearer's side, on
        the table, and within ``cm`` of the living bearer's formation?"""
        if not self.alive(bearer):
            return False
        fid = subject if key == "formation" else self.formation_of(subject)
        mine, other = self.formations[self.formation_of(bearer)], self.formations[int(fid)]
        return (other.joueur == mine.joueur and other.sur_table and mine.sur_table
                and T.distance(mine.pos, other.pos) <= cm)

    def abilities_in_play(self):
        """Units' and weapons' abilities, by player, formation, unit, then file order (worked out
        again when a formation joins or the factions change; asked at every step and event: the
        common case, the same factions object, is read first from the fields' dictionary)."""
        d = self.__dict__
        cache = d.get("_capacites")
        if cache is not None and cache[1] is d["factions"] and cache[0] == len(d["formations"]):
            return cache[2]
        if cache is None or cache[0] != len(self.formations) or (
                cache[1] is not self.factions and cache[1] != self.factions):
            cache = (len(self.formations), self.factions, self._capacites())   # factions: frozen, held as they are
            self.__dict__["_capacites"] = cache
        return cache[2]

    def _capacites(self):
        out = []
        for joueur in (0, 1):
            for f in self.formations:
                if f.joueur != joueur:
                    continue
                par_profil = _capacites_des_profils(self.armee(joueur))
                for i, u in enumerate(f.unites):
                    for suffixe, capacite in par_profil[u.profil]:
                        out.append((f"{f.id}.{i}{suffixe}", capacite))
        return tuple(out)

    def render_text(self):
        from .svg import texte

        return texte(self)
