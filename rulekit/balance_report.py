"""``rulekit balance --report DIR``: one HTML page with the report's plots (matplotlib).

``DIR/index.html`` holds the plots as inline PNG images (the page stands alone), the tables
of the terminal report and the method; ``DIR/balance.json`` is the report as ``--json`` prints
it. matplotlib is the optional extra ``rulekit[report]``.
"""

from __future__ import annotations

import base64
import html
import io
import json
from pathlib import Path

from .errors import RulekitError


def require():
    """matplotlib with a backend that draws without a display, or a one-line error."""
    try:
        import matplotlib
    except ImportError:
        raise RulekitError("--report draws its plots with matplotlib: pip install 'rulekit[report]'") from None
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def _png(fig) -> str:
    out = io.BytesIO()
    # a fixed date and software tag: the same report gives the same bytes
    fig.savefig(out, format="png", dpi=96, bbox_inches="tight", metadata={"Software": None})
    return base64.b64encode(out.getvalue()).decode("ascii")


def win_rate_plot(plt, result: dict) -> str:
    a = result["factions"][0]
    rows = [(f"{a} joueur {s['seat']}", s) for s in result["seats"]] + [("ensemble", result["overall"])]
    fig, ax = plt.subplots(figsize=(7, 2.6))
    for k, (key, colour) in enumerate((("wins", "#2e7d32"), ("draws", "#9e9e9e"), ("losses", "#c62828"))):
        ys = [i + (k - 1) * 0.25 for i in range(len(rows))]
        xs = [r[key]["rate"] for _, r in rows]
        err = [[r[key]["rate"] - r[key]["low"] for _, r in rows], [r[key]["high"] - r[key]["rate"] for _, r in rows]]
        ax.errorbar(xs, ys, xerr=err, fmt="o", color=colour, capsize=3,
                    label={"wins": "victoires", "draws": "nuls", "losses": "défaites"}[key])
    ax.axvline(0.5, color="#555", lw=0.8, ls="--")
    ax.set_yticks(range(len(rows)), [label for label, _ in rows])
    ax.set_xlim(0, 1)
    ax.set_xlabel(f"taux de {a} (IC95 de Wilson)")
    ax.legend(loc="lower right", fontsize=8)
    ax.invert_yaxis()
    try:
        return _png(fig)
    finally:
        plt.close(fig)


def contribution_plot(plt, result: dict) -> str | None:
    units = [u for u in result["units"] if u["contribution"]]
    if not units:
        return None
    fig, ax = plt.subplots(figsize=(7, 0.32 * len(units) + 1.2))
    for i, u in enumerate(units):
        c = u["contribution"]
        colour = "#1565c0" if u["role"] == "A" else "#ef6c00"
        # a bootstrap interval may leave the estimate just outside it: no negative bar
        err = [[max(0.0, c["estimate"] - c["low"])], [max(0.0, c["high"] - c["estimate"])]]
        ax.errorbar([c["estimate"]], [i], xerr=err,
                    fmt="o", color=colour, capsize=3)
    ax.axvline(0, color="#555", lw=0.8)
    ax.set_yticks(range(len(units)), [f"{u['unit']} ({u['faction']})" for u in units], fontsize=8)
    ax.invert_yaxis()
    methods = sorted({u["contribution"]["method"] for u in units})
    ax.set_xlabel("apport au taux de victoire de sa faction (IC95 ; " + ", ".join(methods) + ")")
    try:
        return _png(fig)
    finally:
        plt.close(fig)


def length_plot(plt, result: dict) -> str:
    h = result["length"]["histogram"]
    fig, ax = plt.subplots(figsize=(7, 2.6))
    widths = [h["edges"][i + 1] - h["edges"][i] for i in range(len(h["counts"]))]
    ax.bar(h["edges"][:-1], h["counts"], width=widths, align="edge", color="#5c6bc0", edgecolor="white")
    ax.axvline(result["length"]["mean"], color="#c62828", lw=1, label="moyenne")
    ax.set_xlabel("durée d'une partie (pas)")
    ax.set_ylabel("parties")
    ax.legend(fontsize=8)
    try:
        return _png(fig)
    finally:
        plt.close(fig)


PAGE = """<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em}}
pre{{background:#f6f6f6;padding:.6em;overflow-x:auto;font-size:12px}} img{{max-width:100%}}</style>
</head><body>
<h1>{title}</h1>
<h2>Taux de victoire</h2><img alt="taux de victoire" src="data:image/png;base64,{wins}">
{contribution}
<h2>Durée des parties</h2><img alt="durée des parties" src="data:image/png;base64,{length}">
<h2>Tableaux</h2><pre>{text}</pre>
<p>Méthodes : taux avec l'intervalle de score de Wilson à 95 % ; différences de taux avec l'intervalle
hybride de Newcombe ; moyennes avec l'intervalle normal ; régression et coûts suggérés par
rééchantillonnage (bootstrap), voir le README de rulekit (« rulekit balance »).</p>
</body></html>
"""


def write_report(result: dict, directory) -> Path:
    """Write ``index.html`` and ``balance.json`` into ``directory``; the page's path."""
    from .balance_cli import format_text

    plt = require()
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    contribution = contribution_plot(plt, result)
    a, b = result["factions"]
    page = PAGE.format(
        title=html.escape(f"{result['game']} : {a} contre {b}, {2 * result['matches_per_seat']} parties"),
        wins=win_rate_plot(plt, result),
        contribution=("<h2>Apport de chaque type d'unité</h2>"
                      f'<img alt="apport par unité" src="data:image/png;base64,{contribution}">') if contribution else "",
        length=length_plot(plt, result),
        text=html.escape(format_text(result)),
    )
    (out / "index.html").write_text(page, encoding="utf-8")
    (out / "balance.json").write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    return out / "index.html"
