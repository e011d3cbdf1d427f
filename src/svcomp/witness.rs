//! Violation witnesses in the GraphML format of SV-COMP (witness format 1.0, the format the
//! competition's validators read for concurrent programs: edges carry `threadId`, and
//! `createThread` where a thread is created).
//!
//! The witness is a path automaton: one edge per source line a move runs in the program's
//! own file (`startline`, `threadId`; `enterFunction`/`returnFrom` where frames change;
//! `createThread` at `pthread_create`), an edge with an `assumption` on `\result` for every
//! nondeterministic value, and a violation node at the end. For a lasso (termination), the
//! node where the cycle starts is marked `cyclehead` and the last edge returns to it.

use super::{DataModel, specification};
use crate::check::Finding;
use crate::explore::TransitionSystem;
use crate::explore::states_along;
use crate::model::{CProgram, SuperAux, SvProperty};
use crate::vm::{Choice, Env, Event, Granularity};
use sha2::{Digest, Sha256};
use std::fmt::Write as _;
use std::path::Path;

struct Quiet;

impl Env for Quiet {
    fn output(&mut self, _fd: i32, _data: &[u8]) {}
    fn nondet(&mut self, _: &str, _: u32, _: bool) -> Option<u64> {
        None
    }
    fn choose(&mut self, _n: u64) -> Option<u64> {
        None
    }
}

/// One edge of the witness.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Edge {
    /// Source line in the program file.
    pub line: u32,
    /// Thread id (main is 0, then threads in creation order).
    pub thread: u16,
    /// A function entered on this edge.
    pub enter: Option<String>,
    /// A function returned from.
    pub ret: Option<String>,
    /// The id of a thread created on this edge.
    pub create: Option<u16>,
    /// `\result == V;` for a nondeterministic value, with the function that returned it.
    pub assumption: Option<(String, String)>,
}

fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// SHA-256 of a file, in hex.
pub fn sha256_file(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let d = Sha256::digest(&bytes);
    Ok(d.iter().map(|b| format!("{b:02x}")).collect())
}

/// The current UTC time as `YYYY-MM-DDTHH:MM:SSZ`.
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// The edges of a counterexample's moves, restricted to lines of `file_name` (the program's
/// own file as clang recorded it). Returns the edges and, for a lasso, the index of the first
/// edge of the cycle.
pub fn edges(
    sys: &CProgram,
    finding: &Finding,
    file_name: &str,
) -> Result<(Vec<Edge>, Option<usize>), String> {
    let prog = sys.prog();
    let mut path = finding.cx.path.clone();
    let cycle_at = finding.cx.cycle.as_ref().map(|_| path.len());
    if let Some(c) = &finding.cx.cycle {
        path.extend(c.iter().copied());
    }
    let states = states_along(sys, &path).map_err(|e| e.to_string())?;
    let base = |f: &str| {
        Path::new(f)
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    let want = base(file_name);
    let own: Vec<bool> = prog.srcmap.files.iter().map(|f| base(f) == want).collect();
    let mut out: Vec<Edge> = Vec::new();
    let mut cycle_edge = None;
    for (k, m) in path.iter().enumerate() {
        if Some(k) == cycle_at {
            cycle_edge = Some(out.len());
        }
        let before = &states[k];
        let t = m.thread as usize;
        let mut aux = SuperAux::default();
        let mut moves = Vec::new();
        sys.transitions(before, &mut moves, &mut aux);
        let (_, _, ops) = sys.apply(before, m, &aux);
        let line_of = |s: &crate::vm::state::State| -> Option<u32> {
            let f = s.threads.get(t)?.frames.last()?;
            let l = prog.srcmap.loc(prog.loc_at(f.func, f.pc));
            (l.line > 0 && own.get(l.file as usize).copied().unwrap_or(false)).then_some(l.line)
        };
        // A value of a `__VERIFIER_nondet_*` call (a value chosen for an uninitialised read
        // has no function to name: validators treat it as unconstrained anyway).
        if let (Some(v), Some((_, Choice::Nondet { .. }))) = (m.choice, before.pending)
            && let Some(callee) = before.threads[t].frames.last().and_then(|f| {
                let func = &prog.funcs[f.func as usize];
                match func.code.get(f.pc as usize) {
                    Some(crate::bytecode::op::Op::Builtin { site, .. }) => {
                        func.sites.get(*site as usize).map(|s| s.callee.clone())
                    }
                    _ => None,
                }
            })
        {
            let value = crate::report::choice_value(before, v);
            out.push(Edge {
                line: line_of(before).unwrap_or(0),
                thread: m.thread,
                assumption: Some((format!("\\result == {value};"), callee)),
                ..Edge::default()
            });
        }
        let mut s = before.clone();
        s.pending = None;
        let mut choice = m.choice;
        for _ in 0..ops.max(1) {
            if s.threads[t].frames.is_empty() {
                break;
            }
            let line = line_of(&s);
            let depth = s.threads[t].depth();
            let nthreads = s.threads.len();
            let (e, _) = sys.vm.step(
                &mut s,
                t,
                Granularity::Unlimited,
                choice.take(),
                1,
                &mut Quiet,
            );
            let mut edge = Edge {
                line: line.unwrap_or(0),
                thread: m.thread,
                ..Edge::default()
            };
            if s.threads.len() > nthreads {
                edge.create = Some((s.threads.len() - 1) as u16);
            }
            let now = s.threads[t].depth();
            if now > depth
                && let Some(f) = s.threads[t].frames.last()
            {
                edge.enter = Some(prog.funcs[f.func as usize].name.clone());
            } else if now < depth
                && let Some((f, _)) = before.threads[t].frame_at(now)
            {
                edge.ret = Some(prog.funcs[f.func as usize].name.clone());
            }
            let notable = edge.create.is_some() || edge.enter.is_some() || edge.ret.is_some();
            if line.is_some()
                && (notable
                    || out
                        .last()
                        .is_none_or(|p| p.line != edge.line || p.thread != edge.thread))
            {
                out.push(edge);
            }
            if !matches!(e, Event::Yield) {
                break;
            }
        }
    }
    Ok((out, cycle_edge))
}

/// Renders a GraphML violation witness.
#[allow(clippy::too_many_arguments)]
pub fn graphml(
    sys: &CProgram,
    finding: &Finding,
    property: SvProperty,
    program: &Path,
    file_name: &str,
    dm: DataModel,
) -> Result<String, String> {
    let (edges, cycle) = edges(sys, finding, file_name)?;
    let hash = sha256_file(program)?;
    let mut w = String::new();
    w.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
    w.push_str("<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n");
    let keys: [(&str, &str, &str, &str); 18] = [
        ("witness-type", "string", "graph", "witness-type"),
        ("sourcecodelang", "string", "graph", "sourcecodelang"),
        ("producer", "string", "graph", "producer"),
        ("specification", "string", "graph", "specification"),
        ("programFile", "string", "graph", "programfile"),
        ("programHash", "string", "graph", "programhash"),
        ("architecture", "string", "graph", "architecture"),
        ("creationTime", "string", "graph", "creationtime"),
        ("isEntryNode", "boolean", "node", "entry"),
        ("isViolationNode", "boolean", "node", "violation"),
        ("cyclehead", "boolean", "node", "cyclehead"),
        ("startline", "int", "edge", "startline"),
        ("threadId", "string", "edge", "threadId"),
        ("createThread", "string", "edge", "createThread"),
        ("enterFunction", "string", "edge", "enterFunction"),
        ("returnFrom", "string", "edge", "returnFrom"),
        ("assumption", "string", "edge", "assumption"),
        (
            "assumption.resultfunction",
            "string",
            "edge",
            "assumption.resultfunction",
        ),
    ];
    for (name, ty, dom, id) in keys {
        let default = if ty == "boolean" {
            "<default>false</default>"
        } else {
            ""
        };
        let _ = writeln!(
            w,
            " <key attr.name=\"{name}\" attr.type=\"{ty}\" for=\"{dom}\" id=\"{id}\">{default}</key>"
        );
    }
    w.push_str(" <graph edgedefault=\"directed\">\n");
    let data = |w: &mut String, k: &str, v: &str| {
        let _ = writeln!(w, "  <data key=\"{k}\">{}</data>", xml(v));
    };
    data(&mut w, "witness-type", "violation_witness");
    data(&mut w, "sourcecodelang", "C");
    data(
        &mut w,
        "producer",
        &format!("pancam {}", env!("CARGO_PKG_VERSION")),
    );
    data(&mut w, "specification", specification(property));
    data(&mut w, "programfile", &program.display().to_string());
    data(&mut w, "programhash", &hash);
    data(
        &mut w,
        "architecture",
        if dm == DataModel::Ilp32 {
            "32bit"
        } else {
            "64bit"
        },
    );
    data(&mut w, "creationtime", &super::witness::utc_now());
    w.push_str("  <node id=\"N0\">\n   <data key=\"entry\">true</data>\n  </node>\n");
    let last = edges.len();
    for i in 1..=last {
        let mut attrs = String::new();
        if i == last && cycle.is_none() {
            attrs.push_str("\n   <data key=\"violation\">true</data>\n  ");
        }
        if Some(i) == cycle.map(|c| c.max(1)) {
            attrs.push_str("\n   <data key=\"cyclehead\">true</data>\n  ");
        }
        let _ = writeln!(w, "  <node id=\"N{i}\">{attrs}</node>");
    }
    if last == 0 {
        // The violation is in the initial state.
        w.push_str("  <node id=\"N1\">\n   <data key=\"violation\">true</data>\n  </node>\n");
        w.push_str("  <edge source=\"N0\" target=\"N1\"/>\n");
    }
    for (i, e) in edges.iter().enumerate() {
        let target = match cycle {
            Some(c) if i + 1 == last => c.max(1),
            _ => i + 1,
        };
        let _ = writeln!(w, "  <edge source=\"N{i}\" target=\"N{target}\">");
        if e.line > 0 {
            let _ = writeln!(w, "   <data key=\"startline\">{}</data>", e.line);
        }
        let _ = writeln!(w, "   <data key=\"threadId\">{}</data>", e.thread);
        if let Some(c) = e.create {
            let _ = writeln!(w, "   <data key=\"createThread\">{c}</data>");
        }
        if let Some(f) = &e.enter {
            let _ = writeln!(w, "   <data key=\"enterFunction\">{}</data>", xml(f));
        }
        if let Some(f) = &e.ret {
            let _ = writeln!(w, "   <data key=\"returnFrom\">{}</data>", xml(f));
        }
        if let Some((a, f)) = &e.assumption {
            let _ = writeln!(w, "   <data key=\"assumption\">{}</data>", xml(a));
            let _ = writeln!(
                w,
                "   <data key=\"assumption.resultfunction\">{}</data>",
                xml(f)
            );
        }
        w.push_str("  </edge>\n");
    }
    w.push_str(" </graph>\n</graphml>\n");
    Ok(w)
}
