//! Counterexamples as message-sequence charts: an SVG with one lifeline per thread (named by
//! its start function, from the move that created it to the move that ended it), each move a
//! box on its thread's lifeline (its C lines, the shared variables it changed), arrows where
//! one thread's action lets another go on ([`crate::report::arrows`]), the violating move
//! marked and explained with the text report's words, an LTL lasso's cycle bracketed, and at
//! the bottom where every unfinished thread stands (blocked, for a deadlock). A thread's
//! consecutive private moves (no shared write, no synchronisation, nothing notable) are one
//! box. `--msc FILE.svg` writes the SVG alone (it needs no script: boxes carry their full
//! text as tooltips); `--html FILE` wraps it in a self-contained page (inline CSS and
//! script, nothing fetched) with keyboard and click navigation and a panel with the selected
//! move's source lines and every shared variable's value after it.
//!
//! Weak memory: under `--memory-model rc11` a load's choice of message names the writing
//! thread, and the arrow goes from the move of that thread that added the message (found by
//! comparing the location's messages before and after its moves). Under `tso` the flush of a
//! store buffer is a move of its own (shown on the thread's lifeline), and a load that read
//! another thread's store from memory gets an arrow from the move that wrote it there: the
//! flush, for a buffered store (the store's own move is in the label), or the step that
//! drained the buffer or made a locked write. The report's replay finds it
//! (`report::tso`); the VM records nothing. A read of the initial value or of the thread's
//! own store gets no arrow, nor does one that another arrow already orders after the write
//! (a join of the writer, an earlier read of the same write).

use crate::report::{Arrow, Schedule, StepInfo, arrows};

/// How the counterexample ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The last move violated a property (an assertion, a memory error).
    Step,
    /// The state after the last move violates a property (a race, an invariant).
    State,
    /// No thread can move and some have not finished: a deadlock.
    Deadlock,
    /// An LTL lasso: the moves from `cycle_start` (1-based) on repeat forever.
    Lasso,
    /// No violation (a simulation that ended, or stopped).
    None,
}

/// What a chart shows.
pub struct Chart<'a> {
    /// The page's title (the command and the program).
    pub title: String,
    /// The violation, in the text report's words (empty when there is none).
    pub headline: String,
    /// More lines of explanation (the violation's message, the verdict).
    pub details: Vec<String>,
    /// The schedule.
    pub schedule: &'a Schedule,
    /// How it ends.
    pub ending: Ending,
    /// For a lasso: the first move (1-based) of the cycle.
    pub cycle_start: Option<usize>,
}

const LEFT: f64 = 84.0;
const COL_W: f64 = 230.0;
const BOX_W: f64 = 210.0;
const TOP: f64 = 64.0;
const LINE_H: f64 = 14.0;
const GAP: f64 = 10.0;
const MAX_CHARS: usize = 30;

/// One box of the chart: steps `lo..hi` of the schedule, all of one thread.
struct Box_ {
    lo: usize,
    hi: usize,
    thread: u16,
    y: f64,
    h: f64,
    lines: Vec<(String, &'static str)>,
    tooltip: String,
    violation: bool,
    collapsed: bool,
}

/// Whether a step is private: nothing another thread could see or that the reader must
/// notice.
fn private(s: &StepInfo) -> bool {
    s.writes.is_empty()
        && s.events.is_empty()
        && s.note.is_none()
        && s.choice.is_none()
        && s.memory.is_empty()
        && s.inputs.is_empty()
        && !s.flush
}

fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => o.push(' '),
            c => o.push(c),
        }
    }
    o
}

fn cut(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

/// The moves (1-based, inclusive) of steps `lo..hi`.
fn moves_of(steps: &[StepInfo], lo: usize, hi: usize) -> (usize, usize) {
    let a = steps[lo].number;
    let b = steps[hi - 1].number + steps[hi - 1].moves.max(1) - 1;
    (a, b)
}

fn label_of(a: usize, b: usize) -> String {
    if a == b {
        format!("{a}")
    } else {
        format!("{a}–{b}")
    }
}

/// The full text of step `s` (a tooltip, the panel).
fn step_text(s: &StepInfo) -> String {
    let mut t = String::new();
    let (a, b) = (s.number, s.number + s.moves.max(1) - 1);
    t.push_str(&format!("move {} T{}\n", label_of(a, b), s.thread));
    if let Some(c) = s.choice {
        t.push_str(&format!("choice: {c}\n"));
    }
    for l in &s.lines {
        t.push_str(&format!(
            "{} {}  {}\n",
            l.func,
            l.location,
            l.text.as_deref().unwrap_or("")
        ));
    }
    if !s.writes.is_empty() {
        let w: Vec<String> = s.writes.iter().map(|(k, v)| format!("{k} = {v}")).collect();
        t.push_str(&format!("[{}]\n", w.join(", ")));
    }
    for x in s.inputs.iter().chain(&s.memory) {
        t.push_str(&format!("({x})\n"));
    }
    if let Some(n) = &s.note {
        t.push_str(&format!("({n})\n"));
    }
    t
}

fn layout(chart: &Chart) -> (Vec<Box_>, f64) {
    let steps = &chart.schedule.steps;
    let mut boxes: Vec<Box_> = Vec::new();
    let mut y = TOP + 10.0;
    let mut i = 0;
    let last = steps.len();
    while i < steps.len() {
        let s = &steps[i];
        // A run of private steps of one thread (none of them the violating last one, none
        // crossing the start of a cycle).
        let mut j = i + 1;
        if private(s) {
            while j < steps.len()
                && steps[j].thread == s.thread
                && private(&steps[j])
                && j + 1 < last
                && chart.cycle_start.is_none_or(|c| steps[j].number != c)
            {
                j += 1;
            }
        }
        let collapsed = j - i > 1;
        let (a, b) = moves_of(steps, i, j);
        let violation = j == last && matches!(chart.ending, Ending::Step);
        let mut lines: Vec<(String, &'static str)> = Vec::new();
        let mut tooltip = String::new();
        if collapsed {
            lines.push((
                format!("{} · {} private steps", label_of(a, b), j - i),
                "head",
            ));
            let first = steps[i].lines.first().map(|l| l.location.clone());
            let lastl = steps[j - 1].lines.last().map(|l| l.location.clone());
            if let (Some(f), Some(l)) = (first, lastl) {
                lines.push((cut(&format!("{f} … {l}"), MAX_CHARS), "src"));
            }
            for st in &steps[i..j] {
                tooltip.push_str(&step_text(st));
            }
        } else {
            let loc = s
                .lines
                .last()
                .map(|l| l.location.rsplit('/').next().unwrap_or("").to_string())
                .unwrap_or_else(|| {
                    if s.flush {
                        "store buffer".into()
                    } else {
                        String::new()
                    }
                });
            lines.push((
                cut(&format!("{} · {loc}", label_of(a, b)), MAX_CHARS),
                "head",
            ));
            if let Some(c) = s.choice {
                lines.push((format!("choice: {c}"), "note"));
            }
            let texts: Vec<&str> = s.lines.iter().filter_map(|l| l.text.as_deref()).collect();
            for t in texts.iter().rev().take(2).rev() {
                lines.push((cut(t, MAX_CHARS), "src"));
            }
            if texts.len() > 2 {
                lines.insert(1, (format!("… {} more lines", texts.len() - 2), "dim"));
            }
            if !s.writes.is_empty() {
                let w: Vec<String> = s.writes.iter().map(|(k, v)| format!("{k} = {v}")).collect();
                lines.push((cut(&w.join(", "), MAX_CHARS), "write"));
            }
            for m in &s.memory {
                lines.push((cut(m, MAX_CHARS), "note"));
            }
            if let Some(n) = &s.note {
                lines.push((cut(n, MAX_CHARS), if violation { "bad" } else { "note" }));
            }
            tooltip = step_text(s);
        }
        let h = lines.len() as f64 * LINE_H + 8.0;
        boxes.push(Box_ {
            lo: i,
            hi: j,
            thread: s.thread,
            y,
            h,
            lines,
            tooltip,
            violation,
            collapsed,
        });
        y += h + GAP;
        i = j;
    }
    (boxes, y)
}

fn col_x(t: u16) -> f64 {
    LEFT + COL_W * f64::from(t) + COL_W / 2.0
}

/// The box holding move `m` (1-based).
fn box_of(boxes: &[Box_], steps: &[StepInfo], m: usize) -> Option<usize> {
    boxes.iter().position(|b| {
        let (a, z) = moves_of(steps, b.lo, b.hi);
        (a..=z).contains(&m)
    })
}

/// Wraps `s` into lines of at most `n` characters.
fn wrap(s: &str, n: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for w in s.split_whitespace() {
        if !cur.is_empty() && cur.chars().count() + 1 + w.chars().count() > n {
            out.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(w);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The chart as a standalone SVG document.
pub fn svg(chart: &Chart) -> String {
    let steps = &chart.schedule.steps;
    let threads = &chart.schedule.threads;
    let arrows = arrows(steps, threads);
    let (boxes, mut y_end) = layout(chart);
    let n = threads.len().max(1) as u16;
    let width = LEFT + COL_W * f64::from(n) + 20.0;
    // Where each unfinished thread stands at the end.
    let standing: Vec<&crate::report::Lifeline> =
        threads.iter().filter(|l| l.at_end.is_some()).collect();
    let stand_y = y_end + 6.0;
    let stand_h = if standing.is_empty() {
        0.0
    } else {
        4.0 * LINE_H + 8.0
    };
    y_end = stand_y + stand_h + GAP;
    let explain: Vec<String> = if chart.headline.is_empty() {
        Vec::new()
    } else {
        std::iter::once(chart.headline.as_str())
            .chain(chart.details.iter().map(|s| s.as_str()))
            .flat_map(|l| wrap(l, ((width - 40.0) / 7.0) as usize))
            .collect()
    };
    let explain_y = y_end + 4.0;
    let height = explain_y + explain.len() as f64 * 16.0 + 24.0;
    let mut o = String::new();
    o.push_str(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"msc\" width=\"{width:.0}\" \
         height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" \
         font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"11\">\n"
    ));
    o.push_str(&format!("<title>{}</title>\n", esc(&chart.title)));
    o.push_str(
        "<style>\
         .lifeline{stroke:#8a8f98;stroke-width:2}\
         .head rect{fill:#e8eef7;stroke:#4a6fa5}\
         .box rect{fill:#ffffff;stroke:#4a6fa5;stroke-width:1}\
         .box.collapsed rect{fill:#f3f3f3;stroke:#aaa;stroke-dasharray:4 2}\
         .box.violation rect{fill:#fff0f0;stroke:#c0392b;stroke-width:2.5}\
         .box.sel rect{stroke:#e67e22;stroke-width:3}\
         .t-head{font-weight:bold;fill:#1d2b3a}.t-src{fill:#333}.t-write{fill:#1e7b34}\
         .t-note{fill:#7a5b00}.t-bad{fill:#c0392b;font-weight:bold}.t-dim{fill:#999}\
         .arrow{fill:none;stroke-width:1.6}\
         .a-create{stroke:#2c7be5}.a-unlock{stroke:#8e44ad}.a-signal,.a-broadcast{stroke:#d35400}\
         .a-join{stroke:#16a085}.a-reads-from{stroke:#c0392b;stroke-dasharray:5 3}\
         .alabel{font-size:9px;fill:#555}\
         .stand rect{fill:#f7f7f7;stroke:#888}.stand.blocked rect{fill:#fff0f0;stroke:#c0392b}\
         .stand.waiting rect{fill:#fdf6e3;stroke:#b58900}\
         .stand.culprit rect{fill:#fff0f0;stroke:#c0392b;stroke-width:2.5}\
         .cycle{fill:none;stroke:#6c3483;stroke-width:2}.cycletext{fill:#6c3483;font-weight:bold}\
         .explain{fill:#c0392b}.end{stroke:#333;stroke-width:3}\
         </style>\n",
    );
    o.push_str("<defs>");
    for (k, c) in [
        ("create", "#2c7be5"),
        ("unlock", "#8e44ad"),
        ("signal", "#d35400"),
        ("broadcast", "#d35400"),
        ("join", "#16a085"),
        ("reads-from", "#c0392b"),
    ] {
        o.push_str(&format!(
            "<marker id=\"m-{k}\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" \
             markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" \
             fill=\"{c}\"/></marker>"
        ));
    }
    o.push_str("</defs>\n");
    // Lifelines and their heads.
    for l in threads.iter() {
        let x = col_x(l.thread);
        let y0 = match l.created_by {
            None => TOP,
            Some(m) => box_of(&boxes, steps, m)
                .map(|b| boxes[b].y + boxes[b].h / 2.0)
                .unwrap_or(TOP),
        };
        let y1 = match l.ended {
            Some(m) => box_of(&boxes, steps, m)
                .map(|b| boxes[b].y + boxes[b].h + 4.0)
                .unwrap_or(stand_y),
            None => stand_y,
        };
        o.push_str(&format!(
            "<g class=\"lifeline-g\" data-thread=\"{}\"><line class=\"lifeline\" x1=\"{x}\" \
             y1=\"{y0}\" x2=\"{x}\" y2=\"{y1}\"/>",
            l.thread
        ));
        if l.ended.is_some() {
            o.push_str(&format!(
                "<line class=\"end\" x1=\"{}\" y1=\"{y1}\" x2=\"{}\" y2=\"{y1}\"/>",
                x - 12.0,
                x + 12.0
            ));
        }
        o.push_str("</g>\n");
        o.push_str(&format!(
            "<g class=\"head\"><rect x=\"{}\" y=\"12\" width=\"{BOX_W}\" height=\"34\" rx=\"4\"/>\
             <text x=\"{x}\" y=\"27\" text-anchor=\"middle\" class=\"t-head\">T{} {}</text>\
             <text x=\"{x}\" y=\"40\" text-anchor=\"middle\" class=\"t-dim\">{}</text></g>\n",
            x - BOX_W / 2.0,
            l.thread,
            esc(&cut(&l.name, 24)),
            match (l.created_by, l.ended) {
                (None, _) => "initial thread".to_string(),
                (Some(c), Some(e)) => format!("created at {c}, ended at {e}"),
                (Some(c), None) => format!("created at {c}"),
            }
        ));
    }
    // The cycle of a lasso.
    if let Some(c) = chart.cycle_start
        && let Some(b) = box_of(&boxes, steps, c)
    {
        let y0 = boxes[b].y - GAP / 2.0;
        let y1 = boxes.last().map_or(y0, |l| l.y + l.h + 2.0);
        o.push_str(&format!(
            "<g class=\"cycle-g\"><path class=\"cycle\" d=\"M{a},{y0} L{b2},{y0} L{b2},{y1} \
             L{a},{y1}\"/><line x1=\"{b2}\" y1=\"{y0}\" x2=\"{w}\" y2=\"{y0}\" stroke=\"#6c3483\" \
             stroke-dasharray=\"6 4\"/><text class=\"cycletext\" x=\"14\" y=\"{ym}\" \
             transform=\"rotate(-90 14 {ym})\" text-anchor=\"middle\">cycle: repeats forever</text>\
             </g>\n",
            a = LEFT - 10.0,
            b2 = LEFT - 26.0,
            w = width - 10.0,
            ym = (y0 + y1) / 2.0,
        ));
    }
    // The boxes.
    for (k, b) in boxes.iter().enumerate() {
        let x = col_x(b.thread) - BOX_W / 2.0;
        let (a, z) = moves_of(steps, b.lo, b.hi);
        let mut class = String::from("box");
        if b.collapsed {
            class.push_str(" collapsed");
        }
        if b.violation {
            class.push_str(" violation");
        }
        o.push_str(&format!(
            "<g class=\"{class}\" id=\"box{k}\" data-box=\"{k}\" data-thread=\"{}\" \
             data-first=\"{a}\" data-last=\"{z}\" data-steps=\"{}-{}\" tabindex=\"0\">\
             <title>{}</title><rect x=\"{x}\" y=\"{}\" width=\"{BOX_W}\" height=\"{}\" rx=\"3\"/>",
            b.thread,
            b.lo,
            b.hi,
            esc(b.tooltip.trim_end()),
            b.y,
            b.h
        ));
        for (i, (t, cls)) in b.lines.iter().enumerate() {
            o.push_str(&format!(
                "<text x=\"{}\" y=\"{}\" class=\"t-{cls}\">{}</text>",
                x + 6.0,
                b.y + 4.0 + LINE_H * (i as f64 + 0.8),
                esc(t)
            ));
        }
        // The move number in the margin.
        o.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" class=\"t-dim\">{}</text></g>\n",
            LEFT - 32.0,
            b.y + LINE_H,
            a
        ));
    }
    // The arrows.
    for a in &arrows {
        let (Some(fb), Some(tb)) = (box_of(&boxes, steps, a.from), box_of(&boxes, steps, a.to))
        else {
            continue;
        };
        let (f, t) = (&boxes[fb], &boxes[tb]);
        if f.thread == t.thread {
            continue;
        }
        let (x0, x1) = (col_x(f.thread), col_x(t.thread));
        let dir = if x1 > x0 { 1.0 } else { -1.0 };
        let (x0, x1) = (x0 + dir * BOX_W / 2.0, x1 - dir * BOX_W / 2.0);
        let y0 = f.y + f.h - 6.0;
        let y1 = if tb > fb { t.y + 8.0 } else { t.y + t.h - 8.0 };
        o.push_str(&arrow_svg(a, x0, y0, x1, y1));
    }
    // A thread created but never run: its creation points at where it stands.
    for l in threads.iter() {
        let (Some(c), None) = (l.created_by, steps.iter().find(|s| s.thread == l.thread)) else {
            continue;
        };
        let Some(fb) = box_of(&boxes, steps, c) else {
            continue;
        };
        let f = &boxes[fb];
        let (x0, x1) = (col_x(f.thread), col_x(l.thread));
        if f.thread == l.thread {
            continue;
        }
        let dir = if x1 > x0 { 1.0 } else { -1.0 };
        let a = Arrow {
            from: c,
            to: 0,
            kind: "create",
            label: format!("create T{} {} (not run yet)", l.thread, l.name),
        };
        o.push_str(&arrow_svg(
            &a,
            x0 + dir * BOX_W / 2.0,
            f.y + f.h - 6.0,
            x1,
            stand_y,
        ));
    }
    // Where the unfinished threads stand.
    for l in &standing {
        let x = col_x(l.thread) - BOX_W / 2.0;
        let text = l.at_end.as_deref().unwrap_or("");
        o.push_str(&format!(
            "<g class=\"stand{}\" data-thread=\"{}\"><title>T{}: {}</title><rect x=\"{x}\" \
             y=\"{stand_y}\" width=\"{BOX_W}\" height=\"{stand_h}\" rx=\"3\"/>",
            match (l.blocked, chart.ending) {
                (true, Ending::Deadlock) => " blocked",
                // A state property (a race) names where the threads stand.
                (_, Ending::State)
                    if text.rsplit_once(" at ").is_some_and(|(_, at)| {
                        chart.headline.contains(&format!("{at} ")) || chart.headline.ends_with(at)
                    }) =>
                {
                    " culprit"
                }
                (true, _) => " waiting",
                _ => "",
            },
            l.thread,
            l.thread,
            esc(text)
        ));
        for (i, t) in wrap(text, MAX_CHARS).iter().take(4).enumerate() {
            o.push_str(&format!(
                "<text x=\"{}\" y=\"{}\" class=\"{}\">{}</text>",
                x + 6.0,
                stand_y + 4.0 + LINE_H * (i as f64 + 0.8),
                if l.blocked && chart.ending == Ending::Deadlock {
                    "t-bad"
                } else {
                    "t-note"
                },
                esc(t)
            ));
        }
        o.push_str("</g>\n");
    }
    if !explain.is_empty() {
        o.push_str("<g class=\"explain-g\">");
        for (i, l) in explain.iter().enumerate() {
            o.push_str(&format!(
                "<text class=\"explain{}\" x=\"12\" y=\"{}\">{}</text>",
                if i == 0 { " t-bad" } else { "" },
                explain_y + 14.0 + 16.0 * i as f64,
                esc(l)
            ));
        }
        o.push_str("</g>\n");
    }
    o.push_str("</svg>\n");
    o
}

fn arrow_svg(a: &Arrow, x0: f64, y0: f64, x1: f64, y1: f64) -> String {
    // A gentle curve, so that arrows between the same columns stay apart.
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0 - 6.0);
    format!(
        "<g class=\"arrow-g\" data-kind=\"{k}\" data-from=\"{f}\" data-to=\"{t}\"><title>{k}: {l} \
         (move {f} → move {t})</title><path class=\"arrow a-{k}\" d=\"M{x0:.1},{y0:.1} \
         Q{cx:.1},{cy:.1} {x1:.1},{y1:.1}\" marker-end=\"url(#m-{k})\"/><text class=\"alabel\" \
         x=\"{cx:.1}\" y=\"{ly:.1}\" text-anchor=\"middle\">{s}</text></g>\n",
        k = a.kind,
        f = a.from,
        t = a.to,
        l = esc(&a.label),
        s = esc(&cut(
            &if matches!(a.kind, "create" | "join") {
                a.label.clone()
            } else {
                format!("{} {}", a.kind, a.label)
            },
            30
        )),
        ly = cy - 3.0,
    )
}

/// The chart as a self-contained HTML page: the SVG, a panel, and a small script for
/// navigation (no network access, nothing outside the file).
pub fn html(chart: &Chart) -> String {
    let svg = svg(chart);
    let steps = &chart.schedule.steps;
    let data = serde_json::json!({
        "title": chart.title,
        "headline": chart.headline,
        "details": chart.details,
        "steps": steps,
        "threads": chart.schedule.threads,
        "initial": chart.schedule.initial,
        "arrows": arrows(steps, &chart.schedule.threads),
        "cycle_start": chart.cycle_start,
    });
    // Nothing in the data may end the script element.
    let data = serde_json::to_string(&data)
        .unwrap_or_else(|_| "{}".into())
        .replace("</", "<\\/")
        .replace("<!--", "<\\!--");
    let mut o = String::new();
    o.push_str("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
    o.push_str(&format!("<title>{}</title>\n", esc(&chart.title)));
    o.push_str("<style>\n");
    o.push_str(include_str!("msc.css"));
    o.push_str("</style></head><body>\n<header><h1>");
    o.push_str(&esc(&chart.title));
    o.push_str("</h1>");
    if !chart.headline.is_empty() {
        o.push_str(&format!(
            "<p class=\"headline\">{}</p>",
            esc(&chart.headline)
        ));
    }
    for d in &chart.details {
        o.push_str(&format!("<p class=\"detail\">{}</p>", esc(d)));
    }
    o.push_str(
        "<p class=\"help\">↓/j next move · ↑/k previous · Home/End first/last · click a box · \
         hover for the full text</p></header>\n<main><div id=\"chart\">\n",
    );
    o.push_str(&svg);
    o.push_str(
        "</div><aside id=\"panel\"><div id=\"step\"></div><h2>Shared variables after this \
         move</h2><table id=\"vars\"></table></aside></main>\n<div id=\"status\" hidden></div>\n",
    );
    o.push_str("<script id=\"data\" type=\"application/json\">");
    o.push_str(&data);
    o.push_str("</script>\n<script>\n");
    o.push_str(include_str!("msc.js"));
    o.push_str("</script>\n</body></html>\n");
    o
}

/// Writes `chart` as an HTML page to `html` and as an SVG to `msc`, each if given; the
/// first error, as a message.
pub fn write(
    chart: &Chart,
    html_path: Option<&std::path::Path>,
    msc_path: Option<&std::path::Path>,
) -> Result<(), String> {
    if let Some(p) = html_path {
        std::fs::write(p, html(chart)).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
    }
    if let Some(p) = msc_path {
        std::fs::write(p, svg(chart)).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
    }
    Ok(())
}

/// How a counterexample with cause `cause` (of violation kind `kind`) ends, for [`Chart`].
pub fn ending_of<V>(
    cause: &crate::explore::Cause<V>,
    kind: Option<crate::vm::error::ViolationKind>,
) -> Ending {
    use crate::explore::Cause;
    match cause {
        Cause::Step(_) => Ending::Step,
        Cause::State(_) => Ending::State,
        Cause::Terminal(_) if kind == Some(crate::vm::error::ViolationKind::Deadlock) => {
            Ending::Deadlock
        }
        Cause::Terminal(_) => Ending::State,
        Cause::Acceptance { .. } => Ending::Lasso,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Lifeline, Line, SyncEvent, SyncKind};

    fn step(number: usize, thread: u16, text: &str) -> StepInfo {
        StepInfo {
            number,
            moves: 1,
            thread,
            choice: None,
            lines: vec![Line {
                func: "f".into(),
                location: format!("a.c:{number}"),
                text: Some(text.into()),
            }],
            writes: Vec::new(),
            note: None,
            inputs: Vec::new(),
            memory: Vec::new(),
            flush: false,
            events: Vec::new(),
        }
    }

    #[test]
    fn private_steps_collapse_and_arrows_join_the_threads() {
        let mut steps = vec![step(1, 0, "x < 3"), step(2, 0, "i++"), step(3, 0, "i++")];
        let mut create = step(4, 0, "pthread_create(&t, 0, f, 0)");
        create.events.push(SyncEvent {
            kind: SyncKind::Create,
            object: None,
            addr: None,
            thread: Some(1),
            from_move: None,
            store_move: None,
        });
        steps.push(create);
        let mut last = step(5, 1, "assert(x == 1) <&>");
        last.note = Some("assertion failure: x == 1".into());
        steps.push(last);
        let sched = Schedule {
            steps,
            threads: vec![
                Lifeline {
                    thread: 0,
                    name: "main".into(),
                    created_by: None,
                    ended: None,
                    at_end: Some("runnable at a.c:9".into()),
                    blocked: false,
                },
                Lifeline {
                    thread: 1,
                    name: "worker".into(),
                    created_by: Some(4),
                    ended: None,
                    at_end: None,
                    blocked: false,
                },
            ],
            initial: vec![("x".into(), "0".into())],
        };
        let chart = Chart {
            title: "t".into(),
            headline: "error: assertion failure".into(),
            details: Vec::new(),
            schedule: &sched,
            ending: Ending::Step,
            cycle_start: None,
        };
        let s = svg(&chart);
        assert_eq!(s.matches("class=\"box collapsed\"").count(), 1, "{s}");
        assert_eq!(s.matches("class=\"box violation\"").count(), 1, "{s}");
        assert_eq!(s.matches("data-kind=\"create\"").count(), 1, "{s}");
        assert!(s.contains("T1 worker"));
        assert!(s.contains("&lt;&amp;&gt;"), "escaped: {s}");
        let h = html(&chart);
        assert!(
            !h.contains("http://") || h.matches("http://").count() == 1,
            "only the SVG namespace"
        );
        assert!(!h.contains("<script src"));
    }
}
