"""Whom the abilities in play may answer about: a query no ability may answer about a unit or
weapon is not asked of it (its answer is the value it is given).

``rulekit.abilities.answers`` counts a reference-sheet clause as answering about every unit: its
modifiers are not marked ``about_bearer``, since whom a clause is about is the game's to say
(``rulekit.dsl.World.concerne``). This game says it (:meth:`EpicMatch.concerne`): a query about a
unit or a weapon is about the unit itself, or the unit a weapon is part of. So a sheet line
without aura (« Les unités à moins de 15 cm … » answers for the others of its side) answers only
about its bearer, and the procedures that ask a query of every unit of a formation (terrain,
zones of control, fire, saves) ask it only of the units some rule may answer about
(:func:`demander`). The table is read from the abilities in play (their compiled lines' clauses),
never from an ability's name; ``tests/epic_ref/test_porteurs.py`` checks that a unit set aside
keeps the value given at every decision of random matches, an aura in play or not.
"""

from __future__ import annotations

from rulekit import dsl

from .capacites import speciale


def au_porteur(ability) -> bool:
    """Whether every rule of ``ability`` answers only the queries about its bearer (or a weapon of
    it): a line of reference-sheet clauses (``rulekit.dsl.sheet_compile``: « a clause answers only
    when [the query's subject] holds its bearer », as :meth:`EpicMatch.concerne` says, which for a
    unit or a weapon is the bearer itself or a weapon of it) with no aura (« Les unités à moins de
    15 cm … » answers for the others of its side), nor any in the rules it cites. Any other
    ability (a sentence read by the general compiler) may answer about anyone, but for its
    modifiers marked ``about_bearer``."""
    found = _AU_PORTEUR.get(id(ability))
    if found is None or found[0] is not ability:
        found = _AU_PORTEUR[id(ability)] = (ability, _au_porteur(ability.ast))
    return found[1]


#: id(ability) -> (ability, au_porteur): compiled abilities are made once per entry (``_compiler``)
_AU_PORTEUR: dict[int, tuple] = {}


def _au_porteur(ast, vus=()) -> bool:
    if not isinstance(ast, dsl.ast.Fiche):
        return False
    for clause in ast.clauses:
        if isinstance(clause, dsl.ast.Aura):
            return False
        if isinstance(clause, dsl.ast.Inclut):   # the cited rows (a name it does not define: a
            for nom in clause.regles:            # rule of its own about the unit, « Attaque surprise »)
                ligne = speciale(nom)
                if ligne is not None and nom not in vus and not _au_porteur(ligne.ast, (*vus, nom)):
                    return False
    return True


def porteurs(match) -> dict:
    """``{query: bearers}`` of the abilities in play: the bearers whose rules answer ``query`` only
    about themselves (:func:`au_porteur`, or a modifier marked ``about_bearer``), or ``None``
    when some rule may answer it about others too. Worked out once per ``abilities_in_play()``
    object (the match gives the same object while the abilities in play stay the same)."""
    paires = match.abilities_in_play()
    found = _PORTEURS.get(id(paires))
    if found is None or found[0] is not paires:
        table: dict = {}
        for porteur, ability in paires:
            seul = au_porteur(ability)
            for m in ability.modifiers:
                if seul or m.about_bearer:
                    if table.get(m.query, ()) is not None:
                        table.setdefault(m.query, set()).add(porteur)
                else:
                    table[m.query] = None
        if len(_PORTEURS) >= 256:   # the oldest first: matches come and go
            del _PORTEURS[next(iter(_PORTEURS))]
        found = _PORTEURS[id(paires)] = (paires, {q: None if b is None else frozenset(b) for q, b in table.items()})
    return found[1]


#: id(pairs) -> (pairs, {query: bearers or None}); the pairs are kept so that their id is not reused
_PORTEURS: dict[int, tuple] = {}


def peut_repondre(match, query: str, sujet: str) -> bool:
    """Whether some ability in play may answer ``query`` asked about ``sujet`` alone (a unit « F.U »
    or a weapon « F.U.W », the one subject its context names): if not, the query's answer is the
    value it is given. Finer than ``rulekit.abilities.answers``, which counts a sheet's clause as
    answering about every unit (its modifiers are not marked ``about_bearer``)."""
    return repond(porteurs(match), query, sujet)


def demander(match, table: dict, query: str, valeur, sujet: str, **ctx):
    """``match.query(query, valeur, **ctx)``, asked only when some ability in play may answer it
    about ``sujet`` (:func:`repond` with ``table``, from :func:`porteurs`): else the answer is
    ``valeur``. ``sujet``: the one unit or weapon the context names, or the weapon of a context
    naming a weapon and its unit (a weapon's rules and its unit's)."""
    return match.query(query, valeur, **ctx) if repond(table, query, sujet) else valeur


def repond(table: dict, query: str, sujet: str) -> bool:
    """:func:`peut_repondre` read from ``table`` (:func:`porteurs`, when asked of many subjects)."""
    if query not in table:
        return False
    bearers = table[query]
    if bearers is None or sujet in bearers:
        return True
    return sujet.count(".") == 2 and sujet.rsplit(".", 1)[0] in bearers   # a weapon: its unit's rules


def formations_concernees(match, questions: tuple):
    """The formations with a unit or weapon that some ability in play may answer one of
    ``questions`` about (:func:`peut_repondre`), or ``None`` when any may be (a rule that answers
    about others). Worked out once per :func:`porteurs` table."""
    table = porteurs(match)
    cle = (id(table), questions)
    found = _CONCERNEES.get(cle)
    if found is None or found[0] is not table:
        ids: set | None = set()
        for q in questions:
            bearers = table.get(q, ())
            if bearers is None:
                ids = None
                break
            ids.update(int(b.split(".")[0]) for b in bearers)
        if len(_CONCERNEES) >= 256:
            del _CONCERNEES[next(iter(_CONCERNEES))]
        found = _CONCERNEES[cle] = (table, None if ids is None else frozenset(ids))
    return found[1]


#: (id(table), questions) -> (table, formations or None)
_CONCERNEES: dict[tuple, tuple] = {}
