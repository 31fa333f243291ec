"""The hex grid: axial neighbours, distance, jumps, line of fire."""

from rulekit_games.pocket_tactics import carte


def test_six_neighbours_at_distance_one():
    ns = carte.neighbours("0,0")
    assert len(set(ns)) == 6
    assert all(carte.distance("0,0", n) == 1 for n in ns)
    assert carte.step("0,0", "N") == "0,-1" and carte.step("0,0", "SE") == "1,0"


def test_front_and_rear_edges_face_away_from_each_other():
    assert set(carte.front_cells("0,0")) == {"0,-1", "1,-1", "-1,0"}
    assert set(carte.rear_cells("0,0")) == {"0,1", "1,0", "-1,1"}
    assert all(carte.y_position(c) < 0 for c in carte.front_cells("0,0"))
    assert all(carte.y_position(c) > 0 for c in carte.rear_cells("0,0"))


def test_distance_and_jump_landing():
    assert carte.distance("0,0", "2,-1") == 2
    assert carte.distance("0,0", "3,-3") == 3
    assert carte.beyond("0,0", "1,0") == "2,0"
    assert carte.beyond("0,0", "0,-1") == "0,-2"


def test_line_of_fire_counts_water_but_not_empty_space():
    tiles = {"0,0": "Forêt", "1,0": "Eau", "2,0": "Forêt"}
    assert carte.in_range(tiles, "0,0", "2,0", 2)  # over water
    assert not carte.in_range(tiles, "0,0", "2,0", 1)  # too far
    del tiles["1,0"]
    assert not carte.in_range(tiles, "0,0", "2,0", 2)  # empty space blocks
    tiles = {"0,0": "Forêt", "1,-1": "Champs", "2,-1": "Forêt"}  # the other path between them
    assert carte.in_range(tiles, "0,0", "2,-1", 2)
