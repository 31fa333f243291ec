"""What `rulekit games` lists of each game: its name, title, factions and options, read
without importing the game's package (each game's entry point in the ``rulekit.summaries``
group names its list here; :func:`rulekit.plugins.summaries`). The tests check every entry
against the game's own definition."""

POCKET_TACTICS = [{"name": "pocket_tactics",
                   "title": "Pocket-Tactics : Légion du Haut Roi contre Tribus de la Forêt Sombre",
                   "factions": ["haut_roi", "foret_sombre"], "options": ["factions", "max_turns"]}]

POCKET_BATTLES = [{"name": "pocket_battles", "title": "Pocket Battles : Celtes contre Romains",
                   "factions": ["romains", "celtes"],
                   "options": ["factions", "size", "armies", "limite_manches", "cession"]}]

EPIC_REF = [{"name": "epic_ref", "title": "Epic Armageddon, feuille de référence",
             "factions": ["orks", "space_marines"], "options": ["factions", "scenario"]}]

FANTASY_BATTLE = [{"name": "fantasy_battle",
                   "title": "Bataille fantastique : vocabulaire et grammaire des règles (corpus 002)",
                   "factions": [], "options": []}]
