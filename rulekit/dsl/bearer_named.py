"""An ability that names its bearer by a kind of unit (« Les Cavaliers ne peuvent pas être la cible d'un Tir »,
« Tant qu'un Légionnaire est sur le Champ de Bataille, … ») acts only when the unit that bears it is of that kind
(docs/DSL.md, « Who »: « un Archer » is the bearer). Listed in the ``capacités`` of a unit of another kind, it
compiles and never acts: ``rulekit check`` warns of it, naming the unit, the ability and the kind."""

from __future__ import annotations

from . import ast as A
from .world import names_a

#: the categories of the nouns that name a kind of unit
KINDS = ("units", "types")
#: the determiners of a kind said of the bearer (« un Archer », « les Cavaliers »: each one, docs/DSL.md « Who »)
_SUBJECT_DETS = ("un", "une", "le", "la", "l'", "chaque", "les", "tous les", "toutes les")


def kinds_of_bearer(ast, vocabulary) -> set[str]:
    """The kinds of unit (singular nouns) an ability's phrases say their bearer is: a subject or a circumstance's
    subject named by a kind alone (no qualifier, relative clause or anchor: « les Cavaliers ennemis »,
    « les unités alliées adjacentes à un Druide » are other units)."""
    found = set()

    def kind(d):
        if (isinstance(d, A.Designation) and d.det in _SUBJECT_DETS and not d.quals and d.relative is None
                and d.ancre is None and vocabulary.category(d.nom) in KINDS):
            return vocabulary.singular(d.nom)
        return None

    for phrase in getattr(ast, "phrases", ()):
        said = [c.acte.sujet for c in phrase.circonstances if isinstance(c, (A.Quand, A.Si)) and A.affirmed(c)]
        if kind(phrase.sujet) is not None and _triggered(phrase):
            # « Lorsqu'un Druide bat un ennemi, tous les Lanciers peuvent se déplacer »: the subject bears it, the
            # trigger's unit of another kind is another unit (it was counted as the bearer too, so borne by the
            # Druide the ability was not warned of, and never acted)
            said = []
        found.update(k for k in map(kind, [phrase.sujet, *said]) if k is not None)
    return found


def _triggered(phrase) -> bool:
    """Does the phrase wait for an event whose unit, named by a kind other than its subject's, is another unit?"""
    from .gardes import EVENTS

    return any(isinstance(c, A.Quand) and c.acte.verbe in EVENTS for c in phrase.circonstances)


def unborne(parsed, path) -> list:
    """The :class:`rulekit.factions.Problem` warnings of a parsed faction file: each unit that lists an ability
    naming its bearer as a kind the unit is not (its name or its ``type``, :func:`rulekit.dsl.world.names_a`)."""
    from ..factions import Problem

    out = []
    for unit in parsed.units:
        kind = unit.stats.get("type")
        for name in unit.abilities:
            decl = parsed.abilities.get(name)
            if decl is None:
                continue
            said = kinds_of_bearer(decl.ast, parsed.vocabulary)
            if said and not any(names_a(unit.name, kind if isinstance(kind, str) else None, k) for k in said):
                kinds = " ou ".join(f"« {k} »" for k in sorted(said))
                out.append(Problem(str(path), unit.line or 1, 1,
                                   f"unité {unit.name} : la capacité « {name} » nomme l'unité qui la porte {kinds} ; "
                                   f"portée par {unit.name}, elle n'agit jamais"))
    return out
