"""A person at the terminal: the legal actions as a numbered French list.

The agent shows the state as its player sees it (the game's ``render_view``), names the units
the decision is about (those the actions' labels name), numbers the legal actions by their
French labels and reads a number. When only one action is legal it is taken without asking (and
said). ``p`` shows the profiles of the units the decision is about (``p tout``: every unit of
both factions; ``p 3``: the units action 3 names; ``p Druide``: the units whose name has that
text), from the factions' files (:mod:`rulekit.agents.profiles`). Anything else is refused and
asked again; ``q`` (or the end of the input) abandons the match by raising :class:`Quit`, a
``SystemExit`` with status 0, so ``rulekit play`` ends cleanly without a traceback.
"""

from __future__ import annotations

import sys

from .profiles import named_in, profiles


class Quit(SystemExit):
    """The person quit the match; exits with status 0 unless caught."""

    def __init__(self):
        super().__init__(0)


class HumanAgent:
    name = "human"
    #: It asks a person: commands that play unattended (simulate, tournament) refuse it.
    interactive = True

    def __init__(self, seed=None, input=input, output=None):
        self.read = input
        self.write = output or (lambda text: print(text, file=sys.stdout, flush=True))

    def step(self, match):
        actions = match.legal_actions()
        player = match.current_player
        if len(actions) == 1:
            self.write(f"Joueur {player + 1} : seul choix possible, « {actions[0].label} ».")
            return actions[0]
        picture = match.render_view(player)
        if picture:
            self.write(picture)
        known = profiles(match)
        about = named_in([a.label for a in actions], list(known))
        concerned = f" (unités concernées : {', '.join(about)})" if about else ""
        self.write(f"Joueur {player + 1}, à vous de choisir{concerned} :")
        for i, action in enumerate(actions, 1):
            self.write(f"  {i:>3}. {action.label}")
        while True:
            try:
                answer = self.read(f"Votre choix (1–{len(actions)}, p pour les profils, q pour quitter) : ").strip()
            except EOFError:
                answer = "q"
            if answer.lower() in ("q", "quitter"):
                self.write("Partie abandonnée.")
                raise Quit()
            if answer.isdigit() and 1 <= int(answer) <= len(actions):
                return actions[int(answer) - 1]
            if answer.lower() == "p" or answer.lower().startswith(("p ", "profil")):
                self.show_profiles(answer, actions, known, about)
                continue
            self.write(f"Choix invalide : tapez un nombre entre 1 et {len(actions)}, p pour les profils, "
                       "ou q pour quitter.")

    def show_profiles(self, answer: str, actions, known: dict, about: list) -> None:
        """``p`` (the units of this decision), ``p tout``, ``p N`` (action N's), ``p TEXT``."""
        if not known:
            self.write("Pas de profils d'unités dans ce jeu.")
            return
        words = answer.split(None, 1)
        what = words[1].strip() if len(words) > 1 else ""
        if not what:
            names = about or list(known)
        elif what.lower() == "tout":
            names = list(known)
        elif what.isdigit() and 1 <= int(what) <= len(actions):
            names = named_in([actions[int(what) - 1].label], list(known))
            if not names:
                self.write(f"L'action {what} ne nomme aucune unité.")
                return
        else:
            names = [n for n in known if what.lower() in n.lower()]
        if not names:
            self.write(f"Aucune unité ne correspond à « {what} » ; unités : {', '.join(known)}.")
            return
        for name in names:
            self.write(known[name])
