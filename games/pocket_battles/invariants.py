"""What every state of a Pocket Battles match satisfies, as checks (the ``rulekit_invariants`` hook).

The rules promise these at every point of a battle; the procedures keep them by
construction, and ``rulekit.testing.check_invariants("pocket_battles")`` plays
random matches to check that they do. Each ``check(match)`` raises
AssertionError naming what is broken. ``scenario.py`` refuses any description
that would start a match breaking one of them.
"""

from __future__ import annotations

from rulekit.steps import check_pending_rolls
from rulekit.validators import dangling

from . import factions as factions_
from .champ_de_bataille import SECTEURS
from .construction import formation_valide
from .etat import COMBAT, DETRUITE, RESERVE
from .match import SUR_LE_TERRAIN
from .redeploiement import Redeploiement


def armees(match) -> None:
    """The match is the options': the two factions and the battle's size; each player's
    catalogue is their faction file's troops, and every troop named (in a unit, picked,
    being formed into a unit, lost) is one of them."""
    voulues = [f.strip() for f in match.options.get("factions", ",".join(match.factions)).split(",")]
    assert match.factions == voulues, f"factions {match.factions}, the options say {voulues}"
    assert match.taille == match.options.get("size", match.taille), (
        f"taille is {match.taille}, the options say {match.options.get('size')}")
    for p, nom in enumerate(match.factions):
        assert match.catalogue[p] == factions_.charger(nom).troupes, (
            f"catalogue[{p}] is not the troops of the faction {nom!r}")
    for k, u in enumerate(match.unites):
        for i, t in enumerate(u.troupes):
            assert t.nom in match.catalogue[u.joueur], (
                f"unites[{k}].troupes[{i}].nom is {t.nom!r:.60} ({u.id}), not a troop of player {u.joueur + 1}'s army")
    nommees = [(f"choisies[{p}]", p, match.choisies[p]) for p in (0, 1)]
    nommees += [(f"pertes[{p}]", p, match.pertes[p]) for p in (0, 1)]
    for ou, p, noms in nommees:
        inconnues = [n for n in noms if n not in match.catalogue[p]]
        assert not inconnues, f"{ou} names {inconnues!r:.60}, not troops of player {p + 1}'s army"
    if match.en_cours:
        from .construction import FormerUnites

        joueur = next((s.joueur for s in reversed(match.stack) if isinstance(s, FormerUnites)), None)
        assert joueur is not None, f"a unit being formed ({match.en_cours}) outside the forming of the units"
        inconnues = [n for n in match.en_cours if n not in match.catalogue[joueur]]
        assert not inconnues, f"en_cours names {inconnues!r:.60}, not troops of player {joueur + 1}'s army"


def ordre_de_jeu(match) -> None:
    """« Le joueur avec la plus forte valeur est l'Attaquant »: there is an attacker (0 or 1)
    once the armies are built and its roll is made, none before; each round's first player
    is the attacker in odd rounds, the other in even ones (none before the first round)."""
    from .construction import ChoisirTroupes, FinConstruction, FormerUnites
    from .deploiement import TirageAttaquant

    avant = any(isinstance(s, (TirageAttaquant, ChoisirTroupes, FormerUnites, FinConstruction)) for s in match.stack)
    assert (match.attaquant == -1) == avant, (
        f"attaquant is {match.attaquant} {'before' if avant else 'after'} the attacker's roll")
    attendu = -1 if match.manche == 0 else match.attaquant if match.manche % 2 == 1 else 1 - match.attaquant
    assert match.premier == attendu, f"premier is {match.premier} in round {match.manche}; the rules say {attendu}"


def procedure(match) -> None:
    """The procedure under way rests on one of the game's phases (the bottom of the stack: the
    building of the armies, the attacker's roll, deployment, a round or a turn), never on a
    step that ends without a successor; the armies are built in order (player 1 picks troops
    and forms units, then player 2); the steps of an ordered action are those of a unit given
    an order this turn; a turn's redeployment and action are the player's whose
    turn it is (the ``FinTour`` below them), and that player has a token to pay the action with."""
    from .abandon import Abandon, Repli
    from .charge import Charge, ChargeImposee, ChoisirCibleCharge, Reaction
    from .combat import Poursuivre
    from .construction import ChoisirTroupes, FinConstruction, FormerUnites
    from .deploiement import DebutBataille, Placer, TirageAttaquant
    from .manche import Action, DebutManche, DebutTour, FinManche, FinTour
    from .redeploiement import DeplacementTactique
    from .tir import ChoisirCible

    if match.over:
        return
    phases = (FinConstruction, TirageAttaquant, Placer, DebutBataille, DebutManche, DebutTour, FinTour, FinManche)
    assert match.stack and isinstance(match.stack[0], phases), (
        f"the procedure rests on {type(match.stack[0]).__name__ if match.stack else 'nothing'}, not on a phase "
        f"of the game ({', '.join(p.__name__ for p in phases)})")
    if isinstance(match.stack[0], FinConstruction):  # player 1 picks, then forms; then player 2
        ordre = [FinConstruction(), FormerUnites(1), ChoisirTroupes(1), FormerUnites(0), ChoisirTroupes(0)]
        for i, step in enumerate(match.stack):
            assert i < len(ordre) and step == ordre[i], (
                f"stack[{i}] is {step}: the armies are built in the order "
                f"{', '.join(map(repr, reversed(ordre)))}, and {ordre[i] if i < len(ordre) else 'nothing'} comes here")
    ordonnees = (DeplacementTactique, Charge, Reaction, ChoisirCibleCharge, ChargeImposee, Poursuivre, Abandon,
                 Repli, ChoisirCible)
    tour = None
    for i, step in enumerate(match.stack):
        if isinstance(step, ordonnees):
            assert step.unite in match.ordonnees, (
                f"stack[{i}].unite is {step.unite!r} ({type(step).__name__}), a unit given no order this turn "
                f"(ordonnees: {match.ordonnees})")
        if isinstance(step, FinTour):
            tour = step.joueur
        elif isinstance(step, (Action, Redeploiement)):
            assert step.joueur == tour, (
                f"stack[{i}]: {type(step).__name__} of player {step.joueur + 1} in player "
                f"{'nobody' if tour is None else tour + 1}'s turn")
            if isinstance(step, Action):
                assert match.reserve[step.joueur] >= 1, (
                    f"stack[{i}]: player {step.joueur + 1} must act with no token left")


def _unite(match, uid) -> bool:
    return any(u.id == uid for u in match.unites)


def unites_nommees(match) -> None:
    """Every unit a waiting step, a contact or the turn's bookkeeping names is a unit of the match."""
    dangling(match, {"unité": _unite})
    nommees = [("contacts", x) for c in match.contacts for x in c]
    nommees += [("engages_debut", x) for x in match.engages_debut] + [("ordonnees", x) for x in match.ordonnees]
    nommees += [("bonus_des", x) for x in match.bonus_des]
    nommees += [("redeploye", match.redeploye)] if match.redeploye else []
    for ou, uid in nommees:
        assert _unite(match, uid), f"{ou} names {uid!r:.60}, which is no unit of the match"


def des_en_plus(match) -> None:
    """« donnez également un Ordre à cette Unité de prendre 1 dé de plus »: each extra die
    (``bonus_des``, and those offered by a waiting step) was paid with an order, so a player's
    extra dice are at least one each and never more than their tokens."""
    from .effets import OffreOrdreBonus

    for p in (0, 1):
        mes = [n for uid, n in match.bonus_des.items() if match.unite(uid).joueur == p]
        mes += [s.n for s in match.stack if isinstance(s, OffreOrdreBonus) and match.unite(s.cible).joueur == p]
        assert all(n >= 1 for n in mes), f"player {p + 1}: extra dice {mes}"
        assert sum(mes) <= match.total_jetons(p), (
            f"player {p + 1}: {sum(mes)} extra dice, more than their {match.total_jetons(p)} tokens")


def _lectures(step, match) -> dict:
    from .combat import CLE, Frapper, nombre_de_des

    if isinstance(step, Frapper):
        return {CLE: nombre_de_des(match, step.attaquant, step.nature, step.charge, step.cible)}
    return {}


def des_en_attente(match) -> None:
    """The dice waiting on the stack are six-sided and are the attack's: « 1 dé pour son
    Unité, plus 1 dé de plus si son Unité charge », as the characteristics change it."""
    check_pending_rolls(match, _lectures)


def jetons_conserves(match) -> None:
    """"Chaque joueur reçoit un nombre de jetons Ordre/Blessure égal à 1/10 des Points de
    Déploiement": the tokens are counted, never topped up. A player holds ``jetons`` tokens,
    changed only by a token received (the army's, at the start) or given back (a Meneur's), and
    every one of them is somewhere: unused + set aside + orders on units + wounds = ``jetons``.
    They hold what the characteristics give (size / 10, + Meneur: the ``jetons`` query), or more
    while a token is owed back (reading 21): only when none is free to give (no unused token,
    none set aside, and no order on a unit unless the owner is choosing which), and never
    between rounds."""
    from .manche import DebutManche, RendreJeton

    if match.manche == 0:
        for p in (0, 1):
            assert match.reserve[p] == match.de_cote[p] == 0, (
                f"reserve[{p}] is {match.reserve[p]} and de_cote[{p}] {match.de_cote[p]}: player {p + 1} holds "
                f"tokens before the battle")
            assert match.jetons[p] == 0, f"jetons[{p}] is {match.jetons[p]}: player {p + 1} holds tokens before the battle"
        for k, u in enumerate(match.unites):
            assert u.ordres == 0 and not any(t.blessures for t in u.troupes), (
                f"unites[{k}] ({u.id}) holds tokens before the battle: ordres is {u.ordres}, wounds "
                f"{[t.blessures for t in u.troupes]}")
        return
    for p in (0, 1):
        assert min(match.reserve[p], match.de_cote[p]) >= 0, (
            f"player {p + 1}: negative tokens (unused {match.reserve[p]}, set aside {match.de_cote[p]})")
        ordres = sum(u.ordres for u in match.sur_le_terrain(p))
        assert match.jetons_comptes(p) == match.jetons[p], (
            f"player {p + 1} holds {match.jetons[p]} tokens but {match.jetons_comptes(p)} are counted: unused "
            f"{match.reserve[p]}, set aside {match.de_cote[p]}, orders on units {ordres}, wounds "
            f"{match.blessures_de(p)}")
        if match.over:
            continue
        du = match.jetons_dus(p)
        assert du >= 0, f"player {p + 1} holds {match.jetons[p]} tokens, fewer than their {match.total_jetons(p)}"
        if du:
            choisit = any(isinstance(s, RendreJeton) and s.joueur == p for s in match.stack)
            assert match.reserve[p] == match.de_cote[p] == 0 and (choisit or not ordres), (
                f"player {p + 1} owes {du} token(s) but has some free (unused {match.reserve[p]}, set aside "
                f"{match.de_cote[p]}, orders {ordres})")
            assert choisit or not isinstance(match.stack[0], DebutManche), (
                f"player {p + 1} still owes {du} token(s) after the end of the round")


def formations(match) -> None:
    """"Le nombre de Troupes dans une Unité ne peut pas dépasser la plus petite Valeur de Formation";
    a tile holds fewer Wound tokens than its Wound points; Order tokens are never negative."""
    for u in match.unites:
        if u.zone != DETRUITE:
            assert formation_valide([match.troupe(u.joueur, t.nom) for t in u.troupes]), (
                f"{u.id} breaks the Formation rule: {[t.nom for t in u.troupes]}")
        for t in u.troupes:
            pb = match.troupe(u.joueur, t.nom).blessures
            assert 0 <= t.blessures < pb, f"{u.id}: {t.nom} holds {t.blessures} Wound token(s) with {pb} PB"
        assert u.ordres >= 0, f"{u.id}: {u.ordres} Order tokens"


def unites_detruites(match) -> None:
    """A destroyed unit has lost every tile, and its Order tokens went aside; unit ids are unique."""
    ids = [u.id for u in match.unites]
    assert len(set(ids)) == len(ids), f"duplicate unit ids: {ids}"
    for u in match.unites:
        if u.zone == DETRUITE:
            assert not u.troupes and u.ordres == 0, f"{u.id} is destroyed but holds {u.troupes}, {u.ordres} order(s)"


def zones(match) -> None:
    """Units stand in the 15 zones (all deployed once the battle has begun); a contact is between enemies in the combat zone of one sector,
    never twice; "deux Combats sont créés, chacun impliquant seulement une Unité pour chaque joueur":
    every combat is one unit against one or more."""
    for u in match.unites:
        assert u.zone in (*SUR_LE_TERRAIN, RESERVE, DETRUITE), f"{u.id} in an unknown zone {u.zone!r}"
        assert u.zone not in SUR_LE_TERRAIN or u.secteur in SECTEURS, f"{u.id} in {u.zone}, sector {u.secteur}"
        assert match.manche == 0 or u.zone != RESERVE, f"{u.id} still undeployed in round {match.manche}"
    vus = set()
    for a, b in match.contacts:
        ua, ub = match.unite(a), match.unite(b)
        assert ua.joueur != ub.joueur, f"contact between {a} and {b}, both player {ua.joueur + 1}'s"
        assert ua.zone == ub.zone == COMBAT and ua.secteur == ub.secteur, (
            f"contact between {a} ({ua.zone} {ua.secteur}) and {b} ({ub.zone} {ub.secteur}) outside one combat zone")
        assert frozenset((a, b)) not in vus, f"contact between {a} and {b} twice"
        vus.add(frozenset((a, b)))
    for a, b in match.contacts:
        assert len(match.engages(a)) == 1 or len(match.engages(b)) == 1, (
            f"{a} and {b} each fight several units: a combat is one unit against one or more")


def seuls_en_combat_entre_les_tours(match) -> None:
    """Between turns (a turn's redeployment decision), every unit in a combat zone is in contact:
    a unit left alone there withdraws to its Front at the end of the turn."""
    if isinstance(match.top, Redeploiement):
        for u in match.sur_le_terrain(zone=COMBAT):
            assert match.engages(u.id), f"{u.id} alone in the combat zone of sector {u.secteur} between turns"


def points_de_deploiement(match) -> None:
    """"en comptant les Points de Déploiement des Troupes éliminées": what a player destroyed is the
    cost of the tiles the other lost, and an army's cost is its standing tiles plus its losses."""
    for p in (0, 1):
        perdus = sum(match.troupe(p, n).cout for n in match.pertes[p])
        assert match.detruit[1 - p] == perdus, (
            f"player {2 - p} destroyed {match.detruit[1 - p]} PD, player {p + 1} lost tiles worth {perdus}")
        debout = sum(match.troupe(p, t.nom).cout for u in match.unites if u.joueur == p for t in u.troupes)
        assert match.armee_pd[p] == debout + perdus, (
            f"player {p + 1}'s army cost {match.armee_pd[p]} PD: {debout} standing + {perdus} lost")


def limite_des_manches(match) -> None:
    """With ``limite_manches`` set, the battle ends at the end of that round: no later round starts."""
    limite = match.options.get("limite_manches", 0)
    assert not limite or match.manche <= limite, f"round {match.manche} past the limit of {limite}"


INVARIANTS = (armees, unites_nommees, ordre_de_jeu, procedure, jetons_conserves, formations, unites_detruites, zones,
              seuls_en_combat_entre_les_tours, points_de_deploiement, limite_des_manches, des_en_plus, des_en_attente)
