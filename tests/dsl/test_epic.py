"""Epic (seed 004): every action line, special unit (realigned) and special weapon parses into
typed sheet clauses, and the rules of effect compile to the Epic queries (docs/DSL.md)."""

from pathlib import Path

import pytest

from rulekit import dsl
from rulekit.dsl import ast as A

DATA = Path(__file__).parent / "data"


#: the game's own vocabulary (its `règles :` name every rule a sheet line cites)
EPIC_VOCABULARY = Path(__file__).parents[2] / "games" / "epic_ref" / "vocabulaire.txt"


@pytest.fixture(scope="module")
def vocab():
    return dsl.Vocabulary.from_file(EPIC_VOCABULARY)


def seed_lines():
    out = []
    for line in (DATA / "seed_epic.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, text = line.partition(" : ")
            out.append((name, text))
    return out


def test_all_34_lines_parse(vocab):
    lines = seed_lines()
    assert len(lines) == 8 + 17 + 9
    for name, text in lines:
        tree = dsl.parse_ability(text, vocabulary=vocab)
        assert isinstance(tree, A.Fiche) and tree.clauses, name


@pytest.mark.parametrize("text, clauses", [
    ("Deux mvts, puis un tir à -1 pour toucher",
     (A.Etapes(((A.Geste("mouvement", 2),), (A.Geste("tir", 1, -1),))),)),
    ("Trois mouvements, pas de tir", (A.Etapes(((A.Geste("mouvement", 3),),), sans_tir=True),)),
    ("Un mvt ou un tir à -1, puis se regroupe",
     (A.Etapes(((A.Geste("mouvement", 1), A.Geste("tir", 1, -1)), (A.Geste("regroupement"),))),)),
    ("Ignore les terrains dangereux et infranchissables pendant le mouvement Attaque surprise",
     {A.Ignore("terrain dangereux", "mouvement"), A.Ignore("terrain infranchissable", "mouvement"),
      A.Inclut(("Attaque surprise",))}),
    ("Commandant et Meneur Relance un jet d'initiative raté une fois par tour",
     {A.Inclut(("Commandant", "Meneur")), A.RelanceJet("jet d'initiative", (1, "tour"))}),
    ("20 cm de distance de cohésion Zone de contrôle de 10 cm",
     {A.Distance("distance de cohésion", 20), A.Distance("zone de contrôle", 10)}),
    ("Deuxième svg à 6+ non modifiable, même contre macro arme", (A.SecondeSvg(6, True),)),
    ("Lancer 1D6 par unité, sur un résultat de 1, l'unité reçoit un PI", (A.JetParUnite(1, 1, 1),)),
    ("Aucune sauvegarde, inflige X points de dégâts aux Engins de guerre",
     {A.Aucun("sauvegarde"), A.DegatsEngins("x")}),
    ("Ignore -1 Svg en feu croisé", (A.Ignore(A.Modificateur(-1, "sauvegarde", None, "feu croisé")),)),
    ("Ignore le modificateur de couvert au jet pour toucher Ignore les sauvegardes de couvert",
     {A.Ignore(A.Modificateur(None, "jet pour toucher", "couvert")), A.Ignore("sauvegarde de couvert")}),
    ("+1 au résultat des assauts", (A.Modificateur(1, "résultat d'assaut"),)),
    ("Choisissent toujours l'unité touchée, -1 à la Svg",
     {A.ChoisitUniteTouchee(), A.Modificateur(-1, "sauvegarde")}),
    ("Peut tirer après un mouvement adverse", (A.Etapes(((A.Geste("tir", apres="mouvement ennemi"),),)),)),
    ("Ajoute X attaque en tir, assaut ou fusillade",
     (A.AttaquesSupplementaires("x", ("tir", "assaut", "fusillade")),)),
])
def test_typed_clauses(vocab, text, clauses):
    got = dsl.parse_ability(text, vocabulary=vocab).clauses
    assert (set(got) if isinstance(clauses, set) else got) == clauses


def compiled(vocab, name, text):
    return dsl.compile_ability(dsl.parse_ability(text, vocabulary=vocab), name=name, vocabulary=vocab)


class Ctx:
    """Just enough of a match to run the modifiers of one bearer."""

    def __init__(self, bearer, ability):
        self.held = [(bearer, ability)]

    def query(self, name, value, **ctx):
        for bearer, ability in self.held:
            for m in ability.modifiers:
                if m.query == name:
                    value = m.fn(self, bearer, ctx, value)
        return value


def test_compiled_clauses_answer_about_their_bearer(vocab):
    titan = Ctx("F.U.W", compiled(vocab, "Tueur de Titan (2)", "Aucune sauvegarde, inflige X points de dégâts aux Engins de guerre"))
    assert titan.query("dégâts engins", 1, arme="F.U.W") == 2
    assert titan.query("aucune sauvegarde", False, arme="F.U.W") is True
    assert titan.query("aucune sauvegarde", False, arme="G.U.W") is False
    att = Ctx("W", compiled(vocab, "Att. Supplémentaire (1)", "Ajoute X attaque en tir, assaut ou fusillade"))
    assert att.query("attaques", 1, arme="W", moment="tir") == 2
    assert att.query("attaques", 1, arme="W", moment="assaut") == 2
    assert att.query("attaques", 1, arme="W") == 1  # a moment the line does not name
    snipers = Ctx("U", compiled(vocab, "Snipers", "Choisissent toujours l'unité touchée, -1 à la Svg"))
    assert snipers.query("modificateur svg", 0, tireur="U") == -1
    scouts = Ctx("U", compiled(vocab, "Eclaireurs", "20 cm de distance de cohésion Zone de contrôle de 10 cm"))
    assert scouts.query("cohésion", 5, unite="U") == 20 and scouts.query("zone de contrôle", 5, unite="U") == 10
    fearless = Ctx("U", compiled(vocab, "Sans Peur", dict(seed_lines())["Sans Peur"]))
    assert fearless.query("retraite obligatoire", True, unite="U") is False
    assert fearless.query("dommage PI démoralisé", True, unite="U") is False


def test_action_lines_are_data_not_modifiers(vocab):
    ab = compiled(vocab, "Avance", "Un mouvement, puis un tir")
    assert ab.modifiers == () and isinstance(ab.ast, A.Fiche)


def test_a_line_citing_declared_rules_includes_them(tmp_path):
    (tmp_path / "vocabulaire.txt").write_text(EPIC_VOCABULARY.read_text(encoding="utf-8"),
                                              encoding="utf-8")
    path = tmp_path / "chefs.txt"
    path.write_text(
        "jeu : epic_ref\nfaction : Chefs\n\n"
        "capacité Meneur : Retire un PI supplémentaire lors du regroupement et du ralliement\n"
        "capacité Commandant Suprême : Commandant et Meneur Relance un jet d'initiative raté une fois par tour\n\n"
        "unité Seigneur\n    capacités : Commandant Suprême\n", encoding="utf-8")
    faction = dsl.load_faction(path)
    (supreme,) = faction.abilities_of("Seigneur")
    assert [m.query for m in supreme.modifiers] == ["relance initiative", "PI retirés en plus"]


class Sheet(dsl.World):
    """A World with two formations: unit "f.u" of formation f (player f), weapons "f.u.w";
    uses recorded by turn."""

    def __init__(self, held):
        self.held, self.dead, self.uses, self.turn = held, set(), {}, 1

    query = Ctx.query

    def owner(self, unit):
        return int(unit.split(".")[0])

    def alive(self, unit):
        return ".".join(unit.split(".")[:2]) not in self.dead

    def formation_of(self, unit):
        return int(unit.split(".")[0])

    def part_of(self, item, unit):
        return item.startswith(unit + ".")

    def current_turn(self):
        return self.turn

    def last_use(self, bearer):
        return self.uses.get(bearer)

    def record_use(self, bearer):
        self.uses[bearer] = self.turn

    def emit(self, kind, source):
        event = type("Ev", (), {"kind": kind, "source": source})()
        for bearer, ability in self.held:
            for t in ability.triggers:
                if t.event == kind:
                    t.fn(self, bearer, event)


def test_world_decides_whom_a_sheet_clause_is_about(vocab):
    line = dict(seed_lines())
    w = Sheet([("0.1", compiled(vocab, "Charismatique", line["Charismatique"])),
               ("0.2", compiled(vocab, "Att. Supplémentaire (1)", line["Att. Supplémentaire (X)"]))])
    assert w.query("bonus résultat assaut", 0, formation=0) == 1 and w.query("bonus résultat assaut", 0, formation=1) == 0
    assert w.query("attaques", 1, arme="0.2.0", moment="tir") == 2  # a unit's weapon rule covers its weapons
    w.dead.add("0.1")
    assert w.query("bonus résultat assaut", 0, formation=0) == 0


def test_limited_clauses_record_their_uses(vocab):
    line = dict(seed_lines())
    w = Sheet([("0.0.0", compiled(vocab, "Tir Unique", line["Tir Unique"])),
               ("1.0.0", compiled(vocab, "Rechargement", line["Rechargement"])),
               ("0.5", compiled(vocab, "Relance", "Relance un jet d'initiative raté une fois par tour"))])
    assert w.query("arme utilisable", True, arme="0.0.0") is True
    w.emit("arme tirée", "0.0.0")
    w.emit("arme tirée", "1.0.0")
    assert w.query("arme utilisable", True, arme="0.0.0") is False
    assert w.query("arme utilisable", True, arme="1.0.0", tour=2) is False
    assert w.query("arme utilisable", True, arme="1.0.0", tour=3) is True
    assert w.query("relance initiative", "", joueur=0, formation=3) == "0.5"
    w.emit("relance d'initiative", "0.5")
    assert w.query("relance initiative", "", joueur=0) == ""
    w.turn = 2
    assert w.query("relance initiative", "", joueur=0) == "0.5"


def test_cited_rules_resolve_through_rules(vocab):
    line = dict(seed_lines())
    rules = {n: compiled(vocab, n, line[n]) for n in ("Commandant", "Meneur")}
    ast = dsl.parse_ability(line["Commandant Suprême"], vocabulary=vocab)
    supreme = dsl.compile_ability(ast, name="Commandant Suprême", vocabulary=vocab, rules=rules)
    assert sorted({m.query for m in supreme.modifiers}) == [
        "PI retirés en plus", "assaut groupé", "jet d'initiative unique", "relance initiative"]
    w = Sheet([("0.0", supreme)])
    assert w.query("assaut groupé", (0, 0), formation=0) == (3, 5)
    anti = dsl.compile_ability(dsl.parse_ability(line["Anti grav"], vocabulary=vocab), name="Anti grav",
                               vocabulary=vocab, rules=rules)
    w = Sheet([("0.0", anti)])
    assert w.query("attaque surprise", False, unite="0.0") is True   # a cited rule with no definition
    assert w.query("attaque surprise", False, unite="1.0") is False


@pytest.mark.parametrize("text", [
    "Pas détruit si démoralisé et Marines Tactiques à 15 cm",                       # the condition's noun
    "Un seul jet d'initiative est nécessaire (-1 si une sauvegarde sur n'importe quelle formation)",
    "Lancer 1D6 par formation, sur un résultat de 1, l'unité reçoit un PI",        # per what, who receives
    "Lancer 1D6 par unité, sur un tour de 1, l'unité reçoit un PI",
    "Peut lancer un tir avec jusqu'à 2 formations en plus de la sienne ayant des unités à moins de 5 cm de sa "
    "formation et n'ayant pas agi",
    "Assaut possible après un mouvement adverse",
    "Relance des Svg ratées une fois par partie une fois par tour",            # two limits
])
def test_every_part_of_a_sheet_line_is_used_or_refused(vocab, text):
    with pytest.raises(dsl.RulesSyntaxError):
        dsl.parse_ability(text, vocabulary=vocab)


@pytest.mark.parametrize("text", ["Trois mouvements, pas de tir", "Trois mouvements, sans tir"])
def test_no_shot_after_an_actions_steps_belongs_to_them(vocab, text):
    assert dsl.parse_ability(text, vocabulary=vocab).clauses == (A.Etapes(((A.Geste("mouvement", 3),),), sans_tir=True),)
    assert dsl.parse_ability("Pas de tir", vocabulary=vocab).clauses == (A.Aucun("tir"),)
