"""Tools for testing games and rules: a toy game, hypothesis strategies, invariants."""
