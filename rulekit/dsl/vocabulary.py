"""What a game adds to the shared grammar: its nouns, by category.

A game gives a :class:`Vocabulary` through the plugin hook
``rulekit_vocabulary(game)``, usually read from a small text file it keeps in its
folder (``games/<game>/vocabulaire.txt``, format in docs/DSL.md)::

    # Pocket-Tactics
    jeu : pocket_tactics
    unités : Archer / Archers, Conscrit, Jeune Fille au Bouclier / Jeunes Filles au Bouclier
    types : Humain, Homme-Bête, Mort-Vivant
    modes : Mêlée, Distance, Magie
    caractéristiques : nombre, coût, mêlée, distance, magie, avantage, type, capacités
    terrains : Forêt, Colline / Collines, Village, Champs, Eau
    corrections : Juggernaught -> Juggernaut

Each entry is ``singulier`` or ``singulier / pluriel`` (default plural: add « s »).
The sentence structure (triggers, conditions, effects, quantities) is shared by
all games and lives in ``grammars/regles.lark``.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import attrs

from .errors import RulesSyntaxError, suggest

#: file key -> attribute; the keys a vocabulary file may use
KEYS = {
    "jeu": "game",
    "unités": "units",
    "types": "types",
    "caractéristiques": "stats",
    "modes": "modes",
    "terrains": "terrains",
    "zones": "zones",
    "jetons": "tokens",
    "actions": "actions",
    "noms": "nouns",
    "règles": "rules",
    "blocs": "blocks",
    "corrections": "corrections",
    "questions": "queries",
    "événements": "events",
    "permissions": "permissions",
    "permissions contre": "against",
    "permissions après": "after",
    "gestes": "steps",
    "sans effet": "inert",
    "synonymes": "synonyms",
    "périodes": "periods",
    "valeurs": "values",
    "attaques": "attacks",
    "modes à distance": "distant_modes",
    "féminins": "feminine",
    "jets en défense": "defence",
    "ordres": "orders",
    "emplacements": "places",
    "emplacements au combat": "fought_in",
    "secteurs": "sectors",
    "dés ratés": "missed",
    "verbes": "verbs",
    "types traités": "treated",
    "zones visées": "shot_zones",
    "tir": "shot",
    "blessures": "wounds",
}
#: other spellings of the keys, as some games wrote their files
KEY_ALIASES = {"statistiques": "stats", "types d'unité": "types", "marqueurs": "tokens", "états": "nouns",
               "colonnes de terrain": "nouns", "unites": "units", "caracteristiques": "stats"}
#: obvious typos of the printed rule texts, normalised for every game (docs/DSL.md lists them)
BASE_CORRECTIONS = (("Résolez", "Résolvez"), ("Pour suivre le Combat", "Poursuivre le Combat"),
                    ("Juggernaught", "Juggernaut"), ("HOME-BÊTE", "Homme-Bête"))
#: keys whose values are plain words, not nouns with a plural
PLAIN = ("stats", "blocks", "queries", "events", "permissions", "against", "after", "inert", "values", "attacks", "distant_modes", "feminine",
         "defence", "orders", "places", "sectors", "missed", "treated", "shot_zones", "shot", "wounds")
NOUN_CATEGORIES = ("units", "types", "modes", "terrains", "zones", "tokens", "actions", "steps", "nouns", "rules")
#: keys whose values are pairs « written -> meant »
PAIRS = ("corrections", "synonyms", "periods", "fought_in", "verbs")


def key(word: str) -> str:
    """How a written noun is looked up: lowercase, one space, the apostrophe ’ as '."""
    return " ".join(word.lower().replace("’", "'").split())


#: a capital's accent is often left out in print (the Epic sheet writes « Eclaireurs », « Etat d'Alerte »):
#: a rule's name is looked up with the accent of each word's first letter dropped
_INITIAL = str.maketrans("éèêëàâîïôûùç", "eeeeaaiiouuc")


def rule_key(word: str) -> str:
    """How a written rule's name is looked up: :func:`key`, each word's first letter without its
    accent (« Éclaireurs » is the sheet's « Eclaireurs »)."""
    return " ".join(w[:1].translate(_INITIAL) + w[1:] for w in key(word).split())


def plural_of(word: str) -> str:
    """French default plural of a (possibly multi-word) noun: the first word takes the s."""
    head, sep, tail = word.partition(" ")
    if head[-1:] in "sxz" or head.endswith("-"):
        return word
    return head + "s" + sep + tail


def _entries(value) -> tuple[tuple[str, str], ...]:
    out = []
    for item in value:
        if isinstance(item, str):
            item = (item, plural_of(item))
        sing, plur = item
        out.append((sing.strip(), plur.strip()))
    return tuple(out)


@attrs.frozen
class Vocabulary:
    """A game's nouns for the grammar. Every noun entry is ``(singular, plural)``.

    ``stats`` are the stat keys a unit block accepts; ``blocks`` the extra block
    keywords of faction files (``arme``, ``armée``, ``table``); ``corrections`` the
    obvious typos of the rule text normalised before parsing (each listed in
    docs/DSL.md); ``rules`` named rules a sentence may cite as a whole.
    """

    game: str = ""
    units: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    types: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    modes: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    terrains: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    zones: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    tokens: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    actions: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    nouns: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    #: the steps an action line is made of (Epic: « mouvement », « tir », « corps à corps »)
    steps: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    rules: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_entries)
    stats: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the values of a model's profile that rules change (« +1 en Force »): a game that has them
    #: reads profile rules (grammars/profil.lark); its synonyms give their abbreviations (« Fo »)
    values: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    blocks: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    corrections: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=lambda v: tuple(tuple(x) for x in v))
    #: other written forms of a noun, one meaning (« Svg -> sauvegarde », « mvt -> mouvement »):
    #: the AST holds the noun they stand for
    synonyms: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=lambda v: tuple(tuple(x) for x in v))
    #: the verbs the game says with the meaning of another, « said -> meant », infinitives (Pocket-Tactics
    #: « détruire -> battre »: a unit beaten is captured and leaves the map, « détruit » is « battu »); a
    #: passive follows its active (« être détruit » is « être battu »): :meth:`verb`
    verbs: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=lambda v: tuple(tuple(x) for x in v))
    #: the moments of the turn the game tells by an event, « said -> event kind » (PB « début de tour -> début de
    #: tour », « début de manche -> manche »; PT « fin de tour -> fin de tour »): « Au début de chaque tour, … »
    #: waits for that event; a moment not listed is refused
    periods: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=lambda v: tuple(tuple(x) for x in v))
    #: What the game's procedures ask (docs/DSL.md, « What a game answers »): the queries
    #: its procedures ask, the event kinds they emit, the action families whose « permis »
    #: query they ask. A game that declares them gets compile-time checks: an ability whose
    #: effect, trigger or prohibition the game never asks about is a RulesSemanticError.
    queries: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    events: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    permissions: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: of those, the families whose « permis » query names the unit fought (ctx ``adversaire``): a
    #: permission said against a unit (« ne peut pas attaquer un Druide », « … être attaqué par un
    #: Archer ») is one of theirs, any other is refused (the game would not say which unit it is)
    against: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the acts a « permis » query names as done before (ctx ``après``, PB: « Redéploiement d'Unité »):
    #: « … peut recevoir un ordre … même si elle a fait un Redéploiement d'Unité » names one of them
    after: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: queries a rule of the game answers but no procedure asks, on purpose and documented in the
    #: game's README (Epic: « cohésion », point formations have none): compiled, never refused
    inert: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the kinds of attack the game's attack queries name in their context (``ctx["attaque"]``: PT
    #: « Attaque Proche », « Attaque Distante »), among its actions: « est attaqué par une Attaque
    #: Distante » tests it, and what « ne peut être attaqué que par des Attaques Proches » leaves out
    #: is the others
    attacks: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the modes a distant attack may be made in (PT: Distance, Magie): a reach said of a mode
    #: (« attaquer avec Magie jusqu'à 2 tuiles ») is one of theirs, any other is refused
    distant_modes: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the feminine nouns (singular) whose gender a sentence may not show (« Les Sentinelles », « chaque
    #: Sorcière »): ``render`` agrees with them; a faction file adds its units « genre : féminin »
    feminine: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the moments of a fight in which a unit attacked throws dice (Pocket Battles: « Combat », its
    #: Riposte; under a Tir it throws none): « Lorsque cette Unité est attaquée par un Tir, elle lance
    #: un dé de plus » is refused. Empty: the game does not say (nothing is checked)
    defence: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the orders whose cost the game asks by name (the ``action`` of its cost query, PB: « Déplacement
    #: Tactique », « Charge », …): « Le Déplacement Tactique de cette Unité est gratuit » names one of them
    orders: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the zones a unit stands in, as the game's world names them (``match.zone_of(unit)``, PB: « Arrière »,
    #: « Zone Avant », « Zone de Combat »): « Tant qu'elle est à l'Arrière » tests it, another zone
    #: (« dans un Secteur ») is refused; empty: the game never says where a unit stands
    places: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: where the units of a fight stand while it is fought, « moment -> zone » (PB « Combat -> Zone de
    #: Combat »: a charge moves the charger and the unit charged into the Combat zone before a die is
    #: thrown): « À l'Arrière, cette Unité lance un dé de plus lors d'un Combat » would never act, and is
    #: refused. A moment not listed (PB « Tir »: from the Front, the Rear, …) is not checked
    fought_in: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=lambda v: tuple(tuple(x) for x in v))
    #: the divisions of the battlefield a unit stands in, as the game's world numbers them
    #: (``match.secteur_of(unit)``, PB: « Secteur »): « les Unités alliées du même Secteur » tests it; empty:
    #: the game never says in which one a unit stands, and such a qualifier is refused
    sectors: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: (lead-pb2) the questions whose rerolls may be of the dice that scored nothing (« relance ses dés ratés »,
    #: ``RelanceAccordee.rates``): the game tells which dice missed (PB: a die showing no printed face of the
    #: unit); empty: its dice are compared, none misses alone, and such a reroll is refused
    missed: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the types the game's procedures treat units by (Epic: « INF », « AV », « EG »: shots AP or AC, the terrain
    #: table's column, a war engine's damage): a type a faction file declares (« type Dreadnought ») says which
    #: of them it is treated as (« comme : AV »); empty: no procedure looks at a unit's type (Pocket-Tactics:
    #: only abilities name it), and a declared type is a noun of its sentences only
    treated: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: (lead-pb) the zones of its own sector a unit shoots at by the rules (PB: « Zone Avant », « Zone de Combat »;
    #: its Arrière only when no enemy stands before it): « peut tirer sur l'Arrière », said with no sector, is its own
    #: sector's and widens them; « peut tirer sur les Zones Avant » (its own) would change nothing and is refused
    shot_zones: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: the game's attack a unit makes when it shoots, in a game that gives no order « Tir » (PT: « Attaque
    #: Distante »): « ne peut pas tirer » = « ne peut pas effectuer d'Attaque Distante » (canonical.shot)
    shot: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: (lead-pb2) the token that marks a unit's wounds (PB: « Jeton Blessure »): « Si cette Unité est blessée » = « … porte
    #: au moins un Jeton Blessure »; empty: the game marks no wound on a unit, and « est blessée » is refused
    wounds: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    #: a game's own line grammar (docs/DSL.md, « A game's own grammar »); not part of eq/hash
    extension: "GrammarExtension | None" = attrs.field(default=None, eq=False, repr=False)

    # --- reading -------------------------------------------------------------
    @property
    def declares_asks(self) -> bool:
        """Does the game say what its procedures ask (so that compiling can check abilities)?"""
        return bool(self.queries or self.events or self.permissions)

    def forms(self) -> dict[str, tuple[str, str]]:
        """Every written form (lowercase) -> (category, singular). Computed once per vocabulary
        (the transformer asks it for every noun it reads)."""
        return _forms(self)

    def _forms(self) -> dict[str, tuple[str, str]]:
        out: dict[str, tuple[str, str]] = {}
        for cat in NOUN_CATEGORIES:
            for sing, plur in getattr(self, cat):
                out.setdefault(key(sing), (cat, sing))
                out.setdefault(key(plur), (cat, sing))
        for alias, meant in self.synonyms:
            if key(meant) in out:
                out.setdefault(key(alias), out[key(meant)])
        return out

    def verb(self, verbe: str) -> str:
        """The canonical verb of ``verbe`` in this game: the one its « verbes » say it means, the passive
        of the one its active means (« être détruit » -> « être battu »), else ``verbe`` itself."""
        from .verbs import ACTIVES, PASSIVES

        meant = dict(self.verbs)
        if verbe in meant:
            return meant[verbe]
        active = ACTIVES.get(verbe)
        return PASSIVES.get(meant.get(active), verbe) if active in meant else verbe

    def category(self, word: str) -> str | None:
        found = self.forms().get(key(word))
        return found[0] if found else None

    def is_step(self, word: str) -> bool:
        """Is ``word`` one of the steps an action line is made of (``gestes``), whatever else it is?"""
        low = word.lower()
        low = self.forms().get(low, (None, low))[1].lower()
        return any(low in (s.lower(), p.lower()) for s, p in self.steps)

    def singular(self, word: str) -> str:
        found = self.forms().get(key(word))
        return found[1] if found else word

    def plural(self, word: str) -> str:
        """The vocabulary's plural of a noun (its own casing), or ``word``."""
        sing = self.singular(word).lower()
        for cat in NOUN_CATEGORIES:
            for s, p in getattr(self, cat):
                if s.lower() == sing:
                    return p
        return word

    def named_orders(self) -> list[str]:
        """The permissions the game names by what the unit does (« Abandonner le Combat »,
        « Poursuivre le Combat »): capitalized as the game's names are, of several words, and no
        noun of the vocabulary (« Redéploiement d'Unité » is an action, « se déplacer » a verb the
        grammar knows). Read after « peut » as a verb phrase, its article free (« abandonner un Combat »)."""
        return sorted((p for p in self.permissions
                       if " " in p.strip() and p[:1].isupper() and self.category(p) is None),
                      key=lambda w: (-len(w), w))

    def all_forms(self) -> list[str]:
        """Every written form with its vocabulary casing, longest first."""
        seen = {}
        for cat in NOUN_CATEGORIES:
            for sing, plur in getattr(self, cat):
                seen.setdefault(sing.lower(), sing)
                seen.setdefault(plur.lower(), plur)
        for alias, _ in self.synonyms:
            seen.setdefault(alias.lower(), alias)
        return sorted(seen.values(), key=lambda w: (-len(w), w))

    def rule_forms(self) -> dict[str, str]:
        """Every written form of a named rule (lowercase) -> the rule's name: its two forms (the
        sheet's « Marcheurs / Marcheur »), and the vocabulary's synonyms of either (« Attaque
        supplémentaire -> Att. Supplémentaire », « macro-arme -> macro arme »)."""
        out = {}
        for sing, plur in self.rules:
            out.setdefault(key(sing), sing)
            out.setdefault(key(plur), sing)
        for alias, meant in self.synonyms:
            if key(meant) in out:
                out.setdefault(key(alias), out[key(meant)])
        return out

    def rule_name(self, written: str) -> str | None:
        """The named rule ``written`` names (capitals and their accents aside), or ``None``."""
        wanted = rule_key(written)
        for form, name in self.rule_forms().items():
            if rule_key(form) == wanted:
                return name
        return None

    def rule_named(self, written: str) -> str | None:
        """The named rule a whole name written on its own names (a faction's « capacités : »
        entry): :meth:`rule_name`, or the name whose words it spells out word for word, each in
        either number and an abbreviated word in full (« Attaques supplémentaires » is the
        sheet's « Att. Supplémentaire »). Not a lexer's form: in a sentence « une attaque
        supplémentaire » is a noun phrase."""
        found = self.rule_name(written)
        if found is not None:
            return found

        def same(word, form):
            if form.endswith("."):
                return len(form) > 2 and word.startswith(form[:-1])
            return word.rstrip("sx") == form.rstrip("sx")

        words = rule_key(written).split()
        for form, name in self.rule_forms().items():
            parts = rule_key(form).split()
            if len(parts) == len(words) and all(same(w, f) for w, f in zip(words, parts)):
                return name
        return None

    def canonical(self, word: str) -> str:
        """The vocabulary's own casing of a written form."""
        for form in self.all_forms():
            if key(form) == key(word):
                return form
        return word

    def value_forms(self) -> list[str]:
        """The profile values and their other spellings (« Fo » for « Force »), longest first."""
        low = {v.lower() for v in self.values}
        forms = set(self.values) | {alias for alias, meant in self.synonyms if meant.lower() in low}
        return sorted(forms, key=lambda w: (-len(w), w))

    def value(self, written: str) -> str:
        """The profile value a written form names (« fo » → « Force »)."""
        low = key(written)
        for v in self.values:
            if key(v) == low:
                return v
        for alias, meant in self.synonyms:
            if key(alias) == low:
                return self.value(meant)
        raise KeyError(written)

    def correct(self, text: str) -> str:
        for wrong, right in BASE_CORRECTIONS + self.corrections:
            text = re.sub(rf"(?<![\w-]){re.escape(wrong)}(?![\w-])", right, text)
        return text

    # --- combining -------------------------------------------------------------
    def merge(self, other: "Vocabulary") -> "Vocabulary":
        def join(a, b):
            return tuple(dict.fromkeys(tuple(a) + tuple(b)))

        return Vocabulary(
            game=self.game or other.game,
            stats=join(self.stats, other.stats),
            values=join(self.values, other.values),
            blocks=join(self.blocks, other.blocks),
            queries=join(self.queries, other.queries),
            events=join(self.events, other.events),
            permissions=join(self.permissions, other.permissions),
            against=join(self.against, other.against),
            after=join(self.after, other.after),
            inert=join(self.inert, other.inert),
            attacks=join(self.attacks, other.attacks),
            distant_modes=join(self.distant_modes, other.distant_modes),
            feminine=join(self.feminine, other.feminine),
            defence=join(self.defence, other.defence),
            orders=join(self.orders, other.orders),
            places=join(self.places, other.places),
            fought_in=join(self.fought_in, other.fought_in),
            sectors=join(self.sectors, other.sectors),
            missed=join(self.missed, other.missed),
            treated=join(self.treated, other.treated),
            shot_zones=join(self.shot_zones, other.shot_zones),
            shot=join(self.shot, other.shot),
            wounds=join(self.wounds, other.wounds),
            corrections=join(self.corrections, other.corrections),
            synonyms=join(self.synonyms, other.synonyms),
            periods=join(self.periods, other.periods),
            verbs=join(self.verbs, other.verbs),
            extension=self.extension or other.extension,
            **{c: join(getattr(self, c), getattr(other, c)) for c in NOUN_CATEGORIES},
        )

    # --- the text file ---------------------------------------------------------
    @classmethod
    def from_text(cls, text: str, file: str | None = None) -> "Vocabulary":
        values: dict[str, list] = {}
        logical: list[tuple[int, str]] = []
        for number, raw in enumerate(text.splitlines(), 1):
            stripped = raw.strip()
            if not stripped or stripped.startswith("#"):
                continue
            if raw[:1] in " \t" and logical:
                logical[-1] = (logical[-1][0], logical[-1][1] + " " + stripped)
            else:
                logical.append((number, stripped))
        for number, line in logical:
            key, sep, rest = line.partition(":")
            key = key.strip().lower()
            if sep and key in KEY_ALIASES:
                key = next(k for k, a in KEYS.items() if a == KEY_ALIASES[key])
            if not sep or key not in KEYS:
                guess = suggest(key, KEYS)
                raise RulesSyntaxError(
                    f"clé de vocabulaire inconnue « {key} »" if sep else "ligne sans « clé : valeurs »",
                    text=text, file=file, line=number, column=1, expected=tuple(KEYS), suggestion=guess,
                )
            attr = KEYS[key]
            items = [i.strip() for i in rest.split(",") if i.strip()]
            if attr == "game":
                values["game"] = rest.strip()
            elif attr in PAIRS:
                pairs = []
                for item in items:
                    wrong, arrow, right = item.partition("->")
                    if not arrow:
                        raise RulesSyntaxError(f"une ligne « {key} » s'écrit « écrit -> voulu »", text=text,
                                               file=file, line=number, column=1, expected=("->",))
                    pairs.append((wrong.strip(), right.strip()))
                values.setdefault(attr, []).extend(pairs)
            elif attr in PLAIN:
                values.setdefault(attr, []).extend(items)
            else:
                entries = []
                for item in items:
                    sing, slash, plur = item.partition("/")
                    entries.append((sing.strip(), plur.strip() if slash else plural_of(sing.strip())))
                values.setdefault(attr, []).extend(entries)
        return cls(**values)

    @classmethod
    def from_mapping(cls, data: dict) -> "Vocabulary":
        """A vocabulary from ``{key: [words]}`` (file keys or attribute names; unknown keys are nouns)."""
        values: dict[str, list] = {}
        for key, words in data.items():
            attr = KEYS.get(key) or KEY_ALIASES.get(key) or (key if key in attrs.fields_dict(cls) else "nouns")
            if attr == "game":
                values["game"] = words if isinstance(words, str) else ""
                continue
            if isinstance(words, str):
                words = [w.strip() for w in words.split(",") if w.strip()]
            items = []
            for w in words:
                if isinstance(w, str) and "/" in w and attr not in PLAIN:
                    a, _, b = w.partition("/")
                    w = (a.strip(), b.strip())
                elif isinstance(w, str) and "->" in w and attr in PAIRS:
                    a, _, b = w.partition("->")
                    w = (a.strip(), b.strip())
                items.append(w)
            values.setdefault(attr, []).extend(items)
        return cls(**values)

    @classmethod
    def coerce(cls, value) -> "Vocabulary":
        """Whatever a plugin's ``rulekit_vocabulary`` returned: a Vocabulary, a mapping, or a file path."""
        if isinstance(value, Vocabulary):
            return value
        if isinstance(value, dict):
            return cls.from_mapping(value)
        if isinstance(value, (str, Path)):
            return cls.from_file(value)
        raise TypeError(f"a game vocabulary must be a rulekit.dsl.Vocabulary, a dict or a path, not {type(value).__name__}")

    @classmethod
    def from_file(cls, path) -> "Vocabulary":
        """A vocabulary file: UTF-8 (a BOM allowed, else an error naming the file), NFC-normalised
        like every text the DSL reads (docs/DSL.md, « Input »)."""
        from . import source

        path = Path(path)
        return cls.from_text(source.clean(source.read_text(path)), file=str(path))


EMPTY = Vocabulary()


@functools.lru_cache(maxsize=64)
def _forms(vocabulary: Vocabulary) -> dict[str, tuple[str, str]]:
    return vocabulary._forms()


def for_game(game: str | None) -> Vocabulary:
    """The merged vocabulary that plugins give for ``game``; all games' when None."""
    from .. import plugins

    if game is None:
        names = list(plugins.games())
        vocab = EMPTY
        for name in names:
            for v in plugins.vocabulary(name):
                vocab = vocab.merge(Vocabulary.coerce(v))
        return attrs.evolve(vocab, extension=None)  # a game's own grammar reads only its own text
    vocab = EMPTY
    for v in plugins.vocabulary(game):
        vocab = vocab.merge(Vocabulary.coerce(v))
    return attrs.evolve(vocab, game=game)
