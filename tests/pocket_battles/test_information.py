"""Hidden information (README, reading 29): the hidden army building, the hidden stacks and
their revelation; each player's observation, log and board; OpenSpiel's and PettingZoo's
views; determinisation, and search agents that never read what is hidden."""

import random

import pytest
from click.testing import CliRunner

import rulekit
from rulekit import CHANCE
from rulekit.agents import GreedyAgent, MCTSAgent
from rulekit.cli import main
from rulekit.plain import text
from rulekit_games.pocket_battles.deploiement import DesDeploiement
from rulekit_games.pocket_battles.information import ArmeesRevelees

from .conftest import bataille as scene
from .conftest import unite

GAME = rulekit.load_game("pocket_battles")

#: Player 1's army, then player 2's two armies, which differ only under a top Troop:
#: C1 is a stack of two with « Noble à Cheval » on top (a Cavalerie or a Carnyx below).
ROMAINS = [["Légionnaire", "Légionnaire"], ["Légat"]]
CELTES = {"cavalerie": [["Noble à Cheval", "Cavalerie"], ["Druide"]],
          "carnyx": [["Noble à Cheval", "Carnyx"], ["Druide"]]}


def choisir(m, quoi, **champs):
    acts = [a for a in m.legal_actions()
            if a.quoi == quoi and all(getattr(a, k) == v for k, v in champs.items())]
    assert acts, (quoi, champs, [a.label for a in m.legal_actions()])
    m.apply(acts[0])


def construire(m, joueur, unites):
    """Player ``joueur`` picks the troops of ``unites`` then groups them, the first tile on top."""
    assert m.current_player == joueur
    for nom in (n for u in unites for n in u):
        choisir(m, "prendre", cible=nom)
    choisir(m, "terminer")
    for u in unites:
        for nom in u:
            choisir(m, "ajouter", cible=nom)
        choisir(m, "fermer")


def bataille(celtes="cavalerie", placer=0):
    """Both armies built by hand (``armies=construire``), the attacker rolled (player 1), then
    ``placer`` units placed, alternately, each in its sector's Front by order of id."""
    m = GAME.new_match(seed=3, armies="construire")
    construire(m, 0, ROMAINS)
    construire(m, 1, CELTES[celtes])
    assert m.current_player is CHANCE
    m.apply(DesDeploiement(6, 1))
    for k in range(placer):
        joueur = m.current_player
        uid = next(u.id for u in m.unites if u.joueur == joueur and u.zone == "réserve")
        choisir(m, "placer", unite=uid, zone="avant", secteur=k % 3)
    return m


def fin_du_deploiement(m):
    while m.top.__class__.__name__ == "Placer":
        joueur = m.current_player
        uid = next(u.id for u in m.unites if u.joueur == joueur and u.zone == "réserve")
        choisir(m, "placer", unite=uid, zone="avant", secteur=1)
    return m


# --- what each player sees ---------------------------------------------------------------------
def test_the_enemy_building_is_not_seen():
    m = GAME.new_match(seed=3, armies="construire")
    construire(m, 0, ROMAINS)
    choisir(m, "prendre", cible="Druide")
    vu = m.observation(1)  # player 2 builds: nothing of player 1's army
    assert vu["unites"] == [] and vu["armee_pd"] == [None, 0] and vu["choisies"] == [None, ["Druide"]]
    assert not any(l.startswith("Joueur 1") for l in m.log(1))
    assert m.log(1) == ["Joueur 2 : prend un(e) Druide."]
    vu = m.observation(0)  # nor does player 1 see player 2's
    assert vu["choisies"][1] is None and vu["armee_pd"][1] is None
    assert [u["id"] for u in vu["unites"]] == ["R1", "R2"]
    assert m.log(0) == m.log()[:-1]


def test_stacks_show_their_top_and_height_never_their_id():
    m = bataille(placer=1)  # R1 placed; the Celts' stacks are on the table
    vu = m.observation(0)
    assert [u["id"] for u in vu["unites"] if "id" in u] == ["R1", "R2"]
    piles = [u for u in vu["unites"] if u["type"] == "Pile"]
    assert [(p["dessus"], p["troupes"]) for p in piles] == [("Druide", 1), ("Noble à Cheval", 2)]
    assert "C1" not in text(vu) and "Cavalerie" not in text(vu["unites"]) and vu["armee_pd"] == [12, None]
    assert {(p["dessus"], p["troupes"]) for p in m.observation(1)["unites"] if p["type"] == "Pile"} == {
        ("Légionnaire", 2), ("Légat", 1)}


def test_a_hidden_stack_in_the_log_and_on_the_board():
    m = bataille(placer=2)  # R1, then C1 to the Front
    assert m.log()[-1] == "C1 → avant centre (déploiement)."  # everything, as before
    assert m.log(0)[-1] == "pile cachée de 2 Troupes (Noble à Cheval dessus) → avant centre (déploiement)."
    assert m.log(1)[-1] == m.log()[-1]
    board = m.render_view(0)
    assert "pile cachée de 2 Troupes (Noble à Cheval dessus)" in board and "C1" not in board
    assert "a détruit 0 PD sur ?" in board  # what the enemy army cost is hidden too
    assert "C1 [Noble à Cheval, Cavalerie]" in m.render_view(None) == m.render_text()


def test_a_hidden_stack_named_by_an_event_of_the_dsl():
    """The DSL's events name a unit as JSON text (« "C1" »): hidden all the same."""
    from rulekit.dsl.steps import encode
    from rulekit.dsl.utilisations import CapaciteUtilisee

    m = bataille(placer=2)
    m.emit(CapaciteUtilisee(encode("C1"), "Ruse", m.current_turn()))
    assert m.log()[-1] == "C1 [Noble à Cheval, Cavalerie] utilise Ruse."
    assert m.log(0)[-1] == "pile cachée de 2 Troupes (Noble à Cheval dessus) utilise Ruse."


def test_everything_is_revealed_once_both_armies_are_deployed():
    m = fin_du_deploiement(bataille())
    revele = next(e for e in m.events if isinstance(e, ArmeesRevelees))
    assert m.revelees == ["C1", "C2", "R1", "R2"] and len(revele.unites) == 4
    assert "Les deux armées sont révélées." in m.log()  # the line the log always had
    assert "Les deux armées sont révélées. Armée du joueur 2 : C1 [Noble à Cheval, Cavalerie], C2 [Druide]." \
        in m.log(0)
    assert m.observation(0)["unites"] == m.observation(1)["unites"] == GAME.match_class.observation(
        m, 0)["unites"]
    assert "C1 → avant centre (déploiement)." in m.log(0)  # the stack, now known, is named
    assert not m.hidden_from(0) and not m.hidden_from(1)
    assert m.render_view(0) == m.render_view(1) == m.render_text()


def test_the_ready_made_lists_are_public_and_a_scenario_hides_nothing():
    m = GAME.new_match(seed=1)
    vu = m.observation(0)
    assert {u.get("id", "?")[0] for u in vu["unites"]} == {"R", "?"}  # the Celts are stacks
    assert not m.hidden_from(0)  # but each stack is told apart by its top and height
    miroir = GAME.new_match(seed=1, factions="romains,romains")
    assert not miroir.hidden_from(0)
    s = scene([unite("R1", 0, "Légionnaire×3"), unite("C1", 1, "Guerrier×4")])
    assert s.revelees == ["C1", "R1"] and s.observation(0)["unites"][1]["id"] == "C1"


# --- two matches that differ only in what player 1 does not see -----------------------------------------
@pytest.fixture
def paire():
    a, b = bataille("cavalerie", placer=2), bataille("carnyx", placer=2)
    assert a.unite("C1").troupes != b.unite("C1").troupes
    return a, b


def test_the_hidden_tiles_change_nothing_player_1_sees(paire):
    a, b = paire
    assert a.observation(0) == b.observation(0) and a.observation(1) != b.observation(1)
    assert a.log(0) == b.log(0) and a.log(1) != b.log(1) and a.log() != b.log()
    assert a.render_view(0) == b.render_view(0)
    assert [x.label for x in a.legal_actions()] == [x.label for x in b.legal_actions()]


def test_openspiel_strings_leak_nothing(paire):
    pyspiel = pytest.importorskip("pyspiel")
    from rulekit.interop import openspiel as rk_openspiel

    os_game = rk_openspiel.load("pocket_battles", armies="construire", seed=3)
    assert os_game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    states = [rk_openspiel.RulekitState(os_game, m.clone()) for m in paire]
    assert states[0].observation_string(0) == states[1].observation_string(0)
    assert states[0].information_state_string(0) == states[1].information_state_string(0)
    assert states[0].observation_tensor(0) == states[1].observation_tensor(0)
    assert states[0].observation_string(1) != states[1].observation_string(1)
    info = states[0].information_state_string(0)
    assert "C1" not in info and "pile cachée de 2 Troupes (Noble à Cheval dessus)" in info


def test_openspiel_information_states_of_a_played_match():
    """Along a whole match played through OpenSpiel, player 1's information state holds only
    their own ids and what they read, and player 2's building never shows in it."""
    pyspiel = pytest.importorskip("pyspiel")
    from rulekit.interop import openspiel as rk_openspiel

    os_game = rk_openspiel.load("pocket_battles", armies="construire", seed=5)
    state, rng = os_game.new_initial_state(), random.Random(5)
    while state.current_player() != 1:
        state.apply_action(rng.choice(state.legal_actions()))
    while state.current_player() == 1:  # player 2 builds
        before = state.information_state_string(0)
        state.apply_action(rng.choice(state.legal_actions()))
        assert state.information_state_string(0).split("\nseen\n")[1] == before.split("\nseen\n")[1]
    own = [a.action for a in state.full_history() if a.player == 0]
    assert state.information_state_string(0).endswith("played " + " ".join(map(str, own)))


def test_pettingzoo_observes_each_agent_alone(paire):
    pytest.importorskip("pettingzoo")
    from rulekit.interop.pettingzoo import raw_env

    a, b = paire
    env = raw_env("pocket_battles", armies="construire")
    env.reset(seed=3)
    env.match = a
    seen = env.observe("player_0")["observation"].copy(), env.observe("player_1")["observation"].copy()
    env.match = b
    assert (env.observe("player_0")["observation"] == seen[0]).all()
    assert not (env.observe("player_1")["observation"] == seen[1]).all()


# --- determinisation and search --------------------------------------------------------------------
def test_determinisation_depends_only_on_what_is_seen(paire):
    a, b = paire
    assert a.hidden_from(0) and a.hidden_from(1)
    for seed in range(20):
        da, db = a.determinise(0, random.Random(seed)), b.determinise(0, random.Random(seed))
        assert da == db  # the same draw whatever lies under the top
        assert da.observation(0) == a.observation(0)
        assert [x.label for x in da.legal_actions()] == [x.label for x in a.legal_actions()]
        c1 = da.unite("C1")
        assert c1.troupes[0].nom == "Noble à Cheval" and len(c1.troupes) == 2  # what was seen
        assert da.armee_pd[1] == sum(da.troupe(1, t.nom).cout for u in da.unites if u.joueur == 1
                                     for t in u.troupes) <= da.taille
    drawn = {a.determinise(0, random.Random(s)).unite("C1").troupes[1].nom for s in range(40)}
    assert len(drawn) > 1  # a real draw, among the Troops of Formation ≥ 2
    assert all(a.troupe(1, n).formation >= 2 for n in drawn)


def test_determinisation_of_a_hidden_army_building():
    """While player 2 builds, player 1's whole army is drawn anew: its size, its units."""
    def au_tour_de_2(romains):
        m = GAME.new_match(seed=3, armies="construire")
        construire(m, 0, romains)
        choisir(m, "prendre", cible="Druide")
        return m

    a, b = au_tour_de_2(ROMAINS), au_tour_de_2([["Vétéran", "Vétéran", "Vétéran"]])
    assert a.hidden_from(1) and a.hidden_from(0)  # player 2's first pick is hidden from player 1
    assert not GAME.new_match(seed=3, armies="construire").hidden_from(0)  # nothing built yet
    da, db = a.determinise(1, random.Random(4)), b.determinise(1, random.Random(4))
    assert da == db and da.observation(1) == a.observation(1)
    romains = [u for u in da.unites if u.joueur == 0]
    assert romains and 0 < da.armee_pd[0] <= 60 and da.armee_pd[0] == sum(
        da.troupe(0, t.nom).cout for u in romains for t in u.troupes)
    assert not any(isinstance(e, type(a.events[0])) and e.joueur == 0 for e in da.events)
    da.play_random(random.Random(1))  # a state the game plays on to the end
    assert da.is_over


def test_perfect_information_is_not_drawn(toy_game):
    m = toy_game.new_match(seed=1)
    rng = random.Random(3)
    state = rng.getstate()
    assert not m.hidden_from(0) and m.determinise(0, rng) == m and rng.getstate() == state


def test_search_agents_do_not_read_the_hidden_tiles(paire):
    """A search that played on the match itself would see the hidden tiles (its random
    rollouts into the battle end differently with a Carnyx or a Cavalerie under the top); the
    agents' searches, on determinised states, do not."""
    a, b = paire

    def statistiques(root):
        return {i: (c.visits, c.total) for i, c in root.children.items()}

    def agent():
        return MCTSAgent(seed=2, simulations=24, rollout=400)

    assert statistiques(agent()._search(a, 24)) != statistiques(agent()._search(b, 24))  # peeking
    ra, rb = agent().search(a), agent().search(b)
    assert statistiques(ra) == statistiques(rb) and sum(c.visits for c in ra.children.values()) == 24
    assert agent().step(a) == agent().step(b)
    assert GreedyAgent(seed=1).scores(a) == GreedyAgent(seed=1).scores(b)


# --- the command line ------------------------------------------------------------------------------
def test_play_as_a_player():
    runner = CliRunner()
    base = ["play", "pocket_battles", "--seed", "1", "--stop-after", "12"]
    tout = runner.invoke(main, base)
    assert tout.exit_code == 0 and "C4 →" in tout.output and "pile cachée" not in tout.output
    j1 = runner.invoke(main, base + ["--as", "J1"])
    assert j1.exit_code == 0 and j1.output.startswith("Vue du joueur 1 (J1)")
    deploiement = [l for l in j1.output.splitlines() if "(déploiement)" in l]
    assert any(l.startswith("pile cachée de ") for l in deploiement)
    assert not any(l.startswith("C") for l in deploiement) and "Joueur 2 : forme" not in j1.output
    assert "J2 avant   | pile" in j1.output or "J2 arrière | pile" in j1.output  # the board at the stop
    assert runner.invoke(main, base + ["--as", "0"]).output == j1.output
    j2 = runner.invoke(main, base + ["--as", "j2"])
    assert j2.exit_code == 0 and "C4 →" in j2.output and "Joueur 1 : forme" not in j2.output


@pytest.mark.parametrize("bad", ["J3", "2", "joueur", ""])
def test_play_as_someone_else_is_one_line(bad):
    out = CliRunner().invoke(main, ["play", "pocket_battles", "--seed", "1", "--as", bad])
    assert out.exit_code == 2 and "Traceback" not in out.output
    assert len(out.output.strip().splitlines()) == 1 and "'--as'" in out.output and "J1, J2" in out.output
