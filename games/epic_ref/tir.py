"""Shooting: to-hit with the sheet's modifier table, allocation, saves, blast markers.

Procedure (one shooting formation at one target formation): units stopped by blast
markers do not shoot; each weapon in range rolls its attacks (AP against infantry, AC
against armour); barrage weapons combine into one barrage (:mod:`.barrage`). Dice with
the same roll needed and the same weapon rules are one chance node. Hits go to the
target's eligible units in turn, front to back; saves follow (:mod:`.sauvegarde`);
then blast markers: one for coming under fire, one per unit destroyed (one per hit for
Rupture), plus the barrage table's extra ones.
"""

from __future__ import annotations

import math

import attrs

from rulekit import AUTO, Action, AutoStep, Record, Step
from rulekit.records import interned
from rulekit.steps import Roll
from rulekit.validators import each, natural, one_of, player, ref

from . import armee as A
from . import barrage as B
from . import pions_impact
from . import table as T
from .porteurs import demander, porteurs
from .etat import Touche
from .evenements import AlerteEpuisee, ArmeTiree, Touches
from .feuille import feuille
from .memo import memo, selon_unites
from .sauvegarde import Sauvegardes

FEU_CROISE = 45  # cm


@attrs.frozen
class Salve(Record):
    """Dice thrown together: ``n`` dice needing ``seuil``; the weapon rules they carry."""

    genre: str = attrs.field(validator=one_of(("AP", "AC", "barrage", "assaut")))
    seuil: int
    n: int = attrs.field(validator=natural)
    macro: bool = False
    sans_svg: bool = False
    ignore_couvert: bool = False
    rupture: int = attrs.field(default=0, validator=natural)   # markers per hit (« PI par touche »); 0: per loss
    pi_en_plus: int = attrs.field(default=0, validator=natural)  # markers per hit on top (« un PI supplémentaire par touche »)
    degats: int = attrs.field(default=1, validator=natural)
    sniper: bool = False
    modif_svg: int = 0
    unites: tuple[int, ...] = attrs.field(default=(), validator=each(natural))


def eligibles(match, cible: int, genre: str) -> list[int]:
    """The units of ``cible`` fire of ``genre`` (AP, AC) can hit (kept while the match stands
    still: a weapon's roll, then the terrain columns it aims at, ask it of one state)."""
    return list(memo(match, ("éligibles", cible, genre), lambda: tuple(_eligibles(match, cible, genre))))


def _eligibles(match, cible: int, genre: str) -> list[int]:
    f = match.formations[cible]
    out = []
    table = porteurs(match)   # a unit's rule asked only when one in play may answer about it
    for i in f.vivantes():
        uid = f"{cible}.{i}"
        # « Compte comme véhicule pour les tirs »: the column it is shot at as (query ``compte comme``)
        colonne = match.profil(cible, i).colonne
        colonne = demander(match, table, "compte comme", colonne, uid, pour="tir", unite=uid)
        infanterie = A.TYPES.get(colonne, colonne) == A.TYPES["INF"]
        # the fire's own kind hits it; else only « vulnérable AP et AC » (asked only then)
        if (genre == "AP" and infanterie) or (genre == "AC" and not infanterie) \
                or demander(match, table, "vulnérable AP et AC", False, uid, cible=uid):
            out.append(i)
    return out


def armes_a_portee(match, fid: int, cible: int):
    """``[(unit, weapon index, Arme)]`` of the units free to shoot, weapons in range (kept while
    the match stands still: :mod:`.memo`; asked of every target, then of the one chosen)."""
    return list(memo(match, ("armes à portée", fid, cible), lambda: tuple(_armes_a_portee(match, fid, cible))))


def _armes_a_portee(match, fid: int, cible: int):
    f, c = match.formations[fid], match.formations[cible]
    d = T.distance(f.pos, c.pos)
    if d > portee_max(match, fid):   # no weapon reaches: nothing to ask
        return []
    par_unite = []
    table = porteurs(match)   # a weapon is usable unless a rule in play may answer otherwise about it
    for i in f.vivantes():
        profil = match.profil(fid, i)
        armes = [(i, w, match.arme(fid, profil.armes[w])) for w in range(len(profil.armes))]
        armes = [(i, w, a) for i, w, a in armes if a.portee > 0 and d <= a.portee
                 and demander(match, table, "arme utilisable", True, f"{fid}.{i}.{w}", arme=f"{fid}.{i}.{w}", tour=match.tour)]
        par_unite.append(armes)
    par_unite.sort(key=len, reverse=True)            # the markers stop the least useful units
    libres = max(0, len(par_unite) - pions_impact.neutralisees(match, f))
    return [x for armes in par_unite[:libres] for x in armes]


def a_portee(match, fid: int, cible: int) -> bool:
    """Whether :func:`armes_a_portee` has any weapon, said without listing them (asked of every
    target; the weapons are listed for the one chosen): a unit the markers leave free to shoot,
    and a living unit with a usable weapon in range (the markers stop the least useful units)."""
    f, c = match.formations[fid], match.formations[cible]
    d = T.distance(f.pos, c.pos)
    if d > portee_max(match, fid):   # no weapon reaches: nothing to ask
        return False
    vivantes = f.vivantes()
    if len(vivantes) - pions_impact.neutralisees(match, f) <= 0:
        return False
    table, armee = porteurs(match), match.armee(f.joueur)
    for i in vivantes:
        for w, nom in enumerate(armee.profils[f.unites[i].profil].armes):
            a = armee.armes[nom]
            if a.portee > 0 and d <= a.portee \
                    and demander(match, table, "arme utilisable", True, f"{fid}.{i}.{w}", arme=f"{fid}.{i}.{w}", tour=match.tour):
                return True
    return False


def portee_max(match, fid: int) -> float:
    """The longest range of the weapons of ``fid``'s living units (-1: none), read from its units'
    profiles only, so kept with them (:func:`memo.selon_unites`; asked of each enemy formation)."""
    return selon_unites(match, fid, "portée max", _portee_max)


def _portee_max(f, armee) -> float:
    return max((a.portee for u in f.unites if u.vivante for a in (armee.armes[nom] for nom in armee.profils[u.profil].armes)
                if a.portee > 0), default=-1)


def colonnes_visees(match, cible: int, genre: str) -> tuple[str, ...]:
    """The terrain columns of the units fire of ``genre`` can hit: whether they are in cover is
    the target's own (a Véhicule Léger hit by AP fire is a vehicle in the terrain table, without
    cover, as it is against AC fire). Kept while the match stands still (:mod:`.memo`: each
    weapon of a shooting asks it of one state)."""
    return memo(match, ("colonnes visées", cible, genre),
                lambda: tuple(sorted({match.profil(cible, i).colonne for i in eligibles(match, cible, genre)})))


def cibles(match, fid: int) -> list[int]:
    """The enemy formations ``fid`` has a weapon in range of (kept while the match stands still:
    who acts, then the actions, ask it of one state)."""
    return list(memo(match, ("cibles", fid), lambda: tuple(_cibles(match, fid))))


def _cibles(match, fid: int):
    f = match.formations[fid]
    portee, x, y, joueur = portee_max(match, fid), f.x, f.y, f.joueur   # a formation out of the longest range has no weapon in range
    # (``T.distance(f.pos, e.pos)`` said in place, before whether it is on the table: asked of every formation)
    return [e.id for e in match.formations if e.joueur != joueur and math.hypot(x - e.x, y - e.y) <= portee
            and e.sur_table and a_portee(match, fid, e.id)]


def modificateur(match, fid: int, cible: int, colonne, ignore_couvert: bool, modif_action: int) -> int:
    """The to-hit modifier table, plus the action line's own modifier when no row names it.
    ``colonne``: the terrain column of the units the fire can hit (a name, or several): the
    target is in cover (« Cible à Couvert ») when each of them has a cover save there."""
    f, c = match.formations[fid], match.formations[cible]
    colonnes = (colonne,) if isinstance(colonne, str) else tuple(colonne)
    total, nomme = 0, False
    for row in feuille().toucher:
        cond = row.condition
        if cond.genre == "cible_a_couvert":
            if not ignore_couvert and colonnes and all(T.couvert(match.terrain, c.x, c.y, k) for k in colonnes):
                total += row.valeur
        elif cond.genre == "attaquant_effectue":
            if f.action in cond.actions:
                total += row.valeur
                nomme = True
    return total + (0 if nomme else modif_action)


def _seuil(base: int, mod: int) -> int:
    return min(6, max(2, base - mod))


def feu_croise(match, fid: int, cible: int) -> bool:
    """Another unbroken friendly formation within 45 cm of the target, on its flank:
    the angle shooter–target–friend is at least 90° (see README)."""
    f, c = match.formations[fid], match.formations[cible]
    for e in match.formations:
        if e.joueur == f.joueur and e.id != fid and e.sur_table and not e.demoralisee:
            if T.distance(e.pos, c.pos) <= FEU_CROISE:
                dot = (f.x - c.x) * (e.x - c.x) + (f.y - c.y) * (e.y - c.y)
                if dot <= 0:
                    return True
    return False


def _regles(match, wid: str, uid: str, table: dict | None = None):
    """The weapon's and its shooter's rules for one shot (``table``: :func:`porteurs.porteurs`)."""
    table = porteurs(match) if table is None else table

    def q(question, valeur, sujet, **ctx):   # asked only where a rule in play may answer it
        return demander(match, table, question, valeur, sujet, **ctx)

    sniper = q("choisit l'unité touchée", False, wid, tireur=wid)   # a weapon's line too (as « modificateur svg »)
    return dict(
        macro=q("macro", False, wid, arme=wid), sans_svg=q("aucune sauvegarde", False, wid, arme=wid),
        ignore_couvert=q("ignore svg couvert", False, wid, arme=wid), rupture=int(q("PI par touche", 0, wid, arme=wid, en_plus=False)),
        pi_en_plus=int(q("PI par touche", 0, wid, arme=wid, en_plus=True)),
        degats=q("dégâts engins", 1, wid, arme=wid), sniper=sniper,
        # asked of the weapon that fires (a unit's line covers its weapons): « La cible subit -1 à sa Svg » on a
        # weapon's line is that weapon's
        modif_svg=q("modificateur svg", 0, wid, tireur=wid),
    )


def salves(match, fid: int, cible: int, modif_action: int):
    """The chance nodes of one shooting: ``(salves, extra blast markers)``."""
    groupes: dict[tuple, int] = {}
    points, barrage_regles, barrage_propre = 0, None, None
    for i, w, arme in armes_a_portee(match, fid, cible):
        wid, uid = f"{fid}.{i}.{w}", f"{fid}.{i}"
        match.emit(ArmeTiree(wid, match.tour))
        table = porteurs(match)   # (each query asked only where a rule in play may answer it)
        n = demander(match, table, "attaques", 1, wid, arme=wid, unite=uid, moment="tir")
        regles = _regles(match, wid, uid, table)
        # a line's « +1 pour toucher » (query ``modificateur``, the roll and the moment named)
        propre = demander(match, table, "modificateur", 0, wid, jet="jet pour toucher", moment="tir", arme=wid, unite=uid)
        if arme.pb:
            points += arme.pb * n
            barrage_regles = regles if barrage_regles is None else {
                k: (v and regles[k]) if isinstance(v, bool) else min(v, regles[k]) for k, v in barrage_regles.items()}
            # its weapons roll once per unit under the templates: a line's « +1 pour toucher » (an aura's too)
            # counts when every weapon of the barrage has it, as its rules do (the least of theirs)
            barrage_propre = propre if barrage_propre is None else min(barrage_propre, propre)
            continue
        choix = []
        for genre, base in (("AP", arme.ap), ("AC", arme.ac)):
            if base and eligibles(match, cible, genre):
                ignore = demander(match, table, "ignore couvert toucher", False, wid, arme=wid)
                colonne = colonnes_visees(match, cible, genre)  # the target's, not the weapon's
                mod = modificateur(match, fid, cible, colonne, ignore, modif_action) + propre
                choix.append((_seuil(base, mod), genre))
        if not choix:
            continue
        seuil, genre = min(choix)
        key = (genre, seuil, tuple(sorted(regles.items())))
        groupes[key] = groupes.get(key, 0) + n
    out = [Salve(genre, seuil, n, **dict(r)) for (genre, seuil, r), n in groupes.items()]
    extra = 0
    if points:
        extra = B.ligne(points).pions
        par_seuil: dict[int, list[int]] = {}
        for u in B.unites_sous_gabarits(match, cible, points):
            colonne = match.profil(cible, u).colonne
            ignore = barrage_regles["ignore_couvert"]
            mod = modificateur(match, fid, cible, colonne, ignore, modif_action) + barrage_propre
            par_seuil.setdefault(_seuil(B.seuil_base(match, cible, u, points), mod), []).append(u)
        for seuil, unites in sorted(par_seuil.items()):
            out.append(Salve("barrage", seuil, len(unites), unites=tuple(unites), **barrage_regles))
    return out, extra


@attrs.frozen
class Tir(AutoStep):
    """Formation ``formation`` shoots at ``cible``."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    cible: int = attrs.field(validator=natural, metadata=ref("formation"))
    modif_action: int = 0
    contexte: str = "tir"

    def run(self, match):
        match.pop()
        if not match.formations[self.cible].sur_table:
            return
        liste, extra = salves(match, self.formation, self.cible, self.modif_action)
        steps = [Roll(s.n, f"tir {k + 1} ({s.genre} {s.seuil}+)") for k, s in enumerate(liste)]
        match.push(*steps, ResoudreTir(self.formation, self.cible, tuple(liste), extra, self.contexte))


@attrs.frozen
class ResoudreTir(AutoStep):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    cible: int = attrs.field(validator=natural, metadata=ref("formation"))
    salves: tuple[Salve, ...]
    pions_supp: int = attrs.field(validator=natural)
    contexte: str

    def run(self, match):
        match.pop()
        croise = feu_croise(match, self.formation, self.cible)
        touches, tour_de, rupture = [], {"AP": 0, "AC": 0}, 0
        for k, s in enumerate(self.salves):
            n = sum(1 for v in match.rolls[f"tir {k + 1} ({s.genre} {s.seuil}+)"] if v >= s.seuil)
            if s.genre == "barrage":
                unites = list(s.unites[:n])
            else:
                elig = eligibles(match, self.cible, s.genre)
                unites = []
                for _ in range(n if elig else 0):
                    if s.sniper:
                        unites.append(elig[-1])
                    else:
                        unites.append(elig[tour_de[s.genre] % len(elig)])
                        tour_de[s.genre] += 1
            rupture += len(unites) * (s.rupture + s.pi_en_plus)   # the markers the hits give
            touches.extend(touche(match, self.cible, u, s, croise) for u in unites)
        match.emit(Touches(self.cible, len(touches), self.contexte))
        avant = (match.compteurs.get("pertes", 0), match.compteurs.get("pertes rupture", 0))
        match.push(Sauvegardes(tuple(touches)),
                   PionsApresTir(self.cible, avant[0], avant[1], rupture, self.pions_supp))


def touche(match, cible: int, u: int, s: Salve, croise: bool) -> Touche:
    """The hit on unit ``u`` and the save it gets."""
    uid, table = f"{cible}.{u}", porteurs(match)   # (each query asked only where a rule may answer it)
    profil = match.profil(cible, u)
    seconde = demander(match, table, "seconde svg", 0, uid, cible=uid, macro=s.macro)
    degats = s.degats if profil.type == "EG" else 1
    if s.sans_svg or (s.macro and not demander(match, table, "svg contre macro", False, uid, cible=uid)):
        seuil, relance = 7, False
    else:
        f = match.formations[cible]
        cov = 0 if (s.macro or s.ignore_couvert) else T.couvert(match.terrain, f.x, f.y, profil.colonne)
        base = min(profil.blindage, cov) if cov else profil.blindage
        malus = s.modif_svg + (demander(match, table, "malus feu croisé", -1, uid, cible=uid) if croise else 0)
        seuil = min(7, base - malus)
        relance = not s.macro and bool(demander(match, table, "relance svg", False, uid, cible=uid))
    cause = "aucune sauvegarde" if seuil >= 7 and not seconde else "sauvegarde ratée"
    return Touche(cible, u, seuil, relance, seconde, degats, cause, s.rupture)


@attrs.frozen
class PionsApresTir(AutoStep):
    cible: int = attrs.field(validator=natural, metadata=ref("formation"))
    pertes_avant: int = attrs.field(validator=natural)
    rupture_avant: int = attrs.field(validator=natural)
    touches_rupture: int = attrs.field(validator=natural)
    pions_supp: int = attrs.field(validator=natural)

    def run(self, match):
        match.pop()
        pertes = match.compteurs.get("pertes", 0) - self.pertes_avant
        rupture = match.compteurs.get("pertes rupture", 0) - self.rupture_avant
        n = 1 + (pertes - rupture) + self.touches_rupture + self.pions_supp
        pions_impact.ajouter(match, self.cible, n, "tir")


# --- choosing a target ---------------------------------------------------------
@attrs.frozen
class TirerSur(Action):
    formation: int
    cible: int
    nom: str

    @property
    def label(self):
        return f"la formation {self.formation} tire sur {self.nom} ({self.cible})"


@attrs.frozen
class NePasTirer(Action):
    formation: int

    @property
    def label(self):
        return f"la formation {self.formation} ne tire pas"


@attrs.frozen
class ChoisirCible(Step):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    joueur: int = attrs.field(validator=player)
    modif_action: int = 0
    contexte: str = "tir"

    def actor(self, match):
        return self.joueur if cibles(match, self.formation) else AUTO

    def run(self, match):
        match.pop()

    def actions(self, match):
        acts = [interned(TirerSur, self.formation, c, match.formations[c].nom) for c in cibles(match, self.formation)]
        return acts + [interned(NePasTirer, self.formation)]

    def resolve(self, match, choice):
        match.pop()
        if isinstance(choice, TirerSur):
            match.push(Tir(self.formation, choice.cible, self.modif_action, self.contexte))


# --- Etat d'Alerte: shooting after an enemy move ------------------------------------
@attrs.frozen
class ReactionsAlerte(AutoStep):
    """After a formation moves, each enemy formation in Etat d'Alerte with it in range
    may shoot at it (once: the overwatch is then spent)."""

    formation: int = attrs.field(validator=natural, metadata=ref("formation"))

    def run(self, match):
        match.pop()
        f = match.formations[self.formation]
        if not f.sur_table:
            return
        steps = [TirAlerte(e.id, e.joueur, self.formation) for e in match.formations
                 if e.joueur != f.joueur and e.action and en_alerte(e) and e.sur_table
                 and not e.demoralisee and a_portee(match, e.id, self.formation)]
        match.push(*steps)


def en_alerte(f) -> bool:
    """Whether ``f``'s declared action lets it shoot after an enemy move (a geste « alerte »
    on the action's line of the sheet) and it has not yet: once it has, its action reads
    "… (tir effectué)", a line the sheet does not have."""
    return f.action in _actions_d_alerte()


def _actions_d_alerte() -> frozenset:
    """The sheet's actions with a geste « alerte » on their line (:func:`en_alerte`), read once per
    sheet (``feuille()`` is read once: the same object, so what is read from it is kept with it)."""
    sheet = feuille()
    if _ALERTE[0] is not sheet:
        _ALERTE[:] = [sheet, frozenset(nom for nom, action in sheet.actions.items()
                                       if any(g.genre == "alerte" for c in action.etapes for g in c.gestes))]
    return _ALERTE[1]


_ALERTE: list = [None, frozenset()]


@attrs.frozen
class TirAlerte(Step):
    formation: int = attrs.field(validator=natural, metadata=ref("formation"))
    joueur: int = attrs.field(validator=player)
    cible: int = attrs.field(validator=natural, metadata=ref("formation"))

    def actor(self, match):
        return self.joueur

    def actions(self, match):
        return [interned(TirerSur, self.formation, self.cible, match.formations[self.cible].nom), interned(NePasTirer, self.formation)]

    def resolve(self, match, choice):
        match.pop()
        if isinstance(choice, TirerSur):
            action = match.formations[self.formation].action
            match.emit(AlerteEpuisee(self.formation, f"{action} (tir effectué)"))
            match.push(Tir(self.formation, self.cible, 0, "tir en état d'alerte"))
