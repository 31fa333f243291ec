"""rulekit.dsl.ast re-exports the sheet and profile nodes with ``import *``: a node of one module
must not take the name of another's (the last import would silently replace it)."""

import ast as pyast
from pathlib import Path

import rulekit.dsl.profil_ast as profil
import rulekit.dsl.sheet_ast as sheet

AST = Path(__file__).resolve().parents[2] / "rulekit" / "dsl" / "ast.py"


def test_no_node_name_is_shadowed():
    own = {n.name for n in pyast.parse(AST.read_text(encoding="utf-8")).body if isinstance(n, pyast.ClassDef)}
    assert not (set(profil.__all__) & set(sheet.__all__))
    assert not (set(profil.__all__) & own)
    assert not (set(sheet.__all__) & own)
