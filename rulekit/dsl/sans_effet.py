"""The questions an ability answers that its game never asks, on purpose (``sans effet :`` in the
game's vocabulary: Epic's « tir anti-aérien », there are no aircraft).

Such an ability compiles (the rule book says it, the game's README says why it changes nothing), but
an author who wrote it must not read that it « answers » a question: ``rulekit check`` warns that it
has no effect in the game, ``rulekit parse --game`` says so (docs/DSL.md, « What a game asks »)."""

from __future__ import annotations


def inert_queries(ability, vocabulary) -> list[str]:
    """The questions ``ability`` answers that ``vocabulary``'s game declares it never asks."""
    inert = set(getattr(vocabulary, "inert", ()) or ())
    return list(dict.fromkeys(m.query for m in ability.modifiers if m.query in inert))


def said(queries, game: str | None) -> str:
    """« epic_ref ne pose jamais la question « tir anti-aérien » (son vocabulaire la dit « sans effet ») »."""
    asked = ", ".join(f"« {q} »" for q in queries)
    noun, it = ("la question", "la dit") if len(queries) == 1 else ("les questions", "les dit")
    return f"{game or 'ce jeu'} ne pose jamais {noun} {asked} (son vocabulaire {it} « sans effet », son README dit pourquoi)"


def only_inert(ability, vocabulary) -> list[str]:
    """The questions ``ability`` answers that the game never asks, when it does nothing else (no question
    asked, no event, no cited rule): an ability that changes nothing in the game."""
    inert = inert_queries(ability, vocabulary)
    if not inert or ability.triggers or ability.replacements:
        return []
    if any(m.query not in inert for m in ability.modifiers):
        return []
    from . import ast as A

    cites = isinstance(ability.ast, A.Fiche) and any(isinstance(c, A.Inclut) for c in ability.ast.clauses)
    return [] if cites else inert


def warnings(parsed, compiled: dict, path) -> list:
    """A :class:`rulekit.factions.Problem` warning for each ability of a checked file that only answers
    questions its game never asks, at the ability's sentence (:func:`.load.placed_at`)."""
    from ..factions import Problem
    from .load import placed_at
    from . import source

    try:
        written = source.clean(source.read_text(path))
    except Exception:  # unreadable: already reported as such
        written = ""
    out = []
    for name, decl in parsed.abilities.items():
        ability = compiled.get(name)
        queries = only_inert(ability, parsed.vocabulary) if ability is not None else []
        if not queries:
            continue
        line, column = placed_at(decl, written, 0)
        out.append(Problem(str(path), line, column, f"capacité « {name} » sans effet : {said(queries, parsed.game)}"))
    return out
