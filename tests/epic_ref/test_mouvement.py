"""Moves: discretised destinations, impassable and dangerous terrain, zones of control,
and the special units that change them."""

import pytest

from rulekit_games.epic_ref import assaut, marche, memo, mouvement
from rulekit_games.epic_ref import table as T
from rulekit_games.epic_ref.mouvement import deplacer, trajet

from .conftest import P, armee, bench, kinds, run

FALAISE = T.Element("Falaises", 30, 40, 10, 20)
BOIS = T.Element("Bois", 30, 40, 10, 20)


def un(profil, terrain=(), ennemi=None, pos=(10, 50), pos_e=(60, 50)):
    a = armee([profil], [], {"A": [profil.nom] * 2})
    d = armee([ennemi or P("Garde")], [], {"D": [(ennemi or P("Garde")).nom]})
    m = bench(a, d, terrain)
    m.ajouter_formation(0, "A", *pos)
    m.ajouter_formation(1, "D", *pos_e)
    return m


def test_infranchissable_arrete_le_mouvement():
    m = un(P("Boy", vitesse=30), [FALAISE], pos_e=(170, 110))
    point, _ = trajet(m, 0, (40, 50))
    assert point[0] < 30


def test_reacteurs_dorsaux_et_anti_grav_ignorent_le_terrain():
    for cap in ("Réacteurs Dorsaux", "Anti grav"):
        m = un(P("Saut", vitesse=30, capacites=(cap,)), [FALAISE], pos_e=(170, 110))
        assert trajet(m, 0, (40, 50)) == ((40, 50), ())


def test_terrain_dangereux_detruit_sur_un():
    m = un(P("Char", "AV", vitesse=30), [BOIS], pos_e=(170, 110))
    deplacer(m, 0, (40, 50))
    m._settle()
    run(m, [(1, 4)])
    assert [e.cause for e in kinds(m, "UniteDetruite")] == ["terrain dangereux"]


def test_marcheurs_relancent_les_tests_rates():
    m = un(P("Bipode", "AV", vitesse=30, capacites=("Marcheurs",)), [BOIS], pos_e=(170, 110))
    deplacer(m, 0, (40, 50))
    m._settle()
    run(m, [(1, 4), (3,)])
    assert kinds(m, "UniteDetruite") == []


def test_montes_comptent_comme_vehicules_pour_le_danger():
    m = un(P("Cavalier", vitesse=30), [BOIS], pos_e=(170, 110))
    assert trajet(m, 0, (40, 50))[1] == ()
    m = un(P("Cavalier", vitesse=30, capacites=("Montés",)), [BOIS], pos_e=(170, 110))
    assert trajet(m, 0, (40, 50))[1] == (0, 1)


def test_zone_de_controle():
    m = un(P("Boy", vitesse=60))
    assert T.distance(trajet(m, 0, (60, 50))[0], (60, 50)) >= 5
    m = un(P("Boy", vitesse=60), ennemi=P("Éclaireur", capacites=("Eclaireurs",)))
    assert T.distance(trajet(m, 0, (60, 50))[0], (60, 50)) >= 10
    m = un(P("Boy", vitesse=60, capacites=("Infiltrateurs",)))
    assert trajet(m, 0, (60, 50))[0] == (60, 50)


def test_destinations_discretes():
    m = un(P("Boy", vitesse=15))
    noms = [n for n, _ in mouvement.destinations(m, 0, 15)]
    assert noms[0] == "sur place" and "en avant" in noms and any(n.startswith("vers l'objectif") for n in noms)
    assert all(T.distance(p, (10, 50)) <= 15.5 for _, p in mouvement.destinations(m, 0, 15))


def test_les_destinations_offertes_comme_faites_a_neuf():
    """At every move of random matches, the destinations offered (records made once per process)
    are those made afresh from the places the move can reach, labels and coordinates' types
    included; a point in floats is never answered by the record of its whole twin."""
    import random

    import attrs
    import rulekit
    from rulekit import CHANCE
    from rulekit.chance import sample

    game = rulekit.load_game("epic_ref")
    vus = gardees = 0
    for seed in (1, 2, 3):
        rng, m = random.Random(seed), game.new_match(seed=seed)
        while not m.is_over:
            if m.current_player is CHANCE:
                m.apply(sample(m.chance_outcomes(), rng))
                continue
            step = m.stack[-1]
            if isinstance(step, mouvement.ChoisirDestination) and step.genre == "mouvement":
                f = m.formations[step.formation]
                frais = [mouvement.Destination(f.id, x, y, nom)
                         for nom, (x, y) in mouvement.destinations(m, f.id, mouvement.longueur(m, f.id, 1))]
                refait = mouvement.ChoisirDestination.pour(m, f.id, 1)
                assert list(refait.options) == frais
                # the dangers its walks kept for the move made (deplacer): those of the walk made afresh
                gardes = memo.connu(m, ("dangers en chemin", f.id))
                assert all(d == marche.trajet(m, f.id, p, zdc=False)[1] for p, d in gardes.items())
                gardees += len(gardes)
                assert [(d.label, type(d.x), type(d.y)) for d in refait.options] == [(d.label, type(d.x), type(d.y)) for d in frais]
                vus += 1
            m.apply(rng.choice(m.legal_actions()))
    assert vus > 10 and gardees > 5 * vus
    m = un(P("Boy", vitesse=15))
    entier = mouvement.ChoisirDestination.pour(m, 0, 1).options
    m.formations[0] = attrs.evolve(m.formations[0], x=10.0, y=50.0)
    flottant = mouvement.ChoisirDestination.pour(m, 0, 1).options
    assert flottant[0].label.endswith("(10.0, 50.0)") and entier[0].label.endswith("(10, 50)")


def test_charge_double_pour_infiltrateurs():
    m = un(P("Boy", vitesse=15), pos_e=(35, 50))
    assert assaut.cibles_charge(m, 0) == []
    m = un(P("Boy", vitesse=15, capacites=("Infiltrateurs",)), pos_e=(35, 50))
    assert assaut.cibles_charge(m, 0) == [1]


TABLE = {  # terrain: what it does to INF, AV, EG on a move (b: blocks, d: dangerous, -: nothing)
    "Bâtiments": "-bb", "Falaises": "bbb", "Fortifications": "--b", "Jungles": "-bd", "Marécages": "ddd",
    "Plaines": "---", "Collines douces": "---", "Rivières": "db-", "Routes": "---", "Ruines": "-dd",
    "Décombres": "-dd", "Taillis": "---", "Bois": "-dd",
}
COUVERT = {"Bâtiments": 4, "Fortifications": 3, "Jungles": 4, "Marécages": 6, "Rivières": 6, "Ruines": 4,
           "Décombres": 4, "Taillis": 6, "Bois": 5}


@pytest.mark.parametrize("nom", sorted(TABLE))
def test_chaque_ligne_du_tableau_des_terrains(nom):
    element = T.Element(nom, 30, 40, 10, 20)
    for k, type_ in enumerate(("INF", "AV", "EG")):
        m = un(P("U", type_, vitesse=40), [element], pos_e=(170, 110))
        point, danger = trajet(m, 0, (50, 50))
        attendu = TABLE[nom][k]
        assert (point[0] < 30) == (attendu == "b"), (nom, type_)
        assert bool(danger) == (attendu == "d"), (nom, type_)
    assert T.couvert([element], 35, 50, "Infanterie") == COUVERT.get(nom, 0)
    assert T.couvert([element], 35, 50, "Véhicule") == 0


def _pas_a_pas(m, fid, dest, zdc=True, cible=-1):
    """The walk tested at every point of the path, as the sheet describes it (the reference the
    game's walk, which tests only the points near what it can meet, must equal)."""
    f = m.formations[fid]
    dest = (min(max(dest[0], 0), m.largeur), min(max(dest[1], 0), m.profondeur))
    unites, zones = mouvement.preparer(m, fid, zdc, cible)
    atteint, dangereux = f.pos, set()
    for p in T.chemin(f.pos, dest):
        if any(e.contient(*p) for _, bloque, _ in unites for e in bloque):
            break
        entrees = [(pos, r) for pos, r in zones if T.distance(p, pos) <= r + 1e-9 < T.distance(atteint, pos)]
        if entrees:
            for k in range(4, 0, -1):
                q = (atteint[0] + (p[0] - atteint[0]) * k / 5, atteint[1] + (p[1] - atteint[1]) * k / 5)
                if all(T.distance((round(q[0]), round(q[1])), pos) > r for pos, r in entrees):
                    atteint = q
                    break
            break
        for ids, _, danger in unites:
            if any(e.contient(*p) for e in danger):
                dangereux.update(ids)
        atteint = p
    return (round(atteint[0]), round(atteint[1])), tuple(sorted(dangereux))


@pytest.mark.parametrize("graine", range(8))
def test_la_marche_ne_teste_que_les_points_proches_et_trouve_la_meme_chose(graine):
    import random

    rng = random.Random(graine)
    for _ in range(40):
        terrain = [T.Element(rng.choice(("Falaises", "Bois", "Marécages", "Rivières")), rng.randrange(0, 170),
                             rng.randrange(0, 110), rng.randrange(1, 30), rng.randrange(1, 30)) for _ in range(4)]
        profil = P("Char", type=rng.choice(("INF", "AV")), vitesse=rng.choice((10, 15, 25, 35)))
        pos, pos_e = (rng.randrange(0, 181), rng.randrange(0, 121)), (rng.randrange(0, 181), rng.randrange(0, 121))
        m = un(profil, terrain, pos=pos, pos_e=pos_e)
        for dest in [pos_e, (rng.randrange(-10, 200), rng.randrange(-10, 130)), pos,
                     T.vers(pos, pos_e, 60, 6), (pos[0] + rng.choice((0, 7)), pos[1] + rng.choice((0, -9)))]:
            for zdc in (True, False):
                assert trajet(m, 0, dest, zdc) == _pas_a_pas(m, 0, dest, zdc)
                # a preparation for walks within some reach: a longer walk makes its own
                for portee in (5, 20, 60):
                    prep = mouvement.preparer(m, 0, zdc, portee=portee)
                    assert trajet(m, 0, dest, zdc, prep=prep) == _pas_a_pas(m, 0, dest, zdc)


@pytest.mark.parametrize("graine", range(4))
def test_la_marche_d_une_formation_mixte_trouve_la_meme_chose(graine):
    """Units of several terrain columns in one formation (groups stopped or endangered by
    different features): the walk equals the one tested at every point."""
    import random

    rng = random.Random(200 + graine)
    for _ in range(30):
        terrain = [T.Element(rng.choice(("Falaises", "Bois", "Marécages", "Rivières")), rng.randrange(0, 170),
                             rng.randrange(0, 110), rng.randrange(1, 30), rng.randrange(1, 30)) for _ in range(5)]
        profils = [P("Fantassin", type="INF", vitesse=15), P("Char", type="AV", vitesse=25), P("Titan", type="EG", vitesse=15)]
        a = armee(profils, [], {"A": ["Fantassin", "Char", "Titan", "Char"]})
        m = bench(a, armee([P("Garde")], [], {"D": ["Garde"]}), terrain)
        pos = (rng.randrange(0, 181), rng.randrange(0, 121))
        m.ajouter_formation(0, "A", *pos)
        m.ajouter_formation(1, "D", rng.randrange(0, 181), rng.randrange(0, 121))
        for _ in range(5):
            dest = (pos[0] + rng.randrange(-50, 51), pos[1] + rng.randrange(-50, 51))
            for zdc in (True, False):
                assert trajet(m, 0, dest, zdc) == _pas_a_pas(m, 0, dest, zdc)


def test_le_bout_d_un_chemin_entre_centimetres_entiers_est_sa_destination():
    for a in [(0, 0), (10, 50), (179, 119), (33, 7)]:
        for b in [(x, y) for x in range(0, 181, 7) for y in range(0, 121, 11)] + [(a[0], a[1])]:
            fin = T.fin_de_chemin(a, b)
            assert (round(fin[0]), round(fin[1])) == b == marche._bout(a, b)
    assert marche._bout((0.5, 0), (10, 3)) == (10, 3)


@pytest.mark.parametrize("graine", range(6))
def test_la_marche_entre_plusieurs_zones_trouve_la_meme_chose(graine):
    """Several enemy zones (5 and 10 cm), some entered at the same step, the walk starting in
    one, features in the way: the walk equals the one tested at every point."""
    import random

    rng = random.Random(100 + graine)
    garde, eclaireur = P("Garde"), P("Éclaireur", capacites=("Eclaireurs",))
    for _ in range(30):
        terrain = [T.Element(rng.choice(("Falaises", "Bois", "Marécages")), rng.randrange(0, 170),
                             rng.randrange(0, 110), rng.randrange(1, 30), rng.randrange(1, 30)) for _ in range(3)]
        profil = P("Char", type=rng.choice(("INF", "AV")), vitesse=rng.choice((15, 25, 35)))
        a = armee([profil], [], {"A": [profil.nom] * 2})
        d = armee([garde, eclaireur], [], {"G": ["Garde"], "E": ["Éclaireur"]})
        m = bench(a, d, terrain)
        pos = (rng.randrange(20, 161), rng.randrange(20, 101))
        m.ajouter_formation(0, "A", *pos)
        for _ in range(rng.randrange(2, 5)):   # near the walker: zones side by side, or around it
            m.ajouter_formation(1, rng.choice(("G", "E")), pos[0] + rng.randrange(-25, 26), pos[1] + rng.randrange(-25, 26))
        for _ in range(6):
            dest = (pos[0] + rng.randrange(-40, 41), pos[1] + rng.randrange(-40, 41))
            for cible in (-1, 1):
                assert trajet(m, 0, dest, cible=cible) == _pas_a_pas(m, 0, dest, cible=cible)
            prep = mouvement.preparer(m, 0, portee=40)
            assert trajet(m, 0, dest, prep=prep) == _pas_a_pas(m, 0, dest)


def _vers_reference(a, b, longueur, arret):
    """``table.vers`` as first written: the point ``longueur`` cm towards b, ``arret`` cm short
    of it; the nearest whole point within reach, the first of equals in the sets' order."""
    import math

    d = T.distance(a, b)
    t = 0.0 if d == 0 else min(longueur, max(0.0, d - arret)) / d
    x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
    meilleur, ecart = None, 0.0
    for cx in {math.floor(x), math.ceil(x)}:
        for cy in {math.floor(y), math.ceil(y)}:
            if math.hypot(a[0] - cx, a[1] - cy) <= longueur + 1e-9:
                e = math.hypot(cx - x, cy - y)
                if meilleur is None or e < ecart:
                    meilleur, ecart = (cx, cy), e
    return (round(a[0]), round(a[1])) if meilleur is None else meilleur


def test_vers_comme_ecrit_d_abord():
    """The point a move aims at (its whole point reached at once) as the reference finds it,
    ties at half centimetres, moves of nothing and points given in floats included."""
    import random

    rng = random.Random(7)
    for _ in range(20000):
        a = (rng.randrange(-5, 186), rng.randrange(-5, 126)) if rng.random() < 0.8 else (rng.uniform(0, 180), 60.0)
        b = (rng.randrange(-5, 186), rng.randrange(-5, 126)) if rng.random() < 0.9 else a
        longueur, arret = rng.choice((0, 1, 5, 15, 30, 45, 7.5)), rng.choice((0.0, 6, 11, 3.5))
        attendu = _vers_reference(a, b, longueur, arret)
        trouve = T._vers.__wrapped__(a, b, longueur, arret)
        assert trouve == attendu and [type(v) for v in trouve] == [type(v) for v in attendu]


def test_les_elements_a_portee_comme_ecrits_d_abord():
    """``marche._a_portee`` (the features' rectangles read once per frozen terrain) gives the ranks
    the plain test of each feature gives, for a frozen terrain as for a plain list."""
    import random

    from rulekit.frozen import FrozenList

    rng = random.Random(3)
    for _ in range(200):
        terrain = [T.Element("Bois", rng.randrange(0, 170), rng.randrange(0, 110), rng.randrange(1, 30),
                             rng.randrange(1, 30)) for _ in range(rng.randrange(0, 8))]
        for liste in (terrain, FrozenList(terrain)):
            for _ in range(5):
                pos, portee = (rng.randrange(0, 181), rng.randrange(0, 121)), rng.choice((5, 12.5, 30, 45))
                r = portee + 1
                attendu = tuple(k for k, e in enumerate(terrain)
                                if e.x - r <= pos[0] <= e.x + e.l + r and e.y - r <= pos[1] <= e.y + e.p + r)
                assert marche._a_portee(liste, pos, portee) == attendu
