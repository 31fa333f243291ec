"""Transformer methods of the reference-sheet clauses (Epic's special units, weapons, actions).

Mixed into :class:`rulekit.dsl.transformer.ToAst`; one method per ``f_*`` / ``g_*``
alternative of ``grammars/fiche.lark`` (start symbol ``fiche``).
"""

from __future__ import annotations

from lark import Token

from . import ast as A

NUMBER_WORDS = {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6}


def _tokens(children, type_=None):
    return [c for c in children if isinstance(c, Token) and (type_ is None or c.type == type_)]


def _nodes(children):
    return [c for c in children if not isinstance(c, Token)]


class SheetToAst:
    """Transformer methods of the reference-sheet clauses (mixed into :class:`ToAst`)."""

    def fiche(self, c):
        return A.Fiche(tuple(c))

    def f_inclut(self, c):
        return A.Inclut(tuple(self.noun(t) for t in c))

    def f_ignore_terrains(self, c):
        return A.IgnoreTerrains(tuple(str(t) for t in _tokens(c, "T_ADJ")), bool(_tokens(c, "PENDANT_MVT")))

    def f_ignore_malus(self, c):
        return A.IgnoreMalus(int(c[0]))

    def f_ignore_zdc(self, c):
        return A.IgnoreZonesDeControle()

    def f_ignore_couvert_toucher(self, c):
        return A.IgnoreCouvert("toucher")

    def f_ignore_svg_couvert(self, c):
        return A.IgnoreCouvert("sauvegarde")

    def f_relance_svg(self, c):
        return A.RelanceJet("svg")

    def f_relance_initiative(self, c):
        return A.RelanceJet("initiative", bool(_tokens(c, "UNE_FOIS_PAR_TOUR")))

    def f_relance_terrain(self, c):
        return A.RelanceJet("terrain dangereux")

    def f_svg_macro(self, c):
        return A.SvgContreMacro()

    def f_bonus_assaut(self, c):
        return A.BonusResultatAssaut(int(c[0]))

    def f_assaut_groupe(self, c):
        n, d = _tokens(c, "INT")
        return A.AssautGroupe(int(n), int(d))

    def f_jet_unique(self, c):
        signed = _tokens(c, "SIGNED")
        return A.JetInitiativeUnique(int(signed[0]) if signed else None)

    def f_coherence(self, c):
        return A.Coherence(int(c[0]))

    def f_zdc(self, c):
        return A.ZoneDeControle(int(c[0]))

    def f_double_charge(self, c):
        return A.DoubleCharge()

    def f_pi_supp(self, c):
        return A.PISupplementaire(_count(c[0]))

    def f_compte_vehicule(self, c):
        return A.CompteVehicule()

    def f_pas_de_retraite(self, c):
        return A.PasDeRetraite()

    def f_pas_detruit(self, c):
        return A.PasDetruit(int(c[0]))

    def f_immunise_assaut(self, c):
        return A.Immunise("défaite en assaut")

    def f_immunise_pi(self, c):
        return A.Immunise("PI si démoralisé")

    def f_seconde_svg(self, c):
        return A.SecondeSvg(int(str(c[0])[:-1]), bool(_tokens(c, "MACRO_MEME")))

    def f_choisit(self, c):
        return A.ChoisitUniteTouchee()

    def f_modif_svg(self, c):
        return A.ModifSvg(int(c[0]))

    def f_teleportation(self, c):
        return A.Teleportation()

    def f_jet_par_unite(self, c):
        dice = str(_tokens(c, "DICE")[0])
        n = int(dice.split("d")[0] or 1)
        return A.JetParUnite(n, int(_tokens(c, "INT")[0]), _count(_tokens(c, "F_NOMBRE")[0]))

    def f_vulnerable(self, c):
        return A.Vulnerable(("AP", "AC"))

    def f_anti_aerien(self, c):
        return A.AntiAerien()

    def f_pi_par_touche(self, c):
        return A.PIParTouche()

    def f_attaques(self, c):
        qty = _nodes(c)[0]
        return A.AttaquesSupplementaires(qty, tuple(str(t) for t in _tokens(c, "F_MOMENT")))

    def f_qty(self, c):
        text = str(c[0])
        return "x" if text == "x" else int(text)

    def f_frappe(self, c):
        return A.FrappeEnPremier()

    def f_annule(self, c):
        return A.AnnuleSauvegardes(("blindage", "couvert"))

    def f_tir_unique(self, c):
        return A.TirUnique()

    def f_rechargement(self, c):
        return A.Rechargement()

    def f_aucune_svg(self, c):
        return A.AucuneSauvegarde()

    def f_degats(self, c):
        return A.DegatsEngins(_nodes(c)[0])

    def f_etapes(self, c):
        return A.Etapes(tuple(_nodes(c)), sans_tir=bool(_tokens(c, "PAS_DE_TIR")))

    def f_alerte(self, c):
        return A.Etapes(((A.Geste("tir après un mouvement adverse"),),))

    def f_tir_soutenu(self, c):
        return A.Etapes(((A.Geste("tir", 1, int(c[0])),),))

    def etape(self, c):
        return tuple(c)

    def g_mouvement(self, c):
        return A.Geste("mouvement d'assaut" if _tokens(c, "D_ASSAUT") else "mouvement", _count(c[0]))

    def g_tir(self, c):
        signed = _tokens(c, "SIGNED")
        return A.Geste("tir", 1, int(signed[0]) if signed else 0)

    def g_corps_a_corps(self, c):
        return A.Geste("corps à corps")

    def g_regroupe(self, c):
        return A.Geste("regroupement")


def _count(token) -> int:
    text = str(token)
    return int(text) if text.isdigit() else NUMBER_WORDS[text]
