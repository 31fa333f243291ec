"""The French rule DSL: grammar, typed AST, compiler, faction files.

```python
from rulekit import dsl
ast = dsl.parse_ability("Un Archer peut lancer une Attaque Distante contre des unités "
                        "jusqu'à 2 tuiles de distance", game="pocket_tactics")
ability = dsl.compile_ability(ast, name="Arcs", vocabulary=dsl.vocabulary_of("pocket_tactics"))
faction = dsl.load_faction("games/pocket_tactics/factions/haut_roi.txt")
```

docs/DSL.md is the contract with the games (queries, events, world methods).
"""

from . import ast
from .ast import Capacite, Fiche
from .compiler import compile_ability
from .errors import CompileError, DslError, RulesSemanticError, RulesSyntaxError
from .extension import GrammarExtension
from .faction import AbilityDecl, Block, FactionFile, UnitDecl, parse_file, parse_text
from .load import Faction, load_faction
from .parser import parse_ability
from .render import render  # the function (it shadows the submodule's name on purpose)
from .steps import Accompagnement, ChoixApres, ChoixEffet, JetDeSurvie, RelanceAccordee, Survie
from .values import De, Distance, Seuil
from .vocabulary import Vocabulary
from .vocabulary import for_game as vocabulary_of
from .world import World



__all__ = [
    "AbilityDecl", "Accompagnement", "Block", "Capacite", "Fiche", "ChoixApres", "ChoixEffet", "CompileError", "De", "Distance",
    "DslError", "Faction", "FactionFile", "GrammarExtension", "JetDeSurvie", "RelanceAccordee", "RulesSemanticError", "RulesSyntaxError", "Seuil",
    "Survie", "UnitDecl", "Vocabulary", "World", "ast", "compile_ability", "load_faction", "parse_ability",
    "parse_file", "parse_text", "render", "vocabulary_of",
]
