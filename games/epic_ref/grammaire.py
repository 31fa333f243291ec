"""Reading the sheet's reference tables with ``grammars/epic_tables.lark`` into the typed AST.

(The action lines and the special units and weapons are read by ``rulekit.dsl``: see
:mod:`.capacites`.)

One Earley parser with one start symbol per table (Earley because the sheet's
rows are fixed French phrases with numbers inside, where a contextual lexer would
have to be hand-tuned; the ~90 lines parse in a fraction of a second, once).
"""

from __future__ import annotations

import functools
from pathlib import Path

import lark
import rulekit_grammars
from lark import Transformer, v_args

from rulekit import RulekitError

from . import syntaxe as S

GRAMMAR = Path(rulekit_grammars.__file__).parent / "epic_tables.lark"
STARTS = [
    "sequence_line", "pi_line", "test_line", "barrage_line", "toucher_line",
    "assaut_line", "ralliement_line", "terrain_line",
    "victoire_line", "tiebreak_line",
]
WORDS = {"un": 1, "deux": 2, "trois": 3, "quatre": 4, "zero": 0}


class FeuilleSyntaxError(RulekitError):
    """A line of a data or faction file that the sheet's grammar does not read."""

    def __init__(self, path, line, column, expected, text):
        self.path, self.line, self.column, self.expected = str(path), line, column, sorted(expected)
        caret = " " * max(column - 1, 0) + "^"
        exp = ", ".join(self.expected[:8]) or "fin de ligne"
        super().__init__(f"{path}:{line}:{column}: attendu {exp}\n  {text}\n  {caret}")


def normalise(text: str) -> str:
    """The extraction's typography: ’ is ', <i></i> tags are dropped."""
    return text.replace("’", "'").replace("<i>", "").replace("</i>", "").strip("\n").rstrip()


@functools.lru_cache(maxsize=1)
def parser() -> lark.Lark:
    return lark.Lark(GRAMMAR.read_text(encoding="utf-8"), start=STARTS, parser="earley")


def _num(tok) -> int:
    return int(str(tok).rstrip("+e"))


def _effets(tree):
    return tuple(tree.children)


@v_args(inline=True)
class ToAst(Transformer):
    # numbers
    def chiffre(self, t):
        return int(t)

    def un(self):
        return 1

    def deux(self):
        return 2

    def trois(self):
        return 3

    def quatre(self):
        return 4

    def zero(self):
        return 0

    def distance(self, t):
        return int(t)

    # sequence
    def sequence_line(self, num, phase, texte):
        return S.Phase(str(num), str(phase), str(texte).strip())

    # blast markers
    def pi_line(self, seuil, effet, resultat):
        return S.RegleImpact(seuil.data, effet.data, resultat.data)

    # modifier tables
    def _mod(self, cond, signed):
        if isinstance(cond, lark.Tree):
            cond = S.Condition(cond.data)
        return S.Modificateur(cond, int(signed))

    test_line = toucher_line = assaut_line = ralliement_line = _mod

    def action_ref(self, nom):
        return str(nom)

    def attaquant_effectue(self, *noms):
        return S.Condition("attaquant_effectue", actions=tuple(noms))

    def fois_plus_unites(self, n):
        return S.Condition("fois_plus_unites", nombre=n)

    def plus_unites(self):
        return S.Condition("plus_unites", nombre=1)

    def personnage(self, mot):
        return S.Condition("personnage", mot=str(mot))

    def ennemis_a_moins_de(self, d):
        return S.Condition("ennemis_a_moins_de", nombre=d)

    # barrages
    def barrage_line(self, plage, gabarits, pions, ap, ac):
        bornes = [int(x) for x in str(plage).split("-")]
        return S.LigneBarrage(bornes[0], bornes[-1], gabarits, pions, _num(ap), _num(ac))

    # terrain
    def couvert(self, seuil):
        return S.EffetTerrain("couvert", _num(seuil))

    def infranchissable(self):
        return S.EffetTerrain("infranchissable")

    def dangereux(self):
        return S.EffetTerrain("dangereux")

    def aucun_effet(self):
        return S.EffetTerrain("aucun_effet")

    def voir_regles(self):
        return S.EffetTerrain("voir_regles")

    def effets(self, *e):
        return tuple(e)

    def terrain_noms(self, *noms):
        return tuple(str(n).strip() for n in noms)

    def terrain_line(self, noms, inf, veh, eng):
        return S.LigneTerrain(noms, inf, veh, eng)

    # victory
    def regle_victoire(self, t1, t2, minimum):
        return S.RegleVictoire((_num(t1), _num(t2)), int(minimum))

    def regle_egalite(self, tour):
        return S.RegleEgalite(_num(tour))

    def but_line(self, nom, but):
        if isinstance(but, lark.Tree):
            n = int(but.children[0]) if but.children else 0
            return S.But(str(nom).strip(), but.data, n)
        return S.But(str(nom).strip(), but)

    def tenir_objectif(self, d):
        return S.TenirObjectif(d)

    def victoire_line(self, x):
        return x

    # tie-break
    def total(self):
        return (1, 1)

    def moitie(self):
        return (1, 2)

    def tiebreak_line(self, *parts):
        etats = tuple(str(p) for p in parts[:-1])
        num, den = parts[-1]
        return S.LigneTieBreak(etats, num, den)


def parse(text: str, start: str, path="<texte>", line=1):
    """Parse one line with the rule ``start``; a :class:`FeuilleSyntaxError` if it does not read."""
    text = normalise(text)
    try:
        tree = parser().parse(text, start=start)
    except lark.exceptions.UnexpectedInput as exc:
        expected = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
        raise FeuilleSyntaxError(path, line, exc.column, {str(e) for e in expected}, text) from None
    except lark.exceptions.LarkError as exc:  # ambiguity or other parser failure
        raise FeuilleSyntaxError(path, line, 1, {str(exc)[:60]}, text) from None
    return ToAst().transform(tree)


def parse_lines(path: Path, start: str) -> list:
    """Every non-comment line of a data file, parsed with ``start``."""
    out = []
    for number, raw in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        out.append(parse(raw, start, path, number))
    return out
