"""A game's own line grammar, plugged into ``parse_ability`` and ``render``.

Most games add nouns to the shared sentence grammar (``grammars/regles.lark``). A game
whose rule text has shapes of its own (the fantasy battle corpus: weapon profiles,
result tables, paragraphs of prose) gives a :class:`GrammarExtension` in its
:class:`~rulekit.dsl.vocabulary.Vocabulary` (``extension=``): then
``parse_ability(text, game=G)`` returns ``extension.parse(text)``, and
``render(node)`` hands a node of one of ``extension.node_types`` to
``extension.render``. The extension's parser raises
:class:`~rulekit.dsl.errors.RulesSyntaxError` like the shared one.
"""

from __future__ import annotations

from typing import Any, Callable

import attrs


@attrs.frozen
class GrammarExtension:
    """``grammar``: the .lark file (for documentation and tools); ``parse(text) -> node``;
    ``render(node) -> str`` with ``parse(render(node)) == node``; ``node_types``: the AST
    classes it renders."""

    name: str
    grammar: str
    parse: Callable[[str], Any] = attrs.field(eq=False)
    render: Callable[[Any], str] = attrs.field(eq=False)
    node_types: tuple[type, ...] = attrs.field(eq=False)
    #: ``kind(node) -> (class, reasons)``: « typed » or « prose » and why (the corpus report);
    #: None: every node read is typed
    kind: Callable[[Any], tuple[str, tuple[str, ...]]] | None = attrs.field(default=None, eq=False)
    #: ``compile(node, name) -> Ability``: how ``rulekit.dsl.compile_ability`` compiles what this
    #: game reads (its typed sentences answer its own procedures' queries); None: the shared compiler
    compile: Callable[[Any, str], Any] | None = attrs.field(default=None, eq=False)

    def owns(self, node) -> bool:
        return isinstance(node, self.node_types)


def installed() -> list[GrammarExtension]:
    """The extensions every installed game's vocabulary carries."""
    from .. import plugins

    found = []
    for name in plugins.games():
        for vocab in plugins.vocabulary(name):
            ext = getattr(vocab, "extension", None)
            if ext is not None and ext not in found:
                found.append(ext)
    return found


def for_node(node) -> GrammarExtension | None:
    for ext in installed():
        if ext.owns(node):
            return ext
    return None
