"""« Attaque »: close and distant attacks, from declaration to the winner taking the tile.

- **Close** (« Attaque Proche »): the unit moves onto an adjacent tile held by an
  enemy unit (or the enemy base), with Mêlée or Magie. Arriving on water, it first
  takes the drowning test. If only the defender is beaten the attacker takes its
  tile; on a tie (nobody beaten) the attacker goes back to its own tile.
- **Distant** (« Attaque Distante »): with Distance or Magie, against a target in
  reach (query ``"portée"``, 1 tile by default) along a line of fire (water counts,
  empty space blocks); the attacker stays on its tile and fights from it. A
  defender that cannot reach the attacker rolls no attack dice.
- Both sides roll, at once, the attack and defence dice of the chosen mode; then the
  rerolls (:mod:`.relances`); then both comparisons (:mod:`.comparaison`), so both
  units can be beaten. A beaten unit is captured (event ``"battu"``, which
  replacements may prevent); a beaten base loses the match.
- A base rolls :attr:`Faction.base_defence` defence dice and no attack dice.

Abilities (docs/DSL.md) answer the queries ``"portée"`` (tiles a distant attack
reaches), ``"destinations"`` with ``action="attaquer"`` (further tiles a close
attack may target), ``"cibles"`` (the units an attack affects) and ``"dés groupés"``
(``"meilleur"``: several affected units roll once, with the dice of the one whose
attack + defence is the highest), and react to the event ``"attaque"`` (emitted
before the dice; the defender is read from the map afterwards).

The attack in progress, ``match.combat``, changes only through events (see :mod:`.etat`):
it is declared with ``"attaque"`` and ends with ``"résultat du combat"``; the steps after
the result carry the record they need.
"""

from __future__ import annotations

import attrs

from rulekit import Action, AutoStep
from rulekit.abilities import answers
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import natural, one_of, optional_natural, ref

from . import carte, relances, victoire
from .comparaison import beats
from .deplacement import push_water_test
from .etat import (
    AttaqueAnnulee,
    AttaqueDeclaree,
    BaseDetruite,
    Combat,
    DefenseursRestants,
    Deplacement,
    ResultatCombat,
    RetourAttaquant,
    UniteBattue,
)
from .occupation import occupation
from .regles import CLOSE_MODES, DEFAULT_REACH, DISTANT_MODES, MODES, WATER, kind

#: the four rolls of an attack, in ``match.rolls``
ATT_ATT = "attaque de l'attaquant"
ATT_DEF = "défense de l'attaquant"
DEF_ATT = "attaque du défenseur"
DEF_DEF = "défense du défenseur"


def moment(close: bool):
    """What an attack is, in the rule book's words (« lors d'un Combat », « Lorsqu'un Archer
    tire »): every attack is a Combat; a distant one is also a Tir (README reading 30)."""
    return "Combat" if close else ("Combat", "Tir")


def reach(match, uid: int, mode: str | None = None) -> int:
    """How far a distant attack of ``uid`` reaches (1 tile; « jusqu'à 2 tuiles de distance »)."""
    if not answers(match, "portée", uid):
        return DEFAULT_REACH
    return match.query("portée", DEFAULT_REACH, unit=uid, attaque="Attaque Distante", mode=mode,
                       terrain=match.terrain_of(uid), moment=moment(False))


@attrs.frozen
class Attack(Action):
    uid: int
    src: str
    target: str
    mode: str
    close: bool
    who: str
    whom: str

    @property
    def label(self):
        kind = "proche" if self.close else "distante"
        return f"attaque {kind} ({self.mode}) : {self.who} en {self.src} contre {self.whom} en {self.target}"


def _enemy_at(match, player: int, cell: str, occ, attack: str = "", mode: str | None = None,
              attacker: int | None = None) -> str | None:
    """The name of what ``player``'s unit ``attacker`` may attack at ``cell`` with ``attack``
    (« Attaque Proche », « Attaque Distante ») in ``mode``: an enemy unit that may be its target
    (« permis », action « être attaqué », its ``adversaire`` the attacker), or the enemy base."""
    uid = occ.get(cell)
    if uid is not None:
        if match.units[uid].player == player:
            return None
        if answers(match, "permis", uid) and not match.query("permis", True, unit=uid, action="être attaqué",
                                                            attaque=attack, mode=mode, terrain=match.terrain_of(uid),
                                                            adversaire=attacker):
            return None  # « ne peut pas être la cible d'une Attaque Distante », « … être attaquée avec Magie »
        return match.units[uid].card
    if match.bases[1 - player] == cell:
        return match.base_name(1 - player)
    return None


def _may(match, uid: int, attack: str, mode: str | None = None) -> bool:
    """May the unit launch this kind of attack (« ne peut pas lancer d'Attaque Distante »), in
    this mode (« ne peut pas attaquer avec Magie »)?"""
    if not answers(match, "permis", uid):
        return True  # no ability may forbid it
    terrain = match.terrain_of(uid)
    return (match.query("permis", True, unit=uid, action=attack, mode=mode, terrain=terrain)
            and (mode is None or match.query("permis", True, unit=uid, action="attaquer", mode=mode, terrain=terrain)))


def _may_attack(match, uid: int, target: int | None, attack: str, mode: str) -> bool:
    """May the unit attack that unit (« ne peut pas attaquer un Druide »)? The query « permis » of the
    attacker, action « attaquer », its ``adversaire`` the unit attacked (None: the enemy base, which
    no designation of a unit fits)."""
    return target is None or match.query("permis", True, unit=uid, action="attaquer", attaque=attack, mode=mode,
                                         terrain=match.terrain_of(uid), adversaire=target)


class _Targets:
    """What ``player`` may attack in one state, for all its units: :func:`_enemy_at` of each
    (tile, attack, mode, attacker) asked once, since its answer is about that attack alone (the
    query « permis » of the unit attacked) and the state does not change while the actions are
    listed. A tile whose answer cannot depend on the attack, the mode nor the attacker (no ability
    may answer « permis » about what stands there) is asked once for all of them."""

    def __init__(self, match, player: int, occ):
        self.match, self.player, self.at = match, player, occ.at
        self.known: dict = {}
        #: the tiles holding something to attack: the enemy units' and the enemy base
        self.tiles = {u.where for u in occ.on_map[1 - player]}
        self.tiles.add(match.bases[1 - player])
        self.occ = occ
        self._distant = None

    @property
    def distant(self) -> list[str]:
        """The tiles holding something to attack, by coordinates (the order of distant attacks)."""
        if self._distant is None:
            self._distant = self.occ.by_coords(self.tiles)
        return self._distant

    def whom(self, cell: str, attack: str, mode: str, attacker: int) -> str | None:
        known = self.known
        found = known.get(cell, _UNKNOWN)
        if found is _UNKNOWN:  # the first question about this tile
            uid = self.at.get(cell)
            if uid is not None and answers(self.match, "permis", uid):
                found = known[cell] = _ASKED  # « permis » may depend on the attack and the mode
            else:
                found = known[cell] = _enemy_at(self.match, self.player, cell, self.at)
        if found is not _ASKED:
            return found
        key = (cell, attack, mode, attacker)
        try:
            return known[key]
        except KeyError:
            found = known[key] = _enemy_at(self.match, self.player, cell, self.at, attack, mode, attacker)
            return found


_UNKNOWN, _ASKED = object(), object()  # _Targets.whom: a tile not asked about yet; one asked by attack, mode and attacker

#: the queries by which abilities let a unit attack beyond the tiles next to it
REACH_QUERIES = frozenset({"portée", "destinations"})
#: the queries by which abilities change which attacks a unit may launch, with the action each
#: names (:meth:`~.occupation.Occupation.answered`; « portée » names none): without any, it attacks
#: the tiles next to it, in every mode its card gives it dice for
ASKS = (("portée", None), ("destinations", "attaquer"), ("permis", "attaquer"), ("permis", "Attaque Proche"),
        ("permis", "Attaque Distante"))

_MODES: dict[int, tuple] = {}  # id(card) -> (card, its close modes, its distant modes): see _card_modes


def _card_modes(card) -> tuple[tuple, tuple]:
    """The modes of close and distant attacks a card has attack dice for (cards never change:
    kept per card object, which the entry keeps alive)."""
    found = _MODES.get(id(card))
    if found is None or found[0] is not card:
        dice = card.dice
        found = _MODES[id(card)] = (card, tuple(m for m in CLOSE_MODES if dice[m][0] > 0),
                                    tuple(m for m in DISTANT_MODES if dice[m][0] > 0))
    return found[1], found[2]


def attack_actions(match, player: int, occ=None) -> list:
    """The legal actions of this kind of ``player``'s turn (``occ``: the state's
    :class:`~.occupation.Occupation`, looked up when not given)."""
    acts = []
    occ = occ or occupation(match)
    targets = _Targets(match, player, occ)
    tiles, answered = targets.tiles, occ.answering[ASKS]
    for u in occ.on_map[player]:
        uid, where = u.uid, u.where
        asked = answered[uid]  # what no ability may answer about it, asked so, is not asked
        if not asked:  # the rule alone: the tiles next to it, in every mode it has dice for
            if tiles.isdisjoint(carte.neighbours(where)):
                continue  # nothing to attack one tile away
            close = distant = [c for c in carte.neighbours_in_order(where) if c in tiles]
            close_modes, distant_modes = _card_modes(match.card(uid))
        else:
            found = _asked_targets(match, uid, where, asked, targets, occ)
            if found is None:
                continue
            close, distant, close_modes, distant_modes = found
        for cells, kind, modes, is_close in ((close, "Attaque Proche", close_modes, True),
                                             (distant, "Attaque Distante", distant_modes, False)):
            for cell in cells:  # a reach of DEFAULT_REACH (one tile): the neighbours (carte.in_range)
                cell, only = cell if isinstance(cell, tuple) else (cell, None)  # the modes reaching it
                for m in modes:
                    if only is not None and m not in only:
                        continue
                    whom = targets.whom(cell, kind, m, uid)
                    if whom and "permis" in asked and not _may_attack(match, uid, targets.at.get(cell), kind, m):
                        continue
                    if whom:
                        acts.append(interned(Attack, uid, where, cell, m, is_close, u.card, whom))
    return acts


def _asked_targets(match, uid: int, where: str, asked, targets: _Targets, occ) -> tuple | None:
    """``(close tiles, distant tiles, close modes, distant modes)`` of a unit some ability may
    answer « portée », « destinations » or « permis » about, each asked as the rule book says; None
    when it has nothing to attack or may not attack."""
    tiles, board = targets.tiles, match.board
    if asked.isdisjoint(REACH_QUERIES) and tiles.isdisjoint(carte.neighbours(where)):
        return None  # nothing to attack one tile away, and no ability may reach further
    near = [c for c in carte.neighbours_in_order(where) if c in tiles]  # something to attack next to it
    close = near
    if "destinations" in asked:  # an ability may let it attack further tiles (or fewer)
        normal = tuple(c for c in carte.neighbours(where) if c in board)
        answer = match.query("destinations", normal, unit=uid, action="attaquer", terrain=board.get(where))
        if answer is normal:  # the value itself: the tiles next to it on the map
            close = [c for c in near if c in board]
        else:
            close = occ.by_coords({c for c in answer if c in tiles})  # nothing to attack elsewhere
    # each distant mode's reach (« attaquer avec Magie jusqu'à 2 tuiles »), of the modes it has attack
    # dice for (it attacks in no other): the tiles of the longest, each mode then kept to the tiles of
    # its own (:func:`attack_actions`)
    reaches = {m: reach(match, uid, m) for m in _card_modes(match.card(uid))[1]} if "portée" in asked else {}
    r = max(reaches.values(), default=DEFAULT_REACH)
    if r == 1:  # one tile away: the neighbours (carte.in_range)
        distant = near
    else:
        distant = [c for c in targets.distant if occ.in_range(where, c, r)]
    if len(set(reaches.values())) > 1:
        distant = [(c, tuple(m for m, rm in reaches.items() if rm == r or occ.in_range(where, c, rm)))
                   for c in distant]
    if not close and not distant:
        return None
    if "permis" in asked and not match.query("permis", True, unit=uid, action="attaquer", terrain=board.get(where)):
        return None  # « ne peut pas attaquer »
    if "permis" not in asked:
        close_modes, distant_modes = _card_modes(match.card(uid))
        return close, distant, close_modes, distant_modes
    dice = match.card(uid).dice
    return close, distant, *(
        [m for m in all_modes if dice[m][0] > 0 and _may(match, uid, kind, m)] if cells else ()
        for cells, kind, all_modes in ((close, "Attaque Proche", CLOSE_MODES), (distant, "Attaque Distante", DISTANT_MODES)))


def declare(match, action: Attack) -> None:
    player = match.units[action.uid].player
    primary = match.unit_at(action.target)
    if primary is None:
        combat = Combat(action.uid, action.src, action.target, action.mode, action.close, (), 1 - player)
    else:
        affected = match.query("cibles", (primary,), unit=action.uid, mode=action.mode, rôle="attaque",
                               moment=moment(action.close), attaque=kind(action.close),
                               terrain=match.board.get(action.src)) if answers(match, "cibles", action.uid) else (primary,)
        defenders = tuple(dict.fromkeys(d for d in affected if match.units[d].player != player
                                        and "," in match.units[d].where))
        combat = Combat(action.uid, action.src, action.target, action.mode, action.close, defenders)
    match.push(Engage())
    match.emit(AttaqueDeclaree(action.uid, primary, action.mode, action.close, action.target,
                               match.describe(action.target), combat))


def attacker_alive(match) -> bool:
    c = match.combat
    return c is not None and match.units[c.attacker].where == c.origin


def target_held(match) -> bool:
    """Does the attacked tile still hold what the attack is against (the base, or one of its
    defenders)? A swap that drowned the defender, for one, leaves nothing to fight."""
    c = match.combat
    return c.base >= 0 or match.unit_at(c.target) in c.defenders


@attrs.frozen
class Engage(AutoStep):
    """A close attack onto water: the drowning test comes before the dice, only if the
    attacker is still to enter the tile (an emptied tile is never entered: :class:`ThrowDice`
    cancels the attack)."""

    def run(self, match):
        c = match.combat
        match.replace_top(ThrowDice())
        if c.close and match.board[c.target] == WATER and attacker_alive(match) and target_held(match):
            push_water_test(match, c.attacker)


def can_riposte(match, uid: int) -> bool:
    c = match.combat
    return c.close or carte.in_range(match.board, match.units[uid].where, c.origin, reach(match, uid, c.mode))


#: the queries a unit's dice answer (« lance un dé supplémentaire en défense »)
DICE_QUERIES = ("dés d'attaque", "dés de défense")


def dice_of(match, uid: int, which: int, role: str) -> int:
    """A unit's attack (0) or defence (1) dice in the combat under way, as its card gives
    them and its abilities change them (never below zero)."""
    c = match.combat
    printed = match.card(uid).dice[c.mode][which]
    if not answers(match, DICE_QUERIES[which], uid):  # no ability in play may change them
        return max(0, printed)
    opponent = c.attacker if uid != c.attacker else (None if c.base >= 0 else match.unit_at(c.target))
    return max(0, match.query(DICE_QUERIES[which], printed, unit=uid, rôle=role, mode=c.mode,
                              dés=("attaque", "défense")[which], terrain=match.terrain_of(uid),
                              moment=moment(c.close), adversaire=opponent, attaque=kind(c.close)))


def defender_dice(match) -> tuple[int, int]:
    """Attack and defence dice of the defending side: a base rolls only defence dice
    (and no attack dice); a defender out of reach of a distant attacker rolls no attack
    dice; several affected units roll together: each unit's dice added up
    (``"chacun"``), or only the dice of the one with the highest attack + defence
    (``"meilleur"``)."""
    c = match.combat
    if c.base >= 0:
        return 0, match.faction(c.base).base_defence
    dice = [(dice_of(match, d, 0, "défense") if can_riposte(match, d) else 0, dice_of(match, d, 1, "défense"))
            for d in c.defenders]
    if len(dice) > 1:
        how = match.query("dés groupés", "chacun", unit=c.attacker, mode=c.mode, rôle="attaque",
                          moment=moment(c.close), attaque=kind(c.close), terrain=match.terrain_of(c.attacker))
        if how == "meilleur":
            return max(dice, key=lambda ad: (ad[0] + ad[1], ad[0]))
    return sum(a for a, _ in dice), sum(d for _, d in dice)


@attrs.frozen
class ThrowDice(AutoStep):
    def run(self, match):
        match.pop()
        c = match.combat
        if c is None:  # the attacker drowned on the way: its drowning ended the attack
            return
        if not attacker_alive(match):
            match.emit(AttaqueAnnulee(c.attacker, "l'attaquant n'est plus sur sa tuile"))
            return
        if c.base < 0:
            defenders = tuple(d for d in c.defenders if "," in match.units[d].where)
            if match.unit_at(c.target) not in defenders:  # the tile changed hands: nothing to fight
                match.emit(AttaqueAnnulee(c.attacker, "la tuile attaquée a changé d'occupant"))
                return
            if defenders != c.defenders:
                match.emit(DefenseursRestants(defenders))
            c = match.combat
        a_att, a_def = dice_of(match, c.attacker, 0, "attaque"), dice_of(match, c.attacker, 1, "attaque")
        d_att, d_def = defender_dice(match)
        match.push(Roll(a_att, ATT_ATT), Roll(a_def, ATT_DEF), Roll(d_att, DEF_ATT), Roll(d_def, DEF_DEF),
                   relances.AbilityRerolls(True), relances.SituationRerolls(),
                   relances.AbilityRerolls(False), Compare())


@attrs.frozen
class Compare(AutoStep):
    def run(self, match):
        match.pop()
        c = match.combat
        r = match.rolls
        d_beaten = beats(r[ATT_ATT], r[DEF_DEF])
        a_beaten = beats(r[DEF_ATT], r[ATT_DEF])
        match.emit(ResultatCombat(d_beaten, a_beaten, c))  # the attack ends: c is all that follows needs
        if c.base >= 0:
            if d_beaten:
                match.emit(BaseDetruite(c.base, c.attacker))
                victoire.base_destroyed(match, c.base, c.attacker)
            elif c.close:
                match.emit(RetourAttaquant(c.attacker))
            return
        primary = match.unit_at(c.target)
        steps = [Beat(d, c.attacker, c.mode) for d in c.defenders] if d_beaten else []
        if a_beaten:
            steps.append(Beat(c.attacker, primary, c.mode))
        match.push(*steps, Settle(c))


@attrs.frozen
class Beat(AutoStep):
    """Emit « battu » (a replacement may prevent it: the unit survives)."""

    uid: int = attrs.field(validator=natural, metadata=ref("unit"))
    by: int | None = attrs.field(validator=optional_natural, metadata=ref("unit", optional=True))
    mode: str = attrs.field(validator=one_of(MODES))

    def run(self, match):
        match.pop()
        if "," in match.units[self.uid].where:
            match.emit(UniteBattue(self.uid, self.by, self.mode))


@attrs.frozen
class Settle(AutoStep):
    """The winner of a close attack takes the tile; otherwise the attacker goes back."""

    combat: Combat

    def run(self, match):
        match.pop()
        c = self.combat
        if not c.close or match.units[c.attacker].where != c.origin:  # distant, or the attacker is gone
            return
        if match.unit_at(c.target) is None:
            match.emit(Deplacement(c.attacker, c.origin, c.target, "victoire"))
        else:
            match.emit(RetourAttaquant(c.attacker))
