"""Parsing one corpus line into its typed AST (:func:`parse_line`).

Normalise (:mod:`.normalisation`), pick the French or English start symbol, parse
with the LALR grammar (:mod:`.grammaire`), then turn the tree into AST records: the
structured line kinds (weapon profile, table key, numbered step) straight from the
tree, prose through :mod:`.clauses`. Errors are :class:`rulekit.dsl.errors.RulesSyntaxError`
(imported when raised, so that loading the plugin never depends on the DSL package).
"""

from __future__ import annotations

import re

from lark import Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from . import ast as A
from . import clauses as C
from .grammaire import canonical_terms, parser, word_set
from .normalisation import language, normalise

WORD_CLASSES = {
    "DET": A.Det, "PREP": A.Prep, "CONJ": A.Conj, "SUB": A.Sub, "SUB_SI": A.Sub, "NEG": A.Neg, "PRON": A.Pron,
    "VERB": A.Verb, "WORD": A.Word, "CAPWORD": A.Term,
    "EN_DET": A.Det, "EN_PREP": A.Prep, "EN_CONJ": A.Conj, "EN_SUB": A.Sub, "EN_NEG": A.Neg, "EN_PRON": A.Pron,
    "EN_VERB": A.Verb,
}
SYMBOLS = {"COMMA", "SEMI", "COLON", "DASH", "SLASH", "AMP", "STAR", "TIMES", "PLUS", "CLOSE"}


def _sign(text: str) -> str:
    return "+" if text == "+" else "−"


def _amount(text: str):
    if text in ("X", "Y"):
        return A.Variable(text)
    if "D" in text:
        return dice(text)
    if "," in text:
        return A.Decimal(text)
    return A.Number(int(text))


def dice(text: str) -> A.Dice:
    count, _, rest = text.partition("D")
    sides, _, bonus = rest.partition("+")
    return A.Dice(count=int(count or 1), sides=int(sides), bonus=int(bonus or 0), written_count=bool(count))


def atom(tok: Token):
    """One token → one AST atom."""
    kind, text = tok.type, " ".join(str(tok).split())
    if kind in WORD_CLASSES:
        return WORD_CLASSES[kind](text)
    if kind in ("MTERM", "ETERM"):
        return A.Term(text)
    if kind in SYMBOLS:
        return A.Symbol(text)
    if kind == "INT":
        return A.Number(int(text))
    if kind == "DECIMAL":
        return A.Decimal(text)
    if kind == "VAR":
        return A.Variable(text)
    if kind == "DICE":
        return dice(text)
    if kind in ("SIGNED", "SIGNED_VAR", "SIGNED_DICE"):
        return A.Signed(sign=_sign(text[0]), value=_amount(text[1:]))
    if kind == "ROLL":
        return A.Roll(A.Number(int(text[:-1])))
    if kind == "VAR_ROLL":
        return A.Roll(A.Variable(text[:-1]))
    if kind == "DIST":
        return A.Distance(value=_amount(text[:-1]))
    if kind == "SIGNED_DIST":
        return A.Distance(value=_amount(text[1:-1]), sign=_sign(text[0]))
    if kind == "DIEFACE":
        return A.DieFace(int(text[1:-1]))
    if kind == "ORDINAL":
        digits = "".join(ch for ch in text if ch.isdigit())
        return A.Ordinal(value=int(digits), suffix=text[len(digits):])
    if kind == "NUMERO":
        return A.Numero(int(text[2:].strip()))
    if kind == "DEGREES":
        return A.Degrees(int(text[:-1]))
    if kind == "ABBR":
        return A.Abbreviation(text)
    if kind == "POSS":
        return A.Possessive()
    raise ValueError(f"unexpected token {kind}")  # pragma: no cover - the grammar has no other terminal


CLOSER = {"(": ")", "[": "]", "{": "}", "«": "»"}


class MismatchedGroup(ValueError):
    """A group opened by one mark and closed by another (« ( ... ] »)."""


def raw_items(children) -> list:
    """Tree children of prose → atoms, ("group", kind, items, closed), ("end", mark), ("bullet",)."""
    out = []
    for child in children:
        if isinstance(child, Tree):
            kind = str(child.children[0])
            closed = child.data == "closed_group"
            if closed and str(child.children[-1]) != CLOSER[kind]:
                raise MismatchedGroup(child.children[-1])
            inner = list(child.children[1:-1] if closed else child.children[1:])
            out.append(("group", kind, raw_items(inner), closed))
        elif child.type == "END":
            out.append(("end", str(child)))
        elif child.type == "BULLET":
            out.append(("bullet",))
        else:
            out.append(atom(child))
    return out


def prose(tree: Tree, lang: str) -> A.Prose:
    return A.Prose(sentences=C.sentences(raw_items(tree.children), lang), lang=lang)


# ---------------------------------------------------------------- weapon profiles
def _stat_value(tree: Tree) -> A.StatValue:
    first, *rest = tree.children
    value = None if first.type == "USER" else int(first)
    if not rest:
        return A.StatValue(value=value)
    boost = rest[0]
    return A.StatValue(value=value, boost=int(boost.children[1]),
                       boost_kind="[" if boost.data == "boost_bracket" else "{")


def _name_atoms(text: str) -> list:
    """A name of a profile (« Ailes mutilées ») → a term of the vocabulary, else its words."""
    known = canonical_terms().get(text.lower())
    if known:
        return [A.Term(known)]
    return [A.Term(w) if w[0].isupper() else A.Word(w) for w in text.split()]


def _attribute(tree: Tree, enclosure) -> A.AttributeRef:
    name, params = str(tree.children[0]), ()
    if len(tree.children) > 1:
        atoms: list = []
        for n, group in enumerate(c for c in tree.children[1].children if isinstance(c, Tree)):
            if n:
                atoms.append(A.Symbol(","))
            for a in group.children:
                tok = a.children[0]
                atoms.extend(_name_atoms(str(tok)) if tok.type == "ATTR_NAME" else [atom(tok)])
        params = C.params(atoms, "fr")
    return A.AttributeRef(name=canonical_terms().get(name.lower(), name), params=params, enclosure=enclosure)


def profile(tree: Tree, source: str = "", file=None, line: int = 1) -> A.WeaponProfile:
    parts = {c.data: c for c in tree.children if isinstance(c, Tree)}
    rng = parts["range_max"] if "range_max" in parts else parts["range_min_max"]
    text = str(rng.children[0])[:-1]
    if rng.data == "range_max":
        the_range = A.Range(maximum=int(text))
    else:
        low, high = text.split("-")
        the_range = A.Range(maximum=int(high), minimum=int(low))
    shots_tok = parts["shots"].children[1]
    shots = int(shots_tok) if shots_tok.type == "INT" else str(shots_tok)
    attributes = []
    for child in tree.children:
        if isinstance(child, Tree) and child.data in ("profile_attr", "bracketed_attr", "braced_attr"):
            enclosure = {"profile_attr": None, "bracketed_attr": "[", "braced_attr": "{"}[child.data]
            attr = next(c for c in child.children if isinstance(c, Tree))
            attributes.append(_attribute(attr, enclosure))
    notes = None
    tail = parts.get("profile_tail")
    if tail is not None and len(tail.children) > 1:
        first = next((t for t in tail.children[1].scan_values(lambda v: isinstance(v, Token))), None)
        start = getattr(first, "start_pos", None)
        # « …, Tir rapide. À Courte portée, l’arme gagne +1 en Pénétration d’armure. »: the sentences after
        # the profile are read like any other (typed where they state an effect)
        notes = lecture(source[start:], None, file, line, offset=start) if source and start is not None else None
        if notes is None:
            notes = prose(tail.children[1], "fr")
    return A.WeaponProfile(range=the_range, shots=shots, strength=_stat_value(parts["strength"].children[1]),
                           penetration=_stat_value(parts["penetration"].children[1]),
                           attributes=tuple(attributes), notes=notes)


# ---------------------------------------------------------------- lines
def table_key(tok: Token) -> A.TableKey:
    text = str(tok)
    if tok.type == "KEY_OR_LESS":
        return A.TableKey(low=None, high=None)
    if tok.type == "KEY_OR_MORE":
        return A.TableKey(low=int(text.split()[0]), high=None)
    if tok.type == "KEY_RANGE":
        low, high = text.split("-")
        return A.TableKey(low=int(low), high=int(high))
    return A.TableKey(low=int(text), high=int(text))


def classify(body: A.Prose):
    """A prose line → the most specific line kind it is."""
    if len(body.sentences) == 1 and not body.sentences[0].bullet:
        only = body.sentences[0]
        items = [p for c in only.clauses for p in c.link + c.subject + c.objects]
        verbless = all(c.verb is None and c.marker is None for c in only.clauses)
        if verbless and only.end is None and len(only.clauses) == 1 and len(items) == 1 \
                and isinstance(items[0], A.StatModifier):
            return A.StatModifierLine(modifier=items[0])
        if verbless and only.end is None and items:
            words = [p for p in items if not isinstance(p, A.Symbol)]
            seps = [p for p in items if isinstance(p, A.Symbol)]
            terms = [w.words[0] if isinstance(w, A.NounPhrase) and not w.determiners and len(w.words) == 1
                     else w for w in words]
            if all(isinstance(t, A.Term) and t.text.lower() in word_set("fr_catégories") for t in terms) \
                    and all(s.text in (",", "&") for s in seps) and _alternates(items):
                return A.Categories(terms=tuple(terms), separators=tuple(seps))
        if verbless and any(c.subject or c.objects for c in only.clauses):
            return A.Heading(prose=body)
    return A.Rule(prose=body)


def _alternates(items) -> bool:
    return all(isinstance(p, A.Symbol) == (n % 2 == 1) for n, p in enumerate(items)) and len(items) % 2 == 1


EXPECTED_NAMES = {
    "COMMA": "« , »", "END": "« . »", "RPAR": "« ) »", "RBRACK": "« ] »", "RBRACE": "« } »", "LPAR": "« ( »",
    "LBRACK": "« [ »", "LBRACE": "« { »", "OPEN": "« ( [ { « »", "CLOSE": "« ) ] } » »", "INT": "un nombre",
    "VAR": "X ou Y",
    "DIST": "une distance (24″)", "RANGE_DIST": "une portée (12-60″)", "SHOTS": "« Tir »",
    "STRENGTH": "« Fo »", "PEN": "« PA »", "USER": "« Utilisateur »", "MTERM": "un terme du jeu",
    "CAPWORD": "un nom", "WORD": "un mot", "PREP": "une préposition", "$END": "la fin de la ligne",
}


def RulesSyntaxError(*args, **kwargs):  # noqa: N802 - imported on use: the plugin loads without the DSL
    from rulekit.dsl.errors import RulesSyntaxError as error

    return error(*args, **kwargs)


def _syntax_error(exc, text: str, file, line):
    column = getattr(exc, "column", 1) or 1
    names = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
    expected = tuple(dict.fromkeys(EXPECTED_NAMES.get(n, n) for n in sorted(names)))
    if isinstance(exc, UnexpectedCharacters):
        message = f"caractère inattendu « {text[exc.pos_in_stream]} »"
    elif isinstance(exc, UnexpectedToken) and exc.token.type == "$END":
        message, column = "fin de ligne inattendue", len(text) + 1
    elif isinstance(exc, UnexpectedToken):
        message = f"mot inattendu « {exc.token} »"
    else:  # pragma: no cover - UnexpectedEOF is not raised by the LALR parser
        message = "ligne illisible"
    return RulesSyntaxError(message, text=text, file=file, line=line, column=column, expected=expected)


def parse_line(text: str, file: str | None = None, line: int = 1):
    """The typed AST of one corpus line; :class:`RulesSyntaxError` if the grammar rejects it.
    The line goes through the DSL's input contract first (``rulekit.dsl.source.guard``: NFC,
    BOM, length and nesting limits; docs/DSL.md, « Input »)."""
    from rulekit.dsl.source import guard

    return guard(text, lambda clean: _parse_line(clean, file, line), file=file, line=line)


def _parse_line(text: str, file: str | None, line: int):
    prepared = normalise(text)
    if not prepared:
        raise RulesSyntaxError("ligne vide", text=text, file=file, line=line)
    if prepared == ".":  # the end of the previous line's sentence
        return A.Ligne((A.ProseSentence(".", "ponctuation"),))
    lang = language(prepared)
    try:
        tree = parser().parse(prepared, start=f"{lang}_line")
    except UnexpectedInput as exc:
        raise _syntax_error(exc, prepared, file, line) from None
    try:
        return _build(tree, lang, prepared, file, line)
    except MismatchedGroup as exc:
        token = exc.args[0]
        raise RulesSyntaxError(f"« {token} » ne ferme pas le groupe ouvert avant lui", text=prepared, file=file,
                               line=line, column=token.column) from None


def _build(tree: Tree, lang: str, text: str = "", file=None, line: int = 1):
    """The parse tree of a line → its line node: French rule text sentence by sentence
    (:func:`lecture`), the other line kinds from the tree."""
    if tree.data == "en_line":
        from . import prose as P

        P.verifier_anglais(text, file, line)
        return classify(A.Prose(sentences=C.sentences(raw_items(tree.children), "en"), lang="en"))
    if tree.data == "table_key":
        return table_key(tree.children[0])
    if tree.data in ("bullet", "numbered"):
        marker = str(tree.children[0])
        body = text[len(marker):].strip()
        read = lecture(body, marker, file, line, offset=len(text) - len(body))
        if read is not None:
            return read
        if tree.data == "bullet":
            return A.Bullet(marker=marker, body=prose(tree.children[1], lang))
        return A.Step(number=int(marker[:-1]), body=prose(tree.children[1], lang))
    (node,) = tree.children  # fr_line
    if node.data == "profile":
        return profile(node, text, file, line)
    read = lecture(text, None, file, line)
    return read if read is not None else classify(prose(node, lang))


INLINE_BULLET = re.compile(r"^[•-]\s+")
ELIDED_SPACE = re.compile(r"\b([dlDL]|[Qq]u|[Jj]usqu|[Ll]orsqu)’ (?=\w)")
PARENTHESE_FINALE = re.compile(r"\s*(\([^()]*\))\s*\.?$")


def _parametres(before: str, inside: str) -> bool:
    """Whether a final parenthesis holds parameters, not a remark: it follows the name of one of the
    game's rules (« Blessures multiples (D3+1) ») or another parenthesis (« Ægide (5+) (4+) »), or
    it has no word (« (4+) », « (+1 Fo) »: values only). A remark is words (« (généralement deux
    touches au lieu d'une) »)."""
    from . import phrases

    end = before.rstrip().lower()
    if end.endswith(")") or not REMARK_WORD.search(inside):
        return True
    return any(end.endswith(form.lower()) for pair in phrases.vocabulaire().rules for form in pair)


REMARK_WORD = re.compile(r"[^\W\d_]{3,}")


def lecture(text: str, marker, file=None, line: int = 1, offset: int = 0):
    """A French line, sentence by sentence: the shared DSL's typed reading (:mod:`.phrases`),
    else prose that :mod:`.prose` accepts (French words, known values and rules). A line with
    no typed sentence returns None (the caller keeps its prose node)."""
    from rulekit.dsl import ast as dsl
    from rulekit.dsl.errors import RulesSyntaxError as DslError

    from . import phrases
    from . import prose as P

    parties: list = []  # typed ASTs, and (start, sentence) for the sentences read as prose
    before = None  # the typed sentence just before (its text): « …, elle gagne … . Chaque fois qu'elle … »
    for start, sentence in P.phrases_de(text):
        clean = ELIDED_SPACE.sub(lambda m: m.group(1) + "’", sentence)
        clean = INLINE_BULLET.sub("", clean)  # « … suivantes : • La figurine gagne … »: typography
        try:
            parties.append(phrases.lire(clean, file=file, line=line))
            before = clean
            continue
        except DslError:
            pass
        if before is not None:  # a pronoun whose referent is the subject of the sentence before
            try:
                parties[-1] = phrases.lire(f"{before} {clean}", file=file, line=line)
                before = f"{before} {clean}"
                continue
            except DslError:
                pass
        before = None
        remark = PARENTHESE_FINALE.search(clean)
        if remark and remark.start() > 0 and not _parametres(clean[:remark.start()], remark.group(1)):
            # « …, l'attaque inflige une touche supplémentaire (généralement …). »; never a cited rule's
            # parameters (« … gagnent Blessures multiples (D3+1) »: dropped, the rule would lose its value)
            try:
                typed = phrases.lire(clean[:remark.start()] + ".", file=file, line=line)
            except DslError:
                typed = None
            if typed is not None:
                P.verifier(remark.group(1), file, line, offset + start + remark.start(1))
                parties += [typed, A.ProseSentence(remark.group(1), "parenthèse")]
                continue
        parties.append((start, sentence))
    if not any(isinstance(p, dsl.Capacite) for p in parties):
        P.verifier(text, file, line, offset)
        return None  # all prose: the line's own node (a heading, a paragraph, a step…)
    out = []
    for part in parties:
        if isinstance(part, tuple):
            start, sentence = part
            P.verifier(sentence, file, line, offset + start)
            node = _prose_of(sentence)
            heading = isinstance(node, (A.Heading, A.Categories, A.StatModifierLine))
            part = A.ProseSentence(sentence, P.raison(sentence, "fr", heading), node)
        out.append(part)
    if marker is None and all(isinstance(p, dsl.Capacite) for p in out):
        return dsl.Capacite(tuple(ph for p in out for ph in p.phrases))
    return A.Ligne(tuple(out), marker)


def _prose_of(sentence: str):
    """The chunked AST of a sentence (the prose grammar of grammars/fantasy_battle.lark)."""
    tree = parser().parse(sentence, start="fr_line")
    if tree.data in ("bullet", "numbered"):  # « … suivantes : • Le total … »
        return classify(prose(tree.children[1], "fr"))
    if tree.data == "table_key":
        return table_key(tree.children[0])
    (node,) = tree.children
    return classify(prose(node, "fr")) if node.data == "prose" else profile(node)


def kind(node) -> tuple[str, tuple[str, ...]]:
    """« typed » (a typed effect or a weapon profile) or « prose » with its reasons (the corpus
    report, docs/DSL.md « Typed and prose lines »)."""
    from rulekit.dsl import ast as dsl

    if isinstance(node, (dsl.Capacite, A.WeaponProfile)):
        return "typed", ()
    if isinstance(node, A.Ligne):
        if any(isinstance(p, dsl.Capacite) for p in node.parties):
            return "typed", ()
        return "prose", tuple(dict.fromkeys(p.raison for p in node.parties))
    if isinstance(node, A.TableKey):
        return "prose", ("tableau",)
    if isinstance(node, A.Heading) and node.prose.lang == "en":
        return "prose", ("anglais",)  # an English line is reported as such, a heading or not
    if isinstance(node, (A.Heading, A.Categories, A.StatModifierLine)):
        return "prose", ("titre",)
    from . import prose as P
    from .rendu import render as text_of

    body = node.prose if isinstance(node, A.Rule) else getattr(node, "body", None)
    lang = body.lang if body is not None else "fr"
    return "prose", (P.raison(text_of(node), lang, False),)
