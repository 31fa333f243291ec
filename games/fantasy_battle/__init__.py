"""The fantasy_battle plugin (under construction: it provides no game yet)."""

import rulekit


@rulekit.hookimpl
def rulekit_games():
    return []
