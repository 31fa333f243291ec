"""Rules cited by name: « Cette unité est un Démon », « Démon et Peur », the sheet's « Commandant et Meneur ».

Army books cite their own rules from another line (« Les Sanguinaires sont des Démons », « Cette unité est un
démon » where « Démon » is a ``capacité`` of the same file). A citation means one thing wherever the cited rule
is declared: the citing line includes that rule for its bearer, exactly as if the bearer listed the rule in its
« capacités ». The rules a line may cite are the faction file's own declared lines and, under them, a game's
(the Epic sheet's rows); :class:`Rules` resolves both for ``compile_ability(rules=...)``, compiling each
declared line once, on demand, with the same resolver, so that a citation of a line that cites includes both.

A rule acts once for a bearer, however often it is cited (« Démon, Possédé » where Possédé is a Démon): the
included pieces are the cited ability's own objects, which ``compile_ability`` (:func:`not_held`) and a game's
bearers (:func:`once`) keep once. A cycle
of citations (« Démon : … est un Possédé », « Possédé : … est un Démon ») says nothing a bearer could have:
:func:`cycles` finds it before anything is compiled, and the file's reader refuses it at the citation that
closes it (:func:`cited_at`). An undeclared name is no rule of the vocabulary, so the sentence does not parse:
the parser names the close declared names (the file's names are in its vocabulary).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable, Iterable, Mapping

import attrs

from ..abilities import Ability
from . import ast as A
from .errors import RulesSemanticError


def cited(ast) -> tuple[str, ...]:
    """The rule names a line's AST cites (its ``Inclut`` clauses), in order, each once."""
    clauses = getattr(ast, "clauses", None) or ()
    return tuple(dict.fromkeys(n for c in clauses if isinstance(c, A.Inclut) for n in c.regles))


def cycles(cites: Mapping[str, Iterable[str]]) -> list[tuple[str, ...]]:
    """The cycles of citations among declared rules (``cites``: each declared name -> the declared names it
    cites), each as its names from the first declared of them back to it (``("Démon", "Possédé", "Démon")``),
    in declaration order; a rule on a cycle found already is not the start of another."""
    found, seen = [], set()
    for start in cites:
        if start in seen:
            continue
        path = _path_back(start, cites)
        if path is not None:
            found.append(path)
            seen.update(path)
    return found


def _path_back(start: str, cites) -> tuple[str, ...] | None:
    """The shortest chain of citations from ``start`` back to itself, if any (breadth first)."""
    queue, came = [start], {start: None}
    while queue:
        name = queue.pop(0)
        for other in cites.get(name, ()):
            if other == start:
                chain = [name]  # back from ``name`` to ``start``
                while came[chain[-1]] is not None:
                    chain.append(came[chain[-1]])
                return (*reversed(chain), start)
            if other in cites and other not in came:
                came[other] = name
                queue.append(other)
    return None


def cycle_message(cycle: tuple[str, ...]) -> str:
    return ("citation circulaire : " + " → ".join(f"« {n} »" for n in cycle)
            + " ; une règle citée s'ajoute à celles de son porteur, et une règle qui se cite elle-même, par "
              "d'autres ou non, ne dit pas ce qu'elle fait")


def cited_at(text: str, name: str) -> int:
    """The offset in a line's ``text`` of its citation of ``name`` (capitals, accents and a plural « s » aside;
    the line's start when it cannot be found)."""
    folded = _fold(text)
    pattern = r"(?<!\w)" + r"\s+".join(re.escape(w) for w in _fold(name).split()) + r"s?(?!\w)"
    found = re.search(pattern, folded)
    return found.start() if found else 0


def _fold(text: str) -> str:
    """``text`` in lower case without accents, one character for one (offsets are kept)."""
    return "".join(unicodedata.normalize("NFD", ch)[0] for ch in text.lower())


#: the rules a reader without a game's rows resolves (``rulekit check``'s own reading): a citation of a rule the
#: file does not declare stays data there, and the game's reader gives it its meaning
AS_DATA = type("AsData", (), {"get": staticmethod(lambda name: Ability(name=name))})()


class CitationCycle(RulesSemanticError):
    """A rule that cites itself, through others or not (:func:`cycles`)."""


class Rules:
    """The rules a line may cite, for ``compile_ability(rules=...)``: the file's declared lines (compiled once
    each by ``compile_one(name, rules)``, on demand) and, under them, ``under`` (anything with ``.get``: a
    game's rows); ``None`` for a name neither knows (``compile_ability`` lets it answer the query named after
    it). A cycle met while compiling is a :class:`CitationCycle` (the readers refuse it earlier, placed)."""

    def __init__(self, declared: Iterable[str], compile_one: Callable[[str, "Rules"], Ability], under=None):
        self.declared = frozenset(declared)
        self._compile_one = compile_one
        self.under = under
        self._done: dict[str, Ability] = {}
        self._open: list[str] = []

    def get(self, name: str) -> Ability | None:
        if name in self._done:
            return self._done[name]
        if name not in self.declared:
            return self.under.get(name) if self.under is not None else None
        if name in self._open:
            raise CitationCycle(cycle_message((*self._open[self._open.index(name):], name)))
        self._open.append(name)
        try:
            ability = self._compile_one(name, self)
        finally:
            self._open.pop()
        self._done[name] = ability
        return ability


def once(abilities: Iterable[Ability]) -> tuple[Ability, ...]:
    """One bearer's abilities, each piece acting once: a later ability keeps only the pieces an earlier one
    does not hold already (« Démon, Possédé », Possédé citing Démon: Démon's pieces act once). An ability
    with nothing left of its own is kept (its name is still its bearer's)."""
    out, mods, trigs, repls = [], [], [], []
    for ab in abilities:
        m, t, r = not_held(mods, ab.modifiers), not_held(trigs, ab.triggers), not_held(repls, ab.replacements)
        if (len(m), len(t), len(r)) != (len(ab.modifiers), len(ab.triggers), len(ab.replacements)):
            ab = attrs.evolve(ab, modifiers=m, triggers=t, replacements=r)
        mods += m; trigs += t; repls += r
        out.append(ab)
    return tuple(out)


def not_held(held, pieces) -> tuple:
    """The ``pieces`` (modifiers, triggers, replacements) that are not ``held`` already (the same object)."""
    return tuple(p for p in pieces if not any(p is h for h in held))

