"""Who is in a fight: the units a question of a fight is asked of, when a sentence names a fight of the bearer
(« Lorsqu'un Lancier attaque, … ») or of another unit (« Lorsqu'un Conscrit adjacent est attaqué, … »).

A game asks its fight's questions of the units engaged in it (the rule book: « Si une unité engagée dans une attaque
a des unités alliées adjacentes … »): the dice and rerolls of the attacker and of the unit attacked (the context's
``adversaire`` is the other of the two), the help of the allies next to the tile fought over (``aide``, the context's
``aidé`` is the unit helped). A unit the sentence names is in the bearer's fight only as one of those: its opponent,
or its helper. Said of units that can be neither (« Lorsqu'un Lancier attaque, les Conscrits adjacents lancent un dé
de plus »: his own Conscrits, who throw no dice in his attack), the sentence compiled and never acted: refused here,
at compile time. A mixin of :class:`.compiler.Compiler`."""

from __future__ import annotations

from ..abilities import unit_of
from . import ast as A

#: the questions a game asks of the helpers of a fight (the context's ``aidé``: the unit helped)
HELPER_QUERIES = frozenset({"aide"})
#: the questions of a fight asked of the attack (its targets, how their dice are thrown), not of a unit in it
ASKED_OF_THE_ATTACK = frozenset({"cibles", "dés groupés"})
#: the side of a unit named without one, beside a fight: the bearer's (as an aura's group is its anchor's side)
FRIEND_WORDS = {"allié", "alliés", "ami", "amis"}
FOE_WORDS = {"ennemi", "ennemis", "adversaire", "adversaires"}
FLIP = {"attaque": "défense", "défense": "attaque"}
#: what a question's context says of the unit asked (its name, its tile, the unit it helps): not another unit's
ASKED_KEYS = ("unit", "unite", "unité", "terrain", "aidé")


def seen_from(m, ctx: dict, unit, drop=(), **more) -> dict:
    """The question's context told from ``unit``'s side of the same fight: the unit and the terrain of its tile in
    place of the unit asked's (``drop``: other keys that were the asked unit's alone), ``more`` what else differs."""
    out = {k: v for k, v in ctx.items() if k not in ASKED_KEYS + tuple(drop)}
    out.update(unit=unit, **more)
    if m.terrain_of(unit) is not None:
        out["terrain"] = m.terrain_of(unit)
    return out


def side_of(d: A.Designation) -> str:
    """« ennemi » when the designation says the other side (« les ennemis adjacents », « un Conscrit ennemi »), else
    « allié »: said (« ses alliés », « un Mousse allié ») or not (« les Conscrits adjacents »: the bearer's own)."""
    if "ennemi" in d.quals or d.nom.lower() in FOE_WORDS:
        return "ennemi"
    return "allié"


def said_of(d: A.Designation) -> str:
    from .render import render

    return render(d)


class Combattants:
    """The fight of the bearer read from another unit's side, and of another unit read from the bearer's."""

    def another_unit(self, s) -> bool:
        """Does ``s`` name units other than the bearer (« un Conscrit adjacent », « un allié », « un ennemi »)?"""
        return (isinstance(s, A.Designation) and self.names_units(s) and not self.is_self(s) and not self.is_this(s)
                and s.nom.lower() not in ("adversaire", "adversaires"))

    def _fight_of_other(self, theirs):
        """« Lorsqu'un Conscrit adjacent est attaqué, le Lancier compte pour deux unités », « Lorsqu'un ennemi adjacent
        est attaqué, le Lancier lance un dé d'attaque supplémentaire »: the bearer is asked a question of the fight
        of a unit that fits the designation: it is that unit's helper (the context's ``aidé``) or its opponent
        (``adversaire``), and what the circumstance says of the unit (its side, the attack's kind and mode) is read
        from that unit's side of the same fight. ``theirs``: (designation, guards of its act) pairs."""

        def guard(m, b, ctx):
            if unit_of(ctx) != b:
                return False
            if ctx.get("aidé") is not None:
                other = ctx["aidé"]  # the bearer helps it: the side it fights on is the context's ``rôle``
                theirs_ctx = seen_from(m, ctx, other, drop=("dés",))
            elif ctx.get("adversaire") is not None:
                other = ctx["adversaire"]  # the bearer fights it: its side is the other one
                theirs_ctx = seen_from(m, ctx, other, drop=("dés",), adversaire=b)
                if ctx.get("rôle", "attaque") in FLIP:
                    theirs_ctx["rôle"] = FLIP[ctx.get("rôle", "attaque")]
            else:
                return False
            return all(other != b and self.matches(m, b, other, d) and all(g(m, b, theirs_ctx) for g in said)
                       for d, said in theirs)

        return guard

    def fight_units_said(self, query: str, phrase: A.Phrase, group, theirs) -> None:
        """Refuse, at compile time, a unit named beside a fight that the question is never asked of: the dice and
        rerolls of a fight are its two units' (the bearer's allies never fight it: « Lorsqu'un Lancier attaque, les
        Conscrits adjacents lancent un dé de plus », « Lorsqu'un Conscrit adjacent est attaqué, le Lancier lance un dé
        de défense supplémentaire »), its help is the allies' (« Lorsqu'un Lancier est attaqué, les ennemis adjacents
        comptent pour deux unités »). ``group``: the subject, a group beside the bearer's fight, or None; ``theirs``:
        the units whose fight the circumstance names, the bearer asked."""
        game = self.vocabulary.game or "ce jeu"
        from .render import acte as said_act

        if theirs and query not in self.ASKED_IN_A_FIGHT - ASKED_OF_THE_ATTACK:
            # « Lorsqu'un allié adjacent est attaqué, le Lancier ne peut pas se déplacer »: a question asked of no unit
            # in another unit's fight (it was read as the bearer's own fight)
            raise self.semantic(f"« {said_act(theirs[0][1], '3s')} » : dans le combat d'une autre unité, {game} ne "
                                f"demande « {query} » à aucune unité ; il y demande à ses deux unités leurs dés et "
                                "leurs relances, à leurs alliés adjacents leur aide",
                                supported=["« Lorsqu'un Conscrit adjacent est attaqué, le Lancier compte pour deux "
                                           "unités »"])
        if query not in self.ASKED_IN_A_FIGHT:
            return
        helps = query in HELPER_QUERIES
        if group is not None and side_of(group) == ("ennemi" if helps else "allié"):
            if helps:
                raise self.semantic(f"« {said_of(group)} » : des ennemis n'aident pas l'unité qui porte la capacité ; "
                                    "seuls ses alliés adjacents l'aident",
                                    supported=["« Lorsqu'un Lancier est attaqué, les Conscrits alliés adjacents "
                                               "comptent pour deux unités »"])
            unsaid = " :" if {"allié", "ami"} & set(group.quals) or group.nom.lower() in FRIEND_WORDS else (
                ", sans « ennemis », sont de son camp :")
            raise self.semantic(f"« {said_of(group)} »{unsaid} les alliés de l'unité qui porte la capacité ne la "
                                f"combattent pas ; dans {game}, seules l'unité qui attaque et l'unité attaquée lancent "
                                "des dés : ce que l'unité fait dans un combat ne dit rien de leurs dés",
                                supported=["« Lorsqu'un Druide est attaqué, il lance un dé de défense supplémentaire »",
                                           "« Lorsqu'un Lancier attaque, il lance un dé supplémentaire pour chaque "
                                           "Conscrit allié adjacent »",
                                           "« Lorsqu'un Lancier attaque, les ennemis adjacents lancent un dé de "
                                           "défense de moins »",
                                           "« Les unités alliées adjacentes à un Druide lancent un dé de défense "
                                           "supplémentaire »"])
        for d, acte in theirs:
            if side_of(d) == ("allié" if helps else "ennemi"):
                continue
            said = said_act(acte, "3s")
            if helps:
                raise self.semantic(f"« {said} » : l'unité qui porte la capacité n'aide que ses alliés ; un ennemi "
                                    "attaqué n'est pas aidé par elle",
                                    supported=["« Lorsqu'un Conscrit allié adjacent est attaqué, le Lancier compte "
                                               "pour deux unités »"])
            raise self.semantic(f"« {said} » : l'unité qui porte la capacité ne combat pas dans ce combat-là ; dans "
                                f"{game}, seules l'unité qui attaque et l'unité attaquée lancent des dés (un allié "
                                "adjacent l'aide : « … compte pour deux unités »)",
                                supported=["« Lorsqu'un Conscrit adjacent est attaqué, le Lancier compte pour deux "
                                           "unités »", "« Lorsqu'un Lancier attaque un Conscrit, il lance un dé "
                                           "supplémentaire »",
                                           "« Les Conscrits adjacents à un Lancier lancent un dé de défense "
                                           "supplémentaire »"])
