"""Parsing rule text into the typed AST, with errors an author can act on.

``parse_ability(text, game)`` uses the game's vocabulary (all installed games'
when ``game`` is None). Lark's exceptions are turned into
:class:`~rulekit.dsl.errors.RulesSyntaxError` with the expected terms in French
and a « vouliez-vous dire » suggestion for a misspelled known word.
"""

from __future__ import annotations

import re

from lark.exceptions import LarkError, UnexpectedEOF, UnexpectedInput, VisitError
from lark import Token, Tree

from . import ast as A
from . import canonical, grammar
from . import source as source_mod
from .errors import RulesSyntaxError, suggest
from .parenthese import aside_error, unread_aside
from .transformer import ToAst
from .vocabulary import Vocabulary, for_game

WORD = re.compile(r"[\w'-]+")


def parse_ability(text: str, game: str | None = None, vocabulary: Vocabulary | None = None) -> A.Capacite:
    """The typed AST of one ability's French text."""
    if vocabulary is None:
        vocabulary = for_game(game)
    return parse_ability_with(text, vocabulary)


def parse_ability_with(text: str, vocabulary: Vocabulary, file: str | None = None, line: int = 1,
                       column: int = 1, source: str | None = None) -> A.Capacite:
    """The shared entry of every sentence: through :func:`rulekit.dsl.source.guard` (NFC, BOM,
    length and nesting limits, errors placed in the text as written), then the game's grammar.
    ``source``: the faction file the sentence is part of (``line``, ``column``: where it starts)."""
    return source_mod.guard(text, lambda clean: _parse(clean, vocabulary, file, line, column, source),
                            file=file, line=line, column=column, source=source)


def _parse(text: str, vocabulary: Vocabulary, file, line, column, source) -> A.Capacite:
    if vocabulary.extension is not None:  # a game's own grammar (rulekit.dsl.extension)
        return vocabulary.extension.parse(text, file=file, line=line)
    corrected = vocabulary.correct(text)
    prepared = grammar.normalise(corrected)
    lark = grammar.parser(vocabulary)
    failures, misread = [], None
    try:
        read = grammar.starts(vocabulary)
        for start in read:
            try:
                tree = lark.parse(prepared, start=start)
            except UnexpectedInput as exc:
                failures.append(exc)
                continue
            deep = source_mod.too_deep(tree)
            if deep is not None:  # the transformer recurses: refuse before it does
                pos = getattr(deep, "start_pos", None) or 0
                at_line, at_column = source_mod.where(corrected, pos, line, column)
                raise source_mod.InputError(
                    f"phrase trop imbriquée : plus de {source_mod.MAX_TREE_DEPTH} niveaux d'analyse",
                    text=source or corrected, file=file, line=at_line, column=at_column)
            try:
                ast = canonical.gendered(ToAst(vocabulary, corrected.translate(grammar.TYPO)).transform(tree),
                                         vocabulary)
                if start == "start" and grammar.SHEET in read and _sheet_style(prepared, ast):
                    sheet = _sheet_reading(lark, prepared, vocabulary, corrected)
                    if sheet is not None:
                        return sheet
                return ast
            except VisitError as exc:  # read, but means nothing as this kind of line: try the other
                if isinstance(exc.orig_exc, RecursionError):
                    raise
                misread = misread or exc
        if misread is not None:
            raise misread
        # report the reading that went furthest (ties: the sentence grammar)
        best = max(failures, key=lambda e: getattr(e, "pos_in_stream", None) or
                   (len(prepared) if isinstance(e, UnexpectedEOF) else -1))
        tail = _unread_tail(best, corrected, vocabulary, read)
        if tail is not None:
            raise _tail_error(tail, corrected, vocabulary, file, line, column, source) from None
        aside = unread_aside(getattr(best, "pos_in_stream", None) or 0, corrected,
                             lambda t: _reads(lark, t, vocabulary, read))
        if aside is not None:
            raise aside_error(aside, corrected, file, line, column, source) from None
        raise _syntax_error(best, corrected, vocabulary, file, line, column, source) from None
    except VisitError as exc:
        if isinstance(exc.orig_exc, RecursionError):
            raise exc.orig_exc from None  # source.guard reports it
        at_line, at_column = _refused_at(exc, corrected, line, column)
        raise RulesSyntaxError(f"phrase mal formée : {exc.orig_exc}", text=source or text, file=file,
                               line=at_line, column=at_column) from None
    except LarkError as exc:
        raise RulesSyntaxError(f"phrase illisible : {exc}", text=source or text, file=file, line=line,
                               column=column) from None


#: at most this many words at a sentence's end are tried as words that do not belong to it
TAIL_WORDS = 6


def _at_end(exc, text: str) -> bool:
    """Did the reading fail at the sentence's end (nothing more, or its final « . »)?"""
    pos = getattr(exc, "pos_in_stream", None)
    if isinstance(exc, UnexpectedEOF) or getattr(getattr(exc, "token", None), "type", None) == "$END" or pos is None:
        return True
    return text[pos:].strip() in ("", ".")


def _unread_tail(exc, text: str, vocabulary, starts) -> int | None:
    """Where the words start that a sentence read as complete without (« Macro-arme lorsqu'elle charge. »:
    « Macro-arme. » reads; « lorsqu'elle charge » begins a clause that never comes): the offset of the
    first of them, when a reading failed at the sentence's final « . », the sentence without its last
    words (two at least, :data:`TAIL_WORDS` at most, the nearest cut first) reads and means something,
    and those words are a whole circumstance (they read at the head of it: « Lorsqu'elle charge,
    Macro-arme. »); else None: the sentence is incomplete (« … jusqu'à deux. », « … attaqué par. »),
    what was expected at its end is the report."""
    if not _at_end(exc, text) or not text.rstrip().endswith("."):
        return None
    body = text.rstrip()[:-1]
    cuts = [m.start() for m in WORD.finditer(body)][::-1][1:TAIL_WORDS]  # each word's start, the last one's left out
    lark = grammar.parser(vocabulary)
    for cut in cuts:
        head = body[:cut].rstrip().rstrip(",;:")
        if not head:
            return None
        candidate = head + "."
        if _reads(lark, candidate, vocabulary, starts) and _reads(lark, f"{body[cut:].strip()}, {head}.", None, starts):
            return cut
    return None


def _reads(lark, text: str, vocabulary, starts) -> bool:
    """Whether ``text`` parses under one of ``starts`` (and, given a vocabulary, means something)."""
    for start in starts:
        try:
            tree = lark.parse(grammar.normalise(text), start=start)
            if vocabulary is not None:
                ToAst(vocabulary, text.translate(grammar.TYPO)).transform(tree)
        except (LarkError, RecursionError):
            continue
        return True
    return False


def _tail_error(cut: int, text: str, vocabulary, file, line, column, source) -> RulesSyntaxError:
    """The report of a sentence's last words that do not belong to it (:func:`_unread_tail`), at them."""
    body = text.rstrip()[:-1]
    tail, head = body[cut:].strip(), body[:cut].rstrip().rstrip(",;:")
    before = text[:cut]
    row = before.count("\n")
    col = cut - (before.rfind("\n") + 1)
    return RulesSyntaxError(f"« {tail} » ne se rattache pas à ce qui précède : « {head} » se lit sans ces mots, "
                            "qui n'y ont pas de place ici", text=source or text, file=file, line=line + row,
                            column=(column + col) if row == 0 else col + 1)


def _refused_at(exc: VisitError, text: str, line: int, column: int) -> tuple[int, int]:
    """Where the words a transformer method refused start (its first token), so that a refusal
    points at them rather than at the sentence's first word."""
    said_at = getattr(exc.orig_exc, "start_pos", None)  # a refusal that names its own words (anaphore_en)
    if said_at is not None:
        return source_mod.where(text, said_at, line, column)
    tokens = exc.obj.scan_values(lambda v: isinstance(v, Token)) if isinstance(exc.obj, Tree) else ()
    first = next(iter(tokens), None)
    if first is None or first.start_pos is None:
        return line, column
    return source_mod.where(text, first.start_pos, line, column)


def _third_person() -> frozenset:
    from . import verbs

    said = {verbs.conjugate(v, p).split()[0] for v in verbs.VERBS for p in ("3s", "3p")}
    other = {verbs.conjugate(v, p).split()[0] for v in verbs.VERBS for p in ("2p", "inf")}
    return frozenset((said - other) | {"peut", "peuvent", "doit", "doivent", "ne"})


THIRD_PERSON = _third_person()


def _sheet_style(prepared: str, ast) -> bool:
    """« Peut tirer sur les aéronefs », « Relance les tests ratés »: a clause with no subject whose
    verb is in the third person is a reference sheet's line about the unit, not an order to the
    player (« Pouvez-vous … », « Relancez … »)."""
    first = WORD.match(prepared.lstrip())
    phrase = ast.phrases[0] if isinstance(ast, A.Capacite) and ast.phrases else None
    if phrase is not None and not phrase.circonstances and _sheet_bearer(phrase.sujet):
        return True  # « Cette arme peut tirer sur les aéronefs »: said of the sheet line's bearer
    return (first is not None and first.group(0) in THIRD_PERSON and phrase is not None
            and phrase.sujet is None and not phrase.circonstances)


#: the subjects a reference sheet's line says of its bearer (« Cette unité … », « Cette arme … »,
#: « Cette formation … »): where the game reads sheet lines, its sheet reading is tried first
SHEET_BEARERS = ("unité", "arme", "formation")


def _sheet_bearer(sujet) -> bool:
    return (isinstance(sujet, A.Designation) and sujet.det == "cette" and sujet.nom.lower() in SHEET_BEARERS
            and not sujet.quals and sujet.relative is None and sujet.ancre is None)


def _sheet_reading(lark, prepared, vocabulary, corrected):
    """The reference-sheet reading of ``prepared``, or None when it has none."""
    try:
        tree = lark.parse(prepared, start="fiche")
        return ToAst(vocabulary, corrected.translate(grammar.TYPO)).transform(tree)
    except (UnexpectedInput, VisitError):
        return None


def _expected(exc, vocabulary) -> tuple[str, ...]:
    from . import verbs

    names = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
    lark = grammar.parser(vocabulary)
    shown = []
    for name in sorted(names):
        if name in TERMINAL_WORDS:
            shown.append(TERMINAL_WORDS[name])
        elif name.startswith("V_") and name in verbs._BY_TERMINAL:
            shown.append(verbs._BY_TERMINAL[name])
        else:
            # a terminal without a word of its own here: the words it reads (« grâce à »), never its name
            try:
                pattern = lark.get_terminal(name).pattern
            except KeyError:
                continue
            said = pattern.value if pattern.type == "str" else example(pattern.value) if pattern.value != NEVER else None
            if said:
                shown.append(f"« {said} »")
    return tuple(sorted(dict.fromkeys(shown), key=_order))


#: the regular expression of a terminal that reads nothing (a vocabulary without such words)
NEVER = "(?!x)x"


def _order(shown: str) -> tuple:
    """Expected items as an author looks for them: the kinds of words first (« un déterminant », « un
    nom du jeu »: what a missing or misspelt word most often was), then the words in alphabetical
    order (« « au » » among the a's, accents aside), signs last."""
    from .errors import _fold

    rank = 0 if shown.startswith(("un ", "une ")) else 1 if re.search(r"\w", shown) else 2
    return rank, _fold(shown.strip("« »"))


def example(regex: str) -> str | None:
    """Words a terminal's regular expression reads, to name it to an author (« grâce à la » for
    ``GRACE_A``): each group's first alternative, each repeat at its least, lookarounds left out;
    None when it reads no plain words (a class of letters)."""
    import re._parser as sre

    try:
        tree = sre.parse(regex)
    except re.error:  # pragma: no cover - lark compiled it
        return None
    out = _example(tree)
    if out is None:
        return None
    text = re.sub(r"\s+", " ", out).strip(" ,")
    return text if text and re.search(r"\w", text) else None


def _example(items) -> str | None:  # noqa: C901 - one case per regex construct
    import re._constants as C

    out = []
    for op, arg in items:
        if op is C.LITERAL:
            out.append(chr(arg))
        elif op is C.SUBPATTERN:
            part = _example(arg[-1])
            if part is None:
                return None
            out.append(part)
        elif op is C.BRANCH:
            parts = [_example(b) for b in arg[1]]
            part = next((p for p in parts if p), None)
            if part is None:
                return None
            out.append(part)
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            low, _, body = arg
            part = _example(body)
            if low and part is None:
                return None
            out.append((part or "") * low)
        elif op is C.IN:
            if any(o is C.CATEGORY for o, _ in arg):  # \s: a space; \w, \d: no word to show
                if any(o is C.CATEGORY and a is C.CATEGORY_SPACE for o, a in arg):
                    out.append(" ")
                    continue
                return None
            literals = [chr(a) for o, a in arg if o is C.LITERAL]
            if not literals or len(literals) > 3:  # a class of letters, not a word's spelling
                return None
            out.append(literals[0])
        elif op in (C.ASSERT, C.ASSERT_NOT, C.AT):
            continue
        elif op is C.CATEGORY:
            if arg is C.CATEGORY_SPACE:
                out.append(" ")
            else:
                return None
        else:
            return None
    return "".join(out)


TERMINAL_WORDS = {
    "NOM": "un nom du jeu", "ORDRE_NOMME": "un ordre du jeu (Abandonner le Combat)", "ATTAQUE_NOMMEE": "contre une attaque du jeu (Attaque Proche)",
    "SAUF_SI": "sauf si / à moins que", "POURVU_QUE": "pourvu que", "PAR_PERIODE": "par tour / par partie",
    "DET": "un déterminant", "NOM_COMMUN": "unité/allié/ennemi",
    "ADJ": "un adjectif", "PRONOM": "un pronom", "ANAPHORE": "celui-ci", "INT": "un nombre", "NOMBRE_MOT": "un nombre",
    "_PT": "« . »", "_VIRG": "« , »", "LORSQUE": "Lorsque", "MODAL_PEUT": "peut", "MODAL_DOIT": "doit",
    "$END": "la fin de la phrase", "ANTE": "autre/premier/second/même", "ORDRE": "ordre", "DES": "dé(s)",
    "COUP": "coup(s)", "SUPP": "supplémentaire(s)", "X_VAR": "x", "REGLE": "une règle nommée",
    "QUOTED_LIST": "« … »", "SIGNED": "+n / -n", "SEUIL": "n+", "DICE": "nD6", "F_NOMBRE": "un nombre",
    "TENU": "tenu(e)(s)", "RESULTATS": "des résultats (4, 5 ou 6)", "MEME_TOUR": "lors du même tour",
    "DROIT": "a le droit de", "PAS_LE_DROIT": "n'a pas le droit de", "PLUTOT_QUE": "plutôt que",
    "TANT_QUE": "tant que", "UNE_SEULE_FOIS": "une (seule) fois", "SUR_LE_POINT": "sur le point de",
    "EN_RESERVE": "en réserve", "POSSESSIF": "ses/leurs/vos", "VALEURS": "des valeurs (1, 2…)",
    "PLUS_MOINS": "plus/moins", "SIL_FAIT": "s'il fait", "MEME_SI": "même si", "CAUSATIF": "l'obliger à",
    "L_UN_DES": "l'un des", "LA_PLUS": "la plus", "PLUS_HAUT": "élevée/haute", "SITUE": "situé(e)(s)", "SITUE_SUR": "situé(e)(s) sur",
    "DISPONIBLE": "disponible(s)", "RELANCES_SITUATION": "relances de situation",
    "OBJ_PRONOM": "le/la/les", "AU_CHOIX": "de votre choix", "AU_LIEU_DUN": "au lieu d'un",
    "AU_LIEU_PLUS": "(au lieu de N de plus)", "COMME_DEPENSE": "comme s'il l'avait dépensé", "AYANT": "ayant",
    "AVANT_R": "avant", "TOUS": "tous", "EMIS": "émis", "UN_APRES_L_AUTRE": "l'un après l'autre",
    "DEVRAIT": "devrait", "DONNE": "donné", "FOIS_PERIODE": "N fois par tour", "SIL_EN_A": "s'il en a",
    "SANS_DEPENSER": "sans dépenser", "ORDRE_DE": "un ordre de", "MAIS_NE": "mais ne", "SANS_ALLIE": "sans allié adjacent",
    "IMMEDIATEMENT": "immédiatement", "TENU": "tenu(e)(s)", "SUPP": "supplémentaire(s)",
    "APRES_AVOIR": "après avoir", "ETAT_SANS_ALLIE": "n'a aucun allié adjacent", "AU_MOINS_UN": "au moins un",
    "PARTICIPE_ACTE": "attaqué(e)(s)", "PARTICIPE_PASSE": "battu, attaqué, déplacé…",
    # profile rules (grammars/profil.lark)
    "CARAC": "une valeur du profil (Force…)", "REGLE_MOT": "règle", "JET_MOT": "jet", "ISSUE": "raté/réussi",
    "SAUVEGARDE_MOT": "sauvegarde", "PORTE": "portée(s)", "MANIANT": "maniant", "ALLOUE": "allouée(s)",
    "DISPOSANT_DE": "disposant de", "AUTOMATIQUEMENT": "automatiquement", "ADDITIONNEL": "additionnel",
    "COTE": "front/flanc/dos", "A_PIED": "à pied", "TOUT": "tout(e)", "FACE": "‘6’", "NATUREL": "naturel",
    "QUELLE_QUE_SOIT": "quelle que soit", "EN_CHARGE": "en charge", "ENGAGE": "engagé(e)", "TOUCHE": "touche",
    "PROVOQUANT": "provoquant", "POSSESSIF_S": "sa/son/leur", "MAXIMUM": "max.", "RESULTAT": "résultat",
    "EFFETS_DE": "effets de", "A_DONNE": "a donné", "AU_MOINS": "au moins",
    "NECESSAIRE": "nécessaire",
    # reference-sheet lines (grammars/fiche.lark)
    "DE_ART": "de/du/des", "A_ART": "à/au/aux", "MODIF_NOM": "modificateur/malus/bonus", "SEUL": "seul",
    "CM": "cm", "PENDANT": "pendant / lors de", "FOIS_PAR": "N fois par", "NE": "ne", "AUCUN": "aucun",
    "MULTIPLE": "double", "PUIS": "puis", "SUIVI_DE": "suivi de", "MOT_COMMUN": "un nom (attaque, tour…)",
    "PREDICAT": "vulnérable/immunisé", "ETRE": "est/sont", "AVANT": "avant", "APRES": "après",
    "PERMET_DE": "permet de", "N_IMPORTE_OU": "n'importe où", "EN_PREMIER": "en premier",
    "POSSIBLE": "possible", "AVEC_JUSQUA": "avec jusqu'à", "AVEC_NOMBRE": "avec", "POUR_CIBLE": "pour cible",
    "POUR_CHAQUE": "pour chaque", "SUITE_A": "suite à", "MEME_CONTRE": "même contre", "ET_NON": "et non",
    "SEULEMENT": "seulement", "VIRG_OU": "« , ou »", "EN_CAS_DE": "en cas de", "PASSIF_F": "annulé/ignoré/relancé",
    "EMPECHE": "empêche", "AUTORISE": "autorise/permet", "ADJ_TIR": "antipersonnel/antichar",
    # terminals whose regular expression's first words (:func:`example`) would not say them well
    "NOMBRE_CM": "N cm", "CLITIQUE": "la/le/l' (la charger)", "GRACE_A": "grâce à", "A_LE": "au/aux",
    "PRONOM_TONIQUE": "lui/elle/eux", "EN_ROLE": "en attaque/en défense", "MEME_ZONE": "dans la même zone",
    "DANS_ZONE": "dans la zone", "SE_TROUVER": "se trouve/est situé", "CELUI_QUI_DONNE": "celui qui donne",
    "BLESSURES": "blessures non sauvegardées", "COMPOSITION": "dont plus de la moitié des …",
    "PARTICIPE": "un participe (battu, attaqué…)", "QUOTE": "« … »", "MULTIPLIE_PAR": "doublé/triplé",
    "NOMBRE_DE_TOUCHES": "un nombre de touches égal à …",
}


def _known_words(vocabulary: Vocabulary) -> list[str]:
    from . import verbs

    words = set(vocabulary.all_forms())
    for verb in verbs.VERBS:
        words.update(verbs.forms(verb))
    words.update(KEYWORDS)
    return sorted(words)


def _suggestion(text: str, pos: int, word: str, vocabulary: Vocabulary) -> str | None:
    """The known word closest to the unexpected ``word``; else the game's noun of several words closest to as
    many words written from there (« Prêtesses de Tanit » → « Prêtresses de Tanit », a unit of the file)."""
    found = suggest(word, _known_words(vocabulary))
    if found is not None:
        return found
    written = WORDS.findall(text, pos)
    by_length: dict[int, list[str]] = {}
    for form in vocabulary.all_forms():
        n = len(form.split())
        if 1 < n <= len(written):
            by_length.setdefault(n, []).append(form)
    for n in sorted(by_length, reverse=True):
        found = suggest(" ".join(written[:n]), by_length[n])
        if found is not None:
            return found
    return None


#: the words of a sentence, an apostrophe's elision kept with its word (« d'Astarté »)
WORDS = re.compile(r"[^\s,.;:!?«»()]+")


KEYWORDS = ("unité", "unités", "allié", "ennemi", "adversaire", "lorsque", "quand", "peut", "peuvent", "doit",
            "adjacent", "tuile", "dés", "attaque", "défense", "relancer", "tirer", "charger", "combat")


#: the terminals of a noun the game names or a common one (« Archer », « unité »)
NOUNS = ("NOM", "NOM_COMMUN")


def _article_missing(exc, text: str, pos: int, vocabulary) -> str | None:
    """The noun written where its determiner was due (the determiner was expected, a noun of the game
    or a common one is there, whatever the lexer took it for), as written; else None."""
    if "DET" not in (getattr(exc, "expected", None) or ()):
        return None
    terminals = grammar.parser(vocabulary).lexer_conf.terminals_by_name  # the game's nouns in them
    prepared = grammar.normalise(text)
    for name in NOUNS:
        if name not in terminals:
            continue
        found = re.compile(terminals[name].pattern.to_regexp()).match(prepared, pos)
        if found:
            return text[found.start():found.end()]
    return None


def _syntax_error(exc, text, vocabulary, file, line, column, source):
    pos = getattr(exc, "pos_in_stream", None)
    token = getattr(exc, "token", None)
    if getattr(token, "type", None) == "$END":
        exc = UnexpectedEOF(getattr(exc, "expected", ()))
        exc.expected = getattr(exc, "expected", ())
    if isinstance(exc, UnexpectedEOF) or pos is None:
        pos = len(text)
    while 0 < pos < len(text) and text[pos - 1].isalpha() and text[pos].isalpha():
        pos -= 1  # « deux » read as « de » + « ux »: the error is the whole word
    word_match = WORD.match(text, pos) if pos < len(text) else None
    word = word_match.group(0) if word_match else ""
    sign = text[pos] if not word and pos < len(text) and not text[pos].isspace() else ""
    if isinstance(exc, UnexpectedEOF) or not (word or sign) or (sign == "." and not text[pos + 1:].strip()):
        message = "phrase incomplète"  # « Un Archer doit relancer. »: its final « . » comes too early
    elif sign:  # « Un Archer, Un Archer … »: a comma where a verb was due is no missing end
        message = f"signe inattendu « {sign} »"
    elif (noun := _article_missing(exc, text, pos, vocabulary)) is not None:  # « Archer peut … », « à Unité »
        message = f"il manque un article devant « {noun} » (« un », « le », « cette »…)"
    else:
        message = f"mot inattendu « {word} »"
    suggestion = _suggestion(text, pos, word, vocabulary) if word else None
    # position in the whole source (a faction file) when given
    before = text[:pos]
    row = before.count("\n")
    col = pos - (before.rfind("\n") + 1)
    abs_line = line + row
    abs_col = (column + col) if row == 0 else col + 1
    # (the sentence's own place too when it is a piece of a file read without its text: a faction's
    # « capacité NOM : PHRASE » compiled again where a unit cites it)
    return RulesSyntaxError(message, text=source or text, file=file, line=abs_line,
                            column=abs_col, expected=_expected(exc, vocabulary), suggestion=suggestion)
