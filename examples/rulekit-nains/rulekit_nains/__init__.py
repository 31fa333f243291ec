"""rulekit-nains: Dwarf factions for Pocket-Tactics and Pocket Battles, as a rulekit plugin.

The factions are faction files in the DSL, beside this module; the plugin only tells
rulekit which file is which game's faction (hook ``rulekit_factions``).
"""

from __future__ import annotations

from pathlib import Path

import rulekit

HERE = Path(__file__).parent
#: game -> the faction file this package gives it, under the key « nains »
FILES = {"pocket_tactics": HERE / "pocket_tactics.txt", "pocket_battles": HERE / "pocket_battles.txt"}


@rulekit.hookimpl
def rulekit_factions(game):
    return {"nains": FILES[game]} if game in FILES else None
