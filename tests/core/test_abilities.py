"""Modifiers, triggers and replacements: dispatch order and the once-per-event rule."""

import attrs

from rulekit import Ability, Event, Modifier, Replacement, Step, Trigger
from rulekit.steps import Decline, Roll

from rulekit.testing.table import Table, table_with


@attrs.frozen
class Blessure(Event):
    kind = "blessé"
    unit: str
    amount: int = 1

    def apply(self, match):
        match.rolls.setdefault("blessures", ())
        match.rolls["blessures"] += (self.amount,)


def make(*pairs):
    return table_with(abilities=pairs)


def counted(asked: list, pairs):
    """A started test table whose ``abilities_in_play`` notes each call in ``asked``."""

    @attrs.define(eq=True)
    class Comptee(Table):
        def abilities_in_play(self):
            asked.append(1)
            return super().abilities_in_play()

    t = Comptee(game="table", options={"abilities": pairs})
    t.start()
    return t


def test_modifiers_apply_in_listed_order():
    add = Ability("plus un", modifiers=(Modifier("dés", lambda m, b, ctx, v: v + 1),))
    double = Ability("double", modifiers=(Modifier("dés", lambda m, b, ctx, v: v * 2),))
    assert make(("a", add), ("b", double)).query("dés", 1) == 4
    assert make(("b", double), ("a", add)).query("dés", 1) == 3


def test_a_modifier_about_its_bearer_answers_only_its_bearers_queries_in_order():
    """Dispatch leaves a modifier marked ``about_bearer`` out of the queries about other units
    (without calling it), and keeps the listed order among those that answer."""
    calls = []

    def add(n):
        def fn(m, b, ctx, v):
            calls.append(b)
            return v + n
        return fn

    double = Modifier("dés", lambda m, b, ctx, v: v * 2)
    mine = Ability("à moi", modifiers=(Modifier("dés", add(1), about_bearer=True),))
    t = make(("a", mine), ("b", Ability("double", modifiers=(double,))), ("c", mine))
    assert t.query("dés", 1, unit="a") == 4 and calls == ["a"]
    assert t.query("dés", 1, unite="c") == 3 and calls == ["a", "c"]
    assert t.query("dés", 1, unit="z") == 2 and t.query("dés", 1) == 2 and calls == ["a", "c"]


def test_a_modifier_for_some_actions_answers_only_queries_of_those_actions_in_order():
    """Dispatch leaves a modifier declared for some ``action`` values (``Modifier.actions``) out
    of the queries of any other action, or of none, without calling it; the listed order holds
    among those that answer, and an action that cannot be a key is dispatched to every modifier."""
    calls = []

    def add(name, n):
        def fn(m, b, ctx, v):
            calls.append(name)
            return v + n
        return fn

    move = Ability("pas", modifiers=(Modifier("portée", add("pas", 1), actions={"se déplacer"}),))
    anyone = Ability("tous", modifiers=(Modifier("portée", add("tous", 10)),))
    t = make(("a", move), ("b", anyone), ("c", move))
    assert t.query("portée", 1, unit="a", action="se déplacer") == 13 and calls == ["pas", "tous", "pas"]
    calls.clear()
    assert t.query("portée", 1, unit="a", action="tirer") == 11 and calls == ["tous"]
    calls.clear()
    assert t.query("portée", 1, unit="a") == 11 and calls == ["tous"]
    calls.clear()
    assert t.query("portée", 1, unit="a", action=["se", "déplacer"]) == 13 and calls == ["pas", "tous", "pas"]
    assert Modifier("portée", len, actions=["tirer"]).actions == frozenset({"tirer"})


def test_answers_says_whether_a_query_about_a_unit_could_change_its_value():
    """``abilities.answers`` is False exactly when ``ask`` would return the value untouched
    without calling anything: no modifier of that query, or only modifiers about another bearer."""
    from rulekit import abilities

    mine = Ability("à moi", modifiers=(Modifier("dés", lambda m, b, ctx, v: v + 1, about_bearer=True),))
    anyone = Ability("tous", modifiers=(Modifier("portée", lambda m, b, ctx, v: v + 1),))
    t = make(("a", mine), ("b", anyone))
    assert abilities.answers(t, "dés", "a") and not abilities.answers(t, "dés", "z")
    assert not abilities.answers(t, "dés") and not abilities.answers(t, "moral", "a")
    assert abilities.answers(t, "portée", "z") and abilities.answers(t, "portée")
    assert abilities.asked_about(t, "a") == {"dés", "portée"} and abilities.asked_about(t, "z") == {"portée"}
    assert abilities.asked_about(t, ["not", "a", "key"]) == {"portée"}
    assert abilities.modified(t, "dés") and abilities.modified(t, "portée") and not abilities.modified(t, "moral")


def test_answers_for_an_action_says_whether_a_modifier_for_that_action_could_answer():
    """With ``action``, ``abilities.answers`` is False exactly when ``ask`` with that action in its
    context would call no modifier: those declared for other actions are left out, a modifier
    for any action always answers, and an action that cannot be a key is offered to every one;
    ``Index.answers`` says the same of the index in play, and ``Index.answering_for`` lists the
    modifiers ``ask`` calls."""
    from rulekit import abilities

    move = Ability("pas", modifiers=(Modifier("portée", lambda m, b, ctx, v: v + 1, actions={"se déplacer"}),))
    mine = Ability("à moi", modifiers=(Modifier("dés", lambda m, b, ctx, v: v + 1, about_bearer=True,
                                                actions={"tirer", "charger"}),))
    anyone = Ability("tous", modifiers=(Modifier("moral", lambda m, b, ctx, v: v + 1),))
    t = make(("a", move), ("b", mine), ("c", anyone))
    for query, unit, action in [("portée", "a", "se déplacer"), ("portée", "z", "tirer"), ("portée", "z", None),
                                ("dés", "b", "tirer"), ("dés", "b", "charger"), ("dés", "a", "tirer"),
                                ("dés", "b", "se déplacer"), ("moral", "z", "tirer"), ("moral", "z", None)]:
        asked = t.query(query, 0, unit=unit, action=action) if action is not None else t.query(query, 0, unit=unit)
        assert abilities.answers(t, query, unit, action) == (asked != 0), (query, unit, action)
    assert abilities.answers(t, "portée", "z", ["se", "déplacer"]) and not abilities.answers(t, "dés", "z", ["x"])
    index = abilities.index(t.abilities_in_play())
    assert index.answers("portée", "z", "se déplacer") and not index.answers("portée", "z", "tirer")
    assert index.answers("dés", "b", "tirer") and index.answers("dés", "b", "charger") and not index.answers("dés", "b", None)
    assert not index.answers("dés", "a", "tirer") and index.answers("moral", "a", "n'importe quoi")
    assert [bearer for bearer, _ in index.answering_for("dés", "b", "charger")] == ["b"]
    assert index.answering_for("dés", "a", "charger") == [] and index.answering_for("portée", "z") == []


def test_legal_actions_read_one_index_of_the_abilities_in_play():
    """While a step works out its legal actions, its queries share one index (``pinned``):
    ``abilities_in_play`` is asked once, however many queries the step asks; outside it, each
    query asks again (a state edited by hand between two queries is read as it is)."""
    from rulekit import abilities

    asked = []
    plus = Ability("plus", modifiers=(Modifier("dés", lambda m, b, ctx, v: v + 1),))

    @attrs.frozen
    class Compte(Step):
        def actor(self, match):
            return 0

        def actions(self, match):
            return [Decline(str(match.query("dés", k))) for k in range(5)]

        def resolve(self, match, choice):
            pass

    t = counted(asked, [("a", plus)])
    t.push(Compte())
    assert [a.what for a in t.legal_actions()] == ["1", "2", "3", "4", "5"] and len(asked) == 1
    with abilities.pinned(t):
        t.query("dés", 0), t.query("dés", 0)
    assert len(asked) == 2
    t.query("dés", 0), t.query("dés", 0)
    assert len(asked) == 4


def test_modifier_sees_context_and_bearer():
    only_mine = Ability(
        "tirs", modifiers=(Modifier("dés", lambda m, b, ctx, v: v + 2 if ctx["unit"] == b and ctx["action"] == "tirer" else v),)
    )
    t = make(("archers", only_mine))
    assert t.query("dés", 1, unit="archers", action="tirer") == 3
    assert t.query("dés", 1, unit="archers", action="charger") == 1
    assert t.query("dés", 1, unit="autres", action="tirer") == 1


def test_permission_is_a_modifier_on_a_query():
    lent = Ability("lent", modifiers=(Modifier("permis", lambda m, b, ctx, v: False if ctx["action"] == "redéployer" else v),))
    t = make(("u", lent))
    assert t.query("permis", True, action="redéployer") is False
    assert t.query("permis", True, action="tirer") is True


def test_trigger_fires_after_the_event_is_applied():
    seen = []
    spy = Ability("spy", triggers=(Trigger("blessé", lambda m, b, e: seen.append(m.rolls["blessures"])),))
    t = make(("u", spy))
    t.emit(Blessure("x"))
    assert seen == [(1,)]
    assert isinstance(t.events[-1], Blessure)


def test_replacement_changes_event_once_and_can_prevent_it():
    armour = Ability("armure", replacements=(Replacement("blessé", lambda m, b, e: attrs.evolve(e, amount=e.amount - 1)),))
    t = make(("u", armour))
    t.emit(Blessure("x", 3))
    assert t.rolls["blessures"] == (2,)
    assert t.events[-1].replaced_by == ("u:armure",)
    # the same event offered again is not changed a second time
    t.emit(t.events[-1])
    assert t.rolls["blessures"] == (2, 2)

    ward = Ability("ward", replacements=(Replacement("blessé", lambda m, b, e: None),))
    t = make(("u", ward))
    assert t.emit(Blessure("x")) is None
    assert "blessures" not in t.rolls and t.events == []


def test_replacement_can_defer_to_a_roll():
    """A save on 4+: the replacement prevents the event and pushes a roll; the procedure re-emits."""
    def save(m, b, e):
        m.push(Roll(1, "sauvegarde"))
        return None

    t = make(("u", Ability("svg", replacements=(Replacement("blessé", save),))))
    t.emit(Blessure("x"))
    assert t.stack[-1] == Roll(1, "sauvegarde")


def test_a_step_reads_the_abilities_in_play_again_after_each_event_only():
    """While a choice is resolved, the abilities in play are read at the first query and at the
    first query after each event is applied (the only place they change), not at each query: a
    query after an event that brings an ability sees it."""
    asked = []
    plus = Ability("plus", modifiers=(Modifier("dés", lambda m, b, ctx, v: v + 1),))

    @attrs.frozen
    class Renfort(Event):
        def apply(self, match):
            match.options = {**match.options, "abilities": [*match.options["abilities"], ("b", plus)]}

    @attrs.frozen
    class Lancer(Step):
        def actor(self, match):
            return 0

        def actions(self, match):
            return [Decline("lancer")]

        def resolve(self, match, choice):
            before = [match.query("dés", 0) for _ in range(4)]
            match.emit(Renfort())
            after = [match.query("dés", 0) for _ in range(4)]
            match.rolls["vus"] = (*before, *after)

    t = counted(asked, [("a", plus)])
    t.push(Lancer())
    action = t.legal_actions()[0]
    asked.clear()
    t.apply(action)
    assert t.rolls["vus"] == (1, 1, 1, 1, 2, 2, 2, 2)
    assert len(asked) == 2  # at the first query, and at the first after Renfort


def test_an_event_no_ability_reacts_to_leaves_the_abilities_in_play_unread():
    """An event of a kind no trigger or replacement acts on (most events of a step) is applied
    without reading the abilities in play, and a step reads them at its first query, not on
    entry: here once, at the first query after the events, however many events came before."""
    asked = []
    plus = Ability("plus", modifiers=(Modifier("dés", lambda m, b, ctx, v: v + 1),))

    @attrs.frozen
    class Vu(Event):
        kind = "vu (aucune capacité n'y réagit)"

        def apply(self, match):
            match.rolls["vus"] = match.rolls.get("vus", ()) + (1,)

    @attrs.frozen
    class Regarder(Step):
        def actor(self, match):
            return 0

        def actions(self, match):
            return [Decline("regarder")]

        def resolve(self, match, choice):
            for _ in range(3):
                match.emit(Vu())
            match.rolls["dés"] = (match.query("dés", 0), match.query("dés", 0))

    t = counted(asked, [("a", plus)])
    t.push(Regarder())
    action = t.legal_actions()[0]
    asked.clear()
    t.apply(action)
    assert t.rolls["vus"] == (1, 1, 1) and t.rolls["dés"] == (1, 1)
    assert len(asked) == 1  # at the first query, after the events


def test_a_trigger_on_a_kind_never_seen_before_fires_in_a_step_that_asks_nothing():
    """Every ability says, when it is made, which event kinds its triggers and replacements act
    on (``abilities.REACTED``): a step that asks no query still offers such an event to them."""
    from rulekit import abilities

    kind = "écho (vu une seule fois dans ce test)"
    assert kind not in abilities.REACTED

    @attrs.frozen
    class Echo(Event):
        def apply(self, match):
            pass

    Echo.kind = kind
    seen = []
    t = make(("u", Ability("oreille", triggers=(Trigger(kind, lambda m, b, e: seen.append(b)),))))
    t.emit(Echo())
    assert kind in abilities.REACTED and seen == ["u"]
