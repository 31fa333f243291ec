"""Building the Lark parser of one game: the shared rules plus the game's nouns.

``grammars/regles.lark`` holds the sentence structure; this module appends the
verb terminals (from :mod:`rulekit.dsl.verbs`) and the ``NOM`` terminal made of
the vocabulary's nouns, longest first. Parsers are cached per vocabulary.
The input is lowercased (and its quotes and apostrophes normalised, keeping
every offset) before lexing, so keywords need no case variants.
"""

from __future__ import annotations

import copy
import re
from functools import lru_cache
from importlib import resources

from lark import Lark

from . import sheet_compile, verbs
from .vocabulary import Vocabulary

#: the sentence grammar first, then the reference-sheet clauses (Epic's tables) where the game
#: asks what they answer; a game whose vocabulary has profile values (« valeurs ») reads profile
#: rules too (:func:`starts`)
STARTS = ("start", "fiche")
SHEET = "fiche"
PROFILE = "profil"


def starts(vocabulary: Vocabulary) -> tuple[str, ...]:
    """The start symbols a vocabulary reads, in the order they are tried: profile rules first
    where the game has profile values (their sentences are the game's most common kind); sheet
    clauses only where the game asks a question they answer (:func:`sheet_compile.read_by`), so
    that another game's author never sees a sheet clause's error."""
    read = tuple(s for s in STARTS if s != SHEET or sheet_compile.read_by(vocabulary))
    return ((PROFILE,) if vocabulary.values else ()) + read
PARSER = "lalr"  # measured against "earley" in benchmarks/bench_dsl.py; see docs/DSL.md


@lru_cache(maxsize=1)
def base_text() -> str:
    """``regles.lark`` (sentences), ``fiche.lark`` (reference-sheet clauses) and ``profil.lark``
    (profile rules): one grammar."""
    files = resources.files("rulekit_grammars")
    return "\n".join(files.joinpath(name).read_text(encoding="utf-8")
                     for name in ("regles.lark", "fiche.lark", "profil.lark"))


def rule_regex(forms) -> str:
    """The alternatives of the ``REGLE`` terminal (no slashes): a rule's written forms
    (:meth:`Vocabulary.rule_forms`), each word's first letter with or without its accent
    (:func:`rulekit.dsl.vocabulary.rule_key`: « Éclaireurs » = the sheet's « Eclaireurs »)."""
    from .vocabulary import rule_key

    if not forms:
        return "(?!x)x"
    accents = {"e": "[eéèêë]", "a": "[aàâ]", "i": "[iîï]", "o": "[oô]", "u": "[uûù]", "c": "[cç]"}

    def one(form):
        words = rule_key(form.lower().translate(TYPO)).split()
        return r"\s+".join(accents.get(w[:1], re.escape(w[:1])) + re.escape(w[1:]) for w in words)

    alts = sorted({one(f) for f in forms}, key=lambda w: (-len(w), w))
    return "(?<![\\w-])(?:" + "|".join(alts) + ")(?![\\w-])"


def noun_regex(forms: list[str]) -> str:
    if not forms:
        return "/(?!x)x/"
    alts = "|".join(re.escape(f.lower().translate(TYPO)).replace("\\ ", r"\s+") for f in forms)
    return "/(?<![\\w-])(?:" + alts.replace("/", "\\/") + ")(?![\\w-])/"


#: the articles a named order may be said with (« Abandonner le Combat » = « abandonner un Combat »)
ARTICLE = r"\s+(?:(?:le|la|les|un|une|des)\s+|l'\s*)"
_ARTICLES = {"le", "la", "les", "un", "une", "des", "l'"}


def order_alternatives(names, negated: bool = False) -> str:
    """The alternatives of the ``ORDRE_NOMME`` terminal (:meth:`Vocabulary.named_orders`): each
    name's words, its articles free; « (?!x)x » when the game names none. ``negated``: the
    ``ORDRE_NOMME_NIE`` terminal, its verb in the present and negated (« abandonne jamais le Combat »,
    after « n' »), for the names whose verb :func:`verbs.present` conjugates."""
    alts = []
    for name in names:
        words = name.lower().translate(TYPO).replace("'", "' ").split()
        alt = re.escape(words[0])
        if negated:
            present = verbs.present(words[0])
            if not present:
                continue
            alt = "(?:" + "|".join(map(re.escape, present)) + r")\s+(?:pas|jamais)"
        for before, word in zip(words, words[1:]):
            if word in _ARTICLES:
                alt += ARTICLE
            elif before not in _ARTICLES:
                alt += r"\s+" + re.escape(word)
            else:
                alt += re.escape(word)
        alts.append(alt)
    return "(?<![\\w-])(?:" + "|".join(alts) + ")(?![\\w-])" if alts else "(?!x)x"


def named_attacks(vocabulary: Vocabulary) -> str:
    """The ``ATTAQUE_NOMMEE`` terminal: « contre une Attaque Proche », one of the game's actions whose name starts
    with « attaque » (which « contre une attaque » alone, CONTRE_ATTAQUE, would cut); « (?!x)x » when none."""
    forms = [f for f in vocabulary.all_forms() if vocabulary.category(f) == "actions"
             and f.lower().split()[0] in ("attaque", "attaques") and " " in f]
    if not forms:
        return "(?!x)x"
    alts = "|".join(re.escape(f.lower().translate(TYPO)).replace("\\ ", r"\s+") for f in forms)
    return r"(?<![\w-])contre\s+(?:une|les|des)\s+(?:" + alts + r")(?![\w-])"


def et_verb_regex(vocabulary: Vocabulary) -> str:
    """The ``_ET_VERBE`` terminal (no slashes): « et » before a verb (« relance ses Svg ratées et peut faire
    … »), two sheet clauses of one subject, not a list of nouns; told apart by the word after it, which an
    LALR parser cannot look at. A rule's name is no verb (« Anti grav et Frappe en Premier » cites two
    rules), nor « n'ayant pas » (« … et n'ayant pas agi », a relative). « double » / « triple » (the sheet's
    MULTIPLE) are verbs there: « … ignore les zones de contrôle ennemies et double son mouvement en charge »."""
    every_form = sorted({f for verb in verbs.VERBS for f in verbs.forms(verb)}
                        | {"peut", "peuvent", "ne", "double", "triple"})
    rule = rule_regex(vocabulary.rule_forms())
    return rf"(?<![\w-])et(?!\s+{rule})(?=\s+(?:{_trie(every_form)}(?![\w-])|n'(?!ayant)(?=\w)))"


def grammar_text(vocabulary: Vocabulary) -> str:
    lines = [base_text(), "", "// --- generated: verbs and the game's nouns"]
    for verb in verbs.VERBS:
        lines.append(f"{verbs.terminal_name(verb)}.3: {verbs.terminal_regex(verb)}")
    lines.append(f"PARTICIPE_PASSIF.3: {verbs.participle_regex()}")
    lines.append(f"PARTICIPE_ACTE.3: {verbs.participle_regex(verbs.AFTER_NOUN)}")
    lines.append(f"PARTICIPE_PASSE.3: {verbs.past_participle_regex()}")
    lines.append(f"NOM.3: {noun_regex(vocabulary.all_forms())}")
    # a cited rule before a noun or a word it starts with (« À deux mains » is not « à »)
    lines.append("REGLE.6: /" + rule_regex(vocabulary.rule_forms()).replace("/", "\\/") + "/")
    lines.append("_ET_VERBE.6: /" + et_verb_regex(vocabulary).replace("/", "\\/") + "/")
    lines.append(f"CARAC.3: {noun_regex(vocabulary.value_forms())}")
    lines.append("ORDRE_NOMME.4: /" + order_alternatives(vocabulary.named_orders()).replace("/", "\\/") + "/")
    lines.append("ATTAQUE_NOMMEE.6: /" + named_attacks(vocabulary).replace("/", "\\/") + "/")
    lines.append("ORDRE_NOMME_NIE.4: /" + order_alternatives(vocabulary.named_orders(), negated=True)
                 .replace("/", "\\/") + "/")
    return "\n".join(lines) + "\n"


#: keep the base grammar's parser on disk (keyed by the grammar's text, :mod:`.parser_cache`): a fresh
#: process then loads its tables instead of computing them (docs/DSL.md, « Performance »)
DISK_CACHE = True


def _build(vocabulary: Vocabulary, kind: str) -> Lark:
    options = dict(parser="lalr", lexer="contextual") if kind == "lalr" else dict(parser="earley", lexer="dynamic")
    return Lark(grammar_text(vocabulary), start=[*STARTS, PROFILE], propagate_positions=False,
                maybe_placeholders=False, **options)


@lru_cache(maxsize=2)
def _base(kind: str) -> Lark:
    """The parser with no game nouns; its LALR tables serve every vocabulary. Its per-state lexers
    are made when a parse first reaches their state (:class:`_StateLexers`)."""
    if kind != "lalr":
        return _build(Vocabulary(), kind)
    if DISK_CACHE:
        from .parser_cache import load_or_build

        base = load_or_build(grammar_text(Vocabulary()), lambda: _build(Vocabulary(), kind), (*STARTS, PROFILE),
                             lexers=False)
    else:
        base = _build(Vocabulary(), kind)
    contextual = base.parser.lexer
    table = base.parser.parser._parse_table.states
    contextual.lexers = _StateLexers({}, {state: table[state].keys() for state in table}, base.lexer_conf)
    _one_by_one_lexer(contextual.root_lexer)
    return base


# --- the per-state lexers' scanners --------------------------------------------------------------
@lru_cache(maxsize=None)
def _regex(pattern: str, flags: int):
    return re.compile(pattern, flags)


class OneByOne:
    """A Lark scanner that tries a state's terminals one by one, in Lark's own order, each regex
    compiled once per process. Lark joins a state's terminals into one alternation, which Python
    must compile anew for each of the grammar's ~300 distinct states (most of a cold start: 1.4 s);
    an alternation returns its first alternative that matches, so trying them in the same order
    gives the same tokens."""

    def __init__(self, terminals, flags: int):
        self.terminals = terminals
        self.allowed_types = {t.name for t in terminals}
        self._res = [(_regex(t.pattern.to_regexp(), flags), t.name) for t in terminals]

    def match(self, text, pos):
        string, end = (text.text, text.end) if hasattr(text, "text") else (text, len(text))  # Lark ≥ 1.2 / 1.1
        for rx, name in self._res:
            m = rx.match(string, pos, end)
            if m:
                return m.group(0), name
        return None

    def fullmatch(self, text: str):
        for rx, name in self._res:
            if rx.fullmatch(text):
                return name
        return None


def _build_scanner(lexer):
    from lark.lexer import _create_unless

    terminals, lexer.callback = _create_unless(lexer.terminals, lexer.g_regex_flags, lexer.re, lexer.use_bytes)
    assert not lexer.user_callbacks  # the DSL's grammar declares none
    return OneByOne(terminals, lexer.g_regex_flags)


def _one_by_one_lexer(basic) -> None:
    import types

    if getattr(basic, "_scanner", True) is None and hasattr(basic, "user_callbacks"):  # else Lark's own
        basic._build_scanner = types.MethodType(_build_scanner, basic)


def _trie(words) -> str:
    """A regex matching exactly ``words``, shaped as a trie (much faster to compile and match
    than a flat alternation); the longest word wins because of the trailing boundary check."""
    tree: dict = {}
    for word in words:
        node = tree
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def walk(node) -> str:
        ends = "" in node
        branches = [(r"\s+" if ch == " " else re.escape(ch)) + walk(sub) for ch, sub in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if ends else body

    return walk(tree)


def _raw_regex(forms) -> str:
    if not forms:
        return "(?!x)x"
    return "(?<![\\w-])" + _trie({f.lower().translate(TYPO) for f in forms}) + "(?![\\w-])"


@lru_cache(maxsize=32)
def parser(vocabulary: Vocabulary, kind: str = PARSER) -> Lark:
    """The parser of one vocabulary. LALR: the shared tables, a lexer with the game's nouns
    (building the tables is most of the cost; the nouns only change two terminals)."""
    if kind != "lalr":
        return _build(vocabulary, kind)
    from lark.lexer import ContextualLexer, PatternRE, TerminalDef

    base = _base(kind)
    patterns = {"NOM": _raw_regex(vocabulary.all_forms()), "REGLE": rule_regex(vocabulary.rule_forms()),
                "CARAC": _raw_regex(vocabulary.value_forms()),
                "ORDRE_NOMME": order_alternatives(vocabulary.named_orders()),
                "ATTAQUE_NOMMEE": named_attacks(vocabulary),
                "ORDRE_NOMME_NIE": order_alternatives(vocabulary.named_orders(), negated=True),
                "_ET_VERBE": et_verb_regex(vocabulary)}
    conf = copy.copy(base.lexer_conf)
    conf.terminals = [TerminalDef(t.name, PatternRE(patterns[t.name]), t.priority) if t.name in patterns else t
                      for t in base.lexer_conf.terminals]
    conf.terminals_by_name = {t.name: t for t in conf.terminals}
    conf.skip_validation = True
    new = copy.copy(base)
    new.lexer_conf = conf
    new.parser = copy.copy(base.parser)
    new.parser.lexer_conf = conf
    # only the states whose terminals include the game's nouns need lexers of their own (a third of
    # them): the others lex exactly as the base parser's, and share its lexers (and their compiled
    # regexes) across every vocabulary; the vocabulary's own are made when a parse first reaches them
    lexer = ContextualLexer(conf, {})
    lexer.lexers = _StateLexers(base.parser.lexer.lexers, _noun_states(kind), conf)
    _one_by_one_lexer(lexer.root_lexer)
    new.parser.lexer = lexer
    return new


class _StateLexers(dict):
    """A parser's per-state lexers (``ContextualLexer.lexers``), each made at the first parse that reaches
    its state (most sentences reach few of the ~4,800 states: making them all was most of a cold start),
    one per set of terminals, and each what Lark's ``ContextualLexer`` makes for that state. ``states``:
    the states this parser lexes itself, with their terminals (all of them for the base parser; for a
    vocabulary's, those that read its nouns); the others are ``shared``'s (the base parser's lexers,
    shared across every vocabulary with their compiled regexes)."""

    def __init__(self, shared: dict, states: dict, conf):
        super().__init__()
        self.shared, self.states, self.by_terminals = shared, states, {}
        self.conf = copy.copy(conf)
        self.conf.skip_validation = True  # checked when the grammar was built

    def __missing__(self, state):
        from lark.lexer import BasicLexer

        if state not in self.states:
            lexer = self.shared[state]
        else:
            accepts = frozenset(self.states[state])
            lexer = self.by_terminals.get(accepts)
            if lexer is None:
                conf = copy.copy(self.conf)
                conf.terminals = [self.conf.terminals_by_name[n] for n in accepts | set(self.conf.ignore)
                                  if n in self.conf.terminals_by_name]
                lexer = self.by_terminals[accepts] = BasicLexer(conf)
                _one_by_one_lexer(lexer)
        self[state] = lexer
        return lexer


@lru_cache(maxsize=2)
def _noun_states(kind: str) -> dict:
    """The base parser's states whose terminals include a game's nouns, with those terminals:
    the states a vocabulary's lexer must build for itself (:func:`parser`)."""
    states = _base(kind).parser.parser._parse_table.states
    return {state: list(table) for state, table in states.items() if not _VOCABULARY_TERMINALS.isdisjoint(table)}


_VOCABULARY_TERMINALS = frozenset({"NOM", "REGLE", "CARAC", "ORDRE_NOMME", "ORDRE_NOMME_NIE", "ATTAQUE_NOMMEE",
                                   "_ET_VERBE"})  # the terminals a vocabulary writes (parser)

TYPO = str.maketrans({"’": "'", "‘": "'", "«": '"', "»": '"', "\u00a0": " ", "\u202f": " ", "−": "-", "–": "-"})


#: « deux (2) »: a number in words, then the same in digits between brackets (formal rule books)
_NUMBER_TWICE = re.compile(r"(?<![\w-])(une?|deux|trois|quatre|cinq|six)\s*(\(\s*(\d+)\s*\))", re.IGNORECASE)


def _said_once(text: str) -> str:
    """« deux (2) tuiles » reads « deux tuiles »: the digits that repeat the word are blanked, offset for
    offset; digits that say another number (« deux (3) ») are kept, and refused where they stand."""
    from .words import NUMBER_WORDS

    def blank(m):
        if NUMBER_WORDS[m.group(1).lower()] != int(m.group(3)):
            return m.group(0)
        return m.group(0)[: m.start(2) - m.start(0)] + " " * len(m.group(2))

    return _NUMBER_TWICE.sub(blank, text)


#: « à moins qu'il ne soit adjacent », « à moins qu'elle ne se trouve sur … »: the subjunctive after « à moins
#: que », with its « ne » (explétif, no negation), up to the clause's end
_A_MOINS_QUE = re.compile(r"(?<![\w-])(à\s+moins\s+qu(?:e\s|'))([^,.;:]*?)(?<![\w-])(ne\s+)(soient|soit|se\s+trouvent|"
                          r"se\s+trouve)(?![\w-])", re.IGNORECASE)
_INDICATIF = {"soit": "est ", "soient": "sont  "}


def _indicative(text: str) -> str:
    """« à moins qu'il ne soit … » reads « à moins qu'il est … »: the « ne » blanked and « soit » /
    « soient » said « est » / « sont », offset for offset (« se trouve » is both moods)."""
    def said(m):
        verb = m.group(4)
        return m.group(1) + m.group(2) + " " * len(m.group(3)) + _INDICATIF.get(verb.lower(), verb)

    return _A_MOINS_QUE.sub(said, text)


def normalise(text: str) -> str:
    """Lowercase and plain quotes, offset for offset (so error columns stay right)."""
    out = _indicative(_said_once(text.translate(TYPO)))
    lowered = out.lower()
    return lowered if len(lowered) == len(out) else out
