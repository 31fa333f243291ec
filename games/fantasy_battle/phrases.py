"""Reading a sentence of the corpus with the shared DSL (``rulekit.dsl``): the typed reading.

The sentence goes to the shared grammar with this game's vocabulary (``vocabulaire_dsl.txt``
plus the rule names of ``vocabulaire.txt``), start symbol ``profil`` first (profile rules:
« Les attaques portées avec une Hallebarde ont +1 en Force »), then the shared sentences and
sheet clauses. The result is the shared AST (:class:`rulekit.dsl.ast.Capacite`), compiled by
:mod:`.compilation`. A sentence the shared grammar does not read raises its
:class:`~rulekit.dsl.errors.RulesSyntaxError`; :mod:`.analyse` then reads it as prose.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).parent


@lru_cache(maxsize=1)
def vocabulaire():
    """The shared DSL's vocabulary of this game."""
    import attrs

    from rulekit.dsl import Vocabulary

    from .grammaire import read_entries

    own = Vocabulary.from_file(HERE / "vocabulaire_dsl.txt")
    nouns = {n.lower() for pair in own.nouns + own.types for n in pair}
    nouns |= {"corps à corps", "règle universelle", "règles universelles"}
    extra = []
    for item in read_entries(HERE / "vocabulaire.txt").get("règles", []):
        sing, _, plur = item.partition("/")
        pair = (sing.strip(), (plur or sing).strip())
        if not {p.lower() for p in pair} & nouns:
            extra.append(pair)
    extra += [(name, name) for _, kind, name, _ in entetes() if kind == "règle"]  # the catalogue's rules
    return attrs.evolve(own, rules=tuple(dict.fromkeys(own.rules + tuple(extra))))


CATALOGUE = HERE / "catalogue.txt"


@lru_cache(maxsize=1)
def entetes() -> tuple[tuple[int, str, str, str], ...]:
    """The entries of ``catalogue.txt`` as ``(line, « arme » | « règle », name, text)``; a name's
    « (X) » (it takes parameters, which its text says « X ») is not part of the name."""
    out = []
    for number, raw in enumerate(CATALOGUE.read_text(encoding="utf-8").splitlines(), 1):
        head, sep, text = raw.partition(" : ")
        if not sep or raw.startswith("#"):
            continue
        kind, _, name = head.partition(" ")
        out.append((number, kind, name.removesuffix("(X)").strip(), text))
    return tuple(out)


def lire(texte: str, file: str | None = None, line: int = 1):
    """The shared AST of one sentence (or of several) read as profile rules (start symbol
    ``profil``: the shared grammar's other readings are another game's kind of rule), or a
    RulesSyntaxError. The line was already through the DSL's input guard (:func:`.analyse.parse_line`)."""
    from lark.exceptions import UnexpectedInput, VisitError

    from rulekit.dsl import grammar
    from rulekit.dsl.errors import RulesSyntaxError
    from rulekit.dsl.transformer import ToAst

    vocab = vocabulaire()
    corrected = vocab.correct(texte)
    try:
        tree = grammar.parser(vocab).parse(grammar.normalise(corrected), start=grammar.PROFILE)
        return ToAst(vocab, corrected.translate(grammar.TYPO)).transform(tree)
    except UnexpectedInput as exc:
        raise RulesSyntaxError("pas une règle de profil", text=texte, file=file, line=line,
                               column=getattr(exc, "column", 1) or 1) from None
    except VisitError as exc:
        raise RulesSyntaxError(f"phrase mal formée : {exc.orig_exc}", text=texte, file=file, line=line) from None
