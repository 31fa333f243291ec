"""The typed AST of the quick reference sheet: one frozen record per kind of line.

The grammar (``grammars/epic_tables.lark``) reads the sheet's own French lines;
:mod:`.grammaire` turns each parse tree into these records. The game's procedures
read the tables only through them.
"""

from __future__ import annotations

import attrs


# --- Actions -------------------------------------------------------------
@attrs.frozen
class Geste:
    """One thing an action lets a formation do: ``mouvement``, ``mouvement d'assaut``,
    ``tir``, ``corps à corps``, ``regroupe``, ``alerte``. ``n`` counts moves; ``modificateur``
    is a shot's to-hit modifier written on the action line."""

    genre: str
    n: int = 0
    modificateur: int = 0


@attrs.frozen
class Choix:
    """Gestes separated by "ou": the formation does one of them."""

    gestes: tuple[Geste, ...]


@attrs.frozen
class ActionDef:
    """An action line: its name and its steps in order ("puis"); ``tir_permis`` is False for
    "pas de tir"."""

    nom: str
    etapes: tuple[Choix, ...]
    tir_permis: bool = True


# --- Modifier tables --------------------------------------------------------
@attrs.frozen
class Condition:
    """A modifier row's condition. ``genre`` is the grammar rule's name (``cible_a_couvert``,
    ``attaquant_effectue``, ``par_perte``, ``plus_unites``, ``fois_plus_unites``,
    ``sans_pion``, ``ennemi_plus_de_pions``, ``personnage``, ``a_un_pion``,
    ``conserve_initiative``, ``est_demoralisee``, ``ennemis_a_moins_de``)."""

    genre: str
    actions: tuple[str, ...] = ()
    nombre: int = 0
    mot: str = ""


@attrs.frozen
class Modificateur:
    condition: Condition
    valeur: int


@attrs.frozen
class RegleImpact:
    """A row of the blast-marker table: ``chaque_pion``/``un_par_unite``, the effect, the result."""

    seuil: str
    effet: str
    resultat: str


@attrs.frozen
class LigneBarrage:
    minimum: int
    maximum: int
    gabarits: int
    pions: int
    ap: int
    ac: int


@attrs.frozen
class EffetTerrain:
    """``couvert`` (with ``seuil``), ``infranchissable``, ``dangereux``, ``aucun_effet``,
    ``voir_regles``."""

    genre: str
    seuil: int = 0


@attrs.frozen
class LigneTerrain:
    noms: tuple[str, ...]
    infanterie: tuple[EffetTerrain, ...]
    vehicule: tuple[EffetTerrain, ...]
    engin: tuple[EffetTerrain, ...]


# --- Victory ------------------------------------------------------------
@attrs.frozen
class RegleVictoire:
    tours: tuple[int, ...]
    minimum: int


@attrs.frozen
class RegleEgalite:
    tour: int


@attrs.frozen
class But:
    """A goal: ``plus_couteuse``, ``base_adverse``, ``objectifs_adverses``,
    ``objectifs_siens``, ``aucune_formation_adverse``."""

    nom: str
    genre: str
    nombre: int = 0


@attrs.frozen
class TenirObjectif:
    distance: int


@attrs.frozen
class LigneTieBreak:
    etats: tuple[str, ...]
    numerateur: int
    denominateur: int


@attrs.frozen
class Phase:
    numero: str
    nom: str
    texte: str
