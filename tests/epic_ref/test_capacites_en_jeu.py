"""The abilities of faction files act in play: each ability a designer's Eldar army
(``data/eldars.txt``) or a built-in faction uses, in a scenario where its rule must matter, played
with it and without it (the same file, the ability taken away): the legal actions, the dice thrown
or the events differ.

Random matches seldom reach some of them, and that is all: a Commandant's assault needs another
formation of its side within 5 cm, and the moves a player is offered go towards objectives and
enemies, not next to a friend; a crossfire needs a second shooter on the target's flank; a Meneur
counts only when its formation regroups or rallies with markers left. In 30 random matches of the
Eldar file against the Orks, taking Commandant or Voile de brume away changed nothing, Meneur or
Ignore les Couverts two matches each; here each is shown to act.
"""

from __future__ import annotations

import re
from pathlib import Path

from rulekit import CHANCE
from rulekit.records import Dice
from rulekit.testing import scenario
from rulekit_games.epic_ref import assaut, tir
from rulekit_games.epic_ref.tir import Tir

from .conftest import kinds, run

ELDARS = Path(__file__).parent / "data" / "eldars.txt"
FACTIONS = Path(__file__).parents[2] / "games" / "epic_ref" / "factions"


def sans(tmp_path, fichier: Path, capacite: str) -> str:
    """A copy of the faction file with ``capacite`` taken away from every « capacités : » list."""
    def ote(m):
        reste = [c for c in (x.strip() for x in m.group(2).split(",")) if c != capacite]
        return f"{m.group(1)}{', '.join(reste)}" if reste else ""
    texte = fichier.read_text(encoding="utf-8")
    autre = re.sub(r"(?m)^(\s*capacités : )(.*)$", ote, texte)
    assert autre != texte, capacite
    chemin = tmp_path / f"sans_{len(list(tmp_path.iterdir()))}_{fichier.name}"
    chemin.write_text(autre, encoding="utf-8")
    return str(chemin)


def sc(faction, formations, adversaire="orks", **autres):
    return scenario("epic_ref", {"factions": [str(faction), adversaire], "terrain": autres.pop("terrain", []),
                                 "formations": formations, **autres})


def jouer(m, *morceaux):
    for morceau in morceaux:
        choix = [a for a in m.legal_actions() if a.label.endswith(f" {morceau}")] or \
            [a for a in m.legal_actions() if morceau in a.label]
        assert len(choix) == 1, (morceau, [a.label for a in m.legal_actions()])
        m.apply(choix[0])


def f(joueur, nom, x, y, **kw):
    return {"joueur": joueur, "nom": nom, "x": x, "y": y, **kw}


# --- Commandant: the formations within 5 cm join its assault -----------------------------------
def _groupe(faction):
    m = sc(faction, [f(0, "Hôte de Gardiens", 90, 40), f(0, "Temple Aspect", 93, 40), f(1, "Bande de Boyz", 90, 52)])
    jouer(m, "activer Hôte", "Assaut")
    m.apply(Dice((6,)))                                          # the action test
    jouer(m, "charge")
    return m


def test_commandant_lance_l_assaut_avec_la_formation_voisine(tmp_path):
    avec, sans_lui = _groupe(ELDARS), _groupe(sans(tmp_path, ELDARS, "Commandant"))
    assert avec.formations[1].pos == avec.formations[2].pos          # the Temple charged too
    assert sans_lui.formations[1].pos == (93, 40) and not sans_lui.formations[1].a_agi


# --- Meneur: one more blast marker removed when regrouping --------------------------------------
def _regroupe(faction, nom):
    m = sc(faction, [f(0, nom, 90, 30, pions=5), f(1, "Bande de Boyz" if "Hôte" in nom else "Escadron Predator", 90, 100)],
           adversaire="orks" if "Hôte" in nom else "space_marines")
    jouer(m, "activer", "Rassemblement")
    m.apply(Dice((6,)))
    jouer(m, "mouvement", "sur place")
    m.apply(Dice((1, 3)))                                          # regroups: the highest die, 3
    return m.formations[0].pions


def test_meneur_retire_un_pi_de_plus_au_regroupement(tmp_path):
    assert _regroupe(ELDARS, "Hôte de Gardiens") == 5 - 3 - 1
    assert _regroupe(sans(tmp_path, ELDARS, "Meneur"), "Hôte de Gardiens") == 5 - 3
    orks = FACTIONS / "orks.txt"                                   # the built-in Nobz' Meneur
    assert _regroupe(orks, "Bande de Boyz") == 1
    assert _regroupe(sans(tmp_path, orks, "Meneur"), "Bande de Boyz") == 2


# --- Voile de brume (« Ignore -1 Svg en feu croisé », declared in the file) ---------------------
def _sous_feu_croise(faction, save):
    """Three Chariots shoot the Temple, the Boyz on its flank: one hit, its save rolls ``save``."""
    m = sc(faction, [f(0, "Temple Aspect", 90, 60), f(1, "Escadron de Chariots", 90, 90), f(1, "Bande de Boyz", 120, 60)],
           joueur=1)
    assert tir.feu_croise(m, 1, 0)
    m.push(Tir(1, 0))
    m._settle()
    return run(m, [(1, 1, 5), (save,)])


def test_voile_de_brume_ignore_le_malus_du_feu_croise(tmp_path):
    assert not kinds(_sous_feu_croise(ELDARS, 4), "UniteDetruite")        # 4+ kept
    assert kinds(_sous_feu_croise(sans(tmp_path, ELDARS, "Voile de brume"), 4), "UniteDetruite")  # 5+ in crossfire


# --- Ignore les Couverts (the Falcon's Lance Ardente) -----------------------------------------
def _dans_le_bois(faction):
    m = sc(faction, [f(0, "Escadron Falcon", 90, 30), f(1, "Bande de Boyz", 90, 60)], terrain=["Bois 80 50 20 20"])
    return [(s.genre, s.seuil, s.n) for s in tir.salves(m, 0, 1, 0)[0]], m


def test_ignore_les_couverts_touche_et_blesse_dans_le_bois(tmp_path):
    (salves, m), (salves_sans, m_sans) = _dans_le_bois(ELDARS), _dans_le_bois(sans(tmp_path, ELDARS, "Ignore les Couverts"))
    assert salves == [("AP", 5, 3)] and salves_sans == [("AP", 6, 3)]     # no -1 for cover
    s, s_sans = tir.salves(m, 0, 1, 0)[0][0], tir.salves(m_sans, 0, 1, 0)[0][0]
    assert tir.touche(m, 1, 0, s, False).seuil == 6                       # the Boy's own 6+, not the wood's 5+
    assert tir.touche(m_sans, 1, 0, s_sans, False).seuil == 5


# --- a contact weapon: Macro Armes, Att. Supplémentaire (1), Frappe en Premier -------------------
def _attaques(faction, nom, ennemi, adversaire):
    m = sc(faction, [f(0, nom, 90, 60), f(1, ennemi, 90, 60)], adversaire=adversaire)
    camps = ((0,), (1,))
    engage = assaut.engagees(m, camps)
    return [[(s.seuil, s.n, s.macro) for s in assaut._attaques(m, camps, 0, engage, premier)] for premier in (True, False)]


def test_l_arme_energetique_des_nobz_ajoute_une_attaque_macro(tmp_path):
    orks = FACTIONS / "orks.txt"
    premier, ensuite = _attaques(orks, "Bande de Boyz", "Compagnie d'Assaut", "space_marines")
    assert premier == [] and ensuite == [(3, 1, False), (3, 1, True), (4, 6, False)]  # the Nob, his weapon, the Boyz
    _, sans_att = _attaques(sans(tmp_path, orks, "Att. Supplémentaire (1)"), "Bande de Boyz", "Compagnie d'Assaut",
                            "space_marines")
    assert sans_att == [(3, 1, False), (4, 6, False)]
    _, sans_macro = _attaques(sans(tmp_path, orks, "Macro Armes"), "Bande de Boyz", "Compagnie d'Assaut", "space_marines")
    assert sans_macro == [(3, 2, False), (4, 6, False)]


def test_l_epee_de_l_autarque_frappe_en_premier(tmp_path):
    premier, ensuite = _attaques(ELDARS, "Hôte de Gardiens", "Bande de Boyz", "orks")
    assert premier == [(3, 1, True)] and (3, 1, True) not in ensuite
    premier, ensuite = _attaques(sans(tmp_path, ELDARS, "Frappe en Premier"), "Hôte de Gardiens", "Bande de Boyz", "orks")
    assert premier == [] and (3, 1, True) in ensuite


# --- Sauvegarde Invulnérable (the Autarque) ------------------------------------------------------
def test_la_sauvegarde_invulnerable_tient_contre_une_macro_arme(tmp_path):
    secondes = []
    for faction in (ELDARS, sans(tmp_path, ELDARS, "Sauvegarde Invulnérable")):
        m = sc(faction, [f(0, "Hôte de Gardiens", 90, 60), f(1, "Bande de Boyz", 90, 60)])
        macro = tir.Salve("assaut", 3, 1, macro=True)
        secondes.append(assaut._touche(m, 0, 6, macro).seconde)     # the Autarque is the Hôte's 7th unit
    assert secondes == [6, 0]


# --- Réacteurs Dorsaux (the built-in Marines d'Assaut) -------------------------------------------
def _destinations(faction):
    m = sc(faction, [f(0, "Compagnie d'Assaut", 90, 20), f(1, "Escadron de Chariots", 10, 110)],
           adversaire="orks", terrain=["Falaises 70 30 40 10"])
    jouer(m, "activer", "Avance")
    m.apply(Dice((6,)))
    while m.current_player is not CHANCE and not any("déplacer" in a.label for a in m.legal_actions()):
        jouer(m, "mouvement")
    return sorted(a.label for a in m.legal_actions())


def test_les_reacteurs_dorsaux_franchissent_les_falaises(tmp_path):
    avec = _destinations(FACTIONS / "space_marines.txt")
    sans_eux = _destinations(sans(tmp_path, FACTIONS / "space_marines.txt", "Réacteurs Dorsaux"))
    assert avec != sans_eux
    assert any("(90, 50)" in x for x in avec) and not any("(90, 50)" in x for x in sans_eux)
