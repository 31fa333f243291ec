"""Sheet lines a designer writes: each form the sheet grammar reads gives one AST whatever the
paraphrase, acts in play as it says (with and without it), and a meaning Epic does not execute is
refused when compiled, in French, naming what the game supports (docs/DSL.md, « Reference-sheet
clauses (Epic) »)."""

from __future__ import annotations

import pytest

from rulekit import dsl
from rulekit.dsl import ast as A
from rulekit.dsl.errors import CompileError, DslError
from rulekit_games.epic_ref import assaut, capacites, mouvement, pions_impact, tir
from rulekit_games.epic_ref.tir import ResoudreTir, Salve

from .conftest import P, W, armee, bench, kinds, run


def lire(texte):
    return dsl.parse_ability(texte, vocabulary=capacites.vocabulaire())


def _refus_a_la_lecture(texte):
    """The message of the error reading ``texte`` raises (it must raise one)."""
    with pytest.raises(DslError) as exc:
        lire(texte)
    return str(exc.value)


def compiler(texte):
    return capacites._compiler(texte, ())


@pytest.mark.parametrize("phrases, clause", [
    (["Ajoute +1 au résultat de l'assaut", "+1 au résultat des assauts", "Ajoute 1 au résultat des assauts"],
     A.Modificateur(1, "résultat d'assaut")),
    (["Mouvement triplé", "Triple mouvement", "Mouvements triplés"], A.Double("mouvement", None, 3)),
    (["Mouvement triplé en charge", "Triple mouvement lors d'une charge", "Mouvement triplé lors d'une charge"],
     A.Double("mouvement", "charge", 3)),
    (["Ne peut tirer que deux fois par partie", "Deux tirs par partie", "Ne tire que deux fois par partie"],
     A.Limite(2, "tir", "partie")),
    (["Frappe en premier au corps à corps", "Frappe avant l'ennemi au corps à corps",
      "Frappe en premier en corps à corps"], A.FrappeEnPremier("corps à corps")),
    (["Frappe en premier en assaut", "Frappe avant l'ennemi en Assaut", "Frappe en premier lors d'un assaut"],
     A.FrappeEnPremier("assaut")),
    (["Ajoute une attaque en assaut", "Ajoute 1 attaque en assaut", "+1 attaque en assaut"],
     A.AttaquesSupplementaires(1, ("assaut",))),
    (["Génère un PI supplémentaire par touche", "Génère 1 PI supplémentaire par touche",
      "Génère un pion impact supplémentaire par touche"], A.PIParTouche(1, en_plus=True)),
    (["N'est pas détruite en retraite", "Pas détruit en retraite", "Pas détruite lors de la retraite"],
     A.PasDetruit(en="retraite")),
    (["+1 pour toucher au corps à corps", "+1 pour toucher en corps à corps", "En corps à corps, +1 pour toucher"],
     A.Modificateur(1, "jet pour toucher", en="corps à corps")),
])
def test_une_forme_une_seule_ast(phrases, clause):
    for texte in phrases:
        assert lire(texte).clauses == (clause,), texte
    rendu = dsl.render(lire(phrases[0]))
    assert lire(rendu).clauses == (clause,), rendu                 # the canonical French reads back


@pytest.mark.parametrize("texte, dit", [
    ("+1 au corps à corps", "ne sait rien du modificateur de « corps à corps » (il connaît : « résultat d'assaut », "
                            "« sauvegarde », « jet pour toucher », « jet d'initiative »)"),
    ("Frappe en premier en tir", "« frappe en premier » en « tir » (il connaît : « assaut », « corps à corps », "
                                 "« fusillade »)"),
    ("N'est pas détruite en assaut", "« pas détruit » en « assaut » (il connaît : « retraite »)"),
    ("Pas détruit si démoralisé et ennemi à 10 cm", "détruit en retraite les unités à 15 cm d'un ennemi, pas à 10 cm"),
    ("Mouvement triplé en assaut", "le mouvement multiplié en « assaut » (il connaît : « charge », « retraite »)"),
])
def test_un_sens_que_le_jeu_n_execute_pas_est_refuse(texte, dit):
    with pytest.raises(CompileError) as exc:
        compiler(texte)
    assert dit in str(exc.value) and " de le " not in str(exc.value)


@pytest.mark.parametrize("texte, dit", [
    ("Génère un PI supplémentaire par touche et non par perte infligée", "le contredit"),
    ("Ignore les Couverts en assaut", "« Ignore les Couverts » est une règle de la fiche"),
])
def test_une_ligne_contradictoire_est_refusee_a_la_lecture(texte, dit):
    assert dit in _refus_a_la_lecture(texte)


def test_le_refus_dans_un_fichier_dit_ou(tmp_path):
    from rulekit_games.epic_ref import armee as AR

    chemin = tmp_path / "f.txt"
    chemin.write_text("jeu : epic_ref\nfaction : F\n\narme Lame\n    portée : contact\n    capacités : "
                      "Frappe en premier en tir\n\nunité Garde\n    type : INF\n    vitesse : 15 cm\n"
                      "    blindage : 4+\n    corps à corps : 4+\n    fusillade : 5+\n    armes : Lame\n\n"
                      "formation Garde\n    unités : 2 Garde\n    coût : 100\n\narmée F\n    initiative : 2+\n"
                      "    stratégie : 2\n    formations : Garde\n", encoding="utf-8")
    with pytest.raises(AR.FactionError) as exc:
        AR.read(chemin)
    assert f"{chemin}:6:" in str(exc.value) and "« frappe en premier » en « tir »" in str(exc.value)


# --- each new meaning acts ---------------------------------------------------------------------
def _duel(caps=(), arme_caps=(), n_att=2, n_def=1, dist=0, portee=0):
    a = armee([P("Boy", armes=("Lame",), capacites=caps)], [W("Lame", portee, ap=4, capacites=arme_caps)],
              {"A": ["Boy"] * n_att})
    d = armee([P("Garde")], [], {"D": ["Garde"] * n_def})
    m = bench(a, d)
    m.ajouter_formation(0, "A", 90, 60 - dist)
    m.ajouter_formation(1, "D", 90, 60)
    return m


def _vagues(m):
    camps = ((0,), (1,))
    engage = assaut.engagees(m, camps)
    return [[(s.seuil, s.n) for s in assaut._attaques(m, camps, 0, engage, premier)] for premier in (True, False)]


def test_frapper_en_premier_au_corps_a_corps_seulement():
    # two Boys against one Garde: both in contact (two per enemy unit); CC 4+, no weapon of contact
    m = _duel(caps=("Frappe en premier au corps à corps",))
    assert _vagues(m) == [[(4, 2)], []]
    assert _vagues(_duel()) == [[], [(4, 2)]]
    # five Boys: one out of contact fires its FF at the second wave; « en fusillade » is the other way
    assert _vagues(_duel(caps=("Frappe en premier au corps à corps",), n_att=3)) == [[(4, 2)], [(4, 1)]]
    assert _vagues(_duel(caps=("Frappe en premier en fusillade",), n_att=3)) == [[(4, 1)], [(4, 2)]]


def test_plus_un_pour_toucher_au_corps_a_corps():
    assert _vagues(_duel(caps=("+1 pour toucher au corps à corps",), n_att=3)) == [[], [(3, 2), (4, 1)]]


def test_une_attaque_de_plus_en_assaut():
    sans = _vagues(_duel(portee=0))
    avec = _vagues(_duel(arme_caps=("Ajoute une attaque en assaut",)))
    assert sans == [[], [(4, 2)]] and avec == [[], [(4, 4)]]       # each Boy's blade strikes once more


def test_un_pi_supplementaire_par_touche():
    pions = []
    for caps in ((), ("Génère un PI supplémentaire par touche",)):
        m = _duel(arme_caps=caps, n_def=2, portee=30, dist=20)
        salve = Salve("AP", 4, 1, **tir._regles(m, "0.0.0", "0.0"))
        m.rolls["tir 1 (AP 4+)"] = [6]                          # one hit
        m.push(ResoudreTir(0, 1, (salve,), 0, "tir"))
        m._settle()
        run(m, [(1,)])                                           # the save fails: one loss
        assert kinds(m, "UniteDetruite")
        pions.append(m.formations[1].pions)
    # under fire 1, the loss 1; then one more for the hit (the loss still counts: « supplémentaire »)
    assert pions == [2, 3]


def test_pas_detruite_en_retraite():
    vivantes = []
    for caps in ((), ("N'est pas détruite en retraite",)):
        a = armee([P("Boy")], [], {"A": ["Boy"] * 2})
        d = armee([P("Garde", capacites=caps)], [], {"D": ["Garde"] * 2})
        m = bench(a, d)
        m.ajouter_formation(0, "A", 90, 108)
        m.ajouter_formation(1, "D", 90, 112)                        # withdraws to its edge, 12 cm away
        m.push(pions_impact.Retraite(1))
        m._settle()
        vivantes.append(len(m.formations[1].vivantes()))
    assert vivantes == [0, 2]


def test_mouvement_triple_pour_chaque_mouvement():
    def portee(caps):
        m = _duel(caps=caps, dist=50)
        m.modifier_formation(1, x=10, y=110)                      # the enemy far away
        options = mouvement.ChoisirDestination.pour(m, 0, 1).options
        return max(abs(o.y - 10) for o in options)
    assert portee(()) == 15 and portee(("Mouvement triplé",)) == 45
    assert portee(("Mouvement triplé en charge",)) == 15          # only when charging


# --- an author's prose: the bearer said, what it has, a condition on what it does ------------------
@pytest.mark.parametrize("phrases, clauses", [
    (["Cette formation relance ses sauvegardes ratées.", "Cette unité relance ses sauvegardes ratées",
      "Les unités de cette formation relancent leurs sauvegardes ratées", "Relance des Svg ratées"],
     (A.RelanceJet("sauvegarde"),)),
    (["Sauvegarde invulnérable de 6+", "Dispose d'une sauvegarde invulnérable de 6+",
      "A une sauvegarde invulnérable à 6+", "Deuxième svg à 6+ non modifiable, même contre macro arme"],
     (A.SecondeSvg(6, True),)),
    (["Ignore le couvert", "Ignore le modificateur de couvert au jet pour toucher Ignore les sauvegardes de couvert"],
     (A.Ignore("sauvegarde de couvert"), A.Ignore(A.Modificateur(None, "jet pour toucher", "couvert")))),
    (["Ignore les modificateurs de couvert", "Ignore le modificateur de couvert au jet pour toucher"],
     (A.Ignore(A.Modificateur(None, "jet pour toucher", "couvert")),)),
    (["Ajoute 1 attaque au corps à corps", "Ajoute une attaque en corps à corps"],
     (A.AttaquesSupplementaires(1, ("corps à corps",)),)),
    (["+1 au résultat des assauts si la formation charge", "+1 au résultat des assauts lorsqu'elle charge",
      "Lorsqu'elle charge, +1 au résultat de l'assaut", "+1 au résultat des assauts en charge"],
     (A.Modificateur(1, "résultat d'assaut", en="charge"),)),
    (["Peut lancer un assaut avec une formation en plus de la sienne ayant des unités à moins de 5 cm de sa "
      "formation et n'ayant pas agi", "Peut lancer un assaut avec jusqu'à une formation en plus de la sienne "
      "ayant des unités à moins de 5 cm de sa formation et n'ayant pas agi"], (A.AssautGroupe(1, 5),)),
])
def test_la_prose_d_un_auteur_une_seule_ast(phrases, clauses):
    for texte in phrases:
        assert lire(texte).clauses == clauses, texte
    assert lire(dsl.render(lire(phrases[0]))).clauses == clauses


@pytest.mark.parametrize("texte, dit", [
    ("Les ennemis ignorent les terrains dangereux", "se dit de l'unité qui la porte ou de sa formation"),
    ("Les formations ennemies à moins de 15 cm relancent leurs tests d'action ratés",
     "une aura vaut pour les formations du camp de l'unité qui la porte"),
    ("Deuxième sauvegarde à 4+", "Epic n'a qu'une deuxième sauvegarde, l'invulnérable, que rien ne modifie"),
    ("+1 au résultat des assauts si l'ennemi charge", "dit ce que fait l'unité qui la porte"),
    # a distance at a moment: no distance of Epic depends on one (it was read, « en charge » dropped)
    ("Zone de contrôle de 15 cm en charge", "« en … » n'a pas de sens dans une distance"),
    ("Distance de cohésion de 20 cm en charge", "« en … » n'a pas de sens dans une distance"),
])
def test_la_prose_qui_nomme_autre_chose_est_refusee(texte, dit):
    assert dit in _refus_a_la_lecture(texte)


def test_le_resultat_d_assaut_en_charge_est_celui_de_l_attaquant():
    assert "il connaît : « charge »" in _refus("+1 au résultat des assauts en tir")

    def bonus(caps, side):
        m = _duel(caps=caps)
        camps = ((0,), (1,)) if side == 0 else ((1,), (0,))     # formation 0 charges, or is charged
        depart = tuple(len(assaut._unites(m, c)) for c in camps)
        return assaut.modificateurs_camp(m, camps, side, depart)
    charge = ("+1 au résultat des assauts si la formation charge",)
    assert bonus(charge, 0) == bonus((), 0) + 1                    # it charged
    assert bonus(charge, 1) == bonus((), 1)                        # charged: no bonus
    assert bonus(("+1 au résultat des assauts",), 1) == bonus((), 1) + 1


def test_une_attaque_de_plus_au_corps_a_corps():
    assert _vagues(_duel(arme_caps=("Ajoute une attaque au corps à corps",))) == [[], [(4, 4)]]


def _refus(texte):
    with pytest.raises(CompileError) as exc:
        compiler(texte)
    return str(exc.value)


# --- the moments a weapon's extra attacks are asked at ------------------------------------------
def test_une_attaque_de_plus_en_fusillade():
    # three Boys with a gun (30 cm) against one Garde: two in contact strike with their CC, the
    # third fires its FF out of contact, and its gun once more « en fusillade » (or « en assaut »)
    def vagues(caps):
        return _vagues(_duel(arme_caps=caps, n_att=3, portee=30))
    assert vagues(()) == [[], [(4, 3)]]
    assert vagues(("Ajoute une attaque en fusillade",)) == [[], [(4, 4)]]
    assert vagues(("Ajoute une attaque en assaut",)) == [[], [(4, 4)]]
    assert vagues(("Ajoute 2 attaques en tir, assaut ou fusillade",)) == [[], [(4, 5)]]
    # not in the firefight: only when shooting, or a contact weapon's in base contact
    assert vagues(("Ajoute une attaque en tir",)) == [[], [(4, 3)]]
    assert vagues(("Ajoute une attaque au corps à corps",)) == [[], [(4, 3)]]
    # a blade out of contact does not fire
    assert _vagues(_duel(arme_caps=("Ajoute une attaque en fusillade",), n_att=3)) == [[], [(4, 3)]]


def test_une_attaque_de_plus_en_tir():
    for caps, n in (((), 1), (("Ajoute une attaque en tir",), 2), (("Ajoute une attaque en fusillade",), 1)):
        m = _duel(arme_caps=caps, portee=30, dist=20)
        assert m.query("attaques", 1, arme="0.0.0", unite="0.0", moment="tir") == n, caps


@pytest.mark.parametrize("texte", ["Ajoute une attaque en charge", "Ajoute 2 attaques en retraite",
                                   "Les formations à moins de 15 cm ajoutent une attaque en charge"])
def test_des_attaques_a_un_moment_que_le_jeu_ne_demande_pas_sont_refusees(texte):
    assert ("les attaques d'une arme en « " in _refus(texte)
            and "(il connaît : « tir », « assaut », « corps à corps », « fusillade »)" in _refus(texte))


def test_la_deuxieme_sauvegarde_en_assaut_contre_une_macro_arme():
    seule = "Deuxième sauvegarde à 5+ non modifiable"
    for caps, macro, seconde in (((seule,), True, 0), ((seule + ", même contre macro arme",), True, 5),
                                 ((seule,), False, 5)):
        d = armee([P("Garde", capacites=caps)], [], {"D": ["Garde"]})
        m = bench(armee([P("Boy")], [], {"A": ["Boy"]}), d)
        m.ajouter_formation(0, "A", 90, 60)
        m.ajouter_formation(1, "D", 90, 60)
        assert assaut._touche(m, 1, 0, Salve("assaut", 4, 1, macro=macro)).seconde == seconde, (caps, macro)


# --- every part of a clause is used or refused when compiled -------------------------------------
@pytest.mark.parametrize("texte, dit", [
    ("Ignore les sauvegardes de couvert pendant le mouvement", "ne s'ignore pas « pendant le mouvement »"),
    ("Ignore -1 Svg en feu croisé pendant le mouvement", "ne s'ignore pas « pendant le mouvement »"),
    ("Vulnérable aux tirs AP", "(« Vulnérable aux tirs AP et AC »)"),
    ("Annule les sauvegardes de blindage", "pour le couvert seul : « Ignore les sauvegardes de couvert »"),
    ("Lancer 2D6 par unité, sur un résultat de 1, l'unité reçoit un PI", "le jeu lance 1D6 par unité"),
    ("Lancer 1D6 par unité, sur un résultat de 1, l'unité reçoit deux PI", "donne un PI par dé"),
])
def test_une_partie_de_clause_que_le_jeu_ne_demande_pas_est_refusee(texte, dit):
    assert dit in _refus(texte)


# --- the action test (« test d'action » = « jet d'initiative ») ---------------------------------------
@pytest.mark.parametrize("texte", ["+1 aux tests d'action", "+1 au test d'action", "+1 à ses jets d'initiative",
                                   "Bénéficie de +1 aux tests d'action", "A +1 au jet d'initiative"])
def test_un_bonus_au_test_d_action_une_seule_ast(texte):
    assert lire(texte).clauses == (A.Modificateur(1, "jet d'initiative"),)


@pytest.mark.parametrize("texte, dit", [
    ("-1 aux tests d'action de l'ennemi à moins de 15 cm", "pas ceux de l'ennemi"),
    ("-1 aux tests d'action ennemis", "pas ceux de l'ennemi"),
    ("Les formations ennemies à moins de 15 cm ont -1 aux tests d'action", "une aura vaut pour les formations du camp"),
])
def test_un_malus_au_test_d_action_de_l_ennemi_est_refuse(texte, dit):
    assert dit in _refus_a_la_lecture(texte)


def test_un_bonus_au_test_d_action_a_un_moment_est_refuse():
    assert "ne dépend pas du moment (« en tir »)" in _refus("+1 aux tests d'action en tir")


@pytest.mark.parametrize("texte, dit", [
    ("Retire un PI lors du ralliement", "« retire un PI » : le ralliement retire déjà des PI ; une ligne dit combien "
                                        "elle en retire de plus : « Retire un PI supplémentaire lors du ralliement »"),
    ("Retire 2 PI", "le ralliement et le regroupement retirent déjà des PI ; une ligne dit combien elle en retire de "
                    "plus : « Retire 2 PI supplémentaires lors du ralliement et du regroupement »"),
    ("Subit -1 à sa sauvegarde", "le jeu ne modifie la sauvegarde que de la cible d'un tireur"),
])
def test_une_ligne_qui_ne_dit_pas_combien_de_plus_dit_quoi_ecrire(texte, dit):
    assert dit in _refus_a_la_lecture(texte)
    if "Retire" in dit:
        assert lire(dit.split("« ")[-1].rstrip(" »")).clauses       # what it says to write reads


@pytest.mark.parametrize("qui", ["formations", "unités"])
def test_une_aura_qui_frappe_en_premier_agit_sur_les_armes(qui):
    # « frappe en premier » is asked of a weapon (``arme=``): an aura on formations or units answers
    # for the weapons of those within its distance (the bearer's own formation is within it)
    assert _vagues(_duel(caps=(f"Les {qui} à moins de 5 cm frappent en premier au corps à corps",))) == [[(4, 2)], []]


def test_une_aura_qui_peut_se_dit_au_pluriel():
    texte = ("Les formations à moins de 5 cm peuvent lancer un assaut avec jusqu'à 1 formation en plus de la sienne "
             "ayant des unités à moins de 5 cm de sa formation et n'ayant pas agi")
    assert dsl.render(lire(texte)) == texte                 # it said « Les formations … peut lancer »
