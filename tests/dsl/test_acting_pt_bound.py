"""Pocket-Tactics: each sentence acts on the unit it names, in the circumstance it says, by the
amount it says, and nowhere else. One fight is laid out around the bearer (it attacks or
defends, in one mode, on one terrain, next to some units), and the dice and reroll grants the
game asks of each side are read with and without the sentence: the difference must be exactly
the one the row expects, and nothing in the scenarios the row leaves out.

Every card in a scenario rolls 2 dice of each kind in each mode and has no ability but the
sentence, so that one die fewer, a die of the other side and a grant to the wrong unit show.
"""

import pytest

from rulekit_games.pocket_tactics import attaque, relances

from .acting import NEUTRAL, pt_declare, pt_give, pt_labels, pt_position

EVEN = {"Mêlée": (2, 2), "Distance": (2, 2), "Magie": (2, 2)}
ZERO = (0, 0, 0, 0)
#: the fights a row may name: the bearer attacks (« att ») or defends (« déf »), in a mode
FIGHTS = [(role, mode) for role in ("att", "déf") for mode in ("Mêlée", "Distance", "Magie")]


def _bare(monkeypatch, *cards):
    for card in cards:
        pt_give(monkeypatch, card, dice=EVEN)


def fight(card, role, mode, opp="Druide", terrain=NEUTRAL, others=None, distant=None):
    """The match right after the attack of that fight is declared: the bearer (``card``) at 1,0
    (player 0), its opponent at 2,0 (player 1), ``others`` placed too; a distant attack with
    Distance, a close one otherwise (``distant=True``: Magie from afar)."""
    units = {"1,0": (0, card), "2,0": (1, opp), **(others or {})}
    tiles = {cell: NEUTRAL for cell in units}
    tiles["1,0"] = terrain
    kind = "distante" if (mode == "Distance" if distant is None else distant) else "proche"
    who, src = (card, "1,0") if role == "att" else (opp, "2,0")
    m = pt_position(units, tiles, player=0 if role == "att" else 1)
    whom, dst = (opp, "2,0") if role == "att" else (card, "1,0")
    return pt_declare(m, f"attaque {kind} ({mode}) : {who} en {src} contre {whom} en {dst}")


def read(m, role):
    """((bearer attack, defence), (opponent attack, defence), bearer grants, opponent grants)."""
    me, it = m.unit_at("1,0"), m.unit_at("2,0")
    mine, its = ("attaque", "défense") if role == "att" else ("défense", "attaque")
    dice = tuple(attaque.dice_of(m, u, k, r) for u, r in ((me, mine), (it, its)) for k in (0, 1))
    grants = tuple(tuple((g.qui, g.des, g.tous, g.fois, g.valeurs, g.obligatoire)
                         for g in relances.ability_grants(m, u, o, r)) for u, o, r in ((me, it, mine), (it, me, its)))
    return dice, grants


def changes(monkeypatch, card, sentence, role, mode, opp="Druide", others=None, **kw):
    """What ``sentence`` on ``card`` changes in that fight: dice (bearer attack, defence, opponent
    attack, defence) and the grants of each side it adds."""
    _bare(monkeypatch, card, opp, *(c for _, c in (others or {}).values()))
    before = read(fight(card, role, mode, opp, others=others, **kw), role)
    pt_give(monkeypatch, card, sentence, dice=EVEN)
    after = read(fight(card, role, mode, opp, others=others, **kw), role)
    delta = tuple(a - b for a, b in zip(after[0], before[0]))
    added = tuple(tuple(g for g in a if g not in b) for a, b in zip(after[1], before[1]))
    return delta, added


def check_dice(monkeypatch, card, sentence, expected, **kw):
    for role, mode in FIGHTS:
        delta, _ = changes(monkeypatch, card, sentence, role, mode, **kw)
        assert delta == expected.get((role, mode), ZERO), (role, mode, delta)


def every(role, delta, modes=("Mêlée", "Distance", "Magie")):
    return {(role, m): delta for m in modes}


# --- the bearer's own dice, in one role, one mode -----------------------------------------------
@pytest.mark.parametrize("card, sentence, expected", [
    ("Archer", "Chaque Archer lance un dé supplémentaire lorsqu'il attaque.", every("att", (1, 0, 0, 0))),
    ("Archer", "Les Archers lancent un dé supplémentaire lorsqu'ils attaquent.", every("att", (1, 0, 0, 0))),
    ("Conscrit", "Les Conscrits lancent chacun un dé d'attaque de plus lorsqu'ils attaquent.", every("att", (1, 0, 0, 0))),
    ("Épéiste", "Lorsqu'un Épéiste attaque avec Mêlée, il lance un dé supplémentaire.", {("att", "Mêlée"): (1, 0, 0, 0)}),
    ("Épéiste", "Quand un Épéiste attaque au corps à corps, il lance un dé supplémentaire.", {("att", "Mêlée"): (1, 0, 0, 0)}),
    ("Sorcière de la Forêt", "Quand une Sorcière de la Forêt attaque en Magie, elle lance un dé d'attaque supplémentaire.",
     {("att", "Magie"): (1, 0, 0, 0)}),
    ("Sorcière de la Forêt", "Lorsqu'elles attaquent avec Magie, les Sorcières de la Forêt lancent un dé supplémentaire.",
     {("att", "Magie"): (1, 0, 0, 0)}),
    ("Archer", "Un Archer lance deux dés supplémentaires lorsqu'il attaque à distance.", {("att", "Distance"): (2, 0, 0, 0)}),
    ("Homme-Bête Juggernaut", "Un Homme-Bête Juggernaut lance un dé de moins lorsqu'il attaque à distance.",
     {("att", "Distance"): (-1, 0, 0, 0)}),
    ("Lancier", "Lorsqu'il se défend, un Lancier lance un dé de plus.", every("déf", (0, 1, 0, 0))),
    ("Lancier", "Lorsqu'un Lancier est attaqué au corps à corps, il lance un dé de défense supplémentaire.",
     {("déf", "Mêlée"): (0, 1, 0, 0)}),
    ("Lancier", "Les Lanciers lancent un dé de défense supplémentaire s'ils sont attaqués en Mêlée.",
     {("déf", "Mêlée"): (0, 1, 0, 0)}),
])
def test_the_bearer_s_dice_in_its_role_and_mode(monkeypatch, card, sentence, expected):
    check_dice(monkeypatch, card, sentence, expected)


# --- a roll named, in every role (the attacker rolls defence dice, the defender attack dice) -----
@pytest.mark.parametrize("card, sentence, delta, modes", [
    ("Archer", "Un Archer lance un dé d'attaque de moins.", (-1, 0, 0, 0), ("Mêlée", "Distance", "Magie")),
    ("Épéiste", "Un Épéiste lance 2 dés d'attaque supplémentaires.", (2, 0, 0, 0), ("Mêlée", "Distance", "Magie")),
    ("Épéiste", "Un Épéiste gagne +1 dé d'attaque.", (1, 0, 0, 0), ("Mêlée", "Distance", "Magie")),
    # « en attaque » after a roll says which roll (the project's reading: « +2 en défense » = two defence dice)
    ("Épéiste", "En attaque, un Épéiste lance un dé de plus.", (1, 0, 0, 0), ("Mêlée", "Distance", "Magie")),
    ("Épéiste", "Un Épéiste lance un dé de plus en attaque.", (1, 0, 0, 0), ("Mêlée", "Distance", "Magie")),
    ("Lancier", "En défense, un Lancier lance un dé supplémentaire.", (0, 1, 0, 0), ("Mêlée", "Distance", "Magie")),
    ("Druide", "En Magie, un Druide lance 2 dés d'attaque supplémentaires.", (2, 0, 0, 0), ("Magie",)),
    ("Mage Rouge", "Un Mage Rouge dispose d'un dé d'attaque supplémentaire en Magie.", (1, 0, 0, 0), ("Magie",)),
    ("Lancier", "Un Lancier lance un dé de défense supplémentaire en Mêlée.", (0, 1, 0, 0), ("Mêlée",)),
    ("Archer", "Les Archers ont -1 en défense au corps à corps.", (0, -1, 0, 0), ("Mêlée",)),
    ("Lancier", "Un Lancier lance un dé supplémentaire en défense et un dé de moins en attaque.", (-1, 1, 0, 0),
     ("Mêlée", "Distance", "Magie")),
])
def test_a_named_roll_changes_in_both_roles(monkeypatch, card, sentence, delta, modes):
    """The bearer of the sentence is the Druide's opponent: not its own dice."""
    opp = "Lancier" if card == "Druide" else "Druide"
    check_dice(monkeypatch, card, sentence, {**every("att", delta, modes), **every("déf", delta, modes)}, opp=opp)


# --- the terrain the bearer stands on ----------------------------------------------------------
@pytest.mark.parametrize("sentence", [
    "Un Épéiste sur une tuile Forêt lance un dé d'attaque supplémentaire.",
    "Si un Épéiste se trouve sur une tuile Forêt, il lance un dé d'attaque supplémentaire.",
    "Les Épéistes lancent un dé d'attaque supplémentaire lorsqu'ils sont sur une tuile Forêt.",
    "Un Épéiste ajoute 1 dé à son attaque lorsqu'il est sur une tuile Forêt.",
])
@pytest.mark.parametrize("terrain, n", [("Forêt", 1), ("Champs", 0)])
def test_the_bearer_on_a_terrain(monkeypatch, sentence, terrain, n):
    check_dice(monkeypatch, "Épéiste", sentence, {**every("att", (n, 0, 0, 0)), **every("déf", (n, 0, 0, 0))},
               terrain=terrain)


# --- the unit it fights ------------------------------------------------------------------------
@pytest.mark.parametrize("card, sentence, expected", [
    ("Lancier", "Lorsqu'un Lancier se défend, son adversaire lance un dé de moins.", every("déf", (0, 0, -1, 0))),
    ("Jeune Fille au Bouclier", "Lorsqu'une Jeune Fille au Bouclier se défend, l'attaquant perd un dé.",
     every("déf", (0, 0, -1, 0))),
    ("Ranger Maudit", "Lorsqu'un Ranger Maudit est attaqué en Mêlée, son adversaire perd un dé d'attaque.",
     {("déf", "Mêlée"): (0, 0, -1, 0)}),
    ("Lancier", "Quand un Lancier attaque, le défenseur perd un dé de défense.", every("att", (0, 0, 0, -1))),
    ("Conscrit", "L'adversaire lance un dé de défense de moins contre un Conscrit.", every("att", (0, 0, 0, -1))),
    ("Conscrit", "Lorsqu'un Conscrit attaque, son adversaire lance un dé de défense de moins.", every("att", (0, 0, 0, -1))),
])
def test_the_opponent_s_dice(monkeypatch, card, sentence, expected):
    check_dice(monkeypatch, card, sentence, expected)


@pytest.mark.parametrize("card, sentence, kind, extra", [
    ("Épéiste", "Un Épéiste gagne un dé d'attaque contre un Druide.", "Druide", True),
    ("Épéiste", "Un Épéiste gagne un dé d'attaque contre un Druide.", "Lancier", False),
    ("Épéiste", "L'Épéiste lance un dé de plus quand il attaque un Homme-Bête.", "Homme-Bête Stalker", True),
    ("Épéiste", "L'Épéiste lance un dé de plus quand il attaque un Homme-Bête.", "Druide", False),
])
def test_against_a_kind_of_unit(monkeypatch, card, sentence, kind, extra):
    delta, _ = changes(monkeypatch, card, sentence, "att", "Mêlée", opp=kind)
    assert delta == ((1, 0, 0, 0) if extra else ZERO)
    assert changes(monkeypatch, card, sentence, "déf", "Mêlée", opp=kind)[0] == ZERO


# --- the bearer's neighbours: a condition on it --------------------------------------------------
@pytest.mark.parametrize("card, sentence, friend, delta", [
    ("Conscrit", "Un Conscrit lance un dé d'attaque supplémentaire quand il est adjacent à un autre Conscrit.",
     "Conscrit", (1, 0, 0, 0)),
    ("Conscrit", "Un Conscrit situé à côté d'un Lancier lance un dé de défense supplémentaire.", "Lancier", (0, 1, 0, 0)),
    ("Conscrit", "Les Conscrits adjacents à un Lancier lancent un dé de défense supplémentaire.", "Lancier", (0, 1, 0, 0)),
])
@pytest.mark.parametrize("where", ["1,1", "4,4"])
def test_a_condition_on_the_bearer_s_neighbours(monkeypatch, card, sentence, friend, delta, where):
    near = where == "1,1"
    for role in ("att", "déf"):
        got, _ = changes(monkeypatch, card, sentence, role, "Mêlée", others={where: (0, friend)})
        assert got == (delta if near else ZERO), role


AURA = "Les Conscrits adjacents à un Lancier lancent un dé de défense supplémentaire."
ENEMY_AURA = "Les Conscrits ennemis adjacents à un Lancier lancent un dé de défense de moins."


@pytest.mark.parametrize("side, delta", [(0, (0, 1, 0, 0)), (1, ZERO)])
def test_an_aura_borne_by_its_group_is_of_the_anchor_s_side(monkeypatch, side, delta):
    """The Conscrit bears it: a Lancier of its own side next to it gives the die, an enemy one not
    (a mirror match: the Conscrit fights an Épéiste)."""
    for role in ("att", "déf"):
        got, _ = changes(monkeypatch, "Conscrit", AURA, role, "Mêlée", opp="Épéiste",
                         others={"1,1": (side, "Lancier")})
        assert got == delta, role


def test_an_aura_borne_by_its_anchor_is_of_its_side(monkeypatch):
    """The Lancier bears it: the Conscrits of its side next to it roll one more defence die (with or
    without the sentence, the friendly Conscrit at 1,0 fights); the enemy Conscrit it fights, none,
    unless the sentence says « ennemis »."""
    _bare(monkeypatch, "Conscrit", "Druide", "Lancier")
    for role in ("att", "déf"):
        before = read(fight("Conscrit", role, "Mêlée", "Druide", others={"1,1": (0, "Lancier")}), role)
        pt_give(monkeypatch, "Lancier", AURA, dice=EVEN)
        after = read(fight("Conscrit", role, "Mêlée", "Druide", others={"1,1": (0, "Lancier")}), role)
        pt_give(monkeypatch, "Lancier", dice=EVEN)
        assert tuple(a - b for a, b in zip(after[0], before[0])) == (0, 1, 0, 0), role
    for role in ("att", "déf"):
        assert changes(monkeypatch, "Lancier", AURA, role, "Mêlée", opp="Conscrit")[0] == ZERO, role
        assert changes(monkeypatch, "Lancier", ENEMY_AURA, role, "Mêlée", opp="Conscrit")[0] == (0, 0, 0, -1), role


# --- a bonus per unit around the bearer: « pour chaque allié adjacent » ---------------------------
ALLIES = [{}, {"0,0": (0, "Conscrit")}, {"0,0": (0, "Conscrit"), "0,1": (0, "Lancier")}]


@pytest.mark.parametrize("sentence, kind", [
    ("Un Conscrit lance un dé de défense supplémentaire pour chaque allié adjacent.", 1),
    ("Un Conscrit lance un dé d'attaque de plus par unité alliée adjacente.", 0),
    ("Un Conscrit lance +1 dé d'attaque pour chaque unité alliée adjacente.", 0),
])
@pytest.mark.parametrize("n", [0, 1, 2])
def test_dice_grow_with_the_allies_around_the_bearer(monkeypatch, sentence, kind, n):
    """0, 1, 2 allies next to the Conscrit: 0, 1, 2 more dice of the roll it names, in both roles;
    an enemy next to it (another than its opponent) counts for nothing, a far ally neither."""
    for role in ("att", "déf"):
        got, _ = changes(monkeypatch, "Conscrit", sentence, role, "Mêlée", others=ALLIES[n])
        assert got == tuple(n if i == kind else 0 for i in range(4)), (role, n)
    others = {**ALLIES[n], "1,1": (1, "Homme-Bête Stalker"), "4,4": (0, "Lancier")}
    got, _ = changes(monkeypatch, "Conscrit", sentence, "déf", "Mêlée", others=others)
    assert got == tuple(n if i == kind else 0 for i in range(4))


@pytest.mark.parametrize("enemies, n", [({}, 1), ({"1,1": (1, "Homme-Bête Stalker")}, 2), ({"0,0": (0, "Conscrit")}, 1)])
def test_dice_grow_with_the_enemies_around_the_bearer(monkeypatch, enemies, n):
    """« pour chaque unité ennemie adjacente »: the opponent it fights is one of them."""
    sentence = "Un Conscrit lance +1 dé de défense pour chaque unité ennemie adjacente."
    got, _ = changes(monkeypatch, "Conscrit", sentence, "déf", "Magie", others=enemies)
    assert got == (0, n, 0, 0)


def test_a_count_with_nowhere_to_count_is_refused():
    from rulekit import dsl

    with pytest.raises(dsl.RulesSemanticError, match="compter où"):
        dsl.compile_ability(dsl.parse_ability("Un Conscrit lance un dé de défense supplémentaire pour chaque "
                                              "unité alliée.", game="pocket_tactics"),
                            name="T", vocabulary=dsl.vocabulary_of("pocket_tactics"))


@pytest.mark.parametrize("sentence", ["Un Épéiste sans allié adjacent lance un dé d'attaque supplémentaire."])
@pytest.mark.parametrize("where, n", [("1,1", 0), ("4,4", 1)])
def test_a_bearer_without_an_adjacent_ally(monkeypatch, sentence, where, n):
    got, _ = changes(monkeypatch, "Épéiste", sentence, "att", "Mêlée", others={where: (0, "Conscrit")})
    assert got == (n, 0, 0, 0)


# --- rerolls: whose, of which roll, when ---------------------------------------------------------
MAY_ONE = ("soi", "tous", False, 1, (), False)  # « peut relancer un dé »
FORCES = ("adversaire", "tous", False, 1, (), False)  # « peut obliger son adversaire à relancer un dé »
SIXES = ("soi", "tous", False, 1, (6,), True)  # « (son adversaire) doit relancer ses 6 »


def check_grants(monkeypatch, card, sentence, expected, **kw):
    """``expected``: fight -> (grants added to the bearer, grants added to its opponent)."""
    for role, mode in FIGHTS:
        _, added = changes(monkeypatch, card, sentence, role, mode, **kw)
        assert added == expected.get((role, mode), ((), ())), (role, mode, added)


def both(role, mine=(), its=()):
    return every(role, (tuple(mine), tuple(its)))


@pytest.mark.parametrize("card, sentence, expected, kw", [
    ("Archer", "Lorsqu'un Archer attaque, il peut obliger son adversaire à relancer un dé.", both("att", [FORCES]), {}),
    ("Druide", "Un Druide peut obliger son adversaire à relancer un dé.",
     {**both("att", [FORCES]), **both("déf", [FORCES])}, {"opp": "Lancier"}),
    ("Archer", "Quand un Archer tire, son adversaire relance ses 6 en défense.",
     {("att", "Distance"): ((), (("soi", "défense", False, 1, (6,), True),))}, {}),
    ("Épéiste", "Votre adversaire relance ses dés d'attaque de valeur 6 contre un Épéiste.",
     both("déf", its=[("soi", "attaque", False, 1, (6,), True)]), {}),
    ("Druide", "Quand un Druide est attaqué, l'unité qui l'attaque doit relancer ses 6.", both("déf", its=[SIXES]),
     {"opp": "Lancier"}),
    ("Épéiste", "Lorsqu'un Épéiste combat, son adversaire relance ses 6.",
     {**both("att", its=[SIXES]), **both("déf", its=[SIXES])}, {}),
    ("Druide", "Lorsqu'un Druide se défend, vous pouvez relancer l'un de ses dés.", both("déf", [MAY_ONE]),
     {"opp": "Lancier"}),
    ("Sorcière de la Forêt", "Lorsqu'elles attaquent, les Sorcières de la Forêt peuvent relancer un dé.",
     both("att", [MAY_ONE]), {"opp": "Lancier"}),
    ("Jeune Fille au Bouclier", "Les Jeunes Filles au Bouclier relancent leurs 1 lorsqu'elles se défendent.",
     both("déf", [("soi", "tous", False, 1, (1,), True)]), {}),
    ("Archer", "Un Archer qui se défend sur une tuile Colline relance un dé de défense.",
     both("déf", [("soi", "défense", False, 1, (), True)]), {"terrain": "Colline"}),
    ("Archer", "Un Archer qui se défend sur une tuile Colline relance un dé de défense.", {}, {"terrain": "Champs"}),
    ("Archer", "Les Archers peuvent relancer un dé d'attaque quand ils sont sur une tuile Colline.",
     {**both("att", [("soi", "attaque", False, 1, (), False)]), **both("déf", [("soi", "attaque", False, 1, (), False)])},
     {"terrain": "Colline"}),
    ("Archer", "Les Archers peuvent relancer un dé d'attaque quand ils sont sur une tuile Colline.", {},
     {"terrain": "Village"}),
    ("Sorcière de la Forêt", "Contre un Homme-Bête, une Sorcière de la Forêt peut relancer un dé.", both("att", [MAY_ONE]),
     {"opp": "Homme-Bête Stalker"}),
    ("Sorcière de la Forêt", "Contre un Homme-Bête, une Sorcière de la Forêt peut relancer un dé.", {}, {"opp": "Lancier"}),
])
def test_rerolls_of_the_right_unit(monkeypatch, card, sentence, expected, kw):
    check_grants(monkeypatch, card, sentence, expected, **kw)


ALL_DEFENCE = ("soi", "défense", True, 1, (), False)  # « peut relancer tous ses dés de défense »
ALL_ATTACK = ("soi", "attaque", True, 1, (), False)


@pytest.mark.parametrize("card, sentence, expected", [
    # the attacker rolls defence dice too: « se défend », « est attaqué » say the bearer is the one attacked
    ("Homme-Bête Juggernaut", "Quand un Homme-Bête Juggernaut se défend, vous pouvez relancer tous ses dés de défense.",
     both("déf", [ALL_DEFENCE])),
    ("Homme-Bête Juggernaut", "Lorsqu'un Homme-Bête Juggernaut est attaqué, vous pouvez relancer tous ses dés de "
     "défense.", both("déf", [ALL_DEFENCE])),
    # and the defender attack dice: « attaque » says the bearer is the attacker
    ("Homme-Bête Maraudeur", "Quand un Homme-Bête Maraudeur attaque, vous pouvez relancer tous ses dés d'attaque.",
     both("att", [ALL_ATTACK])),
    # the roll named, whoever attacks: in both roles
    ("Homme-Bête Juggernaut", "Lors du lancement de dés de défense d'un Homme-Bête Juggernaut, vous pouvez relancer "
     "tous les dés.", {**both("att", [ALL_DEFENCE]), **both("déf", [ALL_DEFENCE])}),
])
def test_a_reroll_of_all_the_dice_of_the_role_said(monkeypatch, card, sentence, expected):
    check_grants(monkeypatch, card, sentence, expected, opp="Lancier")


@pytest.mark.parametrize("sentence", [
    "Lorsque l'Épéiste combat un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et "
    "l'obliger à le relancer.",
    "Quand l'Épéiste se bat contre un adversaire sans allié adjacent, il peut choisir un dé de son adversaire et "
    "l'obliger à le relancer.",
])
@pytest.mark.parametrize("where, acts", [("3,0", False), ("5,5", True)])
def test_an_opponent_without_an_adjacent_ally(monkeypatch, sentence, where, acts):
    """The Druide's ally at 3,0 stands next to it; at 5,5, far."""
    for role in ("att", "déf"):
        _, added = changes(monkeypatch, "Épéiste", sentence, role, "Mêlée", others={where: (1, "Homme-Bête Stalker")})
        assert added == (((FORCES,), ()) if acts else ((), ())), role


# --- permissions: which unit may do what, or have it done to it ----------------------------------
def attacks(m):
    """(attacker, mode, kind, target) of each attack offered."""
    out = set()
    for label in pt_labels(m):
        if label.startswith("attaque"):
            head, rest = label.split(" : ")
            who, whom = rest.split(" contre ")
            out.add((who.split(" en ")[0], head.split("(")[1][:-1], head.split()[1], whom.split(" en ")[0]))
    return out


def offered(monkeypatch, card, sentence, units, player, tiles=None):
    """The attacks and moves ``player`` is offered without and with ``sentence`` on ``card``."""
    _bare(monkeypatch, *{c for _, c in units.values()})
    tiles = tiles or {cell: NEUTRAL for cell in units}
    moves = lambda m: {x for x in pt_labels(m) if x.startswith("déplacer")}  # noqa: E731
    m = pt_position(units, tiles, player=player)
    before = attacks(m), moves(m)
    pt_give(monkeypatch, card, sentence, dice=EVEN)
    m = pt_position(units, tiles, player=player)
    after = attacks(m), moves(m)
    return before[0] - after[0], after[0] - before[0], before[1] - after[1]


ALL_MODES = {("Mêlée", "proche"), ("Magie", "proche"), ("Distance", "distante"), ("Magie", "distante")}


@pytest.mark.parametrize("sentence, forbidden", [
    ("Un Druide ne peut pas attaquer en Mêlée.", {("Mêlée", "proche")}),
    ("En Mêlée, un Druide ne peut pas attaquer.", {("Mêlée", "proche")}),
    ("Un Druide n'attaque pas en Mêlée.", {("Mêlée", "proche")}),
    ("Un Druide ne peut pas effectuer d'Attaque Distante.", {("Distance", "distante"), ("Magie", "distante")}),
    ("Un Druide ne peut pas attaquer en Mêlée ni à distance.", {("Mêlée", "proche"), ("Distance", "distante")}),
    ("Un Druide ne peut jamais attaquer en Magie ni en Mêlée.",
     {("Mêlée", "proche"), ("Magie", "proche"), ("Magie", "distante")}),
    ("Un Druide ne peut pas attaquer ni se déplacer.", ALL_MODES),
    # « ne … que »: every mode of the game but the ones said
    ("Un Druide ne peut attaquer qu'avec Magie.", {("Mêlée", "proche"), ("Distance", "distante")}),
    ("Un Druide n'attaque qu'au corps à corps.", {("Magie", "proche"), ("Distance", "distante"), ("Magie", "distante")}),
    ("Un Druide ne peut attaquer qu'en Mêlée ou à distance.", {("Magie", "proche"), ("Magie", "distante")}),
])
def test_what_the_bearer_may_not_launch(monkeypatch, sentence, forbidden):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Lancier")}
    gone, new, _ = offered(monkeypatch, "Druide", sentence, units, 0)
    assert gone == {("Druide", mode, kind, "Lancier") for mode, kind in forbidden} and not new
    # its enemy still attacks it in every mode
    assert offered(monkeypatch, "Druide", sentence, units, 1)[0] == set()


@pytest.mark.parametrize("sentence, forbidden", [
    ("Un Druide ne peut pas être attaqué en Mêlée.", {("Mêlée", "proche")}),
    ("Un Druide ne peut pas être attaqué avec Distance.", {("Distance", "distante")}),
    ("Un Druide ne peut pas être la cible d'une Attaque Distante.", {("Distance", "distante"), ("Magie", "distante")}),
    ("Cette unité ne peut pas être attaquée avec Magie.", {("Magie", "proche"), ("Magie", "distante")}),
    ("Un Druide ne peut pas être attaqué au corps à corps lorsqu'il est sur une tuile Forêt.", {("Mêlée", "proche")}),
    # « ne … que »: every mode, or every attack of the game, but the ones said; « immunisé contre »
    ("Un Druide ne peut être attaqué qu'en Mêlée.", {("Distance", "distante"), ("Magie", "proche"), ("Magie", "distante")}),
    ("Un Druide ne peut être attaqué que par des Attaques Proches.", {("Distance", "distante"), ("Magie", "distante")}),
    ("Un Druide n'est attaqué que par une Attaque Distante.", {("Mêlée", "proche"), ("Magie", "proche")}),
    ("Un Druide est immunisé contre la Magie.", {("Magie", "proche"), ("Magie", "distante")}),
    ("Un Druide est immunisé aux attaques à distance lorsqu'il est sur une tuile Forêt.", {("Distance", "distante")}),
])
@pytest.mark.parametrize("terrain", ["Forêt", "Champs"])
def test_how_the_bearer_may_not_be_attacked(monkeypatch, sentence, forbidden, terrain):
    units = {"1,0": (1, "Druide"), "2,0": (0, "Lancier")}
    tiles = {"1,0": terrain, "2,0": NEUTRAL}
    if "Forêt" in sentence and terrain != "Forêt":
        forbidden = set()
    gone, new, _ = offered(monkeypatch, "Druide", sentence, units, 0, tiles)
    assert gone == {("Lancier", mode, kind, "Druide") for mode, kind in forbidden} and not new
    assert offered(monkeypatch, "Druide", sentence, units, 1, tiles)[0] == set()  # it attacks as before


def test_a_bearer_that_may_neither_attack_nor_move(monkeypatch):
    units = {"1,0": (0, "Druide"), "2,0": (1, "Lancier")}
    tiles = {c: "Champs" for c in ("1,0", "2,0", "0,0", "1,1")}
    _, _, moves = offered(monkeypatch, "Druide", "Un Druide ne peut pas attaquer ni se déplacer.", units, 0, tiles)
    assert moves and all(x.startswith("déplacer Druide") for x in moves)


@pytest.mark.parametrize("attacker, forbidden", [("Archer", True), ("Lancier", False)])
def test_not_attacked_by_a_kind_of_unit(monkeypatch, attacker, forbidden):
    """« ne peut pas être attaqué par un Archer »: no attack of an Archer on it, in any mode; a
    Lancier's attacks stay."""
    units = {"1,0": (1, "Druide"), "2,0": (0, attacker)}
    gone, new, _ = offered(monkeypatch, "Druide", "Un Druide ne peut pas être attaqué par un Archer.", units, 0)
    assert gone == ({(attacker, mode, kind, "Druide") for mode, kind in ALL_MODES} if forbidden else set())


@pytest.mark.parametrize("sentence", ["Un Archer ne peut pas attaquer un Druide.",
                                      "Un Archer ne peut pas attaquer les Druides."])
def test_may_not_attack_a_kind_of_unit(monkeypatch, sentence):
    """« ne peut pas attaquer un Druide » (the mirror of « ne peut pas être attaqué par un Archer »): no
    attack of the Archer on the Druide, in any mode; its attacks on the Ranger Maudit beside it stay, and the
    Druide's own attacks too."""
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide"), "1,1": (1, "Ranger Maudit")}
    gone, new, _ = offered(monkeypatch, "Archer", sentence, units, 0)
    assert gone == {("Archer", mode, kind, "Druide") for mode, kind in ALL_MODES}
    assert not new
    assert offered(monkeypatch, "Archer", sentence, units, 1)[0] == set()


@pytest.mark.parametrize("terrain", ["Forêt", "Champs"])
def test_may_not_attack_a_unit_on_a_tile(monkeypatch, terrain):
    """« ne peut pas attaquer un Druide qui se trouve sur une tuile Forêt »: the Druide's tile, not the Archer's."""
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    tiles = {"1,0": "Forêt", "2,0": terrain}
    gone, _, _ = offered(monkeypatch, "Archer", "Un Archer ne peut pas attaquer un Druide qui se trouve sur une "
                         "tuile Forêt.", units, 0, tiles)
    assert gone == ({("Archer", mode, kind, "Druide") for mode, kind in ALL_MODES} if terrain == "Forêt" else set())


@pytest.mark.parametrize("sentence, group", [
    ("Les alliés adjacents à la Jeune Fille au Bouclier ne peuvent pas être attaqués à distance.", "allies"),
])
def test_an_aura_forbidding_attacks_on_the_units_next_to_the_bearer(monkeypatch, sentence, group):
    # the Jeune Fille at 1,0 with an ally (Lancier) at 1,1 and one far (Conscrit at 3,3); the enemy Archer at 2,1
    units = {"1,0": (1, "Jeune Fille au Bouclier"), "1,1": (1, "Lancier"), "3,3": (1, "Conscrit"), "2,1": (0, "Archer")}
    gone, new, _ = offered(monkeypatch, "Jeune Fille au Bouclier", sentence, units, 0)
    assert gone == {("Archer", "Distance", "distante", "Lancier")}  # « à distance »: the mode Distance


def test_enemies_next_to_the_bearer_may_not_shoot(monkeypatch):
    units = {"1,0": (1, "Homme-Bête Juggernaut"), "2,0": (0, "Archer"), "0,3": (0, "Mage Rouge")}
    gone, new, _ = offered(monkeypatch, "Homme-Bête Juggernaut", "Les unités ennemies adjacentes à un Homme-Bête "
                           "Juggernaut ne peuvent pas attaquer à distance.", units, 0)
    assert gone == {("Archer", "Distance", "distante", "Homme-Bête Juggernaut")}
    assert offered(monkeypatch, "Homme-Bête Juggernaut", "Les unités ennemies adjacentes à un Homme-Bête "
                   "Juggernaut ne peuvent pas attaquer à distance.", units, 1)[0] == set()


@pytest.mark.parametrize("sentence", ["Les unités ennemies adjacentes à un Ranger Maudit ne peuvent pas se déplacer.",
                                      "Les unités ennemies à côté d'un Ranger Maudit ne peuvent pas se déplacer."])
def test_enemies_next_to_the_bearer_may_not_move(monkeypatch, sentence):
    units = {"1,0": (1, "Ranger Maudit"), "2,0": (0, "Lancier"), "5,5": (0, "Conscrit"), "1,1": (1, "Druide")}
    tiles = {c: "Champs" for c in ("1,0", "2,0", "5,5", "1,1", "3,0", "2,-1", "3,-1", "5,4", "4,5", "6,5", "4,6")}
    _, _, moves = offered(monkeypatch, "Ranger Maudit", sentence, units, 0, tiles)
    assert moves and all(x.startswith("déplacer Lancier de 2,0") for x in moves)
    assert offered(monkeypatch, "Ranger Maudit", sentence, units, 1, tiles)[2] == set()  # its allies move


@pytest.mark.parametrize("sentence", [
    "Lorsqu'un Lancier est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire.",
    "Un Lancier attaqué par une Attaque Distante lance un dé de défense supplémentaire.",
    "Lorsqu'un Lancier est la cible d'une Attaque Distante, il lance un dé de défense supplémentaire.",
])
def test_attacked_by_a_distant_attack_is_the_kind_of_attack(monkeypatch, sentence):
    """« par une Attaque Distante » is the kind of attack (the query's ``attaque``), not a unit: the die
    against a shot, none in a close fight nor when the Lancier attacks."""
    check_dice(monkeypatch, "Lancier", sentence, {("déf", "Distance"): (0, 1, 0, 0)}, opp="Archer")


def test_a_distant_attack_in_magie_is_one_too(monkeypatch):
    """A Magie attack from afar is an Attaque Distante (« en utilisant Distance ou Magie »); close, it is not."""
    sentence = "Lorsqu'un Lancier est attaqué par une Attaque Distante, il lance un dé de défense supplémentaire."
    _bare(monkeypatch, "Lancier", "Druide")
    before = read(fight("Lancier", "déf", "Magie", distant=True), "déf")[0]
    close = read(fight("Lancier", "déf", "Magie"), "déf")[0]
    pt_give(monkeypatch, "Lancier", sentence, dice=EVEN)
    assert read(fight("Lancier", "déf", "Magie", distant=True), "déf")[0] == (before[0], before[1] + 1) + before[2:]
    assert read(fight("Lancier", "déf", "Magie"), "déf")[0] == close


@pytest.mark.parametrize("sentence, expected", [
    ("Lorsqu'un Lancier est attaqué en Mêlée, il lance un dé de défense supplémentaire.", {("déf", "Mêlée"): (0, 1, 0, 0)}),
    ("Lorsqu'un Lancier est attaqué par une Attaque Proche, il lance un dé de défense supplémentaire.",
     {("déf", "Mêlée"): (0, 1, 0, 0), ("déf", "Magie"): (0, 1, 0, 0)}),
    ("Lorsqu'un Lancier est attaqué par la Magie, il lance un dé de défense supplémentaire.", {("déf", "Magie"): (0, 1, 0, 0)}),
    ("Lorsqu'un Lancier attaque en Mêlée, il lance un dé supplémentaire.", {("att", "Mêlée"): (1, 0, 0, 0)}),
    ("Un Lancier lance un dé de défense supplémentaire contre les attaques à distance.", {("déf", "Distance"): (0, 1, 0, 0)}),
])
def test_the_kind_or_mode_of_the_attack_said(monkeypatch, sentence, expected):
    check_dice(monkeypatch, "Lancier", sentence, expected, opp="Archer")
