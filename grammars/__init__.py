"""The shared Lark grammars, as package data."""
