"""Dice thrown for a unit: « Quand vous tirez, lancez 2 dés supplémentaires pour cette Unité » = « Quand vous tirez,
cette Unité lance 2 dés supplémentaires ».

The player throws the unit's dice: « pour » + one unit (« cette Unité », « l'Archer ») names whose dice they are,
the subject the imperative does not say. ``ToAst.pour`` reads it as :class:`PourUnite`; :func:`lift` makes it the
phrase's subject, and refuses it beside a subject of its own (whose dice, then?).
"""

from __future__ import annotations

import attrs

from . import ast as A

#: the determiners of one unit, or of every unit of a kind (« les Archers » = « un Archer »); « pour chaque unité
#: alliée adjacente » counts units around the bearer (``ToAst.pour``), any other (« pour vos Lanciers ») is refused
ONE_UNIT = ("cette", "cet", "ce", "la", "le", "l'", "un", "une", "les", "tous les", "toutes les")


@attrs.frozen
class PourUnite:
    """« pour cette Unité »: the unit whose dice the player throws."""
    unite: A.Designation


def lift(sujet, effets):
    """(sujet, effets): the unit the dice are thrown for made the subject of an imperative."""
    said = [e for e in effets if isinstance(e, A.Effet) and isinstance(getattr(e.action, "pour", None), PourUnite)]
    if not said:
        return sujet, effets
    units = {e.action.pour.unite for e in said}
    # (lead-pb2) « Vous pouvez relancer un dé de Tir de cette Unité »: the player throws the unit's dice
    if sujet not in (None, A.Pronom("vous")) or len(units) != 1 or len(said) != len(effets):
        raise ValueError(f"« pour {said[0].action.pour.unite.det} {said[0].action.pour.unite.nom} » : les dés d'une "
                         "unité se disent d'elle, sujet de la phrase (« Quand vous tirez, cette Unité lance 2 dés "
                         "supplémentaires »)")
    return units.pop(), type(effets)(attrs.evolve(e, action=attrs.evolve(e.action, pour=None)) for e in effets)
