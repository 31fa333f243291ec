"""The replay page's HTML, CSS and script (:mod:`rulekit.replay` fills ``{{title}}`` and ``{{data}}``).

The script reads the frames from the JSON in ``<script id="data">``: ``pictures`` (each distinct
board drawing once), ``frames`` (per step: its label, the index of its board, the log lines it
wrote, the exact chance of a chance step's outcome) and ``result``. Element ids, which the
browser test uses: ``board``, ``log``, ``counter``, ``step-label``, ``first``, ``prev``,
``play``, ``next``, ``last``, ``jump``.
"""

TEMPLATE = """<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>{{title}}</title>
<style>
body { font-family: sans-serif; margin: 0; display: flex; flex-direction: column; height: 100vh; }
header { padding: .5em 1em; background: #263238; color: #fff; }
header h1 { font-size: 1.1em; margin: 0 0 .4em 0; }
#controls button { font-size: 1em; min-width: 2.4em; }
#controls input[type=range] { width: 40%; vertical-align: middle; }
#counter { margin-left: .6em; }
#step-label { margin-left: .6em; font-style: italic; }
main { display: flex; flex: 1; min-height: 0; }
#board { flex: 3; overflow: auto; padding: .5em; background: #fafafa; }
#board svg { max-width: 100%; height: auto; }
#log { flex: 2; overflow-y: auto; margin: 0; padding: .5em 1em .5em 2.5em; border-left: 1px solid #ccc;
       font-size: 13px; }
#log li { white-space: pre-wrap; font-family: monospace; }
#log li.future { display: none; }
#log li.current { background: #fff3c4; }
#log li[title] { text-decoration: underline dotted; cursor: help; }
footer { padding: .3em 1em; background: #eceff1; }
</style>
</head>
<body>
<header>
<h1>{{title}}</h1>
<div id="controls">
<button id="first" title="Début (touche Début)">|◀</button>
<button id="prev" title="Pas précédent (←)">◀</button>
<button id="play" title="Lecture / pause (espace)">▶ lecture</button>
<button id="next" title="Pas suivant (→)">▶</button>
<button id="last" title="Fin (touche Fin)">▶|</button>
<input id="jump" type="range" min="0" value="0" aria-label="aller au pas">
<span id="counter"></span><span id="step-label"></span>
</div>
</header>
<main>
<div id="board"></div>
<ol id="log"></ol>
</main>
<footer id="result"></footer>
<script id="data" type="application/json">{{data}}</script>
<script>
(function () {
  const D = JSON.parse(document.getElementById("data").textContent);
  const last = D.frames.length - 1;
  const board = document.getElementById("board"), log = document.getElementById("log");
  const counter = document.getElementById("counter"), label = document.getElementById("step-label");
  const jump = document.getElementById("jump"), play = document.getElementById("play");
  jump.max = last;
  const items = [];
  D.frames.forEach(function (frame, k) {
    frame.lines.forEach(function (line) {
      const li = document.createElement("li");
      li.textContent = line;
      li.dataset.step = k;
      if (frame.chance) li.title = "Chance exacte de ce tirage : " + frame.chance;
      log.appendChild(li);
      items.push(li);
    });
  });
  let at = -1, timer = null;
  function show(k) {
    k = Math.max(0, Math.min(last, k));
    const frame = D.frames[k];
    if (k !== at) board.innerHTML = D.pictures[frame.board];
    at = k;
    let current = null;
    items.forEach(function (li) {
      const s = Number(li.dataset.step);
      li.classList.toggle("future", s > k);
      li.classList.toggle("current", s === k);
      if (s === k && current === null) current = li;
    });
    counter.textContent = "Pas " + k + " / " + last;
    label.textContent = frame.label;
    label.title = frame.chance ? "Chance exacte de ce tirage : " + frame.chance : "";
    jump.value = k;
    document.getElementById("result").textContent = k === last ? D.result : "";
    if (current) current.scrollIntoView({block: "nearest"});
  }
  function stop() { if (timer) { clearInterval(timer); timer = null; play.textContent = "▶ lecture"; } }
  function toggle() {
    if (timer) { stop(); return; }
    if (at >= last) show(0);
    play.textContent = "⏸ pause";
    timer = setInterval(function () { if (at >= last) stop(); else show(at + 1); }, 400);
  }
  document.getElementById("first").onclick = function () { stop(); show(0); };
  document.getElementById("prev").onclick = function () { stop(); show(at - 1); };
  document.getElementById("next").onclick = function () { stop(); show(at + 1); };
  document.getElementById("last").onclick = function () { stop(); show(last); };
  play.onclick = toggle;
  jump.oninput = function () { stop(); show(Number(jump.value)); };
  document.addEventListener("keydown", function (e) {
    if (e.target === jump) return;
    if (e.key === "ArrowRight") { stop(); show(at + 1); }
    else if (e.key === "ArrowLeft") { stop(); show(at - 1); }
    else if (e.key === "Home") { stop(); show(0); }
    else if (e.key === "End") { stop(); show(last); }
    else if (e.key === " ") { toggle(); }
    else return;
    e.preventDefault();
  });
  show(0);
})();
</script>
</body>
</html>
"""
