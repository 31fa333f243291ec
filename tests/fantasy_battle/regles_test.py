"""Small hand-built abilities for the attack-sequence tests: each answers one query the way a
rule compiled from the corpus would (games/fantasy_battle/sequence.py lists the queries)."""

from rulekit.abilities import Ability, Modifier

ATT, DEF = "attaquant", "défenseur"


def carac(nom, delta=0, cote=ATT, fixe=None, quand=lambda ctx: True):
    """« +delta en nom » (or « nom passe à fixe ») for the side ``cote``'s own characteristic."""

    def fn(match, bearer, ctx, value):
        if bearer == cote and ctx["cote"] == cote and ctx["carac"] == nom and quand(ctx):
            return fixe if fixe is not None else value + delta
        return value

    return Ability(f"{nom} {delta:+d}" if fixe is None else f"{nom} passe à {fixe}",
                   modifiers=(Modifier("caractéristique", fn),))


def modificateur(jet, delta, cote=ATT, quand=lambda ctx: True):
    """« +delta pour jet » given by a rule of ``cote`` (the roll may be the other side's)."""

    def fn(match, bearer, ctx, value):
        return value + delta if bearer == cote and ctx["jet"] == jet and quand(ctx) else value

    return Ability(f"{delta:+d} pour {jet}", modifiers=(Modifier("modificateur", fn),))


def relance(jet, issue="ratés", cote=ATT, nom=None):
    """« les jets de jet issue doivent être relancés », a rule of ``cote``."""

    def fn(match, bearer, ctx, value):
        if bearer == cote and ctx["jet"] == jet and ctx["issue"] == issue and (nom is None or ctx.get("nom") == nom):
            return True
        return value

    return Ability(f"relance {jet} {issue}", modifiers=(Modifier("relance", fn),))


def sur_un_six(jet, *effets):
    def fn(match, bearer, ctx, value):
        return value + tuple(effets) if bearer == ATT and ctx["jet"] == jet else value

    return Ability(f"sur un six ({jet})", modifiers=(Modifier("sur un six", fn),))


def sauvegarde(nom, seuil):
    """« nom (seuil+) », the defender's special save."""

    def fn(match, bearer, ctx, value):
        return value + ((nom, seuil),) if bearer == DEF else value

    return Ability(f"{nom} ({seuil}+)", modifiers=(Modifier("sauvegarde spéciale", fn),))


def amelioration(nom, bonus, maximum):
    """« nom (+bonus, max. maximum+) »: improves a save of that name, or gives one at (7 − bonus)+."""

    def fn(match, bearer, ctx, value):
        if bearer != DEF:
            return value
        if any(n == nom for n, _ in value):
            return tuple((n, max(s - bonus, maximum)) if n == nom else (n, s) for n, s in value)
        return value + ((nom, max(7 - bonus, maximum)),)

    return Ability(f"{nom} (+{bonus}, max. {maximum}+)", modifiers=(Modifier("sauvegarde spéciale", fn),))


def ignore_sauvegarde(nom):
    def fn(match, bearer, ctx, value):
        return True if bearer == ATT and ctx["nom"] == nom else value

    return Ability(f"ignore {nom}", modifiers=(Modifier("ignore sauvegarde", fn),))


def ignore_modificateur(cause):
    def fn(match, bearer, ctx, value):
        return True if bearer == ATT and ctx["jet"] == "toucher" and ctx["cause"] == cause else value

    return Ability(f"ignore {cause}", modifiers=(Modifier("ignore modificateur", fn),))


def interdit(arme, porteur_type):
    """« L'Infanterie ne peut pas utiliser de Lance de cavalerie »."""

    def fn(match, bearer, ctx, value):
        if ctx["action"] == "utiliser" and ctx["arme"] == arme and ctx["porteur_type"] == porteur_type:
            return False
        return value

    return Ability(f"{porteur_type} sans {arme}", modifiers=(Modifier("permis", fn),))


def parade():
    """« Parade »: against melee attacks on the front, +1 CD or the attacker's CO, the better."""

    def fn(match, bearer, ctx, value):
        a = ctx["attaque"]
        if bearer == DEF and ctx["cote"] == DEF and ctx["carac"] == "Capacité défensive" \
                and a.type == "corps à corps" and a.front:
            return max(value + 1, ctx["adversaire"]["Capacité offensive"])
        return value

    return Ability("Parade", modifiers=(Modifier("caractéristique", fn),))
