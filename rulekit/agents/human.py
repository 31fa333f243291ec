"""A person at the terminal: the legal actions as a numbered French list.

The agent shows the state as its player sees it (the game's ``render_view``), numbers the legal
actions by their French labels and reads a number. Anything else is refused and
asked again; ``q`` (or the end of the input) abandons the match by raising
:class:`Quit`, a ``SystemExit`` with status 0, so ``rulekit play`` ends cleanly
without a traceback.
"""

from __future__ import annotations

import sys


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
        picture = match.render_view(match.current_player)
        if picture:
            self.write(picture)
        self.write(f"Joueur {match.current_player + 1}, à vous de choisir :")
        for i, action in enumerate(actions, 1):
            self.write(f"  {i:>3}. {action.label}")
        while True:
            try:
                answer = self.read(f"Votre choix (1–{len(actions)}, q pour quitter) : ").strip()
            except EOFError:
                answer = "q"
            if answer.lower() in ("q", "quitter"):
                self.write("Partie abandonnée.")
                raise Quit()
            if answer.isdigit() and 1 <= int(answer) <= len(actions):
                return actions[int(answer) - 1]
            self.write(f"Choix invalide : tapez un nombre entre 1 et {len(actions)}, ou q pour quitter.")
