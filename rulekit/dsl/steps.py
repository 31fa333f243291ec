"""The steps and query answers that compiled abilities put into a match.

- :class:`ChoixEffet`: the player may apply an optional effect (« peut ») with one
  of the options the ability computed (which unit to swap, where to place), or
  decline. On resolve it runs the effect through the match's world methods.
- :class:`JetDeSurvie`: after a Roll pushed by a replacement, the prevented event is
  emitted again unless the roll succeeded.
- :class:`RelanceAccordee`, :class:`Accompagnement`: values of the ``relances`` and
  ``accompagnants`` queries (docs/DSL.md, the contract).

Units and tiles are kept as JSON text in steps so any plain game id (int, str,
tuple) saves and loads exactly.
"""

from __future__ import annotations

import json

import attrs

from ..chance import AUTO
from ..records import Action, Event, Step
from ..save import since
from ..steps import Decline
from ..validators import natural, player
from .utilisations import Limitee, disponible, utiliser


def encode(value) -> str:
    return json.dumps(value, ensure_ascii=False)


def decode(text: str):
    def tuples(x):
        return tuple(tuples(i) for i in x) if isinstance(x, list) else x

    return tuples(json.loads(text))


@attrs.frozen
class RelanceAccordee:
    """A reroll an ability grants: ``qui`` = "soi" (own dice) or "adversaire" (the opponent's);
    ``des`` = "attaque" | "défense" | "tous"; ``tous`` = all the dice at once (else one die);
    ``fois`` = how many times; ``avant_situation`` = before the situational rerolls;
    ``valeurs`` = only dice showing one of these values, each once (« relancent leurs 1 »);
    ``rates`` = only the dice that scored nothing; ``obligatoire`` = the reroll must be made (« doit
    relancer », « relance »), else it may be declined (« peut relancer »)."""

    qui: str
    des: str
    tous: bool
    fois: int = 1
    avant_situation: bool = True
    source: str = ""
    valeurs: tuple[int, ...] = ()  # only the dice showing these values (« leurs 1 »)
    obligatoire: bool = False
    #: a limited ability's limit (:mod:`.utilisations`): the reroll taken records a use
    limite: tuple = attrs.field(default=(), metadata=since(3))
    #: (lead-pb2) « relance ses dés ratés »: only the dice that scored nothing, each once; the game that
    #: declares it (its vocabulary's « dés ratés ») tells which (PB: ``relances.ratees``)
    rates: bool = False


@attrs.frozen
class Accompagnement:
    """``unit`` may move with the mover; it must stay adjacent to it / may not attack."""

    unit: object
    rester_adjacent: bool = True
    peut_attaquer: bool = False
    source: str = ""


@attrs.frozen
class AppliquerEffet(Action):
    """Apply the optional effect with one option (its French label is the ability's name)."""

    ability: str
    option: str
    text: str

    @property
    def label(self):
        return f"{self.ability} : {self.text}"


@attrs.frozen
class ChoixEffet(Limitee, Step):
    """``player`` may apply effect ``effect`` of phrase ``phrase`` of ``ability`` borne by ``bearer``
    (``limite``: a limited ability's, :mod:`.utilisations`: applying it records a use)."""

    player: int = attrs.field(validator=player)
    bearer: str
    ability: str
    phrase: int = attrs.field(validator=natural)
    effect: int = attrs.field(validator=natural)
    options: tuple[str, ...]
    labels: tuple[str, ...]
    limite: tuple = attrs.field(default=(), metadata=since(3))

    def actor(self, match):
        return self.player if disponible(match, self.limite) else AUTO

    def actions(self, match):
        return [AppliquerEffet(self.ability, o, l) for o, l in zip(self.options, self.labels)] + [Decline(self.ability)]

    def resolve(self, match, choice):
        match.pop()
        if isinstance(choice, AppliquerEffet):
            from .compiler import run_effect

            utiliser(match, self.limite)
            run_effect(match, decode(self.bearer), self.ability, self.phrase, self.effect, decode(choice.option))


@attrs.frozen
class ChoixApres(Limitee, Step):
    """Once the current action is done (``match.after_action``), ``player`` may apply effect
    ``effect`` of phrase ``phrase`` of ``ability`` borne by ``bearer``: its options are computed
    then, from the match as it is (« … il peut se déplacer d'une tuile »: where it can go once
    the attack is over); with none (or a limited ability used up meanwhile), the step passes."""

    player: int = attrs.field(validator=player)
    bearer: str
    ability: str
    phrase: int = attrs.field(validator=natural)
    effect: int = attrs.field(validator=natural)
    limite: tuple = attrs.field(default=(), metadata=since(3))

    def _options(self, match):
        from .compiler import effect_options

        if not disponible(match, self.limite):
            return []
        return effect_options(match, decode(self.bearer), self.ability, self.phrase, self.effect)

    def actor(self, match):
        return self.player if self._options(match) else AUTO

    def actions(self, match):
        from .effets_unites import _label

        return [AppliquerEffet(self.ability, encode(o), _label(match, o)) for o in self._options(match)] + [
            Decline(self.ability)]

    def resolve(self, match, choice):
        match.pop()
        if isinstance(choice, AppliquerEffet):
            from .compiler import run_effect

            utiliser(match, self.limite)
            run_effect(match, decode(self.bearer), self.ability, self.phrase, self.effect, decode(choice.option))


@attrs.frozen
class Survie(Event):
    """The bearer's roll saved it: the prevented event does not happen."""

    kind = "survie"
    unit: str
    ability: str
    values: tuple[int, ...]

    def text(self, match):
        name = match.unit_label(decode(self.unit)) if hasattr(match, "unit_label") else decode(self.unit)
        if not self.values:  # saved with no roll (« survit automatiquement »)
            return f"{name} reste en vie ({self.ability})."
        return f"{name} reste en vie ({self.ability} : {' '.join(map(str, self.values))})."


@attrs.frozen
class JetDeSurvie(Step):
    """Emit ``event`` again (it keeps its ``replaced_by``) unless ``match.rolls[key]`` succeeded."""

    key: str
    success: tuple[int, ...]
    event: Event
    unit: str
    ability: str

    def actor(self, match):
        return AUTO

    def run(self, match):
        match.pop()
        values = match.rolls.get(self.key, ())
        if values and all(v in self.success for v in values):
            match.emit(Survie(self.unit, self.ability, values))
        else:
            match.emit(self.event)
