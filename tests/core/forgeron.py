"""A one-card Pocket-Tactics faction file for the faction and ``rulekit check`` tests: the card
« Forgeron » bears the ability « Frappe », whose sentence is ``PHRASE`` until a test says it."""

PT_FORGERON = """jeu : pocket_tactics
faction : Essai

base Roc
    défense : 3

capacité Frappe : PHRASE

unité Forgeron
    nombre : 2
    coût : 12
    mêlée : 3 3
    distance : 0 2
    magie : 0 2
    avantage : Colline
    type : Humain
    sigle : Fo
    capacités : Frappe
"""
