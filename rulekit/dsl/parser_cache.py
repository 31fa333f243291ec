"""The base grammar's LALR parser kept on disk, in a form a fresh process loads quickly.

Lark's own cache (``Lark(..., cache=...)``) stores its parse table as nested dictionaries that
Python code turns back into actions one by one: with the DSL's ~4,800 states and ~150,000
actions that was most of a cold start (docs/DSL.md, « Performance »). This file keeps the rest
of the parser in Lark's format (``Lark.serialize``, read back by ``Lark._load_from_dict``) but
its rules and terminals as objects, and the table itself as Lark holds it in memory, each
distinct action once: ``pickle`` rebuilds them in C. The file is keyed by the grammar's text, this format, Lark's and
Python's versions; one that does not match, or cannot be read, is ignored and written anew.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import sys
import tempfile
from typing import Callable

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import ContextualLexer, TerminalDef
from lark.parsers.lalr_analysis import Reduce, Shift
from lark.utils import SerializeMemoizer

#: bumped whenever what the file holds changes
FORMAT = 1
_MAGIC = "rulekit-dsl-parser"
_LOAD_OPTIONS = {"postlex", "transformer", "lexer_callbacks", "use_bytes", "debug", "g_regex_flags", "regex",
                 "propagate_positions", "tree_class", "_plugins"}  # what Lark's own cache leaves out too


def _key(text: str) -> tuple:
    return (_MAGIC, FORMAT, hashlib.sha256(text.encode("utf-8")).hexdigest(), lark.__version__,
            sys.version_info[:2])


def cache_file(text: str) -> str:
    """Where the parser of ``text`` is kept: in the directory Lark's own cache uses."""
    digest = hashlib.sha256(repr(_key(text)).encode("utf-8")).hexdigest()[:16]
    return os.path.join(tempfile.gettempdir(), f"rulekit-dsl-{digest}-lark{lark.__version__}.parser")


class _Pickler(pickle.Pickler):
    """Lark's ``Shift``/``Reduce`` by name (the loaded table must hold Lark's own), a rule by its
    fields (its hash, kept in the rule, is computed anew: a string's differs from one process to
    the next)."""

    dispatch_table = {Rule: lambda rule: (Rule, (rule.origin, rule.expansion, rule.order, rule.alias, rule.options))}

    def persistent_id(self, obj):
        return obj.name if obj is Shift or obj is Reduce else None


class _Unpickler(pickle.Unpickler):
    def persistent_load(self, pid):
        return {"Shift": Shift, "Reduce": Reduce}[pid]


def _table(parser: Lark):
    return parser.parser.parser._parse_table


def save(parser: Lark, text: str, path: str) -> bool:
    """Write ``parser`` (built from ``text``) to ``path``, atomically; False if it could not."""
    memo = SerializeMemoizer([TerminalDef, Rule])
    data = parser.serialize(memo)
    data["options"] = {n: v for n, v in data["options"].items() if n not in _LOAD_OPTIONS}
    data["parser"]["parser"]["states"] = {}
    # the memoized rules and terminals as objects: Lark's loader takes an object where it expects
    # its serialized form, and resolves every reference to it (much faster than their dictionaries)
    objects = memo.memoized.reversed()
    shared: dict = {}  # one tuple per distinct action: pickled once, referred to after
    states = {state: {token: shared.setdefault((action.name, id(arg)) if action is Reduce else (action.name, arg),
                                               (action, arg))
                      for token, (action, arg) in actions.items()}
              for state, actions in _table(parser).states.items()}
    out = io.BytesIO()
    tmp = None
    try:
        pickle.dump(_key(text), out, protocol=pickle.HIGHEST_PROTOCOL)
        _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump((data, objects, states))
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".rulekit-dsl-")
        with os.fdopen(fd, "wb") as f:
            f.write(out.getvalue())
        os.replace(tmp, path)
        return True
    except (OSError, pickle.PicklingError, TypeError, AttributeError):  # not kept: built again next time
        if tmp is not None and os.path.exists(tmp):
            os.remove(tmp)
        return False


def load(text: str, path: str, starts, lexers: bool = True) -> Lark | None:
    """The parser kept in ``path`` for ``text``, or None if there is none, it was written for another
    grammar, Lark or Python, or it cannot be read whole. ``lexers=False``: its contextual lexer has
    no per-state lexers yet, for a caller that makes them when reached (``grammar._StateLexers``);
    else they are Lark's ``ContextualLexer``'s."""
    try:
        with open(path, "rb") as f:
            if pickle.load(f) != _key(text):
                return None
            data, objects, states = _Unpickler(f).load()
        parser = Lark._load_from_dict(data, objects)
        table = _table(parser)
        if not isinstance(states, dict) or set(table.start_states) != set(starts) or \
                not all(s in states for s in (*table.start_states.values(), *table.end_states.values())):
            return None
        table.states = states
        if lexers:
            parser.parser.lexer = ContextualLexer(parser.lexer_conf, {state: list(actions) for state, actions
                                                                      in states.items()})
        return parser
    except Exception:  # a truncated, corrupt or foreign file: built again
        return None


def load_or_build(text: str, build: Callable[[], Lark], starts, path: str | None = None,
                  lexers: bool = True) -> Lark:
    """The parser of ``text`` from its file, else ``build()`` and keep it there (``lexers``: :func:`load`)."""
    path = path or cache_file(text)
    parser = load(text, path, starts, lexers)
    if parser is None:
        parser = build()
        save(parser, text, path)
    return parser
