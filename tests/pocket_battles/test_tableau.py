"""What a player reads of the battlefield: the text board and the SVG show every unit whole with its
tokens, and the log names each zone one way whoever's unit goes there (issue 21)."""

import random
import re

from rulekit import CHANCE
from rulekit.chance import sample

from rulekit_games.pocket_battles.champ_de_bataille import nom_zone
from rulekit_games.pocket_battles.svg import dessiner

from .conftest import GAME, bataille, des, finir_tour, jouer, textes, unite

CENTURIE = "R1 [Légionnaire×3, Centurion]"  # in every ready-made Roman army


def _centurie(**kw):
    return bataille([unite("R1", 0, "Légionnaire×3, Centurion", "avant", 2, ordres=3, blessures=[0, 0, 0, 1]),
                     unite("C6", 1, "Noble à Cheval, Cavalerie", "avant", 0, ordres=1, blessures=[1, 1]),
                     unite("C1", 1, "Guerrier", "arrière", 1)], reserve=(2, 3), **kw)


def test_la_case_montre_toute_l_unite_et_ses_jetons():
    tableau = _centurie().render_text()
    assert f"{CENTURIE} o3 b1" in tableau
    assert "C6 [Noble à Cheval, Cavalerie] o1 b2" in tableau
    # the columns stay aligned: every row of the grid has its separators at the same places
    grille = [l for l in tableau.splitlines() if "|" in l]
    assert len({tuple(m.start() for m in re.finditer(r"\|", l)) for l in grille}) == 1


def test_les_armees_rapides_se_lisent_en_entier():
    # random battles of the ready-made armies: at every decision each unit on the battlefield is on
    # the board whole, with its tokens
    for seed, factions in ((1, "romains,celtes"), (2, "celtes,romains")):
        m, rng = GAME.new_match(seed=seed, size=100, factions=factions, cession=False), random.Random(seed)
        while not m.is_over:
            if m.current_player is not CHANCE and m.manche:
                tableau = m.render_text()
                for u in m.sur_le_terrain():
                    b = sum(t.blessures for t in u.troupes)
                    assert m.decrire(u.id) + (f" o{u.ordres}" if u.ordres else "") + (f" b{b}" if b else "") in tableau
            m.apply(sample(m.chance_outcomes(), rng) if m.current_player is CHANCE else rng.choice(m.legal_actions()))


def test_le_svg_montre_toute_l_unite_et_ses_jetons():
    svg = dessiner(_centurie())
    assert f">{CENTURIE}</text>" in svg and ">o3 b1</text>" in svg
    assert ">C6 [Noble à Cheval, Cavalerie]</text>" in svg and ">o1 b2</text>" in svg


def test_le_svg_montre_chaque_unite_d_une_zone_pleine():
    m = bataille([unite(f"R{k}", 0, "Légionnaire", "arrière", 1) for k in range(1, 8)]
                 + [unite("C1", 1, "Guerrier", "arrière", 1)])
    svg = dessiner(m)
    assert all(f">R{k} [Légionnaire]</text>" in svg for k in range(1, 8))


def test_une_zone_de_combat_a_un_seul_nom_pour_les_deux_camps():
    # C1 (player 2) charges, R1 (player 1) intercepts: both lines name the same zone the same way
    m = bataille([unite("R1", 0, "Légionnaire×2", "avant", 0), unite("C1", 1, "Guerrier×2", "avant", 0)], joueur=1)
    finir_tour(m)
    jouer(m, "C1 [Guerrier×2] : charger")
    jouer(m, "intercepter avec R1")
    nom = "zone de combat du secteur droit du joueur 1, gauche du joueur 2"
    assert f"C1 → {nom} (charge)." in textes(m)
    assert f"R1 → {nom} (interception)." in textes(m)
    assert nom_zone(0, "combat", 0) == nom_zone(1, "combat", 0) == nom
    assert nom_zone(0, "combat", 1) == nom_zone(1, "combat", 1) == "zone de combat du centre"
    assert nom_zone(1, "combat", 2) == "zone de combat du secteur gauche du joueur 1, droit du joueur 2"
    # a player's own zones keep their own names (reading 1): player 2's left is player 1's right
    assert nom_zone(1, "avant", 0) == "avant gauche" and nom_zone(0, "avant", 0) == "avant droit"


def test_le_journal_d_une_bataille_nomme_chaque_zone_de_combat_d_une_seule_facon():
    m = GAME.new_match(seed=1, cession=False).play_random()
    noms = {re.sub(r" \(.*", "", l.split(" → ", 1)[1]) for l in textes(m) if " → zone de combat" in l}
    assert noms and noms <= {"zone de combat du centre",
                             "zone de combat du secteur droit du joueur 1, gauche du joueur 2",
                             "zone de combat du secteur gauche du joueur 1, droit du joueur 2"}


def test_the_log_draws_each_turns_board_as_it_was_then(monkeypatch):
    """A turn's end keeps the units and the counts of that moment; the log draws the board
    from them when read: the line about an early turn does not change as the match goes on."""
    import rulekit
    from rulekit_games.pocket_battles.evenements import Tableau
    from rulekit_games.pocket_battles.tableau import tableau

    m = rulekit.load_game("pocket_battles").new_match(seed=4)
    then = {}  # index of each turn's end in the log -> the board drawn at that moment
    emit = type(m).emit

    def emit_and_draw(match, event):
        out = emit(match, event)
        if isinstance(out, Tableau):
            then[len(match.events) - 1] = tableau(match)
        return out

    monkeypatch.setattr(type(m), "emit", emit_and_draw)
    m.play_random(random.Random(4))
    assert len(set(then.values())) > 1
    for i, text in then.items():
        assert m.events[i].text(m) == text


def test_a_save_with_the_boards_drawn_still_loads_and_reads_the_same():
    """Saves written when a turn's end kept its board as text (tag « Tableau », ``texte``)."""
    import json
    import random

    import rulekit

    m = rulekit.load_game("pocket_battles").new_match(seed=6).play_random(random.Random(6))
    data = json.loads(rulekit.dumps(m))
    events = data["state"]["events"]
    for i, e in enumerate(events):
        if e["type"] == "tableau":
            events[i] = {"type": "Tableau", "texte": m.events[i].text(m), "replaced_by": e["replaced_by"]}
    assert any(e["type"] == "Tableau" for e in events)
    assert rulekit.loads(json.dumps(data)).log() == m.log()
