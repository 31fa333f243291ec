"""Canonical text of an AST node: ``parse_line(render(node)) == node``.

Canonical means: the apostrophe ’, the inch mark ″, the minus sign −, French
spacing (a space before « ; : ! » and inside « »), no space before « , . ) » or
after « ( » and an elided word, profiles written « Portée 24″, Tir 1, Fo 3, PA 0, ... ».
"""

from __future__ import annotations

import re
from functools import singledispatch

from . import ast as A

NO_SPACE_BEFORE = {",", ".", ")", "]", "}", "×", "/", "’s"}
NO_SPACE_AFTER = {"(", "[", "{", "×", "/"}
DIE = re.compile(r"‘\d+’$")


def join(tokens: list[str], lang: str = "fr") -> str:
    out = ""
    for tok in tokens:
        if not out:
            out = tok
            continue
        glue = (tok in NO_SPACE_BEFORE or out[-1] in NO_SPACE_AFTER or (out.endswith("’") and not DIE.search(out))
                or (lang == "en" and tok in (":", ";", "!")))
        out += tok if glue else " " + tok
    return out


@singledispatch
def tokens(node) -> list[str]:
    raise TypeError(f"cannot render {type(node).__name__}")


for _cls in (A.Word, A.Term, A.Det, A.Prep, A.Conj, A.Sub, A.Neg, A.Pron, A.Verb, A.Decimal, A.Abbreviation,
             A.Symbol):
    tokens.register(_cls)(lambda node: [node.text])


@tokens.register
def _(node: A.Possessive):
    return ["’s"]


def amount(value) -> str:
    if isinstance(value, A.Number):
        return str(value.value)
    if isinstance(value, A.Variable):
        return value.name
    if isinstance(value, A.Decimal):
        return value.text
    if isinstance(value, A.Dice):
        count = str(value.count) if value.written_count else ""
        return f"{count}D{value.sides}" + (f"+{value.bonus}" if value.bonus else "")
    raise TypeError(type(value).__name__)


@tokens.register
def _(node: A.Number):
    return [str(node.value)]


@tokens.register
def _(node: A.Variable):
    return [node.name]


@tokens.register
def _(node: A.Dice):
    return [amount(node)]


@tokens.register
def _(node: A.Signed):
    return [node.sign + amount(node.value)]


@tokens.register
def _(node: A.Distance):
    return [(node.sign or "") + amount(node.value) + "″"]


@tokens.register
def _(node: A.Roll):
    return [amount(node.value) + "+"]


@tokens.register
def _(node: A.DieFace):
    return [f"‘{node.value}’"]


@tokens.register
def _(node: A.Ordinal):
    return [f"{node.value}{node.suffix}"]


@tokens.register
def _(node: A.Numero):
    return [f"n°{node.value}"]


@tokens.register
def _(node: A.Degrees):
    return [f"{node.value}°"]


@tokens.register
def _(node: A.NounPhrase):
    return [t for d in node.determiners for t in tokens(d)] + [t for w in node.words for t in tokens(w)]


@tokens.register
def _(node: A.VerbGroup):
    return [t for p in node.parts for t in tokens(p)]


@tokens.register
def _(node: A.PrepPhrase):
    return tokens(node.prep) + (tokens(node.object) if node.object is not None else [])


@tokens.register
def _(node: A.StatModifier):
    return tokens(node.amount) + (tokens(node.prep) if node.prep else []) + tokens(node.stat)


@tokens.register
def _(node: A.RollModifier):
    return tokens(node.amount) + tokens(node.prep) + tokens(node.roll)


@tokens.register
def _(node: A.Maximum):
    return [node.word] + tokens(node.value)


def param_tokens(params) -> list[str]:
    out = ["("]
    for n, param in enumerate(params):
        if n:
            out.append(",")
        out.extend(t for p in param.phrases for t in tokens(p))
    return out + [")"]


@tokens.register
def _(node: A.RuleRef):
    return tokens(node.name) + param_tokens(node.params)


CLOSERS = {"(": ")", "[": "]", "{": "}", "«": "»"}


@tokens.register
def _(node: A.Bracketed):
    inner = [t for s in node.sentences for t in tokens(s)]
    return [node.kind] + inner + ([CLOSERS[node.kind]] if node.closed else [])


@tokens.register
def _(node: A.Clause):
    out = [t for x in node.link for t in tokens(x)]
    if node.marker is not None:
        out += tokens(node.marker)
    out += [t for p in node.subject for t in tokens(p)]
    if node.verb is not None:
        out += tokens(node.verb)
    out += [t for p in node.objects for t in tokens(p)]
    return out


@tokens.register
def _(node: A.Sentence):
    out = ["•"] if node.bullet else []
    out += [t for c in node.clauses for t in tokens(c)]
    if node.end:
        out.append(node.end)
    return out


@tokens.register
def _(node: A.Prose):
    return [t for s in node.sentences for t in tokens(s)]


def prose_text(node: A.Prose) -> str:
    return join(tokens(node), node.lang)


def stat_value(v: A.StatValue) -> str:
    text = "Utilisateur" if v.value is None else str(v.value)
    if v.boost is not None:
        text += f"[{v.boost}]" if v.boost_kind == "[" else f"{{{v.boost}}}"
    return text


def attribute(a: A.AttributeRef) -> str:
    text = a.name + (" " + join(param_tokens(a.params)) if a.params else "")
    if a.enclosure == "[":
        return f"[{text}]"
    if a.enclosure == "{":
        return f"{{{text}}}"
    return text


def render(node) -> str:
    """The canonical text of a line (or of any phrase)."""
    if isinstance(node, A.WeaponProfile):
        r = node.range
        reach = f"{r.minimum}-{r.maximum}″" if r.minimum is not None else f"{r.maximum}″"
        parts = [f"Portée {reach}", f"Tir {node.shots}", f"Fo {stat_value(node.strength)}",
                 f"PA {stat_value(node.penetration)}"] + [attribute(a) for a in node.attributes]
        text = ", ".join(parts) + "."
        if node.notes is None:
            return text
        return text + " " + (prose_text(node.notes) if isinstance(node.notes, A.Prose) else render(node.notes))
    if isinstance(node, A.StatModifierLine):
        return join(tokens(node.modifier))
    if isinstance(node, A.Categories):
        toks = [node.terms[0].text]
        for sep, term in zip(node.separators, node.terms[1:]):
            toks += [sep.text, term.text]
        return join(toks)
    if isinstance(node, (A.Heading, A.Rule)):
        return prose_text(node.prose)
    if isinstance(node, A.TableKey):
        if node.low is None:
            return "(ou moins)"
        if node.high is None:
            return f"{node.low} ou plus"
        return str(node.low) if node.low == node.high else f"{node.low}-{node.high}"
    if isinstance(node, A.Step):
        return f"{node.number}. " + prose_text(node.body)
    if isinstance(node, A.Bullet):
        return f"{node.marker} " + prose_text(node.body)
    if isinstance(node, A.Prose):
        return prose_text(node)
    if isinstance(node, A.Ligne):
        text = ""
        for part in node.parties:
            said = render(part)
            if isinstance(part, A.ProseSentence) and part.raison == "parenthèse":  # inside its sentence
                text = text.rstrip(".") + f" {said}."
            else:
                text = f"{text} {said}" if text else said
        return f"{node.marker} {text}" if node.marker else text
    if isinstance(node, A.ProseSentence):
        return node.text
    if type(node).__module__.startswith("rulekit.dsl"):  # a typed sentence: the shared DSL's French
        from rulekit.dsl import render as dsl_render

        return dsl_render(node)
    return join(tokens(node))
