"""Bridges to other frameworks (OpenSpiel, PettingZoo)."""
