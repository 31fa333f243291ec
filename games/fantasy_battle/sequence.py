"""The attack sequence (« séquence d'attaque ») as a rulekit procedure with chance nodes.

One attacking model's attacks against one defending model, melee or shooting:

1. **attaques**: N attacks (« Attaques », or « Tirs » when shooting);
2. **pour toucher**: N dice (one chance node over sorted tuples, :class:`rulekit.steps.Roll`),
   the failed (or successful) ones rerolled once when a rule says so, a natural 6 bringing the
   effects rules give it; shooting at 7+ is a Tir désespéré (a natural 6 then a second roll);
3. **pour blesser**: one die per hit (hits that « blesse automatiquement » skip it), rerolls,
   natural-6 effects;
4. **sauvegarde d'armure**: Armure reduced by the Pénétration d'armure (:mod:`.tableaux`);
5. **sauvegarde spéciale**: one only (« Une seule sauvegarde spéciale peut être utilisée »): the
   defender's best usable one against that wound (the likeliest to save, rerolls counted);
6. **blessures multiples**: each wound left counts as many times as a rule says (a number, or one
   die per wound: « lancez un dé pour chaque blessure non sauvegardée »), never more than the
   target's « Points de vie » when its profile gives them (« Le nombre de blessures une fois
   multiplié ne peut jamais être plus grand que la caractéristique de Points de vie de la cible »);
7. the wounds left are the **blessures non sauvegardées** (``match.non_sauvees``).

The sequence knows no rule by name. It asks these queries through :mod:`rulekit.abilities`
(every Ability of both sides, attacker's first, in the order given; each modifier receives
``(match, bearer, ctx, value)`` with ``bearer`` « attaquant » or « défenseur »). Every ``ctx``
holds ``attaque`` (an :class:`Attaque`: ``type`` « corps à corps » | « tir », ``arme``,
``charge``, ``manche``, ``front``, ``courte_portee``, ``longue_portee``, ``en_mouvement``),
``cote`` (« attaquant » | « défenseur »: whose characteristic, roll or save is asked),
``porteur`` and ``cible`` (the two profiles' texts, attacker first), ``regles`` (the names of the
rules in play on each side, ``{"attaquant": (…), "défenseur": (…)}``: « contre les figurines avec
Inflammable », « ne peut pas être utilisée contre des Attaques enflammées »), and:

==========================  =====================================================  ===================
query                       ctx (besides the above)                                value in → out
==========================  =====================================================  ===================
``"permis"``                ``action`` « utiliser », ``arme``, ``porteur_type``    bool → bool
``"caractéristique"``       ``carac`` (« Attaques », « Tirs », « Capacité          int → int
                            offensive », « Force », « Pénétration d'armure »,
                            « Précision » for the attacker; « Capacité
                            défensive », « Résistance », « Armure » for the
                            defender), ``adversaire`` (the attacker's final
                            characteristics, when the defender's are asked)
``"modificateur"``          ``jet`` « toucher » | « blesser » | « sauvegarde       int → int (added to
                            d'armure »                                             the die: + is easier)
``"ignore modificateur"``   ``jet``, ``cause`` (« Longue portée », « Tir en         bool → bool
                            mouvement »)
``"relance"``               ``jet`` « toucher » | « blesser » | « sauvegarde       bool → bool (True:
                            d'armure » | « sauvegarde spéciale » (+ ``nom``),      those dice are
                            ``issue`` « ratés » | « réussis »                      rerolled, once)
``"sur un six"``            ``jet`` « toucher » | « blesser »                      tuple → tuple
``"sauvegarde spéciale"``   (none)                                                 tuple → tuple
``"ignore sauvegarde"``     ``nom``                                                bool → bool
``"multiplicateur"``        (none)                                                 str → str (« 1 »,
                                                                                   « 2 », « 1D3 »)
==========================  =====================================================  ===================

« sur un six » effects, for a natural 6: « touche supplémentaire » (one more hit, which rolls
to wound), « blesse automatiquement » (that hit wounds with no roll; its extra hits still roll),
``("Pénétration d'armure", n)`` (the attack's PA becomes n), ``("ignore", nom)`` (that wound
cannot be saved by the special save ``nom``; ``("ignore", "sauvegarde d'armure")``, nor by its
armour). « sauvegarde spéciale » answers ``(nom, seuil)``
pairs (« Ægide », 5). Queries are asked once per attack, before the dice (their answers do not
depend on the dice), with ``cote`` the side whose roll it is: « toucher » and « blesser » are
the attacker's, the saves the defender's.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import attrs

from rulekit import abilities
from rulekit.errors import RulekitError
from rulekit.match import Match
from rulekit.records import AutoStep
from rulekit.steps import Roll

from . import tableaux as T
from .profil import Profil

CORPS_A_CORPS = "corps à corps"
TIR = "tir"
ATTAQUANT = "attaquant"
DEFENSEUR = "défenseur"

TOUCHER = "toucher"
DESESPERE = "toucher (tir désespéré)"
BLESSER = "blesser"
ARMURE = "sauvegarde d'armure"
SPECIALE = "sauvegarde spéciale"

TOUCHE_SUPPLEMENTAIRE = "touche supplémentaire"
BLESSE_AUTOMATIQUEMENT = "blesse automatiquement"
PA = "Pénétration d'armure"
IGNORE = "ignore"

RATES = "ratés"
REUSSIS = "réussis"


class SequenceError(RulekitError):
    """An attack the sequence cannot resolve: a characteristic missing, a pairing refused."""


class ArmeInterdite(SequenceError):
    """A rule in play answers « permis » False: this model may not use this weapon."""


def _type_attaque(inst, attribute, value):
    if value not in (CORPS_A_CORPS, TIR):
        raise ValueError(f"type is {value!r}: « {CORPS_A_CORPS} » or « {TIR} »")


@attrs.frozen
class Attaque:
    """The situation of an attack: what the rules' conditions read (``ctx["attaque"]``)."""

    def __deepcopy__(self, memo):  # frozen: shared by the clones of a match
        return self

    type: str = attrs.field(default=CORPS_A_CORPS, validator=_type_attaque)
    arme: str | None = None
    charge: bool = False
    manche: int = 1
    front: bool = True
    courte_portee: bool = False
    longue_portee: bool = False
    en_mouvement: bool = False


@attrs.frozen
class Test:
    """One kind of roll as the queries left it: the roll needed (None: no roll, it succeeds;
    0: it cannot succeed), the modifier added to the die, the rerolls, the natural-6 effects."""

    seuil: int | None
    modificateur: int = 0
    relance_rates: bool = False
    relance_reussis: bool = False
    six: tuple = ()
    six_reussit: bool = True

    def reussi(self, de: int) -> bool:
        if self.seuil is None:
            return True
        if self.seuil == 0:
            return False
        return T.reussit(de, self.seuil, self.modificateur, six_reussit=self.six_reussit)

    def probabilite(self) -> Fraction:
        """The chance that one die succeeds, its reroll counted."""
        p = Fraction(sum(self.reussi(d) for d in range(1, 7)), 6)
        if self.relance_rates and self.relance_reussis:
            return p
        if self.relance_rates:
            return p + (1 - p) * p
        if self.relance_reussis:
            return p * p
        return p


@attrs.frozen
class Plan:
    """Every answer of the queries for one attack: the numbers the dice are read against."""

    def __deepcopy__(self, memo):  # frozen: shared by the clones of a match
        return self

    attaques: int
    caracteristiques: tuple[tuple[str, int], ...]
    toucher: Test
    desespere: Test | None
    blesser: Test
    armure: int
    penetration: int
    armure_modificateur: int
    armure_relance_rates: bool
    armure_relance_reussis: bool
    speciales: tuple[tuple[str, Test], ...]   # usable special saves, best first
    multiplicateur: tuple[int, int] = (1, 1)  # each unsaved wound: n times, or (0, faces) one die's roll
    points_de_vie: int | None = None          # the target's, when its profile gives them: the cap


def _classe(*effets) -> tuple:
    """A canonical, hashable set of effects (sorted by their text)."""
    return tuple(sorted(set(effets), key=repr))


def _ajouter(lot: tuple, classe: tuple, n: int) -> tuple:
    if n <= 0:
        return lot
    d = dict(lot)
    d[classe] = d.get(classe, 0) + n
    return tuple(sorted(d.items(), key=repr))


#: The last rules asked about and their pairs (:meth:`Combat.abilities_in_play`).
_EN_JEU: list = [None, None, ()]


@attrs.define(eq=True)
class Combat(Match):
    """One model's attacks against one model, as a match of chance only."""

    attaquant: Profil = attrs.Factory(Profil)
    defenseur: Profil = attrs.Factory(Profil)
    regles_attaquant: tuple = ()
    regles_defenseur: tuple = ()
    attaque: Attaque = attrs.Factory(Attaque)
    une_seule: bool = False
    plan: Any = None
    lot: tuple = ()
    suivant: tuple = ()
    non_sauvees: int = 0

    def start(self):
        self.push(Preparer())

    def abilities_in_play(self):
        """The attacker's rules, then the defender's: the same tuple while both sides' rules are
        the very same tuples (the clones of one computation share them), so that the core's
        dispatch index, kept per object, is built once per computation."""
        a, d, paires = _EN_JEU
        if a is self.regles_attaquant and d is self.regles_defenseur:
            return paires
        paires = tuple((ATTAQUANT, r) for r in self.regles_attaquant) + \
            tuple((DEFENSEUR, r) for r in self.regles_defenseur)
        _EN_JEU[:] = [self.regles_attaquant, self.regles_defenseur, paires]
        return paires

    def demander(self, query: str, value, cote: str, **ctx):
        """Ask ``query`` of every ability in play (:func:`rulekit.abilities.ask`)."""
        base = {"attaque": self.attaque, "cote": cote, "porteur": self.attaquant.texte,
                "cible": self.defenseur.texte,
                "regles": {ATTAQUANT: tuple(a.name for a in self.regles_attaquant),
                           DEFENSEUR: tuple(a.name for a in self.regles_defenseur)}}
        base.update(ctx)
        return abilities.ask(self, query, value, base)

    def render_text(self):
        return f"blessures non sauvegardées : {self.non_sauvees}"


def combat(attaquant: Profil, defenseur: Profil, attaque: Attaque = Attaque(), regles_attaquant=(),
           regles_defenseur=(), une_seule: bool = False) -> Combat:
    """A match at the start of the sequence (``une_seule``: one attack only, for the convolution)."""
    m = Combat(game="fantasy_battle", attaquant=attaquant, defenseur=defenseur,
               regles_attaquant=tuple(regles_attaquant), regles_defenseur=tuple(regles_defenseur),
               attaque=attaque, une_seule=une_seule)
    m.start()
    m._settle()
    return m


# ----------------------------------------------------------------------------- the queries

#: Characteristics each side must have (from its profile, or set by a rule), by attack type.
REQUISES = {
    CORPS_A_CORPS: (("Attaques", "Capacité offensive", "Force"), ("Capacité défensive", "Résistance")),
    TIR: (("Précision", "Force"), ("Résistance",)),
}
#: The characteristics the sequence asks (« caractéristique »), each side's: a rule changing another
#: (Agilité, Discipline, Points de vie…) changes nothing here.
DEMANDEES = {ATTAQUANT: ("Attaques", "Tirs", "Capacité offensive", "Précision", "Force", PA),
             DEFENSEUR: ("Capacité défensive", "Résistance", "Armure")}
#: Characteristics with a value when the profile does not give one.
DEFAUTS = {"Pénétration d'armure": 0, "Armure": 0, "Tirs": 1}


def _caracteristiques(m: Combat, cote: str, noms, requises, adversaire=None) -> dict[str, int]:
    profil = m.attaquant if cote == ATTAQUANT else m.defenseur
    valeurs = {}
    manquantes = []
    for nom in noms:
        base = profil.get(nom, DEFAUTS.get(nom, 0))
        extra = {"adversaire": dict(adversaire)} if adversaire is not None else {}
        valeur = m.demander("caractéristique", base, cote, carac=nom, **extra)
        if not isinstance(valeur, int) or isinstance(valeur, bool):
            raise SequenceError(f"a rule answering « caractéristique » ({nom}) gave {valeur!r}, not a number")
        if nom in requises and nom not in profil and valeur == base:
            manquantes.append(nom)
        valeurs[nom] = valeur
    if manquantes:
        qui = "attacker" if cote == ATTAQUANT else "defender"
        raise SequenceError(f"the {qui}'s profile does not give: {', '.join(manquantes)} "
                            f"(a « {m.attaque.type} » attack); profile: « {profil.texte} »")
    return valeurs


def _test(m: Combat, jet: str, cote: str, seuil, modificateur: int = 0, six=True, six_reussit=True) -> Test:
    rates = bool(m.demander("relance", False, cote, jet=jet, issue=RATES))
    reussis = bool(m.demander("relance", False, cote, jet=jet, issue=REUSSIS))
    effets = tuple(m.demander("sur un six", (), cote, jet=jet)) if six else ()
    return Test(seuil=seuil, modificateur=modificateur, relance_rates=rates, relance_reussis=reussis,
                six=effets, six_reussit=six_reussit)


def planifier(m: Combat) -> Plan:
    """Ask every query of one attack (the module's docstring) and gather the answers."""
    a = m.attaque
    porteur_type = m.attaquant.type
    if a.arme is not None and not m.demander("permis", True, ATTAQUANT, action="utiliser", arme=a.arme,
                                             porteur_type=porteur_type):
        qui = f"a model of type {porteur_type}" if porteur_type else "this model"
        raise ArmeInterdite(f"{qui} may not use the weapon « {a.arme} » (a rule in play forbids it)")
    requises_att, requises_def = REQUISES[a.type]
    autre = ("Tirs", "Précision") if a.type == CORPS_A_CORPS else ("Attaques", "Capacité offensive", "Capacité défensive")
    noms_att = tuple(n for n in DEMANDEES[ATTAQUANT] if n not in autre)
    noms_def = tuple(n for n in DEMANDEES[DEFENSEUR] if n not in autre)
    att = _caracteristiques(m, ATTAQUANT, noms_att, requises_att)
    dfn = _caracteristiques(m, DEFENSEUR, noms_def, requises_def, adversaire=att)
    nombre = att["Attaques"] if a.type == CORPS_A_CORPS else att["Tirs"]

    mod_toucher = int(m.demander("modificateur", 0, ATTAQUANT, jet=TOUCHER))
    desespere = None
    if a.type == CORPS_A_CORPS:
        toucher = _test(m, TOUCHER, ATTAQUANT, T.pour_toucher(att["Capacité offensive"], dfn["Capacité défensive"]),
                        mod_toucher)
    else:
        for cause, champ, valeur in T.MODIFICATEURS_TIR:
            if getattr(a, champ) and not m.demander("ignore modificateur", False, ATTAQUANT, jet=TOUCHER, cause=cause):
                mod_toucher += valeur
        requis = att["Précision"] - mod_toucher
        if requis <= 6:
            toucher = _test(m, TOUCHER, ATTAQUANT, max(requis, T.MEILLEUR_JET))  # « 1+ » or better: all but a 1
        else:  # Tir désespéré: a natural 6, then the second roll; the six's effects on success
            second = T.tir_desespere(requis)
            base = _test(m, TOUCHER, ATTAQUANT, 0 if second is None else 6)
            toucher = attrs.evolve(base, six=())
            desespere = attrs.evolve(base, seuil=0 if second is None else second, six_reussit=False)
    blesser = _test(m, BLESSER, ATTAQUANT, T.pour_blesser(att["Force"], dfn["Résistance"]),
                    int(m.demander("modificateur", 0, ATTAQUANT, jet=BLESSER)))

    speciales = []
    for nom, seuil in m.demander("sauvegarde spéciale", (), DEFENSEUR):
        if m.demander("ignore sauvegarde", False, DEFENSEUR, nom=nom):
            continue
        speciales.append((nom, Test(
            seuil=max(int(seuil), T.MEILLEUR_JET), six_reussit=False,
            relance_rates=bool(m.demander("relance", False, DEFENSEUR, jet=SPECIALE, nom=nom, issue=RATES)),
            relance_reussis=bool(m.demander("relance", False, DEFENSEUR, jet=SPECIALE, nom=nom, issue=REUSSIS)))))
    # best first: the likeliest to save; equal ones keep the order the rules gave them
    speciales.sort(key=lambda ns: -ns[1].probabilite())
    multiplicateur = _multiplicateur(m.demander("multiplicateur", "1", ATTAQUANT))
    return Plan(
        attaques=max(int(nombre), 0), caracteristiques=tuple({**att, **dfn}.items()),
        toucher=toucher, desespere=desespere, blesser=blesser,
        armure=dfn["Armure"], penetration=att[PA],
        armure_modificateur=int(m.demander("modificateur", 0, DEFENSEUR, jet=ARMURE)),
        armure_relance_rates=bool(m.demander("relance", False, DEFENSEUR, jet=ARMURE, issue=RATES)),
        armure_relance_reussis=bool(m.demander("relance", False, DEFENSEUR, jet=ARMURE, issue=REUSSIS)),
        speciales=tuple(speciales), multiplicateur=multiplicateur,
        points_de_vie=m.defenseur.get("Points de vie") if multiplicateur != (1, 1) else None)


def _multiplicateur(said) -> tuple[int, int]:
    """« 2 » → (2, 1); « 1D3 » or « D3 » → (0, 3): one die of 3 faces for each wound."""
    text = str(said).upper()
    if text.isdigit():
        return (int(text), 1)
    count, _, faces = text.partition("D")
    if count not in ("", "1") or not faces.isdigit():
        raise SequenceError(f"a wound is multiplied by a number or by one die (« 1D3 »), not « {said} »")
    return (0, int(faces))


# ----------------------------------------------------------------------------- reading the dice

def jet_de(plan: Plan, jet: str, classe: tuple) -> Test:
    """The test a die of ``jet`` takes for an item of ``classe``."""
    if jet == TOUCHER:
        return plan.toucher
    if jet == DESESPERE:
        return plan.desespere
    if jet == BLESSER:
        return attrs.evolve(plan.blesser, seuil=None) if BLESSE_AUTOMATIQUEMENT in classe else plan.blesser
    if jet == ARMURE:
        penetration = plan.penetration
        for effet in classe:
            if isinstance(effet, tuple) and effet[0] == PA:
                penetration = effet[1]
        if (IGNORE, ARMURE) in classe:  # « … ignore les sauvegardes d'armure » on a natural 6
            return Test(seuil=0)
        seuil = T.sauvegarde_armure(plan.armure, penetration)
        # an Armure of 7 or more after PA is a 0+ or better on the chart: every face but a natural 1
        return Test(seuil=0 if seuil is None else max(seuil, T.MEILLEUR_JET), modificateur=plan.armure_modificateur,
                    relance_rates=plan.armure_relance_rates, relance_reussis=plan.armure_relance_reussis,
                    six_reussit=False)
    ignorees = {e[1] for e in classe if isinstance(e, tuple) and e[0] == IGNORE}
    for nom, test in plan.speciales:
        if nom not in ignorees:
            return test
    return Test(seuil=0)


def issue(plan: Plan, jet: str, classe: tuple, de: int | None) -> tuple[tuple[tuple, int], ...]:
    """What one die of ``jet`` (``None``: no roll needed) makes of an item of ``classe``: the items
    of the next stage, as (class, count). For the saves, a success removes the wound."""
    test = jet_de(plan, jet, classe)
    ok = test.reussi(de) if de is not None else test.seuil is None
    six = de == 6
    if jet == TOUCHER and plan.desespere is not None:
        return (((), 1),) if ok else ()
    if jet in (TOUCHER, DESESPERE):
        if not ok:
            return ()
        effets = plan.toucher.six if jet == TOUCHER else plan.desespere.six
        sur_six = effets if (six or jet == DESESPERE) else ()
        out = [(_classe(*(e for e in sur_six if e != TOUCHE_SUPPLEMENTAIRE)), 1)]
        out += [((), 1) for e in sur_six if e == TOUCHE_SUPPLEMENTAIRE]
        return tuple(out)
    if jet == BLESSER:
        if not ok:
            return ()
        garde = tuple(e for e in classe if e != BLESSE_AUTOMATIQUEMENT)
        sur_six = plan.blesser.six if (six and de is not None) else ()
        return ((_classe(*garde, *(e for e in sur_six if e not in (TOUCHE_SUPPLEMENTAIRE,
                                                                   BLESSE_AUTOMATIQUEMENT))), 1),)
    if jet == ARMURE:
        return () if ok else ((classe, 1),)
    return () if ok else (((), 1),)   # SPECIALE: an unsaved wound


def a_relancer(test: Test, de: int) -> bool:
    return test.seuil is not None and (test.relance_rates if not test.reussi(de) else test.relance_reussis)


# ----------------------------------------------------------------------------- the steps

ETAPES = (TOUCHER, DESESPERE, BLESSER, ARMURE, SPECIALE)
MULTIPLIEES = "blessures multiples"


@attrs.frozen
class Preparer(AutoStep):
    """Ask the queries, then the stages in order."""

    def run(self, m: Combat):
        m.pop()
        plan = planifier(m)
        m.plan = plan
        m.lot = _ajouter((), (), 1 if m.une_seule else plan.attaques)
        etapes = [e for e in ETAPES if e != DESESPERE or plan.desespere is not None]
        multiplier = (Multiplier(),) if plan.multiplicateur != (1, 1) else ()
        m.push(*(Etape(e) for e in etapes), *multiplier, Fin())


@attrs.frozen
class Etape(AutoStep):
    """One stage: a throw for each class of items in ``match.lot``; the results, gathered in
    ``match.suivant``, become the next stage's lot."""

    jet: str

    def run(self, m: Combat):
        m.pop()
        lot, m.lot = m.lot, ()
        m.push(*(Lancer(self.jet, classe, n) for classe, n in lot), Cloturer())


@attrs.frozen
class Cloturer(AutoStep):
    def run(self, m: Combat):
        m.pop()
        m.lot, m.suivant = m.suivant, ()


@attrs.frozen
class Lancer(AutoStep):
    """Throw ``n`` dice for the items of ``classe`` (none when they need no roll)."""

    jet: str
    classe: tuple
    n: int

    def run(self, m: Combat):
        m.pop()
        test = jet_de(m.plan, self.jet, self.classe)
        if test.seuil is None or test.seuil == 0:  # no roll: all succeed, or none can
            for classe, k in issue(m.plan, self.jet, self.classe, None if test.seuil is None else 1):
                m.suivant = _ajouter(m.suivant, classe, k * self.n)
            return
        m.push(Roll(self.n, self.jet), Relancer(self.jet, self.classe))


@attrs.frozen
class Relancer(AutoStep):
    """Read the throw: the dice kept are read now, those a rule rerolls are thrown again once."""

    jet: str
    classe: tuple

    def run(self, m: Combat):
        m.pop()
        des = m.rolls.pop(self.jet)
        test = jet_de(m.plan, self.jet, self.classe)
        relances = sum(1 for d in des if a_relancer(test, d))
        gardes: tuple = ()
        for d in des:
            if not a_relancer(test, d):
                for classe, k in issue(m.plan, self.jet, self.classe, d):
                    gardes = _ajouter(gardes, classe, k)
        if relances:
            m.push(Roll(relances, self.jet + " (relance)"), Compter(self.jet, self.classe, gardes))
        else:
            for classe, k in gardes:
                m.suivant = _ajouter(m.suivant, classe, k)


@attrs.frozen
class Compter(AutoStep):
    """Read the rerolled dice; add them and the kept ones to the next stage."""

    jet: str
    classe: tuple
    gardes: tuple

    def run(self, m: Combat):
        m.pop()
        des = m.rolls.pop(self.jet + " (relance)")
        for classe, k in self.gardes:
            m.suivant = _ajouter(m.suivant, classe, k)
        for d in des:
            for classe, k in issue(m.plan, self.jet, self.classe, d):
                m.suivant = _ajouter(m.suivant, classe, k)


@attrs.frozen
class Multiplier(AutoStep):
    """Each unsaved wound counts n times, or a die's roll (one die per wound), capped at the
    target's Points de vie."""

    def run(self, m: Combat):
        m.pop()
        n = sum(k for _, k in m.lot)
        fois, faces = m.plan.multiplicateur
        if fois:
            m.lot = _ajouter((), (), n * _plafond(m.plan, fois))
            return
        m.push(Roll(n, MULTIPLIEES, faces), Cumuler())


@attrs.frozen
class Cumuler(AutoStep):
    """Read the dice of the multiplied wounds: each die, capped, is that many wounds."""

    def run(self, m: Combat):
        m.pop()
        m.lot = _ajouter((), (), sum(_plafond(m.plan, d) for d in m.rolls.pop(MULTIPLIEES)))


def _plafond(plan: Plan, blessures: int) -> int:
    return blessures if plan.points_de_vie is None else min(blessures, plan.points_de_vie)


@attrs.frozen
class Fin(AutoStep):
    def run(self, m: Combat):
        m.pop()
        m.non_sauvees = sum(n for _, n in m.lot)
        m.lot = ()
        m.finish(None, "attaques résolues")
