"""The action phase: alternating activations, action tests, keeping the initiative.

After a formation's activation its player may keep the initiative (activate another
formation at once, −1 to its test) unless they just did; otherwise the opponent
activates. A failed test gives a blast marker and the formation must Tenir.
"""

from __future__ import annotations

import attrs

from rulekit import Action, AutoStep, Step
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import natural, player, ref

from . import pions_impact
from .actions import Programme
from .assaut import cibles_charge, groupe_possible
from .evenements import ActionChangee, ActionDeclaree, RelanceInitiative, TestAction
from .feuille import feuille
from .porteurs import porteurs

ACTIONS_DEMORALISEE = ("Tenir", "Rassemblement")
#: the action a failed action test imposes; not offered otherwise to an unbroken formation
#: (« Hold: only available to formations that fail an action test », README « The turn »)
ACTION_ECHEC = "Tenir"


def restantes(match, joueur) -> list[int]:
    return [f.id for f in match.formations if not f.a_agi and f.joueur == joueur and f.sur_table]


@attrs.frozen
class Activer(Action):
    formation: int
    nom: str
    conserve: bool = False

    @property
    def label(self):
        if self.conserve:
            return f"conserver l'initiative : activer {self.nom} ({self.formation})"
        return f"activer {self.nom} ({self.formation})"


@attrs.frozen
class PasserLaMain(Action):
    joueur: int

    @property
    def label(self):
        return "passer la main"


@attrs.frozen
class ChoisirFormation(Step):
    joueur: int = attrs.field(validator=player)
    conserve: bool = False

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        acts = [interned(Activer, i, match.formations[i].nom, self.conserve) for i in restantes(match, self.joueur)]
        return acts + ([interned(PasserLaMain, self.joueur)] if self.conserve else [])

    def resolve(self, match, choice):
        match.pop()
        if isinstance(choice, PasserLaMain):
            match.push(interned(ChoisirFormation, 1 - self.joueur, False))
        else:
            # the steps of every activation: frozen records made once per process (interned)
            match.push(interned(ChoisirAction, choice.formation, self.joueur, self.conserve),
                       interned(Alternance, self.joueur, self.conserve))


@attrs.frozen
class Alternance(AutoStep):
    """Who activates next, or the end phase when every formation has acted."""

    dernier: int = attrs.field(validator=player)
    conserve: bool

    def run(self, match):
        match.pop()
        a, b = self.dernier, 1 - self.dernier
        avec = {f.joueur for f in match.formations if not f.a_agi and f.sur_table}   # who has one left (restantes)
        ra, rb = a in avec, b in avec
        if not ra and not rb:
            from .ralliement import FinDuTour

            match.push(FinDuTour())
        elif not rb:
            match.push(interned(ChoisirFormation, a, False))
        elif ra and not self.conserve:
            match.push(interned(ChoisirFormation, a, True))
        else:
            match.push(interned(ChoisirFormation, b, False))


@attrs.frozen
class Declarer(Action):
    formation: int
    action: str

    @property
    def label(self):
        return f"la formation {self.formation} : {self.action}"


@attrs.frozen
class ChoisirAction(Step):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    joueur: int = attrs.field(validator=player)
    conserve: bool = False

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        f = match.formations[self.formation]
        demoralisee, offertes = f.demoralisee, []
        for nom, charge, _ in _charges():
            if demoralisee and nom not in ACTIONS_DEMORALISEE:
                continue
            if nom == ACTION_ECHEC and not demoralisee:
                continue
            if charge is not None and not cibles_charge(match, self.formation, charge):
                continue
            offertes.append(nom)
        # the same few lists again and again: made once per process (frozen records compared by value)
        return list(_declarations(self.formation, tuple(offertes)))

    def resolve(self, match, choice):
        match.pop()
        match.emit(ActionDeclaree(self.formation, choice.action, self.conserve))
        assaut = _assauts()[choice.action]
        if assaut or match.groupe:   # (an empty group is left as it is)
            match.groupe = groupe_possible(match, self.formation) if assaut else []
        match.push(interned(Roll, 1, "test d'action", 6), interned(JugerTest, self.formation, choice.action, self.conserve, False))


def _declarations(formation: int, noms: tuple) -> tuple:
    """The actions ``noms`` offered to ``formation`` (:meth:`ChoisirAction.actions`): the same few
    lists again and again, each made once per process (frozen records compared by value)."""
    found = _DECLARATIONS.get((formation, noms))
    if found is None:
        if len(_DECLARATIONS) >= 4096:
            _DECLARATIONS.clear()
        found = _DECLARATIONS[(formation, noms)] = tuple(interned(Declarer, formation, nom) for nom in noms)
    return found


_DECLARATIONS: dict[tuple, tuple] = {}


def _charges() -> tuple:
    """``(name, moves of its assault move or None, whether it fights in close combat)`` of each
    action of the sheet, read once per sheet (``feuille()`` is read once: the same object, so
    what is read from it is kept with it)."""
    sheet = feuille()
    if _CHARGES[0] is not sheet:
        _CHARGES[:] = [sheet, tuple(
            (nom, next((g.n for c in action.etapes for g in c.gestes if g.genre == "mouvement d'assaut"), None),
             any(g.genre == "corps à corps" for c in action.etapes for g in c.gestes))
            for nom, action in sheet.actions.items())]
    return _CHARGES[1]


def _assauts() -> dict:
    """``{action: whether it fights in close combat}`` (:func:`_charges`)."""
    charges = _charges()
    if _ASSAUTS[0] is not charges:
        _ASSAUTS[:] = [charges, {nom: assaut for nom, _, assaut in charges}]
    return _ASSAUTS[1]


_ASSAUTS: list = [None, {}]


_CHARGES: list = [None, ()]


def modificateur_test(match, fid, conserve) -> int:
    """The sheet's « Tests d'Action » rows that apply, plus what the abilities say of the formation's
    test (« +1 aux tests d'action », an aura's « Les formations à moins de 15 cm ont +1 aux tests
    d'action »: query ``modificateur``, ``jet="jet d'initiative"``). A formation tests once, led by
    its best unit: each unit is asked (its own lines, and the auras on its formation), the best
    answer counts, so a line borne by six units of a formation gives +1, not +6."""
    formations = [fid] + list(match.groupe)
    # asked only of the units some rule may answer about (:func:`porteurs`; most matches: none)
    # (a unit not asked answers 0, as it would if asked)
    bearers = porteurs(match).get("modificateur", ())
    units = [f"{fid}.{i}" for i in match.formations[fid].vivantes()]
    asked = units if bearers is None else [u for u in units if u in bearers]
    total = max([match.query("modificateur", 0, jet="jet d'initiative", unite=u, formation=fid) for u in asked]
                + ([0] if len(asked) < len(units) else []), default=0)
    for row in feuille().tests_action:
        g = row.condition.genre
        if g == "a_un_pion" and any(match.formations[x].pions > 0 for x in formations):
            total += row.valeur
        elif g == "conserve_initiative" and conserve:
            total += row.valeur
    return total


@attrs.frozen
class JugerTest(AutoStep):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    action: str
    conserve: bool
    relance_faite: bool = False

    def run(self, match):
        match.pop()
        jet = match.rolls["test d'action"][0]
        mod = modificateur_test(match, self.formation, self.conserve)
        seuil = match.armee(match.formations[self.formation].joueur).initiative
        reussi = jet + mod >= seuil
        if not reussi and not self.relance_faite:
            joueur = match.formations[self.formation].joueur
            source = match.query("relance initiative", "", formation=self.formation, joueur=joueur)
            if source:
                match.emit(RelanceInitiative(self.formation, source))
                match.push(Roll(1, "test d'action"), attrs.evolve(self, relance_faite=True))
                return
        match.emit(TestAction(self.formation, jet, mod, seuil, reussi))
        if reussi:
            for g in match.groupe:
                match.emit(ActionDeclaree(g, self.action))
            match.push(interned(Programme, self.formation, self.action, 0))
        else:
            match.groupe = []
            match.emit(ActionChangee(self.formation, ACTION_ECHEC))
            pions_impact.ajouter(match, self.formation, 1, "test d'action raté")
            match.push(interned(Programme, self.formation, ACTION_ECHEC, 0))
