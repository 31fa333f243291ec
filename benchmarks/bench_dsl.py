"""Benchmark of the rule DSL: cold load time, sentences per second, LALR against Earley.

    python benchmarks/bench_dsl.py

Cold: build the grammar of every vocabulary involved, load every shipped faction file
(games/*/factions/*.txt) and parse every seed ability sentence (tests/dsl/data/seed_*.txt),
with empty caches (target ≤ 0.5 s). Warm: sentences parsed per second once the parser is
built. Then the same sentences with Lark's Earley parser (dynamic lexer), for the choice
written in docs/DSL.md.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "dsl" / "data"
SEEDS = {"seed_pocket_tactics.txt": "vocabulaire_pocket_tactics.txt",
         "seed_pocket_battles.txt": "corrections_pocket_battles.txt",
         "seed_epic.txt": "../../../games/epic_ref/vocabulaire.txt"}


def sentences():
    from rulekit.dsl import Vocabulary

    out = []
    pb = ROOT / "games" / "pocket_battles" / "vocabulaire.txt"
    for seed, vocab_file in SEEDS.items():
        vocab = Vocabulary.from_file(DATA / vocab_file)
        if seed == "seed_pocket_battles.txt" and pb.exists():
            vocab = vocab.merge(Vocabulary.from_file(pb))
        for line in (DATA / seed).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                out.append((line.partition(" : ")[2] if " : " in line else line, vocab))
    return out


def cold() -> dict:
    from rulekit import dsl
    from rulekit.dsl import grammar

    grammar.parser.cache_clear()
    t0 = time.perf_counter()
    loaded, failed = 0, []
    for path in sorted(ROOT.glob("games/*/factions/*.txt")):
        try:
            dsl.load_faction(path)
            loaded += 1
        except dsl.DslError as exc:
            failed.append(f"{path.relative_to(ROOT)}: {str(exc).splitlines()[0]}")
    items = sentences()
    for text, vocab in items:
        dsl.parse_ability(text, vocabulary=vocab)
    return {"seconds": time.perf_counter() - t0, "factions": loaded, "failed": failed, "sentences": len(items)}


def warm(kind: str, rounds: int = 5) -> dict:
    from rulekit.dsl import grammar
    from rulekit.dsl.parser import ToAst

    items = sentences()
    t0 = time.perf_counter()
    parsers = {id(v): grammar.parser(v, kind) for _, v in items}
    build = time.perf_counter() - t0
    ok = 0
    t0 = time.perf_counter()
    for _ in range(rounds):
        for text, vocab in items:
            lark = parsers[id(vocab)]
            prepared = grammar.normalise(vocab.correct(text))
            for start in grammar.STARTS:
                try:
                    ToAst(vocab, vocab.correct(text).translate(grammar.TYPO)).transform(lark.parse(prepared, start=start))
                    ok += 1
                    break
                except Exception:
                    continue
    elapsed = time.perf_counter() - t0
    return {"build": build, "per_second": rounds * len(items) / elapsed, "parsed": ok // rounds, "of": len(items)}


def main():
    if "--cold-only" in sys.argv:
        result = cold()
        print(f"{result['seconds']:.3f} {result['factions']} {result['sentences']}")
        for f in result["failed"]:
            print("  not loaded:", f)
        return
    import os

    from rulekit.dsl import grammar, parser_cache
    from rulekit.dsl.vocabulary import Vocabulary

    cache = parser_cache.cache_file(grammar.grammar_text(Vocabulary()))
    for label, clear, runs in (("no disk cache (first run)", True, 1), ("the parser kept on disk", False, 3)):
        times, walls = [], []
        for _ in range(runs):
            if clear and os.path.exists(cache):
                os.remove(cache)
            t0 = time.perf_counter()
            out = subprocess.run([sys.executable, __file__, "--cold-only"], capture_output=True, text=True, cwd=ROOT)
            walls.append(time.perf_counter() - t0)
            seconds, factions, count = out.stdout.split()[:3]
            times.append(float(seconds))
        print(f"cold, fresh process, {label}: grammar + {factions} faction files + {count} seed sentences "
              f"in {min(times):.3f} s (best of {runs}; whole process with Python imports: {min(walls):.2f} s)")
        for line in out.stdout.splitlines()[1:]:
            print(line)
    for kind in ("lalr", "earley"):
        r = warm(kind, rounds=5 if kind == "lalr" else 1)
        print(f"{kind:6}: build {r['build']:.3f} s for the seeds' vocabularies, {r['per_second']:.0f} sentences/s, "
              f"{r['parsed']}/{r['of']} parsed")


if __name__ == "__main__":
    main()
