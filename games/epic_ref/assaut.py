"""Assaults, steps I–VIII of the sheet.

I choose the target and II charge (:class:`ChoisirCharge`); III counter-charges: in
point formations each unit in base contact can face at most two enemy units, so
``min(units, 2 × enemy units)`` of each side are in contact (best close-combat
values first), the rest are within 15 cm and use firefight; IV attacks (first
strikers, then the others) and the two end conditions; V supporting fire from
other formations within 15 cm; VI the result roll, 2D6 + the sheet's modifiers
(a tie is rolled again); VII the loser takes the difference as hits with no save,
is broken and withdraws; VIII the winner consolidates (a 5 cm move).
"""

from __future__ import annotations

import math

import attrs

from rulekit import AUTO, Action, AutoStep, Step
from rulekit.steps import Roll
from rulekit.validators import each, natural, player, ref

from . import pions_impact
from .pions_impact import multiplicateur
from . import table as T
from .etat import Touche
from .evenements import Demoralisation, ResultatAssaut, Touches, UniteDetruite
from .feuille import feuille
from .memo import memo
from .marche import marcher, preparer, terrain_des_unites, zones_ennemies
from .mouvement import ChoisirDestination, Destination, deplacer, longueur
from .sauvegarde import Sauvegardes
from .tir import Salve

FUSILLADE = 15  # cm
CONSOLIDATION = 5  # cm


def cibles_charge(match, fid: int, n: int = 1) -> list[int]:
    """Enemy formations the formation can reach in contact with its charge move. Those within its
    reach are read at once (most formations have none: a state seldom asks it twice); the walks
    to them are kept while the match stands still (:mod:`.memo`)."""
    if not _proches(match, fid, n)[0]:
        return []
    return list(memo(match, ("cibles de charge", fid, n), lambda: tuple(_cibles_charge(match, fid, n))))


def _proches(match, fid: int, n: int) -> tuple:
    """``(enemy formations on the table within the charge's reach, that reach)``."""
    f = match.formations[fid]
    if f.detruite:
        return [], 0
    mult = multiplicateur(match, fid, "charge")
    portee = longueur(match, fid, n) * mult
    joueur, x, y = f.joueur, f.x, f.y
    # (``T.distance(f.pos, e.pos)`` said in place, before whether it is on the table: asked of every formation)
    return [e for e in match.formations if e.joueur != joueur and math.hypot(x - e.x, y - e.y) <= portee and e.sur_table], portee


def _cibles_charge(match, fid: int, n: int) -> list[int]:
    proches, portee = _proches(match, fid, n)
    if not proches:
        return []
    # each walk as ``trajet(match, fid, e.pos, cible=e.id, portee=portee)`` makes it (a walk to a
    # point on the table within reach), the terrain and zones read once for all of them
    pos = match.formations[fid].pos
    rayons, unites = zones_ennemies(match, fid), terrain_des_unites(match, fid, portee)
    return [e.id for e in proches
            if marcher(pos, e.pos, preparer(match, fid, cible=e.id, rayons=rayons, portee=portee, unites=unites))[0] == e.pos]


def groupe_possible(match, fid: int) -> list[int]:
    """Formations that may join an assault led by ``fid`` (Commandant: "assaut groupé")."""
    n, d = match.query("assaut groupé", (0, 0), formation=fid)
    f = match.formations[fid]
    autres = sorted((T.distance(f.pos, e.pos), e.id) for e in match.formations
                    if e.joueur == f.joueur and e.id != fid and e.sur_table and not e.a_agi
                    and not e.demoralisee and T.distance(f.pos, e.pos) <= d)
    return [i for _, i in autres[:n]]


@attrs.frozen
class Charger(Action):
    formation: int
    cible: int
    nom: str

    @property
    def label(self):
        return f"la formation {self.formation} charge {self.nom} ({self.cible})"


@attrs.frozen
class ChoisirCharge(Step):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    joueur: int = attrs.field(validator=player)
    n: int = attrs.field(default=1, validator=natural)

    def actor(self, match):
        return self.joueur if cibles_charge(match, self.formation, self.n) else AUTO

    def run(self, match):
        match.pop()
        match.modifier_formation(self.formation, cible=-1)

    def actions(self, match):
        return [Charger(self.formation, c, match.formations[c].nom) for c in cibles_charge(match, self.formation, self.n)]

    def resolve(self, match, choice):
        match.pop()
        cible = match.formations[choice.cible]
        match.modifier_formation(self.formation, cible=choice.cible)
        for fid in [self.formation] + list(match.groupe):
            if fid == self.formation or choice.cible in cibles_charge(match, fid, self.n):
                deplacer(match, fid, cible.pos, "charge", cible=choice.cible)
        match.groupe = [g for g in match.groupe if match.formations[g].pos == cible.pos]


def _camps(match, attaquants, defenseur):
    return [list(attaquants), [defenseur]]


def _unites(match, fids):
    return [(fid, i) for fid in fids for i in match.formations[fid].vivantes()]


def engagees(match, camps):
    """Units in base contact (CC) for each side; the others fight with FF."""
    unites = [_unites(match, c) for c in camps]
    out = []
    for side in (0, 1):
        mine, theirs = unites[side], unites[1 - side]
        n = min(len(mine), 2 * len(theirs))
        best = sorted(mine, key=lambda u: match.profil(*u).cc)
        out.append(set(best[:n]))
    return out


@attrs.frozen
class Assaut(AutoStep):
    """Steps III–IV: counter-charges, then the attacks (first strikers first)."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))

    def run(self, match):
        match.pop()
        f = match.formations[self.formation]
        if f.cible < 0 or f.detruite or f.demoralisee or not match.formations[f.cible].sur_table:
            return  # a charger broken on its way (overwatch fire, dangerous terrain) has withdrawn
        attaquants = tuple([self.formation] + [g for g in match.groupe if match.formations[g].sur_table
                                               and not match.formations[g].demoralisee])
        camps = (attaquants, (f.cible,))
        depart = tuple(len(_unites(match, c)) for c in camps)
        match.push(Vague(camps[0], camps[1], True), Vague(camps[0], camps[1], False),
                   FinAttaques(camps[0], camps[1], depart))


def _attaques(match, camps, side, engage, premier: bool, soutien=False):
    """The side's attacks of this wave as :class:`Salve` groups (keyed by roll and rules)."""
    groupes = {}
    for fid, i in _unites(match, camps[side]):
        profil = match.profil(fid, i)
        uid = f"{fid}.{i}"
        contact = (fid, i) in engage[side] and not soutien
        seuil_unite = profil.cc if contact else profil.ff
        attaques = [(uid, 1, seuil_unite)]
        # a line's « +1 pour toucher en fusillade » (query ``modificateur``): in contact the close
        # combat, out of it the firefight, both « en assaut »
        moment = ("assaut", "corps à corps" if contact else "fusillade")
        armee = False
        for w, nom in enumerate(profil.armes):
            # a weapon's extra attacks (« Ajoute une attaque en assaut / au corps à corps / en
            # fusillade »): a contact weapon's in base contact, at the unit's CC; another weapon's
            # out of contact, in the firefight (supporting fire too), at its FF
            if (match.arme(fid, nom).portee == 0) == contact:
                wid, armee = f"{uid}.{w}", True
                attaques.append((wid, match.query("attaques", 0, arme=wid, unite=uid, moment=moment), seuil_unite))
        if not armee:
            # a unit with no weapon for this fight strikes with its CC or FF value alone: its own line
            # (« Cette unité ajoute deux attaques au corps à corps ») adds to that attack, as it adds to its
            # weapons' when it has some (a unit's line covers its weapons)
            attaques.append((uid, match.query("attaques", 0, arme=uid, unite=uid, moment=moment), seuil_unite))
        for source, n, seuil in attaques:
            if n <= 0 or (not soutien and bool(match.query("frappe en premier", False, arme=source, moment=moment))
                          != premier):
                continue
            mod = match.query("modificateur", 0, jet="jet pour toucher", moment=moment, arme=source, unite=uid)
            seuil = min(6, max(2, seuil - mod)) if mod else seuil
            regles = (("macro", bool(match.query("macro", False, arme=source))),
                      ("sans_svg", bool(match.query("aucune sauvegarde", False, arme=source))),
                      ("degats", match.query("dégâts engins", 1, arme=source)))
            groupes[(seuil, regles)] = groupes.get((seuil, regles), 0) + n
    return [Salve("assaut", seuil, n, **dict(r)) for (seuil, r), n in sorted(groupes.items())]


@attrs.frozen
class Vague(AutoStep):
    """One wave of attacks of both sides, thrown at once, casualties removed after."""

    attaquants: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    defenseurs: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    premier: bool
    soutien: tuple[tuple[int, ...], ...] = attrs.field(default=(), metadata=ref("formation"))

    def run(self, match):
        match.pop()
        camps = (self.attaquants, self.defenseurs)
        if not _unites(match, camps[0]) or not _unites(match, camps[1]):
            return
        engage = engagees(match, camps)
        par_camp = []
        for side in (0, 1):
            if self.soutien:
                par_camp.append(_attaques(match, (self.soutien[side], ()), 0, (set(), set()), False, True))
            else:
                par_camp.append(_attaques(match, camps, side, engage, self.premier))
        rolls = [Roll(s.n, f"assaut {side + 1}.{k + 1} ({s.seuil}+)")
                 for side in (0, 1) for k, s in enumerate(par_camp[side])]
        match.push(*rolls, ResoudreVague(self.attaquants, self.defenseurs, tuple(par_camp[0]), tuple(par_camp[1])))


@attrs.frozen
class ResoudreVague(AutoStep):
    attaquants: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    defenseurs: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    salves_att: tuple[Salve, ...]
    salves_def: tuple[Salve, ...]

    def run(self, match):
        match.pop()
        camps = (self.attaquants, self.defenseurs)
        touches = []
        for side, salves in ((0, self.salves_att), (1, self.salves_def)):
            cibles = sorted(_unites(match, camps[1 - side]), key=lambda u: u not in engagees(match, camps)[1 - side])
            k = 0
            for j, s in enumerate(salves):
                n = sum(1 for v in match.rolls[f"assaut {side + 1}.{j + 1} ({s.seuil}+)"] if v >= s.seuil)
                for _ in range(n if cibles else 0):
                    fid, i = cibles[k % len(cibles)]
                    k += 1
                    touches.append(_touche(match, fid, i, s))
        for fid in self.attaquants + self.defenseurs:
            n = sum(1 for t in touches if t.formation == fid)
            if n:
                match.emit(Touches(fid, n, "assaut"))
        match.push(Sauvegardes(tuple(touches)))


def _touche(match, fid, i, s: Salve) -> Touche:
    uid = f"{fid}.{i}"
    profil = match.profil(fid, i)
    seconde = match.query("seconde svg", 0, cible=uid, macro=s.macro)
    if s.sans_svg or (s.macro and not match.query("svg contre macro", False, cible=uid)):
        seuil, relance = 7, False
    else:
        seuil, relance = profil.blindage, not s.macro and bool(match.query("relance svg", False, cible=uid))
    cause = "aucune sauvegarde" if seuil >= 7 and not seconde else "sauvegarde ratée"
    return Touche(fid, i, seuil, relance, seconde, s.degats if profil.type == "EG" else 1, cause)


@attrs.frozen
class FinAttaques(AutoStep):
    """The two end conditions of step IV; otherwise supporting fire (V) and the result (VI)."""

    attaquants: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    defenseurs: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    depart: tuple[int, int] = attrs.field(validator=each(natural))

    def run(self, match):
        match.pop()
        att = _unites(match, self.attaquants)
        dfn = _unites(match, self.defenseurs)
        if not dfn and att:
            match.emit(ResultatAssaut(self.attaquants[0], 0, 0, match.formations[self.attaquants[0]].joueur))
            match.push(*consolider(match, self.attaquants))
            return
        if not att:
            return
        soutien = []
        for camp, ennemis in ((self.attaquants, self.defenseurs), (self.defenseurs, self.attaquants)):
            joueur = match.formations[camp[0]].joueur
            soutien.append(tuple(
                e.id for e in match.formations
                if e.joueur == joueur and e.id not in camp and e.sur_table and not e.demoralisee
                and any(T.distance(e.pos, match.formations[x].pos) <= FUSILLADE for x in ennemis)))
        steps = []
        if soutien[0] or soutien[1]:
            steps.append(Vague(self.attaquants, self.defenseurs, False, tuple(soutien)))
        steps += [Roll(2, "résultat de l'attaquant"), Roll(2, "résultat du défenseur"),
                  JugerAssaut(self.attaquants, self.defenseurs, self.depart)]
        match.push(*steps)


def modificateurs(pertes: int, unites: int, unites_ennemies: int, pions: int, pions_ennemis: int,
                  personnage: int) -> int:
    """The sheet's assault modifiers for one side; ``personnage`` is the side's best « +N au résultat
    des assauts » (0: none): the row « Vous avez un personnage Charismatique » is that bonus."""
    total = 0
    for row in feuille().assaut:
        g = row.condition.genre
        if g == "par_perte":
            total += row.valeur * pertes
        elif g == "plus_unites" and unites > unites_ennemies:
            total += row.valeur
        elif g == "fois_plus_unites" and unites > row.condition.nombre * unites_ennemies:
            total += row.valeur
        elif g == "sans_pion" and pions == 0:
            total += row.valeur
        elif g == "ennemi_plus_de_pions" and pions_ennemis > pions:
            total += row.valeur
        elif g == "personnage" and personnage:
            total += int(personnage)
    return total


def modificateurs_camp(match, camps, side, depart):
    mine, theirs = camps[side], camps[1 - side]
    pertes = depart[1 - side] - len(_unites(match, theirs))
    pions = sum(match.formations[x].pions for x in mine)
    pions_e = sum(match.formations[x].pions for x in theirs)
    # the attacking side charged (« +1 au résultat des assauts en charge » / « si la formation charge »)
    moment = ("assaut", "charge") if side == 0 else "assaut"
    perso = max((match.query("bonus résultat assaut", 0, formation=x, moment=moment) for x in mine), default=0)
    return modificateurs(pertes, len(_unites(match, mine)), len(_unites(match, theirs)), pions, pions_e, perso)


@attrs.frozen
class JugerAssaut(AutoStep):
    """VI: higher total wins; a tie is rolled again. VII and VIII follow."""

    attaquants: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    defenseurs: tuple[int, ...] = attrs.field(validator=each(natural), metadata=ref("formation"))
    depart: tuple[int, int] = attrs.field(validator=each(natural))

    def run(self, match):
        match.pop()
        camps = (self.attaquants, self.defenseurs)
        totaux = [sum(match.rolls[k]) + modificateurs_camp(match, camps, s, self.depart)
                  for s, k in ((0, "résultat de l'attaquant"), (1, "résultat du défenseur"))]
        if totaux[0] == totaux[1]:
            match.push(Roll(2, "résultat de l'attaquant"), Roll(2, "résultat du défenseur"), self)
            return
        gagnant = 0 if totaux[0] > totaux[1] else 1
        joueur = match.formations[camps[gagnant][0]].joueur
        match.emit(ResultatAssaut(self.attaquants[0], totaux[0], totaux[1], joueur))
        perdants = camps[1 - gagnant]
        for _ in range(abs(totaux[0] - totaux[1])):
            cibles = [(fid, i) for fid, i in _unites(match, perdants)
                      if match.query("dommage défaite assaut", True, unite=f"{fid}.{i}")]
            if not cibles:
                break
            match.emit(UniteDetruite(cibles[0][0], cibles[0][1], "défaite en assaut"))
        steps = []
        for fid in perdants:
            f = match.formations[fid]
            if f.sur_table:
                if not f.demoralisee:
                    match.emit(Demoralisation(fid))
                steps.append(pions_impact.Retraite(fid))
        for fid in camps[gagnant]:  # « Un PI par unité » holds for the winner too, after its losses
            f = match.formations[fid]
            if f.sur_table and not f.demoralisee and pions_impact.est_brisee(f):
                match.emit(Demoralisation(fid))
                steps.append(pions_impact.Retraite(fid))
        match.push(*steps, *consolider(match, [f for f in camps[gagnant] if not match.formations[f].demoralisee]))


def consolider(match, fids):
    """VIII: each winning formation may move 5 cm (its destinations, 5 cm long)."""
    from .mouvement import destinations

    steps = []
    for fid in fids:
        f = match.formations[fid]
        if f.sur_table:
            opts = destinations(match, fid, CONSOLIDATION)
            steps.append(ChoisirDestination(fid, f.joueur, tuple(Destination(fid, p[0], p[1], nom) for nom, p in opts),
                                            "consolidation"))
    return steps
