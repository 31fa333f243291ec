"""Answers kept while the match stands still: the targets a formation can shoot or charge, the
weapons it has in range, how the terrain treats its units.

These are asked again and again of one position: a step's ``actor`` (who acts, or nobody when
there is no target), then its ``actions`` (the targets), then the resolution of the choice,
and a move offered then made. Each answer is kept with the *state it was read from*, and
given back only while the match is still in that state (:func:`etat`): the turn, the
formations (frozen records: a changed unit, marker or position is a new record), the
terrain, the objectives, the armies and the uses of limited abilities. That is every thing
the procedures kept here read, and every thing the abilities they ask read (the bearers
alive, their formations and positions, the turn, the uses: ``rulekit.dsl.World``; the
abilities in play, from the formations and the armies). The event log, the dice, the
procedure's stack and the counters are not read by them: an event that changes none of the
above (a weapon fired, dice thrown) leaves the kept answers right.
A state edited by hand (``m.formations[i] = …``) is another state, so a kept answer is
never read from a stale one; a clone (made from the fields only) works out its own. Working an
answer out only reads the state: its queries read one index of the abilities in play
(``rulekit.abilities.pin``).
"""

from __future__ import annotations

from rulekit.abilities import pin, unpin

_ABSENT = object()


def etat(match) -> tuple:
    """What the kept answers depend on (:func:`meme_etat` compares it with the match): the
    formations copied; the terrain, objectives, factions and uses held as they are, since
    they are never changed in place (``rulekit.frozen``: a new one replaces them, its items
    frozen records, strings or, for the uses, lists of turns never changed in place either)."""
    return (match.tour, list(match.formations), match.terrain, match.objectifs,
            match.factions, match.largeur, match.profondeur, match.utilisations)


def meme_etat(e: tuple, match) -> bool:
    """Whether ``match`` is still in the state ``e`` (from :func:`etat`). Cheap while its records
    are the same objects: the same frozen container is not compared, and a list compares its
    items by identity first."""
    d = match.__dict__   # (the fields read at once: asked at every kept answer)
    return (e[0] == d["tour"] and e[1] == d["formations"]
            and (e[2] is d["terrain"] or e[2] == d["terrain"]) and (e[3] is d["objectifs"] or e[3] == d["objectifs"])
            and (e[4] is d["factions"] or e[4] == d["factions"]) and e[5] == d["largeur"] and e[6] == d["profondeur"]
            and (e[7] is d["utilisations"] or e[7] == d["utilisations"]))


def selon_unites(match, fid: int, question: str, calcul):
    """``calcul(f, army)`` for formation ``fid`` and its army, kept across states by the very
    objects it is read from: for an answer read from the formation's units and their profiles
    only (never a query, a position or another formation). It is kept with the formation's
    tuple of frozen units itself (:class:`etat.Unites`: shared by the formation's copies until a
    unit changes, gone with them), by question, with the army it was read from (never changed
    in place: another army reads it again)."""
    f = match.formations[fid]
    armee = match.armee(f.joueur)
    gardees = f.unites.reponses
    found = gardees.get(question)
    if found is None or found[0] is not armee:
        found = gardees[question] = (armee, calcul(f, armee))
    return found[1]


def memo(match, cle: tuple, calcul):
    """``calcul()``, worked out once per state of ``match`` and ``cle`` (which names the
    question and its arguments). The answer is shared: callers must not change it.

    An answer worked out while another is (``cibles`` asks ``armes_a_portee``) is of the same
    state, since working one out changes nothing: the state is checked once, by the first."""
    d = match.__dict__
    reponses = _reponses(match, d)
    found = reponses.get(cle, _ABSENT)
    if found is _ABSENT:
        avant = d.get("_en_calcul")
        d["_en_calcul"] = id(match)    # this very match (a copy of its attributes is another match)
        epingle = pin(match)           # it reads the state, never changes it: one index of the abilities in play
        try:
            found = reponses[cle] = calcul()
        finally:
            d["_en_calcul"] = avant
            if epingle:
                unpin(match)
    return found


def _reponses(match, d) -> dict:
    """The answers kept for the match's present state (``d``: its ``__dict__``), a new dict for a
    new state."""
    garde = d.get("_reponses")
    if d.get("_en_calcul") != id(match) and (garde is None or not meme_etat(garde[0], match)):
        garde = d["_reponses"] = (etat(match), {})
    return garde[1]


def retenir(match, cle: tuple, reponse) -> None:
    """Keep ``reponse`` as the answer to ``cle`` in the match's present state: an answer found
    while working out another (the walks of the move offered tell the dangers of the move made
    to where they end), read back by :func:`connu` while the match stands still."""
    _reponses(match, match.__dict__)[cle] = reponse


def connu(match, cle: tuple, defaut=None):
    """The answer kept for ``cle`` in the match's present state (:func:`memo`, :func:`retenir`),
    else ``defaut``: nothing is worked out."""
    return _reponses(match, match.__dict__).get(cle, defaut)
