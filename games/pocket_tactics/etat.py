"""The match state's records and the events that change it.

State is plain data: a :class:`Unit` knows its owner, its card and where it is
(a cell ``"q,r"``, ``"réserve"`` or ``"capturée"``); an attack in progress is a
:class:`Combat`. Every change is one of the events below (``apply`` changes the
state, ``text`` says it in French); each has a French ``kind`` by which the DSL's
triggers and replacements name it.

The attack in progress (``match.combat``) follows the same rule: the declaration
(:class:`AttaqueDeclaree`) sets it, :class:`Permutation` and :class:`DefenseursRestants`
change its defenders, and it ends with the result of the dice (:class:`ResultatCombat`),
with the attacker's drowning on the way (:class:`Noyade`) or when it no longer has
anything to fight (:class:`AttaqueAnnulee`).
"""

from __future__ import annotations

import attrs

from rulekit import Event, Record
from rulekit.frozen import FrozenDict, FrozenList
from rulekit.validators import each, natural, one_of, player, player_or, ref

from .regles import CAPTURED, MODES, RESERVE, kind


@attrs.frozen
class Unit(Record):
    uid: int = attrs.field(validator=natural)
    player: int = attrs.field(validator=player)
    card: str
    where: str = RESERVE


@attrs.frozen
class Combat(Record):
    """An attack being resolved: who, against which tile, how."""

    attacker: int = attrs.field(validator=natural, metadata=ref("unit"))  # uid
    origin: str = attrs.field(metadata=ref("cell"))  # the attacker's tile
    target: str = attrs.field(metadata=ref("cell"))  # the attacked tile
    mode: str = attrs.field(validator=one_of(MODES))  # "Mêlée" | "Distance" | "Magie"
    close: bool
    defenders: tuple[int, ...] = attrs.field(default=(), validator=each(natural),
                                             metadata=ref("unit"))  # uids; empty when a base is attacked
    base: int = attrs.field(default=-1, validator=player_or(-1))  # the player whose base is attacked, or -1


def agreed(match, uid: int, participle: str) -> str:
    """A participle agreeing with the unit's card (« placé », « placée » for a card whose
    ``genre`` is « féminin »)."""
    return participle + ("e" if match.card(uid).feminine else "")


def _moved(match, uid: int, where: str) -> None:
    """A new list of units replaces the old one (``match.units`` is never changed in place). It
    is already what the field's converter makes (a FrozenList): set without attrs' setattr hook,
    which would only look it over again, at every move. A unit moving on the map hands the match
    its occupation after the move, worked out from the one it keeps for the old list
    (:meth:`~.occupation.Occupation.moved`, checked like any kept occupation when read)."""
    units = match.units
    u = units[uid]
    moved = FrozenList(units)
    now = _unit(u.uid, u.player, u.card, where)
    _set_item(moved, uid, now)  # the new list, before anyone holds it
    _set_field(match, "units", moved)
    kept = getattr(match, "__dict__", _NOWHERE).get("_occupation")
    if kept is not None and kept.units is units and kept.frozen:  # a move on the map: the new one in a few steps
        found = kept.moved(moved, u, now)
        if found is not None:
            match.__dict__["_occupation"] = found


_NOWHERE: dict = {}  # the kept occupation of a match without a ``__dict__`` (none)
_set_item = list.__setitem__
_set_field = object.__setattr__
_UNITS: dict[tuple, Unit] = {}  # (uid, player, card, where) -> the Unit: see _unit
_MAX_UNITS = 50_000


def _unit(uid: int, player: int, card: str, where: str) -> Unit:
    """``Unit(uid, player, card, where)``, made (and its fields checked) once per process: units
    come back to the same tiles turn after turn, match after match."""
    key = (uid, player, card, where)
    found = _UNITS.get(key)
    if found is None:
        if len(_UNITS) >= _MAX_UNITS:  # many matches: start again
            _UNITS.clear()
        found = _UNITS[key] = Unit(uid, player, card, where)
    return found


# --- set-up -----------------------------------------------------------------
@attrs.frozen
class OrdreTire(Event):
    kind = "ordre de placement"
    first: int

    def apply(self, match):
        match.first = self.first

    def text(self, match):
        return f"Le joueur {self.first + 1} place en premier et jouera le premier tour."


@attrs.frozen
class BasePosee(Event):
    kind = "base posée"
    player: int
    cell: str

    def apply(self, match):
        bases = list(match.bases)
        bases[self.player] = self.cell
        match.bases = bases
        match.board = {**match.board, self.cell: match.base_name(self.player)}

    def text(self, match):
        return f"Joueur {self.player + 1} : base « {match.base_name(self.player)} » posée en {self.cell}."


@attrs.frozen
class TuilePosee(Event):
    kind = "tuile posée"
    player: int
    cell: str
    terrain: str

    def apply(self, match):  # new frozen containers, as the fields' converters make them (see _moved)
        _set_field(match, "board", FrozenDict({**match.board, self.cell: self.terrain}))
        _set_field(match, "bag", FrozenDict({**match.bag, self.terrain: match.bag[self.terrain] - 1}))
        _set_field(match, "last_tile", self.cell)

    def text(self, match):
        return f"Joueur {self.player + 1} : tuile {self.terrain} posée en {self.cell}."


@attrs.frozen
class UnitePlacee(Event):
    kind = "unité placée"
    uid: int
    cell: str

    def apply(self, match):
        _moved(match, self.uid, self.cell)

    def text(self, match):
        return f"{match.name(self.uid)} est {agreed(match, self.uid, 'placé')} en {self.cell}."


# --- turns ------------------------------------------------------------------
@attrs.frozen
class Deplacement(Event):
    kind = "déplacement"
    unit: int
    src: str
    dst: str
    how: str = ""  # "" | "saut" | "avec" (moved with another unit) | "victoire" | "capacité"

    def apply(self, match):
        _moved(match, self.unit, self.dst)

    def text(self, match):
        how = {"saut": " en sautant", "avec": " (déplacement groupé)", "victoire": " et prend la tuile",
               "capacité": " (capacité)"}[self.how] if self.how else ""
        return f"{match.name(self.unit)} se déplace de {self.src} vers {self.dst}{how}."


@attrs.frozen
class Invocation(Event):
    kind = "invocation"
    uid: int
    dst: str

    def apply(self, match):
        _moved(match, self.uid, self.dst)

    def text(self, match):
        return f"{match.name(self.uid)} est {agreed(match, self.uid, 'invoqué')} en {self.dst}."


@attrs.frozen
class RetourReserve(Event):
    kind = "retour en réserve"
    uid: int
    src: str

    def apply(self, match):
        _moved(match, self.uid, RESERVE)

    def text(self, match):
        return f"{match.name(self.uid)} rentre dans sa base et retourne en réserve."


@attrs.frozen
class Noyade(Event):
    """A unit arriving on water drowns; an attacker drowning on its way ends its attack."""

    kind = "noyade"
    uid: int

    def apply(self, match):
        _moved(match, self.uid, CAPTURED)
        if match.combat is not None and match.combat.attacker == self.uid:
            match.combat = None

    def text(self, match):
        return (f"{match.name(self.uid)} se noie : {agreed(match, self.uid, 'capturé')} par le joueur "
                f"{2 - match.units[self.uid].player}.")


@attrs.frozen
class Passe(Event):
    kind = "passe"
    player: int

    def text(self, match):
        return f"Joueur {self.player + 1} ne peut rien faire et passe."


@attrs.frozen
class FinDeTour(Event, tag="fin de tour"):
    """The end of a turn. ``where`` is where each unit stands then (by uid): the log draws the
    map from it when it is read (:func:`.texte.draw`; the map itself no longer changes once the
    turns have begun), rather than every turn as the match is played."""

    kind = "fin de tour"
    player: int
    turn: int
    where: tuple[str, ...]

    def apply(self, match):
        if type(self.turn) is int and self.turn >= 0:  # what the field's validator accepts: set at once
            _set_field(match, "turn", self.turn)
        else:
            match.turn = self.turn  # refused by the validator

    def text(self, match):
        from .texte import draw

        return f"Fin du tour {self.turn} (joueur {self.player + 1}).\n{draw(match, self.where)}"


@attrs.frozen
class FinDeTourDessinee(Event, tag="FinDeTour"):
    """The end of a turn as saves written before the map was drawn on demand hold it, with the
    map drawn as text: such saves still load, and their log reads as it did."""

    kind = "fin de tour"
    player: int
    turn: int
    drawing: str

    def apply(self, match):
        match.turn = self.turn

    def text(self, match):
        return f"Fin du tour {self.turn} (joueur {self.player + 1}).\n{self.drawing}"


# --- attacks ------------------------------------------------------------------
@attrs.frozen
class AttaqueDeclaree(Event):
    """An attack is declared: ``combat`` becomes the attack in progress (triggers on
    « attaque », such as a swap of places, already see it)."""

    kind = "attaque"
    attacker: int
    target: int | None  # the unit attacked (None: a base)
    mode: str
    close: bool
    cell: str
    whom: str = ""  # the target as described when the attack is declared
    combat: Combat | None = None  # the attack in progress from now on

    @property
    def attaque(self) -> str:
        """The kind of attack (« Attaque Proche » / « Attaque Distante »): what « Lorsqu'un allié est
        attaqué par une Attaque Distante » tests (a property, so the event's record is unchanged)."""
        return kind(self.close)

    def apply(self, match):
        match.combat = self.combat

    def text(self, match):
        kind = "proche" if self.close else "distante"
        return f"{match.name(self.attacker)} lance une attaque {kind} ({self.mode}) contre {self.whom}."


@attrs.frozen
class Permutation(Event):
    kind = "permutation"
    a: int
    b: int

    def apply(self, match):
        wa, wb = match.units[self.a].where, match.units[self.b].where
        _moved(match, self.a, wb)
        _moved(match, self.b, wa)
        c = match.combat
        if c is not None and (self.a in c.defenders) != (self.b in c.defenders):
            other = {self.a: self.b, self.b: self.a}
            match.combat = attrs.evolve(c, defenders=tuple(other.get(d, d) for d in c.defenders))

    def text(self, match):
        return f"{match.name(self.a)} et {match.name(self.b)} échangent leurs places."


@attrs.frozen
class DefenseursRestants(Event):
    """Before the dice, the attack's defenders narrow to those still on the map."""

    kind = "défenseurs restants"
    defenders: tuple[int, ...]

    def apply(self, match):
        match.combat = attrs.evolve(match.combat, defenders=self.defenders)

    def text(self, match):
        return f"Restent en défense : {', '.join(match.name(d) for d in self.defenders)}."


@attrs.frozen
class AttaqueAnnulee(Event):
    """Before the dice, the attack has nothing left to fight: it ends without a roll."""

    kind = "attaque annulée"
    attacker: int
    reason: str

    def apply(self, match):
        match.combat = None

    def text(self, match):
        return f"L'attaque de {match.name(self.attacker)} n'a pas lieu ({self.reason})."


@attrs.frozen
class ResultatCombat(Event):
    """The dice are compared: the attack ends here (``combat`` is the one that ends); the
    captures and the taking of the tile that follow are its consequences."""

    kind = "résultat du combat"
    defender_beaten: bool
    attacker_beaten: bool
    combat: Combat | None = None

    def apply(self, match):
        match.combat = None

    def text(self, match):
        if self.defender_beaten and self.attacker_beaten:
            return "Les deux camps sont battus."
        if self.defender_beaten:
            return "Le défenseur est battu."
        if self.attacker_beaten:
            return "L'attaquant est battu."
        return "Égalité : personne n'est battu."


@attrs.frozen
class UniteBattue(Event):
    kind = "battu"
    unit: int
    by: int | None  # the unit that beat it
    mode: str

    def apply(self, match):
        _moved(match, self.unit, CAPTURED)

    def text(self, match):
        return (f"{match.name(self.unit)} est {agreed(match, self.unit, 'battu')} ({self.mode}) et "
                f"{agreed(match, self.unit, 'capturé')}.")


@attrs.frozen
class BaseDetruite(Event):
    kind = "base détruite"
    player: int
    by: int

    def text(self, match):
        return f"{match.name(self.by)} détruit la base « {match.base_name(self.player)} »."


@attrs.frozen
class RetourAttaquant(Event):
    kind = "retour de l'attaquant"
    uid: int

    def text(self, match):
        return f"{match.name(self.uid)} retourne sur sa tuile ; son tour est terminé."


@attrs.frozen
class UniteReplacee(Event):
    kind = "unité replacée"
    uid: int
    dst: str

    def apply(self, match):
        _moved(match, self.uid, self.dst)

    def text(self, match):
        return f"{match.name(self.uid)} revient de captivité en {self.dst}."


@attrs.frozen
class Relance(Event):
    """A reroll offered in an attack, taken or declined, and where it comes from (``source``:
    « avantage du terrain (Forêt) », « aide de Conscrit (J1) », « Carapace de fer, Homme-Bête
    Juggernaut (J2) »...). Taken: the roll ``key`` and the die's ``value`` (0: all the dice),
    ``forced`` when it is the opponent's die; declined: ``key`` empty. The dice thrown again
    follow as the core's « dés relancés »."""

    kind = "relance"
    player: int
    source: str
    key: str = ""
    value: int = 0
    forced: bool = False

    def text(self, match):
        who = f"Joueur {self.player + 1}"
        if not self.key:
            return f"{who} renonce à une relance : {self.source}."
        dice = "tous les dés" if not self.value else f"un {self.value}"
        verb = "fait relancer" if self.forced else "relance"
        return f"{who} {verb} {dice} ({self.key}) : {self.source}."
