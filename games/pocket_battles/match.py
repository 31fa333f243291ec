"""The Pocket Battles match: its state as plain data, and the small helpers every procedure uses.

The procedures themselves live in the modules named after the rule book
(construction, deploiement, manche, charge, combat, tir, ...). This module holds
the nouns' bookkeeping (units, tokens, contacts) and the "world" that the
compiled characteristics read and act on (see ``vocabulaire.txt``).
"""

from __future__ import annotations

import operator

import attrs

from rulekit import Match
from rulekit.save import since
from rulekit.abilities import answers
from rulekit.dsl.world import World
from rulekit import factions as factions_mod
from rulekit.options import Option, Options
from rulekit.frozen import FrozenList, frozen_dict, frozen_list
from rulekit.validators import each, natural, one_of, player_or

from . import caracteristiques, factions
from .en_jeu import en_jeu, suivre
from .evenements import UniteDetruite
from .etat import ARRIERE, AVANT, COMBAT, Catalogue, Troupe, Tuile, Unite, catalogues, par_joueur
from .information import Information

TAILLES = (60, 70, 80, 90, 100)
OPTIONS = Options({
    "factions": factions_mod.option("pocket_battles", "romains,celtes", help="The two armies, player 1's first."),
    "size": Option(60, choices=TAILLES, help="The battle's size in Deployment Points."),
    "armies": Option("rapide", choices=("rapide", "construire"),
                     help="rapide: ready-made armies; construire: the players pick their troops."),
    "limite_manches": Option(30, min=0, help="Rounds after which the battle is judged (0: no limit)."),
    "cession": Option(True, help="Whether a player may concede the battle (an action)."),
})
SUR_LE_TERRAIN = (ARRIERE, AVANT, COMBAT)
#: What :mod:`.en_jeu` worked out: [the last answer, the answers by bearers, None]. Not part of
#: any state; a test that compiles characteristics otherwise sets it to [None, None, None].
_DERNIER: list = [None, None, None]


#: id(tiles) -> (tiles, unit id, description): a tuple of tiles is immutable and kept alive while
#: remembered (its id is not reused), so its description never changes. Not part of any state.
_DESCRIPTIONS: dict[int, tuple] = {}


#: id(tiles) -> (tiles, catalogue, Combat dice, Shooting dice) (:meth:`PocketBattles.des_de`): the
#: tiles and a :class:`Catalogue` are immutable and kept alive while remembered. Not part of any state.
_DES: dict[int, tuple] = {}


#: (faction keys, size) -> (their faction records, a copy of a match just started with their
#: ready-made armies): what the start of a match builds (the units, their events, the
#: catalogues) depends only on these, so later matches copy it (:meth:`PocketBattles.start`);
#: the units and catalogues, immutable, are then the very same objects in every match, and what
#: is remembered of them (descriptions, dice) serves all. Not part of any state.
_DEBUTS: dict[tuple, tuple] = {}
#: The fields a match's start sets (all but those the core sets from ``new_match``'s arguments).
_CHAMPS_DU_DEBUT: tuple = ()


def description(uid: str, troupes: tuple) -> str:
    """« R1 [Légionnaire×3, Centurion] »: each troop name once, with its count, in the tiles' order."""
    vu = _DESCRIPTIONS.get(id(troupes))
    if vu is not None and vu[0] is troupes and vu[1] == uid:
        return vu[2]
    compte: dict[str, int] = {}
    for t in troupes:
        compte[t.nom] = compte.get(t.nom, 0) + 1
    corps = ", ".join(f"{n}×{k}" if k > 1 else n for n, k in compte.items())
    texte = f"{uid} [{corps}]" if corps else uid
    if len(_DESCRIPTIONS) >= 4096:
        _DESCRIPTIONS.clear()
    _DESCRIPTIONS[id(troupes)] = (troupes, uid, texte)
    return texte


@attrs.define(eq=True)
class PocketBattles(Information, World, Match):
    factions: list[str] = attrs.field(factory=list, converter=frozen_list)
    taille: int = attrs.field(default=60, validator=one_of(TAILLES))
    catalogue: list[dict[str, Troupe]] = attrs.field(factory=list, converter=catalogues)  # never changes
    # picked troops not yet in a unit
    choisies: list[list[str]] = attrs.field(factory=lambda: [[], []], converter=par_joueur)
    en_cours: list[str] = attrs.field(factory=list, converter=frozen_list)  # the unit being formed
    # a FrozenList: the undo snapshot and copies share it; a new one replaces it (maj, ajouter_unite)
    unites: list[Unite] = attrs.field(factory=list, converter=frozen_list)
    contacts: list[tuple[str, str]] = attrs.field(factory=list, converter=frozen_list)
    reserve: list[int] = attrs.field(factory=lambda: [0, 0], converter=frozen_list, validator=each(natural))  # unused tokens
    # used tokens not on a unit (Passer, casualties...)
    de_cote: list[int] = attrs.field(factory=lambda: [0, 0], converter=frozen_list, validator=each(natural))
    # the tokens each player holds, wherever they are: changed only by tokens received or given back
    # (JetonsRecus, JetonRendu), so that the invariants count where each one went (jetons_conserves)
    jetons: list[int] = attrs.field(factory=lambda: [0, 0], converter=frozen_list, validator=each(natural))
    # Deployment Points each player destroyed
    detruit: list[int] = attrs.field(factory=lambda: [0, 0], converter=frozen_list, validator=each(natural))
    # each player's removed tiles
    pertes: list[list[str]] = attrs.field(factory=lambda: [[], []], converter=par_joueur)
    armee_pd: list[int] = attrs.field(factory=lambda: [0, 0], converter=frozen_list, validator=each(natural))
    attaquant: int = attrs.field(default=-1, validator=player_or(-1))
    manche: int = attrs.field(default=0, validator=natural)
    premier: int = attrs.field(default=-1, validator=player_or(-1))
    tours: int = attrs.field(default=0, validator=natural)
    redeploye: str = ""
    engages_debut: list[str] = attrs.field(factory=list, converter=frozen_list)
    ordonnees: list[str] = attrs.field(factory=list, converter=frozen_list)  # units given an order this turn
    bonus_des: dict[str, int] = attrs.field(factory=dict, converter=frozen_dict)
    # the units whose Troops both players see (« ils révèlent tout deux les Troupes »): until then
    # the enemy sees a stack, its top Troop and its height (information.py, README reading 29)
    revelees: list[str] = attrs.field(factory=list, converter=frozen_list)
    #: the turns each limited characteristic was used in (« Une fois par partie, … »:
    #: rulekit.dsl.utilisations), a turn numbered by its round (:meth:`current_turn`)
    utilisations: dict[str, list[int]] = attrs.field(factory=dict, converter=frozen_dict, metadata=since(3))

    # --- creation -------------------------------------------------------
    def start(self):
        from . import construction

        o = self.options  # typed and checked by Game.options (OPTIONS)
        noms = [f.strip() for f in o["factions"].split(",")]
        taille = o["size"]
        armees = tuple(factions.charger(n) for n in noms)
        rapide = o["armies"] == "rapide"
        if rapide and self._depuis_un_debut((tuple(noms), taille), armees):
            return
        self.factions = noms
        self.taille = taille
        self.catalogue = [dict(a.troupes) for a in armees]
        construction.commencer(self)
        if rapide:
            if len(_DEBUTS) >= 64:
                _DEBUTS.clear()
            _DEBUTS[(tuple(noms), taille)] = (armees, self.clone())

    def _depuis_un_debut(self, cle: tuple, armees: tuple) -> bool:
        """Whether the match starts as an earlier one with the same ready-made armies
        (:data:`_DEBUTS`) did, its fields copied from that one's copy: the armies built from the
        very same faction records (which the building reads, with the size) are the same."""
        debut = _DEBUTS.get(cle)
        if debut is None or len(debut[0]) != len(armees) or not all(map(operator.is_, debut[0], armees)):
            return False
        copie = debut[1].clone()
        for nom in _CHAMPS_DU_DEBUT:
            object.__setattr__(self, nom, getattr(copie, nom))
        return True

    def clone(self) -> "PocketBattles":
        """As :meth:`rulekit.Match.clone`; the copy also shares what this match remembers outside
        its fields (what is in play, :mod:`.en_jeu`; where each unit stands, :meth:`rang`): both
        are checked against the copy's own fields before any use, and a copy shares its lists of
        units and factions (FrozenLists) with this match until one of them changes."""
        new = super().clone()
        vus = self.__dict__
        for cle in ("_en_jeu", "_places"):
            if cle in vus:
                new.__dict__[cle] = vus[cle]
        return new

    # --- units ------------------------------------------------------------
    def rang(self, uid: str) -> int:
        """The index in ``unites`` of the first unit with this id (KeyError if none). Where each id
        stood when last looked up is remembered (``_places``, an attribute outside the attrs
        fields: never compared, copied nor saved) as a guess, checked against the list itself
        (the record there must bear the id), so a list edited by hand is never answered from.
        Ids are unique (the invariants check it), so a remembered place that still bears the id
        is the first one."""
        unites = self.unites
        try:
            i = self._places[uid]
            if unites[i].id == uid:
                return i
        except (AttributeError, KeyError, IndexError):
            pass
        places: dict[str, int] = {}
        for j, u in enumerate(unites):
            places.setdefault(u.id, j)
        object.__setattr__(self, "_places", places)  # a new dict: clones sharing the old one keep theirs
        return places[uid]

    def unite(self, uid: str) -> Unite:
        try:  # the place remembered, checked (:meth:`rang`), read inline: units are read at every turn
            u = self.unites[self._places[uid]]
            if u.id == uid:
                return u
        except (AttributeError, KeyError, IndexError):
            pass
        return self.unites[self.rang(uid)]

    def maj(self, unite: Unite) -> None:
        """``unite`` in place of the record with its id: a new list of units, set as the field's
        converter would keep it (a FrozenList; ``unites`` has no validator); what is in play is
        carried over to it when the record bears the same characteristics (:func:`.en_jeu.suivre`)."""
        avant = self.unites
        uid = unite.id
        try:  # the place remembered, checked (:meth:`rang`), read inline: a unit changes at almost every step
            i = self._places[uid]
            if avant[i].id != uid:
                i = self.rang(uid)
        except (AttributeError, KeyError, IndexError):
            i = self.rang(uid)
        apres = list(avant)
        apres[i] = unite
        apres = FrozenList(apres)
        object.__setattr__(self, "unites", apres)
        suivre(self, avant, apres, avant[i], unite, i)

    def ajouter_unite(self, unite: Unite) -> None:
        """``unite`` at the end of the list of units (a new one, as :meth:`maj`)."""
        avant = self.unites
        apres = FrozenList([*avant, unite])
        object.__setattr__(self, "unites", apres)
        suivre(self, avant, apres, None, unite, len(avant))

    def troupe(self, joueur: int, nom: str) -> Troupe:
        return self.catalogue[joueur][nom]

    def troupes_de(self, uid: str) -> list[Troupe]:
        u = self.unite(uid)
        return [self.troupe(u.joueur, t.nom) for t in u.troupes]

    def sur_le_terrain(self, joueur: int | None = None, zone: str | None = None, secteur: int | None = None):
        if zone is None and secteur is None and joueur is not None:  # the common question, asked plainly
            return [u for u in self.unites if u.joueur == joueur and u.zone in SUR_LE_TERRAIN]
        return [
            u for u in self.unites
            if u.zone in SUR_LE_TERRAIN
            and (joueur is None or u.joueur == joueur)
            and (zone is None or u.zone == zone)
            and (secteur is None or u.secteur == secteur)
        ]

    def vivante(self, uid: str) -> bool:
        return self.unite(uid).zone in SUR_LE_TERRAIN

    def changer_blessures(self, uid: str, index: int, delta: int) -> None:
        u = self.unite(uid)
        t = u.troupes[index]
        troupes = u.troupes[:index] + (Tuile(t.nom, t.blessures + delta),) + u.troupes[index + 1:]
        self.maj(u.avec(troupes=troupes))

    def decrire(self, uid: str) -> str:
        """« R1 [Légionnaire×3, Centurion] »: the unit's id and its tiles (:func:`description`)."""
        return description(uid, self.unite(uid).troupes)

    def des_combat(self, uid: str) -> list[int]:
        return list(self.des_de(uid)[2])

    def des_tir(self, uid: str) -> list[int]:
        return list(self.des_de(uid)[3])

    def des_de(self, uid: str, u: Unite | None = None) -> tuple:
        """``(tiles, catalogue, Combat dice, Shooting dice)`` of the unit: its troops' dice, in the
        tiles' order, remembered (:data:`_DES`) while its tiles and its player's catalogue are the
        very same objects (both immutable). ``u``: its record, when the caller has it."""
        if u is None:
            u = self.unite(uid)
        troupes, cat = u.troupes, self.catalogue[u.joueur]
        vu = _DES.get(id(troupes))
        if vu is not None and vu[0] is troupes and vu[1] is cat:
            return vu
        types = [cat[t.nom] for t in troupes]
        vu = (troupes, cat, tuple([d for t in types for d in t.combat]), tuple([d for t in types for d in t.tir]))
        if type(cat) is Catalogue:  # a plain dict put there by hand may change: not remembered
            if len(_DES) >= 4096:
                _DES.clear()
            _DES[id(troupes)] = vu
        return vu

    # --- contacts (the combats of the combat zones) --------------------------
    def engages(self, uid: str) -> list[str]:
        return [b if a == uid else a for a, b in self.contacts if uid in (a, b)]

    def combat_de(self, uid: str) -> list[str]:
        """Every unit of the combat ``uid`` is in (itself first), friends and foes."""
        vus, file = [uid], [uid]
        while file:
            for autre in self.engages(file.pop()):
                if autre not in vus:
                    vus.append(autre)
                    file.append(autre)
        return vus

    # --- tokens -------------------------------------------------------------
    def compter(self, champ: str, joueur: int, n: int) -> None:
        """``champ[joueur] += n`` for a count by player (``reserve``, ``de_cote``, ``jetons``,
        ``detruit``, ``armee_pd``): each is a :class:`~rulekit.frozen.FrozenList`, shared by the
        undo snapshot and copies instead of copied, so a new one replaces it, set as the change
        in place it stands for was made: without the field's validator (what the tokens become
        is counted by the invariants, never repaired)."""
        valeurs = list(getattr(self, champ))
        valeurs[joueur] += n
        object.__setattr__(self, champ, FrozenList(valeurs))

    def poser(self, champ: str, valeur) -> None:
        """``champ = valeur`` for the fields the turn's events set at almost every step (who
        redeployed, who was ordered, the combats, the extra dice, the turn's count), when
        ``valeur`` is already what the field's converter would make of it (a FrozenList, a
        FrozenDict) and what its validator accepts: attrs' setattr hooks would only make and
        check it again."""
        object.__setattr__(self, champ, valeur)

    def fixer(self, champ: str, joueur: int, valeur: int) -> None:
        """``champ[joueur] = valeur`` for a count by player (:meth:`compter`)."""
        self.compter(champ, joueur, valeur - getattr(self, champ)[joueur])

    def total_jetons(self, joueur: int) -> int:
        """The player's Order/Wound tokens: size / 10, as the characteristics modify it (Meneur)."""
        return self.query("jetons", self.taille // 10, joueur=joueur)

    def blessures_de(self, joueur: int) -> int:
        return sum(t.blessures for u in self.sur_le_terrain(joueur) for t in u.troupes)

    def jetons_dus(self, joueur: int) -> int:
        """Tokens the player holds beyond what the characteristics give them now (``total_jetons``):
        a Meneur's token owed back since its unit left the battlefield (:mod:`.manche`)."""
        return self.jetons[joueur] - self.total_jetons(joueur)

    def jetons_comptes(self, joueur: int) -> int:
        """Unused + orders on units + wounds + set aside: always equal to ``jetons`` (counted, never repaired)."""
        return (self.reserve[joueur] + self.de_cote[joueur] + self.blessures_de(joueur)
                + sum(u.ordres for u in self.sur_le_terrain(joueur)))

    def cout_ordre(self, uid: str, action: str | None = None) -> int:
        """The cost of an order to ``uid`` (``action``: the order, when it has a name the cost may depend on)."""
        u = self.unite(uid)
        if not answers(self, "coût d'ordre", uid):
            return u.ordres + 1
        named = {} if action is None else {"action": action}
        return self.query("coût d'ordre", u.ordres + 1, unit=uid, ordres=u.ordres, **named)

    # --- characteristics ------------------------------------------------------
    def abilities_in_play(self):
        """``(unit id, Ability)``: each unit on the battlefield bears its troops' characteristics,
        each once (by player, then unit order, then the troops' order); the same list object while
        the bearers stay the same (:mod:`.en_jeu`). The core asks at every event: the match's own
        answer, while it holds (:func:`.en_jeu.en_jeu`'s test), is read here directly."""
        vu = self.__dict__.get("_en_jeu")
        if (vu is not None and vu[0] is self.unites and vu[2] is not None and vu[1] is self.factions
                and vu[3] is _DERNIER):
            return vu[2].paires
        return en_jeu(self).paires

    def emit(self, event):
        """As :meth:`rulekit.Match.emit`; a destroyed unit's own characteristics (those of the
        Troops it had when it was last on the battlefield) also hear its « unité détruite »: it
        is off the battlefield once the event is applied (« Quand cette Unité est détruite … »)."""
        out = super().emit(event)
        if isinstance(out, UniteDetruite) and out.troupes:
            joueur = self.unite(out.unite).joueur
            for c in caracteristiques.de_l_unite(self.factions[joueur], tuple(out.troupes)):
                for t in c.triggers:
                    if t.event == out.kind:
                        t.fn(self, out.unite, out)
        return out

    # --- the world the compiled characteristics see (vocabulaire.txt) ------------
    def current_turn(self) -> int:
        """The turn as a number no other turn of the battle has: the round's, then the turn's in it."""
        return self.manche * 1000 + self.tours

    def current_round(self) -> int:
        """The round (« une fois par manche »)."""
        return self.manche

    def owner(self, unit) -> int:
        return self.unite(unit).joueur

    def unit_name(self, unit) -> str:
        u = self.unite(unit)
        return u.troupes[0].nom if u.troupes else unit

    def unit_type(self, unit) -> str:
        return "Unité"

    def is_a(self, unit, noun: str) -> bool:
        u = self.unite(unit)
        return noun.lower() in ("unité", "troupe") or any(t.nom.lower() == noun.lower() for t in u.troupes)

    def unit_label(self, unit) -> str:
        return self.decrire(unit)

    def ordres_sur(self, unit) -> int:
        return self.unite(unit).ordres

    def tokens_on(self, unit, kind: str) -> int:
        """Order tokens (« Jeton Ordre ») or Wound tokens (« Jeton Blessure ») on the unit."""
        u = self.unite(unit)
        if "blessure" in kind.lower():
            return sum(t.blessures for t in u.troupes)
        return u.ordres

    def rendre_jeton(self, joueur: int) -> None:
        """« Rendez le Jeton Ordre » (Meneur destroyed): the player gives back the token they hold
        beyond the ``jetons`` query's answer (:func:`.manche.rendre_jetons_dus`; asking twice gives
        back nothing more)."""
        from .manche import rendre_jetons_dus

        rendre_jetons_dus(self, joueur)

    def adjacent_units(self, unit) -> list:
        """Units in the same sector's zones next to this one, and in contact with it."""
        return self.engages(unit)

    def zone_of(self, unit) -> str | None:
        """Where the unit stands, by the vocabulary's name of the zone (its « emplacements »: « Tant
        qu'elle est à l'Arrière »); None off the battlefield (reserve, destroyed)."""
        from .etat import ARRIERE, AVANT, COMBAT

        return {ARRIERE: "Arrière", AVANT: "Zone Avant", COMBAT: "Zone de Combat"}.get(self.unite(unit).zone)

    def secteur_of(self, unit):
        """The unit's sector (« les Unités amies du même Secteur »); None off the battlefield."""
        return self.unite(unit).secteur if self.zone_of(unit) is not None else None

    def donner_ordres(self, unit, n: int) -> None:
        """``n`` more orders this turn, each to another friendly unit, one after the other."""
        from .ordres import OrdreSupplementaire

        self.push(*[OrdreSupplementaire(self.owner(unit)) for _ in range(n)])

    def recuperer_blessure(self, unit) -> None:
        from .effets import ReprendreBlessure

        self.push(ReprendreBlessure(self.owner(unit), "caractéristique"))

    def peut_recuperer_blessure(self, unit) -> bool:
        """Whether a Wound token could be taken back now: some friendly troop is wounded."""
        return any(t.blessures for u in self.sur_le_terrain(self.owner(unit)) for t in u.troupes)

    def ordre_pour_de(self, unit, cible, n: int = 1) -> None:
        from .effets import OffreOrdreBonus

        self.push(OffreOrdreBonus(unit, cible, n))

    def mettre_de_cote(self, joueur: int, raison: str = "caractéristique") -> None:
        from .evenements import JetonMisDeCote

        if self.reserve[joueur] > 0:
            self.emit(JetonMisDeCote(joueur, raison))

    def charger_encore(self, unit, obligatoire: bool = True) -> None:
        """A charge more, without an order (no Jeton Ordre spent): imposed, or offered."""
        from .charge import ChargeImposee

        self.push(ChargeImposee(unit, obligatoire))

    # --- reading ----------------------------------------------------------------
    def render_text(self) -> str:
        from .tableau import tableau

        return tableau(self)


_CHAMPS_DU_DEBUT = tuple(f.name for f in attrs.fields(PocketBattles) if f.name not in ("game", "seed", "options", "steps"))
