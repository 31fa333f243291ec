"""Pocket-Tactics: what an author's audit of the DSL found (a designer's new faction and loose
abilities, each played). Each test plays a sentence that, before, either compiled and did nothing
(a unit placed next to « un ennemi », read as an aura borne by any unit) or was refused though the
game asks it (« attaque depuis une tuile Colline », « ne peut pas attaquer un Druide ni un Lancier »,
« ne peut pas être attaquée par un X ni par un Y »)."""

import pytest

from rulekit.dsl.steps import Survie

from .acting import NEUTRAL, pt_attack_state, pt_declare, pt_give, pt_labels, pt_position

H = "Colline"


def attack_dice(monkeypatch, card, sentence, units, label, tiles=None, player=0):
    """(attack dice, defence dice) of the attacker of the attack ``label``, ``card`` bearing ``sentence``."""
    pt_give(monkeypatch, card, *([sentence] if sentence else []))
    m = pt_declare(pt_position(units, tiles, player=player), label)
    return pt_attack_state(m)["a_dice"]


# --- a unit of a kind next to a unit named by its side: the bearer in that state --------------
@pytest.mark.parametrize("said", [
    "Les Archers adjacents à un ennemi lancent un dé d'attaque de moins.",
    "Un Archer adjacent à une unité ennemie lance un dé d'attaque de moins.",
    "S'il est adjacent à un ennemi, un Archer lance un dé d'attaque de moins.",
])
def test_an_archer_next_to_an_enemy_rolls_one_attack_die_fewer(monkeypatch, said):
    """Before, « Les Archers adjacents à un ennemi » was an aura whose anchor (« un ennemi ») every
    bearer fitted: the Archer's own dice never changed."""
    reach = "Un Archer peut tirer jusqu'à 2 tuiles."
    tiles = {"1,0": NEUTRAL, "2,0": NEUTRAL, "3,0": NEUTRAL}
    near = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    far = {"1,0": (0, "Archer"), "3,0": (1, "Druide")}
    pt_give(monkeypatch, "Archer", reach)
    assert attack_dice(monkeypatch, "Archer", None, near, "distante (Distance)", tiles) == (2, 2)
    pt_give(monkeypatch, "Archer", reach, said)
    m = pt_declare(pt_position(near, tiles), "distante (Distance)")
    assert pt_attack_state(m)["a_dice"] == (1, 2)
    m = pt_declare(pt_position(far, tiles), "distante (Distance)")
    assert pt_attack_state(m)["a_dice"] == (2, 2)  # no enemy next to it
    # an ally next to it is no enemy
    m = pt_declare(pt_position({**far, "2,0": (0, "Conscrit")}, tiles), "distante (Distance) : Archer")
    assert pt_attack_state(m)["a_dice"] == (2, 2)


def test_a_witch_next_to_an_ally_rolls_one_more_defence_die(monkeypatch):
    said = "Une Sorcière de la Forêt adjacente à une unité alliée lance un dé de défense de plus."
    alone = {"1,0": (0, "Épéiste"), "2,0": (1, "Sorcière de la Forêt")}
    helped = {**alone, "3,0": (1, "Homme-Bête Stalker")}
    pt_give(monkeypatch, "Sorcière de la Forêt", said)
    assert pt_attack_state(pt_declare(pt_position(alone), "proche (Mêlée)"))["d_dice"] == (1, 1)
    assert pt_attack_state(pt_declare(pt_position(helped), "proche (Mêlée)"))["d_dice"] == (1, 2)


def test_an_aura_anchored_on_a_kind_stays_an_aura(monkeypatch):
    """« Les Conscrits adjacents à un Lancier »: the Lancier bears it, the Conscrits next to it gain."""
    pt_give(monkeypatch, "Conscrit")
    pt_give(monkeypatch, "Lancier", "Les Conscrits adjacents à un Lancier lancent un dé de défense supplémentaire.")
    units = {"1,0": (1, "Druide"), "2,0": (0, "Conscrit"), "3,0": (0, "Lancier")}
    m = pt_declare(pt_position(units, player=1, factions=("haut_roi", "foret_sombre")), "proche (Mêlée)")
    assert pt_attack_state(m)["d_dice"] == (1, 3)


# --- « attaque depuis une tuile Colline »: the tile it attacks from ------------------------------
@pytest.mark.parametrize("said", [
    "Lorsqu'un Archer attaque depuis une tuile Colline, il lance un dé d'attaque supplémentaire.",
    "Un Archer qui attaque depuis une tuile Colline ou Village lance un dé d'attaque supplémentaire.",
])
@pytest.mark.parametrize("label", ["distante (Distance)", "proche (Mêlée)"])
def test_attacking_from_a_hill(monkeypatch, said, label):
    units = {"1,0": (0, "Archer"), "2,0": (1, "Druide")}
    for own, target, extra in ((H, NEUTRAL, 1), (NEUTRAL, H, 0), (NEUTRAL, NEUTRAL, 0)):
        tiles = {"1,0": own, "2,0": target}
        printed = attack_dice(monkeypatch, "Archer", None, units, label, tiles)
        with_it = attack_dice(monkeypatch, "Archer", said, units, label, tiles)
        assert with_it == (printed[0] + extra, printed[1]), (label, own, target)
    # defending on a hill, it attacks from nowhere
    defending = {"1,0": (1, "Druide"), "2,0": (0, "Archer")}
    pt_give(monkeypatch, "Archer", said)
    m = pt_declare(pt_position(defending, {"1,0": NEUTRAL, "2,0": H}, player=1), "proche (Mêlée)")
    assert pt_attack_state(m)["d_dice"] == (1, 2)


# --- « ni » between the units fought -----------------------------------------------------------
def attacks_on(m, who):
    return sorted(x for x in pt_labels(m) if x.startswith("attaque") and f"{who} en" in x.split(" contre ")[0])


@pytest.mark.parametrize("said", [
    "Le Ranger Maudit ne peut pas attaquer un Druide ni un Lancier.",
    "Un Ranger Maudit ne peut attaquer ni un Druide ni un Lancier.",
])
def test_a_unit_that_may_attack_neither_kind(monkeypatch, said):
    pt_give(monkeypatch, "Ranger Maudit", said)
    spear = pt_position({"1,0": (1, "Ranger Maudit"), "2,0": (0, "Lancier"), "2,-1": (0, "Conscrit")}, player=1)
    assert attacks_on(spear, "Ranger Maudit") == ["attaque proche (Mêlée) : Ranger Maudit en 1,0 contre Conscrit en 2,-1"]
    druid = pt_position({"1,0": (1, "Ranger Maudit"), "1,1": (0, "Druide"), "2,-1": (0, "Homme-Bête Stalker")},
                        player=1, factions=("foret_sombre", "foret_sombre"))
    assert attacks_on(druid, "Ranger Maudit") == [
        "attaque proche (Mêlée) : Ranger Maudit en 1,0 contre Homme-Bête Stalker en 2,-1"]
    pt_give(monkeypatch, "Ranger Maudit")
    assert len(attacks_on(pt_position({"1,0": (1, "Ranger Maudit"), "2,0": (0, "Lancier")}, player=1),
                          "Ranger Maudit")) == 1


def test_a_unit_that_neither_kind_may_attack(monkeypatch):
    said = ("La Jeune Fille au Bouclier ne peut pas être attaquée par un Homme-Bête Maraudeur ni par un "
            "Homme-Bête Juggernaut.")
    units = {"1,0": (1, "Homme-Bête Maraudeur"), "2,0": (0, "Jeune Fille au Bouclier"),
             "1,1": (1, "Homme-Bête Juggernaut"), "2,-1": (1, "Homme-Bête Stalker")}
    pt_give(monkeypatch, "Jeune Fille au Bouclier", said)
    on_her = sorted(x.split(" en ")[0] for x in pt_labels(pt_position(units, player=1)) if "contre Jeune" in x)
    assert on_her == ["attaque distante (Distance) : Homme-Bête Stalker", "attaque proche (Mêlée) : Homme-Bête Stalker"]
    pt_give(monkeypatch, "Jeune Fille au Bouclier")
    assert len([x for x in pt_labels(pt_position(units, player=1)) if "contre Jeune" in x]) == 4


# --- « survit automatiquement »: saved with no roll ---------------------------------------------
def _mage_beaten(mode):
    """A Maraudeur (Mêlée 3 2, Magie 0 1) attacks the Mage Rouge, every die of the attacker a 6, every die of
    the Mage a 1: the Mage is beaten unless an ability saves it."""
    from rulekit import CHANCE

    m = pt_declare(pt_position({"1,0": (1, "Homme-Bête Maraudeur"), "2,0": (0, "Mage Rouge")}, player=1,
                               factions=("haut_roi", "foret_sombre")), f"proche ({mode})")
    for six in (True, True, False, False):
        n = len(next(iter(m.chance_outcomes()))[0].values)
        m.apply(type(next(iter(m.chance_outcomes()))[0])(tuple([6 if six else 1] * n)))
    assert m.current_player is not CHANCE
    return m


@pytest.mark.parametrize("said", [
    "Lorsqu'un Mage Rouge est sur le point d'être battu par une attaque en Mêlée, il survit automatiquement.",
    "Lorsqu'un Mage Rouge va être battu avec Mêlée, il reste automatiquement en vie.",
    "Un Mage Rouge survit automatiquement lorsqu'il est sur le point d'être battu au corps à corps.",
    # beaten in Mêlée or Distance it survives, in Magie it does not
    "Un Mage Rouge ne peut être battu que par une attaque de Magie.",
    "Un Mage Rouge ne peut être battu qu'avec Magie.",
    # the modes said save it: « ne peut pas être battu par … » = « ne peut être battu que par » the others
    "Un Mage Rouge ne peut pas être battu par une attaque de Mêlée ou de Distance.",
    "Un Mage Rouge ne peut jamais être battu au corps à corps ni à distance.",
])
def test_a_unit_that_survives_automatically(monkeypatch, said):
    pt_give(monkeypatch, "Homme-Bête Maraudeur", dice={"Magie": (3, 2)})
    pt_give(monkeypatch, "Mage Rouge")
    assert _mage_beaten("Mêlée").unit_at("2,0") is not None  # the Maraudeur took its place
    assert next(u for u in _mage_beaten("Mêlée").units if u.card == "Mage Rouge").where == "capturée"
    pt_give(monkeypatch, "Mage Rouge", said)
    m = _mage_beaten("Mêlée")
    mage = next(u for u in m.units if u.card == "Mage Rouge")
    assert mage.where == "2,0"  # no die was rolled for it: the match went on with no chance node
    (saved,) = [e for e in m.events if isinstance(e, Survie)]
    assert saved.values == () and saved.text(m).endswith("reste en vie (essai 0).")
    assert next(u for u in _mage_beaten("Magie").units if u.card == "Mage Rouge").where == "capturée"


def test_an_automatic_survival_once_per_match(monkeypatch):
    pt_give(monkeypatch, "Homme-Bête Maraudeur")
    pt_give(monkeypatch, "Mage Rouge", "Une fois par partie, lorsqu'un Mage Rouge est sur le point d'être battu, "
                                       "il survit automatiquement.")
    m = _mage_beaten("Mêlée")
    assert next(u for u in m.units if u.card == "Mage Rouge").where == "2,0"
    assert any(k.endswith(": essai 0") for k in m.utilisations)


@pytest.mark.parametrize("said", ["Un Mage Rouge survit automatiquement.", "Un Mage Rouge ne peut pas être battu."])
def test_a_unit_never_beaten(monkeypatch, said):
    """Said of no moment, « survit automatiquement » is said of the unit about to be beaten (as « Un Tueur
    survit sur 5+ »), whatever the mode of the attack."""
    pt_give(monkeypatch, "Homme-Bête Maraudeur", dice={"Magie": (3, 2)})
    pt_give(monkeypatch, "Mage Rouge", said)
    for mode in ("Mêlée", "Magie"):
        assert next(u for u in _mage_beaten(mode).units if u.card == "Mage Rouge").where == "2,0"


@pytest.mark.parametrize("said", [
    "Lorsqu'un Mage Rouge est battu, il survit automatiquement.",
    "Lorsqu'un Mage Rouge attaque, il reste en vie.",
])
def test_staying_alive_is_said_of_a_unit_about_to_be_beaten(said):
    from .acting import refused

    refused("pocket_tactics", said, "sur le point d'être battue")


def test_an_ally_next_to_the_bearer_survives_automatically(monkeypatch):
    """« Lorsqu'un allié adjacent est sur le point d'être battu, il survit automatiquement »: the Conscrit next
    to the Mage Rouge is saved, and the log names it, not the bearer."""
    from rulekit import CHANCE

    pt_give(monkeypatch, "Homme-Bête Maraudeur")
    pt_give(monkeypatch, "Mage Rouge", "Lorsqu'un allié adjacent est sur le point d'être battu, il survit "
                                       "automatiquement.")

    def beaten(mage_at):
        m = pt_declare(pt_position({"1,0": (1, "Homme-Bête Maraudeur"), "2,0": (0, "Conscrit"),
                                    mage_at: (0, "Mage Rouge")}, player=1, factions=("haut_roi", "foret_sombre")),
                       "proche (Mêlée) : Homme-Bête Maraudeur en 1,0 contre Conscrit")
        while m.current_player is CHANCE:
            outcome = next(iter(m.chance_outcomes()))[0]
            attacker = m.combat is not None and len(m.rolls) < 2
            m.apply(type(outcome)(tuple([6 if attacker else 1] * len(outcome.values))))
        while any(x.startswith("renoncer") for x in pt_labels(m)):
            m.apply(next(a for a in m.legal_actions() if a.label.startswith("renoncer")))
            while m.current_player is CHANCE:
                outcome = next(iter(m.chance_outcomes()))[0]
                m.apply(type(outcome)(tuple([1] * len(outcome.values))))
        return m

    m = beaten("3,0")
    assert next(u for u in m.units if u.card == "Conscrit" and u.player == 0 and u.where in ("2,0", "capturée")).where == "2,0"
    (saved,) = [e for e in m.events if isinstance(e, Survie)]
    assert saved.text(m).startswith("Conscrit")
    m = beaten("5,0")  # not next to it
    assert m.unit_at("2,0") is not None and m.units[m.unit_at("2,0")].card == "Homme-Bête Maraudeur"


# --- « attaqué par un ennemi situé sur une tuile Colline »: the attacker's tile ------------------
def test_attacked_by_an_enemy_standing_on_a_hill(monkeypatch):
    said = "Lorsqu'un Lancier est attaqué par un ennemi situé sur une tuile Colline, il lance un dé de défense de moins."
    pt_give(monkeypatch, "Lancier", said)
    units = {"1,0": (1, "Druide"), "2,0": (0, "Lancier")}
    for there, here, dice in ((H, NEUTRAL, (2, 2)), (NEUTRAL, NEUTRAL, (2, 3)), (NEUTRAL, H, (2, 3))):
        m = pt_declare(pt_position(units, {"1,0": there, "2,0": here}, player=1), "proche (Mêlée)")
        assert pt_attack_state(m)["d_dice"] == dice, (there, here)


# --- « attaquer n'importe quelle tuile Forêt occupée par des ennemis » -------------------------
def test_a_druid_may_attack_any_forest_tile_an_enemy_holds(monkeypatch):
    said = ("Au lieu de se déplacer normalement, un Druide peut attaquer n'importe quelle tuile Forêt occupée par "
            "des ennemis.")
    tiles = {"1,0": "Village", "2,0": "Village", "5,0": "Forêt", "6,0": "Forêt", "4,-2": "Village"}
    units = {"1,0": (1, "Druide"), "5,0": (0, "Archer"), "4,-2": (0, "Conscrit")}

    def druid():
        return {x for x in pt_labels(pt_position(units, tiles, player=1)) if "Druide en 1,0" in x or "Druide de 1,0" in x}

    pt_give(monkeypatch, "Druide")
    before = druid()
    pt_give(monkeypatch, "Druide", said)
    assert druid() - before == {f"attaque proche ({m}) : Druide en 1,0 contre Archer en 5,0" for m in ("Mêlée", "Magie")}
    # the free Forêt tile is no move, the Conscrit on a Village no attack
    assert not any("6,0" in x or "4,-2" in x for x in druid())


# --- « ne peut se déplacer que sur des tuiles Forêt » ------------------------------------------
@pytest.mark.parametrize("said, ends", [
    ("Une Sorcière de la Forêt ne peut se déplacer que sur des tuiles Forêt.", {"2,0"}),
    ("Une Sorcière de la Forêt ne peut aller que sur une tuile Forêt ou Colline.", {"2,0", "0,0"}),
    ("Les Sorcières de la Forêt ne se déplacent que sur des tuiles Forêt.", {"2,0"}),
])
def test_a_witch_moves_only_onto_the_terrains_said(monkeypatch, said, ends):
    tiles = {"1,0": "Village", "2,0": "Forêt", "0,0": "Colline", "1,1": "Village", "0,1": "Eau", "5,5": "Village"}
    units = {"1,0": (1, "Sorcière de la Forêt"), "5,5": (0, "Archer")}

    def moves():
        return {x.rsplit(" ", 1)[1] for x in pt_labels(pt_position(units, tiles, player=1)) if x.startswith("déplacer Sorcière")}

    pt_give(monkeypatch, "Sorcière de la Forêt")
    assert moves() == {"2,0", "0,0", "1,1", "0,1"}
    pt_give(monkeypatch, "Sorcière de la Forêt", said)
    assert moves() == ends


# --- a tile said in a trigger: the tile its unit stands on -------------------------------------
def _druid_beaten(terrain):
    """The Épéiste's dice all 6, the Druide's all 1, rerolls declined: the Druide on ``terrain`` is beaten
    unless an ability saves it; a survival die, if any, shows 1."""
    from rulekit import CHANCE

    m = pt_declare(pt_position({"1,0": (0, "Épéiste"), "2,0": (1, "Druide")}, {"1,0": NEUTRAL, "2,0": terrain}),
                   "proche (Mêlée)")
    for six in (True, True, False, False):
        o = next(iter(m.chance_outcomes()))[0]
        m.apply(type(o)(tuple([6 if six else 1] * len(o.values))))
    rolled = 0
    while m.current_player is CHANCE or any(x.startswith("renoncer") for x in pt_labels(m)):
        if m.current_player is CHANCE:
            o = next(iter(m.chance_outcomes()))[0]
            rolled += 1
            m.apply(type(o)(tuple([1] * len(o.values))))
        else:
            m.apply(next(a for a in m.legal_actions() if a.label.startswith("renoncer")))
    return next(u for u in m.units if u.card == "Druide" and u.player == 1).where, rolled


@pytest.mark.parametrize("said, saved", [
    ("Un Druide survit automatiquement lorsqu'il est sur le point d'être battu sur une tuile Forêt.", True),
    ("Lorsqu'un Druide est sur le point d'être battu sur une tuile Forêt, lancez un dé : sur 2+, il reste en vie.",
     False),  # its die shows 1
])
def test_a_survival_said_on_a_tile_holds_on_that_tile_only(monkeypatch, said, saved):
    """Before, the tile of « être battu sur une tuile Forêt » was dropped: the Druide was saved (or rolled) anywhere."""
    pt_give(monkeypatch, "Épéiste")
    pt_give(monkeypatch, "Druide", said)
    assert _druid_beaten(NEUTRAL) == ("capturée", 0)
    where, _ = _druid_beaten("Forêt")
    assert (where == "2,0") is saved


def test_a_swap_said_on_a_tile(monkeypatch):
    from rulekit.dsl import ChoixEffet

    pt_give(monkeypatch, "Lancier", "Lorsqu'un Conscrit adjacent est attaqué sur une tuile Village, le Lancier peut "
                                    "permuter sa place avec lui.")
    units = {"1,0": (0, "Conscrit"), "1,-1": (0, "Lancier"), "2,0": (1, "Homme-Bête Maraudeur")}
    for terrain, offered in (("Village", True), (NEUTRAL, False)):
        tiles = {"1,0": terrain, "1,-1": NEUTRAL, "2,0": NEUTRAL}
        m = pt_declare(pt_position(units, tiles, player=1), "proche (Mêlée)")
        assert isinstance(m.top, ChoixEffet) is offered, terrain


def test_an_escort_said_of_a_move_onto_a_forest_tile(monkeypatch):
    """« Lorsqu'un Druide se déplace sur une tuile Forêt »: the tile it moves onto. Before, the query asked no
    tile and the escort was never offered."""
    pt_give(monkeypatch, "Druide", "Lorsqu'un Druide se déplace sur une tuile Forêt, un Homme-Bête adjacent peut se "
                                   "déplacer avec lui.")
    for src, dst, offered in (("Village", "Forêt", True), ("Forêt", "Village", False), ("Village", "Village", False)):
        tiles = {"1,0": src, "2,0": dst, "1,1": "Village", "2,1": "Village", "0,1": "Village"}
        m = pt_position({"1,0": (1, "Druide"), "1,1": (1, "Homme-Bête Stalker")}, tiles, player=1)
        pt_act = [a for a in m.legal_actions() if a.label == "déplacer Druide de 1,0 vers 2,0"]
        m.apply(pt_act[0])
        assert any(x.startswith("déplacer aussi Homme-Bête Stalker") for x in pt_labels(m)) is offered, (src, dst)


@pytest.mark.parametrize("said", [
    "Lorsqu'un Épéiste bat un ennemi sur une tuile Forêt, il peut se déplacer d'une tuile.",
    "Lorsqu'un Épéiste bat un ennemi qui se trouve sur une tuile Forêt, il peut se déplacer d'une tuile.",
    "Lorsqu'un Druide est battu sur une tuile Forêt, vous pouvez replacer un Homme-Bête capturé sur une tuile Forêt vide.",
])
def test_the_tile_of_a_unit_beaten_is_refused(said):
    """Told once the unit beaten is off the map, its tile is unknown: the ability never acted; refused."""
    from .acting import refused

    refused("pocket_tactics", said, "la tuile d'une unité battue")


def test_a_move_after_beating_said_of_the_winner_s_tile(monkeypatch):
    from rulekit import CHANCE
    from rulekit.dsl import ChoixApres

    pt_give(monkeypatch, "Druide")
    pt_give(monkeypatch, "Épéiste", "Lorsqu'un Épéiste sur une tuile Forêt bat un ennemi, il peut se déplacer d'une tuile.")
    for own, offered in (("Forêt", True), (NEUTRAL, False)):
        m = pt_declare(pt_position({"1,0": (0, "Épéiste"), "2,0": (1, "Druide")},
                                   {"1,0": own, "2,0": NEUTRAL, "3,0": NEUTRAL}), "proche (Mêlée)")
        for six in (True, True, False, False):
            o = next(iter(m.chance_outcomes()))[0]
            m.apply(type(o)(tuple([6 if six else 1] * len(o.values))))
        while m.current_player is CHANCE or any(x.startswith("renoncer (relance") for x in pt_labels(m)):
            if m.current_player is CHANCE:
                o = next(iter(m.chance_outcomes()))[0]
                m.apply(type(o)(tuple([1] * len(o.values))))
            else:
                m.apply(next(a for a in m.legal_actions() if a.label.startswith("renoncer (relance")))
        assert isinstance(m.top, ChoixApres) is offered, own


@pytest.mark.parametrize("said", ["Un Archer ne peut pas tirer sur un Druide.",
                                  "Un Archer ne peut pas tirer sur une unité adjacente."])
def test_a_shot_the_game_never_asks_is_refused_where_it_is_said(said):
    """PT asks no permission « tirer » (its shots are Attaques Distantes): the refusal says so, with a
    position, instead of Pocket Battles' words about zones and charging units, with none."""
    from .acting import refused

    error = refused("pocket_tactics", said, "ne demande jamais si une unité peut « tirer »")
    assert "<texte>:1:1" in str(error) and "Attaque Distante" in error.supported


@pytest.mark.parametrize("said", [
    "Après s'être déplacé, un Homme-Bête Stalker lance un dé d'attaque supplémentaire.",
    "Lorsqu'un Lancier se déplace, il peut relancer un dé.",
])
def test_a_fight_s_question_under_a_move_is_refused(monkeypatch, said):
    """Before, « se déplacer » told nothing of an attack's dice: the Stalker rolled one die more in every attack,
    and defending too."""
    from .acting import refused

    refused("pocket_tactics", said, "pendant un combat, pas pendant un déplacement")


@pytest.mark.parametrize("said", [
    "Un Lancier ne peut pas être attaqué par un Homme-Bête qui se trouve sur une tuile Forêt.",
    "Un Lancier ne peut pas être attaqué par un Homme-Bête situé sur une tuile Forêt.",
])
def test_a_lancier_not_attacked_by_a_beastman_standing_in_a_forest(monkeypatch, said):
    """Before, the agent's relative was refused at « qui »."""
    pt_give(monkeypatch, "Lancier", said)
    units = {"1,0": (1, "Homme-Bête Stalker"), "2,0": (0, "Lancier")}
    for terrain, attacks in (("Forêt", 0), (NEUTRAL, 2)):
        m = pt_position(units, {"1,0": terrain, "2,0": NEUTRAL}, player=1)
        assert len([x for x in pt_labels(m) if "contre Lancier" in x]) == attacks, terrain
