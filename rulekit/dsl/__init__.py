"""The French rule DSL."""
