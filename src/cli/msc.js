// Navigation of pancam's message-sequence chart: select a box (click, or the keys), show its
// moves and every shared variable's value after it. Errors go into #status (the browser test
// reads it).
(function () {
  "use strict";
  var status = document.getElementById("status");
  function fail(msg) {
    status.setAttribute("data-error", (status.getAttribute("data-error") || "") + msg + "\n");
  }
  window.addEventListener("error", function (e) { fail(String(e.message)); });
  try {
    var data = JSON.parse(document.getElementById("data").textContent);
    var boxes = Array.prototype.slice.call(document.querySelectorAll("g.box"));
    var stepPane = document.getElementById("step");
    var varsPane = document.getElementById("vars");
    var sel = -1;
    function text(tag, cls, s) {
      var e = document.createElement(tag);
      if (cls) e.className = cls;
      e.textContent = s;
      return e;
    }
    // The shared variables after steps 0..=last (in schedule order).
    function valuesAfter(last) {
      var v = new Map();
      data.initial.forEach(function (p) { v.set(p[0], p[1]); });
      for (var i = 0; i <= last && i < data.steps.length; i++) {
        data.steps[i].writes.forEach(function (w) { v.set(w[0], w[1]); });
      }
      return v;
    }
    function showStep(s) {
      var d = document.createElement("div");
      var moves = s.moves > 1 ? s.number + "–" + (s.number + s.moves - 1) : String(s.number);
      d.appendChild(text("h2", "", "move " + moves + " · T" + s.thread +
        (data.threads[s.thread] ? " " + data.threads[s.thread].name : "")));
      if (s.choice !== null && s.choice !== undefined) d.appendChild(text("pre", "", "choice: " + s.choice));
      s.lines.forEach(function (l) {
        d.appendChild(text("pre", "loc", l.func + "  " + l.location));
        if (l.text) d.appendChild(text("pre", "src", "    " + l.text));
      });
      s.writes.forEach(function (w) { d.appendChild(text("pre", "", w[0] + " = " + w[1])); });
      (s.inputs || []).concat(s.memory || []).forEach(function (m) { d.appendChild(text("pre", "", "(" + m + ")")); });
      (s.events || []).forEach(function (e) {
        var what = e.kind + (e.object ? " " + e.object : "") + (e.thread !== undefined ? " T" + e.thread : "");
        d.appendChild(text("pre", "ev", what));
      });
      if (s.note) d.appendChild(text("pre", "bad", "(" + s.note + ")"));
      return d;
    }
    function select(i, scroll) {
      if (i < 0 || i >= boxes.length) return;
      if (sel >= 0) boxes[sel].classList.remove("sel");
      sel = i;
      var b = boxes[i];
      b.classList.add("sel");
      if (scroll && b.scrollIntoView) b.scrollIntoView({ block: "nearest", inline: "nearest" });
      var r = b.getAttribute("data-steps").split("-");
      var lo = +r[0], hi = +r[1];
      stepPane.textContent = "";
      var changed = new Set();
      for (var k = lo; k < hi; k++) {
        stepPane.appendChild(showStep(data.steps[k]));
        data.steps[k].writes.forEach(function (w) { changed.add(w[0]); });
      }
      if (hi === data.steps.length && data.headline) stepPane.appendChild(text("pre", "bad", data.headline));
      varsPane.textContent = "";
      valuesAfter(hi - 1).forEach(function (val, name) {
        var tr = document.createElement("tr");
        if (changed.has(name)) tr.className = "changed";
        tr.appendChild(text("td", "", name));
        tr.appendChild(text("td", "", val));
        varsPane.appendChild(tr);
      });
    }
    boxes.forEach(function (b, i) {
      b.addEventListener("click", function () { select(i, false); });
    });
    document.addEventListener("keydown", function (e) {
      var k = e.key;
      if (k === "ArrowDown" || k === "j" || k === "n") select(sel + 1, true);
      else if (k === "ArrowUp" || k === "k" || k === "p") select(sel - 1, true);
      else if (k === "Home") select(0, true);
      else if (k === "End") select(boxes.length - 1, true);
      else return;
      e.preventDefault();
    });
    // The panel starts at the violation (the last box); the page at the top of the chart.
    select(boxes.length - 1, false);
    status.setAttribute("data-ready", "1");
    status.setAttribute("data-lifelines", String(document.querySelectorAll("g.lifeline-g").length));
    status.setAttribute("data-boxes", String(boxes.length));
    status.setAttribute("data-arrows", String(document.querySelectorAll("g.arrow-g").length));
    status.setAttribute("data-arrow-kinds", Array.prototype.map.call(
      document.querySelectorAll("g.arrow-g"), function (a) { return a.getAttribute("data-kind"); }).join(" "));
    status.setAttribute("data-vars", String(varsPane.querySelectorAll("tr").length));
  } catch (err) {
    fail(String(err && err.stack || err));
  }
})();
