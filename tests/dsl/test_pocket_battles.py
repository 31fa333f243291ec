"""The 16 Pocket Battles characteristics (seed 000, as worded; « +x » with x = 1): typed ASTs,
and each compiled characteristic's answer on a crafted state (queries and triggers of the
contract in docs/DSL.md)."""

from pathlib import Path

import attrs
import pytest

import rulekit
from rulekit import Event, dsl
from rulekit.dsl import ast as A

DATA = Path(__file__).parent / "data"
PB_VOCAB = Path(__file__).parents[2] / "games" / "pocket_battles" / "vocabulaire.txt"


@pytest.fixture(scope="module")
def vocab():
    v = dsl.Vocabulary.from_file(DATA / "corrections_pocket_battles.txt")
    if PB_VOCAB.exists():
        v = v.merge(dsl.Vocabulary.from_file(PB_VOCAB))
    else:  # the game's vocabulary is not there yet: the test copy
        v = v.merge(dsl.Vocabulary.from_file(DATA / "vocabulaire_pocket_battles.txt"))
    return v


@pytest.fixture(scope="module")
def seed():
    out = {}
    for line in (DATA / "seed_pocket_battles.txt").read_text(encoding="utf-8").splitlines():
        name, _, text = line.partition(" : ")
        out[name.replace("+x", "+1")] = text
    return out


def ability(seed, vocab, name):
    return dsl.compile_ability(dsl.parse_ability(seed[name], vocabulary=vocab), name=name, vocabulary=vocab)


@attrs.define(eq=True)
class Board(dsl.World, rulekit.Match):
    owners: dict[str, int] = attrs.Factory(dict)
    tokens: dict[str, int] = attrs.Factory(dict)
    calls: list[tuple] = attrs.Factory(list)
    held: dict[str, list] = attrs.field(factory=dict, eq=False)

    def start(self):
        pass

    def owner(self, unit):
        return self.owners[unit]

    def unit_name(self, unit):
        return unit

    def tokens_on(self, unit, noun):
        assert noun == "Jeton Ordre"
        return self.tokens.get(unit, 0)

    def abilities_in_play(self):
        return [(u, a) for u, abs_ in sorted(self.held.items()) for a in abs_]

    def __getattr__(self, name):  # the game's procedures: record the call
        if name in ("donner_ordres", "recuperer_blessure", "ordre_pour_de", "mettre_de_cote", "charger_encore",
                    "rendre_jeton"):
            return lambda *args: self.calls.append((name,) + args)
        raise AttributeError(name)


def board(**held):
    b = Board(game="t", owners={"a": 0, "b": 0, "e": 1}, tokens={"a": 2})
    b.held = held
    return b


@attrs.frozen
class OrdreDonne(Event):
    kind = "ordre donné"
    joueur: int
    unite: str
    action: str


@attrs.frozen
class AttaqueResolue(Event):
    kind = "attaque résolue"
    attaquant: str
    cible: str
    charge: bool
    coups: int
    detruite: bool


@attrs.frozen
class Utilisee(Event):
    kind = "caractéristique utilisée"
    unite: str
    nom: str


@attrs.frozen
class Detruite(Event):
    kind = "unité détruite"
    unite: str


def test_all_sixteen_parse_into_typed_asts(seed, vocab):
    assert len(seed) == 16
    for name, text in seed.items():
        assert isinstance(dsl.parse_ability(text, vocabulary=vocab), A.Capacite), name


def test_x_takes_its_value_from_the_name(seed, vocab):
    tree = dsl.parse_ability(seed["+1 Combat"], vocabulary=vocab)
    assert tree.phrases[0].effets[0].action == A.DesSupplementaires("x")
    two = dsl.compile_ability(tree, name="+2 Combat", vocabulary=vocab)
    assert board(a=[two]).query("dés de combat", 1, unite="a", moment="Combat") == 3
    with pytest.raises(dsl.CompileError):
        dsl.compile_ability(tree, name="Combat", vocabulary=vocab)


# the attack queries say when (``moment``: « Combat » or « Tir ») and whether the unit charges
@pytest.mark.parametrize("name, query, ctx, before, after", [
    ("+1 Combat", "dés de combat", {"moment": "Combat"}, 1, 2),
    ("+1 Tirs", "dés de tir", {"moment": "Tir"}, 1, 2),
    ("Impulsion", "dés de charge", {"moment": "Combat", "charge": True}, 1, 2),
    ("Impulsion", "dés de combat", {"moment": "Combat", "charge": True}, 2, 2),
    ("Fureur", "dés de combat", {"moment": "Combat"}, 1, 3),            # two Order tokens on it
    ("+1 Blessures", "coups", {"moment": "Combat"}, 2, 3),
    ("+1 Blessures", "coups", {"moment": "Tir"}, 1, 2),
    ("+1 Blessures", "coups", {"moment": "Combat"}, 0, 0),
    ("Réactive", "coût d'ordre", {"ordres": 2}, 3, 2),
    ("Réactive", "coût d'ordre", {"ordres": 0}, 1, 1),
    ("Lent", "permis", {"action": "Redéploiement d'Unité"}, True, False),
    ("Lent", "permis", {"action": "tirer"}, True, True),
    ("Longue Portée", "permis", {"action": "tirer", "depuis": "Arrière"}, False, True),
    ("Longue Portée", "permis", {"action": "tirer", "depuis": "Arrière", "cible_charge": True}, False, False),
    ("Arc Large", "permis", {"action": "tirer", "zone": "Zone Avant", "secteur": "adjacent"}, False, True),
    ("Arc Large", "permis", {"action": "tirer", "zone": "Arrière", "secteur": "adjacent"}, False, False),
    ("Rapide", "permis", {"action": "Action", "après": "Redéploiement d'Unité"}, False, True),
])
def test_modifiers(seed, vocab, name, query, ctx, before, after):
    b = board(a=[ability(seed, vocab, name)])
    assert b.query(query, before, unite="a", **ctx) == after
    assert b.query(query, before, unite="b", **ctx) == before       # only its bearer


def test_meneur_gives_its_owner_a_token_and_gives_it_back(seed, vocab):
    b = board(a=[ability(seed, vocab, "Meneur")])
    assert b.query("jetons", 3, joueur=0) == 4 and b.query("jetons", 3, joueur=1) == 3
    b.emit(Detruite("a"))
    assert b.calls == [("rendre_jeton", 0)]


@pytest.mark.parametrize("name, call", [("Ordre Double", ("donner_ordres", "a", 2)),
                                        ("Santé", ("recuperer_blessure", "a"))])
def test_activated_characteristics(seed, vocab, name, call):
    b = board(a=[ability(seed, vocab, name)])
    assert b.query("actions spéciales", (), unite="a") == (name,)
    assert b.query("actions spéciales", (), unite="b") == ()
    b.emit(Utilisee("b", name))
    b.emit(Utilisee("a", "autre"))
    assert b.calls == []
    b.emit(Utilisee("a", name))
    assert b.calls == [call]


def test_exciter_offers_an_order_for_one_more_die(seed, vocab):
    b = board(a=[ability(seed, vocab, "Exciter")])
    b.emit(OrdreDonne(1, "e", "charger"))          # the opponent's order
    b.emit(OrdreDonne(0, "b", "redéployer"))       # not one of the three orders
    assert b.calls == []
    b.emit(OrdreDonne(0, "b", "Poursuivre le Combat"))
    b.emit(OrdreDonne(0, "b", "charger"))
    assert b.calls == [("ordre_pour_de", "a", "b", 1)] * 2


def test_dissoudre_and_ecraser(seed, vocab):
    b = board(a=[ability(seed, vocab, "Dissoudre"), ability(seed, vocab, "Ecraser")])
    b.emit(AttaqueResolue("a", "e", False, 0, False))   # no hit: nothing
    b.emit(AttaqueResolue("a", "e", False, 2, True))    # destroyed: not Dissoudre; no charge: not Ecraser
    assert b.calls == []
    b.emit(AttaqueResolue("a", "e", False, 1, False))
    assert b.calls == [("mettre_de_cote", 1)]
    b.emit(AttaqueResolue("a", "e", True, 3, True))
    assert b.calls[-1] == ("charger_encore", "a", True)  # « elle doit … Charger »: imposed
    b.emit(AttaqueResolue("b", "e", True, 3, True))     # another unit's charge
    assert len(b.calls) == 2
