"""« Déplacement »: to an adjacent free tile, or jumping over an adjacent ally.

- A unit moves onto any unoccupied tile adjacent to its own; or, over an
  adjacent ally, *jumps* straight on to the unoccupied tile beyond it.
- Empty spaces (no tile) and bases are never destinations; moving into one's
  own base (from an adjacent tile) returns the unit to its reserve.
- Arriving on water, a unit rolls a die and drowns on 1–3 (:func:`arrive`).
- Abilities (docs/DSL.md) add or take away destinations through the query ``"destinations"``
  (``action="déplacer"``; the answer is the destinations; the game keeps only free tiles) and name the units that
  may move along with a mover through ``"accompagnants"`` (``dsl.Accompagnement``
  records); a companion makes one ordinary move, ending adjacent to the mover when
  the grant says so, never an attack (:class:`MoveAlong`).
"""

from __future__ import annotations

import attrs

from rulekit import AUTO, Action, AutoStep, Step
from rulekit.abilities import answers
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import natural, ref

from . import carte
from .etat import Deplacement, Noyade, RetourReserve
from .occupation import occupation
from .regles import DEFAULT_REACH, DROWN_MAX, WATER

DROWN_KEY = "dé de noyade"


def steps(match, uid: int, where: str, occ=None) -> dict[str, str]:
    """``{tile: how}`` of one step of ``uid`` from ``where``: to a free adjacent tile (``""``), or
    over an adjacent ally to the free tile beyond (``"saut"``); the mover's own tile counts as
    free. ``occ``: the state's :class:`~.occupation.Occupation` (looked up when not given)."""
    occ = occ or occupation(match)
    at, free, units = occ.at, occ.free, match.units
    here = units[uid]
    own = here.where  # free for the mover itself
    out = {}
    for n, land in carte.jumps(where):
        if n in free or n == own:
            out[n] = ""
        else:
            other = at.get(n)
            if other is not None and other != uid and units[other].player == here.player \
                    and (land in free or land == own):
                out.setdefault(land, "saut")
    return out


def step_cells(match, uid: int, occ) -> tuple[str, ...]:
    """The tiles of :func:`steps` of ``uid`` from its own tile, by coordinates (its moves when no
    ability changes them)."""
    free, at, units = occ.free, occ.at, match.units
    here = units[uid]
    player = here.player
    out = []
    for end, over in occ.steps_from(here.where):
        if end in free and _over_ally(over, uid, player, at, units):
            out.append(end)
    return tuple(out)


def _over_ally(over: str | None, uid: int, player: int, at, units) -> bool:
    """Whether a step to a free tile is one: over nobody, or over an adjacent ally of ``uid`` to
    the free tile beyond it."""
    if over is None:
        return True
    other = at.get(over)
    return other is not None and other != uid and units[other].player == player


def ordinary_moves(match, uid: int, reach: int = DEFAULT_REACH, occ=None) -> dict[str, str]:
    """``{destination: how}`` of a move of up to ``reach`` steps (``""`` steps only, ``"saut"`` a
    jump on the way). A longer move is steps in a row, each ending on a free tile; water stops it
    (arriving there is the drowning test, README reading 31). ``occ``: as in :func:`steps`."""
    where = match.units[uid].where
    if "," not in where or reach <= 0:
        return {}
    occ = occ or occupation(match)
    out = steps(match, uid, where, occ)  # the first step (it never ends where it starts)
    if reach > 1:
        board = match.board
        frontier = {c: h for c, h in out.items() if board.get(c) != WATER}
        for _ in range(reach - 1):
            nxt = {}
            for cell, how in frontier.items():
                for dst, step in steps(match, uid, cell, occ).items():
                    if dst == where or dst in out:
                        continue
                    out[dst] = nxt[dst] = how or step
            frontier = {c: h for c, h in nxt.items() if board.get(c) != WATER}
    return out


def reach(match, uid: int) -> int:
    """How many tiles a move of ``uid`` may cover (1; « peut se déplacer de deux tuiles »)."""
    if not answers(match, "portée", uid):
        return DEFAULT_REACH
    return match.query("portée", DEFAULT_REACH, unit=uid, action="se déplacer", terrain=match.board.get(match.units[uid].where))


def destinations(match, uid: int, distance: int | None = None, occ=None) -> dict[str, str]:
    """Ordinary moves (of the unit's reach, or ``distance``) plus the cells abilities open (free
    tiles only). ``occ``: as in :func:`steps`."""
    occ = occ or occupation(match)
    asked = occ.answered(uid, ASKS)
    if distance is None and not asked and "," in match.units[uid].where:
        return steps(match, uid, match.units[uid].where, occ)  # one step, as the rule says
    if distance is None:
        distance = reach(match, uid) if "portée" in asked else DEFAULT_REACH
    out = ordinary_moves(match, uid, distance, occ)
    where = match.units[uid].where
    if "destinations" not in asked:
        return out  # no ability adds nor forbids any
    extra = match.query("destinations", tuple(out), unit=uid, action="déplacer", terrain=match.board.get(where))
    return _opened(out, extra, where, occ)


def _opened(out: dict, extra, where: str, occ) -> dict:
    """The ordinary moves ``out`` as the abilities' answer ``extra`` to « destinations » leaves
    them: those it forbids taken away, the free tiles it adds put in (« capacité »)."""
    allowed = set(extra)
    if not allowed.issuperset(out):  # an ability may forbid some (« ne peut pas aller sur »)
        out = {c: how for c, how in out.items() if c in allowed}
    free = occ.free
    for c in extra:
        if c in free and c != where:
            out.setdefault(c, "capacité")
    return out


@attrs.frozen
class Move(Action):
    uid: int
    src: str
    dst: str
    who: str

    @property
    def label(self):
        return f"déplacer {self.who} de {self.src} vers {self.dst}"


@attrs.frozen
class Return(Action):
    uid: int
    src: str
    who: str

    @property
    def label(self):
        return f"rentrer {self.who} ({self.src}) en réserve"


def may_move(match, uid: int) -> bool:
    """May the unit move at all (« ne peut pas se déplacer »: the query « permis »)?"""
    return (not answers(match, "permis", uid)  # no ability may say otherwise
            or match.query("permis", True, unit=uid, action="se déplacer",
                           terrain=match.board.get(match.units[uid].where)))


def move_actions(match, player: int, occ=None) -> list:
    """The legal actions of this kind of ``player``'s turn (``occ``: the state's
    :class:`~.occupation.Occupation`, looked up when not given)."""
    acts = []
    occ = occ or occupation(match)
    free, at, units = occ.free, occ.at, match.units
    home, answered, kept = carte.neighbours(match.bases[player]), occ.answering[ASKS], occ.unit_steps
    for u in occ.on_map[player]:
        uid, where, card = u.uid, u.where, u.card
        asked = answered[uid]  # what no ability may answer about it, asked so, is not asked
        if asked:
            if "permis" in asked and not may_move(match, uid):
                continue  # « ne peut pas se déplacer »
            cells = _asked_cells(match, uid, where, asked, occ)
            if cells is not None:
                acts += unit_moves(uid, where, card, cells, occ)
                if where in home:
                    acts.append(interned(Return, uid, where, card))
                continue
        # no ability changes them (or its answers are the rule's): one step, as the rule says, to a
        # free tile or over an adjacent ally to the free tile beyond it (unit_steps, kept per map)
        for end, over, move in kept.get((uid, where, card)) or unit_steps(uid, where, card, occ):
            if end in free and (over is None or _over_ally(over, uid, player, at, units)):
                acts.append(move)
        if where in home:  # next to its own base
            acts.append(interned(Return, uid, where, u.card))
    return acts


def _asked_cells(match, uid: int, where: str, asked, occ) -> tuple | None:
    """The destinations of a unit some ability may answer « portée » or « destinations » about
    (asking as :func:`destinations` does, in the same order), or None when the answers are the
    rule's own: a reach of one tile and the very destinations it was given (its moves are then
    :func:`step_cells`)."""
    distance = reach(match, uid) if "portée" in asked else DEFAULT_REACH
    if "destinations" not in asked:
        if distance == DEFAULT_REACH == 1:
            return None
        return tuple(ordinary_moves(match, uid, distance, occ))
    out = ordinary_moves(match, uid, distance, occ)
    given = tuple(out)
    extra = match.query("destinations", given, unit=uid, action="déplacer", terrain=match.board.get(where))
    if extra is given:  # the value itself: nothing added nor forbidden (as destinations() finds)
        return None if distance == DEFAULT_REACH == 1 else given
    return tuple(_opened(out, extra, where, occ))


def unit_steps(uid: int, where: str, card: str, occ) -> tuple:
    """:meth:`~.occupation.Occupation.steps_from` ``where``, each end with the :class:`Move` of
    ``uid`` (of ``card``) there, ``(tile, over, move)``: kept per map (``occ.unit_steps``, shared by
    the occupations of one map) and unit, tile and card."""
    key = (uid, where, card)
    found = occ.unit_steps.get(key)
    if found is None:
        known = _moves_of(uid, where, card)
        ends = occ.steps_from(where)
        for end, _ in ends:
            if end not in known:
                known[end] = Move(uid, where, end, card)
        found = occ.unit_steps[key] = tuple((end, over, known[end]) for end, over in ends)
    return found


_MOVES: dict[tuple, dict] = {}  # (uid, tile, card) -> {destination: its Move} (see unit_moves)
_MAX_MOVES = 20_000


def _moves_of(uid: int, where: str, card: str) -> dict:
    """``{destination: Move}`` of ``uid`` from ``where``, made once per process (each Move follows
    from the unit, its tile and the destination alone)."""
    key = (uid, where, card)
    known = _MOVES.get(key)
    if known is None:
        if len(_MOVES) >= _MAX_MOVES:  # many matches: start again
            _MOVES.clear()
        known = _MOVES[key] = {}
    return known


def unit_moves(uid: int, where: str, card: str, cells: tuple, occ) -> list:
    """The :class:`Move` actions of ``uid`` from ``where`` to ``cells``, by coordinates, each
    made once per process and handed out again."""
    known = _moves_of(uid, where, card)
    cells = occ.by_coords(cells)
    try:
        return [known[dst] for dst in cells]
    except KeyError:
        for dst in cells:
            if dst not in known:
                known[dst] = Move(uid, where, dst, card)
        return [known[dst] for dst in cells]


#: the queries by which abilities change a unit's moves, with the action each names
#: (:meth:`~.occupation.Occupation.answered`; without any, its moves are :func:`destinations`
#: of its default reach, which are :func:`steps` from its tile)
ASKS = (("permis", "se déplacer"), ("portée", "se déplacer"), ("destinations", "déplacer"))


def perform(match, action) -> None:
    if isinstance(action, Return):
        match.emit(RetourReserve(action.uid, action.src))
        return
    occ = occupation(match)
    uid = action.uid
    if not occ.answered(uid, ASKS):  # its moves are steps(): a step, or a jump further
        where = match.units[uid].where
        how = "saut" if ("," in where and action.dst not in carte.neighbours(where)
                         and action.dst in step_cells(match, uid, occ)) else ""
    else:
        how = destinations(match, uid, occ=occ).get(action.dst, "")
    if "accompagnants" in occ.asked_of[uid]:  # else no ability in play may name any
        mover = match.units[uid]
        # « Lorsqu'un Druide se déplace sur une tuile Forêt »: the tile it moves onto (README, reading 29)
        companions = match.query("accompagnants", (), unit=uid, attaque=False, terrain=match.board.get(action.dst))
        match.push(*[MoveAlong(g.unit, uid, g.rester_adjacent) for g in companions
                     if g.unit != uid and match.units[g.unit].player == mover.player
                     and "," in match.units[g.unit].where])
    arrive(match, action.uid, action.src, action.dst, how)  # water test first


def arrive(match, uid: int, src: str, dst: str, how: str = "") -> None:
    """Move ``uid`` to ``dst``; on water, push the drowning test (it runs next)."""
    match.emit(Deplacement(uid, src, dst, how))
    if match.board.get(dst) == WATER:
        push_water_test(match, uid)


def push_water_test(match, uid: int) -> None:
    """The drowning test of a unit arriving on water, unless an ability says it never drowns (« ne se noie
    jamais »: the query ``permis``, action « se noyer », asked of the unit): then no die is thrown."""
    if answers(match, "permis", uid) and not match.query("permis", True, unit=uid, action="se noyer",
                                                         terrain=WATER):
        return
    key = DROWN_KEY
    match.push(Roll(1, key), WaterTest(uid, key))


@attrs.frozen
class WaterTest(AutoStep):
    """« Lorsque vous arrivez sur une tuile Eau, lancez un dé ; si le résultat est 1
    à 3, l'unité se noie et est ajoutée aux captures de l'adversaire. »"""

    uid: int = attrs.field(validator=natural, metadata=ref("unit"))
    key: str

    def run(self, match):
        match.pop()
        if match.rolls[self.key][0] <= DROWN_MAX and "," in match.units[self.uid].where:
            match.emit(Noyade(self.uid))


# --- moving along (a companion's move) ----------------------------------------------
@attrs.frozen
class Follow(Action):
    uid: int
    src: str
    dst: str
    who: str

    @property
    def label(self):
        return f"déplacer aussi {self.who} de {self.src} vers {self.dst}"


@attrs.frozen
class Stay(Action):
    uid: int
    who: str

    @property
    def label(self):
        return f"laisser {self.who} sur place"


@attrs.frozen
class MoveAlong(Step):
    """A companion of a mover may make one ordinary move (ending adjacent to the mover
    when ``adjacent``)."""

    uid: int = attrs.field(validator=natural, metadata=ref("unit"))
    leader: int = attrs.field(validator=natural, metadata=ref("unit"))
    adjacent: bool = True

    def actor(self, match):
        return match.units[self.uid].player if self.actions(match)[:-1] else AUTO

    def actions(self, match):
        u = match.units[self.uid]
        lead = match.units[self.leader].where
        if "," not in u.where or "," not in lead:
            return [Stay(self.uid, u.card)]
        cells = [c for c in ordinary_moves(match, self.uid) if not self.adjacent or carte.adjacent(c, lead)]
        return [Follow(self.uid, u.where, c, u.card) for c in sorted(cells, key=carte.coords)] + [Stay(self.uid, u.card)]

    def resolve(self, match, choice):
        match.pop()
        if isinstance(choice, Follow):
            arrive(match, self.uid, choice.src, choice.dst, "avec")

    def run(self, match):
        match.pop()
