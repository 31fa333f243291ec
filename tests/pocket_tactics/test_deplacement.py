"""« Déplacement », water, « Invocation d'Unité » and the return to the reserve."""

from rulekit_games.pocket_tactics.regles import CAPTURED, RESERVE

from .conftest import act, labels, roll

ROW = {"1,0": "Champs", "2,0": "Champs", "3,0": "Champs", "1,-1": "Champs"}
BASES = ("0,0", "8,-8")


def test_move_to_an_adjacent_free_tile_never_to_empty_space_nor_a_base(pos):
    m = pos(ROW, BASES, {"1,-1": (0, "Conscrit")})
    moves = [a for a in labels(m) if a.startswith("déplacer")]
    assert moves == ["déplacer Conscrit de 1,-1 vers 1,0"]
    act(m, "déplacer Conscrit de 1,-1 vers 1,0")
    assert m.units[m.unit_at("1,0")].card == "Conscrit"
    assert m.current_player == 1  # one action a turn


def test_jump_over_an_adjacent_ally_straight_to_the_free_tile_beyond(pos):
    m = pos(ROW, BASES, {"1,0": (0, "Conscrit"), "2,0": (0, "Archer")})
    assert "déplacer Conscrit de 1,0 vers 3,0" in labels(m)
    act(m, "déplacer Conscrit de 1,0 vers 3,0")
    assert m.unit_at("3,0") is not None and m.unit_at("1,0") is None
    assert "en sautant" in m.log()[0]


def test_no_jump_over_an_enemy_nor_onto_an_occupied_tile(pos):
    m = pos(ROW, BASES, {"1,0": (0, "Conscrit"), "2,0": (1, "Druide")})
    assert "déplacer Conscrit de 1,0 vers 3,0" not in labels(m)
    m = pos(ROW, BASES, {"1,0": (0, "Conscrit"), "2,0": (0, "Archer"), "3,0": (1, "Druide")})
    assert "déplacer Conscrit de 1,0 vers 3,0" not in labels(m)


def test_water_drowns_on_one_to_three(pos):
    tiles = dict(ROW, **{"2,0": "Eau"})
    m = pos(tiles, BASES, {"1,0": (0, "Conscrit")})
    act(m, "déplacer Conscrit de 1,0 vers 2,0")
    uid = m.unit_at("2,0")
    roll(m, 3)
    assert m.units[uid].where == CAPTURED
    assert uid in m.captured(0)
    m = pos(tiles, BASES, {"1,0": (0, "Conscrit")})
    act(m, "déplacer Conscrit de 1,0 vers 2,0")
    roll(m, 4)
    assert m.unit_at("2,0") is not None


def test_return_to_reserve_through_ones_own_base(pos):
    m = pos(ROW, BASES, {"1,0": (0, "Conscrit"), "3,0": (0, "Archer")})
    assert "rentrer Archer (3,0) en réserve" not in labels(m)  # not next to the base
    act(m, "rentrer Conscrit (1,0) en réserve")
    assert m.unit_at("1,0") is None
    assert sum(u.card == "Conscrit" and u.where == RESERVE for u in m.units) == 3


def test_summon_from_reserve_onto_a_free_tile_adjacent_to_the_base(pos):
    m = pos(ROW, BASES, {"1,0": (0, "Conscrit")})
    summons = {a for a in labels(m) if a.startswith("invoquer Archer")}
    assert summons == {"invoquer Archer en 1,-1"}  # 1,0 is taken; 2,0 is not next to the base
    act(m, "invoquer Archer en 1,-1")
    assert m.units[m.unit_at("1,-1")].card == "Archer"


ALL_HAUT_ROI_BUT_ONE_CONSCRIT = ["Conscrit"] * 2 + ["Épéiste", "Épéiste", "Archer", "Archer",
                                                   "Jeune Fille au Bouclier", "Lancier", "Lancier", "Mage Rouge"]


def test_pass_only_when_nothing_is_possible(pos):
    m = pos({"1,0": "Champs"}, ("0,0", "5,-5"), {"1,0": (0, "Conscrit")}, captured={0: ALL_HAUT_ROI_BUT_ONE_CONSCRIT})
    assert labels(m) == ["rentrer Conscrit (1,0) en réserve"]  # something to do: no pass
    m = pos({"3,0": "Champs"}, ("0,0", "5,-5"), {"3,0": (0, "Conscrit")}, captured={0: ALL_HAUT_ROI_BUT_ONE_CONSCRIT})
    assert labels(m) == ["passer (aucune action possible)"]  # alone on an island, reserve empty
    act(m, "passer (aucune action possible)")
    assert m.current_player == 1 and "passe" in m.log()[0]
