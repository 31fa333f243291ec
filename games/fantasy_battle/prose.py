"""What makes a sentence acceptable as prose, and why a line is prose.

A sentence the shared DSL does not read (:mod:`.phrases`) may still be a rule's explanation,
a heading or a reference: it is then kept as prose (the chunked AST of :mod:`.clauses`), but
only if it is French text and does not pretend to a meaning the game would ignore:

- every word is French: a word of the lexicon (``lexique.txt``), a term of the vocabularies,
  or a word of the French dictionary of pyspellchecker (140 000 words); « Xyzzy plugh » is refused;
- a value changed by a signed amount (« +1 en X », « −7 en Pizza ») names a profile value;
- a cited rule (« la règle X », « gagne X (…) ») is a rule of the vocabulary.

Each refusal is a :class:`rulekit.dsl.errors.RulesSyntaxError` at the word's column.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .grammaire import lexicon, read_entries
from .phrases import HERE, vocabulaire

WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿŒœÆæ]+(?:[’'-][A-Za-zÀ-ÖØ-öø-ÿŒœÆæ]+)*")
ELISIONS = ("l’", "d’", "qu’", "n’", "s’", "j’", "c’", "jusqu’", "lorsqu’", "puisqu’", "quelqu’")
SIGNED_EN = re.compile(r"[+−-]\s?\d+\s+en\s+(?:valeur\s+d[’']\s*)?")
#: « +1 pour toucher », « +1 pour ses jets de … »: a signed amount « pour » names a roll
SIGNED_POUR = re.compile(r"[+−-]\s?\d+\s+pour\s+")
POUR_JET = ("toucher", "blesser", "ses ", "leurs ", "leur ", "son ", "sa ", "les ", "le ", "la ")
#: « gagne X » / « a X » with X a capitalised name: a rule given (it must be one of the game's)
GAIN_CITED = re.compile(r"\b(?:gagne|gagnent|gagnera|possède|possèdent|bénéficie|bénéficient)\s+"
                        r"(?:la\s+[Rr]ègle\s+(?:universelle\s+)?|les\s+[Rr]ègles\s+)?(?=[A-ZÀ-ÖØ-ÞŒÆ])")
RULE_CITED = re.compile(r"\b(?:la|les)\s+[Rr]ègles?\s+(?:universelles?\s+)?(?=[A-ZÀ-ÖØ-ÞŒÆ])")
#: inflections tried when a word is not in the dictionary as written (« cumulative » → « cumulatif »)
SUFFIXES = (("ives", "if"), ("ive", "if"), ("antes", "ant"), ("ante", "ant"), ("ées", "er"), ("ée", "er"),
            ("és", "er"), ("é", "er"), ("es", ""), ("s", ""), ("e", ""), ("x", ""))
PREFIXES = ("re", "ré", "in", "multi-", "non-", "sur", "contre-")
#: the reasons a sentence is prose (the corpus report and the README group the lines by them)
RAISONS = {
    "titre": "a heading: a name or a category, no verb",
    "anglais": "an English line, reported as such",
    "fragment": "the end of a sentence that the extraction cut over several lines (it starts lowercase)",
    "séquence d'attaque": "the attack sequence's own procedure (special saves, Force and PA of attacks, Tir "
                          "désespéré), executed by sequence.py and compilation.py (README, « The sequence »)",
    "déploiement": "deployment and arrival (Embuscade, Éclaireur, Avant-garde): the DSL has no map or table edge",
    "mouvement": "movement geometry (Marche forcée, Reformation, Vol, Roue, fleeing): no positions in the DSL",
    "formation": "ranks, files and bases (Au premier rang, Socle, Tirailleur): no formation in the DSL",
    "magie": "spells and casting (Magicien, Sort, Phase de magie): no magic phase in the DSL",
    "psychologie": "morale and psychology tests (Peur, Frénésie, Test de moral, Fuir): no morale procedure",
    "personnages": "characters joining units, duels, army building: no unit composition in the DSL",
    "attaques spéciales": "special attack procedures (Attaque de zone, souffle, broyage, Lance-flammes, Incident de "
                          "tir): hit counts from positions and misfires, beyond the one-on-one attack sequence",
    "coupée": "the start of a sentence that the extraction cut (it ends on a word that cannot end one: « de », "
              "« en », « alors », « ont »)",
    "hors séquence": "a mechanical rule whose sentences the shared DSL does not read yet",
    "explication": "an explanation or an example of another rule (« par exemple », « notez que », « rappelez-vous »)",
    "référence": "a reference to a page, a figure or a table",
    "parenthèse": "a parenthetical remark after a typed sentence",
    "ponctuation": "the end of the previous line's sentence (the extraction cut it)",
    "tableau": "a key of the misfire table (its rows are read by tableau.read_table)",
}


@lru_cache(maxsize=1)
def _dictionary():
    from spellchecker import SpellChecker

    return SpellChecker(language="fr", distance=1)


@lru_cache(maxsize=1)
def _english():
    """The English dictionary (pyspellchecker's), for the few English lines of the corpus."""
    from spellchecker import SpellChecker

    return SpellChecker(language="en", distance=1)


def verifier_anglais(text: str, file=None, line: int = 1) -> None:
    """Refuse an English line whose words are not English: each word is in the English dictionary
    or the lexicon's English terms, or a capitalised name (« Kitsune », « Kyudo »), and the names are
    fewer than the English words. Without it any text holding « the » would be read (as English prose)."""
    from rulekit.dsl.errors import RulesSyntaxError

    terms = {w.lower() for cls, forms in lexicon().items() if cls.startswith("en_")
             for f in forms for w in WORD.findall(f)}
    names, known = [], 0
    for match in WORD.finditer(text):
        word = match.group(0)
        parts = [x for x in word.replace("’", "'").split("'") if x]
        if all(len(x) == 1 or x.lower() in terms or x.lower() in _english() for x in parts):
            known += 1
        elif word[:1].isupper():  # a name (« Kitsune »)
            names.append(match)
        else:
            names = [match]
            break
    if names and (len(names) >= known or not names[-1].group(0)[:1].isupper()):
        bad = names[0] if names[-1].group(0)[:1].isupper() else names[-1]
        raise RulesSyntaxError(f"mot inconnu « {bad.group(0)} » (ligne anglaise)", text=text, file=file,
                               line=line, column=bad.start() + 1)


@lru_cache(maxsize=1)
def known_words() -> frozenset:
    """The lexicon's French forms and every word of the vocabularies' French terms, lowercase (the
    English classes are the English lines': « The attacks with this rule gagnent … » is not French)."""
    words: set[str] = set()
    french = [forms for cls, forms in lexicon().items() if not cls.startswith("en_")]
    for forms in french + [read_entries(HERE / "lexique.txt").get("fr_mots", [])]:
        for form in forms:
            words.update(w.lower() for w in WORD.findall(form))
    vocab = vocabulaire()
    terms = list(vocab.all_forms()) + list(vocab.value_forms()) + [n for pair in vocab.rules for n in pair]
    for kind, entries in read_entries(HERE / "vocabulaire.txt").items():
        terms += entries if "anglais" not in kind else []
    for term in terms:
        words.update(w.lower() for w in WORD.findall(term))
    return frozenset(words)


def _is_word(word: str) -> bool:
    low = word.lower().replace("'", "’")
    for prefix in ELISIONS:
        if low.startswith(prefix) and len(low) > len(prefix):
            low = low[len(prefix):]
            break
    if len(low) == 1 or low in known_words() or low in ABBREVIATIONS:
        return True
    parts = [p for p in re.split(r"[-’]", low) if p]
    return all(_known(p) for p in parts)


ABBREVIATIONS = {"max", "etc", "ex", "min", "cf", "mm", "cm"}


def _known(word: str) -> bool:
    """In the dictionary as written, or once an inflection or a prefix is taken off."""
    if len(word) == 1 or word in known_words() or word in _dictionary():
        return True
    stems = [word[: -len(end)] + root for end, root in SUFFIXES if word.endswith(end) and len(word) > len(end) + 2]
    for stem in [word] + stems:
        if stem in _dictionary() or stem in known_words():
            return True
        for prefix in PREFIXES:
            if stem.startswith(prefix) and len(stem) > len(prefix) + 3 and stem[len(prefix):] in _dictionary():
                return True
    return False


def verifier(text: str, file=None, line: int = 1, offset: int = 0) -> None:
    """Refuse ``text`` as prose if a word is not French, a signed value names no profile value,
    or a cited rule is unknown."""
    from rulekit.dsl.errors import RulesSyntaxError

    vocab = vocabulaire()

    def refuse(message, at, expected=()):
        raise RulesSyntaxError(message, text=text, file=file, line=line, column=offset + at + 1,
                               expected=tuple(expected))

    for match in WORD.finditer(text):
        if not _is_word(match.group(0)):
            refuse(f"mot inconnu « {match.group(0)} »", match.start())
    values = sorted(vocab.value_forms(), key=len, reverse=True)
    for match in SIGNED_EN.finditer(text):
        rest = text[match.end():].replace("’", "'").lower()
        if not any(rest.startswith(v.lower().replace("’", "'")) for v in values):
            word = WORD.match(text, match.end())
            refuse(f"valeur inconnue « {word.group(0) if word else rest[:12]} »", match.end(), vocab.values)
    for match in SIGNED_POUR.finditer(text):
        if not text[match.end():].lower().startswith(POUR_JET):
            word = WORD.match(text, match.end())
            refuse(f"jet inconnu « {word.group(0) if word else text[match.end():][:12]} »", match.end(),
                   ("toucher", "blesser", "ses jets de …"))
    rules = sorted({n for pair in vocab.rules + vocab.nouns + vocab.types for n in pair}, key=len, reverse=True)
    for match in list(RULE_CITED.finditer(text)) + list(GAIN_CITED.finditer(text)):
        rest = text[match.end():].replace("’", "'").lower().rstrip(" .")
        cut = lambda r: r.startswith(rest)  # noqa: E731 - a line the extraction cut inside the name
        if not any(rest.startswith(r.lower().replace("’", "'")) or cut(r.lower().replace("’", "'")) for r in rules):
            word = WORD.match(text, match.end())
            refuse(f"règle inconnue « {word.group(0) if word else rest[:12]} »", match.end(), ("une règle du jeu",))


def raison(sentence: str, lang: str, heading: bool) -> str:
    """Why a sentence that the shared DSL does not read is prose (a key of :data:`RAISONS`)."""
    low = sentence.lower()
    if lang == "en":
        return "anglais"
    if heading:
        return "titre"
    if sentence[:1].islower() or sentence[:1] in "−)":
        return "fragment"
    if _coupee(sentence):
        return "coupée"
    if re.search(r"\b(?:page|figure|table)\s+\d+", low) or low.startswith(("voir ", "(voir")):
        return "référence"
    if low.startswith(("par exemple", "exemple", "notez", "rappelez-vous", "remarque", "(c’est-à-dire",
                       "bien que")) or "par exemple" in low[:40]:
        return "explication"
    for topic, words in SUJETS:
        if any(w in low for w in words):
            return topic
    return "hors séquence"


#: words that never end a sentence, besides the lexicon's determiners, prepositions, conjunctions and
#: subordinators: « alors » (« Si …, alors. ») and the auxiliaries « a », « ont » (« … ont. »)
SANS_FIN = ("alors", "a", "ont")


def _coupee(sentence: str) -> bool:
    """Whether ``sentence`` stops on a word that cannot end one (« Le porteur gagne +1 en »)."""
    if sentence.rstrip().endswith(":"):  # « Notez que : », « … si : »: the lines after it go on
        return False
    pieces = [p.strip(".;,″\"") for p in sentence.split()]
    pieces = [p for p in pieces if p]
    if not pieces or not WORD.fullmatch(pieces[-1]):  # « … de 6″. », « … (voir …) »
        return False
    last = pieces[-1].lower().replace("'", "’")
    lex = lexicon()
    ends = {f.lower() for cls in ("fr_det", "fr_prep", "fr_conj", "fr_sub") for f in lex[cls]}
    return last in ends or last in SANS_FIN or last.endswith("’")


#: the subsystem a prose rule belongs to, from its words (the first that matches): why it is prose
SUJETS = (
    ("séquence d'attaque", ("sauvegarde spéciale", "sauvegardes spéciales", "force et la pénétration d’armure",
                            "tir désespéré", "tirs désespérés")),
    ("attaques spéciales", ("attaque de zone", "souffle", "broyage", "piétinement", "touches d’impact",
                            "lance-flammes", "catapulte", "incident de tir", "batterie de tir", "au passage",
                            "arme d’artillerie", "attaque écrasante", "répartition des touches")),
    ("déploiement", ("déploi", "embuscade", "éclaireur", "avant-garde", "bord de table")),
    ("magie", ("sort", "magicien", "phase de magie", "lancement", "dissipation", "canalisation")),
    ("psychologie", ("peur", "terreur", "frénésie", "test de moral", "test de panique", "fuir", "fuite",
                     "ralliement", "démoralis", "test de discipline", "indomptable", "tenace")),
    ("formation", ("rang", "socle", "colonne", "tirailleur", "formation", "front", "flanc")),
    ("mouvement", ("mouvement", "marche forcée", "reformation", "vol", "roue", "pivot", "déplac", "poursuite",
                   "terrain", "décor")),
    ("personnages", ("personnage", "rejoindre", "rejoint", "duel", "général", "champion", "porte-étendard",
                     "musicien", "liste d’armée", "objets spéciaux", "enchantement")),
)


#: where a sentence ends: « . » followed by a space and a capital, a bullet or the end
_END = re.compile(r"(?<!\bmax)(?<!\bex)(?<!\bn°)\s?\.(?=\s+[«A-ZÀ-ÖØ-Þ•(]|\s*$)|:\s*(?=•)|(?=\s•\s)")


def phrases_de(text: str) -> list[tuple[int, str]]:
    """The sentences of a line, with their offsets; a parenthesis is never cut."""
    out, start, depth = [], 0, 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        if depth == 0:
            m = _END.match(text, i)
            if m and (m.end() > i or text[i:i + 3] == " • "):
                end = m.end() if m.end() > i else i
                piece = text[start:end].strip()
                if piece and piece != ".":
                    out.append((start + len(text[start:end]) - len(text[start:end].lstrip()), piece))
                start = end
                i = max(end, i + 1)
                continue
        i += 1
    tail = text[start:].strip()
    if tail and tail != ".":
        out.append((start + len(text[start:]) - len(text[start:].lstrip()), tail))
    return out
