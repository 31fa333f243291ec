"""The charts of the attack sequence (« tableaux »): what roll each test needs.

Seed 002 assumes these charts but never prints them. They are written here as data, in the
reading chosen (games/fantasy_battle/README.md, « Les tableaux »), from The Ninth Age:
Fantasy Battles, rulebook 2nd edition (« Attaques de corps à corps », « Attaques de tir »,
« Sauvegardes »), as the authors of this plugin know it:

- **pour toucher au corps à corps**: Capacité offensive minus Capacité défensive;
- **pour blesser**: Force minus Résistance;
- **sauvegarde d'armure**: a D6 plus the Armure reduced by the Pénétration d'armure must make
  7 (the roll needed is 7 − (Armure − PA)); no save left when Armure − PA is 0 or less;
- **pour toucher au tir**: the Précision (« 4+ ») modified: −1 at Longue portée, −1 for Tir en
  mouvement; a roll needing 7+ is a Tir désespéré (a natural 6, then a second roll);
- **naturels**: a natural 1 always fails a to-hit, to-wound or save roll; a natural 6 always
  succeeds a to-hit (melee) or to-wound roll.

The rows are (lowest difference, highest difference, roll needed); None is unbounded.
"""

from __future__ import annotations

#: To hit in melee: Capacité offensive − Capacité défensive → the D6 roll needed.
TOUCHER_CORPS_A_CORPS = (
    (4, None, 2),     # 4 or more
    (1, 3, 3),
    (-3, 0, 4),
    (-7, -4, 5),
    (None, -8, 6),    # −8 or less
)

#: To wound: Force − Résistance → the D6 roll needed.
BLESSER = (
    (2, None, 2),     # 2 or more
    (1, 1, 3),
    (0, 0, 4),
    (-1, -1, 5),
    (None, -2, 6),    # −2 or less
)

#: The armour save succeeds when the D6 (plus its modifiers) reaches this total with the
#: model's Armure (after Pénétration d'armure) added: 7 − (Armure − PA) on the die.
SAUVEGARDE_ARMURE_TOTAL = 7

#: Shooting to-hit modifiers the sequence applies itself (a rule may ignore them: the query
#: ``"ignore modificateur"`` with this cause).
MODIFICATEURS_TIR = (
    ("Longue portée", "longue_portee", -1),
    ("Tir en mouvement", "en_mouvement", -1),
)

#: A shooting roll needing 7+ after modifiers is a Tir désespéré: a natural 6, then a second
#: D6 needing this much (7+ → 4+, 8+ → 5+, 9+ → 6+); 10+ cannot hit.
TIR_DESESPERE = {7: 4, 8: 5, 9: 6}

#: A natural 1 always fails these rolls; a natural 6 always succeeds the first two.
ECHEC_NATUREL = 1
REUSSITE_NATURELLE = 6

#: The best roll any test can need (« 2+ »): a natural 1 always fails, so a « 1+ » or « 0+ » (an
#: Armure of 6 or more after PA, a special save « (1+) », a Précision modified below 2+) is a 2+.
MEILLEUR_JET = 2


def _lire(chart, difference: int) -> int:
    for low, high, roll in chart:
        if (low is None or difference >= low) and (high is None or difference <= high):
            return roll
    raise ValueError(f"no row for {difference}")  # the charts are unbounded at both ends


def pour_toucher(capacite_offensive: int, capacite_defensive: int) -> int:
    """The D6 roll needed to hit in melee (before modifiers)."""
    return _lire(TOUCHER_CORPS_A_CORPS, capacite_offensive - capacite_defensive)


def pour_blesser(force: int, resistance: int) -> int:
    """The D6 roll needed to wound (before modifiers)."""
    return _lire(BLESSER, force - resistance)


def sauvegarde_armure(armure: int, penetration: int) -> int | None:
    """The D6 roll needed for the armour save (before modifiers), None when no save is left."""
    reste = armure - penetration
    if reste <= 0:
        return None
    return SAUVEGARDE_ARMURE_TOTAL - reste


def reussit(de: int, seuil: int, modificateur: int = 0, *, six_reussit: bool = True) -> bool:
    """Whether a natural roll ``de`` succeeds a test needing ``seuil`` with ``modificateur``
    added: a natural 1 always fails; a natural 6 always succeeds when ``six_reussit``."""
    if de == ECHEC_NATUREL:
        return False
    if six_reussit and de == REUSSITE_NATURELLE:
        return True
    return de + modificateur >= seuil


def tir_desespere(seuil_modifie: int) -> int | None:
    """For a shooting roll needing ``seuil_modifie`` (7 or more) once modified: the second
    roll needed after a natural 6, or None when it cannot hit."""
    return TIR_DESESPERE.get(seuil_modifie)
