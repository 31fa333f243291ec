"""Facts of the rule book as data: terrain bag, base defence, modes, limits.

Everything a unit card says lives in ``factions/*.txt``; this module holds the few
numbers the rule book states in its running text.
"""

from __future__ import annotations

#: « 20 tuiles de terrain hexagonales (2 tuiles Village, 3 tuiles Eau, 4 tuiles
#: Terrain, 4 tuiles Collines et 7 tuiles Forêt) »
BAG = {"Village": 2, "Eau": 3, "Champs": 4, "Colline": 4, "Forêt": 7}
WATER = "Eau"
FOREST = "Forêt"

#: « chacun choisit trois de ses unités et les place sur les trois tuiles ... »
STARTING_UNITS = 3

#: close attacks use Mêlée or Magie, distant attacks Distance or Magie
MODES = ("Mêlée", "Distance", "Magie")
CLOSE_MODES = ("Mêlée", "Magie")
DISTANT_MODES = ("Distance", "Magie")
MELEE, DISTANCE, MAGIC = MODES
#: the two kinds of attack (« Il y a deux sortes d'attaque : les Attaques Proches et les Attaques
#: Distantes »), as the attack queries name them (``ctx["attaque"]``; vocabulaire.txt, « attaques »)
CLOSE, DISTANT = "Attaque Proche", "Attaque Distante"


def kind(close: bool) -> str:
    """The kind of an attack: « Attaque Proche » or « Attaque Distante »."""
    return CLOSE if close else DISTANT

#: a unit arriving on water drowns on 1–3
DROWN_MAX = 3

#: « chaque base compte comme deux unités d'assistance »
BASE_HELP = 2

#: default reach of a distant attack (one tile); abilities may extend it
DEFAULT_REACH = 1

#: the rules have no draw: ``max_turns`` (turns of both players together) ends
#: a match in a draw; 0 means no limit
DEFAULT_MAX_TURNS = 200

#: where a unit off the map is
RESERVE = "réserve"
CAPTURED = "capturée"

#: faction keys (file names) in the default order of play choice
FACTIONS = ("haut_roi", "foret_sombre")
