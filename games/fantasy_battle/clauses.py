"""From the grammar's flat sequence of typed words to sentences, clauses and phrases.

The Lark grammar types every token of a prose line (determiner, preposition,
subordinator, negation, verb, term, quantity, bracketed group...). This module is
the deterministic second stage of the parse, driven only by those types:

1. **sentences**: split at « . », « ! » and at a « • » inside a paragraph;
2. **rule references**: a term followed by a parenthesis of parameters (no verb,
   no determiner inside) becomes :class:`RuleRef` with one :class:`Param` per comma;
3. **phrases**: « +1 en Force » → :class:`StatModifier`, « +1 pour toucher » →
   :class:`RollModifier`, « max. 3+ » → :class:`Maximum`; determiners and content
   words → :class:`NounPhrase` (absorbing « de » complements); a preposition and its
   object → :class:`PrepPhrase`; negation, clitics, verbs (and participles after an
   auxiliary) → :class:`VerbGroup`;
4. **clauses**: a new clause starts at a subordinator (its marker: « si » →
   condition, « lorsque » → trigger, « à moins que » → exception...), a coordinating
   conjunction or « , ; : – »; in each clause the phrases before the first verb group
   are its subject, those after it its objects.
"""

from __future__ import annotations

import re

import attrs

from . import ast as A
from .grammaire import word_set

CLITICS = {"se", "s’", "y", "lui"}
PARTICIPLE = re.compile(r"(?:é|i|u|it|is|ert|eint|oint|ait)(?:e?s?)$")
AUXILIARIES = {"est", "sont", "soient", "soit", "sera", "seront", "serait", "seraient", "être", "été", "étant",
               "était", "étaient", "a", "ont", "ait", "aient", "avait", "avaient", "avoir", "ayant", "aura",
               "aurait", "auraient", "is", "are", "be"}
ROLLS = {"toucher", "blesser"}
SEPARATORS = {",", ";", ":", "–"}

MARKER_ROLES = {
    "condition": ("si", "s’", "au cas où", "à condition de", "à condition que", "if"),
    "trigger": ("quand", "lorsque", "lorsqu’", "chaque fois que", "chaque fois qu’", "dès que", "une fois que",
                "when"),
    "exception": ("à moins que", "à moins qu’", "à moins d’", "à moins de", "sauf si", "sauf", "sans que"),
    "comparison": ("comme", "than"),
    "cause": ("puisque", "puisqu’", "parce que", "parce qu’", "étant donné que", "étant donné qu’"),
    "purpose": ("afin de", "afin d’", "pour que", "de sorte à", "de sorte que", "de sorte qu’", "de manière à",
                "de façon à"),
    "time": ("avant de", "avant d’", "après avoir"),
    "concession": ("bien que", "bien qu’", "même si", "quand bien même", "quelle que soit", "quel que soit",
                   "quelles que soient", "quels que soient", "quelle qu’en soit"),
    "duration": ("tant que", "tant qu’"),
    "contrast": ("alors que", "tandis que", "tandis qu’"),
    "consequence": ("c’est-à-dire", "auquel cas"),
    "circumstance": ("en ce qui concerne", "pour ce qui est de"),
}
ROLE_OF = {m: role for role, markers in MARKER_ROLES.items() for m in markers}


def role_of_marker(text: str) -> str:
    return ROLE_OF.get(" ".join(text.lower().split()), "relative")


# ---------------------------------------------------------------- sentences
def sentences(items: list, lang: str) -> tuple[A.Sentence, ...]:
    """Raw items (atoms, ("group", kind, items, closed), ("end", mark), ("bullet",)) → sentences."""
    out: list[A.Sentence] = []
    current: list = []
    bullet = False
    for item in items:
        if isinstance(item, tuple) and item[0] == "end":
            out.append(sentence(current, item[1], bullet, lang))
            current, bullet = [], False
        elif isinstance(item, tuple) and item[0] == "bullet":
            if current:
                out.append(sentence(current, None, bullet, lang))
            current, bullet = [], True
        else:
            current.append(item)
    if current or bullet:
        out.append(sentence(current, None, bullet, lang))
    return tuple(out)


def sentence(items: list, end, bullet: bool, lang: str) -> A.Sentence:
    resolved = rule_refs(items, lang)
    return A.Sentence(clauses=clauses(phrases(resolved), lang), end=end, bullet=bullet)


# ---------------------------------------------------------------- rule references and groups
PARAM_ATOMS = (A.Word, A.Term, A.Prep, A.Number, A.Decimal, A.Variable, A.Dice, A.Signed, A.Distance, A.Roll,
               A.Abbreviation, A.Symbol)


def _is_param_list(items: list) -> bool:
    if not items:
        return False
    for item in items:
        if not isinstance(item, PARAM_ATOMS):
            return False
        if isinstance(item, A.Symbol) and item.text not in (",", "×", "/", "+"):
            return False
    return True


def params(items: list, lang: str) -> tuple[A.Param, ...]:
    groups: list[list] = [[]]
    for item in items:
        if isinstance(item, A.Symbol) and item.text == ",":
            groups.append([])
        else:
            groups[-1].append(item)
    return tuple(A.Param(phrases=tuple(phrases(g))) for g in groups)


def rule_refs(items: list, lang: str) -> list:
    """Groups → :class:`Bracketed`; a term + parameter parenthesis → :class:`RuleRef`."""
    out: list = []
    for item in items:
        if isinstance(item, tuple) and item[0] == "group":
            _, kind, inner, closed = item
            if (kind == "(" and closed and out and isinstance(out[-1], A.Term)
                    and _is_param_list(inner)):
                out[-1] = A.RuleRef(name=out[-1], params=params(inner, lang))
                continue
            out.append(A.Bracketed(kind=kind, sentences=sentences(inner, lang), closed=closed))
        else:
            out.append(item)
    return out


# ---------------------------------------------------------------- phrases
NOMINAL = (A.Word, A.Term, A.Number, A.Decimal, A.Variable, A.Dice, A.Distance, A.Roll, A.DieFace, A.Ordinal,
           A.Numero, A.Degrees, A.RuleRef, A.Possessive)
DE = {"de", "d’", "of"}


def _is_verbal(item) -> bool:
    return isinstance(item, A.Verb)


INFINITIVE_AUXILIARIES = {"pouvoir", "devoir", "être", "avoir"}


def _verb_group(items: list, i: int, infinitive: bool = False):
    """The verb group starting at ``i`` (negation, clitics, verbs, inner adverbs), or None.

    After a preposition (``infinitive``) the group is one infinitive (« pour blesser »),
    or an auxiliary infinitive and its verb (« de pouvoir tirer », « d’être relancé »)."""
    adverbs = word_set("fr_adverbes") | word_set("en_adverbes")
    j, parts, seen_verb = i, [], False
    while j < len(items):
        item = items[j]
        if isinstance(item, A.Verb):
            if infinitive and seen_verb and not any(
                    isinstance(p, A.Verb) and p.text.lower() in INFINITIVE_AUXILIARIES for p in parts):
                break
            parts.append(item)
            seen_verb = True
        elif isinstance(item, A.Neg) or _is_clitic(items, j):
            parts.append(item)
        elif isinstance(item, A.Word) and seen_verb and parts and (
                (item.text.lower() in adverbs and _verb_ahead(items, j + 1, adverbs))
                or (isinstance(parts[-1], A.Verb) and parts[-1].text.lower() in AUXILIARIES
                    and PARTICIPLE.search(item.text.lower()))
                or (isinstance(parts[-1], A.Word) and PARTICIPLE.search(parts[-1].text.lower()) is None
                    and PARTICIPLE.search(item.text.lower()) and _aux_before(parts))):
            parts.append(item)
        else:
            break
        j += 1
    # trailing negation words and clitics belong to the group only if a verb came
    if not seen_verb:
        return None, i
    return A.VerbGroup(parts=tuple(parts)), j


def _aux_before(parts) -> bool:
    verbs = [p for p in parts if isinstance(p, A.Verb)]
    return bool(verbs) and verbs[-1].text.lower() in AUXILIARIES


def _verb_ahead(items, j, adverbs) -> bool:
    while j < len(items):
        item = items[j]
        if isinstance(item, A.Verb):
            return True
        if isinstance(item, A.Neg) or (isinstance(item, A.Word) and item.text.lower() in adverbs):
            j += 1
            continue
        return False
    return False


def _is_clitic(items, j) -> bool:
    """« se », « y », « lui », and « en » right before a verb (« en est retirée »)."""
    item = items[j]
    if isinstance(item, A.Pron):
        return item.text.lower() in CLITICS
    return (isinstance(item, A.Prep) and item.text.lower() == "en" and j + 1 < len(items)
            and isinstance(items[j + 1], (A.Verb, A.Neg)))


def _starts_verb_group(items, i) -> bool:
    j = i
    while j < len(items) and (isinstance(items[j], A.Neg) or _is_clitic(items, j)):
        j += 1
    return j < len(items) and isinstance(items[j], A.Verb)


def _noun_phrase(items: list, i: int):
    """Determiners, nominal words and « de » complements from ``i``; (None, i) if none."""
    j = i
    dets = []
    while j < len(items) and isinstance(items[j], A.Det):
        dets.append(items[j])
        j += 1
    words: list = []
    while j < len(items):
        item = items[j]
        if isinstance(item, NOMINAL) or (isinstance(item, A.Pron) and item.text.lower() not in CLITICS):
            words.append(item)
            j += 1
        elif isinstance(item, A.Signed) and not _modifier_at(items, j):
            words.append(item)
            j += 1
        elif isinstance(item, A.Det) and item.text.lower() in ("du", "des") and words \
                and j + 1 < len(items) and isinstance(items[j + 1], (A.Word, A.Term, A.RuleRef)):
            inner, k = _noun_phrase(items, j)
            words.append(inner)
            j = k
        elif (isinstance(item, A.Prep) and item.text.lower() in DE and words
              and j + 1 < len(items) and isinstance(items[j + 1], (A.Det, A.Word, A.Term, A.RuleRef))):
            inner, k = _noun_phrase(items, j + 1)
            if inner is None:
                break
            words.append(A.PrepPhrase(prep=item, object=inner))
            j = k
        else:
            break
    if not dets and not words:
        return None, i
    return A.NounPhrase(determiners=tuple(dets), words=tuple(words)), j


def _modifier_at(items, j) -> bool:
    nxt = items[j + 1] if j + 1 < len(items) else None
    nxt2 = items[j + 2] if j + 2 < len(items) else None
    if isinstance(nxt, A.Term) or (isinstance(nxt, A.Word) and nxt.text.isupper()):
        return True
    if isinstance(nxt, A.Prep) and nxt.text.lower() in ("en", "in") and isinstance(nxt2, (A.Term, A.Word, A.Det)):
        return True
    if isinstance(nxt, A.Prep) and nxt.text.lower() == "pour" and isinstance(nxt2, A.Verb) \
            and nxt2.text.lower() in ROLLS:
        return True
    return False


def phrases(items: list) -> list:
    out: list = []
    i = 0
    while i < len(items):
        item = items[i]
        nxt = items[i + 1] if i + 1 < len(items) else None
        if isinstance(item, A.Signed) and _modifier_at(items, i):
            if isinstance(nxt, A.Prep) and nxt.text.lower() == "pour":
                out.append(A.RollModifier(amount=item, prep=nxt, roll=items[i + 2]))
                i += 3
                continue
            prep = nxt if isinstance(nxt, A.Prep) else None
            start = i + 2 if prep else i + 1
            if not prep and isinstance(nxt, A.Word):  # « +2" MS »: an abbreviation in capitals
                stat, j = A.NounPhrase(determiners=(), words=(nxt,)), start + 1
            else:
                stat, j = _stat_phrase(items, start)
            out.append(A.StatModifier(amount=item, prep=prep, stat=stat))
            i = j
            continue
        if isinstance(item, (A.Abbreviation, A.Word)) and item.text.lower() in ("max.", "max") \
                and isinstance(nxt, (A.Roll, A.Number)):
            out.append(A.Maximum(word=item.text, value=nxt))
            i += 2
            continue
        if _starts_verb_group(items, i):
            group, j = _verb_group(items, i)
            out.append(group)
            i = j
            continue
        if isinstance(item, A.Prep):
            if _starts_verb_group(items, i + 1):
                group, j = _verb_group(items, i + 1, infinitive=True)
                out.append(A.PrepPhrase(prep=item, object=group))
                i = j
                continue
            np, j = _noun_phrase(items, i + 1)
            out.append(A.PrepPhrase(prep=item, object=np))
            i = j
            continue
        np, j = _noun_phrase(items, i)
        if np is not None:
            out.append(np)
            i = j
            continue
        out.append(item)
        i += 1
    return out


def _stat_phrase(items, start):
    """The stat of a modifier: one term or word (with its determiners and « de » complements)."""
    np, j = _noun_phrase(items, start)
    if np is None:
        return A.NounPhrase(determiners=(), words=()), start
    return np, j


# ---------------------------------------------------------------- clauses
def clauses(items: list, lang: str) -> tuple[A.Clause, ...]:
    out: list[A.Clause] = []
    link: list = []
    marker = None
    body: list = []

    def close():
        nonlocal link, marker, body
        if link or marker or body or not out:
            out.append(_clause(tuple(link), marker, body, out))
        link, marker, body = [], None, []

    for item in items:
        if isinstance(item, A.Sub):
            if body or marker:
                close()
            marker = item
        elif isinstance(item, A.Symbol) and item.text in SEPARATORS:
            if body or marker:
                close()
            link.append(item)
        elif isinstance(item, A.Conj):
            # a conjunction opens a new clause once the current one has its verb;
            # before that it coordinates phrases of the same clause (« X et Y gagnent »)
            after_verbed = link and out and out[-1].verb is not None  # « , +2 en PA mais sont … »
            if any(isinstance(p, A.VerbGroup) for p in body) or not body or after_verbed:
                if body or marker:
                    close()
                link.append(item)
            else:
                body.append(item)
        elif isinstance(item, A.VerbGroup) and any(isinstance(p, A.VerbGroup) for p in body):
            # a second verb group opens a new clause (« une attaque qui obtient un ‘6’ voit … »)
            close()
            body.append(item)
        else:
            body.append(item)
    if body or marker or link or not out:
        close()
    return _interrupted_subjects(out)


def _interrupted_subjects(out: list) -> tuple:
    """« Une attaque avec cette règle | qui obtient un ‘6’ | voit … »: a verbless phrase that
    opens the sentence, followed by relative clauses, then by a clause with a verb but no
    subject, is that clause's subject: its role becomes « subject »."""
    for k, clause in enumerate(out):
        if clause.role != "circumstance" or clause.link or clause.marker or not clause.objects:
            continue
        if not all(isinstance(p, (A.NounPhrase, A.PrepPhrase)) for p in clause.objects):
            continue
        if not isinstance(clause.objects[0], A.NounPhrase):
            continue
        j = k + 1
        while j < len(out) and out[j].role == "relative":
            j += 1
        if j > k + 1 and j < len(out) and out[j].role == "main" and not out[j].subject \
                and not out[j].link and out[j].marker is None:
            out[k] = attrs.evolve(clause, role="subject")
    return tuple(out)


def _clause(link, marker, body, previous) -> A.Clause:
    k = next((i for i, p in enumerate(body) if isinstance(p, A.VerbGroup)), None)
    if k is None:
        subject, verb, objects = (), None, tuple(body)
    else:
        subject, verb, objects = tuple(body[:k]), body[k], tuple(body[k + 1:])
    if marker is not None:
        role = role_of_marker(marker.text)
    elif verb is not None:
        role = "main"
    elif link and previous and any(c.verb is not None for c in previous):
        role = "coordination"
    else:
        role = "circumstance"
    return A.Clause(link=link, marker=marker, role=role, subject=subject, verb=verb, objects=objects)
