"""What each player sees: the hidden stacks and the hidden army building (README, reading 29).

« chaque joueur construit son armée » (both at once: here player 1, then player 2, and neither
sees the other's choices); « Les Unités formées de cette manière sont placées en piles, avec
seulement la Troupe au-dessus de chaque pile visible par l'adversaire »; after the deployment
« ils révèlent tout deux les Troupes qui composent leurs Unités ».

So an enemy unit is, for a player, one of three things (:func:`vue`):

- ``CACHEE`` while the armies are being built: nothing of it, not even that it exists;
- ``PILE`` once both armies are built, until it is revealed: a stack, its top Troop (the unit's
  first tile) and how many Troops it has (a stack's height is seen), where it stands, never
  its id (the ready-made lists number their units: an id would tell the tiles);
- ``ENTIERE`` once revealed (its id is in ``match.revelees``, which the event
  :class:`ArmeesRevelees` fills when both armies are deployed).

Everything here is read from the state, which is plain data; the match class
(:class:`Information`) answers the core's questions with it: ``observation(player)``,
``event_text(event, player)`` / ``log(player)``, ``render_view(player)``, ``hidden_from(player)``
and ``determinise(player, rng)``.
"""

from __future__ import annotations

import re
from collections import Counter

import attrs

from rulekit import Event
from rulekit.frozen import FrozenList
from rulekit.plain import text

from .etat import DETRUITE, Unite, remplacer

ENTIERE, PILE, CACHEE = "entière", "pile", "cachée"
#: A search for the tiles under the tops stops after this many tries (never reached in the tests,
#: whose truth is always one answer); then each tile is drawn on its own (the box may overflow).
LIMITE_RECHERCHE = 20_000


@attrs.frozen
class ArmeesRevelees(Event):
    """« ils révèlent tout deux les Troupes qui composent leurs Unités »: every unit, as it stands
    when revealed (so that the line a player reads later tells the army they saw then)."""

    kind = "armées révélées"
    unites: tuple[Unite, ...]

    def apply(self, match):
        match.revelees = sorted(set(match.revelees) | {u.id for u in self.unites})

    def text(self, match):
        ligne = "Les deux armées sont révélées."
        if isinstance(match, Regard):  # a player's view: the enemy army they now see
            adv = 1 - match.joueur
            corps = ", ".join(_decrire(u) for u in self.unites if u.joueur == adv)
            ligne += f" Armée du joueur {adv + 1} : {corps}."
        return ligne


# --- who sees what ------------------------------------------------------------------------
def _pas_de_construction(match) -> bool:
    from .construction import ChoisirTroupes, FinConstruction, FormerUnites

    return not any(isinstance(s, (ChoisirTroupes, FormerUnites, FinConstruction)) for s in match.stack)


def construction_finie(match) -> bool:
    """Both armies are built: their stacks are on the table (with ``armies="rapide"`` and in a
    scenario, from the start)."""
    return _pas_de_construction(match)


def batisseur(match) -> int | None:
    """The player building their army now (whose ``en_cours`` it is), or None."""
    from .construction import ChoisirTroupes, FormerUnites

    for step in reversed(match.stack):
        if isinstance(step, (ChoisirTroupes, FormerUnites)):
            return step.joueur
    return None


def vue(match, unite: Unite, joueur: int | None) -> str:
    """How ``joueur`` (None: nobody in particular, all of it) sees ``unite``."""
    if joueur is None or unite.joueur == joueur or unite.id in match.revelees:
        return ENTIERE
    return PILE if construction_finie(match) else CACHEE


def cachees(match, joueur: int) -> set[str]:
    """The ids of the units whose tiles ``joueur`` does not see."""
    revelees = set(match.revelees)
    return {u.id for u in match.unites if u.joueur != joueur and u.id not in revelees}


def armee_cachee(match, joueur: int) -> bool:
    """Whether ``joueur`` does not see the whole enemy army (what it cost, for one)."""
    return not construction_finie(match) or bool(cachees(match, joueur))


def pile(unite: Unite) -> str:
    """A stack as the enemy sees it: « pile cachée de 4 Troupes (Légionnaire dessus) »."""
    n, dessus = len(unite.troupes), unite.troupes[0].nom if unite.troupes else "?"
    if n == 1:
        return f"pile de 1 Troupe ({dessus})"
    return f"pile cachée de {n} Troupes ({dessus} dessus)"


def _decrire(unite: Unite) -> str:
    compte: dict[str, int] = {}
    for t in unite.troupes:
        compte[t.nom] = compte.get(t.nom, 0) + 1
    corps = ", ".join(f"{n}×{k}" if k > 1 else n for n, k in compte.items())
    return f"{unite.id} [{corps}]" if corps else unite.id


def _tri_pile(unite: Unite):
    return (unite.zone, unite.secteur, unite.troupes[0].nom if unite.troupes else "", len(unite.troupes))


# --- the observation -------------------------------------------------------------------------
def observation(match, joueur: int, vu: dict) -> dict:
    """``vu`` (the whole position as plain data) less what ``joueur`` does not see: the enemy's
    building, its stacks' tiles and ids, what its army cost."""
    adv = 1 - joueur
    unites, piles = [], []
    for u, donnee in zip(match.unites, vu["unites"]):
        v = vue(match, u, joueur)
        if v == ENTIERE:
            unites.append(donnee)
        elif v == PILE:
            piles.append({"type": "Pile", "joueur": u.joueur, "dessus": u.troupes[0].nom if u.troupes else None,
                          "troupes": len(u.troupes), "zone": u.zone, "secteur": u.secteur, "ordres": u.ordres,
                          "blessures": sum(t.blessures for t in u.troupes)})
    vu["unites"] = unites + sorted(piles, key=text)
    if not construction_finie(match):
        vu["choisies"][adv] = None
        if vu["en_cours"] and batisseur(match) == adv:
            vu["en_cours"] = None
    if armee_cachee(match, joueur):
        vu["armee_pd"][adv] = None
    return vu


# --- the log and the board as a player sees them ------------------------------------------
class Regard:
    """The match as ``joueur`` sees it, for the French texts (log lines, the board): every
    attribute is the match's, except the unit descriptions, the units listed in a zone (the
    enemy's stacks after the units seen, in an order that tells nothing) and the enemy army's
    cost while it is hidden."""

    __slots__ = ("_match", "joueur")

    def __init__(self, match, joueur: int):
        object.__setattr__(self, "_match", match)
        object.__setattr__(self, "joueur", joueur)

    def __getattr__(self, name):
        return getattr(self._match, name)

    def __setattr__(self, name, value):
        raise AttributeError("a player's view of a match is read-only")

    def decrire(self, uid: str) -> str:
        u = self._match.unite(uid)
        return self._match.decrire(uid) if vue(self._match, u, self.joueur) == ENTIERE else pile(u)

    unit_label = decrire

    def sur_le_terrain(self, joueur=None, zone=None, secteur=None):
        unites = self._match.sur_le_terrain(joueur, zone, secteur)
        vues = [u for u in unites if vue(self._match, u, self.joueur) == ENTIERE]
        piles = [u for u in unites if vue(self._match, u, self.joueur) == PILE]
        return vues + sorted(piles, key=_tri_pile)

    @property
    def armee_pd(self):
        cache = armee_cachee(self._match, self.joueur)
        return [("?" if cache and p != self.joueur else v) for p, v in enumerate(self._match.armee_pd)]

    def total_jetons(self, joueur: int):
        if joueur != self.joueur and armee_cachee(self._match, self.joueur):
            return "?"  # a characteristic of a hidden Troop (Meneur) would tell it
        return self._match.total_jetons(joueur)

    def render_text(self) -> str:
        from .tableau import tableau

        return tableau(self)


def _construction_de(event, adv: int) -> bool:
    """An event of ``adv``'s army building: never seen by the other player (they build at once)."""
    from .evenements import TroupeAjoutee, TroupeChoisie, UniteFormee

    if isinstance(event, (TroupeChoisie, TroupeAjoutee)):
        return event.joueur == adv
    return isinstance(event, UniteFormee) and event.unite.joueur == adv


def _ids(event) -> list[str]:
    """The unit ids an event names in its fields (an event of the DSL names a unit as JSON text,
    « "C1" »: :func:`rulekit.dsl.steps.encode`)."""
    out = []
    for f in attrs.fields(type(event)):
        value = getattr(event, f.name)
        if isinstance(value, str):
            out.append(_id(value))
        elif isinstance(value, tuple):
            out.extend(_id(v) for v in value if isinstance(v, str))
    return out


def _id(text: str) -> str:
    return text[1:-1] if len(text) > 2 and text[0] == text[-1] == '"' else text


def _nommes_caches(match, event, joueur: int) -> list[str]:
    caches = cachees(match, joueur)
    return [uid for uid in dict.fromkeys(_ids(event)) if uid in caches] if caches else []


def texte(match, event, joueur: int | None) -> str | None:
    """``event`` as ``joueur`` reads it: the enemy's army building is not seen at all; a hidden
    enemy unit is named as the stack that player sees (never by its id)."""
    if joueur is None:
        return event.text(match)
    if _construction_de(event, 1 - joueur):
        return None
    caches = _nommes_caches(match, event, joueur)
    if not caches and not isinstance(event, ArmeesRevelees):
        return event.text(match)
    regard = Regard(match, joueur)
    ligne = event.text(regard)
    for uid in caches:
        ligne = re.sub(rf"(?<!\w){re.escape(uid)}(?!\w)", regard.decrire(uid), ligne)
    return ligne


def tableau_vu(match, joueur: int | None) -> str:
    if joueur is None:
        return match.render_text()
    return Regard(match, joueur).render_text()


# --- what a search may sample ---------------------------------------------------------------
def _contenu(u: Unite) -> tuple[str, ...]:
    return tuple(sorted(t.nom for t in u.troupes))


def _groupes(match, joueur: int) -> dict:
    """The enemy's hidden stacks by what ``joueur`` sees of them (top Troop, height)."""
    caches = cachees(match, joueur)
    groupes: dict = {}
    for u in match.unites:
        if u.id in caches and u.zone != DETRUITE:
            groupes.setdefault((u.troupes[0].nom if u.troupes else "", len(u.troupes)), []).append(u)
    return groupes


def cache_quelque_chose(match, joueur: int) -> bool:
    """Whether a determinisation could differ from the state: the enemy's building not yet
    seen; with ready-made armies (their lists are public: the faction files), two enemy stacks
    that look the same but differ; else an enemy stack of two Troops or more."""
    adv = 1 - joueur
    if not construction_finie(match):
        return bool(match.choisies[adv] or any(u.joueur == adv for u in match.unites)
                    or (match.en_cours and batisseur(match) == adv))
    groupes = _groupes(match, joueur)
    if match.options.get("armies") == "rapide":
        return any(len({_contenu(u) for u in g}) > 1 for g in groupes.values())
    return any(h >= 2 for (_, h) in groupes)


def determiniser(match, joueur: int, rng) -> object:
    """A clone of ``match`` where what ``joueur`` does not see is drawn from ``rng`` (README,
    reading 29): the enemy's whole army while it is being built, else the tiles under the tops
    of its hidden stacks (with ready-made armies, which list is which stack among the stacks
    that look alike). The clone's log keeps only the events ``joueur`` saw in full."""
    m = match.clone()
    if not cache_quelque_chose(match, joueur):
        return m
    adv = 1 - joueur
    caches = cachees(match, joueur)
    m.events = [e for e in match.events
                if not _construction_de(e, adv) and not any(uid in caches for uid in _ids(e))]
    if not construction_finie(match):
        _armee_tiree(m, adv, rng)
    elif match.options.get("armies") == "rapide":
        _listes_permutees(m, joueur, rng)
    else:
        _tuiles_tirees(m, joueur, rng)
    return m


def _remplacer(m, nouvelles: dict[str, tuple]) -> None:
    m.unites = [attrs.evolve(u, troupes=nouvelles[u.id]) if u.id in nouvelles else u for u in m.unites]


def _listes_permutees(m, joueur: int, rng) -> None:
    nouvelles = {}
    for groupe in _groupes(m, joueur).values():
        contenus = [u.troupes for u in groupe]
        rng.shuffle(contenus)
        nouvelles.update({u.id: c for u, c in zip(groupe, contenus)})
    _remplacer(m, nouvelles)


def _tuiles_tirees(m, joueur: int, rng) -> None:
    """The tiles under each hidden top, drawn one slot at a time among the Troops that fit:
    Formation Value at least the stack's height, tiles left in the box, the army within the
    battle's size (a depth-first search in a random order, so an answer is always found)."""
    from .etat import Tuile

    adv = 1 - joueur
    cat = m.catalogue[adv]
    groupes = _groupes(m, joueur)
    ouvertes = [u for g in groupes.values() for u in g if len(u.troupes) >= 2]
    fixes = Counter(t.nom for u in m.unites if u.joueur == adv for t in u.troupes)
    fixes.update(m.pertes[adv])
    for u in ouvertes:  # only their tops are known
        for t in u.troupes[1:]:
            fixes[t.nom] -= 1
    budget = m.taille - sum(cat[n].cout * k for n, k in fixes.items() if n in cat)
    places = sorted(((u.id, len(u.troupes)) for u in ouvertes for _ in u.troupes[1:]), key=lambda p: -p[1])
    possibles = {h: sorted((t for t in cat.values() if t.formation >= h), key=lambda t: t.nom)
                 for h in {h for _, h in places}}
    plus_bas = [0] * (len(places) + 1)
    for i in range(len(places) - 1, -1, -1):
        h = places[i][1]
        plus_bas[i] = plus_bas[i + 1] + min((t.cout for t in possibles[h]), default=0)
    choix: list[str] = [""] * len(places)
    essais = [0]

    def chercher(i: int, reste: int) -> bool:
        if i == len(places):
            return True
        essais[0] += 1
        if essais[0] > LIMITE_RECHERCHE:
            return False
        options = [t for t in possibles[places[i][1]]
                   if fixes[t.nom] < t.nombre and t.cout + plus_bas[i + 1] <= reste]
        rng.shuffle(options)
        for t in options:
            fixes[t.nom] += 1
            choix[i] = t.nom
            if chercher(i + 1, reste - t.cout):
                return True
            fixes[t.nom] -= 1
        return False

    if not chercher(0, budget):
        choix = [rng.choice(possibles[h]).nom if possibles[h] else "" for _, h in places]
    dessous: dict[str, list[str]] = {}
    for (uid, _), nom in zip(places, choix):
        dessous.setdefault(uid, []).append(nom)
    nouvelles = {}
    for u in ouvertes:
        noms = dessous[u.id]
        rng.shuffle(noms)
        nouvelles[u.id] = (u.troupes[0],) + tuple(Tuile(n) for n in noms)
    _remplacer(m, nouvelles)
    m.fixer("armee_pd", adv, sum(cat[t.nom].cout for u in m.unites if u.joueur == adv for t in u.troupes) + sum(
        cat[n].cout for n in m.pertes[adv] if n in cat))


def _armee_au_hasard(m, adv: int, rng) -> list[str]:
    """Troops picked at random until the battle's size or the box allows no more."""
    cat, prises = m.catalogue[adv], []
    while True:
        reste = m.taille - sum(cat[n].cout for n in prises)
        options = [t for t in cat.values() if t.cout <= reste and prises.count(t.nom) < t.nombre]
        if not options:
            return prises
        prises.append(rng.choice(options).nom)


def _groupees(cat, noms: list[str], rng) -> list[list[str]]:
    """The troops grouped at random into units that keep the Formation rule."""
    from .construction import formation_valide

    noms = list(noms)
    rng.shuffle(noms)
    unites: list[list[str]] = []
    for nom in noms:
        places = [g for g in unites if formation_valide([cat[n] for n in g + [nom]])]
        k = rng.randrange(len(places) + 1)
        if k == len(places):
            unites.append([nom])
        else:
            places[k].append(nom)
    return unites


def _armee_tiree(m, adv: int, rng) -> None:
    """The enemy's building drawn anew, as far as it has gone: a random army of the size; if the
    enemy is still picking, a random part of it picked; if grouping, a random part grouped."""
    from .construction import ChoisirTroupes, nouvelle_unite

    cat = m.catalogue[adv]
    prises = _armee_au_hasard(m, adv, rng)
    en_cours_adv = batisseur(m) == adv
    m.unites = [u for u in m.unites if u.joueur != adv]
    m.choisies = remplacer(m.choisies, adv, FrozenList())
    if en_cours_adv:
        m.en_cours = []
    m.fixer("armee_pd", adv, 0)
    if en_cours_adv and isinstance(m.top, ChoisirTroupes):
        m.choisies = remplacer(m.choisies, adv, FrozenList(prises[:rng.randrange(len(prises) + 1)]))
        return
    groupes = _groupees(cat, prises, rng)
    formees = groupes
    if en_cours_adv:  # grouping: some units formed, one maybe begun, the rest still picked
        k = rng.randrange(len(groupes))
        formees, suite = groupes[:k], groupes[k]
        debut = rng.randrange(len(suite))
        m.en_cours = [*m.en_cours, *suite[:debut]]
        m.choisies = remplacer(m.choisies, adv, FrozenList(suite[debut:] + [n for g in groupes[k + 1:] for n in g]))
    nouvelles = []
    for noms in formees:
        u = nouvelle_unite(m, adv, noms)
        m.ajouter_unite(u)  # nouvelle_unite counts the units already there
        nouvelles.append(u)
    autres = [u for u in m.unites if u.joueur != adv]
    m.unites = (nouvelles + autres) if adv == 0 else (autres + nouvelles)
    m.fixer("armee_pd", adv, sum(cat[n].cout for g in formees for n in g))


class Information:
    """The Pocket Battles match's answers to the core's questions of hidden information."""

    __slots__ = ()

    def observation(self, player: int) -> dict:
        return observation(self, player, super().observation(player))

    def event_text(self, event, player: int | None = None):
        return texte(self, event, player)

    def render_view(self, player: int | None = None) -> str:
        return tableau_vu(self, player)

    def hidden_from(self, player: int) -> bool:
        return cache_quelque_chose(self, player)

    def determinise(self, player: int, rng):
        return determiniser(self, player, rng)

