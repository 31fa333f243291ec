"""The typed AST of the fantasy battle corpus: frozen attrs records, no free-text node.

Three levels:

- **words and quantities** (:class:`Word`, :class:`Term`, :class:`Verb`, :class:`Dice`,
  :class:`Signed`, :class:`Distance`...): every token of a line, typed by its class;
- **phrases** (:class:`NounPhrase`, :class:`PrepPhrase`, :class:`StatModifier`,
  :class:`RollModifier`, :class:`RuleRef`, :class:`Bracketed`...);
- **clauses and lines** (:class:`VerbGroup`, :class:`Clause`, :class:`Sentence`,
  :class:`Prose`, and the structured line kinds :class:`WeaponProfile`,
  :class:`StatModifierLine`, :class:`Categories`, :class:`Heading`, :class:`TableKey`,
  :class:`Step`, :class:`Rule`).

Every node renders back to canonical text (:mod:`.rendu`) that parses to the same node.
"""

from __future__ import annotations

from typing import Union

import attrs

frozen = attrs.frozen


# ---------------------------------------------------------------- words
@frozen
class Word:
    """A content word: noun, adjective, adverb or participle (« attaques », « portées »)."""

    text: str


@frozen
class Term:
    """A game term or rule name, as the vocabulary spells it (« Pénétration d’armure »)."""

    text: str


@frozen
class Det:
    text: str


@frozen
class Prep:
    text: str


@frozen
class Conj:
    text: str


@frozen
class Sub:
    """A subordinating word or locution that opens a clause (« si », « à moins que »)."""

    text: str


@frozen
class Neg:
    text: str


@frozen
class Pron:
    text: str


@frozen
class Verb:
    text: str


@frozen
class Possessive:
    """English « ’s »."""

    text: str = "’s"


# ---------------------------------------------------------------- quantities
@frozen
class Number:
    value: int


@frozen
class Decimal:
    """A decimal written with a comma (« 12,5 »), kept as written."""

    text: str


@frozen
class Variable:
    """X or Y, the parameter of a rule."""

    name: str


@frozen
class Dice:
    """``count``D``sides`` (+ ``bonus``): « 2D6 », « D3 » (count 1, written without it), « 1D3+1 »."""

    count: int
    sides: int
    bonus: int = 0
    written_count: bool = True


Amount = Union[Number, Variable, Dice, Decimal]


@frozen
class Signed:
    """A signed amount: « +1 », « −2 », « +1D3 », « −X ». ``sign`` is ``+`` or ``−``."""

    sign: str
    value: Amount


@frozen
class Distance:
    """A length in inches (« 12″ », « 0,5″ », « X″ », « 2D6″ »); ``signed`` for « +7″ »."""

    value: Amount
    sign: str | None = None


@frozen
class Roll:
    """A dice target, « 4+ » or « X+ »."""

    value: Union[Number, Variable]


@frozen
class DieFace:
    """A quoted die result, « ‘6’ »."""

    value: int


@frozen
class Ordinal:
    value: int
    suffix: str


@frozen
class Numero:
    """« n°1 »."""

    value: int


@frozen
class Degrees:
    value: int


@frozen
class Abbreviation:
    text: str


@frozen
class Symbol:
    """Punctuation inside a sentence: , ; : – / & * × + and a stray « ) » closing a
    parenthesis that the previous line opened."""

    text: str


Atom = Union[Word, Term, Det, Prep, Conj, Sub, Neg, Pron, Verb, Possessive, Number, Decimal, Variable,
             Dice, Signed, Distance, Roll, DieFace, Ordinal, Numero, Degrees, Abbreviation, Symbol]


# ---------------------------------------------------------------- phrases
@frozen
class NounPhrase:
    """Determiners then the words of the phrase (nouns, adjectives, terms, quantities)."""

    determiners: tuple[Det, ...]
    words: tuple["Phrase", ...]


@frozen
class VerbGroup:
    """Negation, clitic pronouns, auxiliaries, modals and verbs: « ne peut pas utiliser »."""

    parts: tuple[Union[Neg, Pron, Prep, Verb, Word], ...]

    @property
    def verbs(self) -> tuple[Verb, ...]:
        return tuple(p for p in self.parts if isinstance(p, Verb))

    @property
    def negated(self) -> bool:
        return any(isinstance(p, Neg) for p in self.parts)

    @property
    def modal(self) -> str | None:
        for v in self.verbs:
            if v.text.lower() in MODALS:
                return MODALS[v.text.lower()]
        return None

    @property
    def lemma(self) -> str | None:
        """The infinitive of the action (« doivent être relancés » → « relancer »): the last
        verb or participle whose lemma lexique.txt lists, past modals and auxiliaries."""
        from .grammaire import lemmas

        known = lemmas()
        found = [known[p.text.lower()] for p in self.parts
                 if isinstance(p, (Verb, Word)) and p.text.lower() in known]
        actions = [f for f in found if f not in ("pouvoir", "devoir", "être", "avoir")]
        return (actions or found or [None])[-1]


MODALS = {f: "pouvoir" for f in ("peut", "peuvent", "pourra", "pourront", "pourrait", "pourraient", "puisse",
                                  "puissent", "can", "cannot")}
MODALS.update({f: "devoir" for f in ("doit", "doivent", "devra", "devront", "devrait", "devraient", "devait",
                                      "devaient")})


@frozen
class PrepPhrase:
    """A preposition and its object (a noun phrase or an infinitive), « avec une Hallebarde »."""

    prep: Prep
    object: Union[NounPhrase, VerbGroup, None]


@frozen
class StatModifier:
    """« +1 en Force », « +2 Fo » (``prep`` None), English « +1 Agility »."""

    amount: Signed
    prep: Prep | None
    stat: NounPhrase


@frozen
class RollModifier:
    """« +1 pour toucher », « −1 pour blesser »: a modifier of a named roll."""

    amount: Signed
    prep: Prep
    roll: Verb


@frozen
class Maximum:
    """« max. 3+ »: the best value a modifier can reach."""

    word: str
    value: Union[Roll, Number]


@frozen
class Param:
    """One comma-separated parameter of a rule: its phrases (« +2 Fo », « 1D3 », « Ailes mutilées »)."""

    phrases: tuple["Phrase", ...]


@frozen
class RuleRef:
    """A rule named with parameters: « Ægide (4+) », « Blessures multiples (1D3, Ailes mutilées) »."""

    name: Term
    params: tuple[Param, ...]


@frozen
class Bracketed:
    """A parenthesis, bracket, brace or « quotation »: ``kind`` is its opening mark.

    ``closed`` is False when the line ends inside it (the next line of the page closes it).
    """

    kind: str
    sentences: tuple["Sentence", ...]
    closed: bool = True


Phrase = Union[Atom, NounPhrase, PrepPhrase, StatModifier, RollModifier, Maximum, RuleRef, Bracketed, VerbGroup]


# ---------------------------------------------------------------- clauses
#: role of a clause, from its opening word
ROLES = ("main", "condition", "trigger", "exception", "relative", "comparison", "cause", "purpose",
         "concession", "duration", "contrast", "circumstance", "coordination", "consequence", "subject", "time")


@frozen
class Clause:
    """One clause: how it links to the previous one (``link``: « , », « et »...), the word
    that opens it (``marker``: « si », « lorsque »...), its ``role`` (from the marker, or
    « main », « circumstance » for a verbless fronted phrase, « coordination » for a
    verbless phrase coordinated with the previous clause, « subject » for the subject of a
    later clause that a relative clause interrupts), then ``subject`` (the phrases
    before the verb), ``verb`` and ``objects`` (the phrases after it)."""

    link: tuple[Union[Symbol, Conj], ...]
    marker: Sub | None
    role: str
    subject: tuple[Phrase, ...]
    verb: VerbGroup | None
    objects: tuple[Phrase, ...]


@frozen
class Sentence:
    """Clauses up to « . » or « ! » (``end`` None when the line stops mid-sentence);
    ``bullet`` when a « • » opens it inside a paragraph."""

    clauses: tuple[Clause, ...]
    end: str | None
    bullet: bool = False


@frozen
class Prose:
    sentences: tuple[Sentence, ...]
    lang: str = "fr"


# ---------------------------------------------------------------- lines
@frozen
class Range:
    """Range of a weapon in inches: « 24″ » (minimum None) or « 12-60″ »."""

    maximum: int
    minimum: int | None = None


@frozen
class StatValue:
    """A profile value: a number or « Utilisateur » (``value`` None), with an optional
    stronger value for one hit, « [7] » (``boost_kind`` « [ ») or « {5} » (« { »)."""

    value: int | None
    boost: int | None = None
    boost_kind: str | None = None


@frozen
class AttributeRef:
    """An attack attribute of a profile, with its parameters; ``enclosure`` « [ » or « { »
    when it applies to one hit or at short range only."""

    name: str
    params: tuple[Param, ...] = ()
    enclosure: str | None = None


@frozen
class WeaponProfile:
    """« Portée 24", Tir 1, Fo 3, PA 0, Tir de volée. » and the sentences after it."""

    range: Range
    shots: Union[int, str]
    strength: StatValue
    penetration: StatValue
    attributes: tuple[AttributeRef, ...]
    notes: object = None  # the sentences after the profile: typed (rulekit.dsl.ast.Capacite, Ligne) or Prose


@frozen
class StatModifierLine:
    """A line that is one modifier: « +2 en Armure »."""

    modifier: StatModifier


@frozen
class Categories:
    """The attack categories a rule applies to: « Corps à corps, Tir »."""

    terms: tuple[Term, ...]
    separators: tuple[Symbol, ...]


@frozen
class Heading:
    """A title line without a verb: « Hallebarde », « Arme d’artillerie – Catapulte (X×Y) : »."""

    prose: Prose


@frozen
class TableKey:
    """The result column of a table: « 0 », « 1-2 », « 5 ou plus », « (ou moins) »
    (``low`` None: the previous key's « or less »)."""

    low: int | None
    high: int | None


@frozen
class Step:
    """A numbered step, « 1. Si l’unité ... »."""

    number: int
    body: Prose


@frozen
class Bullet:
    """A bulleted line (« • » or « - »): one step of a procedure or an item of a list."""

    marker: str
    body: Prose


@frozen
class Rule:
    """A paragraph of rule text."""

    prose: Prose


@frozen
class ProseSentence:
    """A sentence the shared DSL does not read, kept as text (its chunked AST) with the reason
    (a key of :data:`rulekit_games.fantasy_battle.prose.RAISONS`)."""

    text: str
    raison: str
    node: object = attrs.field(eq=False, repr=False, default=None)


@frozen
class Ligne:
    """A corpus line read sentence by sentence: each part is the shared DSL's typed AST
    (:class:`rulekit.dsl.ast.Capacite`) or a :class:`ProseSentence`; ``marker`` the bullet or the
    step number that opened the line."""

    parties: tuple
    marker: str | None = None

    def capacite(self):
        """The typed parts as one ability (``rulekit.dsl.ast.Capacite``), or None."""
        from rulekit.dsl import ast as dsl

        phrases = tuple(p for part in self.parties if isinstance(part, dsl.Capacite) for p in part.phrases)
        return dsl.Capacite(phrases) if phrases else None


Line = Union[WeaponProfile, StatModifierLine, Categories, Heading, TableKey, Step, Bullet, Rule, Ligne]
