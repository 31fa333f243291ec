"""Exact odds of the attack sequence: ``rulekit odds fantasy_battle``.

``rulekit odds fantasy_battle --attaquant "PROFIL" --arme "NOM" --defenseur "PROFIL"
[--regle "NOM"]... [--charge] [--json]`` prints the exact distribution of unsaved wounds
(:mod:`.sequence`) and its mean; ``--compare "Arme de base,Hallebarde,…"`` the expected wounds
of each weapon against the defender (and ``--svg F`` a bar chart of them).

Two exact computations walk the same chance nodes of :class:`.sequence.Combat`:

- :func:`enumerer`, the generic one: every chance outcome from a match, breadth first, states
  that are the same (pending steps, dice, items of each stage) merged;
- :func:`distribution`: the attacks of one model are independent (each has its own dice, its
  own rerolls, and the same answers to the queries), so the distribution of one attack,
  enumerated, convolved N times gives the same result for many attacks at a fraction of the cost.
"""

from __future__ import annotations

import json
from fractions import Fraction

import click

from rulekit.abilities import Ability
from rulekit.chance import explore
from rulekit.errors import RulekitError
from rulekit.tables import table

from . import profil as P
from . import sequence as S


#: The most attacks (or shots) the command computes: the exact fractions grow with each one.
MAX_ATTAQUES = 200


def enumerer(match) -> dict[int, Fraction]:
    """``{unsaved wounds: probability}`` over every chance outcome from ``match`` to its end
    (:func:`rulekit.chance.explore`, equal states merged)."""
    def resolve(child, outcome):
        # the outcome is one of chance_outcomes(): resolved as apply() would, without
        # apply()'s check against the whole list again (quadratic for many dice)
        child._resolve(outcome)
        child.events.clear()  # the log is history: states are told apart by what is pending

    def signature(child):
        return (repr(child.stack), child.lot, child.suivant, tuple(sorted(child.rolls.items())),
                child.non_sauvees, child.over)

    return explore(match, lambda m: False, lambda m: m.non_sauvees, signature, resolve)


def convoluer(une: dict[int, Fraction], n: int) -> dict[int, Fraction]:
    """The distribution of the sum of ``n`` independent draws of ``une``."""
    total = {0: Fraction(1)}
    for _ in range(n):
        suite: dict[int, Fraction] = {}
        for a, p in total.items():
            for b, q in une.items():
                suite[a + b] = suite.get(a + b, Fraction(0)) + p * q
        total = suite
    return dict(sorted((k, v) for k, v in total.items() if v))


def distribution(attaquant: P.Profil, defenseur: P.Profil, attaque: S.Attaque = S.Attaque(),
                 regles_attaquant=(), regles_defenseur=(), methode: str = "convolution") -> dict[int, Fraction]:
    """The exact distribution of unsaved wounds; ``methode`` « convolution » (one attack
    enumerated, convolved) or « enumeration » (every attack's dice in one walk)."""
    if methode == "enumeration":
        return enumerer(S.combat(attaquant, defenseur, attaque, regles_attaquant, regles_defenseur))
    if methode != "convolution":
        raise ValueError(f"methode {methode!r}: « convolution » or « enumeration »")
    m = S.combat(attaquant, defenseur, attaque, regles_attaquant, regles_defenseur, une_seule=True)
    return convoluer(enumerer(m), m.plan.attaques)


def moyenne(dist: dict[int, Fraction]) -> Fraction:
    return sum((k * p for k, p in dist.items()), Fraction(0))


# ----------------------------------------------------------------------------- names → abilities

def cote_de(ability) -> str:
    """The side a rule given with ``--regle`` goes to: the catalogue's ``cote`` (on the Ability
    or its AST) when it says; else the defender for a rule answering « sauvegarde spéciale »,
    the attacker otherwise."""
    for source in (ability, getattr(ability, "ast", None)):
        cote = getattr(source, "cote", None)
        if cote in (S.ATTAQUANT, S.DEFENSEUR):
            return cote
    if any(m.query == "sauvegarde spéciale" for m in getattr(ability, "modifiers", ())):
        return S.DEFENSEUR
    return S.ATTAQUANT


def _catalogue():
    try:
        from . import catalogue
    except ImportError:
        raise RulekitError("the weapon and rule catalogue (games/fantasy_battle/catalogue.py) is not installed "
                           "yet: --arme and --regle cannot be resolved") from None
    return catalogue


def _erreur(exc: Exception) -> RulekitError:
    """A catalogue's lookup error as a RulekitError (one line from the CLI, never a traceback)."""
    if isinstance(exc, RulekitError):
        return exc
    message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
    return RulekitError(str(message))


def arme(nom: str) -> Ability:
    """The weapon's compiled rules (the catalogue's ``arme``); « Arme de base » has none."""
    try:
        return _catalogue().arme(nom)
    except (RulekitError, LookupError) as exc:
        if nom.strip().casefold() == "arme de base":
            return Ability("Arme de base")
        raise _erreur(exc) from None


def regle(nom: str) -> Ability:
    """A rule by its name or reference (« Ægide (4+) »): the catalogue's ``regle``."""
    try:
        return _catalogue().regle(nom)
    except (RulekitError, LookupError) as exc:
        raise _erreur(exc) from None


def _lire_profil(texte: str, option: str) -> P.Profil:
    return P.lire(texte, fichier=option)


@click.command("odds")
@click.option("--attaquant", "attaquant_texte", required=True, metavar="PROFIL",
              help='The attacker\'s profile, e.g. "Attaques 2, Capacité offensive 4, Force 4, Pénétration d\'armure 0".')
@click.option("--arme", "nom_arme", default=None, metavar="NOM", help='The weapon used, e.g. "Hallebarde".')
@click.option("--defenseur", "defenseur_texte", required=True, metavar="PROFIL",
              help='The defender\'s profile, e.g. "Capacité défensive 3, Résistance 3, Armure 2, Ægide (5+)".')
@click.option("--regle", "regles", multiple=True, metavar="NOM",
              help='A rule in play, repeatable (« Charge dévastatrice (+1 Fo, +1 PA) »); it goes to the side its text is about.')
@click.option("--charge", is_flag=True, help="The attacker charged this turn (first round of combat).")
@click.option("--manche", type=click.IntRange(1, 99), default=1, show_default=True,
              help="The round of combat (1: the first).")
@click.option("--flanc", is_flag=True, help="The attacks are allocated to the target's flank or rear, not its front.")
@click.option("--tir", is_flag=True,
              help="A shooting attack (also when the attacker has a Précision and no Capacité offensive).")
@click.option("--courte-portee", is_flag=True, help="Shooting at short range.")
@click.option("--longue-portee", is_flag=True, help="Shooting at long range (−1 to hit).")
@click.option("--en-mouvement", is_flag=True, help="The shooter moved this turn (−1 to hit).")
@click.option("--compare", "comparer", default=None, metavar="ARMES",
              help='Weapons to compare, separated by commas (and --arme\'s, if given): expected wounds of each '
                   'against the defender.')
@click.option("--svg", "svg_path", default=None, type=click.Path(dir_okay=False),
              help="With --compare: write a bar chart of the expected wounds to this SVG file.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON (Fractions as strings).")
def commande(attaquant_texte, nom_arme, defenseur_texte, regles, charge, manche, flanc, tir, courte_portee,
             longue_portee, en_mouvement, comparer, svg_path, as_json):
    """Exact distribution of the unsaved wounds of one model's attacks against another."""
    if comparer is None and nom_arme is None:
        raise click.UsageError("give --arme NOM (or --compare \"ARME,ARME,…\")")
    if svg_path is not None and comparer is None:
        raise click.UsageError("--svg draws the --compare chart: give --compare too")
    if courte_portee and longue_portee:
        raise click.UsageError("--courte-portee and --longue-portee exclude each other")
    attaquant = _lire_profil(attaquant_texte, "--attaquant")
    defenseur = _lire_profil(defenseur_texte, "--defenseur")
    type_attaque = S.TIR if tir or ("Précision" in attaquant and "Capacité offensive" not in attaquant) \
        else S.CORPS_A_CORPS
    if type_attaque == S.CORPS_A_CORPS and (courte_portee or longue_portee or en_mouvement):
        raise click.UsageError("--courte-portee, --longue-portee and --en-mouvement are for shooting (--tir)")
    base_att = [regle(r) for r in attaquant.regles]
    base_def = [regle(r) for r in defenseur.regles]
    for nom in regles:
        ability = regle(nom)
        (base_def if cote_de(ability) == S.DEFENSEUR else base_att).append(ability)
    situation = dict(type=type_attaque, charge=charge, manche=1 if charge else manche, front=not flanc,
                     courte_portee=courte_portee, longue_portee=longue_portee, en_mouvement=en_mouvement)

    def calculer(nom: str):
        attaque = S.Attaque(arme=nom, **situation)
        m = S.combat(attaquant, defenseur, attaque, [arme(nom), *base_att], base_def, une_seule=True)
        if m.plan.attaques > MAX_ATTAQUES:
            raise RulekitError(f"{m.plan.attaques} attacks: at most {MAX_ATTAQUES} are computed exactly")
        return convoluer(enumerer(m), m.plan.attaques), m.plan

    titre = _titre(attaquant, defenseur, situation, regles)
    if comparer is None:
        dist, plan = calculer(nom_arme.strip())
        _afficher(nom_arme.strip(), dist, plan, titre, as_json)
        return
    noms = [n.strip() for n in comparer.split(",") if n.strip()]
    if nom_arme is not None and nom_arme.strip() not in noms:  # --arme with --compare: compared too, first
        noms.insert(0, nom_arme.strip())
    if not noms:
        raise click.UsageError("--compare: give at least one weapon name")
    resultats = []
    for nom in noms:
        try:
            dist, plan = calculer(nom)
        except S.ArmeInterdite as exc:  # one row says so; the other weapons are still compared
            resultats.append((nom, None, str(exc)))
        else:
            resultats.append((nom, dist, plan))
    if all(d is None for _, d, _ in resultats):
        raise RulekitError("; ".join(raison for _, _, raison in resultats))
    _comparer(resultats, titre, as_json)
    if svg_path:
        from .svg import barres

        with open(svg_path, "w", encoding="utf-8") as fh:
            fh.write(barres([(nom, moyenne(d)) for nom, d, _ in resultats if d is not None], titre))
        if not as_json:
            click.echo(f"{svg_path} : diagramme en barres, {len(resultats)} arme(s)")


def _titre(attaquant, defenseur, situation, regles) -> str:
    parts = [f"attaquant : {P.ecrire(attaquant)}", f"défenseur : {P.ecrire(defenseur)}"]
    if situation["type"] == S.TIR:
        s = ["tir"] + [mot for mot, cle in (("courte portée", "courte_portee"), ("longue portée", "longue_portee"),
                                             ("en mouvement", "en_mouvement")) if situation[cle]]
    else:
        s = [f"corps à corps, manche {situation['manche']}", "en charge" if situation["charge"] else "sans charge",
             "de front" if situation["front"] else "de flanc ou de dos"]
    parts.append(", ".join(s))
    if regles:
        parts.append("règles : " + ", ".join(regles))
    return "\n".join(parts)


def _caracs_jeu(plan: S.Plan) -> dict:
    return {nom: valeur for nom, valeur in plan.caracteristiques}


def _caracs_json(plan: S.Plan) -> list:
    """The characteristics as [name, value] pairs: JSON keys stay snake_case names."""
    return [[nom, valeur] for nom, valeur in plan.caracteristiques]


def _afficher(nom, dist, plan, titre, as_json):
    m = moyenne(dist)
    if as_json:
        click.echo(json.dumps({
            "arme": nom, "distribution": {str(k): str(p) for k, p in dist.items()}, "moyenne": str(m),
            "moyenne_decimale": float(m), "attaques": plan.attaques,
            "caracteristiques": _caracs_json(plan)}, ensure_ascii=False))
        return
    click.echo(f"Arme : {nom} — {plan.attaques} attaque(s)\n{titre}\n")
    rows = [(k, f"{float(p):.4f}", p) for k, p in dist.items()]
    rows.append(("moyenne", f"{float(m):.4f}", m))
    click.echo(table(("blessures non sauvegardées", "probabilité", "exacte"), rows, right=(0, 1, 2)))


def _comparer(resultats, titre, as_json):
    """``resultats``: (weapon, distribution, plan), or (weapon, None, why it is refused)."""
    if as_json:
        click.echo(json.dumps({"armes": [
            {"arme": nom, "interdite": plan} if d is None else
            {"arme": nom, "attaques": plan.attaques, "moyenne": str(moyenne(d)), "moyenne_decimale": float(moyenne(d)),
             "distribution": {str(k): str(p) for k, p in d.items()}} for nom, d, plan in resultats]},
            ensure_ascii=False))
        return
    click.echo(f"{titre}\n")
    rows = []
    for nom, d, plan in resultats:
        if d is None:
            rows.append((nom, "—", "—", "—", "interdite", "—"))
            continue
        c = _caracs_jeu(plan)
        m = moyenne(d)
        rows.append((nom, plan.attaques, c.get("Force"), c.get("Pénétration d'armure"), f"{float(m):.4f}", m))
    click.echo(table(("arme", "attaques", "Fo", "PA", "blessures (moyenne)", "exacte"), rows, right=(1, 2, 3, 4, 5)))
    for nom, d, raison in resultats:
        if d is None:
            click.echo(f"{nom} : interdite ({raison})")
