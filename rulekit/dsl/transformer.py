"""From Lark's parse tree to the typed AST of :mod:`rulekit.dsl.ast`.

One method per grammar alternative; keywords are dropped, nouns take the
vocabulary's casing, adjectives their canonical (masculine singular) form.
"""

from __future__ import annotations

import re

import attrs

from lark import Token, Transformer

from . import ast as A
from . import (anaphore_en, assembly, canonical, coups_donnes, en_tete, exclusion, grammar, permutation, pour_unite,
               sujet_condition, suivre, verbs)
from .lecture import (
    CLITIC_VERBS, COUNTED_DETS, PLACED_GROUP, SIDE_QUALS, _is_bearer, _is_place,
    _place, _placed_agent, _placed_anchor, _plural_said, _squash, _zone_det,
)
from .profil import ProfilToAst
from .sheet import SheetToAst
from .transformer_effets import EffetsToAst
from .transformer_ordres import OrdresToAst
from .words import ADJ_OF, ADJECTIVES, ANTE_OF, ANTES, DONE_BY_THE_ABILITY, NUMBER_WORDS  # noqa: F401 - re-exported
from .words import nodes as _nodes
from .words import tokens as _tokens
from .exclusion import EXCLUDED

SEMICOLON = object()  # « ; » between two clauses (ToAst.start)



# --- « deux de ses Jetons Ordre » = « deux Jetons Ordre » (lead-fac) -----------------------------------------
_OF_OWN = re.compile(r"(deux|trois|quatre) de (?:ses|vos|leurs)")


def _counted_of_own(det: str) -> str:
    """« mettre de côté deux de ses Jetons Ordre » = « … deux Jetons Ordre »: a number of the owner's things
    is that number of them, the owner being the subject's already (as « l'un de ses » is « un » of them; the
    dice say it by their own rule, « relancer deux de ses dés »). One AST for both phrasings."""
    found = _OF_OWN.fullmatch(det)
    return found.group(1) if found else det

class ToAst(ProfilToAst, SheetToAst, EffetsToAst, OrdresToAst, Transformer):
    def __init__(self, vocabulary, original: str = ""):
        super().__init__()
        self.vocabulary = vocabulary
        self.original = original
        self._parts = {}  # id of an assembled phrase -> the parts it was assembled from (ToAst.start)

    def written(self, token) -> str:
        """The token as the author wrote it (the parser saw it lowercased)."""
        start = getattr(token, "start_pos", None)
        if self.original and start is not None:
            return self.original[start:token.end_pos]
        return str(token)

    def noun(self, token) -> str:
        text = _squash(self.written(token))
        if self.vocabulary.category(text):
            return self.vocabulary.canonical(text)
        return text

    # --- sentences -------------------------------------------------------------
    def start(self, children):
        said, joined = [], False
        for c in children:
            if c is SEMICOLON:
                joined = True
                continue
            merged = self._continued(said[-1], c) if joined and said else None
            if merged is not None:
                said[-1] = merged
            else:
                said.append(c)
            joined = False
        phrases = tuple(p for c in said for p in (c if isinstance(c, tuple) else (c,)))
        return A.Capacite(assembly.sauf_capacite(phrases))

    def point_virgule(self, c):
        return SEMICOLON

    def _continued(self, before, after):
        """« Lorsqu'un Lancier se déplace, les Lanciers adjacents peuvent se déplacer avec lui ; ils doivent rester
        adjacents » = « …, mais doivent rester adjacents »: after « ; », a clause of a pronoun subject and effects
        only goes on with the trigger of the clause before when the pronoun can stand for that clause's subject (one
        phrase with both effects). Said after « . », or after a clause with no trigger, it is a sentence of its
        own (« Un Lancier lance un dé de plus ; il peut relancer un dé » = « … . Il peut … »). None when it does not
        go on."""
        first, then = self._parts.get(id(before)), self._parts.get(id(after))
        if first is None or then is None or not isinstance(before, A.Phrase):
            return None
        circs, sujet, effets = then
        if circs or not isinstance(sujet, A.Pronom) or sujet.mot not in canonical.PERSONAL:
            return None
        if not any(isinstance(c, A.Quand) for c in before.circonstances):
            return None
        said = before.sujet
        if not (first[1] == sujet if isinstance(said, A.Pronom)
                else isinstance(said, A.Designation) and canonical.agrees(sujet, said)):
            return None
        if isinstance(said, A.Designation):
            # « Lorsqu'un Druide est attaqué, l'adversaire relance un dé ; il lance … »: « il » may be the unit the
            # trigger names as well as the subject before: which one does it stand for? (refused, never guessed)
            named = [d for c in before.circonstances if isinstance(c, A.Quand)
                     for d in (c.acte.sujet, c.acte.objet) if isinstance(d, A.Designation)]
            from .render import PLURAL_DETS

            plural = sujet.mot in ("ils", "elles")
            other = next((d for d in named if d != said and canonical.agrees(sujet, d)
                          and (d.det in PLURAL_DETS) == plural), None)
            if other is not None:
                raise ValueError(f"« ; {sujet.mot} … » : « {sujet.mot} » peut être « {said.nom} » ou « {other.nom} » ; "
                                 "nommez l'unité (« ; cette unité … ») ou dites « … et … » sans « ; »")
        return self._assembled(first[0], first[1], canonical.contraintes(tuple(first[2]) + tuple(effets)))

    def phrase_capacite_sauf(self, c):
        """« Cette capacité ne s'applique pas aux attaques de Magie »: said of the ability's other phrases."""
        if _squash(str(_tokens(c, "DET")[0])) not in ("cette", "la"):
            raise ValueError("« … capacité ne s'applique pas … » : « Cette capacité ne s'applique pas … »")
        return assembly.SaufCapacite(_nodes(c)[-1])

    def _assembled(self, circs, sujet, effets, after=()):
        """The phrase of these parts, its restriction (« …, mais pas … ») a phrase of its own; ``after``: the
        circumstances said after the main clause (those among the effects too)."""
        trailing = tuple(after) + tuple(e[1] for e in effets if isinstance(e, tuple) and e[:1] == ("circ",))
        sujet_condition.trailing_pronoun(trailing, tuple(circs) + trailing, sujet, self.adversaire)
        circs, effets = coups_donnes.moments_of_hits(tuple(circs), effets, self.is_action)  # « Lors d'un Combat ou d'un Tir »
        circs, effets = en_tete.resolve(tuple(circs), effets)  # « Sur une tuile Forêt vide, … peuvent être invoqués »
        circs_said = tuple(circs)
        effets = anaphore_en.resolve(circs_said, effets)  # « elle en donne 2 supplémentaires »
        sujet, effets = pour_unite.lift(sujet, effets)  # « lancez 2 dés supplémentaires pour cette Unité »
        circs, sujet, effets = permutation.either_side(circs, sujet, effets)  # « X peut permuter sa place avec lui »
        circs, effets = suivre.named_in_the_effect(circs, sujet, effets)  # « … avec un Lancier lorsqu'il se déplace »
        circs = self._first_time(tuple(circs), effets)
        if self.vocabulary.shot:  # « ne peut pas tirer » = « ne peut pas effectuer d'Attaque Distante » (PT)
            effets = tuple(canonical.shot(e, self.vocabulary.shot[0]) for e in effets)
        phrase = assembly.phrase(circs, sujet, assembly.said(effets), self.is_unit_noun, self.adversaire,
                                 self.vocabulary.plural, self._singular,
                                 lambda nom: self.vocabulary.category(nom) == "actions",
                                 lambda nom: self.vocabulary.category(nom) == "modes",
                                 frozenset(n.lower() for n in self.vocabulary.feminine),
                                 canonical.charge_noun(self.vocabulary), self.is_attack,
                                 lambda nom: canonical.rolled_apart(nom, self.vocabulary), self.vocabulary.orders)
        assembled = assembly.restricted(canonical.bare_token(phrase, self._order_token), effets)
        self._parts[id(assembled)] = (circs_said, sujet, effets)
        return assembled

    @staticmethod
    def _first_time(circs: tuple, effets) -> tuple:
        """« La première fois que … » is the limit « Une fois par partie, lorsque … » of an effect that happens when
        the act does; said of an effect a player may decline (« peut »), the first time would be lost to a
        refusal where the limit waits for a use: refused, saying the limit."""
        out = []
        for c in circs:
            if isinstance(c, tuple) and c[:1] == ("circs",):
                out.extend(c[1:])
            elif isinstance(c, tuple) and c[:1] == ("première fois",):
                if any(isinstance(e, A.Effet) and e.modalite == "peut" for e in effets):
                    raise ValueError(f"« La première fois que … » avec « peut » : dites « Une fois par {c[1].par}, "
                                     "lorsque … » (le joueur choisit quand) ou ce qui arrive sans choix")
                out.extend(c[1:])
            else:
                out.append(c)
        return tuple(out)

    def _order_token(self, nom: str) -> str | None:
        """« Jeton » when the game's tokens of that noun are of kinds, one of them the order's (« Jeton Ordre »):
        that kind's name, else None."""
        from .effects import ORDER_NOUN

        one = self._singular(nom)
        kind = f"{one} {ORDER_NOUN}"
        if self.vocabulary.category(one) != "tokens" or self.vocabulary.category(kind) != "tokens":
            return None
        return kind if nom == one else self.vocabulary.plural(kind)

    def phrase_circ(self, c):
        """« Durant un Combat, cette Unité peut relancer un dé (,) une fois par tour »: circumstances
        said before and after are all the phrase's."""
        circs, (sujet, effets), *after = c
        circs = tuple(circs) + tuple(after)
        return self._assembled(circs, sujet, effets, after)

    def phrase_apres(self, c):
        (sujet, effets), *circs = c
        return self._assembled(tuple(circs), sujet, effets, circs)

    def phrase_apres_mais(self, c):
        """« Les Lanciers adjacents peuvent se déplacer avec un Lancier lorsqu'il se déplace, mais doivent rester
        adjacents »: the effects after « mais » are the same subject's, under the same circumstances."""
        (sujet, effets), *circs, more = c
        if not any(isinstance(x, A.Quand) for x in circs):  # « …, s'il est sur une Colline, mais ne peut pas … »:
            # does the condition hold of what follows « mais »? (after a trigger, the same event: as « ; ils doivent »)
            raise ValueError("« …, mais … » après une condition : dites-la en tête (« Si …, X … mais … ») ou dites deux "
                             "phrases")
        return self._assembled(tuple(circs), sujet, canonical.contraintes(tuple(effets) + tuple(more)))

    def phrase_simple(self, c):
        sujet, effets = c[0]
        return self._assembled((), sujet, effets)

    def phrase_jet(self, c):
        """« Lorsqu'un Ranger Maudit est sur le point d'être battu, lancez un dé, et s'il fait 4, 5 ou 6, le
        Ranger Maudit survit » = « …, il reste en vie »: the roll's outcome names again the unit its trigger
        names, taken up by its pronoun."""
        circs, jet = c
        return canonical.outcome_takes_up(A.Phrase(circs, None, (jet,)), self._singular)

    def circs(self, c):
        return tuple(c)

    def quand_depuis(self, c):
        """« Lorsque cette Unité tire depuis l'Arrière » = « Lorsque cette Unité tire, si elle est à l'Arrière »: the
        act, and the zone where its unit stands (said again by a pronoun); a marker :meth:`_assembled` spreads."""
        sujet, verbe, lieu = _nodes(c)
        if verbe != "tirer":
            raise ValueError(f"« {verbe} depuis … » : « tire depuis l'Arrière », « attaque depuis une tuile Colline »")
        if not isinstance(sujet, A.Designation):  # « … lorsqu'elle tire depuis l'Arrière »: two circumstances of a
            # pronoun, which the canonical form cannot yet name once (canonical.cataphora reads one)
            raise ValueError("« lorsqu'elle tire depuis … » : nommez l'Unité en tête (« Lorsque cette Unité tire depuis "
                             "l'Arrière, elle … »)")
        feminine = sujet.det in ("cette", "une", "la") or sujet.genre == "féminin"
        again = A.Pronom("elle" if feminine else "il")
        return ("circs", A.Quand(A.Acte(verbe, sujet=sujet)), A.Si(A.Acte("être présent", sujet=again, lieu=lieu)))

    def premiere_fois(self, c):
        """« La première fois que cette Unité détruit une Unité ennemie (au cours de la partie), … » = « Une fois
        par partie, lorsque cette Unité détruit une Unité ennemie, … » (« de la manche »: par manche); a marker
        :meth:`_assembled` checks against the effects' modality."""
        acte = _nodes(c)[0]
        periode = _tokens(c, "PERIODE_DE")
        par = _squash(str(periode[0])).split()[-1] if periode else "partie"
        return ("première fois", A.Frequence(1, par), A.Quand(acte))

    def quand(self, c):
        return A.Quand(c[1])

    def au_lieu_de(self, c):
        """« Au lieu de … » = « Plutôt que de … »."""
        return A.AuLieuDe(_nodes(c)[0])

    def lancement_acte(self, c):
        """« Lorsqu'un Homme-Bête Maraudeur lance ses dés d'attaque » is « Lors du lancement de
        dés d'attaque d'un Homme-Bête Maraudeur »: one AST."""
        who, kind = _nodes(c)
        return A.LancementDes(kind, who)

    def lancement_vous(self, c):
        """« Quand vous lancez les dés d'attaque d'un Homme-Bête Maraudeur » is « Lors du lancement
        de dés d'attaque d'un Homme-Bête Maraudeur »: the player rolls for the unit named."""
        sujet, kind, who = _nodes(c)
        if sujet != A.Pronom("vous"):
            raise ValueError("« … lance les dés de … » : c'est le joueur qui lance les dés d'une unité "
                             "(« Quand vous lancez les dés d'attaque d'un … »)")
        return A.LancementDes(kind, who)

    def lancement_sien(self, c):
        """« Lors du lancement de ses dés d'attaque »: the subject's roll (assembly.own_circs)."""
        return ("lancement sien", _nodes(c)[0])

    def circ_sans_allie(self, c):
        """« Lorsqu'il n'a aucun allié adjacent », « S'il est isolé »: a state of the subject, said as
        « sans allié adjacent » (assembly.own_circs)."""
        return ("sans allié", _nodes(c)[0])

    def apres_avoir(self, c):
        """« Après avoir battu un ennemi » = « Lorsqu'il bat un ennemi »: who is the phrase's subject
        (assembly.own_circs); « après s'être » takes a reflexive (« s'être déplacé »)."""
        verbe = self.vocabulary.verb(verbs.past_participle(str(_tokens(c, "PARTICIPE_PASSE")[0])))
        if ("s'être" in str(_tokens(c, "APRES_AVOIR")[0])) != verbe.startswith("se "):
            raise ValueError(f"« après avoir … » : « après avoir battu », « après s'être déplacé » ({verbe})")
        from .gardes import EVENTS, TOLD_WHEN_RESOLVED

        kind = EVENTS.get(verbe, (None,))[0]
        if kind in TOLD_WHEN_RESOLVED and kind in self.vocabulary.events:
            # (lead-pb2) the game tells this act when it starts (PT: an attack declared, before its dice): « après
            # avoir attaqué » read « Lorsqu'il attaque » moved the unit before the dice were thrown
            raise ValueError("« après avoir attaqué » : ce jeu dit "
                             "l'attaque à sa déclaration, avant les dés ; « Lorsqu'il attaque, … » (à la déclaration) "
                             "ou « Après avoir battu un ennemi, … »")
        return ("après", self._acte(None, verbe, _nodes(c)))

    def lancement(self, c):
        kind, who = _nodes(c)
        return A.LancementDes(kind, who)

    def des_attaque(self, c):
        return "attaque"

    def des_defense(self, c):
        return "défense"

    # --- acts --------------------------------------------------------------------
    def _acte(self, sujet, verbe, rest, imminent=False):
        fields = {}
        puis = []
        for item in _placed_agent(self.vocabulary, rest):
            if isinstance(item, tuple):
                if item[0] == "moments":
                    fields["moments"] = fields.get("moments", ()) + item[1]
                else:
                    self._once(fields, verbe, item[0], item[1])
            elif isinstance(item, str):
                puis.append(item)
            else:
                self._once(fields, verbe, "objet", item)
        if "mais_pas" in fields and fields["mais_pas"].objet is None:  # « sans la détruire »
            if "objet" not in fields:
                raise ValueError("« sans la … » : « la » renvoie à l'objet de l'acte, qui n'est pas dit")
            fields["mais_pas"] = attrs.evolve(fields["mais_pas"], objet=fields.pop("objet"))
        if "contre_attaque_de" in fields:  # « contre une attaque de Magie »: the attack and its mode
            fields["contre_attaque"], fields["mode"] = True, fields.pop("contre_attaque_de")
        nommee = fields.pop("contre_nommee", None)
        if nommee is not None:  # « se défend contre une Attaque Proche » = « est attaqué par une Attaque Proche »
            if verbe != "se défendre" or "par" in fields:
                raise ValueError(f"« contre une {nommee} » : dit de l'unité qui se défend (« se défend contre une "
                                 f"{nommee} »)")
            feminine = nommee.lower() in {x.lower() for x in self.vocabulary.feminine} or nommee.lower().startswith(
                "attaque")
            verbe, fields["par"] = "être attaqué", A.Designation("une" if feminine else "un", nommee)
        agent = fields.pop("par", None)
        depuis = fields.pop("depuis", None)
        if depuis is not None and verbe == "être attaqué" and (agent is None or (
                isinstance(agent, A.Designation) and agent.relative is None
                and self.vocabulary.category(agent.nom) != "actions")):
            # « est attaqué (par un Homme-Bête) depuis une tuile Colline » = « … par une unité (un Homme-Bête) qui se
            # trouve sur une tuile Colline »: the tile the attacker stands on
            agent = attrs.evolve(agent if agent is not None else A.Designation("une", "unité"),
                                 relative=A.Acte(verbe="être présent", terrains=depuis))
            depuis = None
        if depuis is not None:
            # « attaque depuis une tuile Colline » = « attaque sur une tuile Colline »: the attacker's own tile; of
            # another act, refused
            if verbe not in ("attaquer", "tirer") or agent is not None or "terrains" in fields:
                raise ValueError("« depuis une tuile … » : la tuile d'où une unité attaque ou tire (« Lorsqu'un Archer "
                                 "attaque depuis une tuile Colline »)")
            fields["terrains"] = depuis
        if verbe in verbs.ATTACKED_BY:  # « Lorsque cette Unité est chargée » = « … est attaquée par une Charge »
            det, noun = verbs.ATTACKED_BY[verbe]
            if self.vocabulary.category(noun) is None:
                raise ValueError(f"« {verbe} » : ce jeu n'a pas de « {noun} »")
            if agent is not None or "objet" in fields or puis:
                raise ValueError(f"« {verbe} par … » : une {noun} attaque ; dites qui charge par « Lorsqu'un "
                                 "Cavalier charge cette Unité »")
            agent = A.Designation(det, self.vocabulary.canonical(noun))
            return A.Acte(verbe="attaquer", sujet=agent, objet=sujet, imminent=imminent, passif=True, **fields)
        if agent is not None:  # « un ennemi est battu par une Sorcière » = « une Sorcière bat un ennemi »
            active = verbs.ACTIVES.get(verbe)
            if active is None or "objet" in fields or puis:
                raise ValueError(f"« {verbe} par … » : seul un passif (« est battu par … ») dit par qui")
            return A.Acte(verbe=active, sujet=agent, objet=sujet, imminent=imminent, passif=True, **fields)
        return A.Acte(verbe=verbe, sujet=sujet, imminent=imminent, puis=tuple(puis), **fields)

    def _once(self, fields: dict, verbe: str, name: str, value) -> None:
        """One complement of an act, said once: a second one of the same kind overwrote the first (« charge une
        Unité à l'Arrière » kept « l'Arrière » and dropped « une Unité »), and a zone of the battlefield is no unit
        an act is done to (« charge à l'Arrière » compiled with the zone as the unit charged, which every unit
        fits: the words were dropped). Both refused, never read as something else (lead-pb)."""
        if name == "objet" and isinstance(value, A.Designation) and self.vocabulary.category(value.nom) == "zones":
            said = value.det + ("" if value.det.endswith("'") else " ") + value.nom
            raise ValueError(f"« {said} » : une zone n'est pas une unité ; le jeu ne dit pas où se tenait l'unité "
                             "combattue (une Charge et son Combat se livrent dans la Zone de Combat) ; dites où se tient "
                             "cette Unité : « Lorsque cette Unité tire, si elle est à l'Arrière, … »")
        said = fields.get(name)
        if name == "objet" and isinstance(said, A.Designation) and said.nom.lower() == "ordre" and verbe == "donner":
            said = None  # « donne un ordre à cette Unité »: the order is what « donner » gives, the unit its object
        if said is not None and said != value:
            raise ValueError(f"« {verbe} » : deux compléments du même genre (« {name} ») ; un seul est lu")
        fields[name] = value

    def acte(self, c):
        return self._acte(c[0], c[1], c[2:])

    def acte_porte(self, c):
        """(lead-pb) « Tant qu'elle porte un Jeton Blessure » = « … porte au moins un Jeton Blessure »: at least that many
        tokens of that kind on the unit (a condition: :meth:`Compiler._acte_ctx_guards`)."""
        sujet, n = _nodes(c)[0], _nodes(c)[1]
        if not isinstance(n, int) or n < 1:
            raise ValueError("« porte … » : combien de jetons au moins ? (« porte au moins un Jeton Blessure »)")
        noun = self._singular(self.noun(_tokens(c, "NOM")[-1]))
        return A.Acte(verbe="porter", sujet=sujet, objet=A.Designation("un", noun), au_moins=n)

    def acte_blesse(self, c):
        """(lead-pb2) « Si cette Unité est blessée » = « … porte au moins un Jeton Blessure »: the token that marks a unit's
        wounds (its vocabulary's « blessures »); a game that marks none refuses it."""
        wounds = self.vocabulary.wounds
        if not wounds:
            raise ValueError(f"« {_squash(str(_tokens(c, 'BLESSE')[0]))} » : {self.vocabulary.game or 'ce jeu'} ne marque "
                             "pas les blessures d'une unité par des jetons")
        return A.Acte(verbe="porter", sujet=_nodes(c)[0], objet=A.Designation("un", wounds[0]), au_moins=1)

    def acte_on(self, c):
        """(lead-pb2) « Quand on donne un ordre à cette Unité » = « Quand vous donnez un ordre à cette Unité »: a unit's
        orders are given by its owner; « on » doing anything else (« Quand on attaque cette Unité »: who?) is refused."""
        _, verbe, *rest = c
        if verbe != "donner":
            raise ValueError("« on » : dites qui fait l'acte (« vous », « l'Adversaire », une unité) ; seul « on donne un "
                             "ordre à cette Unité » se lit (son propriétaire le donne)")
        return self._acte(A.Pronom("vous"), verbe, rest)

    def acte_cible(self, c):
        """« cette Unité est la cible d'un Tir » = « … est attaquée par un Tir »: the attack names its agent."""
        sujet, agent = c
        return self._acte(sujet, "être attaqué", [("par", agent)])

    def acte_subit_attaque(self, c):
        """« subit une attaque (de Magie, d'un Archer) », « est la cible d'une attaque » = « est attaqué (avec Magie,
        par un Archer) »: the passive said by the noun of the act; « de Magie » is the attack's mode (:meth:`c_mode`),
        « d'un Archer » its agent."""
        sujet, *rest = [x for x in c if not (isinstance(x, Token) and x.type in ("V_SUBIR", "DET"))]
        modes = [x for x in rest if isinstance(x, Token) and x.type == "NOM"]
        rest = [x for x in rest if not isinstance(x, Token)]
        if modes:
            rest.insert(0, self.c_mode(modes))
        elif rest and isinstance(rest[0], A.Designation):
            rest[0] = ("par", rest[0])
        return self._acte(sujet, "être attaqué", rest)

    def acte_clitique(self, c):
        """« Quand une Unité ennemie la charge, cette Unité … »: the pronoun stands for the unit the main
        clause names (``canonical.clitic`` puts it back); an act on a unit only."""
        sujet, pronom, verbe, *rest = c
        if verbe not in CLITIC_VERBS:
            raise ValueError(f"« {pronom} {verbe} » : seul un acte contre une unité la reprend par un pronom "
                             "(« la charge », « l'attaque »)")
        return self._acte(sujet, verbe, [A.Pronom(str(pronom).strip().lower()), *rest])

    def acte_repris(self, c):
        """« charge une Unité ennemie et la détruit » = « charge et détruit une Unité ennemie »."""
        sujet, premier, objet, _, second, *rest = c
        return self._acte(sujet, premier, [second, objet, *rest])

    def acte_recoit_ordre(self, c):
        """« Quand cette Unité reçoit un ordre (de « Tirer ») » = « Quand vous donnez un ordre (de
        « Tirer ») à cette Unité »: a unit's orders are given by its owner."""
        unite, *rest = _nodes(c)
        if not isinstance(unite, A.Designation):
            raise ValueError("« … reçoit un ordre » : dites quelle unité le reçoit (« cette Unité reçoit un ordre »)")
        if _tokens(c, "QUOTED_LIST"):
            rest.insert(0, self.c_ordres(c))
        return self._acte(A.Pronom("vous"), "donner", [*rest, unite])

    def acte_avec(self, c):
        """« Lorsque vous tirez avec cette Unité » = « Lorsque cette Unité tire »."""
        vous, verbe, unite, *rest = c
        if vous != A.Pronom("vous"):
            raise ValueError(f"« {verbe} avec … » : « vous » agissez avec une unité (« Lorsque vous tirez avec cette Unité »)")
        return self._acte(unite, verbe, rest)

    def acte_participe(self, c):
        """« Quand cette Unité participe à un Combat » = « Quand cette Unité est impliquée dans un Combat »."""
        sujet, quand, *rest = _nodes(c)
        if not self.is_action(quand):
            raise ValueError(f"« participe à … » : à une action du jeu (« participe à un Combat »), pas à « {quand} »")
        return self._acte(sujet, "être impliqué", [("moments", (quand,)), *rest])

    def acte_sur_tuile(self, c):
        """« Lorsqu'un Archer est sur une tuile Colline » : a state, where the unit stands."""
        terrains = tuple(sorted({self.noun(t) for t in _tokens(c, "NOM")}))
        return A.Acte(verbe="être présent", sujet=c[0], terrains=terrains)

    def acte_sur(self, c):
        """« Tant que cette Unité se trouve sur le Champ de Bataille » = « … est présente sur le Champ
        de Bataille »."""
        sujet, lieu = _nodes(c)
        return A.Acte(verbe="être présent", sujet=sujet, lieu=lieu)

    def acte_zone(self, c):
        """« Tant qu'elle est à l'Arrière (d'un Secteur) » = « … se trouve à l'Arrière »: the zone where
        the unit stands (« d'un Secteur » says only that every sector has one)."""
        sujet, lieu, *of = _nodes(c)
        if self.vocabulary.category(lieu.nom) != "zones" or lieu.quals or lieu.relative is not None:
            raise ValueError(f"« à {lieu.det} {lieu.nom} » : une zone du jeu où se tient l'unité (« à l'Arrière »)")
        if of and (self.vocabulary.category(of[0].nom) != "zones" or of[0].det not in ("un", "une")
                   or of[0].quals or of[0].relative is not None):
            raise ValueError(f"« {lieu.nom} de {of[0].det} {of[0].nom} » : « à l'{lieu.nom} d'un Secteur »")
        return A.Acte(verbe="être présent", sujet=sujet, lieu=self._zone(lieu))

    def _zone(self, lieu: A.Designation) -> A.Designation:
        """The zone a unit stands in by the game's name of it (« la Zone Arrière » = « l'Arrière », a synonym the
        vocabulary declares), its article the noun's (:func:`_zone_det`)."""
        nom = self.vocabulary.singular(lieu.nom)
        if nom != lieu.nom:  # « l'Avant » = « la Zone Avant »: the article said is the other noun's
            feminine = nom.lower() in {n.lower() for n in self.vocabulary.feminine}
            lieu = attrs.evolve(lieu, nom=nom, det="la" if feminine else "le")
        return attrs.evolve(lieu, det=_zone_det(lieu))

    def acte_en_jeu(self, c):
        """« Tant que cette Unité est en jeu » = « … est présente sur le Champ de Bataille »: where the
        game's units play (verbs.IN_PLAY), refused in a game that has no such place."""
        known = [(det, noun) for det, noun in verbs.IN_PLAY_NOUNS if self.vocabulary.category(noun) is not None]
        if not known:
            raise ValueError(f"« en jeu » : ce jeu n'a pas de « {verbs.IN_PLAY[1]} » (dites où est l'unité)")
        det, noun = known[0]
        return A.Acte(verbe="être présent", sujet=_nodes(c)[0],
                      lieu=self._generic(A.Designation(det, self.vocabulary.canonical(noun))))

    def acte_a_cote(self, c):
        """« Tant qu'un Lancier est à côté d'un autre Lancier » = « … est adjacent à un autre Lancier »."""
        sujet, objet = _nodes(c)
        return A.Acte(verbe="être adjacent", sujet=sujet, objet=objet)

    def sujet_sur_tuile(self, c):
        """« Un Conscrit sur une tuile Village … » (a subject) = « Un Conscrit qui est sur … »; after an
        anchor, the anchor's (:func:`_placed_anchor`)."""
        return _placed_anchor(c[0], self.qual_sur_tuile(c[1:]), _plural_said(c))

    def qual_sur_tuile(self, c):
        """« Un Conscrit sur une tuile Village » = « Un Conscrit qui est sur une tuile Village »."""
        said = A.Acte(verbe="être présent", terrains=tuple(sorted({self.noun(t) for t in _tokens(c, "NOM")})))
        return (PLACED_GROUP, said) if _plural_said(c) else said

    def qual_sur_tuile_pluriel(self, c):
        """« … qui sont sur une tuile Forêt »: a plural's place (never a singular anchor's)."""
        return (PLACED_GROUP, self.qual_sur_tuile(c))

    def acte_nominal(self, c):
        """« Lorsque cette Unité effectue une Charge » = « Lorsque cette Unité charge »: the action's
        verb (verbs.NOMINALISATIONS)."""
        noun = self.noun(_tokens(c, "NOM")[0])
        verb = verbs.NOMINALISATIONS.get(self.vocabulary.singular(noun).lower())
        if verb is None:
            raise ValueError(f"« effectuer {noun} » : le jeu ne dit pas quel acte c'est")
        rest = [x for x in c[1:] if not isinstance(x, Token)]
        return self._acte(c[0], verb, rest)

    def acte_imminent_va(self, c):
        """« Lorsqu'un Ranger Maudit va être battu » = « … est sur le point d'être battu »."""
        rest = [x for x in c if not (isinstance(x, Token) and x.type == "V_ALLER")]
        return self._acte(rest[0], rest[1], rest[2:], imminent=True)

    def acte_imminent(self, c):
        """« est sur le point d'être battu » = « devrait être battu »."""
        rest = [x for x in c if not (isinstance(x, Token) and x.type in ("SUR_LE_POINT", "DEVRAIT"))]
        return self._acte(rest[0], rest[1], rest[2:], imminent=True)

    def acte_inf(self, c):
        return self._acte(None, c[0], c[1:])

    def acte_inf_adverbe(self, c):
        """« déplacer normalement un Druide »: the adverb said before the object, as after it."""
        return self._acte(None, c[0], [*_nodes(c)[1:], self.c_normalement(())])

    def verbe(self, c):
        verbe = self.vocabulary.verb(verbs.verb_of_terminal(c[0].type))
        if verbe == "riposter":
            return self._riposte()
        return verbe

    def _riposte(self) -> str:
        """« Lorsqu'elle riposte »: in a game whose unit attacked throws dice only in its riposte (its vocabulary's
        « jets en défense »: Pocket Battles), the roll of the unit attacked (a question's ``rôle`` « défense ») and,
        as an event, the attack it makes back (« attaque résolue » of a riposte: a shot at it is none, lead-pb2);
        elsewhere the unit attacked rolls its defence anyway, and « riposter » says no more than that."""
        if not self.vocabulary.defence:
            raise ValueError("« riposter » : dans ce jeu, une unité attaquée lance ses dés de défense sans riposte "
                             "à part ; dites « Lorsqu'il est attaqué » (ou « se défend »)")
        return "riposter"

    def objet(self, c):
        return c[0]

    def objet_a(self, c):
        return c[0]

    def c_mode(self, c):
        """« avec Mêlée » = « en Mêlée » = « au corps à corps » (a synonym the vocabulary declares): one
        of the game's ways to attack (its « modes »)."""
        mode = self._singular(self.noun(_tokens(c, "NOM")[0]))
        if self.vocabulary.category(mode) != "modes":
            known = ", ".join(sing for sing, _ in self.vocabulary.modes) or "aucune"
            raise ValueError(f"« {mode} » n'est pas une façon d'attaquer (le jeu connaît : {known})")
        return ("mode", mode)

    def c_sauf_mode(self, c):
        """« par une attaque autre que Magie », « … qui n'est pas (une attaque) de Magie »: every way to attack but
        one of the game's (a terrain or a unit is none: refused, as :meth:`c_mode`)."""
        return ("sauf_mode", self.c_mode(c)[1])

    def c_hors(self, c):
        return ("hors", "attaque")

    def c_normalement(self, c):
        return ("adverbe", "normalement")

    def c_contre_attaque(self, c):
        return ("contre_attaque", True)

    def c_contre_attaque_de(self, c):
        """« se défend contre une attaque de Magie » = « … contre une attaque avec Magie »."""
        nom = self.noun(_tokens(c, "NOM")[0])
        if self.vocabulary.category(nom) != "modes":
            raise ValueError(f"« contre une attaque de {nom} » : une attaque d'un mode du jeu (« de Magie »)")
        return ("contre_attaque_de", nom)

    def c_contre_nommee(self, c):
        """« contre une Attaque Proche »: the attack, by the vocabulary's name (« se défend contre » = « est attaqué
        par »: :meth:`_acte`)."""
        said = " ".join(_squash(str(c[0])).split()[2:])
        nom = next(f for f in self.vocabulary.all_forms() if " ".join(f.lower().split()) == said)
        return ("contre_nommee", self.vocabulary.singular(nom))

    def complement(self, c):
        return c[0]

    def c_ordres(self, c):
        quoted = self.written(_tokens(c, "QUOTED_LIST")[0]).translate(grammar.TYPO)
        names = tuple(self.vocabulary.canonical(_squash(q)) for q in re.findall(r'"([^"]*)"', quoted))
        return ("ordres", canonical.orders_named(names))

    def c_moments(self, c):
        """« lors d'un Combat ou d'un Tir »: the moments of the act; « se défend dans une Forêt » = « … sur une tuile
        Forêt » (a terrain is where, not when: it was read as a moment that never came); a unit is no moment."""
        names = c[0]
        kinds = {self.vocabulary.category(n) for n in names}
        if kinds == {"terrains"}:
            return ("terrains", tuple(sorted({self.vocabulary.canonical(self._singular(n)) for n in names})))
        if kinds & {"terrains", "units", "types"}:
            raise ValueError(f"« lors de / dans … {' ou '.join(names)} » : un moment du jeu (« lors d'un Combat ») ou une "
                             "tuile (« sur une tuile Forêt »)")
        return ("moments", names)

    def c_au_moins(self, c):
        return ("au_moins", _nodes(c)[0])

    def c_coups_ou_plus(self, c):
        """(lead-para3) « un coup ou plus », « 2 coups ou plus » = « au moins un coup », « au moins 2 coups »."""
        said = str(c[0]).split()[0].lower()
        return ("au_moins", int(said) if said.isdigit() else NUMBER_WORDS[said])

    def c_par(self, c):
        return ("par", c[0])

    def c_objet_a(self, c):
        """« à un autre Lancier », « à au moins un autre Lancier » (one is at least one)."""
        return ("objet", _nodes(c)[0])

    def c_objet_au_moins(self, c):
        """« adjacent à au moins deux ennemis » = « … à deux ennemis » (a count of units: :func:`.compiler.counted`)."""
        d = _nodes(c)[0]
        if d.det not in NUMBER_WORDS and not d.det.isdigit():
            raise ValueError(f"« au moins {d.det} {d.nom} » : combien ? (« à au moins deux ennemis »)")
        return ("objet", d)

    def c_objet_au(self, c):
        """« adjacent au Capitaine » = « adjacent à le Capitaine », « aux Lanciers » = « à les Lanciers » (as
        :meth:`qual_ancre_au`); a way to attack after « au » stays one (« au corps à corps »: :meth:`c_mode`), and
        anything else is refused as one."""
        nom = c[-1]
        if self.vocabulary.category(nom) not in ("units", "types"):
            return self.c_mode([Token("NOM", nom)])
        det = "les" if str(c[0]).lower() == "aux" else "le"
        return ("objet", self._generic(A.Designation(det, nom, tuple(ANTE_OF[str(a)] for a in _tokens(c, "ANTE")))))

    def c_lieu(self, c):
        return ("lieu", c[0])

    def c_terrains(self, c):
        return ("terrains", tuple(sorted({self.noun(t) for t in _tokens(c, "NOM")})))

    def c_depuis(self, c):
        """« attaque depuis une tuile Colline »: the tile an attack or a shot is made from (``_acte``)."""
        return ("depuis", self.c_terrains(c)[1])

    def c_mais_pas(self, c):
        """« - mais ne détruit pas l'Unité ennemie » = « sans détruire l'Unité ennemie »."""
        verbe, objet = _nodes(c)
        return ("mais_pas", A.Acte(verbe=verbe, objet=objet))

    def c_sans(self, c):
        """« se déplace sans attaquer » = « (hors attaque) »; « touche … sans détruire l'Unité
        ennemie » = « - mais ne détruit pas l'Unité ennemie »; « touche l'Unité ennemie sans la
        détruire »: the object is the act's own."""
        nodes = _nodes(c)
        verbe, objet = nodes[0], (nodes[1] if len(nodes) > 1 else None)
        if objet is None and not _tokens(c, "OBJ_PRONOM"):
            if verbe != "attaquer":
                raise ValueError(f"« sans {verbe} » : sans faire quoi à qui ?")
            return ("hors", "attaque")
        return ("mais_pas", A.Acte(verbe=verbe, objet=objet))

    def c_phase(self, c):
        return ("phase", ANTE_OF[str(_tokens(c, "ANTE")[0])])

    def moments(self, c):
        return tuple(c)

    def moment(self, c):
        return _nodes(c)[0]

    def moment_suite(self, c):
        return _nodes(c)[0]

    # --- more circumstances -------------------------------------------------------
    def si(self, c):
        """« Si … » = « Tant que … »: a condition (the keyword token is dropped); but « Si » + an act that only
        happens (« Si une Sorcière bat un ennemi, … », canonical.EVENT_VERBS) is « Lorsque » (« tant que » never)."""
        acte = _nodes(c)[0]
        if acte.verbe in canonical.EVENT_VERBS:
            if _tokens(c, "TANT_QUE"):
                raise ValueError(f"« tant que » dit un état qui dure ; « {acte.verbe} » est un événement "
                                 "(« Lorsque … », « Si … »)")
            return A.Quand(acte)
        return A.Si(acte)

    def sauf_si(self, c):
        """« sauf si … », « à moins que … »: the condition negated (``Si.non``)."""
        return A.Si(_nodes(c)[0], non=True)

    def sauf_sans_allie(self, c):
        """« sauf s'il est isolé » = « s'il est adjacent à un allié »: the isolation negated."""
        return A.Si(A.Acte("être adjacent", sujet=_nodes(c)[0], objet=A.Designation("une", "unité", ("allié",))))

    def durant(self, c):
        return canonical.durant(A.Durant(c[0]), self.is_action)

    def durant_ou(self, c):
        """« Lors d'un Combat ou lors d'un Tir, »: either moment, kept for the act that counts hits (coups_donnes)."""
        said = tuple(canonical.durant(A.Durant(d), self.is_action).quoi.nom for d in _nodes(c))
        # where they are written (a refusal points there): the designations keep no position
        at = next((m.start() for m in re.finditer(r"(?i)(?<![\w-])(?:lors|durant|pendant)(?![\w-])[^,.;]*?(?<![\w-])ou"
                                                   r"(?![\w-])", self.original)
                   if all(nom.lower() in m.group(0).lower() or nom.lower() in self.original[m.end():].lower()
                          for nom in said)), None)
        return coups_donnes.MomentsOu(said, at)

    def durant_a(self, c):
        """« À chaque Tir, » = « Lors d'un Tir, »; « À l'Arrière, » = « Dans l'Arrière, »: where the subject stands."""
        if self.vocabulary.category(c[0].nom) == "zones":
            return self.circ_dans(c)
        return self.durant(c)

    def is_attack(self, nom: str) -> bool:
        """One of the game's kinds of attack (its vocabulary's « attaques »: « Attaque Distante », « Tir »)."""
        return self._singular(nom).lower() in {a.lower() for a in self.vocabulary.attacks}

    def is_action(self, nom: str) -> bool:
        return self.vocabulary.category(nom) == "actions"

    def meme_si(self, c):
        return ("même si", _nodes(c)[0])

    def meme_apres(self, c):
        """« même après avoir fait un Redéploiement » = « même si <le sujet> a fait un Redéploiement »: the act of
        no subject yet (assembly.concession_subject names it)."""
        if not _tokens(c, "MEME_APRES_AVOIR"):  # « même après avoir fait »
            return self._acte(None, c[1], _nodes(c)[1:])
        verbe = self.vocabulary.verb(verbs.past_participle(str(_tokens(c, "PARTICIPE_PASSE")[0])))
        if ("s'être" in str(_tokens(c, "MEME_APRES_AVOIR")[0])) != verbe.startswith("se "):
            raise ValueError(f"« même après avoir … » : « même après avoir fait », « même après s'être déplacé » ({verbe})")
        return self._acte(None, verbe, _nodes(c))

    def periode(self, c):
        """« Au début de chaque tour » = « Au début du tour »; « de votre / son tour »: the owner's; « du tour
        adverse » = « … de l'adversaire »: its opponent's."""
        text = _squash(str(c[0]))
        bord = "début" if text.startswith("au début") else "fin"
        periode = "manche" if re.search(r"\bmanche\b", text) else "tour"
        if re.search(r"adverse|adversaire", text):
            qui = "adverse"
        elif re.search(r"\b(?:votre|son|sa)\s+(?:tour|manche)", text):
            qui = "votre"
        else:
            qui = "chaque"
        if periode == "manche" and qui != "chaque":
            raise ValueError("« … de votre manche » : une manche est celle des deux joueurs (« au début de chaque manche »)")
        return A.Periode(bord, periode, qui)

    def meme_tour(self, c):
        return A.MemeTour()

    def circ_sur_tuile(self, c):
        return ("sur tuile", _place(self.qual_sur_tuile(c)).terrains)

    def circ_des(self, c):
        return ("en", "des", c[0])

    def circ_pour(self, c):
        """« Pour chaque allié adjacent, » : the count the phrase's dice are multiplied by (assembly._said_ahead)."""
        return ("tête", c[0])

    def circ_au_lieu_dun(self, c):
        """« Au lieu d'un dé, » = « … au lieu d'un » after the dice: the number they replace."""
        return ("tête", {"au_lieu_de": 1})

    def circ_au_lieu_nom(self, c):
        """« Au lieu d'un déplacement normal, » = « Au lieu de se déplacer normalement, »: the act its noun names
        (verbs.NOMINALISATIONS)."""
        verbe = verbs.NOMINALISATIONS[_squash(str(_tokens(c, "NOM_ACTE")[0]))]
        rest = [self.c_normalement(())] if _tokens(c, "NORMAL") else []
        return A.AuLieuDe(self._acte(None, verbe, rest))

    def circ_contre(self, c):
        return ("contre", c[0])

    def circ_dans(self, c):
        """« Dans les Secteurs adjacents, … »: the zones' division said at the head (assembly._shot_in); « Dans
        la Zone Avant, … »: one zone, where the subject stands (a condition, as « Tant qu'elle est dans … »)."""
        where = _nodes(c)[0]
        if (where.det in ("un", "une", "la", "le", "l'") and self.vocabulary.category(where.nom) == "zones"
                and not where.quals and where.relative is None):
            return ("dans", A.Acte(verbe="être présent", lieu=self._zone(where)))
        return ("dans", where)

    def circ_depuis(self, c):
        """« Depuis l'Arrière d'un Secteur, » : where a shot is made from (assembly._said_ahead)."""
        return ("depuis", self.tir_depuis(c))

    def circ_en(self, c):
        """« En Mêlée, » (a mode of the game), « En Combat, » (one of its actions: « Durant un Combat, »)."""
        said = self.des_mode(c)
        return A.Durant(said[1]) if said[0] == "durant" else ("en", *said)

    def frequence(self, c):
        """« Une fois par tour, … » = « … une fois par tour »: how often the effect may be used."""
        n, more, par = c[0]
        if more:
            raise ValueError("« une fois de plus par … » répète un acte : « peut attaquer une fois de plus par tour »")
        return A.Frequence(n, par)

    def frequence_une(self, c):
        """« … peut relancer un dé par tour » = « … une fois par tour »."""
        return A.Frequence(1, _squash(str(c[0])).split()[-1])

    def phrase_n_empeche_pas(self, c):
        """(lead-para3) « Avoir fait un Redéploiement d'Unité … n'empêche pas cette Unité de recevoir un ordre pour … »
        = « Cette Unité peut recevoir un ordre pour … même si elle a fait un Redéploiement d'Unité … »: the infinitive
        subject is the concession (its act the unit's: assembly.concession_subject), what is not prevented a
        permission of the unit named."""
        *said, sujet, action = [x for x in c if not isinstance(x, Token)]
        concession = self._acte(None, verbs.verb_of_terminal(_tokens(c, "V_AVOIR_FAIT")[0].type), said)
        return self._assembled((("même si", concession),), sujet, (A.Effet(action, "peut"),))

    def phrase_activation(self, c):
        cible, effets = _nodes(c)
        return A.Phrase((A.Activation(cible),), None, effets)

    def phrase_activation_pour(self, c):
        """« Pour récupérer …, donnez un ordre à cette Unité » = « Donnez un ordre à cette Unité pour
        récupérer … »: the order, said last, is what the purpose is reached by."""
        effets = _nodes(c)[0]
        ordre = effets[-1] if len(effets) > 1 else None
        if not (isinstance(ordre, A.Effet) and ordre.modalite is None and isinstance(ordre.action, A.DonnerOrdres)
                and ordre.action == A.DonnerOrdres(ordre.action.cible)):
            raise ValueError("« Pour …, » : dites ensuite par quoi (« donnez un ordre à cette Unité »)")
        return A.Phrase((A.Activation(ordre.action.cible),), None, effets[:-1])

    def ordre_a(self, c):
        return _nodes(c)[0]

    def ordre_a_premier(self, c):
        """« le premier ordre donné à cette Unité »: the order given when no order token is on it (the first of the
        round, as Réactive's « Le premier ordre » reads); another adjective (« le second ordre ») is refused."""
        ante = str(_tokens(c, "ANTE")[0]).lower()
        det = _squash(str(_tokens(c, "DET")[0])).lower()
        if ante not in ("premier", "première") or det not in ("le", "l'"):
            raise ValueError(f"« {det} {ante} ordre donné à … » : seul « le premier ordre » se dit (aucun jeton Ordre "
                             "sur l'Unité)")
        return A.OrdreA(_nodes(c)[-1], premier=True)

    def sujet_ordre(self, c):
        return c[0] if isinstance(c[0], A.OrdreA) else A.OrdreA(c[0])

    def ordre_a_nomme(self, c):
        """« Donner un ordre de « Tirer » à cette Unité » = « Le Tir de cette Unité »: each order named by its
        verb is the game's action of that verb (« Tirer » → « Tir »), else as written (« Poursuivre le Combat »)."""
        names = []
        for name in self.c_ordres(c)[1]:
            verb = name.lower()
            noun = next((self.vocabulary.singular(n) for n in self.vocabulary.all_forms()
                         if self.vocabulary.category(n) == "actions" and verbs.NOMINALISATIONS.get(n.lower()) == verb),
                        None)
            names.append(noun or name)
        return A.OrdreA(_nodes(c)[-1], canonical.orders_named(tuple(names)))

    def sujet_ordre_nomme(self, c):
        """« Le Déplacement Tactique de cette Unité », « la Charge de cette Unité »: the orders of that name
        given to the unit (an action or an order the game names, « Poursuivre le Combat »)."""
        order, unit = _nodes(c)
        named = self.vocabulary.category(order.nom) == "actions" or order.nom in self.vocabulary.permissions
        if not named or order.quals or order.relative is not None or order.det not in ("le", "la", "l'", "un", "une"):
            raise ValueError(f"« {order.det} {order.nom} de … » : un ordre du jeu (« Le Déplacement Tactique de "
                             "cette Unité »)")
        if not isinstance(unit, A.Designation) or unit.nom.lower() not in ("unité", "unités") and \
                self.vocabulary.category(unit.nom) not in ("units", "types"):
            raise ValueError(f"« {order.nom} de … » : de quelle unité ? (« de cette Unité »)")
        return A.OrdreA(unit, (self.vocabulary.singular(order.nom),))

    def proposition_imperative(self, c):
        return (None, c[0])
    # --- who ---------------------------------------------------------------------
    def sujet(self, c):
        return c[0]

    def pronom(self, c):
        """« il », « elle »…; « ce dernier » = « celui-ci », « cette dernière » = « celle-ci »."""
        mot = " ".join(str(c[0]).split())
        return A.Pronom({"ce dernier": "celui-ci", "cette dernière": "celle-ci"}.get(mot, mot))

    def designation_nombre(self, c):
        n = c[0]
        return self.designation([Token("DET", {1: "un", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six"}.get(n, str(n)))] + c[1:])

    def designation_du(self, c):
        """« du Druide » = « de le Druide »: the article the contraction holds."""
        return self.designation([Token("DET", "le"), *c])

    def designation_des(self, c):
        """« la valeur des Lanciers » = « de les Lanciers »: only « des » holds « de » (« la valeur un
        Lancier » is not French)."""
        if _squash(str(c[0])) != "des":
            raise ValueError("la valeur, la portée de qui ? « de », « du » ou « des » devant l'unité "
                             "(« la portée des Archers », « la valeur d'attaque du Druide »)")
        return self.designation([Token("DET", "les"), *c[1:]])

    def designation(self, c, counted=False):
        """A unit, a group or a thing named; ``counted``: the units a count runs over (« pour chaque
        Lancier allié adjacent »: each one, not the group ``canonical.each_of_a_group`` reads elsewhere)."""
        det = _squash(str(c[0]))
        if det in ("un de ses", "une de ses", "un de vos", "une de vos"):  # = « l'un de ses »
            det = "l'" + det
        det = _counted_of_own(det)
        if det == "votre":  # « votre adversaire » = « l'adversaire »: the bearer's owner's opponent
            if not (isinstance(c[1], str) and c[1].lower() == "adversaire"):
                raise ValueError("« votre … » : « votre adversaire », ou « vos … » (« vos dés »)")
            det = "l'"
        rest = list(c[1:])
        ante = None
        if isinstance(rest[0], Token) and rest[0].type == "ANTE":
            ante = ANTE_OF[str(rest.pop(0))]
        nom = rest[0]
        quals, relative, ancre = ([ante] if ante else []), None, None
        for item in rest[1:]:
            if isinstance(item, A.Acte) and _is_place(item) and ancre is not None and ancre.relative is None:
                # « adjacentes à un Mage Rouge (qui se trouve) sur une tuile Forêt »: the nearest unit's tile
                ancre = attrs.evolve(ancre, relative=item)
            elif isinstance(item, A.Acte) or isinstance(item, tuple) and item[0] == PLACED_GROUP:
                relative = _place(item)
            elif isinstance(item, tuple) and item[0] == "role":  # « l'unité qui l'attaque »
                if nom.lower() not in ("unité", "adversaire") or det not in canonical.OPPONENT_DETS:
                    raise ValueError("« qui l'attaque » : « l'unité qui l'attaque »")
                nom = self.adversaire if item[1] == "adversaire" else item[1]
            elif isinstance(item, tuple) and item[0] == EXCLUDED:  # « autre qu'un Archer »: (lead-pb2)
                quals.extend(item[1])
            elif isinstance(item, tuple) and item[0] == "ancre":
                quals.append(item[1])
                ancre = item[2]
            elif ancre is not None and item in SIDE_QUALS:
                # « adjacente à un Lancier allié »: the side said after the anchor is the anchor's
                ancre = attrs.evolve(ancre, quals=ancre.quals + (item,))
            else:
                quals.append(item)
        if "au choix" in quals:  # « une Unité amie de votre choix » = « n'importe quelle Unité amie »
            quals.remove("au choix")
            det = {"un": "n'importe quel", "une": "n'importe quelle"}.get(det, det)
        # « Les unités alliées autres que les Druides adjacentes à … » = « … adjacentes à … autres qu'un Druide »:
        # an exclusion said last, as ``render`` writes it (one meaning, one AST)
        said_not = [q for q in quals if isinstance(q, str) and exclusion.excluded(q) is not None]
        quals = [q for q in quals if q not in said_not] + said_not
        d = canonical.side(A.Designation(det, nom, tuple(quals), relative, ancre))
        if counted:
            return self._generic(d)
        return canonical.generic(d, self.is_unit_noun, self._singular, self.vocabulary.plural)

    @property
    def adversaire(self) -> str:
        """The vocabulary's spelling of « adversaire » (Pocket Battles: « Adversaire »)."""
        return self.vocabulary.canonical("adversaire")

    def is_unit_noun(self, nom: str) -> bool:
        return self.vocabulary.category(nom) in ("units", "types")

    def _generic(self, d: A.Designation) -> A.Designation:
        return canonical.generic(d, self.is_unit_noun, self._singular)

    def _singular(self, nom: str) -> str:
        return self.vocabulary.canonical(self.vocabulary.singular(nom))

    def nom(self, c):
        token = c[0]
        if token.type == "NOM":
            return self.noun(token)
        if token.type == "ORDRE":
            return self.vocabulary.canonical(str(token)) if self.vocabulary.category(str(token)) else str(token)
        return str(token)

    def qual_adj(self, c):
        return ADJ_OF[_squash(str(c[0]))]

    def qual_ainsi(self, c):
        """(lead-para3) « le Jeton Ordre ainsi récupéré » = « le Jeton Ordre récupéré »: the participle already names
        what the ability's own effect did (words.DONE_BY_THE_ABILITY); of another, « ainsi » would narrow it."""
        adj = ADJ_OF[_squash(str(c[1]))]
        if adj not in DONE_BY_THE_ABILITY:
            raise ValueError(f"« ainsi {c[1]} » : « ainsi » renvoie à ce que la capacité a fait (« le Jeton Ordre ainsi "
                             "récupéré ») ; dites l'acte (« l'unité capturée par cette attaque »)")
        return adj

    def qual_exclusion(self, c):
        return c[0]

    def exclusion(self, c):
        """« autre qu'un Archer (ou qu'un Druide) », « qui n'est pas un Archer (ni un Druide) »: one qualifier per
        kind excluded (:mod:`.exclusion`), each a unit noun of the game; its article the noun's gender (said
        singular, else the vocabulary's « féminins »)."""
        dets, noms = _tokens(c, "DET"), _tokens(c, "NOM")
        quals = []
        for det, tok in zip(dets, noms):
            nom = self._singular(self.noun(tok))
            if not self.is_unit_noun(nom):
                raise ValueError(f"« autre que {_squash(str(det))} {nom} » : une sorte d'unité du jeu (« une unité autre qu'un Archer »)")
            said = _squash(str(det)).lower()
            if said.split()[0] in COUNTED_DETS:
                # « ne peut être chargée que par deux Cavaleries »: a number of units, which no exclusion (of a kind)
                # keeps; compiled, « deux » was dropped (« … autre qu'une Cavalerie »)
                raise ValueError(f"« {said} {self.noun(tok)} » : une exclusion nomme une sorte d'unité, pas un nombre d'unités "
                                 "(« que par une Cavalerie », « autre qu'une Cavalerie »)")
            feminine = said == "une" if said in ("un", "une") else nom in self.vocabulary.feminine
            quals.append(exclusion.qualifier(nom, feminine))
        return (EXCLUDED, tuple(sorted(dict.fromkeys(quals))))

    def designation_exclue(self, c):
        """« une unité (ennemie) autre qu'un Archer »: the agent of a prohibition said by what it is not."""
        det, nom, *rest = c
        quals = [ADJ_OF[str(x)] if isinstance(x, Token) else x for x in rest]
        return self.designation([det, self.nom([nom]), *quals])

    def qual_choix(self, c):
        return "au choix"

    def qual_reserve(self, c):
        return "en réserve"

    def qual_sans_allie(self, c):
        return "sans allié adjacent"

    def qual_ancre(self, c):
        """« adjacentes à un Druide », « adjacent à (au moins) un autre Lancier »; « à l'Archer » =
        « au Druide » = « à un Druide » (the anchor named generically, as a subject is)."""
        det, ante = _tokens(c, "DET")[0], _tokens(c, "ANTE")
        if _squash(str(det)).lower() in COUNTED_DETS:
            # « adjacent à deux Lanciers »: a count of the units around, which the anchor would drop (one Lancier
            # would do); say « pour chaque Lancier adjacent » for a count
            raise ValueError(f"« {c[0]} à {det} {c[-1]} » : un compte d'unités autour ; « adjacent à un Lancier » (au "
                             "moins un), « … pour chaque Lancier adjacent »")
        if ADJ_OF[str(c[0])] != "adjacent":
            # (lead-adv2) « Les Unités alliées à l'Arrière du même Secteur … »: read as an anchor, the zone was dropped
            said = _squash(str(det))
            raise ValueError(f"« {c[0]} à {said}{'' if said.endswith(chr(39)) else ' '}{c[-1]} » : seul « adjacent » se dit « à » une unité "
                             "(« adjacentes à un Druide ») ; où se tiennent des unités se dit par une condition (« …, si "
                             "elles sont à l'Arrière »)")
        anchor = A.Designation(_squash(str(det)), c[-1], tuple(ANTE_OF[str(a)] for a in ante))
        return ("ancre", ADJ_OF[str(c[0])], self._generic(anchor))

    def qual_ancre_au(self, c):
        """« adjacentes au Druide » = « adjacentes à le Druide » (= « à un Druide »), « aux Lanciers »."""
        det = Token("DET", "les" if str(c[1]).lower() == "aux" else "le")
        return self.qual_ancre([c[0], det, *c[2:]])

    def qual_cote(self, c):
        """« à côté d'un Ranger Maudit » = « voisines d'un … » = « adjacentes à un Ranger Maudit »."""
        return self.qual_ancre([Token("ADJ", "adjacent"), *c[1:]])

    def qual_meme_zone(self, c):
        """« du même Secteur » = « dans le même Secteur que cette Unité » = « situées dans le Secteur de cette
        Unité »: the units that stand in the division of the battlefield the bearer stands in (« même Secteur »;
        the compiler asks the game's « secteurs »)."""
        _, zone, *anchor = c
        anchor = [A.Pronom(str(a).lower()) if isinstance(a, Token) else a for a in anchor]  # « qu'elle »
        nom = self.noun(zone)
        if self.vocabulary.category(nom) != "zones":
            raise ValueError(f"« du même {nom} » : une division du Champ de Bataille (« du même Secteur »)")
        if anchor and not _is_bearer(anchor[0]):
            raise ValueError(f"« dans le même {nom} que … » : celui de l'unité qui porte la capacité (« que cette "
                             "Unité », « qu'elle »)")
        return "même " + nom

    def qual_lui(self, c):
        """« qui lui sont adjacentes » = « adjacentes à lui »: next to the unit the trigger names."""
        return ADJ_OF[str(c[0])]

    def qual_cote_lui(self, c):
        """« à côté de lui » = « qui lui sont adjacentes »."""
        return "adjacent"

    def relative(self, c):
        return c[0]

    def relative_a_cote(self, c):
        """« qui se trouvent à côté d'une Sirène » = « qui sont adjacents à une Sirène »: the relative of
        :meth:`acte_a_cote`, its subject the unit the relative is said of."""
        (objet,) = _nodes(c)
        return A.Acte(verbe="être adjacent", objet=objet)

    def relative_participe(self, c):
        """« Un Archer attaqué en Mêlée » = « Un Archer qui est attaqué en Mêlée »."""
        return self._acte(None, verbs.PARTICIPLES[_squash(str(c[0]))], c[1:])

    def relative_imminent(self, c):
        """« qui va être battu » = « qui est sur le point d'être battu » = « qui devrait être battu »."""
        verbe, *rest = [x for x in c if not isinstance(x, Token)]
        return self._acte(None, verbe, rest, imminent=True)

    def relative_role(self, c):
        """« l'unité qui l'attaque » = « qui la charge » = « l'attaquant », « qui le combat » = « l'adversaire »:
        the unit named by its part in the fight (canonical.role)."""
        return ("role", "attaquant" if c[1].type in ("V_ATTAQUER", "V_CHARGER") else "adversaire")
